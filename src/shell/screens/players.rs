//! Players: the profiles on this device (add with the on-screen keyboard,
//! rename, colour, delete with a confirm) and each one's stats per game and
//! per opponent, with a heat map of where their discs came to rest and
//! their results over time.

use super::super::draw::paint::{self, fade};
use super::super::platform::density::{screen_height, screen_width};
use super::super::platform::input::PointerEvent;
use super::super::stack::Screen;
use super::super::stack::test_report;
use super::super::stack::{Transition, context::Context};
use super::super::ui;
use super::super::ui::keyboard::{Keyboard, Typed};
use super::super::ui::taps::Taps;
use super::super::words::practice_words;
use super::super::words::refusal_words::RefusalWords;
use super::super::words::text::{self, T, tr};
use super::practice_chart;
use super::practice_pick::PracticePick;
use super::records::{HEADER_H, Scroller, back_rect, draw_header};
use super::setup::SetupScreen;
use super::stats::{
    GAMES, against_label, against_of, draw_heat, draw_history, draw_numbers, game_label,
};
use flickwood_core::review::PlayerReview;
use flickwood_core::save::{AiLevel, MatchRecord, Profile, ProfileId, Rgb};
use flickwood_core::spec::BoardKind;
use macroquad::prelude::*;

mod draw;
mod empty;

/// The colours a player can pick for their pieces.
pub const PALETTE: [Rgb; 8] = [
    Rgb::new(196, 60, 48),
    Rgb::new(222, 140, 40),
    Rgb::new(230, 200, 70),
    Rgb::new(80, 150, 70),
    Rgb::new(50, 130, 170),
    Rgb::new(70, 80, 170),
    Rgb::new(140, 70, 150),
    Rgb::new(60, 50, 45),
];

fn colour(c: Rgb) -> Color {
    Color::from_rgba(c.r, c.g, c.b, 255)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Button {
    Back,
    Add,
    Row(ProfileId),
    Rename,
    Delete,
    Colour(usize),
    Game,
    Against,
    ConfirmDelete,
    KeepProfile,
    /// On a card with nothing to show yet: set up a match, or practise.
    Play(flickwood_core::spec::BoardKind),
    Practice,
}

enum Mode {
    List,
    Typing {
        keyboard: Keyboard,
        /// None adds a new player; Some renames one.
        renaming: Option<ProfileId>,
        problem: Option<String>,
    },
    Detail(ProfileId),
    ConfirmDelete(ProfileId),
}

pub struct PlayersScreen {
    mode: Mode,
    taps: Taps<Button>,
    scroll: Scroller,
    game: usize,
    /// 0 every opponent, 1 people only, 2.. each AI level.
    against: usize,
    /// The review trend last drawn, for the player, the records and the
    /// reviews kept then: read from up to 200 records' review lines once,
    /// not every frame.
    trend: TrendCache,
}

/// (player, records, reviewed records) and the trend they gave.
type TrendCache = std::cell::RefCell<Option<((ProfileId, usize, usize), Trends)>>;

/// A player's reviewed matches of each game (crokinole's, pitchnut's): the
/// two games' losses are not on one scale.
pub(super) type Trends = [Vec<PlayerReview>; 2];

fn row_h() -> f32 {
    76.0
}

fn list_area() -> Rect {
    let (w, h) = (screen_width(), screen_height());
    let lw = (w - 24.0).min(760.0);
    Rect::new((w - lw) * 0.5, HEADER_H + 12.0, lw, h - HEADER_H - 110.0)
}

fn add_rect() -> Rect {
    let (w, h) = (screen_width(), screen_height());
    let bw = 280.0f32.min(w * 0.7);
    Rect::new((w - bw) * 0.5, h - 84.0, bw, 60.0)
}

/// The detail view's controls: Rename, Delete, the colour swatches, the
/// two filters; then the area left for the numbers and charts.
struct DetailLayout {
    rename: Rect,
    delete: Rect,
    swatches: Vec<Rect>,
    game: Rect,
    against: Rect,
    content: Rect,
}

/// The Game button's last stop: the open-20 progress chart.
const PROGRESS: usize = GAMES.len();

fn detail_layout() -> DetailLayout {
    let (w, h) = (screen_width(), screen_height());
    let narrow = w < 820.0;
    // A phone on its side has little height: tighter rows (still a
    // finger's 44 px) leave the numbers and the map 190 px, not 162, at 844x390.
    let short = h < 500.0;
    let (bh, gap_y): (f32, f32) = if short { (44.0, 8.0) } else { (52.0, 14.0) };
    let y = HEADER_H + if short { 8.0 } else { 12.0 };
    let rename = Rect::new(16.0, y, 140.0, bh);
    let delete = Rect::new(rename.right() + 10.0, y, 130.0, bh);
    let gap = 8.0;
    // Eight swatches in a row: smaller on a phone so the row fits.
    let sw = (if short { 44.0f32 } else { 48.0 }).min((w - 32.0 - 7.0 * gap) / 8.0);
    let sx = if narrow {
        16.0
    } else {
        (delete.right() + 30.0).max(w - 16.0 - 8.0 * (sw + gap))
    };
    let sy = match (narrow, short) {
        (true, _) => y + bh + gap_y.max(12.0),
        (false, true) => y,
        (false, false) => y + 2.0,
    };
    let swatches = (0..PALETTE.len())
        .map(|i| Rect::new(sx + i as f32 * (sw + gap), sy, sw, sw))
        .collect();
    let fy = if short && !narrow {
        y + bh.max(sw) + gap_y
    } else {
        sy + sw + gap_y
    };
    let fw = ((w - 42.0) * 0.5).min(340.0);
    let game = Rect::new(16.0, fy, fw, bh);
    let against = Rect::new(game.right() + 10.0, fy, fw, bh);
    let top = fy + bh + gap_y;
    DetailLayout {
        rename,
        delete,
        swatches,
        game,
        against,
        content: Rect::new(16.0, top, w - 32.0, h - top - 16.0),
    }
}

fn confirm_rects() -> (Rect, Rect, Rect) {
    let (w, h) = (screen_width(), screen_height());
    let pw = (w * 0.86).min(620.0);
    let ph = 260.0;
    let panel = Rect::new((w - pw) * 0.5, (h - ph) * 0.5, pw, ph);
    let bw = (pw - 60.0) * 0.5;
    let by = panel.bottom() - 80.0;
    (
        panel,
        Rect::new(panel.x + 20.0, by, bw, 60.0),
        Rect::new(panel.right() - 20.0 - bw, by, bw, 60.0),
    )
}

impl PlayersScreen {
    pub fn new() -> PlayersScreen {
        PlayersScreen {
            mode: Mode::List,
            taps: Taps::default(),
            scroll: Scroller::default(),
            game: 0,
            against: 0,
            trend: TrendCache::default(),
        }
    }

    /// The player's review trend (`review::trend`), worked out again only
    /// when the records or their reviews change.
    fn trend_of(&self, id: ProfileId, records: &[MatchRecord]) -> Trends {
        let reviewed = records.iter().filter(|r| r.review.is_some()).count();
        let key = (id, records.len(), reviewed);
        let mut cache = self.trend.borrow_mut();
        match cache.as_ref() {
            Some((k, t)) if *k == key => t.clone(),
            _ => {
                let t = [BoardKind::Crokinole, BoardKind::Pitchnut]
                    .map(|game| flickwood_core::review::trend(records, id, game));
                *cache = Some((key, t.clone()));
                t
            }
        }
    }

    /// A player's stats on the open-20 progress chart (the text tour draws it).
    pub fn progress_of(id: ProfileId) -> PlayersScreen {
        PlayersScreen {
            mode: Mode::Detail(id),
            game: PROGRESS,
            ..PlayersScreen::new()
        }
    }

    /// The screen with the keyboard up to add a player (the text tour draws it).
    pub fn adding() -> PlayersScreen {
        PlayersScreen {
            mode: Mode::Typing {
                keyboard: Keyboard::opened(""),
                renaming: None,
                problem: None,
            },
            ..PlayersScreen::new()
        }
    }

    /// A player's stats page (the text tour draws it).
    pub fn showing(id: ProfileId) -> PlayersScreen {
        PlayersScreen {
            mode: Mode::Detail(id),
            ..PlayersScreen::new()
        }
    }

    /// "Delete this player?" over their page (the text tour draws it).
    pub fn deleting(id: ProfileId) -> PlayersScreen {
        PlayersScreen {
            mode: Mode::ConfirmDelete(id),
            ..PlayersScreen::new()
        }
    }

    fn hit(&self, pos: Vec2, profiles: &[Profile]) -> Option<Button> {
        match &self.mode {
            Mode::Typing { .. } => None,
            Mode::ConfirmDelete(_) => {
                let (_, yes, no) = confirm_rects();
                if yes.contains(pos) {
                    Some(Button::ConfirmDelete)
                } else if no.contains(pos) {
                    Some(Button::KeepProfile)
                } else {
                    None
                }
            }
            Mode::List => {
                if back_rect().contains(pos) {
                    return Some(Button::Back);
                }
                if add_rect().contains(pos) {
                    return Some(Button::Add);
                }
                let a = list_area();
                if !a.contains(pos) {
                    return None;
                }
                let i = ((pos.y - a.y + self.scroll.offset) / row_h()) as usize;
                profiles.get(i).map(|p| Button::Row(p.id))
            }
            Mode::Detail(_) => {
                if back_rect().contains(pos) {
                    return Some(Button::Back);
                }
                let l = detail_layout();
                if l.rename.contains(pos) {
                    return Some(Button::Rename);
                }
                if l.delete.contains(pos) {
                    return Some(Button::Delete);
                }
                if l.game.contains(pos) {
                    return Some(Button::Game);
                }
                if l.against.contains(pos) {
                    return Some(Button::Against);
                }
                l.swatches
                    .iter()
                    .position(|r| r.contains(pos))
                    .map(Button::Colour)
            }
        }
    }
    /// The name keyboard, when it is up: true when it took the events (a
    /// name typed adds or renames a profile).
    fn typing(&mut self, events: &[PointerEvent], ctx: &mut Context) -> bool {
        let Mode::Typing {
            keyboard,
            renaming,
            problem,
        } = &mut self.mode
        else {
            return false;
        };
        match keyboard.update(events) {
            Typed::Typing => {}
            Typed::Cancelled => {
                self.mode = renaming.map_or(Mode::List, Mode::Detail);
            }
            Typed::Done(name) => {
                let result = match *renaming {
                    Some(id) => ctx.saves.profiles_mut().rename(id, &name).map(|_| id),
                    None => {
                        let used: Vec<Rgb> = ctx.profiles().list.iter().map(|p| p.colour).collect();
                        let colour = PALETTE
                            .iter()
                            .copied()
                            .find(|c| !used.contains(c))
                            .unwrap_or(PALETTE[0]);
                        ctx.saves.profiles_mut().add(&name, colour)
                    }
                };
                match result {
                    Ok(id) => self.mode = Mode::Detail(id),
                    Err(e) => *problem = Some(capital(&e.words(ctx.lang()))),
                }
            }
        }
        true
    }

    /// What button `b` does; Some when it leaves the screen.
    fn press(&mut self, b: Button, ctx: &mut Context) -> Option<Transition> {
        let current = match self.mode {
            Mode::Detail(id) | Mode::ConfirmDelete(id) => Some(id),
            _ => None,
        };
        match b {
            Button::Back => match self.mode {
                Mode::List => return Some(Transition::Title),
                _ => self.mode = Mode::List,
            },
            Button::Add => {
                self.mode = Mode::Typing {
                    keyboard: Keyboard::opened(""),
                    renaming: None,
                    problem: None,
                }
            }
            Button::Row(id) => self.mode = Mode::Detail(id),
            Button::Rename => {
                if let Some(p) = current.and_then(|id| ctx.profiles().get(id)) {
                    self.mode = Mode::Typing {
                        keyboard: Keyboard::opened(&p.name),
                        renaming: Some(p.id),
                        problem: None,
                    };
                }
            }
            Button::Delete => {
                if let Some(id) = current {
                    self.mode = Mode::ConfirmDelete(id);
                }
            }
            Button::Colour(i) => {
                if let Some(id) = current {
                    let _ = ctx
                        .saves
                        .profiles_mut()
                        .set_colour(id, PALETTE[i % PALETTE.len()]);
                }
            }
            // The games, then the open-20 progress chart.
            Button::Game => self.game = (self.game + 1) % (PROGRESS + 1),
            Button::Against => self.against = (self.against + 1) % (2 + AiLevel::ALL.len()),
            Button::ConfirmDelete => {
                if let Some(id) = current {
                    // Through the store: the stats go with the profile.
                    let result = ctx.saves.store.remove_profile(id).map(|_| ());
                    ctx.saves.written(result);
                }
                self.mode = Mode::List;
            }
            Button::KeepProfile => {
                if let Some(id) = current {
                    self.mode = Mode::Detail(id);
                }
            }
            Button::Play(game) => {
                return Some(Transition::Push(Box::new(SetupScreen::new(game))));
            }
            Button::Practice => return Some(Transition::Push(Box::new(PracticePick::new()))),
        }
        None
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

impl Screen for PlayersScreen {
    fn update(&mut self, events: &[PointerEvent], dt: f32, ctx: &mut Context) -> Transition {
        let _ = dt;
        if self.typing(events, ctx) {
            return Transition::Stay;
        }
        let profiles = ctx.profiles().list.clone();
        let content = profiles.len() as f32 * row_h();
        // The card of an empty list or page has the buttons that matter.
        let card = self.empty_card(ctx);
        for e in events {
            if matches!(self.mode, Mode::List) && self.scroll.feed(e, list_area(), content) {
                self.taps.held = None;
                continue;
            }
            let hit = match &card {
                Some((card, buttons)) => match card.button_at(e.pos) {
                    Some(i) => buttons.get(i).copied(),
                    // The card's Add is the only one.
                    None => self.hit(e.pos, &profiles).filter(|b| *b != Button::Add),
                },
                None => self.hit(e.pos, &profiles),
            };
            let Some(b) = self.taps.feed(e, hit) else {
                continue;
            };
            if let Some(next) = self.press(b, ctx) {
                return next;
            }
        }
        if let Mode::Detail(id) = self.mode
            && ctx.profiles().get(id).is_none()
        {
            self.mode = Mode::List;
        }
        self.scroll.clamp(list_area(), content);
        Transition::Stay
    }

    fn draw(&self, ctx: &Context) {
        ui::table_top(&ctx.wood.walnut);
        match &self.mode {
            Mode::List => self.draw_list(ctx),
            Mode::Typing {
                keyboard,
                renaming,
                problem,
            } => {
                let lang = ctx.lang();
                let prompt = tr(
                    lang,
                    match renaming {
                        Some(_) => T::NewName,
                        None => T::NewPlayerName,
                    },
                );
                keyboard.draw(prompt, problem.as_deref(), &ctx.font, ctx.lang(), &ctx.wood);
            }
            Mode::Detail(id) => self.draw_detail(*id, ctx),
            Mode::ConfirmDelete(id) => {
                self.draw_detail(*id, ctx);
                self.draw_confirm(*id, ctx);
            }
        }
    }

    fn report(&self) -> test_report::State {
        test_report::State {
            screen: "players".into(),
            ..Default::default()
        }
    }
}
