//! An on-screen keyboard for names: text entry must work by touch on every
//! platform (the system keyboards of the web and phones are not reachable
//! from macroquad). A hardware keyboard types into it too.

use super::super::draw::board_view::BoardWood;
use super::super::draw::glyphs::Font;
use super::super::draw::paint::fade;
use super::super::platform::density::{screen_height, screen_width};
use super::super::platform::input::PointerEvent;
use super::super::words::text::{T, tr};
use super::taps::Taps;
use flickwood_core::save::Language;
use flickwood_core::save::profile::MAX_NAME_CHARS;
use macroquad::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    Char(char),
    Shift,
    Space,
    Delete,
    Cancel,
    Done,
}

const ROWS: [&str; 4] = ["1234567890", "QWERTYUIOP", "ASDFGHJKL'", "ZXCVBNM-ÉÈ"];

/// What the keyboard came to this frame.
pub enum Typed {
    Typing,
    Done(String),
    Cancelled,
}

pub struct Keyboard {
    pub text: String,
    /// Capitals: on for the first letter of each word, or by Shift.
    upper: bool,
    /// Shift was tapped by hand (it stays until the next letter).
    taps: Taps<Key>,
}

fn keys() -> Vec<(Key, Rect)> {
    let (w, h) = (screen_width(), screen_height());
    let gap = 6.0;
    let kw = ((w - 24.0 - gap * 9.0) / 10.0).min(86.0);
    let kh = ((h * 0.4 - gap * 4.0) / 5.0).clamp(48.0, 68.0);
    let total_w = kw * 10.0 + gap * 9.0;
    let x0 = (w - total_w) * 0.5;
    let y0 = h - (kh + gap) * 5.0 - 12.0;
    let mut out = Vec::new();
    for (r, row) in ROWS.iter().enumerate() {
        for (i, c) in row.chars().enumerate() {
            out.push((
                Key::Char(c),
                Rect::new(
                    x0 + i as f32 * (kw + gap),
                    y0 + r as f32 * (kh + gap),
                    kw,
                    kh,
                ),
            ));
        }
    }
    // The bottom row: Shift, Space, Delete, Cancel, Done.
    let y = y0 + 4.0 * (kh + gap);
    let unit = (total_w - gap * 4.0) / 10.0;
    let mut x = x0;
    for (key, units) in [
        // Each as wide as its longer word asks ("Maj", "Espace",
        // "Effacer", "Annuler", "Done"): on a phone they read at one size.
        (Key::Shift, 1.4),
        (Key::Space, 2.2),
        (Key::Delete, 2.25),
        (Key::Cancel, 2.45),
        (Key::Done, 1.7),
    ] {
        let kw = unit * units;
        out.push((key, Rect::new(x, y, kw, kh)));
        x += kw + gap;
    }
    out
}

impl Keyboard {
    pub fn new(text: &str) -> Keyboard {
        Keyboard {
            text: text.to_string(),
            upper: text.is_empty(),
            taps: Taps::default(),
        }
    }

    /// A keyboard coming on screen: keys typed on a hardware keyboard
    /// before it opened are not part of the name.
    pub fn opened(text: &str) -> Keyboard {
        clear_input_queue();
        Keyboard::new(text)
    }

    /// The top of the keys, so a screen can lay out above them.
    pub fn top() -> f32 {
        keys().iter().map(|k| k.1.y).fold(screen_height(), f32::min)
    }

    fn put(&mut self, c: char) {
        if self.text.chars().count() >= MAX_NAME_CHARS {
            return;
        }
        let c = if self.upper {
            c.to_uppercase().next().unwrap_or(c)
        } else {
            c.to_lowercase().next().unwrap_or(c)
        };
        self.text.push(c);
        self.upper = c == ' ' || c == '-';
    }

    fn press(&mut self, key: Key) -> Typed {
        match key {
            Key::Char(c) => self.put(c),
            Key::Space => {
                if !self.text.is_empty() && !self.text.ends_with(' ') {
                    self.put(' ');
                }
            }
            Key::Shift => self.upper = !self.upper,
            Key::Delete => {
                self.text.pop();
                self.upper = self.text.is_empty() || self.text.ends_with([' ', '-']);
            }
            Key::Cancel => return Typed::Cancelled,
            Key::Done => return Typed::Done(self.text.trim().to_string()),
        }
        Typed::Typing
    }

    pub fn update(&mut self, events: &[PointerEvent]) -> Typed {
        let layout = keys();
        for e in events {
            let hit = layout.iter().find(|k| k.1.contains(e.pos)).map(|k| k.0);
            if let Some(key) = self.taps.feed(e, hit) {
                match self.press(key) {
                    Typed::Typing => {}
                    done => return done,
                }
            }
        }
        // A hardware keyboard, where there is one.
        while let Some(c) = get_char_pressed() {
            if !c.is_control() && self.text.chars().count() < MAX_NAME_CHARS {
                self.text.push(c);
                self.upper = false;
            }
        }
        if is_key_pressed(KeyCode::Backspace) {
            self.text.pop();
        }
        if is_key_pressed(KeyCode::Enter) || is_key_pressed(KeyCode::KpEnter) {
            return Typed::Done(self.text.trim().to_string());
        }
        if is_key_pressed(KeyCode::Escape) {
            return Typed::Cancelled;
        }
        Typed::Typing
    }

    /// The prompt, the name so far in a field, a problem if any, the keys.
    pub fn draw(
        &self,
        prompt: &str,
        problem: Option<&str>,
        font: &Font,
        lang: Language,
        wood: &BoardWood,
    ) {
        let w = screen_width();
        let cream = Color::new(1.0, 0.94, 0.82, 1.0);
        let top = Self::top();
        let field_h = 64.0;
        let field_w = (w - 48.0).min(560.0);
        let field = Rect::new((w - field_w) * 0.5, top - field_h - 60.0, field_w, field_h);
        let psize = super::fit_size(prompt, font, super::HEADING_PX, w - 32.0);
        super::text_centered(prompt, vec2(w * 0.5, field.y - 30.0), psize, cream, font);
        super::rounded(field, 10.0, Color::new(0.22, 0.12, 0.06, 1.0));
        super::rounded(
            Rect::new(field.x + 3.0, field.y + 3.0, field.w - 6.0, field.h - 6.0),
            8.0,
            Color::new(0.96, 0.91, 0.8, 1.0),
        );
        let ink = Color::new(0.2, 0.1, 0.04, 1.0);
        let size = super::fit_size(&self.text, font, super::TITLE_PX, field.w - 40.0);
        let tw = super::measure(&self.text, font, size).width;
        let x = field.x + 20.0;
        super::text_left(&self.text, vec2(x, field.center().y), size, ink, font);
        // The caret blinks after the text.
        if (get_time() * 2.0) as i64 % 2 == 0 {
            draw_rectangle(x + tw + 3.0, field.y + 14.0, 3.0, field.h - 28.0, ink);
        }
        if let Some(p) = problem {
            let s = super::fit_size(p, font, super::BODY_PX, w - 32.0);
            super::text_centered(
                p,
                vec2(w * 0.5, field.bottom() + 24.0),
                s,
                Color::new(1.0, 0.7, 0.55, 1.0),
                font,
            );
        }
        let layout = keys();
        let ksize = key_px(&layout);
        let letters = letter_px(&layout, ksize, font);
        let back = Rect::new(0.0, top - 10.0, w, screen_height() - top + 10.0);
        draw_rectangle(back.x, back.y, back.w, back.h, fade(BLACK, 0.35));
        for (key, r) in layout {
            let label = key_words(key, self.upper, lang);
            let grain = if key == Key::Done || (key == Key::Shift && self.upper) {
                &wood.cherry
            } else {
                &wood.walnut
            };
            let s = match key {
                Key::Char(_) => letters,
                _ => ksize,
            };
            super::button(r, &label, s, grain, self.taps.is_held(key), font);
        }
    }
}

/// What `key` says: its letter (a capital while `upper`), or its word.
fn key_words(key: Key, upper: bool, lang: Language) -> String {
    match key {
        Key::Char(c) if upper => c.to_string(),
        Key::Char(c) => c.to_lowercase().to_string(),
        Key::Shift => tr(lang, T::Shift).into(),
        Key::Space => tr(lang, T::Space).into(),
        Key::Delete => tr(lang, T::Backspace).into(),
        Key::Cancel => tr(lang, T::Cancel).into(),
        Key::Done => tr(lang, T::Done).into(),
    }
}

/// The size the keys' words are asked at: the buttons' scale for the
/// keys' height.
fn key_px(layout: &[(Key, Rect)]) -> f32 {
    super::button_px(layout.first().map_or(56.0, |k| k.1.h) * 0.42)
}

/// The one size every letter key is drawn at: the largest at which the
/// widest letter fits its key ("W" and "M" were drawn smaller than "I").
fn letter_px(layout: &[(Key, Rect)], ksize: f32, font: &Font) -> f32 {
    let room = layout.first().map_or(40.0, |k| k.1.w - 14.0);
    ROWS.iter()
        .flat_map(|r| r.chars())
        .map(|c| super::fit_size(&c.to_string(), font, ksize, room))
        .fold(ksize, f32::min)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key's words at a caption's size or more, on one line, on
    /// phones either way up and tablets, in both languages ("Shift" was
    /// 13 px and "Annuler" 14 at 390x844: each key now takes the share of
    /// the row its longer word asks).
    #[test]
    fn every_key_reads_at_a_buttons_size() {
        use super::super::super::platform::density::pretend_screen;
        let font = Font::measuring_only();
        for (w, h) in [
            (390.0, 844.0),
            (360.0, 640.0),
            (844.0, 390.0),
            (1024.0, 768.0),
        ] {
            pretend_screen(w, h);
            for lang in [Language::English, Language::French] {
                let layout = keys();
                let ksize = key_px(&layout);
                for &(key, r) in &layout {
                    if matches!(key, Key::Char(_)) {
                        continue;
                    }
                    let label = key_words(key, false, lang);
                    let size = super::super::fit_size(&label, &font, ksize, r.w - 14.0);
                    // A caption's size at least; a 360 px phone keeps the
                    // floor every screen keeps (five keys share 312 px).
                    let floor = if w < 380.0 {
                        super::super::MIN_TEXT_PX
                    } else {
                        super::super::CAPTION_PX
                    };
                    assert!(
                        size >= floor,
                        "{w}x{h} {lang:?}: {label:?} at {size} px in {r:?}"
                    );
                }
            }
        }
    }

    /// Every letter at one size, a caption's at least, on a phone
    /// upright.
    #[test]
    fn every_letter_is_drawn_at_one_readable_size() {
        use super::super::super::platform::density::pretend_screen;
        let font = Font::measuring_only();
        for (w, h) in [(390.0, 844.0), (844.0, 390.0), (1024.0, 768.0)] {
            pretend_screen(w, h);
            let layout = keys();
            let size = letter_px(&layout, key_px(&layout), &font);
            assert!(size >= super::super::CAPTION_PX, "{w}x{h}: {size}");
            for (key, r) in &layout {
                if let Key::Char(c) = key {
                    let fits = super::super::fit_size(&c.to_string(), &font, size, r.w - 14.0);
                    assert_eq!(fits, size, "{w}x{h}: {c} does not fit at {size}");
                }
            }
        }
    }

    #[test]
    fn names_get_capitals_and_stay_short() {
        let mut k = Keyboard::new("");
        for c in "ANNE-MARIE".chars() {
            k.press(Key::Char(c));
        }
        assert_eq!(k.text, "Anne-Marie");
        k.press(Key::Space);
        k.press(Key::Space);
        k.press(Key::Char('L'));
        assert_eq!(k.text, "Anne-Marie L");
        for _ in 0..40 {
            k.press(Key::Char('X'));
        }
        assert_eq!(k.text.chars().count(), MAX_NAME_CHARS);
        k.press(Key::Delete);
        assert_eq!(k.text.chars().count(), MAX_NAME_CHARS - 1);
        assert!(matches!(k.press(Key::Done), Typed::Done(t) if t.starts_with("Anne-Marie L")));
    }
}
