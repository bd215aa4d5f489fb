//! Counts for the HUD and the round's end: pucks left, 20s, points by
//! zone, games won. Numbers only; the shell says them.

use super::view::Side;
use crate::crokinole::{self, MatchFormat, puck_value};
use crate::geom::Vec2;
use crate::pitchnut;
use crate::save::replay::PitchnutMatch;
use crate::spec::CrokinoleSpec;

/// Pucks by where they scored: 20s (the rail and any flat in the hole),
/// then the 15, 10 and 5 zones.
pub type Zones = [u32; 4];

/// A crokinole side now.
#[derive(Clone, Debug, PartialEq)]
pub struct SideTally {
    pub side: crokinole::Side,
    pub colour: Side,
    /// Points its pucks lying on the board are worth now (not its 20s).
    pub on_board: u32,
    /// Pucks its players have still to shoot this round.
    pub pucks_left: u32,
    /// 20s on the rail this round.
    pub twenties: u32,
    pub round_wins: u32,
    /// Points (or match points in a tournament) so far.
    pub total: u32,
    pub format: MatchFormat,
}

impl SideTally {
    /// The side's points for the round if it ended now: its pucks on the
    /// board and its 20s, as the round's count adds them.
    pub fn round_points(&self) -> u32 {
        self.on_board + crokinole::scoring::TWENTY * self.twenties
    }
}

/// A pitchnut team now.
#[derive(Clone, Debug, PartialEq)]
pub struct TeamTally {
    pub team: u8,
    pub colour: Option<pitchnut::Colour>,
    /// Pieces still to sink; None while the colours are open.
    pub pieces_left: Option<u32>,
    /// Extra turns banked, when this team is to play.
    pub banked: u8,
    /// Pieces it owes to the centre.
    pub owed: u32,
    pub games_won: u8,
}

/// A puck that scored at a round's end.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScoredPuck {
    /// Where it lay, in board metres; a 20 on the rail lies at the centre.
    pub pos: Vec2,
    pub side: Side,
    pub points: u32,
}

/// A finished crokinole round.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundTally {
    /// From 0.
    pub round: u32,
    pub winner: Option<crokinole::Side>,
    /// Each side's points for the round and how it made them.
    pub sides: Vec<(crokinole::Side, u32, Zones)>,
    pub scored: Vec<ScoredPuck>,
    /// Each side as the round ended, before it was counted into the match:
    /// its pucks on the board and its 20s, no pucks left, the match so far.
    pub ended: Vec<SideTally>,
}

/// Crokinole: pucks `seat` has shot this round.
fn shot_by(s: &crokinole::State, seat: u8) -> u32 {
    s.board()
        .iter()
        .map(|p| p.id)
        .chain(s.rail().iter().copied())
        .chain(s.ditch().iter().copied())
        .filter(|&id| crokinole::owner_of(id) == seat)
        .count() as u32
}

pub(super) fn sides(s: &crokinole::State, spec: &CrokinoleSpec) -> Vec<SideTally> {
    let t = s.table();
    t.sides()
        .into_iter()
        .map(|side| {
            let pucks_left = t
                .seats()
                .iter()
                .filter(|&&x| t.side_of(x) == side)
                .map(|&x| (t.pucks_each() as u32).saturating_sub(shot_by(s, x)))
                .sum();
            let twenties = s
                .rail()
                .iter()
                .filter(|&&id| t.side_of_puck(id) == side)
                .count() as u32;
            let st = s.standings().iter().find(|x| x.side == side);
            SideTally {
                side,
                colour: Side::of_colour(t.colour_of(side)),
                // The 20s in the hole are counted apart (`twenties`).
                on_board: s
                    .board()
                    .iter()
                    .filter(|p| t.side_of_puck(p.id) == side)
                    .map(|p| puck_value(spec, p.place, p.pos))
                    .sum(),
                pucks_left,
                twenties,
                round_wins: st.map_or(0, |x| x.round_wins),
                total: st.map_or(0, |x| x.total),
                format: s.format(),
            }
        })
        .collect()
}

pub(super) fn teams(m: &PitchnutMatch) -> Vec<TeamTally> {
    let g = &m.game;
    (0..2u8)
        .map(|team| TeamTally {
            team,
            colour: g.colour_of(team),
            pieces_left: g.pieces_left(team).map(|n| n as u32),
            banked: if g.team_of(g.to_play()) == team {
                g.extra_turns()
            } else {
                0
            },
            owed: g.owed(team) as u32,
            games_won: m.games_won[team as usize],
        })
        .collect()
}

/// The round a crokinole step ended, counted from its `RoundOver` event;
/// `before`: the sides' counts before the step.
pub(super) fn round(
    s: &crokinole::State,
    spec: &CrokinoleSpec,
    events: &[crokinole::Event],
    before: &[SideTally],
) -> Option<RoundTally> {
    events.iter().find_map(|e| {
        let crokinole::Event::RoundOver {
            round,
            scores,
            winner,
            board,
            rail,
            ..
        } = e
        else {
            return None;
        };
        let t = s.table();
        let mut sides = Vec::new();
        let mut scored = Vec::new();
        for sc in scores {
            let side = Side::of_colour(t.colour_of(sc.side));
            let mut zones: Zones = [0; 4];
            for _ in rail.iter().filter(|&&id| t.side_of_puck(id) == sc.side) {
                zones[0] += 1;
                scored.push(ScoredPuck {
                    pos: Vec2::new(0.0, 0.0),
                    side,
                    points: 20,
                });
            }
            for p in board.iter().filter(|p| t.side_of_puck(p.id) == sc.side) {
                let points = puck_value(spec, p.place, p.pos);
                if points > 0 {
                    scored.push(ScoredPuck {
                        pos: p.pos,
                        side,
                        points,
                    });
                }
                match points {
                    20 => zones[0] += 1,
                    15 => zones[1] += 1,
                    10 => zones[2] += 1,
                    5 => zones[3] += 1,
                    _ => {}
                }
            }
            sides.push((sc.side, sc.points, zones));
        }
        let ended = before
            .iter()
            .map(|b| SideTally {
                on_board: board
                    .iter()
                    .filter(|p| t.side_of_puck(p.id) == b.side)
                    .map(|p| puck_value(spec, p.place, p.pos))
                    .sum(),
                pucks_left: 0,
                twenties: rail
                    .iter()
                    .filter(|&&id| t.side_of_puck(id) == b.side)
                    .count() as u32,
                ..b.clone()
            })
            .collect();
        Some(RoundTally {
            round: *round,
            winner: *winner,
            sides,
            scored,
            ended,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crokinole::{BoardPuck, Setup, State, TableKind, puck_id};
    use crate::shot::Place;

    /// "N on the board" is what the pucks lying on the board are worth: a
    /// 20 already in the hole (on the rail) is counted with the 20s only.
    #[test]
    fn on_the_board_leaves_out_the_twenties_in_the_hole() {
        let spec = CrokinoleSpec::STANDARD;
        let puck = |id, x: f32, y: f32| BoardPuck {
            id,
            pos: Vec2::new(x, y),
            place: Place::Board,
        };
        // Seat 0: a 20, then a puck in the 10; seat 2: a puck in the 5.
        let setup = Setup {
            table: Some(TableKind::TwoPlayers),
            first_shooter: Some(0),
            board: vec![
                puck(puck_id(0, 1), 0.0, -0.15),
                puck(puck_id(2, 0), 0.0, 0.25),
            ],
            rail: vec![puck_id(0, 0)],
            ..Setup::default()
        };
        let state = State::new(&spec, &setup).expect("a legal position");
        let tallies = sides(&state, &spec);
        let of = |seat| {
            let side = state.table().side_of(seat);
            tallies.iter().find(|t| t.side == side).expect("a side")
        };
        assert_eq!((of(0).on_board, of(0).twenties), (10, 1));
        assert_eq!((of(2).on_board, of(2).twenties), (5, 0));
    }
}

#[cfg(test)]
mod round_tests {
    use super::*;
    use crate::crokinole::{BoardPuck, Event, Setup, State, TableKind, puck_id};
    use crate::shot::Place;

    /// The sides as the round ended: what lay on the board and the 20s,
    /// nothing left to shoot, and the match as it stood before the round.
    #[test]
    fn a_round_ends_with_its_board_its_twenties_and_the_match_before_it() {
        let spec = CrokinoleSpec::STANDARD;
        let setup = Setup {
            table: Some(TableKind::TwoPlayers),
            first_shooter: Some(0),
            ..Setup::default()
        };
        let state = State::new(&spec, &setup).expect("a legal position");
        let before: Vec<SideTally> = sides(&state, &spec)
            .into_iter()
            .map(|t| SideTally {
                round_wins: 2,
                total: 70,
                ..t
            })
            .collect();
        let ten = BoardPuck {
            id: puck_id(2, 4),
            pos: Vec2::new(0.0, 0.15),
            place: Place::Board,
        };
        let over = Event::RoundOver {
            round: 3,
            scores: Vec::new(),
            winner: None,
            board: vec![ten],
            rail: vec![puck_id(0, 1), puck_id(0, 7)],
            standings: Vec::new(),
        };
        let round = round(&state, &spec, &[over], &before).expect("a round");
        let of = |seat| {
            let side = state.table().side_of(seat);
            round.ended.iter().find(|t| t.side == side).expect("a side")
        };
        assert_eq!(
            (of(0).on_board, of(0).twenties, of(0).pucks_left),
            (0, 2, 0)
        );
        assert_eq!(
            (of(2).on_board, of(2).twenties, of(2).pucks_left),
            (10, 0, 0)
        );
        assert_eq!((of(2).round_wins, of(2).total), (2, 70));
    }
}

/// A whole round counted, number by number, on a table of two teams: what
/// each side scored and where (20s on the rail and flat in the hole, the 15,
/// 10 and 5 zones), which pucks the count shows, and each side as the round
/// ended; and the HUD's counts mid-round (`sides`, `teams`).
#[cfg(test)]
mod whole_round_tests {
    use super::*;
    use crate::crokinole::{
        BoardPuck, Event, Setup, SideScore, Standing, State, TableKind, puck_id, scoring,
    };
    use crate::pitchnut::{Colour as NutColour, Game, Options, Pocketed};
    use crate::shot::DiscId;
    use crate::shot::Place;

    const SPEC: CrokinoleSpec = CrokinoleSpec::STANDARD;

    fn flat(id: DiscId, x: f32, y: f32) -> BoardPuck {
        BoardPuck {
            id,
            pos: Vec2::new(x, y),
            place: Place::Board,
        }
    }

    fn placed(id: DiscId, place: Place, x: f32, y: f32) -> BoardPuck {
        BoardPuck {
            id,
            pos: Vec2::new(x, y),
            place,
        }
    }

    /// Two teams (seats 0 and 2 against 1 and 3), seven pucks shot: seats
    /// 0, 1 and 2 two each, seat 3 one. Team 0 (natural): 20s on the rail
    /// (seats 0 and 2), a 15 (seat 0), a 5 (seat 2); team 1 (black): a 10
    /// (seat 1), a 20 (seat 3), a puck in the ditch (seat 1). The match stands at 1 round
    /// won and 60 points against 2 and 85.
    fn mid_round() -> State {
        let setup = Setup {
            table: Some(TableKind::FourTeams),
            first_shooter: Some(0),
            board: vec![
                flat(puck_id(0, 1), 0.0, -0.06),
                flat(puck_id(2, 1), 0.0, 0.25),
                flat(puck_id(1, 1), 0.15, 0.0),
            ],
            rail: vec![puck_id(0, 0), puck_id(2, 0), puck_id(3, 0)],
            ditch: vec![puck_id(1, 0)],
            standings: vec![
                Standing {
                    side: 0,
                    round_wins: 1,
                    total: 60,
                },
                Standing {
                    side: 1,
                    round_wins: 2,
                    total: 85,
                },
            ],
            ..Setup::default()
        };
        State::new(&SPEC, &setup).expect("a legal position")
    }

    #[test]
    fn mid_round_each_side_has_its_own_pucks_left_twenties_and_match() {
        let state = mid_round();
        let got = sides(&state, &SPEC);
        let side = |side, colour, on_board, pucks_left, twenties, round_wins, total| SideTally {
            side,
            colour,
            on_board,
            pucks_left,
            twenties,
            round_wins,
            total,
            format: MatchFormat::BestOfSeven,
        };
        // Six pucks a player: team 0 has shot 2 + 2, team 1 2 + 1.
        assert_eq!(
            got,
            vec![
                side(0, Side::Light, 20, 8, 2, 1, 60),
                side(1, Side::Dark, 10, 9, 1, 2, 85),
            ]
        );
    }

    /// Mid-round, a side's round points are what the round's count would
    /// give it if the round ended now: the board and the 20s together.
    #[test]
    fn mid_round_points_agree_with_the_count_of_the_same_board() {
        let state = mid_round();
        let counted = scoring::tally(
            &SPEC,
            state.table(),
            state.board().iter().map(|p| (p.id, p.place, p.pos)),
            state.rail(),
        );
        let got: Vec<(u8, u32)> = sides(&state, &SPEC)
            .iter()
            .map(|t| (t.side, t.round_points()))
            .collect();
        let want: Vec<(u8, u32)> = counted.iter().map(|s| (s.side, s.points)).collect();
        assert_eq!(got, want);
        assert_eq!(got, vec![(0, 60), (1, 30)]);
    }

    /// The round that ends: team 0 has a 20 flat in the hole, two 20s on
    /// the rail, a leaner in the hole (15), a 15 and a 10; team 1 a 20 on
    /// the rail, a 5 twice, a puck on a post (30), a puck past the shooting
    /// line (nothing). Team 0 scores 20 + 40 + 15 + 15 + 10 = 100, team 1
    /// 20 + 5 + 5 + 30 = 60.
    #[test]
    fn a_whole_round_is_counted_by_side_and_zone_with_every_scoring_puck() {
        let state = mid_round();
        let before = sides(&state, &SPEC);
        let board = vec![
            placed(puck_id(0, 2), Place::Hole, 0.0, 0.0),
            placed(puck_id(2, 2), Place::HoleLeaner, 0.02, 0.0),
            flat(puck_id(0, 3), -0.06, 0.0),
            flat(puck_id(2, 3), 0.0, -0.15),
            flat(puck_id(1, 2), 0.25, 0.0),
            flat(puck_id(3, 2), -0.25, 0.0),
            placed(puck_id(1, 3), Place::OnPost(2), 0.0, 0.102),
            flat(puck_id(3, 3), 0.0, 0.31),
        ];
        let rail = vec![puck_id(0, 4), puck_id(3, 4), puck_id(2, 4)];
        let scores = scoring::tally(
            &SPEC,
            state.table(),
            board.iter().map(|p| (p.id, p.place, p.pos)),
            &rail,
        );
        assert_eq!(
            scores,
            vec![
                SideScore {
                    side: 0,
                    points: 100
                },
                SideScore {
                    side: 1,
                    points: 60
                },
            ]
        );
        let over = Event::RoundOver {
            round: 4,
            scores,
            winner: Some(0),
            board: board.clone(),
            rail,
            standings: Vec::new(),
        };
        let other = Event::RoundStarts { round: 4, first: 1 };
        let got = round(&state, &SPEC, &[other, over], &before).expect("a round");
        assert_eq!((got.round, got.winner), (4, Some(0)));
        // Zones: 20s (rail and hole), 15, 10, 5.
        assert_eq!(
            got.sides,
            vec![(0, 100, [3, 2, 1, 0]), (1, 60, [1, 0, 0, 2])]
        );
        let at = |p: &BoardPuck| p.pos;
        let puck = |pos, side, points| ScoredPuck { pos, side, points };
        let centre = Vec2::new(0.0, 0.0);
        assert_eq!(
            got.scored,
            vec![
                puck(centre, Side::Light, 20),
                puck(centre, Side::Light, 20),
                puck(at(&board[0]), Side::Light, 20),
                puck(at(&board[1]), Side::Light, 15),
                puck(at(&board[2]), Side::Light, 15),
                puck(at(&board[3]), Side::Light, 10),
                puck(centre, Side::Dark, 20),
                puck(at(&board[4]), Side::Dark, 5),
                puck(at(&board[5]), Side::Dark, 5),
                puck(at(&board[6]), Side::Dark, 30),
            ]
        );
        // As the round ended: on the board (the 20 in the hole with it),
        // the 20s on the rail, nothing left, the match before the round.
        let ended = |b: &SideTally, on_board, twenties| SideTally {
            on_board,
            twenties,
            pucks_left: 0,
            ..b.clone()
        };
        assert_eq!(
            got.ended,
            vec![ended(&before[0], 60, 2), ended(&before[1], 40, 1)]
        );
        assert_eq!((got.ended[1].round_wins, got.ended[1].total), (2, 85));
        // No round over, no tally.
        assert_eq!(
            round(
                &state,
                &SPEC,
                &[Event::RoundStarts { round: 4, first: 1 }],
                &before
            ),
            None
        );
    }

    /// Pitchnut, four players: team 0 (seats 0 and 2) plays black and has
    /// sunk three, team 1 white has sunk one and is to play with two turns
    /// banked; team 0 owes a piece; the match stands 1 game to 2.
    #[test]
    fn each_pitchnut_team_has_its_own_pieces_turns_debt_and_games() {
        let setup = crate::pitchnut::Setup {
            options: Options {
                players: 4,
                ..Options::default()
            },
            pocketed: [1, 3, 5, 2].map(|id| Pocketed { id, pocket: 0 }).to_vec(),
            team0_colour: Some(NutColour::Black),
            to_play: 1,
            breaker: Some(0),
            break_taken: true,
            extra_turns: 2,
            owed: vec![1, 0],
            ..Default::default()
        };
        let game = Game::from_setup(&setup).expect("a legal position");
        let m = PitchnutMatch {
            game,
            games_won: [1, 2],
            games_to_win: 3,
        };
        let team = |team, colour, left, banked, owed, games_won| TeamTally {
            team,
            colour: Some(colour),
            pieces_left: Some(left),
            banked,
            owed,
            games_won,
        };
        assert_eq!(
            teams(&m),
            vec![
                team(0, NutColour::Black, 7, 0, 1, 1),
                team(1, NutColour::White, 9, 2, 0, 2),
            ]
        );
    }
}
