//! Pitchnut: a computer seat using its right to adjust pieces the other
//! side returned to the centre (a person drags them; see `Match::adjuster`).
//! Deterministic like a shot's decision: the seed comes from the match seed
//! and the number of moves played.

use super::ai_turn::decision_seed;
use super::driver::Match;
use super::seat::SeatKind;
use crate::ai::{pitchnut_adjust, search};
use crate::geom::Vec2;
use crate::pitchnut;
use crate::save::AiLevel;
use crate::save::record::Move;
use crate::shot::DiscId;

/// What an AI seat needs to decide an adjustment: a copy of the game.
#[derive(Clone, Debug)]
pub struct AiAdjustRequest {
    pub game: Box<pitchnut::Game>,
    pub seat: u8,
    pub pieces: Vec<DiscId>,
    pub level: AiLevel,
    pub seed: u64,
}

impl Match {
    /// When the seat that may now adjust returned pieces is an AI's and has
    /// not adjusted since the last shot: what it must decide.
    pub fn ai_adjust_request(&self) -> Option<AiAdjustRequest> {
        let (seat, pieces) = self.adjuster()?;
        let SeatKind::Ai(lv) = self.seat_kind(seat) else {
            return None;
        };
        if matches!(self.replay().record().moves.last(), Some(Move::Adjust(_))) {
            return None;
        }
        let game = Box::new(self.pitchnut()?.game.clone());
        let seed = decision_seed(self.replay().record().seed, self.replay().moves_played());
        Some(AiAdjustRequest {
            game,
            seat,
            pieces,
            level: lv,
            seed: seed ^ 0xAD_1057,
        })
    }
}

/// The AI's adjustment, on the calling thread: the moves to commit with
/// `Match::adjust`, in order (empty when it leaves the pieces as they lie).
pub fn decide_adjust(req: &AiAdjustRequest) -> Vec<(DiscId, Vec2)> {
    pitchnut_adjust::choose(
        &req.game,
        req.seat,
        &req.pieces,
        &req.level.params(),
        &pitchnut_adjust::BUDGET,
        req.seed,
        search::cores(),
    )
}
