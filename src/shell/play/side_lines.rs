//! The sides' counts as lines of words, where there is no room for the
//! score cards (a small phone, a table's layout): their width and how each
//! side's line breaks.

use super::super::draw::glyphs::Font;
use super::super::words::text;
use super::*;

impl PlayScreen {
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

    /// Four players round a tablet on its side: each side's lines stay in
    /// the margin left of the board, at the captions' size; they ran across
    /// the board and the waiting disc.
    #[test]
    fn a_tables_side_lines_stay_left_of_the_board() {
        let font = Font::measuring_only();
        for (w, h) in [(1024.0, 768.0), (1280.0, 800.0)] {
            pretend_screen(w, h);
            let settings = MatchSettings::Crokinole {
                table: TableKind::FourSingles,
                format: MatchFormat::BestOfSeven,
                seats: [SeatKind::Guest; 4],
            };
            let mut s = PlayScreen::new(settings, 1, &Profiles::default()).expect("a match");
            s.take_first_toss_choice();
            s.options.table = TableMode::Tablet;
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
