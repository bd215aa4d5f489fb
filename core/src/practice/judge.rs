//! Whether an attempt was made, read from the rule engine's position
//! before and after the shot (the shot itself ran once, in the driver).

use super::drill::{Drill, OPPONENT_SEAT, SHOOTER_SEAT, TARGET_PIECE};
use crate::crokinole::puck_id;
use crate::geom::Vec2;
use crate::save::Position;
use crate::shot::Place;
use crate::spec::{Spec, seat_angle};

/// A puck counts as behind a post when its centre is at most this far
/// (metres) from the post's shadow line and within this depth behind it.
pub const SHADOW_HALF_WIDTH_OF_DISC: f32 = 0.5;
pub const HIDE_DEPTH: f32 = 0.08;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Made,
    Missed,
}

/// The attempt's verdict from the positions around its one shot.
pub fn judge(drill: Drill, spec: &Spec, before: &Position, after: &Position) -> Verdict {
    let made = match (before, after) {
        (Position::Crokinole(b), Position::Crokinole(a)) => {
            let Some(puck) = b.next_puck() else {
                return Verdict::Missed;
            };
            let rests = a.board().iter().find(|p| p.id == puck);
            match drill {
                Drill::OpenTwenty(_) => a.rail().contains(&puck),
                Drill::Takeout(_) => {
                    let target = puck_id(OPPONENT_SEAT, 0);
                    !a.board().iter().any(|p| p.id == target) && rests.is_some()
                }
                Drill::DrawBehindPost => {
                    rests.is_some_and(|p| p.place == Place::Board && behind_a_post(spec, p.pos))
                }
                Drill::CutShot(_) | Drill::Break => false,
            }
        }
        (Position::Pitchnut(b), Position::Pitchnut(a)) => {
            let keeps_turn = !after.is_over() && a.game.to_play() == SHOOTER_SEAT;
            match drill {
                Drill::CutShot(pocket) => {
                    keeps_turn
                        && a.game
                            .pockets()
                            .iter()
                            .any(|s| s.id == TARGET_PIECE && s.pocket == pocket.index())
                }
                Drill::Break => {
                    let team = b.game.team_of(SHOOTER_SEAT);
                    let won = after.winner() == Some(Some(team));
                    let sunk = a.game.pockets().len() > b.game.pockets().len();
                    won || (sunk && keeps_turn)
                }
                _ => false,
            }
        }
        _ => false,
    };
    if made { Verdict::Made } else { Verdict::Missed }
}

/// Whether a puck at `pos` is hidden behind a post from the opponent: a
/// post lies between it and the middle of the opponent's shooting line,
/// within `HIDE_DEPTH`, covering at least half the puck's width.
pub fn behind_a_post(spec: &Spec, pos: Vec2) -> bool {
    let c = &spec.crokinole;
    let eye = Vec2::from_angle(seat_angle(OPPONENT_SEAT)) * c.shooting_line_radius;
    let to_puck = pos - eye;
    c.pegs().into_iter().any(|peg| {
        let d = peg - eye;
        let len = d.length();
        let dir = d * (1.0 / len);
        let along = to_puck.dot(dir);
        let across = (to_puck.x * dir.y - to_puck.y * dir.x).abs();
        along > len
            && along - len <= HIDE_DEPTH
            && across <= c.peg_radius + c.disc_radius * SHADOW_HALF_WIDTH_OF_DISC
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn behind_a_post_is_the_post_shadow_from_across_the_board() {
        let spec = Spec::STANDARD;
        let eye = Vec2::from_angle(seat_angle(OPPONENT_SEAT)) * spec.crokinole.shooting_line_radius;
        for peg in spec.crokinole.pegs() {
            let dir = (peg - eye).normalize_or_zero();
            assert!(behind_a_post(&spec, peg + dir * 0.03), "{peg:?}");
            // In front of the post, or well beside its shadow: not hidden.
            assert!(!behind_a_post(&spec, peg - dir * 0.03));
            assert!(!behind_a_post(&spec, peg + dir * 0.03 + dir.perp() * 0.03));
        }
        assert!(!behind_a_post(&spec, Vec2::ZERO));
    }
}
