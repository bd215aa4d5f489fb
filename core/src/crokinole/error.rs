//! Why the engine refused a command. The message is for people.

/// A refused command: an illegal setup, placement, report or a command out
/// of turn. The state it was given is left as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError(pub String);

impl RuleError {
    pub fn new(message: impl Into<String>) -> Self {
        RuleError(message.into())
    }
}

impl core::fmt::Display for RuleError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RuleError {}
