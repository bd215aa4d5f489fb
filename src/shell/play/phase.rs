//! Where the match stands on the play screen, as one value: a person's
//! turn (placing or aiming), the AI's turn, a shot in flight, adjusting,
//! the round being counted, a summary, the hand-over, the pause menu or
//! the result, and the moves between them (the match itself says what it
//! waits for; this file turns that into what the screen shows).

use super::retake::RetakeAsk;
use super::*;
use flickwood_core::game::Due;

/// One phase at a time; what each holds lives only as long as it lasts.
pub(super) enum Phase {
    /// A person's turn: the disc waits on its line. A finger on the board
    /// either drags it along the line (placing) or shoots (aiming):
    /// `GripMode` says which.
    Turn(Option<Grip>),
    /// The computer's turn: deciding, then showing its placement and flick.
    Ai(AiTurn),
    /// A shot in flight, committed as it comes to rest (boxed: the
    /// simulation is large and the other phases small).
    Flight(Box<Running>),
    /// Pitchnut: a person adjusting pieces returned to the centre.
    Adjusting(Adjusting),
    /// Pitchnut beginners: a person choosing to shoot a miss again or pass.
    Retake(RetakeAsk),
    /// The finished round counted on the board (`motion.rs`); its summary follows.
    Counting,
    /// A round's summary; a tap goes on.
    RoundSummary(Summary),
    /// Phone pass-and-play: the shot just played, seen for a moment with
    /// the board still (`LOOK_SECS`), then the hand-over; a tap meanwhile is
    /// the hand-over's tap.
    Looking(String),
    /// Phone pass-and-play: "Pass to <name>"; a tap goes on.
    Handover(String),
    /// The toss is won by this seat, a person: their choice's buttons.
    Toss(u8),
    /// The pause menu over the phase it stopped, which Resume gives back.
    Paused(Box<Phase>),
    /// The match is over.
    Result(Summary),
}

/// A computer player's turn: deciding, then showing its placement and flick.
pub(super) struct AiTurn {
    pub(super) turn: Turn,
    pub(super) stage: AiStage,
    /// Seconds in this stage (stopped while paused).
    pub(super) elapsed: f32,
}

pub(super) enum AiStage {
    /// Its decision starts on the next frame it is on screen.
    Due,
    Thinking(AiSeat),
    Showing {
        shot: AiShot,
        from: geom::Vec2,
    },
}

/// What covers the board now, for drawing it and its buttons.
pub(super) enum Overlay<'a> {
    Round(&'a Summary),
    Result(&'a Summary),
    Pause,
    Handover(&'a str),
    Toss(u8),
}

impl Phase {
    pub(super) fn overlay(&self) -> Option<Overlay<'_>> {
        match self {
            Phase::RoundSummary(s) => Some(Overlay::Round(s)),
            Phase::Result(s) => Some(Overlay::Result(s)),
            Phase::Paused(_) => Some(Overlay::Pause),
            Phase::Handover(name) => Some(Overlay::Handover(name)),
            Phase::Toss(winner) => Some(Overlay::Toss(*winner)),
            _ => None,
        }
    }

    /// The finger working the waiting disc, on a person's turn.
    pub(super) fn grip(&self) -> Option<&Grip> {
        match self {
            Phase::Turn(g) => g.as_ref(),
            _ => None,
        }
    }

    pub(super) fn flight(&self) -> Option<&Running> {
        match self {
            Phase::Flight(run) => Some(run),
            _ => None,
        }
    }

    pub(super) fn ai(&self) -> Option<&AiTurn> {
        match self {
            Phase::Ai(ai) => Some(ai),
            _ => None,
        }
    }

    pub(super) fn adjusting(&self) -> Option<&Adjusting> {
        match self {
            Phase::Adjusting(a) => Some(a),
            _ => None,
        }
    }
}

/// Pass and play: how long the shot just played is seen before the
/// hand-over covers the board (s).
pub(super) const LOOK_SECS: f32 = 1.0;

impl PlayScreen {
    /// The look at the shot before the hand-over: once it has lasted, "Pass
    /// to <name>"; a tap during it is the hand-over's own tap (the next
    /// person has the device), so it goes straight on to their turn.
    pub(super) fn end_look(&mut self, tapped: bool) {
        let Phase::Looking(name) = &self.phase else {
            return;
        };
        if tapped {
            self.uncover();
        } else if self.clock - self.phase_since >= LOOK_SECS {
            let name = name.clone();
            self.enter(Phase::Handover(name));
        }
    }

    /// The board holds still, with no disc waiting: a round being counted,
    /// or the shot just played being looked at before the hand-over.
    pub(super) fn board_held(&self) -> bool {
        matches!(self.phase, Phase::Counting | Phase::Looking(_))
    }

    /// Moves to `phase`, noting when (a summary watched by nobody but the
    /// AI goes on by itself after a while).
    pub(super) fn enter(&mut self, phase: Phase) {
        if std::env::var_os("FLICKWOOD_DEBUG").is_some()
            && let Phase::Result(r) = &phase
        {
            eprintln!("result: {}", r.title);
        }
        // A round's, a game's or the match's end is celebrated.
        if matches!(phase, Phase::RoundSummary(_) | Phase::Result(_)) {
            self.effects.motion.celebrate();
        }
        self.phase = phase;
        self.phase_since = self.clock;
    }

    /// What comes once nothing covers the board: the match says what it
    /// waits for (`Match::due`), and this is how the screen shows it: the
    /// result, the toss winner's choice, a re-take's choice, the hand-over
    /// to the next person, adjusting returned pieces, then the shot.
    pub(super) fn uncover(&mut self) {
        let mut due = self.game.due();
        if let Due::Retake { seat } = due
            && let Some(again) = self.game.ai_retake()
        {
            // An AI seat's choice is played at once; then the match is asked again.
            self.commit_retake(seat, again);
            due = self.game.due();
        }
        let next = match due {
            Due::Over { winner } => Phase::Result(self.words().result(winner)),
            Due::Toss { winner } => Phase::Toss(winner),
            Due::Retake { seat } if !self.game.seat_kind(seat).is_ai() => {
                Phase::Retake(RetakeAsk::new(seat))
            }
            Due::Shot { turn, adjust } => {
                if let Some(seat) = self.handover_due.take()
                    && turn.seat == seat
                {
                    Phase::Looking(self.words().player_name(seat))
                } else {
                    // An AI seat's adjusting is decided at once; a person's is a phase.
                    self.ai_adjusts();
                    match adjust.and_then(|right| Adjusting::start(&self.game, right)) {
                        Some(a) => Phase::Adjusting(a),
                        None => self.shooting(),
                    }
                }
            }
            // An AI's re-take refused (never expected: the reason was
            // said), or the hidden toss: the shooter's phase as it stands.
            Due::Retake { .. } | Due::HiddenToss => self.shooting(),
        };
        self.enter(next);
    }

    /// The next shooter's phase: the AI's turn or a person's.
    pub(super) fn shooting(&self) -> Phase {
        match self.turn {
            Some(turn) if self.game.seat_kind(turn.seat).is_ai() => Phase::Ai(AiTurn {
                turn,
                stage: AiStage::Due,
                elapsed: 0.0,
            }),
            _ => Phase::Turn(None),
        }
    }

    /// The shot has been committed: the round's count if it ended one,
    /// otherwise straight on.
    pub(super) fn after_shot(&mut self) {
        if self.effects.motion.counting() {
            self.enter(Phase::Counting);
        } else if let Some(summary) = self.game_end.take() {
            self.enter(Phase::RoundSummary(summary));
        } else {
            self.uncover();
        }
    }

    /// The pause menu over whatever is going on; nothing if something
    /// already covers the board.
    pub(super) fn pause(&mut self) {
        if self.phase.overlay().is_some() {
            return;
        }
        let under = match std::mem::replace(&mut self.phase, Phase::Counting) {
            // A finger on the disc lets go.
            Phase::Turn(_) => Phase::Turn(None),
            other => other,
        };
        self.enter(Phase::Paused(Box::new(under)));
    }

    /// Resume: the phase the pause stopped.
    pub(super) fn unpause(&mut self) {
        if let Phase::Paused(under) = std::mem::replace(&mut self.phase, Phase::Counting) {
            self.enter(*under);
        }
    }

    /// A person's turn with no finger on the disc (a web test can flick now).
    pub(super) fn waiting_for_person(&self) -> bool {
        matches!(self.phase, Phase::Turn(None)) && self.turn.is_some()
    }
}
