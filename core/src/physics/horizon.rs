//! How many steps of free flight are certain from here.
//!
//! `impact::free_flight` tests every pair of discs, every disc against every
//! peg and every low disc against its walls, each step. Between two events a
//! disc only slows (Coulomb friction scales its velocity down) or, in the
//! pitchnut gutter, speeds up by at most the slope's acceleration, so a gap
//! wider than the most both sides can cover in k steps cannot close within
//! those k steps. The test is then skipped for them: the steps are the same
//! glides, in the same order, so the bits are the same as testing each one.

use super::simulation::Simulation;
use crate::geom::Vec2;
use crate::spec::BoardKind;

/// At most this many steps are taken on one estimate.
const MAX_STEPS: u32 = 240;
/// Extra room for rounding in positions accumulated step by step and in the
/// per-step test itself (m); the test's own margin is 0.2 mm on top.
const SLACK: f32 = 1e-4;
/// Room on speed bounds for rounding (relative).
const SPEED_ROOM: f32 = 1.001;

/// The number of steps, counting the current one, for which `free_flight`
/// is certain to hold given the current positions and velocities (the
/// velocities after this step's friction). Call it only when `free_flight`
/// holds for the current step; the answer is at least 1.
pub(super) fn clear_steps(sim: &Simulation, velocities: &[Vec2], dt: f32) -> u32 {
    let mut best = MAX_STEPS;
    // The most a disc may move per step over the next MAX_STEPS steps.
    let gutter = sim.board == BoardKind::Pitchnut;
    let accel = sim.spec.pitchnut.gutter_slope_accel * dt * MAX_STEPS as f32;
    let reach = |i: usize| -> f32 {
        let d = &sim.discs[i];
        let mut s = velocities[i].length();
        if gutter && d.low {
            s += accel;
        }
        s * SPEED_ROOM * dt
    };
    let n = sim.discs.len();
    let reach_of: Vec<f32> = (0..n).map(reach).collect();
    // As in `free_flight`: only pairs with a mover, a pair of movers once.
    for i in 0..n {
        let a = &sim.discs[i];
        let ra = reach_of[i];
        if a.body.is_none() || ra == 0.0 {
            continue;
        }
        for (j, (b, &rb)) in sim.discs.iter().zip(&reach_of).enumerate() {
            if j == i || b.body.is_none() || b.low != a.low {
                continue;
            }
            if j < i && rb != 0.0 {
                continue;
            }
            let gap = b.pos.distance(a.pos) - a.radius - b.radius - super::impact::MARGIN;
            best = limit(best, gap, ra + rb);
        }
        if !a.low {
            for &(p, r) in &sim.pegs {
                best = limit(
                    best,
                    p.distance(a.pos) - a.radius - r - super::impact::MARGIN,
                    ra,
                );
            }
        } else {
            best = limit(best, wall_gap(sim, a.pos, a.radius), ra);
        }
        if best == 1 {
            break;
        }
    }
    best
}

/// `best` lowered to the steps in which `per_step` a step cannot use up `gap`.
fn limit(best: u32, gap: f32, per_step: f32) -> u32 {
    if per_step <= 0.0 {
        return best;
    }
    let k = (gap - SLACK) / per_step;
    if k >= best as f32 {
        best
    } else if k < 1.0 {
        1
    } else {
        k as u32
    }
}

/// How far a low disc is from the nearer of its walls, in the terms of
/// `impact::meets_wall` (which adds one step's travel on top).
fn wall_gap(sim: &Simulation, pos: Vec2, r: f32) -> f32 {
    let m = super::impact::MARGIN;
    match sim.board {
        BoardKind::Crokinole => {
            let c = &sim.spec.crokinole;
            let d = pos.length();
            let rail = c.rail_radius() - (d + r + m);
            let lip = (d - r - m) - c.surface_radius;
            // One step of travel is inside the per-step test: leave room for it.
            rail.min(lip)
        }
        BoardKind::Pitchnut => {
            let p = &sim.spec.pitchnut;
            let far = pos.x.abs().max(pos.y.abs());
            let rail = (p.rail_half() - r - m) - far;
            let lip = far - (p.field_half + r + m);
            rail.min(lip)
        }
    }
}
