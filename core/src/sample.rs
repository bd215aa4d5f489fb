//! Random but legal boards and shots, for property tests and the benchmark.

use crate::geom::Vec2;
use crate::rng::Rng;
use crate::shot::{Disc, DiscId, Shot, ShotInput};
use crate::spec::{BoardKind, DiscKind, Spec, seat_angle};
use core::f32::consts::{FRAC_PI_4, PI};

/// Id given to the shot disc of a sampled shot.
pub const SHOT_ID: DiscId = 1000;

/// A crokinole mid-game: `n` pucks scattered over the surface, clear of each
/// other, the pegs and the hole.
pub fn crokinole_board(spec: &Spec, rng: &mut Rng, n: usize) -> Vec<Disc> {
    let c = &spec.crokinole;
    let r = c.disc_radius;
    let pegs = c.pegs();
    let mut discs: Vec<Disc> = Vec::with_capacity(n);
    let mut tries = 0;
    while discs.len() < n && tries < 10_000 {
        tries += 1;
        let p = Vec2::from_angle(rng.range(0.0, 2.0 * PI))
            * (c.shooting_line_radius - r)
            * rng.unit().sqrt();
        let clear = discs.iter().all(|d| d.pos.distance(p) > 2.0 * r + 0.001)
            && pegs
                .iter()
                .all(|&g| g.distance(p) > r + c.peg_radius + 0.001)
            && p.length() > c.hole_radius + r;
        if clear {
            discs.push(Disc::new(discs.len() as DiscId, DiscKind::Puck, p));
        }
    }
    discs
}

/// A crokinole shot from seat `seat`'s quadrant, on the shooting line:
/// draws (slow), and takeouts (fast), aimed roughly at the centre.
pub fn crokinole_shot(spec: &Spec, rng: &mut Rng, seat: u8) -> Shot {
    let c = &spec.crokinole;
    let a = seat_angle(seat) + rng.range(-FRAC_PI_4, FRAC_PI_4) * 0.95;
    let pos = Vec2::from_angle(a) * c.shooting_line_radius;
    let speed = if rng.unit() < 0.5 {
        rng.range(0.5, 1.2)
    } else {
        rng.range(1.5, 4.0)
    };
    let aim = Vec2::from_angle(rng.range(0.0, 2.0 * PI)) * rng.range(0.0, 0.15);
    Shot {
        disc: Disc::new(SHOT_ID, DiscKind::Puck, pos),
        velocity: (aim - pos).normalize_or_zero() * speed,
        spin: 0.0,
    }
}

/// A legal crokinole shot on a board of `n` pucks.
pub fn crokinole_input(spec: &Spec, rng: &mut Rng, n: usize) -> ShotInput {
    let seat = rng.below(4) as u8;
    let mut shot = crokinole_shot(spec, rng, seat);
    let mut discs = crokinole_board(spec, rng, n);
    let r = spec.crokinole.disc_radius;
    discs.retain(|d| d.pos.distance(shot.disc.pos) > 2.0 * r + 0.001);
    shot.spin = 0.0;
    ShotInput {
        board: BoardKind::Crokinole,
        discs,
        shot,
    }
}

/// The pitchnut opening: the ring of 20 around the poison, the shooter on
/// seat 0's home line.
pub fn pitchnut_opening(spec: &Spec) -> Vec<Disc> {
    let p = &spec.pitchnut;
    let mut discs: Vec<Disc> = p
        .start_ring()
        .into_iter()
        .enumerate()
        .map(|(i, pos)| Disc::new(i as DiscId, DiscKind::Piece, pos))
        .collect();
    discs.push(Disc::new(
        discs.len() as DiscId,
        DiscKind::Poison,
        Vec2::ZERO,
    ));
    discs
}

/// A pitchnut shot from somewhere on seat 0's home line, at any speed the
/// game allows, roughly toward the centre.
pub fn pitchnut_shot(spec: &Spec, rng: &mut Rng) -> Shot {
    let p = &spec.pitchnut;
    let x = rng.range(-1.0, 1.0) * (p.field_half - p.shooter_radius);
    let pos = Vec2::new(x, p.home_line_y());
    let aim = Vec2::new(rng.range(-0.25, 0.25), rng.range(-0.1, 0.3));
    let speed = rng.range(0.5, spec.sim.max_shot_speed);
    Shot {
        disc: Disc::new(SHOT_ID, DiscKind::Shooter, pos),
        velocity: (aim - pos).normalize_or_zero() * speed,
        spin: 0.0,
    }
}

/// A pitchnut break: the opening ring and a random shot into it.
pub fn pitchnut_break(spec: &Spec, rng: &mut Rng) -> ShotInput {
    ShotInput {
        board: BoardKind::Pitchnut,
        discs: pitchnut_opening(spec),
        shot: pitchnut_shot(spec, rng),
    }
}

/// A pitchnut mid-game: `n` pieces scattered over the field (some of them
/// stacked at the centre) and a random shot.
pub fn pitchnut_input(spec: &Spec, rng: &mut Rng, n: usize, stacked: usize) -> ShotInput {
    let p = &spec.pitchnut;
    let r = p.piece_radius;
    let pegs = p.pegs();
    let shot = pitchnut_shot(spec, rng);
    let mut discs: Vec<Disc> = Vec::new();
    let mut tries = 0;
    while discs.len() < n && tries < 10_000 {
        tries += 1;
        let h = p.field_half - r;
        let pos = Vec2::new(rng.range(-h, h), rng.range(-h, h));
        let clear = discs.iter().all(|d| d.pos.distance(pos) > 2.0 * r + 0.001)
            && pegs.iter().all(|&(g, gr)| g.distance(pos) > r + gr + 0.001)
            && pos.distance(shot.disc.pos) > r + p.shooter_radius + 0.001
            && pos.length() > 2.0 * r + 0.002;
        if clear {
            let kind = if discs.is_empty() {
                DiscKind::Poison
            } else {
                DiscKind::Piece
            };
            discs.push(Disc::new(discs.len() as DiscId, kind, pos));
        }
    }
    // A stack at the centre: the bottom piece on the centre spot, the rest on it.
    let base = discs.len() as DiscId;
    for k in 0..stacked as DiscId {
        let mut d = Disc::new(base + k, DiscKind::Piece, Vec2::ZERO);
        if k > 0 {
            d.place = crate::shot::Place::Stacked(base + k - 1);
        }
        discs.push(d);
    }
    ShotInput {
        board: BoardKind::Pitchnut,
        discs,
        shot,
    }
}
