//! Crash safety: a child process saves in a loop and is killed with
//! SIGKILL at a random moment, again and again; after every kill the last
//! good save must load, with nothing to report and never older than before.
//! The child is this same test binary, started in a child mode.

use flickwood_core::rng::Rng;
use flickwood_core::save::{FileStorage, MatchRecord, Replay, Rgb, Store};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CHILD_DIR: &str = "FLICKWOOD_SAVE_CRASH_CHILD";
const TEST_NAME: &str = "saves_survive_being_killed_at_any_moment";

/// The saved counter: the number in the profile's name.
fn counter(store: &Store<FileStorage>) -> Option<u64> {
    let p = store.profiles().list.first()?;
    p.name.strip_prefix("Saver ")?.parse().ok()
}

/// Child mode: save forever (well, 20 s, in case the parent is gone).
fn save_in_a_loop(dir: &Path) -> ! {
    let mut store = Store::open(FileStorage::new(dir).expect("save folder"));
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/records/crokinole-two-players-best-of-seven.json");
    let mut record = MatchRecord::from_json(&std::fs::read(path).unwrap()).unwrap();
    record.outcome = None;
    record.finished_at = None;
    // A match in progress makes each save a realistic size (some KB).
    let replay = Replay::new(record).unwrap();
    let mut n = counter(&store).unwrap_or(0);
    if store.profiles().list.is_empty() {
        store
            .profiles_mut()
            .add("Saver 0", Rgb::new(1, 2, 3))
            .unwrap();
    }
    let id = store.profiles().list[0].id;
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(20) {
        n += 1;
        store
            .profiles_mut()
            .rename(id, &format!("Saver {n}"))
            .unwrap();
        store.save_resume(&replay).unwrap();
    }
    std::process::exit(0);
}

#[test]
fn saves_survive_being_killed_at_any_moment() {
    if let Some(dir) = std::env::var_os(CHILD_DIR) {
        save_in_a_loop(Path::new(&dir));
    }
    let dir = std::env::temp_dir().join(format!("flickwood-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let exe = std::env::current_exe().unwrap();
    let mut rng = Rng::new(99);
    let mut last = 0;
    let mut advanced = 0;
    for kill in 0..120 {
        let mut child = Command::new(&exe)
            .args([TEST_NAME, "--exact", "--test-threads=1", "--nocapture"])
            .env(CHILD_DIR, &dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_micros(2_000 + rng.below(40_000) as u64));
        child.kill().unwrap(); // SIGKILL on Unix
        child.wait().unwrap();

        let mut store = Store::open(FileStorage::new(&dir).unwrap());
        let notices = store.take_notices();
        assert!(notices.is_empty(), "kill {kill}: {notices:?}");
        let Some(n) = counter(&store) else {
            // Killed before its first save ever completed.
            assert_eq!(last, 0, "kill {kill}: the save vanished");
            continue;
        };
        assert!(n >= last, "kill {kill}: save {n} loaded after save {last}");
        assert!(
            store.has_resume(),
            "kill {kill}: the match in progress is lost"
        );
        if n > last {
            advanced += 1;
        }
        last = n;
    }
    // The kills landed while saving, not only before the first save.
    assert!(advanced > 50, "only {advanced} kills came after new saves");
    eprintln!("120 kills, {last} saves, every one loaded");
    std::fs::remove_dir_all(&dir).unwrap();
}
