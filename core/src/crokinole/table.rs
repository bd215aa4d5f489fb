//! Who sits where: seats, sides (a player, or a team of two partners),
//! colours, how many pucks each, and which puck belongs to whom.

use super::error::RuleError;
use crate::shot::DiscId;
use nanoserde::{DeJson, SerJson};

/// A seat at the board: 0 bottom, 1 left, 2 top, 3 right (see
/// `spec::seat_angle`). Going up in number is going clockwise.
pub type Seat = u8;

/// Who scores together. In singles a side is its seat number; in the team
/// game seats 0 and 2 are side 0 and seats 1 and 3 are side 1.
pub type Side = u8;

/// The four ways to sit at the board (seed clause 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum TableKind {
    /// Two players at seats 0 and 2, opposite each other.
    TwoPlayers,
    /// Two players at seats 0 and 2; the third at seat 1 or 3.
    ThreePlayers,
    /// Four players, each on their own.
    FourSingles,
    /// Two teams of two, partners opposite.
    FourTeams,
}

/// The colour of a side's pucks. Partners share one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum Colour {
    Natural,
    Black,
    Red,
    Green,
}

/// A legal seating: made only through `Table::new`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Table {
    kind: TableKind,
    /// Seats in play (clockwise) order, starting from the lowest.
    seats: [Seat; 4],
    seat_count: u8,
    pucks_each: u8,
}

/// Ids are `seat * 100 + n` for the seat's n-th puck of the round, so the
/// owner of any puck is known from its id alone.
const IDS_PER_SEAT: u16 = 100;

/// The id of `seat`'s puck number `n` (0-based) in a round.
pub fn puck_id(seat: Seat, n: u8) -> DiscId {
    seat as DiscId * IDS_PER_SEAT + n as DiscId
}

/// The seat that owns puck `id`.
pub fn owner_of(id: DiscId) -> Seat {
    (id / IDS_PER_SEAT) as Seat
}

/// The puck's number within its owner's pucks.
pub fn puck_number(id: DiscId) -> u16 {
    id % IDS_PER_SEAT
}

impl Table {
    /// No seats at all: only the filling of `State::vacant`.
    pub(super) const VACANT: Table = Table {
        kind: TableKind::TwoPlayers,
        seats: [0; 4],
        seat_count: 0,
        pucks_each: 0,
    };

    /// `third_seat` places the third player of a three-player table (1 or 3;
    /// 1 if not given). `tournament` deals the NCA counts: 8 pucks each in
    /// singles, 6 in doubles.
    pub fn new(
        kind: TableKind,
        third_seat: Option<Seat>,
        tournament: bool,
    ) -> Result<Table, RuleError> {
        if third_seat.is_some() && kind != TableKind::ThreePlayers {
            return Err(RuleError::ThirdSeatNotThreePlayers);
        }
        let (seats, seat_count): ([Seat; 4], u8) = match kind {
            TableKind::TwoPlayers => ([0, 2, 0, 0], 2),
            TableKind::ThreePlayers => match third_seat.unwrap_or(1) {
                1 => ([0, 1, 2, 0], 3),
                3 => ([0, 2, 3, 0], 3),
                s => {
                    return Err(RuleError::ThirdSeatNotFree { seat: s });
                }
            },
            TableKind::FourSingles | TableKind::FourTeams => ([0, 1, 2, 3], 4),
        };
        let pucks_each = match (kind, tournament) {
            (TableKind::FourTeams, _) => 6,
            (_, true) => 8,
            (_, false) => 12,
        };
        Ok(Table {
            kind,
            seats,
            seat_count,
            pucks_each,
        })
    }

    pub fn kind(&self) -> TableKind {
        self.kind
    }

    /// Seats in play, in clockwise order from the lowest.
    pub fn seats(&self) -> &[Seat] {
        &self.seats[..self.seat_count as usize]
    }

    pub fn is_seated(&self, seat: Seat) -> bool {
        self.seats().contains(&seat)
    }

    /// Pucks each player shoots in a round.
    pub fn pucks_each(&self) -> u8 {
        self.pucks_each
    }

    /// Shots in a complete round.
    pub fn shots_per_round(&self) -> u16 {
        self.seat_count as u16 * self.pucks_each as u16
    }

    /// The next seated player clockwise.
    pub fn next_seat(&self, seat: Seat) -> Seat {
        let seats = self.seats();
        let i = seats.iter().position(|&s| s == seat).unwrap_or(0);
        seats[(i + 1) % seats.len()]
    }

    /// The seated player just before `seat`, counter-clockwise.
    pub fn previous_seat(&self, seat: Seat) -> Seat {
        let seats = self.seats();
        let i = seats.iter().position(|&s| s == seat).unwrap_or(0);
        seats[(i + seats.len() - 1) % seats.len()]
    }

    pub fn side_of(&self, seat: Seat) -> Side {
        match self.kind {
            TableKind::FourTeams => seat % 2,
            _ => seat,
        }
    }

    /// Every side, in order.
    pub fn sides(&self) -> Vec<Side> {
        match self.kind {
            TableKind::FourTeams => vec![0, 1],
            _ => self.seats().to_vec(),
        }
    }

    pub fn side_of_puck(&self, id: DiscId) -> Side {
        self.side_of(owner_of(id))
    }

    /// Partners are not opponents; everyone else is.
    pub fn are_opponents(&self, a: Seat, b: Seat) -> bool {
        self.side_of(a) != self.side_of(b)
    }

    pub fn colour_of(&self, side: Side) -> Colour {
        match side % 4 {
            0 => Colour::Natural,
            1 => Colour::Black,
            2 => Colour::Red,
            _ => Colour::Green,
        }
    }

    /// Does `id` name a puck a seated player can own this round?
    pub fn is_puck(&self, id: DiscId) -> bool {
        self.is_seated(owner_of(id)) && puck_number(id) < self.pucks_each as u16
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_players_go_clockwise_from_either_free_quadrant() {
        let t = Table::new(TableKind::ThreePlayers, Some(3), false).unwrap();
        assert_eq!(t.seats(), &[0, 2, 3]);
        assert_eq!(t.next_seat(3), 0);
        assert_eq!(t.previous_seat(0), 3);
        assert!(Table::new(TableKind::ThreePlayers, Some(2), false).is_err());
    }

    #[test]
    fn partners_share_a_side_and_six_pucks() {
        let t = Table::new(TableKind::FourTeams, None, false).unwrap();
        assert!(!t.are_opponents(0, 2));
        assert!(t.are_opponents(0, 1));
        assert_eq!(t.pucks_each(), 6);
        assert_eq!(t.colour_of(t.side_of(1)), t.colour_of(t.side_of(3)));
        let nca = Table::new(TableKind::FourTeams, None, true).unwrap();
        assert_eq!(nca.pucks_each(), 6);
    }

    #[test]
    fn singles_deal_twelve_or_eight_in_a_tournament_and_four_colours() {
        let t = Table::new(TableKind::FourSingles, None, false).unwrap();
        assert_eq!(t.pucks_each(), 12);
        assert_eq!(t.shots_per_round(), 48);
        let mut colours: Vec<Colour> = t.sides().iter().map(|&s| t.colour_of(s)).collect();
        colours.dedup();
        assert_eq!(colours.len(), 4);
        let nca = Table::new(TableKind::TwoPlayers, None, true).unwrap();
        assert_eq!(nca.pucks_each(), 8);
    }

    #[test]
    fn only_the_seats_in_play_are_seated_and_own_pucks() {
        let two = Table::new(TableKind::TwoPlayers, None, false).unwrap();
        assert_eq!(
            [0, 1, 2, 3].map(|s| two.is_seated(s)),
            [true, false, true, false]
        );
        // Each seated player's 12 pucks, numbered 0 to 11; nobody else's.
        assert!(two.is_puck(puck_id(0, 0)));
        assert!(two.is_puck(puck_id(2, 11)));
        assert!(!two.is_puck(puck_id(2, 12)));
        assert!(!two.is_puck(puck_id(1, 0)));
        assert!(!two.is_puck(puck_id(3, 12)));
        let three = Table::new(TableKind::ThreePlayers, Some(3), true).unwrap();
        assert_eq!(
            [0, 1, 2, 3].map(|s| three.is_seated(s)),
            [true, false, true, true]
        );
        assert!(three.is_puck(puck_id(3, 7)));
        assert!(!three.is_puck(puck_id(3, 8)));
        assert!(!three.is_puck(puck_id(1, 7)));
    }

    #[test]
    fn each_side_has_its_own_colour_natural_first() {
        let t = Table::new(TableKind::FourSingles, None, false).unwrap();
        assert_eq!(
            [0, 1, 2, 3].map(|s| t.colour_of(s)),
            [Colour::Natural, Colour::Black, Colour::Red, Colour::Green]
        );
        let teams = Table::new(TableKind::FourTeams, None, false).unwrap();
        assert_eq!(
            [0, 1, 2, 3].map(|s| teams.colour_of(teams.side_of(s))),
            [
                Colour::Natural,
                Colour::Black,
                Colour::Natural,
                Colour::Black
            ]
        );
    }

    #[test]
    fn ids_name_their_owner() {
        assert_eq!(owner_of(puck_id(3, 11)), 3);
        assert_eq!(puck_number(puck_id(2, 7)), 7);
    }
}
