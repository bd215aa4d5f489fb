//! The save itself: two versioned JSON files behind a `Storage`.
//!
//! - `flickwood.json` (`SaveData`): profiles, stats and the match in
//!   progress; written after every move, so it stays small.
//! - `records.json` (`RecordShelf`): the last `MAX_RECORDS` finished
//!   matches; written when a match ends or a record is imported.
//!
//! Loading never fails: a file that cannot be read is set aside (renamed,
//! not deleted), the backup is tried, and what could not be saved from
//! either becomes a plain-words notice for the shell to show once. A bad
//! record among good ones is set aside alone.

// nanoserde's DeJson derive (0.2) expands optional fields into code that
// clippy's question_mark lint flags; the lint is about generated code only.
#![allow(clippy::question_mark)]

use super::error::SaveError;
use super::finish::FinishError;
use super::practice_log::{PracticeLog, PracticeResult};
use super::prefs::Prefs;
use super::profile::{Player, Profile, ProfileId, Profiles, Rgb};
use super::record::MatchRecord;
use super::replay::Replay;
use super::resume::Restoring;
use super::stats::{Against, Stats, StatsEntry, Tally};
use super::storage::{Copy, Storage};
use super::validate::{array_items, check_json};
use super::verify::verify;
use crate::spec::BoardKind;
use nanoserde::{DeJson, SerJson};

pub const SAVE_FILE: &str = "flickwood.json";
pub const RECORDS_FILE: &str = "records.json";
/// The save format written now. 1 was the first format (see `SaveV1`).
pub const SAVE_VERSION: u32 = 2;
pub const RECORDS_VERSION: u32 = 1;
/// Finished matches kept; older ones are dropped (their stats stay).
pub const MAX_RECORDS: usize = 200;

/// Reads checked JSON text into `T` (see `crate::json::parse_checked`).
pub(crate) fn parse<T: DeJson>(text: &str, what: &str) -> Result<T, SaveError> {
    Ok(crate::json::parse_checked(text, what)?)
}

#[derive(DeJson)]
struct VersionOnly {
    version: u32,
}

fn version_of(text: &str, what: &str, newest: u32) -> Result<u32, SaveError> {
    let v: VersionOnly = parse(text, what)?;
    if v.version > newest {
        return Err(SaveError::new(format!(
            "the {what} was made by a newer version of Flickwood (format {}, this one reads up to {newest})",
            v.version
        )));
    }
    if v.version == 0 {
        return Err(SaveError::new(format!("the {what} has no format version")));
    }
    Ok(v.version)
}

/// Profiles, stats and the match in progress.
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct SaveData {
    pub version: u32,
    #[nserde(default)]
    pub profiles: Profiles,
    #[nserde(default)]
    pub stats: Stats,
    #[nserde(default)]
    pub prefs: Prefs,
    /// Practice sessions per player (empty in saves made before practice).
    #[nserde(default)]
    pub practice: PracticeLog,
    /// The match in progress, as an unfinished record.
    pub resume: Option<MatchRecord>,
}

impl Default for SaveData {
    fn default() -> Self {
        SaveData {
            version: SAVE_VERSION,
            profiles: Profiles {
                list: Vec::new(),
                next_id: 1,
            },
            stats: Stats::default(),
            prefs: Prefs::default(),
            practice: PracticeLog::default(),
            resume: None,
        }
    }
}

/// The first save format: players without ids, colours by name, and a
/// crokinole win/loss count each.
#[derive(DeJson)]
pub struct SaveV1 {
    #[nserde(default)]
    pub players: Vec<PlayerV1>,
}

#[derive(DeJson)]
pub struct PlayerV1 {
    pub name: String,
    #[nserde(default)]
    pub colour: String,
    #[nserde(default)]
    pub wins: u32,
    #[nserde(default)]
    pub losses: u32,
}

/// The named colours of format 1.
fn colour_by_name(name: &str) -> Rgb {
    match name.to_ascii_lowercase().as_str() {
        "black" => Rgb::new(30, 30, 30),
        "red" => Rgb::new(190, 40, 40),
        "green" => Rgb::new(40, 140, 60),
        "blue" => Rgb::new(40, 80, 190),
        "white" => Rgb::new(235, 230, 220),
        // "natural" and anything unknown: the colour of bare maple.
        _ => Rgb::new(222, 190, 140),
    }
}

/// Format 1 to 2: ids in file order, named colours to RGB, and the win/loss
/// counts become crokinole matches against people.
pub fn migrate_v1(v1: SaveV1) -> Result<SaveData, SaveError> {
    let mut data = SaveData::default();
    for p in v1.players {
        let id = data
            .profiles
            .add(&p.name, colour_by_name(&p.colour))
            .map_err(|e| e.context("a player of the old save"))?;
        if p.wins > 0 || p.losses > 0 {
            data.stats.entries.push(StatsEntry {
                profile: id,
                game: BoardKind::Crokinole,
                against: Against::People,
                tally: Tally {
                    matches_won: p.wins,
                    matches_lost: p.losses,
                    ..Tally::default()
                },
            });
        }
    }
    Ok(data)
}

impl SaveData {
    /// Reads a save file of any known format. A bad match in progress is
    /// not fatal: it comes back apart, with why, and the rest loads.
    pub fn from_json(bytes: &[u8]) -> Result<(SaveData, Option<SaveError>), SaveError> {
        let text = check_json(bytes)?;
        let mut data = match version_of(text, "save", SAVE_VERSION)? {
            1 => migrate_v1(parse(text, "save")?)?,
            _ => parse::<SaveData>(text, "save")?,
        };
        data.version = SAVE_VERSION;
        data.profiles.validate()?;
        // Bad settings are not worth refusing a save for: back to defaults.
        if data.prefs.validate().is_err() {
            data.prefs = Prefs::default();
        }
        let profiles = &data.profiles;
        data.stats.validate(|id| profiles.get(id).is_some())?;
        data.practice.keep_sound(|id| profiles.get(id).is_some());
        let mut bad_resume = None;
        if let Some(r) = &data.resume
            && let Err(e) = data.check_resume(r)
        {
            bad_resume = Some(e);
        }
        Ok((data, bad_resume))
    }

    fn check_resume(&self, r: &MatchRecord) -> Result<(), SaveError> {
        super::verify::check_start(r)?;
        if r.is_finished() {
            return Err(SaveError::new("the match to resume is already finished"));
        }
        for s in &r.players {
            if let Some(id) = s.player.profile()
                && self.profiles.get(id).is_none()
            {
                return Err(SaveError::new(format!(
                    "the match to resume has a player whose profile ({id}) is gone"
                )));
            }
        }
        Ok(())
    }

    pub fn to_json(&self) -> String {
        self.serialize_json()
    }
}

/// Items of a file that were refused: their text and why.
pub type BadItems = Vec<(String, SaveError)>;

/// The file of finished records.
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct RecordShelf {
    pub version: u32,
    pub records: Vec<MatchRecord>,
}

impl RecordShelf {
    /// Reads the shelf, record by record: the good ones, and each bad one's
    /// text with why it was refused.
    pub fn from_json(bytes: &[u8]) -> Result<(Vec<MatchRecord>, BadItems), SaveError> {
        let text = check_json(bytes)?;
        version_of(text, "match records file", RECORDS_VERSION)?;
        let items = array_items(text, "records")
            .ok_or_else(|| SaveError::new("the match records file has no list of records"))?;
        let mut good = Vec::new();
        let mut bad = Vec::new();
        for item in items {
            let read = parse::<MatchRecord>(item, "match record").and_then(|r| {
                super::verify::check_start(&r)?;
                if !r.is_finished() {
                    return Err(SaveError::new("a kept record must be of a finished match"));
                }
                Ok(r)
            });
            match read {
                Ok(r) => good.push(r),
                Err(e) => bad.push((item.to_string(), e)),
            }
        }
        let extra = good.len().saturating_sub(MAX_RECORDS);
        good.drain(..extra);
        Ok((good, bad))
    }
}

/// The save, loaded, with the storage it goes back to.
pub struct Store<S: Storage> {
    storage: S,
    data: SaveData,
    records: Vec<MatchRecord>,
    notices: Vec<String>,
}

impl<S: Storage> Store<S> {
    /// Loads whatever can be loaded; never fails. Problems become notices.
    pub fn open(storage: S) -> Store<S> {
        let mut store = Store {
            storage,
            data: SaveData::default(),
            records: Vec::new(),
            notices: Vec::new(),
        };
        if let Some((data, bad_resume)) =
            store.load(SAVE_FILE, "your saved game", SaveData::from_json)
        {
            store.data = data;
            if let Some(why) = bad_resume {
                let text = store
                    .data
                    .resume
                    .take()
                    .map(|r| r.to_json())
                    .unwrap_or_default();
                let aside = store.keep_aside(SAVE_FILE, &text);
                store.notices.push(format!(
                    "The match in progress could not be resumed ({why}).{aside} Everything else was loaded."
                ));
            }
        }
        if let Some((records, bad)) =
            store.load(RECORDS_FILE, "your match records", RecordShelf::from_json)
        {
            store.records = records;
            if !bad.is_empty() {
                let mut places = String::new();
                for (text, _) in &bad {
                    places += &store.keep_aside(RECORDS_FILE, text);
                }
                store.notices.push(format!(
                    "{} saved match record(s) could not be read ({}) and were left out.{places}",
                    bad.len(),
                    bad[0].1
                ));
            }
        }
        store
    }

    /// Reads `name`, falling back to its backup; sets aside each bad copy.
    fn load<T>(
        &mut self,
        name: &str,
        what: &str,
        decode: impl Fn(&[u8]) -> Result<T, SaveError>,
    ) -> Option<T> {
        let mut problem: Option<String> = None;
        for copy in [Copy::Main, Copy::Backup] {
            let bytes = match self.storage.read(name, copy) {
                Ok(Some(b)) => b,
                Ok(None) => continue,
                Err(e) => {
                    problem.get_or_insert_with(|| e.to_string());
                    continue;
                }
            };
            match decode(&bytes) {
                Ok(v) => {
                    if let Some(p) = problem {
                        self.notices.push(format!(
                            "{} could not be read ({p}); the previous copy was loaded instead.",
                            capitalised(what)
                        ));
                    }
                    return Some(v);
                }
                Err(e) => {
                    let aside = match self.storage.set_aside(name, copy) {
                        Ok(n) => format!(" It was kept as {n}."),
                        Err(e2) => format!(" It could not be moved aside either ({e2})."),
                    };
                    let line = format!("{e}.{aside}");
                    match &mut problem {
                        Some(p) => *p = format!("{p}; the backup too: {line}"),
                        None => problem = Some(line),
                    }
                }
            }
        }
        if let Some(p) = problem {
            self.notices.push(format!(
                "{} could not be read: {p} The game starts from what is left.",
                capitalised(what)
            ));
        }
        None
    }

    fn keep_aside(&mut self, name: &str, text: &str) -> String {
        match self.storage.keep_aside(name, text.as_bytes()) {
            Ok(n) => format!(" It was kept as {n}."),
            Err(e) => format!(" It could not be kept ({e})."),
        }
    }

    /// Messages for the player about what could not be loaded, each given
    /// once.
    pub fn take_notices(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notices)
    }

    pub fn data(&self) -> &SaveData {
        &self.data
    }

    pub fn profiles(&self) -> &Profiles {
        &self.data.profiles
    }

    /// Edit profiles, then `save`.
    pub fn profiles_mut(&mut self) -> &mut Profiles {
        &mut self.data.profiles
    }

    /// The player's settings: edit, then `save`.
    pub fn prefs_mut(&mut self) -> &mut Prefs {
        &mut self.data.prefs
    }

    pub fn stats(&self) -> &Stats {
        &self.data.stats
    }

    /// Finished matches, oldest first.
    pub fn records(&self) -> &[MatchRecord] {
        &self.records
    }

    pub fn storage(&self) -> &S {
        &self.storage
    }

    /// Removes a profile and its stats.
    pub fn remove_profile(&mut self, id: ProfileId) -> Result<Profile, SaveError> {
        let p = self.data.profiles.remove(id)?;
        self.data.stats.remove_profile(id);
        self.data.practice.remove_profile(id);
        if let Some(r) = &self.data.resume
            && r.players.iter().any(|s| s.player.profile() == Some(id))
        {
            self.data.resume = None;
        }
        self.save()?;
        Ok(p)
    }

    /// Writes profiles, stats and the match in progress.
    pub fn save(&mut self) -> Result<(), SaveError> {
        self.data.version = SAVE_VERSION;
        let text = self.data.to_json();
        self.storage.write(SAVE_FILE, text.as_bytes())
    }

    fn save_records(&mut self) -> Result<(), SaveError> {
        let shelf = RecordShelf {
            version: RECORDS_VERSION,
            records: std::mem::take(&mut self.records),
        };
        let text = shelf.serialize_json();
        self.records = shelf.records;
        self.storage.write(RECORDS_FILE, text.as_bytes())
    }

    /// Saves the match in progress (call after every move).
    pub fn save_resume(&mut self, replay: &Replay) -> Result<(), SaveError> {
        self.data.resume = Some(replay.record().clone());
        self.save()
    }

    pub fn has_resume(&self) -> bool {
        self.data.resume.is_some()
    }

    /// Rebuilds the match in progress by replaying its moves. A resume that
    /// does not replay is set aside with a notice, and None comes back.
    pub fn resume(&mut self) -> Option<Replay> {
        let mut restoring = self.start_resume()?;
        loop {
            match restoring.step() {
                Ok(true) => return Some(restoring.finish()),
                Ok(false) => {}
                Err(e) => {
                    self.resume_failed(&e);
                    return None;
                }
            }
        }
    }

    /// The match in progress, to be replayed a move at a time
    /// (`Restoring::step`; a failed step goes to `resume_failed`). None if
    /// there is none, or (set aside, with a notice) if it cannot start.
    pub fn start_resume(&mut self) -> Option<Restoring> {
        match Restoring::start(self.data.resume.as_ref()?) {
            Ok(r) => Some(r),
            Err(e) => {
                self.resume_failed(&e);
                None
            }
        }
    }

    /// The match in progress did not replay: it is kept aside with a
    /// notice, and there is no match to resume any more.
    pub fn resume_failed(&mut self, e: &SaveError) {
        let Some(record) = self.data.resume.take() else {
            return;
        };
        let aside = self.keep_aside(SAVE_FILE, &record.to_json());
        self.notices.push(format!(
            "The match in progress could not be resumed ({e}).{aside}"
        ));
        if let Err(e) = self.save() {
            self.notices
                .push(format!("The game could not be saved: {e}."));
        }
    }

    /// Drops the match in progress (abandoned).
    pub fn clear_resume(&mut self) -> Result<(), SaveError> {
        self.data.resume = None;
        self.save()
    }

    /// A match is over: its record joins the shelf (the oldest beyond
    /// `MAX_RECORDS` goes), its stats are counted, the resume is cleared.
    /// A seat whose profile is gone is refused first, with the match handed
    /// back and nothing changed.
    pub fn finish_match(&mut self, replay: Replay, now: u64) -> Result<MatchRecord, FinishError> {
        let gone = replay.record().players.iter().find_map(|s| {
            let id = s.player.profile()?;
            self.data.profiles.get(id).is_none().then_some((s.seat, id))
        });
        if let Some((seat, profile)) = gone {
            return Err(FinishError::ProfileGone {
                seat,
                profile,
                replay: Box::new(replay),
            });
        }
        let facts = replay.facts().clone();
        let record = replay.finish(now)?;
        self.data.stats.add_match(&record, &facts);
        self.data.resume = None;
        self.push_record(record.clone());
        self.save()?;
        self.save_records()?;
        Ok(record)
    }

    fn push_record(&mut self, record: MatchRecord) {
        self.records.push(record);
        let extra = self.records.len().saturating_sub(MAX_RECORDS);
        self.records.drain(..extra);
    }

    /// Practice sessions, every player's, oldest first.
    pub fn practice(&self) -> &PracticeLog {
        &self.data.practice
    }

    /// The stats: edit, then `save` (the shell's text tour draws made-up lines).
    pub fn stats_mut(&mut self) -> &mut Stats {
        &mut self.data.stats
    }

    /// The practice log: edit, then `save`.
    pub fn practice_mut(&mut self) -> &mut PracticeLog {
        &mut self.data.practice
    }

    /// Files a finished practice session and writes the save.
    pub fn add_practice(&mut self, result: PracticeResult) -> Result<(), SaveError> {
        if self.data.profiles.get(result.profile).is_none() {
            return Err(SaveError::new("practice for a player who is not here"));
        }
        self.data.practice.add(result);
        self.save()
    }

    /// A record as a file to share (JSON text).
    /// Keeps a finished review with record `index` (its moves must be the
    /// reviewed record's), so it is computed once. False if no such record.
    pub fn keep_review(
        &mut self,
        index: usize,
        moves: &[super::record::Move],
        lines: Vec<String>,
    ) -> Result<bool, SaveError> {
        match self.records.get_mut(index) {
            Some(r) if r.moves == moves => r.review = Some(lines),
            _ => return Ok(false),
        }
        self.save_records().map(|()| true)
    }

    pub fn export_record(&self, index: usize) -> Option<String> {
        self.records.get(index).map(MatchRecord::to_json)
    }

    /// Takes in a record someone shared: checked, replayed in full (it must
    /// reach its recorded result), its people made guests (their profile ids
    /// mean nothing here), and kept on the shelf. Stats are not touched.
    pub fn import_record(&mut self, bytes: &[u8]) -> Result<&MatchRecord, SaveError> {
        let mut record = MatchRecord::from_json(bytes)?;
        if !record.is_finished() {
            return Err(SaveError::new(
                "the record is of a match that is not finished",
            ));
        }
        verify(&record)?;
        for s in &mut record.players {
            if let Player::Person { name, .. } = &s.player {
                s.player = Player::Guest { name: name.clone() };
            }
        }
        self.push_record(record);
        self.save_records()?;
        self.records
            .last()
            .ok_or_else(|| SaveError::new("the record was lost"))
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}
