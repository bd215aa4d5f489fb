//! How a match comes on screen (from the set-up, restarted, resumed) and
//! how the player leaves it (the menus' Restart, Title, Rules).

use super::super::stack::Transition;
use super::super::stack::context::Context;
use super::PlayScreen;
use flickwood_core::game::MatchSettings;

/// What the player asked of the match's menus: the screen turns it into a
/// transition, a practice drill into its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// The pause menu's Restart: the same settings, a new match.
    Restart,
    Title,
    /// The rules, over the match.
    Rules,
    /// The Grandmaster's review of the match just finished.
    Review,
}

impl PlayScreen {
    /// A new match from the set-up (or restarted) in place of the screen
    /// that asked for it; the title if the engine refuses the settings.
    pub fn start(settings: MatchSettings, ctx: &mut Context) -> Transition {
        match PlayScreen::new(settings, ctx.new_seed(), ctx.profiles()) {
            Some(mut p) => {
                p.set_scripted(ctx.scripted);
                // The player's aids, the default in tournament play; kept
                // with the record (a resumed match plays as it began).
                p.set_aids(settings.aids(ctx.prefs().aids()));
                if !ctx.prefs().tutorial_seen {
                    p.start_tutorial();
                }
                ctx.saves.watch(p.replay());
                Transition::Replace(Box::new(p))
            }
            None => Transition::Title,
        }
    }

    /// A saved match, replayed, in place of the resuming screen; the title
    /// if its settings are not ones this game offers.
    pub fn resumed(replay: flickwood_core::save::Replay, ctx: &mut Context) -> Transition {
        match PlayScreen::resume(replay) {
            Some(p) => {
                ctx.saves.watch(p.replay());
                Transition::Replace(Box::new(p))
            }
            None => Transition::Title,
        }
    }
}
