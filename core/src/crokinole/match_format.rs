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
    let best = round.iter().map(|r| r.points).max().unwrap_or(0);
    for s in standings.iter_mut() {
        let points = round
            .iter()
            .find(|r| r.side == s.side)
            .map_or(0, |r| r.points);
        // Saturating: a position read from a file may start near u32::MAX.
        if winner == Some(s.side) {
            s.round_wins = s.round_wins.saturating_add(1);
        }
        s.total = s.total.saturating_add(match format {
            MatchFormat::Tournament if winner == Some(s.side) => TOURNAMENT_WIN,
            // Every side tied at the top of the round gets the tie point.
            MatchFormat::Tournament if winner.is_none() && points == best => TOURNAMENT_TIE,
            MatchFormat::Tournament => 0,
            _ => points,
        });
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

#[cfg(test)]
mod tests {
    use super::*;

    fn scores(points: &[(Side, u32)]) -> Vec<SideScore> {
        points
            .iter()
            .map(|&(side, points)| SideScore { side, points })
            .collect()
    }

    fn fresh(sides: &[Side]) -> Vec<Standing> {
        sides
            .iter()
            .map(|&side| Standing {
                side,
                round_wins: 0,
                total: 0,
            })
            .collect()
    }

    #[test]
    fn target_needs_a_single_leader_at_or_over_it() {
        let format = MatchFormat::Target { points: 100 };
        let mut st = fresh(&[0, 1, 2]);
        let tie = scores(&[(0, 120), (1, 120), (2, 40)]);
        assert_eq!(close_round(format, 1, &tie, &mut st), None);
        let next = scores(&[(0, 5), (1, 0), (2, 200)]);
        assert_eq!(close_round(format, 2, &next, &mut st), Some(Some(2)));
    }

    /// A race to 100 goes on while its single leader is under 100: 60 to
    /// 20 after a round is not a win.
    #[test]
    fn target_goes_on_while_the_leader_is_under_it() {
        let format = MatchFormat::Target { points: 100 };
        let mut st = fresh(&[0, 1]);
        let round = scores(&[(0, 60), (1, 20)]);
        assert_eq!(close_round(format, 1, &round, &mut st), None);
        let totals: Vec<u32> = st.iter().map(|s| s.total).collect();
        assert_eq!(totals, vec![60, 20]);
        let next = scores(&[(0, 40), (1, 0)]);
        assert_eq!(close_round(format, 2, &next, &mut st), Some(Some(0)));
    }

    #[test]
    fn tournament_tie_point_goes_only_to_sides_tied_at_the_top() {
        let mut st = fresh(&[0, 1, 3]);
        let round = scores(&[(0, 50), (1, 50), (3, 10)]);
        assert_eq!(
            close_round(MatchFormat::Tournament, 1, &round, &mut st),
            None
        );
        let totals: Vec<u32> = st.iter().map(|s| s.total).collect();
        assert_eq!(totals, vec![TOURNAMENT_TIE, TOURNAMENT_TIE, 0]);
        let won = scores(&[(0, 0), (1, 0), (3, 10)]);
        for r in 2..TOURNAMENT_ROUNDS {
            assert_eq!(close_round(MatchFormat::Tournament, r, &won, &mut st), None);
        }
        let last = close_round(MatchFormat::Tournament, TOURNAMENT_ROUNDS, &won, &mut st);
        assert_eq!(last, Some(Some(3)));
    }

    #[test]
    fn best_of_seven_ignores_tied_rounds() {
        let mut st = fresh(&[0, 2]);
        let tie = scores(&[(0, 30), (2, 30)]);
        for r in 1..=10 {
            assert_eq!(
                close_round(MatchFormat::BestOfSeven, r, &tie, &mut st),
                None
            );
        }
        assert!(st.iter().all(|s| s.round_wins == 0));
    }
}
