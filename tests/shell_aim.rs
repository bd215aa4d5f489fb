//! Aim and pull in the game itself, driven by a script under Xvfb: an aim
//! drag off the disc turns the shot, a pull from the disc held still and
//! let go where it rested shoots at the strength of its whole length
//! (`flickwood_core::aiming`), through the play screen's own plumbing.

use flickwood_core::aiming::{AIM_DEG_PER_MM, TABLET_PX_PER_MM, speed_for_pull_mm};
use std::path::PathBuf;

mod shell_support;
use shell_support::openings::open_crokinole_tossing_at;
use shell_support::{GameRun, assert_screenshots, event, window_tests_can_run};

/// Where the seat-0 disc waits at first at 1280x800: the bottom of the shooting line.
const DISC: (f32, f32) = (640.0, 666.0);

#[test]
fn an_aim_drag_and_a_held_pull_shoot_as_the_control_reads_them() {
    if !window_tests_can_run() {
        return;
    }
    // Title: Crokinole, then Play; seed 1's toss winner, Player 1, taps
    // "Shoot first" from 0.55 s to 0.6 s.
    let mut events = open_crokinole_tossing_at(0.55, 0.6);
    // Aim: a drag on the board in front of the disc, 63 px to the right,
    // held 0.3 s, lifted where it rested (no sample of its own).
    let (ax, ay) = (640.0, 520.0);
    events.push(event(0.8, "down", ax, ay));
    for i in 1..=15 {
        events.push(event(
            0.8 + i as f32 / 60.0,
            "move",
            ax + 4.2 * i as f32,
            ay,
        ));
    }
    events.push(event(1.35, "up", ax + 63.0, ay));
    // Pull: from the disc straight down 100 px, held 0.3 s, lifted.
    events.push(event(1.6, "down", DISC.0, DISC.1));
    for i in 1..=20 {
        events.push(event(
            1.6 + i as f32 / 80.0,
            "move",
            DISC.0,
            DISC.1 + 5.0 * i as f32,
        ));
    }
    events.push(event(2.15, "up", DISC.0, DISC.1 + 100.0));

    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("aim-and-pull");
    let _ = std::fs::remove_dir_all(&dir);
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    // The easy aids: the aim starts straight ahead and the flick is played
    // exactly as read (the default's spread: `the_default_aids_spread_a_flick_and_say_by_how_much`).
    let save =
        r#"{"version":2,"prefs":{"controls":"AimAndPull","aids":"Full","tutorial_seen":true}}"#;
    std::fs::write(data.join("flickwood.json"), save).unwrap();
    let shots = [("aimed", 1.3), ("pulled", 2.1)];
    let stderr = GameRun {
        shots: &shots,
        ..GameRun::new(&dir, &data, &events, 2.4)
    }
    .run();
    assert_screenshots(&dir, &shots);

    // "shot from (x, y) at (vx, vy) m/s, spin s rad/s"
    let line = stderr
        .lines()
        .find(|l| l.starts_with("shot from"))
        .unwrap_or_else(|| panic!("no shot: {stderr}"));
    let n: Vec<f32> = line
        .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
        .filter_map(|s| s.parse().ok())
        .collect();
    let (px, py, vx, vy) = (n[0], n[1], n[2], n[3]);
    // 1280x800 is a tablet's size class: 5.2 px a mm.
    let want_speed = speed_for_pull_mm(100.0 / TABLET_PX_PER_MM, 8.0);
    let speed = (vx * vx + vy * vy).sqrt();
    assert!(
        (speed - want_speed).abs() < 0.01 * want_speed,
        "a 100 px held pull shot at {speed} m/s, not {want_speed}: {line}"
    );
    // Straight ahead is toward the centre from the middle of the line; the
    // drag to the right turned the shot clockwise.
    let ahead = (-px, -py);
    let turn = (ahead.0 * vy - ahead.1 * vx).atan2(ahead.0 * vx + ahead.1 * vy);
    let want_turn = -(63.0 / TABLET_PX_PER_MM * AIM_DEG_PER_MM).to_radians();
    assert!(
        (turn - want_turn).abs() < 0.2f32.to_radians(),
        "the aim turned {} degrees, not {}: {line}",
        turn.to_degrees(),
        want_turn.to_degrees()
    );
}
