//! The game loop: which screen is showing, where input comes from (the real
//! screen or a script), and screenshots for scripted runs.

use super::board_view::BoardWood;
use super::glyphs::Font;
use super::input::{LiveInput, PointerPhase};
use super::play::PlayScreen;
use super::players::PlayersScreen;
use super::records::RecordsScreen;
use super::replay_view::ReplayView;
use super::rules_screen::RulesScreen;
use super::saves::Saves;
use super::script::{FRAME_DT, ScriptPlayer};
use super::settings_screen::SettingsScreen;
use super::setup::SetupScreen;
use super::sound::Sounds;
use super::test_report::{self, Reporter};
use super::text;
use super::title::TitleScreen;
use super::wood;
use flickwood_core::game::MatchSettings;
use flickwood_core::save::{Prefs, Profiles};
use flickwood_core::spec::BoardKind;
use macroquad::prelude::*;
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
    /// The save: profiles, stats, the match in progress, records.
    pub saves: Saves,
}

/// What a screen wants next.
pub enum Next {
    Stay,
    Title,
    Setup(BoardKind),
    Play(MatchSettings),
    /// The rules of both games.
    Rules,
    /// Profiles and their stats.
    Players,
    /// Finished matches and their replays.
    Records,
    /// The settings screen.
    Settings,
    /// The saved match in progress, where it was.
    Resume,
    /// The replay of record N of the store (oldest first).
    Watch(usize),
}

enum Screen {
    Title(TitleScreen),
    Setup(SetupScreen),
    Play(Box<PlayScreen>),
    Settings(SettingsScreen),
    Records(RecordsScreen),
    Players(PlayersScreen),
    Watch(Box<ReplayView>),
    /// The rules, and the match they were opened from (Back returns to it).
    Rules(Box<RulesScreen>, Option<Box<PlayScreen>>),
}

/// Hears the window go to the background (miniquad's minimized event: an
/// app switched away on a phone, a hidden browser tab).
#[derive(Default)]
struct Lifecycle {
    went_away: bool,
}

impl macroquad::miniquad::EventHandler for Lifecycle {
    fn update(&mut self) {}
    fn draw(&mut self) {}
    fn window_minimized_event(&mut self) {
        self.went_away = true;
    }
}

const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSerif-Bold.ttf");

pub async fn run(mut options: Options) {
    // We read touches ourselves; emulated mouse events would double them.
    simulate_mouse_with_touch(false);
    let font = match Font::load(FONT, super::ui::characters()) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("flickwood: the built-in font did not load ({e})");
            std::process::exit(1);
        }
    };
    let saves = Saves::open(options.data_dir.clone());
    let mut assets = Assets {
        wood: BoardWood {
            maple: wood::texture(&wood::MAPLE, 1024),
            birch: wood::texture(&wood::BIRCH, 1024),
            walnut: wood::texture(&wood::WALNUT, 512),
            cherry: wood::texture(&wood::CHERRY, 512),
        },
        font,
        sounds: Sounds::load(options.sound).await,
        prefs: saves.store.data().prefs,
        profiles: saves.store.profiles().clone(),
        saves,
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
    let lifecycle_id = macroquad::input::utils::register_input_subscriber();
    let mut lifecycle = Lifecycle::default();
    loop {
        macroquad::input::utils::repeat_all_miniquad_input(&mut lifecycle, lifecycle_id);
        if std::mem::take(&mut lifecycle.went_away)
            && let Screen::Play(p) = &mut screen
        {
            p.pause_now();
        }
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
            clock += dt;
            frame += 1;
            let events = match options.script.as_mut() {
                Some(s) => s.events_until(clock),
                None => live.poll(clock),
            };
            assets.sounds.new_frame();
            // Menus answer a finger with a tap (the board has its own sounds).
            if !matches!(screen, Screen::Play(_))
                && events.iter().any(|e| e.phase == PointerPhase::Down)
            {
                assets.sounds.tap();
            }
            let next = match &mut screen {
                Screen::Title(t) => t
                    .update_saves(&events, &mut assets.saves, &assets.font)
                    .unwrap_or_else(|| t.update(&events)),
                Screen::Setup(s) => s.update(&events, &assets),
                Screen::Play(p) => p.update(&events, dt, &mut assets),
                Screen::Settings(s) => s.update(&events, &mut assets),
                Screen::Records(r) => r.update(&events, &mut assets.saves),
                Screen::Players(p) => p.update(&events, &mut assets),
                Screen::Watch(v) => v.update(&events, dt, text::language(&assets.prefs)),
                Screen::Rules(r, _) => r.update(&events, dt, &assets),
            };
            // The save: a new shot saves the match in progress, a finished match
            // is filed, changed settings and profiles are written.
            if let Screen::Play(p) = &screen {
                assets.saves.after_frame(Some(p.replay()));
            }
            assets.saves.sync(&assets.prefs, &assets.profiles);
            assets.saves.import_waiting();
            switch(next, options.script.is_some(), &mut assets, &mut screen);
            if options
                .script
                .as_ref()
                .is_none_or(|s| s.screenshot_due(frame, clock) || s.finished(clock))
            {
                break;
            }
        }

        clear_background(BLACK);
        match &screen {
            Screen::Title(t) => {
                t.draw(&assets);
                t.draw_saves(&assets);
            }
            Screen::Setup(s) => s.draw(&assets),
            Screen::Play(p) => p.draw(&assets),
            Screen::Settings(s) => s.draw(&assets),
            Screen::Records(r) => r.draw(&assets),
            Screen::Players(p) => p.draw(&assets),
            Screen::Watch(v) => v.draw(&assets),
            Screen::Rules(r, _) => r.draw(&assets),
        }

        if !matches!(screen, Screen::Title(_)) {
            assets.saves.draw_banner(&assets.font);
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
                // What the writer thread still holds goes to disk first.
                assets.saves.flush();
                break;
            }
        }
        if std::env::var_os("FLICKWOOD_FRAME_TIMES").is_some() && frame % 30 == 0 {
            eprintln!("frame {frame} at {:.2} s wall", get_time());
        }
        next_frame().await;
    }
}

/// Puts up the screen a `Next` asks for.
fn switch(next: Next, scripted: bool, assets: &mut Assets, screen: &mut Screen) {
    let new = match next {
        Next::Stay => return,
        Next::Resume => match assets.saves.take_resume() {
            Some(r) => match PlayScreen::resume(r) {
                Some(p) => Screen::Play(Box::new(p)),
                None => Screen::Title(TitleScreen::default()),
            },
            None => Screen::Title(TitleScreen::default()),
        },
        Next::Title => match std::mem::replace(screen, Screen::Title(TitleScreen::default())) {
            // Back from rules opened in a match: the match again.
            Screen::Rules(_, Some(play)) => Screen::Play(play),
            _ => Screen::Title(TitleScreen::default()),
        },
        Next::Rules => {
            let back = match std::mem::replace(screen, Screen::Title(TitleScreen::default())) {
                Screen::Play(p) => Some(p),
                _ => None,
            };
            let game = back
                .as_ref()
                .map_or(BoardKind::Crokinole, |p| p.board_kind());
            Screen::Rules(Box::new(RulesScreen::new(game)), back)
        }
        Next::Settings => Screen::Settings(SettingsScreen::default()),
        Next::Players => Screen::Players(PlayersScreen::new()),
        Next::Records => Screen::Records(RecordsScreen::new(&mut assets.saves)),
        Next::Watch(i) => {
            let record = assets.saves.store.records().get(i).cloned();
            match record.map(ReplayView::new) {
                Some(Ok(v)) => Screen::Watch(Box::new(v)),
                Some(Err(e)) => {
                    assets.saves.say(text::cannot_replay(assets.saves.lang, &e));
                    return;
                }
                None => return,
            }
        }
        Next::Setup(kind) => Screen::Setup(SetupScreen::new(kind)),
        Next::Play(settings) => {
            // Scripted runs toss the same way every time; live play from the clock.
            let seed = if scripted {
                1
            } else {
                (macroquad::miniquad::date::now() * 1000.0) as u64
            };
            match PlayScreen::new(settings, seed, &assets.profiles) {
                Some(mut p) => {
                    p.set_scripted(scripted);
                    if !assets.prefs.tutorial_seen {
                        p.start_tutorial();
                    }
                    Screen::Play(Box::new(p))
                }
                None => Screen::Title(TitleScreen::default()),
            }
        }
    };
    // A match in play is saved as it goes, from its first shot.
    if let Screen::Play(p) = &new {
        assets.saves.watch(Some(p.replay()));
    }
    *screen = new;
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
        Screen::Players(_) => test_report::State {
            screen: "players".into(),
            ..Default::default()
        },
        Screen::Records(_) => test_report::State {
            screen: "records".into(),
            ..Default::default()
        },
        Screen::Watch(v) => test_report::State {
            screen: "replay".into(),
            shots: v.moves_played() as u32,
            ..Default::default()
        },
        Screen::Settings(_) => test_report::State {
            screen: "settings".into(),
            ..Default::default()
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
