//! The set-up screen between the title and the match: how many play, the
//! match format or rule options, who sits where, and a big Play button.

use super::super::draw::glyphs::Font;
use super::super::draw::paint::fade;
use super::super::platform::density::{screen_height, screen_width};
use super::super::platform::input::{PointerEvent, PointerPhase};
use super::super::play::PlayScreen;
use super::super::stack::Screen;
use super::super::stack::test_report;
use super::super::stack::{Transition, context::Context};
use super::super::ui;
use super::super::ui::icons::Icon;
use super::super::words::text::{self, T, tr};
use super::setup_layout::{self, SetupLayout, Target};
use flickwood_core::crokinole::{MatchFormat, TableKind};
use flickwood_core::game::{MatchSettings, SeatKind};
use flickwood_core::pitchnut::Alleys;
use flickwood_core::save::Profiles;
use flickwood_core::save::prefs::TableMode;
use flickwood_core::save::{AiLevel, Language};
use flickwood_core::spec::BoardKind;
use macroquad::prelude::*;

pub struct SetupScreen {
    /// The match to start, who sits where included (`MatchSettings::seats`).
    pub settings: MatchSettings,
    held: Option<(Target, u64)>,
}

struct Row {
    label: T,
    choices: Vec<&'static str>,
    chosen: usize,
}

const TARGETS: [TableKind; 4] = [
    TableKind::TwoPlayers,
    TableKind::ThreePlayers,
    TableKind::FourSingles,
    TableKind::FourTeams,
];
const FORMATS: [MatchFormat; 4] = [
    MatchFormat::Target { points: 50 },
    MatchFormat::BestOfSeven,
    MatchFormat::Target { points: 300 },
    MatchFormat::Tournament,
];

impl SetupScreen {
    pub fn new(kind: BoardKind) -> Self {
        SetupScreen {
            settings: MatchSettings::default_for(kind),
            held: None,
        }
    }

    fn rows(&self, lang: Language) -> Vec<Row> {
        let t = |k| tr(lang, k);
        match self.settings {
            MatchSettings::Crokinole { table, format, .. } => vec![
                Row {
                    label: T::Players,
                    choices: vec!["2", "3", t(T::FourSingles), t(T::FourTeams)],
                    chosen: TARGETS.iter().position(|&t| t == table).unwrap_or(0),
                },
                Row {
                    label: T::MatchRow,
                    choices: vec![
                        t(T::QuickTo50),
                        t(T::BestOfSeven),
                        t(T::To300),
                        t(T::Tournament),
                    ],
                    chosen: FORMATS.iter().position(|&f| f == format).unwrap_or(0),
                },
            ],
            MatchSettings::Pitchnut {
                players,
                alleys,
                beginner,
                ..
            } => vec![
                Row {
                    label: T::Players,
                    choices: vec!["2", t(T::FourPartners)],
                    chosen: usize::from(players == 4),
                },
                Row {
                    label: T::Rules,
                    choices: vec![t(T::Standard), t(T::Beginner)],
                    chosen: usize::from(beginner),
                },
                Row {
                    label: T::Alleys,
                    choices: vec![t(T::American), t(T::Canadian)],
                    chosen: usize::from(alleys == Alleys::Canadian),
                },
            ],
        }
    }

    fn choose(&mut self, row: usize, i: usize) {
        match &mut self.settings {
            MatchSettings::Crokinole { table, format, .. } => match row {
                0 => *table = TARGETS[i.min(3)],
                _ => *format = FORMATS[i.min(3)],
            },
            MatchSettings::Pitchnut {
                players,
                alleys,
                beginner,
                ..
            } => match row {
                0 => *players = if i == 1 { 4 } else { 2 },
                1 => *beginner = i == 1,
                _ => {
                    *alleys = if i == 1 {
                        Alleys::Canadian
                    } else {
                        Alleys::American
                    }
                }
            },
        }
    }

    /// Every touch target with its rectangle, on this screen.
    fn layout(&self) -> Vec<(Target, Rect)> {
        self.plan(screen_width(), screen_height()).targets
    }

    /// Where everything goes on a `w` x `h` screen.
    fn plan(&self, w: f32, h: f32) -> SetupLayout {
        // Only the number of choices matters here, the same in any language.
        let choices: Vec<usize> = self
            .rows(Language::English)
            .iter()
            .map(|r| r.choices.len())
            .collect();
        setup_layout::layout(&choices, self.settings.seats_in_play().len(), w, h)
    }

    /// The centre of the Play button, for the web test to tap.
    pub fn play_centre(&self) -> Vec2 {
        self.plan(screen_width(), screen_height())
            .rect(Target::Play)
            .map_or(Vec2::ZERO, |r| r.center())
    }

    /// The seat buttons and who plays each, for tests (`test_report.rs`).
    fn seat_buttons(&self) -> Vec<test_report::SeatButton> {
        let kinds = self.settings.seats();
        let seats = self.settings.seats_in_play();
        self.layout()
            .into_iter()
            .filter_map(|(t, r)| match t {
                Target::Seat(i) => Some((i, r)),
                _ => None,
            })
            .filter_map(|(i, r)| {
                let who = match kinds[*seats.get(i)? as usize] {
                    SeatKind::Guest => "guest".to_string(),
                    SeatKind::Profile(_) => "player".to_string(),
                    SeatKind::Ai(level) => format!("ai:{level:?}").to_lowercase(),
                };
                let c = r.center();
                Some(test_report::SeatButton {
                    x: c.x,
                    y: c.y,
                    who,
                })
            })
            .collect()
    }

    /// Who plays a seat after `kind`: a guest, each profile, then the AI
    /// from Beginner to Grandmaster, then round again.
    fn cycle(kind: SeatKind, profiles: &Profiles) -> SeatKind {
        let ids: Vec<_> = profiles.list.iter().map(|p| p.id).collect();
        match kind {
            SeatKind::Guest => ids
                .first()
                .map_or(SeatKind::Ai(AiLevel::Beginner), |&id| SeatKind::Profile(id)),
            SeatKind::Profile(id) => match ids.iter().position(|&x| x == id) {
                Some(i) if i + 1 < ids.len() => SeatKind::Profile(ids[i + 1]),
                _ => SeatKind::Ai(AiLevel::Beginner),
            },
            SeatKind::Ai(level) => {
                AiLevel::from_index(level.index() + 1).map_or(SeatKind::Guest, SeatKind::Ai)
            }
        }
    }

    fn next_player(&mut self, i: usize, profiles: &Profiles) {
        let Some(&seat) = self.settings.seats_in_play().get(i) else {
            return;
        };
        let seats = self.settings.seats_mut();
        let mut next = Self::cycle(seats[seat as usize], profiles);
        // A profile sits at one seat only.
        while let SeatKind::Profile(id) = next
            && seats
                .iter()
                .enumerate()
                .any(|(k, &s)| k != seat as usize && s == SeatKind::Profile(id))
        {
            next = Self::cycle(next, profiles);
        }
        seats[seat as usize] = next;
    }

    fn draw_title(&self, ctx: &Context) {
        let (w, h) = (screen_width(), screen_height());
        let font = &ctx.display;
        let title = tr(
            ctx.lang(),
            match self.settings.board() {
                BoardKind::Crokinole => T::Crokinole,
                BoardKind::Pitchnut => T::Pitchnut,
            },
        );
        let ts = (w.min(h * 1.4) * 0.07).clamp(28.0, 72.0);
        // A short screen: higher, clear of the rows under it.
        let at = vec2(w * 0.5, h * if h < 600.0 { 0.1 } else { 0.12 });
        ui::text_centered_shadowed(title, at, ts, CREAM, vec2(2.0, 3.0), font);
    }

    /// The n-th seat in play: where it sits, and who plays it.
    fn draw_seat(&self, ctx: &Context, i: usize, r: Rect, pressed: bool) {
        let (font, lang) = (&ctx.font, ctx.lang());
        let seats = self.settings.seats_in_play();
        let Some(&seat) = seats.get(i) else { return };
        let kind = self.settings.seats()[seat as usize];
        let place = [T::Bottom, T::Left, T::Top, T::Right][seat as usize % 4];
        let place = tr(lang, place);
        ui::text_centered(
            place,
            vec2(r.center().x, r.y - 14.0),
            ui::fit_size(place, font, ui::BODY_PX, r.w),
            fade(CREAM, 0.8),
            font,
        );
        let label = Self::seat_label(kind, ctx.profiles(), lang);
        let size = ui::button_px(r.h * 0.32);
        let grain = if kind.is_ai() {
            &ctx.wood.walnut
        } else {
            &ctx.wood.cherry
        };
        ui::button(r, &label, size, grain, pressed, font);
    }

    /// The line over the Play button: who is playing at this device.
    fn note(&self, lang: Language, table: TableMode) -> String {
        let kinds = self.settings.seats();
        let people = self
            .settings
            .seats_in_play()
            .iter()
            .filter(|&&s| !kinds[s as usize].is_ai())
            .count();
        match (people, table) {
            (0, _) => tr(lang, T::OnlyAi).to_string(),
            (1, _) => tr(lang, T::TapSeat).to_string(),
            // Only people: say, before anyone taps, that a seat can be the AI.
            (n, mode) => {
                let people = text::people_at_device(lang, n, mode == TableMode::Tablet);
                text::say!(
                    lang,
                    "{people}  ·  tap a seat for the AI",
                    "{people}  ·  touchez une place pour l’IA"
                )
            }
        }
    }

    fn draw_note(&self, ctx: &Context, plan: &SetupLayout) {
        let font = &ctx.font;
        let note = self.note(ctx.lang(), ctx.prefs().table);
        let (size, lines, at) = note_place(&note, font, plan);
        ui::lines_centered(&lines, at, size, fade(CREAM, 0.75), font);
    }

    fn seat_label(kind: SeatKind, profiles: &Profiles, lang: Language) -> String {
        match kind {
            SeatKind::Guest => tr(lang, T::Guest).into(),
            SeatKind::Profile(id) => profiles
                .get(id)
                .map_or_else(|| tr(lang, T::Guest).into(), |p| p.name.clone()),
            SeatKind::Ai(level) => text::ai_seat(lang, level),
        }
    }
}

impl Screen for SetupScreen {
    fn update(&mut self, events: &[PointerEvent], dt: f32, ctx: &mut Context) -> Transition {
        let _ = dt;
        for e in events {
            let hit = self
                .layout()
                .into_iter()
                .find(|(_, r)| r.contains(e.pos))
                .map(|t| t.0);
            match e.phase {
                PointerPhase::Down => {
                    if let Some(t) = hit {
                        self.held = Some((t, e.id));
                    }
                }
                PointerPhase::Up => {
                    if let Some((t, id)) = self.held.take()
                        && id == e.id
                        && hit == Some(t)
                    {
                        match t {
                            Target::Choice(r, i) => self.choose(r, i),
                            Target::Seat(i) => self.next_player(i, ctx.profiles()),
                            Target::Play => return PlayScreen::start(self.settings, ctx),
                            Target::Back => return Transition::Title,
                        }
                    }
                }
                PointerPhase::Cancel => self.held = None,
                PointerPhase::Move => {}
            }
        }
        Transition::Stay
    }

    fn draw(&self, ctx: &Context) {
        ui::table_top(&ctx.wood.walnut);
        self.draw_title(ctx);
        let lang = ctx.lang();
        let rows = self.rows(lang);
        let plan = self.plan(screen_width(), screen_height());
        let layout = &plan.targets;
        let pressed = |t: Target| self.held.is_some_and(|(h, _)| h == t);
        let font = &ctx.font;
        let sizes = row_sizes(&rows, layout, font);
        for (t, r) in layout {
            match *t {
                Target::Back => {
                    let back = tr(lang, T::Back);
                    let size = BACK_PX;
                    ui::icon_button(
                        *r,
                        Icon::Back,
                        back,
                        size,
                        &ctx.wood.cherry,
                        pressed(*t),
                        font,
                    )
                }
                Target::Play => {
                    let play = tr(lang, T::Play);
                    let size = (r.h * 0.4).clamp(22.0, 48.0);
                    ui::icon_button(
                        *r,
                        Icon::Play,
                        play,
                        size,
                        &ctx.wood.cherry,
                        pressed(*t),
                        font,
                    );
                }
                Target::Seat(i) => self.draw_seat(ctx, i, *r, pressed(*t)),
                Target::Choice(ri, i) => {
                    let size = sizes[ri];
                    draw_choice(ctx, &rows[ri], i, *r, pressed(*t), size)
                }
            }
        }
        // A banner goes over the note's room: the note waits.
        if !ctx.saves.banner_up() {
            self.draw_note(ctx, &plan);
        }
    }

    /// Over the note between the seats and Play, else over the title
    /// (on a phone on its side the foot of the screen is the seats' and
    /// Play's row, which a banner there covered).
    fn banner_bands(&self) -> Vec<Rect> {
        self.plan(screen_width(), screen_height())
            .banner_bands(screen_width())
    }

    fn report(&self) -> test_report::State {
        test_report::State {
            screen: "setup".into(),
            game: Some(format!("{:?}", self.settings.board()).to_lowercase()),
            tap: Some(test_report::css(self.play_centre())),
            seats: self.seat_buttons(),
            ..Default::default()
        }
    }
}

/// Each row's size for its choices' words: the largest at which all of
/// them fit their buttons on one line ("Rapide : 50 points" wrapped, and
/// sat smaller than its neighbours, at 844x390).
fn row_sizes(rows: &[Row], layout: &[(Target, Rect)], font: &Font) -> Vec<f32> {
    let mut sizes = vec![f32::INFINITY; rows.len()];
    for &(t, r) in layout {
        if let Target::Choice(ri, i) = t {
            let asked = ui::button_px(r.h * 0.32);
            let fit = ui::fit_size(rows[ri].choices[i], font, asked, r.w - 14.0);
            sizes[ri] = sizes[ri].min(fit);
        }
    }
    sizes
}

/// Choice `i` of a row (the row's label beside its first) with its words
/// at `size`, the one in force edged in brass.
fn draw_choice(ctx: &Context, row: &Row, i: usize, r: Rect, pressed: bool, size: f32) {
    let (w, h) = (screen_width(), screen_height());
    let (font, lang) = (&ctx.font, ctx.lang());
    let chosen = row.chosen == i;
    if i == 0 {
        let portrait = w < h;
        // Upright, over the row at 19 px at most: its descenders clear of
        // the brass ring round the choice in force (at 22 they sat in it).
        let at = if portrait {
            vec2(r.x, r.y - 17.0)
        } else {
            vec2(r.x - (w * 0.16).clamp(110.0, 200.0), r.center().y)
        };
        let label = tr(lang, row.label);
        let room = if portrait {
            r.w * 2.0
        } else {
            (w * 0.16).clamp(110.0, 200.0) - 10.0
        };
        let most = if portrait { 19.0 } else { 22.0 };
        let size = ui::fit_size(label, font, most, room);
        ui::text_left(label, at, size, CREAM, font);
    }
    if chosen {
        // A brass edge marks the choice in force.
        ui::rounded(
            Rect::new(r.x - 4.0, r.y - 4.0, r.w + 8.0, r.h + 8.0),
            15.0,
            Color::new(0.95, 0.78, 0.35, 1.0),
        );
    }
    let grain = if chosen {
        &ctx.wood.cherry
    } else {
        &ctx.wood.walnut
    };
    ui::button(r, row.choices[i], size, grain, pressed || chosen, font);
}

/// The note's size, lines and centre: in its band between the seats and Play.
fn note_place(note: &str, font: &Font, plan: &SetupLayout) -> (f32, Vec<String>, Vec2) {
    let band = plan.note;
    // The lines' descenders hang below their block. On the type scale: a
    // line per part, wrapped, before anything shrinks (it was 12 px).
    let (size, lines) = ui::fit_parts(note, font, band.w, band.h - 6.0);
    (size, lines, band.center())
}

/// Back's words: at 18 px the French "Retour" left no room for its arrow.
const BACK_PX: f32 = ui::BODY_PX;

/// The screen's cream for words on the walnut.
const CREAM: Color = Color::new(0.98, 0.9, 0.72, 1.0);

#[cfg(test)]
#[path = "setup_tests.rs"]
mod tests;
