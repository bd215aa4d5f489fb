//! Practice, first screen: who practises, which game, how many shots, and
//! the drills; a drill tapped starts at once (`practice_screen.rs`).

use super::super::platform::density::{screen_height, screen_width};
use super::super::platform::input::PointerEvent;
use super::super::stack::Screen;
use super::super::stack::test_report;
use super::super::stack::{Transition, context::Context};
use super::super::ui;
use super::super::ui::taps::Taps;
use super::super::words::practice_words as pw;
use super::super::words::text::{self, T, tr};
use super::practice_drill::DrillScreen;
use super::records::{HEADER_H, back_rect, draw_header};
use flickwood_core::practice::Drill;
use flickwood_core::save::{Language, ProfileId, Profiles};
use flickwood_core::spec::BoardKind;
use macroquad::prelude::*;

/// Shots a session may have.
pub const ATTEMPT_CHOICES: [u32; 4] = [10, 20, 25, 50];

/// What the picker chose: the drill screen starts from it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrillStart {
    pub drill: Drill,
    /// None: a guest (nothing is kept).
    pub player: Option<ProfileId>,
    pub attempts: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Button {
    Back,
    Player,
    Game,
    Attempts,
    Drill(usize),
}

pub struct PracticePick {
    taps: Taps<Button>,
    /// Index into the profiles, then one more for a guest.
    player: usize,
    game: BoardKind,
    attempts: usize,
}

impl PracticePick {
    pub fn new() -> PracticePick {
        PracticePick {
            taps: Taps::default(),
            player: 0,
            game: BoardKind::Crokinole,
            attempts: 1,
        }
    }

    fn player_id(&self, profiles: &Profiles) -> Option<ProfileId> {
        profiles.list.get(self.player).map(|p| p.id)
    }

    fn player_label(&self, lang: Language, profiles: &Profiles) -> String {
        profiles
            .list
            .get(self.player)
            .map_or_else(|| tr(lang, T::Guest).to_string(), |p| p.name.clone())
    }
}

fn portrait() -> bool {
    screen_width() < screen_height()
}

/// The three choices across, under the header.
fn controls() -> [Rect; 3] {
    let w = screen_width();
    let lw = (w - 32.0).min(900.0);
    let x0 = (w - lw) * 0.5;
    let gap = 10.0;
    let bw = (lw - 2.0 * gap) / 3.0;
    let y = HEADER_H + 10.0;
    [0.0, 1.0, 2.0].map(|i| Rect::new(x0 + i * (bw + gap), y, bw, 50.0))
}

/// Drill `i` of `n`: one column on a phone held upright, two otherwise.
fn drill_rect(i: usize, n: usize) -> Rect {
    let (w, h) = (screen_width(), screen_height());
    let lw = (w - 32.0).min(900.0);
    let x0 = (w - lw) * 0.5;
    let cols = if portrait() { 1 } else { 2 };
    let rows = n.div_ceil(cols);
    let top = controls()[0].bottom() + 14.0;
    let gap = 6.0;
    let rh = ((h - top - 12.0) / rows as f32 - gap).clamp(40.0, 60.0);
    let cw = (lw - gap * (cols as f32 - 1.0)) / cols as f32;
    let (c, r) = (i % cols, i / cols);
    Rect::new(
        x0 + c as f32 * (cw + gap),
        top + r as f32 * (rh + gap),
        cw,
        rh,
    )
}

impl Screen for PracticePick {
    fn update(&mut self, events: &[PointerEvent], _dt: f32, ctx: &mut Context) -> Transition {
        let drills = Drill::of(self.game);
        let ctl = controls();
        for e in events {
            let hit = if back_rect().contains(e.pos) {
                Some(Button::Back)
            } else if ctl[0].contains(e.pos) {
                Some(Button::Player)
            } else if ctl[1].contains(e.pos) {
                Some(Button::Game)
            } else if ctl[2].contains(e.pos) {
                Some(Button::Attempts)
            } else {
                (0..drills.len())
                    .find(|&i| drill_rect(i, drills.len()).contains(e.pos))
                    .map(Button::Drill)
            };
            match self.taps.feed(e, hit) {
                Some(Button::Back) => return Transition::Title,
                Some(Button::Player) => {
                    self.player = (self.player + 1) % (ctx.profiles().list.len() + 1)
                }
                Some(Button::Game) => {
                    self.game = match self.game {
                        BoardKind::Crokinole => BoardKind::Pitchnut,
                        BoardKind::Pitchnut => BoardKind::Crokinole,
                    }
                }
                Some(Button::Attempts) => {
                    self.attempts = (self.attempts + 1) % ATTEMPT_CHOICES.len()
                }
                Some(Button::Drill(i)) => {
                    return DrillScreen::open(
                        DrillStart {
                            drill: drills[i],
                            player: self.player_id(ctx.profiles()),
                            attempts: ATTEMPT_CHOICES[self.attempts],
                        },
                        ctx,
                    );
                }
                None => {}
            }
        }
        Transition::Stay
    }

    fn draw(&self, ctx: &Context) {
        let font = &ctx.font;
        let lang = text::language(ctx.prefs());
        ui::table_top(&ctx.wood.walnut);
        draw_header(tr(lang, T::Practice), self.taps.is_held(Button::Back), ctx);
        let ctl = controls();
        let game = match self.game {
            BoardKind::Crokinole => text::tr(lang, text::T::Crokinole),
            BoardKind::Pitchnut => text::tr(lang, text::T::Pitchnut),
        };
        let labels = [
            (Button::Player, self.player_label(lang, ctx.profiles())),
            (Button::Game, game.to_string()),
            (
                Button::Attempts,
                pw::attempts(lang, ATTEMPT_CHOICES[self.attempts]),
            ),
        ];
        for (r, (b, label)) in ctl.iter().zip(labels) {
            let s = ui::fit_size(&label, font, 20.0, r.w - 16.0).max(12.0);
            ui::button(*r, &label, s, &ctx.wood.cherry, self.taps.is_held(b), font);
        }
        let drills = Drill::of(self.game);
        for (i, d) in drills.iter().enumerate() {
            let r = drill_rect(i, drills.len());
            let label = pw::drill_name(lang, *d);
            let s = ui::fit_size(&label, font, 20.0, r.w - 20.0).max(12.0);
            let held = self.taps.is_held(Button::Drill(i));
            ui::button(r, &label, s, &ctx.wood.walnut, held, font);
        }
    }

    fn report(&self) -> test_report::State {
        test_report::State {
            screen: "practice".into(),
            ..Default::default()
        }
    }
}
