//! What every pitchnut game keeps, whatever reports it was given: each of
//! its 21 discs (20 pieces and the poison) once, on the board or in a
//! pocket; and a position its own setup builds again (which checks
//! places, overlaps, colours and the turn). The soak and self-play check it
//! after every shot, as `crokinole::invariant` does for crokinole.

use super::PIECES;
use super::error::SetupError;
use super::state::Game;

/// An invariant a game broke.
#[derive(Clone, Debug, PartialEq)]
pub enum Broken {
    /// Discs lost, added or listed twice: `distinct` ids of `listed`
    /// entries, where the game has 21 discs.
    DiscsAccountedFor { distinct: usize, listed: usize },
    /// The position its setup describes is refused.
    FailsItsChecks(SetupError),
}

impl core::fmt::Display for Broken {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Broken::DiscsAccountedFor { distinct, listed } => write!(
                f,
                "{distinct} distinct of {listed} pieces ({} in a game)",
                PIECES as usize + 1
            ),
            Broken::FailsItsChecks(e) => write!(f, "the position fails its own checks: {e}"),
        }
    }
}

impl Game {
    /// The first invariant this game breaks, if any.
    pub fn broken(&self) -> Option<Broken> {
        let mut ids: Vec<_> = self
            .board()
            .iter()
            .map(|d| d.id)
            .chain(self.pockets().iter().map(|p| p.id))
            .collect();
        let listed = ids.len();
        ids.sort_unstable();
        ids.dedup();
        let discs = PIECES as usize + 1;
        if listed != discs || ids.len() != listed {
            return Some(Broken::DiscsAccountedFor {
                distinct: ids.len(),
                listed,
            });
        }
        Game::from_setup_with(*self.spec(), &self.to_setup())
            .err()
            .map(Broken::FailsItsChecks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fresh_game_keeps_them_and_a_lost_doubled_or_misplaced_disc_breaks_them() {
        let game = crate::pitchnut::new_test_game();
        assert_eq!(game.broken(), None);

        let mut lost = game.clone();
        lost.board.pop();
        assert_eq!(
            lost.broken(),
            Some(Broken::DiscsAccountedFor {
                distinct: 20,
                listed: 20
            })
        );

        let mut doubled = game.clone();
        let last = doubled.board.len() - 1;
        doubled.board[last].id = doubled.board[0].id;
        assert_eq!(
            doubled.broken(),
            Some(Broken::DiscsAccountedFor {
                distinct: 20,
                listed: 21
            })
        );

        let mut piled = game.clone();
        let last = piled.board.len() - 1;
        let centre = piled.board[0].pos;
        piled.board[last].pos = centre;
        piled.board[last].place = crate::shot::Place::Board;
        assert!(
            matches!(piled.broken(), Some(Broken::FailsItsChecks(_))),
            "two flat discs on one spot: {:?}",
            piled.broken()
        );
    }

    #[test]
    fn each_broken_invariant_says_what_broke() {
        let lost = Broken::DiscsAccountedFor {
            distinct: 19,
            listed: 20,
        };
        assert_eq!(lost.to_string(), "19 distinct of 20 pieces (21 in a game)");
        let missing = SetupError::PieceMissing { piece: 7 };
        assert_eq!(
            Broken::FailsItsChecks(missing.clone()).to_string(),
            format!("the position fails its own checks: {missing}")
        );
    }
}
