//! CMN 1.0 export: every required field and its type checked against the
//! format's rules (read back with a JSON reader of this test's own, not the
//! writer's), and golden records turned into the golden CMN files.

use flickwood_core::export::cmn::{self, CmnDocument};
use flickwood_core::save::MatchRecord;
use nanoserde::DeJson;
use std::collections::BTreeMap;

/// A JSON value, read independently of nanoserde.
#[derive(Debug, Clone, PartialEq)]
enum Json {
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    Arr(Vec<Json>),
    Obj(BTreeMap<String, Json>),
}

struct Reader<'a> {
    b: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn ws(&mut self) {
        while self.at < self.b.len() && b" \n\r\t".contains(&self.b[self.at]) {
            self.at += 1;
        }
    }
    fn value(&mut self) -> Json {
        self.ws();
        match self.b[self.at] {
            b'{' => {
                self.at += 1;
                let mut m = BTreeMap::new();
                self.ws();
                if self.b[self.at] == b'}' {
                    self.at += 1;
                    return Json::Obj(m);
                }
                loop {
                    self.ws();
                    let Json::Str(k) = self.value() else {
                        panic!("a key at {}", self.at)
                    };
                    self.ws();
                    assert_eq!(self.b[self.at], b':');
                    self.at += 1;
                    let v = self.value();
                    assert!(m.insert(k.clone(), v).is_none(), "duplicate key {k}");
                    self.ws();
                    self.at += 1;
                    if self.b[self.at - 1] == b'}' {
                        return Json::Obj(m);
                    }
                }
            }
            b'[' => {
                self.at += 1;
                let mut v = Vec::new();
                self.ws();
                if self.b[self.at] == b']' {
                    self.at += 1;
                    return Json::Arr(v);
                }
                loop {
                    v.push(self.value());
                    self.ws();
                    self.at += 1;
                    if self.b[self.at - 1] == b']' {
                        return Json::Arr(v);
                    }
                }
            }
            b'"' => {
                self.at += 1;
                let start = self.at;
                while self.b[self.at] != b'"' {
                    assert_ne!(self.b[self.at], b'\\', "no escapes expected here");
                    self.at += 1;
                }
                self.at += 1;
                Json::Str(String::from_utf8(self.b[start..self.at - 1].to_vec()).unwrap())
            }
            b't' => self.word("true", Json::Bool(true)),
            b'f' => self.word("false", Json::Bool(false)),
            b'n' => self.word("null", Json::Null),
            _ => {
                let start = self.at;
                while self.at < self.b.len() && b"-+.eE0123456789".contains(&self.b[self.at]) {
                    self.at += 1;
                }
                let t = std::str::from_utf8(&self.b[start..self.at]).unwrap();
                Json::Num(t.parse().unwrap_or_else(|_| panic!("number {t}")))
            }
        }
    }
    fn word(&mut self, w: &str, v: Json) -> Json {
        assert!(self.b[self.at..].starts_with(w.as_bytes()));
        self.at += w.len();
        v
    }
}

fn read(text: &str) -> Json {
    let mut r = Reader {
        b: text.as_bytes(),
        at: 0,
    };
    let v = r.value();
    r.ws();
    assert_eq!(r.at, text.len(), "text after the document");
    v
}

fn obj<'a>(v: &'a Json, what: &str) -> &'a BTreeMap<String, Json> {
    match v {
        Json::Obj(m) => m,
        other => panic!("{what} must be an object, is {other:?}"),
    }
}

fn arr<'a>(v: &'a Json, what: &str) -> &'a [Json] {
    match v {
        Json::Arr(a) => a,
        other => panic!("{what} must be an array, is {other:?}"),
    }
}

fn string<'a>(v: &'a Json, what: &str) -> &'a str {
    match v {
        Json::Str(s) => s,
        other => panic!("{what} must be a string, is {other:?}"),
    }
}

fn count(v: &Json, what: &str) -> u64 {
    match v {
        Json::Num(n) if *n >= 0.0 && n.fract() == 0.0 => *n as u64,
        other => panic!("{what} must be a whole number >= 0, is {other:?}"),
    }
}

fn get<'a>(m: &'a BTreeMap<String, Json>, key: &str, what: &str) -> &'a Json {
    m.get(key)
        .unwrap_or_else(|| panic!("{what} lacks the required field {key:?}"))
}

/// A team index (0..teams) or, where allowed, null.
fn team_index(v: &Json, teams: usize, null_ok: bool, what: &str) {
    match v {
        Json::Null if null_ok => {}
        v => assert!(
            (count(v, what) as usize) < teams,
            "{what} {v:?} names no team"
        ),
    }
}

/// The CMN 1.0 rules for one match object with `teams_wanted` teams (2,
/// or 3..=4 under the free-for-all extension).
fn check_match(m: &Json, two_sided: bool) {
    let m = obj(m, "match");
    let date = string(get(m, "date", "match"), "date");
    // UTC, ISO 8601, ending in Z: YYYY-MM-DDTHH:MM:SSZ.
    let b = date.as_bytes();
    assert!(date.len() == 20 && date.ends_with('Z'), "date {date}");
    for (i, c) in b.iter().enumerate() {
        match i {
            4 | 7 => assert_eq!(*c, b'-', "date {date}"),
            10 => assert_eq!(*c, b'T', "date {date}"),
            13 | 16 => assert_eq!(*c, b':', "date {date}"),
            19 => {}
            _ => assert!(c.is_ascii_digit(), "date {date}"),
        }
    }
    let format = string(get(m, "format", "match"), "format");
    let teams = arr(get(m, "teams", "match"), "teams");
    if two_sided {
        assert!(
            format == "singles" || format == "doubles",
            "format {format}"
        );
        assert_eq!(teams.len(), 2, "a CMN match has exactly two teams");
    } else {
        assert_eq!(format, "free_for_all");
        assert!((3..=4).contains(&teams.len()));
    }
    for t in teams {
        let players = arr(get(obj(t, "team"), "players", "team"), "players");
        let want = if format == "doubles" { 2 } else { 1 };
        assert_eq!(players.len(), want, "players per team in {format}");
        for p in players {
            let name = string(get(obj(p, "player"), "name", "player"), "name");
            assert!(!name.is_empty());
        }
    }
    if let Some(gf) = m.get("gameFormat") {
        let gf = obj(gf, "gameFormat");
        match string(get(gf, "type", "gameFormat"), "type") {
            "fixed" => assert!(count(get(gf, "count", "gameFormat"), "count") > 0),
            "first_to" => assert!(count(get(gf, "target", "gameFormat"), "target") > 0),
            other => panic!("gameFormat type {other}"),
        }
    }
    let games = arr(get(m, "games", "match"), "games");
    assert!(!games.is_empty());
    for g in games {
        let g = obj(g, "game");
        team_index(get(g, "winner", "game"), teams.len(), true, "game winner");
        if let Some(h) = g.get("hammer") {
            team_index(h, teams.len(), false, "hammer");
        }
        for key in ["scores", "twenties"] {
            let v = arr(get(g, key, "game"), key);
            assert_eq!(v.len(), teams.len(), "{key}: one per team");
            for x in v {
                count(x, key);
            }
        }
    }
    team_index(get(m, "winner", "match"), teams.len(), true, "match winner");
}

fn check_document(v: &Json, two_sided: bool) {
    let d = obj(v, "document");
    assert_eq!(string(get(d, "cmn", "document"), "cmn"), "1.0");
    assert!(!string(get(d, "id", "document"), "id").is_empty());
    let source = obj(get(d, "source", "document"), "source");
    assert_eq!(string(get(source, "app", "source"), "app"), "Flickwood");
    string(get(source, "version", "source"), "version");
    if two_sided {
        check_match(get(d, "match", "document"), true);
        assert!(!d.contains_key(cmn::FREE_FOR_ALL_KEY));
    } else {
        assert!(
            !d.contains_key("match"),
            "a free-for-all is not a CMN match"
        );
        check_match(get(d, cmn::FREE_FOR_ALL_KEY, "document"), false);
    }
}

fn record(name: &str) -> MatchRecord {
    record_in("tests/records", name)
}

fn record_in(dir: &str, name: &str) -> MatchRecord {
    let path = format!("{}/{dir}/{name}.json", env!("CARGO_MANIFEST_DIR"));
    MatchRecord::from_json(&std::fs::read(&path).unwrap()).unwrap()
}

const CROKINOLE: [(&str, bool); 3] = [
    ("crokinole-two-players-best-of-seven", true),
    ("crokinole-teams-to-100", true),
    ("crokinole-three-players-tournament", false),
];

#[test]
fn every_required_field_has_its_type() {
    for (name, two_sided) in CROKINOLE {
        let doc = cmn::document(&record(name)).unwrap();
        check_document(&read(&doc.to_json()), two_sided);
    }
}

#[test]
fn the_rounds_add_up_to_the_recorded_result() {
    for (name, _) in CROKINOLE {
        let r = record(name);
        let doc = cmn::document(&r).unwrap();
        let m = doc.game().unwrap();
        let outcome = r.outcome.as_ref().unwrap();
        // Round wins per team, counted from the games, are the record's.
        for (team, side) in outcome.sides.iter().enumerate() {
            let won = m
                .games
                .iter()
                .filter(|g| g.winner == Some(team as u8))
                .count();
            assert_eq!(won as u32, side.rounds_won, "{name} team {team}");
        }
        let winner_team = outcome
            .winner
            .map(|w| outcome.sides.iter().position(|s| s.side == w).unwrap() as u8);
        assert_eq!(m.winner, winner_team, "{name}");
        // A round's winner has the top raw score; a tie has no winner.
        for g in &m.games {
            let top = *g.scores.iter().max().unwrap();
            let leaders = g.scores.iter().filter(|&&s| s == top).count();
            match g.winner {
                Some(w) => assert!(g.scores[w as usize] == top && leaders == 1, "{name} {g:?}"),
                None => assert!(leaders > 1, "{name} {g:?}"),
            }
        }
    }
}

#[test]
fn golden_records_give_the_golden_cmn_files() {
    // The goldens were written from the engine 4 corpus, kept as it was.
    for (name, _) in CROKINOLE {
        let doc = cmn::document(&record_in("tests/fixtures/records-engine-4", name)).unwrap();
        let path = format!(
            "{}/tests/fixtures/cmn/{name}.cmn.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let golden = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(
            doc.to_json(),
            golden.trim_end(),
            "{name}: the export changed"
        );
        // And the golden file reads back into the same document.
        let back = CmnDocument::deserialize_json(&golden).unwrap();
        assert_eq!(back, doc, "{name}");
    }
}

#[test]
fn a_batch_holds_every_crokinole_match_and_no_pitchnut() {
    let mut records: Vec<MatchRecord> = CROKINOLE.iter().map(|(n, _)| record(n)).collect();
    records.push(record("pitchnut-two-players"));
    let b = cmn::batch(&records).unwrap();
    let v = read(&b.to_json());
    let top = obj(&v, "batch");
    assert_eq!(get(top, "batch", "batch"), &Json::Bool(true));
    assert_eq!(string(get(top, "cmn", "batch"), "cmn"), "1.0");
    let matches = arr(get(top, "matches", "batch"), "matches");
    assert_eq!(matches.len(), 2);
    for m in matches {
        check_document(m, true);
    }
    let ffa = arr(get(top, cmn::FREE_FOR_ALL_KEY, "batch"), "free-for-all");
    assert_eq!(ffa.len(), 1);
    check_document(&ffa[0], false);
}

#[test]
fn unfinished_pitchnut_and_tampered_records_are_refused() {
    let p = record("pitchnut-two-players");
    assert!(
        cmn::document(&p)
            .unwrap_err()
            .to_string()
            .contains("crokinole")
    );
    let mut r = record(CROKINOLE[0].0);
    r.outcome = None;
    r.finished_at = None;
    assert!(
        cmn::document(&r)
            .unwrap_err()
            .to_string()
            .contains("not finished")
    );
    let mut r = record(CROKINOLE[0].0);
    r.outcome.as_mut().unwrap().winner = Some(0);
    assert!(
        cmn::document(&r)
            .unwrap_err()
            .to_string()
            .contains("does not replay")
    );
}

/// CMN 1.0 defines a game's `hammer` as "which team shot first (had the
/// hammer)": the team of each round's first shooter, found here from who
/// was to shoot as the replay reached each round's first shot.
#[test]
fn hammer_is_the_team_that_shot_first_in_each_round() {
    use flickwood_core::save::{Move, Position, Replay};
    for (name, two_sided) in CROKINOLE {
        if !two_sided {
            continue;
        }
        let r = record(name);
        let doc = cmn::document(&r).unwrap();
        let mut replay = Replay::new(r.clone()).unwrap();
        let mut first_teams = Vec::new();
        let mut round = None;
        for m in &r.moves {
            if let (Move::Shot { .. }, Position::Crokinole(s)) = (m, replay.position())
                && round != Some(s.round())
            {
                round = Some(s.round());
                let t = s.table();
                let side = t.side_of(s.to_shoot().unwrap());
                first_teams.push(t.sides().iter().position(|&x| x == side).unwrap() as u8);
            }
            replay.step().unwrap();
        }
        let hammers: Vec<Option<u8>> = doc.game().unwrap().games.iter().map(|g| g.hammer).collect();
        let want: Vec<Option<u8>> = first_teams.iter().map(|&t| Some(t)).collect();
        assert_eq!(hammers, want[..hammers.len()], "{name}");
        // The export's note says which meaning the field carries.
        let note = doc.game().unwrap().flickwood.hammer_note.as_deref();
        assert_eq!(note, Some(cmn::HAMMER_NOTE), "{name}");
        assert!(cmn::HAMMER_NOTE.contains("shot first") && cmn::HAMMER_NOTE.contains("last shot"));
    }
}
