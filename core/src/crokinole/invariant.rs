//! What every crokinole state keeps, whatever reports it was given: each
//! puck of the round in exactly one of board, rail and ditch; a state in
//! play is the one its own setup builds again (which checks ids, owners,
//! counts against the turn order, places and overlaps); nobody is to shoot
//! once the match is over. The soak and the property tests check it.

use super::error::RuleError;
use super::state::{Phase, State};
use crate::spec::CrokinoleSpec;

/// An invariant a state broke.
#[derive(Clone, Debug, PartialEq)]
pub enum Broken {
    /// Fewer or more distinct pucks than shots taken.
    PucksAccountedFor {
        pucks: usize,
        shots: u16,
    },
    /// A puck in two places.
    PuckTwice,
    NoSetup,
    /// Its setup builds another state.
    NotItsSetup,
    /// Its setup is refused.
    FailsItsChecks(RuleError),
    ShooterAfterTheMatch,
}

impl core::fmt::Display for Broken {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Broken::PucksAccountedFor { pucks, shots } => {
                write!(f, "{pucks} pucks accounted for after {shots} shots")
            }
            Broken::PuckTwice => f.write_str("a puck is in two places"),
            Broken::NoSetup => f.write_str("a state in play has no setup"),
            Broken::NotItsSetup => f.write_str("the position does not survive its setup"),
            Broken::FailsItsChecks(e) => write!(f, "the position fails its own checks: {e}"),
            Broken::ShooterAfterTheMatch => f.write_str("someone is to shoot after the match"),
        }
    }
}

impl State {
    /// The first invariant this state breaks, if any.
    pub fn broken(&self, spec: &CrokinoleSpec) -> Option<Broken> {
        let mut all: Vec<_> = self
            .board()
            .iter()
            .map(|p| p.id)
            .chain(self.rail().iter().copied())
            .chain(self.ditch().iter().copied())
            .collect();
        let listed = all.len();
        all.sort_unstable();
        all.dedup();
        if all.len() != listed {
            return Some(Broken::PuckTwice);
        }
        if all.len() != self.shots_taken() as usize {
            return Some(Broken::PucksAccountedFor {
                pucks: all.len(),
                shots: self.shots_taken(),
            });
        }
        if self.phase() == Phase::Playing {
            let Some(setup) = self.setup() else {
                return Some(Broken::NoSetup);
            };
            match State::new(spec, &setup) {
                Ok(again) if again == *self => {}
                Ok(_) => return Some(Broken::NotItsSetup),
                Err(e) => return Some(Broken::FailsItsChecks(e)),
            }
        }
        if self.phase() == Phase::Over && self.to_shoot().is_some() {
            return Some(Broken::ShooterAfterTheMatch);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crokinole::{BoardPuck, MatchFormat, TableKind};
    use crate::geom::Vec2;
    use crate::shot::Place;
    use crate::spec::Spec;

    /// A new best-of-seven match of two players, seat 0 to shoot.
    fn two_players() -> State {
        State::new_match(
            TableKind::TwoPlayers,
            None,
            MatchFormat::BestOfSeven,
            Some(0),
        )
        .unwrap()
    }

    #[test]
    fn a_new_match_keeps_them_and_a_lost_or_doubled_puck_breaks_them() {
        let spec = Spec::STANDARD.crokinole;
        let state = two_players();
        assert_eq!(state.broken(&spec), None);
        let mut one_shot = state.clone();
        one_shot.shots_taken = 1;
        assert_eq!(
            one_shot.broken(&spec),
            Some(Broken::PucksAccountedFor { pucks: 0, shots: 1 })
        );
        one_shot.rail = vec![0];
        assert_eq!(one_shot.broken(&spec), None);
        one_shot.ditch = vec![0];
        assert_eq!(one_shot.broken(&spec), Some(Broken::PuckTwice));
    }

    #[test]
    fn a_state_in_play_must_be_the_one_its_setup_builds() {
        let spec = Spec::STANDARD.crokinole;
        let state = two_players();
        // A winner is not part of a setup: a match in play with one is not
        // the match its setup starts.
        let mut won = state.clone();
        won.winner = Some(0);
        assert_eq!(won.broken(&spec), Some(Broken::NotItsSetup));
        // A puck past the playing surface fails the setup's own checks.
        let mut off = state.clone();
        off.shots_taken = 1;
        off.board = vec![BoardPuck {
            id: 0,
            pos: Vec2::new(0.5, 0.0),
            place: Place::Board,
        }];
        assert!(matches!(off.broken(&spec), Some(Broken::FailsItsChecks(_))));
        // Once the match is over there is no setup to compare with.
        let mut over = won;
        over.phase = Phase::Over;
        assert_eq!(over.broken(&spec), None);
        let mut no_setup = over.clone();
        no_setup.board = off.board.clone();
        no_setup.shots_taken = 1;
        assert_eq!(no_setup.broken(&spec), None);
    }

    #[test]
    fn each_broken_invariant_says_what_broke() {
        let lines = [
            (
                Broken::PucksAccountedFor { pucks: 3, shots: 4 },
                "3 pucks accounted for after 4 shots",
            ),
            (Broken::PuckTwice, "a puck is in two places"),
            (Broken::NoSetup, "a state in play has no setup"),
            (
                Broken::NotItsSetup,
                "the position does not survive its setup",
            ),
            (
                Broken::FailsItsChecks(RuleError::NoTable),
                "the position fails its own checks: ",
            ),
            (
                Broken::ShooterAfterTheMatch,
                "someone is to shoot after the match",
            ),
        ];
        for (broken, words) in lines {
            assert!(broken.to_string().starts_with(words), "{broken}");
        }
        let checks = Broken::FailsItsChecks(RuleError::NoTable).to_string();
        assert!(
            checks.ends_with(&RuleError::NoTable.to_string()),
            "{checks}"
        );
    }
}
