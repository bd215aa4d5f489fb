//! The settings screen: how a finger shoots, how the device lies (passed
//! round or flat on a table), sound, language, and the tutorial. It edits
//! `Context::prefs`; the store writes them to the save file.

use super::super::draw::glyphs::Font;
use super::super::draw::paint::{self, fade};
use super::super::platform::density::{screen_height, screen_width};
use super::super::platform::haptics;
use super::super::platform::input::{PointerEvent, PointerPhase};
use super::super::stack::Screen;
use super::super::stack::test_report;
use super::super::stack::{Transition, context::Context};
use super::super::ui;
use super::super::ui::icons::Icon;
use super::super::words::text::{T, tr};
use flickwood_core::save::Prefs;
use flickwood_core::save::prefs::{AidsChoice, Controls, Language, TableMode};
use macroquad::prelude::*;

#[derive(Default)]
pub struct SettingsScreen {
    held: Option<(Target, u64)>,
    /// The finger dragging the volume knob.
    dragging: Option<u64>,
    /// "Show the tutorial again" was tapped (said under the button).
    tutorial_reset: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    /// Row, choice.
    Choice(usize, usize),
    Volume,
    Tutorial,
    Back,
}

/// Each row's label and its choices.
const ROWS: [(T, &[T]); 7] = [
    (T::Controls, &[T::AimAndPull, T::Slingshot, T::Flick]),
    (T::AimGuide, &[T::GuideShort, T::GuideFull]),
    (T::Table, &[T::PassAndPlay, T::TabletOnTable]),
    (T::Sound, &[T::SoundOn, T::Muted]),
    (T::LanguageRow, &[T::System, T::English, T::Francais]),
    (T::Vibration, &[T::VibrationOn, T::VibrationOff]),
    (T::Motion, &[T::MotionFull, T::MotionReduced]),
];

const CONTROLS_ROW: usize = 0;
/// The aids (issue 42): the short guide (the default) or the full one.
const AIDS_ROW: usize = 1;
const TABLE_ROW: usize = 2;
/// The volume slider sits under it.
const SOUND_ROW: usize = 3;
const LANGUAGE_ROW: usize = 4;
/// The vibration row shows only where the device can vibrate (`haptics.rs`).
const VIBRATION_ROW: usize = 5;
const MOTION_ROW: usize = 6;

/// What the screen lays out, top to bottom.
#[derive(Clone, Copy)]
enum Item {
    Row(usize),
    Volume,
    Tutorial,
}

/// A short landscape screen (a phone on its side) lays the rows out in two
/// columns, each label above its choices, and "Show the tutorial again" at
/// the top right, so nothing runs off the bottom.
fn two_columns(w: f32, h: f32) -> bool {
    w > h && h < 600.0
}

/// The title's size on a `w` x `h` screen.
fn title_size(w: f32, h: f32) -> f32 {
    (w.min(h * 1.4) * 0.06).clamp(28.0, 64.0)
}

fn tutorial_on_top(w: f32, h: f32) -> bool {
    two_columns(w, h) || w < h
}

fn labels_above(w: f32, h: f32) -> bool {
    w < h || two_columns(w, h)
}

/// Which choice of each row the prefs hold.
fn chosen(prefs: &Prefs, row: usize) -> usize {
    match row {
        CONTROLS_ROW => match prefs.controls {
            Controls::AimAndPull => 0,
            Controls::Slingshot => 1,
            Controls::Flick => 2,
        },
        AIDS_ROW => usize::from(prefs.aids == AidsChoice::Full),
        TABLE_ROW => usize::from(prefs.table == TableMode::Tablet),
        SOUND_ROW => usize::from(prefs.muted),
        VIBRATION_ROW => usize::from(!prefs.haptics),
        MOTION_ROW => usize::from(prefs.reduced_motion),
        _ => match prefs.language {
            None => 0,
            Some(Language::English) => 1,
            Some(Language::French) => 2,
        },
    }
}

/// Applies a tap on choice `i` of `row`.
fn choose(prefs: &mut Prefs, row: usize, i: usize) {
    match row {
        CONTROLS_ROW => {
            prefs.controls = match i {
                1 => Controls::Slingshot,
                2 => Controls::Flick,
                _ => Controls::AimAndPull,
            }
        }
        AIDS_ROW => {
            prefs.aids = if i == 1 {
                AidsChoice::Full
            } else {
                AidsChoice::Short
            }
        }
        TABLE_ROW => {
            prefs.table = if i == 1 {
                TableMode::Tablet
            } else {
                TableMode::PassAndPlay
            }
        }
        SOUND_ROW => prefs.muted = i == 1,
        VIBRATION_ROW => prefs.haptics = i == 0,
        MOTION_ROW => prefs.reduced_motion = i == 1,
        _ => {
            prefs.language = match i {
                1 => Some(Language::English),
                2 => Some(Language::French),
                _ => None,
            }
        }
    }
}

/// The volume for a knob at `x` on a track `track`: 0 to 1, never NaN.
fn volume_at(track: Rect, x: f32) -> f32 {
    if !x.is_finite() || track.w <= 0.0 {
        return 0.0;
    }
    ((x - track.x) / track.w).clamp(0.0, 1.0)
}

impl SettingsScreen {
    /// Every touch target (the volume slider's whole height counts).
    fn layout(&self) -> Vec<(Target, Rect)> {
        layout(screen_width(), screen_height(), haptics::available())
    }

    /// The slider's track inside its touch area.
    fn track(area: Rect) -> Rect {
        let pad = area.h * 0.5;
        Rect::new(
            area.x + pad,
            area.center().y - 5.0,
            area.w - 2.0 * pad,
            10.0,
        )
    }
}

/// Every touch target on a `w` x `h` screen, the vibration row if the
/// device can vibrate.
fn layout(w: f32, h: f32, vibration: bool) -> Vec<(Target, Rect)> {
    {
        let two = two_columns(w, h);
        let above = labels_above(w, h);
        let label_w = if above { 0.0 } else { label_column(w) };
        let label_h = match (above, two) {
            (false, _) => 0.0,
            (true, false) => 24.0,
            // A phone on its side: two columns of up to four rows, packed.
            (true, true) => 20.0,
        };
        let gap = if two { 6.0 } else { 12.0 };
        // Labels above the rows (a narrow screen): the rows take the width.
        let total_w = if above {
            w - 24.0
        } else {
            (w * 0.86).min(1000.0)
        };
        // As wide as the menus' Back, so "Retour" keeps its arrow.
        let mut out = vec![(Target::Back, Rect::new(10.0, 8.0, 128.0, 48.0))];
        let mut items: Vec<Item> = Vec::new();
        for r in 0..ROWS.len() {
            if r == VIBRATION_ROW && !vibration {
                continue;
            }
            items.push(Item::Row(r));
            if r == SOUND_ROW {
                // The volume slider sits under the sound row.
                items.push(Item::Volume);
            }
        }
        // On a phone the tutorial's button goes to the top right, beside
        // Back, so the rows keep their finger-sized height.
        if tutorial_on_top(w, h) {
            let tw = (w * 0.3).clamp(180.0, 320.0);
            out.push((Target::Tutorial, Rect::new(w - 10.0 - tw, 8.0, tw, 48.0)));
        }
        // Items in n columns, the sound row and its volume together.
        let split = |items: &[Item], n: usize| -> Vec<Vec<Item>> {
            let size = items.len().div_ceil(n);
            let mut cuts: Vec<usize> = (0..=n).map(|i| (i * size).min(items.len())).collect();
            for c in &mut cuts {
                if matches!(items.get(*c), Some(Item::Volume)) {
                    *c -= 1;
                }
            }
            cuts.windows(2)
                .map(|w| items[w[0]..w[1]].to_vec())
                .collect()
        };
        let columns: Vec<Vec<Item>> = if two {
            // Two columns while each row keeps a finger's height (44 px):
            // their buttons are wide enough for the words at 14 px and
            // over; else three.
            // The language goes up with the controls, so the sound, its
            // volume, the vibration and the motion make a column of four.
            let mut feel_last = items.clone();
            if let Some(l) = (feel_last.iter()).position(|i| matches!(i, Item::Row(LANGUAGE_ROW))) {
                let lang = feel_last.remove(l);
                let s = (feel_last.iter())
                    .position(|i| matches!(i, Item::Row(SOUND_ROW)))
                    .unwrap_or(feel_last.len());
                feel_last.insert(s, lang);
            }
            let two_cols = split(&feel_last, 2);
            let most = two_cols.iter().map(Vec::len).max().unwrap_or(1) as f32;
            if (h - 58.0 - 12.0) / most - (label_h + gap * 1.5) >= 44.0 {
                two_cols
            } else {
                split(&items, 3)
            }
        } else if tutorial_on_top(w, h) {
            vec![items]
        } else {
            items.push(Item::Tutorial);
            vec![items]
        };
        let col_gap = 28.0;
        let n_cols = columns.len();
        let total_w = if n_cols > 2 {
            (w - 24.0).min(1000.0)
        } else {
            total_w
        };
        // A column as wide as its widest row's choices want.
        let weight = |c: &Vec<Item>| {
            c.iter()
                .map(|i| match i {
                    Item::Row(r) => ROWS[*r].1.len(),
                    _ => 2,
                })
                .max()
                .unwrap_or(2) as f32
        };
        let weights: f32 = columns.iter().map(weight).sum();
        let room = total_w - col_gap * (n_cols as f32 - 1.0);
        let most = columns.iter().map(Vec::len).max().unwrap_or(1) as f32;
        // Roomy if it fits, else closer under the title and closer rows.
        let under_title = h * 0.1 + title_size(w, h) + 14.0;
        let fits = |top: f32, gap: f32| (h - top - 12.0) / most - label_h - gap * 1.5 >= 44.0;
        let (top, gap) = if two {
            (58.0, gap)
        } else {
            [(h * 0.2, gap), (under_title, gap), (under_title, 8.0)]
                .into_iter()
                .find(|&(t, g)| fits(t, g))
                .unwrap_or((under_title, 6.0))
        };
        let step = label_h + gap * 1.5;
        // As tall as a finger wants, as short as the screen needs.
        let row_h = ((h - top - 12.0) / most - step)
            .clamp(44.0, 80.0)
            .min((h * 0.085).clamp(52.0, 80.0));
        let mut cx = (w - total_w) * 0.5;
        for column in &columns {
            let col_w = room * weight(column) / weights;
            let x0 = cx + label_w;
            cx += col_w + col_gap;
            let avail = col_w - label_w;
            let mut y = top;
            for item in column {
                y += label_h;
                match *item {
                    Item::Row(r) => {
                        let n = ROWS[r].1.len();
                        // Closer across a narrow screen: the words' room.
                        let across = if above { gap.min(8.0) } else { gap };
                        let bw = (avail - across * (n as f32 - 1.0)) / n as f32;
                        for i in 0..n {
                            out.push((
                                Target::Choice(r, i),
                                Rect::new(x0 + i as f32 * (bw + across), y, bw, row_h),
                            ));
                        }
                    }
                    Item::Volume => out.push((Target::Volume, Rect::new(x0, y, avail, row_h))),
                    Item::Tutorial => {
                        let tw = (w * 0.5).clamp(240.0, 420.0).min(col_w);
                        let ty = y.min(h - row_h - 12.0);
                        let r = Rect::new((w - tw) * 0.5, ty, tw, row_h);
                        out.push((Target::Tutorial, r));
                    }
                }
                y += row_h + gap * 1.5;
            }
        }
        out
    }
}

impl Screen for SettingsScreen {
    fn update(&mut self, events: &[PointerEvent], dt: f32, ctx: &mut Context) -> Transition {
        let _ = dt;
        let layout = self.layout();
        for e in events {
            let hit = layout.iter().find(|(_, r)| r.contains(e.pos)).map(|t| t.0);
            if self.dragging == Some(e.id) {
                if let Some((_, area)) = layout.iter().find(|t| t.0 == Target::Volume) {
                    ctx.saves.prefs_mut().volume = volume_at(Self::track(*area), e.pos.x);
                    ctx.saves.prefs_mut().muted = false;
                }
                if matches!(e.phase, PointerPhase::Up | PointerPhase::Cancel) {
                    self.dragging = None;
                }
                continue;
            }
            match e.phase {
                PointerPhase::Down => match hit {
                    Some(Target::Volume) => {
                        self.dragging = Some(e.id);
                        if let Some((_, area)) = layout.iter().find(|t| t.0 == Target::Volume) {
                            ctx.saves.prefs_mut().volume = volume_at(Self::track(*area), e.pos.x);
                            ctx.saves.prefs_mut().muted = false;
                        }
                    }
                    Some(t) => self.held = Some((t, e.id)),
                    None => {}
                },
                PointerPhase::Up => {
                    if let Some((t, id)) = self.held.take()
                        && id == e.id
                        && hit == Some(t)
                    {
                        match t {
                            Target::Choice(r, i) => choose(ctx.saves.prefs_mut(), r, i),
                            Target::Tutorial => {
                                ctx.saves.prefs_mut().tutorial_seen = false;
                                self.tutorial_reset = true;
                            }
                            Target::Back => return Transition::Title,
                            Target::Volume => {}
                        }
                    }
                }
                PointerPhase::Cancel => self.held = None,
                PointerPhase::Move => {}
            }
        }
        ctx.sounds.set_volume(ctx.prefs().volume, ctx.prefs().muted);
        Transition::Stay
    }

    fn draw(&self, ctx: &Context) {
        let (w, h) = (screen_width(), screen_height());
        ui::table_top(&ctx.wood.walnut);
        let font = &ctx.font;
        let ts = title_size(w, h);
        let lang = ctx.lang();
        let title = tr(lang, T::Settings);
        // On a phone on its side the rows start just under the top buttons.
        let at = vec2(w * 0.5, if two_columns(w, h) { 30.0 } else { h * 0.1 });
        ui::text_centered_shadowed(title, at, ts, CREAM, vec2(2.0, 3.0), &ctx.display);
        let pressed = |t: Target| self.held.is_some_and(|(h, _)| h == t);
        let sizes = row_sizes(&self.layout(), lang, font);
        for (t, r) in self.layout() {
            match t {
                Target::Back => {
                    let back = tr(lang, T::Back);
                    let size = ui::BODY_PX;
                    ui::icon_button(
                        r,
                        Icon::Back,
                        back,
                        size,
                        &ctx.wood.cherry,
                        pressed(t),
                        font,
                    )
                }
                Target::Choice(row, i) => draw_choice(ctx, row, i, r, pressed(t), sizes[row]),
                Target::Volume => draw_volume(ctx, r),
                Target::Tutorial => {
                    let label = tr(lang, T::TutorialAgain);
                    let size = ui::button_px(r.h * 0.32);
                    ui::button(r, label, size, &ctx.wood.cherry, pressed(t), font);
                    if self.tutorial_reset {
                        let note = tr(lang, T::TutorialNext);
                        // Under the title when the button is up beside it.
                        let y = if tutorial_on_top(w, h) && !two_columns(w, h) {
                            at.y + ts
                        } else {
                            r.bottom() + 20.0
                        };
                        ui::text_centered(
                            note,
                            vec2(w * 0.5, y),
                            ui::fit_size(note, font, ui::BODY_PX, w * 0.94),
                            fade(CREAM, 0.8),
                            font,
                        );
                    }
                }
            }
        }
    }

    fn report(&self) -> test_report::State {
        test_report::State {
            screen: "settings".into(),
            ..Default::default()
        }
    }
}

/// The screen's cream for words, and brass for what is chosen.
const CREAM: Color = Color::new(0.98, 0.9, 0.72, 1.0);
const BRASS: Color = Color::new(0.95, 0.78, 0.35, 1.0);

/// Where labels stand left of their rows (a wide screen): the column's
/// width.
fn label_column(w: f32) -> f32 {
    (w * 0.16).clamp(110.0, 200.0)
}

/// A row's label: its room, and where it goes for the row's first
/// button `r` (above it, or to its left).
fn label_room(w: f32, h: f32) -> f32 {
    if labels_above(w, h) {
        w * 0.45
    } else {
        label_column(w) - 10.0
    }
}

/// Where a row's `label` goes for its first button `r` (above it, or to
/// its left), and its size. Above, its descenders end a pixel over the
/// brass ring round a chosen button (4 px out): a fixed offset put the
/// "g" of "Aim guide" into the ring on a phone on its side, where the
/// rows have no height to spare.
fn label_place(label: &str, font: &Font, w: f32, h: f32, r: Rect) -> (Vec2, f32) {
    let size = ui::fit_size(label, font, ui::BUTTON_PX, label_room(w, h));
    if !labels_above(w, h) {
        return (vec2(r.x - label_column(w), r.center().y), size);
    }
    let dims = ui::measure(label, font, size);
    let baseline = r.y - 4.0 - 1.0 - dims.descent;
    (vec2(r.x, baseline - dims.offset_y * 0.5), size)
}

/// Each row's words' size: the largest at which every choice of the row
/// fits its button on one line, up to what the buttons' height asks, so
/// that a row's choices read at one size ("Lance-pierre" was 12 px beside
/// 16 px neighbours, and "Viser et tirer" wrapped). A row whose words
/// would go under the buttons' size on one line reads at the next size of
/// the scale that fits (the body's, the captions'), or on two lines at the
/// body's: on a phone upright the controls' row was 14 px.
fn row_sizes(layout: &[(Target, Rect)], lang: Language, font: &Font) -> [RowWords; ROWS.len()] {
    let mut one = [f32::INFINITY; ROWS.len()];
    let mut two = [true; ROWS.len()];
    for &(t, r) in layout {
        if let Target::Choice(row, i) = t {
            let asked = ui::button_px(r.h * 0.32);
            let words = tr(lang, ROWS[row].1[i]);
            one[row] = one[row].min(ui::fit_size(words, font, asked, r.w - 14.0));
            let lines = ui::wrap_even(words, font, ui::BODY_PX, r.w - 14.0);
            let fits = lines.len() <= 2
                && lines.len() as f32 * ui::BODY_PX * 1.2 <= r.h - 8.0
                && lines
                    .iter()
                    .all(|l| ui::measure(l, font, ui::BODY_PX).width <= r.w - 14.0);
            two[row] &= fits;
        }
    }
    std::array::from_fn(|row| match one[row] {
        s if s >= ui::BUTTON_PX => RowWords::OneLine(s),
        s if s >= ui::CAPTION_PX => RowWords::OneLine(ui::on_scale(s)),
        _ if two[row] => RowWords::TwoLines,
        s => RowWords::OneLine(s),
    })
}

/// How a row's choices are worded on their buttons.
#[derive(Clone, Copy, Debug, PartialEq)]
enum RowWords {
    /// On one line at this size.
    OneLine(f32),
    /// Broken evenly into at most two lines at the body's size.
    TwoLines,
}

impl RowWords {
    /// The size the row's words are drawn at.
    fn size(self) -> f32 {
        match self {
            RowWords::OneLine(s) => s,
            RowWords::TwoLines => ui::BODY_PX,
        }
    }
}

/// Choice `i` of row `row` (the row's label by its first) with its words
/// at `size`, the one in force edged in brass.
fn draw_choice(ctx: &Context, row: usize, i: usize, r: Rect, pressed: bool, words: RowWords) {
    let words_size = words.size();
    let (w, h) = (screen_width(), screen_height());
    let (font, lang) = (&ctx.font, ctx.lang());
    let (label, choices) = ROWS[row];
    if i == 0 {
        let label = tr(lang, label);
        let (at, size) = label_place(label, font, w, h, r);
        ui::text_left(label, at, size, CREAM, font);
    }
    let on = chosen(ctx.prefs(), row) == i;
    if on {
        ui::rounded(
            Rect::new(r.x - 4.0, r.y - 4.0, r.w + 8.0, r.h + 8.0),
            15.0,
            BRASS,
        );
    }
    let grain = if on {
        &ctx.wood.cherry
    } else {
        &ctx.wood.walnut
    };
    let choice = tr(lang, choices[i]);
    let words = match words {
        RowWords::OneLine(_) => choice.to_string(),
        RowWords::TwoLines => ui::wrap_even(choice, font, ui::BODY_PX, r.w - 14.0).join("\n"),
    };
    ui::button(r, &words, words_size, grain, pressed || on, font);
}

/// The volume: its label, the track filled to the level, a knob and the
/// level in per cent.
fn draw_volume(ctx: &Context, r: Rect) {
    let (w, h) = (screen_width(), screen_height());
    let (font, lang) = (&ctx.font, ctx.lang());
    let label = tr(lang, T::Volume);
    let (at, size) = label_place(label, font, w, h, r);
    ui::text_left(label, at, size, CREAM, font);
    let track = SettingsScreen::track(r);
    let v = if ctx.prefs().muted {
        0.0
    } else {
        ctx.prefs().volume.clamp(0.0, 1.0)
    };
    ui::rounded(track, 5.0, fade(BLACK, 0.45));
    ui::rounded(
        Rect::new(track.x, track.y, track.w * v, track.h),
        5.0,
        BRASS,
    );
    // A turned-wood knob, big enough for a thumb.
    let c = vec2(track.x + track.w * v, track.center().y);
    let kr = (r.h * 0.36).clamp(18.0, 28.0);
    paint::disc(c + vec2(2.0, 3.0), kr, fade(BLACK, 0.45), 40);
    paint::disc(c, kr, Color::new(0.62, 0.33, 0.2, 1.0), 40);
    paint::disc(c, kr * 0.7, Color::new(0.74, 0.45, 0.28, 1.0), 40);
    let pct = format!("{}%", (v * 100.0).round() as u32);
    // Its right edge on the row's: "100%" stays on screen.
    let pct_w = ui::measure(&pct, font, ui::BODY_PX).width;
    ui::text_left(
        &pct,
        vec2(r.right() - pct_w, r.y - 2.0),
        ui::BODY_PX,
        fade(CREAM, 0.8),
        font,
    );
}

#[cfg(test)]
#[path = "settings_tests.rs"]
mod tests;
