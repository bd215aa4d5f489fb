//! A looking player: a person who watches what the screen shows (the aim
//! line, the pull's power as a number or a gauge) and corrects the aim and
//! the pull until they look right, within the limits of `senses.rs` and a
//! fingertip of `motor_mm` (`finger.rs`). Everything the person does goes
//! through the game's own reading (`flickwood_core::aiming`), and the shot
//! through the setting's spread (`Screen::shoot`).
//!
//! One attempt:
//! 1. The power: before it, `learn_tries` shots of the same kind, each seen
//!    land too long or too short and a share of that corrected.
//! 2. The aim: it starts where the setting starts a turn; the person looks
//!    and, while it looks wrong, drags across to turn it, lifting each time.
//! 3. The pull: from the disc to the pull remembered, then looking at the
//!    power shown and moving the finger while it looks wrong; then lift.

use super::screen::Screen;
use super::senses::{self, FIRST_GUESS, LEARN_RATE, PATIENCE, WEBER_LENGTH, WEBER_MEMORY};
use super::task::Intent;
use flickwood_core::aids::{Aids, PowerShown};
use flickwood_core::aiming::{self, Target};
use flickwood_core::geom::{Vec2, wrap_angle};
use flickwood_core::rng::Rng;

/// Presses that miss their target are made again, at most this often.
const RETRIES: usize = 5;

#[derive(Clone, Copy, Debug)]
pub struct Looker {
    /// The fingertip's placement error, each axis (mm).
    pub motor_mm: f32,
    /// The lift-off slip (mm).
    pub slip_mm: f32,
    /// Looks-and-fixes allowed for the aim and again for the pull; None
    /// for as many as it takes (up to `PATIENCE`).
    pub corrections: Option<u32>,
    /// Shots of practice the power was learned over.
    pub learn_tries: u32,
}

impl Looker {
    fn looks(&self) -> u32 {
        self.corrections.unwrap_or(PATIENCE)
    }

    /// The flick the person plays at `intent` on `screen` under `aids`, or
    /// None when the control read no shot.
    pub fn attempt(
        &self,
        screen: &Screen,
        aids: &Aids,
        intent: &Intent,
        rng: &mut Rng,
    ) -> Option<Vec2> {
        let want = self.learn(screen, aids, intent, rng);
        let aim = self.aim(screen, aids, intent, rng)?;
        let trace = self.pull(screen, aids, want, aim, rng)?;
        screen.shoot(aids, aim, &trace, rng)
    }

    /// The pull (mm) the person has learned gives the shot's speed.
    fn learn(&self, screen: &Screen, aids: &Aids, intent: &Intent, rng: &mut Rng) -> f32 {
        let v_meant = intent.meant.length();
        let right = aiming::pull_mm_for_speed(v_meant);
        let mut want = right * (FIRST_GUESS * rng.gaussian()).exp();
        let aim = intent.meant.angle();
        for _ in 0..self.learn_tries {
            let Some(v) = self
                .pull(screen, aids, want, aim, rng)
                .and_then(|t| screen.shoot(aids, aim, &t, rng))
            else {
                continue;
            };
            // Under friction a disc runs as the square of its speed; how
            // far past or short of the target it ran is judged as a length.
            let ran = (v.length() / v_meant).powi(2) * (WEBER_LENGTH * rng.gaussian()).exp();
            // Corrected as if each mm of pull were the same share of speed.
            want -= LEARN_RATE * aiming::PULL_MM_PER_E * 0.5 * ran.ln();
            want = want.max(aiming::MIN_PULL_MM);
        }
        want
    }

    /// The aim (board angle) once it looks right, or None if no aim drag
    /// could be pressed.
    fn aim(&self, screen: &Screen, aids: &Aids, intent: &Intent, rng: &mut Rng) -> Option<f32> {
        let meant = intent.meant.angle();
        let mut aim = aids.start_aim(screen.ahead(), rng);
        let finger = screen.finger(self.motor_mm, self.slip_mm);
        for _ in 0..self.looks() {
            let f = screen.frame(aim);
            let sigma = senses::aim_sigma(
                (f.aim.x, f.aim.y),
                aids.guide_m,
                intent.target_m,
                screen.metres_per_mm(),
            );
            let seen = wrap_angle(aim - meant) + sigma * rng.gaussian();
            if seen.abs() < sigma {
                break;
            }
            let mm = seen.to_degrees() / aiming::AIM_DEG_PER_MM;
            let press = (0..RETRIES)
                .map(|_| finger.press(screen.aim_press(), rng))
                .find(|&p| f.target(p) == Target::Aim && screen.in_zone(p))?;
            let right = Vec2::new(-f.aim.y, f.aim.x);
            let trace = finger.drag(press, press + right * (mm * screen.px_per_mm), rng);
            aim = aiming::turned(aim, f.aim_mm(&trace));
        }
        Some(aim)
    }

    /// A pull meant at `want` mm, corrected by what the power shows; the
    /// trace, or None if the disc could not be pressed.
    fn pull(
        &self,
        screen: &Screen,
        aids: &Aids,
        want: f32,
        aim: f32,
        rng: &mut Rng,
    ) -> Option<Vec<(f32, Vec2)>> {
        let f = screen.frame(aim);
        let finger = screen.finger(self.motor_mm, self.slip_mm);
        let full = aiming::full_pull_mm(screen.top);
        let press = (0..RETRIES)
            .map(|_| finger.press(f.disc, rng))
            .find(|&p| f.target(p) == Target::Disc)?;
        let (dir, _) = screen.pull_path(&f, want * screen.px_per_mm);
        // What the person looks for: the number they hold exactly, or the
        // gauge's fullness as remembered (with its own error each shot).
        let number = |mm: f32| (100.0 * mm / full).round().clamp(1.0, 100.0);
        let goal = match aids.power {
            PowerShown::Number => number(want),
            PowerShown::Gauge => want / full * (WEBER_MEMORY * rng.gaussian()).exp(),
        };
        let mut stroke = finger.start(press);
        let mut to = want;
        finger.move_to(&mut stroke, press + dir * (to * screen.px_per_mm), rng);
        for _ in 0..self.looks() {
            let now = f.pull_mm(press, stroke.now().1);
            let fix = match aids.power {
                PowerShown::Number => (goal - number(now)) / 100.0 * full,
                PowerShown::Gauge => {
                    let seen = now / full * (WEBER_LENGTH * rng.gaussian()).exp();
                    if (seen / goal).ln().abs() < WEBER_LENGTH {
                        0.0
                    } else {
                        now * (goal / seen - 1.0)
                    }
                }
            };
            if fix == 0.0 {
                break;
            }
            // From where the finger is now, by the change that looks needed.
            to = now + fix;
            finger.move_to(&mut stroke, press + dir * (to * screen.px_per_mm), rng);
        }
        Some(finger.lift(stroke, rng))
    }
}
