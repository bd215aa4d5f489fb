//! Touches and the mouse, as one stream of pointer events keyed by id.
//!
//! macroquad's `touches()` comes from a HashMap (no stable order) and a tap
//! that starts and ends within one frame shows up only as `Ended`, so events
//! are keyed by id and an unseen `Ended` becomes a down and an up. Touch
//! positions are in physical pixels; they are divided by the DPI scale
//! (density.rs's: a phone's density included) so they match
//! `screen_width()` in px. The mouse comes from miniquad's own events, each
//! where it happened (`MouseFeed`). Mouse emulation of touches is turned
//! off at start-up, or every touch would arrive twice.

use super::density::{screen_dpi_scale, window_to_px};
use macroquad::prelude::*;
use std::collections::HashMap;

/// The id the mouse uses (touch ids are small numbers).
pub const MOUSE_ID: u64 = u64::MAX;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointerPhase {
    Down,
    Move,
    Up,
    /// The system took the touch away (a call, a gesture of its own).
    Cancel,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PointerEvent {
    pub id: u64,
    pub phase: PointerPhase,
    /// Logical pixels.
    pub pos: Vec2,
    /// Seconds: the script's own clock in scripted runs, the wall clock
    /// live (only differences between a finger's events are used).
    pub t: f32,
}

/// Reads the real touch screen and mouse once per frame.
#[derive(Default)]
pub struct LiveInput {
    /// Touches we have reported as down, with their last position.
    touches: HashMap<u64, Vec2>,
    mouse_down: bool,
    last_mouse: Vec2,
    /// Our subscription to miniquad's events (the mouse's, each where it happened).
    mouse_feed: Option<usize>,
    /// When a finger was last on the screen: some platforms (browsers)
    /// follow a touch with made-up mouse events, which must not count twice.
    last_touch: f32,
}

impl LiveInput {
    pub fn poll(&mut self, t: f32) -> Vec<PointerEvent> {
        let mut out = Vec::new();
        let touches = self.poll_touches(t, &mut out);
        if !touches.is_empty() || !self.touches.is_empty() {
            self.last_touch = t;
        }
        self.poll_mouse(t, &mut out);
        out
    }

    /// This frame's touches as pointer events (in logical pixels), in id
    /// order; the touches it still has.
    fn poll_touches(&mut self, t: f32, out: &mut Vec<PointerEvent>) -> Vec<Touch> {
        let dpi = screen_dpi_scale().max(0.01);
        let mut touches = touches();
        touches.sort_by_key(|t| t.id);
        for touch in &touches {
            let pos = touch.position / dpi;
            if !pos.is_finite() {
                continue;
            }
            let id = touch.id;
            let known = self.touches.contains_key(&id);
            let mut push = |phase| out.push(PointerEvent { id, phase, pos, t });
            match touch.phase {
                TouchPhase::Started => {
                    push(PointerPhase::Down);
                    self.touches.insert(id, pos);
                }
                TouchPhase::Moved | TouchPhase::Stationary => {
                    if !known {
                        push(PointerPhase::Down);
                    } else if self.touches[&id] != pos {
                        push(PointerPhase::Move);
                    }
                    self.touches.insert(id, pos);
                }
                TouchPhase::Ended => {
                    if !known {
                        push(PointerPhase::Down);
                    }
                    push(PointerPhase::Up);
                    self.touches.remove(&id);
                }
                TouchPhase::Cancelled => {
                    if known {
                        push(PointerPhase::Cancel);
                    }
                    self.touches.remove(&id);
                }
            }
        }
        // Touches that vanished without an end (the app was paused): cancel them.
        let live: Vec<u64> = touches.iter().map(|t| t.id).collect();
        let gone: Vec<u64> = self
            .touches
            .keys()
            .copied()
            .filter(|id| !live.contains(id))
            .collect();
        for id in gone {
            let pos = self.touches.remove(&id).unwrap_or_default();
            out.push(PointerEvent {
                id,
                phase: PointerPhase::Cancel,
                pos,
                t,
            });
        }

        touches
    }

    /// The mouse as one more pointer, unless a touch came lately (a touch
    /// screen's emulated mouse would double it). Read from miniquad's
    /// events, each where it happened: a frame's one `mouse_position()`
    /// put a press at wherever the mouse had got to by then, off the disc
    /// after a slow frame (seen under load in tests/shell_mouse).
    fn poll_mouse(&mut self, t: f32, out: &mut Vec<PointerEvent>) {
        let id = *self
            .mouse_feed
            .get_or_insert_with(macroquad::input::utils::register_input_subscriber);
        let mut feed = MouseFeed::default();
        macroquad::input::utils::repeat_all_miniquad_input(&mut feed, id);
        let touch_recently = self.last_touch > 0.0 && t - self.last_touch < 0.8;
        for (kind, raw) in feed.events {
            let m = window_to_px(raw);
            if !m.is_finite() {
                continue;
            }
            let mut push = |phase| {
                out.push(PointerEvent {
                    id: MOUSE_ID,
                    phase,
                    pos: m,
                    t,
                })
            };
            match kind {
                MouseKind::Down if !self.mouse_down && !touch_recently => {
                    self.mouse_down = true;
                    push(PointerPhase::Down);
                }
                MouseKind::Motion if self.mouse_down && m != self.last_mouse => {
                    push(PointerPhase::Move);
                }
                MouseKind::Up if self.mouse_down => {
                    self.mouse_down = false;
                    push(PointerPhase::Up);
                }
                _ => {}
            }
            self.last_mouse = m;
        }
        // A release the window never heard (it lost the pointer): let go.
        if self.mouse_down && !is_mouse_button_down(MouseButton::Left) {
            self.mouse_down = false;
            out.push(PointerEvent {
                id: MOUSE_ID,
                phase: PointerPhase::Up,
                pos: self.last_mouse,
                t,
            });
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MouseKind {
    Down,
    Motion,
    Up,
}

/// The left button's and the mouse's events since the last frame, in
/// order, in the window's pixels.
#[derive(Default)]
struct MouseFeed {
    events: Vec<(MouseKind, Vec2)>,
}

impl macroquad::miniquad::EventHandler for MouseFeed {
    fn update(&mut self) {}
    fn draw(&mut self) {}
    fn mouse_motion_event(&mut self, x: f32, y: f32) {
        self.events.push((MouseKind::Motion, vec2(x, y)));
    }
    fn mouse_button_down_event(&mut self, button: MouseButton, x: f32, y: f32) {
        if button == MouseButton::Left {
            self.events.push((MouseKind::Down, vec2(x, y)));
        }
    }
    fn mouse_button_up_event(&mut self, button: MouseButton, x: f32, y: f32) {
        if button == MouseButton::Left {
            self.events.push((MouseKind::Up, vec2(x, y)));
        }
    }
}

/// The path of every pointer that is down, with times (in whatever space
/// the events are given).
#[derive(Default)]
pub struct Traces {
    live: HashMap<u64, Vec<(f32, Vec2)>>,
}

impl Traces {
    /// Records `e`; returns the whole trace when the pointer lifts (not when cancelled).
    pub fn feed(&mut self, e: &PointerEvent) -> Option<Vec<(f32, Vec2)>> {
        match e.phase {
            PointerPhase::Down => {
                self.live.insert(e.id, vec![(e.t, e.pos)]);
                None
            }
            PointerPhase::Move => {
                if let Some(t) = self.live.get_mut(&e.id) {
                    t.push((e.t, e.pos));
                }
                None
            }
            PointerPhase::Up => {
                let mut t = self.live.remove(&e.id)?;
                if t.last().map(|p| p.1) != Some(e.pos) {
                    t.push((e.t, e.pos));
                }
                Some(t)
            }
            PointerPhase::Cancel => {
                self.live.remove(&e.id);
                None
            }
        }
    }

    pub fn get(&self, id: u64) -> Option<&[(f32, Vec2)]> {
        self.live.get(&id).map(|v| v.as_slice())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(id: u64, phase: PointerPhase, x: f32, t: f32) -> PointerEvent {
        PointerEvent {
            id,
            phase,
            pos: vec2(x, 0.0),
            t,
        }
    }

    #[test]
    fn traces_are_kept_per_finger() {
        let mut traces = Traces::default();
        assert!(traces.feed(&ev(1, PointerPhase::Down, 0.0, 0.0)).is_none());
        assert!(traces.feed(&ev(2, PointerPhase::Down, 50.0, 0.0)).is_none());
        traces.feed(&ev(1, PointerPhase::Move, 1.0, 0.1));
        traces.feed(&ev(2, PointerPhase::Move, 51.0, 0.1));
        let one = traces.feed(&ev(1, PointerPhase::Up, 2.0, 0.2)).unwrap();
        assert_eq!(one.len(), 3);
        assert!(one.iter().all(|p| p.1.x < 10.0));
        // A cancelled finger gives no trace.
        traces.feed(&ev(2, PointerPhase::Cancel, 51.0, 0.2));
        assert!(traces.feed(&ev(2, PointerPhase::Up, 51.0, 0.3)).is_none());
        // An up for a finger never seen down is ignored.
        assert!(traces.feed(&ev(9, PointerPhase::Up, 0.0, 0.3)).is_none());
    }
}
