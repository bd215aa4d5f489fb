//! Drawing a disc (in board metres): turned wood with its grain, a rounded
//! edge, a soft shadow, a lacquer glint, and a mark cut into the top so the
//! two sides differ in pattern as well as in colour (colour-blind safe: the
//! colours differ mostly in lightness).
//!
//! Each disc's look is painted once, on the CPU with 4x4 samples per pixel,
//! into a sprite in one atlas texture at the screen's pixel size; a frame then
//! draws three textured quads per disc (shadow, the disc turned by its angle,
//! glint), all from that texture, so macroquad sends them in one batch. The
//! sprites are made again when the board's scale on screen changes.

use super::board_view::screen_dir_to_board;
use super::camera::BoardCamera;
use super::camera::mq;
use super::density::screen_dpi_scale;
use super::frames::Frames;
use super::paint::{fade, mix};
use flickwood_core::game::{Piece, Side};
use flickwood_core::shot::Place;
use flickwood_core::spec::{BoardKind, Spec};
use macroquad::models::{Mesh, Vertex, draw_mesh};
use macroquad::prelude::*;
use std::cell::RefCell;
use std::collections::HashMap;

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
    grain: &Image,
    c: Vec2,
    radius: f32,
    angle: f32,
    side: Side,
    low: bool,
    raised: bool,
    id: u16,
) {
    let px_per_m = cam.scale * screen_dpi_scale();
    ATLAS.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot.as_ref().is_none_or(|a| a.px_per_m != px_per_m) {
            let grain_image = match slot.take() {
                Some(a) => a.grain,
                None => grain.clone(),
            };
            *slot = Some(Atlas::new(px_per_m, grain_image));
        }
        let Some(atlas) = slot.as_mut() else {
            return;
        };
        let look = Look {
            side,
            id,
            low,
            radius_um: (radius * 1e6).round() as u32,
        };
        let (shadow, body, glint) = (
            atlas.sprite(Sprite::Shadow(look.radius_um)),
            atlas.sprite(Sprite::Body(look)),
            atlas.sprite(Sprite::Glint(look.radius_um)),
        );
        let tex = &atlas.texture;

        // Soft shadow, cast down and right on screen.
        let lift = match (low, raised) {
            (true, _) => 0.05,
            (false, true) => 0.4,
            (false, false) => 0.13,
        };
        let off = screen_dir_to_board(cam, vec2(0.6, 1.0)) * (radius * lift);
        quad(tex, shadow, c + off, 0.0, WHITE);
        quad(tex, body, c, angle, WHITE);
        // Lacquer glint toward the light.
        if !low {
            let g = screen_dir_to_board(cam, vec2(-0.45, -0.55)) * (radius * 0.42);
            quad(tex, glint, c + g, 0.0, WHITE);
        }
    });
}

/// One disc's look: everything its sprite depends on.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Look {
    side: Side,
    id: u16,
    low: bool,
    /// The radius in micrometres (pitchnut's shooter is bigger than its pieces).
    radius_um: u32,
}

// `Side` has no `Hash`; equal looks still hash the same without it.
impl std::hash::Hash for Look {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.id, self.low, self.radius_um).hash(state);
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Sprite {
    /// The disc itself: side wall, grained top, turning rings, mark.
    Body(Look),
    /// Its soft shadow, for a disc of this radius (micrometres).
    Shadow(u32),
    /// The lacquer's soft highlight.
    Glint(u32),
}

/// A sprite's place in the atlas: its texture rectangle (0..1) and the
/// half-size of the square it covers on the board (metres).
#[derive(Clone, Copy)]
struct Placed {
    uv: Rect,
    half: f32,
}

/// The texture that holds every sprite, filled row by row as looks appear.
struct Atlas {
    px_per_m: f32,
    grain: Image,
    /// The atlas's width and height in pixels.
    size: u16,
    texture: Texture2D,
    placed: HashMap<Sprite, Placed>,
    /// Where the next sprite goes: x, y of the row, the row's height.
    cursor: (u16, u16, u16),
}

thread_local! {
    static ATLAS: RefCell<Option<Atlas>> = const { RefCell::new(None) };
}

const ATLAS_SIZE: u16 = 1024;

impl Atlas {
    fn new(px_per_m: f32, grain: Image) -> Self {
        Self::with_size(px_per_m, grain, ATLAS_SIZE)
    }

    fn with_size(px_per_m: f32, grain: Image, size: u16) -> Self {
        let image = Image::gen_image_color(size, size, Color::new(0.0, 0.0, 0.0, 0.0));
        let texture = Texture2D::from_image(&image);
        texture.set_filter(FilterMode::Linear);
        Atlas {
            px_per_m,
            grain,
            size,
            texture,
            placed: HashMap::new(),
            cursor: (0, 0, 0),
        }
    }

    /// The sprite's place, painting it first if it is new.
    fn sprite(&mut self, sprite: Sprite) -> Placed {
        if let Some(p) = self.placed.get(&sprite) {
            return *p;
        }
        let reach = match sprite {
            Sprite::Body(l) => l.radius_um as f32 * 1e-6,
            Sprite::Shadow(r) => r as f32 * 1e-6 * SHADOW_SOFT,
            Sprite::Glint(r) => r as f32 * 1e-6 * GLINT_SOFT,
        };
        // Two clear pixels round the sprite so linear filtering fades its
        // edge and never reads a neighbour.
        let half_px = (reach * self.px_per_m).ceil() as u16 + 2;
        let side = (half_px * 2).min(self.size);
        let (mut x, mut y, mut row) = self.cursor;
        if x + side > self.size {
            (x, y, row) = (0, y + row, 0);
        }
        if y + side > self.size {
            // Full (a huge screen, or many looks): start a bigger atlas. The
            // old texture stays alive for draws already queued this frame.
            let size = (u32::from(self.size) * 2).min(8192) as u16;
            let grain = std::mem::replace(&mut self.grain, Image::empty());
            *self = Self::with_size(self.px_per_m, grain, size);
            return self.sprite(sprite);
        }
        self.cursor = (x + side, y, row.max(side));
        let m_per_px = 1.0 / self.px_per_m;
        let half = side as f32 * 0.5 * m_per_px;
        let mut pixels = vec![0u8; side as usize * side as usize * 4];
        paint_sprite(sprite, &self.grain, side, m_per_px, &mut pixels);
        let part = Image {
            bytes: pixels,
            width: side,
            height: side,
        };
        self.texture
            .update_part(&part, x.into(), y.into(), side.into(), side.into());
        let n = f32::from(self.size);
        let placed = Placed {
            uv: Rect::new(x as f32 / n, y as f32 / n, side as f32 / n, side as f32 / n),
            half,
        };
        self.placed.insert(sprite, placed);
        placed
    }
}

const SHADOW_SOLID: f32 = 0.95;
const SHADOW_SOFT: f32 = 1.28;
const GLINT_SOLID: f32 = 0.08;
const GLINT_SOFT: f32 = 0.5;

/// Paints `sprite` into `out` (RGBA, `side` x `side` pixels of `m_per_px`
/// metres, the disc's centre in the middle; row 0 is the disc's +y side).
/// Each pixel is the mean of 4 x 4 samples, so edges and the fine turning
/// rings are smooth at any size.
fn paint_sprite(sprite: Sprite, grain: &Image, side: u16, m_per_px: f32, out: &mut [u8]) {
    const N: usize = 4;
    let centre = side as f32 * 0.5;
    for py in 0..side as usize {
        for px in 0..side as usize {
            // Premultiplied sum over the samples.
            let mut sum = [0.0f32; 4];
            for sy in 0..N {
                for sx in 0..N {
                    let lx = (px as f32 + (sx as f32 + 0.5) / N as f32 - centre) * m_per_px;
                    let ly = (centre - (py as f32 + (sy as f32 + 0.5) / N as f32)) * m_per_px;
                    let c = sample(sprite, grain, vec2(lx, ly));
                    sum[0] += c.r * c.a;
                    sum[1] += c.g * c.a;
                    sum[2] += c.b * c.a;
                    sum[3] += c.a;
                }
            }
            let n = (N * N) as f32;
            let a = sum[3] / n;
            // Straight alpha for macroquad's blending; a clear pixel keeps
            // the colour of the edge so filtering does not darken it.
            let rgb = if sum[3] > 0.0 {
                [sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3]]
            } else {
                let c = edge_colour(sprite);
                [c.r, c.g, c.b]
            };
            let i = (py * side as usize + px) * 4;
            for k in 0..3 {
                out[i + k] = (rgb[k].clamp(0.0, 1.0) * 255.0).round() as u8;
            }
            out[i + 3] = (a.clamp(0.0, 1.0) * 255.0).round() as u8;
        }
    }
}

/// The colour of a sprite's outermost painted ring.
fn edge_colour(sprite: Sprite) -> Color {
    match sprite {
        Sprite::Body(l) => {
            let f = finish(l.side);
            let light = if l.low { 0.62 } else { 1.0 };
            let edge = mix(mix(f.stain, BLACK, 0.45), BLACK, 0.3);
            Color::new(edge.r * light, edge.g * light, edge.b * light, 1.0)
        }
        Sprite::Shadow(_) => BLACK,
        Sprite::Glint(_) => WHITE,
    }
}

/// `top` over `under`, both straight alpha.
fn over(under: Color, top: Color) -> Color {
    let a = top.a + under.a * (1.0 - top.a);
    if a <= 0.0 {
        return Color::new(0.0, 0.0, 0.0, 0.0);
    }
    let ch = |t: f32, u: f32| (t * top.a + u * under.a * (1.0 - top.a)) / a;
    Color::new(
        ch(top.r, under.r),
        ch(top.g, under.g),
        ch(top.b, under.b),
        a,
    )
}

/// Alpha for a ring painted between `r0` and `r1`, colour fading linearly
/// from `a0` to `a1` across it (the triangle-mesh rings did the same).
fn band(d: f32, r0: f32, r1: f32, a0: f32, a1: f32) -> Option<f32> {
    (d >= r0 && d <= r1).then(|| a0 + (a1 - a0) * ((d - r0) / (r1 - r0).max(1e-9)))
}

/// The sprite's colour at `p` (metres from the disc's centre, y up).
fn sample(sprite: Sprite, grain: &Image, p: Vec2) -> Color {
    let d = p.length();
    let clear = Color::new(0.0, 0.0, 0.0, 0.0);
    match sprite {
        Sprite::Shadow(r) => {
            let r = r as f32 * 1e-6;
            let a = if d <= r * SHADOW_SOLID {
                0.5
            } else {
                band(d, r * SHADOW_SOLID, r * SHADOW_SOFT, 0.5, 0.0).unwrap_or(0.0)
            };
            fade(BLACK, a)
        }
        Sprite::Glint(r) => {
            let r = r as f32 * 1e-6;
            let a = if d <= r * GLINT_SOLID {
                0.28
            } else {
                band(d, r * GLINT_SOLID, r * GLINT_SOFT, 0.28, 0.0).unwrap_or(0.0)
            };
            fade(WHITE, a)
        }
        Sprite::Body(look) => {
            let radius = look.radius_um as f32 * 1e-6;
            if d > radius {
                return clear;
            }
            let f = finish(look.side);
            let light = if look.low { 0.62 } else { 1.0 };
            let shade = |col: Color| Color::new(col.r * light, col.g * light, col.b * light, col.a);
            // Side wall: the darker edge seen around the top face.
            let edge = mix(f.stain, BLACK, 0.45);
            let mut c = shade(mix(edge, mix(edge, BLACK, 0.3), d / radius));
            // Top face: a different part of the grain for every disc.
            let top = radius * 0.9;
            if d <= top {
                let seed = look.id as f32 * 0.618_034;
                let uv = vec2(0.25 + seed.fract() * 0.5, 0.25 + (seed * 1.7).fract() * 0.5)
                    + p / top * 0.06;
                let g = grain_at(grain, uv);
                let s = shade(f.stain);
                c = Color::new(g.r * s.r, g.g * s.g, g.b * s.b, 1.0);
            }
            // Turning rings and a rounded-over rim.
            if let Some(a) = band(d, top * 0.8, top, 0.0, 0.22 * light) {
                c = over(c, fade(BLACK, a));
            }
            let line = |r: f32, w: f32| (d - r).abs() <= w * 0.5;
            if line(top * 0.62, radius * 0.025) {
                c = over(c, fade(BLACK, 0.10));
            }
            if line(top * 0.32, radius * 0.02) {
                c = over(c, fade(BLACK, 0.08));
            }
            // The side's mark.
            let mark = shade(f.mark);
            let marked = match look.side {
                Side::Light => line(radius * 0.5, radius * 0.12),
                Side::Red => line(radius * 0.32, radius * 0.1),
                Side::Green => line(radius * 0.55, radius * 0.06) || d <= radius * 0.14,
                Side::Dark => d <= radius * 0.22,
                Side::Poison => {
                    // A cross along the diagonals.
                    let q = vec2(p.x + p.y, p.x - p.y) * std::f32::consts::FRAC_1_SQRT_2;
                    let arm = |along: f32, across: f32| {
                        along.abs() <= radius * 0.45 && across.abs() <= radius * 0.08
                    };
                    arm(q.x, q.y) || arm(q.y, q.x)
                }
                Side::Shooter => {
                    line(radius * 0.58, radius * 0.08) || line(radius * 0.34, radius * 0.08)
                }
            };
            if marked {
                c = over(c, mark);
            }
            c
        }
    }
}

/// The grain image at `uv` (0..1), bilinear.
fn grain_at(grain: &Image, uv: Vec2) -> Color {
    let (w, h) = (grain.width as f32, grain.height as f32);
    if w < 1.0 || h < 1.0 {
        return WHITE;
    }
    let x = (uv.x * w - 0.5).clamp(0.0, w - 1.0);
    let y = (uv.y * h - 0.5).clamp(0.0, h - 1.0);
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (x0, y0) = (x0 as u32, y0 as u32);
    let (x1, y1) = ((x0 + 1).min(w as u32 - 1), (y0 + 1).min(h as u32 - 1));
    let p = |x, y| grain.get_pixel(x, y);
    let (a, b, c, d) = (p(x0, y0), p(x1, y0), p(x0, y1), p(x1, y1));
    let lerp = |u: f32, v: f32, t: f32| u + (v - u) * t;
    let ch = |f: fn(&Color) -> f32| lerp(lerp(f(&a), f(&b), fx), lerp(f(&c), f(&d), fx), fy);
    Color::new(ch(|c| c.r), ch(|c| c.g), ch(|c| c.b), 1.0)
}

/// A sprite drawn as a square centred on `c`, turned by `angle` (board metres).
fn quad(texture: &Texture2D, sprite: Placed, c: Vec2, angle: f32, tint: Color) {
    let (s, co) = angle.sin_cos();
    let h = sprite.half;
    let corner = |x: f32, y: f32| c + vec2(x * co - y * s, x * s + y * co) * h;
    let uv = sprite.uv;
    // Row 0 of the sprite is its +y side.
    let v = [
        (corner(-1.0, 1.0), vec2(uv.x, uv.y)),
        (corner(1.0, 1.0), vec2(uv.x + uv.w, uv.y)),
        (corner(1.0, -1.0), vec2(uv.x + uv.w, uv.y + uv.h)),
        (corner(-1.0, -1.0), vec2(uv.x, uv.y + uv.h)),
    ];
    MESH.with(|m| {
        let mut m = m.borrow_mut();
        m.vertices.clear();
        m.vertices.extend(
            v.iter()
                .map(|(p, t)| Vertex::new(p.x, p.y, 0.0, t.x, t.y, tint)),
        );
        if m.indices.is_empty() {
            m.indices.extend_from_slice(&[0, 1, 2, 0, 2, 3]);
        }
        m.texture = Some(texture.clone());
        draw_mesh(&m);
        m.texture = None;
    });
}

thread_local! {
    /// One quad's mesh, reused so drawing allocates nothing.
    static MESH: RefCell<Mesh> = RefCell::new(Mesh {
        vertices: Vec::with_capacity(4),
        indices: Vec::with_capacity(6),
        texture: None,
    });
}

/// A disc to draw: centre, radius, angle, side, low (below the surface), id, place.
pub type DiscDraw = (Vec2, f32, f32, Side, bool, u16, Place);

/// Every disc where a shot in flight has it now (between its last two
/// steps), and those already off the board where they lie; a disc the
/// match does not know yet (the shot disc) is `shooter`'s.
pub fn discs_in_flight(
    frames: &Frames,
    pieces: &[Piece],
    spec: &Spec,
    board: BoardKind,
    shooter: Side,
) -> Vec<DiscDraw> {
    let mut all: Vec<DiscDraw> = Vec::new();
    for p in pieces.iter().filter(|p| !p.disc.place.in_play()) {
        let r = spec.radius(board, p.disc.kind);
        all.push((
            mq(p.disc.pos),
            r,
            0.0,
            p.side,
            true,
            p.disc.id,
            p.disc.place,
        ));
    }
    let alpha = frames.alpha(spec.sim.dt());
    for (a, b) in frames.prev.iter().zip(&frames.cur) {
        let pos = a.pos + (b.pos - a.pos) * alpha;
        let side = pieces
            .iter()
            .find(|p| p.disc.id == b.id)
            .map_or(shooter, |p| p.side);
        all.push((mq(pos), b.radius, b.angle, side, b.low, b.id, b.place));
    }
    all
}

/// Draws `all` in layers: discs below the surface first, then the board's,
/// then those raised on a post or a stack; discs in a hole, a pocket or off
/// the board are not drawn.
pub fn draw_layered(cam: &BoardCamera, maple: &Image, mut all: Vec<DiscDraw>) {
    all.retain(|d| {
        !matches!(
            d.6,
            Place::Hole | Place::Pocket(_) | Place::OffBoard | Place::OnSide
        )
    });
    let rank = |low: bool, p: Place| match (low, p) {
        (true, _) => 0,
        (_, Place::OnPost(_) | Place::Stacked(_)) => 2,
        _ => 1,
    };
    all.sort_by_key(|d| rank(d.4, d.6));
    for (c, r, angle, side, low, id, place) in all {
        let raised = matches!(
            place,
            Place::OnPost(_) | Place::PostLeaner(_) | Place::Stacked(_)
        );
        draw_disc(cam, maple, c, r, angle, side, low, raised, id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(side: Side) -> Sprite {
        Sprite::Body(Look {
            side,
            id: 3,
            low: false,
            radius_um: 16_500,
        })
    }

    #[test]
    fn a_disc_sprite_is_solid_inside_and_clear_outside() {
        let grain = Image::gen_image_color(8, 8, WHITE);
        let (side, m_per_px) = (40u16, 0.001);
        let mut px = vec![0u8; side as usize * side as usize * 4];
        paint_sprite(body(Side::Dark), &grain, side, m_per_px, &mut px);
        let alpha = |x: usize, y: usize| px[(y * side as usize + x) * 4 + 3];
        assert_eq!(alpha(20, 20), 255);
        assert_eq!(alpha(0, 0), 0);
        // The edge (16.5 px from the centre) is partly covered: smooth, not stepped.
        let edge = alpha(20 + 16, 20);
        assert!(edge > 40 && edge < 215, "edge alpha {edge}");
    }

    #[test]
    fn the_sides_look_different() {
        let grain = Image::gen_image_color(8, 8, WHITE);
        let mut a = vec![0u8; 40 * 40 * 4];
        let mut b = a.clone();
        paint_sprite(body(Side::Light), &grain, 40, 0.001, &mut a);
        paint_sprite(body(Side::Dark), &grain, 40, 0.001, &mut b);
        assert_ne!(a, b);
    }
}
