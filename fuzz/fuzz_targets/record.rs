//! A shared record from anywhere: checked, read, then its first moves
//! replayed through the physics and the rule engine. Never a panic.
#![no_main]

use flickwood_core::save::{MatchRecord, Replay};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(record) = MatchRecord::from_json(data) else {
        return;
    };
    // What reads must write back and read again the same.
    let again = MatchRecord::from_json(record.to_json().as_bytes()).expect("own output reads");
    assert_eq!(again.to_json(), record.to_json());
    if let Ok(mut replay) = Replay::new(record) {
        for _ in 0..8 {
            if !matches!(replay.step(), Ok(Some(_))) {
                break;
            }
        }
    }
});
