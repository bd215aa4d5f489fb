//! The save in the game: the store opened at start-up, the match in
//! progress written after every shot, finished matches filed, settings and
//! profiles kept in step, and notices for the player in plain words.
//!
//! Nothing here may stop the game: a write that fails gives one notice and
//! play goes on (the next write tries again).

use super::super::draw::glyphs::Font;
use super::super::platform::density::{screen_height, screen_width};
use super::super::words::record_words::{civil_date, describe};
use super::super::words::refusal_words::RefusalWords;
use super::super::words::text::{self, T, tr};
use super::banner;
#[cfg(not(target_arch = "wasm32"))]
use flickwood_core::save::FileStorage;
use flickwood_core::save::resume::Restoring;
use flickwood_core::save::{
    Language, MatchRecord, MemoryStorage, Prefs, Profiles, Replay, SaveError, Storage, Store,
};
use macroquad::prelude::*;
use std::path::PathBuf;

/// The store, whatever the storage behind it on this platform.
pub type AnyStore = Store<Box<dyn Storage>>;

pub struct Saves {
    pub store: AnyStore,
    /// The folder the save lives in (not on the web): exports and imports
    /// go in folders beside it.
    pub dir: Option<PathBuf>,
    /// Messages for the player, oldest first, until dismissed on the title.
    pub notices: Vec<String>,
    /// A line for the banner at the foot of any screen but the title, and
    /// when (`get_time`) it came.
    banner: Option<(String, f64)>,
    /// The last write failed: further failures add no notice until one works.
    failing: bool,
    /// The match on screen is over and filed: nothing more to save of it.
    filed: bool,
    /// The language of notices and banners, the player's as of the last frame.
    pub lang: Language,
    /// A screen changed the settings or the profiles since the last write.
    settings_changed: bool,
    /// The writer thread, where there is one (not on the web).
    #[cfg(not(target_arch = "wasm32"))]
    writer: Option<super::background::Handle>,
}

fn debug() -> bool {
    std::env::var_os("FLICKWOOD_DEBUG").is_some()
}

/// Seconds since 1970 from the platform's clock.
pub fn now_unix() -> u64 {
    let t = macroquad::miniquad::date::now();
    if t.is_finite() && t > 0.0 {
        t as u64
    } else {
        0
    }
}

/// Where this platform keeps the save, or why there is none.
#[cfg(target_arch = "wasm32")]
fn platform_storage(
    _dir: Option<PathBuf>,
) -> Result<(Box<dyn Storage>, Option<PathBuf>), SaveError> {
    Ok((
        Box::new(super::super::platform::web_storage::WebStorage),
        None,
    ))
}

/// The storage, its folder, and the writer thread's handle.
#[cfg(not(target_arch = "wasm32"))]
type Opened = (
    Box<dyn Storage>,
    Option<PathBuf>,
    Option<super::background::Handle>,
);

/// Files in the folder, written on the writer thread where one starts.
#[cfg(not(target_arch = "wasm32"))]
fn platform_storage(dir: Option<PathBuf>) -> Result<Opened, SaveError> {
    let dir = match dir {
        Some(d) => d,
        None => platform_dir()?,
    };
    let files = FileStorage::new(&dir)?;
    Ok(match super::background::start(files.clone()) {
        Ok((bg, handle)) => (Box::new(bg), Some(dir), Some(handle)),
        Err(e) => {
            eprintln!("flickwood: {e}; saving on the game's thread");
            (Box::new(files), Some(dir), None)
        }
    })
}

#[cfg(all(not(target_arch = "wasm32"), not(target_os = "android")))]
fn platform_dir() -> Result<PathBuf, SaveError> {
    flickwood_core::save::data_dir()
        .ok_or_else(|| SaveError::new("this device has no folder for saved games"))
}

#[cfg(target_os = "android")]
fn platform_dir() -> Result<PathBuf, SaveError> {
    super::super::platform::android_dir::files_dir()
}

impl Saves {
    /// Opens the save in `dir` (for tests), else in this platform's place;
    /// if that fails, plays on with a save kept only in memory.
    pub fn open(dir: Option<PathBuf>) -> Saves {
        let mut notices = Vec::new();
        #[cfg(target_arch = "wasm32")]
        let opened = platform_storage(dir).map(|(s, d)| (s, d, ()));
        #[cfg(not(target_arch = "wasm32"))]
        let opened = platform_storage(dir);
        let (storage, dir, writer) = match opened {
            Ok(s) => s,
            Err(e) => {
                notices.push(text::cannot_save_here(
                    text::system_language(),
                    &e.to_string(),
                ));
                (
                    Box::new(MemoryStorage::default()) as Box<dyn Storage>,
                    None,
                    Default::default(),
                )
            }
        };
        #[cfg(target_arch = "wasm32")]
        let () = writer;
        let mut store = Store::open(storage);
        let lang = text::language(&store.data().prefs);
        notices.extend(store.take_notices());
        if debug() {
            for n in &notices {
                eprintln!("save: notice: {n}");
            }
            eprintln!(
                "save: opened {} with {} profile(s), {} record(s), resume {}",
                dir.as_ref()
                    .map_or("memory".into(), |d| d.display().to_string()),
                store.profiles().list.len(),
                store.records().len(),
                store.has_resume()
            );
        }
        Saves {
            store,
            dir,
            banner: None,
            notices,
            failing: false,
            filed: false,
            lang,
            settings_changed: false,
            #[cfg(not(target_arch = "wasm32"))]
            writer,
        }
    }

    /// Tells the player about a problem with their save: in the banner
    /// now, and on the title until they dismiss it.
    pub fn notify(&mut self, text: String) {
        if debug() {
            // The fault tests count these: each problem is told once.
            eprintln!("save: notice: {text}");
        }
        self.say(text.clone());
        self.notices.push(text);
    }

    /// The player has read the notices (OK on the title).
    pub fn dismiss_notices(&mut self) {
        if debug() {
            eprintln!("save: {} notice(s) dismissed", self.notices.len());
        }
        self.notices.clear();
    }

    /// Tells the player something for a few seconds (the banner).
    pub fn say(&mut self, text: String) {
        self.banner = Some((text, get_time()));
    }

    /// Takes the banner down now (the text tour, between screens).
    pub fn hush(&mut self) {
        self.banner = None;
    }

    /// Notes how a write went: the first failure in a row becomes a notice.
    pub fn written(&mut self, result: Result<(), SaveError>) {
        match result {
            Ok(()) => self.failing = false,
            Err(e) => {
                eprintln!("flickwood: saving failed: {e}");
                if !self.failing {
                    self.notify(text::save_failed(self.lang, &e.words(self.lang)));
                }
                self.failing = true;
            }
        }
    }

    /// Waits for the writer thread to finish what it was given (before the
    /// game exits), and notes how it went.
    pub fn flush(&mut self) {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(w) = &self.writer {
            w.flush();
        }
        self.collect();
    }

    /// How the writer thread's writes went.
    fn collect(&mut self) {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(w) = self.writer.clone() {
            for r in w.take_results() {
                self.written(r);
            }
        }
    }

    /// The player's settings: the store's own, borrowed.
    pub fn prefs(&self) -> &Prefs {
        &self.store.data().prefs
    }

    /// The named players: the store's own, borrowed.
    pub fn profiles(&self) -> &Profiles {
        self.store.profiles()
    }

    /// The settings to change; they are written at the end of the frame.
    pub fn prefs_mut(&mut self) -> &mut Prefs {
        self.settings_changed = true;
        self.store.prefs_mut()
    }

    /// The profiles to change; they are written at the end of the frame.
    pub fn profiles_mut(&mut self) -> &mut Profiles {
        self.settings_changed = true;
        self.store.profiles_mut()
    }

    /// End of a frame: writes the settings and profiles if a screen changed
    /// them, and collects the writer's results.
    pub fn sync(&mut self) {
        self.lang = text::language(self.prefs());
        self.collect();
        if std::mem::take(&mut self.settings_changed) {
            let r = self.timed("settings", |s| s.save());
            self.written(r);
        }
    }

    fn timed(
        &mut self,
        what: &str,
        f: impl FnOnce(&mut AnyStore) -> Result<(), SaveError>,
    ) -> Result<(), SaveError> {
        let t0 = get_time();
        let r = f(&mut self.store);
        if debug() {
            eprintln!("save: {what} in {:.1} ms", (get_time() - t0) * 1000.0);
        }
        r
    }

    /// A match is on screen from now (new, or resumed): it has not been
    /// filed yet.
    pub fn watch(&mut self, replay: &Replay) {
        if debug() {
            eprintln!(
                "save: watching {} moves at {}",
                replay.moves_played(),
                flickwood_core::save::fingerprint(replay.position())
            );
        }
        self.filed = false;
    }

    /// The match's record changed (a committed move, or a pause): the
    /// match in progress is saved, or, once it is over, filed with its
    /// stats and cleared, once.
    pub fn after_commit(&mut self, r: &Replay) {
        if self.filed {
            return;
        }
        if r.is_over() {
            self.filed = true;
            let replay = r.clone();
            let result = self.timed("finished match", |s| {
                s.finish_match(replay, now_unix())
                    .map(|_| ())
                    .map_err(SaveError::from)
            });
            self.written(result);
        } else if has_shots(r.record()) {
            let result = self.timed("match in progress", |s| s.save_resume(r));
            self.written(result);
        }
    }

    /// The match to resume, to replay a slice a frame
    /// (`shell/screens/resuming.rs`); None (with a notice) if it can't start.
    pub fn start_resume(&mut self) -> Option<Restoring> {
        let restoring = self.store.start_resume();
        self.take_store_notices();
        restoring
    }

    /// The match to resume did not replay: set aside, with a notice.
    pub fn resume_failed(&mut self, e: &SaveError) {
        self.store.resume_failed(e);
        self.take_store_notices();
    }

    fn take_store_notices(&mut self) {
        for n in self.store.take_notices() {
            self.notify(n);
        }
    }

    /// Writes record `index` where the player can find it; returns where.
    pub fn export(&mut self, index: usize) -> Result<String, SaveError> {
        let text = self
            .store
            .export_record(index)
            .ok_or_else(|| SaveError::new("that record is gone"))?;
        let name = export_name(&self.store.records()[index]);
        self.deliver(&name, &text)
    }

    /// Record `index` (crokinole) as a CMN 1.0 file; returns where.
    pub fn export_cmn(&mut self, index: usize) -> Result<String, SaveError> {
        let record = self
            .store
            .records()
            .get(index)
            .ok_or_else(|| SaveError::new("that record is gone"))?;
        let text = flickwood_core::export::cmn::document(record)?.to_json();
        let name = export_name(record).replace(".json", ".cmn.json");
        self.deliver(&name, &text)
    }

    /// Every crokinole record as one CMN 1.0 batch file; returns where.
    pub fn export_cmn_batch(&mut self) -> Result<String, SaveError> {
        let text = flickwood_core::export::cmn::batch(self.store.records())?.to_json();
        let (y, mo, d) = civil_date(now_unix());
        self.deliver(
            &format!("crokinole-{y:04}{mo:02}{d:02}-all.cmn.json"),
            &text,
        )
    }

    /// An exported file: a download on the web, else a file in the
    /// exports folder beside the save.
    fn deliver(&mut self, name: &str, text: &str) -> Result<String, SaveError> {
        #[cfg(target_arch = "wasm32")]
        {
            super::super::platform::web_storage::download(name, text);
            Ok(text::in_downloads(self.lang, name))
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let dir = self
                .dir
                .as_ref()
                .ok_or_else(|| SaveError::new("this device has no folder for files"))?
                .join("exports");
            std::fs::create_dir_all(&dir).map_err(|e| {
                SaveError::new(format!("cannot make the folder {}: {e}", dir.display()))
            })?;
            let path = dir.join(name);
            flickwood_core::save::atomic::write_atomic(&path, text.as_bytes())
                .map_err(|e| SaveError::new(format!("cannot write {}: {e}", path.display())))?;
            Ok(path.display().to_string())
        }
    }

    /// Takes in a shared record; what happened, in plain words.
    pub fn import(&mut self, from: &str, bytes: &[u8]) -> Result<String, String> {
        match self.store.import_record(bytes) {
            Ok(r) => Ok(text::imported(self.lang, &describe(self.lang, r))),
            Err(e) => Err(text::not_imported(self.lang, from, &e.words(self.lang))),
        }
    }

    /// Says how a batch of imports went, in one banner.
    fn say_imports(&mut self, results: Vec<Result<String, String>>) {
        let good = results.iter().filter(|r| r.is_ok()).count();
        let mut lines: Vec<String> = results.iter().filter_map(|r| r.clone().err()).collect();
        match good {
            0 => {}
            1 if lines.is_empty() => lines.extend(results.into_iter().filter_map(Result::ok)),
            n => lines.insert(0, text::imported_count(self.lang, n)),
        }
        if !lines.is_empty() {
            self.say(lines.join(" "));
        }
    }

    /// Files dropped on the window (desktop and web) and, on the web, files
    /// picked with Import: each imported, one banner for them all.
    pub fn import_waiting(&mut self) {
        let mut results = Vec::new();
        for file in get_dropped_files() {
            let from = file
                .path
                .as_ref()
                .and_then(|p| p.file_name())
                .map_or(tr(self.lang, T::DroppedFile).to_string(), |n| {
                    n.to_string_lossy().into_owned()
                });
            results.push(match file.bytes {
                Some(bytes) => self.import(&from, &bytes),
                None => Err(text::not_read(self.lang, &from)),
            });
        }
        #[cfg(target_arch = "wasm32")]
        while let Some((name, bytes)) = super::super::platform::web_storage::picked_file() {
            results.push(self.import(&name, &bytes));
        }
        self.say_imports(results);
    }

    /// Records in `<save folder>/imports/`: each is imported, then renamed
    /// `.imported` (or `.refused`) so it is taken only once. Returns how
    /// many came in.
    pub fn import_folder(&mut self) -> usize {
        let Some(dir) = self.dir.as_ref().map(|d| d.join("imports")) else {
            return 0;
        };
        if let Err(e) = std::fs::create_dir_all(&dir) {
            self.say(text::folder_not_made(
                self.lang,
                &dir.display().to_string(),
                &e.to_string(),
            ));
            return 0;
        }
        let Ok(entries) = std::fs::read_dir(&dir) else {
            return 0;
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        files.sort();
        let mut results = Vec::new();
        for path in files {
            let name = path
                .file_name()
                .map_or(String::new(), |n| n.to_string_lossy().into_owned());
            let result = match read_limited(&path) {
                Ok(bytes) => self.import(&name, &bytes),
                Err(e) => Err(text::not_read_because(self.lang, &name, &e.to_string())),
            };
            let done = if result.is_ok() {
                "json.imported"
            } else {
                "json.refused"
            };
            let _ = std::fs::rename(&path, path.with_extension(done));
            results.push(result);
        }
        let taken = results.iter().filter(|r| r.is_ok()).count();
        self.say_imports(results);
        taken
    }

    /// The imports folder, to tell the player where to put files.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn imports_dir(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join("imports"))
    }

    /// Whether a banner is showing now (a screen may leave out what it
    /// would cover).
    pub fn banner_up(&self) -> bool {
        self.banner
            .as_ref()
            .is_some_and(|(_, at)| (0.0..7.0).contains(&(get_time() - at)))
    }

    /// A banner with the newest notice for a few seconds, on any screen
    /// but the title (which shows them all in a panel): in `bands`, the
    /// screen's free room for it, if it has some (`banner.rs`).
    pub fn draw_banner(&self, font: &Font, bands: &[Rect]) {
        let Some((text, at)) = &self.banner else {
            return;
        };
        if !self.banner_up() {
            return;
        }
        let alpha = (7.0 - (get_time() - at)).min(1.0) as f32;
        let (w, h) = (screen_width(), screen_height());
        banner::draw(&banner::place(text, font, w, h, bands), alpha, font);
    }
}

fn has_shots(record: &MatchRecord) -> bool {
    use flickwood_core::save::Move;
    record
        .moves
        .iter()
        .any(|m| matches!(m, Move::Shot { .. } | Move::Flick { .. }))
}

#[cfg(not(target_arch = "wasm32"))]
fn read_limited(path: &std::path::Path) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(flickwood_core::save::validate::MAX_FILE_BYTES as u64 + 1)
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

#[cfg(target_arch = "wasm32")]
fn read_limited(_: &std::path::Path) -> std::io::Result<Vec<u8>> {
    Err(std::io::Error::other("no files on the web"))
}

/// A file name for a record: game, date and time, players.
fn export_name(r: &MatchRecord) -> String {
    let game = match r.game {
        flickwood_core::spec::BoardKind::Crokinole => "crokinole",
        flickwood_core::spec::BoardKind::Pitchnut => "pitchnut",
    };
    let when = r.finished_at.unwrap_or(r.started_at);
    let (y, mo, d) = civil_date(when);
    let s = when % 86_400;
    let players: Vec<String> = r
        .players
        .iter()
        .map(|p| {
            p.player
                .name()
                .chars()
                .filter(|c| c.is_ascii_alphanumeric())
                .collect::<String>()
        })
        .filter(|n| !n.is_empty())
        .collect();
    format!(
        "{game}-{y:04}{mo:02}{d:02}-{:02}{:02}{:02}-{}.json",
        s / 3600,
        s / 60 % 60,
        s % 60,
        players.join("-")
    )
}
