//! The shots played on this screen, as the web test report reads them.

use super::super::stack::test_report::ShotEnd;

#[derive(Default)]
pub(super) struct ShotLog {
    /// Shots completed on this screen.
    pub(super) done: u32,
    /// The last completed shot.
    pub(super) last: Option<ShotEnd>,
}
