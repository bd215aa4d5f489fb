//! A run of one drill: N counted attempts, each from a fresh position, with
//! the running rate. The shell plays each attempt's shot on the board; a
//! headless caller (tests, the CLI) plays it here through the same driver.

use super::drill::Drill;
use super::judge::{Verdict, judge};
use super::rate::wilson;
use crate::game::{Match, Refusal};
use crate::geom::Vec2;
use crate::save::profile::Player;
use crate::save::{MatchRecord, Position, Replay, SaveError};
use crate::spec::Spec;

/// Attempts a session may be set to.
pub const MAX_ATTEMPTS: u32 = 200;

#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    pub drill: Drill,
    /// Attempts to count.
    pub attempts: u32,
    /// Random spots come from it, and each try's record seed (which
    /// seeds a person's flick spread and a new turn's aim).
    pub seed: u64,
    /// Each counted attempt: made or not, in order.
    pub results: Vec<bool>,
    /// Shots placed away from the drill's spot: set up again, not counted.
    pub not_counted: u32,
}

impl Session {
    pub fn new(drill: Drill, attempts: u32, seed: u64) -> Session {
        Session {
            drill,
            attempts: attempts.clamp(1, MAX_ATTEMPTS),
            seed,
            results: Vec::new(),
            not_counted: 0,
        }
    }

    /// The attempt to play next, from 0.
    pub fn attempt(&self) -> u32 {
        self.results.len() as u32
    }

    pub fn is_done(&self) -> bool {
        self.attempt() >= self.attempts
    }

    pub fn made(&self) -> u32 {
        self.results.iter().filter(|&&m| m).count() as u32
    }

    /// The running rate in percent (None before the first attempt).
    pub fn rate(&self) -> Option<f32> {
        let n = self.results.len();
        (n > 0).then(|| 100.0 * self.made() as f32 / n as f32)
    }

    /// The 95 % Wilson interval in percent.
    pub fn interval(&self) -> (f32, f32) {
        let (lo, hi) = wilson(self.made().into(), self.results.len() as u64);
        (100.0 * lo as f32, 100.0 * hi as f32)
    }

    /// The next attempt's starting record, seeded for this try (a try not
    /// counted and set up again draws afresh).
    pub fn record(&self, spec: &Spec, shooter: Player, opponent: Player) -> MatchRecord {
        let mut record = self.drill.record(spec, self.attempt(), shooter, opponent);
        let tries = self.results.len() + self.not_counted as usize;
        record.seed = crate::ai::search::stream_seed(self.seed, tries, 0xD2111);
        record
    }

    /// Open 20s: the spot on the shooting line (an angle) for the next attempt.
    pub fn spot(&self) -> Option<f32> {
        self.drill.spot(self.seed, self.attempt())
    }

    /// Scores the next attempt from the position it started at and the one
    /// its shot left, the shot placed at `at`. None when the shot was not
    /// from the drill's spot: it does not count and is set up again.
    pub fn score(
        &mut self,
        spec: &Spec,
        at: Vec2,
        before: &Position,
        after: &Position,
    ) -> Option<Verdict> {
        if self.is_done() {
            return None;
        }
        if !self.drill.accepts(spec, self.seed, self.attempt(), at) {
            self.not_counted += 1;
            return None;
        }
        let v = judge(self.drill, spec, before, after);
        self.results.push(v == Verdict::Made);
        Some(v)
    }

    /// Plays the next attempt headless: the shot through the match driver
    /// (checked, simulated once, committed), then scored.
    pub fn play(
        &mut self,
        spec: &Spec,
        shooter: Player,
        opponent: Player,
        at: Vec2,
        velocity: Vec2,
    ) -> Result<Option<Verdict>, PlayError> {
        let record = self.record(spec, shooter, opponent);
        let (before, after) = play_shot(record, at, velocity)?;
        Ok(self.score(spec, at, &before, &after))
    }
}

/// One shot from a drill's starting `record` through the match driver
/// (checked, simulated once, committed): the positions before and after,
/// for `judge`.
pub fn play_shot(
    record: MatchRecord,
    at: Vec2,
    velocity: Vec2,
) -> Result<(Position, Position), PlayError> {
    let mut game = Match::resume(Replay::new(record)?);
    let before = game.position().clone();
    let shot = game.begin_shot(at, velocity, false)?;
    game.commit(shot)?;
    Ok((before, game.position().clone()))
}

/// Why a headless attempt could not be played.
#[derive(Debug)]
pub enum PlayError {
    Save(SaveError),
    Refused(Refusal),
}

impl From<SaveError> for PlayError {
    fn from(e: SaveError) -> Self {
        PlayError::Save(e)
    }
}

impl From<Refusal> for PlayError {
    fn from(e: Refusal) -> Self {
        PlayError::Refused(e)
    }
}

impl core::fmt::Display for PlayError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PlayError::Save(e) => write!(f, "{e}"),
            PlayError::Refused(r) => write!(f, "the shot was refused: {r:?}"),
        }
    }
}
