//! Practice through the real game (issue 18): from the title's Practice
//! button, a player's set of ten open 20s shot by slingshot on a phone-sized
//! window, each attempt a real shot; the session is kept in the save for
//! the player, and the same shots replayed headless through the match
//! driver give the same makes.

use flickwood_core::geom::Vec2;
use flickwood_core::practice::{Drill, Session, Spot, Verdict};
use flickwood_core::save::Player;
use flickwood_core::spec::Spec;
use std::path::PathBuf;

mod shell_support;
use shell_support::{GameRun, assert_screenshots, event, window_tests_can_run};

/// A save with one player, Ana (profile 1).
const SAVE: &str = r#"{"version":2,"profiles":{"list":[{"id":1,"name":"Ana","colour":{"r":190,"g":40,"b":40}}],"next_id":2},"prefs":{"tutorial_seen":true,"controls":"Slingshot"}}"#;

fn tap(events: &mut Vec<String>, t: f32, x: f32, y: f32) {
    events.push(event(t, "down", x, y));
    events.push(event(t + 0.05, "up", x, y));
}

#[test]
fn a_set_of_open_twenties_is_played_judged_and_kept() {
    if !window_tests_can_run() {
        return;
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("practice");
    let _ = std::fs::remove_dir_all(&dir);
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("flickwood.json"), SAVE).unwrap();
    // 390x844: the title's Practice (top right), the shots button three
    // times (20, 25, 50, then 10), the first drill (open 20s, centre).
    let mut events = Vec::new();
    tap(&mut events, 0.3, 298.0, 40.0);
    for k in 0..3 {
        tap(&mut events, 0.6 + 0.2 * k as f32, 318.0, 107.0);
    }
    tap(&mut events, 1.4, 195.0, 176.0);
    // The waiting puck at the centre of the shooting line; slingshot pulls
    // straight down, from soft to firm, so some go in and some do not.
    let (x, y) = (195.0, 489.0);
    const SHOTS: usize = 10;
    const EVERY: f32 = 5.0;
    for k in 0..SHOTS {
        let t0 = 2.0 + k as f32 * EVERY;
        let pull = 58.0 + (k * 7 % 11) as f32 * 2.0;
        events.push(event(t0, "down", x, y));
        for i in 1..=15 {
            let f = i as f32 / 15.0;
            events.push(event(t0 + 0.25 * f, "move", x, y + pull * f));
        }
        events.push(event(t0 + 0.3, "up", x, y + pull));
    }
    let end = 2.0 + SHOTS as f32 * EVERY + 1.0;
    let shots = [("practice-first", 2.2), ("practice-result", end - 0.2)];
    let stderr = GameRun {
        shots: &shots,
        size: Some((390, 844)),
        frames_per_draw: Some(10),
        ..GameRun::new(&dir, &data, &events, end)
    }
    .run();
    assert_screenshots(&dir, &shots);
    // Every shot the game played, as it printed them.
    let played: Vec<(Vec2, Vec2)> = stderr
        .lines()
        .filter_map(|l| l.strip_prefix("move shot "))
        .map(|l| {
            let v: Vec<f32> = l.split(' ').take(4).map(|w| w.parse().unwrap()).collect();
            (Vec2::new(v[0], v[1]), Vec2::new(v[2], v[3]))
        })
        .collect();
    assert_eq!(played.len(), SHOTS, "{stderr}");
    // The same shots through the headless driver.
    let spec = Spec::STANDARD;
    let mut session = Session::new(Drill::OpenTwenty(Spot::Centre), SHOTS as u32, 0);
    let mut made = 0;
    for (at, v) in &played {
        let me = Player::Person {
            profile: 1,
            name: "Ana".into(),
        };
        let them = Player::Guest {
            name: "Practice".into(),
        };
        if session.play(&spec, me, them, *at, *v).unwrap() == Some(Verdict::Made) {
            made += 1;
        }
    }
    assert_eq!(session.results.len(), SHOTS);
    // The game kept the session for Ana, with the same count.
    let save = std::fs::read_to_string(data.join("flickwood.json")).unwrap();
    assert!(save.contains(r#""drill":"open20-centre","#), "{save}");
    // Played at the default aids (the prefs' Short guide), and kept so.
    let want = format!(r#""attempts":{SHOTS},"made":{made},"aids":"default"}}"#);
    assert!(save.contains(&want), "wanted {want} in {save}");
    assert!(
        made > 0 && made < SHOTS,
        "{made} of {SHOTS}: the pulls should give makes and misses"
    );
}
