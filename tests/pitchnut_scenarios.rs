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
    ];
    for step in wrong_steps {
        let text = format!(r#"{{{start}, "steps": [{step}]}}"#);
        let json = run_scenario(&text).expect("a well-formed scenario");
        let verdict = Verdict::deserialize_json(&json).unwrap();
        assert!(!verdict.passed, "{step} passed: {json}");
    }
    let right = format!(
        r#"{{{start}, "steps": [{{"shot": {{}}, "events": [{{"TurnPasses": {{"to": 2}}}}],
            "state": {{"to_play": 2, "centre_stack": [0]}}}}]}}"#
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
