//! `hand [ATTEMPTS] [--sigma MM,MM,..] [--slip MM] [--seed S]`: a simulated
//! fingertip (`finger.rs`) plays the practice drills through the game's own
//! "aim and pull" control (`flickwood_core::aiming`) on the screens players
//! use, laid out as the play screen lays them out (`flickwood_core::view`):
//! phones in pass-and-play, tablets flat on a table from every seat. Prints
//! the make rates with 95 % Wilson intervals beside the AI levels given the
//! same intended shot (docs/hand.md).
//!
//! One attempt, as a person would play it:
//! 1. The disc waits at the drill's spot; the aim starts up to 8 degrees off
//!    the shot meant (so every shot needs a turn of the aim).
//! 2. An aim drag: press the board in front of the disc, move across the
//!    aim by the millimetres the turn needs, hold, lift.
//! 3. A pull: press the disc, pull the length the speed needs, straight
//!    back where there is room, else on a diagonal away from the line;
//!    hold, lift.
//!
//! The shot is then played through the match driver and judged by the drill.

mod finger;

use crate::stats::{rate, wilson};
use finger::Finger;
use flickwood_core::aiming::{self, AimFrame, Target};
use flickwood_core::game::{Match, decide};
use flickwood_core::geom::Vec2;
use flickwood_core::practice::{Drill, NamedPocket, Spot, Verdict, Zone, judge, play_shot};
use flickwood_core::rng::Rng;
use flickwood_core::save::prefs::TableMode;
use flickwood_core::save::{AiLevel, Player, Replay};
use flickwood_core::spec::{BoardKind, DiscKind, Spec, seat_angle};
use flickwood_core::view::{self, BoardView};

/// A screen a player holds, and the seat shooting on it.
#[derive(Clone, Copy, Debug)]
struct Cell {
    name: &'static str,
    w: f32,
    h: f32,
    table: TableMode,
    seats: usize,
    /// The shooter's edge on screen (0 bottom, then anticlockwise).
    seat: u8,
}

fn cells() -> Vec<Cell> {
    let phone = |name, w, h| Cell {
        name,
        w,
        h,
        table: TableMode::PassAndPlay,
        seats: 2,
        seat: 0,
    };
    let mut v = vec![
        phone("phone 390x844", 390.0, 844.0),
        phone("phone 844x390", 844.0, 390.0),
        phone("phone 915x412", 915.0, 412.0),
        phone("phone 360x640", 360.0, 640.0),
        phone("phone 640x360", 640.0, 360.0),
    ];
    for (name, w, h) in [
        ("tablet 1024x768", 1024.0, 768.0),
        ("tablet 768x1024", 768.0, 1024.0),
    ] {
        for seat in 0..4 {
            v.push(Cell {
                name,
                w,
                h,
                table: TableMode::Tablet,
                seats: 4,
                seat,
            });
        }
    }
    v
}

const SEAT_NAMES: [&str; 4] = ["bottom", "right", "top", "left"];

/// The drills measured, with the shot meant at each of their set positions.
struct Task {
    drill: Drill,
    title: &'static str,
    /// Per set position (attempt n uses n % len): where the disc is put and
    /// the flick meant.
    intents: Vec<(Vec2, Vec2)>,
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
        intents: vec![(at, dir * mid)],
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
        intents.push((shot.at, shot.intended));
    }
    Ok(Task {
        drill,
        title,
        intents,
    })
}

fn ai(level: AiLevel) -> Player {
    Player::Ai { level }
}

fn guest() -> Player {
    Player::Guest {
        name: "Practice".into(),
    }
}

/// Attempt `n` of `drill` (its set position) played at `velocity` from
/// `at` through the match driver, judged as in practice.
fn play(spec: &Spec, drill: Drill, n: u32, at: Vec2, velocity: Vec2) -> Result<Verdict, String> {
    let record = drill.record(spec, n, guest(), guest());
    match play_shot(record, at, velocity) {
        Ok((before, after)) => Ok(judge(drill, spec, &before, &after)),
        // A shot the engine refuses (never meant here) is a miss.
        Err(_) => Ok(Verdict::Missed),
    }
}

/// The board turned so the shooter (seat 0 in every drill) sits at the
/// cell's edge: pass-and-play turns the shooter to the bottom; a table
/// keeps the board still, so seat k's edge is where seat k sits.
fn view_of(spec: &Spec, board: BoardKind, cell: &Cell) -> BoardView {
    let still = BoardView::seat_rotation(0);
    let rotation = match cell.table {
        TableMode::PassAndPlay => still,
        TableMode::Tablet => still + seat_angle(cell.seat) - seat_angle(0),
    };
    view::board_view(
        cell.w,
        cell.h,
        cell.table,
        cell.seats,
        view::half_extent(spec, board),
        rotation,
    )
}

/// The aim starts up to this far (radians) off the shot meant.
const START_OFF: f32 = 8.0 * core::f32::consts::PI / 180.0;
/// Presses that miss their target are made again, at most this often.
const RETRIES: usize = 5;

/// The flick a finger plays through the control, or None when the
/// control read no shot (a pull called off).
fn attempt(
    spec: &Spec,
    board: BoardKind,
    cell: &Cell,
    (at, meant): (Vec2, Vec2),
    finger: &Finger,
    rng: &mut Rng,
) -> Option<Vec2> {
    let v = view_of(spec, board, cell);
    let in_zone = |s: Vec2| view::in_zone(cell.table, cell.seats, 0, v.to_board(s));
    let top = spec.top_speed(board);
    let radius = spec.radius(board, DiscKind::Shooter);
    let forward = -Vec2::from_angle(seat_angle(0));
    let mut aim = meant.angle() + rng.range(-START_OFF, START_OFF);
    let frame = |aim: f32| AimFrame::on_view(&v, at, radius, aim, top, finger.px_per_mm);

    // The aim drag, pressed on the board in front of the disc, inside
    // the shooter's own part of a table (half way to the seat's middle).
    let f = frame(aim);
    let mm = (aim - meant.angle()) / aiming::AIM_DEG_PER_MM.to_radians();
    let mid = Vec2::from_angle(seat_angle(0)) + at.normalize_or_zero();
    let meant_press = v.to_screen(mid.normalize_or_zero() * (0.55 * at.length()));
    let press = (0..RETRIES)
        .map(|_| finger.press(meant_press, rng))
        .find(|&p| f.target(p) == Target::Aim && in_zone(p))?;
    let right = Vec2::new(-f.aim.y, f.aim.x);
    let trace = finger.drag(press, press + right * (mm * finger.px_per_mm), rng);
    aim = aiming::turned(aim, f.aim_mm(&trace));

    // The pull, from the disc, where the screen has room for it.
    let f = frame(aim);
    let want = aiming::pull_mm_for_speed(meant.length()) * finger.px_per_mm;
    let back = v.dir_to_screen(-forward);
    let (dir, length) = aiming::pull_path(f.disc, back, want, cell.w, cell.h);
    let press = (0..RETRIES)
        .map(|_| finger.press(f.disc, rng))
        // The shooter's own disc takes a press even across the zone's edge.
        .find(|&p| f.target(p) == Target::Disc)?;
    let trace = finger.drag(press, press + dir * length, rng);
    let speed = f.read_pull(&trace).ok()?;
    Some(Vec2::from_angle(aim) * speed)
}

/// A seed for attempt `n` of one cell: the same figures every run.
fn seed_of(seed: u64, parts: &[u64]) -> u64 {
    parts.iter().fold(seed ^ 0x6861_6e64, |a, &p| {
        (a ^ p).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29)
    })
}

/// Made attempts of `attempts` for one cell at one sigma.
fn cell_rate(
    spec: &Spec,
    task: &Task,
    cell: &Cell,
    finger: &Finger,
    attempts: u32,
    seed: u64,
) -> Result<usize, String> {
    let board = task.drill.game();
    let mut made = 0;
    for n in 0..attempts {
        let mut rng = Rng::new(seed_of(seed, &[u64::from(n)]));
        let k = n as usize % task.intents.len();
        let intent = task.intents[k];
        let Some(velocity) = attempt(spec, board, cell, intent, finger, &mut rng) else {
            continue;
        };
        if play(spec, task.drill, k as u32, intent.0, velocity)? == Verdict::Made {
            made += 1;
        }
    }
    Ok(made)
}

/// Made attempts for an AI level's hands on the same shots meant.
fn level_rate(
    spec: &Spec,
    task: &Task,
    level: AiLevel,
    attempts: u32,
    seed: u64,
) -> Result<usize, String> {
    let params = flickwood_core::game::level(level).params();
    let top = spec.top_speed(task.drill.game());
    let mut made = 0;
    for n in 0..attempts {
        let mut rng = Rng::new(seed_of(seed, &[u64::from(n), 7]));
        let k = n as usize % task.intents.len();
        let (at, meant) = task.intents[k];
        let v = flickwood_core::ai::noise::perturb(&params, meant, top, &mut rng);
        if play(spec, task.drill, k as u32, at, v)? == Verdict::Made {
            made += 1;
        }
    }
    Ok(made)
}

pub fn run(args: &[String]) -> Result<(), String> {
    let mut attempts = 1000u32;
    let mut sigmas = vec![0.5f32, 1.0, 2.0];
    let mut slip = 1.0f32;
    let mut seed = 1u64;
    let mut only: Option<String> = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |what: &str| it.next().cloned().ok_or(format!("{a} needs {what}"));
        match a.as_str() {
            "--sigma" => {
                sigmas = value("millimetres, comma-separated")?
                    .split(',')
                    .map(|s| s.trim().parse::<f32>())
                    .collect::<Result<_, _>>()
                    .map_err(|_| "--sigma takes numbers like 0.5,1,2")?;
                if sigmas
                    .iter()
                    .any(|s| !s.is_finite() || *s < 0.0 || *s > 20.0)
                {
                    return Err("--sigma must be between 0 and 20 mm".into());
                }
            }
            "--slip" => {
                slip = value("millimetres")?
                    .parse()
                    .map_err(|_| "--slip takes a number")?;
                if !slip.is_finite() || !(0.0..=20.0).contains(&slip) {
                    return Err("--slip must be between 0 and 20 mm".into());
                }
            }
            "--seed" => {
                seed = value("a number")?
                    .parse()
                    .map_err(|_| "--seed takes a number")?
            }
            "--drill" => only = Some(value("open20, takeout or cut")?),
            n => {
                attempts = n
                    .parse()
                    .map_err(|_| format!("not a number of attempts: {n}"))?
            }
        }
    }
    if attempts == 0 || sigmas.is_empty() {
        return Err("need at least one attempt and one sigma".into());
    }
    let spec = Spec::STANDARD;
    let mut tasks = Vec::new();
    let wanted = |id: &str| only.as_deref().is_none_or(|o| o == id);
    if wanted("open20") {
        tasks.push(open_twenty(&spec)?);
    }
    if wanted("takeout") {
        tasks.push(champion_task(
            &spec,
            Drill::Takeout(Zone::Fifteen),
            "crokinole takeout of a lone puck in the 15 (shooter stays on)",
        )?);
    }
    if wanted("cut") {
        tasks.push(champion_task(
            &spec,
            Drill::CutShot(NamedPocket::FarLeft),
            "pitchnut cut into the far-left pocket (and keep the turn)",
        )?);
    }
    if tasks.is_empty() {
        return Err("--drill takes open20, takeout or cut".into());
    }
    outln!(
        "Human hand through the aim-and-pull control: {attempts} attempts a cell, lift-off slip {slip} mm, seed {seed}"
    );
    outln!(
        "(aim {} degrees per mm across, pull {} mm per e-fold of speed; a phone {} px/mm, a tablet {} px/mm)",
        aiming::AIM_DEG_PER_MM,
        aiming::PULL_MM_PER_E,
        aiming::PHONE_PX_PER_MM,
        aiming::TABLET_PX_PER_MM
    );
    for (ti, task) in tasks.iter().enumerate() {
        measure(&spec, task, ti as u64, &sigmas, slip, attempts, seed)?;
    }
    Ok(())
}

/// One task's table: every cell at every sigma (cells split over two
/// threads: each cell's figures depend only on its own seed), then the AI.
fn measure(
    spec: &Spec,
    task: &Task,
    ti: u64,
    sigmas: &[f32],
    slip: f32,
    attempts: u32,
    seed: u64,
) -> Result<(), String> {
    let cells = cells();
    let jobs: Vec<(usize, usize)> = (0..cells.len())
        .flat_map(|c| (0..sigmas.len()).map(move |s| (c, s)))
        .collect();
    let run_job = |&(c, s): &(usize, usize)| -> Result<usize, String> {
        let cell = &cells[c];
        let v = view_of(spec, task.drill.game(), cell);
        let finger = Finger {
            sigma_mm: sigmas[s],
            slip_mm: slip,
            px_per_mm: aiming::px_per_mm(cell.w, cell.h),
            up: v.dir_to_screen(-Vec2::from_angle(seat_angle(0))),
        };
        // Common random numbers: every cell meets the same hands, so the
        // cells differ by their screens alone, not by luck.
        let cell_seed = seed_of(seed, &[ti, s as u64]);
        cell_rate(spec, task, cell, &finger, attempts, cell_seed)
    };
    let (even, odd): (Vec<_>, Vec<_>) = jobs.iter().enumerate().partition(|(i, _)| i % 2 == 0);
    let results: Vec<Result<usize, String>> = std::thread::scope(|scope| {
        let other = scope.spawn(|| odd.iter().map(|(_, j)| run_job(j)).collect::<Vec<_>>());
        let mine: Vec<_> = even.iter().map(|(_, j)| run_job(j)).collect();
        let theirs = other.join().unwrap_or_default();
        // Back in job order: even, odd, even, odd...
        let mut out = Vec::with_capacity(jobs.len());
        let (mut a, mut b) = (mine.into_iter(), theirs.into_iter());
        for i in 0..jobs.len() {
            let next = if i % 2 == 0 { a.next() } else { b.next() };
            out.push(next.unwrap_or_else(|| Err("a worker thread failed".into())));
        }
        out
    });
    outln!();
    outln!("## {} ({})", task.title, task.drill.id());
    let head: Vec<String> = sigmas.iter().map(|s| format!("sigma {s} mm")).collect();
    outln!("| screen | seat | {} |", head.join(" | "));
    outln!("|---|---|{}", "---|".repeat(sigmas.len()));
    let mut lows = vec![f64::INFINITY; sigmas.len()];
    let mut highs = vec![0.0f64; sigmas.len()];
    for (c, cell) in cells.iter().enumerate() {
        let mut cols = Vec::new();
        for s in 0..sigmas.len() {
            let made = results[c * sigmas.len() + s].clone()?;
            let p = made as f64 / attempts as f64 * 100.0;
            lows[s] = lows[s].min(p);
            highs[s] = highs[s].max(p);
            cols.push(rate(made, attempts as usize).trim().to_string());
        }
        let seat = match cell.table {
            TableMode::PassAndPlay => "pass and play".to_string(),
            TableMode::Tablet => format!("table, {}", SEAT_NAMES[cell.seat as usize]),
        };
        outln!("| {} | {seat} | {} |", cell.name, cols.join(" | "));
    }
    for (s, sigma) in sigmas.iter().enumerate() {
        outln!(
            "sigma {sigma} mm: lowest {:.1} %, highest {:.1} %, spread {:.1} points",
            lows[s],
            highs[s],
            highs[s] - lows[s]
        );
    }
    outln!("| AI level, same shots meant | make rate |");
    outln!("|---|---|");
    for level in AiLevel::ALL {
        let made = level_rate(spec, task, level, attempts, seed_of(seed, &[ti, 99]))?;
        let (lo, hi) = wilson(made, attempts as usize);
        outln!(
            "| {} | {:.1} % [{:.1}, {:.1}] |",
            level.name(),
            made as f64 / attempts as f64 * 100.0,
            lo * 100.0,
            hi * 100.0
        );
    }
    Ok(())
}
