//! Practice against the pros' numbers: drills of one shot repeated, each
//! attempt a real shot through the match driver (a position set up as a
//! match record, the shot checked, simulated once and judged by the rule
//! engine's own position), the make rate with its 95 % Wilson interval,
//! placed on the human open-20 tiers and beside the AI levels.

pub mod drill;
pub mod judge;
pub mod rate;
pub mod session;

pub use drill::{Drill, NamedPocket, Spot, Zone};
pub use judge::{Verdict, judge};
pub use rate::{AI_LEVELS, TIERS, Tier, tier_of, wilson};
pub use session::{Session, play_shot};
