//! Pitchnut beginners' re-take, engine 6 (issue 31): after a shot that
//! touches no piece the match waits for the player's choice, with no limit
//! for a person; an AI seat bounds itself (`ai::pitchnut_retake`); the
//! choice is a move of the record, so a replay and a Web Worker's job see
//! it; an engine 5 record keeps the automatic once-a-turn re-take. Engine 7
//! (issue 44): a scratch that touches no piece offers none, and an engine 6
//! record that took the re-take then still replays.

use flickwood_core::ai::pitchnut_retake::MAX_RETAKES;
use flickwood_core::game::{
    AiJob, Answer, JobCache, Match, MatchSettings, Question, SeatKind, decide,
};
use flickwood_core::geom::Vec2;
use flickwood_core::pitchnut::Alleys;
use flickwood_core::save::{AiLevel, MatchRecord, Move, Position, Profiles, Replay, fingerprint};
use flickwood_core::spec::{Spec, seat_angle};

fn beginner_match(seats: [SeatKind; 4]) -> Match {
    let settings = MatchSettings::Pitchnut {
        players: 2,
        alleys: Alleys::American,
        beginner: true,
        seats,
    };
    let mut game = Match::new(settings, 5, &Profiles::default()).unwrap();
    // A person who wins the toss chooses who breaks: here as an AI would.
    game.choose_by_rule().unwrap();
    game
}

/// A soft flick back toward the shooter's own edge: it touches no piece.
fn miss(game: &mut Match) {
    let seat = game.next_turn().expect("a shot is due").seat;
    let a = seat_angle(seat);
    let home = Vec2::from_angle(a) * -Spec::STANDARD.pitchnut.home_line_y();
    let at = home + Vec2::from_angle(a + std::f32::consts::FRAC_PI_2) * 0.1;
    let shot = game
        .begin_shot(at, Vec2::from_angle(a) * 0.25, false)
        .unwrap();
    game.commit(shot).unwrap();
}

#[test]
fn a_person_may_take_a_miss_again_with_no_limit_then_pass() {
    let mut game = beginner_match([SeatKind::Guest; 4]);
    let seat = game.next_turn().unwrap().seat;
    for _ in 0..5 {
        miss(&mut game);
        assert_eq!(game.retake_offer(), Some(seat));
        assert!(game.next_turn().is_none(), "no shot before the choice");
        assert!(
            game.ai_retake().is_none(),
            "a person's choice, not the AI's"
        );
        game.choose_retake(true).unwrap();
        assert_eq!(game.next_turn().unwrap().seat, seat, "still the shooter");
    }
    miss(&mut game);
    game.choose_retake(false).unwrap();
    assert_ne!(
        game.next_turn().unwrap().seat,
        seat,
        "a pass moves the turn"
    );
    assert!(game.choose_retake(true).is_err(), "nothing is offered now");
    let moves = &game.replay().record().moves;
    let retakes = moves.iter().filter(|m| matches!(m, Move::Retake { .. }));
    assert_eq!(retakes.count(), 6);
}

#[test]
fn the_record_carries_the_choice_and_replays_bit_for_bit() {
    let mut game = beginner_match([SeatKind::Guest; 4]);
    miss(&mut game);
    game.choose_retake(true).unwrap();
    miss(&mut game);
    game.choose_retake(false).unwrap();
    let record = game.replay().record().clone();
    let text = record.to_json();
    assert!(text.contains("\"retake again\"") && text.contains("\"retake pass\""));
    let back = MatchRecord::from_json(text.as_bytes()).unwrap();
    // Made now: this game's engine (6 brought the choice; 7 kept it).
    assert_eq!(back.engine, flickwood_core::save::record::ENGINE_VERSION);
    let mut replay = Replay::new(back).unwrap();
    replay.run_to_end().unwrap();
    assert_eq!(fingerprint(replay.position()), fingerprint(game.position()));
}

#[test]
fn an_ai_seat_retakes_a_bounded_number_of_times_then_passes() {
    let ai = SeatKind::Ai(AiLevel::Beginner);
    let mut game = beginner_match([ai; 4]);
    let seat = game.next_turn().unwrap().seat;
    for k in 0..=MAX_RETAKES {
        miss(&mut game);
        let again = game.ai_retake().expect("the AI seat is asked");
        assert_eq!(again, k < MAX_RETAKES, "re-take {k}");
        game.choose_retake(again).unwrap();
    }
    assert_ne!(
        game.next_turn().unwrap().seat,
        seat,
        "the bound ends the turn"
    );
}

#[test]
fn a_worker_job_replays_a_record_with_retakes_and_answers_as_in_place() {
    let ai = SeatKind::Ai(AiLevel::Casual);
    let mut game = beginner_match([ai; 4]);
    miss(&mut game);
    game.choose_retake(true).unwrap();
    let req = game.ai_request().expect("the AI shoots again");
    let job = game.job(Question::Shot).unwrap();
    let job = AiJob::from_text(&job.to_text()).unwrap();
    let there = job.answer(&mut JobCache::default());
    assert_eq!(there, Answer::Shot(decide(&req)));
}

#[test]
fn an_engine_5_record_keeps_the_automatic_once_a_turn_retake() {
    let mut game = beginner_match([SeatKind::Guest; 4]);
    let seat = game.next_turn().unwrap().seat;
    miss(&mut game);
    let mut record = game.replay().record().clone();
    // The same flick twice, as an engine 5 game recorded it: no choices.
    let flick = record.moves[0];
    record.moves.push(flick);
    record.engine = 5;
    let mut replay = Replay::new(record).unwrap();
    replay.step().unwrap();
    let Position::Pitchnut(m) = replay.position() else {
        panic!("a pitchnut match")
    };
    assert!(!m.game.retake_offered());
    assert_eq!(m.game.to_play(), seat, "the first miss is taken again");
    replay.step().unwrap();
    let Position::Pitchnut(m) = replay.position() else {
        panic!("a pitchnut match")
    };
    assert_ne!(m.game.to_play(), seat, "the second miss ends the turn");
}

/// The shooter straight down the diagonal from the home line, through the
/// gate into the pocket at the seat's right: a scratch that touches no piece.
fn scratch_touching_nothing(game: &mut Match) {
    let seat = game.next_turn().expect("a shot is due").seat;
    let diagonal = Vec2::from_angle(seat_angle(seat) + std::f32::consts::FRAC_PI_4);
    let shot = game
        .begin_shot(diagonal * 0.311, diagonal * 1.2, false)
        .unwrap();
    game.commit(shot).unwrap();
}

/// Engine 7 (issue 44): a beginner's scratch that touches no piece gives one
/// more shot and offers no re-take; a record of engine 6 with the same
/// flick and the re-take it offered then replays as it was played, and the
/// same moves are refused as an engine 7 record.
#[test]
fn a_scratch_touching_nothing_gives_one_shot_and_an_engine_6_record_keeps_its_retake() {
    let mut game = beginner_match([SeatKind::Guest; 4]);
    let seat = game.next_turn().unwrap().seat;
    scratch_touching_nothing(&mut game);
    assert_eq!(game.retake_offer(), None, "no choice to make");
    assert_eq!(game.next_turn().unwrap().seat, seat, "one more shot");
    let mut record = game.replay().record().clone();
    assert_eq!(record.moves.len(), 1);
    record.moves.push(Move::Retake { again: true });
    assert!(
        Replay::new(record.clone()).unwrap().run_to_end().is_err(),
        "engine 7 offers no re-take after such a scratch"
    );
    record.engine = 6;
    let mut replay = Replay::new(record).unwrap();
    replay.step().unwrap();
    let Position::Pitchnut(m) = replay.position() else {
        panic!("a pitchnut match")
    };
    assert!(m.game.retake_offered(), "engine 6 offered it");
    replay.run_to_end().unwrap();
    let Position::Pitchnut(m) = replay.position() else {
        panic!("a pitchnut match")
    };
    assert_eq!(m.game.to_play(), seat);
    assert_eq!(
        m.game.extra_turns(),
        1,
        "engine 6: two more shots after 'again'"
    );
}
