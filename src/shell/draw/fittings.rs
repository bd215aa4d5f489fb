//! The boards' fittings in board metres, lit by the one light (`light`):
//! posts (a brass cap in a rubber sleeve) with their shadows on the wood,
//! brass screws, and holes with depth (the 20 hole, pitchnut's pockets): a
//! dark well, its far wall lit and its near wall in shadow, a bevelled lip
//! and a rim. All of it goes into the cached board picture (`board_view`),
//! so none of it costs a frame anything.

use super::board_view::screen_dir_to_board;
use super::camera::BoardCamera;
use super::light::{
    self, TOWARD_LIGHT, diffuse, overlay, plus_white, relief, scaled, specular, tilted,
};
use super::paint::{self, fade, mix};
use macroquad::prelude::*;

/// The light as the board (turned to its seat) sees it.
pub fn board_light(cam: &BoardCamera) -> Vec3 {
    light::light_from(screen_dir_to_board(cam, TOWARD_LIGHT))
}

/// The way shadows fall on the board, a unit vector.
fn shadow_dir(cam: &BoardCamera) -> Vec2 {
    screen_dir_to_board(cam, -TOWARD_LIGHT).normalize_or_zero()
}

const BRASS: Color = Color::new(0.80, 0.60, 0.28, 1.0);
const RUBBER: Color = Color::new(0.10, 0.095, 0.09, 1.0);
/// The brass cap's share of a post's radius; the rest is its rubber sleeve.
const CAP: f32 = 0.6;

/// A post's top at `rho` (0 at the centre, 1 at its edge) toward `dir`: a
/// gently domed brass cap with a chamfered edge, in a rounded rubber sleeve.
pub fn post_shade(dir: Vec2, rho: f32, light: Vec3) -> Color {
    if rho <= CAP {
        let chamfer = ((rho / CAP - 0.78) / 0.22).clamp(0.0, 1.0);
        let n = tilted(dir, 0.35 * rho / CAP + 0.75 * chamfer);
        let lit = scaled(BRASS, 0.28 + 0.95 * diffuse(n, light));
        plus_white(lit, 1.1 * specular(n, light, 40.0))
    } else {
        // The sleeve's bead: leaning in at the cap, out at the edge.
        let t = (rho - CAP) / (1.0 - CAP);
        let n = tilted(dir, -0.8 + 2.0 * t);
        let lit = scaled(RUBBER, 0.45 + 1.1 * diffuse(n, light));
        plus_white(lit, 0.22 * specular(n, light, 8.0))
    }
}

/// A post of radius `r` at `c`: its shadow on the wood, then its top.
pub fn draw_post(cam: &BoardCamera, c: Vec2, r: f32) {
    let light = board_light(cam);
    let away = shadow_dir(cam);
    // The cast shadow of a post standing a little over a disc's height,
    // then the dark contact where it meets the wood.
    for k in 1..=4 {
        let at = c + away * r * (0.35 * k as f32);
        paint::soft_disc(at, r * 0.9, r * 1.7, fade(BLACK, 0.11), 28);
    }
    paint::soft_disc(c + away * r * 0.15, r * 1.0, r * 1.35, fade(BLACK, 0.5), 32);
    paint::shaded_ring(c, 0.0, r * CAP, 6, 40, |d, t| post_shade(d, t * CAP, light));
    paint::shaded_ring(c, r * CAP, r, 4, 40, |d, t| {
        post_shade(d, CAP + t * (1.0 - CAP) - 1e-4, light)
    });
}

/// A screw's domed brass head at `rho` toward `dir`.
pub fn screw_shade(dir: Vec2, rho: f32, light: Vec3) -> Color {
    let n = tilted(dir, rho.clamp(0.0, 1.0).asin() * 0.85);
    let lit = scaled(BRASS, 0.25 + 0.95 * diffuse(n, light));
    plus_white(lit, 0.9 * specular(n, light, 30.0))
}

/// A brass screw of radius `r` at `c`, its slot across it, standing a
/// little proud of the wood.
pub fn draw_screw(cam: &BoardCamera, c: Vec2, r: f32) {
    let light = board_light(cam);
    let away = shadow_dir(cam);
    paint::soft_disc(c + away * r * 0.3, r, r * 1.5, fade(BLACK, 0.4), 28);
    paint::shaded_ring(c, 0.0, r, 6, 40, |d, t| screw_shade(d, t, light));
    // The slot: dark, its wall facing the light lit.
    let along = vec2(0.7, 0.7);
    let across = vec2(-along.y, along.x) * r * 0.13;
    let (a, b) = (c - along * r * 0.85, c + along * r * 0.85);
    let dark = Color::new(0.22, 0.15, 0.06, 1.0);
    let lip = if across.dot(vec2(light.x, light.y)) < 0.0 {
        1.0
    } else {
        -1.0
    };
    let wall = plus_white(scaled(BRASS, 0.9), 0.15);
    paint::quad([a + across, b + across, b - across, a - across], [dark; 4]);
    let edge = across * lip;
    paint::quad(
        [a + edge, b + edge, b + edge * 0.45, a + edge * 0.45],
        [wall, wall, fade(wall, 0.0), fade(wall, 0.0)],
    );
}

/// How a hole looks: its floor, its walls and the wood round its lip.
#[derive(Clone, Copy)]
pub struct Well {
    /// The floor at the middle, where no light reaches.
    pub deep: Color,
    /// The floor near the walls, and the walls' colour.
    pub floor: Color,
    pub wall: Color,
    /// The rim's colour and its width (m).
    pub rim: Color,
    pub rim_width: f32,
    /// The bevel round the lip as a share of the hole's radius.
    pub lip: f32,
}

/// The inside of a well at `rho` (0 at the centre, 1 at the lip) toward
/// `dir`; `light` is the light as the board sees it. The far wall (away
/// from the light) faces the light and is lit; the near wall shades the
/// floor under it.
pub fn well_shade(w: &Well, dir: Vec2, rho: f32, light: Vec3) -> Color {
    let toward = vec2(light.x, light.y).normalize_or_zero();
    let side = dir.dot(toward);
    let floor = mix(w.deep, w.floor, (rho * rho).min(1.0));
    let wall = smooth(0.45, 1.0, rho);
    let lit = mix(floor, w.wall, wall * (-side).max(0.0));
    let shade = 1.0 - 0.75 * smooth(0.35, 1.0, rho) * side.max(0.0);
    scaled(lit, shade)
}

/// The lip's bevel at `t` across it (0 at the hole, 1 on the flat wood)
/// toward `dir`: a shade over the wood, lit on the far side.
pub fn lip_shade(dir: Vec2, t: f32, light: Vec3) -> Color {
    let n = tilted(-dir, 0.9 * (1.0 - t));
    let glint = 0.55 * specular(n, light, 18.0) * (1.0 - t);
    overlay((relief(n, light) * 1.8 + glint).clamp(-0.6, 0.7))
}

/// A hole of radius `r` at `c`: the lip's bevel, the well, and its rim.
pub fn draw_well(cam: &BoardCamera, c: Vec2, r: f32, w: &Well) {
    let light = board_light(cam);
    let segs = 56;
    paint::shaded_ring(c, r, r * (1.0 + w.lip), 3, segs, |d, t| {
        lip_shade(d, t, light)
    });
    paint::shaded_ring(c, 0.0, r, 8, segs, |d, t| well_shade(w, d, t, light));
    paint::circle_line(c, r - w.rim_width * 0.5, w.rim_width, w.rim, segs);
}

/// 0 below `a`, 1 above `b`, smooth between.
fn smooth(a: f32, b: f32, x: f32) -> f32 {
    let t = ((x - a) / (b - a)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

#[cfg(test)]
mod tests {
    use super::super::light::{luma, screen_light};
    use super::*;

    fn toward(l: Vec3) -> Vec2 {
        vec2(l.x, l.y).normalize()
    }

    const WELL: Well = Well {
        deep: Color::new(0.02, 0.015, 0.01, 1.0),
        floor: Color::new(0.14, 0.09, 0.05, 1.0),
        wall: Color::new(0.45, 0.3, 0.17, 1.0),
        rim: BLACK,
        rim_width: 0.001,
        lip: 0.1,
    };

    #[test]
    fn a_post_is_brass_lit_toward_the_light_in_a_dark_sleeve() {
        let l = screen_light();
        let (lit, away) = (toward(l), -toward(l));
        let cap_lit = post_shade(lit, 0.5, l);
        let cap_dark = post_shade(away, 0.5, l);
        assert!(
            luma(cap_lit) > luma(cap_dark) + 0.1,
            "{cap_lit:?} {cap_dark:?}"
        );
        // Warm: more red than blue.
        assert!(cap_dark.r > cap_dark.b + 0.2);
        // The sleeve is darker than the cap on either side.
        assert!(luma(post_shade(away, 0.9, l)) < luma(cap_dark));
        assert!(luma(post_shade(lit, 0.95, l)) < luma(cap_lit));
    }

    #[test]
    fn a_screws_head_is_lit_toward_the_light() {
        let l = screen_light();
        let lit = screw_shade(toward(l), 0.8, l);
        let dark = screw_shade(-toward(l), 0.8, l);
        assert!(luma(lit) > luma(dark) + 0.1);
    }

    #[test]
    fn a_well_is_darkest_in_the_middle_its_far_wall_lit() {
        let l = screen_light();
        let centre = luma(well_shade(&WELL, toward(l), 0.0, l));
        let far = luma(well_shade(&WELL, -toward(l), 0.95, l));
        let near = luma(well_shade(&WELL, toward(l), 0.95, l));
        let rim_mean = (0..16)
            .map(|k| {
                let d = Vec2::from_angle(k as f32 * std::f32::consts::TAU / 16.0);
                luma(well_shade(&WELL, d, 0.9, l))
            })
            .sum::<f32>()
            / 16.0;
        assert!(centre < rim_mean, "centre {centre} rim {rim_mean}");
        assert!(far > near + 0.1, "far wall {far}, near wall {near}");
        assert!(far > centre + 0.15);
    }

    #[test]
    fn a_holes_lip_catches_the_light_on_its_far_side() {
        let l = screen_light();
        let far = lip_shade(-toward(l), 0.2, l);
        let near = lip_shade(toward(l), 0.2, l);
        // White over the wood on the far side, black on the near.
        assert!(far.r > 0.5 && far.a > 0.1, "{far:?}");
        assert!(near.r < 0.5 && near.a > 0.1, "{near:?}");
        // The flat wood beyond the bevel is left as it is.
        assert!(lip_shade(-toward(l), 1.0, l).a < 0.02);
    }
}
