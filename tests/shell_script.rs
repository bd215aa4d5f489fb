//! The game itself, driven by a script under Xvfb: it starts, takes a shot
//! from touch events, writes its screenshots and exits cleanly. Skipped (with
//! a note) where xvfb-run is not installed.

use std::path::PathBuf;
use std::process::Command;

fn xvfb_available() -> bool {
    Command::new("sh")
        .args(["-c", "command -v xvfb-run"])
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn scripted_flick_writes_screenshots() {
    if !xvfb_available() {
        eprintln!("skipped: xvfb-run is not installed (apt-get install xvfb)");
        return;
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("shell_script");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Title at 1280x800: the Crokinole button is centred near (404, 528). The
    // seat-0 disc waits at about (640, 666); swipe up through it.
    let mut events = vec![
        r#"{"t":0.3,"kind":"down","x":404,"y":528}"#.to_string(),
        r#"{"t":0.35,"kind":"up","x":404,"y":528}"#.to_string(),
        r#"{"t":0.6,"kind":"down","x":640,"y":730}"#.to_string(),
    ];
    for i in 1..=16 {
        let t = 0.6 + i as f32 / 120.0;
        events.push(format!(
            r#"{{"t":{t},"kind":"move","x":640,"y":{}}}"#,
            730 - 8 * i
        ));
    }
    events.push(r#"{"t":0.75,"kind":"up","x":640,"y":602}"#.to_string());
    let script = format!(
        r#"{{"events":[{}],"screenshots":[{{"t":0.5,"name":"board"}},{{"t":0.9,"name":"moving"}}],"end":1.0}}"#,
        events.join(",")
    );
    let file = dir.join("script.json");
    std::fs::write(&file, script).unwrap();

    let out = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x800x24"])
        .arg(env!("CARGO_BIN_EXE_flickwood"))
        .arg("--mute")
        .arg("--script")
        .arg(&file)
        .arg("--screenshot-dir")
        .arg(&dir)
        // Software rendering is slow with multisampling; the logic is the same.
        .env("FLICKWOOD_MSAA", "1")
        .env("FLICKWOOD_DEBUG", "1")
        .output()
        .expect("run xvfb-run");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "game failed: {stderr}");
    assert!(
        stderr.contains("shot from"),
        "the swipe was not read as a shot: {stderr}"
    );
    for name in ["board.png", "moving.png"] {
        let png = std::fs::read(dir.join(name)).expect(name);
        assert_eq!(&png[1..4], b"PNG");
        assert!(png.len() > 10_000, "{name} looks empty");
    }
}

#[test]
fn no_display_is_a_clear_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_flickwood"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("run flickwood");
    let stderr = String::from_utf8_lossy(&out.stderr);
    if cfg!(target_os = "linux") {
        assert!(!out.status.success());
        assert_eq!(stderr.trim().lines().count(), 1, "one line: {stderr}");
        assert!(stderr.contains("no display"), "{stderr}");
    }
}

#[test]
fn a_broken_script_is_a_clear_error() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("broken_script.json");
    std::fs::write(&file, r#"{"events":[{"t":"soon"}]}"#).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_flickwood"))
        .arg("--script")
        .arg(&file)
        .output()
        .expect("run flickwood");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("flickwood: script"), "{stderr}");
}
