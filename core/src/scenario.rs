//! One runner for the rule scenarios of both games. A scenario file is a
//! start position and a list of steps; each step may say the exact events
//! it must give, events that must be `includes`d in order among others, a
//! refusal it must meet, and checks on the position after it. Each engine
//! reads its own file format (`crokinole/scenario.rs`, `pitchnut/scenario.rs`,
//! documented in docs/scenarios-*.md) and plays its own steps; the loop, the
//! comparisons and the failure messages are here, the same for both.

use nanoserde::DeJson;

/// A scenario run: its result as JSON (what each engine prints) and
/// whether every expectation held.
pub struct Outcome {
    pub json: String,
    pub passed: bool,
}

/// Just enough of a scenario file to know which engine reads it.
#[derive(DeJson)]
struct Game {
    game: String,
}

/// Runs a scenario file of either game. `Err` is a file that cannot be run
/// at all (bad JSON, an unknown game, an illegal start, a step that is not
/// one command).
pub fn run_file(bytes: &[u8]) -> Result<Outcome, String> {
    let game: Game = crate::json::parse(bytes, "scenario file (no \"game\" field?)")
        .map_err(|e| e.to_string())?;
    // The guarded reader has checked that the bytes are text.
    let text = std::str::from_utf8(bytes).map_err(|e| e.to_string())?;
    match game.game.as_str() {
        "crokinole" => crate::crokinole::scenario::outcome(text),
        "pitchnut" => crate::pitchnut::scenario::outcome(text),
        other => Err(format!(
            "unknown game \"{other}\": expected \"crokinole\" or \"pitchnut\""
        )),
    }
}

/// The most steps a scenario file may hold (the longest in tests/ has 43);
/// each step's result is printed, so this also bounds the output.
pub const MAX_STEPS: usize = 1_000;

/// What one step of a file expects; each part is optional.
pub struct Expect<'a, E, C> {
    pub events: Option<&'a [E]>,
    pub includes: Option<&'a [E]>,
    /// The step must be refused with words containing this (any case).
    pub error: Option<&'a str>,
    pub state: Option<&'a C>,
}

/// A game's side of the runner.
pub trait Engine {
    type Position;
    type Step;
    type Event: PartialEq;
    /// Checks on a position, as the file writes them.
    type Check;
    /// What each step's result keeps of the position after it.
    type Snapshot;

    /// Plays one step: the position after it (the same position when the
    /// engine refuses it) and its events or the refusal in words. `Err` is a
    /// step the file cannot mean (the whole file is refused).
    #[allow(clippy::type_complexity)]
    fn play(
        &self,
        at: Self::Position,
        step: &Self::Step,
    ) -> Result<(Self::Position, Result<Vec<Self::Event>, String>), String>;
    fn expect<'a>(step: &'a Self::Step) -> Expect<'a, Self::Event, Self::Check>;
    /// Says each check that does not hold.
    fn check(&self, check: &Self::Check, at: &Self::Position, fail: &mut dyn FnMut(String));
    /// What every step must keep (no piece lost or doubled, ...).
    fn invariants(&self, _at: &Self::Position, _fail: &mut dyn FnMut(String)) {}
    fn snapshot(&self, at: &Self::Position) -> Self::Snapshot;
    /// Events in words, for a failure message.
    fn show(events: &[Self::Event]) -> String;
}

/// One step as it was played.
pub struct StepRun<E, S> {
    pub events: Vec<E>,
    pub error: Option<String>,
    pub after: S,
}

/// A scenario as it was played: what failed, each step, the position at the end.
pub struct Run<G: Engine> {
    pub failures: Vec<String>,
    pub steps: Vec<StepRun<G::Event, G::Snapshot>>,
    pub end: G::Position,
}

impl<G: Engine> Run<G> {
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// Refuses a file with more steps than anyone writes, before anything runs.
pub fn check_length(steps: usize) -> Result<(), String> {
    if steps > MAX_STEPS {
        return Err(format!(
            "the scenario has {steps} steps; at most {MAX_STEPS} are run"
        ));
    }
    Ok(())
}

/// Plays `steps` from `start`, checking each against what it expects and
/// the end against `last`. It stops at a refusal the file did not expect:
/// what follows would be played from the wrong position.
pub fn run<G: Engine>(
    game: &G,
    start: G::Position,
    steps: &[G::Step],
    last: Option<&G::Check>,
) -> Result<Run<G>, String> {
    check_length(steps.len())?;
    let mut failures = Vec::new();
    let mut played = Vec::with_capacity(steps.len());
    let mut at = start;
    for (i, step) in steps.iter().enumerate() {
        let n = i + 1;
        let (next, result) = game.play(at, step).map_err(|e| format!("step {n}: {e}"))?;
        at = next;
        let want = G::expect(step);
        let mut fail = |what: String| failures.push(format!("step {n}: {what}"));
        let (events, error) = match result {
            Ok(events) => (events, None),
            Err(why) => (Vec::new(), Some(why)),
        };
        check_refusal(error.as_deref(), want.error, &mut fail);
        check_events::<G>(&events, &want, &mut fail);
        if let Some(check) = want.state {
            game.check(check, &at, &mut fail);
        }
        game.invariants(&at, &mut fail);
        let unexpected = error.is_some() && want.error.is_none();
        played.push(StepRun {
            events,
            error,
            after: game.snapshot(&at),
        });
        if unexpected {
            break;
        }
    }
    if let Some(check) = last {
        game.check(check, &at, &mut |f| failures.push(f));
    }
    Ok(Run {
        failures,
        steps: played,
        end: at,
    })
}

fn check_refusal(got: Option<&str>, want: Option<&str>, fail: &mut dyn FnMut(String)) {
    match (got, want) {
        (None, Some(want)) => fail(format!(
            "expected a refusal containing \"{want}\", but it was played"
        )),
        (Some(got), Some(want)) if !got.to_lowercase().contains(&want.to_lowercase()) => fail(
            format!("refused with \"{got}\", expected a refusal containing \"{want}\""),
        ),
        (Some(got), None) => fail(format!("refused: {got}")),
        _ => {}
    }
}

fn check_events<G: Engine>(
    got: &[G::Event],
    want: &Expect<'_, G::Event, G::Check>,
    fail: &mut dyn FnMut(String),
) {
    if let Some(exact) = want.events
        && exact != got
    {
        fail(format!(
            "events differ\n  expected {}\n  got      {}",
            G::show(exact),
            G::show(got)
        ));
    }
    if let Some(among) = want.includes {
        let mut rest = got.iter();
        if let Some(missing) = among.iter().find(|w| !rest.any(|g| g == *w)) {
            fail(format!(
                "expected event {} (in order) among {}",
                G::show(std::slice::from_ref(missing)),
                G::show(got)
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A counter: each step adds its number; a negative one is refused.
    struct Counter;

    struct Step {
        add: i32,
        events: Option<Vec<i32>>,
        includes: Option<Vec<i32>>,
        error: Option<String>,
        at_least: Option<i32>,
    }

    fn step(add: i32) -> Step {
        Step {
            add,
            events: None,
            includes: None,
            error: None,
            at_least: None,
        }
    }

    impl Engine for Counter {
        type Position = i32;
        type Step = Step;
        type Event = i32;
        type Check = i32;
        type Snapshot = i32;

        fn play(&self, at: i32, s: &Step) -> Result<(i32, Result<Vec<i32>, String>), String> {
            if s.add == 0 {
                return Err("a step adds something".into());
            }
            Ok(if s.add < 0 {
                (at, Err("Negative steps are refused".into()))
            } else {
                (at + s.add, Ok(vec![at, s.add, at + s.add]))
            })
        }
        fn expect<'a>(s: &'a Step) -> Expect<'a, i32, i32> {
            Expect {
                events: s.events.as_deref(),
                includes: s.includes.as_deref(),
                error: s.error.as_deref(),
                state: s.at_least.as_ref(),
            }
        }
        fn check(&self, at_least: &i32, at: &i32, fail: &mut dyn FnMut(String)) {
            if at < at_least {
                fail(format!("{at} is under {at_least}"));
            }
        }
        fn snapshot(&self, at: &i32) -> i32 {
            *at
        }
        fn show(events: &[i32]) -> String {
            format!("{events:?}")
        }
    }

    #[test]
    fn each_expectation_passes_when_met_and_fails_when_not() {
        let good = [
            Step {
                events: Some(vec![0, 2, 2]),
                ..step(2)
            },
            Step {
                includes: Some(vec![2, 5]),
                at_least: Some(5),
                ..step(3)
            },
            Step {
                error: Some("negative".into()),
                ..step(-1)
            },
        ];
        let run = run(&Counter, 0, &good, Some(&5)).unwrap();
        assert!(run.passed(), "{:?}", run.failures);
        assert_eq!(run.end, 5);
        assert_eq!(run.steps[1].after, 5);
        assert_eq!(
            run.steps[2].error.as_deref(),
            Some("Negative steps are refused")
        );

        let bad = [
            Step {
                events: Some(vec![0, 2]),
                ..step(2)
            },
            Step {
                includes: Some(vec![5, 2]),
                at_least: Some(9),
                ..step(3)
            },
            Step {
                error: Some("odd".into()),
                ..step(-1)
            },
            Step {
                error: Some("refused".into()),
                ..step(1)
            },
        ];
        let run = super::run(&Counter, 0, &bad, Some(&99)).unwrap();
        let f = run.failures.join("\n");
        assert_eq!(run.failures.len(), 6, "{f}");
        for part in [
            "step 1: events differ",
            "step 2: expected event [2] (in order) among [2, 3, 5]",
            "step 2: 5 is under 9",
            "step 3: refused with \"Negative steps are refused\", expected a refusal containing \"odd\"",
            "step 4: expected a refusal containing \"refused\", but it was played",
            "6 is under 99",
        ] {
            assert!(f.contains(part), "no {part:?} in\n{f}");
        }
    }

    #[test]
    fn an_unexpected_refusal_stops_the_run_and_a_bad_step_refuses_the_file() {
        let run = run(&Counter, 0, &[step(-1), step(4)], None).unwrap();
        assert_eq!(run.steps.len(), 1);
        assert_eq!(
            run.failures,
            ["step 1: refused: Negative steps are refused"]
        );
        let err = super::run(&Counter, 0, &[step(1), step(0)], None).err();
        assert_eq!(err.as_deref(), Some("step 2: a step adds something"));
        let long: Vec<Step> = (0..=MAX_STEPS).map(|_| step(1)).collect();
        assert!(super::run(&Counter, 0, &long, None).is_err());
    }
}
