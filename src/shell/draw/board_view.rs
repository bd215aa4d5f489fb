//! Drawing the two boards in board metres (the camera is already set to
//! metres): wooden surfaces from the grain textures, a rail, the ditch or
//! gutter sunk below the surface with its shadows, pockets and the 20 hole
//! as deep holes, brass posts and screws (`fittings`), painted lines, and a
//! lacquer sheen.
//!
//! None of it moves while a shot runs, so `draw_table_and_board` paints the
//! table once into a screen-sized texture and the board (with its numbers)
//! once into a multisampled square texture, and then shows them as two quads
//! per frame. They are made again when the window size or the board changes;
//! while the board turns to the next seat its picture turns with it, and once
//! it stops a new picture (light from the same place on screen) fades in.

use super::super::platform::density::{screen_dpi_scale, screen_height, screen_width};
use super::camera::{self, BoardCamera, set_default_camera};
use super::glyphs::Font;
use super::paint::{self, fade, ring};
use super::screen_copy;
use super::{crokinole_board, pitchnut_board};
use flickwood_core::geom;
use flickwood_core::spec::{BoardKind, PitchnutSpec, Spec};
use macroquad::miniquad::{
    BlendFactor, BlendState, BlendValue, Equation, PipelineParams, ShaderSource,
};
use macroquad::models::{Mesh, Vertex, draw_mesh};
use macroquad::prelude::*;
use std::cell::RefCell;

/// The textures the boards are made of.
pub struct BoardWood {
    /// The boards' woods, baked between the first frames.
    pub maple: super::wood::LazyWood,
    pub birch: super::wood::LazyWood,
    pub walnut: Texture2D,
    pub cherry: Texture2D,
}

impl BoardWood {
    /// The discs' grain: the maple's pixels (it is made with them, app.rs).
    pub fn disc_grain(&self) -> &Image {
        self.maple
            .image()
            .expect("the maple is made with its pixels (app.rs load_assets)")
    }
}

pub(crate) const PAINT: Color = Color::new(0.16, 0.09, 0.05, 0.92);
/// The rail's width beyond the ditch or gutter (m).
pub(crate) const RAIL: f32 = 0.032;

/// The screen's picture of the table: walnut, darker away from the board.
struct Table {
    target: RenderTarget,
    /// The screen in physical pixels and the board's centre on it.
    key: ((u32, u32), Vec2),
}

/// A picture of the board (with its shadow, sheen and numbers) as seen from
/// one seat: a square texture centred on the board.
struct Board {
    target: RenderTarget,
    kind: BoardKind,
    /// Logical pixels per metre and the DPI scale it was made for.
    scale: (f32, f32),
    /// The turn it was drawn at; shown turned by the difference while the
    /// board eases round to the next seat.
    rotation: f32,
    /// Half its side in logical pixels.
    half: f32,
}

/// The pictures, and the materials that show them.
struct Cache {
    pictures: Pictures,
    materials: Option<Materials>,
}

/// The cached pictures and what they were made for.
struct Pictures {
    table: Option<Table>,
    board: Option<Board>,
    /// The picture from before the board settled at a new seat, fading out
    /// over the new one for `FADE_FRAMES` frames (the light moves gently
    /// instead of jumping), and how many frames it has left.
    fading: Option<(Board, u32)>,
    /// A texture to reuse for the next board picture.
    spare: Option<RenderTarget>,
    /// Table and board in one picture, while the board is at rest.
    #[allow(clippy::type_complexity)]
    whole: Option<(
        RenderTarget,
        (((u32, u32), Vec2), BoardKind, (f32, f32), f32),
    )>,
    last_rotation: f32,
    /// Samples a pixel of the board's picture: `BOARD_SAMPLES` where
    /// multisampled textures exist, else 1 (the picture is then drawn
    /// `SUPERSAMPLE` times larger and shrunk on screen: `supersample`).
    board_samples: i32,
}

struct Materials {
    /// No blending: the table picture covers the screen.
    opaque: Material,
    /// Paints translucent layers into a clear texture keeping the coverage
    /// right: colour ends up premultiplied by alpha.
    into: Material,
    /// Shows a premultiplied picture.
    premultiplied: Material,
}

thread_local! {
    static CACHE: RefCell<Option<Cache>> = const { RefCell::new(None) };
}

/// Samples per pixel of the board's picture: it is made once per seat, so it
/// can afford them, and then the window itself needs no multisampling.
const BOARD_SAMPLES: i32 = 4;
/// Where the board's picture cannot be multisampled (the web's WebGL 1),
/// it is drawn this many times larger each way and shrunk by linear
/// filtering: smooth edges on a low-density screen. Dense screens (2 or
/// more device pixels a point) do without, as their pixels are too small
/// to see steps in, and four times the memory is a phone's to spare.
const SUPERSAMPLE: f32 = 2.0;

/// The board picture's scale over its screen size (`SUPERSAMPLE` or 1).
fn supersample(samples: i32, dpi: f32, board_px: f32) -> f32 {
    if samples == 1 && dpi < 1.5 && board_px * SUPERSAMPLE <= 4096.0 {
        SUPERSAMPLE
    } else {
        1.0
    }
}

/// Frames over which the light crossfades when the board settles at a seat.
const FADE_FRAMES: u32 = 12;
/// How far the board's picture reaches from its centre, in board half-sizes:
/// the shadow on the table and the sheen's soft edge spill past the rail.
const REACH: f32 = 1.3;

const VERTEX: &str = r#"#version 100
attribute vec3 position;
attribute vec2 texcoord;
attribute vec4 color0;
varying lowp vec2 uv;
varying lowp vec4 color;
uniform mat4 Model;
uniform mat4 Projection;
void main() {
    gl_Position = Projection * Model * vec4(position, 1);
    color = color0 / 255.0;
    uv = texcoord;
}"#;

const FRAGMENT: &str = r#"#version 100
varying lowp vec2 uv;
varying lowp vec4 color;
uniform sampler2D Texture;
void main() {
    gl_FragColor = color * texture2D(Texture, uv);
}"#;

fn material(color: Option<BlendState>, alpha: Option<BlendState>) -> Option<Material> {
    load_material(
        ShaderSource::Glsl {
            vertex: VERTEX,
            fragment: FRAGMENT,
        },
        MaterialParams {
            pipeline_params: PipelineParams {
                color_blend: color,
                alpha_blend: alpha,
                ..Default::default()
            },
            ..Default::default()
        },
    )
    .map_err(|e| eprintln!("flickwood: drawing the board every frame ({e})"))
    .ok()
}

fn new_cache() -> Cache {
    // SAFETY: only reads what the GL backend supports; no GL state changes.
    let reported = unsafe { get_internal_gl() }
        .quad_context
        .info()
        .features
        .resolve_attachments;
    // The web build runs on miniquad's WebGL 1 context, whose JS side has no
    // renderbufferStorageMultisample even where the feature is reported
    // (headless Chromium threw "not a function"): one sample a pixel there,
    // supersampled. (Drawing the board every frame instead cost headless
    // Chromium's software GL most of each frame.)
    let multisample = reported && cfg!(not(target_arch = "wasm32"));
    let over = |src| {
        BlendState::new(
            Equation::Add,
            src,
            BlendFactor::OneMinusValue(BlendValue::SourceAlpha),
        )
    };
    let alpha = BlendFactor::Value(BlendValue::SourceAlpha);
    let materials = (|| {
        Some(Materials {
            opaque: material(None, None)?,
            into: material(Some(over(alpha)), Some(over(BlendFactor::One)))?,
            premultiplied: material(Some(over(BlendFactor::One)), Some(over(BlendFactor::One)))?,
        })
    })();
    Cache {
        pictures: Pictures {
            table: None,
            board: None,
            fading: None,
            spare: None,
            whole: None,
            last_rotation: f32::NAN,
            board_samples: if multisample { BOARD_SAMPLES } else { 1 },
        },
        materials,
    }
}

/// The largest cached picture side, in physical pixels (the texture size
/// limit of older phones' GPUs is 4096; tablets and desktops reach 8192).
const MAX_TEXTURE_PX: f32 = 8192.0;

/// Table, board and numbers drawn straight to the screen, as every frame
/// did before the cache (and still does where the cache cannot be used).
fn draw_uncached(cam: &BoardCamera, kind: BoardKind, spec: &Spec, wood: &BoardWood, font: &Font) {
    set_default_camera();
    draw_table(cam, &wood.walnut);
    cam.activate();
    draw_board(cam, kind, spec, wood);
    set_default_camera();
    if kind == BoardKind::Crokinole {
        crokinole_board::draw_numbers(cam, &spec.crokinole, font);
    }
}

/// The table under the board (walnut, lit from the board's centre), the
/// board, and the crokinole board's numbers: everything behind the discs.
///
/// Drawn from two cached pictures: the table (the screen's size) and the
/// board (multisampled, transparent round it; where multisampled textures
/// are not available, as on WebGL 1, supersampled). Where the materials do
/// not load everything is drawn every frame instead.
pub fn draw_table_and_board(
    cam: &BoardCamera,
    kind: BoardKind,
    spec: &Spec,
    wood: &BoardWood,
    font: &Font,
) {
    CACHE.with(|cell| {
        let mut slot = cell.borrow_mut();
        let cache = slot.get_or_insert_with(new_cache);
        let Some(m) = &cache.materials else {
            draw_uncached(cam, kind, spec, wood, font);
            return;
        };
        let (w, h) = (screen_width(), screen_height());
        let dpi = screen_dpi_scale();
        // A size no texture can have (a window still being set up, an absurd
        // DPI) would overflow miniquad's size sums or the GPU's limit: such a
        // frame is drawn directly instead.
        let board_px = 2.0 * cam.scale * half_extent(kind, spec) * REACH * dpi;
        let fits = |px: f32| (1.0..=MAX_TEXTURE_PX).contains(&px);
        if !(fits(w * dpi) && fits(h * dpi) && fits(board_px)) {
            draw_uncached(cam, kind, spec, wood, font);
            return;
        }
        let size = (
            (w * dpi).round().max(1.0) as u32,
            (h * dpi).round().max(1.0) as u32,
        );
        let pictures = &mut cache.pictures;
        pictures.refresh_table(cam, wood, size, (w, h));
        let scale = (cam.scale, dpi);
        pictures.refresh_board(m, cam, kind, spec, wood, font, scale);
        pictures.show(m, cam, kind, scale, size, (w, h));
    });
}

impl Pictures {
    /// The table: made again for a new screen size or board centre.
    fn refresh_table(
        &mut self,
        cam: &BoardCamera,
        wood: &BoardWood,
        size: (u32, u32),
        (w, h): (f32, f32),
    ) {
        let key = (size, cam.centre);
        if self.table.as_ref().is_some_and(|t| t.key == key) {
            return;
        }
        let target = match self.table.take() {
            Some(t) if t.key.0 == size => t.target,
            _ => {
                let t = render_target(size.0, size.1);
                t.texture.set_filter(FilterMode::Nearest);
                t
            }
        };
        camera::screen_pixels_on(&target, w, h);
        clear_background(BLACK);
        draw_table(cam, &wood.walnut);
        set_default_camera();
        self.table = Some(Table { target, key });
    }

    /// The board: made again for a new board or scale; while it turns,
    /// the old picture turns with it; once it stops at a new seat, a new
    /// picture is made and the old one fades out over it.
    #[allow(clippy::too_many_arguments)]
    fn refresh_board(
        &mut self,
        m: &Materials,
        cam: &BoardCamera,
        kind: BoardKind,
        spec: &Spec,
        wood: &BoardWood,
        font: &Font,
        scale: (f32, f32),
    ) {
        let dpi = scale.1;
        let turning = cam.rotation != self.last_rotation;
        self.last_rotation = cam.rotation;
        let stale = match &self.board {
            None => Some(false),
            Some(b) if b.kind != kind || b.scale != scale => Some(false),
            Some(b) if b.rotation != cam.rotation && !turning => Some(true),
            Some(_) => None,
        };
        let Some(fade_old) = stale else {
            return;
        };
        let half = cam.scale * half_extent(kind, spec) * REACH;
        let ss = supersample(self.board_samples, dpi, 2.0 * half * dpi);
        let side = (2.0 * half * dpi * ss).ceil().max(1.0) as u32;
        let half = side as f32 * 0.5 / (dpi * ss);
        let target = match self.spare.take() {
            Some(t) if t.texture.width() == side as f32 => t,
            _ => {
                let t = render_target_ex(
                    side,
                    side,
                    RenderTargetParams {
                        sample_count: self.board_samples,
                        depth: false,
                    },
                );
                t.texture.set_filter(FilterMode::Linear);
                t
            }
        };
        let local = BoardCamera {
            centre: vec2(half, half),
            scale: cam.scale,
            rotation: cam.rotation,
        };
        camera::screen_pixels_on(&target, 2.0 * half, 2.0 * half);
        clear_background(Color::new(0.0, 0.0, 0.0, 0.0));
        gl_use_material(&m.into);
        local.activate_in(&target, 2.0 * half);
        draw_board(&local, kind, spec, wood);
        camera::screen_pixels_on(&target, 2.0 * half, 2.0 * half);
        if kind == BoardKind::Crokinole {
            crokinole_board::draw_numbers(&local, &spec.crokinole, font);
        }
        set_default_camera();
        let new = Board {
            target,
            kind,
            scale,
            rotation: cam.rotation,
            half,
        };
        let old = self.board.replace(new);
        if let Some((f, _)) = self.fading.take() {
            self.spare = Some(f.target);
        }
        match old {
            Some(old) if fade_old => self.fading = Some((old, FADE_FRAMES)),
            Some(old) => self.spare = Some(old.target),
            None => {}
        }
    }

    /// Table and board on the screen. At rest they are put together into
    /// one picture, so a frame fills the screen once, without blending.
    fn show(
        &mut self,
        m: &Materials,
        cam: &BoardCamera,
        kind: BoardKind,
        scale: (f32, f32),
        size: (u32, u32),
        (w, h): (f32, f32),
    ) {
        let (Some(table), Some(board)) = (&self.table, &self.board) else {
            return;
        };
        if self.fading.is_none() && board.rotation == cam.rotation {
            let key = (table.key, kind, scale, board.rotation);
            if self.whole.as_ref().is_none_or(|c| c.1 != key) {
                let target = match self.whole.take() {
                    Some(c) if c.1.0.0 == size => c.0,
                    _ => {
                        let t = render_target(size.0, size.1);
                        t.texture.set_filter(FilterMode::Nearest);
                        t
                    }
                };
                camera::screen_pixels_on(&target, w, h);
                clear_background(BLACK);
                gl_use_material(&m.opaque);
                show_screen(&table.target.texture, w, h);
                gl_use_material(&m.premultiplied);
                show_board(board, cam, 1.0);
                set_default_camera();
                self.whole = Some((target, key));
            }
            if let Some((whole, _)) = &self.whole {
                // What is drawn before goes first, as under an opaque quad.
                set_default_camera();
                if !screen_copy::to_screen(&whole.texture, size) {
                    gl_use_material(&m.opaque);
                    show_screen(&whole.texture, w, h);
                    gl_use_default_material();
                }
            }
            return;
        }
        gl_use_material(&m.opaque);
        show_screen(&table.target.texture, w, h);
        gl_use_material(&m.premultiplied);
        show_board(board, cam, 1.0);
        if let Some((f, left)) = &mut self.fading {
            show_board(f, cam, *left as f32 / (FADE_FRAMES + 1) as f32);
            *left -= 1;
        }
        if self.fading.as_ref().is_some_and(|f| f.1 == 0) {
            self.spare = self.fading.take().map(|f| f.0.target);
        }
        gl_use_default_material();
    }
}

/// A screen-sized picture drawn over the whole screen (logical pixels).
fn show_screen(texture: &Texture2D, w: f32, h: f32) {
    draw_texture_ex(
        texture,
        0.0,
        0.0,
        WHITE,
        DrawTextureParams {
            dest_size: Some(vec2(w, h)),
            flip_y: true,
            ..Default::default()
        },
    );
}

/// Half the board's size (metres) as the play screen fits it on screen.
fn half_extent(kind: BoardKind, spec: &Spec) -> f32 {
    match kind {
        BoardKind::Crokinole => spec.crokinole.rail_radius() + RAIL,
        BoardKind::Pitchnut => spec.pitchnut.rail_half() + RAIL,
    }
}

fn draw_board(cam: &BoardCamera, kind: BoardKind, spec: &Spec, wood: &BoardWood) {
    match kind {
        BoardKind::Crokinole => crokinole_board::draw(cam, &spec.crokinole, wood),
        BoardKind::Pitchnut => pitchnut_board::draw(cam, &spec.pitchnut, wood),
    }
}

/// Draws a board picture centred on the board, turned from the turn it was
/// drawn at to the camera's, with premultiplied `opacity`.
fn show_board(b: &Board, cam: &BoardCamera, opacity: f32) {
    let turn = cam.rotation - b.rotation;
    let (s, c) = turn.sin_cos();
    // Corners in y-up screen terms: the texture's v = 1 is the picture's top.
    let corner = |x: f32, y: f32| {
        let (rx, ry) = (x * c - y * s, x * s + y * c);
        let p = cam.centre + vec2(rx, -ry) * b.half;
        Vertex::new(
            p.x,
            p.y,
            0.0,
            (x + 1.0) * 0.5,
            (y + 1.0) * 0.5,
            Color::new(opacity, opacity, opacity, opacity),
        )
    };
    draw_mesh(&Mesh {
        vertices: vec![
            corner(-1.0, 1.0),
            corner(1.0, 1.0),
            corner(1.0, -1.0),
            corner(-1.0, -1.0),
        ],
        indices: vec![0, 1, 2, 0, 2, 3],
        texture: Some(b.target.texture.clone()),
    });
}

/// The table top under the board, darker away from the board (screen pixels).
fn draw_table(cam: &BoardCamera, walnut: &Texture2D) {
    let (w, h) = (screen_width(), screen_height());
    paint::textured_rect(
        Rect::new(0.0, 0.0, w, h),
        walnut,
        paint::cover_uv(w, h, 0.85),
        Color::new(0.55, 0.5, 0.48, 1.0),
    );
    paint::ring(
        cam.centre,
        0.0,
        w.max(h) * 0.8,
        fade(WHITE, 0.05),
        fade(BLACK, 0.55),
        96,
    );
}

/// Turns a screen direction (y down) into a board direction: shadows and
/// highlights follow a light fixed above the screen, whichever way the board is turned.
pub fn screen_dir_to_board(cam: &BoardCamera, d: Vec2) -> Vec2 {
    let b = geom::Vec2::new(d.x, -d.y).rotate(-cam.rotation);
    vec2(b.x, b.y)
}

pub(crate) fn segs(cam: &BoardCamera, r: f32) -> usize {
    paint::segments_for(r * cam.scale)
}

/// Half the length of a pitchnut home line: short enough that the four
/// lines never cross. The shooter is placed within it.
pub fn pitchnut_home_half(spec: &PitchnutSpec) -> f32 {
    -spec.home_line_y() - 0.03
}

/// A broad soft reflection of a window on the lacquer.
pub(crate) fn sheen(cam: &BoardCamera, size: f32) {
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
