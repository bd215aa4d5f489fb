//! What every screen is given (as Zemeroth's screens get a context): the
//! woods, fonts and sounds start-up made, vibration, the save, and whether
//! the run is scripted. It was `Assets`, a name that hid the save in it.

use super::super::draw::board_view::BoardWood;
use super::super::draw::glyphs::Font;
use super::super::platform::haptics::Haptics;
use super::super::platform::sound::Sounds;
use super::super::words::text;
use super::saves::Saves;
use flickwood_core::save::{Language, Prefs, Profiles};

/// Everything the screens share, made at start-up.
pub struct Context {
    pub wood: BoardWood,
    pub font: Font,
    /// Titles, the game's name and big headings.
    pub display: Font,
    pub sounds: Sounds,
    /// The save: profiles, stats, the match in progress, records.
    pub saves: Saves,
    /// Vibrations on hard hits and drops, sent once a frame (`haptics.rs`).
    pub haptics: Haptics,
    /// A scripted run (tests, the gallery): the same seeds every time.
    pub scripted: bool,
}

impl Context {
    /// The player's settings (the save owns them; `saves.prefs_mut` changes them).
    pub fn prefs(&self) -> &Prefs {
        self.saves.prefs()
    }

    /// The named players (the save owns them; `saves.profiles_mut` changes them).
    pub fn profiles(&self) -> &Profiles {
        self.saves.profiles()
    }

    /// The language the player chose, or the system's.
    pub fn lang(&self) -> Language {
        text::language(self.prefs())
    }

    /// A new match's or drill's seed: fixed in scripted runs, so they toss
    /// and place the same way every time; from the clock in live play.
    pub fn new_seed(&self) -> u64 {
        if self.scripted {
            1
        } else {
            (macroquad::miniquad::date::now() * 1000.0) as u64
        }
    }
}
