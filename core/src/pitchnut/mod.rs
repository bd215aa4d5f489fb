//! The pitchnut rules: a pure engine with no window in sight.
//!
//! The flow, for the game and the AI alike:
//! `Game` -> `Game::shot_input` -> `physics::simulate` -> `ShotReport` ->
//! `Game::apply` -> (next `Game`, `Vec<Event>`), or a `Refusal`: the same
//! `Game` back with an `ApplyError` (the game's words for it are in the shell).
//!
//! A `Game` is only built through `Game::new` (a fresh game after the coin
//! toss) or `Game::from_setup` (any position, checked once), so every value
//! of it is a legal position. Rules come from `shared/seeds/pitchnut-rules.txt`
//! with the rulings in `shared/reference/games.md`; readings of our own are
//! listed in `docs/scenarios-pitchnut.md` and marked "Reading:" in the code.

// nanoserde's DeJson derive expands Option fields into code clippy would
// rather see written with `?`; the lint fires on generated code only.
mod colours;
mod error;
#[allow(clippy::question_mark)]
mod event;
pub mod invariant;
mod reach;
mod report;
mod retake;
#[allow(clippy::question_mark)]
pub mod scenario;
mod setup_check;
#[allow(clippy::question_mark)]
mod state;
#[cfg(test)]
mod state_tests;
mod table;
mod turn;

pub use colours::{Colour, piece_colour};
pub use error::{ApplyError, BoardError, PlacementError, SeatRole, SetupError, TeamCounts};
pub use event::{EndReason, Event, ReturnReason, ScratchReason};
pub use scenario::run_scenario;
pub use state::{CoinToss, Game, Options, Placed, Pocketed, Setup};
pub use table::{Alleys, Flick};
pub use turn::{Adjust, Refusal};

/// The seats in play for `players` (2 or 4), clockwise from seat 0.
pub fn seats_for(players: u8) -> &'static [u8] {
    table::seats(players)
}

use crate::shot::DiscId;

/// The poison: the odd-coloured piece that starts at the centre.
pub const POISON: DiscId = 0;
/// The shooter's id in every shot.
pub const SHOOTER: DiscId = 100;
/// Pieces are 1..=PIECES; odd ids are black, even ids white, so the ring
/// (spot k holds piece k + 1) alternates.
pub const PIECES: DiscId = 20;
/// Pieces of one colour.
pub const PER_COLOUR: usize = PIECES as usize / 2;

/// Tests: the report of a shot whose shooter comes to rest on the board,
/// in front of seat 0's home line, after these happenings and contacts.
#[cfg(test)]
pub(crate) fn report_at_rest(
    happenings: Vec<crate::shot::Happening>,
    contacts: Vec<crate::shot::Contact>,
) -> crate::shot::ShotReport {
    use crate::shot::{FinalDisc, Place, ShotReport};
    use crate::spec::{BoardKind, DiscKind};
    ShotReport {
        board: BoardKind::Pitchnut,
        shooter: SHOOTER,
        contacts,
        happenings,
        stack_fell: Vec::new(),
        finals: vec![FinalDisc {
            id: SHOOTER,
            kind: DiscKind::Shooter,
            place: Place::Board,
            pos: crate::geom::Vec2::new(0.0, -0.25),
        }],
        steps: 0,
        timed_out: false,
    }
}

/// Tests: a new two-player game, seat 0 won the toss and breaks.
#[cfg(test)]
pub(crate) fn new_test_game() -> Game {
    Game::new(
        Options::default(),
        CoinToss {
            winner: 0,
            breaker: 0,
        },
    )
    .unwrap()
}
