//! A shot the engine accepted, waiting for its physics to run: a screen
//! steps it frame by frame for the animation, and committing it hands the
//! report it showed to the rules. The shot is simulated once, whoever runs it.

use super::record::Move;
use crate::physics::Simulation;
use crate::shot::{ShotInput, ShotReport};

pub struct PendingShot {
    /// The move of the record this shot is (from 0): a commit checks it is
    /// still the next one.
    pub(super) index: usize,
    pub(super) played: Move,
    pub(super) input: ShotInput,
    pub(super) sim: Simulation,
}

impl PendingShot {
    /// The move as it goes into the record.
    pub fn played(&self) -> Move {
        self.played
    }

    /// What went into the physics.
    pub fn input(&self) -> &ShotInput {
        &self.input
    }

    /// The simulation in flight, for drawing, sounds and motion.
    pub fn sim(&self) -> &Simulation {
        &self.sim
    }

    /// One fixed physics step; false once everything has stopped.
    pub fn step(&mut self) -> bool {
        self.sim.step()
    }

    pub fn is_done(&self) -> bool {
        self.sim.is_done()
    }

    /// Steps until everything has stopped (a pause, a skip, a headless caller).
    pub fn run_to_rest(&mut self) {
        self.sim.run_to_rest();
    }

    /// The finished shot's report: steps it to rest first if needed.
    pub(super) fn into_report(mut self) -> (usize, Move, ShotInput, ShotReport) {
        self.sim.run_to_rest();
        let report = self.sim.report();
        (self.index, self.played, self.input, report)
    }
}
