//! Crash-safe file writes: a save is never half-written. The new bytes go
//! to a temporary file that is flushed to disk, the current file is kept as
//! `.bak`, and a rename (atomic on every file system we ship on) puts the
//! new file in place. Whenever the process dies, the file is the old
//! complete copy or the new complete copy.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// `path` with `suffix` added to its file name: `a.json` -> `a.json.bak`.
pub fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

pub fn backup_path(path: &Path) -> PathBuf {
    with_suffix(path, ".bak")
}

/// Writes `bytes` to `path` so that a crash at any moment leaves either the
/// old or the new content at `path`, and the old content at `path.bak`.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let tmp = with_suffix(path, ".tmp");
    let written = File::create(&tmp).and_then(|mut f| {
        f.write_all(bytes)?;
        f.sync_all()
    });
    if let Err(e) = written {
        // A full disk leaves a part-written temporary file: remove it, so
        // the folder holds only whole saves (and its room is given back).
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    if path.exists() {
        let bak = backup_path(path);
        // The current file becomes the backup. A hard link keeps `path`
        // whole meanwhile; where links are not supported, copy and sync.
        match fs::remove_file(&bak) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
            _ => {}
        }
        if fs::hard_link(path, &bak).is_err() {
            fs::copy(path, &bak)?;
            File::open(&bak)?.sync_all()?;
        }
    }
    fs::rename(&tmp, path)?;
    sync_dir(path);
    Ok(())
}

/// Makes the renames themselves durable (Unix); elsewhere a no-op.
fn sync_dir(path: &Path) {
    #[cfg(unix)]
    if let Some(dir) = path.parent()
        && let Ok(d) = File::open(dir)
    {
        // Best effort: some file systems refuse to sync a directory.
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = path;
}

/// Renames a bad file out of the way (never deletes it) and returns the new
/// path: `a.json` -> `a.json.bad-1` (or the next free number).
pub fn set_aside(path: &Path) -> io::Result<PathBuf> {
    for n in 1..10_000 {
        let aside = with_suffix(path, &format!(".bad-{n}"));
        if !aside.exists() {
            fs::rename(path, &aside)?;
            return Ok(aside);
        }
    }
    Err(io::Error::other("too many files set aside already"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("flickwood-atomic-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn the_previous_copy_becomes_the_backup() {
        let dir = temp_dir("bak");
        let path = dir.join("save.json");
        write_atomic(&path, b"one").unwrap();
        assert!(!backup_path(&path).exists());
        write_atomic(&path, b"two").unwrap();
        write_atomic(&path, b"three").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"three");
        assert_eq!(fs::read(backup_path(&path)).unwrap(), b"two");
        assert!(!with_suffix(&path, ".tmp").exists());
        let aside = set_aside(&path).unwrap();
        assert_eq!(fs::read(&aside).unwrap(), b"three");
        assert!(!path.exists());
        fs::remove_dir_all(&dir).unwrap();
    }
}
