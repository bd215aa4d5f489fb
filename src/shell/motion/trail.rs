//! A short fading trail behind each fast disc: where it was over the last
//! tenth of a second, drawn as ever fainter, smaller ghosts of it.

use flickwood_core::geom;
use flickwood_core::physics::DiscView;
use flickwood_core::shot::DiscId;

/// How far back a trail reaches (s), and the speed it starts at (m/s).
pub const REACH: f32 = 0.12;
pub const FAST: f32 = 0.8;

#[derive(Default)]
pub struct Trails {
    marks: Vec<Trail>,
}

/// One fast disc's recent centres, oldest first, with their times.
struct Trail {
    id: DiscId,
    radius: f32,
    marks: Vec<(f32, geom::Vec2)>,
}

impl Trails {
    /// The discs as they are at `now`: fast ones leave a mark; marks older
    /// than `REACH`, and the trails of discs that slowed, go.
    pub fn record(&mut self, now: f32, discs: &[DiscView]) {
        for d in discs {
            let fast = d.velocity.length() >= FAST && !d.low;
            match self.marks.iter_mut().find(|m| m.id == d.id) {
                Some(m) if fast => {
                    m.radius = d.radius;
                    m.marks.push((now, d.pos));
                }
                Some(m) => m.marks.clear(),
                None if fast => self.marks.push(Trail {
                    id: d.id,
                    radius: d.radius,
                    marks: vec![(now, d.pos)],
                }),
                None => {}
            }
        }
        self.expire(now);
    }

    /// Drops the marks older than `REACH`.
    pub fn expire(&mut self, now: f32) {
        for m in &mut self.marks {
            m.marks.retain(|(t, _)| now - t <= REACH);
        }
        self.marks.retain(|m| !m.marks.is_empty());
    }

    pub fn clear(&mut self) {
        self.marks.clear();
    }

    /// The ghosts to draw: centre, radius and opacity (0 to 1), faintest
    /// first; a disc's newest mark is the disc itself, so it is left out.
    pub fn ghosts(&self, now: f32) -> Vec<(geom::Vec2, f32, f32)> {
        let mut out = Vec::new();
        for Trail { radius, marks, .. } in &self.marks {
            for &(t, pos) in marks.iter().rev().skip(1) {
                let k = 1.0 - ((now - t) / REACH).clamp(0.0, 1.0);
                out.push((pos, radius * (0.55 + 0.4 * k), 0.35 * k));
            }
        }
        out.sort_by(|a, b| a.2.total_cmp(&b.2));
        out
    }
}
