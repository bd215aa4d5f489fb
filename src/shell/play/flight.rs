//! The shot in flight: the driver's pending shot stepped at the fixed rate
//! with sounds and motion, committed as it comes to rest (or at once when
//! the app is paused), then the next turn. A deciding shot (a crokinole
//! round's last, the shot that sinks pitchnut's poison) plays its last part
//! in slow motion (`motion/slow.rs`): fewer of the same steps a frame.

use super::*;

/// How long the round's last shot's words stay once its count begins (s).
pub(super) const LAST_WORDS_IN_COUNT: f32 = 1.5;

impl PlayScreen {
    /// Starts the shot; false (with the engine's reason on screen) if refused.
    pub(super) fn shoot(&mut self, turn: Turn, at: geom::Vec2, velocity: geom::Vec2) -> bool {
        // A person's shot: with the spin the Spin button chose, used up.
        let played = self.shoot_spun(turn, at, velocity, self.chosen_spin());
        if played {
            self.hand.spin = 0;
        }
        played
    }

    /// `shoot` with the spin given: the AI's, or the Spin button's.
    pub(super) fn shoot_spun(
        &mut self,
        turn: Turn,
        at: geom::Vec2,
        velocity: geom::Vec2,
        spin: f32,
    ) -> bool {
        if std::env::var_os("FLICKWOOD_DEBUG").is_some() {
            eprintln!(
                "shot from ({:.3}, {:.3}) at ({:.3}, {:.3}) m/s, spin {spin:.1} rad/s",
                at.x, at.y, velocity.x, velocity.y
            );
        }
        // The last flick's lines give way to this shot.
        self.effects.flicked = None;
        let meant = self.hand.meant.take().unwrap_or(velocity);
        // The engine checks the placement; its reason is shown instead of a shot.
        let shot = match self
            .game
            .begin_spun_shot(at, velocity, spin, self.hand.declare_twenty)
        {
            Ok(shot) => shot,
            Err(e) => {
                let why = self.words().refusal(&e);
                self.say(&text::cant_shoot(self.options.lang, &why));
                return false;
            }
        };
        self.hand.last_place[turn.seat as usize % 4] = Some(self.hand.place);
        // What the review will call this shot's choice.
        self.game.note_meant(meant, velocity);
        // A drill's shot decides nothing.
        self.effects
            .motion
            .shot_begins(!self.options.practice && self.game.last_of_round());
        self.enter(Phase::Flight(Box::new(Running {
            frames: Frames::new(&shot),
            shot,
            turn,
            heard: 0,
            dropped: 0,
            shown: 0.0,
            played: 0.0,
        })));
        self.effects.message = None;
        true
    }

    pub(super) fn advance(&mut self, dt: f32, ctx: &mut Context) {
        // Where pop-ups are said on screen (a pocket's "In!" stays there).
        let cam = self.camera();
        // Practice shots decide no game.
        let decides_games = !self.options.practice;
        let Phase::Flight(run) = &mut self.phase else {
            return;
        };
        let step = self.spec.sim.dt();
        let dt = dt.clamp(0.0, 0.1);
        let play = self.effects.motion.playback(dt, &run.frames.cur);
        run.shown += dt;
        run.played += play;
        run.frames
            .advance(&mut run.shot, play, step, MAX_STEPS_PER_FRAME);
        let sim = run.shot.sim();
        for c in &sim.contacts()[run.heard..] {
            ctx.sounds.contact(c.other, c.speed);
            ctx.haptics.contact(c.other, c.speed);
        }
        self.effects
            .motion
            .contacts(&sim.contacts()[run.heard..], &run.frames.cur);
        self.effects.motion.moving(&run.frames.cur);
        run.heard = sim.contacts().len();
        for h in &sim.happenings()[run.dropped..] {
            // Pitchnut's poison down ends the game, whoever wins it.
            if decides_games && self.game.sinks_poison(h) {
                self.effects.motion.game_decided();
            }
            match h.what {
                Place::Hole | Place::Pocket(_) => {
                    ctx.sounds.drop();
                    ctx.haptics.drop();
                }
                Place::Ditch | Place::Gutter => ctx.sounds.ditch(),
                _ => {}
            }
        }
        let pieces = self.game.pieces();
        let side_of = |id: u16| {
            pieces
                .iter()
                .find(|p| p.disc.id == id)
                .map_or(run.turn.side, |p| p.side)
        };
        let new = &sim.happenings()[run.dropped..];
        self.effects.motion.watch(
            new,
            &run.frames.cur,
            side_of,
            &self.spec,
            self.options.lang,
            &cam,
        );
        run.dropped = sim.happenings().len();
        if run.shot.is_done() && self.finish_shot() > 0 {
            ctx.sounds.twenty();
        }
    }

    /// Commits the shot that has run to its end. Gives the 20s it made
    /// that get their moment (the caller chimes).
    pub(super) fn finish_shot(&mut self) -> usize {
        if !matches!(self.phase, Phase::Flight(_)) {
            return 0;
        }
        let Phase::Flight(run) = std::mem::replace(&mut self.phase, Phase::Counting) else {
            return 0;
        };
        let added = self.effects.motion.shot_ends();
        if std::env::var_os("FLICKWOOD_DEBUG").is_some() {
            eprintln!("report: {:?}", run.shot.sim().report());
            eprintln!(
                "flight shown {:.3} s for {:.3} s of play (slow motion added {added:.3} s)",
                run.shown, run.played
            );
        }
        let report = run.shot.sim().report();
        let meant = self.effects.flicked.map(|f| f.meant);
        self.shot_log.last =
            test_report::ShotEnd::new(&report, run.turn.seat, &run.shot.input().shot).map(|end| {
                match meant {
                    Some(m) => end.meant(run.turn.seat, m),
                    None => end,
                }
            });
        let moves = self.game.replay().moves_played();
        let said = match self.game.commit(run.shot) {
            Ok(played) => {
                self.unsaved = true;
                self.log_moves(moves);
                // A pitchnut game over, the match going on: its summary next.
                if !self.options.practice {
                    self.game_end = self.words().game_summary(&played);
                }
                match played.round.clone() {
                    Some(round) => {
                        Self::log_round(&round);
                        // The round is counted on the board first: who won
                        // it and the next round are said after.
                        let (shot, later) = self.words().played_in_parts(&played);
                        self.count(round, later);
                        shot
                    }
                    None => self.words().played(&played),
                }
            }
            Err(e) => {
                let why = self.words().refusal(&e);
                vec![text::say!(
                    self.options.lang,
                    "That shot could not be played: {why}",
                    "Ce coup n’a pas pu être joué : {why}"
                )]
            }
        };
        self.shot_log.done += 1;
        self.hand.declare_twenty = false;
        // A person's flick that spread: by how much, after what it did.
        let said: Vec<String> = said.into_iter().chain(self.spread_words()).collect();
        if !said.is_empty() {
            self.say(&said.join("  ·  "));
        }
        // A round's count is its own moment: the last shot's words say
        // what it did as the count begins, then leave it to its labels
        // (a foul's line stayed up through the whole count).
        if self.effects.motion.counting()
            && let Some((_, until)) = &mut self.effects.message
        {
            *until = until.min(self.clock + LAST_WORDS_IN_COUNT);
        }
        let twenties = self.effects.motion.after_commit(
            self.game.pieces(),
            run.turn.seat,
            &self.spec,
            self.board(),
        );
        self.turn = self.game.next_turn();
        self.reset_place();
        self.handover_due = self
            .turn
            .filter(|next| self.needs_handover(run.turn.seat, next.seat))
            .map(|next| next.seat);
        self.after_shot();
        twenties
    }

    /// The app lost focus or went to the background: pause the match. A
    /// shot in flight is run to its end and committed first, so what is
    /// saved includes it.
    pub fn pause_now(&mut self) {
        // Committing runs the shot to rest (the simulation has its own
        // step limit, so this ends); the save follows. A shot stopped by
        // the pause menu is committed too.
        if matches!(&self.phase, Phase::Paused(under) if matches!(**under, Phase::Flight(_))) {
            self.unpause();
        }
        self.finish_shot();
        self.unsaved = true;
        self.fingers.menu_held = None;
        self.fingers.twenty_held = None;
        self.fingers.overlay_held = None;
        self.pause();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::physics::DiscView;
    use flickwood_core::spec::DiscKind;

    /// Whether the shot now in flight would be slowed once it settles:
    /// a frame with a still puck on the board plays less than the frame.
    fn slows(s: &mut PlayScreen) -> bool {
        let still = DiscView {
            id: 1,
            kind: DiscKind::Puck,
            pos: geom::Vec2::new(0.0, 0.0),
            velocity: geom::Vec2::new(0.0, 0.0),
            angle: 0.0,
            radius: 0.016,
            place: Place::Board,
            low: false,
        };
        s.effects.motion.playback(0.05, &[still]) < 0.05
    }

    /// A crokinole round's 24 shots: only the last is slowed as it settles,
    /// and the shot after it (the next round's first) plays in real time.
    #[test]
    fn only_a_rounds_last_shot_is_slowed() {
        let settings = MatchSettings::default_for(BoardKind::Crokinole);
        let mut s = PlayScreen::new(settings, 11, &Profiles::default()).expect("a match");
        s.take_first_toss_choice();
        s.options.table = TableMode::Tablet; // no hand-over between the two people
        let mut slowed = Vec::new();
        while !matches!(s.phase, Phase::Counting) {
            let turn = s.turn.expect("a turn");
            let at = s.game.place_pos(turn.seat, s.hand.place);
            assert!(s.shoot(turn, at, -at.normalize_or_zero() * 1.05));
            slowed.push(slows(&mut s));
            s.finish_shot();
            assert!(slowed.len() <= 24, "the round never ended");
        }
        let last = slowed.len() - 1;
        assert_eq!(slowed.iter().position(|&x| x), Some(last), "{slowed:?}");
        s.end_count(true);
        s.uncover();
        let turn = s.turn.expect("the next round's first shot");
        let at = s.game.place_pos(turn.seat, s.hand.place);
        assert!(s.shoot(turn, at, -at.normalize_or_zero() * 1.05));
        assert!(!slows(&mut s), "the next round's first shot was slowed");
    }
}
