//! A computer player's turn: the core's decision (`game::decide`) made off
//! the frame loop (`thinker.rs`: a thread on native builds, a Web Worker
//! on the web), then handed to the play screen, which shows it as a
//! placement and a flick before the real shot. The decision itself is
//! deterministic (see `game::ai_turn`).

use super::super::words::refusal_words::RefusalWords;
use super::super::words::text::say;
use super::thinker;
use flickwood_core::ai::AiError;
use flickwood_core::game::{AiShot, Answer, Match, Question};
use flickwood_core::save::Language;

/// Why the AI gave no shot: its own reason, or its thread stopped. The
/// words for it are below.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoDecision {
    Ai(AiError),
    /// The thread panicked, or its answer was not a shot.
    Stopped,
}

impl RefusalWords for NoDecision {
    fn words(&self, lang: Language) -> String {
        match self {
            NoDecision::Ai(e) => e.words(lang),
            NoDecision::Stopped => say!(
                lang,
                "the AI stopped unexpectedly",
                "l’IA s’est arrêtée sans prévenir"
            ),
        }
    }
}

/// An AI seat's decision being made.
pub struct AiSeat(thinker::Thinker);

impl AiSeat {
    /// None when no AI is to shoot.
    pub fn start(game: &Match) -> Option<AiSeat> {
        thinker::Thinker::start(game, Question::Shot).map(AiSeat)
    }

    /// The decision once made. `wait` blocks until it is (scripted runs,
    /// whose fixed frames must not depend on how fast this machine thinks).
    pub fn poll(&mut self, wait: bool) -> Option<Result<AiShot, NoDecision>> {
        Some(match self.0.poll(wait)? {
            Answer::Shot(shot) => shot.map_err(NoDecision::Ai),
            _ => Err(NoDecision::Stopped),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::game::{MatchSettings, SeatKind, decide};
    use flickwood_core::save::{AiLevel, Profiles};
    use flickwood_core::spec::BoardKind;

    #[test]
    fn the_same_seed_gives_the_same_shot_and_a_thread_agrees() {
        let MatchSettings::Crokinole { format, table, .. } =
            MatchSettings::default_for(BoardKind::Crokinole)
        else {
            unreachable!()
        };
        let settings = MatchSettings::Crokinole {
            format,
            table,
            seats: [SeatKind::Ai(AiLevel::Beginner); 4],
        };
        let game = Match::new(settings, 5, &Profiles::default()).unwrap();
        let a = decide(&game.ai_request().unwrap()).unwrap();
        let b = decide(&game.ai_request().unwrap()).unwrap();
        assert_eq!(a, b);
        let c = AiSeat::start(&game).unwrap().poll(true).unwrap().unwrap();
        assert_eq!(a, c);
        assert!(game.check_shot(a.at, a.velocity).is_ok());
    }
}
