//! Candidate crokinole shots from the board's geometry: 20 attempts,
//! takeouts, draws to scoring spots and behind posts, raises, guards and
//! shots off posts. Each comes with a tier: the low levels, with a smaller
//! budget, look only at the first tiers (the plain shots).

use crate::crokinole::{BoardPuck, Seat, State};
use crate::geom::Vec2;
use crate::shot::{DiscId, Place};
use crate::spec::{G, Spec, seat_angle};

/// What kind of shot a candidate is (for reports and tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShotKind {
    Twenty,
    Takeout,
    Draw,
    Raise,
    Guard,
    OffPost,
}

/// A shot the AI may play: where the puck goes on the shooting line and the
/// flick it is meant to get.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CrokinoleShot {
    pub place: Vec2,
    pub velocity: Vec2,
    pub declare_twenty: bool,
    pub kind: ShotKind,
    /// Spin (rad/s, counter-clockwise): only the planner adds it, to shots
    /// that meet a post (`crokinole_plan`).
    pub spin: f32,
}

/// Placements along the seat's arc, every 6 degrees out to 42 (the
/// quadrant is 45 either side).
pub const ARC_STEPS: i32 = 7;
const ARC_STEP_DEG: f32 = 6.0;
/// A 20 attempt stops this far past the hole's centre (m): the first value
/// is the calibrated open-20 shot, the others are its variants.
pub const TWENTY_OVERSHOOT: [f32; 3] = [0.025, 0.012, 0.045];
/// Arrival speeds at a takeout's target (m/s): firm, soft (the shooter
/// stays near), hard (clears a crowd).
const TAKEOUT_ARRIVAL: [f32; 3] = [1.6, 0.9, 3.0];
/// Clearance kept between a path and a post or puck it must miss (m).
const PATH_MARGIN: f32 = 0.001;

/// The speed that makes a puck slide `distance` and arrive with `arrival`.
pub fn speed_for(spec: &Spec, distance: f32, arrival: f32) -> f32 {
    let decel = spec.crokinole.mu_surface * G;
    (arrival * arrival + 2.0 * decel * distance.max(0.0))
        .sqrt()
        .min(spec.sim.max_shot_speed)
}

/// How far a puck flicked at `speed` slides on the open board (m): the
/// inverse of `speed_for` with no speed left.
pub fn slide_for(spec: &Spec, speed: f32) -> f32 {
    speed * speed / (2.0 * spec.crokinole.mu_surface * G)
}

/// Legal placements of `seat` on the shooting line, middle first.
pub fn placements(spec: &Spec, state: &State, seat: Seat) -> Vec<Vec2> {
    let c = &spec.crokinole;
    let mut out = Vec::new();
    for k in 0..=ARC_STEPS {
        for sign in [1.0f32, -1.0] {
            if k == 0 && sign < 0.0 {
                continue;
            }
            let off = sign * k as f32 * ARC_STEP_DEG.to_radians();
            let pos = Vec2::from_angle(seat_angle(seat) + off) * c.shooting_line_radius;
            let free = state
                .board()
                .iter()
                .all(|p| p.pos.distance(pos) > 2.0 * c.disc_radius + 0.0005);
            if free && State::check_placement(c, seat, pos).is_ok() {
                out.push(pos);
            }
        }
    }
    out
}

/// Does a puck sliding from `from` to `to` miss every post and every flat
/// puck but `except`?
pub fn path_clear(spec: &Spec, board: &[BoardPuck], from: Vec2, to: Vec2, except: &[u16]) -> bool {
    let c = &spec.crokinole;
    let r = c.disc_radius;
    let posts_clear = c
        .pegs()
        .into_iter()
        .all(|g| segment_distance(from, to, g) > c.peg_radius + r + PATH_MARGIN);
    posts_clear
        && board.iter().all(|p| {
            except.contains(&p.id)
                || matches!(p.place, Place::OnPost(_))
                || segment_distance(from, to, p.pos) > 2.0 * r + PATH_MARGIN
        })
}

pub use crate::geom::segment_distance;

/// Up to `n` placements with a clear path to `target`, the most direct
/// (closest to a straight line from the seat) first; if none is clear, the
/// most direct one anyway (the physics will judge it).
fn routes(
    spec: &Spec,
    state: &State,
    from: &[Vec2],
    target: Vec2,
    except: &[u16],
    n: usize,
) -> Vec<Vec2> {
    let clear: Vec<Vec2> = from
        .iter()
        .copied()
        .filter(|&p| path_clear(spec, state.board(), p, target, except))
        .collect();
    let mut pool = if clear.is_empty() {
        from.to_vec()
    } else {
        clear
    };
    // Most direct: the path most nearly toward the board's centre line.
    pool.sort_by(|a, b| {
        let da = (target - *a)
            .normalize_or_zero()
            .dot((-*a).normalize_or_zero());
        let db = (target - *b)
            .normalize_or_zero()
            .dot((-*b).normalize_or_zero());
        db.total_cmp(&da)
    });
    // Spread the picks over the arc rather than taking neighbours.
    let mut picked: Vec<Vec2> = Vec::new();
    for p in &pool {
        if picked.len() >= n {
            break;
        }
        if picked.iter().all(|q| q.distance(*p) > 0.05) {
            picked.push(*p);
        }
    }
    for p in pool {
        if picked.len() >= n {
            break;
        }
        if !picked.contains(&p) {
            picked.push(p);
        }
    }
    picked
}

/// Where seat `seat` usually shoots from: the middle of its arc.
pub fn seat_spot(spec: &Spec, seat: Seat) -> Vec2 {
    Vec2::from_angle(seat_angle(seat)) * spec.crokinole.shooting_line_radius
}

/// Every candidate for the player to shoot, best-guess first by tier, cut
/// to `budget`.
pub fn generate(spec: &Spec, state: &State, budget: usize) -> Vec<CrokinoleShot> {
    let Some(seat) = state.to_shoot() else {
        return Vec::new();
    };
    let arc = placements(spec, state, seat);
    if arc.is_empty() {
        return Vec::new();
    }
    let mut g = Candidates {
        spec,
        state,
        seat,
        arc,
        tiers: [Vec::new(), Vec::new(), Vec::new()],
    };
    g.twenties();
    let opponents: Vec<Seat> = {
        let table = state.table();
        table
            .seats()
            .iter()
            .copied()
            .filter(|&s| table.are_opponents(s, seat))
            .collect()
    };
    g.takeouts();
    g.draws(&opponents);
    g.raises_and_guards(&opponents);
    let mut out: Vec<CrokinoleShot> = g.tiers.into_iter().flatten().collect();
    out.truncate(budget.max(1));
    out
}

/// The candidates being gathered for one shot, in three tiers of promise.
struct Candidates<'a> {
    spec: &'a Spec,
    state: &'a State,
    seat: Seat,
    /// Where the shooter may place on its arc.
    arc: Vec<Vec2>,
    tiers: [Vec<CrokinoleShot>; 3],
}

impl Candidates<'_> {
    fn add(
        &mut self,
        tier: usize,
        place: Vec2,
        aim: Vec2,
        speed: f32,
        declare: bool,
        kind: ShotKind,
    ) {
        let dir = (aim - place).normalize_or_zero();
        if speed.is_finite() && speed > 0.0 && dir != Vec2::ZERO {
            self.tiers[tier.min(2)].push(CrokinoleShot {
                place,
                velocity: dir * speed,
                declare_twenty: declare,
                kind,
                spin: 0.0,
            });
        }
    }

    fn routes(&self, to: Vec2, ignore: &[DiscId], n: usize) -> Vec<Vec2> {
        routes(self.spec, self.state, &self.arc, to, ignore, n)
    }

    /// 20 attempts: the hole is free unless a puck sits in it (a leaner).
    fn twenties(&mut self) {
        let opponents_on = self.state.opponents_on_board(self.seat);
        for (i, place) in self.routes(Vec2::ZERO, &[], 3).into_iter().enumerate() {
            for (j, over) in TWENTY_OVERSHOOT.iter().enumerate() {
                let speed = speed_for(self.spec, place.length() + over, 0.0);
                let tier = if i == 0 && j == 0 {
                    0
                } else {
                    1 + (i > 0) as usize
                };
                self.add(
                    tier,
                    place,
                    Vec2::ZERO,
                    speed,
                    opponents_on,
                    ShotKind::Twenty,
                );
                if opponents_on && i == 0 {
                    // Undeclared: only pays if it also touches an opponent.
                    self.add(2, place, Vec2::ZERO, speed, false, ShotKind::Twenty);
                }
            }
        }
    }

    /// Takeouts of opponent pucks, most valuable first.
    fn takeouts(&mut self) {
        let (c, seat) = (&self.spec.crokinole, self.seat);
        let table = *self.state.table();
        let mut targets: Vec<BoardPuck> = self
            .state
            .board()
            .iter()
            .filter(|p| {
                table.are_opponents(crate::crokinole::owner_of(p.id), seat)
                    && !matches!(p.place, Place::OnPost(_))
            })
            .cloned()
            .collect();
        targets.sort_by_key(|p| {
            core::cmp::Reverse(
                crate::crokinole::puck_value(c, p.place, p.pos) * 100 + 99 - u32::from(p.id % 100),
            )
        });
        targets.truncate(6);
        for t in &targets {
            self.takeouts_of(t);
            self.banks_into(t);
        }
    }

    fn takeouts_of(&mut self, t: &BoardPuck) {
        let r = self.spec.crokinole.disc_radius;
        for (i, place) in self.routes(t.pos, &[t.id], 3).into_iter().enumerate() {
            let dir = (t.pos - place).normalize_or_zero();
            let side = dir.perp();
            let dist = place.distance(t.pos) - 2.0 * r;
            for (j, arrival) in TAKEOUT_ARRIVAL.iter().enumerate() {
                let speed = speed_for(self.spec, dist, *arrival);
                let tier = if i == 0 && j == 0 {
                    0
                } else {
                    1 + (i > 0) as usize
                };
                self.add(tier, place, t.pos, speed, false, ShotKind::Takeout);
                if i == 0 && j < 2 {
                    // Thin and half-ball hits: roll the shooter off or in.
                    for cut in [0.5, -0.5] {
                        let aim = t.pos + side * (cut * r);
                        self.add(2, place, aim, speed, false, ShotKind::Takeout);
                    }
                }
            }
        }
    }

    /// Off a post: bank into a puck that hides near one.
    fn banks_into(&mut self, t: &BoardPuck) {
        let c = &self.spec.crokinole;
        for g in c.pegs() {
            if g.distance(t.pos) > 0.08 {
                continue;
            }
            let away = (g - t.pos).normalize_or_zero();
            let contact = g + away * (c.peg_radius + c.disc_radius);
            for place in self.routes(contact, &[], 1) {
                let speed = speed_for(self.spec, place.distance(contact), 1.6);
                self.add(2, place, contact, speed, false, ShotKind::OffPost);
            }
        }
    }

    /// Draws: the 15 zone, and behind posts as seen from each opponent.
    fn draws(&mut self, opponents: &[Seat]) {
        let c = &self.spec.crokinole;
        let r = c.disc_radius;
        let mut spots: Vec<(usize, Vec2)> = Vec::new();
        let toward_me = seat_angle(self.seat);
        for k in 0..8 {
            let a =
                toward_me + k as f32 * core::f32::consts::FRAC_PI_4 + core::f32::consts::FRAC_PI_8;
            spots.push((
                if k == 0 || k == 7 { 0 } else { 1 },
                Vec2::from_angle(a) * 0.055,
            ));
        }
        for &q in opponents {
            let from = seat_spot(self.spec, q);
            for g in c.pegs() {
                let behind = (g - from).normalize_or_zero();
                spots.push((1, g + behind * (c.peg_radius + r + 0.003)));
            }
        }
        for (tier, spot) in spots {
            let clear_of_pucks = self
                .state
                .board()
                .iter()
                .all(|p| p.pos.distance(spot) > 2.0 * r + 0.002);
            if spot.length() < c.hole_radius + r || !clear_of_pucks {
                continue;
            }
            for (i, place) in self.routes(spot, &[], 2).into_iter().enumerate() {
                let speed = speed_for(self.spec, place.distance(spot), 0.0);
                self.add(tier + i, place, spot, speed, false, ShotKind::Draw);
            }
        }
    }

    /// Raises (push our own puck in) and guards in front of our best pucks.
    fn raises_and_guards(&mut self, opponents: &[Seat]) {
        let c = &self.spec.crokinole;
        let r = c.disc_radius;
        let table = *self.state.table();
        let seat = self.seat;
        let mut ours: Vec<BoardPuck> = self
            .state
            .board()
            .iter()
            .filter(|p| !table.are_opponents(crate::crokinole::owner_of(p.id), seat))
            .filter(|p| p.place == Place::Board)
            .cloned()
            .collect();
        ours.sort_by_key(|p| crate::crokinole::puck_value(c, p.place, p.pos));
        for p in ours.iter().take(4) {
            for place in self.routes(p.pos, &[p.id], 2) {
                let dist = place.distance(p.pos) - 2.0 * r;
                for arrival in [0.45, 0.75] {
                    let speed = speed_for(self.spec, dist, arrival);
                    self.add(1, place, p.pos, speed, false, ShotKind::Raise);
                }
            }
        }
        ours.reverse();
        for p in ours.iter().take(3) {
            for &q in opponents {
                let toward = (seat_spot(self.spec, q) - p.pos).normalize_or_zero();
                let spot = p.pos + toward * (2.0 * r + 0.03);
                if spot.length() > c.shooting_line_radius - r {
                    continue;
                }
                for place in self.routes(spot, &[], 1) {
                    let speed = speed_for(self.spec, place.distance(spot), 0.0);
                    self.add(2, place, spot, speed, false, ShotKind::Guard);
                }
            }
        }
    }
}
