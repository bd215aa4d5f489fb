//! The shots measured: a practice drill with the flick meant at each of its
//! set positions, played through the match driver and judged as practice
//! judges it; and the AI levels' hands on the same shots.

use flickwood_core::game::{Match, decide};
use flickwood_core::geom::Vec2;
use flickwood_core::practice::{Drill, NamedPocket, Spot, Verdict, Zone, judge, play_shot};
use flickwood_core::rng::Rng;
use flickwood_core::save::{AiLevel, Player, Replay};
use flickwood_core::spec::{DiscKind, Spec, seat_angle};

/// One set position: where the disc is put, the flick meant, and how far
/// ahead the target is (board metres; what the player looks at).
#[derive(Clone, Copy, Debug)]
pub struct Intent {
    pub at: Vec2,
    pub meant: Vec2,
    pub target_m: f32,
}

/// A drill with the shot meant at each of its set positions (attempt n
/// uses n % len).
pub struct Task {
    pub drill: Drill,
    pub title: &'static str,
    pub intents: Vec<Intent>,
}

/// The drills by their command-line names.
pub fn tasks(spec: &Spec, only: Option<&str>) -> Result<Vec<Task>, String> {
    let wanted = |id: &str| only.is_none_or(|o| o == id);
    let mut tasks = Vec::new();
    if wanted("open20") {
        tasks.push(open_twenty(spec)?);
    }
    if wanted("takeout") {
        tasks.push(champion_task(
            spec,
            Drill::Takeout(Zone::Fifteen),
            "crokinole takeout of a lone puck in the 15 (shooter stays on)",
        )?);
    }
    if wanted("cut") {
        tasks.push(champion_task(
            spec,
            Drill::CutShot(NamedPocket::FarLeft),
            "pitchnut cut into the far-left pocket (and keep the turn)",
        )?);
    }
    if tasks.is_empty() {
        return Err("--drill takes open20, takeout or cut".into());
    }
    Ok(tasks)
}

/// The open 20 from the middle of the line: straight at the hole, at the
/// middle of the speeds that drop a straight shot in.
fn open_twenty(spec: &Spec) -> Result<Task, String> {
    let drill = Drill::OpenTwenty(Spot::Centre);
    let at = Vec2::from_angle(seat_angle(0)) * spec.crokinole.shooting_line_radius;
    let dir = (-at).normalize_or_zero();
    let mut made = Vec::new();
    for i in 0..240 {
        let v = 0.45 + i as f32 * 0.0025;
        if play(spec, drill, 0, at, dir * v)? == Verdict::Made {
            made.push(v);
        }
    }
    let mid = made
        .get(made.len() / 2)
        .copied()
        .ok_or("no straight speed makes the 20")?;
    Ok(Task {
        drill,
        title: "crokinole open 20 from the middle of the line",
        intents: vec![Intent {
            at,
            meant: dir * mid,
            target_m: at.length(),
        }],
    })
}

/// A drill whose shot meant is the Champion's choice at each set position.
fn champion_task(spec: &Spec, drill: Drill, title: &'static str) -> Result<Task, String> {
    let mut intents = Vec::new();
    for n in 0..3 {
        let record = drill.record(spec, n, ai(AiLevel::Champion), guest());
        let game = Match::resume(Replay::new(record).map_err(|e| e.to_string())?);
        let req = game.ai_request().ok_or("the AI is not to shoot")?;
        let shot = decide(&req).map_err(|e| format!("{e:?}"))?;
        let reach = 2.0 * spec.radius(drill.game(), DiscKind::Shooter).max(0.02);
        let target_m = first_struck(&game, shot.at, shot.intended, reach)
            .ok_or("no piece ahead of the shot meant")?;
        intents.push(Intent {
            at: shot.at,
            meant: shot.intended,
            target_m,
        });
    }
    Ok(Task {
        drill,
        title,
        intents,
    })
}

/// How far along the flick meant the nearest piece it may touch lies: the
/// target the player lines the guide up with.
fn first_struck(game: &Match, at: Vec2, meant: Vec2, reach: f32) -> Option<f32> {
    let dir = meant.normalize_or_zero();
    game.pieces()
        .iter()
        .map(|p| p.disc.pos - at)
        .filter(|d| d.length() > 0.01 && d.dot(dir) > 0.0 && d.cross(dir).abs() < reach)
        .map(|d| d.dot(dir))
        .min_by(f32::total_cmp)
}

pub fn ai(level: AiLevel) -> Player {
    Player::Ai { level }
}

fn guest() -> Player {
    Player::Guest {
        name: "Practice".into(),
    }
}

/// Attempt `n` of `drill` (its set position) played at `velocity` from
/// `at` through the match driver, judged as in practice.
pub fn play(
    spec: &Spec,
    drill: Drill,
    n: u32,
    at: Vec2,
    velocity: Vec2,
) -> Result<Verdict, String> {
    let record = drill.record(spec, n, guest(), guest());
    match play_shot(record, at, velocity) {
        Ok((before, after)) => Ok(judge(drill, spec, &before, &after)),
        // A shot the engine refuses (never meant here) is a miss.
        Err(_) => Ok(Verdict::Missed),
    }
}

/// A seed for one attempt of one row: the same figures every run.
pub fn seed_of(seed: u64, parts: &[u64]) -> u64 {
    parts.iter().fold(seed ^ 0x6861_6e64, |a, &p| {
        (a ^ p).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29)
    })
}

/// Made attempts for an AI level's hands on the same shots meant.
pub fn level_rate(
    spec: &Spec,
    task: &Task,
    level: AiLevel,
    attempts: u32,
    seed: u64,
) -> Result<usize, String> {
    let params = level.params();
    let top = spec.top_speed(task.drill.game());
    let mut made = 0;
    for n in 0..attempts {
        let mut rng = Rng::new(seed_of(seed, &[u64::from(n), 7]));
        let k = n as usize % task.intents.len();
        let i = task.intents[k];
        let v = flickwood_core::ai::noise::perturb(&params, i.meant, top, &mut rng);
        if play(spec, task.drill, k as u32, i.at, v)? == Verdict::Made {
            made += 1;
        }
    }
    Ok(made)
}
