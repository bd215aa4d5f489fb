//! The AI's determinism corpus: every decision of a crokinole round and of
//! a pitchnut game played out by the AI (cheap levels, and the planner at a
//! few shots), each fingerprinted: where it places, the flick it means and
//! the one its hand plays, its value, and any adjustment. Like the physics
//! corpus, the committed fixture (`tests/fixtures/ai-corpus.txt`) is
//! checked by a native test and by the `wasm32-wasip1` build
//! (`flickwood-cli corpus`), so the same position and seed give the same
//! choice, played by the same hand, on every device.

use super::level::AiLevel;
use super::{crokinole, pitchnut, pitchnut_adjust};
use crate::crokinole::{Phase, Setup, State, TableKind};
use crate::physics::corpus::fingerprint;
use crate::physics::simulate;
use crate::pitchnut::{CoinToss, Game, Options};
use crate::spec::Spec;

/// The committed fingerprints, one `name level fingerprint` line per decision.
pub const FIXTURE: &str = include_str!("../../../tests/fixtures/ai-corpus.txt");

/// The level deciding shot `k`: mostly the two cheapest, the planner twice.
fn level(k: usize) -> AiLevel {
    match k {
        9 | 22 => AiLevel::Grandmaster,
        k if k % 2 == 0 => AiLevel::Beginner,
        _ => AiLevel::Club,
    }
}

fn bits(xs: &[f32]) -> String {
    xs.iter().map(|x| format!("{:08x}", x.to_bits())).collect()
}

/// Every fixture line, in order.
pub fn lines(spec: &Spec) -> Vec<String> {
    let mut out = crokinole_lines(spec);
    out.extend(pitchnut_lines(spec));
    out
}

/// A two-player crokinole round, every shot decided and played.
fn crokinole_lines(spec: &Spec) -> Vec<String> {
    let setup = Setup {
        table: Some(TableKind::TwoPlayers),
        first_shooter: Some(0),
        ..Default::default()
    };
    let mut out = Vec::new();
    let Ok(mut state) = State::new(&spec.crokinole, &setup) else {
        return vec!["crok setup refused".into()];
    };
    for k in 0..24 {
        if state.phase() != Phase::Playing {
            break;
        }
        let lv = level(k);
        let name = format!("crok-{k:02} {lv}");
        let d = match crokinole::choose_with(spec, &state, lv, k as u64) {
            Ok(d) => d,
            Err(e) => {
                out.push(format!("{name} {e}"));
                break;
            }
        };
        let v = [d.place, d.intended_velocity, d.velocity];
        let mut key = format!(
            "{}{}{:?}{}",
            bits(&[v[0].x, v[0].y, v[1].x, v[1].y, v[2].x, v[2].y]),
            bits(&[d.expected_value]),
            d.kind,
            d.declare_twenty
        );
        // Spin only where there is some: the unspun lines keep their bits.
        if d.spin != 0.0 {
            key += &bits(&[d.spin]);
        }
        out.push(format!("{name} {:016x}", fingerprint(key.as_bytes())));
        let next = state
            .shot_input(spec, d.place, d.velocity, d.spin)
            .ok()
            .and_then(|input| simulate(spec, &input).ok())
            .and_then(|report| {
                state
                    .clone()
                    .apply(&spec.crokinole, d.declare_twenty, &report)
                    .ok()
            });
        match next {
            Some((after, _)) => state = after,
            None => {
                out.push(format!("crok-{k:02} refused"));
                break;
            }
        }
    }
    out
}

/// A two-player pitchnut game, every flick decided and played, and every
/// adjustment of a returned piece by the side that may make it.
fn pitchnut_lines(spec: &Spec) -> Vec<String> {
    let mut out = Vec::new();
    let toss = CoinToss {
        winner: 0,
        breaker: 0,
    };
    let Ok(mut game) = Game::new(Options::default(), toss) else {
        return vec!["nut setup refused".into()];
    };
    for k in 0..40 {
        if game.is_over() {
            break;
        }
        let lv = level(k);
        let name = format!("nut-{k:02} {lv}");
        let d = match pitchnut::choose(&game, lv, k as u64) {
            Ok(d) => d,
            Err(e) => {
                out.push(format!("{name} {e}"));
                break;
            }
        };
        let key = format!(
            "{}{}{:?}",
            bits(&[
                d.pos.x,
                d.pos.y,
                d.intended_velocity.x,
                d.intended_velocity.y,
                d.velocity.x,
                d.velocity.y
            ]),
            bits(&[d.expected_value]),
            d.kind
        );
        out.push(format!("{name} {:016x}", fingerprint(key.as_bytes())));
        let next = game
            .shot_input(&d.flick())
            .ok()
            .and_then(|input| simulate(spec, &input).ok())
            .and_then(|report| game.clone().apply(&report).ok());
        match next {
            Some((after, _)) => game = after,
            None => {
                out.push(format!("nut-{k:02} refused"));
                break;
            }
        }
        adjust(&mut game, k, &mut out);
    }
    out
}

/// The adjusting side's moves of pieces the last flick returned, at Club
/// level, fingerprinted and made.
fn adjust(game: &mut Game, k: usize, out: &mut Vec<String>) {
    let Some((seat, mine)) = game.adjuster() else {
        return;
    };
    let params = AiLevel::Club.params();
    // A wider look than the game's, so that some spot beats leaving the piece.
    let budget = pitchnut_adjust::AdjustBudget {
        ring: 6,
        replies: 12,
        samples: 2,
    };
    let moves = pitchnut_adjust::choose(game, seat, &mine, &params, &budget, k as u64, 1);
    let key: String = moves
        .iter()
        .map(|(id, at)| format!("{id}{}", bits(&[at.x, at.y])))
        .collect();
    out.push(format!(
        "adjust-{k:02} {} {:016x}",
        moves.len(),
        fingerprint(key.as_bytes())
    ));
    for (piece, at) in moves {
        let cmd = crate::pitchnut::Adjust {
            seat,
            piece,
            pos: at,
        };
        if let Ok((after, _)) = game.clone().adjust(&cmd) {
            *game = after;
        }
    }
}

/// Checks the AI against `fixture`: the lines that differ, as (expected,
/// got). Empty when every decision gives the committed bits.
pub fn mismatches(spec: &Spec, fixture: &str) -> Vec<(String, String)> {
    crate::physics::corpus::compare(fixture, &lines(spec))
}
