//! Buttons and text in screen pixels.

use super::paint::{self, fade};
use macroquad::prelude::*;

/// `size`, or smaller so that `text` fits in `max_width` pixels.
pub fn fit_size(text: &str, font: &Font, size: f32, max_width: f32) -> f32 {
    let width = measure_text(text, Some(font), size.clamp(6.0, 200.0) as u16, 1.0).width;
    if width > max_width && width > 0.0 {
        (size * max_width / width).floor().max(8.0)
    } else {
        size
    }
}

/// The texture rectangle that covers a `w` x `h` area without stretching
/// and without running off the texture (textures clamp at their edges).
pub fn cover_uv(w: f32, h: f32, zoom: f32) -> Rect {
    let (w, h) = (w.max(1.0), h.max(1.0));
    let (uw, vh) = if w >= h { (1.0, h / w) } else { (w / h, 1.0) };
    Rect::new(0.0, 0.0, uw * zoom.min(1.0), vh * zoom.min(1.0))
}

/// Draws `text` centred on `at` (the middle of its capital height).
pub fn text_centered(text: &str, at: Vec2, size: f32, color: Color, font: &Font) {
    let size = size.clamp(6.0, 200.0) as u16;
    let dims = measure_text(text, Some(font), size, 1.0);
    draw_text_ex(
        text,
        (at.x - dims.width * 0.5).round(),
        (at.y + dims.offset_y * 0.5).round(),
        TextParams {
            font: Some(font),
            font_size: size,
            color,
            ..Default::default()
        },
    );
}

pub fn text_left(text: &str, at: Vec2, size: f32, color: Color, font: &Font) {
    let size = size.clamp(6.0, 200.0) as u16;
    let dims = measure_text(text, Some(font), size, 1.0);
    draw_text_ex(
        text,
        at.x.round(),
        (at.y + dims.offset_y * 0.5).round(),
        TextParams {
            font: Some(font),
            font_size: size,
            color,
            ..Default::default()
        },
    );
}

/// A wooden button: a raised panel of `grain` with a bevel and a shadow.
pub fn button(rect: Rect, label: &str, size: f32, grain: &Texture2D, pressed: bool, font: &Font) {
    let sink = if pressed { 2.0 } else { 0.0 };
    let r = Rect::new(rect.x, rect.y + sink, rect.w, rect.h);
    // Shadow.
    let s = if pressed { 2.0 } else { 6.0 };
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
    // Light across the top, shade across the bottom.
    let mid = inner.y + inner.h * 0.5;
    paint::quad(
        [
            vec2(inner.x, inner.y),
            vec2(inner.right(), inner.y),
            vec2(inner.right(), mid),
            vec2(inner.x, mid),
        ],
        [
            fade(WHITE, 0.25),
            fade(WHITE, 0.25),
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
    let c = r.center();
    text_centered(label, c + vec2(0.0, 2.0), size, fade(BLACK, 0.5), font);
    text_centered(label, c, size, Color::new(1.0, 0.96, 0.88, 1.0), font);
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
            12,
        );
    }
}
