//! Pitchnut, engine 6 beginners' rules: after a shot that touched no piece
//! the player to play chooses to shoot again or pass. A person answers with
//! the screen's buttons; an AI seat by `ai::pitchnut_retake`, which bounds
//! its re-takes. The answer is a move of the record (`Move::Retake`), so a
//! replay, and a Web Worker replaying the record, sees it.

use super::driver::{Match, Played};
use super::refusal::Refusal;
use super::seat::SeatKind;
use crate::ai::pitchnut_retake;
use crate::save::record::Move;

impl Match {
    /// The seat choosing whether to re-take a miss, while one is offered.
    pub fn retake_offer(&self) -> Option<u8> {
        if self.replay().is_over() {
            return None;
        }
        let game = &self.pitchnut()?.game;
        game.retake_offered().then(|| game.to_play())
    }

    /// The choosing seat shoots the miss again (`again`) or lets it stand.
    pub fn choose_retake(&mut self, again: bool) -> Result<Played, Refusal> {
        self.pitchnut().ok_or(Refusal::NotPitchnut)?;
        if self.retake_offer().is_none() {
            let why = crate::pitchnut::ApplyError::NoRetakeOffered;
            return Err(Refusal::Adjust(why));
        }
        self.play(Move::Retake { again }).map_err(Refusal::Record)
    }

    /// When an AI seat is to choose: its choice (true: shoot again).
    pub fn ai_retake(&self) -> Option<bool> {
        let seat = self.retake_offer()?;
        let SeatKind::Ai(_) = self.seat_kind(seat) else {
            return None;
        };
        Some(pitchnut_retake::again(&self.pitchnut()?.game))
    }
}
