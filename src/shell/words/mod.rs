//! Every word on screen, in English and French. Imports no screen.

pub mod control_words;
pub mod event_words;
pub mod hint_words;
pub mod hud_words;
pub mod match_words;
pub mod practice_words;
pub mod record_words;
pub mod refusal_words;
pub mod review_words;
pub mod screen_words;
pub mod text;
pub mod toss_words;
