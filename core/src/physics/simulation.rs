//! The stepping simulation: builds a rapier world from a `ShotInput` and
//! advances it one fixed step at a time, so the game can draw each step and
//! tests and the AI can run it to rest.

use super::tags::Tag;
use super::{contacts, events, friction, horizon, impact, separate, stack, zones};
use crate::geom::Vec2;
use crate::shot::{
    Contact, DiscId, FinalDisc, Happening, InputError, Place, ShotInput, ShotReport,
};
use crate::spec::{BoardKind, DiscKind, G, Impacts, Spec};
use rapier2d::prelude::*;

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
    /// The rotation that `angle` was last read from after a rapier step: a
    /// disc rapier left where it was keeps its angle without another atan2.
    pub angle_of: Option<rapier2d::math::Rotation>,
    /// Where, how low and in what place the zone check last found nothing to
    /// do (`zones::apply`): while all three stay so, it would find nothing again.
    pub zoned: Option<(Vec2, bool, Place)>,
    /// It has a body whose velocity and spin are exactly zero in rapier and
    /// nothing but a contact can start it (not a piece on the gutter's
    /// slope): the per-step passes leave it alone.
    pub resting: bool,
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
    /// Some disc rides on another (`stack`).
    pub(super) any_stacked: bool,
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

impl Simulation {
    /// Validates the input and builds the world. The order of construction is
    /// fixed (board, then discs in input order, then the shot disc), which is
    /// what makes rapier's enhanced determinism bit-exact.
    pub fn new(spec: &Spec, input: &ShotInput) -> Result<Simulation, InputError> {
        input.validate(spec)?;
        super::note_simulation_built();
        let mut world = PhysicsWorld::new();
        // Sized once, not grown disc by disc (about 1 % of a crokinole shot's
        // instructions; the capacity does not reach the results).
        let bodies = input.discs.len() + 2;
        world.bodies = RigidBodySet::with_capacity(bodies);
        world.colliders = ColliderSet::with_capacity(bodies + 16);
        world.gravity = rapier2d::math::Vector::ZERO;
        world.broad_phase =
            BroadPhaseBvh::with_optimization_strategy(BvhOptimizationStrategy::None);
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
            any_stacked: input
                .discs
                .iter()
                .any(|d| matches!(d.place, Place::Stacked(_))),
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
                angle_of: None,
                zoned: None,
                resting: false,
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
        if self.spec.sim.impacts == Impacts::Exact {
            self.play_exact(dt);
        } else if self.free_flight(dt) {
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
        if self.within_horizon() {
            return true;
        }
        let free = impact::free_flight(self, dt);
        self.renew_horizon(free, dt);
        free
    }

    /// Engine 5: the step impact by impact (`events`). The search for the
    /// first impact is skipped while the horizon says none can come.
    fn play_exact(&mut self, dt: f32) {
        if self.within_horizon() {
            self.glide(dt);
            return;
        }
        let next = events::next(self, dt);
        self.renew_horizon(next.is_clear(), dt);
        events::run(self, dt, next);
    }

    /// Is this step still inside the last horizon of certain free flight,
    /// with no disc changed place since it was worked out?
    fn within_horizon(&self) -> bool {
        self.step < self.clear_until && self.happenings.len() == self.clear_events
    }

    /// A new horizon after a search of this step: from here if the step is
    /// `clear`, none otherwise.
    fn renew_horizon(&mut self, clear: bool, dt: f32) {
        self.clear_until = if clear {
            self.step + horizon::clear_steps(self, &self.pre_velocity, dt)
        } else {
            0
        };
        self.clear_events = self.happenings.len();
    }

    /// `dt` seconds in which nothing can touch: plain integration, no solver.
    pub(super) fn glide(&mut self, dt: f32) {
        for i in 0..self.discs.len() {
            if self.discs[i].resting {
                continue;
            }
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
                self.discs[i].angle_of = None;
                continue;
            }
            let angle = rot.angle() + w * dt;
            let new = rapier2d::math::Rotation::new(angle);
            body.set_rotation(new, false);
            self.discs[i].angle = angle;
            self.discs[i].angle_of = None;
            self.discs[i].still = (w == 0.0 && new == rot).then_some((rot, angle));
        }
    }

    /// `dt` seconds with contacts: rapier's solver, split at each impact.
    pub(super) fn solve(&mut self, dt: f32) {
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
            // At rest it stays at rest: friction gives zero, nothing is written.
            if self.discs[i].resting {
                self.pre_velocity.push(Vec2::ZERO);
                continue;
            }
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
            } else {
                self.discs[i].resting = self.may_rest(i);
            }
        }
        moving
    }

    fn sync_positions(&mut self) {
        let slope = self.board == BoardKind::Pitchnut;
        for d in &mut self.discs {
            if let Some(b) = d.body {
                let body = &self.world.bodies[b];
                d.resting = body.linvel() == rapier2d::math::Vector::ZERO
                    && body.angvel() == 0.0
                    && !(slope && d.low);
                d.pos = gv(body.translation());
                let rot = *body.rotation();
                if d.angle_of != Some(rot) {
                    d.angle = rot.angle();
                    d.angle_of = Some(rot);
                }
            }
        }
    }

    /// Can disc `i`, now without velocity or spin, count as resting?
    pub(super) fn may_rest(&self, i: usize) -> bool {
        let d = &self.discs[i];
        d.body.is_some() && !(self.board == BoardKind::Pitchnut && d.low)
    }

    fn finish(&mut self) {
        self.done = true;
        self.settle_leaners();
        // Pushed apart, a puck may come to lie over the hole or leave it.
        if separate::apply(self) {
            self.settle_leaners();
        }
    }

    fn settle_leaners(&mut self) {
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
