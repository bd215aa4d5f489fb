//! Wooden clicks and thuds, synthesised at start-up into WAV bytes in
//! memory: no sound files to ship. A disc hitting a disc is a bright click
//! (higher and brighter the harder the hit), a peg a knock, the rail a low
//! thud, a drop into a hole or pocket a hollow thud, a fall into the ditch
//! or gutter a muffled one, and a button a soft tap.
//!
//! Without a sound device (see `startup::sound_device_present`) no sound is
//! ever created, so quad-snd's missing device can never reach the game.

use flickwood_core::shot::Touched;
use macroquad::audio::{PlaySoundParams, Sound, load_sound_from_bytes, play_sound};

const RATE: u32 = 44_100;

/// Disc-on-disc clicks at three pitches (soft, firm, hard hits): macroquad
/// cannot change a sound's pitch as it plays, so each is made once.
const CLICK_PITCHES: [f32; 3] = [0.86, 1.0, 1.16];

pub struct Sounds {
    click: [Option<Sound>; 3],
    knock: Option<Sound>,
    thud: Option<Sound>,
    drop: Option<Sound>,
    ditch: Option<Sound>,
    tap: Option<Sound>,
    twenty: Option<Sound>,
    /// Sounds started this frame: a pile-up of contacts should not roar.
    this_frame: u32,
    /// The player's volume (0 to 1), zero when muted; from the settings.
    gain: f32,
}

impl Sounds {
    pub fn silent() -> Self {
        Sounds {
            click: [None, None, None],
            knock: None,
            thud: None,
            drop: None,
            ditch: None,
            tap: None,
            twenty: None,
            this_frame: 0,
            gain: 0.8,
        }
    }

    pub async fn load(enabled: bool) -> Self {
        if !enabled {
            return Self::silent();
        }
        async fn make(samples: Vec<f32>) -> Option<Sound> {
            load_sound_from_bytes(&wav_bytes(&samples)).await.ok()
        }
        Sounds {
            click: [
                make(click_samples(CLICK_PITCHES[0])).await,
                make(click_samples(CLICK_PITCHES[1])).await,
                make(click_samples(CLICK_PITCHES[2])).await,
            ],
            knock: make(knock_samples()).await,
            thud: make(thud_samples()).await,
            drop: make(drop_samples()).await,
            ditch: make(ditch_samples()).await,
            tap: make(tap_samples()).await,
            twenty: make(twenty_samples()).await,
            this_frame: 0,
            gain: 0.8,
        }
    }

    pub fn new_frame(&mut self) {
        self.this_frame = 0;
    }

    /// Applies the player's volume and mute (called every frame from the prefs).
    pub fn set_volume(&mut self, volume: f32, muted: bool) {
        self.gain = master_gain(volume, muted);
    }

    /// A contact at closing speed `speed` (m/s).
    pub fn contact(&mut self, other: Touched, speed: f32) {
        let sound = match other {
            Touched::Disc(_) => &self.click[click_pitch(speed)],
            Touched::Peg(_) => &self.knock,
            Touched::Rail => &self.thud,
        };
        let volume = contact_volume(speed) * self.gain;
        if volume > 0.0 && self.this_frame < 4 {
            play(sound, volume);
            self.this_frame += 1;
        }
    }

    /// A disc falling into the hole or a pocket.
    pub fn drop(&mut self) {
        play(&self.drop, 0.8 * self.gain);
    }

    /// A disc falling into the ditch or the gutter.
    pub fn ditch(&mut self) {
        play(&self.ditch, 0.6 * self.gain);
    }

    /// A 20 made: a chime over the drop (issue 45's moment).
    pub fn twenty(&mut self) {
        play(&self.twenty, 0.7 * self.gain);
    }

    /// A finger on a button.
    pub fn tap(&mut self) {
        play(&self.tap, 0.5 * self.gain);
    }
}

fn play(sound: &Option<Sound>, volume: f32) {
    if let Some(s) = sound
        && volume > 0.0
    {
        play_sound(
            s,
            PlaySoundParams {
                looped: false,
                volume: volume.min(1.0),
            },
        );
    }
}

/// Which of the click pitches a hit at `speed` m/s makes.
pub fn click_pitch(speed: f32) -> usize {
    if speed.is_nan() || speed < 0.8 {
        0
    } else if speed < 2.5 {
        1
    } else {
        2
    }
}

/// Louder with speed, silent for a touch that barely closes.
/// The factor every sound is played at: the volume setting (clamped, NaN
/// as silence), or nothing when muted.
pub fn master_gain(volume: f32, muted: bool) -> f32 {
    if muted || volume.is_nan() {
        0.0
    } else {
        volume.clamp(0.0, 1.0)
    }
}

pub fn contact_volume(speed: f32) -> f32 {
    if !speed.is_finite() || speed < 0.03 {
        return 0.0;
    }
    (0.15 + 0.85 * (speed / 3.0).min(1.0).sqrt()).min(1.0)
}

/// A small deterministic noise source for the synthesis.
fn noise(state: &mut u32) -> f32 {
    *state ^= *state << 13;
    *state ^= *state >> 17;
    *state ^= *state << 5;
    (*state as f32 / u32::MAX as f32) * 2.0 - 1.0
}

/// Sum of decaying partials plus a short noise burst: how struck wood sounds.
fn struck(
    partials: &[(f32, f32, f32)],
    noise_amp: f32,
    noise_decay: f32,
    seconds: f32,
) -> Vec<f32> {
    let n = (seconds * RATE as f32) as usize;
    let mut state = 0x9e37_79b9;
    let mut low = 0.0;
    let mut out: Vec<f32> = (0..n)
        .map(|i| {
            let t = i as f32 / RATE as f32;
            let mut s = 0.0;
            for &(freq, amp, decay) in partials {
                s += amp * (std::f32::consts::TAU * freq * t).sin() * (-t / decay).exp();
            }
            // Low-passed noise: the scrape of the contact itself.
            low += (noise(&mut state) - low) * 0.35;
            s += noise_amp * low * (-t / noise_decay).exp();
            // A 1 ms fade-in avoids a click at the start.
            s * (t / 0.001).min(1.0)
        })
        .collect();
    // Peak at 0.9: loud enough, never clipping.
    let peak = out.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    if peak > 0.0 {
        out.iter_mut().for_each(|v| *v *= 0.9 / peak);
    }
    out
}

/// A disc on a disc; `pitch` scales every partial.
pub fn click_samples(pitch: f32) -> Vec<f32> {
    struck(
        &[
            (2150.0 * pitch, 0.5, 0.012),
            (3400.0 * pitch, 0.3, 0.008),
            (1250.0 * pitch, 0.35, 0.02),
        ],
        0.5,
        0.004,
        0.08,
    )
}

pub fn knock_samples() -> Vec<f32> {
    struck(
        &[
            (420.0, 0.6, 0.03),
            (910.0, 0.35, 0.018),
            (1650.0, 0.15, 0.01),
        ],
        0.35,
        0.006,
        0.14,
    )
}

pub fn drop_samples() -> Vec<f32> {
    struck(
        &[(190.0, 0.7, 0.07), (330.0, 0.4, 0.05), (760.0, 0.2, 0.02)],
        0.3,
        0.01,
        0.3,
    )
}

/// A 20: two bell notes a fifth apart, the second a beat later, each a
/// sum of decaying partials as a struck bell's (no noise: not wood).
pub fn twenty_samples() -> Vec<f32> {
    let bell = |f: f32| [(f, 0.6, 0.35), (f * 2.0, 0.25, 0.18), (f * 2.76, 0.12, 0.1)];
    let first = struck(&bell(880.0), 0.0, 0.001, 0.9);
    let second = struck(&bell(1320.0), 0.0, 0.001, 0.75);
    let delay = (0.14 * RATE as f32) as usize;
    let mut out = first;
    for (i, v) in second.into_iter().enumerate() {
        out[i + delay] += v;
    }
    let peak = out.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    out.iter_mut().for_each(|v| *v *= 0.9 / peak);
    out
}

/// A disc against the rail: a low, short thud of the thick frame.
pub fn thud_samples() -> Vec<f32> {
    struck(
        &[
            (150.0, 0.7, 0.04),
            (310.0, 0.4, 0.025),
            (640.0, 0.15, 0.012),
        ],
        0.4,
        0.008,
        0.16,
    )
}

/// A disc falling into the ditch or gutter: muffled, lower than a drop.
pub fn ditch_samples() -> Vec<f32> {
    struck(&[(120.0, 0.7, 0.06), (240.0, 0.35, 0.04)], 0.5, 0.02, 0.25)
}

/// A button pressed: a small, soft tick.
pub fn tap_samples() -> Vec<f32> {
    struck(
        &[(1500.0, 0.5, 0.006), (2900.0, 0.2, 0.004)],
        0.2,
        0.002,
        0.04,
    )
}

/// 16-bit mono PCM WAV.
pub fn wav_bytes(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut b = Vec::with_capacity(44 + data_len as usize);
    b.extend_from_slice(b"RIFF");
    b.extend_from_slice(&(36 + data_len).to_le_bytes());
    b.extend_from_slice(b"WAVEfmt ");
    b.extend_from_slice(&16u32.to_le_bytes());
    b.extend_from_slice(&1u16.to_le_bytes()); // PCM
    b.extend_from_slice(&1u16.to_le_bytes()); // mono
    b.extend_from_slice(&RATE.to_le_bytes());
    b.extend_from_slice(&(RATE * 2).to_le_bytes());
    b.extend_from_slice(&2u16.to_le_bytes());
    b.extend_from_slice(&16u16.to_le_bytes());
    b.extend_from_slice(b"data");
    b.extend_from_slice(&data_len.to_le_bytes());
    for &s in samples {
        let v = (s.clamp(-1.0, 1.0) * 32000.0) as i16;
        b.extend_from_slice(&v.to_le_bytes());
    }
    b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wav_is_well_formed_and_not_clipping() {
        let all = [
            click_samples(CLICK_PITCHES[0]),
            click_samples(CLICK_PITCHES[2]),
            knock_samples(),
            thud_samples(),
            drop_samples(),
            ditch_samples(),
            tap_samples(),
            twenty_samples(),
        ];
        for s in all {
            assert!(!s.is_empty());
            assert!(s.iter().all(|v| v.is_finite() && v.abs() <= 1.0));
            let w = wav_bytes(&s);
            assert_eq!(&w[0..4], b"RIFF");
            assert_eq!(
                u32::from_le_bytes([w[4], w[5], w[6], w[7]]) as usize,
                w.len() - 8
            );
            assert_eq!(w.len(), 44 + s.len() * 2);
        }
    }

    #[test]
    fn mute_and_volume_scale_every_sound() {
        assert_eq!(master_gain(0.5, true), 0.0);
        assert_eq!(master_gain(0.5, false), 0.5);
        assert_eq!(master_gain(f32::NAN, false), 0.0);
        assert_eq!(master_gain(3.0, false), 1.0);
    }

    #[test]
    fn harder_hits_click_higher() {
        assert_eq!(click_pitch(f32::NAN), 0);
        assert_eq!(click_pitch(0.3), 0);
        assert_eq!(click_pitch(1.5), 1);
        assert_eq!(click_pitch(6.0), 2);
        assert!(CLICK_PITCHES.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn volume_rises_with_speed() {
        assert_eq!(contact_volume(f32::NAN), 0.0);
        assert_eq!(contact_volume(0.0), 0.0);
        assert!(contact_volume(0.5) < contact_volume(2.0));
        assert!(contact_volume(100.0) <= 1.0);
    }
}
