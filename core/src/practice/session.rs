//! A run of one drill: N counted attempts, each from a fresh position, with
//! the running rate. The shell plays each attempt's shot on the board; a
//! headless caller (tests, the CLI) plays it here through the same driver.

use super::drill::Drill;
use super::judge::{Verdict, judge};
use super::rate::wilson;
use crate::game::{Match, Refusal};
use crate::geom::Vec2;
use crate::save::profile::Player;
use crate::save::{MatchRecord, Position, Replay, SaveError};
use crate::spec::Spec;

/// Attempts a session may be set to.
pub const MAX_ATTEMPTS: u32 = 200;

#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    pub drill: Drill,
    /// Attempts to count.
    pub attempts: u32,
    /// Random spots come from it, and each try's record seed (which
    /// seeds a person's flick spread and a new turn's aim).
    pub seed: u64,
    /// Each counted attempt: made or not, in order.
    pub results: Vec<bool>,
    /// Shots placed away from the drill's spot: set up again, not counted.
    pub not_counted: u32,
}

impl Session {
    pub fn new(drill: Drill, attempts: u32, seed: u64) -> Session {
        Session {
            drill,
            attempts: attempts.clamp(1, MAX_ATTEMPTS),
            seed,
            results: Vec::new(),
            not_counted: 0,
        }
    }

    /// The attempt to play next, from 0.
    pub fn attempt(&self) -> u32 {
        self.results.len() as u32
    }

    pub fn is_done(&self) -> bool {
        self.attempt() >= self.attempts
    }

    pub fn made(&self) -> u32 {
        self.results.iter().filter(|&&m| m).count() as u32
    }

    /// The running rate in percent (None before the first attempt).
    pub fn rate(&self) -> Option<f32> {
        let n = self.results.len();
        (n > 0).then(|| 100.0 * self.made() as f32 / n as f32)
    }

    /// The 95 % Wilson interval in percent.
    pub fn interval(&self) -> (f32, f32) {
        let (lo, hi) = wilson(self.made().into(), self.results.len() as u64);
        (100.0 * lo as f32, 100.0 * hi as f32)
    }

    /// The next attempt's starting record, seeded for this try (a try not
    /// counted and set up again draws afresh).
    pub fn record(&self, spec: &Spec, shooter: Player, opponent: Player) -> MatchRecord {
        let mut record = self.drill.record(spec, self.attempt(), shooter, opponent);
        let tries = self.results.len() + self.not_counted as usize;
        record.seed = crate::ai::search::stream_seed(self.seed, tries, 0xD2111);
        record
    }

    /// Open 20s: the spot on the shooting line (an angle) for the next attempt.
    pub fn spot(&self) -> Option<f32> {
        self.drill.spot(self.seed, self.attempt())
    }

    /// Scores the next attempt from the position it started at and the one
    /// its shot left, the shot placed at `at`. None when the shot was not
    /// from the drill's spot: it does not count and is set up again.
    pub fn score(
        &mut self,
        spec: &Spec,
        at: Vec2,
        before: &Position,
        after: &Position,
    ) -> Option<Verdict> {
        if self.is_done() {
            return None;
        }
        if !self.drill.accepts(spec, self.seed, self.attempt(), at) {
            self.not_counted += 1;
            return None;
        }
        let v = judge(self.drill, spec, before, after);
        self.results.push(v == Verdict::Made);
        Some(v)
    }

    /// Plays the next attempt headless: the shot through the match driver
    /// (checked, simulated once, committed), then scored.
    pub fn play(
        &mut self,
        spec: &Spec,
        shooter: Player,
        opponent: Player,
        at: Vec2,
        velocity: Vec2,
    ) -> Result<Option<Verdict>, PlayError> {
        let record = self.record(spec, shooter, opponent);
        let (before, after) = play_shot(record, at, velocity)?;
        Ok(self.score(spec, at, &before, &after))
    }
}

/// One shot from a drill's starting `record` through the match driver
/// (checked, simulated once, committed): the positions before and after,
/// for `judge`.
pub fn play_shot(
    record: MatchRecord,
    at: Vec2,
    velocity: Vec2,
) -> Result<(Position, Position), PlayError> {
    let mut game = Match::resume(Replay::new(record)?);
    let before = game.position().clone();
    let shot = game.begin_shot(at, velocity, false)?;
    game.commit(shot)?;
    Ok((before, game.position().clone()))
}

/// Why a headless attempt could not be played.
#[derive(Debug)]
pub enum PlayError {
    Save(SaveError),
    Refused(Refusal),
}

impl From<SaveError> for PlayError {
    fn from(e: SaveError) -> Self {
        PlayError::Save(e)
    }
}

impl From<Refusal> for PlayError {
    fn from(e: Refusal) -> Self {
        PlayError::Refused(e)
    }
}

impl core::fmt::Display for PlayError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PlayError::Save(e) => write!(f, "{e}"),
            PlayError::Refused(r) => write!(f, "the shot was refused: {r:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::crokinole_candidates::{TWENTY_OVERSHOOT, speed_for};
    use crate::practice::drill::{SHOOTER_SEAT, Spot, Zone};
    use crate::spec::seat_angle;

    fn me() -> Player {
        Player::Guest { name: "Ana".into() }
    }

    fn them() -> Player {
        Player::Guest { name: "Ben".into() }
    }

    /// The centre spot of the open 20s on seat 0's shooting line.
    fn centre(spec: &Spec) -> Vec2 {
        Vec2::from_angle(seat_angle(SHOOTER_SEAT)) * spec.crokinole.shooting_line_radius
    }

    /// A shot from `at` at the 20 hole at `k` times the speed that sinks it.
    fn at_the_hole(spec: &Spec, at: Vec2, k: f32) -> Vec2 {
        let speed = speed_for(spec, at.length() + TWENTY_OVERSHOOT[0], 0.0);
        (-at).normalize_or_zero() * (speed * k)
    }

    #[test]
    fn a_session_is_set_to_1_to_200_attempts() {
        let d = Drill::OpenTwenty(Spot::Centre);
        assert_eq!(Session::new(d, 0, 1).attempts, 1);
        assert_eq!(Session::new(d, 1, 1).attempts, 1);
        assert_eq!(Session::new(d, 50, 1).attempts, 50);
        assert_eq!(Session::new(d, 200, 1).attempts, 200);
        assert_eq!(Session::new(d, 201, 1).attempts, 200);
        let s = Session::new(d, 50, 1);
        assert_eq!((s.attempt(), s.made(), s.not_counted), (0, 0, 0));
        assert!(!s.is_done());
    }

    /// Four attempts of the centre open 20: made, missed (too soft), made,
    /// made; a fifth shot after the end is not scored. The running rate is
    /// 100, 50, 67 and 75 %, and the interval the Wilson interval of what
    /// was made.
    #[test]
    fn a_session_of_four_counts_each_attempt_and_stops_at_its_end() {
        let spec = Spec::STANDARD;
        let at = centre(&spec);
        let mut s = Session::new(Drill::OpenTwenty(Spot::Centre), 4, 1);
        assert_eq!(s.rate(), None);
        assert_eq!(s.interval(), (0.0, 100.0));
        let want = [
            (1.0, Some(Verdict::Made), 1, 1, 100.0),
            (0.6, Some(Verdict::Missed), 2, 1, 50.0),
            (1.0, Some(Verdict::Made), 3, 2, 200.0 / 3.0),
            (1.0, Some(Verdict::Made), 4, 3, 75.0),
        ];
        for (k, verdict, attempt, made, rate) in want {
            assert!(!s.is_done());
            let got = s.play(&spec, me(), them(), at, at_the_hole(&spec, at, k));
            assert_eq!(got.unwrap(), verdict, "attempt {attempt}");
            assert_eq!((s.attempt(), s.made()), (attempt, made));
            let r = s.rate().unwrap();
            assert!((r - rate).abs() < 1e-4, "{r} {rate}");
        }
        assert!(s.is_done());
        assert_eq!(s.results, vec![true, false, true, true]);
        // 3 of 4: [30.1 %, 95.4 %].
        let (lo, hi) = s.interval();
        assert!(
            (lo - 30.06).abs() < 0.05 && (hi - 95.44).abs() < 0.05,
            "{lo} {hi}"
        );
        // After the end: not scored, not counted, nothing changes.
        let got = s.play(&spec, me(), them(), at, at_the_hole(&spec, at, 1.0));
        assert_eq!(got.unwrap(), None);
        assert_eq!((s.attempt(), s.made(), s.not_counted), (4, 3, 0));
        assert!(s.is_done());
    }

    #[test]
    fn the_interval_of_a_session_is_in_percent() {
        let mut s = Session::new(Drill::OpenTwenty(Spot::Centre), 20, 1);
        s.results = vec![true, false];
        // 1 of 2: [9.45 %, 90.55 %].
        let (lo, hi) = s.interval();
        assert!(
            (lo - 9.45).abs() < 0.05 && (hi - 90.55).abs() < 0.05,
            "{lo} {hi}"
        );
        assert_eq!(s.rate(), Some(50.0));
        s.results = vec![false; 10];
        let (lo, hi) = s.interval();
        assert!(lo == 0.0 && (hi - 27.75).abs() < 0.05, "{hi}");
        assert_eq!(s.rate(), Some(0.0));
    }

    /// A shot placed away from the spot is set up again: not counted, the
    /// attempt stays the same, and the try after it draws a new seed.
    #[test]
    fn a_shot_away_from_the_spot_is_not_counted_and_set_up_afresh() {
        let spec = Spec::STANDARD;
        let d = Drill::OpenTwenty(Spot::Centre);
        let mut s = Session::new(d, 4, 5);
        let first = s.record(&spec, me(), them());
        let away =
            Vec2::from_angle(seat_angle(SHOOTER_SEAT) + 0.2) * spec.crokinole.shooting_line_radius;
        let got = s.play(&spec, me(), them(), away, at_the_hole(&spec, away, 1.0));
        assert_eq!(got.unwrap(), None);
        assert_eq!((s.attempt(), s.not_counted), (0, 1));
        assert!(s.results.is_empty());
        let second = s.record(&spec, me(), them());
        assert_ne!(first.seed, second.seed);
        // The same start otherwise.
        assert_eq!(
            MatchRecord {
                seed: first.seed,
                ..second.clone()
            },
            first
        );
        // From the spot it counts (here made).
        let at = centre(&spec);
        let got = s.play(&spec, me(), them(), at, at_the_hole(&spec, at, 1.0));
        assert_eq!(got.unwrap(), Some(Verdict::Made));
        assert_eq!((s.attempt(), s.made(), s.not_counted), (1, 1, 1));
        let third = s.record(&spec, me(), them());
        assert!(third.seed != first.seed && third.seed != second.seed);
    }

    /// Each try's record seed depends on the tries so far, counted or not,
    /// and on the session's seed.
    #[test]
    fn each_try_draws_its_own_seed() {
        let spec = Spec::STANDARD;
        let d = Drill::OpenTwenty(Spot::Centre);
        let seed = |results: usize, not_counted: u32, session_seed: u64| {
            let mut s = Session::new(d, 10, session_seed);
            s.results = vec![true; results];
            s.not_counted = not_counted;
            s.record(&spec, me(), them()).seed
        };
        let tries: Vec<u64> = (0..4).map(|n| seed(n, 0, 5)).collect();
        for i in 0..tries.len() {
            for j in 0..i {
                assert_ne!(tries[i], tries[j], "{i} {j}");
            }
        }
        assert_eq!(seed(0, 1, 5), tries[1]);
        assert_eq!(seed(1, 2, 5), tries[3]);
        assert_eq!(seed(2, 1, 5), tries[3]);
        assert_ne!(seed(0, 0, 6), tries[0]);
    }

    /// The record and the spot follow the attempt: a takeout's target
    /// cycles through its three set positions, a random open 20's spot
    /// changes.
    #[test]
    fn the_record_and_the_spot_are_those_of_the_next_attempt() {
        let spec = Spec::STANDARD;
        let d = Drill::Takeout(Zone::Ten);
        let mut s = Session::new(d, 10, 3);
        for n in 0..4u32 {
            s.results = vec![false; n as usize];
            let r = s.record(&spec, me(), them());
            let board = &r.crokinole.as_ref().unwrap().board;
            assert_eq!(board.len(), 1);
            assert_eq!(Some(board[0].pos), d.target(&spec, n), "attempt {n}");
            assert_eq!(s.spot(), None);
        }
        let d = Drill::OpenTwenty(Spot::Random);
        let mut s = Session::new(d, 10, 3);
        let mut spots = Vec::new();
        for n in 0..3u32 {
            s.results = vec![true; n as usize];
            let a = s.spot().unwrap();
            assert_eq!(Some(a), d.spot(3, n));
            assert!((a - seat_angle(SHOOTER_SEAT)).abs() <= 40f32.to_radians() + 1e-6);
            spots.push(a);
        }
        assert!(spots[0] != spots[1] && spots[1] != spots[2], "{spots:?}");
        let s = Session::new(Drill::OpenTwenty(Spot::Centre), 10, 3);
        assert_eq!(s.spot(), Some(seat_angle(SHOOTER_SEAT)));
    }

    #[test]
    fn a_refused_shot_or_record_says_why() {
        let spec = Spec::STANDARD;
        let mut s = Session::new(Drill::OpenTwenty(Spot::Centre), 4, 1);
        // From the board's centre: no place on the shooting line.
        let got = s.play(&spec, me(), them(), Vec2::ZERO, Vec2::new(0.0, 1.0));
        let e = got.unwrap_err();
        assert!(
            matches!(e, PlayError::Refused(Refusal::Crokinole(_))),
            "{e:?}"
        );
        let text = e.to_string();
        assert!(
            text.starts_with("the shot was refused: Crokinole("),
            "{text}"
        );
        assert_eq!((s.attempt(), s.not_counted), (0, 0));
        let e = PlayError::from(SaveError::File("the save is damaged".into()));
        assert!(matches!(e, PlayError::Save(SaveError::File(_))));
        assert_eq!(e.to_string(), "the save is damaged");
    }
}
