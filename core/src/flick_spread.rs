//! The flick's natural spread (issue 42): a person's shot leaves the disc a
//! little off the aim and the pull, more so the harder it is flicked
//! (impulse variability: the scatter of a rapid act grows with its force,
//! Schmidt et al. 1979) and less so the steadier the finger held before it
//! let go. A pure function of the shot's strength and the hold's wobble,
//! drawn from a seeded stream, so a replay, a hint and the AI's lookahead
//! see the same shot bit for bit.
//!
//! Only a person's shots spread: the AI keeps its own execution noise
//! (`ai::noise`), never both.

use crate::geom::Vec2;
use crate::rng::Rng;

/// How a control spreads a flick.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SpreadParams {
    /// Direction sigma (degrees) of the softest flick at the reference wobble.
    pub dir_deg: f32,
    /// Speed sigma (a share of the speed) of the softest flick at the
    /// reference wobble.
    pub speed_share: f32,
    /// How much more a full-strength flick spreads: sigma grows by
    /// `1 + strength_gain * strength`.
    pub strength_gain: f32,
    /// The hold's wobble (mm, rms) at which the sigmas above hold.
    pub wobble_ref_mm: f32,
    /// No hold is steadier than this (mm): a touch screen's own noise, and
    /// a finger at rest that sends no samples still rests on a soft pad.
    pub wobble_floor_mm: f32,
}

/// One flick's spread: the sigmas its direction and speed are drawn with.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spread {
    /// Direction sigma (radians): draw the cone at two of these either side.
    pub dir_sigma: f32,
    /// Speed sigma, as a share of the speed: the band along the aim.
    pub speed_sigma: f32,
}

/// The spread of a flick of `strength` (the pull's share of the full pull,
/// 0 to 1) held with `wobble_mm` of wobble (`AimFrame::hold_wobble_mm`).
pub fn spread(params: &SpreadParams, strength: f32, wobble_mm: f32) -> Spread {
    let strength = if strength.is_finite() {
        strength.clamp(0.0, 1.0)
    } else {
        1.0
    };
    // A broken reading spreads as the floor, never as nothing or infinity.
    let wobble = if wobble_mm.is_finite() {
        wobble_mm.clamp(0.0, 10.0)
    } else {
        0.0
    };
    let hand = wobble.max(params.wobble_floor_mm) / params.wobble_ref_mm.max(1e-3);
    let k = (1.0 + params.strength_gain * strength) * hand;
    Spread {
        dir_sigma: params.dir_deg.to_radians() * k,
        speed_sigma: params.speed_share * k,
    }
}

impl Spread {
    /// The flick played when `velocity` is meant: turned by a Gaussian
    /// angle, its speed scaled by a Gaussian factor, kept within
    /// `max_speed`. Draws exactly two Gaussians.
    pub fn apply(&self, velocity: Vec2, max_speed: f32, rng: &mut Rng) -> Vec2 {
        let turn = rng.gaussian() * self.dir_sigma;
        let scale = (1.0 + rng.gaussian() * self.speed_sigma).max(0.0);
        let speed = (velocity.length() * scale).min(max_speed.max(0.0));
        velocity.normalize_or_zero().rotate(turn) * speed
    }
}

/// The seed of the spread of move `moves_played` in a match seeded `seed`:
/// its own stream, apart from the AI's decisions.
pub fn shot_seed(seed: u64, moves_played: usize) -> u64 {
    crate::ai::search::stream_seed(seed, moves_played, 0x5F_12EAD)
}

/// The seed of a new turn's aim (`Aids::start_aim`) before move
/// `moves_played` in a match seeded `seed`: the same turn starts the same
/// way every time the screen sets it up.
pub fn start_aim_seed(seed: u64, moves_played: usize) -> u64 {
    crate::ai::search::stream_seed(seed, moves_played, 0x57A27)
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: SpreadParams = SpreadParams {
        dir_deg: 1.0,
        speed_share: 0.02,
        strength_gain: 2.0,
        wobble_ref_mm: 0.2,
        wobble_floor_mm: 0.05,
    };

    #[test]
    fn harder_and_shakier_flicks_spread_more() {
        let soft = spread(&P, 0.1, 0.2);
        let hard = spread(&P, 0.9, 0.2);
        let shaky = spread(&P, 0.1, 0.4);
        assert!(hard.dir_sigma > soft.dir_sigma && hard.speed_sigma > soft.speed_sigma);
        assert!(shaky.dir_sigma > soft.dir_sigma);
        // At the reference wobble, no strength: the bare sigmas.
        let bare = spread(&P, 0.0, 0.2);
        assert!((bare.dir_sigma - 1.0f32.to_radians()).abs() < 1e-6);
        // A reading of no wobble at all spreads as the floor.
        assert_eq!(spread(&P, 0.1, 0.0), spread(&P, 0.1, 0.05));
        assert_eq!(spread(&P, 0.1, f32::NAN), spread(&P, 0.1, 0.0));
    }

    #[test]
    fn the_draw_is_seeded_and_kept_below_the_top_speed() {
        let s = spread(&P, 0.5, 0.3);
        let v = Vec2::new(0.0, 2.0);
        let a = s.apply(v, 8.0, &mut Rng::new(shot_seed(7, 3)));
        let b = s.apply(v, 8.0, &mut Rng::new(shot_seed(7, 3)));
        assert_eq!(a, b);
        assert_ne!(a, s.apply(v, 8.0, &mut Rng::new(shot_seed(7, 4))));
        assert!(s.apply(v, 2.0, &mut Rng::new(1)).length() <= 2.0 + 1e-6);
    }
}
