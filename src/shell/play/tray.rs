//! The shooter's tray: on a phone upright, a band along the bottom edge,
//! under the buttons, with what the side to shoot still has to play (its
//! pucks in hand; pitchnut: its pieces to sink) drawn as pieces large
//! enough to count, beside their number. The cards above draw them 11 px
//! across; the table under a portrait board was bare (issue 45).

use super::super::draw::glyphs::Font;
use super::super::words::hud_words::Tray;
use super::draw::CREAM;
use super::score_panel;
use super::*;
use flickwood_core::view::Arrangement;

/// The tray's height (pixels): inside the bottom bar's 40, clear of the
/// "Going for 20" button's bottom edge above it.
pub(super) const TRAY_H: f32 = 36.0;
/// The gap under the tray (pixels).
const TRAY_FOOT: f32 = 4.0;
/// A piece's largest step along the tray (pixels).
const STEP: f32 = 26.0;

impl PlayScreen {
    /// Where the tray goes (HUD pixels, upright): a phone upright in pass
    /// and play (the strip arrangement), in a match, not practice (the
    /// drill's strip speaks of the drill).
    pub(super) fn tray_rect(&self) -> Option<Rect> {
        if self.arrangement() != Arrangement::Strip
            || self.options.table != TableMode::PassAndPlay
            || !self.sides_drawn()
        {
            return None;
        }
        let (w, h) = (screen_width(), screen_height());
        Some(Rect::new(10.0, h - TRAY_FOOT - TRAY_H, w - 20.0, TRAY_H))
    }

    /// What the tray shows now: the side to shoot's, none between turns.
    pub(super) fn tray(&self) -> Option<Tray> {
        self.words().tray(&self.score_cards())
    }

    /// The tray, drawn on the table under the board's layers, so a long
    /// pull's band and finger show over it (screen pixels, upright).
    pub(super) fn draw_tray(&self, font: &Font) {
        let (Some(r), Some(tray)) = (self.tray_rect(), self.tray()) else {
            return;
        };
        let parts = tray_parts(&tray, r, font);
        ui::rounded(r, 10.0, Color::new(0.09, 0.06, 0.04, 0.82));
        ui::rounded(
            Rect::new(r.x, r.y, 6.0, r.h),
            3.0,
            score_panel::side_colour(tray.side),
        );
        for c in &parts.pieces {
            score_panel::puck(*c, parts.radius, tray.side);
        }
        let cy = r.center().y;
        ui::text_left(
            &tray.caption,
            vec2(r.x + PAD, cy),
            parts.caption_px,
            CREAM,
            font,
        );
        if let Some((count, x)) = &parts.count {
            ui::text_left(count, vec2(*x, cy), ui::BODY_PX, score_panel::BRASS, font);
        }
    }
}

/// The caption's left margin (past the colour band).
const PAD: f32 = 16.0;

/// The tray laid out: the caption's size, each piece's centre and radius,
/// and the count's words and left edge.
pub(super) struct TrayParts {
    pub caption_px: f32,
    pub pieces: Vec<Vec2>,
    pub radius: f32,
    pub count: Option<(String, f32)>,
}

/// Lays `tray` out in `r`: the caption at the captions' size, the count at
/// the right, the pieces between them as large as their room allows.
pub(super) fn tray_parts(tray: &Tray, r: Rect, font: &Font) -> TrayParts {
    let caption_room = r.w - PAD - 12.0;
    let caption_px =
        ui::fit_size(&tray.caption, font, ui::CAPTION_PX, caption_room).max(ui::MIN_TEXT_PX);
    if tray.discs == 0 {
        return TrayParts {
            caption_px,
            pieces: Vec::new(),
            radius: 0.0,
            count: None,
        };
    }
    let count = tray.discs.to_string();
    let count_w = ui::measure(&count, font, ui::BODY_PX).width;
    let count_x = r.right() - 12.0 - count_w;
    let start = r.x + PAD + ui::measure(&tray.caption, font, caption_px).width + 8.0;
    let room = (count_x - 6.0 - start).max(0.0);
    let n = tray.discs as f32;
    let step = (room / n).min(STEP);
    // Close as pucks lined up in a real tray, a pixel apart at the most.
    let radius = (step * 0.47).min(r.h * 0.3);
    let cy = r.center().y;
    let pieces = (0..tray.discs)
        .map(|i| vec2(start + step * (i as f32 + 0.5), cy))
        .collect();
    TrayParts {
        caption_px,
        pieces,
        radius,
        count: Some((count, count_x)),
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::platform::density::pretend_screen;
    use super::super::layout_tests::{self, crokinole};
    use super::*;
    use flickwood_core::crokinole::TableKind;
    use flickwood_core::save::Language;

    /// A match's screen, the first toss taken, in pass and play.
    fn screen(settings: MatchSettings, lang: Language) -> PlayScreen {
        let mut s = layout_tests::screen(settings, TableMode::PassAndPlay);
        s.options.lang = lang;
        s
    }

    fn pitchnut() -> MatchSettings {
        layout_tests::pitchnut(2)
    }

    /// The lowest thing a portrait play screen draws under its board: the
    /// buttons, and the tray when there is one.
    fn lowest(s: &PlayScreen) -> f32 {
        let buttons = s
            .shown_buttons()
            .iter()
            .map(|b| b.bottom())
            .fold(0.0, f32::max);
        s.tray_rect().map_or(buttons, |t| buttons.max(t.bottom()))
    }

    /// On a phone upright the table under the buttons was bare (106 px at
    /// 390x844, 177 at 412x915): the tray now runs along the bottom edge
    /// with the shooter's pucks, 12 of them large enough to count, and
    /// their number, in both languages.
    #[test]
    fn portrait_play_has_the_shooters_pucks_along_its_bottom_edge() {
        let font = Font::measuring_only();
        for (w, h) in [(390.0, 844.0), (412.0, 915.0), (360.0, 800.0)] {
            for lang in [Language::English, Language::French] {
                pretend_screen(w, h);
                let s = screen(crokinole(TableKind::TwoPlayers), lang);
                let what = format!("{w}x{h} {lang:?}");
                assert_eq!(s.arrangement(), Arrangement::Strip, "{what}");
                let bare = h - lowest(&s);
                assert!(bare <= 8.0, "{what}: {bare} px bare under the buttons");
                let tray = s.tray().expect("a side to shoot");
                assert_eq!(tray.discs, 12, "{what}");
                let caption = match lang {
                    Language::English => "In hand",
                    Language::French => "En main",
                };
                assert_eq!(tray.caption, caption, "{what}");
                let r = s.tray_rect().expect("a tray");
                let parts = tray_parts(&tray, r, &font);
                assert_eq!(parts.caption_px, ui::CAPTION_PX, "{what}");
                assert_eq!(parts.pieces.len(), 12, "{what}");
                assert!(parts.radius * 2.0 >= 16.0, "{what}: {}", parts.radius);
                // Inside the tray, apart, and clear of the caption and count.
                let (count, count_x) = parts.count.clone().expect("a count");
                assert_eq!(count, "12");
                let caption_end = r.x + PAD + ui::measure(caption, &font, parts.caption_px).width;
                for (i, c) in parts.pieces.iter().enumerate() {
                    assert!(c.x - parts.radius > caption_end, "{what}: piece {i}");
                    assert!(c.x + parts.radius < count_x, "{what}: piece {i}");
                    assert!(r.contains(*c), "{what}: piece {i}");
                }
            }
        }
    }

    /// The tray is the side to shoot's: after a shot the other side's, and
    /// back to the first with one fewer; pitchnut's says to sink a piece while the
    /// colours are open; no tray on a tablet, a phone on its side, or in
    /// practice.
    #[test]
    fn the_tray_follows_the_turn_and_shows_only_upright() {
        pretend_screen(390.0, 844.0);
        let mut s = screen(crokinole(TableKind::TwoPlayers), Language::English);
        let first = s.tray().expect("a tray");
        let shooter = s.turn.expect("a turn");
        assert_eq!((first.side, first.discs), (shooter.side, 12));
        s.options.table = TableMode::Tablet; // no hand-over between the two people
        let at = s.game.place_pos(shooter.seat, s.hand.place);
        assert!(s.shoot(shooter, at, -at.normalize_or_zero() * 1.05));
        s.finish_shot();
        s.options.table = TableMode::PassAndPlay;
        let next = s.tray().expect("the next side's tray");
        assert_ne!(next.side, first.side, "the other side shoots next");
        assert_eq!(next.discs, 12);
        let other = s.turn.expect("a turn");
        assert_eq!(other.side, next.side);
        let at = s.game.place_pos(other.seat, s.hand.place);
        s.options.table = TableMode::Tablet;
        assert!(s.shoot(other, at, -at.normalize_or_zero() * 1.05));
        s.finish_shot();
        s.options.table = TableMode::PassAndPlay;
        let back = s.tray().expect("the first side's tray again");
        assert_eq!((back.side, back.discs), (first.side, 11), "one fewer");

        let p = screen(pitchnut(), Language::English);
        let tray = p.tray().expect("a pitchnut tray");
        assert_eq!(tray.discs, 0);
        assert_eq!(tray.caption, "Sink a piece to take its colour");
        let f = screen(pitchnut(), Language::French);
        assert_eq!(
            f.tray().expect("a tray").caption,
            "Calez une pièce pour prendre sa couleur"
        );

        let mut t = screen(crokinole(TableKind::TwoPlayers), Language::English);
        t.options.table = TableMode::Tablet;
        assert!(t.tray_rect().is_none(), "a tablet lying flat");
        let mut d = screen(crokinole(TableKind::TwoPlayers), Language::English);
        d.options.practice = true;
        assert!(d.tray_rect().is_none(), "practice");
        pretend_screen(844.0, 390.0);
        assert!(s.tray_rect().is_none(), "a phone on its side");
        pretend_screen(1024.0, 768.0);
        assert!(s.tray_rect().is_none(), "a tablet upright");
    }
}
