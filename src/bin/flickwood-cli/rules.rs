//! `rules FILE`: runs a rule scenario file through its game's engine and
//! prints the result as JSON (formats in docs/scenarios-*.md). The exit
//! status says how it went: 0 passed, 1 an expectation failed or a step was
//! refused, 2 (from main) a file that cannot be run.

use nanoserde::DeJson;

/// Just enough of a scenario file to know which engine reads it.
#[derive(DeJson)]
struct Game {
    game: String,
}

/// Just enough of a result (our own JSON) to know whether it passed.
#[derive(DeJson)]
struct Verdict {
    passed: bool,
}

pub fn run(path: Option<&str>) -> Result<u8, String> {
    let path = path.ok_or("rules needs a scenario FILE")?;
    let bytes = crate::read_input(Some(path))?;
    let game: Game = flickwood_core::json::parse(&bytes, "scenario file (no \"game\" field?)")
        .map_err(|e| format!("{path}: {e}"))?;
    // parse checked the bytes are text.
    let text = String::from_utf8_lossy(&bytes);
    let result = match game.game.as_str() {
        "crokinole" => flickwood_core::crokinole::scenario::run_scenario(&text),
        "pitchnut" => flickwood_core::pitchnut::scenario::run_scenario(&text),
        other => Err(format!(
            "unknown game \"{other}\": expected \"crokinole\" or \"pitchnut\""
        )),
    }
    .map_err(|e| format!("{path}: {e}"))?;
    let verdict: Verdict = flickwood_core::json::parse(result.as_bytes(), "result")
        .map_err(|e| format!("{path}: {e}"))?;
    let status = if verdict.passed { 0 } else { 1 };
    crate::output::write(&format!("{result}\n"), status);
    Ok(status)
}
