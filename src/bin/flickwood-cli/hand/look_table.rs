//! The looking player's tables: for one shot under one setting of aids,
//! the make rate of each kind of looking player at each motor error, with
//! the AI levels' rates on the same shots meant, on one table; and the
//! summary line of issue 42.

use super::looker::Looker;
use super::screen::{PHONE, Screen};
use super::task::{Task, level_rate, play, seed_of};
use crate::stats::{rate, wilson};
use flickwood_core::aids::Aids;
use flickwood_core::practice::Verdict;
use flickwood_core::rng::Rng;
use flickwood_core::save::AiLevel;
use flickwood_core::spec::Spec;

/// The kinds of looking player, the first the one the summary is of:
/// (corrections, tries the power was learned over).
pub const KINDS: [(Option<u32>, u32); 4] = [(None, 10), (Some(2), 10), (None, 3), (None, 30)];

/// The motor errors of the summary (mm): novice, average, expert.
pub const TIERS: [(&str, f32); 3] = [("novice", 2.0), ("average", 1.0), ("expert", 0.5)];

/// What every rate is measured with.
#[derive(Clone, Copy, Debug)]
pub struct Run {
    pub trials: u32,
    pub slip_mm: f32,
    pub seed: u64,
}

fn kind_name((corrections, tries): (Option<u32>, u32)) -> String {
    let c = match corrections {
        None => "unlimited corrections".to_string(),
        Some(n) => format!("{n} corrections"),
    };
    format!("looking, {c}, power learned over {tries} tries")
}

/// Made attempts of `run.trials` for one looking player on `task`, on the
/// phone, under `aids`. Every player meets the same seeds (common random
/// numbers), so the rows differ by the player, not by luck.
pub fn looker_rate(
    spec: &Spec,
    task: &Task,
    aids: &Aids,
    looker: &Looker,
    run: &Run,
    ti: u64,
) -> Result<usize, String> {
    let board = task.drill.game();
    let mut made = 0;
    for n in 0..run.trials {
        let mut rng = Rng::new(seed_of(run.seed, &[ti, u64::from(n)]));
        let k = n as usize % task.intents.len();
        let intent = task.intents[k];
        let screen = Screen::new(spec, board, PHONE, intent.at);
        let Some(v) = looker.attempt(&screen, aids, &intent, &mut rng) else {
            continue;
        };
        if play(spec, task.drill, k as u32, intent.at, v)? == Verdict::Made {
            made += 1;
        }
    }
    Ok(made)
}

/// `f` over `jobs` on two threads, results in job order.
fn both_cores<J: Sync, R: Send>(jobs: &[J], f: impl Fn(&J) -> R + Sync) -> Vec<R> {
    let half = jobs.len().div_ceil(2);
    std::thread::scope(|s| {
        let other = s.spawn(|| jobs[half..].iter().map(&f).collect::<Vec<_>>());
        let mut out: Vec<R> = jobs[..half].iter().map(&f).collect();
        out.extend(
            other
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e)),
        );
        out
    })
}

/// The nearest AI level to a rate, by its measured rate on the same shots.
fn nearest(levels: &[(AiLevel, f64)], p: f64) -> &'static str {
    levels
        .iter()
        .min_by(|a, b| (a.1 - p).abs().total_cmp(&(b.1 - p).abs()))
        .map_or("-", |l| l.0.name())
}

/// One table: every kind of looking player at every motor error in
/// `motors`, then the AI levels. Returns the first kind's rates (percent).
pub fn table(
    spec: &Spec,
    task: &Task,
    ti: u64,
    aids: &Aids,
    motors: &[f32],
    run: &Run,
) -> Result<Vec<f64>, String> {
    let jobs: Vec<(usize, usize)> = (0..KINDS.len())
        .flat_map(|k| (0..motors.len()).map(move |m| (k, m)))
        .collect();
    let made = both_cores(&jobs, |&(k, m)| {
        let looker = Looker {
            motor_mm: motors[m],
            slip_mm: run.slip_mm,
            corrections: KINDS[k].0,
            learn_tries: KINDS[k].1,
        };
        looker_rate(spec, task, aids, &looker, run, ti)
    });
    let ai = both_cores(&AiLevel::ALL, |&l| {
        level_rate(spec, task, l, run.trials, seed_of(run.seed, &[ti, 99]))
    });
    let n = run.trials as usize;
    let pct = |hits: usize| hits as f64 / n as f64 * 100.0;
    let mut levels = Vec::new();
    for (l, r) in AiLevel::ALL.iter().zip(&ai) {
        levels.push((*l, pct(r.clone()?)));
    }
    outln!();
    outln!(
        "## {} ({}), {} control, {}",
        task.title,
        task.drill.id(),
        aids.key,
        PHONE.name
    );
    outln!("| who | motor error | make rate [95 % Wilson] | nearest AI level |");
    outln!("|---|---|---|---|");
    let mut first = Vec::new();
    for (&(k, m), r) in jobs.iter().zip(made) {
        let hits = r?;
        if k == 0 {
            first.push(pct(hits));
        }
        outln!(
            "| {} | {} mm | {} | {} |",
            kind_name(KINDS[k]),
            motors[m],
            rate(hits, n).trim(),
            nearest(&levels, pct(hits))
        );
    }
    for (l, r) in AiLevel::ALL.iter().zip(ai) {
        let (lo, hi) = wilson(r?, n);
        let p = levels.iter().find(|x| x.0 == *l).map_or(0.0, |x| x.1);
        outln!(
            "| AI {} | - | {p:.1} % [{:.1}, {:.1}] | - |",
            l.name(),
            lo * 100.0,
            hi * 100.0
        );
    }
    Ok(first)
}

/// The summary line: the first kind of looking player's centre open 20
/// under the default control, novice to expert.
pub fn summary(rates: &[f64]) -> String {
    let mut s = String::from("skill:");
    for ((name, _), r) in TIERS.iter().zip(rates) {
        s.push_str(&format!(" {name} {r:.1} %"));
    }
    s
}
