//! Checks of a whole record: what can be checked without the physics (its
//! shape, a legal start, a player at every seat), and a full replay that
//! must reach the recorded result.

use super::error::{ReplayRefusal, SaveError};
use super::position::Position;
use super::record::{ENGINE_VERSION, MatchRecord};
use super::replay::Replay;
use crate::spec::Spec;

/// Checks what a record can be checked for without the physics: its shape
/// and values, a legal starting position, and a player at every seat.
pub fn check_start(record: &MatchRecord) -> Result<(), SaveError> {
    let spec = Spec::for_engine(record.engine);
    record.validate()?;
    let position = Position::start(&spec, record)?;
    let seats = position.seats();
    let at_table: Vec<u8> = seats.iter().map(|s| s.0).collect();
    super::coin::check(record, &at_table)?;
    for (seat, _) in &seats {
        if record.player_at(*seat).is_none() {
            return Err(ReplayRefusal::NoSeat { seat: *seat }.into());
        }
    }
    if let Some(s) = record
        .players
        .iter()
        .find(|s| !seats.iter().any(|x| x.0 == s.seat))
    {
        return Err(SaveError::new(format!(
            "seat {} is not at this table",
            s.seat
        )));
    }
    Ok(())
}

/// Replays a whole record and checks it: every move legal, and for a
/// finished match the same final position and physics as recorded.
pub fn verify(record: &MatchRecord) -> Result<Replay, SaveError> {
    let engine_note = if record.engine != ENGINE_VERSION {
        format!(
            " (it was made with engine version {}, this game has {ENGINE_VERSION})",
            record.engine
        )
    } else {
        String::new()
    };
    let mut replay = Replay::new(record.clone())?;
    // A move refused under today's rules is the usual sign of an older engine.
    if let Err(e) = replay.run_to_end() {
        return Err(SaveError::new(format!("{e}{engine_note}")));
    }
    if let Some(recorded) = &record.outcome {
        let Some(now) = replay.outcome() else {
            return Err(SaveError::new(format!(
                "the record says the match ended, but its moves do not finish it{engine_note}"
            )));
        };
        if &now != recorded {
            return Err(SaveError::new(format!(
                "replaying the record does not give the recorded result{engine_note}"
            )));
        }
    }
    Ok(replay)
}
