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
    use crate::crokinole::{MatchFormat, TableKind};
    use crate::spec::Spec;

    #[test]
    fn a_new_match_keeps_them_and_a_lost_or_doubled_puck_breaks_them() {
        let spec = Spec::STANDARD.crokinole;
        let state = State::new_match(
            TableKind::TwoPlayers,
            None,
            MatchFormat::BestOfSeven,
            Some(0),
        )
        .unwrap();
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
}
