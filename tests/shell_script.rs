//! The game itself, driven by a script under Xvfb: it starts, takes a shot
//! from touch events, writes its screenshots and exits cleanly. Without xvfb-run
//! the windowed ones fail (FLICKWOOD_SKIP_WINDOW_TESTS=1 skips them, printed).

use std::path::PathBuf;
use std::process::Command;

mod shell_support;
use shell_support::{GameRun, assert_screenshots, event, open_crokinole, window_tests_can_run};

/// Runs the game on `events` (JSON objects) with screenshots `shots` (name,
/// time); returns its stderr. Panics if the game fails or a screenshot is missing.
fn run_script(
    name: &str,
    events: &[String],
    shots: &[(&str, f32)],
    end: f32,
    sound: bool,
) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("data");
    let stderr = GameRun {
        shots,
        sound,
        ..GameRun::new(&dir, &data, events, end)
    }
    .run();
    assert_screenshots(&dir, shots);
    stderr
}

/// 480x480: the toss panel's first choice ("Shoot first"; pitchnut: the
/// winner breaks, as seed 1's coin toss did before the choice was shown).
fn first_toss_choice_480(t: f32) -> [String; 2] {
    [
        event(t, "down", 149.5, 377.0),
        event(t + 0.05, "up", 149.5, 377.0),
    ]
}

/// Where the seat-0 disc waits at first: the bottom of the shooting line.
const DISC: (f32, f32) = (640.0, 666.0);

/// Title at 1280x800: Settings (bottom row, right), "Flick", Back; then
/// the crokinole match as in `open_crokinole`, 0.8 s later. Swipes are not
/// shots with the default slingshot controls.
fn flick_controls_then_crokinole() -> Vec<String> {
    let mut events = vec![
        event(0.3, "down", 981.0, 661.0),
        event(0.35, "up", 981.0, 661.0),
        event(0.45, "down", 942.0, 194.0),
        event(0.5, "up", 942.0, 194.0),
        event(0.6, "down", 62.0, 32.0),
        event(0.65, "up", 62.0, 32.0),
    ];
    events.extend(open_crokinole().iter().map(|e| shift(e, FLICK_OFFSET)));
    events
}

const FLICK_OFFSET: f32 = 0.8;

/// The same event `dt` seconds later.
fn shift(e: &str, dt: f32) -> String {
    let t: f32 = e
        .split(r#""t":"#)
        .nth(1)
        .and_then(|r| r.split(',').next())
        .and_then(|x| x.parse().ok())
        .unwrap();
    e.replacen(&format!(r#""t":{t}"#), &format!(r#""t":{}"#, t + dt), 1)
}

#[test]
fn scripted_flick_writes_screenshots() {
    if !window_tests_can_run() {
        return;
    }
    // Flick controls in the settings, then swipe up through the waiting disc.
    let o = FLICK_OFFSET;
    let mut events = flick_controls_then_crokinole();
    events.push(event(o + 0.6, "down", DISC.0, DISC.1 + 64.0));
    for i in 1..=16 {
        let t = o + 0.6 + i as f32 / 120.0;
        events.push(event(t, "move", DISC.0, DISC.1 + 64.0 - 8.0 * i as f32));
    }
    events.push(event(o + 0.75, "up", DISC.0, DISC.1 - 64.0));
    let stderr = run_script(
        "flick",
        &events,
        &[("settings", 0.55), ("board", o + 0.5), ("moving", o + 0.9)],
        o + 1.0,
        false,
    );
    assert!(
        stderr.contains("shot from"),
        "the swipe was not read as a shot: {stderr}"
    );
}

#[test]
fn scripted_drag_then_slingshot() {
    if !window_tests_can_run() {
        return;
    }
    // Drag the disc 50 px to the right along the line, then pull it straight
    // down 60 px and let go: a gentle shot up the board from x > 0.
    let mut events = open_crokinole();
    events.push(event(0.7, "down", DISC.0, DISC.1));
    for i in 1..=25 {
        events.push(event(
            0.7 + i as f32 / 120.0,
            "move",
            DISC.0 + 2.0 * i as f32,
            DISC.1,
        ));
    }
    events.push(event(0.95, "up", DISC.0 + 50.0, DISC.1));
    let x = DISC.0 + 50.0;
    let y = DISC.1 - 1.5; // the line curves up a little away from the bottom
    events.push(event(1.1, "down", x, y));
    for i in 1..=30 {
        events.push(event(1.1 + i as f32 / 120.0, "move", x, y + 2.0 * i as f32));
    }
    events.push(event(1.6, "up", x, y + 60.0));
    let stderr = run_script("slingshot", &events, &[("pulled", 1.5)], 1.8, false);
    let line = stderr
        .lines()
        .find(|l| l.starts_with("shot from"))
        .unwrap_or_else(|| panic!("no shot: {stderr}"));
    // "shot from (x, y) at (vx, vy) m/s": placed right of centre, shot up the board.
    let numbers: Vec<f32> = line
        .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
        .filter_map(|s| s.parse().ok())
        .collect();
    let (px, vx, vy) = (numbers[0], numbers[2], numbers[3]);
    // The board is turned to whichever seat won the toss, so only sizes count.
    assert!(px.abs() > 0.04, "the drag did not move the disc: {line}");
    assert!(
        vy.abs() > 0.3 && vx.abs() < 0.1 * vy.abs(),
        "the slingshot went astray: {line}"
    );
}

#[test]
fn sounds_play_on_a_sound_device() {
    if !window_tests_can_run() {
        return;
    }
    // A hard flick that reaches the rail: knocks and clicks are played.
    let o = FLICK_OFFSET;
    let mut events = flick_controls_then_crokinole();
    events.push(event(o + 0.6, "down", DISC.0, DISC.1 + 64.0));
    for i in 1..=16 {
        let t = o + 0.6 + i as f32 / 120.0;
        events.push(event(t, "move", DISC.0, DISC.1 + 64.0 - 14.0 * i as f32));
    }
    events.push(event(o + 0.75, "up", DISC.0, DISC.1 - 160.0));
    let stderr = run_script("sound", &events, &[("sound", o + 2.0)], o + 2.0, true);
    assert!(!stderr.contains("no sound device"), "{stderr}");
    assert!(!stderr.contains("sound thread stopped"), "{stderr}");
    assert!(
        stderr.contains("Rail"),
        "the shot never reached the rail: {stderr}"
    );
}

#[test]
fn no_display_is_a_clear_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_flickwood"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("run flickwood");
    let stderr = String::from_utf8_lossy(&out.stderr);
    if cfg!(target_os = "linux") {
        assert!(!out.status.success());
        assert_eq!(stderr.trim().lines().count(), 1, "one line: {stderr}");
        assert!(stderr.contains("no display"), "{stderr}");
    }
}

#[test]
fn a_broken_script_is_a_clear_error() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("broken_script.json");
    std::fs::write(&file, r#"{"events":[{"t":"soon"}]}"#).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_flickwood"))
        .arg("--script")
        .arg(&file)
        .output()
        .expect("run flickwood");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("flickwood: script"), "{stderr}");
}

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
    // 480x480: the title's Crokinole button, then the set-up's Play button
    // (below the seats: the four-choice rows go two by two at this width).
    let mut events = vec![
        event(0.3, "down", 130.0, 317.0),
        event(0.35, "up", 130.0, 317.0),
        event(0.6, "down", 240.0, 435.0),
        event(0.65, "up", 240.0, 435.0),
    ];
    events.extend(first_toss_choice_480(0.9));
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

/// The game's stderr lines of moves and the last position fingerprint.
fn moves_and_position(stderr: &str) -> (Vec<flickwood_core::save::record::Move>, String) {
    let moves = stderr
        .lines()
        .filter_map(|l| l.strip_prefix("move "))
        .map(|l| flickwood_core::save::record::Move::decode(l).unwrap())
        .collect();
    let last = stderr
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("position "))
        .unwrap_or_else(|| panic!("the game printed no position: {stderr}"))
        .to_string();
    (moves, last)
}

/// The slingshot's full pull for a disc at height `y` of a 480x480 window
/// pulled straight down: the room below it (`shell/play/reach.rs`: less a 6 px
/// fingertip margin, from 64 to 240 px).
fn fitted_pull(y: f32) -> f32 {
    (480.0 - y - 6.0).clamp(64.0, 240.0)
}

/// A save that chooses slingshot controls: the tests below script
/// slingshot pulls (aim and pull reads a pull differently).
fn slingshot_controls(data: &std::path::Path) {
    let save = r#"{"version":2,"prefs":{"controls":"Slingshot"}}"#;
    std::fs::write(data.join("flickwood.json"), save).unwrap();
}

/// `run_small`, drawing only one frame in `frames_per_draw` (and each
/// screenshot's): the fixed-step play is the same, the run much quicker.
fn run_small_drawing_every(
    name: &str,
    events: &[String],
    shots: &[(&str, f32)],
    end: f32,
    frames_per_draw: u32,
) -> String {
    run_small_with_save(name, events, shots, end, frames_per_draw, |_| {})
}

/// `run_small_drawing_every` with its own save folder (`<dir>/data`),
/// which `prepare` may fill first.
fn run_small_with_save(
    name: &str,
    events: &[String],
    shots: &[(&str, f32)],
    end: f32,
    frames_per_draw: u32,
    prepare: impl FnOnce(&std::path::Path),
) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    prepare(&data);
    let stderr = GameRun {
        shots,
        size: Some((480, 480)),
        frames_per_draw: Some(frames_per_draw),
        ..GameRun::new(&dir, &data, events, end)
    }
    .run();
    assert_screenshots(&dir, shots);
    stderr
}

/// A two-player pitchnut game by touch (slingshots from the home line,
/// hand-overs tapped away), then the same moves through the headless
/// engine: the game's final position must be the engine's, bit for bit.
#[test]
fn scripted_pitchnut_matches_the_engine() {
    use flickwood_core::save::replay::fingerprint;

    if !window_tests_can_run() {
        return;
    }
    // 480x480: the title's Pitchnut button, then the set-up's Play button.
    let mut events = vec![
        event(0.3, "down", 350.0, 317.0),
        event(0.35, "up", 350.0, 317.0),
        event(0.6, "down", 240.0, 430.0),
        event(0.65, "up", 240.0, 430.0),
    ];
    events.extend(first_toss_choice_480(0.9));
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
    // 480x480: the title's Pitchnut button, then the set-up's Play button.
    let mut events = vec![
        event(0.3, "down", 350.0, 317.0),
        event(0.35, "up", 350.0, 317.0),
        event(0.6, "down", 240.0, 430.0),
        event(0.65, "up", 240.0, 430.0),
    ];
    events.extend(first_toss_choice_480(0.9));
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
    // 480x480: the title's Resume button (between the subtitle and the games).
    let mut events = vec![
        event(0.3, "down", 240.0, 229.0),
        event(0.35, "up", 240.0, 229.0),
    ];
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
    let mut events = vec![
        event(0.3, "down", 240.0, 229.0),
        event(0.35, "up", 240.0, 229.0),
    ];
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
    // 480x480: Crokinole; "Quick: to 50"; both seats tapped once (a guest
    // becomes the Beginner AI); Play (the four-choice rows go two by two
    // at this width, so the rows are tight: setup_layout.rs).
    let tap = |t: f32, x: f32, y: f32| [event(t, "down", x, y), event(t + 0.05, "up", x, y)];
    let mut events = Vec::new();
    events.extend(tap(0.3, 130.0, 317.0));
    events.extend(tap(0.5, 216.0, 220.0));
    events.extend(tap(0.6, 134.0, 358.0));
    events.extend(tap(0.7, 346.0, 358.0));
    events.extend(tap(0.9, 240.0, 435.0));
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
