//! The menu screens: title, set-up, settings, players, records, replay,
//! resuming, practice and stats. Each builds the screen that comes after it.

pub mod empty_state;
pub mod players;
pub mod practice_chart;
pub mod practice_drill;
pub mod practice_pick;
pub mod records;
pub mod replay;
pub mod resuming;
pub mod settings;
pub mod setup;
pub mod setup_layout;
pub mod stat_lines;
pub mod stats;
pub mod title;
pub mod title_art;
