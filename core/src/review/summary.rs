//! What a review says of a whole match: a line per player, the costliest
//! shots, and why each cost what it did (as kinds and numbers: the words
//! are the shell's and the CLI's).

use super::{Facts, MeantKind, PitchnutMeant, ShotReview};
use crate::ai::AiLevel;
use crate::ai::crokinole_candidates::ShotKind;
use crate::spec::BoardKind;

/// Each AI level's mean loss per crokinole shot (points) in the review of
/// its own shots, lowest level first: what a player's mean loss is set
/// beside.
/// Measured on main of 2026-12-06: three best-of-seven matches of each
/// level against itself (`flickwood-cli selfplay crokinole L L 1 --rounds 7
/// --records DIR --seed S`, S = 43, 44, 45), every seat reviewed
/// (`flickwood-cli review DIR/crokinole-000.json --every-seat`), 432 to 504
/// shots a level (docs/ai.md, "The review").
const CROKINOLE_LADDER: &[(AiLevel, f32)] = &[
    (AiLevel::Beginner, 11.73),
    (AiLevel::Casual, 9.79),
    (AiLevel::Club, 7.96),
    (AiLevel::Expert, 5.38),
    (AiLevel::Champion, 3.83),
    (AiLevel::Grandmaster, -0.01),
];

/// The same for pitchnut, in points of the chance in percent to win the
/// game. Measured on main of 2026-12-07: three first-to-three matches of
/// each level against itself (`flickwood-cli selfplay pitchnut L L 1
/// --games 3 --records DIR --seed S`, S = 43, 44, 45), every seat reviewed
/// (`flickwood-cli review DIR/pitchnut-000.json --every-seat`), 203 to 368
/// shots a level (docs/ai.md, "The review").
const PITCHNUT_LADDER: &[(AiLevel, f32)] = &[
    (AiLevel::Beginner, 8.25),
    (AiLevel::Casual, 3.60),
    (AiLevel::Club, 2.78),
    (AiLevel::Expert, 1.62),
    (AiLevel::Champion, 0.31),
    (AiLevel::Grandmaster, -0.19),
];

/// The ladder of `game`'s mean losses, lowest level first.
pub fn ladder(game: BoardKind) -> &'static [(AiLevel, f32)] {
    match game {
        BoardKind::Crokinole => CROKINOLE_LADDER,
        BoardKind::Pitchnut => PITCHNUT_LADDER,
    }
}

/// One player's match, from the reviews of their shots.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerReview {
    /// The game: crokinole's losses are points, pitchnut's percent.
    pub game: BoardKind,
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
    /// Pitchnut: shots meant to sink a piece of the team's (or the poison
    /// when it may), and those that sank one.
    pub pot_shots: usize,
    pub pots: usize,
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
            let crok: Vec<_> = mine.iter().filter_map(|r| r.crokinole()).collect();
            let open: Vec<_> = crok.iter().filter(|f| f.open).collect();
            let contested: Vec<_> = crok.iter().filter(|f| !f.open).collect();
            let potting: Vec<_> = (mine.iter())
                .filter(|r| {
                    matches!(r.pitchnut(), Some(f)
                        if matches!(f.meant, PitchnutMeant::Sinks | PitchnutMeant::Wins))
                })
                .collect();
            let mean_loss = mean(ShotReview::loss);
            let var = mine
                .iter()
                .map(|r| (r.loss() - mean_loss).powi(2))
                .sum::<f32>()
                / (n - 1.0).max(1.0);
            PlayerReview {
                game: mine.first().map_or(BoardKind::Crokinole, |r| r.game()),
                seat,
                shots: mine.len(),
                mean_loss,
                loss_margin: 1.96 * (var / n).sqrt(),
                mean_choice: mean(ShotReview::choice),
                mean_execution: mean(ShotReview::execution),
                open_shots: open.len(),
                open_twenties: open.iter().filter(|f| f.twenty).count(),
                takeout_shots: contested.len(),
                takeouts: contested.iter().filter(|f| f.taken_out > 0).count(),
                pot_shots: potting.len(),
                pots: potting
                    .iter()
                    .filter(|r| r.played_value >= 100.0 || sank(r))
                    .count(),
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

/// A pitchnut shot that sank one of its team's pieces.
fn sank(r: &ShotReview) -> bool {
    r.pitchnut().is_some_and(|f| f.sunk > 0)
}

/// The level whose own shots at `game` lose about as much as `mean_loss`
/// (None before that game's ladder is measured).
pub fn nearest_level(game: BoardKind, mean_loss: f32) -> Option<AiLevel> {
    ladder(game)
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
    /// Pitchnut: the Grandmaster's shot did `best` and the shot meant did
    /// `meant` instead; the pieces each team had left after the shot (None
    /// while the colours are open).
    PitchnutChoice {
        best: PitchnutMeant,
        meant: PitchnutMeant,
        left: Option<(u8, u8)>,
    },
    /// Pitchnut: the same kind of shot as the Grandmaster's, aimed or
    /// paced worse.
    PitchnutAim { best: PitchnutMeant },
    /// Pitchnut: the shot meant was good; the flick missed it.
    PitchnutExecution { meant: PitchnutMeant },
}

/// The larger part of a shot's loss, named.
pub fn why(r: &ShotReview) -> Why {
    let execution = r.execution() > r.choice();
    match r.facts {
        Facts::Crokinole(f) if execution => Why::Execution { meant: f.meant },
        Facts::Crokinole(f) => {
            let same = matches!(
                (f.best, f.meant),
                (ShotKind::Twenty, MeantKind::Twenty)
                    | (ShotKind::Takeout, MeantKind::Takeout)
                    | (
                        ShotKind::Draw | ShotKind::Guard | ShotKind::Raise,
                        MeantKind::Draw
                    )
            );
            if same {
                Why::Aim { best: f.best }
            } else {
                Why::Choice {
                    best: f.best,
                    meant: f.meant,
                    lead: f.lead_after,
                    round_over: f.round_over,
                    hammer: f.hammer,
                }
            }
        }
        Facts::Pitchnut(f) if execution => Why::PitchnutExecution { meant: f.meant },
        Facts::Pitchnut(f) => {
            if f.best == f.meant {
                Why::PitchnutAim { best: f.best }
            } else {
                Why::PitchnutChoice {
                    best: f.best,
                    meant: f.meant,
                    left: f.left,
                }
            }
        }
    }
}
