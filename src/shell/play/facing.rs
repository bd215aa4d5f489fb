//! Which way the board and the HUD face: the board turns toward the
//! shooter's seat, and on a tablet lying flat the HUD faces a person.

pub(super) struct Facing {
    /// The board's turn on screen now, easing toward the shooter's seat.
    pub(super) rotation: f32,
    /// Tablet on a table: the seat the HUD faces (the last person to shoot
    /// or to come up, not an AI).
    pub(super) hud_seat: u8,
}
