//! The engines' refusals read exactly as before they became typed kinds:
//! each case is a scenario that is refused, with the message main's string
//! errors gave (taken from `flickwood-cli rules` on main at 7cf4661). The
//! scenario files and the CLI compare these texts, so they must not drift.
//! (A file nanoserde cannot read is refused by the guarded JSON reader of
//! issue 14, "the scenario does not hold what it should (...)".)

use flickwood_core::{crokinole, pitchnut};

/// (scenario, the refusal of its start as run_scenario gives it, the
/// refusals of its steps)
type Case = (&'static str, Option<&'static str>, &'static [&'static str]);

const CASES: &[Case] = &[
    (
        r#"{"game": "crokinole", "start": {}, "steps": []}"#,
        Some("bad start: the setup needs a table"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "format": {"Target": {"points": 0}}}, "steps": []}"#,
        Some("bad start: a target of 0 points ends nothing"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "round": 1}, "steps": []}"#,
        Some("bad start: a position with rounds or pucks played needs first_shooter"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 1}, "steps": []}"#,
        Some("bad start: first_shooter 1 is not a seat at this table"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "format": "Tournament", "round": 5}, "steps": []}"#,
        Some("bad start: a tournament game has 4 rounds; round 5 does not exist"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "third_seat": 1}, "steps": []}"#,
        Some("bad start: third_seat is only for a three-player table"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "ThreePlayers", "third_seat": 2}, "steps": []}"#,
        Some("bad start: the third player sits at a free quadrant, seat 1 or 3, not 2"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "standings": [{"side": 0, "round_wins": 0, "total": 0}]}, "steps": []}"#,
        Some("bad start: standings miss side 2"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "standings": [{"side": 0, "round_wins": 0, "total": 0}, {"side": 0, "round_wins": 0, "total": 0}]}, "steps": []}"#,
        Some("bad start: standings list side 0 twice"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "standings": [{"side": 0, "round_wins": 4, "total": 0}, {"side": 2, "round_wins": 0, "total": 0}]}, "steps": []}"#,
        Some("bad start: side 0 has already won the match"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "standings": [{"side": 0, "round_wins": 0, "total": 0}, {"side": 2, "round_wins": 0, "total": 0}, {"side": 1, "round_wins": 0, "total": 0}]}, "steps": []}"#,
        Some("bad start: standings name a side not at this table"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "board": [{"id": 0, "pos": {"x": 0, "y": 0.1}}], "rail": [0]}, "steps": []}"#,
        Some("bad start: puck 0 is listed twice"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "board": [{"id": 150, "pos": {"x": 0, "y": 0.1}}]}, "steps": []}"#,
        Some("bad start: puck 150 belongs to no seated player (ids are seat*100 + n, n below 12)"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "ditch": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211]}, "steps": []}"#,
        Some("bad start: 24 pucks are listed; a round has only 24 shots"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "ditch": [200]}, "steps": []}"#,
        Some("bad start: after 1 shots starting with seat 0, seat 0 has shot 1 pucks, not 0"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "ditch": [1]}, "steps": []}"#,
        Some("bad start: seat 0 has shot 1 pucks, numbered 0 to 0; puck 1 is not one of them"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "ditch": [0, 200], "board": [{"id": 1, "pos": {"x": 0, "y": 0.1}, "place": {"OnPost": 1}}, {"id": 201, "pos": {"x": 0, "y": 0.1}, "place": {"OnPost": 1}}]}, "steps": []}"#,
        Some(
            "the scenario does not hold what it should (Json Deserialize error: Unexpected token U64(1) expected [ , line:1 col:164)",
        ),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "board": [{"id": 0, "pos": {"x": 0, "y": 0.1}}, {"id": 200, "pos": {"x": 0, "y": 0.11}}]}, "steps": []}"#,
        Some("bad start: pucks 0 and 200 overlap"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "board": [{"id": 0, "pos": {"x": 1.5, "y": 0.1}}], "ditch": [200]}, "steps": []}"#,
        Some("bad start: puck 0 at (1.5, 0.1) is off the playing surface"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "board": [{"id": 0, "pos": {"x": 0.3, "y": 0.1}, "place": "HoleLeaner"}], "ditch": [200]}, "steps": []}"#,
        Some("bad start: puck 0 leans in the hole, so its centre must be over the hole"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "board": [{"id": 0, "pos": {"x": 0.3, "y": 0.1}, "place": {"PostLeaner": 9}}], "ditch": [200]}, "steps": []}"#,
        Some(
            "the scenario does not hold what it should (Json Deserialize error: Unexpected token U64(9) expected [ , line:1 col:151)",
        ),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "board": [{"id": 0, "pos": {"x": 0.3, "y": 0.1}, "place": "Ditch"}], "ditch": [200]}, "steps": []}"#,
        Some(
            "bad start: puck 0 is Ditch: pucks in the hole go on the rail, pucks off go in the ditch",
        ),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "board": [{"id": 0, "pos": {"x": 0.123456, "y": 0.1}}], "ditch": [200]}, "steps": [{"toss": {"hider": 0, "chooser": 2, "hider_colour_in": "Left", "chosen": "Left"}}]}"#,
        None,
        &["the toss has already been made"],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers"}, "steps": [{"toss": {"hider": 0, "chooser": 1, "hider_colour_in": "Left", "chosen": "Left"}}]}"#,
        None,
        &["seat 1 is not at the table"],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "FourTeams"}, "steps": [{"toss": {"hider": 0, "chooser": 2, "hider_colour_in": "Left", "chosen": "Left"}}]}"#,
        None,
        &["the toss is between opponents: one puck of each colour"],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers"}, "steps": [{"go_first": true}]}"#,
        None,
        &["only the toss winner, right after the toss, chooses to go first or second"],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"shot": {"place": {"x": "NaN", "y": 0}}}]}"#,
        Some(
            "the scenario does not hold what it should (Json Deserialize error: Unexpected token Str expected floating point , line:1 col:118)",
        ),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"shot": {"place": {"x": 0.0, "y": 0.5}}}]}"#,
        None,
        &["the puck at (0.0000, 0.5000) has its centre outside seat 0's quadrant"],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0, "board": [{"id": 200, "pos": {"x": 0, "y": -0.22}}], "ditch": []}, "steps": []}"#,
        Some("bad start: after 1 shots starting with seat 0, seat 0 has shot 1 pucks, not 0"),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 2, "board": [{"id": 200, "pos": {"x": 0.0, "y": -0.2}}]}, "steps": [{"shot": {"place": {"x": 0.0, "y": -0.205}, "velocity": {"x": 0, "y": 1}}}]}"#,
        None,
        &[
            "the puck at (0.0000, -0.2050) does not touch the shooting line: its centre is 100.0 mm from it",
        ],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"shot": {"place": {"x": 0.0, "y": -0.205}, "velocity": {"x": 0, "y": 100}}}]}"#,
        None,
        &[
            "the puck at (0.0000, -0.2050) does not touch the shooting line: its centre is 100.0 mm from it",
        ],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"shot": {"place": {"x": 0.0, "y": -0.205}, "velocity": {"x": 0, "y": 1}, "spin": 500}}]}"#,
        None,
        &[
            "the puck at (0.0000, -0.2050) does not touch the shooting line: its centre is 100.0 mm from it",
        ],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"shot": {"report": {"shooter": 5, "finals": [{"id": 5, "place": "Ditch"}]}}}]}"#,
        None,
        &["the report's shot puck is 5, but seat 0's next puck is 0"],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"shot": {"report": {"finals": [{"id": 0, "place": "Ditch"}, {"id": 0, "place": "Ditch"}]}}}]}"#,
        None,
        &["the report lists puck 0 twice"],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"shot": {"report": {"finals": [{"id": 0, "place": "Ditch"}, {"id": 7, "place": "Ditch"}]}}}]}"#,
        None,
        &["the report has puck 7, which is not in play"],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"shot": {"report": {"finals": [{"id": 0, "place": "Ditch"}], "contacts": [{"disc": 0, "other": 9}]}}}]}"#,
        None,
        &["the report has a contact with puck 9, which is not in play"],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"shot": {"report": {"finals": [{"id": 0, "place": "Ditch"}], "happenings": [{"disc": 9, "what": "Ditch"}]}}}]}"#,
        None,
        &["the report has puck 9 leaving the surface, but it is not in play"],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"shot": {"report": {"finals": [{"id": 0, "place": "Board", "pos": {"x": 2, "y": 0}}]}}}]}"#,
        None,
        &["puck 0 at (2, 0) is off the playing surface"],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"shot": {"report": {"finals": [{"id": 0, "place": "Board"}]}}}]}"#,
        None,
        &["puck 0 is Board and needs a \"pos\""],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"shot": {"report": {"finals": [{"id": 0, "place": {"OnPost": 12}}]}}}]}"#,
        Some(
            "the scenario does not hold what it should (Json Deserialize error: Unexpected token U64(12) expected [ , line:1 col:152)",
        ),
        &[],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"shot": {}}]}"#,
        None,
        &["a shot needs a \"report\", or a \"place\" and \"velocity\" to simulate"],
    ),
    (
        r#"{"game": "crokinole", "start": {"table": "TwoPlayers", "first_shooter": 0}, "steps": [{"go_first": true, "shot": {}}]}"#,
        None,
        &["a step is exactly one of \"toss\", \"go_first\" or \"shot\""],
    ),
    (
        r#"{"game": "pitchnut", "start": {"options": {"players": 3}}, "steps": [{"next_game": true}]}"#,
        Some("bad start: 3 players: pitchnut is for 2 players or 4 (two teams of partners)"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"to_play": 1}, "steps": [{"next_game": true}]}"#,
        Some("bad start: to play: seat 1 is not playing"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"breaker": 3}, "steps": [{"next_game": true}]}"#,
        Some("bad start: the breaker: seat 3 is not playing"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"last_shooter": 1}, "steps": [{"next_game": true}]}"#,
        Some("bad start: the last shooter: seat 1 is not playing"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"moved": [{"id": 50, "pos": {"x": 0, "y": 0}}]}, "steps": [{"next_game": true}]}"#,
        Some("bad start: moved piece 50 is not on the board"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"board": [{"id": 30, "pos": {"x": 0, "y": 0}}]}, "steps": [{"next_game": true}]}"#,
        Some("bad start: piece 30 does not exist (pieces are 0 for the poison, 1..=20)"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"board": [{"id": 1, "pos": {"x": 0, "y": 0}}], "pocketed": [{"id": 1}]}, "steps": [{"next_game": true}]}"#,
        Some("bad start: piece 1 is in two places"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"board": [{"id": 1, "pos": {"x": 0, "y": 0}}]}, "steps": [{"next_game": true}]}"#,
        Some("bad start: piece 0 is missing: put it on the board or in a pocket"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"pocketed": [{"id": 1, "pocket": 7}]}, "steps": [{"next_game": true}]}"#,
        Some("bad start: piece 1 is in pocket 7; pockets are 0..=3"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"moved": [{"id": 1, "pos": {"x": 9, "y": 0}}]}, "steps": [{"next_game": true}]}"#,
        Some("bad start: piece 1 at (9.000, 0.000) is not on the field"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"moved": [{"id": 1, "pos": {"x": 0.01, "y": 0}}]}, "steps": [{"next_game": true}]}"#,
        Some("bad start: pieces 0 and 1 lie on top of each other"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"moved": [{"id": 1, "pos": {"x": 0.3, "y": 0.3}, "place": {"Stacked": 44}}]}, "steps": [{"next_game": true}]}"#,
        Some(
            "the scenario does not hold what it should (Json Deserialize error: Unexpected token U64(44) expected [ , line:1 col:105)",
        ),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"moved": [{"id": 1, "pos": {"x": 0.3, "y": 0.3}, "place": "Gutter"}]}, "steps": [{"next_game": true}]}"#,
        Some("bad start: piece 1 is Gutter: pieces in play lie flat or stacked"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"winner": 5, "pocketed": [{"id": 0}]}, "steps": [{"next_game": true}]}"#,
        Some("bad start: winner 5: teams are 0 and 1"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"winner": 1}, "steps": [{"next_game": true}]}"#,
        Some("bad start: a game with a winner has the poison in a pocket"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"pocketed": [{"id": 0}]}, "steps": [{"next_game": true}]}"#,
        Some("bad start: the poison is in a pocket, so the game is over: give the winner"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"team0_colour": "Black"}, "steps": [{"next_game": true}]}"#,
        Some("bad start: colours cannot be set while no piece is in a pocket"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"owed": [1]}, "steps": [{"next_game": true}]}"#,
        Some("bad start: owed must be two small counts, one per team"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"deferred": [1, 2, 3]}, "steps": [{"next_game": true}]}"#,
        Some("bad start: deferred must be two small counts, one per team"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {"extra_turns": 30}, "steps": [{"next_game": true}]}"#,
        Some("bad start: 30 extra turns is more than there are pieces"),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {}, "steps": [{"next_game": true}]}"#,
        None,
        &["the game is not over yet"],
    ),
    (
        r#"{"game": "pitchnut", "start": {}, "steps": [{"flick": {"pos": {"x": "NaN", "y": 0}, "velocity": {"x": 0, "y": 1}}}]}"#,
        Some(
            "the scenario does not hold what it should (Json Deserialize error: Unexpected token Str expected floating point , line:1 col:75)",
        ),
        &[],
    ),
    (
        r#"{"game": "pitchnut", "start": {}, "steps": [{"adjust": {"seat": 1, "piece": 3, "pos": {"x": 0, "y": 0}}}]}"#,
        None,
        &["seat 1 is not playing"],
    ),
    (
        r#"{"game": "pitchnut", "start": {}, "steps": [{"shot": {"shooter": "Board", "finals": [{"id": 3, "place": "Hole"}]}}]}"#,
        Some(
            "the scenario does not hold what it should (Json Deserialize error: Unexpected token Str expected unsigned integer , line:1 col:74)",
        ),
        &[],
    ),
];

fn run(text: &str) -> Result<String, String> {
    if text.contains("\"game\": \"pitchnut\"") {
        pitchnut::run_scenario(text)
    } else {
        crokinole::run_scenario(text)
    }
}

#[test]
fn every_refusal_reads_as_it_did() {
    assert!(CASES.len() > 50, "{} cases", CASES.len());
    for (text, start, steps) in CASES {
        match (run(text), start) {
            (Err(got), Some(want)) => assert_eq!(&got, want, "{text}"),
            (Ok(out), None) => {
                for want in *steps {
                    let quoted = format!(
                        "\"error\":{}",
                        nanoserde::SerJson::serialize_json(&want.to_string())
                    );
                    assert!(out.contains(&quoted), "{text}: {quoted} not in {out}");
                }
            }
            (got, want) => panic!("{text}: got {got:?}, expected the start refused with {want:?}"),
        }
    }
}
