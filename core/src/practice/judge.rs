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
    use crate::crokinole::{self, BoardPuck, puck_id};
    use crate::pitchnut::{Game, Pocketed};
    use crate::practice::{NamedPocket, Spot, Zone};
    use crate::save::PitchnutMatch;
    use crate::save::profile::Player;

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

    /// A puck is in the shadow with its centre up to 12.7 mm either side
    /// of the shadow's centre line (the post's 4.8 mm radius and half the
    /// puck's 15.9 mm radius) and up to 8 cm behind the post.
    #[test]
    fn the_post_shadow_is_12_7_mm_either_side_and_8_cm_deep() {
        let spec = Spec::STANDARD;
        let eye = Vec2::from_angle(seat_angle(OPPONENT_SEAT)) * spec.crokinole.shooting_line_radius;
        for peg in spec.crokinole.pegs() {
            let dir = (peg - eye).normalize_or_zero();
            let behind = peg + dir * 0.03;
            for side in [dir.perp(), -dir.perp()] {
                assert!(behind_a_post(&spec, behind + side * 0.012), "{peg:?}");
                assert!(!behind_a_post(&spec, behind + side * 0.0135), "{peg:?}");
            }
            assert!(behind_a_post(&spec, peg + dir * 0.079), "{peg:?}");
            assert!(!behind_a_post(&spec, peg + dir * 0.081), "{peg:?}");
        }
    }

    const SPEC: Spec = Spec::STANDARD;

    fn player(name: &str) -> Player {
        Player::Guest { name: name.into() }
    }

    /// The drill's first attempt as it starts.
    fn start(drill: Drill) -> Position {
        let record = drill.record(&SPEC, 0, player("Ana"), player("Ben"));
        Position::start(&SPEC, &record).unwrap()
    }

    /// A crokinole attempt's end: the round as the drill set it up, with
    /// these pucks on the board, on the rail (20s) and in the ditch.
    fn crokinole_after(
        drill: Drill,
        board: &[(u16, Place, Vec2)],
        rail: &[u16],
        ditch: &[u16],
    ) -> Position {
        let record = drill.record(&SPEC, 0, player("Ana"), player("Ben"));
        let mut setup = record.crokinole.unwrap();
        setup.board = board
            .iter()
            .map(|&(id, place, pos)| BoardPuck { id, pos, place })
            .collect();
        setup.rail = rail.to_vec();
        setup.ditch = ditch.to_vec();
        Position::Crokinole(crokinole::State::new(&SPEC.crokinole, &setup).unwrap())
    }

    fn verdict(drill: Drill, after: &Position) -> Verdict {
        judge(drill, &SPEC, &start(drill), after)
    }

    const SHOT: u16 = 0; // puck_id(SHOOTER_SEAT, 0)

    #[test]
    fn an_open_twenty_is_made_only_in_the_hole() {
        assert_eq!(SHOT, puck_id(SHOOTER_SEAT, 0));
        let d = Drill::OpenTwenty(Spot::Left);
        assert_eq!(
            verdict(d, &crokinole_after(d, &[], &[SHOT], &[])),
            Verdict::Made
        );
        // A 15 beside the hole, or off into the ditch: missed.
        let fifteen = [(SHOT, Place::Board, Vec2::new(0.0, -0.05))];
        assert_eq!(
            verdict(d, &crokinole_after(d, &fifteen, &[], &[])),
            Verdict::Missed
        );
        assert_eq!(
            verdict(d, &crokinole_after(d, &[], &[], &[SHOT])),
            Verdict::Missed
        );
    }

    /// A takeout is made when the opponent's puck is gone and the shot puck
    /// stays on the board; every other end is a miss.
    #[test]
    fn a_takeout_needs_the_target_off_and_the_shooter_on() {
        let d = Drill::Takeout(Zone::Ten);
        let target = puck_id(OPPONENT_SEAT, 0);
        let at = d.target(&SPEC, 0).unwrap();
        let stays = (SHOT, Place::Board, at * 0.9);
        let moved = (target, Place::Board, at * 1.2);
        let after = |board: &[(u16, Place, Vec2)], ditch: &[u16]| {
            verdict(d, &crokinole_after(d, board, &[], ditch))
        };
        assert_eq!(after(&[stays], &[target]), Verdict::Made);
        // Both off.
        assert_eq!(after(&[], &[target, SHOT]), Verdict::Missed);
        // The target only moved, or was missed altogether.
        assert_eq!(after(&[stays, moved], &[]), Verdict::Missed);
        assert_eq!(after(&[moved], &[SHOT]), Verdict::Missed);
    }

    /// A draw behind a post is made by a flat puck in a post's shadow;
    /// flat in front of the post, or leaning on it, is a miss.
    #[test]
    fn a_draw_behind_a_post_needs_a_flat_hidden_puck() {
        let d = Drill::DrawBehindPost;
        let c = &SPEC.crokinole;
        let eye = Vec2::from_angle(seat_angle(OPPONENT_SEAT)) * c.shooting_line_radius;
        let (k, peg) = c
            .pegs()
            .into_iter()
            .enumerate()
            .find(|(_, p)| p.y < 0.0)
            .unwrap();
        let dir = (peg - eye).normalize_or_zero();
        let after = |place: Place, pos: Vec2| {
            verdict(d, &crokinole_after(d, &[(SHOT, place, pos)], &[], &[]))
        };
        let hidden = peg + dir * 0.035;
        assert_eq!(after(Place::Board, hidden), Verdict::Made);
        assert_eq!(after(Place::Board, peg - dir * 0.035), Verdict::Missed);
        let leaning = peg + dir * (c.peg_radius + c.disc_radius);
        assert_eq!(after(Place::PostLeaner(k as u8), leaning), Verdict::Missed);
        assert_eq!(
            verdict(d, &crokinole_after(d, &[], &[], &[SHOT])),
            Verdict::Missed
        );
    }

    /// A pitchnut attempt's end: the drill's start with `edit` applied.
    fn pitchnut_after(drill: Drill, edit: impl FnOnce(&mut crate::pitchnut::Setup)) -> Position {
        let Position::Pitchnut(m) = start(drill) else {
            panic!("{drill:?} is not pitchnut")
        };
        let mut setup = m.game.to_setup();
        edit(&mut setup);
        Position::Pitchnut(PitchnutMatch {
            game: Game::from_setup_with(SPEC, &setup).unwrap(),
            ..m
        })
    }

    /// Sinks `id` into `pocket` and hands the turn to `to_play`.
    fn sink(setup: &mut crate::pitchnut::Setup, id: u16, pocket: u8, to_play: u8) {
        if let Some(board) = setup.board.as_mut() {
            board.retain(|p| p.id != id);
        }
        setup.pocketed.push(Pocketed { id, pocket });
        setup.break_taken = true;
        setup.to_play = to_play;
    }

    /// A cut shot is made when the piece drops into the named pocket and
    /// the shooter keeps the turn.
    #[test]
    fn a_cut_shot_needs_the_named_pocket_and_the_turn_kept() {
        for (named, other) in [
            (NamedPocket::FarLeft, NamedPocket::FarRight),
            (NamedPocket::FarRight, NamedPocket::FarLeft),
        ] {
            let d = Drill::CutShot(named);
            let sunk = |pocket: NamedPocket, to_play: u8| {
                let after = pitchnut_after(d, |s| sink(s, TARGET_PIECE, pocket.index(), to_play));
                verdict(d, &after)
            };
            assert_eq!(sunk(named, SHOOTER_SEAT), Verdict::Made, "{named:?}");
            assert_eq!(
                sunk(other, SHOOTER_SEAT),
                Verdict::Missed,
                "{named:?} into {other:?}"
            );
            assert_eq!(
                sunk(named, OPPONENT_SEAT),
                Verdict::Missed,
                "{named:?}, turn lost"
            );
            // Not sunk at all, the turn gone.
            let after = pitchnut_after(d, |s| s.to_play = OPPONENT_SEAT);
            assert_eq!(verdict(d, &after), Verdict::Missed);
        }
    }

    /// The break is made by sinking a piece and keeping the turn, or by
    /// winning the match with it.
    #[test]
    fn a_break_needs_a_piece_down_and_the_turn_kept() {
        let d = Drill::Break;
        let after = |edit: &dyn Fn(&mut crate::pitchnut::Setup)| {
            verdict(d, &pitchnut_after(d, |s| edit(s)))
        };
        assert_eq!(after(&|s| sink(s, 3, 2, SHOOTER_SEAT)), Verdict::Made);
        // A piece down, but the turn passed.
        assert_eq!(after(&|s| sink(s, 3, 2, OPPONENT_SEAT)), Verdict::Missed);
        // Nothing down: the turn passed.
        assert_eq!(
            after(&|s| {
                s.break_taken = true;
                s.to_play = OPPONENT_SEAT;
            }),
            Verdict::Missed
        );
        // Nothing down and the breaker still to shoot (a re-take of a
        // break that touched nothing): not made.
        assert_eq!(after(&|s| s.retake_offered = Some(true)), Verdict::Missed);
        // The match won.
        let Position::Pitchnut(m) = pitchnut_after(d, |s| sink(s, 3, 2, OPPONENT_SEAT)) else {
            unreachable!()
        };
        let team = m.game.team_of(SHOOTER_SEAT);
        let mut games_won = [0, 0];
        games_won[team as usize] = 1;
        let won = Position::Pitchnut(PitchnutMatch { games_won, ..m });
        assert_eq!(verdict(d, &won), Verdict::Made);
        let mut lost = [0, 0];
        lost[1 - team as usize] = 1;
        let Position::Pitchnut(m) = won else {
            unreachable!()
        };
        let lost = Position::Pitchnut(PitchnutMatch {
            games_won: lost,
            ..m
        });
        assert_eq!(verdict(d, &lost), Verdict::Missed);
    }

    /// A position of the other game never makes an attempt.
    #[test]
    fn positions_of_the_other_game_are_a_miss() {
        let croki = crokinole_after(Drill::OpenTwenty(Spot::Centre), &[], &[SHOT], &[]);
        let break_start = start(Drill::Break);
        assert_eq!(
            judge(Drill::Break, &SPEC, &break_start, &croki),
            Verdict::Missed
        );
        assert_eq!(
            judge(Drill::OpenTwenty(Spot::Centre), &SPEC, &croki, &break_start),
            Verdict::Missed
        );
    }
}
