//! The review's words (`screens/review.rs`), in English and French: the
//! kinds of shot, why a shot cost what it did, the figures, the progress.

use super::text::say;
use flickwood_core::ai::crokinole_candidates::ShotKind;
use flickwood_core::review::{self, MeantKind, PitchnutMeant, PlayerReview, ShotReview, Why};
use flickwood_core::save::Language;
use flickwood_core::spec::BoardKind;

pub fn title(lang: Language) -> String {
    say!(lang, "Review", "Analyse")
}

/// The button that opens a review (a record's row, a match's result).
pub fn button(lang: Language) -> String {
    button_str(lang).into()
}

pub fn button_str(lang: Language) -> &'static str {
    match lang {
        Language::English => "Review",
        Language::French => "Analyse",
    }
}

pub fn progress(lang: Language, done: usize, total: usize) -> String {
    say!(
        lang,
        "The Grandmaster is reviewing shot {done} of {total}…",
        "Le Grand maître analyse le coup {done} sur {total}…"
    )
}

pub fn nothing(lang: Language) -> String {
    say!(
        lang,
        "No shot of a person to review in this match.",
        "Aucun coup d’une personne à analyser dans ce match."
    )
}

pub fn cannot(lang: Language, why: &str) -> String {
    say!(
        lang,
        "This match cannot be reviewed: {why}",
        "Ce match ne peut pas être analysé : {why}"
    )
}

pub fn previous(lang: Language) -> String {
    say!(lang, "Previous", "Précédent")
}

pub fn next(lang: Language) -> String {
    say!(lang, "Next", "Suivant")
}

pub fn best_kind(lang: Language, k: ShotKind) -> String {
    match k {
        ShotKind::Twenty => say!(lang, "a 20", "un 20"),
        ShotKind::Takeout => say!(lang, "a takeout", "une sortie"),
        ShotKind::Draw => say!(lang, "a draw", "un placement"),
        ShotKind::Raise => say!(lang, "a raise", "une poussée"),
        ShotKind::Guard => say!(lang, "a guard", "une garde"),
        ShotKind::OffPost => say!(lang, "a shot off a post", "un rebond sur un poteau"),
    }
}

/// A kind's name alone: "takeout", "sortie".
fn kind_name(lang: Language, k: ShotKind) -> String {
    match k {
        ShotKind::Twenty => say!(lang, "20", "20"),
        ShotKind::Takeout => say!(lang, "takeout", "sortie"),
        ShotKind::Draw => say!(lang, "draw", "placement"),
        ShotKind::Raise => say!(lang, "raise", "poussée"),
        ShotKind::Guard => say!(lang, "guard", "garde"),
        ShotKind::OffPost => say!(lang, "shot off a post", "rebond sur un poteau"),
    }
}

fn meant_kind(lang: Language, k: MeantKind) -> String {
    match k {
        MeantKind::Twenty => say!(lang, "the 20", "le 20"),
        MeantKind::Takeout => say!(lang, "the takeout", "la sortie"),
        MeantKind::Draw => say!(lang, "the draw", "le placement"),
        MeantKind::Miss => say!(lang, "the miss", "le coup manqué"),
    }
}

/// What the Grandmaster's pitchnut shot did, as "{it} was on".
fn nut_best(lang: Language, k: PitchnutMeant) -> String {
    match k {
        PitchnutMeant::Wins => say!(lang, "the winning poison", "le poison gagnant"),
        PitchnutMeant::Loses => say!(lang, "the poison", "le poison"),
        PitchnutMeant::Sinks => say!(lang, "a pot", "un empochage"),
        PitchnutMeant::Scratch => say!(lang, "a scratch", "une faute"),
        PitchnutMeant::Safety => say!(lang, "a safety", "un coup de sécurité"),
    }
}

fn nut_meant(lang: Language, k: PitchnutMeant) -> String {
    match k {
        PitchnutMeant::Wins => say!(lang, "the winning poison", "le poison gagnant"),
        PitchnutMeant::Loses => say!(lang, "the poison too early", "le poison trop tôt"),
        PitchnutMeant::Sinks => say!(lang, "the pot", "l’empochage"),
        PitchnutMeant::Scratch => say!(lang, "the scratch", "la faute"),
        PitchnutMeant::Safety => say!(lang, "the safety", "le coup de sécurité"),
    }
}

/// Pitchnut's reasons: "a pot was on: the safety left Ana 6 to sink,
/// them 4."
fn nut_why(lang: Language, why: Why, who: &str) -> Option<String> {
    Some(match why {
        Why::PitchnutChoice { best, meant, left } => {
            let (best, meant) = (nut_best(lang, best), nut_meant(lang, meant));
            match left {
                Some((mine, theirs)) => say!(
                    lang,
                    "{best} was on: {meant} left {who} {mine} to sink, the others {theirs}.",
                    "{best} était possible : {meant} a laissé {who} avec {mine} à caler, l’adversaire {theirs}."
                ),
                None => say!(
                    lang,
                    "{best} was on, not {meant}.",
                    "{best} était possible, pas {meant}."
                ),
            }
        }
        Why::PitchnutAim { .. } => say!(
            lang,
            "the right idea, but the Grandmaster’s shot was better aimed or paced.",
            "la bonne idée, mais le coup du Grand maître était mieux visé ou dosé."
        ),
        // A flick whose exact line scratches or sinks the poison too early
        // was not "meant" as such: its spread made it worth about as much.
        Why::PitchnutExecution {
            meant: PitchnutMeant::Scratch | PitchnutMeant::Loses,
        } => say!(
            lang,
            "the shot you meant was worth about the Grandmaster’s; the flick cost the rest.",
            "le coup voulu valait à peu près celui du Grand maître ; la pichenotte a coûté le reste."
        ),
        Why::PitchnutExecution { meant } => {
            let meant = nut_meant(lang, meant);
            say!(
                lang,
                "{meant} you meant was right; the flick missed it.",
                "{meant} voulu était juste ; la pichenotte l’a manqué."
            )
        }
        _ => return None,
    })
}

/// "Shot 23, Ana: a takeout was on: the draw left Ana 10 down, the round over."
pub fn why(lang: Language, r: &ShotReview, who: &str) -> String {
    let at = r.at + 1;
    let head = say!(lang, "Shot {at}, {who}: ", "Coup {at}, {who} : ");
    let body = match review::why(r) {
        w @ (Why::PitchnutChoice { .. }
        | Why::PitchnutAim { .. }
        | Why::PitchnutExecution { .. }) => nut_why(lang, w, who).unwrap_or_default(),
        Why::Choice {
            best,
            meant,
            lead,
            round_over,
            hammer,
        } => {
            let best = best_kind(lang, best);
            let meant = meant_kind(lang, meant);
            let n = lead.abs();
            let standing = match lead {
                0 => say!(lang, "{who} level", "{who} à égalité"),
                l if l > 0 => say!(lang, "{who} {n} up", "{who} avec {n} d’avance"),
                _ => say!(lang, "{who} {n} down", "{who} avec {n} de retard"),
            };
            let tail = match (round_over, hammer) {
                (true, _) => say!(lang, ", the round over", ", la manche finie"),
                (false, Some(h)) if h == r.side => {
                    say!(lang, " with the hammer", " avec le dernier coup")
                }
                (false, Some(_)) => say!(
                    lang,
                    " and the hammer theirs",
                    " et le dernier coup à l’adversaire"
                ),
                (false, None) => String::new(),
            };
            say!(
                lang,
                "{best} was on: {meant} left {standing}{tail}.",
                "{best} était possible : {meant} a laissé {standing}{tail}."
            )
        }
        Why::Aim { best } => {
            let name = kind_name(lang, best);
            say!(
                lang,
                "the right idea, but the Grandmaster’s {name} was better aimed or paced.",
                "la bonne idée, mais le coup du Grand maître ({name}) était mieux visé ou dosé."
            )
        }
        Why::Execution { meant } => {
            let meant = meant_kind(lang, meant);
            say!(
                lang,
                "{meant} you meant was right; the flick missed it.",
                "{meant} voulu était juste ; la pichenotte l’a manqué."
            )
        }
    };
    let mut c = body.chars();
    let body = c.next().map_or(String::new(), |f| {
        f.to_uppercase().collect::<String>() + c.as_str()
    });
    format!("{head}{body}")
}

/// "Lost 45.1 points: 44.6 in the choice, 0.5 in the flick"; pitchnut's
/// in points of the chance to win the game.
pub fn figures(lang: Language, r: &ShotReview) -> String {
    let d = |x| super::text::dec1(lang, x);
    let (l, c, e) = (d(r.loss()), d(r.choice()), d(r.execution()));
    match r.game() {
        BoardKind::Crokinole => say!(
            lang,
            "Lost {l} points: {c} in the choice, {e} in the flick",
            "Perdu {l} points : {c} au choix, {e} à la pichenotte"
        ),
        BoardKind::Pitchnut => say!(
            lang,
            "Lost {l} % of the chance to win the game: {c} in the choice, {e} in the flick",
            "Perdu {l} % de chances de gagner la partie : {c} au choix, {e} à la pichenotte"
        ),
    }
}

/// What the board's lines are: the shot meant (a cream line), the flick
/// played (orange, when it differs) and the Grandmaster's (gold dots).
pub fn legend(lang: Language, played_differs: bool) -> String {
    if played_differs {
        say!(
            lang,
            "Cream: your shot as meant · orange: as flicked · gold dots: the Grandmaster’s",
            "Crème : votre coup voulu · orange : tel que joué · points dorés : celui du Grand maître"
        )
    } else {
        say!(
            lang,
            "Cream: your shot · gold dots: the Grandmaster’s",
            "Crème : votre coup · points dorés : celui du Grand maître"
        )
    }
}

/// "Grandmaster's shot worth 20.0 · yours, as meant, −24.6 · as played −25.0".
pub fn values(lang: Language, r: &ShotReview) -> String {
    let d = |x| super::text::dec1(lang, x);
    let (b, m, p) = (d(r.best_value), d(r.meant_value), d(r.played_value));
    match r.game() {
        BoardKind::Crokinole => say!(
            lang,
            "Worth: the Grandmaster’s {b} · yours as meant {m} · as played {p}",
            "Valeur : celui du Grand maître {b} · le vôtre voulu {m} · joué {p}"
        ),
        BoardKind::Pitchnut => say!(
            lang,
            "Chance to win the game: the Grandmaster’s shot {b} % · yours as meant {m} % · as played {p} %",
            "Chances de gagner la partie : coup du Grand maître {b} % · le vôtre voulu {m} % · joué {p} %"
        ),
    }
}

/// A player's line.
pub fn player(lang: Language, p: &PlayerReview, who: &str) -> String {
    let d = |x| super::text::dec1(lang, x);
    let n = p.shots;
    let (l, c, e) = (d(p.mean_loss), d(p.mean_choice), d(p.mean_execution));
    let (o, on, t, tn) = (p.open_twenties, p.open_shots, p.takeouts, p.takeout_shots);
    let like = review::nearest_level(p.game, p.mean_loss)
        .map(|level| {
            let name = super::text::ai_level(lang, level);
            say!(lang, " · like the {name} AI", " · comme l’IA {name}")
        })
        .unwrap_or_default();
    let (pots, tries) = (p.pots, p.pot_shots);
    match p.game {
        BoardKind::Crokinole => say!(
            lang,
            "{who}: {l} points lost a shot over {n} ({c} choice, {e} flick){like} · open 20s {o} of {on} · takeouts {t} of {tn}",
            "{who} : {l} points perdus par coup sur {n} ({c} choix, {e} pichenotte){like} · 20 libres {o} sur {on} · sorties {t} sur {tn}"
        ),
        BoardKind::Pitchnut => say!(
            lang,
            "{who}: {l} % of a game lost a shot over {n} ({c} choice, {e} flick){like} · pots {pots} of {tries}",
            "{who} : {l} % d’une partie perdus par coup sur {n} ({c} choix, {e} pichenotte){like} · empochages {pots} sur {tries}"
        ),
    }
}

/// The stats page's trend of one game: the mean loss of the last reviewed
/// matches, oldest first, and the level the latest is like. "Reviews,
/// points lost a shot: 33.1 · 28.4 · 20.2 (now like the Casual AI)";
/// pitchnut's in % of a game.
pub fn trend(lang: Language, points: &[PlayerReview]) -> String {
    let last: Vec<String> = (points.iter().rev().take(5).rev())
        .map(|p| super::text::dec1(lang, p.mean_loss))
        .collect();
    let list = last.join(" · ");
    let like = (points.last())
        .and_then(|p| review::nearest_level(p.game, p.mean_loss))
        .map(|level| {
            let name = super::text::ai_level(lang, level);
            say!(
                lang,
                " (now like the {name} AI)",
                " (maintenant comme l’IA {name})"
            )
        })
        .unwrap_or_default();
    match points.last().map(|p| p.game) {
        Some(BoardKind::Pitchnut) => say!(
            lang,
            "Pitchnut reviews, % of a game lost a shot: {list}{like}",
            "Analyses de pitchnut, % d’une partie perdus par coup : {list}{like}"
        ),
        _ => say!(
            lang,
            "Reviews, points lost a shot: {list}{like}",
            "Analyses, points perdus par coup : {list}{like}"
        ),
    }
}

/// "Ana's costliest shots".
pub fn costliest(lang: Language) -> String {
    say!(lang, "The costliest shots", "Les coups les plus coûteux")
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::geom::Vec2;
    use flickwood_core::review::{CrokinoleFacts, Facts, Ghost, PitchnutFacts};

    fn tap() -> ShotReview {
        ShotReview {
            at: 22,
            seat: 0,
            side: 0,
            place: Vec2::ZERO,
            meant: Vec2::ZERO,
            played: Vec2::ZERO,
            best: Ghost {
                place: Vec2::ZERO,
                velocity: Vec2::ZERO,
                spin: 0.0,
            },
            best_value: 20.0,
            meant_value: -24.5,
            played_value: -25.0,
            choice_margin: 0.3,
            facts: Facts::Crokinole(CrokinoleFacts {
                best: ShotKind::Takeout,
                declare_twenty: false,
                meant: MeantKind::Draw,
                open: false,
                twenty: false,
                taken_out: 0,
                lead_after: -10,
                round_over: true,
                hammer: None,
            }),
        }
    }

    #[test]
    fn a_costly_draw_names_the_takeout_in_both_languages() {
        let r = tap();
        assert_eq!(
            why(Language::English, &r, "Ana"),
            "Shot 23, Ana: A takeout was on: the draw left Ana 10 down, the round over."
        );
        assert_eq!(
            why(Language::French, &r, "Ana"),
            "Coup 23, Ana : Une sortie était possible : le placement a laissé Ana avec 10 de retard, la manche finie."
        );
        assert_eq!(
            figures(Language::English, &r),
            "Lost 45.0 points: 44.5 in the choice, 0.5 in the flick"
        );
        let Facts::Crokinole(facts) = r.facts else {
            unreachable!("a crokinole shot");
        };
        let missed = ShotReview {
            meant_value: 19.0,
            facts: Facts::Crokinole(CrokinoleFacts {
                meant: MeantKind::Takeout,
                ..facts
            }),
            ..r
        };
        assert_eq!(
            why(Language::English, &missed, "Ana"),
            "Shot 23, Ana: The takeout you meant was right; the flick missed it."
        );
        // The orange line is named only where the flick differs.
        assert!(!legend(Language::English, false).contains("orange"));
        assert!(legend(Language::French, true).contains("orange : tel que joué"));
    }

    #[test]
    fn the_trend_keeps_the_last_five_matches_oldest_first() {
        let point = |l: f32| PlayerReview {
            game: BoardKind::Crokinole,
            seat: 0,
            shots: 30,
            mean_loss: l,
            loss_margin: 1.0,
            mean_choice: l,
            mean_execution: 0.0,
            open_shots: 0,
            open_twenties: 0,
            takeout_shots: 0,
            takeouts: 0,
            pot_shots: 0,
            pots: 0,
        };
        let points: Vec<PlayerReview> = [14.0, 12.0, 11.0, 10.5, 9.8, 8.0].map(point).into();
        assert_eq!(
            trend(Language::English, &points),
            "Reviews, points lost a shot: 12.0 · 11.0 · 10.5 · 9.8 · 8.0 (now like the Club AI)"
        );
        assert_eq!(
            trend(Language::French, &points[..1]),
            "Analyses, points perdus par coup : 14,0 (maintenant comme l’IA Débutant)"
        );
        // Pitchnut's in % of a game, on its own ladder (2.78 is the Club's).
        let nut: Vec<PlayerReview> = [3.6, 2.7]
            .map(|l| PlayerReview {
                game: BoardKind::Pitchnut,
                ..point(l)
            })
            .into();
        assert_eq!(
            trend(Language::English, &nut),
            "Pitchnut reviews, % of a game lost a shot: 3.6 · 2.7 (now like the Club AI)"
        );
        assert_eq!(
            trend(Language::French, &nut),
            "Analyses de pitchnut, % d’une partie perdus par coup : 3,6 · 2,7 (maintenant comme l’IA Club)"
        );
    }

    #[test]
    fn a_pitchnut_shot_is_told_in_chances_and_pieces_in_both_languages() {
        let r = ShotReview {
            best_value: 64.0,
            meant_value: 40.0,
            played_value: 38.5,
            facts: Facts::Pitchnut(PitchnutFacts {
                best: PitchnutMeant::Sinks,
                meant: PitchnutMeant::Safety,
                sunk: 0,
                scratch: false,
                left: Some((6, 4)),
            }),
            ..tap()
        };
        assert_eq!(
            why(Language::English, &r, "Ana"),
            "Shot 23, Ana: A pot was on: the safety left Ana 6 to sink, the others 4."
        );
        assert_eq!(
            why(Language::French, &r, "Ana"),
            "Coup 23, Ana : Un empochage était possible : le coup de sécurité a laissé Ana avec 6 à caler, l’adversaire 4."
        );
        assert_eq!(
            figures(Language::English, &r),
            "Lost 25.5 % of the chance to win the game: 24.0 in the choice, 1.5 in the flick"
        );
        assert_eq!(
            values(Language::French, &r),
            "Chances de gagner la partie : coup du Grand maître 64,0 % · le vôtre voulu 40,0 % · joué 38,5 %"
        );
        let missed = ShotReview {
            meant_value: 63.0,
            facts: Facts::Pitchnut(PitchnutFacts {
                meant: PitchnutMeant::Sinks,
                ..*r.pitchnut().unwrap()
            }),
            ..r
        };
        assert_eq!(
            why(Language::English, &missed, "Ana"),
            "Shot 23, Ana: The pot you meant was right; the flick missed it."
        );
        // A flick whose exact line scratches was not meant as a scratch.
        let spread = ShotReview {
            facts: Facts::Pitchnut(PitchnutFacts {
                meant: PitchnutMeant::Scratch,
                ..*r.pitchnut().unwrap()
            }),
            ..missed
        };
        assert_eq!(
            why(Language::French, &spread, "Ana"),
            "Coup 23, Ana : Le coup voulu valait à peu près celui du Grand maître ; la pichenotte a coûté le reste."
        );
    }
}
