//! Practice drills, each attempt a real shot through the match driver
//! (checked, simulated once, committed) and judged from the engine's
//! position: the judge is not a constant for any drill (a sweep of real
//! shots gives both makes and misses), and sessions count as they should.

use flickwood_core::ai::crokinole_candidates::{TWENTY_OVERSHOOT, speed_for};
use flickwood_core::geom::Vec2;
use flickwood_core::practice::{Drill, NamedPocket, Session, Spot, Verdict, Zone};
use flickwood_core::save::Player;
use flickwood_core::spec::{Spec, seat_angle};

fn me() -> Player {
    Player::Guest { name: "Ana".into() }
}

fn them() -> Player {
    Player::Guest { name: "Ben".into() }
}

/// Plays one attempt of `drill` (attempt 0 of a fresh session) from `at`.
fn attempt(drill: Drill, n: u32, at: Vec2, velocity: Vec2) -> Option<Verdict> {
    let spec = Spec::STANDARD;
    let mut s = Session::new(drill, 50, 9);
    // Move the session on to attempt `n` (set positions cycle by attempt).
    s.results = vec![false; n as usize];
    s.play(&spec, me(), them(), at, velocity)
        .unwrap_or_else(|e| panic!("{drill:?}: {e}"))
}

fn centre_spot(spec: &Spec) -> Vec2 {
    Vec2::from_angle(seat_angle(0)) * spec.crokinole.shooting_line_radius
}

/// Speeds from soft to firm, so a sweep holds makes and misses.
fn sweep(lo: f32, hi: f32, n: usize) -> impl Iterator<Item = f32> {
    (0..n).map(move |i| lo + (hi - lo) * i as f32 / (n - 1) as f32)
}

fn both(drill: Drill, verdicts: &[Option<Verdict>]) {
    let made = verdicts
        .iter()
        .filter(|v| **v == Some(Verdict::Made))
        .count();
    let missed = verdicts
        .iter()
        .filter(|v| **v == Some(Verdict::Missed))
        .count();
    assert!(
        made > 0 && missed > 0,
        "{drill:?}: {made} made, {missed} missed"
    );
}

#[test]
fn an_open_twenty_aimed_true_is_made_and_a_soft_one_is_not() {
    let spec = Spec::STANDARD;
    let at = centre_spot(&spec);
    let d = Drill::OpenTwenty(Spot::Centre);
    let speed = speed_for(&spec, at.length() + TWENTY_OVERSHOOT[0], 0.0);
    let aim = (-at).normalize_or_zero();
    assert_eq!(attempt(d, 0, at, aim * speed), Some(Verdict::Made));
    assert_eq!(
        attempt(d, 0, at, aim * (speed * 0.6)),
        Some(Verdict::Missed)
    );
    // From somewhere else on the line: not counted.
    let off = Vec2::from_angle(seat_angle(0) + 0.3) * spec.crokinole.shooting_line_radius;
    assert_eq!(attempt(d, 0, off, (-off).normalize_or_zero() * speed), None);
}

#[test]
fn takeouts_make_and_miss_for_every_zone() {
    let spec = Spec::STANDARD;
    for zone in [Zone::Five, Zone::Ten, Zone::Fifteen] {
        let d = Drill::Takeout(zone);
        let mut v = Vec::new();
        for n in 0..3 {
            let target = d.target(&spec, n).unwrap();
            for place in [-0.25f32, 0.0, 0.25] {
                let at =
                    Vec2::from_angle(seat_angle(0) + place) * spec.crokinole.shooting_line_radius;
                let dir = (target - at).normalize_or_zero();
                for speed in sweep(0.5, 4.0, 8) {
                    v.push(attempt(d, n, at, dir * speed));
                }
            }
        }
        both(d, &v);
    }
}

#[test]
fn draws_behind_a_post_make_and_miss() {
    let spec = Spec::STANDARD;
    let c = &spec.crokinole;
    let eye = Vec2::from_angle(seat_angle(2)) * c.shooting_line_radius;
    let at = centre_spot(&spec);
    let d = Drill::DrawBehindPost;
    let mut v = Vec::new();
    // The posts on the shooter's side hide a puck just short of them.
    for peg in c.pegs().into_iter().filter(|p| p.y < 0.0) {
        let spot = peg + (peg - eye).normalize_or_zero() * 0.035;
        let dir = (spot - at).normalize_or_zero();
        for k in sweep(0.7, 1.3, 7) {
            v.push(attempt(
                d,
                0,
                at,
                dir * speed_for(&spec, spot.distance(at) * k, 0.0),
            ));
        }
    }
    both(d, &v);
}

#[test]
fn cut_shots_make_and_miss_into_each_far_pocket_and_breaks_too() {
    let spec = Spec::STANDARD;
    let p = &spec.pitchnut;
    let y = p.home_line_y();
    for pocket in [NamedPocket::FarLeft, NamedPocket::FarRight] {
        let d = Drill::CutShot(pocket);
        // Aimed through the middle of the pocket's gate (engine 6's pegs
        // stand wider and catch a piece sent straight at the pocket).
        let pocket_centre = p.pockets()[pocket.index() as usize];
        let hole = pocket_centre - pocket_centre.normalize_or_zero() * p.pocket_peg_distance;
        let mut v = Vec::new();
        for n in 0..3 {
            let target = d.target(&spec, n).unwrap();
            let ghost =
                target + (target - hole).normalize_or_zero() * (p.piece_radius + p.shooter_radius);
            let sx = hole.x.signum();
            for x in [0.25f32, 0.15, 0.05, -0.05] {
                let at = Vec2::new(sx * x, y);
                let dir = (ghost - at).normalize_or_zero();
                for speed in sweep(0.6, 2.4, 6) {
                    v.push(attempt(d, n, at, dir * speed));
                }
            }
        }
        both(d, &v);
    }
    let mut v = Vec::new();
    for x in [-0.05f32, 0.0, 0.04] {
        for speed in sweep(0.3, p.max_flick_speed(&spec.sim), 6) {
            v.push(attempt(
                Drill::Break,
                0,
                Vec2::new(x, y),
                Vec2::new(0.0, speed),
            ));
        }
    }
    both(Drill::Break, &v);
}

#[test]
fn a_session_counts_to_its_end_with_the_running_rate_and_interval() {
    let spec = Spec::STANDARD;
    let at = centre_spot(&spec);
    let speed = speed_for(&spec, at.length() + TWENTY_OVERSHOOT[0], 0.0);
    let mut s = Session::new(Drill::OpenTwenty(Spot::Centre), 4, 1);
    assert_eq!(s.rate(), None);
    let shots = [1.0f32, 0.6, 1.0, 1.0, 1.0];
    for k in shots {
        let aim = (-at).normalize_or_zero() * (speed * k);
        let _ = s.play(&spec, me(), them(), at, aim).unwrap();
    }
    // The fifth shot comes after the end: not counted.
    assert!(s.is_done());
    assert_eq!((s.made(), s.results.len()), (3, 4));
    assert_eq!(s.rate(), Some(75.0));
    let (lo, hi) = s.interval();
    assert!(
        lo < 75.0 && hi > 75.0 && lo > 0.0 && hi <= 100.0,
        "{lo} {hi}"
    );
}

mod save {
    use flickwood_core::save::store::SAVE_FILE;
    use flickwood_core::save::{MemoryStorage, PracticeResult, Rgb, Storage, Store};

    fn session(profile: u32, when: u64, made: u32) -> PracticeResult {
        PracticeResult {
            profile,
            drill: "open20-random".into(),
            when,
            attempts: 25,
            made,
            aids: "default".into(),
        }
    }

    #[test]
    fn practice_results_round_trip_through_the_save() {
        let mut store = Store::open(MemoryStorage::default());
        let ana = store.profiles_mut().add("Ana", Rgb::new(1, 2, 3)).unwrap();
        let ben = store.profiles_mut().add("Ben", Rgb::new(4, 5, 6)).unwrap();
        store.add_practice(session(ana, 1_780_000_000, 14)).unwrap();
        store.add_practice(session(ben, 1_780_000_100, 9)).unwrap();
        store.add_practice(session(ana, 1_780_086_400, 17)).unwrap();
        assert!(store.add_practice(session(99, 1, 1)).is_err());
        let storage = store.storage().clone();
        let mut again = Store::open(storage);
        assert_eq!(again.take_notices(), Vec::<String>::new());
        assert_eq!(again.practice(), store.practice());
        let mine: Vec<u32> = again.practice().of(ana).map(|r| r.made).collect();
        assert_eq!(mine, [14, 17]);
        // A player removed takes their practice along.
        again.remove_profile(ana).unwrap();
        assert_eq!(again.practice().results.len(), 1);
    }

    #[test]
    fn a_save_from_before_practice_loads_with_an_empty_log() {
        let mut files = MemoryStorage::default();
        let old = r#"{"version":2,"profiles":{"list":[{"id":1,"name":"Ana","colour":{"r":1,"g":2,"b":3}}],"next_id":2},"stats":{"entries":[],"history":[{"profile":1,"game":"Crokinole","against":"People","when":5,"result":"Won","score":120,"opponent_score":80}]}}"#;
        files.write(SAVE_FILE, old.as_bytes()).unwrap();
        let mut store = Store::open(files);
        assert_eq!(store.take_notices(), Vec::<String>::new());
        assert_eq!(store.profiles().list.len(), 1);
        assert!(store.practice().results.is_empty());
        // Older result lines have no open-20 counts: zero, not a refusal.
        let line = store.stats().history_of(1).next().unwrap();
        assert_eq!((line.open_twenty_tries, line.open_twenty_made), (0, 0));
    }

    #[test]
    fn a_bad_practice_line_is_dropped_and_the_rest_of_the_save_loads() {
        let mut store = Store::open(MemoryStorage::default());
        let ana = store.profiles_mut().add("Ana", Rgb::new(1, 2, 3)).unwrap();
        store.add_practice(session(ana, 10, 5)).unwrap();
        let text = String::from_utf8(
            store
                .storage()
                .read(SAVE_FILE, flickwood_core::save::storage::Copy::Main)
                .unwrap()
                .unwrap(),
        )
        .unwrap()
        .replace(r#""made":5"#, r#""made":50"#);
        let mut files = MemoryStorage::default();
        files.write(SAVE_FILE, text.as_bytes()).unwrap();
        let again = Store::open(files);
        assert_eq!(again.profiles().list.len(), 1);
        assert!(again.practice().results.is_empty());
    }
}
