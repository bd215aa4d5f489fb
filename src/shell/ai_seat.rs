//! A computer player's turn: the decision from `flickwood_core::ai` made off the
//! frame loop (a thread on native builds; on the web, which has no threads,
//! right after a "thinking" frame has been drawn), then handed to the play
//! screen, which shows it as a placement and a flick before the real shot.
//!
//! Deterministic: the AI's seed comes from the match seed and the number of
//! moves played, so the same match asks the same questions and gets the
//! same answers.

use flickwood_core::ai::{self, Level};
use flickwood_core::crokinole;
use flickwood_core::geom::Vec2;
use flickwood_core::pitchnut;
use flickwood_core::save::AiLevel;

/// What the AI needs to decide: a copy of the position it is to play.
pub enum AiPosition {
    Crokinole(Box<crokinole::State>),
    Pitchnut(Box<pitchnut::Game>),
}

pub struct Request {
    pub position: AiPosition,
    pub level: AiLevel,
    pub seed: u64,
}

/// The AI's shot, in the match's terms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AiShot {
    /// Where the disc is put before the flick.
    pub at: Vec2,
    /// The flick as played (with the level's execution error).
    pub velocity: Vec2,
    /// The flick it meant: the aim line shows this one.
    pub intended: Vec2,
    pub declare_twenty: bool,
}

/// The seed for the AI's decision on move `moves_played` of a match seeded `seed`.
pub fn decision_seed(seed: u64, moves_played: usize) -> u64 {
    ai::search::stream_seed(seed, moves_played, 0xA1)
}

pub fn level(l: AiLevel) -> Level {
    match l {
        AiLevel::Beginner => Level::Beginner,
        AiLevel::Casual => Level::Casual,
        AiLevel::Club => Level::Club,
        AiLevel::Expert => Level::Expert,
        AiLevel::Champion => Level::Champion,
    }
}

/// Why the AI gave no shot: its own reason, or its thread stopped. The
/// words for it are in `refusal_words`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoDecision {
    Ai(ai::AiError),
    Stopped,
}

/// Decides, on the calling thread.
pub fn decide(req: &Request) -> Result<AiShot, NoDecision> {
    let lv = level(req.level);
    match &req.position {
        AiPosition::Crokinole(state) => {
            let d = ai::crokinole::choose(state, lv, req.seed).map_err(NoDecision::Ai)?;
            Ok(AiShot {
                at: d.place,
                velocity: d.velocity,
                intended: d.intended_velocity,
                declare_twenty: d.declare_twenty,
            })
        }
        AiPosition::Pitchnut(game) => {
            let d = ai::pitchnut::choose(game, lv, req.seed).map_err(NoDecision::Ai)?;
            Ok(AiShot {
                at: d.pos,
                velocity: d.velocity,
                intended: d.intended_velocity,
                declare_twenty: false,
            })
        }
    }
}

/// A decision being made.
pub struct Thinker {
    #[cfg(not(target_arch = "wasm32"))]
    job: Option<std::thread::JoinHandle<Result<AiShot, NoDecision>>>,
    #[cfg(target_arch = "wasm32")]
    job: Option<Request>,
    /// Polls so far (the web build decides on the second, after a frame is drawn).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    polls: u32,
}

impl Thinker {
    pub fn start(req: Request) -> Thinker {
        #[cfg(not(target_arch = "wasm32"))]
        let job = Some(std::thread::spawn(move || decide(&req)));
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
            Some(decide(&req))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::crokinole::{Setup, State, TableKind};
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
        let req = || Request {
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
