//! Rebuilding a match from its record, one move at a time: each shot goes
//! through the same `shot_input -> physics::simulate -> apply` loop as live
//! play, so a replay reaches the recorded position bit for bit. The same
//! type drives a live match (`play` appends moves), which makes the record
//! of a match and the match itself one thing.

use super::error::SaveError;
use super::facts::{MatchFacts, RoundFacts, heat_cell};
use super::record::{ENGINE_VERSION, MatchRecord, Move, Outcome, SideResult};
use crate::crokinole::{self, Phase};
use crate::physics::simulate;
use crate::pitchnut::{self, EndReason, Game, SHOOTER};
use crate::shot::{Place, ShotInput, ShotReport};
use crate::spec::{BoardKind, Spec};

/// A pitchnut match: the game in play and the games won so far.
#[derive(Clone, Debug)]
pub struct PitchnutMatch {
    pub game: Game,
    pub games_won: [u8; 2],
    pub games_to_win: u8,
}

impl PitchnutMatch {
    pub fn winner(&self) -> Option<u8> {
        (0..2u8).find(|&t| self.games_won[t as usize] >= self.games_to_win)
    }
}

/// Where a match stands.
#[derive(Clone, Debug)]
pub enum Position {
    Crokinole(crokinole::State),
    Pitchnut(PitchnutMatch),
}

impl Position {
    /// The starting position a record describes, checked by the engine.
    pub fn start(spec: &Spec, record: &MatchRecord) -> Result<Position, SaveError> {
        match (&record.crokinole, &record.pitchnut) {
            (Some(setup), None) => crokinole::State::new(&spec.crokinole, setup)
                .map(Position::Crokinole)
                .map_err(|e| SaveError::new(format!("the crokinole setup is not legal: {e}"))),
            (None, Some(start)) => {
                let game = Game::from_setup_with(*spec, &start.setup)
                    .map_err(|e| SaveError::new(format!("the pitchnut setup is not legal: {e}")))?;
                if game.is_over() {
                    return Err(SaveError::new("the pitchnut setup is a game already over"));
                }
                Ok(Position::Pitchnut(PitchnutMatch {
                    game,
                    games_won: [0, 0],
                    games_to_win: start.games_to_win,
                }))
            }
            _ => Err(SaveError::new("the record has no setup for its game")),
        }
    }

    pub fn board(&self) -> BoardKind {
        match self {
            Position::Crokinole(_) => BoardKind::Crokinole,
            Position::Pitchnut(_) => BoardKind::Pitchnut,
        }
    }

    pub fn is_over(&self) -> bool {
        match self {
            Position::Crokinole(s) => s.phase() == Phase::Over,
            Position::Pitchnut(m) => m.winner().is_some(),
        }
    }

    /// The seats at the table with the side (crokinole) or team (pitchnut)
    /// each plays for.
    pub fn seats(&self) -> Vec<(u8, u8)> {
        match self {
            Position::Crokinole(s) => {
                let t = s.table();
                t.seats()
                    .iter()
                    .map(|&seat| (seat, t.side_of(seat)))
                    .collect()
            }
            Position::Pitchnut(m) => m
                .game
                .seats()
                .iter()
                .map(|&seat| (seat, m.game.team_of(seat)))
                .collect(),
        }
    }

    /// The winner once over (None inside for a drawn tournament game).
    pub fn winner(&self) -> Option<Option<u8>> {
        match self {
            Position::Crokinole(s) => (s.phase() == Phase::Over).then(|| s.winner()),
            Position::Pitchnut(m) => m.winner().map(Some),
        }
    }

    fn results(&self) -> Vec<SideResult> {
        match self {
            Position::Crokinole(s) => s
                .standings()
                .iter()
                .map(|st| SideResult {
                    side: st.side,
                    rounds_won: st.round_wins,
                    points: st.total,
                })
                .collect(),
            Position::Pitchnut(m) => (0..2u8)
                .map(|t| SideResult {
                    side: t,
                    rounds_won: m.games_won[t as usize] as u32,
                    points: 0,
                })
                .collect(),
        }
    }
}

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
    /// For a shot: what went into the physics. A screen animates it with
    /// `physics::Simulation::new(&Spec::STANDARD, &input)`, which ends
    /// exactly at `report`.
    pub input: Option<ShotInput>,
    pub report: Option<ShotReport>,
    pub events: Events,
    /// Pitchnut: the game ended and the next game of the match began.
    pub next_game: bool,
}

/// FNV-1a, 64 bits: a small stable hash for fingerprints (not for security).
#[derive(Clone, Debug)]
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn text(&mut self, s: &str) {
        for b in s.bytes() {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    fn hex(&self) -> String {
        format!("{:016x}", self.0)
    }
}

fn bits(v: crate::geom::Vec2) -> String {
    format!("{:08x}{:08x}", v.x.to_bits(), v.y.to_bits())
}

/// A fingerprint of a position: every value that matters to the rules,
/// floats by their bits, hashed. Two positions with the same fingerprint
/// are the same position.
pub fn fingerprint(position: &Position) -> String {
    let mut h = Fnv::new();
    match position {
        Position::Crokinole(s) => {
            h.text(&format!(
                "crokinole {:?} {} {} {} {:?}|",
                s.phase(),
                s.round(),
                s.round_first(),
                s.shots_taken(),
                s.winner()
            ));
            for p in s.board() {
                h.text(&format!("{} {} {:?};", p.id, bits(p.pos), p.place));
            }
            h.text(&format!("|{:?}|{:?}|", s.rail(), s.ditch()));
            for st in s.standings() {
                h.text(&format!("{} {} {};", st.side, st.round_wins, st.total));
            }
        }
        Position::Pitchnut(m) => {
            let g = &m.game;
            h.text(&format!(
                "pitchnut {:?} {} {} {} {} {}{} {}{} {:?} {:?} {:?}|",
                m.games_won,
                g.to_play(),
                g.breaker(),
                g.break_taken(),
                g.extra_turns(),
                g.owed(0),
                g.owed(1),
                g.deferred(0),
                g.deferred(1),
                g.colour_of(0),
                g.winner(),
                g.adjustable(),
            ));
            for d in g.board() {
                h.text(&format!("{} {} {:?};", d.id, bits(d.pos), d.place));
            }
            for p in g.pockets() {
                h.text(&format!("{}@{};", p.id, p.pocket));
            }
        }
    }
    h.hex()
}

fn hash_report(h: &mut Fnv, r: &ShotReport) {
    h.text(&format!(
        "{} {} {} {}|",
        r.shooter,
        r.steps,
        r.timed_out,
        r.contacts.len()
    ));
    for f in &r.finals {
        h.text(&format!("{} {:?} {};", f.id, f.place, bits(f.pos)));
    }
    for x in &r.happenings {
        h.text(&format!("{} {} {:?};", x.step, x.disc, x.what));
    }
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
}

impl Replay {
    /// Starts at the record's setup; no move is played yet.
    pub fn new(record: MatchRecord) -> Result<Replay, SaveError> {
        check_start(&record)?;
        let spec = Spec::STANDARD;
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
        })
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
        if self.played != self.record.moves.len() {
            return Err(SaveError::new(
                "the recorded moves must all be replayed before a new one",
            ));
        }
        if self.record.is_finished() {
            return Err(SaveError::new("this match is finished"));
        }
        if self.record.moves.len() >= super::record::MAX_MOVES {
            return Err(SaveError::new("this match has run too long to record"));
        }
        let step = self.apply(m)?;
        self.record.moves.push(m);
        self.played += 1;
        Ok(step)
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
            .ok_or_else(|| SaveError::new("the match is not over"))?;
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
                .map_err(|e| SaveError::new(e.to_string())),
            (Position::Pitchnut(p), Move::Flick(f)) => p
                .game
                .shot_input(f)
                .map(Some)
                .map_err(|e| SaveError::new(e.to_string())),
            _ => Ok(None),
        }
    }

    fn apply(&mut self, m: Move) -> Result<Step, SaveError> {
        if self.position.is_over() {
            return Err(SaveError::new("the match is already over"));
        }
        let index = self.played;
        let rule = |e: crokinole::Refusal| SaveError::new(e.to_string());
        match (&mut self.position, m) {
            (Position::Crokinole(s), Move::Toss(t)) => {
                let (next, events) = s.clone().toss(&t).map_err(rule)?;
                *s = next;
                Ok(self.plain_step(index, m, Events::Crokinole(events)))
            }
            (Position::Crokinole(s), Move::Choose { go_first }) => {
                let (next, events) = s.clone().choose(go_first).map_err(rule)?;
                *s = next;
                Ok(self.plain_step(index, m, Events::Crokinole(events)))
            }
            (Position::Crokinole(_), Move::Shot { .. }) => self.crokinole_shot(index, m),
            (Position::Pitchnut(_), Move::Flick(_)) => self.pitchnut_flick(index, m),
            (Position::Pitchnut(p), Move::Adjust(a)) => {
                let (next, events) = p
                    .game
                    .clone()
                    .adjust(&a)
                    .map_err(|e| SaveError::new(e.to_string()))?;
                p.game = next;
                Ok(self.plain_step(index, m, Events::Pitchnut(events)))
            }
            (pos, _) => Err(SaveError::new(format!(
                "this move is not one of {:?}",
                pos.board()
            ))),
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

    fn crokinole_shot(&mut self, index: usize, m: Move) -> Result<Step, SaveError> {
        let Position::Crokinole(state) = &self.position else {
            return Err(SaveError::new("not a crokinole match"));
        };
        let Move::Shot {
            declared_twenty, ..
        } = m
        else {
            return Err(SaveError::new("not a crokinole shot"));
        };
        let input = self
            .shot_input(&m)?
            .ok_or_else(|| SaveError::new("not a shot"))?;
        let report = simulate(&self.spec, &input).map_err(|e| SaveError::new(e.to_string()))?;
        let seat = state
            .to_shoot()
            .ok_or_else(|| SaveError::new("no one is to shoot"))?;
        let puck = input.shot.disc.id;
        let (next, events) = state
            .clone()
            .apply(&self.spec.crokinole, declared_twenty, &report)
            .map_err(|e| SaveError::new(e.to_string()))?;

        let facts = &mut self.facts;
        let mut open_try = false;
        let mut puck_off = false;
        for e in &events {
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
        hash_report(&mut self.shots, &report);
        self.position = Position::Crokinole(next);
        Ok(Step {
            index,
            played: m,
            input: Some(input),
            report: Some(report),
            events: Events::Crokinole(events),
            next_game: false,
        })
    }

    fn pitchnut_flick(&mut self, index: usize, m: Move) -> Result<Step, SaveError> {
        let input = self
            .shot_input(&m)?
            .ok_or_else(|| SaveError::new("not a shot"))?;
        let Position::Pitchnut(pm) = &mut self.position else {
            return Err(SaveError::new("not a pitchnut match"));
        };
        let report = simulate(&self.spec, &input).map_err(|e| SaveError::new(e.to_string()))?;
        let seat = pm.game.to_play();
        let (next, events) = pm
            .game
            .clone()
            .apply(&report)
            .map_err(|e| SaveError::new(e.to_string()))?;

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
        pm.game = next;
        if let Some(w) = pm.game.winner() {
            let won = &mut pm.games_won[(w & 1) as usize];
            *won = won.saturating_add(1);
            if let Some(team) = pm.winner() {
                facts.winner = Some(Some(team));
            } else {
                pm.game = pm
                    .game
                    .next_game()
                    .map_err(|e| SaveError::new(e.to_string()))?;
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

/// Checks what a record can be checked for without the physics: its shape
/// and values, a legal starting position, and a player at every seat.
pub fn check_start(record: &MatchRecord) -> Result<(), SaveError> {
    let spec = Spec::STANDARD;
    record.validate()?;
    let position = Position::start(&spec, record)?;
    let seats = position.seats();
    for (seat, _) in &seats {
        if record.player_at(*seat).is_none() {
            return Err(SaveError::new(format!("nobody sits at seat {seat}")));
        }
    }
    if let Some(s) = record
        .players
        .iter()
        .find(|s| !seats.iter().any(|x| x.0 == s.seat))
    {
        return Err(SaveError::new(format!(
            "seat {} is not at this table",
            s.seat
        )));
    }
    Ok(())
}

/// Replays a whole record and checks it: every move legal, and for a
/// finished match the same final position and physics as recorded.
pub fn verify(record: &MatchRecord) -> Result<Replay, SaveError> {
    let mut replay = Replay::new(record.clone())?;
    replay.run_to_end()?;
    if let Some(recorded) = &record.outcome {
        let engine_note = if record.engine != ENGINE_VERSION {
            format!(
                " (it was made with engine version {}, this game has {ENGINE_VERSION})",
                record.engine
            )
        } else {
            String::new()
        };
        let Some(now) = replay.outcome() else {
            return Err(SaveError::new(format!(
                "the record says the match ended, but its moves do not finish it{engine_note}"
            )));
        };
        if &now != recorded {
            return Err(SaveError::new(format!(
                "replaying the record does not give the recorded result{engine_note}"
            )));
        }
    }
    Ok(replay)
}
