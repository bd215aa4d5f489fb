//! The state of a match, checked once on the way in (`State::new`) and
//! changed only by the engine's commands, so it always holds a legal game.

// nanoserde's DeJson derive (0.2) expands optional fields into code that
// clippy's question_mark lint flags; the lint is about generated code only.
#![allow(clippy::question_mark)]

use super::error::RuleError;
use super::event::Event;
use super::match_format::{MatchFormat, Standing, TOURNAMENT_ROUNDS};
use super::scoring::{SideScore, tally};
use super::table::{Seat, Side, Table, TableKind, owner_of, puck_id, puck_number};
use crate::geom::Vec2;
use crate::refused::Refused;
use crate::shot::{Disc, DiscId, OVERLAP_TOLERANCE, Place, Shot, ShotInput};
use crate::spec::{BoardKind, CrokinoleSpec, DiscKind, Spec, seat_angle};
use nanoserde::{DeJson, SerJson};

/// A puck in play on the board.
#[derive(Clone, Copy, Debug, PartialEq, DeJson, SerJson)]
pub struct BoardPuck {
    pub id: DiscId,
    pub pos: Vec2,
    #[nserde(default)]
    pub place: Place,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum Hand {
    Left,
    Right,
}

/// The hidden-puck toss (clause 3): `hider` hides one puck of each colour,
/// the one of their own colour in `hider_colour_in`; `chooser` picks
/// `chosen`. Both hands are inputs, so the engine stays deterministic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct Toss {
    pub hider: Seat,
    pub chooser: Seat,
    pub hider_colour_in: Hand,
    pub chosen: Hand,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum Phase {
    /// Waiting for the toss.
    Toss,
    /// The toss chose `winner`'s colour; they choose to go first or second.
    Choosing {
        winner: Seat,
    },
    Playing,
    Over,
}

/// Raw input for a match or a position in one, as a person or a file gives
/// it. `State::new` checks it.
#[derive(Clone, Debug, Default, PartialEq, DeJson, SerJson)]
pub struct Setup {
    pub table: Option<TableKind>,
    /// Three players only: the third player's seat, 1 or 3 (default 1).
    pub third_seat: Option<Seat>,
    #[nserde(default)]
    pub format: MatchFormat,
    /// Who shot first in round 0. Without it the match starts at the toss.
    pub first_shooter: Option<Seat>,
    /// The current round, from 0; its first shooter follows from
    /// `first_shooter` by the clockwise rotation (clause 3-a).
    #[nserde(default)]
    pub round: u32,
    /// Pucks in play. Together with `rail` and `ditch` they are the pucks
    /// shot so far this round; who shoots next follows from their count.
    #[nserde(default)]
    pub board: Vec<BoardPuck>,
    /// 20s scored this round.
    #[nserde(default)]
    pub rail: Vec<DiscId>,
    #[nserde(default)]
    pub ditch: Vec<DiscId>,
    /// Round wins and totals so far; zeros if left out.
    #[nserde(default)]
    pub standings: Vec<Standing>,
}

/// A legal match in progress. Cheap to clone: a few small vectors.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub(super) table: Table,
    pub(super) format: MatchFormat,
    pub(super) phase: Phase,
    pub(super) round: u32,
    /// Who shoots first in the current round.
    pub(super) round_first: Seat,
    pub(super) shots_taken: u16,
    pub(super) board: Vec<BoardPuck>,
    pub(super) rail: Vec<DiscId>,
    pub(super) ditch: Vec<DiscId>,
    pub(super) standings: Vec<Standing>,
    pub(super) winner: Option<Side>,
    /// From the spec the state was built on (`CrokinoleSpec::on_post_is_on_board`):
    /// whether a puck on top of a post keeps the next shot from being free.
    pub(super) on_post_is_on_board: bool,
}

/// A refused command: the state it was given, unchanged, and why.
pub type Refusal = Refused<State, RuleError>;

impl State {
    /// A state holding nothing, built without allocating: what a caller
    /// leaves in a slot while it plays the state there by value
    /// (`refused::play_in`). Never played: it is over, with no seats.
    pub(crate) fn vacant() -> State {
        State {
            table: Table::VACANT,
            format: MatchFormat::BestOfSeven,
            phase: Phase::Over,
            round: 0,
            round_first: 0,
            shots_taken: 0,
            board: Vec::new(),
            rail: Vec::new(),
            ditch: Vec::new(),
            standings: Vec::new(),
            winner: None,
            on_post_is_on_board: false,
        }
    }

    /// A new match: at the toss, or with `first_shooter` already chosen.
    pub fn new_match(
        table: TableKind,
        third_seat: Option<Seat>,
        format: MatchFormat,
        first_shooter: Option<Seat>,
    ) -> Result<State, RuleError> {
        let setup = Setup {
            table: Some(table),
            third_seat,
            format,
            first_shooter,
            ..Setup::default()
        };
        State::new(&CrokinoleSpec::STANDARD, &setup)
    }

    /// Checks a setup and builds the state it describes.
    pub fn new(spec: &CrokinoleSpec, setup: &Setup) -> Result<State, RuleError> {
        let kind = setup.table.ok_or(RuleError::NoTable)?;
        if let MatchFormat::Target { points: 0 } = setup.format {
            return Err(RuleError::ZeroTarget);
        }
        let table = Table::new(kind, setup.third_seat, setup.format.is_tournament())?;
        let standings = check_standings(&table, setup)?;
        let mut state = State {
            table,
            format: setup.format,
            phase: Phase::Toss,
            round: setup.round,
            round_first: table.seats()[0],
            shots_taken: 0,
            board: setup.board.clone(),
            rail: setup.rail.clone(),
            ditch: setup.ditch.clone(),
            standings,
            winner: None,
            on_post_is_on_board: spec.on_post_is_on_board,
        };
        let Some(first) = setup.first_shooter else {
            if setup.round != 0
                || !setup.board.is_empty()
                || !setup.rail.is_empty()
                || !setup.ditch.is_empty()
            {
                return Err(RuleError::NoFirstShooter);
            }
            return Ok(state);
        };
        if !table.is_seated(first) {
            return Err(RuleError::FirstShooterNotSeated { seat: first });
        }
        if setup.format.is_tournament() && setup.round >= TOURNAMENT_ROUNDS {
            return Err(RuleError::NoSuchRound { round: setup.round });
        }
        state.phase = Phase::Playing;
        state.round_first = first;
        for _ in 0..setup.round % table.seats().len() as u32 {
            state.round_first = table.next_seat(state.round_first);
        }
        state.shots_taken = check_pucks(spec, &state)?;
        Ok(state)
    }

    /// The setup that `State::new` turns back into this state, for saving a
    /// game in play. None while the toss is not settled or once the match is
    /// over, which a setup does not describe.
    pub fn setup(&self) -> Option<Setup> {
        if self.phase != Phase::Playing {
            return None;
        }
        let mut first = self.round_first;
        for _ in 0..self.round % self.table.seats().len() as u32 {
            first = self.table.previous_seat(first);
        }
        Some(Setup {
            table: Some(self.table.kind()),
            third_seat: (self.table.kind() == TableKind::ThreePlayers)
                .then(|| self.table.seats().iter().copied().find(|&s| s % 2 == 1))
                .flatten(),
            format: self.format,
            first_shooter: Some(first),
            round: self.round,
            board: self.board.clone(),
            rail: self.rail.clone(),
            ditch: self.ditch.clone(),
            standings: self.standings.clone(),
        })
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn format(&self) -> MatchFormat {
        self.format
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The current round, from 0.
    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn round_first(&self) -> Seat {
        self.round_first
    }

    /// Shots taken so far in this round.
    pub fn shots_taken(&self) -> u16 {
        self.shots_taken
    }

    pub fn board(&self) -> &[BoardPuck] {
        &self.board
    }

    /// 20s scored this round, displayed on the rail.
    pub fn rail(&self) -> &[DiscId] {
        &self.rail
    }

    pub fn ditch(&self) -> &[DiscId] {
        &self.ditch
    }

    pub fn standings(&self) -> &[Standing] {
        &self.standings
    }

    /// The winner once the match is over (None also for a drawn tournament game).
    pub fn winner(&self) -> Option<Side> {
        self.winner
    }

    /// Whose turn it is, while the match is being played.
    pub fn to_shoot(&self) -> Option<Seat> {
        if self.phase != Phase::Playing {
            return None;
        }
        let seats = self.table.seats();
        let start = seats.iter().position(|&s| s == self.round_first)?;
        let n = seats.len();
        Some(seats[(start + self.shots_taken as usize % n) % n])
    }

    /// The id the next shot puck gets.
    pub fn next_puck(&self) -> Option<DiscId> {
        let seat = self.to_shoot()?;
        let n = (self.shots_taken as usize / self.table.seats().len()) as u8;
        Some(puck_id(seat, n))
    }

    /// Is any puck of an opponent of `seat` on the board (rule 5: else the
    /// shot is free)? A puck on top of a post is "NOT touching the board"
    /// (8-d), so from engine 7 it does not count; before 7 it did.
    pub fn opponents_on_board(&self, seat: Seat) -> bool {
        self.board.iter().any(|p| {
            self.table.are_opponents(owner_of(p.id), seat)
                && (self.on_post_is_on_board || !matches!(p.place, Place::OnPost(_)))
        })
    }

    /// Points on the board and rail right now, by side.
    pub fn scores(&self, spec: &CrokinoleSpec) -> Vec<SideScore> {
        tally(
            spec,
            &self.table,
            self.board.iter().map(|p| (p.id, p.place, p.pos)),
            &self.rail,
        )
    }

    /// Clause 3: the hidden-puck toss chooses whose colour decides.
    // The refusal hands the position back, as large as the Ok side's.
    #[allow(clippy::result_large_err)]
    pub fn toss(mut self, toss: &Toss) -> Result<(State, Vec<Event>), Refusal> {
        if self.phase != Phase::Toss {
            return Err(Refused::new(self, RuleError::TossAlreadyMade));
        }
        for seat in [toss.hider, toss.chooser] {
            if !self.table.is_seated(seat) {
                return Err(Refused::new(self, RuleError::SeatNotAtTable { seat }));
            }
        }
        if !self.table.are_opponents(toss.hider, toss.chooser) {
            return Err(Refused::new(self, RuleError::TossNotBetweenOpponents));
        }
        let winner = if toss.chosen == toss.hider_colour_in {
            toss.hider
        } else {
            toss.chooser
        };
        self.phase = Phase::Choosing { winner };
        Ok((self, vec![Event::TossWon { seat: winner }]))
    }

    /// Clause 3: the toss winner goes first, or second (the seat before them
    /// clockwise then shoots first, so the winner shoots right after).
    // The refusal hands the position back, as large as the Ok side's.
    #[allow(clippy::result_large_err)]
    pub fn choose(mut self, go_first: bool) -> Result<(State, Vec<Event>), Refusal> {
        let Phase::Choosing { winner } = self.phase else {
            return Err(Refused::new(self, RuleError::NotChoosing));
        };
        self.round_first = if go_first {
            winner
        } else {
            self.table.previous_seat(winner)
        };
        self.phase = Phase::Playing;
        let event = Event::RoundStarts {
            round: self.round,
            first: self.round_first,
        };
        Ok((self, vec![event]))
    }

    /// Clause 4: checks that a puck at `pos` lies flat in `seat`'s quadrant
    /// (its centre within 45 degrees of the seat's direction: it may overhang
    /// the quadrant line) and touches the shooting line.
    pub fn check_placement(spec: &CrokinoleSpec, seat: Seat, pos: Vec2) -> Result<(), RuleError> {
        if !pos.is_finite() {
            return Err(RuleError::PlacementNotANumber);
        }
        let toward_seat = Vec2::from_angle(seat_angle(seat));
        if pos.dot(toward_seat) < pos.cross(toward_seat).abs() {
            return Err(RuleError::OutsideQuadrant { seat, pos });
        }
        let off_line = (pos.length() - spec.shooting_line_radius).abs();
        if off_line > spec.disc_radius + spec.line_width * 0.5 {
            return Err(RuleError::OffShootingLine {
                pos,
                off_mm: off_line * 1000.0,
            });
        }
        Ok(())
    }

    /// The physics input for the current turn: the pucks in play plus the
    /// shooter's new puck (with its fresh id) at `place`, flicked at
    /// `velocity`.
    pub fn shot_input(
        &self,
        spec: &Spec,
        place: Vec2,
        velocity: Vec2,
        spin: f32,
    ) -> Result<ShotInput, RuleError> {
        let (Some(seat), Some(id)) = (self.to_shoot(), self.next_puck()) else {
            return Err(RuleError::NotInPlay);
        };
        State::check_placement(&spec.crokinole, seat, place)?;
        let r = spec.crokinole.disc_radius;
        if let Some(p) = self
            .board
            .iter()
            .find(|p| p.place.lies_flat() && p.pos.distance(place) < 2.0 * r - OVERLAP_TOLERANCE)
        {
            return Err(RuleError::OnTopOf { puck: p.id });
        }
        let input = ShotInput {
            board: BoardKind::Crokinole,
            discs: self
                .board
                .iter()
                .map(|p| Disc {
                    id: p.id,
                    kind: DiscKind::Puck,
                    pos: p.pos,
                    place: p.place,
                })
                .collect(),
            shot: Shot {
                disc: Disc::new(id, DiscKind::Puck, place),
                velocity,
                spin,
            },
        };
        input.validate(spec).map_err(RuleError::Shot)?;
        Ok(input)
    }
}

fn check_standings(table: &Table, setup: &Setup) -> Result<Vec<Standing>, RuleError> {
    let sides = table.sides();
    if setup.standings.is_empty() {
        return Ok(sides
            .iter()
            .map(|&side| Standing {
                side,
                round_wins: 0,
                total: 0,
            })
            .collect());
    }
    let mut out = Vec::with_capacity(sides.len());
    for &side in &sides {
        let mut given = setup.standings.iter().filter(|s| s.side == side);
        let Some(s) = given.next() else {
            return Err(RuleError::StandingsMissSide { side });
        };
        if given.next().is_some() {
            return Err(RuleError::StandingsSideTwice { side });
        }
        if setup.format == MatchFormat::BestOfSeven
            && s.round_wins >= super::match_format::ROUNDS_TO_WIN
        {
            return Err(RuleError::SideAlreadyWon { side });
        }
        out.push(s.clone());
    }
    if setup.standings.len() != sides.len() {
        return Err(RuleError::StandingsUnknownSide);
    }
    Ok(out)
}

/// Checks every puck of the round and returns how many shots were taken.
fn check_pucks(spec: &CrokinoleSpec, state: &State) -> Result<u16, RuleError> {
    let table = &state.table;
    let all: Vec<DiscId> = state
        .board
        .iter()
        .map(|p| p.id)
        .chain(state.rail.iter().copied())
        .chain(state.ditch.iter().copied())
        .collect();
    for (i, &id) in all.iter().enumerate() {
        if all[..i].contains(&id) {
            return Err(RuleError::PuckListedTwice { puck: id });
        }
        if !table.is_puck(id) {
            return Err(RuleError::PuckOfNoSeat {
                puck: id,
                pucks_each: table.pucks_each(),
            });
        }
    }
    let shots = all.len() as u16;
    if shots >= table.shots_per_round() {
        return Err(RuleError::TooManyPucks {
            listed: shots,
            per_round: table.shots_per_round(),
        });
    }
    // Each seat has shot its pucks 0..k in turn order, and the counts match
    // the clockwise turn order from the round's first shooter.
    let seats = table.seats();
    let start = seats
        .iter()
        .position(|&s| s == state.round_first)
        .unwrap_or(0);
    for (k, &seat) in seats.iter().enumerate() {
        let order = (k + seats.len() - start) % seats.len();
        let expected =
            shots as usize / seats.len() + usize::from(order < shots as usize % seats.len());
        let mine: Vec<DiscId> = all
            .iter()
            .copied()
            .filter(|&id| owner_of(id) == seat)
            .collect();
        if mine.len() != expected {
            return Err(RuleError::WrongPuckCount {
                shots,
                first: state.round_first,
                seat,
                expected,
                listed: mine.len(),
            });
        }
        if let Some(&id) = mine
            .iter()
            .find(|&&id| puck_number(id) as usize >= expected)
        {
            return Err(RuleError::PuckNumberTooHigh {
                seat,
                expected,
                puck: id,
            });
        }
    }
    for p in &state.board {
        check_board_puck(spec, p)?;
    }
    if let Some(post) = two_on_a_post(&state.board) {
        return Err(RuleError::TwoOnPost { post });
    }
    if let Some((a, b)) = overlapping(spec, &state.board) {
        return Err(RuleError::PucksOverlap { a, b });
    }
    Ok(shots)
}

/// A post with two pucks on top of it, if any.
pub(super) fn two_on_a_post(board: &[BoardPuck]) -> Option<u8> {
    board.iter().enumerate().find_map(|(i, p)| match p.place {
        Place::OnPost(k) if board[..i].iter().any(|o| o.place == Place::OnPost(k)) => Some(k),
        _ => None,
    })
}

/// The first two flat pucks (leaners included) that lie on each other, if
/// any: `State::new` refuses such a setup and `apply` such a report.
pub(super) fn overlapping(spec: &CrokinoleSpec, board: &[BoardPuck]) -> Option<(DiscId, DiscId)> {
    board.iter().enumerate().find_map(|(i, p)| {
        let o = board[..i].iter().find(|o| {
            p.place.lies_flat()
                && o.place.lies_flat()
                && o.pos.distance(p.pos) < 2.0 * spec.disc_radius - OVERLAP_TOLERANCE
        })?;
        Some((o.id, p.id))
    })
}

/// A puck in play must lie where a puck can lie.
pub(super) fn check_board_puck(spec: &CrokinoleSpec, p: &BoardPuck) -> Result<(), RuleError> {
    if !p.pos.is_finite() {
        return Err(RuleError::PuckNotANumber { puck: p.id });
    }
    match p.place {
        Place::Board if p.pos.length() > spec.surface_radius => Err(RuleError::OffSurface {
            puck: p.id,
            pos: p.pos,
        }),
        Place::HoleLeaner if p.pos.length() > spec.hole_radius => {
            Err(RuleError::LeanerNotOverHole { puck: p.id })
        }
        Place::PostLeaner(k) | Place::OnPost(k) if k >= spec.peg_count => {
            Err(RuleError::NoSuchPost {
                puck: p.id,
                post: k,
                posts: spec.peg_count,
            })
        }
        Place::Board | Place::HoleLeaner | Place::PostLeaner(_) | Place::OnPost(_) => Ok(()),
        other => Err(RuleError::NotAPlaceInPlay {
            puck: p.id,
            place: other,
        }),
    }
}
