//! The aids a match's people shoot with (issue 42): chosen when it starts,
//! kept in its record, so a resumed match, its stats and its replay say
//! the same.

use super::driver::Match;
use crate::aids::Aids;

impl Match {
    /// The aids people's shots get in this match: what `set_aids` named,
    /// else (a record made before the setting, or never set) the easy
    /// setting, which is what such matches were played with.
    pub fn aids(&self) -> Aids {
        self.replay.record().aids()
    }

    /// Names the aids for this match, before its first shot (the play
    /// screen, as a new match starts: `settings.aids(prefs.aids())`).
    /// False, and nothing changed, once a shot is played.
    pub fn set_aids(&mut self, aids: Aids) -> bool {
        self.replay.set_aids(&aids)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MatchSettings;
    use crate::save::Profiles;
    use crate::spec::BoardKind;

    #[test]
    fn a_match_keeps_the_aids_it_was_started_with() {
        let settings = MatchSettings::default_for(BoardKind::Crokinole);
        let mut game = Match::new(settings, 3, &Profiles::default()).unwrap();
        assert_eq!(game.aids(), Aids::EASY);
        assert!(game.set_aids(Aids::DEFAULT));
        assert_eq!(game.aids(), Aids::DEFAULT);
        assert_eq!(game.replay().record().aids.as_deref(), Some("default"));
    }
}
