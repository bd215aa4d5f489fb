//! What the text tour (`shell/app/text_tour.rs`) puts over a match to draw it:
//! a round's or a pitchnut game's summary, the pass-and-play hand-over and
//! the board after a person's flick, a 20's moment. The match result needs no hook: a
//! match taken up already over shows it by itself.

use super::*;
use flickwood_core::game::{Played, RoundTally};

impl PlayScreen {
    /// A crokinole round's summary, in the language on screen (call after
    /// an `update`, which reads the chosen language).
    pub fn show_round_summary(&mut self, round: &RoundTally) {
        let summary = self.words().round_summary(round);
        self.enter(Phase::RoundSummary(summary));
    }

    /// The summary of the pitchnut game `played` ended (the match at the
    /// position just after it); nothing if it ended none.
    pub fn show_game_summary(&mut self, played: &Played) {
        if let Some(summary) = self.words().game_summary(played) {
            self.enter(Phase::RoundSummary(summary));
        }
    }

    /// "Pass to <name>" for the seat to play, as between two people.
    pub fn show_pass_to(&mut self) {
        let seat = self.turn.map_or(0, |t| t.seat);
        let name = self.words().player_name(seat);
        self.enter(Phase::Handover(name));
    }

    /// A person's aim-and-pull pull for a shot at `speed` (m/s), held as a
    /// fingertip holds (a pixel of tremor), not yet let go: the gauge and
    /// the spread's cone. The finger's last time and place, or None with
    /// no turn.
    pub fn show_pull(&mut self, speed: f32) -> Option<(f32, Vec2)> {
        let (from, to) = self.aim_pull_stroke(speed)?;
        let mut t = self.clock;
        self.tour_touch(PointerPhase::Down, from, t);
        for k in 1..=18 {
            t += 1.0 / 60.0;
            self.tour_touch(
                PointerPhase::Move,
                from + (to - from) * (k as f32 / 18.0),
                t,
            );
        }
        // The hold: a fingertip at rest still trembles about a pixel.
        for k in 0..18 {
            t += 1.0 / 60.0;
            let shake = vec2([0.0, 1.0, 0.0, -1.0][k % 4], [1.0, 0.0, -1.0, 0.0][k % 4]);
            self.tour_touch(PointerPhase::Move, to + shake, t);
        }
        Some((t, to))
    }

    /// `show_pull`, let go and run to its end: the board after a flick the
    /// aids spread.
    pub fn show_flick(&mut self, speed: f32) {
        let Some((t, to)) = self.show_pull(speed) else {
            return;
        };
        self.tour_touch(PointerPhase::Up, to, t + 1.0 / 60.0);
        self.finish_shot();
    }

    /// The moment of a 20 made by the seat to play, `after` seconds in.
    pub fn show_twenty(&mut self, after: f32) {
        let Some(turn) = self.turn else {
            return;
        };
        let spec = self.spec;
        self.effects
            .motion
            .tour_twenty(turn.side, turn.seat, &spec, after);
    }

    fn tour_touch(&mut self, phase: PointerPhase, pos: Vec2, t: f32) {
        self.pointer(&PointerEvent {
            id: 7,
            phase,
            pos,
            t,
        });
    }
}
