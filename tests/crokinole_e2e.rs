//! Whole rounds through the real physics: state -> ShotInput ->
//! physics::simulate -> ShotReport -> apply -> (state, events). The round
//! scores must be what the final positions imply.

use flickwood_core::crokinole::{
    BoardPuck, Event, MatchFormat, Phase, SideScore, State, TableKind, owner_of,
};
use flickwood_core::geom::Vec2;
use flickwood_core::physics::simulate;
use flickwood_core::shot::{DiscId, Place, Touched};
use flickwood_core::spec::{Spec, seat_angle};

const SPEC: Spec = Spec::STANDARD;

/// Offsets along the shooting line tried in turn (radians from the seat's
/// direction), so a puck is never placed on top of one already there.
const OFFSETS: [f32; 7] = [0.0, 0.12, -0.12, 0.3, -0.3, 0.55, -0.55];

/// A scripted player: with an opponent on the board, hit the nearest one
/// hard enough to knock it away; otherwise draw toward the centre, a little
/// short or long by the shot number so the pucks spread over the zones.
fn scripted_shot(state: &State, n: usize) -> (Vec2, Vec2) {
    let seat = state.to_shoot().unwrap();
    let table = *state.table();
    for off in OFFSETS {
        let place = Vec2::from_angle(seat_angle(seat) + off) * SPEC.crokinole.shooting_line_radius;
        let target = state
            .board()
            .iter()
            .filter(|p| table.are_opponents(seat, owner_of(p.id)))
            .filter(|p| p.place == Place::Board)
            .min_by(|a, b| {
                a.pos
                    .distance(place)
                    .partial_cmp(&b.pos.distance(place))
                    .unwrap()
            });
        let velocity = match target {
            Some(t) => (t.pos - place).normalize_or_zero() * (1.2 + 0.2 * (n % 4) as f32),
            None => {
                // v^2 = 2 mu g d: a draw that stops d from the placement.
                let reach = SPEC.crokinole.shooting_line_radius - 0.03 * ((n % 5) as f32 - 1.0);
                let speed =
                    (2.0 * SPEC.crokinole.mu_surface * flickwood_core::spec::G * reach).sqrt();
                (-place).normalize_or_zero() * speed
            }
        };
        if state.shot_input(&SPEC, place, velocity, 0.0).is_ok() {
            return (place, velocity);
        }
    }
    panic!("no free spot on seat {seat}'s shooting line");
}

/// Points implied by final positions, from the spec's radii.
fn implied(board: &[BoardPuck], rail: &[DiscId], state: &State) -> Vec<SideScore> {
    let c = SPEC.crokinole;
    let value = |p: &BoardPuck| match p.place {
        Place::HoleLeaner => 15,
        Place::PostLeaner(_) => 25,
        Place::OnPost(_) => 30,
        _ => {
            let outer = p.pos.length() + c.disc_radius + c.line_width / 2.0;
            [c.fifteen_radius, c.ten_radius, c.shooting_line_radius]
                .iter()
                .zip([15, 10, 5])
                .find(|(r, _)| outer < **r)
                .map_or(0, |(_, v)| v)
        }
    };
    let table = state.table();
    table
        .sides()
        .into_iter()
        .map(|side| SideScore {
            side,
            points: board
                .iter()
                .filter(|p| table.side_of_puck(p.id) == side)
                .map(value)
                .sum::<u32>()
                + 20 * rail
                    .iter()
                    .filter(|&&id| table.side_of_puck(id) == side)
                    .count() as u32,
        })
        .collect()
}

/// Plays one complete round and checks its count.
fn play_round(kind: TableKind) {
    let mut state = State::new_match(kind, None, MatchFormat::BestOfSeven, Some(0)).unwrap();
    let shots = state.table().shots_per_round() as usize;
    let mut contacts = 0;
    for n in 0..shots {
        assert_eq!(state.round(), 0);
        let (place, velocity) = scripted_shot(&state, n);
        let input = state.shot_input(&SPEC, place, velocity, 0.0).unwrap();
        let report = simulate(&SPEC, &input).unwrap();
        // Puck-on-puck contacts, so the rounds really test hits.
        contacts += report
            .contacts
            .iter()
            .filter(|c| matches!(c.other, Touched::Disc(_)))
            .count();
        let (next, events) = state.apply(&SPEC.crokinole, false, &report).unwrap();
        state = next;
        if n + 1 < shots {
            assert!(!events.iter().any(|e| matches!(e, Event::RoundOver { .. })));
            continue;
        }
        let Some(Event::RoundOver {
            scores,
            board,
            rail,
            ..
        }) = events.iter().find(|e| matches!(e, Event::RoundOver { .. }))
        else {
            panic!("the round did not end after {shots} shots: {events:?}");
        };
        // The counted pucks lie where the physics left them.
        for p in board {
            let f = report.final_of(p.id).expect("counted puck was in the shot");
            assert_eq!((f.place, f.pos), (p.place, p.pos));
        }
        assert_eq!(*scores, implied(board, rail, &state));
        assert!(
            scores.iter().any(|s| s.points > 0),
            "a scripted round scored nothing: {scores:?}"
        );
    }
    assert!(contacts > 0, "no puck ever touched another");
    assert_eq!(state.phase(), Phase::Playing);
    assert_eq!(state.round(), 1);
    assert_eq!(state.to_shoot(), Some(state.table().next_seat(0)));
}

#[test]
fn two_player_round_through_the_physics() {
    play_round(TableKind::TwoPlayers);
}

#[test]
fn four_player_team_round_through_the_physics() {
    play_round(TableKind::FourTeams);
}
