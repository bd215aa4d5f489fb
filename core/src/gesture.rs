//! Reading a shot out of a finger's movement.
//!
//! Two gestures, both from one recorded touch trace in board metres:
//! - Slingshot: press on the disc, pull back, release. Power grows with the
//!   pull's length, the disc flies opposite the pull.
//! - Flick: swipe through the disc. Power comes from the finger's speed over
//!   the last ~120 ms of the stroke and direction from that same stretch, not
//!   from the first contact (locking it early misreads diagonal swipes).
//!
//! A press that starts on the disc and ends in a fast movement is a flick from
//! the disc, not a slingshot: a slingshot is aimed, so it is released slowly.
//!
//! Sizes that depend on a finger (how far off the disc a press still grabs it,
//! what counts as a tap) are given in board metres by `GestureConfig`, which
//! the screen builds from its pixel scale.

use crate::geom::Vec2;

/// One sample of a touch: seconds since any fixed origin, position in board metres.
pub type TracePoint = (f32, Vec2);

/// What a gesture asks of the shot disc.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShotVector {
    /// Board metres per second; never longer than the configured maximum.
    pub velocity: Vec2,
}

/// Why a trace is not a shot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GestureRejection {
    /// The finger hardly moved.
    Tap,
    /// A flick that was too slow to mean a shot (a brush).
    TooSlow,
    /// A slingshot let go back on (or right next to) the disc.
    Cancelled,
    /// A swipe that never passed through the disc.
    NotOnDisc,
    /// Not a usable trace: empty, not a number, or time running backwards.
    Invalid,
}

/// Thresholds, all in board metres and seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GestureConfig {
    /// The fastest shot (m/s): `spec.sim.max_shot_speed`.
    pub max_speed: f32,
    /// A press this close to the disc's centre grabs it (disc radius plus finger slop).
    pub grab_radius: f32,
    /// A swipe whose path comes this close to the disc's centre goes through it.
    pub hit_radius: f32,
    /// A finger that never strays this far from where it pressed made a tap.
    pub tap_radius: f32,
    /// A slingshot pulled less than this is cancelled.
    pub min_pull: f32,
    /// A slingshot pulled this far (or further) shoots at full speed.
    pub full_pull: f32,
    /// The pull-back direction (unit, away from the target) when the screen
    /// has less room behind the disc than `full_pull`; zero when it has room.
    pub back_axis: Vec2,
    /// A straight pull along `back_axis` this long shoots at full speed
    /// (at most `full_pull`). Sideways the pull keeps `full_pull`'s scale,
    /// so a pixel across turns the aim no more than with the whole room.
    pub back_full_pull: f32,
    /// The stretch of the stroke that gives a flick its power and direction (s).
    pub flick_window: f32,
    /// A finger at this speed (m/s on the board) flicks at full speed.
    pub full_flick_speed: f32,
    /// A stroke slower than this is a brush, not a flick.
    pub min_flick_speed: f32,
    /// A press on the disc that ends faster than this is a flick, not a slingshot.
    pub flick_from_disc_speed: f32,
    /// A finger resting within this distance has stopped (the tail is trimmed).
    pub still_radius: f32,
}

impl GestureConfig {
    /// Thresholds for a screen showing `metres_per_pixel` board metres per
    /// logical pixel: finger-sized values are chosen in pixels, so a gesture
    /// feels the same whatever the zoom.
    pub fn for_screen(max_speed: f32, disc_radius: f32, metres_per_pixel: f32) -> Self {
        let px = if metres_per_pixel.is_finite() && metres_per_pixel > 0.0 {
            metres_per_pixel
        } else {
            DEFAULT_METRES_PER_PIXEL
        };
        GestureConfig {
            max_speed: if max_speed.is_finite() {
                max_speed.max(0.0)
            } else {
                0.0
            },
            grab_radius: disc_radius + 22.0 * px,
            hit_radius: disc_radius + 14.0 * px,
            tap_radius: 9.0 * px,
            min_pull: 14.0 * px,
            full_pull: 240.0 * px,
            back_axis: Vec2::ZERO,
            back_full_pull: 240.0 * px,
            flick_window: 0.12,
            full_flick_speed: 3200.0 * px,
            min_flick_speed: 160.0 * px,
            flick_from_disc_speed: 900.0 * px,
            still_radius: 3.0 * px,
        }
    }

    /// Thresholds for a typical screen: a 0.76 m board on about 760 pixels.
    pub fn standard(max_speed: f32, disc_radius: f32) -> Self {
        Self::for_screen(max_speed, disc_radius, DEFAULT_METRES_PER_PIXEL)
    }

    /// The same thresholds for a screen with only `room` (board metres)
    /// behind the disc along `axis` (the pull-back direction): a straight
    /// pull of `room` then shoots at full speed. More room than `full_pull`
    /// changes nothing; a bad axis or room is ignored.
    pub fn with_pull_room(mut self, axis: Vec2, room: f32) -> Self {
        let unit = axis.normalize_or_zero();
        if unit == Vec2::ZERO || !room.is_finite() || room <= 0.0 || room >= self.full_pull {
            return self;
        }
        self.back_axis = unit;
        self.back_full_pull = room;
        self
    }

    /// The slingshot's shot for a pull from `press` to `now`, or None if the
    /// pull is too short. The screen uses it to draw the aim while pulling.
    pub fn slingshot(&self, press: Vec2, now: Vec2) -> Option<ShotVector> {
        let pull = now - press;
        let length = pull.length();
        if !length.is_finite() || length < self.min_pull {
            return None;
        }
        let pull = self.stretched(pull);
        let length = pull.length();
        if !length.is_finite() || length <= 0.0 {
            return None;
        }
        // Squared, so the gentle draws that most shots are get most of the pull.
        let fraction = (length / self.full_pull).min(1.0);
        let speed = self.max_speed * fraction * fraction;
        Some(capped(-pull * (1.0 / length) * speed, self.max_speed))
    }

    /// The pull as if the screen had `full_pull` of room behind the disc:
    /// its backward part lengthened by `full_pull / back_full_pull`, its
    /// sideways part as it is (so aiming keeps the full room's precision).
    fn stretched(&self, pull: Vec2) -> Vec2 {
        if self.back_axis == Vec2::ZERO || self.back_full_pull >= self.full_pull {
            return pull;
        }
        let back = pull.dot(self.back_axis);
        if back <= 0.0 {
            return pull;
        }
        let k = self.full_pull / self.back_full_pull;
        pull + self.back_axis * (back * (k - 1.0))
    }

    /// The flick's shot for a finger moving at `finger` (m/s on the board).
    fn flick(&self, finger: Vec2) -> Result<ShotVector, GestureRejection> {
        let speed = finger.length();
        if !speed.is_finite() {
            return Err(GestureRejection::Invalid);
        }
        if speed < self.min_flick_speed {
            return Err(GestureRejection::TooSlow);
        }
        // A power of 1.5 leaves room for soft draws without a crawl of a swipe.
        let fraction = (speed / self.full_flick_speed).min(1.0);
        let shot = self.max_speed * fraction * fraction.sqrt();
        Ok(capped(finger * (shot / speed), self.max_speed))
    }
}

/// About 0.76 m of board on 760 logical pixels.
const DEFAULT_METRES_PER_PIXEL: f32 = 0.001;

/// Reads a finished trace (press to release) as a shot of the disc whose
/// centre is at `disc`.
pub fn read_gesture(
    trace: &[TracePoint],
    disc: Vec2,
    cfg: &GestureConfig,
) -> Result<ShotVector, GestureRejection> {
    if !valid(trace) || !disc.is_finite() || !config_valid(cfg) {
        return Err(GestureRejection::Invalid);
    }
    let (_, press) = trace[0];
    let strays = trace
        .iter()
        .any(|&(_, p)| p.distance(press) > cfg.tap_radius);
    if !strays {
        return Err(GestureRejection::Tap);
    }
    let end = stroke_end(trace, cfg.still_radius);
    let stroke = &trace[..=end];
    let on_disc = press.distance(disc) <= cfg.grab_radius;
    let finger = window_velocity(stroke, cfg.flick_window);

    if on_disc {
        // Speed at the moment of release: a slingshot pulled fast and held is still a slingshot.
        let at_release = window_velocity(trace, cfg.flick_window);
        let fast = at_release.is_some_and(|v| v.length() >= cfg.flick_from_disc_speed);
        let moved_off = trace
            .last()
            .is_some_and(|&(_, p)| p.distance(press) > cfg.min_pull);
        if fast && moved_off {
            return cfg.flick(at_release.unwrap_or(Vec2::ZERO));
        }
        let release = release_point(trace, cfg.flick_window * 0.5);
        return cfg
            .slingshot(press, release)
            .ok_or(GestureRejection::Cancelled);
    }

    if !passes_through(stroke, disc, cfg.hit_radius) {
        return Err(GestureRejection::NotOnDisc);
    }
    match finger {
        Some(v) => {
            // A swipe moving away from the disc only brushed it on the way out.
            let to_disc = disc - stroke[0].1;
            if v.dot(to_disc) <= 0.0 && to_disc.length() > cfg.hit_radius {
                return Err(GestureRejection::NotOnDisc);
            }
            cfg.flick(v)
        }
        // All samples at one instant: no speed can be measured.
        None => Err(GestureRejection::TooSlow),
    }
}

/// The flick controls' reading of a finished trace: `read_gesture`, but a
/// stroke pressed on the disc (`on_disc`, as the screen judged the press)
/// that sends it against the finger's way is a slow pull, a slingshot,
/// which these controls do not take (`NotOnDisc`: say "swipe through it").
pub fn read_flick(
    trace: &[TracePoint],
    disc: Vec2,
    cfg: &GestureConfig,
    on_disc: bool,
) -> Result<ShotVector, GestureRejection> {
    let shot = read_gesture(trace, disc, cfg)?;
    let moved =
        trace.last().map_or(Vec2::ZERO, |p| p.1) - trace.first().map_or(Vec2::ZERO, |p| p.1);
    if on_disc && shot.velocity.dot(moved) < 0.0 {
        return Err(GestureRejection::NotOnDisc);
    }
    Ok(shot)
}

fn capped(v: Vec2, max: f32) -> ShotVector {
    let l = v.length();
    let velocity = if l > max && l > 0.0 { v * (max / l) } else { v };
    ShotVector { velocity }
}

fn valid(trace: &[TracePoint]) -> bool {
    !trace.is_empty()
        && trace.iter().all(|&(t, p)| t.is_finite() && p.is_finite())
        && trace.windows(2).all(|w| w[1].0 >= w[0].0)
        // Metres on a board: anything this far off is not a finger.
        && trace.iter().all(|&(_, p)| p.x.abs() < 1.0e3 && p.y.abs() < 1.0e3)
}

fn config_valid(cfg: &GestureConfig) -> bool {
    let all = [
        cfg.max_speed,
        cfg.grab_radius,
        cfg.hit_radius,
        cfg.tap_radius,
        cfg.min_pull,
        cfg.full_pull,
        cfg.back_full_pull,
        cfg.flick_window,
        cfg.full_flick_speed,
        cfg.min_flick_speed,
        cfg.flick_from_disc_speed,
        cfg.still_radius,
    ];
    all.iter().all(|v| v.is_finite() && *v >= 0.0)
        && cfg.full_pull > 0.0
        && cfg.back_full_pull > 0.0
        && cfg.back_axis.is_finite()
        && cfg.full_flick_speed > 0.0
        && cfg.flick_window > 0.0
}

/// Index of the last sample of the movement: a finger that stops and rests
/// before lifting ended its stroke when it arrived at the resting spot.
fn stroke_end(trace: &[TracePoint], still_radius: f32) -> usize {
    let last = trace.len() - 1;
    let rest = trace[last].1;
    let mut end = last;
    while end > 0 && trace[end - 1].1.distance(rest) <= still_radius {
        end -= 1;
    }
    end
}

/// The finger's velocity over the last `window` seconds of `stroke`, by a
/// least-squares line through the samples: steadier under jitter than the
/// first and last samples alone. None if the window spans no time.
fn window_velocity(stroke: &[TracePoint], window: f32) -> Option<Vec2> {
    let end_t = stroke.last()?.0;
    let mut start = stroke.len() - 1;
    while start > 0 && end_t - stroke[start - 1].0 <= window {
        start -= 1;
    }
    // Include one sample before the window so a sparse trace still gets two points.
    let start = start.saturating_sub(1);
    let samples = &stroke[start..];
    let n = samples.len() as f32;
    if samples.len() < 2 {
        return None;
    }
    let mean_t = samples.iter().map(|s| s.0).sum::<f32>() / n;
    let mean_p = samples.iter().fold(Vec2::ZERO, |a, s| a + s.1) * (1.0 / n);
    let mut tt = 0.0;
    let mut tp = Vec2::ZERO;
    for &(t, p) in samples {
        let dt = t - mean_t;
        tt += dt * dt;
        tp += (p - mean_p) * dt;
    }
    if tt <= f32::EPSILON * f32::EPSILON || !tt.is_finite() {
        return None;
    }
    let v = tp * (1.0 / tt);
    v.is_finite().then_some(v)
}

/// Where a slingshot was let go: the mean of the last `window` seconds, so a
/// finger that wobbles as it lifts does not swing the aim.
fn release_point(trace: &[TracePoint], window: f32) -> Vec2 {
    let end_t = trace[trace.len() - 1].0;
    let tail: Vec<Vec2> = trace
        .iter()
        .rev()
        .take_while(|s| end_t - s.0 <= window)
        .map(|s| s.1)
        .collect();
    tail.iter().fold(Vec2::ZERO, |a, &p| a + p) * (1.0 / tail.len() as f32)
}

/// Does the stroke's path (as straight segments) come within `radius` of `centre`?
fn passes_through(stroke: &[TracePoint], centre: Vec2, radius: f32) -> bool {
    if stroke.len() == 1 {
        return stroke[0].1.distance(centre) <= radius;
    }
    stroke.windows(2).any(|w| {
        let (a, b) = (w[0].1, w[1].1);
        let ab = b - a;
        let l2 = ab.length_squared();
        let t = if l2 > 0.0 {
            ((centre - a).dot(ab) / l2).clamp(0.0, 1.0)
        } else {
            0.0
        };
        (a + ab * t).distance(centre) <= radius
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const DISC: Vec2 = Vec2::new(0.0, -0.305);

    fn cfg() -> GestureConfig {
        GestureConfig::standard(7.0, 0.0159)
    }

    /// From `from` along `step` a sample at 120 Hz, `n` samples, then held
    /// still for 0.1 s.
    fn stroke(from: Vec2, step: Vec2, n: usize) -> Vec<TracePoint> {
        let mut t: Vec<TracePoint> = (0..=n)
            .map(|i| (i as f32 / 120.0, from + step * i as f32))
            .collect();
        let (last_t, last_p) = t[n];
        t.extend((1..=12).map(|i| (last_t + i as f32 / 120.0, last_p)));
        t
    }

    #[test]
    fn a_slow_pull_from_the_disc_is_a_slingshot_which_flick_controls_refuse() {
        // Pressed on the disc, pulled 6 cm back over 0.4 s, held.
        let pull = stroke(DISC, Vec2::new(0.0, -0.06 / 48.0), 48);
        let sling = read_gesture(&pull, DISC, &cfg()).unwrap();
        assert!(sling.velocity.y > 0.0, "it flies against the pull");
        assert_eq!(
            read_flick(&pull, DISC, &cfg(), true),
            Err(GestureRejection::NotOnDisc)
        );
        // Judged off the disc by the screen, the same stroke stands.
        assert_eq!(read_flick(&pull, DISC, &cfg(), false), Ok(sling));
    }

    #[test]
    fn a_swipe_through_the_disc_reads_as_read_gesture_does() {
        // From 6 cm behind the disc, 1.5 m/s toward the centre.
        let swipe = stroke(DISC - Vec2::new(0.0, 0.06), Vec2::new(0.0, 1.5 / 120.0), 24);
        let flick = read_gesture(&swipe, DISC, &cfg()).unwrap();
        assert_eq!(read_flick(&swipe, DISC, &cfg(), false), Ok(flick));
        assert_eq!(read_flick(&swipe, DISC, &cfg(), true), Ok(flick));
        assert_eq!(
            read_flick(&[], DISC, &cfg(), true),
            Err(GestureRejection::Invalid)
        );
    }
}
