//! The set-up screen between the title and the match: how many play, the
//! match format or rule options, who sits where, and a big Play button.

use super::app::{Assets, Next};
use super::density::{screen_height, screen_width};
use super::input::{PointerEvent, PointerPhase};
use super::paint::fade;
use super::stack::Screen;
use super::test_report;
use super::text::{self, T, tr};
use super::ui;
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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    /// Row, choice.
    Choice(usize, usize),
    /// The n-th seat in play: a tap moves it to the next player.
    Seat(usize),
    Play,
    Back,
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

/// Four choices narrower than this each go in two rows of two (pixels).
const GRID_BELOW_W: f32 = 96.0;
/// Between the seats and Play: the note on who plays at this device (pixels).
const NOTE_ROOM: f32 = 38.0;
/// The Play button's least height (pixels).
const PLAY_LEAST: f32 = 52.0;

/// How the set-up's rows are spaced (pixels).
#[derive(Clone, Copy)]
struct Spacing {
    /// Where the first row starts.
    top: f32,
    row_h: f32,
    /// Between one row of choices and the next.
    row_gap: f32,
}

/// Whether the seats, the note and Play all fit above the screen's foot.
fn fits(layout: &[(Target, Rect)], h: f32) -> bool {
    let seats = layout
        .iter()
        .filter(|t| matches!(t.0, Target::Seat(_)))
        .map(|t| t.1.bottom())
        .fold(0.0f32, f32::max);
    seats + NOTE_ROOM + PLAY_LEAST + 12.0 <= h
}

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

    /// Every touch target with its rectangle.
    fn layout(&self) -> Vec<(Target, Rect)> {
        self.layout_for(screen_width(), screen_height())
    }

    /// The same on a `w` x `h` screen: roomy where everything fits; else
    /// (pitchnut's three rows at 844x390 or 360x740 covered the seats
    /// with Play) rows set closer from higher up, then lower, to 38 px.
    fn layout_for(&self, w: f32, h: f32) -> Vec<(Target, Rect)> {
        let small = h < 600.0;
        let normal = (h * 0.1).clamp(48.0, 90.0);
        let roomy = Spacing {
            top: h * if small { 0.2 } else { 0.24 },
            row_h: normal,
            row_gap: if small { 12.0 } else { 24.0 },
        };
        let mut out = self.layout_with(w, h, roomy);
        let mut row_h = normal;
        while !fits(&out, h) && row_h > 38.0 {
            row_h = (row_h - 2.0).max(38.0);
            let close = Spacing {
                top: h * if small { 0.15 } else { 0.18 },
                row_h,
                row_gap: 8.0,
            };
            out = self.layout_with(w, h, close);
        }
        out
    }

    fn layout_with(&self, w: f32, h: f32, spacing: Spacing) -> Vec<(Target, Rect)> {
        let Spacing {
            top,
            row_h,
            row_gap,
        } = spacing;
        // Only the number of choices matters here, the same in any language.
        let rows = self.rows(Language::English);
        let portrait = w < h;
        let label_w = if portrait {
            0.0
        } else {
            (w * 0.16).clamp(110.0, 200.0)
        };
        let gap = 12.0;
        let total_w = (w * 0.86).min(1000.0);
        let x0 = (w - total_w) * 0.5 + label_w;
        let avail = total_w - label_w;
        let mut out = vec![(Target::Back, Rect::new(10.0, 8.0, 104.0, 38.0))];
        let mut y = top;
        for (r, row) in rows.iter().enumerate() {
            if portrait {
                y += 26.0; // the label sits above the choices
            }
            let count = row.choices.len();
            let mut n = count as f32;
            // A phone in portrait: four choices go in two rows of two, so
            // "Tournament" has room at a readable size.
            let gridded = count >= 4 && (avail - gap * (n - 1.0)) / n < GRID_BELOW_W;
            let mut bh = row_h;
            if gridded {
                n = (n * 0.5).ceil();
                bh = (row_h * 0.7).max(48.0);
            }
            let bw = (avail - gap * (n - 1.0)) / n;
            for i in 0..count {
                let (col, line) = (i as f32 % n, (i as f32 / n).floor());
                out.push((
                    Target::Choice(r, i),
                    Rect::new(x0 + col * (bw + gap), y + line * (bh + gap), bw, bh),
                ));
            }
            let lines = (count as f32 / n).ceil();
            y += lines * bh + (lines - 1.0) * gap + row_gap;
        }
        // The seats: one button per seat in play, its place at the table above it.
        y += 26.0;
        let seats = self.settings.seats_in_play();
        let n = seats.len() as f32;
        let sx0 = (w - total_w) * 0.5;
        let bw = (total_w - gap * (n - 1.0)) / n;
        for i in 0..seats.len() {
            out.push((
                Target::Seat(i),
                Rect::new(sx0 + i as f32 * (bw + gap), y, bw, row_h),
            ));
        }
        y += row_h;
        // Play gives up height, down to PLAY_LEAST, before it covers the note.
        let ph = (h * 0.14)
            .clamp(64.0, 120.0)
            .min(h - 12.0 - y - NOTE_ROOM)
            .max(PLAY_LEAST);
        let pw = (w * 0.34).clamp(200.0, 420.0);
        let py = (y + gap + 40.0).max(h - ph - h * 0.1).min(h - ph - 12.0);
        out.push((Target::Play, Rect::new((w - pw) * 0.5, py, pw, ph)));
        out
    }

    /// The centre of the Play button, for the web test to tap.
    pub fn play_centre(&self) -> Vec2 {
        self.layout()
            .into_iter()
            .find(|t| t.0 == Target::Play)
            .map_or(Vec2::ZERO, |t| t.1.center())
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

    fn draw_title(&self, assets: &Assets) {
        let (w, h) = (screen_width(), screen_height());
        let font = &assets.font;
        let title = tr(
            assets.lang(),
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
    fn draw_seat(&self, assets: &Assets, i: usize, r: Rect, pressed: bool) {
        let (font, lang) = (&assets.font, assets.lang());
        let seats = self.settings.seats_in_play();
        let Some(&seat) = seats.get(i) else { return };
        let kind = self.settings.seats()[seat as usize];
        let place = [T::Bottom, T::Left, T::Top, T::Right][seat as usize % 4];
        let place = tr(lang, place);
        ui::text_centered(
            place,
            vec2(r.center().x, r.y - 14.0),
            ui::fit_size(place, font, 18.0, r.w),
            fade(CREAM, 0.8),
            font,
        );
        let label = Self::seat_label(kind, assets.profiles(), lang);
        let size = (r.h * 0.32).clamp(16.0, 26.0);
        let grain = if kind.is_ai() {
            &assets.wood.walnut
        } else {
            &assets.wood.cherry
        };
        ui::button(r, &label, size, grain, pressed, font);
    }

    /// The line over the Play button: who is playing at this device.
    fn draw_note(&self, assets: &Assets, layout: &[(Target, Rect)]) {
        let (w, h) = (screen_width(), screen_height());
        let (font, lang) = (&assets.font, assets.lang());
        let kinds = self.settings.seats();
        let people = self
            .settings
            .seats_in_play()
            .iter()
            .filter(|&&s| !kinds[s as usize].is_ai())
            .count();
        let note = match (people, assets.prefs().table) {
            (0, _) => tr(lang, T::OnlyAi).to_string(),
            (1, _) => tr(lang, T::TapSeat).to_string(),
            (n, mode) => text::people_at_device(lang, n, mode == TableMode::Tablet),
        };
        let (size, note) = ui::fit_lines(&note, font, 17.0, w * 0.9, 40.0);
        let play = layout
            .iter()
            .find(|t| t.0 == Target::Play)
            .map_or(h, |t| t.1.y);
        let lift = (note.len() as f32 - 1.0) * size * 0.6;
        ui::lines_centered(
            &note,
            vec2(w * 0.5, play - 24.0 - lift),
            size,
            fade(CREAM, 0.75),
            font,
        );
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
    fn update(&mut self, events: &[PointerEvent], dt: f32, assets: &mut Assets) -> Next {
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
                            Target::Seat(i) => self.next_player(i, assets.profiles()),
                            Target::Play => return Next::Play(self.settings),
                            Target::Back => return Next::Title,
                        }
                    }
                }
                PointerPhase::Cancel => self.held = None,
                PointerPhase::Move => {}
            }
        }
        Next::Stay
    }

    fn draw(&self, assets: &Assets) {
        ui::table_top(&assets.wood.walnut);
        self.draw_title(assets);
        let lang = assets.lang();
        let rows = self.rows(lang);
        let layout = self.layout();
        let pressed = |t: Target| self.held.is_some_and(|(h, _)| h == t);
        let font = &assets.font;
        for (t, r) in &layout {
            match *t {
                Target::Back => {
                    let back = tr(lang, T::Back);
                    let size = 18.0;
                    ui::button(*r, back, size, &assets.wood.cherry, pressed(*t), font)
                }
                Target::Play => {
                    let play = tr(lang, T::Play);
                    let size = (r.h * 0.4).clamp(22.0, 48.0);
                    ui::button(*r, play, size, &assets.wood.cherry, pressed(*t), font);
                }
                Target::Seat(i) => self.draw_seat(assets, i, *r, pressed(*t)),
                Target::Choice(ri, i) => draw_choice(assets, &rows[ri], i, *r, pressed(*t)),
            }
        }
        self.draw_note(assets, &layout);
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

/// Choice `i` of a row (the row's label beside its first), the one in
/// force edged in brass.
fn draw_choice(assets: &Assets, row: &Row, i: usize, r: Rect, pressed: bool) {
    let (w, h) = (screen_width(), screen_height());
    let (font, lang) = (&assets.font, assets.lang());
    let chosen = row.chosen == i;
    if i == 0 {
        let portrait = w < h;
        let at = if portrait {
            vec2(r.x, r.y - 16.0)
        } else {
            vec2(r.x - (w * 0.16).clamp(110.0, 200.0), r.center().y)
        };
        let label = tr(lang, row.label);
        let room = if portrait {
            r.w * 2.0
        } else {
            (w * 0.16).clamp(110.0, 200.0) - 10.0
        };
        let size = ui::fit_size(label, font, 22.0, room);
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
        &assets.wood.cherry
    } else {
        &assets.wood.walnut
    };
    let size = (r.h * 0.32).clamp(16.0, 28.0);
    ui::button(r, row.choices[i], size, grain, pressed || chosen, font);
}

/// The screen's cream for words on the walnut.
const CREAM: Color = Color::new(0.98, 0.9, 0.72, 1.0);

#[cfg(test)]
mod tests {
    use super::*;

    /// On every screen shape, for both games and each number of players:
    /// no target over another, all on screen, and room for the note above
    /// Play (at 844x390 pitchnut's Play covered the seats and their note).
    #[test]
    fn set_up_targets_never_overlap() {
        let sizes = [
            (844.0, 390.0),
            (740.0, 360.0),
            (667.0, 375.0),
            (390.0, 844.0),
            (360.0, 740.0),
            (1280.0, 800.0),
            (1024.0, 768.0),
            (320.0, 568.0),
        ];
        for kind in [BoardKind::Crokinole, BoardKind::Pitchnut] {
            let mut screen = SetupScreen::new(kind);
            let choices = screen.rows(Language::English)[0].choices.len();
            for players in 0..choices {
                screen.choose(0, players);
                for (w, h) in sizes {
                    let layout = screen.layout_for(w, h);
                    let what = format!("{kind:?} players row {players} at {w}x{h}");
                    for (i, (a, ra)) in layout.iter().enumerate() {
                        assert!(
                            ra.x >= 0.0 && ra.y >= 0.0 && ra.right() <= w && ra.bottom() <= h,
                            "{what}: {a:?} off screen: {ra:?}"
                        );
                        assert!(ra.h >= 38.0, "{what}: {a:?} too low for a finger: {ra:?}");
                        for (b, rb) in &layout[i + 1..] {
                            assert!(!ra.overlaps(rb), "{what}: {a:?} {ra:?} over {b:?} {rb:?}");
                        }
                    }
                    let play = layout.iter().find(|t| t.0 == Target::Play).unwrap().1;
                    let seats = layout
                        .iter()
                        .filter(|t| matches!(t.0, Target::Seat(_)))
                        .map(|t| t.1.bottom())
                        .fold(0.0f32, f32::max);
                    assert!(
                        play.y - seats >= NOTE_ROOM - 0.5,
                        "{what}: no room for the note between the seats ({seats}) and Play ({})",
                        play.y
                    );
                }
            }
        }
    }
}
