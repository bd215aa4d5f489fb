//! The turn in hand: where the waiting disc sits on its line, where it is
//! aimed, its spin and (crokinole) a declared twenty, and where each seat
//! left them, so its next disc waits there again.

/// A person's choices for the next shot, before the flick.
#[derive(Clone, Debug, Default)]
pub(super) struct Hand {
    /// Where the waiting disc sits on its line (`Match::place_pos`):
    /// crokinole, the angle on the shooting line; pitchnut, the distance
    /// along the seat's `NutPath`.
    pub(super) place: f32,
    /// Where each seat last shot from.
    pub(super) last_place: [Option<f32>; 4],
    /// Aim and pull: the aim (a board angle), and where each seat left it.
    pub(super) aim: f32,
    pub(super) last_aim: [Option<f32>; 4],
    /// The spin chosen for the next shot (an index into `game::SPINS`).
    pub(super) spin: usize,
    /// Crokinole: the next shot is declared a twenty attempt.
    pub(super) declare_twenty: bool,
    /// The flick meant for the shot about to start, when the hand (a
    /// person's spread, an AI level's error) plays another: the record
    /// keeps it for the review (`Match::note_meant`).
    pub(super) meant: Option<flickwood_core::geom::Vec2>,
}
