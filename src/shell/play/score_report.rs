//! The score cards and the board they count, for the browser test that holds
//! one to the other after every shot (tests/browser/cards.mjs).

use super::*;

impl PlayScreen {
    /// Crokinole only (pitchnut's cards carry no figure to check).
    pub(super) fn score_report(&self) -> Option<test_report::Score> {
        let state = self.game.crokinole()?;
        let table = state.table();
        let counting = self.counting();
        // While a round is counted the board is already the next round's.
        let counted = counting.is_some();
        let tallies = match counting {
            Some(round) => round.ended.clone(),
            None => self.game.side_tallies(),
        };
        let cards = self
            .score_cards()
            .into_iter()
            .zip(&tallies)
            .map(|(card, t)| test_report::CardFigure {
                side: t.side,
                name: card.name,
                big: card.big.unwrap_or_default(),
            })
            .collect();
        let pucks = if counted {
            Vec::new()
        } else {
            let on_board = state.board().iter();
            on_board
                .map(|p| test_report::PuckAt {
                    side: table.side_of_puck(p.id),
                    x: p.pos.x,
                    y: p.pos.y,
                    place: format!("{:?}", p.place).to_lowercase(),
                })
                .collect()
        };
        // From the rules' own rail, not the tally the cards are drawn from.
        let rail = tallies
            .iter()
            .map(|t| {
                let taken = state.rail().iter();
                taken
                    .filter(|&&id| !counted && table.side_of_puck(id) == t.side)
                    .count() as u32
            })
            .collect();
        let summary = match self.phase.overlay() {
            Some(Overlay::Round(s) | Overlay::Result(s)) => s.lines.clone(),
            _ => Vec::new(),
        };
        Some(test_report::Score {
            cards,
            counting: counted,
            pucks,
            rail,
            summary,
        })
    }
}
