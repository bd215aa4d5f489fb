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
use super::ruled::{Ruled, SeatKind, Settings};
use super::seat_view::HudFrame;
use super::text::{self, T, tr};
use super::tutorial::{self, Tutorial};
use super::ui;
use flickwood::geom;
use flickwood::gesture::{GestureConfig, GestureRejection, read_gesture};
use flickwood::physics::{DiscView, Simulation};
use flickwood::save::Language;
use flickwood::save::Profiles;
use flickwood::save::prefs::{Controls, TableMode};
use flickwood::shot::Place;
use flickwood::spec::{BoardKind, Spec, seat_angle};
use macroquad::prelude::*;
use std::f32::consts::{FRAC_PI_2, FRAC_PI_4, PI, TAU};

/// Room the board leaves for the bar on top and the hint below (pixels).
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

    /// Runs the AI's turn: starts its decision, waits for it without
    /// holding up the frames, then shows the placement and the flick.
    fn drive_ai(&mut self, dt: f32) {
        if self.running.is_some() || self.overlay.is_some() || self.adjusting.is_some() {
            return;
        }
        let Some(turn) = self.turn else {
            self.ai = None;
            return;
        };
        if self.ai.as_ref().is_some_and(|a| a.turn != turn) {
            self.ai = None;
        }
        if self.ai.is_none() {
            let Some(req) = self.game.ai_request() else {
                return;
            };
            self.grip = None;
            self.declare_twenty = false;
            self.ai = Some(AiTurn {
                turn,
                stage: AiStage::Thinking(Thinker::start(req)),
                elapsed: 0.0,
            });
            let who = self.game.player_name(turn.seat);
            let lang = self.lang;
            self.say(&text::say!(lang, "{who} is thinking…", "{who} réfléchit…"));
        }
        let Some(mut ai) = self.ai.take() else {
            return;
        };
        ai.elapsed += dt;
        match &mut ai.stage {
            AiStage::Thinking(thinker) => {
                if ai.elapsed >= AI_THINK_MIN
                    && let Some(result) = thinker.poll(self.scripted)
                {
                    let from = self.place_pos(turn.seat, self.place);
                    let shot = match result {
                        Ok(shot) => shot,
                        Err(e) => {
                            // Never stall: a plain shot at the centre instead.
                            let lang = self.lang;
                            self.say(&text::say!(
                                lang,
                                "The AI could not choose ({e}): a plain shot",
                                "L’IA n’a pas pu choisir ({e}) : un coup simple"
                            ));
                            let v = -from.normalize_or_zero() * 1.2;
                            AiShot {
                                at: from,
                                velocity: v,
                                intended: v,
                                declare_twenty: false,
                            }
                        }
                    };
                    ai.stage = AiStage::Showing { shot, from };
                    ai.elapsed = 0.0;
                    self.message = None;
                    if shot.declare_twenty {
                        self.say(tr(self.lang, T::GoingFor20));
                    }
                }
                self.ai = Some(ai);
            }
            AiStage::Showing { shot, .. } => {
                if ai.elapsed < AI_SLIDE + AI_AIM {
                    self.ai = Some(ai);
                    return;
                }
                let shot = *shot;
                self.place = match self.board() {
                    BoardKind::Crokinole => shot.at.angle(),
                    BoardKind::Pitchnut => self.place_from(turn.seat, shot.at),
                };
                self.declare_twenty = shot.declare_twenty;
                self.shoot(turn, shot.at, shot.velocity);
                if self.running.is_none() {
                    // Refused (never expected): the reason is on screen; the turn is tried again.
                    self.declare_twenty = false;
                }
            }
        }
    }

    /// Where the waiting disc is drawn: on its line, or sliding to the AI's spot.
    fn waiting_pos(&self, turn: &Turn) -> geom::Vec2 {
        if let Some(AiTurn {
            stage: AiStage::Showing { shot, from },
            elapsed,
            ..
        }) = &self.ai
        {
            let k = (elapsed / AI_SLIDE).clamp(0.0, 1.0);
            let k = k * k * (3.0 - 2.0 * k);
            return match self.board() {
                BoardKind::Crokinole => {
                    let (a0, a1) = (from.angle(), shot.at.angle());
                    let r = from.length() + (shot.at.length() - from.length()) * k;
                    geom::Vec2::from_angle(a0 + wrap(a1 - a0) * k) * r
                }
                BoardKind::Pitchnut => *from + (shot.at - *from) * k,
            };
        }
        self.place_pos(turn.seat, self.place)
    }

    /// The AI's flick on screen: once its disc is in place, a band pulled
    /// back from it and the aim line growing toward the shot's strength.
    fn draw_ai_aim(&self, cam: &BoardCamera) {
        let (Some(turn), Some(ai)) = (self.turn, &self.ai) else {
            return;
        };
        let AiStage::Showing { shot, .. } = &ai.stage else {
            return;
        };
        if self.running.is_some() || ai.elapsed < AI_SLIDE {
            return;
        }
        let k = ((ai.elapsed - AI_SLIDE) / AI_AIM).clamp(0.0, 1.0);
        let k = 1.0 - (1.0 - k) * (1.0 - k);
        let disc = shot.at;
        let radius = self.shot_radius(&turn);
        let power = (shot.intended.length() / self.top_speed()).clamp(0.0, 1.0);
        let dir = shot.intended.normalize_or_zero();
        let px = cam.metres_per_pixel();
        let pull = dir * -(radius * 1.2 + 0.09 * power.sqrt()) * k;
        let band_end = mq(disc + pull);
        draw_line(
            disc.x,
            disc.y,
            band_end.x,
            band_end.y,
            3.0 * px,
            Color::new(0.25, 0.12, 0.05, 0.8),
        );
        paint::disc(band_end, 6.0 * px, Color::new(0.25, 0.12, 0.05, 0.8), 24);
        self.draw_aim_marks(cam, disc, radius, shot.intended * k);
    }

    /// Dashes along the shot that grow with its strength, and a power arc
    /// round the disc that fills and warms toward full power.
    fn draw_aim_marks(&self, cam: &BoardCamera, disc: geom::Vec2, radius: f32, v: geom::Vec2) {
        let px = cam.metres_per_pixel();
        let power = (v.length() / self.top_speed()).clamp(0.0, 1.0);
        let dir = v.normalize_or_zero();
        let len = radius * 1.5 + 0.05 + 0.3 * power.sqrt();
        let colour = Color::new(1.0, 0.85 - 0.6 * power, 0.3 - 0.2 * power, 0.95);
        let outline = Color::new(0.1, 0.05, 0.02, 0.35);
        let mut s = radius * 1.5;
        while s < len {
            let a = mq(disc + dir * s);
            let b = mq(disc + dir * (s + 0.01).min(len));
            draw_line(a.x, a.y, b.x, b.y, 6.0 * px, outline);
            draw_line(a.x, a.y, b.x, b.y, 3.5 * px, colour);
            s += 0.017;
        }
        let tip = mq(disc + dir * len);
        paint::disc(tip, 7.0 * px, outline, 24);
        paint::disc(tip, 5.0 * px, colour, 24);
        let c = mq(disc);
        let r_arc = radius + 9.0 * px;
        let start = dir.angle() - PI;
        paint::arc_ring(
            c,
            r_arc - 3.0 * px,
            r_arc + 3.0 * px,
            0.0,
            TAU,
            outline,
            outline,
            64,
        );
        paint::arc_ring(
            c,
            r_arc - 2.0 * px,
            r_arc + 2.0 * px,
            start,
            start + TAU * power.max(0.02),
            colour,
            colour,
            64,
        );
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
            Err(e) => self.say(&text::cant_shoot(self.lang, &e.to_string())),
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

    fn draw_discs(&self, cam: &BoardCamera, assets: &Assets) {
        // (centre, radius, angle, side, low, id)
        let mut all: Vec<(Vec2, f32, f32, Side, bool, u16, Place)> = Vec::new();
        let side_of = |id: u16, fallback: Side| {
            self.game
                .pieces()
                .iter()
                .find(|p| p.disc.id == id)
                .map_or(fallback, |p| p.side)
        };
        match &self.running {
            Some(run) => {
                let alpha = (run.acc / self.spec.sim.dt()).clamp(0.0, 1.0);
                for p in self
                    .game
                    .pieces()
                    .iter()
                    .filter(|p| !p.disc.place.in_play())
                {
                    let r = self.spec.radius(self.board(), p.disc.kind);
                    all.push((
                        mq(p.disc.pos),
                        r,
                        0.0,
                        p.side,
                        true,
                        p.disc.id,
                        p.disc.place,
                    ));
                }
                for (a, b) in run.prev.iter().zip(&run.cur) {
                    let pos = a.pos + (b.pos - a.pos) * alpha;
                    let side = side_of(b.id, run.turn.side);
                    all.push((mq(pos), b.radius, b.angle, side, b.low, b.id, b.place));
                }
            }
            None => {
                if let Some(a) = &self.adjusting {
                    a.draw_under(
                        cam,
                        &*self.game,
                        self.spec.pitchnut.piece_radius,
                        self.clock,
                    );
                }
                for p in self.game.pieces() {
                    let r = self.spec.radius(self.board(), p.disc.kind);
                    let low = !p.disc.place.in_play();
                    let pos = self
                        .adjusting
                        .as_ref()
                        .map_or(p.disc.pos, |a| a.shown_pos(p));
                    all.push((mq(pos), r, 0.0, p.side, low, p.disc.id, p.disc.place));
                }
                if let Some(t) = self.turn {
                    let pos = self.waiting_pos(&t);
                    let r = self.shot_radius(&t);
                    // A soft glow marks the disc waiting to be shot.
                    let pulse = 0.5 + 0.5 * (self.clock * 3.0).sin();
                    paint::soft_disc(
                        mq(pos),
                        r * 1.05,
                        r * 1.7,
                        Color::new(1.0, 0.9, 0.55, 0.25 + 0.2 * pulse),
                        64,
                    );
                    all.push((mq(pos), r, 0.0, t.side, false, t.id, Place::Board));
                }
            }
        }
        let visible = |p: Place| {
            !matches!(
                p,
                Place::Hole | Place::Pocket(_) | Place::OffBoard | Place::OnSide
            )
        };
        // Low discs first, then the board, then discs raised on a post.
        let rank = |low: bool, p: Place| match (low, p) {
            (true, _) => 0,
            (_, Place::OnPost(_) | Place::Stacked(_)) => 2,
            _ => 1,
        };
        all.retain(|d| visible(d.6));
        all.sort_by_key(|d| rank(d.4, d.6));
        for (c, r, angle, side, low, id, place) in all {
            let raised = matches!(
                place,
                Place::OnPost(_) | Place::PostLeaner(_) | Place::Stacked(_)
            );
            disc_view::draw_disc(cam, &assets.wood.maple, c, r, angle, side, low, raised, id);
        }
    }

    /// The slingshot's band and aim line while pulling; a trail while swiping.
    fn draw_aim(&self, cam: &BoardCamera) {
        let (Some(grip), Some(turn)) = (&self.grip, self.turn) else {
            return;
        };
        if grip.mode == GripMode::Placing || self.running.is_some() {
            return;
        }
        let Some(trace) = self.traces.get(grip.id) else {
            return;
        };
        let disc = self.place_pos(turn.seat, self.place);
        let radius = self.shot_radius(&turn);
        let cfg = GestureConfig::for_screen(self.top_speed(), radius, cam.metres_per_pixel());
        let px = cam.metres_per_pixel();
        let now = trace
            .last()
            .map_or(grip.press, |p| geom::Vec2::new(p.1.x, p.1.y));
        if grip.on_disc && self.controls == Controls::Slingshot {
            let press = grip.press;
            let finger = now;
            let pull = finger - press;
            let Some(shot) = cfg.slingshot(press, finger) else {
                return;
            };
            // The band from the disc's back to the finger.
            let band_end = mq(disc + pull);
            draw_line(
                disc.x,
                disc.y,
                band_end.x,
                band_end.y,
                3.0 * px,
                Color::new(0.25, 0.12, 0.05, 0.8),
            );
            paint::disc(band_end, 6.0 * px, Color::new(0.25, 0.12, 0.05, 0.8), 24);
            self.draw_aim_marks(cam, disc, radius, shot.velocity);
        } else {
            // A fading trail of the last quarter second of the swipe.
            let t_end = trace.last().map_or(0.0, |p| p.0);
            for w in trace.windows(2) {
                let age = t_end - w[1].0;
                if age > 0.25 {
                    continue;
                }
                let (a, b) = (w[0].1, w[1].1);
                let alpha = 0.7 * (1.0 - age / 0.25);
                draw_line(
                    a.x,
                    a.y,
                    b.x,
                    b.y,
                    6.0 * px,
                    Color::new(1.0, 0.95, 0.8, alpha),
                );
            }
        }
    }

    fn draw_hud(&self, assets: &Assets, hud: &HudFrame) {
        let font = &assets.font;
        let (w, h) = (hud.w(), hud.h());
        let text = Color::new(0.97, 0.9, 0.78, 1.0);
        let held = self.menu_held.is_some();
        ui::button(
            self.menu_rect(),
            tr(self.lang, T::Menu),
            18.0,
            &assets.wood.cherry,
            held,
            font,
        );

        let status = self.game.status();
        // Clear of the Menu button on both sides, so it stays centred.
        let room = w - 2.0 * (self.menu_rect().right() + 12.0);
        let bar_y = self.bar_top() + TOP_BAR * 0.5;
        let size = ui::fit_size(&status, font, 18.0, room);
        ui::text_centered(&status, vec2(w * 0.5, bar_y), size, text, font);
        let who = self.game.turn_label();
        if !who.is_empty() {
            if w >= 900.0 {
                let size = ui::fit_size(&who, font, 18.0, 240.0);
                ui::text_left(&who, vec2(w - 250.0, bar_y), size, text, font);
            } else {
                // Narrow (portrait) screens: under the status line.
                ui::text_centered(&who, vec2(w * 0.5, bar_y + 20.0), 15.0, text, font);
            }
        }
        self.draw_sides(assets, hud);
        if self.twenty_shown() {
            let on = self.declare_twenty;
            let r = self.twenty_rect();
            if on {
                ui::rounded(
                    Rect::new(r.x - 4.0, r.y - 4.0, r.w + 8.0, r.h + 8.0),
                    15.0,
                    Color::new(0.95, 0.78, 0.35, 1.0),
                );
            }
            let label = tr(self.lang, if on { T::GoingFor20On } else { T::GoingFor20 });
            let size = ui::fit_size(label, font, 19.0, r.w - 14.0);
            let grain = if on {
                &assets.wood.cherry
            } else {
                &assets.wood.walnut
            };
            ui::button(
                r,
                label,
                size,
                grain,
                on || self.twenty_held.is_some(),
                font,
            );
        }

        if self.adjusting.is_some() {
            self.draw_done(assets);
        }
        let hint = match (&self.message, &self.running, self.turn) {
            (Some((m, until)), _, _) if *until > self.clock => m.clone(),
            (_, None, Some(_)) if self.adjusting.is_some() => self.adjust_hint(),
            (_, Some(_), _) => String::new(),
            (_, None, Some(t)) if self.game.seat_kind(t.seat).is_ai() => {
                format!("{}'s turn", self.game.player_name(t.seat))
            }
            (_, None, Some(_)) => match self.board() {
                BoardKind::Crokinole => tr(self.lang, T::HintCrokinole).into(),
                BoardKind::Pitchnut if self.game.side_alleys() => {
                    tr(self.lang, T::HintPitchnutAlleys).into()
                }
                BoardKind::Pitchnut => tr(self.lang, T::HintPitchnut).into(),
            },
            (_, None, None) => tr(self.lang, T::MatchOver).into(),
        };
        let size = ui::fit_size(&hint, font, 16.0, w - 24.0);
        ui::text_centered(
            &hint,
            vec2(w * 0.5, h - BOTTOM_BAR * 0.5),
            size,
            fade(text, 0.85),
            font,
        );
        self.draw_overlay(assets, hud);
    }

    /// Each side's colour, name and line of figures: down the left in
    /// landscape, above the hint on narrow screens.
    fn draw_sides(&self, assets: &Assets, hud: &HudFrame) {
        let font = &assets.font;
        let (w, h) = (hud.w(), hud.h());
        let lines = self.game.side_lines();
        let cam = self.camera();
        let margin = hud.to_hud(cam.centre).x - cam.scale * self.half_extent() - 16.0;
        let cream = Color::new(0.97, 0.9, 0.78, 1.0);
        let swatch = |side: Side, c: Vec2, r: f32| {
            let col = match side {
                Side::Light => Color::new(0.93, 0.85, 0.68, 1.0),
                Side::Dark => Color::new(0.2, 0.22, 0.3, 1.0),
                Side::Red => Color::new(0.75, 0.3, 0.24, 1.0),
                Side::Green => Color::new(0.36, 0.56, 0.38, 1.0),
                Side::Poison => Color::new(0.9, 0.25, 0.18, 1.0),
                Side::Shooter => Color::new(0.9, 0.72, 0.45, 1.0),
            };
            paint::disc(c, r + 1.5, fade(BLACK, 0.6), 24);
            paint::disc(c, r, col, 24);
        };
        if margin >= 200.0 {
            let x = 14.0;
            let mut y = TOP_BAR + 16.0;
            let box_w = margin - 8.0;
            for (side, name, detail) in &lines {
                let parts: Vec<&str> = detail.split("  ·  ").collect();
                let box_h = 30.0 + 20.0 * parts.len() as f32;
                ui::rounded(
                    Rect::new(x - 6.0, y - 6.0, box_w, box_h),
                    10.0,
                    fade(BLACK, 0.35),
                );
                swatch(*side, vec2(x + 10.0, y + 10.0), 8.0);
                let size = ui::fit_size(name, font, 18.0, box_w - 40.0);
                ui::text_left(name, vec2(x + 26.0, y + 10.0), size, cream, font);
                for (i, p) in parts.iter().enumerate() {
                    let size = ui::fit_size(p, font, 15.0, box_w - 40.0);
                    ui::text_left(
                        p,
                        vec2(x + 26.0, y + 32.0 + 20.0 * i as f32),
                        size,
                        fade(cream, 0.85),
                        font,
                    );
                }
                y += box_h + 10.0;
            }
        } else {
            // Narrow screens: one compact line per side above the hint.
            // Above the "Going for 20" button when it shows.
            let n = lines.len() as f32;
            let base = if self.twenty_shown() {
                self.twenty_rect().y - 14.0
            } else {
                h - self.bottom_room() - 14.0
            };
            for (i, (side, name, detail)) in lines.iter().enumerate() {
                let y = base - 20.0 * (n - 1.0 - i as f32);
                let line = text::labelled(self.lang, name, detail);
                let size = ui::fit_size(&line, font, 14.0, w - 44.0);
                swatch(*side, vec2(16.0, y), 6.0);
                ui::text_left(&line, vec2(28.0, y), size, cream, font);
            }
        }
    }

    fn draw_overlay(&self, assets: &Assets, hud: &HudFrame) {
        let Some(o) = &self.overlay else {
            return;
        };
        let font = &assets.font;
        let (w, h) = (hud.w(), hud.h());
        draw_rectangle(0.0, 0.0, w, h, fade(BLACK, 0.45));
        let p = self.overlay_panel();
        // A walnut panel with a brass edge.
        ui::rounded(
            Rect::new(p.x + 4.0, p.y + 8.0, p.w, p.h),
            18.0,
            fade(BLACK, 0.5),
        );
        ui::rounded(p, 18.0, Color::new(0.95, 0.78, 0.35, 1.0));
        let inner = Rect::new(p.x + 4.0, p.y + 4.0, p.w - 8.0, p.h - 8.0);
        paint::textured_rect(
            inner,
            &assets.wood.walnut,
            ui::cover_uv(inner.w, inner.h, 1.0),
            Color::new(0.75, 0.72, 0.7, 1.0),
        );
        let cream = Color::new(0.98, 0.9, 0.72, 1.0);
        let (title, lines): (String, &[String]) = match o {
            Overlay::Round(s) | Overlay::Result(s) => (s.title.clone(), &s.lines),
            Overlay::Pause => (tr(self.lang, T::Paused).into(), &[]),
            Overlay::Handover(name) => (text::pass_to(self.lang, name), &[]),
        };
        let ts = ui::fit_size(&title, font, 36.0, p.w - 40.0);
        ui::text_centered(
            &title,
            vec2(p.center().x + 2.0, p.y + 52.0),
            ts,
            fade(BLACK, 0.6),
            font,
        );
        ui::text_centered(&title, vec2(p.center().x, p.y + 50.0), ts, cream, font);
        let mut y = p.y + 104.0;
        for l in lines {
            let size = ui::fit_size(l, font, 19.0, p.w - 48.0);
            ui::text_centered(l, vec2(p.center().x, y), size, fade(cream, 0.92), font);
            y += if l.is_empty() { 12.0 } else { 30.0 };
        }
        for (i, (_, r, label)) in self.overlay_buttons().into_iter().enumerate() {
            let held = self.overlay_held.is_some_and(|(j, _)| j == i);
            let size = ui::fit_size(label, font, (r.h * 0.38).clamp(16.0, 28.0), r.w - 16.0);
            ui::button(r, label, size, &assets.wood.cherry, held, font);
        }
        if matches!(o, Overlay::Round(_) | Overlay::Handover(_)) {
            ui::text_centered(
                tr(self.lang, T::TapToContinue),
                vec2(p.center().x, p.bottom() + 24.0),
                16.0,
                fade(cream, 0.8),
                font,
            );
        }
    }

    // --- Pitchnut: side alleys and adjusting returned pieces -------------

    /// While a drag places the shooter: the spot the finger asked for, if
    /// the engine refuses it, in the engine's words (the shooter snapped to
    /// the nearest free spot).
    fn explain_snap(&mut self, seat: u8, wanted: f32) {
        if self.board() != BoardKind::Pitchnut {
            return;
        }
        let pos = self.place_pos(seat, wanted);
        if let Err(why) = self.game.check_place(pos) {
            let lang = self.lang;
            let text = text::say!(
                lang,
                "The shooter can't go there: {why}",
                "Le tireur ne peut pas aller là : {why}"
            );
            if self.message.as_ref().is_none_or(|m| m.0 != text) {
                self.say(&text);
            }
        }
    }

    /// The Done button that ends adjusting: where "Going for 20" sits in
    /// crokinole (HUD pixels).
    fn done_rect(&self) -> Rect {
        self.twenty_rect()
    }

    fn adjust_pointer(&mut self, e: &PointerEvent, hud_pos: Vec2) {
        let cam = self.camera();
        let at = cam.to_board(e.pos);
        let on_done = self.done_rect().contains(hud_pos);
        // A finger's width, however small the pieces are on screen.
        let reach = (self.spec.pitchnut.piece_radius * 1.3).max(24.0 * cam.metres_per_pixel());
        let Some(mut adj) = self.adjusting.take() else {
            return;
        };
        match adj.pointer(&*self.game, e.id, e.phase, at, on_done, reach) {
            adjust::Action::Nothing => {}
            adjust::Action::Put { piece, at } => match self.game.adjust(adj.seat, piece, at) {
                Ok(said) if !said.is_empty() => self.say(&said.join("  ·  ")),
                Ok(_) => {}
                Err(why) => self.say(&text::say!(
                    self.lang,
                    "That piece can't go there: {why}",
                    "Cette pièce ne peut pas aller là : {why}"
                )),
            },
            adjust::Action::Refused(why) => {
                self.say(&text::say!(
                    self.lang,
                    "That piece can't go there: {why}",
                    "Cette pièce ne peut pas aller là : {why}"
                ));
            }
            adjust::Action::Done => {
                self.message = None;
                return;
            }
        }
        self.adjusting = Some(adj);
    }

    fn adjust_hint(&self) -> String {
        let seat = self.adjusting.as_ref().map_or(0, |a| a.seat);
        format!(
            "{}: drag a glowing piece to adjust it (it must still cover the centre)  ·  Done to go on",
            self.game.player_name(seat)
        )
    }

    fn draw_done(&self, assets: &Assets) {
        let held = self.adjusting.as_ref().is_some_and(|a| a.done_held());
        let r = self.done_rect();
        let size = ui::fit_size(tr(self.lang, T::Done), &assets.font, 22.0, r.w - 14.0);
        ui::button(
            r,
            tr(self.lang, T::Done),
            size,
            &assets.wood.cherry,
            held,
            &assets.font,
        );
    }

    /// Pitchnut, a person to shoot: the path the shooter may be dragged
    /// along (home line, side alleys), faint, and brighter while placing.
    fn draw_place_path(&self, cam: &BoardCamera) {
        let Some(turn) = self.turn else {
            return;
        };
        if self.board() != BoardKind::Pitchnut
            || self.running.is_some()
            || self.ai.is_some()
            || self.adjusting.is_some()
            || self.game.seat_kind(turn.seat).is_ai()
        {
            return;
        }
        let placing = self
            .grip
            .as_ref()
            .is_some_and(|g| g.on_disc && g.mode != GripMode::Gesture);
        if !placing && !self.game.side_alleys() {
            return;
        }
        let px = cam.metres_per_pixel();
        let turn_by = seat_angle(turn.seat) + FRAC_PI_2;
        let (glow, core) = if placing {
            (
                Color::new(1.0, 0.9, 0.6, 0.16),
                Color::new(1.0, 0.93, 0.7, 0.45),
            )
        } else {
            (
                Color::new(1.0, 0.9, 0.6, 0.06),
                Color::new(1.0, 0.93, 0.7, 0.16),
            )
        };
        let r = self.spec.pitchnut.shooter_radius;
        for (a, b) in self.nut_path().segments() {
            let (a, b) = (mq(a.rotate(turn_by)), mq(b.rotate(turn_by)));
            draw_line(a.x, a.y, b.x, b.y, 2.0 * r, glow);
            draw_line(a.x, a.y, b.x, b.y, 2.0 * px, core);
            paint::disc(a, r, glow, 32);
            paint::disc(b, r, glow, 32);
        }
    }

    /// The match a save left off, exactly where it was; None (with a line
    /// on stderr) if it does not rebuild.
    pub fn resume(replay: &flickwood::save::Replay, profiles: &Profiles) -> Option<Self> {
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
    pub fn replay(&self) -> Option<&flickwood::save::Replay> {
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
