//! Drawing: the boards, discs, light and wood, the camera from metres to
//! pixels, the fonts and painted shapes. Imports no screen.

pub mod board_view;
pub mod camera;
#[cfg(test)]
pub mod colour_check;
pub mod crokinole_board;
pub mod disc_sprite;
pub mod disc_view;
pub mod fittings;
pub mod frames;
#[cfg(test)]
pub mod glyph_coverage;
pub mod glyphs;
pub mod light;
pub mod paint;
pub mod pitchnut_board;
pub mod screen_copy;
pub mod seat_view;
pub mod wood;
