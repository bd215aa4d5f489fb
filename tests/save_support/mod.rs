//! Scripted players and the match corpus shared by the save tests: real
//! matches of both games, played through `Replay::play` as the shell would.

#![allow(dead_code)]

use flickwood_core::crokinole::{self, Hand, MatchFormat, State, TableKind, Toss, owner_of};
use flickwood_core::geom::Vec2;
use flickwood_core::pitchnut::{self, Alleys, Flick, Options, POISON, piece_colour};
use flickwood_core::rng::Rng;
use flickwood_core::save::{
    AiLevel, MatchRecord, Move, PitchnutStart, Player, Position, Replay, Seated,
};
use flickwood_core::shot::{Disc, Place};
use flickwood_core::spec::{Spec, seat_angle};

const SPEC: Spec = Spec::STANDARD;

/// Offsets along the shooting line tried in turn (radians from the seat's
/// direction), so a puck is never placed on top of one already there.
const OFFSETS: [f32; 7] = [0.0, 0.12, -0.12, 0.3, -0.3, 0.55, -0.55];

/// Hit the nearest opponent if there is one; otherwise draw toward the
/// centre (every third open shot declared as a 20 try), with noise.
pub fn crokinole_move(state: &State, n: usize, rng: &mut Rng) -> Move {
    let seat = state.to_shoot().expect("someone is to shoot");
    let table = *state.table();
    for off in OFFSETS {
        let place = Vec2::from_angle(seat_angle(seat) + off) * SPEC.crokinole.shooting_line_radius;
        let target = state
            .board()
            .iter()
            .filter(|p| table.are_opponents(seat, owner_of(p.id)))
            .filter(|p| p.place == Place::Board)
            .min_by(|a, b| a.pos.distance(place).total_cmp(&b.pos.distance(place)));
        let noise = rng.range(-0.03, 0.03);
        let (velocity, declared) = match target {
            Some(t) => (
                ((t.pos - place).normalize_or_zero() * (1.2 + 0.2 * (n % 4) as f32)).rotate(noise),
                false,
            ),
            None => {
                let reach = SPEC.crokinole.shooting_line_radius - 0.03 * ((n % 5) as f32 - 1.0);
                let speed =
                    (2.0 * SPEC.crokinole.mu_surface * flickwood_core::spec::G * reach).sqrt();
                (
                    (-place).normalize_or_zero().rotate(noise * 0.3) * speed,
                    n % 3 == 0,
                )
            }
        };
        if state.shot_input(&SPEC, place, velocity, 0.0).is_ok() {
            return Move::Shot {
                place,
                velocity,
                spin: 0.0,
                declared_twenty: declared,
            };
        }
    }
    panic!("no free spot on seat {seat}'s shooting line");
}

fn from_seat_frame(seat: u8, p: Vec2) -> Vec2 {
    match seat % 4 {
        0 => p,
        1 => Vec2::new(p.y, -p.x),
        2 => Vec2::new(-p.x, -p.y),
        _ => Vec2::new(-p.y, p.x),
    }
}

/// Knock a piece of the player's (late in a game, the poison) toward its
/// nearest pocket from somewhere legal behind the home line.
pub fn pitchnut_move(game: &pitchnut::Game, shots_in_game: usize, rng: &mut Rng) -> Move {
    let spec = game.spec().pitchnut;
    let seat = game.to_play();
    let desperate = shots_in_game > 150;
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
        flat[rng.below(flat.len() as u32) as usize]
    } else {
        wanted[rng.below(wanted.len() as u32) as usize]
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
        let x = rng.range(-1.0, 1.0) * (spec.field_half - 0.03);
        let pos = from_seat_frame(seat, Vec2::new(x, y));
        let speed = rng.range(1.5, 4.0);
        let flick = Flick {
            pos,
            velocity: (ghost - pos).normalize_or_zero() * speed,
            spin: 0.0,
        };
        if game.shot_input(&flick).is_ok() {
            return Move::Flick(flick);
        }
    }
    panic!("no legal place for the shooter behind seat {seat}'s home line");
}

/// Plays `record` (fresh) to the end with the scripted players.
pub fn play_out(record: MatchRecord, seed: u64, finish_at: u64) -> MatchRecord {
    let mut replay = Replay::new(record).expect("a legal start");
    let mut rng = Rng::new(seed);
    let mut n = 0;
    let mut in_game = 0;
    while !replay.is_over() {
        let m = match replay.position() {
            Position::Crokinole(s) => match s.phase() {
                crokinole::Phase::Toss => Move::Toss(Toss {
                    hider: 0,
                    chooser: 2,
                    hider_colour_in: Hand::Left,
                    chosen: if seed % 2 == 0 {
                        Hand::Left
                    } else {
                        Hand::Right
                    },
                }),
                crokinole::Phase::Choosing { .. } => Move::Choose {
                    go_first: seed % 3 != 0,
                },
                _ => crokinole_move(s, n, &mut rng),
            },
            Position::Pitchnut(p) => pitchnut_move(&p.game, in_game, &mut rng),
        };
        let step = replay.play(m).expect("the scripted move is legal");
        in_game = if step.next_game { 0 } else { in_game + 1 };
        n += 1;
        assert!(n < 5_000, "the scripted match does not end");
    }
    replay.finish(finish_at).expect("a finished match")
}

pub fn person(seat: u8, profile: u32, name: &str) -> Seated {
    Seated {
        seat,
        player: Player::Person {
            profile,
            name: name.to_string(),
        },
    }
}

pub fn ai(seat: u8, level: AiLevel) -> Seated {
    Seated {
        seat,
        player: Player::Ai { level },
    }
}

/// A fresh crokinole match record.
pub fn crokinole_record(
    table: TableKind,
    format: MatchFormat,
    first: Option<u8>,
    players: Vec<Seated>,
    seed: u64,
) -> MatchRecord {
    let setup = crokinole::Setup {
        table: Some(table),
        format,
        first_shooter: first,
        ..Default::default()
    };
    MatchRecord::crokinole(setup, players, seed)
}

pub fn pitchnut_record(
    options: Options,
    games_to_win: u8,
    players: Vec<Seated>,
    seed: u64,
) -> MatchRecord {
    let setup = pitchnut::Setup {
        options,
        to_play: 0,
        breaker: Some(0),
        ..Default::default()
    };
    MatchRecord::pitchnut(
        PitchnutStart {
            setup,
            games_to_win,
        },
        players,
        seed,
    )
}

/// The corpus: name and a fresh record to play out.
pub fn corpus() -> Vec<(&'static str, MatchRecord)> {
    vec![
        (
            "crokinole-two-players-best-of-seven",
            crokinole_record(
                TableKind::TwoPlayers,
                MatchFormat::BestOfSeven,
                None,
                vec![person(0, 1, "Ana"), ai(2, AiLevel::Club)],
                2,
            ),
        ),
        (
            "crokinole-teams-to-100",
            crokinole_record(
                TableKind::FourTeams,
                MatchFormat::Target { points: 100 },
                Some(1),
                vec![
                    person(0, 1, "Ana"),
                    person(1, 2, "Ben"),
                    ai(2, AiLevel::Beginner),
                    ai(3, AiLevel::Expert),
                ],
                7,
            ),
        ),
        (
            "crokinole-three-players-tournament",
            crokinole_record(
                TableKind::ThreePlayers,
                MatchFormat::Tournament,
                Some(0),
                vec![
                    person(0, 1, "Ana"),
                    person(1, 2, "Ben"),
                    ai(2, AiLevel::Champion),
                ],
                11,
            ),
        ),
        (
            "pitchnut-two-players",
            pitchnut_record(
                Options::default(),
                1,
                vec![person(0, 2, "Ben"), ai(2, AiLevel::Casual)],
                5,
            ),
        ),
        (
            "pitchnut-canadian-best-of-three",
            pitchnut_record(
                Options {
                    players: 2,
                    alleys: Alleys::Canadian,
                    beginner: true,
                },
                2,
                vec![person(0, 1, "Ana"), person(2, 2, "Ben")],
                9,
            ),
        ),
        (
            "pitchnut-four-players",
            pitchnut_record(
                Options {
                    players: 4,
                    ..Options::default()
                },
                1,
                vec![
                    person(0, 1, "Ana"),
                    ai(1, AiLevel::Club),
                    person(2, 2, "Ben"),
                    ai(3, AiLevel::Club),
                ],
                13,
            ),
        ),
    ]
}
