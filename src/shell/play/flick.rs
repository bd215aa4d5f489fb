//! A person's flick under the screen's aids (issue 42, `core/src/aids.rs`):
//! a new turn's aim set off the answer, the flick's natural spread drawn
//! from the match's stream, its cone while pulling, and afterwards the aim
//! meant beside the path played, with words that say how far apart they
//! were, so a miss is never a mystery.

use super::super::words::control_words;
use super::aim_pull::draw_dotted;
use super::*;
use flickwood_core::aids::GUIDE_FULL_M;
use flickwood_core::aiming::{self, AimFrame, ScreenPoint};
use flickwood_core::flick_spread::{self, Spread, shot_seed, start_aim_seed};
use flickwood_core::rng::Rng;

/// The last flick that spread: meant against played, from where it left.
#[derive(Clone, Copy, Debug)]
pub(super) struct Flicked {
    pub(super) from: geom::Vec2,
    pub(super) meant: geom::Vec2,
    pub(super) played: geom::Vec2,
}

impl Flicked {
    /// The angle between meant and played (degrees) and the speed's change
    /// (percent of the speed meant).
    pub(super) fn apart(&self) -> (f32, f32) {
        let turn = wrap(self.played.angle() - self.meant.angle()).to_degrees();
        let meant = self.meant.length().max(1e-6);
        (turn, 100.0 * (self.played.length() / meant - 1.0))
    }
}

impl PlayScreen {
    /// A new turn's aim: where this seat last aimed, else straight ahead,
    /// turned off it as the aids say (the default: 3 to 10 degrees either
    /// way, never the centre open 20's answer), the same each time this
    /// turn is set up (`start_aim_seed`).
    pub(super) fn reset_aim(&mut self) {
        if let Some(t) = self.turn {
            let ahead = (-geom::Vec2::from_angle(seat_angle(t.seat))).angle();
            let base = self.hand.last_aim[t.seat as usize % 4].unwrap_or(ahead);
            let replay = self.game.replay();
            let seed = start_aim_seed(replay.record().seed, replay.moves_played());
            self.hand.aim = self.game.aids().start_aim(base, &mut Rng::new(seed));
        }
    }

    /// The spread of a flick meant at `speed` held as `trace` shows (None
    /// under aids with no spread).
    pub(super) fn spread_of(
        &self,
        frame: &AimFrame,
        trace: &[ScreenPoint],
        speed: f32,
    ) -> Option<Spread> {
        let params = self.game.aids().spread?;
        let top = self.top_speed();
        let strength = aiming::pull_mm_for_speed(speed.min(top)) / aiming::full_pull_mm(top);
        Some(flick_spread::spread(
            &params,
            strength,
            frame.hold_wobble_mm(trace),
        ))
    }

    /// The flick played when `meant` is read from `trace`: spread as the
    /// aids say, from this move's own stream (a replay has the played
    /// velocity in its record; the stream makes the same lift play the same).
    pub(super) fn spread_flick(
        &self,
        frame: &AimFrame,
        trace: &[ScreenPoint],
        meant: geom::Vec2,
    ) -> geom::Vec2 {
        let Some(spread) = self.spread_of(frame, trace, meant.length()) else {
            return meant;
        };
        let replay = self.game.replay();
        let mut rng = Rng::new(shot_seed(replay.record().seed, replay.moves_played()));
        spread.apply(meant, self.top_speed(), &mut rng)
    }

    /// What the screen says of the last flick's spread, once it has run.
    pub(super) fn spread_words(&self) -> Option<String> {
        let (turn, speed) = self.effects.flicked?.apart();
        Some(control_words::spread(self.options.lang, turn, speed))
    }

    /// While pulling: the cone the flick may leave in (two sigmas of its
    /// direction either side of the aim), out to the guide's length.
    pub(super) fn draw_spread_cone(
        &self,
        cam: &BoardCamera,
        disc: geom::Vec2,
        radius: f32,
        dir: geom::Vec2,
        spread: &Spread,
    ) {
        let px = cam.metres_per_pixel();
        let reach = self.game.aids().guide_m.max(radius * 3.0);
        let half = 2.0 * spread.dir_sigma;
        let (l, r) = (dir.rotate(half), dir.rotate(-half));
        let start = radius * 1.2;
        let fill = Color::new(1.0, 0.95, 0.8, 0.24);
        let edge = Color::new(1.0, 0.95, 0.8, 0.8);
        let (a, b, c, d) = (
            mq(disc + l * start),
            mq(disc + l * reach),
            mq(disc + r * reach),
            mq(disc + r * start),
        );
        draw_triangle(a, b, c, fill);
        draw_triangle(a, c, d, fill);
        draw_line(a.x, a.y, b.x, b.y, 2.0 * px, edge);
        draw_line(d.x, d.y, c.x, c.y, 2.0 * px, edge);
    }

    /// After a flick that spread, until the next shot or touch: the way
    /// the disc left (solid) and, over it, the aim meant (dotted) across
    /// the board: the shot is over, so the whole line may show where the
    /// aim led, and how far the flick took it off.
    pub(super) fn draw_flicked(&self, cam: &BoardCamera) {
        let Some(f) = self.effects.flicked else {
            return;
        };
        let px = cam.metres_per_pixel();
        let reach = GUIDE_FULL_M;
        let meant = f.meant.normalize_or_zero();
        let played = f.played.normalize_or_zero();
        let (a, b) = (mq(f.from), mq(f.from + played * reach));
        let orange = Color::new(0.95, 0.45, 0.15, 0.85);
        draw_line(a.x, a.y, b.x, b.y, 3.0 * px, orange);
        let cream = Color::new(1.0, 0.95, 0.8, 0.9);
        draw_dotted(f.from, meant, (0.0, reach), (4.5 * px, 2.0 * px), cream);
    }
}
