//! The Spin button (crokinole): a person's spin for the next shot, in the
//! AI's own range (`game::SPINS`), kept until that shot is played.
//! In this physics spin changes only what a puck does off a post.

use super::pointer::button_event;
use super::*;
use flickwood_core::game::SPINS;

impl PlayScreen {
    /// The Spin button, above the Hint button on the right (HUD pixels):
    /// on a phone in portrait the side counts fill the left above the hint
    /// line, and keep clear of that column.
    pub(super) fn spin_rect(&self) -> Rect {
        let h = self.hint_rect();
        Rect::new(h.x, h.y - 58.0, h.w, h.h)
    }

    pub(super) fn spin_shown(&self) -> bool {
        self.board() == BoardKind::Crokinole
            && matches!(self.phase, Phase::Turn(_))
            && self
                .turn
                .is_some_and(|t| !self.game.seat_kind(t.seat).is_ai())
    }

    /// The Spin button: true if the event was its. A tap steps through
    /// none, light right, full right, full left, light left.
    pub(super) fn spin_pointer(&mut self, e: &PointerEvent, hud_pos: Vec2) -> bool {
        let (r, shown) = (self.spin_rect(), self.spin_shown());
        let Some(tapped) = button_event(&mut self.fingers.spin_held, r, shown, e, hud_pos) else {
            return false;
        };
        if tapped && self.spin_shown() {
            self.hand.spin = (self.hand.spin + 1) % SPINS.len();
        }
        true
    }

    pub(super) fn spin_words(&self) -> &'static str {
        let key = match self.hand.spin % SPINS.len() {
            1 => T::SpinRightLight,
            2 => T::SpinRightFull,
            3 => T::SpinLeftFull,
            4 => T::SpinLeftLight,
            _ => T::SpinNone,
        };
        tr(self.options.lang, key)
    }

    /// The button's words at the body's size: on one line where they fit,
    /// else what it is over what it is set to ("Effet :" over "léger à
    /// droite"); on one line they were shrunk to 14 px on a phone upright.
    pub(super) fn spin_label(&self, font: &crate::shell::draw::glyphs::Font) -> String {
        let words = self.spin_words();
        let room = self.spin_rect().w - 14.0;
        if ui::fit_size(words, font, ui::BODY_PX, room) >= ui::BODY_PX {
            words.to_string()
        } else {
            words.replacen(": ", ":\n", 1)
        }
    }

    pub(super) fn draw_spin(&self, ctx: &Context) {
        let on = self.hand.spin % SPINS.len() != 0;
        let grain = if on {
            &ctx.wood.cherry
        } else {
            &ctx.wood.walnut
        };
        ui::button(
            self.spin_rect(),
            &self.spin_label(&ctx.font),
            ui::BODY_PX,
            grain,
            on || self.fingers.spin_held.is_some(),
            &ctx.font,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The choices are the AI's range, both ways, and none first.
    #[test]
    fn a_person_spins_as_far_as_the_ai() {
        let ai = flickwood_core::ai::AiLevel::Grandmaster
            .params()
            .crokinole_spin;
        assert_eq!(SPINS[0], 0.0);
        let most = SPINS.iter().fold(0.0f32, |a, s| a.max(s.abs()));
        assert_eq!(most, ai);
        assert!(SPINS.contains(&ai) && SPINS.contains(&-ai));
        assert!(ai <= flickwood_core::shot::MAX_SPIN);
    }
}
