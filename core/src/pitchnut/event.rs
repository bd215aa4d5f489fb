//! What a shot (or an adjustment) did, in order, for screens to animate and
//! tests to check. Teams are 0 (the seat-0 side) and 1.

use super::Colour;
use crate::shot::DiscId;
use nanoserde::{DeJson, SerJson};

#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub enum Event {
    /// A piece dropped into pocket `pocket`.
    Sunk {
        piece: DiscId,
        colour: Colour,
        pocket: u8,
    },
    PoisonSunk {
        pocket: u8,
    },
    /// A piece (or the poison) flew off the board.
    OffBoard {
        piece: DiscId,
    },
    /// A piece (or the poison) landed on top of a side: out of play.
    OnSide {
        piece: DiscId,
    },
    /// The shooter landed on top of a side: still in play, no scratch.
    ShooterOnSide,
    /// The centre stack was hit and these pieces fell where they fell.
    StackFell {
        pieces: Vec<DiscId>,
    },
    ColoursSet {
        team: u8,
        colour: Colour,
    },
    /// The pockets hold no pieces: anyone may take either colour again.
    ColoursOpen,
    /// A piece of each colour went down: no extra turn, the turn ends.
    Cancelled,
    /// Extra turns: `earned` by this shot, `banked` now left after this one.
    ExtraTurns {
        earned: u8,
        banked: u8,
    },
    Scratch {
        seat: u8,
        why: ScratchReason,
    },
    /// The team had no piece of theirs in a pocket to give back.
    PieceOwed {
        team: u8,
        owed: u8,
    },
    /// The first piece the team sank since owing goes to the centre instead.
    DebtPaid {
        team: u8,
        piece: DiscId,
    },
    /// A scratch with a piece of each colour sunk and the colours open: the
    /// team's piece goes back once the next piece sunk sets the colours.
    ReturnDeferred {
        team: u8,
    },
    /// A piece went to the centre; `on_top_of` is the piece it now lies on.
    ReturnedToCentre {
        piece: DiscId,
        on_top_of: Option<DiscId>,
        why: ReturnReason,
    },
    /// The opponent moved a piece that was returned to the centre.
    Adjusted {
        piece: DiscId,
        seat: u8,
    },
    /// Beginner rule: the shooter touched no piece, so the player shoots again.
    FreeShot {
        seat: u8,
    },
    /// Engine 6 beginner rule: the shooter touched no piece; the player
    /// chooses to shoot again (then `FreeShot`) or to pass.
    RetakeOffered {
        seat: u8,
    },
    /// The player let the miss stand.
    RetakeDeclined {
        seat: u8,
    },
    /// The same player shoots again.
    ShootsAgain {
        seat: u8,
    },
    TurnPasses {
        to: u8,
    },
    GameOver {
        winner: u8,
        why: EndReason,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum ScratchReason {
    ShooterPocketed,
    ShooterOffBoard,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum ReturnReason {
    /// The shooter's team scratched.
    Scratch,
    /// It left the board or landed on top of a side.
    OffBoard,
    /// It paid a piece owed from an earlier scratch.
    Debt,
    /// A scratch deferred until the colours were set.
    Deferred,
    /// The shooter could touch no piece on the board (reading 19).
    OutOfReach,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum EndReason {
    /// The poison went down on the break, without a scratch.
    PoisonOnBreak,
    /// The poison went down on the break with a scratch: the breaker loses.
    ScratchOnBreakWithPoison,
    /// The poison went down alone after all the shooter's pieces.
    PoisonAfterAllPieces,
    /// The poison went down before all the shooter's pieces: they lose.
    PoisonTooEarly,
    /// The poison went down with a scratch: the shooter loses.
    PoisonWithScratch,
    /// The poison went down with another piece on the same shot: the shooter loses.
    PoisonNotAlone,
}
