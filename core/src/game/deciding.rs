//! A deciding shot: a crokinole round's last, or the flick that sinks
//! pitchnut's poison, which ends the game whoever wins it. A screen plays
//! such a shot's end in slow motion; the rules of which shots they are live
//! here.

use super::driver::Match;
use crate::pitchnut::POISON;
use crate::shot::{Happening, Place};
use crate::spec::BoardKind;

impl Match {
    /// Crokinole: the next shot is its round's last (the hammer's).
    pub fn last_of_round(&self) -> bool {
        self.crokinole()
            .is_some_and(|s| s.shots_taken() + 1 >= s.table().shots_per_round())
    }

    /// Pitchnut: `h`, a happening of the shot in flight, is the poison going
    /// down a pocket: the game ends with this shot.
    pub fn sinks_poison(&self, h: &Happening) -> bool {
        self.board() == BoardKind::Pitchnut
            && h.disc == POISON
            && matches!(h.what, Place::Pocket(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MatchSettings;
    use crate::save::Profiles;

    fn started(board: BoardKind) -> Match {
        let mut game =
            Match::new(MatchSettings::default_for(board), 7, &Profiles::default()).unwrap();
        game.choose_by_rule().unwrap();
        game
    }

    #[test]
    fn the_last_of_a_crokinole_round_is_its_24th_shot() {
        let mut game = started(BoardKind::Crokinole);
        let per_round = game.crokinole().unwrap().table().shots_per_round();
        assert_eq!(per_round, 24);
        for n in 0..per_round {
            assert_eq!(game.last_of_round(), n + 1 == per_round, "shot {n}");
            // A soft shot from the nearest free spot to the seat's middle.
            let turn = game.next_turn().unwrap();
            let place = game.free_place(&turn, game.home_place(turn.seat));
            let at = game.place_pos(turn.seat, place);
            let shot = game
                .begin_shot(at, -at.normalize_or_zero() * 0.05, false)
                .unwrap();
            game.commit(shot).unwrap();
        }
        assert_eq!(game.crokinole().unwrap().round(), 1);
        assert!(!game.last_of_round());
        assert!(!started(BoardKind::Pitchnut).last_of_round());
    }

    #[test]
    fn only_the_poison_into_a_pocket_in_pitchnut_sinks_it() {
        let nut = started(BoardKind::Pitchnut);
        let croki = started(BoardKind::Crokinole);
        let at = |disc, what| Happening {
            step: 9,
            disc,
            what,
        };
        assert!(nut.sinks_poison(&at(POISON, Place::Pocket(2))));
        assert!(!nut.sinks_poison(&at(POISON, Place::Gutter)));
        assert!(!nut.sinks_poison(&at(3, Place::Pocket(2))));
        assert!(!croki.sinks_poison(&at(POISON, Place::Pocket(2))));
    }
}
