//! The pitchnut opponent: `choose` picks the flick for the player to play.

use super::level::{AiLevel, LevelParams};
use super::pitchnut_candidates::{self, PitchnutKind, PitchnutShot};
use super::pitchnut_plan;
use super::search::{self, stream_seed};
use super::{AiError, evaluate, noise};
use crate::geom::Vec2;
use crate::physics::simulate;
use crate::pitchnut::{Flick, Game};
use crate::rng::Rng;

const REFUSED: f32 = -10_000.0;

/// The AI's shot: the shooter at `pos`, flicked at `velocity`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PitchnutDecision {
    pub pos: Vec2,
    /// The flick as played, with this level's execution error.
    pub velocity: Vec2,
    /// The flick the AI meant.
    pub intended_velocity: Vec2,
    pub kind: PitchnutKind,
    pub expected_value: f32,
    pub candidates: usize,
}

impl PitchnutDecision {
    /// The flick to hand to `Game::shot_input`.
    pub fn flick(&self) -> Flick {
        Flick {
            pos: self.pos,
            velocity: self.velocity,
            spin: 0.0,
        }
    }
}

/// The search budget for pitchnut, whose rollouts cost more.
fn budget(params: &LevelParams) -> LevelParams {
    let mut p = *params;
    p.candidates = p.pitchnut_candidates;
    p.samples = p.pitchnut_samples;
    p.refine_top = p.pitchnut_refine_top;
    p.refine_samples = p.pitchnut_refine_samples;
    p.plan = p.pitchnut_plan;
    p
}

/// One noisy play of `shot`, judged for the team of the player to play.
pub fn rollout(game: &Game, level: AiLevel, shot: &PitchnutShot, rng: &mut Rng) -> f32 {
    rollout_with(game, &level.params(), shot, rng)
}

/// `rollout` with a level's numbers given.
pub fn rollout_with(game: &Game, params: &LevelParams, shot: &PitchnutShot, rng: &mut Rng) -> f32 {
    let team = game.team_of(game.to_play());
    match play(game, params, shot, rng) {
        Some(after) => evaluate::pitchnut_shot_value(&after, team, params.pitchnut_dread),
        None => REFUSED,
    }
}

/// One noisy play of `shot`: the game after it (None if refused, never
/// expected), with a beginner's re-take answered as the AI would
/// (`pitchnut_retake::settle`), so a miss counts as the shot that follows.
pub fn play(game: &Game, params: &LevelParams, shot: &PitchnutShot, rng: &mut Rng) -> Option<Game> {
    let max = game.spec().pitchnut.max_flick_speed(&game.spec().sim);
    let flick = Flick {
        velocity: noise::perturb(params, shot.flick.velocity, max, rng),
        ..shot.flick
    };
    let input = game.shot_input(&flick).ok()?;
    let report = simulate(game.spec(), &input).ok()?;
    let after = game.clone().apply(&report).ok()?.0;
    Some(super::pitchnut_retake::settle(after))
}

/// The shots the player to play may make, checked by the engine.
pub fn candidates(game: &Game, budget: usize) -> Vec<PitchnutShot> {
    pitchnut_candidates::generate(game, budget)
        .into_iter()
        .filter(|c| game.shot_input(&c.flick).is_ok())
        .collect()
}

/// The decision for the player to play in `game`.
pub fn choose(game: &Game, level: AiLevel, seed: u64) -> Result<PitchnutDecision, AiError> {
    choose_params(game, &level.params(), seed)
}

/// The decision with a level's numbers given (the planner when
/// `params.pitchnut_plan` says so).
pub fn choose_params(
    game: &Game,
    level: &LevelParams,
    seed: u64,
) -> Result<PitchnutDecision, AiError> {
    if let Some(w) = game.winner() {
        return Err(AiError::GameOver { winner: w });
    }
    let params = budget(level);
    let candidates = candidates(game, params.candidates);
    let ranked = search::ranked(&candidates, &params, seed, search::cores(), |c, rng| {
        rollout_with(game, level, c, rng)
    });
    let choice = match &params.plan {
        Some(plan) => pitchnut_plan::deepen(game, level, plan, &candidates, &ranked, seed),
        None => ranked.first().copied(),
    }
    .ok_or(AiError::NoFreePlace)?;
    let shot = candidates[choice.index];
    let mut hand = Rng::new(stream_seed(seed, search::HAND, 2));
    let max = game.spec().pitchnut.max_flick_speed(&game.spec().sim);
    Ok(PitchnutDecision {
        pos: shot.flick.pos,
        velocity: noise::perturb(level, shot.flick.velocity, max, &mut hand),
        intended_velocity: shot.flick.velocity,
        kind: shot.kind,
        expected_value: choice.value,
        candidates: candidates.len(),
    })
}
