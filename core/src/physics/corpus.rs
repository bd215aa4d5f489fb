//! The determinism corpus: a fixed list of varied shots on both boards and
//! the fingerprint of each one's report. The committed fixture
//! (`tests/fixtures/physics-corpus.txt`) holds the fingerprints; a native
//! test and the `wasm32-wasip1` build (`flickwood-cli corpus`) check that
//! every platform gives the same bits.

use super::simulate;
use crate::geom::Vec2;
use crate::rng::Rng;
use crate::sample;
use crate::shot::{Disc, DiscId, Place, Shot, ShotInput};
use crate::spec::{BoardKind, DiscKind, Spec};
use core::f32::consts::PI;
use nanoserde::SerJson;

/// The committed fingerprints, one `name fingerprint steps` line per shot.
pub const FIXTURE: &str = include_str!("../../../tests/fixtures/physics-corpus.txt");

/// The same shots on engine 4's contacts (`Spec::for_engine(4)`), which
/// older records replay on: that path must keep its bits too.
pub const FIXTURE_ENGINE_4: &str =
    include_str!("../../../tests/fixtures/physics-corpus-engine-4.txt");

/// The same shots on engine 5's board (`Spec::for_engine(5)`: the narrow
/// pitchnut gate), which engine 5 records replay on.
pub const FIXTURE_ENGINE_5: &str =
    include_str!("../../../tests/fixtures/physics-corpus-engine-5.txt");

/// Every shot of the corpus, named by family and index.
pub fn shots(spec: &Spec) -> Vec<(String, ShotInput)> {
    let mut out = Vec::new();
    let mut rng = Rng::new(0x5eed_c0de);
    let mut add = |family: &str, k: usize, input: ShotInput| {
        out.push((format!("{family}-{k:03}"), input));
    };
    for k in 0..60 {
        // Mid-game boards of 1 to 20 pucks, half of the shots with spin.
        let n = 1 + rng.below(20) as usize;
        let mut input = sample::crokinole_input(spec, &mut rng, n);
        if k % 2 == 1 {
            input.shot.spin = rng.range(-60.0, 60.0);
        }
        add("crok-mid", k, input);
    }
    for k in 0..30 {
        add("crok-twenty", k, crokinole_twenty(spec, &mut rng, k));
    }
    for k in 0..40 {
        add("crok-post", k, crokinole_post(spec, &mut rng, k));
    }
    for k in 0..20 {
        // Takeouts hard enough to send pucks into the ditch.
        let n = 1 + rng.below(6) as usize;
        let mut input = sample::crokinole_input(spec, &mut rng, n);
        let v = input.shot.velocity.normalize_or_zero();
        input.shot.velocity = v * rng.range(4.0, spec.sim.max_shot_speed);
        add("crok-ditch", k, input);
    }
    for k in 0..60 {
        let mut input = sample::pitchnut_break(spec, &mut rng);
        if k % 3 == 2 {
            input.shot.spin = rng.range(-100.0, 100.0);
        }
        add("nut-break", k, input);
    }
    for k in 0..50 {
        // Mid-game fields, most with a stack of up to four at the centre.
        let n = 3 + rng.below(18) as usize;
        let stacked = rng.below(5) as usize;
        let mut input = sample::pitchnut_input(spec, &mut rng, n, stacked);
        if k % 2 == 0 {
            input.shot.spin = rng.range(-50.0, 50.0);
        }
        add("nut-stack", k, input);
    }
    for k in 0..40 {
        add("nut-pocket", k, pitchnut_pocket(spec, &mut rng));
    }
    out
}

/// An empty-ish board and a shot at the 20 hole: some drop, some skim over,
/// some stop leaning on the rim, some hit a puck sitting near the hole.
fn crokinole_twenty(spec: &Spec, rng: &mut Rng, k: usize) -> ShotInput {
    let c = &spec.crokinole;
    let a = rng.range(0.0, 2.0 * PI);
    let pos = Vec2::from_angle(a) * c.shooting_line_radius;
    let aim = Vec2::from_angle(rng.range(0.0, 2.0 * PI)) * rng.range(0.0, 0.01);
    // Enough to reach the centre (v^2 = 2 mu g d) and a little either way.
    let reach = (2.0 * c.mu_surface * crate::spec::G * pos.length()).sqrt();
    let speed = reach * rng.range(0.97, 1.25);
    let mut discs = Vec::new();
    if k % 3 == 0 {
        let p = Vec2::from_angle(rng.range(0.0, 2.0 * PI)) * (c.hole_radius + c.disc_radius + 0.01);
        discs.push(Disc::new(0, DiscKind::Puck, p));
    }
    ShotInput {
        board: BoardKind::Crokinole,
        discs,
        shot: Shot {
            disc: Disc::new(sample::SHOT_ID, DiscKind::Puck, pos),
            velocity: (aim - pos).normalize_or_zero() * speed,
            spin: 0.0,
        },
    }
}

/// A shot almost head-on at a post, at speeds around the leaner and
/// on-top windows; a third of them with a puck already leaning on a post
/// or sitting on one.
fn crokinole_post(spec: &Spec, rng: &mut Rng, k: usize) -> ShotInput {
    let c = &spec.crokinole;
    let pegs = c.pegs();
    let peg = pegs[rng.below(pegs.len() as u32) as usize];
    let a = peg.angle() + rng.range(-0.3, 0.3);
    let pos = Vec2::from_angle(a) * c.shooting_line_radius;
    let dir = (peg - pos)
        .normalize_or_zero()
        .rotate(rng.range(-0.004, 0.004));
    // Friction takes some speed on the way: aim the arrival near the windows.
    let speed = rng.range(2.5, 3.9);
    let mut discs = Vec::new();
    let other = (pegs.len() as u8 + rng.below(pegs.len() as u32) as u8) % pegs.len() as u8;
    let op = pegs[other as usize];
    match k % 3 {
        1 if op != peg => {
            let rest = op * ((op.length() - c.peg_radius - c.disc_radius) / op.length());
            let mut d = Disc::new(0, DiscKind::Puck, rest);
            d.place = Place::PostLeaner(other);
            discs.push(d);
        }
        2 if op != peg => {
            let mut d = Disc::new(0, DiscKind::Puck, op);
            d.place = Place::OnPost(other);
            discs.push(d);
        }
        _ => {}
    }
    ShotInput {
        board: BoardKind::Crokinole,
        discs,
        shot: Shot {
            disc: Disc::new(sample::SHOT_ID, DiscKind::Puck, pos),
            velocity: dir * speed,
            spin: rng.range(-5.0, 5.0),
        },
    }
}

/// Pieces near the corners and sides, shot at hard: pockets, the gutter,
/// off the board and onto a side.
fn pitchnut_pocket(spec: &Spec, rng: &mut Rng) -> ShotInput {
    let p = &spec.pitchnut;
    let r = p.piece_radius;
    let h = p.field_half - r - 0.002;
    let pegs = p.pegs();
    let mut shot = sample::pitchnut_shot(spec, rng);
    let mut discs: Vec<Disc> = Vec::new();
    let n = 1 + rng.below(8);
    let mut tries = 0;
    while discs.len() < n as usize && tries < 1000 {
        tries += 1;
        let pos = Vec2::new(rng.range(0.5, 1.0) * h, rng.range(0.5, 1.0) * h);
        let pos = Vec2::new(
            if rng.chance(0.5) { pos.x } else { -pos.x },
            if rng.chance(0.5) { pos.y } else { -pos.y },
        );
        let clear = discs.iter().all(|d| d.pos.distance(pos) > 2.0 * r + 0.001)
            && pegs.iter().all(|&(g, gr)| g.distance(pos) > r + gr + 0.001)
            && pos.distance(shot.disc.pos) > r + p.shooter_radius + 0.001;
        if clear {
            let kind = if discs.is_empty() {
                DiscKind::Poison
            } else {
                DiscKind::Piece
            };
            discs.push(Disc::new(discs.len() as DiscId, kind, pos));
        }
    }
    // Aim at one of them, hard.
    let target = discs[rng.below(discs.len() as u32) as usize].pos;
    let dir = (target - shot.disc.pos)
        .normalize_or_zero()
        .rotate(rng.range(-0.05, 0.05));
    shot.velocity = dir * rng.range(3.0, spec.sim.max_shot_speed);
    ShotInput {
        board: BoardKind::Pitchnut,
        discs,
        shot,
    }
}

/// FNV-1a over the report's JSON: every float is written in its shortest
/// round-trip form, so two reports with the same fingerprint have the same bits.
pub fn fingerprint(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// One fixture line for a shot: its name, the fingerprint of its report
/// (or of the error, for an input the engine refuses) and its step count.
pub fn line(spec: &Spec, name: &str, input: &ShotInput) -> String {
    match simulate(spec, input) {
        Ok(report) => format!(
            "{name} {:016x} {}",
            fingerprint(report.serialize_json().as_bytes()),
            report.steps
        ),
        Err(e) => format!(
            "{name} {:016x} refused",
            fingerprint(e.to_string().as_bytes())
        ),
    }
}

/// Every fixture line, in order.
pub fn lines(spec: &Spec) -> Vec<String> {
    shots(spec)
        .iter()
        .map(|(name, input)| line(spec, name, input))
        .collect()
}

/// Checks the engine against `fixture`: the lines that differ, as
/// (expected, got). Empty when every shot gives the committed bits.
pub fn mismatches(spec: &Spec, fixture: &str) -> Vec<(String, String)> {
    compare(fixture, &lines(spec))
}

/// A committed fixture (its `#` lines and blank lines aside) against the
/// lines this build gives, line by line: those that differ, as (expected,
/// got), "(missing)" where one side is shorter. Shared with `ai::corpus`.
pub fn compare(fixture: &str, got: &[String]) -> Vec<(String, String)> {
    let expected: Vec<&str> = fixture
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .collect();
    let mut bad = Vec::new();
    for k in 0..expected.len().max(got.len()) {
        let e = expected.get(k).copied().unwrap_or("(missing)");
        let g = got.get(k).map(String::as_str).unwrap_or("(missing)");
        if e != g {
            bad.push((e.to_string(), g.to_string()));
        }
    }
    bad
}
