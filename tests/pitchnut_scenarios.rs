//! Runs every pitchnut rule scenario in tests/scenarios/pitchnut/.

use flickwood_core::pitchnut::run_scenario;
use nanoserde::DeJson;

#[derive(DeJson)]
struct Verdict {
    passed: bool,
    failures: Vec<String>,
}

#[test]
fn every_scenario_passes() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios/pitchnut");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("the scenario folder exists")
        .map(|e| e.expect("a readable entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 40, "only {} scenarios found", files.len());
    let mut failed = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let text = std::fs::read_to_string(path).expect("a readable file");
        match run_scenario(&text) {
            Err(e) => failed.push(format!("{name}: {e}")),
            Ok(json) => {
                let verdict = Verdict::deserialize_json(&json)
                    .unwrap_or_else(|e| panic!("{name}: result is not JSON: {e}"));
                if !verdict.passed {
                    failed.push(format!("{name}:\n  {}", verdict.failures.join("\n  ")));
                }
            }
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {} scenarios failed:\n{}",
        failed.len(),
        files.len(),
        failed.join("\n")
    );
}

/// The runner must catch every kind of wrong expectation, or the scenario
/// files prove nothing.
#[test]
fn scenarios_that_expect_the_wrong_thing_fail() {
    let start = r#""game": "pitchnut", "new_game": {"toss": {"winner": 0, "breaker": 0}}"#;
    let wrong_steps = [
        r#"{"shot": {}, "state": {"to_play": 0}}"#,
        r#"{"shot": {}, "events": [{"TurnPasses": {"to": 0}}]}"#,
        r#"{"shot": {}, "events": []}"#,
        r#"{"shot": {}, "includes": ["Cancelled"]}"#,
        r#"{"shot": {}, "error": "anything"}"#,
        r#"{"shot": {"shooter": 3}}"#,
        r#"{"shot": {"shooter": 3}, "error": "a different message"}"#,
        r#"{"shot": {}, "state": {"centre_stack": []}}"#,
        r#"{"shot": {}, "state": {"team0_colour": "Black"}}"#,
        r#"{"shot": {}, "state": {"extra_turns": 1}}"#,
        r#"{"shot": {}, "state": {"retake_offered": true}}"#,
        r#"{"shot": {}, "state": {"owed": [1, 0]}}"#,
        r#"{"shot": {}, "state": {"deferred": [0, 1]}}"#,
        r#"{"shot": {}, "state": {"pocketed": [3]}}"#,
        r#"{"shot": {}, "state": {"pieces_left": [10, 10]}}"#,
        r#"{"shot": {}, "state": {"winner": 0}}"#,
        r#"{"shot": {}, "state": {"over": true}}"#,
        r#"{"shot": {}, "state": {"breaker": 2}}"#,
        r#"{"shot": {}, "state": {"adjustable": [3]}}"#,
        r#"{"shot": {}, "state": {"positions": [{"id": 0, "pos": {"x": 0.0015, "y": 0.0}}]}}"#,
        r#"{"shot": {}, "state": {"positions": [{"id": 5, "pos": {"x": 0.0, "y": 0.0}}]}}"#,
    ];
    for step in wrong_steps {
        let text = format!(r#"{{{start}, "steps": [{step}]}}"#);
        let json = run_scenario(&text).expect("a well-formed scenario");
        let verdict = Verdict::deserialize_json(&json).unwrap();
        assert!(!verdict.passed, "{step} passed: {json}");
    }
    let right = format!(
        r#"{{{start}, "steps": [{{"shot": {{}}, "events": [{{"TurnPasses": {{"to": 2}}}}],
            "state": {{"to_play": 2, "centre_stack": [0], "extra_turns": 0, "retake_offered": false,
                "team0_colour": "open", "owed": [0, 0], "deferred": [0, 0], "pocketed": [],
                "over": false, "breaker": 0, "adjustable": [],
                "positions": [{{"id": 0, "pos": {{"x": 0.0009, "y": 0.0}}}}]}}}}]}}"#
    );
    let verdict = Verdict::deserialize_json(&run_scenario(&right).unwrap()).unwrap();
    assert!(verdict.passed, "{:?}", verdict.failures);
}

#[test]
fn malformed_scenarios_are_errors() {
    assert!(run_scenario("{").is_err());
    assert!(run_scenario(r#"{"game": "crokinole", "steps": []}"#).is_err());
    let both_starts = r#"{"game": "pitchnut", "new_game": {"toss": {"winner": 0, "breaker": 0}},
        "start": {}, "steps": []}"#;
    assert!(run_scenario(both_starts).is_err());
}

#[derive(DeJson)]
struct Stepped {
    passed: bool,
    failures: Vec<String>,
    steps: Vec<StepState>,
}

#[derive(DeJson)]
struct StepState {
    state: AfterStep,
}

#[derive(DeJson)]
struct AfterStep {
    to_play: u8,
}

/// Each step's result keeps the position after it, and a wrong list of
/// events is shown beside the one the step gave.
#[test]
fn a_pitchnut_steps_result_keeps_its_position_and_shows_its_events() {
    let start = r#""game": "pitchnut", "new_game": {"toss": {"winner": 0, "breaker": 0}}"#;
    let right = format!(r#"{{{start}, "steps": [{{"shot": {{}}}}]}}"#);
    let run = Stepped::deserialize_json(&run_scenario(&right).unwrap()).unwrap();
    assert!(run.passed, "{:?}", run.failures);
    assert_eq!(run.steps[0].state.to_play, 2);
    let wrong = format!(
        r#"{{{start}, "steps": [{{"shot": {{}}, "events": [{{"TurnPasses": {{"to": 0}}}}]}}]}}"#
    );
    let run = Stepped::deserialize_json(&run_scenario(&wrong).unwrap()).unwrap();
    let failure = run.failures.join("\n");
    assert!(
        failure.contains(r#"{"to":0}"#) && failure.contains(r#"{"to":2}"#),
        "{failure}"
    );
}

/// A file may expect its start to be refused: it passes only when the
/// start is refused with the words it gives.
#[test]
fn an_expected_start_refusal_must_be_the_one_given() {
    let refused = |want: &str| {
        let text = format!(
            r#"{{"game": "pitchnut", "start": {{"winner": 0}}, "start_error": "{want}", "steps": []}}"#
        );
        Verdict::deserialize_json(&run_scenario(&text).unwrap()).unwrap()
    };
    assert!(refused("THE POISON IN A POCKET").passed);
    let other = refused("overlap");
    assert!(!other.passed);
    assert!(
        other.failures[0].contains("has the poison in a pocket"),
        "{:?}",
        other.failures
    );
    let played = r#"{"game": "pitchnut", "start": {}, "start_error": "anything", "steps": []}"#;
    let v = Verdict::deserialize_json(&run_scenario(played).unwrap()).unwrap();
    assert!(!v.passed);
}
