//! One person at the device against the AI: the board stays facing that
//! person for the whole match (the AI's placement and flick are shown from
//! there), and the tutorial waits for their turn. With two or more people
//! pass-and-play turns the board to each shooter as before.

use flickwood_core::game::{MatchSettings as Settings, Turn};

/// The one seat a person plays, when every other seat in play is the AI's.
pub fn person_seat(settings: &Settings) -> Option<u8> {
    let seats = settings.seats();
    let mut people = settings
        .seats_in_play()
        .into_iter()
        .filter(|&s| !seats[s as usize % 4].is_ai());
    let one = people.next()?;
    people.next().is_none().then_some(one)
}

/// Whether `turn` is a person's (not the AI's, not the match's end).
pub fn persons_turn(settings: &Settings, turn: Option<Turn>) -> bool {
    turn.is_some_and(|t| !settings.seats()[t.seat as usize % 4].is_ai())
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::game::SeatKind;
    use flickwood_core::save::AiLevel;
    use flickwood_core::spec::BoardKind;

    fn with(board: BoardKind, four: bool, seats: [SeatKind; 4]) -> Settings {
        let mut s = Settings::default_for(board);
        match &mut s {
            Settings::Crokinole { table, .. } if four => {
                *table = flickwood_core::crokinole::TableKind::FourSingles
            }
            Settings::Pitchnut { players, .. } if four => *players = 4,
            _ => {}
        }
        *s.seats_mut() = seats;
        s
    }

    #[test]
    fn one_person_is_found_and_two_are_not() {
        let ai = SeatKind::Ai(AiLevel::Club);
        let guest = SeatKind::Guest;
        for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
            // Seat 2 against the AI at seat 0.
            assert_eq!(
                person_seat(&with(board, false, [ai, guest, guest, guest])),
                Some(2)
            );
            assert_eq!(
                person_seat(&with(board, false, [guest, ai, ai, ai])),
                Some(0)
            );
            // Two people: pass and play as before.
            assert_eq!(person_seat(&with(board, false, [guest; 4])), None);
            assert_eq!(
                person_seat(&with(board, true, [guest, ai, guest, ai])),
                None
            );
            // One person and three AIs round a four-seat table.
            assert_eq!(
                person_seat(&with(board, true, [ai, ai, ai, guest])),
                Some(3)
            );
            // Nobody: the AI watches itself, the board turns as before.
            assert_eq!(person_seat(&with(board, false, [ai; 4])), None);
        }
    }
}
