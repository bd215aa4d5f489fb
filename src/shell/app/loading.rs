//! The picture shown while the game loads, and every frame it waits: a
//! frame drawn nothing is macroquad's black (its frames start cleared to
//! black), which flashed 8-9 times between this picture and the title on
//! the web, where each sound takes a frame or more to decode
//! (tests/browser/startup.mjs).

use crate::shell::draw::camera::set_default_camera;
use crate::shell::stack::test_report::Reporter;
use macroquad::prelude::*;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

/// Awaits `work` with the loading picture drawn in every frame it takes.
pub fn painted<F: Future>(work: F) -> impl Future<Output = F::Output> {
    Painted(Box::pin(work))
}

struct Painted<F: Future>(Pin<Box<F>>);

impl<F: Future> Future for Painted<F> {
    type Output = F::Output;

    /// Polled once a frame by macroquad, after the frame is cleared: the
    /// picture goes in first, then the work goes on (and may end the frame).
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<F::Output> {
        loading_frame();
        self.0.as_mut().poll(cx)
    }
}

/// The first frame, drawn before anything is loaded (on a phone's
/// browser the rest takes most of a second): a board's rings and a puck
/// on the table's green, in shapes only, as the font is not loaded yet.
pub fn loading_frame() {
    clear_background(Color::from_rgba(0x26, 0x3a, 0x2c, 255));
    set_default_camera();
    let (w, h) = (
        crate::shell::platform::density::screen_width(),
        crate::shell::platform::density::screen_height(),
    );
    let (c, r) = (vec2(w * 0.5, h * 0.5), w.min(h) * 0.18);
    let cream = Color::new(1.0, 0.94, 0.82, 0.9);
    draw_circle(c.x, c.y, r, Color::new(0.78, 0.6, 0.38, 1.0));
    for k in [1.0, 0.66, 0.33] {
        draw_circle_lines(c.x, c.y, r * k, 2.0, Color::new(0.3, 0.18, 0.1, 0.8));
    }
    draw_circle(c.x, c.y, r * 0.06, Color::new(0.1, 0.06, 0.04, 1.0));
    draw_circle(c.x + r * 0.45, c.y + r * 0.2, r * 0.12, cream);
    Reporter::default().publish(crate::shell::stack::test_report::State {
        screen: "loading".into(),
        ..Default::default()
    });
}
