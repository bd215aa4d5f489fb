//! A finished crokinole round counted on the board: every scoring puck
//! shown where it lay (20s in a small heap round the hole), its points
//! popping up one after another, then the summary.

use super::super::super::draw::crokinole_board::number_rects;
use super::*;
use flickwood_core::spec::CrokinoleSpec;

/// The gap between two pucks' pop-ups, and the pause after the last (s).
pub(super) const COUNT_STEP: f32 = 0.22;
pub(super) const COUNT_HOLD: f32 = 1.8;

/// The end of a crokinole round, being counted.
pub(super) struct Count {
    summary: Summary,
    spec: CrokinoleSpec,
    start: f32,
}

impl Motion {
    /// A crokinole round ended: count its pucks on the board, then give the
    /// summary back through `release_round`.
    pub fn count_round(&mut self, summary: Summary, spec: &Spec) {
        self.in_hole.clear();
        self.count = Some(Count {
            summary,
            spec: spec.crokinole,
            start: self.clock,
        });
    }

    /// Whether a round is being counted (the board shows the finished
    /// round; a tap ends the count).
    pub fn counting(&self) -> bool {
        self.count.is_some()
    }

    fn count_length(c: &Count) -> f32 {
        c.summary.scored.len() as f32 * COUNT_STEP + COUNT_HOLD
    }

    /// The round's summary once its count is over (or `skip` is true).
    pub fn release_round(&mut self, skip: bool) -> Option<Summary> {
        let c = self.count.as_ref()?;
        if skip || self.clock - c.start >= Self::count_length(c) {
            return self.count.take().map(|c| c.summary);
        }
        None
    }

    /// The counted pucks where they lay (board metres) with their side and
    /// points, and whether each has popped up yet.
    fn counted(&self) -> Vec<(geom::Vec2, Side, u32, bool)> {
        let Some(c) = &self.count else {
            return Vec::new();
        };
        let mut twenty = 0;
        c.summary
            .scored
            .iter()
            .enumerate()
            .map(|(n, &(at, side, points))| {
                let at = count_spot(at, points, &mut twenty, c.spec.disc_radius);
                let shown = self.clock - c.start >= n as f32 * COUNT_STEP;
                (at, side, points, shown)
            })
            .collect()
    }

    /// The counted pucks on the board; the camera in board metres is active.
    pub(super) fn draw_count_board(&self, cam: &BoardCamera, maple: &Image) {
        let Some(c) = &self.count else {
            return;
        };
        for (n, (at, side, _, shown)) in self.counted().into_iter().enumerate() {
            if shown {
                let id = n as DiscId;
                let r = c.spec.disc_radius;
                disc_view::draw_disc(cam, maple, mq(at), r, 0.0, side, false, false, id);
            }
        }
    }

    /// The points popped up so far, as drawn: words, centre, size, how far
    /// into the pop (0 to 1), colour. A side's 20s share one label ("+20
    /// ×3"). Each label is put by its puck where it is clear of the labels
    /// before it, the heading and the screen's edges, so none moves when
    /// the next pops up.
    pub(super) fn count_labels(
        &self,
        cam: &BoardCamera,
        font: &Font,
        lang: Language,
        w: f32,
        h: f32,
    ) -> Vec<PopLabel> {
        let Some(c) = &self.count else {
            return Vec::new();
        };
        let size = pop::size(cam.scale);
        let mut labels: Vec<CountLabel> = Vec::new();
        for (n, (at, side, points, shown)) in self.counted().into_iter().enumerate() {
            let in_hole = points == 20 && c.summary.scored[n].0.length() < 1e-6;
            let heap = labels
                .iter_mut()
                .find(|l| in_hole && l.twenties > 0 && l.side == side);
            match heap {
                Some(l) => {
                    l.twenties += 1;
                    l.shown += u32::from(shown);
                }
                None => {
                    // The heap of 20s round the hole is one puck, for placing.
                    let (puck, r) = if in_hole {
                        (geom::Vec2::new(0.0, 0.0), c.spec.disc_radius * 3.3)
                    } else {
                        (at, c.spec.disc_radius)
                    };
                    labels.push(CountLabel {
                        puck: cam.to_screen(puck),
                        r: r * cam.scale,
                        side,
                        points,
                        twenties: u32::from(in_hole),
                        shown: u32::from(shown),
                        t0: c.start + n as f32 * COUNT_STEP,
                    });
                }
            }
        }
        let head = heading(cam, font, tr(lang, T::WherePoints), w, h).0;
        // Never over the zone numbers painted on the board: a "+10" on a
        // "10" reads as neither.
        let numbers = number_rects(cam, &c.spec, font);
        let mut placed: Vec<Rect> = Vec::new();
        let mut out = Vec::new();
        for l in labels {
            // Placed at its full width, so it stays put as its count grows.
            let width = ui::measure(&l.words(l.twenties), font, size).width;
            let keep_off: Vec<Rect> = placed.iter().chain(&numbers).copied().collect();
            let spot = clear_spot(l.puck, l.r, vec2(width, size * 1.2), &keep_off, head, w, h);
            placed.push(spot);
            if self.clock < l.t0 {
                continue;
            }
            let t = ((self.clock - l.t0) / 0.5).min(0.6);
            out.push((
                l.words(l.shown),
                spot.center(),
                size,
                t,
                side_colour(l.side),
            ));
        }
        out
    }

    /// The count's points and its heading, in pixels.
    pub(super) fn draw_count_screen(&self, cam: &BoardCamera, font: &Font, lang: Language) {
        if self.count.is_none() {
            return;
        }
        let (w, h) = (screen_width(), screen_height());
        for (words, centre, size, t, colour) in self.count_labels(cam, font, lang, w, h) {
            pop::draw(&words, centre, size, t, colour, font);
        }
        let head = tr(lang, T::WherePoints);
        let (band, hs) = heading(cam, font, head, w, h);
        ui::rounded(band, 12.0, fade(BLACK, 0.55));
        let gold = Color::new(1.0, 0.88, 0.55, 1.0);
        ui::text_centered(head, band.center(), hs, gold, font);
    }
}

/// The count's heading ("Where the points came from") on a `w` x `h`
/// screen: its dark band and its size. Off the board, where the pucks it
/// points to lie: in the table below the board (upright), else in the
/// bottom corner of the wider side beside it, else over the rim under the
/// playing surface; over the lower board only where none has room.
pub(super) fn heading(cam: &BoardCamera, font: &Font, head: &str, w: f32, h: f32) -> (Rect, f32) {
    const MIN: f32 = 16.0;
    let band = |hs: f32, cx: f32, cy: f32| {
        let back = ui::measure(head, font, hs).width + 40.0;
        Rect::new(cx - back * 0.5, cy - hs, back, hs * 2.0)
    };
    let centre = cam.to_screen(geom::Vec2::ZERO);
    let outer = Spec::STANDARD.crokinole.surface_radius * cam.scale * 1.12;
    // Below the board: two thirds of the way down the table there.
    let below = h - (centre.y + outer);
    let hs = ui::fit_size(head, font, ui::HEADING_PX, w - 40.0);
    if below >= hs * 2.0 + 90.0 {
        let cy = centre.y + outer + below * 0.6;
        return (band(hs, w * 0.5, cy.min(h - hs - 8.0)), hs);
    }
    // Beside it, at the bottom of the wider side.
    let (left, right) = (centre.x - outer, w - (centre.x + outer));
    let side = left.max(right) - 16.0;
    let hs = ui::fit_size(head, font, ui::HEADING_PX, side - 40.0).min(24.0);
    if hs >= MIN {
        let cx = if left >= right {
            8.0 + side * 0.5
        } else {
            w - 8.0 - side * 0.5
        };
        return (band(hs, cx, h - hs - 10.0), hs);
    }
    // Over the rim under the playing surface, where no counted puck lies.
    let under = h - (centre.y + Spec::STANDARD.crokinole.surface_radius * cam.scale) - 4.0;
    let hs = ui::fit_size(head, font, ui::HEADING_PX, w - 40.0);
    if hs.min(under * 0.5) >= MIN {
        let hs = hs.min(under * 0.5);
        return (band(hs, centre.x, h - 2.0 - hs), hs);
    }
    (band(hs, w * 0.5, h * 0.5 + cam.scale * 0.2), hs)
}

/// A label of the count: one puck's points, or a side's 20s in the hole.
struct CountLabel {
    /// The puck (or the heap of 20s) on screen, and its radius (px).
    puck: Vec2,
    r: f32,
    side: Side,
    points: u32,
    /// 20s in the hole this label counts (0 for a puck on the board), and
    /// how many of them have popped up.
    twenties: u32,
    shown: u32,
    /// When it first pops up (the motion clock).
    t0: f32,
}

impl CountLabel {
    /// "+15", or for 20s in the hole "+20 ×n" when `n` is more than one.
    fn words(&self, n: u32) -> String {
        match n {
            2.. if self.twenties > 0 => format!("{} ×{n}", text::plus_points(self.points)),
            _ => text::plus_points(self.points),
        }
    }
}

/// Where a label `size` px goes for a puck at `puck` (px) of radius `r`:
/// just above it if that is clear of `placed`, `head` and the screen's
/// edges, else below, beside or at a corner, a little farther out each
/// time round; at worst above it, inside the screen.
fn clear_spot(puck: Vec2, r: f32, size: Vec2, placed: &[Rect], head: Rect, w: f32, h: f32) -> Rect {
    const GAP: f32 = 3.0;
    let at = |c: Vec2| Rect::new(c.x - size.x * 0.5, c.y - size.y * 0.5, size.x, size.y);
    let clear = |a: &Rect| {
        let grown = Rect::new(a.x - GAP, a.y - GAP, a.w + 2.0 * GAP, a.h + 2.0 * GAP);
        a.x >= pop::MARGIN
            && a.y >= pop::MARGIN
            && a.right() <= w - pop::MARGIN
            && a.bottom() <= h - pop::MARGIN
            && !grown.overlaps(&head)
            && placed.iter().all(|b| !grown.overlaps(b))
    };
    let (dx, dy) = (r + size.x * 0.5 + GAP, r + size.y * 0.5 + GAP);
    for ring in 0..10 {
        let out = ring as f32 * size.y * 0.8;
        let (x, y) = (dx + out, dy + out);
        let (cx, cy) = (x * 0.75, y * 0.75);
        let tries = [
            vec2(0.0, -y),
            vec2(0.0, y),
            vec2(x, 0.0),
            vec2(-x, 0.0),
            vec2(cx, -cy),
            vec2(-cx, -cy),
            vec2(cx, cy),
            vec2(-cx, cy),
        ];
        if let Some(spot) = tries.iter().map(|&d| at(puck + d)).find(clear) {
            return spot;
        }
    }
    let c = pop::place(
        puck + vec2(0.0, size.y * 0.5 - dy),
        size.x,
        size.y / 1.2,
        0.0,
        w,
        h,
    );
    at(c)
}

/// Where a counted puck is drawn: its own spot, or round the hole for a 20.
fn count_spot(at: geom::Vec2, points: u32, twenty: &mut u32, r: f32) -> geom::Vec2 {
    if points == 20 && at.length() < 1e-6 {
        let k = *twenty as f32;
        *twenty += 1;
        geom::Vec2::from_angle(k * 0.9 + 0.4) * (r * 2.2 + 0.004 * k)
    } else {
        at
    }
}
