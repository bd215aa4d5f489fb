//! Where saves live. The store talks to a `Storage`, so the same code runs
//! on a file system (desktop, Android, iOS), in memory (tests) and in the
//! browser: the web backend (localStorage through miniquad's JS bridge) is
//! shell work and implements this trait with keys for names.

use super::atomic;
use super::error::SaveError;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Which copy of a saved file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Copy {
    /// The current file.
    Main,
    /// The previous good copy, kept by every write.
    Backup,
}

/// Named blobs of bytes that survive restarts.
///
/// `write` must be crash-safe: after a crash at any moment, `read(Main)` gives
/// the old or the new bytes, never a mix, and the old bytes stay readable as
/// the `Backup`. A localStorage backend gets this from `setItem` being atomic:
/// copy the current item to `NAME.bak`, then set `NAME`.
pub trait Storage {
    /// The bytes of a copy, or None if there is none. A backend may stop
    /// reading one byte past `validate::MAX_FILE_BYTES`: that is enough to
    /// refuse the file.
    fn read(&self, name: &str, copy: Copy) -> Result<Option<Vec<u8>>, SaveError>;
    /// Replaces `name`; the copy it replaces becomes the backup.
    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), SaveError>;
    /// Moves a bad copy out of the way, keeping it under a new name (never
    /// deleting it); returns that name so a person can find it.
    fn set_aside(&mut self, name: &str, copy: Copy) -> Result<String, SaveError>;
    /// Keeps `bytes` (a bad part of a good file) under a new name next to
    /// `name`; returns that name.
    fn keep_aside(&mut self, name: &str, bytes: &[u8]) -> Result<String, SaveError>;
}

/// A store whose backend is chosen at run time (files, the browser, or
/// memory when neither works).
impl<T: Storage + ?Sized> Storage for Box<T> {
    fn read(&self, name: &str, copy: Copy) -> Result<Option<Vec<u8>>, SaveError> {
        (**self).read(name, copy)
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), SaveError> {
        (**self).write(name, bytes)
    }

    fn set_aside(&mut self, name: &str, copy: Copy) -> Result<String, SaveError> {
        (**self).set_aside(name, copy)
    }

    fn keep_aside(&mut self, name: &str, bytes: &[u8]) -> Result<String, SaveError> {
        (**self).keep_aside(name, bytes)
    }
}

/// Files in one directory.
#[derive(Clone, Debug)]
pub struct FileStorage {
    dir: PathBuf,
}

impl FileStorage {
    /// Saves in `dir`, created if missing.
    pub fn new(dir: impl Into<PathBuf>) -> Result<FileStorage, SaveError> {
        let dir = dir.into();
        std::fs::create_dir_all(&dir).map_err(|e| {
            SaveError::new(format!(
                "cannot make the save folder {}: {e}",
                dir.display()
            ))
        })?;
        Ok(FileStorage { dir })
    }

    /// The platform's data folder (see `data_dir`); None on Android and the
    /// web, where the shell gives the place.
    pub fn for_this_platform() -> Result<FileStorage, SaveError> {
        let dir = data_dir().ok_or_else(|| {
            SaveError::new("this platform has no data folder we know; the shell must give one")
        })?;
        FileStorage::new(dir)
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path(&self, name: &str, copy: Copy) -> PathBuf {
        let main = self.dir.join(name);
        match copy {
            Copy::Main => main,
            Copy::Backup => atomic::backup_path(&main),
        }
    }
}

fn io_error(what: &str, path: &Path, e: std::io::Error) -> SaveError {
    SaveError::new(format!("cannot {what} {}: {e}", path.display()))
}

impl Storage for FileStorage {
    fn read(&self, name: &str, copy: Copy) -> Result<Option<Vec<u8>>, SaveError> {
        use std::io::Read;
        let path = self.path(name, copy);
        let file = match std::fs::File::open(&path) {
            Ok(f) => f,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(io_error("read", &path, e)),
        };
        // One byte over the limit is enough to refuse a file: never read a
        // huge one into memory.
        let mut bytes = Vec::new();
        file.take(super::validate::MAX_FILE_BYTES as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| io_error("read", &path, e))?;
        Ok(Some(bytes))
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), SaveError> {
        let path = self.path(name, Copy::Main);
        atomic::write_atomic(&path, bytes).map_err(|e| io_error("write", &path, e))
    }

    fn set_aside(&mut self, name: &str, copy: Copy) -> Result<String, SaveError> {
        let path = self.path(name, copy);
        let aside = atomic::set_aside(&path).map_err(|e| io_error("move aside", &path, e))?;
        Ok(aside.display().to_string())
    }

    fn keep_aside(&mut self, name: &str, bytes: &[u8]) -> Result<String, SaveError> {
        let main = self.path(name, Copy::Main);
        for n in 1..10_000 {
            let aside = atomic::with_suffix(&main, &format!(".bad-part-{n}"));
            if !aside.exists() {
                atomic::write_atomic(&aside, bytes).map_err(|e| io_error("write", &aside, e))?;
                return Ok(aside.display().to_string());
            }
        }
        Err(SaveError::new("too many files set aside already"))
    }
}

/// Everything in memory: for tests, and a fallback when no folder works
/// (the game then plays on without saving between runs).
#[derive(Clone, Debug, Default)]
pub struct MemoryStorage {
    pub files: BTreeMap<String, Vec<u8>>,
}

impl MemoryStorage {
    fn key(name: &str, copy: Copy) -> String {
        match copy {
            Copy::Main => name.to_string(),
            Copy::Backup => format!("{name}.bak"),
        }
    }

    fn free_name(&self, base: &str) -> String {
        (1..)
            .map(|n| format!("{base}.bad-{n}"))
            .find(|k| !self.files.contains_key(k))
            .unwrap_or_default()
    }
}

impl Storage for MemoryStorage {
    fn read(&self, name: &str, copy: Copy) -> Result<Option<Vec<u8>>, SaveError> {
        Ok(self.files.get(&MemoryStorage::key(name, copy)).cloned())
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), SaveError> {
        if let Some(old) = self.files.insert(name.to_string(), bytes.to_vec()) {
            self.files
                .insert(MemoryStorage::key(name, Copy::Backup), old);
        }
        Ok(())
    }

    fn set_aside(&mut self, name: &str, copy: Copy) -> Result<String, SaveError> {
        let key = MemoryStorage::key(name, copy);
        let bytes = self
            .files
            .remove(&key)
            .ok_or_else(|| SaveError::new(format!("there is no {key} to set aside")))?;
        let aside = self.free_name(&key);
        self.files.insert(aside.clone(), bytes);
        Ok(aside)
    }

    fn keep_aside(&mut self, name: &str, bytes: &[u8]) -> Result<String, SaveError> {
        let aside = self.free_name(&format!("{name}.part"));
        self.files.insert(aside.clone(), bytes.to_vec());
        Ok(aside)
    }
}

/// The platforms whose data folder we know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    Linux,
    MacOs,
    Windows,
    Ios,
    /// The shell passes `Context.getFilesDir()` (JNI) to `FileStorage::new`.
    Android,
    /// localStorage, through the shell.
    Web,
}

impl Platform {
    pub fn current() -> Platform {
        if cfg!(target_os = "android") {
            Platform::Android
        } else if cfg!(target_os = "ios") {
            Platform::Ios
        } else if cfg!(target_os = "macos") {
            Platform::MacOs
        } else if cfg!(target_os = "windows") {
            Platform::Windows
        } else if cfg!(target_arch = "wasm32") {
            Platform::Web
        } else {
            Platform::Linux
        }
    }
}

/// The save folder on `platform`, from its environment variables (`env`
/// looks one up). Empty values count as unset, as the XDG spec says.
pub fn data_dir_for(platform: Platform, env: impl Fn(&str) -> Option<String>) -> Option<PathBuf> {
    let var = |k: &str| env(k).filter(|v| !v.is_empty()).map(PathBuf::from);
    match platform {
        Platform::Linux => var("XDG_DATA_HOME")
            .filter(|p| p.is_absolute())
            .or_else(|| var("HOME").map(|h| h.join(".local").join("share")))
            .map(|d| d.join("flickwood")),
        Platform::MacOs => var("HOME").map(|h| {
            h.join("Library")
                .join("Application Support")
                .join("flickwood")
        }),
        Platform::Windows => var("APPDATA").map(|d| d.join("flickwood")),
        // The app's own sandbox: no folder of ours is needed inside it.
        Platform::Ios => var("HOME").map(|h| h.join("Library").join("Application Support")),
        Platform::Android | Platform::Web => None,
    }
}

/// The save folder on this platform, from the real environment.
pub fn data_dir() -> Option<PathBuf> {
    data_dir_for(Platform::current(), |k| std::env::var(k).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_folders_follow_each_platform() {
        let env = |k: &str| match k {
            "HOME" => Some("/home/ana".to_string()),
            "APPDATA" => Some("C:\\Users\\ana\\AppData\\Roaming".to_string()),
            "XDG_DATA_HOME" => Some(String::new()),
            _ => None,
        };
        assert_eq!(
            data_dir_for(Platform::Linux, env),
            Some(PathBuf::from("/home/ana/.local/share/flickwood"))
        );
        let xdg = |k: &str| (k == "XDG_DATA_HOME").then(|| "/data".to_string());
        assert_eq!(
            data_dir_for(Platform::Linux, xdg),
            Some(PathBuf::from("/data/flickwood"))
        );
        assert_eq!(
            data_dir_for(Platform::MacOs, env),
            Some(PathBuf::from(
                "/home/ana/Library/Application Support/flickwood"
            ))
        );
        assert_eq!(
            data_dir_for(Platform::Ios, env),
            Some(PathBuf::from("/home/ana/Library/Application Support"))
        );
        assert!(data_dir_for(Platform::Windows, env).is_some());
        assert_eq!(data_dir_for(Platform::Android, env), None);
        assert_eq!(data_dir_for(Platform::Linux, |_| None), None);
    }

    #[test]
    fn memory_storage_keeps_a_backup_and_sets_aside() {
        let mut m = MemoryStorage::default();
        m.write("s", b"1").unwrap();
        m.write("s", b"2").unwrap();
        assert_eq!(m.read("s", Copy::Backup).unwrap(), Some(b"1".to_vec()));
        let aside = m.set_aside("s", Copy::Main).unwrap();
        assert_eq!(m.read("s", Copy::Main).unwrap(), None);
        assert_eq!(m.files[&aside], b"2");
    }
}
