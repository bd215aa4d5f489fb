//! Flickwood's core: board specs, physics, rules, AI and records. It never
//! touches a window, so it runs headless in tests, benchmarks and the CLI.
//! The game's screens live in the binary (`src/main.rs` and `src/shell/`).

pub mod ai;
pub mod crokinole;
pub mod geom;
pub mod gesture;
pub mod physics;
pub mod pitchnut;
pub mod rng;
pub mod sample;
pub mod save;
pub mod shot;
pub mod spec;
