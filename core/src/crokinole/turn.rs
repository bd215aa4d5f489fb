//! Judging one shot: from the state and the physics' report of the shot to
//! the next state and the events (clauses 4 to 8).

use super::error::RuleError;
use super::event::{Event, Foul, OffReason};
use super::match_format::close_round;
use super::scoring::{leader, reaches_fifteen_line, tally};
use super::state::{
    BoardPuck, Phase, Refusal, State, check_board_puck, overlapping, two_on_a_post,
};
use super::table::{Seat, Table, owner_of};
use crate::geom::Vec2;
use crate::refused::Refused;
use crate::shot::{DiscId, Place, ShotReport, Touched};
use crate::spec::{BoardKind, CrokinoleSpec, DiscKind};

/// Where one puck of the shot ended, as the rules see it.
#[derive(Clone, Copy, Debug)]
struct Outcome {
    id: DiscId,
    place: Place,
    pos: Vec2,
    /// The step it first dropped into the ditch, if it did.
    off_at: Option<u32>,
}

impl Outcome {
    /// It dropped into the ditch and the report has it back: it is off (8-a).
    fn rebounded(&self) -> bool {
        self.off_at.is_some() && self.place != Place::Ditch
    }

    fn is_off(&self) -> bool {
        self.off_at.is_some() || self.place == Place::Ditch
    }

    /// Flat in the hole, and not a rebound (8-b).
    fn is_twenty(&self) -> bool {
        self.place == Place::Hole && self.off_at.is_none()
    }
}

impl State {
    /// Judges the current player's shot from the physics' `report` and
    /// returns the next state and what happened. `declared_twenty` is the
    /// spoken "going for a twenty" (6-B). A refused shot gives the state
    /// back unchanged with the reason.
    // The refusal hands the position back, as large as the Ok side's.
    #[allow(clippy::result_large_err)]
    pub fn apply(
        mut self,
        spec: &CrokinoleSpec,
        declared_twenty: bool,
        report: &ShotReport,
    ) -> Result<(State, Vec<Event>), Refusal> {
        let (Some(seat), Some(shot_id)) = (self.to_shoot(), self.next_puck()) else {
            return Err(Refused::new(self, RuleError::NotInPlay));
        };
        let outcomes = match self.read_report(spec, seat, shot_id, report) {
            Ok(outcomes) => outcomes,
            Err(why) => return Err(Refused::new(self, why)),
        };
        let table = self.table;
        let side = table.side_of(seat);
        let ours = |id: DiscId| table.side_of_puck(id) == side;
        let free_shot = !self.opponents_on_board(seat);
        let contact_made = contact_made(&table, seat, &outcomes, report);
        let tournament = self.format.is_tournament();
        let Some(shot) = outcomes.iter().find(|o| o.id == shot_id).copied() else {
            return Err(Refused::new(self, RuleError::ReportLostShot));
        };

        let mut foul = None;
        let mut struck: Vec<DiscId> = Vec::new();
        if free_shot {
            // Clause 5: the puck stays wherever it lands; the NCA option
            // wants it in the hole or touching or inside the 15 line.
            let reached = shot.is_twenty()
                || match shot.place {
                    Place::Board => !shot.is_off() && reaches_fifteen_line(spec, shot.pos),
                    Place::HoleLeaner | Place::PostLeaner(_) | Place::OnPost(_) => !shot.is_off(),
                    _ => false,
                };
            if tournament && !reached {
                foul = Some(Foul::ShortOfFifteenLine);
            }
        } else if declared_twenty {
            // 6-B, 6-b: one of our pucks must end flat in the hole, however.
            let made = outcomes.iter().any(|o| ours(o.id) && o.is_twenty());
            if !made {
                foul = Some(Foul::DeclaredTwentyMissed);
            }
        } else if !contact_made {
            // 6-a: the shot puck goes to the ditch even from the hole.
            foul = Some(Foul::NoContact);
            if tournament {
                struck = report
                    .discs_touched_by(shot_id)
                    .into_iter()
                    .filter(|&id| ours(id))
                    .collect();
            }
        }

        let mut events = vec![Event::ShotTaken {
            seat,
            puck: shot_id,
            free_shot,
            declared_twenty,
        }];
        if let Some(foul) = foul {
            events.push(Event::Foul {
                seat,
                puck: shot_id,
                foul,
            });
        }
        self.place_outcomes(&outcomes, shot_id, foul, &struck, &mut events);
        self.shots_taken += 1;
        if self.shots_taken >= table.shots_per_round() {
            self.finish_round(spec, &mut events);
        }
        Ok((self, events))
    }

    /// Where each puck of the shot goes: the ditch (off, or removed by a
    /// foul), the rail (a 20), or the board, with an event for each move.
    fn place_outcomes(
        &mut self,
        outcomes: &[Outcome],
        shot_id: DiscId,
        foul: Option<Foul>,
        struck: &[DiscId],
        events: &mut Vec<Event>,
    ) {
        let mut board = Vec::with_capacity(self.board.len() + 1);
        for o in outcomes {
            let owner = owner_of(o.id);
            let natural = if o.rebounded() {
                OffReason::Rebound
            } else {
                OffReason::Ditch
            };
            let removed_by_rule = if foul.is_some() && o.id == shot_id {
                Some(OffReason::Foul)
            } else if struck.contains(&o.id) {
                Some(OffReason::StruckInFoul)
            } else {
                None
            };
            if o.is_off() {
                self.ditch.push(o.id);
                events.push(Event::Off {
                    puck: o.id,
                    seat: owner,
                    why: natural,
                });
            } else if let Some(why) = removed_by_rule {
                self.ditch.push(o.id);
                events.push(Event::Off {
                    puck: o.id,
                    seat: owner,
                    why,
                });
            } else if o.is_twenty() {
                self.rail.push(o.id);
                events.push(Event::Twenty {
                    puck: o.id,
                    seat: owner,
                });
            } else {
                board.push(BoardPuck {
                    id: o.id,
                    pos: o.pos,
                    place: o.place,
                });
            }
        }
        self.board = board;
    }

    /// Checks the report against the state and lists where each puck of the
    /// shot ended: the pucks in play in board order, then the shot puck.
    fn read_report(
        &self,
        spec: &CrokinoleSpec,
        seat: Seat,
        shot_id: DiscId,
        report: &ShotReport,
    ) -> Result<Vec<Outcome>, RuleError> {
        if report.board != BoardKind::Crokinole {
            return Err(RuleError::ReportOfPitchnut);
        }
        if report.shooter != shot_id {
            return Err(RuleError::ReportWrongShooter {
                reported: report.shooter,
                seat,
                due: shot_id,
            });
        }
        let known = |id: DiscId| id == shot_id || self.board.iter().any(|p| p.id == id);
        let mut outcomes = self.outcomes_of(spec, shot_id, report)?;
        check_lying(spec, &outcomes)?;
        for c in &report.contacts {
            let other = match c.other {
                Touched::Disc(o) => Some(o),
                _ => None,
            };
            if let Some(id) = [Some(c.disc), other]
                .into_iter()
                .flatten()
                .find(|&id| !known(id))
            {
                return Err(RuleError::ReportUnknownContact { puck: id });
            }
        }
        for h in &report.happenings {
            let Some(o) = outcomes.iter_mut().find(|o| o.id == h.disc) else {
                return Err(RuleError::ReportUnknownLeaving { puck: h.disc });
            };
            if h.what == Place::Ditch && o.off_at.is_none() {
                o.off_at = Some(h.step);
            }
        }
        Ok(outcomes)
    }

    /// Where the report puts each puck of the shot, checked one by one:
    /// the pucks in play in board order, then the shot puck.
    fn outcomes_of(
        &self,
        spec: &CrokinoleSpec,
        shot_id: DiscId,
        report: &ShotReport,
    ) -> Result<Vec<Outcome>, RuleError> {
        let mut outcomes: Vec<Outcome> = self
            .board
            .iter()
            .map(|p| Outcome {
                id: p.id,
                place: p.place,
                pos: p.pos,
                off_at: None,
            })
            .collect();
        outcomes.push(Outcome {
            id: shot_id,
            place: Place::Board,
            pos: Vec2::ZERO,
            off_at: None,
        });
        let mut seen = vec![false; outcomes.len()];
        for f in &report.finals {
            let Some(i) = outcomes.iter().position(|o| o.id == f.id) else {
                return Err(RuleError::ReportUnknownPuck { puck: f.id });
            };
            if seen[i] {
                return Err(RuleError::ReportPuckTwice { puck: f.id });
            }
            seen[i] = true;
            if f.kind != DiscKind::Puck {
                return Err(RuleError::ReportNotAPuck { disc: f.id });
            }
            if !f.pos.is_finite() {
                return Err(RuleError::PuckNotANumber { puck: f.id });
            }
            if !matches!(f.place, Place::Hole | Place::Ditch) {
                check_board_puck(
                    spec,
                    &BoardPuck {
                        id: f.id,
                        pos: f.pos,
                        place: f.place,
                    },
                )?;
            }
            outcomes[i].place = f.place;
            outcomes[i].pos = f.pos;
        }
        if let Some(i) = seen.iter().position(|s| !s) {
            return Err(RuleError::ReportMissingPuck {
                puck: outcomes[i].id,
            });
        }
        Ok(outcomes)
    }

    /// Clause 6-c and 7: the round is over; count, update the match, and
    /// either end it or start the next round with the next seat clockwise.
    fn finish_round(&mut self, spec: &CrokinoleSpec, events: &mut Vec<Event>) {
        let scores = tally(
            spec,
            &self.table,
            self.board.iter().map(|p| (p.id, p.place, p.pos)),
            &self.rail,
        );
        let over = close_round(
            self.format,
            self.round.saturating_add(1),
            &scores,
            &mut self.standings,
        );
        events.push(Event::RoundOver {
            round: self.round,
            winner: leader(&scores),
            scores,
            board: core::mem::take(&mut self.board),
            rail: core::mem::take(&mut self.rail),
            standings: self.standings.clone(),
        });
        self.ditch.clear();
        self.shots_taken = 0;
        if let Some(winner) = over {
            self.phase = Phase::Over;
            self.winner = winner;
            events.push(Event::MatchOver {
                winner,
                standings: self.standings.clone(),
            });
        } else {
            // Saturating: a position read from a file may start at any round.
            self.round = self.round.saturating_add(1);
            self.round_first = self.table.next_seat(self.round_first);
            events.push(Event::RoundStarts {
                round: self.round,
                first: self.round_first,
            });
        }
    }
}

/// The pucks left lying after a shot: never two on each other, nor two on
/// one post (physics leaves neither; a report that does would give a
/// position `State::new` refuses).
fn check_lying(spec: &CrokinoleSpec, outcomes: &[Outcome]) -> Result<(), RuleError> {
    let lying: Vec<BoardPuck> = outcomes
        .iter()
        .filter(|o| !matches!(o.place, Place::Hole | Place::Ditch))
        .map(|o| BoardPuck {
            id: o.id,
            pos: o.pos,
            place: o.place,
        })
        .collect();
    if let Some((a, b)) = overlapping(spec, &lying) {
        return Err(RuleError::ReportPucksOverlap { a, b });
    }
    if let Some(post) = two_on_a_post(&lying) {
        return Err(RuleError::TwoOnPost { post });
    }
    Ok(())
}

/// 6-A: one of the shooter's pucks touched an opponent's, in any
/// combination. A puck that is already off (in the ditch, or rebounding
/// from it) makes no contact that counts.
fn contact_made(table: &Table, seat: Seat, outcomes: &[Outcome], report: &ShotReport) -> bool {
    let side = table.side_of(seat);
    let ours = |id: DiscId| table.side_of_puck(id) == side;
    let off_at = |id: DiscId| outcomes.iter().find(|o| o.id == id).and_then(|o| o.off_at);
    report.contacts.iter().any(|c| {
        let Touched::Disc(other) = c.other else {
            return false;
        };
        let counts = |ours_id: DiscId| off_at(ours_id).is_none_or(|s| c.step <= s);
        (ours(c.disc) && !ours(other) && counts(c.disc))
            || (ours(other) && !ours(c.disc) && counts(other))
    })
}
