//! Pitchnut played by touch through the real game under Xvfb in a small
//! window, from the title: a game of slingshots and a shot from a side
//! alley; the headless engine's replay of the printed moves must reach the
//! game's position. Without xvfb-run they fail
//! (FLICKWOOD_SKIP_WINDOW_TESTS=1 skips them, printed).

mod shell_support;
use shell_support::openings::pitchnut_480;
use shell_support::small::{
    fitted_pull, moves_and_position, run_small_with_save, slingshot_controls,
};
use shell_support::{event, window_tests_can_run};

/// A two-player pitchnut game by touch (slingshots from the home line,
/// hand-overs tapped away), then the same moves through the headless
/// engine: the game's final position must be the engine's, bit for bit.
#[test]
fn scripted_pitchnut_matches_the_engine() {
    use flickwood_core::save::replay::fingerprint;

    if !window_tests_can_run() {
        return;
    }
    // 480x480: Pitchnut, Play, the toss winner breaks.
    let mut events = pitchnut_480();
    // The shooter waits on the home line: 0.203 m below the centre at
    // 386 px for 0.78 m of board.
    let (x, y) = (240.0, 247.0 + 0.203 * 386.0 / 0.78);
    const SHOTS: usize = 12;
    const EVERY: f32 = 3.2;
    for k in 0..SHOTS {
        let t0 = 1.2 + k as f32 * EVERY;
        if k > 0 {
            events.push(event(t0 - 0.3, "down", 240.0, 110.0));
            events.push(event(t0 - 0.25, "up", 240.0, 110.0));
        }
        let pull = (70.0 + (k * 11 % 30) as f32) * fitted_pull(y) / 240.0;
        let dx = [0.0, 10.0, -10.0, 4.0][k % 4];
        events.push(event(t0, "down", x, y));
        for i in 1..=15 {
            let f = i as f32 / 15.0;
            events.push(event(t0 + 0.25 * f, "move", x + dx * f, y + pull * f));
        }
        events.push(event(t0 + 0.3, "up", x + dx, y + pull));
    }
    let end = 1.2 + SHOTS as f32 * EVERY;
    let stderr = run_small_with_save(
        "pitchnut",
        &events,
        &[("pitchnut-first", 1.0), ("pitchnut-last", end - 0.1)],
        end,
        10,
        slingshot_controls,
    );
    let (moves, game_position) = moves_and_position(&stderr);
    assert!(
        moves.len() >= SHOTS / 2,
        "few gestures became shots: {stderr}"
    );

    // The same match, headless: seed 1's coin toss, then the printed moves.
    let replay = guests_pitchnut_replay(moves);
    assert_eq!(fingerprint(replay.position()), game_position);
}

/// A two-guest pitchnut match (American alleys, best of three) as the
/// game starts it for seed 1 (its coin toss, whose winner chose to break:
/// the toss panel's first choice), with `moves` played headless.
fn guests_pitchnut_replay(
    moves: Vec<flickwood_core::save::record::Move>,
) -> flickwood_core::save::replay::Replay {
    use flickwood_core::pitchnut::{self, Alleys};
    use flickwood_core::rng::Rng;
    use flickwood_core::save::profile::{Player, Seated};
    use flickwood_core::save::record::{MatchRecord, PitchnutStart};
    use flickwood_core::save::replay::Replay;
    let seats = [0u8, 2];
    let breaker = seats[Rng::new(1).below(2) as usize];
    let start = PitchnutStart {
        setup: pitchnut::Setup {
            options: pitchnut::Options {
                players: 2,
                alleys: Alleys::American,
                beginner: false,
            },
            to_play: breaker,
            breaker: Some(breaker),
            ..Default::default()
        },
        games_to_win: 2,
    };
    let players = seats
        .iter()
        .map(|&seat| Seated {
            seat,
            player: Player::Guest {
                name: format!("Player {}", seat + 1),
            },
        })
        .collect();
    let mut replay = Replay::new(MatchRecord::pitchnut(start, players, 1)).unwrap();
    for m in moves {
        replay.play(m).unwrap();
    }
    replay
}

/// Pitchnut by touch from a side alley: the shooter dragged along the home
/// line, round the corner and up the right-hand alley, then slingshot
/// across toward the centre. The move printed is a flick from the alley,
/// and the headless engine's replay of it reaches the game's position.
#[test]
fn scripted_pitchnut_shot_from_a_side_alley() {
    use flickwood_core::save::record::Move;
    use flickwood_core::save::replay::fingerprint;

    if !window_tests_can_run() {
        return;
    }
    // 480x480: Pitchnut, Play, the toss winner breaks.
    let mut events = pitchnut_480();
    // 386 px for 0.78 m of board, centred at (240, 247); the board turns
    // to the shooter, so the home line is 0.203 m below the centre. The
    // right alley's middle is 0.2445 m right of the centre.
    let px = 386.0 / 0.78;
    let (x0, y0) = (240.0, 247.0 + 0.203 * px);
    let (xa, ya) = (240.0 + 0.2445 * px, 247.0 + 0.1 * px);
    events.push(event(1.2, "down", x0, y0));
    for i in 1..=20 {
        let f = i as f32 / 20.0;
        events.push(event(1.2 + 0.4 * f, "move", x0 + (xa + 20.0 - x0) * f, y0));
    }
    for i in 1..=10 {
        let f = i as f32 / 10.0;
        events.push(event(
            1.6 + 0.3 * f,
            "move",
            xa + 20.0 - 20.0 * f,
            y0 + (ya - y0) * f,
        ));
    }
    events.push(event(1.95, "up", xa, ya));
    // The slingshot: press the shooter, pull right (across the alley), let go.
    events.push(event(2.4, "down", xa, ya));
    for i in 1..=15 {
        let f = i as f32 / 15.0;
        events.push(event(2.4 + 0.3 * f, "move", xa + 80.0 * f, ya + 12.0 * f));
    }
    events.push(event(2.75, "up", xa + 80.0, ya + 12.0));
    let end = 6.0;
    let stderr = run_small_with_save(
        "pitchnut-alley",
        &events,
        &[
            ("pitchnut-alley-placed", 2.2),
            ("pitchnut-alley-after", end - 0.1),
        ],
        end,
        10,
        slingshot_controls,
    );
    let (moves, game_position) = moves_and_position(&stderr);
    let Some(Move::Flick(f)) = moves.first() else {
        panic!("the shot from the alley was not played: {stderr}");
    };
    // In the right alley of the shooter's seat (0 at the bottom, or 2 at the
    // top, turned), halfway up to the centre line: not on the home line.
    assert!(
        f.pos.x.abs() > 0.203 && (f.pos.y.abs() - 0.1).abs() < 0.01,
        "not a shot from the alley: {f:?}"
    );
    assert!(f.velocity.x * f.pos.x < 0.0, "not toward the centre: {f:?}");
    let replay = guests_pitchnut_replay(moves);
    assert_eq!(fingerprint(replay.position()), game_position);
}
