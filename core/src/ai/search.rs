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
    if candidates.is_empty() {
        return Vec::new();
    }
    let run = |index: usize, pass: u64, n: usize| -> f32 {
        let mut rng = Rng::new(stream_seed(seed, index, pass));
        (0..n).map(|_| rollout(&candidates[index], &mut rng)).sum()
    };
    let n1 = params.samples.max(1);
    let all: Vec<usize> = (0..candidates.len()).collect();
    let first = par_map(&all, threads, |&i| run(i, 0, n1));
    let mut order: Vec<usize> = all.clone();
    // Stable sort: equal means keep candidate order.
    order.sort_by(|&a, &b| first[b].total_cmp(&first[a]));
    order.truncate(params.refine_top.max(1));
    let n2 = params.refine_samples;
    let second = par_map(
        &order,
        threads,
        |&i| if n2 > 0 { run(i, 1, n2) } else { 0.0 },
    );
    let rollouts = n1 + n2;
    let mut out: Vec<Choice> = order
        .iter()
        .zip(&second)
        .map(|(&i, s)| Choice {
            index: i,
            value: (first[i] + s) / rollouts as f32,
            rollouts,
        })
        .collect();
    out.sort_by(|a, b| b.value.total_cmp(&a.value).then(a.index.cmp(&b.index)));
    out
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
