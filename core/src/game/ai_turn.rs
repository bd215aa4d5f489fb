//! A computer player's decision, asked of the AI for the position in play.
//! Deterministic: the seed comes from the match seed and the number of
//! moves played, so the same match asks the same questions and gets the
//! same answers. (The shell decides where: a thread, or after a frame.)

use crate::ai::{self, Level};
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

/// The seed for the AI's decision on move `moves_played` of a match seeded `seed`.
pub fn decision_seed(seed: u64, moves_played: usize) -> u64 {
    ai::search::stream_seed(seed, moves_played, 0xA1)
}

pub fn level(l: AiLevel) -> Level {
    match l {
        AiLevel::Beginner => Level::Beginner,
        AiLevel::Casual => Level::Casual,
        AiLevel::Club => Level::Club,
        AiLevel::Expert => Level::Expert,
        AiLevel::Champion => Level::Champion,
        AiLevel::Grandmaster => Level::Grandmaster,
    }
}

/// Decides, on the calling thread.
pub fn decide(req: &AiRequest) -> Result<AiShot, ai::AiError> {
    let lv = level(req.level);
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
