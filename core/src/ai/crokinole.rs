//! The crokinole opponent: `choose` picks the shot for the player to shoot.

use super::crokinole_candidates::{self, CrokinoleShot, ShotKind};
use super::level::{AiLevel, LevelParams};
use super::search::{self, stream_seed};
use super::{AiError, evaluate, noise};
use super::{crokinole_grid, crokinole_plan};
use crate::crokinole::{Event, State};
use crate::geom::Vec2;
use crate::physics::simulate;
use crate::rng::Rng;
use crate::spec::Spec;

/// Value of a rollout the engine refused (never expected: a safety net).
const REFUSED: f32 = -1000.0;

/// The AI's shot: put the puck at `place`, flick it at `velocity`, and say
/// "twenty" first if `declare_twenty`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CrokinoleDecision {
    pub place: Vec2,
    /// The flick as played: the intended one with this level's execution
    /// error, as a person's hand would add it. Within the speed limit.
    pub velocity: Vec2,
    /// The flick the AI meant (for showing its aim).
    pub intended_velocity: Vec2,
    pub declare_twenty: bool,
    pub kind: ShotKind,
    /// The spin as played (rad/s): the intended spin scaled with the
    /// flick's speed error. Zero but at the planner's levels.
    pub spin: f32,
    /// The spin meant, before the speed error scaled it.
    pub intended_spin: f32,
    /// The mean value of the chosen shot over its noisy rollouts.
    pub expected_value: f32,
    /// Candidates examined.
    pub candidates: usize,
}

/// The decision for the player to shoot in `state`, on the standard board.
pub fn choose(state: &State, level: AiLevel, seed: u64) -> Result<CrokinoleDecision, AiError> {
    choose_with(&Spec::STANDARD, state, level, seed)
}

/// One noisy play of `shot` from `state`, judged for `state`'s shooter.
pub fn rollout(
    spec: &Spec,
    state: &State,
    level: AiLevel,
    shot: &CrokinoleShot,
    rng: &mut Rng,
) -> f32 {
    rollout_with(spec, state, &level.params(), shot, rng)
}

/// `rollout` with a level's numbers given.
pub fn rollout_with(
    spec: &Spec,
    state: &State,
    params: &LevelParams,
    shot: &CrokinoleShot,
    rng: &mut Rng,
) -> f32 {
    let Some(seat) = state.to_shoot() else {
        return REFUSED;
    };
    let side = state.table().side_of(seat);
    match play(spec, state, params, shot, rng) {
        Some((after, events)) => evaluate::crokinole_value(spec, &after, &events, side),
        None => REFUSED,
    }
}

/// One noisy play of `shot`: the position after it and what happened (None
/// if the engine refused it, never expected).
pub fn play(
    spec: &Spec,
    state: &State,
    params: &LevelParams,
    shot: &CrokinoleShot,
    rng: &mut Rng,
) -> Option<(State, Vec<Event>)> {
    let velocity = noise::perturb(params, shot.velocity, spec.sim.max_shot_speed, rng);
    let input = state
        .shot_input(spec, shot.place, velocity, played_spin(shot, velocity))
        .ok()?;
    let report = simulate(spec, &input).ok()?;
    state
        .clone()
        .apply(&spec.crokinole, shot.declare_twenty, &report)
        .ok()
}

/// The spin a hand gives when it meant `shot` and played `velocity`: off
/// by the same factor as the speed (a harder flick spins harder), so it
/// draws no random number of its own and streams stay aligned.
fn played_spin(shot: &CrokinoleShot, velocity: Vec2) -> f32 {
    if shot.spin == 0.0 {
        return 0.0;
    }
    let ratio = velocity.length() / shot.velocity.length().max(1e-6);
    (shot.spin * ratio).clamp(-crate::shot::MAX_SPIN, crate::shot::MAX_SPIN)
}

/// The shots `state`'s shooter may play, checked by the engine.
pub fn candidates(spec: &Spec, state: &State, budget: usize) -> Vec<CrokinoleShot> {
    crokinole_candidates::generate(spec, state, budget)
        .into_iter()
        .filter(|c| state.shot_input(spec, c.place, c.velocity, c.spin).is_ok())
        .collect()
}

pub fn choose_with(
    spec: &Spec,
    state: &State,
    level: AiLevel,
    seed: u64,
) -> Result<CrokinoleDecision, AiError> {
    choose_params(spec, state, &level.params(), seed)
}

/// The decision with a level's numbers given (the planner when
/// `params.plan` says so, else the one-ply search).
pub fn choose_params(
    spec: &Spec,
    state: &State,
    params: &LevelParams,
    seed: u64,
) -> Result<CrokinoleDecision, AiError> {
    if state.to_shoot().is_none() {
        return Err(AiError::NotInPlay);
    }
    let mut candidates = candidates(spec, state, params.candidates);
    let threads = search::cores();
    let ranked = match &params.crokinole_grid {
        Some(grid) => {
            candidates.extend(crokinole_grid::shots(spec, state, grid));
            crokinole_grid::ranked(spec, state, params, grid, &candidates, seed, threads)
        }
        None => search::ranked(&candidates, params, seed, threads, |c, rng| {
            rollout_with(spec, state, params, c, rng)
        }),
    };
    let (shot, choice) = match &params.plan {
        Some(budget) => {
            crokinole_plan::deepen(spec, state, params, budget, &candidates, &ranked, seed)
        }
        None => ranked.first().map(|c| (candidates[c.index], *c)),
    }
    .ok_or(AiError::NoFreePlacement)?;
    let mut hand = Rng::new(stream_seed(seed, search::HAND, 2));
    let velocity = noise::perturb(params, shot.velocity, spec.sim.max_shot_speed, &mut hand);
    Ok(CrokinoleDecision {
        spin: played_spin(&shot, velocity),
        intended_spin: shot.spin,
        place: shot.place,
        velocity,
        intended_velocity: shot.velocity,
        declare_twenty: shot.declare_twenty,
        kind: shot.kind,
        expected_value: choice.value,
        candidates: candidates.len(),
    })
}
