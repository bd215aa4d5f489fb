//! Loader fuzzing: thousands of damaged save files, record shelves and
//! shared records (bit flips, truncations, duplications, junk, digit swaps)
//! must never panic or hang the loader. Damaged data is refused with a
//! message, or, when it still reads as good data, loads as such.

use flickwood_core::rng::Rng;
use flickwood_core::save::storage::Copy;
use flickwood_core::save::store::{RECORDS_FILE, RecordShelf, SAVE_FILE, SaveData};
use flickwood_core::save::{MatchRecord, MemoryStorage, Replay, Rgb, Storage, Store};
use std::path::PathBuf;
use std::sync::Mutex;

/// Every panic while the loop runs, with its message and place: the loader
/// catches nanoserde's panics, so the hook is where they are seen.
static PANICS: Mutex<Vec<String>> = Mutex::new(Vec::new());

const JUNK: [&str; 18] = [
    "[",
    "{",
    "]",
    "}",
    "\"",
    ",",
    ":",
    "1e999",
    "-1e999",
    "NaN",
    "null",
    "true",
    "99999999999999999999",
    "-1",
    "\\u0000",
    "\\ud800",
    "\u{0}",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
];

/// One random damage to `b`.
fn mutate_once(b: &mut Vec<u8>, rng: &mut Rng) {
    let len = b.len().max(1);
    let at = rng.below(len as u32) as usize;
    match rng.below(7) {
        0 => {
            for _ in 0..1 + rng.below(4) {
                if !b.is_empty() {
                    let i = rng.below(b.len() as u32) as usize;
                    b[i] ^= 1 << rng.below(8);
                }
            }
        }
        1 => b.truncate(at),
        2 => {
            let end = (at + 1 + rng.below(200) as usize).min(b.len());
            let span = b.get(at..end).unwrap_or_default().to_vec();
            let to = rng.below(b.len() as u32 + 1) as usize;
            b.splice(to..to, span);
        }
        3 => {
            let junk = JUNK[rng.below(JUNK.len() as u32) as usize];
            let at = at.min(b.len());
            b.splice(at..at, junk.bytes());
        }
        4 => {
            let end = (at + 1 + rng.below(50) as usize).min(b.len());
            if at < end {
                b.drain(at..end);
            }
        }
        5 => {
            // Change a digit: still JSON, so the checks behind the parser run.
            let digits: Vec<usize> = (0..b.len()).filter(|&i| b[i].is_ascii_digit()).collect();
            if !digits.is_empty() {
                let i = digits[rng.below(digits.len() as u32) as usize];
                b[i] = b'0' + rng.below(10) as u8;
            }
        }
        _ => {
            let at = at.min(b.len());
            for _ in 0..1 + rng.below(8) {
                b.insert(at, rng.below(256) as u8);
            }
        }
    }
}

fn mutate(base: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut b = base.to_vec();
    for _ in 0..1 + rng.below(3) {
        mutate_once(&mut b, rng);
    }
    b
}

fn corpus(name: &str) -> MatchRecord {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/records/{name}.json"));
    MatchRecord::from_json(&std::fs::read(path).unwrap()).unwrap()
}

/// A real save and shelf: two profiles, stats of two matches, a resume.
fn base_files() -> MemoryStorage {
    let mut store = Store::open(MemoryStorage::default());
    store
        .profiles_mut()
        .add("Ana", Rgb::new(200, 40, 40))
        .unwrap();
    store
        .profiles_mut()
        .add("Ben", Rgb::new(40, 40, 200))
        .unwrap();
    for name in ["crokinole-teams-to-100", "pitchnut-two-players"] {
        let mut r = corpus(name);
        r.outcome = None;
        r.finished_at = None;
        let mut live = Replay::new(r).unwrap();
        live.run_to_end().unwrap();
        store.finish_match(live, 1).unwrap();
    }
    let mut r = corpus("pitchnut-four-players");
    r.moves.truncate(2);
    r.outcome = None;
    r.finished_at = None;
    let mut live = Replay::new(r).unwrap();
    live.run_to_end().unwrap();
    store.save_resume(&live).unwrap();
    store.storage().clone()
}

#[test]
fn no_damaged_file_panics_the_loader() {
    // The default hook still prints each panic (an assert below among them).
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        PANICS.lock().unwrap().push(info.to_string());
        default(info);
    }));
    let files = base_files();
    let save = files.read(SAVE_FILE, Copy::Main).unwrap().unwrap();
    let shelf = files.read(RECORDS_FILE, Copy::Main).unwrap().unwrap();
    let record = corpus("crokinole-two-players-best-of-seven")
        .to_json()
        .into_bytes();
    let mut rng = Rng::new(2026);
    let (mut loaded, mut refused, mut resumed) = (0, 0, 0);
    for i in 0..12_000 {
        match i % 3 {
            0 => {
                let bad = mutate(&save, &mut rng);
                let direct = SaveData::from_json(&bad);
                // As the game meets it: the damaged copy over a good backup.
                let mut storage = files.clone();
                storage.files.insert(SAVE_FILE.into(), bad);
                let mut store = Store::open(storage);
                let notices = store.take_notices();
                match direct {
                    Ok(_) => loaded += 1,
                    Err(_) => {
                        refused += 1;
                        assert!(!notices.is_empty(), "a refused save went unmentioned");
                        assert_eq!(store.profiles().list.len(), 2, "the backup loads");
                    }
                }
                if store.has_resume() && store.resume().is_some() {
                    resumed += 1;
                }
            }
            1 => {
                let bad = mutate(&shelf, &mut rng);
                match RecordShelf::from_json(&bad) {
                    Ok(_) => loaded += 1,
                    Err(_) => refused += 1,
                }
            }
            _ => {
                let bad = mutate(&record, &mut rng);
                match MatchRecord::from_json(&bad) {
                    Ok(r) => {
                        loaded += 1;
                        // Replay a few moves of what still reads as a record.
                        if let Ok(mut replay) = Replay::new(r) {
                            for _ in 0..4 {
                                if !matches!(replay.step(), Ok(Some(_))) {
                                    break;
                                }
                            }
                        }
                    }
                    Err(e) => {
                        refused += 1;
                        assert!(!e.to_string().is_empty());
                    }
                }
            }
        }
    }
    let _ = std::panic::take_hook();
    eprintln!("12000 damaged files: {loaded} still read, {refused} refused, {resumed} resumed");
    let panics = PANICS.lock().unwrap();
    assert!(
        panics.is_empty(),
        "the loader panicked {} times; the first: {}",
        panics.len(),
        panics[..panics.len().min(3)].join(" | ")
    );
    assert!(
        refused > 6_000 && loaded > 300,
        "the mutations are too tame or too wild"
    );
}
