//! A short fading trail behind each fast disc: where it was over the last
//! tenth of a second, drawn as one streak narrowing and fading behind it.

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

    /// The streaks to draw, one a fast disc: from where it was `REACH`
    /// ago (or since it went fast) to where it is, and its radius. One
    /// quad each, so a break's dozens of fast pieces cost next to nothing.
    pub fn streaks(&self) -> Vec<(geom::Vec2, geom::Vec2, f32)> {
        self.marks
            .iter()
            .filter(|t| t.marks.len() >= 2)
            .filter_map(|t| Some((t.marks.first()?.1, t.marks.last()?.1, t.radius)))
            .collect()
    }
}
