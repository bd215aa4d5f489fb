//! The Grandmaster as coach (issue 43): every shot of a finished (or
//! running) match set beside the shot the top level would have played in
//! the same position, both valued under the same execution noise, and the
//! difference split into the **choice** (the shot the player meant against
//! the Grandmaster's) and the **execution** (what the meant shot was worth
//! against what the flick did).
//!
//! Deterministic like the AI: each shot's search and rollouts are seeded
//! from the record's seed and the move's index, so a review is the same
//! natively and on the web, bit for bit, and a shot at a time (`Reviewer`)
//! so a screen can show progress and a thread can stop between shots.
//! Crokinole values are the AI's measure of the round margin in points
//! (`ai::evaluate::crokinole_value`); pitchnut values the shooter's team's
//! chance to win the game, in percent (`chance`); docs/ai.md says how far
//! to trust them.

mod chance;
mod crokinole;
mod job;
mod line;
mod pitchnut;
mod reviewer;
mod summary;
mod trend;

pub use chance::{FACTS, N_FACTS, WEIGHTS, chance_of, facts, win_chance};
pub use crokinole::{MeantKind, review_shot};
pub use job::{review_last, shot_job};
pub use line::MAX_LINE;
pub use pitchnut::{PitchnutMeant, review_pitchnut_shot};
pub use reviewer::{ReviewError, Reviewer, Whose, review_played};
pub use summary::{PlayerReview, Why, costliest, ladder, nearest_level, players, why};
pub use trend::trend;

use crate::ai::crokinole_candidates::ShotKind;
use crate::ai::{AiLevel, LevelParams};
use crate::geom::Vec2;
use crate::spec::BoardKind;

/// How hard a review looks at each shot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewBudget {
    /// The searcher whose shot is set beside the player's.
    pub reference: LevelParams,
    /// The hand both shots are valued with: the same noise for both, so
    /// the choice is compared, not the hands.
    pub hand: LevelParams,
    /// Noisy plays of each shot (paired: the i-th play of both shots draws
    /// the same error).
    pub rollouts: usize,
}

impl ReviewBudget {
    /// The game's review: the Grandmaster's search and hand, 64 plays.
    pub fn standard() -> ReviewBudget {
        let gm = AiLevel::Grandmaster.params();
        ReviewBudget {
            reference: gm,
            hand: gm,
            rollouts: 64,
        }
    }
}

/// The Grandmaster's shot, as a ghost to draw beside the player's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ghost {
    pub place: Vec2,
    pub velocity: Vec2,
    pub spin: f32,
}

/// What a crokinole shot was and did, for its line of words.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CrokinoleFacts {
    /// The Grandmaster's kind of shot, and whether it declared a 20.
    pub best: ShotKind,
    pub declare_twenty: bool,
    /// What the shot meant does when played exactly.
    pub meant: MeantKind,
    /// No opponent was on the board: an open shot at the 20.
    pub open: bool,
    /// The shot put its puck in the 20.
    pub twenty: bool,
    /// Opponents' pucks the shot knocked off (an attempted takeout is a
    /// shot that is not open).
    pub taken_out: u8,
    /// After the shot: the shooter side's lead over the best other side
    /// (negative when behind), whether the round ended, and the side that
    /// shoots the round's last puck (None once it is over).
    pub lead_after: i32,
    pub round_over: bool,
    pub hammer: Option<u8>,
}

/// What a pitchnut shot was and did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PitchnutFacts {
    /// What the Grandmaster's shot and the shot meant do when played
    /// exactly (a candidate's kind is the AI's plan, not what it does: a
    /// firm shot at the poison is one of its safeties).
    pub best: PitchnutMeant,
    pub meant: PitchnutMeant,
    /// The shooter's team's pieces the flick sank.
    pub sunk: u8,
    /// The flick scratched (the shooter went down or off).
    pub scratch: bool,
    /// After the shot: the pieces the shooter's team and the other have
    /// left to sink (None while the colours are open).
    pub left: Option<(u8, u8)>,
}

/// The game's own facts of a shot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Facts {
    Crokinole(CrokinoleFacts),
    Pitchnut(PitchnutFacts),
}

/// One shot looked at.
#[derive(Clone, Debug, PartialEq)]
pub struct ShotReview {
    /// The move's index in the record.
    pub at: usize,
    pub seat: u8,
    pub side: u8,
    /// The player's shot: where the puck was put, the flick meant and the
    /// flick played.
    pub place: Vec2,
    pub meant: Vec2,
    pub played: Vec2,
    pub best: Ghost,
    /// Expected values for the shooter's side under `hand`: crokinole in
    /// points, pitchnut as the chance in percent to win the game.
    pub best_value: f32,
    pub meant_value: f32,
    /// The value of what the flick did.
    pub played_value: f32,
    /// Half the 95 % interval of `best_value - meant_value` over the paired
    /// plays: how much of a choice loss the sampling alone can give.
    pub choice_margin: f32,
    pub facts: Facts,
}

impl ShotReview {
    /// What choosing this shot over the Grandmaster's cost.
    pub fn choice(&self) -> f32 {
        self.best_value - self.meant_value
    }

    /// What the hand cost: the meant shot's worth against what happened.
    pub fn execution(&self) -> f32 {
        self.meant_value - self.played_value
    }

    /// Both: the Grandmaster's shot's worth against what happened.
    pub fn loss(&self) -> f32 {
        self.best_value - self.played_value
    }

    pub fn game(&self) -> BoardKind {
        match self.facts {
            Facts::Crokinole(_) => BoardKind::Crokinole,
            Facts::Pitchnut(_) => BoardKind::Pitchnut,
        }
    }

    pub fn crokinole(&self) -> Option<&CrokinoleFacts> {
        match &self.facts {
            Facts::Crokinole(f) => Some(f),
            Facts::Pitchnut(_) => None,
        }
    }

    pub fn pitchnut(&self) -> Option<&PitchnutFacts> {
        match &self.facts {
            Facts::Pitchnut(f) => Some(f),
            Facts::Crokinole(_) => None,
        }
    }
}

/// The means of paired plays' values (the Grandmaster's shot's, the shot
/// meant's), and half the 95 % interval of their difference.
fn paired_means(pairs: &[(f32, f32)]) -> (f32, f32, f32) {
    let n = pairs.len().max(1) as f32;
    let best = pairs.iter().map(|p| p.0).sum::<f32>() / n;
    let meant = pairs.iter().map(|p| p.1).sum::<f32>() / n;
    let diff = best - meant;
    let var = pairs
        .iter()
        .map(|p| (p.0 - p.1 - diff).powi(2))
        .sum::<f32>()
        / (n - 1.0).max(1.0);
    (best, meant, 1.96 * (var / n).sqrt())
}

#[cfg(test)]
mod pitchnut_tests;
#[cfg(test)]
mod tests;
