//! How a match is won (seed clause 7-a, and the NCA tournament option).

use super::scoring::{SideScore, leader};
use super::table::Side;
use nanoserde::{DeJson, SerJson};

/// Round wins needed in best of seven.
pub const ROUNDS_TO_WIN: u32 = 4;
/// The traditional target in points play.
pub const DEFAULT_TARGET: u32 = 300;
/// Rounds in an NCA tournament game.
pub const TOURNAMENT_ROUNDS: u32 = 4;
/// NCA points for winning a round, and for a tied round.
pub const TOURNAMENT_WIN: u32 = 2;
pub const TOURNAMENT_TIE: u32 = 1;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, DeJson, SerJson)]
pub enum MatchFormat {
    /// First side to win four rounds; a tied round counts for nobody.
    #[default]
    BestOfSeven,
    /// Play complete rounds until a side has `points` or more and strictly
    /// the most; a tie at the top plays one more complete round.
    Target { points: u32 },
    /// The NCA option: its shot rules and disc counts, four rounds, 2 match
    /// points for a round win and 1 each for a tie.
    Tournament,
}

impl MatchFormat {
    pub fn is_tournament(self) -> bool {
        self == MatchFormat::Tournament
    }
}

/// Where each side stands in the match: round wins and running points.
/// `totals` holds points in points play, match points in a tournament, and
/// the sum of round scores (for information) in best of seven.
#[derive(Clone, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct Standing {
    pub side: Side,
    pub round_wins: u32,
    pub total: u32,
}

/// What a finished round does to the standings; returns Some(winner) when
/// the match is over (the winner itself None for a drawn tournament game).
pub fn close_round(
    format: MatchFormat,
    rounds_played: u32,
    round: &[SideScore],
    standings: &mut [Standing],
) -> Option<Option<Side>> {
    let winner = leader(round);
    for s in standings.iter_mut() {
        let points = round
            .iter()
            .find(|r| r.side == s.side)
            .map_or(0, |r| r.points);
        let best = round.iter().map(|r| r.points).max().unwrap_or(0);
        if winner == Some(s.side) {
            s.round_wins += 1;
        }
        s.total += match format {
            MatchFormat::Tournament if winner == Some(s.side) => TOURNAMENT_WIN,
            // Every side tied at the top of the round gets the tie point.
            MatchFormat::Tournament if winner.is_none() && points == best => TOURNAMENT_TIE,
            MatchFormat::Tournament => 0,
            _ => points,
        };
    }
    let totals: Vec<SideScore> = standings
        .iter()
        .map(|s| SideScore {
            side: s.side,
            points: s.total,
        })
        .collect();
    match format {
        MatchFormat::BestOfSeven => standings
            .iter()
            .find(|s| s.round_wins >= ROUNDS_TO_WIN)
            .map(|s| Some(s.side)),
        MatchFormat::Target { points } => {
            let reached = standings.iter().any(|s| s.total >= points);
            match leader(&totals) {
                Some(side) if reached => Some(Some(side)),
                _ => None,
            }
        }
        MatchFormat::Tournament => (rounds_played >= TOURNAMENT_ROUNDS).then(|| leader(&totals)),
    }
}
