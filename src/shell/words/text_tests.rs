//! The tests of `text.rs`, kept apart so that file stays short: every
//! string in the font, both languages for every key, the locale variables.

use super::super::super::draw::glyphs::CHARSET;
use super::*;

/// Every string with numbers or names, made with sample arguments.
fn built(lang: Language) -> Vec<String> {
    vec![
        cant_shoot(lang, "off the line"),
        step_of(lang, 3, 5),
        plus_points(20),
        ai_seat(lang, AiLevel::Casual),
        people_at_device(lang, 3, true),
        people_at_device(lang, 3, false),
        player_name(
            lang,
            &Player::Ai {
                level: AiLevel::Club,
            },
        ),
        date(lang, 2026, 2, 12),
        record_result(lang, Some("Ana"), "2 – 1"),
        record_result(lang, None, "1 – 1"),
        side_number(lang, 2),
        cannot_save_here(lang, "disk full"),
        save_failed(lang, "disk full"),
        in_downloads(lang, "a.json"),
        imported(lang, "x"),
        not_imported(lang, "a.json", "x"),
        imported_count(lang, 3),
        not_read(lang, "a.json"),
        not_read_because(lang, "a.json", "x"),
        folder_not_made(lang, "/x", "x"),
        against_ai(lang, AiLevel::Expert),
        matches_won(lang, 3, 2),
        players_count(lang, 3),
        records_count(lang, 3),
        won_lost(lang, 3, 2, 1, true),
        of_with_rate(lang, 3, 7, "43%"),
        won_of_last(lang, 3, 10),
        delete_player(lang, "Ana"),
        no_imports(lang, "/x"),
        exported(lang, "/x"),
        not_exported(lang, "x"),
        replay_line(lang, "Crokinole", "12 Feb 2026", 3, 40),
        replay_final(lang, "x"),
        cannot_play_on(lang, "x"),
        cannot_replay(lang, "x"),
    ]
}

/// The characters of `s` the atlas lacks.
pub(crate) fn missing(s: &str) -> Vec<char> {
    s.chars()
        .filter(|c| !(c.is_ascii_graphic() || *c == ' ' || CHARSET.contains(*c)))
        .collect()
}

#[test]
fn every_character_is_in_the_font_atlas() {
    for lang in [Language::English, Language::French] {
        for &k in T::ALL {
            let s = tr(lang, k);
            assert!(missing(s).is_empty(), "{k:?} {lang:?}: {:?}", missing(s));
        }
        for s in built(lang) {
            assert!(missing(&s).is_empty(), "{s}: {:?}", missing(&s));
        }
    }
    // And the check itself can fail.
    assert_eq!(missing("a→b"), vec!['→']);
}

#[test]
fn every_key_has_both_languages_and_french_differs_where_it_should() {
    for &k in T::ALL {
        assert!(!tr(Language::English, k).is_empty(), "{k:?}");
        assert!(!tr(Language::French, k).is_empty(), "{k:?}");
    }
    assert_eq!(tr(Language::French, T::Rules), "Règles");
    assert_ne!(
        tr(Language::French, T::TutPlace),
        tr(Language::English, T::TutPlace)
    );
}

#[test]
fn the_locale_variables_pick_the_language_in_order() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |k: &str| {
            pairs
                .iter()
                .find(|(name, _)| *name == k)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(from_env(env(&[("LANG", "fr_CA.UTF-8")])), Language::French);
    assert_eq!(
        from_env(env(&[("LANG", "fr_CA.UTF-8"), ("LC_ALL", "en_US.UTF-8")])),
        Language::English
    );
    assert_eq!(
        from_env(env(&[("LANG", "en_US.UTF-8"), ("LC_MESSAGES", "fr_FR")])),
        Language::French
    );
    assert_eq!(
        from_env(env(&[("LC_ALL", "C"), ("LANG", "fr_CA")])),
        Language::French
    );
    assert_eq!(from_env(env(&[])), Language::English);
}

/// French "de" before a name agrees with it (issue 45: "victoire de IA
/// (Club)", "la couleur de Joueur 2"), and a lone record is one match.
#[test]
fn french_de_is_said_as_the_name_asks_and_counts_agree() {
    assert_eq!(de("Ana"), "d\u{2019}Ana");
    assert_eq!(de("Éloïse"), "d\u{2019}Éloïse");
    assert_eq!(de("IA (Club)"), "de l\u{2019}IA (Club)");
    assert_eq!(de("Joueur 2"), "du joueur 2");
    assert_eq!(de("Ben"), "de Ben");
    assert_eq!(
        record_result(Language::French, Some("IA (Club)"), "4 – 2"),
        "victoire de l\u{2019}IA (Club), 4 – 2"
    );
    assert_eq!(pass_to(Language::French, "Ana"), "Au tour d\u{2019}Ana");
    // A long file's name in a notice: its head and tail, 28 characters.
    let short = short_name("crokinole-20260412-183502-Ana-Club.json");
    assert_eq!(short, "crokinole-2026\u{2026}Ana-Club.json");
    assert_eq!(short.chars().count(), 28);
    assert_eq!(short_name("a.json"), "a.json");
    // Decimals as each language writes them.
    assert_eq!(dec1(Language::English, 3.25), "3.2");
    assert_eq!(dec1(Language::French, 3.25), "3,2");
    let fr = super::super::control_words::spread(Language::French, 0.14, 5.0);
    assert!(fr.contains("à 0,1° de la visée"), "{fr}");
    // "à" as said, capitalised at the head of a line.
    assert_eq!(a("Ana", false), "à Ana");
    assert_eq!(a("Ana", true), "À Ana");
    assert_eq!(a("Joueur 1", false), "au joueur 1");
    assert_eq!(a("Joueur 1", true), "Au joueur 1");
    assert_eq!(a("IA (Club)", true), "À l\u{2019}IA (Club)");
    assert_eq!(records_count(Language::English, 1), "Records · 1 match");
    assert_eq!(records_count(Language::English, 2), "Records · 2 matches");
    // "Vibration" is feminine: its choices agree, as "Son"'s do with it.
    assert_eq!(T::VibrationOn.fr(), "Activée");
    assert_eq!(T::VibrationOff.fr(), "Désactivée");
    assert_eq!(T::SoundOn.fr(), "Activé");
}
