//! The looking player's perceptual limits, each from a published source or
//! marked as an estimate (docs/hand.md gives the sources in full).

/// Judging a drawn line's direction near the vertical or horizontal: sigma
/// (degrees). Orientation thresholds of about 0.6 degrees on the principal
/// meridians for lines, edges and gratings alike (Heeley and Buchanan-Smith
/// 1990, Vision Research 30: 1429-1437); long lines do about as well or
/// better (Orban, Vandenbussche and Vogels 1984, Vision Research 24: 121-128).
pub const ORIENT_DEG: f32 = 0.6;
/// How much worse an oblique line is judged (the oblique effect: Appelle
/// 1972, Psychological Bulletin 78: 266-278). Estimate: twice, at 45 degrees.
pub const OBLIQUE_FACTOR: f32 = 2.0;
/// Judging where a guide that crosses the target passes it: an alignment
/// (hyperacuity) task, thresholds of seconds of arc in the laboratory
/// (Westheimer and McKee 1977, Vision Research 17: 941-947). Estimate: 1
/// minute of arc for a dotted line 2.5 px wide on a phone.
pub const ALIGN_ARCMIN: f32 = 1.0;
/// How far the eye is from the screen (mm). Estimate: a phone held to play.
pub const VIEW_MM: f32 = 350.0;
/// Judging a length, or how full a gauge is, against another in view:
/// sigma as a share of the length (Weber fraction). Estimate of 3 %, the
/// order usually quoted for visual length (see docs/hand.md).
pub const WEBER_LENGTH: f32 = 0.03;
/// Holding a remembered length (the gauge's fullness that worked) from one
/// shot to the next adds its own error: estimate, the same again.
pub const WEBER_MEMORY: f32 = 0.03;
/// The share of a seen error corrected on the next try (a fixed learning
/// rate: van Beers 2012, PLoS ONE 7: e49373). Estimate: half.
pub const LEARN_RATE: f32 = 0.5;
/// A first try's pull before any learning: log sigma of its error. Estimate:
/// a new player's first speed within about a quarter of the right one.
pub const FIRST_GUESS: f32 = 0.25;
/// "Unlimited" corrections: a person gives up after this many looks.
pub const PATIENCE: u32 = 50;

/// Sigma (radians) of judging whether an aim on screen direction `screen_dir`
/// (unit) points at a target `target_m` board metres ahead, with the guide
/// running `guide_m` and `metres_per_mm` board metres to a screen mm.
pub fn aim_sigma(screen_dir: (f32, f32), guide_m: f32, target_m: f32, metres_per_mm: f32) -> f32 {
    if guide_m >= target_m && target_m > 0.0 {
        // The line crosses the target: read its offset there.
        let offset_mm = VIEW_MM * (ALIGN_ARCMIN / 60.0).to_radians();
        return offset_mm * metres_per_mm / target_m;
    }
    // The guide stops short: whether it points at the target is judged as a
    // line's orientation (the threshold taken as the sigma), worse oblique.
    let twice = 2.0 * screen_dir.1.atan2(screen_dir.0);
    let oblique = 1.0 + (OBLIQUE_FACTOR - 1.0) * twice.sin().abs();
    ORIENT_DEG.to_radians() * oblique
}
