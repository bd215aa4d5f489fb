//! The planner for pitchnut: the next shot after each of the one-ply
//! search's best flicks (see `planner`). A sunk piece keeps the turn, so
//! the next shooter is often ourselves (a banked extra turn is worth the
//! best follow-up it allows); after a miss or a scratch it is the
//! opponent, whose best reply shows what the flick left them (an easy
//! poison, a piece on the edge). Flicks that lose the game (the poison
//! down early, with a scratch or with another piece) end it at -1000; the
//! extra one-ply rollouts weigh how often that happens.

use super::evaluate;
use super::level::LevelParams;
use super::pitchnut::{candidates, play};
use super::pitchnut_candidates::PitchnutShot;
use super::planner::{self, Outcome, PlanBudget};
use super::search::{self, Choice};
use crate::pitchnut::Game;
use crate::rng::Rng;

/// Value of a play the engine refused (never expected).
const REFUSED: f32 = -10_000.0;

/// The planner's choice among `ranked` (indices into `shots`).
pub fn deepen(
    game: &Game,
    params: &LevelParams,
    budget: &PlanBudget,
    shots: &[PitchnutShot],
    ranked: &[Choice],
    seed: u64,
) -> Option<Choice> {
    let team = game.team_of(game.to_play());
    let outcome = |i: usize, rng: &mut Rng| -> Outcome<Game> {
        match play(game, params, &shots[i], rng) {
            Some(after) => {
                let v = evaluate::pitchnut_shot_value(&after, team, params.pitchnut_dread);
                if after.is_over() {
                    Outcome::Over(v)
                } else {
                    Outcome::Open(after, v)
                }
            }
            None => Outcome::Over(REFUSED),
        }
    };
    let reply = |after: &Game, seed: u64| {
        reply_value(
            after,
            params,
            budget.replies,
            budget.reply_samples,
            team,
            seed,
        )
    };
    planner::deepen(ranked, budget, seed, search::cores(), outcome, reply)
}

/// Our (`team`'s) value after the next shooter's best of `replies` flicks
/// from `after`, `samples` noisy rollouts each (the next shooter may be us).
pub fn reply_value(
    after: &Game,
    params: &LevelParams,
    replies: usize,
    samples: usize,
    team: u8,
    seed: u64,
) -> f32 {
    let theirs = after.team_of(after.to_play());
    let pool = candidates(after, replies * 3);
    let replies = planner::spread(&pool, |c| c.kind, replies);
    planner::best_reply(&replies, samples, seed, |c, rng| {
        match play(after, params, c, rng) {
            Some(next) => (
                evaluate::pitchnut_shot_value(&next, theirs, params.pitchnut_dread),
                evaluate::pitchnut_value(&next, team),
            ),
            None => (REFUSED, 0.0),
        }
    })
    .unwrap_or_else(|| evaluate::pitchnut_value(after, team))
}
