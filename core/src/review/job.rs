//! The review of one shot asked as a job (`game::AiJob`, `Question::Review`):
//! what the web's worker answers, a shot at a time, so the page keeps
//! drawing. The job's record ends with the shot; the cache replays only
//! the moves since the last job of the same match.

use super::reviewer::review_played;
use super::{ReviewBudget, ReviewError, ShotReview};
use crate::game::{AiJob, JobCache, Question};
use crate::save::AiLevel;
use crate::save::MatchRecord;

/// Reviews the last move of `record` (None if it is not a shot).
pub fn review_last(
    record: &MatchRecord,
    cache: &mut JobCache,
    budget: &ReviewBudget,
) -> Result<Option<ShotReview>, ReviewError> {
    record.validate()?;
    let Some((&m, earlier)) = record.moves.split_last() else {
        return Ok(None);
    };
    let before_shot = MatchRecord {
        moves: earlier.to_vec(),
        outcome: None,
        finished_at: None,
        ..record.clone()
    };
    let mut replay = cache.replay(&before_shot)?.clone();
    let before = replay.position().clone();
    let step = replay.play(m)?;
    let spec = *replay.spec();
    let at = earlier.len();
    review_played(
        &spec,
        &before,
        m,
        at,
        &step,
        replay.position(),
        record,
        budget,
    )
}

/// The job that reviews move `at` of `record`: the record up to that move,
/// with what it notes of later moves left out.
pub fn shot_job(record: &MatchRecord, at: usize) -> AiJob {
    let n = (at + 1).min(record.moves.len());
    let upto = MatchRecord {
        moves: record.moves[..n].to_vec(),
        outcome: None,
        finished_at: None,
        hints: None,
        review: None,
        meant: record.meant.as_ref().map(|lines| {
            (lines.iter())
                .filter(|l| l.split(' ').next().and_then(|i| i.parse::<usize>().ok()) < Some(n))
                .cloned()
                .collect()
        }),
        ..record.clone()
    };
    AiJob::new(Question::Review, AiLevel::Grandmaster, record.seed, upto)
}
