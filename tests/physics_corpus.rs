//! The determinism corpus (core/src/physics/corpus.rs): a few hundred varied
//! shots on both boards must give the committed report fingerprints
//! (tests/fixtures/physics-corpus.txt). `.ci/run` runs the same check in the
//! wasm32-wasip1 build (`flickwood-cli corpus` under Node's WASI).

use flickwood_core::physics::corpus;
use flickwood_core::spec::Spec;

#[test]
fn every_corpus_shot_gives_the_committed_bits() {
    let spec = Spec::STANDARD;
    let bad = corpus::mismatches(&spec, corpus::FIXTURE);
    assert!(
        bad.is_empty(),
        "{} shots differ (first: expected {:?}, got {:?}); if the engine changed on purpose, bump \
         ENGINE_VERSION and regenerate with `flickwood-cli corpus --write`",
        bad.len(),
        bad.first().map(|b| &b.0),
        bad.first().map(|b| &b.1)
    );
}

/// Records of engine 5 replay on its narrower pitchnut gate: those bits
/// are kept as they were (the fixture was made before engine 6).
#[test]
fn engine_5_board_gives_its_committed_bits() {
    let bad = corpus::mismatches(&Spec::for_engine(5), corpus::FIXTURE_ENGINE_5);
    assert!(
        bad.is_empty(),
        "{} shots differ: {:?}",
        bad.len(),
        bad.first()
    );
}

/// Records of engines 2 to 4 replay on the solver's contacts: those bits
/// are kept as they were (the fixture was made before engine 5).
#[test]
fn engine_4_contacts_give_their_committed_bits() {
    let bad = corpus::mismatches(&Spec::for_engine(4), corpus::FIXTURE_ENGINE_4);
    assert!(
        bad.is_empty(),
        "{} shots differ: {:?}",
        bad.len(),
        bad.first()
    );
}

#[test]
fn the_corpus_is_varied() {
    let spec = Spec::STANDARD;
    let lines: Vec<String> = corpus::FIXTURE
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(String::from)
        .collect();
    assert!(lines.len() >= 300, "only {} shots", lines.len());
    for family in [
        "crok-mid",
        "crok-twenty",
        "crok-post",
        "crok-ditch",
        "nut-break",
        "nut-stack",
        "nut-pocket",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(family)),
            "no {family} shots"
        );
    }
    // The fixture must cover what the corpus is for: places other than the board.
    let reports: Vec<_> = corpus::shots(&spec)
        .iter()
        .filter_map(|(_, i)| flickwood_core::physics::simulate(&spec, i).ok())
        .collect();
    use flickwood_core::shot::Place;
    let seen = |p: fn(&Place) -> bool| reports.iter().any(|r| r.finals.iter().any(|f| p(&f.place)));
    assert!(seen(|p| *p == Place::Hole), "no 20 in the corpus");
    assert!(seen(|p| *p == Place::HoleLeaner), "no hole leaner");
    assert!(
        seen(|p| matches!(p, Place::PostLeaner(_))),
        "no post leaner"
    );
    assert!(seen(|p| *p == Place::Ditch), "no ditch");
    assert!(seen(|p| matches!(p, Place::Pocket(_))), "no pocket");
    assert!(
        reports.iter().any(|r| !r.stack_fell.is_empty()),
        "no stack fell"
    );
}
