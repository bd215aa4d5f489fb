//! Runs every rule scenario in tests/scenarios/crokinole/ (format in
//! docs/scenarios-crokinole.md) and fails on any unmet expectation.

use flickwood_core::crokinole::run_scenario;
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
