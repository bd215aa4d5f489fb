//! Refusals of a shot before the physics, and the AI's, in English and French.

use super::super::text::say;
use super::{RefusalWords, board_words, decimal, kind_words, place_words, team_number};
use flickwood_core::ai::AiError;
use flickwood_core::save::Language;
use flickwood_core::shot::InputError;

impl RefusalWords for InputError {
    fn words(&self, lang: Language) -> String {
        use InputError::*;
        match *self {
            IdUsedTwice { disc } => say!(
                lang,
                "disc {disc} is used twice",
                "le disque {disc} est utilisé deux fois"
            ),
            TooManyDiscs { discs, max } => say!(
                lang,
                "{discs} discs besides the shot disc: a board holds fewer than {max}",
                "{discs} disques en plus du disque tiré : une planche en tient moins de {max}"
            ),
            NotANumber { disc } => say!(
                lang,
                "disc {disc} has a position that is not a number",
                "la position du disque {disc} n’est pas un nombre"
            ),
            WrongBoard { disc, kind, board } => {
                let (kind, board) = (kind_words(lang, kind), board_words(board));
                say!(
                    lang,
                    "disc {disc} is {kind}, which is not played on a {board} board",
                    "le disque {disc} est {kind}, qui ne se joue pas sur une planche de {board}"
                )
            }
            NotInPlay { disc, place } => {
                let place = place_words(lang, place);
                say!(
                    lang,
                    "disc {disc} is {place}: only discs in play go into a shot",
                    "le disque {disc} est {place} : seuls les disques en jeu entrent dans un coup"
                )
            }
            OffSurface { disc, .. } => say!(
                lang,
                "disc {disc} is not on the playing surface",
                "le disque {disc} n’est pas sur la surface de jeu"
            ),
            StackOffPitchnut { disc } => say!(
                lang,
                "disc {disc} is stacked, but only pitchnut pieces stack",
                "le disque {disc} est empilé, mais seuls les pions du pitchnut s’empilent"
            ),
            StackedOnMissing { disc } => say!(
                lang,
                "disc {disc} is stacked on a disc that is not there",
                "le disque {disc} est empilé sur un disque absent"
            ),
            StackLoop { disc } => say!(
                lang,
                "disc {disc} is part of a stacking loop",
                "le disque {disc} fait partie d’une pile en boucle"
            ),
            NoSuchPost { disc, post } => say!(
                lang,
                "disc {disc} is on post {post}, which does not exist",
                "le disque {disc} est sur le poteau {post}, qui n’existe pas"
            ),
            HoleOffCrokinole { disc } => say!(
                lang,
                "disc {disc} is in a 20 hole, but only crokinole has one",
                "le disque {disc} est dans le trou du 20, mais seul le crokinole en a un"
            ),
            ShotNotFlat => say!(
                lang,
                "the disc you shoot must lie flat on the board",
                "le disque tiré doit être à plat sur la planche"
            ),
            ShotNotANumber => say!(
                lang,
                "the shot’s speed or spin is not a number",
                "la vitesse ou l’effet du coup n’est pas un nombre"
            ),
            TooFast { speed, max } => {
                let (speed, max) = (decimal(lang, speed, 2), decimal(lang, max, 1));
                say!(
                    lang,
                    "that flick is too hard: {speed} m/s, over the limit of {max} m/s",
                    "cette pichenotte est trop forte : {speed} m/s, au-delà de la limite de {max} m/s"
                )
            }
            TooMuchSpin { spin, max } => {
                let (spin, max) = (decimal(lang, spin, 0), decimal(lang, max, 0));
                say!(
                    lang,
                    "too much spin: {spin} rad/s, over the limit of {max}",
                    "trop d’effet : {spin} rad/s, au-delà de la limite de {max}"
                )
            }
            Overlap { a, b } => say!(
                lang,
                "discs {a} and {b} overlap",
                "les disques {a} et {b} se chevauchent"
            ),
        }
    }
}

impl RefusalWords for AiError {
    fn words(&self, lang: Language) -> String {
        match *self {
            AiError::NotInPlay => say!(
                lang,
                "no one is to shoot: the match is not in play",
                "personne n’a à tirer : la partie n’est pas en cours"
            ),
            AiError::GameOver { winner } => {
                let n = team_number(winner);
                say!(
                    lang,
                    "the game is over: team {n} won",
                    "la partie est finie : l’équipe {n} a gagné"
                )
            }
            AiError::NoFreePlacement => say!(
                lang,
                "no spot on the shooting line is free",
                "aucune place n’est libre sur la ligne de tir"
            ),
            AiError::NoFreePlace => say!(
                lang,
                "no spot for the shooter is free",
                "aucune place n’est libre pour le tireur"
            ),
        }
    }
}
