//! Where a finger may put the pitchnut shooter: one path, measured by a
//! single number, in the shooter's seat frame (its edge at the bottom).
//!
//! The home line runs across the seat's side; with American alleys
//! (`pitchnut::Alleys::American`) it turns at each end up the middle of a
//! side alley to the centre line, so one drag slides the shooter from the
//! home line into an alley and back. Every point of the path is a spot the
//! engine's `check_placement` takes (on or behind the home line, or in an
//! alley on the shooter's half, fully on the field); pieces in the way are
//! `Match::free_place`'s business (the nearest free spot; a screen shows
//! the engine's reason).

use crate::geom::Vec2;
use crate::spec::PitchnutSpec;

/// Half the length of a pitchnut home line: short enough that the four
/// lines never cross. The shooter is placed within it.
pub fn pitchnut_home_half(spec: &PitchnutSpec) -> f32 {
    -spec.home_line_y() - 0.03
}

/// The placement path of one seat, in that seat's frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NutPath {
    /// The home line's y (negative: below the centre).
    home: f32,
    /// Where the home part ends and (with alleys) each alley column stands.
    corner: f32,
    /// How far up an alley the path goes (y of its top end: the centre line).
    top: f32,
    alleys: bool,
}

impl NutPath {
    pub fn new(spec: &PitchnutSpec, alleys: bool) -> NutPath {
        let h = spec.field_half;
        let corner = if alleys {
            // The middle of the alley: between its inner edge (the home
            // line's depth in from the side) and the field's edge less the shooter.
            ((h - spec.home_line_offset) + (h - spec.shooter_radius)) * 0.5
        } else {
            pitchnut_home_half(spec)
        };
        NutPath {
            home: spec.home_line_y(),
            corner,
            top: 0.0,
            alleys,
        }
    }

    /// The ends of the path's parameter: home line only, or up both alleys.
    pub fn limit(&self) -> f32 {
        if self.alleys {
            self.corner + (self.top - self.home)
        } else {
            self.corner
        }
    }

    /// Whether `s` is up a side alley (not on the home line).
    pub fn in_alley(&self, s: f32) -> bool {
        self.alleys && s.abs() > self.corner
    }

    /// The point at parameter `s` (clamped to the path).
    pub fn point(&self, s: f32) -> Vec2 {
        let s = if s.is_finite() { s } else { 0.0 };
        let s = s.clamp(-self.limit(), self.limit());
        if self.in_alley(s) {
            let up = s.abs() - self.corner;
            Vec2::new(self.corner * s.signum(), self.home + up)
        } else {
            Vec2::new(s, self.home)
        }
    }

    /// The parameter of the path's point nearest to `p` (seat frame).
    pub fn nearest(&self, p: Vec2) -> f32 {
        if !p.is_finite() {
            return 0.0;
        }
        let along = p.x.clamp(-self.corner, self.corner);
        let mut best = (Vec2::new(along, self.home).distance(p), along);
        if self.alleys {
            let y = p.y.clamp(self.home, self.top);
            for sign in [1.0f32, -1.0] {
                let q = Vec2::new(self.corner * sign, y);
                let d = q.distance(p);
                if d < best.0 {
                    best = (d, sign * (self.corner + (y - self.home)));
                }
            }
        }
        best.1
    }

    /// The path's direction at `s` (unit, seat frame; its sign does not matter).
    pub fn tangent(&self, s: f32) -> Vec2 {
        if self.in_alley(s) {
            Vec2::new(0.0, 1.0)
        } else {
            Vec2::new(1.0, 0.0)
        }
    }

    /// The path as straight pieces (seat frame), for drawing it.
    pub fn segments(&self) -> Vec<(Vec2, Vec2)> {
        let mut out = vec![(
            Vec2::new(-self.corner, self.home),
            Vec2::new(self.corner, self.home),
        )];
        if self.alleys {
            for sign in [1.0f32, -1.0] {
                out.push((
                    Vec2::new(self.corner * sign, self.home),
                    Vec2::new(self.corner * sign, self.top),
                ));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pitchnut::{self, Alleys, Flick, Game, Options};
    use crate::spec::Spec;

    fn game(alleys: Alleys) -> Game {
        let setup = pitchnut::Setup {
            options: Options {
                players: 2,
                alleys,
                beginner: false,
            },
            to_play: 0,
            breaker: Some(0),
            ..Default::default()
        };
        Game::from_setup(&setup).unwrap()
    }

    /// Every point of the path is a placement the engine takes (seat 0 at
    /// the bottom; the ring of pieces and the pegs are far from it).
    #[test]
    fn the_whole_path_is_legal_for_the_engine() {
        let spec = Spec::STANDARD.pitchnut;
        for (alleys, american) in [(Alleys::American, true), (Alleys::Canadian, false)] {
            let g = game(alleys);
            let path = NutPath::new(&spec, american);
            let n = 400;
            for k in 0..=n {
                let s = -path.limit() + 2.0 * path.limit() * k as f32 / n as f32;
                let pos = path.point(s);
                let flick = Flick {
                    pos,
                    velocity: Vec2::new(0.0, 1.0),
                    spin: 0.0,
                };
                assert!(
                    g.shot_input(&flick).is_ok(),
                    "{alleys:?} s={s}: {:?}",
                    g.shot_input(&flick).err()
                );
            }
        }
    }

    #[test]
    fn alleys_reach_the_centre_line_and_nearest_finds_them() {
        let spec = Spec::STANDARD.pitchnut;
        let path = NutPath::new(&spec, true);
        let top_right = path.point(path.limit());
        assert!(top_right.y.abs() < 1e-6 && top_right.x > spec.field_half - 0.102);
        assert!(path.in_alley(path.limit()) && !path.in_alley(0.0));
        // A finger out in the right alley, halfway up.
        let s = path.nearest(Vec2::new(0.29, -0.1));
        assert!(path.in_alley(s) && s > 0.0);
        assert!(path.point(s).distance(Vec2::new(path.point(s).x, -0.1)) < 1e-6);
        // Round trips along the path.
        for s in [-0.4f32, -0.2, 0.0, 0.1, 0.3, 0.42] {
            let s = s.clamp(-path.limit(), path.limit());
            assert!((path.nearest(path.point(s)) - s).abs() < 1e-5, "{s}");
        }
        // Canadian: never off the home line; bad input stays on the path.
        let home = NutPath::new(&spec, false);
        let p = home.point(home.nearest(Vec2::new(0.29, -0.1)));
        assert!((p.y - spec.home_line_y()).abs() < 1e-6);
        assert_eq!(home.nearest(Vec2::new(f32::NAN, 0.0)), 0.0);
        assert!(home.point(f32::INFINITY).is_finite());
    }
}
