//! A rule scenario file from anywhere, through both engines' runners (what
//! `flickwood-cli rules` does): a result or a refusal, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = flickwood_core::crokinole::scenario::run_scenario(text);
    let _ = flickwood_core::pitchnut::scenario::run_scenario(text);
});
