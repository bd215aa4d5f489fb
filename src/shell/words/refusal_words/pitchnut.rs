//! The pitchnut engine's refusals in English and French.

use super::super::text::say;
use super::{RefusalWords, at_seat, decimal, kind_words, place_words, team_number};
use flickwood_core::pitchnut::{
    Alleys, ApplyError, BoardError, PIECES, PlacementError, SeatRole, SetupError, TeamCounts,
};
use flickwood_core::save::Language;

impl RefusalWords for BoardError {
    fn words(&self, lang: Language) -> String {
        use BoardError::*;
        match *self {
            NotAPiece { disc } => say!(
                lang,
                "disc {disc} is not a pitchnut piece",
                "le disque {disc} n’est pas un pion du pitchnut"
            ),
            NotANumber { piece } => say!(
                lang,
                "piece {piece} has a position that is not a number",
                "la position du pion {piece} n’est pas un nombre"
            ),
            OffField { piece, .. } => say!(
                lang,
                "piece {piece} is not on the playing surface",
                "le pion {piece} n’est pas sur la surface de jeu"
            ),
            StackedOnMissing { piece } => say!(
                lang,
                "piece {piece} is stacked on a piece not in play",
                "le pion {piece} est empilé sur un pion qui n’est pas en jeu"
            ),
            TwoStackedOn { below } => say!(
                lang,
                "two pieces are stacked directly on piece {below}",
                "deux pions sont empilés directement sur le pion {below}"
            ),
            NotFlatOrStacked { piece, place } => {
                let place = place_words(lang, place);
                say!(
                    lang,
                    "piece {piece} is {place}: pieces in play lie flat or stacked",
                    "le pion {piece} est {place} : les pions en jeu sont à plat ou empilés"
                )
            }
            StackLoop { piece } => say!(
                lang,
                "piece {piece} is part of a stacking loop",
                "le pion {piece} fait partie d’une pile en boucle"
            ),
            Overlap { a, b } => say!(
                lang,
                "pieces {a} and {b} lie on top of each other",
                "les pions {a} et {b} sont l’un sur l’autre"
            ),
        }
    }
}

impl RefusalWords for SetupError {
    fn words(&self, lang: Language) -> String {
        use SetupError::*;
        match *self {
            Players { players } => say!(
                lang,
                "{players} players: pitchnut is for 2 players or 4 (two teams of partners)",
                "{players} joueurs : le pitchnut se joue à 2 ou à 4 (deux équipes de partenaires)"
            ),
            TossWinnerNotPlaying { seat } => {
                let at = at_seat(lang, seat);
                say!(
                    lang,
                    "the toss winner does not play: nobody sits {at}",
                    "le gagnant du tirage ne joue pas : personne n’est assis {at}"
                )
            }
            SeatNotPlaying { role, seat } => {
                let at = at_seat(lang, seat);
                let who = match role {
                    SeatRole::ToPlay => say!(lang, "the player to shoot", "le joueur qui tire"),
                    SeatRole::Breaker => say!(lang, "the breaker", "le joueur qui casse"),
                    SeatRole::LastShooter => {
                        say!(lang, "the last shooter", "le dernier à avoir tiré")
                    }
                };
                say!(
                    lang,
                    "{who}: nobody sits {at}",
                    "{who} : personne n’est assis {at}"
                )
            }
            MovedNotOnBoard { piece } => say!(
                lang,
                "moved piece {piece} is not on the board",
                "le pion déplacé {piece} n’est pas sur la planche"
            ),
            NoSuchPiece { piece } => say!(
                lang,
                "piece {piece} does not exist (0 is the poison, then 1 to {PIECES})",
                "le pion {piece} n’existe pas (0 est le poison, puis de 1 à {PIECES})"
            ),
            PieceTwice { piece } => say!(
                lang,
                "piece {piece} is in two places",
                "le pion {piece} est à deux endroits"
            ),
            PieceMissing { piece } => say!(
                lang,
                "piece {piece} is missing: put it on the board or in a pocket",
                "il manque le pion {piece} : mettez-le sur la planche ou dans une poche"
            ),
            NoSuchPocket { piece, pocket } => say!(
                lang,
                "piece {piece} is in pocket {pocket}, but pockets are 0 to 3",
                "le pion {piece} est dans la poche {pocket}, mais les poches vont de 0 à 3"
            ),
            Board(ref e) => e.words(lang),
            NoSuchTeam { winner } => say!(
                lang,
                "the winner is team {winner}, but the teams are 0 and 1",
                "l’équipe gagnante est {winner}, mais les équipes sont 0 et 1"
            ),
            WinnerWithoutPoison => say!(
                lang,
                "a game with a winner has the poison in a pocket",
                "une partie gagnée a le poison dans une poche"
            ),
            PoisonWithoutWinner => say!(
                lang,
                "the poison is in a pocket, so the game is over: give the winner",
                "le poison est dans une poche, donc la partie est finie : donnez le gagnant"
            ),
            ColoursWithoutPieces => say!(
                lang,
                "the colours cannot be set while no piece is in a pocket",
                "les couleurs ne peuvent pas être fixées tant qu’aucun pion n’est dans une poche"
            ),
            Counts { which } => {
                let what = match which {
                    TeamCounts::Owed => say!(lang, "the pieces owed", "les pions dus"),
                    TeamCounts::Deferred => {
                        say!(lang, "the returns waiting", "les retours en attente")
                    }
                };
                say!(
                    lang,
                    "{what} must be two small counts, one per team",
                    "{what} doivent être deux petits nombres, un par équipe"
                )
            }
            TooManyExtraTurns { turns } => say!(
                lang,
                "{turns} extra turns is more than there are pieces",
                "{turns} coups de plus, c’est plus qu’il n’y a de pions"
            ),
            NotOver => say!(
                lang,
                "the game is not over yet",
                "la partie n’est pas encore finie"
            ),
        }
    }
}

fn game_over(lang: Language, winner: u8) -> String {
    let n = team_number(winner);
    say!(
        lang,
        "the game is over: team {n} won",
        "la partie est finie : l’équipe {n} a gagné"
    )
}

/// A shot while a beginner's re-take waits for its answer.
fn retake_first(lang: Language) -> String {
    say!(
        lang,
        "the shot touched no piece: first choose to shoot again or pass",
        "le coup n’a touché aucun pion : choisissez d’abord de rejouer ou de passer"
    )
}

impl RefusalWords for PlacementError {
    fn words(&self, lang: Language) -> String {
        use PlacementError::*;
        match *self {
            GameOver { winner } => game_over(lang, winner),
            NotANumber => say!(
                lang,
                "the shooter’s position is not a number",
                "la position du tireur n’est pas un nombre"
            ),
            OffField { .. } => say!(
                lang,
                "the shooter must lie fully on the board, not on the gutter or a side",
                "le tireur doit être tout entier sur la planche, pas dans la gouttière ni sur le bord"
            ),
            BeyondHomeLine {
                alleys,
                line_m,
                from_edge_m,
                ..
            } => {
                let line = decimal(lang, line_m * 100.0, 1);
                let at = decimal(lang, from_edge_m * 100.0, 1);
                match alleys {
                    Alleys::American => say!(
                        lang,
                        "the shooter’s centre must be on or behind your home line, {line} cm from your edge, or in a side alley on your half; it is {at} cm from your edge",
                        "le centre du tireur doit être sur votre ligne de départ ou derrière, à {line} cm de votre bord, ou dans une allée de côté de votre moitié; il est à {at} cm de votre bord"
                    ),
                    Alleys::Canadian => say!(
                        lang,
                        "the shooter’s centre must be on or behind your home line, {line} cm from your edge (Canadian rules: not in the side alleys); it is {at} cm from your edge",
                        "le centre du tireur doit être sur votre ligne de départ ou derrière, à {line} cm de votre bord (règles canadiennes : pas dans les allées de côté); il est à {at} cm de votre bord"
                    ),
                }
            }
            OnPeg { .. } => say!(
                lang,
                "the shooter would sit on a peg",
                "le tireur serait sur un poteau"
            ),
            OnPiece { .. } => say!(
                lang,
                "the shooter may not be placed on top of a piece",
                "le tireur ne peut pas être placé sur un pion"
            ),
            RetakeToChoose { .. } => retake_first(lang),
            Shot(ref e) => e.words(lang),
        }
    }
}

impl RefusalWords for ApplyError {
    fn words(&self, lang: Language) -> String {
        use ApplyError::*;
        match *self {
            GameOver { winner } => game_over(lang, winner),
            AdjustAfterGameOver => say!(lang, "the game is over", "la partie est finie"),
            SeatNotPlaying { seat } => {
                let at = at_seat(lang, seat);
                say!(lang, "nobody plays {at}", "personne ne joue {at}")
            }
            NotReturned { .. } => say!(
                lang,
                "that piece was not put back at the centre by the last shot",
                "ce pion n’a pas été remis au centre par le dernier coup"
            ),
            ReturnedBySameSide { .. } => say!(
                lang,
                "your side put that piece back; only an opponent may move it",
                "votre équipe a remis ce pion au centre; seul un adversaire peut le déplacer"
            ),
            OffCentre => say!(
                lang,
                "a moved piece must still cover the centre of the board",
                "un pion déplacé doit encore couvrir le centre de la planche"
            ),
            CannotPut { ref why, .. } => why.words(lang),
            ReportNotPitchnut => say!(
                lang,
                "the shot’s result is not from a pitchnut board",
                "le résultat du coup ne vient pas d’une planche de pitchnut"
            ),
            WrongShooter { disc } => say!(
                lang,
                "the shot’s result shoots disc {disc}, not the shooter",
                "le résultat du coup lance le disque {disc}, pas le tireur"
            ),
            InPocket { piece } => say!(
                lang,
                "piece {piece} is in a pocket: the shot cannot move it",
                "le pion {piece} est dans une poche : le coup ne peut pas le déplacer"
            ),
            UnknownDisc { disc } => say!(
                lang,
                "the shot’s result names disc {disc}, which is not in play",
                "le résultat du coup nomme le disque {disc}, qui n’est pas en jeu"
            ),
            TwoFinals { disc } => say!(
                lang,
                "the shot’s result puts disc {disc} in two places",
                "le résultat du coup met le disque {disc} à deux endroits"
            ),
            WrongKind {
                disc,
                kind,
                reported,
            } => {
                let (kind, reported) = (kind_words(lang, kind), kind_words(lang, reported));
                say!(
                    lang,
                    "disc {disc} is {kind}, not {reported}",
                    "le disque {disc} est {kind}, pas {reported}"
                )
            }
            FinalNotANumber { disc } => say!(
                lang,
                "disc {disc} ends at a position that is not a number",
                "le disque {disc} s’arrête à une position qui n’est pas un nombre"
            ),
            PieceNotPitchnutPlace { piece, place } => {
                let place = place_words(lang, place);
                say!(
                    lang,
                    "piece {piece} ends {place}, which is not a pitchnut place",
                    "le pion {piece} finit {place}, ce qui n’existe pas au pitchnut"
                )
            }
            ImpossibleBoard(ref e) => {
                let why = e.words(lang);
                say!(
                    lang,
                    "the shot’s result leaves an impossible board: {why}",
                    "le résultat du coup laisse une planche impossible : {why}"
                )
            }
            ShooterNotPitchnutPlace { place } => {
                let place = place_words(lang, place);
                say!(
                    lang,
                    "the shooter ends {place}, which is not a pitchnut place",
                    "le tireur finit {place}, ce qui n’existe pas au pitchnut"
                )
            }
            RetakeToChoose { .. } => retake_first(lang),
            NoRetakeOffered => say!(
                lang,
                "no shot to take again: the last shot was not a missed beginner’s shot",
                "aucun coup à reprendre : le dernier coup n’était pas un coup manqué de débutant"
            ),
        }
    }
}
