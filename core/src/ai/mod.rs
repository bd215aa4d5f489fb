//! The computer opponent for both games, on the real simulation.
//!
//! The recipe every serious flicking-game AI shares: candidate shots from
//! the board's geometry, each simulated several times with Gaussian
//! execution noise through the same physics the game uses, each outcome
//! judged by the same rule engine and valued for the side to play; the
//! best mean (a robust choice, not the luckiest) is played, with the
//! level's own execution error. Levels differ in noise and search budget
//! (`level`), never in deliberate mistakes. Deterministic for a seed,
//! whatever the number of threads.

pub mod corpus;
pub mod crokinole;
pub mod crokinole_candidates;
pub mod crokinole_grid;
pub mod crokinole_plan;
pub mod evaluate;
pub mod level;
pub mod noise;
pub mod pitchnut;
pub mod pitchnut_adjust;
pub mod pitchnut_candidates;
pub mod pitchnut_plan;
pub mod pitchnut_retake;
pub mod planner;
pub mod search;

pub use crokinole::CrokinoleDecision;
pub use level::{AiLevel, LevelParams};
pub use pitchnut::PitchnutDecision;
pub use planner::PlanBudget;

/// Why the AI could not choose a shot: one kind per reason. `Display` gives
/// the engine's English; the game's words are in the shell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AiError {
    /// Crokinole: the toss is not settled yet, or the match is over.
    NotInPlay,
    /// Pitchnut: the game is over.
    GameOver { winner: u8 },
    /// Crokinole: every spot on the shooting line is taken.
    NoFreePlacement,
    /// Pitchnut: every spot for the shooter is taken.
    NoFreePlace,
}

impl core::fmt::Display for AiError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            AiError::NotInPlay => f.write_str(
                "no one is to shoot: the match is not in play (toss first, or it is over)",
            ),
            AiError::GameOver { winner } => write!(f, "the game is over: team {winner} won"),
            AiError::NoFreePlacement => {
                f.write_str("no legal placement on the shooting line is free")
            }
            AiError::NoFreePlace => f.write_str("no legal place for the shooter is free"),
        }
    }
}

impl std::error::Error for AiError {}
