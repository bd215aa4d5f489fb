//! A computer player's turn on screen: its decision on a thread (a Web
//! Worker on the web), then its disc sliding to the chosen spot and a
//! pull-back with the aim line, then the real shot.

use super::*;

impl PlayScreen {
    /// Runs the AI's turn: starts its decision, waits for it without
    /// holding up the frames, then shows the placement and the flick.
    pub(super) fn drive_ai(&mut self, dt: f32) {
        if !matches!(self.phase, Phase::Ai(_)) {
            return;
        }
        let Phase::Ai(mut ai) = std::mem::replace(&mut self.phase, Phase::Counting) else {
            return;
        };
        ai.elapsed += dt;
        let turn = ai.turn;
        match &mut ai.stage {
            AiStage::Due => {
                if let Some(thinker) = AiSeat::start(&self.game) {
                    self.hand.declare_twenty = false;
                    ai.stage = AiStage::Thinking(thinker);
                    ai.elapsed = 0.0;
                    // The match's first shot: the opening (an AI toss
                    // winner's choice and why) stays up until it shoots.
                    if !self.opening_up() {
                        let who = self.words().player_name(turn.seat);
                        let lang = self.options.lang;
                        self.say(&text::say!(lang, "{who} is thinking…", "{who} réfléchit…"));
                    }
                }
            }
            AiStage::Thinking(thinker) => {
                if ai.elapsed >= AI_THINK_MIN
                    && let Some(result) = thinker.poll(self.options.scripted)
                {
                    let from = self.game.place_pos(turn.seat, self.hand.place);
                    let shot = result.unwrap_or_else(|e| self.plain_shot(&e, from));
                    ai.stage = AiStage::Showing { shot, from };
                    ai.elapsed = 0.0;
                    if !self.opening_up() {
                        self.effects.message = None;
                    }
                    if shot.declare_twenty {
                        self.say(tr(self.options.lang, T::GoingFor20));
                    }
                }
            }
            AiStage::Showing { shot, .. } if ai.elapsed >= AI_SLIDE + AI_AIM => {
                let shot = *shot;
                self.hand.place = match self.board() {
                    BoardKind::Crokinole => shot.at.angle(),
                    BoardKind::Pitchnut => self.game.place_from(turn.seat, shot.at),
                };
                self.hand.declare_twenty = shot.declare_twenty;
                self.hand.meant = Some(shot.intended);
                if !self.shoot_spun(turn, shot.at, shot.velocity, shot.spin) {
                    // Refused (never expected): the reason is on screen; the turn is tried again.
                    self.hand.declare_twenty = false;
                    self.phase = self.shooting();
                }
                return;
            }
            AiStage::Showing { .. } => {}
        }
        self.phase = Phase::Ai(ai);
    }

    /// No move played yet and the opening's words still on screen.
    fn opening_up(&self) -> bool {
        self.game.replay().moves_played() == 0
            && self
                .effects
                .message
                .as_ref()
                .is_some_and(|m| m.1 > self.clock)
    }

    /// The AI could not choose: never stall, a plain shot at the centre.
    fn plain_shot(&mut self, e: &super::ai_seat::NoDecision, from: geom::Vec2) -> AiShot {
        let lang = self.options.lang;
        let e = e.words(lang);
        self.say(&text::say!(
            lang,
            "The AI could not choose ({e}): a plain shot",
            "L’IA n’a pas pu choisir ({e}) : un coup simple"
        ));
        AiShot::plain(from)
    }

    /// Where the waiting disc is drawn: on its line, or sliding to the AI's spot.
    pub(super) fn waiting_pos(&self, turn: &Turn) -> geom::Vec2 {
        if let Some(AiTurn {
            stage: AiStage::Showing { shot, from },
            elapsed,
            ..
        }) = self.phase.ai()
        {
            let k = (elapsed / AI_SLIDE).clamp(0.0, 1.0);
            let k = k * k * (3.0 - 2.0 * k);
            return match self.board() {
                BoardKind::Crokinole => {
                    let (a0, a1) = (from.angle(), shot.at.angle());
                    let r = from.length() + (shot.at.length() - from.length()) * k;
                    geom::Vec2::from_angle(a0 + wrap(a1 - a0) * k) * r
                }
                BoardKind::Pitchnut => *from + (shot.at - *from) * k,
            };
        }
        self.game.place_pos(turn.seat, self.hand.place)
    }

    /// The AI's flick on screen: once its disc is in place, a band pulled
    /// back from it and the aim line growing toward the shot's strength.
    pub(super) fn draw_ai_aim(&self, cam: &BoardCamera) {
        let (Some(turn), Some(ai)) = (self.turn, self.phase.ai()) else {
            return;
        };
        let AiStage::Showing { shot, .. } = &ai.stage else {
            return;
        };
        if ai.elapsed < AI_SLIDE {
            return;
        }
        let k = ((ai.elapsed - AI_SLIDE) / AI_AIM).clamp(0.0, 1.0);
        let k = 1.0 - (1.0 - k) * (1.0 - k);
        let disc = shot.at;
        let radius = self.shot_radius(&turn);
        let power = arc_fill(shot.intended.length(), self.top_speed());
        let dir = shot.intended.normalize_or_zero();
        let px = cam.metres_per_pixel();
        let pull = dir * -(radius * 1.2 + 0.09 * power.sqrt()) * k;
        let band_end = mq(disc + pull);
        draw_line(
            disc.x,
            disc.y,
            band_end.x,
            band_end.y,
            3.0 * px,
            Color::new(0.25, 0.12, 0.05, 0.8),
        );
        paint::disc(band_end, 6.0 * px, Color::new(0.25, 0.12, 0.05, 0.8), 24);
        self.draw_aim_marks(cam, disc, radius, shot.intended * k);
    }

    /// Dashes along the shot that grow with its strength, and a power arc
    /// round the disc that fills and warms toward full power: the pull's
    /// share of the full pull (`arc_fill`), the scale of the pull's label,
    /// its gauge and the hint, not speed over top speed (an open 20's
    /// arc was 9 % full beside a gauge at 40 %).
    pub(super) fn draw_aim_marks(
        &self,
        cam: &BoardCamera,
        disc: geom::Vec2,
        radius: f32,
        v: geom::Vec2,
    ) {
        let px = cam.metres_per_pixel();
        let power = arc_fill(v.length(), self.top_speed());
        let dir = v.normalize_or_zero();
        let len = radius * 1.5 + 0.05 + 0.3 * power.sqrt();
        let colour = super::aim_pull::pull_colour(power, 0.95);
        let outline = Color::new(0.1, 0.05, 0.02, 0.35);
        let mut s = radius * 1.5;
        while s < len {
            let a = mq(disc + dir * s);
            let b = mq(disc + dir * (s + 0.01).min(len));
            draw_line(a.x, a.y, b.x, b.y, 6.0 * px, outline);
            draw_line(a.x, a.y, b.x, b.y, 3.5 * px, colour);
            s += 0.017;
        }
        let tip = mq(disc + dir * len);
        paint::disc(tip, 7.0 * px, outline, 24);
        paint::disc(tip, 5.0 * px, colour, 24);
        let c = mq(disc);
        let r_arc = radius + 9.0 * px;
        let start = dir.angle() - PI;
        paint::arc_ring(
            c,
            r_arc - 3.0 * px,
            r_arc + 3.0 * px,
            0.0,
            TAU,
            outline,
            outline,
            64,
        );
        paint::arc_ring(
            c,
            r_arc - 2.0 * px,
            r_arc + 2.0 * px,
            start,
            start + TAU * power.max(0.02),
            colour,
            colour,
            64,
        );
    }
}

/// How full the power arc round the disc is for a shot at `speed` (m/s):
/// the pull that shoots it, as a share of the full pull.
pub(super) fn arc_fill(speed: f32, top: f32) -> f32 {
    flickwood_core::aiming::pull_share(speed, top)
}
