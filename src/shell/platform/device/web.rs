//! The web: the `flickwood_device` plugin in web/index.html
//! (`navigator.vibrate`, the Screen Wake Lock API, taken again when the page
//! comes back into view while it is wanted).

unsafe extern "C" {
    fn flickwood_can_vibrate() -> u32;
    fn flickwood_vibrate(ms: u32);
    fn flickwood_keep_awake(on: u32);
}

/// Tells the JS bundle the plugin is used (it looks for this export).
#[unsafe(no_mangle)]
pub extern "C" fn flickwood_device_crate_version() -> u32 {
    1
}

pub fn can_vibrate() -> bool {
    // SAFETY: a plain import from web/index.html, no arguments.
    unsafe { flickwood_can_vibrate() == 1 }
}

pub fn vibrate(ms: u32, _strength: f32) {
    // SAFETY: a plain import from web/index.html taking a number.
    unsafe { flickwood_vibrate(ms) }
}

pub fn keep_awake(on: bool) {
    // SAFETY: a plain import from web/index.html taking a number.
    unsafe { flickwood_keep_awake(u32::from(on)) }
}
