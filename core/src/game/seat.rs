//! Who plays a seat.

use crate::save::AiLevel;
use crate::save::profile::{Player, ProfileId, Profiles};

/// A person (a guest, or one of the device's profiles) or the computer at
/// one of its levels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SeatKind {
    #[default]
    Guest,
    Profile(ProfileId),
    Ai(AiLevel),
}

impl SeatKind {
    /// The seat kind of a recorded player.
    pub fn of(player: &Player) -> SeatKind {
        match player {
            Player::Ai { level } => SeatKind::Ai(*level),
            Player::Person { profile, .. } => SeatKind::Profile(*profile),
            Player::Guest { .. } => SeatKind::Guest,
        }
    }

    pub fn is_ai(self) -> bool {
        matches!(self, SeatKind::Ai(_))
    }

    /// The seat as the match record keeps it; a profile that is gone plays as a guest.
    pub fn player(self, seat: u8, profiles: &Profiles) -> Player {
        let guest = || Player::Guest {
            name: format!("Player {}", seat + 1),
        };
        match self {
            SeatKind::Ai(level) => Player::Ai { level },
            SeatKind::Profile(id) => match profiles.get(id) {
                Some(p) => Player::Person {
                    profile: id,
                    name: p.name.clone(),
                },
                None => guest(),
            },
            SeatKind::Guest => guest(),
        }
    }
}
