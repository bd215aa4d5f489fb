//! The AI thinking off the frame loop, for an AI seat's shot and for a
//! person's hint: on a thread on native builds; on the web in a Web Worker
//! with its own copy of the game (`web_worker.rs`), which is handed the
//! match's record (`game::AiJob`) and answers with the same bits. Where no
//! worker can run (an old browser, a page opened from a file), the web
//! decides in place once a "thinking" frame has been drawn, as before.

use flickwood_core::game::{AiRequest, Answer, Match, Question, decide, hint};

/// A question being answered.
pub struct Thinker {
    #[cfg(not(target_arch = "wasm32"))]
    thread: Option<std::thread::JoinHandle<Answer>>,
    #[cfg(target_arch = "wasm32")]
    remote: Option<super::super::platform::web_worker::Remote>,
    /// Kept to answer in place if the worker cannot (the web only).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    local: Option<(Question, AiRequest)>,
    /// Polls so far: in place, the web answers on the second, after a
    /// frame saying "thinking" is drawn.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    polls: u32,
}

/// The question asked of the AI, answered on the calling thread.
pub fn answer_here(question: Question, req: AiRequest) -> Answer {
    match question {
        Question::Shot => Answer::Shot(decide(&req)),
        Question::Hint => Answer::Hint(hint(req)),
        // A seat's turn never asks for a review (`screens/review.rs` does).
        Question::Review => Answer::Failed("a review is not a seat's question".into()),
    }
}

/// Readies the web's worker (it compiles its copy of the game, most of a
/// second on a phone) before the first question; nothing elsewhere.
pub fn warm_up() {
    #[cfg(target_arch = "wasm32")]
    super::super::platform::web_worker::warm_up();
}

impl Thinker {
    /// Starts on `question` for the match in play; None when it has no
    /// such question now (no AI to shoot, no shot due).
    pub fn start(game: &Match, question: Question) -> Option<Thinker> {
        let req = match question {
            Question::Shot => game.ai_request()?,
            Question::Hint => game.hint_request()?,
            Question::Review => return None,
        };
        Some(Thinker::start_request(game, question, req))
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn start_request(_game: &Match, question: Question, req: AiRequest) -> Thinker {
        Thinker {
            thread: Some(std::thread::spawn(move || answer_here(question, req))),
            local: None,
            polls: 0,
        }
    }

    #[cfg(target_arch = "wasm32")]
    fn start_request(game: &Match, question: Question, req: AiRequest) -> Thinker {
        let remote = game
            .job(question)
            .and_then(|job| super::super::platform::web_worker::Remote::start(&job));
        Thinker {
            remote,
            local: Some((question, req)),
            polls: 0,
        }
    }

    /// The answer once there is one. `wait` blocks until there is
    /// (scripted runs, whose fixed frames must not depend on how fast this
    /// machine thinks). A thread that panicked answers `Failed`.
    pub fn poll(&mut self, wait: bool) -> Option<Answer> {
        self.polls += 1;
        #[cfg(not(target_arch = "wasm32"))]
        {
            let ready = self.thread.as_ref()?.is_finished();
            if !ready && !wait {
                return None;
            }
            let thread = self.thread.take()?;
            Some(
                thread
                    .join()
                    .unwrap_or_else(|_| Answer::Failed("the AI's thread stopped".into())),
            )
        }
        #[cfg(target_arch = "wasm32")]
        {
            let _ = wait;
            if let Some(remote) = self.remote.as_mut() {
                match remote.poll() {
                    super::super::platform::web_worker::Poll::Thinking => return None,
                    super::super::platform::web_worker::Poll::Answered(a)
                        if !matches!(a, Answer::Failed(_)) =>
                    {
                        self.remote = None;
                        self.local = None;
                        return Some(a);
                    }
                    // The worker failed or could not read the job: in place.
                    _ => {
                        self.remote = None;
                        self.polls = 0;
                        return None;
                    }
                }
            }
            if self.polls < 2 {
                return None;
            }
            let (question, req) = self.local.take()?;
            Some(answer_here(question, req))
        }
    }
}
