//! A refused command hands the position back: the engines take a position
//! by value, and on a refusal return it unchanged with the reason, so no
//! caller clones before playing a move (shakmaty's `PlayError` way).

/// The position the command was given, unchanged, and why it was refused.
#[derive(Clone, Debug, PartialEq)]
pub struct Refused<P, E> {
    pub position: P,
    pub why: E,
}

/// Plays `command` on the position in `slot`, taken out by value, and puts
/// back what comes out: the next position, or on a refusal the one handed
/// back unchanged. `vacant` holds the slot meanwhile (make it cheap: it is
/// dropped), so a caller that keeps its position behind `&mut` clones none.
pub fn play_in<P, T, E>(
    slot: &mut P,
    vacant: P,
    command: impl FnOnce(P) -> Result<(P, T), Refused<P, E>>,
) -> Result<T, E> {
    let position = std::mem::replace(slot, vacant);
    match command(position) {
        Ok((next, out)) => {
            *slot = next;
            Ok(out)
        }
        Err(refused) => {
            *slot = refused.position;
            Err(refused.why)
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A position that counts up and refuses odd steps.
    fn step(n: u32, by: u32) -> Result<(u32, u32), Refused<u32, &'static str>> {
        if by % 2 == 1 {
            Err(Refused::new(n, "odd"))
        } else {
            Ok((n + by, n))
        }
    }

    #[test]
    fn play_in_puts_back_the_next_position_or_the_refused_one() {
        let mut slot = 10u32;
        assert_eq!(play_in(&mut slot, 0, |n| step(n, 4)), Ok(10));
        assert_eq!(slot, 14);
        assert_eq!(play_in(&mut slot, 0, |n| step(n, 3)), Err("odd"));
        assert_eq!(slot, 14, "a refusal leaves the position as it was");
    }
}
