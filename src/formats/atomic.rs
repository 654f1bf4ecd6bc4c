//! Writes that never leave a truncated or damaged file: everything goes to a
//! temporary file in the target's folder, which is renamed over the target
//! only once it is complete and on disk.
//!
//! As editors do, a symbolic link is followed and the file it points to is
//! replaced (the link stays a link); a new file gets the usual mode (0666
//! less the umask) and a replaced one keeps its own. A target that is not a
//! regular file (`/dev/stdout`, a pipe) is written in place: there is no file
//! to damage, and renaming over a device would replace it.

use std::fs::{self, OpenOptions};
use std::io::{self, BufWriter, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use thiserror::Error;

use super::io_message;

/// Why a file could not be written. The target, if it existed, is as it was.
#[derive(Debug, Error)]
pub enum WriteError {
    #[error("cannot write into {}: {}", folder.display(), io_message(source))]
    Folder { folder: PathBuf, source: io::Error },
    #[error("writing {} failed: {}", path.display(), io_message(source))]
    Write { path: PathBuf, source: io::Error },
    #[error("cannot replace {}: {}", path.display(), io_message(source))]
    Replace { path: PathBuf, source: io::Error },
    #[error("cannot follow the link {}: {}", path.display(), io_message(source))]
    Link { path: PathBuf, source: io::Error },
    #[error("cancelled; {} was left as it was", path.display())]
    Cancelled { path: PathBuf },
}

/// Writes `path` through `write`, atomically: a reader sees the old file or
/// the complete new one, never a part. If `write` fails (return an error of
/// kind [`io::ErrorKind::Interrupted`] to cancel), the temporary file is
/// removed and the target is untouched.
///
/// ```
/// let dir = tempfile::tempdir().unwrap();
/// let path = dir.path().join("board.txt");
/// nqueens::formats::write_atomic(&path, |w| w.write_all(b".Q\nQ.\n")).unwrap();
/// assert_eq!(std::fs::read_to_string(&path).unwrap(), ".Q\nQ.\n");
/// ```
pub fn write_atomic(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), WriteError> {
    let target = follow_links(path).map_err(|source| WriteError::Link {
        path: path.to_path_buf(),
        source,
    })?;
    let path = target.as_path();
    let existing = fs::metadata(path).ok();
    if existing.as_ref().is_some_and(|meta| !meta.is_file()) {
        return write_in_place(path, write);
    }
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let temp = tempfile::Builder::new()
        .prefix(".nqueens-")
        .suffix(".tmp")
        // open(2) takes the umask off, as for any new file.
        .permissions(fs::Permissions::from_mode(0o666))
        .tempfile_in(&folder)
        .map_err(|source| WriteError::Folder {
            folder: folder.clone(),
            source,
        })?;
    let write_error = |source: io::Error| {
        if source.kind() == io::ErrorKind::Interrupted {
            WriteError::Cancelled {
                path: path.to_path_buf(),
            }
        } else {
            WriteError::Write {
                path: path.to_path_buf(),
                source,
            }
        }
    };
    {
        let mut out = BufWriter::new(temp.as_file());
        write(&mut out).map_err(write_error)?;
        out.flush().map_err(write_error)?;
    }
    temp.as_file().sync_all().map_err(write_error)?;
    // Keep the permissions of a file being replaced.
    if let Some(meta) = existing {
        let _ = fs::set_permissions(temp.path(), meta.permissions());
    }
    temp.persist(path).map_err(|e| WriteError::Replace {
        path: path.to_path_buf(),
        source: e.error,
    })?;
    Ok(())
}

/// The file a chain of symbolic links ends at (which may not exist yet).
fn follow_links(path: &Path) -> io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    // Linux's own limit on links followed in one lookup.
    for _ in 0..40 {
        match fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let link = fs::read_link(&current)?;
                current = match current.parent() {
                    Some(folder) if link.is_relative() => folder.join(link),
                    _ => link,
                };
            }
            _ => return Ok(current),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// Writes a target that is not a regular file (a device, a pipe) directly.
fn write_in_place(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), WriteError> {
    let write_error = |source: io::Error| WriteError::Write {
        path: path.to_path_buf(),
        source,
    };
    if fs::metadata(path).is_ok_and(|meta| meta.is_dir()) {
        return Err(write_error(io::Error::other("it is a folder")));
    }
    let file = OpenOptions::new()
        .write(true)
        .open(path)
        .map_err(write_error)?;
    let mut out = BufWriter::new(file);
    write(&mut out).map_err(write_error)?;
    out.flush().map_err(write_error)
}

/// The error a writer returns to cancel [`write_atomic`].
pub fn cancelled() -> io::Error {
    io::Error::new(io::ErrorKind::Interrupted, "cancelled")
}
