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
pub(super) const STANDOFF: f32 = 5e-5;

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
    // One rapier look-up per disc, not one per pair.
    let vel: Vec<Vec2> = (0..sim.discs.len()).map(|i| sim.velocity(i)).collect();
    // Pairs at rest cannot meet: only pairs with a mover, a pair of movers
    // once. The time is symmetric to the bit (negating both differences is
    // exact), and the earliest of a set does not depend on its order.
    for (i, a) in sim.discs.iter().enumerate() {
        let va = vel[i];
        if a.body.is_none() || va == Vec2::ZERO {
            continue;
        }
        for (j, b) in sim.discs.iter().enumerate() {
            if j == i || b.body.is_none() || b.low != a.low {
                continue;
            }
            let vb = vel[j];
            if j < i && vb != Vec2::ZERO {
                continue;
            }
            consider(time_to_touch(
                b.pos - a.pos,
                vb - va,
                a.radius + b.radius + STANDOFF,
            ));
        }
        if a.low {
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
pub(super) fn time_to_touch(p: Vec2, v: Vec2, reach: f32) -> Option<f32> {
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

/// When a point at `p` inside a circle of `radius` about the origin, moving
/// at `v`, reaches it.
pub(super) fn leave_circle(p: Vec2, v: Vec2, radius: f32) -> Option<f32> {
    let a = v.length_squared();
    if a == 0.0 {
        return None;
    }
    let b = p.dot(v);
    let c = p.length_squared() - radius * radius;
    let s = (b * b - a * c).sqrt();
    // The positive root of a t^2 + 2 b t + c = 0 (c < 0), without cancellation.
    Some(if b > 0.0 { -c / (b + s) } else { (s - b) / a })
}

/// True when no moving disc can reach anything during the next `dt`: no
/// disc or peg that it closes on, no wall it moves toward. Such a step needs
/// no contact solver and is integrated directly, which is most of the steps
/// of a shot. Discs touching but moving apart or sliding past need no solver
/// either: circles and straight walls only separate under such motion.
/// Velocities are this step's after friction (`Simulation::pre_velocity`).
pub(super) fn free_flight(sim: &Simulation, dt: f32) -> bool {
    let vel = &sim.pre_velocity;
    // Pairs at rest cannot close: only pairs with a mover are tested, a pair
    // of movers once (from its lower index). The test is symmetric to the
    // bit, so which side it is taken from does not matter.
    for (i, a) in sim.discs.iter().enumerate() {
        let va = vel[i];
        if a.body.is_none() || va == Vec2::ZERO {
            continue;
        }
        for (j, b) in sim.discs.iter().enumerate() {
            if j == i || b.body.is_none() || b.low != a.low {
                continue;
            }
            let vb = vel[j];
            if j < i && vb != Vec2::ZERO {
                continue;
            }
            if closes_within(b.pos - a.pos, vb - va, a.radius + b.radius + MARGIN, dt) {
                return false;
            }
        }
        if !a.low {
            for &(p, r) in &sim.pegs {
                if closes_within(p - a.pos, -va, a.radius + r + MARGIN, dt) {
                    return false;
                }
            }
        } else if meets_wall(sim, a.pos, va, a.radius, dt) {
            return false;
        }
    }
    true
}

/// Will two circles (relative position `p`, velocity `v`) come within
/// `reach` of each other, or press closer if already there, within `dt`?
fn closes_within(p: Vec2, v: Vec2, reach: f32, dt: f32) -> bool {
    if p.length_squared() <= reach * reach {
        return p.dot(v) < 0.0;
    }
    time_to_touch(p, v, reach).is_some_and(|t| t <= dt)
}

/// Extra room in the free-flight test, so a contact is never missed by rounding.
pub(super) const MARGIN: f32 = 2e-4;

/// Could a disc down in the ditch or gutter touch one of its walls (the
/// rail, or the edge of the surface seen from below) within `dt`?
fn meets_wall(sim: &Simulation, pos: Vec2, v: Vec2, r: f32, dt: f32) -> bool {
    let step = v * dt;
    match sim.board {
        crate::spec::BoardKind::Crokinole => {
            let c = &sim.spec.crokinole;
            // Check where it would be at the end of the step: both walls are
            // circles around it, and a straight move between them is closest
            // to the rail or the lip at one of its ends or not at all.
            let (d0, d1) = (pos.length(), (pos + step).length());
            let far = d0.max(d1) + r + MARGIN >= c.rail_radius();
            let near = d0.min(d1) - r - MARGIN <= c.surface_radius;
            // Moving along the inner wall curves away from it: only a move
            // that crosses inside the wall's reach matters.
            let closest = closest_to_origin(pos, step);
            far || near || closest - r - MARGIN <= c.surface_radius
        }
        crate::spec::BoardKind::Pitchnut => {
            let p = &sim.spec.pitchnut;
            let end = pos + step;
            let rail = p.rail_half() - r - MARGIN;
            let outer = end.x.abs() >= rail || end.y.abs() >= rail;
            // The lip is the field's square edge: a disc meets it once its
            // centre comes within r of that square.
            let lip = p.field_half + r + MARGIN;
            let inner = end.x.abs() <= lip && end.y.abs() <= lip;
            outer || inner
        }
    }
}

/// The distance from the board's centre to the segment from `p` to `p + d`.
fn closest_to_origin(p: Vec2, d: Vec2) -> f32 {
    let len2 = d.length_squared();
    if len2 == 0.0 {
        return p.length();
    }
    let t = (-p.dot(d) / len2).clamp(0.0, 1.0);
    (p + d * t).length()
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

    #[test]
    fn a_point_inside_a_circle_leaves_it_where_the_line_crosses() {
        // From the centre at 2 m/s to a circle of 0.5: 0.25 s.
        let t = leave_circle(Vec2::ZERO, Vec2::new(2.0, 0.0), 0.5).unwrap();
        assert!((t - 0.25).abs() < 1e-6);
        // From 0.3 out, moving outward and inward along the same line.
        let out = leave_circle(Vec2::new(0.3, 0.0), Vec2::new(1.0, 0.0), 0.5).unwrap();
        let back = leave_circle(Vec2::new(0.3, 0.0), Vec2::new(-1.0, 0.0), 0.5).unwrap();
        assert!((out - 0.2).abs() < 1e-6 && (back - 0.8).abs() < 1e-6);
    }
}
