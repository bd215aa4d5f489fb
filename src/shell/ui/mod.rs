//! Buttons and text in screen pixels.

pub mod icons;
pub mod keyboard;
mod parts;
pub mod press;
pub mod taps;
#[cfg(test)]
mod type_scale_tests;

use super::draw::glyphs::{Font, TextDimensions};
use super::draw::paint::{self, fade};
use super::platform::density::{screen_height, screen_width};
use icons::Icon;
use macroquad::prelude::*;
pub use parts::fit_parts;

/// Measures `text` at `size` pixels.
pub fn measure(text: &str, font: &Font, size: f32) -> TextDimensions {
    font.measure(text, size)
}

/// Draws `text` with its baseline starting at (`x`, `y`).
pub fn draw_text_at(text: &str, x: f32, y: f32, size: f32, color: Color, font: &Font) {
    font.draw(text, x, y, size, color);
}

// The type scale (docs/look.md, "The type scale"): the sizes a screen
// asks for, in logical pixels. A text that does not fit its room is fitted
// down from its size, never below `MIN_TEXT_PX`; no screen asks for a size
// of its own (`type_scale_tests.rs` reads the sources for one).

/// A screen's or a panel's title.
pub const TITLE_PX: f32 = 34.0;
/// A heading: a card's title, a player's name in a list, the count's head.
pub const HEADING_PX: f32 = 26.0;
/// A button's label.
pub const BUTTON_PX: f32 = 20.0;
/// Lines of words: hints, notes, summaries, the turn line at its largest.
pub const BODY_PX: f32 = 17.0;
/// Captions: a card's note, a row's date, a chart's legend.
pub const CAPTION_PX: f32 = 15.0;
/// The smallest text any screen draws on a phone: a chart's figures, and
/// the floor of every fitted text.
pub const MIN_TEXT_PX: f32 = 12.0;

/// A size that grows with its room (`px`), put on the scale: the largest
/// step at or under it, `MIN_TEXT_PX` under the captions (and for NaN).
pub fn on_scale(px: f32) -> f32 {
    [TITLE_PX, HEADING_PX, BUTTON_PX, BODY_PX, CAPTION_PX]
        .into_iter()
        .find(|&step| step <= px)
        .unwrap_or(MIN_TEXT_PX)
}

/// A button's label, growing with its button (`px`, a share of its
/// height): `BUTTON_PX`, or `HEADING_PX` on a tall one.
pub fn button_px(px: f32) -> f32 {
    on_scale(px).clamp(BUTTON_PX, HEADING_PX)
}

/// Line spacing of wrapped labels, as a multiple of the size.
const LINE_GAP: f32 = 1.18;

/// `text` laid out to fit `max_w` x `max_h` pixels, at most `size` high:
/// one line if it fits at four fifths of `size` or more; else wrapped at
/// spaces at the largest size (down to `MIN_TEXT_PX`) whose lines fit the
/// height; else one line shrunk to fit, if that stays readable; at worst
/// wrapped at `MIN_TEXT_PX`. Returns the size and the lines.
pub fn fit_lines(text: &str, font: &Font, size: f32, max_w: f32, max_h: f32) -> (f32, Vec<String>) {
    let floor = MIN_TEXT_PX.min(size);
    let one = fit_size(text, font, size, max_w);
    // A label broken on purpose ("Spin:\nlight right") keeps its lines.
    let one_line = !text.contains('\n');
    if one_line && (one >= (size * 0.8).max(floor) || !text.contains(' ') && one >= floor) {
        return (one, vec![text.to_string()]);
    }
    let mut s = size.floor();
    while s >= floor {
        let lines = wrap(text, font, s, max_w);
        // `wrap` cuts a word wider than the line: not at this size.
        let whole_words = text
            .split([' ', '\n'])
            .all(|w| measure(w, font, s).width <= max_w);
        if whole_words && lines.len() as f32 * s * LINE_GAP <= max_h.max(s) {
            return (s, lines);
        }
        s -= 1.0;
    }
    if one_line && one >= floor {
        return (one, vec![text.to_string()]);
    }
    if text
        .split([' ', '\n'])
        .any(|w| measure(w, font, floor).width > max_w)
    {
        font.note_cut(text);
    }
    (floor, wrap(text, font, floor, max_w))
}

/// `text` wrapped as `wrap` does, into as many lines, but as even as they
/// go: the narrowest width that still takes no more lines, so no word is
/// left alone on the last line.
pub fn wrap_even(text: &str, font: &Font, size: f32, max_width: f32) -> Vec<String> {
    let lines = wrap(text, font, size, max_width);
    if lines.len() < 2 {
        return lines;
    }
    let (mut lo, mut hi) = (max_width / lines.len() as f32, max_width);
    for _ in 0..20 {
        let mid = 0.5 * (lo + hi);
        if wrap(text, font, size, mid).len() <= lines.len() {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    wrap(text, font, size, hi)
}

/// `line` in pieces no wider than `room` at `size`, broken between its
/// "  ·  " parts (a part wider than the room is a line of its own).
pub fn break_at_dots(
    line: &str,
    font: &super::draw::glyphs::Font,
    size: f32,
    room: f32,
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for part in line.split("  ·  ") {
        match out.last_mut() {
            Some(last) if measure(&format!("{last}  ·  {part}"), font, size).width <= room => {
                last.push_str("  ·  ");
                last.push_str(part);
            }
            _ => out.push(part.to_string()),
        }
    }
    out
}

/// Like `fit_lines`, for a line of parts joined by "  ·  " (a match's
/// status): broken between parts first, so no line starts with a dot.
pub fn fit_dotted(
    text: &str,
    font: &Font,
    size: f32,
    max_w: f32,
    max_h: f32,
) -> (f32, Vec<String>) {
    let floor = MIN_TEXT_PX.min(size);
    let mut s = size.floor();
    while s >= floor {
        let lines = break_at_dots(text, font, s, max_w);
        let fits = lines.iter().all(|l| measure(l, font, s).width <= max_w);
        if fits && lines.len() as f32 * s * LINE_GAP <= max_h.max(s) {
            return (s, lines);
        }
        s -= 1.0;
    }
    fit_lines(text, font, size, max_w, max_h)
}

/// Half the height `n` lines at `size` take as `lines_centered` draws them.
pub fn lines_half_height(n: usize, size: f32) -> f32 {
    size * LINE_GAP * (n.max(1) as f32 - 1.0) * 0.5 + size * 0.5
}

/// `lines` at `size`, each centred, the block centred on `at`.
pub fn lines_centered(lines: &[String], at: Vec2, size: f32, color: Color, font: &Font) {
    let step = size * LINE_GAP;
    let top = at.y - step * (lines.len() as f32 - 1.0) * 0.5;
    for (i, l) in lines.iter().enumerate() {
        text_centered(l, vec2(at.x, top + step * i as f32), size, color, font);
    }
}

/// `size`, or smaller so that `text` fits in `max_width` pixels.
pub fn fit_size(text: &str, font: &Font, size: f32, max_width: f32) -> f32 {
    let width = measure(text, font, size).width;
    if width > max_width && width > 0.0 {
        (size * max_width / width).floor().max(8.0)
    } else {
        size
    }
}

/// Draws `text` centred on `at` (the middle of its capital height).
/// Centred text over its own shadow, `shadow` down and right of it (titles
/// on the wood).
pub fn text_centered_shadowed(
    text: &str,
    at: Vec2,
    size: f32,
    color: Color,
    shadow: Vec2,
    font: &Font,
) {
    text_centered(text, at + shadow, size, fade(BLACK, 0.6), font);
    text_centered(text, at, size, color, font);
}

pub fn text_centered(text: &str, at: Vec2, size: f32, color: Color, font: &Font) {
    let dims = measure(text, font, size);
    draw_text_at(
        text,
        (at.x - dims.width * 0.5).round(),
        (at.y + dims.offset_y * 0.5).round(),
        size,
        color,
        font,
    );
}

/// `text` broken into lines no wider than `max_width` at `size` pixels: at
/// spaces, and a word longer than the line (a file's path) is cut. Blank
/// input lines are kept as empty lines; empty text gives none.
pub fn wrap(text: &str, font: &Font, size: f32, max_width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    if text.is_empty() {
        return lines;
    }
    for para in text.split('\n') {
        let mut line = String::new();
        for word in french_words(para) {
            for word in cut_to_fit(&word, font, size, max_width) {
                let candidate = if line.is_empty() {
                    word.clone()
                } else {
                    format!("{line} {word}")
                };
                if !line.is_empty() && measure(&candidate, font, size).width > max_width {
                    lines.push(std::mem::replace(&mut line, word));
                } else {
                    line = candidate;
                }
            }
        }
        lines.push(line);
    }
    lines
}

/// The words of `para`, French punctuation kept with its word: the ":",
/// ";", "!", "?" and "»" written after a space never start a line, and
/// "«" never ends one.
fn french_words(para: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut open = false;
    for word in para.split(' ').filter(|w| !w.is_empty()) {
        match words.last_mut() {
            Some(last) if open || matches!(word, ":" | ";" | "!" | "?" | "»") => {
                last.push(' ');
                last.push_str(word);
            }
            _ => words.push(word.to_string()),
        }
        open = word == "«";
    }
    words
}

/// `word` in pieces no wider than `max_width` (a file's path in a notice).
fn cut_to_fit(word: &str, font: &Font, size: f32, max_width: f32) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut piece = String::new();
    for c in word.chars() {
        piece.push(c);
        if measure(&piece, font, size).width > max_width && piece.chars().count() > 1 {
            piece.pop();
            pieces.push(std::mem::take(&mut piece));
            piece.push(c);
        }
    }
    pieces.push(piece);
    pieces
}

pub fn text_left(text: &str, at: Vec2, size: f32, color: Color, font: &Font) {
    let dims = measure(text, font, size);
    draw_text_at(
        text,
        at.x.round(),
        (at.y + dims.offset_y * 0.5).round(),
        size,
        color,
        font,
    );
}

/// The menus' background: a walnut table top, darker toward the edges.
/// Returns the centre of the light and the screen's larger side.
pub fn table_top(walnut: &Texture2D) -> (Vec2, f32) {
    let (w, h) = (screen_width(), screen_height());
    paint::textured_rect(
        Rect::new(0.0, 0.0, w, h),
        walnut,
        paint::cover_uv(w, h, 1.0),
        Color::new(0.8, 0.8, 0.8, 1.0),
    );
    let c = vec2(w * 0.5, h * 0.45);
    let big = w.max(h);
    paint::ring(c, 0.0, big * 0.75, fade(BLACK, 0.0), fade(BLACK, 0.6), 96);
    (c, big)
}

/// A band of the menus' table top across the top of the screen, `height`
/// pixels high, drawn over content that scrolls under it, with a shadow
/// along its lower edge.
pub fn table_top_band(walnut: &Texture2D, height: f32) {
    let (w, h) = (screen_width(), screen_height());
    let full = paint::cover_uv(w, h, 1.0);
    let uv = Rect::new(full.x, full.y, full.w, full.h * (height / h.max(1.0)));
    paint::textured_rect(
        Rect::new(0.0, 0.0, w, height),
        walnut,
        uv,
        Color::new(0.62, 0.6, 0.58, 1.0),
    );
    paint::quad(
        [
            vec2(0.0, height),
            vec2(w, height),
            vec2(w, height + 10.0),
            vec2(0.0, height + 10.0),
        ],
        [
            fade(BLACK, 0.5),
            fade(BLACK, 0.5),
            fade(BLACK, 0.0),
            fade(BLACK, 0.0),
        ],
    );
}

/// A wooden button: a raised panel of `grain` with a bevel and a shadow.
/// `size` is the label's largest size: it shrinks or wraps to fit (`fit_lines`).
/// Held, it sinks and shrinks a little, and springs back when let go (`press`).
pub fn button(rect: Rect, label: &str, size: f32, grain: &Texture2D, pressed: bool, font: &Font) {
    wooden_button(rect, None, label, size, grain, pressed, font);
}

/// A `button` with `icon` before its words, where the words keep their
/// size beside it, or nearly (`icon_room`); else the words alone.
pub fn icon_button(
    rect: Rect,
    icon: Icon,
    label: &str,
    size: f32,
    grain: &Texture2D,
    pressed: bool,
    font: &Font,
) {
    wooden_button(rect, Some(icon), label, size, grain, pressed, font);
}

/// The icon's side and the gap after it on a button `r` whose words are
/// at most `size`, or None where the words would have to shrink by more
/// than an eighth (or wrap onto more lines) to make room for it.
pub fn icon_room(r: Rect, label: &str, size: f32, font: &Font) -> Option<(f32, f32)> {
    let side = (r.h * 0.46).min(size * 1.05).max(10.0);
    let gap = (side * 0.4).max(5.0);
    // Trial fits: the words are drawn later with or without the icon, so a
    // word cut only in a trial is not drawn cut; the font's note of it (the
    // text tour's check) is put back as it was.
    let before = font.take_cut();
    let (alone, lines) = fit_lines(label, font, size, r.w - 14.0, r.h - 8.0);
    let cut_alone = font.take_cut().is_some();
    let (beside, with) = fit_lines(label, font, size, r.w - 18.0 - side - gap, r.h - 8.0);
    let cut_beside = font.take_cut().is_some();
    if let Some(cut) = before {
        font.note_cut(&cut);
    }
    // An icon never costs a word its wholeness.
    (beside >= alone * 0.88 && with.len() <= lines.len() && (cut_alone || !cut_beside))
        .then_some((side, gap))
}

fn wooden_button(
    rect: Rect,
    icon: Option<Icon>,
    label: &str,
    size: f32,
    grain: &Texture2D,
    pressed: bool,
    font: &Font,
) {
    let press = press::depth(rect, pressed);
    let d = press.depth;
    let shrink = 1.0 - 0.05 * press.squeeze;
    let c = rect.center() + vec2(0.0, 2.5 * d);
    let r = Rect::new(
        c.x - rect.w * shrink * 0.5,
        c.y - rect.h * shrink * 0.5,
        rect.w * shrink,
        rect.h * shrink,
    );
    // Shadow: shorter as the button goes in.
    let s = 6.0 - 4.0 * d.clamp(0.0, 1.0);
    rounded(
        Rect::new(r.x + 2.0, r.y + s, r.w, r.h),
        12.0,
        fade(BLACK, 0.45),
    );
    // Panel: the wood, its edge rounded by a darker border.
    rounded(r, 12.0, Color::new(0.22, 0.12, 0.06, 1.0));
    let inner = Rect::new(r.x + 3.0, r.y + 3.0, r.w - 6.0, r.h - 6.0);
    let uv = Rect::new(
        (rect.x * 0.0007).fract(),
        (rect.y * 0.0011).fract(),
        0.35,
        0.35 * inner.h / inner.w.max(1.0),
    );
    paint::textured_rect(inner, grain, uv, WHITE);
    // Light across the top, shade across the bottom (deeper while held).
    let mid = inner.y + inner.h * 0.5;
    let light = 0.25 - 0.1 * d.clamp(0.0, 1.0);
    paint::quad(
        [
            vec2(inner.x, inner.y),
            vec2(inner.right(), inner.y),
            vec2(inner.right(), mid),
            vec2(inner.x, mid),
        ],
        [
            fade(WHITE, light),
            fade(WHITE, light),
            fade(WHITE, 0.0),
            fade(WHITE, 0.0),
        ],
    );
    paint::quad(
        [
            vec2(inner.x, mid),
            vec2(inner.right(), mid),
            vec2(inner.right(), inner.bottom()),
            vec2(inner.x, inner.bottom()),
        ],
        [
            fade(BLACK, 0.0),
            fade(BLACK, 0.0),
            fade(BLACK, 0.3),
            fade(BLACK, 0.3),
        ],
    );
    // The words are laid out on the button at rest, so they do not reflow
    // as it shrinks: drawn scaled with it. Too long for one line at `size`:
    // two lines, or smaller, never under MIN_TEXT_PX.
    let room = icon.and_then(|_| icon_room(rect, label, size, font));
    let (icon_w, gap) = room.unwrap_or((0.0, 0.0));
    // An icon alone sits in the middle.
    let gap = if label.is_empty() { 0.0 } else { gap };
    let (size, lines) = fit_lines(
        label,
        font,
        size,
        rect.w - 14.0 - icon_w - gap,
        rect.h - 8.0,
    );
    let text_w = lines
        .iter()
        .map(|l| measure(l, font, size).width)
        .fold(0.0, f32::max);
    let left = c.x - (icon_w + gap + text_w) * 0.5 * shrink;
    let words = vec2(left + (icon_w + gap + text_w * 0.5) * shrink, c.y);
    let cream = Color::new(1.0, 0.96, 0.88, 1.0);
    if let (Some(icon), Some(_)) = (icon, room) {
        let at = vec2(left + icon_w * 0.5 * shrink, c.y);
        icons::draw(icon, at + vec2(0.0, 2.0), icon_w * shrink, fade(BLACK, 0.5));
        icons::draw(icon, at, icon_w * shrink, cream);
    }
    let size = size * shrink;
    lines_centered(&lines, words + vec2(0.0, 2.0), size, fade(BLACK, 0.5), font);
    lines_centered(&lines, words, size, cream, font);
}

/// A walnut panel (overlays, notices, the tutorial's card): a shadow, an
/// edge `border` pixels wide in `edge`, and the grain inside, tinted.
pub fn panel(
    r: Rect,
    radius: f32,
    border: f32,
    edge: Color,
    walnut: &Texture2D,
    zoom: f32,
    tint: Color,
) {
    rounded(
        Rect::new(r.x + border, r.y + 2.0 * border, r.w, r.h),
        radius,
        fade(BLACK, 0.5),
    );
    rounded(r, radius, edge);
    let inner = Rect::new(
        r.x + border,
        r.y + border,
        r.w - 2.0 * border,
        r.h - 2.0 * border,
    );
    paint::textured_rect(inner, walnut, paint::cover_uv(inner.w, inner.h, zoom), tint);
}

/// A filled rectangle with rounded corners.
pub fn rounded(r: Rect, radius: f32, color: Color) {
    let k = radius.min(r.w * 0.5).min(r.h * 0.5);
    draw_rectangle(r.x + k, r.y, r.w - 2.0 * k, r.h, color);
    draw_rectangle(r.x, r.y + k, k, r.h - 2.0 * k, color);
    draw_rectangle(r.right() - k, r.y + k, k, r.h - 2.0 * k, color);
    for (cx, cy, a0) in [
        (r.x + k, r.y + k, std::f32::consts::PI),
        (r.right() - k, r.y + k, -std::f32::consts::FRAC_PI_2),
        (r.right() - k, r.bottom() - k, 0.0),
        (r.x + k, r.bottom() - k, std::f32::consts::FRAC_PI_2),
    ] {
        paint::arc_ring(
            vec2(cx, cy),
            0.0,
            k,
            a0,
            a0 + std::f32::consts::FRAC_PI_2,
            color,
            color,
            paint::arc_segments(k, std::f32::consts::FRAC_PI_2),
        );
    }
}

/// The edge of `r` rounded by `radius`, `width` wide, drawn outside `r`:
/// a frame with no fill, so what is under it is drawn once, not twice.
pub fn rounded_outline(r: Rect, radius: f32, width: f32, color: Color) {
    let k = radius.min(r.w * 0.5).min(r.h * 0.5);
    draw_rectangle(r.x + k, r.y - width, r.w - 2.0 * k, width, color);
    draw_rectangle(r.x + k, r.bottom(), r.w - 2.0 * k, width, color);
    draw_rectangle(r.x - width, r.y + k, width, r.h - 2.0 * k, color);
    draw_rectangle(r.right(), r.y + k, width, r.h - 2.0 * k, color);
    for (cx, cy, a0) in [
        (r.x + k, r.y + k, std::f32::consts::PI),
        (r.right() - k, r.y + k, -std::f32::consts::FRAC_PI_2),
        (r.right() - k, r.bottom() - k, 0.0),
        (r.x + k, r.bottom() - k, std::f32::consts::FRAC_PI_2),
    ] {
        paint::arc_ring(
            vec2(cx, cy),
            k,
            k + width,
            a0,
            a0 + std::f32::consts::FRAC_PI_2,
            color,
            color,
            paint::arc_segments(k + width, std::f32::consts::FRAC_PI_2),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// French punctuation after a space stays on its word's line.
    #[test]
    fn a_line_never_starts_with_a_colon_or_a_closing_quote() {
        let font = Font::measuring_only();
        let text = "Les rondelles comptent là où elles s’arrêtent : 5 dans l’anneau extérieur; touchez « Je vise le 20 » avant!";
        for width in (120..400).step_by(7) {
            let lines = wrap(text, &font, 14.0, width as f32);
            assert_eq!(lines.join(" "), text, "{width}: nothing lost");
            for l in &lines {
                let first = l.split(' ').next().unwrap_or_default();
                assert!(
                    !matches!(first, ":" | ";" | "!" | "?" | "»"),
                    "{width}: {lines:?}"
                );
                assert!(!l.ends_with('«'), "{width}: {lines:?}");
            }
        }
    }
}
