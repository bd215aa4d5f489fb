//! How this play screen plays: the match's settings, whether it is a
//! practice drill or a scripted run, and the prefs read each frame (the
//! controls, the table, the language).

use super::super::words::text;
use flickwood_core::game::MatchSettings;
use flickwood_core::save::Language;
use flickwood_core::save::prefs::{Controls, TableMode};

pub(super) struct Options {
    pub(super) settings: MatchSettings,
    /// A practice drill: its screen judges each attempt.
    pub(super) practice: bool,
    /// Scripted run: the AI's decision is waited for, so frames are reproducible.
    pub(super) scripted: bool,
    /// From the prefs, read each frame.
    pub(super) controls: Controls,
    pub(super) table: TableMode,
    /// The language of the words on screen.
    pub(super) lang: Language,
}

impl Options {
    pub(super) fn new(settings: MatchSettings) -> Options {
        Options {
            settings,
            practice: false,
            scripted: false,
            controls: Controls::default(),
            table: TableMode::default(),
            lang: text::system_language(),
        }
    }
}
