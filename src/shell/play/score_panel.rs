//! The score panel: a card per side in its colour, with the points on the
//! board (crokinole) in large figures, the pucks or pieces still in hand
//! drawn as small discs, the match's state as pips (rounds or games won of
//! those needed) and a short note; the side to shoot is edged in brass.
//! Cards stack down a column beside the board, or sit in a row under the
//! top bar on a phone in portrait.

use super::super::draw::glyphs::Font;
use super::super::draw::paint::{self, fade};
use super::super::ui;
use super::super::words::hud_words::Card;
use flickwood_core::game::Side;
use macroquad::prelude::*;

/// A card's height in a column, and in a row (portrait).
pub const CARD_H: f32 = 76.0;
pub const GAP: f32 = 8.0;
/// The side to shoot's edge, and its figures.
pub const BRASS: Color = Color::new(0.95, 0.78, 0.35, 1.0);
const CREAM: Color = Color::new(0.97, 0.9, 0.78, 1.0);

/// The disc colour of `side`.
pub fn side_colour(side: Side) -> Color {
    match side {
        Side::Light => Color::new(0.93, 0.85, 0.68, 1.0),
        Side::Dark => Color::new(0.2, 0.22, 0.3, 1.0),
        Side::Red => Color::new(0.75, 0.3, 0.24, 1.0),
        Side::Green => Color::new(0.36, 0.56, 0.38, 1.0),
        Side::Poison => Color::new(0.9, 0.25, 0.18, 1.0),
        Side::Shooter => Color::new(0.9, 0.72, 0.45, 1.0),
    }
}

/// A small turned puck at `c` (screen pixels): a shadow, a darker rim, the
/// face and a highlight, so it reads as the pieces on the board do.
pub fn puck(c: Vec2, r: f32, side: Side) {
    let col = side_colour(side);
    let rim = Color::new(col.r * 0.7, col.g * 0.7, col.b * 0.7, 1.0);
    paint::disc(c + vec2(0.8, 1.2), r + 0.8, fade(BLACK, 0.45), 20);
    paint::disc(c, r, rim, 20);
    paint::disc(c, r * 0.78, col, 20);
    paint::disc(c - vec2(r, r) * 0.3, r * 0.28, fade(WHITE, 0.35), 12);
}

/// The rectangles of `n` cards stacked down from (`x`, `y`), `w` wide,
/// shorter (two rows each) when they would pass `bottom`.
pub fn column_rects(n: usize, x: f32, y: f32, w: f32, bottom: f32) -> Vec<Rect> {
    let ch = ((bottom - y) / n.max(1) as f32 - GAP).min(CARD_H);
    (0..n)
        .map(|i| Rect::new(x, y + i as f32 * (ch + GAP), w, ch))
        .collect()
}

/// The rectangles of `n` cards side by side in `area` (two rows of two
/// for four sides).
pub fn row_rects(n: usize, area: Rect) -> Vec<Rect> {
    let (cols, rows) = if n > 2 {
        (2, n.div_ceil(2))
    } else {
        (n.max(1), 1)
    };
    let cw = (area.w - GAP * (cols as f32 - 1.0)) / cols as f32;
    let ch = (area.h - GAP * (rows as f32 - 1.0)) / rows as f32;
    (0..n)
        .map(|i| {
            let (c, r) = (i % cols, i / cols);
            Rect::new(
                area.x + c as f32 * (cw + GAP),
                area.y + r as f32 * (ch + GAP),
                cw,
                ch,
            )
        })
        .collect()
}

/// Draws each card in its rectangle: every card's shapes, then every
/// card's words, so the frame switches texture twice, not a dozen times
/// (each switch is a draw call; software GL pays dearly for them).
pub fn draw(cards: &[Card], rects: &[Rect], font: &Font) {
    for pass in [Pass::Shapes, Pass::Words] {
        for (card, r) in cards.iter().zip(rects) {
            draw_card(card, *r, font, pass);
        }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Pass {
    Shapes,
    Words,
}

fn draw_card(card: &Card, r: Rect, font: &Font, pass: Pass) {
    let (shapes, words) = (pass == Pass::Shapes, pass == Pass::Words);
    if shapes && card.to_shoot {
        ui::rounded_outline(r, 10.0, 2.0, BRASS);
    }
    if shapes {
        ui::rounded(r, 10.0, Color::new(0.09, 0.06, 0.04, 0.82));
        // A band of the side's colour down the left edge.
        ui::rounded(Rect::new(r.x, r.y, 6.0, r.h), 3.0, side_colour(card.side));
    }
    // Two rows when the card is short (four cards in a portrait row):
    // the name and points, then the discs; else the note and pips below.
    let short = r.h < SHORT_H;
    let pad = PAD;
    let top = r.y + if short { 11.0 } else { 15.0 };
    let big_size = if short { ui::BODY_PX } else { ui::HEADING_PX };
    let big_w = card
        .big
        .as_ref()
        .map_or(0.0, |b| font.measure(b, big_size).width + 8.0);
    let name_w = r.w - pad - 10.0 - big_w;
    let size = ui::fit_size(&card.name, font, ui::BODY_PX, name_w).max(ui::MIN_TEXT_PX);
    if words {
        ui::text_left(&card.name, vec2(r.x + pad, top), size, CREAM, font);
    }
    if let Some(b) = card.big.as_ref().filter(|_| words) {
        let w = font.measure(b, big_size).width;
        ui::text_left(
            b,
            vec2(r.right() - 10.0 - w, top + 1.0),
            big_size,
            BRASS,
            font,
        );
    }
    let discs_y = if short {
        r.y + r.h * 0.72
    } else {
        r.y + DISCS_DY
    };
    let low_y = r.y + LOW_DY;
    let pips_w = draw_pips(
        card.pips,
        r,
        if short { discs_y } else { low_y },
        short,
        shapes,
    );
    if let Some(n) = card.in_hand.filter(|_| shapes) {
        let room = r.w - pad - 10.0 - if short { pips_w } else { 0.0 };
        let step = (room / n.max(1) as f32).min(14.0);
        let rad = (step * 0.42).min(5.5);
        for k in 0..n {
            let c = vec2(r.x + pad + rad + k as f32 * step, discs_y);
            puck(c, rad, card.side);
        }
    }
    if let Some((at, size)) = note_place(card, r, font).filter(|_| words) {
        ui::text_left(&card.note, at, size, fade(CREAM, 0.85), font);
    }
}

/// Where a card's note goes and its size; none on a short card. With no
/// discs to show (pitchnut's colours open) it takes their row, the whole
/// width: beside the pips on a tablet's narrow card it was fitted down to
/// 12 px.
pub fn note_place(card: &Card, r: Rect, font: &Font) -> Option<(Vec2, f32)> {
    if r.h < SHORT_H || card.note.is_empty() {
        return None;
    }
    let pips_w = draw_pips(card.pips, r, 0.0, false, false);
    let (room, y) = match card.in_hand {
        None => (r.w - PAD - 10.0, r.y + DISCS_DY),
        Some(_) => (r.w - PAD - 10.0 - pips_w, r.y + LOW_DY),
    };
    let size = ui::fit_size(&card.note, font, ui::CAPTION_PX, room).max(ui::MIN_TEXT_PX);
    Some((vec2(r.x + PAD, y), size))
}

/// A card under this height is short: two rows, no note.
const SHORT_H: f32 = 70.0;
/// The words' left margin, and the discs' and the low row's heights.
const PAD: f32 = 14.0;
const DISCS_DY: f32 = 37.0;
const LOW_DY: f32 = 59.0;

/// The pips at the right of the discs' row; returns the width they took.
/// With `draw` false, only the width.
fn draw_pips(pips: Option<(u32, u32)>, r: Rect, y: f32, short: bool, draw: bool) -> f32 {
    let Some((won, need)) = pips else {
        return 0.0;
    };
    let rad = if short { 3.5 } else { 4.5 };
    let step = rad * 2.0 + 4.0;
    let w = step * need as f32;
    for k in (0..need).filter(|_| draw) {
        let c = vec2(r.right() - 10.0 - w + step * (k as f32 + 0.5), y);
        if k < won {
            paint::disc(c, rad, BRASS, 16);
        } else {
            paint::circle_line(c, rad - 0.6, 1.2, fade(BRASS, 0.7), 16);
        }
    }
    w + 8.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_columns_do_not_overlap() {
        let area = Rect::new(10.0, 70.0, 370.0, 76.0);
        for n in 1..=4 {
            let rs = row_rects(n, area);
            assert_eq!(rs.len(), n);
            for (i, a) in rs.iter().enumerate() {
                assert!(a.x >= area.x - 0.01 && a.right() <= area.right() + 0.01);
                assert!(a.y >= area.y - 0.01 && a.bottom() <= area.bottom() + 0.01);
                for b in &rs[i + 1..] {
                    assert!(a.intersect(*b).is_none_or(|o| o.w * o.h < 0.01));
                }
            }
        }
        let cs = column_rects(4, 10.0, 60.0, 200.0, 1000.0);
        let low = column_rects(4, 10.0, 60.0, 200.0, 360.0);
        assert!(low[3].bottom() <= 360.0 && low[0].h >= 44.0);
        assert!(cs[0].bottom() < cs[1].y);
    }
}
