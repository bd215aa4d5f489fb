//! The board in play: place the disc on your line, flick or slingshot it,
//! watch the real simulation run, then the board turns to the next shooter.
//!
//! The simulation advances in fixed steps from an accumulator (never by the
//! frame time itself); drawing interpolates between the last two steps.

use super::adjust::{self, Adjusting};
use super::ai_seat::Thinker;
use super::app::{Assets, Next};
use super::board_view;
use super::camera::{BoardCamera, mq};
use super::disc_view;
use super::frames::Frames;
use super::hud_words::Summary;
use super::input::{PointerEvent, PointerPhase, Traces};
use super::match_words::Words;
use super::motion::Motion;
use super::paint::{self, fade};
use super::placing::NutPath;
use super::refusal_words::RefusalWords;
use super::seat_view::HudFrame;
use super::solo;
use super::stack::Screen;
use super::test_report;
use super::text::{self, T, tr};
use super::tutorial::{self, Tutorial};
use super::ui;
use flickwood_core::game::{AiShot, Match, MatchSettings, SeatKind, Side, Turn};
use flickwood_core::geom;
use flickwood_core::gesture::{GestureConfig, GestureRejection, read_gesture};
use flickwood_core::save::Language;
use flickwood_core::save::PendingShot;
use flickwood_core::save::Profiles;
use flickwood_core::save::prefs::{Controls, TableMode};
use flickwood_core::shot::Place;
use flickwood_core::spec::{BoardKind, Spec, seat_angle};
use macroquad::prelude::*;
use std::f32::consts::{FRAC_PI_2, FRAC_PI_4, PI, TAU};

mod ai_turn;
mod draw;
mod flight;
mod hint_ghost;
mod hints;
mod layout;
mod overlay;
mod pitchnut_touch;
mod pointer;

use super::reach::{self, BOTTOM_BAR, TOP_BAR};
/// Pixels a finger moves before we decide between placing and shooting.
const DECIDE_PX: f32 = 10.0;
/// The most physics steps one frame may run (a stalled frame must not snowball).
const MAX_STEPS_PER_FRAME: u32 = 120;
/// The AI's turn on screen: at least this long "thinking", then the disc
/// slides to its place, then the pull-back and aim before the shot (seconds).
const AI_THINK_MIN: f32 = 0.5;
const AI_SLIDE: f32 = 0.7;
const AI_AIM: f32 = 0.8;
/// With nobody but the AI at the table, a round summary goes on by itself.
const WATCH_SUMMARY_SECS: f32 = 3.5;

pub struct PlayScreen {
    spec: Spec,
    game: Match,
    turn: Option<Turn>,
    /// Where the waiting disc sits on its line: crokinole, the angle on the
    /// shooting line; pitchnut, x along the home line in the seat's frame.
    place: f32,
    /// Where each seat last shot from: its next disc waits there again.
    last_place: [Option<f32>; 4],
    /// The board's turn on screen now, easing toward the shooter's seat.
    rotation: f32,
    traces: Traces,
    grip: Option<Grip>,
    running: Option<Running>,
    message: Option<(String, f32)>,
    clock: f32,
    menu_held: Option<u64>,
    /// Shots completed on this screen (for the web test report).
    shots_done: u32,
    settings: MatchSettings,
    /// Crokinole: the next shot is declared a twenty attempt.
    declare_twenty: bool,
    twenty_held: Option<u64>,
    overlay: Option<Overlay>,
    /// The overlay button under a finger, and that finger.
    overlay_held: Option<(usize, u64)>,
    /// When the overlay came up (game clock).
    overlay_since: f32,
    /// The AI's turn in progress.
    ai: Option<AiTurn>,
    /// Scripted run: the AI's decision is waited for, so frames are reproducible.
    scripted: bool,
    /// From the settings, read each frame.
    controls: Controls,
    table: TableMode,
    /// Phone pass-and-play: the seat to hand the device to once overlays are gone.
    handover_due: Option<u8>,
    /// Tablet on a table: the seat the HUD faces (the last person to shoot
    /// or to come up, not an AI).
    hud_seat: u8,
    /// The language of the words on screen (from the prefs, each frame).
    lang: Language,
    /// The first-launch tutorial, while it shows.
    tutorial: Option<Tutorial>,
    /// Drops, pop-ups and the round's count (`motion.rs`).
    motion: Motion,
    /// Pitchnut: a person adjusting pieces returned to the centre (`shell/adjust.rs`).
    adjusting: Option<Adjusting>,
    /// The record changed (a move was committed, or the match paused)
    /// since the save last saw it.
    unsaved: bool,
    /// The last completed shot, for the web test report.
    pub last_shot: Option<test_report::ShotEnd>,
    /// The hint button's state and the ghost it shows (`hint_ghost.rs`).
    hint: hint_ghost::HintGhost,
}

/// A computer player's turn: deciding, then showing its placement and flick.
struct AiTurn {
    turn: Turn,
    stage: AiStage,
    /// Seconds in this stage (stopped while paused).
    elapsed: f32,
}

enum AiStage {
    Thinking(Thinker),
    Showing { shot: AiShot, from: geom::Vec2 },
}

/// What covers the board: a round's summary, the match result, or the pause menu.
enum Overlay {
    Round(Summary),
    Result(Summary),
    Pause,
    /// Phone pass-and-play: "Pass to <name>", a tap goes on.
    Handover(String),
}

/// What an overlay's button does.
#[derive(Clone, Copy, PartialEq, Eq)]
enum OverlayAction {
    Continue,
    Resume,
    Restart,
    Title,
    /// The rules screen; Back returns to this match.
    Rules,
}

/// The finger that is working the shot disc.
struct Grip {
    id: u64,
    /// Where it pressed, in board metres.
    press: geom::Vec2,
    on_disc: bool,
    mode: GripMode,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum GripMode {
    Undecided,
    Placing,
    Gesture,
}

struct Running {
    /// The shot in flight: the one simulation of it, committed as it ends.
    shot: PendingShot,
    turn: Turn,
    frames: Frames,
    heard: usize,
    dropped: usize,
}

impl PlayScreen {
    /// The fastest shot of this board: a full pull or the fastest stroke
    /// gives it (pitchnut's shooter is lighter, so its top flick is slower).
    fn top_speed(&self) -> f32 {
        match self.board() {
            BoardKind::Crokinole => self.spec.sim.max_shot_speed,
            BoardKind::Pitchnut => self.spec.pitchnut.max_flick_speed(&self.spec.sim),
        }
    }

    /// A new match; None if the engine refuses the settings.
    pub fn new(settings: MatchSettings, seed: u64, profiles: &Profiles) -> Option<Self> {
        let game = match Match::new(settings, seed, profiles) {
            Ok(g) => g,
            Err(e) => {
                eprintln!("flickwood: can't start that match: {e}");
                return None;
            }
        };
        Some(PlayScreen::around(game, settings))
    }

    /// The play screen over a match that is set up (new, or resumed).
    fn around(game: Match, settings: MatchSettings) -> Self {
        let spec = Spec::STANDARD;
        let game_over = game.replay().is_over();
        let turn = game.next_turn();
        let seat = solo::person_seat(&settings).unwrap_or(turn.map_or(0, |t| t.seat));
        let mut s = PlayScreen {
            spec,
            game,
            turn,
            place: 0.0,
            last_place: [None; 4],
            rotation: BoardCamera::seat_rotation(seat),
            traces: Traces::default(),
            grip: None,
            running: None,
            message: None,
            clock: 0.0,
            menu_held: None,
            shots_done: 0,
            settings,
            declare_twenty: false,
            twenty_held: None,
            overlay: None,
            overlay_held: None,
            overlay_since: 0.0,
            ai: None,
            scripted: false,
            controls: Controls::default(),
            table: TableMode::default(),
            handover_due: None,
            hud_seat: 0,
            lang: text::system_language(),
            tutorial: None,
            motion: Motion::default(),
            adjusting: None,
            // A match taken up already over (the game stopped as it ended)
            // is filed at once.
            unsaved: game_over,
            last_shot: None,
            hint: Default::default(),
        };
        s.hud_seat = s
            .turn
            .map(|t| t.seat)
            .into_iter()
            .chain(settings.seats_in_play())
            .find(|&seat| !s.game.seat_kind(seat).is_ai())
            .unwrap_or(0);
        s.reset_place();
        s.adjusting = Adjusting::start(&s.game);
        s.log_moves(0);
        let opening = s.words().opening().join("  ·  ");
        s.say(&opening);
        s.show_result();
        s
    }

    /// FLICKWOOD_DEBUG: each move from `from` on, the position it left,
    /// and each round's scores, on stderr (the scripted tests read them).
    fn log_moves(&self, from: usize) {
        if std::env::var_os("FLICKWOOD_DEBUG").is_none() {
            return;
        }
        let replay = self.game.replay();
        for m in replay.record().moves.iter().skip(from) {
            eprintln!("move {}", m.encode());
        }
        eprintln!(
            "position {}",
            flickwood_core::save::fingerprint(replay.position())
        );
    }

    fn log_round(round: &flickwood_core::game::RoundTally) {
        if std::env::var_os("FLICKWOOD_DEBUG").is_none() {
            return;
        }
        let parts: Vec<String> = round
            .sides
            .iter()
            .map(|(side, points, _)| format!("{side}:{points}"))
            .collect();
        eprintln!("round-over {} scores {}", round.round, parts.join(" "));
    }

    /// The match in words, in the language on screen.
    fn words(&self) -> Words<'_> {
        Words::new(&self.game, self.lang)
    }

    fn board(&self) -> BoardKind {
        self.game.board()
    }

    pub fn board_kind(&self) -> BoardKind {
        self.board()
    }

    pub fn shots_done(&self) -> u32 {
        self.shots_done
    }

    /// Scripted runs wait for the AI's decision (frames are fixed there).
    pub fn set_scripted(&mut self, on: bool) {
        self.scripted = on;
    }

    fn say(&mut self, text: &str) {
        // Longer messages stay up longer.
        let secs = 2.5 + text.len() as f32 / 40.0;
        self.message = Some((text.to_string(), self.clock + secs.min(7.0)));
    }

    /// The match a save left off, exactly where it was (its replay has
    /// played every move already: nothing is simulated again); None (with a
    /// line on stderr) if its settings are not ones this game offers.
    pub fn resume(replay: flickwood_core::save::Replay) -> Option<Self> {
        let Some(settings) = MatchSettings::from_record(replay.record()) else {
            eprintln!("flickwood: can't resume that match: it has no setup for its game");
            return None;
        };
        Some(PlayScreen::around(Match::resume(replay), settings))
    }

    /// The match in play as the save keeps it.
    pub fn replay(&self) -> &flickwood_core::save::Replay {
        self.game.replay()
    }

    /// The tutorial shows now: only on a person's turn, with the board
    /// still (not while the AI plays, a shot runs or an overlay is up).
    fn tutorial_due(&self) -> bool {
        self.tutorial.is_some()
            && solo::persons_turn(&self.settings, self.turn)
            && self.ai.is_none()
            && self.running.is_none()
            && self.overlay.is_none()
    }

    /// Shows the first-launch tutorial over this match.
    pub fn start_tutorial(&mut self) {
        self.tutorial = Some(Tutorial::new(self.board()));
    }
}

/// An angle brought into (-pi, pi].
fn wrap(a: f32) -> f32 {
    let mut a = a % (2.0 * PI);
    if a > PI {
        a -= 2.0 * PI;
    } else if a <= -PI {
        a += 2.0 * PI;
    }
    a
}

impl Screen for PlayScreen {
    fn update(&mut self, events: &[PointerEvent], dt: f32, assets: &mut Assets) -> Next {
        self.clock += dt;
        self.controls = assets.prefs.controls;
        self.table = assets.prefs.table;
        self.lang = text::language(&assets.prefs);
        assets
            .sounds
            .set_volume(assets.prefs.volume, assets.prefs.muted);
        // Ease the board round to the shooter's seat (on a table it stays
        // still, and the HUD turns to the shooter instead).
        if let Some(t) = self.turn {
            if !self.game.seat_kind(t.seat).is_ai() {
                self.hud_seat = t.seat;
            }
            if let Some(a) = &self.adjusting {
                self.hud_seat = a.seat;
            }
            let seat = match self.table {
                // One person against the AI: the board stays facing them.
                TableMode::PassAndPlay => solo::person_seat(&self.settings).unwrap_or(t.seat),
                TableMode::Tablet => 0,
            };
            let target = BoardCamera::seat_rotation(seat);
            let diff = wrap(target - self.rotation);
            let k = 1.0 - (-dt * 7.0).exp();
            self.rotation = if diff.abs() < 1e-3 {
                target
            } else {
                self.rotation + diff * k
            };
        }

        self.motion.update(dt);
        if self.motion.counting() {
            // The finished round is being counted; a tap goes to its summary.
            let tapped = events.iter().any(|e| e.phase == PointerPhase::Up);
            if let Some(summary) = self.motion.release_round(tapped) {
                self.open_overlay(Overlay::Round(summary));
                self.grip = None;
            }
            return Next::Stay;
        }
        if self.tutorial_due() {
            let marks = self.tutorial_marks();
            if self
                .tutorial
                .as_mut()
                .is_some_and(|t| t.update(events, dt, &marks))
            {
                self.tutorial = None;
                assets.prefs.tutorial_seen = true;
            }
            return Next::Stay;
        }
        for e in events {
            if let Some(next) = self.pointer(e) {
                return next;
            }
        }
        self.advance(dt, assets);
        self.drive_ai(dt);
        self.hint_update();
        if self.all_ai()
            && matches!(self.overlay, Some(Overlay::Round(_)))
            && self.clock - self.overlay_since > WATCH_SUMMARY_SECS
        {
            self.overlay = None;
            self.show_result();
        }
        Next::Stay
    }

    fn draw(&self, assets: &Assets) {
        let cam = self.camera();
        let (kind, wood, font) = (self.board(), &assets.wood, &assets.font);
        board_view::draw_table_and_board(&cam, kind, &self.spec, wood, font);
        cam.activate();
        self.draw_place_path(&cam);
        self.draw_discs(&cam, assets);
        self.motion.draw_board(&cam, &assets.wood.maple);
        self.draw_aim(&cam);
        self.draw_ai_aim(&cam);
        self.draw_hint_ghost(&cam);
        set_default_camera();
        self.motion.draw_screen(&cam, &assets.font, self.lang);
        let hud = self.hud();
        hud.activate();
        self.draw_hud(assets, &hud);
        self.draw_hint_hud(assets);
        set_default_camera();
        if let Some(t) = self.tutorial.as_ref().filter(|_| self.tutorial_due()) {
            hud.activate();
            t.draw(&self.tutorial_marks(), self.lang, assets);
            set_default_camera();
        }
    }

    fn report(&self) -> test_report::State {
        test_report::State {
            screen: "play".into(),
            tap: self.tap_hint().map(test_report::css),
            game: Some(format!("{:?}", self.board_kind()).to_lowercase()),
            shots: self.shots_done(),
            flick: self
                .flick_hint()
                .map(|(a, b)| test_report::Flick::between(a, b)),
            pull: self
                .pull_hint()
                .map(|(a, b)| test_report::Flick::between(a, b)),
            last_shot: self.last_shot.clone(),
            pitchnut: None,
        }
    }

    fn keeps_screen_on(&self) -> bool {
        true
    }

    fn tap_sound(&self) -> bool {
        false
    }

    fn went_away(&mut self) {
        self.pause_now();
    }

    fn committed(&mut self) -> Option<&flickwood_core::save::Replay> {
        std::mem::take(&mut self.unsaved).then(|| self.game.replay())
    }

    fn board_kind(&self) -> Option<BoardKind> {
        Some(self.game.board())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::save::AiLevel;

    /// Against the AI, when the AI shoots first: the board faces the person
    /// from the start, and the first-launch tutorial waits for their turn.
    #[test]
    fn solo_board_faces_the_person_and_the_tutorial_waits() {
        let ai = SeatKind::Ai(AiLevel::Beginner);
        let mut settings = MatchSettings::default_for(BoardKind::Crokinole);
        *settings.seats_mut() = [SeatKind::Guest, ai, ai, ai];
        let profiles = Profiles::default();
        let mut checked = 0;
        for seed in 0..40 {
            let mut s = PlayScreen::new(settings, seed, &profiles).expect("a match");
            s.start_tutorial();
            let first = s.turn.expect("a turn").seat;
            assert_eq!(s.rotation, BoardCamera::seat_rotation(0), "seed {seed}");
            assert_eq!(
                s.tutorial_due(),
                first == 0,
                "seed {seed}: seat {first} first"
            );
            checked += usize::from(first != 0);
        }
        assert!(checked > 0, "no seed let the AI shoot first");
    }
}
