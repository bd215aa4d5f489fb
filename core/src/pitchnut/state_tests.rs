//! The pitchnut position (`state.rs`, whose own lines are near 520, so its
//! tests live here) as a player meets it: who may adjust a piece returned
//! to the centre, and a position saved and loaded as it was, the beginners'
//! re-takes included.

use super::{Colour, Game, Options, Pocketed, SHOOTER, Setup, SetupError, TeamCounts};
use crate::geom::Vec2;
use crate::shot::{Happening, Place, ShotReport};
use crate::spec::{BoardKind, Spec};

/// Team 0 (seat 0, Black) to play after the break, Black 3 and White 4 down,
/// the poison moved off the centre point so a returned piece lies there.
fn black_to_play() -> Setup {
    Setup {
        team0_colour: Some(Colour::Black),
        pocketed: vec![Pocketed { id: 3, pocket: 0 }, Pocketed { id: 4, pocket: 1 }],
        break_taken: true,
        moved: vec![super::Placed {
            id: 0,
            pos: Vec2::new(0.0, 0.06),
            place: Place::Board,
        }],
        ..Setup::default()
    }
}

/// The shooter goes down pocket 0 and touches nothing: a scratch.
fn scratch() -> ShotReport {
    ShotReport {
        board: BoardKind::Pitchnut,
        shooter: SHOOTER,
        contacts: Vec::new(),
        happenings: vec![Happening {
            step: 0,
            disc: SHOOTER,
            what: Place::Pocket(0),
        }],
        stack_fell: Vec::new(),
        finals: Vec::new(),
        steps: 0,
        timed_out: false,
    }
}

#[test]
fn a_piece_returned_by_a_scratch_is_the_next_shooters_to_adjust_and_no_one_elses() {
    // Nothing has been returned: nobody adjusts anything.
    let game = Game::from_setup(&black_to_play()).unwrap();
    assert_eq!(game.adjuster(), None);
    assert_eq!(game.adjustable(), Vec::<u16>::new());
    let fresh = Game::new(
        Options::default(),
        super::CoinToss {
            winner: 2,
            breaker: 2,
        },
    );
    assert_eq!(fresh.unwrap().adjuster(), None);
    // Seat 0 scratches: its Black 3 comes back to the centre and seat 2,
    // the opponent who shoots next, may adjust it before shooting.
    let (after, _) = game.apply(&scratch()).unwrap();
    assert_eq!(after.to_play(), 2);
    assert_eq!(after.adjustable(), vec![3]);
    assert_eq!(after.returned_by(3), Some(0));
    assert_eq!(after.adjuster(), Some((2, vec![3])));
    // Four players: seat 2 (team 0) scratches, the turn passes to seat 3,
    // and seat 3 adjusts, not its partner at seat 1.
    let four = Setup {
        options: Options {
            players: 4,
            ..Options::default()
        },
        to_play: 2,
        ..black_to_play()
    };
    let (after, _) = Game::from_setup(&four).unwrap().apply(&scratch()).unwrap();
    assert_eq!(after.to_play(), 3);
    assert_eq!(after.returned_by(3), Some(0));
    assert_eq!(after.adjuster(), Some((3, vec![3])));
}

/// Beginners' rules: a scratch does not end the turn, so the shooter shoots
/// again, and the next opponent round the table adjusts the returned piece
/// before that shot (seat 2 of two players; seat 1, then seat 3, of four).
#[test]
fn when_the_scratcher_shoots_again_the_next_opponent_adjusts() {
    let beginners = |players: u8, to_play: u8| Setup {
        options: Options {
            players,
            beginner: true,
            ..Options::default()
        },
        to_play,
        ..black_to_play()
    };
    for (players, to_play, adjuster) in [(2, 0, 2), (4, 0, 1), (4, 2, 3)] {
        let game = Game::from_setup(&beginners(players, to_play)).unwrap();
        let (after, _) = game.apply(&scratch()).unwrap();
        assert_eq!(after.to_play(), to_play, "{players} players");
        assert_eq!(after.returned_by(3), Some(0));
        assert_eq!(
            after.adjuster(),
            Some((adjuster, vec![3])),
            "{players} players, seat {to_play}"
        );
    }
}

/// A flat disc near enough the centre point that a returned piece laid there
/// would overlap it (its centre within two radii and the 1 mm overlap
/// tolerance) is the centre's base: the returned piece stacks on it.
#[test]
fn a_piece_returned_beside_a_disc_at_the_centre_stacks_on_it() {
    let d = 2.0 * Spec::STANDARD.pitchnut.piece_radius;
    let reach = d + crate::shot::OVERLAP_TOLERANCE;
    for (off, stack) in [
        (d + 0.0005, vec![0, 3]),
        (reach, vec![3]),
        (d + 0.0015, vec![3]),
    ] {
        let mut setup = black_to_play();
        setup.moved[0].pos = Vec2::new(0.0, off);
        let (after, _) = Game::from_setup(&setup).unwrap().apply(&scratch()).unwrap();
        assert_eq!(
            after.centre_stack(),
            stack,
            "the poison {off} m from the centre"
        );
    }
}

#[test]
fn the_break_is_to_come_until_it_is_taken() {
    let toss = super::CoinToss {
        winner: 0,
        breaker: 0,
    };
    let game = Game::new(Options::default(), toss).unwrap();
    assert!(!game.break_taken());
    assert!(!game.to_setup().break_taken);
    let after = Game::from_setup(&black_to_play()).unwrap();
    assert!(after.break_taken());
    assert!(after.to_setup().break_taken);
}

#[test]
fn a_team_owes_or_defers_at_most_every_piece() {
    for (owed, deferred) in [
        (vec![20, 0], vec![]),
        (vec![], vec![0, 20]),
        (vec![3, 1], vec![2, 0]),
    ] {
        let setup = Setup {
            owed: owed.clone(),
            deferred: deferred.clone(),
            ..black_to_play()
        };
        let game = Game::from_setup(&setup).unwrap();
        let both = |v: &Vec<u8>| if v.is_empty() { vec![0, 0] } else { v.clone() };
        assert_eq!(vec![game.owed(0), game.owed(1)], both(&owed));
        assert_eq!(vec![game.deferred(0), game.deferred(1)], both(&deferred));
    }
    for (owed, deferred, which) in [
        (vec![21, 0], vec![], TeamCounts::Owed),
        (vec![0, 21], vec![], TeamCounts::Owed),
        (vec![], vec![21, 0], TeamCounts::Deferred),
        (vec![], vec![0, 21], TeamCounts::Deferred),
        (vec![1], vec![], TeamCounts::Owed),
    ] {
        let setup = Setup {
            owed,
            deferred,
            ..black_to_play()
        };
        let refused = Game::from_setup(&setup).map(|_| ());
        assert_eq!(refused, Err(SetupError::Counts { which }));
    }
}

#[test]
fn a_position_saved_and_loaded_keeps_the_beginners_re_takes_of_the_turn() {
    let beginner = Options {
        beginner: true,
        ..Options::default()
    };
    // This turn's re-take used (engines before 6), and two re-takes taken
    // (engine 6): both kept, and written back as they were read.
    for retakes in [1, 2, 5] {
        let setup = Setup {
            options: beginner,
            retaken: Some(true),
            retakes: Some(retakes),
            ..black_to_play()
        };
        let game = Game::from_setup(&setup).unwrap();
        assert!(game.retaken());
        assert_eq!(game.retakes(), retakes);
        let saved = game.to_setup();
        assert_eq!(saved.retaken, Some(true));
        assert_eq!(saved.retakes, Some(retakes));
        let again = Game::from_setup(&saved).unwrap();
        assert!(again.retaken());
        assert_eq!(again.retakes(), retakes);
    }
    // None used: a record written before the ruling names neither, and the
    // position writes back without them.
    let game = Game::from_setup(&Setup {
        options: beginner,
        ..black_to_play()
    })
    .unwrap();
    assert!(!game.retaken());
    assert_eq!(game.retakes(), 0);
    let saved = game.to_setup();
    assert_eq!((saved.retaken, saved.retakes), (None, None));
}

#[test]
fn a_game_of_an_older_engine_plays_on_that_engines_board() {
    // Before engine 6 the pocket pegs stood 23 mm either side of the
    // diagonal: a game (or a record) of engine 5 keeps its board.
    let old = Spec::for_engine(5);
    let toss = super::CoinToss {
        winner: 0,
        breaker: 2,
    };
    let game = Game::new_with(old, Options::default(), toss).unwrap();
    assert_eq!(game.spec().engine, 5);
    assert_eq!(game.spec().pitchnut.pocket_peg_offset, 0.023);
    assert_eq!(game.to_play(), 2);
    let loaded = Game::from_setup_with(old, &game.to_setup()).unwrap();
    assert_eq!(loaded.spec().engine, 5);
    assert_eq!(
        Game::new(Options::default(), toss).unwrap().spec().engine,
        Spec::STANDARD.engine
    );
}

#[test]
fn a_player_may_have_up_to_one_extra_shot_a_piece_and_no_more() {
    // Extra shots come from pieces sunk: at most the 20 there are.
    for turns in [0, 1, 20] {
        let setup = Setup {
            extra_turns: turns,
            ..black_to_play()
        };
        let game = Game::from_setup(&setup).unwrap();
        assert_eq!(game.extra_turns(), turns);
        assert_eq!(game.to_setup().extra_turns, turns);
    }
    for turns in [21, 255] {
        let setup = Setup {
            extra_turns: turns,
            ..black_to_play()
        };
        let refused = Game::from_setup(&setup).map(|_| ());
        assert_eq!(refused, Err(SetupError::TooManyExtraTurns { turns }));
    }
}
