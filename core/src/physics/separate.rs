//! The last word on overlaps. rapier's contacts are soft: a disc squeezed
//! between two others can come to rest a few millimetres into a neighbour
//! (seen: 2.2 mm, a 2.5 m/s shot into a cluster of pitchnut pieces). The
//! rule engines refuse a board whose flat discs overlap by more than the
//! tolerance, so the shot could not be played (and an AI seat tried it
//! again and again, until `Match::refused` gave it another seed).
//!
//! A shot that ends so is finished by pushing the discs apart. One that
//! ends within the tolerance keeps its report exactly: the trigger is the
//! engines' own test, so every report they accepted, and every record made
//! of them, keeps its bits.

use super::simulation::{Simulation, rv};
use crate::geom::Vec2;
use crate::shot::{OVERLAP_TOLERANCE, Place};
use crate::spec::{BoardKind, DiscKind};

/// Passes over the pairs at most: a cluster settles in a few.
const MAX_PASSES: usize = 64;
/// Discs are pushed this much further than touching, so rounding leaves no overlap.
const CLEAR: f32 = 1e-6;
/// A pushed disc's centre stays this far inside the surface's edge.
const EDGE_ROOM: f32 = 1e-4;

/// Pushes overlapping discs apart if any two overlap beyond the tolerance;
/// whether it did.
pub(super) fn apply(sim: &mut Simulation) -> bool {
    let lying: Vec<usize> = (0..sim.discs.len()).filter(|&i| lies(sim, i)).collect();
    let beyond = lying.iter().enumerate().any(|(k, &i)| {
        lying[..k].iter().any(|&j| {
            let (a, b) = (&sim.discs[i], &sim.discs[j]);
            a.pos.distance(b.pos) < (a.radius + b.radius) - OVERLAP_TOLERANCE
        })
    });
    if !beyond {
        return false;
    }
    for _ in 0..MAX_PASSES {
        let mut moved = false;
        for (k, &i) in lying.iter().enumerate() {
            for &j in &lying[..k] {
                moved |= push_apart(sim, j, i);
            }
            moved |= push_off_pegs(sim, i);
        }
        if !moved {
            break;
        }
    }
    for &i in &lying {
        if let Some(b) = sim.discs[i].body {
            let pos = sim.discs[i].pos;
            sim.world.bodies[b].set_translation(rv(pos), false);
        }
    }
    super::stack::sync_stacked(sim);
    true
}

/// A disc lying flat on the surface, as the engines check them: not one in
/// the ditch, gutter, hole or a pocket, nor the pitchnut shooter (it leaves
/// the board after the shot, and the engine does not count it).
fn lies(sim: &Simulation, i: usize) -> bool {
    let d = &sim.discs[i];
    let shooter = sim.board == BoardKind::Pitchnut && d.kind == DiscKind::Shooter;
    d.place.lies_flat() && !d.low && !shooter
}

/// Moves discs `a` and `b` apart along the line of their centres, half the
/// overlap each. Whether they overlapped.
fn push_apart(sim: &mut Simulation, a: usize, b: usize) -> bool {
    let (pa, pb) = (sim.discs[a].pos, sim.discs[b].pos);
    let reach = sim.discs[a].radius + sim.discs[b].radius;
    let dist = pa.distance(pb);
    if dist >= reach {
        return false;
    }
    let dir = if dist > 0.0 {
        (pb - pa) * (1.0 / dist)
    } else {
        Vec2::new(1.0, 0.0)
    };
    let half = (reach - dist) * 0.5 + CLEAR;
    place(sim, a, pa - dir * half);
    place(sim, b, pb + dir * half);
    true
}

/// Moves disc `i` off any peg or post it overlaps (a post's leaner rests
/// against its post and stays). Whether it moved.
fn push_off_pegs(sim: &mut Simulation, i: usize) -> bool {
    if matches!(sim.discs[i].place, Place::PostLeaner(_)) {
        return false;
    }
    let mut moved = false;
    for k in 0..sim.pegs.len() {
        let (p, r) = sim.pegs[k];
        let pos = sim.discs[i].pos;
        let reach = sim.discs[i].radius + r;
        let dist = pos.distance(p);
        if dist < reach && dist > 0.0 {
            let out = p + (pos - p) * ((reach + CLEAR) / dist);
            place(sim, i, out);
            moved = true;
        }
    }
    moved
}

/// Puts disc `i` at `pos`, kept on the surface.
fn place(sim: &mut Simulation, i: usize, pos: Vec2) {
    let kept = match sim.board {
        BoardKind::Crokinole => {
            let edge = sim.spec.crokinole.surface_radius - EDGE_ROOM;
            let d = pos.length();
            if d > edge { pos * (edge / d) } else { pos }
        }
        BoardKind::Pitchnut => {
            let h = sim.spec.pitchnut.field_half - EDGE_ROOM;
            Vec2::new(pos.x.clamp(-h, h), pos.y.clamp(-h, h))
        }
    };
    sim.discs[i].pos = kept;
}
