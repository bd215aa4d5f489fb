//! The rules of both games as players read them, in English and French:
//! every rule of the seeds (`tests/fixtures/seeds/`, checked by `coverage`),
//! the rulings of `games.md` and the game's own readings of unclear
//! passages, marked as readings. The screen is `rules_screen.rs`.

#[cfg(test)]
mod coverage;
mod crokinole;
mod crokinole_fr;
pub mod pictures;
mod pitchnut;
mod pitchnut_fr;

use flickwood_core::save::Language;
use flickwood_core::spec::BoardKind;

/// One heading and its short paragraphs.
pub struct Section {
    pub head: &'static str,
    pub body: &'static [Para],
}

/// One paragraph. `id` is the same in both languages: the coverage test
/// names paragraphs by it, and a drawing (`pictures`) the paragraph it follows.
pub struct Para {
    pub id: &'static str,
    pub text: &'static str,
    /// Not a sentence of the seed: the game's own reading of a passage the
    /// seed leaves unclear, a ruling of games.md or an addition. The screen
    /// says so before the text (`reading_label`) and gives `why` after it.
    pub reading: bool,
    /// Why the game reads it so (empty for a rule of the seed).
    pub why: &'static str,
}

/// A paragraph that gives a rule of the seed: the coverage test wants a
/// seed passage that maps to it.
const fn rule(id: &'static str, text: &'static str) -> Para {
    Para {
        id,
        text,
        reading: false,
        why: "",
    }
}

/// A paragraph that is no sentence of the seed, and why the game says it.
const fn reading(id: &'static str, text: &'static str, why: &'static str) -> Para {
    Para {
        id,
        text,
        reading: true,
        why,
    }
}

/// What the screen puts before a reading.
pub fn reading_label(lang: Language) -> &'static str {
    match lang {
        Language::English => "Our reading:",
        Language::French => "Notre lecture :",
    }
}

/// What the screen puts before a reading's reason.
pub fn why_label(lang: Language) -> &'static str {
    match lang {
        Language::English => "Why:",
        Language::French => "Pourquoi :",
    }
}

/// A paragraph as the screen shows it: a reading with its label and why.
pub fn shown(p: &Para, lang: Language) -> String {
    if p.reading {
        format!(
            "{} {} {} {}",
            reading_label(lang),
            p.text,
            why_label(lang),
            p.why
        )
    } else {
        p.text.to_string()
    }
}

/// The heading of the list of sections at the top of the rules.
pub fn contents_label(lang: Language) -> &'static str {
    match lang {
        Language::English => "Tap a section to go there:",
        Language::French => "Touchez une section pour y aller :",
    }
}

/// The sections of `game`'s rules in `lang`.
pub fn rules(game: BoardKind, lang: Language) -> &'static [Section] {
    match (game, lang) {
        (BoardKind::Crokinole, Language::English) => crokinole::EN,
        (BoardKind::Crokinole, Language::French) => crokinole_fr::FR,
        (BoardKind::Pitchnut, Language::English) => pitchnut::EN,
        (BoardKind::Pitchnut, Language::French) => pitchnut_fr::FR,
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::words::text::tests::missing;
    use super::*;

    #[test]
    fn both_games_have_the_same_sections_and_paragraph_ids_in_both_languages_all_drawable() {
        for game in [BoardKind::Crokinole, BoardKind::Pitchnut] {
            let en = rules(game, Language::English);
            let fr = rules(game, Language::French);
            assert_eq!(en.len(), fr.len(), "{game:?}");
            for (a, b) in en.iter().zip(fr) {
                let ids =
                    |s: &Section| s.body.iter().map(|p| (p.id, p.reading)).collect::<Vec<_>>();
                assert_eq!(ids(a), ids(b), "{}", a.head);
                let texts = |s: &'static Section| {
                    std::iter::once(s.head)
                        .chain(s.body.iter().map(|p| p.text))
                        .chain(s.body.iter().map(|p| p.why))
                };
                for s in texts(a).chain(texts(b)).chain([
                    reading_label(Language::English),
                    reading_label(Language::French),
                    why_label(Language::English),
                    why_label(Language::French),
                    contents_label(Language::English),
                    contents_label(Language::French),
                ]) {
                    assert!(missing(s).is_empty(), "{s}: {:?}", missing(s));
                }
            }
            let mut ids: Vec<_> = en.iter().flat_map(|s| s.body).map(|p| p.id).collect();
            ids.sort_unstable();
            let n = ids.len();
            ids.dedup();
            assert_eq!(ids.len(), n, "{game:?}: a paragraph id is used twice");
        }
    }
}
