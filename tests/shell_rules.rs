//! The rules' drawings and the empty screens, in the real game under Xvfb:
//! the drawing of a 20 is painted under its paragraph (the board's maple
//! where the layout puts it, none over the text), and an empty records
//! list's card sets up the match it offers. Coordinates follow
//! src/shell/rules/mod.rs, rules_drawing.rs, empty_state.rs and title.rs
//! at the sizes below (docs/gallery.py has the title's).

use std::path::PathBuf;

mod shell_support;
use shell_support::{GameRun, event, window_tests_can_run};

fn tap(t: f32, x: f32, y: f32) -> [String; 2] {
    [event(t, "down", x, y), event(t + 0.05, "up", x, y)]
}

fn fresh(name: &str) -> (PathBuf, PathBuf) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    let save = r#"{"version":2,"prefs":{"controls":"Slingshot","language":"English"}}"#;
    std::fs::write(data.join("flickwood.json"), save).unwrap();
    (dir, data)
}

/// Share of the pixels of `area` (x0, y0, x1, y1) that are the board's light maple.
fn maple_share(png: &[u8], w: usize, area: (usize, usize, usize, usize)) -> f32 {
    let img = macroquad::texture::Image::from_file_with_format(png, None).unwrap();
    assert_eq!(img.width as usize, w);
    let (x0, y0, x1, y1) = area;
    let mut n = 0;
    for y in y0..y1 {
        for x in x0..x1 {
            let p = &img.bytes[(y * w + x) * 4..][..3];
            let (r, g, b) = (p[0] as i32, p[1] as i32, p[2] as i32);
            if r > 170 && g > 120 && r - b > 50 && b < 190 {
                n += 1;
            }
        }
    }
    n as f32 / ((x1 - x0) * (y1 - y0)) as f32
}

#[test]
fn the_drawing_of_a_twenty_is_painted_under_its_paragraph() {
    if !window_tests_can_run() {
        return;
    }
    let (dir, data) = fresh("rules-drawing");
    // Rules from the title, then "The 20 hole" in the list of sections.
    let events: Vec<String> = [tap(0.3, 124.75, 654.45), tap(0.9, 195.0, 392.0)].concat();
    let shots = [("twenty", 1.4)];
    GameRun {
        shots: &shots,
        size: Some((390, 844)),
        ..GameRun::new(&dir, &data, &events, 1.6)
    }
    .run();
    let png = std::fs::read(dir.join("twenty.png")).unwrap();
    // The drawing: 342 x 205 px from (24, 292), the 20 hole's part of the board.
    let drawing = maple_share(&png, 390, (40, 300, 350, 488));
    // The paragraph above it: words on the dark sheet.
    let words = maple_share(&png, 390, (24, 120, 366, 280));
    assert!(drawing > 0.5, "the drawing is not there: {drawing}");
    assert!(words < 0.02, "the board is over the words: {words}");
}

#[test]
fn an_empty_records_list_offers_a_match_and_sets_it_up() {
    if !window_tests_can_run() {
        return;
    }
    let (dir, data) = fresh("records-empty");
    let report = dir.join("report.json");
    // Records from the title, then the card's second button: pitchnut.
    let events: Vec<String> = [tap(0.3, 499.5, 328.0), tap(0.9, 549.0, 240.0)].concat();
    GameRun {
        size: Some((844, 390)),
        report: Some(&report),
        ..GameRun::new(&dir, &data, &events, 1.5)
    }
    .run();
    let state = std::fs::read_to_string(&report).unwrap();
    assert!(
        state.contains(r#""screen":"setup""#) && state.contains(r#""game":"pitchnut""#),
        "{state}"
    );
}
