//! How far each button is pushed in: it sinks under the finger within a
//! few frames and springs back, a little past its rest and home, over
//! `SPRING` seconds after the finger lifts; it is also squeezed smaller
//! as it goes in, which eases off if the finger stays (so an option shown
//! chosen, drawn held, sits sunk but full size in its frame). With
//! reduced motion it is simply down or up.
//!
//! `ui::button` is told only whether a button is held, every frame, so
//! each button's history is kept here, keyed by where it is on screen; the
//! game loop moves the clock on (`tick`), on the game's time (fixed frames
//! in a scripted run, so screenshots are the same every run).

use macroquad::prelude::Rect;
use std::cell::RefCell;
use std::collections::HashMap;

/// Seconds to sink all the way.
const SINK: f32 = 0.05;
/// Seconds to spring back.
pub const SPRING: f32 = 0.12;
/// Seconds a squeeze lasts under a finger that stays, and to ease off.
const SQUEEZE_HOLD: f32 = 0.2;
const SQUEEZE_EASE: f32 = 0.1;
/// A button not drawn for this long is forgotten.
const FORGET: f32 = 1.0;

#[derive(Clone, Copy)]
struct Entry {
    held: bool,
    /// When it was last pressed or let go.
    since: f32,
    /// How far in and how squeezed it was at that moment.
    from: f32,
    from_squeeze: f32,
    seen: f32,
}

#[derive(Default)]
struct Presses {
    now: f32,
    reduced: bool,
    buttons: HashMap<[i32; 4], Entry>,
}

thread_local! {
    static PRESSES: RefCell<Presses> = RefCell::new(Presses::default());
}

/// The game's time now (s) and whether the player chose reduced motion:
/// once a frame, before drawing.
pub fn tick(now: f32, reduced: bool) {
    PRESSES.with(|p| {
        let mut p = p.borrow_mut();
        p.now = now;
        p.reduced = reduced;
        p.buttons.retain(|_, e| now - e.seen < FORGET);
    });
}

/// A button's state as drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Press {
    /// 0 at rest, 1 all the way in, a little below 0 as it springs past its rest.
    pub depth: f32,
    /// 0 to 1 (a little below 0 springing back): how much smaller it is drawn.
    pub squeeze: f32,
}

/// How far in the button at `rect` is, and how squeezed.
pub fn depth(rect: Rect, held: bool) -> Press {
    let key = [rect.x, rect.y, rect.w, rect.h].map(|v| v.round() as i32);
    PRESSES.with(|p| {
        let mut p = p.borrow_mut();
        let (now, reduced) = (p.now, p.reduced);
        let e = p.buttons.entry(key).or_insert(Entry {
            held,
            since: f32::NEG_INFINITY,
            from: if held { 1.0 } else { 0.0 },
            from_squeeze: 0.0,
            seen: now,
        });
        e.seen = now;
        if e.held != held {
            e.from = curve(e.held, now - e.since, e.from);
            e.from_squeeze = squeeze(e.held, now - e.since, e.from_squeeze);
            e.held = held;
            e.since = now;
        }
        if reduced {
            let depth = if held { 1.0 } else { 0.0 };
            return Press {
                depth,
                squeeze: 0.0,
            };
        }
        let t = now - e.since;
        Press {
            depth: curve(held, t, e.from),
            squeeze: squeeze(held, t, e.from_squeeze),
        }
    })
}

/// The depth `t` seconds after being pressed (`held`) or let go, from `from`.
pub fn curve(held: bool, t: f32, from: f32) -> f32 {
    if held {
        return from + (1.0 - from) * (t / SINK).clamp(0.0, 1.0);
    }
    let s = (t / SPRING).clamp(0.0, 1.0);
    // Back up, past the rest by a few per cent, and home.
    from * (1.0 - s).powi(2) * (1.2 * std::f32::consts::PI * s).cos()
}

/// The squeeze `t` seconds after being pressed (`held`) or let go, from `from`.
fn squeeze(held: bool, t: f32, from: f32) -> f32 {
    if held {
        let ease = ((t - SQUEEZE_HOLD) / SQUEEZE_EASE).clamp(0.0, 1.0);
        curve(true, t, from) * (1.0 - ease)
    } else {
        curve(false, t, from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_press_sinks_then_springs_past_rest_and_home() {
        assert_eq!(curve(true, 0.0, 0.0), 0.0);
        assert_eq!(curve(true, SINK, 0.0), 1.0);
        assert_eq!(curve(false, 0.0, 1.0), 1.0);
        let back: Vec<f32> = (0..=24)
            .map(|i| curve(false, i as f32 * 0.005, 1.0))
            .collect();
        assert!(back.iter().any(|&d| d < -0.02), "overshoots: {back:?}");
        assert!(back.iter().all(|&d| d > -0.15), "a little: {back:?}");
        assert_eq!(curve(false, SPRING, 1.0), 0.0);
        assert_eq!(curve(false, 5.0, 1.0), 0.0);
    }

    #[test]
    fn a_button_is_tracked_across_frames_and_still_under_reduced_motion() {
        let r = Rect::new(10.0, 20.0, 100.0, 50.0);
        let at = |d: f32, s: f32| Press {
            depth: d,
            squeeze: s,
        };
        tick(1.0, false);
        assert_eq!(depth(r, false), at(0.0, 0.0));
        tick(1.02, false);
        assert_eq!(depth(r, true), at(0.0, 0.0), "the press starts now");
        tick(1.1, false);
        assert_eq!(depth(r, true), at(1.0, 1.0));
        tick(1.12, false);
        assert_eq!(depth(r, false), at(1.0, 1.0), "let go now");
        tick(1.15, false);
        let mid = depth(r, false);
        assert!(mid.depth > 0.0 && mid.depth < 1.0, "{mid:?}");
        tick(1.3, false);
        assert_eq!(depth(r, false), at(0.0, 0.0));
        // A finger that stays: the squeeze eases off, the button stays in.
        tick(1.5, false);
        depth(r, true);
        tick(2.0, false);
        assert_eq!(depth(r, true), at(1.0, 0.0));
        tick(2.1, false);
        depth(r, false);
        // Reduced motion: down or up at once, never squeezed.
        tick(3.0, true);
        assert_eq!(depth(r, true), at(1.0, 0.0));
        tick(3.02, true);
        assert_eq!(depth(r, false), at(0.0, 0.0));
        // A button first drawn held (a chosen option) is in already, unsqueezed.
        let other = Rect::new(200.0, 20.0, 100.0, 50.0);
        tick(4.0, false);
        assert_eq!(depth(other, true), at(1.0, 0.0));
    }
}
