//! `calibrate [ATTEMPTS] [--pitchnut-shots N] [--breaks N] [--scan]`: each
//! level's open-20 make rate (an empty board, a shot from the middle of the
//! seat's arc on the shooting line aimed at the hole, played with the
//! level's execution noise and judged by the rule engine), a pitchnut figure
//! per level from self-play: the share of shots that sink an own piece, the
//! scratch rate and the share of pieces reaching the gutter that run on into
//! a pocket; and pitchnut break figures per level (each level's own break
//! from fresh games): poison down on the break, breaker's wins on the break,
//! pieces sunk and sent to the gutter per break. `--scan` prints make rates
//! over a grid of noise, for retuning the table in `src/ai/level.rs`.

use crate::stats::rate;
use flickwood_core::ai::crokinole_candidates::{TWENTY_OVERSHOOT, seat_spot, speed_for};
use flickwood_core::ai::{Level, LevelParams, noise};
use flickwood_core::crokinole::{Event, MatchFormat, State, TableKind};
use flickwood_core::physics::simulate;
use flickwood_core::pitchnut::{self, CoinToss, Game, Options};
use flickwood_core::rng::Rng;
use flickwood_core::shot::{Place, ShotReport};
use flickwood_core::spec::Spec;

pub fn run(args: &[String]) -> Result<(), String> {
    let mut attempts = 2000usize;
    let mut pitchnut_shots = 60usize;
    let mut breaks = 100usize;
    let mut scan = false;
    let mut spec = Spec::STANDARD;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--scan" => scan = true,
            "--pitchnut-shots" => {
                let v = it.next().ok_or("--pitchnut-shots needs a number")?;
                pitchnut_shots = v.parse().map_err(|_| format!("not a number: {v}"))?;
            }
            "--set" => {
                let v = it.next().ok_or("--set needs NAME=VALUE")?;
                set_pitchnut(&mut spec, v)?;
            }
            "--breaks" => {
                let v = it.next().ok_or("--breaks needs a number")?;
                breaks = v.parse().map_err(|_| format!("not a number: {v}"))?;
            }
            n => {
                attempts = n
                    .parse()
                    .map_err(|_| format!("not a number of attempts: {n}"))?
            }
        }
    }
    if attempts == 0 {
        return Err("need at least one attempt".into());
    }
    if scan {
        return run_scan(&spec, attempts);
    }
    outln!(
        "open 20 (empty board, aimed at the hole), {attempts} attempts per level, 95 % Wilson interval"
    );
    outln!("  level      target   make rate");
    for level in Level::ALL {
        let p = level.params();
        let made = open_twenty(
            &spec,
            &p,
            TWENTY_OVERSHOOT[0],
            attempts,
            20_000 + level as u64,
        )?;
        outln!(
            "  {:<9} {:5.0} %   {}",
            level.name(),
            p.target_open_twenty,
            rate(made, attempts)
        );
    }
    if pitchnut_shots > 0 {
        outln!();
        outln!("pitchnut self-play (level against itself), {pitchnut_shots} shots per level");
        outln!(
            "  level      own piece sunk            scratch                   gutter piece runs on into a pocket"
        );
        for level in Level::ALL {
            let f = pitchnut_figures(&spec, level, pitchnut_shots)?;
            outln!(
                "  {:<9} {}   {}   {} of {}",
                level.name(),
                rate(f.own_sunk, f.shots),
                rate(f.scratches, f.shots),
                rate(f.gutter.pocketed, f.gutter.entered),
                f.gutter.entered
            );
        }
    }
    if breaks > 0 {
        outln!();
        outln!(
            "pitchnut breaks, each level breaking from {breaks} fresh games (its own choice and noise)"
        );
        outln!(
            "  level      poison down on the break   breaker wins on the break  sunk/break  gutter/break  off/break  gutter piece runs on into a pocket"
        );
        for level in Level::ALL {
            let b = break_figures(&spec, level, breaks)?;
            let n = b.breaks as f64;
            outln!(
                "  {:<9} {}   {}   {:9.2}   {:11.2}   {:8.2}   {}",
                level.name(),
                rate(b.poison, b.breaks),
                rate(b.breaker_won, b.breaks),
                b.sunk as f64 / n,
                b.gutter.entered as f64 / n,
                b.off as f64 / n,
                rate(b.gutter.pocketed, b.gutter.entered),
            );
        }
    }
    Ok(())
}

/// How many of `attempts` open-20 shots drop, with the given noise.
fn open_twenty(
    spec: &Spec,
    params: &LevelParams,
    overshoot: f32,
    attempts: usize,
    seed: u64,
) -> Result<usize, String> {
    let state = State::new_match(
        TableKind::TwoPlayers,
        None,
        MatchFormat::BestOfSeven,
        Some(0),
    )
    .map_err(|e| e.to_string())?;
    let place = seat_spot(spec, 0);
    let speed = speed_for(spec, place.length() + overshoot, 0.0);
    let aim = (-place).normalize_or_zero() * speed;
    let mut rng = Rng::new(seed);
    let mut made = 0;
    for _ in 0..attempts {
        let v = noise::perturb(params, aim, spec.sim.max_shot_speed, &mut rng);
        let input = state
            .shot_input(spec, place, v, 0.0)
            .map_err(|e| e.to_string())?;
        let report = simulate(spec, &input).map_err(|e| e.to_string())?;
        let (_, events) = state
            .clone()
            .apply(&spec.crokinole, false, &report)
            .map_err(|e| e.to_string())?;
        if events.iter().any(|e| matches!(e, Event::Twenty { .. })) {
            made += 1;
        }
    }
    Ok(made)
}

fn run_scan(spec: &Spec, attempts: usize) -> Result<(), String> {
    let overs = [0.012f32, 0.025, 0.035, 0.045, 0.06];
    let ratio = Level::Champion.params().speed_sigma / Level::Champion.params().angle_sigma;
    outln!(
        "open-20 make rate (%) by angle sigma (speed sigma = {ratio:.2} x angle sigma) and overshoot, {attempts} attempts"
    );
    out!("  angle sigma");
    for o in overs {
        out!("   +{:2.0} mm", o * 1000.0);
    }
    outln!();
    for k in 0..11 {
        let a = 0.004 + 0.002 * k as f32;
        let params = LevelParams {
            angle_sigma: a,
            speed_sigma: a * ratio,
            ..Level::Champion.params()
        };
        out!("  {a:.4}     ");
        for (j, o) in overs.iter().enumerate() {
            let made = open_twenty(spec, &params, *o, attempts, 7 + j as u64)?;
            out!("  {:6.1}", made as f64 * 100.0 / attempts as f64);
        }
        outln!();
    }
    Ok(())
}

/// A fresh pitchnut game on `spec`'s board, seat 0 breaking.
fn fresh_game(spec: &Spec) -> Result<Game, String> {
    let toss = CoinToss {
        winner: 0,
        breaker: 0,
    };
    let game = Game::new(Options::default(), toss).map_err(|e| e.to_string())?;
    Game::from_setup_with(*spec, &game.to_setup()).map_err(|e| e.to_string())
}

/// `--set NAME=VALUE`: tries a pitchnut constant other than the standard
/// one for the pitchnut figures (for tuning; the open-20 figures do not
/// use it).
fn set_pitchnut(spec: &mut Spec, arg: &str) -> Result<(), String> {
    let (name, value) = arg
        .split_once('=')
        .ok_or_else(|| format!("--set wants NAME=VALUE, not {arg}"))?;
    let v: f32 = value
        .parse()
        .map_err(|_| format!("not a number: {value}"))?;
    let p = &mut spec.pitchnut;
    match name {
        "mu" => p.mu_surface = v,
        "gutter_slope" => p.gutter_slope_accel = v,
        "off_board" => p.off_board_speed = v,
        "on_side" => p.on_side_speed = v,
        "restitution_rail" => p.materials.restitution_disc_rail = v,
        _ => {
            return Err(format!(
                "--set knows mu, gutter_slope, off_board, on_side, restitution_rail; not {name}"
            ));
        }
    }
    Ok(())
}

/// Pieces (poison and shooter included) that reached the gutter in a shot,
/// and how many of them went on into a pocket.
#[derive(Default)]
struct GutterCount {
    entered: usize,
    pocketed: usize,
}

impl GutterCount {
    fn add(&mut self, report: &ShotReport) {
        for h in &report.happenings {
            if h.what == Place::Gutter {
                self.entered += 1;
                let sunk = report.happenings.iter().any(|o| {
                    o.disc == h.disc && o.step >= h.step && matches!(o.what, Place::Pocket(_))
                });
                if sunk {
                    self.pocketed += 1;
                }
            }
        }
    }
}

struct PitchnutFigures {
    /// Shots that sank a piece of the shooter's colour.
    own_sunk: usize,
    scratches: usize,
    shots: usize,
    gutter: GutterCount,
}

struct BreakFigures {
    breaks: usize,
    /// The poison went down on the break (whatever else happened).
    poison: usize,
    /// The breaker won the game with the break.
    breaker_won: usize,
    /// Pieces (not the shooter) sunk, sent to the gutter, off the board or on a side.
    sunk: usize,
    off: usize,
    gutter: GutterCount,
}

/// `level` breaks `breaks` fresh games (seeded apart).
fn break_figures(spec: &Spec, level: Level, breaks: usize) -> Result<BreakFigures, String> {
    let game = fresh_game(spec)?;
    let mut f = BreakFigures {
        breaks,
        poison: 0,
        breaker_won: 0,
        sunk: 0,
        off: 0,
        gutter: GutterCount::default(),
    };
    for k in 0..breaks {
        let d = flickwood_core::ai::pitchnut::choose(&game, level, 0xB4EA ^ (k as u64) << 8)
            .map_err(|e| e.to_string())?;
        let input = game.shot_input(&d.flick()).map_err(|e| e.to_string())?;
        let report = simulate(game.spec(), &input).map_err(|e| e.to_string())?;
        let (next, _) = game.clone().apply(&report).map_err(|e| e.to_string())?;
        for d in &report.finals {
            if d.id == report.shooter {
                continue;
            }
            match d.place {
                Place::Pocket(_) => {
                    f.sunk += 1;
                    if d.id == pitchnut::POISON {
                        f.poison += 1;
                    }
                }
                Place::OffBoard | Place::OnSide => f.off += 1,
                _ => {}
            }
        }
        f.gutter.add(&report);
        if next.winner() == Some(game.team_of(game.to_play())) {
            f.breaker_won += 1;
        }
    }
    Ok(f)
}

/// Plays `shots` shots of `level` against itself from fresh games.
fn pitchnut_figures(spec: &Spec, level: Level, shots: usize) -> Result<PitchnutFigures, String> {
    let mut game = fresh_game(spec)?;
    let (mut sunk, mut scratches) = (0, 0);
    let mut gutter = GutterCount::default();
    for k in 0..shots {
        if game.is_over() {
            game = game.next_game().map_err(|e| e.to_string())?;
        }
        let team = game.team_of(game.to_play());
        let d = flickwood_core::ai::pitchnut::choose(&game, level, 0xCA1B ^ (k as u64) << 8)
            .map_err(|e| e.to_string())?;
        let input = game.shot_input(&d.flick()).map_err(|e| e.to_string())?;
        let report = simulate(game.spec(), &input).map_err(|e| e.to_string())?;
        gutter.add(&report);
        let (next, events) = game.apply(&report).map_err(|e| e.to_string())?;
        // The shooter's colour as it stands after the shot (a shot may set it).
        let own = next.colour_of(team);
        if events
            .iter()
            .any(|e| matches!(e, pitchnut::Event::Sunk { colour, .. } if Some(*colour) == own))
        {
            sunk += 1;
        }
        if events
            .iter()
            .any(|e| matches!(e, pitchnut::Event::Scratch { .. }))
        {
            scratches += 1;
        }
        game = next;
    }
    Ok(PitchnutFigures {
        own_sunk: sunk,
        scratches,
        shots,
        gutter,
    })
}
