//! Checks made before macroquad starts, so a missing display or sound device
//! gives a clear message (or silence) instead of a panic dump.

/// Mesa's software renderer (llvmpipe: Linux with no GPU driver, a VM, the
/// tests under Xvfb) draws this game's frames slower on its "linear"
/// fragment path than on its ordinary one: 10-17 % more CPU a frame in the
/// pitchnut break, 19-20 % under the hand-over panel (benches/figures.py
/// with LP_PERF=none and =no_linear, 6 alternating runs, old and new
/// builds). So it is turned off, unless the player set LP_PERF themselves;
/// no other driver reads the variable.
/// Must run before any thread starts: it changes the environment.
pub fn software_gl_settings() {
    if cfg!(target_os = "linux") && std::env::var_os("LP_PERF").is_none() {
        // SAFETY: called first thing in main, while the program has one thread.
        unsafe { std::env::set_var("LP_PERF", "no_linear") };
    }
}

/// Is there a display to open a window on? On Linux and the BSDs a window
/// needs X11 or Wayland; elsewhere the platform always has one.
pub fn display_problem() -> Option<String> {
    if !cfg!(all(
        unix,
        not(target_os = "macos"),
        not(target_os = "android"),
        not(target_os = "ios")
    )) {
        return None;
    }
    let set = |k: &str| std::env::var_os(k).is_some_and(|v| !v.is_empty());
    if set("WAYLAND_DISPLAY") {
        return None;
    }
    let Some(display) = std::env::var("DISPLAY").ok().filter(|d| !d.is_empty()) else {
        return Some(
            "no display: neither DISPLAY nor WAYLAND_DISPLAY is set (run it on a desktop, or under xvfb-run)"
                .into(),
        );
    };
    // A local display ":N" has a socket; a missing one means no X server is running.
    if let Some(rest) = display.strip_prefix(':') {
        let number: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        let socket = format!("/tmp/.X11-unix/X{number}");
        if !number.is_empty() && !std::path::Path::new(&socket).exists() {
            return Some(format!(
                "no display: DISPLAY={display} but no X server is listening at {socket}"
            ));
        }
    }
    None
}

/// Can sound be played? quad-snd opens ALSA's "default" device on its own
/// thread and panics there if it cannot, and a sound loaded afterwards would
/// talk to a dead mixer. So ask ALSA the same question first; without a
/// device, the game never creates a sound.
#[cfg(all(target_os = "linux", not(target_os = "android")))]
pub fn sound_device_present() -> bool {
    use std::ffi::{c_char, c_int, c_void};
    unsafe extern "C" {
        fn snd_pcm_open(
            pcm: *mut *mut c_void,
            name: *const c_char,
            stream: c_int,
            mode: c_int,
        ) -> c_int;
        fn snd_pcm_close(pcm: *mut c_void) -> c_int;
    }
    const PLAYBACK: c_int = 0;
    const NONBLOCK: c_int = 1;
    let mut pcm = std::ptr::null_mut();
    // SAFETY: a valid C string and out-pointer; the handle is closed right away.
    unsafe {
        if snd_pcm_open(&mut pcm, c"default".as_ptr(), PLAYBACK, NONBLOCK) < 0 || pcm.is_null() {
            return false;
        }
        snd_pcm_close(pcm);
    }
    true
}

#[cfg(not(all(target_os = "linux", not(target_os = "android"))))]
pub fn sound_device_present() -> bool {
    true
}

/// quad-snd's audio thread panics when the device is missing. That thread
/// only makes sound, so its panic is reported in one line; any other panic
/// keeps the standard report.
pub fn quiet_audio_thread_panics() {
    let standard = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let on_main = std::thread::current().name() == Some("main");
        if on_main {
            standard(info);
        } else {
            let why = info
                .payload()
                .downcast_ref::<&str>()
                .copied()
                .or_else(|| info.payload().downcast_ref::<String>().map(|s| s.as_str()))
                .unwrap_or("unknown error");
            eprintln!("flickwood: the sound thread stopped ({why}); the game goes on silently");
        }
    }));
}
