//! Seats around the board, partners, and where a player may put the shooter.

use super::error::PlacementError;
use crate::geom::Vec2;
use crate::shot::Disc;
use crate::spec::PitchnutSpec;
use nanoserde::{DeJson, SerJson};

/// Where the shooter may go besides behind the home line.
///
/// Reading (the seed says "the shooter may be completely behind your line or
/// may be placed in the side alleys"; games.md makes the alleys an American
/// option): a side alley is the strip of the field along the left or right
/// edge, as deep as the home line is from the player's own edge (102 mm), on
/// the player's half of the board (from their edge to the centre line).
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum Alleys {
    /// The shooter may also go in the side alleys.
    American,
    /// Only on or behind the home line.
    Canadian,
}

/// A player's shot: the shooter's centre and the flick given to it.
#[derive(Clone, Copy, Debug, PartialEq, DeJson, SerJson)]
pub struct Flick {
    pub pos: Vec2,
    pub velocity: Vec2,
    #[nserde(default)]
    pub spin: f32,
}

/// Seats in play, clockwise from seat 0: two players sit opposite; four sit
/// as two teams of partners opposite each other.
pub(super) fn seats(players: u8) -> &'static [u8] {
    if players == 4 { &[0, 1, 2, 3] } else { &[0, 2] }
}

/// The team (0 or 1) of a seat: with the seats in turn order, teams alternate.
pub(super) fn team_of(players: u8, seat: u8) -> u8 {
    let order = seats(players);
    let index = order.iter().position(|&s| s == seat).unwrap_or(0);
    (index % 2) as u8
}

/// The next seat clockwise.
pub(super) fn next_seat(players: u8, seat: u8) -> u8 {
    let order = seats(players);
    let index = order.iter().position(|&s| s == seat).unwrap_or(0);
    order[(index + 1) % order.len()]
}

/// A board point in the frame of `seat`: turned so that seat sits at the
/// bottom (its edge at y = -field_half). Quarter turns are exact, no trig.
pub(super) fn to_seat_frame(seat: u8, p: Vec2) -> Vec2 {
    match seat % 4 {
        0 => p,
        1 => Vec2::new(-p.y, p.x),
        2 => Vec2::new(-p.x, -p.y),
        _ => Vec2::new(p.y, -p.x),
    }
}

/// Slack for points exactly on a line, after float rounding.
const EDGE_SLACK: f32 = 1e-6;
/// The shooter may touch a piece or peg by this much (matches the physics'
/// overlap tolerance, minus a margin so the physics never refuses it).
const TOUCH_SLACK: f32 = 0.0005;

/// Checks that `seat` may put the shooter's centre at `pos`.
pub(super) fn check_placement(
    spec: &PitchnutSpec,
    alleys: Alleys,
    seat: u8,
    pos: Vec2,
    board: &[Disc],
) -> Result<(), PlacementError> {
    use PlacementError::*;
    if !pos.is_finite() {
        return Err(NotANumber);
    }
    let local = to_seat_frame(seat, pos);
    let r = spec.shooter_radius;
    let h = spec.field_half;
    if local.x.abs() > h - r + EDGE_SLACK || local.y.abs() > h - r + EDGE_SLACK {
        return Err(OffField { pos });
    }
    let home = spec.home_line_y();
    let behind_line = local.y <= home + EDGE_SLACK;
    let in_alley = alleys == Alleys::American
        && local.x.abs() >= h - spec.home_line_offset - EDGE_SLACK
        && local.y <= EDGE_SLACK;
    if !behind_line && !in_alley {
        return Err(BeyondHomeLine {
            seat,
            alleys,
            line_m: spec.home_line_offset,
            from_edge_m: local.y + h,
        });
    }
    for (k, (peg, peg_r)) in spec.pegs().into_iter().enumerate() {
        if peg.distance(pos) < peg_r + r - TOUCH_SLACK {
            return Err(OnPeg { peg: k });
        }
    }
    for d in board {
        if d.pos.distance(pos) < spec.radius(d.kind) + r - TOUCH_SLACK {
            return Err(OnPiece { piece: d.id });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::seat_angle;

    #[test]
    fn each_seat_frame_puts_that_seat_at_the_bottom() {
        for seat in 0..4 {
            let edge = Vec2::from_angle(seat_angle(seat));
            let local = to_seat_frame(seat, edge);
            assert!(
                local.distance(Vec2::new(0.0, -1.0)) < 1e-6,
                "seat {seat}: {local:?}"
            );
        }
    }

    #[test]
    fn teams_are_partners_opposite() {
        assert_eq!(team_of(2, 0), 0);
        assert_eq!(team_of(2, 2), 1);
        assert_eq!([0, 1, 2, 3].map(|s| team_of(4, s)), [0, 1, 0, 1]);
        assert_eq!(next_seat(2, 2), 0);
        assert_eq!(next_seat(4, 3), 0);
    }
}
