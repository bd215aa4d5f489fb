//! Rule scenarios as JSON files a person can write: a start position, a list
//! of steps (toss, choice, shots with their reports, or shots run through the
//! real physics) with the events each must give, and the state expected at
//! the end. The format is documented in `docs/scenarios-crokinole.md`; the
//! runner, shared with pitchnut, is `crate::scenario`.

// nanoserde's DeJson derive (0.2) expands optional fields into code that
// clippy's question_mark lint flags; the lint is about generated code only.
#![allow(clippy::question_mark)]

use super::error::RuleError;
use super::event::Event;
use super::match_format::Standing;
use super::scoring::SideScore;
use super::state::{BoardPuck, Phase, Refusal, Setup, State, Toss};
use super::table::{Seat, Side};
use crate::geom::Vec2;
use crate::physics;
use crate::save::record::ENGINE_VERSION;
use crate::scenario::{self, Engine, Outcome};
use crate::shot::{Contact, DiscId, FinalDisc, Happening, InputError, Place, ShotReport, Touched};
use crate::spec::{BoardKind, DiscKind, Spec};
use nanoserde::{DeJson, SerJson};

pub use crate::scenario::MAX_STEPS;
/// The largest round or standing a start may give: far beyond any match,
/// far below where counting on would overflow a u32.
pub const MAX_COUNT: u32 = 1_000_000;

#[derive(Clone, Debug, DeJson)]
struct ScenarioFile {
    game: String,
    #[nserde(default)]
    name: String,
    /// The seed clause it covers, e.g. "6-b", or "tournament".
    #[nserde(default)]
    clause: String,
    /// The engine version whose rules to play (`Spec::for_engine`), as a
    /// record made with it replays; absent: this game's.
    engine: Option<u32>,
    start: Setup,
    #[nserde(default)]
    steps: Vec<Step>,
    expect: Option<Expect>,
}

/// One command; exactly one of `toss`, `go_first`, `shot`.
#[derive(Clone, Debug, DeJson)]
struct Step {
    toss: Option<Toss>,
    go_first: Option<bool>,
    shot: Option<ShotStep>,
    /// The exact event lines this step must give (see `Event`'s Display).
    events: Option<Vec<String>>,
    /// Event lines that must be among those it gives, in this order.
    includes: Option<Vec<String>>,
    /// The step must be refused with a message containing this text.
    error: Option<String>,
    /// Checks on the state after this step, as `expect` at the end.
    state: Option<Expect>,
}

#[derive(Clone, Debug, DeJson)]
struct ShotStep {
    #[nserde(default)]
    declare_twenty: bool,
    /// Where the puck is placed; checked against clause 4 when given.
    place: Option<Vec2>,
    velocity: Option<Vec2>,
    #[nserde(default)]
    spin: f32,
    /// What happened. Without it, `place` and `velocity` are simulated.
    report: Option<ReportFile>,
}

/// A shot report as a person writes it: pucks left out of `finals` did not
/// move; the shot puck must be given.
#[derive(Clone, Debug, DeJson)]
struct ReportFile {
    shooter: Option<DiscId>,
    #[nserde(default)]
    finals: Vec<FinalFile>,
    #[nserde(default)]
    contacts: Vec<ContactFile>,
    #[nserde(default)]
    happenings: Vec<HappeningFile>,
}

#[derive(Clone, Debug, DeJson)]
struct FinalFile {
    id: DiscId,
    #[nserde(default)]
    place: Place,
    /// Needed for a puck flat on the board or leaning in the hole.
    pos: Option<Vec2>,
}

/// A puck touching another puck.
#[derive(Clone, Debug, DeJson)]
struct ContactFile {
    disc: DiscId,
    other: DiscId,
    #[nserde(default)]
    step: u32,
}

#[derive(Clone, Debug, DeJson)]
struct HappeningFile {
    disc: DiscId,
    what: Place,
    #[nserde(default)]
    step: u32,
}

/// The state at the end; every field left out is not checked. Id lists are
/// compared as sets.
#[derive(Clone, Debug, Default, DeJson)]
struct Expect {
    board: Option<Vec<ExpectPuck>>,
    rail: Option<Vec<DiscId>>,
    ditch: Option<Vec<DiscId>>,
    to_shoot: Option<Seat>,
    round: Option<u32>,
    phase: Option<Phase>,
    winner: Option<Side>,
    /// Points on the board and rail now, by side.
    scores: Option<Vec<SideScore>>,
    standings: Option<Vec<Standing>>,
}

#[derive(Clone, Debug, DeJson)]
struct ExpectPuck {
    id: DiscId,
    place: Option<Place>,
}

#[derive(Clone, Debug, SerJson)]
struct StepResult {
    events: Vec<String>,
    error: Option<String>,
}

#[derive(Clone, Debug, SerJson)]
struct StateView {
    phase: Phase,
    round: u32,
    to_shoot: Option<Seat>,
    next_puck: Option<DiscId>,
    board: Vec<BoardPuck>,
    rail: Vec<DiscId>,
    ditch: Vec<DiscId>,
    scores: Vec<SideScore>,
    standings: Vec<Standing>,
    winner: Option<Side>,
}

#[derive(Clone, Debug, SerJson)]
struct ScenarioResult {
    game: String,
    name: String,
    clause: String,
    passed: bool,
    failures: Vec<String>,
    steps: Vec<StepResult>,
    state: StateView,
}

/// Runs a scenario file and returns the result as JSON: the events of each
/// step, the final state, and whether every expectation held. An `Err` is a
/// file that cannot be run at all (bad JSON, wrong game, illegal start).
pub fn run_scenario(text: &str) -> Result<String, String> {
    outcome(text).map(|o| o.json)
}

pub(crate) fn outcome(text: &str) -> Result<Outcome, String> {
    let file: ScenarioFile =
        crate::json::parse(text.as_bytes(), "scenario").map_err(|e| e.to_string())?;
    if file.game != "crokinole" {
        return Err(format!(
            "this runner plays crokinole; the file is for \"{}\"",
            file.game
        ));
    }
    check_limits(&file)?;
    run_file(&file)
}

/// Crokinole's side of the scenario runner.
struct Rules {
    spec: Spec,
}

impl Engine for Rules {
    type Position = State;
    type Step = Step;
    type Event = String;
    type Check = Expect;
    type Snapshot = ();

    fn play(&self, at: State, step: &Step) -> Result<(State, Result<Vec<String>, String>), String> {
        let (next, outcome) = run_step(&self.spec, at, step);
        let outcome = outcome
            .map(|events| events.iter().map(|e| e.to_string()).collect())
            .map_err(|e| e.to_string());
        Ok((next, outcome))
    }

    fn expect<'a>(step: &'a Step) -> scenario::Expect<'a, String, Expect> {
        scenario::Expect {
            events: step.events.as_deref(),
            includes: step.includes.as_deref(),
            error: step.error.as_deref(),
            state: step.state.as_ref(),
        }
    }

    fn check(&self, expect: &Expect, state: &State, fail: &mut dyn FnMut(String)) {
        check_state(&self.spec, state, expect, fail);
    }

    fn snapshot(&self, _: &State) {}

    fn show(events: &[String]) -> String {
        format!("{events:?}")
    }
}

/// Runs a read scenario; `run_scenario` checked its limits first.
fn run_file(file: &ScenarioFile) -> Result<Outcome, String> {
    let engine = file.engine.unwrap_or(ENGINE_VERSION);
    if engine > ENGINE_VERSION {
        return Err(format!(
            "engine {engine} is newer than this game's ({ENGINE_VERSION})"
        ));
    }
    let rules = Rules {
        spec: Spec::for_engine(engine),
    };
    let spec = &rules.spec;
    let start = State::new(&spec.crokinole, &file.start).map_err(|e| format!("bad start: {e}"))?;
    let run = scenario::run(&rules, start, &file.steps, file.expect.as_ref())?;
    let state = &run.end;
    let result = ScenarioResult {
        game: file.game.clone(),
        name: file.name.clone(),
        clause: file.clause.clone(),
        passed: run.passed(),
        failures: run.failures.clone(),
        steps: run
            .steps
            .iter()
            .map(|s| StepResult {
                events: s.events.clone(),
                error: s.error.clone(),
            })
            .collect(),
        state: StateView {
            phase: state.phase(),
            round: state.round(),
            to_shoot: state.to_shoot(),
            next_puck: state.next_puck(),
            board: state.board().to_vec(),
            rail: state.rail().to_vec(),
            ditch: state.ditch().to_vec(),
            scores: state.scores(&spec.crokinole),
            standings: state.standings().to_vec(),
            winner: state.winner(),
        },
    };
    Ok(Outcome {
        json: result.serialize_json(),
        passed: result.passed,
    })
}

/// Refuses what no real match holds before anything runs: more steps than
/// `MAX_STEPS` (the output grows with them), or a round or a standing so
/// large that counting on from it would overflow.
fn check_limits(file: &ScenarioFile) -> Result<(), String> {
    scenario::check_length(file.steps.len())?;
    if file.start.round > MAX_COUNT {
        return Err(format!(
            "bad start: round {} is more than any match plays (at most {MAX_COUNT})",
            file.start.round
        ));
    }
    for s in &file.start.standings {
        if s.total > MAX_COUNT || s.round_wins > MAX_COUNT {
            return Err(format!(
                "bad start: side {} has a standing of {} rounds and {} points; at most {MAX_COUNT} each",
                s.side, s.round_wins, s.total
            ));
        }
    }
    Ok(())
}

/// Why a step was not played: the engine refused it, or the file does not
/// describe a command it can run.
#[derive(Clone, Debug, PartialEq)]
enum StepError {
    Rule(RuleError),
    NotOneCommand,
    NothingToPlay,
    Physics(InputError),
    NoOneToShoot,
    ShotPuckNotGiven { puck: DiscId },
    NeedsPos { puck: DiscId, place: Place },
    NoSuchPost { post: u8 },
}

impl core::fmt::Display for StepError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            StepError::Rule(e) => e.fmt(f),
            StepError::NotOneCommand => {
                f.write_str("a step is exactly one of \"toss\", \"go_first\" or \"shot\"")
            }
            StepError::NothingToPlay => f.write_str(
                "a shot needs a \"report\", or a \"place\" and \"velocity\" to simulate",
            ),
            StepError::Physics(e) => write!(f, "the physics refused the shot: {e}"),
            StepError::NoOneToShoot => f.write_str("no one is to shoot"),
            StepError::ShotPuckNotGiven { puck } => {
                write!(f, "the report must say where the shot puck {puck} ended")
            }
            StepError::NeedsPos { puck, place } => {
                write!(f, "puck {puck} is {place:?} and needs a \"pos\"")
            }
            StepError::NoSuchPost { post } => write!(f, "there is no post {post}"),
        }
    }
}

impl From<RuleError> for StepError {
    fn from(e: RuleError) -> Self {
        StepError::Rule(e)
    }
}

/// Plays one step: the next state, or on a refusal the same state back.
fn run_step(spec: &Spec, state: State, step: &Step) -> (State, Result<Vec<Event>, StepError>) {
    let played = |r: Result<(State, Vec<Event>), Refusal>| match r {
        Ok((next, events)) => (next, Ok(events)),
        Err(refused) => (refused.position, Err(StepError::Rule(refused.why))),
    };
    let given = [
        step.toss.is_some(),
        step.go_first.is_some(),
        step.shot.is_some(),
    ];
    if given.iter().filter(|g| **g).count() != 1 {
        return (state, Err(StepError::NotOneCommand));
    }
    if let Some(toss) = &step.toss {
        return played(state.toss(toss));
    }
    if let Some(go_first) = step.go_first {
        return played(state.choose(go_first));
    }
    let Some(shot) = &step.shot else {
        return (state, Err(StepError::NotOneCommand));
    };
    match shot_report(spec, &state, shot) {
        Ok(report) => played(state.apply(&spec.crokinole, shot.declare_twenty, &report)),
        Err(e) => (state, Err(e)),
    }
}

/// The report of a shot step: the file's own, or the physics' run of the
/// placement (checked by the engine first) and velocity.
fn shot_report(spec: &Spec, state: &State, shot: &ShotStep) -> Result<ShotReport, StepError> {
    let velocity = shot.velocity.unwrap_or(Vec2::ZERO);
    let input = match shot.place {
        Some(place) => Some(state.shot_input(spec, place, velocity, shot.spin)?),
        None => None,
    };
    match (&shot.report, input) {
        (Some(file), _) => report_from_file(spec, state, file),
        (None, Some(input)) if shot.velocity.is_some() => {
            physics::simulate(spec, &input).map_err(StepError::Physics)
        }
        _ => Err(StepError::NothingToPlay),
    }
}

/// Fills in a hand-written report: unmoved pucks keep their place, the shot
/// puck is the one due.
fn report_from_file(
    spec: &Spec,
    state: &State,
    file: &ReportFile,
) -> Result<ShotReport, StepError> {
    let shooter = match (file.shooter, state.next_puck()) {
        (Some(id), _) => id,
        (None, Some(id)) => id,
        (None, None) => return Err(StepError::NoOneToShoot),
    };
    if !file.finals.iter().any(|f| f.id == shooter) {
        return Err(StepError::ShotPuckNotGiven { puck: shooter });
    }
    let c = &spec.crokinole;
    let mut finals = Vec::with_capacity(file.finals.len() + state.board().len());
    for f in &file.finals {
        let pos = match (f.pos, f.place) {
            (Some(p), _) => p,
            (None, Place::Hole | Place::Ditch) => Vec2::ZERO,
            (None, Place::OnPost(k)) => peg(c, k)?,
            (None, Place::PostLeaner(k)) => {
                let at = peg(c, k)?;
                at + at.normalize_or_zero() * (c.peg_radius + c.disc_radius)
            }
            (None, place) => {
                return Err(StepError::NeedsPos { puck: f.id, place });
            }
        };
        finals.push(FinalDisc {
            id: f.id,
            kind: DiscKind::Puck,
            place: f.place,
            pos,
        });
    }
    for p in state.board() {
        if !file.finals.iter().any(|f| f.id == p.id) {
            finals.push(FinalDisc {
                id: p.id,
                kind: DiscKind::Puck,
                place: p.place,
                pos: p.pos,
            });
        }
    }
    Ok(ShotReport {
        board: BoardKind::Crokinole,
        shooter,
        contacts: file
            .contacts
            .iter()
            .map(|k| Contact {
                step: k.step,
                disc: k.disc,
                other: Touched::Disc(k.other),
                speed: 1.0,
            })
            .collect(),
        happenings: file
            .happenings
            .iter()
            .map(|h| Happening {
                step: h.step,
                disc: h.disc,
                what: h.what,
            })
            .collect(),
        stack_fell: Vec::new(),
        finals,
        steps: 0,
        timed_out: false,
    })
}

fn peg(c: &crate::spec::CrokinoleSpec, k: u8) -> Result<Vec2, StepError> {
    c.pegs()
        .get(k as usize)
        .copied()
        .ok_or(StepError::NoSuchPost { post: k })
}

fn same_set(a: &[DiscId], b: &[DiscId]) -> bool {
    let mut a = a.to_vec();
    let mut b = b.to_vec();
    a.sort_unstable();
    b.sort_unstable();
    a == b
}

fn check_state(spec: &Spec, state: &State, expect: &Expect, fail: &mut dyn FnMut(String)) {
    if let Some(want) = &expect.board {
        let ids: Vec<DiscId> = want.iter().map(|p| p.id).collect();
        let have: Vec<DiscId> = state.board().iter().map(|p| p.id).collect();
        if !same_set(&ids, &have) {
            fail(format!("board holds {have:?}, expected {ids:?}"));
        }
        for w in want {
            if let (Some(place), Some(p)) = (w.place, state.board().iter().find(|p| p.id == w.id))
                && p.place != place
            {
                fail(format!(
                    "puck {} is {:?}, expected {place:?}",
                    w.id, p.place
                ));
            }
        }
    }
    if let Some(want) = &expect.rail
        && !same_set(want, state.rail())
    {
        fail(format!("rail holds {:?}, expected {want:?}", state.rail()));
    }
    if let Some(want) = &expect.ditch
        && !same_set(want, state.ditch())
    {
        fail(format!(
            "ditch holds {:?}, expected {want:?}",
            state.ditch()
        ));
    }
    if let Some(want) = expect.to_shoot
        && state.to_shoot() != Some(want)
    {
        fail(format!(
            "{:?} is to shoot, expected {want}",
            state.to_shoot()
        ));
    }
    if let Some(want) = expect.round
        && state.round() != want
    {
        fail(format!("round is {}, expected {want}", state.round()));
    }
    if let Some(want) = expect.phase
        && state.phase() != want
    {
        fail(format!("phase is {:?}, expected {want:?}", state.phase()));
    }
    if let Some(want) = expect.winner
        && state.winner() != Some(want)
    {
        fail(format!("winner is {:?}, expected {want}", state.winner()));
    }
    if let Some(want) = &expect.scores {
        let have = state.scores(&spec.crokinole);
        if *want != have {
            fail(format!("scores are {have:?}, expected {want:?}"));
        }
    }
    if let Some(want) = &expect.standings
        && want.as_slice() != state.standings()
    {
        fail(format!(
            "standings are {:?}, expected {want:?}",
            state.standings()
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A position one shot from the end of a round, at `round` with both
    /// sides' totals at `total`.
    fn round_end(round: u32, total: u32) -> String {
        let first = if round % 2 == 0 { 0 } else { 2 };
        format!(
            r#"{{"game":"crokinole","start":{{"table":"TwoPlayers","first_shooter":{first},
  "format":{{"Target":{{"points":4294967295}}}},"round":{round},
  "board":[{{"id":0,"pos":{{"x":0.0,"y":-0.05}}}},{{"id":200,"pos":{{"x":0.0,"y":0.05}}}}],
  "ditch":[1,2,3,4,5,6,7,8,9,10,11,201,202,203,204,205,206,207,208,209,210],
  "standings":[{{"side":0,"round_wins":4294967295,"total":{total}}},{{"side":2,"round_wins":0,"total":{total}}}]}},
 "steps":[{{"shot":{{"place":{{"x":0.0,"y":0.305}},"report":{{"finals":[{{"id":211,"place":"Ditch"}}],"contacts":[{{"disc":211,"other":0}}]}}}}}}]}}"#
        )
    }

    #[test]
    fn the_engine_saturates_where_a_file_starts_it_near_u32_max() {
        // Past the file's limits on purpose: the engine itself must not
        // overflow (it once panicked in finish_round and close_round).
        let text = round_end(u32::MAX, u32::MAX);
        let file: ScenarioFile = crate::json::parse(text.as_bytes(), "scenario").unwrap();
        assert!(check_limits(&file).is_err());
        let result = run_file(&file).unwrap().json;
        assert!(result.contains("\"passed\":true"), "{result}");
        assert!(result.contains("\"round\":4294967295"), "{result}");
        assert!(result.contains("\"total\":4294967295"), "{result}");
    }
}
