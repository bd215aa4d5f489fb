//! The game loop: which screen is showing, where input comes from (the real
//! screen or a script), and screenshots for scripted runs.

mod loading;
pub mod script;
pub mod startup;
pub mod text_tour;
mod tour_practice;

use super::draw::board_view::BoardWood;
use super::draw::camera::set_default_camera;
use super::draw::glyphs::{self, Font};
use super::draw::wood;
use super::platform::haptics::Haptics;
use super::platform::input::{LiveInput, PointerPhase};
use super::platform::sound::Sounds;
use super::platform::wake::Wake;
use super::screens::title::TitleScreen;
use super::stack::Stack;
use super::stack::context::Context;
use super::stack::saves::Saves;
use super::stack::test_report::Reporter;
use macroquad::prelude::*;
use script::{FRAME_DT, ScriptPlayer};
use std::path::PathBuf;

/// What the game was asked to do on the command line.
#[derive(Default)]
pub struct Options {
    pub script: Option<ScriptPlayer>,
    pub screenshot_dir: Option<PathBuf>,
    pub sound: bool,
    /// Where the save lives instead of the platform's folder (tests).
    pub data_dir: Option<PathBuf>,
    /// Scripted runs: fixed 1/60 s frames run per frame drawn (1 = draw
    /// every frame). Only drawing is skipped, so the play is the same; a
    /// frame with a screenshot due is always drawn.
    pub frames_per_draw: u32,
    /// Draw every screen once and print its smallest text (`text_tour.rs`).
    pub text_tour: bool,
    /// Where to write the test report's state whenever it changes
    /// (`test_report.rs`; the native mouse test reads it).
    pub report: Option<PathBuf>,
}

/// Hears the window go to the background (miniquad's minimized event: an
/// app switched away on a phone, a hidden browser tab).
#[derive(Default)]
struct Lifecycle {
    went_away: bool,
    /// In the background now (until miniquad's restored event).
    away: bool,
}

impl macroquad::miniquad::EventHandler for Lifecycle {
    fn update(&mut self) {}
    fn draw(&mut self) {}
    fn window_minimized_event(&mut self) {
        self.went_away = true;
        self.away = true;
    }
    fn window_restored_event(&mut self) {
        self.away = false;
    }
}

pub async fn run(mut options: Options) {
    // We read touches ourselves; emulated mouse events would double them.
    simulate_mouse_with_touch(false);
    let mut ctx = load_assets(&options).await;

    if options.text_tour {
        text_tour::run(&mut ctx, options.screenshot_dir.as_deref()).await;
        return;
    }
    // Scripted runs skip the first-launch tutorial unless asked for it.
    if options.script.is_some()
        && std::env::var_os("FLICKWOOD_TUTORIAL").is_none()
        && !ctx.prefs().tutorial_seen
    {
        ctx.saves.prefs_mut().tutorial_seen = true;
    }
    let mut stack = Stack::new(Box::new(TitleScreen::default()));
    let mut live = LiveInput::default();
    let mut clock = Clock::default();
    let mut reporter = Reporter::to_file(options.report.clone());
    let lifecycle_id = macroquad::input::utils::register_input_subscriber();
    let mut lifecycle = Lifecycle::default();
    let mut wake = Wake::default();
    // Frame marks on stderr: "every" marks each frame (benches/figures.py
    // times the few frames of a break's flight); any other value every 30th.
    let marks = std::env::var("FLICKWOOD_FRAME_TIMES")
        .ok()
        .map(|m| m == "every");
    loop {
        macroquad::input::utils::repeat_all_miniquad_input(&mut lifecycle, lifecycle_id);
        if std::mem::take(&mut lifecycle.went_away) {
            stack.top_mut().went_away();
        }
        update_frame(&mut options, &mut stack, &mut ctx, &mut live, &mut clock);

        clear_background(BLACK);
        // Each frame starts in px (on a phone, not macroquad's pixels).
        set_default_camera();
        super::ui::press::tick(clock.time, ctx.prefs().reduced_motion);
        stack.top().draw(&ctx);
        if stack.top().banner() {
            ctx.saves
                .draw_banner(&ctx.font, &stack.top().banner_bands());
        }
        reporter.publish(stack.top().report());
        // The screen stays on in a match (AI against AI too), never in the background.
        wake.want(stack.top().keeps_screen_on() && !lifecycle.away);
        ctx.haptics.flush(ctx.prefs().haptics, get_time());

        if script_frame(&mut options, &mut ctx, &clock) {
            break;
        }
        let frame = clock.frame;
        if marks.is_some_and(|every| every || frame % 30 == 0) {
            eprintln!("frame {frame} at {:.4} s wall", get_time());
        }
        let baked = bake_woods(&ctx.wood, get_frame_time());
        slow_frame();
        next_frame().await;
        if frame == 1 {
            startup_mark("title");
        }
        if baked && startup_mark("woods baked") {
            return;
        }
    }
}

/// benches/startup.py: with FLICKWOOD_STARTUP_BENCH set, says on stderr
/// when the first frame, the title and the baked woods are drawn, and ends
/// the game after the last. True when the game should end.
fn startup_mark(what: &str) -> bool {
    use std::sync::atomic::{AtomicBool, Ordering};
    static DONE: AtomicBool = AtomicBool::new(false);
    if std::env::var_os("FLICKWOOD_STARTUP_BENCH").is_none() || DONE.load(Ordering::Relaxed) {
        return false;
    }
    eprintln!("flickwood startup: {what} at {:.3} s", get_time());
    let last = what == "woods baked";
    DONE.store(last, Ordering::Relaxed);
    last
}

/// `FLICKWOOD_FRAME_SLEEP_MS=N`: every frame N ms longer, a slow machine's
/// (tests/shell_mouse.rs plays by mouse on frames of 150 ms).
fn slow_frame() {
    #[cfg(not(target_arch = "wasm32"))]
    {
        static SLEEP: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
        let ms = *SLEEP.get_or_init(|| {
            std::env::var("FLICKWOOD_FRAME_SLEEP_MS")
                .ok()
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or(0)
                .min(1000)
        });
        if ms > 0 {
            std::thread::sleep(std::time::Duration::from_millis(ms));
        }
    }
}

/// The font, the woods, the sounds and the save. A first frame says the
/// game is coming before any of it; the boards' woods are baked between
/// the frames after (`bake_woods`).
async fn load_assets(options: &Options) -> Context {
    loading::loading_frame();
    next_frame().await;
    startup_mark("first frame");
    let load = |bytes, sizes| match Font::load(bytes, glyphs::characters(), sizes) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("flickwood: a built-in font did not load ({e})");
            std::process::exit(1);
        }
    };
    let font = load(glyphs::FONT, &glyphs::SIZES);
    let display = load(glyphs::DISPLAY_FONT, &glyphs::DISPLAY_SIZES);
    let saves = Saves::open(options.data_dir.clone());
    Context {
        wood: BoardWood {
            maple: wood::LazyWood::with_pixels(wood::MAPLE, 1024),
            birch: wood::LazyWood::new(wood::BIRCH, 1024),
            walnut: wood::texture(&wood::WALNUT, 512),
            cherry: wood::texture(&wood::CHERRY, 512),
        },
        font,
        display,
        sounds: loading::painted(Sounds::load(options.sound)).await,
        saves,
        haptics: Haptics::default(),
        scripted: options.script.is_some(),
    }
}

/// Bakes the boards' woods after the frame is drawn, so they are ready
/// before a board is shown (else drawing one bakes the rest at once): 6 ms
/// a frame at 60 Hz, a third of the frame where frames come slower (up to
/// 30 ms, still well short of a pause anyone sees), or a slow device would
/// still be baking when the first match starts.
fn bake_woods(wood: &BoardWood, frame_time: f32) -> bool {
    let until = get_time() + (f64::from(frame_time) / 3.0).clamp(0.006, 0.030);
    let more = || get_time() < until;
    wood.maple.bake_until(more) && wood.birch.bake_until(more)
}

/// The game's time: seconds played and fixed frames run.
#[derive(Default)]
struct Clock {
    time: f32,
    frame: u64,
}

/// The updates of one drawn frame (a script may run several fixed frames
/// per frame drawn): input, the screen, the save, the next screen.
fn update_frame(
    options: &mut Options,
    stack: &mut Stack,
    ctx: &mut Context,
    live: &mut LiveInput,
    clock: &mut Clock,
) {
    // Scripted runs may run several fixed frames per frame drawn.
    let steps = match options.script {
        Some(_) => options.frames_per_draw.max(1),
        None => 1,
    };
    for _ in 0..steps {
        let dt = if options.script.is_some() {
            FRAME_DT
        } else {
            // A long pause (the app in the background) must not fast-forward anything.
            get_frame_time().clamp(0.0, 0.1)
        };
        clock.time += dt;
        clock.frame += 1;
        let (frame, now) = (clock.frame, clock.time);
        let events = match options.script.as_mut() {
            Some(s) => s.events_until(now),
            // Live touches carry the wall clock: a gesture read by its
            // timing (a flick's speed, a pull's hold) must not be squeezed
            // by a slow frame, whose step the game clock caps at 0.1 s.
            None => live.poll(get_time() as f32),
        };
        ctx.sounds.new_frame();
        // Menus answer a finger with a tap (the board has its own sounds).
        if stack.top().tap_sound() && events.iter().any(|e| e.phase == PointerPhase::Down) {
            ctx.sounds.tap();
        }
        let next = stack.top_mut().update(&events, dt, ctx);
        // The save: a committed move saves the match in progress, a
        // finished match is filed, changed settings and profiles are written.
        if let Some(replay) = stack.top_mut().committed() {
            ctx.saves.after_commit(replay);
        }
        ctx.saves.sync();
        ctx.saves.import_waiting();
        stack.apply(next);
        if options
            .script
            .as_ref()
            .is_none_or(|s| s.screenshot_due(frame, now) || s.finished(now))
        {
            break;
        }
    }
}

/// A scripted run after drawing: the screenshots due now, and whether the
/// script is over (what the save's writer still holds is written first).
fn script_frame(options: &mut Options, ctx: &mut Context, clock: &Clock) -> bool {
    let Some(script) = options.script.as_mut() else {
        return false;
    };
    for name in script.screenshots_due(clock.frame, clock.time) {
        let dir = options
            .screenshot_dir
            .clone()
            .unwrap_or_else(|| PathBuf::from("."));
        save_screenshot(&dir, &name);
    }
    if script.finished(clock.time) {
        ctx.saves.flush();
        return true;
    }
    false
}

pub fn save_screenshot(dir: &std::path::Path, name: &str) {
    if let Err(e) = std::fs::create_dir_all(dir) {
        eprintln!("flickwood: can't make {}: {e}", dir.display());
        return;
    }
    let mut image = get_screen_data();
    // The frame buffer's alpha is whatever blending left there; a screenshot is opaque.
    for px in image.bytes.chunks_exact_mut(4) {
        px[3] = 255;
    }
    let file = if name.ends_with(".png") {
        name.to_string()
    } else {
        format!("{name}.png")
    };
    let path = dir.join(file);
    image.export_png(&path.to_string_lossy());
    println!("screenshot {}", path.display());
}
