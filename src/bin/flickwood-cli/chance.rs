//! `chance RECORD...`: fits the pitchnut review's chance to win a game
//! (`review::win_chance`) to how the records' games really ended. Every
//! position after a shot is read as its facts for the shooter's team
//! (`review::facts`) and set beside whether that team went on to win the
//! game; the weights of the logistic curve are fitted by maximum likelihood
//! (Newton's method). Prints the fitted weights, the log loss of the fit,
//! of the core's weights, of the AI's own measure at its best scale and of
//! a coin, and predicted against won by tenths, for the core's weights.

use flickwood_core::ai::evaluate::pitchnut_value;
use flickwood_core::ai::pitchnut_retake::settle;
use flickwood_core::pitchnut;
use flickwood_core::review::{FACTS, N_FACTS, WEIGHTS, chance_of, facts};
use flickwood_core::save::{Events, MatchRecord, Move, Position, Replay};

const USAGE: &str = "usage: chance RECORD... (pitchnut records, e.g. from selfplay --records)";

/// A position after a shot, for the shooter's team: its facts, the AI's
/// value of it, and whether the team went on to win the game.
struct Sample {
    facts: [f32; N_FACTS],
    value: f32,
    won: bool,
}

pub fn run(args: &[String]) -> Result<(), String> {
    if args.is_empty() {
        return Err(USAGE.into());
    }
    let mut samples = Vec::new();
    let mut games = 0;
    for path in args {
        let bytes = crate::read_input(Some(path))?;
        let record = MatchRecord::from_json(&bytes).map_err(|e| format!("{path}: {e}"))?;
        games += collect(record, &mut samples).map_err(|e| format!("{path}: {e}"))?;
    }
    if samples.is_empty() {
        return Err("no finished pitchnut game in the records".into());
    }
    let fitted = fit(&samples);
    outln!("{} positions after a shot, {} games", samples.len(), games);
    let show = |w: [f64; N_FACTS]| {
        (FACTS.iter().zip(w))
            .map(|(f, w)| format!("{f} {w:.3}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    outln!("fitted weights: {}", show(fitted));
    outln!("the core's:     {}", show(WEIGHTS.map(f64::from)));
    let core = |s: &Sample| f64::from(chance_of(s.facts, WEIGHTS));
    let fit_p = |s: &Sample| logistic(dot(s.facts, fitted));
    let value_scale = best_value_scale(&samples);
    let by_value = |s: &Sample| logistic(f64::from(s.value) / value_scale);
    outln!(
        "log loss a position: fitted {:.4}, the core's {:.4}, the AI's value at its best scale ({value_scale:.0}) {:.4}, a coin's {:.4}",
        log_loss(&samples, fit_p),
        log_loss(&samples, core),
        log_loss(&samples, by_value),
        std::f64::consts::LN_2
    );
    outln!("the core's chances against the games' ends:");
    outln!(
        "{:>12} {:>9} {:>9} {:>7}",
        "chance",
        "positions",
        "predicted",
        "won"
    );
    for tenth in 0..10 {
        let lo = f64::from(tenth) / 10.0;
        let bin: Vec<&Sample> = (samples.iter())
            .filter(|s| core(s) >= lo && (core(s) < lo + 0.1 || tenth == 9))
            .collect();
        if bin.is_empty() {
            continue;
        }
        let n = bin.len() as f64;
        let predicted = bin.iter().map(|s| core(s)).sum::<f64>() / n;
        let won = bin.iter().filter(|s| s.won).count() as f64 / n;
        outln!(
            "{:>5.0}-{:<3.0} % {:>9} {:>8.1} % {:>5.1} %",
            lo * 100.0,
            lo * 100.0 + 10.0,
            bin.len(),
            predicted * 100.0,
            won * 100.0
        );
    }
    Ok(())
}

/// Adds the record's positions after a shot to `samples`, each game's once
/// it is over (a game cut short counts for nothing); the games counted.
fn collect(record: MatchRecord, samples: &mut Vec<Sample>) -> Result<usize, String> {
    let mut replay = Replay::new(record).map_err(|e| e.to_string())?;
    let mut pending: Vec<(Sample, u8)> = Vec::new();
    let mut games = 0;
    while let Some(m) = replay.next_move() {
        let team = match (replay.position(), m) {
            (Position::Pitchnut(pm), Move::Flick(_)) => Some(pm.game.team_of(pm.game.to_play())),
            _ => None,
        };
        let Some(step) = replay.step().map_err(|e| e.to_string())? else {
            break;
        };
        let Events::Pitchnut(events) = &step.events else {
            return Err("not a pitchnut record".into());
        };
        let over = events.iter().find_map(|e| match e {
            pitchnut::Event::GameOver { winner, .. } => Some(*winner),
            _ => None,
        });
        if let (Some(team), None, Position::Pitchnut(pm)) = (team, over, replay.position()) {
            let after = settle(pm.game.clone());
            let sample = Sample {
                facts: facts(&after, team),
                value: pitchnut_value(&after, team),
                won: false,
            };
            pending.push((sample, team));
        }
        if let Some(winner) = over {
            games += 1;
            samples.extend((pending.drain(..)).map(|(s, team)| Sample {
                won: team == winner,
                ..s
            }));
        }
    }
    Ok(games)
}

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn dot(facts: [f32; N_FACTS], w: [f64; N_FACTS]) -> f64 {
    facts.iter().zip(w).map(|(&x, w)| f64::from(x) * w).sum()
}

/// The mean log loss of the chances `p` gives.
fn log_loss(samples: &[Sample], p: impl Fn(&Sample) -> f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let p = p(s).clamp(1e-9, 1.0 - 1e-9);
            -if s.won { p.ln() } else { (1.0 - p).ln() }
        })
        .sum();
    sum / samples.len() as f64
}

/// The weights of least log loss: Newton's method on the logistic
/// likelihood, with a little ridge so facts that never vary stay at 0.
fn fit(samples: &[Sample]) -> [f64; N_FACTS] {
    let mut w = [0.0f64; N_FACTS];
    for _ in 0..50 {
        let mut grad = [0.0f64; N_FACTS];
        let mut hess = [[0.0f64; N_FACTS]; N_FACTS];
        for (i, h) in hess.iter_mut().enumerate() {
            h[i] = 1e-3;
            grad[i] = 1e-3 * w[i];
        }
        for s in samples {
            let p = logistic(dot(s.facts, w));
            let y = f64::from(u8::from(s.won));
            for i in 0..N_FACTS {
                let xi = f64::from(s.facts[i]);
                grad[i] += (p - y) * xi;
                for (j, h) in hess[i].iter_mut().enumerate() {
                    *h += p * (1.0 - p) * xi * f64::from(s.facts[j]);
                }
            }
        }
        let step = solve(hess, grad);
        for i in 0..N_FACTS {
            w[i] -= step[i];
        }
        if step.iter().all(|d| d.abs() < 1e-9) {
            break;
        }
    }
    w
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: [[f64; N_FACTS]; N_FACTS], mut b: [f64; N_FACTS]) -> [f64; N_FACTS] {
    for col in 0..N_FACTS {
        let pivot = (col..N_FACTS)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..N_FACTS {
            let f = a[row][col] / a[col][col];
            let pivot_row = a[col];
            for (x, p) in a[row].iter_mut().zip(pivot_row).skip(col) {
                *x -= f * p;
            }
            b[row] -= f * b[col];
        }
    }
    let mut x = [0.0; N_FACTS];
    for row in (0..N_FACTS).rev() {
        let rest: f64 = (row + 1..N_FACTS).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x
}

/// The scale at which the AI's own value, as a chance, loses least.
fn best_value_scale(samples: &[Sample]) -> f64 {
    let loss = |scale: f64| log_loss(samples, |s| logistic(f64::from(s.value) / scale));
    let mut best = (f64::MAX, 1.0);
    let mut scale = 1.0;
    while scale < 10_000.0 {
        let l = loss(scale);
        if l < best.0 {
            best = (l, scale);
        }
        scale *= 1.05;
    }
    best.1
}
