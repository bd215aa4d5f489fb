//! The real game under Xvfb with its save folder in trouble: read-only, on
//! a full disk, replaced by a file, or with a damaged record in imports.
//! Each time the game plays on to the end of its script, tells the player
//! once, and the good save on disk is untouched. The read-only folder and
//! the full disk are real mounts (a read-only bind mount, a small tmpfs),
//! so these tests need root, as CI has; FLICKWOOD_SKIP_WINDOW_TESTS=1 skips
//! them like the other windowed tests.

use flickwood_core::save::{FileStorage, MatchRecord, Rgb, Store};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

mod shell_support;
use shell_support::{GameRun, event, window_tests_can_run};

fn tap(t: f32, x: f32, y: f32) -> [String; 2] {
    [event(t, "down", x, y), event(t + 0.05, "up", x, y)]
}

/// Title, Crokinole, Play, then one slingshot shot (as in shell_resume):
/// every move is saved, so the save folder is written.
fn play_a_shot() -> Vec<String> {
    // Seed 1's toss winner, Player 1, taps "Shoot first".
    let mut events: Vec<String> = tap(0.3, 404.0, 528.0)
        .into_iter()
        .chain(tap(0.4, 640.0, 664.0))
        .chain(tap(0.5, 501.0, 624.0))
        .collect();
    let (x, y, pull) = (640.0, 666.0, 80.0);
    events.push(event(0.6, "down", x, y));
    for i in 1..=5 {
        let f = i as f32 / 5.0;
        events.push(event(0.6 + 0.25 * f, "move", x, y + pull * f));
    }
    events.push(event(0.9, "up", x, y + pull));
    events
}

/// A good save: two players (the record's profiles 1 and 2), one finished match.
fn make_save(data: &Path) {
    let mut store = Store::open(FileStorage::new(data).unwrap());
    for (name, colour) in [
        ("Ana", Rgb::new(196, 60, 48)),
        ("Ben", Rgb::new(50, 130, 170)),
    ] {
        store.profiles_mut().add(name, colour).unwrap();
    }
    let text = std::fs::read("tests/records/pitchnut-two-players.json").unwrap();
    let record = MatchRecord::from_json(&text).unwrap();
    let finished = record.finished_at.unwrap();
    let mut replay = flickwood_core::save::Replay::new(record).unwrap();
    replay.run_to_end().unwrap();
    store.finish_match(replay, finished).unwrap();
}

/// A good save made by the game itself: a crokinole match in progress
/// after one shot (the first run of shell_resume).
fn play_into_save(dir: &Path, data: &Path) {
    let stderr = GameRun {
        script: "first.json",
        ..GameRun::new(dir, data, &play_a_shot(), 7.0)
    }
    .run();
    assert_eq!(resumed_shots(data), 1, "{stderr}");
}

/// Shots of the match in progress the save holds (and no notice).
fn resumed_shots(data: &Path) -> usize {
    let mut store = Store::open(FileStorage::new(data).unwrap());
    assert_eq!(store.take_notices(), Vec::<String>::new());
    let resume = store.data().resume.clone().expect("no match in progress");
    resume
        .moves
        .iter()
        .filter(|m| matches!(m, flickwood_core::save::Move::Shot { .. }))
        .count()
}

/// Resume on the title (640, 395), then the next shot: a write after it.
fn resume_and_shoot() -> Vec<String> {
    let mut events: Vec<String> = tap(0.4, 640.0, 395.0).into_iter().collect();
    let (x, y, pull) = (640.0, 666.0, 80.0);
    events.push(event(1.2, "down", x, y));
    for i in 1..=5 {
        let f = i as f32 / 5.0;
        events.push(event(1.2 + 0.25 * f, "move", x, y + pull * f));
    }
    events.push(event(1.5, "up", x, y + pull));
    events
}

/// Every file in `dir` and its bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&p).unwrap())
        })
        .collect()
}

fn notices(stderr: &str) -> Vec<&str> {
    stderr
        .lines()
        .filter_map(|l| l.strip_prefix("save: notice: "))
        .collect()
}

fn run(dir: &Path, data: &Path, events: &[String], end: f32) -> String {
    GameRun::new(dir, data, events, end).run()
}

fn fresh(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    unmount(&dir.join("data"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn sh(command: &str) -> Result<(), String> {
    let out = Command::new("sh").args(["-c", command]).output().unwrap();
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

fn unmount(path: &Path) {
    while sh(&format!("umount '{}' 2>/dev/null", path.display())).is_ok() {}
}

/// A mount that is undone when the test ends, pass or fail.
struct Mounted(PathBuf);

impl Mounted {
    fn new(path: &Path, command: &str) -> Mounted {
        if let Err(e) = sh(command) {
            panic!(
                "cannot mount for the fault test ({command}): {e}; these tests need root \
                 (CI runs as root), or FLICKWOOD_SKIP_WINDOW_TESTS=1 to skip them"
            );
        }
        Mounted(path.to_path_buf())
    }
}

impl Drop for Mounted {
    fn drop(&mut self) {
        unmount(&self.0);
    }
}

#[test]
fn a_read_only_save_folder_is_told_once_and_the_save_kept() {
    if !window_tests_can_run() {
        return;
    }
    let dir = fresh("fault-read-only");
    let data = dir.join("data");
    play_into_save(&dir, &data);
    let before = files(&data);
    let d = data.display();
    let _ro = Mounted::new(
        &data,
        &format!("mount --bind '{d}' '{d}' && mount -o remount,bind,ro '{d}'"),
    );
    assert!(
        std::fs::write(data.join("probe"), b"x").is_err(),
        "not read-only"
    );
    let stderr = run(&dir, &data, &resume_and_shoot(), 8.0);
    assert!(stderr.contains("save: watching"), "not resumed: {stderr}");
    assert!(stderr.contains("saving failed"), "{stderr}");
    let told = notices(&stderr);
    assert_eq!(told.len(), 1, "told {told:?}: {stderr}");
    assert_eq!(files(&data), before, "the save changed");
    assert_eq!(resumed_shots(&data), 1);
}

#[test]
fn a_full_disk_is_told_once_and_the_save_kept() {
    if !window_tests_can_run() {
        return;
    }
    let dir = fresh("fault-full-disk");
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    let _tmpfs = Mounted::new(
        &data,
        &format!("mount -t tmpfs -o size=256k tmpfs '{}'", data.display()),
    );
    play_into_save(&dir, &data);
    let before = files(&data);
    // Fill what is left; the filler is not part of the save.
    let _ = sh(&format!(
        "dd if=/dev/zero of='{}' bs=4k 2>/dev/null",
        data.join("filler").display()
    ));
    assert!(
        std::fs::write(data.join("probe"), vec![0u8; 8192]).is_err(),
        "not full"
    );
    let _ = std::fs::remove_file(data.join("probe"));
    let stderr = run(&dir, &data, &resume_and_shoot(), 8.0);
    assert!(stderr.contains("save: watching"), "not resumed: {stderr}");
    assert!(stderr.contains("saving failed"), "{stderr}");
    let told = notices(&stderr);
    assert_eq!(told.len(), 1, "told {told:?}: {stderr}");
    std::fs::remove_file(data.join("filler")).unwrap();
    // Every write failed, and a failed write leaves nothing behind (it used
    // to leave a part-written flickwood.json.tmp): the save is as it was.
    let after = files(&data);
    let changed: Vec<String> = after
        .iter()
        .filter(|(k, v)| before.get(*k) != Some(v))
        .map(|(k, v)| format!("{k} ({} bytes)", v.len()))
        .chain(
            before
                .keys()
                .filter(|k| !after.contains_key(*k))
                .map(|k| format!("{k} (gone)")),
        )
        .collect();
    assert!(changed.is_empty(), "the save changed: {changed:?}");
    assert_eq!(resumed_shots(&data), 1);
}

#[test]
fn a_save_folder_that_is_a_file_is_told_once_and_the_game_plays() {
    if !window_tests_can_run() {
        return;
    }
    let dir = fresh("fault-folder-is-file");
    let data = dir.join("data");
    std::fs::write(&data, b"not a folder").unwrap();
    let stderr = run(&dir, &data, &play_a_shot(), 5.0);
    assert!(stderr.contains("save: opened memory"), "{stderr}");
    let told = notices(&stderr);
    assert_eq!(told.len(), 1, "told {told:?}: {stderr}");
    assert_eq!(std::fs::read(&data).unwrap(), b"not a folder");
}

#[test]
fn a_damaged_import_is_refused_and_the_good_one_taken() {
    if !window_tests_can_run() {
        return;
    }
    let dir = fresh("fault-damaged-import");
    let data = dir.join("data");
    make_save(&data);
    let imports = data.join("imports");
    std::fs::create_dir_all(&imports).unwrap();
    std::fs::write(
        imports.join("a-damaged.json"),
        br#"{"game":"Crokinole","moves":["#,
    )
    .unwrap();
    std::fs::write(imports.join("b-valueless.json"), br#"{"note":}"#).unwrap();
    std::fs::copy(
        "tests/records/crokinole-teams-to-100.json",
        imports.join("c-good.json"),
    )
    .unwrap();
    // Title: Records (753, 661); the list takes the imports folder in.
    let events: Vec<String> = tap(0.3, 753.0, 661.0).into_iter().collect();
    let stderr = run(&dir, &data, &events, 2.5);
    assert!(!stderr.contains("panicked"), "{stderr}");
    let mut left: Vec<String> = std::fs::read_dir(&imports)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(
        left,
        [
            "a-damaged.json.refused",
            "b-valueless.json.refused",
            "c-good.json.imported"
        ],
        "{stderr}"
    );
    let store = Store::open(FileStorage::new(&data).unwrap());
    assert_eq!(store.records().len(), 2, "the good record was not taken");
    assert_eq!(store.profiles().list.len(), 2);
}
