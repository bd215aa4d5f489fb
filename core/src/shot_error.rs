//! Why a shot description was refused before it reached the physics: one
//! kind per refusal, with its data. `Display` gives the engine's English
//! (files and tests compare it); the game's words are in the shell.

use crate::geom::Vec2;
use crate::shot::{DiscId, Place};
use crate::spec::{BoardKind, DiscKind};

#[derive(Clone, Debug, PartialEq)]
pub enum InputError {
    IdUsedTwice {
        disc: DiscId,
    },
    NotANumber {
        disc: DiscId,
    },
    WrongBoard {
        disc: DiscId,
        kind: DiscKind,
        board: BoardKind,
    },
    NotInPlay {
        disc: DiscId,
        place: Place,
    },
    OffSurface {
        disc: DiscId,
        pos: Vec2,
    },
    StackOffPitchnut {
        disc: DiscId,
    },
    StackedOnMissing {
        disc: DiscId,
    },
    StackLoop {
        disc: DiscId,
    },
    NoSuchPost {
        disc: DiscId,
        post: u8,
    },
    HoleOffCrokinole {
        disc: DiscId,
    },
    ShotNotFlat,
    ShotNotANumber,
    /// Speeds in m/s.
    TooFast {
        speed: f32,
        max: f32,
    },
    /// Spins in rad/s.
    TooMuchSpin {
        spin: f32,
        max: f32,
    },
    Overlap {
        a: DiscId,
        b: DiscId,
    },
    /// More discs besides the shot disc than any board holds.
    TooManyDiscs {
        discs: usize,
        max: usize,
    },
}

impl core::fmt::Display for InputError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use InputError::*;
        match self {
            IdUsedTwice { disc } => write!(f, "disc id {disc} is used twice"),
            TooManyDiscs { discs, max } => write!(
                f,
                "{discs} discs besides the shot disc; a board holds fewer than {max}"
            ),
            NotANumber { disc } => write!(f, "disc {disc} has a position that is not a number"),
            WrongBoard { disc, kind, board } => write!(
                f,
                "disc {disc} is a {kind:?}, which is not played on a {board:?} board"
            ),
            NotInPlay { disc, place } => write!(
                f,
                "disc {disc} is {place:?}: only discs in play go into a shot"
            ),
            OffSurface { disc, pos } => write!(
                f,
                "disc {disc} at ({}, {}) is not on the playing surface",
                pos.x, pos.y
            ),
            StackOffPitchnut { disc } => write!(f, "disc {disc}: only pitchnut pieces stack"),
            StackedOnMissing { disc } => write!(f, "disc {disc} is stacked on a missing disc"),
            StackLoop { disc } => write!(f, "disc {disc} is part of a stacking loop"),
            NoSuchPost { disc, post } => {
                write!(f, "disc {disc} is on post {post}, which does not exist")
            }
            HoleOffCrokinole { disc } => write!(f, "disc {disc}: only crokinole has a 20 hole"),
            ShotNotFlat => f.write_str("the shot disc must lie flat on the board"),
            ShotNotANumber => f.write_str("the shot's velocity or spin is not a number"),
            TooFast { speed, max } => write!(
                f,
                "shot speed {speed:.2} m/s is over the limit of {max} m/s"
            ),
            TooMuchSpin { spin, max } => {
                write!(f, "spin {spin} rad/s is over the limit of {max}")
            }
            Overlap { a, b } => write!(f, "discs {a} and {b} overlap"),
        }
    }
}

impl std::error::Error for InputError {}
