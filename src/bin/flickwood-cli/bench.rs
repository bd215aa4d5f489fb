//! `bench [SHOTS] [DECISIONS] [LEVEL]`: simulation throughput on one core, for the
//! two workloads the game and the AI run most (a mid-game crokinole board
//! and a pitchnut break), then the AI's decision time per level on every
//! core, over DECISIONS positions of each game (0 skips the AI section),
//! for every level or LEVEL only.

use crate::stats::quantile;
use flickwood_core::ai::{self, AiLevel};
use flickwood_core::crokinole::{self, BoardPuck, MatchFormat, State, TableKind};
use flickwood_core::geom::Vec2;
use flickwood_core::physics::simulate;
use flickwood_core::pitchnut::{self, Colour, Game, Placed, Pocketed};
use flickwood_core::rng::Rng;
use flickwood_core::sample;
use flickwood_core::shot::Place;
use flickwood_core::shot::ShotInput;
use flickwood_core::spec::Spec;
use std::time::Instant;

/// Shots of each workload run before timing (see `run`).
const WARM_UP: usize = 300;

pub fn run(shots: Option<&str>, decisions: Option<&str>, only: Option<&str>) -> Result<(), String> {
    // One level only (the web build is slow enough to want it).
    let levels: Vec<AiLevel> = match only {
        Some(l) => vec![l.parse()?],
        None => AiLevel::ALL.to_vec(),
    };
    let decisions: usize = match decisions {
        Some(s) => s
            .parse()
            .map_err(|_| format!("not a number of decisions: {s}"))?,
        None => 20,
    };
    let n: usize = match shots {
        Some(s) => s
            .parse()
            .map_err(|_| format!("not a number of shots: {s}"))?,
        None => 2000,
    };
    if n == 0 {
        return Err("need at least one shot".into());
    }
    let spec = Spec::STANDARD;
    outln!(
        "simulation benchmark: {n} shots per workload, one thread, {} Hz",
        spec.sim.rate_hz
    );
    let mut rng = Rng::new(42);
    let crokinole: Vec<ShotInput> = (0..n)
        .map(|_| sample::crokinole_input(&spec, &mut rng, 16))
        .collect();
    let pitchnut: Vec<ShotInput> = (0..n)
        .map(|_| sample::pitchnut_break(&spec, &mut rng))
        .collect();
    // Untimed first: a WebAssembly engine runs new code in a baseline tier
    // until it has compiled the optimised one (V8: Liftoff, then TurboFan),
    // which took the first second or so of whichever workload came first.
    for input in crokinole
        .iter()
        .take(WARM_UP)
        .chain(pitchnut.iter().take(WARM_UP))
    {
        simulate(&spec, input).map_err(|e| e.to_string())?;
    }
    measure(
        "crokinole mid-game (16 pucks + shot, draws and takeouts)",
        &spec,
        &crokinole,
    )?;
    measure(
        "pitchnut break (20 pieces + poison + shooter)",
        &spec,
        &pitchnut,
    )?;
    if decisions > 0 {
        ai_section(&spec, decisions, &levels)?;
    }
    Ok(())
}

/// Decision times of every level on the same positions.
fn ai_section(spec: &Spec, n: usize, levels: &[AiLevel]) -> Result<(), String> {
    let mut rng = Rng::new(7);
    let mut boards = Vec::new();
    while boards.len() < n {
        if let Some(s) = crokinole_position(spec, &mut rng) {
            boards.push(s);
        }
    }
    let mut games = vec![pitchnut_break()?];
    while games.len() < n {
        games.push(pitchnut_position(spec, &mut rng)?);
    }
    outln!();
    outln!(
        "AI decision time, {} threads: {n} crokinole mid-round positions, {n} pitchnut positions (the break and mid-game)",
        ai::search::cores()
    );
    outln!("  level        game        candidates  median     p99       mean");
    for &level in levels {
        let mut times = Vec::new();
        let mut cands = 0;
        for (i, s) in boards.iter().enumerate() {
            let t = Instant::now();
            let d = ai::crokinole::choose(s, level, i as u64).map_err(|e| e.to_string())?;
            times.push(t.elapsed().as_secs_f64());
            cands += d.candidates;
        }
        print_times(level, "crokinole", cands / n, &mut times);
        let mut times = Vec::new();
        let mut cands = 0;
        for (i, g) in games.iter().enumerate() {
            let t = Instant::now();
            let d = ai::pitchnut::choose(g, level, i as u64).map_err(|e| e.to_string())?;
            times.push(t.elapsed().as_secs_f64());
            cands += d.candidates;
        }
        print_times(level, "pitchnut", cands / n, &mut times);
    }
    Ok(())
}

fn print_times(level: AiLevel, game: &str, candidates: usize, times: &mut [f64]) {
    times.sort_by(|a, b| a.total_cmp(b));
    let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
    outln!(
        "  {:<11}  {game:<10}  {candidates:>10}  {:7.3} s  {:7.3} s  {:7.3} s",
        level.name(),
        quantile(times, 0.5),
        quantile(times, 0.99),
        mean
    );
}

/// A two-player round part-played: every puck shot so far lies somewhere
/// on the board (None if the random board is not a legal position).
fn crokinole_position(spec: &Spec, rng: &mut Rng) -> Option<State> {
    let shots = 1 + rng.below(22) as usize;
    let spots = sample::crokinole_board(spec, rng, shots);
    let board: Vec<BoardPuck> = spots
        .iter()
        .enumerate()
        .map(|(k, d)| BoardPuck {
            // Seat 0 shot first: even shots are its pucks, odd ones seat 2's.
            id: crokinole::puck_id(if k % 2 == 0 { 0 } else { 2 }, (k / 2) as u8),
            pos: d.pos,
            place: Place::Board,
        })
        .collect();
    let setup = crokinole::Setup {
        table: Some(TableKind::TwoPlayers),
        format: MatchFormat::BestOfSeven,
        first_shooter: Some(0),
        board,
        ..Default::default()
    };
    State::new(&spec.crokinole, &setup).ok()
}

fn pitchnut_break() -> Result<Game, String> {
    let toss = pitchnut::CoinToss {
        winner: 0,
        breaker: 0,
    };
    Game::new(pitchnut::Options::default(), toss).map_err(|e| e.to_string())
}

/// Mid-game: a few pieces of each colour sunk, the rest and the poison
/// scattered over the field.
fn pitchnut_position(spec: &Spec, rng: &mut Rng) -> Result<Game, String> {
    let p = &spec.pitchnut;
    let sunk_each = 1 + rng.below(4) as u16;
    let mut pocketed = Vec::new();
    for k in 0..sunk_each {
        // Odd ids are black, even ones white.
        pocketed.push(Pocketed {
            id: 1 + 2 * k,
            pocket: 0,
        });
        pocketed.push(Pocketed {
            id: 2 + 2 * k,
            pocket: 1,
        });
    }
    let pegs = p.pegs();
    let mut board: Vec<Placed> = Vec::new();
    let ids = (0..=pitchnut::PIECES).filter(|id| pocketed.iter().all(|s| s.id != *id));
    for id in ids {
        for _ in 0..1000 {
            let h = p.field_half - p.piece_radius;
            let pos = Vec2::new(rng.range(-h, h), rng.range(-0.6 * h, h));
            let clear = board
                .iter()
                .all(|d| d.pos.distance(pos) > 2.0 * p.piece_radius + 0.002)
                && pegs
                    .iter()
                    .all(|&(g, gr)| g.distance(pos) > gr + p.piece_radius + 0.002);
            if clear {
                board.push(Placed {
                    id,
                    pos,
                    place: Place::Board,
                });
                break;
            }
        }
    }
    let setup = pitchnut::Setup {
        board: Some(board),
        pocketed,
        team0_colour: Some(Colour::Black),
        break_taken: true,
        ..Default::default()
    };
    Game::from_setup(&setup).map_err(|e| e.to_string())
}

fn measure(name: &str, spec: &Spec, inputs: &[ShotInput]) -> Result<(), String> {
    let start = Instant::now();
    let mut steps = 0u64;
    for input in inputs {
        let r = simulate(spec, input).map_err(|e| e.to_string())?;
        steps += r.steps as u64;
    }
    let secs = start.elapsed().as_secs_f64();
    let n = inputs.len() as f64;
    outln!("{name}");
    outln!(
        "  {:.0} shots/s  ({:.3} ms per shot, {:.0} steps per shot, {:.1} us per step)",
        n / secs,
        secs * 1e3 / n,
        steps as f64 / n,
        secs * 1e6 / steps as f64
    );
    Ok(())
}
