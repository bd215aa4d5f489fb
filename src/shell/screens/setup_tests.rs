//! The set-up screen's tests (headless: the font only measures).
use super::*;
use crate::shell::stack::banner;

/// The phone, tablet and desktop shapes the game is played at. (Not
/// the scripted tests' 480x480 window: a square that short has no room
/// for the note between the seats and Play.)
const SHAPES: [(f32, f32); 8] = super::super::TEST_SHAPES;

/// A button as drawn: its brass edge when chosen, its shadow below.
fn footprint(r: Rect) -> Rect {
    Rect::new(r.x - 4.0, r.y - 4.0, r.w + 8.0, r.h + 10.0)
}

fn apart(a: Rect, b: Rect) -> bool {
    a.right() <= b.x || b.right() <= a.x || a.bottom() <= b.y || b.bottom() <= a.y
}

fn inside(r: Rect, w: f32, h: f32) -> bool {
    r.x >= 0.0 && r.y >= 0.0 && r.right() <= w && r.bottom() <= h
}

/// Every set-up the screen can show: each table of both games, with
/// only people, one person, or only the AI at it.
fn screens() -> Vec<SetupScreen> {
    let mut out = Vec::new();
    let ai = SeatKind::Ai(AiLevel::Club);
    for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
        let tables = if board == BoardKind::Crokinole { 4 } else { 2 };
        for table in 0..tables {
            for people in [4, 1, 0] {
                let mut s = SetupScreen::new(board);
                s.choose(0, table);
                for (k, seat) in s.settings.seats_mut().iter_mut().enumerate() {
                    *seat = if k < people { SeatKind::Guest } else { ai };
                }
                out.push(s);
            }
        }
    }
    out
}

/// Seats of people only: the note says, before any seat is tapped,
/// that a seat can be the AI (drawn and fitted by the test below).
#[test]
fn a_table_of_people_is_told_a_seat_can_be_the_ai() {
    for s in screens() {
        let kinds = s.settings.seats();
        let seats = s.settings.seats_in_play();
        if seats.iter().any(|&k| kinds[k as usize].is_ai()) {
            continue;
        }
        for table in [TableMode::PassAndPlay, TableMode::Tablet] {
            for (lang, ai) in [(Language::English, "AI"), (Language::French, "IA")] {
                let note = s.note(lang, table);
                assert!(note.contains(ai), "{:?}: {note}", s.settings);
            }
        }
    }
}

/// At every shape, in both languages and for every table: no button
/// over another, the words over the rows and seats clear of buttons,
/// and the note over Play on none of them, all inside the screen.
#[test]
fn nothing_overlaps_at_any_shape() {
    let font = Font::measuring_only();
    for (w, h) in SHAPES {
        for s in screens() {
            let plan = s.plan(w, h);
            let what = format!("{w}x{h} {:?}", s.settings);
            let mut drawn: Vec<(String, Rect)> = Vec::new();
            for &(t, r) in &plan.targets {
                drawn.push((format!("{t:?}"), footprint(r)));
                // The words above: a seat's place, a row's label in portrait.
                match t {
                    Target::Seat(_) => drawn.push((
                        format!("{t:?} place"),
                        Rect::new(r.x, r.y - 23.0, r.w, 18.0),
                    )),
                    Target::Choice(_, 0) if w < h => drawn.push((
                        format!("{t:?} label"),
                        // 19 px centred 17 px up, descenders included.
                        Rect::new(r.x, r.y - 28.0, r.w, 22.0),
                    )),
                    _ => {}
                }
            }
            for lang in [Language::English, Language::French] {
                for table in [TableMode::PassAndPlay, TableMode::Tablet] {
                    let note = s.note(lang, table);
                    let (size, lines, at) = note_place(&note, &font, &plan);
                    // A caption at least: it was 12 px in French on a phone.
                    assert!(
                        size >= ui::CAPTION_PX,
                        "{what} {lang:?} {table:?}: {note:?} at {size} px"
                    );
                    let widest = lines
                        .iter()
                        .map(|l| ui::measure(l, &font, size).width)
                        .fold(0.0, f32::max);
                    assert!(widest <= w * 0.9 + 0.5, "{what}: {note:?} too wide");
                    // Capitals centred on each line's centre, descenders below.
                    let half = ui::lines_half_height(lines.len(), size);
                    let block = Rect::new(
                        at.x - widest * 0.5,
                        at.y - half - size * 0.1,
                        widest,
                        2.0 * half + size * 0.4,
                    );
                    drawn.push((format!("note {lang:?} {table:?} {lines:?}"), block));
                }
            }
            // An import's notice (a four-seat match taken in, a long
            // file refused) in its room: over no button and no words
            // but the note (at 844x390 it once covered Play).
            for lang in [Language::English, Language::French] {
                let taken = "29 May 2026 · Pitchnut · Ana v AI (Club) v Ben v AI (Club)";
                let file = "crokinole-20260412-183502-Ana-Club.json";
                let why = "it is not a Flickwood record";
                for notice in [
                    text::imported(lang, taken),
                    text::not_imported(lang, file, why),
                ] {
                    let b = banner::place(&notice, &font, w, h, &plan.banner_bands(w));
                    let at = format!("{what} {notice:?}: the banner {:?}", b.panel);
                    assert!(b.size >= 14.0, "{at} at {} px", b.size);
                    assert!(inside(b.panel, w, h), "{at} off the screen");
                    for (name, r) in drawn.iter().filter(|(n, _)| !n.starts_with("note")) {
                        assert!(apart(b.panel, *r), "{at} over {name} {r:?}");
                    }
                }
            }
            for (i, (a, ra)) in drawn.iter().enumerate() {
                assert!(inside(*ra, w, h), "{what}: {a} {ra:?} off the screen");
                for (b, rb) in &drawn[..i] {
                    let notes = a.starts_with("note") && b.starts_with("note");
                    assert!(
                        notes || apart(*ra, *rb),
                        "{what}: {a} {ra:?} over {b} {rb:?}"
                    );
                }
            }
        }
    }
}

/// Each row's choices at one size, on one line, 14 px or more, at every
/// shape in both languages.
#[test]
fn each_row_reads_at_one_size() {
    let font = Font::measuring_only();
    for (w, h) in SHAPES {
        for s in screens() {
            let plan = s.plan(w, h);
            for lang in [Language::English, Language::French] {
                let rows = s.rows(lang);
                let sizes = row_sizes(&rows, &plan.targets, &font);
                for (ri, size) in sizes.iter().enumerate() {
                    let what = format!("{w}x{h} {lang:?} {:?}", rows[ri].choices);
                    assert!(*size >= 14.0, "{what}: {size} px");
                }
                for &(t, r) in &plan.targets {
                    if let Target::Choice(ri, i) = t {
                        let words = rows[ri].choices[i];
                        let width = ui::measure(words, &font, sizes[ri]).width;
                        assert!(
                            width <= r.w - 14.0,
                            "{w}x{h} {lang:?}: {words:?} wider than {r:?}"
                        );
                    }
                }
            }
        }
    }
}

/// Back keeps its arrow in both languages (at 18 px "Retour" left no room
/// for it, and the arrow is what says "back" at a glance).
#[test]
fn back_keeps_its_arrow_in_both_languages() {
    let font = Font::measuring_only();
    for (w, h) in SHAPES {
        let s = SetupScreen::new(BoardKind::Crokinole);
        let back = s.plan(w, h).rect(Target::Back).expect("Back");
        for lang in [Language::English, Language::French] {
            let label = tr(lang, T::Back);
            assert!(
                ui::icon_room(back, label, BACK_PX, &font).is_some(),
                "{w}x{h} {lang:?}: {label:?} has no room for its arrow"
            );
        }
    }
}
