//! What the engine tells the screens: each command returns a list of these,
//! in the order they should be shown.

// nanoserde's DeJson derive (0.2) expands optional fields into code that
// clippy's question_mark lint flags; the lint is about generated code only.
#![allow(clippy::question_mark)]

use super::match_format::Standing;
use super::scoring::SideScore;
use super::state::BoardPuck;
use super::table::{Seat, Side};
use crate::shot::DiscId;
use nanoserde::{DeJson, SerJson};

/// Why a shot broke a rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum Foul {
    /// Opponents were on the board, no twenty was declared, and no puck of
    /// the shooter's side touched an opponent's puck (6-A, 6-a).
    NoContact,
    /// A twenty was declared and no puck of the shooter's side ended flat in
    /// the hole (6-B, 6-b).
    DeclaredTwentyMissed,
    /// Tournament: no opponent was on the board and the shot ended neither
    /// in the hole nor touching or inside the 15 line.
    ShortOfFifteenLine,
}

/// Why a puck went to the ditch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum OffReason {
    /// It left the playing surface.
    Ditch,
    /// It left the surface and came back: it is off all the same (8-a).
    Rebound,
    /// The shot puck of a foul.
    Foul,
    /// Tournament: a puck of the shooter's side struck by a shot that failed
    /// the contact rule.
    StruckInFoul,
}

#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub enum Event {
    /// The hidden-puck toss chose `seat`'s colour.
    TossWon { seat: Seat },
    /// `seat` shoots first in round `round`.
    RoundStarts { round: u32, first: Seat },
    /// `seat` shot puck `puck`; `free_shot` when no opponent was on the board.
    ShotTaken {
        seat: Seat,
        puck: DiscId,
        free_shot: bool,
        declared_twenty: bool,
    },
    Foul {
        seat: Seat,
        puck: DiscId,
        foul: Foul,
    },
    /// A puck lay flat in the hole: 20 for its owner, moved to the rail.
    Twenty { puck: DiscId, seat: Seat },
    /// A puck is off for the rest of the round.
    Off {
        puck: DiscId,
        seat: Seat,
        why: OffReason,
    },
    /// Every puck has been shot. `board` and `rail` are what was counted.
    RoundOver {
        round: u32,
        scores: Vec<SideScore>,
        winner: Option<Side>,
        board: Vec<BoardPuck>,
        rail: Vec<DiscId>,
        standings: Vec<Standing>,
    },
    /// The match is decided; `winner` is None for a drawn tournament game.
    MatchOver {
        winner: Option<Side>,
        standings: Vec<Standing>,
    },
}

fn side_text(side: Option<Side>) -> String {
    side.map_or("none".to_string(), |s| s.to_string())
}

/// One line per event, for scenario files and logs. Positions are left out
/// so a person can write the expected lines by hand.
impl core::fmt::Display for Event {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Event::TossWon { seat } => write!(f, "toss-won seat {seat}"),
            Event::RoundStarts { round, first } => {
                write!(f, "round-starts {round} first {first}")
            }
            Event::ShotTaken {
                seat,
                puck,
                free_shot,
                declared_twenty,
            } => {
                write!(f, "shot seat {seat} puck {puck}")?;
                if *free_shot {
                    f.write_str(" free")?;
                }
                if *declared_twenty {
                    f.write_str(" declared-twenty")?;
                }
                Ok(())
            }
            Event::Foul { seat, puck, foul } => {
                let why = match foul {
                    Foul::NoContact => "no-contact",
                    Foul::DeclaredTwentyMissed => "declared-twenty-missed",
                    Foul::ShortOfFifteenLine => "short-of-fifteen-line",
                };
                write!(f, "foul seat {seat} puck {puck} {why}")
            }
            Event::Twenty { puck, seat } => write!(f, "twenty puck {puck} seat {seat}"),
            Event::Off { puck, seat, why } => {
                let why = match why {
                    OffReason::Ditch => "ditch",
                    OffReason::Rebound => "rebound",
                    OffReason::Foul => "foul",
                    OffReason::StruckInFoul => "struck-in-foul",
                };
                write!(f, "off puck {puck} seat {seat} {why}")
            }
            Event::RoundOver {
                round,
                scores,
                winner,
                standings,
                ..
            } => {
                write!(f, "round-over {round} scores")?;
                for s in scores {
                    write!(f, " {}:{}", s.side, s.points)?;
                }
                write!(f, " winner {} standings", side_text(*winner))?;
                for s in standings {
                    write!(f, " {}:{}/{}", s.side, s.round_wins, s.total)?;
                }
                Ok(())
            }
            Event::MatchOver { winner, .. } => {
                write!(f, "match-over winner {}", side_text(*winner))
            }
        }
    }
}
