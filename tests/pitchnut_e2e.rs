//! Whole games through the real physics: state -> ShotInput ->
//! physics::simulate -> ShotReport -> apply, until someone wins.

use flickwood_core::geom::Vec2;
use flickwood_core::physics::simulate;
use flickwood_core::pitchnut::{CoinToss, Event, Flick, Game, Options, POISON, piece_colour};
use flickwood_core::shot::{Disc, Place};

/// xorshift64*: a small deterministic generator for aims and speeds.
struct Rng(u64);

impl Rng {
    fn unit(&mut self) -> f32 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let x = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D);
        (x >> 40) as f32 / (1u64 << 24) as f32
    }
}

/// A point in `seat`'s frame (its edge at the bottom) back on the board.
fn from_seat_frame(seat: u8, p: Vec2) -> Vec2 {
    match seat % 4 {
        0 => p,
        1 => Vec2::new(p.y, -p.x),
        2 => Vec2::new(-p.x, -p.y),
        _ => Vec2::new(-p.y, p.x),
    }
}

/// Aims the shooter to knock a piece of the player's (or, late, the poison)
/// toward its nearest pocket, from somewhere legal behind the home line.
fn choose_flick(game: &Game, rng: &mut Rng, desperate: bool) -> Flick {
    let spec = game.spec().pitchnut;
    let seat = game.to_play();
    let mine = game.colour_of(game.team_of(seat));
    let flat: Vec<&Disc> = game
        .board()
        .iter()
        .filter(|d| d.place == Place::Board)
        .collect();
    let wanted: Vec<&&Disc> = flat
        .iter()
        .filter(|d| match (desperate, mine) {
            (true, _) => d.id == POISON,
            (false, Some(c)) => piece_colour(d.id) == Some(c),
            (false, None) => d.id != POISON,
        })
        .collect();
    let target = if wanted.is_empty() {
        flat[(rng.unit() * flat.len() as f32) as usize % flat.len()]
    } else {
        wanted[(rng.unit() * wanted.len() as f32) as usize % wanted.len()]
    };
    let pocket = spec
        .pockets()
        .into_iter()
        .min_by(|a, b| a.distance(target.pos).total_cmp(&b.distance(target.pos)))
        .unwrap_or(Vec2::ZERO);
    let to_pocket = (pocket - target.pos).normalize_or_zero();
    let ghost = target.pos - to_pocket * (spec.piece_radius + spec.shooter_radius);
    let y = spec.home_line_y() - 0.02;
    for _ in 0..50 {
        let x = (rng.unit() * 2.0 - 1.0) * (spec.field_half - 0.03);
        let pos = from_seat_frame(seat, Vec2::new(x, y));
        let speed = 1.5 + rng.unit() * 2.5;
        let aim = (ghost - pos).normalize_or_zero();
        let flick = Flick {
            pos,
            velocity: aim * speed,
            spin: 0.0,
        };
        if game.shot_input(&flick).is_ok() {
            return flick;
        }
    }
    panic!("no legal place for the shooter behind seat {seat}'s home line");
}

fn play(options: Options, seed: u64) -> (Game, usize) {
    let mut rng = Rng(seed);
    let mut game = Game::new(
        options,
        CoinToss {
            winner: 0,
            breaker: 0,
        },
    )
    .expect("fresh game");
    for shot in 1..=400 {
        let flick = choose_flick(&game, &mut rng, shot > 150);
        let input = game.shot_input(&flick).expect("a legal flick");
        let report = simulate(game.spec(), &input).expect("the physics takes the input");
        let (next, events) = game.apply(&report).expect("the engine takes the report");
        // A beginner's miss: answered as an AI seat would (engine 6).
        let next = flickwood_core::ai::pitchnut_retake::settle(next);
        let ends = events
            .iter()
            .filter(|e| matches!(e, Event::GameOver { .. }))
            .count();
        game = next;
        if game.is_over() {
            assert_eq!(ends, 1, "one GameOver event");
            return (game, shot);
        }
        assert_eq!(ends, 0);
    }
    panic!("seed {seed}: no winner after 400 shots");
}

/// Plays several games per table size; every one must end with one winner
/// and all 21 pieces accounted for.
fn play_many(options: Options, seeds: &[u64]) -> usize {
    let mut total = 0;
    for &seed in seeds {
        let (game, shots) = play(options, seed);
        let winner = game.winner().expect("a winner");
        assert!(winner <= 1);
        assert_eq!(game.board().len() + game.pockets().len(), 21, "seed {seed}");
        assert!(Game::from_setup(&game.to_setup()).is_ok(), "seed {seed}");
        let next = game.next_game().expect("a next game");
        assert_ne!(next.team_of(next.to_play()), winner, "the loser breaks");
        total += shots;
    }
    total
}

#[test]
fn two_player_games_through_the_physics_reach_a_legal_end() {
    let shots = play_many(Options::default(), &[0x00C0_FFEE, 1, 2, 3, 4, 5, 6, 7]);
    assert!(shots >= 8);
}

#[test]
fn four_player_games_through_the_physics_reach_a_legal_end() {
    let options = Options {
        players: 4,
        beginner: true,
        ..Options::default()
    };
    let shots = play_many(options, &[0x0BAD_CAFE, 11, 12, 13, 14, 15]);
    assert!(shots >= 6);
}

#[test]
fn a_flick_harder_than_a_finger_can_push_the_shooter_is_scaled_down() {
    let game = Game::new(
        Options::default(),
        CoinToss {
            winner: 0,
            breaker: 0,
        },
    )
    .unwrap();
    let spec = game.spec();
    let max = spec.pitchnut.max_flick_speed(&spec.sim);
    // 8 m/s x sqrt(5.3 g / 8 g): the energy of a finger snap of a piece.
    assert!((max - 6.51).abs() < 0.01, "{max}");
    let pos = Vec2::new(0.1, spec.pitchnut.home_line_y());
    let flick = |v: Vec2| Flick {
        pos,
        velocity: v,
        spin: 0.0,
    };
    let input = game.shot_input(&flick(Vec2::new(0.0, 7.5))).unwrap();
    assert!((input.shot.velocity.length() - max).abs() < 1e-4);
    assert!(input.shot.velocity.x == 0.0 && input.shot.velocity.y > 0.0);
    // A flick within the limit goes as it is.
    let input = game.shot_input(&flick(Vec2::new(0.6, 3.0))).unwrap();
    assert_eq!(input.shot.velocity, Vec2::new(0.6, 3.0));
    // Over the top shot speed of the physics: refused, as before.
    assert!(game.shot_input(&flick(Vec2::new(0.0, 9.0))).is_err());
}
