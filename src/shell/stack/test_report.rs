//! The web build's window for tests: the game publishes a small JSON state
//! (screen, completed shots, where a finger could tap or flick right now)
//! through the `flickwood_report` import that web/index.html provides. The
//! browser test (tests/browser/) reads it; web/README.md has the contract.
//! Off the web it goes to a file when asked (`--report FILE`: the native
//! mouse test, tests/shell_mouse.rs), else nowhere.

use nanoserde::SerJson;

#[derive(Clone, Debug, Default, PartialEq, SerJson)]
pub struct Point {
    pub x: f32,
    pub y: f32,
}

/// A stroke that makes a legal shot now, in CSS pixels.
#[derive(Clone, Debug, PartialEq, SerJson)]
pub struct Flick {
    pub x0: f32,
    pub y0: f32,
    pub x1: f32,
    pub y1: f32,
}

#[derive(Clone, Debug, Default, PartialEq, SerJson)]
pub struct State {
    pub screen: String,
    pub game: Option<String>,
    /// Shots completed since the game started; one more after each shot.
    pub shots: u32,
    pub tap: Option<Point>,
    /// The title's Pitchnut button (the browser test's second game).
    pub pitchnut: Option<Point>,
    /// The title's Resume button, when a match is saved.
    pub resume: Option<Point>,
    /// The title's Records button.
    pub records: Option<Point>,
    /// The play screen's Spin button, when it shows, and the spin it has
    /// chosen for the next shot (rad/s).
    pub spin_button: Option<Point>,
    pub spin: f32,
    /// The play screen's Menu button (it pauses the match, even while the
    /// AI thinks).
    pub menu_button: Option<Point>,
    /// The AI is working out a shot or a hint (the page must keep drawing).
    pub thinking: bool,
    pub flick: Option<Flick>,
    /// A straight pull-back of the whole slingshot from the waiting disc
    /// (`shell/play/reach.rs`): the strongest straight shot.
    pub pull: Option<Flick>,
    /// How the last completed shot went.
    pub last_shot: Option<ShotEnd>,
    /// On a person's turn, the waiting disc's aim: degrees off straight
    /// ahead, clockwise as its shooter sees it (as `ShotEnd::heading`).
    pub aim: Option<f32>,
    /// What covers the board: "round" (a crokinole round's summary),
    /// "game" (a pitchnut game's), "result" (the match is over),
    /// "handover", "pause", "toss" (the toss winner's choice).
    pub overlay: Option<String>,
    /// The set-up screen's seat buttons (a tap moves a seat to its next player).
    pub seats: Vec<SeatButton>,
    /// The toss panel's choices ("first", "second", "break-SEAT"), while
    /// `overlay` is "toss".
    pub toss: Vec<Choice>,
    /// Pitchnut beginners: the "Shoot again" and "Pass" buttons while a
    /// person chooses after a miss.
    pub retake: Option<Retake>,
    /// Crokinole play: what the score cards say and what lies on the board,
    /// so a test can count the board by the rules and hold the cards to it.
    pub score: Option<Score>,
}

/// The score panel and the board behind it (crokinole play).
#[derive(Clone, Debug, Default, PartialEq, SerJson)]
pub struct Score {
    /// Each card as drawn: its side's name and its large figure.
    pub cards: Vec<CardFigure>,
    /// A round is being counted on the board: the cards show it as it
    /// ended, and the board is already the next round's (not reported).
    pub counting: bool,
    /// Every puck in play on the board (empty while a round is counted).
    pub pucks: Vec<PuckAt>,
    /// The 20s taken off so far this round, by side (in `cards`' order).
    pub rail: Vec<u32>,
    /// The lines of the round's summary or the match's result, while one
    /// shows: what the count said.
    pub summary: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, SerJson)]
pub struct CardFigure {
    /// The crokinole side (`Table::sides`).
    pub side: u8,
    pub name: String,
    pub big: String,
}

/// A puck on the board: its side, where (board metres from the centre)
/// and how it rests ("board", "holeleaner", "postleaner(3)", "onpost(3)").
#[derive(Clone, Debug, PartialEq, SerJson)]
pub struct PuckAt {
    pub side: u8,
    pub x: f32,
    pub y: f32,
    pub place: String,
}

/// A button of the toss winner's choice, in CSS pixels.
#[derive(Clone, Debug, PartialEq, SerJson)]
pub struct Choice {
    pub name: String,
    pub x: f32,
    pub y: f32,
}

/// Where a re-take choice's two buttons are (CSS pixels).
#[derive(Clone, Debug, PartialEq, SerJson)]
pub struct Retake {
    pub again: Point,
    pub pass: Point,
}

/// A seat's button on the set-up screen and who plays it now: "guest",
/// "player" (a profile) or "ai:LEVEL" ("ai:grandmaster").
#[derive(Clone, Debug, PartialEq, SerJson)]
pub struct SeatButton {
    pub x: f32,
    pub y: f32,
    pub who: String,
}

/// The last shot: how fast it left, and where the shot disc ended up.
#[derive(Clone, Debug, PartialEq, SerJson)]
pub struct ShotEnd {
    /// m/s the disc was sent at.
    pub speed: f32,
    /// Metres from the board's centre toward the far side (the shooter's
    /// opposite seat): above zero, the disc crossed the centre.
    pub far: f32,
    /// Metres from the centre to the shooter's right, where it came to rest.
    pub across: f32,
    /// Where it came to rest: on the board, in the ditch, the hole, a pocket.
    pub place: String,
    /// Degrees it was sent off straight ahead, clockwise as its shooter
    /// sees it (the aim's turn).
    pub heading: f32,
    /// Its spin (rad/s, counter-clockwise positive).
    pub spin: f32,
    /// The shot the person meant, before the aids spread it (issue 42):
    /// the speed and heading the control read; the same as `speed` and
    /// `heading` for a shot that did not spread.
    pub meant_speed: f32,
    pub meant_heading: f32,
}

/// Degrees `dir` points off straight ahead of `seat`, clockwise as its
/// shooter sees it.
pub fn heading(seat: u8, dir: flickwood_core::geom::Vec2) -> f32 {
    let forward = -flickwood_core::geom::Vec2::from_angle(flickwood_core::spec::seat_angle(seat));
    -forward.cross(dir).atan2(forward.dot(dir)).to_degrees()
}

impl ShotEnd {
    pub fn new(
        report: &flickwood_core::shot::ShotReport,
        seat: u8,
        shot: &flickwood_core::shot::Shot,
    ) -> Option<ShotEnd> {
        let velocity = shot.velocity;
        let disc = report.finals.iter().find(|d| d.id == report.shooter)?;
        let forward =
            -flickwood_core::geom::Vec2::from_angle(flickwood_core::spec::seat_angle(seat));
        Some(ShotEnd {
            speed: velocity.length(),
            far: disc.pos.dot(forward),
            across: -forward.cross(disc.pos),
            place: format!("{:?}", disc.place).to_lowercase(),
            heading: heading(seat, velocity),
            spin: shot.spin,
            meant_speed: velocity.length(),
            meant_heading: heading(seat, velocity),
        })
    }

    /// The shot as meant was `meant` (board m/s) before it spread.
    pub fn meant(mut self, seat: u8, meant: flickwood_core::geom::Vec2) -> ShotEnd {
        self.meant_speed = meant.length();
        self.meant_heading = heading(seat, meant);
        self
    }
}

impl Flick {
    pub fn between(a: macroquad::math::Vec2, b: macroquad::math::Vec2) -> Flick {
        Flick {
            x0: a.x,
            y0: a.y,
            x1: b.x,
            y1: b.y,
        }
    }
}

/// Sends the state when it changes: to the page on the web, and to
/// `file` if there is one.
#[derive(Default)]
pub struct Reporter {
    last: Option<State>,
    file: Option<std::path::PathBuf>,
}

impl Reporter {
    /// A reporter that also writes each new state to `file` (`--report`).
    pub fn to_file(file: Option<std::path::PathBuf>) -> Reporter {
        Reporter { last: None, file }
    }

    pub fn publish(&mut self, state: State) {
        if self.last.as_ref() == Some(&state) {
            return;
        }
        let json = state.serialize_json();
        send(&json);
        if let Some(file) = &self.file {
            write_atomically(file, &json);
        }
        self.last = Some(state);
    }
}

/// Writes `json` to a temporary file beside `file`, then renames it over
/// `file`: a reader never sees half a state. A failure is said once a
/// state and play goes on (the file is only for tests).
fn write_atomically(file: &std::path::Path, json: &str) {
    let mut tmp = file.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = std::path::PathBuf::from(tmp);
    if let Err(e) = std::fs::write(&tmp, json).and_then(|_| std::fs::rename(&tmp, file)) {
        eprintln!("flickwood: can't write the report {}: {e}", file.display());
    }
}

#[cfg(target_arch = "wasm32")]
unsafe extern "C" {
    /// Provided by the plugin in web/index.html.
    fn flickwood_report(ptr: *const u8, len: usize);
}

/// Tells the JS bundle the plugin is used (it looks for this export).
#[cfg(target_arch = "wasm32")]
#[unsafe(no_mangle)]
pub extern "C" fn flickwood_report_crate_version() -> u32 {
    1
}

fn send(json: &str) {
    #[cfg(target_arch = "wasm32")]
    // SAFETY: pointer and length describe a live UTF-8 string; JS copies it at once.
    unsafe {
        flickwood_report(json.as_ptr(), json.len())
    };
    #[cfg(not(target_arch = "wasm32"))]
    let _ = json;
}

/// The shell lays out in macroquad's logical pixels (`screen_width()` is
/// already divided by the DPI scale), which on the web are CSS pixels.
pub fn css(p: macroquad::math::Vec2) -> Point {
    Point { x: p.x, y: p.y }
}
