//! Pitchnut: adjusting pieces returned to the centre (`Game::adjust`).
//!
//! After a shot returns pieces to the centre, the side the rules allow
//! (`Match::adjuster`) may move them before the next shot. The play screen
//! shows which pieces (a soft pulsing glow), lets a finger drag one, and a
//! "Done" button goes on to the shot. Each drag let go is checked by the
//! engine: a legal spot is committed as `save::Move::Adjust` (so the save,
//! a resumed match and a replay see it), an illegal one is refused with the
//! engine's reason and the piece goes back. An AI seat adjusts without a
//! phase: its choice (`ai::pitchnut_adjust`) is committed when the board
//! uncovers (`PlayScreen::ai_adjusts`).

use super::super::draw::camera::{BoardCamera, mq};
use super::super::draw::paint;
use flickwood_core::game::{AdjustRight, Match, Piece, Refusal};
use flickwood_core::geom;
use flickwood_core::shot::{DiscId, Place};
use macroquad::prelude::*;

/// The adjusting in progress: who adjusts, which pieces, the finger on one.
pub struct Adjusting {
    pub seat: u8,
    pieces: Vec<DiscId>,
    drag: Option<Drag>,
    /// The finger on the Done button.
    done_held: Option<u64>,
}

struct Drag {
    finger: u64,
    piece: DiscId,
    /// The piece's centre when picked up, and the finger's offset from it.
    from: geom::Vec2,
    grab: geom::Vec2,
    /// Where the piece's centre is now.
    at: geom::Vec2,
}

/// What a finger did.
pub enum Action {
    /// Nothing for the screen to do.
    Nothing,
    /// A piece let go at a spot: commit it (the engine checks again).
    Put { piece: DiscId, at: geom::Vec2 },
    /// A piece let go where the engine refuses it: its reason.
    Refused(Refusal),
    /// Done: on to the shot.
    Done,
}

impl Adjusting {
    /// The adjusting the match's `right` opens, if a person holds it (an
    /// AI seat adjusts at once, `ai_adjusts`).
    pub fn start(game: &Match, right: AdjustRight) -> Option<Adjusting> {
        if game.seat_kind(right.seat).is_ai() {
            return None;
        }
        Some(Adjusting {
            seat: right.seat,
            pieces: right.pieces,
            drag: None,
            done_held: None,
        })
    }

    pub fn done_held(&self) -> bool {
        self.done_held.is_some()
    }

    /// The returned piece under board point `at`, topmost first.
    fn piece_at(&self, game: &Match, at: geom::Vec2, reach: f32) -> Option<(DiscId, geom::Vec2)> {
        game.pieces()
            .iter()
            .filter(|p| self.pieces.contains(&p.disc.id) && p.disc.place.in_play())
            .filter(|p| p.disc.pos.distance(at) <= reach)
            .min_by(|a, b| {
                let rank = |p: &Piece| (!matches!(p.disc.place, Place::Stacked(_))) as u8;
                rank(a)
                    .cmp(&rank(b))
                    .then(a.disc.pos.distance(at).total_cmp(&b.disc.pos.distance(at)))
            })
            .map(|p| (p.disc.id, p.disc.pos))
    }

    /// A finger event: `at` on the board (metres), `on_done` whether it is
    /// on the Done button; `reach` how far from a piece's centre a press grabs it.
    pub fn pointer(
        &mut self,
        game: &Match,
        finger: u64,
        phase: super::super::platform::input::PointerPhase,
        at: geom::Vec2,
        on_done: bool,
        reach: f32,
    ) -> Action {
        use super::super::platform::input::PointerPhase as P;
        match phase {
            P::Down if on_done => {
                self.done_held = Some(finger);
                Action::Nothing
            }
            P::Up if self.done_held == Some(finger) => {
                self.done_held = None;
                if on_done && self.drag.is_none() {
                    Action::Done
                } else {
                    Action::Nothing
                }
            }
            P::Down => {
                if self.drag.is_none()
                    && at.is_finite()
                    && let Some((piece, from)) = self.piece_at(game, at, reach)
                {
                    self.drag = Some(Drag {
                        finger,
                        piece,
                        from,
                        grab: at - from,
                        at: from,
                    });
                }
                Action::Nothing
            }
            P::Move => {
                if let Some(d) = self.drag.as_mut().filter(|d| d.finger == finger)
                    && at.is_finite()
                {
                    d.at = at - d.grab;
                }
                Action::Nothing
            }
            P::Up => {
                let Some(d) = self.drag.take_if(|d| d.finger == finger) else {
                    return Action::Nothing;
                };
                let to = if at.is_finite() { at - d.grab } else { d.at };
                if to.distance(d.from) < 1e-5 {
                    return Action::Nothing;
                }
                match game.check_adjust(self.seat, d.piece, to) {
                    Ok(()) => Action::Put {
                        piece: d.piece,
                        at: to,
                    },
                    Err(why) => Action::Refused(why),
                }
            }
            P::Cancel => {
                self.drag.take_if(|d| d.finger == finger);
                if self.done_held == Some(finger) {
                    self.done_held = None;
                }
                Action::Nothing
            }
        }
    }

    /// Where to draw `p`: moved with the finger if it (or the piece it
    /// lies on) is being dragged.
    pub fn shown_pos(&self, p: &Piece) -> geom::Vec2 {
        match &self.drag {
            Some(d) if p.disc.id == d.piece || p.disc.place == Place::Stacked(d.piece) => {
                p.disc.pos + (d.at - d.from)
            }
            _ => p.disc.pos,
        }
    }

    /// Under the pieces: a soft glow round each piece that may be moved
    /// and, while one is held, the spot its centre must stay within
    /// (covering the centre of the board), green where the engine takes it.
    pub fn draw_under(&self, cam: &BoardCamera, game: &Match, radius: f32, clock: f32) {
        let px = cam.metres_per_pixel();
        let pulse = 0.5 + 0.5 * (clock * 2.5).sin();
        for p in game.pieces() {
            if !self.pieces.contains(&p.disc.id) || !p.disc.place.in_play() {
                continue;
            }
            let c = mq(self.shown_pos(p));
            paint::soft_disc(
                c,
                radius * 1.05,
                radius * 2.0,
                Color::new(1.0, 0.88, 0.5, 0.4 + 0.25 * pulse),
                64,
            );
            paint::circle_line(
                c,
                radius * 1.3,
                1.5 * px,
                Color::new(1.0, 0.92, 0.65, 0.55 + 0.3 * pulse),
                64,
            );
        }
        if let Some(d) = &self.drag {
            let ok = game.check_adjust(self.seat, d.piece, d.at).is_ok();
            let colour = if ok {
                Color::new(0.55, 0.95, 0.55, 0.75)
            } else {
                Color::new(1.0, 0.45, 0.35, 0.75)
            };
            let centre = mq(geom::Vec2::ZERO);
            paint::disc(centre, radius, Color::new(1.0, 1.0, 1.0, 0.08), 64);
            paint::circle_line(centre, radius, 2.0 * px, colour, 64);
            paint::disc(mq(d.at), 3.0 * px, colour, 16);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::platform::input::PointerPhase;
    use super::*;
    use flickwood_core::pitchnut::Alleys;
    use flickwood_core::save::record::Move;
    use flickwood_core::save::replay::{Replay, fingerprint};

    /// A pitchnut match (the poison moved off the centre) where seat 0
    /// (dark, a dark piece already sunk) has just scratched: its shooter went off the board or in a pocket, so its
    /// piece came back to the centre for seat 2 to adjust.
    fn match_with_a_returned_piece() -> Option<Match> {
        use flickwood_core::pitchnut::{self, Colour, Options, POISON, Placed, Pocketed};
        use flickwood_core::save::profile::{Player, Seated};
        use flickwood_core::save::record::{MatchRecord, PitchnutStart};
        let setup = pitchnut::Setup {
            options: Options {
                players: 2,
                alleys: Alleys::American,
                beginner: false,
            },
            pocketed: vec![Pocketed { id: 1, pocket: 0 }, Pocketed { id: 2, pocket: 1 }],
            // The poison off the centre, so the returned piece lies flat there.
            moved: vec![Placed {
                id: POISON,
                pos: geom::Vec2::new(0.0, 0.2),
                place: Place::Board,
            }],
            team0_colour: Some(Colour::Black),
            to_play: 0,
            breaker: Some(0),
            break_taken: true,
            ..Default::default()
        };
        let players = [0u8, 2]
            .iter()
            .map(|&seat| Seated {
                seat,
                player: Player::Guest {
                    name: format!("Player {}", seat + 1),
                },
            })
            .collect();
        let start = PitchnutStart {
            setup,
            games_to_win: 2,
        };
        let record = MatchRecord::pitchnut(start, players, 1);
        // From seat 0's home line, hard at its own edge (off the board) or
        // toward its left corner pocket, until one scratches.
        let home = flickwood_core::spec::Spec::STANDARD.pitchnut.home_line_y();
        for k in 0..24 {
            let mut game = Match::resume(Replay::new(record.clone()).ok()?);
            let at = geom::Vec2::new(-0.15 + 0.01 * k as f32, home);
            let v = geom::Vec2::new(-0.3 - 0.05 * k as f32, -1.0).normalize_or_zero() * 6.0;
            let shot = game.begin_shot(at, v, false).ok()?;
            game.commit(shot).ok()?;
            if game.adjuster().is_some() {
                return Some(game);
            }
        }
        None
    }

    /// The record replays to the same position, and resumes to it.
    fn replays_and_resumes_the_same(game: &Match) {
        let mut again = Replay::new({
            let mut rec = game.replay().record().clone();
            rec.moves.clear();
            rec
        })
        .unwrap();
        for m in &game.replay().record().moves {
            again.play(*m).unwrap();
        }
        assert_eq!(
            fingerprint(again.position()),
            fingerprint(game.replay().position())
        );
        let resumed = Match::resume(game.replay().clone());
        assert_eq!(resumed.adjuster(), game.adjuster());
    }

    #[test]
    fn a_returned_piece_is_adjusted_through_the_record_and_replays() {
        let mut game = match_with_a_returned_piece().expect("a scratch returns a piece");
        let (seat, pieces) = game.adjuster().unwrap();
        let piece = pieces[0];
        let right = AdjustRight {
            seat,
            pieces: pieces.clone(),
        };
        let mut adj = Adjusting::start(&game, right).expect("a person adjusts");
        assert_eq!(adj.seat, seat);
        let from = game
            .pieces()
            .iter()
            .find(|p| p.disc.id == piece)
            .unwrap()
            .disc
            .pos;
        let r = flickwood_core::spec::Spec::STANDARD.pitchnut.piece_radius;
        // Dragged far from the centre: refused with the engine's reason.
        assert!(matches!(
            adj.pointer(&game, 1, PointerPhase::Down, from, false, r),
            Action::Nothing
        ));
        adj.pointer(
            &game,
            1,
            PointerPhase::Move,
            from + geom::Vec2::new(0.1, 0.0),
            false,
            r,
        );
        let refused = adj.pointer(
            &game,
            1,
            PointerPhase::Up,
            from + geom::Vec2::new(0.1, 0.0),
            false,
            r,
        );
        let Action::Refused(why) = refused else {
            panic!("a piece far from the centre was not refused")
        };
        let why = why.to_string();
        assert!(why.contains("centre"), "{why}");
        // A small nudge that still covers the centre: put, and recorded.
        let to = geom::Vec2::new(r * 0.5, 0.0);
        adj.pointer(&game, 2, PointerPhase::Down, from, false, r);
        let put = adj.pointer(&game, 2, PointerPhase::Up, to, false, r);
        let Action::Put { piece: p, at } = put else {
            panic!("a legal nudge was not put")
        };
        let moves = game.replay().moves_played();
        game.adjust(seat, p, at).unwrap();
        assert_eq!(game.replay().moves_played(), moves + 1);
        let last = *game.replay().record().moves.last().unwrap();
        assert!(matches!(last, Move::Adjust(a) if a.piece == piece && a.seat == seat));
        let moved = game.pieces().iter().find(|p| p.disc.id == piece).unwrap();
        assert!(moved.disc.pos.distance(to) < 1e-6);
        replays_and_resumes_the_same(&game);
        // Done goes on; a wrong seat is refused by the engine.
        adj.pointer(&game, 3, PointerPhase::Down, geom::Vec2::ZERO, true, r);
        assert!(matches!(
            adj.pointer(&game, 3, PointerPhase::Up, geom::Vec2::ZERO, true, r),
            Action::Done
        ));
        let other = if seat == 0 { 2 } else { 0 };
        assert!(game.check_adjust(other, piece, geom::Vec2::ZERO).is_err());
        assert!(
            game.adjust(seat, piece, geom::Vec2::new(f32::NAN, 0.0))
                .is_err()
        );
    }
}
