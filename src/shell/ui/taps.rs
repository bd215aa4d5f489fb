//! A tap: a button pressed and released on the same spot by the same finger
//! (a finger that slides off and back, or another finger, is no tap).

use super::super::platform::input::{PointerEvent, PointerPhase};

/// A button pressed and released on the same spot by the same finger.
pub struct Taps<T: Copy + PartialEq> {
    pub held: Option<(T, u64)>,
}

impl<T: Copy + PartialEq> Default for Taps<T> {
    fn default() -> Self {
        Taps { held: None }
    }
}

impl<T: Copy + PartialEq> Taps<T> {
    /// The button `e` completes a tap on, given what is under it.
    pub fn feed(&mut self, e: &PointerEvent, hit: Option<T>) -> Option<T> {
        match e.phase {
            PointerPhase::Down => {
                if let Some(b) = hit {
                    self.held = Some((b, e.id));
                }
                None
            }
            PointerPhase::Up => match self.held.take() {
                Some((b, id)) if id == e.id && hit == Some(b) => Some(b),
                Some(other) if other.1 != e.id => {
                    self.held = Some(other);
                    None
                }
                _ => None,
            },
            PointerPhase::Cancel => {
                self.held = None;
                None
            }
            PointerPhase::Move => None,
        }
    }

    pub fn is_held(&self, b: T) -> bool {
        self.held.is_some_and(|(h, _)| h == b)
    }
}
