//! The web build's window for tests: the game publishes a small JSON state
//! (screen, completed shots, where a finger could tap or flick right now)
//! through the `flickwood_report` import that web/index.html provides. The
//! browser test (tests/browser/) reads it; web/README.md has the contract.
//! Off the web this does nothing.

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
    /// The set-up screen's seat buttons (a tap steps who plays it: a guest,
    /// each profile, the AI from Beginner to Grandmaster), and who plays
    /// each, as `Guest`, `Profile(id)` or `Ai(Level)`.
    pub seats: Vec<Point>,
    pub players: Vec<String>,
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
    /// (`shell/reach.rs`): the strongest straight shot.
    pub pull: Option<Flick>,
    /// How the last completed shot went.
    pub last_shot: Option<ShotEnd>,
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
            heading: -forward
                .cross(velocity)
                .atan2(forward.dot(velocity))
                .to_degrees(),
            spin: shot.spin,
        })
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

/// Sends the state when it changes.
#[derive(Default)]
pub struct Reporter {
    last: Option<State>,
}

impl Reporter {
    pub fn publish(&mut self, state: State) {
        if self.last.as_ref() == Some(&state) {
            return;
        }
        send(&state.serialize_json());
        self.last = Some(state);
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
