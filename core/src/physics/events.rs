//! A step in which discs meet, played impact by impact (engine 5).
//!
//! Most contacts of a shot are lone impacts: two discs, a disc and a peg, or
//! a low disc and a wall, with nothing else within reach of either. Each is
//! found exactly (time of impact at the current velocities), the discs glide
//! to it, and it gets the impulse of two rigid discs: restitution along the
//! normal and Coulomb friction across it, with the spin (`impulse`). rapier
//! is called only for what that cannot settle: discs pressing on each other,
//! a cluster (a third body within reach at the moment of impact), a leaner
//! against its post. It then takes the rest of the step, as before.
//!
//! A rapier call costs tens of thousands of instructions whatever it
//! resolves, and a glide a few hundred, so this is where the time went.

use super::impact::{MARGIN, STANDOFF, leave_circle, time_to_touch};
use super::impulse::{self, Body};
use super::simulation::Simulation;
use super::tags::Tag;
use crate::geom::Vec2;
use crate::spec::BoardKind;

/// At most this many impacts are resolved by hand in one step; more go to
/// the solver (a disc rattling in a corner).
const MAX_EVENTS: u32 = 16;

/// What a moving disc meets.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Obstacle {
    Disc(usize),
    Peg(usize),
    /// The rail or the lip, with the normal from the disc toward it.
    Wall {
        rail: bool,
        normal: Vec2,
    },
}

/// What happens first within the rest of a step.
pub(super) enum Next {
    /// Nothing meets anything.
    Clear,
    /// Disc `disc` meets `with` after `t` seconds.
    Impact { t: f32, disc: usize, with: Obstacle },
    /// Two bodies already in contact press on each other: the solver's job.
    Pressing,
}

impl Next {
    pub(super) fn is_clear(&self) -> bool {
        matches!(self, Next::Clear)
    }
}

/// Plays a step of `dt` seconds whose first event, `first`, is found.
pub(super) fn run(sim: &mut Simulation, dt: f32, first: Next) {
    let mut left = dt;
    let mut found = Some(first);
    for _ in 0..MAX_EVENTS {
        match found.take().unwrap_or_else(|| next(sim, left)) {
            Next::Clear => {
                sim.glide(left);
                return;
            }
            Next::Pressing => break,
            Next::Impact { t, disc, with } => {
                sim.glide(t);
                left -= t;
                if !lone(sim, disc, with) {
                    break;
                }
                resolve(sim, disc, with);
                if left <= 0.0 {
                    return;
                }
            }
        }
    }
    sim.solve(left);
}

/// The first impact within `horizon` seconds at this step's velocities.
pub(super) fn next(sim: &Simulation, horizon: f32) -> Next {
    let vel = &sim.pre_velocity;
    let mut best: Option<(f32, usize, Obstacle)> = None;
    // Earliest first; a tie goes to the lower disc, then the lower obstacle,
    // so the choice does not depend on the order pairs are visited in.
    let mut consider = |t: f32, disc: usize, with: Obstacle| {
        if t <= horizon && best.is_none_or(|(b, d, w)| (t, disc, rank(with)) < (b, d, rank(w))) {
            best = Some((t, disc, with));
        }
    };
    // As in `impact::free_flight`: only pairs with a mover, a pair of movers once.
    for (i, a) in sim.discs.iter().enumerate() {
        let va = vel[i];
        if a.body.is_none() || va == Vec2::ZERO {
            continue;
        }
        // Nothing farther than this along either axis can be reached in time.
        let span =
            |r: f32, v: Vec2| r + STANDOFF + (v - va).x.abs().max((v - va).y.abs()) * horizon;
        for (j, b) in sim.discs.iter().enumerate() {
            if j == i || b.body.is_none() || b.low != a.low {
                continue;
            }
            let vb = vel[j];
            if j < i && vb != Vec2::ZERO {
                continue;
            }
            let p = b.pos - a.pos;
            let reach = a.radius + b.radius;
            let far = span(reach, vb);
            if p.x.abs() > far || p.y.abs() > far {
                continue;
            }
            match meeting(p, vb - va, reach + STANDOFF) {
                Meeting::Never => {}
                Meeting::Pressing => return Next::Pressing,
                Meeting::At(t) => consider(t, i.min(j), Obstacle::Disc(i.max(j))),
            }
        }
        if a.low {
            match wall(sim, a.pos, va, a.radius) {
                Some(Meeting::Pressing) => return Next::Pressing,
                Some(Meeting::At((t, w))) => consider(t, i, w),
                _ => {}
            }
            continue;
        }
        for (k, &(p, r)) in sim.pegs.iter().enumerate() {
            let p = p - a.pos;
            let far = span(a.radius + r, Vec2::ZERO);
            if p.x.abs() > far || p.y.abs() > far {
                continue;
            }
            match meeting(p, -va, a.radius + r + STANDOFF) {
                Meeting::Never => {}
                Meeting::Pressing => return Next::Pressing,
                Meeting::At(t) => consider(t, i, Obstacle::Peg(k)),
            }
        }
    }
    match best {
        Some((t, disc, with)) => Next::Impact { t, disc, with },
        None => Next::Clear,
    }
}

/// Orders obstacles of equal time: discs, then pegs, then walls.
fn rank(with: Obstacle) -> (u8, usize) {
    match with {
        Obstacle::Disc(j) => (0, j),
        Obstacle::Peg(k) => (1, k),
        Obstacle::Wall { rail, .. } => (2, usize::from(rail)),
    }
}

enum Meeting<T> {
    Never,
    Pressing,
    At(T),
}

/// Two circles, relative position `p` and velocity `v`, that touch at `reach`.
fn meeting(p: Vec2, v: Vec2, reach: f32) -> Meeting<f32> {
    if p.length_squared() <= reach * reach {
        return if p.dot(v) < 0.0 {
            Meeting::Pressing
        } else {
            Meeting::Never
        };
    }
    match time_to_touch(p, v, reach) {
        Some(t) => Meeting::At(t),
        None => Meeting::Never,
    }
}

/// When a low disc at `pos` moving at `v` reaches `STANDOFF` of a wall.
fn wall(sim: &Simulation, pos: Vec2, v: Vec2, r: f32) -> Option<Meeting<(f32, Obstacle)>> {
    let mut best: Option<(f32, Obstacle)> = None;
    let mut consider = |t: f32, rail: bool, normal: Vec2| {
        if best.is_none_or(|(b, _)| t < b) {
            best = Some((t, Obstacle::Wall { rail, normal }));
        }
    };
    match sim.board {
        BoardKind::Crokinole => {
            let c = &sim.spec.crokinole;
            // The rail: the centre stays inside a circle.
            let rail = c.rail_radius() - r - STANDOFF;
            let (b, len2) = (pos.dot(v), pos.length_squared());
            if len2 >= rail * rail {
                if b > 0.0 {
                    return Some(Meeting::Pressing);
                }
            } else if let Some(t) = leave_circle(pos, v, rail) {
                consider(t, true, (pos + v * t).normalize_or_zero());
            }
            // The lip: the centre stays outside a circle.
            match meeting(-pos, -v, c.surface_radius + r + STANDOFF) {
                Meeting::Never => {}
                Meeting::Pressing => return Some(Meeting::Pressing),
                Meeting::At(t) => consider(t, false, -(pos + v * t).normalize_or_zero()),
            }
        }
        BoardKind::Pitchnut => {
            let p = &sim.spec.pitchnut;
            let rail = p.rail_half() - r - STANDOFF;
            for (c, vc, axis) in [
                (pos.x, v.x, Vec2::new(1.0, 0.0)),
                (pos.y, v.y, Vec2::new(0.0, 1.0)),
            ] {
                if vc == 0.0 {
                    continue;
                }
                let side = vc.signum();
                let gap = rail - c * side;
                if gap <= 0.0 {
                    return Some(Meeting::Pressing);
                }
                consider(gap / (vc * side), true, axis * side);
            }
            // The lip: the field's square edge grown by the disc's reach, with
            // round corners: its four faces and its four corners.
            let h = p.field_half;
            let reach = r + STANDOFF;
            let near = pos - Vec2::new(pos.x.clamp(-h, h), pos.y.clamp(-h, h));
            if near.length_squared() <= reach * reach {
                if near.dot(v) < 0.0 {
                    return Some(Meeting::Pressing);
                }
            } else {
                let face = h + reach;
                for (c, vc, other, vo, axis) in [
                    (pos.x, v.x, pos.y, v.y, Vec2::new(1.0, 0.0)),
                    (pos.y, v.y, pos.x, v.x, Vec2::new(0.0, 1.0)),
                ] {
                    let side = c.signum();
                    if c * side > face && vc * side < 0.0 {
                        let t = (c * side - face) / -(vc * side);
                        if (other + vo * t).abs() <= h {
                            consider(t, false, -axis * side);
                        }
                    }
                }
                for corner in [(h, h), (-h, h), (-h, -h), (h, -h)] {
                    let q = Vec2::new(corner.0, corner.1);
                    if let Some(t) = time_to_touch(q - pos, -v, reach) {
                        consider(t, false, (q - (pos + v * t)).normalize_or_zero());
                    }
                }
            }
        }
    }
    best.map(Meeting::At)
}

/// Is the impact of disc `i` with `with` a lone one: nothing else within
/// reach of either side?
fn lone(sim: &Simulation, i: usize, with: Obstacle) -> bool {
    let partner = match with {
        Obstacle::Disc(j) => Some(j),
        _ => None,
    };
    let walls_allowed = u32::from(matches!(with, Obstacle::Wall { .. }));
    [Some(i), partner].into_iter().flatten().all(|k| {
        let d = &sim.discs[k];
        let clear_of_discs = sim.discs.iter().enumerate().all(|(m, o)| {
            m == i
                || Some(m) == partner
                || o.body.is_none()
                || o.low != d.low
                || o.pos.distance(d.pos) > o.radius + d.radius + MARGIN
        });
        let clear_of_rest = if d.low {
            near_walls(sim, d.pos, d.radius) <= if k == i { walls_allowed } else { 0 }
        } else {
            sim.pegs.iter().enumerate().all(|(n, &(p, r))| {
                (k == i && with == Obstacle::Peg(n)) || p.distance(d.pos) > r + d.radius + MARGIN
            })
        };
        clear_of_discs && clear_of_rest
    })
}

/// How many wall parts a low disc is within `MARGIN` of.
fn near_walls(sim: &Simulation, pos: Vec2, r: f32) -> u32 {
    let reach = r + MARGIN;
    match sim.board {
        BoardKind::Crokinole => {
            let c = &sim.spec.crokinole;
            let d = pos.length();
            u32::from(d + reach >= c.rail_radius()) + u32::from(d - reach <= c.surface_radius)
        }
        BoardKind::Pitchnut => {
            let p = &sim.spec.pitchnut;
            let rail = p.rail_half() - reach;
            let h = p.field_half;
            let near = pos - Vec2::new(pos.x.clamp(-h, h), pos.y.clamp(-h, h));
            u32::from(pos.x.abs() >= rail)
                + u32::from(pos.y.abs() >= rail)
                + u32::from(near.length_squared() <= reach * reach)
        }
    }
}

/// Gives disc `i` and what it met the impulse of their impact, then records
/// the contact and applies its rules (a stack falls, a leaner, off the board).
fn resolve(sim: &mut Simulation, i: usize, with: Obstacle) {
    let m = sim.spec.materials(sim.board);
    let body = |sim: &Simulation, k: usize| {
        let d = &sim.discs[k];
        Body {
            v: sim.pre_velocity[k],
            w: sim.spin(k),
            inv_mass: 1.0 / sim.spec.mass(sim.board, d.kind),
            radius: d.radius,
        }
    };
    // rapier's combine rules: restitution Min, friction Max.
    let (e, mu, normal, tag) = match with {
        Obstacle::Disc(j) => {
            // Reported from the lower index, as rapier's sorted pairs are.
            let (lo, hi) = (i.min(j), i.max(j));
            let normal = (sim.discs[hi].pos - sim.discs[lo].pos).normalize_or_zero();
            let (a, b) = impulse::collide(
                body(sim, lo),
                body(sim, hi),
                normal,
                m.restitution_disc_disc,
                m.friction_disc,
            );
            sim.set_velocity(lo, a.v, a.w);
            sim.set_velocity(hi, b.v, b.w);
            super::contacts::on_contact_along(sim, lo, Tag::Disc(hi), normal);
            refresh(sim, &[lo, hi]);
            return;
        }
        Obstacle::Peg(k) => (
            m.restitution_disc_disc.min(m.restitution_disc_peg),
            m.friction_disc.max(m.friction_peg),
            (sim.pegs[k].0 - sim.discs[i].pos).normalize_or_zero(),
            Tag::Peg(k as u8),
        ),
        Obstacle::Wall { rail, normal } => {
            let tag = if rail { Tag::Rail } else { Tag::Lip };
            (
                m.restitution_disc_disc.min(m.restitution_disc_rail),
                m.friction_disc.max(m.friction_rail),
                normal,
                tag,
            )
        }
    };
    let (a, _) = impulse::collide(body(sim, i), Body::FIXED, normal, e, mu);
    sim.set_velocity(i, a.v, a.w);
    super::contacts::on_contact_along(sim, i, tag, normal);
    refresh(sim, &[i]);
}

/// This step's velocities after an impact: the discs that took it, and any
/// stacked piece it knocked down.
fn refresh(sim: &mut Simulation, discs: &[usize]) {
    if sim.any_stacked {
        for k in 0..sim.discs.len() {
            sim.pre_velocity[k] = sim.velocity(k);
        }
    } else {
        for &k in discs {
            sim.pre_velocity[k] = sim.velocity(k);
        }
    }
}
