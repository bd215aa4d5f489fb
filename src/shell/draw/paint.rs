//! Drawing primitives the board and discs are built from: smooth circles and
//! rings with colour gradients (shadows, depth, sheen) and textured discs.
//! Everything is triangle meshes with many segments, never the 20-segment
//! `draw_circle`, so big circles stay round.

use macroquad::models::{Mesh, Vertex, draw_mesh};
use macroquad::prelude::*;

/// Segments for a circle of `radius` screen pixels: about 3 px per segment.
pub fn segments_for(radius_px: f32) -> usize {
    ((radius_px * std::f32::consts::TAU / 3.0) as usize).clamp(24, 720)
}

/// Segments for an arc of `radius` px through `angle` radians: the fewest
/// that keep each chord within a fifth of a physical pixel of the true arc,
/// at least 2 and at most 12 a quarter turn. Software GL pays for every
/// triangle: a score card's 10 px corners need 4 on a desktop screen where
/// they had 12, and an icon's 1.5 px stroke ends 8 a circle, not 24.
pub fn arc_segments(radius: f32, angle: f32) -> usize {
    let physical = radius * super::super::platform::density::screen_dpi_scale();
    segments_within(physical, angle)
}

/// `arc_segments` for a radius in physical pixels.
fn segments_within(physical: f32, angle: f32) -> usize {
    let quarters = (angle.abs() / std::f32::consts::FRAC_PI_2).max(0.25);
    let per_quarter = if physical > 0.2 {
        // A chord through `step` radians sags r (1 - cos(step / 2)).
        let step = 2.0 * (1.0 - 0.2 / physical).acos();
        ((std::f32::consts::FRAC_PI_2 / step).ceil() as usize).clamp(2, 12)
    } else {
        2
    };
    ((per_quarter as f32 * quarters).ceil() as usize).max(2)
}

fn vertex(p: Vec2, uv: Vec2, color: Color) -> Vertex {
    Vertex::new(p.x, p.y, 0.0, uv.x, uv.y, color)
}

/// A ring between `r_in` and `r_out`, colour `c_in` at the inner edge fading
/// to `c_out` at the outer. With `r_in == 0` it is a filled disc with a
/// radial gradient. `segments` around the whole circle.
pub fn ring(centre: Vec2, r_in: f32, r_out: f32, c_in: Color, c_out: Color, segments: usize) {
    arc_ring(
        centre,
        r_in,
        r_out,
        0.0,
        std::f32::consts::TAU,
        c_in,
        c_out,
        segments,
    );
}

/// Part of a ring, from angle `a0` to `a1` (radians).
#[allow(clippy::too_many_arguments)]
pub fn arc_ring(
    centre: Vec2,
    r_in: f32,
    r_out: f32,
    a0: f32,
    a1: f32,
    c_in: Color,
    c_out: Color,
    segments: usize,
) {
    let n = segments.max(3);
    // Meshes index with u16: split long rings into chunks.
    let chunk = 4000;
    let mut start = 0;
    while start < n {
        let end = (start + chunk).min(n);
        let mut vertices = Vec::with_capacity((end - start + 1) * 2);
        let mut indices = Vec::with_capacity((end - start) * 6);
        for i in start..=end {
            let a = a0 + (a1 - a0) * i as f32 / n as f32;
            let d = vec2(a.cos(), a.sin());
            vertices.push(vertex(centre + d * r_in, Vec2::ZERO, c_in));
            vertices.push(vertex(centre + d * r_out, Vec2::ZERO, c_out));
        }
        for i in 0..(end - start) as u16 {
            let k = i * 2;
            indices.extend_from_slice(&[k, k + 1, k + 3, k, k + 3, k + 2]);
        }
        draw_mesh(&Mesh {
            vertices,
            indices,
            texture: None,
        });
        start = end;
    }
}

/// A ring (or with `r_in == 0` a disc) coloured vertex by vertex: `shade`
/// gets each vertex's unit direction from the centre and how far across the
/// ring it is (0 at `r_in`, 1 at `r_out`), so light can fall on one side.
/// `steps` bands across, `segments` around; colours blend between vertices.
pub fn shaded_ring(
    centre: Vec2,
    r_in: f32,
    r_out: f32,
    steps: usize,
    segments: usize,
    shade: impl Fn(Vec2, f32) -> Color,
) {
    let (steps, n) = (steps.max(1), segments.clamp(3, 256));
    let mut vertices = Vec::with_capacity((steps + 1) * (n + 1));
    let mut indices = Vec::with_capacity(steps * n * 6);
    for j in 0..=steps {
        let t = j as f32 / steps as f32;
        let r = r_in + (r_out - r_in) * t;
        for i in 0..=n {
            let a = std::f32::consts::TAU * i as f32 / n as f32;
            let d = vec2(a.cos(), a.sin());
            vertices.push(vertex(centre + d * r, Vec2::ZERO, shade(d, t)));
        }
    }
    let row = (n + 1) as u16;
    for j in 0..steps as u16 {
        for i in 0..n as u16 {
            let (a, b) = (j * row + i, (j + 1) * row + i);
            indices.extend_from_slice(&[a, b, b + 1, a, b + 1, a + 1]);
        }
    }
    draw_mesh(&Mesh {
        vertices,
        indices,
        texture: None,
    });
}

/// A filled disc of one colour.
pub fn disc(centre: Vec2, radius: f32, color: Color, segments: usize) {
    ring(centre, 0.0, radius, color, color, segments);
}

/// A circle outline of `width`, centred on `radius`.
pub fn circle_line(centre: Vec2, radius: f32, width: f32, color: Color, segments: usize) {
    ring(
        centre,
        (radius - width * 0.5).max(0.0),
        radius + width * 0.5,
        color,
        color,
        segments,
    );
}

/// A soft-edged blob: solid to `r_solid`, fading to nothing at `r_soft`.
pub fn soft_disc(centre: Vec2, r_solid: f32, r_soft: f32, color: Color, segments: usize) {
    ring(centre, 0.0, r_solid, color, color, segments);
    let clear = Color::new(color.r, color.g, color.b, 0.0);
    ring(centre, r_solid, r_soft, color, clear, segments);
}

/// A disc filled with `texture`, mapped so that `uv_centre` of the texture
/// lands on `centre` and `uv_radius` of it spans `radius`; `uv_angle` turns
/// the grain. `tint` multiplies the texture.
#[allow(clippy::too_many_arguments)]
pub fn textured_disc(
    centre: Vec2,
    radius: f32,
    texture: &Texture2D,
    uv_centre: Vec2,
    uv_radius: f32,
    uv_angle: f32,
    tint: Color,
    segments: usize,
) {
    let n = segments.clamp(3, 4000);
    let mut vertices = Vec::with_capacity(n + 2);
    let mut indices = Vec::with_capacity(n * 3);
    vertices.push(vertex(centre, uv_centre, tint));
    for i in 0..=n {
        let a = std::f32::consts::TAU * i as f32 / n as f32;
        let d = vec2(a.cos(), a.sin());
        let ud = vec2((a + uv_angle).cos(), (a + uv_angle).sin());
        vertices.push(vertex(
            centre + d * radius,
            uv_centre + ud * uv_radius,
            tint,
        ));
    }
    for i in 0..n as u16 {
        indices.extend_from_slice(&[0, i + 1, i + 2]);
    }
    draw_mesh(&Mesh {
        vertices,
        indices,
        texture: Some(texture.clone()),
    });
}

/// A textured axis-aligned rectangle in whatever space the camera draws in;
/// `uv` is the texture rectangle (0..1) to map onto it.
pub fn textured_rect(rect: Rect, texture: &Texture2D, uv: Rect, tint: Color) {
    let p = [
        vec2(rect.x, rect.y),
        vec2(rect.x + rect.w, rect.y),
        vec2(rect.x + rect.w, rect.y + rect.h),
        vec2(rect.x, rect.y + rect.h),
    ];
    let t = [
        vec2(uv.x, uv.y),
        vec2(uv.x + uv.w, uv.y),
        vec2(uv.x + uv.w, uv.y + uv.h),
        vec2(uv.x, uv.y + uv.h),
    ];
    draw_mesh(&Mesh {
        vertices: (0..4).map(|i| vertex(p[i], t[i], tint)).collect(),
        indices: vec![0, 1, 2, 0, 2, 3],
        texture: Some(texture.clone()),
    });
}

/// A quadrilateral with a colour per corner (for bevels and gradients).
pub fn quad(corners: [Vec2; 4], colors: [Color; 4]) {
    draw_mesh(&Mesh {
        vertices: (0..4)
            .map(|i| vertex(corners[i], Vec2::ZERO, colors[i]))
            .collect(),
        indices: vec![0, 1, 2, 0, 2, 3],
        texture: None,
    });
}

/// `c` with its alpha multiplied by `a`.
pub fn fade(c: Color, a: f32) -> Color {
    Color::new(c.r, c.g, c.b, c.a * a)
}

/// Mixes two colours: `t = 0` gives `a`, `t = 1` gives `b`.
pub fn mix(a: Color, b: Color, t: f32) -> Color {
    Color::new(
        a.r + (b.r - a.r) * t,
        a.g + (b.g - a.g) * t,
        a.b + (b.b - a.b) * t,
        a.a + (b.a - a.a) * t,
    )
}

/// The texture rectangle that covers a `w` x `h` area without stretching
/// and without running off the texture (textures clamp at their edges).
pub fn cover_uv(w: f32, h: f32, zoom: f32) -> Rect {
    let (w, h) = (w.max(1.0), h.max(1.0));
    let (uw, vh) = if w >= h { (1.0, h / w) } else { (w / h, 1.0) };
    Rect::new(0.0, 0.0, uw * zoom.min(1.0), vh * zoom.min(1.0))
}

#[cfg(test)]
mod segment_tests {
    use super::segments_within;
    use std::f32::consts::{FRAC_PI_2, TAU};

    /// The chord's sag from the arc stays under a fifth of a pixel, with
    /// as few segments as that takes, and a big arc keeps the old 12.
    #[test]
    fn arcs_get_the_fewest_segments_that_look_round() {
        for r in [1.0f32, 1.5, 3.0, 10.0, 30.0] {
            let n = segments_within(r, FRAC_PI_2);
            let sag = r * (1.0 - (FRAC_PI_2 / n as f32 * 0.5).cos());
            assert!(sag <= 0.2, "{r} px: {n} segments sag {sag}");
        }
        assert_eq!(segments_within(10.0, FRAC_PI_2), 4);
        assert_eq!(segments_within(1.5, TAU), 8);
        assert_eq!(segments_within(300.0, FRAC_PI_2), 12);
        assert_eq!(segments_within(f32::NAN, TAU), 8);
        assert!(segments_within(0.0, FRAC_PI_2) >= 2);
    }
}
