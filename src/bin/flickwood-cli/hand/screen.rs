//! The screen a shot is played on: a phone or tablet laid out as the play
//! screen lays it out (`flickwood_core::view`), the "aim and pull" control
//! on it (`flickwood_core::aiming`), and the shot it shoots under a setting
//! of aids (`flickwood_core::aids`, with its spread).

use super::finger::Finger;
use flickwood_core::aids::Aids;
use flickwood_core::aiming::{self, AimFrame};
use flickwood_core::flick_spread;
use flickwood_core::geom::Vec2;
use flickwood_core::rng::Rng;
use flickwood_core::save::prefs::TableMode;
use flickwood_core::spec::{BoardKind, DiscKind, Spec, seat_angle};
use flickwood_core::view::{self, BoardView};

/// A screen a player holds, and the seat shooting on it.
#[derive(Clone, Copy, Debug)]
pub struct Cell {
    pub name: &'static str,
    pub w: f32,
    pub h: f32,
    pub table: TableMode,
    pub seats: usize,
    /// The shooter's seat at a table (the board stays still, so it is
    /// seat k's own edge).
    pub seat: u8,
}

/// The phone the looking player's tables are measured on.
pub const PHONE: Cell = Cell {
    name: "phone 390x844",
    w: 390.0,
    h: 844.0,
    table: TableMode::PassAndPlay,
    seats: 2,
    seat: 0,
};

/// Phones in pass-and-play, tablets flat on a table from every seat.
pub fn cells() -> Vec<Cell> {
    let phone = |name, w, h| Cell {
        name,
        w,
        h,
        ..PHONE
    };
    let mut v = vec![
        PHONE,
        phone("phone 844x390", 844.0, 390.0),
        phone("phone 915x412", 915.0, 412.0),
        phone("phone 360x640", 360.0, 640.0),
        phone("phone 640x360", 640.0, 360.0),
    ];
    for (name, w, h) in [
        ("tablet 1024x768", 1024.0, 768.0),
        ("tablet 768x1024", 768.0, 1024.0),
    ] {
        for seat in 0..4 {
            v.push(Cell {
                name,
                w,
                h,
                table: TableMode::Tablet,
                seats: 4,
                seat,
            });
        }
    }
    v
}

/// One shot's screen: the board laid out for the cell, the disc waiting.
pub struct Screen {
    pub cell: Cell,
    pub view: BoardView,
    pub at: Vec2,
    radius: f32,
    pub top: f32,
    pub px_per_mm: f32,
}

impl Screen {
    /// The drill's shooter (seat 0 in every drill) at board point `at`:
    /// pass-and-play turns the shooter to the bottom; a table keeps the
    /// board still, and the shooter sits at the cell's seat.
    pub fn new(spec: &Spec, board: BoardKind, cell: Cell, at: Vec2) -> Screen {
        let still = BoardView::seat_rotation(0);
        let rotation = match cell.table {
            TableMode::PassAndPlay => still,
            TableMode::Tablet => still + seat_angle(cell.seat) - seat_angle(0),
        };
        let view = view::board_view(
            cell.w,
            cell.h,
            cell.table,
            cell.seats,
            view::half_extent(spec, board),
            rotation,
        );
        Screen {
            cell,
            view,
            at,
            radius: spec.radius(board, DiscKind::Shooter),
            top: spec.top_speed(board),
            px_per_mm: aiming::px_per_mm(cell.w, cell.h),
        }
    }

    /// Which edge of the screen the shooter sits at, read off where the
    /// disc is drawn (not from a table of names, which had left and right
    /// swapped).
    pub fn seat_name(&self) -> &'static str {
        if self.cell.table == TableMode::PassAndPlay {
            return "pass and play";
        }
        let d = self.view.to_screen(self.at) - Vec2::new(self.cell.w, self.cell.h) * 0.5;
        match (d.x.abs() > d.y.abs(), d.x > 0.0, d.y > 0.0) {
            (true, true, _) => "table, right",
            (true, false, _) => "table, left",
            (false, _, true) => "table, bottom",
            (false, _, false) => "table, top",
        }
    }

    pub fn frame(&self, aim: f32) -> AimFrame {
        AimFrame::on_view(
            &self.view,
            self.at,
            self.radius,
            aim,
            self.top,
            self.px_per_mm,
        )
    }

    /// The board angle straight ahead of the shooter.
    pub fn ahead(&self) -> f32 {
        (-Vec2::from_angle(seat_angle(0))).angle()
    }

    /// Away from the player, on screen (the hand's frame).
    pub fn up(&self) -> Vec2 {
        self.view.dir_to_screen(-Vec2::from_angle(seat_angle(0)))
    }

    pub fn finger(&self, sigma_mm: f32, slip_mm: f32) -> Finger {
        Finger {
            sigma_mm,
            slip_mm,
            px_per_mm: self.px_per_mm,
            up: self.up(),
        }
    }

    /// Where an aim drag is pressed: on the board in front of the disc,
    /// inside the shooter's own part of a table.
    pub fn aim_press(&self) -> Vec2 {
        let mid = Vec2::from_angle(seat_angle(0)) + self.at.normalize_or_zero();
        self.view
            .to_screen(mid.normalize_or_zero() * (0.55 * self.at.length()))
    }

    /// Whether a press is where the shooter's hand may aim from.
    pub fn in_zone(&self, p: Vec2) -> bool {
        view::in_zone(self.cell.table, self.cell.seats, 0, self.view.to_board(p))
    }

    /// Where a pull of `want` pixels from the disc goes (`aiming::pull_path`).
    pub fn pull_path(&self, frame: &AimFrame, want: f32) -> (Vec2, f32) {
        aiming::pull_path(frame.disc, -self.up(), want, self.cell.w, self.cell.h)
    }

    /// Board metres per millimetre of screen.
    pub fn metres_per_mm(&self) -> f32 {
        self.px_per_mm * self.view.metres_per_pixel()
    }

    /// The shot a finished pull `trace` shoots along `aim` under `aids`:
    /// read at the hold, then spread by the flick if the setting spreads.
    /// None when the pull was called off.
    pub fn shoot(
        &self,
        aids: &Aids,
        aim: f32,
        trace: &[(f32, Vec2)],
        rng: &mut Rng,
    ) -> Option<Vec2> {
        let frame = self.frame(aim);
        let speed = frame.read_pull(trace).ok()?;
        let v = Vec2::from_angle(aim) * speed;
        let Some(params) = aids.spread else {
            return Some(v);
        };
        let strength = aiming::pull_mm_for_speed(speed) / aiming::full_pull_mm(self.top);
        let s = flick_spread::spread(&params, strength, frame.hold_wobble_mm(trace));
        Some(s.apply(v, self.top, rng))
    }
}
