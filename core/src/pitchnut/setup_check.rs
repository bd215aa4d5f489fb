//! The checks a raw `Setup` passes to become a `Game`: seats in play, each
//! piece once, a winner only with the poison down, and a board of flat or
//! stacked pieces on the field, none on top of another.

use super::error::{BoardError, SeatRole, SetupError};
use super::state::{Options, Placed, Pocketed, Setup};
use super::table;
use super::{PIECES, POISON, piece_colour};
use crate::geom::Vec2;
use crate::shot::{Disc, DiscId, OVERLAP_TOLERANCE, Place};
use crate::spec::{PitchnutSpec, Spec};

/// Each seat the setup names (to play, breaker, last shooter) is in play.
pub(super) fn check_seats(setup: &Setup, seats: &[u8]) -> Result<(), SetupError> {
    for (role, seat) in [
        (SeatRole::ToPlay, Some(setup.to_play)),
        (SeatRole::Breaker, setup.breaker),
        (SeatRole::LastShooter, setup.last_shooter),
    ] {
        if let Some(seat) = seat
            && !seats.contains(&seat)
        {
            return Err(SetupError::SeatNotPlaying { role, seat });
        }
    }
    Ok(())
}

/// The discs on the board: as written, or the starting ring and the poison
/// less the pocketed ones, with the moved ones where they were moved.
pub(super) fn placed_of(p: &PitchnutSpec, setup: &Setup) -> Result<Vec<Placed>, SetupError> {
    if let Some(b) = &setup.board {
        return Ok(b.clone());
    }
    let mut out = vec![Placed {
        id: POISON,
        pos: Vec2::ZERO,
        place: Place::Board,
    }];
    for (k, spot) in p.start_ring().into_iter().enumerate() {
        out.push(Placed {
            id: k as DiscId + 1,
            pos: spot,
            place: Place::Board,
        });
    }
    out.retain(|d| !setup.pocketed.iter().any(|s| s.id == d.id));
    for m in &setup.moved {
        match out.iter_mut().find(|d| d.id == m.id) {
            Some(d) => *d = *m,
            None => return Err(SetupError::MovedNotOnBoard { piece: m.id }),
        }
    }
    Ok(out)
}

/// Every piece and the poison once, on the board or in a real pocket.
pub(super) fn check_pieces(placed: &[Placed], pocketed: &[Pocketed]) -> Result<(), SetupError> {
    use SetupError::*;
    let mut seen = [false; PIECES as usize + 1];
    let ids = placed
        .iter()
        .map(|d| d.id)
        .chain(pocketed.iter().map(|s| s.id));
    for id in ids {
        if id > PIECES {
            return Err(NoSuchPiece { piece: id });
        }
        if seen[id as usize] {
            return Err(PieceTwice { piece: id });
        }
        seen[id as usize] = true;
    }
    if let Some(missing) = seen.iter().position(|s| !s) {
        return Err(PieceMissing {
            piece: missing as DiscId,
        });
    }
    for s in pocketed {
        if s.pocket > 3 {
            return Err(NoSuchPocket {
                piece: s.id,
                pocket: s.pocket,
            });
        }
    }
    Ok(())
}

/// A winner only with the poison down (and always then); colours only with
/// a piece down.
pub(super) fn check_outcome(setup: &Setup) -> Result<(), SetupError> {
    use SetupError::*;
    let poison_sunk = setup.pocketed.iter().any(|s| s.id == POISON);
    match setup.winner {
        Some(w) if w > 1 => return Err(NoSuchTeam { winner: w }),
        Some(_) if !poison_sunk => return Err(WinnerWithoutPoison),
        None if poison_sunk => return Err(PoisonWithoutWinner),
        _ => {}
    }
    if setup.team0_colour.is_some() && !setup.pocketed.iter().any(|s| s.id != POISON) {
        return Err(ColoursWithoutPieces);
    }
    Ok(())
}

pub(super) fn check_options(options: &Options) -> Result<&'static [u8], SetupError> {
    match options.players {
        2 | 4 => Ok(table::seats(options.players)),
        players => Err(SetupError::Players { players }),
    }
}

/// Checks the pieces in play: on the field, flat or stacked in one column on
/// a flat disc, flat ones not on top of each other. Stacked discs are moved
/// over the disc at the bottom of their stack.
pub(super) fn check_board(spec: &Spec, mut board: Vec<Disc>) -> Result<Vec<Disc>, BoardError> {
    use BoardError::*;
    let p = &spec.pitchnut;
    for d in &board {
        if piece_colour(d.id).is_none() && d.id != POISON {
            return Err(NotAPiece { disc: d.id });
        }
        if !d.pos.is_finite() {
            return Err(NotANumber { piece: d.id });
        }
        if d.pos.x.abs() > p.field_half || d.pos.y.abs() > p.field_half {
            return Err(OffField {
                piece: d.id,
                pos: d.pos,
            });
        }
        match d.place {
            Place::Board => {}
            Place::Stacked(below) => {
                if below == d.id || !board.iter().any(|o| o.id == below) {
                    return Err(StackedOnMissing { piece: d.id });
                }
                if board.iter().filter(|o| o.place == d.place).count() > 1 {
                    return Err(TwoStackedOn { below });
                }
            }
            other => {
                return Err(NotFlatOrStacked {
                    piece: d.id,
                    place: other,
                });
            }
        }
    }
    for i in 0..board.len() {
        let mut cur = i;
        for _ in 0..=board.len() {
            match board[cur].place {
                Place::Stacked(below) => {
                    cur = board.iter().position(|o| o.id == below).unwrap_or(cur);
                }
                _ => break,
            }
        }
        if matches!(board[cur].place, Place::Stacked(_)) {
            return Err(StackLoop { piece: board[i].id });
        }
        board[i].pos = board[cur].pos;
    }
    let flat: Vec<&Disc> = board.iter().filter(|d| d.place == Place::Board).collect();
    for (i, a) in flat.iter().enumerate() {
        for b in &flat[..i] {
            if a.pos.distance(b.pos) < 2.0 * p.piece_radius - OVERLAP_TOLERANCE {
                return Err(Overlap { a: b.id, b: a.id });
            }
        }
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::DiscKind;

    fn outcome(winner: Option<u8>, pocketed: &[DiscId], colours: bool) -> Result<(), SetupError> {
        check_outcome(&Setup {
            winner,
            pocketed: pocketed
                .iter()
                .map(|&id| Pocketed { id, pocket: 0 })
                .collect(),
            team0_colour: colours.then_some(super::super::Colour::Black),
            ..Setup::default()
        })
    }

    /// A game is won when the poison goes down, and only then; colours are
    /// taken by sinking a piece.
    #[test]
    fn a_winner_goes_with_the_poison_down_and_colours_with_a_piece_down() {
        assert_eq!(outcome(None, &[], false), Ok(()));
        assert_eq!(outcome(Some(1), &[POISON], false), Ok(()));
        assert_eq!(outcome(Some(0), &[POISON, 4], true), Ok(()));
        assert_eq!(outcome(None, &[4], true), Ok(()));
        assert_eq!(
            outcome(Some(2), &[POISON], false),
            Err(SetupError::NoSuchTeam { winner: 2 })
        );
        assert_eq!(
            outcome(Some(0), &[4], false),
            Err(SetupError::WinnerWithoutPoison)
        );
        assert_eq!(
            outcome(None, &[POISON], false),
            Err(SetupError::PoisonWithoutWinner)
        );
        assert_eq!(
            outcome(Some(0), &[POISON], true),
            Err(SetupError::ColoursWithoutPieces)
        );
    }

    fn disc(id: DiscId, x: f32, y: f32, place: Place) -> Disc {
        Disc {
            id,
            kind: if id == POISON {
                DiscKind::Poison
            } else {
                DiscKind::Piece
            },
            pos: Vec2::new(x, y),
            place,
        }
    }

    fn board(discs: Vec<Disc>) -> Result<Vec<Disc>, BoardError> {
        check_board(&Spec::STANDARD, discs)
    }

    /// A piece's centre may lie on the field's edge, not past it, on
    /// either axis alone.
    #[test]
    fn a_piece_is_on_the_field_up_to_its_edge() {
        let h = Spec::STANDARD.pitchnut.field_half;
        for (x, y) in [(h, 0.0), (-h, 0.0), (0.0, h), (0.0, -h), (h, h)] {
            assert!(board(vec![disc(5, x, y, Place::Board)]).is_ok(), "{x} {y}");
        }
        for (x, y) in [(h + 0.001, 0.0), (0.0, -h - 0.001), (-h - 0.001, h)] {
            assert_eq!(
                board(vec![disc(5, x, y, Place::Board)]),
                Err(BoardError::OffField {
                    piece: 5,
                    pos: Vec2::new(x, y)
                })
            );
        }
    }

    /// A stack stands on a piece that is there, one piece on each.
    #[test]
    fn a_stacked_piece_stands_alone_on_a_piece_in_play() {
        let base = || disc(POISON, 0.0, 0.0, Place::Board);
        let on = |id, below| disc(id, 0.01, 0.0, Place::Stacked(below));
        let stacked = board(vec![base(), on(3, POISON), on(4, 3)]).unwrap();
        // Each is moved over the disc at the bottom of its stack.
        assert!(stacked.iter().all(|d| d.pos == Vec2::ZERO), "{stacked:?}");
        assert_eq!(
            board(vec![base(), on(3, 3)]),
            Err(BoardError::StackedOnMissing { piece: 3 })
        );
        assert_eq!(
            board(vec![base(), on(3, 8)]),
            Err(BoardError::StackedOnMissing { piece: 3 })
        );
        assert_eq!(
            board(vec![base(), on(3, POISON), on(4, POISON)]),
            Err(BoardError::TwoStackedOn { below: POISON })
        );
    }

    /// Flat pieces may overlap by the physics' tolerance, exactly that and
    /// no more.
    #[test]
    fn flat_pieces_may_overlap_by_the_tolerance_and_no_more() {
        let touch = 2.0 * Spec::STANDARD.pitchnut.piece_radius - OVERLAP_TOLERANCE;
        let pair = |x: f32| {
            board(vec![
                disc(1, 0.0, 0.1, Place::Board),
                disc(2, x, 0.1, Place::Board),
            ])
        };
        assert_eq!(Vec2::new(touch, 0.1).distance(Vec2::new(0.0, 0.1)), touch);
        assert!(pair(touch).is_ok());
        assert_eq!(
            pair(touch - 0.0001),
            Err(BoardError::Overlap { a: 1, b: 2 })
        );
    }
}
