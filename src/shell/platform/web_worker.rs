//! The web's AI worker, both halves (web/think.js and the
//! `flickwood_think` plugin in web/index.html; contract in web/README.md):
//! - the page's side: `Remote` hands a job's text to the plugin, which
//!   posts it to the worker, and later takes the answer's text back;
//! - the worker's side: the worker instantiates this same wasm without
//!   running the game and calls the `flickwood_worker_*` exports, so the
//!   AI it runs is this very build.

use flickwood_core::game::{AiJob, Answer, JobCache};
use std::cell::RefCell;

unsafe extern "C" {
    /// Posts the job's text to the worker: a job id above 0, or 0 when no
    /// worker can run here.
    fn flickwood_think_start(ptr: *const u8, len: usize) -> i32;
    /// -1 while the worker thinks, -2 if it failed, else the answer's length.
    fn flickwood_think_poll(id: i32) -> i32;
    /// Copies the answer into `ptr` (`len` bytes) and forgets the job.
    fn flickwood_think_take(id: i32, ptr: *mut u8, len: usize);
    /// The job's answer is no longer wanted.
    fn flickwood_think_forget(id: i32);
    /// Starts the worker, which compiles its copy of the game, if it has
    /// not started.
    fn flickwood_think_warm();
}

pub fn warm_up() {
    // SAFETY: a plain import, no arguments.
    unsafe { flickwood_think_warm() }
}

/// Tells the JS bundle the plugin is used (it looks for this export).
#[unsafe(no_mangle)]
pub extern "C" fn flickwood_think_crate_version() -> u32 {
    1
}

/// A job in the worker.
pub struct Remote {
    id: i32,
}

pub enum Poll {
    Thinking,
    Answered(Answer),
    /// The worker failed (its error is in the console).
    Lost,
}

impl Remote {
    /// None when no worker can run here.
    pub fn start(job: &AiJob) -> Option<Remote> {
        let text = job.to_text();
        // SAFETY: pointer and length describe a live UTF-8 string; JS copies it at once.
        let id = unsafe { flickwood_think_start(text.as_ptr(), text.len()) };
        (id > 0).then_some(Remote { id })
    }

    pub fn poll(&mut self) -> Poll {
        // SAFETY: a plain import taking a number.
        let n = unsafe { flickwood_think_poll(self.id) };
        let Ok(len) = usize::try_from(n) else {
            return if n == -1 { Poll::Thinking } else { Poll::Lost };
        };
        let mut bytes = vec![0u8; len];
        // SAFETY: `bytes` is a live buffer of `len` bytes that JS fills.
        unsafe { flickwood_think_take(self.id, bytes.as_mut_ptr(), len) };
        String::from_utf8(bytes)
            .ok()
            .and_then(|t| Answer::from_text(&t))
            .map_or(Poll::Lost, Poll::Answered)
    }
}

impl Drop for Remote {
    fn drop(&mut self) {
        // SAFETY: a plain import taking a number.
        unsafe { flickwood_think_forget(self.id) };
    }
}

thread_local! {
    /// The worker's side: the job's text as written in, the answer's text
    /// as read out, and the last match replayed.
    static WORKER: RefCell<(Vec<u8>, String, JobCache)> = RefCell::default();
}

/// The worker's side: room for a job's text of `len` bytes, for JS to fill.
#[unsafe(no_mangle)]
pub extern "C" fn flickwood_worker_job(len: usize) -> *mut u8 {
    WORKER.with_borrow_mut(|(job, _, _)| {
        *job = vec![0; len];
        job.as_mut_ptr()
    })
}

/// The worker's side: answers the job written in; returns the answer's
/// length, to read at `flickwood_worker_answer`.
#[unsafe(no_mangle)]
pub extern "C" fn flickwood_worker_think() -> usize {
    WORKER.with_borrow_mut(|(job, answer, cache)| {
        let text = String::from_utf8_lossy(job);
        *answer = match AiJob::from_text(&text) {
            Ok(job) => job.answer(cache),
            Err(e) => Answer::Failed(e.to_string()),
        }
        .to_text();
        answer.len()
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn flickwood_worker_answer() -> *const u8 {
    WORKER.with_borrow(|(_, answer, _)| answer.as_ptr())
}
