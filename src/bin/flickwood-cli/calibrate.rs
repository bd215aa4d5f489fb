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

use crate::driven;
use crate::stats::rate;
use flickwood_core::ai::crokinole_candidates::{TWENTY_OVERSHOOT, seat_spot, speed_for};
use flickwood_core::ai::{AiLevel, LevelParams, noise};
use flickwood_core::crokinole::{Event, MatchFormat, TableKind};
use flickwood_core::game::Match;
use flickwood_core::pitchnut::{self, CoinToss, Game, Options};
use flickwood_core::rng::Rng;
use flickwood_core::save::Events;
use flickwood_core::shot::{Place, ShotReport};
use flickwood_core::spec::Spec;

/// The most games a pitchnut match is played to (the record's limit).
const MOST_GAMES: u8 = 9;

/// What `calibrate` was asked for.
struct Asked {
    attempts: usize,
    pitchnut_shots: usize,
    breaks: usize,
    scan: bool,
    spec: Spec,
}

pub fn run(args: &[String]) -> Result<(), String> {
    let asked = parse(args)?;
    let spec = asked.spec;
    if asked.scan {
        return run_scan(&spec, asked.attempts);
    }
    print_open_twenty(&spec, asked.attempts)?;
    if asked.pitchnut_shots > 0 {
        outln!();
        print_pitchnut(&spec, asked.pitchnut_shots)?;
    }
    if asked.breaks > 0 {
        outln!();
        print_breaks(&spec, asked.breaks)?;
    }
    Ok(())
}

fn parse(args: &[String]) -> Result<Asked, String> {
    let mut asked = Asked {
        attempts: 2000,
        pitchnut_shots: 60,
        breaks: 100,
        scan: false,
        spec: Spec::STANDARD,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--scan" => asked.scan = true,
            "--pitchnut-shots" => {
                let v = it.next().ok_or("--pitchnut-shots needs a number")?;
                asked.pitchnut_shots = v.parse().map_err(|_| format!("not a number: {v}"))?;
            }
            "--set" => {
                let v = it.next().ok_or("--set needs NAME=VALUE")?;
                set_pitchnut(&mut asked.spec, v)?;
            }
            "--breaks" => {
                let v = it.next().ok_or("--breaks needs a number")?;
                asked.breaks = v.parse().map_err(|_| format!("not a number: {v}"))?;
            }
            n => {
                asked.attempts = n
                    .parse()
                    .map_err(|_| format!("not a number of attempts: {n}"))?
            }
        }
    }
    if asked.attempts == 0 {
        return Err("need at least one attempt".into());
    }
    Ok(asked)
}

fn print_open_twenty(spec: &Spec, attempts: usize) -> Result<(), String> {
    outln!(
        "open 20 (empty board, aimed at the hole), {attempts} attempts per level, 95 % Wilson interval"
    );
    outln!("  level        target   make rate");
    for level in AiLevel::ALL {
        let p = level.params();
        let made = open_twenty(
            spec,
            &p,
            TWENTY_OVERSHOOT[0],
            attempts,
            20_000 + level as u64,
        )?;
        outln!(
            "  {:<11} {:5.0} %   {}",
            level.name(),
            p.target_open_twenty,
            rate(made, attempts)
        );
    }
    Ok(())
}

fn print_pitchnut(spec: &Spec, shots: usize) -> Result<(), String> {
    outln!("pitchnut self-play (level against itself), {shots} shots per level");
    outln!(
        "  level        own piece sunk            scratch                   gutter piece runs on into a pocket"
    );
    for level in AiLevel::ALL {
        let f = pitchnut_figures(spec, level, shots)?;
        outln!(
            "  {:<11} {}   {}   {} of {}",
            level.name(),
            rate(f.own_sunk, f.shots),
            rate(f.scratches, f.shots),
            rate(f.gutter.pocketed, f.gutter.entered),
            f.gutter.entered
        );
    }
    Ok(())
}

fn print_breaks(spec: &Spec, breaks: usize) -> Result<(), String> {
    outln!(
        "pitchnut breaks, each level breaking from {breaks} fresh games (its own choice and noise)"
    );
    outln!(
        "  level        poison down on the break   breaker wins on the break  sunk/break  gutter/break  off/break  gutter piece runs on into a pocket"
    );
    for level in AiLevel::ALL {
        let b = break_figures(spec, level, breaks)?;
        let n = b.breaks as f64;
        outln!(
            "  {:<11} {}   {}   {:9.2}   {:11.2}   {:8.2}   {}",
            level.name(),
            rate(b.poison, b.breaks),
            rate(b.breaker_won, b.breaks),
            b.sunk as f64 / n,
            b.gutter.entered as f64 / n,
            b.off as f64 / n,
            rate(b.gutter.pocketed, b.gutter.entered),
        );
    }
    Ok(())
}

/// How many of `attempts` open-20 shots drop, with the given noise: each
/// from seat 0 on an empty board (a fresh match), judged by the match.
fn open_twenty(
    spec: &Spec,
    params: &LevelParams,
    overshoot: f32,
    attempts: usize,
    seed: u64,
) -> Result<usize, String> {
    let place = seat_spot(spec, 0);
    let speed = speed_for(spec, place.length() + overshoot, 0.0);
    let aim = (-place).normalize_or_zero() * speed;
    let mut rng = Rng::new(seed);
    let mut made = 0;
    for _ in 0..attempts {
        let v = noise::perturb(params, aim, spec.sim.max_shot_speed, &mut rng);
        let mut game = driven::crokinole(TableKind::TwoPlayers, MatchFormat::BestOfSeven, 0)?;
        let shot = driven::shoot(&mut game, place, v, false)?;
        let Events::Crokinole(events) = &shot.played.step.events else {
            return Err("not a crokinole match".into());
        };
        if events.iter().any(|e| matches!(e, Event::Twenty { .. })) {
            made += 1;
        }
    }
    Ok(made)
}

fn run_scan(spec: &Spec, attempts: usize) -> Result<(), String> {
    let overs = [0.012f32, 0.025, 0.035, 0.045, 0.06];
    let ratio = AiLevel::Champion.params().speed_sigma / AiLevel::Champion.params().angle_sigma;
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
            ..AiLevel::Champion.params()
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

/// A fresh pitchnut game's set-up, seat 0 breaking.
fn fresh_setup() -> Result<pitchnut::Setup, String> {
    let toss = CoinToss {
        winner: 0,
        breaker: 0,
    };
    let game = Game::new(Options::default(), toss).map_err(|e| e.to_string())?;
    Ok(game.to_setup())
}

/// A match from a fresh game on `spec`'s board, to `games` games.
fn fresh_match(spec: &Spec, setup: &pitchnut::Setup, games: u8) -> Result<Match, String> {
    driven::pitchnut(setup.clone(), games, *spec)
}

/// The game in play of a pitchnut match.
fn game_of(game: &Match) -> Result<&Game, String> {
    game.pitchnut()
        .map(|pm| &pm.game)
        .ok_or_else(|| "not a pitchnut match".into())
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
fn break_figures(spec: &Spec, level: AiLevel, breaks: usize) -> Result<BreakFigures, String> {
    let setup = fresh_setup()?;
    let mut f = BreakFigures {
        breaks,
        poison: 0,
        breaker_won: 0,
        sunk: 0,
        off: 0,
        gutter: GutterCount::default(),
    };
    for k in 0..breaks {
        let mut game = fresh_match(spec, &setup, 1)?;
        let g = game_of(&game)?;
        let breaking = g.team_of(g.to_play());
        let d = flickwood_core::ai::pitchnut::choose(g, level, 0xB4EA ^ (k as u64) << 8)
            .map_err(|e| e.to_string())?;
        let shot = driven::shoot(&mut game, d.pos, d.velocity, false)?;
        let report = &shot.report;
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
        f.gutter.add(report);
        if game.winner() == Some(Some(breaking)) {
            f.breaker_won += 1;
        }
    }
    Ok(f)
}

/// Plays `shots` shots of `level` against itself, game after game.
fn pitchnut_figures(spec: &Spec, level: AiLevel, shots: usize) -> Result<PitchnutFigures, String> {
    // The longest match a record holds; the driver starts each next game,
    // and a won match goes on as a new one from the next game.
    let mut game = fresh_match(spec, &fresh_setup()?, MOST_GAMES)?;
    let (mut sunk, mut scratches) = (0, 0);
    let mut gutter = GutterCount::default();
    for k in 0..shots {
        if game.winner().is_some() {
            let next = game_of(&game)?.next_game().map_err(|e| e.to_string())?;
            game = fresh_match(spec, &next.to_setup(), MOST_GAMES)?;
        }
        let g = game_of(&game)?;
        let team = g.team_of(g.to_play());
        let colour = g.colour_of(team);
        let d = flickwood_core::ai::pitchnut::choose(g, level, 0xCA1B ^ (k as u64) << 8)
            .map_err(|e| e.to_string())?;
        let shot = driven::shoot(&mut game, d.pos, d.velocity, false)?;
        gutter.add(&shot.report);
        let Events::Pitchnut(events) = &shot.played.step.events else {
            return Err("not a pitchnut match".into());
        };
        // The shooter's colour as it stands after the shot (a shot may set
        // it); the game it ended, if it did, is known by its events only.
        let own = if shot.played.step.next_game {
            colour_after(colour, team, events)
        } else {
            game_of(&game)?.colour_of(team)
        };
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
    }
    Ok(PitchnutFigures {
        own_sunk: sunk,
        scratches,
        shots,
        gutter,
    })
}

/// `team`'s colour after a shot's events, from `before`.
fn colour_after(
    before: Option<pitchnut::Colour>,
    team: u8,
    events: &[pitchnut::Event],
) -> Option<pitchnut::Colour> {
    events.iter().fold(before, |c, e| match e {
        pitchnut::Event::ColoursSet { team: t, colour } if *t == team => Some(*colour),
        pitchnut::Event::ColoursSet { colour, .. } => Some(colour.other()),
        pitchnut::Event::ColoursOpen => None,
        _ => c,
    })
}
