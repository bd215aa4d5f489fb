//! The title's pictures: a crokinole board and a pitchnut board with a few
//! pieces on them, drawn by the boards' own code (`crokinole_board`,
//! `pitchnut_board`) at a small scale, in the free space round the name.
//!
//! `places` finds that space: above the name on an upright screen, either
//! side of it on a wide one, never over a button or the words (the title's
//! test checks every shape). The boards' woods are the players' boards'
//! species at a small size (128 px), baked a few milliseconds a frame, so
//! the title's first frame waits for nothing; the boards show from the
//! frame their woods are ready (the second or third).

use super::super::draw::board_view::{BoardWood, RAIL};
use super::super::draw::camera::BoardCamera;
use super::super::draw::paint::{self, fade};
use super::super::draw::wood::{self, LazyWood};
use super::super::draw::{crokinole_board, pitchnut_board};
use flickwood_core::spec::{BoardKind, DiscKind, Spec};
use macroquad::prelude::*;
use std::cell::RefCell;

/// The smallest board worth drawing (px across).
pub const MIN_SIDE: f32 = 56.0;
/// The largest.
const MAX_SIDE: f32 = 300.0;

/// Where the two boards go: a square for each, or none where the screen
/// has no room. `keep_clear` are the buttons' and the words' rectangles;
/// `band` the heights (top, bottom) the boards may use beside the name
/// on a wide screen, or above it (`band.1` is then the name's top).
pub fn places(w: f32, h: f32, band: (f32, f32), keep_clear: &[Rect]) -> Vec<(BoardKind, Rect)> {
    let m = margin(w, h);
    let (top, bottom) = (band.0 + m, band.1 - m);
    if bottom - top < MIN_SIDE {
        return Vec::new();
    }
    let clear = |r: Rect| {
        r.x >= 0.0
            && r.y >= 0.0
            && r.right() <= w
            && r.bottom() <= h
            && keep_clear.iter().all(|k| !k.overlaps(&r))
    };
    let mut side = (bottom - top).min(MAX_SIDE);
    while side >= MIN_SIDE {
        let y = top + (bottom - top - side) * 0.5;
        let found = if w < h {
            // Side by side, over the name.
            let x0 = w * 0.5 - side - m * 0.5;
            [
                Rect::new(x0, y, side, side),
                Rect::new(w * 0.5 + m * 0.5, y, side, side),
            ]
        } else {
            // Either side of the words: the free span's middle.
            let inner = keep_clear
                .iter()
                .filter(|k| k.y < y + side && k.bottom() > y)
                .fold((w * 0.5, w * 0.5), |(l, r), k| {
                    (l.min(k.x), r.max(k.right()))
                });
            let left = (m + (inner.0 - m - side - m).max(0.0) * 0.5).min(inner.0 - m - side);
            let right = inner.1 + m + ((w - m) - (inner.1 + m) - side).max(0.0) * 0.5;
            [
                Rect::new(left, y, side, side),
                Rect::new(right, y, side, side),
            ]
        };
        if found.iter().all(|&r| clear(r)) {
            return vec![
                (BoardKind::Crokinole, found[0]),
                (BoardKind::Pitchnut, found[1]),
            ];
        }
        side -= 4.0;
    }
    Vec::new()
}

/// The room kept round each board (px).
pub fn margin(w: f32, h: f32) -> f32 {
    (w.min(h) * 0.025).clamp(8.0, 20.0)
}

/// The small woods, and whether they are baked.
struct Art {
    wood: BoardWood,
    ready: bool,
}

thread_local! {
    static ART: RefCell<Option<Art>> = const { RefCell::new(None) };
}

/// Draws the boards in `places`, with the players' walnut and cherry and
/// small maple and birch of their own (baked here, 8 ms a frame at most).
pub fn draw(places: &[(BoardKind, Rect)], walnut: &Texture2D, cherry: &Texture2D) {
    if places.is_empty() {
        return;
    }
    ART.with(|cell| {
        let mut slot = cell.borrow_mut();
        let art = slot.get_or_insert_with(|| Art {
            wood: BoardWood {
                maple: LazyWood::new(wood::MAPLE, 128),
                birch: LazyWood::new(wood::BIRCH, 128),
                walnut: walnut.clone(),
                cherry: cherry.clone(),
            },
            ready: false,
        });
        if !art.ready {
            let until = get_time() + 0.008;
            let more = || get_time() < until;
            art.ready = art.wood.maple.bake_until(more) && art.wood.birch.bake_until(more);
        }
        if !art.ready {
            return;
        }
        let spec = Spec::default();
        for &(kind, r) in places {
            board(kind, r, &spec, &art.wood);
        }
        super::super::draw::camera::set_default_camera();
    });
}

/// One board in the square `r`, with its pieces.
fn board(kind: BoardKind, r: Rect, spec: &Spec, wood: &BoardWood) {
    let half = match kind {
        BoardKind::Crokinole => spec.crokinole.rail_radius() + RAIL,
        BoardKind::Pitchnut => spec.pitchnut.rail_half() + RAIL,
    };
    // A little room for the board's shadow on the table.
    let cam = BoardCamera::fit(r, half * 1.08, 0.0);
    cam.activate();
    match kind {
        BoardKind::Crokinole => crokinole_board::draw(&cam, &spec.crokinole, wood),
        BoardKind::Pitchnut => pitchnut_board::draw(&cam, &spec.pitchnut, wood),
    }
    for &(x, y, look) in pieces(kind) {
        let disc = match look {
            Look::Shooter => DiscKind::Shooter,
            Look::Poison => DiscKind::Poison,
            _ if kind == BoardKind::Crokinole => DiscKind::Puck,
            _ => DiscKind::Piece,
        };
        piece(vec2(x, y), spec.radius(kind, disc), look, &cam);
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Look {
    Light,
    Dark,
    Poison,
    Shooter,
}

/// A few pieces where a game might have left them (board metres).
fn pieces(kind: BoardKind) -> &'static [(f32, f32, Look)] {
    match kind {
        BoardKind::Crokinole => &[
            (0.045, 0.085, Look::Light),
            (-0.13, -0.05, Look::Dark),
            (0.17, -0.15, Look::Dark),
            (-0.06, 0.2, Look::Light),
            (0.1, -0.29, Look::Light),
        ],
        BoardKind::Pitchnut => &[
            (0.07, 0.05, Look::Light),
            (-0.09, 0.11, Look::Dark),
            (0.13, -0.1, Look::Dark),
            (-0.05, -0.08, Look::Poison),
            (0.2, 0.19, Look::Light),
            (-0.02, -0.25, Look::Shooter),
        ],
    }
}

/// A turned-wood piece seen from above: its shadow, the stained body
/// darker to the rim, a groove or a dot to tell the sides apart, a glint.
fn piece(c: Vec2, r: f32, look: Look, cam: &BoardCamera) {
    let (body, mark) = match look {
        Look::Light => (
            Color::new(0.93, 0.8, 0.6, 1.0),
            Color::new(0.4, 0.24, 0.12, 0.8),
        ),
        Look::Dark => (
            Color::new(0.2, 0.22, 0.3, 1.0),
            Color::new(0.9, 0.85, 0.72, 0.9),
        ),
        Look::Poison => (
            Color::new(0.85, 0.26, 0.18, 1.0),
            Color::new(1.0, 0.9, 0.8, 0.9),
        ),
        Look::Shooter => (
            Color::new(0.95, 0.74, 0.44, 1.0),
            Color::new(0.35, 0.18, 0.07, 0.8),
        ),
    };
    let n = paint::segments_for(r * cam.scale).min(48);
    let shadow =
        super::super::draw::board_view::screen_dir_to_board(cam, vec2(0.6, 1.0)) * (r * 0.2);
    paint::soft_disc(c + shadow, r, r * 1.3, fade(BLACK, 0.5), n);
    let rim = paint::mix(body, BLACK, 0.45);
    paint::ring(c, 0.0, r, body, rim, n);
    paint::ring(c, 0.0, r * 0.8, body, paint::mix(body, BLACK, 0.12), n);
    match look {
        Look::Light | Look::Shooter => paint::circle_line(c, r * 0.5, r * 0.12, mark, n),
        Look::Dark | Look::Poison => paint::disc(c, r * 0.22, mark, n),
    }
    let glint =
        super::super::draw::board_view::screen_dir_to_board(cam, vec2(-0.45, -0.55)) * (r * 0.4);
    paint::soft_disc(c + glint, r * 0.08, r * 0.35, fade(WHITE, 0.45), n);
}
