//! Who shoots next and what a shot changed. The screens only talk to a
//! `Match`; today that is the physics-only `Sandbox`, tomorrow a rule engine
//! from src/crokinole or src/pitchnut behind the same trait.

use flickwood::geom::Vec2;
use flickwood::shot::{Disc, DiscId, Place, ShotReport};
use flickwood::spec::{BoardKind, DiscKind, Spec};

/// Whose disc it is, which decides how it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Light,
    Dark,
    /// Pitchnut's odd-coloured piece.
    Poison,
    /// Pitchnut's shared shooter.
    Shooter,
}

/// A disc somewhere on the board (in play, or lying in the ditch or gutter).
#[derive(Clone, Debug, PartialEq)]
pub struct Piece {
    pub disc: Disc,
    pub side: Side,
}

/// The next shot to take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Turn {
    /// The shooter's seat: the board turns so it is at the bottom.
    pub seat: u8,
    pub side: Side,
    /// The disc to shoot.
    pub id: DiscId,
    pub kind: DiscKind,
}

/// A game in progress, as the screens see it.
pub trait Match {
    fn board(&self) -> BoardKind;
    /// Every disc to draw, the ones out of play included.
    fn pieces(&self) -> &[Piece];
    /// The next shot, or None when the game (or round) is over.
    fn next_turn(&self) -> Option<Turn>;
    /// Takes the outcome of `turn`'s shot.
    fn apply(&mut self, turn: &Turn, report: &ShotReport);
    /// One line for the top of the screen.
    fn status(&self) -> String;
}

/// Physics only: the two sides take turns from seats 0 and 2, nothing is scored.
pub struct Sandbox {
    board: BoardKind,
    pieces: Vec<Piece>,
    shots: u32,
    /// Crokinole: pucks each side has.
    per_side: u32,
    /// Discs dropped into the 20 hole or a pocket, per side.
    sunk: [u32; 2],
}

/// The id of pitchnut's shooter (never a ring piece's id).
pub const SHOOTER_ID: DiscId = 1000;

impl Sandbox {
    /// An empty crokinole board, 12 pucks a side.
    pub fn crokinole() -> Self {
        Sandbox {
            board: BoardKind::Crokinole,
            pieces: Vec::new(),
            shots: 0,
            per_side: 12,
            sunk: [0, 0],
        }
    }

    /// The ring of 20 alternating pieces with the poison at the centre.
    pub fn pitchnut(spec: &Spec) -> Self {
        let mut pieces: Vec<Piece> = spec
            .pitchnut
            .start_ring()
            .into_iter()
            .enumerate()
            .map(|(i, pos)| Piece {
                disc: Disc::new(i as DiscId + 1, DiscKind::Piece, pos),
                side: if i % 2 == 0 { Side::Light } else { Side::Dark },
            })
            .collect();
        pieces.push(Piece {
            disc: Disc::new(0, DiscKind::Poison, Vec2::ZERO),
            side: Side::Poison,
        });
        Sandbox {
            board: BoardKind::Pitchnut,
            pieces,
            shots: 0,
            per_side: u32::MAX,
            sunk: [0, 0],
        }
    }

    fn side_of_turn(&self) -> usize {
        (self.shots % 2) as usize
    }
}

impl Match for Sandbox {
    fn board(&self) -> BoardKind {
        self.board
    }

    fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    fn next_turn(&self) -> Option<Turn> {
        let s = self.side_of_turn();
        let seat = [0, 2][s];
        let side = [Side::Light, Side::Dark][s];
        match self.board {
            BoardKind::Crokinole => (self.shots < self.per_side * 2).then(|| Turn {
                seat,
                side,
                id: 100 + self.shots as DiscId,
                kind: DiscKind::Puck,
            }),
            BoardKind::Pitchnut => {
                let left = self.pieces.iter().any(|p| p.disc.place.in_play());
                left.then_some(Turn {
                    seat,
                    side: Side::Shooter,
                    id: SHOOTER_ID,
                    kind: DiscKind::Shooter,
                })
            }
        }
    }

    fn apply(&mut self, turn: &Turn, report: &ShotReport) {
        for f in &report.finals {
            if matches!(f.place, Place::Hole | Place::Pocket(_)) && f.id != SHOOTER_ID {
                let side = self
                    .pieces
                    .iter()
                    .find(|p| p.disc.id == f.id)
                    .map(|p| p.side);
                let side = side.unwrap_or(turn.side);
                match side {
                    Side::Light => self.sunk[0] += 1,
                    Side::Dark => self.sunk[1] += 1,
                    _ => {}
                }
            }
            let stays = match f.place {
                // Sunk, lost or (pitchnut) the shooter coming back to hand.
                Place::Hole | Place::Pocket(_) | Place::OffBoard | Place::OnSide => false,
                _ => f.id != SHOOTER_ID,
            };
            let existing = self.pieces.iter().position(|p| p.disc.id == f.id);
            match (existing, stays) {
                (Some(i), true) => {
                    self.pieces[i].disc.pos = f.pos;
                    self.pieces[i].disc.place = f.place;
                }
                (Some(i), false) => {
                    self.pieces.remove(i);
                }
                (None, true) => self.pieces.push(Piece {
                    disc: Disc {
                        id: f.id,
                        kind: f.kind,
                        pos: f.pos,
                        place: f.place,
                    },
                    side: turn.side,
                }),
                (None, false) => {}
            }
        }
        self.shots += 1;
    }

    fn status(&self) -> String {
        match self.board {
            BoardKind::Crokinole => {
                let left = (self.per_side * 2).saturating_sub(self.shots);
                format!(
                    "Sandbox  ·  {} shots left  ·  20s: light {}, dark {}",
                    left, self.sunk[0], self.sunk[1]
                )
            }
            BoardKind::Pitchnut => format!(
                "Sandbox  ·  shot {}  ·  sunk: light {}, dark {}",
                self.shots + 1,
                self.sunk[0],
                self.sunk[1]
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood::shot::FinalDisc;

    fn report(board: BoardKind, shooter: DiscId, finals: Vec<FinalDisc>) -> ShotReport {
        ShotReport {
            board,
            shooter,
            contacts: vec![],
            happenings: vec![],
            stack_fell: vec![],
            finals,
            steps: 1,
            timed_out: false,
        }
    }

    fn fin(id: DiscId, kind: DiscKind, place: Place, x: f32) -> FinalDisc {
        FinalDisc {
            id,
            kind,
            place,
            pos: Vec2::new(x, 0.0),
        }
    }

    #[test]
    fn crokinole_alternates_seats_for_24_shots() {
        let mut game = Sandbox::crokinole();
        let mut seats = vec![];
        while let Some(turn) = game.next_turn() {
            seats.push(turn.seat);
            let r = report(
                BoardKind::Crokinole,
                turn.id,
                vec![fin(turn.id, DiscKind::Puck, Place::Ditch, 0.35)],
            );
            game.apply(&turn, &r);
        }
        assert_eq!(seats.len(), 24);
        assert!(
            seats
                .iter()
                .enumerate()
                .all(|(i, &s)| s == if i % 2 == 0 { 0 } else { 2 })
        );
        // Ditched pucks stay to be drawn, out of play.
        assert_eq!(game.pieces().len(), 24);
        assert!(game.pieces().iter().all(|p| !p.disc.place.in_play()));
    }

    #[test]
    fn crokinole_twenty_leaves_the_board_and_counts() {
        let mut game = Sandbox::crokinole();
        let turn = game.next_turn().unwrap();
        let r = report(
            BoardKind::Crokinole,
            turn.id,
            vec![fin(turn.id, DiscKind::Puck, Place::Hole, 0.0)],
        );
        game.apply(&turn, &r);
        assert!(game.pieces().is_empty());
        assert!(game.status().contains("light 1"));
    }

    #[test]
    fn pitchnut_starts_with_the_ring_and_drops_sunk_pieces() {
        let spec = Spec::STANDARD;
        let mut game = Sandbox::pitchnut(&spec);
        assert_eq!(game.pieces().len(), 21);
        assert_eq!(
            game.pieces()
                .iter()
                .filter(|p| p.side == Side::Poison)
                .count(),
            1
        );
        let light = game
            .pieces()
            .iter()
            .filter(|p| p.side == Side::Light)
            .count();
        assert_eq!(light, 10);
        let turn = game.next_turn().unwrap();
        assert_eq!(turn.kind, DiscKind::Shooter);
        let r = report(
            BoardKind::Pitchnut,
            SHOOTER_ID,
            vec![
                fin(SHOOTER_ID, DiscKind::Shooter, Place::Board, 0.0),
                fin(1, DiscKind::Piece, Place::Pocket(0), 0.3),
                fin(2, DiscKind::Piece, Place::Board, 0.2),
            ],
        );
        game.apply(&turn, &r);
        // The shooter goes back to hand; the sunk piece is gone; the other moved.
        assert_eq!(game.pieces().len(), 20);
        assert!(
            game.pieces()
                .iter()
                .all(|p| p.disc.id != SHOOTER_ID && p.disc.id != 1)
        );
        let moved = game.pieces().iter().find(|p| p.disc.id == 2).unwrap();
        assert_eq!(moved.disc.pos, Vec2::new(0.2, 0.0));
        assert_eq!(game.next_turn().unwrap().seat, 2);
    }
}
