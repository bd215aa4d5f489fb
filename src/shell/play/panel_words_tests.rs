//! A panel's lines at one size (issue 45): each line at the column's size,
//! broken or wrapped onto lines at it rather than shrunk beside its
//! neighbours ("Tirer en premier, ou en second ?" was 14 px between lines at
//! 17; the hand-over's shot just played, 13 px).

use super::super::super::platform::density::pretend_screen;
use super::*;
use flickwood_core::save::Language;

/// Every panel's lines (the toss, the hand-over, a round's summary) at
/// phone and tablet shapes in both languages, as the panel draws them.
#[test]
fn a_panels_lines_read_at_its_size() {
    let font = Font::measuring_only();
    let games = [BoardKind::Crokinole, BoardKind::Pitchnut];
    let mut checked = 0;
    for (w, h) in [
        (390.0, 844.0),
        (360.0, 640.0),
        (844.0, 390.0),
        (1024.0, 768.0),
    ] {
        pretend_screen(w, h);
        for board in games {
            let settings = MatchSettings::default_for(board);
            let mut s = PlayScreen::new(settings, 1, &Profiles::default()).expect("a match");
            for lang in [Language::English, Language::French] {
                s.options.lang = lang;
                let mut panels = vec![s.overlay_words(Overlay::Toss(0))];
                panels.push(s.overlay_words(Overlay::Handover("Ana")));
                let column = s.overlay_room().w - 48.0;
                for (title, lines) in panels {
                    let size = ui::on_scale(30.0 * 0.64).min(ui::BODY_PX);
                    for (line, part) in lines.iter().zip(column_parts(&lines, column, 30.0, &font))
                    {
                        let Some((got, parts)) = part else { continue };
                        let what = format!("{w}x{h} {lang:?} {title:?}: {line:?} as {parts:?}");
                        assert!(got >= size * 0.9, "{what} at {got} px, not {size}");
                        checked += 1;
                        for p in &parts {
                            assert!(ui::measure(p, &font, got).width <= column + 0.5, "{what}");
                        }
                    }
                }
            }
        }
    }
    assert!(checked >= 60, "only {checked} lines looked at");
}

/// A row of figures ("20 × 3   15 × 4   10 × 3   5 × 2", a round's zones)
/// too wide for a small phone's panel goes on two rows, its columns kept,
/// at the panel's size: on one line it was 8 px at 360x640.
#[test]
fn a_row_of_figures_splits_in_two_rather_than_shrinks() {
    let font = Font::measuring_only();
    let row = "20 × 3   15 × 4   10 × 3   5 × 2".to_string();
    let size = ui::on_scale(30.0 * 0.64).min(ui::BODY_PX);
    let wide = column_parts(std::slice::from_ref(&row), 600.0, 30.0, &font);
    assert_eq!(
        wide[0],
        Some((size, vec![row.clone()])),
        "room for one line"
    );
    let narrow = column_parts(std::slice::from_ref(&row), 200.0, 30.0, &font);
    let Some((got, rows)) = &narrow[0] else {
        panic!("no line")
    };
    assert_eq!(rows, &["20 × 3   15 × 4", "10 × 3   5 × 2"]);
    assert!(*got >= size * 0.9, "{got} px");
}
