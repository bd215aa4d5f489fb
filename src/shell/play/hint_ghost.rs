//! The hint: a button on a person's turn (not in tournament play) that
//! asks the top level for its shot and shows it as a ghost: the disc where
//! to place it, the aim line, the power, and a few words on what it
//! expects (`shell/words/hint_words.rs`). The decision runs off the frame loop
//! like an AI seat's (`shell/play/thinker.rs`); the record notes that a hint was
//! asked for.

use super::super::ui::icons::Icon;
use super::super::words::hint_words;
use super::pointer::button_event;
use super::thinker::Thinker;
use super::*;
use flickwood_core::game::{Answer, Hint, Question};

/// The hint's state on the play screen.
#[derive(Default)]
pub(super) struct HintGhost {
    job: Option<Job>,
    /// The hint, for the move count it was asked at.
    shown: Option<(usize, Hint)>,
    held: Option<u64>,
}

/// A hint being worked out, for the move count it was asked at.
struct Job {
    moves: usize,
    thinker: Thinker,
}

impl PlayScreen {
    /// The hint button shows: a person's turn with the board still, and not
    /// a tournament (where no help is allowed).
    pub(super) fn hint_allowed(&self) -> bool {
        let tournament = matches!(
            self.options.settings,
            MatchSettings::Crokinole { format, .. } if format.is_tournament()
        );
        !tournament
            && solo::persons_turn(&self.options.settings, self.turn)
            && matches!(self.phase, Phase::Turn(_))
            && !self.tutorial_due()
            && !self.game.replay().is_over()
    }

    /// The Hint button, on the right just above the 20 toggle's place, in
    /// reach and clear of the sides' counts on the left (HUD pixels).
    pub(super) fn hint_rect(&self) -> Rect {
        let hud = self.hud();
        // Wide enough for Spin's words at the body's size, unless the
        // sides' counts are lines beside the buttons (a small phone, no
        // room for the cards): they keep the room they had (wider buttons
        // took them from 14 to 12 px at 360x640), and Spin's words are
        // fitted to the button.
        let bw = if self.sides_as_lines() {
            130.0f32.min(hud.w() * 0.3)
        } else {
            160.0f32.min(hud.w() * 0.45)
        };
        Rect::new(hud.w() - bw - 12.0, self.hint_top(), bw, 50.0)
    }

    /// The Hint button's top: just above the 20 toggle's place.
    pub(super) fn hint_top(&self) -> f32 {
        self.twenty_rect().y - 58.0
    }

    /// Where the hint's words go: top right, just below the bar with Menu
    /// and the turn line a full bar pushes under it (off the board on a
    /// phone held either way, and off the ghost).
    pub(super) fn hint_words_rect(&self) -> Rect {
        let hud = self.hud();
        let w = 270.0f32.min(hud.w() - 24.0);
        let h: f32 = 64.0;
        // Beside a landscape board: the right column, under the turn;
        // under a portrait board: across it above the buttons, or left of them.
        match self.arrangement() {
            flickwood_core::view::Arrangement::Columns => {
                let (_, right) = self.columns();
                let top = TOP_BAR + 40.0;
                let tall = (h + 16.0).min(self.spin_rect().y - 8.0 - top);
                return Rect::new(right.x + 10.0, top, right.w - 22.0, tall);
            }
            flickwood_core::view::Arrangement::Strip => {
                let top = self.board_rect().bottom() + 6.0;
                if top + h + 8.0 <= self.spin_rect().y {
                    return Rect::new(12.0, top, hud.w() - 24.0, h);
                }
                let right = self.twenty_rect().x.min(self.hint_rect().x) - 10.0;
                return Rect::new(12.0, top, right - 12.0, h + 40.0);
            }
            flickwood_core::view::Arrangement::Bars => {}
        }
        let y = match self.options.table {
            TableMode::PassAndPlay => self.bar_top() + TOP_BAR + 24.0,
            TableMode::Tablet => self.bar_top() - h - 8.0,
        };
        Rect::new(hud.w() - w - 12.0, y, w, h)
    }

    /// A finger on the Hint button (true when the event was its).
    pub(super) fn hint_pointer(&mut self, e: &PointerEvent, hud_pos: Vec2) -> bool {
        let (r, shown) = (self.hint_rect(), self.hint_allowed());
        let Some(tapped) = button_event(&mut self.hint.held, r, shown, e, hud_pos) else {
            return false;
        };
        if tapped && self.hint_allowed() {
            self.ask_hint();
        }
        true
    }

    /// Starts working out the hint for the shot due (once per turn).
    pub(super) fn ask_hint(&mut self) {
        let moves = self.game.replay().moves_played();
        let asked = self.hint.job.as_ref().is_some_and(|j| j.moves == moves)
            || self.hint.shown.as_ref().is_some_and(|s| s.0 == moves);
        let (Some(turn), false) = (self.turn, asked) else {
            return;
        };
        let Some(thinker) = Thinker::start(&self.game, Question::Hint) else {
            return;
        };
        if self.game.note_hint(turn.seat) {
            self.unsaved = true;
        }
        self.hint.job = Some(Job { moves, thinker });
    }

    /// Each frame: takes in a finished hint (scripted runs wait for it, so
    /// their frames stay fixed), and drops one whose turn is over.
    pub(super) fn hint_update(&mut self) {
        let moves = self.game.replay().moves_played();
        if self.hint.shown.as_ref().is_some_and(|s| s.0 != moves) {
            self.hint.shown = None;
        }
        let Some(job) = self.hint.job.as_mut() else {
            return;
        };
        let Some(answer) = job.thinker.poll(self.options.scripted) else {
            return;
        };
        let asked = job.moves;
        self.hint.job = None;
        let got = match answer {
            Answer::Hint(Ok(h)) => Some(h),
            _ => None,
        };
        self.hint.shown = got.filter(|_| asked == moves).map(|h| (asked, h));
    }

    /// An AI seat's shot or a hint is being worked out.
    pub(super) fn thinking(&self) -> bool {
        self.hint.job.is_some()
            || matches!(&self.phase, Phase::Ai(ai) if matches!(ai.stage, AiStage::Thinking(_)))
    }

    /// The hint on show for the shot due now.
    pub(super) fn hint_now(&self) -> Option<&Hint> {
        let moves = self.game.replay().moves_played();
        self.hint
            .shown
            .as_ref()
            .filter(|s| s.0 == moves && matches!(self.phase, Phase::Turn(_)))
            .map(|s| &s.1)
    }

    /// The ghost on the board: a pale disc where to place, the aim line and
    /// the power arc (board metres).
    pub(super) fn draw_hint_ghost(&self, cam: &BoardCamera) {
        let (Some(h), Some(turn)) = (self.hint_now(), self.turn) else {
            return;
        };
        let radius = self.shot_radius(&turn);
        let px = cam.metres_per_pixel();
        let ghost = Color::new(0.75, 0.95, 1.0, 0.45);
        paint::disc(mq(h.at), radius, ghost, 48);
        draw_circle_lines(
            h.at.x,
            h.at.y,
            radius,
            2.0 * px,
            Color::new(0.1, 0.3, 0.4, 0.9),
        );
        // The line the disc is meant to run along, to the edge of the play.
        let dir = h.velocity.normalize_or_zero();
        let end = h.at + dir * (self.half_extent() * 1.2);
        draw_line(
            h.at.x,
            h.at.y,
            end.x,
            end.y,
            2.0 * px,
            Color::new(0.75, 0.95, 1.0, 0.5),
        );
        self.draw_aim_marks(cam, h.at, radius, h.velocity);
        // The disc the shot meets first, ringed: "takes 1 of theirs out"
        // says which one.
        let target = h.expects.aims_at.and_then(|id| {
            let pieces = self.game.pieces();
            pieces.iter().find(|p| p.disc.id == id).map(|p| p.disc.pos)
        });
        if let Some(pos) = target {
            let r = radius * 1.45;
            let w = (3.0 * px).max(radius * 0.22);
            paint::ring(
                mq(pos),
                r,
                r + w,
                ghost,
                Color::new(0.75, 0.95, 1.0, 0.95),
                48,
            );
            draw_circle_lines(
                pos.x,
                pos.y,
                r + w,
                1.5 * px,
                Color::new(0.1, 0.3, 0.4, 0.9),
            );
        }
    }

    /// The Hint button, and the hint's words above it (HUD pixels).
    pub(super) fn draw_hint_hud(&self, ctx: &Context) {
        let font = &ctx.font;
        let thinking = self.hint.job.is_some();
        if self.hint_allowed() {
            let label = if thinking {
                hint_words::thinking(self.options.lang)
            } else {
                hint_words::button(self.options.lang)
            };
            let pressed = self.hint.held.is_some() || thinking;
            ui::icon_button(
                self.hint_rect(),
                Icon::Hint,
                label,
                ui::BUTTON_PX,
                &ctx.wood.walnut,
                pressed,
                font,
            );
        }
        let Some(h) = self.hint_now() else {
            return;
        };
        let area = self.hint_words_rect();
        let text = hint_words::describe(self.options.lang, h);
        let (size, lines) = ui::fit_lines(&text, font, ui::BODY_PX, area.w - 16.0, area.h - 6.0);
        ui::rounded(area, 10.0, fade(BLACK, 0.6));
        let colour = Color::new(0.85, 0.97, 1.0, 1.0);
        ui::lines_centered(&lines, area.center(), size, colour, font);
    }
}
