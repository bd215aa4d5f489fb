//! `practice DRILL [ATTEMPTS] [--level L] [--seed S]`: the AI levels at a
//! practice drill (docs/shell.md, Practice): each attempt is the drill's
//! position as a match record with the level at the shooter's seat; the
//! level decides as in a match (its candidates, rollouts and execution
//! noise, seeded per attempt), and the shot goes through the match driver
//! and the drill's judge. Prints each level's make rate with its 95 %
//! Wilson interval, and the attempts not counted (placed off the spot).

use crate::stats::rate;
use flickwood_core::game::{Match, decide};
use flickwood_core::practice::{Drill, Session};
use flickwood_core::save::{AiLevel, Player, Replay};
use flickwood_core::spec::Spec;

pub fn run(args: &[String]) -> Result<(), String> {
    let mut it = args.iter();
    let id = it.next().ok_or_else(usage)?;
    let drill = Drill::from_id(id).ok_or_else(|| format!("no drill {id:?}; {}", usage()))?;
    let mut attempts = 100u32;
    let mut levels: Vec<AiLevel> = AiLevel::ALL.to_vec();
    let mut seed = 1u64;
    while let Some(a) = it.next() {
        match a.as_str() {
            "--level" => {
                let v = it.next().ok_or("--level needs a level")?;
                let l = AiLevel::ALL
                    .into_iter()
                    .find(|l| l.name().eq_ignore_ascii_case(v))
                    .ok_or_else(|| format!("no level {v:?}"))?;
                levels = vec![l];
            }
            "--seed" => {
                let v = it.next().ok_or("--seed needs a number")?;
                seed = v.parse().map_err(|_| format!("not a seed: {v}"))?;
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
    outln!(
        "{} ({}), {attempts} attempts per level, 95 % Wilson interval",
        drill.id(),
        seed
    );
    outln!("  level      make rate                 not counted");
    for level in levels {
        let mut session = Session::new(drill, attempts, seed);
        let mut tries = 0u32;
        while !session.is_done() && tries < attempts * 3 {
            tries += 1;
            let mut record = session.record(
                &spec,
                Player::Ai { level },
                Player::Guest {
                    name: "Practice".into(),
                },
            );
            // A fresh decision seed each try, so the level's noise varies.
            record.seed = seed.wrapping_mul(1_000_003).wrapping_add(u64::from(tries));
            let game = Match::resume(Replay::new(record).map_err(|e| e.to_string())?);
            let req = game.ai_request().ok_or("the AI is not to shoot")?;
            let shot = decide(&req).map_err(|e| format!("{e:?}"))?;
            let mut game = game;
            let before = game.position().clone();
            let pending = game
                .begin_spun_shot(shot.at, shot.velocity, shot.spin, false)
                .map_err(|e| format!("{e:?}"))?;
            game.commit(pending).map_err(|e| format!("{e:?}"))?;
            session.score(&spec, shot.at, &before, game.position());
        }
        let n = session.results.len();
        outln!(
            "  {:<9} {}   {}",
            level.name(),
            rate(session.made() as usize, n),
            session.not_counted
        );
    }
    Ok(())
}

fn usage() -> String {
    let ids: Vec<&str> = Drill::ALL
        .iter()
        .chain(&[Drill::Break])
        .map(|d| d.id())
        .collect();
    format!(
        "practice DRILL [ATTEMPTS] [--level L] [--seed S]; drills: {}",
        ids.join(", ")
    )
}
