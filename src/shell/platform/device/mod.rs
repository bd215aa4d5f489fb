//! What only the device can do, one function each per platform: vibrate,
//! keep the screen on, tell the system's language (and, on the phones, the
//! display's density and size: shell/platform/density.rs, millimetres.rs). The desktop has no
//! vibration and lets its own power settings decide.

#[cfg(target_os = "android")]
mod android;
#[cfg(target_os = "ios")]
mod ios;
#[cfg(target_arch = "wasm32")]
mod web;

#[cfg(target_os = "android")]
pub use android::{
    can_vibrate, display_density, display_ppi, keep_awake, system_language, vibrate,
};
#[cfg(target_os = "ios")]
pub use ios::{can_vibrate, display_density, keep_awake, screen_model, system_language, vibrate};
#[cfg(target_arch = "wasm32")]
pub use web::{can_vibrate, keep_awake, vibrate};

#[cfg(not(any(target_os = "android", target_os = "ios", target_arch = "wasm32")))]
pub fn can_vibrate() -> bool {
    false
}

/// A pulse of `ms` milliseconds at `strength` (0 to 1, where the device
/// can vary it).
#[cfg(not(any(target_os = "android", target_os = "ios", target_arch = "wasm32")))]
pub fn vibrate(_ms: u32, _strength: f32) {}

#[cfg(not(any(target_os = "android", target_os = "ios", target_arch = "wasm32")))]
pub fn keep_awake(_on: bool) {}
