//! The HUD's lines and the overlays' summaries, from the match driver's
//! counts, in the player's language.

use super::match_words::{Words, plural};
use super::text::{self, T, say, tr};
use flickwood_core::crokinole::MatchFormat;
use flickwood_core::crokinole::match_format::ROUNDS_TO_WIN;
use flickwood_core::game::{Played, RoundTally, Side, SideTally, TeamTally};
use flickwood_core::geom::Vec2;
use flickwood_core::pitchnut;
use flickwood_core::save::replay::{Events, Position};

/// One side's card.
#[derive(Clone, Debug, PartialEq)]
pub struct Card {
    /// Its colour (the swatch and the discs in hand).
    pub side: Side,
    pub name: String,
    /// Large figures at the right: crokinole's points this round so far,
    /// its 20s with its pucks on the board (`SideTally::round_points`).
    pub big: Option<String>,
    /// Discs still to shoot (crokinole) or to sink (pitchnut).
    pub in_hand: Option<u32>,
    /// Rounds or games won, of those needed to win the match.
    pub pips: Option<(u32, u32)>,
    /// A few words: 20s, the colours open, turns banked, a total.
    pub note: String,
    pub to_shoot: bool,
}

/// The shooting side's tray under a portrait board: what it still has
/// to play, drawn as pieces with their count.
#[derive(Clone, Debug, PartialEq)]
pub struct Tray {
    pub side: Side,
    pub caption: String,
    /// Pucks in hand (crokinole) or pieces to sink (pitchnut); 0 while
    /// pitchnut's colours are open.
    pub discs: u32,
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

impl Words<'_> {
    /// One line for the top of the screen: the match format's progress.
    pub fn status(&self) -> String {
        let lang = self.lang;
        match self.game.position() {
            Position::Crokinole(s) => self.round_status(s.round()),
            Position::Pitchnut(m) => {
                let [a, b] = m.games_won;
                let n = a as u32 + b as u32 + 1;
                say!(
                    lang,
                    "Best of three  ·  game {n}  ·  games {a}–{b}",
                    "Meilleur de trois  ·  manche {n}  ·  manches {a}–{b}"
                )
            }
        }
    }

    /// Crokinole: the top line for `round` (from 0) of this match.
    pub fn round_status(&self, round: u32) -> String {
        let lang = self.lang;
        let Position::Crokinole(s) = self.game.position() else {
            return String::new();
        };
        let format = match s.format() {
            MatchFormat::BestOfSeven => tr(lang, T::BestOfSeven).to_string(),
            MatchFormat::Target { points } => {
                say!(lang, "To {points}", "{points} points")
            }
            MatchFormat::Tournament => {
                say!(lang, "Tournament, 4 rounds", "Tournoi, 4 manches").to_string()
            }
        };
        let n = round + 1;
        say!(lang, "{format}  ·  round {n}", "{format}  ·  manche {n}")
    }

    /// Who is to shoot.
    pub fn turn_label(&self) -> String {
        let Some(t) = self.game.next_turn() else {
            return String::new();
        };
        let who = self.player_name(t.seat);
        let seat = self.seat_name(t.seat);
        // French puts "à" before the shooter, not the side's colour:
        // "Naturel · au joueur 1 de tirer".
        if seat.contains(&who) {
            let to = text::a(&seat, true);
            say!(self.lang, "{seat} to shoot", "{to} de tirer")
        } else {
            let to = text::a(&who, false);
            say!(
                self.lang,
                "{seat} · {who} to shoot",
                "{seat} · {to} de tirer"
            )
        }
    }

    /// Per side: its colour, its name, and a line of score, discs left and so on.
    pub fn side_lines(&self) -> Vec<(Side, String, String)> {
        let crokinole = self.tally_lines(&self.game.side_tallies());
        let pitchnut = self
            .game
            .team_tallies()
            .into_iter()
            .map(|t| self.team_line(&t));
        crokinole.into_iter().chain(pitchnut).collect()
    }

    /// Crokinole: the side lines as `round` ended, before it was counted.
    pub fn ended_side_lines(&self, round: &RoundTally) -> Vec<(Side, String, String)> {
        self.tally_lines(&round.ended)
    }

    fn tally_lines(&self, tallies: &[SideTally]) -> Vec<(Side, String, String)> {
        let lang = self.lang;
        tallies
            .iter()
            .map(|t| {
                let (now, left, twenties) = (t.on_board, t.pucks_left, t.twenties);
                let (wins, total) = (t.round_wins, t.total);
                let match_part = match t.format {
                    MatchFormat::BestOfSeven => say!(lang, "rounds {wins}", "manches {wins}"),
                    MatchFormat::Target { .. } => format!("total {total}"),
                    MatchFormat::Tournament => {
                        say!(lang, "match pts {total}", "pts de partie {total}")
                    }
                };
                (
                    t.colour,
                    self.side_name(t.side),
                    say!(
                        lang,
                        "{now} on the board  ·  {left} pucks left  ·  20s {twenties}  ·  {match_part}",
                        "{now} sur la planche  ·  {left} rondelles à jouer  ·  20 : {twenties}  ·  {match_part}"
                    ),
                )
            })
            .collect()
    }

    /// The score panel's cards: crokinole's sides from `tallies`, or
    /// pitchnut's teams; `to_shoot` is the seat whose turn it is.
    pub fn score_cards(&self, tallies: &[SideTally], to_shoot: Option<u8>) -> Vec<Card> {
        let lang = self.lang;
        let shooting_side = to_shoot.and_then(|seat| {
            let s = self.game.crokinole()?;
            Some(s.table().side_of(seat))
        });
        let crokinole = tallies.iter().map(|t| {
            let twenties = t.twenties;
            let (pips, note) = match t.format {
                MatchFormat::BestOfSeven => (
                    Some((t.round_wins.min(ROUNDS_TO_WIN), ROUNDS_TO_WIN)),
                    say!(lang, "20s: {twenties}", "20 : {twenties}"),
                ),
                MatchFormat::Target { points } => {
                    let total = t.total;
                    (
                        None,
                        say!(
                            lang,
                            "20s: {twenties}  ·  {total}/{points}",
                            "20 : {twenties}  ·  {total}/{points}"
                        ),
                    )
                }
                MatchFormat::Tournament => {
                    let total = t.total;
                    (
                        None,
                        say!(
                            lang,
                            "20s: {twenties}  ·  {total} match pts",
                            "20 : {twenties}  ·  {total} pts de partie"
                        ),
                    )
                }
            };
            Card {
                side: t.colour,
                name: self.side_name(t.side),
                // The round so far, 20s and all: what the count will say.
                big: Some(t.round_points().to_string()),
                in_hand: Some(t.pucks_left),
                pips,
                note,
                to_shoot: shooting_side == Some(t.side),
            }
        });
        let shooting_team =
            to_shoot.and_then(|seat| Some(self.game.pitchnut()?.game.team_of(seat)));
        let pitchnut = self.game.team_tallies().into_iter().map(|t| {
            let mut notes: Vec<String> = Vec::new();
            if t.pieces_left.is_none() {
                notes.push(say!(lang, "colours open", "couleurs libres"));
            }
            if t.banked > 0 {
                let n = t.banked;
                notes.push(say!(lang, "+{n} banked", "+{n} en réserve"));
            }
            if t.owed > 0 {
                let owed = t.owed;
                notes.push(say!(lang, "owes {owed}", "doit {owed}"));
            }
            let (side, _, _) = self.team_line(&t);
            Card {
                side,
                // Its colour is the card's band and discs: the name without
                // it ("IA (Amateur), pâle" was 12 px on a tablet's card).
                name: self.team_who(t.team),
                big: None,
                in_hand: t.pieces_left,
                pips: Some((u32::from(t.games_won).min(2), 2)),
                note: notes.join("  ·  "),
                to_shoot: shooting_team == Some(t.team),
            }
        });
        crokinole.chain(pitchnut).collect()
    }

    /// The tray of the side whose card is to shoot, if one is.
    pub fn tray(&self, cards: &[Card]) -> Option<Tray> {
        let card = cards.iter().find(|c| c.to_shoot)?;
        let lang = self.lang;
        let pitchnut = self.game.pitchnut().is_some();
        let (caption, discs) = match card.in_hand {
            Some(n) if pitchnut => (say!(lang, "To sink", "À caler"), n),
            Some(n) => (say!(lang, "In hand", "En main"), n),
            // Before colours are set the first piece sunk alone sets them.
            None => (
                say!(
                    lang,
                    "Sink a piece to take its colour",
                    "Calez une pièce pour prendre sa couleur"
                ),
                0,
            ),
        };
        Some(Tray {
            side: card.side,
            caption,
            discs,
        })
    }

    fn team_line(&self, t: &TeamTally) -> (Side, String, String) {
        let lang = self.lang;
        let mut line = match t.pieces_left {
            Some(n) => say!(lang, "{n} left", "{n} à caler"),
            None => say!(lang, "colours open", "couleurs libres"),
        };
        if t.banked > 0 {
            let turns = plural(lang, t.banked as u32, ("turn", "coup"), ("turns", "coups"));
            line += &say!(lang, "  ·  {turns} banked", "  ·  {turns} en réserve");
        }
        if t.owed > 0 {
            let owed = t.owed;
            line += &say!(lang, "  ·  owes {owed}", "  ·  doit {owed}");
        }
        let side = match t.colour {
            Some(pitchnut::Colour::Black) => Side::Dark,
            Some(pitchnut::Colour::White) => Side::Light,
            None => Side::Shooter,
        };
        (side, self.team_name(t.team), line)
    }

    fn standings_lines(&self) -> Vec<String> {
        let lang = self.lang;
        match self.game.position() {
            Position::Crokinole(s) => {
                let points = match s.format() {
                    MatchFormat::Tournament => say!(lang, "match points", "points de partie"),
                    _ => say!(lang, "points", "points"),
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
                        lang,
                        m.games_won[t as usize] as u32,
                        ("game", "manche"),
                        ("games", "manches"),
                    );
                    let team = self.team_name(t);
                    say!(lang, "{team}: {games}", "{team} : {games}")
                })
                .collect(),
        }
    }

    /// A finished crokinole round, for the overlay.
    pub fn round_summary(&self, round: &RoundTally) -> Summary {
        let lang = self.lang;
        let mut lines = Vec::new();
        for &(side, points, zones) in &round.sides {
            let side = self.side_name(side);
            lines.push(say!(
                lang,
                "{side}: {points} points",
                "{side} : {points} points"
            ));
            lines.push(format!(
                "20 × {}   15 × {}   10 × {}   5 × {}",
                zones[0], zones[1], zones[2], zones[3]
            ));
        }
        lines.push(match round.winner {
            Some(w) => {
                let who = self.side_name(w);
                say!(lang, "{who} wins the round", "{who} gagne la manche")
            }
            None => say!(
                lang,
                "A tied round: nobody wins it",
                "Manche nulle : personne ne la gagne",
            ),
        });
        let n = round.round + 1;
        lines.push(String::new());
        lines.extend(self.standings_lines());
        Summary {
            title: say!(lang, "Round {n} is over", "Fin de la manche {n}"),
            lines,
            scored: round
                .scored
                .iter()
                .map(|p| (p.pos, p.side, p.points))
                .collect(),
        }
    }

    /// A pitchnut game `played` ended with the match going on (the next
    /// game is set up): who won it and why, the games, who breaks next.
    pub fn game_summary(&self, played: &Played) -> Option<Summary> {
        let lang = self.lang;
        let (Events::Pitchnut(events), Position::Pitchnut(m)) =
            (&played.step.events, self.game.position())
        else {
            return None;
        };
        if !played.step.next_game {
            return None;
        }
        let mut lines: Vec<String> = events
            .iter()
            .filter(|e| matches!(e, pitchnut::Event::GameOver { .. }))
            .filter_map(|e| self.pitchnut_words(e))
            .collect();
        lines.push(String::new());
        lines.extend(self.standings_lines());
        if let Some(t) = self.game.next_turn() {
            let who = self.player_name(t.seat);
            lines.push(say!(lang, "{who} breaks next", "{who} casse ensuite"));
        }
        let n = m.games_won[0] as u32 + m.games_won[1] as u32;
        Some(Summary {
            title: say!(lang, "Game {n} is over", "Fin de la manche {n}"),
            lines,
            scored: Vec::new(),
        })
    }

    /// The final result, once the match is over (`winner` as `Due::Over`
    /// gives it: None for a drawn match).
    pub fn result(&self, winner: Option<u8>) -> Summary {
        let who = match (self.game.position(), winner) {
            (Position::Crokinole(_), Some(w)) => Some(self.side_name(w)),
            (Position::Pitchnut(_), Some(w)) => Some(self.team_who(w)),
            (_, None) => None,
        };
        let title = match who {
            Some(who) => say!(self.lang, "{who} wins the match", "{who} gagne la partie"),
            None => say!(self.lang, "The match is drawn", "Partie nulle"),
        };
        Summary {
            title,
            lines: self.standings_lines(),
            scored: Vec::new(),
        }
    }
}
