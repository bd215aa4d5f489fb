//! The tournament yardstick drawn: a drill's rate and 95 % interval on the
//! open-20 tiers with the AI levels marked, and a player's open-20 rate
//! over time (practice and matches) over the tiers as bands.

use super::super::draw::glyphs::Font;
use super::super::draw::paint::{self, fade};
use super::super::ui;
use super::super::words::practice_words as pw;
use super::super::words::record_words;
use super::super::words::text::{T, tr};
use flickwood_core::ai::AiLevel;
use flickwood_core::practice::{TIERS, wilson};
use flickwood_core::save::stats::ResultLine;
use flickwood_core::save::{Language, PracticeResult};
use macroquad::prelude::*;

/// The scale's ends (percent): every tier and AI level fits between.
const LOW: f32 = 20.0;
const HIGH: f32 = 90.0;
pub const CREAM: Color = Color::new(1.0, 0.94, 0.82, 1.0);

/// A tier's band colour, from cool (novice) to warm (best recorded).
pub fn band(i: usize) -> Color {
    let cols = [
        Color::new(0.30, 0.45, 0.62, 1.0),
        Color::new(0.30, 0.58, 0.58, 1.0),
        Color::new(0.36, 0.62, 0.38, 1.0),
        Color::new(0.66, 0.64, 0.30, 1.0),
        Color::new(0.80, 0.50, 0.24, 1.0),
        Color::new(0.80, 0.30, 0.26, 1.0),
    ];
    cols[i.min(cols.len() - 1)]
}

/// The tiers' bands between `lo` and `hi` percent along `span` (x or y).
fn bands(lo: f32, hi: f32) -> Vec<(usize, f32, f32)> {
    (0..TIERS.len())
        .map(|i| {
            let a = TIERS[i].rate.max(lo);
            let b = TIERS.get(i + 1).map_or(hi, |t| t.rate).min(hi);
            (i, a, b)
        })
        .filter(|(_, a, b)| b > a)
        .collect()
}

/// A rate on the tiers: bands, the interval as a bar, the rate as a
/// marker, the AI levels as ticks underneath. `r` is the strip's rect.
pub fn draw_scale(
    lang: Language,
    r: Rect,
    (rate, lo, hi): (f32, f32, f32),
    ai: Option<[f32; 5]>,
    font: &Font,
) {
    let x = |p: f32| r.x + (p.clamp(LOW, HIGH) - LOW) / (HIGH - LOW) * r.w;
    let bar = Rect::new(r.x, r.y, r.w, r.h * 0.45);
    draw_rectangle(
        bar.x,
        bar.y,
        x(TIERS[0].rate) - bar.x,
        bar.h,
        fade(WHITE, 0.12),
    );
    for (i, a, b) in bands(LOW, HIGH) {
        draw_rectangle(x(a), bar.y, x(b) - x(a), bar.h, fade(band(i), 0.9));
    }
    // The interval and the rate.
    let mid = bar.y + bar.h * 0.5;
    draw_rectangle(
        x(lo),
        mid - 4.0,
        (x(hi) - x(lo)).max(2.0),
        8.0,
        fade(BLACK, 0.75),
    );
    paint::disc(vec2(x(rate), mid), bar.h * 0.42, CREAM, 32);
    paint::circle_line(vec2(x(rate), mid), bar.h * 0.42, 2.0, BLACK, 32);
    // Percent marks.
    for p in [30.0, 50.0, 70.0, 90.0] {
        let s = pw::pct(lang, p);
        let wdt = ui::measure(&s, font, ui::CAPTION_PX).width;
        let at = (x(p) - wdt * 0.5).clamp(r.x, r.right() - wdt);
        ui::text_left(
            &s,
            vec2(at, bar.bottom() + 14.0),
            ui::CAPTION_PX,
            fade(CREAM, 0.7),
            font,
        );
    }
    // The AI levels: a tick each, the start of its name under it.
    // Names alternate between two rows so close levels do not overlap.
    for (i, (l, p)) in AiLevel::ALL
        .into_iter()
        .zip(ai.unwrap_or([f32::NAN; 5]))
        .enumerate()
    {
        if p.is_nan() {
            continue;
        }
        let tx = x(p);
        let y = bar.bottom() + 21.0;
        draw_triangle(
            vec2(tx, y),
            vec2(tx - 5.0, y + 8.0),
            vec2(tx + 5.0, y + 8.0),
            CREAM,
        );
        let name = pw::level_name(lang, l);
        let short: String = name.chars().take(3).collect();
        let wdt = ui::measure(&short, font, ui::CAPTION_PX).width;
        let row = if i % 2 == 0 {
            NAME_ROWS[0]
        } else {
            NAME_ROWS[1]
        };
        ui::text_left(
            &short,
            vec2(tx - wdt * 0.5, y + row),
            ui::CAPTION_PX,
            fade(CREAM, 0.8),
            font,
        );
    }
}

/// The AI levels' names' two rows under their ticks (pixels), 19 apart:
/// a caption's height and a little more (at 12 px they were 14 apart).
const NAME_ROWS: [f32; 2] = [24.0, 43.0];

/// Height `draw_scale` needs under its bar.
pub fn scale_height(bar: f32) -> f32 {
    bar / 0.45 + 68.0
}

/// The tiers as a legend, the one reached picked out.
pub fn draw_legend(lang: Language, r: Rect, reached: Option<&str>, font: &Font) {
    let n = TIERS.len() as f32;
    let step = r.h / n;
    let size = ui::on_scale(step * 0.7).min(ui::BODY_PX);
    for (i, t) in TIERS.iter().enumerate().rev() {
        let row = (TIERS.len() - 1 - i) as f32;
        let y = r.y + row * step;
        let on = reached == Some(t.key);
        draw_rectangle(r.x, y + step * 0.2, 14.0, step * 0.6, band(i));
        let label = format!("{}  {}", pw::pct(lang, t.rate), pw::tier_name(lang, t));
        let s = ui::fit_size(&label, font, size, r.w - 22.0).max(12.0);
        let c = if on { CREAM } else { fade(CREAM, 0.6) };
        ui::text_left(
            &label,
            vec2(r.x + 22.0, y + step * 0.5 + s * 0.35),
            s,
            c,
            font,
        );
        if on {
            draw_rectangle_lines(r.x - 4.0, y + 1.0, r.w + 4.0, step - 2.0, 2.0, CREAM);
        }
    }
}

/// One point of the progress chart.
struct Point {
    when: u64,
    made: u32,
    tries: u32,
    practice: bool,
    /// Played with the full guide (the easy aids): drawn pale, apart
    /// from the tiers, which are measured without it.
    easy: bool,
}

/// A player's open-20 rate over time: practice sessions (discs, with
/// their interval) and matches' shots at an empty board (squares), in date
/// order, over the tiers drawn as bands.
pub fn draw_progress(
    lang: Language,
    r: Rect,
    practice: &[&PracticeResult],
    matches: &[&ResultLine],
    font: &Font,
) {
    let legend_y = draw_series_legend(lang, r, font);
    let points = progress_points(practice, matches);
    // Under the plot: the dates, and the pale marks' note when there are any.
    let note = points.iter().any(|p| p.easy).then(|| {
        ui::wrap_even(
            tr(lang, T::PaleIsFullGuide),
            font,
            ui::CAPTION_PX,
            r.w - 8.0,
        )
    });
    let left = tick_width(lang, font) + 8.0;
    // One line of note between the dates where it fits (a phone on its
    // side has no height to spare), else its lines under them.
    let dates = date_words(lang, &points);
    let inline = match (&note, &dates) {
        (Some(lines), Some((a, b))) if lines.len() == 1 => {
            let wd = |t: &str| ui::measure(t, font, ui::CAPTION_PX).width;
            wd(&lines[0]) + wd(a) + wd(b) + 40.0 <= r.w - left - 8.0
        }
        _ => false,
    };
    let note_rows = if inline {
        0
    } else {
        note.as_ref().map_or(0, Vec::len)
    };
    let under = 30.0 + note_rows as f32 * LINE;
    let plot = Rect::new(
        r.x + left,
        legend_y + 14.0,
        r.w - left - 8.0,
        r.bottom() - legend_y - 14.0 - under,
    );
    draw_plot(lang, plot, font);
    if points.is_empty() {
        let lines = ui::wrap(
            tr(lang, T::NoOpenTwenties),
            font,
            ui::BODY_PX,
            plot.w - 24.0,
        );
        for (i, l) in lines.iter().enumerate() {
            let at = vec2(plot.center().x, plot.center().y + i as f32 * 22.0);
            ui::text_centered(l, at, ui::BODY_PX, CREAM, font);
        }
        return;
    }
    draw_points(plot, &points);
    draw_dates(lang, plot, &points, font);
    // Under the dates, or between them: the pale marks are the full guide's.
    let first = if inline { 20.0 } else { 40.0 };
    for (i, l) in note.iter().flatten().enumerate() {
        let at = vec2(plot.center().x, plot.bottom() + first + i as f32 * LINE);
        ui::text_centered(l, at, ui::CAPTION_PX, fade(CREAM, 0.7), font);
    }
}

/// The first and last points' dates, if there are points.
fn date_words(lang: Language, points: &[Point]) -> Option<(String, String)> {
    let (first, last) = (points.first()?, points.last()?);
    Some((
        record_words::date_words(lang, first.when),
        record_words::date_words(lang, last.when),
    ))
}

/// A caption's line under the plot (pixels).
const LINE: f32 = 19.0;

/// The widest rate label left of the plot ("100 %").
fn tick_width(lang: Language, font: &Font) -> f32 {
    TICKS
        .iter()
        .map(|p| ui::measure(&pw::pct(lang, *p), font, ui::CAPTION_PX).width)
        .fold(0.0, f32::max)
}

/// The rates labelled up the plot's side.
const TICKS: [f32; 5] = [0.0, 25.0, 50.0, 75.0, 100.0];

/// Where rate `p` (in %) lies on the plot.
fn rate_y(plot: Rect, p: f32) -> f32 {
    let (lo, hi) = (0.0f32, 100.0f32);
    plot.bottom() - (p.clamp(lo, hi) - lo) / (hi - lo) * plot.h
}

/// The title and the legend of the two series; the legend's baseline.
fn draw_series_legend(lang: Language, r: Rect, font: &Font) -> f32 {
    let title = tr(lang, T::ProgressTitle);
    let ts = ui::fit_size(title, font, ui::BODY_PX, r.w).max(12.0);
    ui::text_left(title, vec2(r.x, r.y + ts), ts, fade(CREAM, 0.85), font);
    let legend_y = r.y + ts + 22.0;
    paint::disc(vec2(r.x + 8.0, legend_y - 5.0), 6.0, CREAM, 20);
    let lp = tr(lang, T::PracticeSeries);
    ui::text_left(
        lp,
        vec2(r.x + 20.0, legend_y),
        ui::CAPTION_PX,
        fade(CREAM, 0.8),
        font,
    );
    let lx = r.x + 40.0 + ui::measure(lp, font, ui::CAPTION_PX).width;
    draw_rectangle(
        lx,
        legend_y - 11.0,
        11.0,
        11.0,
        Color::new(0.15, 0.1, 0.06, 1.0),
    );
    draw_rectangle_lines(lx, legend_y - 11.0, 11.0, 11.0, 2.0, CREAM);
    let lm = tr(lang, T::MatchSeries);
    ui::text_left(
        lm,
        vec2(lx + 18.0, legend_y),
        ui::CAPTION_PX,
        fade(CREAM, 0.8),
        font,
    );
    legend_y
}

/// The plot's ground, the tiers as bands and the rate labels.
fn draw_plot(lang: Language, plot: Rect, font: &Font) {
    let (lo, hi) = (0.0f32, 100.0f32);
    let y = |p: f32| rate_y(plot, p);
    draw_rectangle(plot.x, plot.y, plot.w, plot.h, fade(BLACK, 0.35));
    draw_rectangle(
        plot.x,
        y(TIERS[0].rate),
        plot.w,
        y(lo) - y(TIERS[0].rate),
        fade(WHITE, 0.05),
    );
    for (i, a, b) in bands(lo, hi) {
        draw_rectangle(plot.x, y(b), plot.w, y(a) - y(b), fade(band(i), 0.45));
    }
    // Every rate labelled where they are a line apart, else fewer.
    let ticks: &[f32] = if plot.h / 4.0 >= LINE {
        &TICKS
    } else if plot.h / 2.0 >= LINE {
        &[0.0, 50.0, 100.0]
    } else {
        &[0.0, 100.0]
    };
    for &p in ticks {
        let s = pw::pct(lang, p);
        let wdt = ui::measure(&s, font, ui::CAPTION_PX).width;
        ui::text_left(
            &s,
            vec2(plot.x - wdt - 5.0, y(p) + 5.0),
            ui::CAPTION_PX,
            fade(CREAM, 0.7),
            font,
        );
    }
}

/// Practice sessions and matches with open-20 tries, in date order.
fn progress_points(practice: &[&PracticeResult], matches: &[&ResultLine]) -> Vec<Point> {
    let mut points: Vec<Point> = practice
        .iter()
        .map(|p| Point {
            when: p.when,
            made: p.made,
            tries: p.attempts,
            practice: true,
            easy: !p.aids().measured_against_pros(),
        })
        .chain(
            matches
                .iter()
                .filter(|m| m.open_twenty_tries > 0)
                .map(|m| Point {
                    when: m.when,
                    made: m.open_twenty_made,
                    tries: m.open_twenty_tries,
                    practice: false,
                    easy: !m.aids().measured_against_pros(),
                }),
        )
        .collect();
    points.sort_by_key(|p| p.when);
    points
}

/// Each point: a session as a disc on its interval, joined to the last
/// session; a match as a square; pale with the full guide.
fn draw_points(plot: Rect, points: &[Point]) {
    let y = |p: f32| rate_y(plot, p);
    // Even spacing in date order: sessions days apart and minutes apart
    // both stay readable.
    let n = points.len();
    let x = |i: usize| plot.x + plot.w * (i as f32 + 0.5) / n as f32;
    let mut last_practice: Option<Vec2> = None;
    for (i, p) in points.iter().enumerate() {
        let rate = 100.0 * p.made as f32 / p.tries as f32;
        let at = vec2(x(i), y(rate));
        let mark = if p.easy { fade(CREAM, 0.4) } else { CREAM };
        if p.practice {
            let (a, b) = wilson(p.made.into(), p.tries.into());
            draw_line(
                at.x,
                y(100.0 * a as f32),
                at.x,
                y(100.0 * b as f32),
                2.0,
                fade(CREAM, 0.6),
            );
            if let Some(prev) = last_practice {
                draw_line(prev.x, prev.y, at.x, at.y, 2.0, fade(CREAM, 0.8));
            }
            last_practice = Some(at);
            paint::disc(at, 6.0, mark, 20);
        } else {
            draw_rectangle(
                at.x - 5.5,
                at.y - 5.5,
                11.0,
                11.0,
                Color::new(0.15, 0.1, 0.06, 1.0),
            );
            draw_rectangle_lines(at.x - 5.5, at.y - 5.5, 11.0, 11.0, 2.0, mark);
        }
    }
}

/// The first and last dates under the plot.
fn draw_dates(lang: Language, plot: Rect, points: &[Point], font: &Font) {
    let Some((first, last)) = date_words(lang, points) else {
        return;
    };
    let y = plot.bottom() + 20.0;
    ui::text_left(
        &first,
        vec2(plot.x, y),
        ui::CAPTION_PX,
        fade(CREAM, 0.7),
        font,
    );
    let lw = ui::measure(&last, font, ui::CAPTION_PX).width;
    let at = vec2(plot.right() - lw, y);
    ui::text_left(&last, at, ui::CAPTION_PX, fade(CREAM, 0.7), font);
}
