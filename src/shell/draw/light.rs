//! The one light over the table, above the screen's top left, and the
//! shading every fitting and disc takes from it: a lamp's diffuse light,
//! its specular glint, and a rounded or bevelled edge's normal. The board's
//! picture and the disc sprites use the same light, so a post's highlight,
//! a puck's bevel and the far lip of a hole all agree.
//!
//! Vectors are in a frame with x to the right, y up the screen (or up the
//! board, once turned by `board_view::screen_dir_to_board`) and z toward the
//! viewer, who looks straight down.

use macroquad::prelude::*;

/// Toward the light, on screen (y down): up and to the left.
pub const TOWARD_LIGHT: Vec2 = Vec2::new(-0.45, -0.55);
/// How high the lamp stands: the z of the direction toward it before it is
/// made a unit vector (higher gives shorter shadows and softer bevels).
const LAMP_HEIGHT: f32 = 1.1;

/// The unit vector toward the light, given its direction on the plane
/// (`TOWARD_LIGHT` turned into the frame in use, y up).
pub fn light_from(plane: Vec2) -> Vec3 {
    (plane.normalize_or_zero() * TOWARD_LIGHT.length())
        .extend(LAMP_HEIGHT)
        .normalize()
}

/// The light in a sprite's own frame (y up the screen): `TOWARD_LIGHT`
/// with y turned upward.
pub fn screen_light() -> Vec3 {
    light_from(vec2(TOWARD_LIGHT.x, -TOWARD_LIGHT.y))
}

/// Lambert's diffuse light on a surface facing `n` (0 to 1).
pub fn diffuse(n: Vec3, light: Vec3) -> f32 {
    n.dot(light).max(0.0)
}

/// How much brighter (positive) or darker (negative) a surface facing `n`
/// is than the flat board under the same light.
pub fn relief(n: Vec3, light: Vec3) -> f32 {
    diffuse(n, light) - diffuse(Vec3::Z, light)
}

/// Blinn's specular glint for an eye straight above: sharp for a large
/// `shininess` (lacquer, brass), broad for a small one (rubber).
pub fn specular(n: Vec3, light: Vec3, shininess: f32) -> f32 {
    let half = (light + Vec3::Z).normalize();
    n.dot(half).max(0.0).powf(shininess)
}

/// The normal of a surface tilted `tilt` radians from flat, leaning toward
/// the plane direction `out` (a unit vector: outward on a rounded rim,
/// inward on a hole's lip).
pub fn tilted(out: Vec2, tilt: f32) -> Vec3 {
    let (s, c) = tilt.sin_cos();
    vec3(out.x * s, out.y * s, c)
}

/// A shade over whatever is below: white to lighten, black to darken, its
/// alpha the amount (`amount` from -1 to 1).
pub fn overlay(amount: f32) -> Color {
    let a = amount.abs().min(1.0);
    if amount >= 0.0 {
        Color::new(1.0, 1.0, 1.0, a)
    } else {
        Color::new(0.0, 0.0, 0.0, a)
    }
}

/// A colour scaled by `k` (alpha kept), each channel capped at 1.
pub fn scaled(c: Color, k: f32) -> Color {
    Color::new(
        (c.r * k).min(1.0),
        (c.g * k).min(1.0),
        (c.b * k).min(1.0),
        c.a,
    )
}

/// A colour with `w` times white light added (a glint), capped at 1.
pub fn plus_white(c: Color, w: f32) -> Color {
    Color::new(
        (c.r + w).min(1.0),
        (c.g + w).min(1.0),
        (c.b + w).min(1.0),
        c.a,
    )
}

/// Perceived lightness of a colour (Rec. 709 weights), for tests.
#[cfg(test)]
pub fn luma(c: Color) -> f32 {
    0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_light_comes_from_above_the_screens_top_left() {
        let l = screen_light();
        assert!((l.length() - 1.0).abs() < 1e-5);
        assert!(l.x < 0.0 && l.y > 0.0 && l.z > 0.5, "{l:?}");
    }

    #[test]
    fn a_rim_leaning_toward_the_light_is_brighter_than_one_leaning_away() {
        let l = screen_light();
        let toward = vec2(l.x, l.y).normalize();
        assert!(relief(tilted(toward, 0.6), l) > 0.05);
        assert!(relief(tilted(-toward, 0.6), l) < -0.05);
        assert!(relief(Vec3::Z, l).abs() < 1e-6);
        assert!(specular(tilted(toward, 0.3), l, 30.0) > specular(Vec3::Z, l, 30.0));
    }
}
