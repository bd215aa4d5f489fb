//! The table and board reach the screen by a framebuffer copy where the GL
//! allows it (`src/shell/draw/screen_copy.rs`), and that copy is the picture
//! the textured quad draws, pixel for pixel: the real game under Xvfb plays
//! the same crokinole shot twice, copying and with the copy turned off
//! (`FLICKWOOD_SCREEN_COPY=draw`), and every screenshot of the two runs
//! (at rest, in flight, the board turning to the next player, at rest
//! again) must be the same. Without xvfb-run it fails
//! (FLICKWOOD_SKIP_WINDOW_TESTS=1 skips it, printed).

use macroquad::texture::Image;
use std::path::PathBuf;

mod shell_support;
use shell_support::effects::changed_by;
use shell_support::{GameRun, assert_screenshots, open_crokinole, pull_back, window_tests_can_run};

/// Where the seat-0 disc waits at 1280x800.
const DISC: (f32, f32) = (640.0, 666.0);
const RELEASE: f32 = 1.1;
const SHOTS: [(&str, f32); 6] = [
    ("rest", 1.0),
    ("flight", RELEASE + 0.15),
    ("later", RELEASE + 0.6),
    ("turning", RELEASE + 2.2),
    ("turned", RELEASE + 3.5),
    ("end", RELEASE + 4.4),
];

/// Crokinole from the title, then a pull of 120 px straight back.
fn events() -> Vec<String> {
    let mut e = open_crokinole();
    e.extend(pull_back(DISC, 120.0, 0.8, RELEASE));
    e
}

/// One run with `env`; its folder and stderr.
fn play(name: &str, env: &[(&str, &str)]) -> (PathBuf, String) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    let save = r#"{"version":2,"prefs":{"controls":"Slingshot","tutorial_seen":true}}"#;
    std::fs::write(data.join("flickwood.json"), save).unwrap();
    let events = events();
    let stderr = GameRun {
        shots: &SHOTS,
        env,
        ..GameRun::new(&dir, &data, &events, RELEASE + 4.5)
    }
    .run();
    assert_screenshots(&dir, &SHOTS);
    (dir, stderr)
}

fn picture(dir: &std::path::Path, name: &str) -> Image {
    let bytes = std::fs::read(dir.join(format!("{name}.png"))).unwrap();
    Image::from_file_with_format(&bytes, None).unwrap()
}

#[test]
fn the_copied_table_and_board_are_the_drawn_ones_pixel_for_pixel() {
    if !window_tests_can_run() {
        return;
    }
    let (copied, log) = play("screen-copy-blit", &[]);
    assert!(
        log.contains("screen copy: blit"),
        "the game did not copy the picture (software GL 3 under Xvfb can): {log}"
    );
    assert!(
        log.contains("report:"),
        "the scripted shot did not run: {log}"
    );
    let (drawn, log) = play("screen-copy-draw", &[("FLICKWOOD_SCREEN_COPY", "draw")]);
    assert!(
        log.contains("screen copy: drawn (FLICKWOOD_SCREEN_COPY=draw)"),
        "FLICKWOOD_SCREEN_COPY=draw did not turn the copy off: {log}"
    );
    for (name, _) in SHOTS {
        let (a, b) = (picture(&copied, name), picture(&drawn, name));
        assert_eq!((a.width, a.height), (b.width, b.height), "{name}");
        let differ = changed_by(&a, &b, &[], 0);
        assert_eq!(
            differ, 0,
            "{name}: {differ} pixels differ between the copy and the drawing"
        );
    }
}
