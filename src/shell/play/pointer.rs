//! Fingers on the board: placing the waiting disc, reading a flick or a
//! slingshot into a shot (only in the shooter's zone on a table), and
//! saying why a stroke was not one.

use super::*;

impl PlayScreen {
    /// Tablet on a table: only a touch in the shooter's own part of the
    /// board counts (`flickwood_core::view::in_zone`).
    pub(super) fn in_zone(&self, seat: u8, at: geom::Vec2) -> bool {
        let seats = self.options.settings.seats_in_play().len();
        flickwood_core::view::in_zone(self.options.table, seats, seat, at)
    }

    /// The finished stroke as a shot, by the control scheme in the settings:
    /// slingshot reads only a pull from the disc, flick only a swipe.
    pub(super) fn read_shot(
        &self,
        trace: &[(f32, geom::Vec2)],
        disc: geom::Vec2,
        cfg: &GestureConfig,
        on_disc: bool,
    ) -> Result<geom::Vec2, GestureRejection> {
        match self.options.controls {
            // Read by `aim_pull_up`: a stroke is never a shot by itself.
            Controls::AimAndPull => Err(GestureRejection::Invalid),
            Controls::Slingshot => {
                let (Some(&(_, press)), Some(&(_, last))) = (trace.first(), trace.last()) else {
                    return Err(GestureRejection::Invalid);
                };
                if !press.is_finite() || !last.is_finite() {
                    return Err(GestureRejection::Invalid);
                }
                if trace
                    .iter()
                    .all(|&(_, p)| p.distance(press) <= cfg.tap_radius)
                {
                    return Err(GestureRejection::Tap);
                }
                if !on_disc {
                    return Err(GestureRejection::NotOnDisc);
                }
                cfg.slingshot(press, last)
                    .map(|s| s.velocity)
                    .ok_or(GestureRejection::Cancelled)
            }
            Controls::Flick => {
                // A slow pull from the disc is a slingshot: not in flick mode.
                read_flick(trace, disc, cfg, on_disc).map(|s| s.velocity)
            }
        }
    }

    pub(super) fn pointer(&mut self, e: &PointerEvent) -> Option<Leave> {
        if self.phase.overlay().is_some() {
            return self.overlay_pointer(e);
        }
        // The HUD's buttons, in its own (maybe turned) frame.
        let hud_pos = self.hud().to_hud(e.pos);
        if self.menu_pointer(e, hud_pos)
            || self.hint_pointer(e, hud_pos)
            || self.spin_pointer(e, hud_pos)
        {
            return None;
        }
        // Pitchnut: a person adjusting returned pieces (shell/play/adjust.rs).
        if matches!(self.phase, Phase::Adjusting(_)) {
            self.adjust_pointer(e, hud_pos);
        } else if matches!(self.phase, Phase::Retake(_)) {
            self.retake_pointer(e, hud_pos);
        } else if !self.twenty_pointer(e, hud_pos) {
            self.board_pointer(e);
        }
        None
    }

    /// The Menu button: true if the event was its.
    fn menu_pointer(&mut self, e: &PointerEvent, hud_pos: Vec2) -> bool {
        let menu = self.menu_rect();
        let Some(tapped) = button_event(&mut self.fingers.menu_held, menu, true, e, hud_pos) else {
            return false;
        };
        if tapped {
            self.pause();
        }
        true
    }

    /// The "Going for 20" toggle: true if the event was its.
    fn twenty_pointer(&mut self, e: &PointerEvent, hud_pos: Vec2) -> bool {
        let (twenty, shown) = (self.twenty_rect(), self.twenty_shown());
        let Some(tapped) = button_event(&mut self.fingers.twenty_held, twenty, shown, e, hud_pos)
        else {
            return false;
        };
        if tapped && self.twenty_shown() {
            self.hand.declare_twenty = !self.hand.declare_twenty;
        }
        true
    }

    /// A finger on the board: pressing on or near the waiting disc, placing
    /// it along its line, or a stroke that becomes a shot.
    fn board_pointer(&mut self, e: &PointerEvent) {
        // Traces are kept in board metres, mapped as each event arrives: the
        // board may still be turning to the new seat while a finger moves.
        let cam = self.camera();
        let board_event = PointerEvent {
            pos: mq(cam.to_board(e.pos)),
            ..*e
        };
        let trace = self.fingers.traces.feed(&board_event);
        let screen_trace = self.fingers.screen_traces.feed(e);
        // Only a person's turn takes fingers on the board (not the AI's,
        // nor a shot in flight).
        let turn = match (self.turn, &self.phase) {
            (Some(t), Phase::Turn(_)) => t,
            _ => return,
        };
        let disc = self.game.place_pos(turn.seat, self.hand.place);
        let cfg = self.gesture_config(&cam, &turn);
        let at = cam.to_board(e.pos);
        match e.phase {
            PointerPhase::Down => {
                let on_disc = at.distance(disc) <= cfg.grab_radius;
                // The shooter's own disc takes a press even at the zone's
                // edge (a disc placed on its quadrant line is half outside).
                let free = on_disc || self.in_zone(turn.seat, at);
                if let Phase::Turn(grip @ None) = &mut self.phase
                    && free
                {
                    // The last flick's lines give way to the next.
                    self.effects.flicked = None;
                    // Aim and pull: off the disc, a drag turns the aim.
                    let aiming = self.options.controls == Controls::AimAndPull && !on_disc;
                    *grip = Some(Grip {
                        id: e.id,
                        press: at,
                        on_disc,
                        mode: if aiming {
                            GripMode::Aiming
                        } else {
                            GripMode::Undecided
                        },
                    });
                }
            }
            PointerPhase::Move => self.grip_moved(e, at, &turn, &cam),
            PointerPhase::Up => {
                let Phase::Turn(held) = &mut self.phase else {
                    return;
                };
                let Some(grip) = held.take_if(|g| g.id == e.id) else {
                    return;
                };
                let core = |trace: Option<Vec<(f32, Vec2)>>| -> Vec<(f32, geom::Vec2)> {
                    trace
                        .unwrap_or_default()
                        .into_iter()
                        .map(|(t, p)| (t, geom::Vec2::new(p.x, p.y)))
                        .collect()
                };
                if self.options.controls == Controls::AimAndPull {
                    self.aim_pull_up(&grip, core(screen_trace), e.t, turn, &cam);
                    return;
                }
                let trace = core(trace);
                if grip.mode == GripMode::Placing {
                    return;
                }
                match self.read_shot(&trace, disc, &cfg, grip.on_disc) {
                    Ok(shot) => {
                        self.shoot(turn, disc, shot);
                    }
                    Err(why) => self.explain(why, grip.on_disc),
                }
            }
            PointerPhase::Cancel => {
                if let Phase::Turn(held) = &mut self.phase {
                    held.take_if(|g| g.id == e.id);
                }
            }
        }
    }

    /// The finger holding the disc moved: it is decided between placing
    /// and shooting once it has moved far enough, and a placing drag moves
    /// the disc along its line.
    fn grip_moved(&mut self, e: &PointerEvent, at: geom::Vec2, turn: &Turn, cam: &BoardCamera) {
        let tangent = self.game.line_tangent(turn.seat, self.hand.place);
        // Up a side alley, a pull straight back runs along it:
        // only a drag close to the alley's line places there.
        let ratio = if self.board() == BoardKind::Pitchnut
            && self.game.nut_path().in_alley(self.hand.place)
        {
            3.0
        } else {
            1.5
        };
        let Phase::Turn(Some(grip)) = &mut self.phase else {
            return;
        };
        if grip.id != e.id {
            return;
        }
        let d = at - grip.press;
        if grip.mode == GripMode::Undecided && d.length() * cam.scale > DECIDE_PX {
            // Along the line is a drag to place; anything else is a shot.
            let along = d.dot(tangent).abs();
            let across = d.dot(tangent.perp()).abs();
            grip.mode = if grip.on_disc && along > ratio * across {
                GripMode::Placing
            } else {
                GripMode::Gesture
            };
        }
        if grip.mode == GripMode::Placing {
            let p = self.game.place_from(turn.seat, at);
            self.hand.place = self.game.free_place(turn, p);
            self.explain_place(turn.seat, at);
        }
    }

    /// While a drag places the disc: the spot the finger asks for, if the
    /// engine refuses it, in the engine's words (the disc stays at the
    /// nearest spot it takes: the edge of the seat's quarter of the
    /// crokinole line, a free spot beside a piece).
    fn explain_place(&mut self, seat: u8, finger: geom::Vec2) {
        let wanted = match self.board() {
            // The line's spot under the finger, before it is kept to the quarter.
            BoardKind::Crokinole => {
                geom::Vec2::from_angle(finger.angle()) * self.spec.crokinole.shooting_line_radius
            }
            BoardKind::Pitchnut => self
                .game
                .place_pos(seat, self.game.place_from(seat, finger)),
        };
        let Err(why) = self.game.check_place(wanted) else {
            return;
        };
        let why = self.words().refusal(&why);
        let text = match self.board() {
            BoardKind::Crokinole => text::say!(
                self.options.lang,
                "The disc can't go there: {why}",
                "La rondelle ne peut pas aller là : {why}"
            ),
            BoardKind::Pitchnut => text::say!(
                self.options.lang,
                "The shooter can't go there: {why}",
                "Le tireur ne peut pas aller là : {why}"
            ),
        };
        if self.effects.message.as_ref().is_none_or(|m| m.0 != text) {
            self.say(&text);
        }
    }

    pub(super) fn explain(&mut self, why: GestureRejection, on_disc: bool) {
        if let Some(text) =
            control_words::refused(self.options.lang, self.options.controls, why, on_disc)
        {
            self.say(text);
        }
    }
}

/// One finger on a HUD button: pressed on it while `shown`, then let go.
/// None if the event is not the button's; Some(true) when the finger that
/// pressed it is let go on it (the caller checks the button still applies).
pub(super) fn button_event(
    held: &mut Option<u64>,
    rect: Rect,
    shown: bool,
    e: &PointerEvent,
    hud_pos: Vec2,
) -> Option<bool> {
    match e.phase {
        PointerPhase::Down if shown && rect.contains(hud_pos) => {
            *held = Some(e.id);
            Some(false)
        }
        PointerPhase::Up if *held == Some(e.id) => {
            *held = None;
            Some(rect.contains(hud_pos))
        }
        PointerPhase::Cancel if *held == Some(e.id) => {
            *held = None;
            Some(false)
        }
        _ => None,
    }
}
