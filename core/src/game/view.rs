//! The position as a screen draws it.

use crate::crokinole::Colour;
use crate::shot::{Disc, DiscId};
use crate::spec::DiscKind;

/// Whose disc it is, which decides how it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Crokinole natural; pitchnut white.
    Light,
    /// Crokinole black; pitchnut black.
    Dark,
    /// Crokinole's third and fourth colours.
    Red,
    Green,
    /// Pitchnut's odd-coloured piece.
    Poison,
    /// Pitchnut's shared shooter.
    Shooter,
}

impl Side {
    pub fn of_colour(c: Colour) -> Side {
        match c {
            Colour::Natural => Side::Light,
            Colour::Black => Side::Dark,
            Colour::Red => Side::Red,
            Colour::Green => Side::Green,
        }
    }
}

/// A disc somewhere on the board (in play, or lying in the ditch or gutter).
#[derive(Clone, Debug, PartialEq)]
pub struct Piece {
    pub disc: Disc,
    pub side: Side,
}

/// The next shot to take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Turn {
    /// The shooter's seat: the board turns so it is at the bottom.
    pub seat: u8,
    pub side: Side,
    /// The disc to shoot.
    pub id: DiscId,
    pub kind: DiscKind,
}
