//! Practice results per player with the date: the stats screen charts
//! them over time. Kept in `flickwood.json` under `practice` (missing in
//! older saves: an empty log).

// nanoserde's derive expands optional fields into code clippy's
// question_mark lint flags; the lint is about generated code only.
#![allow(clippy::question_mark)]

use super::profile::ProfileId;
use nanoserde::{DeJson, SerJson};

/// Sessions kept per player; the oldest go first.
pub const PRACTICE_PER_PROFILE: usize = 200;

/// One finished practice session.
#[derive(Clone, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct PracticeResult {
    pub profile: ProfileId,
    /// `practice::Drill::id` (a drill this version does not know is kept
    /// and not shown).
    pub drill: String,
    /// Seconds since 1970 (UTC), from the shell's clock.
    pub when: u64,
    pub attempts: u32,
    pub made: u32,
    /// The aids the session was played with (`aids::Aids::key`); sessions
    /// saved before the setting were played with today's aids: "easy".
    #[nserde(default_with = "crate::aids::key_before_the_setting")]
    pub aids: String,
}

impl PracticeResult {
    /// The aids the session was played with.
    pub fn aids(&self) -> crate::aids::Aids {
        crate::aids::Aids::of_key(&self.aids)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, DeJson, SerJson)]
pub struct PracticeLog {
    /// Oldest first.
    #[nserde(default)]
    pub results: Vec<PracticeResult>,
}

impl PracticeLog {
    /// Adds a session; a player's oldest beyond `PRACTICE_PER_PROFILE` goes.
    pub fn add(&mut self, r: PracticeResult) {
        let profile = r.profile;
        self.results.push(r);
        let mine = self.results.iter().filter(|x| x.profile == profile).count();
        if mine > PRACTICE_PER_PROFILE
            && let Some(i) = self.results.iter().position(|x| x.profile == profile)
        {
            self.results.remove(i);
        }
    }

    /// A player's sessions, oldest first.
    pub fn of(&self, profile: ProfileId) -> impl Iterator<Item = &PracticeResult> {
        self.results.iter().filter(move |r| r.profile == profile)
    }

    pub fn remove_profile(&mut self, profile: ProfileId) {
        self.results.retain(|r| r.profile != profile);
    }

    /// Drops what no session can be (more made than tried, no attempts,
    /// a player who does not exist, a drill name longer than any) and a
    /// player's sessions beyond the limit; returns how many went. A bad
    /// line is not worth refusing the rest of the save for.
    pub fn keep_sound(&mut self, known: impl Fn(ProfileId) -> bool) -> usize {
        let before = self.results.len();
        self.results.retain(|r| {
            known(r.profile)
                && r.attempts > 0
                && r.made <= r.attempts
                && r.drill.len() <= 40
                && r.aids.len() <= 16
        });
        let mut seen: Vec<(ProfileId, usize)> = Vec::new();
        // Newest first, so the oldest beyond the limit are the ones dropped.
        let mut keep = vec![true; self.results.len()];
        for (i, r) in self.results.iter().enumerate().rev() {
            match seen.iter_mut().find(|(p, _)| *p == r.profile) {
                Some((_, n)) => {
                    *n += 1;
                    keep[i] = *n <= PRACTICE_PER_PROFILE;
                }
                None => seen.push((r.profile, 1)),
            }
        }
        let mut k = keep.into_iter();
        self.results.retain(|_| k.next().unwrap_or(true));
        before - self.results.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(profile: ProfileId, when: u64, made: u32) -> PracticeResult {
        PracticeResult {
            profile,
            drill: "open20-centre".into(),
            when,
            attempts: 20,
            made,
            aids: "default".into(),
        }
    }

    #[test]
    fn keeps_the_newest_per_player_and_drops_what_cannot_be() {
        let mut log = PracticeLog::default();
        for i in 0..(PRACTICE_PER_PROFILE as u64 + 5) {
            log.add(line(1, i, 3));
        }
        log.add(line(2, 9, 4));
        assert_eq!(log.of(1).count(), PRACTICE_PER_PROFILE);
        assert_eq!(log.of(1).next().unwrap().when, 5);
        let mut bad = log.clone();
        bad.results.push(line(1, 1, 21));
        bad.results.push(line(3, 1, 2));
        bad.results.push(PracticeResult {
            attempts: 0,
            made: 0,
            ..line(2, 1, 0)
        });
        assert_eq!(bad.keep_sound(|p| p == 1 || p == 2), 3);
        assert_eq!(bad, log);
        log.remove_profile(1);
        assert_eq!(log.results.len(), 1);
    }

    /// A log saved before the aids setting (issue 42) loads with every
    /// session at "easy", the aids it was played with.
    #[test]
    fn old_sessions_load_as_played_with_the_easy_aids() {
        let old = r#"{"results":[{"profile":1,"drill":"open20-centre","when":1764000000,"attempts":20,"made":17}]}"#;
        let log: PracticeLog = DeJson::deserialize_json(old).unwrap();
        let r = &log.results[0];
        assert_eq!((r.made, r.aids.as_str()), (17, "easy"));
        assert!(!r.aids().measured_against_pros());
        let new = line(1, 5, 9);
        let back: PracticeLog = DeJson::deserialize_json(
            &PracticeLog {
                results: vec![new.clone()],
            }
            .serialize_json(),
        )
        .unwrap();
        assert_eq!(back.results, vec![new]);
        assert_eq!(back.results[0].aids(), crate::aids::Aids::DEFAULT);
    }
}
