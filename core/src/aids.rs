//! What the play screen shows a person to help a shot with the "aim and
//! pull" control (issue 42), as named settings: `Aids::EASY` is the screen
//! as it was (a guide through the target, the exact power, a new turn aimed
//! straight ahead), `Aids::DEFAULT` leaves the judgement to the player.
//! `flickwood-cli hand` measures a looking player against each (docs/hand.md).

use crate::flick_spread::SpreadParams;
use crate::rng::Rng;

/// How the pull's strength is shown while pulling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PowerShown {
    /// "Power N %": the pull's share of the full pull, in whole percent.
    Number,
    /// A bar filled to the pull's share, with no number or ticks.
    Gauge,
}

/// The easy setting's guide (board metres from the disc): across the
/// board, through the 20 hole from anywhere on the shooting line.
pub const GUIDE_FULL_M: f32 = 0.42;
/// The default guide, a share of the full one: 0.14 m, short of the 20
/// from the shooting line (0.305 m) and of a puck on the 15 circle seen
/// from the line (0.2 m or more), so the player judges where the line goes
/// instead of seeing it cross the target.
pub const GUIDE_SHORT_SHARE: f32 = 1.0 / 3.0;

/// The screen's aids for a person's shot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Aids {
    /// A stable key, recorded with results ("easy", "default").
    pub key: &'static str,
    /// How far the dotted guide runs from the disc (board metres).
    pub guide_m: f32,
    pub power: PowerShown,
    /// A new turn's aim is turned off straight ahead by an angle drawn
    /// between these (degrees), either way; (0, 0) is straight ahead.
    pub start_off_deg: (f32, f32),
    /// The flick's spread, or None for a flick played exactly as read.
    pub spread: Option<SpreadParams>,
}

impl Aids {
    /// Today's aids, for children and casual play.
    pub const EASY: Aids = Aids {
        key: "easy",
        guide_m: GUIDE_FULL_M,
        power: PowerShown::Number,
        start_off_deg: (0.0, 0.0),
        spread: None,
    };

    /// The default control: the player's judgement and steadiness decide.
    /// A new turn starts 3 to 10 degrees off straight ahead: never inside
    /// the centre open 20's make window (1.1 degrees either side), and a
    /// turn of 2.5 to 8.3 mm of finger (`aiming::AIM_DEG_PER_MM`). The
    /// spread's figures are tuned so the looking player of
    /// `flickwood-cli hand` lands in issue 42's bands (docs/hand.md).
    pub const DEFAULT: Aids = Aids {
        key: "default",
        guide_m: GUIDE_FULL_M * GUIDE_SHORT_SHARE,
        power: PowerShown::Gauge,
        start_off_deg: (3.0, 10.0),
        spread: Some(DEFAULT_SPREAD),
    };

    pub const ALL: [Aids; 2] = [Aids::DEFAULT, Aids::EASY];

    /// The setting with `key`.
    pub fn by_key(key: &str) -> Option<Aids> {
        Aids::ALL.into_iter().find(|a| a.key == key)
    }

    /// Whether results played with these aids may be set beside the
    /// pros' numbers, the human tiers and the AI levels' rates: only at the
    /// default (with the easy guide a patient player makes every open 20).
    pub fn measured_against_pros(&self) -> bool {
        self.key == Aids::DEFAULT.key
    }

    /// The aids a result or record's key names; a key this version does
    /// not know counts as easy (never measured against the pros).
    pub fn of_key(key: &str) -> Aids {
        Aids::by_key(key).unwrap_or(Aids::EASY)
    }

    /// A new turn's aim (board angle, radians) for a seat whose straight
    /// ahead is `ahead`, drawn from the match's seeded `rng` (one draw of
    /// each of two numbers, whatever the setting).
    pub fn start_aim(&self, ahead: f32, rng: &mut Rng) -> f32 {
        let (lo, hi) = self.start_off_deg;
        let size = rng.range(lo, hi);
        let sign = if rng.chance(0.5) { 1.0 } else { -1.0 };
        ahead + sign * size.to_radians()
    }
}

/// The aids key of a result saved before the setting existed (nanoserde's
/// `default_with`): it was played with today's aids, the easy setting.
pub fn key_before_the_setting() -> String {
    Aids::EASY.key.to_string()
}

/// The default control's spread (`flick_spread::spread`).
/// Tuned with `flickwood-cli hand` (docs/hand.md): at a hold of 0.15 mm
/// wobble (a 1 mm hand's) a soft flick turns 0.6 degrees and its speed 2 %
/// (sigma), a full-strength one three times that; the floor of 0.02 mm is a
/// touch panel's own jitter (an estimate).
pub const DEFAULT_SPREAD: SpreadParams = SpreadParams {
    dir_deg: 0.6,
    speed_share: 0.02,
    strength_gain: 2.0,
    wobble_ref_mm: 0.15,
    wobble_floor_mm: 0.02,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_starts_off_the_answer_and_easy_on_it() {
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            let off = (Aids::DEFAULT.start_aim(1.0, &mut rng) - 1.0).to_degrees();
            assert!((3.0..=10.0).contains(&off.abs()), "{off}");
        }
        assert_eq!(Aids::EASY.start_aim(1.0, &mut rng), 1.0);
        assert_eq!(Aids::by_key("easy"), Some(Aids::EASY));
        assert_eq!(Aids::by_key("hard"), None);
        assert_eq!(Aids::of_key("hard"), Aids::EASY);
        assert!(Aids::DEFAULT.measured_against_pros() && !Aids::EASY.measured_against_pros());
        assert_eq!(key_before_the_setting(), "easy");
        const { assert!(Aids::DEFAULT.guide_m < 0.2 && Aids::EASY.guide_m > 0.305) };
    }
}
