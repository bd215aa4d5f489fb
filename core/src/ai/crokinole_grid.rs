//! The planner's first look in crokinole: besides the shots the board's
//! geometry suggests (`crokinole_candidates`), a dense grid of flicks, from
//! every free placement on the arc, every `step_deg` degrees within 30 of
//! the centre line, at nine strengths. Thousands of shots: each is played
//! once without error, and the best few hundred go on to successive
//! halving with noise. The Champion's own shots, searched harder, were no
//! stronger than the Champion; the grid's finer aims are (docs/ai.md,
//! "Session 11").

use super::crokinole::rollout_with;
use super::crokinole_candidates::{
    ARC_STEPS, CrokinoleShot, ShotKind, placements, segment_distance, slide_for, speed_for,
};
use super::level::LevelParams;
use super::search::{Choice, halving, par_map};
use crate::crokinole::{self, Seat, State};
use crate::geom::Vec2;
use crate::rng::Rng;
use crate::shot::Place;
use crate::spec::Spec;

/// How hard the grid looks, per decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GridBudget {
    /// Degrees between neighbouring aims from one placement.
    pub step_deg: f32,
    /// After one play each without error, the best this many go on...
    pub steady_keep: usize,
    /// ...through these rounds of noisy rollouts: (rollouts each, how many
    /// of the best by mean so far go on). The last round's survivors are
    /// the ranking.
    pub stages: [(usize, usize); 3],
}

/// Aims reach this far either side of the line to the centre (degrees).
const SPREAD_DEG: f32 = 30.0;
/// Draws: how far the puck slides (m; the centre is 0.305 from the line).
const DRAW_LENGTHS: [f32; 6] = [0.15, 0.22, 0.27, 0.305, 0.335, 0.40];
/// A path over the hole that stops within this of its centre is a 20 (m).
const TWENTY_PAST: f32 = 0.05;
/// Firm shots: the speed left after 0.3 m (m/s), for takeouts.
const FIRM_ARRIVALS: [f32; 3] = [1.0, 1.8, 3.0];

impl GridBudget {
    /// Simulations one decision costs at most, with `shots` in all.
    pub fn simulations(&self, shots: usize) -> usize {
        let mut alive = shots.min(self.steady_keep);
        let mut total = shots;
        for &(samples, keep) in &self.stages {
            total += alive * samples;
            alive = alive.min(keep);
        }
        total
    }

    /// The most grid shots a position can give (every placement free).
    pub fn most_shots(&self) -> usize {
        let aims = 2 * (SPREAD_DEG / self.step_deg) as usize + 1;
        (2 * ARC_STEPS as usize + 1) * aims * (DRAW_LENGTHS.len() + FIRM_ARRIVALS.len())
    }
}

/// The grid's shots for the player to shoot, each named by what its
/// straight path meets first.
pub fn shots(spec: &Spec, state: &State, budget: &GridBudget) -> Vec<CrokinoleShot> {
    let Some(seat) = state.to_shoot() else {
        return Vec::new();
    };
    let speeds: Vec<f32> = DRAW_LENGTHS
        .iter()
        .map(|&d| speed_for(spec, d, 0.0))
        .chain(FIRM_ARRIVALS.iter().map(|&a| speed_for(spec, 0.3, a)))
        .collect();
    let n = (SPREAD_DEG / budget.step_deg) as i32;
    let declare = state.opponents_on_board(seat);
    let mut out = Vec::new();
    for place in placements(spec, state, seat) {
        let inward = -place.normalize_or_zero();
        for k in -n..=n {
            let dir = inward.rotate((k as f32 * budget.step_deg).to_radians());
            for &speed in &speeds {
                let kind = kind_of(spec, state, seat, place, dir * speed);
                out.push(CrokinoleShot {
                    place,
                    velocity: dir * speed,
                    declare_twenty: declare && kind == ShotKind::Twenty,
                    kind,
                    spin: 0.0,
                });
            }
        }
    }
    out.retain(|c| state.shot_input(spec, c.place, c.velocity, 0.0).is_ok());
    out
}

/// What a flick's straight path meets first: a puck (ours: a raise, theirs:
/// a takeout) or a post; else where it stops (over the hole: a 20).
fn kind_of(spec: &Spec, state: &State, seat: Seat, place: Vec2, velocity: Vec2) -> ShotKind {
    let c = &spec.crokinole;
    let end = place + velocity.normalize_or_zero() * slide_for(spec, velocity.length());
    let along = |p: Vec2| (p - place).dot(velocity);
    let table = state.table();
    let mut first: Option<(f32, ShotKind)> = None;
    let mut meet = |at: Vec2, reach: f32, kind: ShotKind| {
        if segment_distance(place, end, at) < reach && first.is_none_or(|f| along(at) < f.0) {
            first = Some((along(at), kind));
        }
    };
    for p in state.board() {
        if matches!(p.place, Place::OnPost(_)) {
            continue;
        }
        let theirs = table.are_opponents(crokinole::owner_of(p.id), seat);
        let kind = if theirs {
            ShotKind::Takeout
        } else {
            ShotKind::Raise
        };
        meet(p.pos, 2.0 * c.disc_radius, kind);
    }
    for g in c.pegs() {
        meet(g, c.peg_radius + c.disc_radius, ShotKind::OffPost);
    }
    match first {
        Some((_, kind)) => kind,
        // Over the hole and not far past it: slow enough to drop (the
        // suggested 20s stop 1 to 4.5 cm past the centre).
        None if segment_distance(place, end, Vec2::ZERO) < c.hole_radius
            && end.length() < TWENTY_PAST =>
        {
            ShotKind::Twenty
        }
        None => ShotKind::Draw,
    }
}

/// The grid search's ranking of `shots`: each played once without error,
/// the best `steady_keep` on through the noisy rounds (each shot its own
/// stream, seeded from (seed, shot, round)); the last round's survivors,
/// best mean first (ties to the earlier shot).
pub fn ranked(
    spec: &Spec,
    state: &State,
    params: &LevelParams,
    budget: &GridBudget,
    shots: &[CrokinoleShot],
    seed: u64,
    threads: usize,
) -> Vec<Choice> {
    let all: Vec<usize> = (0..shots.len()).collect();
    let steady = LevelParams {
        angle_sigma: 0.0,
        speed_sigma: 0.0,
        ..*params
    };
    let first = par_map(&all, threads, |&i| {
        rollout_with(spec, state, &steady, &shots[i], &mut Rng::new(0))
    });
    let mut alive = all;
    alive.sort_by(|&a, &b| first[b].total_cmp(&first[a]).then(a.cmp(&b)));
    alive.truncate(budget.steady_keep.max(1));
    halving(
        shots,
        alive,
        &budget.stages,
        seed,
        0x6D00,
        threads,
        |c, rng| rollout_with(spec, state, params, c, rng),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::ai::crokinole_candidates::seat_spot;
    use crate::crokinole::{BoardPuck, Setup, TableKind};

    const SPEC: Spec = Spec::STANDARD;
    const SMALL: GridBudget = GridBudget {
        step_deg: 5.0,
        steady_keep: 24,
        stages: [(2, 8), (4, 3), (8, 2)],
    };

    /// Seat 0 to shoot; seat 2's puck 100 (theirs) straight up the middle
    /// at 0.15 m from the centre, ours (0) off to the side.
    fn position() -> State {
        let puck = |id, x, y| BoardPuck {
            id,
            pos: Vec2::new(x, y),
            place: Place::Board,
        };
        let setup = Setup {
            table: Some(TableKind::TwoPlayers),
            first_shooter: Some(0),
            board: vec![puck(0, 0.12, -0.1), puck(200, 0.0, -0.15)],
            ..Default::default()
        };
        State::new(&SPEC.crokinole, &setup).unwrap()
    }

    #[test]
    fn the_budget_counts_simulations() {
        let gm = AiLevel::Grandmaster.params().crokinole_grid.unwrap();
        assert_eq!(gm.most_shots(), 8235);
        assert_eq!(gm.simulations(8235 + 120), 14_163);
        assert_eq!(SMALL.simulations(10), 10 + 10 * 2 + 8 * 4 + 3 * 8);
        for level in &AiLevel::ALL[..5] {
            assert_eq!(level.params().crokinole_grid, None, "{level}");
        }
    }

    #[test]
    fn each_grid_shot_is_named_by_what_its_path_meets_first() {
        let state = position();
        let shots = shots(&SPEC, &state, &SMALL);
        let me = seat_spot(&SPEC, 0);
        let straight = |fast: bool| {
            shots
                .iter()
                .filter(|c| c.place == me && c.velocity.x.abs() < 1e-6)
                .find(|c| (c.velocity.length() > 2.0) == fast)
                .unwrap()
        };
        // Up the middle: their puck is in the way, softly or firmly.
        assert_eq!(straight(true).kind, ShotKind::Takeout);
        assert_eq!(straight(false).kind, ShotKind::Takeout);
        let kinds: Vec<ShotKind> = shots.iter().map(|c| c.kind).collect();
        for k in [ShotKind::Raise, ShotKind::OffPost, ShotKind::Draw] {
            assert!(kinds.contains(&k), "{k:?}");
        }
        // With their puck on the board a shot that stops in the hole is a
        // declared 20.
        assert!(
            shots
                .iter()
                .all(|c| c.declare_twenty == (c.kind == ShotKind::Twenty))
        );
        assert!(
            shots
                .iter()
                .all(|c| state.shot_input(&SPEC, c.place, c.velocity, 0.0).is_ok())
        );
    }

    #[test]
    fn the_ranking_is_the_same_on_one_thread_or_two() {
        let state = position();
        let params = AiLevel::Champion.params();
        let shots = shots(&SPEC, &state, &SMALL);
        let one = ranked(&SPEC, &state, &params, &SMALL, &shots, 9, 1);
        let two = ranked(&SPEC, &state, &params, &SMALL, &shots, 9, 2);
        assert_eq!(one, two);
        assert_eq!(one.len(), 2);
        assert_eq!(one[0].rollouts, 2 + 4 + 8);
        assert!(one[0].value >= one[1].value);
    }
}
