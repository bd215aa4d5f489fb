//! Pitchnut's review values a position by the shooter's team's chance to
//! win the game from it. The AI's own measure (`pitchnut_value`: pieces
//! worth 10, the next shot 4) hardly tells who wins a game between strong
//! players: a player with the turn often sinks piece after piece to the
//! poison, from 9 pieces left as from 2. So the chance is a logistic curve
//! over three facts of the position, fitted to how self-played games really
//! ended (`flickwood-cli chance`; docs/ai.md, "The review"). The pieces
//! each team has left are not a fact of their own: their weight came out
//! of either sign from one set of games to the next.
//!
//! Every fact changes sign when the teams swap, and the curve has no
//! constant, so the two teams' chances always add to 100 %.

use crate::pitchnut::Game;

/// How many facts a chance is read from.
pub const N_FACTS: usize = 3;

/// The facts a chance is read from, for one team after a shot.
pub const FACTS: [&str; N_FACTS] = ["turn", "run", "poison"];

/// The weights of `FACTS`, fitted by `flickwood-cli chance` (docs/ai.md).
pub const WEIGHTS: [f32; N_FACTS] = [0.655, -0.773, 0.923];

/// The facts of `after` for `team`, each +/- for the team or against it:
/// - turn: +1 when the team shoots next, -1 when the other does;
/// - run: the turn's sign times the shooting team's pieces left, in tens
///   (a run to the poison is shorter with fewer; 10 while colours are open);
/// - poison: +1 when only the team shoots for the poison, -1 when only the
///   other does.
pub fn facts(after: &Game, team: u8) -> [f32; N_FACTS] {
    let other = 1 - team;
    let next = after.team_of(after.to_play());
    let turn = if next == team { 1.0 } else { -1.0 };
    let left = |t: u8| after.pieces_left(t).map_or(10.0, |n| n as f32);
    let poison = |t: u8| f32::from(u8::from(after.shoots_for_poison(t)));
    [turn, turn * left(next) / 10.0, poison(team) - poison(other)]
}

/// The chance (0 to 1) of a position with `facts` under `weights`: a half
/// when the facts even out. libm's `expf`, summed in a fixed order, so the
/// web and native builds agree to the bit.
pub fn chance_of(facts: [f32; N_FACTS], weights: [f32; N_FACTS]) -> f32 {
    let mut logit = 0.0;
    for (x, w) in facts.iter().zip(weights) {
        logit += x * w;
    }
    1.0 / (1.0 + libm::expf(-logit))
}

/// `team`'s chance, in percent, to win the game from `after` (a shot's
/// result, with any re-take settled): 100 or 0 once the game is over.
pub fn win_chance(after: &Game, team: u8) -> f32 {
    match after.winner() {
        Some(w) if w == team => 100.0,
        Some(_) => 0.0,
        None => 100.0 * chance_of(facts(after, team), WEIGHTS),
    }
}
