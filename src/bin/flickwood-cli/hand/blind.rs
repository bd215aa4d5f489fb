//! `hand --screens`: issue 30's blind finger on every screen. The finger
//! knows the shot meant and makes one aim drag (none when the turn's aim is
//! already it) and one pull of the length the speed needs, without looking
//! at the result: the screens differ by their layout and density alone.

use super::finger::Finger;
use super::look_table::Run;
use super::screen::{Screen, cells};
use super::task::{Intent, Task, play, seed_of};
use crate::stats::rate;
use flickwood_core::aids::Aids;
use flickwood_core::aiming::{self, Target};
use flickwood_core::geom::{Vec2, wrap_angle};
use flickwood_core::practice::Verdict;
use flickwood_core::rng::Rng;
use flickwood_core::spec::Spec;

/// Presses that miss their target are made again, at most this often.
const RETRIES: usize = 5;
/// A turn smaller than this (mm of finger) is not worth a drag.
const NO_DRAG_MM: f32 = 0.5;

/// The flick the blind finger plays, or None when the control read none.
fn attempt(
    screen: &Screen,
    aids: &Aids,
    i: &Intent,
    finger: &Finger,
    rng: &mut Rng,
) -> Option<Vec2> {
    let mut aim = aids.start_aim(screen.ahead(), rng);
    let f = screen.frame(aim);
    let mm = wrap_angle(aim - i.meant.angle()).to_degrees() / aiming::AIM_DEG_PER_MM;
    if mm.abs() >= NO_DRAG_MM {
        let press = (0..RETRIES)
            .map(|_| finger.press(screen.aim_press(), rng))
            .find(|&p| f.target(p) == Target::Aim && screen.in_zone(p))?;
        let right = Vec2::new(-f.aim.y, f.aim.x);
        let trace = finger.drag(press, press + right * (mm * finger.px_per_mm), rng);
        aim = aiming::turned(aim, f.aim_mm(&trace));
    }
    let f = screen.frame(aim);
    let want = aiming::pull_mm_for_speed(i.meant.length()) * finger.px_per_mm;
    let (dir, length) = screen.pull_path(&f, want);
    let press = (0..RETRIES)
        .map(|_| finger.press(f.disc, rng))
        // The shooter's own disc takes a press even across the zone's edge.
        .find(|&p| f.target(p) == Target::Disc)?;
    let trace = finger.drag(press, press + dir * length, rng);
    screen.shoot(aids, aim, &trace, rng)
}

/// Every screen at every sigma for one task.
pub fn table(
    spec: &Spec,
    task: &Task,
    ti: u64,
    aids: &Aids,
    sigmas: &[f32],
    run: &Run,
) -> Result<(), String> {
    let board = task.drill.game();
    outln!();
    outln!(
        "## {} ({}), blind finger, {} control",
        task.title,
        task.drill.id(),
        aids.key
    );
    let head: Vec<String> = sigmas.iter().map(|s| format!("sigma {s} mm")).collect();
    outln!("| screen | seat | {} |", head.join(" | "));
    outln!("|---|---|{}", "---|".repeat(sigmas.len()));
    for cell in cells() {
        let mut cols = Vec::new();
        let mut seat = "";
        for (s, &sigma) in sigmas.iter().enumerate() {
            let mut made = 0;
            for n in 0..run.trials {
                // Common random numbers: every screen meets the same hands.
                let mut rng = Rng::new(seed_of(run.seed, &[ti, s as u64, u64::from(n)]));
                let k = n as usize % task.intents.len();
                let i = task.intents[k];
                let screen = Screen::new(spec, board, cell, i.at);
                seat = screen.seat_name();
                let finger = screen.finger(sigma, run.slip_mm);
                let Some(v) = attempt(&screen, aids, &i, &finger, &mut rng) else {
                    continue;
                };
                if play(spec, task.drill, k as u32, i.at, v)? == Verdict::Made {
                    made += 1;
                }
            }
            cols.push(rate(made, run.trials as usize).trim().to_string());
        }
        outln!("| {} | {seat} | {} |", cell.name, cols.join(" | "));
    }
    Ok(())
}
