//! Rebuilding a match from its record, one move at a time: each shot goes
//! through the same `shot_input -> PendingShot -> apply` loop as live
//! play, so a replay reaches the recorded position bit for bit. The same
//! type drives a live match (`play` appends moves), which makes the record
//! of a match and the match itself one thing.

mod meant;

pub use meant::check_meant;

use super::error::{ReplayRefusal, SaveError};
use super::facts::{MatchFacts, RoundFacts, heat_cell};
pub use super::fingerprint::fingerprint;
use super::fingerprint::{Fnv, hash_report};
use super::pending::PendingShot;
pub use super::position::{PitchnutMatch, Position};
use super::record::{MatchRecord, Move, Outcome};
use super::verify::check_start;
use crate::crokinole::{self};
use crate::geom::Vec2;
use crate::physics::Simulation;
use crate::pitchnut::{self, EndReason, Game, SHOOTER};
use crate::refused::play_in;
use crate::shot::{DiscId, Place, ShotInput, ShotReport};
use crate::spec::{BoardKind, Spec, seat_angle};

/// What a step did, for a screen to show.
#[derive(Clone, Debug)]
pub enum Events {
    Crokinole(Vec<crokinole::Event>),
    Pitchnut(Vec<pitchnut::Event>),
}

#[derive(Clone, Debug)]
pub struct Step {
    /// Which move of the record this was, from 0.
    pub index: usize,
    pub played: Move,
    /// For a shot: what went into the physics and what came out (a screen
    /// animates a shot before it is played through `PendingShot`).
    pub input: Option<ShotInput>,
    pub report: Option<ShotReport>,
    pub events: Events,
    /// Pitchnut: the game ended and the next game of the match began.
    pub next_game: bool,
}

/// A match being replayed or played.
#[derive(Clone, Debug)]
pub struct Replay {
    spec: Spec,
    record: MatchRecord,
    played: usize,
    position: Position,
    facts: MatchFacts,
    shots: Fnv,
    /// Crokinole: where each puck would lie in the ditch (the engine keeps
    /// only ids there), so a screen can draw it where it fell.
    lies: Vec<(DiscId, Vec2)>,
}

impl Replay {
    /// Starts at the record's setup; no move is played yet. The record
    /// replays on the physics of the engine it was made with.
    pub fn new(record: MatchRecord) -> Result<Replay, SaveError> {
        Replay::on(Spec::for_engine(record.engine), record)
    }

    /// The constants and physics this record plays on.
    pub fn spec(&self) -> &Spec {
        &self.spec
    }

    /// As `new`, on other constants than the standard ones (for tuning):
    /// the record then replays only on those.
    pub fn on(spec: Spec, record: MatchRecord) -> Result<Replay, SaveError> {
        check_start(&record)?;
        let position = Position::start(&spec, &record)?;
        let seats = position.seats();
        let facts = MatchFacts::new(record.game, &seats);
        Ok(Replay {
            spec,
            record,
            played: 0,
            position,
            facts,
            shots: Fnv::new(),
            lies: Vec::new(),
        })
    }

    /// Crokinole: where puck `id` lies once in the ditch: where it came to
    /// rest there, or straight out from where it stopped if a rule (a foul)
    /// sent it there.
    pub fn ditch_lie(&self, id: DiscId) -> Option<Vec2> {
        self.lies.iter().find(|l| l.0 == id).map(|l| l.1)
    }

    pub fn record(&self) -> &MatchRecord {
        &self.record
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn facts(&self) -> &MatchFacts {
        &self.facts
    }

    /// Moves replayed so far, and in the record.
    pub fn moves_played(&self) -> usize {
        self.played
    }

    pub fn moves_total(&self) -> usize {
        self.record.moves.len()
    }

    pub fn is_over(&self) -> bool {
        self.position.is_over()
    }

    /// The recorded move the next `step` plays.
    pub fn next_move(&self) -> Option<Move> {
        self.record.moves.get(self.played).copied()
    }

    /// The physics input of the next recorded move, if it is a shot: what a
    /// viewer animates before calling `step`.
    pub fn next_shot_input(&self) -> Result<Option<ShotInput>, SaveError> {
        match self.next_move() {
            Some(m) => self.shot_input(&m),
            None => Ok(None),
        }
    }

    /// The next recorded move as a shot to animate (None if it is not a
    /// shot, or there is none): step it, then `step_pending` plays it.
    pub fn next_pending(&self) -> Result<Option<PendingShot>, SaveError> {
        match self.next_move() {
            Some(m) => self.pending_at(self.played, m),
            None => Ok(None),
        }
    }

    /// Plays the next recorded move from its animated shot, without
    /// simulating it again.
    pub fn step_pending(&mut self, shot: PendingShot) -> Result<Step, SaveError> {
        if shot.index != self.played || self.next_move() != Some(shot.played) {
            return Err(ReplayRefusal::NotNextMove.into());
        }
        let m = shot.played;
        let step = self
            .shot_step(shot)
            .map_err(|e| e.context(&format!("move {} ({})", self.played + 1, m.encode())))?;
        self.played += 1;
        Ok(step)
    }

    /// Live play: move `m` as a shot to animate, checked by the engine
    /// (None if `m` is not a shot). Nothing changes until `play_pending`.
    pub fn pending(&self, m: Move) -> Result<Option<PendingShot>, SaveError> {
        self.check_live()?;
        self.pending_at(self.played, m)
    }

    /// Live play: commits an animated shot with the report it ran to. A
    /// refused shot changes nothing.
    pub fn play_pending(&mut self, shot: PendingShot) -> Result<Step, SaveError> {
        self.check_live()?;
        if shot.index != self.played {
            return Err(ReplayRefusal::OtherPosition.into());
        }
        let m = shot.played;
        let step = self.shot_step(shot)?;
        self.record.moves.push(m);
        self.played += 1;
        Ok(step)
    }

    fn pending_at(&self, index: usize, m: Move) -> Result<Option<PendingShot>, SaveError> {
        if self.position.is_over() {
            return Err(ReplayRefusal::MatchOver.into());
        }
        let Some(input) = self.shot_input(&m)? else {
            return Ok(None);
        };
        let sim = Simulation::new(&self.spec, &input).map_err(ReplayRefusal::Physics)?;
        Ok(Some(PendingShot {
            index,
            played: m,
            input,
            sim,
        }))
    }

    /// Plays the next recorded move; None once every move is played.
    pub fn step(&mut self) -> Result<Option<Step>, SaveError> {
        let Some(m) = self.next_move() else {
            return Ok(None);
        };
        let step = self
            .apply(m)
            .map_err(|e| e.context(&format!("move {} ({})", self.played + 1, m.encode())))?;
        self.played += 1;
        Ok(Some(step))
    }

    /// Replays every remaining recorded move.
    pub fn run_to_end(&mut self) -> Result<(), SaveError> {
        while self.step()?.is_some() {}
        Ok(())
    }

    /// Restarts and replays up to move `n` (for a viewer stepping back).
    pub fn seek(&mut self, n: usize) -> Result<(), SaveError> {
        if n < self.played {
            *self = Replay::new(self.record.clone())?;
        }
        while self.played < n.min(self.moves_total()) {
            self.step()?;
        }
        Ok(())
    }

    /// Live play: a new move after every recorded one. A refused move
    /// changes nothing.
    pub fn play(&mut self, m: Move) -> Result<Step, SaveError> {
        self.check_live()?;
        let step = self.apply(m)?;
        self.record.moves.push(m);
        self.played += 1;
        Ok(step)
    }

    /// Notes that `seat` asked for a hint before the next move (once per
    /// turn; a finished match or a replay behind its record notes nothing).
    pub fn note_hint(&mut self, seat: u8) -> bool {
        if self.check_live().is_err() {
            return false;
        }
        let hint = super::record::HintUse {
            at: self.played as u32,
            seat,
        };
        let hints = self.record.hints.get_or_insert_with(Vec::new);
        if hints.contains(&hint) {
            return false;
        }
        hints.push(hint);
        true
    }

    /// Names the aids people's shots get (`MatchRecord::aids`) before the
    /// first shot; false, and nothing changed, once one is played.
    pub fn set_aids(&mut self, aids: &crate::aids::Aids) -> bool {
        let shot =
            (self.record.moves.iter()).any(|m| matches!(m, Move::Shot { .. } | Move::Flick(_)));
        if shot || self.check_live().is_err() {
            return false;
        }
        self.record.aids = Some(aids.key.to_string());
        true
    }

    fn check_live(&self) -> Result<(), SaveError> {
        if self.played != self.record.moves.len() {
            return Err(ReplayRefusal::MovesNotReplayed.into());
        }
        if self.record.is_finished() {
            return Err(ReplayRefusal::Finished.into());
        }
        if self.record.moves.len() >= super::record::MAX_MOVES {
            return Err(ReplayRefusal::TooLong.into());
        }
        Ok(())
    }

    /// What the record's outcome is once the match is over.
    pub fn outcome(&self) -> Option<Outcome> {
        let winner = self.position.winner()?;
        Some(Outcome {
            winner,
            sides: self.position.results(),
            final_state: fingerprint(&self.position),
            shots: self.shots.hex(),
        })
    }

    /// The finished record, ready for the store.
    pub fn finish(mut self, finished_at: u64) -> Result<MatchRecord, SaveError> {
        if self.played != self.record.moves.len() {
            return Err(SaveError::new("the match has moves not replayed yet"));
        }
        let outcome = self
            .outcome()
            .ok_or_else(|| SaveError::from(ReplayRefusal::NotOver))?;
        self.record.outcome = Some(outcome);
        self.record.finished_at = Some(finished_at);
        Ok(self.record)
    }

    fn shot_input(&self, m: &Move) -> Result<Option<ShotInput>, SaveError> {
        match (&self.position, m) {
            (
                Position::Crokinole(s),
                Move::Shot {
                    place,
                    velocity,
                    spin,
                    ..
                },
            ) => s
                .shot_input(&self.spec, *place, *velocity, *spin)
                .map(Some)
                .map_err(|e| ReplayRefusal::Crokinole(e).into()),
            (Position::Pitchnut(p), Move::Flick(f)) => p
                .game
                .shot_input(f)
                .map(Some)
                .map_err(|e| ReplayRefusal::PitchnutPlacement(e).into()),
            _ => Ok(None),
        }
    }

    // The engines hand a refused position back by value (large on purpose).
    #[allow(clippy::result_large_err)]
    fn apply(&mut self, m: Move) -> Result<Step, SaveError> {
        if self.position.is_over() {
            return Err(ReplayRefusal::MatchOver.into());
        }
        let index = self.played;
        let rule = |e: crokinole::RuleError| SaveError::from(ReplayRefusal::Crokinole(e));
        match (&mut self.position, m) {
            (Position::Crokinole(s), Move::Toss(t)) => {
                let events =
                    play_in(s, crokinole::State::vacant(), |s| s.toss(&t)).map_err(rule)?;
                Ok(self.plain_step(index, m, Events::Crokinole(events)))
            }
            (Position::Crokinole(s), Move::Choose { go_first }) => {
                let events =
                    play_in(s, crokinole::State::vacant(), |s| s.choose(go_first)).map_err(rule)?;
                Ok(self.plain_step(index, m, Events::Crokinole(events)))
            }
            (Position::Crokinole(_), Move::Shot { .. })
            | (Position::Pitchnut(_), Move::Flick(_)) => {
                let shot = self
                    .pending_at(index, m)?
                    .ok_or_else(|| SaveError::from(ReplayRefusal::NotAShot))?;
                self.shot_step(shot)
            }
            (Position::Pitchnut(p), Move::Adjust(a)) => {
                let events = play_in(&mut p.game, Game::vacant(), |g| g.adjust(&a))
                    .map_err(|e| SaveError::from(ReplayRefusal::Pitchnut(e)))?;
                Ok(self.plain_step(index, m, Events::Pitchnut(events)))
            }
            (Position::Pitchnut(p), Move::Retake { again }) => {
                let events = play_in(&mut p.game, Game::vacant(), |g| g.retake(again))
                    .map_err(|e| SaveError::from(ReplayRefusal::Pitchnut(e)))?;
                Ok(self.plain_step(index, m, Events::Pitchnut(events)))
            }
            (pos, _) => Err(ReplayRefusal::WrongGame { board: pos.board() }.into()),
        }
    }

    fn plain_step(&self, index: usize, played: Move, events: Events) -> Step {
        Step {
            index,
            played,
            input: None,
            report: None,
            events,
            next_game: false,
        }
    }

    /// A shot run to rest, through the rules: the one way a shot is played.
    fn shot_step(&mut self, shot: PendingShot) -> Result<Step, SaveError> {
        let (index, m, input, report) = shot.into_report();
        match self.position {
            Position::Crokinole(_) => self.crokinole_shot(index, m, input, report),
            Position::Pitchnut(_) => self.pitchnut_flick(index, m, input, report),
        }
    }

    // The engines hand a refused position back by value (large on purpose).
    #[allow(clippy::result_large_err)]
    fn crokinole_shot(
        &mut self,
        index: usize,
        m: Move,
        input: ShotInput,
        report: ShotReport,
    ) -> Result<Step, SaveError> {
        let Position::Crokinole(state) = &mut self.position else {
            return Err(ReplayRefusal::WrongGame {
                board: BoardKind::Pitchnut,
            }
            .into());
        };
        let Move::Shot {
            declared_twenty, ..
        } = m
        else {
            return Err(ReplayRefusal::NotAShot.into());
        };
        let seat = state
            .to_shoot()
            .ok_or_else(|| SaveError::from(ReplayRefusal::NoOneToShoot))?;
        let puck = input.shot.disc.id;
        let empty_board = state.board().is_empty();
        let rules = &self.spec.crokinole;
        let events = play_in(state, crokinole::State::vacant(), |s| {
            s.apply(rules, declared_twenty, &report)
        })
        .map_err(|e| SaveError::from(ReplayRefusal::Crokinole(e)))?;

        self.crokinole_facts(seat, puck, empty_board, &events, &report);
        hash_report(&mut self.shots, &report);
        self.note_lies(&report);
        Ok(Step {
            index,
            played: m,
            input: Some(input),
            report: Some(report),
            events: Events::Crokinole(events),
            next_game: false,
        })
    }

    /// The seat's figures from a crokinole shot: shots, open 20 tries and
    /// makes, fouls, 20s, rounds and the match, where the shot puck rested.
    fn crokinole_facts(
        &mut self,
        seat: u8,
        puck: DiscId,
        empty_board: bool,
        events: &[crokinole::Event],
        report: &ShotReport,
    ) {
        let facts = &mut self.facts;
        let mut open_try = false;
        let mut puck_off = false;
        for e in events {
            match e {
                crokinole::Event::ShotTaken {
                    free_shot,
                    declared_twenty,
                    ..
                } => {
                    let f = facts.seat_mut(seat);
                    f.shots += 1;
                    open_try = *free_shot || *declared_twenty;
                    if open_try {
                        f.open_twenty_tries += 1;
                    }
                    if empty_board {
                        f.empty_board_tries += 1;
                    }
                }
                crokinole::Event::Foul { seat, .. } => facts.seat_mut(*seat).fouls += 1,
                crokinole::Event::Twenty {
                    puck: p,
                    seat: owner,
                } => {
                    facts.seat_mut(*owner).twenties += 1;
                    if *p == puck && open_try {
                        facts.seat_mut(seat).open_twenty_made += 1;
                    }
                    if *p == puck && empty_board {
                        facts.seat_mut(seat).empty_board_made += 1;
                    }
                }
                crokinole::Event::Off { puck: p, .. } if *p == puck => puck_off = true,
                crokinole::Event::RoundOver { scores, winner, .. } => {
                    facts.rounds.push(RoundFacts {
                        winner: *winner,
                        points: scores.iter().map(|s| (s.side, s.points)).collect(),
                    });
                }
                crokinole::Event::MatchOver { winner, .. } => facts.winner = Some(*winner),
                _ => {}
            }
        }
        if !puck_off
            && let Some(f) = report.final_of(puck)
            && let Some(cell) = heat_cell(&self.spec, BoardKind::Crokinole, seat, f.pos)
        {
            facts.seat_mut(seat).rests.push(cell);
        }
    }

    fn note_lies(&mut self, report: &ShotReport) {
        let c = &self.spec.crokinole;
        for f in &report.finals {
            // A puck in the hole lies on the centre: a foul that takes it
            // off puts it in the ditch toward its seat, not drawn "in the 20".
            let lie = if f.place.in_play() || f.place == Place::Hole {
                let out = match f.pos.normalize_or_zero() {
                    d if f.place == Place::Hole || d == Vec2::ZERO => {
                        Vec2::from_angle(seat_angle(crokinole::owner_of(f.id)))
                    }
                    d => d,
                };
                out * (c.surface_radius + c.ditch_width * 0.5)
            } else {
                f.pos
            };
            match self.lies.iter_mut().find(|l| l.0 == f.id) {
                Some(l) => l.1 = lie,
                None => self.lies.push((f.id, lie)),
            }
        }
    }

    // The engines hand a refused position back by value (large on purpose).
    #[allow(clippy::result_large_err)]
    fn pitchnut_flick(
        &mut self,
        index: usize,
        m: Move,
        input: ShotInput,
        report: ShotReport,
    ) -> Result<Step, SaveError> {
        let Position::Pitchnut(pm) = &mut self.position else {
            return Err(ReplayRefusal::WrongGame {
                board: BoardKind::Crokinole,
            }
            .into());
        };
        let seat = pm.game.to_play();
        let events = play_in(&mut pm.game, Game::vacant(), |g| g.apply(&report))
            .map_err(|e| SaveError::from(ReplayRefusal::Pitchnut(e)))?;

        let facts = &mut self.facts;
        facts.seat_mut(seat).shots += 1;
        for e in &events {
            match e {
                pitchnut::Event::Sunk { .. } => facts.seat_mut(seat).sunk += 1,
                pitchnut::Event::Scratch { seat: s, .. } => facts.seat_mut(*s).scratches += 1,
                pitchnut::Event::GameOver { winner, why } => {
                    let shooter_lost = !matches!(
                        why,
                        EndReason::PoisonOnBreak | EndReason::PoisonAfterAllPieces
                    );
                    if shooter_lost {
                        facts.seat_mut(seat).fouls += 1;
                    }
                    facts.rounds.push(RoundFacts {
                        winner: Some(*winner),
                        points: Vec::new(),
                    });
                }
                _ => {}
            }
        }
        if let Some(f) = report.final_of(SHOOTER)
            && f.place == Place::Board
            && let Some(cell) = heat_cell(&self.spec, BoardKind::Pitchnut, seat, f.pos)
        {
            facts.seat_mut(seat).rests.push(cell);
        }
        hash_report(&mut self.shots, &report);

        let mut next_game = false;
        if let Some(w) = pm.game.winner() {
            let won = &mut pm.games_won[(w & 1) as usize];
            *won = won.saturating_add(1);
            if let Some(team) = pm.winner() {
                facts.winner = Some(Some(team));
            } else {
                pm.game = pm
                    .game
                    .next_game()
                    .map_err(|e| SaveError::from(ReplayRefusal::PitchnutSetup(e)))?;
                next_game = true;
            }
        }
        Ok(Step {
            index,
            played: m,
            input: Some(input),
            report: Some(report),
            events: Events::Pitchnut(events),
            next_game,
        })
    }
}
