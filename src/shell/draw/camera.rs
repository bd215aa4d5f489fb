//! Board metres <-> screen pixels, with the board turned so the shooter's
//! seat is at the bottom. Also a macroquad camera, so the board can be drawn
//! directly in metres (y up, like the core).
//!
//! This is the one place where the core's `geom::Vec2` and macroquad's glam
//! `Vec2` meet.

use super::super::platform::density::{self, screen_height, screen_width};
use flickwood_core::geom;
use flickwood_core::view::{self, BoardView};
use macroquad::camera::Camera;
use macroquad::prelude::*;
use macroquad::texture::RenderPass;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardCamera {
    /// Where the board's centre is on screen (logical pixels).
    pub centre: Vec2,
    /// Logical pixels per board metre.
    pub scale: f32,
    /// How far the board is turned on screen (radians, counter-clockwise).
    pub rotation: f32,
}

impl BoardCamera {
    /// Fits a board of half-size `half_extent` metres into `area`.
    pub fn fit(area: Rect, half_extent: f32, rotation: f32) -> Self {
        let area = view::ScreenRect {
            x: area.x,
            y: area.y,
            w: area.w,
            h: area.h,
        };
        Self::from_view(BoardView::fit(area, half_extent, rotation))
    }

    /// The core's layout of the board (`flickwood_core::view`) as a camera.
    pub fn from_view(v: BoardView) -> Self {
        BoardCamera {
            centre: vec2(v.centre.x, v.centre.y),
            scale: v.scale,
            rotation: v.rotation,
        }
    }

    /// This camera as the core's layout.
    pub fn view(self) -> BoardView {
        BoardView {
            centre: geom::Vec2::new(self.centre.x, self.centre.y),
            scale: self.scale,
            rotation: self.rotation,
        }
    }

    /// The turn that brings `seat`'s side of the board to the bottom of the screen.
    pub fn seat_rotation(seat: u8) -> f32 {
        BoardView::seat_rotation(seat)
    }

    pub fn to_screen(self, p: geom::Vec2) -> Vec2 {
        let s = self.view().to_screen(p);
        vec2(s.x, s.y)
    }

    pub fn to_board(self, s: Vec2) -> geom::Vec2 {
        self.view().to_board(geom::Vec2::new(s.x, s.y))
    }

    pub fn metres_per_pixel(&self) -> f32 {
        1.0 / self.scale
    }

    /// The matrix from board metres to clip space for the current screen.
    fn board_matrix(&self) -> Mat4 {
        let screen = Mat4::orthographic_rh_gl(0.0, screen_width(), screen_height(), 0.0, -1.0, 1.0);
        screen * self.place_matrix()
    }

    /// From board metres to logical pixels.
    fn place_matrix(&self) -> Mat4 {
        Mat4::from_translation(vec3(self.centre.x, self.centre.y, 0.0))
            * Mat4::from_scale(vec3(self.scale, -self.scale, 1.0))
            * Mat4::from_rotation_z(self.rotation)
    }

    /// Makes macroquad draw in board metres until `set_default_camera`.
    pub fn activate(&self) {
        set_camera(&MetresCamera(self.board_matrix(), None));
    }

    /// Like `activate`, but into `target`, a square texture `side` logical
    /// pixels wide (`centre` is then a point in the texture).
    pub fn activate_in(&self, target: &RenderTarget, side: f32) {
        let view = Mat4::orthographic_rh_gl(0.0, side, side, 0.0, -1.0, 1.0);
        set_camera(&MetresCamera(
            view * self.place_matrix(),
            Some(target.render_pass.clone()),
        ));
    }
}

/// Makes macroquad draw in logical pixels (y down, as with the default camera)
/// into `target`, `w` x `h` of them. Textures drawn this way are upside down:
/// their row 0 is the bottom.
pub fn screen_pixels_on(target: &RenderTarget, w: f32, h: f32) {
    let m = Mat4::orthographic_rh_gl(0.0, w, h, 0.0, -1.0, 1.0);
    set_camera(&MetresCamera(m, Some(target.render_pass.clone())));
}

/// Draws in px on the whole screen from here on: macroquad's default
/// camera where the density is 1, else one that maps
/// `screen_width()` x `screen_height()` onto the framebuffer.
#[allow(clippy::disallowed_methods)]
pub fn set_default_camera() {
    if density::density() == 1.0 {
        macroquad::camera::set_default_camera();
    } else {
        let (w, h) = density::screen_size();
        screen_pixels(w, h);
    }
}

/// Makes macroquad draw on the whole screen with `w` x `h` logical pixels
/// over it (y down): the default camera where macroquad does not know the
/// display's density (`set_default_camera`).
pub fn screen_pixels(w: f32, h: f32) {
    let m = Mat4::orthographic_rh_gl(0.0, w, h, 0.0, -1.0, 1.0);
    set_camera(&MetresCamera(m, None));
}

/// Converts a core vector to macroquad's (board metres either way).
pub fn mq(p: geom::Vec2) -> Vec2 {
    vec2(p.x, p.y)
}

/// A fixed matrix, drawing to the screen or (with a pass) to a texture.
struct MetresCamera(Mat4, Option<RenderPass>);

impl Camera for MetresCamera {
    fn matrix(&self) -> Mat4 {
        self.0
    }
    fn depth_enabled(&self) -> bool {
        false
    }
    fn render_pass(&self) -> Option<RenderPass> {
        self.1.clone()
    }
    fn viewport(&self) -> Option<(i32, i32, i32, i32)> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::spec::seat_angle;

    #[test]
    fn round_trip_and_seat_at_bottom() {
        for seat in 0..4 {
            let cam = BoardCamera {
                centre: vec2(400.0, 300.0),
                scale: 1000.0,
                rotation: BoardCamera::seat_rotation(seat),
            };
            let p = geom::Vec2::new(0.1, -0.2);
            let back = cam.to_board(cam.to_screen(p));
            assert!(back.distance(p) < 1e-5);
            // The seat's edge of the board is below the centre on screen.
            let edge = geom::Vec2::from_angle(seat_angle(seat)) * 0.3;
            let s = cam.to_screen(edge);
            assert!(
                (s.x - 400.0).abs() < 0.01 && s.y > 599.0,
                "seat {seat}: {s:?}"
            );
        }
    }
}
