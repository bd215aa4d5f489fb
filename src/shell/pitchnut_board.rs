//! The pitchnut board in board metres: the cherry rail, the gutter sunk
//! below the birch field, the corner pockets, the pegs and screws, the
//! painted lines (see `board_view` for the cache that shows it).

use super::board_view::{
    BoardWood, HOLE_DEEP, PAINT, RAIL, RUBBER, draw_peg, pitchnut_home_half, screen_dir_to_board,
    segs, sheen,
};
use super::camera::BoardCamera;
use super::paint::{self, fade, ring};
use flickwood_core::geom;
use flickwood_core::spec::PitchnutSpec;
use macroquad::prelude::*;
use std::f32::consts::TAU;

pub(super) fn draw(cam: &BoardCamera, spec: &PitchnutSpec, wood: &BoardWood) {
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

    // Pegs: the four centre screws are brass, the pocket pegs rubber.
    for (i, (p, r)) in spec.pegs().into_iter().enumerate() {
        let c = vec2(p.x, p.y);
        if i < 4 {
            draw_screw(cam, c, r);
        } else {
            draw_peg(cam, c, r, RUBBER);
        }
    }

    sheen(cam, field * 1.1);
}

/// The pockets in the corners of the gutter.
fn draw_pockets(cam: &BoardCamera, spec: &PitchnutSpec) {
    for p in spec.pockets() {
        let c = vec2(p.x, p.y);
        let r = spec.pocket_radius;
        paint::soft_disc(c, r, r + 0.006, fade(BLACK, 0.45), segs(cam, r));
        ring(
            c,
            0.0,
            r,
            HOLE_DEEP,
            Color::new(0.12, 0.08, 0.05, 1.0),
            segs(cam, r),
        );
        let lit = screen_dir_to_board(cam, vec2(0.0, 1.0)) * (r * 0.2);
        ring(
            c + lit,
            0.0,
            r * 0.82,
            fade(HOLE_DEEP, 0.95),
            fade(HOLE_DEEP, 0.0),
            segs(cam, r),
        );
        paint::circle_line(c, r, 0.0014, Color::new(0.45, 0.32, 0.2, 1.0), segs(cam, r));
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

fn draw_screw(cam: &BoardCamera, c: Vec2, r: f32) {
    let shadow = screen_dir_to_board(cam, vec2(0.4, 0.7)) * r;
    paint::soft_disc(c + shadow, r, r * 1.8, fade(BLACK, 0.45), 32);
    ring(
        c,
        0.0,
        r,
        Color::new(0.93, 0.8, 0.5, 1.0),
        Color::new(0.55, 0.42, 0.2, 1.0),
        40,
    );
    let d = vec2(0.7, 0.7) * r * 0.8;
    draw_line(
        c.x - d.x,
        c.y - d.y,
        c.x + d.x,
        c.y + d.y,
        r * 0.25,
        Color::new(0.3, 0.22, 0.1, 1.0),
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
