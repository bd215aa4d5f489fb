//! Drawing a board in play: the discs, the aim, the HUD (turned to the
//! shooter's edge on a table), the side panels and the overlays.

use super::super::draw::glyphs::Font;
use super::super::ui::icons::Icon;
use super::score_panel;
use super::*;
use flickwood_core::aids::Aids;
use flickwood_core::view::Arrangement;

/// The HUD's words.
pub(super) const CREAM: Color = Color::new(0.97, 0.9, 0.78, 1.0);
/// Whose turn it is: brass, as the edge of their score card.
const BRASS_WORDS: Color = Color::new(0.98, 0.82, 0.45, 1.0);

impl PlayScreen {
    pub(super) fn draw_discs(&self, cam: &BoardCamera, ctx: &Context) {
        let all = match self.phase.flight() {
            Some(run) => disc_view::discs_in_flight(
                &run.frames,
                self.game.pieces(),
                &self.spec,
                self.board(),
                run.turn.side,
            ),
            None => self.discs_at_rest(cam),
        };
        disc_view::draw_layered(cam, ctx.wood.disc_grain(), all);
    }

    /// The position at rest (pieces being adjusted where the finger has
    /// them), and the disc waiting to be shot with its glow.
    fn discs_at_rest(&self, cam: &BoardCamera) -> Vec<disc_view::DiscDraw> {
        let mut all: Vec<disc_view::DiscDraw> = Vec::new();
        if let Some(a) = self.phase.adjusting() {
            a.draw_under(cam, &self.game, self.spec.pitchnut.piece_radius, self.clock);
        }
        for p in self.game.pieces() {
            let r = self.spec.radius(self.board(), p.disc.kind);
            let low = !p.disc.place.in_play();
            let pos = self
                .phase
                .adjusting()
                .map_or(p.disc.pos, |a| a.shown_pos(p));
            all.push((mq(pos), r, 0.0, p.side, low, p.disc.id, p.disc.place));
        }
        // No disc waits while the board is held: the next turn has not begun.
        if let Some(t) = self.turn.filter(|_| !self.board_held()) {
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
        all
    }

    /// The slingshot's band and aim line while pulling; a trail while swiping.
    pub(super) fn draw_aim(&self, cam: &BoardCamera) {
        if self.options.controls == Controls::AimAndPull {
            self.draw_aim_pull(cam);
            return;
        }
        let (Some(grip), Some(turn)) = (self.phase.grip(), self.turn) else {
            return;
        };
        if grip.mode == GripMode::Placing {
            return;
        }
        let Some(trace) = self.fingers.traces.get(grip.id) else {
            return;
        };
        let disc = self.game.place_pos(turn.seat, self.hand.place);
        let radius = self.shot_radius(&turn);
        let cfg = self.gesture_config(cam, &turn);
        let px = cam.metres_per_pixel();
        let now = trace
            .last()
            .map_or(grip.press, |p| geom::Vec2::new(p.1.x, p.1.y));
        if grip.on_disc && self.options.controls == Controls::Slingshot {
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

    pub(super) fn draw_hud(&self, ctx: &Context, hud: &HudFrame) {
        let font = &ctx.font;
        let (w, h) = (hud.w(), hud.h());
        self.draw_top_bar(ctx, hud);
        // The bottom line is laid out once: the side counts keep above it.
        let (size, lines, y) = self.bottom_lines(font, w, h);
        self.draw_sides(ctx, hud, y - ui::lines_half_height(lines.len(), size));
        if self.twenty_shown() {
            self.draw_twenty(ctx);
        }
        if self.spin_shown() {
            self.draw_spin(ctx);
        }
        if self.phase.adjusting().is_some() {
            self.draw_done(ctx);
        }
        if let Phase::Retake(ask) = &self.phase {
            self.draw_retake(ctx, ask);
        }
        match self.words_rect(font) {
            _ if self.words_under_panel() => {}
            Some(r) => self.draw_words(font, r),
            None => ui::lines_centered(&lines, vec2(w * 0.5, y), size, fade(CREAM, 0.85), font),
        }
        self.draw_overlay(ctx, hud);
    }

    /// The sides' cards or lines are drawn: not in practice, at any shape,
    /// where the drill's own strip (`practice_drill.rs`) has the figures
    /// and a side's "0" and pucks in hand would speak of a match.
    pub(super) fn sides_drawn(&self) -> bool {
        !self.options.practice
    }

    /// Under any panel the words of the moment are not drawn: they would
    /// show round its edges ("ots first", "…master) is thinking…"); the
    /// panel says what matters, the hand-over what the shot just did.
    pub(super) fn words_under_panel(&self) -> bool {
        self.phase.overlay().is_some()
    }

    /// The words of the moment in `r`, a line per part (broken at their
    /// " · "), from its top: a short list, not a wall.
    fn draw_words(&self, font: &Font, r: Rect) {
        let text = self.hint();
        if text.is_empty() || r.h < ui::MIN_TEXT_PX {
            return;
        }
        let (size, lines) = ui::fit_parts(&text, font, r.w, r.h);
        let half = ui::lines_half_height(lines.len(), size);
        let at = vec2(r.center().x, r.y + half);
        ui::lines_centered(&lines, at, size, fade(CREAM, 0.9), font);
    }

    /// The bottom line's text as drawn: its size, lines and the block's
    /// centre. Text that needs more than the bar even at the smallest size
    /// (a pitchnut break's events on a phone) grows upward, not off the
    /// screen.
    fn bottom_lines(&self, font: &Font, w: f32, h: f32) -> (f32, Vec<String>, f32) {
        let (size, lines) =
            ui::fit_lines(&self.hint(), font, ui::BODY_PX, w - 24.0, BOTTOM_BAR - 4.0);
        let y = (h - BOTTOM_BAR * 0.5).min(h - 5.0 - ui::lines_half_height(lines.len(), size));
        (size, lines, y)
    }

    /// Menu, the match's status and whose turn it is; beside a landscape
    /// board the status and the turn head the right column.
    fn draw_top_bar(&self, ctx: &Context, hud: &HudFrame) {
        let font = &ctx.font;
        let w = hud.w();
        let text = CREAM;
        let held = self.fingers.menu_held.is_some();
        ui::icon_button(
            self.menu_rect(),
            Icon::Menu,
            tr(self.options.lang, T::Menu),
            ui::BODY_PX,
            &ctx.wood.cherry,
            held,
            font,
        );

        let status = self.status_line();
        let who = self.turn_line();
        if self.arrangement() == Arrangement::Columns {
            // A panel's veil would cut them at its edge; it says the match.
            if self.words_under_panel() {
                return;
            }
            let [(at, size, lines), (who_at, who_size, who_lines)] =
                self.column_heading(&status, &who, font);
            ui::lines_centered(&lines, at, size, text, font);
            ui::lines_centered(&who_lines, who_at, who_size, BRASS_WORDS, font);
            return;
        }
        let bar_y = self.bar_top() + TOP_BAR * 0.5;
        let (at, size, lines) = self.status_place(&status, font);
        let one_line = lines.len() == 1;
        ui::lines_centered(&lines, at, size, text, font);
        if !who.is_empty() {
            if w >= 900.0 {
                // Right of the status, to the edge: 240 px fitted the French
                // turn line ("Naturel · au joueur 1 de tirer") to 14 px.
                let status_w = (lines.iter())
                    .map(|l| ui::measure(l, font, size).width)
                    .fold(0.0, f32::max);
                let room = (w - 12.0 - (at.x + status_w * 0.5 + 24.0)).clamp(240.0, 360.0);
                let who_px = ui::fit_size(&who, font, ui::BODY_PX, room);
                let width = ui::measure(&who, font, who_px).width;
                ui::text_left(&who, vec2(w - 12.0 - width, bar_y), who_px, text, font);
            } else if self.arrangement() == Arrangement::Strip {
                // Between the bar and the score cards.
                let size = ui::fit_size(&who, font, ui::CAPTION_PX, w - 24.0).max(ui::MIN_TEXT_PX);
                ui::text_centered(&who, vec2(w * 0.5, TOP_BAR + 8.0), size, BRASS_WORDS, font);
            } else if one_line {
                // Narrow (portrait) screens: under the status line.
                ui::text_centered(
                    &who,
                    vec2(w * 0.5, bar_y + 20.0),
                    ui::CAPTION_PX,
                    text,
                    font,
                );
            } else {
                // The bar is full: just off it, on the board's side (the
                // sides' lines keep above it: `sides_base`).
                let y = match self.options.table {
                    TableMode::PassAndPlay => self.bar_top() + TOP_BAR + 12.0,
                    TableMode::Tablet => self.bar_top() - 12.0,
                };
                let size = ui::fit_size(&who, font, ui::CAPTION_PX, w - 24.0).max(ui::MIN_TEXT_PX);
                ui::text_centered(&who, vec2(w * 0.5, y), size, text, font);
            }
        }
    }

    /// The "Going for 20" toggle, lit while on.
    fn draw_twenty(&self, ctx: &Context) {
        let font = &ctx.font;
        let on = self.hand.declare_twenty;
        let r = self.twenty_rect();
        if on {
            ui::rounded(
                Rect::new(r.x - 4.0, r.y - 4.0, r.w + 8.0, r.h + 8.0),
                15.0,
                Color::new(0.95, 0.78, 0.35, 1.0),
            );
        }
        let label = tr(
            self.options.lang,
            if on { T::GoingFor20On } else { T::GoingFor20 },
        );
        let size = ui::BUTTON_PX;
        let grain = if on {
            &ctx.wood.cherry
        } else {
            &ctx.wood.walnut
        };
        ui::button(
            r,
            label,
            size,
            grain,
            on || self.fingers.twenty_held.is_some(),
            font,
        );
    }

    /// The line along the bottom: a message, or what to do now.
    pub(super) fn hint(&self) -> String {
        match (&self.effects.message, self.phase.flight(), self.turn) {
            (Some((m, until)), _, _) if *until > self.clock => m.clone(),
            // A round counted or a shot looked at: nothing to do yet.
            _ if self.board_held() => String::new(),
            (_, _, _) if let Phase::Retake(ask) = &self.phase => self.retake_hint(ask.seat),
            (_, None, Some(_)) if self.phase.adjusting().is_some() => self.adjust_hint(),
            (_, Some(_), _) => String::new(),
            (_, None, Some(t)) if self.game.seat_kind(t.seat).is_ai() => {
                let who = self.words().player_name(t.seat);
                let de_who = text::de(&who);
                text::say!(self.options.lang, "{who}'s turn", "Au tour {de_who}")
            }
            (_, None, Some(_)) => {
                let alleys = self.game.side_alleys();
                let hint = control_words::hint(
                    self.options.lang,
                    self.options.controls,
                    self.board(),
                    alleys,
                );
                // The easy aids say so while they are on (issue 42).
                match self.options.controls == Controls::AimAndPull
                    && self.game.aids() == Aids::EASY
                {
                    true => format!("{}  ·  {hint}", control_words::easy_aids(self.options.lang)),
                    false => hint.into(),
                }
            }
            (_, None, None) => tr(self.options.lang, T::MatchOver).into(),
        }
    }

    /// Each side's colour, name and line of figures: down the left in
    /// landscape, above the hint on narrow screens.
    /// `bottom_top` is the top of the bottom line's text (HUD pixels).
    pub(super) fn draw_sides(&self, ctx: &Context, hud: &HudFrame, bottom_top: f32) {
        let font = &ctx.font;
        let (w, h) = (hud.w(), hud.h());
        let lines = self.shown_side_lines();
        if !self.sides_drawn() {
            return;
        }
        let cards = self.score_cards();
        if let Some(rects) = self.score_rects(cards.len()) {
            score_panel::draw(&cards, &rects, font);
            return;
        }
        let cream = Color::new(0.97, 0.9, 0.78, 1.0);
        let swatch = |side: Side, c: Vec2, r: f32| {
            paint::disc(c, r + 1.5, fade(BLACK, 0.6), 24);
            paint::disc(c, r, score_panel::side_colour(side), 24);
        };
        {
            // Narrow screens: one compact line per side above the hint.
            // Above the "Going for 20" button (or the re-take's) when it shows.
            // A line too long for a phone breaks at its " · " parts.
            let base = self.sides_base(font, h, bottom_top);
            let (room, blocks) = self.side_blocks(&lines, font, w);
            let size = ui::CAPTION_PX;
            let step = size * 1.3;
            let mut y = base;
            for ((side, _, _), block) in lines.iter().zip(&blocks).rev() {
                let top = y - step * (block.len() as f32 - 1.0);
                swatch(*side, vec2(16.0, top), 6.0);
                for (k, l) in block.iter().enumerate() {
                    let fit = ui::fit_size(l, font, size, room).max(ui::MIN_TEXT_PX);
                    ui::text_left(l, vec2(28.0, top + step * k as f32), fit, cream, font);
                }
                y = top - step - 2.0;
            }
        }
    }

    pub(super) fn draw_overlay(&self, ctx: &Context, hud: &HudFrame) {
        let Some(o) = self.phase.overlay() else {
            return;
        };
        let font = &ctx.font;
        let (w, h) = (hud.w(), hud.h());
        draw_rectangle(0.0, 0.0, w, h, fade(BLACK, 0.45));
        // A round's or the match's end: flakes over the veil, under the panel.
        self.effects.motion.draw_flakes(w, h);
        let p = self.overlay_panel();
        // A walnut panel with a brass edge.
        ui::panel(
            p,
            18.0,
            4.0,
            Color::new(0.95, 0.78, 0.35, 1.0),
            &ctx.wood.walnut,
            1.0,
            Color::new(0.75, 0.72, 0.7, 1.0),
        );
        let cream = Color::new(0.98, 0.9, 0.72, 1.0);
        let (title, lines) = self.overlay_words(o);
        // A long title (an AI's name wins the match, at 390x844) goes on
        // two lines rather than shrinking under 20 px.
        // The title in the display face.
        let display = &ctx.display;
        let one = ui::fit_size(&title, display, ui::TITLE_PX, p.w - 40.0);
        let (ts, title) = if one >= 20.0 {
            (one, vec![title])
        } else {
            ui::fit_lines(&title, display, ui::HEADING_PX, p.w - 40.0, 64.0)
        };
        let at = vec2(p.center().x, p.y + 50.0);
        ui::lines_centered(&title, at + vec2(2.0, 2.0), ts, fade(BLACK, 0.6), display);
        ui::lines_centered(&title, at, ts, cream, display);
        let bottom = self
            .overlay_buttons()
            .first()
            .map_or(p.bottom() - 24.0, |b| b.1.y - 10.0);
        let top = p.y + super::overlay::WORDS_TOP;
        summary_lines(&lines, p, top, bottom, font, fade(cream, 0.92));
        for (i, (action, r, label)) in self.overlay_buttons().into_iter().enumerate() {
            let held = self.fingers.overlay_held.is_some_and(|(j, _)| j == i);
            let size = ui::fit_size(&label, font, ui::button_px(r.h * 0.38), r.w - 20.0);
            let cherry = &ctx.wood.cherry;
            match overlay_icon(action) {
                Some(icon) => ui::icon_button(r, icon, &label, size, cherry, held, font),
                None => ui::button(r, &label, size, cherry, held, font),
            }
        }
    }
}

/// The icon before an overlay button's words (the toss's choices have none).
fn overlay_icon(action: OverlayAction) -> Option<Icon> {
    match action {
        OverlayAction::Continue => Some(Icon::Next),
        OverlayAction::Resume => Some(Icon::Play),
        OverlayAction::Restart => Some(Icon::Restart),
        OverlayAction::Title => Some(Icon::Home),
        OverlayAction::Rules => Some(Icon::Rules),
        OverlayAction::Review => None,
        OverlayAction::Choose(_) => None,
    }
}

/// A summary's lines between `top` and `bottom` of the panel `p`: one
/// column where they fit; else (a phone in landscape) two, the round's
/// scores left and, after the blank line, the standings right, closer set.
fn summary_lines(lines: &[String], p: Rect, top: f32, bottom: f32, font: &Font, color: Color) {
    let room = bottom - top;
    // Rows as drawn at 30 px, wrapped lines and all: a line the column
    // wraps takes its rows (counting lines alone, the hand-over's shot just
    // played on a phone on its side came out at 12 px).
    let rows = |ls: &[String], w: f32| column_height(ls, w, font) / 30.0;
    let one = p.w - 48.0;
    let split = lines.iter().position(|l| l.is_empty());
    match split {
        Some(k) if rows(lines, one) * 30.0 > room => {
            let (left, right) = (&lines[..k], &lines[k + 1..]);
            let w = (p.w - 72.0) * 0.5;
            let step = (room / rows(left, w).max(rows(right, w)).max(1.0)).min(30.0);
            column(left, p.x + 24.0 + w * 0.5, w, top, step, font, color);
            column(right, p.right() - 24.0 - w * 0.5, w, top, step, font, color);
        }
        _ => {
            let step = (room / rows(lines, one).max(1.0)).min(30.0);
            column(lines, p.center().x, one, top, step, font, color);
        }
    }
}

/// Lines centred on `cx`, `step` apart, as `column_parts` lays them out.
fn column(lines: &[String], cx: f32, w: f32, top: f32, step: f32, font: &Font, color: Color) {
    let mut y = top;
    for line in column_parts(lines, w, step, font) {
        let Some((s, parts)) = line else {
            y += 12.0;
            continue;
        };
        for part in &parts {
            ui::text_centered(part, vec2(cx, y), s, color, font);
            y += s * 1.25;
        }
        y += step - s * 1.25;
    }
}

/// Each line of a panel's column `w` wide, `step` apart: None for a gap,
/// else its size and its parts: on one line if it fits at the column's
/// size, else broken between its "  ·  " parts (a side's line on the
/// hand-over), else wrapped at spaces (a French standing on a phone).
fn column_parts(
    lines: &[String],
    w: f32,
    step: f32,
    font: &Font,
) -> Vec<Option<(f32, Vec<String>)>> {
    let size = ui::on_scale(step * 0.64).min(ui::BODY_PX);
    lines
        .iter()
        .map(|l| {
            if l.is_empty() {
                return None;
            }
            let one = ui::fit_size(l, font, size, w);
            let dots = ui::break_at_dots(l, font, size, w);
            // At the column's size (a tenth under at most) or broken onto
            // lines at it, never one line shrunk well under its neighbours
            // (the toss's question was 14 px between lines at 17, the
            // hand-over's "Joueur 1 choisit de tirer en premier" 13 px);
            // a row of figures ("20 × 3   15 × 4 …") keeps its columns.
            let figures = l.contains("   ") && !l.contains("  ·  ");
            let wrapped: Vec<String> = l
                .split("  ·  ")
                .flat_map(|part| ui::wrap_even(part, font, size, w))
                .collect();
            let whole =
                |parts: &[String]| parts.iter().all(|p| ui::fit_size(p, font, size, w) >= size);
            // A row of figures stays whole down to four fifths of the size.
            let least = if figures { 0.8 } else { 0.9 };
            Some(if one >= (size * least).max(ui::MIN_TEXT_PX) {
                (one, vec![l.clone()])
            } else if figures {
                // Two rows of figures, each keeping its columns (on one
                // line at 360x640 they came out at 8 px).
                let cells: Vec<&str> = l.split("   ").collect();
                let half = cells.len().div_ceil(2);
                let rows = vec![cells[..half].join("   "), cells[half..].join("   ")];
                let s = (rows.iter())
                    .map(|r| ui::fit_size(r, font, size, w))
                    .fold(size, f32::min)
                    .max(ui::MIN_TEXT_PX);
                (s, rows)
            } else if dots.len() > 1 && dots.len() <= 4 && whole(&dots) {
                (size, dots)
            } else if wrapped.len() <= 5 && whole(&wrapped) {
                (size, wrapped)
            } else {
                ui::fit_lines(l, font, size, w, size * 2.6)
            })
        })
        .collect()
}

/// The height a panel's words take in one column `w` wide at the widest
/// spacing (30 px a line), as `column` draws them.
pub(super) fn column_height(lines: &[String], w: f32, font: &Font) -> f32 {
    column_parts(lines, w, 30.0, font)
        .iter()
        .map(|l| match l {
            None => 12.0,
            Some((s, parts)) => parts.len() as f32 * s * 1.25 + (30.0 - s * 1.25),
        })
        .sum()
}

#[cfg(test)]
#[path = "panel_words_tests.rs"]
mod panel_words_tests;
