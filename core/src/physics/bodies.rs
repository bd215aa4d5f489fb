//! The rapier bodies of a shot: the board's fixed colliders (pegs, rail,
//! lip), each disc's body, and discs moved in and out of play.

use super::simulation::{Simulation, gv, rv};
use super::tags::{self, Tag};
use crate::geom::Vec2;
use crate::shot::{Happening, Place};
use crate::spec::{BoardKind, Spec};
use rapier2d::prelude::*;
use std::sync::OnceLock;

/// Segments of the round rail and ditch wall: a 1.5 degree polygon.
const CIRCLE_SEGMENTS: usize = 240;

impl Simulation {
    pub(super) fn build_board(&mut self) {
        let m = self.spec.materials(self.board);
        let ground = self.world.insert_body(RigidBodyBuilder::fixed());
        for (k, &(p, r)) in self.pegs.iter().enumerate() {
            let c = ColliderBuilder::ball(r)
                .translation(rv(p))
                .restitution(m.restitution_disc_peg)
                .restitution_combine_rule(CoefficientCombineRule::Min)
                .friction(m.friction_peg)
                .friction_combine_rule(CoefficientCombineRule::Max)
                .collision_groups(tags::peg())
                .user_data(Tag::Peg(k as u8).encode());
            self.world.insert_collider(c, Some(ground));
        }
        let (rail, lip) = wall_shapes(&self.spec, self.board);
        for (shape, groups, tag) in [
            (rail, tags::rail(), Tag::Rail),
            (lip, tags::lip(), Tag::Lip),
        ] {
            let c = ColliderBuilder::new(shape)
                .restitution(m.restitution_disc_rail)
                .restitution_combine_rule(CoefficientCombineRule::Min)
                .friction(m.friction_rail)
                .friction_combine_rule(CoefficientCombineRule::Max)
                .collision_groups(groups)
                .user_data(tag.encode());
            self.world.insert_collider(c, Some(ground));
        }
    }

    /// Gives disc `i` a rapier body at its current position.
    pub(super) fn add_body(&mut self, i: usize, v: Vec2, spin: f32) {
        let m = self.spec.materials(self.board);
        let d = &self.discs[i];
        let body = RigidBodyBuilder::dynamic()
            .translation(rv(d.pos))
            .linvel(rv(v))
            .angvel(spin)
            .ccd_enabled(true)
            // A disc at rest sleeps: rapier leaves it out of the solver until
            // something touches it. Not one resting against something (a
            // leaner on its post, two pucks touching): an awake contact is
            // solved (pushed apart) every step, and that must stay so.
            .sleeping(v == Vec2::ZERO && spin == 0.0 && self.alone(i))
            .user_data(i as u128);
        let groups = if d.low {
            tags::low_disc()
        } else {
            tags::surface_disc()
        };
        let collider = ColliderBuilder::ball(d.radius)
            .mass(self.spec.mass(self.board, d.kind))
            .restitution(m.restitution_disc_disc)
            .restitution_combine_rule(CoefficientCombineRule::Min)
            .friction(m.friction_disc)
            .friction_combine_rule(CoefficientCombineRule::Max)
            .collision_groups(groups)
            .user_data(Tag::Disc(i).encode());
        let (b, c) = self.world.insert(body, collider);
        self.discs[i].body = Some(b);
        self.discs[i].collider = Some(c);
        self.discs[i].resting = v == Vec2::ZERO && spin == 0.0 && self.may_rest(i);
    }

    /// Is disc `i` clear of every other flat disc and peg by more than any
    /// contact could reach (1 mm), and not a leaner?
    pub(super) fn alone(&self, i: usize) -> bool {
        const ROOM: f32 = 1e-3;
        let d = &self.discs[i];
        if !matches!(d.place, Place::Board | Place::HoleLeaner) || d.low {
            return false;
        }
        let clear_of_discs = self.discs.iter().enumerate().all(|(j, o)| {
            j == i
                || matches!(o.place, Place::Stacked(_) | Place::OnPost(_))
                || o.pos.distance(d.pos) > o.radius + d.radius + ROOM
        });
        clear_of_discs
            && self
                .pegs
                .iter()
                .all(|&(p, r)| p.distance(d.pos) > r + d.radius + ROOM)
    }

    /// Takes disc `i` out of the simulation (sunk, off the board, on a post).
    pub(super) fn remove_body(&mut self, i: usize) {
        if let Some(b) = self.discs[i].body.take() {
            self.world.bodies[b].set_enabled(false);
        }
        self.discs[i].collider = None;
        self.discs[i].resting = false;
    }

    /// Records that disc `i` went to `place` and, unless it stays on the
    /// board, takes it out of play.
    pub(super) fn move_to(&mut self, i: usize, place: Place) {
        self.discs[i].place = place;
        self.happenings.push(Happening {
            step: self.step,
            disc: self.discs[i].id,
            what: place,
        });
        if !matches!(place, Place::Ditch | Place::Gutter | Place::PostLeaner(_)) {
            self.remove_body(i);
        }
    }

    /// Drops disc `i` off the playing surface into the ditch or gutter.
    pub(super) fn drop_low(&mut self, i: usize, pos: Vec2, place: Place) {
        self.discs[i].low = true;
        self.discs[i].pos = pos;
        if let Some(b) = self.discs[i].body {
            self.world.bodies[b].set_translation(rv(pos), true);
        }
        if let Some(c) = self.discs[i].collider {
            self.world.colliders[c].set_collision_groups(tags::low_disc());
        }
        self.discs[i].resting &= self.may_rest(i);
        self.move_to(i, place);
    }

    pub(super) fn velocity(&self, i: usize) -> Vec2 {
        self.discs[i]
            .body
            .map(|b| gv(self.world.bodies[b].linvel()))
            .unwrap_or(Vec2::ZERO)
    }

    pub(super) fn spin(&self, i: usize) -> f32 {
        self.discs[i]
            .body
            .map(|b| self.world.bodies[b].angvel())
            .unwrap_or(0.0)
    }

    pub(super) fn set_velocity(&mut self, i: usize, v: Vec2, spin: f32) {
        if let Some(b) = self.discs[i].body {
            let body = &mut self.world.bodies[b];
            body.set_linvel(rv(v), true);
            body.set_angvel(spin, true);
        }
        self.discs[i].resting = v == Vec2::ZERO && spin == 0.0 && self.may_rest(i);
    }
}

/// The rail and the ditch or gutter wall of a board. Building a polyline
/// (and its bounding-volume tree) costs more than a whole shot, so the
/// standard boards' walls are built once and shared.
fn wall_shapes(spec: &Spec, board: BoardKind) -> (SharedShape, SharedShape) {
    static CROKINOLE: OnceLock<(SharedShape, SharedShape)> = OnceLock::new();
    static PITCHNUT: OnceLock<(SharedShape, SharedShape)> = OnceLock::new();
    let build = || match board {
        BoardKind::Crokinole => {
            let c = &spec.crokinole;
            (
                SharedShape::polyline(circle(c.rail_radius()), None),
                SharedShape::polyline(circle(c.surface_radius), None),
            )
        }
        BoardKind::Pitchnut => {
            let p = &spec.pitchnut;
            (
                SharedShape::polyline(square(p.rail_half()), None),
                SharedShape::polyline(square(p.field_half), None),
            )
        }
    };
    let (std_c, std_p) = (&Spec::STANDARD.crokinole, &Spec::STANDARD.pitchnut);
    match board {
        BoardKind::Crokinole
            if spec.crokinole.rail_radius() == std_c.rail_radius()
                && spec.crokinole.surface_radius == std_c.surface_radius =>
        {
            CROKINOLE.get_or_init(build).clone()
        }
        BoardKind::Pitchnut
            if spec.pitchnut.rail_half() == std_p.rail_half()
                && spec.pitchnut.field_half == std_p.field_half =>
        {
            PITCHNUT.get_or_init(build).clone()
        }
        _ => build(),
    }
}

/// A closed polygon approximating a circle; vertices from libm for bit-exactness.
fn circle(radius: f32) -> Vec<rapier2d::math::Vector> {
    (0..=CIRCLE_SEGMENTS)
        .map(|k| {
            let a = (k % CIRCLE_SEGMENTS) as f32 * core::f32::consts::TAU / CIRCLE_SEGMENTS as f32;
            rv(Vec2::from_angle(a) * radius)
        })
        .collect()
}

fn square(half: f32) -> Vec<rapier2d::math::Vector> {
    [
        (1.0, 1.0),
        (-1.0, 1.0),
        (-1.0, -1.0),
        (1.0, -1.0),
        (1.0, 1.0),
    ]
    .into_iter()
    .map(|(x, y)| rv(Vec2::new(x * half, y * half)))
    .collect()
}
