//! Why the engine refused a command: one kind per refusal, with its data
//! (seats, puck ids, distances). `Display` gives the engine's own English,
//! which scenario files, the CLI and tests compare; the game's words for
//! players, in English and French, are in the shell.

use super::match_format::TOURNAMENT_ROUNDS;
use super::table::{Seat, Side};
use crate::geom::Vec2;
use crate::shot::{DiscId, InputError, Place};

/// A refused command: an illegal setup, placement, report or a command out
/// of turn.
#[derive(Clone, Debug, PartialEq)]
pub enum RuleError {
    // The setup.
    NoTable,
    ZeroTarget,
    NoFirstShooter,
    FirstShooterNotSeated {
        seat: Seat,
    },
    NoSuchRound {
        round: u32,
    },
    ThirdSeatNotThreePlayers,
    ThirdSeatNotFree {
        seat: Seat,
    },
    StandingsMissSide {
        side: Side,
    },
    StandingsSideTwice {
        side: Side,
    },
    SideAlreadyWon {
        side: Side,
    },
    StandingsUnknownSide,
    PuckListedTwice {
        puck: DiscId,
    },
    PuckOfNoSeat {
        puck: DiscId,
        pucks_each: u8,
    },
    TooManyPucks {
        listed: u16,
        per_round: u16,
    },
    WrongPuckCount {
        shots: u16,
        first: Seat,
        seat: Seat,
        expected: usize,
        listed: usize,
    },
    PuckNumberTooHigh {
        seat: Seat,
        expected: usize,
        puck: DiscId,
    },
    TwoOnPost {
        post: u8,
    },
    PucksOverlap {
        a: DiscId,
        b: DiscId,
    },
    PuckNotANumber {
        puck: DiscId,
    },
    OffSurface {
        puck: DiscId,
        pos: Vec2,
    },
    LeanerNotOverHole {
        puck: DiscId,
    },
    NoSuchPost {
        puck: DiscId,
        post: u8,
        posts: u8,
    },
    NotAPlaceInPlay {
        puck: DiscId,
        place: Place,
    },
    // The toss and the choice.
    TossAlreadyMade,
    SeatNotAtTable {
        seat: Seat,
    },
    TossNotBetweenOpponents,
    NotChoosing,
    // Placing a puck (clause 4).
    PlacementNotANumber,
    OutsideQuadrant {
        seat: Seat,
        pos: Vec2,
    },
    /// `off_mm`: how far the puck's centre is from the shooting line.
    OffShootingLine {
        pos: Vec2,
        off_mm: f32,
    },
    NotInPlay,
    OnTopOf {
        puck: DiscId,
    },
    Shot(InputError),
    // The physics' report of a shot.
    ReportOfPitchnut,
    ReportWrongShooter {
        reported: DiscId,
        seat: Seat,
        due: DiscId,
    },
    ReportLostShot,
    ReportUnknownPuck {
        puck: DiscId,
    },
    ReportPuckTwice {
        puck: DiscId,
    },
    ReportNotAPuck {
        disc: DiscId,
    },
    ReportMissingPuck {
        puck: DiscId,
    },
    ReportUnknownContact {
        puck: DiscId,
    },
    ReportUnknownLeaving {
        puck: DiscId,
    },
    /// Two pucks the report leaves flat on the board lie on each other.
    ReportPucksOverlap {
        a: DiscId,
        b: DiscId,
    },
}

impl core::fmt::Display for RuleError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use RuleError::*;
        match self {
            NoTable => f.write_str("the setup needs a table"),
            ZeroTarget => f.write_str("a target of 0 points ends nothing"),
            NoFirstShooter => {
                f.write_str("a position with rounds or pucks played needs first_shooter")
            }
            FirstShooterNotSeated { seat } => {
                write!(f, "first_shooter {seat} is not a seat at this table")
            }
            NoSuchRound { round } => write!(
                f,
                "a tournament game has {TOURNAMENT_ROUNDS} rounds; round {round} does not exist"
            ),
            ThirdSeatNotThreePlayers => f.write_str("third_seat is only for a three-player table"),
            ThirdSeatNotFree { seat } => write!(
                f,
                "the third player sits at a free quadrant, seat 1 or 3, not {seat}"
            ),
            StandingsMissSide { side } => write!(f, "standings miss side {side}"),
            StandingsSideTwice { side } => write!(f, "standings list side {side} twice"),
            SideAlreadyWon { side } => write!(f, "side {side} has already won the match"),
            StandingsUnknownSide => f.write_str("standings name a side not at this table"),
            PuckListedTwice { puck } => write!(f, "puck {puck} is listed twice"),
            PuckOfNoSeat { puck, pucks_each } => write!(
                f,
                "puck {puck} belongs to no seated player (ids are seat*100 + n, n below {pucks_each})"
            ),
            TooManyPucks { listed, per_round } => write!(
                f,
                "{listed} pucks are listed; a round has only {per_round} shots"
            ),
            WrongPuckCount {
                shots,
                first,
                seat,
                expected,
                listed,
            } => write!(
                f,
                "after {shots} shots starting with seat {first}, seat {seat} has shot {expected} pucks, not {listed}"
            ),
            PuckNumberTooHigh {
                seat,
                expected,
                puck,
            } => write!(
                f,
                "seat {seat} has shot {expected} pucks, numbered 0 to {}; puck {puck} is not one of them",
                expected.saturating_sub(1)
            ),
            TwoOnPost { post } => write!(f, "two pucks are on top of post {post}"),
            PucksOverlap { a, b } => write!(f, "pucks {a} and {b} overlap"),
            PuckNotANumber { puck } => {
                write!(f, "puck {puck} has a position that is not a number")
            }
            OffSurface { puck, pos } => write!(
                f,
                "puck {puck} at ({}, {}) is off the playing surface",
                pos.x, pos.y
            ),
            LeanerNotOverHole { puck } => write!(
                f,
                "puck {puck} leans in the hole, so its centre must be over the hole"
            ),
            NoSuchPost { puck, post, posts } => {
                write!(f, "puck {puck} is at post {post}; there are {posts} posts")
            }
            NotAPlaceInPlay { puck, place } => write!(
                f,
                "puck {puck} is {place:?}: pucks in the hole go on the rail, pucks off go in the ditch"
            ),
            TossAlreadyMade => f.write_str("the toss has already been made"),
            SeatNotAtTable { seat } => write!(f, "seat {seat} is not at the table"),
            TossNotBetweenOpponents => {
                f.write_str("the toss is between opponents: one puck of each colour")
            }
            NotChoosing => f.write_str(
                "only the toss winner, right after the toss, chooses to go first or second",
            ),
            PlacementNotANumber => f.write_str("the placement is not a number"),
            OutsideQuadrant { seat, pos } => write!(
                f,
                "the puck at ({:.4}, {:.4}) has its centre outside seat {seat}'s quadrant",
                pos.x, pos.y
            ),
            OffShootingLine { pos, off_mm } => write!(
                f,
                "the puck at ({:.4}, {:.4}) does not touch the shooting line: its centre is {off_mm:.1} mm from it",
                pos.x, pos.y
            ),
            NotInPlay => f.write_str("no one is to shoot: the match is not in play"),
            OnTopOf { puck } => write!(f, "the puck would be placed on top of puck {puck}"),
            Shot(e) => write!(f, "the shot was refused: {e}"),
            ReportOfPitchnut => f.write_str("the report is of a pitchnut shot"),
            ReportWrongShooter {
                reported,
                seat,
                due,
            } => write!(
                f,
                "the report's shot puck is {reported}, but seat {seat}'s next puck is {due}"
            ),
            ReportLostShot => f.write_str("the report lost the shot puck"),
            ReportUnknownPuck { puck } => {
                write!(f, "the report has puck {puck}, which is not in play")
            }
            ReportPuckTwice { puck } => write!(f, "the report lists puck {puck} twice"),
            ReportNotAPuck { disc } => write!(f, "disc {disc} is not a crokinole puck"),
            ReportMissingPuck { puck } => {
                write!(f, "the report does not say where puck {puck} ended")
            }
            ReportUnknownContact { puck } => write!(
                f,
                "the report has a contact with puck {puck}, which is not in play"
            ),
            ReportUnknownLeaving { puck } => write!(
                f,
                "the report has puck {puck} leaving the surface, but it is not in play"
            ),
            ReportPucksOverlap { a, b } => {
                write!(
                    f,
                    "the report leaves pucks {a} and {b} on top of each other"
                )
            }
        }
    }
}

impl std::error::Error for RuleError {}
