//! The save on the web: localStorage, through the `flickwood_storage`
//! plugin in web/index.html (strings of UTF-8 JSON under the file names).
//! A write copies `NAME` to `NAME.bak`, then sets `NAME`: `setItem` is
//! atomic, so a tab closed at any moment leaves the old or the new save,
//! and the previous good copy. Also: a record downloaded as a file (a Blob
//! link) and a file picked to import.

use flickwood_core::save::SaveError;
use flickwood_core::save::storage::{Copy, Storage};

unsafe extern "C" {
    fn flickwood_storage_read(name: *const u8, name_len: usize) -> i32;
    fn flickwood_storage_write(
        name: *const u8,
        name_len: usize,
        data: *const u8,
        data_len: usize,
    ) -> i32;
    fn flickwood_storage_set_aside(name: *const u8, name_len: usize) -> i32;
    fn flickwood_storage_keep(
        name: *const u8,
        name_len: usize,
        data: *const u8,
        data_len: usize,
    ) -> i32;
    fn flickwood_storage_take(into: *mut u8, len: usize);
    fn flickwood_download(name: *const u8, name_len: usize, data: *const u8, data_len: usize);
    fn flickwood_pick_file();
    fn flickwood_picked_name() -> i32;
    fn flickwood_picked_bytes() -> i32;
}

/// Tells the JS bundle the plugin is used (it looks for this export).
#[unsafe(no_mangle)]
pub extern "C" fn flickwood_storage_crate_version() -> u32 {
    1
}

/// The bytes JS has ready after a call that returned `len` (-1: none).
fn take(len: i32) -> Option<Vec<u8>> {
    let len = usize::try_from(len).ok()?;
    let mut bytes = vec![0u8; len];
    // SAFETY: `bytes` is a live buffer of exactly `len` bytes; JS copies the
    // pending bytes (of that length) into it and keeps no reference.
    unsafe { flickwood_storage_take(bytes.as_mut_ptr(), len) };
    Some(bytes)
}

fn key(name: &str, copy: Copy) -> String {
    match copy {
        Copy::Main => name.to_string(),
        Copy::Backup => format!("{name}.bak"),
    }
}

/// localStorage. JS reports failures (no storage, quota) as -1 or 0.
pub struct WebStorage;

impl Storage for WebStorage {
    fn read(&self, name: &str, copy: Copy) -> Result<Option<Vec<u8>>, SaveError> {
        let k = key(name, copy);
        // SAFETY: pointer and length describe a live UTF-8 string.
        let len = unsafe { flickwood_storage_read(k.as_ptr(), k.len()) };
        if len == -2 {
            return Err(SaveError::new("the browser's storage can't be read"));
        }
        Ok(take(len))
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), SaveError> {
        // SAFETY: both pointers describe live buffers; JS copies them at once.
        let ok = unsafe {
            flickwood_storage_write(name.as_ptr(), name.len(), bytes.as_ptr(), bytes.len())
        };
        if ok == 1 {
            Ok(())
        } else {
            Err(SaveError::new(
                "the browser refused to store it (storage full or turned off)",
            ))
        }
    }

    fn set_aside(&mut self, name: &str, copy: Copy) -> Result<String, SaveError> {
        let k = key(name, copy);
        // SAFETY: as in `read`.
        let len = unsafe { flickwood_storage_set_aside(k.as_ptr(), k.len()) };
        take(len)
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .ok_or_else(|| SaveError::new("the browser's storage could not keep a copy"))
    }

    fn keep_aside(&mut self, name: &str, bytes: &[u8]) -> Result<String, SaveError> {
        // SAFETY: as in `write`.
        let len = unsafe {
            flickwood_storage_keep(name.as_ptr(), name.len(), bytes.as_ptr(), bytes.len())
        };
        take(len)
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .ok_or_else(|| SaveError::new("the browser's storage could not keep a copy"))
    }
}

/// Offers `text` as a file download called `name`.
pub fn download(name: &str, text: &str) {
    // SAFETY: as in `WebStorage::write`.
    unsafe { flickwood_download(name.as_ptr(), name.len(), text.as_ptr(), text.len()) }
}

/// Opens the browser's file picker (the tap that asked for it is the user
/// gesture browsers want); the file arrives later through `picked_file`.
pub fn pick_file() {
    // SAFETY: no arguments; JS only clicks a hidden file input.
    unsafe { flickwood_pick_file() }
}

/// A file the player picked, once the browser has read it.
pub fn picked_file() -> Option<(String, Vec<u8>)> {
    // SAFETY: no arguments; the bytes come through `take`.
    let name = take(unsafe { flickwood_picked_name() })?;
    // SAFETY: as above.
    let bytes = take(unsafe { flickwood_picked_bytes() })?;
    Some((String::from_utf8_lossy(&name).into_owned(), bytes))
}
