//! Fixed-step rigid-body simulation of one shot on either board: a step's
//! lone impacts solved exactly (`events.rs`, `impulse.rs`), rapier2d's
//! solver for pressing contacts and clusters.
//!
//! The model (all constants in `spec`):
//! - Discs slide on the board with Coulomb friction (constant deceleration
//!   mu*g, so they stop in finite distance); spin decays with the slide so
//!   both end at the same instant. rapier only resolves contacts.
//! - Restitution per pair type comes from the `Min` combine rule: discs carry
//!   the disc-disc value, which is the largest, so a peg or rail contact takes
//!   the peg or rail value.
//! - Crokinole: a disc whose centre leaves the surface drops into the ditch
//!   and only meets other ditch discs, the rail and the ditch's inner wall
//!   from then on. A disc whose centre of mass is over the 20 hole with no rim
//!   under it (closer than sqrt(R^2 - r^2) to the hole's centre) falls; once it
//!   has fallen `hole_catch_drop` (0.5 g t^2) it is in, flat. A disc that comes
//!   to rest with its centre over the hole but still held by the rim is a
//!   leaner in the hole. A disc that strikes a post almost head-on within a
//!   narrow speed window rides up and leans on it, or in a narrower window
//!   lands on top of it (see `CrokinoleSpec`); a leaner that is hit falls flat,
//!   a disc on top of a post is out of reach of flat discs.
//! - Pitchnut: a piece whose centre leaves the field drops into the gutter,
//!   whose floor falls toward the corners, and sinks when its centre reaches a
//!   pocket. A piece in the gutter that hits the rail at a high normal speed
//!   flies off the board, or a little slower lands on top of the side. Pieces
//!   stacked at the centre ride on the bottom piece; when it is hit the stack
//!   falls: each upper piece lands in the nearest free spot beside it.
//! - Tunnelling: every disc has CCD on, so nothing passes through a peg or a
//!   disc at the top shot speed (`SimSpec::max_shot_speed`, 8 m/s).

mod bodies;
mod contacts;
pub mod corpus;
mod events;
mod friction;
mod horizon;
mod impact;
mod impulse;
mod separate;
mod simulation;
mod stack;
mod tags;
mod zones;

pub use friction::coulomb_step;
pub use simulation::{DiscView, Simulation};

use crate::shot::{InputError, ShotInput, ShotReport};
use crate::spec::Spec;

thread_local! {
    static BUILT: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many simulations this thread has built so far. Tests read it to
/// check that a screen, a replay or a resume simulates each shot once; it
/// is per thread so the AI's rollouts on its own thread do not count.
pub fn simulations_built() -> u64 {
    BUILT.with(|b| b.get())
}

pub(crate) fn note_simulation_built() {
    BUILT.with(|b| b.set(b.get() + 1));
}

/// Simulates one shot to rest and reports what happened.
pub fn simulate(spec: &Spec, input: &ShotInput) -> Result<ShotReport, InputError> {
    let mut sim = Simulation::new(spec, input)?;
    sim.run_to_rest();
    Ok(sim.report())
}
