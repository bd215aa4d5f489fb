//! The save's side of the JSON gate (`crate::json`): the same checks, with
//! the refusal as a `SaveError` the shell shows once.

use super::error::SaveError;
use crate::json::{self, JsonError};

pub use crate::json::{MAX_DEPTH, MAX_FILE_BYTES, MAX_ITEMS, array_items};

impl From<JsonError> for SaveError {
    fn from(e: JsonError) -> Self {
        SaveError::File(e.0)
    }
}

/// Checks `bytes` and returns them as text, ready for nanoserde.
pub fn check_json(bytes: &[u8]) -> Result<&str, SaveError> {
    Ok(json::check(bytes)?)
}

/// A float read from a file must be an ordinary number.
pub fn finite(what: &str, x: f32) -> Result<(), SaveError> {
    Ok(json::finite(what, x)?)
}
