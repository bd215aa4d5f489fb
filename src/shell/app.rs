//! The game loop: which screen is showing, where input comes from (the real
//! screen or a script), and screenshots for scripted runs.

use super::board_view::BoardWood;
use super::input::LiveInput;
use super::play::PlayScreen;
use super::ruled::Settings;
use super::rules_screen::RulesScreen;
use super::script::{FRAME_DT, ScriptPlayer};
use super::setup::SetupScreen;
use super::sound::Sounds;
use super::test_report::{self, Reporter};
use super::title::TitleScreen;
use super::wood;
use flickwood::save::{Prefs, Profiles};
use flickwood::spec::BoardKind;
use macroquad::prelude::*;
use std::path::PathBuf;

/// What the game was asked to do on the command line.
#[derive(Default)]
pub struct Options {
    pub script: Option<ScriptPlayer>,
    pub screenshot_dir: Option<PathBuf>,
    pub sound: bool,
}

/// Everything made at start-up and shared by the screens.
pub struct Assets {
    pub wood: BoardWood,
    pub font: Font,
    pub sounds: Sounds,
    /// The player's settings, as last saved.
    pub prefs: Prefs,
    /// The named players, as last saved (the set-up screen seats them).
    pub profiles: Profiles,
}

/// What a screen wants next.
pub enum Next {
    Stay,
    Title,
    Setup(BoardKind),
    Play(Settings),
    /// The rules of both games.
    Rules,
    /// Profiles and their stats.
    Players,
    /// Finished matches and their replays.
    Records,
    /// The settings screen.
    Settings,
}

enum Screen {
    Title(TitleScreen),
    Setup(SetupScreen),
    Play(Box<PlayScreen>),
    /// The rules, and the match they were opened from (Back returns to it).
    Rules(Box<RulesScreen>, Option<Box<PlayScreen>>),
}

const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSerif-Bold.ttf");

pub async fn run(mut options: Options) {
    // We read touches ourselves; emulated mouse events would double them.
    simulate_mouse_with_touch(false);
    let font = match load_ttf_font_from_bytes(FONT) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("flickwood: the built-in font did not load ({e})");
            std::process::exit(1);
        }
    };
    super::ui::warm_font(&font);
    let mut assets = Assets {
        wood: BoardWood {
            maple: wood::texture(&wood::MAPLE, 1024),
            birch: wood::texture(&wood::BIRCH, 1024),
            walnut: wood::texture(&wood::WALNUT, 512),
            cherry: wood::texture(&wood::CHERRY, 512),
        },
        font,
        sounds: Sounds::load(options.sound).await,
        prefs: Prefs::default(),
        profiles: Profiles::default(),
    };

    // Scripted runs skip the first-launch tutorial unless asked for it.
    if options.script.is_some() && std::env::var_os("FLICKWOOD_TUTORIAL").is_none() {
        assets.prefs.tutorial_seen = true;
    }
    let mut screen = Screen::Title(TitleScreen::default());
    let mut live = LiveInput::default();
    let mut clock = 0.0f32;
    let mut frame: u64 = 0;
    let mut reporter = Reporter::default();
    loop {
        let dt = if options.script.is_some() {
            FRAME_DT
        } else {
            // A long pause (the app in the background) must not fast-forward anything.
            get_frame_time().clamp(0.0, 0.1)
        };
        clock += dt;
        frame += 1;
        let events = match options.script.as_mut() {
            Some(s) => s.events_until(clock),
            None => live.poll(clock),
        };
        assets.sounds.new_frame();
        let next = match &mut screen {
            Screen::Title(t) => t.update(&events),
            Screen::Setup(s) => s.update(&events),
            Screen::Play(p) => p.update(&events, dt, &mut assets),
            Screen::Rules(r, _) => r.update(&events, dt, &assets),
        };
        match next {
            Next::Stay => {}
            Next::Title => {
                screen = match std::mem::replace(&mut screen, Screen::Title(TitleScreen::default()))
                {
                    // Back from rules opened in a match: the match again.
                    Screen::Rules(_, Some(play)) => Screen::Play(play),
                    _ => Screen::Title(TitleScreen::default()),
                }
            }
            Next::Rules => {
                let from = std::mem::replace(&mut screen, Screen::Title(TitleScreen::default()));
                let back = match from {
                    Screen::Play(p) => Some(p),
                    _ => None,
                };
                let game = back
                    .as_ref()
                    .map_or(BoardKind::Crokinole, |p| p.board_kind());
                screen = Screen::Rules(Box::new(RulesScreen::new(game)), back);
            }
            // Each of these screens is being built on its own branch.
            Next::Players | Next::Records | Next::Settings => {}
            Next::Setup(kind) => screen = Screen::Setup(SetupScreen::new(kind)),
            Next::Play(settings) => {
                // Scripted runs toss the same way every time; live play from the clock.
                let seed = if options.script.is_some() {
                    1
                } else {
                    (macroquad::miniquad::date::now() * 1000.0) as u64
                };
                screen = match PlayScreen::new(settings, seed) {
                    Some(mut p) => {
                        if !assets.prefs.tutorial_seen {
                            p.start_tutorial();
                        }
                        Screen::Play(Box::new(p))
                    }
                    None => Screen::Title(TitleScreen::default()),
                }
            }
        }

        clear_background(BLACK);
        match &screen {
            Screen::Title(t) => t.draw(&assets),
            Screen::Setup(s) => s.draw(&assets),
            Screen::Play(p) => p.draw(&assets),
            Screen::Rules(r, _) => r.draw(&assets),
        }

        reporter.publish(report_state(&screen));

        if let Some(script) = options.script.as_mut() {
            for name in script.screenshots_due(frame, clock) {
                let dir = options
                    .screenshot_dir
                    .clone()
                    .unwrap_or_else(|| PathBuf::from("."));
                save_screenshot(&dir, &name);
            }
            if script.finished(clock) {
                break;
            }
        }
        if std::env::var_os("FLICKWOOD_FRAME_TIMES").is_some() && frame % 30 == 0 {
            eprintln!("frame {frame} at {:.2} s wall", get_time());
        }
        next_frame().await;
    }
}

/// What the web test can see of the game now (see `test_report`).
fn report_state(screen: &Screen) -> test_report::State {
    match screen {
        Screen::Title(_) => test_report::State {
            screen: "title".into(),
            tap: Some(test_report::css(TitleScreen::button_centre(
                BoardKind::Crokinole,
            ))),
            ..Default::default()
        },
        Screen::Rules(..) => test_report::State {
            screen: "rules".into(),
            ..Default::default()
        },
        Screen::Setup(s) => test_report::State {
            screen: "setup".into(),
            game: Some(format!("{:?}", s.settings.board()).to_lowercase()),
            tap: Some(test_report::css(s.play_centre())),
            ..Default::default()
        },
        Screen::Play(p) => test_report::State {
            screen: "play".into(),
            tap: p.tap_hint().map(test_report::css),
            game: Some(format!("{:?}", p.board_kind()).to_lowercase()),
            shots: p.shots_done(),
            flick: p.flick_hint().map(|(a, b)| {
                let (a, b) = (test_report::css(a), test_report::css(b));
                test_report::Flick {
                    x0: a.x,
                    y0: a.y,
                    x1: b.x,
                    y1: b.y,
                }
            }),
        },
    }
}

fn save_screenshot(dir: &std::path::Path, name: &str) {
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
