//! A question for the AI that can travel as text to another thread of
//! work: on the web, a Web Worker running its own copy of the game's wasm,
//! so the page never stops drawing while the AI thinks (issue 32). The
//! position travels as the match's own record, replayed on arrival exactly
//! as a resumed save is, so the answer is the same bits as asking in place.

use super::ai_answer::Answer;
use super::ai_turn::{AiPosition, AiRequest, decide};
use super::hint::hint;
use crate::save::{AiLevel, MatchRecord, Position, Replay, SaveError};
use nanoserde::{DeJson, SerJson};

/// What is asked: the shot an AI seat plays, a person's hint, or the
/// review of the record's last move (`review::review_last`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum Question {
    Shot,
    Hint,
    Review,
}

/// A question for the position after the record's moves.
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct AiJob {
    pub question: Question,
    pub level: AiLevel,
    /// The request's seed, in hex: a JSON number may not keep 64 bits.
    seed: String,
    pub record: MatchRecord,
}

impl AiJob {
    pub fn new(question: Question, level: AiLevel, seed: u64, record: MatchRecord) -> AiJob {
        AiJob {
            question,
            level,
            seed: format!("{seed:016x}"),
            record,
        }
    }

    pub fn seed(&self) -> Result<u64, SaveError> {
        u64::from_str_radix(&self.seed, 16)
            .map_err(|_| SaveError::new(format!("the AI job's seed {:?} is not hex", self.seed)))
    }

    pub fn to_text(&self) -> String {
        self.serialize_json()
    }

    pub fn from_text(text: &str) -> Result<AiJob, SaveError> {
        Ok(crate::json::parse_checked(text, "AI job")?)
    }

    /// Answers on the calling thread. `cache` keeps the last replay: the
    /// next question of the same match only plays the moves since.
    pub fn answer(&self, cache: &mut JobCache) -> Answer {
        let request = |cache: &mut JobCache| self.request(cache).map_err(|e| e.to_string());
        match self.question {
            Question::Shot => {
                request(cache).map_or_else(Answer::Failed, |r| Answer::Shot(decide(&r)))
            }
            Question::Hint => request(cache).map_or_else(Answer::Failed, |r| Answer::Hint(hint(r))),
            Question::Review => {
                let budget = crate::review::ReviewBudget::standard();
                let review = crate::review::review_last(&self.record, cache, &budget);
                Answer::Review(review.map_err(|e| e.to_string()))
            }
        }
    }

    /// The request the match in play would have made.
    fn request(&self, cache: &mut JobCache) -> Result<AiRequest, SaveError> {
        let position = match cache.position(&self.record)? {
            Position::Crokinole(s) => AiPosition::Crokinole(Box::new(s.clone())),
            Position::Pitchnut(m) => AiPosition::Pitchnut(Box::new(m.game.clone())),
        };
        Ok(AiRequest {
            position,
            level: self.level,
            seed: self.seed()?,
        })
    }
}

/// The last match replayed for a job.
#[derive(Default)]
pub struct JobCache {
    replay: Option<Replay>,
}

impl JobCache {
    /// The position after every move of `record`: the cached replay played
    /// on when `record` goes on from it, else replayed from its start.
    fn position(&mut self, record: &MatchRecord) -> Result<&Position, SaveError> {
        Ok(self.replay(record)?.position())
    }

    /// The replay after every move of `record` (see `position`).
    pub(crate) fn replay(&mut self, record: &MatchRecord) -> Result<&Replay, SaveError> {
        let goes_on = self.replay.as_ref().is_some_and(|r| {
            let known = &r.record().moves;
            same_start(r.record(), record)
                && r.moves_played() == known.len()
                && record.moves.starts_with(known)
        });
        // Taken out: a move that does not play leaves no cache behind.
        let mut replay = match self.replay.take() {
            Some(r) if goes_on => r,
            _ => Replay::new(start_of(record))?,
        };
        let from = replay.moves_played();
        for &m in &record.moves[from..] {
            replay.play(m)?;
        }
        Ok(self.replay.insert(replay))
    }
}

/// The record with no moves: where its match began.
fn start_of(record: &MatchRecord) -> MatchRecord {
    MatchRecord {
        moves: Vec::new(),
        finished_at: None,
        outcome: None,
        hints: None,
        meant: None,
        review: None,
        ..record.clone()
    }
}

fn same_start(a: &MatchRecord, b: &MatchRecord) -> bool {
    start_of(a) == start_of(b)
}
