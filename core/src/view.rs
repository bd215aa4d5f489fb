//! Where the board sits on a screen: the layout the play screen draws with
//! and the human-hand benchmark (`flickwood-cli hand`) touches through, so
//! both use one set of numbers. Logical screen pixels, y down; board
//! metres, y up.

use crate::geom::Vec2;
use crate::save::prefs::TableMode;
use crate::spec::{BoardKind, Spec, seat_angle};

/// Room the board leaves for the bar on top and the hint below (pixels).
pub const TOP_BAR: f32 = 54.0;
pub const BOTTOM_BAR: f32 = 40.0;

/// A rectangle of the screen (pixels).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScreenRect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl ScreenRect {
    pub fn centre(&self) -> Vec2 {
        Vec2::new(self.x + self.w * 0.5, self.y + self.h * 0.5)
    }
}

/// Board metres <-> screen pixels, the board turned by `rotation`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardView {
    /// Where the board's centre is on screen.
    pub centre: Vec2,
    /// Pixels per board metre.
    pub scale: f32,
    /// How far the board is turned on screen (radians, counter-clockwise).
    pub rotation: f32,
}

impl BoardView {
    /// A board of half-size `half_extent` metres fitted into `area`.
    pub fn fit(area: ScreenRect, half_extent: f32, rotation: f32) -> Self {
        let scale = (area.w.min(area.h) * 0.5 / half_extent).max(1.0);
        BoardView {
            centre: area.centre(),
            scale,
            rotation,
        }
    }

    /// The turn that brings `seat`'s side of the board to the bottom of the screen.
    pub fn seat_rotation(seat: u8) -> f32 {
        -core::f32::consts::FRAC_PI_2 - seat_angle(seat)
    }

    pub fn to_screen(self, p: Vec2) -> Vec2 {
        let r = p.rotate(self.rotation);
        Vec2::new(
            self.centre.x + r.x * self.scale,
            self.centre.y - r.y * self.scale,
        )
    }

    pub fn to_board(self, s: Vec2) -> Vec2 {
        let r = Vec2::new(
            (s.x - self.centre.x) / self.scale,
            -(s.y - self.centre.y) / self.scale,
        );
        r.rotate(-self.rotation)
    }

    /// A board direction (unit) as a screen direction (unit, y down).
    pub fn dir_to_screen(self, d: Vec2) -> Vec2 {
        let r = d.rotate(self.rotation);
        Vec2::new(r.x, -r.y).normalize_or_zero()
    }

    /// A screen direction as a board direction (unit).
    pub fn dir_to_board(self, d: Vec2) -> Vec2 {
        Vec2::new(d.x, -d.y)
            .rotate(-self.rotation)
            .normalize_or_zero()
    }

    pub fn metres_per_pixel(&self) -> f32 {
        1.0 / self.scale
    }
}

/// Pixels from `from` along unit direction `dir` to the edge of a `w` x `h` screen.
pub fn room(from: Vec2, dir: Vec2, w: f32, h: f32) -> f32 {
    let mut best = f32::INFINITY;
    for (p, d, edge) in [(from.x, dir.x, w), (from.y, dir.y, h)] {
        if d > 1e-6 {
            best = best.min((edge - p) / d);
        } else if d < -1e-6 {
            best = best.min(-p / d);
        }
    }
    if best.is_finite() { best.max(0.0) } else { 0.0 }
}

/// Half the board's size in metres, with a little table round it.
pub fn half_extent(spec: &Spec, board: BoardKind) -> f32 {
    match board {
        BoardKind::Crokinole => spec.crokinole.rail_radius() + 0.034,
        BoardKind::Pitchnut => spec.pitchnut.rail_half() + 0.034,
    }
}

/// How the HUD shares a pass-and-play screen with the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrangement {
    /// A bar on top (Menu, the match) and a line below; the scores beside
    /// the board or above the line (a square window, a 4:3 tablet).
    Bars,
    /// A phone or desktop in landscape: the board the screen's full height,
    /// in the middle, the HUD in a column each side.
    Columns,
    /// A phone in portrait: the bar, a strip of scores under it, the board
    /// the screen's full width, the buttons and the words below it.
    Strip,
}

/// A side column beside the board is at least this wide (pixels): the
/// widest button ("Going for 20", 190) with its margins.
pub const SIDE_COLUMN: f32 = 214.0;
/// The strip of scores under the top bar in portrait (pixels).
pub const SCORE_STRIP: f32 = 100.0;
/// Under a portrait board: the Spin, Hint and "Going for 20" buttons and
/// the bottom line (pixels).
const BELOW_STRIP_BOARD: f32 = 3.0 * 58.0 + BOTTOM_BAR + 16.0;
/// Where a shooter's disc waits behind the centre, as a share of the half
/// extent: the crokinole line (0.305 of 0.415 m), the farther of the two
/// boards' (pitchnut's home line is 0.204 of 0.39).
const LINE_SHARE: f32 = 0.74;

/// The board area of the bars: between the top bar and the bottom line.
fn bars_area(w: f32, h: f32) -> ScreenRect {
    ScreenRect {
        x: 8.0,
        y: TOP_BAR,
        w: w - 16.0,
        h: h - TOP_BAR - BOTTOM_BAR,
    }
}

/// The board's size (pixels across its half extent) in `area`.
fn across(a: ScreenRect) -> f32 {
    a.w.min(a.h)
}

/// Pixels behind the bottom seat's waiting disc for a board `d` across
/// centred at height `cy` on a screen `h` high: the slingshot's room.
fn pull_room(h: f32, cy: f32, d: f32) -> f32 {
    h - (cy + LINE_SHARE * d * 0.5)
}

/// The landscape board: the whole height, but never less room behind the
/// shooter's disc than the bars leave (the pull keeps its length), with a
/// side column each side. None when it would be no larger.
fn columns_area(w: f32, h: f32) -> Option<ScreenRect> {
    let bars = bars_area(w, h);
    let old = across(bars);
    let room = pull_room(h, bars.centre().y, old);
    // Top of the board at the top of the screen: room = h - d (1 + share) / 2.
    let d = h
        .min(2.0 * (h - room) / (1.0 + LINE_SHARE))
        .min(w - 2.0 * SIDE_COLUMN);
    (w > h && d > old + 1.0).then_some(ScreenRect {
        x: (w - d) * 0.5,
        y: 0.0,
        w: d,
        h: d,
    })
}

/// The portrait board: the whole width, under the bar and the scores'
/// strip, with the buttons' room below it.
fn strip_area(w: f32, h: f32) -> Option<ScreenRect> {
    let d = w - 4.0;
    let y = TOP_BAR + SCORE_STRIP;
    (h > w && h - y - d >= BELOW_STRIP_BOARD).then_some(ScreenRect {
        x: 2.0,
        y,
        w: d,
        h: d,
    })
}

/// How the HUD and the board share a `w` x `h` screen (a tablet lying on
/// a table: always the bars, turned to each seat).
pub fn arrangement(w: f32, h: f32, table: TableMode) -> Arrangement {
    if table == TableMode::Tablet {
        Arrangement::Bars
    } else if columns_area(w, h).is_some() {
        Arrangement::Columns
    } else if strip_area(w, h).is_some() {
        Arrangement::Strip
    } else {
        Arrangement::Bars
    }
}

/// The part of a `w` x `h` screen the board is fitted into.
pub fn board_area(w: f32, h: f32, table: TableMode, seats: usize) -> ScreenRect {
    if table == TableMode::Tablet {
        // Every seat's HUD runs along its own edge: room on all four
        // sides with three or four players, above and below with two.
        let strip = TOP_BAR + BOTTOM_BAR;
        let side = if seats > 2 { strip } else { 8.0 };
        return ScreenRect {
            x: side,
            y: strip,
            w: w - 2.0 * side,
            h: h - 2.0 * strip,
        };
    }
    match arrangement(w, h, table) {
        Arrangement::Columns => columns_area(w, h),
        Arrangement::Strip => strip_area(w, h),
        Arrangement::Bars => None,
    }
    .unwrap_or_else(|| bars_area(w, h))
}

/// The board on a `w` x `h` screen, turned by `rotation`, with `seats` players.
pub fn board_view(
    w: f32,
    h: f32,
    table: TableMode,
    seats: usize,
    half_extent: f32,
    rotation: f32,
) -> BoardView {
    BoardView::fit(board_area(w, h, table, seats), half_extent, rotation)
}

/// Tablet on a table: whether a press at board point `at` is in `seat`'s
/// own part of the board (its half with two seats, its quarter with
/// more), so the others' resting hands do nothing. Pass-and-play: anywhere.
pub fn in_zone(table: TableMode, seats: usize, seat: u8, at: Vec2) -> bool {
    if table != TableMode::Tablet {
        return true;
    }
    let half_width = if seats <= 2 {
        core::f32::consts::FRAC_PI_2
    } else {
        core::f32::consts::FRAC_PI_4
    };
    let d = crate::geom::wrap_angle(at.angle() - seat_angle(seat));
    at.length() > 1e-6 && d.abs() <= half_width + 1e-4
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directions_agree_with_points() {
        for seat in 0..4 {
            let v = BoardView {
                centre: Vec2::new(400.0, 300.0),
                scale: 900.0,
                rotation: BoardView::seat_rotation(seat),
            };
            let p = Vec2::new(0.1, -0.2);
            assert!(v.to_board(v.to_screen(p)).distance(p) < 1e-5);
            let d = Vec2::from_angle(0.7);
            let by_points = (v.to_screen(p + d * 0.01) - v.to_screen(p)).normalize_or_zero();
            assert!(v.dir_to_screen(d).distance(by_points) < 1e-4);
            assert!(v.dir_to_board(v.dir_to_screen(d)).distance(d) < 1e-5);
            // The seat's edge is at the bottom of the screen.
            let edge = v.to_screen(Vec2::from_angle(seat_angle(seat)) * 0.3);
            assert!(
                (edge.x - 400.0).abs() < 0.01 && edge.y > 569.0,
                "{seat}: {edge:?}"
            );
        }
    }

    /// A larger board never costs the shooter pull: the room behind the
    /// farther waiting disc is at least what the bars left, at every shape.
    #[test]
    fn the_board_grows_without_costing_pull_room() {
        let shapes = [
            (390.0, 844.0),
            (844.0, 390.0),
            (360.0, 740.0),
            (740.0, 360.0),
            (1024.0, 768.0),
            (1280.0, 800.0),
            (480.0, 480.0),
            (640.0, 360.0),
            (1920.0, 1080.0),
        ];
        for (w, h) in shapes {
            let bars = bars_area(w, h);
            let area = board_area(w, h, TableMode::PassAndPlay, 2);
            let (old, new) = (across(bars), across(area));
            assert!(new >= old, "{w}x{h}: {new} < {old}");
            let room_before = pull_room(h, bars.centre().y, old);
            let room_after = pull_room(h, area.centre().y, new);
            assert!(
                room_after >= room_before - 0.01,
                "{w}x{h}: {room_after} < {room_before}"
            );
            assert!(area.x >= 0.0 && area.x + area.w <= w && area.y + area.h <= h + 0.01);
            // The square window of the scripted tests keeps its layout.
            if w == h {
                assert_eq!(area, bars);
            }
        }
    }

    #[test]
    fn zones_on_a_table() {
        let at = |a: f32| Vec2::from_angle(seat_angle(0) + a.to_radians()) * 0.2;
        assert!(in_zone(TableMode::Tablet, 4, 0, at(40.0)));
        assert!(!in_zone(TableMode::Tablet, 4, 0, at(50.0)));
        assert!(in_zone(TableMode::Tablet, 2, 0, at(80.0)));
        assert!(!in_zone(TableMode::Tablet, 2, 0, at(100.0)));
        assert!(!in_zone(TableMode::Tablet, 2, 0, Vec2::ZERO));
        assert!(in_zone(TableMode::PassAndPlay, 4, 0, at(180.0)));
    }
}
