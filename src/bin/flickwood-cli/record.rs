//! `record FILE`: checks a match record (a shared file or one from the
//! save), replays every move through the physics and the rule engine, and
//! prints what the match was. Exits with an error if the record is damaged,
//! holds an illegal move, or does not replay to its recorded result.

use flickwood_core::save::{MatchRecord, Position, Replay, verify};

pub fn run(path: Option<&str>) -> Result<(), String> {
    let path = path.ok_or("record needs a record FILE")?;
    let bytes = crate::read_input(Some(path))?;
    let record = MatchRecord::from_json(&bytes).map_err(|e| format!("{path}: {e}"))?;
    let replay = verify(&record).map_err(|e| format!("{path}: {e}"))?;
    out!("{}", summary(&record, &replay));
    Ok(())
}

fn summary(record: &MatchRecord, replay: &Replay) -> String {
    let mut out = format!("game: {:?}\n", record.game);
    for s in &record.players {
        out += &format!("seat {}: {}\n", s.seat, s.player.name());
    }
    let shots: u32 = replay.facts().seats.iter().map(|s| s.shots).sum();
    out += &format!(
        "moves: {} ({} shots), replayed: all\n",
        record.moves.len(),
        shots
    );
    match &record.outcome {
        Some(o) => {
            let unit = match replay.position() {
                Position::Crokinole(_) => "rounds",
                Position::Pitchnut(_) => "games",
            };
            for side in &o.sides {
                out += &format!(
                    "side {}: {} {unit} won, {} points\n",
                    side.side, side.rounds_won, side.points
                );
            }
            match o.winner {
                Some(w) => out += &format!("winner: side {w}\n"),
                None => out += "winner: none (a draw)\n",
            }
            out += &format!("final position {} matches the record\n", o.final_state);
        }
        None => {
            out += &format!(
                "unfinished: {}\n",
                if replay.is_over() {
                    "the moves end the match, but no result is recorded"
                } else {
                    "the match is in progress"
                }
            );
        }
    }
    for s in &replay.facts().seats {
        out += &format!(
            "seat {} (side {}): {} shots, {} twenties, {} fouls, {} sunk, {} scratches, open 20s {}/{}\n",
            s.seat,
            s.side,
            s.shots,
            s.twenties,
            s.fouls,
            s.sunk,
            s.scratches,
            s.open_twenty_made,
            s.open_twenty_tries
        );
    }
    out
}
