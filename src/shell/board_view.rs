//! Drawing the two boards in board metres (the camera is already set to
//! metres): wooden surfaces from the grain textures, a rail, the ditch or
//! gutter sunk below the surface with its shadows, pockets and the 20 hole
//! as deep holes, rubber-clad pegs, painted lines, and a lacquer sheen.

use super::camera::BoardCamera;
use super::paint::{self, fade, ring};
use super::ui;
use flickwood::geom;
use flickwood::spec::{CrokinoleSpec, PitchnutSpec};
use macroquad::prelude::*;
use std::f32::consts::{FRAC_PI_4, TAU};

/// The textures the boards are made of.
pub struct BoardWood {
    pub maple: Texture2D,
    pub birch: Texture2D,
    pub walnut: Texture2D,
    pub cherry: Texture2D,
}

const PAINT: Color = Color::new(0.16, 0.09, 0.05, 0.92);
const HOLE_DEEP: Color = Color::new(0.02, 0.015, 0.01, 1.0);
const RUBBER: Color = Color::new(0.07, 0.07, 0.075, 1.0);
/// The rail's width beyond the ditch or gutter (m).
const RAIL: f32 = 0.032;

/// Turns a screen direction (y down) into a board direction: shadows and
/// highlights follow a light fixed above the screen, whichever way the board is turned.
pub fn screen_dir_to_board(cam: &BoardCamera, d: Vec2) -> Vec2 {
    let b = geom::Vec2::new(d.x, -d.y).rotate(-cam.rotation);
    vec2(b.x, b.y)
}

fn segs(cam: &BoardCamera, r: f32) -> usize {
    paint::segments_for(r * cam.scale)
}

pub fn draw_crokinole(cam: &BoardCamera, spec: &CrokinoleSpec, wood: &BoardWood) {
    let o = Vec2::ZERO;
    let rail_in = spec.rail_radius();
    let rail_out = rail_in + RAIL;
    let surface = spec.surface_radius;
    let shadow = screen_dir_to_board(cam, vec2(0.012, 0.02));

    // The board's shadow on the table.
    paint::soft_disc(
        o + shadow,
        rail_out,
        rail_out + 0.035,
        Color::new(0.0, 0.0, 0.0, 0.55),
        segs(cam, rail_out),
    );

    // Rail: walnut, rounded over at both edges.
    paint::textured_disc(
        o,
        rail_out,
        &wood.walnut,
        vec2(0.5, 0.5),
        0.5,
        0.3,
        WHITE,
        segs(cam, rail_out),
    );
    ring(
        o,
        rail_out - 0.006,
        rail_out,
        fade(WHITE, 0.0),
        Color::new(0.0, 0.0, 0.0, 0.35),
        segs(cam, rail_out),
    );
    ring(
        o,
        rail_in,
        rail_in + 0.006,
        Color::new(1.0, 0.9, 0.8, 0.18),
        fade(WHITE, 0.0),
        segs(cam, rail_in),
    );

    // Ditch: a stained wooden channel below the surface, lit in its middle
    // and shadowed under the rail and under the surface's edge.
    paint::textured_disc(
        o,
        rail_in,
        &wood.walnut,
        vec2(0.3, 0.6),
        0.5,
        1.1,
        Color::new(0.62, 0.55, 0.5, 1.0),
        segs(cam, rail_in),
    );
    let mid = (surface + rail_in) * 0.5;
    ring(
        o,
        surface,
        mid,
        fade(BLACK, 0.25),
        fade(BLACK, 0.0),
        segs(cam, rail_in),
    );
    ring(
        o,
        mid,
        rail_in,
        fade(BLACK, 0.0),
        fade(BLACK, 0.35),
        segs(cam, rail_in),
    );
    ring(
        o,
        rail_in - 0.012,
        rail_in,
        fade(BLACK, 0.0),
        fade(BLACK, 0.55),
        segs(cam, rail_in),
    );
    // The surface casts a shadow across the ditch away from the light.
    let cast = screen_dir_to_board(cam, vec2(0.35, 0.6)) * 0.008;
    paint::soft_disc(
        o + cast,
        surface,
        surface + 0.014,
        fade(BLACK, 0.55),
        segs(cam, surface),
    );

    // The playing surface: maple, with a bright lip where its edge catches the light.
    paint::textured_disc(
        o,
        surface,
        &wood.maple,
        vec2(0.5, 0.5),
        0.5,
        0.0,
        WHITE,
        segs(cam, surface),
    );
    ring(
        o,
        surface - 0.05,
        surface,
        fade(BLACK, 0.0),
        fade(BLACK, 0.16),
        segs(cam, surface),
    );
    paint::circle_line(
        o,
        surface - 0.0008,
        0.0016,
        Color::new(1.0, 0.93, 0.8, 0.35),
        segs(cam, surface),
    );

    // A darker inlaid band inside the 15 circle, like many hand-made boards.
    ring(
        o,
        0.0,
        spec.fifteen_radius,
        Color::new(0.55, 0.3, 0.12, 0.10),
        Color::new(0.55, 0.3, 0.12, 0.16),
        segs(cam, spec.fifteen_radius),
    );

    // Painted lines.
    let w = spec.line_width;
    for r in [
        spec.shooting_line_radius,
        spec.ten_radius,
        spec.fifteen_radius,
    ] {
        paint::circle_line(o, r, w, PAINT, segs(cam, r));
    }
    // Quadrant lines from the 10 circle out to the shooting line, between the seats.
    for k in 0..4 {
        let a = FRAC_PI_4 + k as f32 * TAU / 4.0;
        let d = vec2(a.cos(), a.sin());
        let n = vec2(-d.y, d.x) * (w * 0.5);
        let (p0, p1) = (d * spec.ten_radius, d * spec.shooting_line_radius);
        paint::quad([p0 + n, p1 + n, p1 - n, p0 - n], [PAINT; 4]);
    }

    // The 20 hole: a clean bored edge, its far wall lit, its floor in shadow.
    let h = spec.hole_radius;
    ring(
        o,
        0.0,
        h,
        HOLE_DEEP,
        Color::new(0.16, 0.1, 0.06, 1.0),
        segs(cam, h),
    );
    let lit = screen_dir_to_board(cam, vec2(0.0, 1.0)) * (h * 0.18);
    ring(
        o + lit,
        0.0,
        h * 0.8,
        fade(HOLE_DEEP, 0.9),
        fade(HOLE_DEEP, 0.0),
        segs(cam, h),
    );
    paint::circle_line(
        o,
        h,
        0.0012,
        Color::new(0.35, 0.22, 0.12, 1.0),
        segs(cam, h),
    );

    // Pegs: rubber sleeves casting a small shadow.
    for p in spec.pegs() {
        draw_peg(cam, vec2(p.x, p.y), spec.peg_radius, RUBBER);
    }

    sheen(cam, surface);
}

pub fn draw_pitchnut(cam: &BoardCamera, spec: &PitchnutSpec, wood: &BoardWood) {
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
    square_tex(rail_in, &wood.birch, Color::new(0.62, 0.52, 0.42, 1.0));
    inner_shadow_square(rail_in, 0.014, fade(BLACK, 0.5));
    // Pockets in the corners of the gutter.
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

    // The field casts a shadow into the gutter on the side away from the light.
    soft_square(shadow * 0.6, field, 0.012, fade(BLACK, 0.55));
    square_tex(field, &wood.birch, WHITE);
    bevel_square(field, 0.003, fade(WHITE, 0.0), fade(BLACK, 0.25));
    outline_square(field - 0.0006, 0.0012, Color::new(1.0, 0.95, 0.85, 0.35));

    // Home lines, one per side, and a small centre mark.
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

/// Half the length of a pitchnut home line: short enough that the four
/// lines never cross. The shooter is placed within it.
pub fn pitchnut_home_half(spec: &PitchnutSpec) -> f32 {
    -spec.home_line_y() - 0.03
}

fn draw_peg(cam: &BoardCamera, c: Vec2, r: f32, color: Color) {
    let shadow = screen_dir_to_board(cam, vec2(0.4, 0.7)) * r;
    paint::soft_disc(c + shadow, r, r * 1.9, fade(BLACK, 0.45), 32);
    ring(c, 0.0, r, Color::new(0.22, 0.22, 0.24, 1.0), color, 40);
    let glint = screen_dir_to_board(cam, vec2(-0.35, -0.4)) * r;
    paint::soft_disc(c + glint, r * 0.12, r * 0.45, fade(WHITE, 0.35), 24);
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

/// A broad soft reflection of a window on the lacquer.
fn sheen(cam: &BoardCamera, size: f32) {
    let at = screen_dir_to_board(cam, vec2(-0.3, -0.38)) * size;
    ring(
        at,
        0.0,
        size * 0.75,
        fade(WHITE, 0.10),
        fade(WHITE, 0.0),
        segs(cam, size),
    );
    let at2 = screen_dir_to_board(cam, vec2(0.35, 0.3)) * size;
    ring(
        at2,
        0.0,
        size * 0.5,
        fade(WHITE, 0.04),
        fade(WHITE, 0.0),
        segs(cam, size),
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

/// The zone numbers, painted on the board but drawn upright for the player.
/// Drawn in screen pixels (the default camera) so text stays crisp.
pub fn draw_crokinole_numbers(cam: &BoardCamera, spec: &CrokinoleSpec, font: &Font) {
    let zones = [
        ("5", (spec.ten_radius + spec.shooting_line_radius) * 0.5),
        ("10", (spec.fifteen_radius + spec.ten_radius) * 0.5),
        ("15", spec.fifteen_radius * 0.55),
    ];
    let size = (spec.line_width * 9.0 * cam.scale).clamp(10.0, 40.0);
    for k in 0..4 {
        // Along the seat directions, where no quadrant line runs.
        let a = k as f32 * TAU / 4.0 + std::f32::consts::FRAC_PI_2 * 0.0;
        for (label, r) in zones {
            let p = cam.to_screen(geom::Vec2::from_angle(a) * r);
            let dims = ui::measure(label, font, size);
            ui::draw_text_at(
                label,
                p.x - dims.width * 0.5,
                p.y + dims.offset_y * 0.5,
                size,
                Color::new(0.16, 0.09, 0.05, 0.55),
                font,
            );
        }
    }
}
