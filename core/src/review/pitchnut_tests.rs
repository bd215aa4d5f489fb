//! Pitchnut's review on a position from a real game: the poison by the
//! other team's corner behind one of their pieces, and seat 2 (team 1),
//! whose pieces are all down, to play for it.

use super::crokinole::Given;
use super::*;
use crate::ai::pitchnut_candidates::from_seat_frame;
use crate::physics::simulate;
use crate::pitchnut::{Event, Flick, Game};
use crate::save::{MatchRecord, Move, Position, Replay};

const FIXTURE: &str = include_str!("../../../tests/fixtures/pitchnut-poison-behind-a-piece.json");

fn record() -> MatchRecord {
    MatchRecord::from_json(FIXTURE.as_bytes()).unwrap()
}

fn position() -> Game {
    let mut replay = Replay::new(record()).unwrap();
    while replay.step().unwrap().is_some() {}
    match replay.position() {
        Position::Pitchnut(m) => m.game.clone(),
        _ => panic!("a pitchnut fixture"),
    }
}

/// The same with the poison moved to the far edge, straight down the
/// board from seat 2 with nothing in the way: one firm flick wins.
fn poison_on_the_lip() -> Game {
    let mut setup = position().to_setup();
    let board = setup
        .board
        .as_mut()
        .expect("a game in play lists its pieces");
    let poison = board
        .iter_mut()
        .find(|p| p.id == crate::pitchnut::POISON)
        .unwrap();
    poison.pos = Vec2::new(-0.13, -0.285);
    Game::from_setup(&setup).unwrap()
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

/// A soft push from the middle of the home line that stops short of
/// everything: it leaves the poison where it is and the turn passes.
fn tap(game: &Game) -> Flick {
    let seat = game.to_play();
    let home = game.spec().pitchnut.home_line_y();
    Flick {
        pos: from_seat_frame(seat, Vec2::new(0.0, home)),
        velocity: from_seat_frame(seat, Vec2::new(0.0, 0.4)),
        spin: 0.0,
    }
}

fn play(game: &Game, flick: &Flick) -> (Game, Vec<Event>) {
    let input = game.shot_input(flick).unwrap();
    let report = simulate(game.spec(), &input).unwrap();
    game.clone().apply(&report).unwrap()
}

/// The review of a shot from `place`, meant as `meant`, played as `played`.
fn review(game: &Game, place: Vec2, meant: Vec2, played: Vec2) -> ShotReview {
    let flick = Flick {
        pos: place,
        velocity: played,
        spin: 0.0,
    };
    let (after, events) = play(game, &flick);
    let given = Given {
        place,
        meant,
        played,
        spin: 0.0,
        declared_twenty: false,
    };
    review_pitchnut_shot(game, given, (&after, &events), &budget(), 7).unwrap()
}

#[test]
fn a_tap_when_the_poison_is_on_is_a_costly_choice_named_as_such() {
    let game = poison_on_the_lip();
    assert!(game.shoots_for_poison(game.team_of(game.to_play())));
    let t = tap(&game);
    let r = review(&game, t.pos, t.velocity, t.velocity);
    let f = *r.pitchnut().expect("a pitchnut shot");
    assert_eq!((r.seat, r.side), (2, 1));
    assert_eq!(
        (f.meant, f.sunk, f.scratch),
        (PitchnutMeant::Safety, 0, false)
    );
    assert_eq!(f.best, PitchnutMeant::Wins, "{r:?}");
    // Values are chances in percent.
    for v in [r.best_value, r.meant_value, r.played_value] {
        assert!((0.0..=100.0).contains(&v), "{r:?}");
    }
    assert!(r.choice() > 10.0, "{r:?}");
    assert!(r.choice() > 2.0 * r.choice_margin, "{r:?}");
    assert!(
        matches!(
            why(&r),
            Why::PitchnutChoice {
                meant: PitchnutMeant::Safety,
                ..
            }
        ),
        "{:?}",
        why(&r)
    );
}

#[test]
fn the_grandmasters_shot_missed_by_the_hand_is_execution() {
    let game = poison_on_the_lip();
    let t = tap(&game);
    let ghost = review(&game, t.pos, t.velocity, t.velocity).best;
    let r = review(&game, ghost.place, ghost.velocity, t.velocity);
    assert_eq!(r.choice(), 0.0, "the same shot, the same draws: {r:?}");
    assert_eq!(r.loss(), r.execution());
    assert!(r.execution() > 10.0, "{r:?}");
    assert!(
        matches!(why(&r), Why::PitchnutExecution { .. }),
        "{:?}",
        why(&r)
    );
}

#[test]
fn a_pitchnut_record_is_reviewed_shot_by_shot_as_review_played_does() {
    // The fixture's last two flicks, of either team.
    let mut rec = record();
    let n = rec.moves.len();
    let all = Reviewer::new(rec.clone(), Whose::Everyone, budget()).unwrap();
    let flicks: Vec<usize> = (0..n)
        .filter(|&i| matches!(rec.moves[i], Move::Flick(_)))
        .collect();
    assert_eq!(all.todo(), &flicks[..]);
    rec.moves.truncate(flicks[1] + 1);
    let mut reviewer = Reviewer::new(rec.clone(), Whose::Everyone, budget()).unwrap();
    let first = reviewer.next_shot().unwrap().unwrap();
    assert_eq!(first.at, flicks[0]);
    assert_eq!(first.game(), crate::spec::BoardKind::Pitchnut);
    let mut replay = Replay::new(rec.clone()).unwrap();
    while replay.moves_played() < flicks[0] {
        replay.step().unwrap();
    }
    let before = replay.position().clone();
    let m = rec.moves[flicks[0]];
    let step = replay.step().unwrap().unwrap();
    let spec = *replay.spec();
    let direct = review_played(
        &spec,
        &before,
        m,
        flicks[0],
        &step,
        replay.position(),
        &rec,
        &budget(),
    )
    .unwrap()
    .unwrap();
    assert_eq!(direct, first);
    // Its line keeps every bit.
    let line = first.to_line();
    assert!(line.starts_with("n1 ") && line.len() <= MAX_LINE, "{line}");
    assert_eq!(ShotReview::from_line(&line), Some(first.clone()));
    assert_eq!(ShotReview::from_line(&line.replacen("n1", "r1", 1)), None);
}

#[test]
fn the_two_teams_chances_add_to_a_whole_and_a_finished_game_is_certain() {
    let game = position();
    let a = win_chance(&game, 0);
    let b = win_chance(&game, 1);
    assert!((a + b - 100.0).abs() < 1e-3, "{a} + {b}");
    let f = facts(&game, 1);
    let g = facts(&game, 0);
    for (x, y) in f.iter().zip(g) {
        assert_eq!(*x, -y, "each fact changes sign with the team");
    }
    // Team 1 shoots for the poison, team 0 does not; team 1 to play.
    assert_eq!((f[0], f[2]), (1.0, 1.0));
    let t = tap(&game);
    let (after, _) = play(&game, &t);
    assert_eq!(facts(&after, 1)[0], -1.0, "the tap passes the turn");
    let mut won = game.clone();
    // Played until the game ends, the winner's chance is 100 and the
    // loser's 0.
    let mut seed = 0;
    while won.winner().is_none() && seed < 200 {
        let d = crate::ai::pitchnut::choose(&won, AiLevel::Beginner, seed).unwrap();
        won = crate::ai::pitchnut_retake::settle(play(&won, &d.flick()).0);
        seed += 1;
    }
    let w = won.winner().expect("a finished game");
    assert_eq!((win_chance(&won, w), win_chance(&won, 1 - w)), (100.0, 0.0));
}

#[test]
fn the_web_workers_job_reviews_a_pitchnut_shot_as_the_reviewer_does() {
    use crate::game::{AiJob, Answer, JobCache};
    // The fixture's first two flicks: Player 1's, then the Grandmaster's.
    let mut rec = record();
    rec.moves.truncate(2);
    let expected = Reviewer::new(rec.clone(), Whose::Everyone, ReviewBudget::standard())
        .unwrap()
        .run()
        .unwrap();
    assert_eq!(expected.len(), 2);
    let mut cache = JobCache::default();
    for r in &expected {
        // The trip through text, as to and from the web's worker.
        let job = AiJob::from_text(&shot_job(&rec, r.at).to_text()).unwrap();
        let answer = Answer::from_text(&job.answer(&mut cache).to_text()).unwrap();
        assert_eq!(answer, Answer::Review(Ok(Some(r.clone()))));
    }
}

#[test]
fn each_games_ladder_runs_in_level_order_on_its_own_scale() {
    use crate::spec::BoardKind;
    for game in [BoardKind::Crokinole, BoardKind::Pitchnut] {
        let l = ladder(game);
        assert_eq!(l.len(), 6, "{game:?}");
        assert!(l.windows(2).all(|w| w[0].1 > w[1].1), "{game:?}: {l:?}");
        assert_eq!(l[5].0, AiLevel::Grandmaster);
    }
    // 3 points a crokinole shot is near the Champion; 3 % of a pitchnut
    // game a shot, near the Club.
    assert_eq!(
        nearest_level(BoardKind::Crokinole, 3.0),
        Some(AiLevel::Champion)
    );
    assert_eq!(nearest_level(BoardKind::Pitchnut, 3.0), Some(AiLevel::Club));
    assert_eq!(
        nearest_level(BoardKind::Pitchnut, 20.0),
        Some(AiLevel::Beginner)
    );
}
