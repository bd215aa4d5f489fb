//! The planner: the one-ply search's best few candidates get a look at the
//! reply they leave. Each is played a few more times with noise (the
//! outcomes); from every outcome that does not end the round or the game,
//! whoever shoots next picks their best reply by their own noisy rollouts,
//! and the candidate is valued by what that reply leaves us. Shots that end
//! it (the hammer, a poison down) keep their final value; a few extra
//! one-ply rollouts per candidate (`risk_samples`) measure how often that
//! happens, so a rare disaster weighs what it should. The choice is the
//! best expected value.
//!
//! Budgets are counted in simulations, never in seconds, and every rollout
//! has its own stream seeded from (seed, candidate, pass): the same
//! position and seed give the same choice on every device and thread count.

use super::search::{Choice, par_map, stream_seed};
use crate::rng::Rng;

/// How far the planner looks, per decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlanBudget {
    /// The best this many one-ply candidates are looked at further...
    pub width: usize,
    /// ...from this many noisy outcomes each...
    pub outcomes: usize,
    /// ...where the next shooter tries this many replies...
    pub replies: usize,
    /// ...of this many noisy rollouts each.
    pub reply_samples: usize,
    /// One-ply rollouts more per candidate, for the chance that it ends the
    /// round or the game (and how).
    pub risk_samples: usize,
}

impl PlanBudget {
    /// Simulations one decision costs on top of the one-ply search (at most).
    pub fn simulations(&self) -> usize {
        self.width * (self.risk_samples + self.outcomes * (1 + self.replies * self.reply_samples))
    }
}

/// One noisy play of a candidate: it ended the round or game with this
/// value, or left a position (and its one-ply value) to reply to.
pub enum Outcome<S> {
    Over(f32),
    Open(S, f32),
}

/// What one job learnt about one candidate.
#[derive(Clone, Copy, Default)]
struct Tally {
    over_sum: f32,
    over_n: u32,
    open_sum: f32,
    open_n: u32,
    /// Sum over outcomes of (value after the best reply - the outcome's
    /// one-ply value): what the reply changes, paired on the same outcome
    /// so that the outcome's own noise cancels.
    delta_sum: f32,
    delta_n: u32,
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        self.over_sum += o.over_sum;
        self.over_n += o.over_n;
        self.open_sum += o.open_sum;
        self.open_n += o.open_n;
        self.delta_sum += o.delta_sum;
        self.delta_n += o.delta_n;
    }

    /// The expected value: the one-ply mean over every play (the first
    /// look's `prior` too), corrected on the share of plays that leave a
    /// reply by what the best reply changes.
    fn value(&self, prior: &Choice) -> f32 {
        let n = (self.over_n + self.open_n) as usize;
        let one_ply = (prior.value * prior.rollouts as f32 + self.over_sum + self.open_sum)
            / (prior.rollouts + n).max(1) as f32;
        if self.delta_n == 0 || n == 0 {
            return one_ply;
        }
        let open_share = self.open_n as f32 / n as f32;
        one_ply + open_share * self.delta_sum / self.delta_n as f32
    }
}

/// Looks further at the first `budget.width` of `top` (the one-ply ranking)
/// and returns the best by expected value (ties to the earlier in `top`).
/// `play(candidate, rng)` is one noisy play; `reply(position, seed)` is our
/// value after the next shooter's best reply from `position`.
pub fn deepen<S, P, R>(
    top: &[Choice],
    budget: &PlanBudget,
    seed: u64,
    threads: usize,
    play: P,
    reply: R,
) -> Option<Choice>
where
    P: Fn(usize, &mut Rng) -> Outcome<S> + Sync,
    R: Fn(&S, u64) -> f32 + Sync,
{
    let width = budget.width.min(top.len());
    if width == 0 {
        return top.first().copied();
    }
    // Jobs: (rank, None) for the risk rollouts, (rank, Some(k)) for outcome k.
    let mut jobs: Vec<(usize, Option<usize>)> = Vec::new();
    for rank in 0..width {
        jobs.push((rank, None));
        jobs.extend((0..budget.outcomes).map(|k| (rank, Some(k))));
    }
    let tallies = par_map(&jobs, threads, |&(rank, job)| {
        let index = top[rank].index;
        let mut t = Tally::default();
        let count = |o: &Outcome<S>, t: &mut Tally| match o {
            Outcome::Over(v) => {
                t.over_sum += v;
                t.over_n += 1;
            }
            Outcome::Open(_, v) => {
                t.open_sum += v;
                t.open_n += 1;
            }
        };
        // Common random numbers: every candidate meets the same execution
        // errors (`perturb` draws two per play, so streams stay aligned) and
        // the same reply streams, so their differences carry less noise.
        match job {
            None => {
                let mut rng = Rng::new(stream_seed(seed, 0, 0x715C));
                for _ in 0..budget.risk_samples {
                    let o = play(index, &mut rng);
                    count(&o, &mut t);
                }
            }
            Some(k) => {
                let mut rng = Rng::new(stream_seed(seed, 0, 0x0C00 + k as u64));
                let o = play(index, &mut rng);
                count(&o, &mut t);
                if let Outcome::Open(position, v) = &o {
                    if budget.replies > 0 && budget.reply_samples > 0 {
                        let deep = reply(position, stream_seed(seed, 0, 0x4E00 + k as u64));
                        t.delta_sum += deep - v;
                        t.delta_n += 1;
                    }
                }
            }
        }
        t
    });
    let mut best: Option<Choice> = None;
    for (rank, &c) in top.iter().enumerate().take(width) {
        let mut t = Tally::default();
        for (job, tally) in jobs.iter().zip(&tallies) {
            if job.0 == rank {
                t.add(tally);
            }
        }
        let value = t.value(&c);
        if best.is_none_or(|b| value > b.value) {
            best = Some(Choice {
                index: c.index,
                value,
                rollouts: c.rollouts + (t.over_n + t.open_n) as usize,
            });
        }
    }
    best
}

/// The reply the next shooter picks: the one whose mean value *for them*
/// is best, over `samples` rollouts each; returns *our* mean for it.
/// `rollout(reply, rng)` gives (their value, our value).
pub fn best_reply<C, F>(replies: &[C], samples: usize, seed: u64, rollout: F) -> Option<f32>
where
    F: Fn(&C, &mut Rng) -> (f32, f32),
{
    let mut best: Option<(f32, f32)> = None;
    for (j, c) in replies.iter().enumerate() {
        let mut rng = Rng::new(stream_seed(seed, j, 0));
        let (mut theirs, mut ours) = (0.0, 0.0);
        for _ in 0..samples.max(1) {
            let (t, o) = rollout(c, &mut rng);
            theirs += t;
            ours += o;
        }
        let n = samples.max(1) as f32;
        if best.is_none_or(|b| theirs / n > b.0) {
            best = Some((theirs / n, ours / n));
        }
    }
    best.map(|b| b.1)
}

/// Up to `n` of `pool` spread over its kinds (one of each kind in turn, in
/// pool order), so a few replies still cover takeouts, draws and the rest.
pub fn spread<C: Copy, K: PartialEq + Copy>(
    pool: &[C],
    kind: impl Fn(&C) -> K,
    n: usize,
) -> Vec<C> {
    let mut kinds: Vec<K> = Vec::new();
    for c in pool {
        if !kinds.contains(&kind(c)) {
            kinds.push(kind(c));
        }
    }
    let mut used = vec![false; pool.len()];
    let mut out = Vec::new();
    while out.len() < n && out.len() < pool.len() {
        for k in &kinds {
            if out.len() >= n {
                break;
            }
            if let Some(i) = (0..pool.len()).find(|&i| !used[i] && kind(&pool[i]) == *k) {
                used[i] = true;
                out.push(pool[i]);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spread_takes_one_of_each_kind_in_turn() {
        let pool = [(0, 'a'), (1, 'a'), (2, 'b'), (3, 'a'), (4, 'c'), (5, 'b')];
        let got = spread(&pool, |c| c.1, 4);
        assert_eq!(got, vec![(0, 'a'), (2, 'b'), (4, 'c'), (1, 'a')]);
        assert_eq!(spread(&pool, |c| c.1, 10).len(), 6);
    }

    #[test]
    fn the_reply_corrects_the_share_of_plays_it_follows() {
        // Four plays: three end it at -100, one is open at +10 and its best
        // reply leaves us 6 (4 less); the first look had 4 plays at -60.
        let t = Tally {
            over_sum: -300.0,
            over_n: 3,
            open_sum: 10.0,
            open_n: 1,
            delta_sum: -4.0,
            delta_n: 1,
        };
        let prior = Choice {
            index: 0,
            value: -60.0,
            rollouts: 4,
        };
        let one_ply = (-240.0 - 300.0 + 10.0) / 8.0;
        assert_eq!(t.value(&prior), one_ply + 0.25 * -4.0);
        assert_eq!(Tally::default().value(&prior), -60.0);
    }

    #[test]
    fn the_choice_does_not_depend_on_threads() {
        let top: Vec<Choice> = (0..4)
            .map(|i| Choice {
                index: i,
                value: 0.0,
                rollouts: 1,
            })
            .collect();
        let budget = PlanBudget {
            width: 4,
            outcomes: 3,
            replies: 2,
            reply_samples: 2,
            risk_samples: 5,
        };
        let play = |i: usize, rng: &mut Rng| {
            let x = rng.gaussian() + i as f32 * 0.1;
            if x > 1.5 {
                Outcome::Over(-50.0)
            } else {
                Outcome::Open(x, x)
            }
        };
        let reply = |s: &f32, seed: u64| s - Rng::new(seed).gaussian().abs();
        let one = deepen(&top, &budget, 9, 1, play, reply).unwrap();
        let two = deepen(&top, &budget, 9, 2, play, reply).unwrap();
        assert_eq!(one, two);
        assert_eq!(one.rollouts, 1 + 5 + 3);
    }
}
