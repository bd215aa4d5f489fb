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

#[cfg(test)]
mod tests {
    use super::*;

    /// What passes the gate comes back as the same text, for nanoserde.
    #[test]
    fn checked_json_is_the_file_text() {
        let text = r#"{"profiles":[{"name":"Ana","colour":[1,2,3]}],"version":3}"#;
        assert_eq!(check_json(text.as_bytes()), Ok(text));
        assert_eq!(check_json(b"[]"), Ok("[]"));
    }

    /// A refusal of the JSON gate reaches the player as a file error with
    /// the gate's own words.
    #[test]
    fn refused_json_is_a_file_error_with_its_reason() {
        let not_text = check_json(&[b'{', 0xff, 0xfe, b'}']);
        assert_eq!(
            not_text,
            Err(SaveError::File(
                "the file is not text (it may be damaged)".into()
            ))
        );
        // A number inside one array more than the gate allows.
        let deep = "[".repeat(MAX_DEPTH + 1) + "0" + &"]".repeat(MAX_DEPTH + 1);
        assert!(matches!(
            check_json(deep.as_bytes()),
            Err(SaveError::File(_))
        ));
        let big = vec![b' '; MAX_FILE_BYTES + 1];
        assert!(matches!(check_json(&big), Err(SaveError::File(_))));
        assert_eq!(
            SaveError::from(JsonError("the file is odd".into())),
            SaveError::File("the file is odd".into())
        );
    }

    /// A float read from a file is refused when it is no ordinary number,
    /// and named in the refusal.
    #[test]
    fn only_ordinary_numbers_are_finite() {
        assert_eq!(finite("x", 0.25), Ok(()));
        assert_eq!(finite("x", -1e30), Ok(()));
        for bad in [f32::NAN, f32::INFINITY, f32::NEG_INFINITY] {
            assert_eq!(
                finite("the puck's x", bad),
                Err(SaveError::File("the puck's x is not a number".into()))
            );
        }
    }
}
