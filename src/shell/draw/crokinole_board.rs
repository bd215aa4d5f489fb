//! The crokinole board in board metres: the rail, the ditch, the surface
//! with its rings and shooting lines, the 20 hole, the eight posts, and the
//! zone numbers (see `board_view` for the cache that shows it).

use super::board_view::{BoardWood, PAINT, RAIL, screen_dir_to_board, segs, sheen};
use super::camera::BoardCamera;
use super::fittings::{self, Well};
use super::glyphs::Font;
use super::paint::{self, fade, ring};
use flickwood_core::geom;
use flickwood_core::spec::CrokinoleSpec;
use macroquad::prelude::*;
use std::f32::consts::{FRAC_PI_4, TAU};

pub(crate) fn draw(cam: &BoardCamera, spec: &CrokinoleSpec, wood: &BoardWood) {
    draw_rail(cam, spec, wood);
    draw_ditch(cam, spec, wood);
    draw_surface(cam, spec, wood);
    draw_lines(cam, spec);
    draw_hole(cam, spec);
    // Posts: brass caps in rubber sleeves, casting their shadows.
    for p in spec.pegs() {
        fittings::draw_post(cam, vec2(p.x, p.y), spec.peg_radius);
    }
    sheen(cam, spec.surface_radius);
}

/// The board's shadow on the table, and the walnut rail round it.
fn draw_rail(cam: &BoardCamera, spec: &CrokinoleSpec, wood: &BoardWood) {
    let o = Vec2::ZERO;
    let rail_in = spec.rail_radius();
    let rail_out = rail_in + RAIL;
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
}

fn draw_ditch(cam: &BoardCamera, spec: &CrokinoleSpec, wood: &BoardWood) {
    let o = Vec2::ZERO;
    let rail_in = spec.rail_radius();
    let surface = spec.surface_radius;
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
}

fn draw_surface(cam: &BoardCamera, spec: &CrokinoleSpec, wood: &BoardWood) {
    let o = Vec2::ZERO;
    let surface = spec.surface_radius;
    // The playing surface: maple, with a bright lip where its edge catches the light.
    paint::textured_disc(
        o,
        surface,
        wood.maple.texture(),
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
}

/// The painted circles and the quadrant lines.
fn draw_lines(cam: &BoardCamera, spec: &CrokinoleSpec) {
    let o = Vec2::ZERO;
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
}

/// The 20 hole: a clean bored edge and a shallow well (6 mm) whose floor
/// still gets some light: its far wall lit, the near wall's shadow across it.
const HOLE: Well = Well {
    deep: Color::new(0.07, 0.045, 0.025, 1.0),
    floor: Color::new(0.2, 0.13, 0.07, 1.0),
    wall: Color::new(0.66, 0.47, 0.28, 1.0),
    rim: Color::new(0.30, 0.19, 0.10, 0.85),
    rim_width: 0.0009,
    lip: 0.12,
};

fn draw_hole(cam: &BoardCamera, spec: &CrokinoleSpec) {
    fittings::draw_well(cam, Vec2::ZERO, spec.hole_radius, &HOLE);
}

/// The zone numbers, painted on the board but drawn upright for the player.
/// Drawn in screen pixels (the default camera) so text stays crisp.
pub(crate) fn draw_numbers(cam: &BoardCamera, spec: &CrokinoleSpec, font: &Font) {
    for (label, at, size) in numbers(cam, spec) {
        let dims = font.measure(label, size);
        font.draw(
            label,
            at.x - dims.width * 0.5,
            at.y + dims.offset_y * 0.5,
            size,
            Color::new(0.16, 0.09, 0.05, 0.55),
        );
    }
}

/// Each zone number: its words, its centre on screen and its size (px).
fn numbers(cam: &BoardCamera, spec: &CrokinoleSpec) -> Vec<(&'static str, Vec2, f32)> {
    let zones = [
        ("5", (spec.ten_radius + spec.shooting_line_radius) * 0.5),
        ("10", (spec.fifteen_radius + spec.ten_radius) * 0.5),
        ("15", spec.fifteen_radius * 0.55),
    ];
    let size = (spec.line_width * 9.0 * cam.scale).clamp(10.0, 40.0);
    // Along the seat directions, where no quadrant line runs.
    (0..4)
        .flat_map(|k| {
            let a = k as f32 * TAU / 4.0;
            zones.map(|(label, r)| (label, cam.to_screen(geom::Vec2::from_angle(a) * r), size))
        })
        .collect()
}

/// Where the zone numbers are on screen (px), for words that must not
/// print over them (the count's points).
pub(crate) fn number_rects(cam: &BoardCamera, spec: &CrokinoleSpec, font: &Font) -> Vec<Rect> {
    numbers(cam, spec)
        .into_iter()
        .map(|(label, at, size)| {
            let w = font.measure(label, size).width;
            Rect::new(at.x - w * 0.5, at.y - size * 0.5, w, size)
        })
        .collect()
}
