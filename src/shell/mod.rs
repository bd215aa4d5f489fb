//! The game's window: screens, drawing, touch input and sound, on macroquad.
//! All game logic stays in the core crate; this layer only shows it and
//! feeds it input.

mod app;
mod draw;
mod platform;
mod play;
mod review;
mod rules;
mod screens;
mod stack;
mod ui;
mod words;

use std::path::PathBuf;

const USAGE: &str = "usage: flickwood [--script FILE --screenshot-dir DIR [--frames-per-draw N]] [--size WIDTHxHEIGHT] [--mute] [--data-dir DIR] [--report FILE] [--text-tour]";

/// Parses the command line, checks the display and sound device, and runs the game.
pub fn main() {
    app::startup::software_gl_settings();
    let Some((mut options, mute, size)) = parse_args() else {
        return;
    };
    if options.data_dir.is_none() {
        options.data_dir = std::env::var_os("FLICKWOOD_DATA_DIR")
            .filter(|d| !d.is_empty())
            .map(PathBuf::from);
    }
    if let Some(problem) = app::startup::display_problem() {
        fail(&problem);
    }
    app::startup::quiet_audio_thread_panics();
    options.sound = !mute && app::startup::sound_device_present();
    if !options.sound && !mute {
        eprintln!("flickwood: no sound device found, playing silently");
    }

    macroquad::Window::from_config(window_conf(size), app::run(options));
}

/// The options, whether sound is muted, and the window's size from the
/// command line; None after `--help`. A bad argument ends the program
/// with the usage.
fn parse_args() -> Option<(app::Options, bool, (i32, i32))> {
    let mut options = app::Options::default();
    let mut mute = false;
    let mut size = (1280, 800);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--script" => {
                let Some(file) = args.next() else { fail(USAGE) };
                let text = std::fs::read_to_string(&file)
                    .unwrap_or_else(|e| fail(&format!("can't read script {file}: {e}")));
                let parsed = app::script::Script::parse(&text)
                    .unwrap_or_else(|e| fail(&format!("script {file}: {e}")));
                options.script = Some(app::script::ScriptPlayer::new(parsed));
            }
            "--screenshot-dir" => {
                let Some(dir) = args.next() else { fail(USAGE) };
                options.screenshot_dir = Some(PathBuf::from(dir));
            }
            "--size" => {
                let Some(text) = args.next() else { fail(USAGE) };
                size = parse_size(&text)
                    .unwrap_or_else(|| fail(&format!("--size wants WIDTHxHEIGHT, got {text:?}")));
            }
            "--frames-per-draw" => {
                let Some(text) = args.next() else { fail(USAGE) };
                options.frames_per_draw = text
                    .trim()
                    .parse()
                    .ok()
                    .filter(|n| (1..=600).contains(n))
                    .unwrap_or_else(|| {
                        fail(&format!("--frames-per-draw wants 1 to 600, got {text:?}"))
                    });
            }
            "--mute" => mute = true,
            // Draws every screen once and prints its smallest text (tests/shell_text.rs).
            "--text-tour" => options.text_tour = true,
            // Where the save lives (tests use a fresh folder); also FLICKWOOD_DATA_DIR.
            "--data-dir" => {
                let Some(dir) = args.next() else { fail(USAGE) };
                options.data_dir = Some(PathBuf::from(dir));
            }
            // The test report's state as JSON, rewritten whenever it changes
            // (tests/shell_mouse.rs plays with the mouse from it).
            "--report" => {
                let Some(file) = args.next() else { fail(USAGE) };
                options.report = Some(PathBuf::from(file));
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return None;
            }
            other => fail(&format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    Some((options, mute, size))
}

fn window_conf(size: (i32, i32)) -> macroquad::window::Conf {
    macroquad::window::Conf {
        window_title: "Flickwood".to_string(),
        window_width: size.0,
        window_height: size.1,
        window_resizable: true,
        high_dpi: true,
        // The board and discs are smoothed in their own textures (see
        // board_view.rs, disc_view.rs), so the window needs no multisampling,
        // which costs about half the frame on software GL.
        sample_count: std::env::var("FLICKWOOD_MSAA")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(1),
        // Drawn by android/make-icons.py from the same picture as the phone icons.
        icon: Some(macroquad::miniquad::conf::Icon {
            small: *include_bytes!("../../assets/icon-16.rgba"),
            medium: *include_bytes!("../../assets/icon-32.rgba"),
            big: *include_bytes!("../../assets/icon-64.rgba"),
        }),
        ..Default::default()
    }
}

/// "720x1280" -> (720, 1280), within sane window sizes.
fn parse_size(text: &str) -> Option<(i32, i32)> {
    let (w, h) = text.split_once('x')?;
    let (w, h) = (w.trim().parse().ok()?, h.trim().parse().ok()?);
    let ok = |v: i32| (200..=8192).contains(&v);
    (ok(w) && ok(h)).then_some((w, h))
}

fn fail(message: &str) -> ! {
    eprintln!("flickwood: {message}");
    std::process::exit(2);
}
