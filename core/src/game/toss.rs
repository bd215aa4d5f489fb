//! The choice after the toss: crokinole's winner shoots first or second
//! (clause 3), pitchnut's coin winner names who breaks. The driver asks
//! for it on screen when the winner is a person; an AI winner decides here,
//! from the game alone (no chance, no clock), and gives its reason as a
//! kind the shell puts into words.

use super::driver::Match;
use crate::spec::BoardKind;

/// What the toss winner may choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TossChoice {
    /// Crokinole: shoot first in the first round.
    First,
    /// Crokinole: shoot second (the seat before the winner starts).
    Second,
    /// Pitchnut: this seat breaks.
    Break(u8),
}

/// Why an AI winner chose as it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TossReason {
    /// Crokinole: shooting second gives the hammer, the round's last shot
    /// (the seed's note: the last shot can often win or lose the game).
    Hammer,
    /// Pitchnut: the break is the first chance to sink pieces, and the
    /// poison sunk on the break wins it.
    Break,
}

/// An AI winner's choice, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TossDecision {
    pub seat: u8,
    pub choice: TossChoice,
    pub reason: TossReason,
}

/// The choices open to `game`'s toss winner (empty when none is due): the
/// order in crokinole; in pitchnut any seat, the winner's own first (the
/// seed lets the winner "CHOOSE who breaks", not only themselves).
pub fn choices(game: &Match) -> Vec<TossChoice> {
    let Some(winner) = game.toss_winner() else {
        return Vec::new();
    };
    match game.board() {
        BoardKind::Crokinole => vec![TossChoice::First, TossChoice::Second],
        BoardKind::Pitchnut => {
            let seats = game.seats();
            let at = seats.iter().position(|&s| s == winner).unwrap_or(0);
            // The winner, then the others clockwise from them.
            (0..seats.len())
                .map(|i| TossChoice::Break(seats[(at + i) % seats.len()]))
                .collect()
        }
    }
}

/// What an AI toss winner chooses: the hammer in crokinole, the break in
/// pitchnut. None when no choice is due.
pub fn decide(game: &Match) -> Option<TossDecision> {
    let seat = game.toss_winner()?;
    Some(match game.board() {
        BoardKind::Crokinole => TossDecision {
            seat,
            choice: TossChoice::Second,
            reason: TossReason::Hammer,
        },
        BoardKind::Pitchnut => TossDecision {
            seat,
            choice: TossChoice::Break(seat),
            reason: TossReason::Break,
        },
    })
}
