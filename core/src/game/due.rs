//! What a match waits for now, as one answer: the play screen, the CLI's
//! soak and self-play each asked the same questions in the same order
//! (over? a toss choice? a re-take? adjusting? the shot), and this is
//! that order, once.

use super::driver::Match;
use super::view::Turn;
use crate::shot::DiscId;

/// What the match waits for.
#[derive(Clone, Debug, PartialEq)]
pub enum Due {
    /// The match is over; `winner` is None for a drawn one.
    Over { winner: Option<u8> },
    /// Crokinole's hidden-puck toss is still to be played: only a record
    /// watched from its start, or a start set with no first shooter.
    HiddenToss,
    /// The toss winner chooses: crokinole, first or second; pitchnut, who breaks.
    Toss { winner: u8 },
    /// Pitchnut beginners: `seat` chooses to shoot its miss again or pass.
    Retake { seat: u8 },
    /// The next shot. `adjust`, when there is one, is a right the match
    /// does not wait for: a seat may move returned pieces first, again and
    /// again, until this shot is played (the record has no "done").
    Shot {
        turn: Turn,
        adjust: Option<AdjustRight>,
    },
}

/// Pitchnut: who may adjust pieces returned to the centre before the next
/// shot, and which (`Match::adjuster`).
#[derive(Clone, Debug, PartialEq)]
pub struct AdjustRight {
    pub seat: u8,
    pub pieces: Vec<DiscId>,
}

impl Match {
    /// What the match waits for now. The order matters: an offered re-take
    /// holds the shot back, and the adjust right comes with the shot.
    pub fn due(&self) -> Due {
        if let Some(winner) = self.winner() {
            return Due::Over { winner };
        }
        if let Some(winner) = self.toss_winner() {
            return Due::Toss { winner };
        }
        if let Some(seat) = self.retake_offer() {
            return Due::Retake { seat };
        }
        match self.next_turn() {
            Some(turn) => Due::Shot {
                turn,
                adjust: self
                    .adjuster()
                    .map(|(seat, pieces)| AdjustRight { seat, pieces }),
            },
            // Every other position has a shot due (`next_turn`).
            None => Due::HiddenToss,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crokinole;
    use crate::game::{MatchSettings, SeatKind};
    use crate::geom::Vec2;
    use crate::pitchnut::{Alleys, Colour, Options, POISON, Placed, Pocketed, Setup};
    use crate::save::{MatchRecord, Move, PitchnutStart, Player, Profiles, Replay, Seated};
    use crate::shot::Place;
    use crate::spec::{BoardKind, Spec, seat_angle};

    fn new_match(settings: MatchSettings) -> Match {
        Match::new(settings, 5, &Profiles::default()).unwrap()
    }

    #[test]
    fn a_person_toss_winner_chooses_then_the_first_shot_is_due() {
        for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
            let mut game = new_match(MatchSettings::default_for(board));
            let winner = game.toss_winner().expect("a person chooses");
            assert_eq!(game.due(), Due::Toss { winner });
            game.choose_by_rule().unwrap();
            let turn = game.next_turn().unwrap();
            assert_eq!(game.due(), Due::Shot { turn, adjust: None });
        }
    }

    #[test]
    fn a_beginner_miss_offers_a_retake_before_any_shot() {
        let mut game = new_match(MatchSettings::Pitchnut {
            players: 2,
            alleys: Alleys::American,
            beginner: true,
            seats: [SeatKind::Guest; 4],
        });
        game.choose_by_rule().unwrap();
        let seat = game.next_turn().unwrap().seat;
        // A soft flick back toward the shooter's own edge touches nothing.
        let a = seat_angle(seat);
        let home = Vec2::from_angle(a) * -Spec::STANDARD.pitchnut.home_line_y();
        let at = home + Vec2::from_angle(a + core::f32::consts::FRAC_PI_2) * 0.1;
        let shot = game
            .begin_shot(at, Vec2::from_angle(a) * 0.25, false)
            .unwrap();
        game.commit(shot).unwrap();
        assert_eq!(game.due(), Due::Retake { seat });
        game.choose_retake(false).unwrap();
        assert!(matches!(game.due(), Due::Shot { turn, .. } if turn.seat != seat));
    }

    /// Seat 0 scratches (the search of tests/ai_adjust.rs) and seat 2 may
    /// adjust the piece returned.
    fn match_with_a_returned_piece() -> Match {
        let setup = Setup {
            options: Options {
                players: 2,
                alleys: Alleys::American,
                beginner: false,
            },
            pocketed: vec![Pocketed { id: 1, pocket: 0 }, Pocketed { id: 2, pocket: 1 }],
            moved: vec![Placed {
                id: POISON,
                pos: Vec2::new(0.0, 0.2),
                place: Place::Board,
            }],
            team0_colour: Some(Colour::Black),
            to_play: 0,
            breaker: Some(0),
            break_taken: true,
            ..Default::default()
        };
        let players = [0, 2]
            .map(|seat| Seated {
                seat,
                player: Player::Guest {
                    name: format!("seat {seat}"),
                },
            })
            .to_vec();
        let start = PitchnutStart {
            setup,
            games_to_win: 2,
        };
        let record = MatchRecord::pitchnut(start, players, 1);
        let home = Spec::STANDARD.pitchnut.home_line_y();
        for k in 0..24 {
            let mut game = Match::resume(Replay::new(record.clone()).unwrap());
            let at = Vec2::new(-0.15 + 0.01 * k as f32, home);
            let v = Vec2::new(-0.3 - 0.05 * k as f32, -1.0).normalize_or_zero() * 6.0;
            let Ok(shot) = game.begin_shot(at, v, false) else {
                continue;
            };
            game.commit(shot).unwrap();
            if game.adjuster().is_some() {
                return game;
            }
        }
        panic!("no flick scratched and returned a piece");
    }

    #[test]
    fn the_adjust_right_comes_with_the_shot_and_lasts_until_it() {
        let mut game = match_with_a_returned_piece();
        let (seat, pieces) = game.adjuster().unwrap();
        let turn = game.next_turn().unwrap();
        let right = AdjustRight {
            seat,
            pieces: pieces.clone(),
        };
        let due = Due::Shot {
            turn,
            adjust: Some(right),
        };
        assert_eq!(game.due(), due);
        // A piece moved where it lies is still an adjustment; the right stays.
        let at = game
            .pieces()
            .iter()
            .find(|p| p.disc.id == pieces[0])
            .unwrap()
            .disc
            .pos;
        game.adjust(seat, pieces[0], at).unwrap();
        assert_eq!(game.due(), due);
    }

    #[test]
    fn a_finished_record_is_over_with_its_winner() {
        let text = include_str!("../../../tests/records/pitchnut-two-players.json");
        let record = MatchRecord::from_json(text.as_bytes()).unwrap();
        let mut game = Match::watch(record).unwrap();
        assert!(matches!(game.due(), Due::Shot { .. }));
        while game.play_recorded(None).unwrap().is_some() {}
        assert_eq!(game.due(), Due::Over { winner: Some(0) });
    }

    #[test]
    fn a_crokinole_start_with_no_first_shooter_waits_for_the_hidden_puck_toss() {
        let setup = crokinole::Setup {
            table: Some(crokinole::TableKind::TwoPlayers),
            ..Default::default()
        };
        let players = [0, 2]
            .map(|seat| Seated {
                seat,
                player: Player::Guest {
                    name: format!("seat {seat}"),
                },
            })
            .to_vec();
        let record = MatchRecord::crokinole(setup, players, 0);
        let mut game = Match::start(record, Spec::STANDARD).unwrap();
        assert_eq!(game.due(), Due::HiddenToss);
        let toss = crokinole::Toss {
            hider: 0,
            chooser: 2,
            hider_colour_in: crokinole::Hand::Left,
            chosen: crokinole::Hand::Left,
        };
        game.play(Move::Toss(toss)).unwrap();
        let winner = game.toss_winner().unwrap();
        assert_eq!(game.due(), Due::Toss { winner });
    }
}
