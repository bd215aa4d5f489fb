//! The match in words: the names of sides, seats and teams, and each
//! engine event as a line, in the player's language. The core's match
//! driver has no words; this is where its kinds become English or French.

use super::refusal_words::RefusalWords;
use super::text::{self, T, say, tr};
use flickwood_core::crokinole::{self, Colour, TableKind};
use flickwood_core::game::{Match, Opening, Played, Refusal};
use flickwood_core::pitchnut::{self};
use flickwood_core::save::replay::{Events, Position};
use flickwood_core::save::{Language, Player};

/// The words of one match in one language.
pub struct Words<'a> {
    pub game: &'a Match,
    pub lang: Language,
}

fn colour_name(lang: Language, c: Colour) -> String {
    let (en, fr) = match c {
        Colour::Natural => ("Natural", "Naturel"),
        Colour::Black => ("Black", "Noir"),
        Colour::Red => ("Red", "Rouge"),
        Colour::Green => ("Green", "Vert"),
    };
    say!(lang, en, fr)
}

pub(crate) fn nut_colour(lang: Language, c: pitchnut::Colour) -> String {
    match c {
        pitchnut::Colour::Black => say!(lang, "dark", "foncé"),
        pitchnut::Colour::White => say!(lang, "light", "pâle"),
    }
}

/// Pitchnut beginners' re-take buttons (engine 6): shoot the miss again,
/// or let it stand.
pub fn retake_label(lang: Language, again: bool) -> String {
    match again {
        true => say!(lang, "Shoot again", "Rejouer"),
        false => say!(lang, "Pass", "Passer"),
    }
}

/// "1 round", "3 rounds": `one` and `many` as (English, French).
pub fn plural(lang: Language, n: u32, one: (&str, &str), many: (&str, &str)) -> String {
    let (one, many) = match lang {
        Language::English => (one.0, many.0),
        Language::French => (one.1, many.1),
    };
    format!("{n} {}", if n == 1 { one } else { many })
}

impl<'a> Words<'a> {
    pub fn new(game: &'a Match, lang: Language) -> Self {
        Words { game, lang }
    }

    pub fn side_name(&self, side: crokinole::Side) -> String {
        let Some(s) = self.game.crokinole() else {
            return String::new();
        };
        let name = colour_name(self.lang, s.table().colour_of(side));
        if s.table().kind() == TableKind::FourTeams {
            say!(self.lang, "{name} team", "Équipe {name}")
        } else {
            name.to_string()
        }
    }

    pub fn seat_name(&self, seat: u8) -> String {
        match self.game.position() {
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

    pub fn team_name(&self, team: u8) -> String {
        let Some(m) = self.game.pitchnut() else {
            return String::new();
        };
        let who = self.team_who(team);
        match m.game.colour_of(team) {
            Some(c) => format!("{who}, {}", nut_colour(self.lang, c)),
            None => who,
        }
    }

    /// A pitchnut team's name without its colour, which is the game's, not
    /// the match's: "AI (Grandmaster)", "Team 2".
    pub fn team_who(&self, team: u8) -> String {
        let Some(m) = self.game.pitchnut() else {
            return String::new();
        };
        if m.game.seats().len() == 4 {
            let n = team + 1;
            say!(self.lang, "Team {n}", "Équipe {n}")
        } else {
            let seat = self
                .game
                .seats()
                .get(team as usize)
                .copied()
                .unwrap_or(team * 2);
            self.player_name(seat)
        }
    }

    /// The name of whoever plays `seat`, for "Pass to ..." and the HUD.
    pub fn player_name(&self, seat: u8) -> String {
        let seats = self.game.seats();
        let index = seats.iter().position(|&s| s == seat).unwrap_or(0);
        match self.game.player(seat) {
            // Guests are numbered round the table: Player 1, Player 2...
            Some(Player::Guest { .. }) | None => {
                let n = index + 1;
                say!(self.lang, "Player {n}", "Joueur {n}")
            }
            Some(p) => text::player_name(self.lang, p),
        }
    }

    /// What happened before the first shot (the toss), or that the match
    /// was taken up again.
    pub fn opening(&self) -> Vec<String> {
        match self.game.opening() {
            Opening::Toss(events) => {
                let mut lines: Vec<String> = events
                    .iter()
                    .filter_map(|e| self.crokinole_words(e))
                    .collect();
                if let Some(d) = self.game.ai_toss() {
                    lines.insert(1.min(lines.len()), self.toss_decided(&d));
                }
                lines
            }
            Opening::Coin { .. } => self.coin_opening(),
            Opening::Resumed => vec![tr(self.lang, T::MatchResumed).into()],
            Opening::Watching | Opening::Set => Vec::new(),
        }
    }

    /// Why a shot or an adjustment was refused.
    pub fn refusal(&self, why: &Refusal) -> String {
        match why {
            Refusal::NoTurn => {
                say!(self.lang, "nobody is to shoot", "personne n’est au tir")
            }
            Refusal::NoChoice => say!(
                self.lang,
                "that is not the toss winner's choice now",
                "ce n’est pas le choix du gagnant du tirage maintenant",
            ),
            Refusal::NotPitchnut => say!(
                self.lang,
                "only pitchnut pieces are adjusted",
                "seuls les pions du pitchnut se replacent",
            ),
            Refusal::Crokinole(e) => e.words(self.lang),
            Refusal::Placement(e) => e.words(self.lang),
            Refusal::Adjust(e) => e.words(self.lang),
            Refusal::Physics(e) => e.words(self.lang),
            Refusal::Record(e) => e.words(self.lang),
        }
    }

    /// A played move in plain words.
    pub fn played(&self, played: &Played) -> Vec<String> {
        let (shot, after) = self.played_in_parts(played);
        shot.into_iter().chain(after).collect()
    }

    /// `played`'s words in two parts: what the shot did, then what it
    /// ended and began (a crokinole round over and counted, the match over,
    /// the next round; a new pitchnut game), said once the round is counted.
    pub fn played_in_parts(&self, played: &Played) -> (Vec<String>, Vec<String>) {
        let (mut shot, mut after): (Vec<String>, _) = (Vec::new(), Vec::new());
        match &played.step.events {
            Events::Crokinole(events) => {
                for e in events {
                    let ends = matches!(
                        e,
                        crokinole::Event::RoundOver { .. }
                            | crokinole::Event::MatchOver { .. }
                            | crokinole::Event::RoundStarts { .. }
                    );
                    let part = if ends { &mut after } else { &mut shot };
                    part.extend(self.crokinole_words(e));
                }
            }
            Events::Pitchnut(events) => {
                shot.extend(events.iter().filter_map(|e| self.pitchnut_words(e)));
            }
        }
        // Two of one player's pucks off in one shot: one line, "×2".
        let shot = merged(shot);
        if played.step.next_game {
            after.push(say!(
                self.lang,
                "A new game begins",
                "Une nouvelle manche commence",
            ));
        }
        (shot, after)
    }
}

/// `lines` with each line said once, where it first came: a line said
/// `n` times gets " ×n" (as the count's "+20 ×3").
fn merged(lines: Vec<String>) -> Vec<String> {
    let mut out: Vec<(String, u32)> = Vec::new();
    for l in lines {
        match out.iter_mut().find(|(m, _)| *m == l) {
            Some((_, n)) => *n += 1,
            None => out.push((l, 1)),
        }
    }
    out.into_iter()
        .map(|(l, n)| if n > 1 { format!("{l} ×{n}") } else { l })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::crokinole::MatchFormat;
    use flickwood_core::game::{MatchSettings, SeatKind};
    use flickwood_core::geom::Vec2;
    use flickwood_core::pitchnut::Alleys;
    use flickwood_core::save::{AiLevel, Profiles, Replay, fingerprint};
    use flickwood_core::spec::{BoardKind, DiscKind, Spec, seat_angle};

    fn new_match(settings: MatchSettings, seed: u64) -> Match {
        let mut game = Match::new(settings, seed, &Profiles::default()).unwrap();
        game.choose_by_rule().unwrap();
        game
    }

    /// A person's plain shot from the middle of the shooter's line.
    fn plain_shot(game: &Match, seat: u8, speed: f32) -> (Vec2, Vec2) {
        let a = seat_angle(seat);
        let at = match game.board() {
            BoardKind::Crokinole => {
                Vec2::from_angle(a) * Spec::STANDARD.crokinole.shooting_line_radius
            }
            BoardKind::Pitchnut => Vec2::from_angle(a) * -Spec::STANDARD.pitchnut.home_line_y(),
        };
        (at, -Vec2::from_angle(a) * speed)
    }

    fn shoot(game: &mut Match, at: Vec2, velocity: Vec2) -> Played {
        let shot = game.begin_shot(at, velocity, false).unwrap();
        game.commit(shot).unwrap()
    }

    /// A pitchnut match's result names the winning team without the
    /// colour it had in the last game: "AI (Grandmaster), dark wins the
    /// match" read as if "dark" won.
    #[test]
    fn a_pitchnut_match_is_won_by_a_team_not_a_colour() {
        let text = include_str!("../../../tests/fixtures/pitchnut-poison-behind-a-piece.json");
        let record = flickwood_core::save::MatchRecord::from_json(text.as_bytes()).unwrap();
        let mut game = Match::watch(record).unwrap();
        while matches!(game.play_recorded(None), Ok(Some(_))) {}
        let words = Words::new(&game, Language::English);
        assert!(words.team_name(1).contains(", "), "{}", words.team_name(1));
        assert_eq!(
            words.result(Some(1)).title,
            "AI (Grandmaster) wins the match"
        );
        let words = Words::new(&game, Language::French);
        assert_eq!(words.result(Some(0)).title, "Joueur 1 gagne la partie");
    }

    #[test]
    fn crokinole_starts_after_the_toss_and_refuses_off_line_placement() {
        let game = new_match(MatchSettings::default_for(BoardKind::Crokinole), 7);
        let turn = game.next_turn().expect("someone shoots first");
        assert_eq!(turn.kind, DiscKind::Puck);
        let words = Words::new(&game, Language::English);
        assert!(words.opening().iter().any(|l| l.contains("toss")));
        assert!(game.check_shot(Vec2::ZERO, Vec2::new(0.0, 1.0)).is_err());
        assert!(
            game.check_shot(Vec2::new(f32::NAN, 0.0), Vec2::ZERO)
                .is_err()
        );
    }

    #[test]
    fn a_crokinole_round_ends_in_a_summary_that_matches_a_replay() {
        let mut game = new_match(MatchSettings::default_for(BoardKind::Crokinole), 3);
        let mut summary = None;
        for _ in 0..24 {
            let t = game.next_turn().unwrap();
            let (at, v) = plain_shot(&game, t.seat, 1.2);
            let played = shoot(&mut game, at, v);
            if let Some(round) = &played.round {
                summary = Some(Words::new(&game, Language::English).round_summary(round));
            }
        }
        let summary = summary.expect("a round summary after 24 shots");
        assert!(summary.title.contains("Round 1"));
        // The record replays to the same position.
        let mut again = Replay::new(game.replay().record().clone()).unwrap();
        again.run_to_end().unwrap();
        assert_eq!(
            fingerprint(again.position()),
            fingerprint(game.replay().position())
        );
    }

    /// The score cards' big number is the side's round so far, its 20s
    /// with its pucks on the board: at every shot it is what the round's
    /// count would give for that board, and the cards of the round as it
    /// ended show what the summary then says.
    #[test]
    fn the_cards_count_the_twenties_as_the_round_summary_does() {
        let mut game = new_match(MatchSettings::default_for(BoardKind::Crokinole), 3);
        let spec = Spec::STANDARD.crokinole;
        let big = |cards: &[super::super::hud_words::Card]| -> Vec<u32> {
            cards
                .iter()
                .map(|c| c.big.as_deref().unwrap_or("").parse().unwrap())
                .collect()
        };
        let (mut twenties, mut ended) = (0, false);
        // A straight shot at 0.95 m/s stops in the hole; 1.2 goes on past.
        for (i, speed) in [0.95, 1.2, 0.95, 0.95].iter().cycle().take(24).enumerate() {
            let t = game.next_turn().unwrap();
            let (at, v) = plain_shot(&game, t.seat, *speed);
            let played = shoot(&mut game, at, v);
            let w = Words::new(&game, Language::English);
            if let Some(round) = &played.round {
                let cards = w.score_cards(&round.ended, None);
                let counted: Vec<u32> = round.sides.iter().map(|s| s.1).collect();
                assert_eq!(big(&cards), counted, "the round as it ended");
                ended = true;
                break;
            }
            let s = game.crokinole().unwrap();
            let counted: Vec<u32> = crokinole::scoring::tally(
                &spec,
                s.table(),
                s.board().iter().map(|p| (p.id, p.place, p.pos)),
                s.rail(),
            )
            .iter()
            .map(|s| s.points)
            .collect();
            let tallies = game.side_tallies();
            twenties += tallies.iter().map(|t| t.twenties).sum::<u32>();
            assert_eq!(big(&w.score_cards(&tallies, None)), counted, "shot {i}");
        }
        assert!(ended && twenties > 0, "a round with 20s: {twenties}");
    }

    /// Two of one player's pucks to the ditch in one shot: said once, "×2".
    #[test]
    fn two_pucks_of_one_player_off_are_said_once() {
        let game = new_match(MatchSettings::default_for(BoardKind::Crokinole), 3);
        let w = Words::new(&game, Language::English);
        let off = |puck| crokinole::Event::Off {
            puck,
            seat: 1,
            why: crokinole::OffReason::Ditch,
        };
        let lines: Vec<String> = [off(crokinole::puck_id(1, 0)), off(crokinole::puck_id(1, 1))]
            .iter()
            .flat_map(|e| w.crokinole_words(e))
            .collect();
        assert_eq!(lines.len(), 2);
        let said = merged(lines.clone());
        assert_eq!(said, vec![format!("{} ×2", lines[0])]);
        assert_eq!(merged(vec!["a".into(), "b".into()]), vec!["a", "b"]);
    }

    #[test]
    fn pitchnut_starts_with_the_ring_and_the_shooter() {
        for players in [2, 4] {
            let settings = MatchSettings::Pitchnut {
                players,
                alleys: Alleys::Canadian,
                beginner: true,
                seats: [SeatKind::Guest; 4],
            };
            let game = new_match(settings, 11);
            assert_eq!(game.pieces().len(), 21);
            assert_eq!(game.next_turn().unwrap().kind, DiscKind::Shooter);
            assert_eq!(Words::new(&game, Language::English).side_lines().len(), 2);
        }
    }

    #[test]
    fn ai_seats_are_recorded_and_play_legal_shots_in_both_games() {
        let ai = SeatKind::Ai(AiLevel::Beginner);
        let crokinole = MatchSettings::Crokinole {
            table: TableKind::TwoPlayers,
            format: MatchFormat::BestOfSeven,
            seats: [ai, SeatKind::Guest, ai, SeatKind::Guest],
        };
        let pitchnut = MatchSettings::Pitchnut {
            players: 2,
            alleys: Alleys::American,
            beginner: false,
            seats: [SeatKind::Guest, SeatKind::Guest, ai, SeatKind::Guest],
        };
        for settings in [crokinole, pitchnut] {
            let mut game = new_match(settings, 21);
            let players = &game.replay().record().players;
            assert!(players.iter().any(|p| p.player
                == Player::Ai {
                    level: AiLevel::Beginner
                }));
            let mut ai_shots = 0;
            for _ in 0..6 {
                let Some(turn) = game.next_turn() else { break };
                let (at, v) = match game.ai_request() {
                    Some(req) => {
                        assert!(game.seat_kind(turn.seat).is_ai());
                        ai_shots += 1;
                        let shot = flickwood_core::game::decide(&req).unwrap();
                        (shot.at, shot.velocity)
                    }
                    None => plain_shot(&game, turn.seat, 1.5),
                };
                shoot(&mut game, at, v);
            }
            assert!(ai_shots > 0, "the AI never played");
        }
    }

    /// Every line a match says in French, through a crokinole round and
    /// some pitchnut shots: in French, and drawable with the font atlas.
    #[test]
    fn a_match_in_french_says_everything_in_french() {
        let mut lines = Vec::new();
        let check = |game: &Match, played: &Played, lines: &mut Vec<String>| {
            let w = Words::new(game, Language::French);
            lines.extend(w.played(played));
            lines.push(w.status());
            lines.push(w.turn_label());
            for (_, name, line) in w.side_lines() {
                lines.push(name);
                lines.push(line);
            }
            // The score panel's cards too.
            let seat = game.next_turn().map(|t| t.seat);
            for card in w.score_cards(&game.side_tallies(), seat) {
                lines.push(card.name);
                lines.push(card.note);
            }
            if let Some(round) = &played.round {
                let s = w.round_summary(round);
                assert!(s.title.contains("Fin de la manche 1"), "{}", s.title);
                lines.push(s.title);
                lines.extend(s.lines);
            }
        };
        let mut croki = new_match(MatchSettings::default_for(BoardKind::Crokinole), 3);
        lines.extend(Words::new(&croki, Language::French).opening());
        for _ in 0..24 {
            let t = croki.next_turn().unwrap();
            let (at, v) = plain_shot(&croki, t.seat, 1.2);
            let played = shoot(&mut croki, at, v);
            check(&croki, &played, &mut lines);
        }
        let mut nut = new_match(MatchSettings::default_for(BoardKind::Pitchnut), 5);
        lines.extend(Words::new(&nut, Language::French).opening());
        for _ in 0..8 {
            let Some(t) = nut.next_turn() else { break };
            let (at, v) = plain_shot(&nut, t.seat, 1.5);
            let played = shoot(&mut nut, at, v);
            check(&nut, &played, &mut lines);
        }
        for l in &lines {
            let missing = super::super::text::tests::missing(l);
            assert!(missing.is_empty(), "{l}: {missing:?}");
            for english in ["round", " wins", "Player", "to shoot", "left", "banked"] {
                assert!(!l.contains(english), "still English: {l}");
            }
        }
        assert!(lines.iter().any(|l| l.contains("manche")), "{lines:?}");
        assert!(lines.iter().any(|l| l.contains("Joueur")), "{lines:?}");
        // And in English at once: the words follow the language asked.
        let status = Words::new(&croki, Language::English).status();
        assert!(status.contains("round"), "{status}");
    }
}
