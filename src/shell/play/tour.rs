//! What the text tour (`shell/app/text_tour.rs`) puts over a match to draw it:
//! a round's or a pitchnut game's summary and the pass-and-play hand-over. The match result
//! needs no hook: a match taken up already over shows it by itself.

use super::*;
use flickwood_core::game::{Played, RoundTally};

impl PlayScreen {
    /// A crokinole round's summary, in the language on screen (call after
    /// an `update`, which reads the chosen language).
    pub fn show_round_summary(&mut self, round: &RoundTally) {
        let summary = self.words().round_summary(round);
        self.enter(Phase::RoundSummary(summary));
    }

    /// The summary of the pitchnut game `played` ended (the match at the
    /// position just after it); nothing if it ended none.
    pub fn show_game_summary(&mut self, played: &Played) {
        if let Some(summary) = self.words().game_summary(played) {
            self.enter(Phase::RoundSummary(summary));
        }
    }

    /// "Pass to <name>" for the seat to play, as between two people.
    pub fn show_pass_to(&mut self) {
        let seat = self.turn.map_or(0, |t| t.seat);
        let name = self.words().player_name(seat);
        self.enter(Phase::Handover(name));
    }
}
