//! A shot's effects are drawn, and reduced motion leaves them out (issue
//! 33): the real game under Xvfb plays the same scripted crokinole shot
//! twice, from saves that differ only in `reduced_motion`. Scripted time is
//! fixed-step, so both runs draw the same frames: before the shot their
//! screenshots are the same pixels, and while the shot runs (a hard pull
//! that meets the far rail) the full-motion run draws its trail and flash
//! where the reduced one draws the board. Without xvfb-run they fail
//! (FLICKWOOD_SKIP_WINDOW_TESTS=1 skips them, printed).

use macroquad::texture::Image;
use std::path::{Path, PathBuf};

mod shell_support;
use shell_support::{GameRun, assert_screenshots, open_crokinole, pull_back, window_tests_can_run};

/// Where the seat-0 disc waits at first at 1280x800: the bottom of the shooting line.
const DISC: (f32, f32) = (640.0, 666.0);
/// When the disc is let go (scripted seconds).
const RELEASE: f32 = 1.1;
/// Screenshots: one before the shot, then every 50 ms of it.
const SHOTS: [(&str, f32); 8] = [
    ("before", 1.0),
    ("s1", RELEASE + 0.05),
    ("s2", RELEASE + 0.10),
    ("s3", RELEASE + 0.15),
    ("s4", RELEASE + 0.20),
    ("s5", RELEASE + 0.25),
    ("s6", RELEASE + 0.30),
    ("s7", RELEASE + 0.35),
];

/// Crokinole from the title (1280x800), seed 1's toss winner shooting
/// first (`open_crokinole`), then a slingshot pulled straight back 200 px
/// from the waiting disc and let go: up the board to the rail.
fn events() -> Vec<String> {
    let mut e = open_crokinole();
    e.extend(pull_back(DISC, 200.0, 0.8, RELEASE));
    e
}

/// Plays the shot from a save with `reduced` motion; returns its folder
/// and the "shot from" line.
fn play(reduced: bool) -> (PathBuf, String) {
    let name = if reduced {
        "effects-reduced"
    } else {
        "effects-full"
    };
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    let save = format!(
        r#"{{"version":2,"prefs":{{"controls":"Slingshot","tutorial_seen":true,"reduced_motion":{reduced}}}}}"#
    );
    std::fs::write(data.join("flickwood.json"), save).unwrap();
    let events = events();
    let stderr = GameRun {
        shots: &SHOTS,
        ..GameRun::new(&dir, &data, &events, RELEASE + 0.5)
    }
    .run();
    assert_screenshots(&dir, &SHOTS);
    let shot = stderr
        .lines()
        .find(|l| l.starts_with("shot from"))
        .unwrap_or_else(|| panic!("no shot in the {name} run: {stderr}"))
        .to_string();
    (dir, shot)
}

fn picture(dir: &Path, name: &str) -> Image {
    let bytes = std::fs::read(dir.join(format!("{name}.png"))).unwrap();
    Image::from_file_with_format(&bytes, None).unwrap()
}

/// Pixels that differ by more than 40 in a channel between two pictures.
fn changed(a: &Image, b: &Image) -> usize {
    assert_eq!((a.width, a.height), (b.width, b.height));
    a.bytes
        .chunks_exact(4)
        .zip(b.bytes.chunks_exact(4))
        .filter(|(p, q)| (0..3).any(|c| (p[c] as i32 - q[c] as i32).abs() > 40))
        .count()
}

#[test]
fn a_shots_trail_and_flash_are_drawn_unless_motion_is_reduced() {
    if !window_tests_can_run() {
        return;
    }
    let (full, full_shot) = play(false);
    let (reduced, reduced_shot) = play(true);
    assert_eq!(full_shot, reduced_shot, "the two runs shot differently");
    let before = changed(&picture(&full, "before"), &picture(&reduced, "before"));
    assert_eq!(
        before, 0,
        "the runs differ before the shot: the test would see noise"
    );
    let during: Vec<usize> = SHOTS[1..]
        .iter()
        .map(|(n, _)| changed(&picture(&full, n), &picture(&reduced, n)))
        .collect();
    println!("pixels drawn differently while the shot ran, every 50 ms: {during:?}");
    assert!(
        during.iter().any(|&n| n >= 150),
        "no trail or flash drawn in full motion (pixels changed: {during:?})"
    );
}
