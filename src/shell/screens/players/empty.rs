//! The players screen with nothing to show yet: no players, a player with
//! no finished match, or no open-20 result. A card says what to do and
//! offers the buttons that do it (`empty_state.rs`).

use super::super::empty_state::Empty;
use super::*;
use flickwood_core::spec::BoardKind;

/// Where the card of an empty list goes: the list and the room of the Add
/// button below it, which comes into the card.
fn empty_list_area() -> Rect {
    let a = list_area();
    Rect::new(a.x, a.y, a.w, screen_height() - a.y - 16.0)
}

impl PlayersScreen {
    /// The card shown instead of an empty list or page, and its buttons.
    pub(super) fn empty_card(&self, ctx: &Context) -> Option<(Empty, Vec<Button>)> {
        let lang = ctx.lang();
        let (area, words, buttons) = match self.mode {
            Mode::List if ctx.profiles().list.is_empty() => {
                let words = tr(lang, T::NoPlayers).to_string();
                (empty_list_area(), words, vec![Button::Add])
            }
            Mode::Detail(id) => {
                let name = &ctx.profiles().get(id)?.name;
                let store = &ctx.saves.store;
                let content = detail_layout().content;
                if self.game == PROGRESS {
                    let practised = store
                        .practice()
                        .of(id)
                        .any(|r| r.drill.starts_with("open20"));
                    if practised || store.stats().history_of(id).next().is_some() {
                        return None;
                    }
                    let words = practice_words::no_progress(lang, name);
                    let buttons = vec![Button::Practice, Button::Play(BoardKind::Crokinole)];
                    (content, words, buttons)
                } else {
                    let t = store.stats().tally(id, None, None);
                    if t.matches() > 0 || t.shots > 0 {
                        return None;
                    }
                    let words = text::no_matches_for(lang, name);
                    let buttons = vec![
                        Button::Play(BoardKind::Crokinole),
                        Button::Play(BoardKind::Pitchnut),
                    ];
                    (content, words, buttons)
                }
            }
            _ => return None,
        };
        let card = Empty::layout(area, &words, buttons.len(), &ctx.font);
        Some((card, buttons))
    }

    /// Draws the card, if the screen has one: true when it did.
    pub(super) fn draw_empty(&self, ctx: &Context) -> bool {
        let Some((card, buttons)) = self.empty_card(ctx) else {
            return false;
        };
        let lang = ctx.lang();
        card.draw(&ctx.font);
        for (b, r) in buttons.iter().zip(&card.buttons) {
            let label = match b {
                Button::Add => tr(lang, T::AddPlayer),
                Button::Practice => tr(lang, T::Practice),
                Button::Play(game) => text::play_game(lang, *game),
                _ => "",
            };
            let held = self.taps.is_held(*b);
            ui::button(*r, label, ui::BUTTON_PX, &ctx.wood.cherry, held, &ctx.font);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::super::draw::glyphs::Font;
    use super::super::super::super::platform::density::pretend_screen;
    use super::super::super::super::words::practice_words::no_progress;
    use super::super::super::super::words::text::tests::missing;
    use super::super::super::super::words::text::{T, tr};
    use super::super::super::super::words::text::{no_matches_for, play_game};
    use super::super::super::empty_state::{Empty, check_fits};
    use super::{detail_layout, empty_list_area};
    use flickwood_core::save::Language;
    use flickwood_core::spec::BoardKind;

    #[test]
    fn the_empty_screens_words_are_in_both_languages_and_the_font() {
        for lang in [Language::English, Language::French] {
            let words = [
                no_matches_for(lang, "Ana"),
                no_progress(lang, "Ana"),
                play_game(lang, BoardKind::Crokinole).to_string(),
                play_game(lang, BoardKind::Pitchnut).to_string(),
            ];
            for w in words {
                assert!(w.len() > 8 && missing(&w).is_empty(), "{w}");
            }
        }
        assert_ne!(
            no_matches_for(Language::English, "Ana"),
            no_matches_for(Language::French, "Ana")
        );
    }

    #[test]
    fn the_cards_fit_the_list_and_a_players_page_at_phone_and_tablet_shapes() {
        let font = Font::measuring_only();
        for (w, h) in [(390.0, 844.0), (844.0, 390.0), (1024.0, 768.0)] {
            pretend_screen(w, h);
            for lang in [Language::English, Language::French] {
                let content = detail_layout().content;
                let cards = [
                    (empty_list_area(), tr(lang, T::NoPlayers).to_string(), 1),
                    (content, no_matches_for(lang, "Ana"), 2),
                    (content, no_progress(lang, "Ana"), 2),
                ];
                for (area, words, n) in cards {
                    let e = Empty::layout(area, &words, n, &font);
                    check_fits(&e, area, &font)
                        .unwrap_or_else(|p| panic!("{w}x{h} {lang:?} {words}: {p}"));
                }
            }
        }
    }
}
