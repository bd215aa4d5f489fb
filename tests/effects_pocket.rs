//! A pocketed piece's effect is drawn, and reduced motion leaves it out
//! (issue 33): the real game under Xvfb plays the same pitchnut break
//! twice (1280x800: Pitchnut, Play, Player 2 breaks; the shooter pulled
//! 190 px back and 40 px left), from saves that differ only in
//! `reduced_motion`. The break is deterministic: its first piece drops
//! into the top-left pocket 121 steps (0.5 s) after it is let go. Before
//! the break the two runs are the same pixels; round that pocket, as the
//! piece sinks, the full-motion run draws it going down where the reduced
//! one does not (its "In!" stays where it was said); once the effects are
//! over the two runs are the same pixels again. Without xvfb-run it fails
//! (FLICKWOOD_SKIP_WINDOW_TESTS=1 skips it, printed).

mod shell_support;
use shell_support::effects::{around, changed_between, play_twice, prefs_only, shots_every};
use shell_support::{event, window_tests_can_run};

/// The shooter waits here (the middle of the home line at 1280x800).
const SHOOTER: (f32, f32) = (640.0, 591.0);
/// The top-left pocket on screen, the breaker's seat at the bottom (the
/// board as tall as the screen: 984.6 px a metre, its centre at (640, 384)).
const POCKET: (f32, f32) = (314.0, 58.0);
/// The shooter is let go here; the first piece drops 121 steps later.
const RELEASE: f32 = 1.5;
const DROP: f32 = RELEASE + 121.0 / 240.0;

fn events() -> Vec<String> {
    let tap = |t: f32, x: f32, y: f32| [event(t, "down", x, y), event(t + 0.05, "up", x, y)];
    let mut e = Vec::new();
    // The title's Pitchnut, the set-up's Play, then the coin toss's winner
    // chooses Player 2 to break.
    e.extend(tap(0.3, 875.6, 528.0));
    e.extend(tap(0.55, 640.0, 726.0));
    e.extend(tap(0.8, 501.0, 624.0));
    e.push(event(1.2, "down", SHOOTER.0, SHOOTER.1));
    for i in 1..=20 {
        let f = i as f32 / 20.0;
        let at = (SHOOTER.0 - 40.0 * f, SHOOTER.1 + 190.0 * f);
        e.push(event(1.2 + 0.25 * f, "move", at.0, at.1));
    }
    e.push(event(RELEASE, "up", SHOOTER.0 - 40.0, SHOOTER.1 + 190.0));
    e
}

#[test]
fn a_pocketed_piece_sinks_unless_motion_is_reduced() {
    if !window_tests_can_run() {
        return;
    }
    // The piece sinks for 0.45 s; one frame in four drawn (screenshots on time).
    let during = shots_every("pocket-", DROP + 0.05, 0.1, 4);
    let mut shots: Vec<(&str, f32)> = vec![("pocket-before", 1.15)];
    shots.extend(during.iter().map(|(n, t)| (n.as_str(), *t)));
    shots.push(("pocket-after", DROP + 3.5));
    let events = events();
    let (full, reduced) = play_twice(
        "effects-pocket",
        &events,
        &shots,
        DROP + 3.6,
        Some(4),
        prefs_only,
    );
    for run in [&full, &reduced] {
        let report = run.shot_report();
        assert!(
            report.contains("step: 121, disc: 17, what: Pocket(3)"),
            "the scripted break no longer pockets that piece then: {report}"
        );
    }
    let before = changed_between(&full, &reduced, &["pocket-before"], &[]);
    assert_eq!(before, [0], "the runs differ before the break");
    let names: Vec<&str> = during.iter().map(|(n, _)| n.as_str()).collect();
    let pocket = [around(POCKET.0, POCKET.1, 60.0)];
    let near = changed_between(&full, &reduced, &names, &pocket);
    println!("pixels round the pocket drawn differently every 0.1 s from the drop: {near:?}");
    assert!(
        near.iter().filter(|&&n| n >= 200).count() >= 3,
        "no piece drawn sinking into the pocket in full motion: {near:?}"
    );
    let after = changed_between(&full, &reduced, &["pocket-after"], &[]);
    assert_eq!(
        after,
        [0],
        "the runs still differ once the effects are over"
    );
}
