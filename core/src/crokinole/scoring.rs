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
    use crate::crokinole::table::{TableKind, puck_id};

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

    /// Each resting place is worth what the rules say (games.md: a 20 flat
    /// in the hole, 15 leaning in it, 25 leaning on a post, 30 on top of
    /// one), wherever its centre is; off the board it is worth nothing.
    #[test]
    fn each_place_off_the_surface_has_its_rule_value() {
        let near_post = Vec2::new(0.0, S.peg_ring_radius);
        assert_eq!(puck_value(&S, Place::Hole, Vec2::ZERO), 20);
        assert_eq!(puck_value(&S, Place::HoleLeaner, Vec2::new(0.02, 0.0)), 15);
        assert_eq!(puck_value(&S, Place::PostLeaner(2), near_post), 25);
        assert_eq!(puck_value(&S, Place::OnPost(2), near_post), 30);
        assert_eq!(puck_value(&S, Place::Ditch, Vec2::new(0.32, 0.0)), 0);
        // A puck in the ditch whose centre is recorded near the middle is
        // still worth nothing: the place decides, not the position.
        assert_eq!(puck_value(&S, Place::Ditch, Vec2::new(0.05, 0.0)), 0);
    }

    /// Flat pucks well inside each ring, on the standard board (15 circle
    /// r = 102 mm, 10 circle r = 203 mm, shooting line r = 305 mm, disc
    /// r = 15.9 mm, lines 2 mm wide), in any direction.
    #[test]
    fn flat_pucks_score_by_their_ring() {
        for (d, want) in [
            (0.0, 15),
            (0.05, 15),
            (0.084, 15),
            (0.087, 10),
            (0.15, 10),
            (0.186, 10),
            (0.188, 5),
            (0.25, 5),
            (0.288, 5),
            (0.290, 0),
            (0.31, 0),
        ] {
            for (x, y) in [(d, 0.0), (0.0, -d), (-d * 0.6, d * 0.8)] {
                let got = puck_value(&S, Place::Board, Vec2::new(x, y));
                assert_eq!(got, want, "{d} m from the centre at ({x}, {y})");
            }
        }
    }

    /// A board of the standard's size whose rings are exact binary
    /// fractions of a metre (in 1024ths: disc r = 16, line 2 wide, 15 circle
    /// r = 96, 10 circle r = 208, shooting line r = 312), so that a puck's
    /// edge can lie exactly on a line.
    const EXACT: CrokinoleSpec = CrokinoleSpec {
        disc_radius: 16.0 / 1024.0,
        line_width: 2.0 / 1024.0,
        fifteen_radius: 96.0 / 1024.0,
        ten_radius: 208.0 / 1024.0,
        shooting_line_radius: 312.0 / 1024.0,
        ..CrokinoleSpec::STANDARD
    };

    /// A puck whose edge lies exactly on a line's inner edge touches it and
    /// takes the lower value; 1/1024 m further in, it is clear inside.
    #[test]
    fn a_puck_exactly_at_a_line_touches_it() {
        // Centre at (ring - 1 - 16) / 1024: the edge at the line's inner edge.
        for (ring, inside, touching) in [(96.0, 15, 10), (208.0, 10, 5), (312.0, 5, 0)] {
            let d = (ring - 17.0) / 1024.0;
            let value = |d: f32| puck_value(&EXACT, Place::Board, Vec2::new(0.0, -d));
            assert_eq!(value(d), touching, "edge on the line of r = {ring}/1024");
            assert_eq!(
                value(d - 1.0 / 1024.0),
                inside,
                "inside the line of r = {ring}/1024"
            );
        }
    }

    /// The NCA's 15-line test: a flat puck counts when any of it touches
    /// the line, however far in it lies; its edge exactly on the line's
    /// outer edge still touches.
    #[test]
    fn the_fifteen_line_test_from_inside_to_outside() {
        assert!(reaches_fifteen_line(&S, Vec2::ZERO));
        assert!(reaches_fifteen_line(&S, Vec2::new(0.0, -0.06)));
        assert!(reaches_fifteen_line(&S, Vec2::new(0.11, 0.0)));
        assert!(reaches_fifteen_line(&S, Vec2::new(0.0, 0.118)));
        assert!(!reaches_fifteen_line(&S, Vec2::new(0.0, 0.12)));
        assert!(!reaches_fifteen_line(&S, Vec2::new(-0.2, 0.0)));
        // EXACT: the line's outer edge at 97/1024, the puck's inner edge on it.
        assert!(reaches_fifteen_line(&EXACT, Vec2::new(113.0 / 1024.0, 0.0)));
        assert!(!reaches_fifteen_line(
            &EXACT,
            Vec2::new(114.0 / 1024.0, 0.0)
        ));
    }

    fn board(pucks: &[(u16, Place, f32, f32)]) -> Vec<(DiscId, Place, Vec2)> {
        pucks
            .iter()
            .map(|&(id, place, x, y)| (id, place, Vec2::new(x, y)))
            .collect()
    }

    /// Two players: seat 0 has a 20 in the hole, a 15 and one on the rail
    /// (55); seat 2 a leaner on a post, a 10, a 5, a puck past the
    /// shooting line and two on the rail (25 + 10 + 5 + 0 + 40 = 80).
    #[test]
    fn a_two_player_round_is_counted_by_side() {
        let table = Table::new(TableKind::TwoPlayers, None, false).unwrap();
        let pucks = board(&[
            (puck_id(0, 0), Place::Hole, 0.0, 0.0),
            (puck_id(2, 0), Place::PostLeaner(1), 0.04, 0.09),
            (puck_id(0, 1), Place::Board, 0.05, 0.0),
            (puck_id(2, 1), Place::Board, 0.0, 0.15),
            (puck_id(2, 2), Place::Board, -0.25, 0.0),
            (puck_id(2, 3), Place::Board, 0.0, -0.31),
        ]);
        let rail = [puck_id(2, 4), puck_id(0, 2), puck_id(2, 5)];
        let got = tally(&S, &table, pucks.into_iter(), &rail);
        assert_eq!(
            got,
            vec![
                SideScore {
                    side: 0,
                    points: 55
                },
                SideScore {
                    side: 2,
                    points: 80
                },
            ]
        );
        // Nothing on the board and nothing on the rail: every side at 0.
        let none = tally(&S, &table, std::iter::empty(), &[]);
        assert_eq!(
            none.iter().map(|s| (s.side, s.points)).collect::<Vec<_>>(),
            [(0, 0), (2, 0)]
        );
    }

    /// Partners (seats 0 and 2, seats 1 and 3) score together.
    #[test]
    fn partners_points_go_to_their_team() {
        let table = Table::new(TableKind::FourTeams, None, false).unwrap();
        let pucks = board(&[
            (puck_id(0, 0), Place::OnPost(0), 0.1, 0.0),
            (puck_id(2, 0), Place::Board, 0.15, 0.0),
            (puck_id(1, 0), Place::HoleLeaner, 0.02, 0.0),
            (puck_id(3, 0), Place::Board, 0.25, 0.0),
        ]);
        let got = tally(&S, &table, pucks.into_iter(), &[puck_id(3, 1)]);
        assert_eq!(
            got.iter().map(|s| (s.side, s.points)).collect::<Vec<_>>(),
            [(0, 40), (1, 40)]
        );
    }

    fn scores(points: &[(Side, u32)]) -> Vec<SideScore> {
        points
            .iter()
            .map(|&(side, points)| SideScore { side, points })
            .collect()
    }

    /// The round's winner has strictly the most points; a tie at the top
    /// is nobody's round, whatever the others scored.
    #[test]
    fn the_leader_is_the_one_strictly_on_top() {
        assert_eq!(leader(&scores(&[(0, 40), (2, 55)])), Some(2));
        assert_eq!(leader(&scores(&[(0, 75), (2, 10)])), Some(0));
        assert_eq!(leader(&scores(&[(0, 10), (1, 35), (3, 20)])), Some(1));
        assert_eq!(leader(&scores(&[(0, 10), (1, 30), (2, 30)])), None);
        assert_eq!(leader(&scores(&[(1, 0), (3, 0)])), None);
        // A tie below the top does not matter.
        assert_eq!(leader(&scores(&[(0, 5), (1, 5), (3, 60)])), Some(3));
        assert_eq!(leader(&[]), None);
    }
}
