//! Drawing a disc (in board metres): turned wood with its grain, a rounded
//! edge, a soft shadow, a lacquer glint, and a mark cut into the top so the
//! two sides differ in pattern as well as in colour (colour-blind safe: the
//! colours differ mostly in lightness).

use super::board_view::screen_dir_to_board;
use super::camera::BoardCamera;
use super::flow::Side;
use super::paint::{self, fade, mix, ring};
use macroquad::prelude::*;

/// How a side's discs look.
struct Finish {
    /// Multiplies the maple texture: a stain.
    stain: Color,
    /// The colour of the cut mark.
    mark: Color,
}

fn finish(side: Side) -> Finish {
    match side {
        // Natural maple, with a dark ring groove.
        Side::Light => Finish {
            stain: Color::new(1.0, 0.97, 0.9, 1.0),
            mark: Color::new(0.35, 0.2, 0.1, 0.75),
        },
        // Deep ebonised blue-black, with a light centre dot.
        Side::Dark => Finish {
            stain: Color::new(0.22, 0.24, 0.32, 1.0),
            mark: Color::new(0.9, 0.85, 0.72, 0.9),
        },
        // Crokinole's third and fourth sides: a madder red with a light ring,
        // a deep green with a dark dot (lightness still differs from the others).
        Side::Red => Finish {
            stain: Color::new(0.82, 0.36, 0.3, 1.0),
            mark: Color::new(1.0, 0.9, 0.78, 0.9),
        },
        Side::Green => Finish {
            stain: Color::new(0.4, 0.62, 0.42, 1.0),
            mark: Color::new(0.1, 0.16, 0.08, 0.85),
        },
        // Pitchnut poison: red stain, light cross.
        Side::Poison => Finish {
            stain: Color::new(0.95, 0.25, 0.18, 1.0),
            mark: Color::new(1.0, 0.92, 0.8, 0.9),
        },
        // The pitchnut shooter: honey-toned, with a double ring.
        Side::Shooter => Finish {
            stain: Color::new(1.0, 0.8, 0.5, 1.0),
            mark: Color::new(0.3, 0.16, 0.06, 0.8),
        },
    }
}

/// Draws one disc centred at `c` (metres) turned by `angle`. A `low` disc lies
/// down in the ditch or gutter: dimmer, its shadow tucked under it. A
/// `raised` one (on or against a post, on a stack) casts a longer shadow.
#[allow(clippy::too_many_arguments)]
pub fn draw_disc(
    cam: &BoardCamera,
    grain: &Texture2D,
    c: Vec2,
    radius: f32,
    angle: f32,
    side: Side,
    low: bool,
    raised: bool,
    id: u16,
) {
    let f = finish(side);
    let segs = paint::segments_for(radius * cam.scale).max(48);
    let light = if low { 0.62 } else { 1.0 };
    let shade = |col: Color| Color::new(col.r * light, col.g * light, col.b * light, col.a);

    // Soft shadow, cast down and right on screen.
    let lift = match (low, raised) {
        (true, _) => 0.05,
        (false, true) => 0.4,
        (false, false) => 0.13,
    };
    let off = screen_dir_to_board(cam, vec2(0.6, 1.0)) * (radius * lift);
    paint::soft_disc(
        c + off,
        radius * 0.95,
        radius * 1.28,
        fade(BLACK, 0.5),
        segs,
    );

    // Side wall: the darker edge seen around the top face.
    let edge = mix(f.stain, BLACK, 0.45);
    ring(
        c,
        0.0,
        radius,
        shade(edge),
        shade(mix(edge, BLACK, 0.3)),
        segs,
    );

    // Top face: a different part of the grain for every disc.
    let seed = id as f32 * 0.618_034;
    let uv = vec2(
        0.25 + (seed.fract()) * 0.5,
        0.25 + ((seed * 1.7).fract()) * 0.5,
    );
    let top = radius * 0.9;
    paint::textured_disc(c, top, grain, uv, 0.06, angle, shade(f.stain), segs);

    // Turning rings and a rounded-over rim.
    ring(
        c,
        top * 0.8,
        top,
        fade(BLACK, 0.0),
        fade(BLACK, 0.22 * light),
        segs,
    );
    paint::circle_line(c, top * 0.62, radius * 0.025, fade(BLACK, 0.10), segs);
    paint::circle_line(c, top * 0.32, radius * 0.02, fade(BLACK, 0.08), segs);

    // The side's mark.
    let mark = shade(f.mark);
    match side {
        Side::Light => paint::circle_line(c, radius * 0.5, radius * 0.12, mark, segs),
        Side::Red => paint::circle_line(c, radius * 0.32, radius * 0.1, mark, segs),
        Side::Green => {
            paint::circle_line(c, radius * 0.55, radius * 0.06, mark, segs);
            paint::disc(c, radius * 0.14, mark, segs);
        }
        Side::Dark => {
            paint::disc(c, radius * 0.22, mark, segs);
        }
        Side::Poison => {
            let d = screen_dir_to_board(cam, vec2(1.0, 1.0)).normalize() * (radius * 0.45);
            let e = vec2(-d.y, d.x);
            draw_line(
                c.x - d.x,
                c.y - d.y,
                c.x + d.x,
                c.y + d.y,
                radius * 0.16,
                mark,
            );
            draw_line(
                c.x - e.x,
                c.y - e.y,
                c.x + e.x,
                c.y + e.y,
                radius * 0.16,
                mark,
            );
        }
        Side::Shooter => {
            paint::circle_line(c, radius * 0.58, radius * 0.08, mark, segs);
            paint::circle_line(c, radius * 0.34, radius * 0.08, mark, segs);
        }
    }

    // Lacquer glint toward the light.
    if !low {
        let g = screen_dir_to_board(cam, vec2(-0.45, -0.55)) * (radius * 0.42);
        paint::soft_disc(c + g, radius * 0.08, radius * 0.5, fade(WHITE, 0.28), segs);
    }
}
