//! Results in formats other programs read: Crokinole Match Notation (CMN 1.0)
//! for crokinole scoring apps.

pub mod cmn;
pub mod utc;

pub use cmn::{CmnBatch, CmnDocument, batch, document};
