//! Execution noise: what a level's hand does to the flick it meant.

use super::level::LevelParams;
use crate::geom::Vec2;
use crate::rng::Rng;

/// The flick actually played when `intended` is meant: its direction turned
/// by a Gaussian angle, its speed scaled by a Gaussian factor, and the speed
/// kept within `max_speed` (the game refuses faster shots). Draws exactly
/// two Gaussians, so streams stay aligned between candidates.
pub fn perturb(params: &LevelParams, intended: Vec2, max_speed: f32, rng: &mut Rng) -> Vec2 {
    let turn = rng.gaussian() * params.angle_sigma;
    let scale = 1.0 + rng.gaussian() * params.speed_sigma;
    let speed = (intended.length() * scale.max(0.0)).min(max_speed);
    let dir = intended.normalize_or_zero().rotate(turn);
    dir * speed
}
