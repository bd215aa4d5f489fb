//! A crokinole round counted on the board (`motion/`), then its summary:
//! while it is counted the HUD shows that round as it ended (its number,
//! each side's pucks and 20s, nothing left to shoot, not yet who won), and
//! the result and the next round come once the count is done.

use super::*;

impl PlayScreen {
    /// The round being counted on the board now, if one is.
    pub(super) fn counting(&self) -> Option<&RoundTally> {
        let counting = match &self.phase {
            Phase::Counting => true,
            // The pause menu over the count: the HUD under it shows the count.
            Phase::Paused(under) => matches!(**under, Phase::Counting),
            _ => false,
        };
        self.effects.counted.as_ref().filter(|_| counting)
    }

    /// The top bar's line: the match format's progress.
    pub(super) fn status_line(&self) -> String {
        // A drill is no match: no format, no round.
        if self.options.practice {
            return tr(self.options.lang, T::Practice).to_string();
        }
        match self.counting() {
            Some(round) => self.words().round_status(round.round),
            None => self.words().status(),
        }
    }

    /// Who shoots next, under the status (no one while a round is counted).
    pub(super) fn turn_line(&self) -> String {
        // A drill has one shooter and no sides: their name alone.
        if self.options.practice {
            let Some(t) = self.turn else {
                return String::new();
            };
            let who = self.words().player_name(t.seat);
            let to = text::a(&who, true);
            return text::say!(self.options.lang, "{who} to shoot", "{to} de tirer");
        }
        match self.counting() {
            Some(_) => String::new(),
            None => self.words().turn_label(),
        }
    }

    /// Each side's colour, name and figures, as the side boxes show them.
    pub(super) fn shown_side_lines(&self) -> Vec<(Side, String, String)> {
        match self.counting() {
            Some(round) => self.words().ended_side_lines(round),
            None => self.words().side_lines(),
        }
    }

    /// The score panel's cards: as the side lines, the side to shoot edged.
    pub(super) fn score_cards(&self) -> Vec<super::super::words::hud_words::Card> {
        let tallies = match self.counting() {
            Some(round) => round.ended.clone(),
            None => self.game.side_tallies(),
        };
        let shooter = self.turn.filter(|_| self.counting().is_none());
        self.words().score_cards(&tallies, shooter.map(|t| t.seat))
    }

    /// A shot ended `round`: it is counted on the board first; `later`
    /// (who won it, the next round) is said once it has been.
    pub(super) fn count(&mut self, round: RoundTally, later: Vec<String>) {
        let summary = self.words().round_summary(&round);
        self.effects.motion.count_round(summary, &self.spec);
        self.effects.counted = Some(round);
        self.effects.after_count = later;
    }

    /// The count is over (or `skip`: a tap ends it): the round's summary,
    /// and what the round's end said.
    pub(super) fn end_count(&mut self, skip: bool) {
        if let Some(summary) = self.effects.motion.release_round(skip) {
            self.effects.counted = None;
            let later = std::mem::take(&mut self.effects.after_count);
            if !later.is_empty() {
                self.say(&later.join("  ·  "));
            }
            self.enter(Phase::RoundSummary(summary));
        }
    }
}
