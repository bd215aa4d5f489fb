//! Pitchnut positions saved as the match in progress, resumed through the
//! real game under Xvfb in a small window and played on by touch: an
//! adjustment after a scratch, a beginner's three retakes. The headless
//! engine's replay of the printed moves must reach the game's position.
//! Without xvfb-run they fail (FLICKWOOD_SKIP_WINDOW_TESTS=1 skips them, printed).

mod shell_support;
use shell_support::openings::resume_480;
use shell_support::small::{moves_and_position, run_small_with_save, slingshot_controls};
use shell_support::{event, window_tests_can_run};

/// A two-guest pitchnut match (the poison moved off the centre) in which
/// seat 0, dark, with a dark piece sunk, has just scratched: the piece came
/// back to the centre and seat 2 may adjust it. Found headless by trying
/// hard flicks at seat 0's own edge and corner.
fn pitchnut_after_a_scratch() -> flickwood_core::save::replay::Replay {
    use flickwood_core::geom::Vec2;
    use flickwood_core::pitchnut::{self, Colour, Flick, Options, POISON, Placed, Pocketed};
    use flickwood_core::save::profile::{Player, Seated};
    use flickwood_core::save::record::{MatchRecord, Move, PitchnutStart};
    use flickwood_core::save::replay::{Position, Replay};
    let setup = pitchnut::Setup {
        options: Options::default(),
        moved: vec![Placed {
            id: POISON,
            pos: Vec2::new(0.0, 0.2),
            place: Default::default(),
        }],
        pocketed: vec![Pocketed { id: 1, pocket: 0 }, Pocketed { id: 2, pocket: 1 }],
        team0_colour: Some(Colour::Black),
        to_play: 0,
        breaker: Some(0),
        break_taken: true,
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
    let start = PitchnutStart {
        setup,
        games_to_win: 2,
    };
    let record = MatchRecord::pitchnut(start, players, 1);
    let home = flickwood_core::spec::Spec::STANDARD.pitchnut.home_line_y();
    for k in 0..24 {
        let mut replay = Replay::new(record.clone()).unwrap();
        let flick = Flick {
            pos: Vec2::new(-0.15 + 0.01 * k as f32, home),
            velocity: Vec2::new(-0.3 - 0.05 * k as f32, -1.0).normalize_or_zero() * 6.0,
            spin: 0.0,
        };
        replay.play(Move::Flick(flick)).unwrap();
        if let Position::Pitchnut(m) = replay.position()
            && m.game.to_play() == 2
            && !m.game.adjustable().is_empty()
        {
            return replay;
        }
    }
    panic!("no scratch returned a piece");
}

/// Adjusting by touch: the match above is saved as the one in progress;
/// the game resumes it, seat 2 drags the returned piece a little (legal:
/// it still covers the centre), taps Done, then shoots. The printed moves
/// hold the adjustment, and the headless engine's replay of them reaches
/// the game's position.
#[test]
fn scripted_pitchnut_adjust_after_a_scratch() {
    use flickwood_core::save::record::Move;
    use flickwood_core::save::replay::{Replay, fingerprint};
    use flickwood_core::save::{FileStorage, Store};

    if !window_tests_can_run() {
        return;
    }
    let saved = pitchnut_after_a_scratch();
    let piece = match saved.position() {
        flickwood_core::save::replay::Position::Pitchnut(m) => m.game.adjustable()[0],
        _ => unreachable!("a pitchnut match"),
    };
    // 480x480: the title's Resume button.
    let mut events = resume_480();
    // The board is turned to seat 2; the returned piece lies at the centre
    // (240, 247). A 5 px drag (0.010 m) keeps it over the centre.
    events.push(event(1.0, "down", 240.0, 247.0));
    for i in 1..=5 {
        events.push(event(
            1.0 + 0.05 * i as f32,
            "move",
            240.0 + i as f32,
            247.0,
        ));
    }
    events.push(event(1.3, "up", 245.0, 247.0));
    // Done: where crokinole's "Going for 20" sits, bottom right.
    let done = (
        480.0 - 12.0 - 190.0f32.min(480.0 * 0.42) * 0.5,
        480.0 - 40.0 - 58.0 + 25.0,
    );
    events.push(event(1.8, "down", done.0, done.1));
    events.push(event(1.85, "up", done.0, done.1));
    // Seat 2's shot: a slingshot pulled straight back from the home line.
    let (x, y) = (240.0, 247.0 + 0.203 * 386.0 / 0.78);
    events.push(event(2.3, "down", x, y));
    for i in 1..=15 {
        let f = i as f32 / 15.0;
        events.push(event(2.3 + 0.25 * f, "move", x, y + 80.0 * f));
    }
    events.push(event(2.6, "up", x, y + 80.0));
    let end = 6.0;
    let stderr = run_small_with_save(
        "pitchnut-adjust",
        &events,
        &[
            ("pitchnut-adjust-held", 1.2),
            ("pitchnut-adjust-done", 2.0),
            ("pitchnut-adjust-after", end - 0.1),
        ],
        end,
        10,
        |data| {
            let mut store = Store::open(FileStorage::new(data).unwrap());
            store.save_resume(&saved).unwrap();
        },
    );
    let (moves, game_position) = moves_and_position(&stderr);
    let adjust = moves
        .iter()
        .position(|m| matches!(m, Move::Adjust(a) if a.seat == 2 && a.piece == piece))
        .unwrap_or_else(|| panic!("no adjustment was played: {stderr}"));
    assert!(
        matches!(moves.get(adjust + 1), Some(Move::Flick(_))),
        "no shot after the adjustment: {moves:?}"
    );
    let mut replay = Replay::new({
        let mut rec = saved.record().clone();
        rec.moves.clear();
        rec
    })
    .unwrap();
    for m in moves {
        replay.play(m).unwrap();
    }
    assert_eq!(fingerprint(replay.position()), game_position);
}

/// A two-guest beginners' pitchnut match (engine 6) with seat 0 to shoot
/// and every piece left far up the board, out of reach of a soft shot.
fn beginner_pitchnut_far_pieces() -> flickwood_core::save::replay::Replay {
    use flickwood_core::geom::Vec2;
    use flickwood_core::pitchnut::{self, Colour, Options, POISON, Placed, Pocketed};
    use flickwood_core::save::profile::{Player, Seated};
    use flickwood_core::save::record::{MatchRecord, PitchnutStart};
    use flickwood_core::save::replay::Replay;
    let far = |id, x| Placed {
        id,
        pos: Vec2::new(x, 0.25),
        place: Default::default(),
    };
    let setup = pitchnut::Setup {
        options: Options {
            beginner: true,
            ..Options::default()
        },
        board: Some(vec![
            far(POISON, 0.0),
            far(17, -0.2),
            far(18, -0.1),
            far(19, 0.1),
            far(20, 0.2),
        ]),
        pocketed: (1..=16).map(|id| Pocketed { id, pocket: 0 }).collect(),
        team0_colour: Some(Colour::Black),
        to_play: 0,
        breaker: Some(0),
        break_taken: true,
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
    let start = PitchnutStart {
        setup,
        games_to_win: 2,
    };
    Replay::new(MatchRecord::pitchnut(start, players, 1)).unwrap()
}

/// Issue 31: a beginner who misses three times, choosing "Shoot again"
/// each time, is still the shooter. The match above is resumed; seat 0
/// shoots softly up the empty field three times and taps "Shoot again"
/// (left of the two buttons above the bottom line) after each. The moves
/// hold three flicks each followed by "retake again", and the headless
/// replay of them reaches the game's position, seat 0 to shoot.
#[test]
fn scripted_pitchnut_beginner_shoots_again_three_times() {
    use flickwood_core::save::record::Move;
    use flickwood_core::save::replay::{Position, fingerprint};
    use flickwood_core::save::{FileStorage, Store};

    if !window_tests_can_run() {
        return;
    }
    let saved = beginner_pitchnut_far_pieces();
    // 480x480: the title's Resume button.
    let mut events = resume_480();
    // The shooter on the home line (386 px for 0.78 m, centre (240, 247));
    // "Shoot again": 190 px wide, 56 high, 12 px above the 40 px bottom bar,
    // its right edge 8 px left of the middle.
    let (x, y) = (240.0, 247.0 + 0.203 * 386.0 / 0.78);
    let again = (240.0 - 8.0 - 95.0, 480.0 - 40.0 - 12.0 - 28.0);
    const EVERY: f32 = 4.0;
    for k in 0..3 {
        let t0 = 1.0 + k as f32 * EVERY;
        events.push(event(t0, "down", x, y));
        for i in 1..=10 {
            let f = i as f32 / 10.0;
            events.push(event(t0 + 0.2 * f, "move", x, y + 22.0 * f));
        }
        events.push(event(t0 + 0.25, "up", x, y + 22.0));
        events.push(event(t0 + 3.0, "down", again.0, again.1));
        events.push(event(t0 + 3.05, "up", again.0, again.1));
    }
    let end = 1.0 + 3.0 * EVERY;
    let stderr = run_small_with_save(
        "pitchnut-retake",
        &events,
        &[
            ("pitchnut-retake-offered", 1.0 + 2.8),
            ("pitchnut-retake-third", end - 0.1),
        ],
        end,
        10,
        |data| {
            slingshot_controls(data);
            let mut store = Store::open(FileStorage::new(data).unwrap());
            store.save_resume(&saved).unwrap();
        },
    );
    let (moves, game_position) = moves_and_position(&stderr);
    let flicks = moves.iter().filter(|m| matches!(m, Move::Flick(_))).count();
    let agains = moves
        .iter()
        .filter(|m| matches!(m, Move::Retake { again: true }))
        .count();
    assert_eq!((flicks, agains), (3, 3), "{moves:?}\n{stderr}");
    let mut replay = saved;
    for m in moves {
        replay.play(m).unwrap();
    }
    assert_eq!(fingerprint(replay.position()), game_position);
    let Position::Pitchnut(m) = replay.position() else {
        unreachable!("a pitchnut match")
    };
    assert_eq!(m.game.to_play(), 0, "still the shooter");
    assert!(!m.game.retake_offered() && m.game.retakes() == 3);
}
