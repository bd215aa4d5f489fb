//! The AI's determinism corpus (core/src/ai/corpus.rs): every decision of a
//! played crokinole round and pitchnut game must give the committed
//! fingerprints (tests/fixtures/ai-corpus.txt). `.ci/run` runs the same
//! check in the wasm32-wasip1 build (`flickwood-cli corpus` under Node's
//! WASI), so the web and a phone choose and play the same shot.

use flickwood_core::ai::corpus;
use flickwood_core::spec::Spec;

#[test]
fn every_ai_decision_gives_the_committed_bits() {
    let spec = Spec::STANDARD;
    let bad = corpus::mismatches(&spec, corpus::FIXTURE);
    assert!(
        bad.is_empty(),
        "{} decisions differ (first: expected {:?}, got {:?}); if the AI changed on purpose, \
         regenerate with `flickwood-cli corpus --write-ai > tests/fixtures/ai-corpus.txt`",
        bad.len(),
        bad.first().map(|b| &b.0),
        bad.first().map(|b| &b.1)
    );
}

#[test]
fn the_corpus_covers_both_games_the_planner_and_an_adjustment() {
    let lines: Vec<&str> = corpus::FIXTURE
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect();
    for part in [
        "crok-",
        "nut-",
        "adjust-",
        "Grandmaster",
        "Beginner",
        "Club",
    ] {
        assert!(
            lines.iter().any(|l| l.contains(part)),
            "no {part} line in the AI corpus"
        );
    }
    assert!(lines.len() >= 40, "only {} decisions", lines.len());
}
