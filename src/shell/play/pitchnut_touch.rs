//! Pitchnut by touch: the shooter dragged along the home line and the side
//! alleys (snapping to spots the engine accepts), and returned pieces
//! adjusted before the next shot.

use super::super::ui::icons::Icon;
use super::*;
use flickwood_core::game::Refusal;
use flickwood_core::shot::DiscId;

impl PlayScreen {
    /// The Done button that ends adjusting: where "Going for 20" sits in
    /// crokinole (HUD pixels).
    pub(super) fn done_rect(&self) -> Rect {
        self.twenty_rect()
    }

    pub(super) fn adjust_pointer(&mut self, e: &PointerEvent, hud_pos: Vec2) {
        let cam = self.camera();
        let at = cam.to_board(e.pos);
        let on_done = self.done_rect().contains(hud_pos);
        // A finger's width, however small the pieces are on screen.
        let reach = (self.spec.pitchnut.piece_radius * 1.3).max(24.0 * cam.metres_per_pixel());
        if !matches!(self.phase, Phase::Adjusting(_)) {
            return;
        }
        let Phase::Adjusting(mut adj) = std::mem::replace(&mut self.phase, Phase::Counting) else {
            return;
        };
        let refused = match adj.pointer(&self.game, e.id, e.phase, at, on_done, reach) {
            adjust::Action::Nothing => None,
            adjust::Action::Put { piece, at } => self.commit_adjust(adj.seat, piece, at).err(),
            adjust::Action::Refused(why) => Some(why),
            adjust::Action::Done => {
                // Adjusting is over: the shot.
                self.effects.message = None;
                let next = self.shooting();
                self.enter(next);
                return;
            }
        };
        if let Some(why) = refused {
            let why = self.words().refusal(&why);
            self.say(&text::say!(
                self.options.lang,
                "That piece can't go there: {why}",
                "Cette pièce ne peut pas aller là : {why}"
            ));
        }
        self.phase = Phase::Adjusting(adj);
    }

    pub(super) fn adjust_hint(&self) -> String {
        let seat = self.phase.adjusting().map_or(0, |a| a.seat);
        let who = self.words().player_name(seat);
        text::say!(
            self.options.lang,
            "{who}: drag a glowing piece to adjust it (it must still cover the centre)  ·  Done to go on",
            "{who} : faites glisser une pièce brillante pour l’ajuster (elle doit encore couvrir le centre)  ·  OK pour continuer"
        )
    }

    /// An AI seat's right to adjust returned pieces: decided here, on the
    /// frame the board uncovers (`pitchnut_adjust::BUDGET`, 84 simulations,
    /// about 0.01 s on two cores), and committed as a person's drag is.
    pub(super) fn ai_adjusts(&mut self) {
        let Some(req) = self.game.ai_adjust_request() else {
            return;
        };
        for (piece, at) in flickwood_core::game::decide_adjust(&req) {
            // Never expected (the AI only picks spots the engine took): the
            // reason is said, the piece stays where it lies, the turn goes on.
            if let Err(why) = self.commit_adjust(req.seat, piece, at) {
                let why = self.words().refusal(&why);
                self.say(&why);
                return;
            }
        }
    }

    /// A returned piece moved for good, a person's or an AI's: into the
    /// record (saved later), the moves log, and the event line.
    fn commit_adjust(&mut self, seat: u8, piece: DiscId, at: geom::Vec2) -> Result<(), Refusal> {
        let moves = self.game.replay().moves_played();
        let played = self.game.adjust(seat, piece, at)?;
        self.unsaved = true;
        self.log_moves(moves);
        let said = self.words().played(&played);
        if !said.is_empty() {
            self.say(&said.join("  ·  "));
        }
        Ok(())
    }

    pub(super) fn draw_done(&self, ctx: &Context) {
        let held = self.phase.adjusting().is_some_and(|a| a.done_held());
        let r = self.done_rect();
        let size = ui::BUTTON_PX;
        ui::icon_button(
            r,
            Icon::Done,
            tr(self.options.lang, T::Done),
            size,
            &ctx.wood.cherry,
            held,
            &ctx.font,
        );
    }

    /// Pitchnut, a person to shoot: the path the shooter may be dragged
    /// along (home line, side alleys), faint, and brighter while placing.
    pub(super) fn draw_place_path(&self, cam: &BoardCamera) {
        let Some(turn) = self.turn else {
            return;
        };
        if self.board() != BoardKind::Pitchnut
            || !matches!(self.phase, Phase::Turn(_))
            || self.game.seat_kind(turn.seat).is_ai()
        {
            return;
        }
        let placing = self
            .phase
            .grip()
            .is_some_and(|g| g.on_disc && g.mode != GripMode::Gesture);
        if !placing && !self.game.side_alleys() {
            return;
        }
        let px = cam.metres_per_pixel();
        let turn_by = seat_angle(turn.seat) + FRAC_PI_2;
        let (glow, core) = if placing {
            (
                Color::new(1.0, 0.9, 0.6, 0.16),
                Color::new(1.0, 0.93, 0.7, 0.45),
            )
        } else {
            (
                Color::new(1.0, 0.9, 0.6, 0.06),
                Color::new(1.0, 0.93, 0.7, 0.16),
            )
        };
        let r = self.spec.pitchnut.shooter_radius;
        for (a, b) in self.game.nut_path().segments() {
            let (a, b) = (mq(a.rotate(turn_by)), mq(b.rotate(turn_by)));
            draw_line(a.x, a.y, b.x, b.y, 2.0 * r, glow);
            draw_line(a.x, a.y, b.x, b.y, 2.0 * px, core);
            paint::disc(a, r, glow, 32);
            paint::disc(b, r, glow, 32);
        }
    }
}
