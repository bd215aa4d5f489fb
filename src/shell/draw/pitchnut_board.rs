//! The pitchnut board in board metres: the cherry rail, the gutter sunk
//! below the birch field, the corner pockets, the pegs and screws, the
//! painted lines (see `board_view` for the cache that shows it).

use super::board_view::{
    BoardWood, PAINT, RAIL, pitchnut_home_half, screen_dir_to_board, segs, sheen,
};
use super::camera::BoardCamera;
use super::fittings::{self, Well};
use super::paint::{self, fade};
use flickwood_core::geom;
use flickwood_core::spec::PitchnutSpec;
use macroquad::prelude::*;
use std::f32::consts::TAU;

pub(crate) fn draw(cam: &BoardCamera, spec: &PitchnutSpec, wood: &BoardWood) {
    let field = spec.field_half;
    let rail_in = spec.rail_half();
    let rail_out = rail_in + RAIL;
    let shadow = screen_dir_to_board(cam, vec2(0.012, 0.02));

    // Shadow on the table, then the frame in cherry with rounded edges.
    let s = rail_out + 0.012;
    soft_square(shadow, s, 0.03, Color::new(0.0, 0.0, 0.0, 0.5));
    square_tex(rail_out, &wood.cherry, WHITE);
    bevel_square(rail_out, 0.007, fade(WHITE, 0.0), fade(BLACK, 0.35));

    // Gutter: the same birch sunk below the field, darker and in shadow.
    square_tex(
        rail_in,
        wood.birch.texture(),
        Color::new(0.62, 0.52, 0.42, 1.0),
    );
    inner_shadow_square(rail_in, 0.014, fade(BLACK, 0.5));
    draw_pockets(cam, spec);

    // The field casts a shadow into the gutter on the side away from the light.
    soft_square(shadow * 0.6, field, 0.012, fade(BLACK, 0.55));
    square_tex(field, wood.birch.texture(), WHITE);
    bevel_square(field, 0.003, fade(WHITE, 0.0), fade(BLACK, 0.25));
    outline_square(field - 0.0006, 0.0012, Color::new(1.0, 0.95, 0.85, 0.35));

    draw_lines(cam, spec);

    // The four centre screws, then the pocket pegs: posts like crokinole's.
    for (i, (p, r)) in spec.pegs().into_iter().enumerate() {
        let c = vec2(p.x, p.y);
        if i < 4 {
            fittings::draw_screw(cam, c, r);
        } else {
            fittings::draw_post(cam, c, r);
        }
    }

    sheen(cam, field * 1.1);
}

/// A pocket: a deep well through the gutter's floor with a dark rim.
const POCKET: Well = Well {
    deep: Color::new(0.012, 0.008, 0.006, 1.0),
    floor: Color::new(0.10, 0.068, 0.042, 1.0),
    wall: Color::new(0.50, 0.34, 0.20, 1.0),
    rim: Color::new(0.22, 0.13, 0.07, 0.9),
    rim_width: 0.0016,
    lip: 0.09,
};

/// The pockets in the corners of the gutter.
fn draw_pockets(cam: &BoardCamera, spec: &PitchnutSpec) {
    for p in spec.pockets() {
        fittings::draw_well(cam, vec2(p.x, p.y), spec.pocket_radius, &POCKET);
    }
}

/// Home lines, one per side, and a small centre mark.
fn draw_lines(cam: &BoardCamera, spec: &PitchnutSpec) {
    let w = 0.002;
    let y = spec.home_line_y();
    let half = pitchnut_home_half(spec);
    for k in 0..4 {
        let a = k as f32 * TAU / 4.0;
        let rot = |p: Vec2| {
            let g = geom::Vec2::new(p.x, p.y).rotate(a);
            vec2(g.x, g.y)
        };
        let (p0, p1) = (vec2(-half, y), vec2(half, y));
        let n = vec2(0.0, w * 0.5);
        paint::quad(
            [rot(p0 + n), rot(p1 + n), rot(p1 - n), rot(p0 - n)],
            [PAINT; 4],
        );
        for end in [p0, p1] {
            paint::disc(rot(end), 0.004, PAINT, 24);
        }
    }
    paint::circle_line(
        Vec2::ZERO,
        spec.start_ring_radius + spec.piece_radius + 0.01,
        w,
        fade(PAINT, 0.5),
        segs(cam, 0.14),
    );
}

fn square_tex(half: f32, tex: &Texture2D, tint: Color) {
    let r = Rect::new(-half, -half, half * 2.0, half * 2.0);
    paint::textured_rect(r, tex, Rect::new(0.0, 0.0, 1.0, 1.0), tint);
}

/// A square's edge band shaded from `inner` to `outer` colour, `width` wide.
fn bevel_square(half: f32, width: f32, inner: Color, outer: Color) {
    for k in 0..4 {
        let a = k as f32 * TAU / 4.0;
        let rot = |p: Vec2| {
            let g = geom::Vec2::new(p.x, p.y).rotate(a);
            vec2(g.x, g.y)
        };
        let (h, i) = (half, half - width);
        paint::quad(
            [
                rot(vec2(-i, -i)),
                rot(vec2(i, -i)),
                rot(vec2(h, -h)),
                rot(vec2(-h, -h)),
            ],
            [inner, inner, outer, outer],
        );
    }
}

/// A shadow falling inward from a square's edge, as in a recess.
fn inner_shadow_square(half: f32, width: f32, color: Color) {
    bevel_square(half, width, fade(color, 0.0), color);
}

fn outline_square(half: f32, width: f32, color: Color) {
    bevel_square(half + width * 0.5, width, color, color);
}

/// A filled square with a soft edge `soft` wide, offset by `at`.
fn soft_square(at: Vec2, half: f32, soft: f32, color: Color) {
    let r = Rect::new(at.x - half, at.y - half, half * 2.0, half * 2.0);
    paint::quad(
        [
            r.point(),
            vec2(r.right(), r.top()),
            vec2(r.right(), r.bottom()),
            vec2(r.left(), r.bottom()),
        ],
        [color; 4],
    );
    for k in 0..4 {
        let a = k as f32 * TAU / 4.0;
        let rot = |p: Vec2| {
            let g = geom::Vec2::new(p.x, p.y).rotate(a);
            at + vec2(g.x, g.y)
        };
        let (h, o) = (half, half + soft);
        paint::quad(
            [
                rot(vec2(-h, -h)),
                rot(vec2(h, -h)),
                rot(vec2(o, -o)),
                rot(vec2(-o, -o)),
            ],
            [color, color, fade(color, 0.0), fade(color, 0.0)],
        );
    }
}
