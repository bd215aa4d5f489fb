//! Hostile input to the real `flickwood-cli` binary: every file below once
//! hung it, panicked it or overflowed the engine. Each must now be refused
//! with one line on stderr and exit status 2, or (for `rules`) give the
//! status its verdict calls for.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Far beyond the under-a-second each run takes: only a hang reaches it,
/// and then the test fails instead of hanging with it.
const HANG: Duration = Duration::from_secs(60);

fn dir() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli_hostile");
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs the CLI with `args`, `stdin` as standard input; kills it if it hangs.
fn cli(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_flickwood-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    // The CLI may refuse before it reads it all; a broken pipe here is fine.
    let _ = input.write_all(stdin);
    drop(input);
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > HANG {
            child.kill().unwrap();
            panic!("flickwood-cli {args:?} hung");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    child.wait_with_output().unwrap()
}

fn file(name: &str, text: &str) -> String {
    let path = dir().join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// Refused: exit status 2, one line on stderr holding `expect`, nothing out.
fn assert_refused(out: &Output, expect: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "stderr: {err}");
    assert_eq!(err.lines().count(), 1, "not one line: {err}");
    assert!(err.contains(expect), "expected {expect:?} in: {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(out.stdout.is_empty());
}

/// The inputs of issue 14 that hung nanoserde (a skipped field cut off) or
/// reached its `unimplemented!` (a skipped field with no value).
const CUT_OFF: [(&str, &str); 5] = [
    (
        r#"{"board":"Crokinole","foo":["#,
        "it ends too early on line 1",
    ),
    (
        r#"{"game":"pitchnut","steps":["#,
        "it ends too early on line 1",
    ),
    (
        r#"{"game":"pitchnut","note":"#,
        "it ends too early on line 1",
    ),
    (r#"{"note":}"#, "a value is expected on line 1"),
    (r#"{"foo":}"#, "a value is expected on line 1"),
];

#[test]
fn sim_refuses_cut_off_json_from_a_file_and_from_stdin() {
    for (i, (text, expect)) in CUT_OFF.iter().enumerate() {
        let path = file(&format!("sim{i}.json"), text);
        assert_refused(&cli(&["sim", &path], b""), expect);
        assert_refused(&cli(&["sim"], text.as_bytes()), expect);
        assert_refused(&cli(&["sim", "-"], text.as_bytes()), expect);
    }
}

#[test]
fn rules_refuses_cut_off_json() {
    for (i, (text, expect)) in CUT_OFF.iter().enumerate() {
        let path = file(&format!("rules{i}.json"), text);
        assert_refused(&cli(&["rules", &path], b""), expect);
    }
    // The same cut inside a scenario that names its game.
    let path = file("rules_steps.json", r#"{"game":"crokinole","foo":[{"a":"#);
    assert_refused(&cli(&["rules", &path], b""), "on line 1");
}

#[test]
fn sim_refuses_other_bad_input_with_one_line() {
    let cases: [(&[u8], &str); 6] = [
        (b"", "it is empty"),
        (&[0xff, 0xfe, 0x00], "not text"),
        (b"{\"board\":\"Crokinole\"}", "does not hold what it should"),
        (
            b"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
            "nests too deeply",
        ),
        (b"{\"a\":NaN}", "a value is expected"),
        (b"{\"a\":1} trailing", "extra text"),
    ];
    for (text, expect) in cases {
        assert_refused(&cli(&["sim"], text), expect);
    }
    let huge = vec![b' '; flickwood_core::json::MAX_FILE_BYTES + 10];
    assert_refused(&cli(&["sim"], &huge), "bigger than");
}

#[test]
fn sim_refuses_a_shot_with_too_many_discs() {
    let discs: Vec<String> = (0..5000)
        .map(|i| format!(r#"{{"id":{i},"kind":"Puck","pos":{{"x":0.0,"y":0.0}}}}"#))
        .collect();
    let text = format!(
        r#"{{"board":"Crokinole","discs":[{}],"shot":{{"disc":{{"id":9999,"kind":"Puck","pos":{{"x":0.0,"y":-0.3}}}},"velocity":{{"x":0.0,"y":1.0}},"spin":0.0}}}}"#,
        discs.join(",")
    );
    assert_refused(&cli(&["sim"], text.as_bytes()), "a board holds fewer than");
}

/// A points-play position one shot from the end of a round, with the
/// round or a standing given by `round` and `total`.
fn round_end(round: u64, total: u64) -> String {
    // Seat 2 shoots the round's last puck whichever seat opens the round.
    let first = if round % 2 == 0 { 0 } else { 2 };
    format!(
        r#"{{"game":"crokinole","start":{{"table":"TwoPlayers","first_shooter":{first},
  "format":{{"Target":{{"points":300}}}},"round":{round},
  "board":[{{"id":0,"pos":{{"x":0.0,"y":-0.05}}}},{{"id":200,"pos":{{"x":0.0,"y":0.05}}}}],
  "ditch":[1,2,3,4,5,6,7,8,9,10,11,201,202,203,204,205,206,207,208,209,210],
  "standings":[{{"side":0,"round_wins":0,"total":{total}}},{{"side":2,"round_wins":0,"total":{total}}}]}},
 "steps":[{{"shot":{{"place":{{"x":0.0,"y":0.305}},"report":{{"finals":[{{"id":211,"place":"Ditch"}}],"contacts":[{{"disc":211,"other":0}}]}}}}}}]}}"#
    )
}

#[test]
fn absurd_rounds_and_standings_are_refused_not_overflowed() {
    // The same position with ordinary numbers plays.
    let ok = file("round_ok.json", &round_end(1, 20));
    let out = cli(&["rules", &ok], b"");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let round = file("round_max.json", &round_end(4294967295, 20));
    assert_refused(
        &cli(&["rules", &round], b""),
        "round 4294967295 is more than",
    );
    let total = file("total_max.json", &round_end(1, 4294967295));
    assert_refused(&cli(&["rules", &total], b""), "a standing of");
    // Past u32: nanoserde's own refusal, still one line.
    let past = file("round_past.json", &round_end(4294967296, 20));
    assert_refused(&cli(&["rules", &past], b""), "does not hold what it should");
}

#[test]
fn rules_exit_status_says_passed_failed_or_bad_input() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let good = root.join("crokinole/7-a_target_tie_plays_one_more_round.json");
    let good = good.to_str().unwrap();
    let out = cli(&["rules", good], b"");
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("\"passed\":true"));
    // A wrong expectation: status 1, the result still printed.
    let text = std::fs::read_to_string(good).unwrap();
    let wrong = file(
        "wrong_expect.json",
        &text.replace(
            r#""round": 1, "to_shoot": 2"#,
            r#""round": 5, "to_shoot": 2"#,
        ),
    );
    let out = cli(&["rules", &wrong], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("\"passed\":false"));
    // A refused step (a puck placed off the shooting line): status 1.
    let refused = file(
        "refused_step.json",
        &text.replace(r#""x": 0.0, "y": 0.305"#, r#""x": 0.0, "y": 0.0"#),
    );
    let out = cli(&["rules", &refused], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("refused"));
    // Bad input: status 2.
    assert_refused(&cli(&["rules", "/nonexistent/x.json"], b""), "cannot read");
    let other = file("other_game.json", r#"{"game":"chess"}"#);
    assert_refused(&cli(&["rules", &other], b""), "unknown game");
}

#[test]
fn rules_caps_the_number_of_steps() {
    for game in ["crokinole", "pitchnut"] {
        let steps = vec!["{}"; 1_000_000].join(",");
        let start = if game == "crokinole" {
            r#""start":{"table":"TwoPlayers"}"#
        } else {
            r#""new_game":{"toss":{"winner":0,"breaker":0}}"#
        };
        let path = file(
            &format!("million_{game}.json"),
            &format!(r#"{{"game":"{game}",{start},"steps":[{steps}]}}"#),
        );
        assert_refused(&cli(&["rules", &path], b""), "more than 20000 items");
        let steps = vec!["{}"; 1_001].join(",");
        let path = file(
            &format!("thousand_{game}.json"),
            &format!(r#"{{"game":"{game}",{start},"steps":[{steps}]}}"#),
        );
        assert_refused(&cli(&["rules", &path], b""), "at most 1000 are run");
    }
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let good = root.join("crokinole/7-a_target_tie_plays_one_more_round.json");
    // The reader closes its end before the CLI writes: `rules ... | head -c 0`.
    let mut child = Command::new(env!("CARGO_BIN_EXE_flickwood-cli"))
        .args(["rules", good.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.is_empty(), "not quiet: {err}");
    assert_eq!(out.status.code(), Some(0));
}
