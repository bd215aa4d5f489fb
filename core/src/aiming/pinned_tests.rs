//! The power scale, the screen's density, a moving finger's hold, where a
//! pull fits and what broken input reads as, each pinned by its numbers.

use super::*;

fn frame(px_per_mm: f32) -> AimFrame {
    AimFrame {
        px_per_mm,
        disc: Vec2::new(400.0, 300.0),
        grab_px: 30.0,
        aim: Vec2::new(0.0, -1.0),
        top_speed: 8.0,
    }
}

fn close(a: f32, b: f32, tol: f32) -> bool {
    (a - b).abs() <= tol
}

/// The knee is at 16 ln 10 = 36.84 mm (2.5 m/s); above it each mm adds
/// 3 x 2.5 / 16 = 0.46875 m/s, three times the slope just below it.
#[test]
fn above_the_knee_each_millimetre_adds_three_times_the_slope_below() {
    let knee = 16.0 * 10f32.ln();
    assert!(close(pull_mm_for_speed(KNEE_SPEED), knee, 1e-4));
    for (above, speed) in [(1.0f32, 2.96875f32), (3.0, 3.90625), (8.0, 6.25)] {
        let v = speed_for_pull_mm(knee + above, 100.0);
        assert!(close(v, speed, 1e-4), "{above} mm above: {v}");
        assert!(close(pull_mm_for_speed(speed), knee + above, 1e-3));
    }
    let below = (speed_for_pull_mm(knee, 9.0) - speed_for_pull_mm(knee - 0.01, 9.0)) / 0.01;
    let above = (speed_for_pull_mm(knee + 0.01, 9.0) - speed_for_pull_mm(knee, 9.0)) / 0.01;
    assert!(close(above / below, 3.0, 0.01), "{above} / {below}");
    // Below the knee: 0.25 m/s at no pull, times e every 16 mm.
    assert!(close(speed_for_pull_mm(0.0, 8.0), BASE_SPEED, 1e-6));
    assert!(close(speed_for_pull_mm(16.0, 8.0), 0.25 * 1f32.exp(), 1e-5));
    assert!(close(pull_mm_for_speed(0.25 * 1f32.exp()), 16.0, 1e-3));
    // Capped at the board's top speed; a top of 6 is reached at 8 mm past the knee.
    assert_eq!(speed_for_pull_mm(knee + 20.0, 6.0), 6.0);
    assert!(close(full_pull_mm(6.25), knee + 8.0, 1e-3));
}

/// Broken numbers shoot nothing; a pull "behind" zero is no pull.
#[test]
fn the_power_scale_refuses_what_is_not_a_number() {
    assert_eq!(speed_for_pull_mm(f32::INFINITY, 8.0), 0.0);
    assert_eq!(speed_for_pull_mm(f32::NEG_INFINITY, 8.0), 0.0);
    assert_eq!(speed_for_pull_mm(10.0, f32::NAN), 0.0);
    assert_eq!(speed_for_pull_mm(10.0, f32::INFINITY), 0.0);
    assert_eq!(speed_for_pull_mm(10.0, 0.0), 0.0);
    assert_eq!(speed_for_pull_mm(10.0, -1.0), 0.0);
    assert_eq!(speed_for_pull_mm(-5.0, 8.0), BASE_SPEED);
    assert_eq!(pull_mm_for_speed(f32::NAN), 0.0);
    assert_eq!(pull_mm_for_speed(0.1), 0.0);
    assert_eq!(pull_mm_for_speed(-3.0), 0.0);
    assert_eq!(full_pull_mm(f32::NAN), 0.0);
}

/// A tablet's 5.2 px/mm is read as such: 52 px is 10 mm, not the phone's
/// 8.25. Only a density that is no density falls back to the phone's.
#[test]
fn a_tablet_density_is_read_and_only_a_broken_one_falls_back() {
    let p = Vec2::new(100.0, 100.0);
    let to = p + Vec2::new(0.0, 52.0);
    let tablet = frame(TABLET_PX_PER_MM);
    assert!(close(tablet.pull_mm(p, to), 10.0, 1e-4));
    assert!(close(frame(2.0).pull_mm(p, to), 26.0, 1e-4));
    // A short side of 600 px is a tablet's; just under, a phone's.
    assert_eq!(px_per_mm(600.0, 960.0), TABLET_PX_PER_MM);
    assert_eq!(px_per_mm(960.0, 600.0), TABLET_PX_PER_MM);
    assert_eq!(px_per_mm(599.5, 960.0), PHONE_PX_PER_MM);
    let phone = 52.0 / PHONE_PX_PER_MM;
    for broken in [
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        0.0,
        -5.2,
        0.5,
        0.3,
    ] {
        let got = frame(broken).pull_mm(p, to);
        assert!(close(got, phone, 1e-4), "{broken}: {got}");
    }
    assert!(close(frame(0.6).pull_mm(p, to), 52.0 / 0.6, 1e-2));
    // The aim and the wobble read millimetres the same way.
    let across = tablet.aim_mm_to(p, p + Vec2::new(26.0, 80.0));
    assert!(close(across, 5.0, 1e-4), "{across}");
    assert!(close(
        tablet.pull_speed(p, to).unwrap(),
        speed_for_pull_mm(10.0, 8.0),
        1e-6
    ));
}

/// A finger that keeps moving through its hold: samples at 0.1 s (10
/// px), 0.18 s (20 px), 0.22 s (40 px), the lift at 0.3 s. The hold is
/// 0.15 s to 0.25 s: 10 px for 0.03 s, 20 px for 0.04 s, 40 px for 0.03
/// s, so it reads 23 px, with an rms wobble of sqrt(141) px.
#[test]
fn a_moving_finger_is_read_at_its_hold_weighted_by_time() {
    let at = |x: f32| Vec2::new(100.0 + x, 200.0);
    let trace = [
        (0.0, at(0.0)),
        (0.1, at(10.0)),
        (0.18, at(20.0)),
        (0.22, at(40.0)),
        (0.3, at(90.0)),
    ];
    let held = held_point(&trace).unwrap();
    assert!(close(held.x, 123.0, 1e-3) && held.y == 200.0, "{held:?}");
    let wobble = hold_wobble(&trace).unwrap();
    assert!(close(wobble, 141f32.sqrt(), 1e-3), "{wobble}");
    let f = frame(5.0);
    assert!(close(f.hold_wobble_mm(&trace), 141f32.sqrt() / 5.0, 1e-3));
    // The pull is read there: 23 px at 5 px/mm is 4.6 mm, a shot.
    assert!(close(f.pull_mm(trace[0].1, held), 4.6, 1e-3));
    assert!(close(
        f.read_pull(&trace).unwrap(),
        speed_for_pull_mm(4.6, 8.0),
        1e-4
    ));
    // The aim is read at the hold too: 23 px across.
    assert!(close(f.aim_mm(&trace), 4.6, 1e-3));
}

/// A press let go within the lift-off time has no hold: it is read where
/// it pressed, however far it slid.
#[test]
fn a_flick_shorter_than_the_lift_off_is_read_where_it_pressed() {
    let a = Vec2::new(50.0, 60.0);
    let quick = [
        (0.0, a),
        (0.01, a + Vec2::new(30.0, 0.0)),
        (0.03, a + Vec2::new(90.0, 0.0)),
    ];
    assert_eq!(held_point(&quick), Some(a));
    assert_eq!(hold_wobble(&quick), Some(0.0));
    let two = [(0.0, a), (LIFT_SECONDS, a + Vec2::new(90.0, 0.0))];
    assert_eq!(held_point(&two), Some(a));
    // Moved at once, let go at the lift-off time: where it was then.
    let b = a + Vec2::new(20.0, 0.0);
    let moved = [(0.0, a), (0.0, b), (LIFT_SECONDS, a + Vec2::new(90.0, 0.0))];
    assert_eq!(held_point(&moved), Some(b));
    // Two samples at the same time are a trace; one going back is not.
    let same = [(0.0, a), (0.0, a), (0.2, a)];
    assert_eq!(held_point(&same), Some(a));
    let back = [(0.2, a), (0.1, a)];
    assert_eq!(held_point(&back), None);
    assert_eq!(hold_wobble(&back), None);
}

/// Off-screen nonsense (a million pixels away) or not a number anywhere
/// in the trace: no hold, and the pull and the aim read nothing.
#[test]
fn a_trace_with_a_broken_sample_anywhere_is_refused() {
    let a = Vec2::new(50.0, 60.0);
    let f = frame(6.3);
    for bad in [
        (0.1, Vec2::new(1.0e6, 0.0)),
        (0.1, Vec2::new(0.0, -1.0e6)),
        (0.1, Vec2::new(f32::INFINITY, 0.0)),
        (0.1, Vec2::new(0.0, f32::NAN)),
        (f32::NAN, a),
    ] {
        let trace = [(0.0, a), bad, (0.3, a + Vec2::new(0.0, 80.0))];
        assert_eq!(held_point(&trace), None, "{bad:?}");
        assert_eq!(hold_wobble(&trace), None);
        assert_eq!(f.read_pull(&trace), Err(GestureRejection::Invalid));
        assert_eq!(f.aim_mm(&trace), 0.0);
        assert_eq!(f.hold_wobble_mm(&trace), 0.0);
    }
    // A time that is no time, even alone or last, where no order check sees it.
    assert_eq!(held_point(&[(f32::NAN, a)]), None);
    assert_eq!(held_point(&[(0.0, a), (f32::INFINITY, a)]), None);
    let fine = [(0.0, a), (0.1, Vec2::new(9.9e5, 0.0)), (0.3, a)];
    assert!(held_point(&fine).is_some());
    // A frame that is itself broken refuses the pull.
    let good = [(0.0, a), (0.2, a + Vec2::new(0.0, 80.0)), (0.3, a)];
    let nan = Vec2::new(f32::NAN, 0.0);
    assert_eq!(
        AimFrame { disc: nan, ..f }.read_pull(&good),
        Err(GestureRejection::Invalid)
    );
    assert_eq!(
        AimFrame { aim: nan, ..f }.read_pull(&good),
        Err(GestureRejection::Invalid)
    );
    assert_eq!(
        AimFrame { aim: nan, ..f }.aim_mm_to(a, a + Vec2::new(1.0, 0.0)),
        0.0
    );
    // Screen points so far apart their distance overflows read nothing.
    let (far_l, far_r) = (Vec2::new(-3.0e38, 0.0), Vec2::new(3.0e38, 0.0));
    assert_eq!(f.aim_mm_to(far_l, far_r), 0.0);
    assert_eq!(f.pull_mm(far_l, far_r), 0.0);
    assert!(f.read_pull(&good).is_ok());
    // A turn by a number that is no number leaves the aim.
    assert_eq!(turned(0.5, f32::INFINITY), 0.5);
    assert!(close(turned(0.5, -10.0), 0.5 + 12f32.to_radians(), 1e-6));
    // A pull of exactly the shortest shoots; just under is called off.
    let (f, p) = (frame(5.0), Vec2::ZERO);
    assert!(f.pull_speed(p, Vec2::new(0.0, 20.0)).is_some());
    assert!(f.pull_speed(p, Vec2::new(0.0, 19.9)).is_none());
}

/// Straight back with room to spare; at exactly the room less the
/// 6 px edge still straight back; then the side of 45 degrees that has
/// room, the forward diagonal away from a corner, and when nothing fits
/// the roomiest (the first in that order when two tie).
#[test]
fn a_pull_takes_the_first_direction_with_room_in_a_fixed_order() {
    let down = Vec2::new(0.0, 1.0);
    let (w, h) = (844.0, 390.0);
    let d45 = core::f32::consts::FRAC_1_SQRT_2;
    let near = |a: Vec2, b: Vec2| close(a.x, b.x, 1e-5) && close(a.y, b.y, 1e-5);
    // 40 px below the disc: 34 fit straight back.
    let disc = Vec2::new(422.0, 350.0);
    assert_eq!(pull_path(disc, down, 34.0, w, h), (down, 34.0));
    let (d, l) = pull_path(disc, down, 34.5, w, h);
    assert!(
        d.y > 0.0 && close(d.x.abs(), d45, 1e-5) && l == 34.5,
        "{d:?} {l}"
    );
    // Near the left edge: back and to the right.
    let (d, l) = pull_path(Vec2::new(30.0, 350.0), down, 40.0, w, h);
    assert!(near(d, Vec2::new(d45, d45)) && l == 40.0, "{d:?} {l}");
    // Near the right edge: back and to the left.
    let (d, _) = pull_path(Vec2::new(814.0, 350.0), down, 40.0, w, h);
    assert!(near(d, Vec2::new(-d45, d45)), "{d:?}");
    // In the bottom-left corner: forward and to the right.
    let (d, l) = pull_path(Vec2::new(10.0, 385.0), down, 30.0, w, h);
    assert!(near(d, Vec2::new(d45, -d45)) && l == 30.0, "{d:?} {l}");
    // Bottom-right corner: forward and to the left.
    let (d, _) = pull_path(Vec2::new(834.0, 385.0), down, 30.0, w, h);
    assert!(near(d, Vec2::new(-d45, -d45)), "{d:?}");
    // A narrow strip: only straight forward has the room.
    let (d, l) = pull_path(Vec2::new(10.0, 385.0), down, 100.0, 20.0, h);
    assert!(near(d, Vec2::new(0.0, -1.0)) && l == 100.0, "{d:?} {l}");
    // Nothing fits: the roomiest, cut to its room (forward: 90 - 6 px).
    let (d, l) = pull_path(Vec2::new(50.0, 90.0), down, 500.0, 100.0, 100.0);
    assert!(
        near(d, Vec2::new(0.0, -1.0)) && close(l, 84.0, 1e-4),
        "{d:?} {l}"
    );
    // Straight back and forward tie on a tall strip: back, the first.
    let (d, l) = pull_path(Vec2::new(10.0, 50.0), down, 500.0, 20.0, 100.0);
    assert!(near(d, down) && close(l, 44.0, 1e-4), "{d:?} {l}");
    // No room anywhere: no length, never a negative one.
    let (_, l) = pull_path(Vec2::new(4.0, 4.0), down, 30.0, 8.0, 8.0);
    assert_eq!(l, 0.0);
}

/// The frame on a board laid out at 1000 px a metre: the disc where the
/// view puts it, a grab of the disc's radius and 22 px (16 + 22 = 38 px),
/// the aim turned onto the screen.
#[test]
fn a_frame_on_a_view_grabs_the_disc_at_its_radius_and_a_fingertip() {
    let view = BoardView {
        centre: Vec2::new(400.0, 300.0),
        scale: 1000.0,
        rotation: 0.0,
    };
    let up = core::f32::consts::FRAC_PI_2;
    let f = AimFrame::on_view(&view, Vec2::new(0.0, -0.2), 0.016, up, 8.0, 5.2);
    assert_eq!(
        (f.disc, f.px_per_mm, f.top_speed),
        (Vec2::new(400.0, 500.0), 5.2, 8.0)
    );
    assert!(close(f.grab_px, 38.0, 1e-3), "{}", f.grab_px);
    assert!(
        close(f.aim.x, 0.0, 1e-6) && close(f.aim.y, -1.0, 1e-6),
        "{:?}",
        f.aim
    );
    assert_eq!(f.target(Vec2::new(437.5, 500.0)), Target::Disc);
    assert_eq!(f.target(Vec2::new(439.0, 500.0)), Target::Aim);
}
