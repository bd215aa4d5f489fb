//! Points by where a puck rests (seed clauses 7, 8-c, 8-d), from the board
//! spec alone, so the physics and the rules agree by construction.

use super::table::{Side, Table};
use crate::geom::Vec2;
use crate::shot::{DiscId, Place};
use crate::spec::CrokinoleSpec;
use nanoserde::{DeJson, SerJson};

pub const TWENTY: u32 = 20;
pub const HOLE_LEANER: u32 = 15;
pub const POST_LEANER: u32 = 25;
pub const ON_POST: u32 = 30;

/// What a puck resting at `pos` in `place` is worth at the end of a round.
/// A flat puck touching a line (the line is `line_width` wide, centred on
/// its radius) takes the lower value; one touching the shooting line or
/// outside it is worth nothing.
pub fn puck_value(spec: &CrokinoleSpec, place: Place, pos: Vec2) -> u32 {
    match place {
        Place::Hole => TWENTY,
        Place::HoleLeaner => HOLE_LEANER,
        Place::PostLeaner(_) => POST_LEANER,
        Place::OnPost(_) => ON_POST,
        Place::Board => {
            // The farthest point of the disc from the centre.
            let outer = pos.length() + spec.disc_radius;
            let half = spec.line_width * 0.5;
            let clear_inside = |radius: f32| outer < radius - half;
            if clear_inside(spec.fifteen_radius) {
                15
            } else if clear_inside(spec.ten_radius) {
                10
            } else if clear_inside(spec.shooting_line_radius) {
                5
            } else {
                0
            }
        }
        _ => 0,
    }
}

/// Does a flat puck at `pos` touch or lie inside the 15 line? (The NCA
/// test for a shot with no opponent on the board.)
pub fn reaches_fifteen_line(spec: &CrokinoleSpec, pos: Vec2) -> bool {
    pos.length() - spec.disc_radius <= spec.fifteen_radius + spec.line_width * 0.5
}

/// One side's points, in the order of `Table::sides`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct SideScore {
    pub side: Side,
    pub points: u32,
}

/// Every side's points for pucks on the board plus the 20s on the rail.
pub fn tally(
    spec: &CrokinoleSpec,
    table: &Table,
    board: impl Iterator<Item = (DiscId, Place, Vec2)>,
    rail: &[DiscId],
) -> Vec<SideScore> {
    let mut scores: Vec<SideScore> = table
        .sides()
        .into_iter()
        .map(|side| SideScore { side, points: 0 })
        .collect();
    let mut add = |id: DiscId, points: u32| {
        let side = table.side_of_puck(id);
        if let Some(s) = scores.iter_mut().find(|s| s.side == side) {
            s.points += points;
        }
    };
    for (id, place, pos) in board {
        add(id, puck_value(spec, place, pos));
    }
    for &id in rail {
        add(id, TWENTY);
    }
    scores
}

/// The side with strictly the most points, or None for a tie at the top.
pub fn leader(scores: &[SideScore]) -> Option<Side> {
    let best = scores.iter().map(|s| s.points).max()?;
    let mut top = scores.iter().filter(|s| s.points == best);
    let first = top.next()?;
    if top.next().is_some() {
        None
    } else {
        Some(first.side)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: CrokinoleSpec = CrokinoleSpec::STANDARD;

    fn at(d: f32) -> u32 {
        puck_value(&S, Place::Board, Vec2::new(d, 0.0))
    }

    #[test]
    fn a_puck_touching_a_line_takes_the_lower_value() {
        let r = S.disc_radius;
        let h = S.line_width * 0.5;
        assert_eq!(at(S.fifteen_radius - h - r - 1e-4), 15);
        assert_eq!(at(S.fifteen_radius - h - r + 1e-4), 10);
        assert_eq!(at(S.ten_radius - h - r + 1e-4), 5);
        assert_eq!(at(S.shooting_line_radius - h - r + 1e-4), 0);
        assert_eq!(at(S.shooting_line_radius - h - r - 1e-4), 5);
    }

    #[test]
    fn fifteen_line_test_counts_a_touching_puck() {
        let reach = S.fifteen_radius + S.disc_radius + S.line_width * 0.5;
        assert!(reaches_fifteen_line(&S, Vec2::new(reach - 1e-5, 0.0)));
        assert!(!reaches_fifteen_line(&S, Vec2::new(reach + 1e-4, 0.0)));
    }
}
