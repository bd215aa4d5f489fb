//! Where things are: the board's camera and the HUD's frame, the bars and
//! buttons, and where each seat's waiting disc sits on its line.

use super::score_panel;
use super::*;
use flickwood_core::view::{self, Arrangement};

/// The smallest the match's status is drawn in the top bar when a wider
/// place for it exists.
pub(super) const STATUS_PX: f32 = 15.0;
/// A phone on its side: where the words start in the right column, under
/// the status and whose turn it is (without a hint above them).
const COLUMN_WORDS_TOP: f32 = TOP_BAR + 40.0;

impl PlayScreen {
    pub(super) fn half_extent(&self) -> f32 {
        reach::half_extent(&self.spec, self.board())
    }

    pub(super) fn camera(&self) -> BoardCamera {
        let (w, h) = (screen_width(), screen_height());
        let seats = self.options.settings.seats_in_play().len();
        reach::board_camera(
            w,
            h,
            self.options.table,
            seats,
            self.half_extent(),
            self.facing.rotation,
        )
    }

    /// The turn the board eases to: the shooter's seat at the bottom (one
    /// person against the AI: theirs; on a table the board stays still).
    pub(super) fn target_rotation(&self) -> Option<f32> {
        if self.board_held() {
            return None;
        }
        // Pass and play: the board turns to the toss winner, who chooses.
        if let Phase::Toss(winner) = self.phase
            && self.options.table == TableMode::PassAndPlay
        {
            let seat = solo::person_seat(&self.options.settings).unwrap_or(winner);
            return Some(BoardCamera::seat_rotation(seat));
        }
        let t = self.turn?;
        let seat = match self.options.table {
            TableMode::PassAndPlay => solo::person_seat(&self.options.settings).unwrap_or(t.seat),
            TableMode::Tablet => 0,
        };
        Some(BoardCamera::seat_rotation(seat))
    }

    /// The board has finished turning to the shooter.
    pub(super) fn board_settled(&self) -> bool {
        self.target_rotation()
            .is_none_or(|t| self.facing.rotation == t)
    }

    /// The gesture thresholds for `turn`, the full pull fitted to the room
    /// behind the finger's press (`shell/play/reach.rs`).
    pub(super) fn gesture_config(&self, cam: &BoardCamera, turn: &Turn) -> GestureConfig {
        let radius = self.shot_radius(turn);
        let cfg = GestureConfig::for_screen(self.top_speed(), radius, cam.metres_per_pixel());
        let press = self.phase.grip().map_or_else(
            || self.game.place_pos(turn.seat, self.hand.place),
            |g| g.press,
        );
        let (w, h) = (screen_width(), screen_height());
        reach::fitted(cfg, cam, turn.seat, press, w, h)
    }

    /// The frame the HUD is laid out and drawn in: upright, or on a tablet
    /// lying on a table turned to face the shooter's edge.
    pub(super) fn hud(&self) -> HudFrame {
        match self.options.table {
            TableMode::PassAndPlay => HudFrame::upright(),
            TableMode::Tablet => HudFrame::for_seat(self.facing.hud_seat),
        }
    }

    /// How the HUD shares the screen with the board (`flickwood_core::view`).
    pub(super) fn arrangement(&self) -> Arrangement {
        view::arrangement(screen_width(), screen_height(), self.options.table)
    }

    /// The board's square on screen, its half extent each way (screen
    /// pixels; on an upright HUD also HUD pixels).
    pub(super) fn board_rect(&self) -> Rect {
        let cam = self.camera();
        let r = cam.scale * self.half_extent();
        Rect::new(cam.centre.x - r, cam.centre.y - r, 2.0 * r, 2.0 * r)
    }

    /// Landscape: the columns left and right of the board (HUD pixels).
    pub(super) fn columns(&self) -> (Rect, Rect) {
        let b = self.board_rect();
        let (w, h) = (screen_width(), screen_height());
        (
            Rect::new(0.0, 0.0, b.x, h),
            Rect::new(b.right(), 0.0, w - b.right(), h),
        )
    }

    /// The table left of the board, less a gap (HUD pixels): room for the
    /// score cards or the sides' lines there.
    pub(super) fn board_margin(&self) -> f32 {
        let cam = self.camera();
        self.hud().to_hud(cam.centre).x - cam.scale * self.half_extent() - 12.0
    }

    /// The sides' counts are lines of words (no room for the cards: a small
    /// phone, a table's layout), beside the Spin and Hint buttons.
    pub(super) fn sides_as_lines(&self) -> bool {
        self.arrangement() == Arrangement::Bars
            && self.score_rects(self.score_cards().len()).is_none()
    }

    /// Where the score cards go (HUD pixels), if anywhere: down the left
    /// column, in the strip under the top bar, or (the bars) beside the
    /// board when the margin is wide enough; else None (the compact lines).
    pub(super) fn score_rects(&self, n: usize) -> Option<Vec<Rect>> {
        match self.arrangement() {
            Arrangement::Columns => {
                let (left, _) = self.columns();
                let w = (left.w - 24.0).min(280.0);
                let top = self.menu_rect().bottom() + 12.0;
                let bottom = screen_height() - 8.0;
                Some(score_panel::column_rects(n, 12.0, top, w, bottom))
            }
            Arrangement::Strip => {
                let w = screen_width();
                let area = Rect::new(10.0, TOP_BAR + 20.0, w - 20.0, view::SCORE_STRIP - 26.0);
                Some(score_panel::row_rects(n, area))
            }
            Arrangement::Bars => {
                let hud = self.hud();
                let margin = self.board_margin();
                let top = self.bar_top() + TOP_BAR + 8.0;
                let w = (margin - 10.0).min(260.0);
                let rects = score_panel::column_rects(n, 10.0, top, w, f32::INFINITY);
                let bottom = rects.last().map_or(0.0, |r| r.bottom());
                let fits =
                    margin >= 160.0 && bottom < self.hint_top().min(hud.h() - self.bottom_room());
                (self.options.table == TableMode::PassAndPlay && fits).then_some(rects)
            }
        }
    }

    /// The words of the moment (a shot's events, what to do now) when they
    /// do not go in the bottom line: the right column under the match's
    /// status, or on a portrait phone under the board, left of the buttons.
    pub(super) fn words_rect(&self, font: &crate::shell::draw::glyphs::Font) -> Option<Rect> {
        let (w, h) = (screen_width(), screen_height());
        let buttons_top = if self.spin_shown() {
            self.spin_rect().y
        } else if self.hint_allowed() {
            self.hint_rect().y
        } else if self.twenty_shown() || self.phase.adjusting().is_some() {
            self.twenty_rect().y
        } else if matches!(self.phase, Phase::Retake(_)) {
            self.retake_rects().0.y
        } else {
            h - 8.0
        };
        match self.arrangement() {
            Arrangement::Columns => {
                let (_, right) = self.columns();
                // Under the hint's words when they show; else just under
                // the heading as drawn, not under the tallest it can be (a
                // drill's instructions were 13 px with room above them).
                let top = match self.hint_now() {
                    Some(_) => self.hint_words_rect().bottom() + 8.0,
                    None => {
                        let [_, (at, size, lines)] =
                            self.column_heading(&self.status_line(), &self.turn_line(), font);
                        (at.y + ui::lines_half_height(lines.len(), size) + 12.0)
                            .min(COLUMN_WORDS_TOP)
                    }
                };
                Some(Rect::new(
                    right.x + 10.0,
                    top,
                    right.w - 22.0,
                    buttons_top - 10.0 - top,
                ))
            }
            Arrangement::Strip => {
                // Never down over the tray along the bottom edge.
                let floor = self.tray_rect().map_or(h, |t| t.y);
                let buttons_top = buttons_top.min(floor);
                let top = match self.hint_now() {
                    Some(_) => self.hint_words_rect().bottom() + 6.0,
                    None => self.board_rect().bottom() + 6.0,
                };
                // The width of the screen above the buttons showing (the
                // re-take's two span the width): a line per part, not a
                // narrow column's wall; else (a short phone) left of them.
                let above = Rect::new(12.0, top, w - 24.0, buttons_top - 8.0 - top);
                if above.h >= 60.0 || matches!(self.phase, Phase::Retake(_)) {
                    return Some(above);
                }
                let right = self.twenty_rect().x.min(self.hint_rect().x) - 10.0;
                Some(Rect::new(12.0, top, right - 12.0, floor - 8.0 - top))
            }
            Arrangement::Bars => None,
        }
    }

    /// The buttons showing now, in HUD pixels: Menu, and the ones of a turn.
    pub(super) fn shown_buttons(&self) -> Vec<Rect> {
        let mut all = vec![self.menu_rect()];
        if self.spin_shown() {
            all.push(self.spin_rect());
        }
        if self.hint_allowed() {
            all.push(self.hint_rect());
        }
        if self.twenty_shown() || self.phase.adjusting().is_some() {
            all.push(self.twenty_rect());
        }
        if matches!(self.phase, Phase::Retake(_)) {
            let (a, b) = self.retake_rects();
            all.extend([a, b]);
        }
        all
    }

    /// The "Going for 20" toggle, above the hint line on the right (HUD pixels).
    pub(super) fn twenty_rect(&self) -> Rect {
        let hud = self.hud();
        let (w, h) = (hud.w(), hud.h());
        let mut bw = 190.0f32.min(w * 0.42);
        // Upright beside a board that leaves less than that (a 4:3
        // tablet): as wide as the table beside the board.
        if self.options.table == TableMode::PassAndPlay {
            let beside = w - self.board_rect().right() - 22.0;
            if beside >= 130.0 {
                bw = bw.min(beside);
            }
        }
        Rect::new(w - bw - 12.0, h - self.bottom_room() - 58.0, bw, 50.0)
    }

    pub(super) fn twenty_shown(&self) -> bool {
        self.board() == BoardKind::Crokinole
            && matches!(self.phase, Phase::Turn(_))
            && self.game.can_declare_twenty()
    }

    /// The Menu button, top left (HUD pixels).
    /// Beside a landscape board, the free column at its left under Menu
    /// (screen pixels): a drill's strip goes there, off the board.
    pub fn left_column(&self) -> Option<Rect> {
        if self.arrangement() != Arrangement::Columns {
            return None;
        }
        let (left, _) = self.columns();
        let top = self.menu_rect().bottom() + 12.0;
        (left.w >= 180.0).then(|| Rect::new(left.x + 10.0, top, left.w - 24.0, left.h - top - 8.0))
    }

    pub(super) fn menu_rect(&self) -> Rect {
        // A finger's 44 px, centred in the bar where it always was.
        Rect::new(10.0, self.bar_top() + 5.0, 104.0, 44.0)
    }

    /// The match's status in the top bar (not beside a landscape board):
    /// its lines, their size and the centre of the block. Centred on the
    /// screen and clear of Menu on both sides; where that leaves it under
    /// STATUS_PX (a phone upright: three lines of 12 px) it takes the
    /// whole width right of Menu instead.
    pub(super) fn status_place(
        &self,
        status: &str,
        font: &crate::shell::draw::glyphs::Font,
    ) -> (Vec2, f32, Vec<String>) {
        let w = self.hud().w();
        let menu = self.menu_rect();
        let bar_y = self.bar_top() + TOP_BAR * 0.5;
        let room = w - 2.0 * (menu.right() + 12.0);
        let (size, lines) = ui::fit_dotted(status, font, ui::BODY_PX, room, TOP_BAR - 6.0);
        if size >= STATUS_PX {
            // Two or three lines sit a pixel low, off the bar's top edge.
            let dy = if lines.len() == 1 || w >= 900.0 {
                0.0
            } else {
                1.0
            };
            return (vec2(w * 0.5, bar_y + dy), size, lines);
        }
        let (left, right) = (menu.right() + 10.0, w - 8.0);
        let (size, lines) = ui::fit_dotted(status, font, ui::BODY_PX, right - left, TOP_BAR - 6.0);
        (vec2((left + right) * 0.5, bar_y + 1.0), size, lines)
    }

    /// A phone on its side (the columns): the status at the top of the right
    /// column, then whose turn it is, broken at its dot onto two lines
    /// rather than fitted down (it was 13 px), both above the words.
    /// Returns each block's centre, size and lines.
    pub(super) fn column_heading(
        &self,
        status: &str,
        who: &str,
        font: &crate::shell::draw::glyphs::Font,
    ) -> [(Vec2, f32, Vec<String>); 2] {
        let (_, right) = self.columns();
        let room = right.w - 20.0;
        let cx = right.center().x;
        let (size, lines) = ui::fit_dotted(status, font, ui::BODY_PX, room, 40.0);
        let half = ui::lines_half_height(lines.len(), size);
        let status = (vec2(cx, 8.0 + half), size, lines);
        let top = 10.0 + 2.0 * half;
        // "Naturel · au joueur 1 de tirer": the side, then the shooter.
        let lines: Vec<String> = if ui::measure(who, font, ui::CAPTION_PX).width <= room {
            vec![who.to_string()]
        } else if let Some((side, rest)) = who.split_once(" · ") {
            vec![format!("{side} ·"), rest.to_string()]
        } else {
            ui::wrap(who, font, ui::CAPTION_PX, room)
        };
        let size = lines
            .iter()
            .map(|l| ui::fit_size(l, font, ui::CAPTION_PX, room))
            .fold(ui::CAPTION_PX, f32::min)
            .max(ui::MIN_TEXT_PX);
        let who_half = ui::lines_half_height(lines.len(), size);
        let who = (vec2(cx, top + who_half), size, lines);
        [status, who]
    }

    /// The top of the bar with Menu and the match's status (HUD pixels):
    /// the top of the screen, or on a table the shooter's own edge, above
    /// the hint, in reach and next to the rest.
    pub(super) fn bar_top(&self) -> f32 {
        match self.options.table {
            TableMode::PassAndPlay => 0.0,
            TableMode::Tablet => self.hud().h() - BOTTOM_BAR - TOP_BAR,
        }
    }

    /// What the HUD keeps along its bottom edge (HUD pixels).
    pub(super) fn bottom_room(&self) -> f32 {
        match self.options.table {
            TableMode::PassAndPlay => BOTTOM_BAR,
            TableMode::Tablet => BOTTOM_BAR + TOP_BAR,
        }
    }

    pub(super) fn shot_radius(&self, turn: &Turn) -> f32 {
        self.spec.radius(self.board(), turn.kind)
    }

    pub(super) fn reset_place(&mut self) {
        if let Some(t) = self.turn {
            let want =
                self.hand.last_place[t.seat as usize % 4].unwrap_or(self.game.home_place(t.seat));
            self.hand.place = self.game.free_place(&t, want);
        }
        self.reset_aim();
    }
}
