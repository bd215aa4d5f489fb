//! The flick a seat meant, noted beside the one its hand played, so a
//! review can tell the choice from the execution (`save::Replay::note_meant`).

use super::driver::Match;
use crate::geom::Vec2;

impl Match {
    /// Notes that the next shot was meant as `meant` while `played` is the
    /// flick the hand gave. When they are the same (the easy aids, an exact
    /// hand) any earlier note for the shot is taken back, and a record with
    /// no note is written as before.
    pub fn note_meant(&mut self, meant: Vec2, played: Vec2) -> bool {
        let same =
            meant.x.to_bits() == played.x.to_bits() && meant.y.to_bits() == played.y.to_bits();
        self.replay.note_meant((!same).then_some(meant))
    }
}
