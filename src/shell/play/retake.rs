//! Pitchnut beginners (engine 6): after a shot that touched no piece the
//! shooter chooses "Shoot again" or "Pass". A person taps one of two
//! buttons; an AI seat's answer is its own (`ai::pitchnut_retake`, which
//! bounds its re-takes) and is played at once. Either goes into the record
//! as a move.

use super::super::words::match_words::retake_label;
use super::pointer::button_event;
use super::*;

/// A person choosing whether to shoot a miss again.
pub(super) struct RetakeAsk {
    pub(super) seat: u8,
    /// The finger on a button: (true for "Shoot again", finger id).
    held: Option<(bool, u64)>,
}

impl RetakeAsk {
    pub(super) fn new(seat: u8) -> RetakeAsk {
        RetakeAsk { seat, held: None }
    }
}

/// The buttons' height: a finger's width and then some (HUD pixels).
const BUTTON_H: f32 = 56.0;

impl PlayScreen {
    /// "Shoot again" and "Pass" (HUD pixels): one above the other beside
    /// the board, bottom right, when the screen is wide enough (the board
    /// stays in sight); else side by side above the bottom line.
    pub(super) fn retake_rects(&self) -> (Rect, Rect) {
        let hud = self.hud();
        let (w, h) = (hud.w(), hud.h());
        let bw = 190.0f32.min(w * 0.42);
        let bottom = h - self.bottom_room() - 12.0;
        let cam = self.camera();
        let beside = w - hud.to_hud(cam.centre).x - cam.scale * self.half_extent() - 16.0;
        if beside >= bw + 12.0 {
            let x = w - bw - 12.0;
            return (
                Rect::new(x, bottom - 2.0 * BUTTON_H - 12.0, bw, BUTTON_H),
                Rect::new(x, bottom - BUTTON_H, bw, BUTTON_H),
            );
        }
        let y = bottom - BUTTON_H;
        (
            Rect::new(w * 0.5 - bw - 8.0, y, bw, BUTTON_H),
            Rect::new(w * 0.5 + 8.0, y, bw, BUTTON_H),
        )
    }

    pub(super) fn retake_pointer(&mut self, e: &PointerEvent, hud_pos: Vec2) {
        let (again_rect, pass_rect) = self.retake_rects();
        let Phase::Retake(ask) = &mut self.phase else {
            return;
        };
        let seat = ask.seat;
        for (again, rect) in [(true, again_rect), (false, pass_rect)] {
            let mut held = ask.held.filter(|h| h.0 == again).map(|h| h.1);
            let event = button_event(&mut held, rect, true, e, hud_pos);
            if event.is_none() {
                continue;
            }
            ask.held = held.map(|id| (again, id));
            if event == Some(true) {
                self.commit_retake(seat, again);
                self.uncover();
            }
            return;
        }
    }

    /// The choice into the record, said on the bottom line; the next
    /// shooter (a pass may hand the device over).
    pub(super) fn commit_retake(&mut self, seat: u8, again: bool) {
        let moves = self.game.replay().moves_played();
        match self.game.choose_retake(again) {
            Ok(played) => {
                self.unsaved = true;
                self.log_moves(moves);
                let said = self.words().played(&played);
                if !said.is_empty() {
                    self.say(&said.join("  ·  "));
                }
            }
            Err(why) => {
                let why = self.words().refusal(&why);
                self.say(&why);
            }
        }
        self.turn = self.game.next_turn();
        self.reset_place();
        self.handover_due = self
            .turn
            .filter(|next| self.needs_handover(seat, next.seat))
            .map(|next| next.seat);
    }

    /// What the bottom line says while a person chooses.
    pub(super) fn retake_hint(&self, seat: u8) -> String {
        let who = self.words().player_name(seat);
        text::say!(
            self.options.lang,
            "{who}: no piece touched. Shoot again, or pass?",
            "{who} : aucun pion touché. Rejouer, ou passer ?"
        )
    }

    pub(super) fn draw_retake(&self, ctx: &Context, ask: &RetakeAsk) {
        let (again_rect, pass_rect) = self.retake_rects();
        let size = ui::BUTTON_PX;
        for (again, rect) in [(true, again_rect), (false, pass_rect)] {
            let held = ask.held.is_some_and(|h| h.0 == again);
            ui::button(
                rect,
                &retake_label(self.options.lang, again),
                size,
                &ctx.wood.cherry,
                held,
                &ctx.font,
            );
        }
    }

    /// For the test report: where "Shoot again" and "Pass" are (CSS pixels).
    pub(super) fn retake_buttons(&self) -> Option<(Vec2, Vec2)> {
        if !matches!(self.phase, Phase::Retake(_)) {
            return None;
        }
        let (a, p) = self.retake_rects();
        let hud = self.hud();
        Some((hud.to_screen(a.center()), hud.to_screen(p.center())))
    }
}
