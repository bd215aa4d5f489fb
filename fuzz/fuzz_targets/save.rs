//! A save file and a records file from anywhere, read directly and as the
//! game meets them (the damaged copy in storage): refused or loaded, never
//! a panic, and a refused file is always said.
#![no_main]

use flickwood_core::save::store::{RECORDS_FILE, RecordShelf, SAVE_FILE, SaveData};
use flickwood_core::save::{MemoryStorage, Store};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let direct = SaveData::from_json(data);
    let _ = RecordShelf::from_json(data);
    let mut storage = MemoryStorage::default();
    storage.files.insert(SAVE_FILE.into(), data.to_vec());
    storage.files.insert(RECORDS_FILE.into(), data.to_vec());
    let mut store = Store::open(storage);
    let notices = store.take_notices();
    if direct.is_err() {
        assert!(!notices.is_empty(), "a refused save went unmentioned");
    }
    if store.has_resume() {
        let _ = store.resume();
    }
});
