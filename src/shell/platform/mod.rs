//! What the device does: fingers and mouse, screen density and millimetres, sound,
//! vibration, the screen kept on, storage, the web's AI worker. Imports no screen.

#[cfg(target_os = "android")]
pub mod android_dir;
mod apple_ppi;
pub mod density;
pub mod device;
pub mod haptics;
pub mod input;
pub mod millimetres;
pub mod sound;
pub mod wake;
#[cfg(target_arch = "wasm32")]
pub mod web_storage;
#[cfg(target_arch = "wasm32")]
pub mod web_worker;
