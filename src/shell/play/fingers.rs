//! Every finger on the play screen: the strokes being drawn, in board
//! metres and in screen pixels, and the HUD button each one holds down.

use super::super::platform::input::Traces;

#[derive(Default)]
pub(super) struct Fingers {
    /// Each finger's stroke in board metres.
    pub(super) traces: Traces,
    /// The same fingers in screen pixels: aim and pull reads millimetres
    /// of finger, whatever the board does meanwhile.
    pub(super) screen_traces: Traces,
    /// The finger on the menu button.
    pub(super) menu_held: Option<u64>,
    /// The finger on the spin button.
    pub(super) spin_held: Option<u64>,
    /// The finger on the "declare a twenty" button.
    pub(super) twenty_held: Option<u64>,
    /// The overlay button under a finger, and that finger.
    pub(super) overlay_held: Option<(usize, u64)>,
}
