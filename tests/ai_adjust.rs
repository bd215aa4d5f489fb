//! Pitchnut: an AI seat uses its right to adjust pieces the other side
//! returned to the centre, through the match driver and into the record:
//! legal spots, the same moves for the same match whatever the threads,
//! once per shot, and a record that replays to the same position.

use flickwood_core::ai::pitchnut_adjust;
use flickwood_core::game::{Match, decide_adjust};
use flickwood_core::geom::Vec2;
use flickwood_core::pitchnut::{Alleys, Colour, Options, POISON, Placed, Pocketed, Setup};
use flickwood_core::save::{
    AiLevel, MatchRecord, PitchnutStart, Player, Replay, Seated, fingerprint,
};
use flickwood_core::shot::Place;
use flickwood_core::spec::Spec;

/// A match (the poison off the centre, dark pieces sunk) where seat 0 (a
/// guest, dark) scratched and seat 2 (the AI) may adjust the returned
/// piece; found by flicking hard toward seat 0's own edge and corner until
/// a scratch returns one (the same search as the shell's adjust tests).
fn match_with_a_returned_piece() -> Match {
    let setup = Setup {
        options: Options {
            players: 2,
            alleys: Alleys::American,
            beginner: false,
        },
        pocketed: vec![Pocketed { id: 1, pocket: 0 }, Pocketed { id: 2, pocket: 1 }],
        moved: vec![Placed {
            id: POISON,
            pos: Vec2::new(0.0, 0.2),
            place: Place::Board,
        }],
        team0_colour: Some(Colour::Black),
        to_play: 0,
        breaker: Some(0),
        break_taken: true,
        ..Default::default()
    };
    let players = vec![
        Seated {
            seat: 0,
            player: Player::Guest { name: "Ana".into() },
        },
        Seated {
            seat: 2,
            player: Player::Ai {
                level: AiLevel::Champion,
            },
        },
    ];
    let start = PitchnutStart {
        setup,
        games_to_win: 2,
    };
    let record = MatchRecord::pitchnut(start, players, 1);
    let home = Spec::STANDARD.pitchnut.home_line_y();
    for k in 0..24 {
        let mut game = Match::resume(Replay::new(record.clone()).unwrap());
        let at = Vec2::new(-0.15 + 0.01 * k as f32, home);
        let v = Vec2::new(-0.3 - 0.05 * k as f32, -1.0).normalize_or_zero() * 6.0;
        let Ok(shot) = game.begin_shot(at, v, false) else {
            continue;
        };
        game.commit(shot).unwrap();
        if game.adjuster().is_some() {
            return game;
        }
    }
    panic!("no flick scratched and returned a piece");
}

#[test]
fn an_ai_seat_adjusts_a_returned_piece_legally_once_and_the_record_replays() {
    let mut game = match_with_a_returned_piece();
    let (seat, pieces) = game.adjuster().unwrap();
    assert_eq!(seat, 2, "the AI, not the guest who scratched, adjusts");
    let req = game.ai_adjust_request().expect("the AI seat is asked");
    assert_eq!((req.seat, &req.pieces), (seat, &pieces));
    let moves = decide_adjust(&req);
    assert_eq!(
        moves,
        decide_adjust(&req),
        "the same question, the same answer"
    );
    let radius = Spec::STANDARD.pitchnut.piece_radius;
    for &(piece, at) in &moves {
        assert!(pieces.contains(&piece));
        assert!(at.length() <= radius, "{at:?} is off the centre");
        game.adjust(seat, piece, at)
            .expect("the engine takes the AI's spot");
    }
    if moves.is_empty() {
        // It left the piece here: move it to the first spot the engine takes
        // on a ring round the centre, as it could have.
        let piece = pieces[0];
        let at = (0..12)
            .map(|i| Vec2::from_angle(i as f32 * core::f32::consts::FRAC_PI_6) * radius * 0.5)
            .find(|&at| game.check_adjust(seat, piece, at).is_ok())
            .expect("a free spot near the centre");
        game.adjust(seat, piece, at).unwrap();
    }
    assert!(
        game.ai_adjust_request().is_none(),
        "once a piece is adjusted the AI is not asked again before the shot"
    );
    // The record, moves and all, replays to the same position.
    let mut again = Replay::new(game.replay().record().clone()).unwrap();
    again.run_to_end().unwrap();
    assert_eq!(
        fingerprint(again.position()),
        fingerprint(game.replay().position())
    );
}

#[test]
fn the_adjustment_does_not_depend_on_threads() {
    let game = match_with_a_returned_piece();
    let req = game.ai_adjust_request().unwrap();
    let params = AiLevel::Expert.params();
    let budget = pitchnut_adjust::BUDGET;
    let one = pitchnut_adjust::choose(&req.game, req.seat, &req.pieces, &params, &budget, 7, 1);
    let two = pitchnut_adjust::choose(&req.game, req.seat, &req.pieces, &params, &budget, 7, 2);
    assert_eq!(one, two);
}

#[test]
fn a_person_is_never_asked_by_the_ai() {
    let mut game = match_with_a_returned_piece();
    let (seat, pieces) = game.adjuster().unwrap();
    // The record with the adjusting seat made a guest.
    let mut rec = game.replay().record().clone();
    for s in &mut rec.players {
        if s.seat == seat {
            s.player = Player::Guest { name: "Bo".into() };
        }
    }
    let mut replay = Replay::new(rec).unwrap();
    replay.run_to_end().unwrap();
    game = Match::resume(replay);
    assert_eq!(game.adjuster(), Some((seat, pieces)));
    assert!(game.ai_adjust_request().is_none());
}
