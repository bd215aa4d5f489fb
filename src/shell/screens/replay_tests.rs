//! The replay's top line at every shape (issue 45): on a phone upright the
//! whole line ("Reprise · Crokinole · 28 mai 2026 · coup 0 sur 120") was
//! fitted to 12 px.

use super::super::super::draw::glyphs::Font;
use super::*;

#[test]
fn the_top_line_reads_at_the_captions_size_or_more() {
    let font = Font::measuring_only();
    let shapes = [
        (390.0, 844.0),
        (360.0, 640.0),
        (844.0, 390.0),
        (1024.0, 768.0),
        (1280.0, 800.0),
    ];
    for (w, h) in shapes {
        for lang in [Language::English, Language::French] {
            for game in ["Crokinole", "Pitchnut"] {
                let date = "28 septembre 2026";
                let (line, size) = title_line(lang, game, date, (119, 120), w, &font);
                let what = format!("{w}x{h} {lang:?} {line:?}");
                assert!(size >= ui::CAPTION_PX, "{what}: {size} px");
                assert!(ui::measure(&line, &font, size).width <= w - 24.0, "{what}");
                assert!(line.contains("120"), "{what}: the shots");
                // The whole line, date and all, wherever it reads.
                if w >= 800.0 {
                    assert!(line.contains(date), "{what}: the date");
                }
            }
        }
    }
}
