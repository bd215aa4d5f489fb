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

/// The bar of controls (issue 45): its words read at the buttons' size or
/// it shows icons; it never shrinks them ("Retour" came out at 14 px on a
/// phone upright, beside "Début" and "Coup"). On a phone upright the
/// transport controls are their icons; on a tablet they are words, Back
/// with its arrow.
#[test]
fn the_bar_reads_at_the_buttons_size_or_shows_icons() {
    use super::super::super::platform::density::pretend_screen;
    use super::replay_bar::Face;
    let font = Font::measuring_only();
    let file = "tests/records/crokinole-two-players-best-of-seven.json";
    let record = MatchRecord::from_json(&std::fs::read(file).unwrap()).unwrap();
    let mut view = ReplayView::new(record).unwrap();
    for (w, h) in crate::shell::screens::TEST_SHAPES {
        pretend_screen(w, h);
        for lang in [Language::English, Language::French] {
            for playing in [false, true] {
                view.playing = playing;
                view.speed = 4;
                let faces = view.faces(lang, &font);
                assert_eq!(faces.len(), 5);
                for (c, r, face) in &faces {
                    let what = format!("{w}x{h} {lang:?} {c:?}");
                    if let Face::Words(label, _, size) = face {
                        assert!(*size >= ui::BUTTON_PX, "{what}: {label:?} at {size} px");
                        let width = ui::measure(label, &font, *size).width;
                        assert!(
                            width <= r.w - 14.0,
                            "{what}: {label:?} wider than its button"
                        );
                    }
                }
                let icons = faces
                    .iter()
                    .filter(|f| matches!(f.2, Face::Icon(_)))
                    .count();
                if w < 500.0 {
                    assert_eq!(icons, 4, "{w}x{h} {lang:?}: the transport as icons");
                }
                if w >= 1024.0 {
                    assert_eq!(icons, 0, "{w}x{h} {lang:?}: words on a tablet");
                    let back = &faces[0].2;
                    assert!(
                        matches!(back, Face::Words(_, Some(ui::icons::Icon::Back), _)),
                        "{w}x{h} {lang:?}: Back has its arrow: {back:?}"
                    );
                }
            }
        }
    }
}
