//! A round's or a match's end celebrated: flakes of maple, walnut and brass
//! falling across the screen for two seconds, over the summary's veil and
//! under its panel.
//! Where each flake falls is worked out from its number, so every end
//! looks the same and a test can find them.

use macroquad::prelude::*;

/// How long the flakes fall (s).
pub const SECONDS: f32 = 2.2;
const FLAKES: usize = 70;

/// The flakes `t` seconds in on a `w` x `h` screen: centre, half size,
/// turn (rad) and colour; none before they start or after they land.
pub fn flakes(t: f32, w: f32, h: f32) -> Vec<(Vec2, Vec2, f32, Color)> {
    let colours = [
        Color::new(0.93, 0.78, 0.56, 1.0),
        Color::new(0.47, 0.30, 0.18, 1.0),
        Color::new(0.95, 0.78, 0.35, 1.0),
        Color::new(0.98, 0.9, 0.72, 1.0),
    ];
    let unit = w.min(h) / 100.0;
    (0..FLAKES)
        .filter_map(|i| {
            let k = i as f32;
            // Golden-ratio steps spread the flakes evenly without a pattern.
            let spread = (k * 0.618_034).fract();
            let delay = (k * 0.381_966).fract() * 0.7;
            let age = t - delay;
            let fall = SECONDS - 0.7;
            if !(0.0..fall).contains(&age) {
                return None;
            }
            let speed = h * (0.55 + 0.35 * (k * 0.7548).fract());
            let sway = (age * 3.0 + k).sin() * unit * 3.0;
            let centre = vec2(spread * w + sway, -unit * 2.0 + age * speed);
            let size = vec2(1.0 + (k * 0.3).fract(), 0.5) * unit * 0.9;
            let fade = (1.0 - age / fall).min(1.0) * 0.9;
            let c = colours[i % colours.len()];
            Some((
                centre,
                size,
                age * (2.0 + k % 3.0) + k,
                Color::new(c.r, c.g, c.b, fade),
            ))
        })
        .collect()
}
