//! How many steps of free flight are certain from here.
//!
//! `impact::free_flight` tests every pair of discs, every disc against every
//! peg and every low disc against its walls, each step. Between two events a
//! disc only slows (Coulomb friction scales its velocity down) or, in the
//! pitchnut gutter, speeds up by at most the slope's acceleration, so a gap
//! wider than the most both sides can cover in k steps cannot close within
//! those k steps. The test is then skipped for them: the steps are the same
//! glides, in the same order, so the bits are the same as testing each one.

use super::impact::{leave_circle, time_to_touch};
use super::simulation::Simulation;
use crate::geom::Vec2;
use crate::spec::{BoardKind, Impacts};

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
    // The most a disc may move in the next k steps (`Travel`).
    let gutter = sim.board == BoardKind::Pitchnut;
    let slope = sim.spec.pitchnut.gutter_slope_accel;
    let exact = sim.spec.sim.impacts == Impacts::Exact;
    let reach = |i: usize| -> Travel {
        let d = &sim.discs[i];
        let s = velocities[i].length();
        let pulled = gutter && d.low;
        if exact {
            // The slope's pull grows with the steps: k steps cover at most
            // s k dt + slope (k dt)^2.
            let pull = if pulled {
                slope * dt * dt * SPEED_ROOM
            } else {
                0.0
            };
            Travel::new(s * SPEED_ROOM * dt, pull)
        } else {
            let s = if pulled {
                s + slope * dt * MAX_STEPS as f32
            } else {
                s
            };
            Travel::new(s * SPEED_ROOM * dt, 0.0)
        }
    };
    let n = sim.discs.len();
    let reach_of: Vec<Travel> = (0..n).map(reach).collect();
    // As in `free_flight`: only pairs with a mover, a pair of movers once.
    for i in 0..n {
        let a = &sim.discs[i];
        let ra = reach_of[i];
        if a.body.is_none() || ra.is_still() {
            continue;
        }
        for (j, (b, &rb)) in sim.discs.iter().zip(&reach_of).enumerate() {
            if j == i || b.body.is_none() || b.low != a.low {
                continue;
            }
            if j < i && !rb.is_still() {
                continue;
            }
            let reach = a.radius + b.radius + super::impact::MARGIN;
            let gap = if exact && rb.is_still() && !a.low {
                // A mover and a disc at rest: the mover's path is straight.
                ray_to_circle(a.pos, velocities[i], b.pos, reach)
            } else {
                b.pos.distance(a.pos) - reach
            };
            best = limit(best, gap, ra.and(rb));
        }
        if !a.low {
            for &(p, r) in &sim.pegs {
                let reach = a.radius + r + super::impact::MARGIN;
                let gap = if exact {
                    ray_to_circle(a.pos, velocities[i], p, reach)
                } else {
                    p.distance(a.pos) - reach
                };
                best = limit(best, gap, ra);
            }
        } else if exact {
            best = wall_ahead(sim, best, a.pos, velocities[i], a.radius, ra);
        } else {
            best = limit(best, wall_gap(sim, a.pos, a.radius), ra);
        }
        if best == 1 {
            break;
        }
    }
    best
}

/// How far a disc (or a pair, together) may move in k steps: at most
/// `per_step` k + `pull` k^2 (the pull: the gutter's slope, engine 5).
#[derive(Clone, Copy, Debug)]
struct Travel {
    per_step: f32,
    pull: f32,
}

impl Travel {
    fn new(per_step: f32, pull: f32) -> Travel {
        Travel { per_step, pull }
    }

    fn is_still(self) -> bool {
        self.per_step == 0.0 && self.pull == 0.0
    }

    fn and(self, o: Travel) -> Travel {
        Travel::new(self.per_step + o.per_step, self.pull + o.pull)
    }
}

/// `best` lowered to the steps in which `travel` cannot use up `gap`.
fn limit(best: u32, gap: f32, travel: Travel) -> u32 {
    let Travel { per_step, pull } = travel;
    if travel.is_still() {
        return best;
    }
    let g = gap - SLACK;
    if g <= 0.0 {
        return 1;
    }
    if g == f32::INFINITY {
        return best;
    }
    let k = if pull > 0.0 {
        // The larger k with per_step k + pull k^2 = g, without cancellation.
        2.0 * g / (per_step + (per_step * per_step + 4.0 * pull * g).sqrt())
    } else {
        g / per_step
    };
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

/// Engine 5: `best` lowered to the steps in which a low disc cannot reach a
/// wall that lies ahead of it. Only impacts matter there (`events`), and a
/// low disc's path is straight (friction only slows it) but for the gutter's
/// slope, which acts along the gutter: so a disc sliding along a wall, or
/// away from it, is not held to a step at a time by it. `travel` bounds
/// how far the disc may move in a step (the gutter's pull included).
fn wall_ahead(sim: &Simulation, best: u32, pos: Vec2, v: Vec2, r: f32, travel: Travel) -> u32 {
    let m = super::impact::MARGIN;
    let near = wall_gap(sim, pos, r);
    if near <= 0.0 || v == Vec2::ZERO {
        // Touching, or about to be pulled along: as the solver's engine does.
        return limit(best, near, travel);
    }
    match sim.board {
        BoardKind::Crokinole => {
            let c = &sim.spec.crokinole;
            // The rail (from inside) and the lip (from outside) along the
            // ray: times at unit speed are distances.
            let dir = v * (1.0 / v.length());
            let to_rail = leave_circle(pos, dir, c.rail_radius() - r - m);
            let to_lip = time_to_touch(-pos, -dir, c.surface_radius + r + m);
            let ahead = to_rail
                .unwrap_or(f32::INFINITY)
                .min(to_lip.unwrap_or(f32::INFINITY));
            limit(best, ahead, travel)
        }
        BoardKind::Pitchnut => {
            let p = &sim.spec.pitchnut;
            let h = p.field_half;
            let (across, along, va) = match (pos.x.abs() > h, pos.y.abs() > h) {
                (false, true) => (pos.y, pos.x, v.y),
                (true, false) => (pos.x, pos.y, v.x),
                // A corner, where the slope turns: as the solver's engine does.
                _ => return limit(best, near, travel),
            };
            // Across the gutter the slope does not act: the speed only falls.
            let out = va * across.signum();
            let gap = if out > 0.0 {
                (p.rail_half() - r - m) - across.abs()
            } else {
                across.abs() - (h + r + m)
            };
            let across = Travel::new(va.abs() * SPEED_ROOM * sim.spec.sim.dt(), 0.0);
            let best = limit(best, gap, across);
            // Along it, until the corner where the slope turns.
            limit(best, h - along.abs(), travel)
        }
    }
}

/// Engine 5: how far a disc at `pos` moving along `v` (a straight path:
/// friction only slows it) goes before it comes within `reach` of a fixed
/// point; infinite if it never does or is moving away from it already.
fn ray_to_circle(pos: Vec2, v: Vec2, centre: Vec2, reach: f32) -> f32 {
    let p = centre - pos;
    if v == Vec2::ZERO {
        return f32::INFINITY;
    }
    if p.length_squared() <= reach * reach {
        return if p.dot(v) > 0.0 { 0.0 } else { f32::INFINITY };
    }
    // At unit speed along the path, the time is the distance.
    let dir = v * (1.0 / v.length());
    time_to_touch(p, -dir, reach).unwrap_or(f32::INFINITY)
}
