//! Flickwood's core: board specs, physics, rules, AI and records. It is its
//! own package with no window dependency, so it runs headless in tests,
//! benchmarks and the CLI, and an import of macroquad here fails the build.
//! The game's screens live in the game's binary (`src/main.rs` and `src/shell/`).

pub mod ai;
pub mod aids;
pub mod aiming;
pub mod crokinole;
pub mod export;
pub mod flick_spread;
pub mod game;
pub mod geom;
pub mod gesture;
pub mod json;
pub mod physics;
pub mod pitchnut;
pub mod practice;
pub mod refused;
pub mod review;
pub mod rng;
pub mod sample;
pub mod save;
pub mod scenario;
pub mod shot;
pub mod shot_error;
pub mod spec;
pub mod view;
