//! Screens on a stack (after Zemeroth's screen stack): each screen has the
//! same `update` and `draw`; what it wants next (a `Transition`, with the
//! screen it opens already built) becomes a push, a pop or a replace here. The title is always at the bottom, so "back to
//! the title" is a pop to it, and the rules opened over a match pop back
//! to that match.

#[cfg(not(target_arch = "wasm32"))]
pub mod background;
pub mod banner;
pub mod context;
pub mod saves;
pub mod test_report;

use super::platform::input::PointerEvent;
use context::Context;
use flickwood_core::save::Replay;
use macroquad::prelude::Rect;

/// What a screen wants next; the stack carries it out (after Zemeroth's
/// `StackCommand`). Each screen builds the screen it opens.
pub enum Transition {
    Stay,
    /// Another screen on top; popping it comes back here (the rules over a
    /// match come back to the match).
    Push(Box<dyn Screen>),
    /// This screen gives way to another (the set-up to its match).
    Replace(Box<dyn Screen>),
    /// Back to the screen below.
    Pop,
    /// Back to the title, whatever is open.
    Title,
}

pub trait Screen {
    /// One fixed frame: the fingers' events, the time step, the shared
    /// ctx (prefs, profiles, saves, sounds).
    fn update(&mut self, events: &[PointerEvent], dt: f32, ctx: &mut Context) -> Transition;
    fn draw(&self, ctx: &Context);
    /// What the web test can see of this screen now.
    fn report(&self) -> test_report::State;
    /// Menus answer a finger with a tap sound; the board has its own sounds.
    fn tap_sound(&self) -> bool {
        true
    }
    /// Whether the saves' banner (a notice) may cover this screen.
    fn banner(&self) -> bool {
        true
    }
    /// Where on this screen the banner may go without covering a button,
    /// best first (`banner.rs`); none: over the foot of the screen.
    fn banner_bands(&self) -> Vec<Rect> {
        Vec::new()
    }
    /// Whether the screen should stay on while this screen shows (a match,
    /// AI against AI included).
    fn keeps_screen_on(&self) -> bool {
        false
    }
    /// The app went to the background.
    fn went_away(&mut self) {}
    /// A match whose record changed since the last call (a committed move,
    /// or a match taken up already over): the save is written from it.
    fn committed(&mut self) -> Option<&Replay> {
        None
    }
}

pub struct Stack {
    /// Never empty: the bottom screen stays.
    screens: Vec<Box<dyn Screen>>,
}

impl Stack {
    pub fn new(bottom: Box<dyn Screen>) -> Stack {
        Stack {
            screens: vec![bottom],
        }
    }

    pub fn top(&self) -> &dyn Screen {
        self.screens
            .last()
            .expect("the stack keeps its bottom screen")
            .as_ref()
    }

    pub fn top_mut(&mut self) -> &mut dyn Screen {
        self.screens
            .last_mut()
            .expect("the stack keeps its bottom screen")
            .as_mut()
    }

    pub fn push(&mut self, screen: Box<dyn Screen>) {
        self.screens.push(screen);
    }

    /// Back to the screen below (the bottom one stays).
    pub fn pop(&mut self) {
        if self.screens.len() > 1 {
            self.screens.pop();
        }
    }

    /// The top screen gives way to `screen` (the bottom one is never replaced).
    pub fn replace(&mut self, screen: Box<dyn Screen>) {
        if self.screens.len() > 1 {
            self.screens.pop();
        }
        self.screens.push(screen);
    }

    /// Back to the bottom screen.
    pub fn pop_to_bottom(&mut self) {
        self.screens.truncate(1);
    }

    /// Carries out what the top screen asked for.
    pub fn apply(&mut self, transition: Transition) {
        match transition {
            Transition::Stay => {}
            Transition::Push(s) => self.push(s),
            Transition::Replace(s) => self.replace(s),
            Transition::Pop => self.pop(),
            Transition::Title => self.pop_to_bottom(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Named(&'static str);

    impl Screen for Named {
        fn update(&mut self, _: &[PointerEvent], _: f32, _: &mut Context) -> Transition {
            Transition::Stay
        }
        fn draw(&self, _: &Context) {}
        fn report(&self) -> test_report::State {
            test_report::State {
                screen: self.0.into(),
                ..Default::default()
            }
        }
    }

    fn top(stack: &Stack) -> String {
        stack.top().report().screen
    }

    #[test]
    fn the_bottom_screen_stays_and_the_rules_pop_back_to_the_match() {
        let mut stack = Stack::new(Box::new(Named("title")));
        stack.pop();
        assert_eq!(top(&stack), "title");
        // The bottom is never replaced: a screen goes on top of it.
        stack.replace(Box::new(Named("other")));
        assert_eq!(top(&stack), "other");
        stack.pop_to_bottom();
        assert_eq!(top(&stack), "title");
        stack.push(Box::new(Named("setup")));
        stack.replace(Box::new(Named("play")));
        stack.push(Box::new(Named("rules")));
        assert_eq!(top(&stack), "rules");
        stack.pop();
        assert_eq!(top(&stack), "play");
        stack.pop_to_bottom();
        assert_eq!(top(&stack), "title");
    }
}
