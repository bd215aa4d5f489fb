//! The match driver (`flickwood_core::game`): each shot is simulated once,
//! whether it is played live, watched from a record, or resumed from a
//! save; the report a screen animated is the one the rules get; a refused
//! move changes nothing. Simulations are counted per thread by the physics
//! (`physics::simulations_built`).

use flickwood_core::game::{Match, MatchSettings, Refusal};
use flickwood_core::geom::Vec2;
use flickwood_core::physics::simulations_built;
use flickwood_core::save::{MatchRecord, Move, Profiles, fingerprint, resume, verify};
use flickwood_core::spec::{BoardKind, Spec, seat_angle};
use std::path::PathBuf;

fn corpus(name: &str) -> MatchRecord {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/records/{name}.json"));
    MatchRecord::from_json(&std::fs::read(path).unwrap()).unwrap()
}

fn shots(record: &MatchRecord) -> u64 {
    record
        .moves
        .iter()
        .filter(|m| matches!(m, Move::Shot { .. } | Move::Flick(_)))
        .count() as u64
}

/// A plain shot from the middle of the shooter's line, a little off-centre
/// by shot number so the pucks do not all stack.
fn plain_shot(game: &Match, n: u32) -> (Vec2, Vec2) {
    let seat = game.next_turn().unwrap().seat;
    let a = seat_angle(seat);
    let spec = Spec::STANDARD;
    let middle = match game.board() {
        BoardKind::Crokinole => Vec2::from_angle(a) * spec.crokinole.shooting_line_radius,
        BoardKind::Pitchnut => Vec2::from_angle(a) * -spec.pitchnut.home_line_y(),
    };
    // Along the line until a spot is free (a piece may lie on the middle).
    let along = Vec2::from_angle(a + std::f32::consts::FRAC_PI_2);
    let at = (0..40)
        .map(|k| middle + along * (0.01 * (k / 2) as f32 * if k % 2 == 0 { 1.0 } else { -1.0 }))
        .find(|&p| game.check_place(p).is_ok())
        .expect("a free spot on the line");
    let aim = -Vec2::from_angle(a + 0.04 * ((n % 5) as f32 - 2.0));
    (at, aim * (1.0 + 0.1 * (n % 4) as f32))
}

#[test]
fn live_play_simulates_each_shot_once_and_commits_what_it_showed() {
    for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
        let mut game =
            Match::new(MatchSettings::default_for(board), 9, &Profiles::default()).unwrap();
        game.choose_by_rule().unwrap();
        let before = simulations_built();
        let mut played = 0;
        for n in 0..30 {
            if game.next_turn().is_none() {
                break;
            }
            let (at, v) = plain_shot(&game, n);
            let mut shot = game.begin_shot(at, v, false).unwrap();
            // A screen steps it frame by frame; what it drew last is the
            // final position the rules get.
            while shot.step() {}
            let shown: Vec<_> = shot
                .sim()
                .discs()
                .filter(|d| d.place.in_play())
                .map(|d| (d.id, d.pos))
                .collect();
            game.commit(shot).unwrap();
            // (A puck a foul sends to the ditch is no longer in play.)
            for (id, pos) in shown {
                let still = game.pieces().iter().find(|p| p.disc.id == id);
                if let Some(p) = still.filter(|p| p.disc.place.in_play()) {
                    assert_eq!(p.disc.pos, pos, "{board:?} disc {id}");
                }
            }
            played += 1;
        }
        assert!(played >= 20, "{board:?}: only {played} shots");
        assert_eq!(simulations_built() - before, played, "{board:?}");
        // The record the match made replays to the same position.
        let again = verify(game.replay().record()).unwrap();
        assert_eq!(
            fingerprint(again.position()),
            fingerprint(game.replay().position())
        );
    }
}

#[test]
fn watching_a_record_simulates_each_shot_once() {
    for name in [
        "crokinole-two-players-best-of-seven",
        "pitchnut-two-players",
    ] {
        let record = corpus(name);
        let mut game = Match::watch(record.clone()).unwrap();
        let before = simulations_built();
        loop {
            let shot = game.next_recorded().unwrap();
            if game.play_recorded(shot).unwrap().is_none() {
                break;
            }
        }
        assert_eq!(simulations_built() - before, shots(&record), "{name}");
        let outcome = record.outcome.as_ref().unwrap();
        assert_eq!(fingerprint(game.replay().position()), outcome.final_state);
    }
}

#[test]
fn a_resumed_match_simulates_each_recorded_shot_once_and_goes_on() {
    let mut record = corpus("crokinole-two-players-best-of-seven");
    record.outcome = None;
    record.finished_at = None;
    record.moves.truncate(40);
    let before = simulations_built();
    // What the game does: the store replays the saved match, the driver
    // takes it as it stands.
    let game = Match::resume(resume::restore(&record).unwrap());
    assert_eq!(simulations_built() - before, shots(&record));
    let mut game = game;
    let (at, v) = plain_shot(&game, 0);
    let shot = game.begin_shot(at, v, false).unwrap();
    game.commit(shot).unwrap();
    assert_eq!(simulations_built() - before, shots(&record) + 1);
}

#[test]
fn a_refused_shot_changes_nothing_and_says_why_by_kind() {
    let mut game = Match::new(
        MatchSettings::default_for(BoardKind::Crokinole),
        4,
        &Profiles::default(),
    )
    .unwrap();
    game.choose_by_rule().unwrap();
    let before = fingerprint(game.replay().position());
    let moves = game.replay().moves_played();
    let refused = game.begin_shot(Vec2::ZERO, Vec2::new(0.0, 1.0), false);
    assert!(matches!(refused, Err(Refusal::Crokinole(_))));
    // A shot made for this position cannot be committed once another was.
    let (at, v) = plain_shot(&game, 0);
    let first = game.begin_shot(at, v, false).unwrap();
    let second = game.begin_shot(at, v * 0.5, false).unwrap();
    game.commit(first).unwrap();
    let after_one = fingerprint(game.replay().position());
    assert_ne!(after_one, before);
    assert!(matches!(game.commit(second), Err(Refusal::Record(_))));
    assert_eq!(fingerprint(game.replay().position()), after_one);
    assert_eq!(game.replay().moves_played(), moves + 1);
}

#[test]
fn a_match_from_a_set_start_plays_from_there_without_a_toss() {
    use flickwood_core::crokinole::{self, MatchFormat, TableKind};
    use flickwood_core::game::Opening;
    use flickwood_core::save::{Player, Seated};
    let guests = |seats: &[u8]| -> Vec<Seated> {
        seats
            .iter()
            .map(|&seat| Seated {
                seat,
                player: Player::Guest {
                    name: format!("seat {seat}"),
                },
            })
            .collect()
    };
    let setup = crokinole::Setup {
        table: Some(TableKind::TwoPlayers),
        format: MatchFormat::BestOfSeven,
        first_shooter: Some(2),
        ..Default::default()
    };
    let record = MatchRecord::crokinole(setup, guests(&[0, 2]), 5);
    let mut game = Match::start(record, Spec::STANDARD).unwrap();
    assert_eq!(game.opening(), &Opening::Set);
    assert_eq!(game.replay().moves_played(), 0, "nothing tossed");
    assert_eq!(game.next_turn().unwrap().seat, 2, "the set first shooter");
    let before = simulations_built();
    let (at, v) = plain_shot(&game, 0);
    let shot = game.begin_shot(at, v, false).unwrap();
    game.commit(shot).unwrap();
    assert_eq!(simulations_built() - before, 1);
    assert_eq!(game.replay().moves_played(), 1);
    assert_eq!(game.next_turn().unwrap().seat, 0);
    assert_eq!(
        game.crokinole().unwrap().broken(&Spec::STANDARD.crokinole),
        None
    );

    // A record with more games than a match holds is refused at the start.
    let start = flickwood_core::save::PitchnutStart {
        setup: Default::default(),
        games_to_win: 10,
    };
    let record = MatchRecord::pitchnut(start, guests(&[0, 2]), 5);
    let Err(e) = Match::start(record, Spec::STANDARD) else {
        panic!("a match to 10 games started");
    };
    assert!(e.to_string().contains("10 games"), "{e}");
}

/// An AI seat decides from the position and a seed; after a refused shot
/// the position is the same, so the seed must not be, or the AI would play
/// the refused shot again for ever. With nothing refused it is the move's.
#[test]
fn after_a_refused_shot_the_ai_decides_from_another_seed() {
    let mut game = Match::new(
        MatchSettings::default_for(BoardKind::Crokinole),
        4,
        &Profiles::default(),
    )
    .unwrap();
    game.choose_by_rule().unwrap();
    let (at, v) = plain_shot(&game, 0);
    let first = game.begin_shot(at, v, false).unwrap();
    let stale = game.begin_shot(at, v * 0.5, false).unwrap();
    game.commit(first).unwrap();
    let seed = |g: &Match| g.hint_request().unwrap().seed;
    let fresh = seed(&game);
    let moves = game.replay().moves_played();
    let expected =
        flickwood_core::game::decision_seed(game.replay().record().seed, moves) ^ 0x4849_4E54;
    assert_eq!(fresh, expected);
    assert!(game.commit(stale).is_err());
    let retry = seed(&game);
    assert_ne!(retry, fresh);
    // The next shot that goes in brings the move's own seed back.
    let (at, v) = plain_shot(&game, 1);
    let shot = game.begin_shot(at, v, false).unwrap();
    game.commit(shot).unwrap();
    let expected =
        flickwood_core::game::decision_seed(game.replay().record().seed, moves + 1) ^ 0x4849_4E54;
    assert_eq!(seed(&game), expected);
}
