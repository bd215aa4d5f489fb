//! The hint under Xvfb: a person against the Beginner asks for a hint on
//! their first turn, at a phone size (844x390) and a tablet size
//! (1024x768); the screenshots show the ghost (where to place, the aim
//! line, the power) and its words, and the saved match notes the hint.
//! Skipped (printed) where windows cannot open.

use std::path::PathBuf;

mod shell_support;
use shell_support::{GameRun, assert_screenshots, event, window_tests_can_run};

/// Taps at `(x, y)` at time `t`.
fn tap(t: f32, x: f32, y: f32) -> [String; 2] {
    [event(t, "down", x, y), event(t + 0.05, "up", x, y)]
}

/// Title: Crokinole; set-up: the top seat to the AI, Play; seed 1's toss
/// winner, the person, taps "Shoot second" (the save keeps a match once a
/// shot is played: the AI's); then, once the AI's first shot is done, the
/// Hint button twice (the second press is ignored or asks on the person's
/// later turn).
fn run(name: &str, (w, h): (u32, u32), taps: [(f32, f32); 5]) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("data");
    let [crokinole, top_seat, play, second, hint] = taps;
    let mut events: Vec<String> = Vec::new();
    for (t, (x, y)) in [
        (0.3, crokinole),
        (0.5, top_seat),
        (0.7, play),
        (0.9, second),
        (7.0, hint),
        (10.0, hint),
    ] {
        events.extend(tap(t, x, y));
    }
    let shots = [("hint-a", 8.0), ("hint-b", 11.0)];
    GameRun {
        shots: &shots,
        size: Some((w, h)),
        ..GameRun::new(&dir, &data, &events, 11.3)
    }
    .run();
    assert_screenshots(&dir, &shots);
    dir
}

/// The match the run left in its save (the resume) notes the hint.
fn hint_saved(dir: &std::path::Path) -> bool {
    let save = std::fs::read_to_string(dir.join("data").join("flickwood.json")).unwrap();
    save.contains("\"hints\":[{\"at\":") && save.contains(",\"seat\":0}")
}

#[test]
fn a_hint_shows_on_the_board_at_phone_and_tablet_sizes() {
    if !window_tests_can_run() {
        return;
    }
    let phone = run(
        "hint-phone",
        (844, 390),
        [
            (262.0, 262.0),
            (382.0, 238.0),
            (641.0, 238.0),
            (561.0, 302.0),
            (767.0, 259.0),
        ],
    );
    let tablet = run(
        "hint-tablet",
        (1024, 768),
        [
            (317.0, 507.0),
            (735.0, 451.0),
            (512.0, 638.0),
            (651.0, 597.0),
            (947.0, 637.0),
        ],
    );
    for dir in [phone, tablet] {
        assert!(hint_saved(&dir), "no hint noted in the save under {dir:?}");
    }
}
