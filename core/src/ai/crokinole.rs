//! The crokinole opponent: `choose` picks the shot for the player to shoot.

use super::crokinole_candidates::{self, CrokinoleShot, ShotKind};
use super::level::Level;
use super::search::{self, stream_seed};
use super::{AiError, evaluate, noise};
use crate::crokinole::State;
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
    /// The mean value of the chosen shot over its noisy rollouts.
    pub expected_value: f32,
    /// Candidates examined.
    pub candidates: usize,
}

/// The decision for the player to shoot in `state`, on the standard board.
pub fn choose(state: &State, level: Level, seed: u64) -> Result<CrokinoleDecision, AiError> {
    choose_with(&Spec::STANDARD, state, level, seed)
}

/// One noisy play of `shot` from `state`, judged for `state`'s shooter.
pub fn rollout(
    spec: &Spec,
    state: &State,
    level: Level,
    shot: &CrokinoleShot,
    rng: &mut Rng,
) -> f32 {
    let Some(seat) = state.to_shoot() else {
        return REFUSED;
    };
    let side = state.table().side_of(seat);
    let params = level.params();
    let velocity = noise::perturb(&params, shot.velocity, spec.sim.max_shot_speed, rng);
    let Ok(input) = state.shot_input(spec, shot.place, velocity, 0.0) else {
        return REFUSED;
    };
    let Ok(report) = simulate(spec, &input) else {
        return REFUSED;
    };
    match state
        .clone()
        .apply(&spec.crokinole, shot.declare_twenty, &report)
    {
        Ok((after, events)) => evaluate::crokinole_value(spec, &after, &events, side),
        Err(_) => REFUSED,
    }
}

pub fn choose_with(
    spec: &Spec,
    state: &State,
    level: Level,
    seed: u64,
) -> Result<CrokinoleDecision, AiError> {
    if state.to_shoot().is_none() {
        return Err(AiError::NotInPlay);
    }
    let params = level.params();
    let candidates: Vec<CrokinoleShot> =
        crokinole_candidates::generate(spec, state, params.candidates)
            .into_iter()
            .filter(|c| state.shot_input(spec, c.place, c.velocity, 0.0).is_ok())
            .collect();
    let choice = search::best(&candidates, &params, seed, |c, rng| {
        rollout(spec, state, level, c, rng)
    })
    .ok_or(AiError::NoFreePlacement)?;
    let shot = candidates[choice.index];
    let mut hand = Rng::new(stream_seed(seed, usize::MAX, 2));
    let velocity = noise::perturb(&params, shot.velocity, spec.sim.max_shot_speed, &mut hand);
    Ok(CrokinoleDecision {
        place: shot.place,
        velocity,
        intended_velocity: shot.velocity,
        declare_twenty: shot.declare_twenty,
        kind: shot.kind,
        expected_value: choice.value,
        candidates: candidates.len(),
    })
}
