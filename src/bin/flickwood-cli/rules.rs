//! `rules FILE`: runs a rule scenario file through its game's engine and
//! prints the result as JSON (formats in docs/scenarios-*.md). The exit
//! status says how it went: 0 passed, 1 an expectation failed or a step was
//! refused, 2 (from main) a file that cannot be run.

pub fn run(path: Option<&str>) -> Result<u8, String> {
    let path = path.ok_or("rules needs a scenario FILE")?;
    let bytes = crate::read_input(Some(path))?;
    let outcome = flickwood_core::scenario::run_file(&bytes).map_err(|e| format!("{path}: {e}"))?;
    let status = if outcome.passed { 0 } else { 1 };
    crate::output::write(&format!("{}\n", outcome.json), status);
    Ok(status)
}
