//! The sides' counts as lines of words, where there is no room for the
//! score cards (a small phone, a table's layout): their width and how each
//! side's line breaks.

use super::super::draw::glyphs::Font;
use super::super::words::text;
use super::*;
use flickwood_core::view::Arrangement;

impl PlayScreen {
    /// Whose turn it is, drawn just over the bar on a table's layout, where
    /// the bar's status takes its lines (`draw_top_bar`).
    pub(super) fn who_over_bar(&self, font: &Font) -> bool {
        self.options.table == TableMode::Tablet
            && !matches!(
                self.arrangement(),
                Arrangement::Columns | Arrangement::Strip
            )
            && self.hud().w() < 900.0
            && !self.turn_line().is_empty()
            && self.status_place(&self.status_line(), font).2.len() > 1
    }

    /// The baseline of the sides' last line: above "Going for 20" or the
    /// re-take's buttons, else above the bottom room; above a bottom line
    /// that grew past its bar (its top `bottom_top`); and above whose turn
    /// it is when that is over the bar (on a phone upright with a table's
    /// layout the last side's line ran into it).
    pub(super) fn sides_base(&self, font: &Font, h: f32, bottom_top: f32) -> f32 {
        let base = if self.twenty_shown() {
            self.twenty_rect().y - 14.0
        } else if matches!(self.phase, Phase::Retake(_)) {
            self.retake_rects().0.y - 14.0
        } else {
            h - self.bottom_room() - 14.0
        };
        let base = base.min(bottom_top - 12.0);
        if self.who_over_bar(font) {
            base.min(self.bar_top() - 12.0 - ui::CAPTION_PX * 1.3)
        } else {
            base
        }
    }

    /// The room the sides' lines have across (HUD pixels) and each side's
    /// lines at the captions' size, broken at their " · " parts. Clear of
    /// Spin and Hint on the right when they show; beside a board with a
    /// wide margin (a tablet on a table, on its side), in that margin,
    /// where a part too wide breaks after the side's name ("Naturel :"
    /// over "0 sur la planche"), else wraps: across it they ran over the
    /// board and the waiting disc.
    pub(super) fn side_blocks(
        &self,
        lines: &[(Side, String, String)],
        font: &Font,
        w: f32,
    ) -> (f32, Vec<Vec<String>>) {
        let room = if self.hint_allowed() || self.spin_shown() {
            self.hint_rect().x - 36.0
        } else {
            w - 44.0
        };
        let margin = self.board_margin();
        let in_margin = margin >= 160.0;
        let room = if in_margin {
            room.min(margin - 28.0)
        } else {
            room
        };
        let size = ui::CAPTION_PX;
        let wide = |p: &str| ui::measure(p, font, size).width > room;
        let blocks = lines
            .iter()
            .map(|(_, name, detail)| {
                let line = text::labelled(self.options.lang, name, detail);
                let parts = ui::break_at_dots(&line, font, size, room);
                if !in_margin {
                    return parts;
                }
                (parts.iter())
                    .flat_map(|p| match p.split_once(": ") {
                        _ if !wide(p) => vec![p.clone()],
                        Some((name, rest)) if !wide(rest) => {
                            vec![format!("{name}:"), rest.to_string()]
                        }
                        _ => ui::wrap_even(p, font, size, room),
                    })
                    .collect()
            })
            .collect();
        (room, blocks)
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::platform::density::pretend_screen;
    use super::*;
    use flickwood_core::crokinole::{MatchFormat, TableKind};
    use flickwood_core::save::Language;

    /// Four people's crokinole match with a table's layout, first toss taken,
    /// on the pretended screen.
    fn four_round_a_table() -> PlayScreen {
        let settings = MatchSettings::Crokinole {
            table: TableKind::FourSingles,
            format: MatchFormat::BestOfSeven,
            seats: [SeatKind::Guest; 4],
        };
        let mut s = PlayScreen::new(settings, 1, &Profiles::default()).expect("a match");
        s.take_first_toss_choice();
        s.options.table = TableMode::Tablet;
        s
    }

    /// Four players round a phone upright with a table's layout: the last
    /// side's line keeps above whose turn it is, which sits just over the
    /// bar (they overlapped in the gallery's French picture).
    #[test]
    fn a_tables_side_lines_keep_above_whose_turn_it_is() {
        let font = Font::measuring_only();
        pretend_screen(390.0, 844.0);
        let mut s = four_round_a_table();
        for lang in [Language::English, Language::French] {
            s.options.lang = lang;
            assert!(s.who_over_bar(&font), "{lang:?}: the case");
            let who_top = s.bar_top() - 12.0 - ui::CAPTION_PX * 0.5;
            let base = s.sides_base(&font, 844.0, 844.0);
            // The last line's descenders.
            assert!(base + 4.0 <= who_top, "{lang:?}: {base} against {who_top}");
        }
    }

    /// Four players round a tablet on its side: each side's lines stay in
    /// the margin left of the board, at the captions' size; they ran across
    /// the board and the waiting disc.
    #[test]
    fn a_tables_side_lines_stay_left_of_the_board() {
        let font = Font::measuring_only();
        for (w, h) in [(1024.0, 768.0), (1280.0, 800.0)] {
            pretend_screen(w, h);
            let mut s = four_round_a_table();
            for lang in [Language::English, Language::French] {
                s.options.lang = lang;
                let lines = s.shown_side_lines();
                assert_eq!(lines.len(), 4);
                let (room, blocks) = s.side_blocks(&lines, &font, w);
                let board_left = s.board_rect().x;
                assert!(
                    28.0 + room <= board_left,
                    "{w}x{h} {lang:?}: {room} px across"
                );
                for l in blocks.iter().flatten() {
                    let width = ui::measure(l, &font, ui::CAPTION_PX).width;
                    assert!(width <= room, "{w}x{h} {lang:?}: {l:?} wider than {room}");
                }
            }
        }
    }
}
