//! Stats per profile, per game and per kind of opponent (people, or each AI
//! level), aggregated so they stay small when old records are dropped. They
//! change only through `add_match`, from a finished record and the facts its
//! replay gathered, so the same records always give the same stats.

// nanoserde's DeJson derive (0.2) expands optional fields into code that
// clippy's question_mark lint flags; the lint is about generated code only.
#![allow(clippy::question_mark)]

use super::error::SaveError;
use super::facts::{HEAT_CELLS, MatchFacts, SeatFacts};
use super::level::AiLevel;
use super::profile::{Player, ProfileId};
use super::record::{MatchRecord, Outcome};
use crate::spec::BoardKind;
use nanoserde::{DeJson, SerJson};

/// Results kept per profile for the results-over-time list.
pub const HISTORY_PER_PROFILE: usize = 100;

/// Who the profile played against: only people, or (if any opponent was an
/// AI) the strongest AI level among them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum Against {
    People,
    Ai(AiLevel),
}

/// Counts for one profile, game and opponent kind.
#[derive(Clone, Debug, Default, PartialEq, Eq, DeJson, SerJson)]
pub struct Tally {
    #[nserde(default)]
    pub matches_won: u32,
    #[nserde(default)]
    pub matches_lost: u32,
    #[nserde(default)]
    pub matches_drawn: u32,
    /// Crokinole rounds, pitchnut games.
    #[nserde(default)]
    pub rounds_won: u32,
    #[nserde(default)]
    pub rounds_lost: u32,
    #[nserde(default)]
    pub rounds_tied: u32,
    /// Crokinole: the side's points summed over `rounds_scored` rounds.
    #[nserde(default)]
    pub points: u64,
    #[nserde(default)]
    pub rounds_scored: u32,
    #[nserde(default)]
    pub shots: u32,
    #[nserde(default)]
    pub twenties: u32,
    #[nserde(default)]
    pub sunk: u32,
    #[nserde(default)]
    pub scratches: u32,
    #[nserde(default)]
    pub fouls: u32,
    #[nserde(default)]
    pub open_twenty_tries: u32,
    #[nserde(default)]
    pub open_twenty_made: u32,
    /// Where the profile's shot discs came to rest: `HEAT_SIDE` x
    /// `HEAT_SIDE` counts, row by row from the player's own edge (empty
    /// until the first shot).
    #[nserde(default)]
    pub heat: Vec<u32>,
    /// Turns on which the profile asked for a hint.
    #[nserde(default)]
    pub hints: u32,
    /// Of the open 20 tries, those played with the default aids (the
    /// rest with the easy guide: every try counted before the setting).
    #[nserde(default)]
    pub default_aids_open_twenty_tries: u32,
    #[nserde(default)]
    pub default_aids_open_twenty_made: u32,
}

impl Tally {
    /// Average points per crokinole round, None before any round.
    pub fn average_points_per_round(&self) -> Option<f32> {
        (self.rounds_scored > 0).then(|| self.points as f32 / self.rounds_scored as f32)
    }

    /// The share of open 20 tries that went in, None before any try.
    pub fn open_twenty_rate(&self) -> Option<f32> {
        (self.open_twenty_tries > 0)
            .then(|| self.open_twenty_made as f32 / self.open_twenty_tries as f32)
    }

    /// The open-20 tries and makes per setting of the aids, those with
    /// tries only: (the aids, made, tries).
    pub fn open_twenties_by_aids(&self) -> Vec<(crate::aids::Aids, u32, u32)> {
        let (dt, dm) = (
            self.default_aids_open_twenty_tries,
            self.default_aids_open_twenty_made,
        );
        let et = self.open_twenty_tries.saturating_sub(dt);
        let em = self.open_twenty_made.saturating_sub(dm);
        [
            (crate::aids::Aids::DEFAULT, dm, dt),
            (crate::aids::Aids::EASY, em, et),
        ]
        .into_iter()
        .filter(|&(_, _, tries)| tries > 0)
        .collect()
    }

    pub fn matches(&self) -> u32 {
        self.matches_won
            .saturating_add(self.matches_lost)
            .saturating_add(self.matches_drawn)
    }

    /// Adds another tally to this one (for totals over games or opponents).
    pub fn add(&mut self, o: &Tally) {
        let s = |a: &mut u32, b: u32| *a = a.saturating_add(b);
        s(&mut self.matches_won, o.matches_won);
        s(&mut self.matches_lost, o.matches_lost);
        s(&mut self.matches_drawn, o.matches_drawn);
        s(&mut self.rounds_won, o.rounds_won);
        s(&mut self.rounds_lost, o.rounds_lost);
        s(&mut self.rounds_tied, o.rounds_tied);
        self.points = self.points.saturating_add(o.points);
        s(&mut self.rounds_scored, o.rounds_scored);
        s(&mut self.shots, o.shots);
        s(&mut self.twenties, o.twenties);
        s(&mut self.sunk, o.sunk);
        s(&mut self.scratches, o.scratches);
        s(&mut self.fouls, o.fouls);
        s(&mut self.open_twenty_tries, o.open_twenty_tries);
        s(&mut self.open_twenty_made, o.open_twenty_made);
        s(&mut self.hints, o.hints);
        s(
            &mut self.default_aids_open_twenty_tries,
            o.default_aids_open_twenty_tries,
        );
        s(
            &mut self.default_aids_open_twenty_made,
            o.default_aids_open_twenty_made,
        );
        if !o.heat.is_empty() {
            self.heat.resize(HEAT_CELLS, 0);
            for (a, b) in self.heat.iter_mut().zip(&o.heat) {
                s(a, *b);
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct StatsEntry {
    pub profile: ProfileId,
    pub game: BoardKind,
    pub against: Against,
    pub tally: Tally,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum MatchResult {
    Won,
    Lost,
    Drawn,
}

/// One line of a profile's results over time.
#[derive(Clone, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct ResultLine {
    pub profile: ProfileId,
    pub game: BoardKind,
    pub against: Against,
    /// Seconds since 1970 (UTC).
    pub when: u64,
    pub result: MatchResult,
    /// Crokinole: the side's total points; pitchnut: games won.
    pub score: u32,
    /// The best opposing side's.
    pub opponent_score: u32,
    /// Crokinole: shots at an empty board, and 20s made from them (0 in
    /// lines saved before they were counted).
    #[nserde(default)]
    pub open_twenty_tries: u32,
    #[nserde(default)]
    pub open_twenty_made: u32,
    /// The aids the match was played with (`aids::Aids::key`): "easy" in
    /// lines saved before the setting, which were played with those.
    #[nserde(default_with = "crate::aids::key_before_the_setting")]
    pub aids: String,
}

impl ResultLine {
    /// The aids the match was played with.
    pub fn aids(&self) -> crate::aids::Aids {
        crate::aids::Aids::of_key(&self.aids)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, DeJson, SerJson)]
pub struct Stats {
    #[nserde(default)]
    pub entries: Vec<StatsEntry>,
    /// Oldest first; at most `HISTORY_PER_PROFILE` lines per profile.
    #[nserde(default)]
    pub history: Vec<ResultLine>,
}

impl Stats {
    /// Stats of a list of finished records, oldest first: the same as
    /// adding them one by one.
    pub fn from_matches<'a>(
        matches: impl IntoIterator<Item = (&'a MatchRecord, &'a MatchFacts)>,
    ) -> Stats {
        let mut stats = Stats::default();
        for (record, facts) in matches {
            stats.add_match(record, facts);
        }
        stats
    }

    /// Counts a finished match for every profile that played in it.
    /// Unfinished matches count nothing.
    pub fn add_match(&mut self, record: &MatchRecord, facts: &MatchFacts) {
        let (Some(outcome), Some(when)) = (&record.outcome, record.finished_at) else {
            return;
        };
        let Some(winner) = facts.winner else {
            return;
        };
        for seat in &facts.seats {
            let Some(Player::Person { profile, .. }) = record.player_at(seat.seat) else {
                continue;
            };
            let side = seat.side;
            let against = against_of(record, facts, side);
            let result = match winner {
                Some(w) if w == side => MatchResult::Won,
                Some(_) => MatchResult::Lost,
                None => MatchResult::Drawn,
            };
            let t = self.entry(*profile, record.game, against);
            add_seat(t, record, facts, seat, result);
            let opponent_score = outcome
                .sides
                .iter()
                .filter(|r| r.side != side)
                .map(|r| side_score(record, outcome, r.side))
                .max()
                .unwrap_or(0);
            self.add_line(ResultLine {
                profile: *profile,
                game: record.game,
                against,
                when,
                result,
                score: side_score(record, outcome, side),
                opponent_score,
                open_twenty_tries: seat.empty_board_tries,
                open_twenty_made: seat.empty_board_made,
                aids: record.aids_key().to_string(),
            });
        }
    }

    /// Adds a line to the history, dropping the profile's oldest past
    /// `HISTORY_PER_PROFILE`.
    fn add_line(&mut self, line: ResultLine) {
        let profile = line.profile;
        self.history.push(line);
        let mine = self.history.iter().filter(|h| h.profile == profile).count();
        if mine > HISTORY_PER_PROFILE
            && let Some(oldest) = self.history.iter().position(|h| h.profile == profile)
        {
            self.history.remove(oldest);
        }
    }

    /// A profile's tally, summed over every game (None) or one, and over
    /// every opponent (None) or one kind.
    pub fn tally(
        &self,
        profile: ProfileId,
        game: Option<BoardKind>,
        against: Option<Against>,
    ) -> Tally {
        let mut sum = Tally::default();
        for e in &self.entries {
            if e.profile == profile
                && game.is_none_or(|g| g == e.game)
                && against.is_none_or(|a| a == e.against)
            {
                sum.add(&e.tally);
            }
        }
        sum
    }

    /// A profile's results, oldest first.
    pub fn history_of(&self, profile: ProfileId) -> impl Iterator<Item = &ResultLine> {
        self.history.iter().filter(move |h| h.profile == profile)
    }

    /// Forgets a removed profile.
    pub fn remove_profile(&mut self, profile: ProfileId) {
        self.entries.retain(|e| e.profile != profile);
        self.history.retain(|h| h.profile != profile);
    }

    /// Checks loaded stats: known profiles, one entry per key, heat maps of
    /// the right size, bounded history.
    pub fn validate(&self, known: impl Fn(ProfileId) -> bool) -> Result<(), SaveError> {
        for (i, e) in self.entries.iter().enumerate() {
            if !known(e.profile) {
                return Err(SaveError::new(format!(
                    "stats for profile {}, which does not exist",
                    e.profile
                )));
            }
            if !e.tally.heat.is_empty() && e.tally.heat.len() != HEAT_CELLS {
                return Err(SaveError::new("a heat map has the wrong size"));
            }
            if self.entries[..i]
                .iter()
                .any(|o| (o.profile, o.game, o.against) == (e.profile, e.game, e.against))
            {
                return Err(SaveError::new("the stats list one thing twice"));
            }
        }
        for h in &self.history {
            if h.aids.len() > 16 {
                return Err(SaveError::new("a result names aids no version has"));
            }
            if !known(h.profile) {
                return Err(SaveError::new(format!(
                    "results for profile {}, which does not exist",
                    h.profile
                )));
            }
        }
        if self.history.len() > HISTORY_PER_PROFILE * super::profile::MAX_PROFILES {
            return Err(SaveError::new("the results list is too long"));
        }
        Ok(())
    }

    fn entry(&mut self, profile: ProfileId, game: BoardKind, against: Against) -> &mut Tally {
        let at = self
            .entries
            .iter()
            .position(|e| (e.profile, e.game, e.against) == (profile, game, against));
        let i = match at {
            Some(i) => i,
            None => {
                self.entries.push(StatsEntry {
                    profile,
                    game,
                    against,
                    tally: Tally::default(),
                });
                self.entries.len() - 1
            }
        };
        &mut self.entries[i].tally
    }
}
/// Whom `side` played: the strongest AI among its opponents, or people.
fn against_of(record: &MatchRecord, facts: &MatchFacts, side: u8) -> Against {
    facts
        .seats
        .iter()
        .filter(|o| o.side != side)
        .filter_map(|o| match record.player_at(o.seat) {
            Some(Player::Ai { level }) => Some(*level),
            _ => None,
        })
        .max()
        .map_or(Against::People, Against::Ai)
}

/// A seat's match added to its tally: the result, the rounds, its counts
/// and where its shots rested.
fn add_seat(
    t: &mut Tally,
    record: &MatchRecord,
    facts: &MatchFacts,
    seat: &SeatFacts,
    result: MatchResult,
) {
    let side = seat.side;
    // Saturating: a loaded file may hold counts near the top already.
    let add = |a: &mut u32, b: u32| *a = a.saturating_add(b);
    match result {
        MatchResult::Won => add(&mut t.matches_won, 1),
        MatchResult::Lost => add(&mut t.matches_lost, 1),
        MatchResult::Drawn => add(&mut t.matches_drawn, 1),
    }
    for round in &facts.rounds {
        match round.winner {
            Some(w) if w == side => add(&mut t.rounds_won, 1),
            Some(_) => add(&mut t.rounds_lost, 1),
            None => add(&mut t.rounds_tied, 1),
        }
        if let Some(&(_, points)) = round.points.iter().find(|p| p.0 == side) {
            t.points = t.points.saturating_add(points as u64);
            add(&mut t.rounds_scored, 1);
        }
    }
    add(&mut t.shots, seat.shots);
    add(&mut t.twenties, seat.twenties);
    add(&mut t.sunk, seat.sunk);
    add(&mut t.scratches, seat.scratches);
    add(&mut t.fouls, seat.fouls);
    add(&mut t.open_twenty_tries, seat.open_twenty_tries);
    add(&mut t.open_twenty_made, seat.open_twenty_made);
    if record.aids().measured_against_pros() {
        add(
            &mut t.default_aids_open_twenty_tries,
            seat.open_twenty_tries,
        );
        add(&mut t.default_aids_open_twenty_made, seat.open_twenty_made);
    }
    let hints = record
        .hints
        .iter()
        .flatten()
        .filter(|h| h.seat == seat.seat)
        .count();
    add(&mut t.hints, hints as u32);
    if !seat.rests.is_empty() {
        t.heat.resize(HEAT_CELLS, 0);
        for &cell in &seat.rests {
            if let Some(c) = t.heat.get_mut(cell as usize) {
                add(c, 1);
            }
        }
    }
}

/// Side `s`'s score in the outcome: crokinole points, pitchnut games won.
fn side_score(record: &MatchRecord, outcome: &Outcome, s: u8) -> u32 {
    outcome
        .sides
        .iter()
        .find(|r| r.side == s)
        .map_or(0, |r| match record.game {
            BoardKind::Crokinole => r.points,
            BoardKind::Pitchnut => r.rounds_won,
        })
}
