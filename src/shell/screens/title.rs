//! The title screen: the name and one big button per game.

use super::super::draw::glyphs::Font;
use super::super::draw::paint::{self, fade};
use super::super::platform::density::{screen_height, screen_width};
use super::super::platform::input::{PointerEvent, PointerPhase};
use super::super::rules::RulesScreen;
use super::super::stack::Screen;
use super::super::stack::saves::Saves;
use super::super::stack::test_report;
use super::super::stack::{Transition, context::Context};
use super::super::ui;
use super::super::ui::icons::Icon;
use super::super::words::text::{self, T, tr};
use super::players::PlayersScreen;
use super::practice_pick::PracticePick;
use super::records::RecordsScreen;
use super::resuming::ResumingScreen;
use super::settings::SettingsScreen;
use super::setup::SetupScreen;
use super::title_art;
use flickwood_core::save::Language;
use flickwood_core::spec::BoardKind;
use macroquad::prelude::*;

mod heading;
use heading::*;

#[derive(Default)]
pub struct TitleScreen {
    /// The button under a finger that is still down, and that finger's id.
    held: Option<(Choice, u64)>,
    /// The notice panel's OK or the Resume button under a finger.
    saves_held: Option<(SavesButton, u64)>,
    /// The Resume button showed at the last update (for the test report).
    resume_shown: bool,
}

/// The title's buttons that belong to the save.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SavesButton {
    /// Dismisses the notices.
    Ok,
    Resume,
}

/// A button of the title screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    Game(BoardKind),
    Rules,
    Players,
    Records,
    Settings,
    Practice,
}

impl Choice {
    fn icon(self) -> Icon {
        match self {
            Choice::Game(BoardKind::Crokinole) => Icon::Crokinole,
            Choice::Game(BoardKind::Pitchnut) => Icon::Pitchnut,
            Choice::Rules => Icon::Rules,
            Choice::Players => Icon::Players,
            Choice::Records => Icon::Records,
            Choice::Settings => Icon::Settings,
            Choice::Practice => Icon::Practice,
        }
    }

    /// The screen this choice opens, over the title.
    fn open(self, ctx: &mut Context) -> Transition {
        Transition::Push(match self {
            Choice::Game(kind) => Box::new(SetupScreen::new(kind)),
            Choice::Rules => Box::new(RulesScreen::new(BoardKind::Crokinole)),
            Choice::Players => Box::new(PlayersScreen::new()),
            Choice::Records => Box::new(RecordsScreen::new(&mut ctx.saves)),
            Choice::Settings => Box::new(SettingsScreen::default()),
            Choice::Practice => Box::new(PracticePick::new()),
        })
    }
}

/// The row of smaller buttons under the two games.
/// A menu button narrower than this makes the menu two rows of two.
const MENU_MIN_W: f32 = 100.0;

fn menu_layout() -> [(Choice, T, Rect); 4] {
    let (w, h) = (screen_width(), screen_height());
    let games = layout();
    let top = games[0].2.bottom().max(games[1].2.bottom());
    let left = games[0].2.x.min(games[1].2.x);
    let right = games[0].2.right().max(games[1].2.right());
    let gap = (w * 0.015).clamp(8.0, 20.0);
    // At least 48 px high: a finger's width.
    let bh = (h * 0.075).clamp(48.0, 72.0);
    // Four across, or on a narrow phone two rows of two, so each word has
    // room at a readable size.
    let cols = if ((right - left) - gap * 3.0) / 4.0 < MENU_MIN_W {
        2.0
    } else {
        4.0
    };
    let rows = 4.0 / cols;
    let y = (top + gap * 2.0).min(h - rows * bh - (rows - 1.0) * gap - gap * 3.0);
    let bw = ((right - left) - gap * (cols - 1.0)) / cols;
    let items = [
        (Choice::Rules, T::Rules),
        (Choice::Players, T::Players),
        (Choice::Records, T::Records),
        (Choice::Settings, T::Settings),
    ];
    items.map(|(c, label)| {
        let i = items.iter().position(|it| it.0 == c).unwrap_or(0) as f32;
        let (col, row) = (i % cols, (i / cols).floor());
        let r = Rect::new(left + col * (bw + gap), y + row * (bh + gap), bw, bh);
        (c, label, r)
    })
}

/// The bottom of the lowest button: the foot keeps below it.
fn menu_floor() -> f32 {
    menu_layout()
        .iter()
        .map(|(_, _, r)| r.bottom())
        .fold(0.0, f32::max)
}

/// Practice, in the top right corner (the menu row keeps its places).
fn practice_rect() -> Rect {
    let w = screen_width();
    let bw = (w * 0.46).min(230.0);
    Rect::new(w - bw - 14.0, 14.0, bw, 52.0)
}

/// Practice's words: the size that leaves its icon room beside them in
/// either language ("Entraînement" with its target, as "Practice").
fn practice_size(label: &str, font: &Font) -> f32 {
    let r = practice_rect();
    let icon = r.h * 0.46 * 1.4;
    ui::fit_size(label, font, ui::BUTTON_PX, r.w - 18.0 - icon).max(ui::MIN_TEXT_PX)
}

/// Every button: the games, the menu row, then Practice.
fn buttons() -> Vec<(Choice, T, Rect)> {
    let mut all: Vec<_> = layout()
        .into_iter()
        .map(|(k, label, r)| (Choice::Game(k), label, r))
        .collect();
    all.extend(menu_layout());
    all.push((Choice::Practice, T::Practice, practice_rect()));
    all
}

fn layout() -> [(BoardKind, T, Rect); 2] {
    let (w, h) = (screen_width(), screen_height());
    let bw = (w * 0.34).clamp(200.0, 420.0);
    let gap = (w * 0.04).clamp(16.0, 60.0);
    let portrait = w < h;
    let y = h * 0.58;
    if portrait {
        // Under the title, leaving room below for the menu's two rows.
        let bh = (h * 0.12).clamp(64.0, 140.0);
        let bw = (w * 0.7).min(420.0);
        let x = (w - bw) * 0.5;
        let top = h * 0.46;
        [
            (
                BoardKind::Crokinole,
                T::Crokinole,
                Rect::new(x, top, bw, bh),
            ),
            (
                BoardKind::Pitchnut,
                T::Pitchnut,
                Rect::new(x, top + bh + gap, bw, bh),
            ),
        ]
    } else {
        let bh = (h * 0.16).clamp(70.0, 140.0);
        let x0 = w * 0.5 - bw - gap * 0.5;
        [
            (BoardKind::Crokinole, T::Crokinole, Rect::new(x0, y, bw, bh)),
            (
                BoardKind::Pitchnut,
                T::Pitchnut,
                Rect::new(x0 + bw + gap, y, bw, bh),
            ),
        ]
    }
}

impl TitleScreen {
    /// The centre of a game's button, for the web test to tap.
    pub fn button_centre(kind: BoardKind) -> Vec2 {
        layout()
            .into_iter()
            .find(|b| b.0 == kind)
            .map_or(Vec2::ZERO, |(_, _, r)| r.center())
    }

    /// The menu's taps: a game, or another screen.
    fn choose(&mut self, events: &[PointerEvent], ctx: &mut Context) -> Transition {
        for e in events {
            let hit = buttons()
                .into_iter()
                .find(|(_, _, r)| r.contains(e.pos))
                .map(|b| b.0);
            match e.phase {
                PointerPhase::Down => {
                    if let Some(choice) = hit {
                        self.held = Some((choice, e.id));
                    }
                }
                PointerPhase::Up => {
                    if let Some((choice, id)) = self.held.take()
                        && id == e.id
                        && hit == Some(choice)
                    {
                        return choice.open(ctx);
                    }
                }
                PointerPhase::Cancel => self.held = None,
                PointerPhase::Move => {}
            }
        }
        Transition::Stay
    }

    fn draw_menu(&self, ctx: &Context) {
        let (c, big) = ui::table_top(&ctx.wood.walnut);
        paint::ring(c, 0.0, big * 0.3, fade(WHITE, 0.07), fade(WHITE, 0.0), 96);
        let art = art_places(&ctx.display, &ctx.font, ctx.lang());
        title_art::draw(&art, &ctx.wood.walnut, &ctx.wood.cherry);
        let sub = draw_heading(ctx);
        self.draw_buttons(ctx);
        draw_foot(ctx, sub, menu_floor());
    }

    /// The two games, the menu row and Practice.
    fn draw_buttons(&self, ctx: &Context) {
        let font = &ctx.font;
        let lang = ctx.lang();
        for (choice, label, r) in layout()
            .into_iter()
            .map(|(k, label, r)| (Choice::Game(k), label, r))
        {
            let pressed = self.held.is_some_and(|(c, _)| c == choice);
            let size = (r.h * 0.36).clamp(20.0, 48.0);
            let (label, cherry) = (tr(lang, label), &ctx.wood.cherry);
            ui::icon_button(r, choice.icon(), label, size, cherry, pressed, &ctx.display);
        }
        let menu = menu_layout();
        // One size for the row: the largest at which every word fits,
        // beside its icon if that costs the words no more than a fifth
        // (icons on every button of the row or on none).
        let row_size = |icons: bool| {
            menu.iter()
                .map(|(_, label, r)| {
                    let wanted = (r.h * 0.4).clamp(14.0, 26.0);
                    let icon = if icons { r.h * 0.46 * 1.4 + 4.0 } else { 0.0 };
                    let room = r.w - 14.0 - icon;
                    ui::fit_size(tr(lang, *label), font, wanted, room).max(ui::MIN_TEXT_PX)
                })
                .fold(f32::MAX, f32::min)
        };
        let (plain, beside) = (row_size(false), row_size(true));
        let icons = beside >= plain * 0.8;
        let small = if icons { beside } else { plain };
        for (choice, label, r) in menu {
            let pressed = self.held.is_some_and(|(c, _)| c == choice);
            let (label, walnut) = (tr(lang, label), &ctx.wood.walnut);
            if icons {
                ui::icon_button(r, choice.icon(), label, small, walnut, pressed, font);
            } else {
                ui::button(r, label, small, walnut, pressed, font);
            }
        }
        let pr = practice_rect();
        let label = tr(lang, T::Practice);
        let ps = practice_size(label, font);
        let held = self.held.is_some_and(|(c, _)| c == Choice::Practice);
        let icon = Choice::Practice.icon();
        ui::icon_button(pr, icon, label, ps, &ctx.wood.cherry, held, font);
    }

    /// The Resume button: between the subtitle and the games, when a match
    /// is saved.
    fn resume_rect() -> Rect {
        let (w, h) = (screen_width(), screen_height());
        let title = (w.min(h * 1.4) * 0.12).clamp(36.0, 130.0);
        let sub = (title * 0.26).clamp(14.0, 30.0);
        let top = h * 0.27 + title * 0.62 + sub;
        let games = layout();
        let bottom = games[0].2.y.min(games[1].2.y);
        let bh = ((bottom - top) * 0.62).clamp(48.0, 68.0);
        let bw = (w * 0.6).min(440.0);
        let y = (top + bottom) * 0.5 - bh * 0.5;
        Rect::new((w - bw) * 0.5, y, bw, bh)
    }

    /// The notice panel and its OK button.
    fn notice_layout(notices: &[String], font: &Font) -> (Rect, Vec<String>, f32, Rect) {
        let (w, h) = (screen_width(), screen_height());
        let pw = (w * 0.88).min(760.0);
        let size = ui::on_scale(h * 0.03).clamp(ui::CAPTION_PX, ui::BUTTON_PX);
        let mut lines = Vec::new();
        // The newest few: older ones were about the same start-up.
        let shown = &notices[notices.len().saturating_sub(4)..];
        for (i, n) in shown.iter().enumerate() {
            if i > 0 {
                lines.push(String::new());
            }
            lines.extend(ui::wrap(n, font, size, pw - 64.0));
        }
        let bh = 56.0;
        let ph = (lines.len() as f32 * size * 1.4 + size * 3.4 + bh + 40.0).min(h * 0.92);
        let panel = Rect::new((w - pw) * 0.5, (h - ph) * 0.5, pw, ph);
        let bw = 200.0f32.min(pw * 0.6);
        let ok = Rect::new(
            panel.center().x - bw * 0.5,
            panel.bottom() - bh - 22.0,
            bw,
            bh,
        );
        (panel, lines, size, ok)
    }

    /// The save's part of the title: while notices are up they take every
    /// touch (OK dismisses them); otherwise the Resume button. None leaves
    /// the events to the other buttons.
    fn update_saves(
        &mut self,
        events: &[PointerEvent],
        saves: &mut Saves,
        font: &Font,
    ) -> Option<Transition> {
        let modal = !saves.notices.is_empty();
        let resume = !modal && saves.store.has_resume();
        self.resume_shown = resume;
        if !modal && !resume {
            self.saves_held = None;
            return None;
        }
        let ok = modal.then(|| Self::notice_layout(&saves.notices, font).3);
        let mut used = modal;
        for e in events {
            let hit = match ok {
                Some(ok) => ok.contains(e.pos).then_some(SavesButton::Ok),
                None => Self::resume_rect()
                    .contains(e.pos)
                    .then_some(SavesButton::Resume),
            };
            match e.phase {
                PointerPhase::Down => {
                    if let Some(b) = hit {
                        self.saves_held = Some((b, e.id));
                        used = true;
                    }
                }
                PointerPhase::Up => {
                    if let Some((b, id)) = self.saves_held.take()
                        && id == e.id
                    {
                        used = true;
                        if hit == Some(b) {
                            match b {
                                SavesButton::Ok => {
                                    saves.dismiss_notices();
                                    return Some(Transition::Stay);
                                }
                                SavesButton::Resume => {
                                    // The saved match, replayed a slice a frame.
                                    return Some(match saves.start_resume() {
                                        Some(r) => {
                                            Transition::Push(Box::new(ResumingScreen::new(r)))
                                        }
                                        None => Transition::Stay,
                                    });
                                }
                            }
                        }
                    }
                }
                PointerPhase::Cancel => self.saves_held = None,
                PointerPhase::Move => {}
            }
        }
        used.then_some(Transition::Stay)
    }

    /// Draws the Resume button and, over everything, the notices.
    fn draw_saves(&self, ctx: &Context) {
        let saves = &ctx.saves;
        let font = &ctx.font;
        if saves.store.has_resume() {
            let r = Self::resume_rect();
            let pressed = self
                .saves_held
                .is_some_and(|(b, _)| b == SavesButton::Resume);
            let game = saves.store.data().resume.as_ref().map(|m| m.game);
            let label = text::resume_match(ctx.lang(), game);
            let size = ui::button_px(r.h * 0.4);
            let cherry = &ctx.wood.cherry;
            ui::icon_button(r, Icon::Resume, &label, size, cherry, pressed, font);
        }
        if saves.notices.is_empty() {
            return;
        }
        let (w, h) = (screen_width(), screen_height());
        draw_rectangle(0.0, 0.0, w, h, fade(BLACK, 0.55));
        let (panel, lines, size, ok) = Self::notice_layout(&saves.notices, font);
        ui::panel(
            panel,
            16.0,
            4.0,
            Color::new(0.22, 0.12, 0.06, 1.0),
            &ctx.wood.walnut,
            0.6,
            Color::new(0.62, 0.56, 0.5, 1.0),
        );
        let cream = Color::new(1.0, 0.94, 0.82, 1.0);
        let heading = text::about_saves(ctx.lang());
        ui::text_centered(
            &heading,
            vec2(panel.center().x, panel.y + size * 1.7),
            size * 1.2,
            cream,
            &ctx.display,
        );
        for (i, line) in lines.iter().enumerate() {
            ui::text_left(
                line,
                vec2(panel.x + 32.0, panel.y + size * 3.6 + i as f32 * size * 1.4),
                size,
                cream,
                font,
            );
        }
        let pressed = self.saves_held.is_some_and(|(b, _)| b == SavesButton::Ok);
        ui::icon_button(
            ok,
            Icon::Done,
            "OK",
            ui::HEADING_PX,
            &ctx.wood.cherry,
            pressed,
            font,
        );
    }
}

impl Screen for TitleScreen {
    fn update(&mut self, events: &[PointerEvent], _dt: f32, ctx: &mut Context) -> Transition {
        match self.update_saves(events, &mut ctx.saves, &ctx.font) {
            Some(t) => t,
            None => self.choose(events, ctx),
        }
    }

    fn draw(&self, ctx: &Context) {
        self.draw_menu(ctx);
        self.draw_saves(ctx);
    }

    fn report(&self) -> test_report::State {
        test_report::State {
            screen: "title".into(),
            tap: Some(test_report::css(TitleScreen::button_centre(
                BoardKind::Crokinole,
            ))),
            pitchnut: Some(test_report::css(TitleScreen::button_centre(
                BoardKind::Pitchnut,
            ))),
            records: menu_layout()
                .into_iter()
                .find(|b| b.0 == Choice::Records)
                .map(|(_, _, r)| test_report::css(r.center())),
            resume: self.resume_shown.then(|| {
                let r = TitleScreen::resume_rect();
                test_report::css(vec2(r.x + r.w * 0.5, r.y + r.h * 0.5))
            }),
            ..Default::default()
        }
    }

    /// The title shows the saves' notices itself.
    fn banner(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests;
