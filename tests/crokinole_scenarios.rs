//! Runs every rule scenario in tests/scenarios/crokinole/ (format in
//! docs/scenarios-crokinole.md) and fails on any unmet expectation.

use flickwood_core::crokinole::run_scenario;
use flickwood_core::geom::Vec2;
use flickwood_core::spec::Spec;
use nanoserde::DeJson;
use std::path::Path;

#[test]
fn every_crokinole_scenario_passes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/crokinole");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("scenario folder")
        .map(|e| e.expect("folder entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 30, "only {} scenarios found", files.len());
    let mut failed = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(path).expect("readable scenario");
        match run_scenario(&text) {
            Ok(json) if json.contains("\"passed\":true") => {}
            Ok(json) => failed.push(format!("{name}: {json}")),
            Err(e) => failed.push(format!("{name}: {e}")),
        }
    }
    assert!(
        failed.is_empty(),
        "failing scenarios:\n{}",
        failed.join("\n")
    );
}

#[test]
fn a_scenario_with_a_wrong_expectation_fails() {
    let text = r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0},
        "steps": [{"shot": {"report": {"finals": [{"id": 0, "pos": {"x": 0.0, "y": -0.05}}]}},
                   "events": ["shot seat 0 puck 0"]}]}"#;
    let json = run_scenario(text).unwrap();
    assert!(json.contains("\"passed\":false"), "{json}");
}

#[test]
fn other_games_and_bad_json_are_refused() {
    assert!(run_scenario(r#"{"game": "pitchnut", "start": {}}"#).is_err());
    assert!(run_scenario("{ not json").is_err());
    let bad_start = r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "ditch": [5]}}"#;
    assert!(run_scenario(bad_start).unwrap_err().contains("puck"));
}

#[derive(DeJson)]
struct Verdict {
    passed: bool,
    failures: Vec<String>,
    state: StateView,
}

#[derive(DeJson)]
struct StateView {
    board: Vec<BoardPuck>,
}

#[derive(DeJson)]
struct BoardPuck {
    id: u16,
    pos: Pos,
}

#[derive(DeJson)]
struct Pos {
    x: f32,
    y: f32,
}

fn verdict(text: &str) -> Verdict {
    let json = run_scenario(text).unwrap_or_else(|e| panic!("{e}: {text}"));
    Verdict::deserialize_json(&json).unwrap_or_else(|e| panic!("{e}: {json}"))
}

/// Seat 0's first puck, shot to rest flat 5 cm before the centre (a 15).
const ONE_SHOT: &str = r#""game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0},
    "steps": [{"shot": {"report": {"finals": [{"id": 0, "pos": {"x": 0.0, "y": -0.05}}]}}"#;

/// The runner must notice every kind of wrong expectation, or the scenario
/// files prove nothing.
#[test]
fn crokinole_scenarios_that_expect_the_wrong_thing_fail() {
    let right = format!(
        r#"{{{ONE_SHOT}, "events": ["shot seat 0 puck 0 free"],
        "state": {{"board": [{{"id": 0, "place": "Board"}}], "rail": [], "ditch": [],
            "to_shoot": 2, "round": 0, "phase": "Playing",
            "scores": [{{"side": 0, "points": 15}}, {{"side": 2, "points": 0}}],
            "standings": [{{"side": 0, "round_wins": 0, "total": 0}}, {{"side": 2, "round_wins": 0, "total": 0}}]}}}}]}}"#
    );
    let v = verdict(&right);
    assert!(v.passed, "{:?}", v.failures);
    let wrong = [
        r#""events": ["shot seat 0 puck 0"]"#,
        r#""includes": ["twenty puck 0 seat 0"]"#,
        r#""error": "anything""#,
        r#""state": {"board": [{"id": 1}]}"#,
        r#""state": {"board": []}"#,
        r#""state": {"board": [{"id": 0, "place": "HoleLeaner"}]}"#,
        r#""state": {"rail": [0]}"#,
        r#""state": {"ditch": [0]}"#,
        r#""state": {"to_shoot": 0}"#,
        r#""state": {"round": 1}"#,
        r#""state": {"phase": "Over"}"#,
        r#""state": {"winner": 0}"#,
        r#""state": {"scores": [{"side": 0, "points": 10}, {"side": 2, "points": 0}]}"#,
        r#""state": {"standings": [{"side": 0, "round_wins": 1, "total": 0}, {"side": 2, "round_wins": 0, "total": 0}]}"#,
    ];
    for expect in wrong {
        let v = verdict(&format!("{{{ONE_SHOT}, {expect}}}]}}"));
        assert!(!v.passed, "{expect} passed");
        assert!(!v.failures.is_empty(), "{expect}");
    }
    // The file's own `expect` at the end is checked as a step's state is.
    let v = verdict(&format!(
        r#"{{{ONE_SHOT}}}], "expect": {{"to_shoot": 0}}}}"#
    ));
    assert!(!v.passed);
    // A wrong event list is shown beside the one the step gave.
    let v = verdict(&format!(
        r#"{{{ONE_SHOT}, "events": ["off puck 0 seat 0 ditch"]}}]}}"#
    ));
    let failure = v.failures.join("\n");
    assert!(
        failure.contains("shot seat 0 puck 0 free") && failure.contains("off puck 0 seat 0 ditch"),
        "{failure}"
    );
}

/// A start's round and standings are bounded (`MAX_COUNT`, a million) so
/// that counting on cannot overflow; the bound itself is allowed.
#[test]
fn a_starts_round_and_standings_may_reach_a_million_and_no_more() {
    let start = |round: u32, wins: u32, total: u32| {
        format!(
            r#"{{"game": "crokinole", "start": {{"table": "TwoPlayers", "first_shooter": 0,
            "format": {{"Target": {{"points": 4000000000}}}}, "round": {round},
            "standings": [{{"side": 0, "round_wins": {wins}, "total": {total}}},
                          {{"side": 2, "round_wins": 0, "total": 0}}]}}}}"#
        )
    };
    let limit = 1_000_000;
    assert!(run_scenario(&start(limit, limit, limit)).is_ok());
    for (round, wins, total) in [(limit + 1, 0, 0), (0, limit + 1, 0), (0, 0, limit + 1)] {
        let err = run_scenario(&start(round, wins, total)).unwrap_err();
        assert!(err.contains("1000000"), "{round} {wins} {total}: {err}");
    }
}

/// A shot step with a place and no velocity has nothing to simulate.
#[test]
fn a_placed_shot_without_a_velocity_or_a_report_is_not_played() {
    let text = r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0},
        "steps": [{"shot": {"place": {"x": 0.0, "y": -0.305}}, "error": "needs a \"report\""}],
        "expect": {"to_shoot": 0, "board": []}}"#;
    let v = verdict(text);
    assert!(v.passed, "{:?}", v.failures);
}

/// A report may leave out where a puck on a post or leaning on one lies:
/// on top of the post, or against its outer side.
#[test]
fn a_reported_puck_on_or_against_a_post_lies_at_that_post() {
    let text = r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0},
        "steps": [
          {"shot": {"report": {"finals": [{"id": 0, "place": {"OnPost": [5]}}]}}},
          {"shot": {"report": {"finals": [{"id": 200, "place": {"PostLeaner": [2]}}]}}},
          {"shot": {"report": {"finals": [{"id": 1, "place": {"OnPost": [8]}}]}},
           "error": "there is no post 8"}
        ]}"#;
    let v = verdict(text);
    assert!(v.passed, "{:?}", v.failures);
    let c = Spec::STANDARD.crokinole;
    let posts = c.pegs();
    let at = |id: u16| {
        let p = v
            .state
            .board
            .iter()
            .find(|p| p.id == id)
            .expect("on the board");
        Vec2::new(p.pos.x, p.pos.y)
    };
    assert!(
        at(0).distance(posts[5]) < 1e-6,
        "{:?} {:?}",
        at(0),
        posts[5]
    );
    let leaner = at(200);
    let post = posts[2];
    assert!(
        (leaner.distance(post) - (c.peg_radius + c.disc_radius)).abs() < 1e-6,
        "{leaner:?} {post:?}"
    );
    assert!(
        leaner.length() > post.length(),
        "{leaner:?} is inside {post:?}"
    );
}
