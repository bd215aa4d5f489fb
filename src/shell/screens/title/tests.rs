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

/// Practice keeps its icon beside its words at every shape, "Entraînement"
/// as "Practice", at a readable size.
#[test]
fn practice_keeps_its_icon_in_both_languages() {
    let font = Font::measuring_only();
    for (w, h) in SHAPES {
        pretend_screen(w, h);
        for lang in [Language::English, Language::French] {
            let label = tr(lang, T::Practice);
            let size = practice_size(label, &font);
            assert!(size >= ui::MIN_TEXT_PX, "{w}x{h} {label}: {size} px");
            let room = ui::icon_room(practice_rect(), label, size, &font);
            assert!(room.is_some(), "{w}x{h} {label}: no icon at {size} px");
        }
    }
}

/// The foot's lines are captions (15 px) that wrap evenly: no word alone
/// on a line ("poteaux" under the French crokinole line on a phone), each
/// inside the screen and below the buttons. It was 12 px on a phone,
/// either way up. Where it does not fit (640x360, 360x640) it is left out,
/// never shrunk; a phone (390x844, 844x390, 412x915, 915x412) has it.
#[test]
fn the_foot_wraps_with_no_word_alone() {
    let (display, font) = (Font::measuring_display(), Font::measuring_only());
    for (w, h) in SHAPES {
        pretend_screen(w, h);
        for lang in [Language::English, Language::French] {
            let sub = heading(&display, &font, lang).sub;
            let (size, lines) = foot_lines(&font, lang, sub, menu_floor());
            assert!(size >= ui::CAPTION_PX, "{w}x{h} {lang:?}: {size} px");
            if w.min(h) >= 390.0 {
                assert!(!lines.is_empty(), "{w}x{h} {lang:?}: no foot");
            }
            if w > h {
                assert!(lines.len() <= 1, "{w}x{h} {lang:?}: {lines:?}");
            }
            if !lines.is_empty() {
                let top = foot_baseline(size, lines.len(), 0, h) - LETTER_TOP * size;
                assert!(
                    top >= menu_floor(),
                    "{w}x{h} {lang:?}: {top} under the buttons"
                );
            }
            for l in &lines {
                assert!(
                    l.trim().contains(' '),
                    "{w}x{h} {lang:?}: {l:?} alone in {lines:?}"
                );
                assert!(ui::measure(l, &font, size).width <= w * 0.94 + 0.5, "{l:?}");
            }
        }
    }
}
