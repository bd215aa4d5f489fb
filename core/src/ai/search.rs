//! The search shared by both games: every candidate is played several times
//! with execution noise through the real physics and judged by the rule
//! engine; the best mean wins. Candidates run on every core where threads
//! exist, each with its own random stream seeded from (seed, candidate,
//! pass), so the choice never depends on the thread count.

use super::level::LevelParams;
use crate::rng::Rng;

/// The chosen candidate and what the search learnt about it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Choice {
    pub index: usize,
    /// Mean value over its rollouts.
    pub value: f32,
    pub rollouts: usize,
}

/// The stream index of the hand that plays the chosen shot (its execution
/// error). Fixed at 32 bits: `usize::MAX` was, and it differs between the
/// web's 32-bit build and a 64-bit device, so the same decision was played
/// with another error on each.
pub const HAND: usize = u32::MAX as usize;

/// A seed for one candidate's stream in one pass (SplitMix-mixed).
pub fn stream_seed(seed: u64, index: usize, pass: u64) -> u64 {
    let mut r = Rng::new(
        seed ^ (index as u64).wrapping_mul(0xA24B_AED4_963E_E407)
            ^ pass.wrapping_mul(0x9FB2_1C65_1E98_DF25),
    );
    r.next_u64()
}

/// Runs `rollout` (one noisy play of a candidate, returning its value) over
/// all candidates, then again on the most promising; returns the best by
/// mean value (ties go to the earlier candidate). None without candidates.
pub fn best<C, F>(candidates: &[C], params: &LevelParams, seed: u64, rollout: F) -> Option<Choice>
where
    C: Sync,
    F: Fn(&C, &mut Rng) -> f32 + Sync,
{
    best_on(candidates, params, seed, cores(), rollout)
}

/// Threads available to the search (1 on the web).
pub fn cores() -> usize {
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    }
    #[cfg(target_arch = "wasm32")]
    {
        1
    }
}

/// `best` on a given number of threads (the result does not depend on it).
pub fn best_on<C, F>(
    candidates: &[C],
    params: &LevelParams,
    seed: u64,
    threads: usize,
    rollout: F,
) -> Option<Choice>
where
    C: Sync,
    F: Fn(&C, &mut Rng) -> f32 + Sync,
{
    ranked(candidates, params, seed, threads, rollout)
        .first()
        .copied()
}

/// The candidates that got the second look, best mean first (ties go to
/// the earlier candidate): what `best` chooses from, and what the planner
/// looks at further. Empty without candidates.
pub fn ranked<C, F>(
    candidates: &[C],
    params: &LevelParams,
    seed: u64,
    threads: usize,
    rollout: F,
) -> Vec<Choice>
where
    C: Sync,
    F: Fn(&C, &mut Rng) -> f32 + Sync,
{
    let all: Vec<usize> = (0..candidates.len()).collect();
    let top = params.refine_top.max(1);
    let stages = [(params.samples.max(1), top), (params.refine_samples, top)];
    halving(candidates, all, &stages, seed, 0, threads, rollout)
}

/// Successive halving of `alive` (indices into `candidates`): in each
/// stage `(samples, keep)` every survivor gets `samples` more rollouts on
/// its own stream, seeded from (seed, candidate, `first_pass` + stage),
/// and the best `keep` by mean so far go on (ties to the earlier
/// candidate). Returns the last stage's survivors, best mean first.
pub fn halving<C, F>(
    candidates: &[C],
    mut alive: Vec<usize>,
    stages: &[(usize, usize)],
    seed: u64,
    first_pass: u64,
    threads: usize,
    rollout: F,
) -> Vec<Choice>
where
    C: Sync,
    F: Fn(&C, &mut Rng) -> f32 + Sync,
{
    let mut sum = vec![0.0f32; candidates.len()];
    let mut count = vec![0usize; candidates.len()];
    for (stage, &(samples, keep)) in stages.iter().enumerate() {
        let pass = first_pass + stage as u64;
        let got = par_map(&alive, threads, |&i| {
            let mut rng = Rng::new(stream_seed(seed, i, pass));
            (0..samples)
                .map(|_| rollout(&candidates[i], &mut rng))
                .sum::<f32>()
        });
        for (&i, s) in alive.iter().zip(&got) {
            sum[i] += s;
            count[i] += samples;
        }
        let mean = |i: usize| sum[i] / count[i].max(1) as f32;
        alive.sort_by(|&a, &b| mean(b).total_cmp(&mean(a)).then(a.cmp(&b)));
        alive.truncate(keep.max(1));
    }
    alive
        .into_iter()
        .map(|i| Choice {
            index: i,
            value: sum[i] / count[i].max(1) as f32,
            rollouts: count[i],
        })
        .collect()
}

/// `f` over `items`, in order, spread over up to `threads` threads.
#[cfg(not(target_arch = "wasm32"))]
pub fn par_map<T, R, F>(items: &[T], threads: usize, f: F) -> Vec<R>
where
    T: Sync,
    R: Send + Default + Clone,
    F: Fn(&T) -> R + Sync,
{
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = threads.min(items.len());
    if threads <= 1 {
        return items.iter().map(f).collect();
    }
    // Work is handed out one item at a time (rollouts differ in cost); each
    // result is stored under its item's index, so the order is fixed.
    let next = AtomicUsize::new(0);
    let mut out = vec![R::default(); items.len()];
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= items.len() {
                            break;
                        }
                        done.push((i, f(&items[i])));
                    }
                    done
                })
            })
            .collect();
        for h in handles {
            // A panicking rollout is a bug in the core: pass it on as is.
            let done = h.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
            for (i, r) in done {
                out[i] = r;
            }
        }
    });
    out
}

/// The web build has no threads: the same results, one after another.
#[cfg(target_arch = "wasm32")]
pub fn par_map<T, R, F>(items: &[T], _threads: usize, f: F) -> Vec<R>
where
    T: Sync,
    R: Send + Default + Clone,
    F: Fn(&T) -> R + Sync,
{
    items.iter().map(f).collect()
}
