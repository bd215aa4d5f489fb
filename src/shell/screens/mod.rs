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

/// The screen shapes the menus' layout tests look at: phones upright and on
/// their side, tablets both ways, a laptop.
#[cfg(test)]
pub const TEST_SHAPES: [(f32, f32); 8] = [
    (390.0, 844.0),
    (844.0, 390.0),
    (915.0, 412.0),
    (360.0, 640.0),
    (360.0, 740.0),
    (1024.0, 768.0),
    (768.0, 1024.0),
    (1280.0, 800.0),
];

/// The shapes the play screen's and Settings' layout tests look at: phones
/// either way up at two sizes, and two tablets lying flat.
#[cfg(test)]
pub const TURNED_SHAPES: [(f32, f32); 6] = [
    (390.0, 844.0),
    (844.0, 390.0),
    (360.0, 740.0),
    (740.0, 360.0),
    (1024.0, 768.0),
    (1280.0, 800.0),
];
