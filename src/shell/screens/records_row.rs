//! A record's row in Records: its buttons' words, the widths they want
//! and where they go.

use super::*;

/// The row buttons' words' size.
pub(super) const ROW_LABEL_PX: f32 = ui::BUTTON_PX;

/// The row buttons' words, in the order Watch, Export, CMN, Review.
pub(super) fn row_labels(lang: flickwood_core::save::Language) -> [String; 4] {
    [
        tr(lang, T::Watch).to_string(),
        tr(lang, T::Export).to_string(),
        tr(lang, T::ExportCmn).to_string(),
        review_words::button(lang),
    ]
}

/// The width each row button wants: its words at `ROW_LABEL_PX` and the
/// button's margins.
pub(super) fn row_widths(
    lang: flickwood_core::save::Language,
    font: &super::super::super::draw::glyphs::Font,
) -> [f32; 4] {
    row_labels(lang).map(|l| ui::measure(&l, font, ROW_LABEL_PX).width + 16.0)
}

/// A row's Watch, Export, CMN and Review buttons (CMN for crokinole only;
/// CMN and Review left of Watch: Watch and Export keep their places).
/// Beside the words each is 118 px; under them (a phone upright) the four
/// share the row's width as their words want it, so that "Exporter" beside
/// "CMN" keeps the size of its neighbours' words.
pub(super) fn row_buttons(
    row: Rect,
    widths: [f32; 4],
    crokinole: bool,
) -> (Rect, Rect, Option<Rect>, Rect) {
    let bh = 54.0;
    let (y, [ww, ew, cw, rw]) = if narrow() {
        let room = row.w - 54.0;
        let scale = room / widths.iter().sum::<f32>().max(1.0);
        (row.bottom() - bh - 8.0, widths.map(|w| w * scale))
    } else {
        let bw = 118.0f32.min((row.w - 54.0) / 4.0);
        (row.y + (row.h - bh) * 0.5, [bw; 4])
    };
    let export = Rect::new(row.right() - ew - 12.0, y, ew, bh);
    let watch = Rect::new(export.x - ww - 10.0, y, ww, bh);
    if !crokinole {
        // No CMN for pitchnut: Review takes its place beside Watch.
        let review = Rect::new(watch.x - rw - 10.0, y, rw, bh);
        return (watch, export, None, review);
    }
    let cmn = Rect::new(watch.x - cw - 10.0, y, cw, bh);
    let review = Rect::new(cmn.x - rw - 10.0, y, rw, bh);
    (watch, export, Some(cmn), review)
}
