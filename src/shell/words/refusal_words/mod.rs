//! The engines' refusals in the player's words. The core says why it
//! refused as a kind with data (`RuleError`, `PlacementError`, ...); this
//! module turns each kind into English and French (Quebec words: rondelle,
//! le trou, poteau, fossé, ligne de tir, pion, tireur). The clauses are
//! lower-case, to follow "Can't shoot from there: " and the like.

mod crokinole;
mod pitchnut;
mod save;
mod shot;

use flickwood_core::refused::Refused;
use flickwood_core::save::Language;
use flickwood_core::shot::Place;
use flickwood_core::spec::{BoardKind, DiscKind};

/// A refusal the shell can say.
pub trait RefusalWords {
    fn words(&self, lang: Language) -> String;
}

impl<P, E: RefusalWords> RefusalWords for Refused<P, E> {
    fn words(&self, lang: Language) -> String {
        self.why.words(lang)
    }
}

fn fr(lang: Language) -> bool {
    lang == Language::French
}

/// A decimal number, with the comma French writes.
fn decimal(lang: Language, x: f32, places: usize) -> String {
    let s = format!("{x:.places$}");
    if fr(lang) { s.replace('.', ",") } else { s }
}

/// Where a seat is, as the end of a sentence: "at the bottom", "à gauche".
fn at_seat(lang: Language, seat: u8) -> &'static str {
    match (seat % 4, fr(lang)) {
        (0, false) => "at the bottom",
        (1, false) => "on the left",
        (2, false) => "at the top",
        (_, false) => "on the right",
        (0, true) => "en bas",
        (1, true) => "à gauche",
        (2, true) => "en haut",
        (_, true) => "à droite",
    }
}

/// The player at a seat, as a subject: "the player on the left".
fn player_at(lang: Language, seat: u8) -> &'static str {
    match (seat % 4, fr(lang)) {
        (0, false) => "the player at the bottom",
        (1, false) => "the player on the left",
        (2, false) => "the player at the top",
        (_, false) => "the player on the right",
        (0, true) => "le joueur du bas",
        (1, true) => "le joueur de gauche",
        (2, true) => "le joueur du haut",
        (_, true) => "le joueur de droite",
    }
}

/// Where a disc is: "in the ditch", "contre le poteau 3".
fn place_words(lang: Language, place: Place) -> String {
    let french = fr(lang);
    match place {
        Place::Board if french => "sur la planche".into(),
        Place::Board => "on the board".into(),
        Place::HoleLeaner if french => "au bord du trou".into(),
        Place::HoleLeaner => "leaning in the hole".into(),
        Place::PostLeaner(k) if french => format!("contre le poteau {k}"),
        Place::PostLeaner(k) => format!("leaning on post {k}"),
        Place::OnPost(k) if french => format!("sur le dessus du poteau {k}"),
        Place::OnPost(k) => format!("on top of post {k}"),
        Place::Hole if french => "dans le trou".into(),
        Place::Hole => "in the hole".into(),
        Place::Ditch if french => "dans le fossé".into(),
        Place::Ditch => "in the ditch".into(),
        Place::Gutter if french => "dans la gouttière".into(),
        Place::Gutter => "in the gutter".into(),
        Place::Pocket(k) if french => format!("dans la poche {k}"),
        Place::Pocket(k) => format!("in pocket {k}"),
        Place::OffBoard if french => "hors de la planche".into(),
        Place::OffBoard => "off the board".into(),
        Place::OnSide if french => "sur le bord".into(),
        Place::OnSide => "on a side".into(),
        Place::Stacked(id) if french => format!("par-dessus le disque {id}"),
        Place::Stacked(id) => format!("on top of disc {id}"),
    }
}

/// What a disc is, with its article: "a puck", "le poison".
fn kind_words(lang: Language, kind: DiscKind) -> &'static str {
    match (kind, fr(lang)) {
        (DiscKind::Puck, false) => "a puck",
        (DiscKind::Piece, false) => "a piece",
        (DiscKind::Poison, false) => "the poison",
        (DiscKind::Shooter, false) => "the shooter",
        (DiscKind::Puck, true) => "une rondelle",
        (DiscKind::Piece, true) => "un pion",
        (DiscKind::Poison, true) => "le poison",
        (DiscKind::Shooter, true) => "le tireur",
    }
}

fn board_words(board: BoardKind) -> &'static str {
    match board {
        BoardKind::Crokinole => "crokinole",
        BoardKind::Pitchnut => "pitchnut",
    }
}

/// A team as the screens number them (from 1).
fn team_number(team: u8) -> u8 {
    team.saturating_add(1)
}

#[cfg(test)]
mod pitchnut_samples;
#[cfg(test)]
mod tests;
