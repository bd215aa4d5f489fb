//! Why something could not be loaded, saved or replayed. What a player's
//! own action meets (a profile's name, a move a record cannot play) is a
//! kind with data, put into words by the shell; a damaged file or a failed
//! write is described as it is found (the file, the place, the system's
//! words), for a notice and a bug report.

use crate::crokinole;
use crate::pitchnut;
use crate::shot::InputError;
use crate::spec::BoardKind;

#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// A profile cannot be made, renamed or found.
    Profile(ProfileRefusal),
    /// A move a match or its record cannot play.
    Replay(ReplayRefusal),
    /// A file (or what it holds) is damaged or not this game's, or the
    /// storage failed.
    File(String),
}

/// Why a profile was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProfileRefusal {
    EmptyName,
    NameTooLong {
        max: usize,
    },
    ControlCharacters,
    NameTaken {
        name: String,
    },
    TooMany {
        max: usize,
    },
    NoIdsLeft,
    NoSuchProfile {
        id: u32,
    },
    /// A finished match names a profile deleted while it was played: it is not filed.
    GoneFromMatch {
        seat: u8,
        profile: u32,
    },
}

/// Why a match or its record cannot play a move.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayRefusal {
    /// A shot stepped out of turn in a replay.
    NotNextMove,
    /// A pending shot begun from another position.
    OtherPosition,
    MatchOver,
    /// New moves while recorded ones are still to replay.
    MovesNotReplayed,
    /// The record is of a finished match.
    Finished,
    TooLong,
    NotOver,
    NotAShot,
    /// A move of the other game.
    WrongGame {
        board: BoardKind,
    },
    NoOneToShoot,
    NoSeat {
        seat: u8,
    },
    Crokinole(crokinole::RuleError),
    PitchnutPlacement(pitchnut::PlacementError),
    Pitchnut(pitchnut::ApplyError),
    PitchnutSetup(pitchnut::SetupError),
    Physics(InputError),
}

impl SaveError {
    /// A damaged file or a failed write, in the words it was found with.
    pub fn new(message: impl Into<String>) -> Self {
        SaveError::File(message.into())
    }

    /// The same error with what it was about in front: "resume: ...". A
    /// kind becomes a description: it now says where.
    pub fn context(self, what: &str) -> Self {
        SaveError::File(format!("{what}: {self}"))
    }
}

impl From<ReplayRefusal> for SaveError {
    fn from(why: ReplayRefusal) -> Self {
        SaveError::Replay(why)
    }
}

impl From<ProfileRefusal> for SaveError {
    fn from(why: ProfileRefusal) -> Self {
        SaveError::Profile(why)
    }
}

/// English, for logs, the CLI and bug reports; the game says them in the
/// player's language (`shell/refusal_words/save.rs`).
impl core::fmt::Display for SaveError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            SaveError::Profile(why) => why.fmt(f),
            SaveError::Replay(why) => why.fmt(f),
            SaveError::File(what) => f.write_str(what),
        }
    }
}

impl core::fmt::Display for ProfileRefusal {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use ProfileRefusal::*;
        match self {
            EmptyName => f.write_str("a name cannot be empty"),
            NameTooLong { max } => write!(f, "a name can have at most {max} characters"),
            ControlCharacters => f.write_str("a name cannot hold control characters"),
            NameTaken { name } => write!(f, "there is already a player called {name}"),
            TooMany { max } => write!(f, "there can be at most {max} profiles"),
            NoIdsLeft => f.write_str("no profile ids are left"),
            NoSuchProfile { id } => write!(f, "there is no profile {id}"),
            GoneFromMatch { seat, profile } => write!(
                f,
                "the match was not filed: seat {seat}'s player profile ({profile}) no longer exists"
            ),
        }
    }
}

impl core::fmt::Display for ReplayRefusal {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use ReplayRefusal::*;
        match self {
            NotNextMove => f.write_str("that shot is not the next recorded move"),
            OtherPosition => f.write_str("that shot was made for another position"),
            MatchOver => f.write_str("the match is already over"),
            MovesNotReplayed => {
                f.write_str("the recorded moves must all be replayed before a new one")
            }
            Finished => f.write_str("this match is finished"),
            TooLong => f.write_str("this match has run too long to record"),
            NotOver => f.write_str("the match is not over"),
            NotAShot => f.write_str("not a shot"),
            WrongGame { board } => write!(f, "this move is not one of {board:?}"),
            NoOneToShoot => f.write_str("no one is to shoot"),
            NoSeat { seat } => write!(f, "nobody sits at seat {seat}"),
            Crokinole(e) => e.fmt(f),
            PitchnutPlacement(e) => e.fmt(f),
            Pitchnut(e) => e.fmt(f),
            PitchnutSetup(e) => e.fmt(f),
            Physics(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SaveError {}
