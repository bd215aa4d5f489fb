//! The crokinole (pichenotte) rules: a pure engine, no window, no physics of
//! its own. The game and the AI run the same loop:
//!
//! ```text
//! state.shot_input(spec, place, velocity, spin) -> ShotInput
//!   -> physics::simulate -> ShotReport
//!   -> state.apply(&spec.crokinole, declared_twenty, &report) -> (state, events)
//!      or a `Refusal`: the state back, unchanged, with a `RuleError`
//! ```
//!
//! A `State` is built once from a checked `Setup` and only changes through
//! `toss`, `choose` and `apply`, which take it by value and return the next
//! state with the events a screen animates, or on a refusal the same state
//! back with the reason (a `RuleError` kind; the game's words for it are in
//! the shell). Rules come from
//! `shared/seeds/pichenotte-crokinole-beginner-rules.txt` and the rulings in
//! `shared/reference/games.md`; readings beyond those are in
//! `docs/scenarios-crokinole.md`.

pub mod error;
pub mod event;
pub mod invariant;
pub mod match_format;
pub mod scenario;
pub mod scoring;
pub mod state;
#[cfg(test)]
mod state_tests;
pub mod table;
pub mod turn;

pub use error::RuleError;
pub use event::{Event, Foul, OffReason};
pub use match_format::{MatchFormat, Standing};
pub use scenario::run_scenario;
pub use scoring::{SideScore, puck_value};
pub use state::{BoardPuck, Hand, Phase, Refusal, Setup, State, Toss};
pub use table::{Colour, Seat, Side, Table, TableKind, owner_of, puck_id};
