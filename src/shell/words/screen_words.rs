//! Words of the save's notices and banners and of the records, players
//! and replay screens, in English and French (re-exported by `text`).

use super::text::{ai_level, say};
use flickwood_core::save::{AiLevel, Language};
use flickwood_core::spec::BoardKind;

/// The save's notices and banners.
pub fn cannot_save_here(lang: Language, e: &str) -> String {
    say!(
        lang,
        "Your games can't be saved on this device ({e}). You can still play; nothing will be kept after you close the game.",
        "Vos parties ne peuvent pas être enregistrées sur cet appareil ({e}). Vous pouvez quand même jouer; rien ne sera gardé après la fermeture du jeu."
    )
}

/// The title's button that takes up the saved match of `game`.
pub fn resume_match(lang: Language, game: Option<BoardKind>) -> String {
    match game {
        Some(BoardKind::Pitchnut) => say!(
            lang,
            "Resume the pitchnut match",
            "Reprendre la partie de pitchnut"
        ),
        _ => say!(
            lang,
            "Resume the crokinole match",
            "Reprendre la partie de crokinole"
        ),
    }
}

/// The heading of the title's panel of save notices.
pub fn about_saves(lang: Language) -> String {
    say!(lang, "About your saved games", "À propos de vos parties")
}

pub fn save_failed(lang: Language, e: &str) -> String {
    say!(
        lang,
        "The game could not be saved ({e}). Play goes on; it will try again after the next shot.",
        "La partie n’a pas pu être enregistrée ({e}). Le jeu continue; il réessaiera après le prochain coup."
    )
}

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub fn in_downloads(lang: Language, name: &str) -> String {
    say!(
        lang,
        "{name} (in your downloads)",
        "{name} (dans vos téléchargements)"
    )
}

/// A record taken in: the match it holds (its file's name says less, and
/// a phone's banner has room for three or four short lines).
pub fn imported(lang: Language, what: &str) -> String {
    say!(lang, "Imported: {what}.", "Partie importée : {what}.")
}

pub fn not_imported(lang: Language, from: &str, e: &str) -> String {
    let from = short_name(from);
    say!(
        lang,
        "{from} not imported: {e}.",
        "{from} non importé : {e}."
    )
}

/// A file's name as a notice says it: whole up to 28 characters, else its
/// head and its tail around an ellipsis ("crokinole-2026041…Ana-Club.json"):
/// a phone's banner has three or four short lines, and the record itself
/// is said after it.
pub fn short_name(name: &str) -> String {
    const MAX: usize = 28;
    let n = name.chars().count();
    if n <= MAX {
        return name.to_string();
    }
    let head: String = name.chars().take(MAX / 2).collect();
    let tail: String = name.chars().skip(n - (MAX - MAX / 2 - 1)).collect();
    format!("{head}\u{2026}{tail}")
}

pub fn imported_count(lang: Language, n: usize) -> String {
    say!(lang, "Imported {n} record(s).", "{n} parties importées.")
}

pub fn not_read(lang: Language, from: &str) -> String {
    say!(
        lang,
        "{from} could not be read.",
        "{from} n’a pas pu être lu."
    )
}

pub fn not_read_because(lang: Language, from: &str, e: &str) -> String {
    say!(
        lang,
        "{from} could not be read: {e}.",
        "{from} n’a pas pu être lu : {e}."
    )
}

pub fn folder_not_made(lang: Language, dir: &str, e: &str) -> String {
    say!(
        lang,
        "The folder {dir} could not be made: {e}.",
        "Le dossier {dir} n’a pas pu être créé : {e}."
    )
}

/// A button that sets up a match of `game` (on a screen with nothing to show yet).
pub fn play_game(lang: Language, game: BoardKind) -> &'static str {
    match (lang, game) {
        (Language::English, BoardKind::Crokinole) => "Play crokinole",
        (Language::English, BoardKind::Pitchnut) => "Play pitchnut",
        (Language::French, BoardKind::Crokinole) => "Jouer au crokinole",
        (Language::French, BoardKind::Pitchnut) => "Jouer au pitchnut",
    }
}

/// A player's stats page before their first finished match.
pub fn no_matches_for(lang: Language, name: &str) -> String {
    say!(
        lang,
        "{name} has not finished a match yet. Play one: the numbers, where the discs came to rest and the results will show here.",
        "{name} n’a encore fini aucune partie. Jouez-en une : les chiffres, où les rondelles se sont arrêtées et les résultats s’afficheront ici."
    )
}

/// The players screen's filter: "Against AI: Club".
pub fn against_ai(lang: Language, level: AiLevel) -> String {
    let level = ai_level(lang, level);
    say!(lang, "Against AI: {level}", "Contre l’IA : {level}")
}

/// A player's line in the list: "3 matches, 2 won" (n > 0).
pub fn matches_won(lang: Language, n: u32, won: u32) -> String {
    match (lang, n) {
        (Language::English, 1) => format!("1 match, {won} won"),
        (Language::English, _) => format!("{n} matches, {won} won"),
        (Language::French, 1) => format!("1 partie, {won} gagnée"),
        (Language::French, _) => format!("{n} parties, {won} gagnées"),
    }
}

/// "Players · 3", "Records · 5 matches".
pub fn players_count(lang: Language, n: usize) -> String {
    say!(lang, "Players · {n}", "Joueurs · {n}")
}

pub fn records_count(lang: Language, n: usize) -> String {
    match n {
        1 => say!(lang, "Records · 1 match", "Parties · 1"),
        _ => say!(lang, "Records · {n} matches", "Parties · {n}"),
    }
}

/// "5 won, 3 lost, 1 drawn" ("tied" for rounds).
pub fn won_lost(lang: Language, won: u32, lost: u32, drawn: u32, rounds: bool) -> String {
    let (g, p) = (fr_s(won), fr_s(lost));
    let mut s = say!(
        lang,
        "{won} won, {lost} lost",
        "{won} gagnée{g}, {lost} perdue{p}"
    );
    if drawn > 0 {
        s += &match (lang, rounds) {
            (Language::English, false) => format!(", {drawn} drawn"),
            (Language::English, true) => format!(", {drawn} tied"),
            (Language::French, _) => format!(", {drawn} nulle{}", fr_s(drawn)),
        };
    }
    s
}

/// French counts 0 and 1 in the singular: "1 gagnée", "2 gagnées".
fn fr_s(n: impl Into<u64>) -> &'static str {
    if n.into() > 1 { "s" } else { "" }
}

/// "3 of 7 (43%)".
pub fn of_with_rate(lang: Language, made: u32, tries: u32, rate: &str) -> String {
    say!(
        lang,
        "{made} of {tries} ({rate})",
        "{made} sur {tries} ({rate})"
    )
}

/// Under the results chart: "won 3 of the last 10".
pub fn won_of_last(lang: Language, won: usize, of: usize) -> String {
    let g = fr_s(won as u64);
    say!(lang, "won {won} of {of}", "{won} gagnée{g} sur {of}")
}

pub fn delete_player(lang: Language, name: &str) -> String {
    say!(
        lang,
        "Delete {name}? Their stats go too. Finished match records stay, with their name.",
        "Supprimer {name}? Ses statistiques partent aussi. Les parties finies restent, avec son nom."
    )
}

/// Native only: the web imports through the browser's file picker.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub fn no_imports(lang: Language, place: &str) -> String {
    say!(
        lang,
        "No records to import. Put record files (.json) in {place}, or drop them on this window.",
        "Aucune partie à importer. Mettez les fichiers (.json) dans {place}, ou déposez-les sur cette fenêtre."
    )
}

pub fn exported(lang: Language, place: &str) -> String {
    say!(
        lang,
        "The record was saved as {place}",
        "La partie a été enregistrée sous {place}"
    )
}

pub fn not_exported(lang: Language, e: &str) -> String {
    say!(
        lang,
        "The record could not be exported: {e}.",
        "La partie n’a pas pu être exportée : {e}."
    )
}

/// The replay viewer's top line where the whole one would be fitted under
/// the captions' size (a phone upright): the game and the shot.
pub fn replay_line_short(lang: Language, game: &str, done: usize, total: usize) -> String {
    say!(
        lang,
        "{game} · shot {done} of {total}",
        "{game} · coup {done} sur {total}"
    )
}

/// The replay viewer's top line and its errors.
pub fn replay_line(lang: Language, game: &str, date: &str, done: usize, total: usize) -> String {
    say!(
        lang,
        "Replay · {game} · {date} · shot {done} of {total}",
        "Reprise · {game} · {date} · coup {done} sur {total}"
    )
}

pub fn replay_final(lang: Language, result: &str) -> String {
    say!(lang, "Final: {result}", "Résultat : {result}")
}

pub fn cannot_play_on(lang: Language, why: &str) -> String {
    say!(
        lang,
        "This record can't be played on: {why}",
        "Cette partie ne peut pas être rejouée plus loin : {why}"
    )
}

pub fn cannot_replay(lang: Language, e: &str) -> String {
    say!(
        lang,
        "That record can't be replayed: {e}.",
        "Cette partie ne peut pas être revue : {e}."
    )
}
