//! Time of impact between moving discs and pegs within a step.
//!
//! rapier builds a contact's normal from the positions at the start of a
//! step. A disc travelling several millimetres per step would hit along a
//! skewed normal, sending the struck disc off by degrees. So a step in which
//! two circles will meet is split: the world first advances to just before
//! the impact, then the rest of the step resolves it with an exact normal.

use super::simulation::Simulation;
use crate::geom::Vec2;

/// Substeps stop when the gap is this small (m).
const STANDOFF: f32 = 5e-5;

/// The earliest time within `horizon` seconds at which a moving disc reaches
/// `STANDOFF` of another disc or a peg on its own level, assuming straight
/// motion at the current velocities.
pub(super) fn earliest(sim: &Simulation, horizon: f32) -> Option<f32> {
    let mut best: Option<f32> = None;
    let mut consider = |t: Option<f32>| {
        if let Some(t) = t
            && t < horizon
            && best.is_none_or(|b| t < b)
        {
            best = Some(t);
        }
    };
    let n = sim.discs.len();
    for i in 0..n {
        let a = &sim.discs[i];
        if a.body.is_none() {
            continue;
        }
        let va = sim.velocity(i);
        for (j, b) in sim.discs.iter().enumerate().skip(i + 1) {
            if b.body.is_none() || b.low != a.low {
                continue;
            }
            let vb = sim.velocity(j);
            if va == Vec2::ZERO && vb == Vec2::ZERO {
                continue;
            }
            consider(time_to_touch(
                b.pos - a.pos,
                vb - va,
                a.radius + b.radius + STANDOFF,
            ));
        }
        if va == Vec2::ZERO || a.low {
            continue;
        }
        for &(p, r) in &sim.pegs {
            consider(time_to_touch(p - a.pos, -va, a.radius + r + STANDOFF));
        }
    }
    best
}

/// When two circles with relative position `p` and relative velocity `v`
/// first come within `reach` of each other: None if they are already that
/// close, moving apart, or will miss.
fn time_to_touch(p: Vec2, v: Vec2, reach: f32) -> Option<f32> {
    let c = p.length_squared() - reach * reach;
    let b = p.dot(v);
    if c <= 0.0 || b >= 0.0 {
        return None;
    }
    let a = v.length_squared();
    let disc = b * b - a * c;
    if disc < 0.0 {
        return None;
    }
    // Smaller root of a t^2 + 2 b t + c = 0, in the cancellation-free form.
    Some(c / (-b + disc.sqrt()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn head_on_meeting_time() {
        // 0.1 apart, closing at 2 m/s, touching at 0.032: (0.1 - 0.032) / 2.
        let t = time_to_touch(Vec2::new(0.1, 0.0), Vec2::new(-2.0, 0.0), 0.032).unwrap();
        assert!((t - 0.034).abs() < 1e-6);
        assert_eq!(
            time_to_touch(Vec2::new(0.1, 0.0), Vec2::new(2.0, 0.0), 0.032),
            None
        );
        assert_eq!(
            time_to_touch(Vec2::new(0.1, 0.05), Vec2::new(-2.0, 0.0), 0.032),
            None
        );
    }
}

/// True when no moving disc can reach anything during the next `dt`: no disc
/// or peg within reach, no wall within its travel. Such a step needs no
/// contact solver and is integrated directly, which is most of the steps of
/// a shot.
pub(super) fn free_flight(sim: &Simulation, dt: f32) -> bool {
    for (i, a) in sim.discs.iter().enumerate() {
        if a.body.is_none() {
            continue;
        }
        let va = sim.velocity(i);
        if va == Vec2::ZERO {
            continue;
        }
        let travel = va.length() * dt + MARGIN;
        for (j, b) in sim.discs.iter().enumerate() {
            if j == i || b.body.is_none() || b.low != a.low {
                continue;
            }
            // Generous: both could be moving toward each other.
            let vb = sim.velocity(j).length() * dt;
            if a.pos.distance(b.pos) <= a.radius + b.radius + travel + vb + MARGIN {
                return false;
            }
        }
        if !a.low {
            for &(p, r) in &sim.pegs {
                if a.pos.distance(p) <= a.radius + r + travel {
                    return false;
                }
            }
        }
        if near_wall(sim, a.pos, a.radius + travel, a.low) {
            return false;
        }
    }
    true
}

/// Extra room in the free-flight test, so a contact is never missed by rounding.
const MARGIN: f32 = 2e-4;

/// Could a disc centred at `pos` with `reach` touch a rail or the ditch or
/// gutter wall, or cross the edge of the surface? Crossing the edge is
/// handled by the zone checks after each step, so only discs already down
/// in the ditch or gutter meet walls.
fn near_wall(sim: &Simulation, pos: Vec2, reach: f32, low: bool) -> bool {
    if !low {
        return false;
    }
    match sim.board {
        crate::spec::BoardKind::Crokinole => {
            let c = &sim.spec.crokinole;
            let d = pos.length();
            d + reach >= c.rail_radius() || d - reach <= c.surface_radius
        }
        crate::spec::BoardKind::Pitchnut => {
            let p = &sim.spec.pitchnut;
            let (x, y) = (pos.x.abs(), pos.y.abs());
            let outer = x + reach >= p.rail_half() || y + reach >= p.rail_half();
            // The lip: the field's edge, seen from the gutter.
            let lip_x = x - reach <= p.field_half && y - reach <= p.field_half;
            outer || lip_x
        }
    }
}
