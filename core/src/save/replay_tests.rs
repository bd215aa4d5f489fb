//! What a replayed or played match gathers for each seat's figures
//! (`facts.rs`, which the stats screen counts): shots, 20s, open and
//! empty-board 20s tried and made, fouls, where the shot puck came to rest
//! (the heat map); and where a puck taken off the board is drawn in the
//! ditch. `replay.rs` is near the 600-line limit, so its tests live here.

use super::{Events, MatchRecord, Move, Player, Replay, Seated};
use crate::crokinole::{self, BoardPuck, TableKind, puck_id};
use crate::geom::Vec2;
use crate::save::facts::SeatFacts;
use crate::shot::Place;
use crate::spec::{Spec, seat_angle};

fn guests(seats: &[u8]) -> Vec<Seated> {
    (seats.iter())
        .map(|&seat| Seated {
            seat,
            player: Player::Guest {
                name: format!("seat {seat}"),
            },
        })
        .collect()
}

/// A two-player crokinole match from `setup`, seat 0 to shoot.
fn crokinole_at(setup: crokinole::Setup) -> Replay {
    let setup = crokinole::Setup {
        table: Some(TableKind::TwoPlayers),
        ..setup
    };
    Replay::on(
        Spec::STANDARD,
        MatchRecord::crokinole(setup, guests(&[0, 2]), 3),
    )
    .unwrap()
}

/// Seat 0's shot from the middle of its shooting line straight at the
/// centre at `speed` m/s; the events it gave, one line each.
fn shoot(replay: &mut Replay, speed: f32) -> Vec<String> {
    let dir = Vec2::from_angle(seat_angle(0));
    let shot = Move::Shot {
        place: dir * Spec::STANDARD.crokinole.shooting_line_radius,
        velocity: -dir * speed,
        spin: 0.0,
        declared_twenty: false,
    };
    match replay.play(shot).unwrap().events {
        Events::Crokinole(events) => events.iter().map(|e| e.to_string()).collect(),
        Events::Pitchnut(_) => panic!("a crokinole shot"),
    }
}

fn seat(replay: &Replay, seat: u8) -> SeatFacts {
    let facts = replay.facts().seats.iter().find(|f| f.seat == seat);
    facts.unwrap().clone()
}

/// (shots, 20s, open 20 tries and made, empty-board tries and made, fouls)
fn counts(f: &SeatFacts) -> [u32; 7] {
    [
        f.shots,
        f.twenties,
        f.open_twenty_tries,
        f.open_twenty_made,
        f.empty_board_tries,
        f.empty_board_made,
        f.fouls,
    ]
}

#[test]
fn an_open_twenty_on_an_empty_board_is_tried_and_made_both_ways() {
    let mut replay = crokinole_at(crokinole::Setup {
        first_shooter: Some(0),
        ..Default::default()
    });
    let events = shoot(&mut replay, 0.8);
    assert_eq!(events, ["shot seat 0 puck 0 free", "twenty puck 0 seat 0"]);
    assert_eq!(counts(&seat(&replay, 0)), [1, 1, 1, 1, 1, 1, 0]);
    assert_eq!(counts(&seat(&replay, 2)), [0; 7]);
    // The heat map has the 20's rest: one cell, at the centre's.
    assert_eq!(seat(&replay, 0).rests.len(), 1);
}

/// Seat 0's own puck lies 4 cm short of the centre on the shot's line:
/// the shot knocks it into the hole. A 20 for seat 0 and an open try (no
/// opponent on the board), but the try is not made: the shot puck is not
/// the one in the hole. Nor is the board empty.
#[test]
fn an_own_puck_knocked_into_the_hole_is_a_twenty_not_the_open_try_made() {
    let dir = Vec2::from_angle(seat_angle(0));
    let mut replay = crokinole_at(crokinole::Setup {
        first_shooter: Some(0),
        board: vec![BoardPuck {
            id: puck_id(0, 0),
            pos: dir * 0.04,
            place: Place::Board,
        }],
        ditch: vec![puck_id(2, 0)],
        ..Default::default()
    });
    let events = shoot(&mut replay, 0.8);
    assert_eq!(events, ["shot seat 0 puck 1 free", "twenty puck 0 seat 0"]);
    assert_eq!(counts(&seat(&replay, 0)), [1, 1, 1, 0, 0, 0, 0]);
}

/// Seat 0's own puck lies to one side, off the shot's line: the shot
/// puck's own 20 is an open try made, but not at an empty board.
#[test]
fn a_twenty_beside_an_own_puck_is_an_open_try_made_not_an_empty_boards() {
    let side = Vec2::from_angle(seat_angle(0) + std::f32::consts::FRAC_PI_2);
    let mut replay = crokinole_at(crokinole::Setup {
        first_shooter: Some(0),
        board: vec![BoardPuck {
            id: puck_id(0, 0),
            pos: side * 0.2,
            place: Place::Board,
        }],
        ditch: vec![puck_id(2, 0)],
        ..Default::default()
    });
    let events = shoot(&mut replay, 0.8);
    assert_eq!(events, ["shot seat 0 puck 1 free", "twenty puck 1 seat 0"]);
    assert_eq!(counts(&seat(&replay, 0)), [1, 1, 1, 1, 0, 0, 0]);
}

/// Seat 2's puck lies to one side; seat 0's gentle shot stops short of it
/// (no contact, rule 6-a): a foul on seat 0, whose puck goes to the ditch
/// and is drawn there, halfway across it straight out from where it stopped.
#[test]
fn a_foul_is_seat_0s_and_its_puck_is_drawn_in_the_ditch() {
    let dir = Vec2::from_angle(seat_angle(0));
    let side = Vec2::from_angle(seat_angle(0) + std::f32::consts::FRAC_PI_2);
    let mut replay = crokinole_at(crokinole::Setup {
        first_shooter: Some(2),
        board: vec![BoardPuck {
            id: puck_id(2, 0),
            pos: side * 0.2,
            place: Place::Board,
        }],
        ..Default::default()
    });
    let events = shoot(&mut replay, 0.6);
    assert_eq!(events[1], "foul seat 0 puck 0 no-contact", "{events:?}");
    assert_eq!(counts(&seat(&replay, 0)), [1, 0, 0, 0, 0, 0, 1]);
    assert_eq!(counts(&seat(&replay, 2)), [0; 7]);
    // Where it stopped is no rest on the heat map: the foul took it off.
    assert_eq!(seat(&replay, 0).rests, []);
    let c = Spec::STANDARD.crokinole;
    let lie = replay.ditch_lie(puck_id(0, 0)).expect("drawn in the ditch");
    assert!((lie.length() - (c.surface_radius + c.ditch_width / 2.0)).abs() < 1e-5);
    // It stopped on the shot's line, on seat 0's side of the centre.
    assert!(lie.normalize_or_zero().dot(dir) > 0.999, "{lie:?}");
}

/// Seat 2's puck lies to one side; seat 0's shot goes straight into the
/// hole without touching it: a foul (rule 6-a), and the puck, off the
/// board, is drawn in the ditch on seat 0's side. It was drawn at the
/// centre, as if its 20 stood.
#[test]
fn a_puck_fouled_out_of_the_hole_is_drawn_in_the_ditch() {
    let dir = Vec2::from_angle(seat_angle(0));
    let side = Vec2::from_angle(seat_angle(0) + std::f32::consts::FRAC_PI_2);
    let mut replay = crokinole_at(crokinole::Setup {
        first_shooter: Some(2),
        board: vec![BoardPuck {
            id: puck_id(2, 0),
            pos: side * 0.2,
            place: Place::Board,
        }],
        ..Default::default()
    });
    let events = shoot(&mut replay, 0.8);
    assert_eq!(events[1], "foul seat 0 puck 0 no-contact", "{events:?}");
    let c = Spec::STANDARD.crokinole;
    let lie = replay.ditch_lie(puck_id(0, 0)).expect("drawn in the ditch");
    assert!(
        (lie.length() - (c.surface_radius + c.ditch_width / 2.0)).abs() < 1e-5,
        "{lie:?}"
    );
    assert!(lie.normalize_or_zero().dot(dir) > 0.999, "{lie:?}");
}

/// The same foul from a place on the shooting line 0.3 rad round from the
/// middle: the puck stops off seat 0's line, and is drawn in the ditch
/// straight out from there, not toward the seat.
#[test]
fn a_fouled_puck_off_its_seats_line_is_drawn_out_from_where_it_stopped() {
    let side = Vec2::from_angle(seat_angle(0) + std::f32::consts::FRAC_PI_2);
    let mut replay = crokinole_at(crokinole::Setup {
        first_shooter: Some(2),
        board: vec![BoardPuck {
            id: puck_id(2, 0),
            pos: -side * 0.2,
            place: Place::Board,
        }],
        ..Default::default()
    });
    let line = Vec2::from_angle(seat_angle(0) + 0.3);
    let shot = Move::Shot {
        place: line * Spec::STANDARD.crokinole.shooting_line_radius,
        velocity: -line * 0.6,
        spin: 0.0,
        declared_twenty: false,
    };
    let Events::Crokinole(events) = replay.play(shot).unwrap().events else {
        panic!("a crokinole shot");
    };
    assert_eq!(
        events[1].to_string(),
        "foul seat 0 puck 0 no-contact",
        "{events:?}"
    );
    // Out from where it stopped (11 degrees round from the seat's line,
    // the place's line being 17), not straight out toward the seat.
    let out = replay.ditch_lie(puck_id(0, 0)).expect("drawn in the ditch");
    let out = out.normalize_or_zero();
    let seat = Vec2::from_angle(seat_angle(0));
    assert!(out.dot(line) > out.dot(seat), "{out:?}");
    assert!(out.dot(side).abs() > 0.1, "{out:?}");
}

/// A record watched part-way, or one finished, is not a match in play: it
/// takes no new move and notes no hint, and its record stays as it was.
#[test]
fn a_record_watched_or_finished_takes_no_move_nor_hint() {
    let text = include_str!("../../../tests/records/crokinole-two-players-best-of-seven.json");
    let record = MatchRecord::from_json(text.as_bytes()).unwrap();
    let mut replay = Replay::new(record.clone()).unwrap();
    for _ in 0..10 {
        replay.step().unwrap().unwrap();
    }
    assert!(replay.play(record.moves[10]).is_err());
    assert!(replay.pending(record.moves[10]).is_err());
    assert!(!replay.note_hint(0));
    assert_eq!(replay.moves_played(), 10);
    replay.run_to_end().unwrap();
    assert!(replay.record().is_finished());
    assert!(!replay.note_hint(0));
    assert_eq!(replay.record().moves, record.moves);
    assert_eq!(replay.record().hints, record.hints);
}

/// The aids people's shots get are named before the first shot, not after
/// it; and a shot made live cannot be stepped in as if it were recorded.
#[test]
fn aids_are_named_before_the_first_shot_and_a_live_shot_is_no_recorded_one() {
    use crate::aids::Aids;
    let mut replay = crokinole_at(crokinole::Setup {
        first_shooter: Some(0),
        ..Default::default()
    });
    assert!(replay.set_aids(&Aids::EASY));
    assert_eq!(replay.record().aids.as_deref(), Some(Aids::EASY.key));
    let dir = Vec2::from_angle(seat_angle(0));
    let m = Move::Shot {
        place: dir * Spec::STANDARD.crokinole.shooting_line_radius,
        velocity: -dir * 0.6,
        spin: 0.0,
        declared_twenty: false,
    };
    let live = replay.pending(m).unwrap().unwrap();
    assert!(replay.step_pending(live).is_err());
    assert_eq!((replay.moves_played(), replay.record().moves.len()), (0, 0));
    shoot(&mut replay, 0.6);
    assert!(!replay.set_aids(&Aids::DEFAULT));
    assert_eq!(replay.record().aids.as_deref(), Some(Aids::EASY.key));
}

#[test]
fn each_pitchnut_flick_counts_for_its_shooter() {
    let text = include_str!("../../../tests/records/pitchnut-two-players.json");
    let record = MatchRecord::from_json(text.as_bytes()).unwrap();
    let mut replay = Replay::new(record).unwrap();
    for n in 1..=4 {
        let shooter = match replay.position() {
            super::Position::Pitchnut(m) => m.game.to_play(),
            super::Position::Crokinole(_) => panic!("a pitchnut record"),
        };
        let before = seat(&replay, shooter).shots;
        replay.step().unwrap().unwrap();
        assert_eq!(seat(&replay, shooter).shots, before + 1, "flick {n}");
        let all: u32 = replay.facts().seats.iter().map(|f| f.shots).sum();
        assert_eq!(all, n);
    }
}

/// The Canadian best-of-three record: seat 2 loses game 1 (move 5) and game
/// 3 (move 67) by sinking the poison with a scratch, seat 0 game 2 (move 28)
/// by sinking it with other pieces: each such loss is a foul of the seat
/// that shot, and each game a round won by the other team.
#[test]
fn a_pitchnut_game_lost_on_the_poison_is_a_foul_of_the_shooter() {
    let text = include_str!("../../../tests/records/pitchnut-canadian-best-of-three.json");
    let record = MatchRecord::from_json(text.as_bytes()).unwrap();
    let mut replay = Replay::new(record).unwrap();
    replay.run_to_end().unwrap();
    assert_eq!((seat(&replay, 0).fouls, seat(&replay, 2).fouls), (1, 2));
    let winners: Vec<_> = replay.facts().rounds.iter().map(|r| r.winner).collect();
    assert_eq!(winners, [Some(0), Some(1), Some(0)]);
}

/// Over a whole pitchnut match, a seat's figures are what its flicks showed:
/// the pieces sunk on them and the scratches called on it.
#[test]
fn a_seats_pitchnut_figures_are_the_pieces_it_sank_and_its_scratches() {
    use crate::pitchnut::Event;
    let text = include_str!("../../../tests/records/pitchnut-two-players.json");
    let record = MatchRecord::from_json(text.as_bytes()).unwrap();
    let mut replay = Replay::new(record).unwrap();
    let (mut sunk, mut scratches) = ([0u32; 4], [0u32; 4]);
    loop {
        let shooter = match replay.position() {
            super::Position::Pitchnut(m) => m.game.to_play() as usize,
            super::Position::Crokinole(_) => panic!("a pitchnut record"),
        };
        let Some(step) = replay.step().unwrap() else {
            break;
        };
        let Events::Pitchnut(events) = step.events else {
            panic!("pitchnut events");
        };
        for e in events {
            match e {
                Event::Sunk { .. } => sunk[shooter] += 1,
                Event::Scratch { seat, .. } => scratches[seat as usize] += 1,
                _ => {}
            }
        }
    }
    for s in [0u8, 2] {
        let f = seat(&replay, s);
        let i = s as usize;
        assert!(sunk[i] > 0 && scratches[i] > 0, "seat {s}");
        assert_eq!((f.sunk, f.scratches), (sunk[i], scratches[i]), "seat {s}");
    }
}

/// The heat map marks where each flick's shooter came to rest on the board,
/// and nothing for one that went down a pocket or off the board.
#[test]
fn a_pitchnut_rest_is_marked_only_for_a_shooter_left_on_the_board() {
    let text = include_str!("../../../tests/records/pitchnut-two-players.json");
    let record = MatchRecord::from_json(text.as_bytes()).unwrap();
    let mut replay = Replay::new(record).unwrap();
    let rests = |r: &Replay| -> usize { r.facts().seats.iter().map(|f| f.rests.len()).sum() };
    let (mut on_board, mut gone) = (0, 0);
    loop {
        let before = rests(&replay);
        let Some(step) = replay.step().unwrap() else {
            break;
        };
        let report = step.report.expect("a flick");
        let shooter = report.final_of(crate::pitchnut::SHOOTER).unwrap();
        let marked = rests(&replay) - before;
        if shooter.place == Place::Board {
            on_board += 1;
            assert_eq!(marked, 1, "move {}", step.index);
        } else {
            gone += 1;
            assert_eq!(marked, 0, "move {}", step.index);
        }
    }
    assert!(on_board > 0 && gone > 0, "{on_board} {gone}");
}

/// A viewer that seeks to the move it is at stays where it is, on the
/// constants the match was begun on (tuned ones here), its moves kept.
#[test]
fn seeking_to_the_move_at_hand_leaves_the_match_as_it_is() {
    let mut tuned = Spec::STANDARD;
    tuned.sim.max_shot_speed *= 2.0;
    let setup = crokinole::Setup {
        table: Some(TableKind::TwoPlayers),
        first_shooter: Some(0),
        ..Default::default()
    };
    let record = MatchRecord::crokinole(setup, guests(&[0, 2]), 3);
    let mut replay = Replay::on(tuned, record).unwrap();
    shoot(&mut replay, 0.6);
    let before = super::fingerprint(replay.position());
    replay.seek(1).unwrap();
    assert_eq!(replay.moves_played(), 1);
    assert_eq!(replay.spec().sim.max_shot_speed, tuned.sim.max_shot_speed);
    assert_eq!(super::fingerprint(replay.position()), before);
}

/// Seat 0 takes seat 2's puck off the board and its own stays: the
/// takeout's rest is on the heat map (the puck that went off is not its).
#[test]
fn a_takeout_that_stays_marks_its_rest() {
    let a = seat_angle(0);
    let dir = Vec2::from_angle(a);
    let place = Vec2::from_angle(a + 0.2) * Spec::STANDARD.crokinole.shooting_line_radius;
    let mut replay = crokinole_at(crokinole::Setup {
        first_shooter: Some(2),
        board: vec![BoardPuck {
            id: puck_id(2, 0),
            pos: place - dir * 0.2,
            place: Place::Board,
        }],
        ..Default::default()
    });
    let shot = Move::Shot {
        place,
        velocity: -dir * 2.5,
        spin: 0.0,
        declared_twenty: false,
    };
    let step = replay.play(shot).unwrap();
    let Events::Crokinole(events) = &step.events else {
        panic!("crokinole events");
    };
    let events: Vec<_> = events.iter().map(|e| e.to_string()).collect();
    assert_eq!(events, ["shot seat 0 puck 0", "off puck 200 seat 2 ditch"]);
    let shot = step
        .report
        .as_ref()
        .unwrap()
        .final_of(puck_id(0, 0))
        .unwrap();
    assert_eq!(shot.place, Place::Board);
    assert_eq!(seat(&replay, 0).rests.len(), 1);
}
