//! Scripted play for tests: timed pointer events and screenshot commands
//! from a JSON file, played on a fixed 1/60 s frame clock so every run is
//! the same.
//!
//! ```json
//! {
//!   "events": [
//!     {"t": 0.50, "kind": "down", "x": 640, "y": 420},
//!     {"t": 0.55, "kind": "move", "x": 640, "y": 380, "id": 0},
//!     {"t": 0.60, "kind": "up",   "x": 640, "y": 340}
//!   ],
//!   "screenshots": [
//!     {"frame": 20, "name": "title"},
//!     {"t": 3.0, "name": "after-shot"}
//!   ],
//!   "end": 4.0
//! }
//! ```
//! `id` (default 0) tells fingers apart; `end` (default: half a second after
//! the last event or screenshot) is when the game exits.

// nanoserde's derived code for Option fields trips this lint.
#![allow(clippy::question_mark)]

use super::super::platform::input::{PointerEvent, PointerPhase};
use macroquad::prelude::vec2;
use nanoserde::DeJson;

/// The fixed frame time of a scripted run.
pub const FRAME_DT: f32 = 1.0 / 60.0;

#[derive(Clone, Debug, DeJson)]
pub struct ScriptEvent {
    pub t: f32,
    pub kind: String,
    pub x: f32,
    pub y: f32,
    #[nserde(default)]
    pub id: u64,
}

#[derive(Clone, Debug, DeJson)]
pub struct ScreenshotAt {
    #[nserde(default)]
    pub frame: Option<u64>,
    #[nserde(default)]
    pub t: Option<f32>,
    pub name: String,
}

#[derive(Clone, Debug, DeJson)]
pub struct Script {
    #[nserde(default)]
    pub events: Vec<ScriptEvent>,
    #[nserde(default)]
    pub screenshots: Vec<ScreenshotAt>,
    #[nserde(default)]
    pub end: Option<f32>,
}

impl Script {
    pub fn parse(text: &str) -> Result<Script, String> {
        let mut s: Script =
            flickwood_core::json::parse(text.as_bytes(), "script").map_err(|e| e.to_string())?;
        for e in &s.events {
            if !["down", "move", "up", "cancel"].contains(&e.kind.as_str()) {
                return Err(format!("event at t={}: unknown kind {:?}", e.t, e.kind));
            }
            if !(e.t.is_finite() && e.x.is_finite() && e.y.is_finite()) {
                return Err(format!("event at t={}: not a number", e.t));
            }
        }
        s.events.sort_by(|a, b| a.t.total_cmp(&b.t));
        for shot in &s.screenshots {
            if shot.frame.is_none() && shot.t.is_none() {
                return Err(format!("screenshot {:?} needs a frame or a t", shot.name));
            }
            if shot.name.is_empty() || shot.name.contains(['/', '\\']) || shot.name.contains("..") {
                return Err(format!(
                    "screenshot name {:?} is not a plain file name",
                    shot.name
                ));
            }
        }
        Ok(s)
    }
}

/// Plays a script frame by frame.
pub struct ScriptPlayer {
    script: Script,
    next_event: usize,
    taken: Vec<bool>,
    end: f32,
}

impl ScriptPlayer {
    pub fn new(script: Script) -> Self {
        let last_event = script.events.iter().map(|e| e.t).fold(0.0, f32::max);
        let last_shot = script
            .screenshots
            .iter()
            .map(|s| s.t.unwrap_or(s.frame.unwrap_or(0) as f32 * FRAME_DT))
            .fold(0.0, f32::max);
        let end = script.end.unwrap_or(last_event.max(last_shot) + 0.5);
        let taken = vec![false; script.screenshots.len()];
        ScriptPlayer {
            script,
            next_event: 0,
            taken,
            end,
        }
    }

    /// Events due by time `t`, each with its own time stamp.
    pub fn events_until(&mut self, t: f32) -> Vec<PointerEvent> {
        let mut out = Vec::new();
        while let Some(e) = self.script.events.get(self.next_event) {
            if e.t > t {
                break;
            }
            let phase = match e.kind.as_str() {
                "down" => PointerPhase::Down,
                "move" => PointerPhase::Move,
                "up" => PointerPhase::Up,
                _ => PointerPhase::Cancel,
            };
            out.push(PointerEvent {
                id: e.id,
                phase,
                pos: vec2(e.x, e.y),
                t: e.t,
            });
            self.next_event += 1;
        }
        out
    }

    /// Whether a screenshot not yet taken is due at this frame (or time).
    pub fn screenshot_due(&self, frame: u64, t: f32) -> bool {
        self.script
            .screenshots
            .iter()
            .zip(&self.taken)
            .any(|(s, &taken)| !taken && Self::due(s, frame, t))
    }

    fn due(s: &ScreenshotAt, frame: u64, t: f32) -> bool {
        s.frame.is_some_and(|f| frame >= f) || s.t.is_some_and(|st| t + 1e-4 >= st)
    }

    /// Names of the screenshots due at this frame (or time), each once.
    pub fn screenshots_due(&mut self, frame: u64, t: f32) -> Vec<String> {
        let mut out = Vec::new();
        for (i, s) in self.script.screenshots.iter().enumerate() {
            if Self::due(s, frame, t) && !self.taken[i] {
                self.taken[i] = true;
                out.push(s.name.clone());
            }
        }
        out
    }

    pub fn finished(&self, t: f32) -> bool {
        t >= self.end && self.taken.iter().all(|&x| x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_plays_in_order() {
        let s = Script::parse(
            r#"{"events":[{"t":0.2,"kind":"up","x":1,"y":2},{"t":0.1,"kind":"down","x":1,"y":2}],
                "screenshots":[{"frame":3,"name":"a"},{"t":0.15,"name":"b"}]}"#,
        )
        .unwrap();
        let mut p = ScriptPlayer::new(s);
        let e = p.events_until(0.15);
        assert_eq!(e.len(), 1);
        assert_eq!(e[0].phase, PointerPhase::Down);
        assert!(!p.screenshot_due(1, 0.1));
        assert!(p.screenshot_due(1, 0.15));
        assert_eq!(p.screenshots_due(1, 0.15), vec!["b".to_string()]);
        assert!(!p.screenshot_due(2, 0.18));
        assert_eq!(p.screenshots_due(3, 0.2), vec!["a".to_string()]);
        assert!(!p.finished(0.3));
        assert!(p.finished(0.71));
    }

    #[test]
    fn rejects_bad_scripts() {
        assert!(Script::parse("{").is_err());
        assert!(Script::parse(r#"{"events":[{"t":0,"kind":"jump","x":1,"y":2}]}"#).is_err());
        assert!(Script::parse(r#"{"screenshots":[{"name":"../x","frame":1}]}"#).is_err());
        // Skipped fields cut off or without a value once hung or panicked nanoserde.
        for text in [
            r#"{"events":[],"foo":["#,
            r#"{"note":}"#,
            r#"{"end":1,"x":"#,
        ] {
            let e = Script::parse(text).unwrap_err();
            assert!(e.starts_with("the file is damaged"), "{text}: {e}");
        }
    }
}
