//! The real match: a rule engine behind `save::Replay`, so every shot goes
//! through the same `shot_input -> simulate -> apply` loop as a replay and
//! the match is its own record. This file only turns the engines' state and
//! events into what the screens draw and say; the rules stay in the engines.

use super::ai_seat::{AiPosition, Request, decision_seed};
use super::flow::{Match, Piece, Side, Summary, Turn};
use flickwood::crokinole::{
    self, Colour, Foul, MatchFormat, OffReason, Phase, TableKind, puck_value,
};
use flickwood::geom::Vec2;
use flickwood::pitchnut::{self, Alleys, EndReason, ReturnReason, ScratchReason};
use flickwood::rng::Rng;
use flickwood::save::AiLevel;
use flickwood::save::profile::{Player, ProfileId, Profiles, Seated};
use flickwood::save::record::{MatchRecord, Move, PitchnutStart};
use flickwood::save::replay::{Events, Position, Replay};
use flickwood::shot::{Disc, DiscId, Place, ShotInput};
use flickwood::spec::{BoardKind, DiscKind, Spec};
use std::collections::HashMap;

/// Who plays a seat: a person (a guest, or one of the device's profiles)
/// or the computer at one of its levels (`shell/ai_seat.rs` drives it).
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
        match self {
            SeatKind::Ai(level) => Player::Ai { level },
            SeatKind::Profile(id) => match profiles.get(id) {
                Some(p) => Player::Person {
                    profile: id,
                    name: p.name.clone(),
                },
                None => Player::Guest {
                    name: format!("Player {}", seat + 1),
                },
            },
            SeatKind::Guest => Player::Guest {
                name: format!("Player {}", seat + 1),
            },
        }
    }
}

/// Everything the set-up screen chooses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Settings {
    Crokinole {
        table: TableKind,
        format: MatchFormat,
        /// Who plays each seat (indexed by seat; unused seats are ignored).
        seats: [SeatKind; 4],
    },
    Pitchnut {
        players: u8,
        alleys: Alleys,
        beginner: bool,
        seats: [SeatKind; 4],
    },
}

impl Settings {
    pub fn default_for(kind: BoardKind) -> Settings {
        match kind {
            BoardKind::Crokinole => Settings::Crokinole {
                table: TableKind::TwoPlayers,
                format: MatchFormat::BestOfSeven,
                seats: [SeatKind::Guest; 4],
            },
            BoardKind::Pitchnut => Settings::Pitchnut {
                players: 2,
                alleys: Alleys::American,
                beginner: false,
                seats: [SeatKind::Guest; 4],
            },
        }
    }

    pub fn seats(&self) -> [SeatKind; 4] {
        match self {
            Settings::Crokinole { seats, .. } | Settings::Pitchnut { seats, .. } => *seats,
        }
    }

    pub fn seats_mut(&mut self) -> &mut [SeatKind; 4] {
        match self {
            Settings::Crokinole { seats, .. } | Settings::Pitchnut { seats, .. } => seats,
        }
    }

    /// The seats in play, in seat order (two players sit across: 0 and 2).
    pub fn seats_in_play(&self) -> Vec<u8> {
        match self {
            Settings::Crokinole { table, .. } => match table {
                TableKind::TwoPlayers => vec![0, 2],
                TableKind::ThreePlayers => vec![0, 1, 2],
                TableKind::FourSingles | TableKind::FourTeams => vec![0, 1, 2, 3],
            },
            Settings::Pitchnut { players: 4, .. } => vec![0, 1, 2, 3],
            Settings::Pitchnut { .. } => vec![0, 2],
        }
    }

    pub fn board(&self) -> BoardKind {
        match self {
            Settings::Crokinole { .. } => BoardKind::Crokinole,
            Settings::Pitchnut { .. } => BoardKind::Pitchnut,
        }
    }

    /// The settings a saved match was started with.
    pub fn from_record(record: &MatchRecord) -> Option<Settings> {
        match (&record.crokinole, &record.pitchnut) {
            (Some(setup), None) => Some(Settings::Crokinole {
                table: setup.table.unwrap_or(TableKind::TwoPlayers),
                format: setup.format,
                seats: seat_kinds(record),
            }),
            (None, Some(start)) => Some(Settings::Pitchnut {
                players: start.setup.options.players,
                alleys: start.setup.options.alleys,
                beginner: start.setup.options.beginner,
                seats: seat_kinds(record),
            }),
            _ => None,
        }
    }
}

/// Who sat where in a record, as the set-up screen says it.
fn seat_kinds(record: &MatchRecord) -> [SeatKind; 4] {
    let mut seats = [SeatKind::Guest; 4];
    for s in &record.players {
        if let Some(slot) = seats.get_mut(s.seat as usize) {
            *slot = SeatKind::of(&s.player);
        }
    }
    seats
}

/// Pitchnut matches are best of three games.
const PITCHNUT_GAMES_TO_WIN: u8 = 2;

pub struct Ruled {
    spec: Spec,
    replay: Replay,
    pieces: Vec<Piece>,
    /// Crokinole: where each ditched puck came to rest (the engine keeps
    /// only their ids), so it can still be drawn lying in the ditch.
    ditch_pos: HashMap<DiscId, Vec2>,
    opening: Vec<String>,
    summary: Option<Summary>,
    /// Seats and the kind of player at each.
    seats: Vec<(u8, SeatKind)>,
}

fn debug() -> bool {
    std::env::var_os("FLICKWOOD_DEBUG").is_some()
}

fn colour_side(c: Colour) -> Side {
    match c {
        Colour::Natural => Side::Light,
        Colour::Black => Side::Dark,
        Colour::Red => Side::Red,
        Colour::Green => Side::Green,
    }
}

fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::Natural => "Natural",
        Colour::Black => "Black",
        Colour::Red => "Red",
        Colour::Green => "Green",
    }
}

fn nut_colour(c: pitchnut::Colour) -> &'static str {
    match c {
        pitchnut::Colour::Black => "dark",
        pitchnut::Colour::White => "light",
    }
}

fn plural(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

impl Ruled {
    /// A new match with the toss already run from `seed`.
    pub fn new(settings: Settings, seed: u64, profiles: &Profiles) -> Result<Ruled, String> {
        let mut rng = Rng::new(seed);
        let kinds = settings.seats();
        let guests = |seats: &[u8]| -> Vec<Seated> {
            seats
                .iter()
                .map(|&seat| Seated {
                    seat,
                    player: kinds[seat as usize % 4].player(seat, profiles),
                })
                .collect()
        };
        let (record, seats) = match settings {
            Settings::Crokinole { table, format, .. } => {
                let setup = crokinole::Setup {
                    table: Some(table),
                    format,
                    ..Default::default()
                };
                let state =
                    crokinole::State::new(&Spec::STANDARD.crokinole, &setup).map_err(|e| e.0)?;
                let seats = state.table().seats().to_vec();
                (MatchRecord::crokinole(setup, guests(&seats), seed), seats)
            }
            Settings::Pitchnut {
                players,
                alleys,
                beginner,
                ..
            } => {
                let seats: Vec<u8> = if players == 4 {
                    vec![0, 1, 2, 3]
                } else {
                    vec![0, 2]
                };
                // The coin toss: its winner picks who breaks, here at random.
                let breaker = seats[rng.below(seats.len() as u32) as usize];
                let setup = pitchnut::Setup {
                    options: pitchnut::Options {
                        players,
                        alleys,
                        beginner,
                    },
                    to_play: breaker,
                    breaker: Some(breaker),
                    ..Default::default()
                };
                let start = PitchnutStart {
                    setup,
                    games_to_win: PITCHNUT_GAMES_TO_WIN,
                };
                (MatchRecord::pitchnut(start, guests(&seats), seed), seats)
            }
        };
        let replay = Replay::new(record).map_err(|e| e.0)?;
        let mut game = Ruled {
            spec: Spec::STANDARD,
            replay,
            pieces: Vec::new(),
            ditch_pos: HashMap::new(),
            opening: Vec::new(),
            summary: None,
            seats: seats.iter().map(|&s| (s, kinds[s as usize % 4])).collect(),
        };
        if game.board() == BoardKind::Crokinole {
            // The hidden-puck toss, then its winner's choice, both at random.
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
            let mut said = game.play(Move::Toss(toss))?;
            let go_first = rng.chance(0.5);
            said.extend(game.play(Move::Choose { go_first })?);
            game.opening = said;
        } else if let Some(t) = game.next_turn() {
            game.opening = vec![format!("Coin toss: {} breaks", game.seat_name(t.seat))];
        }
        game.rebuild();
        Ok(game)
    }

    #[cfg(test)]
    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    fn play(&mut self, m: Move) -> Result<Vec<String>, String> {
        let step = self.replay.play(m).map_err(|e| e.0)?;
        if debug() {
            eprintln!("move {}", m.encode());
            eprintln!(
                "position {}",
                flickwood::save::replay::fingerprint(self.replay.position())
            );
        }
        if let Some(report) = &step.report {
            for f in &report.finals {
                if f.place.in_play() {
                    self.ditch_pos.remove(&f.id);
                } else {
                    self.ditch_pos.insert(f.id, f.pos);
                }
            }
        }
        let said = match &step.events {
            Events::Crokinole(events) => events
                .iter()
                .filter_map(|e| self.crokinole_words(e))
                .collect(),
            Events::Pitchnut(events) => events
                .iter()
                .filter_map(|e| self.pitchnut_words(e))
                .collect(),
        };
        if let Events::Crokinole(events) = &step.events {
            self.note_round(events);
        }
        if step.next_game {
            let mut said: Vec<String> = said;
            said.push("A new game begins".into());
            self.rebuild();
            return Ok(said);
        }
        self.rebuild();
        Ok(said)
    }

    fn croki(&self) -> Option<&crokinole::State> {
        match self.replay.position() {
            Position::Crokinole(s) => Some(s),
            Position::Pitchnut(_) => None,
        }
    }

    fn nut(&self) -> Option<&flickwood::save::replay::PitchnutMatch> {
        match self.replay.position() {
            Position::Pitchnut(m) => Some(m),
            Position::Crokinole(_) => None,
        }
    }

    fn side_name(&self, side: crokinole::Side) -> String {
        let Some(s) = self.croki() else {
            return String::new();
        };
        let name = colour_name(s.table().colour_of(side));
        if s.table().kind() == TableKind::FourTeams {
            format!("{name} team")
        } else {
            name.to_string()
        }
    }

    fn seat_name(&self, seat: u8) -> String {
        match self.replay.position() {
            Position::Crokinole(s) => self.side_name(s.table().side_of(seat)),
            Position::Pitchnut(m) => {
                let team = m.game.team_of(seat);
                if m.game.seats().len() == 4 {
                    format!("Player {} ({})", seat + 1, self.team_name(team))
                } else {
                    self.team_name(team)
                }
            }
        }
    }

    fn team_name(&self, team: u8) -> String {
        let Some(m) = self.nut() else {
            return String::new();
        };
        let who = if m.game.seats().len() == 4 {
            format!("Team {}", team + 1)
        } else {
            let seat = self.seats.get(team as usize).map_or(team * 2, |s| s.0);
            self.player_name(seat)
        };
        match m.game.colour_of(team) {
            Some(c) => format!("{who}, {}", nut_colour(c)),
            None => who,
        }
    }

    fn crokinole_words(&self, e: &crokinole::Event) -> Option<String> {
        use crokinole::Event as E;
        let seat = |s: u8| self.seat_name(s);
        Some(match e {
            E::TossWon { seat: s } => format!("{} wins the toss", seat(*s)),
            E::RoundStarts { round, first } => {
                format!("Round {}: {} shoots first", round + 1, seat(*first))
            }
            E::ShotTaken { .. } => return None,
            E::Foul { seat: s, foul, .. } => {
                let why = match foul {
                    Foul::NoContact => "an opponent's puck was on the board and none was hit",
                    Foul::DeclaredTwentyMissed => "the declared 20 missed the hole",
                    Foul::ShortOfFifteenLine => "the puck stopped short of the 15 line",
                };
                format!("Foul by {}: {why}", seat(*s))
            }
            E::Twenty { seat: s, .. } => format!("20! {}'s puck goes to the rail", seat(*s)),
            E::Off { seat: s, why, .. } => {
                let how = match why {
                    OffReason::Ditch => "",
                    OffReason::Rebound => " (it came back: still off)",
                    OffReason::Foul => " (foul)",
                    OffReason::StruckInFoul => " (struck in a foul)",
                };
                format!("{} puck to the ditch{how}", seat(*s))
            }
            E::RoundOver { winner, .. } => match winner {
                Some(w) => format!("{} wins the round", self.side_name(*w)),
                None => "The round is tied".into(),
            },
            E::MatchOver { winner, .. } => match winner {
                Some(w) => format!("{} wins the match!", self.side_name(*w)),
                None => "The match is drawn".into(),
            },
        })
    }

    fn pitchnut_words(&self, e: &pitchnut::Event) -> Option<String> {
        use pitchnut::Event as E;
        Some(match e {
            E::Sunk { colour, .. } => format!("A {} piece is sunk", nut_colour(*colour)),
            E::PoisonSunk { .. } => "The poison is sunk".into(),
            E::OffBoard { .. } => "A piece flew off the board".into(),
            E::OnSide { .. } => "A piece landed on the side".into(),
            E::ShooterOnSide => "The shooter landed on the side".into(),
            E::StackFell { .. } => "The stack fell".into(),
            E::ColoursSet { team, colour } => format!(
                "Colours set: {} plays {}",
                self.team_name(*team).split(',').next().unwrap_or_default(),
                nut_colour(*colour)
            ),
            E::ColoursOpen => return None,
            E::Cancelled => "The shot is cancelled".into(),
            E::ExtraTurns { earned, banked } => format!(
                "{} earned, {} banked",
                plural(*earned as u32, "extra turn", "extra turns"),
                banked
            ),
            E::Scratch { seat, why } => {
                let why = match why {
                    ScratchReason::ShooterPocketed => "the shooter went in a pocket",
                    ScratchReason::ShooterOffBoard => "the shooter left the board",
                };
                format!("Scratch by {}: {why}", self.seat_name(*seat))
            }
            E::PieceOwed { team, owed } => format!(
                "{} owes {}",
                self.team_name(*team),
                plural(*owed as u32, "piece", "pieces")
            ),
            E::DebtPaid { team, .. } => {
                format!("{} pays a piece back to the centre", self.team_name(*team))
            }
            E::ReturnDeferred { team } => format!(
                "{}'s piece goes back once colours are set",
                self.team_name(*team)
            ),
            E::ReturnedToCentre { why, .. } => match why {
                ReturnReason::Scratch => "A piece goes back to the centre for the scratch",
                ReturnReason::OffBoard => "The piece goes back to the centre",
                ReturnReason::Debt | ReturnReason::Deferred => "A piece goes back to the centre",
            }
            .into(),
            E::Adjusted { seat, .. } => format!("{} adjusts a piece", self.seat_name(*seat)),
            E::FreeShot { seat } => format!("{} takes a free shot", self.seat_name(*seat)),
            E::ShootsAgain { seat } => format!("{} shoots again", self.seat_name(*seat)),
            E::TurnPasses { .. } => return None,
            E::GameOver { winner, why } => {
                let why = match why {
                    EndReason::PoisonOnBreak => "the poison went in on the break",
                    EndReason::ScratchOnBreakWithPoison => "scratch with the poison on the break",
                    EndReason::PoisonAfterAllPieces => "the poison last, after every piece",
                    EndReason::PoisonTooEarly => "the poison went in too early",
                    EndReason::PoisonWithScratch => "the poison went in with a scratch",
                    EndReason::PoisonNotAlone => "the poison went in with other pieces",
                };
                format!("{} wins the game: {why}", self.team_name(*winner))
            }
        })
    }

    /// Rebuilds the pieces to draw from the engine's position.
    fn rebuild(&mut self) {
        let mut pieces = Vec::new();
        match self.replay.position() {
            Position::Crokinole(s) => {
                let t = s.table();
                let side = |id: DiscId| colour_side(t.colour_of(t.side_of_puck(id)));
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
                for id in s.ditch() {
                    if let Some(&pos) = self.ditch_pos.get(id) {
                        pieces.push(Piece {
                            disc: Disc {
                                id: *id,
                                kind: DiscKind::Puck,
                                pos,
                                place: Place::Ditch,
                            },
                            side: side(*id),
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

    fn standings_lines(&self) -> Vec<String> {
        match self.replay.position() {
            Position::Crokinole(s) => {
                let total = match s.format() {
                    MatchFormat::Tournament => "match points",
                    _ => "points",
                };
                s.standings()
                    .iter()
                    .map(|st| {
                        format!(
                            "{}: {} won, {} {total}",
                            self.side_name(st.side),
                            plural(st.round_wins, "round", "rounds"),
                            st.total
                        )
                    })
                    .collect()
            }
            Position::Pitchnut(m) => (0..2u8)
                .map(|t| {
                    format!(
                        "{}: {}",
                        self.team_name(t),
                        plural(m.games_won[t as usize] as u32, "game", "games")
                    )
                })
                .collect(),
        }
    }

    /// Keeps a finished round's summary for the overlay (and the log).
    fn note_round(&mut self, events: &[crokinole::Event]) {
        let Some(summary) = self.crokinole_round_summary(events) else {
            return;
        };
        if debug() {
            for e in events {
                if let crokinole::Event::RoundOver { round, scores, .. } = e {
                    let parts: Vec<String> = scores
                        .iter()
                        .map(|s| format!("{}:{}", s.side, s.points))
                        .collect();
                    eprintln!("round-over {round} scores {}", parts.join(" "));
                }
            }
        }
        self.summary = Some(summary);
    }

    fn crokinole_round_summary(&self, events: &[crokinole::Event]) -> Option<Summary> {
        let s = self.croki()?;
        events.iter().find_map(|e| match e {
            crokinole::Event::RoundOver {
                round,
                scores,
                winner,
                board,
                rail,
                ..
            } => {
                let t = s.table();
                let mut lines = Vec::new();
                let mut scored = Vec::new();
                for sc in scores {
                    let side = colour_side(t.colour_of(sc.side));
                    let twenties = rail
                        .iter()
                        .filter(|&&id| t.side_of_puck(id) == sc.side)
                        .count();
                    scored.extend(std::iter::repeat_n(
                        (Vec2::new(0.0, 0.0), side, 20),
                        twenties,
                    ));
                    for p in board.iter().filter(|p| t.side_of_puck(p.id) == sc.side) {
                        let v = puck_value(&self.spec.crokinole, p.place, p.pos);
                        if v > 0 {
                            scored.push((p.pos, side, v));
                        }
                    }
                    // Points by zone: 20s on the rail, then 15, 10 and 5.
                    let mut zones = [0u32; 4];
                    for id in rail.iter().filter(|&&id| t.side_of_puck(id) == sc.side) {
                        let _ = id;
                        zones[0] += 1;
                    }
                    for p in board.iter().filter(|p| t.side_of_puck(p.id) == sc.side) {
                        match puck_value(&self.spec.crokinole, p.place, p.pos) {
                            20 => zones[0] += 1,
                            15 => zones[1] += 1,
                            10 => zones[2] += 1,
                            5 => zones[3] += 1,
                            _ => {}
                        }
                    }
                    lines.push(format!("{}: {} points", self.side_name(sc.side), sc.points));
                    lines.push(format!(
                        "20 × {}   15 × {}   10 × {}   5 × {}",
                        zones[0], zones[1], zones[2], zones[3]
                    ));
                }
                lines.push(match winner {
                    Some(w) => format!("{} wins the round", self.side_name(*w)),
                    None => "A tied round: nobody wins it".into(),
                });
                lines.push(String::new());
                lines.extend(self.standings_lines());
                Some(Summary {
                    title: format!("Round {} is over", round + 1),
                    lines,
                    scored,
                })
            }
            _ => None,
        })
    }

    /// A saved match (the resume, or a record to watch) rebuilt: its moves
    /// are played again from the start, so every piece lies where it did.
    pub fn from_replay(replay: &Replay) -> Result<Ruled, String> {
        let record = replay.record();
        let mut start = record.clone();
        start.moves.clear();
        let mut game = Ruled {
            spec: Spec::STANDARD,
            replay: Replay::new(start).map_err(|e| e.0)?,
            pieces: Vec::new(),
            ditch_pos: HashMap::new(),
            opening: Vec::new(),
            summary: None,
            seats: record
                .players
                .iter()
                .map(|s| (s.seat, SeatKind::of(&s.player)))
                .collect(),
        };
        for m in &record.moves {
            game.play(*m)?;
        }
        game.rebuild();
        game.summary = None;
        game.opening = vec!["Match resumed".into()];
        Ok(game)
    }

    /// Plays one recorded move (the replay viewer); returns it in words.
    pub fn play_move(&mut self, m: Move) -> Result<Vec<String>, String> {
        self.play(m)
    }
}

impl Match for Ruled {
    fn board(&self) -> BoardKind {
        self.replay.position().board()
    }

    fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    fn next_turn(&self) -> Option<Turn> {
        match self.replay.position() {
            Position::Crokinole(s) => {
                if s.phase() != Phase::Playing {
                    return None;
                }
                let seat = s.to_shoot()?;
                let id = s.next_puck()?;
                let t = s.table();
                Some(Turn {
                    seat,
                    side: colour_side(t.colour_of(t.side_of(seat))),
                    id,
                    kind: DiscKind::Puck,
                })
            }
            Position::Pitchnut(m) => (!self.replay.is_over() && !m.game.is_over()).then(|| Turn {
                seat: m.game.to_play(),
                side: Side::Shooter,
                id: pitchnut::SHOOTER,
                kind: DiscKind::Shooter,
            }),
        }
    }

    fn shot_input(&self, at: Vec2, velocity: Vec2) -> Result<ShotInput, String> {
        match self.replay.position() {
            Position::Crokinole(s) => s.shot_input(&self.spec, at, velocity, 0.0).map_err(|e| e.0),
            Position::Pitchnut(m) => m
                .game
                .shot_input(&pitchnut::Flick {
                    pos: at,
                    velocity,
                    spin: 0.0,
                })
                .map_err(|e| e.0),
        }
    }

    fn commit(&mut self, at: Vec2, velocity: Vec2, declared_twenty: bool) -> Vec<String> {
        let m = match self.board() {
            BoardKind::Crokinole => Move::Shot {
                place: at,
                velocity,
                spin: 0.0,
                declared_twenty: declared_twenty && self.can_declare_twenty(),
            },
            BoardKind::Pitchnut => Move::Flick(pitchnut::Flick {
                pos: at,
                velocity,
                spin: 0.0,
            }),
        };
        match self.play(m) {
            Ok(said) => said,
            Err(e) => vec![format!("That shot could not be played: {e}")],
        }
    }

    fn can_declare_twenty(&self) -> bool {
        match (self.croki(), self.next_turn()) {
            (Some(s), Some(t)) => s.opponents_on_board(t.seat),
            _ => false,
        }
    }

    fn status(&self) -> String {
        match self.replay.position() {
            Position::Crokinole(s) => {
                let format = match s.format() {
                    MatchFormat::BestOfSeven => "Best of seven".to_string(),
                    MatchFormat::Target { points } => format!("To {points}"),
                    MatchFormat::Tournament => "Tournament, 4 rounds".to_string(),
                };
                format!("{format}  ·  round {}", s.round() + 1)
            }
            Position::Pitchnut(m) => format!(
                "Best of three  ·  game {}  ·  games {}–{}",
                m.games_won[0] as u32 + m.games_won[1] as u32 + 1,
                m.games_won[0],
                m.games_won[1]
            ),
        }
    }

    fn turn_label(&self) -> String {
        match self.next_turn() {
            Some(t) => {
                let who = self.player_name(t.seat);
                let seat = self.seat_name(t.seat);
                if seat.contains(&who) {
                    format!("{seat} to shoot")
                } else {
                    format!("{seat} · {who} to shoot")
                }
            }
            None => String::new(),
        }
    }

    fn side_lines(&self) -> Vec<(Side, String, String)> {
        match self.replay.position() {
            Position::Crokinole(s) => {
                let t = s.table();
                let scores = s.scores(&self.spec.crokinole);
                t.sides()
                    .into_iter()
                    .map(|side| {
                        let seats: Vec<u8> = t
                            .seats()
                            .iter()
                            .copied()
                            .filter(|&x| t.side_of(x) == side)
                            .collect();
                        let left: u32 = seats
                            .iter()
                            .map(|&x| (t.pucks_each() as u32).saturating_sub(Self::shot_by(s, x)))
                            .sum();
                        let twenties = s
                            .rail()
                            .iter()
                            .filter(|&&id| t.side_of_puck(id) == side)
                            .count();
                        let now = scores
                            .iter()
                            .find(|x| x.side == side)
                            .map_or(0, |x| x.points);
                        let st = s.standings().iter().find(|x| x.side == side);
                        let match_part = match s.format() {
                            MatchFormat::BestOfSeven => {
                                format!("rounds {}", st.map_or(0, |x| x.round_wins))
                            }
                            MatchFormat::Target { .. } => {
                                format!("total {}", st.map_or(0, |x| x.total))
                            }
                            MatchFormat::Tournament => {
                                format!("match pts {}", st.map_or(0, |x| x.total))
                            }
                        };
                        (
                            colour_side(t.colour_of(side)),
                            self.side_name(side),
                            format!(
                                "{now} on the board  ·  {left} pucks left  ·  20s {twenties}  ·  {match_part}"
                            ),
                        )
                    })
                    .collect()
            }
            Position::Pitchnut(m) => (0..2u8)
                .map(|team| {
                    let g = &m.game;
                    let left = match g.pieces_left(team) {
                        Some(n) => format!("{n} left"),
                        None => "colours open".into(),
                    };
                    let mut line = left;
                    let to_play = g.team_of(g.to_play()) == team;
                    if to_play && g.extra_turns() > 0 {
                        line += &format!(
                            "  ·  {} banked",
                            plural(g.extra_turns() as u32, "turn", "turns")
                        );
                    }
                    if g.owed(team) > 0 {
                        line += &format!("  ·  owes {}", g.owed(team));
                    }
                    let side = match g.colour_of(team) {
                        Some(pitchnut::Colour::Black) => Side::Dark,
                        Some(pitchnut::Colour::White) => Side::Light,
                        None => Side::Shooter,
                    };
                    (side, self.team_name(team), line)
                })
                .collect(),
        }
    }

    fn take_round_summary(&mut self) -> Option<Summary> {
        self.summary.take()
    }

    fn result(&self) -> Option<Summary> {
        let winner = self.replay.position().winner()?;
        let title = match (self.replay.position(), winner) {
            (Position::Crokinole(_), Some(w)) => format!("{} wins the match", self.side_name(w)),
            (Position::Pitchnut(_), Some(w)) => format!("{} wins the match", self.team_name(w)),
            (_, None) => "The match is drawn".into(),
        };
        Some(Summary {
            title,
            lines: self.standings_lines(),
            scored: Vec::new(),
        })
    }

    fn opening(&self) -> Vec<String> {
        self.opening.clone()
    }

    fn seat_kind(&self, seat: u8) -> SeatKind {
        self.seats
            .iter()
            .find(|s| s.0 == seat)
            .map_or(SeatKind::Guest, |s| s.1)
    }

    fn player_name(&self, seat: u8) -> String {
        let index = self.seats.iter().position(|s| s.0 == seat).unwrap_or(0);
        match self
            .replay
            .record()
            .players
            .iter()
            .find(|p| p.seat == seat)
            .map(|p| &p.player)
        {
            // Guests are numbered round the table: Player 1, Player 2...
            Some(Player::Guest { .. }) | None => format!("Player {}", index + 1),
            Some(p) => p.name(),
        }
    }

    fn ai_request(&self) -> Option<Request> {
        let turn = self.next_turn()?;
        let SeatKind::Ai(level) = self.seat_kind(turn.seat) else {
            return None;
        };
        let seed = decision_seed(self.replay.record().seed, self.replay.moves_played());
        let position = match self.replay.position() {
            Position::Crokinole(s) => AiPosition::Crokinole(Box::new(s.clone())),
            Position::Pitchnut(m) => AiPosition::Pitchnut(Box::new(m.game.clone())),
        };
        Some(Request {
            position,
            level,
            seed,
        })
    }

    fn replay(&self) -> Option<&Replay> {
        Some(&self.replay)
    }

    fn side_alleys(&self) -> bool {
        matches!(self.replay.position(), Position::Pitchnut(m) if m.game.options().alleys == Alleys::American)
    }

    fn adjuster(&self) -> Option<(u8, Vec<DiscId>)> {
        let Position::Pitchnut(m) = self.replay.position() else {
            return None;
        };
        let g = &m.game;
        if self.replay.is_over() || g.is_over() {
            return None;
        }
        // Reading: the one to shoot next adjusts when the pieces were
        // returned by the other side (the usual case: a scratch ended the
        // turn); when the shooter shoots again, the next opponent round the
        // table may adjust before that shot.
        let mine = |seat: u8| -> Vec<DiscId> {
            g.adjustable()
                .into_iter()
                .filter(|&id| g.returned_by(id).is_some_and(|by| by != g.team_of(seat)))
                .collect()
        };
        let seats = g.seats();
        let start = seats.iter().position(|&s| s == g.to_play()).unwrap_or(0);
        (0..seats.len())
            .map(|k| seats[(start + k) % seats.len()])
            .map(|seat| (seat, mine(seat)))
            .find(|(_, pieces)| !pieces.is_empty())
    }

    fn check_adjust(&self, seat: u8, piece: DiscId, at: Vec2) -> Result<(), String> {
        let Position::Pitchnut(m) = self.replay.position() else {
            return Err("only pitchnut pieces are adjusted".into());
        };
        let cmd = pitchnut::Adjust {
            seat,
            piece,
            pos: at,
        };
        m.game.clone().adjust(&cmd).map(|_| ()).map_err(|e| e.0)
    }

    fn adjust(&mut self, seat: u8, piece: DiscId, at: Vec2) -> Result<Vec<String>, String> {
        self.check_adjust(seat, piece, at)?;
        self.play(Move::Adjust(pitchnut::Adjust {
            seat,
            piece,
            pos: at,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crokinole_starts_after_the_toss_and_refuses_off_line_placement() {
        let game = Ruled::new(
            Settings::default_for(BoardKind::Crokinole),
            7,
            &Profiles::default(),
        )
        .unwrap();
        let turn = game.next_turn().expect("someone shoots first");
        assert_eq!(turn.kind, DiscKind::Puck);
        assert!(game.opening().iter().any(|l| l.contains("toss")));
        assert!(game.shot_input(Vec2::ZERO, Vec2::new(0.0, 1.0)).is_err());
        assert!(
            game.shot_input(Vec2::new(f32::NAN, 0.0), Vec2::ZERO)
                .is_err()
        );
    }

    #[test]
    fn a_crokinole_round_ends_in_a_summary_that_matches_a_replay() {
        let mut game = Ruled::new(
            Settings::default_for(BoardKind::Crokinole),
            3,
            &Profiles::default(),
        )
        .unwrap();
        let r = Spec::STANDARD.crokinole.shooting_line_radius;
        let mut summary = None;
        for _ in 0..24 {
            let t = game.next_turn().unwrap();
            let a = flickwood::spec::seat_angle(t.seat);
            let at = Vec2::from_angle(a) * r;
            let said = game.commit(at, -Vec2::from_angle(a) * 1.2, false);
            assert!(!said.iter().any(|l| l.contains("could not")), "{said:?}");
            if let Some(s) = game.take_round_summary() {
                summary = Some(s);
            }
        }
        let summary = summary.expect("a round summary after 24 shots");
        assert!(summary.title.contains("Round 1"));
        // The record replays to the same position.
        let mut again = Replay::new({
            let mut rec = game.replay().record().clone();
            rec.moves.clear();
            rec
        })
        .unwrap();
        for m in &game.replay().record().moves {
            again.play(*m).unwrap();
        }
        assert_eq!(
            flickwood::save::replay::fingerprint(again.position()),
            flickwood::save::replay::fingerprint(game.replay().position())
        );
    }

    #[test]
    fn pitchnut_starts_with_the_ring_and_the_shooter() {
        for players in [2, 4] {
            let settings = Settings::Pitchnut {
                players,
                alleys: Alleys::Canadian,
                beginner: true,
                seats: [SeatKind::Guest; 4],
            };
            let game = Ruled::new(settings, 11, &Profiles::default()).unwrap();
            assert_eq!(game.pieces().len(), 21);
            assert_eq!(game.next_turn().unwrap().kind, DiscKind::Shooter);
            assert_eq!(game.side_lines().len(), 2);
        }
    }

    #[test]
    fn ai_seats_are_recorded_and_play_legal_shots_in_both_games() {
        let ai = SeatKind::Ai(AiLevel::Beginner);
        let crokinole = Settings::Crokinole {
            table: TableKind::TwoPlayers,
            format: MatchFormat::BestOfSeven,
            seats: [ai, SeatKind::Guest, ai, SeatKind::Guest],
        };
        let pitchnut = Settings::Pitchnut {
            players: 2,
            alleys: Alleys::American,
            beginner: false,
            seats: [SeatKind::Guest, SeatKind::Guest, ai, SeatKind::Guest],
        };
        for settings in [crokinole, pitchnut] {
            let mut game = Ruled::new(settings, 21, &Profiles::default()).unwrap();
            let players = &game.replay().record().players;
            assert!(players.iter().any(|p| p.player
                == Player::Ai {
                    level: AiLevel::Beginner
                }));
            let mut ai_shots = 0;
            for _ in 0..6 {
                let Some(turn) = game.next_turn() else { break };
                let shot = match game.ai_request() {
                    Some(req) => {
                        assert!(game.seat_kind(turn.seat).is_ai());
                        ai_shots += 1;
                        let shot = crate::shell::ai_seat::decide(&req).unwrap();
                        assert!(game.shot_input(shot.at, shot.velocity).is_ok());
                        (shot.at, shot.velocity)
                    }
                    None => {
                        // A person's plain shot from the middle of the line.
                        let a = flickwood::spec::seat_angle(turn.seat);
                        let at = match game.board() {
                            BoardKind::Crokinole => {
                                Vec2::from_angle(a) * Spec::STANDARD.crokinole.shooting_line_radius
                            }
                            BoardKind::Pitchnut => {
                                Vec2::from_angle(a) * -Spec::STANDARD.pitchnut.home_line_y()
                            }
                        };
                        (at, -Vec2::from_angle(a) * 1.5)
                    }
                };
                let said = game.commit(shot.0, shot.1, false);
                assert!(!said.iter().any(|l| l.contains("could not")), "{said:?}");
            }
            assert!(ai_shots > 0, "the AI never played");
        }
    }
}
