//! Where a finger should go now: the web test's tap and flick hints and
//! the tutorial's marks.

use super::*;

impl PlayScreen {
    /// A swipe through the waiting disc toward the centre that makes a
    /// legal draw shot now, in screen pixels; None while a shot runs or the
    /// game is over. The web test flicks along it.
    pub fn flick_hint(&self) -> Option<(Vec2, Vec2)> {
        let turn = self.turn?;
        // Not while the board turns to the shooter: the stroke would move.
        if !self.waiting_for_person()
            || self.game.seat_kind(turn.seat).is_ai()
            || self.tutorial_due()
            || !self.board_settled()
        {
            return None;
        }
        // A stroke the chosen controls read as a shot: a swipe through the
        // disc, or a press on it pulled 90/240 of the full pull (a draw at
        // 14 % of the top speed on any screen, `shell/play/reach.rs`), or with
        // aim and pull a pull for that same draw.
        if self.options.controls == Controls::AimAndPull {
            return self.aim_pull_stroke(self.top_speed() * 0.14);
        }
        let at = self.game.place_pos(turn.seat, self.hand.place);
        let inward = -geom::Vec2::from_angle(seat_angle(turn.seat));
        let cam = self.camera();
        let (w, h) = (screen_width(), screen_height());
        let full = reach::full_pull_px(reach::room_behind(&cam, turn.seat, at, w, h));
        let (from, to) = match self.options.controls {
            Controls::AimAndPull => return None,
            Controls::Flick => (at - inward * 0.03, at + inward * 0.2),
            Controls::Slingshot => (at, at - inward * (full * 0.375 * cam.metres_per_pixel())),
        };
        Some((cam.to_screen(from), cam.to_screen(to)))
    }

    /// A straight pull-back of the whole slingshot from the waiting disc,
    /// in screen pixels (slingshot controls only; same moments as `flick_hint`).
    pub fn pull_hint(&self) -> Option<(Vec2, Vec2)> {
        let turn = self.turn?;
        self.flick_hint()?;
        match self.options.controls {
            Controls::AimAndPull => return self.aim_pull_stroke(self.top_speed()),
            Controls::Flick => return None,
            Controls::Slingshot => {}
        }
        let at = self.game.place_pos(turn.seat, self.hand.place);
        let (w, h) = (screen_width(), screen_height());
        Some(reach::full_pull_stroke(&self.camera(), turn.seat, at, w, h))
    }

    /// Where a finger should tap to go on (an overlay's first button; a
    /// person adjusting returned pitchnut pieces: Done).
    pub fn tap_hint(&self) -> Option<Vec2> {
        if let Some(t) = self.tutorial.as_ref().filter(|_| self.tutorial_due()) {
            return Some(t.skip_centre(&self.tutorial_marks()));
        }
        if self.phase.adjusting().is_some() {
            return Some(self.hud().to_screen(self.done_rect().center()));
        }
        self.phase.overlay()?;
        let hud = self.hud();
        self.overlay_buttons()
            .first()
            .map(|b| hud.to_screen(b.1.center()))
    }

    /// What covers the board, for the test report.
    pub(super) fn overlay_name(&self) -> Option<String> {
        let name = match self.phase.overlay()? {
            Overlay::Round(_) if self.board() == BoardKind::Pitchnut => "game",
            Overlay::Round(_) => "round",
            Overlay::Result(_) => "result",
            Overlay::Handover(_) => "handover",
            Overlay::Pause => "pause",
            Overlay::Toss(_) => "toss",
        };
        Some(name.into())
    }

    /// Where the tutorial's steps point, on screen now.
    pub(super) fn tutorial_marks(&self) -> tutorial::Marks {
        let cam = self.camera();
        let (seat, radius) = self.turn.map_or((0, self.spec.crokinole.disc_radius), |t| {
            (t.seat, self.shot_radius(&t))
        });
        let at = self.game.place_pos(seat, self.hand.place);
        // In the HUD's frame: on a table the card faces the shooter.
        let frame = self.hud();
        let hud = |p: geom::Vec2| frame.to_hud(cam.to_screen(p));
        let disc = hud(at);
        let dir = |d: geom::Vec2| (hud(at + d * 0.05) - disc).normalize_or_zero();
        let goals = match self.board() {
            BoardKind::Crokinole => vec![hud(geom::Vec2::new(0.0, 0.0))],
            BoardKind::Pitchnut => self
                .spec
                .pitchnut
                .pockets()
                .iter()
                .map(|&p| hud(p))
                .collect(),
        };
        tutorial::Marks {
            frame,
            disc,
            disc_r: radius * cam.scale,
            inward: dir(-at.normalize_or_zero()),
            along: dir(self.game.line_tangent(seat, self.hand.place)),
            goals,
            menu: self.menu_rect(),
        }
    }
}
