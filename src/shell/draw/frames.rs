//! A pending shot on screen: stepped at the physics' fixed rate from an
//! accumulator (never by the frame time itself), keeping the last two steps
//! so drawing can interpolate between them. The play screen and the replay
//! viewer both animate shots this way.

use flickwood_core::physics::DiscView;
use flickwood_core::save::PendingShot;

pub struct Frames {
    /// The discs one step ago and now.
    pub prev: Vec<DiscView>,
    pub cur: Vec<DiscView>,
    /// Time not yet stepped (seconds).
    acc: f32,
}

impl Frames {
    pub fn new(shot: &PendingShot) -> Frames {
        let cur: Vec<DiscView> = shot.sim().discs().collect();
        Frames {
            prev: cur.clone(),
            cur,
            acc: 0.0,
        }
    }

    /// Steps `shot` through `dt` seconds of steps of `step` seconds, at
    /// most `max_steps` of them (a stalled frame must not snowball).
    pub fn advance(&mut self, shot: &mut PendingShot, dt: f32, step: f32, max_steps: u32) {
        self.acc += dt;
        let mut steps = 0;
        while self.acc >= step && steps < max_steps {
            self.acc -= step;
            steps += 1;
            if !shot.step() {
                break;
            }
            std::mem::swap(&mut self.prev, &mut self.cur);
            self.cur.clear();
            self.cur.extend(shot.sim().discs());
        }
    }

    /// How far drawing is from the last step toward the next, 0 to 1.
    pub fn alpha(&self, step: f32) -> f32 {
        (self.acc / step).clamp(0.0, 1.0)
    }
}
