//! `resume [FILE] [--runs R] [--write OUT]`: takes up a saved match in
//! progress the way the game does (the store replays it, the match driver
//! takes it as it stands) and prints its moves, its shots, the physics
//! simulations the resume made and the median time of R resumes. Without
//! FILE it first plays a 200-move four-player crokinole match of plain,
//! varied shots through the driver (seed 1), the benchmark of issue 13;
//! --write keeps that match as a record file.

use flickwood_core::crokinole::{MatchFormat, TableKind};
use flickwood_core::game::{Match, MatchSettings, SeatKind};
use flickwood_core::geom::Vec2;
use flickwood_core::physics::simulations_built;
use flickwood_core::save::{MatchRecord, Move, Profiles, resume};
use flickwood_core::spec::{Spec, seat_angle};
use std::time::Instant;

/// Moves in the benchmark match.
const BENCH_MOVES: usize = 200;

pub fn run(args: &[String]) -> Result<(), String> {
    let mut file = None;
    let mut runs = 5usize;
    let mut write = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--runs" => {
                runs = it
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|&n| (1..=1000).contains(&n))
                    .ok_or("--runs wants a number from 1 to 1000")?;
            }
            "--write" => write = Some(it.next().ok_or("--write wants a file")?.clone()),
            f if file.is_none() && !f.starts_with("--") => file = Some(f.to_string()),
            other => return Err(format!("resume: unexpected {other:?}")),
        }
    }
    let record = match &file {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            MatchRecord::from_json(&bytes).map_err(|e| format!("{path}: {e}"))?
        }
        None => bench_match()?,
    };
    if let Some(out) = write {
        std::fs::write(&out, record.to_json()).map_err(|e| format!("cannot write {out}: {e}"))?;
    }
    let shots = record
        .moves
        .iter()
        .filter(|m| matches!(m, Move::Shot { .. } | Move::Flick(_)))
        .count();
    let mut times = Vec::new();
    let mut simulations = 0;
    for _ in 0..runs {
        let before = simulations_built();
        let start = Instant::now();
        let replay = resume::restore(&record).map_err(|e| format!("cannot resume: {e}"))?;
        let game = Match::resume(replay);
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        simulations = simulations_built() - before;
        std::hint::black_box(game.pieces().len());
    }
    times.sort_by(f64::total_cmp);
    outln!(
        "resume: {} moves, {shots} shots, {simulations} simulations, median {:.1} ms over {runs} runs (min {:.1}, max {:.1})",
        record.moves.len(),
        times[times.len() / 2],
        times[0],
        times[times.len() - 1]
    );
    Ok(())
}

/// A four-player crokinole match of BENCH_MOVES moves: plain shots from
/// along each shooter's line, varied by move number.
fn bench_match() -> Result<MatchRecord, String> {
    let settings = MatchSettings::Crokinole {
        table: TableKind::FourSingles,
        format: MatchFormat::BestOfSeven,
        seats: [SeatKind::Guest; 4],
    };
    let mut game = Match::new(settings, 1, &Profiles::default()).map_err(|e| e.to_string())?;
    game.choose_by_rule().map_err(|e| e.to_string())?;
    let r = Spec::STANDARD.crokinole.shooting_line_radius;
    let mut n = 0u32;
    while game.replay().moves_played() < BENCH_MOVES {
        let turn = game.next_turn().ok_or("the benchmark match ended early")?;
        n += 1;
        let a = seat_angle(turn.seat) + 0.12 * ((n % 7) as f32 - 3.0);
        let aim = -Vec2::from_angle(seat_angle(turn.seat) + 0.05 * ((n % 5) as f32 - 2.0));
        let shot = game
            .begin_shot(
                Vec2::from_angle(a) * r,
                aim * (1.0 + 0.15 * (n % 6) as f32),
                false,
            )
            .map_err(|e| e.to_string())?;
        game.commit(shot).map_err(|e| e.to_string())?;
    }
    Ok(game.replay().record().clone())
}
