//! Each engine event as a line in the player's language (crokinole and
//! pitchnut), for `Words::played` and the opening.

use super::match_words::{Words, nut_colour, plural};
use super::text::say;
use flickwood_core::crokinole::{self, Foul, OffReason};
use flickwood_core::pitchnut::{self, EndReason, ReturnReason, ScratchReason};

impl Words<'_> {
    pub(crate) fn crokinole_words(&self, e: &crokinole::Event) -> Option<String> {
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
                    Foul::NoContact => say!(
                        lang,
                        "an opponent's puck was on the board and none was hit",
                        "une rondelle adverse était sur la planche et aucune n’a été touchée",
                    ),
                    Foul::DeclaredTwentyMissed => say!(
                        lang,
                        "the declared 20 missed the hole",
                        "le 20 annoncé a raté le trou",
                    ),
                    Foul::ShortOfFifteenLine => say!(
                        lang,
                        "the puck stopped short of the 15 line",
                        "la rondelle s’est arrêtée avant la ligne du 15",
                    ),
                };
                let who = seat(*s);
                let de_who = super::text::de(&who);
                say!(lang, "Foul by {who}: {why}", "Faute {de_who} : {why}")
            }
            E::Twenty { seat: s, .. } => {
                let who = seat(*s);
                let de_who = super::text::de(&who);
                say!(
                    lang,
                    "20! {who}'s puck goes to the rail",
                    "20! La rondelle {de_who} va sur le rebord"
                )
            }
            E::Off { seat: s, why, .. } => {
                let how = match why {
                    OffReason::Ditch => String::new(),
                    OffReason::Rebound => say!(
                        lang,
                        " (it came back: still off)",
                        " (revenue : toujours dehors)",
                    ),
                    OffReason::Foul => say!(lang, " (foul)", " (faute)"),
                    OffReason::StruckInFoul => {
                        say!(lang, " (struck in a foul)", " (frappée dans une faute)")
                    }
                };
                let who = seat(*s);
                let de_who = super::text::de(&who);
                say!(
                    lang,
                    "{who} puck to the ditch{how}",
                    "Rondelle {de_who} au fossé{how}"
                )
            }
            E::RoundOver { winner, .. } => match winner {
                Some(w) => {
                    let who = self.side_name(*w);
                    say!(lang, "{who} wins the round", "{who} gagne la manche")
                }
                None => say!(lang, "The round is tied", "Manche nulle"),
            },
            E::MatchOver { winner, .. } => match winner {
                Some(w) => {
                    let who = self.side_name(*w);
                    say!(lang, "{who} wins the match!", "{who} gagne la partie!")
                }
                None => say!(lang, "The match is drawn", "Partie nulle"),
            },
        })
    }

    pub(crate) fn pitchnut_words(&self, e: &pitchnut::Event) -> Option<String> {
        use pitchnut::Event as E;
        let lang = self.lang;
        let fixed = |en, fr| Some(say!(lang, en, fr).to_string());
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
                    ScratchReason::ShooterPocketed => say!(
                        lang,
                        "the shooter went in a pocket",
                        "le tireur est tombé dans une poche",
                    ),
                    ScratchReason::ShooterOffBoard => say!(
                        lang,
                        "the shooter left the board",
                        "le tireur est sorti de la planche",
                    ),
                };
                let who = self.seat_name(*seat);
                let de_who = super::text::de(&who);
                say!(lang, "Scratch by {who}: {why}", "Faute {de_who} : {why}")
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
                let de_who = super::text::de(&who);
                say!(
                    lang,
                    "{who}'s piece goes back once colours are set",
                    "Le pion {de_who} retournera au centre une fois les couleurs fixées"
                )
            }
            E::ReturnedToCentre { why, .. } => match why {
                ReturnReason::Scratch => say!(
                    lang,
                    "A piece goes back to the centre for the scratch",
                    "Un pion retourne au centre pour la faute",
                ),
                ReturnReason::OffBoard => say!(
                    lang,
                    "The piece goes back to the centre",
                    "Le pion retourne au centre",
                ),
                ReturnReason::Debt | ReturnReason::Deferred => say!(
                    lang,
                    "A piece goes back to the centre",
                    "Un pion retourne au centre",
                ),
                ReturnReason::OutOfReach => say!(
                    lang,
                    "No shot can reach it by the pocket: it goes back to the centre",
                    "Aucun tir ne peut l'atteindre près de la poche : il retourne au centre",
                ),
            },
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
            E::RetakeOffered { seat } => {
                let who = self.seat_name(*seat);
                say!(
                    lang,
                    "{who} touched no piece: shoot again or pass",
                    "{who} n'a touché aucun pion : rejouer ou passer"
                )
            }
            E::RetakeDeclined { seat } => {
                let who = self.seat_name(*seat);
                say!(
                    lang,
                    "{who} lets the miss stand",
                    "{who} garde le coup manqué"
                )
            }
            E::ShootsAgain { seat } => {
                let who = self.seat_name(*seat);
                say!(lang, "{who} shoots again", "{who} rejoue")
            }
            E::TurnPasses { .. } => return None,
            E::GameOver { winner, why } => {
                let why = match why {
                    EndReason::PoisonOnBreak => say!(
                        lang,
                        "the poison went in on the break",
                        "le poison est entré à la casse",
                    ),
                    EndReason::ScratchOnBreakWithPoison => say!(
                        lang,
                        "scratch with the poison on the break",
                        "faute du tireur avec le poison à la casse",
                    ),
                    EndReason::PoisonAfterAllPieces => say!(
                        lang,
                        "the poison last, after every piece",
                        "le poison en dernier, après tous les pions",
                    ),
                    EndReason::PoisonTooEarly => say!(
                        lang,
                        "the poison went in too early",
                        "le poison est entré trop tôt",
                    ),
                    EndReason::PoisonWithScratch => say!(
                        lang,
                        "the poison went in with a scratch",
                        "le poison est entré avec une faute du tireur",
                    ),
                    EndReason::PoisonNotAlone => say!(
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
}
