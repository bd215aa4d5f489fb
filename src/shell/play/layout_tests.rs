//! The play screen's layout at every supported shape (headless): the board
//! at least as large as it was, every button on screen, a finger's size and
//! clear of the board, the score cards and the words clear of both.
//! `cargo test --bin flickwood layout_tests -- --nocapture` prints the
//! board's size before and after.

use super::super::platform::density::pretend_screen;
use super::layout::STATUS_PX;
use super::*;
use flickwood_core::crokinole::{MatchFormat, TableKind};
use flickwood_core::pitchnut::Alleys;
use flickwood_core::view::Arrangement;

const SHAPES: [(f32, f32); 6] = crate::shell::screens::TURNED_SHAPES;

/// The board's size (pixels across its half extent) as the bars laid it
/// out before the columns and the strip.
fn before(w: f32, h: f32, table: TableMode, seats: usize) -> f32 {
    match table {
        TableMode::PassAndPlay => (w - 16.0).min(h - TOP_BAR - BOTTOM_BAR),
        TableMode::Tablet => {
            let strip = TOP_BAR + BOTTOM_BAR;
            let side = if seats > 2 { strip } else { 8.0 };
            (w - 2.0 * side).min(h - 2.0 * strip)
        }
    }
}

pub(super) fn screen(settings: MatchSettings, table: TableMode) -> PlayScreen {
    let mut s = PlayScreen::new(settings, 1, &Profiles::default()).expect("a match");
    s.take_first_toss_choice();
    s.options.table = table;
    s
}

pub(super) fn crokinole(kind: TableKind) -> MatchSettings {
    MatchSettings::Crokinole {
        table: kind,
        format: MatchFormat::BestOfSeven,
        seats: [SeatKind::Guest; 4],
    }
}

pub(super) fn pitchnut(players: u8) -> MatchSettings {
    MatchSettings::Pitchnut {
        players,
        alleys: Alleys::Canadian,
        beginner: false,
        seats: [SeatKind::Guest; 4],
    }
}

/// A HUD rectangle on the real screen.
fn on_screen(hud: &HudFrame, r: Rect) -> Rect {
    let (p, q) = (
        hud.to_screen(r.point()),
        hud.to_screen(r.point() + r.size()),
    );
    Rect::new(
        p.x.min(q.x),
        p.y.min(q.y),
        (p.x - q.x).abs(),
        (p.y - q.y).abs(),
    )
}

fn overlap(a: Rect, b: Rect) -> bool {
    a.intersect(b).is_some_and(|o| o.w > 0.5 && o.h > 0.5)
}

/// The board's round or square face meets the rectangle `r` (screen pixels).
fn on_board(s: &PlayScreen, r: Rect) -> bool {
    let cam = s.camera();
    // The rail's outside: the board as drawn (half extent less its table;
    // `board_view::RAIL` outside the rail's inner face).
    let reach = cam.scale * (s.half_extent() - 0.034 + 0.032);
    let c = cam.centre;
    match s.board() {
        BoardKind::Crokinole => {
            let near = vec2(c.x.clamp(r.x, r.right()), c.y.clamp(r.y, r.bottom()));
            near.distance(c) < reach
        }
        BoardKind::Pitchnut => overlap(
            r,
            Rect::new(c.x - reach, c.y - reach, 2.0 * reach, 2.0 * reach),
        ),
    }
}

/// Checks one screen with the HUD turned to `seat`; returns the board's
/// size in pixels.
fn check(s: &mut PlayScreen, w: f32, h: f32, seat: u8, what: &str) -> f32 {
    pretend_screen(w, h);
    s.facing.hud_seat = seat;
    let hud = s.hud();
    let mut buttons: Vec<(&str, Rect)> = vec![("menu", s.menu_rect()), ("hint", s.hint_rect())];
    match s.board() {
        BoardKind::Crokinole => {
            buttons.push(("spin", s.spin_rect()));
            buttons.push(("twenty", s.twenty_rect()));
        }
        BoardKind::Pitchnut => buttons.push(("done", s.done_rect())),
    }
    let screen_rect = Rect::new(0.0, 0.0, w, h);
    for (i, (name, b)) in buttons.iter().enumerate() {
        let r = on_screen(&hud, *b);
        assert!(b.h >= 44.0, "{what}: {name} is {} px tall", b.h);
        assert!(
            r.x >= 0.0 && r.y >= 0.0 && r.right() <= w && r.bottom() <= h,
            "{what}: {name} {r:?} off the screen"
        );
        // The buttons of a turn never cover the board upright. (On a
        // tablet lying flat a portrait phone's Spin still touches the rim,
        // as it did before: the board there is no larger than it was.)
        if *name != "menu" && s.options.table == TableMode::PassAndPlay {
            assert!(!on_board(s, r), "{what}: {name} {r:?} on the board");
        }
        for (other, c) in &buttons[i + 1..] {
            assert!(!overlap(*b, *c), "{what}: {name} and {other} overlap");
        }
    }
    let cards = s.score_cards();
    if let Some(rects) = s.score_rects(cards.len()) {
        for (i, c) in rects.iter().enumerate() {
            let r = on_screen(&hud, *c);
            assert!(screen_rect.contains(r.point()), "{what}: card {r:?}");
            assert!(r.right() <= w && r.bottom() <= h, "{what}: card {r:?}");
            assert!(!on_board(s, r), "{what}: card {r:?} on the board");
            for (name, b) in &buttons {
                assert!(!overlap(*c, *b), "{what}: a card and {name} overlap");
            }
            for d in &rects[i + 1..] {
                assert!(!overlap(*c, *d), "{what}: two cards overlap");
            }
        }
    }
    let font = crate::shell::draw::glyphs::Font::measuring_only();
    if let Some(words) = s.words_rect(&font) {
        assert!(
            words.h >= 40.0 && words.w >= 100.0,
            "{what}: words {words:?}"
        );
        assert!(
            !on_board(s, words),
            "{what}: the words {words:?} on the board"
        );
        for (name, b) in buttons.iter().filter(|(n, _)| *n != "done") {
            let shown = match *name {
                "spin" => s.spin_shown(),
                "twenty" => s.twenty_shown(),
                "hint" => s.hint_allowed(),
                _ => true,
            };
            assert!(
                !shown || !overlap(words, *b),
                "{what}: the words and {name} overlap"
            );
        }
    }
    // The tray along a portrait phone's bottom edge: on screen, off the
    // board, the buttons and the words.
    if let Some(t) = s.tray_rect() {
        assert!(t.y >= 0.0 && t.bottom() <= h, "{what}: tray {t:?}");
        assert!(!on_board(s, t), "{what}: the tray {t:?} on the board");
        for (name, b) in &buttons {
            assert!(!overlap(t, *b), "{what}: the tray and {name} overlap");
        }
        if let Some(words) = s.words_rect(&font) {
            assert!(!overlap(t, words), "{what}: the tray and the words overlap");
        }
        assert!(
            !overlap(t, s.hint_words_rect()),
            "{what}: the tray and the hint's words overlap"
        );
    }
    // The hint's words: on screen, off the buttons (upright).
    if s.options.table == TableMode::PassAndPlay {
        let r = s.hint_words_rect();
        assert!(
            r.x >= 0.0 && r.y >= 0.0 && r.right() <= w && r.bottom() <= h,
            "{what}: {r:?}"
        );
        for (name, b) in &buttons {
            assert!(
                !overlap(r, *b),
                "{what}: the hint's words and {name} overlap"
            );
        }
    }
    let cam = s.camera();
    2.0 * cam.scale * s.half_extent()
}

#[test]
fn every_shape_lays_out_clear_and_the_board_no_smaller() {
    let games: [(&str, MatchSettings); 4] = [
        ("crokinole", crokinole(TableKind::TwoPlayers)),
        ("crokinole 4", crokinole(TableKind::FourSingles)),
        ("pitchnut", pitchnut(2)),
        ("pitchnut 4", pitchnut(4)),
    ];
    println!("| shape | game | mode | board before (px) | after (px) | arrangement |");
    println!("|---|---|---|---|---|---|");
    for (w, h) in SHAPES {
        for (name, settings) in games {
            let seats = settings.seats_in_play().len();
            for table in [TableMode::PassAndPlay, TableMode::Tablet] {
                pretend_screen(w, h);
                let mut s = screen(settings, table);
                let hud_seats: Vec<u8> = match table {
                    TableMode::PassAndPlay => vec![0],
                    TableMode::Tablet => settings.seats_in_play(),
                };
                let mut after = 0.0;
                for seat in hud_seats {
                    let what = format!("{w}x{h} {name} {table:?} seat {seat}");
                    after = check(&mut s, w, h, seat, &what);
                }
                let old = before(w, h, table, seats);
                println!(
                    "| {w}x{h} | {name} | {table:?} | {old:.0} | {after:.0} | {:?} |",
                    s.arrangement()
                );
                assert!(
                    after >= old - 0.5,
                    "{w}x{h} {name} {table:?}: {after} < {old}"
                );
            }
        }
    }
}

/// The pause menu's four buttons sit inside its panel, below its title,
/// apart and a finger's size, at every shape (at 844x390 the fourth once
/// hung off the panel's bottom).
#[test]
fn the_pause_menu_fits_its_panel_at_every_shape() {
    for (w, h) in SHAPES {
        pretend_screen(w, h);
        let mut s = screen(crokinole(TableKind::TwoPlayers), TableMode::PassAndPlay);
        s.pause();
        let p = s.overlay_panel();
        let buttons = s.overlay_buttons();
        assert_eq!(buttons.len(), 4, "{w}x{h}");
        for (i, (_, r, label)) in buttons.iter().enumerate() {
            assert!(
                r.x >= p.x
                    && r.right() <= p.right()
                    && r.y >= p.y + 90.0
                    && r.bottom() <= p.bottom(),
                "{w}x{h}: {label:?} {r:?} outside the panel {p:?}"
            );
            assert!(r.h >= 44.0, "{w}x{h}: {label:?} is {} px tall", r.h);
            for (_, q, other) in &buttons[i + 1..] {
                assert!(!overlap(*r, *q), "{w}x{h}: {label:?} overlaps {other:?}");
            }
        }
    }
}

/// The free column beside a landscape board, where a drill's strip goes:
/// off the board and inside the screen on a landscape phone, none upright.
#[test]
fn the_left_column_is_off_the_board() {
    let settings = MatchSettings::default_for(BoardKind::Crokinole);
    for (w, h) in [(844.0, 390.0), (915.0, 412.0), (390.0, 844.0)] {
        pretend_screen(w, h);
        let s = PlayScreen::new(settings, 1, &Profiles::default()).expect("a match");
        match s.left_column() {
            Some(c) => {
                assert!(!c.overlaps(&s.board_rect()), "{w}x{h}: {c:?} on the board");
                assert!(
                    c.x >= 0.0 && c.y >= 0.0 && c.bottom() <= h,
                    "{w}x{h}: {c:?}"
                );
                assert!(c.w >= 150.0, "{w}x{h}: {c:?}");
            }
            None => assert!(w < h, "{w}x{h}: no column beside the board"),
        }
    }
}

/// The match's status in the top bar at 15 px or more at every shape, in
/// both languages and both games, inside the bar and clear of Menu (a
/// phone upright once showed "Best of three / game 1 / games 0–0" as three
/// lines of 12 px between Menu and its mirror).
#[test]
fn the_status_is_readable_in_the_top_bar() {
    use flickwood_core::save::Language;
    let font = crate::shell::draw::glyphs::Font::measuring_only();
    for (w, h) in SHAPES {
        for settings in [crokinole(TableKind::TwoPlayers), pitchnut(2), pitchnut(4)] {
            for table in [TableMode::PassAndPlay, TableMode::Tablet] {
                pretend_screen(w, h);
                let mut s = screen(settings, table);
                if s.arrangement() == Arrangement::Columns {
                    continue; // beside the board, in its own column
                }
                for lang in [Language::English, Language::French] {
                    s.options.lang = lang;
                    let status = s.status_line();
                    let what = format!("{w}x{h} {table:?} {lang:?} {status:?}");
                    let (at, size, lines) = s.status_place(&status, &font);
                    assert!(size >= STATUS_PX, "{what}: {size} px in {lines:?}");
                    let half_h = ui::lines_half_height(lines.len(), size);
                    let bar = s.bar_top();
                    assert!(
                        at.y - half_h >= bar && at.y + half_h <= bar + TOP_BAR,
                        "{what}: off the bar"
                    );
                    let menu = s.menu_rect();
                    for l in &lines {
                        let half_w = ui::measure(l, &font, size).width * 0.5;
                        assert!(at.x - half_w > menu.right(), "{what}: {l:?} on Menu");
                        assert!(at.x + half_w <= s.hud().w(), "{what}: {l:?} off the screen");
                    }
                }
            }
        }
    }
}

/// A score card's note ("couleurs libres", "20s: 3") reads at the
/// captions' size wherever the cards stand: on a tablet on its side
/// pitchnut's went beside the pips in a narrow column at 12 px.
#[test]
fn the_cards_notes_read_at_the_captions_size() {
    use flickwood_core::save::Language;
    let font = crate::shell::draw::glyphs::Font::measuring_only();
    for (w, h) in SHAPES {
        for settings in [crokinole(TableKind::TwoPlayers), pitchnut(2), pitchnut(4)] {
            for table in [TableMode::PassAndPlay, TableMode::Tablet] {
                pretend_screen(w, h);
                let mut s = screen(settings, table);
                for lang in [Language::English, Language::French] {
                    s.options.lang = lang;
                    let cards = s.score_cards();
                    let Some(rects) = s.score_rects(cards.len()) else {
                        continue;
                    };
                    for (card, r) in cards.iter().zip(rects) {
                        if let Some((_, size)) = score_panel::note_place(card, r, &font) {
                            let what = format!("{w}x{h} {table:?} {lang:?} {:?}", card.note);
                            assert!(size >= ui::CAPTION_PX, "{what}: {size} px in {r:?}");
                        }
                    }
                }
            }
        }
    }
}

/// A phone on its side: whose turn it is reads at the captions' size in
/// the right column (broken at its dot, not fitted down to 13 px), under
/// the status and above the words.
#[test]
fn the_turn_line_reads_in_the_column() {
    use flickwood_core::save::Language;
    let font = crate::shell::draw::glyphs::Font::measuring_only();
    let mut seen = 0;
    for (w, h) in SHAPES {
        for settings in [crokinole(TableKind::TwoPlayers), pitchnut(2), pitchnut(4)] {
            pretend_screen(w, h);
            let mut s = screen(settings, TableMode::PassAndPlay);
            if s.arrangement() != Arrangement::Columns {
                continue;
            }
            for lang in [Language::English, Language::French] {
                s.options.lang = lang;
                let (status, who) = (s.status_line(), s.turn_line());
                let what = format!("{w}x{h} {lang:?} {who:?}");
                let [(at, size, lines), (who_at, who_size, who_lines)] =
                    s.column_heading(&status, &who, &font);
                assert!(who_size >= ui::CAPTION_PX, "{what}: {who_size} px");
                let (_, right) = s.columns();
                for l in &who_lines {
                    let half_w = ui::measure(l, &font, who_size).width * 0.5;
                    assert!(
                        who_at.x - half_w >= right.x && who_at.x + half_w <= right.right(),
                        "{what}: {l:?} off the column"
                    );
                }
                let status_bottom = at.y + ui::lines_half_height(lines.len(), size);
                let who_half = ui::lines_half_height(who_lines.len(), who_size);
                assert!(
                    who_at.y - who_half >= status_bottom,
                    "{what}: on the status"
                );
                let words = s.words_rect(&font).expect("the words' room");
                assert!(
                    who_at.y + who_half <= words.y,
                    "{what}: on the words {words:?}"
                );
                seen += 1;
            }
        }
    }
    assert!(seen >= 6, "only {seen} column layouts");
}

/// The Spin button's words (issue 45): every state, in both languages,
/// reads at the body's size on the button, on one line or two, at every
/// shape ("Effet : aucun" was shrunk to 14 px on a phone upright); but
/// where the sides' counts sit beside the buttons (a small phone, or a
/// table's layout on a phone), which keep their room.
#[test]
fn every_spin_state_reads_on_its_button() {
    use super::super::draw::glyphs::Font;
    use flickwood_core::game::SPINS;
    use flickwood_core::save::Language;
    let font = Font::measuring_only();
    for (w, h) in crate::shell::screens::TEST_SHAPES {
        pretend_screen(w, h);
        for table in [TableMode::PassAndPlay, TableMode::Tablet] {
            let mut s = screen(crokinole(TableKind::TwoPlayers), table);
            let r = s.spin_rect();
            let beside = s.sides_as_lines();
            for lang in [Language::English, Language::French] {
                s.options.lang = lang;
                for spin in 0..SPINS.len() {
                    s.hand.spin = spin;
                    let words = s.spin_label(&font);
                    let (size, lines) =
                        ui::fit_lines(&words, &font, ui::BODY_PX, r.w - 14.0, r.h - 8.0);
                    // Where the sides' counts are lines beside the buttons
                    // (a small phone) they keep their room; Spin is fitted.
                    let least = if beside { ui::MIN_TEXT_PX } else { ui::BODY_PX };
                    assert!(
                        size >= least,
                        "{w}x{h} {table:?}: {words:?} at {size} px in {r:?} ({lines:?})"
                    );
                }
            }
        }
    }
}

/// Beside a landscape board the words of the moment start under the
/// column's heading as drawn (issue 45): from under the tallest heading,
/// a drill's aim-and-pull instructions in French were fitted to 13 px with
/// room above them for three lines more. They read at the captions' size
/// or more, and clear of the heading.
#[test]
fn the_columns_words_start_under_the_heading() {
    use super::super::draw::glyphs::Font;
    use flickwood_core::save::{Controls, Language};
    let font = Font::measuring_only();
    for (w, h) in [(844.0, 390.0), (915.0, 412.0)] {
        pretend_screen(w, h);
        let mut s = screen(crokinole(TableKind::TwoPlayers), TableMode::PassAndPlay);
        s.options.controls = Controls::AimAndPull;
        // A drill's heading: "Practice", whose turn it is.
        s.options.practice = true;
        for lang in [Language::English, Language::French] {
            s.options.lang = lang;
            assert_eq!(s.arrangement(), Arrangement::Columns);
            // What a drill's turn says there (no toss or round to tell).
            let text =
                crate::shell::words::text::tr(lang, crate::shell::words::text::T::HintAimCrokinole);
            let b = s.words_rect(&font).expect("the column's words");
            let (size, lines) = ui::fit_parts(text, &font, b.w, b.h);
            assert!(
                size >= ui::CAPTION_PX,
                "{w}x{h} {lang:?}: {size} px: {lines:?}"
            );
            let [_, (at, who_size, who)] =
                s.column_heading(&s.status_line(), &s.turn_line(), &font);
            let heading_bottom = at.y + ui::lines_half_height(who.len(), who_size);
            assert!(
                b.y >= heading_bottom + 8.0,
                "{w}x{h} {lang:?}: {b:?} over the heading"
            );
        }
    }
}
