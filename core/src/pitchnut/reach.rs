//! Reading 19, engines before 6: a piece the shooter cannot touch. The gap
//! between a pocket's two gate pegs was wider than a piece but narrower
//! than the shooter (engine 6 widened it: docs/physics.md), so a
//! piece that comes to rest inside a gate, against the gutter, can only be
//! moved by another piece. When no piece on the board can be touched at all
//! (the soak found four-player games left with only the poison in a gate),
//! nothing can ever move again: those pieces go back to the centre.

use crate::geom::{Vec2, segment_distance};
use crate::shot::Disc;
use crate::spec::PitchnutSpec;

/// Directions of approach tried around a piece (4 degrees apart).
const DIRECTIONS: u32 = 90;
/// The straight run on the field, clear of every peg, that a shooter needs
/// to reach a contact: longer than any gate is deep, so it starts in the
/// open field.
const APPROACH: f32 = 0.12;

/// Can a shooter coming in a straight line across the field, clear of the
/// pegs, touch a piece of `radius` lying at `pos`? Other pieces are not in
/// the way: they can be moved.
pub(super) fn touchable(spec: &PitchnutSpec, pos: Vec2, radius: f32) -> bool {
    let contact = radius + spec.shooter_radius;
    // Far from every pocket no gate is near, and the open side of a piece
    // always has room: skip the search (the usual case, and cheap).
    let reach_of_gate = spec.pocket_peg_distance + spec.peg_radius + contact + APPROACH * 0.25;
    if spec
        .pockets()
        .iter()
        .all(|p| p.distance(pos) > reach_of_gate)
    {
        return true;
    }
    searched(spec, pos, contact)
}

/// The search itself: some straight approach of the shooter, clear of
/// every peg, to a contact at `contact` from `pos`.
fn searched(spec: &PitchnutSpec, pos: Vec2, contact: f32) -> bool {
    let pegs = spec.pegs();
    let on_field = |p: Vec2| p.x.abs() <= spec.field_half && p.y.abs() <= spec.field_half;
    (0..DIRECTIONS).any(|k| {
        let angle = k as f32 * core::f32::consts::TAU / DIRECTIONS as f32;
        let (s, c) = libm::sincosf(angle);
        let out = Vec2::new(c, s);
        let at = pos + out * contact;
        let from = at + out * APPROACH;
        on_field(at)
            && on_field(from)
            && pegs
                .iter()
                .all(|&(peg, r)| segment_distance(at, from, peg) > r + spec.shooter_radius)
    })
}

/// True when pieces lie on the board and the shooter can touch none of them.
pub(super) fn out_of_reach(spec: &PitchnutSpec, board: &[Disc]) -> bool {
    !board.is_empty()
        && !board
            .iter()
            .any(|d| touchable(spec, d.pos, spec.radius(d.kind)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shot::Place;
    use crate::spec::DiscKind;

    const SPEC: PitchnutSpec = PitchnutSpec::STANDARD;
    /// Engine 5's board: its gate (36.5 mm) was narrower than the shooter.
    const OLD: PitchnutSpec = crate::spec::Spec::for_engine(5).pitchnut;

    fn poison(pos: Vec2) -> Disc {
        Disc {
            id: 0,
            kind: DiscKind::Poison,
            pos,
            place: Place::Board,
        }
    }

    #[test]
    fn a_piece_in_open_field_is_touchable() {
        for pos in [
            Vec2::ZERO,
            Vec2::new(0.2, -0.1),
            Vec2::new(-0.29, 0.0),
            Vec2::new(0.0, 0.289),
        ] {
            assert!(touchable(&SPEC, pos, SPEC.piece_radius), "{pos:?}");
        }
    }

    #[test]
    fn a_piece_just_outside_a_gate_is_touchable() {
        // On the diagonal, its edge at the gate's pegs, on the field side.
        let pocket = SPEC.pockets()[2];
        let inward = (-pocket).normalize_or_zero();
        let pos = pocket + inward * (SPEC.pocket_peg_distance + SPEC.piece_radius + 0.002);
        assert!(touchable(&SPEC, pos, SPEC.piece_radius));
    }

    #[test]
    fn the_soaks_poison_in_a_gate_is_out_of_reach_on_the_engine_5_board() {
        // Where `soak 1000 --table pitchnut-4p-Canadian` match 459 left it
        // (engine 4): past the pegs of pocket 2's gate, against the gutter.
        let pos = Vec2::new(-0.291_793_85, -0.303_541_18);
        assert!(!touchable(&OLD, pos, OLD.piece_radius));
        assert!(out_of_reach(&OLD, &[poison(pos)]));
        // Another piece that can be touched can knock it out: not dead.
        assert!(!out_of_reach(
            &OLD,
            &[poison(pos), poison(Vec2::new(0.1, 0.1))]
        ));
        // The same spot at each pocket, by symmetry.
        for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0)] {
            let mirrored = Vec2::new(pos.x * sx, pos.y * sy);
            assert!(!touchable(&OLD, mirrored, OLD.piece_radius), "{mirrored:?}");
            // Engine 6's gate lets the shooter through to it.
            assert!(
                touchable(&SPEC, mirrored, SPEC.piece_radius),
                "{mirrored:?}"
            );
        }
    }

    /// The shortcut far from the pockets only saves the search: on both
    /// boards, over a corner of the field (the others are the same by
    /// symmetry) on a 1 mm grid, it never gives another answer.
    #[test]
    fn skipping_the_search_far_from_the_gates_never_changes_the_answer() {
        let untouchable = [SPEC, OLD].map(|spec| {
            let lim = spec.field_half;
            let r = spec.piece_radius;
            let mut untouchable = 0;
            for i in 0..=150 {
                for j in 0..=150 {
                    let p = Vec2::new(-lim + 0.001 * i as f32, -lim + 0.001 * j as f32);
                    let search = searched(&spec, p, r + spec.shooter_radius);
                    assert_eq!(touchable(&spec, p, r), search, "{p:?}");
                    untouchable += usize::from(!search);
                }
            }
            untouchable
        });
        // The grid reaches into engine 5's gate, where the search says no.
        assert_eq!(untouchable[0], 0);
        assert!(untouchable[1] > 10, "{untouchable:?}");
    }

    #[test]
    fn an_empty_board_is_not_out_of_reach() {
        assert!(!out_of_reach(&SPEC, &[]));
    }

    /// Why engine 6 has no reading 19: on a 0.5 mm grid over a corner of
    /// the field (10 cm square, the gate in it; the others are the same by
    /// symmetry) every spot can be touched, where engine 5's gate left
    /// hundreds that could not.
    #[test]
    fn no_spot_is_out_of_reach_through_engine_6_gates() {
        let untouchable = |spec: &PitchnutSpec| {
            let lim = spec.field_half;
            (0..=200)
                .flat_map(|i| (0..=200).map(move |j| (i, j)))
                .map(|(i, j)| Vec2::new(-lim + 0.0005 * i as f32, -lim + 0.0005 * j as f32))
                .filter(|&p| !touchable(spec, p, spec.piece_radius))
                .count()
        };
        assert_eq!(untouchable(&SPEC), 0);
        assert!(untouchable(&OLD) > 100, "{}", untouchable(&OLD));
    }
}
