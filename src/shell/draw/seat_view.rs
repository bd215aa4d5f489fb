//! The HUD turned to a seat's edge of the screen: on a tablet lying on a
//! table, the shooter reads its text and reaches its buttons from where it
//! sits. Everything in the frame is laid out in "HUD pixels" (a screen as
//! that seat sees it, its own edge at the bottom) and drawn through a
//! camera that turns it onto the real screen.

use super::super::platform::density::{screen_height, screen_width};
use super::camera::set_default_camera;
use macroquad::camera::Camera;
use macroquad::prelude::*;
use macroquad::texture::RenderPass;

/// A seat's view of the screen: `quarter` quarter turns from upright.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HudFrame {
    /// 0: seat 0's edge (bottom, upright); 1: the left edge; 2: the top;
    /// 3: the right edge.
    pub quarter: u8,
    /// The real screen's size in logical pixels.
    pub screen: Vec2,
}

impl HudFrame {
    /// Upright on the screen.
    pub fn upright() -> Self {
        Self::for_seat(0)
    }

    /// Facing `seat`'s edge (seats as in `flickwood_core::spec::seat_angle`: 0
    /// bottom, 1 left, 2 top, 3 right), for the current screen.
    pub fn for_seat(seat: u8) -> Self {
        HudFrame {
            quarter: seat % 4,
            screen: vec2(screen_width(), screen_height()),
        }
    }

    /// The frame's width and height in HUD pixels.
    pub fn size(&self) -> Vec2 {
        if self.quarter % 2 == 1 {
            vec2(self.screen.y, self.screen.x)
        } else {
            self.screen
        }
    }

    pub fn w(&self) -> f32 {
        self.size().x
    }

    pub fn h(&self) -> f32 {
        self.size().y
    }

    /// HUD pixels -> screen pixels.
    pub fn to_screen(self, v: Vec2) -> Vec2 {
        let (w, h) = (self.screen.x, self.screen.y);
        match self.quarter {
            0 => v,
            // Sitting at the left edge, facing right: their right hand is down the screen.
            1 => vec2(w - v.y, v.x),
            2 => vec2(w - v.x, h - v.y),
            _ => vec2(v.y, h - v.x),
        }
    }

    /// Screen pixels -> HUD pixels.
    pub fn to_hud(self, s: Vec2) -> Vec2 {
        let (w, h) = (self.screen.x, self.screen.y);
        match self.quarter {
            0 => s,
            1 => vec2(s.y, w - s.x),
            2 => vec2(w - s.x, h - s.y),
            _ => vec2(h - s.y, s.x),
        }
    }

    /// Makes macroquad draw in HUD pixels until `set_default_camera`
    /// (upright: just the default camera).
    pub fn activate(&self) {
        if self.quarter == 0 {
            set_default_camera();
            return;
        }
        let screen = Mat4::orthographic_rh_gl(0.0, self.screen.x, self.screen.y, 0.0, -1.0, 1.0);
        let o = self.to_screen(Vec2::ZERO);
        let x = self.to_screen(Vec2::X) - o;
        let y = self.to_screen(Vec2::Y) - o;
        let turn = Mat4::from_cols(
            vec4(x.x, x.y, 0.0, 0.0),
            vec4(y.x, y.y, 0.0, 0.0),
            vec4(0.0, 0.0, 1.0, 0.0),
            vec4(o.x, o.y, 0.0, 1.0),
        );
        set_camera(&HudCamera(screen * turn));
    }
}

struct HudCamera(Mat4);

impl Camera for HudCamera {
    fn matrix(&self) -> Mat4 {
        self.0
    }
    fn depth_enabled(&self) -> bool {
        false
    }
    fn render_pass(&self) -> Option<RenderPass> {
        None
    }
    fn viewport(&self) -> Option<(i32, i32, i32, i32)> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_own_edge_at_the_bottom() {
        let screen = vec2(1280.0, 800.0);
        for quarter in 0..4u8 {
            let f = HudFrame { quarter, screen };
            let p = vec2(37.0, 91.0);
            assert!((f.to_hud(f.to_screen(p)) - p).length() < 1e-4);
            // The middle of the HUD's bottom edge is the middle of the seat's edge.
            let bottom = f.to_screen(vec2(f.w() * 0.5, f.h()));
            let edge = [
                vec2(640.0, 800.0),
                vec2(0.0, 400.0),
                vec2(640.0, 0.0),
                vec2(1280.0, 400.0),
            ][quarter as usize];
            assert!((bottom - edge).length() < 1e-3, "{quarter}: {bottom:?}");
            // Its corners stay on the screen.
            for c in [Vec2::ZERO, f.size()] {
                let s = f.to_screen(c);
                assert!(s.x.abs() < 1e-3 || (s.x - 1280.0).abs() < 1e-3);
                assert!(s.y.abs() < 1e-3 || (s.y - 800.0).abs() < 1e-3);
            }
        }
    }
}
