//! `sim`: one shot, JSON in and out (format in docs/cli.md).

use flickwood_core::physics::simulate;
use flickwood_core::shot::ShotInput;
use flickwood_core::spec::Spec;
use nanoserde::SerJson;

pub fn run(path: Option<&str>) -> Result<(), String> {
    let name = path.filter(|p| *p != "-").unwrap_or("standard input");
    let bytes = crate::read_input(path)?;
    let input: ShotInput = flickwood_core::json::parse(&bytes, "shot")
        .map_err(|e| format!("{name}: bad shot JSON: {e}"))?;
    let report = simulate(&Spec::STANDARD, &input).map_err(|e| format!("bad shot: {e}"))?;
    outln!("{}", report.serialize_json());
    Ok(())
}
