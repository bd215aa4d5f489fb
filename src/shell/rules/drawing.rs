//! The rules screen's drawings (`rules_text/pictures.rs`): a window on the
//! real board, drawn by the boards' own code, with the discs' own look,
//! arrows for the shot and what it knocks, and labels.
//!
//! Every drawing on a screen shows the same `VIEW_H` metres of board over
//! its height, so all share one scale (the discs' sprites are painted for
//! one scale at a time, `disc_view.rs`). A drawing is painted once into a
//! texture (twice the size where pixels are big, so edges come out smooth)
//! and shown from it; the labels are drawn over it as text.

use super::super::draw::board_view::BoardWood;
use super::super::draw::camera::BoardCamera;
use super::super::draw::disc_view::draw_disc;
use super::super::draw::glyphs::Font;
use super::super::draw::paint::{self, fade};
use super::super::draw::{crokinole_board, pitchnut_board};
use super::super::platform::density::screen_dpi_scale;
use super::super::stack::context::Context;
use super::super::ui;
use super::paragraphs::pictures::{Look, Picture, Stroke, word};
use flickwood_core::game::Side;
use flickwood_core::save::Language;
use flickwood_core::spec::{BoardKind, Spec};
use macroquad::camera::Camera;
use macroquad::prelude::*;
use macroquad::texture::RenderPass;
use std::cell::RefCell;

/// Metres of board a drawing shows over its height.
pub const VIEW_H: f32 = 0.26;

/// A drawing's size for a text column `inner` px wide on a screen `screen_h`
/// px high: as wide as the column up to a wide strip, never taller than
/// about half the screen (a phone on its side keeps its text in sight).
pub fn size(inner: f32, screen_h: f32) -> Vec2 {
    let h = (inner * 0.6).clamp(150.0, 220.0).min(screen_h * 0.45);
    vec2(inner.min(h * 2.2), h)
}

/// Where `p`'s board lands in `r`.
pub fn camera(p: &Picture, r: Rect) -> BoardCamera {
    let scale = r.h / VIEW_H;
    BoardCamera {
        centre: r.center() + vec2(-p.at.0, p.at.1) * scale,
        scale,
        rotation: 0.0,
    }
}

fn on_screen(cam: &BoardCamera, (x, y): (f32, f32)) -> Vec2 {
    cam.to_screen(flickwood_core::geom::Vec2::new(x, y))
}

/// A disc's radius on `game`'s board.
pub fn radius(game: BoardKind, side: Side) -> f32 {
    let spec = Spec::STANDARD;
    match (game, side) {
        (BoardKind::Pitchnut, Side::Shooter) => spec.pitchnut.shooter_radius,
        (BoardKind::Pitchnut, _) => spec.pitchnut.piece_radius,
        (BoardKind::Crokinole, _) => spec.crokinole.disc_radius,
    }
}

/// Every disc of `p` (board metres): pitchnut's starting ring first, if shown.
pub fn discs(p: &Picture) -> Vec<(Vec2, Side, Look)> {
    let mut all = Vec::new();
    if p.start_ring {
        all.push((Vec2::ZERO, Side::Poison, Look::Flat));
        for (k, s) in Spec::STANDARD.pitchnut.start_ring().into_iter().enumerate() {
            let side = if k % 2 == 0 { Side::Light } else { Side::Dark };
            all.push((vec2(s.x, s.y), side, Look::Flat));
        }
    }
    all.extend(
        p.discs
            .iter()
            .map(|d| (vec2(d.at.0, d.at.1), d.side, d.look)),
    );
    all
}

/// The labels' text size for body text `body`.
pub fn label_size(body: f32) -> f32 {
    (body * 0.78).clamp(13.0, 18.0)
}

/// Each label's words and its box in `r` (kept inside it).
pub fn label_boxes(
    p: &Picture,
    r: Rect,
    lang: Language,
    font: &Font,
    size: f32,
) -> Vec<(&'static str, Rect)> {
    let cam = camera(p, r);
    p.labels
        .iter()
        .map(|l| {
            let text = word(lang, l.word);
            let w = ui::measure(text, font, size).width + size * 0.9;
            let h = size * 1.5;
            let c = on_screen(&cam, l.at);
            let x = (c.x - w * 0.5).clamp(r.x + 4.0, (r.right() - 4.0 - w).max(r.x + 4.0));
            let y = (c.y - h * 0.5).clamp(r.y + 4.0, r.bottom() - 4.0 - h);
            (text, Rect::new(x, y, w, h))
        })
        .collect()
}

const CREAM: Color = Color::new(0.98, 0.94, 0.85, 1.0);
const SHOT: Color = Color::new(1.0, 0.86, 0.48, 1.0);
const FOUL: Color = Color::new(0.9, 0.24, 0.18, 1.0);

/// Draws `p` in `r` (screen px): its picture, a frame, its labels.
pub fn draw(p: &'static Picture, r: Rect, lang: Language, body: f32, ctx: &Context) {
    let dpi = screen_dpi_scale();
    // Big pixels: paint twice the size and let the texture smooth it down.
    let ss = if dpi < 1.5 { 2.0 } else { 1.0 };
    let px = (
        (r.w * dpi * ss).round().clamp(1.0, 4096.0) as u32,
        (r.h * dpi * ss).round().clamp(1.0, 4096.0) as u32,
    );
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        let key = (std::ptr::from_ref(p) as usize, px);
        let at = match cache.iter().position(|c| c.0 == key) {
            Some(i) => i,
            None => {
                // Four drawings are more than a screen shows at once.
                if cache.len() >= 4 {
                    cache.remove(0);
                }
                cache.push((key, paint_picture(p, vec2(r.w, r.h), px, ss, &ctx.wood)));
                cache.len() - 1
            }
        };
        let entry = cache.remove(at);
        draw_texture_ex(
            &entry.1.texture,
            r.x,
            r.y,
            WHITE,
            DrawTextureParams {
                dest_size: Some(vec2(r.w, r.h)),
                flip_y: true,
                ..Default::default()
            },
        );
        cache.push(entry);
    });
    draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0, fade(CREAM, 0.3));
    let size = label_size(body);
    let cam = camera(p, r);
    for ((text, b), l) in label_boxes(p, r, lang, &ctx.font, size)
        .into_iter()
        .zip(p.labels)
    {
        if let Some(to) = l.to {
            let to = on_screen(&cam, to);
            let from = vec2(to.x.clamp(b.x, b.right()), to.y.clamp(b.y, b.bottom()));
            draw_line(from.x, from.y, to.x, to.y, 1.5, fade(CREAM, 0.85));
            paint::disc(to, 2.5, CREAM, 12);
        }
        ui::rounded(b, b.h * 0.3, Color::new(0.1, 0.06, 0.03, 0.82));
        let y = b.center().y + ui::measure(text, &ctx.font, size).offset_y * 0.5;
        ui::draw_text_at(text, b.x + size * 0.45, y, size, CREAM, &ctx.font);
    }
}

thread_local! {
    /// The drawings painted lately, the last used last: (drawing, pixels), texture.
    #[allow(clippy::type_complexity)]
    static CACHE: RefCell<Vec<((usize, (u32, u32)), RenderTarget)>> = const { RefCell::new(Vec::new()) };
}

/// Lets the painted drawings go (the rules screen closed): their textures
/// are a few MB a screen.
pub fn forget() {
    let _ = CACHE.try_with(|c| c.borrow_mut().clear());
}

/// A fixed matrix drawing into a texture.
struct Into(Mat4, RenderPass);

impl Camera for Into {
    fn matrix(&self) -> Mat4 {
        self.0
    }
    fn depth_enabled(&self) -> bool {
        false
    }
    fn render_pass(&self) -> Option<RenderPass> {
        Some(self.1.clone())
    }
    fn viewport(&self) -> Option<(i32, i32, i32, i32)> {
        None
    }
}

/// Paints `p` into a new texture of `px` pixels that shows `size` px.
fn paint_picture(
    p: &Picture,
    size: Vec2,
    px: (u32, u32),
    ss: f32,
    wood: &BoardWood,
) -> RenderTarget {
    let target = render_target(px.0, px.1);
    target.texture.set_filter(FilterMode::Linear);
    let pass = target.render_pass.clone();
    let pixels = Mat4::orthographic_rh_gl(0.0, size.x, size.y, 0.0, -1.0, 1.0);
    set_camera(&Into(pixels, pass.clone()));
    clear_background(BLACK);
    // The table under the board, as in a match.
    let tint = Color::new(0.55, 0.5, 0.48, 1.0);
    let uv = paint::cover_uv(size.x, size.y, 0.85);
    paint::textured_rect(Rect::new(0.0, 0.0, size.x, size.y), &wood.walnut, uv, tint);
    let frame = Rect::new(0.0, 0.0, size.x, size.y);
    let cam = camera(p, frame);
    let place = Mat4::from_translation(vec3(cam.centre.x, cam.centre.y, 0.0))
        * Mat4::from_scale(vec3(cam.scale, -cam.scale, 1.0));
    set_camera(&Into(pixels * place, pass));
    // The boards and discs choose their detail by this scale: the texture's.
    let fine = BoardCamera {
        scale: cam.scale * ss,
        ..cam
    };
    let spec = Spec::STANDARD;
    match p.game {
        BoardKind::Crokinole => crokinole_board::draw(&fine, &spec.crokinole, wood),
        BoardKind::Pitchnut => pitchnut_board::draw(&fine, &spec.pitchnut, wood),
    }
    let px_m = 1.0 / cam.scale;
    let grain = wood.disc_grain();
    for (id, (c, side, look)) in discs(p).into_iter().enumerate() {
        let r = radius(p.game, side);
        if look == Look::Ghost {
            // Dark and light rings: it reads on maple, birch and in shadow.
            paint::disc(c, r, fade(CREAM, 0.3), 48);
            paint::circle_line(c, r, 3.0 * px_m, fade(BLACK, 0.45), 48);
            paint::circle_line(c, r - 2.0 * px_m, 1.5 * px_m, fade(CREAM, 0.9), 48);
            continue;
        }
        let (low, raised) = (look == Look::Sunk, look == Look::Raised);
        draw_disc(&fine, grain, c, r, 0.0, side, low, raised, id as u16);
        if look == Look::Out {
            for d in [vec2(1.0, 1.0), vec2(1.0, -1.0)] {
                line(
                    c - d * r * 0.8,
                    c + d * r * 0.8,
                    5.5 * px_m,
                    fade(BLACK, 0.5),
                );
                line(c - d * r * 0.8, c + d * r * 0.8, 3.0 * px_m, FOUL);
            }
        }
    }
    for path in p.paths {
        let pts: Vec<Vec2> = path.points.iter().map(|&(x, y)| vec2(x, y)).collect();
        arrow(&pts, path.stroke, px_m);
    }
    super::super::draw::camera::set_default_camera();
    target
}

/// A straight stroke from `a` to `b`, `w` wide.
fn line(a: Vec2, b: Vec2, w: f32, colour: Color) {
    let n = (b - a).normalize_or_zero().perp() * (w * 0.5);
    paint::quad([a + n, b + n, b - n, a - n], [colour; 4]);
}

/// A path with a head at its end (and at its start for a slide); a knock's
/// is dashed. `px` is one screen pixel in metres.
fn arrow(pts: &[Vec2], stroke: Stroke, px: f32) {
    let (colour, w) = match stroke {
        Stroke::Shot => (SHOT, 3.5),
        Stroke::Knock => (CREAM, 3.0),
        Stroke::Slide => (CREAM, 2.5),
        Stroke::Edge => (CREAM, 2.0),
    };
    let head = |tip: Vec2, from: Vec2| {
        let d = (tip - from).normalize_or_zero();
        let (l, s) = (d * 12.0 * px, d.perp() * 6.5 * px);
        (tip, tip - l + s, tip - l - s)
    };
    let mut heads = vec![];
    if let ([.., a, b], false) = (pts, stroke == Stroke::Edge) {
        heads.push(head(*b, *a));
    }
    if let ([a, b, ..], Stroke::Slide) = (pts, stroke) {
        heads.push(head(*a, *b));
    }
    // Stop the stroke under the heads so their tips stay sharp.
    let mut body = pts.to_vec();
    let n = body.len();
    if n >= 2 && stroke != Stroke::Edge {
        let back = |tip: Vec2, from: Vec2| tip - (tip - from).normalize_or_zero() * 9.0 * px;
        body[n - 1] = back(body[n - 1], body[n - 2]);
        if stroke == Stroke::Slide {
            body[0] = back(body[0], body[1]);
        }
    }
    for (width, c) in [(w + 2.5, fade(BLACK, 0.45)), (w, colour)] {
        let mut from_start = 0.0;
        for seg in body.windows(2) {
            let (a, b) = (seg[0], seg[1]);
            let len = a.distance(b);
            if matches!(stroke, Stroke::Knock | Stroke::Edge) {
                // Dashes of 8 px with gaps of 6, continuing across corners.
                let (dash, gap) = (8.0 * px, 6.0 * px);
                let d = (b - a) / len.max(1e-9);
                let mut t = -(from_start % (dash + gap));
                while t < len {
                    let (s, e) = (t.max(0.0), (t + dash).min(len));
                    if e > s {
                        line(a + d * s, a + d * e, width * px, c);
                    }
                    t += dash + gap;
                }
            } else {
                line(a, b, width * px, c);
            }
            from_start += len;
        }
        for &(t, l, r) in &heads {
            let grow = (width - w) * px;
            let d = (t - (l + r) * 0.5).normalize_or_zero() * grow;
            let s = (l - r).normalize_or_zero() * grow;
            draw_triangle(t + d, l + s - d * 0.5, r - s - d * 0.5, c);
        }
    }
}
