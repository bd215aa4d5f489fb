//! The parts of each board that are not walls: the 20 hole, the ditch, the
//! gutter and the pockets. Checked after every step, in disc order.

use super::simulation::Simulation;
use crate::geom::Vec2;
use crate::shot::Place;
use crate::spec::{BoardKind, G, PitchnutSpec};

/// A disc dropped off the surface is put this far clear of the edge.
const CLEARANCE: f32 = 1e-4;

pub(super) fn apply(sim: &mut Simulation) {
    let dt = sim.spec.sim.dt();
    for i in 0..sim.discs.len() {
        if sim.discs[i].body.is_none() {
            continue;
        }
        let d = &sim.discs[i];
        let (pos, r) = (d.pos, d.radius);
        let here = (pos, d.low, d.place);
        if d.zoned == Some(here) {
            continue;
        }
        // Set again below when this check finds nothing to do.
        sim.discs[i].zoned = None;
        let d = &sim.discs[i];
        match (sim.board, d.low) {
            (BoardKind::Crokinole, false) => {
                let c = sim.spec.crokinole;
                let dist = pos.length();
                if dist > c.surface_radius {
                    let out = pos.normalize_or_zero() * dist.max(c.surface_radius + r + CLEARANCE);
                    sim.drop_low(i, out, Place::Ditch);
                } else if matches!(d.place, Place::Board | Place::HoleLeaner)
                    && dist < c.hole_unsupported_radius()
                {
                    let t = d.unsupported + dt;
                    sim.discs[i].unsupported = t;
                    if 0.5 * G * t * t >= c.hole_catch_drop {
                        sim.discs[i].pos = Vec2::ZERO;
                        sim.move_to(i, Place::Hole);
                    }
                } else {
                    sim.discs[i].unsupported = 0.0;
                    sim.discs[i].zoned = Some(here);
                }
            }
            (BoardKind::Pitchnut, false) => {
                let h = sim.spec.pitchnut.field_half;
                if pos.x.abs() > h || pos.y.abs() > h {
                    let push = |c: f32| {
                        if c.abs() > h {
                            c.signum() * c.abs().max(h + r + CLEARANCE)
                        } else {
                            c
                        }
                    };
                    sim.drop_low(i, Vec2::new(push(pos.x), push(pos.y)), Place::Gutter);
                } else {
                    sim.discs[i].zoned = Some(here);
                }
            }
            (BoardKind::Pitchnut, true) => {
                let p = sim.spec.pitchnut;
                if let Some(k) = p
                    .pockets()
                    .iter()
                    .position(|&c| c.distance(pos) < p.pocket_radius)
                {
                    sim.discs[i].pos = p.pockets()[k];
                    sim.move_to(i, Place::Pocket(k as u8));
                } else {
                    sim.discs[i].zoned = Some(here);
                }
            }
            (BoardKind::Crokinole, true) => sim.discs[i].zoned = Some(here),
        }
    }
}

/// The gutter floor falls toward the corners: the acceleration a piece in
/// the gutter at `pos` gets from the slope, along the gutter toward the
/// nearer pocket.
pub(super) fn gutter_slope(p: &PitchnutSpec, pos: Vec2) -> Vec2 {
    let h = p.field_half;
    let sign = |c: f32| if c >= 0.0 { 1.0 } else { -1.0 };
    let dir = match (pos.x.abs() > h, pos.y.abs() > h) {
        (true, true) => {
            let pocket = Vec2::new(sign(pos.x), sign(pos.y)) * (h + p.gutter_width * 0.5);
            (pocket - pos).normalize_or_zero()
        }
        (true, false) => Vec2::new(0.0, sign(pos.y)),
        (false, true) => Vec2::new(sign(pos.x), 0.0),
        (false, false) => Vec2::ZERO,
    };
    dir * p.gutter_slope_accel
}
