//! The "aim and pull" control: aim and power set apart, each by a finger
//! movement long enough that a fingertip's millimetre of error costs little.
//!
//! - Aiming: a drag anywhere off the disc turns the aim line
//!   `AIM_DEG_PER_MM` degrees per millimetre the finger moves across it
//!   (geared down, like a fine-aim wheel in a pool game). Lift and drag
//!   again to turn further. It can never shoot, so a stray aim is harmless.
//! - The pull: press the disc, pull in any direction but along its line
//!   (that places it), hold still, let go. The pull's length sets the speed
//!   on a scale of fixed millimetres (`speed_for_pull_mm`), the same on
//!   every screen however much room is behind the disc; the disc flies
//!   along the aim line, not against the pull.
//!
//! Both drags are read where the finger held still (`held_point`), not where
//! it lifted: a fingertip slips as it leaves the glass.
//!
//! Positions are logical screen pixels (y down), times seconds. Millimetres
//! come from the screen's density, `px_per_mm`, which the shell knows.

use crate::geom::Vec2;
use crate::gesture::{GestureConfig, GestureRejection};
use crate::view::BoardView;

/// One touch sample: seconds, screen pixels.
pub type ScreenPoint = (f32, Vec2);

/// Degrees the aim turns per millimetre of finger across it.
pub const AIM_DEG_PER_MM: f32 = 1.2;
/// Millimetres of pull that multiply the speed by e (below `KNEE_SPEED`):
/// every millimetre is the same fraction of speed, fine for soft draws.
pub const PULL_MM_PER_E: f32 = 16.0;
/// The speed of the shortest pull that shoots (m/s): a nudge of a few cm.
pub const BASE_SPEED: f32 = 0.25;
/// Above this speed (m/s) the scale turns linear and three times steeper,
/// so the hardest shots fit on a phone.
pub const KNEE_SPEED: f32 = 2.5;
/// A pull shorter than this (mm) is called off.
pub const MIN_PULL_MM: f32 = 4.0;
/// The last stretch of a drag that is a lift-off, not a hold (s).
pub const LIFT_SECONDS: f32 = 0.05;
/// The stretch before it that is averaged as the hold (s).
pub const HOLD_SECONDS: f32 = 0.1;
/// Logical pixels per millimetre: a phone shows about 160 to the inch (a
/// CSS px, and a px on Android and iOS through `shell/density.rs`), a
/// tablet about 132 (`px_per_mm`).
pub const PHONE_PX_PER_MM: f32 = 6.3;
pub const TABLET_PX_PER_MM: f32 = 5.2;

/// Pixels per millimetre for a `w` x `h` logical screen: a CSS-style pixel
/// is about 0.16 mm on a phone and 0.19 mm on a tablet, and a screen whose
/// short side has under 600 of them is a phone.
pub fn px_per_mm(w: f32, h: f32) -> f32 {
    if w.min(h) < 600.0 {
        PHONE_PX_PER_MM
    } else {
        TABLET_PX_PER_MM
    }
}

/// The shot's speed (m/s) for a pull of `mm`, capped at `top`.
pub fn speed_for_pull_mm(mm: f32, top: f32) -> f32 {
    if !mm.is_finite() || !top.is_finite() || top <= 0.0 {
        return 0.0;
    }
    let mm = mm.max(0.0);
    let knee_mm = knee_mm();
    let v = if mm <= knee_mm {
        BASE_SPEED * libm::expf(mm / PULL_MM_PER_E)
    } else {
        KNEE_SPEED + (mm - knee_mm) * knee_slope()
    };
    v.min(top)
}

/// The pull (mm) that shoots at `speed` (the inverse of `speed_for_pull_mm`).
pub fn pull_mm_for_speed(speed: f32) -> f32 {
    if !speed.is_finite() || speed <= BASE_SPEED {
        return 0.0;
    }
    if speed <= KNEE_SPEED {
        PULL_MM_PER_E * libm::logf(speed / BASE_SPEED)
    } else {
        knee_mm() + (speed - KNEE_SPEED) / knee_slope()
    }
}

fn knee_mm() -> f32 {
    PULL_MM_PER_E * libm::logf(KNEE_SPEED / BASE_SPEED)
}

/// m/s per mm above the knee: three times the slope just below it.
fn knee_slope() -> f32 {
    3.0 * KNEE_SPEED / PULL_MM_PER_E
}

/// The pull (mm) that reaches `top`: the longest that means anything.
pub fn full_pull_mm(top: f32) -> f32 {
    pull_mm_for_speed(top)
}

/// The power of a shot at `speed` (m/s) on a board whose top speed is
/// `top`: the share (0 to 1) of the full pull that gives it. The one scale
/// of power the game shows: the pull's label and gauge, and the hint.
pub fn pull_share(speed: f32, top: f32) -> f32 {
    let full = full_pull_mm(top);
    if !speed.is_finite() || full <= 0.0 {
        return 0.0;
    }
    (pull_mm_for_speed(speed.min(top)) / full).clamp(0.0, 1.0)
}

/// A `pull_share` as the whole percent shown (1 to 100: a pull that
/// shoots is never "0 %").
pub fn power_percent(share: f32) -> u32 {
    (100.0 * share).round().clamp(1.0, 100.0) as u32
}

/// How close to the screen's edge a fingertip's centre still gets (pixels).
pub const EDGE_PX: f32 = 6.0;

/// Where a pull of `want` pixels from `disc` fits on a `w` x `h` screen:
/// straight `back` (unit, away from the board) where there is room, else
/// 45 degrees either side of it, else the forward diagonals, else straight
/// forward (never along the line, which would move the disc). The direction and the length
/// that fits, at most `want`. The game shows it (the tutorial, the test
/// report) and the hand benchmark pulls along it.
pub fn pull_path(disc: Vec2, back: Vec2, want: f32, w: f32, h: f32) -> (Vec2, f32) {
    let dirs = [0.0f32, 45.0, -45.0, 135.0, -135.0, 180.0].map(|d| back.rotate(d.to_radians()));
    let fits = |d: Vec2| crate::view::room(disc, d, w, h) - EDGE_PX;
    let dir = dirs
        .iter()
        .copied()
        .find(|&d| fits(d) >= want)
        .unwrap_or_else(|| {
            dirs.iter()
                .copied()
                .fold(dirs[0], |a, d| if fits(d) > fits(a) { d } else { a })
        });
    (dir, want.min(fits(dir)).max(0.0))
}

/// What a press is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The disc: dragged along its line it moves, pulled elsewhere it shoots.
    Disc,
    /// Anywhere else: a drag there turns the aim.
    Aim,
}

/// Where the control is on screen this frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AimFrame {
    /// Logical pixels per millimetre of screen.
    pub px_per_mm: f32,
    /// The waiting disc's centre.
    pub disc: Vec2,
    /// A press this close to the disc's centre takes the disc (pixels).
    pub grab_px: f32,
    /// The aim on screen (unit, y down).
    pub aim: Vec2,
    /// The board's fastest shot (m/s).
    pub top_speed: f32,
}

impl AimFrame {
    /// The frame for a disc of `radius` at board point `disc` on the board
    /// laid out as `view`, aimed at board angle `aim`: the play screen's and
    /// the hand benchmark's one way to build it. A press grabs the disc as
    /// the other controls do (`GestureConfig::grab_radius`).
    pub fn on_view(
        view: &BoardView,
        disc: Vec2,
        radius: f32,
        aim: f32,
        top_speed: f32,
        px_per_mm: f32,
    ) -> AimFrame {
        let cfg = GestureConfig::for_screen(top_speed, radius, view.metres_per_pixel());
        AimFrame {
            px_per_mm,
            disc: view.to_screen(disc),
            grab_px: cfg.grab_radius * view.scale,
            aim: view.dir_to_screen(Vec2::from_angle(aim)),
            top_speed,
        }
    }

    fn mm(&self) -> f32 {
        if self.px_per_mm.is_finite() && self.px_per_mm > 0.5 {
            self.px_per_mm
        } else {
            PHONE_PX_PER_MM
        }
    }

    /// What a press at `at` takes.
    pub fn target(&self, at: Vec2) -> Target {
        if at.distance(self.disc) <= self.grab_px {
            Target::Disc
        } else {
            Target::Aim
        }
    }

    /// The aim's right on screen (as the shooter sees it: clockwise).
    fn right(&self) -> Vec2 {
        Vec2::new(-self.aim.y, self.aim.x)
    }

    /// How far (mm) an aim drag moved the finger to the aim's right, read
    /// at the hold; negative to the left. Zero for a bad trace.
    pub fn aim_mm(&self, trace: &[ScreenPoint]) -> f32 {
        let (Some(&(_, press)), Some(held)) = (trace.first(), held_point(trace)) else {
            return 0.0;
        };
        self.aim_mm_to(press, held)
    }

    /// The same for a finger now at `now` (drawn while it drags).
    pub fn aim_mm_to(&self, press: Vec2, now: Vec2) -> f32 {
        let mm = (now - press).dot(self.right()) / self.mm();
        if mm.is_finite() && self.aim.is_finite() {
            mm
        } else {
            0.0
        }
    }

    /// The pull's length (mm) from `press` to `now`.
    pub fn pull_mm(&self, press: Vec2, now: Vec2) -> f32 {
        let mm = press.distance(now) / self.mm();
        if mm.is_finite() { mm } else { 0.0 }
    }

    /// The speed a pull from `press` to `now` shoots at; None below the
    /// shortest pull (it would be called off).
    pub fn pull_speed(&self, press: Vec2, now: Vec2) -> Option<f32> {
        let mm = self.pull_mm(press, now);
        (mm >= MIN_PULL_MM).then(|| speed_for_pull_mm(mm, self.top_speed))
    }

    /// The hold's wobble (mm, `hold_wobble`); zero for a bad trace.
    pub fn hold_wobble_mm(&self, trace: &[ScreenPoint]) -> f32 {
        hold_wobble(trace).map_or(0.0, |px| px / self.mm())
    }

    /// A finished pull as the shot's speed (m/s), read where the finger held.
    pub fn read_pull(&self, trace: &[ScreenPoint]) -> Result<f32, GestureRejection> {
        if !valid(trace) || !self.disc.is_finite() || !self.aim.is_finite() {
            return Err(GestureRejection::Invalid);
        }
        let press = trace[0].1;
        let held = held_point(trace).ok_or(GestureRejection::Invalid)?;
        self.pull_speed(press, held)
            .ok_or(GestureRejection::Cancelled)
    }
}

/// The aim (a board angle, radians counter-clockwise) after a drag of
/// `mm` to its right: turned clockwise as seen on screen, which is
/// clockwise on the board too (the screen only turns the board and flips
/// y to point down).
pub fn turned(aim: f32, mm: f32) -> f32 {
    let t = mm * AIM_DEG_PER_MM.to_radians();
    if t.is_finite() { aim - t } else { aim }
}

/// Where the finger held still before it lifted (the trace's last sample is
/// the lift: its time, and where the screen said it was): its mean position over
/// the `HOLD_SECONDS` that end `LIFT_SECONDS` before the last sample,
/// weighted by time (a finger at rest sends no samples, so each one stands
/// until the next). A drag shorter than that is read where it was at the
/// window's end. None for an empty or broken trace.
pub fn held_point(trace: &[ScreenPoint]) -> Option<Vec2> {
    if !valid(trace) {
        return None;
    }
    let end = trace[trace.len() - 1].0;
    let hi = end - LIFT_SECONDS;
    let lo = hi - HOLD_SECONDS;
    let mut sum = Vec2::ZERO;
    let mut weight = 0.0f32;
    // The position at `hi`: the last sample at or before it.
    let mut at_hi = trace[0].1;
    for (i, &(t, p)) in trace.iter().enumerate() {
        if t <= hi {
            at_hi = p;
        }
        let next = trace.get(i + 1).map_or(end, |s| s.0);
        let overlap = next.min(hi) - t.max(lo);
        if overlap > 0.0 {
            sum += p * overlap;
            weight += overlap;
        }
    }
    let held = if weight > 1e-6 {
        sum * (1.0 / weight)
    } else {
        at_hi
    };
    held.is_finite().then_some(held)
}

/// How much the finger wobbled over the same stretch `held_point` reads
/// (pixels, rms about the held point, weighted by time): the steadiness of
/// the hold, which the default control's spread shrinks with
/// (`flick_spread`). Zero for a drag too short to have a hold.
pub fn hold_wobble(trace: &[ScreenPoint]) -> Option<f32> {
    let held = held_point(trace)?;
    let end = trace[trace.len() - 1].0;
    let hi = end - LIFT_SECONDS;
    let lo = hi - HOLD_SECONDS;
    let (mut sum, mut weight) = (0.0f32, 0.0f32);
    for (i, &(t, p)) in trace.iter().enumerate() {
        let next = trace.get(i + 1).map_or(end, |s| s.0);
        let overlap = next.min(hi) - t.max(lo);
        if overlap > 0.0 {
            sum += (p - held).length_squared() * overlap;
            weight += overlap;
        }
    }
    let w = if weight > 1e-6 {
        libm::sqrtf(sum / weight)
    } else {
        0.0
    };
    w.is_finite().then_some(w)
}

fn valid(trace: &[ScreenPoint]) -> bool {
    !trace.is_empty()
        && trace.iter().all(|&(t, p)| t.is_finite() && p.is_finite())
        && trace.windows(2).all(|w| w[1].0 >= w[0].0)
        && trace
            .iter()
            .all(|&(_, p)| p.x.abs() < 1.0e6 && p.y.abs() < 1.0e6)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame() -> AimFrame {
        AimFrame {
            px_per_mm: 6.3,
            disc: Vec2::new(400.0, 300.0),
            grab_px: 30.0,
            aim: Vec2::new(0.0, -1.0),
            top_speed: 8.0,
        }
    }

    /// A drag from `a` to `b` in 0.3 s, held 0.2 s, then a lift-off slip.
    fn drag(a: Vec2, b: Vec2, slip: Vec2) -> Vec<ScreenPoint> {
        let mut t = Vec::new();
        for i in 0..=18 {
            let k = i as f32 / 18.0;
            t.push((i as f32 / 60.0, a + (b - a) * k));
        }
        for i in 1..=12 {
            t.push((0.3 + i as f32 / 60.0, b));
        }
        t.push((0.5 + 1.0 / 60.0, b + slip));
        t
    }

    #[test]
    fn the_scale_is_fixed_millimetres_and_inverts() {
        for v in [0.3f32, 0.69, 1.0, 2.0, 2.5, 3.0, 5.0, 8.0] {
            let mm = pull_mm_for_speed(v);
            assert!((speed_for_pull_mm(mm, 8.0) - v).abs() < 1e-3 * v, "{v}");
        }
        // Below the knee a millimetre is the same share of speed everywhere.
        let share = |mm: f32| speed_for_pull_mm(mm + 1.0, 8.0) / speed_for_pull_mm(mm, 8.0);
        assert!((share(5.0) - share(30.0)).abs() < 1e-4);
        assert!((share(10.0) - 1.0 - 1.0 / PULL_MM_PER_E).abs() < 2e-3);
        // The hardest shot fits on a phone's long diagonal from the disc.
        assert!(full_pull_mm(8.0) < 80.0, "{}", full_pull_mm(8.0));
        assert_eq!(speed_for_pull_mm(1000.0, 8.0), 8.0);
        assert_eq!(speed_for_pull_mm(f32::NAN, 8.0), 0.0);
        assert_eq!(pull_mm_for_speed(f32::INFINITY), 0.0);
    }

    #[test]
    fn a_pull_is_read_where_the_finger_held_not_where_it_slipped() {
        let f = frame();
        let press = Vec2::new(100.0, 100.0);
        let to = press + Vec2::new(30.0, 120.0);
        let want = f.pull_speed(press, to).unwrap();
        let slipped = drag(press, to, Vec2::new(25.0, 25.0));
        let got = f.read_pull(&slipped).unwrap();
        assert!((got - want).abs() < 1e-4, "{got} {want}");
        // The last sample alone would have read a different shot.
        let last = slipped.last().unwrap().1;
        assert!((f.pull_speed(press, last).unwrap() - want).abs() > 0.05);
    }

    #[test]
    fn a_finger_at_rest_sends_no_samples_and_is_read_where_it_rests() {
        let f = frame();
        let press = Vec2::new(100.0, 100.0);
        let to = press + Vec2::new(0.0, 200.0);
        // Moves every 20 ms, then nothing for 150 ms, then the lift.
        let mut t: Vec<ScreenPoint> = (0..=20)
            .map(|i| (i as f32 * 0.02, press + (to - press) * (i as f32 / 20.0)))
            .collect();
        t.push((0.55, to + Vec2::new(9.0, 0.0)));
        let got = f.read_pull(&t).unwrap();
        let want = f.pull_speed(press, to).unwrap();
        assert!((got - want).abs() < 1e-5, "{got} {want}");
    }

    #[test]
    fn short_pulls_are_called_off_and_bad_traces_refused() {
        let f = frame();
        let p = Vec2::new(100.0, 100.0);
        let short = drag(p, p + Vec2::new(0.0, 3.0 * 6.3), Vec2::ZERO);
        assert_eq!(f.read_pull(&short), Err(GestureRejection::Cancelled));
        assert_eq!(f.read_pull(&[]), Err(GestureRejection::Invalid));
        let nan = vec![(0.0, p), (0.1, Vec2::new(f32::NAN, 0.0))];
        assert_eq!(f.read_pull(&nan), Err(GestureRejection::Invalid));
        let backwards = vec![(0.2, p), (0.1, p + Vec2::new(0.0, 200.0))];
        assert_eq!(f.read_pull(&backwards), Err(GestureRejection::Invalid));
        // A one-sample press reads as where it pressed: no pull.
        assert_eq!(f.read_pull(&[(0.0, p)]), Err(GestureRejection::Cancelled));
    }

    #[test]
    fn an_aim_drag_turns_by_the_finger_across_the_aim() {
        let f = frame();
        assert_eq!(f.target(f.disc + Vec2::new(20.0, 0.0)), Target::Disc);
        assert_eq!(f.target(Vec2::new(10.0, 10.0)), Target::Aim);
        // Aim up the screen: the aim's right is +x.
        let p = Vec2::new(300.0, 100.0);
        let right = drag(p, p + Vec2::new(63.0, 40.0), Vec2::new(-30.0, 0.0));
        assert!(
            (f.aim_mm(&right) - 10.0).abs() < 1e-3,
            "{}",
            f.aim_mm(&right)
        );
        let left = drag(p, p - Vec2::new(31.5, 0.0), Vec2::ZERO);
        assert!((f.aim_mm(&left) + 5.0).abs() < 1e-3);
        let deg = (turned(1.0, 10.0) - 1.0).to_degrees();
        assert!((deg + 10.0 * AIM_DEG_PER_MM).abs() < 1e-4, "{deg}");
        assert_eq!(turned(1.0, f32::NAN), 1.0);
    }

    #[test]
    fn a_pull_goes_where_the_screen_has_room() {
        // A phone on its side: the disc near the bottom edge.
        let disc = Vec2::new(422.0, 350.0);
        let back = Vec2::new(0.0, 1.0);
        let (d, l) = pull_path(disc, back, 30.0, 844.0, 390.0);
        assert_eq!((d, l), (back, 30.0));
        let want = full_pull_mm(8.0) * PHONE_PX_PER_MM;
        let (d, l) = pull_path(disc, back, want, 844.0, 390.0);
        assert!((l - want).abs() < 1e-3, "{l} of {want}");
        assert!(d.y < 0.0 && d.x.abs() > 0.5, "a forward diagonal: {d:?}");
        let end = disc + d * l;
        assert!(end.x >= 0.0 && end.y >= 0.0 && end.x <= 844.0 && end.y <= 390.0);
    }

    #[test]
    fn the_wobble_is_read_over_the_hold_only() {
        let f = frame();
        let p = Vec2::new(100.0, 100.0);
        let still = drag(p, p + Vec2::new(0.0, 120.0), Vec2::new(40.0, 0.0));
        assert!(f.hold_wobble_mm(&still) < 1e-4);
        // A hold that shakes 6.3 px (1 mm) either way reads 1 mm rms.
        let mut shaky = still.clone();
        let n = shaky.len();
        for (i, s) in shaky[n - 13..n - 1].iter_mut().enumerate() {
            s.1.x += if i % 2 == 0 { 6.3 } else { -6.3 };
        }
        let w = f.hold_wobble_mm(&shaky);
        assert!((w - 1.0).abs() < 0.05, "{w}");
        assert_eq!(f.hold_wobble_mm(&[]), 0.0);
    }

    #[test]
    fn millimetres_by_screen_class() {
        assert_eq!(px_per_mm(390.0, 844.0), PHONE_PX_PER_MM);
        assert_eq!(px_per_mm(844.0, 390.0), PHONE_PX_PER_MM);
        assert_eq!(px_per_mm(1024.0, 768.0), TABLET_PX_PER_MM);
        // A broken density still reads a pull.
        let f = AimFrame {
            px_per_mm: f32::NAN,
            ..frame()
        };
        let p = Vec2::new(100.0, 100.0);
        assert!(f.pull_speed(p, p + Vec2::new(0.0, 100.0)).is_some());
    }
}

#[cfg(test)]
mod pinned_tests;
