//! Coulomb sliding friction of a disc on the board.

use crate::geom::Vec2;

/// One step of sliding friction: speed drops by `decel * dt` along the
/// motion and snaps to zero instead of reversing. Spin is scaled with the
/// speed so that a sliding, spinning disc stops moving and spinning at the
/// same instant; a disc spinning in place slows at `spin_decel`.
pub fn coulomb_step(v: Vec2, spin: f32, decel: f32, spin_decel: f32, dt: f32) -> (Vec2, f32) {
    let speed = v.length();
    let dv = decel * dt;
    if speed > 0.0 {
        if speed <= dv {
            return (Vec2::ZERO, 0.0);
        }
        let k = (speed - dv) / speed;
        return (v * k, spin * k);
    }
    let dw = spin_decel * dt;
    if spin.abs() <= dw {
        (Vec2::ZERO, 0.0)
    } else {
        (Vec2::ZERO, spin - dw * spin.signum())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stops_in_finite_time_without_reversing() {
        let mut v = Vec2::new(0.3, -0.4);
        let mut steps = 0;
        while v != Vec2::ZERO {
            let (nv, _) = coulomb_step(v, 0.0, 0.8, 1.0, 1.0 / 240.0);
            assert!(nv.dot(v) >= 0.0);
            v = nv;
            steps += 1;
            assert!(steps < 1000);
        }
        // 0.5 m/s at 0.8 m/s^2 stops in 0.625 s = 150 steps (151 with rounding).
        assert!((150..=151).contains(&steps), "{steps}");
    }

    #[test]
    fn spin_ends_with_the_slide() {
        let (v, w) = coulomb_step(Vec2::new(0.001, 0.0), 5.0, 0.8, 1.0, 1.0 / 240.0);
        assert_eq!((v, w), (Vec2::ZERO, 0.0));
        let (_, w) = coulomb_step(Vec2::ZERO, 5.0, 0.8, 240.0, 1.0 / 240.0);
        assert_eq!(w, 4.0);
    }
}
