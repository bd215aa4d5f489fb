//! The review on a position made for it: the last shot of a round, with an
//! opponent's 10 in front of the shooter and their 5 to the side. Taking
//! the 10 out wins the round 10-5; a soft tap pushes it to 15 and loses
//! the round 10-20.

use super::crokinole::{Given, review_shot};
use super::*;
use crate::ai::AiLevel;
use crate::ai::crokinole_candidates::ShotKind;
use crate::crokinole::{BoardPuck, Event, Setup, State, TableKind};
use crate::physics::simulate;
use crate::save::{Events, MatchRecord, Move, Player, Position, Replay, Seated};
use crate::shot::Place;
use crate::spec::Spec;

const FROM: Vec2 = Vec2::new(0.0, -0.305);

/// Seat 0 to play the hammer: red (seat 2) has a 10 straight ahead of it
/// and a 5 off to the side; every other puck went to the ditch.
fn hammer() -> State {
    let spec = Spec::STANDARD;
    let puck = |id, x, y| BoardPuck {
        id,
        pos: Vec2::new(x, y),
        place: Place::Board,
    };
    let setup = Setup {
        table: Some(TableKind::TwoPlayers),
        first_shooter: Some(2),
        board: vec![puck(200, 0.0, -0.14), puck(201, 0.17, 0.15)],
        ditch: (202..212).chain(0..11).collect(),
        ..Setup::default()
    };
    let state = State::new(&spec.crokinole, &setup).unwrap();
    assert_eq!(state.to_shoot(), Some(0));
    state
}

/// Plays `velocity` from `from` on seat 0's line.
fn play(state: &State, from: Vec2, velocity: Vec2) -> (State, Vec<Event>) {
    let spec = Spec::STANDARD;
    let input = state.shot_input(&spec, from, velocity, 0.0).unwrap();
    let report = simulate(&spec, &input).unwrap();
    state
        .clone()
        .apply(&spec.crokinole, false, &report)
        .unwrap()
}

/// Fast enough for a debug build: the Champion's search, the
/// Grandmaster's hand, 32 plays.
fn budget() -> ReviewBudget {
    ReviewBudget {
        reference: AiLevel::Champion.params(),
        hand: AiLevel::Grandmaster.params(),
        rollouts: 32,
    }
}

/// The review of a shot from `from`, meant as `meant`, played as `played`.
fn review(state: &State, from: Vec2, meant: Vec2, played: Vec2) -> ShotReview {
    let spec = Spec::STANDARD;
    let (after, events) = play(state, from, played);
    let given = Given {
        place: from,
        meant,
        played,
        spin: 0.0,
        declared_twenty: false,
    };
    review_shot(&spec, state, given, (&after, &events), &budget(), 11).unwrap()
}

/// The crokinole facts of a crokinole shot's review.
fn crok(r: &ShotReview) -> CrokinoleFacts {
    *r.crokinole().expect("a crokinole shot")
}

/// A soft tap straight at the 10: it ends in the 15.
const TAP: Vec2 = Vec2::new(0.0, 0.66);

#[test]
fn a_tap_where_a_takeout_wins_the_round_is_a_costly_choice_named_as_such() {
    let state = hammer();
    let r = review(&state, FROM, TAP, TAP);
    let f = crok(&r);
    assert_eq!(f.best, ShotKind::Takeout, "{r:?}");
    assert_eq!(
        (f.meant, f.lead_after, f.round_over),
        (MeantKind::Draw, -10, true)
    );
    assert_eq!(
        (f.open, f.twenty, f.taken_out, f.hammer),
        (false, false, 0, None)
    );
    // The round lost by 10 (and the round's 15) against one won by 5 (and 15).
    assert_eq!(r.played_value, -25.0);
    assert!(r.best_value > 15.0, "{r:?}");
    assert!(r.choice() > 35.0, "{r:?}");
    assert!(r.execution().abs() < 3.0, "{r:?}");
    assert!(r.choice_margin < 3.0, "{r:?}");
    assert_eq!(
        why(&r),
        Why::Choice {
            best: ShotKind::Takeout,
            meant: MeantKind::Draw,
            lead: -10,
            round_over: true,
            hammer: None
        }
    );
}

#[test]
fn the_reference_shot_missed_by_the_hand_is_counted_as_execution() {
    let state = hammer();
    let ghost = review(&state, FROM, TAP, TAP).best;
    // Meant exactly as the reference's shot, played as the tap.
    let r = review(&state, ghost.place, ghost.velocity, TAP);
    assert_eq!(r.choice(), 0.0, "the same shot, the same draws: {r:?}");
    assert_eq!(crok(&r).meant, MeantKind::Takeout);
    assert!(r.execution() > 35.0, "{r:?}");
    assert_eq!(r.loss(), r.execution());
    assert_eq!(
        why(&r),
        Why::Execution {
            meant: MeantKind::Takeout
        }
    );
    // And played as meant: nothing lost but the hand's luck.
    let r = review(&state, ghost.place, ghost.velocity, ghost.velocity);
    assert_eq!(r.choice(), 0.0);
    assert_eq!(crok(&r).taken_out, 1);
    assert!(r.loss().abs() < 3.0, "{r:?}");
}

#[test]
fn the_same_shot_reviewed_twice_gives_the_same_bits() {
    let state = hammer();
    let a = review(&state, FROM, TAP, TAP);
    let b = review(&state, FROM, TAP, TAP);
    assert_eq!(a.best_value.to_bits(), b.best_value.to_bits());
    assert_eq!(a.meant_value.to_bits(), b.meant_value.to_bits());
    assert_eq!(a, b);
}

/// The hammer position one shot earlier: red (seat 2) still to play its
/// last puck, hard into the ditch at its side, then seat 0 taps, having meant a
/// hard shot.
fn record() -> MatchRecord {
    let mut setup = hammer().setup().unwrap();
    setup.ditch.retain(|&id| id != 211);
    let players = vec![
        Seated {
            seat: 0,
            player: Player::Guest { name: "Ana".into() },
        },
        Seated {
            seat: 2,
            player: Player::Ai {
                level: AiLevel::Casual,
            },
        },
    ];
    let mut record = MatchRecord::crokinole(setup, players, 5);
    let shot = |place: Vec2, velocity| Move::Shot {
        place,
        velocity,
        spin: 0.0,
        declared_twenty: false,
    };
    record.moves = vec![
        shot(Vec2::new(0.0977, 0.289), Vec2::new(2.0, -0.3)),
        shot(FROM, TAP),
    ];
    record.meant = Some(vec!["1 0 1.6".into()]);
    record
}

#[test]
fn a_record_is_reviewed_a_shot_at_a_time_for_the_seats_asked() {
    let mut people = Reviewer::new(record(), Whose::People, budget()).unwrap();
    assert_eq!((people.total(), people.done()), (1, 0));
    let r = people.next_shot().unwrap().unwrap();
    assert_eq!((r.at, r.seat, people.done()), (1, 0, 1));
    assert_eq!((r.meant, r.played), (Vec2::new(0.0, 1.6), TAP));
    assert_eq!(people.next_shot().unwrap(), None);
    // The shot as `review_shot` sees it, seeded from the record's seed and
    // the move's index.
    let mut replay = Replay::new(record()).unwrap();
    replay.step().unwrap();
    let Position::Crokinole(before) = replay.position().clone() else {
        panic!("a crokinole record");
    };
    let step = replay.step().unwrap().unwrap();
    let (Position::Crokinole(after), Events::Crokinole(events)) = (replay.position(), &step.events)
    else {
        panic!("a crokinole record");
    };
    let given = Given {
        place: FROM,
        meant: Vec2::new(0.0, 1.6),
        played: TAP,
        spin: 0.0,
        declared_twenty: false,
    };
    let seed = crate::ai::search::stream_seed(5, 1, 0x4E5);
    let spec = Spec::STANDARD;
    let direct = review_shot(&spec, &before, given, (after, events), &budget(), seed).unwrap();
    assert_eq!(ShotReview { at: 1, ..direct }, r);
    // Every seat: red's shot too, first.
    let all = Reviewer::new(record(), Whose::Everyone, budget()).unwrap();
    assert_eq!((all.total(), all.todo()), (2, &[0, 1][..]));
    let all = all.run().unwrap();
    assert_eq!((all[0].at, all[0].seat, all[1].at), (0, 2, 1));
    assert_eq!(all[1], r);
    // One seat's: red's alone.
    let red = Reviewer::new(record(), Whose::Seat(2), budget()).unwrap();
    assert_eq!(red.total(), 1);
    assert_eq!(red.run().unwrap()[0].seat, 2);
}

#[test]
fn the_costliest_shots_come_first_and_each_player_gets_a_line() {
    let state = hammer();
    let tap = review(&state, FROM, TAP, TAP);
    let ghost = tap.best;
    let good = ShotReview {
        at: 3,
        ..review(&state, ghost.place, ghost.velocity, ghost.velocity)
    };
    let reviews = vec![
        good.clone(),
        ShotReview {
            at: 5,
            ..tap.clone()
        },
    ];
    let top = costliest(&reviews, 3);
    assert_eq!(top.iter().map(|r| r.at).collect::<Vec<_>>(), vec![5, 3]);
    let lines = players(&reviews);
    assert_eq!(lines.len(), 1);
    let p = &lines[0];
    assert_eq!(
        (p.seat, p.shots, p.open_shots, p.takeout_shots, p.takeouts),
        (0, 2, 0, 2, 1)
    );
    assert!((p.mean_loss - (good.loss() + tap.loss()) / 2.0).abs() < 1e-4);
    assert!((p.mean_choice + p.mean_execution - p.mean_loss).abs() < 1e-3);
}

#[test]
fn a_review_line_keeps_every_bit_and_refuses_damage() {
    let state = hammer();
    let facts = Facts::Crokinole(CrokinoleFacts {
        hammer: Some(2),
        ..crok(&review(&state, FROM, TAP, TAP))
    });
    let r = ShotReview {
        at: 17,
        facts,
        ..review(&state, FROM, TAP, TAP)
    };
    let line = r.to_line();
    assert!(line.len() <= MAX_LINE, "{}", line.len());
    assert_eq!(ShotReview::from_line(&line), Some(r.clone()));
    for bad in [
        String::new(),
        line.replacen("r1", "r2", 1),
        line.replacen("r1", "n1", 1),
        format!("{line} 1"),
        line.rsplit_once(' ').unwrap().0.to_string(),
        line.replacen(" 0 ", " 9 ", 1),
        line.replace("2", "z"),
    ] {
        assert_eq!(ShotReview::from_line(&bad), None, "{bad}");
    }
    // A NaN in a float's place is refused, not read.
    let nan = format!("{:x}", f32::NAN.to_bits());
    let mut words: Vec<String> = line.split(' ').map(String::from).collect();
    words[4] = nan;
    assert_eq!(ShotReview::from_line(&words.join(" ")), None);
}

#[test]
fn the_review_job_answers_as_the_reviewer_does_a_shot_at_a_time() {
    use crate::game::{AiJob, Answer, JobCache, Question};
    let record = record();
    let all = Reviewer::new(record.clone(), Whose::Everyone, ReviewBudget::standard())
        .unwrap()
        .run()
        .unwrap();
    let mut cache = JobCache::default();
    for (k, expected) in all.iter().enumerate() {
        let job = shot_job(&record, k);
        // The trip through text, as to and from the web's worker.
        let job = AiJob::from_text(&job.to_text()).unwrap();
        let answer = job.answer(&mut cache);
        let back = Answer::from_text(&answer.to_text()).unwrap();
        assert_eq!(back, Answer::Review(Ok(Some(expected.clone()))));
    }
    // A record with no move: nothing to review; a damaged one: said why.
    let mut empty = shot_job(&record, 0).record;
    empty.moves.clear();
    let job = AiJob::new(Question::Review, AiLevel::Grandmaster, 5, empty);
    assert_eq!(job.answer(&mut cache), Answer::Review(Ok(None)));
    let mut damaged = record;
    damaged.meant = Some(vec!["9 1 1".into()]);
    let job = AiJob::new(Question::Review, AiLevel::Grandmaster, 5, damaged);
    assert!(matches!(job.answer(&mut cache), Answer::Review(Err(_))));
}
