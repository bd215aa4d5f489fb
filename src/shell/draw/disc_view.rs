//! Drawing a disc (in board metres): turned wood with its grain, a rounded
//! edge, a soft shadow, a lacquer glint, and a mark cut into the top so the
//! two sides differ in pattern as well as in colour (colour-blind safe: the
//! colours differ mostly in lightness).
//!
//! Each disc's look is painted once (`disc_sprite`), on the CPU with 4x4
//! samples per pixel, into a sprite in one atlas texture at the screen's
//! pixel size; a frame then draws three textured quads per disc (its contact
//! shadow, the disc turned by its angle, the light on its bevel kept upright
//! on screen), all from that texture, so macroquad sends them in one batch.
//! The sprites are made again when the board's scale on screen changes.

use super::super::platform::density::screen_dpi_scale;
use super::board_view::screen_dir_to_board;
use super::camera::BoardCamera;
use super::camera::mq;
use super::disc_sprite::{Look, Sprite, paint_sprite, reach};
use super::frames::Frames;
use super::light::TOWARD_LIGHT;
use super::paint::fade;
use flickwood_core::game::{Piece, Side};
use flickwood_core::shot::Place;
use flickwood_core::spec::{BoardKind, Spec};
use macroquad::models::{Mesh, Vertex, draw_mesh};
use macroquad::prelude::*;
use std::cell::RefCell;
use std::collections::HashMap;

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
        let (shadow, body, light) = (
            atlas.sprite(Sprite::Shadow(look.radius_um)),
            atlas.sprite(Sprite::Body(look)),
            atlas.sprite(Sprite::Light(look.radius_um)),
        );
        let tex = &atlas.texture;

        // The shadow, cast away from the light, follows the disc wherever
        // it is drawn (in flight too): farther off for a raised disc.
        let lift = match (low, raised) {
            (true, _) => 0.05,
            (false, true) => 0.45,
            (false, false) => 0.2,
        };
        let away = screen_dir_to_board(cam, -TOWARD_LIGHT.normalize());
        quad(tex, shadow, c + away * (radius * lift), 0.0, WHITE);
        quad(tex, body, c, angle, WHITE);
        // The light stays put on screen while the body turns under it; a
        // disc down in the ditch gets less of it.
        let tint = if low { fade(WHITE, 0.45) } else { WHITE };
        quad(tex, light, c, -cam.rotation, tint);
    });
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
        let reach = reach(sprite);
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
