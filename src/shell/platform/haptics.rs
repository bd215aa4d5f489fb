//! A short vibration when a disc hits a disc or a peg hard, and when one
//! drops into the hole or a pocket, stronger for a harder hit (issue 15).
//! At most one a frame, for the strongest thing that happened in it, and
//! only when the setting is on (`Prefs::haptics`, on by default). The
//! device does it (`device/`): web `navigator.vibrate`, Android's Vibrator,
//! iOS's impact feedback generator; the desktop has nothing to vibrate.

use super::device;
use flickwood_core::shot::Touched;

/// A hit with a closing speed under this is not felt (m/s).
pub const HARD_HIT: f32 = 0.8;
/// At and above this a hit is felt at full strength (m/s).
const FULL_HIT: f32 = 4.0;
/// A disc dropping into the hole or a pocket.
const DROP: f32 = 0.7;
/// Vibrations closer together than this merge into the first (seconds).
const MIN_GAP: f64 = 0.06;

/// Whether this device can vibrate (the settings show the row only then);
/// asked once.
pub fn available() -> bool {
    static CAN: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *CAN.get_or_init(device::can_vibrate)
}

/// How strongly (0 to 1) a contact is felt, or None if it is not.
pub fn hit_strength(other: Touched, speed: f32) -> Option<f32> {
    if matches!(other, Touched::Rail) || !speed.is_finite() || speed < HARD_HIT {
        return None;
    }
    let t = ((speed - HARD_HIT) / (FULL_HIT - HARD_HIT)).clamp(0.0, 1.0);
    Some(0.3 + 0.7 * t)
}

/// How long a pulse of `strength` lasts (ms): 10 to 40.
pub fn pulse_ms(strength: f32) -> u32 {
    (10.0 + 30.0 * strength.clamp(0.0, 1.0)).round() as u32
}

#[derive(Default)]
pub struct Haptics {
    strongest: f32,
    last: Option<f64>,
}

impl Haptics {
    pub fn contact(&mut self, other: Touched, speed: f32) {
        if let Some(s) = hit_strength(other, speed) {
            self.strongest = self.strongest.max(s);
        }
    }

    pub fn drop(&mut self) {
        self.strongest = self.strongest.max(DROP);
    }

    /// Once a frame, at `now` seconds: the strongest event since the last
    /// call, if the setting is `on`. Returns the pulse sent (ms), if any.
    pub fn flush(&mut self, on: bool, now: f64) -> Option<u32> {
        let s = std::mem::take(&mut self.strongest);
        if !on || s <= 0.0 || self.last.is_some_and(|t| now - t < MIN_GAP) {
            return None;
        }
        self.last = Some(now);
        let ms = pulse_ms(s);
        device::vibrate(ms, s);
        Some(ms)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hard_hits_and_drops_are_felt_soft_ones_and_the_rail_not() {
        assert_eq!(hit_strength(Touched::Disc(3), 0.3), None);
        assert_eq!(hit_strength(Touched::Rail, 6.0), None);
        assert_eq!(hit_strength(Touched::Peg(0), f32::NAN), None);
        let soft = hit_strength(Touched::Disc(1), 1.0).unwrap();
        let hard = hit_strength(Touched::Peg(2), 6.0).unwrap();
        assert!(soft < hard && hard <= 1.0, "{soft} {hard}");
        assert!(pulse_ms(soft) < pulse_ms(hard));
        assert_eq!((pulse_ms(0.0), pulse_ms(1.0)), (10, 40));

        let mut h = Haptics::default();
        h.contact(Touched::Disc(1), 0.2);
        assert_eq!(h.flush(true, 0.0), None, "a brush");
        h.contact(Touched::Disc(1), 1.0);
        h.contact(Touched::Peg(0), 6.0);
        assert_eq!(h.flush(true, 1.0), Some(40), "the strongest of the frame");
        h.drop();
        assert_eq!(h.flush(true, 1.02), None, "too soon after the last");
        h.drop();
        assert_eq!(h.flush(false, 2.0), None, "the setting is off");
        h.drop();
        assert_eq!(h.flush(true, 3.0), Some(pulse_ms(DROP)));
    }
}
