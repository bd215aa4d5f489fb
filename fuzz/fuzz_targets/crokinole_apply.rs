//! The crokinole engine fed arbitrary shot reports from a match in play:
//! never a panic; the same report twice gives the same answer (a refused
//! apply leaves the caller's state as it was: `apply` takes a copy); after
//! an accepted one every puck shot this round is in exactly one of board,
//! rail and ditch.
#![no_main]

use flickwood_core::crokinole::{MatchFormat, Phase, State, TableKind};
use flickwood_core::shot::DiscId;
use flickwood_core::spec::{BoardKind, DiscKind, Spec};
use flickwood_fuzz::{Before, Bytes, report};
use libfuzzer_sys::fuzz_target;

fn check_pucks(state: &State) {
    let mut all: Vec<DiscId> = state
        .board()
        .iter()
        .map(|p| p.id)
        .chain(state.rail().iter().copied())
        .chain(state.ditch().iter().copied())
        .collect();
    assert_eq!(all.len(), state.shots_taken() as usize, "a puck was lost");
    all.sort_unstable();
    all.dedup();
    assert_eq!(
        all.len(),
        state.shots_taken() as usize,
        "a puck is in two places"
    );
    // Every accepted state is one State::new takes again (apply refuses a
    // report that leaves flat pucks on each other, or two pucks on one post:
    // this target found both).
    if state.phase() == Phase::Playing {
        let setup = state.setup().expect("a state in play has a setup");
        let again = State::new(&Spec::STANDARD.crokinole, &setup).expect("the position is legal");
        assert_eq!(
            again.setup(),
            Some(setup),
            "the round trip changed the position"
        );
    }
}

fuzz_target!(|data: &[u8]| {
    let spec = Spec::STANDARD;
    let mut b = Bytes::new(data);
    let table = [
        TableKind::TwoPlayers,
        TableKind::ThreePlayers,
        TableKind::FourSingles,
        TableKind::FourTeams,
    ][b.below(4)];
    let format = match b.below(3) {
        0 => MatchFormat::BestOfSeven,
        1 => MatchFormat::Target {
            points: 1 + u32::from(b.u8()),
        },
        _ => MatchFormat::Tournament,
    };
    let Ok(probe) = State::new_match(table, None, format, None) else {
        return;
    };
    let seats = probe.table().seats().to_vec();
    let first = seats[b.below(seats.len())];
    let mut state = State::new_match(table, None, format, Some(first)).expect("a new match");
    while !b.is_empty() {
        let Some(next) = state.next_puck() else {
            break;
        };
        let shooter = if b.below(16) == 0 {
            b.u8() as DiscId
        } else {
            next
        };
        let mut before: Vec<Before> = state
            .board()
            .iter()
            .map(|p| Before {
                id: p.id,
                kind: DiscKind::Puck,
                place: p.place,
                pos: p.pos,
            })
            .collect();
        let start = b.pos(spec.crokinole.surface_radius);
        before.push(Before {
            id: shooter,
            kind: DiscKind::Puck,
            place: Default::default(),
            pos: start,
        });
        let r = report(&mut b, BoardKind::Crokinole, shooter, &before, 0.4);
        let declare = b.below(8) == 0;
        let once = state.clone().apply(&spec.crokinole, declare, &r);
        let twice = state.clone().apply(&spec.crokinole, declare, &r);
        assert_eq!(
            format!("{once:?}"),
            format!("{twice:?}"),
            "not deterministic"
        );
        if let Ok((after, _)) = once {
            check_pucks(&after);
            state = after;
        }
    }
});
