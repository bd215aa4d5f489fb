//! The six AI levels and every number that makes them differ, in one table.
//!
//! A level is how well the AI executes (Gaussian noise on the angle and the
//! speed of the flick, as in curling and billiards AIs) plus how hard it
//! looks (candidates and noisy rollouts per candidate). It never makes a
//! deliberately silly choice: a Beginner picks the best shot it finds for
//! its own shaky hands. The crokinole noise is calibrated to human open-20
//! make rates (shared/reference/games.md: novice 35 %, recreational 45-50 %,
//! competitive 55 %, top 66-76 %); `flickwood-cli calibrate` measures them.

use core::fmt;
use core::str::FromStr;

use super::crokinole_grid::GridBudget;
use super::planner::PlanBudget;
pub use crate::save::AiLevel;

/// The numbers behind a level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelParams {
    /// Standard deviation of the flick's direction error (radians).
    pub angle_sigma: f32,
    /// Standard deviation of the speed error, as a fraction of the speed.
    pub speed_sigma: f32,
    /// Most candidate shots examined per decision.
    pub candidates: usize,
    /// Noisy rollouts of every candidate in the first pass.
    pub samples: usize,
    /// The best this many candidates get a second look...
    pub refine_top: usize,
    /// ...of this many further rollouts each.
    pub refine_samples: usize,
    /// Pitchnut rollouts cost about five crokinole ones: its own budget of
    /// candidates, first-pass rollouts and second look.
    pub pitchnut_candidates: usize,
    pub pitchnut_samples: usize,
    pub pitchnut_refine_top: usize,
    pub pitchnut_refine_samples: usize,
    /// How many lost games a pitchnut game lost by the shooter's own shot
    /// (the poison down too early, with another piece or with a scratch)
    /// weighs, when the shooter chooses. 1 is a lost game like any other.
    pub pitchnut_dread: f32,
    /// Crokinole: the spin (rad/s) the planner also tries, either way, on
    /// its finalists whose path meets a post. 0: never spins.
    pub crokinole_spin: f32,
    /// Crokinole: the planner's first look also searches a dense grid of
    /// flicks (None: the shots `crokinole_candidates` suggests, alone).
    pub crokinole_grid: Option<GridBudget>,
    /// The open-20 make rate this level is tuned to (percent), for reports.
    pub target_open_twenty: f32,
    /// The planner's look at the replies (None: the one-ply search alone),
    /// for crokinole and for pitchnut (whose rollouts cost more).
    pub plan: Option<PlanBudget>,
    pub pitchnut_plan: Option<PlanBudget>,
}

impl LevelParams {
    /// The same hands and first look without the planner (today's search).
    pub fn one_ply(self) -> LevelParams {
        LevelParams {
            plan: None,
            pitchnut_plan: None,
            ..self
        }
    }

    /// The same hands with the top level's search: the planner, and in
    /// pitchnut a wider first look (its choice gains more from search:
    /// docs/ai.md, "Session 9") and a game lost by its own poison weighed
    /// as `PLANNER_DREAD` lost games.
    pub const fn planned(self) -> LevelParams {
        LevelParams {
            pitchnut_dread: PLANNER_DREAD,
            crokinole_spin: PLANNER_SPIN,
            crokinole_grid: Some(CROKINOLE_GRID),
            pitchnut_candidates: 120,
            pitchnut_samples: 12,
            pitchnut_refine_top: 16,
            pitchnut_refine_samples: 32,
            plan: Some(CROKINOLE_PLAN),
            pitchnut_plan: Some(PITCHNUT_PLAN),
            ..self
        }
    }
}

/// Tuned by `flickwood-cli calibrate --scan` and `calibrate` (1 degree is
/// 0.01745 rad; speed noise is kept at about 2.3 times the angle noise, as
/// the hole forgives speed far more than line). Measured open-20 make rates,
/// 2000 attempts each (`calibrate 2000`): Beginner 34.8 %, Casual 45.6 %,
/// Club 55.9 %, Expert 65.9 %, Champion 78.9 %. The candidate budgets keep
/// the Champion well under 1 s a decision on two cores (`bench`).
const TABLE: [LevelParams; 6] = [
    LevelParams {
        angle_sigma: 0.0360,
        speed_sigma: 0.083,
        candidates: 14,
        samples: 4,
        refine_top: 2,
        refine_samples: 4,
        pitchnut_candidates: 12,
        pitchnut_samples: 2,
        pitchnut_refine_top: 2,
        pitchnut_refine_samples: 2,
        pitchnut_dread: 1.0,
        crokinole_spin: 0.0,
        crokinole_grid: None,
        target_open_twenty: 35.0,
        plan: None,
        pitchnut_plan: None,
    },
    LevelParams {
        angle_sigma: 0.0268,
        speed_sigma: 0.062,
        candidates: 24,
        samples: 5,
        refine_top: 3,
        refine_samples: 6,
        pitchnut_candidates: 18,
        pitchnut_samples: 3,
        pitchnut_refine_top: 3,
        pitchnut_refine_samples: 3,
        pitchnut_dread: 1.0,
        crokinole_spin: 0.0,
        crokinole_grid: None,
        target_open_twenty: 45.0,
        plan: None,
        pitchnut_plan: None,
    },
    LevelParams {
        angle_sigma: 0.0228,
        speed_sigma: 0.052,
        candidates: 40,
        samples: 6,
        refine_top: 4,
        refine_samples: 10,
        pitchnut_candidates: 26,
        pitchnut_samples: 3,
        pitchnut_refine_top: 4,
        pitchnut_refine_samples: 5,
        pitchnut_dread: 1.0,
        crokinole_spin: 0.0,
        crokinole_grid: None,
        target_open_twenty: 55.0,
        plan: None,
        pitchnut_plan: None,
    },
    LevelParams {
        angle_sigma: 0.0190,
        speed_sigma: 0.044,
        candidates: 64,
        samples: 8,
        refine_top: 6,
        refine_samples: 16,
        pitchnut_candidates: 34,
        pitchnut_samples: 4,
        pitchnut_refine_top: 6,
        pitchnut_refine_samples: 8,
        pitchnut_dread: 1.0,
        crokinole_spin: 0.0,
        crokinole_grid: None,
        target_open_twenty: 66.0,
        plan: None,
        pitchnut_plan: None,
    },
    CHAMPION,
    // The least noise a finger on a screen allows: the sideways pull keeps
    // a 240 px scale, so a pixel of slip at a half pull (120 px) turns the
    // aim by about 0.008 rad; a pixel of a 64 to 240 px full pull is 0.4 to
    // 1.6 % of the top speed. The Champion's search, with the full planner
    // on top.
    LevelParams {
        angle_sigma: 0.0080,
        speed_sigma: 0.018,
        target_open_twenty: 95.0,
        ..CHAMPION.planned()
    },
];

const CHAMPION: LevelParams = LevelParams {
    angle_sigma: 0.0155,
    speed_sigma: 0.036,
    candidates: 120,
    samples: 12,
    refine_top: 10,
    refine_samples: 32,
    pitchnut_candidates: 50,
    pitchnut_samples: 5,
    pitchnut_refine_top: 10,
    pitchnut_refine_samples: 16,
    pitchnut_dread: 1.0,
    crokinole_spin: 0.0,
    crokinole_grid: None,
    target_open_twenty: 78.0,
    // Measured: with these hands the planner won 48.4 % [38.4, 58.5] of
    // 91 decided crokinole rounds against this one-ply Champion, at 2.6
    // times its decision time (docs/ai.md). So the Champion stays as it
    // was, and the planner starts at Grandmaster.
    plan: None,
    pitchnut_plan: None,
};

/// A game lost by the planner's own poison weighs three lost games. The
/// shots that lost the Champion games this way, played again 2000 times,
/// mostly had true risks of 2 to 32 % that its few rollouts had not shown
/// (the best of many noisy means is the luckiest); the planner's fresh
/// plays of its finalists see them, and at 3 its choice in those
/// positions risked 0.4 % instead of 1.5 % (docs/ai.md, "Session 10").
const PLANNER_DREAD: f32 = 3.0;

/// The planner's spin, either way, on a finalist that meets a post: 60
/// rad/s turns the puck's rim at about 1 m/s, a firm takeout's arrival
/// speed, so a glancing hit leaves the post centimetres apart one way or
/// the other. Measured no stronger and no weaker in crokinole (docs/ai.md,
/// "Session 11"); kept because a shot off a post is a different shot
/// with it, and the planner plays it only where its plays say so.
const PLANNER_SPIN: f32 = 60.0;

/// The planner's crokinole first look (`crokinole_grid.rs`): aims a
/// degree apart, at most 15 x 61 x 9 = 8235 flicks, played once without
/// error with the Champion's 120 suggested shots; the best 600 rolled out
/// 6 times, the best 60 of those 24 more, the best 8 another 96, and
/// the best 6 go on to the planner's fresh plays: at most 14,163
/// simulations, against the Champion's 1760.
const CROKINOLE_GRID: GridBudget = GridBudget {
    step_deg: 1.0,
    steady_keep: 600,
    stages: [(6, 60), (24, 8), (96, 6)],
};

/// The planner's budget at the top levels, in simulations (see
/// `planner.rs`). Crokinole: no look at the replies, which measured weaker
/// than none (43.0 % of rounds against the one-ply Champion, and 54.0 %
/// on top of the grid against 63.8 % without; docs/ai.md "Session 11"),
/// only 6 x (16 + 8) = 144 fresh plays of the finalists, three times that
/// (432) when every finalist meets a post and is also tried spun either
/// way. Pitchnut 6 x (16 + 24 x (1 + 12 x 2)) = 3696 on top of the wider
/// first look's 120 x 12 + 16 x 32 = 1952 (its reply estimate had been
/// too noisy to help with 4 outcomes).
const CROKINOLE_PLAN: PlanBudget = PlanBudget {
    width: 6,
    outcomes: 8,
    replies: 0,
    reply_samples: 0,
    risk_samples: 16,
};
const PITCHNUT_PLAN: PlanBudget = PlanBudget {
    width: 6,
    outcomes: 24,
    replies: 12,
    reply_samples: 2,
    risk_samples: 16,
};

impl AiLevel {
    /// The numbers behind this level.
    pub fn params(self) -> LevelParams {
        TABLE[self as usize]
    }
}

impl fmt::Display for AiLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for AiLevel {
    type Err = String;

    /// Accepts the name in any case, or its number 1 (Beginner) to 6 (Grandmaster).
    fn from_str(s: &str) -> Result<AiLevel, String> {
        let lower = s.to_ascii_lowercase();
        AiLevel::ALL
            .into_iter()
            .enumerate()
            .find(|(i, l)| l.name().to_ascii_lowercase() == lower || (i + 1).to_string() == lower)
            .map(|(_, l)| l)
            .ok_or_else(|| {
                format!(
                    "unknown level {s:?}: use Beginner, Casual, Club, Expert, Champion or Grandmaster (or 1-6)"
                )
            })
    }
}
