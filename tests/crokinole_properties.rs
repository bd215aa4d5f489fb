//! Random matches of random (but physically possible) shot reports: the
//! engine never panics, never loses or duplicates a puck, and every round's
//! score is the sum of the scoring regions of where the pucks ended.

use flickwood_core::crokinole::{
    BoardPuck, Event, MatchFormat, Phase, RuleError, SideScore, State, TableKind, owner_of,
};
use flickwood_core::geom::Vec2;
use flickwood_core::rng::Rng;
use flickwood_core::shot::{Contact, DiscId, FinalDisc, Happening, Place, ShotReport, Touched};
use flickwood_core::spec::{BoardKind, CrokinoleSpec, DiscKind};

use core::f32::consts::TAU;

const SPEC: CrokinoleSpec = CrokinoleSpec::STANDARD;

/// The scoring regions, written out again from the radii so the engine's
/// own scoring is checked against an independent reading.
fn region_points(place: Place, pos: Vec2) -> u32 {
    match place {
        Place::HoleLeaner => 15,
        Place::PostLeaner(_) => 25,
        Place::OnPost(_) => 30,
        Place::Board => {
            let edge = pos.length() + SPEC.disc_radius + SPEC.line_width / 2.0;
            if edge < SPEC.fifteen_radius {
                15
            } else if edge < SPEC.ten_radius {
                10
            } else if edge < SPEC.shooting_line_radius {
                5
            } else {
                0
            }
        }
        other => panic!("{other:?} is not a place on the board"),
    }
}

fn flat(place: Place) -> bool {
    matches!(
        place,
        Place::Board | Place::HoleLeaner | Place::PostLeaner(_)
    )
}

/// Somewhere a puck can end: flat, leaning, on a post, in the hole or the
/// ditch, never on top of another flat puck.
fn random_final(rng: &mut Rng, taken: &[(Place, Vec2)]) -> (Place, Vec2) {
    let pegs = SPEC.pegs();
    for _ in 0..20 {
        let (place, pos) = match rng.below(20) {
            0..=2 => (Place::Ditch, Vec2::ZERO),
            3..=4 => (Place::Hole, Vec2::ZERO),
            5 => (
                Place::HoleLeaner,
                Vec2::from_angle(rng.unit() * TAU) * (rng.unit() * SPEC.hole_radius),
            ),
            6 => {
                let k = rng.below(pegs.len() as u32) as u8;
                let at = pegs[k as usize];
                (
                    Place::PostLeaner(k),
                    at + at.normalize_or_zero() * (SPEC.peg_radius + SPEC.disc_radius),
                )
            }
            7 => {
                let k = rng.below(pegs.len() as u32) as u8;
                (Place::OnPost(k), pegs[k as usize])
            }
            _ => {
                // Uniform over the disc of the playing surface.
                let r = SPEC.surface_radius * rng.unit().sqrt();
                (Place::Board, Vec2::from_angle(rng.unit() * TAU) * r)
            }
        };
        let clash = taken.iter().any(|&(p, q)| match (place, p) {
            (Place::OnPost(a), Place::OnPost(b)) => a == b,
            (a, b) if flat(a) && flat(b) => q.distance(pos) < 2.0 * SPEC.disc_radius,
            _ => false,
        });
        if !clash {
            return (place, pos);
        }
    }
    (Place::Ditch, Vec2::ZERO)
}

/// A report of a shot by the player to shoot: each puck either stays or
/// ends somewhere new, with random contacts and an occasional rebound.
fn random_report(rng: &mut Rng, state: &State) -> ShotReport {
    let shooter = state.next_puck().expect("someone is to shoot");
    let mut ids: Vec<DiscId> = state.board().iter().map(|p| p.id).collect();
    ids.push(shooter);
    let mut taken: Vec<(Place, Vec2)> = Vec::new();
    let mut finals = Vec::new();
    let mut happenings = Vec::new();
    // Pucks that stay put are placed first so movers avoid them.
    let stays: Vec<bool> = ids
        .iter()
        .map(|&id| id != shooter && rng.chance(0.6))
        .collect();
    for (i, _) in ids.iter().enumerate().filter(|(i, _)| stays[*i]) {
        let p = state.board()[i];
        taken.push((p.place, p.pos));
    }
    for (i, &id) in ids.iter().enumerate() {
        let (place, pos) = if stays[i] {
            let p = state.board()[i];
            (p.place, p.pos)
        } else {
            let (place, pos) = random_final(rng, &taken);
            taken.push((place, pos));
            (place, pos)
        };
        if place == Place::Ditch || (!stays[i] && rng.chance(0.05)) {
            // Into the ditch; a few come back (rebounds, 8-a).
            happenings.push(Happening {
                step: rng.below(500),
                disc: id,
                what: Place::Ditch,
            });
        }
        finals.push(FinalDisc {
            id,
            kind: DiscKind::Puck,
            place,
            pos,
        });
    }
    let mut contacts = Vec::new();
    for _ in 0..rng.below(4) {
        let a = ids[rng.below(ids.len() as u32) as usize];
        let b = ids[rng.below(ids.len() as u32) as usize];
        if a != b {
            contacts.push(Contact {
                step: rng.below(600),
                disc: a,
                other: Touched::Disc(b),
                speed: rng.unit(),
            });
        }
    }
    contacts.sort_by_key(|c| c.step);
    ShotReport {
        board: BoardKind::Crokinole,
        shooter,
        contacts,
        happenings,
        stack_fell: Vec::new(),
        finals,
        steps: 600,
        timed_out: false,
    }
}

/// Every puck of the round is in exactly one of board, rail and ditch, and
/// the state survives a round trip through its setup (which checks ids,
/// owners, counts against the turn order, places and overlaps).
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
    if state.phase() == Phase::Playing {
        let setup = state.setup().expect("a state in play has a setup");
        let again = State::new(&SPEC, &setup).expect("the state is legal");
        assert_eq!(&again, state);
    }
}

fn independent_scores(state: &State, board: &[BoardPuck], rail: &[DiscId]) -> Vec<SideScore> {
    let table = state.table();
    table
        .sides()
        .into_iter()
        .map(|side| {
            let on_board: u32 = board
                .iter()
                .filter(|p| table.side_of(owner_of(p.id)) == side)
                .map(|p| region_points(p.place, p.pos))
                .sum();
            let twenties = rail
                .iter()
                .filter(|&&id| table.side_of(owner_of(id)) == side)
                .count() as u32;
            SideScore {
                side,
                points: on_board + 20 * twenties,
            }
        })
        .collect()
}

fn play_random_match(seed: u64) -> (u32, u32) {
    let mut rng = Rng::new(seed);
    let kinds = [
        TableKind::TwoPlayers,
        TableKind::ThreePlayers,
        TableKind::FourSingles,
        TableKind::FourTeams,
    ];
    let kind = kinds[rng.below(4) as usize];
    let format = match rng.below(3) {
        0 => MatchFormat::BestOfSeven,
        1 => MatchFormat::Target { points: 150 },
        _ => MatchFormat::Tournament,
    };
    let third = (kind == TableKind::ThreePlayers).then(|| 1 + 2 * rng.below(2) as u8);
    let first = *[0u8, 2].get(rng.below(2) as usize).unwrap();
    let mut state = State::new_match(kind, third, format, Some(first)).unwrap();
    let (mut rounds, mut shots) = (0, 0);
    while state.phase() == Phase::Playing && rounds < 12 {
        let report = random_report(&mut rng, &state);
        let declared = rng.chance(0.15);
        let before = state.clone();
        let (next, events) = state
            .apply(&SPEC, declared, &report)
            .unwrap_or_else(|e| panic!("seed {seed}: a legal report was refused: {e}"));
        shots += 1;
        for e in &events {
            if let Event::RoundOver {
                scores,
                board,
                rail,
                ..
            } = e
            {
                rounds += 1;
                assert_eq!(
                    *scores,
                    independent_scores(&before, board, rail),
                    "seed {seed}: round score is not the sum of its regions"
                );
                // Every puck of the round is counted, in the ditch or not.
                let total = before.table().shots_per_round() as usize;
                assert!(board.len() + rail.len() <= total);
                assert_eq!(
                    before.board().len() + before.rail().len() + before.ditch().len() + 1,
                    total
                );
            }
        }
        // Mid-round, the engine's running tally agrees with the regions too.
        assert_eq!(
            next.scores(&SPEC),
            independent_scores(&next, next.board(), next.rail())
        );
        check_pucks(&next);
        state = next;
    }
    (rounds, shots)
}

#[test]
fn random_matches_keep_every_puck_and_score_by_region() {
    let mut rounds = 0;
    let mut shots = 0;
    for seed in 0..60 {
        let (r, s) = play_random_match(seed);
        rounds += r;
        shots += s;
    }
    // The generator really plays whole rounds, so the round checks ran.
    assert!(rounds > 100, "only {rounds} rounds in {shots} shots");
}

#[test]
fn broken_reports_are_refused_without_changing_anything() {
    let mut rng = Rng::new(99);
    let mut state = State::new_match(
        TableKind::TwoPlayers,
        None,
        MatchFormat::BestOfSeven,
        Some(0),
    )
    .unwrap();
    let mut overlaps = 0;
    for _ in 0..200 {
        let good = random_report(&mut rng, &state);
        let mut bad = good.clone();
        // A flat puck the shot puck can be put on top of, for case 6.
        let under = good
            .finals
            .iter()
            .find(|f| f.id != good.shooter && flat(f.place))
            .map(|f| (f.id, f.pos));
        let mut overlap = None;
        match rng.below(7) {
            0 => bad.shooter += 1,
            1 => {
                let dup = bad.finals[0].clone();
                bad.finals.push(dup);
            }
            2 => {
                bad.finals.pop();
            }
            3 => bad.finals[0].pos = Vec2::new(f32::NAN, 0.0),
            4 => bad.finals[0].place = Place::Pocket(1),
            6 => match under {
                // The shot puck ends right on another flat puck.
                Some((id, pos)) => {
                    let shot = bad
                        .finals
                        .iter_mut()
                        .find(|f| f.id == good.shooter)
                        .unwrap();
                    shot.place = Place::Board;
                    shot.pos = pos;
                    overlap = Some(id);
                }
                None => bad.shooter += 1,
            },
            _ => bad.contacts.push(Contact {
                step: 0,
                disc: 999,
                other: Touched::Disc(good.shooter),
                speed: 1.0,
            }),
        }
        // No clone before apply: the refusal hands the state back as it was.
        let before = state.clone();
        let refused = state
            .apply(&SPEC, false, &bad)
            .expect_err("a broken report is refused");
        assert_eq!(refused.position, before, "refused: {}", refused.why);
        if let Some(id) = overlap {
            let (a, b) = (id.min(good.shooter), id.max(good.shooter));
            match refused.why {
                RuleError::ReportPucksOverlap { a: x, b: y } => {
                    assert_eq!((x.min(y), x.max(y)), (a, b));
                    overlaps += 1;
                }
                ref why => panic!("an overlap refused as: {why}"),
            }
        }
        let (next, _) = refused.position.apply(&SPEC, false, &good).unwrap();
        state = next;
        if state.phase() != Phase::Playing {
            break;
        }
    }
    assert!(overlaps > 0, "no report put a puck on another");
}

/// A report that leaves two pucks on top of one post is refused, as a
/// setup with them is (found by the crokinole_apply fuzz target: the state
/// apply gave was one State::new refused).
#[test]
fn a_report_with_two_pucks_on_one_post_is_refused() {
    use flickwood_core::crokinole::Setup;
    let peg = SPEC.pegs()[3];
    let setup = Setup {
        table: Some(TableKind::TwoPlayers),
        first_shooter: Some(0),
        board: vec![BoardPuck {
            id: 0,
            pos: peg,
            place: Place::OnPost(3),
        }],
        ..Setup::default()
    };
    let state = State::new(&SPEC, &setup).expect("one puck on post 3");
    let shooter = state.next_puck().expect("seat 2 to shoot");
    let final_on_post = |id| FinalDisc {
        id,
        kind: DiscKind::Puck,
        place: Place::OnPost(3),
        pos: peg,
    };
    let report = ShotReport {
        board: BoardKind::Crokinole,
        shooter,
        contacts: Vec::new(),
        happenings: Vec::new(),
        stack_fell: Vec::new(),
        finals: vec![final_on_post(0), final_on_post(shooter)],
        steps: 600,
        timed_out: false,
    };
    let before = state.clone();
    let refused = state
        .apply(&SPEC, false, &report)
        .expect_err("two pucks on post 3 were accepted");
    assert_eq!(refused.why, RuleError::TwoOnPost { post: 3 });
    assert_eq!(refused.position, before);
}
