//! The buttons' icons, drawn with shapes (no image files): each fits a
//! square `size` pixels wide centred on a point, in one colour, with
//! strokes about a tenth of the size so they read at 14 px and at 60.

use super::super::draw::paint;
use macroquad::prelude::*;
use std::f32::consts::{FRAC_PI_2, PI, TAU};

/// An icon a button can carry beside its words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    /// Three bars: the pause menu.
    Menu,
    /// A lit bulb: the hint.
    Hint,
    /// An arrow pointing left.
    Back,
    /// A gear.
    Settings,
    /// An open book.
    Rules,
    /// A triangle pointing right: start, watch.
    Play,
    /// A bar and a triangle: take the saved match up again.
    Resume,
    /// A cup: the finished matches.
    Records,
    /// Two people.
    Players,
    /// A target: drills.
    Practice,
    /// A plus.
    Add,
    /// A cross.
    Delete,
    /// A tick.
    Done,
    /// An arrow down into a tray.
    Import,
    /// An arrow up out of a tray.
    Export,
    /// A chevron right.
    Next,
    /// Two chevrons right.
    Skip,
    /// An arrow round a circle: play again from the start.
    Restart,
    /// A house: back to the title.
    Home,
    /// A round board with rings and the 20 hole.
    Crokinole,
    /// A square board with corner pockets.
    Pitchnut,
    /// Two bars: pause.
    Pause,
    /// A bar and a triangle pointing left: back to the start.
    ToStart,
    /// A triangle pointing right and a bar: one step on.
    Step,
}

/// A stroke from `a` to `b` with round ends, `w` wide.
fn stroke(a: Vec2, b: Vec2, w: f32, c: Color) {
    draw_line(a.x, a.y, b.x, b.y, w, c);
    dot(a, w * 0.5, c);
    dot(b, w * 0.5, c);
}

fn dot(at: Vec2, r: f32, c: Color) {
    paint::disc(at, r, c, paint::arc_segments(r, TAU).max(8));
}

fn tri(a: Vec2, b: Vec2, c: Vec2, col: Color) {
    draw_triangle(a, b, c, col);
}

/// A ring `w` wide of middle radius `r`, from angle `a0` to `a1`.
fn arc(at: Vec2, r: f32, w: f32, a0: f32, a1: f32, c: Color) {
    let n = ((a1 - a0).abs() / TAU * paint::segments_for(r) as f32).ceil() as usize;
    paint::arc_ring(at, r - w * 0.5, r + w * 0.5, a0, a1, c, c, n.max(6));
}

/// Draws `icon` in a `size` px square centred on `at`.
pub fn draw(icon: Icon, at: Vec2, size: f32, c: Color) {
    let u = size * 0.5;
    let w = (size * 0.11).max(1.5);
    let p = |x: f32, y: f32| at + vec2(x, y) * u;
    match icon {
        Icon::Menu => {
            for y in [-0.6, 0.0, 0.6] {
                stroke(p(-0.75, y), p(0.75, y), w * 1.2, c);
            }
        }
        Icon::Hint => {
            arc(p(0.0, -0.25), u * 0.55, w, PI * 0.75, PI * 2.25, c);
            stroke(p(-0.3, 0.3), p(-0.25, 0.55), w, c);
            stroke(p(0.3, 0.3), p(0.25, 0.55), w, c);
            stroke(p(-0.25, 0.62), p(0.25, 0.62), w, c);
            stroke(p(-0.15, 0.85), p(0.15, 0.85), w, c);
            dot(p(0.0, -0.25), u * 0.16, c);
        }
        Icon::Back => {
            stroke(p(-0.75, 0.0), p(0.75, 0.0), w * 1.2, c);
            stroke(p(-0.75, 0.0), p(-0.2, -0.55), w * 1.2, c);
            stroke(p(-0.75, 0.0), p(-0.2, 0.55), w * 1.2, c);
        }
        Icon::Settings => {
            arc(at, u * 0.5, u * 0.34, 0.0, TAU, c);
            for k in 0..8 {
                let a = k as f32 * TAU / 8.0;
                let d = vec2(a.cos(), a.sin());
                stroke(at + d * u * 0.62, at + d * u * 0.82, u * 0.26, c);
            }
        }
        Icon::Rules => {
            // Two pages rising from the spine, a line on each.
            for s in [-1.0, 1.0] {
                let x = |v: f32| v * s;
                tri(p(0.0, -0.45), p(x(0.85), -0.7), p(x(0.85), 0.45), c);
                tri(p(0.0, -0.45), p(x(0.85), 0.45), p(0.0, 0.7), c);
            }
            let gap = Color::new(c.r * 0.35, c.g * 0.3, c.b * 0.25, c.a);
            stroke(p(0.0, -0.42), p(0.0, 0.66), w * 0.6, gap);
        }
        Icon::Play => tri(p(-0.5, -0.75), p(0.75, 0.0), p(-0.5, 0.75), c),
        Icon::Pause => {
            for x in [-0.35, 0.35] {
                stroke(p(x, -0.65), p(x, 0.65), w * 2.2, c);
            }
        }
        Icon::ToStart => {
            stroke(p(-0.7, -0.6), p(-0.7, 0.6), w * 1.4, c);
            tri(p(0.8, -0.7), p(-0.25, 0.0), p(0.8, 0.7), c);
        }
        Icon::Step => {
            tri(p(-0.8, -0.7), p(0.25, 0.0), p(-0.8, 0.7), c);
            stroke(p(0.7, -0.6), p(0.7, 0.6), w * 1.4, c);
        }
        Icon::Resume => {
            stroke(p(-0.7, -0.6), p(-0.7, 0.6), w * 1.4, c);
            tri(p(-0.25, -0.7), p(0.8, 0.0), p(-0.25, 0.7), c);
        }
        Icon::Records => {
            // A cup on a stem and a foot, with handles.
            tri(p(-0.6, -0.75), p(0.6, -0.75), p(0.0, 0.2), c);
            paint::arc_ring(p(0.0, -0.75), 0.0, u * 0.6, 0.0, PI, c, c, 16);
            arc(p(-0.6, -0.45), u * 0.22, w * 0.8, FRAC_PI_2, PI * 1.5, c);
            arc(p(0.6, -0.45), u * 0.22, w * 0.8, -FRAC_PI_2, FRAC_PI_2, c);
            stroke(p(0.0, 0.0), p(0.0, 0.55), w * 1.2, c);
            stroke(p(-0.45, 0.7), p(0.45, 0.7), w * 1.6, c);
        }
        Icon::Players => {
            for (x, r) in [(0.35, 0.85), (-0.3, 1.0)] {
                dot(p(x, -0.35), u * 0.28 * r, c);
                paint::arc_ring(p(x, 0.75), 0.0, u * 0.55 * r, PI, TAU, c, c, 20);
            }
        }
        Icon::Practice => {
            arc(at, u * 0.78, w, 0.0, TAU, c);
            arc(at, u * 0.45, w, 0.0, TAU, c);
            dot(at, u * 0.16, c);
        }
        Icon::Add => {
            stroke(p(-0.7, 0.0), p(0.7, 0.0), w * 1.4, c);
            stroke(p(0.0, -0.7), p(0.0, 0.7), w * 1.4, c);
        }
        Icon::Delete => {
            stroke(p(-0.55, -0.55), p(0.55, 0.55), w * 1.4, c);
            stroke(p(0.55, -0.55), p(-0.55, 0.55), w * 1.4, c);
        }
        Icon::Done => {
            stroke(p(-0.7, 0.05), p(-0.2, 0.55), w * 1.5, c);
            stroke(p(-0.2, 0.55), p(0.75, -0.55), w * 1.5, c);
        }
        Icon::Import | Icon::Export => {
            stroke(p(-0.75, 0.35), p(-0.75, 0.75), w, c);
            stroke(p(-0.75, 0.75), p(0.75, 0.75), w, c);
            stroke(p(0.75, 0.75), p(0.75, 0.35), w, c);
            let (tip, tail) = if icon == Icon::Import {
                (0.4, -0.8)
            } else {
                (-0.8, 0.4)
            };
            stroke(p(0.0, tail), p(0.0, tip), w * 1.2, c);
            let back = tip - (tip - tail).signum() * 0.4;
            stroke(p(0.0, tip), p(-0.35, back), w * 1.2, c);
            stroke(p(0.0, tip), p(0.35, back), w * 1.2, c);
        }
        Icon::Next => {
            stroke(p(-0.3, -0.6), p(0.3, 0.0), w * 1.4, c);
            stroke(p(0.3, 0.0), p(-0.3, 0.6), w * 1.4, c);
        }
        Icon::Skip => {
            for x in [-0.45, 0.2] {
                stroke(p(x, -0.6), p(x + 0.5, 0.0), w * 1.3, c);
                stroke(p(x + 0.5, 0.0), p(x, 0.6), w * 1.3, c);
            }
        }
        Icon::Restart => {
            arc(at, u * 0.62, w * 1.2, -PI * 0.35, PI * 1.25, c);
            let a = -PI * 0.35;
            let tip = at + vec2(a.cos(), a.sin()) * u * 0.62;
            tri(
                tip + vec2(-0.42, -0.3) * u,
                tip + vec2(0.32, 0.28) * u,
                tip + vec2(0.22, -0.55) * u,
                c,
            );
        }
        Icon::Home => {
            tri(p(0.0, -0.85), p(0.9, 0.0), p(-0.9, 0.0), c);
            draw_rectangle(at.x - u * 0.6, at.y - u * 0.1, u * 1.2, u * 0.9, c);
        }
        Icon::Crokinole => {
            arc(at, u * 0.86, w, 0.0, TAU, c);
            arc(at, u * 0.52, w * 0.7, 0.0, TAU, c);
            dot(at, u * 0.14, c);
            for k in 0..4 {
                let a = k as f32 * FRAC_PI_2 + PI * 0.25;
                dot(at + vec2(a.cos(), a.sin()) * u * 0.52, w * 0.7, c);
            }
        }
        Icon::Pitchnut => {
            let k = 0.82;
            for (a, b) in [
                (p(-k, -k), p(k, -k)),
                (p(k, -k), p(k, k)),
                (p(k, k), p(-k, k)),
                (p(-k, k), p(-k, -k)),
            ] {
                stroke(a, b, w, c);
            }
            for (x, y) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
                dot(p(x * 0.55, y * 0.55), u * 0.17, c);
            }
            dot(at, u * 0.12, c);
        }
    }
}
