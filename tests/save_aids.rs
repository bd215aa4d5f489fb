//! The aids a result was played with (issue 42), through the save: saves,
//! records and stats from before the setting load as played with today's
//! aids ("easy"); new ones keep what they were played with.

use flickwood_core::aids::Aids;
use flickwood_core::save::store::SAVE_FILE;
use flickwood_core::save::{
    MatchRecord, MemoryStorage, PracticeResult, Replay, Rgb, Storage, Store,
};
use flickwood_core::spec::BoardKind;
use std::path::PathBuf;

fn read(path: &str) -> Vec<u8> {
    std::fs::read(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

fn corpus(name: &str) -> MatchRecord {
    MatchRecord::from_json(&read(&format!("tests/records/{name}.json"))).unwrap()
}

/// A version 2 save written before the setting existed (prefs, a match's
/// stats and its result line, a practice session, none with aids): it
/// loads whole, the player's setting at the default and every result at
/// "easy"; written again, it keeps them.
#[test]
fn a_save_from_before_the_setting_loads_its_results_as_easy() {
    let text = read("tests/fixtures/save-v2-before-aids.json");
    assert!(!String::from_utf8_lossy(&text).contains("aids"));
    let mut files = MemoryStorage::default();
    files.write(SAVE_FILE, &text).unwrap();
    let mut store = Store::open(files);
    assert_eq!(store.take_notices(), Vec::<String>::new());
    assert_eq!(store.data().prefs.aids(), Aids::DEFAULT);
    let session = &store.practice().results[0];
    assert_eq!((session.made, session.aids()), (20, Aids::EASY));
    let line = store.stats().history_of(1).next().unwrap();
    assert_eq!(line.aids(), Aids::EASY);
    let tally = store.stats().tally(1, Some(BoardKind::Crokinole), None);
    assert!(tally.open_twenty_tries > 0);
    let by = tally.open_twenties_by_aids();
    assert_eq!(by.len(), 1);
    assert_eq!(by[0].0, Aids::EASY);
    assert_eq!(by[0].2, tally.open_twenty_tries);
    store.save().unwrap();
    let again = Store::open(store.storage().clone());
    assert_eq!(again.data(), store.data());
}

/// A record without the field (every record before the setting) reads as
/// easy and is written as before; one played at the default says so and
/// reads back; a key that is no setting's name is refused.
#[test]
fn records_carry_their_aids_and_old_ones_read_as_easy() {
    let old = corpus("crokinole-two-players-best-of-seven");
    assert_eq!((old.aids.as_deref(), old.aids()), (None, Aids::EASY));
    assert!(!old.to_json().contains("aids"));
    let mut new = old.clone();
    new.aids = Some(Aids::DEFAULT.key.into());
    let back = MatchRecord::from_json(new.to_json().as_bytes()).unwrap();
    assert_eq!(back.aids(), Aids::DEFAULT);
    assert_eq!(back, new);
    for bad in ["", "de fault", "a-very-long-name-of-aids"] {
        let mut r = old.clone();
        r.aids = Some(bad.into());
        assert!(r.validate().is_err(), "{bad:?}");
    }
}

/// Each finished match's stats carry its aids: the result line names it
/// and the open-20 rate is kept apart at the default.
#[test]
fn stats_keep_each_match_at_its_aids() {
    let mut store = Store::open(MemoryStorage::default());
    store
        .profiles_mut()
        .add("Ana", Rgb::new(200, 40, 40))
        .unwrap();
    store
        .profiles_mut()
        .add("Ben", Rgb::new(40, 40, 200))
        .unwrap();
    let full = corpus("crokinole-two-players-best-of-seven");
    for aids in [None, Some(Aids::DEFAULT)] {
        let mut r = full.clone();
        r.outcome = None;
        r.finished_at = None;
        let moves = std::mem::take(&mut r.moves);
        let mut live = Replay::new(r).unwrap();
        if let Some(a) = aids {
            assert!(live.set_aids(&a));
        }
        for m in moves {
            live.play(m).unwrap();
        }
        // Once shots are played the aids stay as they were.
        assert!(!live.set_aids(&Aids::EASY));
        store.finish_match(live, full.finished_at.unwrap()).unwrap();
    }
    let keys: Vec<&str> = store
        .stats()
        .history_of(1)
        .map(|h| h.aids.as_str())
        .collect();
    assert_eq!(keys, ["easy", "default"]);
    let t = store.stats().tally(1, Some(BoardKind::Crokinole), None);
    let by = t.open_twenties_by_aids();
    assert_eq!(by.len(), 2, "{by:?}");
    assert_eq!(by[0].0, Aids::DEFAULT);
    assert_eq!(by[0].2 * 2, t.open_twenty_tries);
    assert_eq!(by[1].1 + by[0].1, t.open_twenty_made);
    let reopened = Store::open(store.storage().clone());
    assert_eq!(reopened.stats(), store.stats());
    assert_eq!(reopened.records()[1].aids(), Aids::DEFAULT);
}

/// A practice session is kept with the aids it was played with.
#[test]
fn practice_sessions_keep_their_aids() {
    let mut store = Store::open(MemoryStorage::default());
    let id = store.profiles_mut().add("Ana", Rgb::new(1, 2, 3)).unwrap();
    for (when, aids) in [(1, Aids::EASY), (2, Aids::DEFAULT)] {
        let r = PracticeResult {
            profile: id,
            drill: "open20-centre".into(),
            when,
            attempts: 20,
            made: 11,
            aids: aids.key.into(),
        };
        store.add_practice(r).unwrap();
    }
    let again = Store::open(store.storage().clone());
    let kept: Vec<Aids> = again.practice().of(id).map(|r| r.aids()).collect();
    assert_eq!(kept, [Aids::EASY, Aids::DEFAULT]);
}
