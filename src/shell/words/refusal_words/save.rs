//! The save's refusals in English and French: a profile's name, a move a
//! match or its record cannot play. A damaged file or a failed write is
//! shown as it was found (the file, the place, the system's own words).

use super::super::text::say;
use super::{RefusalWords, board_words};
use flickwood_core::save::Language;
use flickwood_core::save::error::{ProfileRefusal, ReplayRefusal, SaveError};

impl RefusalWords for SaveError {
    fn words(&self, lang: Language) -> String {
        match self {
            SaveError::Profile(why) => why.words(lang),
            SaveError::Replay(why) => why.words(lang),
            SaveError::File(what) => what.clone(),
        }
    }
}

impl RefusalWords for ProfileRefusal {
    fn words(&self, lang: Language) -> String {
        use ProfileRefusal::*;
        match self {
            EmptyName => say!(
                lang,
                "a name cannot be empty",
                "un nom ne peut pas être vide"
            ),
            NameTooLong { max } => say!(
                lang,
                "a name can have at most {max} characters",
                "un nom a au plus {max} caractères"
            ),
            ControlCharacters => say!(
                lang,
                "a name cannot hold control characters",
                "un nom ne peut pas contenir de caractères de contrôle"
            ),
            NameTaken { name } => say!(
                lang,
                "there is already a player called {name}",
                "il y a déjà un joueur nommé {name}"
            ),
            TooMany { max } => say!(
                lang,
                "there can be at most {max} profiles",
                "il peut y avoir au plus {max} profils"
            ),
            NoIdsLeft => say!(
                lang,
                "no profile ids are left",
                "il ne reste plus de numéros de profil"
            ),
            GoneFromMatch { seat, profile } => say!(
                lang,
                "the match was not filed: seat {seat}'s player profile ({profile}) no longer exists",
                "la partie n’a pas été classée : le profil du joueur du siège {seat} ({profile}) n’existe plus"
            ),
            NoSuchProfile { id } => say!(
                lang,
                "there is no profile {id}",
                "il n’y a pas de profil {id}"
            ),
        }
    }
}

impl RefusalWords for ReplayRefusal {
    fn words(&self, lang: Language) -> String {
        use ReplayRefusal::*;
        match self {
            NotNextMove => say!(
                lang,
                "that shot is not the next recorded move",
                "ce coup n’est pas le prochain coup enregistré"
            ),
            OtherPosition => say!(
                lang,
                "that shot was made for another position",
                "ce coup a été préparé pour une autre position"
            ),
            MatchOver => say!(
                lang,
                "the match is already over",
                "la partie est déjà finie"
            ),
            MovesNotReplayed => say!(
                lang,
                "the recorded moves must all be replayed before a new one",
                "tous les coups enregistrés doivent être rejoués avant un nouveau"
            ),
            Finished => say!(lang, "this match is finished", "cette partie est finie"),
            TooLong => say!(
                lang,
                "this match has run too long to record",
                "cette partie a duré trop longtemps pour être enregistrée"
            ),
            NotOver => say!(lang, "the match is not over", "la partie n’est pas finie"),
            NotAShot => say!(lang, "that move is not a shot", "ce coup n’est pas un tir"),
            WrongGame { board } => {
                let board = board_words(*board);
                say!(
                    lang,
                    "this move is not a move of {board}",
                    "ce coup n’est pas un coup de {board}"
                )
            }
            NoOneToShoot => say!(lang, "no one is to shoot", "personne n’est au tir"),
            NoSeat { seat } => say!(
                lang,
                "nobody sits at seat {seat}",
                "personne n’est assis à la place {seat}"
            ),
            Crokinole(e) => e.words(lang),
            PitchnutPlacement(e) => e.words(lang),
            Pitchnut(e) => e.words(lang),
            PitchnutSetup(e) => e.words(lang),
            Physics(e) => e.words(lang),
        }
    }
}
