//! The toss and its winner's choice in words (crokinole: first or second,
//! with the seed's note on the hammer; pitchnut: who breaks), in English
//! and French. The core gives the kinds (`game::TossChoice`, `TossReason`).

use super::match_words::Words;
use super::text::say;
use flickwood_core::game::{Opening, TossChoice, TossDecision, TossReason};

impl Words<'_> {
    /// The panel's title: who won the toss and must now choose.
    pub fn toss_title(&self, winner: u8) -> String {
        let who = self.player_name(winner);
        match self.game.board() {
            flickwood_core::spec::BoardKind::Crokinole => {
                say!(self.lang, "{who} wins the toss", "{who} gagne le tirage")
            }
            flickwood_core::spec::BoardKind::Pitchnut => say!(
                self.lang,
                "{who} wins the coin toss",
                "{who} gagne à pile ou face"
            ),
        }
    }

    /// What the panel says under its title, in short lines: how the toss
    /// went and what the winner now chooses (crokinole: with the seed's
    /// note on the hammer).
    pub fn toss_lines(&self, winner: u8) -> Vec<String> {
        let lang = self.lang;
        let who = self.player_name(winner);
        let de_who = super::text::de(&who);
        match self.game.board() {
            flickwood_core::spec::BoardKind::Crokinole => vec![
                say!(
                    lang,
                    "Puck in hand: {who}'s colour was picked.",
                    "Rondelle en main : la couleur {de_who} est choisie."
                ),
                say!(
                    lang,
                    "Shoot first, or second?",
                    "Tirer en premier, ou en second ?",
                ),
                say!(lang, "Second has the hammer:", "En second, le marteau :"),
                say!(
                    lang,
                    "the last shot, which can win or lose the game.",
                    "le dernier tir, qui peut gagner ou perdre la partie.",
                ),
            ],
            flickwood_core::spec::BoardKind::Pitchnut => vec![
                say!(
                    lang,
                    "The winner of the coin toss",
                    "Le gagnant du pile ou face",
                ),
                say!(lang, "chooses who breaks.", "choisit qui casse."),
            ],
        }
    }

    /// A choice's button.
    pub fn toss_button(&self, winner: u8, choice: TossChoice) -> String {
        let lang = self.lang;
        match choice {
            TossChoice::First => say!(lang, "Shoot first", "Tirer en premier"),
            TossChoice::Second => say!(lang, "Shoot second", "Tirer en second"),
            TossChoice::Break(seat) if seat == winner => say!(lang, "I break", "Je casse"),
            TossChoice::Break(seat) => {
                let who = self.player_name(seat);
                say!(lang, "{who} breaks", "{who} casse")
            }
        }
    }

    /// The choice made, as the message after it.
    pub fn toss_chosen(&self, winner: u8, choice: TossChoice) -> String {
        let lang = self.lang;
        let who = self.player_name(winner);
        match choice {
            TossChoice::First => say!(
                lang,
                "{who} chooses to shoot first",
                "{who} choisit de tirer en premier"
            ),
            TossChoice::Second => say!(
                lang,
                "{who} chooses to shoot second",
                "{who} choisit de tirer en second"
            ),
            TossChoice::Break(seat) if seat == winner => {
                say!(lang, "{who} chooses to break", "{who} choisit de casser")
            }
            TossChoice::Break(seat) => {
                let other = self.player_name(seat);
                say!(
                    lang,
                    "{who} chooses: {other} breaks",
                    "{who} choisit : {other} casse"
                )
            }
        }
    }

    /// An AI winner's choice and its reason.
    pub fn toss_decided(&self, d: &TossDecision) -> String {
        let chosen = self.toss_chosen(d.seat, d.choice);
        let why = match d.reason {
            TossReason::Hammer => say!(
                self.lang,
                "for the hammer, the last shot of the round",
                "pour le marteau, le dernier tir de la manche",
            ),
            TossReason::Break => say!(
                self.lang,
                "the break is the first chance to sink pieces",
                "la casse est la première occasion d’empocher",
            ),
        };
        say!(self.lang, "{chosen}: {why}", "{chosen} : {why}")
    }

    /// Pitchnut's opening: the coin toss, and the choice once made.
    pub(crate) fn coin_opening(&self) -> Vec<String> {
        let Opening::Coin { winner, breaker } = *self.game.opening() else {
            return Vec::new();
        };
        let mut lines = vec![self.toss_title(winner)];
        if let Some(d) = self.game.ai_toss() {
            lines.push(self.toss_decided(&d));
        } else if let Some(b) = breaker {
            lines.push(self.toss_chosen(winner, TossChoice::Break(b)));
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::game::{Match, MatchSettings, SeatKind};
    use flickwood_core::save::{AiLevel, Language, Profiles};
    use flickwood_core::spec::BoardKind;

    /// A match whose toss the AI (seat 2) wins, against a guest at seat 0.
    fn ai_won(board: BoardKind) -> Match {
        let ai = SeatKind::Ai(AiLevel::Club);
        let mut settings = MatchSettings::default_for(board);
        *settings.seats_mut() = [SeatKind::Guest, ai, ai, ai];
        (0..64)
            .map(|seed| Match::new(settings, seed, &Profiles::default()).unwrap())
            .find(|g| g.ai_toss().is_some())
            .expect("a seed the AI wins")
    }

    /// An AI toss winner's choice and its reason open the match, in the
    /// player's language.
    #[test]
    fn the_opening_says_what_an_ai_winner_chose_and_why() {
        let croki = ai_won(BoardKind::Crokinole);
        let nut = ai_won(BoardKind::Pitchnut);
        let said = |g: &Match, lang| Words::new(g, lang).opening().join(" | ");
        let en = said(&croki, Language::English);
        assert!(
            en.contains("chooses to shoot second: for the hammer, the last shot of the round"),
            "{en}"
        );
        let fr = said(&croki, Language::French);
        assert!(
            fr.contains("choisit de tirer en second : pour le marteau"),
            "{fr}"
        );
        let en = said(&nut, Language::English);
        assert!(
            en.contains("wins the coin toss")
                && en.contains("chooses to break: the break is the first chance to sink pieces"),
            "{en}"
        );
        let fr = said(&nut, Language::French);
        assert!(fr.contains("choisit de casser : la casse"), "{fr}");
    }
}
