//! `hand [TRIALS] [--sigma MM,..] [--slip MM] [--drill open20|takeout|cut]
//! [--aids default|easy] [--screens] [--seed S]`: simulated people play the
//! practice drills through the game's own "aim and pull" control
//! (`flickwood_core::aiming`) under a setting of the screen's aids
//! (`flickwood_core::aids`), beside the AI levels on the same shots
//! (docs/hand.md).
//!
//! By default a looking player (`looker.rs`), who corrects the aim and the
//! pull by what the screen shows, on a phone: one table a drill and a
//! setting, ending with the one summary line of issue 42 (`look_table.rs`).
//! `--screens`: issue 30's blind finger on every screen (`blind.rs`).

mod blind;
mod finger;
mod look_table;
mod looker;
mod screen;
mod senses;
mod task;
#[cfg(test)]
mod tests;

use flickwood_core::aids::Aids;
use flickwood_core::aiming;
use flickwood_core::spec::Spec;
use look_table::{KINDS, Run, TIERS};
use looker::Looker;

/// The command line, parsed.
struct Args {
    run: Run,
    sigmas: Vec<f32>,
    only: Option<String>,
    aids: Option<Aids>,
    screens: bool,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut a = Args {
        run: Run {
            trials: 1000,
            slip_mm: 1.0,
            seed: 1,
        },
        sigmas: TIERS.iter().map(|t| t.1).collect(),
        only: None,
        aids: None,
        screens: false,
    };
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = |what: &str| it.next().cloned().ok_or(format!("{arg} needs {what}"));
        match arg.as_str() {
            "--sigma" => {
                a.sigmas = value("millimetres, comma-separated")?
                    .split(',')
                    .map(|s| s.trim().parse::<f32>())
                    .collect::<Result<_, _>>()
                    .map_err(|_| "--sigma takes numbers like 2,1,0.5")?;
                if a.sigmas
                    .iter()
                    .any(|s| !s.is_finite() || !(0.0..=20.0).contains(s))
                {
                    return Err("--sigma must be between 0 and 20 mm".into());
                }
            }
            "--slip" => {
                a.run.slip_mm = value("millimetres")?
                    .parse()
                    .map_err(|_| "--slip takes a number")?;
                if !a.run.slip_mm.is_finite() || !(0.0..=20.0).contains(&a.run.slip_mm) {
                    return Err("--slip must be between 0 and 20 mm".into());
                }
            }
            "--seed" => {
                a.run.seed = value("a number")?
                    .parse()
                    .map_err(|_| "--seed takes a number")?
            }
            "--drill" => a.only = Some(value("open20, takeout or cut")?),
            "--aids" => {
                let key = value("default or easy")?;
                a.aids = Some(Aids::by_key(&key).ok_or("--aids takes default or easy")?);
            }
            "--screens" => a.screens = true,
            n => {
                a.run.trials = n
                    .parse()
                    .map_err(|_| format!("not a number of trials: {n}"))?
            }
        }
    }
    if a.run.trials == 0 || a.sigmas.is_empty() {
        return Err("need at least one trial and one sigma".into());
    }
    if a.run.trials > 1_000_000 {
        return Err("at most 1000000 trials".into());
    }
    Ok(a)
}

pub fn run(args: &[String]) -> Result<(), String> {
    let a = parse(args)?;
    let spec = Spec::STANDARD;
    let tasks = task::tasks(&spec, a.only.as_deref())?;
    let settings: Vec<Aids> = a.aids.map_or(Aids::ALL.to_vec(), |x| vec![x]);
    let run = a.run;
    outln!(
        "Hands through the aim-and-pull control: {} trials a rate (95 % Wilson interval), lift-off slip {} mm, seed {}",
        run.trials,
        run.slip_mm,
        run.seed
    );
    outln!(
        "(aim {} degrees per mm across, pull {} mm per e-fold of speed; a phone {} px/mm, a tablet {} px/mm)",
        aiming::AIM_DEG_PER_MM,
        aiming::PULL_MM_PER_E,
        aiming::PHONE_PX_PER_MM,
        aiming::TABLET_PX_PER_MM
    );
    for aids in &settings {
        for (ti, task) in tasks.iter().enumerate() {
            if a.screens {
                blind::table(&spec, task, ti as u64, aids, &a.sigmas, &run)?;
            } else {
                look_table::table(&spec, task, ti as u64, aids, &a.sigmas, &run)?;
            }
        }
    }
    if a.screens {
        return Ok(());
    }
    // The summary: always the centre open 20 under the default control.
    let open = task::tasks(&spec, Some("open20"))?;
    let mut rates = Vec::new();
    for (_, motor) in TIERS {
        let looker = Looker {
            motor_mm: motor,
            slip_mm: run.slip_mm,
            corrections: KINDS[0].0,
            learn_tries: KINDS[0].1,
        };
        let made = look_table::looker_rate(&spec, &open[0], &Aids::DEFAULT, &looker, &run, 0)?;
        rates.push(made as f64 / run.trials as f64 * 100.0);
    }
    outln!();
    outln!("{}", look_table::summary(&rates));
    Ok(())
}
