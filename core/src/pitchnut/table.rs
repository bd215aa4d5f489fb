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

    /// A quarter turn, not a mirror: each seat sees the board as seat 0
    /// does once it is turned by its own quarters, off-centre points too.
    #[test]
    fn each_seat_frame_is_the_board_turned_by_the_seats_quarters() {
        for seat in 0..4u8 {
            let turn = seat as f32 * core::f32::consts::FRAC_PI_2;
            for p in [
                Vec2::new(0.1, 0.2),
                Vec2::new(-0.07, 0.13),
                Vec2::new(0.25, -0.04),
            ] {
                let local = to_seat_frame(seat, p);
                assert!(
                    local.distance(p.rotate(turn)) < 1e-6,
                    "seat {seat}: {p:?} -> {local:?}"
                );
            }
        }
    }

    /// The shooter may sit against either side edge of the field, its own
    /// edge on the field's, and no further, from every seat.
    #[test]
    fn the_shooter_may_touch_the_side_edge_and_not_cross_it() {
        let spec = PitchnutSpec::STANDARD;
        let edge = spec.field_half - spec.shooter_radius;
        let behind = spec.home_line_y() - 0.02;
        for seat in 0..4u8 {
            for (x, ok) in [
                (edge, true),
                (-edge, true),
                // Within the slack for float rounding, and not a hair more.
                (spec.field_half - spec.shooter_radius + EDGE_SLACK, true),
                (edge + 0.001, false),
                (-edge - 0.001, false),
            ] {
                // The board point `seat` sees there: the inverse quarter
                // turns, exact for these floats.
                let pos = to_seat_frame((4 - seat) % 4, Vec2::new(x, behind));
                let got = check_placement(&spec, Alleys::Canadian, seat, pos, &[]);
                assert_eq!(got.is_ok(), ok, "seat {seat} at {pos:?}: {got:?}");
                if !ok {
                    assert!(
                        matches!(got, Err(PlacementError::OffField { .. })),
                        "{got:?}"
                    );
                }
            }
        }
    }

    /// Against its own edge behind the line: touching is allowed, over it is not.
    #[test]
    fn the_shooter_may_touch_its_own_edge_and_not_cross_it() {
        let spec = PitchnutSpec::STANDARD;
        let back = -(spec.field_half - spec.shooter_radius);
        for seat in 0..4u8 {
            let slack = -(spec.field_half - spec.shooter_radius + EDGE_SLACK);
            for (y, ok) in [(back, true), (slack, true), (back - 0.001, false)] {
                let pos = to_seat_frame((4 - seat) % 4, Vec2::new(0.0, y));
                let got = check_placement(&spec, Alleys::Canadian, seat, pos, &[]);
                assert_eq!(got.is_ok(), ok, "seat {seat} at {pos:?}: {got:?}");
            }
        }
    }

    /// American alleys: the strip along each side edge as wide as the home
    /// line is deep, up to the centre line, its inner edge and the centre
    /// line included.
    #[test]
    fn an_american_alley_runs_to_its_inner_edge_and_the_centre_line() {
        let spec = PitchnutSpec::STANDARD;
        let inner = spec.field_half - spec.home_line_offset;
        for seat in 0..4u8 {
            for (x, y, ok) in [
                (inner, -0.05, true),
                (-inner, -0.05, true),
                (inner - 0.001, -0.05, false),
                (-inner + 0.001, -0.05, false),
                (inner + 0.02, 0.0, true),
                (inner + 0.02, 0.001, false),
            ] {
                let pos = to_seat_frame((4 - seat) % 4, Vec2::new(x, y));
                let got = check_placement(&spec, Alleys::American, seat, pos, &[]);
                assert_eq!(got.is_ok(), ok, "seat {seat} at {pos:?}: {got:?}");
                if !ok {
                    assert!(
                        matches!(got, Err(PlacementError::BeyondHomeLine { .. })),
                        "{got:?}"
                    );
                }
                let canadian = check_placement(&spec, Alleys::Canadian, seat, pos, &[]);
                assert!(
                    matches!(canadian, Err(PlacementError::BeyondHomeLine { .. })),
                    "{canadian:?}"
                );
            }
        }
    }

    /// A point about `d` from `from`, a little above the +x direction,
    /// whose distance from `from` is exactly `d` in f32: a search of the
    /// floats there (a fraction of a millimetre off the axis, one float
    /// step of y moves the distance by less than one of d).
    fn at_exactly(from: Vec2, d: f32) -> Vec2 {
        let y0 = (from.y + 0.0003).to_bits();
        (0..4000u32)
            .map(|j| f32::from_bits(y0 + j))
            .flat_map(|y| {
                let dy = y - from.y;
                let x = (from.x + (d * d - dy * dy).sqrt()).to_bits();
                (0..4u32).flat_map(move |k| {
                    [
                        Vec2::new(f32::from_bits(x + k), y),
                        Vec2::new(f32::from_bits(x - k), y),
                    ]
                })
            })
            .find(|p| p.distance(from) == d)
            .expect("a float at exactly that distance")
    }

    /// The shooter may touch a peg or a piece (by `TOUCH_SLACK`, the
    /// physics' tolerance less a margin), exactly to that depth and no deeper.
    #[test]
    fn the_shooter_may_touch_a_peg_or_a_piece_and_no_more() {
        let spec = PitchnutSpec::STANDARD;
        let r = spec.shooter_radius;
        // A gate peg behind seat 0's home line, its field side clear.
        let (k, (peg, peg_r)) = spec
            .pegs()
            .into_iter()
            .enumerate()
            .find(|(_, (p, _))| {
                p.y < spec.home_line_y() - 0.03 && p.y > -(spec.field_half - r) && p.x < 0.0
            })
            .expect("a gate peg behind the home line");
        let touch = peg_r + r - TOUCH_SLACK;
        let at = at_exactly(peg, touch);
        assert!(at.x > peg.x);
        let place = |pos| check_placement(&spec, Alleys::Canadian, 0, pos, &[]);
        assert_eq!(place(at), Ok(()));
        let deeper = Vec2::new(at.x - 0.0001, at.y);
        assert_eq!(place(deeper), Err(PlacementError::OnPeg { peg: k }));
        // A piece flat behind the line.
        let piece = Disc {
            id: 7,
            kind: crate::spec::DiscKind::Piece,
            pos: Vec2::new(0.0, -0.25),
            place: crate::shot::Place::Board,
        };
        let touch = spec.piece_radius + r - TOUCH_SLACK;
        let at = at_exactly(piece.pos, touch);
        let board = [piece];
        let place = |pos| check_placement(&spec, Alleys::Canadian, 0, pos, &board);
        assert_eq!(place(at), Ok(()));
        let deeper = Vec2::new(at.x - 0.0001, at.y);
        assert_eq!(place(deeper), Err(PlacementError::OnPiece { piece: 7 }));
    }

    /// A refusal past the home line says how far from the seat's own edge
    /// the shooter was put.
    #[test]
    fn beyond_the_home_line_says_how_far_from_the_edge() {
        let spec = PitchnutSpec::STANDARD;
        // Seat 1 sits at the left edge: 150 mm in from it.
        let pos = Vec2::new(-spec.field_half + 0.15, 0.0);
        match check_placement(&spec, Alleys::Canadian, 1, pos, &[]) {
            Err(PlacementError::BeyondHomeLine {
                seat: 1,
                alleys: Alleys::Canadian,
                line_m,
                from_edge_m,
            }) => {
                assert_eq!(line_m, spec.home_line_offset);
                assert!((from_edge_m - 0.15).abs() < 1e-6, "{from_edge_m}");
            }
            other => panic!("{other:?}"),
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
