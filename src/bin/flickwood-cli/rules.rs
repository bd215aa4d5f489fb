//! `rules FILE`: runs a rule scenario file through its game's engine and
//! prints the result as JSON (formats in docs/scenarios-*.md).

use nanoserde::DeJson;

/// Just enough of a scenario file to know which engine reads it.
#[derive(DeJson)]
struct Game {
    game: String,
}

pub fn run(path: Option<&str>) -> Result<(), String> {
    let path = path.ok_or("rules needs a scenario FILE")?;
    let text = crate::read_input(Some(path))?;
    let game = Game::deserialize_json(&text)
        .map_err(|e| format!("{path}: not a scenario file (no \"game\" field?): {e}"))?;
    let result = match game.game.as_str() {
        "crokinole" => flickwood_core::crokinole::scenario::run_scenario(&text),
        "pitchnut" => flickwood_core::pitchnut::scenario::run_scenario(&text),
        other => Err(format!(
            "unknown game \"{other}\": expected \"crokinole\" or \"pitchnut\""
        )),
    }
    .map_err(|e| format!("{path}: {e}"))?;
    println!("{result}");
    Ok(())
}
