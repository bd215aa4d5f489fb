//! Judging a shot: from a physics report to the next position and the
//! events that led there. Also the opponents' adjustment of returned pieces.

use super::error::ApplyError;
use super::event::{EndReason, Event, ReturnReason, ScratchReason};
use super::state::{Game, Pocketed, check_board, kind_of};
use super::{Colour, PER_COLOUR, POISON, SHOOTER, piece_colour};
use crate::geom::Vec2;
use crate::refused::Refused;
use crate::shot::{Disc, DiscId, Place, ShotReport, Touched};
use crate::spec::{BoardKind, DiscKind};
use nanoserde::{DeJson, SerJson};

/// An opponent moves a piece the last shot returned to the centre (allowed
/// until the next shot). Reading: the piece is put flat at `pos`, which must
/// still cover the centre point and be clear of flat pieces; pieces stacked
/// on it move with it.
#[derive(Clone, Copy, Debug, PartialEq, DeJson, SerJson)]
pub struct Adjust {
    pub seat: u8,
    pub piece: DiscId,
    pub pos: Vec2,
}

/// A refused report or command: the game it was given, unchanged, and why.
pub type Refusal = Refused<Game, ApplyError>;

/// Where each disc ended, read from a report.
struct Outcome {
    /// Sunk pieces (the poison included) with their pocket, in the order they dropped.
    sunk: Vec<(DiscId, u8)>,
    /// Pieces off the board or on top of a side (true), in the order they left.
    off: Vec<(DiscId, bool)>,
    /// The board after the shot, before anything is returned to the centre.
    board: Vec<Disc>,
    scratch: Option<ScratchReason>,
    shooter_on_side: bool,
    shooter_touched_a_piece: bool,
    fell: Vec<DiscId>,
}

impl Game {
    /// Judges one shot of the player to play. Reports may be abbreviated: a
    /// disc missing from `finals` ends where its last happening put it, or
    /// where it was. Refuses reports that do not fit the position, giving
    /// the game back unchanged.
    // The refusal hands the position back, as large as the Ok side's.
    #[allow(clippy::result_large_err)]
    pub fn apply(mut self, report: &ShotReport) -> Result<(Game, Vec<Event>), Refusal> {
        if let Some(winner) = self.winner {
            return Err(Refused::new(self, ApplyError::GameOver { winner }));
        }
        let mut out = match self.read_report(report) {
            Ok(out) => out,
            Err(why) => return Err(Refused::new(self, why)),
        };
        let seat = self.to_play;
        let team = self.team_of(seat);
        let mut events = Vec::new();
        for &(id, pocket) in &out.sunk {
            events.push(match piece_colour(id) {
                Some(colour) => Event::Sunk {
                    piece: id,
                    colour,
                    pocket,
                },
                None => Event::PoisonSunk { pocket },
            });
        }
        events.extend(out.off.iter().map(|&(piece, on_side)| match on_side {
            true => Event::OnSide { piece },
            false => Event::OffBoard { piece },
        }));
        if !out.fell.is_empty() {
            events.push(Event::StackFell {
                pieces: out.fell.clone(),
            });
        }
        if out.shooter_on_side {
            events.push(Event::ShooterOnSide);
        }
        if let Some(why) = out.scratch {
            events.push(Event::Scratch { seat, why });
        }
        let was_break = !self.break_taken;
        self.board = std::mem::take(&mut out.board);
        self.break_taken = true;
        self.last_shooter = seat;
        self.adjustable.clear();
        self.pockets
            .extend(out.sunk.iter().map(|&(id, pocket)| Pocketed { id, pocket }));

        // Each return: the piece, why, and the team that returned it.
        let mut returns: Vec<(DiscId, ReturnReason, u8)> = Vec::new();
        // The sender's own piece goes back last, so it lies on top.
        let own_now = self.colour_of(team);
        let mut off: Vec<DiscId> = out.off.iter().map(|o| o.0).collect();
        off.sort_by_key(|&id| own_now.is_some() && piece_colour(id) == own_now);
        returns.extend(off.iter().map(|&id| (id, ReturnReason::OffBoard, team)));

        if out.sunk.iter().any(|&(id, _)| id == POISON) {
            let (winner, end) = self.judge_poison(team, &out, was_break);
            // Pieces off the board still go back, so none is lost.
            for (id, reason, _) in returns {
                let e = self.return_to_centre(id, reason);
                events.push(e);
            }
            self.winner = Some(winner);
            self.extra_turns = 0;
            self.retaken = false;
            events.push(Event::GameOver { winner, why: end });
            return Ok((self, events));
        }

        // A team owing a piece pays with the first piece it sinks (reading:
        // one piece per debt, several on one shot if it owes several); that piece
        // sets no colour and ends the turn.
        let mut paid = Vec::new();
        for &(id, _) in &out.sunk {
            let debt = &mut self.owed[team as usize];
            if *debt == 0 {
                break;
            }
            if own_now.is_none() || piece_colour(id) == own_now {
                *debt -= 1;
                paid.push(id);
                self.take_from_pockets(id);
                returns.push((id, ReturnReason::Debt, team));
                events.push(Event::DebtPaid { team, piece: id });
            }
        }
        let counted: Vec<(DiscId, Colour)> = out
            .sunk
            .iter()
            .filter(|(id, _)| !paid.contains(id))
            .filter_map(|&(id, _)| piece_colour(id).map(|c| (id, c)))
            .collect();
        let count = |c: Colour| counted.iter().filter(|s| s.1 == c).count() as u8;
        let (blacks, whites) = (count(Colour::Black), count(Colour::White));

        // Colours (reading): the majority of a shot sets the shooter's colour, except
        // a lone piece sunk with a scratch (it does not stick).
        if self.team0_colour.is_none() && blacks != whites {
            let (colour, n) = if blacks > whites {
                (Colour::Black, blacks)
            } else {
                (Colour::White, whites)
            };
            if out.scratch.is_none() || n >= 2 {
                self.team0_colour = Some(if team == 0 { colour } else { colour.other() });
                events.push(Event::ColoursSet { team, colour });
                for t in [team, 1 - team] {
                    self.settle_deferred(t, &mut returns, &mut events);
                }
            }
        }
        let own_colour = self.colour_of(team);
        let (own, other) = match own_colour {
            Some(c) => (count(c), count(c.other())),
            None => (blacks.max(whites), blacks.min(whites)),
        };

        if out.scratch.is_some() {
            self.scratch_penalty(
                team,
                own_colour,
                own > other,
                &counted,
                &mut returns,
                &mut events,
            );
        }
        for (id, why, by) in returns.iter().copied() {
            let e = self.return_to_centre(id, why);
            self.adjustable.push((id, by));
            events.push(e);
        }
        if self.team0_colour.is_some() && !self.pockets.iter().any(|s| s.id != POISON) {
            self.team0_colour = None;
            events.push(Event::ColoursOpen);
        }

        // Extra turns: one per own piece sunk, less one per opponent piece
        // (a double and one opponent piece give one). Reading: a piece of
        // each colour with no surplus ends the turn, banked turns included;
        // a scratch takes back one turn earned by this shot, none banked.
        let cancelled = own >= 1 && other >= 1 && own <= other;
        if cancelled {
            events.push(Event::Cancelled);
        }
        let mut earned = own.saturating_sub(other);
        let beginner = self.options.beginner;
        if out.scratch.is_some() && !beginner {
            earned = earned.saturating_sub(1);
        }
        let turn_over = cancelled || !paid.is_empty();
        let mut coming = if turn_over {
            0
        } else {
            self.extra_turns.saturating_add(earned)
        };
        if earned > 0 && !turn_over {
            events.push(Event::ExtraTurns {
                earned,
                banked: coming,
            });
        }
        // Beginners (reading): a miss is taken again without using a turn, once
        // per turn (ruling: a second miss in the same turn is an ordinary shot,
        // or a Beginner whose best shot misses would shoot for ever); a
        // scratch leaves at least one more shot. Neither undoes a turn that
        // ended by cancelling or paying a debt.
        if beginner && !turn_over {
            if !out.shooter_touched_a_piece && !self.retaken {
                // The shot is taken again: it uses up no turn.
                coming = coming.saturating_add(1);
                self.retaken = true;
                events.push(Event::FreeShot { seat });
            } else if out.scratch.is_some() {
                coming = coming.max(1);
            }
        }
        if coming > 0 {
            self.extra_turns = coming - 1;
            events.push(Event::ShootsAgain { seat });
        } else {
            self.extra_turns = 0;
            self.retaken = false;
            self.to_play = super::table::next_seat(self.options.players, seat);
            events.push(Event::TurnPasses { to: self.to_play });
        }
        Ok((self, events))
    }

    /// An opponent of the last shooter moves a piece that shot returned to the centre.
    /// A refused adjustment gives the game back unchanged.
    // The refusal hands the position back, as large as the Ok side's.
    #[allow(clippy::result_large_err)]
    pub fn adjust(mut self, cmd: &Adjust) -> Result<(Game, Vec<Event>), Refusal> {
        match self.adjusted_board(cmd) {
            Ok(board) => self.board = board,
            Err(why) => return Err(Refused::new(self, why)),
        }
        Ok((
            self,
            vec![Event::Adjusted {
                piece: cmd.piece,
                seat: cmd.seat,
            }],
        ))
    }

    /// Whether `adjust` would take `cmd`, without playing it (no clone of the game).
    pub fn check_adjust(&self, cmd: &Adjust) -> Result<(), ApplyError> {
        self.adjusted_board(cmd).map(|_| ())
    }

    /// The board after an adjustment, if the rules allow it.
    fn adjusted_board(&self, cmd: &Adjust) -> Result<Vec<Disc>, ApplyError> {
        use ApplyError::*;
        if self.winner.is_some() {
            return Err(AdjustAfterGameOver);
        }
        if !self.seats().contains(&cmd.seat) {
            return Err(SeatNotPlaying { seat: cmd.seat });
        }
        let Some(&(_, by)) = self.adjustable.iter().find(|a| a.0 == cmd.piece) else {
            return Err(NotReturned { piece: cmd.piece });
        };
        if self.team_of(cmd.seat) == by {
            return Err(ReturnedBySameSide {
                seat: cmd.seat,
                piece: cmd.piece,
            });
        }
        if !cmd.pos.is_finite() || cmd.pos.length() > self.spec.pitchnut.piece_radius {
            return Err(OffCentre);
        }
        // Pieces stacked on it ride along (check_board moves them over it).
        let mut board = self.board.clone();
        if let Some(d) = board.iter_mut().find(|d| d.id == cmd.piece) {
            d.place = Place::Board;
            d.pos = cmd.pos;
        }
        check_board(&self.spec, board).map_err(|why| CannotPut {
            piece: cmd.piece,
            why,
        })
    }

    /// Who wins when the poison goes down.
    fn judge_poison(&self, team: u8, out: &Outcome, was_break: bool) -> (u8, EndReason) {
        let opp = 1 - team;
        if was_break {
            return match out.scratch {
                Some(_) => (opp, EndReason::ScratchOnBreakWithPoison),
                None => (team, EndReason::PoisonOnBreak),
            };
        }
        if out.scratch.is_some() {
            return (opp, EndReason::PoisonWithScratch);
        }
        if out.sunk.iter().any(|&(id, _)| id != POISON) {
            return (opp, EndReason::PoisonNotAlone);
        }
        let all_in = self.colour_of(team).is_some_and(|c| {
            self.pockets
                .iter()
                .filter(|s| piece_colour(s.id) == Some(c))
                .count()
                == PER_COLOUR
        });
        if all_in {
            (team, EndReason::PoisonAfterAllPieces)
        } else {
            (opp, EndReason::PoisonTooEarly)
        }
    }

    /// A scratch costs the team one of its pieces from the pockets (reading:
    /// the most recently sunk one); with none
    /// there it owes one (or, with the colours open and pieces in the pockets,
    /// the return waits until the colours are set).
    fn scratch_penalty(
        &mut self,
        team: u8,
        own_colour: Option<Colour>,
        lone_piece: bool,
        counted: &[(DiscId, Colour)],
        returns: &mut Vec<(DiscId, ReturnReason, u8)>,
        events: &mut Vec<Event>,
    ) {
        let piece = match own_colour {
            Some(c) => self.latest_in_pockets(c, returns),
            // The colours did not stick: the lone piece just sunk goes back.
            None if lone_piece => counted.last().map(|s| s.0),
            None => None,
        };
        match piece {
            Some(id) => {
                self.take_from_pockets(id);
                returns.push((id, ReturnReason::Scratch, team));
            }
            None if own_colour.is_none() && self.pockets.iter().any(|s| s.id != POISON) => {
                self.deferred[team as usize] = self.deferred[team as usize].saturating_add(1);
                events.push(Event::ReturnDeferred { team });
            }
            None => {
                let owed = &mut self.owed[team as usize];
                *owed = owed.saturating_add(1);
                events.push(Event::PieceOwed { team, owed: *owed });
            }
        }
    }

    /// The colours were just set: scratch returns waiting for them happen
    /// now, with the earliest sunk piece of the team's colour.
    fn settle_deferred(
        &mut self,
        team: u8,
        returns: &mut Vec<(DiscId, ReturnReason, u8)>,
        events: &mut Vec<Event>,
    ) {
        let Some(colour) = self.colour_of(team) else {
            return;
        };
        for _ in 0..self.deferred[team as usize] {
            let earliest = self
                .pockets
                .iter()
                .find(|s| piece_colour(s.id) == Some(colour))
                .map(|s| s.id);
            match earliest {
                Some(id) => {
                    self.take_from_pockets(id);
                    returns.push((id, ReturnReason::Deferred, team));
                }
                None => {
                    let owed = &mut self.owed[team as usize];
                    *owed = owed.saturating_add(1);
                    events.push(Event::PieceOwed { team, owed: *owed });
                }
            }
        }
        self.deferred[team as usize] = 0;
    }

    /// The most recently sunk piece of `colour` still in a pocket.
    fn latest_in_pockets(
        &self,
        colour: Colour,
        returns: &[(DiscId, ReturnReason, u8)],
    ) -> Option<DiscId> {
        self.pockets
            .iter()
            .rev()
            .find(|s| piece_colour(s.id) == Some(colour) && !returns.iter().any(|r| r.0 == s.id))
            .map(|s| s.id)
    }

    fn take_from_pockets(&mut self, id: DiscId) {
        self.pockets.retain(|s| s.id != id);
    }

    /// Puts a piece at the centre, on top of the stack there if there is one.
    fn return_to_centre(&mut self, id: DiscId, why: ReturnReason) -> Event {
        let top = self.centre_stack().last().copied();
        let (place, pos) = match top {
            Some(t) => {
                let pos = self
                    .board
                    .iter()
                    .find(|d| d.id == t)
                    .map_or(Vec2::ZERO, |d| d.pos);
                (Place::Stacked(t), pos)
            }
            None => (Place::Board, Vec2::ZERO),
        };
        self.board.push(Disc {
            id,
            kind: kind_of(id),
            pos,
            place,
        });
        Event::ReturnedToCentre {
            piece: id,
            on_top_of: top,
            why,
        }
    }

    /// Reads where every disc ended and checks the report fits the position.
    fn read_report(&self, report: &ShotReport) -> Result<Outcome, ApplyError> {
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
        let (mut scratch, mut shooter_on_side) = (None, false);
        match end_of(SHOOTER, (Place::Board, Vec2::ZERO)).0 {
            Place::Pocket(k) if k < 4 => scratch = Some(ScratchReason::ShooterPocketed),
            Place::Gutter => scratch = Some(ScratchReason::ShooterPocketed),
            Place::OffBoard => scratch = Some(ScratchReason::ShooterOffBoard),
            Place::OnSide => shooter_on_side = true,
            Place::Board => {}
            other => {
                return Err(ShooterNotPitchnutPlace { place: other });
            }
        }
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
}
