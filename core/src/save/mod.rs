//! The local save: profiles, stats, the match in progress, and records of
//! finished matches, behind a crash-safe, versioned store. No window code:
//! the shell draws the screens and, on the web, supplies the storage.
//!
//! The flow for the shell:
//! ```text
//! Store::open(FileStorage::for_this_platform()?)   // then show take_notices()
//! Replay::new(MatchRecord::crokinole(setup, seats, seed)) or store.resume()
//!   replay.play(Move::Shot { .. }) -> Step (input, report, events)
//!   store.save_resume(&replay)                   // after every move
//! store.finish_match(replay, now)                // stats + record
//! ```

pub mod atomic;
pub mod coin;
pub mod error;
pub mod facts;
pub mod fingerprint;
pub mod finish;
pub mod level;
pub mod pending;
pub mod position;
pub mod practice_log;
pub mod prefs;
pub mod profile;
pub mod record;
pub mod replay;
#[cfg(test)]
mod replay_tests;
pub mod resume;
pub mod stats;
pub mod storage;
pub mod store;
pub mod validate;
pub mod verify;

pub use coin::CoinCall;
pub use error::{ProfileRefusal, ReplayRefusal, SaveError};
pub use facts::{HEAT_CELLS, HEAT_SIDE, MatchFacts, SeatFacts};
pub use fingerprint::fingerprint;
pub use finish::FinishError;
pub use level::AiLevel;
pub use pending::PendingShot;
pub use practice_log::{PracticeLog, PracticeResult};
pub use prefs::{AidsChoice, Controls, Language, Prefs, TableMode};
pub use profile::{Player, Profile, ProfileId, Profiles, Rgb, Seated};
pub use record::{HintUse, MatchRecord, Move, Outcome, PitchnutStart};
pub use replay::{Events, PitchnutMatch, Position, Replay, Step};
pub use stats::{Against, MatchResult, Stats, Tally};
pub use storage::{FileStorage, MemoryStorage, Platform, Storage, data_dir};
pub use store::{SaveData, Store};
pub use verify::verify;
