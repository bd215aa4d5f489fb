//! The review's words (`screens/review.rs`), in English and French: the
//! kinds of shot, why a shot cost what it did, the figures, the progress.

use super::text::say;
use flickwood_core::ai::crokinole_candidates::ShotKind;
use flickwood_core::review::{self, MeantKind, PlayerReview, ShotReview, Why};
use flickwood_core::save::Language;

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

pub fn not_pitchnut(lang: Language) -> String {
    say!(
        lang,
        "the Grandmaster reviews crokinole only, so far.",
        "le Grand maître n’analyse encore que la crokinole."
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

/// "Shot 23, Ana: a takeout was on: the draw left Ana 10 down, the round over."
pub fn why(lang: Language, r: &ShotReview, who: &str) -> String {
    let at = r.at + 1;
    let head = say!(lang, "Shot {at}, {who}: ", "Coup {at}, {who} : ");
    let body = match review::why(r) {
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

/// "Lost 45.1 points: 44.6 in the choice, 0.5 in the flick".
pub fn figures(lang: Language, r: &ShotReview) -> String {
    let d = |x| super::text::dec1(lang, x);
    let (l, c, e) = (d(r.loss()), d(r.choice()), d(r.execution()));
    say!(
        lang,
        "Lost {l} points: {c} in the choice, {e} in the flick",
        "Perdu {l} points : {c} au choix, {e} à la pichenotte"
    )
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
    say!(
        lang,
        "Worth: the Grandmaster’s {b} · yours as meant {m} · as played {p}",
        "Valeur : celui du Grand maître {b} · le vôtre voulu {m} · joué {p}"
    )
}

/// A player's line.
pub fn player(lang: Language, p: &PlayerReview, who: &str) -> String {
    let d = |x| super::text::dec1(lang, x);
    let n = p.shots;
    let (l, c, e) = (d(p.mean_loss), d(p.mean_choice), d(p.mean_execution));
    let (o, on, t, tn) = (p.open_twenties, p.open_shots, p.takeouts, p.takeout_shots);
    let like = review::nearest_level(p.mean_loss)
        .map(|level| {
            let name = super::text::ai_level(lang, level);
            say!(lang, " · like the {name} AI", " · comme l’IA {name}")
        })
        .unwrap_or_default();
    say!(
        lang,
        "{who}: {l} points lost a shot over {n} ({c} choice, {e} flick){like} · open 20s {o} of {on} · takeouts {t} of {tn}",
        "{who} : {l} points perdus par coup sur {n} ({c} choix, {e} pichenotte){like} · 20 libres {o} sur {on} · sorties {t} sur {tn}"
    )
}

/// The stats page's trend: the mean loss of the last reviewed matches,
/// oldest first, and the level the latest is like. "Reviews, points lost
/// a shot: 33.1 · 28.4 · 20.2 (now like the Casual AI)".
pub fn trend(lang: Language, points: &[PlayerReview]) -> String {
    let last: Vec<String> = (points.iter().rev().take(5).rev())
        .map(|p| super::text::dec1(lang, p.mean_loss))
        .collect();
    let list = last.join(" · ");
    let like = (points.last())
        .and_then(|p| review::nearest_level(p.mean_loss))
        .map(|level| {
            let name = super::text::ai_level(lang, level);
            say!(
                lang,
                " (now like the {name} AI)",
                " (maintenant comme l’IA {name})"
            )
        })
        .unwrap_or_default();
    say!(
        lang,
        "Reviews, points lost a shot: {list}{like}",
        "Analyses, points perdus par coup : {list}{like}"
    )
}

/// "Ana's costliest shots".
pub fn costliest(lang: Language) -> String {
    say!(lang, "The costliest shots", "Les coups les plus coûteux")
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::geom::Vec2;
    use flickwood_core::review::Ghost;

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
                declare_twenty: false,
                kind: ShotKind::Takeout,
            },
            best_value: 20.0,
            meant_value: -24.5,
            played_value: -25.0,
            choice_margin: 0.3,
            meant_kind: MeantKind::Draw,
            open: false,
            twenty: false,
            taken_out: 0,
            lead_after: -10,
            round_over: true,
            hammer: None,
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
        let missed = ShotReview {
            meant_value: 19.0,
            meant_kind: MeantKind::Takeout,
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
    }
}
