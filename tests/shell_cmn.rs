//! CMN export from the Records screen of the real game: a row's CMN button
//! and the header's All as CMN write the exports folder's files, the same
//! text as the core's export.

use flickwood_core::export::cmn;
use flickwood_core::save::MatchRecord;
use std::path::PathBuf;

mod shell_support;
use shell_support::{GameRun, event, window_tests_can_run};

#[test]
fn records_screen_exports_cmn_files() {
    if !window_tests_can_run() {
        return;
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cmn-export");
    let _ = std::fs::remove_dir_all(&dir);
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(
        root.join("tests/records/crokinole-two-players-best-of-seven.json"),
    )
    .unwrap();
    let record = MatchRecord::from_json(text.as_bytes()).unwrap();
    std::fs::write(
        data.join("records.json"),
        format!(r#"{{"version":1,"records":[{}]}}"#, text.trim()),
    )
    .unwrap();
    // 1280x800: the title's Records, the first row's CMN (left of Watch),
    // then All as CMN across the header from Back.
    let mut events = Vec::new();
    for (t, x, y) in [
        (0.3, 753.0, 661.0),
        (1.0, 803.0, 118.0),
        (1.5, 1208.0, 36.0),
    ] {
        events.push(event(t, "down", x, y));
        events.push(event(t + 0.05, "up", x, y));
    }
    GameRun::new(&dir, &data, &events, 2.2).run();
    let mut files: Vec<PathBuf> = std::fs::read_dir(data.join("exports"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 2, "{files:?}");
    let read = |p: &PathBuf| std::fs::read_to_string(p).unwrap();
    let one = files
        .iter()
        .find(|p| !p.to_string_lossy().contains("-all"))
        .unwrap();
    let all = files
        .iter()
        .find(|p| p.to_string_lossy().ends_with("-all.cmn.json"))
        .unwrap();
    assert!(one.to_string_lossy().ends_with(".cmn.json"), "{one:?}");
    assert_eq!(read(one), cmn::document(&record).unwrap().to_json());
    assert_eq!(read(all), cmn::batch(&[record]).unwrap().to_json());
}
