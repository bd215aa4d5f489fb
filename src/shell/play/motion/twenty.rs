//! A 20 made gets a moment worth the shot (issue 45): its "+20" twice the
//! size of other pop-ups and held longer, three gold rings going out from
//! the hole one after another, and a chime (`sound.rs`). None of it with
//! reduced motion, which keeps the plain "+20" in place.

use super::super::super::draw::paint::{self, fade};
use macroquad::prelude::*;

/// The "+20" against the ordinary pop-up's size.
pub const LABEL_SCALE: f32 = 2.0;

/// How long the large "+20" stays up (s): longer than a pocket's "In!".
pub const LABEL_SECONDS: f32 = 1.8;

/// How long the rings go out for (s).
pub const HALO: f32 = 1.2;

/// The rings `t` (0 to 1) into their life, round the hole at `centre`
/// (board metres) for a puck of `radius`: each starts a little after the
/// one before, goes out to beyond the posts and fades as it goes.
pub fn draw_halo(centre: Vec2, radius: f32, t: f32) {
    let gold = Color::new(1.0, 0.84, 0.4, 1.0);
    // The hole lit from below for the first part.
    let glow = (1.0 - t / 0.45).max(0.0);
    if glow > 0.0 {
        let warm = Color::new(1.0, 0.93, 0.7, 1.0);
        paint::soft_disc(
            centre,
            radius * 1.2,
            radius * 4.0,
            fade(warm, 0.75 * glow),
            40,
        );
    }
    for k in 0..3 {
        let start = k as f32 * 0.18;
        let u = ((t - start) / (1.0 - start)).clamp(0.0, 1.0);
        if u <= 0.0 || u >= 1.0 {
            continue;
        }
        let grow = 1.0 - (1.0 - u) * (1.0 - u);
        let r = radius * (1.5 + 9.0 * grow);
        let w = radius * (1.0 - 0.6 * u);
        let a = (1.0 - u).sqrt();
        paint::ring(centre, r - w, r, fade(gold, 0.0), fade(gold, a), 72);
        paint::ring(centre, r, r + w * 0.5, fade(gold, a), fade(gold, 0.0), 72);
    }
}
