//! Painting a disc's sprites (see `disc_view` for the atlas that holds
//! them): the body (turned wood with its grain, turning rings and the
//! side's mark), its contact shadow, and the light on it (a bevel lit on
//! the lamp's side, a specular glint), each pixel the mean of 4 x 4 samples.

use super::light::{self, overlay, relief, specular, tilted};
use super::paint::{fade, mix};
use flickwood_core::game::Side;
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

/// One disc's look: everything its sprite depends on.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Look {
    pub side: Side,
    pub id: u16,
    pub low: bool,
    /// The radius in micrometres (pitchnut's shooter is bigger than its pieces).
    pub radius_um: u32,
}

// `Side` has no `Hash`; equal looks still hash the same without it.
impl std::hash::Hash for Look {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.id, self.low, self.radius_um).hash(state);
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Sprite {
    /// The disc itself: side wall, grained top, turning rings, mark. It
    /// turns with the disc.
    Body(Look),
    /// Its shadow, for a disc of this radius (micrometres): dark where it
    /// touches the wood, soft beyond.
    Shadow(u32),
    /// The light on it, drawn upright on screen over the turning body: the
    /// rounded-over edge lit on the lamp's side and shaded on the other, a
    /// specular glint along it, and the lacquer's reflection on the top.
    Light(u32),
}

/// The contact shadow: dark to `SHADOW_SOLID` radii, gone by `SHADOW_EDGE`;
/// a fainter penumbra reaches `SHADOW_SOFT`.
const SHADOW_SOLID: f32 = 0.97;
const SHADOW_EDGE: f32 = 1.12;
const SHADOW_SOFT: f32 = 1.5;
/// Where the top's flat face turns into the rounded-over edge (radii).
const BEVEL: f32 = 0.72;

/// How far a sprite reaches from the disc's centre (m).
pub(crate) fn reach(sprite: Sprite) -> f32 {
    match sprite {
        Sprite::Body(l) => l.radius_um as f32 * 1e-6,
        Sprite::Shadow(r) => r as f32 * 1e-6 * SHADOW_SOFT,
        Sprite::Light(r) => r as f32 * 1e-6,
    }
}

/// Paints `sprite` into `out` (RGBA, `side` x `side` pixels of `m_per_px`
/// metres, the disc's centre in the middle; row 0 is the disc's +y side).
/// Each pixel is the mean of 4 x 4 samples, so edges and the fine turning
/// rings are smooth at any size.
pub(crate) fn paint_sprite(
    sprite: Sprite,
    grain: &Image,
    side: u16,
    m_per_px: f32,
    out: &mut [u8],
) {
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
        Sprite::Shadow(_) | Sprite::Light(_) => BLACK,
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
            let rho = d / (r as f32 * 1e-6);
            let contact = smooth_out(rho, SHADOW_SOLID, SHADOW_EDGE) * 0.6;
            let penumbra = smooth_out(rho, 0.9, SHADOW_SOFT) * 0.22;
            fade(BLACK, contact + penumbra * (1.0 - contact))
        }
        Sprite::Light(r) => {
            let r = r as f32 * 1e-6;
            if d > r {
                return clear;
            }
            lit(p / r)
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

/// 1 inside `a`, 0 beyond `b`, easing between.
fn smooth_out(x: f32, a: f32, b: f32) -> f32 {
    let t = ((x - a) / (b - a)).clamp(0.0, 1.0);
    1.0 - t * t * (3.0 - 2.0 * t)
}

/// The light sprite at `q` (in radii from the centre, y up the screen):
/// white over the disc where it is lit, black where it is shaded.
fn lit(q: Vec2) -> Color {
    let l = light::screen_light();
    let rho = q.length();
    let dir = q.normalize_or_zero();
    let mut c = Color::new(0.0, 0.0, 0.0, 0.0);
    if rho > BEVEL {
        // The edge rounds over to about 70 degrees at the rim.
        let t = (rho - BEVEL) / (1.0 - BEVEL);
        let n = tilted(dir, 1.2 * t);
        let glint = (specular(n, l, 24.0) - specular(Vec3::Z, l, 24.0)).max(0.0);
        c = overlay((relief(n, l) * 1.7 + glint * 0.95).clamp(-0.7, 0.85));
    }
    // The lamp's reflection in the lacquer on the flat top.
    let at = vec2(l.x, l.y).normalize_or_zero() * 0.38;
    let window = smooth_out((q - at).length(), 0.06, 0.36) * 0.3;
    c = over(c, fade(WHITE, window));
    // A fine dark line where the edge meets the board.
    if rho > 0.95 {
        c = over(c, fade(BLACK, 0.3));
    }
    c
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

    /// A light sprite's pixel laid over mid grey: its lightness.
    fn over_grey(px: &[u8], side: usize, x: usize, y: usize) -> f32 {
        let i = (y * side + x) * 4;
        let a = px[i + 3] as f32 / 255.0;
        let c = Color::new(
            px[i] as f32 / 255.0,
            px[i + 1] as f32 / 255.0,
            px[i + 2] as f32 / 255.0,
            1.0,
        );
        light::luma(over(Color::new(0.5, 0.5, 0.5, 1.0), fade(c, a)))
    }

    #[test]
    fn a_discs_edge_is_lit_toward_the_light_and_shaded_away_from_it() {
        // 16 px across, as on a phone held sideways.
        let grain = Image::gen_image_color(8, 8, WHITE);
        let (side, r_um) = (20usize, 16_000u32);
        let mut px = vec![0u8; side * side * 4];
        paint_sprite(Sprite::Light(r_um), &grain, side as u16, 0.002, &mut px);
        // The light is up and to the left: row 0 is up. Along that
        // diagonal, about 0.85 radii (6.8 px) from the centre.
        let (lit, shaded) = (over_grey(&px, side, 5, 5), over_grey(&px, side, 14, 14));
        assert!(lit > 0.6, "lit edge {lit}");
        assert!(shaded < 0.4, "shaded edge {shaded}");
        // The flat top's middle is left nearly as it is.
        let mid = over_grey(&px, side, 12, 11);
        assert!((mid - 0.5).abs() < 0.12, "middle {mid}");
    }

    #[test]
    fn a_discs_shadow_is_darkest_where_it_touches_the_board() {
        let grain = Image::gen_image_color(8, 8, WHITE);
        let (side, r_um) = (52usize, 16_000u32);
        let mut px = vec![0u8; side * side * 4];
        paint_sprite(Sprite::Shadow(r_um), &grain, side as u16, 0.001, &mut px);
        let alpha = |x: usize| px[(26 * side + x) * 4 + 3];
        // Under the disc, at its edge (16 px), in the penumbra, beyond.
        assert!(alpha(26) > 140, "{}", alpha(26));
        assert!(alpha(26 + 19) < alpha(26 + 15));
        assert!(alpha(26 + 21) < 40);
        assert_eq!(alpha(51), 0);
    }

    /// The mean colour of a body sprite's solid pixels, 15 px across (a
    /// piece on a phone upright).
    fn face_at_15_px(side: Side) -> [f32; 3] {
        let grain = Image::gen_image_color(8, 8, WHITE);
        let n = 15usize;
        let mut px = vec![0u8; n * n * 4];
        paint_sprite(body(side), &grain, n as u16, 0.033 / n as f32, &mut px);
        let solid: Vec<&[u8]> = px.chunks(4).filter(|p| p[3] > 230).collect();
        assert!(solid.len() > 100, "{side:?}: {} solid pixels", solid.len());
        let mean = |k: usize| solid.iter().map(|p| p[k] as f32).sum::<f32>() / solid.len() as f32;
        [mean(0) / 255.0, mean(1) / 255.0, mean(2) / 255.0]
    }

    /// Legible at 15 px (issue 45): each game's sides read apart by their
    /// colour alone at a phone's size, the pieces of one board never
    /// within 0.2 of each other in RGB.
    #[test]
    fn at_15_px_each_boards_sides_read_apart() {
        let games = [
            [Side::Light, Side::Dark, Side::Red, Side::Green],
            [Side::Light, Side::Dark, Side::Poison, Side::Shooter],
        ];
        for sides in games {
            for (i, a) in sides.iter().enumerate() {
                for b in &sides[i + 1..] {
                    let (ca, cb) = (face_at_15_px(*a), face_at_15_px(*b));
                    let d = ca
                        .iter()
                        .zip(cb)
                        .map(|(x, y)| (x - y).powi(2))
                        .sum::<f32>()
                        .sqrt();
                    assert!(d >= 0.2, "{a:?} and {b:?}: {d:.3} apart ({ca:?}, {cb:?})");
                }
            }
        }
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
