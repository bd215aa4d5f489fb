//! The rules of both games as players read them, in English and French:
//! every rule of the seeds (`tests/fixtures/seeds/`, checked by `coverage`),
//! the rulings of `games.md` and the game's own readings of unclear
//! passages, marked as readings. The screen is `rules_screen.rs`.

#[cfg(test)]
mod coverage;
mod crokinole;
pub mod pictures;
mod pitchnut;

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
    /// The game's own reading of a passage the seed leaves unclear: the
    /// screen says so before the text (`reading_label`).
    pub reading: bool,
}

/// A paragraph that gives a rule of the seed (or a ruling of games.md).
const fn rule(id: &'static str, text: &'static str) -> Para {
    Para {
        id,
        text,
        reading: false,
    }
}

/// A paragraph that gives the game's reading of an unclear passage.
const fn reading(id: &'static str, text: &'static str) -> Para {
    Para {
        id,
        text,
        reading: true,
    }
}

/// What the screen puts before a reading.
pub fn reading_label(lang: Language) -> &'static str {
    match lang {
        Language::English => "Our reading:",
        Language::French => "Notre lecture :",
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
        (BoardKind::Crokinole, Language::French) => crokinole::FR,
        (BoardKind::Pitchnut, Language::English) => pitchnut::EN,
        (BoardKind::Pitchnut, Language::French) => pitchnut::FR,
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
                    std::iter::once(s.head).chain(s.body.iter().map(|p| p.text))
                };
                for s in texts(a).chain(texts(b)).chain([
                    reading_label(Language::English),
                    reading_label(Language::French),
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
