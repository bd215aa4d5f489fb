//! The match state (`state.rs`, near the 600-line limit, so its tests live
//! here) as a player meets it: a new match seated and played as asked, a
//! game saved in play that comes back exactly as it was, where a puck may
//! be placed (clause 4), and how close two pucks may lie.

use super::{BoardPuck, MatchFormat, Phase, RuleError, Setup, State, TableKind};
use crate::geom::Vec2;
use crate::shot::{OVERLAP_TOLERANCE, Place};
use crate::spec::{CrokinoleSpec, Spec, seat_angle};

const SPEC: CrokinoleSpec = CrokinoleSpec::STANDARD;

/// A board whose line, its width and the puck are exact binary fractions of
/// a metre (shooting line 312/1024 m, line 2/1024 m, puck radius 16/1024 m),
/// so a puck can lie exactly where its edge meets the line's edge.
const EXACT: CrokinoleSpec = CrokinoleSpec {
    shooting_line_radius: 312.0 / 1024.0,
    line_width: 2.0 / 1024.0,
    disc_radius: 16.0 / 1024.0,
    ..CrokinoleSpec::STANDARD
};

/// A two-player round in play from seat 0, with `board` in play.
fn two_players(board: Vec<BoardPuck>) -> State {
    let setup = Setup {
        table: Some(TableKind::TwoPlayers),
        first_shooter: Some(0),
        board,
        ..Setup::default()
    };
    State::new(&SPEC, &setup).unwrap()
}

fn flat(id: u16, x: f32, y: f32) -> BoardPuck {
    BoardPuck {
        id,
        pos: Vec2::new(x, y),
        place: Default::default(),
    }
}

#[test]
fn a_new_match_seats_the_third_player_where_asked_and_plays_to_its_target() {
    let to_150 = MatchFormat::Target { points: 150 };
    let state = State::new_match(TableKind::ThreePlayers, Some(3), to_150, Some(2)).unwrap();
    // The third player sits at the right (seat 3), not the default left.
    assert_eq!(state.table().seats(), &[0, 2, 3]);
    assert_eq!(state.format(), to_150);
    assert_eq!(state.phase(), Phase::Playing);
    assert_eq!(state.to_shoot(), Some(2));
    // A save of it says the same.
    let saved = state.setup().unwrap();
    assert_eq!(saved.third_seat, Some(3));
    assert_eq!(saved.format, to_150);
    // A tournament game keeps its format too (and its eight pucks each).
    let nca = State::new_match(
        TableKind::TwoPlayers,
        None,
        MatchFormat::Tournament,
        Some(0),
    );
    let nca = nca.unwrap();
    assert_eq!(nca.format(), MatchFormat::Tournament);
    assert_eq!(nca.table().pucks_each(), 8);
}

#[test]
fn a_game_saved_at_any_round_comes_back_with_the_same_first_shooter() {
    // Three players at seats 0, 1 and 2; round 0 was opened by seat 1, and
    // each round the opening shot moves one seat clockwise (clause 3-a).
    for (round, opens) in [(0, 1), (1, 2), (2, 0), (3, 1), (7, 2), (u32::MAX, 1)] {
        let setup = Setup {
            table: Some(TableKind::ThreePlayers),
            format: MatchFormat::Target { points: 300 },
            first_shooter: Some(1),
            round,
            ..Setup::default()
        };
        let state = State::new(&SPEC, &setup).unwrap();
        assert_eq!(state.round_first(), opens, "round {round}");
        assert_eq!(state.to_shoot(), Some(opens), "round {round}");
        // Saved, it names round 0's first shooter again (even at the last
        // round a save can name: no overflow), and loads as the same game.
        let saved = state.setup().unwrap();
        assert_eq!(saved.first_shooter, Some(1), "round {round}");
        assert_eq!(saved.round, round);
        assert_eq!(State::new(&SPEC, &saved).unwrap(), state, "round {round}");
    }
}

#[test]
fn a_puck_touches_the_shooting_line_while_its_edge_reaches_the_far_edge_of_the_line() {
    // The line is 2 mm wide, the puck 15.875 mm in radius: its centre may
    // lie up to 16.875 mm either side of the line's middle, in any quadrant.
    for seat in 0..4 {
        let out = Vec2::from_angle(seat_angle(seat));
        for off_mm in [-16.5, -8.0, 0.0, 8.0, 16.5] {
            let pos = out * (SPEC.shooting_line_radius + off_mm / 1000.0);
            assert_eq!(
                State::check_placement(&SPEC, seat, pos),
                Ok(()),
                "seat {seat}, {off_mm} mm off"
            );
        }
        for off_mm in [-20.0, -17.5, 17.5, 20.0] {
            let pos = out * (SPEC.shooting_line_radius + off_mm / 1000.0);
            // The refusal says how far from the line the centre is.
            match State::check_placement(&SPEC, seat, pos) {
                Err(RuleError::OffShootingLine { off_mm: said, .. }) => {
                    assert!((said - f32::abs(off_mm)).abs() < 0.01, "{said} mm")
                }
                other => panic!("seat {seat}, {off_mm} mm off: {other:?}"),
            }
        }
    }
    // Exactly at the edge (17/1024 m off, on the exact board) the puck still
    // touches; 1/65536 m further it does not.
    for y in [329.0 / 1024.0, 295.0 / 1024.0] {
        assert_eq!(
            State::check_placement(&EXACT, 0, Vec2::new(0.0, -y)),
            Ok(())
        );
    }
    for y in [
        329.0 / 1024.0 + 1.0 / 65536.0,
        295.0 / 1024.0 - 1.0 / 65536.0,
    ] {
        let refused = State::check_placement(&EXACT, 0, Vec2::new(0.0, -y));
        assert!(matches!(refused, Err(RuleError::OffShootingLine { .. })));
    }
}

#[test]
fn a_puck_centred_on_the_quadrant_line_is_still_in_the_quadrant() {
    // Clause 4: the puck may overhang its quadrant line. Seat 2 (the top):
    // a puck centred on either diagonal, on its shooting line, may be
    // placed; one just past a diagonal may not.
    let a = 0.2157; // the diagonal meets the line 305 mm out
    for x in [a, -a] {
        assert_eq!(State::check_placement(&SPEC, 2, Vec2::new(x, a)), Ok(()));
    }
    for pos in [Vec2::new(0.2167, 0.2147), Vec2::new(-0.2167, 0.2147)] {
        let refused = State::check_placement(&SPEC, 2, pos);
        assert!(matches!(
            refused,
            Err(RuleError::OutsideQuadrant { seat: 2, .. })
        ));
    }
}

#[test]
fn a_puck_cannot_be_placed_on_top_of_one_in_play_but_may_be_placed_beside_it() {
    // Seat 0's first puck stopped on seat 2's shooting line; seat 2 shoots.
    let state = two_players(vec![flat(0, 0.0, 0.305)]);
    assert_eq!(state.to_shoot(), Some(2));
    let spec = Spec::STANDARD;
    let down = Vec2::new(0.0, -1.0);
    for x in [0.0, 0.005, -0.02, 0.03] {
        let refused = state.shot_input(&spec, Vec2::new(x, 0.305), down, 0.0);
        assert_eq!(refused, Err(RuleError::OnTopOf { puck: 0 }), "{x} m along");
    }
    // Beside it, clear of it or touching it, the shot goes.
    for x in [0.032, -0.035, 0.06] {
        let input = state.shot_input(&spec, Vec2::new(x, 0.305), down, 0.0);
        let input = input.unwrap_or_else(|e| panic!("{x} m along: {e}"));
        assert_eq!(input.shot.disc.id, 200);
        assert_eq!(input.discs.len(), 1);
    }
}

#[test]
fn pucks_in_a_setup_may_overlap_by_the_tolerance_and_no_more() {
    // Two flat pucks may overlap by up to 1 mm (the tolerance the physics
    // ends shots within): centres 2r - 1 mm apart are a legal position.
    let apart = 2.0 * SPEC.disc_radius - OVERLAP_TOLERANCE;
    let state = two_players(vec![flat(0, 0.0, 0.1), flat(200, apart, 0.1)]);
    assert_eq!(state.board().len(), 2);
    // The least bit closer, they lie on each other.
    let closer = f32::from_bits(apart.to_bits() - 1);
    let setup = Setup {
        table: Some(TableKind::TwoPlayers),
        first_shooter: Some(0),
        board: vec![flat(0, 0.0, 0.1), flat(200, closer, 0.1)],
        ..Setup::default()
    };
    assert_eq!(
        State::new(&SPEC, &setup),
        Err(RuleError::PucksOverlap { a: 0, b: 200 })
    );
}

#[test]
fn a_puck_in_play_lies_on_the_surface_over_the_hole_or_at_one_of_the_eight_posts() {
    let at = |place, x: f32, y: f32| BoardPuck {
        id: 0,
        pos: Vec2::new(x, y),
        place,
    };
    let new = |puck: BoardPuck| {
        let setup = Setup {
            table: Some(TableKind::TwoPlayers),
            first_shooter: Some(0),
            board: vec![puck],
            ..Setup::default()
        };
        State::new(&SPEC, &setup).map(|s| s.board()[0])
    };
    let r = SPEC.surface_radius;
    let hole = SPEC.hole_radius;
    // Legal: flat with its centre on the surface, out to its very edge; a
    // leaner with its centre over the hole, to its rim; at posts 0 to 7.
    let legal = [
        at(Place::Board, 0.0, -r),
        at(Place::Board, r, 0.0),
        at(Place::HoleLeaner, 0.0, hole),
        at(Place::HoleLeaner, -hole, 0.0),
        at(Place::PostLeaner(7), 0.113, -0.047),
        at(Place::OnPost(0), 0.094, 0.039),
    ];
    for puck in legal {
        assert_eq!(new(puck), Ok(puck));
    }
    // Past the surface's edge a puck is in the ditch, not in play.
    for (x, y) in [(0.0, -0.331), (0.3, 0.3)] {
        assert_eq!(
            new(at(Place::Board, x, y)),
            Err(RuleError::OffSurface {
                puck: 0,
                pos: Vec2::new(x, y)
            })
        );
    }
    // A leaner must lean over the hole.
    for (x, y) in [(0.0, 0.018), (0.05, 0.0)] {
        let refused = new(at(Place::HoleLeaner, x, y));
        assert_eq!(refused, Err(RuleError::LeanerNotOverHole { puck: 0 }));
    }
    // There is no ninth post.
    for (place, post) in [
        (Place::PostLeaner(8), 8),
        (Place::OnPost(8), 8),
        (Place::OnPost(200), 200),
    ] {
        assert_eq!(
            new(at(place, 0.1, 0.05)),
            Err(RuleError::NoSuchPost {
                puck: 0,
                post,
                posts: 8
            })
        );
    }
}
