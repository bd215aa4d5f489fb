//! The game's window: screens, drawing, touch input and sound, on macroquad.
//! All game logic stays in the core crate; this layer only shows it and
//! feeds it input.

mod app;
mod board_view;
mod camera;
mod disc_view;
mod flow;
mod input;
mod paint;
mod play;
mod script;
mod sound;
mod startup;
mod title;
mod ui;
mod wood;

use std::path::PathBuf;

const USAGE: &str = "usage: flickwood [--script FILE --screenshot-dir DIR] [--mute]";

/// Parses the command line, checks the display and sound device, and runs the game.
pub fn main() {
    let mut options = app::Options::default();
    let mut mute = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--script" => {
                let Some(file) = args.next() else { fail(USAGE) };
                let text = std::fs::read_to_string(&file)
                    .unwrap_or_else(|e| fail(&format!("can't read script {file}: {e}")));
                let parsed = script::Script::parse(&text)
                    .unwrap_or_else(|e| fail(&format!("script {file}: {e}")));
                options.script = Some(script::ScriptPlayer::new(parsed));
            }
            "--screenshot-dir" => {
                let Some(dir) = args.next() else { fail(USAGE) };
                options.screenshot_dir = Some(PathBuf::from(dir));
            }
            "--mute" => mute = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return;
            }
            other => fail(&format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    if let Some(problem) = startup::display_problem() {
        fail(&problem);
    }
    startup::quiet_audio_thread_panics();
    options.sound = !mute && startup::sound_device_present();
    if !options.sound && !mute {
        eprintln!("flickwood: no sound device found, playing silently");
    }

    let conf = macroquad::window::Conf {
        window_title: "Flickwood".to_string(),
        window_width: 1280,
        window_height: 800,
        window_resizable: true,
        high_dpi: true,
        sample_count: std::env::var("FLICKWOOD_MSAA")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(4),
        ..Default::default()
    };
    macroquad::Window::from_config(conf, app::run(options));
}

fn fail(message: &str) -> ! {
    eprintln!("flickwood: {message}");
    std::process::exit(2);
}
