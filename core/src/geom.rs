//! A small 2D vector in metres, the core's own type.
//!
//! The core speaks `Vec2`; rapier's glam types stay inside `physics`, and
//! macroquad's (a different glam version) stay in the shell.

use core::ops::{Add, AddAssign, Mul, Neg, Sub, SubAssign};
use nanoserde::{DeJson, SerJson};

#[derive(Clone, Copy, Debug, Default, PartialEq, DeJson, SerJson)]
pub struct Vec2 {
    pub x: f32,
    pub y: f32,
}

impl Vec2 {
    pub const ZERO: Vec2 = Vec2 { x: 0.0, y: 0.0 };

    pub const fn new(x: f32, y: f32) -> Self {
        Vec2 { x, y }
    }

    /// A unit vector at `angle` radians from +x, counter-clockwise.
    /// Uses libm so every platform gets the same bits.
    pub fn from_angle(angle: f32) -> Self {
        Vec2::new(libm::cosf(angle), libm::sinf(angle))
    }

    pub fn dot(self, o: Vec2) -> f32 {
        self.x * o.x + self.y * o.y
    }

    pub fn cross(self, o: Vec2) -> f32 {
        self.x * o.y - self.y * o.x
    }

    pub fn length_squared(self) -> f32 {
        self.dot(self)
    }

    /// IEEE sqrt is correctly rounded, so this is bit-exact everywhere.
    pub fn length(self) -> f32 {
        self.length_squared().sqrt()
    }

    pub fn distance(self, o: Vec2) -> f32 {
        (self - o).length()
    }

    /// The unit vector, or zero for a zero vector.
    pub fn normalize_or_zero(self) -> Vec2 {
        let l = self.length();
        if l > 0.0 {
            self * (1.0 / l)
        } else {
            Vec2::ZERO
        }
    }

    /// The angle from +x, counter-clockwise, in radians.
    pub fn angle(self) -> f32 {
        libm::atan2f(self.y, self.x)
    }

    /// Rotates counter-clockwise by `angle` radians.
    pub fn rotate(self, angle: f32) -> Vec2 {
        let (s, c) = (libm::sinf(angle), libm::cosf(angle));
        Vec2::new(self.x * c - self.y * s, self.x * s + self.y * c)
    }

    pub fn perp(self) -> Vec2 {
        Vec2::new(-self.y, self.x)
    }

    pub fn is_finite(self) -> bool {
        self.x.is_finite() && self.y.is_finite()
    }
}

/// An angle brought into (-pi, pi].
pub fn wrap_angle(a: f32) -> f32 {
    let tau = 2.0 * core::f32::consts::PI;
    let mut a = a % tau;
    if a > core::f32::consts::PI {
        a -= tau;
    } else if a <= -core::f32::consts::PI {
        a += tau;
    }
    a
}

/// Distance from `p` to the segment a-b.
pub fn segment_distance(a: Vec2, b: Vec2, p: Vec2) -> f32 {
    let ab = b - a;
    let len2 = ab.length_squared();
    let t = if len2 > 0.0 {
        ((p - a).dot(ab) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    p.distance(a + ab * t)
}

impl Add for Vec2 {
    type Output = Vec2;
    fn add(self, o: Vec2) -> Vec2 {
        Vec2::new(self.x + o.x, self.y + o.y)
    }
}

impl AddAssign for Vec2 {
    fn add_assign(&mut self, o: Vec2) {
        *self = *self + o;
    }
}

impl Sub for Vec2 {
    type Output = Vec2;
    fn sub(self, o: Vec2) -> Vec2 {
        Vec2::new(self.x - o.x, self.y - o.y)
    }
}

impl SubAssign for Vec2 {
    fn sub_assign(&mut self, o: Vec2) {
        *self = *self - o;
    }
}

impl Mul<f32> for Vec2 {
    type Output = Vec2;
    fn mul(self, k: f32) -> Vec2 {
        Vec2::new(self.x * k, self.y * k)
    }
}

impl Neg for Vec2 {
    type Output = Vec2;
    fn neg(self) -> Vec2 {
        Vec2::new(-self.x, -self.y)
    }
}
