//! Crokinole played through the real game under Xvfb in a small window,
//! then the same moves through the headless engine: a round by touch must
//! score as the engine scores it, and a match the AI plays against itself
//! must end where the engine's replay ends. Without xvfb-run they fail
//! (FLICKWOOD_SKIP_WINDOW_TESTS=1 skips them, printed).

use std::path::PathBuf;

mod shell_support;
use shell_support::openings::{crokinole_480, crokinole_ai_against_ai_480};
use shell_support::small::{
    fitted_pull, moves_and_position, run_small_drawing_every, slingshot_controls,
};
use shell_support::{GameRun, event, window_tests_can_run};

/// A whole two-player crokinole round played by touch through the real game
/// (small window, one sample: software GL is slow), then the same moves
/// replayed by the headless engine: the game's round scores must be the
/// engine's.
#[test]
fn scripted_round_scores_match_the_engine() {
    use flickwood_core::crokinole::{Event, MatchFormat, Setup, TableKind};
    use flickwood_core::save::profile::{Player, Seated};
    use flickwood_core::save::record::{MatchRecord, Move};
    use flickwood_core::save::replay::{Events, Replay};

    if !window_tests_can_run() {
        return;
    }
    // 480x480: Crokinole, Play, "Shoot first".
    let mut events = crokinole_480();
    // The waiting disc: the board (half extent 0.415 m) fills the 386 px
    // between the bars, so the shooting line (0.305 m) is 142 px below the centre.
    let (x, y) = (240.0, 247.0 + 0.305 * 193.0 / 0.415);
    const SHOTS: usize = 24;
    // Each shot is seen for a second before the hand-over; the board turns
    // to the next shooter after it, under the "Pass to" panel.
    const EVERY: f32 = 4.0;
    for k in 0..SHOTS {
        let t0 = 1.2 + k as f32 * EVERY;
        if k > 0 {
            // "Pass to ...": a tap hands the device over (on the board's far
            // side, where it does nothing if no hand-over is showing).
            events.push(event(t0 - 1.0, "down", 240.0, 130.0));
            events.push(event(t0 - 0.95, "up", 240.0, 130.0));
        }
        // Slingshot pulls of 70..86 px of a 240 px full pull: draw shots
        // that mostly stop short of the centre hole (harder ones all drop
        // in it, hitting nothing), fitted to the room behind the disc.
        let pull = (70.0 + (k * 7 % 17) as f32) * fitted_pull(y) / 240.0;
        events.push(event(t0, "down", x, y));
        for i in 1..=15 {
            let f = i as f32 / 15.0;
            events.push(event(t0 + 0.25 * f, "move", x, y + pull * f));
        }
        events.push(event(t0 + 0.3, "up", x, y + pull));
    }
    let end = 1.2 + SHOTS as f32 * EVERY;
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("round");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    slingshot_controls(&data);
    // One frame in ten drawn: the same fixed-step play, much quicker.
    let stderr = GameRun {
        shots: &[("first", 1.0), ("summary", end - 0.2)],
        size: Some((480, 480)),
        frames_per_draw: Some(10),
        ..GameRun::new(&dir, &data, &events, end)
    }
    .run();

    let moves: Vec<Move> = stderr
        .lines()
        .filter_map(|l| l.strip_prefix("move "))
        .map(|l| Move::decode(l).unwrap())
        .collect();
    let shots = moves
        .iter()
        .filter(|m| matches!(m, Move::Shot { .. }))
        .count();
    assert_eq!(shots, SHOTS, "not every gesture became a shot: {stderr}");
    // Straight up the same line each time: later shots run into the pucks
    // already there, so the round is not only open shots.
    let hits = stderr
        .lines()
        .filter(|l| l.starts_with("report:") && l.contains("other: Disc("))
        .count();
    assert!(hits >= 3, "only {hits} shots hit another puck: {stderr}");
    let reported = stderr
        .lines()
        .find_map(|l| l.strip_prefix("round-over 0 scores "))
        .unwrap_or_else(|| panic!("the game reported no round: {stderr}"))
        .to_string();

    // The same match, headless: the game's seed-1 record, moves as printed.
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
    let mut engine = None;
    for m in moves {
        let step = replay.play(m).unwrap();
        if let Events::Crokinole(events) = step.events {
            for e in events {
                if let Event::RoundOver { scores, .. } = e {
                    let parts: Vec<String> = scores
                        .iter()
                        .map(|s| format!("{}:{}", s.side, s.points))
                        .collect();
                    engine = Some(parts.join(" "));
                }
            }
        }
    }
    assert_eq!(engine.as_deref(), Some(reported.as_str()));
    eprintln!("round scores, game and engine: {reported}");
    for n in ["first", "summary"] {
        let png = std::fs::read(dir.join(format!("{n}.png"))).expect(n);
        assert!(png.len() > 10_000, "{n} looks empty");
    }
}

/// Beginner against Beginner, "Quick: to 50": the real game plays the
/// whole match by itself (the round summaries go on by themselves) and
/// ends on the result; the same moves through the headless engine reach
/// the same final position, and a finished match. One frame in 20 is
/// drawn (`--frames-per-draw`): the play is the same fixed 1/60 s frames.
#[test]
fn ai_against_ai_plays_to_the_result() {
    use flickwood_core::crokinole::{MatchFormat, Setup, TableKind};
    use flickwood_core::save::AiLevel;
    use flickwood_core::save::profile::{Player, Seated};
    use flickwood_core::save::record::MatchRecord;
    use flickwood_core::save::replay::{Replay, fingerprint};

    if !window_tests_can_run() {
        return;
    }
    // 480x480: Crokinole; "Quick: to 50"; both seats the Beginner AI; Play.
    let events = crokinole_ai_against_ai_480();
    // Seed 1 ends after two rounds (40-0 after the first), about 150 s of
    // game time (engine 5; under engine 4 one round, 72 s, was enough).
    let end = 200.0;
    let stderr = run_small_drawing_every(
        "aivai",
        &events,
        &[("aivai-setup", 0.85), ("aivai-end", end - 0.1)],
        end,
        20,
    );
    let shots = stderr
        .lines()
        .filter(|l| l.starts_with("move shot"))
        .count();
    assert!(shots >= 24, "only {shots} AI shots: {stderr}");
    assert!(
        stderr.lines().any(|l| l.starts_with("result: ")),
        "the match never ended: {}",
        stderr
            .lines()
            .filter(|l| !l.starts_with("report"))
            .collect::<Vec<_>>()
            .join("\n")
    );

    // The same match, headless: the toss, the choice and every shot as printed.
    let (moves, game_position) = moves_and_position(&stderr);
    let setup = Setup {
        table: Some(TableKind::TwoPlayers),
        format: MatchFormat::Target { points: 50 },
        ..Default::default()
    };
    let players = [0u8, 2]
        .iter()
        .map(|&seat| Seated {
            seat,
            player: Player::Ai {
                level: AiLevel::Beginner,
            },
        })
        .collect();
    let mut replay = Replay::new(MatchRecord::crokinole(setup, players, 1)).unwrap();
    for m in moves {
        replay.play(m).unwrap();
    }
    assert_eq!(fingerprint(replay.position()), game_position);
    assert!(replay.is_over(), "the engine's match is not over");
}
