//! A simulated fingertip: press, drag, hold, lift, in screen pixels.
//!
//! The finger means to end each move at a point and holds there; where it
//! really holds is that point plus a Gaussian error of `sigma_mm` each way
//! (a fingertip's placement error). While it holds it shakes and drifts by
//! shares of that same error (one hand, one noise), and as it lifts the pad
//! rolls off the glass over the last `SLIP_SECONDS`, moving the reported
//! point by a Gaussian `slip_mm`. Samples come at 60 per second, as a
//! phone's touch events do.

use flickwood_core::geom::Vec2;
use flickwood_core::rng::Rng;

/// Touch samples a second.
const RATE: f32 = 60.0;
/// How long a move takes, then a hold (seconds).
const MOVE_SECONDS: f32 = 0.3;
const HOLD_SECONDS: f32 = 0.3;
/// The hand's tremor while it holds, each sample, as a share of its
/// placement error: 0.1 mm at 1 mm, the tremor issue 30's finger gave every
/// hand (an estimate; docs/hand.md).
const TREMOR_SHARE: f32 = 0.1;
/// How far a hold drifts over its 0.3 s, as a share of the placement error
/// (an estimate: Bérard and Rochet-Capellan 2012 measured 0.17 mm of
/// precision for a finger already on the glass, a tenth to a fifth of the
/// 1-2 mm of a fresh touch; docs/hand.md).
const HOLD_DRIFT: f32 = 0.15;
/// The lift: the pad rolls off over this long before the last sample (an
/// estimate, five samples at 60 Hz), so a slip reaches into the stretch the
/// control reads (`aiming::held_point`: 50 to 150 ms before the lift).
const SLIP_SECONDS: f32 = 5.0 / RATE;

#[derive(Clone, Copy, Debug)]
pub struct Finger {
    /// Placement error of a held point, each axis (mm).
    pub sigma_mm: f32,
    /// Slip of the lift-off, each axis (mm).
    pub slip_mm: f32,
    /// The screen's pixels per mm.
    pub px_per_mm: f32,
    /// Away from the player, on screen (unit): the hand's own frame, in
    /// which its errors are drawn (the same hand at every edge of a table).
    pub up: Vec2,
}

/// One touch from press to lift, built move by move.
pub struct Stroke {
    trace: Vec<(f32, Vec2)>,
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

    /// A touch starting at `press` (already where it landed).
    pub fn start(&self, press: Vec2) -> Stroke {
        Stroke {
            trace: vec![(0.0, press)],
        }
    }

    /// Moves the finger of `stroke` towards `to` and holds: where it holds
    /// is `to` plus its placement error, and it drifts while it holds.
    pub fn move_to(&self, stroke: &mut Stroke, to: Vec2, rng: &mut Rng) {
        let (t0, from) = stroke.now();
        let held = to + self.error(self.sigma_mm, rng);
        let steps = (MOVE_SECONDS * RATE) as usize;
        for i in 1..=steps {
            // Eased: fast in the middle, slow arriving, as a hand moves.
            let k = i as f32 / steps as f32;
            let e = k * k * (3.0 - 2.0 * k);
            stroke
                .trace
                .push((t0 + i as f32 / RATE, from + (held - from) * e));
        }
        let holds = (HOLD_SECONDS * RATE) as usize;
        let step = HOLD_DRIFT * self.sigma_mm / (holds as f32).sqrt();
        let mut drift = Vec2::ZERO;
        let t1 = t0 + MOVE_SECONDS;
        for i in 1..=holds {
            drift += self.error(step, rng);
            let at = held + drift + self.error(TREMOR_SHARE * self.sigma_mm, rng);
            stroke.trace.push((t1 + i as f32 / RATE, at));
        }
    }

    /// Lifts the finger: the pad rolls off by the slip over the last
    /// samples. The whole trace, times from 0.
    pub fn lift(&self, mut stroke: Stroke, rng: &mut Rng) -> Vec<(f32, Vec2)> {
        let (t0, at) = stroke.now();
        let slip = self.error(self.slip_mm, rng);
        let steps = (SLIP_SECONDS * RATE).round() as usize;
        for i in 1..=steps {
            let k = i as f32 / steps as f32;
            stroke.trace.push((t0 + i as f32 / RATE, at + slip * k));
        }
        stroke.trace
    }

    /// A drag from `press` meant to hold at `to`, then lifted.
    pub fn drag(&self, press: Vec2, to: Vec2, rng: &mut Rng) -> Vec<(f32, Vec2)> {
        let mut s = self.start(press);
        self.move_to(&mut s, to, rng);
        self.lift(s, rng)
    }
}

impl Stroke {
    /// The last sample: its time and where the screen shows the finger.
    pub fn now(&self) -> (f32, Vec2) {
        self.trace.last().copied().unwrap_or((0.0, Vec2::ZERO))
    }
}
