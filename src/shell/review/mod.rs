//! The Grandmaster as coach (issue 43): a match's people's shots (a
//! finished match's, or the shots so far between rounds; crokinole or
//! pitchnut), costliest first, each on the board as it stood with the
//! shot meant (cream), the flick played (orange) and the Grandmaster's shot
//! (a gold ghost), the loss split into choice and flick, and a line per
//! player. Computed off the frame loop a shot at a time (`work.rs`) and
//! kept with a filed record once whole, so it is computed once. A room of
//! its own: the records, a match's result and a round's summary open it.

mod work;

use super::draw::board_view;
use super::draw::camera::{BoardCamera, mq, set_default_camera};
use super::draw::disc_view;
use super::draw::paint::fade;
use super::platform::density::{screen_height, screen_width};
use super::platform::input::PointerEvent;
use super::stack::test_report;
use super::stack::{Screen, Transition, context::Context};
use super::ui::icons::Icon;
use super::ui::{self, taps::Taps};
use super::words::review_words as words;
use super::words::text;
use flickwood_core::game::Match;
use flickwood_core::geom;
use flickwood_core::review::{self, ReviewBudget, Reviewer, ShotReview, Whose};
use flickwood_core::save::{Language, MatchRecord};
use flickwood_core::spec::{BoardKind, DiscKind, Spec};
use macroquad::prelude::*;
use work::Work;

const CREAM: Color = Color::new(0.98, 0.92, 0.8, 1.0);
const ORANGE: Color = Color::new(0.95, 0.55, 0.2, 1.0);
const GOLD: Color = Color::new(1.0, 0.84, 0.3, 1.0);
/// The words' sizes: body and headings (px).
const BODY: f32 = 17.0;
const HEAD: f32 = 20.0;
const BUTTON_H: f32 = 54.0;
/// The bar across the top: Back and the title.
const HEADER_H: f32 = 72.0;

/// As wide as the menus' Back (`screens/records.rs`), so "Retour" keeps
/// its arrow.
fn back_rect() -> Rect {
    Rect::new(12.0, 12.0, 128.0, HEADER_H - 24.0)
}

/// Back and the title across the top, as on the other menus.
fn draw_header(title: &str, back_pressed: bool, ctx: &Context) {
    let w = screen_width();
    draw_rectangle(0.0, 0.0, w, HEADER_H, fade(BLACK, 0.3));
    let back = text::tr(ctx.lang(), text::T::Back);
    let grain = &ctx.wood.cherry;
    ui::icon_button(
        back_rect(),
        Icon::Back,
        back,
        ui::BUTTON_PX,
        grain,
        back_pressed,
        &ctx.font,
    );
    let left = back_rect().right() + 12.0;
    let room = w - 2.0 * left;
    let size = ui::fit_size(title, &ctx.display, ui::TITLE_PX, room);
    let at = vec2(w * 0.5, HEADER_H * 0.5);
    let cream = Color::new(0.98, 0.9, 0.72, 1.0);
    ui::text_centered_shadowed(title, at, size, cream, vec2(2.0, 3.0), &ctx.display);
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Button {
    Back,
    Previous,
    Next,
}

/// Why there is no review to show: the engine's own words (a record that
/// does not replay).
struct Problem(String);

/// Moves replayed a frame toward a shown shot's board: a crokinole shot is
/// about 1.5 ms of a web page's time, so a match's 120 take ~30 frames.
const MOVES_A_FRAME: usize = 4;

pub struct ReviewScreen {
    record: MatchRecord,
    board_kind: BoardKind,
    /// Where the record is in the store, to keep the review with it.
    store_index: Option<usize>,
    spec: Spec,
    todo: Vec<usize>,
    reviews: Vec<ShotReview>,
    work: Option<Work>,
    error: Option<Problem>,
    /// The shot shown: an index into the reviews, costliest first.
    shown: usize,
    /// The board drawn: the match as it stood before the shot shown, or
    /// an earlier one while `next` catches up.
    board: Option<Match>,
    /// The match replayed toward the shot shown, a few moves a frame: a
    /// whole replay at once blocks a web page for a tenth of a second.
    next: Option<Match>,
    taps: Taps<Button>,
}

impl ReviewScreen {
    /// The review of `record` (kept in the store at `store_index`): read
    /// back if the record keeps a whole one, else started.
    pub fn new(record: MatchRecord, store_index: Option<usize>) -> ReviewScreen {
        let board_kind = if record.pitchnut.is_some() {
            BoardKind::Pitchnut
        } else {
            BoardKind::Crokinole
        };
        let mut screen = ReviewScreen {
            board_kind,
            spec: Spec::for_engine(record.engine),
            record,
            store_index,
            todo: Vec::new(),
            reviews: Vec::new(),
            work: None,
            error: None,
            shown: 0,
            board: None,
            next: None,
            taps: Taps::default(),
        };
        match Reviewer::new(
            screen.record.clone(),
            Whose::People,
            ReviewBudget::standard(),
        ) {
            Ok(r) => screen.todo = r.todo().to_vec(),
            Err(e) => screen.error = Some(Problem(e.to_string())),
        }
        let kept: Option<Vec<ShotReview>> = (screen.record.review.as_ref())
            .and_then(|lines| lines.iter().map(|l| ShotReview::from_line(l)).collect());
        match kept {
            Some(all) if all.iter().map(|r| r.at).eq(screen.todo.iter().copied()) => {
                screen.reviews = all;
                screen.show(0);
            }
            _ if screen.error.is_none() && !screen.todo.is_empty() => {
                screen.work = Some(Work::start(screen.record.clone(), screen.todo.clone()));
            }
            _ => {}
        }
        // The empty board from the first frame: its picture is made while
        // the screen opens, not when the first shot comes.
        if screen.board.is_none() && screen.error.is_none() {
            screen.board = Match::watch(screen.record.clone()).ok();
        }
        screen
    }

    /// The reviews, costliest first.
    fn order(&self) -> Vec<&ShotReview> {
        review::costliest(&self.reviews, self.reviews.len())
    }

    /// Shows the k-th costliest shot: its board is replayed over the next
    /// frames (`catch_up`).
    fn show(&mut self, k: usize) {
        self.shown = k;
        let Some(at) = self.shown_at() else {
            return;
        };
        let played = |m: &Option<Match>| m.as_ref().map(|m| m.replay().moves_played());
        if played(&self.board) == Some(at) {
            self.next = None;
        } else if played(&self.next).is_none_or(|n| n > at) {
            self.next = Match::watch(self.record.clone()).ok();
        }
    }

    /// The screen with the shown shot's board replayed at once (the text
    /// tour's picture, which draws a screen's first frames only).
    pub fn settled(mut self) -> ReviewScreen {
        self.catch_up(usize::MAX);
        self
    }

    /// The move the shown shot was played at.
    fn shown_at(&self) -> Option<usize> {
        self.order().get(self.shown).map(|r| r.at)
    }

    /// Replays up to `moves` more moves toward the shown shot's board, and
    /// shows it once there.
    fn catch_up(&mut self, moves: usize) {
        let (Some(at), Some(m)) = (self.shown_at(), self.next.as_mut()) else {
            return;
        };
        for _ in 0..moves {
            if m.replay().moves_played() >= at {
                break;
            }
            if !matches!(m.play_recorded(None), Ok(Some(_))) {
                // The record replayed when the review began: never expected.
                self.next = None;
                return;
            }
        }
        if m.replay().moves_played() == at {
            self.board = self.next.take();
        }
    }

    /// The seat the board faces before a shot is shown: a person's.
    fn first_person(&self) -> u8 {
        (self.record.players.iter())
            .find(|s| !matches!(s.player, flickwood_core::save::Player::Ai { .. }))
            .map_or(0, |s| s.seat)
    }

    fn name(&self, seat: u8, lang: Language) -> String {
        (self.record.players.iter())
            .find(|s| s.seat == seat)
            .map_or(format!("{seat}"), |s| text::player_name(lang, &s.player))
    }

    /// Takes in what the work finished; keeps the review once whole.
    fn take(&mut self, ctx: &mut Context) {
        let Some(work) = self.work.as_mut() else {
            return;
        };
        let got = work.poll(ctx.scripted);
        let arrived = !got.is_empty();
        for r in got {
            match r {
                Ok(r) => self.reviews.push(r),
                Err(e) => {
                    self.error = Some(Problem(e));
                    self.work = None;
                    return;
                }
            }
        }
        if self.reviews.len() >= self.todo.len() {
            self.work = None;
            let lines = self.reviews.iter().map(ShotReview::to_line).collect();
            if let Some(i) = self.store_index {
                let kept = ctx.saves.store.keep_review(i, &self.record.moves, lines);
                ctx.saves.written(kept.map(|_| ()));
            }
            self.show(0);
        } else if arrived {
            // A costlier shot may now come first: its board follows it.
            self.show(self.shown);
        }
    }

    /// The board's square, and the words' column, for this screen's shape.
    fn layout() -> (Rect, Rect) {
        let (w, h) = (screen_width(), screen_height());
        let top = HEADER_H + 8.0;
        if w > h {
            let side = (h - top - 8.0).min(w * 0.5);
            let board = Rect::new(8.0, top, side, side);
            (
                board,
                Rect::new(side + 24.0, top, w - side - 40.0, h - top - 8.0),
            )
        } else {
            let side = (w - 16.0).min((h - top) * 0.44);
            let board = Rect::new((w - side) * 0.5, top, side, side);
            let y = board.bottom() + 8.0;
            (board, Rect::new(16.0, y, w - 32.0, h - y - 8.0))
        }
    }

    fn buttons() -> [(Button, Rect); 2] {
        let (_, col) = Self::layout();
        let bw = ((col.w - 12.0) * 0.5).min(200.0);
        let y = col.bottom() - BUTTON_H;
        [
            (Button::Previous, Rect::new(col.x, y, bw, BUTTON_H)),
            (Button::Next, Rect::new(col.right() - bw, y, bw, BUTTON_H)),
        ]
    }

    fn hit(&self, pos: Vec2) -> Option<Button> {
        if back_rect().contains(pos) {
            return Some(Button::Back);
        }
        let many = self.reviews.len() > 1;
        Self::buttons()
            .into_iter()
            .find(|(_, r)| many && r.contains(pos))
            .map(|(b, _)| b)
    }

    /// The words in the column: (text, size, colour), top to bottom.
    fn lines(&self, lang: Language) -> Vec<(String, f32, Color)> {
        let mut out = Vec::new();
        if let Some(Problem(why)) = &self.error {
            out.push((words::cannot(lang, why), BODY, ORANGE));
            return out;
        }
        if self.todo.is_empty() {
            out.push((words::nothing(lang), BODY, CREAM));
            return out;
        }
        if self.work.is_some() {
            let done = (self.reviews.len() + 1).min(self.todo.len());
            out.push((words::progress(lang, done, self.todo.len()), BODY, GOLD));
        }
        let order = self.order();
        if let Some(r) = order.get(self.shown) {
            let n = order.len();
            let k = self.shown + 1;
            let head = words::costliest(lang);
            out.push((format!("{head} · {k}/{n}"), HEAD, CREAM));
            out.push((words::why(lang, r, &self.name(r.seat, lang)), BODY, CREAM));
            out.push((words::figures(lang, r), BODY, GOLD));
            // What the board's lines are, as a caption.
            let legend = words::legend(lang, r.meant != r.played);
            out.push((legend, BODY - 2.0, fade(CREAM, 0.8)));
        }
        if self.work.is_none() {
            for p in review::players(&self.reviews) {
                out.push((
                    words::player(lang, &p, &self.name(p.seat, lang)),
                    BODY,
                    CREAM,
                ));
            }
        }
        // The values last: the first words to go where room is short.
        if let Some(r) = order.get(self.shown) {
            out.push((words::values(lang, r), BODY, fade(CREAM, 0.8)));
        }
        out
    }

    /// The shot shown on its board: the Grandmaster's ghost and line, the
    /// shot meant and the flick played.
    fn draw_shot(&self, cam: &BoardCamera, r: &ShotReview) {
        let (mu, shooter) = match self.board_kind {
            BoardKind::Crokinole => (self.spec.crokinole.mu_surface, DiscKind::Puck),
            BoardKind::Pitchnut => (self.spec.pitchnut.mu_surface, DiscKind::Shooter),
        };
        let reach = |v: geom::Vec2| (v.length_squared() / (2.0 * mu * 9.81)).min(0.7);
        let px = cam.metres_per_pixel();
        let radius = self.spec.radius(self.board_kind, shooter);
        let ghost = mq(r.best.place);
        draw_circle(ghost.x, ghost.y, radius, fade(GOLD, 0.35));
        draw_circle_lines(ghost.x, ghost.y, radius, 2.0 * px, GOLD);
        let dir = r.best.velocity.normalize_or_zero();
        dotted(r.best.place, dir, reach(r.best.velocity), 4.0 * px, GOLD);
        let line = |v: geom::Vec2, width: f32, colour: Color| {
            let (a, b) = (mq(r.place), mq(r.place + v.normalize_or_zero() * reach(v)));
            draw_line(a.x, a.y, b.x, b.y, width, colour);
        };
        line(r.played, 3.0 * px, ORANGE);
        line(r.meant, 2.0 * px, CREAM);
        let at = mq(r.place);
        draw_circle_lines(at.x, at.y, radius, 2.0 * px, CREAM);
    }
}

/// A dotted line of `len` metres from `from` along `dir`.
fn dotted(from: geom::Vec2, dir: geom::Vec2, len: f32, width: f32, colour: Color) {
    let mut s = 0.0;
    while s < len {
        let (a, b) = (mq(from + dir * s), mq(from + dir * (s + 0.01).min(len)));
        draw_line(a.x, a.y, b.x, b.y, width, colour);
        s += 0.022;
    }
}

impl Screen for ReviewScreen {
    fn update(&mut self, events: &[PointerEvent], _dt: f32, ctx: &mut Context) -> Transition {
        self.take(ctx);
        self.catch_up(MOVES_A_FRAME);
        let n = self.reviews.len().max(1);
        for e in events {
            match self.taps.feed(e, self.hit(e.pos)) {
                Some(Button::Back) => return Transition::Pop,
                Some(Button::Previous) => self.show((self.shown + n - 1) % n),
                Some(Button::Next) => self.show((self.shown + 1) % n),
                None => {}
            }
        }
        Transition::Stay
    }

    fn draw(&self, ctx: &Context) {
        let lang = ctx.lang();
        let font = &ctx.font;
        ui::table_top(&ctx.wood.walnut);
        draw_header(&words::title(lang), self.taps.is_held(Button::Back), ctx);
        let (area, col) = Self::layout();
        let shown = self.order().get(self.shown).copied();
        if let Some(game) = &self.board {
            // The shot's lines once the board is the one before it.
            let shot = shown.filter(|r| game.replay().moves_played() == r.at);
            let seat = shot.map_or(self.first_person(), |r| r.seat);
            let half = flickwood_core::view::half_extent(&self.spec, self.board_kind) + 0.026;
            let cam = BoardCamera::fit(area, half, BoardCamera::seat_rotation(seat));
            board_view::draw_table_and_board(&cam, self.board_kind, &self.spec, &ctx.wood, font);
            cam.activate();
            let pieces = game.pieces();
            let all = pieces
                .iter()
                .map(|p| {
                    let rad = self.spec.radius(self.board_kind, p.disc.kind);
                    let low = !p.disc.place.in_play();
                    (
                        mq(p.disc.pos),
                        rad,
                        0.0,
                        p.side,
                        low,
                        p.disc.id,
                        p.disc.place,
                    )
                })
                .collect();
            disc_view::draw_layered(&cam, ctx.wood.disc_grain(), all);
            if let Some(r) = shot {
                self.draw_shot(&cam, r);
            }
            set_default_camera();
        }
        // Over the board's table, which fills the screen.
        draw_header(&words::title(lang), self.taps.is_held(Button::Back), ctx);
        let room = col.h
            - if self.reviews.len() > 1 {
                BUTTON_H + 12.0
            } else {
                0.0
            };
        let mut y = col.y;
        // A phone on its side: a size smaller, so a player's line fits.
        let scale = if screen_height() < 500.0 { 0.9 } else { 1.0 };
        for (text, size, colour) in self.lines(lang) {
            let size = (size * scale).round();
            let lines = ui::wrap(&text, font, size, col.w);
            // An item that does not fit whole is left out, not cut.
            if y + lines.len() as f32 * size * 1.3 > col.y + room {
                continue;
            }
            for l in lines {
                ui::text_left(&l, vec2(col.x, y + size), size, colour, font);
                y += size * 1.3;
            }
            y += size * 0.5;
        }
        if self.reviews.len() > 1 {
            for (b, r) in Self::buttons() {
                let label = match b {
                    Button::Previous => words::previous(lang),
                    _ => words::next(lang),
                };
                ui::button(
                    r,
                    &label,
                    ui::BUTTON_PX,
                    &ctx.wood.cherry,
                    self.taps.is_held(b),
                    font,
                );
            }
        }
    }

    fn report(&self) -> test_report::State {
        test_report::State {
            screen: "review".into(),
            shots: self.reviews.len() as u32,
            thinking: self.work.is_some(),
            ..Default::default()
        }
    }
}

#[cfg(test)]
mod tests;
