//! The board in play: place the disc on your line, flick or slingshot it,
//! watch the real simulation run, then the board turns to the next shooter.
//!
//! The simulation advances in fixed steps from an accumulator (never by the
//! frame time itself); drawing interpolates between the last two steps.

use super::adjust::{self, Adjusting};
use super::ai_seat::{AiShot, Thinker};
use super::app::{Assets, Next};
use super::board_view;
use super::camera::{BoardCamera, mq};
use super::disc_view;
use super::flow::{Match, Side, Summary, Turn};
use super::input::{PointerEvent, PointerPhase, Traces};
use super::motion::Motion;
use super::paint::{self, fade};
use super::placing::NutPath;
use super::refusal_words::Words;
use super::ruled::{Ruled, SeatKind, Settings};
use super::seat_view::HudFrame;
use super::text::{self, T, tr};
use super::tutorial::{self, Tutorial};
use super::ui;
use flickwood_core::geom;
use flickwood_core::gesture::{GestureConfig, GestureRejection, read_gesture};
use flickwood_core::physics::{DiscView, Simulation};
use flickwood_core::save::Language;
use flickwood_core::save::Profiles;
use flickwood_core::save::prefs::{Controls, TableMode};
use flickwood_core::shot::Place;
use flickwood_core::spec::{BoardKind, Spec, seat_angle};
use macroquad::prelude::*;
use std::f32::consts::{FRAC_PI_2, FRAC_PI_4, PI, TAU};

/// Room the board leaves for the bar on top and the hint below (pixels).
mod ai_turn;
mod draw;
mod pitchnut_touch;

const TOP_BAR: f32 = 54.0;
const BOTTOM_BAR: f32 = 40.0;
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
    game: Box<dyn Match>,
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
    settings: Settings,
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
    sim: Simulation,
    turn: Turn,
    prev: Vec<DiscView>,
    cur: Vec<DiscView>,
    acc: f32,
    heard: usize,
    dropped: usize,
    /// The shot as the player gave it, committed to the match when it ends.
    at: geom::Vec2,
    velocity: geom::Vec2,
    declared: bool,
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
    pub fn new(settings: Settings, seed: u64, profiles: &Profiles) -> Option<Self> {
        let spec = Spec::STANDARD;
        let game: Box<dyn Match> = match Ruled::new(settings, seed, profiles) {
            Ok(g) => Box::new(g),
            Err(e) => {
                eprintln!("flickwood: can't start that match: {e}");
                return None;
            }
        };
        let turn = game.next_turn();
        let seat = turn.map_or(0, |t| t.seat);
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
        };
        s.hud_seat = s
            .turn
            .map(|t| t.seat)
            .into_iter()
            .chain(settings.seats_in_play())
            .find(|&seat| !s.game.seat_kind(seat).is_ai())
            .unwrap_or(0);
        s.reset_place();
        s.adjusting = Adjusting::start(&*s.game);
        let opening = s.game.opening().join("  ·  ");
        s.say(&opening);
        Some(s)
    }

    fn board(&self) -> BoardKind {
        self.game.board()
    }

    pub fn board_kind(&self) -> BoardKind {
        self.board()
    }

    fn half_extent(&self) -> f32 {
        match self.board() {
            BoardKind::Crokinole => self.spec.crokinole.rail_radius() + 0.034,
            BoardKind::Pitchnut => self.spec.pitchnut.rail_half() + 0.034,
        }
    }

    fn camera(&self) -> BoardCamera {
        let (w, h) = (screen_width(), screen_height());
        let area = if self.table == TableMode::Tablet {
            // Every seat's HUD runs along its own edge: room on all four
            // sides with three or four players, above and below with two.
            let strip = TOP_BAR + BOTTOM_BAR;
            let side = if self.settings.seats_in_play().len() > 2 {
                strip
            } else {
                8.0
            };
            Rect::new(side, strip, w - 2.0 * side, h - 2.0 * strip)
        } else {
            Rect::new(8.0, TOP_BAR, w - 16.0, h - TOP_BAR - BOTTOM_BAR)
        };
        BoardCamera::fit(area, self.half_extent(), self.rotation)
    }

    pub fn shots_done(&self) -> u32 {
        self.shots_done
    }

    /// A swipe through the waiting disc toward the centre that makes a
    /// legal draw shot now, in screen pixels; None while a shot runs or the
    /// game is over. The web test flicks along it.
    pub fn flick_hint(&self) -> Option<(Vec2, Vec2)> {
        let turn = self.turn?;
        if self.running.is_some() || self.grip.is_some() || self.overlay.is_some() {
            return None;
        }
        if self.ai.is_some() || self.tutorial.is_some() {
            return None;
        }
        let at = self.place_pos(turn.seat, self.place);
        let inward = -geom::Vec2::from_angle(seat_angle(turn.seat));
        let cam = self.camera();
        // A stroke the chosen controls read as a shot: a swipe through the
        // disc, or a press on it pulled 90 pixels back.
        let (from, to) = match self.controls {
            Controls::Flick => (at - inward * 0.03, at + inward * 0.2),
            Controls::Slingshot => (at, at - inward * (90.0 * cam.metres_per_pixel())),
        };
        Some((cam.to_screen(from), cam.to_screen(to)))
    }

    /// Where a finger should tap to go on (an overlay's first button).
    pub fn tap_hint(&self) -> Option<Vec2> {
        if let Some(t) = &self.tutorial {
            return Some(t.skip_centre(&self.tutorial_marks()));
        }
        self.overlay.as_ref()?;
        let hud = self.hud();
        self.overlay_buttons()
            .first()
            .map(|b| hud.to_screen(b.1.center()))
    }

    /// The frame the HUD is laid out and drawn in: upright, or on a tablet
    /// lying on a table turned to face the shooter's edge.
    fn hud(&self) -> HudFrame {
        match self.table {
            TableMode::PassAndPlay => HudFrame::upright(),
            TableMode::Tablet => HudFrame::for_seat(self.hud_seat),
        }
    }

    /// The "Going for 20" toggle, above the hint line on the right (HUD pixels).
    fn twenty_rect(&self) -> Rect {
        let hud = self.hud();
        let (w, h) = (hud.w(), hud.h());
        let bw = 190.0f32.min(w * 0.42);
        Rect::new(w - bw - 12.0, h - self.bottom_room() - 58.0, bw, 50.0)
    }

    fn twenty_shown(&self) -> bool {
        self.board() == BoardKind::Crokinole
            && self.running.is_none()
            && self.overlay.is_none()
            && self.ai.is_none()
            && self.game.can_declare_twenty()
    }

    /// The overlay's panel: smaller for the pause menu's three buttons.
    fn overlay_panel(&self) -> Rect {
        let hud = self.hud();
        let (w, h) = (hud.w(), hud.h());
        let pause = matches!(self.overlay, Some(Overlay::Pause));
        let small = matches!(self.overlay, Some(Overlay::Handover(_)));
        let pw = (w * 0.8).min(if pause || small { 520.0 } else { 760.0 });
        let ph = (h * 0.7).min(if small {
            260.0
        } else if pause {
            480.0
        } else {
            560.0
        });
        Rect::new((w - pw) * 0.5, (h - ph) * 0.5, pw, ph)
    }

    /// The overlay's buttons, bottom of its panel.
    fn overlay_buttons(&self) -> Vec<(OverlayAction, Rect, &'static str)> {
        let Some(o) = &self.overlay else {
            return vec![];
        };
        let p = self.overlay_panel();
        let list: Vec<(OverlayAction, &'static str)> = match o {
            Overlay::Round(_) => vec![(OverlayAction::Continue, tr(self.lang, T::Continue))],
            Overlay::Handover(_) => vec![(OverlayAction::Continue, tr(self.lang, T::Ready))],
            Overlay::Result(_) => vec![
                (OverlayAction::Restart, tr(self.lang, T::PlayAgain)),
                (OverlayAction::Title, tr(self.lang, T::Title)),
            ],
            Overlay::Pause => vec![
                (OverlayAction::Resume, tr(self.lang, T::Resume)),
                (OverlayAction::Restart, tr(self.lang, T::Restart)),
                (OverlayAction::Rules, tr(self.lang, T::Rules)),
                (OverlayAction::Title, tr(self.lang, T::QuitToTitle)),
            ],
        };
        let bh = 64.0f32.min(p.h * 0.16);
        if matches!(o, Overlay::Pause) {
            // A column of big buttons.
            let bw = (p.w * 0.6).min(360.0);
            let top = p.y + 100.0;
            return list
                .into_iter()
                .enumerate()
                .map(|(i, (a, l))| {
                    let r = Rect::new(
                        p.center().x - bw * 0.5,
                        top + i as f32 * (bh + 18.0),
                        bw,
                        bh,
                    );
                    (a, r, l)
                })
                .collect();
        }
        let n = list.len() as f32;
        let gap = 20.0;
        let bw = ((p.w - 40.0 - gap * (n - 1.0)) / n).min(260.0);
        let x0 = p.center().x - (bw * n + gap * (n - 1.0)) * 0.5;
        list.into_iter()
            .enumerate()
            .map(|(i, (a, l))| {
                (
                    a,
                    Rect::new(x0 + i as f32 * (bw + gap), p.bottom() - bh - 24.0, bw, bh),
                    l,
                )
            })
            .collect()
    }

    fn overlay_pointer(&mut self, e: &PointerEvent) -> Option<Next> {
        let pos = self.hud().to_hud(e.pos);
        let hit = self
            .overlay_buttons()
            .iter()
            .position(|b| b.1.contains(pos));
        match e.phase {
            PointerPhase::Down => {
                if let Some(i) = hit {
                    self.overlay_held = Some((i, e.id));
                }
            }
            PointerPhase::Up => {
                let held = self.overlay_held.take();
                let buttons = self.overlay_buttons();
                let tapped = match (held, hit) {
                    (Some((i, id)), Some(j)) if i == j && id == e.id => Some(buttons[i].0),
                    // A round summary or a hand-over goes away on a tap anywhere.
                    _ if matches!(self.overlay, Some(Overlay::Round(_) | Overlay::Handover(_))) => {
                        Some(OverlayAction::Continue)
                    }
                    _ => None,
                };
                match tapped? {
                    OverlayAction::Continue | OverlayAction::Resume => {
                        self.overlay = None;
                        self.show_result();
                        self.show_handover();
                    }
                    OverlayAction::Restart => return Some(Next::Play(self.settings)),
                    OverlayAction::Title => return Some(Next::Title),
                    OverlayAction::Rules => {
                        self.overlay = None;
                        return Some(Next::Rules);
                    }
                }
            }
            PointerPhase::Cancel => self.overlay_held = None,
            PointerPhase::Move => {}
        }
        None
    }

    /// Once the match is over (and no round summary is up), its result.
    fn show_result(&mut self) {
        if self.overlay.is_none()
            && self.running.is_none()
            && !self.motion.counting()
            && let Some(r) = self.game.result()
        {
            if std::env::var_os("FLICKWOOD_DEBUG").is_some() {
                eprintln!("result: {}", r.title);
            }
            self.open_overlay(Overlay::Result(r));
        }
    }

    fn open_overlay(&mut self, o: Overlay) {
        self.overlay = Some(o);
        self.overlay_since = self.clock;
    }

    /// "Pass to <name>", once nothing else covers the board.
    fn show_handover(&mut self) {
        if self.overlay.is_none()
            && self.running.is_none()
            && !self.motion.counting()
            && let Some(seat) = self.handover_due.take()
            && self.turn.is_some_and(|t| t.seat == seat)
        {
            let name = self.game.player_name(seat);
            self.open_overlay(Overlay::Handover(name));
        }
    }

    /// Phone pass-and-play: the device changes hands between two people.
    fn needs_handover(&self, from: u8, to: u8) -> bool {
        if self.table != TableMode::PassAndPlay || from == to {
            return false;
        }
        match (self.game.seat_kind(from), self.game.seat_kind(to)) {
            (SeatKind::Ai(_), _) | (_, SeatKind::Ai(_)) => false,
            (SeatKind::Profile(a), SeatKind::Profile(b)) => a != b,
            _ => true,
        }
    }

    /// Nobody but the AI plays: the match runs on its own.
    fn all_ai(&self) -> bool {
        self.settings
            .seats_in_play()
            .iter()
            .all(|&s| self.game.seat_kind(s).is_ai())
    }

    /// Tablet on a table: only a touch in the shooter's own part of the
    /// board (its half with two seats, its quarter with more) counts, so
    /// the others' resting hands do nothing. Pass-and-play: anywhere.
    fn in_zone(&self, seat: u8, at: geom::Vec2) -> bool {
        if self.table != TableMode::Tablet {
            return true;
        }
        let half_width = if self.settings.seats_in_play().len() <= 2 {
            FRAC_PI_2
        } else {
            FRAC_PI_4
        };
        at.length() > 1e-6 && wrap(at.angle() - seat_angle(seat)).abs() <= half_width + 1e-4
    }

    /// The finished stroke as a shot, by the control scheme in the settings:
    /// slingshot reads only a pull from the disc, flick only a swipe.
    fn read_shot(
        &self,
        trace: &[(f32, geom::Vec2)],
        disc: geom::Vec2,
        cfg: &GestureConfig,
        on_disc: bool,
    ) -> Result<geom::Vec2, GestureRejection> {
        match self.controls {
            Controls::Slingshot => {
                let (Some(&(_, press)), Some(&(_, last))) = (trace.first(), trace.last()) else {
                    return Err(GestureRejection::Invalid);
                };
                if !press.is_finite() || !last.is_finite() {
                    return Err(GestureRejection::Invalid);
                }
                if trace
                    .iter()
                    .all(|&(_, p)| p.distance(press) <= cfg.tap_radius)
                {
                    return Err(GestureRejection::Tap);
                }
                if !on_disc {
                    return Err(GestureRejection::NotOnDisc);
                }
                cfg.slingshot(press, last)
                    .map(|s| s.velocity)
                    .ok_or(GestureRejection::Cancelled)
            }
            Controls::Flick => {
                let shot = read_gesture(trace, disc, cfg)?;
                // A slow pull from the disc is a slingshot: not in flick mode.
                let moved = trace.last().map_or(geom::Vec2::ZERO, |p| p.1)
                    - trace.first().map_or(geom::Vec2::ZERO, |p| p.1);
                if on_disc && shot.velocity.dot(moved) < 0.0 {
                    return Err(GestureRejection::NotOnDisc);
                }
                Ok(shot.velocity)
            }
        }
    }

    /// The app lost focus or went to the background: pause the match. A
    /// shot in flight is run to its end and committed first, so what is
    /// saved includes it.
    pub fn pause_now(&mut self) {
        if let Some(run) = self.running.as_mut() {
            let mut guard = 0;
            while !run.sim.is_done() && guard < 240 * 120 {
                run.sim.step();
                guard += 1;
            }
            self.finish_shot();
        }
        self.grip = None;
        self.menu_held = None;
        self.twenty_held = None;
        self.overlay_held = None;
        if self.overlay.is_none() {
            self.open_overlay(Overlay::Pause);
        }
    }

    /// Scripted runs wait for the AI's decision (frames are fixed there).
    pub fn set_scripted(&mut self, on: bool) {
        self.scripted = on;
    }

    /// The Menu button, top left (HUD pixels).
    fn menu_rect(&self) -> Rect {
        Rect::new(10.0, self.bar_top() + 8.0, 104.0, TOP_BAR - 16.0)
    }

    /// The top of the bar with Menu and the match's status (HUD pixels):
    /// the top of the screen, or on a table the shooter's own edge, above
    /// the hint, in reach and next to the rest.
    fn bar_top(&self) -> f32 {
        match self.table {
            TableMode::PassAndPlay => 0.0,
            TableMode::Tablet => self.hud().h() - BOTTOM_BAR - TOP_BAR,
        }
    }

    /// What the HUD keeps along its bottom edge (HUD pixels).
    fn bottom_room(&self) -> f32 {
        match self.table {
            TableMode::PassAndPlay => BOTTOM_BAR,
            TableMode::Tablet => BOTTOM_BAR + TOP_BAR,
        }
    }

    fn shot_radius(&self, turn: &Turn) -> f32 {
        self.spec.radius(self.board(), turn.kind)
    }

    /// The waiting disc's centre for placement value `place`.
    fn place_pos(&self, seat: u8, place: f32) -> geom::Vec2 {
        match self.board() {
            BoardKind::Crokinole => {
                geom::Vec2::from_angle(place) * self.spec.crokinole.shooting_line_radius
            }
            BoardKind::Pitchnut => self
                .nut_path()
                .point(place)
                .rotate(seat_angle(seat) + FRAC_PI_2),
        }
    }

    /// The placement nearest to board point `b`, kept on the seat's line.
    fn place_from(&self, seat: u8, b: geom::Vec2) -> f32 {
        match self.board() {
            BoardKind::Crokinole => {
                let home = seat_angle(seat);
                let d = wrap(b.angle() - home).clamp(-FRAC_PI_4, FRAC_PI_4);
                home + d
            }
            BoardKind::Pitchnut => self
                .nut_path()
                .nearest(b.rotate(-(seat_angle(seat) + FRAC_PI_2))),
        }
    }

    /// The line's direction at the waiting disc (board metres, unit).
    fn line_tangent(&self, seat: u8) -> geom::Vec2 {
        match self.board() {
            BoardKind::Crokinole => geom::Vec2::from_angle(self.place).perp(),
            BoardKind::Pitchnut => self
                .nut_path()
                .tangent(self.place)
                .rotate(seat_angle(seat) + FRAC_PI_2),
        }
    }

    /// Pitchnut: where the shooter may be dragged (home line, and with
    /// American rules the side alleys), in the shooter's seat frame.
    fn nut_path(&self) -> NutPath {
        NutPath::new(&self.spec.pitchnut, self.game.side_alleys())
    }

    fn reset_place(&mut self) {
        if let Some(t) = self.turn {
            let home = match self.board() {
                BoardKind::Crokinole => seat_angle(t.seat),
                BoardKind::Pitchnut => 0.0,
            };
            self.place = self.last_place[t.seat as usize % 4].unwrap_or(home);
            self.place = self.free_place(&t, self.place);
        }
    }

    /// `want`, or the nearest placement to it where the disc overlaps nothing.
    fn free_place(&self, turn: &Turn, want: f32) -> f32 {
        let r = self.shot_radius(turn);
        let free = |p: f32| {
            let pos = self.place_pos(turn.seat, p);
            self.game
                .pieces()
                .iter()
                .filter(|q| q.disc.place.in_play())
                .all(|q| {
                    let qr = self.spec.radius(self.board(), q.disc.kind);
                    q.disc.pos.distance(pos) >= r + qr + 0.0005
                })
                // Pitchnut: the engine's own check (pegs, the alleys' rules) too.
                && (self.board() == BoardKind::Crokinole || self.game.check_place(pos).is_ok())
        };
        let (step, range) = match self.board() {
            BoardKind::Crokinole => (0.002, FRAC_PI_4),
            BoardKind::Pitchnut => (0.001, self.nut_path().limit()),
        };
        let base = match self.board() {
            BoardKind::Crokinole => seat_angle(turn.seat),
            BoardKind::Pitchnut => 0.0,
        };
        for k in 0..2000 {
            for sign in [1.0, -1.0] {
                let p = want + sign * k as f32 * step;
                if (p - base).abs() <= range && free(p) {
                    return p;
                }
            }
        }
        want
    }

    fn say(&mut self, text: &str) {
        // Longer messages stay up longer.
        let secs = 2.5 + text.len() as f32 / 40.0;
        self.message = Some((text.to_string(), self.clock + secs.min(7.0)));
    }

    pub fn update(&mut self, events: &[PointerEvent], dt: f32, assets: &mut Assets) -> Next {
        self.clock += dt;
        self.controls = assets.prefs.controls;
        self.table = assets.prefs.table;
        self.lang = text::language(&assets.prefs);
        self.game.set_language(self.lang);
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
                TableMode::PassAndPlay => t.seat,
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
        if self.tutorial.is_some() {
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
        if self.all_ai()
            && matches!(self.overlay, Some(Overlay::Round(_)))
            && self.clock - self.overlay_since > WATCH_SUMMARY_SECS
        {
            self.overlay = None;
            self.show_result();
        }
        Next::Stay
    }

    fn pointer(&mut self, e: &PointerEvent) -> Option<Next> {
        if self.overlay.is_some() {
            // A finger already on the board when the overlay came up lets go harmlessly.
            if let Some(g) = &self.grip
                && g.id == e.id
                && matches!(e.phase, PointerPhase::Up | PointerPhase::Cancel)
            {
                self.grip = None;
                return None;
            }
            return self.overlay_pointer(e);
        }
        // The HUD's buttons, in its own (maybe turned) frame.
        let hud_pos = self.hud().to_hud(e.pos);
        let menu = self.menu_rect();
        match e.phase {
            PointerPhase::Down if menu.contains(hud_pos) => {
                self.menu_held = Some(e.id);
                return None;
            }
            PointerPhase::Up if self.menu_held == Some(e.id) => {
                self.menu_held = None;
                if menu.contains(hud_pos) {
                    self.overlay = Some(Overlay::Pause);
                    self.grip = None;
                }
                return None;
            }
            PointerPhase::Cancel if self.menu_held == Some(e.id) => {
                self.menu_held = None;
                return None;
            }
            _ => {}
        }
        // Pitchnut: a person adjusting returned pieces (shell/adjust.rs).
        if self.adjusting.is_some() {
            self.adjust_pointer(e, hud_pos);
            return None;
        }
        let twenty = self.twenty_rect();
        match e.phase {
            PointerPhase::Down if self.twenty_shown() && twenty.contains(hud_pos) => {
                self.twenty_held = Some(e.id);
                return None;
            }
            PointerPhase::Up if self.twenty_held == Some(e.id) => {
                self.twenty_held = None;
                if twenty.contains(hud_pos) && self.twenty_shown() {
                    self.declare_twenty = !self.declare_twenty;
                }
                return None;
            }
            PointerPhase::Cancel if self.twenty_held == Some(e.id) => {
                self.twenty_held = None;
                return None;
            }
            _ => {}
        }
        // Traces are kept in board metres, mapped as each event arrives: the
        // board may still be turning to the new seat while a finger moves.
        let cam = self.camera();
        let board_event = PointerEvent {
            pos: mq(cam.to_board(e.pos)),
            ..*e
        };
        let trace = self.traces.feed(&board_event);
        let turn = match (self.turn, &self.running) {
            // The AI's turn: fingers on the board do nothing.
            (Some(t), None) if self.ai.is_some() || self.game.seat_kind(t.seat).is_ai() => {
                self.grip = None;
                return None;
            }
            (Some(t), None) => t,
            _ => {
                if self.turn.is_none() && e.phase == PointerPhase::Up {
                    self.show_result();
                }
                return None;
            }
        };
        let radius = self.shot_radius(&turn);
        let disc = self.place_pos(turn.seat, self.place);
        let cfg = GestureConfig::for_screen(self.top_speed(), radius, cam.metres_per_pixel());
        let at = cam.to_board(e.pos);
        match e.phase {
            PointerPhase::Down => {
                if self.grip.is_none() && self.in_zone(turn.seat, at) {
                    let on_disc = at.distance(disc) <= cfg.grab_radius;
                    self.grip = Some(Grip {
                        id: e.id,
                        press: at,
                        on_disc,
                        mode: GripMode::Undecided,
                    });
                }
            }
            PointerPhase::Move => {
                let tangent = self.line_tangent(turn.seat);
                // Up a side alley, a pull straight back runs along it:
                // only a drag close to the alley's line places there.
                let ratio = if self.board() == BoardKind::Pitchnut
                    && self.nut_path().in_alley(self.place)
                {
                    3.0
                } else {
                    1.5
                };
                let grip = self.grip.as_mut().filter(|g| g.id == e.id)?;
                let d = at - grip.press;
                if grip.mode == GripMode::Undecided && d.length() * cam.scale > DECIDE_PX {
                    // Along the line is a drag to place; anything else is a shot.
                    let along = d.dot(tangent).abs();
                    let across = d.dot(tangent.perp()).abs();
                    grip.mode = if grip.on_disc && along > ratio * across {
                        GripMode::Placing
                    } else {
                        GripMode::Gesture
                    };
                }
                if grip.mode == GripMode::Placing {
                    let p = self.place_from(turn.seat, at);
                    self.place = self.free_place(&turn, p);
                    self.explain_snap(turn.seat, p);
                }
            }
            PointerPhase::Up => {
                let grip = self.grip.take_if(|g| g.id == e.id)?;
                if grip.mode == GripMode::Placing {
                    return None;
                }
                let trace: Vec<(f32, geom::Vec2)> = trace
                    .unwrap_or_default()
                    .into_iter()
                    .map(|(t, p)| (t, geom::Vec2::new(p.x, p.y)))
                    .collect();
                match self.read_shot(&trace, disc, &cfg, grip.on_disc) {
                    Ok(shot) => self.shoot(turn, disc, shot),
                    Err(why) => self.explain(why, grip.on_disc),
                }
            }
            PointerPhase::Cancel => {
                self.grip.take_if(|g| g.id == e.id);
            }
        }
        None
    }

    fn explain(&mut self, why: GestureRejection, on_disc: bool) {
        let text = match why {
            GestureRejection::NotOnDisc if self.controls == Controls::Slingshot => T::SlingshotHow,
            GestureRejection::Tap if on_disc => T::DragToMove,
            GestureRejection::Tap => return,
            GestureRejection::TooSlow => T::TooGentle,
            GestureRejection::Cancelled => T::ShotCalledOff,
            GestureRejection::NotOnDisc => T::SwipeThrough,
            GestureRejection::Invalid => T::CouldNotRead,
        };
        self.say(tr(self.lang, text));
    }

    fn shoot(&mut self, turn: Turn, at: geom::Vec2, velocity: geom::Vec2) {
        if std::env::var_os("FLICKWOOD_DEBUG").is_some() {
            eprintln!(
                "shot from ({:.3}, {:.3}) at ({:.3}, {:.3}) m/s",
                at.x, at.y, velocity.x, velocity.y
            );
        }
        // The engine checks the placement; its reason is shown instead of a shot.
        let input = match self.game.shot_input(at, velocity) {
            Ok(input) => input,
            Err(e) => {
                self.say(&text::cant_shoot(self.lang, &e));
                return;
            }
        };
        match Simulation::new(&self.spec, &input) {
            Ok(sim) => {
                self.last_place[turn.seat as usize % 4] = Some(self.place);
                let cur: Vec<DiscView> = sim.discs().collect();
                self.running = Some(Running {
                    sim,
                    turn,
                    prev: cur.clone(),
                    cur,
                    acc: 0.0,
                    heard: 0,
                    dropped: 0,
                    at,
                    velocity,
                    declared: self.declare_twenty,
                });
                self.message = None;
            }
            Err(e) => self.say(&text::cant_shoot(self.lang, &e.words(self.lang))),
        }
    }

    fn advance(&mut self, dt: f32, assets: &mut Assets) {
        let Some(run) = self.running.as_mut() else {
            return;
        };
        let step = self.spec.sim.dt();
        run.acc += dt.clamp(0.0, 0.1);
        let mut steps = 0;
        while run.acc >= step && steps < MAX_STEPS_PER_FRAME {
            run.acc -= step;
            steps += 1;
            if !run.sim.step() {
                break;
            }
            std::mem::swap(&mut run.prev, &mut run.cur);
            run.cur.clear();
            run.cur.extend(run.sim.discs());
        }
        for c in &run.sim.contacts()[run.heard..] {
            assets.sounds.contact(c.other, c.speed);
        }
        run.heard = run.sim.contacts().len();
        for h in &run.sim.happenings()[run.dropped..] {
            match h.what {
                Place::Hole | Place::Pocket(_) => assets.sounds.drop(),
                Place::Ditch | Place::Gutter => assets.sounds.ditch(),
                _ => {}
            }
        }
        let pieces = self.game.pieces();
        let side_of = |id: u16| {
            pieces
                .iter()
                .find(|p| p.disc.id == id)
                .map_or(run.turn.side, |p| p.side)
        };
        let new = &run.sim.happenings()[run.dropped..];
        self.motion
            .watch(new, &run.cur, side_of, &self.spec, self.lang);
        run.dropped = run.sim.happenings().len();
        if run.sim.is_done() {
            self.finish_shot();
        }
    }

    /// Commits the shot that has run to its end.
    fn finish_shot(&mut self) {
        let Some(run) = self.running.take() else {
            return;
        };
        if std::env::var_os("FLICKWOOD_DEBUG").is_some() {
            eprintln!("report: {:?}", run.sim.report());
        }
        let said = self.game.commit(run.at, run.velocity, run.declared);
        self.shots_done += 1;
        self.declare_twenty = false;
        if !said.is_empty() {
            self.say(&said.join("  ·  "));
        }
        self.motion
            .after_commit(self.game.pieces(), run.turn.seat, &self.spec, self.board());
        if let Some(summary) = self.game.take_round_summary() {
            // The round is counted on the board first; its summary follows.
            self.motion.count_round(summary, &self.spec);
        }
        self.show_result();
        self.turn = self.game.next_turn();
        self.reset_place();
        self.adjusting = Adjusting::start(&*self.game);
        if let Some(next) = self.turn
            && self.needs_handover(run.turn.seat, next.seat)
        {
            self.handover_due = Some(next.seat);
            self.show_handover();
        }
    }

    pub fn draw(&self, assets: &Assets) {
        let cam = self.camera();
        let (kind, wood, font) = (self.board(), &assets.wood, &assets.font);
        board_view::draw_table_and_board(&cam, kind, &self.spec, wood, font);
        cam.activate();
        self.draw_place_path(&cam);
        self.draw_discs(&cam, assets);
        self.motion.draw_board(&cam, &assets.wood.maple);
        self.draw_aim(&cam);
        self.draw_ai_aim(&cam);
        set_default_camera();
        self.motion.draw_screen(&cam, &assets.font, self.lang);
        let hud = self.hud();
        hud.activate();
        self.draw_hud(assets, &hud);
        set_default_camera();
        if let Some(t) = &self.tutorial {
            t.draw(&self.tutorial_marks(), self.lang, assets);
        }
    }

    /// The match a save left off, exactly where it was; None (with a line
    /// on stderr) if it does not rebuild.
    pub fn resume(replay: &flickwood_core::save::Replay, profiles: &Profiles) -> Option<Self> {
        let settings = Settings::from_record(replay.record())?;
        let game = match Ruled::from_replay(replay) {
            Ok(g) => g,
            Err(e) => {
                eprintln!("flickwood: can't resume that match: {e}");
                return None;
            }
        };
        let mut s = PlayScreen::new(settings, replay.record().seed, profiles)?;
        s.game = Box::new(game);
        s.turn = s.game.next_turn();
        s.rotation = BoardCamera::seat_rotation(s.turn.map_or(0, |t| t.seat));
        s.reset_place();
        s.adjusting = Adjusting::start(&*s.game);
        s.say(tr(s.lang, T::MatchResumed));
        s.show_result();
        Some(s)
    }

    /// The match in play as the save keeps it.
    pub fn replay(&self) -> Option<&flickwood_core::save::Replay> {
        self.game.replay()
    }

    /// Shows the first-launch tutorial over this match.
    pub fn start_tutorial(&mut self) {
        self.tutorial = Some(Tutorial::new(self.board()));
    }

    /// Where the tutorial's steps point, on screen now.
    fn tutorial_marks(&self) -> tutorial::Marks {
        let cam = self.camera();
        let (seat, radius) = self.turn.map_or((0, self.spec.crokinole.disc_radius), |t| {
            (t.seat, self.shot_radius(&t))
        });
        let at = self.place_pos(seat, self.place);
        let disc = cam.to_screen(at);
        let dir = |d: geom::Vec2| (cam.to_screen(at + d * 0.05) - disc).normalize_or_zero();
        let goals = match self.board() {
            BoardKind::Crokinole => vec![cam.to_screen(geom::Vec2::new(0.0, 0.0))],
            BoardKind::Pitchnut => self
                .spec
                .pitchnut
                .pockets()
                .iter()
                .map(|&p| cam.to_screen(p))
                .collect(),
        };
        tutorial::Marks {
            disc,
            disc_r: radius * cam.scale,
            inward: dir(-at.normalize_or_zero()),
            along: dir(self.line_tangent(seat)),
            goals,
            menu: self.menu_rect(),
        }
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
