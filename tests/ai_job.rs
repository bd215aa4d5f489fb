//! An AI question sent as text (`game::AiJob`, what the web build hands to
//! its Web Worker) gets the same answer, bit for bit, as the question asked
//! of the match in place; and what cannot be read is refused, not guessed.

use flickwood_core::game::{
    AiJob, Answer, JobCache, Match, MatchSettings, Question, SeatKind, decide, hint,
};
use flickwood_core::pitchnut::Alleys;
use flickwood_core::save::{AiLevel, Move, Profiles};
use flickwood_core::spec::BoardKind;

fn ai_match(board: BoardKind, level: AiLevel, seed: u64) -> Match {
    let ai = SeatKind::Ai(level);
    let settings = match board {
        BoardKind::Crokinole => match MatchSettings::default_for(board) {
            MatchSettings::Crokinole { format, table, .. } => MatchSettings::Crokinole {
                format,
                table,
                seats: [ai; 4],
            },
            other => other,
        },
        BoardKind::Pitchnut => MatchSettings::Pitchnut {
            players: 2,
            alleys: Alleys::American,
            beginner: false,
            seats: [ai; 4],
        },
    };
    Match::new(settings, seed, &Profiles::default()).unwrap()
}

/// The job through its text and back, answered, and the answer through
/// its text and back.
fn answered_as_text(job: &AiJob, cache: &mut JobCache) -> Answer {
    let job = AiJob::from_text(&job.to_text()).unwrap();
    let text = job.answer(cache).to_text();
    Answer::from_text(&text).unwrap_or_else(|| panic!("unreadable answer {text}"))
}

#[test]
fn a_job_sent_as_text_decides_every_shot_as_the_match_in_place() {
    for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
        let mut game = ai_match(board, AiLevel::Casual, 31);
        // One cache for the match (each job replays only the new moves),
        // and now and then a fresh one (the whole record replayed).
        let mut cache = JobCache::default();
        let mut shots = 0;
        while shots < 14 {
            let Some(req) = game.ai_request() else { break };
            let job = game.job(Question::Shot).unwrap();
            let here = decide(&req);
            let there = if shots % 5 == 4 {
                answered_as_text(&job, &mut JobCache::default())
            } else {
                answered_as_text(&job, &mut cache)
            };
            assert_eq!(there, Answer::Shot(here.clone()), "{board:?} shot {shots}");
            let s = here.unwrap();
            let pending = game
                .begin_spun_shot(s.at, s.velocity, s.spin, s.declare_twenty)
                .unwrap();
            game.commit(pending).unwrap();
            shots += 1;
        }
        assert!(shots >= 8, "{board:?}: only {shots} AI shots");
    }
}

#[test]
fn a_hint_sent_as_text_is_the_hint_in_place() {
    for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
        let mut game = ai_match(board, AiLevel::Beginner, 8);
        for _ in 0..3 {
            let s = decide(&game.ai_request().unwrap()).unwrap();
            let pending = game
                .begin_spun_shot(s.at, s.velocity, s.spin, s.declare_twenty)
                .unwrap();
            game.commit(pending).unwrap();
        }
        let here = hint(game.hint_request().unwrap());
        let job = game.job(Question::Hint).unwrap();
        let there = answered_as_text(&job, &mut JobCache::default());
        assert_eq!(there, Answer::Hint(here), "{board:?}");
    }
}

#[test]
fn a_record_that_does_not_replay_fails_the_job_in_words() {
    let game = ai_match(BoardKind::Crokinole, AiLevel::Beginner, 3);
    let mut job = game.job(Question::Shot).unwrap();
    // A shot from the centre, nowhere near the shooting line.
    job.record
        .moves
        .push(Move::decode("shot 0 0 0 1 0").unwrap());
    match job.answer(&mut JobCache::default()) {
        Answer::Failed(why) => assert!(!why.is_empty()),
        other => panic!("a record that cannot replay was answered: {other:?}"),
    }
    for text in ["", "{", "null", r#"{"question":"Shot"}"#] {
        assert!(AiJob::from_text(text).is_err(), "{text:?} read as a job");
    }
}

#[test]
fn answers_keep_every_bit_and_refuse_anything_else() {
    let texts = [
        "shot err not-in-play",
        "shot err game-over 1",
        "hint err no-free-place",
        "failed the record is damaged",
    ];
    for t in texts {
        assert_eq!(Answer::from_text(t).unwrap().to_text(), t);
    }
    // A hint's first disc met: an id, or none (u32::MAX); no id past a
    // disc id's range.
    let took = "hint ok 3f800000 00000000 00000000 3f800000 3e800000 0 1 1 0 10 0 0 0 200";
    let none = "hint ok 3f800000 00000000 00000000 3f800000 3e800000 0 2 0 1 15 1 0 0 4294967295";
    for (t, aims_at) in [(took, Some(200)), (none, None)] {
        let Some(Answer::Hint(Ok(h))) = Answer::from_text(t) else {
            panic!("{t:?} not read as a hint");
        };
        assert_eq!(h.expects.aims_at, aims_at, "{t:?}");
        assert_eq!(Answer::Hint(Ok(h)).to_text(), t);
    }
    assert!(Answer::from_text(&took.replace(" 200", " 70000")).is_none());
    // -0.0, a NaN and the smallest subnormal survive as bits.
    let t = "shot ok 80000000 7fc00001 00000001 3f800000 00000000 00000000 42700000 1";
    assert_eq!(Answer::from_text(t).unwrap().to_text(), t);
    for bad in [
        "shot ok 80000000",
        "shot ok 80000000 7fc00001 00000001 3f800000 00000000 00000000 42700000 2",
        "shot ok 80000000 7fc00001 00000001 3f800000 00000000 00000000 42700000 1 extra",
        "shot err game-over",
        "shot err no-such-error",
        "hint ok 0 0 0 0 0 0 0 0 0 0 0 0 0",
        "thought",
        "",
    ] {
        assert!(
            Answer::from_text(bad).is_none(),
            "{bad:?} read as an answer"
        );
    }
}
