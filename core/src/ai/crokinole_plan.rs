//! The planner for crokinole: the next shooter's best reply to each of the
//! one-ply search's best shots (see `planner`). The last shot of the round
//! (the hammer) ends it, so its value is the final count; a puck left open
//! to a takeout, or no puck left at all (a free shot), shows up as the
//! reply that punishes it; a guard or a puck behind a post as the reply
//! that cannot. A finalist whose path meets a post is also tried spun
//! either way (`LevelParams::crokinole_spin`): off a post, spin is a
//! different shot. The top levels' budget looks at no reply (it measured
//! weaker than none, `level.rs`): their planner is fresh plays of the grid
//! search's finalists (`crokinole_grid`) and of their spun copies.

use super::crokinole::{candidates, play};
use super::crokinole_candidates::{CrokinoleShot, segment_distance, slide_for};
use super::evaluate;
use super::level::LevelParams;
use super::planner::{self, Outcome, PlanBudget};
use super::search::{self, Choice};
use crate::crokinole::{Event, Side, State};
use crate::spec::Spec;

/// Value of a play the engine refused (never expected).
const REFUSED: f32 = -1000.0;

/// The planner's choice among `ranked` (indices into `shots`): the shot,
/// perhaps spun, and what the planner learnt of it.
pub fn deepen(
    spec: &Spec,
    state: &State,
    params: &LevelParams,
    budget: &PlanBudget,
    shots: &[CrokinoleShot],
    ranked: &[Choice],
    seed: u64,
) -> Option<(CrokinoleShot, Choice)> {
    let side = state.table().side_of(state.to_shoot()?);
    let (shots, ranked, budget) = with_spin(spec, shots, ranked, budget, params.crokinole_spin);
    let (shots, budget) = (&shots[..], &budget);
    let outcome = |i: usize, rng: &mut crate::rng::Rng| -> Outcome<State> {
        match play(spec, state, params, &shots[i], rng) {
            Some((after, events)) => {
                let v = evaluate::crokinole_value(spec, &after, &events, side);
                if ended(&after, &events) {
                    Outcome::Over(v)
                } else {
                    Outcome::Open(after, v)
                }
            }
            None => Outcome::Over(REFUSED),
        }
    };
    let reply = |after: &State, seed: u64| reply_value(spec, after, params, budget, side, seed);
    let choice = planner::deepen(&ranked, budget, seed, search::cores(), outcome, reply)?;
    Some((shots[choice.index], choice))
}

/// The finalists, each that meets a post followed by the same shot spun
/// either way at `spin` (the planner's width grows to match). A spun copy
/// starts from its shot's first look: spin changes nothing until the disc
/// touches a post, and every finalist meets the same execution errors, so
/// the planner's plays tell them apart only where the post does. Ties go
/// to the unspun shot.
fn with_spin(
    spec: &Spec,
    shots: &[CrokinoleShot],
    ranked: &[Choice],
    budget: &PlanBudget,
    spin: f32,
) -> (Vec<CrokinoleShot>, Vec<Choice>, PlanBudget) {
    let width = budget.width.min(ranked.len());
    let mut all = shots.to_vec();
    let mut top = Vec::new();
    for c in &ranked[..width] {
        top.push(*c);
        let shot = shots[c.index];
        if spin > 0.0 && meets_post(spec, &shot) {
            for w in [spin, -spin] {
                all.push(CrokinoleShot { spin: w, ..shot });
                top.push(Choice {
                    index: all.len() - 1,
                    ..*c
                });
            }
        }
    }
    let budget = PlanBudget {
        width: top.len(),
        ..*budget
    };
    (all, top, budget)
}

/// Does `shot`'s straight path, as far as it would slide on an empty
/// board, pass within a disc's radius of touching a post?
fn meets_post(spec: &Spec, shot: &CrokinoleShot) -> bool {
    let c = &spec.crokinole;
    let slide = slide_for(spec, shot.velocity.length()).min(2.0 * c.shooting_line_radius);
    let end = shot.place + shot.velocity.normalize_or_zero() * slide;
    c.pegs()
        .into_iter()
        .any(|g| segment_distance(shot.place, end, g) < c.peg_radius + 2.0 * c.disc_radius)
}

/// The round (or match) is over: no reply to look at.
fn ended(after: &State, events: &[Event]) -> bool {
    after.to_shoot().is_none() || events.iter().any(|e| matches!(e, Event::RoundOver { .. }))
}

/// Our (`side`'s) value after the next shooter's best reply from `after`,
/// the replies chosen by the replier's own value (a partner's reply is
/// chosen for our side, as it is theirs too).
fn reply_value(
    spec: &Spec,
    after: &State,
    params: &LevelParams,
    budget: &PlanBudget,
    side: Side,
    seed: u64,
) -> f32 {
    let Some(seat) = after.to_shoot() else {
        return REFUSED;
    };
    let theirs = after.table().side_of(seat);
    let pool = candidates(spec, after, budget.replies * 3);
    let replies = planner::spread(&pool, |c| c.kind, budget.replies);
    planner::best_reply(&replies, budget.reply_samples, seed, |c, rng| {
        match play(spec, after, params, c, rng) {
            Some((next, events)) => (
                evaluate::crokinole_value(spec, &next, &events, theirs),
                evaluate::crokinole_value(spec, &next, &events, side),
            ),
            None => (REFUSED, 0.0),
        }
    })
    .unwrap_or_else(|| evaluate::crokinole_value(spec, after, &[], side))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::crokinole_candidates::{ShotKind, seat_spot, speed_for};
    use crate::crokinole::{Setup, TableKind};
    use crate::geom::Vec2;

    const SPEC: Spec = Spec::STANDARD;

    fn first_shot() -> State {
        let setup = Setup {
            table: Some(TableKind::TwoPlayers),
            first_shooter: Some(0),
            ..Default::default()
        };
        State::new(&SPEC.crokinole, &setup).unwrap()
    }

    /// Seat 0's shot from the middle of its arc at `aim`, arriving at
    /// `arrival` (m/s).
    fn shot_at(aim: Vec2, arrival: f32, spin: f32) -> CrokinoleShot {
        let place = seat_spot(&SPEC, 0);
        let speed = speed_for(&SPEC, place.distance(aim), arrival);
        CrokinoleShot {
            place,
            velocity: (aim - place).normalize_or_zero() * speed,
            declare_twenty: false,
            kind: ShotKind::OffPost,
            spin,
        }
    }

    /// Where the shooter ends after `shot`, played without error (the
    /// physics' word: the rules may remove it after).
    fn rest(shot: &CrokinoleShot) -> Vec2 {
        let input = first_shot()
            .shot_input(&SPEC, shot.place, shot.velocity, shot.spin)
            .unwrap();
        let report = crate::physics::simulate(&SPEC, &input).unwrap();
        report
            .finals
            .iter()
            .find(|d| d.id == report.shooter)
            .unwrap()
            .pos
    }

    #[test]
    fn spin_turns_a_shot_off_a_post_and_nothing_else() {
        let c = &SPEC.crokinole;
        let me = seat_spot(&SPEC, 0);
        let post = c
            .pegs()
            .into_iter()
            .min_by(|a, b| a.distance(me).total_cmp(&b.distance(me)))
            .unwrap();
        // Half a post's width off its centre: a glancing hit.
        let side = (post - me).normalize_or_zero().perp() * c.peg_radius * 0.5;
        let off_post = shot_at(post + side, 1.0, 0.0);
        assert!(meets_post(&SPEC, &off_post));
        let plain = rest(&off_post);
        let left = rest(&CrokinoleShot {
            spin: 60.0,
            ..off_post
        });
        let right = rest(&CrokinoleShot {
            spin: -60.0,
            ..off_post
        });
        assert!(left.distance(right) > 0.02, "{left:?} {right:?}");
        assert!(plain.distance(left) > 0.01 && plain.distance(right) > 0.01);
        // A draw to the 20 from the middle of the arc passes between the
        // posts, and no friction acts across the spin of a disc sliding
        // alone. (One that goes on into the ditch meets its rail, where
        // spin does act, but a puck in the ditch is out of play anyway.)
        let twenty = shot_at(Vec2::new(0.0, -0.01), 0.0, 0.0);
        assert!(!meets_post(&SPEC, &twenty));
        let spun = rest(&CrokinoleShot {
            spin: 60.0,
            ..twenty
        });
        assert_eq!(rest(&twenty), spun);
    }

    #[test]
    fn spun_copies_follow_only_the_finalists_that_meet_a_post() {
        let c = &SPEC.crokinole;
        let me = seat_spot(&SPEC, 0);
        let post = c.pegs()[0];
        let shots = [
            shot_at(Vec2::ZERO, 0.0, 0.0),
            shot_at(post, 1.0, 0.0),
            shot_at(Vec2::ZERO, 0.0, 0.0),
        ];
        assert!(
            meets_post(&SPEC, &shots[1]) && !meets_post(&SPEC, &shots[0]),
            "{me:?} {post:?}"
        );
        let ranked: Vec<Choice> = [1, 0, 2]
            .into_iter()
            .map(|index| Choice {
                index,
                value: 1.0,
                rollouts: 4,
            })
            .collect();
        let budget = PlanBudget {
            width: 2,
            outcomes: 1,
            replies: 1,
            reply_samples: 1,
            risk_samples: 1,
        };
        let (all, top, wide) = with_spin(&SPEC, &shots, &ranked, &budget, 60.0);
        assert_eq!(
            top.iter().map(|c| c.index).collect::<Vec<_>>(),
            [1, 3, 4, 0]
        );
        assert_eq!((all[3].spin, all[4].spin), (60.0, -60.0));
        assert_eq!(all[3].velocity, shots[1].velocity);
        assert_eq!(wide.width, 4);
        // No spin asked: the finalists as they were.
        let (_, top, wide) = with_spin(&SPEC, &shots, &ranked, &budget, 0.0);
        assert_eq!((top.len(), wide.width), (2, 2));
    }
}
