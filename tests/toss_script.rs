//! The toss on screen, driven by a script under Xvfb (issue 31): a person
//! wins the toss, finds the choice's buttons in the game's test report
//! (`--report`), and taps one; the game then says the choice and plays on
//! from it. Seed 1 (every scripted run): crokinole's toss goes to Player 1,
//! pitchnut's coin to Player 2 (seat 2), both guests.

// nanoserde's DeJson derive expands optional fields into code clippy's
// question_mark lint flags; the lint is about generated code only.
#![allow(clippy::question_mark)]

use nanoserde::DeJson;
use std::path::PathBuf;

mod shell_support;
use shell_support::{GameRun, event, window_tests_can_run};

#[derive(DeJson, Debug)]
struct Report {
    overlay: Option<String>,
    toss: Vec<Choice>,
}

#[derive(DeJson, Debug)]
struct Choice {
    name: String,
    x: f32,
    y: f32,
}

/// Runs the game at 480x480 on `events` to `end`; its stderr and last report.
fn run(name: &str, events: &[String], end: f32) -> (String, Report) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("data");
    let report = dir.join("report.json");
    let stderr = GameRun {
        size: Some((480, 480)),
        report: Some(&report),
        shots: &[(name, end - 0.05)],
        ..GameRun::new(&dir, &data, events, end)
    }
    .run();
    let text = std::fs::read_to_string(&report).unwrap();
    (stderr, Report::deserialize_json(&text).unwrap())
}

/// The title's button at `x` (Crokinole 130, Pitchnut 350), then Play.
fn open(x: f32, play_y: f32) -> Vec<String> {
    vec![
        event(0.3, "down", x, 317.0),
        event(0.35, "up", x, 317.0),
        event(0.6, "down", 240.0, play_y),
        event(0.65, "up", 240.0, play_y),
    ]
}

/// Opens the game, reads the toss panel from the report, taps `choice`;
/// the stderr and report after `after` more seconds.
fn choose(name: &str, opening: Vec<String>, choice: &str, after: f32) -> (String, Report) {
    let (_, panel) = run(&format!("{name}-panel"), &opening, 0.9);
    assert_eq!(panel.overlay.as_deref(), Some("toss"), "{panel:?}");
    let button = panel
        .toss
        .iter()
        .find(|c| c.name == choice)
        .unwrap_or_else(|| panic!("no {choice} button: {panel:?}"));
    let mut events = opening;
    events.push(event(1.0, "down", button.x, button.y));
    events.push(event(1.05, "up", button.x, button.y));
    run(name, &events, 1.05 + after)
}

#[test]
fn a_person_wins_the_crokinole_toss_and_chooses_to_shoot_second() {
    if !window_tests_can_run() {
        return;
    }
    let (_, panel) = run("toss-crokinole-look", &open(130.0, 435.0), 0.9);
    let names: Vec<&str> = panel.toss.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["first", "second"]);
    let (stderr, after) = choose("toss-crokinole", open(130.0, 435.0), "second", 0.5);
    assert!(stderr.contains("said: Natural wins the toss"), "{stderr}");
    assert!(
        stderr.contains("said: Player 1 chooses to shoot second"),
        "{stderr}"
    );
    assert!(stderr.contains("\nmove second\n"), "{stderr}");
    // Player 3 (seat 2, across) shoots first: the device goes over to them.
    assert!(stderr.contains("Round 1: Red shoots first"), "{stderr}");
    assert_ne!(after.overlay.as_deref(), Some("toss"), "{after:?}");
    assert!(after.toss.is_empty());
}

#[test]
fn a_person_wins_the_coin_toss_and_chooses_the_other_player_to_break() {
    if !window_tests_can_run() {
        return;
    }
    let (stderr, after) = choose("toss-pitchnut", open(350.0, 430.0), "break-0", 1.6);
    assert!(
        stderr.contains("said: Player 2 wins the coin toss"),
        "{stderr}"
    );
    assert!(
        stderr.contains("said: Player 2 chooses: Player 1 breaks"),
        "{stderr}"
    );
    // Pass and play: the winner hands the device to the breaker.
    assert_eq!(after.overlay.as_deref(), Some("handover"), "{after:?}");
}
