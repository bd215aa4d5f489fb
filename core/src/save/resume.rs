//! The match in progress. It is saved as an unfinished record after every
//! move, and restored by replaying those moves through the physics and the
//! rule engine: the saved form is small, and a position that the rules
//! could not reach cannot be loaded.

use super::error::SaveError;
use super::record::MatchRecord;
use super::replay::Replay;

/// Rebuilds the exact match in progress (bit for bit) from its record,
/// ready for `Replay::play`.
pub fn restore(record: &MatchRecord) -> Result<Replay, SaveError> {
    if record.is_finished() {
        return Err(SaveError::new("the match is already finished"));
    }
    let mut replay = Replay::new(record.clone())?;
    replay.run_to_end()?;
    Ok(replay)
}
