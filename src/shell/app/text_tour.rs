//! `flickwood --text-tour`: draws every screen once, in English and in
//! French, and prints the smallest text each one drew (the glyph atlas
//! records every size it draws, `glyphs::Font::take_smallest`), one line a
//! screen: `text-tour: NAME LANG SIZE "TEXT"`. `tests/shell_text.rs` runs it
//! at phone sizes under Xvfb and fails on text under 12 logical pixels.
//! The tour first fills its save with two players and two finished matches
//! (from the record corpus), so the records, the replay viewer, the stats
//! page, a round's summary and a match's result have something to show.

use super::super::draw::camera::set_default_camera;
use super::super::platform::density::{screen_height, screen_width};
use super::super::platform::input::{PointerEvent, PointerPhase};
use super::super::play::PlayScreen;
use super::super::review::ReviewScreen;
use super::super::rules::RulesScreen;
use super::super::screens::players::PlayersScreen;
use super::super::screens::records::RecordsScreen;
use super::super::screens::replay::ReplayView;
use super::super::screens::settings::SettingsScreen;
use super::super::screens::setup::SetupScreen;
use super::super::screens::title::TitleScreen;
use super::super::stack::Screen;
use super::super::stack::context::Context;
use super::save_screenshot;
use flickwood_core::crokinole::TableKind;
use flickwood_core::game::{Match, MatchSettings as Settings, RoundTally, SeatKind};
use flickwood_core::save::prefs::TableMode;
use flickwood_core::save::{AiLevel, Language, MatchRecord, Replay, Rgb};
use flickwood_core::spec::BoardKind;
use macroquad::prelude::*;

/// The smallest text a screen may draw (logical pixels).
pub use super::super::ui::MIN_TEXT_PX;

const DT: f32 = 1.0 / 60.0;

/// Two finished matches of the corpus, between Ana (profile 1) and the
/// Club AI, and Ana and Ben (profile 2).
const RECORDS: [(BoardKind, &str); 2] = [
    (
        BoardKind::Crokinole,
        include_str!("../../../tests/records/crokinole-two-players-best-of-seven.json"),
    ),
    (
        BoardKind::Pitchnut,
        include_str!("../../../tests/records/pitchnut-two-players.json"),
    ),
];

/// One screen of the tour, made fresh for each language.
pub(super) enum Stop {
    Menu(Menu),
    /// A match: its settings, the table mode, the tutorial step (taps
    /// before the screen is drawn), the pause menu.
    Play {
        settings: Settings,
        table: TableMode,
        tutorial: Option<usize>,
        paused: bool,
    },
    /// The crokinole record's match just after its first round, with that
    /// round's summary up.
    RoundSummary,
    /// A best-of-three pitchnut record's match just after its first game,
    /// with that game's summary up.
    GameSummary,
    /// A record's match taken up at its end: the result.
    Result(BoardKind),
    /// Pass-and-play between two people: "Pass to <name>".
    PassTo(BoardKind),
    /// A match just started whose toss a person won: the choice's panel.
    Toss(Settings, TableMode),
    /// A match a person has just flicked in: the aim meant beside the way
    /// the disc left, and the words of how far apart they were.
    Flicked,
    /// A person pulling, not yet let go: the power bar and the cone.
    Pulling,
    /// Any other screen, made by this function (practice, progress).
    Made(fn(&mut Context) -> Box<dyn Screen>),
}

pub(super) enum Menu {
    Title,
    Setup(BoardKind),
    Settings,
    Players,
    AddPlayer,
    Records,
    Rules(BoardKind),
    /// The replay viewer on a record.
    Watch(BoardKind),
    /// Ana's stats page.
    PlayerStats,
    /// "Delete Ana?"
    DeletePlayer,
    /// The title with a save problem told in its panel.
    SaveNotice,
    /// The records with the banner of an export at their foot.
    SaveBanner,
    /// The crokinole set-up with an import's banner (in the note's room).
    SetupBanner,
}

fn stops() -> Vec<(String, Stop)> {
    let croki = Settings::default_for(BoardKind::Crokinole);
    let nut = Settings::default_for(BoardKind::Pitchnut);
    let mut four = croki;
    if let Settings::Crokinole { table, .. } = &mut four {
        *table = TableKind::FourSingles;
    }
    let mut solo = croki;
    solo.seats_mut()[2] = SeatKind::Ai(AiLevel::Club);
    let play = |settings, table, tutorial, paused| Stop::Play {
        settings,
        table,
        tutorial,
        paused,
    };
    let mut list = vec![
        ("title".to_string(), Stop::Menu(Menu::Title)),
        (
            "setup-crokinole".into(),
            Stop::Menu(Menu::Setup(BoardKind::Crokinole)),
        ),
        (
            "setup-pitchnut".into(),
            Stop::Menu(Menu::Setup(BoardKind::Pitchnut)),
        ),
        ("settings".into(), Stop::Menu(Menu::Settings)),
        ("players".into(), Stop::Menu(Menu::Players)),
        ("players-add".into(), Stop::Menu(Menu::AddPlayer)),
        ("records".into(), Stop::Menu(Menu::Records)),
        (
            "rules-crokinole".into(),
            Stop::Menu(Menu::Rules(BoardKind::Crokinole)),
        ),
        (
            "rules-pitchnut".into(),
            Stop::Menu(Menu::Rules(BoardKind::Pitchnut)),
        ),
        (
            "play-crokinole".into(),
            play(croki, TableMode::PassAndPlay, None, false),
        ),
        (
            "play-pitchnut".into(),
            play(nut, TableMode::PassAndPlay, None, false),
        ),
        (
            "play-against-ai".into(),
            play(solo, TableMode::PassAndPlay, None, false),
        ),
        (
            "play-tablet-four".into(),
            play(four, TableMode::Tablet, None, false),
        ),
        (
            "play-tablet-pitchnut".into(),
            play(nut, TableMode::Tablet, None, false),
        ),
        (
            "pause".into(),
            play(croki, TableMode::PassAndPlay, None, true),
        ),
        (
            "pause-tablet".into(),
            play(four, TableMode::Tablet, None, true),
        ),
        ("play-pulling".into(), Stop::Pulling),
        ("play-after-flick".into(), Stop::Flicked),
        ("play-twenty".into(), Stop::Made(twenty)),
        ("round-summary".into(), Stop::RoundSummary),
        ("game-summary-pitchnut".into(), Stop::GameSummary),
        (
            "result-crokinole".into(),
            Stop::Result(BoardKind::Crokinole),
        ),
        ("result-pitchnut".into(), Stop::Result(BoardKind::Pitchnut)),
        (
            "pass-to-crokinole".into(),
            Stop::PassTo(BoardKind::Crokinole),
        ),
        ("pass-to-pitchnut".into(), Stop::PassTo(BoardKind::Pitchnut)),
        (
            "toss-crokinole".into(),
            Stop::Toss(croki, TableMode::PassAndPlay),
        ),
        (
            "toss-pitchnut-tablet".into(),
            Stop::Toss(nut, TableMode::Tablet),
        ),
        (
            "replay-crokinole".into(),
            Stop::Menu(Menu::Watch(BoardKind::Crokinole)),
        ),
        (
            "replay-pitchnut".into(),
            Stop::Menu(Menu::Watch(BoardKind::Pitchnut)),
        ),
        ("review".into(), Stop::Made(reviewed)),
        ("review-pitchnut".into(), Stop::Made(reviewed_pitchnut)),
        ("player-stats".into(), Stop::Menu(Menu::PlayerStats)),
        ("player-delete".into(), Stop::Menu(Menu::DeletePlayer)),
        ("save-notice".into(), Stop::Menu(Menu::SaveNotice)),
        ("save-banner".into(), Stop::Menu(Menu::SaveBanner)),
        ("setup-banner".into(), Stop::Menu(Menu::SetupBanner)),
    ];
    list.extend(super::tour_practice::practice_stops());
    for (board, settings) in [("crokinole", croki), ("pitchnut", nut)] {
        for step in 0..5 {
            list.push((
                format!("tutorial-{board}-{step}"),
                play(settings, TableMode::PassAndPlay, Some(step), false),
            ));
        }
    }
    list
}

/// A tap in the middle of the screen (the tutorial goes on at a tap off Skip).
fn tap(t: f32) -> [PointerEvent; 2] {
    let pos = vec2(screen_width() * 0.5, screen_height() * 0.5);
    [
        PointerEvent {
            id: 1,
            phase: PointerPhase::Down,
            pos,
            t,
        },
        PointerEvent {
            id: 1,
            phase: PointerPhase::Up,
            pos,
            t: t + DT,
        },
    ]
}

/// The crokinole record with the Grandmaster's review kept in it
/// (`flickwood-cli review ... --write`): the review screen reads it back.
fn reviewed(_: &mut Context) -> Box<dyn Screen> {
    let text = include_str!("../../../tests/reviews/crokinole-two-players-best-of-seven.json");
    let record = MatchRecord::from_json(text.as_bytes()).expect("the reviewed record");
    // As it stands once the frames have replayed the shot's board.
    Box::new(ReviewScreen::new(record, None).settled())
}

/// A pitchnut match, reviewed the same way: chances to win the game.
fn reviewed_pitchnut(_: &mut Context) -> Box<dyn Screen> {
    let text = include_str!("../../../tests/reviews/pitchnut-two-players.json");
    let record = MatchRecord::from_json(text.as_bytes()).expect("the reviewed record");
    Box::new(ReviewScreen::new(record, None).settled())
}

/// A match a moment after a 20 went in: the large "+20" and the rings.
fn twenty(ctx: &mut Context) -> Box<dyn Screen> {
    let croki = Settings::default_for(BoardKind::Crokinole);
    let mut p = match_stop(croki, TableMode::PassAndPlay, None, false, ctx)
        .unwrap_or_else(|e| panic!("the tour's 20: {e}"));
    p.update(&[], DT, ctx);
    p.show_twenty(0.4);
    Box::new(p)
}

fn record(board: BoardKind) -> MatchRecord {
    let text = RECORDS.iter().find(|r| r.0 == board).map_or("", |r| r.1);
    MatchRecord::from_json(text.as_bytes()).expect("a corpus record")
}

/// The record's match after `moves` moves, as a match in progress.
fn replay_of(board: BoardKind, moves: Option<usize>) -> Replay {
    replay_to(record(board), moves)
}

/// Record `r`'s match after `moves` moves (all of them: None).
fn replay_to(mut r: MatchRecord, moves: Option<usize>) -> Replay {
    if let Some(n) = moves {
        r.moves.truncate(n);
        r.outcome = None;
        r.finished_at = None;
    }
    let mut replay = Replay::new(r).expect("the record starts");
    replay.run_to_end().expect("the record replays");
    replay
}

/// The first round of the crokinole record and the moves that ended it.
fn first_round() -> Option<(usize, RoundTally)> {
    let mut m = Match::watch(record(BoardKind::Crokinole)).ok()?;
    while let Ok(Some(played)) = m.play_recorded(None) {
        if let Some(round) = played.round {
            return Some((m.replay().moves_played(), round));
        }
    }
    None
}

/// A pitchnut match of three games (the other record's match is one).
fn best_of_three() -> MatchRecord {
    let text = include_str!("../../../tests/records/pitchnut-canadian-best-of-three.json");
    MatchRecord::from_json(text.as_bytes()).expect("a corpus record")
}

/// The first game of `best_of_three` and the move that ended it.
fn first_game() -> Option<(usize, flickwood_core::game::Played)> {
    let mut m = Match::watch(best_of_three()).ok()?;
    while let Ok(Some(played)) = m.play_recorded(None) {
        if played.step.next_game {
            return Some((m.replay().moves_played(), played));
        }
    }
    None
}

/// Ana and Ben, and both records finished as if played here (stats and
/// the shelf). A save that already has other players keeps them, and the
/// records that do not fit its profiles are left out.
fn fill_the_save(ctx: &mut Context) {
    if ctx.profiles().list.is_empty() {
        for (name, colour) in [
            ("Ana", Rgb::new(196, 60, 48)),
            ("Ben", Rgb::new(50, 130, 170)),
        ] {
            let _ = ctx.saves.profiles_mut().add(name, colour);
        }
        ctx.saves.sync();
    }
    if !ctx.saves.store.records().is_empty() {
        return;
    }
    for (board, _) in RECORDS {
        let replay = replay_of(board, Some(usize::MAX));
        let when = record(board).finished_at.unwrap_or(0);
        if let Err(e) = ctx.saves.store.finish_match(replay, when) {
            println!("text-tour note: the {board:?} record is left out: {e}");
        }
    }
    for text in SHELF_ONLY {
        let record = MatchRecord::from_json(text.as_bytes()).expect("a corpus record");
        let when = record.finished_at.unwrap_or(0);
        let mut replay = Replay::new(record).expect("the record starts");
        replay.run_to_end().expect("the record replays");
        if let Err(e) = ctx.saves.store.finish_match(replay, when) {
            println!("text-tour note: a shelf record is left out: {e}");
        }
    }
}

/// More records for the Records shelf and the stats only (not played on
/// screen): a four-player row and a teams result are the longest on the
/// shelf, and more crokinole matches fill the stats' lines with long figures.
const SHELF_ONLY: [&str; 3] = [
    include_str!("../../../tests/records/pitchnut-four-players.json"),
    include_str!("../../../tests/records/crokinole-three-players-tournament.json"),
    include_str!("../../../tests/records/crokinole-teams-to-100.json"),
];

/// With `shots`, each screen is also saved there as NAME-LANG.png.
pub async fn run(ctx: &mut Context, shots: Option<&std::path::Path>) {
    fill_the_save(ctx);
    let chosen = *ctx.prefs();
    let mut under = 0;
    for lang in [Language::English, Language::French] {
        for (name, stop) in stops() {
            *ctx.saves.prefs_mut() = chosen;
            ctx.saves.prefs_mut().language = Some(lang);
            ctx.saves.prefs_mut().tutorial_seen = true;
            let shot = shots.map(|d| (d, format!("{name}-{lang:?}").to_lowercase()));
            // A stop may add a made-up player (the progress chart): none
            // of it outlives the stop, nor is saved.
            let kept = (
                ctx.saves.store.profiles().clone(),
                ctx.saves.store.practice().clone(),
                ctx.saves.store.stats().clone(),
            );
            let smallest = show(stop, ctx, shot).await;
            *ctx.saves.store.profiles_mut() = kept.0;
            *ctx.saves.store.practice_mut() = kept.1;
            *ctx.saves.store.stats_mut() = kept.2;
            let (size, text) = smallest.unwrap_or((f32::INFINITY, String::new()));
            if size < MIN_TEXT_PX {
                under += 1;
            }
            println!("text-tour: {name} {lang:?} {size:.1} {text:?}");
            if let Some(cut) = ctx.font.take_cut() {
                under += 1;
                println!("text-tour: {name} {lang:?} cut {cut:?}");
            }
        }
    }
    *ctx.saves.prefs_mut() = chosen;
    println!("text-tour: {under} screens with text under {MIN_TEXT_PX} px or cut inside a word");
}

/// Puts up `stop`, lets it settle for a few frames, and draws it; the
/// smallest text of the last frame drawn.
async fn show(
    stop: Stop,
    ctx: &mut Context,
    shot: Option<(&std::path::Path, String)>,
) -> Option<(f32, String)> {
    let (mut screen, banner) = match screen_of(stop, ctx) {
        Ok(s) => s,
        Err(why) => return Some((0.0, why)),
    };
    let mut smallest = None;
    for i in 0..3 {
        screen.update(&[], DT, ctx);
        clear_background(BLACK);
        set_default_camera();
        ctx.font.take_smallest();
        ctx.font.take_cut();
        screen.draw(ctx);
        if banner {
            ctx.saves.draw_banner(&ctx.font, &screen.banner_bands());
        }
        smallest = ctx.font.take_smallest();
        if let (2, Some((dir, name))) = (i, &shot) {
            save_screenshot(dir, name);
        }
        next_frame().await;
    }
    ctx.saves.hush();
    ctx.saves.dismiss_notices();
    smallest
}

/// The screen a stop shows, and whether a banner is up over it; or why it
/// could not be put up.
fn screen_of(stop: Stop, ctx: &mut Context) -> Result<(Box<dyn Screen>, bool), String> {
    let scripted = |mut p: PlayScreen| {
        p.set_scripted(true);
        p
    };
    let screen: Box<dyn Screen> = match stop {
        Stop::Play {
            settings,
            table,
            tutorial,
            paused,
        } => Box::new(match_stop(settings, table, tutorial, paused, ctx)?),
        Stop::RoundSummary => {
            let (moves, round) = first_round().ok_or("the record has no round")?;
            let p = PlayScreen::resume(replay_of(BoardKind::Crokinole, Some(moves)))
                .ok_or("the match did not resume")?;
            let mut p = scripted(p);
            // The first update reads the chosen language; the summary is in it.
            p.update(&[], DT, ctx);
            p.show_round_summary(&round);
            Box::new(p)
        }
        Stop::GameSummary => {
            let (moves, played) = first_game().ok_or("the record has no game")?;
            let p = PlayScreen::resume(replay_to(best_of_three(), Some(moves)))
                .ok_or("the match did not resume")?;
            let mut p = scripted(p);
            p.update(&[], DT, ctx);
            p.show_game_summary(&played);
            Box::new(p)
        }
        Stop::Result(board) => {
            let p = PlayScreen::resume(replay_of(board, None)).ok_or("the match did not resume")?;
            Box::new(scripted(p))
        }
        Stop::Toss(settings, table) => {
            ctx.saves.prefs_mut().table = table;
            let p = PlayScreen::new(settings, 1, ctx.profiles()).ok_or("no match")?;
            Box::new(scripted(p))
        }
        Stop::PassTo(board) => {
            // Two guests on the phone: the device changes hands.
            ctx.saves.prefs_mut().table = TableMode::PassAndPlay;
            let settings = Settings::default_for(board);
            let p =
                PlayScreen::new(settings, 1, ctx.profiles()).ok_or("the match did not start")?;
            let mut p = scripted(p);
            p.update(&[], DT, ctx);
            p.take_first_toss_choice();
            p.show_pass_to();
            Box::new(p)
        }
        flick @ (Stop::Flicked | Stop::Pulling) => {
            let croki = Settings::default_for(BoardKind::Crokinole);
            let mut p = match_stop(croki, TableMode::PassAndPlay, None, false, ctx)?;
            p.update(&[], DT, ctx);
            // A draw's strength: it comes to rest about the 15s.
            if matches!(flick, Stop::Flicked) {
                p.show_flick(1.6);
            } else {
                p.show_pull(1.6);
            }
            Box::new(p)
        }
        Stop::Made(make) => make(ctx),
        Stop::Menu(menu) => return menu_screen(menu, ctx),
    };
    Ok((screen, false))
}

/// A match just started with `settings`, the tutorial `tutorial` taps in,
/// paused if asked.
fn match_stop(
    settings: Settings,
    table: TableMode,
    tutorial: Option<usize>,
    paused: bool,
    ctx: &mut Context,
) -> Result<PlayScreen, String> {
    ctx.saves.prefs_mut().table = table;
    let mut p = PlayScreen::new(settings, 1, ctx.profiles()).ok_or("the match did not start")?;
    p.set_scripted(true);
    // The aids a new match gets in the game (`PlayScreen::start`).
    p.set_aids(settings.aids(ctx.prefs().aids()));
    // Past the toss (a stop of its own), in the language the update reads.
    if p.toss_due() {
        p.update(&[], DT, ctx);
        p.take_first_toss_choice();
    }
    let mut t = 0.0;
    if let Some(step) = tutorial {
        p.start_tutorial();
        p.update(&[], DT, ctx);
        for _ in 0..step {
            t += 0.1;
            p.update(&tap(t), DT, ctx);
        }
    }
    if paused {
        p.pause_now();
    }
    Ok(p)
}

/// A menu screen, with the save's banner or notice up where the stop asks.
fn menu_screen(menu: Menu, ctx: &mut Context) -> Result<(Box<dyn Screen>, bool), String> {
    let first = ctx.profiles().list.first().map_or(1, |p| p.id);
    let banner = matches!(menu, Menu::SaveBanner | Menu::SetupBanner);
    let screen: Box<dyn Screen> = match menu {
        Menu::Title => Box::new(TitleScreen::default()),
        Menu::Setup(kind) => Box::new(SetupScreen::new(kind)),
        Menu::SetupBanner => Box::new(SetupScreen::new(BoardKind::Crokinole)),
        Menu::Settings => Box::new(SettingsScreen::default()),
        Menu::Players => Box::new(PlayersScreen::new()),
        Menu::AddPlayer => Box::new(PlayersScreen::adding()),
        Menu::Records | Menu::SaveBanner => Box::new(RecordsScreen::new(&mut ctx.saves)),
        Menu::Rules(kind) => Box::new(RulesScreen::new(kind)),
        Menu::Watch(board) => Box::new(ReplayView::new(record(board)).map_err(|e| e.to_string())?),
        Menu::PlayerStats => Box::new(PlayersScreen::showing(first)),
        Menu::DeletePlayer => Box::new(PlayersScreen::deleting(first)),
        Menu::SaveNotice => {
            let lang = ctx.prefs().language.unwrap_or(Language::English);
            let why = "No space left on device (os error 28)";
            ctx.saves
                .notify(super::super::words::text::save_failed(lang, why));
            Box::new(TitleScreen::default())
        }
    };
    if banner {
        let lang = ctx.prefs().language.unwrap_or(Language::English);
        let place = "/home/ana/Downloads/crokinole-20260412-183502-Ana-Club.json";
        let taken = "29 May 2026 · Pitchnut · Ana v AI (Club) v Ben v AI (Club)";
        let said = match menu {
            Menu::SetupBanner => super::super::words::text::imported(lang, taken),
            _ => super::super::words::text::exported(lang, place),
        };
        ctx.saves.say(said);
    }
    Ok((screen, banner))
}
