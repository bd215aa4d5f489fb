//! A finished match in words: its date, game, players and result, for the
//! records list, the replay viewer and the players' history.

use super::text::{self, T, tr};
use flickwood_core::save::{Language, MatchRecord};

/// Year, month, day of a Unix time (UTC): the core's, which the CMN export uses too.
pub use flickwood_core::export::utc::civil_date;

/// "12 Mar 2026" for a Unix time.
pub fn date_words(lang: Language, unix: u64) -> String {
    if unix == 0 {
        return tr(lang, T::DateUnknown).into();
    }
    let (y, m, d) = civil_date(unix);
    text::date(lang, y, m, d)
}

/// One line about a finished record: game, players, result.
pub fn describe(lang: Language, r: &MatchRecord) -> String {
    let game = game_name(lang, r.game);
    format!(
        "{game}, {}: {}",
        player_names(lang, r),
        result_words(lang, r)
    )
}

/// "Crokinole" or "Pitchnut".
pub fn game_name(lang: Language, game: flickwood_core::spec::BoardKind) -> &'static str {
    match game {
        flickwood_core::spec::BoardKind::Crokinole => tr(lang, T::Crokinole),
        flickwood_core::spec::BoardKind::Pitchnut => tr(lang, T::Pitchnut),
    }
}

/// Everyone in a record: "Ana v Ben".
pub fn player_names(lang: Language, r: &MatchRecord) -> String {
    let names: Vec<String> = r
        .players
        .iter()
        .map(|p| text::player_name(lang, &p.player))
        .collect();
    names.join(text::versus(lang))
}

/// Who won, in words, from the record's outcome.
pub fn result_words(lang: Language, r: &MatchRecord) -> String {
    let Some(o) = &r.outcome else {
        return tr(lang, T::NotFinished).into();
    };
    let score: Vec<String> = o
        .sides
        .iter()
        .map(|s| {
            if r.game == flickwood_core::spec::BoardKind::Crokinole {
                format!("{} ({} pts)", s.rounds_won, s.points)
            } else {
                s.rounds_won.to_string()
            }
        })
        .collect();
    let names = o.winner.map(|w| side_names(lang, r, w));
    text::record_result(lang, names.as_deref(), &score.join(" – "))
}

/// The names of the players on side or team `side`.
pub fn side_names(lang: Language, r: &MatchRecord, side: u8) -> String {
    let seats = side_seats(r, side);
    let names: Vec<String> = r
        .players
        .iter()
        .filter(|p| seats.contains(&p.seat))
        .map(|p| text::player_name(lang, &p.player))
        .collect();
    if names.is_empty() {
        text::side_number(lang, side + 1)
    } else {
        names.join(" & ")
    }
}

/// The seats that play for `side` (crokinole side or pitchnut team), from
/// the record's starting position.
fn side_seats(r: &MatchRecord, side: u8) -> Vec<u8> {
    use flickwood_core::save::Position;
    match Position::start(&flickwood_core::spec::Spec::STANDARD, r) {
        Ok(p) => p
            .seats()
            .into_iter()
            .filter(|&(_, s)| s == side)
            .map(|(seat, _)| seat)
            .collect(),
        Err(_) => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_from_unix_time() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(951_782_400), (2000, 2, 29));
        assert_eq!(civil_date(1_780_010_800), (2026, 5, 28));
        assert_eq!(date_words(Language::English, 1_780_010_800), "28 May 2026");
        assert_eq!(date_words(Language::French, 1_780_010_800), "28 mai 2026");
    }
}
