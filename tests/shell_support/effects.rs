//! The effect tests' twin runs (issue 33): the real game under Xvfb plays
//! the same script twice, from saves that differ only in `reduced_motion`.
//! Scripted time is fixed-step, so both runs draw the same frames until an
//! effect is drawn; the tests compare their screenshots pixel by pixel.

use super::{GameRun, assert_screenshots};
use macroquad::texture::Image;
use std::path::{Path, PathBuf};

/// The prefs of every effect run: slingshot controls, no tutorial.
pub fn prefs_json(reduced: bool) -> String {
    format!(r#"{{"controls":"Slingshot","tutorial_seen":true,"reduced_motion":{reduced}}}"#)
}

/// One of the two runs: its folder (screenshots) and the game's stderr.
pub struct Run {
    pub dir: PathBuf,
    pub stderr: String,
}

impl Run {
    pub fn picture(&self, name: &str) -> Image {
        let bytes = std::fs::read(self.dir.join(format!("{name}.png"))).unwrap();
        Image::from_file_with_format(&bytes, None).unwrap()
    }

    /// The game's report of the scripted shot (its "report:" line in
    /// FLICKWOOD_DEBUG's output); fails the test if the shot never ran.
    pub fn shot_report(&self) -> &str {
        self.stderr
            .lines()
            .find(|l| l.starts_with("report:"))
            .unwrap_or_else(|| panic!("no shot: {}", self.stderr))
    }

    /// The "flight shown ... (slow motion added X s)" lines: X of each shot.
    pub fn slow_motion_added(&self) -> Vec<f32> {
        self.stderr
            .lines()
            .filter_map(|l| l.split("slow motion added ").nth(1))
            .map(|x| x.trim_end_matches(" s)").parse().unwrap())
            .collect()
    }
}

/// Plays `events` with reduced motion off and on: `seed` writes each
/// run's save folder (given it and `reduced`). `frames_per_draw`: as
/// `GameRun` (screenshots are drawn on time whatever it is).
pub fn play_twice(
    name: &str,
    events: &[String],
    shots: &[(&str, f32)],
    end: f32,
    frames_per_draw: Option<u32>,
    seed: impl Fn(&Path, bool),
) -> (Run, Run) {
    let run = |reduced: bool| {
        let tag = if reduced { "reduced" } else { "full" };
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-{tag}"));
        let _ = std::fs::remove_dir_all(&dir);
        let data = dir.join("data");
        std::fs::create_dir_all(&data).unwrap();
        seed(&data, reduced);
        let stderr = GameRun {
            shots,
            frames_per_draw,
            ..GameRun::new(&dir, &data, events, end)
        }
        .run();
        assert_screenshots(&dir, shots);
        Run { dir, stderr }
    };
    (run(false), run(true))
}

/// A fresh save folder holding only the prefs.
pub fn prefs_only(data: &Path, reduced: bool) {
    let save = format!(r#"{{"version":2,"prefs":{}}}"#, prefs_json(reduced));
    std::fs::write(data.join("flickwood.json"), save).unwrap();
}

/// A box of the screen in pixels: left, top, right, bottom (exclusive).
pub type Area = (u32, u32, u32, u32);

/// A `half`-pixel box around (x, y).
pub fn around(x: f32, y: f32, half: f32) -> Area {
    let lo = |v: f32| (v - half).max(0.0) as u32;
    (lo(x), lo(y), (x + half) as u32, (y + half) as u32)
}

/// Pixels of `areas` (the whole picture if none) that differ by more than
/// 40 in a channel between two pictures of the same size.
pub fn changed(a: &Image, b: &Image, areas: &[Area]) -> usize {
    changed_by(a, b, areas, 40)
}

/// `changed` with pixels that differ by more than `by` in a channel.
pub fn changed_by(a: &Image, b: &Image, areas: &[Area], by: i32) -> usize {
    assert_eq!((a.width, a.height), (b.width, b.height));
    let (w, h) = (a.width as u32, a.height as u32);
    let whole = [(0, 0, w, h)];
    let areas = if areas.is_empty() { &whole[..] } else { areas };
    let mut n = 0;
    for y in 0..h {
        for x in 0..w {
            if !areas
                .iter()
                .any(|&(l, t, r, b)| x >= l && x < r && y >= t && y < b)
            {
                continue;
            }
            let i = ((y * w + x) * 4) as usize;
            let (p, q) = (&a.bytes[i..i + 3], &b.bytes[i..i + 3]);
            if (0..3).any(|c| (p[c] as i32 - q[c] as i32).abs() > by) {
                n += 1;
            }
        }
    }
    n
}

/// Full against reduced at each screenshot of `names` in `areas`.
pub fn changed_between(full: &Run, reduced: &Run, names: &[&str], areas: &[Area]) -> Vec<usize> {
    names
        .iter()
        .map(|n| changed(&full.picture(n), &reduced.picture(n), areas))
        .collect()
}

/// Screenshots every `every` seconds from `from`, named `prefix` and a number.
pub fn shots_every(prefix: &str, from: f32, every: f32, count: usize) -> Vec<(String, f32)> {
    (0..count)
        .map(|k| (format!("{prefix}{k:02}"), from + every * k as f32))
        .collect()
}
