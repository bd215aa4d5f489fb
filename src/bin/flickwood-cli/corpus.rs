//! `corpus [--write | --write-ai]`: the determinism corpora
//! (`physics::corpus`, on today's engine, engine 5's board and engine 4's
//! contacts, then
//! `ai::corpus`). Checks every shot's report
//! fingerprint and every AI decision's against the fixtures built into the
//! binary, so the same check runs natively and in the `wasm32-wasip1` build
//! without file access; `--write` and `--write-ai` print the fixture this
//! build gives.

use flickwood_core::ai::corpus as ai_corpus;
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
        Some("--write-ai") => {
            outln!(
                "# ai::corpus: name, level, FNV-1a of the decision (flickwood-cli corpus --write-ai)"
            );
            for line in ai_corpus::lines(&spec) {
                outln!("{line}");
            }
            Ok(())
        }
        None => {
            let mut bad = corpus::mismatches(&spec, corpus::FIXTURE);
            bad.extend(corpus::mismatches(
                &Spec::for_engine(4),
                corpus::FIXTURE_ENGINE_4,
            ));
            bad.extend(corpus::mismatches(
                &Spec::for_engine(5),
                corpus::FIXTURE_ENGINE_5,
            ));
            let total = 3 * corpus::shots(&spec).len();
            let bad_ai = ai_corpus::mismatches(&spec, ai_corpus::FIXTURE);
            let decisions = ai_corpus::lines(&spec).len();
            for (expected, got) in bad.iter().chain(&bad_ai).take(20) {
                outln!("expected {expected}\n     got {got}");
            }
            if bad.is_empty() && bad_ai.is_empty() {
                outln!("corpus: {total} of {total} shots give the committed bits");
                outln!("corpus: {decisions} of {decisions} AI decisions give the committed bits");
                Ok(())
            } else {
                Err(format!(
                    "corpus: {} of {total} shots and {} AI decisions differ",
                    bad.len(),
                    bad_ai.len()
                ))
            }
        }
        Some(other) => Err(format!(
            "corpus takes only --write or --write-ai, not {other}"
        )),
    }
}
