//! What the play screen shows over the match for a while and then lets go:
//! the event line, drops and pop-ups (`motion/`), and a crokinole round
//! being counted on the board with the words that follow it.

use super::motion::Motion;
use flickwood_core::game::RoundTally;

#[derive(Default)]
pub(super) struct Effects {
    /// The event line and when it was said (game clock).
    pub(super) message: Option<(String, f32)>,
    /// Drops, pop-ups and the round's count (`motion/`).
    pub(super) motion: Motion,
    /// Crokinole: the round being counted on the board (`count.rs`), and
    /// what its end says once it has been.
    pub(super) counted: Option<RoundTally>,
    pub(super) after_count: Vec<String>,
    /// A person's last flick that spread, drawn until the next touch or
    /// shot (`flick.rs`).
    pub(super) flicked: Option<super::flick::Flicked>,
    /// The open panel's words' height, measured with the font each update
    /// (`overlay::fit_overlay`): the panel is no taller than they need.
    pub(super) overlay_words_h: Option<f32>,
}
