//! The impulse of an impact between two rigid discs (or a disc and a fixed
//! peg or wall): restitution along the normal, Coulomb friction across it.
//!
//! A flat disc's moment of inertia is m r^2 / 2, so an impulse J across the
//! contact changes the contact point's sliding speed by 3 J / m (J / m from
//! the slide, 2 J / m from the spin): friction stops the sliding at J = m v / 3
//! per disc, and never takes more than mu times the normal impulse.
//! Only IEEE arithmetic and square roots: the same bits on every platform.

use crate::geom::Vec2;

/// A disc's motion and build at the moment of impact.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Body {
    pub v: Vec2,
    /// Spin, counter-clockwise (rad/s).
    pub w: f32,
    /// 1 / mass; zero for a fixed peg or wall.
    pub inv_mass: f32,
    pub radius: f32,
}

impl Body {
    pub const FIXED: Body = Body {
        v: Vec2::ZERO,
        w: 0.0,
        inv_mass: 0.0,
        radius: 0.0,
    };
}

/// `a` and `b` after their impact along `normal` (unit, from `a` toward
/// `b`), with restitution `e` and contact friction `mu`. Bodies that are not
/// closing along the normal are returned as they are.
pub(super) fn collide(a: Body, b: Body, normal: Vec2, e: f32, mu: f32) -> (Body, Body) {
    let closing = (a.v - b.v).dot(normal);
    let inv = a.inv_mass + b.inv_mass;
    if closing <= 0.0 || inv == 0.0 {
        return (a, b);
    }
    let jn = (1.0 + e) * closing / inv;
    let t = normal.perp();
    // The contact points' sliding speed: the slide plus each disc's spin.
    let slide = (a.v - b.v).dot(t) + a.w * a.radius + b.w * b.radius;
    let limit = mu * jn;
    let jt = (slide / (3.0 * inv)).clamp(-limit, limit);
    let p = normal * jn + t * jt;
    let after = |d: Body, sign: f32| Body {
        v: d.v + p * (sign * d.inv_mass),
        w: if d.inv_mass == 0.0 {
            d.w
        } else {
            d.w - 2.0 * jt * d.inv_mass / d.radius
        },
        ..d
    };
    (after(a, -1.0), after(b, 1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn disc(v: Vec2, w: f32, mass: f32) -> Body {
        Body {
            v,
            w,
            inv_mass: 1.0 / mass,
            radius: 0.015,
        }
    }

    #[test]
    fn equal_discs_head_on_share_by_restitution() {
        let (a, b) = collide(
            disc(Vec2::new(2.0, 0.0), 0.0, 0.005),
            disc(Vec2::ZERO, 0.0, 0.005),
            Vec2::new(1.0, 0.0),
            0.8,
            0.0,
        );
        // (1 - e) / 2 and (1 + e) / 2 of the speed; momentum kept.
        assert!((a.v.x - 0.2).abs() < 1e-6 && (b.v.x - 1.8).abs() < 1e-6);
        assert_eq!((a.w, b.w), (0.0, 0.0));
    }

    #[test]
    fn a_glancing_frictionless_hit_sends_the_target_along_the_normal() {
        let n = Vec2::new(0.6, 0.8);
        let (a, b) = collide(
            disc(Vec2::new(1.0, 0.0), 0.0, 0.005),
            disc(Vec2::ZERO, 0.0, 0.005),
            n,
            1.0,
            0.0,
        );
        assert!(b.v.cross(n).abs() < 1e-7);
        // Elastic and equal: the two leave at right angles, energy kept.
        assert!(a.v.dot(b.v).abs() < 1e-6);
        assert!((a.v.length_squared() + b.v.length_squared() - 1.0).abs() < 1e-6);
    }

    #[test]
    fn a_wall_bounce_with_high_friction_ends_rolling_along_it() {
        // 45 degrees into a wall on the right (normal +x), mu large: sticks.
        let (a, _) = collide(
            disc(Vec2::new(1.0, 1.0), 0.0, 0.005),
            Body::FIXED,
            Vec2::new(1.0, 0.0),
            0.5,
            10.0,
        );
        assert!((a.v.x + 0.5).abs() < 1e-6);
        // The contact point no longer slides: v.t + w r = 0 (t = +y).
        assert!((a.v.y + a.w * 0.015).abs() < 1e-5);
        // ...and Coulomb caps it when mu is small.
        let (b, _) = collide(
            disc(Vec2::new(1.0, 1.0), 0.0, 0.005),
            Body::FIXED,
            Vec2::new(1.0, 0.0),
            0.5,
            0.1,
        );
        assert!((b.v.y - (1.0 - 0.1 * 1.5)).abs() < 1e-6);
    }

    #[test]
    fn separating_bodies_are_left_alone() {
        let a = disc(Vec2::new(-1.0, 0.0), 3.0, 0.005);
        let (a2, _) = collide(a, Body::FIXED, Vec2::new(1.0, 0.0), 0.5, 0.3);
        assert_eq!(a2, a);
    }
}
