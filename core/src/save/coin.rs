//! Pitchnut's coin toss as a record keeps it: who won the coin and the seat
//! they chose to break. The choice is made on screen after the match has
//! begun, so a record can be saved with the toss won and the choice still
//! due (`breaker` None); nothing is played until it is made.

// nanoserde's DeJson derive expands optional fields into code clippy's
// question_mark lint flags; the lint is about generated code only.
#![allow(clippy::question_mark)]

use super::error::SaveError;
use super::record::MatchRecord;
use nanoserde::{DeJson, SerJson};

#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct CoinCall {
    /// The seat that won the coin.
    pub winner: u8,
    /// The seat the winner chose to break; None while the choice is due.
    pub breaker: Option<u8>,
}

impl CoinCall {
    /// The choice is still to be made.
    pub fn due(&self) -> bool {
        self.breaker.is_none()
    }
}

/// A record's coin toss fits its match: pitchnut only, seats at the table,
/// the chosen breaker the one the first game's setup names, and no move
/// played before the choice.
pub fn check(record: &MatchRecord, seats: &[u8]) -> Result<(), SaveError> {
    let Some(call) = record.coin_toss else {
        return Ok(());
    };
    let bad = |why: &str| Err(SaveError::new(format!("the coin toss {why}")));
    let Some(start) = &record.pitchnut else {
        return bad("belongs to pitchnut only");
    };
    if !seats.contains(&call.winner) {
        return bad("was won by a seat not at this table");
    }
    match call.breaker {
        None if !record.moves.is_empty() => bad("has no breaker, yet moves were played"),
        Some(b) if !seats.contains(&b) => bad("chose a breaker not at this table"),
        Some(b) if start.setup.to_play != b || start.setup.breaker.is_some_and(|s| s != b) => {
            bad("chose a breaker the first game does not start with")
        }
        _ => Ok(()),
    }
}
