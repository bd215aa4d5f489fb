//! `corpus [--write]`: the determinism corpus (`physics::corpus`). Checks
//! every shot's report fingerprint against the fixture built into the
//! binary, so the same check runs natively and in the `wasm32-wasip1` build
//! without file access; `--write` prints the fixture this build gives.

use flickwood_core::physics::corpus;
use flickwood_core::spec::Spec;

pub fn run(mode: Option<&str>) -> Result<(), String> {
    let spec = Spec::STANDARD;
    match mode {
        Some("--write") => {
            outln!(
                "# physics::corpus: name, FNV-1a of the report JSON, steps (flickwood-cli corpus --write)"
            );
            for line in corpus::lines(&spec) {
                outln!("{line}");
            }
            Ok(())
        }
        None => {
            let bad = corpus::mismatches(&spec, corpus::FIXTURE);
            let total = corpus::shots(&spec).len();
            for (expected, got) in bad.iter().take(20) {
                outln!("expected {expected}\n     got {got}");
            }
            if bad.is_empty() {
                outln!("corpus: {total} of {total} shots give the committed bits");
                Ok(())
            } else {
                Err(format!("corpus: {} of {total} shots differ", bad.len()))
            }
        }
        Some(other) => Err(format!("corpus takes only --write, not {other}")),
    }
}
