//! Reading a physics report against the position: which discs it names,
//! where each one ended, what went down and in which order.

use super::SHOOTER;
use super::error::ApplyError;
use super::event::ScratchReason;
use super::setup_check::check_board;
use super::state::{Game, kind_of};
use crate::geom::Vec2;
use crate::shot::{Disc, DiscId, Place, ShotReport, Touched};
use crate::spec::{BoardKind, DiscKind};

/// Where each disc ended, read from a report.
pub(super) struct Outcome {
    /// Sunk pieces (the poison included) with their pocket, in the order they dropped.
    pub sunk: Vec<(DiscId, u8)>,
    /// Pieces off the board or on top of a side (true), in the order they left.
    pub off: Vec<(DiscId, bool)>,
    /// The board after the shot, before anything is returned to the centre.
    pub board: Vec<Disc>,
    pub scratch: Option<ScratchReason>,
    pub shooter_on_side: bool,
    pub shooter_touched_a_piece: bool,
    pub fell: Vec<DiscId>,
}

impl Game {
    /// Reads where every disc ended and checks the report fits the position.
    pub(super) fn read_report(&self, report: &ShotReport) -> Result<Outcome, ApplyError> {
        use ApplyError::*;
        self.check_report_discs(report)?;
        let p = &self.spec.pitchnut;
        // Where a disc ended: its final entry, else its last happening, else unmoved.
        let end_of = |id: DiscId, start: (Place, Vec2)| -> (Place, Vec2) {
            if let Some(f) = report.final_of(id) {
                return (f.place, f.pos);
            }
            match report.happenings.iter().rev().find(|h| h.disc == id) {
                Some(h) => (h.what, start.1),
                None => start,
            }
        };
        // The order things dropped: by the step of their happening.
        let step_of = |id: DiscId| {
            report
                .happenings
                .iter()
                .filter(|h| h.disc == id && !matches!(h.what, Place::Gutter))
                .map(|h| h.step)
                .next()
                .unwrap_or(u32::MAX)
        };
        let nearest_pocket = |pos: Vec2| {
            let pockets = p.pockets();
            (0..4u8)
                .min_by(|&a, &b| {
                    pos.distance(pockets[a as usize])
                        .total_cmp(&pos.distance(pockets[b as usize]))
                })
                .unwrap_or(0)
        };
        let mut sunk = Vec::new();
        let mut off = Vec::new();
        let mut board = Vec::with_capacity(self.board.len());
        for d in &self.board {
            match end_of(d.id, (d.place, d.pos)) {
                (Place::Pocket(k), _) if k < 4 => sunk.push((step_of(d.id), d.id, k)),
                // Reading: cut off by the time limit in the sloping gutter, it would
                // have slid into the nearer pocket.
                (Place::Gutter, pos) => sunk.push((step_of(d.id), d.id, nearest_pocket(pos))),
                (Place::OffBoard, _) => off.push((step_of(d.id), d.id, false)),
                (Place::OnSide, _) => off.push((step_of(d.id), d.id, true)),
                (place @ (Place::Board | Place::Stacked(_)), pos) => board.push(Disc {
                    id: d.id,
                    kind: d.kind,
                    pos,
                    place,
                }),
                (place, _) => {
                    return Err(PieceNotPitchnutPlace { piece: d.id, place });
                }
            }
        }
        sunk.sort_by_key(|s| s.0);
        off.sort_by_key(|s| s.0);
        let board = check_board(&self.spec, board).map_err(ImpossibleBoard)?;
        let (scratch, shooter_on_side) =
            shooter_end(end_of(SHOOTER, (Place::Board, Vec2::ZERO)).0)?;
        let shooter_touched_a_piece = report.contacts.iter().any(|c| {
            (c.disc == SHOOTER && matches!(c.other, Touched::Disc(_)))
                || c.other == Touched::Disc(SHOOTER)
        });
        Ok(Outcome {
            sunk: sunk.into_iter().map(|s| (s.1, s.2)).collect(),
            off: off.into_iter().map(|s| (s.1, s.2)).collect(),
            board,
            scratch,
            shooter_on_side,
            shooter_touched_a_piece,
            fell: report.stack_fell.clone(),
        })
    }

    /// Every disc the report names is the shooter or a piece on the board,
    /// each named once among the finals, with its own kind and a real position.
    fn check_report_discs(&self, report: &ShotReport) -> Result<(), ApplyError> {
        use ApplyError::*;
        if report.board != BoardKind::Pitchnut {
            return Err(ReportNotPitchnut);
        }
        if report.shooter != SHOOTER {
            return Err(WrongShooter {
                disc: report.shooter,
            });
        }
        let known = |id: DiscId| id == SHOOTER || self.board.iter().any(|d| d.id == id);
        let check_known = |id: DiscId| -> Result<(), ApplyError> {
            if known(id) {
                Ok(())
            } else if self.pockets.iter().any(|s| s.id == id) {
                Err(InPocket { piece: id })
            } else {
                Err(UnknownDisc { disc: id })
            }
        };
        for c in &report.contacts {
            check_known(c.disc)?;
            if let Touched::Disc(o) = c.other {
                check_known(o)?;
            }
        }
        for h in &report.happenings {
            check_known(h.disc)?;
        }
        for id in &report.stack_fell {
            check_known(*id)?;
        }
        for (i, f) in report.finals.iter().enumerate() {
            check_known(f.id)?;
            if report.finals[..i].iter().any(|o| o.id == f.id) {
                return Err(TwoFinals { disc: f.id });
            }
            let kind = if f.id == SHOOTER {
                DiscKind::Shooter
            } else {
                kind_of(f.id)
            };
            if f.kind != kind {
                return Err(WrongKind {
                    disc: f.id,
                    kind,
                    reported: f.kind,
                });
            }
            if !f.pos.is_finite() {
                return Err(FinalNotANumber { disc: f.id });
            }
        }
        Ok(())
    }
}

/// Where the shooter ended, as the rules read it: a scratch (and why), or
/// on top of a side (still in play).
fn shooter_end(place: Place) -> Result<(Option<ScratchReason>, bool), ApplyError> {
    Ok(match place {
        Place::Pocket(k) if k < 4 => (Some(ScratchReason::ShooterPocketed), false),
        Place::Gutter => (Some(ScratchReason::ShooterPocketed), false),
        Place::OffBoard => (Some(ScratchReason::ShooterOffBoard), false),
        Place::OnSide => (None, true),
        Place::Board => (None, false),
        other => return Err(ApplyError::ShooterNotPitchnutPlace { place: other }),
    })
}

#[cfg(test)]
mod tests {
    use super::super::{Colour, Pocketed, Setup, report_at_rest};
    use super::*;
    use crate::shot::{Contact, FinalDisc, Happening};

    /// Team 0 (Black) to play, Black 3 down in pocket 0; the rest as racked.
    fn game() -> Game {
        Game::from_setup(&Setup {
            team0_colour: Some(Colour::Black),
            pocketed: vec![Pocketed { id: 3, pocket: 0 }],
            break_taken: true,
            ..Setup::default()
        })
        .unwrap()
    }

    fn refusal(report: &ShotReport) -> ApplyError {
        game().apply(report).expect_err("refused").why
    }

    /// The board has four pockets, 0 to 3: a report of a fifth is refused,
    /// for a piece and for the shooter alike.
    #[test]
    fn a_piece_or_the_shooter_in_a_fifth_pocket_is_refused() {
        let sink = |disc: DiscId, k: u8| Happening {
            step: 1,
            disc,
            what: Place::Pocket(k),
        };
        let mut in_pocket_3 = report_at_rest(vec![sink(5, 3)], Vec::new());
        in_pocket_3.finals.push(FinalDisc {
            id: 5,
            kind: DiscKind::Piece,
            place: Place::Pocket(3),
            pos: Vec2::ZERO,
        });
        let (after, _) = game().apply(&in_pocket_3).unwrap();
        assert!(after.pockets().iter().any(|p| p.id == 5 && p.pocket == 3));
        let mut in_pocket_4 = in_pocket_3.clone();
        in_pocket_4.happenings = vec![sink(5, 4)];
        in_pocket_4.finals[1].place = Place::Pocket(4);
        assert_eq!(
            refusal(&in_pocket_4),
            ApplyError::PieceNotPitchnutPlace {
                piece: 5,
                place: Place::Pocket(4)
            }
        );
        let mut shooter_in_4 = report_at_rest(vec![sink(SHOOTER, 4)], Vec::new());
        shooter_in_4.finals[0].place = Place::Pocket(4);
        assert_eq!(
            refusal(&shooter_in_4),
            ApplyError::ShooterNotPitchnutPlace {
                place: Place::Pocket(4)
            }
        );
        let mut shooter_in_3 = shooter_in_4.clone();
        shooter_in_3.finals[0].place = Place::Pocket(3);
        shooter_in_3.happenings = vec![sink(SHOOTER, 3)];
        assert!(game().apply(&shooter_in_3).is_ok());
    }

    /// A report that names a piece already down says so; one that names a
    /// disc the game never had says that.
    #[test]
    fn a_report_naming_a_pocketed_or_unknown_disc_is_refused_with_which() {
        let touch = |other: DiscId| Contact {
            step: 1,
            disc: SHOOTER,
            other: Touched::Disc(other),
            speed: 1.0,
        };
        assert_eq!(
            refusal(&report_at_rest(Vec::new(), vec![touch(3)])),
            ApplyError::InPocket { piece: 3 }
        );
        assert_eq!(
            refusal(&report_at_rest(Vec::new(), vec![touch(55)])),
            ApplyError::UnknownDisc { disc: 55 }
        );
        assert!(
            game()
                .apply(&report_at_rest(Vec::new(), vec![touch(5)]))
                .is_ok()
        );
    }
}
