//! Counts for the HUD and the round's end: pucks left, 20s, points by
//! zone, games won. Numbers only; the shell says them.

use super::view::Side;
use crate::crokinole::{self, MatchFormat, puck_value};
use crate::geom::Vec2;
use crate::pitchnut;
use crate::save::replay::PitchnutMatch;
use crate::spec::CrokinoleSpec;

/// Pucks by where they scored: 20s (the rail and any flat in the hole),
/// then the 15, 10 and 5 zones.
pub type Zones = [u32; 4];

/// A crokinole side now.
#[derive(Clone, Debug, PartialEq)]
pub struct SideTally {
    pub side: crokinole::Side,
    pub colour: Side,
    /// Points its pucks lying on the board are worth now (not its 20s).
    pub on_board: u32,
    /// Pucks its players have still to shoot this round.
    pub pucks_left: u32,
    /// 20s on the rail this round.
    pub twenties: u32,
    pub round_wins: u32,
    /// Points (or match points in a tournament) so far.
    pub total: u32,
    pub format: MatchFormat,
}

/// A pitchnut team now.
#[derive(Clone, Debug, PartialEq)]
pub struct TeamTally {
    pub team: u8,
    pub colour: Option<pitchnut::Colour>,
    /// Pieces still to sink; None while the colours are open.
    pub pieces_left: Option<u32>,
    /// Extra turns banked, when this team is to play.
    pub banked: u8,
    /// Pieces it owes to the centre.
    pub owed: u32,
    pub games_won: u8,
}

/// A puck that scored at a round's end.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScoredPuck {
    /// Where it lay, in board metres; a 20 on the rail lies at the centre.
    pub pos: Vec2,
    pub side: Side,
    pub points: u32,
}

/// A finished crokinole round.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundTally {
    /// From 0.
    pub round: u32,
    pub winner: Option<crokinole::Side>,
    /// Each side's points for the round and how it made them.
    pub sides: Vec<(crokinole::Side, u32, Zones)>,
    pub scored: Vec<ScoredPuck>,
    /// Each side as the round ended, before it was counted into the match:
    /// its pucks on the board and its 20s, no pucks left, the match so far.
    pub ended: Vec<SideTally>,
}

/// Crokinole: pucks `seat` has shot this round.
fn shot_by(s: &crokinole::State, seat: u8) -> u32 {
    s.board()
        .iter()
        .map(|p| p.id)
        .chain(s.rail().iter().copied())
        .chain(s.ditch().iter().copied())
        .filter(|&id| crokinole::owner_of(id) == seat)
        .count() as u32
}

pub(super) fn sides(s: &crokinole::State, spec: &CrokinoleSpec) -> Vec<SideTally> {
    let t = s.table();
    t.sides()
        .into_iter()
        .map(|side| {
            let pucks_left = t
                .seats()
                .iter()
                .filter(|&&x| t.side_of(x) == side)
                .map(|&x| (t.pucks_each() as u32).saturating_sub(shot_by(s, x)))
                .sum();
            let twenties = s
                .rail()
                .iter()
                .filter(|&&id| t.side_of_puck(id) == side)
                .count() as u32;
            let st = s.standings().iter().find(|x| x.side == side);
            SideTally {
                side,
                colour: Side::of_colour(t.colour_of(side)),
                // The 20s in the hole are counted apart (`twenties`).
                on_board: s
                    .board()
                    .iter()
                    .filter(|p| t.side_of_puck(p.id) == side)
                    .map(|p| puck_value(spec, p.place, p.pos))
                    .sum(),
                pucks_left,
                twenties,
                round_wins: st.map_or(0, |x| x.round_wins),
                total: st.map_or(0, |x| x.total),
                format: s.format(),
            }
        })
        .collect()
}

pub(super) fn teams(m: &PitchnutMatch) -> Vec<TeamTally> {
    let g = &m.game;
    (0..2u8)
        .map(|team| TeamTally {
            team,
            colour: g.colour_of(team),
            pieces_left: g.pieces_left(team).map(|n| n as u32),
            banked: if g.team_of(g.to_play()) == team {
                g.extra_turns()
            } else {
                0
            },
            owed: g.owed(team) as u32,
            games_won: m.games_won[team as usize],
        })
        .collect()
}

/// The round a crokinole step ended, counted from its `RoundOver` event;
/// `before`: the sides' counts before the step.
pub(super) fn round(
    s: &crokinole::State,
    spec: &CrokinoleSpec,
    events: &[crokinole::Event],
    before: &[SideTally],
) -> Option<RoundTally> {
    events.iter().find_map(|e| {
        let crokinole::Event::RoundOver {
            round,
            scores,
            winner,
            board,
            rail,
            ..
        } = e
        else {
            return None;
        };
        let t = s.table();
        let mut sides = Vec::new();
        let mut scored = Vec::new();
        for sc in scores {
            let side = Side::of_colour(t.colour_of(sc.side));
            let mut zones: Zones = [0; 4];
            for _ in rail.iter().filter(|&&id| t.side_of_puck(id) == sc.side) {
                zones[0] += 1;
                scored.push(ScoredPuck {
                    pos: Vec2::new(0.0, 0.0),
                    side,
                    points: 20,
                });
            }
            for p in board.iter().filter(|p| t.side_of_puck(p.id) == sc.side) {
                let points = puck_value(spec, p.place, p.pos);
                if points > 0 {
                    scored.push(ScoredPuck {
                        pos: p.pos,
                        side,
                        points,
                    });
                }
                match points {
                    20 => zones[0] += 1,
                    15 => zones[1] += 1,
                    10 => zones[2] += 1,
                    5 => zones[3] += 1,
                    _ => {}
                }
            }
            sides.push((sc.side, sc.points, zones));
        }
        let ended = before
            .iter()
            .map(|b| SideTally {
                on_board: board
                    .iter()
                    .filter(|p| t.side_of_puck(p.id) == b.side)
                    .map(|p| puck_value(spec, p.place, p.pos))
                    .sum(),
                pucks_left: 0,
                twenties: rail
                    .iter()
                    .filter(|&&id| t.side_of_puck(id) == b.side)
                    .count() as u32,
                ..b.clone()
            })
            .collect();
        Some(RoundTally {
            round: *round,
            winner: *winner,
            sides,
            scored,
            ended,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crokinole::{BoardPuck, Setup, State, TableKind, puck_id};
    use crate::shot::Place;

    /// "N on the board" is what the pucks lying on the board are worth: a
    /// 20 already in the hole (on the rail) is counted with the 20s only.
    #[test]
    fn on_the_board_leaves_out_the_twenties_in_the_hole() {
        let spec = CrokinoleSpec::STANDARD;
        let puck = |id, x: f32, y: f32| BoardPuck {
            id,
            pos: Vec2::new(x, y),
            place: Place::Board,
        };
        // Seat 0: a 20, then a puck in the 10; seat 2: a puck in the 5.
        let setup = Setup {
            table: Some(TableKind::TwoPlayers),
            first_shooter: Some(0),
            board: vec![
                puck(puck_id(0, 1), 0.0, -0.15),
                puck(puck_id(2, 0), 0.0, 0.25),
            ],
            rail: vec![puck_id(0, 0)],
            ..Setup::default()
        };
        let state = State::new(&spec, &setup).expect("a legal position");
        let tallies = sides(&state, &spec);
        let of = |seat| {
            let side = state.table().side_of(seat);
            tallies.iter().find(|t| t.side == side).expect("a side")
        };
        assert_eq!((of(0).on_board, of(0).twenties), (10, 1));
        assert_eq!((of(2).on_board, of(2).twenties), (5, 0));
    }
}

#[cfg(test)]
mod round_tests {
    use super::*;
    use crate::crokinole::{BoardPuck, Event, Setup, State, TableKind, puck_id};
    use crate::shot::Place;

    /// The sides as the round ended: what lay on the board and the 20s,
    /// nothing left to shoot, and the match as it stood before the round.
    #[test]
    fn a_round_ends_with_its_board_its_twenties_and_the_match_before_it() {
        let spec = CrokinoleSpec::STANDARD;
        let setup = Setup {
            table: Some(TableKind::TwoPlayers),
            first_shooter: Some(0),
            ..Setup::default()
        };
        let state = State::new(&spec, &setup).expect("a legal position");
        let before: Vec<SideTally> = sides(&state, &spec)
            .into_iter()
            .map(|t| SideTally {
                round_wins: 2,
                total: 70,
                ..t
            })
            .collect();
        let ten = BoardPuck {
            id: puck_id(2, 4),
            pos: Vec2::new(0.0, 0.15),
            place: Place::Board,
        };
        let over = Event::RoundOver {
            round: 3,
            scores: Vec::new(),
            winner: None,
            board: vec![ten],
            rail: vec![puck_id(0, 1), puck_id(0, 7)],
            standings: Vec::new(),
        };
        let round = round(&state, &spec, &[over], &before).expect("a round");
        let of = |seat| {
            let side = state.table().side_of(seat);
            round.ended.iter().find(|t| t.side == side).expect("a side")
        };
        assert_eq!(
            (of(0).on_board, of(0).twenties, of(0).pucks_left),
            (0, 2, 0)
        );
        assert_eq!(
            (of(2).on_board, of(2).twenties, of(2).pucks_left),
            (10, 0, 0)
        );
        assert_eq!((of(2).round_wins, of(2).total), (2, 70));
    }
}
