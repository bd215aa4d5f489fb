//! The stepping simulation: builds a rapier world from a `ShotInput` and
//! advances it one fixed step at a time, so the game can draw each step and
//! tests and the AI can run it to rest.

use super::tags::{self, Tag};
use super::{contacts, friction, horizon, impact, stack, zones};
use crate::geom::Vec2;
use crate::shot::{
    Contact, DiscId, FinalDisc, Happening, InputError, Place, ShotInput, ShotReport,
};
use crate::spec::{BoardKind, DiscKind, G, Spec};
use rapier2d::prelude::*;
use std::sync::OnceLock;

/// A disc as the simulation tracks it.
#[derive(Clone, Debug)]
pub(super) struct SimDisc {
    pub id: DiscId,
    pub kind: DiscKind,
    pub radius: f32,
    /// None while the disc has no body: stacked, or placed by a step before it.
    pub body: Option<RigidBodyHandle>,
    pub collider: Option<ColliderHandle>,
    pub place: Place,
    pub pos: Vec2,
    pub angle: f32,
    /// Down in the ditch or gutter.
    pub low: bool,
    /// How long its centre of mass has been over the 20 hole with no rim under it.
    pub unsupported: f32,
    /// It has moved during this shot (a hit leaner falls flat).
    pub moved: bool,
    /// A rotation that a glide without spin leaves as it is, and its angle:
    /// the glide's angle round trip is skipped while the body still has it.
    pub still: Option<(rapier2d::math::Rotation, f32)>,
}

/// A disc as the screen draws it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DiscView {
    pub id: DiscId,
    pub kind: DiscKind,
    pub pos: Vec2,
    pub velocity: Vec2,
    /// Rotation in radians, for drawing the grain or a mark.
    pub angle: f32,
    pub radius: f32,
    pub place: Place,
    /// Down in the ditch or gutter.
    pub low: bool,
}

pub struct Simulation {
    pub(super) spec: Spec,
    pub(super) board: BoardKind,
    pub(super) world: PhysicsWorld,
    pub(super) discs: Vec<SimDisc>,
    /// Peg centres and radii, in the order of the spec.
    pub(super) pegs: Vec<(Vec2, f32)>,
    pub(super) shooter: usize,
    pub(super) step: u32,
    pub(super) contacts: Vec<Contact>,
    pub(super) happenings: Vec<Happening>,
    pub(super) stack_fell: Vec<DiscId>,
    /// Pairs in contact after the last step, sorted.
    pub(super) touching: Vec<(Tag, Tag)>,
    /// Every disc's velocity just before the current step.
    pub(super) pre_velocity: Vec<Vec2>,
    /// Steps before this one are certain to be free flight (`horizon`)...
    clear_until: u32,
    /// ...as long as no disc has changed place since it was worked out.
    clear_events: usize,
    done: bool,
    timed_out: bool,
}

/// rapier scales its tolerances by this; our typical object is a 32 mm disc.
const LENGTH_UNIT: f32 = 0.032;
/// A step is split at most this many times to meet impacts exactly.
const MAX_SUBSTEPS: u32 = 8;
/// The shortest substep, as a fraction of what is left of the step.
const MIN_SUBSTEP: f32 = 1.0 / 64.0;
/// Segments of the round rail and ditch wall: a 1.5 degree polygon.
const CIRCLE_SEGMENTS: usize = 240;

impl Simulation {
    /// Validates the input and builds the world. The order of construction is
    /// fixed (board, then discs in input order, then the shot disc), which is
    /// what makes rapier's enhanced determinism bit-exact.
    pub fn new(spec: &Spec, input: &ShotInput) -> Result<Simulation, InputError> {
        input.validate(spec)?;
        super::note_simulation_built();
        let mut world = PhysicsWorld::new();
        world.gravity = rapier2d::math::Vector::ZERO;
        let params = &mut world.integration_parameters;
        params.dt = spec.sim.dt();
        params.length_unit = LENGTH_UNIT;
        params.min_ccd_dt = params.dt / 100.0;
        // A contact's normal is taken when the pair comes within the
        // prediction distance, and a bounce can act on it then. The impact
        // substeps (see `impact`) bring discs to 0.05 mm before they meet, so
        // a prediction distance of 0.1 mm makes every hit use a normal from
        // within 0.1 mm of touching: glancing hits go where they should to a
        // tenth of a degree. Recycled contacts would keep a stale normal.
        params.normalized_prediction_distance = 0.003;
        params.normalized_allowed_linear_error = 0.0005;
        params.contact_recycling = false;

        let board = input.board;
        let pegs = match board {
            BoardKind::Crokinole => {
                let c = &spec.crokinole;
                c.pegs().into_iter().map(|p| (p, c.peg_radius)).collect()
            }
            BoardKind::Pitchnut => spec.pitchnut.pegs(),
        };
        let mut sim = Simulation {
            spec: *spec,
            board,
            world,
            discs: Vec::with_capacity(input.discs.len() + 1),
            pegs,
            shooter: input.discs.len(),
            step: 0,
            contacts: Vec::new(),
            happenings: Vec::new(),
            stack_fell: Vec::new(),
            touching: Vec::new(),
            pre_velocity: Vec::new(),
            clear_until: 0,
            clear_events: 0,
            done: false,
            timed_out: false,
        };
        sim.build_board();
        for d in input.discs.iter().chain([&input.shot.disc]) {
            let radius = spec.radius(board, d.kind);
            sim.discs.push(SimDisc {
                id: d.id,
                kind: d.kind,
                radius,
                body: None,
                collider: None,
                place: d.place,
                pos: d.pos,
                angle: 0.0,
                low: false,
                unsupported: 0.0,
                moved: false,
                still: None,
            });
        }
        for i in 0..sim.discs.len() {
            // Stacked discs ride on the one below; a disc on a post is out of reach.
            if matches!(sim.discs[i].place, Place::Stacked(_) | Place::OnPost(_)) {
                continue;
            }
            let (v, w) = if i == sim.shooter {
                (input.shot.velocity, input.shot.spin)
            } else {
                (Vec2::ZERO, 0.0)
            };
            sim.add_body(i, v, w);
        }
        stack::sync_stacked(&mut sim);
        Ok(sim)
    }

    fn build_board(&mut self) {
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
    }

    /// Is disc `i` clear of every other flat disc and peg by more than any
    /// contact could reach (1 mm), and not a leaner?
    fn alone(&self, i: usize) -> bool {
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
        self.move_to(i, place);
    }

    pub(super) fn velocity(&self, i: usize) -> Vec2 {
        self.discs[i]
            .body
            .map(|b| gv(self.world.bodies[b].linvel()))
            .unwrap_or(Vec2::ZERO)
    }

    pub(super) fn set_velocity(&mut self, i: usize, v: Vec2, spin: f32) {
        if let Some(b) = self.discs[i].body {
            let body = &mut self.world.bodies[b];
            body.set_linvel(rv(v), true);
            body.set_angvel(spin, true);
        }
    }

    /// Advances one fixed step. Returns false once everything has stopped
    /// (or the time limit was reached); further calls do nothing.
    pub fn step(&mut self) -> bool {
        if self.done {
            return false;
        }
        if !self.apply_friction() {
            self.finish();
            return false;
        }
        if self.step >= self.spec.sim.max_steps() {
            self.timed_out = true;
            self.finish();
            return false;
        }
        self.step += 1;
        let dt = self.spec.sim.dt();
        if self.free_flight(dt) {
            self.glide(dt);
        } else {
            self.solve(dt);
        }
        zones::apply(self);
        stack::sync_stacked(self);
        true
    }

    /// Is this step free flight? Tested pair by pair only when the last
    /// test's horizon has run out or a disc has changed place since.
    fn free_flight(&mut self, dt: f32) -> bool {
        if self.step < self.clear_until && self.happenings.len() == self.clear_events {
            return true;
        }
        let free = impact::free_flight(self, dt);
        self.clear_until = if free {
            self.step + horizon::clear_steps(self, &self.pre_velocity, dt)
        } else {
            0
        };
        self.clear_events = self.happenings.len();
        free
    }

    /// A step in which nothing can touch: plain integration, no solver.
    fn glide(&mut self, dt: f32) {
        for i in 0..self.discs.len() {
            let Some(b) = self.discs[i].body else {
                continue;
            };
            let body = &mut self.world.bodies[b];
            let v = gv(body.linvel());
            let w = body.angvel();
            if v == Vec2::ZERO && w == 0.0 {
                continue;
            }
            let pos = gv(body.translation()) + v * dt;
            body.set_translation(rv(pos), false);
            self.discs[i].pos = pos;
            // Without spin the rotation is set to itself through its angle,
            // which may round once and then stays: skip it once it stays.
            let rot = *body.rotation();
            if let Some((r, a)) = self.discs[i].still
                && w == 0.0
                && rot == r
                && body.next_position().rotation == r
            {
                self.discs[i].angle = a;
                continue;
            }
            let angle = rot.angle() + w * dt;
            let new = rapier2d::math::Rotation::new(angle);
            body.set_rotation(new, false);
            self.discs[i].angle = angle;
            self.discs[i].still = (w == 0.0 && new == rot).then_some((rot, angle));
        }
    }

    /// A step with contacts: rapier's solver, split at each impact.
    fn solve(&mut self, dt: f32) {
        let mut left = dt;
        for sub in 1..=MAX_SUBSTEPS {
            let h = if sub == MAX_SUBSTEPS {
                left
            } else {
                impact::earliest(self, left)
                    .map(|t| t.max(left * MIN_SUBSTEP))
                    .filter(|&t| t < left)
                    .unwrap_or(left)
            };
            self.world.integration_parameters.dt = h;
            self.world.step();
            self.sync_positions();
            contacts::record_new(self);
            left -= h;
            if left <= 0.0 {
                break;
            }
        }
    }

    /// Steps until everything has stopped.
    pub fn run_to_rest(&mut self) {
        while self.step() {}
    }

    pub fn is_done(&self) -> bool {
        self.done
    }

    pub fn steps(&self) -> u32 {
        self.step
    }

    /// Coulomb friction (and the gutter's slope) for one step. Returns
    /// whether anything is still moving.
    fn apply_friction(&mut self) -> bool {
        let dt = self.spec.sim.dt();
        self.pre_velocity.clear();
        let mut moving = false;
        for i in 0..self.discs.len() {
            let Some(b) = self.discs[i].body else {
                self.pre_velocity.push(Vec2::ZERO);
                continue;
            };
            let body = &self.world.bodies[b];
            let v = gv(body.linvel());
            let w = body.angvel();
            let d = &self.discs[i];
            let mu = match (self.board, d.low) {
                (BoardKind::Crokinole, false) => self.spec.crokinole.mu_surface,
                (BoardKind::Crokinole, true) => self.spec.crokinole.mu_ditch,
                (BoardKind::Pitchnut, _) => self.spec.pitchnut.mu_surface,
            };
            // A flat disc spinning in place: friction torque (2/3) mu m g r
            // over inertia (1/2) m r^2.
            let spin_decel = 4.0 / 3.0 * mu * G / d.radius;
            let (mut nv, nw) = friction::coulomb_step(v, w, mu * G, spin_decel, dt);
            if self.board == BoardKind::Pitchnut && d.low {
                nv += zones::gutter_slope(&self.spec.pitchnut, d.pos) * dt;
            }
            self.pre_velocity.push(nv);
            if nv != v || nw != w {
                let body = &mut self.world.bodies[b];
                body.set_linvel(rv(nv), false);
                body.set_angvel(nw, false);
            }
            if nv != Vec2::ZERO || nw != 0.0 {
                moving = true;
                self.discs[i].moved = true;
            }
        }
        moving
    }

    fn sync_positions(&mut self) {
        for d in &mut self.discs {
            if let Some(b) = d.body {
                let body = &self.world.bodies[b];
                d.pos = gv(body.translation());
                d.angle = body.rotation().angle();
            }
        }
    }

    fn finish(&mut self) {
        self.done = true;
        if self.board != BoardKind::Crokinole {
            return;
        }
        // Settle the crokinole leaners: a hit post leaner has fallen flat; a
        // flat disc resting with its centre over the hole leans into it.
        let hole = self.spec.crokinole.hole_radius;
        for d in &mut self.discs {
            let flat = match d.place {
                Place::PostLeaner(_) => d.moved,
                Place::Board | Place::HoleLeaner => true,
                _ => false,
            };
            if flat {
                d.place = if d.pos.length() < hole {
                    Place::HoleLeaner
                } else {
                    Place::Board
                };
            }
        }
    }

    /// Where every disc is now, for drawing.
    pub fn discs(&self) -> impl Iterator<Item = DiscView> + '_ {
        self.discs.iter().enumerate().map(|(i, d)| DiscView {
            id: d.id,
            kind: d.kind,
            pos: d.pos,
            velocity: self.velocity(i),
            angle: d.angle,
            radius: d.radius,
            place: d.place,
            low: d.low,
        })
    }

    /// Contacts so far (the screen plays a sound for each new one).
    pub fn contacts(&self) -> &[Contact] {
        &self.contacts
    }

    /// Discs that left the surface so far.
    pub fn happenings(&self) -> &[Happening] {
        &self.happenings
    }

    /// The report of the shot so far; complete once `is_done`.
    pub fn report(&self) -> ShotReport {
        let finals = self
            .discs
            .iter()
            .map(|d| FinalDisc {
                id: d.id,
                kind: d.kind,
                place: d.place,
                pos: d.pos,
            })
            .collect();
        ShotReport {
            board: self.board,
            shooter: self.discs[self.shooter].id,
            contacts: self.contacts.clone(),
            happenings: self.happenings.clone(),
            stack_fell: self.stack_fell.clone(),
            finals,
            steps: self.step,
            timed_out: self.timed_out,
        }
    }
}

/// Core vector to rapier's (glam 0.33) vector.
pub(super) fn rv(v: Vec2) -> rapier2d::math::Vector {
    rapier2d::math::Vector::new(v.x, v.y)
}

/// rapier's vector to the core's.
pub(super) fn gv(v: rapier2d::math::Vector) -> Vec2 {
    Vec2::new(v.x, v.y)
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
