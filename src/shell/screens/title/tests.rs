//! The title's layout: the boards' pictures and the name.

use super::super::super::platform::density::pretend_screen;
use super::*;

const SHAPES: [(f32, f32); 10] = [
    (390.0, 844.0),
    (844.0, 390.0),
    (1024.0, 768.0),
    (768.0, 1024.0),
    (360.0, 640.0),
    (640.0, 360.0),
    (915.0, 412.0),
    (412.0, 915.0),
    (1280.0, 800.0),
    (1920.0, 1080.0),
];

/// The two boards show on every common shape, in both languages, on
/// the screen and clear of every button (Resume's place too) and word.
#[test]
fn the_title_boards_keep_clear_of_the_buttons_and_words() {
    let (display, font) = (Font::measuring_display(), Font::measuring_only());
    for (w, h) in SHAPES {
        pretend_screen(w, h);
        for lang in [Language::English, Language::French] {
            let art = art_places(&display, &font, lang);
            assert_eq!(art.len(), 2, "{w}x{h} {lang:?}: no room for the boards");
            let hd = heading(&display, &font, lang);
            let mut clear: Vec<Rect> = buttons().into_iter().map(|b| b.2).collect();
            clear.push(TitleScreen::resume_rect());
            clear.extend(hd.rects);
            // The foot's lines: the lowest fifth of an upright screen
            // holds the menu and the foot, and no board.
            let foot = Rect::new(0.0, h * 0.9, w, h * 0.1);
            clear.push(foot);
            for (kind, r) in &art {
                let at = format!("{w}x{h} {lang:?} {kind:?} {r:?}");
                assert!(r.w >= title_art::MIN_SIDE, "{at}: too small");
                assert!(r.x >= 0.0 && r.y >= 0.0, "{at}: off screen");
                assert!(r.right() <= w && r.bottom() <= h, "{at}: off screen");
                for c in &clear {
                    assert!(!c.overlaps(r), "{at} covers {c:?}");
                }
            }
            assert!(!art[0].1.overlaps(&art[1].1), "{w}x{h}: the boards overlap");
        }
    }
}

/// The name shrinks for the boards beside it, never below its least size.
#[test]
fn the_name_stays_big() {
    let (display, font) = (Font::measuring_display(), Font::measuring_only());
    for (w, h) in SHAPES {
        pretend_screen(w, h);
        let hd = heading(&display, &font, Language::French);
        assert!(hd.title >= 36.0, "{w}x{h}: {}", hd.title);
        assert!(hd.sub >= ui::MIN_TEXT_PX, "{w}x{h}: {}", hd.sub);
    }
}
