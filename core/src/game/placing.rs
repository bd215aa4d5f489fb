//! Where the waiting disc sits on its seat's line, as one number `place`:
//! crokinole, an angle on the shooting line; pitchnut, a distance along the
//! seat's `NutPath`. The rules of where it may go are the engine's; these
//! are the line's own limits (the crokinole quarter) and the nearest spot
//! where the disc overlaps nothing, which a screen snaps a finger to.

use super::driver::Match;
use super::nut_path::NutPath;
use super::view::Turn;
use crate::geom::{Vec2, wrap_angle};
use crate::spec::{BoardKind, seat_angle};
use core::f32::consts::{FRAC_PI_2, FRAC_PI_4};

/// Crokinole: how far either side of its seat's direction a disc may be
/// placed (rad): the seat's quarter of the shooting line.
pub const QUARTER_HALF_ANGLE: f32 = FRAC_PI_4;

/// Crokinole: the placement nearest to board point `b` in `seat`'s quarter.
pub fn quarter_place(seat: u8, b: Vec2) -> f32 {
    let home = seat_angle(seat);
    let d = wrap_angle(b.angle() - home).clamp(-QUARTER_HALF_ANGLE, QUARTER_HALF_ANGLE);
    home + d
}

impl Match {
    /// Pitchnut: the path the shooter may be dragged along (home line, and
    /// with American rules the side alleys), in the shooter's seat frame.
    pub fn nut_path(&self) -> NutPath {
        NutPath::new(&self.spec.pitchnut, self.side_alleys())
    }

    /// The placement a new turn starts from when the seat has none of its
    /// own: straight ahead of the seat.
    pub fn home_place(&self, seat: u8) -> f32 {
        match self.board() {
            BoardKind::Crokinole => seat_angle(seat),
            BoardKind::Pitchnut => 0.0,
        }
    }

    /// The waiting disc's centre for placement `place`.
    pub fn place_pos(&self, seat: u8, place: f32) -> Vec2 {
        match self.board() {
            BoardKind::Crokinole => {
                Vec2::from_angle(place) * self.spec.crokinole.shooting_line_radius
            }
            BoardKind::Pitchnut => self
                .nut_path()
                .point(place)
                .rotate(seat_angle(seat) + FRAC_PI_2),
        }
    }

    /// The placement nearest to board point `b`, kept on the seat's line
    /// (crokinole: in its quarter).
    pub fn place_from(&self, seat: u8, b: Vec2) -> f32 {
        match self.board() {
            BoardKind::Crokinole => quarter_place(seat, b),
            BoardKind::Pitchnut => self
                .nut_path()
                .nearest(b.rotate(-(seat_angle(seat) + FRAC_PI_2))),
        }
    }

    /// The line's direction at placement `place` (board metres, unit).
    pub fn line_tangent(&self, seat: u8, place: f32) -> Vec2 {
        match self.board() {
            BoardKind::Crokinole => Vec2::from_angle(place).perp(),
            BoardKind::Pitchnut => self
                .nut_path()
                .tangent(place)
                .rotate(seat_angle(seat) + FRAC_PI_2),
        }
    }

    /// `want`, or the nearest placement to it where `turn`'s disc overlaps
    /// nothing (pitchnut: and the engine takes the spot), searched outward
    /// both ways in small steps; `want` itself when the line is full.
    pub fn free_place(&self, turn: &Turn, want: f32) -> f32 {
        let board = self.board();
        let r = self.spec.radius(board, turn.kind);
        let free = |p: f32| {
            let pos = self.place_pos(turn.seat, p);
            self.pieces()
                .iter()
                .filter(|q| q.disc.place.in_play())
                .all(|q| {
                    let qr = self.spec.radius(board, q.disc.kind);
                    q.disc.pos.distance(pos) >= r + qr + 0.0005
                })
                // Pitchnut: the engine's own check (pegs, the alleys' rules) too.
                && (board == BoardKind::Crokinole || self.check_place(pos).is_ok())
        };
        let (step, range) = match board {
            BoardKind::Crokinole => (0.002, QUARTER_HALF_ANGLE),
            BoardKind::Pitchnut => (0.001, self.nut_path().limit()),
        };
        let base = self.home_place(turn.seat);
        for k in 0..2000 {
            for sign in [1.0, -1.0] {
                let p = want + sign * k as f32 * step;
                if (p - base).abs() <= range && free(p) {
                    return p;
                }
            }
        }
        want
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MatchSettings;
    use crate::save::{MatchRecord, PitchnutStart, Player, Profiles, Seated};
    use crate::shot::Place;
    use crate::spec::Spec;
    use crate::{crokinole, pitchnut};

    fn started(board: BoardKind) -> Match {
        let mut game =
            Match::new(MatchSettings::default_for(board), 3, &Profiles::default()).unwrap();
        game.choose_by_rule().unwrap();
        game
    }

    /// The shell's arithmetic, written out: the same bits.
    #[test]
    fn the_crokinole_quarter_clamps_to_45_degrees_either_side() {
        for seat in 0..4u8 {
            let home = seat_angle(seat);
            for deg in [-170.0f32, -60.0, -45.0, -10.0, 0.0, 30.0, 44.9, 90.0, 180.0] {
                let b = Vec2::from_angle(home + deg.to_radians()) * 0.2;
                let want = home + wrap_angle(b.angle() - home).clamp(-FRAC_PI_4, FRAC_PI_4);
                assert_eq!(quarter_place(seat, b).to_bits(), want.to_bits());
                assert!((quarter_place(seat, b) - home).abs() <= FRAC_PI_4 + 1e-6);
            }
        }
        // Far past the quarter's edge: held at it.
        let p = quarter_place(0, Vec2::from_angle(seat_angle(0) + 1.2));
        assert_eq!(p.to_bits(), (seat_angle(0) + FRAC_PI_4).to_bits());
    }

    #[test]
    fn a_placement_round_trips_through_its_point_on_both_boards() {
        for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
            let game = started(board);
            let seat = game.next_turn().unwrap().seat;
            let home = game.home_place(seat);
            for d in [-0.3f32, -0.1, 0.0, 0.05, 0.2] {
                let p = home + d;
                let back = game.place_from(seat, game.place_pos(seat, p));
                assert!((back - p).abs() < 1e-4, "{board:?} {p} came back {back}");
                assert!((game.line_tangent(seat, p).length() - 1.0).abs() < 1e-5);
            }
        }
    }

    /// A two-player match with one disc lying on `seat`'s home spot.
    fn with_a_disc_on_the_home_spot(board: BoardKind) -> Match {
        let seat = 2;
        let guests = [0u8, 2].map(|seat| Seated {
            seat,
            player: Player::Guest {
                name: format!("seat {seat}"),
            },
        });
        let record = match board {
            BoardKind::Crokinole => {
                let setup = crokinole::Setup {
                    table: Some(crokinole::TableKind::TwoPlayers),
                    first_shooter: Some(0),
                    board: vec![crokinole::BoardPuck {
                        id: crokinole::puck_id(0, 0),
                        pos: Vec2::from_angle(seat_angle(seat)) * 0.305,
                        place: Place::Board,
                    }],
                    ..Default::default()
                };
                MatchRecord::crokinole(setup, guests.to_vec(), 1)
            }
            BoardKind::Pitchnut => {
                let home = Spec::STANDARD.pitchnut.home_line_y();
                let setup = pitchnut::Setup {
                    moved: vec![pitchnut::Placed {
                        id: 5,
                        pos: Vec2::new(0.0, -home),
                        place: Place::Board,
                    }],
                    to_play: seat,
                    breaker: Some(0),
                    break_taken: true,
                    ..Default::default()
                };
                let start = PitchnutStart {
                    setup,
                    games_to_win: 1,
                };
                MatchRecord::pitchnut(start, guests.to_vec(), 1)
            }
        };
        Match::start(record, Spec::STANDARD).unwrap()
    }

    fn overlaps(game: &Match, turn: &Turn, place: f32) -> bool {
        let board = game.board();
        let pos = game.place_pos(turn.seat, place);
        let r = game.spec().radius(board, turn.kind);
        game.pieces()
            .iter()
            .filter(|q| q.disc.place.in_play())
            .any(|q| q.disc.pos.distance(pos) < r + game.spec().radius(board, q.disc.kind) + 0.0005)
    }

    #[test]
    fn a_free_spot_is_kept_and_a_taken_one_moves_to_the_nearest_free() {
        for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
            let game = started(board);
            let turn = game.next_turn().unwrap();
            let home = game.home_place(turn.seat);
            assert_eq!(game.free_place(&turn, home).to_bits(), home.to_bits());

            let game = with_a_disc_on_the_home_spot(board);
            let turn = game.next_turn().unwrap();
            assert_eq!(turn.seat, 2);
            let home = game.home_place(turn.seat);
            assert!(overlaps(&game, &turn, home), "{board:?}");
            let p = game.free_place(&turn, home);
            assert!(!overlaps(&game, &turn, p), "{board:?}");
            // Searched outward from home, + before - at each step.
            let step = if board == BoardKind::Crokinole {
                0.002
            } else {
                0.001
            };
            assert!(p > home, "{board:?}");
            assert!(
                overlaps(&game, &turn, p - step),
                "{board:?}: not the nearest"
            );
            assert!(
                overlaps(&game, &turn, home - (p - home) + step),
                "{board:?}"
            );
        }
    }
}
