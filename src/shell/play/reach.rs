//! How far a finger can pull the slingshot back on this screen.
//!
//! The full pull is 240 logical pixels, but below the bottom seat's disc a
//! phone in landscape has about 80 (issue 15): a straight pull there never
//! reached a takeout's speed. So the full pull shrinks to the room behind the
//! disc (down to `MIN_FULL_PULL_PX`), along the seat's pull-back direction
//! only: sideways the pull keeps the 240-pixel scale, so the aim turns no
//! more per pixel than before (`GestureConfig::with_pull_room`).
//!
//! The board's place on screen is also laid out here (`board_camera`), so the
//! play screen and the reach table below use one layout.

use super::super::draw::camera::BoardCamera;
use flickwood_core::geom;
use flickwood_core::gesture::GestureConfig;
use flickwood_core::save::prefs::TableMode;
use flickwood_core::spec::seat_angle;
use flickwood_core::view;
use macroquad::prelude::Vec2;

/// A slingshot pulled this far (logical pixels) shoots at full speed when
/// the screen has the room.
pub const FULL_PULL_PX: f32 = 240.0;
/// The full pull never gets shorter than this: below it a pixel of pull is
/// too much speed to control.
pub const MIN_FULL_PULL_PX: f32 = 64.0;
/// How close to the screen's edge a fingertip's centre still gets.
pub use flickwood_core::aiming::EDGE_PX;
/// Room the board leaves for the bar on top and the hint below (pixels).
pub use flickwood_core::view::{BOTTOM_BAR, TOP_BAR};

pub use flickwood_core::view::half_extent;

/// The board on a `w` x `h` screen, turned by `rotation`, with `seats` players.
pub fn board_camera(
    w: f32,
    h: f32,
    table: TableMode,
    seats: usize,
    half_extent: f32,
    rotation: f32,
) -> BoardCamera {
    BoardCamera::from_view(view::board_view(w, h, table, seats, half_extent, rotation))
}

/// Pixels from `from` along unit direction `dir` to the edge of a `w` x `h` screen.
pub fn room(from: Vec2, dir: Vec2, w: f32, h: f32) -> f32 {
    view::room(
        geom::Vec2::new(from.x, from.y),
        geom::Vec2::new(dir.x, dir.y),
        w,
        h,
    )
}

/// The full pull (pixels) for a press with `room` pixels behind it.
pub fn full_pull_px(room: f32) -> f32 {
    (room - EDGE_PX).clamp(MIN_FULL_PULL_PX, FULL_PULL_PX)
}

/// The seat's pull-back direction in board metres (away from the centre).
pub fn back_axis(seat: u8) -> geom::Vec2 {
    geom::Vec2::from_angle(seat_angle(seat))
}

/// The pull-back direction on screen (unit, logical pixels).
fn back_on_screen(cam: &BoardCamera, seat: u8, at: geom::Vec2) -> Vec2 {
    (cam.to_screen(at + back_axis(seat) * 0.01) - cam.to_screen(at)).normalize_or_zero()
}

/// The room behind a press at board point `press` for `seat`, in pixels.
pub fn room_behind(cam: &BoardCamera, seat: u8, press: geom::Vec2, w: f32, h: f32) -> f32 {
    room(cam.to_screen(press), back_on_screen(cam, seat, press), w, h)
}

/// `cfg` with the full pull fitted to the room behind `press` on a `w` x `h` screen.
pub fn fitted(
    cfg: GestureConfig,
    cam: &BoardCamera,
    seat: u8,
    press: geom::Vec2,
    w: f32,
    h: f32,
) -> GestureConfig {
    let full = full_pull_px(room_behind(cam, seat, press, w, h));
    cfg.with_pull_room(back_axis(seat), full * cam.metres_per_pixel())
}

/// A straight pull-back from `disc` of the whole fitted pull, in screen
/// pixels (from, to): the browser test pulls along it.
pub fn full_pull_stroke(
    cam: &BoardCamera,
    seat: u8,
    disc: geom::Vec2,
    w: f32,
    h: f32,
) -> (Vec2, Vec2) {
    let from = cam.to_screen(disc);
    let full = full_pull_px(room_behind(cam, seat, disc, w, h));
    (from, from + back_on_screen(cam, seat, disc) * full)
}

/// A screen the game supports, in logical pixels.
#[cfg(test)]
const SHAPES: [(&str, f32, f32); 14] = [
    ("phone portrait 16:9", 360.0, 640.0),
    ("phone portrait 19.5:9", 390.0, 844.0),
    ("phone portrait 20:9", 412.0, 915.0),
    ("phone landscape 16:9", 640.0, 360.0),
    ("phone landscape 19.5:9", 844.0, 390.0),
    ("phone landscape 20:9", 915.0, 412.0),
    ("tablet 4:3 landscape", 1024.0, 768.0),
    ("tablet 4:3 portrait", 768.0, 1024.0),
    ("tablet 3:2 landscape", 1080.0, 720.0),
    ("tablet 3:2 portrait", 720.0, 1080.0),
    ("desktop 16:9", 1280.0, 720.0),
    ("desktop 16:9 large", 1920.0, 1080.0),
    ("desktop 16:10", 1280.0, 800.0),
    ("desktop 16:10 large", 1440.0, 900.0),
];

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::geom::Vec2 as G;
    use flickwood_core::spec::{BoardKind, Spec};
    use macroquad::prelude::vec2;

    /// Where the disc waits at its home spot (the middle of its line).
    pub fn home_spot(spec: &Spec, board: BoardKind, seat: u8) -> geom::Vec2 {
        match board {
            BoardKind::Crokinole => back_axis(seat) * spec.crokinole.shooting_line_radius,
            BoardKind::Pitchnut => back_axis(seat) * -spec.pitchnut.home_line_y(),
        }
    }

    /// One seat on one screen: (room px, full pull px, top speed a straight
    /// pull reaches before, after).
    fn seat_reach(
        spec: &Spec,
        board: BoardKind,
        table: TableMode,
        seats: &[u8],
        seat: u8,
        (w, h): (f32, f32),
    ) -> (f32, f32, f32, f32) {
        let top = match board {
            BoardKind::Crokinole => spec.sim.max_shot_speed,
            BoardKind::Pitchnut => spec.pitchnut.max_flick_speed(&spec.sim),
        };
        let turned = match table {
            TableMode::PassAndPlay => seat,
            TableMode::Tablet => 0,
        };
        let cam = board_camera(
            w,
            h,
            table,
            seats.len(),
            half_extent(spec, board),
            BoardCamera::seat_rotation(turned),
        );
        let disc = home_spot(spec, board, seat);
        let room = room_behind(&cam, seat, disc, w, h);
        let reachable = (room - EDGE_PX).max(0.0);
        let mpp = cam.metres_per_pixel();
        let r = spec.radius(board, flickwood_core::spec::DiscKind::Shooter);
        let old = GestureConfig::for_screen(top, r, mpp);
        let new = fitted(old, &cam, seat, disc, w, h);
        let pulled = disc + back_axis(seat) * (reachable * mpp);
        let speed = |c: &GestureConfig| {
            c.slingshot(disc, pulled)
                .map_or(0.0, |s| s.velocity.length())
        };
        (room, full_pull_px(room), speed(&old), speed(&new))
    }

    const SEAT_NAMES: [&str; 4] = ["bottom", "right", "top", "left"];

    /// The table of issue 15's closing note: for every supported shape,
    /// both boards, pass-and-play and tablet mode, every seat: the room
    /// behind the disc and the top speed a straight pull reaches, before
    /// and after. Every one now reaches the top speed.
    /// `cargo test --bin flickwood reach::tests::reach_table -- --nocapture` prints it.
    #[test]
    fn reach_table() {
        let spec = Spec::STANDARD;
        println!(
            "| shape | size | board | mode | seat | room behind disc (px) | full pull before / after (px) | top speed by a straight pull, before | after |"
        );
        println!("|---|---|---|---|---|---|---|---|---|");
        let mut worst = f32::INFINITY;
        for (name, w, h) in SHAPES {
            for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
                let top = match board {
                    BoardKind::Crokinole => spec.sim.max_shot_speed,
                    BoardKind::Pitchnut => spec.pitchnut.max_flick_speed(&spec.sim),
                };
                let layouts: Vec<(TableMode, Vec<u8>)> = vec![
                    (TableMode::PassAndPlay, vec![0, 2]),
                    (TableMode::Tablet, vec![0, 2]),
                    (TableMode::Tablet, vec![0, 1, 2, 3]),
                ];
                for (table, seats) in layouts {
                    // Pass-and-play turns every seat to the bottom: one row.
                    let shown: Vec<u8> = match table {
                        TableMode::PassAndPlay => vec![0],
                        TableMode::Tablet => seats.clone(),
                    };
                    for &seat in &shown {
                        let (room, full, before, after) =
                            seat_reach(&spec, board, table, &seats, seat, (w, h));
                        worst = worst.min(after / top);
                        let mode = match table {
                            TableMode::PassAndPlay => "pass and play (any seat)".to_string(),
                            TableMode::Tablet => format!("tablet, {} seats", seats.len()),
                        };
                        println!(
                            "| {name} | {w}x{h} | {board:?} | {mode} | {} | {room:.0} | {:.0} / {full:.0} | {before:.2} m/s ({:.0} %) | {after:.2} m/s ({:.0} %) |",
                            SEAT_NAMES[seat as usize],
                            FULL_PULL_PX,
                            100.0 * before / top,
                            100.0 * after / top,
                        );
                        assert!(
                            after >= top * 0.999,
                            "{name} {board:?} {table:?} seat {seat}: {after} of {top}"
                        );
                    }
                }
            }
        }
        println!("worst reach after: {:.1} % of the top speed", worst * 100.0);
    }

    /// Aiming: degrees the aim turns per pixel of finger sideways, and m/s
    /// per pixel along the pull, at a full straight pull, before and after.
    #[test]
    fn aim_precision_is_kept() {
        let spec = Spec::STANDARD;
        let top = spec.sim.max_shot_speed;
        let r = spec.crokinole.disc_radius;
        let mpp = 0.001;
        let old = GestureConfig::for_screen(top, r, mpp);
        let back = back_axis(0);
        let disc = home_spot(&spec, BoardKind::Crokinole, 0);
        let side = G::new(1.0, 0.0) * mpp;
        println!(
            "| full pull (px) | degrees per px sideways before | after | m/s per px along, before | after |"
        );
        println!("|---|---|---|---|---|");
        for full in [240.0f32, 160.0, 120.0, 80.0, MIN_FULL_PULL_PX] {
            let new = old.with_pull_room(back, full * mpp);
            let deg = |c: &GestureConfig, len: f32| {
                let a = c.slingshot(disc, disc + back * len).unwrap().velocity;
                let b = c
                    .slingshot(disc, disc + back * len + side)
                    .unwrap()
                    .velocity;
                a.cross(b).atan2(a.dot(b)).abs().to_degrees()
            };
            let per_px = |c: &GestureConfig, len: f32| {
                let a = c
                    .slingshot(disc, disc + back * (len - mpp))
                    .unwrap()
                    .velocity;
                let b = c.slingshot(disc, disc + back * len).unwrap().velocity;
                b.length() - a.length()
            };
            // Before: the strongest pull this room allowed (`full` px);
            // after: the full pull, which is now `full` px long.
            let (deg_before, deg_after) = (deg(&old, full * mpp), deg(&new, full * mpp));
            let (ms_before, ms_after) = (per_px(&old, full * mpp), per_px(&new, full * mpp));
            println!(
                "| {full:.0} | {deg_before:.3} | {deg_after:.3} | {ms_before:.4} | {ms_after:.4} |"
            );
            // Never coarser than today's aim at its full 240-pixel pull.
            assert!(deg_after <= 0.2388 + 1e-3, "{full}: {deg_after}");
            assert!(
                deg_after <= deg_before + 1e-4,
                "{full}: {deg_after} > {deg_before}"
            );
        }
    }

    #[test]
    fn room_to_the_edge() {
        assert!((room(vec2(100.0, 300.0), vec2(0.0, 1.0), 800.0, 400.0) - 100.0).abs() < 1e-4);
        assert!((room(vec2(100.0, 300.0), vec2(-1.0, 0.0), 800.0, 400.0) - 100.0).abs() < 1e-4);
        let d = vec2(1.0, 1.0).normalize();
        assert!((room(vec2(700.0, 100.0), d, 800.0, 400.0) - 100.0 * 2f32.sqrt()).abs() < 1e-3);
        assert_eq!(full_pull_px(1000.0), FULL_PULL_PX);
        assert_eq!(full_pull_px(10.0), MIN_FULL_PULL_PX);
    }
}
