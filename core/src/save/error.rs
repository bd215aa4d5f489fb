//! Why something could not be loaded, saved or replayed. The message is in
//! plain words, ready to show a player once.

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveError(pub String);

impl SaveError {
    pub fn new(message: impl Into<String>) -> Self {
        SaveError(message.into())
    }

    /// The same error with what it was about in front: "resume: ...".
    pub fn context(self, what: &str) -> Self {
        SaveError(format!("{what}: {}", self.0))
    }
}

impl core::fmt::Display for SaveError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SaveError {}
