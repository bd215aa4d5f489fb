//! `flickwood-cli sim` input from anywhere: the guarded reader, the input
//! checks, then the physics. A report accounts for every disc it was given.
#![no_main]

use flickwood_core::physics::simulate;
use flickwood_core::shot::ShotInput;
use flickwood_core::spec::Spec;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = flickwood_core::json::parse::<ShotInput>(data, "shot") else {
        return;
    };
    if let Ok(report) = simulate(&Spec::STANDARD, &input) {
        assert_eq!(
            report.finals.len(),
            input.discs.len() + 1,
            "a disc was lost"
        );
    }
});
