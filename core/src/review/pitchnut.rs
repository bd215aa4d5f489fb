//! One pitchnut shot reviewed: the Grandmaster's shot for the position,
//! both shots played `rollouts` times with the same hand and the same
//! draws of its error, each result valued as the shooter's team's chance
//! to win the game (`chance::win_chance`), and what the shot actually did.

use super::chance::win_chance;
use super::crokinole::{Given, REVIEW_PASS};
use super::{Facts, Ghost, PitchnutFacts, ReviewBudget, ShotReview, paired_means};
use crate::ai::pitchnut_candidates::{PitchnutKind, PitchnutShot};
use crate::ai::pitchnut_retake::settle;
use crate::ai::search::{self, par_map, stream_seed};
use crate::ai::{self, AiError};
use crate::physics::simulate;
use crate::pitchnut::{Event, Flick, Game};
use crate::rng::Rng;

/// What a meant pitchnut shot does when played exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PitchnutMeant {
    /// Sinks the poison when it may: the game won.
    Wins,
    /// The game lost on the shot (the poison early, or a scratch with it).
    Loses,
    /// Sinks one of the team's own pieces or more.
    Sinks,
    /// The shooter goes down or off.
    Scratch,
    /// Nothing of the team's goes down.
    Safety,
}

/// Reviews the shot `given` from `before`, which led to `events` and then
/// `after` (the next game's start if this one ended), seeded by `seed`.
pub fn review_pitchnut_shot(
    before: &Game,
    given: Given,
    (after, events): (&Game, &[Event]),
    budget: &ReviewBudget,
    seed: u64,
) -> Result<ShotReview, AiError> {
    if let Some(w) = before.winner() {
        return Err(AiError::GameOver { winner: w });
    }
    let seat = before.to_play();
    let team = before.team_of(seat);
    let d = ai::pitchnut::choose_params(before, &budget.reference, seed)?;
    let best = PitchnutShot {
        flick: Flick {
            pos: d.pos,
            velocity: d.intended_velocity,
            spin: 0.0,
        },
        kind: d.kind,
    };
    let meant = PitchnutShot {
        flick: Flick {
            pos: given.place,
            velocity: given.meant,
            spin: given.spin,
        },
        kind: PitchnutKind::Safety,
    };
    // A play the engine refuses (never expected: both flicks were legal)
    // is valued as the position before it.
    let value =
        |g: Option<Game>| g.map_or_else(|| win_chance(before, team), |g| win_chance(&g, team));
    // Paired plays: the k-th play of each shot draws the same error.
    let plays: Vec<usize> = (0..budget.rollouts.max(1)).collect();
    let pairs = par_map(&plays, search::cores(), |&k| {
        let s = stream_seed(seed, k, REVIEW_PASS);
        let b = ai::pitchnut::play(before, &budget.hand, &best, &mut Rng::new(s));
        let m = ai::pitchnut::play(before, &budget.hand, &meant, &mut Rng::new(s));
        (value(b), value(m))
    });
    let (best_value, meant_value, choice_margin) = paired_means(&pairs);
    let over = events.iter().find_map(|e| match e {
        Event::GameOver { winner, .. } => Some(*winner),
        _ => None,
    });
    let played_value = match over {
        Some(w) if w == team => 100.0,
        Some(_) => 0.0,
        None => win_chance(&settle(after.clone()), team),
    };
    let left = match (over, after.pieces_left(team), after.pieces_left(1 - team)) {
        (None, Some(mine), Some(theirs)) => Some((mine as u8, theirs as u8)),
        _ => None,
    };
    Ok(ShotReview {
        at: 0,
        seat,
        side: team,
        place: given.place,
        meant: given.meant,
        played: given.played,
        best: Ghost {
            place: best.flick.pos,
            velocity: best.flick.velocity,
            spin: 0.0,
        },
        best_value,
        meant_value,
        played_value,
        choice_margin,
        facts: Facts::Pitchnut(PitchnutFacts {
            best: meant_kind(before, &best.flick),
            meant: meant_kind(before, &meant.flick),
            sunk: own_sunk(before, team, events) as u8,
            scratch: events.iter().any(|e| matches!(e, Event::Scratch { .. })),
            left,
        }),
    })
}

/// The team's own pieces that `events` sank: those of the colour the team
/// has once the shot is counted (a shot may set the colours).
fn own_sunk(before: &Game, team: u8, events: &[Event]) -> usize {
    let set = events.iter().find_map(|e| match e {
        Event::ColoursSet { team: t, colour } => {
            Some(if *t == team { *colour } else { colour.other() })
        }
        _ => None,
    });
    let Some(colour) = before.colour_of(team).or(set) else {
        return 0;
    };
    events
        .iter()
        .filter(|e| matches!(e, Event::Sunk { colour: c, .. } if *c == colour))
        .count()
}

/// What `flick` does from `before` played without error.
fn meant_kind(before: &Game, flick: &Flick) -> PitchnutMeant {
    let team = before.team_of(before.to_play());
    let Some((after, events)) = before
        .shot_input(flick)
        .ok()
        .and_then(|input| simulate(before.spec(), &input).ok())
        .and_then(|report| before.clone().apply(&report).ok())
    else {
        return PitchnutMeant::Safety;
    };
    match after.winner() {
        Some(w) if w == team => PitchnutMeant::Wins,
        Some(_) => PitchnutMeant::Loses,
        None if events.iter().any(|e| matches!(e, Event::Scratch { .. })) => PitchnutMeant::Scratch,
        None if own_sunk(before, team, &events) > 0 => PitchnutMeant::Sinks,
        None => PitchnutMeant::Safety,
    }
}
