//! The game's text: every glyph it writes, rasterised once at start-up at a
//! few sizes into one texture, drawn as textured quads.
//!
//! Why not macroquad's font cache: its atlas doubles whenever a glyph lands
//! within its 2-pixel gap of the right edge, and then repacks every glyph in
//! hash-map order, so growth cascades at random. With the game's ~1,600
//! glyphs it reached 8192 pixels square (256 MB) and now and then 32768,
//! where miniquad's texture size overflows and the game panicked at start-up
//! (seen in the scripted Xvfb tests). This atlas is packed once, in a fixed
//! order, to the size it needs.

use super::super::platform::density::density;
use macroquad::prelude::*;
use std::cell::RefCell;
use std::collections::HashMap;

/// The reading face (DejaVu Serif Bold) and the display face for titles
/// (Averia Serif GWF Bold), both cut to the characters the game writes
/// (`tools/make-fonts.py`).
pub const FONT: &[u8] = include_bytes!("../../../assets/fonts/FlickwoodSerif-Bold.ttf");
pub const DISPLAY_FONT: &[u8] = include_bytes!("../../../assets/fonts/FlickwoodDisplay-Bold.ttf");

/// Characters the game writes (English and French) besides ASCII.
/// Every non-ASCII character of the catalogue (`words/text.rs`) is here; its
/// test fails when a new string needs one more.
pub const CHARSET: &str = "ÀÂÇÉÈÊËÎÏÔÛÙÜŒàâçéèêëîïôûùüœ·–—…’‘“”«»°×";

/// Every character the font is loaded with: printable ASCII and `CHARSET`.
pub fn characters() -> impl Iterator<Item = char> {
    (' '..='~').chain(CHARSET.chars())
}

/// The sizes glyphs are rasterised at. Text of any other size is drawn from
/// the nearest one at or above it, scaled down.
pub const SIZES: [u16; 12] = [10, 12, 14, 16, 19, 22, 26, 31, 37, 44, 52, 64];

/// The display face's sizes: it writes titles and headings only, never
/// small, so fewer sizes (drawn scaled down up to 1.4 times) do: its
/// glyphs are rasterised at start-up beside the reading face's, and these
/// take about two thirds of their time.
pub const DISPLAY_SIZES: [u16; 5] = [19, 26, 37, 52, 64];

/// Pixels between glyphs, so linear filtering never reads a neighbour.
const GAP: u32 = 2;

#[derive(Clone, Copy)]
struct Glyph {
    /// Where it is in the atlas, in pixels.
    src: Rect,
    /// The bitmap's left edge from the pen, and its top above the baseline.
    left: f32,
    top: f32,
    advance: f32,
}

/// A typeface with its glyphs ready to draw.
pub struct Font {
    /// The sizes its glyphs were rasterised at (`SIZES` or `DISPLAY_SIZES`).
    sizes: &'static [u16],
    /// None in a font that only measures (tests, with no window).
    texture: Option<Texture2D>,
    glyphs: HashMap<(char, u16), Glyph>,
    /// The smallest text drawn since `take_smallest` (size, text): the
    /// readability test (`shell/app/text_tour.rs`) asks it after each screen.
    smallest: RefCell<Option<(f32, String)>>,
    /// A label that had to be cut inside a word to fit (`ui::fit_lines`).
    cut: RefCell<Option<String>>,
}

/// How wide and tall a line of text is, in the shape macroquad gives.
pub struct TextDimensions {
    pub width: f32,
    /// The tallest glyph's top above the baseline.
    pub offset_y: f32,
    /// The lowest glyph's bottom under the baseline (g, p, q, y, a comma).
    pub descent: f32,
}

impl Font {
    /// Rasterises `chars` of the TTF `bytes` at every size in `sizes`.
    pub fn load(
        bytes: &[u8],
        chars: impl IntoIterator<Item = char>,
        sizes: &'static [u16],
    ) -> Result<Font, String> {
        let face = fontdue::Font::from_bytes(bytes, fontdue::FontSettings::default())
            .map_err(|e| e.to_string())?;
        let mut chars: Vec<char> = chars.into_iter().collect();
        chars.sort_unstable();
        chars.dedup();
        let mut bitmaps = Vec::new();
        for &size in sizes {
            let px = f32::from(size);
            for &c in &chars {
                let (m, coverage) = face.rasterize(c, px);
                bitmaps.push((c, size, m, coverage));
            }
        }
        // Shelf packing, tallest first, into the narrowest power of two that holds it all.
        let mut order: Vec<usize> = (0..bitmaps.len()).collect();
        order.sort_by_key(|&i| {
            (
                std::cmp::Reverse(bitmaps[i].2.height),
                bitmaps[i].0,
                bitmaps[i].1,
            )
        });
        let mut side = 256u32;
        let places = loop {
            if let Some(p) = pack(&order, &bitmaps, side) {
                break p;
            }
            if side >= 8192 {
                return Err("the glyphs do not fit an 8192-pixel texture".into());
            }
            side *= 2;
        };
        let mut rgba = vec![0u8; (side * side * 4) as usize];
        let mut glyphs = HashMap::new();
        for (i, (c, size, m, coverage)) in bitmaps.iter().enumerate() {
            let (x, y) = places[i];
            for row in 0..m.height {
                for col in 0..m.width {
                    let a = coverage[row * m.width + col];
                    let at = (((y as usize + row) * side as usize) + x as usize + col) * 4;
                    rgba[at..at + 4].copy_from_slice(&[255, 255, 255, a]);
                }
            }
            glyphs.insert(
                (*c, *size),
                Glyph {
                    src: Rect::new(x as f32, y as f32, m.width as f32, m.height as f32),
                    left: m.xmin as f32,
                    top: m.ymin as f32 + m.height as f32,
                    advance: m.advance_width,
                },
            );
        }
        let texture = Texture2D::from_rgba8(side as u16, side as u16, &rgba);
        texture.set_filter(FilterMode::Linear);
        Ok(Font {
            sizes,
            texture: Some(texture),
            glyphs,
            smallest: RefCell::new(None),
            cut: RefCell::new(None),
        })
    }

    /// The game's font with its glyphs' sizes only, no texture: layouts
    /// measure their words with it in tests, where no window is open.
    #[cfg(test)]
    pub fn measuring_only() -> Font {
        Self::measuring(FONT, &SIZES)
    }

    /// The display face, measuring only (as `measuring_only`).
    #[cfg(test)]
    pub fn measuring_display() -> Font {
        Self::measuring(DISPLAY_FONT, &DISPLAY_SIZES)
    }

    #[cfg(test)]
    fn measuring(bytes: &[u8], sizes: &'static [u16]) -> Font {
        let face = fontdue::Font::from_bytes(bytes, fontdue::FontSettings::default())
            .expect("the built-in font");
        let mut glyphs = HashMap::new();
        for &size in sizes {
            for c in characters() {
                let m = face.metrics(c, f32::from(size));
                // No atlas; the bitmap's size still gives the descent.
                let glyph = Glyph {
                    src: Rect::new(0.0, 0.0, m.width as f32, m.height as f32),
                    left: m.xmin as f32,
                    top: m.ymin as f32 + m.height as f32,
                    advance: m.advance_width,
                };
                glyphs.insert((c, size), glyph);
            }
        }
        Font {
            sizes,
            texture: None,
            glyphs,
            smallest: RefCell::new(None),
            cut: RefCell::new(None),
        }
    }

    /// The atlas size and scale that draw text `size` px high where a px
    /// is `pixels` of the screen's pixels: the nearest atlas size at or
    /// above `size * pixels`, so a phone's text is drawn from glyphs
    /// rasterised at its own resolution (density.rs) as far as `SIZES` go.
    fn size_for(sizes: &[u16], size: f32, pixels: f32) -> (u16, f32) {
        let size = if size.is_finite() {
            size.clamp(6.0, 200.0)
        } else {
            16.0
        };
        let pixels = if pixels.is_finite() && pixels > 0.0 {
            pixels
        } else {
            1.0
        };
        let atlas = sizes
            .iter()
            .copied()
            .find(|&a| f32::from(a) >= size * pixels)
            .unwrap_or(sizes.last().copied().unwrap_or(16));
        (atlas, size / f32::from(atlas))
    }

    /// A glyph of `c`; characters the font was not loaded with show as '?'.
    fn glyph(&self, c: char, size: u16) -> Option<&Glyph> {
        self.glyphs
            .get(&(c, size))
            .or_else(|| self.glyphs.get(&('?', size)))
    }

    /// The size of `text` at `size` px, from the glyphs of that size on
    /// every platform, so that layouts do not depend on the density.
    pub fn measure(&self, text: &str, size: f32) -> TextDimensions {
        let (px, scale) = Self::size_for(self.sizes, size, 1.0);
        let (mut width, mut top, mut descent) = (0.0f32, 0.0f32, 0.0f32);
        for c in text.chars() {
            if let Some(g) = self.glyph(c, px) {
                width += g.advance;
                top = top.max(g.top);
                descent = descent.max(g.src.h - g.top);
            }
        }
        TextDimensions {
            width: width * scale,
            offset_y: top * scale,
            descent: descent * scale,
        }
    }

    /// The smallest text drawn since the last call, and its words.
    pub fn take_smallest(&self) -> Option<(f32, String)> {
        self.smallest.borrow_mut().take()
    }

    /// Notes a label cut inside a word: too little room even at the smallest size.
    pub fn note_cut(&self, text: &str) {
        *self.cut.borrow_mut() = Some(text.to_string());
    }

    /// The last label cut inside a word since the last call.
    pub fn take_cut(&self) -> Option<String> {
        self.cut.borrow_mut().take()
    }

    /// Draws `text` with its baseline starting at (`x`, `y`).
    pub fn draw(&self, text: &str, x: f32, y: f32, size: f32, color: Color) {
        if !text.trim().is_empty() && color.a > 0.0 {
            let mut smallest = self.smallest.borrow_mut();
            if smallest.as_ref().is_none_or(|s| size < s.0) {
                *smallest = Some((size, text.to_string()));
            }
        }
        let Some(texture) = &self.texture else {
            return;
        };
        let (px, scale) = Self::size_for(self.sizes, size, density());
        let mut pen = x;
        for c in text.chars() {
            let Some(g) = self.glyph(c, px) else {
                continue;
            };
            if g.src.w > 0.0 && g.src.h > 0.0 {
                draw_texture_ex(
                    texture,
                    pen + g.left * scale,
                    y - g.top * scale,
                    color,
                    DrawTextureParams {
                        dest_size: Some(vec2(g.src.w * scale, g.src.h * scale)),
                        source: Some(g.src),
                        ..Default::default()
                    },
                );
            }
            pen += g.advance * scale;
        }
    }
}

type Bitmap = (char, u16, fontdue::Metrics, Vec<u8>);

/// Top-left corners for every bitmap on shelves `side` pixels wide, or None
/// if they do not fit in a `side` square.
fn pack(order: &[usize], bitmaps: &[Bitmap], side: u32) -> Option<Vec<(u32, u32)>> {
    let mut places = vec![(0, 0); bitmaps.len()];
    let (mut x, mut y, mut shelf) = (GAP, GAP, 0u32);
    for &i in order {
        let (w, h) = (bitmaps[i].2.width as u32, bitmaps[i].2.height as u32);
        if w + 2 * GAP > side {
            return None;
        }
        if x + w + GAP > side {
            (x, y, shelf) = (GAP, y + shelf + GAP, 0);
        }
        if y + h + GAP > side {
            return None;
        }
        places[i] = (x, y);
        x += w + GAP;
        shelf = shelf.max(h);
    }
    Some(places)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bitmap(w: usize, h: usize) -> Bitmap {
        let m = fontdue::Metrics {
            width: w,
            height: h,
            ..Default::default()
        };
        ('a', 10, m, vec![0; w * h])
    }

    #[test]
    fn packing_never_overlaps_and_stays_inside() {
        let bitmaps: Vec<Bitmap> = (0..300).map(|i| bitmap(3 + i % 37, 5 + i % 23)).collect();
        let order: Vec<usize> = (0..bitmaps.len()).collect();
        let side = 512;
        let places = pack(&order, &bitmaps, side).expect("fits");
        let rects: Vec<(u32, u32, u32, u32)> = places
            .iter()
            .zip(&bitmaps)
            .map(|(&(x, y), b)| (x, y, b.2.width as u32, b.2.height as u32))
            .collect();
        for (i, a) in rects.iter().enumerate() {
            assert!(a.0 + a.2 <= side && a.1 + a.3 <= side, "{a:?} outside");
            for b in &rects[..i] {
                let apart = a.0 + a.2 + GAP <= b.0
                    || b.0 + b.2 + GAP <= a.0
                    || a.1 + a.3 + GAP <= b.1
                    || b.1 + b.3 + GAP <= a.1;
                assert!(apart, "{a:?} and {b:?} overlap or touch");
            }
        }
        assert!(pack(&order, &bitmaps, 64).is_none());
    }

    /// Both bundled fonts are subsets (`tools/make-fonts.py`): each must
    /// still draw every character the game loads (`ui::characters()`,
    /// which the word tables' tests hold every string to).
    #[test]
    fn the_bundled_fonts_draw_every_character_the_game_writes() {
        use super::{DISPLAY_FONT, FONT};
        for (name, bytes) in [("reading", FONT), ("display", DISPLAY_FONT)] {
            let face = fontdue::Font::from_bytes(bytes, fontdue::FontSettings::default())
                .expect("a bundled font loads");
            let missing: String = super::characters()
                .filter(|&c| {
                    let (m, coverage) = face.rasterize(c, 16.0);
                    let inked = coverage.iter().any(|&a| a > 0);
                    face.lookup_glyph_index(c) == 0 || m.advance_width <= 0.0 || c != ' ' && !inked
                })
                .collect();
            assert!(missing.is_empty(), "the {name} font lacks {missing:?}");
            // The check can fail: the subsets hold nothing else.
            assert_eq!(face.lookup_glyph_index('→'), 0, "{name}");
        }
    }

    #[test]
    fn sizes_pick_the_atlas_at_or_above() {
        assert_eq!(Font::size_for(&SIZES, 16.0, 1.0), (16, 1.0));
        assert_eq!(Font::size_for(&SIZES, 17.0, 1.0).0, 19);
        assert_eq!(Font::size_for(&SIZES, 500.0, 1.0).0, 64);
        assert_eq!(Font::size_for(&SIZES, f32::NAN, 1.0).0, 16);
    }

    #[test]
    fn a_dense_screen_draws_from_larger_glyphs() {
        // 14 px on a 3x phone is 42 pixels: the 44 glyphs, drawn at 14/44.
        assert_eq!(Font::size_for(&SIZES, 14.0, 3.0), (44, 14.0 / 44.0));
        assert_eq!(Font::size_for(&SIZES, 16.0, 2.0), (37, 16.0 / 37.0));
        // Past the largest size: the largest, enlarged.
        assert_eq!(Font::size_for(&SIZES, 40.0, 3.0), (64, 40.0 / 64.0));
        // A nonsense density is ignored.
        assert_eq!(Font::size_for(&SIZES, 16.0, f32::NAN), (16, 1.0));
        assert_eq!(Font::size_for(&SIZES, 16.0, 0.0), (16, 1.0));
    }
}
