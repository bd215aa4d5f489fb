//! Keeps the screen on during a match (AI against AI included) and lets it
//! sleep on every other screen and while the app is in the background
//! (issue 15). The device does it (`device/`): the Screen Wake Lock API on
//! the web, a screen wake lock on Android, the idle timer on iOS.

use super::device;

#[derive(Default)]
pub struct Wake {
    held: bool,
}

impl Wake {
    /// Each frame: whether the screen should stay on now. Asks the device
    /// only when that changes.
    pub fn want(&mut self, on: bool) {
        if on != self.held {
            device::keep_awake(on);
            self.held = on;
        }
    }
}
