//! The spins a person can choose for a crokinole shot (the Spin button):
//! the AI's own range (`LevelParams::crokinole_spin`), in two steps either
//! way. In this physics spin changes only what a puck does off a post.

use crate::spec::BoardKind;

/// The choices in the order a tap steps through them (rad/s, counter-
/// clockwise positive): none, light right, full right, full left, light left.
pub const SPINS: [f32; 5] = [0.0, -30.0, -60.0, 60.0, 30.0];

/// The spin of choice `choice` (counted on, so any tap count will do) on
/// `board`: pitchnut shots have none.
pub fn chosen_spin(board: BoardKind, choice: usize) -> f32 {
    match board {
        BoardKind::Crokinole => SPINS[choice % SPINS.len()],
        BoardKind::Pitchnut => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;

    /// The choices are the AI's range, both ways, and none first.
    #[test]
    fn a_person_spins_as_far_as_the_ai() {
        let ai = AiLevel::Grandmaster.params().crokinole_spin;
        assert_eq!(SPINS[0], 0.0);
        let most = SPINS.iter().fold(0.0f32, |a, s| a.max(s.abs()));
        assert_eq!(most, ai);
        assert!(SPINS.contains(&ai) && SPINS.contains(&-ai));
        assert!(ai <= crate::shot::MAX_SPIN);
    }

    #[test]
    fn taps_step_round_the_choices_and_pitchnut_never_spins() {
        let croki: Vec<f32> = (0..7)
            .map(|n| chosen_spin(BoardKind::Crokinole, n))
            .collect();
        assert_eq!(croki, [0.0, -30.0, -60.0, 60.0, 30.0, 0.0, -30.0]);
        assert!((0..7).all(|n| chosen_spin(BoardKind::Pitchnut, n) == 0.0));
    }
}
