//! The player's settings: controls, language, table mode, sound. Kept in
//! the save file with everything else, so one crash-safe write covers them.

// nanoserde's DeJson derive (0.2) expands optional fields into code that
// clippy's question_mark lint flags; the lint is about generated code only.
#![allow(clippy::question_mark)]

use super::error::SaveError;
use crate::aids::Aids;
use nanoserde::{DeJson, SerJson};

/// How a finger shoots.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, DeJson, SerJson)]
pub enum Controls {
    /// Drag anywhere to aim; pull the disc any way and let go to shoot
    /// along the aim (`aiming.rs`). The default: it measured best for a
    /// fingertip (docs/hand.md). A save from before it keeps its choice.
    #[default]
    AimAndPull,
    /// Press the disc, pull back, let go.
    Slingshot,
    /// Swipe through the disc.
    Flick,
}

/// The language of every word on screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, DeJson, SerJson)]
pub enum Language {
    #[default]
    English,
    French,
}

impl Language {
    /// The language a locale name such as "fr_CA.UTF-8" or "fr-FR" asks
    /// for; English for anything that is not French.
    pub fn from_locale(locale: &str) -> Language {
        let lower = locale.trim().to_ascii_lowercase();
        if lower == "fr" || lower.starts_with("fr_") || lower.starts_with("fr-") {
            Language::French
        } else {
            Language::English
        }
    }
}

/// The screen's help with a shot (`aids::Aids`): the player's choice in
/// Settings. Not used in tournament play (`MatchSettings::aids`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, DeJson, SerJson)]
pub enum AidsChoice {
    /// `Aids::DEFAULT`: a short guide, a gauge, a new turn's aim off the
    /// answer, the flick's spread. A save from before the setting reads so.
    #[default]
    Short,
    /// `Aids::EASY`: the guide through the target, the exact power.
    Full,
}

impl AidsChoice {
    /// The aids this choice stands for.
    pub fn aids(self) -> Aids {
        match self {
            AidsChoice::Short => Aids::DEFAULT,
            AidsChoice::Full => Aids::EASY,
        }
    }
}

/// How the device lies: in hands and passed round, or flat on a table with
/// every seat at its own edge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, DeJson, SerJson)]
pub enum TableMode {
    /// The board turns so the shooter's side is at the bottom.
    #[default]
    PassAndPlay,
    /// The board stays still; each seat's text and controls face its edge.
    Tablet,
}

#[derive(Clone, Copy, Debug, PartialEq, DeJson, SerJson)]
pub struct Prefs {
    #[nserde(default)]
    pub controls: Controls,
    /// None until the player chooses: then the system's language is used.
    #[nserde(default)]
    pub language: Option<Language>,
    #[nserde(default)]
    pub table: TableMode,
    /// 0 to 1.
    #[nserde(default = 0.8)]
    pub volume: f32,
    #[nserde(default)]
    pub muted: bool,
    /// The first-launch tutorial has been shown (or skipped).
    #[nserde(default)]
    pub tutorial_seen: bool,
    /// A short vibration on hard hits and drops, where the device can (on
    /// unless turned off; a save from before it existed reads as on).
    #[nserde(default_with = "on")]
    pub haptics: bool,
    /// Reduced motion: no flashes, trails or pulses, no discs carried or
    /// sunk in animation; what was scored is still said, in place.
    #[nserde(default)]
    pub reduced_motion: bool,
    /// The aim guide and the other aids (issue 42); `Short` unless chosen.
    #[nserde(default)]
    pub aids: AidsChoice,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            controls: Controls::default(),
            language: None,
            table: TableMode::default(),
            volume: 0.8,
            muted: false,
            tutorial_seen: false,
            haptics: true,
            reduced_motion: false,
            aids: AidsChoice::Short,
        }
    }
}

/// A setting that is on unless turned off (nanoserde's `default_with`).
fn on() -> bool {
    true
}

impl Prefs {
    pub fn validate(&self) -> Result<(), SaveError> {
        if !(0.0..=1.0).contains(&self.volume) {
            return Err(SaveError::new(format!(
                "the volume {} is not between 0 and 1",
                self.volume
            )));
        }
        Ok(())
    }

    /// The aids the player chose for a person's shot (`Aids::DEFAULT`
    /// unless they chose the full guide). A match in tournament play uses
    /// `MatchSettings::aids(prefs.aids())`, which is always the default.
    pub fn aids(&self) -> Aids {
        self.aids.aids()
    }

    /// The language to show: the chosen one, else the system's.
    pub fn language_or(&self, system: Language) -> Language {
        self.language.unwrap_or(system)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_pick_french_only_for_french() {
        assert_eq!(Language::from_locale("fr_CA.UTF-8"), Language::French);
        assert_eq!(Language::from_locale("fr-FR"), Language::French);
        assert_eq!(Language::from_locale("FR"), Language::French);
        assert_eq!(Language::from_locale("en_US.UTF-8"), Language::English);
        assert_eq!(Language::from_locale("fri"), Language::English);
        assert_eq!(Language::from_locale(""), Language::English);
    }

    #[test]
    fn prefs_round_trip_and_missing_fields_default() {
        let p = Prefs {
            controls: Controls::Flick,
            language: Some(Language::French),
            table: TableMode::Tablet,
            volume: 0.25,
            muted: true,
            tutorial_seen: true,
            haptics: false,
            reduced_motion: true,
            aids: AidsChoice::Full,
        };
        let back: Prefs = DeJson::deserialize_json(&p.serialize_json()).unwrap();
        assert_eq!(back, p);
        let empty: Prefs = DeJson::deserialize_json("{}").unwrap();
        assert_eq!(empty, Prefs::default());
    }

    #[test]
    fn volume_out_of_range_or_nan_is_refused() {
        for v in [f32::NAN, -0.1, 1.5, f32::INFINITY] {
            let p = Prefs {
                volume: v,
                ..Prefs::default()
            };
            assert!(p.validate().is_err(), "{v}");
        }
        assert!(Prefs::default().validate().is_ok());
    }
}

#[cfg(test)]
mod haptics_tests {
    use super::*;

    /// A save written before the vibration setting existed reads as on;
    /// one with it off keeps it off.
    #[test]
    fn vibration_is_on_unless_turned_off() {
        let old: Prefs = DeJson::deserialize_json(r#"{"volume":0.5}"#).unwrap();
        assert!(old.haptics && Prefs::default().haptics);
        let off = Prefs {
            haptics: false,
            ..Prefs::default()
        };
        let back: Prefs = DeJson::deserialize_json(&off.serialize_json()).unwrap();
        assert!(!back.haptics);
    }
}

#[cfg(test)]
mod aids_tests {
    use super::*;

    /// A prefs text written before the aids setting existed (every field
    /// of that version) loads with the default aids; a choice of the full
    /// guide is kept.
    #[test]
    fn old_prefs_load_with_the_default_aids() {
        let old = r#"{"controls":"AimAndPull","language":"French","table":"PassAndPlay","volume":0.6,"muted":false,"tutorial_seen":true,"haptics":true,"reduced_motion":false}"#;
        let p: Prefs = DeJson::deserialize_json(old).unwrap();
        assert_eq!(p.aids, AidsChoice::Short);
        assert_eq!(p.aids(), Aids::DEFAULT);
        assert_eq!(p.language, Some(Language::French));
        let full = Prefs {
            aids: AidsChoice::Full,
            ..Prefs::default()
        };
        let back: Prefs = DeJson::deserialize_json(&full.serialize_json()).unwrap();
        assert_eq!(back.aids(), Aids::EASY);
    }
}
