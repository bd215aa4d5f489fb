//! A desk for the mouse test: an X server of its own (Xvfb), the real game
//! in it writing its test report to a file, and the mouse moved by xdotool.
//! Everything started here is killed when dropped, so a failing test
//! leaves nothing running.

use super::report::{Report, Seen};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A screen point in the game's logical pixels (the report's).
pub type Point = (f32, f32);

/// A picture to take while a drag is held: the taker and the picture's name.
pub type Picture<'a> = Option<(&'a dyn Fn(&str), &'a str)>;

/// An Xvfb server on a free display it chose itself (`-displayfd`).
pub struct Xvfb {
    child: Child,
    pub display: String,
}

impl Xvfb {
    pub fn start(w: u32, h: u32) -> Xvfb {
        let mut child = Command::new("Xvfb")
            // -noreset: the server would reset when its last client (an xdotool
            // search) leaves, just as the game connects.
            .args([
                "-displayfd",
                "1",
                "-nolisten",
                "tcp",
                "-noreset",
                "-screen",
                "0",
            ])
            .arg(format!("{w}x{h}x24"))
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start Xvfb");
        // Xvfb writes its display number on fd 1 once it listens.
        let out = child.stdout.take().expect("Xvfb's stdout");
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = BufReader::new(out).read_line(&mut line);
            let _ = tx.send(line);
        });
        let line = rx.recv_timeout(Duration::from_secs(30)).unwrap_or_default();
        let number = line.trim().to_string();
        if number.is_empty() || !number.chars().all(|c| c.is_ascii_digit()) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("Xvfb gave no display number within 30 s (got {line:?})");
        }
        Xvfb {
            child,
            display: format!(":{number}"),
        }
    }

    /// A picture of the whole screen (ImageMagick's `import`), if there is one.
    pub fn picture(&self, file: &Path) {
        let ok = Command::new("import")
            .args(["-display", &self.display, "-window", "root"])
            .arg(file)
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            eprintln!("could not take a picture {}", file.display());
        }
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The game's window on an Xvfb display, and the mouse over it.
pub struct Game {
    child: Child,
    display: String,
    window: String,
    pub report: Report,
    log: PathBuf,
}

impl Game {
    /// Starts the game at `w` x `h` with its save in `data`, its report
    /// and log in `dir` and each frame `sleep_ms` longer (0: as fast as it
    /// goes), and waits for its window.
    pub fn start(x: &Xvfb, dir: &Path, data: &Path, (w, h): (u32, u32), sleep_ms: u32) -> Game {
        let report = dir.join("report.json");
        let _ = std::fs::remove_file(&report);
        let log = dir.join("game.log");
        let file = std::fs::File::create(&log).expect("game log");
        let child = Command::new(env!("CARGO_BIN_EXE_flickwood"))
            .arg("--size")
            .arg(format!("{w}x{h}"))
            .arg("--mute")
            .arg("--data-dir")
            .arg(data)
            .arg("--report")
            .arg(&report)
            .env("DISPLAY", &x.display)
            .env_remove("WAYLAND_DISPLAY")
            // Software rendering is slow with multisampling; the play is the same.
            .env("FLICKWOOD_MSAA", "1")
            .env("FLICKWOOD_DEBUG", "1")
            .env("FLICKWOOD_FRAME_SLEEP_MS", sleep_ms.to_string())
            .stdout(file.try_clone().expect("game log"))
            .stderr(file)
            .spawn()
            .expect("start the game");
        let mut game = Game {
            child,
            display: x.display.clone(),
            window: String::new(),
            report: Report::new(report),
            log,
        };
        let start = Instant::now();
        while game.window.is_empty() {
            game.check_alive();
            let found = game.xdotool(&["search", "--name", "^Flickwood$"]);
            game.window = found.lines().next().unwrap_or("").trim().to_string();
            if start.elapsed() > Duration::from_secs(60) {
                game.fail("no Flickwood window within 60 s");
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        game
    }

    /// Runs xdotool on this display; its output.
    fn xdotool(&self, args: &[&str]) -> String {
        let out = Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &self.display)
            .output()
            .unwrap_or_else(|e| self.fail(&format!("xdotool did not run: {e}")));
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// `mousemove` to `p` in the window (xdotool takes whole pixels).
    fn move_to(&self, p: Point) -> Vec<String> {
        vec![
            "mousemove".into(),
            "--window".into(),
            self.window.clone(),
            format!("{}", p.0.round()),
            format!("{}", p.1.round()),
        ]
    }

    /// A click: pressed at `p` for 80 ms.
    pub fn click(&mut self, p: Point) {
        let mut args = self.move_to(p);
        args.extend(
            [
                "sleep",
                "0.05",
                "mousedown",
                "1",
                "sleep",
                "0.08",
                "mouseup",
                "1",
            ]
            .map(String::from),
        );
        self.run(args);
    }

    /// A drag with the left button: pressed at `a`, moved to `b` in eight
    /// steps over about 0.25 s, held still `hold` seconds, let go; while
    /// held, `picture` (a taker and a name) if given.
    pub fn drag(&mut self, a: Point, b: Point, hold: f32, picture: Picture) {
        let mut args = self.move_to(a);
        args.extend(["sleep", "0.05", "mousedown", "1", "sleep", "0.1"].map(String::from));
        for i in 1..=8 {
            let t = i as f32 / 8.0;
            args.extend(self.move_to((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)));
            args.extend(["sleep".into(), "0.03".into()]);
        }
        args.extend(["sleep".into(), format!("{hold}")]);
        self.run(args);
        if let Some((take, name)) = picture {
            take(name);
        }
        self.run(vec!["mouseup".into(), "1".into()]);
    }

    fn run(&mut self, args: Vec<String>) {
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        self.check_alive();
        self.xdotool(&refs);
    }

    /// The game's state once `done` holds, polled; fails after `secs`
    /// with the last state and the game's log.
    pub fn wait(&mut self, what: &str, secs: u64, done: impl Fn(&Seen) -> bool) -> Seen {
        let start = Instant::now();
        loop {
            self.check_alive();
            if let Some(s) = self.report.read()
                && done(&s)
            {
                return s;
            }
            if start.elapsed() > Duration::from_secs(secs) {
                self.fail(&format!("{what} (waited {secs} s)"));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits for any state other than `before` (the game answered).
    pub fn wait_change(&mut self, what: &str, secs: u64, before: &Seen) -> Seen {
        let old = before.json.clone();
        self.wait(what, secs, |s| s.json != old)
    }

    fn check_alive(&mut self) {
        if let Ok(Some(status)) = self.child.try_wait() {
            self.fail(&format!("the game exited ({status})"));
        }
    }

    /// Fails the test with the last state and the end of the game's log.
    pub fn fail(&self, why: &str) -> ! {
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        let tail: Vec<&str> = log.lines().rev().take(30).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        panic!(
            "{why}\nlast state: {}\ngame log (last lines):\n{}",
            self.report.last_json(),
            tail.join("\n")
        );
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
