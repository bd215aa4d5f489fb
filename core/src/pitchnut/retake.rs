//! Engine 6 beginners' rules: "If the shooter does not touch a piece, the
//! player may shoot again." After such a miss the game waits for the
//! player's choice: shoot it again (the miss uses up no shot) or let it
//! stand. No limit here: an AI bounds itself (`ai::pitchnut_retake`).

use super::error::ApplyError;
use super::event::Event;
use super::state::Game;
use super::turn::Refusal;
use crate::refused::Refused;

impl Game {
    /// Takes (`again`) or declines the re-take on offer. Refused, with the game given
    /// back unchanged, when none is offered.
    // The refusal hands the position back, as large as the Ok side's.
    #[allow(clippy::result_large_err)]
    pub fn retake(mut self, again: bool) -> Result<(Game, Vec<Event>), Refusal> {
        if let Some(winner) = self.winner {
            return Err(Refused::new(self, ApplyError::GameOver { winner }));
        }
        if !self.retake_offered {
            return Err(Refused::new(self, ApplyError::NoRetakeOffered));
        }
        self.retake_offered = false;
        let seat = self.to_play;
        let mut events = Vec::new();
        if again {
            // The miss is shot again: the shots left stay as they were.
            self.retakes = self.retakes.saturating_add(1);
            events.push(Event::FreeShot { seat });
            events.push(Event::ShootsAgain { seat });
        } else {
            events.push(Event::RetakeDeclined { seat });
            match self.extra_turns {
                0 => self.pass_turn(seat, &mut events),
                n => {
                    self.extra_turns = n - 1;
                    events.push(Event::ShootsAgain { seat });
                }
            }
        }
        Ok((self, events))
    }
}
