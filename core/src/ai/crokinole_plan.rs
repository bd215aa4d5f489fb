//! The planner for crokinole: the next shooter's best reply to each of the
//! one-ply search's best shots (see `planner`). The last shot of the round
//! (the hammer) ends it, so its value is the final count; a puck left open
//! to a takeout, or no puck left at all (a free shot), shows up as the
//! reply that punishes it; a guard or a puck behind a post as the reply
//! that cannot.

use super::crokinole::{candidates, play};
use super::crokinole_candidates::CrokinoleShot;
use super::evaluate;
use super::level::LevelParams;
use super::planner::{self, Outcome, PlanBudget};
use super::search::{self, Choice};
use crate::crokinole::{Event, Side, State};
use crate::spec::Spec;

/// Value of a play the engine refused (never expected).
const REFUSED: f32 = -1000.0;

/// The planner's choice among `ranked` (indices into `shots`).
pub fn deepen(
    spec: &Spec,
    state: &State,
    params: &LevelParams,
    budget: &PlanBudget,
    shots: &[CrokinoleShot],
    ranked: &[Choice],
    seed: u64,
) -> Option<Choice> {
    let side = state.table().side_of(state.to_shoot()?);
    let outcome = |i: usize, rng: &mut crate::rng::Rng| -> Outcome<State> {
        match play(spec, state, params, &shots[i], rng) {
            Some((after, events)) => {
                let v = evaluate::crokinole_value(spec, &after, &events, side);
                if ended(&after, &events) {
                    Outcome::Over(v)
                } else {
                    Outcome::Open(after, v)
                }
            }
            None => Outcome::Over(REFUSED),
        }
    };
    let reply = |after: &State, seed: u64| reply_value(spec, after, params, budget, side, seed);
    planner::deepen(ranked, budget, seed, search::cores(), outcome, reply)
}

/// The round (or match) is over: no reply to look at.
fn ended(after: &State, events: &[Event]) -> bool {
    after.to_shoot().is_none() || events.iter().any(|e| matches!(e, Event::RoundOver { .. }))
}

/// Our (`side`'s) value after the next shooter's best reply from `after`,
/// the replies chosen by the replier's own value (a partner's reply is
/// chosen for our side, as it is theirs too).
fn reply_value(
    spec: &Spec,
    after: &State,
    params: &LevelParams,
    budget: &PlanBudget,
    side: Side,
    seed: u64,
) -> f32 {
    let Some(seat) = after.to_shoot() else {
        return REFUSED;
    };
    let theirs = after.table().side_of(seat);
    let pool = candidates(spec, after, budget.replies * 3);
    let replies = planner::spread(&pool, |c| c.kind, budget.replies);
    planner::best_reply(&replies, budget.reply_samples, seed, |c, rng| {
        match play(spec, after, params, c, rng) {
            Some((next, events)) => (
                evaluate::crokinole_value(spec, &next, &events, theirs),
                evaluate::crokinole_value(spec, &next, &events, side),
            ),
            None => (REFUSED, 0.0),
        }
    })
    .unwrap_or_else(|| evaluate::crokinole_value(spec, after, &[], side))
}
