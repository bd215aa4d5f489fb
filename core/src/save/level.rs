//! The six AI strengths: one type for the save (by name, so saves written
//! before Grandmaster existed load unchanged), the stats and the AI, whose
//! numbers for each level are in `ai/level.rs` (`AiLevel::params`).

use nanoserde::{DeJson, SerJson};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, DeJson, SerJson)]
pub enum AiLevel {
    Beginner,
    Casual,
    Club,
    Expert,
    Champion,
    Grandmaster,
}

impl AiLevel {
    pub const ALL: [AiLevel; 6] = [
        AiLevel::Beginner,
        AiLevel::Casual,
        AiLevel::Club,
        AiLevel::Expert,
        AiLevel::Champion,
        AiLevel::Grandmaster,
    ];

    /// 0 for Beginner up to 5 for Grandmaster.
    pub fn index(self) -> u8 {
        self as u8
    }

    pub fn from_index(index: u8) -> Option<AiLevel> {
        AiLevel::ALL.get(index as usize).copied()
    }

    pub fn name(self) -> &'static str {
        match self {
            AiLevel::Beginner => "Beginner",
            AiLevel::Casual => "Casual",
            AiLevel::Club => "Club",
            AiLevel::Expert => "Expert",
            AiLevel::Champion => "Champion",
            AiLevel::Grandmaster => "Grandmaster",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trips_and_stops_at_grandmaster() {
        for level in AiLevel::ALL {
            assert_eq!(AiLevel::from_index(level.index()), Some(level));
        }
        assert_eq!(AiLevel::from_index(6), None);
        assert_eq!(AiLevel::Grandmaster.name(), "Grandmaster");
    }

    #[test]
    fn saved_by_name_so_old_saves_load() {
        // What a save written before Grandmaster holds for its top level.
        let old: AiLevel = nanoserde::DeJson::deserialize_json("\"Champion\"").unwrap();
        assert_eq!(old, AiLevel::Champion);
        let gm = nanoserde::SerJson::serialize_json(&AiLevel::Grandmaster);
        assert_eq!(gm, "\"Grandmaster\"");
        let back: AiLevel = nanoserde::DeJson::deserialize_json(&gm).unwrap();
        assert_eq!(back, AiLevel::Grandmaster);
    }
}
