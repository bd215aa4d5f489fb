//! Finished matches, newest first: date, game, players, result; each can
//! be watched or exported, and shared records imported.

use super::super::draw::paint::fade;
use super::super::platform::density::{screen_height, screen_width};
use super::super::platform::input::{PointerEvent, PointerPhase};
use super::super::review::ReviewScreen;
use super::super::stack::Screen;
use super::super::stack::saves::Saves;
use super::super::stack::test_report;
use super::super::stack::{Transition, context::Context};
use super::super::ui;
use super::super::ui::icons::Icon;
use super::super::ui::taps::Taps;
use super::super::words::record_words;
use super::super::words::refusal_words::RefusalWords;
use super::super::words::review_words;
use super::super::words::text::{self, T, tr};
use super::empty_state::Empty;
use super::replay::ReplayView;
use super::setup::SetupScreen;
use flickwood_core::spec::BoardKind;
use macroquad::prelude::*;
#[path = "records_row.rs"]
mod row;
use row::{ROW_LABEL_PX, row_buttons, row_labels, row_widths};

/// The menus' header (Back and the title) and footer bars, in px.
pub const HEADER_H: f32 = 72.0;
pub const FOOTER_H: f32 = 84.0;
/// Pixels a finger moves before a press becomes a scroll.
const SCROLL_PX: f32 = 12.0;

/// A list that scrolls by dragging, with taps on its rows' buttons.
#[derive(Default)]
pub struct Scroller {
    pub offset: f32,
    /// The finger on the list: id, where it pressed, offset then, scrolling yet.
    drag: Option<(u64, Vec2, f32, bool)>,
}

impl Scroller {
    /// Feeds a pointer event over `area`; true when it was a scroll (the
    /// caller ignores it for taps).
    pub fn feed(&mut self, e: &PointerEvent, area: Rect, content: f32) -> bool {
        let max = (content - area.h).max(0.0);
        match e.phase {
            PointerPhase::Down if area.contains(e.pos) => {
                self.drag = Some((e.id, e.pos, self.offset, false));
                false
            }
            PointerPhase::Move => match &mut self.drag {
                Some((id, at, start, moved)) if *id == e.id => {
                    let dy = e.pos.y - at.y;
                    if dy.abs() > SCROLL_PX {
                        *moved = true;
                    }
                    if *moved {
                        self.offset = (*start - dy).clamp(0.0, max);
                    }
                    *moved
                }
                _ => false,
            },
            PointerPhase::Up | PointerPhase::Cancel => match self.drag.take() {
                Some((id, _, _, moved)) if id == e.id => moved,
                other => {
                    self.drag = other;
                    false
                }
            },
            _ => false,
        }
    }

    pub fn clamp(&mut self, area: Rect, content: f32) {
        self.offset = self.offset.clamp(0.0, (content - area.h).max(0.0));
    }
}

/// The replay of record `i` of the store (oldest first) over the records;
/// a record this game cannot replay stays here with a notice saying why.
fn watch(i: usize, saves: &mut Saves) -> Transition {
    let record = saves.store.records().get(i).cloned();
    match record.map(ReplayView::new) {
        Some(Ok(v)) => Transition::Push(Box::new(v)),
        Some(Err(e)) => {
            let lang = saves.lang;
            saves.say(text::cannot_replay(lang, &e.words(lang)));
            Transition::Stay
        }
        None => Transition::Stay,
    }
}

/// The Back button and a title, across the top.
pub fn back_rect() -> Rect {
    Rect::new(12.0, 12.0, 128.0, HEADER_H - 24.0)
}

pub fn draw_header(title: &str, back_pressed: bool, ctx: &Context) {
    draw_header_beside(title, back_pressed, false, ctx);
}

/// The header; with `button_right`, a button sits across from Back, so the
/// title keeps to the middle even on a narrow phone.
fn draw_header_beside(title: &str, back_pressed: bool, button_right: bool, ctx: &Context) {
    let w = screen_width();
    let font = &ctx.font;
    draw_rectangle(0.0, 0.0, w, HEADER_H, fade(BLACK, 0.3));
    let back = tr(ctx.lang(), T::Back);
    ui::icon_button(
        back_rect(),
        Icon::Back,
        back,
        ui::BUTTON_PX,
        &ctx.wood.cherry,
        back_pressed,
        font,
    );
    // The title in the display face.
    let font = &ctx.display;
    let room = w - 2.0 * (back_rect().right() + 12.0);
    let mut size = ui::fit_size(title, font, ui::TITLE_PX, room);
    let mut cx = w * 0.5;
    if size < 22.0 && !button_right {
        // A narrow phone: the title takes all the room right of Back.
        let left = back_rect().right() + 12.0;
        let room = w - left - 12.0;
        size = ui::fit_size(title, font, ui::TITLE_PX, room);
        cx = left + room * 0.5;
    }
    let at = vec2(cx, HEADER_H * 0.5);
    let cream = Color::new(0.98, 0.9, 0.72, 1.0);
    ui::text_centered_shadowed(title, at, size, cream, vec2(2.0, 3.0), font);
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Button {
    Back,
    Import,
    /// Watch the record at this index of the store's list.
    Watch(usize),
    Export(usize),
    /// A crokinole record as a CMN file.
    Cmn(usize),
    /// The Grandmaster's review of a crokinole record.
    Review(usize),
    /// Every crokinole record as one CMN batch file.
    CmnAll,
    /// With no record yet: set up a match.
    Play(BoardKind),
}

/// The games a player with no record yet is offered.
const GAMES: [BoardKind; 2] = [BoardKind::Crokinole, BoardKind::Pitchnut];

/// With no record yet: the card that says so, with a button for each game.
fn empty_card(ctx: &Context) -> Option<Empty> {
    ctx.saves.store.records().is_empty().then(|| {
        let words = tr(ctx.lang(), T::NoRecords);
        Empty::layout(list_area(), words, GAMES.len(), &ctx.font)
    })
}

#[derive(Default)]
pub struct RecordsScreen {
    scroll: Scroller,
    taps: Taps<Button>,
    /// The top row's Review button when that row is crokinole (the web
    /// test's way in to a review).
    first_review: Option<Vec2>,
}

/// Rows put their buttons under the words when beside them the words
/// would have less than 380 px (a phone in portrait); a phone in landscape
/// (844 px) keeps them beside, so two rows fit its height, not one.
fn narrow() -> bool {
    list_area().w - ROW_BUTTONS_W < 380.0
}

/// The width four row buttons and their gaps take beside the words.
const ROW_BUTTONS_W: f32 = 4.0 * 118.0 + 3.0 * 10.0 + 12.0 + 28.0;

fn row_height() -> f32 {
    // Room for a result on two lines above the buttons.
    if narrow() { 156.0 } else { 84.0 }
}

/// The footer: the Import button and its hint, or a notice for a moment.
fn footer_band() -> Rect {
    let (w, h) = (screen_width(), screen_height());
    Rect::new(0.0, h - FOOTER_H, w, FOOTER_H)
}

fn list_area() -> Rect {
    let (w, h) = (screen_width(), screen_height());
    let lw = (w - 24.0).min(980.0);
    Rect::new(
        (w - lw) * 0.5,
        HEADER_H + 8.0,
        lw,
        h - HEADER_H - FOOTER_H - 8.0,
    )
}

fn import_rect() -> Rect {
    let (w, h) = (screen_width(), screen_height());
    let bw = 220.0f32.min(w * 0.4);
    Rect::new(w - bw - 16.0, h - FOOTER_H + 14.0, bw, FOOTER_H - 28.0)
}

/// Row `i` of the list (0 = newest), on screen.
fn row_rect(i: usize, offset: f32) -> Rect {
    let a = list_area();
    Rect::new(
        a.x,
        a.y + i as f32 * row_height() - offset,
        a.w,
        row_height() - 8.0,
    )
}

/// "All as CMN", across the header from Back: wider where the header has
/// room, so "Tout en CMN" keeps the buttons' size (it was 14 px at 844x390).
pub(super) fn cmn_all_rect() -> Rect {
    let b = back_rect();
    let w = if screen_width() >= 600.0 { 196.0 } else { b.w };
    Rect::new(screen_width() - b.x - w, b.y, w, b.h)
}

/// Whether "All as CMN" keeps its icon on `r`, its words asked at the
/// buttons' size (fitted on one line or two): not where the icon would
/// take them under a caption's size ("Tout en CMN" on a phone upright).
pub(super) fn export_all_has_icon(
    label: &str,
    r: Rect,
    font: &super::super::draw::glyphs::Font,
) -> bool {
    ui::icon_room(r, label, ui::BUTTON_PX, font).is_some_and(|(icon, gap)| {
        let room = r.w - 14.0 - icon - gap;
        ui::fit_lines(label, font, ui::BUTTON_PX, room, r.h - 8.0).0 >= ui::CAPTION_PX
    })
}

fn is_crokinole(r: &flickwood_core::save::MatchRecord) -> bool {
    r.game == flickwood_core::spec::BoardKind::Crokinole
}

/// The store's records, newest first: by when they finished, then by
/// when they were filed.
fn newest_first(records: &[flickwood_core::save::MatchRecord]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..records.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse((records[i].finished_at.unwrap_or(0), i)));
    order
}

/// Import: the browser's file picker on the web; elsewhere the imports
/// folder is read again, and the player told where it is.
fn import_pressed(saves: &mut Saves) {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = saves;
        super::super::platform::web_storage::pick_file();
    }
    #[cfg(not(target_arch = "wasm32"))]
    if saves.import_folder() == 0 {
        let lang = saves.lang;
        let place = saves.imports_dir().map_or_else(
            || tr(lang, T::ImportsFolder).to_string(),
            |d| d.display().to_string(),
        );
        saves.say(text::no_imports(lang, &place));
    }
}

impl RecordsScreen {
    pub fn new(saves: &mut Saves) -> RecordsScreen {
        // Records left in the imports folder come in when the list opens.
        saves.import_folder();
        RecordsScreen::default()
    }

    fn hit(
        &self,
        pos: Vec2,
        order: &[usize],
        crokinole: &[bool],
        widths: [f32; 4],
    ) -> Option<Button> {
        if back_rect().contains(pos) {
            return Some(Button::Back);
        }
        if crokinole.contains(&true) && cmn_all_rect().contains(pos) {
            return Some(Button::CmnAll);
        }
        if import_rect().contains(pos) {
            return Some(Button::Import);
        }
        let area = list_area();
        if !area.contains(pos) {
            return None;
        }
        order.iter().enumerate().find_map(|(i, &index)| {
            let row = row_rect(i, self.scroll.offset);
            let (watch, export, cmn, review) = row_buttons(row, widths, crokinole[index]);
            if watch.contains(pos) {
                Some(Button::Watch(index))
            } else if export.contains(pos) {
                Some(Button::Export(index))
            } else if cmn.is_some_and(|c| c.contains(pos)) {
                Some(Button::Cmn(index))
            } else if review.contains(pos) {
                Some(Button::Review(index))
            } else {
                None
            }
        })
    }
    /// Record `index` of the store on its row: when, what and who, the
    /// result, and its buttons.
    fn draw_row(&self, ctx: &Context, index: usize, row: Rect) {
        let font = &ctx.font;
        let lang = ctx.lang();
        let r = &ctx.saves.store.records()[index];
        ui::rounded(row, 10.0, fade(Color::new(0.16, 0.09, 0.05, 1.0), 0.78));
        let (watch, export, cmn, review) =
            row_buttons(row, row_widths(lang, font), is_crokinole(r));
        let text_w = if narrow() {
            row.w - 32.0
        } else {
            review.x - row.x - 28.0
        };
        let when_what = format!(
            "{} · {}",
            record_words::date_words(lang, r.finished_at.unwrap_or(0)),
            record_words::game_name(lang, r.game),
        );
        let players = record_words::player_names(lang, r);
        let top = format!("{when_what} · {players}");
        let result = record_words::result_words(lang, r);
        let s1 = ui::fit_size(&top, font, ui::BODY_PX, text_w);
        let s2 = ui::fit_size(&result, font, ui::BUTTON_PX, text_w);
        let faint = fade(CREAM, 0.75);
        let x = row.x + 16.0;
        let result_y = if s1 >= 14.0 {
            ui::text_left(&top, vec2(x, row.y + 22.0), s1, faint, font);
            row.y + 49.0
        } else {
            // Three or four players' names: the names on a line of their own.
            for (k, line) in [when_what, players].iter().enumerate() {
                let size = ui::fit_size(line, font, ui::CAPTION_PX, text_w).max(ui::MIN_TEXT_PX);
                ui::text_left(
                    line,
                    vec2(x, row.y + 16.0 + 17.0 * k as f32),
                    size,
                    faint,
                    font,
                );
            }
            row.y + 56.0
        };
        if s2 >= 14.0 || !narrow() {
            ui::text_left(&result, vec2(x, result_y), s2, CREAM, font);
        } else {
            // A long result (teams, points): on two lines, the score on the
            // second when it fits there whole.
            let lines = match result.split_once(", ") {
                Some((who, score)) if ui::fit_size(score, font, ui::BODY_PX, text_w) >= 14.0 => {
                    vec![format!("{who},"), score.to_string()]
                }
                _ => ui::wrap(&result, font, ui::BODY_PX, text_w),
            };
            for (k, line) in lines.iter().take(2).enumerate() {
                let size = ui::fit_size(line, font, ui::BODY_PX, text_w);
                let y = result_y - 3.0 + 20.0 * k as f32;
                ui::text_left(line, vec2(x, y), size, CREAM, font);
            }
        }
        let [watch_l, export_l, cmn_l, review_l] = row_labels(lang);
        let (cherry, walnut) = (&ctx.wood.cherry, &ctx.wood.walnut);
        let mut buttons = vec![
            (Button::Watch(index), watch, watch_l, cherry),
            (Button::Export(index), export, export_l, walnut),
            (Button::Review(index), review, review_l, cherry),
        ];
        if let Some(cmn) = cmn {
            buttons.push((Button::Cmn(index), cmn, cmn_l, walnut));
        }
        for (b, rect, label, grain) in &buttons {
            let held = self.taps.is_held(*b);
            ui::button(*rect, label, ROW_LABEL_PX, grain, held, font);
        }
    }

    /// The header, the CMN and import buttons and the import hint.
    fn draw_footer(&self, ctx: &Context) {
        let font = &ctx.font;
        let lang = ctx.lang();
        let records = ctx.saves.store.records();
        let cmn_all = records.iter().any(is_crokinole);
        // On a phone, beside "All as CMN", the count does not fit.
        let title = match records.len() {
            0 => tr(lang, T::Records).to_string(),
            _ if cmn_all && narrow() => tr(lang, T::Records).to_string(),
            n => text::records_count(lang, n),
        };
        draw_header_beside(&title, self.taps.is_held(Button::Back), cmn_all, ctx);
        if cmn_all {
            let label = tr(lang, T::ExportAllCmn);
            let r = cmn_all_rect();
            let size = ui::BUTTON_PX;
            let held = self.taps.is_held(Button::CmnAll);
            let walnut = &ctx.wood.walnut;
            match export_all_has_icon(label, r, font) {
                true => ui::icon_button(r, Icon::Export, label, size, walnut, held, font),
                false => ui::button(r, label, size, walnut, held, font),
            }
        }
        // A notice (an export's place) takes the footer's room a moment:
        // over the list it covered a record's buttons on a phone.
        if ctx.saves.banner_up() {
            return;
        }
        let ir = import_rect();
        let import = tr(lang, T::Import);
        ui::icon_button(
            ir,
            Icon::Import,
            import,
            ui::BUTTON_PX,
            &ctx.wood.walnut,
            self.taps.is_held(Button::Import),
            font,
        );
        let hint = tr(
            lang,
            if cfg!(target_arch = "wasm32") {
                T::ImportHintWeb
            } else {
                T::ImportHint
            },
        );
        let room = ir.x - 40.0;
        let (s, lines) = ui::fit_lines(hint, font, ui::BODY_PX, room, ir.h + 24.0);
        let at = vec2(20.0 + room * 0.5, ir.center().y);
        ui::lines_centered(&lines, at, s, fade(CREAM, 0.7), font);
    }
}

/// The screen's cream for words on the walnut.
const CREAM: Color = Color::new(1.0, 0.94, 0.82, 1.0);

impl Screen for RecordsScreen {
    fn update(&mut self, events: &[PointerEvent], dt: f32, ctx: &mut Context) -> Transition {
        let _ = dt;
        let saves = &mut ctx.saves;
        let order = newest_first(saves.store.records());
        let crokinole: Vec<bool> = saves.store.records().iter().map(is_crokinole).collect();
        let content = order.len() as f32 * row_height();
        let area = list_area();
        let widths = row_widths(saves.lang, &ctx.font);
        self.first_review = (order.first())
            .map(|&i| {
                row_buttons(row_rect(0, self.scroll.offset), widths, crokinole[i])
                    .3
                    .center()
            })
            .filter(|&c| area.contains(c));
        let card = empty_card(ctx);
        let saves = &mut ctx.saves;
        for e in events {
            if self.scroll.feed(e, area, content) {
                self.taps.held = None;
                continue;
            }
            let on_card = card.as_ref().and_then(|c| c.button_at(e.pos));
            let hit = match on_card {
                Some(i) => Some(Button::Play(GAMES[i])),
                None => self.hit(e.pos, &order, &crokinole, widths),
            };
            match self.taps.feed(e, hit) {
                Some(Button::Back) => return Transition::Title,
                Some(Button::Watch(i)) => return watch(i, saves),
                Some(Button::Review(i)) => {
                    if let Some(r) = saves.store.records().get(i) {
                        return Transition::Push(Box::new(ReviewScreen::new(r.clone(), Some(i))));
                    }
                }
                Some(Button::Export(i)) => match saves.export(i) {
                    Ok(place) => saves.say(text::exported(saves.lang, &place)),
                    Err(e) => saves.say(text::not_exported(saves.lang, &e.to_string())),
                },
                Some(Button::Cmn(i)) => match saves.export_cmn(i) {
                    Ok(place) => saves.say(text::exported(saves.lang, &place)),
                    Err(e) => saves.say(text::not_exported(saves.lang, &e.to_string())),
                },
                Some(Button::CmnAll) => match saves.export_cmn_batch() {
                    Ok(place) => saves.say(text::exported(saves.lang, &place)),
                    Err(e) => saves.say(text::not_exported(saves.lang, &e.to_string())),
                },
                // Hidden under a notice: no tap through it.
                Some(Button::Import) if saves.banner_up() => {}
                Some(Button::Import) => import_pressed(saves),
                Some(Button::Play(game)) => {
                    return Transition::Push(Box::new(SetupScreen::new(game)));
                }
                None => {}
            }
        }
        self.scroll.clamp(area, content);
        Transition::Stay
    }

    fn draw(&self, ctx: &Context) {
        let font = &ctx.font;
        let lang = ctx.lang();
        ui::table_top(&ctx.wood.walnut);
        let records = ctx.saves.store.records();
        let area = list_area();
        if let Some(card) = empty_card(ctx) {
            card.draw(font);
            for (game, r) in GAMES.iter().zip(&card.buttons) {
                let label = text::play_game(lang, *game);
                let held = self.taps.is_held(Button::Play(*game));
                ui::button(*r, label, ui::BUTTON_PX, &ctx.wood.cherry, held, font);
            }
        }
        for (i, &index) in newest_first(records).iter().enumerate() {
            let row = row_rect(i, self.scroll.offset);
            // Only whole rows: none half under the header or the footer.
            if row.y < area.y - 1.0 || row.bottom() > area.bottom() + 1.0 {
                continue;
            }
            self.draw_row(ctx, index, row);
        }
        self.draw_footer(ctx);
    }

    fn banner_bands(&self) -> Vec<Rect> {
        vec![footer_band()]
    }

    fn report(&self) -> test_report::State {
        test_report::State {
            screen: "records".into(),
            tap: self.first_review.map(test_report::css),
            ..Default::default()
        }
    }
}

#[cfg(test)]
#[path = "records_tests.rs"]
mod records_tests;

#[cfg(test)]
mod tests {
    use super::super::super::draw::glyphs::Font;
    use super::super::super::platform::density::pretend_screen;
    use super::super::empty_state::check_fits;
    use super::*;
    use flickwood_core::save::Language;

    #[test]
    fn the_card_with_no_record_fits_between_the_header_and_import() {
        let font = Font::measuring_only();
        for (w, h) in [(390.0, 844.0), (844.0, 390.0), (1024.0, 768.0)] {
            pretend_screen(w, h);
            for lang in [Language::English, Language::French] {
                let e = Empty::layout(list_area(), tr(lang, T::NoRecords), GAMES.len(), &font);
                check_fits(&e, list_area(), &font)
                    .unwrap_or_else(|p| panic!("{w}x{h} {lang:?}: {p}"));
                assert!(!e.card.overlaps(&import_rect()) && !e.card.overlaps(&back_rect()));
            }
        }
    }
}
