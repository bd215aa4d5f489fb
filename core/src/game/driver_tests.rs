//! The match driver (`driver.rs`, near the 600-line limit, so its tests
//! live here) as a screen sees it: the discs it draws and their colours,
//! the counts beside the board, the round's count when a shot ends it, a
//! twenty declared only when the rules allow one, the side alleys, the
//! hint noted once a turn, a record watched shot by shot and sought back,
//! and the winner once the match is over.

use super::{Match, MatchSettings, Refusal, SeatKind, Side};
use crate::crokinole::{self, BoardPuck, MatchFormat, TableKind, puck_id};
use crate::geom::Vec2;
use crate::pitchnut::{self, Alleys, Colour, piece_colour};
use crate::save::{AiLevel, MatchRecord, Move, Player, Profiles, Seated, fingerprint};
use crate::shot::Place;
use crate::spec::{BoardKind, DiscKind, Spec, seat_angle};

fn record(name: &str) -> MatchRecord {
    let text = match name {
        "crokinole" => {
            include_str!("../../../tests/records/crokinole-two-players-best-of-seven.json")
        }
        _ => include_str!("../../../tests/records/pitchnut-two-players.json"),
    };
    MatchRecord::from_json(text.as_bytes()).unwrap()
}

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

/// A two-player crokinole match from `setup` (table and format set here).
fn crokinole_at(setup: crokinole::Setup) -> Match {
    let setup = crokinole::Setup {
        table: Some(TableKind::TwoPlayers),
        format: MatchFormat::BestOfSeven,
        ..setup
    };
    Match::start(
        MatchRecord::crokinole(setup, guests(&[0, 2]), 3),
        Spec::STANDARD,
    )
    .unwrap()
}

fn pitchnut(alleys: Alleys) -> Match {
    let settings = MatchSettings::Pitchnut {
        players: 2,
        alleys,
        beginner: false,
        seats: [SeatKind::Guest; 4],
    };
    let mut game = Match::new(settings, 7, &Profiles::default()).unwrap();
    game.choose_by_rule().unwrap();
    game
}

/// A gentle shot from a free spot on the middle of the shooter's line
/// (crokinole) or home line (pitchnut), straight at the centre.
fn gentle_shot(game: &Match) -> (Vec2, Vec2) {
    let a = seat_angle(game.next_turn().unwrap().seat);
    let spec = Spec::STANDARD;
    let middle = match game.board() {
        BoardKind::Crokinole => Vec2::from_angle(a) * spec.crokinole.shooting_line_radius,
        BoardKind::Pitchnut => Vec2::from_angle(a) * -spec.pitchnut.home_line_y(),
    };
    let along = Vec2::from_angle(a + std::f32::consts::FRAC_PI_2);
    let at = (0..40)
        .map(|k| middle + along * (0.01 * (k / 2) as f32 * if k % 2 == 0 { 1.0 } else { -1.0 }))
        .find(|&p| game.check_place(p).is_ok())
        .expect("a free spot on the line");
    (at, -at.normalize_or_zero() * 0.6)
}

#[test]
fn pitchnut_pieces_are_drawn_black_white_and_the_poison_apart() {
    let game = pitchnut(Alleys::American);
    let board = game.pitchnut().unwrap().game.board();
    assert_eq!(game.pieces().len(), board.len());
    let count = |side| game.pieces().iter().filter(|p| p.side == side).count();
    assert_eq!(count(Side::Poison), 1);
    assert_eq!(count(Side::Dark), pitchnut::PER_COLOUR);
    assert_eq!(count(Side::Light), pitchnut::PER_COLOUR);
    for p in game.pieces() {
        let want = match (p.disc.kind, piece_colour(p.disc.id)) {
            (DiscKind::Poison, _) => Side::Poison,
            (_, Some(Colour::Black)) => Side::Dark,
            _ => Side::Light,
        };
        assert_eq!(p.side, want, "disc {}", p.disc.id);
        assert!(board.iter().any(|d| d == &p.disc), "disc {}", p.disc.id);
    }
}

#[test]
fn a_crokinole_shot_is_drawn_where_it_stopped_in_its_sides_colour() {
    let mut game = crokinole_at(crokinole::Setup {
        first_shooter: Some(0),
        ..Default::default()
    });
    assert!(game.pieces().is_empty());
    let (at, v) = gentle_shot(&game);
    let shot = game.begin_shot(at, v, false).unwrap();
    game.commit(shot).unwrap();
    let s = game.crokinole().unwrap();
    let pieces = game.pieces();
    assert_eq!(pieces.len(), s.board().len() + s.ditch().len());
    let mine = (pieces.iter())
        .find(|p| p.disc.id == puck_id(0, 0))
        .expect("seat 0's first puck drawn");
    let t = s.table();
    assert_eq!(mine.side, Side::of_colour(t.colour_of(t.side_of(0))));
    assert_ne!(mine.side, Side::of_colour(t.colour_of(t.side_of(2))));
}

#[test]
fn the_counts_beside_the_board_are_the_games_own() {
    let game = crokinole_at(crokinole::Setup {
        first_shooter: Some(0),
        ..Default::default()
    });
    let sides = game.side_tallies();
    assert_eq!(sides.len(), 2);
    assert!(sides.iter().all(|s| s.pucks_left == 12 && s.total == 0));
    assert!(game.team_tallies().is_empty());
    let game = pitchnut(Alleys::American);
    assert!(game.side_tallies().is_empty());
    let teams = game.team_tallies();
    assert_eq!(teams.iter().map(|t| t.team).collect::<Vec<_>>(), [0, 1]);
    assert!(teams.iter().all(|t| t.games_won == 0));
}

/// The last puck of round 0 (seat 0 has three 20s on the rail, every other
/// puck is off): the shot that ends the round gives its count, with each
/// side as it stood before the match counted it.
#[test]
fn the_shot_that_ends_a_round_gives_the_rounds_count() {
    let rail: Vec<_> = (0..3).map(|n| puck_id(0, n)).collect();
    let ditch = ((3..12).map(|n| puck_id(0, n)))
        .chain((0..11).map(|n| puck_id(2, n)))
        .collect();
    let mut game = crokinole_at(crokinole::Setup {
        first_shooter: Some(0),
        rail,
        ditch,
        ..Default::default()
    });
    assert_eq!(game.next_turn().unwrap().seat, 2);
    let (at, v) = gentle_shot(&game);
    let shot = game.begin_shot(at, v, false).unwrap();
    let played = game.commit(shot).unwrap();
    let round = played.round.expect("the round's count");
    assert_eq!(round.round, 0);
    let side0 = game.crokinole().unwrap().table().side_of(0);
    assert_eq!(round.winner, Some(side0));
    assert_eq!(round.sides.len(), 2);
    assert_eq!(round.ended.len(), 2);
    for e in &round.ended {
        assert_eq!((e.pucks_left, e.total, e.round_wins), (0, 0, 0));
        let twenties = if e.side == side0 { 3 } else { 0 };
        assert_eq!(e.twenties, twenties, "side {}", e.side);
    }
    // After it, the match has counted the round.
    let now = game.side_tallies();
    let won = now.iter().find(|s| s.side == side0).unwrap();
    assert_eq!(won.round_wins, 1);
    // A shot that ends no round has no count.
    let (at, v) = gentle_shot(&game);
    let shot = game.begin_shot(at, v, false).unwrap();
    assert!(game.commit(shot).unwrap().round.is_none());
}

/// Rule 6-B: a twenty may be declared only with an opponent's puck on the
/// board; the match records a shot as declared only when it was, and may be.
#[test]
fn a_twenty_is_declared_only_when_asked_and_an_opponent_is_on_the_board() {
    let declared = |game: &Match, asked: bool| {
        let (at, v) = gentle_shot(game);
        match game.begin_shot(at, v, asked).unwrap().played() {
            Move::Shot {
                declared_twenty, ..
            } => declared_twenty,
            m => panic!("not a shot: {m:?}"),
        }
    };
    let empty = crokinole_at(crokinole::Setup {
        first_shooter: Some(0),
        ..Default::default()
    });
    assert!(!empty.can_declare_twenty());
    assert!(!declared(&empty, true));
    // Seat 2 shot first and lies in the 5; seat 0 to shoot.
    let facing = crokinole_at(crokinole::Setup {
        first_shooter: Some(2),
        board: vec![BoardPuck {
            id: puck_id(2, 0),
            pos: Vec2::new(0.05, 0.25),
            place: Place::Board,
        }],
        ..Default::default()
    });
    assert_eq!(facing.next_turn().unwrap().seat, 0);
    assert!(facing.can_declare_twenty());
    assert!(declared(&facing, true));
    assert!(!declared(&facing, false));
    assert!(!pitchnut(Alleys::American).can_declare_twenty());
}

#[test]
fn only_american_pitchnut_opens_the_side_alleys() {
    assert!(pitchnut(Alleys::American).side_alleys());
    assert!(!pitchnut(Alleys::Canadian).side_alleys());
    let crokinole = crokinole_at(crokinole::Setup::default());
    assert!(!crokinole.side_alleys());
}

#[test]
fn a_hint_is_noted_once_a_turn() {
    let mut game = pitchnut(Alleys::American);
    let seat = game.next_turn().unwrap().seat;
    assert!(game.note_hint(seat));
    assert!(!game.note_hint(seat), "the same turn again");
    let (at, v) = gentle_shot(&game);
    let shot = game.begin_shot(at, v, false).unwrap();
    game.commit(shot).unwrap();
    let seat = game.next_turn().unwrap().seat;
    assert!(game.note_hint(seat), "the next turn");
    let hints = game.replay().record().hints.clone().unwrap();
    assert_eq!(hints.len(), 2);
}

#[test]
fn the_seats_and_who_plays_them_are_the_settings() {
    let mut seats = [SeatKind::Guest; 4];
    seats[2] = SeatKind::Ai(AiLevel::Club);
    let settings = MatchSettings::Crokinole {
        table: TableKind::TwoPlayers,
        format: MatchFormat::BestOfSeven,
        seats,
    };
    let game = Match::new(settings, 1, &Profiles::default()).unwrap();
    assert_eq!(game.seats(), [0, 2]);
    assert_eq!(game.seat_kind(2), SeatKind::Ai(AiLevel::Club));
    assert_eq!(game.seat_kind(0), SeatKind::Guest);
    let four = Match::new(
        MatchSettings::Pitchnut {
            players: 4,
            alleys: Alleys::American,
            beginner: false,
            seats: [SeatKind::Guest; 4],
        },
        1,
        &Profiles::default(),
    )
    .unwrap();
    assert_eq!(four.seats(), [0, 1, 2, 3]);
}

/// Watching: each recorded shot comes to be animated, the toss and the
/// choice after it do not; the winner is named only at the end, the
/// record's own.
#[test]
fn a_watched_record_shows_its_shots_and_ends_with_its_winner() {
    for name in ["crokinole", "pitchnut"] {
        let record = record(name);
        let mut game = Match::watch(record.clone()).unwrap();
        for m in &record.moves {
            assert_eq!(game.winner(), None, "{name}: not over yet");
            let shot = game.next_recorded().unwrap();
            let is_shot = matches!(m, Move::Shot { .. } | Move::Flick(_));
            assert_eq!(shot.as_ref().map(|s| s.played()), is_shot.then_some(*m));
            game.play_recorded(shot).unwrap().expect("a move");
        }
        assert!(game.play_recorded(None).unwrap().is_none());
        let winner = record.outcome.as_ref().unwrap().winner;
        assert_eq!(game.winner(), Some(winner), "{name}");
    }
}

#[test]
fn a_watched_record_goes_back_to_any_move() {
    let mut game = Match::watch(record("crokinole")).unwrap();
    let mut seen = Vec::new();
    for _ in 0..12 {
        seen.push((fingerprint(game.position()), game.pieces().to_vec()));
        let shot = game.next_recorded().unwrap();
        game.play_recorded(shot).unwrap().unwrap();
    }
    for n in [5, 2, 9] {
        game.seek(n).unwrap();
        assert_eq!(game.replay().moves_played(), n);
        assert_eq!(fingerprint(game.position()), seen[n].0, "move {n}");
        assert_eq!(game.pieces(), &seen[n].1[..], "move {n}");
    }
}

/// A match goes on with the constants it was begun on: one saved under
/// engine 5 has that engine's pocket pegs (drawn and played there), one
/// started on tuned constants has those.
#[test]
fn a_match_says_the_constants_it_plays_on() {
    let mut old = record("pitchnut");
    old.engine = 5;
    old.moves.clear();
    old.outcome = None;
    old.finished_at = None;
    let game = Match::watch(old).unwrap();
    assert_eq!(game.spec().pitchnut.pocket_peg_offset, 0.023);
    assert_eq!(game.spec().engine, 5);
    assert_ne!(Spec::STANDARD.pitchnut.pocket_peg_offset, 0.023);
    let mut tuned = Spec::STANDARD;
    tuned.sim.max_shot_speed *= 2.0;
    let setup = crokinole::Setup {
        table: Some(TableKind::TwoPlayers),
        first_shooter: Some(0),
        ..Default::default()
    };
    let game = Match::start(MatchRecord::crokinole(setup, guests(&[0, 2]), 3), tuned).unwrap();
    assert_eq!(game.spec().sim.max_shot_speed, tuned.sim.max_shot_speed);
}

/// Adjusting a piece is pitchnut's, and only for a piece the last shot
/// returned: asked anyway, the match says why by kind and changes nothing.
#[test]
fn a_piece_no_shot_returned_may_not_be_adjusted() {
    let mut game = pitchnut(Alleys::American);
    assert_eq!(game.adjuster(), None);
    let seat = game.next_turn().unwrap().seat;
    let piece = (game.pieces().iter())
        .find(|p| p.side == Side::Dark)
        .unwrap()
        .disc
        .clone();
    let before = fingerprint(game.position());
    let at = piece.pos + Vec2::new(0.01, 0.0);
    let refused = game.check_adjust(seat, piece.id, at);
    assert!(matches!(refused, Err(Refusal::Adjust(_))), "{refused:?}");
    let refused = game.adjust(seat, piece.id, at);
    assert!(matches!(refused, Err(Refusal::Adjust(_))), "{refused:?}");
    assert_eq!(fingerprint(game.position()), before);
    assert_eq!(game.replay().moves_played(), 0);
    let crokinole = crokinole_at(crokinole::Setup::default());
    let refused = crokinole.check_adjust(0, puck_id(0, 0), Vec2::ZERO);
    assert!(matches!(refused, Err(Refusal::NotPitchnut)), "{refused:?}");
}
