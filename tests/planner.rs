//! The planner (the top levels' look at the reply) and the hint built on
//! it: deterministic choices, budgets in simulations, the record's note of
//! a hint (old records load and replay unchanged) and the stats' count.

mod save_support;

use flickwood_core::ai::{self, AiLevel};
use flickwood_core::crokinole::{self, BoardPuck, MatchFormat, State, TableKind};
use flickwood_core::game::{AiPosition, AiRequest, HintKind, Match, MatchSettings, SeatKind, hint};
use flickwood_core::geom::Vec2;
use flickwood_core::pitchnut::{CoinToss, Game, Options};
use flickwood_core::save::{MatchRecord, Move, Profiles, Replay, Stats, fingerprint};
use flickwood_core::shot::Place;
use flickwood_core::spec::{BoardKind, Spec};

const SPEC: Spec = Spec::STANDARD;

fn puck(id: u16, x: f32, y: f32) -> BoardPuck {
    BoardPuck {
        id,
        pos: Vec2::new(x, y),
        place: Place::Board,
    }
}

fn mid_round() -> State {
    let setup = crokinole::Setup {
        table: Some(TableKind::TwoPlayers),
        format: MatchFormat::BestOfSeven,
        first_shooter: Some(0),
        board: vec![
            puck(0, 0.02, -0.07),
            puck(200, -0.05, 0.04),
            puck(1, 0.12, -0.15),
            puck(201, 0.0, 0.16),
        ],
        ..Default::default()
    };
    State::new(&SPEC.crokinole, &setup).expect("a legal position")
}

#[test]
fn the_planner_is_the_top_levels_strategy_and_costs_simulations_not_seconds() {
    let p = AiLevel::Grandmaster.params();
    // Crokinole: the grid's first look, then fresh plays of its finalists
    // (no look at the replies: it measured weaker than none).
    assert_eq!(p.plan.map(|b| b.simulations()), Some(144));
    let grid = p.crokinole_grid.expect("the planner's grid");
    assert_eq!(grid.simulations(grid.most_shots() + 120), 14_163);
    assert_eq!(AiLevel::Champion.params().crokinole_grid, None);
    assert_eq!(
        AiLevel::Champion.params().planned().crokinole_grid,
        Some(grid)
    );
    assert_eq!(p.pitchnut_plan.map(|b| b.simulations()), Some(3696));
    assert_eq!(p.one_ply().plan, None);
    // Measured no stronger at the Champion's noise: it starts at Grandmaster.
    assert_eq!(AiLevel::Champion.params().plan, None);
    assert_eq!(AiLevel::Champion.params().planned().plan, p.plan);
    let gm = AiLevel::Grandmaster.params();
    let champ = AiLevel::Champion.params();
    assert!(gm.angle_sigma < champ.angle_sigma / 1.5);
    // The planner dreads its own poison; the levels below weigh a game
    // lost that way like any other.
    assert_eq!(gm.pitchnut_dread, 3.0);
    assert_eq!(champ.planned().pitchnut_dread, 3.0);
    for level in &AiLevel::ALL[..5] {
        assert_eq!(level.params().pitchnut_dread, 1.0, "{level}");
    }
}

#[test]
fn the_planner_gives_the_same_shot_for_the_same_position_and_seed() {
    let state = mid_round();
    let params = AiLevel::Champion.params().planned();
    let a = ai::crokinole::choose_params(&SPEC, &state, &params, 42).unwrap();
    let b = ai::crokinole::choose_params(&SPEC, &state, &params, 42).unwrap();
    assert_eq!(a, b);
    let game = Game::new(
        Options::default(),
        CoinToss {
            winner: 0,
            breaker: 0,
        },
    )
    .unwrap();
    let p = ai::pitchnut::choose(&game, AiLevel::Grandmaster, 5).unwrap();
    let q = ai::pitchnut::choose(&game, AiLevel::Grandmaster, 5).unwrap();
    assert_eq!(p, q);
    assert!(game.shot_input(&p.flick()).is_ok());
}

/// Grandmaster also tries its crokinole finalists that meet a post with
/// spin, and sometimes plays one; a person cannot spin, so the hint (the
/// same planner) never does. The levels below never spin.
#[test]
fn grandmaster_may_spin_off_a_post_and_the_hint_never_does() {
    let gm = AiLevel::Grandmaster.params();
    assert!(gm.crokinole_spin > 0.0);
    for level in &AiLevel::ALL[..5] {
        assert_eq!(level.params().crokinole_spin, 0.0, "{level}");
    }
    let state = mid_round();
    // The planner without its grid (a shorter test; the spin is tried the
    // same way on whatever finalists it has).
    let quick = ai::LevelParams {
        crokinole_grid: None,
        ..gm
    };
    let (seed, spun) = (0..40)
        .find_map(|seed| {
            let d = ai::crokinole::choose_params(&SPEC, &state, &quick, seed).unwrap();
            (d.spin != 0.0).then_some((seed, d))
        })
        .expect("the planner spins a shot in 40 tries");
    assert!(spun.spin.abs() <= flickwood_core::shot::MAX_SPIN);
    let spinless = ai::LevelParams {
        crokinole_spin: 0.0,
        ..gm
    };
    let plain = ai::crokinole::choose_params(&SPEC, &state, &spinless, seed).unwrap();
    assert_eq!(plain.spin, 0.0);
    let h = hint(AiRequest {
        position: AiPosition::Crokinole(Box::new(state)),
        level: AiLevel::Grandmaster,
        seed,
    })
    .unwrap();
    assert_eq!((h.at, h.velocity), (plain.place, plain.intended_velocity));
}

/// The planner (without its grid, for a shorter test) against itself until
/// it has played a spun shot: the record keeps the spin, and the saved
/// record replays to the same position bit for bit.
#[test]
fn a_spun_shot_is_recorded_and_replays_bit_for_bit() {
    let mut settings = MatchSettings::default_for(BoardKind::Crokinole);
    *settings.seats_mut() = [SeatKind::Ai(AiLevel::Grandmaster); 4];
    let mut game = Match::new(settings, 3, &Profiles::default()).unwrap();
    let quick = ai::LevelParams {
        crokinole_grid: None,
        ..AiLevel::Grandmaster.params()
    };
    let mut spun = 0;
    for seed in 0..120 {
        let Some(state) = game.crokinole().filter(|_| game.next_turn().is_some()) else {
            break;
        };
        let d = ai::crokinole::choose_params(&SPEC, state, &quick, seed).unwrap();
        let shot = game
            .begin_spun_shot(d.place, d.velocity, d.spin, d.declare_twenty)
            .unwrap();
        game.commit(shot).unwrap();
        spun += usize::from(d.spin != 0.0);
        if spun > 0 {
            break;
        }
    }
    assert!(spun > 0, "no spun shot in five rounds");
    let record = game.replay().record().clone();
    let kept = record
        .moves
        .iter()
        .any(|m| matches!(m, Move::Shot { spin, .. } if *spin != 0.0));
    assert!(kept, "the record lost the spin");
    let back = MatchRecord::from_json(record.to_json().as_bytes()).unwrap();
    let mut replay = Replay::new(back).unwrap();
    replay.run_to_end().unwrap();
    assert_eq!(
        fingerprint(replay.position()),
        fingerprint(game.replay().position())
    );
}

/// A crokinole match of a guest (seat 0) against the Beginner, the hint
/// asked for on the guest's first turn.
fn match_with_a_hint() -> (Match, flickwood_core::game::Hint) {
    let mut settings = MatchSettings::default_for(BoardKind::Crokinole);
    *settings.seats_mut() = [
        SeatKind::Guest,
        SeatKind::Ai(AiLevel::Beginner),
        SeatKind::Ai(AiLevel::Beginner),
        SeatKind::Guest,
    ];
    let profiles = Profiles::default();
    let mut game = (0..20)
        .map(|seed| {
            let mut g = Match::new(settings, seed, &profiles).unwrap();
            g.choose_by_rule().unwrap();
            g
        })
        .find(|g| g.next_turn().is_some_and(|t| t.seat == 0))
        .expect("a match where the guest shoots first");
    let req = game.hint_request().expect("a shot is due");
    assert_eq!(req.level, AiLevel::Grandmaster);
    let h = hint(req).unwrap();
    assert!(game.note_hint(0));
    assert!(!game.note_hint(0), "one note per turn");
    // The hint is a shot the game takes.
    assert!(game.begin_shot(h.at, h.velocity, h.declare_twenty).is_ok());
    assert!(h.power > 0.0 && h.power <= 1.0);
    (game, h)
}

#[test]
fn a_hint_is_a_legal_shot_with_words_to_say() {
    let (_, h) = match_with_a_hint();
    // An empty board: the top level goes for the 20.
    assert_eq!(h.kind, HintKind::Twenty, "{h:?}");
}

#[test]
fn the_record_notes_hints_and_old_records_replay_bit_for_bit() {
    let (game, _) = match_with_a_hint();
    let record = game.replay().record().clone();
    let hints = record.hints.clone().unwrap();
    assert_eq!(hints.len(), 1);
    assert_eq!((hints[0].at, hints[0].seat), (2, 0));
    let json = record.to_json();
    let back = MatchRecord::from_json(json.as_bytes()).unwrap();
    assert_eq!(back, record);
    // The same record as an older version wrote it (no hints key) loads
    // with none and replays to the same position.
    let old = json.replace(
        &format!(
            ",\"hints\":{}",
            nanoserde::SerJson::serialize_json(&record.hints)
        ),
        "",
    );
    assert!(!old.contains("hints"), "{old}");
    let old = MatchRecord::from_json(old.as_bytes()).unwrap();
    assert_eq!(old.hints, None);
    let mut a = Replay::new(record).unwrap();
    let mut b = Replay::new(old).unwrap();
    a.run_to_end().unwrap();
    b.run_to_end().unwrap();
    assert_eq!(fingerprint(a.position()), fingerprint(b.position()));
}

#[test]
fn stats_count_the_hints_of_each_profile() {
    use save_support::{ai, crokinole_record, person, play_out};
    let record = crokinole_record(
        TableKind::TwoPlayers,
        MatchFormat::BestOfSeven,
        Some(0),
        vec![person(0, 7, "Ada"), ai(2, AiLevel::Grandmaster)],
        3,
    );
    let mut done = play_out(record, 3, 1_000);
    done.hints = Some(vec![
        flickwood_core::save::HintUse { at: 2, seat: 0 },
        flickwood_core::save::HintUse { at: 6, seat: 0 },
    ]);
    let replay = flickwood_core::save::verify(&done).unwrap();
    let stats = Stats::from_matches([(&done, replay.facts())]);
    let entry = stats.entries.iter().find(|e| e.profile == 7).unwrap();
    assert_eq!(entry.tally.hints, 2);
    // A hint past the record's moves is refused on load.
    done.hints
        .get_or_insert_with(Vec::new)
        .push(flickwood_core::save::HintUse {
            at: done.moves.len() as u32 + 1,
            seat: 0,
        });
    assert!(MatchRecord::from_json(done.to_json().as_bytes()).is_err());
}
