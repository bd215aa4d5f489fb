//! A match the CLI runs through the core's driver (`game::Match`), as the
//! screens run one: the command sets the start (no toss), an AI decides
//! each shot, and the shot is begun, run to rest and committed through its
//! pending shot, so the rules, the record and the physics are the game's.

use flickwood_core::ai::{LevelParams, pitchnut_adjust, pitchnut_retake, search};
use flickwood_core::crokinole::{self, MatchFormat, Seat, TableKind};
use flickwood_core::game::{AdjustRight, Match, Played, Refusal};
use flickwood_core::geom::Vec2;
use flickwood_core::pitchnut;
use flickwood_core::save::{MatchRecord, PitchnutStart, Player, Seated};
use flickwood_core::shot::{ShotInput, ShotReport};
use flickwood_core::spec::Spec;

/// The seats of a crokinole table, in seat order.
pub fn crokinole_seats(table: TableKind) -> Result<Vec<Seat>, String> {
    crokinole::Table::new(table, None, false)
        .map(|t| t.seats().to_vec())
        .map_err(|e| e.to_string())
}

/// A crokinole match with `first` shooting first.
pub fn crokinole(table: TableKind, format: MatchFormat, first: Seat) -> Result<Match, String> {
    let setup = crokinole::Setup {
        table: Some(table),
        format,
        first_shooter: Some(first),
        ..Default::default()
    };
    let seats = crokinole_seats(table)?;
    let record = MatchRecord::crokinole(setup, seated(&seats), 0);
    Match::start(record, Spec::STANDARD).map_err(|e| e.to_string())
}

/// A fresh pitchnut set-up as `Game::new` makes it: `breaker` breaks.
pub fn pitchnut_setup(options: pitchnut::Options, breaker: u8) -> pitchnut::Setup {
    pitchnut::Setup {
        options,
        to_play: breaker,
        breaker: Some(breaker),
        ..Default::default()
    }
}

/// A pitchnut match from `setup` to `games_to_win` games, on `spec`.
pub fn pitchnut(setup: pitchnut::Setup, games_to_win: u8, spec: Spec) -> Result<Match, String> {
    let seats = pitchnut::seats_for(setup.options.players).to_vec();
    let start = PitchnutStart {
        setup,
        games_to_win,
    };
    let record = MatchRecord::pitchnut(start, seated(&seats), 0);
    Match::start(record, spec).map_err(|e| e.to_string())
}

/// Someone on each seat, as a record needs (the CLI keeps no record).
fn seated(seats: &[u8]) -> Vec<Seated> {
    seats
        .iter()
        .map(|&seat| Seated {
            seat,
            player: Player::Guest {
                name: format!("seat {seat}"),
            },
        })
        .collect()
}

/// A shot the match took, with what went into the physics and came out.
pub struct Shot {
    pub played: Played,
    pub input: ShotInput,
    pub report: ShotReport,
}

/// Plays the next shot from `at` at `velocity`; the error says in the
/// CLI's words why it did not go in (the match is then unchanged).
pub fn shoot(game: &mut Match, at: Vec2, velocity: Vec2, declare: bool) -> Result<Shot, String> {
    shoot_spun(game, at, velocity, 0.0, declare)
}

/// `shoot` with spin (the AI's crokinole shots).
pub fn shoot_spun(
    game: &mut Match,
    at: Vec2,
    velocity: Vec2,
    spin: f32,
    declare: bool,
) -> Result<Shot, String> {
    let pending = game
        .begin_spun_shot(at, velocity, spin, declare)
        .map_err(|e| match e {
            Refusal::Physics(e) => format!("physics refused: {e}"),
            e => format!("the AI's shot was refused: {e}"),
        })?;
    let played = game
        .commit(pending)
        .map_err(|e| format!("the engine refused the report: {e}"))?;
    match (played.step.input.clone(), played.step.report.clone()) {
        (Some(input), Some(report)) => Ok(Shot {
            played,
            input,
            report,
        }),
        _ => Err("the match took the shot as another move".into()),
    }
}

/// Pitchnut: the seat with the right to adjust returned pieces (`right`,
/// from `Match::due`) uses it as an AI seat of the game does
/// (`ai::pitchnut_adjust`, with `params` for that seat's team's level); the
/// moves go into the match. The pieces it could move, and those it moved.
pub fn ai_adjust(
    game: &mut Match,
    right: &AdjustRight,
    params: impl Fn(u8) -> LevelParams,
    seed: u64,
) -> Result<(usize, usize), String> {
    let Some(pm) = game.pitchnut() else {
        return Ok((0, 0));
    };
    let AdjustRight { seat, pieces } = right;
    let moves = pitchnut_adjust::choose(
        &pm.game,
        *seat,
        pieces,
        &params(pm.game.team_of(*seat)),
        &pitchnut_adjust::BUDGET,
        seed,
        search::cores(),
    );
    for &(piece, at) in &moves {
        game.adjust(*seat, piece, at)
            .map_err(|e| format!("the AI's adjustment was refused: {e}"))?;
    }
    Ok((pieces.len(), moves.len()))
}

/// Pitchnut, engine 6 beginners' rules: answers the re-take `Match::due`
/// offers as an AI seat of the game does (`ai::pitchnut_retake`, which
/// bounds its re-takes). True when it shoots again.
pub fn ai_retake(game: &mut Match) -> Result<bool, String> {
    let again = game
        .pitchnut()
        .is_some_and(|pm| pitchnut_retake::again(&pm.game));
    game.choose_retake(again)
        .map_err(|e| format!("the AI's re-take choice was refused: {e}"))?;
    Ok(again)
}
