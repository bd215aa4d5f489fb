//! Drawing the two boards in board metres (the camera is already set to
//! metres): wooden surfaces from the grain textures, a rail, the ditch or
//! gutter sunk below the surface with its shadows, pockets and the 20 hole
//! as deep holes, rubber-clad pegs, painted lines, and a lacquer sheen.
//!
//! None of it moves while a shot runs, so `draw_table_and_board` paints the
//! table once into a screen-sized texture and the board (with its numbers)
//! once into a multisampled square texture, and then shows them as two quads
//! per frame. They are made again when the window size or the board changes;
//! while the board turns to the next seat its picture turns with it, and once
//! it stops a new picture (light from the same place on screen) fades in.

use super::camera::{self, BoardCamera};
use super::glyphs::Font;
use super::paint::{self, fade, ring};
use super::ui;
use flickwood_core::geom;
use flickwood_core::spec::{BoardKind, CrokinoleSpec, PitchnutSpec, Spec};
use macroquad::miniquad::{
    BlendFactor, BlendState, BlendValue, Equation, PipelineParams, ShaderSource,
};
use macroquad::models::{Mesh, Vertex, draw_mesh};
use macroquad::prelude::*;
use std::cell::RefCell;
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
    materials: Option<Materials>,
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
    // (headless Chromium threw "not a function"): draw uncached there.
    let multisample = reported && cfg!(not(target_arch = "wasm32"));
    let over = |src| {
        BlendState::new(
            Equation::Add,
            src,
            BlendFactor::OneMinusValue(BlendValue::SourceAlpha),
        )
    };
    let materials = if multisample {
        let alpha = BlendFactor::Value(BlendValue::SourceAlpha);
        (|| {
            Some(Materials {
                opaque: material(None, None)?,
                into: material(Some(over(alpha)), Some(over(BlendFactor::One)))?,
                premultiplied: material(
                    Some(over(BlendFactor::One)),
                    Some(over(BlendFactor::One)),
                )?,
            })
        })()
    } else {
        None
    };
    Cache {
        table: None,
        board: None,
        fading: None,
        spare: None,
        whole: None,
        last_rotation: f32::NAN,
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
        draw_crokinole_numbers(cam, &spec.crokinole, font);
    }
}

/// The table under the board (walnut, lit from the board's centre), the
/// board, and the crokinole board's numbers: everything behind the discs.
///
/// Drawn from two cached pictures: the table (the screen's size) and the
/// board (multisampled, transparent round it). Where multisampled textures
/// are not available (WebGL 1, GL 2) everything is drawn every frame instead.
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

        // The table.
        let size = (
            (w * dpi).round().max(1.0) as u32,
            (h * dpi).round().max(1.0) as u32,
        );
        let key = (size, cam.centre);
        if cache.table.as_ref().is_none_or(|t| t.key != key) {
            let target = match cache.table.take() {
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
            cache.table = Some(Table { target, key });
        }

        // The board: made again for a new board or scale; while it turns,
        // the old picture turns with it; once it stops at a new seat, a new
        // picture is made and the old one fades out over it.
        let scale = (cam.scale, dpi);
        let turning = cam.rotation != cache.last_rotation;
        cache.last_rotation = cam.rotation;
        let stale = match &cache.board {
            None => Some(false),
            Some(b) if b.kind != kind || b.scale != scale => Some(false),
            Some(b) if b.rotation != cam.rotation && !turning => Some(true),
            Some(_) => None,
        };
        if let Some(fade_old) = stale {
            let half = cam.scale * half_extent(kind, spec) * REACH;
            let side = (2.0 * half * dpi).ceil().max(1.0) as u32;
            let half = side as f32 * 0.5 / dpi;
            let target = match cache.spare.take() {
                Some(t) if t.texture.width() == side as f32 => t,
                _ => {
                    let t = render_target_ex(
                        side,
                        side,
                        RenderTargetParams {
                            sample_count: BOARD_SAMPLES,
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
                draw_crokinole_numbers(&local, &spec.crokinole, font);
            }
            set_default_camera();
            let new = Board {
                target,
                kind,
                scale,
                rotation: cam.rotation,
                half,
            };
            let old = cache.board.replace(new);
            if let Some((f, _)) = cache.fading.take() {
                cache.spare = Some(f.target);
            }
            match old {
                Some(old) if fade_old => cache.fading = Some((old, FADE_FRAMES)),
                Some(old) => cache.spare = Some(old.target),
                None => {}
            }
        }
        // At rest, table and board are put together into one picture, so a
        // frame fills the screen once, without blending.
        let (Some(table), Some(board)) = (&cache.table, &cache.board) else {
            return;
        };
        if cache.fading.is_none() && board.rotation == cam.rotation {
            let key = (table.key, kind, scale, board.rotation);
            if cache.whole.as_ref().is_none_or(|c| c.1 != key) {
                let target = match cache.whole.take() {
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
                cache.whole = Some((target, key));
            }
            if let Some((whole, _)) = &cache.whole {
                gl_use_material(&m.opaque);
                show_screen(&whole.texture, w, h);
                gl_use_default_material();
            }
            return;
        }
        gl_use_material(&m.opaque);
        show_screen(&table.target.texture, w, h);
        gl_use_material(&m.premultiplied);
        show_board(board, cam, 1.0);
        if let Some((f, left)) = &mut cache.fading {
            show_board(f, cam, *left as f32 / (FADE_FRAMES + 1) as f32);
            *left -= 1;
        }
        if cache.fading.as_ref().is_some_and(|f| f.1 == 0) {
            cache.spare = cache.fading.take().map(|f| f.0.target);
        }
        gl_use_default_material();
    });
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
        BoardKind::Crokinole => draw_crokinole(cam, &spec.crokinole, wood),
        BoardKind::Pitchnut => draw_pitchnut(cam, &spec.pitchnut, wood),
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
        ui::cover_uv(w, h, 0.85),
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

fn segs(cam: &BoardCamera, r: f32) -> usize {
    paint::segments_for(r * cam.scale)
}

fn draw_crokinole(cam: &BoardCamera, spec: &CrokinoleSpec, wood: &BoardWood) {
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

fn draw_pitchnut(cam: &BoardCamera, spec: &PitchnutSpec, wood: &BoardWood) {
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
fn draw_crokinole_numbers(cam: &BoardCamera, spec: &CrokinoleSpec, font: &Font) {
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
