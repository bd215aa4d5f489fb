//! What one match did for each seat, gathered while it is replayed from the
//! engines' events and the physics reports. Stats are built from these, so
//! stats are a pure function of the records.

use crate::geom::Vec2;
use crate::spec::{BoardKind, Spec};

/// The heat map is a square grid of this many cells a side over the board.
pub const HEAT_SIDE: usize = 16;
pub const HEAT_CELLS: usize = HEAT_SIDE * HEAT_SIDE;

/// One seat's share of a match.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatFacts {
    pub seat: u8,
    /// The crokinole side or pitchnut team the seat plays for.
    pub side: u8,
    pub shots: u32,
    /// Crokinole: the seat's pucks that scored a 20.
    pub twenties: u32,
    /// Crokinole fouls; pitchnut: games lost by sinking the poison wrongly.
    pub fouls: u32,
    /// Pitchnut: pieces (of any colour) sunk on the seat's shots.
    pub sunk: u32,
    /// Pitchnut: the seat's shooter went down or off.
    pub scratches: u32,
    /// Crokinole shots taken with no opponent on the board or a declared 20...
    pub open_twenty_tries: u32,
    /// ...and those whose puck went flat into the hole.
    pub open_twenty_made: u32,
    /// Crokinole shots at an empty board (no puck on it at all), and those
    /// that scored 20: the practice drill's situation, for the chart.
    pub empty_board_tries: u32,
    pub empty_board_made: u32,
    /// Heat map cells where the seat's shot discs came to rest.
    pub rests: Vec<u16>,
}

/// A crokinole round or a pitchnut game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundFacts {
    /// None for a tied round.
    pub winner: Option<u8>,
    /// Points per side (crokinole; empty for pitchnut).
    pub points: Vec<(u8, u32)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchFacts {
    pub game: BoardKind,
    pub seats: Vec<SeatFacts>,
    pub rounds: Vec<RoundFacts>,
    /// Some once the match is over; Some(None) for a drawn tournament game.
    pub winner: Option<Option<u8>>,
}

impl MatchFacts {
    pub fn new(game: BoardKind, seats: &[(u8, u8)]) -> Self {
        MatchFacts {
            game,
            seats: seats
                .iter()
                .map(|&(seat, side)| SeatFacts {
                    seat,
                    side,
                    ..SeatFacts::default()
                })
                .collect(),
            rounds: Vec::new(),
            winner: None,
        }
    }

    /// The facts of `seat` (a seat not at the table gets a throwaway entry,
    /// which cannot happen for events of a legal state).
    pub fn seat_mut(&mut self, seat: u8) -> &mut SeatFacts {
        let at = self.seats.iter().position(|s| s.seat == seat);
        match at {
            Some(i) => &mut self.seats[i],
            None => {
                self.seats.push(SeatFacts {
                    seat,
                    side: u8::MAX,
                    ..SeatFacts::default()
                });
                self.seats.last_mut().expect("just pushed")
            }
        }
    }

    pub fn seat(&self, seat: u8) -> Option<&SeatFacts> {
        self.seats.iter().find(|s| s.seat == seat)
    }
}

/// The heat map cell of a disc resting at `pos`, seen from `seat` (turned so
/// the seat sits at the bottom, as the player sees the board), or None off
/// the board. Quarter turns are exact, so the cell never depends on rounding.
pub fn heat_cell(spec: &Spec, board: BoardKind, seat: u8, pos: Vec2) -> Option<u16> {
    let local = match seat % 4 {
        0 => pos,
        1 => Vec2::new(-pos.y, pos.x),
        2 => Vec2::new(-pos.x, -pos.y),
        _ => Vec2::new(pos.y, -pos.x),
    };
    let half = match board {
        BoardKind::Crokinole => spec.crokinole.surface_radius,
        BoardKind::Pitchnut => spec.pitchnut.field_half,
    };
    let cell = |v: f32| -> Option<usize> {
        let t = (v + half) / (2.0 * half);
        if !(0.0..=1.0).contains(&t) {
            return None;
        }
        Some(((t * HEAT_SIDE as f32) as usize).min(HEAT_SIDE - 1))
    };
    let (cx, cy) = (cell(local.x)?, cell(local.y)?);
    Some((cy * HEAT_SIDE + cx) as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heat_cells_turn_with_the_seat() {
        let spec = Spec::STANDARD;
        let near_own_edge = Vec2::new(0.0, -0.3);
        let c0 = heat_cell(&spec, BoardKind::Crokinole, 0, near_own_edge).unwrap();
        // Seat 2 sits opposite: the same spot seen from there is its far side.
        let c2 = heat_cell(&spec, BoardKind::Crokinole, 2, near_own_edge).unwrap();
        assert!(c0 < HEAT_SIDE as u16 * 2, "{c0}");
        assert!(c2 >= (HEAT_CELLS - 2 * HEAT_SIDE) as u16, "{c2}");
        assert_eq!(
            heat_cell(&spec, BoardKind::Pitchnut, 1, Vec2::new(1.0, 0.0)),
            None
        );
        assert_eq!(
            heat_cell(&spec, BoardKind::Crokinole, 0, Vec2::new(f32::NAN, 0.0)),
            None
        );
    }
}
