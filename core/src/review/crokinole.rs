//! One crokinole shot reviewed: the Grandmaster's shot for the position,
//! both shots played `rollouts` times with the same hand and the same
//! draws of its error, and what the shot actually did.

use super::{CrokinoleFacts, Facts, Ghost, ReviewBudget, ShotReview, paired_means};
use crate::ai::crokinole_candidates::{CrokinoleShot, ShotKind};
use crate::ai::evaluate::{crokinole_value, future_seats};
use crate::ai::search::{self, par_map, stream_seed};
use crate::ai::{self, AiError};
use crate::crokinole::{Event, OffReason, State, owner_of};
use crate::geom::Vec2;
use crate::physics::simulate;
use crate::rng::Rng;
use crate::spec::Spec;

/// The stream a review's rollouts draw from (the AI's passes are 0 to a
/// few; the hand is `search::HAND`).
pub(super) const REVIEW_PASS: u64 = 0x4E5;

/// What a meant shot does when played exactly: the player's plan, told
/// from the result, as a coach would name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MeantKind {
    /// Into the 20.
    Twenty,
    /// Knocks an opponent's puck off.
    Takeout,
    /// Stays on the board and removes nothing of theirs.
    Draw,
    /// The shot's own puck goes off and nothing of theirs with it.
    Miss,
}

/// A shot as the player gave it.
#[derive(Clone, Copy, Debug)]
pub struct Given {
    pub place: Vec2,
    pub meant: Vec2,
    pub played: Vec2,
    pub spin: f32,
    pub declared_twenty: bool,
}

/// Reviews the shot `given` from `before` (which led to `after` with
/// `events`), seeded by `seed`.
pub fn review_shot(
    spec: &Spec,
    before: &State,
    given: Given,
    (after, events): (&State, &[Event]),
    budget: &ReviewBudget,
    seed: u64,
) -> Result<ShotReview, AiError> {
    let seat = before.to_shoot().ok_or(AiError::NotInPlay)?;
    let table = *before.table();
    let side = table.side_of(seat);
    let d = ai::crokinole::choose_params(spec, before, &budget.reference, seed)?;
    let best = CrokinoleShot {
        place: d.place,
        velocity: d.intended_velocity,
        declare_twenty: d.declare_twenty,
        kind: d.kind,
        spin: d.intended_spin,
    };
    let meant = CrokinoleShot {
        place: given.place,
        velocity: given.meant,
        declare_twenty: given.declared_twenty,
        kind: ShotKind::Draw,
        spin: given.spin,
    };
    // Paired plays: the k-th play of each shot draws the same error.
    let plays: Vec<usize> = (0..budget.rollouts.max(1)).collect();
    let pairs = par_map(&plays, search::cores(), |&k| {
        let s = stream_seed(seed, k, REVIEW_PASS);
        let b = ai::crokinole::rollout_with(spec, before, &budget.hand, &best, &mut Rng::new(s));
        let m = ai::crokinole::rollout_with(spec, before, &budget.hand, &meant, &mut Rng::new(s));
        (b, m)
    });
    let (best_value, meant_value, choice_margin) = paired_means(&pairs);
    let puck = before.next_puck();
    let open = !before.opponents_on_board(seat);
    let taken_out = events
        .iter()
        .filter(|e| {
            matches!(e, Event::Off { puck, why: OffReason::Ditch | OffReason::Rebound, .. }
                if table.side_of(owner_of(*puck)) != side)
        })
        .count() as u8;
    let round_over = events.iter().any(|e| matches!(e, Event::RoundOver { .. }));
    Ok(ShotReview {
        at: 0,
        seat,
        side,
        place: given.place,
        meant: given.meant,
        played: given.played,
        best: Ghost {
            place: best.place,
            velocity: best.velocity,
            spin: best.spin,
        },
        best_value,
        meant_value,
        played_value: crokinole_value(spec, after, events, side),
        choice_margin,
        facts: Facts::Crokinole(CrokinoleFacts {
            best: best.kind,
            declare_twenty: best.declare_twenty,
            meant: meant_kind(spec, before, &meant),
            open,
            twenty: events
                .iter()
                .any(|e| matches!(e, Event::Twenty { puck: p, .. } if Some(*p) == puck)),
            taken_out,
            lead_after: lead(spec, after, events, side),
            round_over,
            hammer: (!round_over)
                .then(|| future_seats(after).last().map(|&s| table.side_of(s)))
                .flatten(),
        }),
    })
}

/// The shooter side's lead after the shot: the round's final count when it
/// ended, else the count as the board stands.
fn lead(spec: &Spec, after: &State, events: &[Event], side: u8) -> i32 {
    let scores = events
        .iter()
        .find_map(|e| match e {
            Event::RoundOver { scores, .. } => Some(scores.clone()),
            _ => None,
        })
        .unwrap_or_else(|| after.scores(&spec.crokinole));
    let of = |s: u8| scores.iter().find(|x| x.side == s).map_or(0, |x| x.points) as i32;
    let best_other = scores
        .iter()
        .filter(|x| x.side != side)
        .map(|x| x.points as i32)
        .max()
        .unwrap_or(0);
    of(side) - best_other
}

/// What `shot` does from `before` played without error.
fn meant_kind(spec: &Spec, before: &State, shot: &CrokinoleShot) -> MeantKind {
    let Some(seat) = before.to_shoot() else {
        return MeantKind::Miss;
    };
    let table = *before.table();
    let side = table.side_of(seat);
    let puck = before.next_puck();
    let Some(events) = before
        .shot_input(spec, shot.place, shot.velocity, shot.spin)
        .ok()
        .and_then(|input| simulate(spec, &input).ok())
        .and_then(|report| {
            before
                .clone()
                .apply(&spec.crokinole, shot.declare_twenty, &report)
                .ok()
        })
        .map(|(_, events)| events)
    else {
        return MeantKind::Miss;
    };
    let theirs_off = events
        .iter()
        .any(|e| matches!(e, Event::Off { puck, .. } if table.side_of(owner_of(*puck)) != side));
    if events
        .iter()
        .any(|e| matches!(e, Event::Twenty { puck: p, .. } if Some(*p) == puck))
    {
        MeantKind::Twenty
    } else if theirs_off {
        MeantKind::Takeout
    } else if events
        .iter()
        .any(|e| matches!(e, Event::Off { puck: p, .. } if Some(*p) == puck))
    {
        MeantKind::Miss
    } else {
        MeantKind::Draw
    }
}
