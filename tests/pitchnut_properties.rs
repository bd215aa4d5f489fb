//! Random legal shot reports, from a small deterministic generator: the
//! engine never panics, never loses or doubles a piece, always leaves a
//! position that passes its own checks, and every game ends with one winner.

use flickwood_core::geom::Vec2;
use flickwood_core::pitchnut::{
    Adjust, Alleys, CoinToss, Event, Game, Options, PIECES, POISON, SHOOTER,
};
use flickwood_core::rng::Rng;
use flickwood_core::shot::{Contact, DiscId, FinalDisc, Happening, Place, ShotReport, Touched};
use flickwood_core::spec::{BoardKind, DiscKind};

/// A report physics could have produced: pieces sink, fly off, land on a
/// side, or stay; a stack whose base moves falls; the shooter may scratch.
fn random_report(game: &Game, rng: &mut Rng, poison_odds: f32) -> ShotReport {
    let spec = game.spec().pitchnut;
    let board = game.board();
    let mut finals: Vec<FinalDisc> = Vec::new();
    let mut happenings = Vec::new();
    let mut contacts = Vec::new();
    let mut step = 1;
    let mut moved: Vec<DiscId> = Vec::new();
    let mut fell = Vec::new();
    for d in board {
        let odds = if d.id == POISON { poison_odds } else { 0.12 };
        let roll = rng.unit();
        let place = if roll < odds {
            Place::Pocket(rng.below(4) as usize as u8)
        } else if roll < odds + 0.01 {
            Place::OffBoard
        } else if roll < odds + 0.02 {
            Place::OnSide
        } else if roll < odds + 0.025 {
            Place::Gutter
        } else {
            continue;
        };
        if rng.chance(0.7) {
            contacts.push(Contact {
                step,
                disc: SHOOTER,
                other: Touched::Disc(d.id),
                speed: 1.0,
            });
        }
        happenings.push(Happening {
            step,
            disc: d.id,
            what: place,
        });
        step += 1;
        let pos = match place {
            Place::Gutter => Vec2::new(spec.field_half + 0.02, 0.1),
            _ => d.pos,
        };
        finals.push(FinalDisc {
            id: d.id,
            kind: d.kind,
            place,
            pos,
        });
        moved.push(d.id);
    }
    // Pieces on a disc that moved fall beside the stack, somewhere free.
    let mut flat: Vec<Vec2> = board
        .iter()
        .filter(|d| d.place == Place::Board && !moved.contains(&d.id))
        .map(|d| d.pos)
        .collect();
    loop {
        let falling: Vec<DiscId> = board
            .iter()
            .filter(|d| {
                matches!(d.place, Place::Stacked(b) if moved.contains(&b)) && !moved.contains(&d.id)
            })
            .map(|d| d.id)
            .collect();
        if falling.is_empty() {
            break;
        }
        for id in falling {
            let spot = (0..200).find_map(|_| {
                let p = Vec2::new(rng.unit() * 0.5 - 0.25, rng.unit() * 0.5 - 0.25);
                flat.iter()
                    .all(|q| q.distance(p) > 2.0 * spec.piece_radius + 0.001)
                    .then_some(p)
            });
            let kind = if id == POISON {
                DiscKind::Poison
            } else {
                DiscKind::Piece
            };
            let (place, pos) = match spot {
                Some(p) => {
                    flat.push(p);
                    (Place::Board, p)
                }
                None => (Place::Pocket(0), Vec2::ZERO),
            };
            if let Place::Pocket(_) = place {
                happenings.push(Happening {
                    step,
                    disc: id,
                    what: place,
                });
            }
            finals.push(FinalDisc {
                id,
                kind,
                place,
                pos,
            });
            fell.push(id);
            moved.push(id);
        }
    }
    let roll = rng.unit();
    let shooter_place = if roll < 0.08 {
        Place::Pocket(rng.below(4) as usize as u8)
    } else if roll < 0.1 {
        Place::OffBoard
    } else if roll < 0.12 {
        Place::OnSide
    } else {
        Place::Board
    };
    if shooter_place != Place::Board {
        happenings.push(Happening {
            step,
            disc: SHOOTER,
            what: shooter_place,
        });
    }
    finals.push(FinalDisc {
        id: SHOOTER,
        kind: DiscKind::Shooter,
        place: shooter_place,
        pos: Vec2::new(0.0, -0.2),
    });
    ShotReport {
        board: BoardKind::Pitchnut,
        shooter: SHOOTER,
        contacts,
        happenings,
        stack_fell: fell,
        finals,
        steps: step,
        timed_out: false,
    }
}

/// Every piece is in exactly one place.
fn assert_conserved(game: &Game, context: &str) {
    let mut seen = [0u8; PIECES as usize + 1];
    for id in game
        .board()
        .iter()
        .map(|d| d.id)
        .chain(game.pockets().iter().map(|s| s.id))
    {
        seen[id as usize] += 1;
    }
    assert!(seen.iter().all(|&s| s == 1), "{context}: pieces {seen:?}");
}

fn options_for(rng: &mut Rng) -> Options {
    Options {
        players: if rng.chance(0.5) { 2 } else { 4 },
        alleys: if rng.chance(0.5) {
            Alleys::American
        } else {
            Alleys::Canadian
        },
        beginner: rng.chance(0.3),
    }
}

#[test]
fn random_games_keep_every_piece_and_end_with_one_winner() {
    let mut rng = Rng::new(0x5EED_0001);
    let mut wins = [0u32; 2];
    let mut total_shots = 0;
    for game_no in 0..300 {
        let options = options_for(&mut rng);
        let seats: &[u8] = if options.players == 4 {
            &[0, 1, 2, 3]
        } else {
            &[0, 2]
        };
        let toss = CoinToss {
            winner: seats[rng.below(seats.len() as u32) as usize],
            breaker: seats[rng.below(seats.len() as u32) as usize],
        };
        let mut game = Game::new(options, toss).expect("a fresh game is legal");
        let mut shots = 0;
        while !game.is_over() {
            shots += 1;
            assert!(shots < 3000, "game {game_no} did not end");
            // The poison goes down rarely early on, more often later.
            let poison_odds = if shots < 40 { 0.005 } else { 0.05 };
            let report = random_report(&game, &mut rng, poison_odds);
            let context = format!("game {game_no} shot {shots}");
            let (next, events) = game
                .clone()
                .apply(&report)
                .unwrap_or_else(|e| panic!("{context}: legal report refused: {e}"));
            assert!(!events.is_empty(), "{context}: no events");
            // Pure: the same report on the same position gives the same result.
            let (again, events_again) = game.clone().apply(&report).expect("accepted once");
            assert_eq!(again.to_setup(), next.to_setup(), "{context}");
            assert_eq!(events_again, events, "{context}");
            let endings: Vec<&Event> = events
                .iter()
                .filter(|e| matches!(e, Event::GameOver { .. }))
                .collect();
            match (next.winner(), endings.as_slice()) {
                (None, []) => {}
                (Some(w), [Event::GameOver { winner, .. }]) => assert_eq!(w, *winner),
                other => panic!("{context}: winner and GameOver disagree: {other:?}"),
            }
            assert_conserved(&next, &context);
            let round_trip = Game::from_setup(&next.to_setup())
                .unwrap_or_else(|e| panic!("{context}: the engine made an illegal position: {e}"));
            assert_eq!(round_trip.to_setup(), next.to_setup(), "{context}");
            if next.colour_of(0).is_some() {
                assert!(
                    next.pockets().iter().any(|s| s.id != POISON),
                    "{context}: colours set with empty pockets"
                );
            }
            game = next;
            // Engine 6 beginners: a miss waits for the shooter's choice,
            // either one at random (half the time a pass, so no loop).
            if game.retake_offered() {
                let again = rng.chance(0.5);
                let (after, events) = game.retake(again).expect("a re-take is offered");
                assert!(!events.is_empty() && !after.retake_offered());
                game = after;
            }
            // Now and then an opponent nudges a returned piece.
            if let Some(&piece) = game.adjustable().first()
                && rng.chance(0.3)
            {
                let by = game.returned_by(piece).expect("returned by someone");
                let seat = *seats
                    .iter()
                    .find(|&&s| game.team_of(s) != by)
                    .unwrap_or(&seats[0]);
                let pos = Vec2::new(rng.unit() * 0.01, rng.unit() * 0.01);
                let own_side = seats
                    .iter()
                    .find(|&&s| game.team_of(s) == by)
                    .unwrap_or(&seats[0]);
                let before = format!("{game:?}");
                let own = Adjust {
                    seat: *own_side,
                    piece,
                    pos,
                };
                let checked = game.check_adjust(&own);
                let refused = game
                    .adjust(&own)
                    .expect_err("the side that returned a piece may not adjust it");
                assert_eq!(checked, Err(refused.why.clone()), "the check agrees");
                // The refusal hands the game back as it was: no clone needed.
                assert_eq!(format!("{:?}", refused.position), before);
                game = refused.position;
                let theirs = Adjust { seat, piece, pos };
                let checked = game.check_adjust(&theirs);
                match game.adjust(&theirs) {
                    Ok((adjusted, _)) => {
                        assert_eq!(checked, Ok(()), "the check agrees");
                        assert_conserved(&adjusted, "after adjust");
                        game = adjusted;
                    }
                    Err(refused) => {
                        assert_eq!(checked, Err(refused.why.clone()), "the check agrees");
                        game = refused.position;
                    }
                }
            }
        }
        let winner = game.winner().expect("over means a winner");
        assert!(winner <= 1);
        wins[winner as usize] += 1;
        total_shots += shots;
        assert!(
            game.clone()
                .apply(&random_report(&game, &mut rng, 0.0))
                .is_err()
        );
        let next = game.next_game().expect("a next game");
        assert_ne!(next.team_of(next.to_play()), winner, "the loser breaks");
    }
    // The generator must really exercise the rules, not end every game at once.
    assert!(wins[0] > 20 && wins[1] > 20, "wins {wins:?}");
    assert!(total_shots > 3000, "only {total_shots} shots");
}

#[test]
fn garbage_reports_are_refused_without_panicking() {
    let mut rng = Rng::new(0xBAD_5EED);
    let game = Game::new(
        Options::default(),
        CoinToss {
            winner: 0,
            breaker: 0,
        },
    )
    .unwrap();
    let mut refused_count = 0;
    for _ in 0..2000 {
        let mut report = random_report(&game, &mut rng, 0.1);
        match rng.below(6) as usize {
            0 => report.shooter = rng.below(200) as usize as DiscId,
            1 => report.finals.push(FinalDisc {
                id: rng.below(30) as usize as DiscId,
                kind: DiscKind::Piece,
                place: Place::Board,
                pos: Vec2::new(f32::NAN, 0.0),
            }),
            2 => report.happenings.push(Happening {
                step: 0,
                disc: rng.below(200) as usize as DiscId,
                what: Place::Hole,
            }),
            3 => report.board = BoardKind::Crokinole,
            4 => report.finals.push(FinalDisc {
                id: 1 + rng.below(20) as usize as DiscId,
                kind: DiscKind::Piece,
                place: Place::Stacked(rng.below(25) as usize as DiscId),
                pos: Vec2::ZERO,
            }),
            _ => {
                if let Some(f) = report.finals.first_mut() {
                    f.pos = Vec2::new(rng.unit() * 2.0 - 1.0, rng.unit() * 2.0 - 1.0);
                    f.place = Place::Board;
                }
            }
        }
        // Either answer is fine; a panic is not, nor a refusal that changed the game.
        match game.clone().apply(&report) {
            Ok((next, _)) => {
                assert_conserved(&next, "garbage accepted");
                Game::from_setup(&next.to_setup()).expect("accepted garbage left a legal position");
            }
            Err(refused) => {
                refused_count += 1;
                assert_eq!(
                    format!("{:?}", refused.position),
                    format!("{game:?}"),
                    "refused ({}) but changed",
                    refused.why
                );
            }
        }
    }
    assert!(refused_count > 100, "only {refused_count} of 2000 refused");
}

#[test]
fn random_setups_are_checked_without_panicking() {
    use flickwood_core::pitchnut::{Pocketed, Setup};
    let mut rng = Rng::new(0x5E7_0BAD);
    let mut accepted = 0;
    for _ in 0..3000 {
        let mut setup = Setup {
            options: options_for(&mut rng),
            to_play: rng.below(5) as usize as u8,
            ..Setup::default()
        };
        if rng.chance(0.3) {
            setup.options.players = rng.below(6) as usize as u8;
        }
        for _ in 0..rng.below(5) as usize {
            setup.pocketed.push(Pocketed {
                id: rng.below(23) as usize as DiscId,
                pocket: rng.below(5) as usize as u8,
            });
        }
        if rng.chance(0.5) {
            let place = match rng.below(4) as usize {
                0 => Place::Stacked(rng.below(22) as usize as DiscId),
                1 => Place::Pocket(0),
                _ => Place::Board,
            };
            setup.moved.push(flickwood_core::pitchnut::Placed {
                id: rng.below(22) as usize as DiscId,
                pos: Vec2::new(rng.unit() * 0.8 - 0.4, rng.unit() * 0.8 - 0.4),
                place,
            });
        }
        if rng.chance(0.3) {
            setup.owed = vec![rng.below(3) as usize as u8; rng.below(4) as usize];
        }
        if let Ok(game) = Game::from_setup(&setup) {
            accepted += 1;
            assert_conserved(&game, "random setup");
            let again = Game::from_setup(&game.to_setup()).expect("round trip");
            assert_eq!(again.to_setup(), game.to_setup());
        }
    }
    assert!(accepted > 100, "only {accepted} random setups were legal");
}
