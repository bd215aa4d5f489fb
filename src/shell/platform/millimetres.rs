//! The screen's real millimetres (issue 42): logical px per mm from what a
//! phone says of its panel, for the "aim and pull" control's gearing
//! (`flickwood_core::aiming::AimFrame`), so a millimetre of finger turns the
//! aim and pulls the same on every phone and tablet. Android reports its
//! panel's pixels per inch (`DisplayMetrics.xdpi` and `ydpi`); iOS has no
//! such call, so the model's figure is looked up (`apple_ppi.rs`). The web
//! and the desktop report no physical size and keep `aiming::px_per_mm`'s
//! two classes (6.3 a mm on a phone, 5.2 on a tablet), as does a phone
//! whose figures are not believable.

use flickwood_core::aiming;

pub const MM_PER_INCH: f32 = 25.4;

/// The believable logical px per mm: a CSS px (160 to the inch) is 6.3 a
/// mm, and the shell's densities (0.75 to 4, `density.rs`) keep a real
/// screen within a few times that. Outside this, the figure is nonsense.
pub const LOWEST: f32 = 2.0;
pub const HIGHEST: f32 = 30.0;

/// Logical px per mm for a panel of `ppi` physical pixels per inch whose
/// logical px is `pixels_per_px` physical pixels; None unless both are
/// finite and positive and the result is believable.
pub fn from_ppi(ppi: f32, pixels_per_px: f32) -> Option<f32> {
    if !(ppi.is_finite() && ppi > 0.0 && pixels_per_px.is_finite() && pixels_per_px > 0.0) {
        return None;
    }
    let per_mm = ppi / MM_PER_INCH / pixels_per_px;
    (LOWEST..=HIGHEST).contains(&per_mm).then_some(per_mm)
}

/// Android: `DisplayMetrics.xdpi` and `ydpi` (the panel's physical pixels
/// per inch across and down), its `densityDpi`, and the density the shell
/// divides by (`density::density`, physical pixels per px). None when the
/// figures are not believable: zero, NaN, pixels far from square (over a
/// fifth apart), or far from the density bucket (under half or over twice
/// `densityDpi`: some devices report 160 or another constant whatever
/// their panel; a display-size setting moves `densityDpi` by a third at most).
#[cfg_attr(not(target_os = "android"), allow(dead_code))]
pub fn android(xdpi: f32, ydpi: f32, density_dpi: i32, density: f32) -> Option<f32> {
    let ok = |v: f32| v.is_finite() && v > 0.0;
    if !(ok(xdpi) && ok(ydpi)) || density_dpi <= 0 {
        return None;
    }
    let (lo, hi) = (xdpi.min(ydpi), xdpi.max(ydpi));
    if hi > lo * 1.2 {
        return None;
    }
    let ppi = (xdpi + ydpi) * 0.5;
    let bucket = density_dpi as f32;
    if !(bucket * 0.5..=bucket * 2.0).contains(&ppi) {
        return None;
    }
    from_ppi(ppi, density)
}

/// iOS: the model's panel ppi (`apple_ppi::ppi_of`, by `hw.machine`) over
/// `UIScreen.nativeScale` (panel pixels per point; a point is the shell's
/// px, the density being `UIScreen.scale` over a framebuffer of points
/// times that scale). None for a model not in the table.
#[cfg_attr(not(target_os = "ios"), allow(dead_code))]
pub fn ios(model: &str, native_scale: f32) -> Option<f32> {
    from_ppi(super::apple_ppi::ppi_of(model)?, native_scale)
}

/// The measured figure, else the class constant for a `w` x `h` px screen.
pub fn or_class(measured: Option<f32>, w: f32, h: f32) -> f32 {
    measured.unwrap_or_else(|| aiming::px_per_mm(w, h))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn android_panels_read_as_their_millimetres() {
        // Pixel 7: 416 ppi panel, densityDpi 420 (2.625): 6.3 px a mm.
        let pixel = android(416.0, 416.0, 420, 2.625).unwrap();
        assert!((pixel - 6.24).abs() < 0.01, "{pixel}");
        // A 10.1-inch 1920x1200 tablet: 224 ppi, densityDpi 240 (1.5): 5.9.
        let tab = android(224.0, 224.0, 240, 1.5).unwrap();
        assert!((tab - 5.88).abs() < 0.01, "{tab}");
        // The display-size setting at its largest (densityDpi 540 on that
        // Pixel): bigger px, fewer of them a mm.
        let large = android(416.0, 416.0, 540, 540.0 / 160.0).unwrap();
        assert!((large - 4.85).abs() < 0.01, "{large}");
    }

    #[test]
    fn android_nonsense_falls_back() {
        for (x, y, dpi) in [
            (0.0, 0.0, 420),
            (f32::NAN, 416.0, 420),
            (416.0, f32::INFINITY, 420),
            (-416.0, -416.0, 420),
            (416.0, 416.0, 0),
            // Not square: one of the two is wrong.
            (416.0, 250.0, 420),
            // The constant some devices report whatever their panel.
            (160.0, 160.0, 480),
            (1600.0, 1600.0, 480),
        ] {
            assert_eq!(
                android(x, y, dpi, dpi as f32 / 160.0),
                None,
                "{x} {y} {dpi}"
            );
        }
        // A believable panel read at a density no screen has.
        assert_eq!(android(416.0, 416.0, 420, 0.0), None);
        assert_eq!(android(416.0, 416.0, 420, 100.0), None);
        assert_eq!(or_class(None, 390.0, 844.0), aiming::PHONE_PX_PER_MM);
        assert_eq!(or_class(None, 1024.0, 768.0), aiming::TABLET_PX_PER_MM);
        assert_eq!(or_class(Some(6.4), 1024.0, 768.0), 6.4);
    }

    #[test]
    fn ios_models_read_as_their_millimetres() {
        let mm = |model, native| ios(model, native).unwrap();
        // iPad mini (6th generation): 326 ppi at 2: 6.42, the 6.4
        // that the tablet class read as 5.2.
        assert!((mm("iPad14,1", 2.0) - 6.42).abs() < 0.01);
        // An iPad Air: 264 ppi at 2: 5.2.
        assert!((mm("iPad13,16", 2.0) - 5.20).abs() < 0.01);
        // iPhone 15: 460 ppi at 3: 6.04.
        assert!((mm("iPhone15,4", 3.0) - 6.04).abs() < 0.01);
        // iPhone 8 Plus: a 401 ppi panel shows points at 2.608 pixels: 6.05.
        assert!((mm("iPhone10,2", 2.608) - 6.05).abs() < 0.01);
        // iPhone 13 mini: 476 ppi at 2.88: 6.51.
        assert!((mm("iPhone14,4", 2.88) - 6.51).abs() < 0.01);
        assert_eq!(ios("iPhone99,1", 3.0), None);
        assert_eq!(ios("iPhone15,4", f32::NAN), None);
        assert_eq!(ios("iPhone15,4", 0.0), None);
    }

    #[test]
    fn the_range_is_held() {
        assert_eq!(
            from_ppi(160.0, 1.0).map(|v| (v * 100.0).round()),
            Some(630.0)
        );
        assert_eq!(from_ppi(40.0, 1.0), None);
        assert_eq!(from_ppi(800.0, 1.0), None);
        assert_eq!(from_ppi(f32::NAN, 1.0), None);
    }
}
