//! Why the driver refused a shot or an adjustment: a kind, with the
//! engine's own refusal inside, so the shell can say it in any language.

use crate::crokinole::RuleError;
use crate::pitchnut::{ApplyError, PlacementError};
use crate::save::SaveError;
use crate::shot::InputError;

#[derive(Clone, Debug)]
pub enum Refusal {
    /// Nobody is to shoot: the match is over, or between games.
    NoTurn,
    /// Only pitchnut pieces are adjusted.
    NotPitchnut,
    /// No choice after the toss is due, or not that one.
    NoChoice,
    /// The crokinole engine refused (a placement off the line, say).
    Crokinole(RuleError),
    /// The pitchnut engine refused the shooter's placement or flick.
    Placement(PlacementError),
    /// The pitchnut engine refused an adjustment.
    Adjust(ApplyError),
    /// The physics refused the shot (a speed over the limit, say).
    Physics(InputError),
    /// The match record refused the move (it is finished, or too long).
    Record(SaveError),
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::NoTurn => f.write_str("nobody is to shoot"),
            Refusal::NotPitchnut => f.write_str("only pitchnut pieces are adjusted"),
            Refusal::NoChoice => f.write_str("that is not a choice the toss winner has now"),
            Refusal::Crokinole(e) => write!(f, "{e}"),
            Refusal::Placement(e) => write!(f, "{e}"),
            Refusal::Adjust(e) => write!(f, "{e}"),
            Refusal::Physics(e) => write!(f, "{e}"),
            Refusal::Record(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for Refusal {}
