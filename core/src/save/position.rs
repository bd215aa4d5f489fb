//! Where a match stands: a crokinole state, or a pitchnut game with the
//! games won so far, started from a record's setup.

use super::error::SaveError;
use super::record::{MatchRecord, SideResult};
use crate::crokinole::{self, Phase};
use crate::pitchnut::Game;
use crate::spec::{BoardKind, Spec};

/// A pitchnut match: the game in play and the games won so far.
#[derive(Clone, Debug)]
pub struct PitchnutMatch {
    pub game: Game,
    pub games_won: [u8; 2],
    pub games_to_win: u8,
}

impl PitchnutMatch {
    pub fn winner(&self) -> Option<u8> {
        (0..2u8).find(|&t| self.games_won[t as usize] >= self.games_to_win)
    }
}

/// Where a match stands.
// One per match, never in a list: boxing the pitchnut side would only add
// an allocation to every replayed move.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Position {
    Crokinole(crokinole::State),
    Pitchnut(PitchnutMatch),
}

impl Position {
    /// The starting position a record describes, checked by the engine.
    pub fn start(spec: &Spec, record: &MatchRecord) -> Result<Position, SaveError> {
        match (&record.crokinole, &record.pitchnut) {
            (Some(setup), None) => crokinole::State::new(&spec.crokinole, setup)
                .map(Position::Crokinole)
                .map_err(|e| SaveError::new(format!("the crokinole setup is not legal: {e}"))),
            (None, Some(start)) => {
                let game = Game::from_setup_with(*spec, &start.setup)
                    .map_err(|e| SaveError::new(format!("the pitchnut setup is not legal: {e}")))?;
                if game.is_over() {
                    return Err(SaveError::new("the pitchnut setup is a game already over"));
                }
                Ok(Position::Pitchnut(PitchnutMatch {
                    game,
                    games_won: [0, 0],
                    games_to_win: start.games_to_win,
                }))
            }
            _ => Err(SaveError::new("the record has no setup for its game")),
        }
    }

    pub fn board(&self) -> BoardKind {
        match self {
            Position::Crokinole(_) => BoardKind::Crokinole,
            Position::Pitchnut(_) => BoardKind::Pitchnut,
        }
    }

    pub fn is_over(&self) -> bool {
        match self {
            Position::Crokinole(s) => s.phase() == Phase::Over,
            Position::Pitchnut(m) => m.winner().is_some(),
        }
    }

    /// The seats at the table with the side (crokinole) or team (pitchnut)
    /// each plays for.
    pub fn seats(&self) -> Vec<(u8, u8)> {
        match self {
            Position::Crokinole(s) => {
                let t = s.table();
                t.seats()
                    .iter()
                    .map(|&seat| (seat, t.side_of(seat)))
                    .collect()
            }
            Position::Pitchnut(m) => m
                .game
                .seats()
                .iter()
                .map(|&seat| (seat, m.game.team_of(seat)))
                .collect(),
        }
    }

    /// The winner once over (None inside for a drawn tournament game).
    pub fn winner(&self) -> Option<Option<u8>> {
        match self {
            Position::Crokinole(s) => (s.phase() == Phase::Over).then(|| s.winner()),
            Position::Pitchnut(m) => m.winner().map(Some),
        }
    }

    pub(super) fn results(&self) -> Vec<SideResult> {
        match self {
            Position::Crokinole(s) => s
                .standings()
                .iter()
                .map(|st| SideResult {
                    side: st.side,
                    rounds_won: st.round_wins,
                    points: st.total,
                })
                .collect(),
            Position::Pitchnut(m) => (0..2u8)
                .map(|t| SideResult {
                    side: t,
                    rounds_won: m.games_won[t as usize] as u32,
                    points: 0,
                })
                .collect(),
        }
    }
}
