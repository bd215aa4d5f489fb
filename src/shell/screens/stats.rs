//! A player's stats drawn: the numbers for a game or an opponent, the heat
//! map of where their discs came to rest, and their results over time.

use super::super::draw::glyphs::Font;
use super::super::draw::paint::{self, fade};
use super::super::ui;
use super::super::words::record_words;
use super::super::words::text::{self, T, tr};
use flickwood_core::save::{Against, AiLevel, HEAT_SIDE, Language, MatchResult, Tally};
use flickwood_core::spec::BoardKind;
use macroquad::prelude::*;

/// Which games the stats cover.
pub(crate) const GAMES: [Option<BoardKind>; 3] =
    [Some(BoardKind::Crokinole), Some(BoardKind::Pitchnut), None];

fn pct(x: Option<f32>) -> String {
    x.map_or("–".into(), |v| format!("{:.0}%", v * 100.0))
}

/// The numbers' lines: what, and the player's figure for it.
fn number_lines(lang: Language, t: &Tally, game: Option<BoardKind>) -> Vec<(String, String)> {
    let k = |key| tr(lang, key).to_string();
    let rounds = match game {
        Some(BoardKind::Pitchnut) => T::Games,
        Some(BoardKind::Crokinole) => T::Rounds,
        None => T::RoundsAndGames,
    };
    let mut lines: Vec<(String, String)> = vec![
        (
            k(T::Matches),
            text::won_lost(lang, t.matches_won, t.matches_lost, t.matches_drawn, false),
        ),
        (
            k(rounds),
            text::won_lost(lang, t.rounds_won, t.rounds_lost, t.rounds_tied, true),
        ),
        (k(T::Shots), t.shots.to_string()),
    ];
    if game != Some(BoardKind::Pitchnut) {
        lines.push((k(T::Twenties), t.twenties.to_string()));
        lines.push((
            k(T::PointsARound),
            t.average_points_per_round()
                .map_or("–".into(), |v| text::dec1(lang, v)),
        ));
        // The rate per setting of the aids it was made with (issue 42).
        let by_aids = t.open_twenties_by_aids();
        if by_aids.is_empty() {
            let none = text::of_with_rate(lang, 0, 0, &pct(None));
            lines.push((k(T::Open20sMade), none));
        }
        for (aids, made, tries) in by_aids {
            let key = if aids.measured_against_pros() {
                T::Open20sShortGuide
            } else {
                T::Open20sFullGuide
            };
            let rate = pct(Some(made as f32 / tries as f32));
            lines.push((k(key), text::of_with_rate(lang, made, tries, &rate)));
        }
    }
    if game != Some(BoardKind::Crokinole) {
        lines.push((k(T::PiecesSunk), t.sunk.to_string()));
        lines.push((k(T::Scratches), t.scratches.to_string()));
    }
    lines.push((k(T::Fouls), t.fouls.to_string()));
    lines.push((k(T::HintsAsked), t.hints.to_string()));
    lines
}

/// The text size the numbers take in `area`'s height, and the step between lines.
fn number_size(lines: usize, area_h: f32) -> (f32, f32) {
    let n = lines.max(1) as f32;
    let size = ui::on_scale(area_h / n / 1.6).clamp(ui::CAPTION_PX, ui::HEADING_PX);
    (size, (area_h / n).min(size * 1.8))
}

/// The width the numbers want at their size in a column `h` high: the
/// longest name, the longest figure and the gaps.
pub(crate) fn numbers_width(
    lang: Language,
    t: &Tally,
    game: Option<BoardKind>,
    h: f32,
    font: &Font,
) -> f32 {
    let lines = number_lines(lang, t, game);
    let (size, _) = number_size(lines.len(), h);
    let widest = |col: &dyn Fn(&(String, String)) -> &str| {
        lines
            .iter()
            .map(|l| ui::measure(col(l), font, size).width)
            .fold(0.0, f32::max)
    };
    widest(&|l| &l.0) + widest(&|l| &l.1) + 20.0
}

/// The numbers laid out in their area: each row's name and its figure's
/// lines, the size, the step between lines, the names' column and the
/// first line's baseline under the area's top.
pub(crate) struct NumberLayout {
    pub rows: Vec<(String, Vec<String>)>,
    pub size: f32,
    pub step: f32,
    pub names_w: f32,
    pub first: f32,
}

/// The numbers at the largest size from theirs down to the captions' and
/// then the floor at which they fit their area: side by side, a figure too
/// long for its column on two lines under itself (French on a phone
/// upright: "2 gagnées, 7 perdues, 2 nulles" beside "Conseils demandés",
/// shrunk to one line, came out at 12.3 px, and 11.2 at 360x640); else
/// both columns shrunk together, as they were.
pub(crate) fn number_layout(
    lang: Language,
    t: &Tally,
    game: Option<BoardKind>,
    area: Rect,
    font: &Font,
) -> NumberLayout {
    let lines = number_lines(lang, t, game);
    let (size0, step0) = number_size(lines.len(), area.h);
    let widest = |values: bool, size: f32| {
        (lines.iter())
            .map(|l| ui::measure(if values { &l.1 } else { &l.0 }, font, size).width)
            .fold(0.0, f32::max)
    };
    let sizes = [size0, ui::CAPTION_PX, 14.0, 13.0, ui::MIN_TEXT_PX];
    for size in sizes.into_iter().filter(|&s| s <= size0) {
        let (keys, values) = (widest(false, size), widest(true, size));
        // The names' column as wide as its longest name needs (up to three
        // fifths) when the figures leave room: a narrow one made names
        // unreadable.
        let names_w = if keys + values <= area.w - 16.0 {
            keys.max(area.w * 0.45).min(area.w - values - 16.0)
        } else {
            keys
        };
        let figures_w = area.w - names_w - 16.0;
        let rows: Vec<(String, Vec<String>)> = (lines.iter())
            .map(|(k, v)| (k.clone(), ui::wrap_even(v, font, size, figures_w)))
            .collect();
        let shown = rows.iter().map(|r| r.1.len()).sum::<usize>().max(1);
        let step = (area.h / shown as f32).min(size * 1.8);
        let fits = step >= size * 1.1
            && rows.iter().all(|r| r.1.len() <= 2)
            && (rows.iter().flat_map(|r| &r.1))
                .all(|l| ui::measure(l, font, size).width <= figures_w);
        if fits {
            return NumberLayout {
                rows,
                size,
                step,
                names_w,
                first: size,
            };
        }
    }
    let scale = ((area.w - 16.0) / (widest(false, size0) + widest(true, size0)).max(1.0)).min(1.0);
    NumberLayout {
        rows: lines
            .iter()
            .map(|(k, v)| (k.clone(), vec![v.clone()]))
            .collect(),
        size: size0 * scale,
        step: step0,
        names_w: widest(false, size0) * scale,
        first: size0,
    }
}

pub(crate) fn draw_numbers(
    lang: Language,
    t: &Tally,
    game: Option<BoardKind>,
    area: Rect,
    font: &Font,
) {
    let cream = Color::new(1.0, 0.94, 0.82, 1.0);
    let l = number_layout(lang, t, game, area, font);
    let (size, kw) = (l.size, l.names_w);
    let mut y = area.y + l.first;
    for (k, figures) in &l.rows {
        let ks = ui::fit_size(k, font, size, kw);
        ui::text_left(k, vec2(area.x + 4.0, y), ks, fade(cream, 0.7), font);
        for v in figures {
            let vs = ui::fit_size(v, font, size, area.w - kw - 16.0);
            ui::text_left(v, vec2(area.x + kw + 12.0, y), vs, cream, font);
            y += l.step;
        }
    }
}

/// A chart's heading over its rect `r`: a caption, wrapped evenly upward
/// from just over the chart (both charts' headings at one size: the map's
/// was 12 px beside the results' 17 on a phone on its side).
pub(crate) fn chart_heading_lines(title: &str, w: f32, font: &Font) -> Vec<String> {
    ui::wrap_even(title, font, ui::CAPTION_PX, w)
}

/// The results' caption under a chart `w` wide: wrapped on two lines of
/// captions at most before anything shrinks (fitted down to one line, it
/// was 12 to 14 px on a phone).
pub(crate) fn caption_lines(caption: &str, w: f32, font: &Font) -> (f32, Vec<String>) {
    let room = w - 14.0;
    let lines = ui::wrap_even(caption, font, ui::CAPTION_PX, room);
    let fits = |l: &String| ui::measure(l, font, ui::CAPTION_PX).width <= room;
    if lines.len() <= 2 && lines.iter().all(fits) {
        return (ui::CAPTION_PX, lines);
    }
    ui::fit_lines(caption, font, ui::CAPTION_PX, room, 36.0)
}

fn chart_heading(title: &str, r: Rect, font: &Font) {
    let cream = Color::new(1.0, 0.94, 0.82, 1.0);
    let lines = chart_heading_lines(title, r.w, font);
    let step = ui::CAPTION_PX * 1.18;
    for (i, l) in lines.iter().enumerate() {
        let y = r.y - 16.0 - step * (lines.len() - 1 - i) as f32;
        ui::text_left(l, vec2(r.x, y), ui::CAPTION_PX, fade(cream, 0.8), font);
    }
}

/// Where the player's discs came to rest: the board seen from their seat,
/// warmer where more came to rest.
pub(crate) fn draw_heat(lang: Language, t: &Tally, game: Option<BoardKind>, r: Rect, font: &Font) {
    let cream = Color::new(1.0, 0.94, 0.82, 1.0);
    chart_heading(tr(lang, T::WhereDiscsRest), r, font);
    let Some(game) = game else {
        ui::rounded(r, 8.0, fade(BLACK, 0.3));
        for (i, l) in ui::wrap(tr(lang, T::ChooseOneGame), font, ui::BODY_PX, r.w - 20.0)
            .iter()
            .enumerate()
        {
            ui::text_centered(
                l,
                vec2(r.center().x, r.center().y + i as f32 * 24.0),
                ui::BODY_PX,
                fade(cream, 0.7),
                font,
            );
        }
        return;
    };
    // The board under the grid: maple, round or square.
    let maple = Color::new(0.86, 0.72, 0.5, 1.0);
    let c = r.center();
    match game {
        BoardKind::Crokinole => {
            paint::disc(c, r.w * 0.5, maple, 96);
            paint::circle_line(c, r.w * 0.5 * 0.667, 1.5, fade(BLACK, 0.45), 96);
            paint::circle_line(c, r.w * 0.5 * 0.333, 1.5, fade(BLACK, 0.45), 96);
            paint::disc(c, r.w * 0.022, fade(BLACK, 0.7), 24);
        }
        BoardKind::Pitchnut => {
            draw_rectangle(r.x, r.y, r.w, r.h, maple);
            // The pockets, inside the square so nothing spills past it.
            for (dx, dy) in [(0.06, 0.06), (0.94, 0.06), (0.06, 0.94), (0.94, 0.94)] {
                paint::disc(
                    vec2(r.x + dx * r.w, r.y + dy * r.h),
                    r.w * 0.05,
                    fade(BLACK, 0.7),
                    24,
                );
            }
        }
    }
    let max = t.heat.iter().copied().max().unwrap_or(0);
    if max > 0 {
        let cell = r.w / HEAT_SIDE as f32;
        for (i, &n) in t.heat.iter().enumerate() {
            if n == 0 {
                continue;
            }
            let (cx, cy) = (i % HEAT_SIDE, i / HEAT_SIDE);
            let k = (n as f32 / max as f32).sqrt();
            // Row 0 is the player's own edge: the bottom.
            let x = r.x + cx as f32 * cell;
            let y = r.bottom() - (cy + 1) as f32 * cell;
            let col = Color::new(0.85 + 0.15 * k, 0.55 - 0.4 * k, 0.1, 0.25 + 0.6 * k);
            draw_rectangle(x, y, cell, cell, col);
        }
    } else {
        ui::text_centered(
            tr(lang, T::NoShotsYet),
            c,
            ui::BODY_PX,
            Color::new(0.3, 0.18, 0.08, 0.9),
            font,
        );
    }
    ui::text_centered(
        tr(lang, T::YourEdge),
        vec2(c.x, r.bottom() + 14.0),
        ui::CAPTION_PX,
        fade(cream, 0.6),
        font,
    );
}

/// Results over time: one bar per match, oldest on the left; up for a
/// win, down for a loss, its height the margin.
pub(crate) fn draw_history(
    lang: Language,
    history: &[&flickwood_core::save::stats::ResultLine],
    r: Rect,
    font: &Font,
) {
    let cream = Color::new(1.0, 0.94, 0.82, 1.0);
    chart_heading(tr(lang, T::ResultsOverTime), r, font);
    ui::rounded(r, 8.0, fade(BLACK, 0.3));
    let mid = r.center().y;
    draw_line(r.x + 8.0, mid, r.right() - 8.0, mid, 1.0, fade(cream, 0.4));
    if history.is_empty() {
        ui::text_centered(
            tr(lang, T::NoMatchesYetCap),
            vec2(r.center().x, mid - 24.0),
            ui::BODY_PX,
            fade(cream, 0.7),
            font,
        );
        return;
    }
    let shown = &history[history.len().saturating_sub(40)..];
    let margin = |h: &flickwood_core::save::stats::ResultLine| {
        (h.score as f32 - h.opponent_score as f32).abs().max(1.0)
    };
    let top = shown.iter().map(|h| margin(h)).fold(1.0, f32::max);
    let slot = (r.w - 16.0) / shown.len().max(8) as f32;
    let bar = (slot * 0.7).max(2.0);
    let reach = r.h * 0.5 - 10.0;
    for (i, h) in shown.iter().enumerate() {
        let x = r.x + 8.0 + i as f32 * slot + (slot - bar) * 0.5;
        let len = reach * (0.25 + 0.75 * margin(h) / top);
        match h.result {
            MatchResult::Won => {
                draw_rectangle(x, mid - len, bar, len, Color::new(0.45, 0.75, 0.4, 0.95))
            }
            MatchResult::Lost => draw_rectangle(x, mid, bar, len, Color::new(0.85, 0.4, 0.3, 0.95)),
            MatchResult::Drawn => draw_rectangle(x, mid - 3.0, bar, 6.0, fade(cream, 0.8)),
        }
    }
    let won = shown
        .iter()
        .filter(|h| h.result == MatchResult::Won)
        .count();
    let caption = text::won_of_last(lang, won, shown.len());
    // Under a narrow chart (a phone) the caption wraps and the date goes
    // on the line below it.
    let (cs, lines) = caption_lines(&caption, r.w, font);
    for (i, l) in lines.iter().enumerate() {
        let at = vec2(r.x + 10.0, r.bottom() + 14.0 + i as f32 * cs * 1.25);
        ui::text_left(l, at, cs, fade(cream, 0.6), font);
    }
    if let Some(last) = shown.last() {
        let d = record_words::date_words(lang, last.when);
        let dw = ui::measure(&d, font, ui::CAPTION_PX).width;
        let cw = ui::measure(&lines[0], font, cs).width;
        let below = lines.len() > 1 || cw + dw + 24.0 > r.w;
        let y = r.bottom()
            + 14.0
            + if below {
                lines.len() as f32 * cs * 1.25 + 4.0
            } else {
                0.0
            };
        ui::text_left(
            &d,
            vec2(r.right() - dw - 4.0, y),
            ui::CAPTION_PX,
            fade(cream, 0.6),
            font,
        );
    }
}

pub(crate) fn against_label(lang: Language, i: usize) -> String {
    match against_of(i) {
        None => tr(lang, T::EveryOpponent).into(),
        Some(Against::People) => tr(lang, T::AgainstPeople).into(),
        Some(Against::Ai(l)) => text::against_ai(lang, l),
    }
}

pub(crate) fn game_label(lang: Language, i: usize) -> &'static str {
    tr(
        lang,
        match GAMES[i % GAMES.len()] {
            Some(BoardKind::Crokinole) => T::Crokinole,
            Some(BoardKind::Pitchnut) => T::Pitchnut,
            None => T::BothGames,
        },
    )
}

pub(crate) fn against_of(i: usize) -> Option<Against> {
    match i {
        0 => None,
        1 => Some(Against::People),
        n => AiLevel::from_index((n - 2) as u8).map(Against::Ai),
    }
}
