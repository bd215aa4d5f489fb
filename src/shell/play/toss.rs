//! The toss on screen: who won it, then the winner's choice as buttons
//! (crokinole: shoot first or second; pitchnut: who breaks). The panel is
//! laid out in the HUD's frame, so on a tablet it faces the winner as the
//! hand-over does; an AI winner has chosen already (`Match::new`) and the
//! opening line says what and why.

use super::*;
use flickwood_core::game::TossChoice;

/// The gap between choice buttons (px).
const GAP: f32 = 18.0;

impl PlayScreen {
    /// The toss winner's choices as buttons near the panel's foot: one
    /// row of two, or two rows of two (four-player pitchnut).
    pub(super) fn toss_buttons(&self, p: Rect) -> Vec<(OverlayAction, Rect, String)> {
        let Some(winner) = self.game.toss_winner() else {
            return Vec::new();
        };
        let words = self.words();
        let choices = self.game.toss_choices();
        let rows = choices.len().div_ceil(2) as f32;
        let bh = 64.0f32.min(p.h * 0.16);
        let bw = ((p.w - 40.0 - GAP) * 0.5).min(260.0);
        let top = p.bottom() - 24.0 - bh * rows - GAP * (rows - 1.0);
        choices
            .into_iter()
            .enumerate()
            .map(|(i, c)| {
                let (row, col) = ((i / 2) as f32, (i % 2) as f32);
                let x = p.center().x - bw - GAP * 0.5 + col * (bw + GAP);
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
                self.lang,
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
