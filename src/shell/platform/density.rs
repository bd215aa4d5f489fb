//! Phones' real size: the shell's px is a CSS px (160 to the inch, about
//! 0.16 mm) on every platform, so a control is as many millimetres wide on
//! a phone as in a browser.
//!
//! With `high_dpi`, macroquad already gives the desktop and the web their
//! size in such logical px (`screen_dpi_scale()` is the framebuffer's pixels
//! per px there). On Android and iOS, miniquad 0.4.11 leaves its dpi scale
//! at 1: its size, touches and default camera are in the screen's physical
//! pixels, so a 240 px button was 13 mm wide on a 460 dpi phone. It has no
//! hook to set that scale, so the shell divides by the display's density
//! itself (Android's `DisplayMetrics.densityDpi / 160`, iOS's
//! `UIScreen.scale`; 1 elsewhere):
//!
//! - `screen_width` and `screen_height` here are macroquad's divided by
//!   it, and `window_to_px` turns the window's pixels (the mouse's events)
//!   into px;
//! - `set_default_camera` draws in those px over the whole framebuffer;
//! - `screen_dpi_scale` is the framebuffer's pixels per px, to divide
//!   touches by and to rasterise textures at full resolution;
//! - glyphs.rs draws text from glyphs rasterised at its size times the
//!   density (its layout still measures at the size itself).
//!
//! The shell's files import these by name, which shadows the ones of
//! `macroquad::prelude::*`; clippy.toml forbids calling macroquad's own
//! anywhere else. On the desktop and the web the density is exactly 1 and
//! each function is macroquad's.

use std::sync::OnceLock;

/// The lowest and highest densities believed: Android's ldpi is 0.75 and
/// xxxhdpi 4 (640 dpi); iPhones are 2 or 3.
const LOWEST: f32 = 0.75;
const HIGHEST: f32 = 4.0;

/// The shortest side of the smallest phone, in px (Android's smallest
/// width for a phone, and the first iPhones'): no density may make the
/// game's screen narrower than this.
const SHORTEST_SIDE: f32 = 320.0;

/// Physical pixels per px from Android's `DisplayMetrics.densityDpi`
/// (160 is mdpi, one pixel per px), before `safe`.
#[cfg_attr(not(target_os = "android"), allow(dead_code))]
pub fn from_dpi(density_dpi: i32) -> f32 {
    density_dpi as f32 / 160.0
}

/// A density the game can use, from what the system said (`raw`) and the
/// screen's shortest side in physical pixels (0 if unknown): 1 (pixels as
/// px, miniquad's own behaviour) for nonsense (zero, negative, NaN,
/// infinite); else within `LOWEST..=HIGHEST`, and never so large that the
/// shortest side is under `SHORTEST_SIDE` px (unless 1 already makes it so).
#[cfg_attr(not(any(target_os = "android", target_os = "ios")), allow(dead_code))]
pub fn safe(raw: f32, shortest_side: f32) -> f32 {
    if !raw.is_finite() || raw <= 0.0 {
        return 1.0;
    }
    let d = raw.clamp(LOWEST, HIGHEST);
    if shortest_side.is_finite() && shortest_side > 0.0 {
        d.min((shortest_side / SHORTEST_SIDE).max(1.0))
    } else {
        d
    }
}

/// The size in px of a screen `physical` pixels big at `density`.
pub fn logical(physical: (f32, f32), density: f32) -> (f32, f32) {
    (physical.0 / density, physical.1 / density)
}

/// Physical pixels per px beyond macroquad's own DPI scale: the display's
/// density on Android and iOS (asked once), exactly 1 elsewhere.
pub fn density() -> f32 {
    static DENSITY: OnceLock<f32> = OnceLock::new();
    *DENSITY.get_or_init(measure)
}

#[cfg(target_os = "android")]
fn measure() -> f32 {
    super::device::display_density()
        .map_or(1.0, |(dpi, shortest)| safe(from_dpi(dpi), shortest as f32))
}

#[cfg(target_os = "ios")]
fn measure() -> f32 {
    super::device::display_density()
        .map_or(1.0, |(scale, shortest)| safe(scale as f32, shortest as f32))
}

#[cfg(not(any(target_os = "android", target_os = "ios")))]
fn measure() -> f32 {
    1.0
}

/// Logical px per millimetre of this `w` x `h` px screen, for the aim and
/// pull's gearing (issue 42): the panel's own on Android and iOS, asked
/// once (`millimetres.rs`), else `aiming::px_per_mm`'s phone and tablet
/// constants (the web, the desktop, a phone whose figures are nonsense).
pub fn px_per_mm(w: f32, h: f32) -> f32 {
    static MEASURED: OnceLock<Option<f32>> = OnceLock::new();
    let measured = *MEASURED.get_or_init(|| {
        let mm = measure_mm();
        if std::env::var_os("FLICKWOOD_DEBUG").is_some() {
            match mm {
                Some(v) => eprintln!("screen: {v:.2} px a mm, from the device"),
                None => eprintln!("screen: px a mm by the class constants"),
            }
        }
        mm
    });
    super::millimetres::or_class(measured, w, h)
}

/// Android: `DisplayMetrics.xdpi`, `ydpi` and `densityDpi` at the density
/// the shell divides by.
#[cfg(target_os = "android")]
fn measure_mm() -> Option<f32> {
    let (xdpi, ydpi, dpi) = super::device::display_ppi()?;
    super::millimetres::android(xdpi, ydpi, dpi, density())
}

/// iOS: the model (`hw.machine`) and `UIScreen.nativeScale`.
#[cfg(target_os = "ios")]
fn measure_mm() -> Option<f32> {
    let (model, native_scale) = super::device::screen_model()?;
    super::millimetres::ios(&model, native_scale as f32)
}

#[cfg(not(any(target_os = "android", target_os = "ios")))]
fn measure_mm() -> Option<f32> {
    None
}

#[cfg(test)]
thread_local! {
    static PRETENDED: std::cell::Cell<Option<(f32, f32)>> = const { std::cell::Cell::new(None) };
}

/// Tests, which open no window: this test's thread lays out, reads
/// fingers and measures as if the screen were `w` x `h` px.
#[cfg(test)]
pub fn pretend_screen(w: f32, h: f32) {
    PRETENDED.with(|p| p.set(Some((w, h))));
}

/// The screen's size in px.
#[allow(clippy::disallowed_methods)] // the one place that reads macroquad's
pub fn screen_size() -> (f32, f32) {
    #[cfg(test)]
    if let Some(size) = PRETENDED.with(|p| p.get()) {
        return size;
    }
    let size = (
        macroquad::window::screen_width(),
        macroquad::window::screen_height(),
    );
    logical(size, density())
}

/// The screen's width in px.
pub fn screen_width() -> f32 {
    screen_size().0
}

/// The screen's height in px.
pub fn screen_height() -> f32 {
    screen_size().1
}

/// The framebuffer's pixels per px.
#[allow(clippy::disallowed_methods)]
pub fn screen_dpi_scale() -> f32 {
    macroquad::window::screen_dpi_scale() * density()
}

/// A point in the window's pixels (miniquad's events: the mouse's) in px.
pub fn window_to_px(raw: macroquad::math::Vec2) -> macroquad::math::Vec2 {
    raw / screen_dpi_scale().max(0.01)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn android_buckets_give_their_densities() {
        for (dpi, d) in [(120, 0.75), (160, 1.0), (320, 2.0), (480, 3.0), (640, 4.0)] {
            assert_eq!(safe(from_dpi(dpi), 0.0), d, "{dpi} dpi");
        }
        // A 420 dpi phone (Pixel 7), 1080 x 2400: 2.625, 411 x 914 px.
        let d = safe(from_dpi(420), 1080.0);
        assert_eq!(d, 2.625);
        let (w, h) = logical((1080.0, 2400.0), d);
        assert!((w - 411.43).abs() < 0.01 && (h - 914.29).abs() < 0.01);
    }

    #[test]
    fn iphone_scales_are_kept() {
        // iPhone 15: 1179 x 2556 pixels at scale 3 is 393 x 852 points.
        assert_eq!(safe(3.0, 1179.0), 3.0);
        assert_eq!(logical((1179.0, 2556.0), 3.0), (393.0, 852.0));
        assert_eq!(safe(2.0, 750.0), 2.0);
    }

    #[test]
    fn nonsense_falls_back_to_pixels() {
        for raw in [0.0, -2.0, f32::NAN, f32::INFINITY, f32::NEG_INFINITY] {
            assert_eq!(safe(raw, 1080.0), 1.0, "{raw}");
        }
        assert_eq!(safe(from_dpi(0), 1080.0), 1.0);
        assert_eq!(safe(from_dpi(-160), 1080.0), 1.0);
    }

    #[test]
    fn absurd_densities_are_held_to_a_usable_screen() {
        // 20 (3,200 dpi) on a 1080-pixel-wide phone: at most 4, and the
        // phone's short side stays 320 px.
        let d = safe(20.0, 1080.0);
        assert_eq!(d, 1080.0 / 320.0);
        assert_eq!(logical((1080.0, 2400.0), d).0, 320.0);
        // Unknown size: the highest density believed.
        assert_eq!(safe(20.0, 0.0), HIGHEST);
        assert_eq!(safe(20.0, f32::NAN), HIGHEST);
        // Below ldpi: ldpi.
        assert_eq!(safe(0.1, 1080.0), LOWEST);
        // A screen already under 320 pixels is not enlarged past 1.
        assert_eq!(safe(3.0, 240.0), 1.0);
        assert_eq!(safe(0.75, 240.0), 0.75);
    }

    #[test]
    fn the_desktop_and_the_web_are_left_to_macroquad() {
        // Tests run on the desktop: exactly 1, so every wrapper is macroquad's.
        if cfg!(not(any(target_os = "android", target_os = "ios"))) {
            assert_eq!(density(), 1.0);
            // No physical size there: the phone and tablet constants.
            let (phone, tablet) = (px_per_mm(390.0, 844.0), px_per_mm(1024.0, 768.0));
            assert_eq!(phone, flickwood_core::aiming::PHONE_PX_PER_MM);
            assert_eq!(tablet, flickwood_core::aiming::TABLET_PX_PER_MM);
        }
    }
}
