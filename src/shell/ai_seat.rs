//! A computer player's turn: the core's decision (`game::decide`) made off
//! the frame loop (a thread on native builds; on the web, which has no
//! threads, right after a "thinking" frame has been drawn), then handed to
//! the play screen, which shows it as a placement and a flick before the
//! real shot. The decision itself is deterministic (see `game::ai_turn`).

use flickwood_core::ai::AiError;
use flickwood_core::game::{AiRequest, AiShot, decide};

/// Why the AI gave no shot: its own reason, or its thread stopped. The
/// words for it are in `refusal_words`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoDecision {
    Ai(AiError),
    /// The thread panicked (native builds only: the web decides in place).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    Stopped,
}

/// A decision being made.
pub struct Thinker {
    #[cfg(not(target_arch = "wasm32"))]
    job: Option<std::thread::JoinHandle<Result<AiShot, NoDecision>>>,
    #[cfg(target_arch = "wasm32")]
    job: Option<AiRequest>,
    /// Polls so far (the web build decides on the second, after a frame is drawn).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    polls: u32,
}

impl Thinker {
    pub fn start(req: AiRequest) -> Thinker {
        #[cfg(not(target_arch = "wasm32"))]
        let job = Some(std::thread::spawn(move || {
            decide(&req).map_err(NoDecision::Ai)
        }));
        #[cfg(target_arch = "wasm32")]
        let job = Some(req);
        Thinker { job, polls: 0 }
    }

    /// The decision once made. `wait` blocks until it is (scripted runs,
    /// whose fixed frames must not depend on how fast this machine thinks).
    pub fn poll(&mut self, wait: bool) -> Option<Result<AiShot, NoDecision>> {
        self.polls += 1;
        #[cfg(not(target_arch = "wasm32"))]
        {
            let ready = self.job.as_ref()?.is_finished();
            if !ready && !wait {
                return None;
            }
            let job = self.job.take()?;
            Some(job.join().unwrap_or(Err(NoDecision::Stopped)))
        }
        #[cfg(target_arch = "wasm32")]
        {
            let _ = wait;
            if self.polls < 2 {
                return None;
            }
            let req = self.job.take()?;
            Some(decide(&req).map_err(NoDecision::Ai))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::crokinole::{self, Setup, State, TableKind};
    use flickwood_core::game::{AiPosition, decision_seed};
    use flickwood_core::save::AiLevel;
    use flickwood_core::spec::Spec;

    fn opening_state() -> State {
        let setup = Setup {
            table: Some(TableKind::TwoPlayers),
            ..Default::default()
        };
        let s = State::new(&Spec::STANDARD.crokinole, &setup).unwrap();
        let toss = crokinole::Toss {
            hider: 0,
            chooser: 2,
            hider_colour_in: crokinole::Hand::Left,
            chosen: crokinole::Hand::Left,
        };
        s.toss(&toss).unwrap().0.choose(true).unwrap().0
    }

    #[test]
    fn the_same_seed_gives_the_same_shot_and_a_thread_agrees() {
        let state = opening_state();
        let req = || AiRequest {
            position: AiPosition::Crokinole(Box::new(state.clone())),
            level: AiLevel::Beginner,
            seed: decision_seed(5, 2),
        };
        let a = decide(&req()).unwrap();
        let b = decide(&req()).unwrap();
        assert_eq!(a, b);
        let mut t = Thinker::start(req());
        let c = t.poll(true).unwrap().unwrap();
        assert_eq!(a, c);
        assert!(
            state
                .shot_input(&Spec::STANDARD, a.at, a.velocity, 0.0)
                .is_ok()
        );
    }
}
