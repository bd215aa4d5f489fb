//! Pitchnut: where the AI puts a piece the other side returned to the
//! centre, when the rules let it adjust (`Game::adjust`: anywhere within a
//! piece's radius of the centre that the engine takes). Each spot is
//! valued by the next shooter's best flick from it (the planner's reply
//! search): ours to make when we shoot next, theirs to spoil when they do.
//! Every spot meets the same execution errors (common random numbers), so
//! what differs between spots is the spot. Leaving the piece where it lies
//! is one of the spots, and wins ties.

use super::level::LevelParams;
use super::pitchnut_plan::reply_value;
use super::search::{par_map, stream_seed};
use crate::geom::Vec2;
use crate::pitchnut::{Adjust, Game};
use crate::shot::DiscId;

/// How hard the AI looks at an adjustment, in simulations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdjustBudget {
    /// Spots tried on the ring at the edge of the allowed disc (and as
    /// many at half its radius), besides the centre and where it lies.
    pub ring: usize,
    /// Flicks the next shooter tries from each spot...
    pub replies: usize,
    /// ...of this many noisy rollouts each.
    pub samples: usize,
}

impl AdjustBudget {
    /// Simulations one piece's adjustment costs (at most).
    pub fn simulations(&self) -> usize {
        (2 + 2 * self.ring) * self.replies * self.samples.max(1)
    }
}

/// The budget every level uses: 14 spots x 6 flicks = 84 simulations, less
/// than a tenth of a Champion's shot.
pub const BUDGET: AdjustBudget = AdjustBudget {
    ring: 6,
    replies: 6,
    samples: 1,
};

/// The moves `seat` makes to `pieces` (returned to the centre by the other
/// side) before the next shot: for each piece, the best spot found, or
/// nothing when leaving it is as good. Deterministic for a seed.
pub fn choose(
    game: &Game,
    seat: u8,
    pieces: &[DiscId],
    params: &LevelParams,
    budget: &AdjustBudget,
    seed: u64,
    threads: usize,
) -> Vec<(DiscId, Vec2)> {
    let team = game.team_of(seat);
    let mut now = game.clone();
    let mut moves = Vec::new();
    for (k, &piece) in pieces.iter().enumerate() {
        let Some(from) = now.board().iter().find(|d| d.id == piece).map(|d| d.pos) else {
            continue;
        };
        let spots = spots(now.spec().pitchnut.piece_radius, from, budget.ring);
        // The same reply streams for every spot.
        let stream = stream_seed(seed, k, 0xAD);
        let values = par_map(&spots, threads, |&at| {
            let cmd = Adjust {
                seat,
                piece,
                pos: at,
            };
            if now.check_adjust(&cmd).is_err() {
                return f32::NEG_INFINITY;
            }
            match now.clone().adjust(&cmd) {
                Ok((after, _)) => {
                    reply_value(&after, params, budget.replies, budget.samples, team, stream)
                }
                Err(_) => f32::NEG_INFINITY,
            }
        });
        // Spot 0 is where it lies: another spot must do strictly better.
        let mut best = 0;
        for (i, v) in values.iter().enumerate() {
            if *v > values[best] {
                best = i;
            }
        }
        if best == 0 {
            continue;
        }
        let cmd = Adjust {
            seat,
            piece,
            pos: spots[best],
        };
        if let Ok((after, _)) = now.clone().adjust(&cmd) {
            now = after;
            moves.push((piece, spots[best]));
        }
    }
    moves
}

/// Where it lies first, then the centre, then `ring` spots at the allowed
/// radius (a hair inside, so rounding never takes it over) and `ring` at
/// half of it.
fn spots(radius: f32, from: Vec2, ring: usize) -> Vec<Vec2> {
    let mut out = vec![from, Vec2::ZERO];
    for r in [radius * 0.999, radius * 0.5] {
        for i in 0..ring {
            let a = i as f32 * core::f32::consts::TAU / ring as f32;
            out.push(Vec2::from_angle(a) * r);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spots_are_inside_the_allowed_disc_and_start_where_it_lies() {
        let from = Vec2::new(0.001, 0.0);
        let s = spots(0.016, from, 6);
        assert_eq!(s.len(), 14);
        assert_eq!(s[0], from);
        assert!(s.iter().all(|p| p.length() <= 0.016));
    }

    #[test]
    fn the_budget_counts_its_simulations() {
        assert_eq!(BUDGET.simulations(), 84);
    }
}
