//! Words and points that pop up over the board ("In!", "+20"): how big
//! they are, where a label is as it rises (always inside the screen), and
//! drawing one.

use super::super::draw::glyphs::Font;
use super::super::draw::paint::fade;
use super::super::ui;
use macroquad::prelude::*;

/// Pixels kept between a label and the screen's edge.
pub const MARGIN: f32 = 6.0;

/// How long a pop-up lasts (s).
pub const SECONDS: f32 = 1.3;

/// The labels' size on a board drawn `scale` px to the metre.
pub fn size(scale: f32) -> f32 {
    (scale * 0.03).clamp(18.0, 40.0)
}

pub fn ease_out(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    1.0 - (1.0 - t) * (1.0 - t)
}

/// The centre of a label `width` px wide at `size` px, `t` (0 to 1) into
/// its rise from `at`, moved in where it would leave a `w` x `h` screen.
pub fn place(at: Vec2, width: f32, size: f32, t: f32, w: f32, h: f32) -> Vec2 {
    let rise = ease_out(t) * size * 1.6;
    let p = at - vec2(0.0, rise + size * 0.6);
    let (half_w, half_h) = (width * 0.5 + MARGIN, size * 0.6 + MARGIN);
    vec2(
        p.x.clamp(half_w, (w - half_w).max(half_w)),
        p.y.clamp(half_h, (h - half_h).max(half_h)),
    )
}

/// Draws `words` centred on `centre`, `t` into its life: it grows in, then
/// fades out over its last quarter.
pub fn draw(words: &str, centre: Vec2, size: f32, t: f32, colour: Color, font: &Font) {
    let alpha = if t < 0.75 { 1.0 } else { (1.0 - t) / 0.25 };
    let grow = 0.7 + 0.3 * ease_out((t * 4.0).min(1.0));
    let s = size * grow;
    let shadow = fade(BLACK, 0.7 * alpha);
    ui::text_centered(words, centre + vec2(2.0, 2.0), s, shadow, font);
    ui::text_centered(words, centre, s, fade(colour, alpha), font);
}
