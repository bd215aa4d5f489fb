//! Crokinole Match Notation (CMN 1.0): a finished crokinole record as the
//! JSON document crokinole scoring apps exchange, written with nanoserde
//! like our own files.
//!
//! A CMN match has exactly two teams. Singles and teams (doubles) are
//! written under `match`; a three- or four-player free-for-all has the same
//! fields under `x-flickwood-free-for-all` (CMN consumers ignore unknown
//! fields), with one team per player. Rounds are CMN `games`; a round's
//! `scores` are the raw counts before cancellation. The rounds are found by
//! replaying the record, which must reach its recorded result.
//!
//! A round's `hammer` carries CMN 1.0's meaning, the team that shot FIRST in
//! the round (the draft's own words: "which team shot first (had the
//! hammer)"), so that CMN readers take it as they take every other app's.
//! That is the opposite of the players' word, and of the seed's: for them
//! the hammer is the last shot of the round, which the team that shot second
//! has. The team with the players' hammer is the other team. Every exported
//! match says so in its extension (`x-flickwood.hammerNote`, `HAMMER_NOTE`).

// nanoserde's derive expands optional fields into code clippy's
// question_mark lint flags; the lint is about generated code only.
#![allow(clippy::question_mark)]

use super::utc::iso8601;
use crate::crokinole::match_format::{ROUNDS_TO_WIN, TOURNAMENT_ROUNDS};
use crate::crokinole::{self, MatchFormat, Table, TableKind};
use crate::save::replay::{Events, Position, Replay};
use crate::save::{MatchRecord, Player, SaveError};
use crate::spec::BoardKind;
use nanoserde::{DeJson, SerJson};

pub const CMN_VERSION: &str = "1.0";
/// The extension key of a match that is not two-sided.
pub const FREE_FOR_ALL_KEY: &str = "x-flickwood-free-for-all";

#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct CmnSource {
    pub app: String,
    pub version: String,
}

impl CmnSource {
    pub fn flickwood() -> CmnSource {
        CmnSource {
            app: "Flickwood".into(),
            version: env!("CARGO_PKG_VERSION").into(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct CmnPlayer {
    pub name: String,
}

#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct CmnTeam {
    pub players: Vec<CmnPlayer>,
}

/// `fixed` with `count` games, or `first_to` with `target` games won.
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct CmnGameFormat {
    #[nserde(rename = "type")]
    pub kind: String,
    pub count: Option<u32>,
    pub target: Option<u32>,
}

/// One round.
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct CmnGame {
    /// The team that won the round; null for a tie.
    #[nserde(serialize_none_as_null)]
    pub winner: Option<u8>,
    /// CMN's meaning: the team that shot first in the round. Players (and
    /// the seed) call the LAST shot the hammer, the other team's.
    pub hammer: Option<u8>,
    /// Each team's points before cancellation (pucks on the board and 20s).
    pub scores: Vec<u32>,
    pub twenties: Vec<u32>,
}

/// The export's note on `hammer`, in every match's extension: which
/// meaning the field carries, for a reader who finds the file.
pub const HAMMER_NOTE: &str = "hammer is CMN 1.0's: the team that shot first in the round. That is the opposite of the players' word: for them the hammer is the last shot of the round, which the other team has.";

/// What CMN cannot say about Flickwood's own formats.
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct FlickwoodFormat {
    /// `best_of_seven`, `points` or `tournament`.
    pub format: String,
    /// Points play: the points that win (CMN's `first_to` counts games).
    #[nserde(rename = "pointsTarget")]
    pub points_target: Option<u32>,
    /// `HAMMER_NOTE` (absent from files exported before it).
    #[nserde(rename = "hammerNote")]
    pub hammer_note: Option<String>,
}

#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct CmnMatch {
    pub date: String,
    /// `singles` or `doubles`; `free_for_all` under the extension key.
    pub format: String,
    pub teams: Vec<CmnTeam>,
    #[nserde(rename = "gameFormat")]
    pub game_format: Option<CmnGameFormat>,
    pub games: Vec<CmnGame>,
    /// The team that won the match; null for a drawn tournament game.
    #[nserde(serialize_none_as_null)]
    pub winner: Option<u8>,
    #[nserde(rename = "x-flickwood")]
    pub flickwood: FlickwoodFormat,
}

#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct CmnDocument {
    pub cmn: String,
    pub id: String,
    /// A two-sided match (singles or doubles).
    #[nserde(rename = "match")]
    pub two_sided: Option<CmnMatch>,
    /// A three- or four-player free-for-all (see the module's comment).
    #[nserde(rename = "x-flickwood-free-for-all")]
    pub free_for_all: Option<CmnMatch>,
    pub source: CmnSource,
}

impl CmnDocument {
    pub fn to_json(&self) -> String {
        self.serialize_json()
    }

    /// The match, whichever key it is under.
    pub fn game(&self) -> Option<&CmnMatch> {
        self.two_sided.as_ref().or(self.free_for_all.as_ref())
    }
}

/// Many matches in one file: CMN's batch form.
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct CmnBatch {
    pub cmn: String,
    pub batch: bool,
    pub source: CmnSource,
    /// Two-sided matches only, so any CMN reader takes every one.
    pub matches: Vec<CmnDocument>,
    /// Free-for-all matches, kept apart under the extension key.
    #[nserde(rename = "x-flickwood-free-for-all")]
    pub free_for_all: Vec<CmnDocument>,
}

impl CmnBatch {
    pub fn to_json(&self) -> String {
        self.serialize_json()
    }
}

/// A player's name as another app should show it.
fn player_name(p: &Player) -> String {
    match p {
        Player::Ai { level } => format!("Flickwood AI ({})", level.name()),
        other => other.name(),
    }
}

fn game_format(format: MatchFormat) -> (Option<CmnGameFormat>, FlickwoodFormat) {
    match format {
        MatchFormat::BestOfSeven => (
            Some(CmnGameFormat {
                kind: "first_to".into(),
                count: None,
                target: Some(ROUNDS_TO_WIN),
            }),
            FlickwoodFormat {
                format: "best_of_seven".into(),
                points_target: None,
                hammer_note: Some(HAMMER_NOTE.into()),
            },
        ),
        MatchFormat::Tournament => (
            Some(CmnGameFormat {
                kind: "fixed".into(),
                count: Some(TOURNAMENT_ROUNDS),
                target: None,
            }),
            FlickwoodFormat {
                format: "tournament".into(),
                points_target: None,
                hammer_note: Some(HAMMER_NOTE.into()),
            },
        ),
        // Points play has no CMN game format: CMN's optional gameFormat is
        // left out and the target kept in the extension.
        MatchFormat::Target { points } => (
            None,
            FlickwoodFormat {
                format: "points".into(),
                points_target: Some(points),
                hammer_note: Some(HAMMER_NOTE.into()),
            },
        ),
    }
}

/// The rounds of a record, replayed; checks it reaches its recorded result.
fn rounds(record: &MatchRecord, table: &Table) -> Result<(Vec<CmnGame>, Option<u8>), SaveError> {
    let sides = table.sides();
    let team = |side: crokinole::Side| sides.iter().position(|&s| s == side).map(|i| i as u8);
    let mut replay = Replay::new(record.clone())?;
    let mut games = Vec::new();
    let first_of = |first| team(table.side_of(first));
    // A record from a set position starts inside its round, without the
    // event that starts it; a fresh match's toss gives that event.
    let mut hammer = match replay.position() {
        Position::Crokinole(s) if s.phase() == crokinole::Phase::Playing => {
            first_of(s.round_first())
        }
        _ => None,
    };
    let mut winner = None;
    while let Some(step) = replay.step()? {
        let Events::Crokinole(events) = step.events else {
            continue;
        };
        for e in events {
            match e {
                crokinole::Event::RoundStarts { first, .. } => {
                    hammer = first_of(first);
                }
                crokinole::Event::RoundOver {
                    scores,
                    winner,
                    rail,
                    ..
                } => games.push(CmnGame {
                    winner: winner.and_then(team),
                    hammer: hammer.take(),
                    scores: sides
                        .iter()
                        .map(|&s| scores.iter().find(|r| r.side == s).map_or(0, |r| r.points))
                        .collect(),
                    twenties: sides
                        .iter()
                        .map(|&s| {
                            rail.iter()
                                .filter(|&&id| table.side_of_puck(id) == s)
                                .count() as u32
                        })
                        .collect(),
                }),
                crokinole::Event::MatchOver { winner: w, .. } => winner = w.and_then(team),
                _ => {}
            }
        }
    }
    if replay.outcome() != record.outcome {
        return Err(SaveError::new(
            "the record does not replay to the result it holds",
        ));
    }
    Ok((games, winner))
}

/// A finished crokinole record as a CMN document.
pub fn document(record: &MatchRecord) -> Result<CmnDocument, SaveError> {
    if record.game != BoardKind::Crokinole {
        return Err(SaveError::new("only crokinole matches have a CMN form"));
    }
    let (Some(outcome), Some(finished_at)) = (&record.outcome, record.finished_at) else {
        return Err(SaveError::new("the match is not finished"));
    };
    let start = Replay::new(record.clone())?;
    let Position::Crokinole(state) = start.position() else {
        return Err(SaveError::new("only crokinole matches have a CMN form"));
    };
    let table = *state.table();
    let (games, winner) = rounds(record, &table)?;
    let teams = table
        .sides()
        .into_iter()
        .map(|side| CmnTeam {
            players: table
                .seats()
                .iter()
                .filter(|&&seat| table.side_of(seat) == side)
                .map(|&seat| CmnPlayer {
                    name: record
                        .player_at(seat)
                        .map_or_else(|| "?".into(), player_name),
                })
                .collect(),
        })
        .collect();
    let (game_format, flickwood) = game_format(state.format());
    let format = match table.kind() {
        TableKind::TwoPlayers => "singles",
        TableKind::FourTeams => "doubles",
        TableKind::ThreePlayers | TableKind::FourSingles => "free_for_all",
    };
    let m = CmnMatch {
        date: iso8601(finished_at),
        format: format.into(),
        teams,
        game_format,
        games,
        winner,
        flickwood,
    };
    let two_sided = format != "free_for_all";
    Ok(CmnDocument {
        cmn: CMN_VERSION.into(),
        id: format!("flickwood-{finished_at}-{}", outcome.final_state),
        two_sided: two_sided.then(|| m.clone()),
        free_for_all: (!two_sided).then_some(m),
        source: CmnSource::flickwood(),
    })
}

/// Every finished crokinole record as one CMN batch (pitchnut records are
/// left out: CMN is crokinole's).
pub fn batch(records: &[MatchRecord]) -> Result<CmnBatch, SaveError> {
    let mut out = CmnBatch {
        cmn: CMN_VERSION.into(),
        batch: true,
        source: CmnSource::flickwood(),
        matches: Vec::new(),
        free_for_all: Vec::new(),
    };
    for (i, r) in records.iter().enumerate() {
        if r.game != BoardKind::Crokinole || !r.is_finished() {
            continue;
        }
        let doc = document(r).map_err(|e| e.context(&format!("record {}", i + 1)))?;
        if doc.two_sided.is_some() {
            out.matches.push(doc);
        } else {
            out.free_for_all.push(doc);
        }
    }
    Ok(out)
}
