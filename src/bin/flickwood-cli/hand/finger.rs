//! A simulated fingertip: press, drag, hold, lift, in screen pixels.
//!
//! The finger means to end its drag at a point and holds there; where it
//! really holds is that point plus a Gaussian error of `sigma_mm` each way
//! (a fingertip's placement error), with a tremor of 0.1 mm while it holds,
//! and the sample the screen reports as it lifts slips by a further Gaussian
//! `slip_mm`. Samples come at 60 per second, as a phone's touch events do.

use flickwood_core::geom::Vec2;
use flickwood_core::rng::Rng;

/// Touch samples a second.
const RATE: f32 = 60.0;
/// How long the drag itself takes, then the hold (seconds).
const DRAG_SECONDS: f32 = 0.3;
const HOLD_SECONDS: f32 = 0.3;
/// The hand's tremor while it holds (mm).
const TREMOR_MM: f32 = 0.1;

#[derive(Clone, Copy, Debug)]
pub struct Finger {
    /// Placement error of the held point, each axis (mm).
    pub sigma_mm: f32,
    /// Slip of the lift-off sample, each axis (mm).
    pub slip_mm: f32,
    /// The screen's pixels per mm.
    pub px_per_mm: f32,
    /// Away from the player, on screen (unit): the hand's own frame, in
    /// which its errors are drawn (the same hand at every edge of a table).
    pub up: Vec2,
}

impl Finger {
    /// Where a press meant for `at` lands.
    pub fn press(&self, at: Vec2, rng: &mut Rng) -> Vec2 {
        at + self.error(self.sigma_mm, rng)
    }

    fn error(&self, mm: f32, rng: &mut Rng) -> Vec2 {
        let right = Vec2::new(-self.up.y, self.up.x);
        (right * rng.gaussian() + self.up * rng.gaussian()) * (mm * self.px_per_mm)
    }

    /// A drag from `press` meant to hold at `to`: the touch samples, first
    /// to last, with times from 0.
    pub fn drag(&self, press: Vec2, to: Vec2, rng: &mut Rng) -> Vec<(f32, Vec2)> {
        let held = to + self.error(self.sigma_mm, rng);
        let steps = (DRAG_SECONDS * RATE) as usize;
        let mut trace = Vec::with_capacity(steps + 24);
        for i in 0..=steps {
            // Eased: fast in the middle, slow arriving, as a hand moves.
            let k = i as f32 / steps as f32;
            let e = k * k * (3.0 - 2.0 * k);
            trace.push((i as f32 / RATE, press + (held - press) * e));
        }
        let holds = (HOLD_SECONDS * RATE) as usize;
        for i in 1..=holds {
            let t = DRAG_SECONDS + i as f32 / RATE;
            trace.push((t, held + self.error(TREMOR_MM, rng)));
        }
        let t = DRAG_SECONDS + (holds + 1) as f32 / RATE;
        trace.push((t, held + self.error(self.slip_mm, rng)));
        trace
    }
}
