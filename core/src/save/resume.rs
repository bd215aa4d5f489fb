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
    let mut restoring = Restoring::start(record)?;
    while !restoring.step()? {}
    Ok(restoring.finish())
}

/// A restore taken a move at a time, so a screen can draw between moves (a
/// long match takes a quarter of a second to replay in a phone's browser).
/// However it is sliced, it ends in the same match as `restore`.
pub struct Restoring {
    replay: Replay,
}

impl Restoring {
    /// The record checked and set up at its start; no move played yet.
    pub fn start(record: &MatchRecord) -> Result<Restoring, SaveError> {
        if record.is_finished() {
            return Err(SaveError::new("the match is already finished"));
        }
        Ok(Restoring {
            replay: Replay::new(record.clone())?,
        })
    }

    /// Replays the next move; true once every move is replayed.
    pub fn step(&mut self) -> Result<bool, SaveError> {
        Ok(self.replay.step()?.is_none())
    }

    /// Moves replayed so far, of all the record's moves.
    pub fn progress(&self) -> (usize, usize) {
        (self.replay.moves_played(), self.replay.record().moves.len())
    }

    /// The record being restored.
    pub fn record(&self) -> &MatchRecord {
        self.replay.record()
    }

    /// The match as far as it is replayed (all of it once `step` says so).
    pub fn finish(self) -> Replay {
        self.replay
    }
}
