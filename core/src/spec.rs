//! Every dimension and physical constant of both boards, in one place.
//!
//! All values are SI (metres, kilograms, seconds). Sources are in
//! `../shared/reference/games.md`; values marked EST there are estimates and
//! are kept here so they can be tuned in one edit. Any value changed from
//! games.md says why next to it.

use crate::geom::Vec2;
use core::f32::consts::{FRAC_PI_2, PI};

/// Standard gravity, for Coulomb friction (deceleration = mu * G).
pub const G: f32 = 9.81;

/// The direction from the board's centre toward seat `seat`'s edge, on either
/// board. Seats go clockwise seen from above: 0 bottom, 1 left, 2 top, 3 right.
pub fn seat_angle(seat: u8) -> f32 {
    -FRAC_PI_2 - (seat % 4) as f32 * FRAC_PI_2
}

/// Which board a simulation runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, nanoserde::DeJson, nanoserde::SerJson)]
pub enum BoardKind {
    Crokinole,
    Pitchnut,
}

/// What a disc is; decides its size and mass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, nanoserde::DeJson, nanoserde::SerJson)]
pub enum DiscKind {
    /// A crokinole (pichenotte) puck.
    Puck,
    /// A pitchnut piece ("nut").
    Piece,
    /// The pitchnut poison: a piece of the odd colour.
    Poison,
    /// The heavier, larger pitchnut shooter.
    Shooter,
}

/// The fixed-step clock and the limits that keep the simulation sane.
#[derive(Clone, Copy, Debug)]
pub struct SimSpec {
    /// Physics steps per second. Fixed, whatever the frame rate.
    pub rate_hz: u32,
    /// The fastest shot the game accepts (m/s). A finger snap tops out near 8.
    pub max_shot_speed: f32,
    /// A shot that is still moving after this many seconds is stopped.
    pub max_seconds: f32,
    /// How contacts are resolved (the physics engine's version).
    pub impacts: Impacts,
}

/// How a step in which discs meet is resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Impacts {
    /// Engine 4 and before: rapier's solver takes every such step, split at
    /// each impact.
    Solver,
    /// Engine 5: lone impacts get the exact impulse of rigid discs, and
    /// rapier only what that cannot settle (`physics::events`).
    Exact,
}

impl SimSpec {
    pub const STANDARD: SimSpec = SimSpec {
        rate_hz: 240,
        max_shot_speed: 8.0,
        max_seconds: 20.0,
        impacts: Impacts::Exact,
    };

    /// The clock and contact model a record of physics engine `engine`
    /// (`save::record::ENGINE_VERSION`) was played on: before 5, every
    /// contact went through the solver. Engines 2 to 4 share one physics,
    /// so their records replay bit for bit.
    pub const fn for_engine(engine: u32) -> SimSpec {
        let mut sim = SimSpec::STANDARD;
        if engine < 5 {
            sim.impacts = Impacts::Solver;
        }
        sim
    }

    pub fn dt(&self) -> f32 {
        1.0 / self.rate_hz as f32
    }

    pub fn max_steps(&self) -> u32 {
        (self.max_seconds * self.rate_hz as f32) as u32
    }
}

/// Restitution per pair type and contact friction per material.
#[derive(Clone, Copy, Debug)]
pub struct Materials {
    pub restitution_disc_disc: f32,
    pub restitution_disc_peg: f32,
    pub restitution_disc_rail: f32,
    /// Tangential (contact) friction between discs. Lacquered and waxed discs
    /// throw each other very little, and rapier resolves a sliding contact
    /// with only about half the Coulomb impulse, so it is left at zero: hits
    /// then follow the frictionless impulse to a tenth of a degree.
    pub friction_disc: f32,
    /// Tangential friction of a rubber-clad peg: high.
    pub friction_peg: f32,
    /// Tangential friction of the rail.
    pub friction_rail: f32,
}

impl Materials {
    pub const WOOD: Materials = Materials {
        restitution_disc_disc: 0.85,
        restitution_disc_peg: 0.6,
        restitution_disc_rail: 0.7,
        friction_disc: 0.0,
        friction_peg: 0.8,
        friction_rail: 0.3,
    };
}

/// The round crokinole (pichenotte) board.
#[derive(Clone, Copy, Debug)]
pub struct CrokinoleSpec {
    /// Radius of the playing surface; a disc whose centre passes it drops into the ditch.
    pub surface_radius: f32,
    /// The shooting line (outer edge of the 5 zone).
    pub shooting_line_radius: f32,
    pub ten_radius: f32,
    pub fifteen_radius: f32,
    /// Width of a painted line: a disc touching it takes the lower value.
    pub line_width: f32,
    pub hole_radius: f32,
    pub hole_depth: f32,
    pub peg_count: u8,
    pub peg_radius: f32,
    /// Radius of the ring the pegs stand on (the 15 circle).
    pub peg_ring_radius: f32,
    /// Angle of the first peg from a quadrant line (radians).
    pub peg_phase: f32,
    pub ditch_width: f32,
    pub disc_radius: f32,
    pub disc_mass: f32,
    /// Sliding friction on the waxed surface.
    pub mu_surface: f32,
    /// Sliding friction in the ditch: bare or felt-lined, much rougher. EST.
    pub mu_ditch: f32,
    /// A disc over the hole falls in once it has fallen this far (m): its
    /// leading edge then catches the far wall. EST.
    pub hole_catch_drop: f32,
    /// A post leaner: a disc that strikes a post within this angle of head-on...
    pub post_lean_max_angle: f32,
    /// ...at a normal speed inside this window (m/s) rides up and leans on it. EST.
    pub post_lean_speed: (f32, f32),
    /// A disc that strikes a post within this angle of head-on, in this speed
    /// window, pops up and comes to rest on top of the post. EST.
    pub post_top_max_angle: f32,
    pub post_top_speed: (f32, f32),
    pub materials: Materials,
    /// Rule 5 (the free shot) counts an opponent's puck on top of a post as
    /// on the board. Engines before 7 did; from 7 it is not (seed 8-d: such
    /// a puck is "NOT touching the board"), so with only such pucks the shot
    /// is free. A rule, not a measure: kept here because a record's engine
    /// chooses it (`Spec::for_engine`) and the crokinole state is built from
    /// this spec.
    pub on_post_is_on_board: bool,
}

impl CrokinoleSpec {
    pub const STANDARD: CrokinoleSpec = CrokinoleSpec {
        surface_radius: 0.330,
        shooting_line_radius: 0.305,
        ten_radius: 0.203,
        fifteen_radius: 0.102,
        line_width: 0.002,
        hole_radius: 0.0175,
        hole_depth: 0.006,
        peg_count: 8,
        peg_radius: 0.00476,
        peg_ring_radius: 0.102,
        peg_phase: PI / 8.0,
        ditch_width: 0.051,
        disc_radius: 0.015875,
        disc_mass: 0.0053,
        mu_surface: 0.08,
        mu_ditch: 0.35,
        hole_catch_drop: 0.002,
        post_lean_max_angle: 2.0 * PI / 180.0,
        post_lean_speed: (2.6, 2.9),
        post_top_max_angle: 1.0 * PI / 180.0,
        post_top_speed: (3.4, 3.6),
        materials: Materials::WOOD,
        on_post_is_on_board: false,
    };

    /// The rail's inner face, the outer wall of the ditch.
    pub fn rail_radius(&self) -> f32 {
        self.surface_radius + self.ditch_width
    }

    /// Centres of the pegs, counter-clockwise from the +x axis.
    pub fn pegs(&self) -> Vec<Vec2> {
        (0..self.peg_count)
            .map(|k| {
                let a = self.peg_phase + k as f32 * 2.0 * PI / self.peg_count as f32;
                Vec2::from_angle(a) * self.peg_ring_radius
            })
            .collect()
    }

    /// Below this distance from the hole's centre the disc's centre of mass
    /// is over the hole with no rim under it: sqrt(R_hole^2 - r_disc^2).
    pub fn hole_unsupported_radius(&self) -> f32 {
        let d2 = self.hole_radius * self.hole_radius - self.disc_radius * self.disc_radius;
        if d2 > 0.0 { d2.sqrt() } else { 0.0 }
    }
}

/// The square pitchnut board. Pitchnut is hand-built with no published
/// drawing: most values are EST and meant to be tuned here.
#[derive(Clone, Copy, Debug)]
pub struct PitchnutSpec {
    /// Half the side of the flat playing field inside the gutter.
    pub field_half: f32,
    pub gutter_width: f32,
    pub pocket_radius: f32,
    pub peg_radius: f32,
    /// The 4 centre screws sit on the diagonals at this radius. games.md
    /// estimates 0.107, but 20 pieces in a ring with five between each screw
    /// need a ring of 0.104 and screws clear of it, so 0.120.
    pub screw_ring_radius: f32,
    pub screw_radius: f32,
    /// Pocket pegs: this far from the pocket centre along the diagonal...
    pub pocket_peg_distance: f32,
    /// ...and this far either side of the diagonal. Engine 6: 1 in, so the
    /// gate between the two pegs (41.3 mm) lets the 38.1 mm shooter through;
    /// engines before 6 had 23 mm, a 36.5 mm gate (docs/physics.md).
    pub pocket_peg_offset: f32,
    /// Radius of the starting ring of 20 pieces around the poison.
    pub start_ring_radius: f32,
    pub pieces_per_colour: u8,
    /// Home line: this far inside the field edge.
    pub home_line_offset: f32,
    pub piece_radius: f32,
    pub piece_mass: f32,
    pub shooter_radius: f32,
    /// games.md estimates 15 g from the carrom striker; a 38 mm wooden
    /// disc of the pieces' stock weighs about 7.6 g, and concave below, so
    /// 8 g (EST). The 15 g shooter drove a piece off at 1.37 times its own
    /// speed and made every break a lottery (docs/physics.md).
    pub shooter_mass: f32,
    /// Sliding friction on the powdered field and gutter: the top of
    /// games.md's range (0.06 to 0.15), see docs/physics.md.
    pub mu_surface: f32,
    /// The gutter floor falls toward the corners: a piece in it accelerates
    /// along the gutter by this much toward the nearer pocket (before friction).
    /// Larger than mu*g so no piece stops in the gutter (the rule engine
    /// reads a piece in the gutter as on its way to a pocket): 2.0 keeps the
    /// 0.5 m/s^2 margin the first model had over mu*g = 0.98 now that mu*g
    /// is 1.47. EST.
    pub gutter_slope_accel: f32,
    /// A piece that hits the rail at a normal speed above this flies off the board. EST.
    pub off_board_speed: f32,
    /// Between this and `off_board_speed` it lands on top of a side. EST.
    pub on_side_speed: f32,
    pub materials: Materials,
}

impl PitchnutSpec {
    pub const STANDARD: PitchnutSpec = PitchnutSpec {
        field_half: 0.305,
        gutter_width: 0.051,
        pocket_radius: 0.0286,
        peg_radius: 0.00476,
        screw_ring_radius: 0.120,
        screw_radius: 0.004,
        pocket_peg_distance: 0.076,
        pocket_peg_offset: 0.0254,
        start_ring_radius: 0.104,
        pieces_per_colour: 10,
        home_line_offset: 0.102,
        piece_radius: 0.015875,
        piece_mass: 0.0053,
        shooter_radius: 0.01905,
        shooter_mass: 0.008,
        mu_surface: 0.15,
        gutter_slope_accel: 2.0,
        off_board_speed: 4.5,
        on_side_speed: 3.8,
        materials: Materials::WOOD,
    };

    /// The fastest flick the shooter can be given (m/s). The seed says to
    /// push the shooter, not hit it: a finger gives about the energy that
    /// sends a 5.3 g piece at the top shot speed (0.17 J at 8 m/s), and that
    /// energy sends the heavier shooter slower, by sqrt(piece / shooter
    /// mass): 6.5 m/s for the 8 g shooter. The engine scales faster flicks
    /// down to this (`pitchnut::Game::shot_input`).
    pub fn max_flick_speed(&self, sim: &SimSpec) -> f32 {
        let ratio = self.piece_mass / self.shooter_mass;
        sim.max_shot_speed * ratio.min(1.0).sqrt()
    }

    /// Half the side of the board inside its rails.
    pub fn rail_half(&self) -> f32 {
        self.field_half + self.gutter_width
    }

    /// Pocket centres, in the gutter corners: (+,+), (-,+), (-,-), (+,-).
    pub fn pockets(&self) -> [Vec2; 4] {
        let c = self.field_half + self.gutter_width * 0.5;
        [
            Vec2::new(c, c),
            Vec2::new(-c, c),
            Vec2::new(-c, -c),
            Vec2::new(c, -c),
        ]
    }

    /// Every fixed peg: the 4 centre screws first, then 2 per pocket.
    pub fn pegs(&self) -> Vec<(Vec2, f32)> {
        let mut pegs = Vec::with_capacity(12);
        let s = self.screw_ring_radius * core::f32::consts::FRAC_1_SQRT_2;
        for (x, y) in [(1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0), (1.0, -1.0)] {
            pegs.push((Vec2::new(s * x, s * y), self.screw_radius));
        }
        for pocket in self.pockets() {
            let inward = (-pocket).normalize_or_zero();
            let side = inward.perp();
            let base = pocket + inward * self.pocket_peg_distance;
            pegs.push((base + side * self.pocket_peg_offset, self.peg_radius));
            pegs.push((base - side * self.pocket_peg_offset, self.peg_radius));
        }
        pegs
    }

    /// Starting spots of the 20 ring pieces: 5 between each pair of screws,
    /// 18 degrees apart, none on a diagonal.
    pub fn start_ring(&self) -> Vec<Vec2> {
        let n = 2 * self.pieces_per_colour as usize;
        (0..n)
            .map(|k| Vec2::from_angle(k as f32 * 2.0 * PI / n as f32) * self.start_ring_radius)
            .collect()
    }

    /// The y of seat 0's home line (seat 0 plays from the bottom edge).
    /// Other seats are this rotated by `seat_angle`.
    pub fn home_line_y(&self) -> f32 {
        -self.field_half + self.home_line_offset
    }

    pub fn radius(&self, kind: DiscKind) -> f32 {
        match kind {
            DiscKind::Shooter => self.shooter_radius,
            _ => self.piece_radius,
        }
    }

    pub fn mass(&self, kind: DiscKind) -> f32 {
        match kind {
            DiscKind::Shooter => self.shooter_mass,
            _ => self.piece_mass,
        }
    }
}

/// Both boards and the clock: what a simulation needs to know.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    pub crokinole: CrokinoleSpec,
    pub pitchnut: PitchnutSpec,
    pub sim: SimSpec,
    /// The engine version (`save::record::ENGINE_VERSION`) whose rules and
    /// boards these are: the rule engines ask it where a rule changed.
    pub engine: u32,
}

impl Spec {
    pub const STANDARD: Spec = Spec {
        crokinole: CrokinoleSpec::STANDARD,
        pitchnut: PitchnutSpec::STANDARD,
        sim: SimSpec::STANDARD,
        engine: crate::save::record::ENGINE_VERSION,
    };

    /// The boards, physics and rules of engine `engine` (see
    /// `SimSpec::for_engine`): what a record of that engine replays on.
    /// Before 6 the pitchnut gate pegs were 23 mm either side of the
    /// diagonal; before 7 a crokinole puck on top of a post was on the
    /// board for the free shot.
    pub const fn for_engine(engine: u32) -> Spec {
        let mut pitchnut = PitchnutSpec::STANDARD;
        if engine < 6 {
            pitchnut.pocket_peg_offset = 0.023;
        }
        let mut crokinole = CrokinoleSpec::STANDARD;
        if engine < 7 {
            crokinole.on_post_is_on_board = true;
        }
        Spec {
            sim: SimSpec::for_engine(engine),
            crokinole,
            pitchnut,
            engine,
        }
    }

    /// The fastest shot of `board`: a full pull or the fastest stroke
    /// gives it (pitchnut's shooter is heavier, so its top flick is slower).
    pub fn top_speed(&self, board: BoardKind) -> f32 {
        match board {
            BoardKind::Crokinole => self.sim.max_shot_speed,
            BoardKind::Pitchnut => self.pitchnut.max_flick_speed(&self.sim),
        }
    }

    pub fn radius(&self, board: BoardKind, kind: DiscKind) -> f32 {
        match board {
            BoardKind::Crokinole => self.crokinole.disc_radius,
            BoardKind::Pitchnut => self.pitchnut.radius(kind),
        }
    }

    pub fn mass(&self, board: BoardKind, kind: DiscKind) -> f32 {
        match board {
            BoardKind::Crokinole => self.crokinole.disc_mass,
            BoardKind::Pitchnut => self.pitchnut.mass(kind),
        }
    }

    pub fn materials(&self, board: BoardKind) -> Materials {
        match board {
            BoardKind::Crokinole => self.crokinole.materials,
            BoardKind::Pitchnut => self.pitchnut.materials,
        }
    }
}

impl Default for Spec {
    fn default() -> Self {
        Spec::STANDARD
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The clear gap between a pocket's two gate pegs.
    fn gate_gap(p: &PitchnutSpec) -> f32 {
        2.0 * (p.pocket_peg_offset - p.peg_radius)
    }

    #[test]
    fn engine_6_gate_lets_the_shooter_through_and_engine_5_keeps_its_own() {
        let now = Spec::STANDARD.pitchnut;
        assert!(gate_gap(&now) > 2.0 * now.shooter_radius);
        let old = Spec::for_engine(5).pitchnut;
        assert!(gate_gap(&old) < 2.0 * old.shooter_radius);
        assert!(gate_gap(&old) > 2.0 * old.piece_radius);
        assert_eq!(Spec::for_engine(5).engine, 5);
        assert_eq!(Spec::STANDARD.engine, crate::save::record::ENGINE_VERSION);
    }

    #[test]
    fn engine_7_takes_a_puck_on_a_post_off_the_board_for_the_free_shot() {
        let now = crate::save::record::ENGINE_VERSION;
        for (engine, on_board) in [(2, true), (5, true), (6, true), (7, false), (now, false)] {
            let spec = Spec::for_engine(engine);
            assert_eq!(spec.crokinole.on_post_is_on_board, on_board, "{engine}");
        }
    }
}
