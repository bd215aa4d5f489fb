//! Turns rapier's contact pairs into the ordered contacts of the shot report,
//! and applies the rules that happen at the moment of a contact.

use super::simulation::Simulation;
use super::stack;
use super::tags::Tag;
use crate::geom::Vec2;
use crate::shot::{Contact, Place, Touched};
use crate::spec::BoardKind;

/// Records the contacts that began in the last step. A pair "begins" when
/// the solver pushes it apart and it was not already touching; a pair stays
/// touching while its contact manifold is active, so a disc resting against
/// another is one contact, not one per step.
pub(super) fn record_new(sim: &mut Simulation) {
    let mut now = Vec::new();
    let mut new = Vec::new();
    for pair in sim.world.narrow_phase.contact_pairs() {
        let pushed = pair.total_impulse_magnitude() > 0.0;
        if !pushed && !pair.has_any_active_contact() {
            continue;
        }
        let (Some(a), Some(b)) = (
            sim.world
                .colliders
                .get(pair.collider1)
                .and_then(|c| Tag::decode(c.user_data)),
            sim.world
                .colliders
                .get(pair.collider2)
                .and_then(|c| Tag::decode(c.user_data)),
        ) else {
            continue;
        };
        let key = (a.min(b), a.max(b));
        let was = sim.touching.binary_search(&key).is_ok();
        if pushed && !was {
            new.push(key);
        }
        if pushed || was {
            now.push(key);
        }
    }
    now.sort_unstable();
    now.dedup();
    sim.touching = now;
    // Contacts within one step are reported in a fixed order.
    new.sort_unstable();
    new.dedup();
    for (a, b) in new {
        if let Tag::Disc(i) = a {
            on_contact(sim, i, b);
        }
    }
}

fn on_contact(sim: &mut Simulation, i: usize, other: Tag) {
    let pos = sim.discs[i].pos;
    let normal = match other {
        Tag::Disc(j) => (sim.discs[j].pos - pos).normalize_or_zero(),
        Tag::Peg(k) => (sim.pegs[k as usize].0 - pos).normalize_or_zero(),
        Tag::Rail => wall_normal(sim, pos, true),
        Tag::Lip => wall_normal(sim, pos, false),
    };
    on_contact_along(sim, i, other, normal);
}

/// Records a contact of disc `i` with `other` along `normal` (from the disc
/// toward it), at this step's velocities before the contact, and applies
/// the rules of that moment.
pub(super) fn on_contact_along(sim: &mut Simulation, i: usize, other: Tag, normal: Vec2) {
    let v = sim.pre_velocity[i];
    let (touched, other_v) = match other {
        Tag::Disc(j) => (Touched::Disc(sim.discs[j].id), sim.pre_velocity[j]),
        Tag::Peg(k) => (Touched::Peg(k), Vec2::ZERO),
        Tag::Rail | Tag::Lip => (Touched::Rail, Vec2::ZERO),
    };
    let speed = (v - other_v).dot(normal).max(0.0);
    sim.contacts.push(Contact {
        step: sim.step,
        disc: sim.discs[i].id,
        other: touched,
        speed,
    });
    match other {
        Tag::Disc(j) => {
            stack::on_hit(sim, i);
            stack::on_hit(sim, j);
        }
        Tag::Peg(k) => match sim.board {
            BoardKind::Crokinole => post_jump(sim, i, k, v, normal),
            BoardKind::Pitchnut => stack::on_hit(sim, i),
        },
        Tag::Rail if sim.board == BoardKind::Pitchnut => {
            let p = &sim.spec.pitchnut;
            if speed >= p.off_board_speed {
                sim.move_to(i, Place::OffBoard);
            } else if speed >= p.on_side_speed {
                sim.move_to(i, Place::OnSide);
            }
        }
        _ => {}
    }
}

/// The outward normal of the rail (or the inward one of the lip, seen from
/// the ditch or gutter) at a disc's position.
fn wall_normal(sim: &Simulation, pos: Vec2, rail: bool) -> Vec2 {
    let out = match sim.board {
        BoardKind::Crokinole => pos.normalize_or_zero(),
        BoardKind::Pitchnut => {
            if pos.x.abs() >= pos.y.abs() {
                Vec2::new(pos.x.signum(), 0.0)
            } else {
                Vec2::new(0.0, pos.y.signum())
            }
        }
    };
    if rail { out } else { -out }
}

/// A crokinole disc that strikes a post almost head-on within a narrow speed
/// window rides up: it leans on the post, or in a narrower window ends on top.
fn post_jump(sim: &mut Simulation, i: usize, k: u8, v: Vec2, normal: Vec2) {
    let c = sim.spec.crokinole;
    let speed = v.length();
    let vn = v.dot(normal);
    if speed <= 0.0 || vn <= 0.0 || sim.discs[i].low {
        return;
    }
    let angle = libm::acosf((vn / speed).min(1.0));
    let within = |max: f32, (lo, hi): (f32, f32)| angle <= max && vn >= lo && vn <= hi;
    let peg = sim.pegs[k as usize].0;
    if within(c.post_top_max_angle, c.post_top_speed) {
        sim.discs[i].pos = peg;
        sim.move_to(i, Place::OnPost(k));
    } else if within(c.post_lean_max_angle, c.post_lean_speed) {
        let rest = peg - normal * (c.peg_radius + c.disc_radius);
        sim.discs[i].pos = rest;
        if let Some(b) = sim.discs[i].body {
            sim.world.bodies[b].set_translation(super::simulation::rv(rest), true);
        }
        sim.set_velocity(i, Vec2::ZERO, 0.0);
        sim.discs[i].moved = false;
        sim.move_to(i, Place::PostLeaner(k));
    }
}
