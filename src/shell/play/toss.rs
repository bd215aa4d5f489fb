//! The toss on screen: who won it, then the winner's choice as buttons
//! (crokinole: shoot first or second; pitchnut: who breaks). The panel is
//! laid out in the HUD's frame, so on a tablet it faces the winner as the
//! hand-over does; an AI winner has chosen already (`Match::new`) and the
//! opening line says what and why.

use super::*;
use flickwood_core::game::TossChoice;

/// The gap between choice buttons (px).
const GAP: f32 = 18.0;
/// The narrowest button that two go side by side at (px).
const MIN_SIDE_BY_SIDE: f32 = 160.0;

impl PlayScreen {
    /// The toss winner's choices as buttons near the panel's foot: two
    /// a row where two fit side by side (a label of a name and a verb,
    /// French too), else one a row (a phone held upright).
    pub(super) fn toss_buttons(&self, p: Rect) -> Vec<(OverlayAction, Rect, String)> {
        let Some(winner) = self.game.toss_winner() else {
            return Vec::new();
        };
        let words = self.words();
        let choices = self.game.toss_choices();
        let half = (p.w - 40.0 - GAP) * 0.5;
        let cols = if half >= MIN_SIDE_BY_SIDE { 2 } else { 1 };
        let rows = choices.len().div_ceil(cols) as f32;
        let bh = 64.0f32.min(self.overlay_room().h * 0.16);
        let bw = if cols == 2 {
            half.min(260.0)
        } else {
            (p.w - 40.0).min(360.0)
        };
        let top = p.bottom() - 24.0 - bh * rows - GAP * (rows - 1.0);
        let row_w = bw * cols as f32 + GAP * (cols - 1) as f32;
        choices
            .into_iter()
            .enumerate()
            .map(|(i, c)| {
                let (row, col) = ((i / cols) as f32, (i % cols) as f32);
                let x = p.center().x - row_w * 0.5 + col * (bw + GAP);
                let r = Rect::new(x, top + row * (bh + GAP), bw, bh);
                (OverlayAction::Choose(c), r, words.toss_button(winner, c))
            })
            .collect()
    }

    /// The winner tapped `choice`: the match takes it, says it, and the
    /// first turn comes.
    pub(super) fn toss_chosen(&mut self, choice: TossChoice) {
        let Some(winner) = self.game.toss_winner() else {
            return;
        };
        if let Err(why) = self.game.choose(choice) {
            let said = self.words().refusal(&why);
            self.say(&said);
            return;
        }
        self.unsaved = true;
        let mut said = vec![self.words().toss_chosen(winner, choice)];
        if let Some(t) = self.game.next_turn()
            && self.board() == BoardKind::Crokinole
        {
            let who = self.words().seat_name(t.seat);
            said.push(text::say!(
                self.options.lang,
                "Round 1: {who} shoots first",
                "Manche 1 : {who} tire en premier"
            ));
        }
        let said = said.join("  ·  ");
        self.say(&said);
        self.log_moves(self.game.replay().moves_played().saturating_sub(1));
        self.turn = self.game.next_turn();
        // Pass and play: the winner hands the device to the first shooter.
        if let Some(t) = self.turn
            && self.needs_handover(winner, t.seat)
        {
            self.handover_due = Some(t.seat);
        }
        self.reset_place();
        self.uncover();
    }

    /// On a table the toss panel faces its winner (the HUD turns to their
    /// seat, as it does for the one a hand-over names).
    pub(super) fn face_toss_winner(&mut self) {
        if let Phase::Toss(winner) = self.phase {
            self.facing.hud_seat = winner;
        }
    }

    /// The toss panel is up: a person won the toss and chooses now.
    pub fn toss_due(&self) -> bool {
        matches!(self.phase, Phase::Toss(_))
    }

    /// The panel's first choice, as the winner tapping it (the text tour,
    /// and tests that start past the toss); nothing when none is due.
    pub fn take_first_toss_choice(&mut self) {
        if let Some(&c) = self.game.toss_choices().first() {
            self.toss_chosen(c);
        }
    }

    /// The toss panel's buttons for the test report: each choice's name
    /// ("first", "second", "break-SEAT") and where to tap it.
    pub(super) fn toss_report(&self) -> Vec<test_report::Choice> {
        if !matches!(self.phase, Phase::Toss(_)) {
            return Vec::new();
        }
        let hud = self.hud();
        self.toss_buttons(self.overlay_panel())
            .into_iter()
            .filter_map(|(a, r, _)| {
                let OverlayAction::Choose(c) = a else {
                    return None;
                };
                let name = match c {
                    TossChoice::First => "first".to_string(),
                    TossChoice::Second => "second".to_string(),
                    TossChoice::Break(s) => format!("break-{s}"),
                };
                let at = hud.to_screen(r.center());
                Some(test_report::Choice {
                    name,
                    x: at.x,
                    y: at.y,
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::draw::glyphs::Font;
    use super::super::super::platform::density::pretend_screen;
    use super::*;
    use flickwood_core::save::Language;

    /// A person wins the toss of `settings` (seed 1: two guests, so a
    /// person always does) on a `w` x `h` screen.
    fn panel(settings: MatchSettings, w: f32, h: f32, table: TableMode) -> PlayScreen {
        pretend_screen(w, h);
        let mut s = PlayScreen::new(settings, 1, &Profiles::default()).expect("a match");
        s.options.table = table;
        assert!(s.toss_due(), "no toss panel");
        s
    }

    /// At phone and tablet shapes, in both languages and both games (and
    /// four-player pitchnut's four choices): the choice buttons lie inside
    /// the panel, apart, big enough for a finger, their labels readable;
    /// the panel's words keep above them.
    #[test]
    fn the_toss_panel_fits_at_every_shape() {
        let font = Font::measuring_only();
        let mut nut4 = MatchSettings::default_for(BoardKind::Pitchnut);
        if let MatchSettings::Pitchnut { players, .. } = &mut nut4 {
            *players = 4;
        }
        let games = [
            MatchSettings::default_for(BoardKind::Crokinole),
            MatchSettings::default_for(BoardKind::Pitchnut),
            nut4,
        ];
        for (w, h) in [
            (390.0, 844.0),
            (844.0, 390.0),
            (1024.0, 768.0),
            (1280.0, 800.0),
        ] {
            for settings in games {
                for table in [TableMode::PassAndPlay, TableMode::Tablet] {
                    for lang in [Language::English, Language::French] {
                        let mut s = panel(settings, w, h, table);
                        s.options.lang = lang;
                        let what = format!("{w}x{h} {settings:?} {table:?} {lang:?}");
                        let p = s.overlay_panel();
                        let buttons = s.overlay_buttons();
                        assert_eq!(buttons.len(), s.game.toss_choices().len(), "{what}");
                        for (i, (_, r, label)) in buttons.iter().enumerate() {
                            assert!(r.w >= 100.0 && r.h >= 44.0, "{what}: {label} is {r:?}");
                            assert!(
                                r.x >= p.x && r.right() <= p.right() && r.bottom() <= p.bottom(),
                                "{what}: {label} leaves the panel"
                            );
                            // The lines start 104 px down the panel.
                            assert!(r.y >= p.y + 104.0 + 30.0, "{what}: no room for the words");
                            let size = ui::fit_size(label, &font, 16.0, r.w - 20.0);
                            assert!(size >= ui::MIN_TEXT_PX, "{what}: {label} at {size} px");
                            for (_, o, other) in &buttons[i + 1..] {
                                assert!(!r.overlaps(o), "{what}: {label} over {other}");
                            }
                        }
                        // Measured, the panel keeps no empty middle: its
                        // words end within 40 px of its buttons.
                        s.fit_overlay(&font);
                        let p = s.overlay_panel();
                        let words_h = s.effects.overlay_words_h.expect("measured");
                        let buttons = s.overlay_buttons();
                        let first = buttons.iter().map(|b| b.1.y).fold(p.bottom(), f32::min);
                        let words_end = p.y + super::super::overlay::WORDS_TOP + words_h;
                        assert!(words_end <= first, "{what}: the words run into the buttons");
                        assert!(
                            first - words_end <= 40.0,
                            "{what}: {} px empty",
                            first - words_end
                        );
                        for (_, r, label) in &buttons {
                            assert!(
                                r.bottom() <= p.bottom() && r.y >= p.y,
                                "{what}: {label} off"
                            );
                        }
                    }
                }
            }
        }
    }

    /// The winner's tap on a choice plays it; on a table the panel faces
    /// the winner (the HUD turns to their seat, as for a hand-over).
    #[test]
    fn a_tap_on_a_choice_plays_it_and_the_panel_faces_the_winner() {
        let settings = MatchSettings::default_for(BoardKind::Pitchnut);
        let mut s = panel(settings, 1024.0, 768.0, TableMode::Tablet);
        let winner = s.game.toss_winner().expect("a winner");
        s.facing.hud_seat = 0;
        s.face_toss_winner();
        assert_eq!(s.facing.hud_seat, winner);
        let (_, r, _) = s.overlay_buttons()[1].clone();
        let at = s.hud().to_screen(r.center());
        let tap = |phase| PointerEvent {
            id: 1,
            pos: at,
            phase,
            t: 0.0,
        };
        assert!(s.pointer(&tap(PointerPhase::Down)).is_none());
        assert!(s.pointer(&tap(PointerPhase::Up)).is_none());
        assert!(!s.toss_due(), "the choice was not taken");
        let other = s.game.seats().into_iter().find(|&x| x != winner).unwrap();
        assert_eq!(
            s.turn.map(|t| t.seat),
            Some(other),
            "the other player breaks"
        );
        assert_eq!(
            s.game.replay().record().coin_toss.and_then(|c| c.breaker),
            Some(other)
        );
    }
}
