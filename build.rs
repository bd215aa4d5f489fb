//! Links ALSA without `libasound2-dev`.
//!
//! macroquad's audio (quad-alsa-sys) links with `-lasound`, which needs the
//! `libasound.so` link name that only the -dev package installs. Every Linux
//! machine with sound has the runtime `libasound.so.2`, so when the link name
//! is missing we point the linker at a private symlink to the runtime library.

use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let target_os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if target_os != "linux" {
        return;
    }
    let host = std::env::var("HOST").unwrap_or_default();
    let target = std::env::var("TARGET").unwrap_or_default();
    if host != target {
        // Cross builds bring their own sysroot; nothing to patch.
        return;
    }
    let dirs = library_dirs(&target);
    if dirs.iter().any(|d| d.join("libasound.so").exists()) {
        return;
    }
    let Some(runtime) = dirs
        .iter()
        .map(|d| d.join("libasound.so.2"))
        .find(|p| p.exists())
    else {
        println!(
            "cargo:warning=libasound.so.2 not found: install the ALSA runtime (Debian: libasound2)"
        );
        return;
    };
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let link_dir = out.join("alsa-link");
    std::fs::create_dir_all(&link_dir).expect("create alsa-link dir");
    let link = link_dir.join("libasound.so");
    let _ = std::fs::remove_file(&link);
    symlink(&runtime, &link);
    println!("cargo:rustc-link-search=native={}", link_dir.display());
}

fn library_dirs(target: &str) -> Vec<PathBuf> {
    let arch = target.split('-').next().unwrap_or("x86_64");
    let multiarch = match arch {
        "x86_64" => "x86_64-linux-gnu",
        "aarch64" => "aarch64-linux-gnu",
        "i686" | "i586" => "i386-linux-gnu",
        "armv7" | "arm" => "arm-linux-gnueabihf",
        other => other,
    };
    [
        format!("/usr/lib/{multiarch}"),
        format!("/lib/{multiarch}"),
        "/usr/lib64".to_string(),
        "/usr/lib".to_string(),
        "/lib64".to_string(),
        "/lib".to_string(),
    ]
    .into_iter()
    .map(PathBuf::from)
    .collect()
}

#[cfg(unix)]
fn symlink(from: &Path, to: &Path) {
    std::os::unix::fs::symlink(from, to).expect("symlink libasound.so");
}

#[cfg(not(unix))]
fn symlink(_from: &Path, _to: &Path) {}
