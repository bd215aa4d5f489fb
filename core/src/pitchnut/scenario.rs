//! Rule scenarios as JSON data files: a start position, a list of steps
//! (shot reports, flicks through the real physics, adjustments), and what
//! each step must produce. The format is in `docs/scenarios-pitchnut.md`;
//! the runner, shared with crokinole, is `crate::scenario`.

use super::event::Event;
use super::state::{CoinToss, Game, Options, Setup};
use super::table::Flick;
use super::turn::{Adjust, Refusal};
use super::{Colour, PIECES, SHOOTER};
use crate::geom::Vec2;
use crate::save::record::ENGINE_VERSION;
use crate::scenario::{self, Engine, Outcome};
use crate::shot::{Contact, DiscId, FinalDisc, Happening, Place, ShotReport, Touched};
use crate::spec::{BoardKind, DiscKind, Spec};
use nanoserde::{DeJson, SerJson};

pub use crate::scenario::MAX_STEPS;

#[derive(DeJson)]
struct Scenario {
    game: String,
    #[nserde(default)]
    rule: String,
    /// The engine version whose rules and board to play (`Spec::for_engine`);
    /// absent: this game's.
    engine: Option<u32>,
    new_game: Option<NewGame>,
    start: Option<Setup>,
    /// The start itself must be refused with a message containing this.
    start_error: Option<String>,
    #[nserde(default)]
    steps: Vec<Step>,
}

#[derive(DeJson)]
struct NewGame {
    #[nserde(default)]
    options: Options,
    toss: CoinToss,
}

#[derive(DeJson)]
struct Step {
    shot: Option<ReportSpec>,
    flick: Option<Flick>,
    adjust: Option<Adjust>,
    /// Engine 6 beginners: true shoots the miss again, false passes.
    retake: Option<bool>,
    next_game: Option<bool>,
    /// The exact events the step must produce.
    events: Option<Vec<Event>>,
    /// Events that must be among those produced, in this order.
    includes: Option<Vec<Event>>,
    state: Option<StateCheck>,
    /// The step must be refused with a message containing this.
    error: Option<String>,
}

/// A shot report as a person writes it; everything may be left out.
#[derive(DeJson)]
struct ReportSpec {
    /// Pieces the shooter touched (shorthand for contacts).
    #[nserde(default)]
    touched: Vec<DiscId>,
    #[nserde(default)]
    contacts: Vec<ContactSpec>,
    #[nserde(default)]
    happenings: Vec<HappeningSpec>,
    #[nserde(default)]
    stack_fell: Vec<DiscId>,
    #[nserde(default)]
    finals: Vec<FinalSpec>,
    #[nserde(default)]
    timed_out: bool,
    shooter: Option<DiscId>,
    board: Option<BoardKind>,
}

#[derive(DeJson)]
struct ContactSpec {
    disc: DiscId,
    other: Touched,
    #[nserde(default)]
    step: u32,
    #[nserde(default)]
    speed: f32,
}

#[derive(DeJson)]
struct HappeningSpec {
    disc: DiscId,
    what: Place,
    /// Defaults to the happening's index, so the list order is the order.
    step: Option<u32>,
}

#[derive(DeJson)]
struct FinalSpec {
    id: DiscId,
    #[nserde(default)]
    place: Place,
    /// Defaults to where the disc was before the shot.
    pos: Option<Vec2>,
}

/// Checks on the position after a step; each is optional.
#[derive(DeJson)]
struct StateCheck {
    to_play: Option<u8>,
    extra_turns: Option<u8>,
    /// Engine 6: a re-take of a miss is on offer.
    retake_offered: Option<bool>,
    /// "Black" or "White" (team 0's colour), or "open".
    team0_colour: Option<String>,
    owed: Option<Vec<u8>>,
    deferred: Option<Vec<u8>>,
    /// Pieces in the pockets, in any order.
    pocketed: Option<Vec<DiscId>>,
    /// The pieces at the centre, bottom to top.
    centre_stack: Option<Vec<DiscId>>,
    /// Pieces of each team's colour not yet sunk (only once colours are set).
    pieces_left: Option<Vec<usize>>,
    winner: Option<u8>,
    over: Option<bool>,
    breaker: Option<u8>,
    adjustable: Option<Vec<DiscId>>,
    /// Where pieces lie: each must be within 1 mm.
    positions: Option<Vec<PositionCheck>>,
}

#[derive(DeJson)]
struct PositionCheck {
    id: DiscId,
    pos: Vec2,
}

#[derive(SerJson)]
struct ScenarioResult {
    game: String,
    rule: String,
    passed: bool,
    failures: Vec<String>,
    steps: Vec<StepResult>,
}

#[derive(SerJson)]
struct StepResult {
    events: Vec<Event>,
    error: Option<String>,
    state: Setup,
}

/// Runs a scenario file and returns the result as JSON (whether it passed,
/// what failed, and each step's events and position). Err for a file that
/// cannot be read as a pitchnut scenario.
pub fn run_scenario(text: &str) -> Result<String, String> {
    outcome(text).map(|o| o.json)
}

pub(crate) fn outcome(text: &str) -> Result<Outcome, String> {
    let sc: Scenario =
        crate::json::parse(text.as_bytes(), "scenario").map_err(|e| e.to_string())?;
    scenario::check_length(sc.steps.len())?;
    if sc.game != "pitchnut" {
        return Err(format!(
            "this is a \"{}\" scenario, not \"pitchnut\"",
            sc.game
        ));
    }
    let engine = sc.engine.unwrap_or(ENGINE_VERSION);
    if engine > ENGINE_VERSION {
        return Err(format!(
            "engine {engine} is newer than this game's ({ENGINE_VERSION})"
        ));
    }
    let spec = Spec::for_engine(engine);
    let start = match (&sc.new_game, &sc.start) {
        (Some(n), None) => Game::new_with(spec, n.options, n.toss),
        (None, Some(s)) => Game::from_setup_with(spec, s),
        _ => return Err("give either \"new_game\" or \"start\", not both or neither".into()),
    };
    let (game, mut failures) = match (start, &sc.start_error) {
        (Ok(g), None) => (g, Vec::new()),
        (Err(e), None) => return Err(format!("bad start: {e}")),
        (result, Some(want)) => {
            let failures = match result {
                Ok(_) => vec![format!("expected the start to be refused with \"{want}\"")],
                Err(e) if e.to_string().to_lowercase().contains(&want.to_lowercase()) => Vec::new(),
                Err(e) => vec![format!(
                    "expected a start error with \"{want}\", got \"{e}\""
                )],
            };
            return Ok(result_json(sc, failures, Vec::new()));
        }
    };
    let run = scenario::run(&Rules, game, &sc.steps, None)?;
    failures.extend(run.failures);
    if sc.steps.is_empty() {
        failures.push("the scenario has no steps".into());
    }
    let steps = run
        .steps
        .into_iter()
        .map(|s| StepResult {
            events: s.events,
            error: s.error,
            state: s.after,
        })
        .collect();
    Ok(result_json(sc, failures, steps))
}

fn result_json(sc: Scenario, failures: Vec<String>, steps: Vec<StepResult>) -> Outcome {
    let result = ScenarioResult {
        game: sc.game,
        rule: sc.rule,
        passed: failures.is_empty(),
        failures,
        steps,
    };
    Outcome {
        json: result.serialize_json(),
        passed: result.passed,
    }
}

/// Pitchnut's side of the scenario runner.
struct Rules;

impl Engine for Rules {
    type Position = Game;
    type Step = Step;
    type Event = Event;
    type Check = StateCheck;
    type Snapshot = Setup;

    fn play(&self, game: Game, step: &Step) -> Result<(Game, Result<Vec<Event>, String>), String> {
        run_step(game, step)
    }

    fn expect<'a>(step: &'a Step) -> scenario::Expect<'a, Event, StateCheck> {
        scenario::Expect {
            events: step.events.as_deref(),
            includes: step.includes.as_deref(),
            error: step.error.as_deref(),
            state: step.state.as_ref(),
        }
    }

    fn check(&self, check: &StateCheck, game: &Game, fail: &mut dyn FnMut(String)) {
        check_state(check, game, fail);
    }

    fn invariants(&self, game: &Game, fail: &mut dyn FnMut(String)) {
        check_conservation(game, fail);
    }

    fn snapshot(&self, game: &Game) -> Setup {
        game.to_setup()
    }

    fn show(events: &[Event]) -> String {
        events.to_vec().serialize_json()
    }
}

/// The game after a step (the same game when it was refused) and its
/// events, or the engine's refusal in the engine's words.
type StepOutcome = (Game, Result<Vec<Event>, String>);

/// Runs one step. The outer error is a malformed step; the inner one a
/// refusal by the engine (which a scenario may expect).
fn run_step(game: Game, step: &Step) -> Result<StepOutcome, String> {
    let given = [
        step.shot.is_some(),
        step.flick.is_some(),
        step.adjust.is_some(),
        step.retake.is_some(),
        step.next_game.is_some(),
    ];
    if given.iter().filter(|g| **g).count() != 1 {
        return Err("give exactly one of shot, flick, adjust, retake, next_game".into());
    }
    let played = |r: Result<(Game, Vec<Event>), Refusal>| match r {
        Ok((next, events)) => (next, Ok(events)),
        Err(refused) => {
            let why = refused.why.to_string();
            (refused.position, Err(why))
        }
    };
    Ok(if let Some(spec) = &step.shot {
        let report = build_report(&game, spec);
        played(game.apply(&report))
    } else if let Some(flick) = &step.flick {
        match game.shot_input(flick) {
            Err(e) => (game, Err(e.to_string())),
            Ok(input) => match crate::physics::simulate(game.spec(), &input) {
                Err(e) => (game, Err(e.to_string())),
                Ok(report) => played(game.apply(&report)),
            },
        }
    } else if let Some(adjust) = &step.adjust {
        played(game.adjust(adjust))
    } else if let Some(again) = step.retake {
        played(game.retake(again))
    } else {
        match game.next_game() {
            Ok(next) => (next, Ok(Vec::new())),
            Err(e) => (game, Err(e.to_string())),
        }
    })
}

fn build_report(game: &Game, spec: &ReportSpec) -> ShotReport {
    let mut contacts: Vec<Contact> = spec
        .touched
        .iter()
        .map(|&id| Contact {
            step: 0,
            disc: SHOOTER,
            other: Touched::Disc(id),
            speed: 1.0,
        })
        .collect();
    contacts.extend(spec.contacts.iter().map(|c| Contact {
        step: c.step,
        disc: c.disc,
        other: c.other,
        speed: c.speed,
    }));
    let happenings = spec
        .happenings
        .iter()
        .enumerate()
        .map(|(i, h)| Happening {
            step: h.step.unwrap_or(i as u32),
            disc: h.disc,
            what: h.what,
        })
        .collect();
    let finals = spec
        .finals
        .iter()
        .map(|f| {
            let was = game.board().iter().find(|d| d.id == f.id);
            FinalDisc {
                id: f.id,
                kind: if f.id == SHOOTER {
                    DiscKind::Shooter
                } else {
                    was.map_or(DiscKind::Piece, |d| d.kind)
                },
                place: f.place,
                pos: f.pos.or(was.map(|d| d.pos)).unwrap_or(Vec2::ZERO),
            }
        })
        .collect();
    ShotReport {
        board: spec.board.unwrap_or(BoardKind::Pitchnut),
        shooter: spec.shooter.unwrap_or(SHOOTER),
        contacts,
        happenings,
        stack_fell: spec.stack_fell.clone(),
        finals,
        steps: 0,
        timed_out: spec.timed_out,
    }
}

fn check_state(c: &StateCheck, game: &Game, failures: &mut dyn FnMut(String)) {
    check_turn(c, game, failures);
    check_pieces(c, game, failures);
    check_end(c, game, failures);
    check_positions(c, game, failures);
}

/// Whose turn, extra turns, colours and what is owed.
fn check_turn(c: &StateCheck, game: &Game, failures: &mut dyn FnMut(String)) {
    let mut fail = |what: &str, want: String, got: String| {
        if want != got {
            failures(format!("{what}: expected {want}, got {got}"));
        }
    };
    if let Some(w) = c.to_play {
        fail("to_play", w.to_string(), game.to_play().to_string());
    }
    if let Some(w) = c.extra_turns {
        fail("extra_turns", w.to_string(), game.extra_turns().to_string());
    }
    if let Some(w) = c.retake_offered {
        let got = game.retake_offered();
        fail("retake_offered", w.to_string(), got.to_string());
    }
    if let Some(w) = &c.team0_colour {
        let got = match game.colour_of(0) {
            Some(Colour::Black) => "Black",
            Some(Colour::White) => "White",
            None => "open",
        };
        fail("team0_colour", w.clone(), got.into());
    }
    if let Some(w) = &c.owed {
        fail(
            "owed",
            format!("{w:?}"),
            format!("{:?}", [game.owed(0), game.owed(1)]),
        );
    }
    if let Some(w) = &c.deferred {
        fail(
            "deferred",
            format!("{w:?}"),
            format!("{:?}", [game.deferred(0), game.deferred(1)]),
        );
    }
}

/// Where the pieces went: the pockets, the centre stack, what is left.
fn check_pieces(c: &StateCheck, game: &Game, failures: &mut dyn FnMut(String)) {
    let mut fail = |what: &str, want: String, got: String| {
        if want != got {
            failures(format!("{what}: expected {want}, got {got}"));
        }
    };
    if let Some(w) = &c.pocketed {
        let mut want = w.clone();
        want.sort_unstable();
        let mut got: Vec<DiscId> = game.pockets().iter().map(|s| s.id).collect();
        got.sort_unstable();
        fail("pocketed", format!("{want:?}"), format!("{got:?}"));
    }
    if let Some(w) = &c.centre_stack {
        fail(
            "centre_stack",
            format!("{w:?}"),
            format!("{:?}", game.centre_stack()),
        );
    }
    if let Some(w) = &c.pieces_left {
        let got = [game.pieces_left(0), game.pieces_left(1)];
        fail(
            "pieces_left",
            format!("{w:?}"),
            format!("{:?}", got.map(|n| n.unwrap_or(99))),
        );
    }
}

/// The winner, the game over, the breaker, what may be adjusted.
fn check_end(c: &StateCheck, game: &Game, failures: &mut dyn FnMut(String)) {
    let mut fail = |what: &str, want: String, got: String| {
        if want != got {
            failures(format!("{what}: expected {want}, got {got}"));
        }
    };
    if let Some(w) = c.winner {
        fail(
            "winner",
            format!("{w}"),
            format!("{:?}", game.winner().map_or(-1, i32::from)),
        );
    }
    if let Some(w) = c.over {
        fail("over", w.to_string(), game.is_over().to_string());
    }
    if let Some(w) = c.breaker {
        fail("breaker", w.to_string(), game.breaker().to_string());
    }
    if let Some(w) = &c.adjustable {
        fail(
            "adjustable",
            format!("{w:?}"),
            format!("{:?}", game.adjustable()),
        );
    }
}

/// Where pieces lie: each within 1 mm.
fn check_positions(c: &StateCheck, game: &Game, failures: &mut dyn FnMut(String)) {
    let mut fail = |what: &str, want: String, got: String| {
        if want != got {
            failures(format!("{what}: expected {want}, got {got}"));
        }
    };
    for p in c.positions.iter().flatten() {
        match game.board().iter().find(|d| d.id == p.id) {
            Some(d) if d.pos.distance(p.pos) <= 0.001 => {}
            Some(d) => fail(
                &format!("position of {}", p.id),
                format!("({}, {})", p.pos.x, p.pos.y),
                format!("({}, {})", d.pos.x, d.pos.y),
            ),
            None => fail(
                &format!("position of {}", p.id),
                "on the board".into(),
                "not".into(),
            ),
        }
    }
}

/// Every step of every scenario also checks that no piece was lost or doubled.
fn check_conservation(game: &Game, fail: &mut dyn FnMut(String)) {
    let mut seen = [0u8; PIECES as usize + 1];
    let ids = game.board().iter().map(|d| d.id);
    for id in ids.chain(game.pockets().iter().map(|s| s.id)) {
        match seen.get_mut(id as usize) {
            Some(s) => *s += 1,
            None => fail(format!("unknown piece {id}")),
        }
    }
    if seen.iter().any(|&s| s != 1) {
        fail(format!("a piece was lost or doubled: {seen:?}"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every step checks that no piece was lost, doubled or made up, whatever
    /// the file expects: a game that broke it is named at that step.
    #[test]
    fn each_step_checks_that_no_piece_is_lost_or_doubled() {
        let game = super::super::new_test_game();
        let said = |game: &Game| {
            let mut said = Vec::new();
            Rules.invariants(game, &mut |f| said.push(f));
            said
        };
        assert!(said(&game).is_empty());
        let mut lost = game.clone();
        lost.board.pop();
        assert!(
            said(&lost)[0].contains("lost or doubled"),
            "{:?}",
            said(&lost)
        );
        let mut made_up = game;
        made_up.board[1].id = 40;
        assert!(
            said(&made_up)
                .iter()
                .any(|f| f.contains("unknown piece 40"))
        );
    }
}
