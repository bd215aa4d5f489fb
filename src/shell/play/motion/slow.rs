//! Slow motion on a deciding shot: the last shot of a crokinole round, and
//! the shot that ends a pitchnut game. The simulation keeps its fixed step
//! (its bits are the same); only how much of it is played each frame
//! changes, so the playback rate eases down to `RATE` for the shot's last
//! part and back up once it has added `BUDGET` seconds.
//!
//! The last part of a crokinole round's last shot begins once every puck
//! on the board is slower than `SETTLING` (they are coming to rest: does it
//! stay in the 15?); a pitchnut game is decided the moment the poison drops
//! (the play screen says so through `decided`).

use flickwood_core::physics::DiscView;

/// The slowest playback rate.
pub const RATE: f32 = 0.4;
/// At most this much time (s) is added to the shot while it runs slowly;
/// easing back to full speed adds about `(1 - RATE)^2 / (2 * EASE)` more.
pub const BUDGET: f32 = 0.9;
/// How fast the rate changes (per second): 1 to 0.4 in 0.2 s.
const EASE: f32 = 3.0;
/// Every puck on the board slower than this (m/s): the shot is settling.
pub const SETTLING: f32 = 0.5;

#[derive(Clone, Copy, Debug)]
pub struct SlowMo {
    /// This shot decides a round: it slows once its discs settle.
    armed: bool,
    /// Slowing now (or eased back once the budget is spent).
    going: bool,
    rate: f32,
    /// Seconds the slow part has added so far.
    added: f32,
}

impl Default for SlowMo {
    fn default() -> Self {
        SlowMo {
            armed: false,
            going: false,
            rate: 1.0,
            added: 0.0,
        }
    }
}

impl SlowMo {
    /// A new shot; `settles_a_round` arms the slow part for when its pucks settle.
    pub fn new(settles_a_round: bool) -> SlowMo {
        SlowMo {
            armed: settles_a_round,
            ..SlowMo::default()
        }
    }

    /// The shot has decided a game (pitchnut's poison went down): slow from now.
    pub fn decided(&mut self) {
        self.going = true;
    }

    /// The playback rate now (1 is real time).
    pub fn rate(&self) -> f32 {
        self.rate
    }

    /// Seconds the shot has been slowed by so far.
    pub fn added(&self) -> f32 {
        self.added
    }

    /// One frame of `dt` real seconds with the shot's `discs` as they are:
    /// gives the seconds of the shot to play this frame.
    pub fn playback(&mut self, dt: f32, discs: &[DiscView]) -> f32 {
        let dt = dt.max(0.0);
        if self.armed && !self.going {
            let fastest = discs
                .iter()
                .filter(|d| !d.low)
                .map(|d| d.velocity.length())
                .fold(0.0, f32::max);
            self.going = fastest < SETTLING;
        }
        let target = if self.going && self.added < BUDGET {
            RATE
        } else {
            1.0
        };
        let step = EASE * dt;
        self.rate = if target < self.rate {
            (self.rate - step).max(target)
        } else {
            (self.rate + step).min(target)
        };
        self.added += dt * (1.0 - self.rate);
        dt * self.rate
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::geom::Vec2;
    use flickwood_core::shot::Place;
    use flickwood_core::spec::DiscKind;

    const FRAME: f32 = 1.0 / 60.0;

    fn disc(speed: f32, low: bool) -> DiscView {
        DiscView {
            id: 1,
            kind: DiscKind::Puck,
            pos: Vec2::new(0.0, 0.0),
            velocity: Vec2::new(0.0, speed),
            angle: 0.0,
            radius: 0.016,
            place: Place::Board,
            low,
        }
    }

    /// Plays `frames` frames of discs at `speed`: (shown, played) seconds.
    fn run(slow: &mut SlowMo, frames: usize, discs: &[DiscView]) -> (f32, f32) {
        let mut played = 0.0;
        for _ in 0..frames {
            let p = slow.playback(FRAME, discs);
            assert!((0.0..=FRAME + 1e-6).contains(&p), "{p}");
            played += p;
        }
        (frames as f32 * FRAME, played)
    }

    #[test]
    fn a_shot_that_decides_nothing_plays_in_real_time() {
        let mut slow = SlowMo::new(false);
        let (shown, played) = run(&mut slow, 600, &[disc(0.1, false)]);
        assert!((shown - played).abs() < 1e-4);
        assert_eq!((slow.rate(), slow.added()), (1.0, 0.0));
    }

    #[test]
    fn a_rounds_last_shot_slows_only_as_it_settles_and_adds_about_a_second_at_most() {
        let mut slow = SlowMo::new(true);
        // Still fast (a puck in the ditch does not count): real time.
        let (shown, played) = run(&mut slow, 60, &[disc(2.0, false), disc(0.0, true)]);
        assert!((shown - played).abs() < 1e-4);
        assert_eq!(slow.rate(), 1.0);
        // Settling: down to RATE within a fifth of a second...
        let (s1, p1) = run(&mut slow, 12, &[disc(0.4, false), disc(3.0, true)]);
        assert!((slow.rate() - RATE).abs() < 1e-4, "{}", slow.rate());
        // ...and however long it settles, at most a second is added.
        let (s2, p2) = run(&mut slow, 1200, &[disc(0.1, false)]);
        let added = slow.added();
        assert!((0.9..=1.0).contains(&added), "added {added} s");
        assert!((s1 + s2 - p1 - p2 - added).abs() < 1e-3);
        assert_eq!(
            slow.rate(),
            1.0,
            "back to real time once the budget is spent"
        );
    }

    #[test]
    fn a_decided_game_slows_at_once_even_while_pieces_fly() {
        let mut slow = SlowMo::new(false);
        run(&mut slow, 30, &[disc(3.0, false)]);
        assert_eq!(slow.rate(), 1.0);
        slow.decided();
        run(&mut slow, 12, &[disc(3.0, false)]);
        assert!((slow.rate() - RATE).abs() < 1e-4);
        run(&mut slow, 600, &[disc(3.0, false)]);
        assert!(slow.added() <= 1.0 && slow.rate() == 1.0);
    }
}
