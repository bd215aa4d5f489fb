//! A computer player's decision, asked of the AI for the position in play.
//! Deterministic: the seed comes from the match seed and the number of
//! moves played, so the same match asks the same questions and gets the
//! same answers. (The shell decides where: a thread, or after a frame.)

use crate::ai;
use crate::crokinole;
use crate::geom::Vec2;
use crate::pitchnut;
use crate::save::AiLevel;

/// What the AI needs to decide: a copy of the position it is to play.
#[derive(Clone, Debug)]
pub enum AiPosition {
    Crokinole(Box<crokinole::State>),
    Pitchnut(Box<pitchnut::Game>),
}

#[derive(Clone, Debug)]
pub struct AiRequest {
    pub position: AiPosition,
    pub level: AiLevel,
    pub seed: u64,
}

/// The AI's shot, in the match's terms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AiShot {
    /// Where the disc is put before the flick.
    pub at: Vec2,
    /// The flick as played (with the level's execution error).
    pub velocity: Vec2,
    /// The flick it meant: an aim line shows this one.
    pub intended: Vec2,
    /// Spin as played (rad/s): only Grandmaster's crokinole shots off a
    /// post have any.
    pub spin: f32,
    pub declare_twenty: bool,
}

/// The speed of `AiShot::plain` (m/s): a firm shot that reaches the
/// centre region of either board.
pub const PLAIN_SPEED: f32 = 1.2;

impl AiShot {
    /// The shot an AI seat plays when it could not choose, so a turn never
    /// stalls: from `from` straight at the centre, no spin, no declaration.
    pub fn plain(from: Vec2) -> AiShot {
        let v = -from.normalize_or_zero() * PLAIN_SPEED;
        AiShot {
            at: from,
            velocity: v,
            intended: v,
            spin: 0.0,
            declare_twenty: false,
        }
    }
}

/// The seed for the AI's decision on move `moves_played` of a match seeded `seed`.
pub fn decision_seed(seed: u64, moves_played: usize) -> u64 {
    ai::search::stream_seed(seed, moves_played, 0xA1)
}

/// Decides, on the calling thread.
pub fn decide(req: &AiRequest) -> Result<AiShot, ai::AiError> {
    let lv = req.level;
    match &req.position {
        AiPosition::Crokinole(state) => {
            let d = ai::crokinole::choose(state, lv, req.seed)?;
            Ok(AiShot {
                at: d.place,
                velocity: d.velocity,
                intended: d.intended_velocity,
                spin: d.spin,
                declare_twenty: d.declare_twenty,
            })
        }
        AiPosition::Pitchnut(game) => {
            let d = ai::pitchnut::choose(game, lv, req.seed)?;
            Ok(AiShot {
                at: d.pos,
                velocity: d.velocity,
                intended: d.intended_velocity,
                spin: 0.0,
                declare_twenty: false,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plain_shot_goes_straight_at_the_centre_at_1_2_m_s() {
        let from = Vec2::new(0.1, -0.29);
        let shot = AiShot::plain(from);
        let v = -from.normalize_or_zero() * 1.2;
        assert_eq!(shot.at, from);
        assert_eq!(
            (shot.velocity.x.to_bits(), shot.velocity.y.to_bits()),
            (v.x.to_bits(), v.y.to_bits())
        );
        assert_eq!(shot.intended, shot.velocity);
        assert_eq!((shot.spin, shot.declare_twenty), (0.0, false));
        assert!((shot.velocity.length() - PLAIN_SPEED).abs() < 1e-6);
        // A disc at the centre has no direction to the centre: no flick at all.
        assert_eq!(AiShot::plain(Vec2::ZERO).velocity, Vec2::ZERO);
    }
}
