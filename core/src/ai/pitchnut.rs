//! The pitchnut opponent: `choose` picks the flick for the player to play.

use super::level::{Level, LevelParams};
use super::pitchnut_candidates::{self, PitchnutKind, PitchnutShot};
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
fn budget(level: Level) -> LevelParams {
    let mut p = level.params();
    p.candidates = p.pitchnut_candidates;
    p.samples = p.pitchnut_samples;
    p.refine_samples /= 2;
    p
}

/// One noisy play of `shot`, judged for the team of the player to play.
pub fn rollout(game: &Game, level: Level, shot: &PitchnutShot, rng: &mut Rng) -> f32 {
    let team = game.team_of(game.to_play());
    let params = level.params();
    let max = game.spec().pitchnut.max_flick_speed(&game.spec().sim);
    let flick = Flick {
        velocity: noise::perturb(&params, shot.flick.velocity, max, rng),
        ..shot.flick
    };
    let Ok(input) = game.shot_input(&flick) else {
        return REFUSED;
    };
    let Ok(report) = simulate(game.spec(), &input) else {
        return REFUSED;
    };
    match game.clone().apply(&report) {
        Ok((after, _)) => evaluate::pitchnut_value(&after, team),
        Err(_) => REFUSED,
    }
}

/// The decision for the player to play in `game`.
pub fn choose(game: &Game, level: Level, seed: u64) -> Result<PitchnutDecision, AiError> {
    if let Some(w) = game.winner() {
        return Err(AiError::GameOver { winner: w });
    }
    let params = budget(level);
    let candidates: Vec<PitchnutShot> = pitchnut_candidates::generate(game, params.candidates)
        .into_iter()
        .filter(|c| game.shot_input(&c.flick).is_ok())
        .collect();
    let choice = search::best(&candidates, &params, seed, |c, rng| {
        rollout(game, level, c, rng)
    })
    .ok_or(AiError::NoFreePlace)?;
    let shot = candidates[choice.index];
    let mut hand = Rng::new(stream_seed(seed, usize::MAX, 2));
    let max = game.spec().pitchnut.max_flick_speed(&game.spec().sim);
    Ok(PitchnutDecision {
        pos: shot.flick.pos,
        velocity: noise::perturb(&level.params(), shot.flick.velocity, max, &mut hand),
        intended_velocity: shot.flick.velocity,
        kind: shot.kind,
        expected_value: choice.value,
        candidates: candidates.len(),
    })
}
