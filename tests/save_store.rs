//! The store end to end: migration, resume, finishing matches, import and
//! export, and what happens with bad files. Uses the in-memory storage
//! unless a test is about files.

mod save_support;

use flickwood_core::save::storage::Copy;
use flickwood_core::save::store::{RECORDS_FILE, SAVE_FILE, SAVE_VERSION};
use flickwood_core::save::{
    Against, AiLevel, FileStorage, MatchRecord, MemoryStorage, Move, Player, Position, Replay, Rgb,
    Storage, Store, fingerprint, verify,
};
use flickwood_core::spec::BoardKind;
use std::path::PathBuf;

fn corpus(name: &str) -> MatchRecord {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/records/{name}.json"));
    MatchRecord::from_json(&std::fs::read(path).unwrap()).unwrap()
}

/// A store with Ana (1) and Ben (2), as the corpus records expect.
fn store_with_players() -> Store<MemoryStorage> {
    let mut store = Store::open(MemoryStorage::default());
    assert_eq!(
        store
            .profiles_mut()
            .add("Ana", Rgb::new(200, 40, 40))
            .unwrap(),
        1
    );
    assert_eq!(
        store
            .profiles_mut()
            .add("Ben", Rgb::new(40, 40, 200))
            .unwrap(),
        2
    );
    store.save().unwrap();
    store
}

/// The record without its outcome, as a match still being played.
fn unfinished(record: &MatchRecord, moves: usize) -> MatchRecord {
    let mut r = record.clone();
    r.moves.truncate(moves);
    r.outcome = None;
    r.finished_at = None;
    r
}

#[test]
fn a_version_1_save_migrates_to_version_2() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/save-v1.json");
    let mut files = MemoryStorage::default();
    files
        .write(SAVE_FILE, &std::fs::read(path).unwrap())
        .unwrap();
    let mut store = Store::open(files);
    assert_eq!(store.take_notices(), Vec::<String>::new());
    let names: Vec<&str> = store
        .profiles()
        .list
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(names, ["Ana", "Ben", "Zoé"]);
    assert_eq!(store.profiles().list[0].colour, Rgb::new(190, 40, 40));
    let ana = store
        .stats()
        .tally(1, Some(BoardKind::Crokinole), Some(Against::People));
    assert_eq!((ana.matches_won, ana.matches_lost), (3, 1));
    assert_eq!(store.stats().tally(3, None, None).matches(), 0);
    // Saving writes the new format, which loads as itself.
    store.save().unwrap();
    let text = store
        .storage()
        .read(SAVE_FILE, Copy::Main)
        .unwrap()
        .unwrap();
    assert!(String::from_utf8_lossy(&text).starts_with(&format!("{{\"version\":{SAVE_VERSION}")));
    let again = Store::open(store.storage().clone());
    assert_eq!(again.data(), store.data());
}

#[test]
fn a_resumed_match_is_the_same_bit_for_bit_and_plays_on() {
    let full = corpus("crokinole-two-players-best-of-seven");
    let mut store = store_with_players();
    // Play half the match live, saving after every move as the shell does.
    let half = full.moves.len() / 2;
    let mut live = Replay::new(unfinished(&full, 0)).unwrap();
    for m in &full.moves[..half] {
        live.play(*m).unwrap();
        store.save_resume(&live).unwrap();
    }
    let mut reopened = Store::open(store.storage().clone());
    assert!(reopened.take_notices().is_empty());
    let mut resumed = reopened.resume().expect("the match resumes");
    assert_eq!(
        fingerprint(resumed.position()),
        fingerprint(live.position())
    );
    if let (Position::Crokinole(a), Position::Crokinole(b)) = (resumed.position(), live.position())
    {
        assert_eq!(a, b);
    }
    for m in &full.moves[half..] {
        resumed.play(*m).unwrap();
    }
    let finished = reopened.finish_match(resumed, 1_800_000_000).unwrap();
    assert_eq!(finished.outcome, full.outcome);
    assert!(!reopened.has_resume());
    assert_eq!(reopened.records().len(), 1);
    let ana = reopened
        .stats()
        .tally(1, None, Some(Against::Ai(AiLevel::Club)));
    assert_eq!(ana.matches(), 1);
    assert!(ana.shots > 0 && ana.heat.iter().sum::<u32>() > 0);
    assert!(ana.average_points_per_round().is_some());
    // The shelf and the stats survive a reopen.
    let third = Store::open(reopened.storage().clone());
    assert_eq!(third.records(), reopened.records());
    assert_eq!(third.stats(), reopened.stats());
}

#[test]
fn stats_are_a_pure_function_of_the_records() {
    let names = [
        "crokinole-two-players-best-of-seven",
        "crokinole-teams-to-100",
        "pitchnut-two-players",
        "pitchnut-four-players",
    ];
    let mut store = store_with_players();
    let mut replays = Vec::new();
    for name in names {
        let r = corpus(name);
        let replay = verify(&r).unwrap();
        replays.push((r.clone(), replay.facts().clone()));
        let mut live = Replay::new(unfinished(&r, r.moves.len())).unwrap();
        live.run_to_end().unwrap();
        store.finish_match(live, r.finished_at.unwrap()).unwrap();
    }
    let rebuilt = flickwood_core::save::Stats::from_matches(replays.iter().map(|(r, f)| (r, f)));
    assert_eq!(&rebuilt, store.stats());
    let ben = store.stats().tally(2, Some(BoardKind::Pitchnut), None);
    assert_eq!(ben.matches(), 2);
    assert!(ben.sunk > 0, "{ben:?}");
    let ana_croki = store.stats().tally(1, Some(BoardKind::Crokinole), None);
    assert_eq!(ana_croki.matches(), 2);
    assert!(ana_croki.open_twenty_tries > 0);
    assert_eq!(store.stats().history_of(1).count(), 3);
}

#[test]
fn a_damaged_save_is_set_aside_and_the_backup_loads() {
    let mut store = store_with_players();
    store.profiles_mut().add("Cleo", Rgb::new(1, 2, 3)).unwrap();
    store.save().unwrap();
    let mut files = store.storage().clone();
    // Truncate the current copy, as a crash without our atomic write would.
    let good = files.files[SAVE_FILE].clone();
    files
        .files
        .insert(SAVE_FILE.into(), good[..good.len() / 2].to_vec());
    let mut loaded = Store::open(files);
    let notices = loaded.take_notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].contains("previous copy"), "{notices:?}");
    // The backup is the copy before Cleo.
    assert_eq!(loaded.profiles().list.len(), 2);
    assert!(loaded.take_notices().is_empty(), "notices are given once");
    let aside: Vec<&String> = loaded
        .storage()
        .files
        .keys()
        .filter(|k| k.contains(".bad-"))
        .collect();
    assert_eq!(aside.len(), 1, "the damaged copy is kept, not deleted");
}

#[test]
fn a_save_from_a_newer_version_is_kept_aside_and_the_game_goes_on() {
    let mut files = MemoryStorage::default();
    let future = br#"{"version":99,"profiles":{"list":[],"next_id":1}}"#;
    files.write(SAVE_FILE, future).unwrap();
    let mut store = Store::open(files);
    let notices = store.take_notices();
    assert_eq!(notices.len(), 1);
    assert!(notices[0].contains("newer version"), "{notices:?}");
    assert!(store.profiles().list.is_empty());
    assert!(store.storage().files.values().any(|v| v == future));
    store.profiles_mut().add("Ana", Rgb::new(0, 0, 0)).unwrap();
    store.save().unwrap();
}

#[test]
fn a_resume_that_does_not_replay_is_set_aside_alone() {
    let full = corpus("pitchnut-two-players");
    let mut store = store_with_players();
    let mut bad = unfinished(&full, 4);
    // An illegal placement: the shooter in the middle of the board.
    if let Move::Flick(f) = &mut bad.moves[2] {
        f.pos = flickwood_core::geom::Vec2::new(0.0, 0.0);
    }
    let mut live = Replay::new(unfinished(&full, 0)).unwrap();
    live.play(full.moves[0]).unwrap();
    store.save_resume(&live).unwrap();
    let mut files = store.storage().clone();
    let text = String::from_utf8(files.files[SAVE_FILE].clone()).unwrap();
    let ok_resume = live.record().to_json();
    files.files.insert(
        SAVE_FILE.into(),
        text.replace(&ok_resume, &bad.to_json()).into_bytes(),
    );
    let mut loaded = Store::open(files);
    assert!(
        loaded.take_notices().is_empty(),
        "the resume is checked when resumed"
    );
    assert!(loaded.resume().is_none());
    let notices = loaded.take_notices();
    assert!(notices[0].contains("could not be resumed"), "{notices:?}");
    assert!(notices[0].contains("move 3"), "{notices:?}");
    assert_eq!(loaded.profiles().list.len(), 2, "the rest stays");
    assert!(!loaded.has_resume());
}

#[test]
fn records_are_exported_and_imported_as_guests() {
    let mut home = store_with_players();
    let r = corpus("crokinole-teams-to-100");
    let mut live = Replay::new(unfinished(&r, r.moves.len())).unwrap();
    live.run_to_end().unwrap();
    home.finish_match(live, 5).unwrap();
    let file = home.export_record(0).unwrap();

    let mut away = Store::open(MemoryStorage::default());
    let imported = away.import_record(file.as_bytes()).unwrap();
    assert!(
        imported
            .players
            .iter()
            .all(|s| !matches!(s.player, Player::Person { .. }))
    );
    assert!(away.stats().entries.is_empty(), "imports count no stats");
    assert_eq!(away.records().len(), 1);

    // A shared file that lies about its result, is cut short or is not a
    // record is refused with a message, and nothing changes.
    let cut = &file[..file.len() - 10];
    let mut lying = MatchRecord::from_json(file.as_bytes()).unwrap();
    let winner = lying.outcome.as_ref().unwrap().winner.unwrap();
    lying.outcome.as_mut().unwrap().winner = Some(1 - winner);
    let mut changed = MatchRecord::from_json(file.as_bytes()).unwrap();
    changed.outcome.as_mut().unwrap().final_state = "0000000000000000".into();
    let mut short = MatchRecord::from_json(file.as_bytes()).unwrap();
    short.moves.pop();
    for bad in [
        lying.to_json().as_str(),
        cut,
        "{}",
        "[1,2,3]",
        &changed.to_json(),
        &short.to_json(),
    ] {
        let e = away.import_record(bad.as_bytes()).unwrap_err();
        assert!(!e.to_string().is_empty());
    }
    assert_eq!(away.records().len(), 1);
}

#[test]
fn the_shelf_keeps_the_last_200_records_and_a_bad_one_is_left_out_alone() {
    let r = corpus("pitchnut-two-players");
    let mut shelf = Vec::new();
    for i in 0..205u64 {
        let mut x = r.clone();
        x.finished_at = Some(i);
        shelf.push(x);
    }
    let text = flickwood_core::save::store::RecordShelf {
        version: 1,
        records: shelf,
    };
    let mut json = nanoserde::SerJson::serialize_json(&text);
    // Damage one record in the middle: a NaN flick.
    let first = json.find("flick ").unwrap();
    json.replace_range(first..first + 6, "flick NaN ");
    let mut files = MemoryStorage::default();
    files.write(RECORDS_FILE, json.as_bytes()).unwrap();
    let mut store = Store::open(files);
    let notices = store.take_notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].contains("1 saved match record"), "{notices:?}");
    assert_eq!(store.records().len(), 200);
    // Record 0 was the damaged one; of the 204 good ones the oldest 4 go.
    assert_eq!(store.records()[0].finished_at, Some(5));
    assert!(store.storage().files.keys().any(|k| k.contains(".part")));
}

#[test]
fn files_on_disk_fall_back_to_the_backup() {
    let dir = std::env::temp_dir().join(format!("flickwood-store-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut store = Store::open(FileStorage::new(&dir).unwrap());
    store.profiles_mut().add("Ana", Rgb::new(9, 9, 9)).unwrap();
    store.save().unwrap();
    store.profiles_mut().add("Ben", Rgb::new(9, 9, 9)).unwrap();
    store.save().unwrap();
    std::fs::write(
        dir.join(SAVE_FILE),
        b"{\"version\":2,\"profiles\":{\"list\":[{",
    )
    .unwrap();
    let mut loaded = Store::open(FileStorage::new(&dir).unwrap());
    assert_eq!(loaded.take_notices().len(), 1);
    assert_eq!(loaded.profiles().list.len(), 1);
    assert!(dir.join(format!("{SAVE_FILE}.bad-1")).exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Measures the save: a typical record, and both files after 200 finished
/// matches (`cargo test --test save_store sizes -- --nocapture`).
#[test]
fn sizes_after_200_matches() {
    let names = [
        "crokinole-two-players-best-of-seven",
        "crokinole-teams-to-100",
        "crokinole-three-players-tournament",
        "pitchnut-two-players",
        "pitchnut-canadian-best-of-three",
        "pitchnut-four-players",
    ];
    let records: Vec<MatchRecord> = names.iter().map(|n| corpus(n)).collect();
    let mut store = store_with_players();
    for i in 0..200usize {
        let r = &records[i % records.len()];
        let mut live = Replay::new(unfinished(r, r.moves.len())).unwrap();
        live.run_to_end().unwrap();
        store.finish_match(live, i as u64).unwrap();
    }
    let files = &store.storage().files;
    let save = files[SAVE_FILE].len();
    let shelf = files[RECORDS_FILE].len();
    for (n, r) in names.iter().zip(&records) {
        eprintln!(
            "record {n}: {} bytes, {} moves",
            r.to_json().len(),
            r.moves.len()
        );
    }
    eprintln!("after 200 matches: {SAVE_FILE} {save} bytes, {RECORDS_FILE} {shelf} bytes");
    assert_eq!(store.records().len(), 200);
    assert!(save + shelf < flickwood_core::save::validate::MAX_FILE_BYTES);
    // A long match for the upper end: crokinole to the traditional 300.
    let long = save_support::play_out(
        save_support::crokinole_record(
            flickwood_core::crokinole::TableKind::TwoPlayers,
            flickwood_core::crokinole::MatchFormat::Target { points: 300 },
            Some(0),
            vec![
                save_support::person(0, 1, "Ana"),
                save_support::ai(2, AiLevel::Expert),
            ],
            3,
        ),
        3,
        0,
    );
    let long_bytes = long.to_json().len();
    eprintln!(
        "long record (crokinole to 300): {long_bytes} bytes, {} moves; 200 of them: {} bytes",
        long.moves.len(),
        200 * long_bytes
    );
    assert!(200 * long_bytes < flickwood_core::save::validate::MAX_FILE_BYTES);
    let reopened = Store::open(store.storage().clone());
    assert_eq!(reopened.records().len(), 200);
}

/// A profile deleted while its match was played: filing the match would
/// count stats for a profile that no longer exists (and the next open would
/// then set the whole save aside). The store refuses it before changing
/// anything, hands the match back, and the save opens as it was.
#[test]
fn a_finished_match_naming_a_deleted_profile_is_refused_and_nothing_is_lost() {
    use flickwood_core::save::FinishError;
    let mut store = store_with_players();
    let first = corpus("crokinole-two-players-best-of-seven");
    let mut live = Replay::new(unfinished(&first, first.moves.len())).unwrap();
    live.run_to_end().unwrap();
    store.finish_match(live, 5).unwrap();

    let r = corpus("pitchnut-two-players");
    let mut live = Replay::new(unfinished(&r, r.moves.len())).unwrap();
    live.run_to_end().unwrap();
    assert!(live.is_over());
    store.remove_profile(2).unwrap();
    let files_before = store.storage().clone();
    let (records, stats) = (store.records().to_vec(), store.stats().clone());
    let seen = fingerprint(live.position());

    let Err(e) = store.finish_match(live, 6) else {
        panic!("a match naming a deleted profile was filed");
    };
    let FinishError::ProfileGone {
        seat,
        profile,
        replay,
    } = e
    else {
        panic!("refused as {e}");
    };
    let bens_seat = r
        .players
        .iter()
        .find(|s| s.player.profile() == Some(2))
        .map(|s| s.seat);
    assert_eq!((Some(seat), profile), (bens_seat, 2));
    assert_eq!(fingerprint(replay.position()), seen, "the match comes back");
    assert_eq!(store.records(), &records[..]);
    assert_eq!(store.stats(), &stats);
    assert_eq!(store.storage().files, files_before.files, "nothing written");
    let mut again = Store::open(store.storage().clone());
    assert!(again.take_notices().is_empty(), "the save opens as it was");
    assert_eq!(again.records().len(), 1);
    assert_eq!(again.profiles().list.len(), 1);
}
