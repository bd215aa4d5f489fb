//! The sides' figures as lines of text in a given width, broken between
//! their items (the "  ·  " parts: "12 pucks left", "20s 3") so that no
//! item is ever split over two lines. The replay viewer writes them under
//! its top bar.

use super::super::draw::glyphs::Font;
use super::super::ui;

/// Line spacing, as a multiple of the size.
pub const LINE_STEP: f32 = 1.3;

/// The figures laid out: one size for all, each side's lines.
#[derive(Clone, Debug, PartialEq)]
pub struct StatLines {
    pub size: f32,
    pub sides: Vec<Vec<String>>,
}

impl StatLines {
    /// `texts` (one a side, items joined by "  ·  ") in `width` px, at
    /// `size` px or smaller: the largest size at which every item fits
    /// whole, down to the smallest readable one; below that (an item
    /// wider than the screen) the items are wrapped at spaces.
    pub fn lay_out(texts: &[String], font: &Font, size: f32, width: f32) -> StatLines {
        let fits =
            |s: f32, lines: &[String]| lines.iter().all(|l| ui::measure(l, font, s).width <= width);
        let mut s = size.floor().max(ui::MIN_TEXT_PX);
        loop {
            let sides: Vec<Vec<String>> = texts
                .iter()
                .map(|t| ui::break_at_dots(t, font, s, width))
                .collect();
            if sides.iter().all(|l| fits(s, l)) {
                return StatLines { size: s, sides };
            }
            if s <= ui::MIN_TEXT_PX {
                let sides = texts.iter().map(|t| ui::wrap(t, font, s, width)).collect();
                return StatLines { size: s, sides };
            }
            s -= 1.0;
        }
    }

    /// The height the lines take.
    pub fn height(&self) -> f32 {
        let n: usize = self.sides.iter().map(Vec::len).sum();
        n as f32 * self.size * LINE_STEP
    }
}
