//! What a screen with nothing to show says: a small board, a sentence that
//! tells the player what to do next, and the buttons that do it, on a card
//! in the middle of the room the screen has.

use super::super::draw::glyphs::Font;
use super::super::draw::paint::{self, fade};
use super::super::ui;
use macroquad::prelude::*;

/// The card, its sentence and its buttons, laid out in an area.
pub struct Empty {
    pub card: Rect,
    /// The picture's centre and radius.
    pub icon: (Vec2, f32),
    pub size: f32,
    /// The sentence's lines and where the first one's centre is.
    pub lines: Vec<String>,
    pub first: Vec2,
    pub step: f32,
    pub buttons: Vec<Rect>,
}

impl Empty {
    /// `text` and `buttons` buttons in `area`: side by side when they fit,
    /// else one above the other; the picture only where there is room; a
    /// tighter card where the roomy one is too tall (a phone on its side).
    pub fn layout(area: Rect, text: &str, buttons: usize, font: &Font) -> Empty {
        let roomy = Self::sized(area, text, buttons, font, (20.0, 14.0, 56.0, 20.0));
        if roomy.card.bottom() <= area.bottom() {
            return roomy;
        }
        Self::sized(area, text, buttons, font, (12.0, 8.0, 48.0, 18.0))
    }

    /// The layout with a padding, a gap, a button height and a text size.
    fn sized(
        area: Rect,
        text: &str,
        buttons: usize,
        font: &Font,
        (pad, gap, button_h, size): (f32, f32, f32, f32),
    ) -> Empty {
        // Wider where the room is short, so the words take fewer lines.
        let w = (area.w - 16.0).min(if area.h < 260.0 { 720.0 } else { 560.0 });
        let inner = w - 40.0;
        let step = size * 1.4;
        let lines = ui::wrap(text, font, size, inner);
        let n = buttons.max(1) as f32;
        let side_by_side = (inner - gap * (n - 1.0)) / n >= 150.0;
        let (bw, rows) = if side_by_side {
            (((inner - gap * (n - 1.0)) / n).min(240.0), 1.0)
        } else {
            (inner.min(300.0), n)
        };
        let buttons_h = rows * button_h + (rows - 1.0) * gap;
        let text_h = lines.len() as f32 * step;
        let bare = pad + text_h + gap + buttons_h + pad;
        // The picture: a board of crokinole, if the area has room for it.
        let icon_r = ((area.h - bare - 24.0) * 0.5 - 8.0).clamp(0.0, 44.0);
        let icon_r = if icon_r >= 24.0 { icon_r } else { 0.0 };
        let icon_h = if icon_r > 0.0 {
            2.0 * icon_r + 16.0
        } else {
            0.0
        };
        let h = bare + icon_h;
        let card = Rect::new(
            area.center().x - w * 0.5,
            area.y + ((area.h - h) * 0.4).max(0.0),
            w,
            h,
        );
        let icon = (vec2(card.center().x, card.y + pad + icon_r), icon_r);
        let text_top = card.y + pad + icon_h;
        let first = vec2(card.center().x, text_top + step * 0.5);
        let top = text_top + text_h + gap;
        let row_w = if side_by_side {
            bw * n + gap * (n - 1.0)
        } else {
            bw
        };
        let left = card.center().x - row_w * 0.5;
        let buttons = (0..buttons)
            .map(|i| {
                let i = i as f32;
                if side_by_side {
                    Rect::new(left + i * (bw + gap), top, bw, button_h)
                } else {
                    Rect::new(left, top + i * (button_h + gap), bw, button_h)
                }
            })
            .collect();
        Empty {
            card,
            icon,
            size,
            lines,
            first,
            step,
            buttons,
        }
    }

    /// The button at `pos`, by its place in the list.
    pub fn button_at(&self, pos: Vec2) -> Option<usize> {
        self.buttons.iter().position(|r| r.contains(pos))
    }

    /// The card, the picture and the sentence; the caller draws the buttons
    /// (`buttons`), which know their labels and wood.
    pub fn draw(&self, font: &Font) {
        ui::rounded(self.card, 16.0, fade(BLACK, 0.32));
        let (c, r) = self.icon;
        if r > 0.0 {
            // A little board, empty but for one puck waiting on its line.
            let maple = Color::new(0.86, 0.72, 0.5, 1.0);
            let line = Color::new(0.16, 0.09, 0.05, 0.6);
            paint::disc(c + vec2(2.0, 4.0), r, fade(BLACK, 0.35), 64);
            paint::disc(c, r, Color::new(0.36, 0.22, 0.12, 1.0), 64);
            paint::disc(c, r * 0.86, maple, 64);
            for k in [0.76, 0.5, 0.25] {
                paint::circle_line(c, r * k, 1.5, line, 64);
            }
            paint::disc(c, r * 0.07, Color::new(0.1, 0.06, 0.03, 1.0), 16);
            let puck = c + vec2(0.0, r * 0.76);
            paint::disc(puck + vec2(1.0, 2.0), r * 0.11, fade(BLACK, 0.4), 24);
            paint::disc(puck, r * 0.11, Color::new(0.98, 0.9, 0.74, 1.0), 24);
        }
        let cream = Color::new(1.0, 0.94, 0.82, 1.0);
        for (i, l) in self.lines.iter().enumerate() {
            let at = self.first + vec2(0.0, i as f32 * self.step);
            ui::text_centered(l, at, self.size, fade(cream, 0.92), font);
        }
    }
}

/// Whether `e` fits `area`: the card inside it, the picture, the words and
/// the buttons inside the card in that order, apart, big enough for a finger.
#[cfg(test)]
pub fn check_fits(e: &Empty, area: Rect, font: &Font) -> Result<(), String> {
    let inside = |r: Rect, o: Rect| {
        r.x >= o.x && r.right() <= o.right() && r.y >= o.y && r.bottom() <= o.bottom()
    };
    let text = Rect::new(
        e.card.x,
        e.first.y - e.step * 0.5,
        e.card.w,
        e.lines.len() as f32 * e.step,
    );
    let (c, r) = e.icon;
    let icon = Rect::new(c.x - r, c.y - r, 2.0 * r, 2.0 * r);
    let wide = e
        .lines
        .iter()
        .find(|l| ui::measure(l, font, e.size).width > e.card.w - 30.0);
    let problem = if !inside(e.card, area) {
        Some(format!("the card {:?} is outside {area:?}", e.card))
    } else if let Some(l) = wide {
        Some(format!("{l:?} is wider than the card"))
    } else if !inside(text, e.card) || !inside(icon, e.card) || icon.bottom() > text.y {
        Some("the picture or the words are out of place".to_string())
    } else {
        e.buttons.iter().enumerate().find_map(|(i, b)| {
            let apart = e.buttons[i + 1..].iter().all(|c| !b.overlaps(c));
            let ok = inside(*b, e.card) && b.y >= text.bottom() && b.w >= 120.0 && b.h >= 48.0;
            (!(ok && apart && e.button_at(b.center()) == Some(i))).then(|| format!("button {b:?}"))
        })
    };
    problem.map_or(Ok(()), Err)
}

#[cfg(test)]
mod tests {
    use super::super::super::platform::density::pretend_screen;
    use super::*;

    /// Cards at a phone upright, on its side, a tablet and a small phone.
    #[test]
    fn the_card_fits_its_area_and_nothing_overlaps() {
        let font = Font::measuring_only();
        let text = "Aucune partie gardée encore : jouez-en une, elle sera gardée ici pour la revoir ou la partager.";
        for (w, h) in [
            (390.0, 844.0),
            (844.0, 390.0),
            (1024.0, 768.0),
            (320.0, 480.0),
        ] {
            pretend_screen(w, h);
            for n in 1..=2 {
                let area = Rect::new(12.0, 84.0, w - 24.0, h - 84.0 - 100.0);
                let e = Empty::layout(area, text, n, &font);
                check_fits(&e, area, &font).unwrap_or_else(|p| panic!("{w}x{h}, {n}: {p}"));
                assert_eq!(
                    e.icon.1 > 0.0,
                    h > 700.0,
                    "{w}x{h}: the picture where there is room"
                );
            }
        }
    }

    #[test]
    fn the_check_finds_a_card_too_big_for_its_area() {
        let font = Font::measuring_only();
        let e = Empty::layout(Rect::new(0.0, 0.0, 400.0, 600.0), "Some words.", 2, &font);
        assert!(check_fits(&e, Rect::new(0.0, 0.0, 400.0, 120.0), &font).is_err());
    }
}
