//! An AI seat's answer to a beginner's re-take (engine 6): the rules set no
//! limit, so the bound that keeps an AI from shooting a miss for ever is
//! here. A re-take costs nothing, so the AI takes it until it has taken
//! `MAX_RETAKES` in one turn, then lets the miss stand.

use crate::pitchnut::Game;

/// Re-takes an AI takes in one turn before it passes. Three lets a
/// Beginner's shaky aim try again a few times, and bounds a turn to four
/// misses.
pub const MAX_RETAKES: u8 = 3;

/// True: shoot the miss again; false: pass. Only asked while a re-take is
/// offered (`Game::retake_offered`).
pub fn again(game: &Game) -> bool {
    game.retakes() < MAX_RETAKES
}

/// The game after the AI's answer when a re-take is offered, else `game`
/// as it is: what the search and the planner look at after a flick, so a
/// miss is valued as the shot the AI would then take.
pub fn settle(game: Game) -> Game {
    if !game.retake_offered() {
        return game;
    }
    let choice = again(&game);
    match game.retake(choice) {
        Ok((after, _)) => after,
        Err(refused) => refused.position,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pitchnut::{Options, Setup};
    use crate::shot::ShotReport;

    /// The shooter slides a little and touches nothing.
    fn miss() -> ShotReport {
        crate::pitchnut::report_at_rest(Vec::new(), Vec::new())
    }

    /// What the search looks at after a beginner's miss: the re-take taken,
    /// as the AI would, until it has taken `MAX_RETAKES`; then the miss
    /// stands and the turn passes. With no offer, the game as it is.
    #[test]
    fn an_open_re_take_is_settled_as_the_ai_would_answer_it() {
        let mut game = Game::from_setup(&Setup {
            options: Options {
                beginner: true,
                ..Options::default()
            },
            break_taken: true,
            ..Setup::default()
        })
        .unwrap();
        assert_eq!(settle(game.clone()).to_setup(), game.to_setup());
        for taken in 1..=MAX_RETAKES {
            let (missed, _) = game.apply(&miss()).unwrap();
            assert!(missed.retake_offered());
            game = settle(missed);
            assert!(!game.retake_offered());
            assert_eq!(game.retakes(), taken);
            assert_eq!(game.to_play(), 0);
        }
        let (missed, _) = game.apply(&miss()).unwrap();
        let passed = settle(missed);
        assert!(!passed.retake_offered());
        assert_eq!(passed.to_play(), 2);
    }
}
