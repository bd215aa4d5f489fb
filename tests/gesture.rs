//! Touch traces in, shots out: the gesture reader on recorded strokes.

use flickwood_core::geom::Vec2;
use flickwood_core::gesture::{
    GestureConfig, GestureRejection, ShotVector, TracePoint, read_gesture,
};
use flickwood_core::spec::Spec;

const DISC: Vec2 = Vec2::new(0.0, -0.305);

fn cfg() -> GestureConfig {
    let s = Spec::STANDARD;
    GestureConfig::standard(s.sim.max_shot_speed, s.crokinole.disc_radius)
}

/// A straight stroke sampled at 120 Hz: from `from`, in `dir`, at `speed`
/// m/s for `seconds`.
fn stroke(from: Vec2, dir: Vec2, speed: f32, seconds: f32) -> Vec<TracePoint> {
    let dir = dir.normalize_or_zero();
    let n = (seconds * 120.0).round() as usize;
    (0..=n)
        .map(|i| {
            let t = i as f32 / 120.0;
            (t, from + dir * (speed * t))
        })
        .collect()
}

/// A flick through the disc: starts 6 cm behind it, moving in `dir`.
fn flick(dir: Vec2, speed: f32) -> Vec<TracePoint> {
    let dir = dir.normalize_or_zero();
    let from = DISC - dir * 0.06;
    let seconds = (0.12 / speed).max(0.1);
    stroke(from, dir, speed, seconds)
}

/// A slingshot: press on the disc, pull `length` in `dir` over 0.4 s, hold, release.
fn slingshot(dir: Vec2, length: f32) -> Vec<TracePoint> {
    let mut t = stroke(DISC, dir, length / 0.4, 0.4);
    let (last_t, last_p) = *t.last().unwrap();
    for i in 1..=12 {
        t.push((last_t + i as f32 / 120.0, last_p));
    }
    t
}

fn angle_between(a: Vec2, b: Vec2) -> f32 {
    a.cross(b).atan2(a.dot(b)).abs().to_degrees()
}

fn ok(r: Result<ShotVector, GestureRejection>) -> Vec2 {
    r.expect("a shot").velocity
}

/// A small deterministic generator for jitter.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> f32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
    }
}

#[test]
fn flick_power_rises_with_speed() {
    let c = cfg();
    let mut last = 0.0;
    for speed in [0.4, 0.8, 1.2, 1.6, 2.0, 2.6, 3.1] {
        let v = ok(read_gesture(&flick(Vec2::new(0.0, 1.0), speed), DISC, &c));
        assert!(v.length() > last, "speed {speed}: {} <= {last}", v.length());
        last = v.length();
    }
}

#[test]
fn slingshot_power_rises_with_pull() {
    let c = cfg();
    let mut last = 0.0;
    for pull in [0.03, 0.06, 0.1, 0.15, 0.2, 0.235] {
        let v = ok(read_gesture(
            &slingshot(Vec2::new(0.0, -1.0), pull),
            DISC,
            &c,
        ));
        assert!(v.length() > last, "pull {pull}: {} <= {last}", v.length());
        last = v.length();
    }
}

#[test]
fn power_is_capped() {
    let c = cfg();
    let max = Spec::STANDARD.sim.max_shot_speed;
    let v = ok(read_gesture(&flick(Vec2::new(1.0, 2.0), 40.0), DISC, &c));
    assert!(v.length() <= max * 1.0001);
    let v = ok(read_gesture(
        &slingshot(Vec2::new(0.0, -1.0), 0.6),
        DISC,
        &c,
    ));
    assert!(v.length() <= max * 1.0001);
    assert!(v.length() >= max * 0.99, "a full pull is full power");
}

#[test]
fn sixteen_directions_within_two_degrees() {
    let c = cfg();
    for k in 0..16 {
        let dir = Vec2::from_angle(k as f32 * core::f32::consts::PI / 8.0);
        let v = ok(read_gesture(&flick(dir, 1.5), DISC, &c));
        let err = angle_between(v, dir);
        assert!(err < 2.0, "flick {k}: off by {err} degrees");

        // A slingshot shoots opposite the pull.
        let v = ok(read_gesture(&slingshot(-dir, 0.1), DISC, &c));
        let err = angle_between(v, dir);
        assert!(err < 2.0, "slingshot {k}: off by {err} degrees");
    }
}

#[test]
fn direction_comes_from_the_end_of_the_stroke() {
    // Starts moving straight up, curves to 45 degrees for the last 150 ms.
    let c = cfg();
    let up = Vec2::new(0.0, 1.0);
    let diag = Vec2::new(1.0, 1.0).normalize_or_zero();
    let mut trace = stroke(DISC - up * 0.1, up, 1.0, 0.1);
    let (t0, p0) = *trace.last().unwrap();
    for i in 1..=18 {
        let t = i as f32 / 120.0;
        trace.push((t0 + t, p0 + diag * (1.5 * t)));
    }
    let v = ok(read_gesture(&trace, DISC, &c));
    assert!(angle_between(v, diag) < 2.0, "{v:?}");
}

#[test]
fn a_fast_flick_starting_on_the_disc_goes_forward() {
    let c = cfg();
    let up = Vec2::new(0.0, 1.0);
    let v = ok(read_gesture(&stroke(DISC, up, 2.0, 0.1), DISC, &c));
    assert!(angle_between(v, up) < 2.0);
}

#[test]
fn resting_before_lifting_keeps_the_power() {
    let c = cfg();
    let up = Vec2::new(0.0, 1.0);
    let plain = ok(read_gesture(&flick(up, 1.5), DISC, &c));
    let mut held = flick(up, 1.5);
    let (t, p) = *held.last().unwrap();
    for i in 1..=30 {
        held.push((t + i as f32 / 120.0, p));
    }
    let v = ok(read_gesture(&held, DISC, &c));
    assert!((v.length() - plain.length()).abs() < 0.1 * plain.length());
}

#[test]
fn taps_are_rejected() {
    let c = cfg();
    let on = vec![(0.0, DISC), (0.05, DISC + Vec2::new(0.001, 0.0))];
    assert_eq!(read_gesture(&on, DISC, &c), Err(GestureRejection::Tap));
    let off = vec![(0.0, Vec2::new(0.1, 0.1))];
    assert_eq!(read_gesture(&off, DISC, &c), Err(GestureRejection::Tap));
    // A tap that starts and ends within one frame.
    let same = vec![(1.0, DISC), (1.0, DISC)];
    assert_eq!(read_gesture(&same, DISC, &c), Err(GestureRejection::Tap));
}

#[test]
fn slow_brushes_are_rejected() {
    let c = cfg();
    let r = read_gesture(&flick(Vec2::new(0.3, 1.0), 0.08), DISC, &c);
    assert_eq!(r, Err(GestureRejection::TooSlow));
}

#[test]
fn swipes_that_miss_the_disc_are_rejected() {
    let c = cfg();
    let beside = stroke(DISC + Vec2::new(0.1, -0.05), Vec2::new(0.0, 1.0), 1.5, 0.1);
    assert_eq!(
        read_gesture(&beside, DISC, &c),
        Err(GestureRejection::NotOnDisc)
    );
}

#[test]
fn short_slingshots_are_cancelled() {
    let c = cfg();
    let r = read_gesture(&slingshot(Vec2::new(0.0, -1.0), 0.012), DISC, &c);
    assert_eq!(r, Err(GestureRejection::Cancelled));
    // Pulled back, then brought back to the disc and let go.
    let mut back = slingshot(Vec2::new(0.0, -1.0), 0.1);
    let (t, _) = *back.last().unwrap();
    for i in 1..=12 {
        back.push((t + i as f32 / 120.0, DISC));
    }
    assert_eq!(
        read_gesture(&back, DISC, &c),
        Err(GestureRejection::Cancelled)
    );
}

#[test]
fn nan_never_gets_through() {
    let c = cfg();
    let bad = [f32::NAN, f32::INFINITY, f32::NEG_INFINITY];
    for b in bad {
        for slot in 0..3 {
            let mut t = flick(Vec2::new(0.0, 1.0), 1.5);
            let i = t.len() / 2;
            match slot {
                0 => t[i].0 = b,
                1 => t[i].1.x = b,
                _ => t[i].1.y = b,
            }
            assert_eq!(read_gesture(&t, DISC, &c), Err(GestureRejection::Invalid));
        }
        let t = flick(Vec2::new(0.0, 1.0), 1.5);
        assert_eq!(
            read_gesture(&t, Vec2::new(b, 0.0), &c),
            Err(GestureRejection::Invalid)
        );
        let mut broken = c;
        broken.full_flick_speed = b;
        assert_eq!(
            read_gesture(&t, DISC, &broken),
            Err(GestureRejection::Invalid)
        );
    }
    assert_eq!(read_gesture(&[], DISC, &c), Err(GestureRejection::Invalid));
    let mut backwards = flick(Vec2::new(0.0, 1.0), 1.5);
    backwards.swap(3, 4);
    assert_eq!(
        read_gesture(&backwards, DISC, &c),
        Err(GestureRejection::Invalid)
    );
    // Huge but finite numbers: rejected or capped, never NaN out.
    let huge = vec![
        (0.0, DISC),
        (1e-30, DISC + Vec2::new(0.0, 1e-3)),
        (2e-30, DISC + Vec2::new(0.0, 0.5)),
    ];
    if let Ok(v) = read_gesture(&huge, DISC, &c) {
        assert!(v.velocity.is_finite());
        assert!(v.velocity.length() <= Spec::STANDARD.sim.max_shot_speed * 1.0001);
    }
}

#[test]
fn jittery_traces_still_read_true() {
    let c = cfg();
    let mut rng = Lcg(7);
    for k in 0..16 {
        let dir = Vec2::from_angle(k as f32 * core::f32::consts::PI / 8.0 + 0.1);
        let clean = ok(read_gesture(&flick(dir, 1.5), DISC, &c));
        let mut noisy = flick(dir, 1.5);
        // About +-1.5 pixels of noise on every sample and a slightly uneven clock.
        for s in noisy.iter_mut().skip(1) {
            s.1 += Vec2::new(rng.next(), rng.next()) * 0.0015;
            s.0 += rng.next() * 0.0015;
        }
        noisy.sort_by(|a, b| a.0.total_cmp(&b.0));
        let v = ok(read_gesture(&noisy, DISC, &c));
        assert!(angle_between(v, dir) < 5.0, "flick {k}: {v:?}");
        let ratio = v.length() / clean.length();
        assert!(
            (0.8..1.25).contains(&ratio),
            "flick {k}: power ratio {ratio}"
        );

        let mut pull = slingshot(-dir, 0.12);
        for s in pull.iter_mut().skip(1) {
            s.1 += Vec2::new(rng.next(), rng.next()) * 0.0015;
        }
        let v = ok(read_gesture(&pull, DISC, &c));
        assert!(angle_between(v, dir) < 3.0, "slingshot {k}: {v:?}");
    }
}

/// Little room behind the disc (a phone in landscape): a straight pull of
/// that room shoots at full speed, and a pixel sideways turns the aim no
/// more than it does with the whole 240-pixel pull.
#[test]
fn a_short_room_still_reaches_full_speed_and_aims_as_finely() {
    let full = cfg();
    let back = Vec2::new(0.0, -1.0);
    let px = full.full_pull / 240.0;
    let room = 72.0 * px;
    let short = full.with_pull_room(back, room);
    let max = full.max_speed;

    // Straight back over the room: top speed (before: about 9 % of it).
    let v = short
        .slingshot(DISC, DISC + back * room)
        .expect("a shot")
        .velocity;
    assert!((v.length() - max).abs() < 1e-4, "{}", v.length());
    assert!((v.normalize_or_zero().dot(-back) - 1.0).abs() < 1e-6);
    let before = full.slingshot(DISC, DISC + back * room).unwrap().velocity;
    assert!(before.length() < 0.1 * max, "{}", before.length());

    // One pixel sideways at the full pull: the same turn as with 240 px.
    let side = Vec2::new(1.0, 0.0) * px;
    let turn_now = angle_between(
        v,
        short
            .slingshot(DISC, DISC + back * room + side)
            .unwrap()
            .velocity,
    );
    let full_v = full
        .slingshot(DISC, DISC + back * full.full_pull)
        .unwrap()
        .velocity;
    let full_side = full
        .slingshot(DISC, DISC + back * full.full_pull + side)
        .unwrap()
        .velocity;
    let turn_before = angle_between(full_v, full_side);
    assert!(
        (turn_now - turn_before).abs() < 0.01,
        "{turn_now} vs {turn_before}"
    );
    assert!(turn_now < 0.25, "{turn_now} degrees per pixel");

    // A pull sideways or forward is read as before; so is a short pull's cancel.
    for dir in [Vec2::new(1.0, 0.0), Vec2::new(0.0, 1.0)] {
        let a = full.slingshot(DISC, DISC + dir * 0.1).unwrap().velocity;
        let b = short.slingshot(DISC, DISC + dir * 0.1).unwrap().velocity;
        assert!(a.distance(b) < 1e-6, "{dir:?}");
    }
    assert!(short.slingshot(DISC, DISC + back * (10.0 * px)).is_none());

    // A pull between straight back and sideways still goes opposite the
    // finger's side, and more room than the full pull changes nothing.
    let diag = short
        .slingshot(DISC, DISC + Vec2::new(0.03, -0.03))
        .unwrap()
        .velocity;
    assert!(diag.x < 0.0 && diag.y > 0.0, "{diag:?}");
    assert_eq!(full.with_pull_room(back, full.full_pull * 2.0), full);
    assert_eq!(full.with_pull_room(Vec2::ZERO, room), full);
    // The whole gesture reader uses it too.
    let read = ok(read_gesture(&slingshot(back, room), DISC, &short));
    assert!(
        (read.length() - max).abs() < 0.02 * max,
        "{}",
        read.length()
    );
}
