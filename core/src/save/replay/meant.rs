//! The flicks meant, beside the flicks played: a person's pull before the
//! spread of the hand (issue 42), an AI seat's choice before its level's
//! execution error. Replays never read them (the moves are as played); a
//! review does, to tell a shot's choice from its execution (issue 43).

use super::super::error::SaveError;
use super::super::record::{MatchRecord, Move, num};
use super::Replay;
use crate::geom::Vec2;

/// The longest line a meant flick is written in.
const MAX_LINE: usize = 64;

/// One line: the move's index and the velocity meant.
fn read_line(line: &str) -> Option<(usize, Vec2)> {
    if line.len() > MAX_LINE {
        return None;
    }
    let mut words = line.split(' ');
    let at = words.next()?.parse().ok()?;
    let x: f32 = words.next()?.parse().ok()?;
    let y: f32 = words.next()?.parse().ok()?;
    (words.next().is_none() && x.is_finite() && y.is_finite()).then_some((at, Vec2::new(x, y)))
}

/// Every line must read and name a move the record has, once.
pub fn check_meant(record: &MatchRecord) -> Result<(), SaveError> {
    let lines = record.meant.as_deref().unwrap_or(&[]);
    let bad = || SaveError::new("the record's meant flicks do not fit its moves");
    if lines.len() > record.moves.len() + 1 {
        return Err(bad());
    }
    let mut seen = Vec::with_capacity(lines.len());
    for line in lines {
        let (at, _) = read_line(line).ok_or_else(bad)?;
        if at > record.moves.len() || seen.contains(&at) {
            return Err(bad());
        }
        seen.push(at);
    }
    Ok(())
}

impl MatchRecord {
    /// The flick meant for move `at`, if the record says it differed from
    /// the one played (a line that does not read is ignored).
    pub fn meant_at(&self, at: usize) -> Option<Vec2> {
        self.meant
            .as_deref()?
            .iter()
            .filter_map(|l| read_line(l))
            .find(|&(i, _)| i == at)
            .map(|(_, v)| v)
    }

    /// The velocity the shot of move `at` was meant to have: the one
    /// noted, else the one played (None if the move is not a shot).
    pub fn meant_velocity(&self, at: usize) -> Option<Vec2> {
        let played = match self.moves.get(at)? {
            Move::Shot { velocity, .. } => *velocity,
            Move::Flick(f) => f.velocity,
            _ => return None,
        };
        Some(self.meant_at(at).unwrap_or(played))
    }
}

impl Replay {
    /// Notes that the next move's flick was meant as `velocity` (before the
    /// hand's spread), replacing any earlier note for that move: a shot the
    /// engine refused is decided again. None takes the note back (the next
    /// flick went as meant). False, and nothing noted, behind the record or
    /// once the match is over.
    pub fn note_meant(&mut self, velocity: Option<Vec2>) -> bool {
        if self.check_live().is_err() || velocity.is_some_and(|v| !v.is_finite()) {
            return false;
        }
        let at = self.played;
        let mut lines = self.record.meant.take().unwrap_or_default();
        lines.retain(|l| read_line(l).is_none_or(|(i, _)| i != at));
        if let Some(v) = velocity {
            lines.push(format!("{at} {} {}", num(v.x), num(v.y)));
        }
        // A record with no note is written as before the notes existed.
        self.record.meant = (!lines.is_empty()).then_some(lines);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crokinole::{Setup, TableKind};
    use crate::save::profile::{Player, Seated};
    use crate::save::{AiLevel, Replay};

    fn record() -> MatchRecord {
        let setup = Setup {
            table: Some(TableKind::TwoPlayers),
            first_shooter: Some(0),
            ..Setup::default()
        };
        let players = (0..2u8)
            .map(|i| Seated {
                seat: i * 2,
                player: Player::Ai {
                    level: AiLevel::Casual,
                },
            })
            .collect();
        MatchRecord::crokinole(setup, players, 7)
    }

    #[test]
    fn a_meant_flick_is_noted_for_the_next_move_and_read_back_bit_for_bit() {
        let mut replay = Replay::new(record()).unwrap();
        let meant = Vec2::new(0.1234567, 1.7654321);
        assert!(replay.note_meant(Some(Vec2::new(9.0, 9.0))));
        // Taken back, and the record says nothing.
        assert!(replay.note_meant(None));
        assert_eq!(replay.record().meant, None);
        // Decided again (a refused shot): the later note replaces the first.
        assert!(replay.note_meant(Some(Vec2::new(8.0, 8.0))));
        assert!(replay.note_meant(Some(meant)));
        assert!(!replay.note_meant(Some(Vec2::new(f32::NAN, 1.0))));
        let played = Vec2::new(0.13, 1.75);
        replay
            .play(Move::Shot {
                place: Vec2::new(0.0, -0.305),
                velocity: played,
                spin: 0.0,
                declared_twenty: false,
            })
            .unwrap();
        let rec = replay.record().clone();
        assert_eq!(rec.meant.as_ref().map(Vec::len), Some(1));
        let back = MatchRecord::from_json(rec.to_json().as_bytes()).unwrap();
        let got = back.meant_velocity(0).unwrap();
        assert_eq!(
            (got.x.to_bits(), got.y.to_bits()),
            (meant.x.to_bits(), meant.y.to_bits())
        );
        // No note: the flick meant is the one played; no move, no flick.
        let mut plain = rec.clone();
        plain.meant = None;
        assert_eq!(plain.meant_velocity(0), Some(played));
        assert_eq!(plain.meant_velocity(1), None);
    }

    #[test]
    fn meant_lines_that_do_not_fit_the_moves_are_refused() {
        let mut rec = record();
        rec.moves.push(Move::Choose { go_first: true });
        for (lines, ok) in [
            (vec!["0 1 2"], true),
            (vec!["1 1 2"], true),
            (vec!["2 1 2"], false),
            (vec!["0 1 2", "0 3 4"], false),
            (vec!["0 NaN 2"], false),
            (vec!["0 1"], false),
            (vec!["0 1 2 3"], false),
            (vec!["x 1 2"], false),
        ] {
            rec.meant = Some(lines.iter().map(|s| s.to_string()).collect());
            assert_eq!(check_meant(&rec).is_ok(), ok, "{lines:?}");
            assert_eq!(rec.validate().is_ok(), ok, "{lines:?}");
        }
        // A line too long to be ours is refused, not read.
        rec.meant = Some(vec![format!("0 1 {}", "1".repeat(80))]);
        assert!(check_meant(&rec).is_err());
        assert_eq!(rec.meant_at(0), None);
    }
}
