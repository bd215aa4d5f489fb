//! Why the pitchnut engine refused a setup, a placement, a report or a
//! command: one kind per refusal, with its data. `Display` gives the
//! engine's own English, which scenario files, the CLI and tests compare;
//! the game's words for players, in English and French, are in the shell.

use super::table::Alleys;
use super::{PIECES, SHOOTER};
use crate::geom::Vec2;
use crate::shot::{DiscId, InputError, Place};
use crate::spec::DiscKind;

/// Why the pieces in play are not a legal board.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardError {
    NotAPiece { disc: DiscId },
    NotANumber { piece: DiscId },
    OffField { piece: DiscId, pos: Vec2 },
    StackedOnMissing { piece: DiscId },
    TwoStackedOn { below: DiscId },
    NotFlatOrStacked { piece: DiscId, place: Place },
    StackLoop { piece: DiscId },
    Overlap { a: DiscId, b: DiscId },
}

impl core::fmt::Display for BoardError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use BoardError::*;
        match self {
            NotAPiece { disc } => write!(f, "disc {disc} is not a pitchnut piece"),
            NotANumber { piece } => write!(f, "piece {piece} has a position that is not a number"),
            OffField { piece, pos } => write!(
                f,
                "piece {piece} at ({:.3}, {:.3}) is not on the field",
                pos.x, pos.y
            ),
            StackedOnMissing { piece } => {
                write!(f, "piece {piece} is stacked on a piece not in play")
            }
            TwoStackedOn { below } => {
                write!(f, "two pieces are stacked directly on piece {below}")
            }
            NotFlatOrStacked { piece, place } => write!(
                f,
                "piece {piece} is {place:?}: pieces in play lie flat or stacked"
            ),
            StackLoop { piece } => write!(f, "piece {piece} is part of a stacking loop"),
            Overlap { a, b } => write!(f, "pieces {a} and {b} lie on top of each other"),
        }
    }
}

impl std::error::Error for BoardError {}

/// Which seat of a setup names a seat not playing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatRole {
    ToPlay,
    Breaker,
    LastShooter,
}

/// Which per-team counts of a setup are wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TeamCounts {
    Owed,
    Deferred,
}

/// Why a setup is not a legal position.
#[derive(Clone, Debug, PartialEq)]
pub enum SetupError {
    Players { players: u8 },
    TossWinnerNotPlaying { seat: u8 },
    SeatNotPlaying { role: SeatRole, seat: u8 },
    MovedNotOnBoard { piece: DiscId },
    NoSuchPiece { piece: DiscId },
    PieceTwice { piece: DiscId },
    PieceMissing { piece: DiscId },
    NoSuchPocket { piece: DiscId, pocket: u8 },
    Board(BoardError),
    NoSuchTeam { winner: u8 },
    WinnerWithoutPoison,
    PoisonWithoutWinner,
    ColoursWithoutPieces,
    Counts { which: TeamCounts },
    TooManyExtraTurns { turns: u8 },
    NotOver,
}

impl core::fmt::Display for SetupError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use SetupError::*;
        match self {
            Players { players } => write!(
                f,
                "{players} players: pitchnut is for 2 players or 4 (two teams of partners)"
            ),
            TossWinnerNotPlaying { seat } => {
                write!(f, "seat {seat} won the toss but is not playing")
            }
            SeatNotPlaying { role, seat } => {
                let what = match role {
                    SeatRole::ToPlay => "to play",
                    SeatRole::Breaker => "the breaker",
                    SeatRole::LastShooter => "the last shooter",
                };
                write!(f, "{what}: seat {seat} is not playing")
            }
            MovedNotOnBoard { piece } => write!(f, "moved piece {piece} is not on the board"),
            NoSuchPiece { piece } => write!(
                f,
                "piece {piece} does not exist (pieces are 0 for the poison, 1..={PIECES})"
            ),
            PieceTwice { piece } => write!(f, "piece {piece} is in two places"),
            PieceMissing { piece } => write!(
                f,
                "piece {piece} is missing: put it on the board or in a pocket"
            ),
            NoSuchPocket { piece, pocket } => {
                write!(f, "piece {piece} is in pocket {pocket}; pockets are 0..=3")
            }
            Board(e) => e.fmt(f),
            NoSuchTeam { winner } => write!(f, "winner {winner}: teams are 0 and 1"),
            WinnerWithoutPoison => f.write_str("a game with a winner has the poison in a pocket"),
            PoisonWithoutWinner => {
                f.write_str("the poison is in a pocket, so the game is over: give the winner")
            }
            ColoursWithoutPieces => {
                f.write_str("colours cannot be set while no piece is in a pocket")
            }
            Counts { which } => {
                let what = match which {
                    TeamCounts::Owed => "owed",
                    TeamCounts::Deferred => "deferred",
                };
                write!(f, "{what} must be two small counts, one per team")
            }
            TooManyExtraTurns { turns } => {
                write!(f, "{turns} extra turns is more than there are pieces")
            }
            NotOver => f.write_str("the game is not over yet"),
        }
    }
}

impl std::error::Error for SetupError {}

/// Why a shooter placement or flick was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum PlacementError {
    GameOver {
        winner: u8,
    },
    NotANumber,
    OffField {
        pos: Vec2,
    },
    /// Distances in metres, as the message prints them: where the home
    /// line is and where the shooter's centre is, from the seat's edge.
    BeyondHomeLine {
        seat: u8,
        alleys: Alleys,
        line_m: f32,
        from_edge_m: f32,
    },
    OnPeg {
        peg: usize,
    },
    OnPiece {
        piece: DiscId,
    },
    /// A re-take of a miss is offered: the player chooses before shooting.
    RetakeToChoose {
        seat: u8,
    },
    Shot(InputError),
}

impl core::fmt::Display for PlacementError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use PlacementError::*;
        match self {
            GameOver { winner } => write!(f, "the game is over: team {winner} won"),
            NotANumber => f.write_str("the shooter's position is not a number"),
            OffField { pos } => write!(
                f,
                "the shooter at ({:.3}, {:.3}) must lie fully on the field, not on the gutter or a side",
                pos.x, pos.y
            ),
            BeyondHomeLine {
                seat,
                alleys,
                line_m,
                from_edge_m,
            } => {
                let also = match alleys {
                    Alleys::American => " or in a side alley on your half",
                    Alleys::Canadian => " (Canadian rules: not in the side alleys)",
                };
                write!(
                    f,
                    "seat {seat}: the shooter's centre must be on or behind your home line, \
                     {line_m:.3} m from your edge{also}; it is {from_edge_m:.3} m from it"
                )
            }
            OnPeg { peg } => write!(f, "the shooter would sit on peg {peg}"),
            OnPiece { piece } => write!(f, "the shooter may not be placed on top of piece {piece}"),
            RetakeToChoose { seat } => write!(
                f,
                "seat {seat} first chooses to shoot the miss again or to pass"
            ),
            Shot(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PlacementError {}

/// Why a report or an adjustment was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum ApplyError {
    GameOver {
        winner: u8,
    },
    AdjustAfterGameOver,
    SeatNotPlaying {
        seat: u8,
    },
    NotReturned {
        piece: DiscId,
    },
    ReturnedBySameSide {
        seat: u8,
        piece: DiscId,
    },
    OffCentre,
    CannotPut {
        piece: DiscId,
        why: BoardError,
    },
    ReportNotPitchnut,
    WrongShooter {
        disc: DiscId,
    },
    InPocket {
        piece: DiscId,
    },
    UnknownDisc {
        disc: DiscId,
    },
    TwoFinals {
        disc: DiscId,
    },
    WrongKind {
        disc: DiscId,
        kind: DiscKind,
        reported: DiscKind,
    },
    FinalNotANumber {
        disc: DiscId,
    },
    PieceNotPitchnutPlace {
        piece: DiscId,
        place: Place,
    },
    ImpossibleBoard(BoardError),
    ShooterNotPitchnutPlace {
        place: Place,
    },
    /// A shot while the player chooses whether to re-take a miss.
    RetakeToChoose {
        seat: u8,
    },
    /// A re-take choice when none is offered.
    NoRetakeOffered,
}

impl core::fmt::Display for ApplyError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use ApplyError::*;
        match self {
            GameOver { winner } => write!(f, "the game is over: team {winner} won"),
            AdjustAfterGameOver => f.write_str("the game is over"),
            SeatNotPlaying { seat } => write!(f, "seat {seat} is not playing"),
            NotReturned { piece } => write!(
                f,
                "piece {piece} was not returned to the centre by the last shot"
            ),
            ReturnedBySameSide { seat, piece } => write!(
                f,
                "seat {seat}'s side returned piece {piece}; only an opponent may adjust it"
            ),
            OffCentre => f.write_str("an adjusted piece must still cover the centre of the board"),
            CannotPut { piece, why } => write!(f, "cannot put piece {piece} there: {why}"),
            ReportNotPitchnut => f.write_str("the report is not from a pitchnut board"),
            WrongShooter { disc } => write!(
                f,
                "the shot disc is {disc}; the shooter is always {SHOOTER}"
            ),
            InPocket { piece } => {
                write!(f, "piece {piece} is in a pocket: the shot cannot move it")
            }
            UnknownDisc { disc } => write!(f, "the report names disc {disc}, which is not in play"),
            TwoFinals { disc } => write!(f, "disc {disc} has two final places"),
            WrongKind {
                disc,
                kind,
                reported,
            } => write!(f, "disc {disc} is a {kind:?}, not a {reported:?}"),
            FinalNotANumber { disc } => {
                write!(f, "disc {disc} ends at a position that is not a number")
            }
            PieceNotPitchnutPlace { piece, place } => write!(
                f,
                "piece {piece} ends {place:?}, which is not a pitchnut place"
            ),
            ImpossibleBoard(e) => write!(f, "the report leaves an impossible board: {e}"),
            ShooterNotPitchnutPlace { place } => write!(
                f,
                "the shooter ends {place:?}, which is not a pitchnut place"
            ),
            RetakeToChoose { seat } => write!(
                f,
                "seat {seat} first chooses to shoot the miss again or to pass"
            ),
            NoRetakeOffered => {
                f.write_str("no re-take is offered: the last shot was not a beginner's miss")
            }
        }
    }
}

impl std::error::Error for ApplyError {}
