//! The title screen: the name and one big button per game.

use super::app::{Assets, Next};
use super::input::{PointerEvent, PointerPhase};
use super::paint::{self, fade};
use super::ui;
use flickwood::spec::BoardKind;
use macroquad::prelude::*;

#[derive(Default)]
pub struct TitleScreen {
    /// The button under a finger that is still down, and that finger's id.
    held: Option<(BoardKind, u64)>,
}

fn layout() -> [(BoardKind, &'static str, Rect); 2] {
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
                "Crokinole",
                Rect::new(x, h * 0.5, bw, bh),
            ),
            (
                BoardKind::Pitchnut,
                "Pitchnut",
                Rect::new(x, h * 0.5 + bh + gap, bw, bh),
            ),
        ]
    } else {
        let x0 = w * 0.5 - bw - gap * 0.5;
        [
            (BoardKind::Crokinole, "Crokinole", Rect::new(x0, y, bw, bh)),
            (
                BoardKind::Pitchnut,
                "Pitchnut",
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
            let hit = layout()
                .into_iter()
                .find(|(_, _, r)| r.contains(e.pos))
                .map(|b| b.0);
            match e.phase {
                PointerPhase::Down => {
                    if let Some(kind) = hit {
                        self.held = Some((kind, e.id));
                    }
                }
                PointerPhase::Up => {
                    if let Some((kind, id)) = self.held.take()
                        && id == e.id
                        && hit == Some(kind)
                    {
                        return Next::Setup(kind);
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
        let subtitle = "the French-Canadian flicking board games";
        let sub = ui::fit_size(subtitle, font, (title * 0.26).clamp(14.0, 30.0), w * 0.92);
        ui::text_centered(
            subtitle,
            vec2(w * 0.5, ty + title * 0.62),
            sub,
            Color::new(0.92, 0.82, 0.66, 0.85),
            font,
        );
        for (kind, label, r) in layout() {
            let pressed = self.held.is_some_and(|(k, _)| k == kind);
            let size = (r.h * 0.36).clamp(20.0, 48.0);
            ui::button(r, label, size, &assets.wood.cherry, pressed, font);
        }
        let lines: &[&str] = if w >= h {
            &[
                "Crokinole (pichenotte): round board, 20 hole, pegs   ·   Pitchnut: square board, corner pockets",
            ]
        } else {
            &[
                "Crokinole (pichenotte): round board, 20 hole, pegs",
                "Pitchnut: square board, corner pockets",
            ]
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
