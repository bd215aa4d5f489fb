//! iOS through the Objective-C runtime miniquad already links: the impact
//! feedback generator (light, medium or heavy by the hit's strength), the
//! application's idle timer, `NSLocale.preferredLanguages`, and the
//! screen's scale (pixels per point), and the model (`hw.machine`) with the
//! panel's native scale, for its millimetres. miniquad
//! runs the game on the main thread, where UIKit wants these calls.

use macroquad::miniquad::native::apple::frameworks::{
    NO, NSRect, ObjcId, YES, class, msg_send, nil, sel, sel_impl,
};
use std::ffi::{CStr, c_char, c_int, c_void};

unsafe extern "C" {
    /// libSystem's `sysctlbyname(3)`.
    fn sysctlbyname(
        name: *const c_char,
        oldp: *mut c_void,
        oldlenp: *mut usize,
        newp: *mut c_void,
        newlen: usize,
    ) -> c_int;
}

pub fn can_vibrate() -> bool {
    true
}

pub fn vibrate(_ms: u32, strength: f32) {
    // UIImpactFeedbackStyle: 0 light, 1 medium, 2 heavy.
    let style: isize = if strength > 0.75 {
        2
    } else if strength > 0.45 {
        1
    } else {
        0
    };
    // SAFETY: UIImpactFeedbackGenerator exists since iOS 10 (MinimumOSVersion
    // is above); the object is checked for nil and released after use.
    unsafe {
        let generator: ObjcId = msg_send![class!(UIImpactFeedbackGenerator), alloc];
        let generator: ObjcId = msg_send![generator, initWithStyle: style];
        if generator == nil {
            return;
        }
        let () = msg_send![generator, impactOccurred];
        let () = msg_send![generator, release];
    }
}

pub fn keep_awake(on: bool) {
    // SAFETY: the shared application exists once UIKit runs the game.
    unsafe {
        let app: ObjcId = msg_send![class!(UIApplication), sharedApplication];
        if app == nil {
            return;
        }
        let () = msg_send![app, setIdleTimerDisabled: if on { YES } else { NO }];
    }
}

/// The first of `NSLocale.preferredLanguages`, e.g. "fr-CA".
pub fn system_language() -> Option<String> {
    // SAFETY: each object is checked for nil; UTF8String's bytes live as
    // long as the (autoreleased) string, and are copied at once.
    unsafe {
        let languages: ObjcId = msg_send![class!(NSLocale), preferredLanguages];
        if languages == nil {
            return None;
        }
        let first: ObjcId = msg_send![languages, firstObject];
        if first == nil {
            return None;
        }
        let utf8: *const c_char = msg_send![first, UTF8String];
        (!utf8.is_null()).then(|| CStr::from_ptr(utf8).to_string_lossy().into_owned())
    }
}

/// `UIScreen.mainScreen.scale` (pixels per point: 2 or 3 on iPhones) and
/// the screen's shortest side in pixels. miniquad with `high_dpi` sizes the
/// game and places its touches in points times this same scale.
pub fn display_density() -> Option<(f64, f64)> {
    // SAFETY: the main screen exists once UIKit runs the game; checked for nil.
    unsafe {
        let screen: ObjcId = msg_send![class!(UIScreen), mainScreen];
        if screen == nil {
            return None;
        }
        let scale: f64 = msg_send![screen, scale];
        let bounds: NSRect = msg_send![screen, bounds];
        Some((scale, bounds.size.width.min(bounds.size.height) * scale))
    }
}

/// The device's model identifier (`hw.machine`, such as "iPhone15,4"; in
/// the simulator the simulated model's, `SIMULATOR_MODEL_IDENTIFIER`) and
/// `UIScreen.mainScreen.nativeScale` (the panel's pixels per point).
pub fn screen_model() -> Option<(String, f64)> {
    let mut buf = [0u8; 64];
    let mut len = buf.len();
    // SAFETY: the name is a C string; `buf` has `len` bytes, which the call
    // writes at most (it fails rather than overrun) and sets to what it wrote.
    let rc = unsafe {
        sysctlbyname(
            c"hw.machine".as_ptr(),
            buf.as_mut_ptr().cast(),
            &mut len,
            std::ptr::null_mut(),
            0,
        )
    };
    if rc != 0 {
        return None;
    }
    let machine = CStr::from_bytes_until_nul(&buf[..len.min(buf.len())])
        .ok()?
        .to_string_lossy()
        .into_owned();
    let model = match machine.as_str() {
        "arm64" | "x86_64" | "i386" => std::env::var("SIMULATOR_MODEL_IDENTIFIER").ok()?,
        _ => machine,
    };
    // SAFETY: the main screen exists once UIKit runs the game; checked for nil.
    let native: f64 = unsafe {
        let screen: ObjcId = msg_send![class!(UIScreen), mainScreen];
        if screen == nil {
            return None;
        }
        msg_send![screen, nativeScale]
    };
    Some((model, native))
}
