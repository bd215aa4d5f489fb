//! Pitchnut pieces stacked at the centre: they ride on the bottom piece and
//! fall when it is hit.

use super::simulation::Simulation;
use crate::geom::Vec2;
use crate::shot::Place;

/// Where the pieces of a fallen stack may land, tried in order: straight on
/// in the direction the bottom piece was knocked, then fanning out 30 degrees
/// at a time to either side, then one ring further out.
const FAN: [i32; 12] = [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6];
const RINGS: i32 = 4;
const GAP: f32 = 0.001;

/// Keeps every stacked disc over the disc at the bottom of its stack.
pub(super) fn sync_stacked(sim: &mut Simulation) {
    if !sim.any_stacked {
        return;
    }
    for i in 0..sim.discs.len() {
        if let Some(root) = root_of(sim, i)
            && root != i
        {
            sim.discs[i].pos = sim.discs[root].pos;
        }
    }
}

/// The bottom of the stack disc `i` is in, if it is stacked.
fn root_of(sim: &Simulation, i: usize) -> Option<usize> {
    let mut cur = i;
    for _ in 0..=sim.discs.len() {
        match sim.discs[cur].place {
            Place::Stacked(below) => cur = sim.discs.iter().position(|d| d.id == below)?,
            _ => return (cur != i).then_some(cur),
        }
    }
    None
}

/// Disc `i` was hit (or hit something): if pieces are stacked on it, they fall.
pub(super) fn on_hit(sim: &mut Simulation, i: usize) {
    let mut upper: Vec<(usize, usize)> = (0..sim.discs.len())
        .filter(|&j| root_of(sim, j) == Some(i))
        .map(|j| (depth(sim, j), j))
        .collect();
    if upper.is_empty() {
        return;
    }
    upper.sort_unstable();
    let base = sim.discs[i].pos;
    let v = sim.velocity(i);
    let dir = if v == Vec2::ZERO {
        Vec2::new(1.0, 0.0)
    } else {
        v.normalize_or_zero()
    };
    for (_, j) in upper {
        let spot = free_spot(sim, j, base, dir);
        let d = &mut sim.discs[j];
        d.place = Place::Board;
        d.pos = spot;
        d.moved = true;
        sim.stack_fell.push(d.id);
        sim.add_body(j, v * 0.5, 0.0);
    }
    sim.any_stacked = sim
        .discs
        .iter()
        .any(|d| matches!(d.place, Place::Stacked(_)));
}

fn depth(sim: &Simulation, j: usize) -> usize {
    let mut n = 0;
    let mut cur = j;
    while let Place::Stacked(below) = sim.discs[cur].place {
        match sim.discs.iter().position(|d| d.id == below) {
            Some(next) if n <= sim.discs.len() => {
                cur = next;
                n += 1;
            }
            _ => break,
        }
    }
    n
}

fn free_spot(sim: &Simulation, j: usize, base: Vec2, dir: Vec2) -> Vec2 {
    let r = sim.discs[j].radius;
    let h = sim.spec.pitchnut.field_half - r;
    let step = 2.0 * r + GAP;
    for ring in 1..=RINGS {
        for k in FAN {
            let a = k as f32 * core::f32::consts::PI / 6.0;
            let p = base + dir.rotate(a) * (step * ring as f32);
            if p.x.abs() > h || p.y.abs() > h {
                continue;
            }
            let clear_of_discs = sim.discs.iter().enumerate().all(|(o, d)| {
                o == j || d.body.is_none() || d.low || d.pos.distance(p) >= d.radius + r + GAP
            });
            let clear_of_pegs = sim
                .pegs
                .iter()
                .all(|&(c, pr)| c.distance(p) >= pr + r + GAP);
            if clear_of_discs && clear_of_pegs {
                return p;
            }
        }
    }
    base + dir * (step * (RINGS + 1) as f32)
}
