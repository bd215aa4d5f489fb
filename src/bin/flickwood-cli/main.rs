//! `flickwood-cli`: the headless side of Flickwood.
//!
//!   flickwood-cli sim [FILE]      simulate one shot (JSON in, report JSON out; stdin without FILE)
//!   flickwood-cli bench [SHOTS] [DECISIONS] [LEVEL]   simulation throughput; AI decision times
//!   flickwood-cli corpus [--write | --write-ai]  checks the determinism corpora (or prints a new fixture)
//!   flickwood-cli rules FILE      run a rule scenario file; prints the result as JSON
//!   flickwood-cli record FILE     check and replay a match record; prints its summary
//!   flickwood-cli cmn FILE...     finished crokinole records as CMN 1.0 (one document, or a batch)
//!   flickwood-cli practice DRILL  the AI levels' make rates at a practice drill
//!   flickwood-cli hand ...        a looking player at the drills through the game's control
//!   flickwood-cli review RECORD   the Grandmaster's review of a record, shot by shot
//!   flickwood-cli chance RECORD...  fits the pitchnut review's chance to win to how games ended
//!   flickwood-cli resume [FILE]   resume a match in progress as the game does; times it
//!   flickwood-cli calibrate ...   the AI levels' open-20 make rates and pitchnut figures
//!   flickwood-cli selfplay ...    matches between two AI levels
//!   flickwood-cli soak N ...      N AI-against-AI matches per table, checked shot by shot

#[macro_use]
mod output;

mod bench;
mod calibrate;
mod chance;
mod cmn;
mod corpus;
mod driven;
mod hand;
mod practice;
mod record;
mod resume;
mod review;
mod rules;
mod selfplay;
mod sim;
mod soak;
mod stats;

use std::process::ExitCode;

const USAGE: &str = "usage:
  flickwood-cli sim [FILE]       simulate a shot described in FILE (or stdin); prints the report as JSON
  flickwood-cli bench [SHOTS] [DECISIONS] [LEVEL]
                                 prints simulation throughput (shots per second on one core), then
                                 each AI level's decision time over DECISIONS positions (default 20)
  flickwood-cli corpus [--write | --write-ai]
                                 checks the determinism corpora against tests/fixtures/physics-corpus.txt
                                 and ai-corpus.txt (built in); --write and --write-ai print the fixture
                                 this build gives instead
  flickwood-cli rules FILE       runs a rule scenario file (tests/scenarios/*/); prints the result as JSON
  flickwood-cli record FILE      checks and replays a match record (tests/records/*.json); prints its summary
  flickwood-cli cmn FILE... [--batch]
                                 a finished crokinole record as Crokinole Match Notation (CMN 1.0); several
                                 files, a records.json or --batch: one CMN batch of every crokinole match
  flickwood-cli practice DRILL [ATTEMPTS] [--level L] [--seed S]
                                 each AI level's make rate (95 % interval) at a practice drill, decided
                                 and shot as in a match, judged as in practice (default 100 attempts)
  flickwood-cli hand [TRIALS] [--sigma MM,MM,..] [--slip MM] [--drill open20|takeout|cut]
                   [--aids default|easy] [--screens] [--seed S]
                                 a looking player (fingertip error sigma, lift-off slip) plays the drills
                                 through the game's aim-and-pull control under each setting of aids;
                                 make rates with 95 % intervals beside the AI levels, then the line
                                 'skill: novice N % average A % expert E %'; --screens: a blind finger
                                 on phones and tablets (every seat)
  flickwood-cli review RECORD [--every-seat | --seat N] [--plays N]
                                 the Grandmaster's review of a record: each person's shot
                                 (every seat's, or one seat's) beside the Grandmaster's, valued over N
                                 paired plays with its hand (default 64), the loss split into choice and
                                 execution; the costliest three, a line per player, then the line
                                 'review: S shots reviewed, mean loss L, costliest C' (crokinole in
                                 points; pitchnut in points of the chance, in %, to win the game)
  flickwood-cli chance RECORD...  fits the pitchnut review's chance to win a game to how the
                                 records' games ended; prints the fit and predicted against won
  flickwood-cli resume [FILE] [--runs R] [--write OUT]
                                 resumes a match in progress as the game does (FILE, or a 200-move
                                 benchmark match); prints its shots, simulations and median time
  flickwood-cli calibrate [ATTEMPTS] [--pitchnut-shots N] [--breaks N] [--scan]
                                 each AI level's open-20 make rate (95 % interval) and pitchnut
                                 own-piece and scratch rates; --scan: make rate over a noise grid
  flickwood-cli selfplay GAME LEVEL_A LEVEL_B N [--players 2|3|4|teams] [--rounds R] [--games G] [--seed S]
                                 N matches between two levels (crokinole: R rounds, default 1;
                                 pitchnut: first to G games, default 1): wins with 95 % intervals,
                                 decision times, broken invariants
  flickwood-cli soak N [--level L] [--seed S] [--table NAME]
                                 N complete AI-against-AI matches on each of the 12 tables, checked
                                 after every shot; prints finished, unfinished, panics and broken
                                 invariants per table; exit status 1 if any are not zero";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("sim") => sim::run(args.get(1).map(String::as_str)),
        Some("bench") => bench::run(
            args.get(1).map(String::as_str),
            args.get(2).map(String::as_str),
            args.get(3).map(String::as_str),
        ),
        Some("corpus") => corpus::run(args.get(1).map(String::as_str)),
        Some("record") => record::run(args.get(1).map(String::as_str)),
        Some("resume") => resume::run(&args[1..]),
        Some("review") => review::run(&args[1..]),
        Some("chance") => chance::run(&args[1..]),
        Some("cmn") => cmn::run(&args[1..]),
        Some("practice") => practice::run(&args[1..]),
        Some("hand") => hand::run(&args[1..]),
        Some("calibrate") => calibrate::run(&args[1..]),
        Some("selfplay") => selfplay::run(&args[1..]),
        Some("-h" | "--help" | "help") => {
            outln!("{USAGE}");
            Ok(())
        }
        // 0 passed, 1 failed or a step refused, 2 a file that cannot be run.
        // 0 every match finished cleanly, 1 not.
        Some("soak") => match soak::run(&args[1..]) {
            Ok(status) => return ExitCode::from(status),
            Err(message) => Err(message),
        },
        Some("rules") => match rules::run(args.get(1).map(String::as_str)) {
            Ok(status) => return ExitCode::from(status),
            Err(message) => Err(message),
        },
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("flickwood-cli: {message}");
            ExitCode::from(2)
        }
    }
}

/// Reads FILE, or standard input for None or "-", refusing anything bigger
/// than any file of ours can be before reading it all.
pub fn read_input(path: Option<&str>) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let limit = flickwood_core::json::MAX_FILE_BYTES as u64 + 1;
    let mut bytes = Vec::new();
    let (name, read) = match path {
        None | Some("-") => (
            "standard input",
            std::io::stdin().take(limit).read_to_end(&mut bytes),
        ),
        Some(p) => (
            p,
            std::fs::File::open(p).and_then(|f| f.take(limit).read_to_end(&mut bytes)),
        ),
    };
    read.map_err(|e| format!("cannot read {name}: {e}"))?;
    Ok(bytes)
}
