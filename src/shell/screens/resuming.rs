//! Taking up the saved match: its moves replayed a slice a frame under a
//! progress bar. A long match takes a quarter of a second to replay in a
//! phone's browser; in one frame that froze the screen.

use super::super::platform::density::{screen_height, screen_width};
use super::super::platform::input::PointerEvent;
use super::super::play::PlayScreen;
use super::super::stack::Screen;
use super::super::stack::test_report;
use super::super::stack::{Transition, context::Context};
use super::super::ui;
use super::super::words::text;
use flickwood_core::save::resume::Restoring;
use macroquad::prelude::*;

/// Seconds of replay a frame: a third of a 60 Hz frame.
const SLICE: f64 = 0.006;

pub struct ResumingScreen {
    /// None once the match is replayed or given up.
    restoring: Option<Restoring>,
    done: (usize, usize),
}

impl ResumingScreen {
    pub fn new(restoring: Restoring) -> ResumingScreen {
        ResumingScreen {
            done: restoring.progress(),
            restoring: Some(restoring),
        }
    }
}

impl Screen for ResumingScreen {
    fn update(&mut self, _events: &[PointerEvent], _dt: f32, ctx: &mut Context) -> Transition {
        let Some(restoring) = self.restoring.as_mut() else {
            return Transition::Stay;
        };
        // At least one move a frame, however slow the frame: the slicing
        // changes when the match is ready, never the match.
        let until = get_time() + SLICE;
        loop {
            match restoring.step() {
                Ok(false) if get_time() < until => {}
                Ok(false) => {
                    self.done = restoring.progress();
                    return Transition::Stay;
                }
                Ok(true) => {
                    let replay = self.restoring.take().map(Restoring::finish);
                    return match replay {
                        Some(r) => PlayScreen::resumed(r, ctx),
                        None => Transition::Title,
                    };
                }
                Err(e) => {
                    self.restoring = None;
                    ctx.saves.resume_failed(&e);
                    return Transition::Title;
                }
            }
        }
    }

    fn draw(&self, ctx: &Context) {
        let (w, h) = (screen_width(), screen_height());
        ui::table_top(&ctx.wood.walnut);
        let (n, of) = self.done;
        let line = text::resuming(ctx.lang(), n, of);
        let size = ui::fit_size(&line, &ctx.font, ui::HEADING_PX, w * 0.9).max(ui::MIN_TEXT_PX);
        let at = vec2(w * 0.5, h * 0.45);
        ui::text_centered_shadowed(&line, at, size, WHITE, vec2(1.5, 1.5), &ctx.font);
        let bar = Rect::new(w * 0.2, h * 0.45 + size, w * 0.6, 10.0);
        ui::rounded(bar, 5.0, Color::new(0.0, 0.0, 0.0, 0.5));
        let part = if of == 0 { 1.0 } else { n as f32 / of as f32 };
        ui::rounded(
            Rect::new(bar.x, bar.y, bar.w * part, bar.h),
            5.0,
            Color::new(0.95, 0.8, 0.5, 1.0),
        );
    }

    fn report(&self) -> test_report::State {
        test_report::State {
            screen: "resuming".into(),
            shots: self.done.0 as u32,
            ..Default::default()
        }
    }
}
