//! Readability on a phone (issue 15): the game draws every screen in
//! English and French at 390x844 and 844x390 (`flickwood --text-tour`,
//! src/shell/app/text_tour.rs) and reports the smallest text each drew, from
//! the glyph atlas's own record of every size drawn. Fails on text under
//! 12 logical pixels or a label cut inside a word. Fails where xvfb-run is
//! not installed, unless FLICKWOOD_SKIP_WINDOW_TESTS=1 (which it says).

use std::path::PathBuf;
use std::process::Command;

mod shell_support;
use shell_support::window_tests_can_run;

fn tour(w: u32, h: u32) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("text-tour-{w}x{h}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let out = Command::new("xvfb-run")
        .args(["-a", "-s", &format!("-screen 0 {w}x{h}x24")])
        .arg(env!("CARGO_BIN_EXE_flickwood"))
        .args(["--text-tour", "--mute", "--size", &format!("{w}x{h}")])
        .arg("--data-dir")
        .arg(dir.join("data"))
        .env("FLICKWOOD_MSAA", "1")
        .output()
        .expect("run xvfb-run");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "the tour failed: {}\n{stdout}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// Every screen line: (name, language, smallest size, its text).
fn screens(report: &str) -> Vec<(String, String, f32, String)> {
    report
        .lines()
        .filter_map(|l| l.strip_prefix("text-tour: "))
        .filter_map(|l| {
            let mut parts = l.splitn(4, ' ');
            let (name, lang, size) = (parts.next()?, parts.next()?, parts.next()?);
            let size: f32 = size.parse().ok()?;
            Some((
                name.into(),
                lang.into(),
                size,
                parts.next().unwrap_or("").into(),
            ))
        })
        .collect()
}

fn check(w: u32, h: u32) {
    let report = tour(w, h);
    let seen = screens(&report);
    // Title, set-up (2), settings, players (2), records, rules (2), play (7),
    // the round summary, a pitchnut game's summary, results (2), "Pass to" (2), the replay viewer (2),
    // a player's stats, the delete confirmation, a save notice and banner,
    // the tutorial's steps (10), in two languages.
    assert!(
        seen.len() >= 2 * 38,
        "{w}x{h}: only {} screens drawn:\n{report}",
        seen.len()
    );
    for name in [
        "round-summary",
        "game-summary-pitchnut",
        "result-crokinole",
        "result-pitchnut",
        "pass-to-crokinole",
        "pass-to-pitchnut",
        "replay-crokinole",
        "replay-pitchnut",
        "player-stats",
        "player-delete",
        "save-notice",
        "save-banner",
    ] {
        for lang in ["English", "French"] {
            let drawn = seen.iter().find(|s| s.0 == name && s.1 == lang);
            // A screen that drew no text (or failed to start: size 0) is not drawn.
            assert!(
                drawn.is_some_and(|s| s.2 > 0.0 && s.2.is_finite()),
                "{w}x{h}: {name} ({lang}) drew no text:\n{report}"
            );
        }
    }
    assert!(seen.iter().any(|s| s.1 == "French"), "{report}");
    // Every screen's words are captions (15 px) or larger (issue 45's type
    // scale: the charts' figures were 12 px, the title's subtitle and the
    // keyboard's Shift 13-14), but for words fitted to a row or a notice
    // on a phone: a record's line, an export's or import's notice with a
    // file's name, a replay's status, the review's legend, a drill's name
    // beside its figures (14 px at the least).
    const FITTED: [&str; 8] = [
        "records",
        "save-banner",
        "setup-banner",
        "replay-crokinole",
        "replay-pitchnut",
        "review",
        "review-pitchnut",
        "practice-drill",
    ];
    let under: Vec<String> = seen
        .iter()
        .filter(|s| s.2 < if FITTED.contains(&&*s.0) { 14.0 } else { 15.0 })
        .map(|s| format!("{} ({}): {:.1} px {}", s.0, s.1, s.2, s.3))
        .collect();
    assert!(
        under.is_empty(),
        "{w}x{h}: text under the captions' 15 px:\n  {}",
        under.join("\n  ")
    );
    let small: Vec<String> = seen
        .iter()
        .filter(|s| s.2 < 12.0)
        .map(|s| format!("{} ({}): {:.1} px {}", s.0, s.1, s.2, s.3))
        .collect();
    // `text-tour: NAME LANG cut "LABEL"`
    let cut: Vec<&str> = report
        .lines()
        .filter(|l| l.split(' ').nth(3) == Some("cut"))
        .collect();
    assert!(
        small.is_empty() && cut.is_empty(),
        "{w}x{h}: text under 12 px:\n  {}\nlabels cut inside a word:\n  {}",
        small.join("\n  "),
        cut.join("\n  ")
    );
}

#[test]
fn every_screen_is_readable_on_a_phone_in_portrait() {
    // Fails without xvfb-run, unless FLICKWOOD_SKIP_WINDOW_TESTS=1 (said).
    if !window_tests_can_run() {
        return;
    }
    check(390, 844);
}

#[test]
fn every_screen_is_readable_on_a_phone_in_landscape() {
    // Fails without xvfb-run, unless FLICKWOOD_SKIP_WINDOW_TESTS=1 (said).
    if !window_tests_can_run() {
        return;
    }
    check(844, 390);
}
