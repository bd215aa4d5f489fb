//! `selfplay GAME LEVEL_A LEVEL_B N [--players 2|3|4|teams] [--rounds R]
//! [--games G] [--seed S]`: N complete matches between two AI levels, run
//! through the core's match driver as the game runs them. AiLevel A plays seat 0 (and its partner in
//! teams); B the other seats. Who starts alternates between matches.
//! Crokinole matches are R rounds (default 1; the side with more round wins
//! takes the match, equal is a draw); pitchnut matches go to the first team
//! to win G games (default 1), the loser of a game breaking the next.
//! Prints wins with 95 % intervals, decision times and any broken invariant.
//! `--records DIR` writes each match's record there (`crokinole-MMM.json`,
//! `pitchnut-MMM.json`), with the flicks each level meant, for `review` to
//! look at.

use crate::driven;
use crate::stats::{quantile, rate};
use flickwood_core::ai::{self, AiLevel, LevelParams};
use flickwood_core::crokinole::{self, Event, MatchFormat, TableKind};
use flickwood_core::game::{AdjustRight, Due, Match, Played};
use flickwood_core::pitchnut::{self, Options};
use flickwood_core::save::{Events, Player};
use flickwood_core::spec::Spec;
use std::time::Instant;

/// A pitchnut game longer than this is stopped and counted as unfinished.
const MAX_PITCHNUT_SHOTS: usize = 400;

#[derive(Default)]
struct Tally {
    a_wins: usize,
    b_wins: usize,
    draws: usize,
    /// Decision times (s) of level A and level B.
    times: [Vec<f64>; 2],
    broken: Vec<String>,
    shots: usize,
    /// How pitchnut games ended, with counts.
    ends: Vec<(String, usize)>,
    /// Pitchnut games played, and those won by the breaking team.
    games: usize,
    breaker_wins: usize,
    /// Returned pieces an AI could adjust, those it moved, and how long
    /// each adjusting decision took (s).
    adjustable: usize,
    adjusted: usize,
    adjust_times: Vec<f64>,
}

pub fn run(args: &[String]) -> Result<(), String> {
    let usage = "usage: selfplay GAME LEVEL_A LEVEL_B N [--players 2|3|4|teams] [--rounds R] [--seed S] [--records DIR]";
    let mut pos: Vec<&str> = Vec::new();
    let mut players = "2".to_string();
    let mut rounds = 1u32;
    let mut games = 1u8;
    let mut seed = 1u64;
    let mut records: Option<String> = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--players" => players = it.next().ok_or(usage)?.clone(),
            "--records" => records = Some(it.next().ok_or(usage)?.clone()),
            "--rounds" => {
                let v = it.next().ok_or(usage)?;
                rounds = v
                    .parse()
                    .map_err(|_| format!("not a number of rounds: {v}"))?;
            }
            "--games" => {
                let v = it.next().ok_or(usage)?;
                games = v
                    .parse()
                    .map_err(|_| format!("not a number of games: {v}"))?;
            }
            "--seed" => {
                let v = it.next().ok_or(usage)?;
                seed = v.parse().map_err(|_| format!("not a seed: {v}"))?;
            }
            other => pos.push(other),
        }
    }
    let [game, a, b, n] = pos[..] else {
        return Err(usage.into());
    };
    let a = Contender::parse(a)?;
    let b = Contender::parse(b)?;
    let n: usize = n
        .parse()
        .map_err(|_| format!("not a number of matches: {n}"))?;
    if n == 0 || rounds == 0 || games == 0 {
        return Err("need at least one match of at least one round or game".into());
    }
    let started = Instant::now();
    let tally = match game {
        "crokinole" => {
            let table = match players.as_str() {
                "2" => TableKind::TwoPlayers,
                "3" => TableKind::ThreePlayers,
                "4" => TableKind::FourSingles,
                "teams" => TableKind::FourTeams,
                p => return Err(format!("--players must be 2, 3, 4 or teams, not {p}")),
            };
            outln!(
                "crokinole, {table:?}, {n} matches of {rounds} round(s): {a} (seat 0{}) against {b}",
                if table == TableKind::FourTeams {
                    " and 2"
                } else {
                    ""
                }
            );
            crokinole_matches(table, (&a, &b), n, rounds, seed, records.as_deref())?
        }
        "pitchnut" => {
            let count: u8 = match players.as_str() {
                "2" => 2,
                "4" | "teams" => 4,
                p => return Err(format!("pitchnut is for 2 players or 4 (teams), not {p}")),
            };
            outln!(
                "pitchnut, {count} players, {n} matches (first to {games} game(s)): {a} (team 0) against {b} (team 1)"
            );
            pitchnut_matches(count, (&a, &b), n, games, seed, records.as_deref())?
        }
        g => return Err(format!("unknown game {g:?}: crokinole or pitchnut")),
    };
    print_tally(&tally, &a, &b, n, started.elapsed().as_secs_f64());
    Ok(())
}

/// A level as `selfplay` takes it: its name, `NAME:one-ply` for its hands
/// with the one-ply search alone, or `NAME:planner` for its hands with the
/// top level's planner (to measure the planner against the level as is).
struct Contender {
    name: String,
    params: LevelParams,
}

impl Contender {
    fn parse(s: &str) -> Result<Contender, String> {
        let (level, mode) = match s.split_once(':') {
            Some((l, m)) => (l, Some(m)),
            None => (s, None),
        };
        let level: AiLevel = level.parse()?;
        let params = level.params();
        let (params, mode) = match mode {
            None => (params, ""),
            Some("one-ply") => (params.one_ply(), ":one-ply"),
            Some("planner") => (params.planned(), ":planner"),
            Some(m) => return Err(format!("unknown level mode {m:?}: :one-ply or :planner")),
        };
        Ok(Contender {
            name: format!("{level}{mode}"),
            params,
        })
    }
}

impl core::fmt::Display for Contender {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.pad(&self.name)
    }
}

fn print_tally(t: &Tally, a: &Contender, b: &Contender, n: usize, secs: f64) {
    outln!("  {a} wins {:>4}  {}", t.a_wins, rate(t.a_wins, n));
    outln!("  {b} wins {:>4}  {}", t.b_wins, rate(t.b_wins, n));
    outln!("  draws or unfinished {}", t.draws);
    // A's share of decided matches, the figure the ladder compares.
    let decided = t.a_wins + t.b_wins;
    outln!(
        "  {a} share of decided matches: {}",
        rate(t.a_wins, decided)
    );
    for (level, times) in [(a, &t.times[0]), (b, &t.times[1])] {
        let mut s = times.clone();
        s.sort_by(|x, y| x.total_cmp(y));
        let mean = s.iter().sum::<f64>() / s.len().max(1) as f64;
        outln!(
            "  {level:<20} decisions {:5}  mean {:6.3} s  median {:6.3} s  p99 {:6.3} s",
            s.len(),
            mean,
            quantile(&s, 0.5),
            quantile(&s, 0.99)
        );
    }
    outln!("  shots {}  wall time {:.0} s", t.shots, secs);
    for (why, count) in &t.ends {
        outln!("  ended by {why}: {count}");
    }
    if t.games > 0 {
        outln!(
            "  the breaking team won {} of {} games: {}",
            t.breaker_wins,
            t.games,
            rate(t.breaker_wins, t.games)
        );
        let mut s = t.adjust_times.clone();
        s.sort_by(|x, y| x.total_cmp(y));
        outln!(
            "  returned pieces the AI could adjust: {}, moved: {}  (decisions {}, median {:.3} s, p99 {:.3} s)",
            t.adjustable,
            t.adjusted,
            s.len(),
            quantile(&s, 0.5),
            quantile(&s, 0.99)
        );
    }
    if t.broken.is_empty() {
        outln!("  invariants: none broken");
    } else {
        outln!("  invariants broken: {}", t.broken.len());
        for b in t.broken.iter().take(10) {
            outln!("    {b}");
        }
    }
}

/// The running count after match `m`, on stderr (long runs can be read
/// while they go, or cut short).
fn progress(t: &Tally, m: usize) {
    let ends: Vec<String> = t.ends.iter().map(|(w, n)| format!("{w}: {n}")).collect();
    eprintln!(
        "after {} matches: A {} B {} drawn {} (games {}, shots {}) {}",
        m + 1,
        t.a_wins,
        t.b_wins,
        t.draws,
        t.games,
        t.shots,
        ends.join("; ")
    );
}

fn crokinole_matches(
    table: TableKind,
    (a, b): (&Contender, &Contender),
    n: usize,
    rounds: u32,
    seed: u64,
    records: Option<&str>,
) -> Result<Tally, String> {
    let seats = driven::crokinole_seats(table)?;
    let mut t = Tally::default();
    for m in 0..n {
        // Alternate the hammer: A's seat 0 starts even matches.
        let first = if m % 2 == 0 { seats[0] } else { seats[1] };
        let mut game = driven::crokinole(table, MatchFormat::BestOfSeven, first)?;
        let a_side = game
            .crokinole()
            .map(|s| s.table().side_of(0))
            .ok_or("not a crokinole match")?;
        let sides = (a, b, a_side);
        let wins = crokinole_match(&mut t, &mut game, sides, m, rounds, seed)?;
        if let Some(dir) = records {
            let table = game
                .crokinole()
                .map(|s| *s.table())
                .ok_or("not a crokinole match")?;
            let name = |seat| {
                let c = if table.side_of(seat) == a_side { a } else { b };
                c.name.clone()
            };
            write_record(dir, "crokinole", m, &game, name)?;
        }
        let best = wins.iter().map(|w| w.1).max().unwrap_or(0);
        let leaders: Vec<crokinole::Side> =
            wins.iter().filter(|w| w.1 == best).map(|w| w.0).collect();
        match leaders[..] {
            [s] if s == a_side => t.a_wins += 1,
            [_] => t.b_wins += 1,
            _ => t.draws += 1,
        }
        progress(&t, m);
    }
    Ok(t)
}

/// Plays `rounds` rounds of match `m` (or until something breaks): the
/// round wins of each side. `sides` is A, B and A's side.
fn crokinole_match(
    t: &mut Tally,
    game: &mut Match,
    sides: (&Contender, &Contender, crokinole::Side),
    m: usize,
    rounds: u32,
    seed: u64,
) -> Result<Vec<(crokinole::Side, u32)>, String> {
    let (a, b, a_side) = sides;
    let spec = *game.spec();
    let mut wins: Vec<(crokinole::Side, u32)> = Vec::new();
    let mut played = 0;
    let mut shot_no = 0u64;
    while played < rounds {
        let Due::Shot { turn, .. } = game.due() else {
            break;
        };
        let Some(state) = game.crokinole() else {
            break;
        };
        let seat = turn.seat;
        let is_a = state.table().side_of(seat) == a_side;
        let level = if is_a { a } else { b };
        let clock = Instant::now();
        let d = ai::crokinole::choose_params(
            &spec,
            state,
            &level.params,
            seed ^ ((m as u64) << 20) ^ shot_no,
        )
        .map_err(|e| format!("match {m}: {e}"))?;
        t.times[usize::from(!is_a)].push(clock.elapsed().as_secs_f64());
        shot_no += 1;
        t.shots += 1;
        game.note_meant(d.intended_velocity, d.velocity);
        let shot = match driven::shoot_spun(game, d.place, d.velocity, d.spin, d.declare_twenty) {
            Ok(shot) => shot,
            Err(e) => {
                t.broken.push(format!("match {m}: {e}"));
                break;
            }
        };
        check_crokinole_shot(t, game, &shot, m);
        for e in crokinole_events(&shot.played.step.events) {
            if let Event::RoundOver { winner, .. } = e {
                played += 1;
                if let Some(w) = winner {
                    match wins.iter_mut().find(|x| x.0 == *w) {
                        Some(x) => x.1 += 1,
                        None => wins.push((*w, 1)),
                    }
                }
            }
        }
    }
    Ok(wins)
}

/// Writes match `m`'s record to `dir` as `GAME-MMM.json`, each seat named
/// by its level (`name`).
fn write_record(
    dir: &str,
    game_name: &str,
    m: usize,
    game: &Match,
    name: impl Fn(u8) -> String,
) -> Result<(), String> {
    let mut record = game.replay().record().clone();
    for s in &mut record.players {
        s.player = Player::Guest { name: name(s.seat) };
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {dir}: {e}"))?;
    let path = format!("{dir}/{game_name}-{m:03}.json");
    std::fs::write(&path, record.to_json()).map_err(|e| format!("cannot write {path}: {e}"))
}

/// The checks after a crokinole shot: the physics kept every puck, in
/// time, and the position keeps the engine's invariants.
fn check_crokinole_shot(t: &mut Tally, game: &Match, shot: &driven::Shot, m: usize) {
    if shot.report.timed_out {
        t.broken
            .push(format!("match {m}: a shot hit the time limit"));
    }
    if shot.report.finals.len() != shot.input.discs.len() + 1 {
        t.broken.push(format!("match {m}: the report lost a puck"));
    }
    if let Some(why) = game
        .crokinole()
        .and_then(|s| s.broken(&game.spec().crokinole))
    {
        t.broken.push(format!("match {m}: {why}"));
    }
}

fn crokinole_events(events: &Events) -> &[Event] {
    match events {
        Events::Crokinole(e) => e,
        Events::Pitchnut(_) => &[],
    }
}

fn pitchnut_matches(
    players: u8,
    (a, b): (&Contender, &Contender),
    n: usize,
    games_to_win: u8,
    seed: u64,
    records: Option<&str>,
) -> Result<Tally, String> {
    let mut t = Tally::default();
    for m in 0..n {
        // Alternate the first break between the teams; the loser of a game
        // breaks the next (the driver starts it).
        let breaker = if m % 2 == 0 {
            0
        } else if players == 4 {
            1
        } else {
            2
        };
        let options = Options {
            players,
            ..Options::default()
        };
        let setup = driven::pitchnut_setup(options, breaker);
        let mut game = driven::pitchnut(setup, games_to_win, Spec::STANDARD)?;
        pitchnut_match(&mut t, &mut game, (a, b), m, seed)?;
        if let Some(dir) = records {
            // Team 0 (A) is seat 0, and seat 2 with partners.
            let a_seat = |seat: u8| seat == 0 || (players == 4 && seat == 2);
            let name = |seat: u8| if a_seat(seat) { a } else { b }.name.clone();
            write_record(dir, "pitchnut", m, &game, name)?;
        }
        match game.winner() {
            Some(Some(0)) => t.a_wins += 1,
            Some(Some(_)) => t.b_wins += 1,
            _ => t.draws += 1,
        }
        progress(&t, m);
    }
    Ok(t)
}

/// Plays match `m` until a team has its games, a game runs too long or
/// something breaks.
fn pitchnut_match(
    t: &mut Tally,
    game: &mut Match,
    levels: (&Contender, &Contender),
    m: usize,
    seed: u64,
) -> Result<(), String> {
    let mut shots = 0u64;
    let mut game_shots = 0;
    let mut breaking_team = None;
    loop {
        match game.due() {
            Due::Retake { .. } => {
                if let Err(e) = driven::ai_retake(game) {
                    t.broken.push(format!("match {m}: {e}"));
                    break;
                }
            }
            Due::Shot { adjust, .. } => {
                // The right to adjust what the last shot returned, seeded
                // as that shot was.
                if let Some(right) = adjust {
                    let last = seed ^ shots.saturating_sub(1);
                    pitchnut_adjust(t, game, &right, levels, m, last ^ 0xAD);
                }
                if game_shots >= MAX_PITCHNUT_SHOTS {
                    break;
                }
                let Some(pm) = game.pitchnut() else {
                    break;
                };
                let breaking = *breaking_team.get_or_insert(pm.game.team_of(pm.game.breaker()));
                game_shots += 1;
                let Some(played) = pitchnut_shot(t, game, levels, m, seed ^ shots)? else {
                    break;
                };
                shots += 1;
                let Events::Pitchnut(events) = &played.step.events else {
                    break;
                };
                for e in events {
                    if let pitchnut::Event::GameOver { winner, .. } = e {
                        t.games += 1;
                        if *winner == breaking {
                            t.breaker_wins += 1;
                        }
                        game_shots = 0;
                        breaking_team = None;
                    }
                }
            }
            Due::Over { .. } | Due::Toss { .. } | Due::HiddenToss => break,
        }
    }
    Ok(())
}

/// An AI seat uses its right to adjust returned pieces, timed and counted.
fn pitchnut_adjust(
    t: &mut Tally,
    game: &mut Match,
    right: &AdjustRight,
    (a, b): (&Contender, &Contender),
    m: usize,
    seed: u64,
) {
    let params = |team: u8| if team == 0 { a.params } else { b.params };
    let clock = Instant::now();
    match driven::ai_adjust(game, right, params, seed) {
        Ok((could, did)) => {
            if could > 0 {
                t.adjust_times.push(clock.elapsed().as_secs_f64());
            }
            t.adjustable += could;
            t.adjusted += did;
        }
        Err(e) => t.broken.push(format!("match {m}: {e}")),
    }
}

/// One AI shot of a pitchnut game, checked; None when something broke.
fn pitchnut_shot(
    t: &mut Tally,
    game: &mut Match,
    (a, b): (&Contender, &Contender),
    m: usize,
    seed: u64,
) -> Result<Option<Played>, String> {
    let Some(pm) = game.pitchnut() else {
        return Ok(None);
    };
    let is_a = pm.game.team_of(pm.game.to_play()) == 0;
    let level = if is_a { a } else { b };
    let clock = Instant::now();
    let d = ai::pitchnut::choose_params(&pm.game, &level.params, seed ^ ((m as u64) << 20))
        .map_err(|e| format!("match {m}: {e}"))?;
    t.times[usize::from(!is_a)].push(clock.elapsed().as_secs_f64());
    t.shots += 1;
    game.note_meant(d.intended_velocity, d.velocity);
    let shot = match driven::shoot(game, d.pos, d.velocity, false) {
        Ok(shot) => shot,
        Err(e) => {
            t.broken.push(format!("match {m}: {e}"));
            return Ok(None);
        }
    };
    if shot.report.timed_out {
        t.broken
            .push(format!("match {m}: a shot hit the time limit"));
    }
    if let Events::Pitchnut(events) = &shot.played.step.events {
        for e in events {
            if let pitchnut::Event::GameOver { winner, why } = e {
                let by = if *winner == 0 { a } else { b };
                let why = format!("{why:?}, won by {by}");
                match t.ends.iter_mut().find(|x| x.0 == why) {
                    Some(x) => x.1 += 1,
                    None => t.ends.push((why, 1)),
                }
            }
        }
    }
    if let Some(why) = game.pitchnut().and_then(|pm| pm.game.broken()) {
        t.broken.push(format!("match {m}: {why}"));
    }
    Ok(Some(shot.played))
}
