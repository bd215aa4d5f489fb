//! The rules of both games (`rules_text/`): a tab per game, a column of
//! headings and paragraphs a phone can read in portrait, dragged with a
//! finger to scroll (with a little glide after a flick), and Back. The rules
//! run to several screens, so they open on a list of their sections: a tap
//! on one scrolls to it, and a tap on the open game's tab goes back up.

pub mod drawing;
pub mod paragraphs;

use super::draw::glyphs::Font;
use super::draw::paint::fade;
use super::platform::density::{screen_height, screen_width};
use super::platform::input::{PointerEvent, PointerPhase};
use super::stack::Screen;
use super::stack::test_report;
use super::stack::{Transition, context::Context};
use super::ui;
use super::ui::icons::Icon;
use super::words::text::{self, T, tr};
use flickwood_core::save::Language;
use flickwood_core::spec::BoardKind;
use macroquad::prelude::*;
use paragraphs::pictures::{Picture, picture_after};
use paragraphs::{contents_label, rules, shown};

/// Pixels a finger moves before a press becomes a drag (and not a tap).
const DRAG_PX: f32 = 10.0;

pub struct RulesScreen {
    game: BoardKind,
    /// How far the text is scrolled up, in pixels.
    scroll: f32,
    /// The glide after a flick, pixels per second.
    glide: f32,
    /// The finger on the screen: id, where it pressed, its last y, whether it drags.
    finger: Option<Finger>,
    lang: Language,
    /// The text's full height at the last draw (for the scroll limit).
    content: std::cell::Cell<f32>,
    /// The page as laid out last, and for what: game, language, screen size.
    #[allow(clippy::type_complexity)]
    page: std::cell::RefCell<Option<((BoardKind, Language, (f32, f32)), Page)>>,
}

struct Finger {
    id: u64,
    press: Vec2,
    last_y: f32,
    last_t: f32,
    dragging: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Button {
    Back,
    Tab(BoardKind),
}

/// The top bar's height.
fn bar_h() -> f32 {
    (screen_height() * 0.09).clamp(64.0, 96.0)
}

/// The text column: centred, at most about 70 characters wide.
fn column() -> Rect {
    let (w, h) = (screen_width(), screen_height());
    let cw = (w - 32.0).min(760.0);
    let top = bar_h() + 8.0;
    Rect::new((w - cw) * 0.5, top, cw, h - top - 8.0)
}

/// Body text size: big enough on a phone held upright.
fn body_size() -> f32 {
    (screen_width().min(screen_height()) * 0.034).clamp(18.0, 26.0)
}

/// A phone upright: Back is its arrow alone, so the games' names keep
/// one size beside it ("Retour" with its arrow would need 125 px of 390).
fn back_is_arrow() -> bool {
    screen_width() < 480.0
}

/// One size for the bar's words: the largest at which every word shown
/// fits its button, up to the size the bar's height asks for.
fn bar_size(lang: Language, font: &Font) -> f32 {
    let [(_, back), (_, croki), (_, nut)] = buttons();
    let asked = bar_asked(croki);
    let fit = |key, r: Rect| ui::fit_size(tr(lang, key), font, asked, r.w - 14.0);
    let tabs = fit(T::Crokinole, croki).min(fit(T::Pitchnut, nut));
    if back_is_arrow() {
        tabs
    } else {
        tabs.min(fit(T::Back, back))
    }
}

/// The size the bar's height asks for its words, on the type scale.
fn bar_asked(tab: Rect) -> f32 {
    ui::button_px(tab.h * 0.42)
}

fn buttons() -> [(Button, Rect); 3] {
    let w = screen_width();
    let bh = (bar_h() - 16.0).max(48.0);
    let back_w = if back_is_arrow() {
        bh
    } else {
        (w * 0.22).clamp(96.0, 170.0)
    };
    let tab_w = ((w - back_w - 40.0) * 0.5).min(220.0);
    let y = 8.0;
    [
        (Button::Back, Rect::new(12.0, y, back_w, bh)),
        (
            Button::Tab(BoardKind::Crokinole),
            Rect::new(w - 12.0 - 2.0 * tab_w - 8.0, y, tab_w, bh),
        ),
        (
            Button::Tab(BoardKind::Pitchnut),
            Rect::new(w - 12.0 - tab_w, y, tab_w, bh),
        ),
    ]
}

impl RulesScreen {
    pub fn new(game: BoardKind) -> Self {
        RulesScreen {
            game,
            scroll: 0.0,
            glide: 0.0,
            finger: None,
            lang: text::system_language(),
            content: std::cell::Cell::new(0.0),
            page: std::cell::RefCell::new(None),
        }
    }

    fn max_scroll(&self) -> f32 {
        (self.content.get() - column().h).max(0.0)
    }
}

/// One thing on the page, placed for scroll 0 (screen px).
pub(super) enum Piece {
    /// A line of text from its baseline's start.
    Line {
        text: String,
        at: Vec2,
        size: f32,
        colour: Color,
    },
    /// A row of the list of sections: its box.
    Row(Rect),
    Picture(&'static Picture, Rect),
}

/// The rules of a game laid out down the column, at scroll 0.
pub(super) struct Page {
    pub pieces: Vec<Piece>,
    /// Each row of the list of sections and where its section starts (content px).
    pub links: Vec<(Rect, f32)>,
    /// The text's full height (content px).
    pub height: f32,
}

/// Lays out `game`'s rules in `lang` for the screen as it is.
pub(super) fn page(game: BoardKind, lang: Language, font: &Font) -> Page {
    let col = column();
    let body = body_size();
    let head = body * 1.3;
    let inner = col.w - 16.0;
    let line_h = body * 1.45;
    let mut pieces = Vec::new();
    let mut y = col.y + 16.0;
    let heading = tr(
        lang,
        match game {
            BoardKind::Crokinole => T::RulesCrokinole,
            BoardKind::Pitchnut => T::RulesPitchnut,
        },
    );
    let hs = ui::fit_size(heading, font, head * 1.15, inner);
    y += hs;
    line(&mut pieces, heading.to_string(), col.x + 8.0, y, hs, GOLD);
    y += hs * 0.6;
    // The list of sections, in one to three columns by the column's width
    // (three keep it to about one screen on a phone on its side).
    let row_line = body * 1.3;
    let pad = body * 0.45;
    let gap = 8.0;
    let cols = match col.w {
        w if w >= 720.0 => 3,
        w if w >= 560.0 => 2,
        _ => 1,
    };
    let row_w = (inner - gap * (cols as f32 - 1.0)) / cols as f32;
    y += body * 0.6;
    for l in ui::wrap(contents_label(lang), font, body, inner) {
        line(&mut pieces, l, col.x + 8.0, y + body, body, CREAM);
        y += row_line;
    }
    y += body * 0.3;
    let sections = rules(game, lang);
    let mut rows = Vec::with_capacity(sections.len());
    for row in sections.chunks(cols) {
        let lines: Vec<Vec<String>> = row
            .iter()
            .map(|s| ui::wrap(s.head, font, body, row_w - 2.0 * pad))
            .collect();
        let n = lines.iter().map(Vec::len).max().unwrap_or(1);
        let h = n as f32 * row_line + 2.0 * pad;
        for (i, ls) in lines.into_iter().enumerate() {
            let r = Rect::new(col.x + 8.0 + i as f32 * (row_w + gap), y, row_w, h);
            rows.push(r);
            pieces.push(Piece::Row(r));
            for (k, l) in ls.into_iter().enumerate() {
                let ly = r.y + pad + body + k as f32 * row_line;
                line(&mut pieces, l, r.x + pad, ly, body, GOLD);
            }
        }
        y += h + gap;
    }
    y += body * 0.4;
    let mut links = Vec::with_capacity(sections.len());
    for (s, r) in sections.iter().zip(&rows) {
        links.push((*r, y - col.y));
        y += head * 1.1;
        for l in ui::wrap(s.head, font, head, inner) {
            line(&mut pieces, l, col.x + 8.0, y, head, GOLD);
            y += head * 1.25;
        }
        y += body * 0.2;
        for p in s.body {
            // A reading says so first, and why after, in its own colour.
            let (text, colour) = (shown(p, lang), if p.reading { SAGE } else { CREAM });
            for l in ui::wrap(&text, font, body, inner) {
                line(&mut pieces, l, col.x + 8.0, y, body, colour);
                y += line_h;
            }
            y += body * 0.5;
            if let Some(pic) = picture_after(game, p.id) {
                let size = drawing::size(inner, screen_height());
                // Lines are set by their baselines: clear the last one's descenders.
                y += body * 0.1;
                let r = Rect::new(
                    col.x + 8.0 + (inner - size.x) * 0.5,
                    y - body,
                    size.x,
                    size.y,
                );
                pieces.push(Piece::Picture(pic, r));
                y = r.bottom() + body * 1.9;
            }
        }
    }
    y += body * 2.0;
    Page {
        pieces,
        links,
        height: y - col.y,
    }
}

fn line(pieces: &mut Vec<Piece>, text: String, x: f32, y: f32, size: f32, colour: Color) {
    pieces.push(Piece::Line {
        text,
        at: vec2(x, y),
        size,
        colour,
    });
}

impl RulesScreen {
    /// The page for the screen as it is (laid out again when it changes).
    fn with_page<R>(&self, font: &Font, f: impl FnOnce(&Page) -> R) -> R {
        let key = (self.game, self.lang, (screen_width(), screen_height()));
        let mut cached = self.page.borrow_mut();
        if cached.as_ref().is_none_or(|c| c.0 != key) {
            *cached = Some((key, page(self.game, self.lang, font)));
        }
        let (_, p) = cached.as_ref().expect("laid out just above");
        f(p)
    }

    /// The rules, scrolled: pieces wholly outside the column are skipped.
    fn draw_text(&self, ctx: &Context) {
        let font = &ctx.font;
        let (col, h) = (column(), screen_height());
        let body = body_size();
        let up = vec2(0.0, -self.scroll);
        self.with_page(font, |page| {
            let visible =
                |top: f32, bottom: f32| bottom - self.scroll > col.y && top - self.scroll < h;
            for piece in &page.pieces {
                match piece {
                    Piece::Line {
                        text,
                        at,
                        size,
                        colour,
                    } if visible(at.y - size, at.y + size * 0.4) => {
                        let at = *at + up;
                        ui::draw_text_at(text, at.x, at.y, *size, *colour, font);
                    }
                    Piece::Row(r) if visible(r.y, r.bottom()) => {
                        ui::rounded(r.offset(up), 8.0, fade(GOLD, 0.14));
                    }
                    Piece::Picture(p, r) if visible(r.y, r.bottom()) => {
                        drawing::draw(p, r.offset(up), self.lang, body, ctx);
                    }
                    _ => {}
                }
            }
            self.content.set(page.height);
        });
    }

    /// The section whose row in the list is at `pos` (screen pixels): where
    /// to scroll to show it.
    fn link_at(&self, pos: Vec2, font: &Font) -> Option<f32> {
        let at = vec2(pos.x, pos.y + self.scroll);
        if pos.y <= column().y {
            return None;
        }
        self.with_page(font, |page| {
            page.links.iter().find(|(r, _)| r.contains(at)).map(|l| l.1)
        })
    }

    /// The bar over the text that scrolls under it: Back and the two games.
    fn draw_bar(&self, ctx: &Context) {
        let font = &ctx.font;
        ui::table_top_band(&ctx.wood.walnut, bar_h());
        for (b, r) in buttons() {
            let (icon, label, grain, down) = match b {
                Button::Back if back_is_arrow() => (Icon::Back, "", &ctx.wood.cherry, false),
                Button::Back => (Icon::Back, tr(self.lang, T::Back), &ctx.wood.cherry, false),
                Button::Tab(k) => (
                    match k {
                        BoardKind::Crokinole => Icon::Crokinole,
                        BoardKind::Pitchnut => Icon::Pitchnut,
                    },
                    tr(
                        self.lang,
                        match k {
                            BoardKind::Crokinole => T::Crokinole,
                            BoardKind::Pitchnut => T::Pitchnut,
                        },
                    ),
                    if k == self.game {
                        &ctx.wood.cherry
                    } else {
                        &ctx.wood.walnut
                    },
                    k == self.game,
                ),
            };
            let size = bar_size(self.lang, font);
            ui::icon_button(r, icon, label, size, grain, down, font);
        }
    }
}

const GOLD: Color = Color::new(0.98, 0.82, 0.45, 1.0);
const CREAM: Color = Color::new(0.97, 0.92, 0.82, 1.0);
/// The game's readings of unclear passages: a cooler tone than the rules.
const SAGE: Color = Color::new(0.72, 0.88, 0.80, 1.0);

impl Drop for RulesScreen {
    fn drop(&mut self) {
        drawing::forget();
    }
}

impl Screen for RulesScreen {
    /// `Transition::Title` when Back is tapped (app.rs returns to a match if the
    /// rules were opened from one).
    fn update(&mut self, events: &[PointerEvent], dt: f32, ctx: &mut Context) -> Transition {
        self.lang = ctx.lang();
        for e in events {
            match e.phase {
                PointerPhase::Down => {
                    if self.finger.is_none() {
                        self.glide = 0.0;
                        self.finger = Some(Finger {
                            id: e.id,
                            press: e.pos,
                            last_y: e.pos.y,
                            last_t: e.t,
                            dragging: false,
                        });
                    }
                }
                PointerPhase::Move => {
                    if let Some(f) = self.finger.as_mut().filter(|f| f.id == e.id) {
                        if !f.dragging && e.pos.distance(f.press) > DRAG_PX {
                            f.dragging = true;
                        }
                        if f.dragging {
                            let dy = e.pos.y - f.last_y;
                            let dt = (e.t - f.last_t).max(1e-3);
                            self.scroll -= dy;
                            // The finger's speed, smoothed, for the glide on release.
                            self.glide = self.glide * 0.5 + (-dy / dt) * 0.5;
                        }
                        f.last_y = e.pos.y;
                        f.last_t = e.t;
                    }
                }
                PointerPhase::Up => {
                    let Some(f) = self.finger.take_if(|f| f.id == e.id) else {
                        continue;
                    };
                    if f.dragging {
                        continue;
                    }
                    self.glide = 0.0;
                    let hit = buttons()
                        .into_iter()
                        .find(|(_, r)| r.contains(e.pos) && r.contains(f.press));
                    match hit.map(|b| b.0) {
                        Some(Button::Back) => return Transition::Pop,
                        Some(Button::Tab(game)) => {
                            // The open game's tab takes the list back into view.
                            self.game = game;
                            self.scroll = 0.0;
                        }
                        None => {
                            if let Some(to) = self.link_at(e.pos, &ctx.font) {
                                self.scroll = to;
                            }
                        }
                    }
                }
                PointerPhase::Cancel => {
                    self.finger.take_if(|f| f.id == e.id);
                }
            }
        }
        if self.finger.is_none() && self.glide != 0.0 {
            self.scroll += self.glide * dt;
            self.glide *= (-dt * 4.0).exp();
            if self.glide.abs() < 5.0 {
                self.glide = 0.0;
            }
        }
        let max = self.max_scroll();
        if self.scroll < 0.0 || self.scroll > max {
            self.glide = 0.0;
        }
        self.scroll = self.scroll.clamp(0.0, max);
        Transition::Stay
    }

    fn draw(&self, ctx: &Context) {
        let h = screen_height();
        ui::table_top(&ctx.wood.walnut);
        let col = column();
        // A sheet of paper-coloured shade behind the text, for contrast.
        ui::rounded(
            Rect::new(col.x - 12.0, col.y - 4.0, col.w + 24.0, h - col.y + 40.0),
            14.0,
            fade(BLACK, 0.42),
        );
        self.draw_text(ctx);
        self.draw_bar(ctx);
        // A scroll bar, when there is more to read.
        let max = self.max_scroll();
        if max > 0.0 {
            let track = Rect::new(screen_width() - 8.0, col.y + 4.0, 4.0, col.h - 8.0);
            let frac = col.h / (col.h + max);
            let bar = track.h * frac;
            let top = track.y + (track.h - bar) * (self.scroll / max);
            ui::rounded(Rect::new(track.x, top, 4.0, bar), 2.0, fade(CREAM, 0.5));
        }
    }

    fn report(&self) -> test_report::State {
        test_report::State {
            screen: "rules".into(),
            ..Default::default()
        }
    }
}

#[cfg(test)]
mod tests;
