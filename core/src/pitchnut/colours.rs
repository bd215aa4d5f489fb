//! The two colours of pieces and which piece is which.

use super::{PIECES, POISON};
use crate::shot::DiscId;
use nanoserde::{DeJson, SerJson};

#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum Colour {
    Black,
    White,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }
}

/// The colour of a ring piece; None for the poison and unknown ids.
pub fn piece_colour(id: DiscId) -> Option<Colour> {
    match id {
        POISON => None,
        1..=PIECES if id % 2 == 1 => Some(Colour::Black),
        1..=PIECES => Some(Colour::White),
        _ => None,
    }
}
