//! The saves' banner: a notice (an import, an export, a save that failed)
//! shown for a few seconds over any screen but the title. It goes in the
//! room a screen keeps free for it (`Screen::banner_bands`: on the set-up,
//! its note's band, else over the title beside or under Back); with none,
//! over the foot of the screen, where on a phone on its side it covered
//! the set-up's seats and Play (issue 45). The set-up does not draw its
//! note while a banner is up over it (`Saves::banner_up`).

use super::super::draw::glyphs::Font;
use super::super::draw::paint::fade;
use super::super::ui;
use macroquad::prelude::*;

/// A banner laid out: its panel, its lines and their size.
pub struct Placed {
    pub panel: Rect,
    pub lines: Vec<String>,
    pub size: f32,
}

/// The banner's text size at most and at least (px).
const SIZE_MAX: f32 = 20.0;
const SIZE_MIN: f32 = 14.0;
/// Line spacing, as a multiple of the size.
const LINE: f32 = 1.25;

/// `text` laid out on a `w` x `h` screen: in the first of `bands` (a
/// screen's free room, best first) where it fits, wrapped to the band's
/// width, as large as fits from the screen's size down to 14 px; with no
/// band or none that holds it, 100 px over the foot.
pub fn place(text: &str, font: &Font, w: f32, h: f32, bands: &[Rect]) -> Placed {
    let top = (h * 0.026).clamp(SIZE_MIN, SIZE_MAX).floor();
    for b in bands {
        let mut size = top;
        while size >= SIZE_MIN {
            let p = laid(text, font, size, (b.w - 8.0).min(900.0) - 40.0);
            if p.panel.h <= b.h && p.panel.w <= b.w {
                let y = b.center().y - p.panel.h * 0.5;
                return at(p, b.center().x, y);
            }
            size -= 1.0;
        }
    }
    let p = laid(text, font, top, (w * 0.9).min(900.0) - 32.0);
    let y = h - p.panel.h - 100.0;
    at(p, w * 0.5, y)
}

/// The lines of `text` at `size` wrapped to `room` px, in a panel at 0, 0.
fn laid(text: &str, font: &Font, size: f32, room: f32) -> Placed {
    let lines = ui::wrap(text, font, size, room);
    let bh = lines.len() as f32 * size * LINE + 12.0;
    let bw = lines
        .iter()
        .map(|l| ui::measure(l, font, size).width)
        .fold(0.0, f32::max)
        + 40.0;
    Placed {
        panel: Rect::new(0.0, 0.0, bw, bh),
        lines,
        size,
    }
}

/// `p` with its panel centred on `cx` and its top at `y`.
fn at(mut p: Placed, cx: f32, y: f32) -> Placed {
    p.panel.x = cx - p.panel.w * 0.5;
    p.panel.y = y;
    p
}

/// Draws a placed banner, faded to `alpha`.
pub fn draw(b: &Placed, alpha: f32, font: &Font) {
    ui::rounded(b.panel, 10.0, Color::new(0.12, 0.07, 0.04, 0.92 * alpha));
    let c = b.panel.center();
    let step = b.size * LINE;
    let first = c.y - step * (b.lines.len() as f32 - 1.0) * 0.5;
    for (i, line) in b.lines.iter().enumerate() {
        ui::text_centered(
            line,
            vec2(c.x, first + step * i as f32),
            b.size,
            fade(Color::new(1.0, 0.93, 0.8, 1.0), alpha),
            font,
        );
    }
}
