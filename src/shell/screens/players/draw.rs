//! The players screen's drawing: the list, a player's page and the delete confirmation.

use super::super::super::ui::icons::Icon;
use super::super::super::words::review_words;
use super::*;

impl PlayersScreen {
    pub(super) fn draw_list(&self, ctx: &Context) {
        let font = &ctx.font;
        let lang = ctx.lang();
        let cream = Color::new(1.0, 0.94, 0.82, 1.0);
        let area = list_area();
        let profiles = &ctx.profiles().list;
        let empty = self.draw_empty(ctx);
        let stats = ctx.saves.store.stats();
        for (i, p) in profiles.iter().enumerate() {
            let row = Rect::new(
                area.x,
                area.y + i as f32 * row_h() - self.scroll.offset,
                area.w,
                row_h() - 8.0,
            );
            if row.y < area.y - 1.0 || row.bottom() > area.bottom() + 1.0 {
                continue;
            }
            let held = self.taps.is_held(Button::Row(p.id));
            let base = if held { 0.95 } else { 0.78 };
            ui::rounded(row, 10.0, fade(Color::new(0.16, 0.09, 0.05, 1.0), base));
            let c = vec2(row.x + 38.0, row.center().y);
            paint::disc(c + vec2(1.0, 3.0), 22.0, fade(BLACK, 0.4), 40);
            paint::disc(c, 22.0, colour(p.colour), 40);
            paint::circle_line(c, 22.0, 2.0, fade(WHITE, 0.35), 40);
            let t = stats.tally(p.id, None, None);
            let summary = match t.matches() {
                0 => tr(lang, T::NoMatchesYet).to_string(),
                n => text::matches_won(lang, n, t.matches_won),
            };
            let s = ui::fit_size(&p.name, font, ui::HEADING_PX, row.w * 0.5);
            let ss = ui::fit_size(&summary, font, ui::BODY_PX, row.w * 0.5 - 96.0);
            if ss >= 16.0 {
                // The name on the left, the matches on the right.
                ui::text_left(&p.name, vec2(row.x + 76.0, row.center().y), s, cream, font);
                let sw = ui::measure(&summary, font, ss).width;
                let at = vec2(row.right() - sw - 20.0, row.center().y);
                ui::text_left(&summary, at, ss, fade(cream, 0.7), font);
            } else {
                // A narrow phone: the matches under the name, both full width.
                let room = row.w - 96.0;
                let s = ui::fit_size(&p.name, font, ui::HEADING_PX, room);
                let ss = ui::fit_size(&summary, font, ui::BODY_PX, room);
                let x = row.x + 76.0;
                ui::text_left(&p.name, vec2(x, row.center().y - 12.0), s, cream, font);
                let at = vec2(x, row.center().y + 15.0);
                ui::text_left(&summary, at, ss, fade(cream, 0.7), font);
            }
        }
        let title = match profiles.len() {
            0 => tr(lang, T::Players).to_string(),
            n => text::players_count(lang, n),
        };
        draw_header(&title, self.taps.is_held(Button::Back), ctx);
        if empty {
            return;
        }
        let add = tr(lang, T::AddPlayer);
        ui::icon_button(
            add_rect(),
            Icon::Add,
            add,
            ui::HEADING_PX,
            &ctx.wood.cherry,
            self.taps.is_held(Button::Add),
            font,
        );
    }

    pub(super) fn draw_detail(&self, id: ProfileId, ctx: &Context) {
        let Some(p) = ctx.profiles().get(id) else {
            return;
        };
        let l = detail_layout();
        self.draw_detail_controls(p, &l, ctx);
        if self.draw_empty(ctx) {
            return;
        }
        if self.game == PROGRESS {
            self.draw_progress_page(id, &l, ctx);
        } else {
            self.draw_stats_page(id, &l, ctx);
        }
    }

    /// The page's header and buttons: rename, delete, colours, and the two
    /// choosers of what the stats cover.
    fn draw_detail_controls(&self, p: &Profile, l: &DetailLayout, ctx: &Context) {
        let font = &ctx.font;
        let lang = ctx.lang();
        draw_header(&p.name, self.taps.is_held(Button::Back), ctx);
        let walnut = [
            (l.rename, T::Rename, Button::Rename),
            (l.delete, T::Delete, Button::Delete),
        ];
        for (rect, label, b) in walnut {
            let held = self.taps.is_held(b);
            ui::button(
                rect,
                tr(lang, label),
                ui::BUTTON_PX,
                &ctx.wood.walnut,
                held,
                font,
            );
        }
        for (i, r) in l.swatches.iter().enumerate() {
            let c = r.center();
            let chosen = PALETTE[i] == p.colour;
            if chosen {
                paint::disc(c, r.w * 0.5, Color::new(1.0, 0.92, 0.7, 1.0), 40);
            }
            paint::disc(c, r.w * 0.5 - 4.0, colour(PALETTE[i]), 40);
            paint::circle_line(c, r.w * 0.5 - 4.0, 1.5, fade(BLACK, 0.5), 40);
        }
        let gl = if self.game == PROGRESS {
            tr(lang, T::OpenTwentyProgress)
        } else {
            game_label(lang, self.game)
        };
        let held = self.taps.is_held(Button::Game);
        ui::button(l.game, gl, ui::BUTTON_PX, &ctx.wood.cherry, held, font);
        let al = against_label(lang, self.against);
        let held = self.taps.is_held(Button::Against);
        ui::button(l.against, &al, ui::BUTTON_PX, &ctx.wood.cherry, held, font);
    }

    /// Open 20s over time: practice sessions and matches.
    fn draw_progress_page(&self, id: ProfileId, l: &DetailLayout, ctx: &Context) {
        let practice: Vec<_> = ctx
            .saves
            .store
            .practice()
            .of(id)
            .filter(|r| r.drill.starts_with("open20"))
            .collect();
        let matches: Vec<_> = ctx.saves.store.stats().history_of(id).collect();
        let lang = ctx.lang();
        // The Grandmaster's reviews of the player's matches (issue 43): a
        // line under the chart, when there are any.
        // A line a game, crokinole's first.
        let trends = self.trend_of(id, ctx.saves.store.records());
        let mut chart = l.content;
        let font = &ctx.font;
        // Wrapped at the captions' size: fitted to one line first, it
        // came out at 12 px on two lines on a phone upright.
        let size = ui::CAPTION_PX;
        let lines: Vec<String> = (trends.iter())
            .filter(|t| !t.is_empty())
            .flat_map(|t| ui::wrap(&review_words::trend(lang, t), font, size, chart.w))
            .collect();
        if !lines.is_empty() {
            let step = size * 1.25;
            chart.h -= lines.len() as f32 * step + 8.0;
            let cream = Color::new(1.0, 0.94, 0.82, 1.0);
            for (i, t) in lines.iter().enumerate() {
                let at = vec2(chart.x, chart.bottom() + 8.0 + size + i as f32 * step);
                ui::text_left(t, at, size, fade(cream, 0.85), font);
            }
        }
        practice_chart::draw_progress(lang, chart, &practice, &matches, &ctx.font);
    }

    /// The numbers, the heat map and the results over time for the game and
    /// opponents chosen.
    fn draw_stats_page(&self, id: ProfileId, l: &DetailLayout, ctx: &Context) {
        let font = &ctx.font;
        let lang = ctx.lang();
        let game = GAMES[self.game % GAMES.len()];
        let against = against_of(self.against);
        let stats = ctx.saves.store.stats();
        let tally = stats.tally(id, game, against);
        let history: Vec<_> = stats
            .history_of(id)
            .filter(|h| game.is_none_or(|g| g == h.game))
            .filter(|h| against.is_none_or(|a| a == h.against))
            .collect();
        let c = l.content;
        let want = super::super::stats::numbers_width(lang, &tally, game, c.h, font);
        let (numbers, heat, chart) = stats_rects(c, want);
        draw_numbers(lang, &tally, game, numbers, font);
        draw_heat(lang, &tally, game, heat, font);
        draw_history(lang, &history, chart, font);
    }

    pub(super) fn draw_confirm(&self, id: ProfileId, ctx: &Context) {
        let font = &ctx.font;
        let lang = ctx.lang();
        let (w, h) = (screen_width(), screen_height());
        draw_rectangle(0.0, 0.0, w, h, fade(BLACK, 0.6));
        let (panel, yes, no) = confirm_rects();
        ui::rounded(panel, 16.0, Color::new(0.22, 0.12, 0.06, 1.0));
        let name = ctx
            .profiles()
            .get(id)
            .map_or(String::new(), |p| p.name.clone());
        let cream = Color::new(1.0, 0.94, 0.82, 1.0);
        let text = text::delete_player(lang, &name);
        for (i, line) in ui::wrap(&text, font, ui::BUTTON_PX, panel.w - 48.0)
            .iter()
            .enumerate()
        {
            ui::text_centered(
                line,
                vec2(panel.center().x, panel.y + 44.0 + i as f32 * 32.0),
                ui::BUTTON_PX,
                cream,
                font,
            );
        }
        // Keep is the inviting one: deleting should take a second look.
        let delete = tr(lang, T::Delete);
        ui::icon_button(
            yes,
            Icon::Delete,
            delete,
            ui::BUTTON_PX,
            &ctx.wood.walnut,
            self.taps.is_held(Button::ConfirmDelete),
            font,
        );
        let keep = tr(lang, T::Keep);
        ui::button(
            no,
            keep,
            ui::BUTTON_PX,
            &ctx.wood.cherry,
            self.taps.is_held(Button::KeepProfile),
            font,
        );
    }
}

/// Where the stats page puts its numbers, heat map and chart in `c`: side
/// by side when the room is wide, the numbers above the other two when it
/// is tall. `numbers_want` is the width the numbers need.
fn stats_rects(c: Rect, numbers_want: f32) -> (Rect, Rect, Rect) {
    if c.w > c.h {
        // A short landscape screen keeps the map small (it is as high as
        // the room), so the numbers may take the width they need.
        let nw = (c.w * 0.36).max(numbers_want.min(c.w * 0.55));
        let side = ((c.w - nw - 64.0) * 0.5).min(c.h - 64.0);
        // Room above the map and the chart for a title on two lines.
        let side = side.min(c.h - 78.0);
        let heat = Rect::new(c.x + nw + 20.0, c.y + 44.0, side, side);
        let chart = Rect::new(
            heat.right() + 24.0,
            c.y + 44.0,
            c.right() - heat.right() - 24.0,
            side,
        );
        (Rect::new(c.x, c.y, nw, c.h), heat, chart)
    } else {
        let nh = c.h * 0.42;
        // Room over the map for its heading on two lines of captions,
        // clear of the numbers' last row.
        let side = (c.w * 0.48).min(c.h - nh - 86.0);
        let heat = Rect::new(c.x, c.y + nh + 52.0, side, side);
        let chart = Rect::new(
            heat.right() + 20.0,
            heat.y,
            c.right() - heat.right() - 20.0,
            side,
        );
        (Rect::new(c.x, c.y, c.w, nh), heat, chart)
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::super::draw::glyphs::Font;
    use super::super::super::super::platform::density::pretend_screen;
    use super::super::super::stats::{self, chart_heading_lines};
    use super::*;
    use flickwood_core::save::Language;
    use flickwood_core::spec::BoardKind;

    /// A player's numbers read at the captions' size at least, inside
    /// their area, on phones and tablets in both languages, and at 12 px on
    /// a 360x640 phone (French was 12.3 px at 390x844 and 11.2 at 360x640,
    /// fitted to one line a row).
    #[test]
    fn the_numbers_read_as_captions() {
        use flickwood_core::save::Tally;
        let font = Font::measuring_only();
        // The text tour's Ana: 1 won, 2 lost; rounds 2, 7 and 2 tied.
        let t = Tally {
            matches_won: 1,
            matches_lost: 2,
            rounds_won: 2,
            rounds_lost: 7,
            rounds_tied: 2,
            shots: 104,
            twenties: 6,
            fouls: 66,
            open_twenty_tries: 19,
            ..Tally::default()
        };
        let shapes = [
            (390.0, 844.0),
            (844.0, 390.0),
            (1024.0, 768.0),
            (360.0, 640.0),
            (1280.0, 800.0),
        ];
        for (w, h) in shapes {
            pretend_screen(w, h);
            for lang in [Language::English, Language::French] {
                for game in [None, Some(BoardKind::Crokinole), Some(BoardKind::Pitchnut)] {
                    let c = detail_layout().content;
                    let want = stats::numbers_width(lang, &t, game, c.h, &font);
                    let (area, _, _) = stats_rects(c, want);
                    let l = stats::number_layout(lang, &t, game, area, &font);
                    let what = format!("{w}x{h} {lang:?} {game:?}");
                    let least = if w < 390.0 {
                        ui::MIN_TEXT_PX
                    } else {
                        ui::CAPTION_PX
                    };
                    assert!(l.size >= least, "{what}: {} px", l.size);
                    let shown: usize = l.rows.iter().map(|r| r.1.len()).sum();
                    let last = l.first + (shown - 1) as f32 * l.step;
                    assert!(last <= area.h + 1.0, "{what}: {last} down in {}", area.h);
                    for (k, figures) in &l.rows {
                        assert!(
                            ui::measure(k, &font, l.size).width <= l.names_w + 0.5,
                            "{what}: {k}"
                        );
                        for f in figures {
                            let room = area.w - l.names_w - 16.0;
                            assert!(
                                ui::measure(f, &font, l.size).width <= room + 0.5,
                                "{what}: {f}"
                            );
                        }
                    }
                }
            }
        }
    }

    /// Both charts' headings read at the captions' size in the room over
    /// the charts (two lines) on every shape and in both languages.
    #[test]
    fn the_charts_headings_are_captions_in_their_room() {
        let font = Font::measuring_only();
        for (w, h) in [
            (390.0, 844.0),
            (844.0, 390.0),
            (1024.0, 768.0),
            (360.0, 640.0),
            (1280.0, 800.0),
        ] {
            pretend_screen(w, h);
            let c = detail_layout().content;
            let (_, heat, chart) = stats_rects(c, c.w * 0.4);
            for lang in [Language::English, Language::French] {
                // Under the results: their caption, on two lines at most.
                let caption = text::won_of_last(lang, 38, 40);
                let (size, lines) = stats::caption_lines(&caption, chart.w, &font);
                assert!(
                    size >= ui::CAPTION_PX,
                    "{w}x{h} {lang:?}: {caption:?} at {size}"
                );
                assert!(lines.len() <= 2, "{w}x{h} {lang:?}: {lines:?}");
                for (title, r) in [(T::WhereDiscsRest, heat), (T::ResultsOverTime, chart)] {
                    let title = tr(lang, title);
                    let lines = chart_heading_lines(title, r.w, &font);
                    assert!(lines.len() <= 2, "{w}x{h} {lang:?}: {lines:?}");
                    for l in &lines {
                        let lw = ui::measure(l, &font, ui::CAPTION_PX).width;
                        assert!(lw <= r.w + 0.5, "{w}x{h} {lang:?}: {l:?} {lw} > {}", r.w);
                    }
                }
            }
        }
    }
}
