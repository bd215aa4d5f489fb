//! The real match: a rule engine behind `save::Replay`, so every shot goes
//! through the same `shot_input -> simulate -> apply` loop as a replay and
//! the match is its own record. This file only turns the engines' state and
//! events into what the screens draw and say; the rules stay in the engines.

use super::ai_seat::{AiPosition, Request, decision_seed};
use super::flow::{Match, Piece, Side, Summary, Turn};
use super::refusal_words::Words;
use super::text::{self, T, say, tr};
use flickwood_core::crokinole::{
    self, Colour, Foul, MatchFormat, OffReason, Phase, TableKind, puck_value,
};
use flickwood_core::geom::Vec2;
use flickwood_core::pitchnut::{self, Alleys, EndReason, ReturnReason, ScratchReason};
use flickwood_core::rng::Rng;
use flickwood_core::save::profile::{Player, ProfileId, Profiles, Seated};
use flickwood_core::save::record::{MatchRecord, Move, PitchnutStart};
use flickwood_core::save::replay::{Events, Position, Replay};
use flickwood_core::save::{AiLevel, Language};
use flickwood_core::shot::{Disc, DiscId, Place, ShotInput};
use flickwood_core::spec::{BoardKind, DiscKind, Spec};
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
    /// The language of every line it says (`set_language`).
    lang: Language,
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

fn colour_name(lang: Language, c: Colour) -> &'static str {
    let (en, fr) = match c {
        Colour::Natural => ("Natural", "Naturel"),
        Colour::Black => ("Black", "Noir"),
        Colour::Red => ("Red", "Rouge"),
        Colour::Green => ("Green", "Vert"),
    };
    either(lang, en, fr)
}

fn nut_colour(lang: Language, c: pitchnut::Colour) -> &'static str {
    match c {
        pitchnut::Colour::Black => either(lang, "dark", "foncé"),
        pitchnut::Colour::White => either(lang, "light", "pâle"),
    }
}

/// A word of the match's lines in `lang`: the English, else the French.
fn either(lang: Language, en: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Language::English => en,
        Language::French => fr,
    }
}

/// "1 round", "3 rounds": `one` and `many` as (English, French).
fn plural(lang: Language, n: u32, one: (&str, &str), many: (&str, &str)) -> String {
    let (one, many) = match lang {
        Language::English => (one.0, many.0),
        Language::French => (one.1, many.1),
    };
    format!("{n} {}", if n == 1 { one } else { many })
}

impl Ruled {
    /// A new match with the toss already run from `seed`, said in the
    /// system's language until `set_language`.
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
                let state = crokinole::State::new(&Spec::STANDARD.crokinole, &setup)
                    .map_err(|e| e.to_string())?;
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
            lang: text::system_language(),
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
            let who = game.seat_name(t.seat);
            game.opening = vec![say!(
                game.lang,
                "Coin toss: {who} breaks",
                "Pile ou face : {who} casse"
            )];
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
                flickwood_core::save::replay::fingerprint(self.replay.position())
            );
        }
        if let Some(report) = &step.report {
            for f in &report.finals {
                if f.place.in_play() {
                    // Where it lies if a rule (a foul) sends it to the ditch:
                    // straight out from where it stopped.
                    let c = &self.spec.crokinole;
                    let out = match f.pos.normalize_or_zero() {
                        Vec2::ZERO => Vec2::new(0.0, -1.0),
                        d => d,
                    };
                    let lie = out * (c.surface_radius + c.ditch_width * 0.5);
                    self.ditch_pos.insert(f.id, lie);
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
            said.push(
                either(
                    self.lang,
                    "A new game begins",
                    "Une nouvelle manche commence",
                )
                .into(),
            );
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

    fn nut(&self) -> Option<&flickwood_core::save::replay::PitchnutMatch> {
        match self.replay.position() {
            Position::Pitchnut(m) => Some(m),
            Position::Crokinole(_) => None,
        }
    }

    fn side_name(&self, side: crokinole::Side) -> String {
        let Some(s) = self.croki() else {
            return String::new();
        };
        let name = colour_name(self.lang, s.table().colour_of(side));
        if s.table().kind() == TableKind::FourTeams {
            say!(self.lang, "{name} team", "Équipe {name}")
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
                    let (n, team) = (seat + 1, self.team_name(team));
                    say!(self.lang, "Player {n} ({team})", "Joueur {n} ({team})")
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
            let n = team + 1;
            say!(self.lang, "Team {n}", "Équipe {n}")
        } else {
            let seat = self.seats.get(team as usize).map_or(team * 2, |s| s.0);
            self.player_name(seat)
        };
        match m.game.colour_of(team) {
            Some(c) => format!("{who}, {}", nut_colour(self.lang, c)),
            None => who,
        }
    }

    fn crokinole_words(&self, e: &crokinole::Event) -> Option<String> {
        use crokinole::Event as E;
        let lang = self.lang;
        let seat = |s: u8| self.seat_name(s);
        Some(match e {
            E::TossWon { seat: s } => {
                let who = seat(*s);
                say!(lang, "{who} wins the toss", "{who} gagne le tirage")
            }
            E::RoundStarts { round, first } => {
                let (n, who) = (round + 1, seat(*first));
                say!(
                    lang,
                    "Round {n}: {who} shoots first",
                    "Manche {n} : {who} tire en premier"
                )
            }
            E::ShotTaken { .. } => return None,
            E::Foul { seat: s, foul, .. } => {
                let why = match foul {
                    Foul::NoContact => either(
                        lang,
                        "an opponent's puck was on the board and none was hit",
                        "une rondelle adverse était sur la planche et aucune n’a été touchée",
                    ),
                    Foul::DeclaredTwentyMissed => either(
                        lang,
                        "the declared 20 missed the hole",
                        "le 20 annoncé a raté le trou",
                    ),
                    Foul::ShortOfFifteenLine => either(
                        lang,
                        "the puck stopped short of the 15 line",
                        "la rondelle s’est arrêtée avant la ligne du 15",
                    ),
                };
                let who = seat(*s);
                say!(lang, "Foul by {who}: {why}", "Faute de {who} : {why}")
            }
            E::Twenty { seat: s, .. } => {
                let who = seat(*s);
                say!(
                    lang,
                    "20! {who}'s puck goes to the rail",
                    "20! La rondelle de {who} va sur le rebord"
                )
            }
            E::Off { seat: s, why, .. } => {
                let how = match why {
                    OffReason::Ditch => "",
                    OffReason::Rebound => either(
                        lang,
                        " (it came back: still off)",
                        " (revenue : toujours dehors)",
                    ),
                    OffReason::Foul => either(lang, " (foul)", " (faute)"),
                    OffReason::StruckInFoul => {
                        either(lang, " (struck in a foul)", " (frappée dans une faute)")
                    }
                };
                let who = seat(*s);
                say!(
                    lang,
                    "{who} puck to the ditch{how}",
                    "Rondelle de {who} au fossé{how}"
                )
            }
            E::RoundOver { winner, .. } => match winner {
                Some(w) => {
                    let who = self.side_name(*w);
                    say!(lang, "{who} wins the round", "{who} gagne la manche")
                }
                None => either(lang, "The round is tied", "Manche nulle").into(),
            },
            E::MatchOver { winner, .. } => match winner {
                Some(w) => {
                    let who = self.side_name(*w);
                    say!(lang, "{who} wins the match!", "{who} gagne la partie!")
                }
                None => either(lang, "The match is drawn", "Partie nulle").into(),
            },
        })
    }

    fn pitchnut_words(&self, e: &pitchnut::Event) -> Option<String> {
        use pitchnut::Event as E;
        let lang = self.lang;
        let fixed = |en, fr| Some(either(lang, en, fr).to_string());
        Some(match e {
            E::Sunk { colour, .. } => {
                let c = nut_colour(lang, *colour);
                say!(lang, "A {c} piece is sunk", "Un pion {c} est calé")
            }
            E::PoisonSunk { .. } => return fixed("The poison is sunk", "Le poison est calé"),
            E::OffBoard { .. } => {
                return fixed(
                    "A piece flew off the board",
                    "Un pion est sorti de la planche",
                );
            }
            E::OnSide { .. } => {
                return fixed(
                    "A piece landed on the side",
                    "Un pion est tombé sur le bord",
                );
            }
            E::ShooterOnSide => {
                return fixed(
                    "The shooter landed on the side",
                    "Le tireur est tombé sur le bord",
                );
            }
            E::StackFell { .. } => return fixed("The stack fell", "La pile est tombée"),
            E::ColoursSet { team, colour } => {
                let team = self.team_name(*team);
                let team = team.split(',').next().unwrap_or_default();
                let c = nut_colour(lang, *colour);
                say!(
                    lang,
                    "Colours set: {team} plays {c}",
                    "Couleurs fixées : {team} joue les pions {c}s"
                )
            }
            E::ColoursOpen => return None,
            E::Cancelled => return fixed("The shot is cancelled", "Le coup est annulé"),
            E::ExtraTurns { earned, banked } => {
                let earned = plural(
                    lang,
                    *earned as u32,
                    ("extra turn", "coup de plus"),
                    ("extra turns", "coups de plus"),
                );
                say!(
                    lang,
                    "{earned} earned, {banked} banked",
                    "{earned} gagnés, {banked} en réserve"
                )
            }
            E::Scratch { seat, why } => {
                let why = match why {
                    ScratchReason::ShooterPocketed => either(
                        lang,
                        "the shooter went in a pocket",
                        "le tireur est tombé dans une poche",
                    ),
                    ScratchReason::ShooterOffBoard => either(
                        lang,
                        "the shooter left the board",
                        "le tireur est sorti de la planche",
                    ),
                };
                let who = self.seat_name(*seat);
                say!(lang, "Scratch by {who}: {why}", "Faute de {who} : {why}")
            }
            E::PieceOwed { team, owed } => {
                let who = self.team_name(*team);
                let owed = plural(lang, *owed as u32, ("piece", "pion"), ("pieces", "pions"));
                say!(lang, "{who} owes {owed}", "{who} doit {owed}")
            }
            E::DebtPaid { team, .. } => {
                let who = self.team_name(*team);
                say!(
                    lang,
                    "{who} pays a piece back to the centre",
                    "{who} remet un pion au centre"
                )
            }
            E::ReturnDeferred { team } => {
                let who = self.team_name(*team);
                say!(
                    lang,
                    "{who}'s piece goes back once colours are set",
                    "Le pion de {who} retournera au centre une fois les couleurs fixées"
                )
            }
            E::ReturnedToCentre { why, .. } => match why {
                ReturnReason::Scratch => either(
                    lang,
                    "A piece goes back to the centre for the scratch",
                    "Un pion retourne au centre pour la faute",
                ),
                ReturnReason::OffBoard => either(
                    lang,
                    "The piece goes back to the centre",
                    "Le pion retourne au centre",
                ),
                ReturnReason::Debt | ReturnReason::Deferred => either(
                    lang,
                    "A piece goes back to the centre",
                    "Un pion retourne au centre",
                ),
            }
            .into(),
            E::Adjusted { seat, .. } => {
                let who = self.seat_name(*seat);
                say!(lang, "{who} adjusts a piece", "{who} replace une pièce")
            }
            E::FreeShot { seat } => {
                let who = self.seat_name(*seat);
                say!(
                    lang,
                    "{who} takes a free shot",
                    "{who} a droit à un coup libre"
                )
            }
            E::ShootsAgain { seat } => {
                let who = self.seat_name(*seat);
                say!(lang, "{who} shoots again", "{who} rejoue")
            }
            E::TurnPasses { .. } => return None,
            E::GameOver { winner, why } => {
                let why = match why {
                    EndReason::PoisonOnBreak => either(
                        lang,
                        "the poison went in on the break",
                        "le poison est entré à la casse",
                    ),
                    EndReason::ScratchOnBreakWithPoison => either(
                        lang,
                        "scratch with the poison on the break",
                        "faute du tireur avec le poison à la casse",
                    ),
                    EndReason::PoisonAfterAllPieces => either(
                        lang,
                        "the poison last, after every piece",
                        "le poison en dernier, après tous les pions",
                    ),
                    EndReason::PoisonTooEarly => either(
                        lang,
                        "the poison went in too early",
                        "le poison est entré trop tôt",
                    ),
                    EndReason::PoisonWithScratch => either(
                        lang,
                        "the poison went in with a scratch",
                        "le poison est entré avec une faute du tireur",
                    ),
                    EndReason::PoisonNotAlone => either(
                        lang,
                        "the poison went in with other pieces",
                        "le poison est entré avec d’autres pions",
                    ),
                };
                let who = self.team_name(*winner);
                say!(
                    lang,
                    "{who} wins the game: {why}",
                    "{who} gagne la manche : {why}"
                )
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
                let lang = self.lang;
                let points = match s.format() {
                    MatchFormat::Tournament => either(lang, "match points", "points de partie"),
                    _ => "points",
                };
                s.standings()
                    .iter()
                    .map(|st| {
                        let (side, total) = (self.side_name(st.side), st.total);
                        let won = st.round_wins;
                        let rounds = plural(lang, won, ("round", "manche"), ("rounds", "manches"));
                        say!(
                            lang,
                            "{side}: {rounds} won, {total} {points}",
                            "{side} : manches gagnées {won}, {total} {points}"
                        )
                    })
                    .collect()
            }
            Position::Pitchnut(m) => (0..2u8)
                .map(|t| {
                    let games = plural(
                        self.lang,
                        m.games_won[t as usize] as u32,
                        ("game", "manche"),
                        ("games", "manches"),
                    );
                    let team = self.team_name(t);
                    say!(self.lang, "{team}: {games}", "{team} : {games}")
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
                    let (side, points) = (self.side_name(sc.side), sc.points);
                    lines.push(say!(
                        self.lang,
                        "{side}: {points} points",
                        "{side} : {points} points"
                    ));
                    lines.push(format!(
                        "20 × {}   15 × {}   10 × {}   5 × {}",
                        zones[0], zones[1], zones[2], zones[3]
                    ));
                }
                lines.push(match winner {
                    Some(w) => {
                        let who = self.side_name(*w);
                        say!(self.lang, "{who} wins the round", "{who} gagne la manche")
                    }
                    None => either(
                        self.lang,
                        "A tied round: nobody wins it",
                        "Manche nulle : personne ne la gagne",
                    )
                    .into(),
                });
                let n = round + 1;
                lines.push(String::new());
                lines.extend(self.standings_lines());
                Some(Summary {
                    title: say!(self.lang, "Round {n} is over", "Fin de la manche {n}"),
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
            lang: text::system_language(),
        };
        for m in &record.moves {
            game.play(*m)?;
        }
        game.rebuild();
        game.summary = None;
        game.opening = vec![either(game.lang, "Match resumed", "Partie reprise").into()];
        Ok(game)
    }

    /// Plays one recorded move (the replay viewer); returns it in words.
    pub fn play_move(&mut self, m: Move) -> Result<Vec<String>, String> {
        self.play(m)
    }
}

impl Match for Ruled {
    fn set_language(&mut self, lang: Language) {
        self.lang = lang;
    }

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
            Position::Crokinole(s) => s
                .shot_input(&self.spec, at, velocity, 0.0)
                .map_err(|e| e.words(self.lang)),
            Position::Pitchnut(m) => m
                .game
                .shot_input(&pitchnut::Flick {
                    pos: at,
                    velocity,
                    spin: 0.0,
                })
                .map_err(|e| e.words(self.lang)),
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
            Err(e) => vec![say!(
                self.lang,
                "That shot could not be played: {e}",
                "Ce coup n’a pas pu être joué : {e}"
            )],
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
                let lang = self.lang;
                let format = match s.format() {
                    MatchFormat::BestOfSeven => tr(lang, T::BestOfSeven).to_string(),
                    MatchFormat::Target { points } => {
                        say!(lang, "To {points}", "{points} points")
                    }
                    MatchFormat::Tournament => {
                        either(lang, "Tournament, 4 rounds", "Tournoi, 4 manches").to_string()
                    }
                };
                let n = s.round() + 1;
                say!(lang, "{format}  ·  round {n}", "{format}  ·  manche {n}")
            }
            Position::Pitchnut(m) => {
                let [a, b] = m.games_won;
                let n = a as u32 + b as u32 + 1;
                say!(
                    self.lang,
                    "Best of three  ·  game {n}  ·  games {a}–{b}",
                    "Meilleur de trois  ·  manche {n}  ·  manches {a}–{b}"
                )
            }
        }
    }

    fn turn_label(&self) -> String {
        match self.next_turn() {
            Some(t) => {
                let who = self.player_name(t.seat);
                let seat = self.seat_name(t.seat);
                if seat.contains(&who) {
                    say!(self.lang, "{seat} to shoot", "À {seat} de tirer")
                } else {
                    say!(
                        self.lang,
                        "{seat} · {who} to shoot",
                        "À {seat} · {who} de tirer"
                    )
                }
            }
            None => String::new(),
        }
    }

    fn side_lines(&self) -> Vec<(Side, String, String)> {
        match self.replay.position() {
            Position::Crokinole(s) => {
                let t = s.table();
                let lang = self.lang;
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
                        let wins = st.map_or(0, |x| x.round_wins);
                        let total = st.map_or(0, |x| x.total);
                        let match_part = match s.format() {
                            MatchFormat::BestOfSeven => {
                                say!(lang, "rounds {wins}", "manches {wins}")
                            }
                            MatchFormat::Target { .. } => format!("total {total}"),
                            MatchFormat::Tournament => {
                                say!(lang, "match pts {total}", "pts de partie {total}")
                            }
                        };
                        (
                            colour_side(t.colour_of(side)),
                            self.side_name(side),
                            say!(
                                lang,
                                "{now} on the board  ·  {left} pucks left  ·  20s {twenties}  ·  {match_part}",
                                "{now} sur la planche  ·  {left} rondelles à jouer  ·  20 : {twenties}  ·  {match_part}"
                            ),
                        )
                    })
                    .collect()
            }
            Position::Pitchnut(m) => (0..2u8)
                .map(|team| {
                    let g = &m.game;
                    let lang = self.lang;
                    let left = match g.pieces_left(team) {
                        Some(n) => say!(lang, "{n} left", "{n} à caler"),
                        None => either(lang, "colours open", "couleurs libres").into(),
                    };
                    let mut line = left;
                    let to_play = g.team_of(g.to_play()) == team;
                    if to_play && g.extra_turns() > 0 {
                        let turns = plural(
                            lang,
                            g.extra_turns() as u32,
                            ("turn", "coup"),
                            ("turns", "coups"),
                        );
                        line += &say!(lang, "  ·  {turns} banked", "  ·  {turns} en réserve");
                    }
                    if g.owed(team) > 0 {
                        let owed = g.owed(team);
                        line += &say!(lang, "  ·  owes {owed}", "  ·  doit {owed}");
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
        let who = match (self.replay.position(), winner) {
            (Position::Crokinole(_), Some(w)) => Some(self.side_name(w)),
            (Position::Pitchnut(_), Some(w)) => Some(self.team_name(w)),
            (_, None) => None,
        };
        let title = match who {
            Some(who) => say!(self.lang, "{who} wins the match", "{who} gagne la partie"),
            None => either(self.lang, "The match is drawn", "Partie nulle").into(),
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
            Some(Player::Guest { .. }) | None => {
                let n = index + 1;
                say!(self.lang, "Player {n}", "Joueur {n}")
            }
            Some(p) => text::player_name(self.lang, p),
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
        m.game.check_adjust(&cmd).map_err(|e| e.words(self.lang))
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
        // Said in the system's language, whichever it is here.
        assert!(
            game.opening()
                .iter()
                .any(|l| l.contains("toss") || l.contains("tirage"))
        );
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
        game.set_language(Language::English);
        let r = Spec::STANDARD.crokinole.shooting_line_radius;
        let mut summary = None;
        for _ in 0..24 {
            let t = game.next_turn().unwrap();
            let a = flickwood_core::spec::seat_angle(t.seat);
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
            flickwood_core::save::replay::fingerprint(again.position()),
            flickwood_core::save::replay::fingerprint(game.replay().position())
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
                        let a = flickwood_core::spec::seat_angle(turn.seat);
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

    /// Every line a match says in French, through a crokinole round and
    /// some pitchnut shots: in French, and drawable with the font atlas.
    #[test]
    fn a_match_in_french_says_everything_in_french() {
        let mut lines = Vec::new();
        let check = |game: &Ruled, said: Vec<String>, lines: &mut Vec<String>| {
            lines.extend(said);
            lines.push(game.status());
            lines.push(game.turn_label());
            for (_, name, line) in game.side_lines() {
                lines.push(name);
                lines.push(line);
            }
        };
        let mut croki = Ruled::new(
            Settings::default_for(BoardKind::Crokinole),
            3,
            &Profiles::default(),
        )
        .unwrap();
        croki.set_language(Language::French);
        let r = Spec::STANDARD.crokinole.shooting_line_radius;
        for _ in 0..24 {
            let t = croki.next_turn().unwrap();
            let a = flickwood_core::spec::seat_angle(t.seat);
            let said = croki.commit(Vec2::from_angle(a) * r, -Vec2::from_angle(a) * 1.2, false);
            check(&croki, said, &mut lines);
            if let Some(s) = croki.take_round_summary() {
                assert!(s.title.contains("Fin de la manche 1"), "{}", s.title);
                lines.push(s.title);
                lines.extend(s.lines);
            }
        }
        let mut nut = Ruled::new(
            Settings::default_for(BoardKind::Pitchnut),
            5,
            &Profiles::default(),
        )
        .unwrap();
        nut.set_language(Language::French);
        for _ in 0..8 {
            let Some(t) = nut.next_turn() else { break };
            let a = flickwood_core::spec::seat_angle(t.seat);
            let at = Vec2::from_angle(a) * -Spec::STANDARD.pitchnut.home_line_y();
            let said = nut.commit(at, -Vec2::from_angle(a) * 1.5, false);
            check(&nut, said, &mut lines);
        }
        for l in &lines {
            let missing = crate::shell::text::tests::missing(l);
            assert!(missing.is_empty(), "{l}: {missing:?}");
            for english in ["round", " wins", "Player", "to shoot", "left", "banked"] {
                assert!(!l.contains(english), "still English: {l}");
            }
        }
        assert!(lines.iter().any(|l| l.contains("manche")), "{lines:?}");
        assert!(lines.iter().any(|l| l.contains("Joueur")), "{lines:?}");
        // And in English again at once: the HUD follows the language.
        croki.set_language(Language::English);
        assert!(croki.status().contains("round"), "{}", croki.status());
    }
}
