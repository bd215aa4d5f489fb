//! What a review says of a whole match: a line per player, the costliest
//! shots, and why each cost what it did (as kinds and numbers: the words
//! are the shell's and the CLI's).

use super::{MeantKind, ShotReview};
use crate::ai::AiLevel;
use crate::ai::crokinole_candidates::ShotKind;

/// Each AI level's mean loss per shot (points) in the review of its own
/// shots, lowest level first: what a player's mean loss is set beside.
/// Measured on main of 2026-12-06: three best-of-seven matches of each
/// level against itself (`flickwood-cli selfplay crokinole L L 1 --rounds 7
/// --records DIR --seed S`, S = 43, 44, 45), every seat reviewed
/// (`flickwood-cli review DIR/crokinole-000.json --every-seat`), 432 to 504
/// shots a level (docs/ai.md, "The review").
pub const LADDER_LOSS: &[(AiLevel, f32)] = &[
    (AiLevel::Beginner, 11.73),
    (AiLevel::Casual, 9.79),
    (AiLevel::Club, 7.96),
    (AiLevel::Expert, 5.38),
    (AiLevel::Champion, 3.83),
    (AiLevel::Grandmaster, -0.01),
];

/// One player's match, from the reviews of their shots.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerReview {
    pub seat: u8,
    pub shots: usize,
    pub mean_loss: f32,
    /// Half the 95 % interval of `mean_loss` over the shots.
    pub loss_margin: f32,
    pub mean_choice: f32,
    pub mean_execution: f32,
    /// Open shots (no opponent on the board) and the 20s they made.
    pub open_shots: usize,
    pub open_twenties: usize,
    /// Shots with an opponent on the board, and those that took one off.
    pub takeout_shots: usize,
    pub takeouts: usize,
}

/// A line per reviewed seat, in seat order.
pub fn players(reviews: &[ShotReview]) -> Vec<PlayerReview> {
    let mut seats: Vec<u8> = reviews.iter().map(|r| r.seat).collect();
    seats.sort_unstable();
    seats.dedup();
    seats
        .into_iter()
        .map(|seat| {
            let mine: Vec<&ShotReview> = reviews.iter().filter(|r| r.seat == seat).collect();
            let n = mine.len().max(1) as f32;
            let mean = |f: fn(&ShotReview) -> f32| mine.iter().map(|r| f(r)).sum::<f32>() / n;
            let open: Vec<&&ShotReview> = mine.iter().filter(|r| r.open).collect();
            let contested: Vec<&&ShotReview> = mine.iter().filter(|r| !r.open).collect();
            let mean_loss = mean(ShotReview::loss);
            let var = mine
                .iter()
                .map(|r| (r.loss() - mean_loss).powi(2))
                .sum::<f32>()
                / (n - 1.0).max(1.0);
            PlayerReview {
                seat,
                shots: mine.len(),
                mean_loss,
                loss_margin: 1.96 * (var / n).sqrt(),
                mean_choice: mean(ShotReview::choice),
                mean_execution: mean(ShotReview::execution),
                open_shots: open.len(),
                open_twenties: open.iter().filter(|r| r.twenty).count(),
                takeout_shots: contested.len(),
                takeouts: contested.iter().filter(|r| r.taken_out > 0).count(),
            }
        })
        .collect()
}

/// The `n` shots that lost the most, costliest first (ties to the earlier).
pub fn costliest(reviews: &[ShotReview], n: usize) -> Vec<&ShotReview> {
    let mut all: Vec<&ShotReview> = reviews.iter().collect();
    all.sort_by(|a, b| b.loss().total_cmp(&a.loss()).then(a.at.cmp(&b.at)));
    all.truncate(n);
    all
}

/// The level whose own shots lose about as much as `mean_loss` (None
/// before the ladder is measured).
pub fn nearest_level(mean_loss: f32) -> Option<AiLevel> {
    LADDER_LOSS
        .iter()
        .min_by(|a, b| (a.1 - mean_loss).abs().total_cmp(&(b.1 - mean_loss).abs()))
        .map(|&(level, _)| level)
}

/// Why a shot cost what it did, for one line of words.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Why {
    /// The shot meant was not the Grandmaster's kind: `best` was on, and
    /// the shot meant (`meant`) left the shooter `lead` ahead (negative:
    /// behind), with the round over or the hammer with `hammer`.
    Choice {
        best: ShotKind,
        meant: MeantKind,
        lead: i32,
        round_over: bool,
        hammer: Option<u8>,
    },
    /// The right kind of shot, chosen worse than the Grandmaster's (its
    /// line or strength).
    Aim { best: ShotKind },
    /// The shot meant was good; the flick missed it.
    Execution { meant: MeantKind },
}

/// The larger part of a shot's loss, named.
pub fn why(r: &ShotReview) -> Why {
    if r.execution() > r.choice() {
        return Why::Execution {
            meant: r.meant_kind,
        };
    }
    let same = matches!(
        (r.best.kind, r.meant_kind),
        (ShotKind::Twenty, MeantKind::Twenty)
            | (ShotKind::Takeout, MeantKind::Takeout)
            | (
                ShotKind::Draw | ShotKind::Guard | ShotKind::Raise,
                MeantKind::Draw
            )
    );
    if same {
        Why::Aim { best: r.best.kind }
    } else {
        Why::Choice {
            best: r.best.kind,
            meant: r.meant_kind,
            lead: r.lead_after,
            round_over: r.round_over,
            hammer: r.hammer,
        }
    }
}
