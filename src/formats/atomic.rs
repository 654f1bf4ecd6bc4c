// Writes that never leave a truncated or damaged file: everything goes to a
// temporary file in the target's folder, which is renamed over the target
// only once it is complete and on disk.

use std::fs;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use thiserror::Error;

/// Why a file could not be written. The target, if it existed, is as it was.
#[derive(Debug, Error)]
pub enum WriteError {
    #[error("cannot write into {}: {source}", folder.display())]
    Folder { folder: PathBuf, source: io::Error },
    #[error("writing {} failed: {source}", path.display())]
    Write { path: PathBuf, source: io::Error },
    #[error("cannot replace {}: {source}", path.display())]
    Replace { path: PathBuf, source: io::Error },
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
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let temp = tempfile::Builder::new()
        .prefix(".nqueens-")
        .suffix(".tmp")
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
    if let Ok(meta) = fs::metadata(path) {
        let _ = fs::set_permissions(temp.path(), meta.permissions());
    }
    temp.persist(path).map_err(|e| WriteError::Replace {
        path: path.to_path_buf(),
        source: e.error,
    })?;
    Ok(())
}

/// The error a writer returns to cancel [`write_atomic`].
pub fn cancelled() -> io::Error {
    io::Error::new(io::ErrorKind::Interrupted, "cancelled")
}
