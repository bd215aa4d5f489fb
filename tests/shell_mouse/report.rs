//! The game's test report as the mouse test reads it: the file that
//! `flickwood --report FILE` rewrites (temp file, then rename) whenever the
//! state changes; the fields are the web's (web/README.md).

// nanoserde's derive expands `Option` fields into code that clippy's
// question_mark lint flags; the lint is about generated code only.
#![allow(clippy::question_mark)]

use nanoserde::DeJson;
use std::path::PathBuf;

#[derive(Clone, Debug, Default, DeJson)]
pub struct Spot {
    pub x: f32,
    pub y: f32,
}

#[derive(Clone, Debug, DeJson)]
pub struct Stroke {
    pub x0: f32,
    pub y0: f32,
    pub x1: f32,
    pub y1: f32,
}

#[derive(Clone, Debug, DeJson)]
pub struct Seat {
    pub x: f32,
    pub y: f32,
    pub who: String,
}

#[derive(Clone, Debug, DeJson)]
pub struct LastShot {
    pub speed: f32,
    pub heading: f32,
    /// Before the default aids spread it.
    pub meant_speed: f32,
    pub meant_heading: f32,
}

#[derive(Clone, Debug, DeJson)]
pub struct State {
    pub screen: String,
    pub game: Option<String>,
    #[nserde(default)]
    pub shots: u32,
    pub tap: Option<Spot>,
    pub pitchnut: Option<Spot>,
    pub pull: Option<Stroke>,
    pub flick: Option<Stroke>,
    pub overlay: Option<String>,
    pub last_shot: Option<LastShot>,
    /// On a person's turn, the waiting disc's aim (degrees off straight ahead).
    pub aim: Option<f32>,
    #[nserde(default)]
    pub seats: Vec<Seat>,
}

/// A state and the file's text it was read from.
#[derive(Clone, Debug)]
pub struct Seen {
    pub state: State,
    pub json: String,
}

impl std::ops::Deref for Seen {
    type Target = State;
    fn deref(&self) -> &State {
        &self.state
    }
}

/// The report file and the last state read from it.
pub struct Report {
    file: PathBuf,
    last: String,
}

impl Report {
    pub fn new(file: PathBuf) -> Report {
        Report {
            file,
            last: String::new(),
        }
    }

    /// The state now, if the game has written one.
    pub fn read(&mut self) -> Option<Seen> {
        let json = std::fs::read_to_string(&self.file).ok()?;
        let state = State::deserialize_json(&json)
            .unwrap_or_else(|e| panic!("the report is not a state: {e}: {json}"));
        self.last = json.clone();
        Some(Seen { state, json })
    }

    pub fn last_json(&self) -> &str {
        &self.last
    }
}
