//! The review computed off the frame loop, a shot at a time: natively on
//! a thread that stops between shots when the screen goes; on the web in
//! the Web Worker (`platform/web_worker.rs`), one job a shot
//! (`review::shot_job`), answered with the same bits. Where no worker runs,
//! the web reviews a shot in place per frame, as the AI does.

use flickwood_core::review::ShotReview;
use flickwood_core::save::MatchRecord;

/// A shot's review, or why the record could not be reviewed.
pub type Reviewed = Result<ShotReview, String>;

pub struct Work {
    #[cfg(not(target_arch = "wasm32"))]
    native: native::Native,
    #[cfg(target_arch = "wasm32")]
    web: web::Web,
}

impl Work {
    /// Starts on the moves `todo` of `record`.
    pub fn start(record: MatchRecord, todo: Vec<usize>) -> Work {
        Work {
            #[cfg(not(target_arch = "wasm32"))]
            native: native::Native::start(record, todo),
            #[cfg(target_arch = "wasm32")]
            web: web::Web::start(record, todo),
        }
    }

    /// The reviews finished since the last call. `wait` blocks for the next
    /// one (scripted runs, whose frames must not depend on this machine).
    pub fn poll(&mut self, wait: bool) -> Vec<Reviewed> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.native.poll(wait)
        }
        #[cfg(target_arch = "wasm32")]
        {
            let _ = wait;
            self.web.poll()
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::Reviewed;
    use flickwood_core::review::{ReviewBudget, Reviewer, Whose};
    use flickwood_core::save::MatchRecord;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::mpsc::{Receiver, channel};

    pub struct Native {
        answers: Receiver<Reviewed>,
        stop: Arc<AtomicBool>,
    }

    impl Native {
        pub fn start(record: MatchRecord, todo: Vec<usize>) -> Native {
            let (send, answers) = channel();
            let stop = Arc::new(AtomicBool::new(false));
            let stopped = stop.clone();
            std::thread::spawn(move || {
                let mut reviewer =
                    match Reviewer::new(record, Whose::People, ReviewBudget::standard()) {
                        Ok(r) => r,
                        Err(e) => return drop(send.send(Err(e.to_string()))),
                    };
                while !stopped.load(Ordering::Relaxed) {
                    let next = match reviewer.next_shot() {
                        Ok(Some(r)) if todo.contains(&r.at) => Ok(r),
                        Ok(Some(_)) => continue,
                        Ok(None) => return,
                        Err(e) => Err(e.to_string()),
                    };
                    let failed = next.is_err();
                    // The screen went: nobody listens, stop.
                    if send.send(next).is_err() || failed {
                        return;
                    }
                }
            });
            Native { answers, stop }
        }

        pub fn poll(&mut self, wait: bool) -> Vec<Reviewed> {
            let mut got: Vec<Reviewed> = self.answers.try_iter().collect();
            if got.is_empty()
                && wait
                && let Ok(r) = self.answers.recv()
            {
                got.push(r);
            }
            got
        }
    }

    impl Drop for Native {
        fn drop(&mut self) {
            self.stop.store(true, Ordering::Relaxed);
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use super::super::super::platform::web_worker::{Poll, Remote};
    use super::Reviewed;
    use flickwood_core::game::{Answer, JobCache};
    use flickwood_core::review::shot_job;
    use flickwood_core::save::MatchRecord;

    pub struct Web {
        record: MatchRecord,
        todo: Vec<usize>,
        next: usize,
        remote: Option<Remote>,
        /// In place, where the worker cannot answer.
        cache: JobCache,
    }

    impl Web {
        pub fn start(record: MatchRecord, todo: Vec<usize>) -> Web {
            let mut web = Web {
                record,
                todo,
                next: 0,
                remote: None,
                cache: JobCache::default(),
            };
            web.ask();
            web
        }

        fn ask(&mut self) {
            self.remote = (self.todo.get(self.next))
                .and_then(|&at| Remote::start(&shot_job(&self.record, at)));
        }

        fn read(&mut self, answer: Answer) -> Option<Reviewed> {
            self.next += 1;
            self.ask();
            match answer {
                Answer::Review(Ok(Some(r))) => Some(Ok(r)),
                Answer::Review(Ok(None)) => None,
                Answer::Review(Err(why)) | Answer::Failed(why) => Some(Err(why)),
                _ => Some(Err("the worker answered another question".into())),
            }
        }

        pub fn poll(&mut self) -> Vec<Reviewed> {
            let Some(&at) = self.todo.get(self.next) else {
                return Vec::new();
            };
            if let Some(remote) = self.remote.as_mut() {
                match remote.poll() {
                    Poll::Thinking => return Vec::new(),
                    Poll::Answered(a) if matches!(a, Answer::Review(_)) => {
                        return self.read(a).into_iter().collect();
                    }
                    // Lost or failed: this shot in place.
                    _ => self.remote = None,
                }
            }
            let answer = shot_job(&self.record, at).answer(&mut self.cache);
            self.read(answer).into_iter().collect()
        }
    }
}
