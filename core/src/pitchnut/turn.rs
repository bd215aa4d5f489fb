//! Judging a shot: from a physics report to the next position and the
//! events that led there. Also the opponents' adjustment of returned pieces.

use super::error::ApplyError;
use super::event::{EndReason, Event, ReturnReason};
use super::report::Outcome;
use super::setup_check::check_board;
use super::state::{Game, Pocketed, kind_of};
use super::{Colour, PER_COLOUR, POISON, piece_colour};
use crate::geom::Vec2;
use crate::refused::Refused;
use crate::shot::{Disc, DiscId, Place, ShotReport};
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

/// The events a shot's outcome shows before the rules judge it: what sank,
/// what left the board, a fallen stack, the shooter on a side, a scratch.
fn what_happened(out: &Outcome, seat: u8) -> Vec<Event> {
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
    events
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
        if self.retake_offered {
            let seat = self.to_play;
            return Err(Refused::new(self, ApplyError::RetakeToChoose { seat }));
        }
        let mut out = match self.read_report(report) {
            Ok(out) => out,
            Err(why) => return Err(Refused::new(self, why)),
        };
        let seat = self.to_play;
        let team = self.team_of(seat);
        let mut events = what_happened(&out, seat);
        let was_break = !self.break_taken;
        self.board = std::mem::take(&mut out.board);
        self.break_taken = true;
        self.last_shooter = seat;
        self.adjustable.clear();
        self.pockets
            .extend(out.sunk.iter().map(|&(id, pocket)| Pocketed { id, pocket }));

        // Each return: the piece, why, and the team that returned it.
        let mut returns = self.off_board_returns(&out, team);
        if out.sunk.iter().any(|&(id, _)| id == POISON) {
            self.end_on_poison(team, &out, was_break, returns, &mut events);
            return Ok((self, events));
        }
        let paid = self.pay_debts(team, &out, &mut returns, &mut events);
        let counted: Vec<(DiscId, Colour)> = out
            .sunk
            .iter()
            .filter(|(id, _)| !paid.contains(id))
            .filter_map(|&(id, _)| piece_colour(id).map(|c| (id, c)))
            .collect();
        let count = |c: Colour| counted.iter().filter(|s| s.1 == c).count() as u8;
        let (blacks, whites) = (count(Colour::Black), count(Colour::White));
        self.set_colours(team, blacks, whites, &out, &mut returns, &mut events);
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
        self.free_out_of_reach(team, &mut events);
        if self.team0_colour.is_some() && !self.pockets.iter().any(|s| s.id != POISON) {
            self.team0_colour = None;
            events.push(Event::ColoursOpen);
        }
        self.next_shot(seat, own, other, &out, !paid.is_empty(), &mut events);
        Ok((self, events))
    }

    /// Pieces off the board or on a side go back to the centre; the sender's
    /// own piece goes back last, so it lies on top.
    fn off_board_returns(&self, out: &Outcome, team: u8) -> Vec<(DiscId, ReturnReason, u8)> {
        let own_now = self.colour_of(team);
        let mut off: Vec<DiscId> = out.off.iter().map(|o| o.0).collect();
        off.sort_by_key(|&id| own_now.is_some() && piece_colour(id) == own_now);
        off.iter()
            .map(|&id| (id, ReturnReason::OffBoard, team))
            .collect()
    }

    /// The poison went down: the game ends. Pieces off the board still go
    /// back, so none is lost.
    fn end_on_poison(
        &mut self,
        team: u8,
        out: &Outcome,
        was_break: bool,
        returns: Vec<(DiscId, ReturnReason, u8)>,
        events: &mut Vec<Event>,
    ) {
        let (winner, end) = self.judge_poison(team, out, was_break);
        for (id, reason, _) in returns {
            let e = self.return_to_centre(id, reason);
            events.push(e);
        }
        self.winner = Some(winner);
        self.extra_turns = 0;
        self.retaken = false;
        self.retakes = 0;
        events.push(Event::GameOver { winner, why: end });
    }

    /// A team owing a piece pays with the first piece it sinks (reading:
    /// one piece per debt, several on one shot if it owes several); that piece
    /// sets no colour and ends the turn. Gives the pieces that paid.
    fn pay_debts(
        &mut self,
        team: u8,
        out: &Outcome,
        returns: &mut Vec<(DiscId, ReturnReason, u8)>,
        events: &mut Vec<Event>,
    ) -> Vec<DiscId> {
        let own_now = self.colour_of(team);
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
        paid
    }

    /// Colours (reading): the majority of a shot sets the shooter's colour, except
    /// a lone piece sunk with a scratch (it does not stick).
    fn set_colours(
        &mut self,
        team: u8,
        blacks: u8,
        whites: u8,
        out: &Outcome,
        returns: &mut Vec<(DiscId, ReturnReason, u8)>,
        events: &mut Vec<Event>,
    ) {
        if self.team0_colour.is_some() || blacks == whites {
            return;
        }
        let (colour, n) = if blacks > whites {
            (Colour::Black, blacks)
        } else {
            (Colour::White, whites)
        };
        if out.scratch.is_none() || n >= 2 {
            self.team0_colour = Some(if team == 0 { colour } else { colour.other() });
            events.push(Event::ColoursSet { team, colour });
            for t in [team, 1 - team] {
                self.settle_deferred(t, returns, events);
            }
        }
    }

    /// Reading 19 (engines before 6): when the shooter can touch no piece on
    /// the board, those pieces go back to the centre (as a piece landing on
    /// a side does), or the game could never end. The shooter's side put
    /// them there, so the other side may adjust them. Engine 6's gate lets
    /// the shooter through, and its 1,000-match soak never reached this
    /// (docs/scenarios-pitchnut.md): not there.
    fn free_out_of_reach(&mut self, team: u8, events: &mut Vec<Event>) {
        if self.spec.engine >= 6 || !super::reach::out_of_reach(&self.spec.pitchnut, &self.board) {
            return;
        }
        let stuck: Vec<DiscId> = std::mem::take(&mut self.board)
            .into_iter()
            .map(|d| d.id)
            .collect();
        for id in stuck {
            let e = self.return_to_centre(id, ReturnReason::OutOfReach);
            self.adjustable.push((id, team));
            events.push(e);
        }
    }

    /// Who shoots next. Extra turns: one per own piece sunk, less one per
    /// opponent piece (a double and one opponent piece give one). Reading: a
    /// piece of each colour with no surplus ends the turn, banked turns
    /// included; a scratch takes back one turn earned by this shot, none banked.
    fn next_shot(
        &mut self,
        seat: u8,
        own: u8,
        other: u8,
        out: &Outcome,
        paid: bool,
        events: &mut Vec<Event>,
    ) {
        let cancelled = own >= 1 && other >= 1 && own <= other;
        if cancelled {
            events.push(Event::Cancelled);
        }
        let mut earned = own.saturating_sub(other);
        let beginner = self.options.beginner;
        if out.scratch.is_some() && !beginner {
            earned = earned.saturating_sub(1);
        }
        let turn_over = cancelled || paid;
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
        // Beginners (reading): a scratch leaves at least one more shot, and
        // a miss may be taken again. Neither undoes a turn that ended by
        // cancelling or paying a debt. Engine 6 (the seed's "may"): the
        // player chooses, with no limit (`retake.rs`); `extra_turns` holds
        // the shots left should the miss stand.
        // Engine 7: a scratch that touched no piece falls under both
        // beginners' sentences, which give the same one more shot; the
        // scratch rule gives it, and no re-take is offered on top.
        let scratch_miss = out.scratch.is_some() && !out.shooter_touched_a_piece;
        if beginner && !turn_over && self.spec.engine >= 7 && scratch_miss {
            self.extra_turns = coming.max(1) - 1;
            events.push(Event::ShootsAgain { seat });
            return;
        }
        if beginner && !turn_over && self.spec.engine >= 6 && !out.shooter_touched_a_piece {
            self.extra_turns = if out.scratch.is_some() {
                coming.max(1)
            } else {
                coming
            };
            self.retake_offered = true;
            events.push(Event::RetakeOffered { seat });
            return;
        }
        // Engines before 6 (ruling 16a): the miss is taken again
        // automatically, once per turn.
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
            self.pass_turn(seat, events);
        }
    }

    /// The turn goes to the next seat round the table.
    pub(super) fn pass_turn(&mut self, seat: u8, events: &mut Vec<Event>) {
        self.extra_turns = 0;
        self.retaken = false;
        self.retakes = 0;
        self.to_play = super::table::next_seat(self.options.players, seat);
        events.push(Event::TurnPasses { to: self.to_play });
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
}
