//! The save's screens in the real binary under Xvfb, on a save folder made
//! here (`--data-dir`): two profiles with the corpus matches filed through
//! the store, so the stats, the records list and the replay viewer have
//! something to show. A player is added with the on-screen keyboard and
//! renamed ones are written back; a broken save shows a notice, not a
//! crash. Without xvfb-run they fail (FLICKWOOD_SKIP_WINDOW_TESTS=1 skips them, printed).

use flickwood_core::save::record::MatchRecord;
use flickwood_core::save::replay::Replay;
use flickwood_core::save::{FileStorage, Rgb, Store};
use std::path::{Path, PathBuf};

mod shell_support;
use shell_support::{GameRun, window_tests_can_run};

fn tap(t: f32, x: f32, y: f32) -> String {
    format!(
        r#"{{"t":{t},"kind":"down","x":{x},"y":{y}}},{{"t":{},"kind":"up","x":{x},"y":{y}}}"#,
        t + 0.05
    )
}

fn run(dir: &Path, data: &Path, events: &[String], shots: &[(&str, f32)], end: f32) -> String {
    GameRun {
        shots,
        ..GameRun::new(dir, data, events, end)
    }
    .run()
}

/// A save with Ana (1) and Ben (2) and the corpus matches filed.
fn make_save(data: &Path) {
    let mut store = Store::open(FileStorage::new(data).unwrap());
    let ana = store
        .profiles_mut()
        .add("Ana", Rgb::new(196, 60, 48))
        .unwrap();
    let ben = store
        .profiles_mut()
        .add("Ben", Rgb::new(50, 130, 170))
        .unwrap();
    assert_eq!((ana, ben), (1, 2));
    let mut files: Vec<PathBuf> = std::fs::read_dir("tests/records")
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for f in files {
        let record = MatchRecord::from_json(&std::fs::read(&f).unwrap()).unwrap();
        let finished = record.finished_at.unwrap();
        let mut replay = Replay::new(record).unwrap();
        replay.run_to_end().unwrap();
        store.finish_match(replay, finished).unwrap();
    }
    assert_eq!(store.records().len(), 6);
}

fn names(data: &Path) -> Vec<String> {
    let store = Store::open(FileStorage::new(data).unwrap());
    store
        .profiles()
        .list
        .iter()
        .map(|p| p.name.clone())
        .collect()
}

#[test]
fn players_stats_records_and_replays() {
    if !window_tests_can_run() {
        return;
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("saves-screens");
    let _ = std::fs::remove_dir_all(&dir);
    let data = dir.join("data");
    make_save(&data);

    // 1280x800. Title: Players (526, 661), Records (753, 661).
    // Players list: Ana's row (640, 122); stats: game filter (186, 175).
    // Back (72, 36). Add a player (640, 746); keys: C (410, 687),
    // Y (686, 557), Done (1008, 752).
    let events = [
        tap(0.3, 526.0, 661.0),
        tap(1.0, 640.0, 122.0),
        tap(2.0, 186.0, 175.0),
        tap(2.8, 72.0, 36.0),
        tap(3.2, 640.0, 746.0),
        tap(3.6, 410.0, 687.0),
        tap(3.8, 686.0, 557.0),
        tap(4.4, 1008.0, 752.0),
        tap(5.0, 72.0, 36.0),
        tap(5.3, 72.0, 36.0),
        // Records, then watch the newest at 4x.
        tap(5.8, 753.0, 661.0),
        tap(6.6, 931.0, 118.0),
        tap(7.0, 1008.0, 758.0),
        tap(7.2, 1008.0, 758.0),
    ];
    let stderr = run(
        &dir,
        &data,
        &events,
        &[
            ("players", 0.9),
            ("stats-crokinole", 1.9),
            ("stats-pitchnut", 2.6),
            ("keyboard", 4.2),
            ("new-player", 4.9),
            ("records", 6.4),
            ("replay", 10.0),
        ],
        10.2,
    );
    assert!(
        stderr.contains("save: opened"),
        "the save was not opened: {stderr}"
    );
    // The new player was written to the save.
    assert_eq!(names(&data), ["Ana", "Ben", "Cy"], "{stderr}");
    for n in [
        "players",
        "stats-crokinole",
        "keyboard",
        "records",
        "replay",
    ] {
        let png = std::fs::read(dir.join(format!("{n}.png"))).expect(n);
        assert!(png.len() > 10_000, "{n} looks empty");
    }
}

#[test]
fn a_broken_save_is_a_notice_not_a_crash() {
    if !window_tests_can_run() {
        return;
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("saves-broken");
    let _ = std::fs::remove_dir_all(&dir);
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(
        data.join("flickwood.json"),
        b"{\"version\":2,\"profiles\":[[[",
    )
    .unwrap();
    // The notice's OK is at the panel's foot; tapping it clears the notice.
    let stderr = run(
        &dir,
        &data,
        // Down the middle, where OK is whatever the notice's length
        // (nothing else on the title lies there).
        &[440.0, 470.0, 497.0, 525.0, 555.0, 585.0]
            .iter()
            .enumerate()
            .map(|(i, &y)| tap(0.55 + 0.08 * i as f32, 640.0, y))
            .collect::<Vec<_>>(),
        &[("notice", 0.5), ("dismissed", 1.2)],
        1.3,
    );
    assert!(stderr.contains("save: opened"), "{stderr}");
    assert!(
        stderr.contains("save: 1 notice(s) dismissed"),
        "OK did not dismiss the notice: {stderr}"
    );
    // Set aside, never deleted.
    let aside: Vec<String> = std::fs::read_dir(&data)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("flickwood.json.bad"))
        .collect();
    assert_eq!(aside.len(), 1, "{aside:?}");
    let png = std::fs::read(dir.join("notice.png")).expect("notice");
    assert!(png.len() > 10_000);
}
