//! What a set-up screen chooses before a match starts.

use super::seat::SeatKind;
use crate::aids::Aids;
use crate::crokinole::{MatchFormat, Table, TableKind};
use crate::pitchnut::{self, Alleys};
use crate::save::record::MatchRecord;
use crate::spec::BoardKind;

/// Pitchnut matches are best of three games.
pub const PITCHNUT_GAMES_TO_WIN: u8 = 2;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum MatchSettings {
    Crokinole {
        table: TableKind,
        format: MatchFormat,
        /// Who plays each seat (indexed by seat; unused seats are ignored).
        seats: [SeatKind; 4],
    },
    Pitchnut {
        players: u8,
        alleys: Alleys,
        beginner: bool,
        seats: [SeatKind; 4],
    },
}

impl MatchSettings {
    pub fn default_for(kind: BoardKind) -> MatchSettings {
        match kind {
            BoardKind::Crokinole => MatchSettings::Crokinole {
                table: TableKind::TwoPlayers,
                format: MatchFormat::BestOfSeven,
                seats: [SeatKind::Guest; 4],
            },
            BoardKind::Pitchnut => MatchSettings::Pitchnut {
                players: 2,
                alleys: Alleys::American,
                beginner: false,
                seats: [SeatKind::Guest; 4],
            },
        }
    }

    pub fn seats(&self) -> [SeatKind; 4] {
        match self {
            MatchSettings::Crokinole { seats, .. } | MatchSettings::Pitchnut { seats, .. } => {
                *seats
            }
        }
    }

    pub fn seats_mut(&mut self) -> &mut [SeatKind; 4] {
        match self {
            MatchSettings::Crokinole { seats, .. } | MatchSettings::Pitchnut { seats, .. } => seats,
        }
    }

    /// The seats in play, in seat order, as the engines lay them out (two
    /// players sit across: 0 and 2).
    pub fn seats_in_play(&self) -> Vec<u8> {
        match self {
            MatchSettings::Crokinole { table, .. } => Table::new(*table, None, false)
                .map(|t| t.seats().to_vec())
                .unwrap_or_else(|_| vec![0, 2]),
            MatchSettings::Pitchnut { players, .. } => pitchnut::seats_for(*players).to_vec(),
        }
    }

    /// The aids a person's shots get in this match: `chosen` (the
    /// player's setting, `Prefs::aids`), except in tournament play, where
    /// only the default is used (issue 42).
    pub fn aids(&self, chosen: Aids) -> Aids {
        match self {
            MatchSettings::Crokinole { format, .. } if format.is_tournament() => Aids::DEFAULT,
            _ => chosen,
        }
    }

    pub fn board(&self) -> BoardKind {
        match self {
            MatchSettings::Crokinole { .. } => BoardKind::Crokinole,
            MatchSettings::Pitchnut { .. } => BoardKind::Pitchnut,
        }
    }

    /// The settings a saved match was started with.
    pub fn from_record(record: &MatchRecord) -> Option<MatchSettings> {
        let mut seats = [SeatKind::Guest; 4];
        for s in &record.players {
            if let Some(slot) = seats.get_mut(s.seat as usize) {
                *slot = SeatKind::of(&s.player);
            }
        }
        match (&record.crokinole, &record.pitchnut) {
            (Some(setup), None) => Some(MatchSettings::Crokinole {
                table: setup.table.unwrap_or(TableKind::TwoPlayers),
                format: setup.format,
                seats,
            }),
            (None, Some(start)) => Some(MatchSettings::Pitchnut {
                players: start.setup.options.players,
                alleys: start.setup.options.alleys,
                beginner: start.setup.options.beginner,
                seats,
            }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tournament_play_forces_the_default_aids() {
        let mut settings = MatchSettings::default_for(BoardKind::Crokinole);
        assert_eq!(settings.aids(Aids::EASY), Aids::EASY);
        if let MatchSettings::Crokinole { format, .. } = &mut settings {
            *format = MatchFormat::Tournament;
        }
        assert_eq!(settings.aids(Aids::EASY), Aids::DEFAULT);
        assert_eq!(settings.aids(Aids::DEFAULT), Aids::DEFAULT);
        let pitchnut = MatchSettings::default_for(BoardKind::Pitchnut);
        assert_eq!(pitchnut.aids(Aids::EASY), Aids::EASY);
    }
}
