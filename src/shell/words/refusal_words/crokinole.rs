//! The crokinole engine's refusals in English and French.

use super::super::text::say;
use super::{RefusalWords, at_seat, decimal, place_words, player_at};
use flickwood_core::crokinole::RuleError;
use flickwood_core::crokinole::match_format::TOURNAMENT_ROUNDS;
use flickwood_core::save::Language;

impl RefusalWords for RuleError {
    fn words(&self, lang: Language) -> String {
        use RuleError::*;
        match *self {
            NoTable => say!(
                lang,
                "the set-up names no table",
                "la mise en place ne donne pas de table"
            ),
            ZeroTarget => say!(
                lang,
                "a target of 0 points would never end the match",
                "une cible de 0 point ne finirait jamais la partie"
            ),
            NoFirstShooter => say!(
                lang,
                "a position with rounds or pucks already played must say who shot first",
                "une position avec des manches ou des rondelles déjà jouées doit dire qui a tiré en premier"
            ),
            FirstShooterNotSeated { seat } => {
                let at = at_seat(lang, seat);
                say!(
                    lang,
                    "nobody sits {at} to shoot first",
                    "personne n’est assis {at} pour tirer en premier"
                )
            }
            NoSuchRound { round } => {
                let (n, rounds) = (round + 1, TOURNAMENT_ROUNDS);
                say!(
                    lang,
                    "a tournament game has {rounds} rounds; there is no round {n}",
                    "une partie de tournoi a {rounds} manches; il n’y a pas de manche {n}"
                )
            }
            ThirdSeatNotThreePlayers => say!(
                lang,
                "only a three-player table has a third seat",
                "seule une table à trois joueurs a une troisième place"
            ),
            ThirdSeatNotFree { seat } => {
                let at = at_seat(lang, seat);
                say!(
                    lang,
                    "the third player sits on the left or on the right, not {at}",
                    "le troisième joueur s’assoit à gauche ou à droite, pas {at}"
                )
            }
            StandingsMissSide { side } => {
                let n = side + 1;
                say!(
                    lang,
                    "the standings leave out side {n}",
                    "le classement oublie le côté {n}"
                )
            }
            StandingsSideTwice { side } => {
                let n = side + 1;
                say!(
                    lang,
                    "the standings list side {n} twice",
                    "le classement compte le côté {n} deux fois"
                )
            }
            SideAlreadyWon { side } => {
                let n = side + 1;
                say!(
                    lang,
                    "side {n} has already won the match",
                    "le côté {n} a déjà gagné la partie"
                )
            }
            StandingsUnknownSide => say!(
                lang,
                "the standings name a side not at this table",
                "le classement nomme un côté absent de cette table"
            ),
            PuckListedTwice { puck } => say!(
                lang,
                "puck {puck} is listed twice",
                "la rondelle {puck} est comptée deux fois"
            ),
            PuckOfNoSeat { puck, .. } => say!(
                lang,
                "puck {puck} belongs to no one at this table",
                "la rondelle {puck} n’appartient à personne à cette table"
            ),
            TooManyPucks { listed, per_round } => say!(
                lang,
                "{listed} pucks are listed, but a round has only {per_round} shots",
                "{listed} rondelles sont données, mais une manche n’a que {per_round} coups"
            ),
            WrongPuckCount {
                seat,
                expected,
                listed,
                ..
            } => {
                let who = player_at(lang, seat);
                say!(
                    lang,
                    "{who} should have shot {expected} pucks by now, not {listed}",
                    "{who} devrait avoir tiré {expected} rondelles à ce point-ci, pas {listed}"
                )
            }
            PuckNumberTooHigh {
                seat,
                expected,
                puck,
            } => {
                let who = player_at(lang, seat);
                say!(
                    lang,
                    "{who} has shot only {expected} pucks; puck {puck} is not one of them",
                    "{who} n’a tiré que {expected} rondelles; la rondelle {puck} n’en fait pas partie"
                )
            }
            TwoOnPost { post } => say!(
                lang,
                "two pucks are on top of post {post}",
                "deux rondelles sont sur le dessus du poteau {post}"
            ),
            PucksOverlap { a, b } => say!(
                lang,
                "pucks {a} and {b} overlap",
                "les rondelles {a} et {b} se chevauchent"
            ),
            PuckNotANumber { puck } => say!(
                lang,
                "puck {puck} has a position that is not a number",
                "la position de la rondelle {puck} n’est pas un nombre"
            ),
            OffSurface { puck, .. } => say!(
                lang,
                "puck {puck} is off the playing surface",
                "la rondelle {puck} est hors de la surface de jeu"
            ),
            LeanerNotOverHole { puck } => say!(
                lang,
                "puck {puck} leans in the hole, so its centre must be over the hole",
                "la rondelle {puck} est au bord du trou : son centre doit être au-dessus du trou"
            ),
            NoSuchPost { puck, post, posts } => say!(
                lang,
                "puck {puck} is at post {post}, but the board has {posts} posts",
                "la rondelle {puck} est au poteau {post}, mais la planche n’a que {posts} poteaux"
            ),
            NotAPlaceInPlay { puck, place } => {
                let place = place_words(lang, place);
                say!(
                    lang,
                    "puck {puck} is {place}: pucks in the hole go on the rail, pucks off go in the ditch",
                    "la rondelle {puck} est {place} : les rondelles du trou vont sur la bande, celles qui sortent vont au fossé"
                )
            }
            TossAlreadyMade => say!(
                lang,
                "the toss has already been made",
                "le tirage au sort est déjà fait"
            ),
            SeatNotAtTable { seat } => {
                let at = at_seat(lang, seat);
                say!(lang, "nobody sits {at}", "personne n’est assis {at}")
            }
            TossNotBetweenOpponents => say!(
                lang,
                "the toss is between opponents: one puck of each colour",
                "le tirage se fait entre adversaires : une rondelle de chaque couleur"
            ),
            NotChoosing => say!(
                lang,
                "only the toss winner, right after the toss, chooses to go first or second",
                "seul le gagnant du tirage, juste après, choisit de jouer en premier ou en second"
            ),
            PlacementNotANumber => say!(
                lang,
                "that spot is not a number",
                "cette position n’est pas un nombre"
            ),
            OutsideQuadrant { .. } => say!(
                lang,
                "the puck’s centre must be in your quarter of the board",
                "le centre de la rondelle doit être dans votre quart de la planche"
            ),
            OffShootingLine { off_mm, .. } => {
                let mm = decimal(lang, off_mm, 1);
                say!(
                    lang,
                    "the puck must touch the shooting line (its centre is {mm} mm from it)",
                    "la rondelle doit toucher la ligne de tir (son centre en est à {mm} mm)"
                )
            }
            NotInPlay => say!(
                lang,
                "no one is to shoot: the match is not in play",
                "personne n’a à tirer : la partie n’est pas en cours"
            ),
            OnTopOf { .. } => say!(
                lang,
                "it would sit on top of another puck",
                "elle serait par-dessus une autre rondelle"
            ),
            Shot(ref e) => e.words(lang),
            ReportOfPitchnut => say!(
                lang,
                "the shot’s result is from a pitchnut board",
                "le résultat du coup vient d’une planche de pitchnut"
            ),
            ReportWrongShooter { reported, due, .. } => say!(
                lang,
                "the shot’s result moves puck {reported}, but puck {due} is the one due",
                "le résultat du coup déplace la rondelle {reported}, mais c’est la rondelle {due} qui doit partir"
            ),
            ReportLostShot => say!(
                lang,
                "the shot’s result lost the shot puck",
                "le résultat du coup a perdu la rondelle tirée"
            ),
            ReportUnknownPuck { puck } => say!(
                lang,
                "the shot’s result has puck {puck}, which is not in play",
                "le résultat du coup contient la rondelle {puck}, qui n’est pas en jeu"
            ),
            ReportPuckTwice { puck } => say!(
                lang,
                "the shot’s result lists puck {puck} twice",
                "le résultat du coup compte la rondelle {puck} deux fois"
            ),
            ReportNotAPuck { disc } => say!(
                lang,
                "disc {disc} is not a crokinole puck",
                "le disque {disc} n’est pas une rondelle de crokinole"
            ),
            ReportMissingPuck { puck } => say!(
                lang,
                "the shot’s result does not say where puck {puck} ended",
                "le résultat du coup ne dit pas où la rondelle {puck} s’est arrêtée"
            ),
            ReportUnknownContact { puck } => say!(
                lang,
                "the shot’s result has a contact with puck {puck}, which is not in play",
                "le résultat du coup a un contact avec la rondelle {puck}, qui n’est pas en jeu"
            ),
            ReportUnknownLeaving { puck } => say!(
                lang,
                "the shot’s result has puck {puck} leaving the surface, but it is not in play",
                "le résultat du coup fait sortir la rondelle {puck}, qui n’est pas en jeu"
            ),
            ReportPucksOverlap { a, b } => say!(
                lang,
                "the shot’s result leaves pucks {a} and {b} on top of each other",
                "le résultat du coup laisse les rondelles {a} et {b} l’une sur l’autre"
            ),
        }
    }
}
