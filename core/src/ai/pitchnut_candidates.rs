//! Candidate pitchnut shots from the board's geometry: each target piece
//! knocked toward the nearest field edges and pocket (a piece that reaches
//! the gutter slides into a pocket), straight or cut, with the ghost
//! position of the shooter computed from the contact; banks off the rail;
//! the break; and soft safeties.

use crate::geom::Vec2;
use crate::pitchnut::{self, Alleys, Flick, Game};
use crate::shot::{DiscId, Place};
use crate::spec::{DiscKind, G, Spec};

/// A flick the AI may play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PitchnutShot {
    pub flick: Flick,
    pub kind: PitchnutKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PitchnutKind {
    Break,
    Pot,
    Bank,
    Safety,
}

/// Cut angles beyond this rarely send the piece where it should go.
const MAX_CUT: f32 = 1.0;
/// Speed multipliers on the least speed a pot needs.
const POT_SPEED: [f32; 3] = [1.3, 1.0, 1.9];
/// Most target pieces examined.
const TARGETS: usize = 8;

/// A point of `seat`'s frame (its edge at the bottom) on the board.
/// Quarter turns are exact, no trig: the inverse of the engine's frame.
pub fn from_seat_frame(seat: u8, p: Vec2) -> Vec2 {
    match seat % 4 {
        0 => p,
        1 => Vec2::new(p.y, -p.x),
        2 => Vec2::new(-p.x, -p.y),
        _ => Vec2::new(-p.y, p.x),
    }
}

/// Where the player to play may put the shooter: along the home line, and
/// (American rules) down the side alleys.
pub fn placements(game: &Game) -> Vec<Vec2> {
    let p = &game.spec().pitchnut;
    let seat = game.to_play();
    let r = p.shooter_radius;
    let h = p.field_half - r - 0.0005;
    // The home line itself, and two rows behind it for when pieces crowd it.
    let mut local: Vec<Vec2> = Vec::new();
    for back in [0.0f32, 0.04, 0.075] {
        let y = (p.home_line_y() - back).max(-h);
        local.extend((-6..=6).map(|k| Vec2::new(k as f32 * h / 6.0, y)));
    }
    if game.options().alleys == Alleys::American {
        for y in [-0.18f32, -0.10, -0.02] {
            local.push(Vec2::new(h, y));
            local.push(Vec2::new(-h, y));
        }
    }
    local
        .into_iter()
        .map(|l| from_seat_frame(seat, l))
        .filter(|&pos| {
            game.shot_input(&Flick {
                pos,
                velocity: Vec2::ZERO,
                spin: 0.0,
            })
            .is_ok()
        })
        .collect()
}

/// Does the shooter travel from `from` to `to` without meeting a peg or any
/// piece but `except`?
fn clear(spec: &Spec, game: &Game, from: Vec2, to: Vec2, except: u16) -> bool {
    let p = &spec.pitchnut;
    let rs = p.shooter_radius;
    let seg = super::crokinole_candidates::segment_distance;
    p.pegs()
        .into_iter()
        .all(|(g, gr)| seg(from, to, g) > gr + rs + 0.001)
        && game.board().iter().all(|d| {
            d.id == except
                || matches!(d.place, Place::Stacked(_))
                || seg(from, to, d.pos) > p.radius(d.kind) + rs + 0.001
        })
}

/// Pieces the player to play wants down, easiest (nearest an edge) first.
fn targets(game: &Game) -> Vec<(u16, Vec2)> {
    let spec = game.spec();
    let h = spec.pitchnut.field_half;
    let team = game.team_of(game.to_play());
    let colour = game.colour_of(team);
    let done = game.shoots_for_poison(team);
    let mut out: Vec<(u16, Vec2, f32)> = game
        .board()
        .iter()
        .filter(|d| d.place == Place::Board)
        .filter(|d| match pitchnut::piece_colour(d.id) {
            None => done,
            Some(c) => !done && colour.is_none_or(|own| own == c),
        })
        .map(|d| {
            let to_edge = (h - d.pos.x.abs()).min(h - d.pos.y.abs());
            (d.id, d.pos, to_edge)
        })
        .collect();
    out.sort_by(|a, b| a.2.total_cmp(&b.2).then(a.0.cmp(&b.0)));
    out.truncate(TARGETS);
    out.into_iter().map(|(id, pos, _)| (id, pos)).collect()
}

/// The speed the shooter needs to send a piece `push` metres through a hit
/// at `cut` radians, after sliding `travel` to the contact.
fn pot_speed(spec: &Spec, push: f32, cut: f32, travel: f32) -> f32 {
    let p = &spec.pitchnut;
    let decel = p.mu_surface * G;
    let e = p.materials.restitution_disc_disc;
    let (ms, mp) = (p.shooter_mass, p.piece_mass);
    // The piece leaves with this share of the shooter's normal speed.
    let transfer = (1.0 + e) * ms / (ms + mp);
    let piece = (2.0 * decel * push).sqrt() + 0.25;
    let at_contact = piece / (transfer * libm::cosf(cut).max(0.3));
    (at_contact * at_contact + 2.0 * decel * travel).sqrt()
}

/// Every candidate for the player to play, cut to `budget`.
pub fn generate(game: &Game, budget: usize) -> Vec<PitchnutShot> {
    // While a re-take is offered no shot is due: the choice comes first
    // (`pitchnut_retake`).
    if game.retake_offered() {
        return Vec::new();
    }
    let places = placements(game);
    if places.is_empty() {
        return Vec::new();
    }
    let spec = *game.spec();
    let mut g = Candidates {
        spec,
        game,
        max: spec.pitchnut.max_flick_speed(&spec.sim),
        places,
        tiers: [Vec::new(), Vec::new(), Vec::new()],
    };
    if !game.break_taken() {
        g.breaks();
    }
    for (t, (id, piece)) in targets(game).into_iter().enumerate() {
        g.pots(t, id, piece);
        // A bank: off the near rail of the field onto the piece is rare in
        // a gutter board; instead, a cut from the far side sends it along
        // the edge toward a pocket.
        if t < 2 {
            g.banks(piece);
        }
    }
    g.safeties();
    let tiers = g.tiers;
    let mut out: Vec<PitchnutShot> = tiers.into_iter().flatten().collect();
    out.truncate(budget.max(1));
    out
}

/// The candidates being gathered for one shot, in three tiers of promise.
struct Candidates<'a> {
    spec: Spec,
    game: &'a Game,
    /// The shooter's top flick speed.
    max: f32,
    /// Where the shooter may be placed.
    places: Vec<Vec2>,
    tiers: [Vec<PitchnutShot>; 3],
}

impl Candidates<'_> {
    fn add(&mut self, tier: usize, pos: Vec2, aim: Vec2, speed: f32, kind: PitchnutKind) {
        let dir = (aim - pos).normalize_or_zero();
        if dir != Vec2::ZERO && speed.is_finite() && speed > 0.0 {
            self.tiers[tier.min(2)].push(PitchnutShot {
                flick: Flick {
                    pos,
                    velocity: dir * speed.min(self.max),
                    spin: 0.0,
                },
                kind,
            });
        }
    }

    /// The break: the poison down on the break wins, so aim at it and just
    /// off it, from the middle and from either side.
    fn breaks(&mut self) {
        let p = &self.spec.pitchnut;
        let (max, home) = (self.max, p.home_line_y());
        let seat = self.game.to_play();
        for (i, x) in [0.0f32, 0.12, -0.12, 0.22, -0.22].iter().enumerate() {
            let pos = from_seat_frame(seat, Vec2::new(*x, home));
            if !self.places.iter().any(|q| q.distance(pos) < 1e-4) && !self.places.is_empty() {
                continue;
            }
            for (j, speed) in [max, 0.7 * max, 0.45 * max].iter().enumerate() {
                for (k, off) in [0.0f32, 0.012, -0.012].iter().enumerate() {
                    let aim = from_seat_frame(seat, Vec2::new(*off, 0.0));
                    let tier = (i > 0) as usize + (j + k > 1) as usize;
                    self.add(tier, pos, aim, *speed, PitchnutKind::Break);
                }
            }
        }
    }

    /// Pots of target `t` (the `t`-th most promising), piece `id` at `piece`:
    /// pushed toward the two nearest edges and the nearest pocket.
    fn pots(&mut self, t: usize, id: DiscId, piece: Vec2) {
        let p = &self.spec.pitchnut;
        let h = p.field_half;
        let contact = p.piece_radius + p.shooter_radius;
        let mut dirs: Vec<(Vec2, f32)> = vec![
            (Vec2::new(1.0, 0.0), h - piece.x),
            (Vec2::new(-1.0, 0.0), h + piece.x),
            (Vec2::new(0.0, 1.0), h - piece.y),
            (Vec2::new(0.0, -1.0), h + piece.y),
        ];
        dirs.sort_by(|a, b| a.1.total_cmp(&b.1));
        dirs.truncate(2);
        let pocket = p
            .pockets()
            .into_iter()
            .min_by(|a, b| a.distance(piece).total_cmp(&b.distance(piece)))
            .unwrap_or(Vec2::ZERO);
        dirs.push(((pocket - piece).normalize_or_zero(), pocket.distance(piece)));
        for (k, (d, push)) in dirs.into_iter().enumerate() {
            let ghost = piece - d * contact;
            // Placements that see the ghost with a cut we can make, straightest first.
            let mut ok: Vec<(f32, Vec2)> = self
                .places
                .iter()
                .map(|&pos| {
                    let u = (ghost - pos).normalize_or_zero();
                    (libm::acosf(u.dot(d).clamp(-1.0, 1.0)), pos)
                })
                .filter(|(cut, pos)| {
                    *cut < MAX_CUT && clear(&self.spec, self.game, *pos, ghost, id)
                })
                .collect();
            ok.sort_by(|a, b| a.0.total_cmp(&b.0));
            for (i, (cut, pos)) in ok.into_iter().take(2).enumerate() {
                let base = pot_speed(&self.spec, push, cut, pos.distance(ghost));
                for (j, m) in POT_SPEED.iter().enumerate() {
                    let tier = usize::from(t >= 3 || k == 2) + usize::from(i + j > 1);
                    self.add(tier, pos, ghost, base * m, PitchnutKind::Pot);
                }
            }
        }
    }

    fn banks(&mut self, piece: Vec2) {
        let p = &self.spec.pitchnut;
        let contact = p.piece_radius + p.shooter_radius;
        let places: Vec<Vec2> = self.places.iter().step_by(3).copied().collect();
        for pos in places {
            let u = (piece - pos).normalize_or_zero();
            let aim = piece - u.perp() * (contact * 0.7);
            let speed = pot_speed(&self.spec, 0.3, 0.8, pos.distance(piece));
            self.add(2, pos, aim, speed, PitchnutKind::Bank);
        }
    }

    /// Safeties: roll softly up the field, touching little; and shots into
    /// the centre stack, so there is always something to play. Under the
    /// beginners' rules a shot that touches no piece is taken again (once
    /// a turn before engine 6; at engine 6 as the AI chooses, up to
    /// `pitchnut_retake::MAX_RETAKES`), so a soft roll changes nothing but
    /// the clock and an AI that likes it would roll until the bound (the
    /// soak found such matches): only the shots into the stack stay. The
    /// same once the team's pieces are all down: only the poison can win
    /// it the game, and a roll that leaves it where it lies can be chosen
    /// turn after turn while the other side falls behind (the top level
    /// rolled for more than 130 turns against a player who kept scratching).
    fn safeties(&mut self) {
        let mu = self.spec.pitchnut.mu_surface;
        let seat = self.game.to_play();
        let forward = from_seat_frame(seat, Vec2::new(0.0, 1.0));
        let for_poison = self.game.shoots_for_poison(self.game.team_of(seat));
        let rolls = !self.game.options().beginner && !for_poison;
        // Shooting for the poison, the firm shots go at it, hard enough to
        // reach it and send it on a little or further, whatever lies in the
        // way: with the centre cleared a shot there moved nothing, and the
        // top level chose it turn after turn (28 turns running in a browser
        // game of pitchnut_aim.mjs) while its poison lay behind one of the
        // other side's pieces.
        let poison = self
            .game
            .board()
            .iter()
            .find(|d| d.kind == DiscKind::Poison && d.place == Place::Board)
            .map(|d| d.pos)
            .filter(|_| for_poison);
        let n = self.places.len();
        for (i, k) in [n / 4, n / 2, 3 * n / 4].into_iter().enumerate() {
            let Some(&pos) = self.places.get(k) else {
                continue;
            };
            let travel = 0.12 + 0.05 * i as f32;
            let speed = (2.0 * mu * G * travel).sqrt();
            if rolls {
                self.add(
                    1 + usize::from(i > 0),
                    pos,
                    pos + forward,
                    speed,
                    PitchnutKind::Safety,
                );
            }
            match poison {
                Some(at) => {
                    for push in [0.05f32, 0.25] {
                        let speed = pot_speed(&self.spec, push, 0.0, pos.distance(at));
                        self.add(2, pos, at, speed, PitchnutKind::Safety);
                    }
                }
                None => {
                    for speed in [1.5f32, 3.0] {
                        self.add(2, pos, Vec2::ZERO, speed, PitchnutKind::Safety);
                    }
                }
            }
        }
    }
}
