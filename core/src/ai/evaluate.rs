//! How good a position is for one side, after a shot: the score difference
//! the rules give, plus terms for what is likely to happen next (pucks the
//! opponents can still take out, pieces that are easy to sink, whose turn
//! it is). Strategy lives here, as values, not as hard-coded rules.

use super::crokinole_candidates::path_clear;
use crate::crokinole::{self, Event, Seat, Side, State};
use crate::geom::Vec2;
use crate::pitchnut::{self, Colour, Game};
use crate::shot::Place;
use crate::spec::{Spec, seat_angle};

/// Crokinole: points a won round is worth on top of its score difference.
const ROUND_WIN: f32 = 15.0;
/// Chance that one takeout at a fully exposed puck removes it.
const TAKEOUT_HIT: f32 = 0.55;
/// A puck on the board is worth this much beyond its points: it makes the
/// opponents hit something and can be raised later.
const PUCK_PRESENCE: f32 = 3.0;
/// Later shots counted as threats to one puck: only the next opponent's,
/// since we answer every shot of theirs with one of ours.
const THREAT_SHOTS: i32 = 1;
/// The next player shoots free (no hit needed) when we have no puck on the
/// board: they draw or go for the 20 at leisure.
const FREE_SHOT: f32 = 4.0;

/// The seats still to shoot this round in `state`, in order.
pub fn future_seats(state: &State) -> Vec<Seat> {
    let table = state.table();
    let seats = table.seats();
    let Some(start) = seats.iter().position(|&s| s == state.round_first()) else {
        return Vec::new();
    };
    (state.shots_taken()..table.shots_per_round())
        .map(|k| seats[(start + k as usize) % seats.len()])
        .collect()
}

/// Share of seat `q`'s shooting lines (five across its arc) that reach the
/// puck at `pos` without a post or another puck in the way.
fn exposure(spec: &Spec, state: &State, q: Seat, id: u16, pos: Vec2) -> f32 {
    let c = &spec.crokinole;
    let clear = [-36.0f32, -18.0, 0.0, 18.0, 36.0]
        .iter()
        .filter(|deg| {
            let from = Vec2::from_angle(seat_angle(q) + deg.to_radians()) * c.shooting_line_radius;
            path_clear(spec, state.board(), from, pos, &[id])
        })
        .count();
    clear as f32 / 5.0
}

/// The value for `side` of the crokinole position after a shot that
/// produced `events`.
pub fn crokinole_value(spec: &Spec, after: &State, events: &[Event], side: Side) -> f32 {
    let c = &spec.crokinole;
    let diff = |scores: &[crokinole::SideScore]| -> f32 {
        let mine = scores
            .iter()
            .find(|s| s.side == side)
            .map_or(0, |s| s.points) as f32;
        let best_other = scores
            .iter()
            .filter(|s| s.side != side)
            .map(|s| s.points)
            .max()
            .unwrap_or(0) as f32;
        mine - best_other
    };
    // The round ended with this shot: only the final count matters.
    if let Some(Event::RoundOver { scores, winner, .. }) =
        events.iter().find(|e| matches!(e, Event::RoundOver { .. }))
    {
        let bonus = match winner {
            Some(w) if *w == side => ROUND_WIN,
            Some(_) => -ROUND_WIN,
            None => 0.0,
        };
        return diff(scores) + bonus;
    }
    let table = *after.table();
    let mut value = diff(&after.scores(c));
    let future = future_seats(after);
    let Some(&next) = future.first() else {
        return value;
    };
    let next_side = table.side_of(next);
    let has_pucks = |s: Side| after.board().iter().any(|p| table.side_of_puck(p.id) == s);
    if next_side != side && !has_pucks(side) {
        value -= FREE_SHOT;
    } else if next_side == side && !after.opponents_on_board(next) {
        value += FREE_SHOT;
    }
    for p in after.board() {
        if matches!(p.place, Place::OnPost(_)) {
            continue;
        }
        let owner_side = table.side_of_puck(p.id);
        let worth = crokinole::puck_value(c, p.place, p.pos) as f32 + PUCK_PRESENCE;
        // Each later shot by an opponent of the puck's owner is a threat to it.
        let mut survive = 1.0f32;
        let mut shots = 0;
        for &q in &future {
            if table.side_of(q) == owner_side || shots >= THREAT_SHOTS {
                continue;
            }
            shots += 1;
            survive *= 1.0 - TAKEOUT_HIT * exposure(spec, after, q, p.id, p.pos);
        }
        let loss = (1.0 - survive) * worth;
        if owner_side == side {
            value -= loss;
        } else {
            // Only our own shots remove it for us; others' help less.
            let ours = future.iter().any(|&q| table.side_of(q) == side);
            value += if ours { loss * 0.6 } else { loss * 0.2 };
        }
    }
    value
}

/// Pitchnut: material (a piece still to sink) is worth this much.
const PIECE: f32 = 10.0;
/// Having the next shot, and each banked extra turn.
const TURN: f32 = 4.0;
/// Winning or losing the game.
const GAME: f32 = 1000.0;
/// A piece within this distance of a field edge is easy to sink.
const EASY_EDGE: f32 = 0.10;
/// Easy pieces counted for the next player (one or two shots ahead).
const EASY_CAP: f32 = 2.0;

/// How easy a piece at `pos` is to knock into the gutter (0 to 1).
fn ease(spec: &Spec, pos: Vec2) -> f32 {
    let h = spec.pitchnut.field_half;
    let to_edge = (h - pos.x.abs()).min(h - pos.y.abs());
    (1.0 - to_edge / EASY_EDGE).clamp(0.0, 1.0)
}

/// Sum of ease over the pieces `team` wants to sink (either colour while
/// the colours are open; the poison once its pieces are all down), capped.
fn chances(spec: &Spec, game: &Game, team: u8) -> f32 {
    let colour = game.colour_of(team);
    let done = game.shoots_for_poison(team);
    let mut by: [f32; 2] = [0.0, 0.0];
    for d in game.board() {
        if d.place != Place::Board {
            continue;
        }
        let e = ease(spec, d.pos);
        match pitchnut::piece_colour(d.id) {
            None if done => by[0] += e * 2.0,
            Some(c) if !done && (colour.is_none() || colour == Some(c)) => {
                by[(c == Colour::White) as usize] += e
            }
            _ => {}
        }
    }
    by[0].max(by[1]).min(EASY_CAP)
}

/// Danger of the poison going down by accident for whoever shoots it.
fn poison_ease(spec: &Spec, game: &Game) -> f32 {
    game.board()
        .iter()
        .find(|d| d.id == pitchnut::POISON && d.place == Place::Board)
        .map_or(0.0, |d| ease(spec, d.pos))
}

/// The value for the shooter's `team` of the pitchnut position `after`
/// its shot, to choose by: a game the shot lost (only the shooter's own
/// poison ends a game on its shot) weighs `dread` lost games.
pub fn pitchnut_shot_value(after: &Game, team: u8, dread: f32) -> f32 {
    match after.winner() {
        Some(w) if w != team => -GAME * dread,
        _ => pitchnut_value(after, team),
    }
}

/// The value for `team` of the pitchnut position `after` a shot.
pub fn pitchnut_value(after: &Game, team: u8) -> f32 {
    let spec = after.spec();
    let opp = 1 - team;
    if let Some(w) = after.winner() {
        return if w == team { GAME } else { -GAME };
    }
    let mut value = 0.0;
    if let (Some(mine), Some(theirs)) = (after.pieces_left(team), after.pieces_left(opp)) {
        value += PIECE * (theirs as f32 - mine as f32);
    }
    value -= PIECE * (after.owed(team) + after.deferred(team)) as f32;
    value += PIECE * (after.owed(opp) + after.deferred(opp)) as f32;
    let next = after.team_of(after.to_play());
    let turns = TURN * (1.0 + after.extra_turns() as f32);
    let sign = if next == team { 1.0 } else { -1.0 };
    value += sign * (turns + 0.4 * PIECE * chances(spec, after, next));
    // The poison left easy for a player who wants it gives the game away;
    // for a player with pieces left it is a trap.
    let p = poison_ease(spec, after);
    if after.shoots_for_poison(next) {
        value += sign * 0.5 * GAME * p;
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pitchnut::{POISON, SHOOTER};
    use crate::shot::{Contact, FinalDisc, Happening, ShotReport, Touched};
    use crate::spec::{BoardKind, DiscKind};

    /// A fresh game, and the same after a break that sank the poison with
    /// `scratch` (the breaker wins, unless the shooter went down too).
    fn poison_on_the_break(scratch: bool) -> (Game, Game) {
        let game = crate::pitchnut::new_test_game();
        let mut finals: Vec<FinalDisc> = game
            .board()
            .iter()
            .map(|d| FinalDisc {
                id: d.id,
                kind: d.kind,
                place: if d.id == POISON {
                    Place::Pocket(0)
                } else {
                    d.place
                },
                pos: d.pos,
            })
            .collect();
        let h = game.spec().pitchnut.field_half;
        let mut happenings = vec![Happening {
            step: 2,
            disc: POISON,
            what: Place::Pocket(0),
        }];
        if scratch {
            happenings.push(Happening {
                step: 3,
                disc: SHOOTER,
                what: Place::Pocket(1),
            });
        }
        finals.push(FinalDisc {
            id: SHOOTER,
            kind: DiscKind::Shooter,
            place: if scratch {
                Place::Pocket(1)
            } else {
                Place::Board
            },
            pos: Vec2::new(0.0, -h + 0.05),
        });
        let report = ShotReport {
            board: BoardKind::Pitchnut,
            shooter: SHOOTER,
            contacts: vec![Contact {
                step: 1,
                disc: SHOOTER,
                other: Touched::Disc(POISON),
                speed: 2.0,
            }],
            happenings,
            stack_fell: Vec::new(),
            finals,
            steps: 10,
            timed_out: false,
        };
        let (after, _) = game.clone().apply(&report).expect("a legal break");
        (game, after)
    }

    #[test]
    fn a_game_lost_by_the_shooters_own_shot_weighs_dread_lost_games() {
        let (_, lost) = poison_on_the_break(true);
        assert_eq!(lost.winner(), Some(1));
        assert_eq!(pitchnut_value(&lost, 0), -GAME);
        assert_eq!(pitchnut_shot_value(&lost, 0, 3.0), -3.0 * GAME);
        // At 1 it is today's value, so the lower levels choose as before.
        assert_eq!(pitchnut_shot_value(&lost, 0, 1.0), pitchnut_value(&lost, 0));
        let (fresh, won) = poison_on_the_break(false);
        assert_eq!(won.winner(), Some(0));
        assert_eq!(pitchnut_shot_value(&won, 0, 3.0), GAME);
        assert_eq!(
            pitchnut_shot_value(&fresh, 0, 3.0),
            pitchnut_value(&fresh, 0)
        );
    }
}
