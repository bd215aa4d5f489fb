//! The choice after the toss: crokinole's winner shoots first or second
//! (clause 3), pitchnut's coin winner names who breaks. The driver asks
//! for it on screen when the winner is a person; an AI winner decides here,
//! from the game alone (no chance, no clock), and gives its reason as a
//! kind the shell puts into words.

use super::driver::{Match, Opening, crokinole_events};
use super::refusal::Refusal;
use crate::crokinole::{self, Phase};
use crate::save::record::Move;
use crate::save::replay::{Position, Replay};
use crate::save::{CoinCall, SaveError};
use crate::spec::BoardKind;

/// What the toss winner may choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TossChoice {
    /// Crokinole: shoot first in the first round.
    First,
    /// Crokinole: shoot second (the seat before the winner starts).
    Second,
    /// Pitchnut: this seat breaks.
    Break(u8),
}

/// Why an AI winner chose as it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TossReason {
    /// Crokinole: shooting second gives the hammer, the round's last shot
    /// (the seed's note: the last shot can often win or lose the game).
    Hammer,
    /// Pitchnut: the break is the first chance to sink pieces, and the
    /// poison sunk on the break wins it.
    Break,
}

/// An AI winner's choice, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TossDecision {
    pub seat: u8,
    pub choice: TossChoice,
    pub reason: TossReason,
}

/// The choices open to `game`'s toss winner (empty when none is due): the
/// order in crokinole; in pitchnut any seat, the winner's own first (the
/// seed lets the winner "CHOOSE who breaks", not only themselves).
fn choices(game: &Match) -> Vec<TossChoice> {
    let Some(winner) = game.toss_winner() else {
        return Vec::new();
    };
    match game.board() {
        BoardKind::Crokinole => vec![TossChoice::First, TossChoice::Second],
        BoardKind::Pitchnut => {
            let seats = game.seats();
            let at = seats.iter().position(|&s| s == winner).unwrap_or(0);
            // The winner, then the others clockwise from them.
            (0..seats.len())
                .map(|i| TossChoice::Break(seats[(at + i) % seats.len()]))
                .collect()
        }
    }
}

/// What an AI toss winner chooses: the hammer in crokinole, the break in
/// pitchnut. None when no choice is due.
pub(super) fn decide(game: &Match) -> Option<TossDecision> {
    let seat = game.toss_winner()?;
    Some(match game.board() {
        BoardKind::Crokinole => TossDecision {
            seat,
            choice: TossChoice::Second,
            reason: TossReason::Hammer,
        },
        BoardKind::Pitchnut => TossDecision {
            seat,
            choice: TossChoice::Break(seat),
            reason: TossReason::Break,
        },
    })
}

/// The toss and its choice, as the match has them.
impl Match {
    /// Pitchnut: the coin toss as the record has it.
    pub(super) fn coin_opening(&self) -> Opening {
        match self.replay.record().coin_toss {
            Some(c) => Opening::Coin {
                winner: c.winner,
                breaker: c.breaker,
            },
            None => Opening::Set,
        }
    }

    /// An AI seat won the toss and chose as this says (None otherwise).
    pub fn ai_toss(&self) -> Option<TossDecision> {
        self.ai_toss
    }

    /// The toss winner whose choice is due now (crokinole: first or
    /// second; pitchnut: who breaks), or None.
    pub fn toss_winner(&self) -> Option<u8> {
        match self.position() {
            Position::Crokinole(s) => match s.phase() {
                Phase::Choosing { winner } => Some(winner),
                _ => None,
            },
            Position::Pitchnut(_) => self
                .replay
                .record()
                .coin_toss
                .filter(CoinCall::due)
                .map(|c| c.winner),
        }
    }

    /// What the toss winner may choose now (empty when nothing is due).
    pub fn toss_choices(&self) -> Vec<TossChoice> {
        choices(self)
    }

    /// The toss winner's choice, a move of the record (crokinole) or the
    /// first game's breaker (pitchnut); whoever makes it, a person on
    /// screen or the caller for an AI (`toss_decision`).
    pub fn choose(&mut self, choice: TossChoice) -> Result<(), Refusal> {
        if !self.toss_choices().contains(&choice) {
            return Err(Refusal::NoChoice);
        }
        self.choose_now(choice).map(|_| ()).map_err(Refusal::Record)
    }

    /// What an AI would choose after the toss now (None when no choice is due).
    pub fn toss_decision(&self) -> Option<TossDecision> {
        decide(self)
    }

    /// The toss choice made by the AI's rule, for callers with nobody to
    /// ask (benchmarks, tests); nothing when no choice is due.
    pub fn choose_by_rule(&mut self) -> Result<Option<TossDecision>, Refusal> {
        let Some(d) = self.toss_decision() else {
            return Ok(None);
        };
        self.choose(d.choice)?;
        Ok(Some(d))
    }

    /// Plays `choice` (checked by the caller): crokinole's events.
    pub(super) fn choose_now(
        &mut self,
        choice: TossChoice,
    ) -> Result<Vec<crokinole::Event>, SaveError> {
        let go_first = match choice {
            TossChoice::First => true,
            TossChoice::Second => false,
            TossChoice::Break(seat) => {
                // Nothing is played before the choice: the record's start
                // takes the breaker, and the match starts again from it.
                let mut record = self.replay.record().clone();
                if let Some(start) = record.pitchnut.as_mut() {
                    start.setup.to_play = seat;
                    start.setup.breaker = Some(seat);
                }
                if let Some(c) = record.coin_toss.as_mut() {
                    c.breaker = Some(seat);
                }
                self.replay = Replay::on(self.spec, record)?;
                self.rebuild();
                return Ok(Vec::new());
            }
        };
        Ok(crokinole_events(
            self.play(Move::Choose { go_first })?.step.events,
        ))
    }
}
