//! `soak N [--level L] [--seed S] [--table NAME]`: N complete AI-against-AI
//! matches on each table (crokinole 2, 3, 4 singles and 4 teams; pitchnut
//! 2 and 4 players, American and Canadian alleys, beginner rules on and
//! off), run through the core's match driver as the game runs them, checking
//! after every shot that nothing was lost and that the position keeps its
//! engine's invariants (`crokinole::invariant`, `pitchnut::invariant`).
//! Prints per table the matches finished and unfinished, panics and broken
//! invariants; exits 1 if any of those three is not zero.
//!
//! A crokinole match is played to 1 point (points play: the first round
//! with a single leader ends it, a tied round plays on); a pitchnut match
//! is one game.

use crate::driven;
use flickwood_core::ai::{self, AiLevel};
use flickwood_core::crokinole::{MatchFormat, TableKind};
use flickwood_core::game::{Due, Match};
use flickwood_core::pitchnut::{self, Alleys, Options};
use flickwood_core::save::Events;
use flickwood_core::spec::Spec;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// Shots after which a match counts as unfinished (no real one comes close).
const MAX_SHOTS: usize = 2_000;

#[derive(Clone, Copy)]
enum Table {
    Crokinole(TableKind),
    Pitchnut(Options),
}

impl Table {
    fn name(self) -> String {
        match self {
            Table::Crokinole(k) => format!("crokinole-{k:?}"),
            Table::Pitchnut(o) => format!(
                "pitchnut-{}p-{:?}{}",
                o.players,
                o.alleys,
                if o.beginner { "-beginner" } else { "" }
            ),
        }
    }
}

fn tables() -> Vec<Table> {
    let mut t: Vec<Table> = [
        TableKind::TwoPlayers,
        TableKind::ThreePlayers,
        TableKind::FourSingles,
        TableKind::FourTeams,
    ]
    .into_iter()
    .map(Table::Crokinole)
    .collect();
    for players in [2, 4] {
        for alleys in [Alleys::American, Alleys::Canadian] {
            for beginner in [false, true] {
                t.push(Table::Pitchnut(Options {
                    players,
                    alleys,
                    beginner,
                }));
            }
        }
    }
    t
}

/// How the matches of one table went.
#[derive(Default)]
struct Count {
    finished: usize,
    unfinished: usize,
    panics: usize,
    /// Broken invariants and panics, then notes on unfinished matches.
    broken: Vec<String>,
    /// How many of `broken` are notes on unfinished matches.
    unfinished_notes: usize,
    shots: usize,
    /// Pieces reading 19 sent back to the centre (out of the shooter's reach).
    out_of_reach: usize,
    /// Beginners' re-takes the AI took (engine 6).
    retakes: usize,
}

pub fn run(args: &[String]) -> Result<u8, String> {
    let usage = "usage: soak N [--level L] [--seed S] [--table NAME]";
    let mut n = None;
    let mut level = AiLevel::Beginner;
    let mut seed = 1u64;
    let mut only: Option<String> = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--level" => level = it.next().ok_or(usage)?.parse()?,
            "--seed" => {
                let v = it.next().ok_or(usage)?;
                seed = v.parse().map_err(|_| format!("not a seed: {v}"))?;
            }
            "--table" => only = Some(it.next().ok_or(usage)?.clone()),
            v if n.is_none() => {
                n = Some(
                    v.parse::<usize>()
                        .map_err(|_| format!("not a number of matches: {v}"))?,
                )
            }
            _ => return Err(usage.into()),
        }
    }
    let n = n.filter(|&n| n > 0).ok_or(usage)?;
    let chosen: Vec<Table> = tables()
        .into_iter()
        .filter(|t| only.as_ref().is_none_or(|o| t.name() == *o))
        .collect();
    if chosen.is_empty() {
        let names: Vec<String> = tables().iter().map(|t| t.name()).collect();
        return Err(format!(
            "no table {only:?}; the tables: {}",
            names.join(", ")
        ));
    }
    outln!("soak: {n} matches per table, {level} against {level}, seed {seed}");
    let mut bad = 0;
    for table in chosen {
        bad += soak_table(table, n, level, seed);
    }
    outln!(
        "soak: {}",
        if bad == 0 {
            "every match finished; no panic, no broken invariant"
        } else {
            "FAILED"
        }
    );
    Ok(if bad == 0 { 0 } else { 1 })
}

/// Plays and prints one table's `n` matches: the number of unfinished
/// matches, panics and broken invariants.
fn soak_table(table: Table, n: usize, level: AiLevel, seed: u64) -> usize {
    let mut c = Count::default();
    for m in 0..n {
        let match_seed = seed ^ ((m as u64) << 24);
        let played = catch_unwind(AssertUnwindSafe(|| match table {
            Table::Crokinole(kind) => crokinole_match(kind, level, m, match_seed, &mut c),
            Table::Pitchnut(options) => pitchnut_match(options, level, m, match_seed, &mut c),
        }));
        match played {
            Ok(true) => c.finished += 1,
            Ok(false) => c.unfinished += 1,
            Err(payload) => {
                c.panics += 1;
                let what = payload
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| payload.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                c.broken.push(format!("match {m}: panicked: {what}"));
            }
        }
    }
    let broken = c.broken.len() - c.panics - c.unfinished_notes;
    outln!(
        "  {:<32} matches {n}  finished {}  unfinished {}  panics {}  broken invariants {}  shots {}  re-takes {}  out of reach {}",
        table.name(),
        c.finished,
        c.unfinished,
        c.panics,
        broken,
        c.shots,
        c.retakes,
        c.out_of_reach
    );
    for b in c.broken.iter().take(5) {
        outln!("    {b}");
    }
    c.unfinished + c.broken.len() - c.unfinished_notes
}

/// One crokinole match to 1 point; true when it ended by the rules.
fn crokinole_match(kind: TableKind, level: AiLevel, m: usize, seed: u64, c: &mut Count) -> bool {
    let format = MatchFormat::Target { points: 1 };
    let started = driven::crokinole_seats(kind)
        .and_then(|seats| driven::crokinole(kind, format, seats[m % seats.len()]));
    let mut game = match started {
        Ok(g) => g,
        Err(e) => {
            c.broken.push(format!("match {m}: no match: {e}"));
            return false;
        }
    };
    for shot in 0..MAX_SHOTS {
        match game.due() {
            Due::Over { .. } => return true,
            Due::Shot { .. } => {}
            due => {
                c.broken
                    .push(format!("match {m}: waits for {due:?}, not a shot"));
                return false;
            }
        }
        let Some(state) = game.crokinole() else {
            return false;
        };
        let d = match ai::crokinole::choose(state, level, seed ^ shot as u64) {
            Ok(d) => d,
            Err(e) => {
                c.broken.push(format!("match {m}: the AI failed: {e}"));
                return false;
            }
        };
        c.shots += 1;
        let played =
            match driven::shoot_spun(&mut game, d.place, d.velocity, d.spin, d.declare_twenty) {
                Ok(p) => p,
                Err(e) => {
                    c.broken.push(format!("match {m}: {e}"));
                    return false;
                }
            };
        if played.report.finals.len() != played.input.discs.len() + 1 {
            c.broken.push(format!("match {m}: the report lost a puck"));
        }
        let broken = game
            .crokinole()
            .and_then(|s| s.broken(&game.spec().crokinole));
        if let Some(why) = broken {
            c.broken.push(format!("match {m}, shot {shot}: {why}"));
            return false;
        }
    }
    let over = game.winner().is_some();
    if !over {
        let round = game.crokinole().map_or(0, |s| s.round());
        c.broken.push(format!(
            "match {m}: unfinished after {MAX_SHOTS} shots, round {round}"
        ));
        c.unfinished_notes += 1;
    }
    over
}

/// One pitchnut game; true when it ended with a winner.
fn pitchnut_match(options: Options, level: AiLevel, m: usize, seed: u64, c: &mut Count) -> bool {
    let breaker = if m % 2 == 0 {
        0
    } else if options.players == 4 {
        1
    } else {
        2
    };
    let setup = driven::pitchnut_setup(options, breaker);
    let mut game = match driven::pitchnut(setup, 1, Spec::STANDARD) {
        Ok(g) => g,
        Err(e) => {
            c.broken.push(format!("match {m}: no game: {e}"));
            return false;
        }
    };
    // Shots played; a match waits for shots, re-take choices and the end.
    let mut shot = 0usize;
    loop {
        let due = game.due();
        // The shot just played (its index).
        let last = shot.saturating_sub(1);
        // Each shot's position is checked once its re-take is answered.
        if shot > 0
            && !matches!(due, Due::Retake { .. })
            && let Some(why) = game.pitchnut().and_then(|pm| pm.game.broken())
        {
            c.broken.push(format!("match {m}, shot {last}: {why}"));
            return false;
        }
        match due {
            Due::Over { winner } => return winner.is_some(),
            Due::Retake { .. } => match driven::ai_retake(&mut game) {
                Ok(again) => c.retakes += usize::from(again),
                Err(e) => {
                    c.broken.push(format!("match {m}, shot {last}: {e}"));
                    return false;
                }
            },
            Due::Shot { adjust, .. } => {
                // The right to adjust what the last shot returned, seeded
                // as that shot was.
                if let Some(right) = adjust {
                    let params = |_| level.params();
                    let seed = seed ^ last as u64;
                    if let Err(e) = driven::ai_adjust(&mut game, &right, params, seed) {
                        c.broken.push(format!("match {m}, shot {last}: {e}"));
                        return false;
                    }
                }
                if shot == MAX_SHOTS {
                    break;
                }
                if !pitchnut_shot(&mut game, level, m, seed ^ shot as u64, c) {
                    return false;
                }
                shot += 1;
            }
            due => {
                c.broken.push(format!("match {m}: waits for {due:?}"));
                return false;
            }
        }
    }
    unfinished_pitchnut(&game, m, c)
}

/// One AI shot of a pitchnut game, counted; false when it broke.
fn pitchnut_shot(game: &mut Match, level: AiLevel, m: usize, seed: u64, c: &mut Count) -> bool {
    let Some(pm) = game.pitchnut() else {
        return false;
    };
    let d = match ai::pitchnut::choose(&pm.game, level, seed) {
        Ok(d) => d,
        Err(e) => {
            c.broken.push(format!("match {m}: the AI failed: {e}"));
            return false;
        }
    };
    c.shots += 1;
    let played = match driven::shoot(game, d.pos, d.velocity, false) {
        Ok(played) => played,
        Err(e) => {
            c.broken.push(format!("match {m}: {e}"));
            return false;
        }
    };
    if let Events::Pitchnut(events) = &played.played.step.events {
        c.out_of_reach += events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    pitchnut::Event::ReturnedToCentre {
                        why: pitchnut::ReturnReason::OutOfReach,
                        ..
                    }
                )
            })
            .count();
    }
    true
}

/// A game still going after `MAX_SHOTS` shots, noted (false); true if it
/// ended after all.
fn unfinished_pitchnut(game: &Match, m: usize, c: &mut Count) -> bool {
    let Some(pm) = game.pitchnut() else {
        return false;
    };
    let g = &pm.game;
    if !g.is_over() {
        c.broken.push(format!(
            "match {m}: unfinished after {MAX_SHOTS} shots: {} discs on the board, {} pocketed, seat {} to play",
            g.board().len(),
            g.pockets().len(),
            g.to_play()
        ));
        c.unfinished_notes += 1;
    }
    g.is_over() && g.winner().is_some()
}
