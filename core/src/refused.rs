//! A refused command hands the position back: the engines take a position
//! by value, and on a refusal return it unchanged with the reason, so no
//! caller clones before playing a move (shakmaty's `PlayError` way).

/// The position the command was given, unchanged, and why it was refused.
#[derive(Clone, Debug, PartialEq)]
pub struct Refused<P, E> {
    pub position: P,
    pub why: E,
}

impl<P, E> Refused<P, E> {
    pub fn new(position: P, why: E) -> Self {
        Refused { position, why }
    }

    /// The reason alone, for a caller that has no more use for the position.
    pub fn into_why(self) -> E {
        self.why
    }
}

impl<P, E: core::fmt::Display> core::fmt::Display for Refused<P, E> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.why.fmt(f)
    }
}

impl<P: core::fmt::Debug, E: std::error::Error + 'static> std::error::Error for Refused<P, E> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.why)
    }
}
