//! Running the real game binary under Xvfb on a script, shared by the
//! shell tests (`shell_script*`, `shell_resume`, `shell_saves`), and
//! whether the mouse test's tools are here (`shell_mouse`). The taps from
//! the title into a match are in `openings`; the small-window runs that
//! compare the game with the headless engine in `small`.

#![allow(dead_code)] // each test file uses its own share of these

pub mod effects;
pub mod openings;
pub mod small;

// Where effects_twenty, shell_effects and shell_screen_copy import it from;
// the files that do not use it would warn of an unused import.
#[allow(unused_imports)]
pub use openings::open_crokinole;

use std::path::Path;
use std::process::Command;

pub fn xvfb_available() -> bool {
    Command::new("sh")
        .args(["-c", "command -v xvfb-run"])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The variable that, set to 1, skips the windowed tests where Xvfb is missing.
pub const SKIP_VARIABLE: &str = "FLICKWOOD_SKIP_WINDOW_TESTS";

/// Whether a windowed test can run. Without xvfb-run it fails the test with
/// how to install it, so a green run means the tests ran; only
/// FLICKWOOD_SKIP_WINDOW_TESTS=1 skips it, and says so past the test
/// harness's capture.
pub fn window_tests_can_run() -> bool {
    if xvfb_available() {
        return true;
    }
    let test = std::thread::current().name().unwrap_or("?").to_string();
    if std::env::var(SKIP_VARIABLE).as_deref() == Ok("1") {
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED {test}: xvfb-run is missing and {SKIP_VARIABLE}=1"
        );
        return false;
    }
    panic!(
        "{test} needs xvfb-run to open the game's window, and it is missing: \
         install it (Debian: apt-get install xvfb; or run bash tests/run.sh, which does), \
         or set {SKIP_VARIABLE}=1 to skip the windowed tests"
    );
}

/// Whether the mouse test can run (`tests/shell_mouse/`): it starts Xvfb
/// itself and moves the mouse with xdotool. As `window_tests_can_run`:
/// without them it fails, unless FLICKWOOD_SKIP_WINDOW_TESTS=1.
pub fn mouse_tests_can_run() -> bool {
    let have = |tool: &str| {
        Command::new("sh")
            .args(["-c", &format!("command -v {tool}")])
            .output()
            .is_ok_and(|o| o.status.success())
    };
    let missing: Vec<&str> = ["Xvfb", "xdotool"]
        .into_iter()
        .filter(|t| !have(t))
        .collect();
    if missing.is_empty() {
        return true;
    }
    let test = std::thread::current().name().unwrap_or("?").to_string();
    let missing = missing.join(" and ");
    if std::env::var(SKIP_VARIABLE).as_deref() == Ok("1") {
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED {test}: {missing} missing and {SKIP_VARIABLE}=1"
        );
        return false;
    }
    panic!(
        "{test} plays with the mouse on an X server of its own and needs {missing}: \
         install them (Debian: apt-get install xvfb xdotool; or run bash tests/run.sh, which does), \
         or set {SKIP_VARIABLE}=1 to skip the windowed tests"
    );
}

/// One touch event of a script, as JSON.
pub fn event(t: f32, kind: &str, x: f32, y: f32) -> String {
    format!(r#"{{"t":{t},"kind":"{kind}","x":{x},"y":{y}}}"#)
}

/// A pull from `at` straight down the screen `px` pixels: pressed at
/// `start`, drawn back in 20 steps over 0.25 s, let go at `release`.
pub fn pull_back(at: (f32, f32), px: f32, start: f32, release: f32) -> Vec<String> {
    let mut e = vec![event(start, "down", at.0, at.1)];
    for i in 1..=20 {
        let y = at.1 + px * i as f32 / 20.0;
        e.push(event(start + 0.25 * i as f32 / 20.0, "move", at.0, y));
    }
    e.push(event(release, "up", at.0, at.1 + px));
    e
}

/// One run of the game on a script.
pub struct GameRun<'a> {
    /// Where the script and screenshots go.
    pub dir: &'a Path,
    /// The save folder (`--data-dir`): tests never touch the real save.
    pub data: &'a Path,
    /// The script's file name in `dir`.
    pub script: &'a str,
    pub events: &'a [String],
    /// Screenshots: (name, game time).
    pub shots: &'a [(&'a str, f32)],
    pub end: f32,
    /// Window and Xvfb screen size; None: the game's default on a 1280x800 screen.
    pub size: Option<(u32, u32)>,
    /// `--frames-per-draw`; None draws every frame.
    pub frames_per_draw: Option<u32>,
    /// Play sound into ALSA's null device instead of `--mute`.
    pub sound: bool,
    /// `--report FILE`: the game's test report, its last state at the end.
    pub report: Option<&'a Path>,
    /// More environment variables for the game.
    pub env: &'a [(&'a str, &'a str)],
}

impl<'a> GameRun<'a> {
    /// A muted run at the default size drawing every frame.
    pub fn new(dir: &'a Path, data: &'a Path, events: &'a [String], end: f32) -> Self {
        GameRun {
            dir,
            data,
            script: "script.json",
            events,
            shots: &[],
            end,
            size: None,
            frames_per_draw: None,
            sound: false,
            report: None,
            env: &[],
        }
    }

    /// Writes the script, runs the game, and returns its stderr. Panics if
    /// the game fails.
    pub fn run(&self) -> String {
        let shots: Vec<String> = self
            .shots
            .iter()
            .map(|(n, t)| format!(r#"{{"t":{t},"name":"{n}"}}"#))
            .collect();
        let script = format!(
            r#"{{"events":[{}],"screenshots":[{}],"end":{}}}"#,
            self.events.join(","),
            shots.join(","),
            self.end
        );
        let file = self.dir.join(self.script);
        std::fs::write(&file, script).unwrap();
        let (w, h) = self.size.unwrap_or((1280, 800));
        let mut command = Command::new("xvfb-run");
        command
            .args(["-a", "-s", &format!("-screen 0 {w}x{h}x24")])
            .arg(env!("CARGO_BIN_EXE_flickwood"));
        if self.size.is_some() {
            command.arg("--size").arg(format!("{w}x{h}"));
        }
        if let Some(r) = self.report {
            command.arg("--report").arg(r);
        }
        if let Some(n) = self.frames_per_draw {
            command.arg("--frames-per-draw").arg(n.to_string());
        }
        if self.sound {
            // ALSA's built-in null device stands in for a sound card: the game
            // synthesises, loads and plays its sounds into it.
            std::fs::write(
                self.dir.join(".asoundrc"),
                "pcm.!default {\n  type null\n}\n",
            )
            .unwrap();
            command.env("HOME", self.dir);
        } else {
            command.arg("--mute");
        }
        let out = command
            .arg("--data-dir")
            .arg(self.data)
            .arg("--script")
            .arg(&file)
            .arg("--screenshot-dir")
            .arg(self.dir)
            // Software rendering is slow with multisampling; the logic is the same.
            .env("FLICKWOOD_MSAA", "1")
            .env("FLICKWOOD_DEBUG", "1")
            .envs(self.env.iter().copied())
            .output()
            .expect("run xvfb-run");
        let stderr = String::from_utf8_lossy(&out.stderr).to_string();
        assert!(out.status.success(), "game failed: {stderr}");
        stderr
    }
}

/// Every screenshot of `shots` was written in `dir` and has something in it.
pub fn assert_screenshots(dir: &Path, shots: &[(&str, f32)]) {
    for (n, _) in shots {
        let png = std::fs::read(dir.join(format!("{n}.png"))).expect(n);
        assert_eq!(&png[1..4], b"PNG");
        assert!(png.len() > 10_000, "{n} looks empty");
    }
}
