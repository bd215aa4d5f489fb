//! Flickwood, the game. The window and screens are in `shell`; the rules,
//! physics and gestures are in the `flickwood_core` package (`core/`).

mod shell;

fn main() {
    shell::main();
}
