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

#[cfg(test)]
mod tests {
    use crate::game::{Match, MatchSettings, SeatKind};
    use crate::geom::Vec2;
    use crate::pitchnut::Alleys;
    use crate::save::{AiLevel, Profiles};
    use crate::spec::{BoardKind, Spec, seat_angle};

    fn beginners(seats: [SeatKind; 4]) -> Match {
        let settings = MatchSettings::Pitchnut {
            players: 2,
            alleys: Alleys::American,
            beginner: true,
            seats,
        };
        let mut game = Match::new(settings, 5, &Profiles::default()).unwrap();
        game.choose_by_rule().unwrap();
        game
    }

    /// A soft flick back toward the shooter's own edge: it touches no piece.
    fn miss(game: &mut Match) -> u8 {
        let seat = game.next_turn().expect("a shot is due").seat;
        let a = seat_angle(seat);
        let home = Vec2::from_angle(a) * -Spec::STANDARD.pitchnut.home_line_y();
        let at = home + Vec2::from_angle(a + core::f32::consts::FRAC_PI_2) * 0.1;
        let shot = game
            .begin_shot(at, Vec2::from_angle(a) * 0.25, false)
            .unwrap();
        game.commit(shot).unwrap();
        seat
    }

    /// The offer names the seat that missed, whichever it is, and only
    /// while it is open.
    #[test]
    fn the_offer_goes_to_the_seat_that_missed_and_only_after_a_miss() {
        let mut game = beginners([SeatKind::Guest; 4]);
        assert_eq!(game.retake_offer(), None, "nothing missed yet");
        let first = miss(&mut game);
        assert_eq!(game.retake_offer(), Some(first));
        game.choose_retake(false).unwrap();
        assert_eq!(game.retake_offer(), None, "passed");
        let second = miss(&mut game);
        assert_ne!(second, first);
        assert_eq!(game.retake_offer(), Some(second));
        game.choose_retake(true).unwrap();
        assert_eq!(game.retake_offer(), None, "taken again");
        assert_eq!(game.next_turn().unwrap().seat, second);
    }

    /// An AI seat's offer is answered by the AI; a person's, or no offer,
    /// is not; crokinole has no re-takes.
    #[test]
    fn only_an_ai_seat_with_an_offer_has_an_ai_answer() {
        let ai = SeatKind::Ai(AiLevel::Beginner);
        let mut game = beginners([ai, SeatKind::Guest, ai, SeatKind::Guest]);
        assert_eq!(game.ai_retake(), None);
        miss(&mut game);
        assert_eq!(game.ai_retake(), Some(true), "a first miss is taken again");
        let settings = MatchSettings::default_for(BoardKind::Crokinole);
        let mut croki = Match::new(settings, 5, &Profiles::default()).unwrap();
        croki.choose_by_rule().unwrap();
        assert_eq!((croki.retake_offer(), croki.ai_retake()), (None, None));
        assert!(croki.choose_retake(true).is_err());
    }
}
