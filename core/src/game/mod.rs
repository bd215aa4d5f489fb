//! The match driver: the one way to run a match, for the screens, the CLI,
//! the save and the tests. It sets a match up (table, seats, format, the
//! tosses from the match seed), checks a shot before it is played, hands
//! out a `PendingShot` that a screen steps frame by frame and whose end
//! commits exactly the report it showed, and keeps a view of the position
//! for drawing. Both rule engines sit behind it, through `save::Replay`,
//! so the match is its own record. It has no words: the shell says things.

mod ai_adjust;
mod ai_answer;
mod ai_job;
mod ai_turn;
mod aids_of;
mod deciding;
mod driver;
#[cfg(test)]
mod driver_tests;
mod due;
mod hint;
mod meant;
mod nut_path;
mod placing;
mod refusal;
mod retake;
mod seat;
mod settings;
mod spin;
mod tally;
mod toss;
mod view;

pub use ai_adjust::{AiAdjustRequest, decide_adjust};
pub use ai_answer::Answer;
pub use ai_job::{AiJob, JobCache, Question};
pub use ai_turn::{AiPosition, AiRequest, AiShot, PLAIN_SPEED, decide, decision_seed};
pub use driver::{Match, Opening, Played};
pub use due::{AdjustRight, Due};
pub use hint::{Expects, Hint, HintKind, hint};
pub use nut_path::{NutPath, pitchnut_home_half};
pub use placing::{QUARTER_HALF_ANGLE, quarter_place};
pub use refusal::Refusal;
pub use seat::SeatKind;
pub use settings::{MatchSettings, PITCHNUT_GAMES_TO_WIN};
pub use spin::{SPINS, chosen_spin};
pub use tally::{RoundTally, ScoredPuck, SideTally, TeamTally, Zones};
pub use toss::{TossChoice, TossDecision, TossReason};
pub use view::{Piece, Side, Turn};
