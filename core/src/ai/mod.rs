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

pub mod crokinole;
pub mod crokinole_candidates;
pub mod evaluate;
pub mod level;
pub mod noise;
pub mod pitchnut;
pub mod pitchnut_candidates;
pub mod search;

pub use crokinole::CrokinoleDecision;
pub use level::{Level, LevelParams};
pub use pitchnut::PitchnutDecision;

/// Why the AI could not choose a shot. The message is for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AiError(pub String);

impl AiError {
    pub fn new(message: impl Into<String>) -> Self {
        AiError(message.into())
    }
}

impl core::fmt::Display for AiError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for AiError {}
