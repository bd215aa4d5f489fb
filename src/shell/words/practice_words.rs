//! The practice screens' words, in English and French (see `text.rs` for
//! the catalogue of the other screens).

use super::text::say;
use flickwood_core::ai::AiLevel;
use flickwood_core::practice::{Drill, NamedPocket, Spot, Tier, Zone};
use flickwood_core::save::Language;

/// A player's open-20 progress before any practice or match.
pub fn no_progress(lang: Language, name: &str) -> String {
    match lang {
        Language::French => format!(
            "Aucun 20 ouvert encore pour {name}. Entraînez-vous aux 20 ouverts, ou jouez au crokinole : le taux dans le temps s’affichera ici."
        ),
        _ => format!(
            "No open 20s yet for {name}. Practise them, or play crokinole: the rate over time will show here."
        ),
    }
}

pub fn drill_name(lang: Language, d: Drill) -> String {
    match d {
        Drill::OpenTwenty(Spot::Centre) => say!(lang, "Open 20s, centre", "20 ouverts, au centre"),
        Drill::OpenTwenty(Spot::Left) => say!(lang, "Open 20s, left", "20 ouverts, à gauche"),
        Drill::OpenTwenty(Spot::Right) => say!(lang, "Open 20s, right", "20 ouverts, à droite"),
        Drill::OpenTwenty(Spot::Random) => {
            say!(lang, "Open 20s, random spots", "20 ouverts, au hasard")
        }
        Drill::Takeout(Zone::Five) => say!(lang, "Takeout in the 5", "Sortie dans le 5"),
        Drill::Takeout(Zone::Ten) => say!(lang, "Takeout in the 10", "Sortie dans le 10"),
        Drill::Takeout(Zone::Fifteen) => say!(lang, "Takeout in the 15", "Sortie dans le 15"),
        Drill::DrawBehindPost => say!(lang, "Draw behind a post", "Cachée derrière un poteau"),
        Drill::CutShot(NamedPocket::FarLeft) => say!(
            lang,
            "Cut into the far left pocket",
            "Coupé, poche du fond à gauche",
        ),
        Drill::CutShot(NamedPocket::FarRight) => say!(
            lang,
            "Cut into the far right pocket",
            "Coupé, poche du fond à droite",
        ),
        Drill::Break => say!(lang, "The break", "La casse"),
    }
}

/// What counts as made, shown before the first shot.
pub fn drill_goal(lang: Language, d: Drill) -> String {
    match d {
        Drill::OpenTwenty(_) => say!(
            lang,
            "Empty board: flat in the 20 hole, from where the puck waits",
            "Planche vide : à plat dans le trou du 20, d’où la rondelle attend",
        ),
        Drill::Takeout(_) => say!(
            lang,
            "Take the lone puck off; yours must stay on the board",
            "Sortez la rondelle seule ; la vôtre doit rester sur la planche",
        ),
        Drill::DrawBehindPost => say!(
            lang,
            "Come to rest hidden behind a post from across the board",
            "Arrêtez-vous cachée derrière un poteau, vue d’en face",
        ),
        Drill::CutShot(_) => say!(
            lang,
            "Sink the black piece in the named pocket and keep the turn",
            "Empochez la pièce noire dans la poche nommée et gardez le tour",
        ),
        Drill::Break => say!(
            lang,
            "Sink a piece on the break and keep the turn",
            "Empochez une pièce à la casse et gardez le tour",
        ),
    }
}

pub fn tier_name(lang: Language, t: &Tier) -> String {
    match t.key {
        "novice" => say!(lang, "Novice recreational", "Récréatif débutant"),
        "good_rec" => say!(lang, "Good recreational", "Bon récréatif"),
        "great_rec" => say!(lang, "Great recreational", "Excellent récréatif"),
        "competitive" => say!(lang, "Average competitive", "Compétitif moyen"),
        "top" => say!(lang, "Top competitive", "Compétitif de pointe"),
        _ => say!(lang, "Best recorded", "Meilleur enregistré"),
    }
}

pub fn level_name(lang: Language, l: AiLevel) -> String {
    match l {
        AiLevel::Beginner => say!(lang, "Beginner", "Débutant"),
        AiLevel::Casual => say!(lang, "Casual", "Amateur"),
        AiLevel::Club => say!(lang, "Club", "Club"),
        AiLevel::Expert => say!(lang, "Expert", "Expert"),
        AiLevel::Champion => say!(lang, "Champion", "Champion"),
        AiLevel::Grandmaster => say!(lang, "Grandmaster", "Grandmaster"),
    }
}

/// "1 decimal" percent, French with a comma.
pub fn pct(lang: Language, x: f32) -> String {
    let s = if (x - x.round()).abs() < 0.05 {
        format!("{x:.0}")
    } else {
        format!("{x:.1}")
    };
    match lang {
        Language::French => format!("{} %", s.replace('.', ",")),
        _ => format!("{s} %"),
    }
}

/// "7 of 12 · 58 %" while a drill runs.
pub fn running(lang: Language, made: u32, n: u32, of: u32) -> String {
    // Nothing shot yet: only the shot to come ("shot 1 of 20").
    if n == 0 {
        return match lang {
            Language::French => format!("coup 1 de {of}"),
            _ => format!("shot 1 of {of}"),
        };
    }
    let rate = if n == 0 {
        "–".to_string()
    } else {
        pct(lang, 100.0 * made as f32 / n as f32)
    };
    match lang {
        Language::French => format!("{made} sur {n} · {rate} · coup {} de {of}", (n + 1).min(of)),
        _ => format!("{made} of {n} · {rate} · shot {} of {of}", (n + 1).min(of)),
    }
}

/// "14 of 20: 70 % (95 % Wilson interval 48–85 %)".
pub fn result_line(lang: Language, made: u32, n: u32, rate: f32, lo: f32, hi: f32) -> String {
    let (r, l, h) = (pct(lang, rate), pct(lang, lo), pct(lang, hi));
    match lang {
        Language::French => {
            format!("{made} sur {n} : {r} (intervalle de Wilson à 95 % : {l} – {h})")
        }
        _ => format!("{made} of {n}: {r} (95 % Wilson interval {l} – {h})"),
    }
}

/// Where a rate stands on the tiers.
pub fn tier_line(lang: Language, tier: Option<&Tier>) -> String {
    match (tier, lang) {
        (Some(t), Language::French) => format!("Au niveau : {}", tier_name(lang, t)),
        (Some(t), _) => format!("At the level of: {}", tier_name(lang, t)),
        (None, Language::French) => "Sous le niveau récréatif débutant".into(),
        (None, _) => "Below the novice recreational tier".into(),
    }
}

/// Where a rate stands beside the AI levels' rates (Beginner to Champion).
pub fn ai_line(lang: Language, rate: f32, rates: [f32; 5]) -> String {
    let levels: Vec<(AiLevel, f32)> = AiLevel::ALL.iter().copied().zip(rates).collect();
    let below = levels.iter().rev().find(|(_, r)| rate >= *r);
    let above = levels.iter().find(|(_, r)| rate < *r);
    let name = |x: &(AiLevel, f32)| format!("{} ({})", level_name(lang, x.0), pct(lang, x.1));
    match (below, above, lang) {
        (Some(b), Some(a), Language::French) => format!("Entre l’IA {} et {}", name(b), name(a)),
        (Some(b), Some(a), _) => format!("Between the {} and {} AI", name(b), name(a)),
        (Some(b), None, Language::French) => format!("Au-dessus de l’IA {}", name(b)),
        (Some(b), None, _) => format!("Above the {} AI", name(b)),
        (None, Some(a), Language::French) => format!("Sous l’IA {}", name(a)),
        (None, Some(a), _) => format!("Below the {} AI", name(a)),
        (None, None, _) => String::new(),
    }
}

/// "20 shots" on the picker.
pub fn attempts(lang: Language, n: u32) -> String {
    match lang {
        Language::French => format!("{n} coups"),
        _ => format!("{n} shots"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_is_in_the_font() {
        let known: Vec<char> = super::super::super::draw::glyphs::characters().collect();
        let mut all: Vec<String> = Vec::new();
        for lang in [Language::English, Language::French] {
            for d in Drill::ALL.into_iter().chain([Drill::Break]) {
                all.push(drill_name(lang, d));
                all.push(drill_goal(lang, d));
            }
            for t in &flickwood_core::practice::TIERS {
                all.push(tier_name(lang, t));
            }
            all.push(result_line(lang, 3, 4, 75.0, 30.1, 95.4));
            all.push(ai_line(lang, 50.0, [35.0, 45.0, 55.0, 66.0, 78.0]));
            all.push(running(lang, 1, 2, 10));
        }
        for s in all {
            for c in s.chars() {
                assert!(known.contains(&c), "{c:?} of {s:?} is not in the font");
            }
        }
    }

    #[test]
    fn the_ai_line_places_a_rate_between_levels() {
        let r = [35.0, 45.0, 55.0, 66.0, 78.0];
        assert_eq!(
            ai_line(Language::English, 50.0, r),
            "Between the Casual (45 %) and Club (55 %) AI"
        );
        assert_eq!(
            ai_line(Language::English, 20.0, r),
            "Below the Beginner (35 %) AI"
        );
        assert!(ai_line(Language::French, 90.0, r).starts_with("Au-dessus"));
    }
}
