//! A 20's effects are drawn, and reduced motion leaves them out (issue
//! 33): the real game under Xvfb plays the same open 20 twice (the first
//! shot of a crokinole match, pulled 45 px straight back at 1280x800:
//! 0.99 m/s, into the hole about 0.37 s after it is let go), from saves
//! that differ only in `reduced_motion`. Before the shot the two runs are
//! the same pixels; round the hole, while the puck sinks, the ring pulses
//! out and the 20 is carried to the rail, the full-motion run draws them
//! where the reduced one does not (its "+20" stays where it was said);
//! once they are over the two runs are the same pixels again. Without
//! xvfb-run it fails (FLICKWOOD_SKIP_WINDOW_TESTS=1 skips it, printed).

mod shell_support;
use shell_support::effects::{around, changed_between, play_twice, prefs_only, shots_every};
use shell_support::{open_crokinole, pull_back, window_tests_can_run};

/// Where the seat-0 disc waits at 1280x800, and the board's centre (the
/// 20 hole) on screen: 0.305 m above it at about 925 px a metre (the board
/// as tall as the screen).
const DISC: (f32, f32) = (640.0, 666.0);
const HOLE: (f32, f32) = (640.0, 384.0);
/// The puck is let go here and drops into the hole 89 steps (0.37 s) later.
const RELEASE: f32 = 1.1;
const DROP: f32 = RELEASE + 89.0 / 240.0;

fn events() -> Vec<String> {
    let mut e = open_crokinole();
    e.extend(pull_back(DISC, 45.0, 0.8, RELEASE));
    e
}

#[test]
fn a_twenty_pulses_sinks_and_goes_to_the_rail_unless_motion_is_reduced() {
    if !window_tests_can_run() {
        return;
    }
    // Before the shot; every 0.1 s from the drop for a second; after the
    // 20's effects (the pulse 0.7 s, the carry 0.9 s, the "+20" 1.3 s).
    // One frame in four is drawn (screenshots on time).
    let during = shots_every("twenty-", DROP + 0.02, 0.1, 10);
    let mut shots: Vec<(&str, f32)> = vec![("twenty-before", 1.0)];
    shots.extend(during.iter().map(|(n, t)| (n.as_str(), *t)));
    shots.push(("twenty-after", DROP + 2.0));
    let events = events();
    let (full, reduced) = play_twice(
        "effects-twenty",
        &events,
        &shots,
        DROP + 2.1,
        Some(4),
        prefs_only,
    );
    for run in [&full, &reduced] {
        let report = run.shot_report();
        assert!(
            report.contains("step: 89, disc: 0, what: Hole"),
            "the scripted shot no longer drops: {report}"
        );
    }
    let hole = [around(HOLE.0, HOLE.1, 110.0)];
    let before = changed_between(&full, &reduced, &["twenty-before"], &[]);
    assert_eq!(before, [0], "the runs differ before the shot");
    let names: Vec<&str> = during.iter().map(|(n, _)| n.as_str()).collect();
    let near = changed_between(&full, &reduced, &names, &hole);
    println!("pixels round the hole drawn differently every 0.1 s from the drop: {near:?}");
    assert!(
        near.iter().filter(|&&n| n >= 300).count() >= 4,
        "no 20 effects drawn round the hole in full motion: {near:?}"
    );
    let after = changed_between(&full, &reduced, &["twenty-after"], &[]);
    assert_eq!(
        after,
        [0],
        "the runs still differ once the effects are over: reduced motion left out more than them"
    );
}
