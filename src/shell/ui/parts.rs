//! Words of several parts ("Player 1 chooses to shoot first · Round 1:
//! Natural shoots first") laid out in a box on the type scale: a line per
//! part, each part wrapped at spaces where it must, at the body's size or
//! the captions'. Fitted down as one line per part instead, the words of
//! the moment beside a landscape board came out at 13 px with room for
//! four lines at 15.

use super::{BODY_PX, CAPTION_PX, Font, LINE_GAP, break_at_dots, fit_dotted, measure, wrap_even};

/// `text`'s lines and size in `max_w` x `max_h`: broken between its
/// "  ·  " parts, then each part wrapped evenly, at the largest step of
/// `BODY_PX` and `CAPTION_PX` that fits without cutting a word; else as
/// `fit_dotted` fits it.
pub fn fit_parts(text: &str, font: &Font, max_w: f32, max_h: f32) -> (f32, Vec<String>) {
    for size in [BODY_PX, CAPTION_PX] {
        let fits = |lines: &[String]| {
            lines.len() as f32 * size * LINE_GAP <= max_h.max(size)
                && lines.iter().all(|l| measure(l, font, size).width <= max_w)
        };
        let dots = break_at_dots(text, font, size, max_w);
        if fits(&dots) {
            return (size, dots);
        }
        let whole_words = text
            .split(' ')
            .all(|w| measure(w, font, size).width <= max_w);
        let wrapped: Vec<String> = text
            .split("  ·  ")
            .flat_map(|part| wrap_even(part, font, size, max_w))
            .collect();
        if whole_words && fits(&wrapped) {
            return (size, wrapped);
        }
    }
    fit_dotted(text, font, BODY_PX, max_w, max_h)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The landscape phone's words of the moment: on the scale, on more
    /// lines, where fitted one line a part they were 13 px.
    #[test]
    fn parts_wrap_on_the_scale_before_they_shrink() {
        let font = Font::measuring_only();
        let text = "Player 1 chooses to shoot first  ·  Round 1: Natural shoots first";
        // The right column at 844x390, under the match's status.
        let (w, h) = (221.0, 72.0);
        let (old, _) = fit_dotted(text, &font, BODY_PX, w, h);
        assert!(old < CAPTION_PX, "the case: fitted down to {old} px");
        let (size, lines) = fit_parts(text, &font, w, h);
        assert!(
            size == BODY_PX || size == CAPTION_PX,
            "{size} px: {lines:?}"
        );
        for l in &lines {
            assert!(measure(l, &font, size).width <= w, "{l:?}");
        }
        assert!(lines.len() as f32 * size * LINE_GAP <= h);
        assert_eq!(
            lines.join(" ").replace("  ", " "),
            text.replace("  ·  ", " ")
        );
        // A part that fits stays one line; no room at all: fitted down.
        assert_eq!(
            fit_parts("Hint", &font, w, h),
            (BODY_PX, vec!["Hint".to_string()])
        );
        assert!(fit_parts(text, &font, w, 14.0).0 < CAPTION_PX);
    }
}
