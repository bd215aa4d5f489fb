//! The title screen: the name and one big button per game.

use super::app::{Assets, Next};
use super::input::{PointerEvent, PointerPhase};
use super::paint::{self, fade};
use super::text::{self, T, tr};
use super::ui;
use flickwood::spec::BoardKind;
use macroquad::prelude::*;

#[derive(Default)]
pub struct TitleScreen {
    /// The button under a finger that is still down, and that finger's id.
    held: Option<(Choice, u64)>,
}

/// A button of the title screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    Game(BoardKind),
    Rules,
    Players,
    Records,
    Settings,
}

impl Choice {
    fn next(self) -> Next {
        match self {
            Choice::Game(kind) => Next::Setup(kind),
            Choice::Rules => Next::Rules,
            Choice::Players => Next::Players,
            Choice::Records => Next::Records,
            Choice::Settings => Next::Settings,
        }
    }
}

/// The row of smaller buttons under the two games.
fn menu_layout() -> [(Choice, T, Rect); 4] {
    let (w, h) = (screen_width(), screen_height());
    let games = layout();
    let top = games[0].2.bottom().max(games[1].2.bottom());
    let left = games[0].2.x.min(games[1].2.x);
    let right = games[0].2.right().max(games[1].2.right());
    let gap = (w * 0.015).clamp(8.0, 20.0);
    // At least 48 px high: a finger's width.
    let bh = (h * 0.075).clamp(48.0, 72.0);
    let y = (top + gap * 2.0).min(h - bh - gap * 3.0);
    let bw = ((right - left) - gap * 3.0) / 4.0;
    let items = [
        (Choice::Rules, T::Rules),
        (Choice::Players, T::Players),
        (Choice::Records, T::Records),
        (Choice::Settings, T::Settings),
    ];
    items.map(|(c, label)| {
        let i = items.iter().position(|it| it.0 == c).unwrap_or(0) as f32;
        (c, label, Rect::new(left + i * (bw + gap), y, bw, bh))
    })
}

/// Every button: the games, then the menu row.
fn buttons() -> Vec<(Choice, T, Rect)> {
    let mut all: Vec<_> = layout()
        .into_iter()
        .map(|(k, label, r)| (Choice::Game(k), label, r))
        .collect();
    all.extend(menu_layout());
    all
}

fn layout() -> [(BoardKind, T, Rect); 2] {
    let (w, h) = (screen_width(), screen_height());
    let bw = (w * 0.34).clamp(200.0, 420.0);
    let bh = (h * 0.16).clamp(70.0, 140.0);
    let gap = (w * 0.04).clamp(16.0, 60.0);
    let portrait = w < h;
    let y = h * 0.58;
    if portrait {
        let bw = (w * 0.7).min(420.0);
        let x = (w - bw) * 0.5;
        [
            (
                BoardKind::Crokinole,
                T::Crokinole,
                Rect::new(x, h * 0.5, bw, bh),
            ),
            (
                BoardKind::Pitchnut,
                T::Pitchnut,
                Rect::new(x, h * 0.5 + bh + gap, bw, bh),
            ),
        ]
    } else {
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

    pub fn update(&mut self, events: &[PointerEvent]) -> Next {
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
                        return choice.next();
                    }
                }
                PointerPhase::Cancel => self.held = None,
                PointerPhase::Move => {}
            }
        }
        Next::Stay
    }

    pub fn draw(&self, assets: &Assets) {
        let (w, h) = (screen_width(), screen_height());
        let (c, big) = ui::table_top(&assets.wood.walnut);
        paint::ring(c, 0.0, big * 0.3, fade(WHITE, 0.07), fade(WHITE, 0.0), 96);

        let font = &assets.font;
        let lang = text::language(&assets.prefs);
        let title = (w.min(h * 1.4) * 0.12).clamp(36.0, 130.0);
        let ty = h * 0.27;
        ui::text_centered(
            "Flickwood",
            vec2(w * 0.5 + 3.0, ty + 4.0),
            title,
            fade(BLACK, 0.6),
            font,
        );
        ui::text_centered(
            "Flickwood",
            vec2(w * 0.5, ty),
            title,
            Color::new(0.98, 0.9, 0.72, 1.0),
            font,
        );
        let subtitle = tr(lang, T::Subtitle);
        let sub = ui::fit_size(subtitle, font, (title * 0.26).clamp(14.0, 30.0), w * 0.92);
        ui::text_centered(
            subtitle,
            vec2(w * 0.5, ty + title * 0.62),
            sub,
            Color::new(0.92, 0.82, 0.66, 0.85),
            font,
        );
        for (choice, label, r) in layout()
            .into_iter()
            .map(|(k, label, r)| (Choice::Game(k), label, r))
        {
            let pressed = self.held.is_some_and(|(c, _)| c == choice);
            let size = (r.h * 0.36).clamp(20.0, 48.0);
            ui::button(r, tr(lang, label), size, &assets.wood.cherry, pressed, font);
        }
        let menu = menu_layout();
        let small = menu
            .iter()
            .map(|(_, label, r)| {
                ui::fit_size(
                    tr(lang, *label),
                    font,
                    (r.h * 0.4).clamp(14.0, 26.0),
                    r.w * 0.86,
                )
            })
            .fold(f32::MAX, f32::min);
        for (choice, label, r) in menu {
            let pressed = self.held.is_some_and(|(c, _)| c == choice);
            ui::button(
                r,
                tr(lang, label),
                small,
                &assets.wood.walnut,
                pressed,
                font,
            );
        }
        let (croki, pitch) = (tr(lang, T::FootCrokinole), tr(lang, T::FootPitchnut));
        let lines: Vec<String> = if w >= h {
            vec![format!("{croki}   ·   {pitch}")]
        } else {
            vec![croki.to_string(), pitch.to_string()]
        };
        let foot = lines
            .iter()
            .map(|l| ui::fit_size(l, font, (sub * 0.8).max(12.0), w * 0.94))
            .fold(f32::MAX, f32::min);
        for (i, line) in lines.iter().enumerate() {
            let y = h - foot * (1.6 * (lines.len() - i) as f32 + 0.4);
            ui::text_centered(
                line,
                vec2(w * 0.5, y),
                foot,
                Color::new(0.9, 0.8, 0.65, 0.6),
                font,
            );
        }
    }
}
