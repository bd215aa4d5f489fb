//! A record reviewed a shot at a time: the replay walks the record on its
//! own engine's rules, and each shot of the seats asked for is reviewed as
//! it comes, so a screen shows progress and a thread can stop between shots.

use super::crokinole::{Given, review_shot};
use super::pitchnut::review_pitchnut_shot;
use super::{ReviewBudget, ShotReview};
use crate::ai::AiError;
use crate::ai::search::stream_seed;
use crate::save::{Events, MatchRecord, Move, Player, Position, Replay, SaveError, Step};
use crate::spec::Spec;

/// Whose shots a review looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// People's (the game's review): an AI seat's shots are its own.
    People,
    /// Every seat's (the ladder's check of the review itself).
    Everyone,
    /// One seat's.
    Seat(u8),
}

/// Why a record cannot be reviewed, one kind per reason.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewError {
    /// The record does not replay (its own message).
    Record(SaveError),
    /// The search could not choose in a position (never expected).
    Search { at: usize, why: AiError },
}

impl core::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ReviewError::Record(e) => write!(f, "the record does not replay: {e}"),
            ReviewError::Search { at, why } => {
                write!(f, "no shot could be chosen at move {}: {why}", at + 1)
            }
        }
    }
}

impl From<SaveError> for ReviewError {
    fn from(e: SaveError) -> Self {
        ReviewError::Record(e)
    }
}

/// A review in progress.
pub struct Reviewer {
    replay: Replay,
    budget: ReviewBudget,
    /// The seats whose shots are reviewed.
    seats: Vec<u8>,
    /// The moves to review (their indices in the record), and how many
    /// are reviewed so far.
    todo: Vec<usize>,
    done: usize,
}

impl Reviewer {
    /// A review of `record`'s shots by `whose`, on the rules of the engine
    /// the record was made with.
    pub fn new(
        record: MatchRecord,
        whose: Whose,
        budget: ReviewBudget,
    ) -> Result<Reviewer, ReviewError> {
        record.validate()?;
        let seats: Vec<u8> = (record.players.iter())
            .filter(|s| match whose {
                Whose::People => !matches!(s.player, Player::Ai { .. }),
                Whose::Everyone => true,
                Whose::Seat(seat) => s.seat == seat,
            })
            .map(|s| s.seat)
            .collect();
        let replay = Replay::new(record)?;
        let mut reviewer = Reviewer {
            replay,
            budget,
            seats,
            todo: Vec::new(),
            done: 0,
        };
        reviewer.todo = reviewer.shots()?;
        Ok(reviewer)
    }

    /// The reviewed seats' shots in the record (a copy walks it once).
    fn shots(&self) -> Result<Vec<usize>, ReviewError> {
        let mut walk = Replay::new(self.replay.record().clone())?;
        let mut todo = Vec::new();
        while let Some(m) = walk.next_move() {
            if matches!(m, Move::Shot { .. } | Move::Flick(_))
                && self.shooter(walk.position()).is_some()
            {
                todo.push(walk.moves_played());
            }
            walk.step()?;
        }
        Ok(todo)
    }

    /// The moves to review, by their index in the record: what the web
    /// asks its worker, one job a shot (`shot_job`).
    pub fn todo(&self) -> &[usize] {
        &self.todo
    }

    /// The seat to shoot in `position` if it is one of the reviewed.
    fn shooter(&self, position: &Position) -> Option<u8> {
        match position {
            Position::Crokinole(s) => s.to_shoot(),
            Position::Pitchnut(m) => m.game.winner().is_none().then(|| m.game.to_play()),
        }
        .filter(|q| self.seats.contains(q))
    }

    /// Shots to review, and reviewed so far: the progress line.
    pub fn total(&self) -> usize {
        self.todo.len()
    }

    pub fn done(&self) -> usize {
        self.done
    }

    pub fn record(&self) -> &MatchRecord {
        self.replay.record()
    }

    /// Reviews the next shot of a reviewed seat (None when none is left).
    pub fn next_shot(&mut self) -> Result<Option<ShotReview>, ReviewError> {
        loop {
            let Some(m) = self.replay.next_move() else {
                return Ok(None);
            };
            let at = self.replay.moves_played();
            let before = self
                .shooter(self.replay.position())
                .map(|_| self.replay.position().clone());
            let Some(step) = self.replay.step()? else {
                return Ok(None);
            };
            let Some(before) = before else {
                continue;
            };
            let (spec, record) = (*self.replay.spec(), self.replay.record());
            let after = self.replay.position();
            let Some(review) =
                review_played(&spec, &before, m, at, &step, after, record, &self.budget)?
            else {
                continue;
            };
            self.done += 1;
            return Ok(Some(review));
        }
    }

    /// Every remaining shot, in order.
    pub fn run(mut self) -> Result<Vec<ShotReview>, ReviewError> {
        let mut all = Vec::with_capacity(self.todo.len());
        while let Some(r) = self.next_shot()? {
            all.push(r);
        }
        Ok(all)
    }
}

/// Reviews move `at` (`m`, a shot) played from `before` to `after` in
/// `step`, seeded from `record`'s seed and `at`, with the flick `record`
/// says was meant. None if `m` is not a shot.
#[allow(clippy::too_many_arguments)]
pub fn review_played(
    spec: &Spec,
    before: &Position,
    m: Move,
    at: usize,
    step: &Step,
    after: &Position,
    record: &MatchRecord,
    budget: &ReviewBudget,
) -> Result<Option<ShotReview>, ReviewError> {
    let (place, velocity, spin, declared_twenty) = match m {
        Move::Shot {
            place,
            velocity,
            spin,
            declared_twenty,
        } => (place, velocity, spin, declared_twenty),
        Move::Flick(f) => (f.pos, f.velocity, f.spin, false),
        _ => return Ok(None),
    };
    let given = Given {
        place,
        meant: record.meant_at(at).unwrap_or(velocity),
        played: velocity,
        spin,
        declared_twenty,
    };
    let seed = stream_seed(record.seed, at, 0x4E5);
    let review = match (before, after, &step.events) {
        (Position::Crokinole(b), Position::Crokinole(a), Events::Crokinole(events)) => {
            review_shot(spec, b, given, (a, events), budget, seed)
        }
        (Position::Pitchnut(b), Position::Pitchnut(a), Events::Pitchnut(events)) => {
            review_pitchnut_shot(&b.game, given, (&a.game, events), budget, seed)
        }
        _ => return Ok(None),
    }
    .map_err(|why| ReviewError::Search { at, why })?;
    Ok(Some(ShotReview { at, ..review }))
}
