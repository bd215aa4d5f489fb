//! `Match`: a match in play, replayed, or watched, behind one type.

use super::ai_job::{AiJob, Question};
use super::ai_turn::{AiPosition, AiRequest, decision_seed};
use super::refusal::Refusal;
use super::seat::SeatKind;
use super::settings::{MatchSettings, PITCHNUT_GAMES_TO_WIN};
use super::tally::{self, RoundTally, SideTally, TeamTally};
use super::toss::{self, TossDecision};
use super::view::{Piece, Side, Turn};
use crate::crokinole::{self, Phase};
use crate::geom::Vec2;
use crate::pitchnut::{self, Alleys};
use crate::rng::Rng;
use crate::save::profile::{Player, Profiles, Seated};
use crate::save::record::{MatchRecord, Move, PitchnutStart};
use crate::save::replay::{Events, Position, Replay, Step};
use crate::save::{CoinCall, PendingShot, SaveError};
use crate::shot::{Disc, DiscId, Place, ShotInput};
use crate::spec::{BoardKind, DiscKind, Spec};

/// How the match came to the screen: what to say before the first shot.
#[derive(Clone, Debug, PartialEq)]
pub enum Opening {
    /// Crokinole: the toss and its winner's choice, as the engine told them.
    Toss(Vec<crokinole::Event>),
    /// Pitchnut: `winner` won the coin toss and chose `breaker` to break
    /// (None while their choice is due).
    Coin { winner: u8, breaker: Option<u8> },
    /// A saved match taken up where it was left.
    Resumed,
    /// A record to watch from its start.
    Watching,
    /// A start the caller set (`Match::start`): nothing was tossed.
    Set,
}

/// What a played move did.
#[derive(Clone, Debug)]
pub struct Played {
    pub step: Step,
    /// Crokinole: the round this move ended.
    pub round: Option<RoundTally>,
}

pub struct Match {
    pub(super) spec: Spec,
    pub(super) replay: Replay,
    pieces: Vec<Piece>,
    pub(super) opening: Opening,
    /// Shots the engine refused since the last move: an AI seat then
    /// decides from another seed, or it would play the refused shot again.
    refused: usize,
    /// An AI seat won the toss and chose (what the opening says, and why).
    pub(super) ai_toss: Option<TossDecision>,
}

impl Match {
    /// A new match with the toss run from `seed`; its winner's choice is
    /// made here for an AI seat, and is due (`toss_winner`) for a person.
    pub fn new(
        settings: MatchSettings,
        seed: u64,
        profiles: &Profiles,
    ) -> Result<Match, SaveError> {
        let mut rng = Rng::new(seed);
        let kinds = settings.seats();
        let seats = settings.seats_in_play();
        let seated: Vec<Seated> = seats
            .iter()
            .map(|&seat| Seated {
                seat,
                player: kinds[seat as usize % 4].player(seat, profiles),
            })
            .collect();
        let record = match settings {
            MatchSettings::Crokinole { table, format, .. } => {
                let setup = crokinole::Setup {
                    table: Some(table),
                    format,
                    ..Default::default()
                };
                MatchRecord::crokinole(setup, seated, seed)
            }
            MatchSettings::Pitchnut {
                players,
                alleys,
                beginner,
                ..
            } => {
                // The coin toss; its winner chooses who breaks (`choose`).
                // Until then the winner's seat stands in as the breaker.
                let winner = seats[rng.below(seats.len() as u32) as usize];
                let setup = pitchnut::Setup {
                    options: pitchnut::Options {
                        players,
                        alleys,
                        beginner,
                    },
                    to_play: winner,
                    breaker: Some(winner),
                    ..Default::default()
                };
                let start = PitchnutStart {
                    setup,
                    games_to_win: PITCHNUT_GAMES_TO_WIN,
                };
                let mut record = MatchRecord::pitchnut(start, seated, seed);
                record.coin_toss = Some(CoinCall {
                    winner,
                    breaker: None,
                });
                record
            }
        };
        let mut game = Match::around(Replay::new(record)?, Opening::Watching);
        game.opening = match game.board() {
            BoardKind::Crokinole => {
                // The hidden-puck toss (the seed's two hands), drawn from the seed.
                let hand = |r: &mut Rng| {
                    if r.chance(0.5) {
                        crokinole::Hand::Left
                    } else {
                        crokinole::Hand::Right
                    }
                };
                let toss = crokinole::Toss {
                    hider: seats[0],
                    chooser: seats[1],
                    hider_colour_in: hand(&mut rng),
                    chosen: hand(&mut rng),
                };
                Opening::Toss(crokinole_events(game.play(Move::Toss(toss))?.step.events))
            }
            BoardKind::Pitchnut => game.coin_opening(),
        };
        // An AI winner chooses at once, by its own judgement; a person
        // chooses on screen.
        if let Some(winner) = game.toss_winner()
            && game.seat_kind(winner).is_ai()
            && let Some(d) = toss::decide(&game)
        {
            let events = game.choose_now(d.choice)?;
            game.ai_toss = Some(d);
            game.opening = match std::mem::replace(&mut game.opening, Opening::Set) {
                Opening::Toss(mut before) => {
                    before.extend(events);
                    Opening::Toss(before)
                }
                _ => game.coin_opening(),
            };
        }
        Ok(game)
    }

    /// A saved match as it stands (a `Replay` that has played its moves,
    /// as `Store::resume` gives it): nothing is simulated again.
    pub fn resume(replay: Replay) -> Match {
        Match::around(replay, Opening::Resumed)
    }

    /// A match from a start the caller chose, with no toss (the setup in
    /// `record` names who shoots or breaks first), to play live: the CLI's
    /// self-play, soak and calibration. `spec` is `Spec::STANDARD` for a
    /// match to keep; other constants (tuning) make a record that replays
    /// only on them.
    pub fn start(record: MatchRecord, spec: Spec) -> Result<Match, SaveError> {
        Ok(Match::around(Replay::on(spec, record)?, Opening::Set))
    }

    /// A record to watch from its start, one recorded move at a time.
    pub fn watch(record: MatchRecord) -> Result<Match, SaveError> {
        let mut game = Match::around(Replay::new(record)?, Opening::Watching);
        // Pitchnut's toss is no move: the viewer says it at the start.
        if game.replay.record().coin_toss.is_some() {
            game.opening = game.coin_opening();
        }
        Ok(game)
    }

    /// A match goes on with the physics its record was begun on: a match
    /// saved under an older engine finishes on that engine's contacts.
    fn around(replay: Replay, opening: Opening) -> Match {
        let mut game = Match {
            spec: *replay.spec(),
            replay,
            pieces: Vec::new(),
            opening,
            refused: 0,
            ai_toss: None,
        };
        game.rebuild();
        game
    }

    pub fn opening(&self) -> &Opening {
        &self.opening
    }

    pub fn spec(&self) -> &Spec {
        &self.spec
    }

    /// The match as its record and replay (what the save keeps).
    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    pub fn position(&self) -> &Position {
        self.replay.position()
    }

    pub fn board(&self) -> BoardKind {
        self.position().board()
    }

    pub fn crokinole(&self) -> Option<&crokinole::State> {
        match self.position() {
            Position::Crokinole(s) => Some(s),
            Position::Pitchnut(_) => None,
        }
    }

    pub fn pitchnut(&self) -> Option<&crate::save::replay::PitchnutMatch> {
        match self.position() {
            Position::Pitchnut(m) => Some(m),
            Position::Crokinole(_) => None,
        }
    }

    /// Every disc to draw, the ones lying in the ditch included.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The seats at the table, in seat order.
    pub fn seats(&self) -> Vec<u8> {
        self.position().seats().into_iter().map(|s| s.0).collect()
    }

    /// Who plays `seat`, as the record has it.
    pub fn player(&self, seat: u8) -> Option<&Player> {
        self.replay.record().player_at(seat)
    }

    pub fn seat_kind(&self, seat: u8) -> SeatKind {
        self.player(seat).map_or(SeatKind::Guest, SeatKind::of)
    }

    /// The next shot, or None when the match is over.
    pub fn next_turn(&self) -> Option<Turn> {
        match self.position() {
            Position::Crokinole(s) => {
                if s.phase() != Phase::Playing {
                    return None;
                }
                let seat = s.to_shoot()?;
                let id = s.next_puck()?;
                let t = s.table();
                Some(Turn {
                    seat,
                    side: Side::of_colour(t.colour_of(t.side_of(seat))),
                    id,
                    kind: DiscKind::Puck,
                })
            }
            // No shot while a beginner chooses to re-take a miss (`retake.rs`).
            Position::Pitchnut(m) => (!self.replay.is_over()
                && !m.game.is_over()
                && self.toss_winner().is_none()
                && !m.game.retake_offered())
            .then(|| Turn {
                seat: m.game.to_play(),
                side: Side::Shooter,
                id: pitchnut::SHOOTER,
                kind: DiscKind::Shooter,
            }),
        }
    }

    /// The physics input for the next shot from `at` at `velocity`, or
    /// the engine's reason for refusing it.
    pub fn check_shot(&self, at: Vec2, velocity: Vec2) -> Result<ShotInput, Refusal> {
        self.check_spun_shot(at, velocity, 0.0)
    }

    /// `check_shot` with the disc spinning at `spin` (rad/s, counter-
    /// clockwise: an AI's choice or a person's Spin button, `chosen_spin`;
    /// only crokinole takes it).
    fn check_spun_shot(&self, at: Vec2, velocity: Vec2, spin: f32) -> Result<ShotInput, Refusal> {
        if self.next_turn().is_none() {
            return Err(Refusal::NoTurn);
        }
        match self.position() {
            Position::Crokinole(s) => s
                .shot_input(&self.spec, at, velocity, spin)
                .map_err(Refusal::Crokinole),
            Position::Pitchnut(m) => m
                .game
                .shot_input(&flick(at, velocity))
                .map_err(Refusal::Placement),
        }
    }

    /// Whether the next shot's disc may be put at `at`.
    pub fn check_place(&self, at: Vec2) -> Result<(), Refusal> {
        self.check_shot(at, -at.normalize_or_zero()).map(|_| ())
    }

    /// Crokinole: whether this shot may be declared a twenty attempt.
    pub fn can_declare_twenty(&self) -> bool {
        match (self.crokinole(), self.next_turn()) {
            (Some(s), Some(t)) => s.opponents_on_board(t.seat),
            _ => false,
        }
    }

    /// The next shot, checked and ready to animate. Nothing changes until
    /// `commit`.
    pub fn begin_shot(
        &self,
        at: Vec2,
        velocity: Vec2,
        declared_twenty: bool,
    ) -> Result<PendingShot, Refusal> {
        self.begin_spun_shot(at, velocity, 0.0, declared_twenty)
    }

    /// `begin_shot` with spin: an AI's crokinole shot, or a person's with
    /// the Spin button's choice (`chosen_spin`); pitchnut shots ignore it.
    pub fn begin_spun_shot(
        &self,
        at: Vec2,
        velocity: Vec2,
        spin: f32,
        declared_twenty: bool,
    ) -> Result<PendingShot, Refusal> {
        let input = self.check_spun_shot(at, velocity, spin)?;
        input.validate(&self.spec).map_err(Refusal::Physics)?;
        let m = match self.board() {
            BoardKind::Crokinole => Move::Shot {
                place: at,
                velocity,
                spin,
                declared_twenty: declared_twenty && self.can_declare_twenty(),
            },
            BoardKind::Pitchnut => Move::Flick(flick(at, velocity)),
        };
        self.replay
            .pending(m)
            .map_err(Refusal::Record)?
            .ok_or(Refusal::NoTurn)
    }

    /// Plays a shot from `begin_shot` with the report it ran to (it is run
    /// to rest first if the screen did not). A refusal changes nothing.
    pub fn commit(&mut self, shot: PendingShot) -> Result<Played, Refusal> {
        let before = self.side_tallies();
        let step = self.replay.play_pending(shot).map_err(|e| {
            self.refused += 1;
            Refusal::Record(e)
        })?;
        Ok(self.after(step, &before))
    }

    /// Watching: the next recorded move as a shot to animate (None when it
    /// is not a shot, or the record has no more).
    pub fn next_recorded(&self) -> Result<Option<PendingShot>, SaveError> {
        self.replay.next_pending()
    }

    /// Watching: plays the next recorded move, from its animated shot when
    /// it is one. None when the record has no more moves.
    pub fn play_recorded(
        &mut self,
        shot: Option<PendingShot>,
    ) -> Result<Option<Played>, SaveError> {
        let before = self.side_tallies();
        let step = match shot {
            Some(shot) => self.replay.step_pending(shot)?,
            None => match self.replay.step()? {
                Some(step) => step,
                None => return Ok(None),
            },
        };
        Ok(Some(self.after(step, &before)))
    }

    /// Watching: back to move `n` of the record (replayed from the start).
    pub fn seek(&mut self, n: usize) -> Result<(), SaveError> {
        self.replay.seek(n)?;
        self.rebuild();
        Ok(())
    }

    pub(super) fn play(&mut self, m: Move) -> Result<Played, SaveError> {
        let before = self.side_tallies();
        let step = self.replay.play(m)?;
        Ok(self.after(step, &before))
    }

    /// The move `step` was played; `before`: the sides' counts before it.
    fn after(&mut self, step: Step, before: &[SideTally]) -> Played {
        self.refused = 0;
        self.rebuild();
        let round = match (&step.events, self.crokinole()) {
            (Events::Crokinole(events), Some(s)) => {
                tally::round(s, &self.spec.crokinole, events, before)
            }
            _ => None,
        };
        Played { step, round }
    }

    /// Pitchnut with American rules: the shooter may go in the side alleys.
    pub fn side_alleys(&self) -> bool {
        self.pitchnut()
            .is_some_and(|m| m.game.options().alleys == Alleys::American)
    }

    /// Pitchnut: the seat that may now adjust pieces the last shot returned
    /// to the centre, and those pieces (None when there is nothing to adjust;
    /// the rule is `pitchnut::Game::adjuster`'s).
    pub fn adjuster(&self) -> Option<(u8, Vec<DiscId>)> {
        if self.replay.is_over() {
            return None;
        }
        self.pitchnut()?.game.adjuster()
    }

    /// Whether `seat` may move returned piece `piece` to `at`.
    pub fn check_adjust(&self, seat: u8, piece: DiscId, at: Vec2) -> Result<(), Refusal> {
        let m = self.pitchnut().ok_or(Refusal::NotPitchnut)?;
        let cmd = pitchnut::Adjust {
            seat,
            piece,
            pos: at,
        };
        m.game.check_adjust(&cmd).map_err(Refusal::Adjust)
    }

    /// Moves a returned piece for good (a move of the match record).
    pub fn adjust(&mut self, seat: u8, piece: DiscId, at: Vec2) -> Result<Played, Refusal> {
        self.check_adjust(seat, piece, at)?;
        let cmd = pitchnut::Adjust {
            seat,
            piece,
            pos: at,
        };
        self.play(Move::Adjust(cmd)).map_err(Refusal::Record)
    }

    /// A person on `seat` asked for a hint before the next move: the record
    /// notes it (once per turn). False when nothing was noted.
    pub fn note_hint(&mut self, seat: u8) -> bool {
        self.replay.note_hint(seat)
    }

    /// The top level's decision for the next shot, whoever is to shoot:
    /// what a hint shows (None when no shot is due).
    pub fn hint_request(&self) -> Option<AiRequest> {
        self.next_turn()?;
        let mut req = self.request_at(crate::save::AiLevel::Grandmaster);
        // Its own stream: asking for a hint never changes what an AI seat
        // would have drawn.
        req.seed ^= 0x4849_4E54;
        Some(req)
    }

    /// The seed of the decision due now.
    fn decision_seed(&self) -> u64 {
        let seed = decision_seed(self.replay.record().seed, self.replay.moves_played());
        if self.refused > 0 {
            return crate::ai::search::stream_seed(seed, self.refused, 0x5EF);
        }
        seed
    }

    /// `ai_request` or `hint_request` as a job another thread of work can
    /// answer from the record alone (`AiJob`): the same question, the same
    /// answer.
    pub fn job(&self, question: Question) -> Option<AiJob> {
        let req = match question {
            Question::Shot => self.ai_request()?,
            Question::Hint => self.hint_request()?,
            // A review is asked of a record, not of the position in play.
            Question::Review => return None,
        };
        Some(AiJob::new(
            question,
            req.level,
            req.seed,
            self.replay.record().clone(),
        ))
    }

    /// The position in play as a question for the AI at `level`.
    fn request_at(&self, level: crate::save::AiLevel) -> AiRequest {
        let seed = self.decision_seed();
        let position = match self.position() {
            Position::Crokinole(s) => AiPosition::Crokinole(Box::new(s.clone())),
            Position::Pitchnut(m) => AiPosition::Pitchnut(Box::new(m.game.clone())),
        };
        AiRequest {
            position,
            level,
            seed,
        }
    }

    /// When the next shot is the AI's: what it must decide.
    pub fn ai_request(&self) -> Option<AiRequest> {
        let turn = self.next_turn()?;
        let SeatKind::Ai(level) = self.seat_kind(turn.seat) else {
            return None;
        };
        Some(self.request_at(level))
    }

    /// Crokinole: each side's counts now (empty for pitchnut).
    pub fn side_tallies(&self) -> Vec<SideTally> {
        self.crokinole()
            .map_or_else(Vec::new, |s| tally::sides(s, &self.spec.crokinole))
    }

    /// Pitchnut: each team's counts now (empty for crokinole).
    pub fn team_tallies(&self) -> Vec<TeamTally> {
        self.pitchnut().map_or_else(Vec::new, tally::teams)
    }

    /// The winner once over (None inside for a drawn match).
    pub fn winner(&self) -> Option<Option<u8>> {
        self.position().winner()
    }

    /// Rebuilds the pieces to draw from the engine's position.
    pub(super) fn rebuild(&mut self) {
        let mut pieces = Vec::new();
        match self.replay.position() {
            Position::Crokinole(s) => {
                let t = s.table();
                let side = |id: DiscId| Side::of_colour(t.colour_of(t.side_of_puck(id)));
                for p in s.board() {
                    pieces.push(Piece {
                        disc: Disc {
                            id: p.id,
                            kind: DiscKind::Puck,
                            pos: p.pos,
                            place: p.place,
                        },
                        side: side(p.id),
                    });
                }
                for &id in s.ditch() {
                    if let Some(pos) = self.replay.ditch_lie(id) {
                        pieces.push(Piece {
                            disc: Disc {
                                id,
                                kind: DiscKind::Puck,
                                pos,
                                place: Place::Ditch,
                            },
                            side: side(id),
                        });
                    }
                }
            }
            Position::Pitchnut(m) => {
                for d in m.game.board() {
                    let side = match (d.kind, pitchnut::piece_colour(d.id)) {
                        (DiscKind::Poison, _) => Side::Poison,
                        (_, Some(pitchnut::Colour::Black)) => Side::Dark,
                        _ => Side::Light,
                    };
                    pieces.push(Piece {
                        disc: d.clone(),
                        side,
                    });
                }
            }
        }
        self.pieces = pieces;
    }
}

fn flick(at: Vec2, velocity: Vec2) -> pitchnut::Flick {
    pitchnut::Flick {
        pos: at,
        velocity,
        spin: 0.0,
    }
}

pub(super) fn crokinole_events(events: Events) -> Vec<crokinole::Event> {
    match events {
        Events::Crokinole(e) => e,
        Events::Pitchnut(_) => Vec::new(),
    }
}
