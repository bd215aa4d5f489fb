//! The title's heading (the name, its subtitle and the two boards' art)
//! and its foot (a line on each game).

use super::*;

/// The name's and the subtitle's sizes, centres and rectangles.
pub(super) struct Heading {
    pub(super) title: f32,
    pub(super) sub: f32,
    pub(super) at: Vec2,
    pub(super) sub_at: Vec2,
    pub(super) rects: [Rect; 2],
}

pub(super) fn heading(display: &Font, font: &Font, lang: Language) -> Heading {
    let (w, h) = (screen_width(), screen_height());
    // On a wide screen the boards' pictures stand either side of the
    // words: they keep to the middle, smaller if need be.
    let room = if w < h {
        w * 0.92
    } else {
        let band = layout()[0].2.y - practice_rect().bottom();
        let side = band.min(w * 0.18);
        (w - 2.0 * (side + 3.0 * title_art::margin(w, h))).clamp(w * 0.5, w * 0.92)
    };
    let title = (w.min(h * 1.4) * 0.12).clamp(36.0, 130.0);
    let title = ui::fit_size(NAME, display, title, room);
    let at = vec2(w * 0.5, h * 0.27);
    let subtitle = tr(lang, T::Subtitle);
    // On the type scale, a caption at least (it was 14 px on a phone).
    let asked = ui::on_scale(title * 0.26).clamp(ui::CAPTION_PX, ui::HEADING_PX);
    let sub = ui::fit_size(subtitle, font, asked, room);
    let sub_at = vec2(w * 0.5, at.y + title * 0.62);
    // Each line's box: its width, the capitals' height about the centre,
    // and room for descenders and the name's shadow.
    let boxed = |c: Vec2, width: f32, size: f32| {
        Rect::new(
            c.x - width * 0.5 - 4.0,
            c.y - size * 0.6,
            width + 8.0,
            size * 1.05 + 4.0,
        )
    };
    let rects = [
        boxed(at, ui::measure(NAME, display, title).width, title),
        boxed(sub_at, ui::measure(subtitle, font, sub).width, sub),
    ];
    Heading {
        title,
        sub,
        at,
        sub_at,
        rects,
    }
}

pub(super) const NAME: &str = "Flickwood";

/// The name and the subtitle; the subtitle's size.
pub(super) fn draw_heading(ctx: &Context) -> f32 {
    let lang = ctx.lang();
    let hd = heading(&ctx.display, &ctx.font, lang);
    let cream = Color::new(0.98, 0.9, 0.72, 1.0);
    let shadow = vec2(3.0, 4.0);
    ui::text_centered_shadowed(NAME, hd.at, hd.title, cream, shadow, &ctx.display);
    ui::text_centered(
        tr(lang, T::Subtitle),
        hd.sub_at,
        hd.sub,
        Color::new(0.92, 0.82, 0.66, 0.85),
        &ctx.font,
    );
    hd.sub
}

/// The squares the two boards' pictures take (`title_art::places`): clear
/// of every button (Resume's place too, shown or not) and the words.
pub(super) fn art_places(display: &Font, font: &Font, lang: Language) -> Vec<(BoardKind, Rect)> {
    let (w, h) = (screen_width(), screen_height());
    let hd = heading(display, font, lang);
    let mut clear: Vec<Rect> = buttons().into_iter().map(|b| b.2).collect();
    clear.push(TitleScreen::resume_rect());
    clear.extend(hd.rects);
    let games = layout();
    let top = practice_rect().bottom();
    let bottom = if w < h {
        hd.rects[0].y
    } else {
        games[0].2.y.min(games[1].2.y)
    };
    title_art::places(w, h, (top, bottom), &clear)
}

/// The two games' lines at the foot (on two lines when upright).
pub(super) fn draw_foot(ctx: &Context, sub: f32, floor: f32) {
    let (w, h) = (screen_width(), screen_height());
    let (foot, lines) = foot_lines(&ctx.font, ctx.lang(), sub, floor);
    for (i, line) in lines.iter().enumerate() {
        let y = foot_baseline(foot, lines.len(), i, h);
        ui::text_centered(
            line,
            vec2(w * 0.5, y),
            foot,
            Color::new(0.9, 0.8, 0.65, 0.6),
            &ctx.font,
        );
    }
}

/// Where the foot's line `i` of `n` sits (its baseline), up from the
/// screen's bottom `h`: the last line's descenders a little above it.
pub(super) fn foot_baseline(size: f32, n: usize, i: usize, h: f32) -> f32 {
    h - size * (1.6 * (n - 1 - i) as f32 + 1.2)
}

/// The top of a line's tallest letters (accented capitals) above its
/// baseline, as a share of the size.
pub(super) const LETTER_TOP: f32 = 0.8;

/// The foot's size and lines: captions, at least `CAPTION_PX`. Upright, a
/// line per game, one too long for the screen wrapped into even lines (no
/// word alone on the last); on its side, both on one line. Where they
/// would reach up to the buttons (whose bottom is `floor`), none: the foot
/// is left out, never shrunk.
pub(super) fn foot_lines(font: &Font, lang: Language, sub: f32, floor: f32) -> (f32, Vec<String>) {
    let (w, h) = (screen_width(), screen_height());
    let (croki, pitch) = (tr(lang, T::FootCrokinole), tr(lang, T::FootPitchnut));
    let lines: Vec<String> = if w >= h {
        vec![format!("{croki}  ·  {pitch}")]
    } else {
        vec![croki.to_string(), pitch.to_string()]
    };
    let foot = (sub * 0.8).max(ui::CAPTION_PX);
    let foot = lines
        .iter()
        .map(|l| ui::fit_size(l, font, foot, w * 0.94))
        .fold(f32::MAX, f32::min)
        .max(ui::CAPTION_PX);
    // On its side, one line or none.
    if w >= h && ui::measure(&lines[0], font, foot).width > w * 0.94 {
        return (foot, Vec::new());
    }
    // Upright, a line too long at the captions' size wraps.
    let lines: Vec<String> = lines
        .iter()
        .flat_map(|l| ui::wrap_even(l, font, foot, w * 0.94))
        .collect();
    // The top line's letters clear the buttons.
    if foot_baseline(foot, lines.len(), 0, h) - LETTER_TOP * foot < floor + 4.0 {
        return (foot, Vec::new());
    }
    (foot, lines)
}
