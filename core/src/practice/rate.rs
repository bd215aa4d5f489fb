//! A make rate with its 95 % Wilson score interval, and where it sits on
//! the tournament yardstick (docs/ai.md, games.md) and beside the AI levels.

use crate::ai::AiLevel;

/// A named human level: its open-20 make rate in percent.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tier {
    /// A stable key for the shell's words.
    pub key: &'static str,
    pub rate: f32,
}

/// Tournament open-20 make rates, lowest first.
pub const TIERS: [Tier; 6] = [
    Tier {
        key: "novice",
        rate: 35.0,
    },
    Tier {
        key: "good_rec",
        rate: 45.0,
    },
    Tier {
        key: "great_rec",
        rate: 50.0,
    },
    Tier {
        key: "competitive",
        rate: 55.0,
    },
    Tier {
        key: "top",
        rate: 65.0,
    },
    Tier {
        key: "best",
        rate: 75.6,
    },
];

/// The AI levels a practice result is compared with: the five calibrated
/// to the human tiers' open-20 rates (percent; measured over 2000 attempts
/// in docs/ai.md). Grandmaster is above every tier and was not measured at
/// the drills.
pub const AI_LEVELS: [AiLevel; 5] = [
    AiLevel::Beginner,
    AiLevel::Casual,
    AiLevel::Club,
    AiLevel::Expert,
    AiLevel::Champion,
];

/// The AI levels' make rates (percent, Beginner to Champion) at the
/// pitchnut drills, where the AI plays for the drill's own goal (sink its
/// piece and keep the turn): `flickwood-cli practice DRILL 100` (100
/// attempts a level, seed 1; docs/shell.md). At the crokinole drills the AI
/// plays the position for the match, not for the drill, so its rates there
/// are no yardstick and are not shown.
pub const AI_MEASURED: [(&str, [f32; 5]); 3] = [
    ("cut-far-left", [57.0, 68.0, 79.0, 84.0, 94.0]),
    ("cut-far-right", [65.0, 68.0, 78.0, 82.0, 90.0]),
    ("break", [56.0, 70.0, 81.0, 77.0, 82.0]),
];

/// The AI levels' rates for the player's comparison: the calibrated
/// open-20 rates for open 20s, the measured ones where there are some.
pub fn ai_rates(drill: super::Drill) -> Option<[f32; 5]> {
    if drill.is_open_twenty() {
        return Some(AI_LEVELS.map(|l| l.params().target_open_twenty));
    }
    AI_MEASURED
        .iter()
        .find(|(id, _)| *id == drill.id())
        .map(|(_, r)| *r)
}

/// The highest tier a rate (percent) reaches; None below the lowest.
pub fn tier_of(rate: f32) -> Option<Tier> {
    TIERS.iter().rev().find(|t| rate >= t.rate).copied()
}

/// The 95 % Wilson score interval of `made` out of `n`, as fractions.
/// With no attempts it is the whole of [0, 1].
pub fn wilson(made: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964_f64;
    let p = made.min(n) as f64 / n as f64;
    let n = n as f64;
    let z2 = z * z;
    let centre = p + z2 / (2.0 * n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    let denom = 1.0 + z2 / n;
    (
        ((centre - half) / denom).max(0.0),
        ((centre + half) / denom).min(1.0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::practice::{Drill, NamedPocket, Spot, Zone};

    #[test]
    fn wilson_matches_known_intervals() {
        // 449 of 594 (75.6 %): [72.0 %, 78.9 %] by the textbook formula.
        let (lo, hi) = wilson(449, 594);
        assert!(
            (lo - 0.7198).abs() < 0.0005 && (hi - 0.7887).abs() < 0.0005,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson(0, 10);
        assert!(lo == 0.0 && (hi - 0.2775).abs() < 0.0005, "{hi}");
        let (lo, hi) = wilson(10, 10);
        assert!(
            (lo - 0.7225).abs() < 0.0005 && (hi - 1.0).abs() < 1e-9,
            "{lo}"
        );
        assert_eq!(wilson(0, 0), (0.0, 1.0));
    }

    #[test]
    fn tiers_are_in_order_and_placed() {
        assert!(TIERS.windows(2).all(|w| w[0].rate < w[1].rate));
        assert_eq!(tier_of(20.0), None);
        assert_eq!(tier_of(35.0).unwrap().key, "novice");
        assert_eq!(tier_of(54.9).unwrap().key, "great_rec");
        assert_eq!(tier_of(80.0).unwrap().key, "best");
    }

    /// Where the tiers start (games.md's tournament open-20 rates): a rate
    /// on a tier's own figure reaches it, a hair under it does not.
    #[test]
    fn a_rate_reaches_a_tier_at_its_own_figure() {
        let key = |rate: f32| tier_of(rate).map(|t| t.key);
        assert_eq!(key(0.0), None);
        assert_eq!(key(34.9), None);
        assert_eq!(key(35.0), Some("novice"));
        assert_eq!(key(44.9), Some("novice"));
        assert_eq!(key(45.0), Some("good_rec"));
        assert_eq!(key(50.0), Some("great_rec"));
        assert_eq!(key(55.0), Some("competitive"));
        assert_eq!(key(64.9), Some("competitive"));
        assert_eq!(key(65.0), Some("top"));
        assert_eq!(key(75.5), Some("top"));
        assert_eq!(key(75.6), Some("best"));
        assert_eq!(key(100.0), Some("best"));
        assert_eq!(tier_of(50.0).map(|t| t.rate), Some(50.0));
    }

    /// Open 20s are compared with the levels' calibrated open-20 rates
    /// (Beginner 35, Casual 45, Club 55, Expert 66, Champion 78), each in
    /// the human tier it was tuned to; the pitchnut drills with the rates
    /// measured there; the other crokinole drills with none.
    #[test]
    fn each_drill_is_compared_with_its_own_ai_rates() {
        for spot in [Spot::Centre, Spot::Left, Spot::Right, Spot::Random] {
            assert_eq!(
                ai_rates(Drill::OpenTwenty(spot)),
                Some([35.0, 45.0, 55.0, 66.0, 78.0])
            );
        }
        let tiers = [35.0f32, 45.0, 55.0, 66.0, 78.0].map(|r| tier_of(r).unwrap().key);
        assert_eq!(tiers, ["novice", "good_rec", "competitive", "top", "best"]);
        assert_eq!(
            ai_rates(Drill::CutShot(NamedPocket::FarLeft)),
            Some([57.0, 68.0, 79.0, 84.0, 94.0])
        );
        assert_eq!(
            ai_rates(Drill::CutShot(NamedPocket::FarRight)),
            Some([65.0, 68.0, 78.0, 82.0, 90.0])
        );
        assert_eq!(ai_rates(Drill::Break), Some([56.0, 70.0, 81.0, 77.0, 82.0]));
        for d in [
            Drill::Takeout(Zone::Five),
            Drill::Takeout(Zone::Ten),
            Drill::Takeout(Zone::Fifteen),
            Drill::DrawBehindPost,
        ] {
            assert_eq!(ai_rates(d), None, "{d:?}");
        }
    }

    /// Small sessions, where the interval's corrections weigh most
    /// (textbook Wilson 95 % intervals), and the symmetry of made and
    /// missed: k of n runs from 1 - (the upper end of n - k of n).
    #[test]
    fn wilson_on_small_sessions_and_its_symmetry() {
        let close = |got: (f64, f64), lo: f64, hi: f64| {
            assert!(
                (got.0 - lo).abs() < 0.0005 && (got.1 - hi).abs() < 0.0005,
                "{got:?}, want ({lo}, {hi})"
            );
        };
        close(wilson(1, 2), 0.0945, 0.9055);
        close(wilson(3, 4), 0.3006, 0.9544);
        close(wilson(7, 20), 0.1812, 0.5671);
        close(wilson(1, 1), 0.2065, 1.0);
        // More made than tried counts as all made.
        assert_eq!(wilson(12, 10), wilson(10, 10));
        for (k, n) in [(0, 3), (2, 7), (13, 25), (449, 594)] {
            let (lo, hi) = wilson(k, n);
            let (lo2, hi2) = wilson(n - k, n);
            assert!((lo - (1.0 - hi2)).abs() < 1e-9 && (hi - (1.0 - lo2)).abs() < 1e-9);
            let p = k as f64 / n as f64;
            assert!(lo <= p && p <= hi, "{k} of {n}: {lo} {hi}");
        }
    }
}
