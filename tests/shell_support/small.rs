//! Runs of the game in a small 480x480 window (software GL is slow), each
//! in its own folder under CARGO_TARGET_TMPDIR, and what the tests read
//! back from them: the moves the game printed and its last position.
//! Shared by the `shell_script_*` tests that compare the game with the
//! headless engine.

use super::{GameRun, assert_screenshots};
use flickwood_core::save::record::Move;
use std::path::{Path, PathBuf};

/// The slingshot's full pull for a disc at height `y` of a 480x480 window
/// pulled straight down: the room below it (`shell/play/reach.rs`: less a 6 px
/// fingertip margin, from 64 to 240 px).
pub fn fitted_pull(y: f32) -> f32 {
    (480.0 - y - 6.0).clamp(64.0, 240.0)
}

/// A save that chooses slingshot controls: the tests script slingshot
/// pulls (aim and pull reads a pull differently).
pub fn slingshot_controls(data: &Path) {
    let save = r#"{"version":2,"prefs":{"controls":"Slingshot"}}"#;
    std::fs::write(data.join("flickwood.json"), save).unwrap();
}

/// A 480x480 run drawing only one frame in `frames_per_draw` (and each
/// screenshot's): the fixed-step play is the same, the run much quicker.
pub fn run_small_drawing_every(
    name: &str,
    events: &[String],
    shots: &[(&str, f32)],
    end: f32,
    frames_per_draw: u32,
) -> String {
    run_small_with_save(name, events, shots, end, frames_per_draw, |_| {})
}

/// `run_small_drawing_every` with its own save folder (`<dir>/data`),
/// which `prepare` may fill first.
pub fn run_small_with_save(
    name: &str,
    events: &[String],
    shots: &[(&str, f32)],
    end: f32,
    frames_per_draw: u32,
    prepare: impl FnOnce(&Path),
) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    prepare(&data);
    let stderr = GameRun {
        shots,
        size: Some((480, 480)),
        frames_per_draw: Some(frames_per_draw),
        ..GameRun::new(&dir, &data, events, end)
    }
    .run();
    assert_screenshots(&dir, shots);
    stderr
}

/// The game's stderr lines of moves and the last position fingerprint.
pub fn moves_and_position(stderr: &str) -> (Vec<Move>, String) {
    let moves = stderr
        .lines()
        .filter_map(|l| l.strip_prefix("move "))
        .map(|l| Move::decode(l).unwrap())
        .collect();
    let last = stderr
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("position "))
        .unwrap_or_else(|| panic!("the game printed no position: {stderr}"))
        .to_string();
    (moves, last)
}
