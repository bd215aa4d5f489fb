//! The drills, and each attempt's starting position as a match record:
//! the practising player at seat 0, a stand-in opponent at seat 2 (never
//! asked to shoot: an attempt is one shot).

use crate::crokinole::{self, BoardPuck, MatchFormat, TableKind, puck_id};
use crate::geom::Vec2;
use crate::pitchnut::{self, Colour, Placed, Pocketed};
use crate::rng::Rng;
use crate::save::profile::{Player, Seated};
use crate::save::record::{MatchRecord, PitchnutStart};
use crate::shot::Place;
use crate::spec::{BoardKind, Spec, seat_angle};
use core::f32::consts::PI;

/// The practising player's seat; the stand-in opponent sits across.
pub const SHOOTER_SEAT: u8 = 0;
pub const OPPONENT_SEAT: u8 = 2;
/// Random open-20 spots stay this far (radians) inside the seat's quarter
/// of the shooting line.
pub const RANDOM_SPOT_HALF_ARC: f32 = 40.0 * PI / 180.0;
/// A shot placed farther than this (metres along the line) from the
/// drill's spot does not count: it is set up again.
pub const SPOT_TOLERANCE: f32 = 0.016;

/// Where open 20s are shot from, seen from the shooter's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    Centre,
    Left,
    Right,
    /// A new spot each attempt, from the session's seed.
    Random,
}

/// The scoring zone a takeout target sits in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    Five,
    Ten,
    Fifteen,
}

/// A pitchnut pocket, as the shooter at the home line sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NamedPocket {
    FarLeft,
    FarRight,
}

impl NamedPocket {
    /// The pocket's index in `PitchnutSpec::pockets` for seat 0.
    pub fn index(self) -> u8 {
        match self {
            NamedPocket::FarRight => 0,
            NamedPocket::FarLeft => 1,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drill {
    /// Crokinole: an empty board, a shot at the 20 hole.
    OpenTwenty(Spot),
    /// Crokinole: a lone opponent puck in a zone; take it off and stay on.
    Takeout(Zone),
    /// Crokinole: an empty board; come to rest hidden behind a post.
    DrawBehindPost,
    /// Pitchnut: a lone piece of your colour; cut it into the named pocket.
    CutShot(NamedPocket),
    /// Pitchnut: the break; sink a piece and keep the turn.
    Break,
}

/// Set positions a drill cycles through (takeouts, cut shots).
const SET_POSITIONS: u32 = 3;

impl Drill {
    /// Every drill, in the order the shell lists them.
    pub const ALL: [Drill; 10] = [
        Drill::OpenTwenty(Spot::Centre),
        Drill::OpenTwenty(Spot::Left),
        Drill::OpenTwenty(Spot::Right),
        Drill::OpenTwenty(Spot::Random),
        Drill::Takeout(Zone::Five),
        Drill::Takeout(Zone::Ten),
        Drill::Takeout(Zone::Fifteen),
        Drill::DrawBehindPost,
        Drill::CutShot(NamedPocket::FarLeft),
        Drill::CutShot(NamedPocket::FarRight),
    ];

    /// The drills of one game (the break is pitchnut's last).
    pub fn of(game: BoardKind) -> Vec<Drill> {
        let mut v: Vec<Drill> = Drill::ALL
            .into_iter()
            .filter(|d| d.game() == game)
            .collect();
        if game == BoardKind::Pitchnut {
            v.push(Drill::Break);
        }
        v
    }

    pub fn game(self) -> BoardKind {
        match self {
            Drill::OpenTwenty(_) | Drill::Takeout(_) | Drill::DrawBehindPost => {
                BoardKind::Crokinole
            }
            Drill::CutShot(_) | Drill::Break => BoardKind::Pitchnut,
        }
    }

    /// Whether the open-20 yardstick applies: the tiers are open-20 rates.
    pub fn is_open_twenty(self) -> bool {
        matches!(self, Drill::OpenTwenty(_))
    }

    /// A stable name for the save and the CLI.
    pub fn id(self) -> &'static str {
        match self {
            Drill::OpenTwenty(Spot::Centre) => "open20-centre",
            Drill::OpenTwenty(Spot::Left) => "open20-left",
            Drill::OpenTwenty(Spot::Right) => "open20-right",
            Drill::OpenTwenty(Spot::Random) => "open20-random",
            Drill::Takeout(Zone::Five) => "takeout-5",
            Drill::Takeout(Zone::Ten) => "takeout-10",
            Drill::Takeout(Zone::Fifteen) => "takeout-15",
            Drill::DrawBehindPost => "draw-behind-post",
            Drill::CutShot(NamedPocket::FarLeft) => "cut-far-left",
            Drill::CutShot(NamedPocket::FarRight) => "cut-far-right",
            Drill::Break => "break",
        }
    }

    pub fn from_id(id: &str) -> Option<Drill> {
        Drill::ALL
            .into_iter()
            .chain([Drill::Break])
            .find(|d| d.id() == id)
    }

    /// Open 20s: the angle on the shooting line attempt `n` is shot from.
    /// None for drills where the shooter places freely.
    pub fn spot(self, seed: u64, n: u32) -> Option<f32> {
        let home = seat_angle(SHOOTER_SEAT);
        // Seat 0 faces +y: its left is -x, which is a larger angle here.
        let side = 25.0 * PI / 180.0;
        match self {
            Drill::OpenTwenty(Spot::Centre) => Some(home),
            Drill::OpenTwenty(Spot::Left) => Some(home - side),
            Drill::OpenTwenty(Spot::Right) => Some(home + side),
            Drill::OpenTwenty(Spot::Random) => {
                let mut rng =
                    Rng::new(seed ^ (u64::from(n) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
                Some(home + rng.range(-RANDOM_SPOT_HALF_ARC, RANDOM_SPOT_HALF_ARC))
            }
            _ => None,
        }
    }

    /// Whether a shot placed at `at` counts for attempt `n` (open 20s
    /// must be shot from the drill's spot).
    pub fn accepts(self, spec: &Spec, seed: u64, n: u32, at: Vec2) -> bool {
        match self.spot(seed, n) {
            Some(angle) => {
                let want = Vec2::from_angle(angle) * spec.crokinole.shooting_line_radius;
                want.distance(at) <= SPOT_TOLERANCE
            }
            None => true,
        }
    }

    /// Takeouts: where the opponent's puck lies for attempt `n`.
    pub fn target(self, spec: &Spec, n: u32) -> Option<Vec2> {
        let c = &spec.crokinole;
        let offsets = [0.0, PI / 4.0, -PI / 4.0];
        let off = offsets[(n % SET_POSITIONS) as usize];
        match self {
            Drill::Takeout(zone) => {
                let r = match zone {
                    Zone::Five => (c.ten_radius + c.shooting_line_radius) * 0.5,
                    Zone::Ten => (c.fifteen_radius + c.ten_radius) * 0.5,
                    Zone::Fifteen => (c.hole_radius + c.fifteen_radius) * 0.5 + 0.01,
                };
                // In the shooter's half: the angle of the shooter's seat,
                // then 45 degrees either side (between the posts).
                Some(Vec2::from_angle(seat_angle(SHOOTER_SEAT) + off) * r)
            }
            Drill::CutShot(pocket) => {
                // Three set spots of a piece of the shooter's colour on the
                // pocket's side of the centre screws, none on a straight
                // line from the home line to the pocket.
                let sx = if pocket == NamedPocket::FarRight {
                    1.0
                } else {
                    -1.0
                };
                let spots = [(0.20, 0.24), (0.25, 0.17), (0.12, 0.25)];
                let (x, y) = spots[(n % SET_POSITIONS) as usize];
                Some(Vec2::new(sx * x, y))
            }
            _ => None,
        }
    }

    /// The match record attempt `n` starts from: nothing played yet, the
    /// practising player to shoot.
    pub fn record(self, spec: &Spec, n: u32, shooter: Player, opponent: Player) -> MatchRecord {
        let players = vec![
            Seated {
                seat: SHOOTER_SEAT,
                player: shooter,
            },
            Seated {
                seat: OPPONENT_SEAT,
                player: opponent,
            },
        ];
        match self.game() {
            BoardKind::Crokinole => {
                let mut setup = crokinole::Setup {
                    table: Some(TableKind::TwoPlayers),
                    format: MatchFormat::BestOfSeven,
                    first_shooter: Some(SHOOTER_SEAT),
                    ..Default::default()
                };
                if let Some(pos) = self.target(spec, n) {
                    // The opponent shot first this round: their puck lies
                    // there, and it is the shooter's turn.
                    setup.first_shooter = Some(OPPONENT_SEAT);
                    setup.board = vec![BoardPuck {
                        id: puck_id(OPPONENT_SEAT, 0),
                        pos,
                        place: Place::Board,
                    }];
                }
                MatchRecord::crokinole(setup, players, 0)
            }
            BoardKind::Pitchnut => {
                let mut setup = pitchnut::Setup {
                    to_play: SHOOTER_SEAT,
                    breaker: Some(SHOOTER_SEAT),
                    ..Default::default()
                };
                if let Some(pos) = self.target(spec, n) {
                    // One black piece (the shooter's colour) and the poison
                    // left; every other piece already in a pocket.
                    setup.break_taken = true;
                    setup.team0_colour = Some(Colour::Black);
                    setup.board = Some(vec![
                        Placed {
                            id: pitchnut::POISON,
                            pos: Vec2::ZERO,
                            place: Place::Board,
                        },
                        Placed {
                            id: TARGET_PIECE,
                            pos,
                            place: Place::Board,
                        },
                    ]);
                    setup.pocketed = (1..=pitchnut::PIECES)
                        .filter(|&id| id != TARGET_PIECE)
                        .map(|id| Pocketed {
                            id,
                            pocket: (id % 4) as u8,
                        })
                        .collect();
                }
                MatchRecord::pitchnut(
                    PitchnutStart {
                        setup,
                        games_to_win: 1,
                    },
                    players,
                    0,
                )
            }
        }
    }
}

/// The cut shots' piece: black, the shooter's colour.
pub const TARGET_PIECE: crate::shot::DiscId = 1;

#[cfg(test)]
#[path = "drill_tests.rs"]
mod drill_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::save::Replay;

    #[test]
    fn every_drill_has_a_legal_start_with_the_shooter_to_play() {
        let spec = Spec::STANDARD;
        let me = Player::Guest { name: "Ana".into() };
        let them = Player::Guest { name: "Ben".into() };
        for d in Drill::ALL.into_iter().chain([Drill::Break]) {
            assert_eq!(Drill::from_id(d.id()), Some(d));
            for n in 0..SET_POSITIONS {
                let r = d.record(&spec, n, me.clone(), them.clone());
                let game = crate::game::Match::resume(
                    Replay::new(r).unwrap_or_else(|e| panic!("{d:?} {n}: {e}")),
                );
                let turn = game.next_turn().unwrap_or_else(|| panic!("{d:?}: no turn"));
                assert_eq!(turn.seat, SHOOTER_SEAT, "{d:?}");
                if let Some(a) = d.spot(7, n) {
                    let at = Vec2::from_angle(a) * spec.crokinole.shooting_line_radius;
                    game.check_place(at)
                        .unwrap_or_else(|e| panic!("{d:?}: {e:?}"));
                    assert!(d.accepts(&spec, 7, n, at));
                    let off = Vec2::from_angle(a + 0.2) * spec.crokinole.shooting_line_radius;
                    assert!(!d.accepts(&spec, 7, n, off));
                }
            }
        }
        assert_eq!(Drill::of(BoardKind::Crokinole).len(), 8);
        assert_eq!(Drill::of(BoardKind::Pitchnut).len(), 3);
    }

    #[test]
    fn random_spots_vary_stay_on_the_seat_arc_and_repeat_by_seed() {
        let d = Drill::OpenTwenty(Spot::Random);
        let home = seat_angle(SHOOTER_SEAT);
        let spots: Vec<f32> = (0..50).map(|n| d.spot(3, n).unwrap()).collect();
        assert!(
            spots
                .iter()
                .all(|a| (a - home).abs() <= RANDOM_SPOT_HALF_ARC)
        );
        assert!(spots.windows(2).any(|w| w[0] != w[1]));
        let again: Vec<f32> = (0..50).map(|n| d.spot(3, n).unwrap()).collect();
        assert_eq!(spots, again);
        assert_ne!(
            spots,
            (0..50).map(|n| d.spot(4, n).unwrap()).collect::<Vec<_>>()
        );
    }

    fn me() -> Player {
        Player::Guest { name: "Ana".into() }
    }

    fn them() -> Player {
        Player::Guest { name: "Ben".into() }
    }

    fn near(a: Vec2, b: Vec2) -> bool {
        a.distance(b) < 1e-5
    }

    /// Seat 0 shoots from (0, -305 mm) towards +y: the left spot is 25
    /// degrees round to -x, the right one to +x; other drills have none.
    #[test]
    fn open_twenty_spots_are_the_seats_centre_and_25_degrees_either_side() {
        let spec = Spec::STANDARD;
        let at = |d: Drill| {
            Vec2::from_angle(d.spot(7, 0).unwrap()) * spec.crokinole.shooting_line_radius
        };
        let (s25, c25) = (25f32.to_radians().sin(), 25f32.to_radians().cos());
        assert!(near(
            at(Drill::OpenTwenty(Spot::Centre)),
            Vec2::new(0.0, -0.305)
        ));
        let left = at(Drill::OpenTwenty(Spot::Left));
        let right = at(Drill::OpenTwenty(Spot::Right));
        assert!(
            near(left, Vec2::new(-0.305 * s25, -0.305 * c25)),
            "{left:?}"
        );
        assert!(
            near(right, Vec2::new(0.305 * s25, -0.305 * c25)),
            "{right:?}"
        );
        for d in [
            Drill::Takeout(Zone::Five),
            Drill::DrawBehindPost,
            Drill::CutShot(NamedPocket::FarLeft),
            Drill::Break,
        ] {
            assert_eq!(d.spot(7, 0), None, "{d:?}");
            // Placed freely: any place counts.
            assert!(d.accepts(&spec, 7, 0, Vec2::ZERO), "{d:?}");
        }
    }

    /// A shot counts placed up to 16 mm from the spot along the line.
    #[test]
    fn a_shot_counts_within_16_mm_of_its_spot() {
        let spec = Spec::STANDARD;
        let d = Drill::OpenTwenty(Spot::Right);
        let a = d.spot(7, 0).unwrap();
        let r = spec.crokinole.shooting_line_radius;
        for (mm, counts) in [
            (0.0, true),
            (15.0, true),
            (-15.0, true),
            (17.0, false),
            (-17.0, false),
        ] {
            let at = Vec2::from_angle(a + mm / 1000.0 / r) * r;
            assert_eq!(d.accepts(&spec, 7, 0, at), counts, "{mm} mm");
        }
    }

    /// A takeout's target lies midway across its zone (254 mm from the
    /// centre for the 5s, 152.5 mm for the 10s, 69.75 mm for the 15s: 1 cm
    /// out from the middle, clear of the hole), straight in front of the
    /// shooter, then 45 degrees to one side and the other, and round again.
    #[test]
    fn takeout_targets_lie_across_their_zone_ahead_then_45_degrees_either_side() {
        let spec = Spec::STANDARD;
        let home = seat_angle(SHOOTER_SEAT);
        for (zone, r) in [
            (Zone::Five, 0.254),
            (Zone::Ten, 0.1525),
            (Zone::Fifteen, 0.06975),
        ] {
            let d = Drill::Takeout(zone);
            for (n, off) in [
                (0, 0.0),
                (1, 45.0),
                (2, -45.0),
                (3, 0.0),
                (4, 45.0),
                (5, -45.0),
            ] {
                let want = Vec2::from_angle(home + f32::to_radians(off)) * r;
                let got = d.target(&spec, n).unwrap();
                assert!(near(got, want), "{zone:?} {n}: {got:?} {want:?}");
            }
        }
        for d in [
            Drill::OpenTwenty(Spot::Centre),
            Drill::DrawBehindPost,
            Drill::Break,
        ] {
            assert_eq!(d.target(&spec, 0), None, "{d:?}");
        }
    }

    /// The cut shot's piece sits on its pocket's side (+x for the far
    /// right pocket, the (+, +) corner), at three set spots in turn.
    #[test]
    fn cut_shot_pieces_sit_on_their_pockets_side_at_three_spots() {
        let spec = Spec::STANDARD;
        let spots = [(0.20, 0.24), (0.25, 0.17), (0.12, 0.25), (0.20, 0.24)];
        for (n, (x, y)) in spots.into_iter().enumerate() {
            let n = n as u32;
            let right = Drill::CutShot(NamedPocket::FarRight).target(&spec, n);
            let left = Drill::CutShot(NamedPocket::FarLeft).target(&spec, n);
            assert_eq!(right, Some(Vec2::new(x, y)), "{n}");
            assert_eq!(left, Some(Vec2::new(-x, y)), "{n}");
        }
        let pockets = spec.pitchnut.pockets();
        let far_right = pockets[NamedPocket::FarRight.index() as usize];
        let far_left = pockets[NamedPocket::FarLeft.index() as usize];
        assert!(far_right.x > 0.0 && far_right.y > 0.0, "{far_right:?}");
        assert!(far_left.x < 0.0 && far_left.y > 0.0, "{far_left:?}");
    }

    #[test]
    fn each_drill_belongs_to_its_game_and_only_open_twenties_use_the_yardstick() {
        for d in Drill::ALL.into_iter().chain([Drill::Break]) {
            let crokinole = matches!(
                d,
                Drill::OpenTwenty(_) | Drill::Takeout(_) | Drill::DrawBehindPost
            );
            let game = if crokinole {
                BoardKind::Crokinole
            } else {
                BoardKind::Pitchnut
            };
            assert_eq!(d.game(), game, "{d:?}");
            assert!(Drill::of(game).contains(&d), "{d:?}");
            assert_eq!(
                d.is_open_twenty(),
                matches!(d, Drill::OpenTwenty(_)),
                "{d:?}"
            );
        }
        assert_eq!(
            Drill::of(BoardKind::Pitchnut),
            vec![
                Drill::CutShot(NamedPocket::FarLeft),
                Drill::CutShot(NamedPocket::FarRight),
                Drill::Break
            ]
        );
        assert_eq!(Drill::of(BoardKind::Crokinole), Drill::ALL[..8].to_vec());
        assert_eq!(
            Drill::from_id("takeout-15"),
            Some(Drill::Takeout(Zone::Fifteen))
        );
        assert_eq!(Drill::from_id("break"), Some(Drill::Break));
        assert_eq!(Drill::from_id("open20"), None);
    }

    /// A takeout starts with the opponent's one puck on its target, the
    /// opponent having shot first; an open 20 on an empty board with the
    /// shooter first; the shooter at seat 0, the stand-in at seat 2.
    #[test]
    fn crokinole_starts_hold_the_target_puck_or_nothing() {
        let spec = Spec::STANDARD;
        let r = Drill::Takeout(Zone::Ten).record(&spec, 1, me(), them());
        let players: Vec<(u8, Player)> = r
            .players
            .iter()
            .map(|s| (s.seat, s.player.clone()))
            .collect();
        assert_eq!(players, vec![(0, me()), (2, them())]);
        let setup = r.crokinole.unwrap();
        assert_eq!(setup.first_shooter, Some(OPPONENT_SEAT));
        assert_eq!(setup.board.len(), 1);
        assert_eq!(setup.board[0].id, puck_id(OPPONENT_SEAT, 0));
        assert_eq!(
            Some(setup.board[0].pos),
            Drill::Takeout(Zone::Ten).target(&spec, 1)
        );
        let r = Drill::OpenTwenty(Spot::Left).record(&spec, 1, me(), them());
        let setup = r.crokinole.unwrap();
        assert_eq!(setup.first_shooter, Some(SHOOTER_SEAT));
        assert!(setup.board.is_empty());
        assert!(r.pitchnut.is_none());
    }

    /// A cut shot starts after the break with the poison on the centre and
    /// the black piece on its spot, the other 19 pieces shared among the
    /// four pockets (piece k in pocket k mod 4); the break from the start.
    #[test]
    fn pitchnut_starts_hold_the_target_piece_or_the_break() {
        let spec = Spec::STANDARD;
        let d = Drill::CutShot(NamedPocket::FarLeft);
        let r = d.record(&spec, 2, me(), them());
        let setup = r.pitchnut.unwrap().setup;
        assert!(setup.break_taken);
        assert_eq!(setup.team0_colour, Some(Colour::Black));
        let board: Vec<(crate::shot::DiscId, Vec2)> =
            setup.board.unwrap().iter().map(|p| (p.id, p.pos)).collect();
        assert_eq!(
            board,
            vec![
                (pitchnut::POISON, Vec2::ZERO),
                (TARGET_PIECE, Vec2::new(-0.12, 0.25))
            ]
        );
        assert_eq!(setup.pocketed.len(), 19);
        let mut per_pocket = [0; 4];
        for p in &setup.pocketed {
            assert_ne!(p.id, TARGET_PIECE);
            assert_eq!(u32::from(p.pocket), u32::from(p.id) % 4, "{p:?}");
            per_pocket[p.pocket as usize] += 1;
        }
        assert_eq!(per_pocket, [5, 4, 5, 5]);
        let setup = Drill::Break
            .record(&spec, 0, me(), them())
            .pitchnut
            .unwrap()
            .setup;
        assert!(!setup.break_taken && setup.board.is_none() && setup.pocketed.is_empty());
        assert_eq!(
            (setup.to_play, setup.breaker),
            (SHOOTER_SEAT, Some(SHOOTER_SEAT))
        );
    }
}
