//! Save writes on a thread of their own, so a slow disk (an fsync can take
//! tens of milliseconds on a phone or a busy machine) never stalls a frame.
//! Writes go out in order; reads and the rare set-asides first wait for the
//! writes before them. How each write went comes back through `Handle`.

use flickwood_core::save::storage::{Copy, Storage};
use flickwood_core::save::{FileStorage, SaveError};
use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, Mutex};

enum Job {
    Write(String, Vec<u8>),
    /// Answers once every job before it is done.
    Flush(Sender<()>),
}

type Results = Arc<Mutex<Vec<Result<(), SaveError>>>>;

/// The game's side of the writer: results to collect, and a way to wait.
#[derive(Clone)]
pub struct Handle {
    jobs: Sender<Job>,
    results: Results,
}

impl Handle {
    /// How the writes finished since the last call, in order.
    pub fn take_results(&self) -> Vec<Result<(), SaveError>> {
        match self.results.lock() {
            Ok(mut r) => std::mem::take(&mut *r),
            Err(poisoned) => std::mem::take(&mut *poisoned.into_inner()),
        }
    }

    /// Waits until every write asked for so far is on disk (or failed).
    pub fn flush(&self) {
        let (tx, rx) = channel();
        if self.jobs.send(Job::Flush(tx)).is_ok() {
            let _ = rx.recv();
        }
    }
}

/// A `FileStorage` whose writes happen on the writer thread.
pub struct Background {
    files: FileStorage,
    handle: Handle,
}

/// Starts the writer; Err if no thread can be made (then write directly).
pub fn start(files: FileStorage) -> Result<(Background, Handle), SaveError> {
    let (tx, rx) = channel::<Job>();
    let results: Results = Arc::default();
    let mut writer = files.clone();
    let out = results.clone();
    std::thread::Builder::new()
        .name("flickwood-save".into())
        .spawn(move || {
            let debug = std::env::var_os("FLICKWOOD_DEBUG").is_some();
            for job in rx {
                match job {
                    Job::Write(name, bytes) => {
                        let t0 = std::time::Instant::now();
                        let r = writer.write(&name, &bytes);
                        if debug {
                            eprintln!(
                                "save: wrote {name} ({} bytes) in {:.1} ms on the writer thread",
                                bytes.len(),
                                t0.elapsed().as_secs_f64() * 1000.0
                            );
                        }
                        match out.lock() {
                            Ok(mut v) => v.push(r),
                            Err(poisoned) => poisoned.into_inner().push(r),
                        }
                    }
                    Job::Flush(done) => {
                        let _ = done.send(());
                    }
                }
            }
        })
        .map_err(|e| SaveError::new(format!("no thread for saving: {e}")))?;
    let handle = Handle { jobs: tx, results };
    Ok((
        Background {
            files,
            handle: handle.clone(),
        },
        handle,
    ))
}

impl Storage for Background {
    fn read(&self, name: &str, copy: Copy) -> Result<Option<Vec<u8>>, SaveError> {
        self.handle.flush();
        self.files.read(name, copy)
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), SaveError> {
        match self
            .handle
            .jobs
            .send(Job::Write(name.to_string(), bytes.to_vec()))
        {
            Ok(()) => Ok(()),
            // The writer is gone: write here instead.
            Err(_) => self.files.write(name, bytes),
        }
    }

    fn set_aside(&mut self, name: &str, copy: Copy) -> Result<String, SaveError> {
        self.handle.flush();
        self.files.set_aside(name, copy)
    }

    fn keep_aside(&mut self, name: &str, bytes: &[u8]) -> Result<String, SaveError> {
        self.handle.flush();
        self.files.keep_aside(name, bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_land_in_order_and_report() {
        let dir = std::env::temp_dir().join(format!("flickwood-bg-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let (mut bg, handle) = start(FileStorage::new(&dir).unwrap()).unwrap();
        for n in 0..20 {
            bg.write("f.json", format!("{n}").as_bytes()).unwrap();
        }
        handle.flush();
        assert_eq!(bg.read("f.json", Copy::Main).unwrap(), Some(b"19".to_vec()));
        assert_eq!(
            bg.read("f.json", Copy::Backup).unwrap(),
            Some(b"18".to_vec())
        );
        let results = handle.take_results();
        assert_eq!(results.len(), 20);
        assert!(results.iter().all(Result::is_ok));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
