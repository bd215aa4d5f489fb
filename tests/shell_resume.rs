//! The match in progress survives the game closing: the real binary under
//! Xvfb plays a shot with a fresh save folder (`--data-dir`), exits, is
//! started again, taps Resume on the title, and must stand exactly where a
//! headless replay of the saved moves stands; a second shot then goes on
//! from there. Without xvfb-run they fail (FLICKWOOD_SKIP_WINDOW_TESTS=1 skips them, printed).

use flickwood_core::crokinole::{MatchFormat, Setup, TableKind};
use flickwood_core::save::profile::{Player, Seated};
use flickwood_core::save::record::{MatchRecord, Move};
use flickwood_core::save::replay::{Replay, fingerprint};
use flickwood_core::save::{FileStorage, Store};
use std::path::{Path, PathBuf};

mod shell_support;
use shell_support::openings::{open_crokinole_tossing_at, resume_1280};
use shell_support::{GameRun, event, window_tests_can_run};

/// A slingshot (the default controls) on the disc waiting at the bottom
/// of the shooting line (1280x800): press it, pull 80 px straight back,
/// let go; starting at `t0`.
fn shoot(t0: f32) -> Vec<String> {
    let (x, y, pull) = (640.0, 666.0, 80.0);
    let mut events = vec![event(t0, "down", x, y)];
    for i in 1..=5 {
        let f = i as f32 / 5.0;
        events.push(event(t0 + 0.25 * f, "move", x, y + pull * f));
    }
    events.push(event(t0 + 0.3, "up", x, y + pull));
    events
}

/// Runs the game on `events` with the save in `data`; returns stderr.
fn run(dir: &Path, data: &Path, name: &str, events: &[String], end: f32) -> String {
    let script = format!("{name}.json");
    let (title, last) = (format!("{name}-title"), format!("{name}-end"));
    GameRun {
        script: &script,
        shots: &[(&title, 0.2), (&last, end - 0.1)],
        ..GameRun::new(dir, data, events, end)
    }
    .run()
}

/// The match in progress as the save folder holds it.
fn saved_resume(data: &Path) -> MatchRecord {
    let mut store = Store::open(FileStorage::new(data).unwrap());
    assert!(store.take_notices().is_empty());
    store
        .data()
        .resume
        .clone()
        .expect("no match in progress was saved")
}

fn shots(record: &MatchRecord) -> usize {
    record
        .moves
        .iter()
        .filter(|m| matches!(m, Move::Shot { .. }))
        .count()
}

/// The same match headless: the game's seed-1 record with `moves`.
fn headless(moves: &[Move]) -> Replay {
    let setup = Setup {
        table: Some(TableKind::TwoPlayers),
        format: MatchFormat::BestOfSeven,
        ..Default::default()
    };
    let players = [0u8, 2]
        .iter()
        .map(|&seat| Seated {
            seat,
            player: Player::Guest {
                name: format!("Player {}", seat + 1),
            },
        })
        .collect();
    let mut replay = Replay::new(MatchRecord::crokinole(setup, players, 1)).unwrap();
    for m in moves {
        replay.play(*m).unwrap();
    }
    replay
}

#[test]
fn a_match_resumes_where_it_was_after_a_restart() {
    if !window_tests_can_run() {
        return;
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("resume");
    let _ = std::fs::remove_dir_all(&dir);
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();

    // First run: title, Crokinole, Play, one shot, then the game closes.
    // Seed 1's toss winner, Player 1, taps "Shoot first" from 0.5 s to 0.55 s.
    let mut events = open_crokinole_tossing_at(0.5, 0.55);
    events.extend(shoot(0.6));
    let first = run(&dir, &data, "first", &events, 7.0);
    let printed: Vec<Move> = first
        .lines()
        .filter_map(|l| l.strip_prefix("move "))
        .map(|l| Move::decode(l).unwrap())
        .collect();
    let saved = saved_resume(&data);
    assert_eq!(shots(&saved), 1, "{first}");
    assert_eq!(
        saved.moves, printed,
        "the save differs from what was played"
    );
    let expected = fingerprint(headless(&saved.moves).position());

    // Second run: the title offers Resume (centred at 640, 395 in 1280x800);
    // the resumed match stands where the headless replay stands.
    let mut events = resume_1280();
    // The second shot is seat 2's: the board turns, so its disc waits at
    // the bottom of the screen too.
    events.extend(shoot(1.2));
    let second = run(&dir, &data, "second", &events, 8.0);
    let resumed = second
        .lines()
        .find_map(|l| l.strip_prefix("save: watching "))
        .unwrap_or_else(|| panic!("the match was not resumed: {second}"));
    assert_eq!(
        resumed,
        format!("{} moves at {expected}", saved.moves.len()),
        "{second}"
    );

    // The second shot went on from the resumed position and was saved.
    let after = saved_resume(&data);
    assert_eq!(shots(&after), 2, "{second}");
    assert_eq!(after.moves[..saved.moves.len()], saved.moves[..]);
    let replay = headless(&after.moves);
    assert_eq!(replay.moves_played(), after.moves.len());
    for n in ["first-title", "first-end", "second-title", "second-end"] {
        let png = std::fs::read(dir.join(format!("{n}.png"))).expect(n);
        assert!(png.len() > 10_000, "{n} looks empty");
    }
}
