//! Practice, first screen: who practises, which game, how many shots, and
//! the drills; a drill tapped starts at once (`practice_screen.rs`).

use super::super::draw::glyphs::Font;
use super::super::draw::paint::fade;
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
    // As tall as the screen allows (a tablet's lower half was bare), each
    // then with its goal under its name (`CAPTIONED_H`).
    let rh = ((h - top - 12.0) / rows as f32 - gap).clamp(40.0, 120.0);
    // A few drills (pitchnut's) sit in the middle of the room, not at its top.
    let block = rows as f32 * (rh + gap) - gap;
    let top = top + ((h - 12.0 - top - block) * 0.5).max(0.0);
    let cw = (lw - gap * (cols as f32 - 1.0)) / cols as f32;
    let (c, r) = (i % cols, i / cols);
    Rect::new(
        x0 + c as f32 * (cw + gap),
        top + r as f32 * (rh + gap),
        cw,
        rh,
    )
}

/// A drill button at least this tall (px) says its goal under its name.
const CAPTIONED_H: f32 = 76.0;

/// A drill button's words: its name alone, or with its goal under it.
enum DrillWords {
    Name(String, f32),
    Captioned {
        name: String,
        size: f32,
        goal: Vec<String>,
        goal_size: f32,
    },
}

/// Drill `d`'s words on its button `r`: the goal under the name on two
/// lines at most, 13 px or more, where the button is tall enough and they
/// fit; else the name alone.
fn drill_words(lang: Language, d: Drill, r: Rect, font: &Font) -> DrillWords {
    let name = pw::drill_name(lang, d);
    let size = ui::fit_size(&name, font, ui::BUTTON_PX, r.w - 20.0).max(ui::MIN_TEXT_PX);
    if r.h >= CAPTIONED_H {
        let room = r.h - 12.0 - size * 1.3;
        let text = pw::drill_goal(lang, d);
        for goal_size in [ui::CAPTION_PX, 14.0, 13.0] {
            let goal = ui::wrap(&text, font, goal_size, r.w - 28.0);
            if goal.len() <= 2 && goal.len() as f32 * goal_size * 1.25 <= room {
                return DrillWords::Captioned {
                    name,
                    size,
                    goal,
                    goal_size,
                };
            }
        }
    }
    DrillWords::Name(name, size)
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
            let s = ui::fit_size(&label, font, ui::BUTTON_PX, r.w - 16.0).max(ui::MIN_TEXT_PX);
            ui::button(*r, &label, s, &ctx.wood.cherry, self.taps.is_held(b), font);
        }
        let drills = Drill::of(self.game);
        for (i, d) in drills.iter().enumerate() {
            let r = drill_rect(i, drills.len());
            let held = self.taps.is_held(Button::Drill(i));
            match drill_words(lang, *d, r, font) {
                DrillWords::Name(label, s) => {
                    ui::button(r, &label, s, &ctx.wood.walnut, held, font)
                }
                DrillWords::Captioned {
                    name,
                    size,
                    goal,
                    goal_size,
                } => {
                    ui::button(r, "", size, &ctx.wood.walnut, held, font);
                    let cream = Color::new(0.98, 0.92, 0.8, 1.0);
                    let dy = if held { 2.0 } else { 0.0 };
                    let block = size * 1.3 + goal.len() as f32 * goal_size * 1.25;
                    let top = r.center().y - block * 0.5 + dy;
                    let at = vec2(r.center().x, top + size * 0.5);
                    ui::text_centered(&name, at, size, cream, font);
                    let first = top + size * 1.3 + goal_size * 0.6;
                    for (k, line) in goal.iter().enumerate() {
                        let at = vec2(r.center().x, first + k as f32 * goal_size * 1.25);
                        ui::text_centered(line, at, goal_size, fade(cream, 0.8), font);
                    }
                }
            }
        }
    }

    fn report(&self) -> test_report::State {
        test_report::State {
            screen: "practice".into(),
            ..Default::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::platform::density::pretend_screen;

    /// On a tablet the drills fill the screen's height (its lower half was
    /// bare) and say their goals under their names, on two lines at most at
    /// 13 px or more, in both languages; no drill leaves the screen.
    #[test]
    fn the_drills_fill_a_tablet_and_say_their_goals() {
        let font = Font::measuring_only();
        for (w, h) in [
            (1024.0, 768.0),
            (1280.0, 800.0),
            (390.0, 844.0),
            (844.0, 390.0),
        ] {
            pretend_screen(w, h);
            for game in [BoardKind::Crokinole, BoardKind::Pitchnut] {
                let n = Drill::of(game).len();
                let last = drill_rect(n - 1, n);
                assert!(
                    last.bottom() <= h - 8.0,
                    "{w}x{h} {game:?}: {last:?} off the screen"
                );
                if w < 900.0 {
                    continue;
                }
                // Eight crokinole drills fill the room; pitchnut's few sit
                // in its middle.
                let top = controls()[0].bottom();
                let first = drill_rect(0, n);
                let filled = (last.bottom() - first.y) / (h - top);
                let (above, below) = (first.y - top, h - last.bottom());
                match game {
                    BoardKind::Crokinole => assert!(filled >= 0.7, "{w}x{h}: {filled:.2}"),
                    BoardKind::Pitchnut => {
                        assert!(
                            (above - below).abs() <= 16.0,
                            "{w}x{h}: {above} above, {below} below"
                        )
                    }
                }
                for (i, d) in Drill::of(game).into_iter().enumerate() {
                    for lang in [Language::English, Language::French] {
                        let r = drill_rect(i, n);
                        match drill_words(lang, d, r, &font) {
                            DrillWords::Captioned { goal_size, .. } => assert!(goal_size >= 13.0),
                            DrillWords::Name(name, _) => {
                                panic!("{w}x{h} {lang:?}: {name:?} says no goal")
                            }
                        }
                    }
                }
            }
        }
    }
}
