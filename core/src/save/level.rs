//! The five AI strengths, as the save knows them (the AI itself lives in
//! `src/ai`; stats only need to tell the levels apart).

use nanoserde::{DeJson, SerJson};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, DeJson, SerJson)]
pub enum AiLevel {
    Beginner,
    Casual,
    Club,
    Expert,
    Champion,
}

impl AiLevel {
    pub const ALL: [AiLevel; 5] = [
        AiLevel::Beginner,
        AiLevel::Casual,
        AiLevel::Club,
        AiLevel::Expert,
        AiLevel::Champion,
    ];

    /// 0 for Beginner up to 4 for Champion.
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
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trips_and_stops_at_champion() {
        for level in AiLevel::ALL {
            assert_eq!(AiLevel::from_index(level.index()), Some(level));
        }
        assert_eq!(AiLevel::from_index(5), None);
        assert_eq!(AiLevel::Champion.name(), "Champion");
    }
}
