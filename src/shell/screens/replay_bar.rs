//! The replay's bar of controls along the bottom: Back, to the start,
//! play or pause, one shot on, and the speed. Where every word fits its
//! button at the buttons' size they are words (with their icons where
//! there is room); where one would not (a phone upright: "Retour" came out
//! at 14 px), the transport controls are their icons, which any player
//! reads, and the speed stays "2x".

use super::*;
use crate::shell::ui::icons::Icon;

/// What one control shows.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Face {
    /// Words at `size` px, with the icon before them where it fits.
    Words(String, Option<Icon>, f32),
    /// The icon alone.
    Icon(Icon),
}

impl ReplayView {
    pub(super) fn controls() -> Vec<(Control, Rect)> {
        let (w, h) = (screen_width(), screen_height());
        let n = 5.0;
        let gap = (w * 0.015).clamp(6.0, 14.0);
        let bw = ((w - 24.0 - gap * (n - 1.0)) / n).min(170.0);
        let bh = 60.0;
        let x0 = (w - (bw * n + gap * (n - 1.0))) * 0.5;
        let y = h - REPLAY_BOTTOM + (REPLAY_BOTTOM - bh) * 0.5;
        [
            Control::Back,
            Control::Start,
            Control::PlayPause,
            Control::Step,
            Control::Speed,
        ]
        .into_iter()
        .enumerate()
        .map(|(i, c)| (c, Rect::new(x0 + i as f32 * (bw + gap), y, bw, bh)))
        .collect()
    }

    pub(super) fn label(&self, lang: Language, c: Control) -> String {
        let key = match c {
            Control::Back => T::Back,
            Control::Start => T::Start,
            Control::PlayPause if self.playing => T::Pause,
            Control::PlayPause => T::Play,
            Control::Step => T::Step,
            Control::Speed => return format!("{}x", self.speed),
        };
        tr(lang, key).into()
    }

    fn icon(&self, c: Control) -> Option<Icon> {
        match c {
            Control::Back => Some(Icon::Back),
            Control::Start => Some(Icon::ToStart),
            Control::PlayPause if self.playing => Some(Icon::Pause),
            Control::PlayPause => Some(Icon::Play),
            Control::Step => Some(Icon::Step),
            Control::Speed => None,
        }
    }

    /// Each control's face at the screen's size: all words at one size
    /// (up to a heading's, never under a button's), or the icons.
    pub(super) fn faces(&self, lang: Language, font: &Font) -> Vec<(Control, Rect, Face)> {
        let controls = Self::controls();
        let size = controls
            .iter()
            .map(|(c, r)| ui::fit_size(&self.label(lang, *c), font, ui::HEADING_PX, r.w - 14.0))
            .fold(ui::HEADING_PX, f32::min);
        let words = size >= ui::BUTTON_PX;
        controls
            .into_iter()
            .map(|(c, r)| {
                let face = match self.icon(c) {
                    Some(icon) if !words => Face::Icon(icon),
                    icon => {
                        let label = self.label(lang, c);
                        let size = if words {
                            size
                        } else {
                            // The speed's "4x" alone, where the words went.
                            ui::fit_size(&label, font, ui::HEADING_PX, r.w - 14.0)
                                .max(ui::MIN_TEXT_PX)
                        };
                        Face::Words(label, icon, size)
                    }
                };
                (c, r, face)
            })
            .collect()
    }

    /// The bar of controls along the bottom.
    pub(super) fn draw_controls(&self, ctx: &Context) {
        let font = &ctx.font;
        let (w, h) = (screen_width(), screen_height());
        draw_rectangle(0.0, h - REPLAY_BOTTOM, w, REPLAY_BOTTOM, fade(BLACK, 0.35));
        for (c, r, face) in self.faces(ctx.lang(), font) {
            let pressed = self.held.is_some_and(|(h, _)| h == c);
            let grain = if c == Control::PlayPause {
                &ctx.wood.cherry
            } else {
                &ctx.wood.walnut
            };
            match face {
                Face::Words(label, Some(icon), size) => {
                    ui::icon_button(r, icon, &label, size, grain, pressed, font)
                }
                Face::Words(label, None, size) => ui::button(r, &label, size, grain, pressed, font),
                Face::Icon(icon) => {
                    ui::icon_button(r, icon, "", ui::BUTTON_PX, grain, pressed, font)
                }
            }
        }
    }
}
