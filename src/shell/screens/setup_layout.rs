//! Where the set-up screen's buttons go on a screen of a given size: the
//! rows of choices, one button per seat, Play, and the band for the note
//! over Play. Pure geometry, so every screen shape can be checked in tests.

use macroquad::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Row, choice.
    Choice(usize, usize),
    /// The n-th seat in play: a tap moves it to the next player.
    Seat(usize),
    Play,
    Back,
}

/// Four choices narrower than this each go in two rows of two (pixels).
const GRID_BELOW_W: f32 = 96.0;

/// Where everything goes.
pub struct SetupLayout {
    /// Every touch target with its rectangle.
    pub targets: Vec<(Target, Rect)>,
    /// The band between the seats (and their shadows) and Play where the
    /// note is written.
    pub note: Rect,
}

/// The note's band at its least: two lines of 17 px text and their descenders.
const NOTE_H: f32 = 48.0;
/// Pixels kept clear under a button for its shadow.
const SHADOW: f32 = 6.0;
/// Pixels kept clear at the screen's foot.
const FOOT: f32 = 12.0;

/// The sizes that can give way when the screen is short.
#[derive(Clone, Copy)]
struct Sizes {
    /// Where the first row starts.
    top: f32,
    row_h: f32,
    /// Between one row of choices and the next.
    row_gap: f32,
    play_h: f32,
    /// Play at the end of the seats' row, the note under them both (a
    /// short landscape screen).
    beside: bool,
}

/// The layout for rows of `choices` (how many choices each row has) and
/// `seats` seats, on a `w` x `h` screen: the roomy sizes where they fit,
/// else tighter ones in turn (rows closer, starting under the title,
/// lower buttons, a lower Play) until the note fits between the seats and
/// Play.
pub fn layout(choices: &[usize], seats: usize, w: f32, h: f32) -> SetupLayout {
    let small = h < 600.0;
    let roomy = Sizes {
        top: if small { h * 0.2 } else { h * 0.24 },
        row_h: (h * 0.1).clamp(48.0, 90.0),
        row_gap: if small { 12.0 } else { 24.0 },
        play_h: (h * 0.14).clamp(64.0, 120.0),
        beside: false,
    };
    let closer = Sizes {
        row_gap: 12.0,
        ..roomy
    };
    let higher = Sizes {
        top: roomy.top.min(title_bottom(w, h) + 8.0),
        ..closer
    };
    let lower = Sizes {
        row_h: roomy.row_h.min(48.0),
        ..higher
    };
    let least = Sizes {
        row_h: 44.0,
        play_h: roomy.play_h.min(56.0),
        beside: w > h,
        ..lower
    };
    for sizes in [roomy, closer, higher, lower] {
        let plan = place(choices, seats, w, h, sizes);
        if plan.note.h >= NOTE_H {
            return plan;
        }
    }
    place(choices, seats, w, h, least)
}

/// The foot of the screen's title (`setup.rs` draws it at 12 % of the height).
fn title_bottom(w: f32, h: f32) -> f32 {
    let size = (w.min(h * 1.4) * 0.07).clamp(28.0, 72.0);
    h * 0.12 + size * 0.6
}

fn place(choices: &[usize], seats: usize, w: f32, h: f32, sizes: Sizes) -> SetupLayout {
    let portrait = w < h;
    let label_w = if portrait {
        0.0
    } else {
        (w * 0.16).clamp(110.0, 200.0)
    };
    let Sizes {
        top,
        row_h,
        row_gap,
        play_h,
        beside,
    } = sizes;
    let gap = 12.0;
    let total_w = (w * 0.86).min(1000.0);
    let x0 = (w - total_w) * 0.5 + label_w;
    let avail = total_w - label_w;
    let mut out = vec![(Target::Back, Rect::new(10.0, 8.0, 104.0, 38.0))];
    let mut y = top;
    for (r, &count) in choices.iter().enumerate() {
        if portrait {
            y += 26.0; // the label sits above the choices
        }
        let mut n = count as f32;
        // A phone in portrait: four choices go in two rows of two, so
        // "Tournament" has room at a readable size.
        let gridded = count >= 4 && (avail - gap * (n - 1.0)) / n < GRID_BELOW_W;
        let mut bh = row_h;
        if gridded {
            n = (n * 0.5).ceil();
            bh = (row_h * 0.7).max(row_h.min(48.0));
        }
        let bw = (avail - gap * (n - 1.0)) / n;
        for i in 0..count {
            let (col, line) = (i as f32 % n, (i as f32 / n).floor());
            out.push((
                Target::Choice(r, i),
                Rect::new(x0 + col * (bw + gap), y + line * (bh + gap), bw, bh),
            ));
        }
        let lines = (count as f32 / n).ceil();
        y += lines * bh + (lines - 1.0) * gap + row_gap;
    }
    // The seats: one button per seat in play, its place at the table above
    // it; Play at the row's end when beside them.
    y += 26.0;
    let pw = (w * 0.34).clamp(200.0, 420.0);
    let seats_w = if beside { total_w - pw - gap } else { total_w };
    let n = seats as f32;
    let sx0 = (w - total_w) * 0.5;
    let bw = (seats_w - gap * (n - 1.0)) / n;
    for i in 0..seats {
        out.push((
            Target::Seat(i),
            Rect::new(sx0 + i as f32 * (bw + gap), y, bw, row_h),
        ));
    }
    // The note under the seats' shadows, then Play, low on a tall screen.
    let note_top = y + row_h + SHADOW + 2.0;
    let (play, note_bottom) = if beside {
        let play = Rect::new(sx0 + seats_w + gap, y, pw, row_h);
        (play, h - FOOT)
    } else {
        let py = (note_top + NOTE_H + 4.0)
            .max(h - play_h - h * 0.1)
            .min(h - play_h - FOOT);
        (Rect::new((w - pw) * 0.5, py, pw, play_h), py - 4.0)
    };
    out.push((Target::Play, play));
    SetupLayout {
        targets: out,
        note: Rect::new(w * 0.05, note_top, w * 0.9, note_bottom - note_top),
    }
}

impl SetupLayout {
    pub fn rect(&self, target: Target) -> Option<Rect> {
        self.targets.iter().find(|t| t.0 == target).map(|t| t.1)
    }

    /// Room for the saves' banner on a screen `w` wide, best first: the
    /// note's band, then over the title right of Back, then under Back (each
    /// clear of the rows' and seats' words, 30 px over their buttons).
    pub fn banner_bands(&self, w: f32) -> Vec<Rect> {
        let back = self.rect(Target::Back).unwrap_or_default();
        let first = self
            .targets
            .iter()
            .filter(|t| t.0 != Target::Back)
            .map(|t| t.1.y)
            .fold(f32::INFINITY, f32::min);
        let top = first - 30.0;
        let beside = back.right() + 12.0 + SHADOW;
        let under = back.bottom() + SHADOW + 6.0;
        vec![
            self.note,
            Rect::new(beside, 4.0, w - 8.0 - beside, top - 4.0),
            Rect::new(8.0, under, w - 16.0, top - under),
        ]
    }
}
