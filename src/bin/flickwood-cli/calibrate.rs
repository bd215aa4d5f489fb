//! `calibrate [ATTEMPTS] [--pitchnut-shots N] [--scan]`: each level's
//! open-20 make rate (an empty board, a shot from the middle of the seat's
//! arc on the shooting line aimed at the hole, played with the level's
//! execution noise and judged by the rule engine), and a pitchnut figure
//! per level from self-play: the share of shots that sink an own piece and
//! the scratch rate. `--scan` prints make rates over a grid of noise, for
//! retuning the table in `src/ai/level.rs`.

use crate::stats::rate;
use flickwood::ai::crokinole_candidates::{TWENTY_OVERSHOOT, seat_spot, speed_for};
use flickwood::ai::{Level, LevelParams, noise};
use flickwood::crokinole::{Event, MatchFormat, State, TableKind};
use flickwood::physics::simulate;
use flickwood::pitchnut::{self, CoinToss, Game, Options};
use flickwood::rng::Rng;
use flickwood::spec::Spec;

pub fn run(args: &[String]) -> Result<(), String> {
    let mut attempts = 2000usize;
    let mut pitchnut_shots = 60usize;
    let mut scan = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--scan" => scan = true,
            "--pitchnut-shots" => {
                let v = it.next().ok_or("--pitchnut-shots needs a number")?;
                pitchnut_shots = v.parse().map_err(|_| format!("not a number: {v}"))?;
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
    let spec = Spec::STANDARD;
    if scan {
        return run_scan(&spec, attempts);
    }
    println!(
        "open 20 (empty board, aimed at the hole), {attempts} attempts per level, 95 % Wilson interval"
    );
    println!("  level      target   make rate");
    for level in Level::ALL {
        let p = level.params();
        let made = open_twenty(
            &spec,
            &p,
            TWENTY_OVERSHOOT[0],
            attempts,
            20_000 + level as u64,
        )?;
        println!(
            "  {:<9} {:5.0} %   {}",
            level.name(),
            p.target_open_twenty,
            rate(made, attempts)
        );
    }
    if pitchnut_shots > 0 {
        println!();
        println!("pitchnut self-play (level against itself), {pitchnut_shots} shots per level");
        println!("  level      own piece sunk            scratch");
        for level in Level::ALL {
            let (sunk, scratches, n) = pitchnut_figures(level, pitchnut_shots)?;
            println!(
                "  {:<9} {}   {}",
                level.name(),
                rate(sunk, n),
                rate(scratches, n)
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
    println!(
        "open-20 make rate (%) by angle sigma (speed sigma = {ratio:.2} x angle sigma) and overshoot, {attempts} attempts"
    );
    print!("  angle sigma");
    for o in overs {
        print!("   +{:2.0} mm", o * 1000.0);
    }
    println!();
    for k in 0..11 {
        let a = 0.004 + 0.002 * k as f32;
        let params = LevelParams {
            angle_sigma: a,
            speed_sigma: a * ratio,
            ..Level::Champion.params()
        };
        print!("  {a:.4}     ");
        for (j, o) in overs.iter().enumerate() {
            let made = open_twenty(spec, &params, *o, attempts, 7 + j as u64)?;
            print!("  {:6.1}", made as f64 * 100.0 / attempts as f64);
        }
        println!();
    }
    Ok(())
}

/// Plays `shots` shots of `level` against itself from fresh games; returns
/// (shots that sank a piece of the shooter's colour, scratches, shots).
fn pitchnut_figures(level: Level, shots: usize) -> Result<(usize, usize, usize), String> {
    let toss = CoinToss {
        winner: 0,
        breaker: 0,
    };
    let mut game = Game::new(Options::default(), toss).map_err(|e| e.to_string())?;
    let (mut sunk, mut scratches) = (0, 0);
    for k in 0..shots {
        if game.is_over() {
            game = game.next_game().map_err(|e| e.to_string())?;
        }
        let team = game.team_of(game.to_play());
        let d = flickwood::ai::pitchnut::choose(&game, level, 0xCA1B ^ (k as u64) << 8)
            .map_err(|e| e.to_string())?;
        let input = game.shot_input(&d.flick()).map_err(|e| e.to_string())?;
        let report = simulate(game.spec(), &input).map_err(|e| e.to_string())?;
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
    Ok((sunk, scratches, shots))
}
