//! `bench`: simulation throughput on one core, for the two workloads the
//! game and the AI run most: a mid-game crokinole board and a pitchnut break.

use flickwood::physics::simulate;
use flickwood::rng::Rng;
use flickwood::sample;
use flickwood::shot::ShotInput;
use flickwood::spec::Spec;
use std::time::Instant;

pub fn run(shots: Option<&str>) -> Result<(), String> {
    let n: usize = match shots {
        Some(s) => s
            .parse()
            .map_err(|_| format!("not a number of shots: {s}"))?,
        None => 2000,
    };
    if n == 0 {
        return Err("need at least one shot".into());
    }
    let spec = Spec::STANDARD;
    println!(
        "simulation benchmark: {n} shots per workload, one thread, {} Hz",
        spec.sim.rate_hz
    );
    let mut rng = Rng::new(42);
    let crokinole: Vec<ShotInput> = (0..n)
        .map(|_| sample::crokinole_input(&spec, &mut rng, 16))
        .collect();
    measure(
        "crokinole mid-game (16 pucks + shot, draws and takeouts)",
        &spec,
        &crokinole,
    )?;
    let pitchnut: Vec<ShotInput> = (0..n)
        .map(|_| sample::pitchnut_break(&spec, &mut rng))
        .collect();
    measure(
        "pitchnut break (20 pieces + poison + shooter)",
        &spec,
        &pitchnut,
    )?;
    Ok(())
}

fn measure(name: &str, spec: &Spec, inputs: &[ShotInput]) -> Result<(), String> {
    let start = Instant::now();
    let mut steps = 0u64;
    for input in inputs {
        let r = simulate(spec, input).map_err(|e| e.to_string())?;
        steps += r.steps as u64;
    }
    let secs = start.elapsed().as_secs_f64();
    let n = inputs.len() as f64;
    println!("{name}");
    println!(
        "  {:.0} shots/s  ({:.3} ms per shot, {:.0} steps per shot, {:.1} us per step)",
        n / secs,
        secs * 1e3 / n,
        steps as f64 / n,
        secs * 1e6 / steps as f64
    );
    Ok(())
}
