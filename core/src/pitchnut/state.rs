//! The game state: raw `Setup` (what a person or a file writes) is checked
//! once into a `Game`, which can only hold a legal position.

use super::error::{PlacementError, SetupError, TeamCounts};
use super::setup_check::{
    check_board, check_options, check_outcome, check_pieces, check_seats, placed_of,
};
use super::table::{self, Alleys, Flick};
use super::{Colour, PIECES, POISON, SHOOTER, piece_colour};
use crate::geom::Vec2;
use crate::shot::{Disc, DiscId, OVERLAP_TOLERANCE, Place, Shot, ShotInput};
use crate::spec::{BoardKind, DiscKind, Spec};
use nanoserde::{DeJson, SerJson};

/// The rule options chosen before a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct Options {
    /// 2 (seats 0 and 2) or 4 (partners opposite: seats 0 and 2 against 1 and 3).
    #[nserde(default = 2)]
    pub players: u8,
    #[nserde(default_with = "american")]
    pub alleys: Alleys,
    /// The rules for beginners: a scratch does not end the turn, and a shot
    /// that touches no piece may be taken again.
    #[nserde(default)]
    pub beginner: bool,
}

fn american() -> Alleys {
    Alleys::American
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 2,
            alleys: Alleys::American,
            beginner: false,
        }
    }
}

/// The coin toss, decided outside the engine so it stays deterministic: the
/// winner (a seat) chooses which seat breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct CoinToss {
    pub winner: u8,
    pub breaker: u8,
}

/// A piece in a pocket.
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct Pocketed {
    pub id: DiscId,
    #[nserde(default)]
    pub pocket: u8,
}

/// A piece on the board as a person writes it: its kind follows from its id.
#[derive(Clone, Copy, Debug, PartialEq, DeJson, SerJson)]
pub struct Placed {
    pub id: DiscId,
    pub pos: Vec2,
    #[nserde(default)]
    pub place: Place,
}

/// A position as written by hand or saved; `Game::from_setup` checks it.
#[derive(Clone, Debug, Default, PartialEq, DeJson, SerJson)]
pub struct Setup {
    #[nserde(default)]
    pub options: Options,
    /// Every piece in play. When absent, each piece not in a pocket is on its
    /// starting spot (the poison at the centre), except those in `moved`.
    pub board: Option<Vec<Placed>>,
    #[nserde(default)]
    pub moved: Vec<Placed>,
    /// In the order they were sunk.
    #[nserde(default)]
    pub pocketed: Vec<Pocketed>,
    /// Team 0's colour once the colours are set; team 1 has the other.
    pub team0_colour: Option<Colour>,
    #[nserde(default)]
    pub to_play: u8,
    /// Who broke (or breaks); defaults to `to_play`.
    pub breaker: Option<u8>,
    #[nserde(default)]
    pub break_taken: bool,
    /// Shots the player to play has left after the coming one.
    #[nserde(default)]
    pub extra_turns: u8,
    /// Pieces owed by team 0 and team 1 (empty: none).
    #[nserde(default)]
    pub owed: Vec<u8>,
    /// Scratch returns waiting for the colours to be set, per team.
    #[nserde(default)]
    pub deferred: Vec<u8>,
    /// The winning team, once the game is over.
    pub winner: Option<u8>,
    /// The seat that shot last (decides who breaks the next game).
    pub last_shooter: Option<u8>,
    /// Beginners' rules: the player to play has had this turn's one re-take
    /// of a shot that touched no piece. Absent means not yet (an Option so
    /// records written before the ruling read and write back the same).
    pub retaken: Option<bool>,
    /// Engine 6 beginners' rules: the last shot touched no piece and the
    /// player to play is choosing to shoot it again or pass. Absent: no.
    pub retake_offered: Option<bool>,
    /// Engine 6: re-takes the player to play has taken this turn (what an
    /// AI bounds itself by). Absent: none.
    pub retakes: Option<u8>,
}

/// A legal pitchnut position. Cheap to clone (two short vectors), so the AI
/// can search by applying reports to copies.
#[derive(Clone, Debug)]
pub struct Game {
    pub(super) spec: Spec,
    pub(super) options: Options,
    /// The pieces and the poison in play, flat or stacked.
    pub(super) board: Vec<Disc>,
    /// Sunk pieces, in the order they went down.
    pub(super) pockets: Vec<Pocketed>,
    pub(super) team0_colour: Option<Colour>,
    pub(super) to_play: u8,
    pub(super) breaker: u8,
    pub(super) break_taken: bool,
    pub(super) extra_turns: u8,
    pub(super) owed: [u8; 2],
    pub(super) deferred: [u8; 2],
    /// Pieces the last shot returned to the centre, with the team that
    /// returned each: its opponents may adjust them before the next shot.
    pub(super) adjustable: Vec<(DiscId, u8)>,
    pub(super) last_shooter: u8,
    pub(super) winner: Option<u8>,
    /// Beginners' rules: this turn's one re-take of a miss has been used
    /// (engines before 6).
    pub(super) retaken: bool,
    /// Engine 6: the player to play must choose to re-take a miss or pass;
    /// `extra_turns` then counts the shots left if the miss stands.
    pub(super) retake_offered: bool,
    /// Engine 6: re-takes taken this turn.
    pub(super) retakes: u8,
}

impl Game {
    /// A game holding nothing, built without allocating: what a caller
    /// leaves in a slot while it plays the game there by value
    /// (`refused::play_in`). Never played: it is over, with no pieces.
    pub(crate) fn vacant() -> Game {
        Game {
            spec: Spec::STANDARD,
            options: Options::default(),
            board: Vec::new(),
            pockets: Vec::new(),
            team0_colour: None,
            to_play: 0,
            breaker: 0,
            break_taken: false,
            extra_turns: 0,
            owed: [0; 2],
            deferred: [0; 2],
            adjustable: Vec::new(),
            last_shooter: 0,
            winner: Some(0),
            retaken: false,
            retake_offered: false,
            retakes: 0,
        }
    }

    /// A fresh game: the ring of alternating pieces, the poison at the
    /// centre, and the seat the coin toss winner chose breaking.
    pub fn new(options: Options, toss: CoinToss) -> Result<Game, SetupError> {
        Game::new_with(Spec::STANDARD, options, toss)
    }

    /// `new` on the boards and rules of `spec` (an older engine's, say).
    pub fn new_with(spec: Spec, options: Options, toss: CoinToss) -> Result<Game, SetupError> {
        let seats = check_options(&options)?;
        if !seats.contains(&toss.winner) {
            return Err(SetupError::TossWinnerNotPlaying { seat: toss.winner });
        }
        Game::from_setup_with(
            spec,
            &Setup {
                options,
                to_play: toss.breaker,
                breaker: Some(toss.breaker),
                ..Setup::default()
            },
        )
    }

    /// Checks a position once; every `Game` after this is legal.
    pub fn from_setup(setup: &Setup) -> Result<Game, SetupError> {
        Game::from_setup_with(Spec::STANDARD, setup)
    }

    pub fn from_setup_with(spec: Spec, setup: &Setup) -> Result<Game, SetupError> {
        use SetupError::*;
        let seats = check_options(&setup.options)?;
        check_seats(setup, seats)?;
        let placed = placed_of(&spec.pitchnut, setup)?;
        check_pieces(&placed, &setup.pocketed)?;
        let board: Vec<Disc> = placed
            .iter()
            .map(|d| Disc {
                id: d.id,
                kind: kind_of(d.id),
                pos: d.pos,
                place: d.place,
            })
            .collect();
        let board = check_board(&spec, board).map_err(Board)?;
        check_outcome(setup)?;
        let pair = |v: &Vec<u8>, which: TeamCounts| -> Result<[u8; 2], SetupError> {
            match v.as_slice() {
                [] => Ok([0, 0]),
                [a, b] if *a <= PIECES as u8 && *b <= PIECES as u8 => Ok([*a, *b]),
                _ => Err(Counts { which }),
            }
        };
        if setup.extra_turns > PIECES as u8 {
            return Err(TooManyExtraTurns {
                turns: setup.extra_turns,
            });
        }
        Ok(Game {
            spec,
            options: setup.options,
            board,
            pockets: setup.pocketed.clone(),
            team0_colour: setup.team0_colour,
            to_play: setup.to_play,
            breaker: setup.breaker.unwrap_or(setup.to_play),
            break_taken: setup.break_taken,
            extra_turns: setup.extra_turns,
            owed: pair(&setup.owed, TeamCounts::Owed)?,
            deferred: pair(&setup.deferred, TeamCounts::Deferred)?,
            adjustable: Vec::new(),
            last_shooter: setup.last_shooter.unwrap_or(setup.to_play),
            winner: setup.winner,
            retaken: setup.retaken == Some(true),
            retake_offered: setup.retake_offered == Some(true),
            retakes: setup.retakes.unwrap_or(0),
        })
    }

    /// The position written out, ready for `from_setup`.
    pub fn to_setup(&self) -> Setup {
        Setup {
            options: self.options,
            board: Some(
                self.board
                    .iter()
                    .map(|d| Placed {
                        id: d.id,
                        pos: d.pos,
                        place: d.place,
                    })
                    .collect(),
            ),
            moved: Vec::new(),
            pocketed: self.pockets.clone(),
            team0_colour: self.team0_colour,
            to_play: self.to_play,
            breaker: Some(self.breaker),
            break_taken: self.break_taken,
            extra_turns: self.extra_turns,
            owed: self.owed.to_vec(),
            deferred: self.deferred.to_vec(),
            winner: self.winner,
            last_shooter: Some(self.last_shooter),
            retaken: self.retaken.then_some(true),
            retake_offered: self.retake_offered.then_some(true),
            retakes: (self.retakes > 0).then_some(self.retakes),
        }
    }

    /// The next game of a match: same options, fresh ring, the loser breaks
    /// (reading: the first seat of the losing team clockwise after the seat
    /// that shot last).
    pub fn next_game(&self) -> Result<Game, SetupError> {
        let Some(winner) = self.winner else {
            return Err(SetupError::NotOver);
        };
        let players = self.options.players;
        let mut seat = table::next_seat(players, self.last_shooter);
        while table::team_of(players, seat) == winner {
            seat = table::next_seat(players, seat);
        }
        Game::from_setup_with(
            self.spec,
            &Setup {
                options: self.options,
                to_play: seat,
                breaker: Some(seat),
                ..Setup::default()
            },
        )
    }

    pub fn spec(&self) -> &Spec {
        &self.spec
    }

    pub fn options(&self) -> Options {
        self.options
    }

    /// The pieces and the poison in play.
    pub fn board(&self) -> &[Disc] {
        &self.board
    }

    /// Sunk pieces in the order they went down.
    pub fn pockets(&self) -> &[Pocketed] {
        &self.pockets
    }

    /// The seat to shoot next.
    pub fn to_play(&self) -> u8 {
        self.to_play
    }

    pub fn team_of(&self, seat: u8) -> u8 {
        table::team_of(self.options.players, seat)
    }

    /// Seats in play, clockwise.
    pub fn seats(&self) -> &'static [u8] {
        table::seats(self.options.players)
    }

    pub fn breaker(&self) -> u8 {
        self.breaker
    }

    pub fn break_taken(&self) -> bool {
        self.break_taken
    }

    /// A team's colour, once the colours are set.
    pub fn colour_of(&self, team: u8) -> Option<Colour> {
        self.team0_colour
            .map(|c| if team == 0 { c } else { c.other() })
    }

    /// Pieces of the team's colour not yet in a pocket (None while the
    /// colours are open). At 0 the team shoots for the poison.
    pub fn pieces_left(&self, team: u8) -> Option<usize> {
        let colour = self.colour_of(team)?;
        let sunk = self
            .pockets
            .iter()
            .filter(|s| piece_colour(s.id) == Some(colour))
            .count();
        Some(super::PER_COLOUR - sunk)
    }

    /// The team's pieces are all down: only the poison is left for it.
    pub fn shoots_for_poison(&self, team: u8) -> bool {
        self.pieces_left(team) == Some(0)
    }

    /// Shots the player to play has left after the coming one.
    pub fn extra_turns(&self) -> u8 {
        self.extra_turns
    }

    /// Beginners' rules: whether the player to play has used this turn's re-take.
    pub fn retaken(&self) -> bool {
        self.retaken
    }

    /// Engine 6 beginners' rules: the player to play is choosing whether to
    /// re-take a shot that touched no piece (`Game::retake`).
    pub fn retake_offered(&self) -> bool {
        self.retake_offered
    }

    /// Engine 6: re-takes the player to play has taken this turn.
    pub fn retakes(&self) -> u8 {
        self.retakes
    }

    pub fn owed(&self, team: u8) -> u8 {
        self.owed[(team & 1) as usize]
    }

    pub fn deferred(&self, team: u8) -> u8 {
        self.deferred[(team & 1) as usize]
    }

    /// Pieces the last shot returned to the centre, which the opponents of
    /// the side that returned them may still adjust.
    pub fn adjustable(&self) -> Vec<DiscId> {
        self.adjustable.iter().map(|a| a.0).collect()
    }

    /// The team that returned `piece` to the centre on the last shot.
    pub fn returned_by(&self, piece: DiscId) -> Option<u8> {
        self.adjustable.iter().find(|a| a.0 == piece).map(|a| a.1)
    }

    /// The seat that may now adjust returned pieces, and those pieces (None
    /// when there is nothing to adjust). Reading: the one to shoot next
    /// adjusts when the pieces were returned by the other side (the usual
    /// case: a scratch ended the turn); when the shooter shoots again, the
    /// next opponent round the table may adjust before that shot.
    pub fn adjuster(&self) -> Option<(u8, Vec<DiscId>)> {
        if self.is_over() {
            return None;
        }
        let mine = |seat: u8| -> Vec<DiscId> {
            self.adjustable
                .iter()
                .filter(|a| a.1 != self.team_of(seat))
                .map(|a| a.0)
                .collect()
        };
        let seats = self.seats();
        let start = seats.iter().position(|&s| s == self.to_play).unwrap_or(0);
        (0..seats.len())
            .map(|k| seats[(start + k) % seats.len()])
            .map(|seat| (seat, mine(seat)))
            .find(|(_, pieces)| !pieces.is_empty())
    }

    /// The winning team, once the game is over.
    pub fn winner(&self) -> Option<u8> {
        self.winner
    }

    pub fn is_over(&self) -> bool {
        self.winner.is_some()
    }

    /// The pieces at the centre, bottom to top ([] when nothing is there).
    pub fn centre_stack(&self) -> Vec<DiscId> {
        let Some(base) = self.centre_base() else {
            return Vec::new();
        };
        let mut out = vec![base];
        while let Some(up) = self.on_top_of(*out.last().unwrap_or(&base)) {
            out.push(up);
        }
        out
    }

    /// Builds the physics input for the player to play: the board as it
    /// stands plus the shooter where they put it, flicked as they flick it.
    pub fn shot_input(&self, flick: &Flick) -> Result<ShotInput, PlacementError> {
        if let Some(w) = self.winner {
            return Err(PlacementError::GameOver { winner: w });
        }
        if self.retake_offered {
            return Err(PlacementError::RetakeToChoose { seat: self.to_play });
        }
        table::check_placement(
            &self.spec.pitchnut,
            self.options.alleys,
            self.to_play,
            flick.pos,
            &self.board,
        )?;
        // A flick harder than a finger can push the shooter goes at the most
        // it can (PitchnutSpec::max_flick_speed); one over the top shot
        // speed is still refused below, as on the crokinole board.
        let max = self.spec.pitchnut.max_flick_speed(&self.spec.sim);
        let speed = flick.velocity.length();
        let velocity = if speed > max && speed <= self.spec.sim.max_shot_speed {
            flick.velocity * (max / speed)
        } else {
            flick.velocity
        };
        let input = ShotInput {
            board: BoardKind::Pitchnut,
            discs: self.board.clone(),
            shot: Shot {
                disc: Disc::new(SHOOTER, DiscKind::Shooter, flick.pos),
                velocity,
                spin: flick.spin,
            },
        };
        input.validate(&self.spec).map_err(PlacementError::Shot)?;
        Ok(input)
    }

    /// The flat disc lying at the centre (on which returned pieces stack).
    pub(super) fn centre_base(&self) -> Option<DiscId> {
        let reach = 2.0 * self.spec.pitchnut.piece_radius + OVERLAP_TOLERANCE;
        self.board
            .iter()
            .filter(|d| d.place == Place::Board)
            .map(|d| (d.pos.length(), d.id))
            .filter(|&(dist, _)| dist < reach)
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, id)| id)
    }

    /// The disc lying directly on `id`.
    pub(super) fn on_top_of(&self, id: DiscId) -> Option<DiscId> {
        self.board
            .iter()
            .find(|d| d.place == Place::Stacked(id))
            .map(|d| d.id)
    }
}

/// The disc kind for a piece id.
pub(super) fn kind_of(id: DiscId) -> DiscKind {
    if id == POISON {
        DiscKind::Poison
    } else {
        DiscKind::Piece
    }
}
