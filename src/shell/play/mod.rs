//! The board in play: place the disc on your line, flick or slingshot it,
//! watch the real simulation run, then the board turns to the next shooter.
//!
//! The simulation advances in fixed steps from an accumulator (never by the
//! frame time itself); drawing interpolates between the last two steps.

pub mod adjust;
pub mod ai_seat;
pub mod motion;
pub mod pop;
pub mod reach;
pub mod score_panel;
pub mod solo;
mod start;
pub mod thinker;
pub mod tutorial;
pub use start::Leave;

use super::draw::board_view;
use super::draw::camera::{BoardCamera, mq, set_default_camera};
use super::draw::disc_view;
use super::draw::frames::Frames;
use super::draw::paint::{self, fade};
use super::draw::seat_view::HudFrame;
use super::platform::density::{screen_height, screen_width};
use super::platform::input::{PointerEvent, PointerPhase};
use super::review::ReviewScreen;
use super::rules::RulesScreen;
use super::stack::Screen;
use super::stack::test_report;
use super::stack::{Transition, context::Context};
use super::ui;
use super::words::control_words;
use super::words::hud_words::Summary;
use super::words::match_words::Words;
use super::words::refusal_words::RefusalWords;
use super::words::review_words;
use super::words::text::{self, T, tr};
use adjust::Adjusting;
use ai_seat::AiSeat;
use flickwood_core::game::{AiShot, Match, MatchSettings, RoundTally, SeatKind, Side, Turn};
use flickwood_core::geom::{self, wrap_angle as wrap};
use flickwood_core::gesture::{GestureConfig, GestureRejection, read_flick};
use flickwood_core::save::PendingShot;
use flickwood_core::save::Profiles;
use flickwood_core::save::prefs::{Controls, TableMode};
use flickwood_core::shot::Place;
use flickwood_core::spec::{BoardKind, Spec, seat_angle};
use macroquad::prelude::*;
use std::f32::consts::{FRAC_PI_2, PI, TAU};
use tutorial::Tutorial;

mod ai_turn;
mod aim_pull;
mod count;
mod draw;
mod effects;
mod facing;
mod fingers;
mod flick;
#[cfg(test)]
mod flick_tests;
mod flight;
mod hand;
mod hint_ghost;
mod hints;
mod layout;
#[cfg(test)]
mod layout_tests;
mod options;
mod overlay;
mod phase;
mod pitchnut_touch;
mod pointer;
mod retake;
mod score_report;
mod shot_log;
mod side_lines;
mod spin;
#[cfg(test)]
mod stroke_tests;
mod toss;
mod tour;
mod tray;

use effects::Effects;
use facing::Facing;
use fingers::Fingers;
use hand::Hand;
use options::Options;
use phase::{AiStage, AiTurn, Overlay, Phase};
use shot_log::ShotLog;

use reach::{BOTTOM_BAR, TOP_BAR};
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
    /// Where the match stands on this screen (`phase.rs`), and since when
    /// (game clock).
    phase: Phase,
    phase_since: f32,
    clock: f32,
    /// The next shot's place, aim, spin and declaration (`hand.rs`).
    hand: Hand,
    /// The fingers on the screen and the buttons they hold (`fingers.rs`).
    fingers: Fingers,
    /// Which way the board and the HUD face (`facing.rs`).
    facing: Facing,
    /// The event line, drops, pop-ups and the round's count (`effects.rs`).
    effects: Effects,
    /// The settings, the drill or script, the prefs (`options.rs`).
    options: Options,
    /// Phone pass-and-play: the seat to hand the device to once overlays are gone.
    handover_due: Option<u8>,
    /// A pitchnut game just won, the match going on: shown after the shot
    /// (not in practice, whose drill screen judges the attempt instead).
    game_end: Option<Summary>,
    /// The opening line (and the result of a match taken up already over)
    /// waits for the first update, which knows the chosen language.
    begun: bool,
    /// The record changed (a move was committed, or the match paused)
    /// since the save last saw it.
    unsaved: bool,
    /// The first-launch tutorial, while it shows.
    tutorial: Option<Tutorial>,
    /// The hint button's state and the ghost it shows (`hint_ghost.rs`).
    hint: hint_ghost::HintGhost,
    /// The shots played here, for the web test report (`shot_log.rs`).
    shot_log: ShotLog,
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
    /// The finished match's review (crokinole, with a person playing).
    Review,
    /// The toss winner's choice (`toss.rs`).
    Choose(flickwood_core::game::TossChoice),
}

/// The finger that is working the shot disc.
struct Grip {
    id: u64,
    /// Where it pressed, in board metres.
    press: geom::Vec2,
    on_disc: bool,
    mode: GripMode,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GripMode {
    Undecided,
    Placing,
    /// A slingshot, a flick, or (aim and pull) a pull from the disc.
    Gesture,
    /// Aim and pull: a drag off the disc turning the aim.
    Aiming,
}

struct Running {
    /// The shot in flight: the one simulation of it, committed as it ends.
    shot: PendingShot,
    turn: Turn,
    frames: Frames,
    heard: usize,
    dropped: usize,
    /// Seconds the flight has been on screen, and of the shot played
    /// (fewer in slow motion).
    shown: f32,
    played: f32,
}

impl PlayScreen {
    /// The fastest shot of this board (`Spec::top_speed`).
    fn top_speed(&self) -> f32 {
        self.spec.top_speed(self.board())
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
        // The AI's first shot or hint comes sooner if its worker is ready.
        thinker::warm_up();
        // The record's own board (an engine 5 match keeps its narrow gates).
        let spec = *game.spec();
        let game_over = game.replay().is_over();
        let turn = game.next_turn();
        // Before the first turn, the toss winner's seat (they choose first).
        let first = turn.map(|t| t.seat).or(game.toss_winner()).unwrap_or(0);
        let seat = solo::person_seat(&settings).unwrap_or(first);
        let mut s = PlayScreen {
            spec,
            game,
            turn,
            phase: Phase::Turn(None),
            phase_since: 0.0,
            clock: 0.0,
            hand: Hand::default(),
            fingers: Fingers::default(),
            facing: Facing {
                rotation: BoardCamera::seat_rotation(seat),
                hud_seat: 0,
            },
            effects: Effects::default(),
            options: Options::new(settings),
            handover_due: None,
            game_end: None,
            begun: false,
            // A match taken up already over (the game stopped as it ended)
            // is filed at once.
            unsaved: game_over,
            tutorial: None,
            hint: Default::default(),
            shot_log: ShotLog::default(),
        };
        s.facing.hud_seat = s
            .turn
            .map(|t| t.seat)
            .into_iter()
            .chain(settings.seats_in_play())
            .find(|&seat| !s.game.seat_kind(seat).is_ai())
            .unwrap_or(0);
        s.reset_place();
        s.uncover();
        s.log_moves(0);
        s
    }

    /// The first words on screen, in `self.options.lang` (the one chosen in
    /// Settings, set before this by `update`): the toss, then a result.
    fn begin(&mut self) {
        if std::mem::replace(&mut self.begun, true) {
            return;
        }
        let opening = self.words().opening().join("  ·  ");
        self.say(&opening);
        // A match taken up already over: its result, in these words.
        if matches!(self.phase, Phase::Result(_)) {
            self.uncover();
        }
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
        Words::new(&self.game, self.options.lang)
    }

    fn board(&self) -> BoardKind {
        self.game.board()
    }

    pub fn board_kind(&self) -> BoardKind {
        self.board()
    }

    pub fn shots_done(&self) -> u32 {
        self.shot_log.done
    }

    /// Scripted runs wait for the AI's decision (frames are fixed there).
    pub fn set_scripted(&mut self, on: bool) {
        self.options.scripted = on;
    }

    /// A new match's aids (`core/src/aids.rs`), before its first shot; the
    /// waiting disc's aim starts as they say.
    pub fn set_aids(&mut self, aids: flickwood_core::aids::Aids) {
        if self.game.set_aids(aids) {
            self.reset_aim();
        }
    }

    fn say(&mut self, text: &str) {
        if std::env::var_os("FLICKWOOD_DEBUG").is_some() {
            eprintln!("said: {text}");
        }
        // Longer messages stay up longer.
        let secs = 2.5 + text.len() as f32 / 40.0;
        self.effects.message = Some((text.to_string(), self.clock + secs.min(7.0)));
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

    /// Practice (`shell/screens/practice_drill.rs`): one shot of a drill from a
    /// record with no moves yet; the disc waits at `place` (crokinole: an
    /// angle on the shooting line) when given, and `note` is said instead
    /// of the opening's words.
    pub fn practice(
        replay: flickwood_core::save::Replay,
        place: Option<f32>,
        note: Option<&str>,
    ) -> Option<Self> {
        let mut p = PlayScreen::resume(replay)?;
        p.options.practice = true;
        // A drill's attempt is no match taken up: no "Match resumed".
        p.begun = true;
        if let (Some(a), Some(t)) = (place, p.turn) {
            p.hand.last_place[t.seat as usize % 4] = Some(a);
            p.reset_place();
        }
        p.effects.message = None;
        if let Some(n) = note {
            p.say(n);
        }
        Some(p)
    }

    /// The match in play as the save keeps it.
    pub fn replay(&self) -> &flickwood_core::save::Replay {
        self.game.replay()
    }

    /// The tutorial shows now: only on a person's turn, with the board
    /// still (not while the AI plays, a shot runs or an overlay is up).
    fn tutorial_due(&self) -> bool {
        self.tutorial.is_some()
            && solo::persons_turn(&self.options.settings, self.turn)
            && matches!(self.phase, Phase::Turn(_))
    }

    /// Shows the first-launch tutorial over this match.
    pub fn start_tutorial(&mut self) {
        self.tutorial = Some(Tutorial::new(self.board()));
    }

    /// One fixed frame of the match; what the player asked of its menus, if
    /// anything (the practice screen plays a drill's shot through this).
    pub fn step(&mut self, events: &[PointerEvent], dt: f32, ctx: &mut Context) -> Option<Leave> {
        self.clock += dt;
        self.options.controls = ctx.prefs().controls;
        self.options.table = ctx.prefs().table;
        self.options.lang = ctx.lang();
        self.effects.motion.set_reduced(ctx.prefs().reduced_motion);
        self.begin();
        ctx.sounds.set_volume(ctx.prefs().volume, ctx.prefs().muted);
        // Ease the board round to the shooter's seat (on a table it stays
        // still, and the HUD turns to the shooter instead).
        if let Some(t) = self.turn {
            if !self.game.seat_kind(t.seat).is_ai() {
                self.facing.hud_seat = t.seat;
            }
            if let Some(a) = self.phase.adjusting() {
                self.facing.hud_seat = a.seat;
            }
        }
        self.face_toss_winner();
        if let Some(target) = self.target_rotation() {
            let diff = wrap(target - self.facing.rotation);
            let k = 1.0 - (-dt * 7.0).exp();
            self.facing.rotation = if diff.abs() < 1e-3 {
                target
            } else {
                self.facing.rotation + diff * k
            };
        }

        self.effects.motion.update(dt);
        if self.board_held() {
            // A round counted, or a shot looked at: a tap goes on.
            let tapped = events.iter().any(|e| e.phase == PointerPhase::Up);
            self.end_count(tapped);
            self.end_look(tapped);
            return None;
        }
        if let Some(t) = self.tutorial.as_mut() {
            t.controls = self.options.controls;
        }
        if self.tutorial_due() {
            let marks = self.tutorial_marks();
            if self
                .tutorial
                .as_mut()
                .is_some_and(|t| t.update(events, dt, &marks))
            {
                self.tutorial = None;
                ctx.saves.prefs_mut().tutorial_seen = true;
            }
            return None;
        }
        for e in events {
            if let Some(leave) = self.pointer(e) {
                return Some(leave);
            }
        }
        self.advance(dt, ctx);
        self.drive_ai(dt);
        self.hint_update();
        if self.all_ai()
            && matches!(self.phase, Phase::RoundSummary(_))
            && self.clock - self.phase_since > WATCH_SUMMARY_SECS
        {
            self.uncover();
        }
        None
    }
}

impl Screen for PlayScreen {
    fn update(&mut self, events: &[PointerEvent], dt: f32, ctx: &mut Context) -> Transition {
        let leave = self.step(events, dt, ctx);
        self.fit_overlay(&ctx.font);
        match leave {
            None => Transition::Stay,
            Some(Leave::Title) => Transition::Title,
            // Back from the rules comes back to the match, going on.
            Some(Leave::Rules) => Transition::Push(Box::new(RulesScreen::new(self.board()))),
            Some(Leave::Restart) => PlayScreen::start(self.options.settings, ctx),
            Some(Leave::Review) => {
                // The record as filed (the review is kept with it), else as played.
                let played = self.game.replay().record();
                let records = ctx.saves.store.records();
                let filed = records
                    .iter()
                    .rposition(|r| r.moves == played.moves && r.seed == played.seed);
                let record = filed.map_or_else(|| played.clone(), |i| records[i].clone());
                Transition::Push(Box::new(ReviewScreen::new(record, filed)))
            }
        }
    }

    fn draw(&self, ctx: &Context) {
        let cam = self.camera();
        let (kind, wood, font) = (self.board(), &ctx.wood, &ctx.font);
        board_view::draw_table_and_board(&cam, kind, &self.spec, wood, font);
        set_default_camera();
        self.draw_tray(font);
        cam.activate();
        self.draw_place_path(&cam);
        self.effects.motion.draw_under();
        self.draw_flicked(&cam);
        self.draw_discs(&cam, ctx);
        self.effects.motion.draw_board(&cam, ctx.wood.disc_grain());
        self.draw_aim(&cam);
        self.draw_ai_aim(&cam);
        self.draw_hint_ghost(&cam);
        set_default_camera();
        self.draw_pull_power(&cam, &ctx.font);
        self.effects
            .motion
            .draw_screen(&cam, &ctx.font, self.options.lang);
        let hud = self.hud();
        hud.activate();
        self.draw_hud(ctx, &hud);
        self.draw_hint_hud(ctx);
        set_default_camera();
        if let Some(t) = self.tutorial.as_ref().filter(|_| self.tutorial_due()) {
            hud.activate();
            t.draw(&self.tutorial_marks(), self.options.lang, ctx);
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
            last_shot: self.shot_log.last.clone(),
            aim: self
                .turn
                .filter(|_| self.waiting_for_person())
                .map(|t| test_report::heading(t.seat, geom::Vec2::from_angle(self.hand.aim))),
            pitchnut: None,
            resume: None,
            records: None,
            spin_button: self
                .spin_shown()
                .then(|| test_report::css(self.hud().to_screen(self.spin_rect().center()))),
            spin: self.chosen_spin(),
            thinking: self.thinking(),
            menu_button: Some(test_report::css(
                self.hud().to_screen(self.menu_rect().center()),
            )),
            overlay: self.overlay_name(),
            seats: Vec::new(),
            toss: self.toss_report(),
            retake: self
                .retake_buttons()
                .map(|(again, pass)| test_report::Retake {
                    again: test_report::css(again),
                    pass: test_report::css(pass),
                }),
            score: self.score_report(),
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
}

#[cfg(test)]
mod tests;
