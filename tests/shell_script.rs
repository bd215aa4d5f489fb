//! The game itself, driven by a script under Xvfb: it starts, takes a shot
//! from touch events, writes its screenshots and exits cleanly. Without xvfb-run
//! the windowed ones fail (FLICKWOOD_SKIP_WINDOW_TESTS=1 skips them, printed).

use std::path::PathBuf;
use std::process::Command;

mod shell_support;
use shell_support::openings::{FLICK_OFFSET, flick_controls_then_crokinole};
use shell_support::{GameRun, assert_screenshots, event, open_crokinole, window_tests_can_run};

/// Runs the game on `events` (JSON objects) with screenshots `shots` (name,
/// time); returns its stderr. Panics if the game fails or a screenshot is missing.
fn run_script(
    name: &str,
    events: &[String],
    shots: &[(&str, f32)],
    end: f32,
    sound: bool,
) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("data");
    let stderr = GameRun {
        shots,
        sound,
        ..GameRun::new(&dir, &data, events, end)
    }
    .run();
    assert_screenshots(&dir, shots);
    stderr
}

/// Where the seat-0 disc waits at first: the bottom of the shooting line.
const DISC: (f32, f32) = (640.0, 666.0);

#[test]
fn scripted_flick_writes_screenshots() {
    if !window_tests_can_run() {
        return;
    }
    // Flick controls in the settings, then swipe up through the waiting disc.
    let o = FLICK_OFFSET;
    let mut events = flick_controls_then_crokinole();
    events.push(event(o + 0.6, "down", DISC.0, DISC.1 + 64.0));
    for i in 1..=16 {
        let t = o + 0.6 + i as f32 / 120.0;
        events.push(event(t, "move", DISC.0, DISC.1 + 64.0 - 8.0 * i as f32));
    }
    events.push(event(o + 0.75, "up", DISC.0, DISC.1 - 64.0));
    let stderr = run_script(
        "flick",
        &events,
        &[("settings", 0.55), ("board", o + 0.5), ("moving", o + 0.9)],
        o + 1.0,
        false,
    );
    assert!(
        stderr.contains("shot from"),
        "the swipe was not read as a shot: {stderr}"
    );
}

#[test]
fn scripted_drag_then_slingshot() {
    if !window_tests_can_run() {
        return;
    }
    // Drag the disc 50 px to the right along the line, then pull it straight
    // down 60 px and let go (the default aim-and-pull control): a gentle
    // shot up the board, along the turn's aim, from x > 0.
    let mut events = open_crokinole();
    events.push(event(0.7, "down", DISC.0, DISC.1));
    for i in 1..=25 {
        events.push(event(
            0.7 + i as f32 / 120.0,
            "move",
            DISC.0 + 2.0 * i as f32,
            DISC.1,
        ));
    }
    events.push(event(0.95, "up", DISC.0 + 50.0, DISC.1));
    let x = DISC.0 + 50.0;
    let y = DISC.1 - 1.5; // the line curves up a little away from the bottom
    events.push(event(1.1, "down", x, y));
    for i in 1..=30 {
        events.push(event(1.1 + i as f32 / 120.0, "move", x, y + 2.0 * i as f32));
    }
    events.push(event(1.6, "up", x, y + 60.0));
    let stderr = run_script("slingshot", &events, &[("pulled", 1.5)], 1.8, false);
    let line = stderr
        .lines()
        .find(|l| l.starts_with("shot from"))
        .unwrap_or_else(|| panic!("no shot: {stderr}"));
    // "shot from (x, y) at (vx, vy) m/s": placed right of centre, shot up the board.
    let numbers: Vec<f32> = line
        .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
        .filter_map(|s| s.parse().ok())
        .collect();
    let (px, vx, vy) = (numbers[0], numbers[2], numbers[3]);
    // The board is turned to whichever seat won the toss, so only sizes count.
    assert!(px.abs() > 0.04, "the drag did not move the disc: {line}");
    // The default aids start a turn's aim 3 to 10 degrees off straight
    // ahead (and a flick spreads a little): within 10.5 degrees of it.
    assert!(
        vy.abs() > 0.3 && vx.abs() < 10.5f32.to_radians().tan() * vy.abs(),
        "the pull went astray: {line}"
    );
}

#[test]
fn sounds_play_on_a_sound_device() {
    if !window_tests_can_run() {
        return;
    }
    // A hard flick that reaches the rail: knocks and clicks are played.
    let o = FLICK_OFFSET;
    let mut events = flick_controls_then_crokinole();
    events.push(event(o + 0.6, "down", DISC.0, DISC.1 + 64.0));
    for i in 1..=16 {
        let t = o + 0.6 + i as f32 / 120.0;
        events.push(event(t, "move", DISC.0, DISC.1 + 64.0 - 14.0 * i as f32));
    }
    events.push(event(o + 0.75, "up", DISC.0, DISC.1 - 160.0));
    let stderr = run_script("sound", &events, &[("sound", o + 2.0)], o + 2.0, true);
    assert!(!stderr.contains("no sound device"), "{stderr}");
    assert!(!stderr.contains("sound thread stopped"), "{stderr}");
    assert!(
        stderr.contains("Rail"),
        "the shot never reached the rail: {stderr}"
    );
}

#[test]
fn no_display_is_a_clear_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_flickwood"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("run flickwood");
    let stderr = String::from_utf8_lossy(&out.stderr);
    if cfg!(target_os = "linux") {
        assert!(!out.status.success());
        assert_eq!(stderr.trim().lines().count(), 1, "one line: {stderr}");
        assert!(stderr.contains("no display"), "{stderr}");
    }
}

#[test]
fn a_broken_script_is_a_clear_error() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("broken_script.json");
    std::fs::write(&file, r#"{"events":[{"t":"soon"}]}"#).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_flickwood"))
        .arg("--script")
        .arg(&file)
        .output()
        .expect("run flickwood");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("flickwood: script"), "{stderr}");
}
