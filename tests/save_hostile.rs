//! Hand-made hostile files, one per kind of attack the loader must meet:
//! each is refused with a message (or the bad part left out), never a panic.

use flickwood_core::save::store::{RECORDS_FILE, SAVE_FILE, SaveData};
use flickwood_core::save::{MatchRecord, MemoryStorage, Storage, Store};
use std::path::PathBuf;

fn corpus_text(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/records/{name}.json"));
    std::fs::read_to_string(path).unwrap()
}

fn refused_record(text: &str, expect: &str) {
    let e = MatchRecord::from_json(text.as_bytes())
        .err()
        .unwrap_or_else(|| panic!("accepted: {}", &text[..text.len().min(120)]));
    assert!(
        e.to_string().contains(expect),
        "expected \"{expect}\", got: {e}"
    );
}

#[test]
fn hostile_records_are_refused_with_a_message() {
    let good = corpus_text("crokinole-teams-to-100");
    MatchRecord::from_json(good.as_bytes()).unwrap();
    // Deep nesting.
    let deep = format!("{{\"game\":{}{}}}", "[".repeat(50_000), "]".repeat(50_000));
    refused_record(&deep, "nests too deeply");
    // A huge array of moves.
    let many = format!(
        "\"moves\":[{}\"first\"],",
        "\"first\",".repeat(flickwood_core::save::record::MAX_MOVES + 5)
    );
    let huge = good.replacen("\"moves\":[", &format!("{many}\"old_moves\":["), 1);
    refused_record(&huge, "moves is more than any match has");
    // NaN and infinities, in a move and in the setup.
    refused_record(&good.replacen("shot -0.305", "shot NaN", 1), "not a number");
    refused_record(&good.replacen("shot -0.305", "shot inf", 1), "not a number");
    let setup_inf = good.replacen(
        "\"board\":[]",
        "\"board\":[{\"id\":100,\"pos\":{\"x\":1e999,\"y\":0}}]",
        1,
    );
    refused_record(&setup_inf, "not a number");
    refused_record(
        &good.replacen("\"game\":\"Crokinole\"", "\"game\":NaN", 1),
        "damaged",
    );
    // Out-of-range values and ids.
    refused_record(&good.replacen("\"seat\":3", "\"seat\":7", 1), "seat 7");
    refused_record(
        &good.replacen("\"seat\":3", "\"seat\":300", 1),
        "does not hold",
    );
    refused_record(
        &good.replacen("\"Beginner\"", "\"Overlord\"", 1),
        "does not hold",
    );
    refused_record(
        &good.replacen("\"seed\":7", "\"seed\":-7", 1),
        "does not hold",
    );
    // The corpus keeps the engine it was made with (older than today's).
    let made_with = MatchRecord::from_json(good.as_bytes()).unwrap().engine;
    assert!(made_with <= flickwood_core::save::record::ENGINE_VERSION);
    let engine = format!("\"engine\":{made_with}");
    assert!(good.contains(&engine), "the engine is written as a number");
    refused_record(&good.replacen(&engine, "\"engine\":99", 1), "newer version");
    // An illegal position: a puck in the ditch listed as on the board.
    let ditch = good.replacen(
        "\"board\":[]",
        "\"board\":[{\"id\":100,\"pos\":{\"x\":0,\"y\":-0.2},\"place\":\"Ditch\"}]",
        1,
    );
    refused_record(&ditch, "not legal");
    // A record that is not one, or is empty, or is not text.
    refused_record("[]", "does not hold");
    refused_record("", "empty");
    let e = MatchRecord::from_json(&[0xff, 0x00, 0x7b]).unwrap_err();
    assert!(e.to_string().contains("not text"));
}

#[test]
fn hostile_saves_leave_the_rest_loaded() {
    let mut store = Store::open(MemoryStorage::default());
    store
        .profiles_mut()
        .add("Ana", flickwood_core::save::Rgb::new(1, 2, 3))
        .unwrap();
    store.save().unwrap();
    let base = String::from_utf8(store.storage().files[SAVE_FILE].clone()).unwrap();
    let cases = [
        // A colour out of range, a profile id that was never given out,
        // stats for nobody, far too many profiles.
        base.replacen("\"r\":1", "\"r\":300", 1),
        base.replacen("\"id\":1", "\"id\":5", 1),
        base.replacen(
            "\"entries\":[]",
            "\"entries\":[{\"profile\":9,\"game\":\"Crokinole\",\"against\":\"People\",\"tally\":{}}]",
            1,
        ),
        base.replacen(
            "\"list\":[",
            &format!(
                "\"list\":[{}",
                (2..200)
                    .map(|i| format!("{{\"id\":{i},\"name\":\"P{i}\",\"colour\":{{\"r\":0,\"g\":0,\"b\":0}}}},"))
                    .collect::<String>()
            ),
            1,
        )
        .replacen("\"next_id\":2", "\"next_id\":300", 1),
    ];
    for (i, bad) in cases.iter().enumerate() {
        assert!(
            SaveData::from_json(bad.as_bytes()).is_err(),
            "case {i} accepted"
        );
        let mut files = store.storage().clone();
        // The good save is the backup; the hostile one is the current copy.
        files.write(SAVE_FILE, bad.as_bytes()).unwrap();
        let mut loaded = Store::open(files);
        assert_eq!(loaded.take_notices().len(), 1, "case {i}");
        assert_eq!(
            loaded.profiles().list.len(),
            1,
            "case {i}: the backup loads"
        );
    }
    // An oversized records file is refused unread; the save still loads.
    let mut files = store.storage().clone();
    files
        .write(RECORDS_FILE, &vec![b' '; 9 * 1024 * 1024])
        .unwrap();
    let mut loaded = Store::open(files);
    let notices = loaded.take_notices();
    assert!(notices[0].contains("bigger than the 8 MB"), "{notices:?}");
    assert_eq!(loaded.profiles().list.len(), 1);
}

#[test]
fn an_oversized_file_on_disk_is_refused_unread_and_kept() {
    let dir = std::env::temp_dir().join(format!("flickwood-hostile-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(SAVE_FILE), vec![b'['; 20 * 1024 * 1024]).unwrap();
    let mut store = Store::open(flickwood_core::save::FileStorage::new(&dir).unwrap());
    let notices = store.take_notices();
    assert!(notices[0].contains("bigger than the 8 MB"), "{notices:?}");
    assert!(dir.join(format!("{SAVE_FILE}.bad-1")).exists());
    assert!(store.profiles().list.is_empty());
    store.save().unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn counts_at_their_limit_stay_there() {
    use flickwood_core::save::{Against, AiLevel, Replay, Rgb};
    let mut store = Store::open(MemoryStorage::default());
    store.profiles_mut().add("Ana", Rgb::new(1, 2, 3)).unwrap();
    store.save().unwrap();
    let text = String::from_utf8(store.storage().files[SAVE_FILE].clone()).unwrap();
    let max = u32::MAX;
    let full = text.replacen(
        "\"entries\":[]",
        &format!(
            "\"entries\":[{{\"profile\":1,\"game\":\"Crokinole\",\"against\":{{\"Ai\":[\"Club\"]}},\"tally\":{{\"matches_won\":{max},\"matches_lost\":{max},\"shots\":{max},\"points\":18446744073709551615,\"heat\":[{}]}}}}]",
            vec![max.to_string(); flickwood_core::save::HEAT_CELLS].join(",")
        ),
        1,
    );
    let mut files = MemoryStorage::default();
    files.write(SAVE_FILE, full.as_bytes()).unwrap();
    let mut store = Store::open(files);
    assert!(store.take_notices().is_empty());
    let mut record =
        MatchRecord::from_json(corpus_text("crokinole-two-players-best-of-seven").as_bytes())
            .unwrap();
    record.outcome = None;
    record.finished_at = None;
    let mut replay = Replay::new(record).unwrap();
    replay.run_to_end().unwrap();
    store.finish_match(replay, 1).unwrap();
    let t = store
        .stats()
        .tally(1, None, Some(Against::Ai(AiLevel::Club)));
    assert_eq!((t.matches_won, t.matches_lost, t.shots), (max, max, max));
    assert_eq!(t.matches(), max);
}
