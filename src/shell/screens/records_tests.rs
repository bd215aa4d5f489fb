//! Where a notice goes on the Records screen (issue 45): an export's place
//! at 390x844 covered a record's row and its buttons.

use super::super::super::draw::glyphs::Font;
use super::super::super::platform::density::pretend_screen;
use super::super::super::stack::banner;
use super::*;
use flickwood_core::save::Language;

const SHAPES: [(f32, f32); 8] = super::super::TEST_SHAPES;

/// Every notice the list's buttons give, at its longest, lies in the
/// footer (whose Import and hint wait under it), clear of the list and of
/// the header, at 14 px or more.
#[test]
fn a_notice_takes_the_footer_not_the_list() {
    let font = Font::measuring_only();
    let path = "/home/ana/Downloads/crokinole-20260412-183502-Ana-v-AI-Club.json";
    let why = "Read-only file system (os error 30)";
    for (w, h) in SHAPES {
        pretend_screen(w, h);
        for lang in [Language::English, Language::French] {
            for notice in [text::exported(lang, path), text::not_exported(lang, why)] {
                let b = banner::place(&notice, &font, w, h, &[footer_band()]);
                let at = format!(
                    "{w}x{h} {notice:?}: the banner {:?} at {} px",
                    b.panel, b.size
                );
                assert!(b.size >= 14.0, "{at}");
                assert!(!b.panel.overlaps(&list_area()), "{at} over the list");
                assert!(
                    b.panel.y >= h - FOOTER_H && b.panel.bottom() <= h,
                    "{at} off the footer"
                );
                assert!(
                    b.panel.x >= 0.0 && b.panel.right() <= w,
                    "{at} off the screen"
                );
            }
        }
    }
}

/// The menus' Back (records, players, a player's stats) keeps its arrow
/// in both languages ("Retour" once lost it; issue 45).
#[test]
fn the_menus_back_keeps_its_arrow_in_both_languages() {
    let font = Font::measuring_only();
    for lang in [Language::English, Language::French] {
        let label = tr(lang, T::Back);
        assert!(
            ui::icon_room(back_rect(), label, ui::BUTTON_PX, &font).is_some(),
            "{lang:?}: {label:?} has no room for its arrow"
        );
    }
}

/// "All as CMN" with its icon reads at a caption's size or more at the
/// three shapes, in both languages ("Tout en CMN" was 14 px at 844x390).
#[test]
fn export_all_reads_at_a_caption_or_more() {
    let font = Font::measuring_only();
    for (w, h) in [(390.0, 844.0), (844.0, 390.0), (1024.0, 768.0)] {
        pretend_screen(w, h);
        let r = cmn_all_rect();
        assert!(
            r.x > back_rect().right() + 100.0,
            "{w}x{h}: no room for the title"
        );
        for lang in [Language::English, Language::French] {
            let label = tr(lang, T::ExportAllCmn);
            // As the header draws it (`ui::icon_button` or `ui::button`).
            let (icon, asked) = (export_all_has_icon(label, r, &font), ui::BUTTON_PX);
            let (side, gap) = match icon {
                true => ui::icon_room(r, label, asked, &font).expect("room for the icon"),
                false => (0.0, 0.0),
            };
            let (size, _) = ui::fit_lines(label, &font, asked, r.w - 14.0 - side - gap, r.h - 8.0);
            assert!(
                size >= ui::CAPTION_PX,
                "{w}x{h} {lang:?}: {label:?} at {size} px"
            );
            // The icon where the header has room for it.
            assert!(icon || w < 600.0, "{w}x{h} {lang:?}");
        }
    }
}
