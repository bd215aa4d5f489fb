//! `sim`: one shot, JSON in and out (format in docs/cli.md).

use flickwood_core::physics::simulate;
use flickwood_core::shot::ShotInput;
use flickwood_core::spec::Spec;
use nanoserde::{DeJson, SerJson};

pub fn run(path: Option<&str>) -> Result<(), String> {
    let text = crate::read_input(path)?;
    let input = ShotInput::deserialize_json(&text).map_err(|e| format!("bad shot JSON: {e}"))?;
    let report = simulate(&Spec::STANDARD, &input).map_err(|e| format!("bad shot: {e}"))?;
    println!("{}", report.serialize_json());
    Ok(())
}
