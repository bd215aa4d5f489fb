//! A match as a compact record: how it was set up, who sat where, and every
//! move as the player gave it (placement and flick). Nothing derived from the
//! physics is stored, so a record is small and cannot hold an illegal
//! position: the state is always rebuilt by replaying (see `replay.rs`).
//!
//! A move is a short line of text inside the JSON, such as
//! `"shot 0 -0.2 0.05 1.73 0"`: floats are written with Rust's shortest
//! round-trip form and read back with `str::parse::<f32>`, which rounds
//! correctly, so every bit comes back (nanoserde's own float path goes
//! through f64 and can round twice).

// nanoserde's DeJson derive (0.2) expands optional fields into code that
// clippy's question_mark lint flags; the lint is about generated code only.
#![allow(clippy::question_mark)]

use super::error::SaveError;
use super::profile::Seated;
use crate::crokinole::{Hand, Toss};
use crate::geom::Vec2;
use crate::pitchnut::{Adjust, Flick};
use crate::spec::BoardKind;
use nanoserde::{DeJson, DeJsonErr, DeJsonState, SerJson, SerJsonState};

/// Moves in one record: far more than the longest real match (a crokinole
/// match to 300 points is a few hundred shots).
pub const MAX_MOVES: usize = 10_000;
/// The longest move line we accept.
const MAX_MOVE_CHARS: usize = 200;
/// Bumped when the physics or a rule engine changes what a replay gives:
/// records made under another version may not replay the same. 3: under
/// pitchnut's beginners' rules a miss is taken again once per turn only.
/// 4: pieces no shot can touch go back to the centre (pitchnut reading 19).
/// 5: lone impacts are resolved exactly, not by rapier's solver
/// (`physics::events`); records of engines 2 to 4 replay on the old contact
/// model (`Spec::for_engine`). 6: a beginner's miss offers a re-take the
/// player takes or passes, with no limit (`Move::Retake`), and the pitchnut
/// gate lets the shooter through; engines before 6 keep the automatic
/// once-a-turn re-take and the narrow gate. 7 (issue 44): a crokinole
/// opponent's puck on top of a post is not on the board for the free shot
/// (`CrokinoleSpec::on_post_is_on_board`), and a pitchnut beginner's scratch
/// that touches no piece gives one more shot with no re-take on offer;
/// records of engine 6 keep both as they were.
pub const ENGINE_VERSION: u32 = 7;

/// One thing a player did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Move {
    /// Crokinole: the hidden-puck toss.
    Toss(Toss),
    /// Crokinole: the toss winner goes first (true) or second.
    Choose { go_first: bool },
    /// Crokinole: a puck placed at `place` and flicked.
    Shot {
        place: Vec2,
        velocity: Vec2,
        spin: f32,
        declared_twenty: bool,
    },
    /// Pitchnut: the shooter placed and flicked.
    Flick(Flick),
    /// Pitchnut: an opponent moves a piece returned to the centre.
    Adjust(Adjust),
    /// Pitchnut, engine 6 beginners' rules: after a miss, shoot again
    /// (`again`) or let the miss stand.
    Retake { again: bool },
}

/// A float in its shortest round-trip form; tiny or huge values in
/// exponent form, so a line stays short.
pub(super) fn num(x: f32) -> String {
    let plain = x.to_string();
    if plain.len() <= 16 {
        plain
    } else {
        format!("{x:e}")
    }
}

fn hand_text(h: Hand) -> &'static str {
    match h {
        Hand::Left => "L",
        Hand::Right => "R",
    }
}

impl Move {
    /// The move as one line, e.g. `shot 0 -0.2 0.05 1.73 0 20`.
    pub fn encode(&self) -> String {
        match self {
            Move::Toss(t) => format!(
                "toss {} {} {} {}",
                t.hider,
                t.chooser,
                hand_text(t.hider_colour_in),
                hand_text(t.chosen)
            ),
            Move::Choose { go_first: true } => "first".into(),
            Move::Choose { go_first: false } => "second".into(),
            Move::Shot {
                place,
                velocity,
                spin,
                declared_twenty,
            } => {
                let mut s = format!(
                    "shot {} {} {} {} {}",
                    num(place.x),
                    num(place.y),
                    num(velocity.x),
                    num(velocity.y),
                    num(*spin)
                );
                if *declared_twenty {
                    s.push_str(" 20");
                }
                s
            }
            Move::Flick(f) => format!(
                "flick {} {} {} {} {}",
                num(f.pos.x),
                num(f.pos.y),
                num(f.velocity.x),
                num(f.velocity.y),
                num(f.spin)
            ),
            Move::Adjust(a) => format!(
                "adjust {} {} {} {}",
                a.seat,
                a.piece,
                num(a.pos.x),
                num(a.pos.y)
            ),
            Move::Retake { again: true } => "retake again".into(),
            Move::Retake { again: false } => "retake pass".into(),
        }
    }

    /// Reads a line written by `encode`; refuses anything else, NaN and
    /// infinities included.
    pub fn decode(line: &str) -> Result<Move, SaveError> {
        let bad = |why: &str| {
            let shown: String = line.chars().take(40).collect();
            SaveError::new(format!("the move \"{shown}\" {why}"))
        };
        if line.len() > MAX_MOVE_CHARS {
            return Err(bad("is too long"));
        }
        let words: Vec<&str> = line.split(' ').collect();
        let float = |w: &str| -> Result<f32, SaveError> {
            match w.parse::<f32>() {
                Ok(x) if x.is_finite() => Ok(x),
                _ => Err(bad("has a value that is not a number")),
            }
        };
        let small = |w: &str| w.parse::<u8>().map_err(|_| bad("has a bad seat"));
        let hand = |w: &str| match w {
            "L" => Ok(Hand::Left),
            "R" => Ok(Hand::Right),
            _ => Err(bad("has a hand that is not L or R")),
        };
        let floats =
            |ws: &[&str]| -> Result<Vec<f32>, SaveError> { ws.iter().map(|w| float(w)).collect() };
        match words.as_slice() {
            ["toss", hider, chooser, colour_in, chosen] => Ok(Move::Toss(Toss {
                hider: small(hider)?,
                chooser: small(chooser)?,
                hider_colour_in: hand(colour_in)?,
                chosen: hand(chosen)?,
            })),
            ["first"] => Ok(Move::Choose { go_first: true }),
            ["second"] => Ok(Move::Choose { go_first: false }),
            ["shot", rest @ ..] if rest.len() == 5 || rest.len() == 6 => {
                let declared_twenty = match rest.get(5) {
                    None => false,
                    Some(&"20") => true,
                    Some(_) => return Err(bad("ends with something other than 20")),
                };
                let v = floats(&rest[..5])?;
                Ok(Move::Shot {
                    place: Vec2::new(v[0], v[1]),
                    velocity: Vec2::new(v[2], v[3]),
                    spin: v[4],
                    declared_twenty,
                })
            }
            ["flick", rest @ ..] if rest.len() == 5 => {
                let v = floats(rest)?;
                Ok(Move::Flick(Flick {
                    pos: Vec2::new(v[0], v[1]),
                    velocity: Vec2::new(v[2], v[3]),
                    spin: v[4],
                }))
            }
            ["adjust", seat, piece, x, y] => Ok(Move::Adjust(Adjust {
                seat: small(seat)?,
                piece: piece.parse().map_err(|_| bad("has a bad piece number"))?,
                pos: Vec2::new(float(x)?, float(y)?),
            })),
            ["retake", "again"] => Ok(Move::Retake { again: true }),
            ["retake", "pass"] => Ok(Move::Retake { again: false }),
            _ => Err(bad("is not a move this game knows")),
        }
    }
}

impl SerJson for Move {
    fn ser_json(&self, d: usize, s: &mut SerJsonState) {
        self.encode().ser_json(d, s);
    }
}

impl DeJson for Move {
    fn de_json(s: &mut DeJsonState, i: &mut core::str::Chars) -> Result<Move, DeJsonErr> {
        let line = String::de_json(s, i)?;
        Move::decode(&line).map_err(|e| s.err_parse(&e.to_string()))
    }
}

/// How a pitchnut match starts: the first game's position and how many
/// games win the match (the next game starts by `Game::next_game`).
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct PitchnutStart {
    pub setup: crate::pitchnut::Setup,
    #[nserde(default = 1)]
    pub games_to_win: u8,
}

/// One side's (crokinole) or team's (pitchnut) result.
#[derive(Clone, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct SideResult {
    pub side: u8,
    /// Crokinole rounds won; pitchnut games won.
    pub rounds_won: u32,
    /// Crokinole: total points (match points in a tournament); pitchnut: 0.
    pub points: u32,
}

/// What a finished match came to, written when it ends so a list of records
/// can show results without replaying, and checked by every replay.
#[derive(Clone, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct Outcome {
    /// The winning side or team; None for a drawn tournament game.
    pub winner: Option<u8>,
    pub sides: Vec<SideResult>,
    /// A fingerprint of the final position (see `replay::fingerprint`).
    pub final_state: String,
    /// A fingerprint of every shot's physics report, in order.
    pub shots: String,
}

/// A person asked for a hint (the top level's shot shown as a ghost) on
/// `seat`'s turn, with `at` moves played. Not a move: replays ignore it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct HintUse {
    pub at: u32,
    pub seat: u8,
}

/// A match: finished (with an outcome) or in progress (the resume).
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct MatchRecord {
    pub game: BoardKind,
    /// The crokinole setup (a fresh match, or a position) when `game` is crokinole.
    pub crokinole: Option<crate::crokinole::Setup>,
    pub pitchnut: Option<PitchnutStart>,
    /// The seed the AI players drew their execution noise from. Replays do
    /// not need it (the moves are stored as played); it lets a match be
    /// played again with the same AI.
    #[nserde(default)]
    pub seed: u64,
    pub players: Vec<Seated>,
    #[nserde(default)]
    pub moves: Vec<Move>,
    #[nserde(default = 1)]
    pub engine: u32,
    /// Seconds since 1970 (UTC), given by the shell: the core has no clock
    /// on every platform.
    #[nserde(default)]
    pub started_at: u64,
    pub finished_at: Option<u64>,
    pub outcome: Option<Outcome>,
    /// Hints asked for; None when there were none, so a record without
    /// hints is written exactly as before the field existed.
    pub hints: Option<Vec<HintUse>>,
    /// Pitchnut: the coin toss and its winner's choice of breaker. None in
    /// records made before the toss was shown (written as before).
    pub coin_toss: Option<super::coin::CoinCall>,
    /// The aids people's shots were played with (`aids::Aids::key`; the
    /// AI has none). None in records made before the setting (issue 42),
    /// which were played with today's aids, and where the play screen has
    /// not set it: read as "easy" (`MatchRecord::aids`), written as before.
    pub aids: Option<String>,
    /// The flicks people and AI seats meant where the hand played another
    /// (`"MOVE VX VY"`: the move's index and the velocity meant, written
    /// like a move's floats): what a review calls their choice. None when
    /// every shot went as meant, written as before the field existed.
    pub meant: Option<Vec<String>>,
    /// The Grandmaster's review of the people's shots, one line a shot
    /// (`review::ShotReview::to_line`), kept so it is computed once. None
    /// until a review finished, written as before the field existed.
    pub review: Option<Vec<String>>,
}

impl MatchRecord {
    /// A new crokinole match record with no moves yet.
    pub fn crokinole(setup: crate::crokinole::Setup, players: Vec<Seated>, seed: u64) -> Self {
        MatchRecord {
            game: BoardKind::Crokinole,
            crokinole: Some(setup),
            pitchnut: None,
            seed,
            players,
            moves: Vec::new(),
            engine: ENGINE_VERSION,
            started_at: 0,
            finished_at: None,
            outcome: None,
            hints: None,
            coin_toss: None,
            aids: None,
            meant: None,
            review: None,
        }
    }

    pub fn pitchnut(start: PitchnutStart, players: Vec<Seated>, seed: u64) -> Self {
        MatchRecord {
            game: BoardKind::Pitchnut,
            crokinole: None,
            pitchnut: Some(start),
            ..MatchRecord::crokinole(Default::default(), players, seed)
        }
    }

    pub fn is_finished(&self) -> bool {
        self.outcome.is_some()
    }

    /// The record as JSON text, for export and the store.
    pub fn to_json(&self) -> String {
        self.serialize_json()
    }

    /// Reads a record from a file someone gave us: checks the text, the
    /// shape, the values and the starting position, but not the moves
    /// (replay them for that, see `verify::verify`).
    pub fn from_json(bytes: &[u8]) -> Result<MatchRecord, SaveError> {
        let text = super::validate::check_json(bytes)?;
        let record: MatchRecord = super::store::parse(text, "record")?;
        super::verify::check_start(&record)?;
        Ok(record)
    }

    /// Checks what can be checked without replaying: sizes, seats, names.
    pub fn validate(&self) -> Result<(), SaveError> {
        match (self.game, &self.crokinole, &self.pitchnut) {
            (BoardKind::Crokinole, Some(_), None) | (BoardKind::Pitchnut, None, Some(_)) => {}
            _ => {
                return Err(SaveError::new(format!(
                    "a {:?} record needs its own setup and no other",
                    self.game
                )));
            }
        }
        if self.engine > ENGINE_VERSION {
            return Err(SaveError::new(format!(
                "the record was made by a newer version of Flickwood (engine {}, this one has {ENGINE_VERSION})",
                self.engine
            )));
        }
        if self.moves.len() > MAX_MOVES {
            return Err(SaveError::new(format!(
                "{} moves is more than any match has",
                self.moves.len()
            )));
        }
        if self.players.is_empty() || self.players.len() > 4 {
            return Err(SaveError::new("a match has 2 to 4 players"));
        }
        // At most one hint per seat and turn, at a move the match has.
        let hints = self.hints.as_deref().unwrap_or(&[]);
        if hints.len() > self.moves.len() + 1
            || hints
                .iter()
                .any(|h| h.seat > 3 || h.at as usize > self.moves.len())
        {
            return Err(SaveError::new("the record's hints do not fit its moves"));
        }
        for (i, s) in self.players.iter().enumerate() {
            if s.seat > 3 {
                return Err(SaveError::new(format!("seat {} does not exist", s.seat)));
            }
            if self.players[..i].iter().any(|o| o.seat == s.seat) {
                return Err(SaveError::new(format!("seat {} is taken twice", s.seat)));
            }
            if let super::profile::Player::Person { name, .. }
            | super::profile::Player::Guest { name } = &s.player
            {
                super::profile::check_name(name)?;
            }
        }
        if let Some(p) = &self.pitchnut
            && !(1..=9).contains(&p.games_to_win)
        {
            return Err(SaveError::new(format!(
                "a match to {} games is not one we play",
                p.games_to_win
            )));
        }
        if self.aids.as_ref().is_some_and(|k| {
            k.is_empty() || k.len() > 16 || !k.bytes().all(|b| b.is_ascii_alphanumeric())
        }) {
            return Err(SaveError::new("the record's aids are not a setting's name"));
        }
        super::replay::check_meant(self)?;
        if self.review.as_ref().is_some_and(|lines| {
            lines.len() > self.moves.len()
                || lines.iter().any(|l| l.len() > crate::review::MAX_LINE)
        }) {
            return Err(SaveError::new("the record's review does not fit its moves"));
        }
        if self.outcome.is_some() != self.finished_at.is_some() {
            return Err(SaveError::new(
                "a finished match needs both its outcome and when it finished",
            ));
        }
        Ok(())
    }

    /// The aids people's shots were played with: "easy" for a record that
    /// does not say (made before the setting).
    pub fn aids(&self) -> crate::aids::Aids {
        self.aids
            .as_deref()
            .map_or(crate::aids::Aids::EASY, crate::aids::Aids::of_key)
    }

    /// The key stats keep for this match's aids ("easy" when unsaid).
    pub fn aids_key(&self) -> &str {
        self.aids.as_deref().unwrap_or(crate::aids::Aids::EASY.key)
    }

    /// The player at `seat`.
    pub fn player_at(&self, seat: u8) -> Option<&super::profile::Player> {
        self.players
            .iter()
            .find(|s| s.seat == seat)
            .map(|s| &s.player)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn moves_round_trip_every_bit() {
        let mut rng = Rng::new(11);
        for _ in 0..20_000 {
            let mut f = || f32::from_bits(rng.next_u64() as u32);
            let (a, b, c, d, e) = (f(), f(), f(), f(), f());
            if ![a, b, c, d, e].iter().all(|x| x.is_finite()) {
                continue;
            }
            let m = Move::Shot {
                place: Vec2::new(a, b),
                velocity: Vec2::new(c, d),
                spin: e,
                declared_twenty: a > 0.0,
            };
            let back = Move::decode(&m.encode()).unwrap();
            let Move::Shot {
                place,
                velocity,
                spin,
                declared_twenty,
            } = back
            else {
                panic!("{back:?}");
            };
            let bits = [place.x, place.y, velocity.x, velocity.y, spin].map(f32::to_bits);
            assert_eq!(bits, [a, b, c, d, e].map(f32::to_bits));
            assert_eq!(declared_twenty, a > 0.0);
        }
        let neg_zero = Move::Flick(Flick {
            pos: Vec2::new(-0.0, 0.5),
            velocity: Vec2::new(1.0, -2.0),
            spin: 0.0,
        });
        let back = Move::decode(&neg_zero.encode()).unwrap();
        let Move::Flick(f) = back else { panic!() };
        assert_eq!(f.pos.x.to_bits(), (-0.0f32).to_bits());
    }

    #[test]
    fn bad_move_lines_are_refused_with_a_message() {
        for line in [
            "",
            "shot 1 2 3 4",
            "shot 1 2 3 4 5 21",
            "shot NaN 0 0 0 0",
            "shot inf 0 0 0 0",
            "flick 1 2 3 4 1e39",
            "toss 0 2 L X",
            "toss 300 2 L R",
            "adjust 1 70000 0 0",
            "jump",
        ] {
            let e = Move::decode(line).unwrap_err();
            assert!(e.to_string().starts_with("the move"), "{line}: {e}");
        }
        let all = [
            "toss 0 2 L R",
            "first",
            "second",
            "shot 0 -0.2 0.05 1.73 0 20",
            "flick 0.1 -0.3 0 2 0",
            "adjust 1 5 0.001 0",
        ];
        for line in all {
            assert_eq!(Move::decode(line).unwrap().encode(), line);
        }
    }
}
