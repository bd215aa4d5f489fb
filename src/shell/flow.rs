//! Who shoots next and what a shot changed. The screens only talk to a
//! `Match`; `ruled::Ruled` is the one behind it, a rule engine from
//! src/crokinole or src/pitchnut driven through `save::Replay`.

use super::ai_seat::Request;
use super::ruled::SeatKind;
use flickwood_core::geom::Vec2;
use flickwood_core::shot::{Disc, DiscId, ShotInput};
use flickwood_core::spec::{BoardKind, DiscKind};

/// Whose disc it is, which decides how it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Crokinole natural; pitchnut white.
    Light,
    /// Crokinole black; pitchnut black.
    Dark,
    /// Crokinole's third and fourth colours.
    Red,
    Green,
    /// Pitchnut's odd-coloured piece.
    Poison,
    /// Pitchnut's shared shooter.
    Shooter,
}

/// A disc somewhere on the board (in play, or lying in the ditch or gutter).
#[derive(Clone, Debug, PartialEq)]
pub struct Piece {
    pub disc: Disc,
    pub side: Side,
}

/// The next shot to take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Turn {
    /// The shooter's seat: the board turns so it is at the bottom.
    pub seat: u8,
    pub side: Side,
    /// The disc to shoot.
    pub id: DiscId,
    pub kind: DiscKind,
}

/// The overlay after a crokinole round, or the end of the match.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub title: String,
    pub lines: Vec<String>,
    /// A crokinole round: every puck that scored, as (where it lay in board
    /// metres, its side, its points); a 20 on the rail lies at the centre.
    /// The play screen counts them on the board before the summary shows.
    pub scored: Vec<(Vec2, Side, u32)>,
}

/// A game in progress, as the screens see it.
pub trait Match {
    /// Says everything from now on (events, HUD lines, summaries) in `lang`;
    /// until then, in the system's language.
    fn set_language(&mut self, lang: flickwood_core::save::Language);
    fn board(&self) -> BoardKind;
    /// Every disc to draw, the ones out of play included.
    fn pieces(&self) -> &[Piece];
    /// The next shot, or None when the match is over.
    fn next_turn(&self) -> Option<Turn>;
    /// The physics input for a shot from `at` at `velocity`, or the
    /// engine's reason for refusing it (a placement off the line, say).
    fn shot_input(&self, at: Vec2, velocity: Vec2) -> Result<ShotInput, String>;
    /// Plays the shot for good; returns what happened in plain words.
    fn commit(&mut self, at: Vec2, velocity: Vec2, declared_twenty: bool) -> Vec<String>;
    /// Crokinole: whether this shot may be declared a twenty attempt.
    fn can_declare_twenty(&self) -> bool;
    /// One line for the top of the screen: the match format's progress.
    fn status(&self) -> String;
    /// Who is to shoot, in words.
    fn turn_label(&self) -> String;
    /// Per side: its colour, its name, and a line of score, discs left and so on.
    fn side_lines(&self) -> Vec<(Side, String, String)>;
    /// A finished round to show once (crokinole).
    fn take_round_summary(&mut self) -> Option<Summary>;
    /// The final result, once the match is over.
    fn result(&self) -> Option<Summary>;
    /// What happened before the first shot (the toss).
    fn opening(&self) -> Vec<String>;
    /// Who plays `seat` (a person or the AI).
    fn seat_kind(&self, seat: u8) -> SeatKind;
    /// The name of whoever plays `seat`, for "Pass to ..." and the HUD.
    fn player_name(&self, seat: u8) -> String;
    /// When the next shot is the AI's: what it must decide.
    fn ai_request(&self) -> Option<Request>;
    /// The match as a replay (what the save keeps), if it is one.
    fn replay(&self) -> Option<&flickwood_core::save::Replay> {
        None
    }
    /// Pitchnut with American rules: the shooter may go in the side alleys.
    fn side_alleys(&self) -> bool {
        false
    }
    /// Whether the next shot's disc may be put at `at` (the engine's reason if not).
    fn check_place(&self, at: Vec2) -> Result<(), String> {
        self.shot_input(at, -at.normalize_or_zero()).map(|_| ())
    }
    /// Pitchnut: the seat that may now adjust pieces the last shot returned
    /// to the centre, and those pieces (None when there is nothing to adjust).
    fn adjuster(&self) -> Option<(u8, Vec<DiscId>)>;
    /// Whether `seat` may move returned piece `piece` to `at` (the engine's reason if not).
    fn check_adjust(&self, seat: u8, piece: DiscId, at: Vec2) -> Result<(), String>;
    /// Moves a returned piece for good (a move of the match record); what happened in words.
    fn adjust(&mut self, seat: u8, piece: DiscId, at: Vec2) -> Result<Vec<String>, String>;
}
