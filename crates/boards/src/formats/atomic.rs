//! Writes that never leave a truncated or damaged file: everything goes to a
//! temporary file in the target's folder, which is renamed over the target
//! only once it is complete and on disk.
//!
//! As editors do, a symbolic link is followed and the file it points to is
//! replaced (the link stays a link); a new file gets the usual mode (0666
//! less the umask) and a replaced one keeps its own. A target that is not a
//! regular file once links are followed (a pipe, a terminal, a device) is
//! written in place: there is no file to damage, and renaming over a device
//! would replace it. So is one of the process's own open files
//! (`/dev/stdout`, `/dev/fd/3`, `/proc/self/fd/1`, or a link to one of
//! them), even when it is a regular file: `>> log` asked for the output to
//! be added to `log`, and replacing `log` would lose what it held.

use std::fs::{self, OpenOptions};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use thiserror::Error;

use super::io_message;

/// Why a file could not be written. The target, if it existed, is as it was.
#[derive(Debug, Error)]
pub enum WriteError {
    #[error("cannot write into {}: {}", folder.display(), io_message(source))]
    Folder { folder: PathBuf, source: io::Error },
    #[error("writing {} failed: {}", path.display(), io_message(source))]
    Write { path: PathBuf, source: io::Error },
    #[error("cannot replace {}: {}{}", path.display(), io_message(source), replace_hint(source))]
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
/// nqueens_boards::formats::write_atomic(&path, |w| w.write_all(b".Q\nQ.\n")).unwrap();
/// assert_eq!(std::fs::read_to_string(&path).unwrap(), ".Q\nQ.\n");
/// ```
pub fn write_atomic(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), WriteError> {
    if super::SAVES_ARE_DOWNLOADS {
        // A page has no folders: the whole file is made, then handed to
        // the browser as a download (nothing is half-written there either).
        let mut bytes = Vec::new();
        let failed = |source| WriteError::Write {
            path: path.to_path_buf(),
            source,
        };
        write(&mut bytes).map_err(failed)?;
        return super::download::download(path, &bytes).map_err(failed);
    }
    let target = match follow_links(path).map_err(|source| WriteError::Link {
        path: path.to_path_buf(),
        source,
    })? {
        Target::Descriptor(fd) => return write_descriptor(path, fd, write),
        Target::Path(target) => target,
    };
    let path = target.as_path();
    let existing = fs::metadata(path).ok();
    if existing.as_ref().is_some_and(|meta| !meta.is_file()) {
        return write_in_place(path, write);
    }
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let temp = Temporary::create_in(&folder, ".nqueens-").map_err(|source| WriteError::Folder {
        folder: folder.clone(),
        source,
    })?;
    let _unfinished = Unfinished::register(temp.path());
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
        let mut out = BufWriter::new(&temp.file);
        write(&mut out).map_err(write_error)?;
        out.flush().map_err(write_error)?;
    }
    temp.file.sync_all().map_err(write_error)?;
    // Keep the permissions of a file being replaced.
    if let Some(meta) = existing {
        let _ = fs::set_permissions(temp.path(), meta.permissions());
    }
    temp.persist(path).map_err(|source| WriteError::Replace {
        path: path.to_path_buf(),
        source,
    })?;
    Ok(())
}

/// A new file of an unused name in a folder, removed when dropped unless
/// it was renamed over its target. Its name stays relative when the
/// folder's is: tempfile's names are made absolute through the working
/// folder, which cannot be named in a folder deeper than PATH_MAX (4,096
/// bytes), where a relative name still works.
pub struct Temporary {
    path: PathBuf,
    file: fs::File,
    kept: bool,
}

impl Temporary {
    /// Creates `folder/{prefix}{random}.tmp` (mode 0666 less the umask).
    pub fn create_in(folder: &Path, prefix: &str) -> io::Result<Temporary> {
        for _ in 0..64 {
            let path = folder.join(format!("{prefix}{:016x}.tmp", fastrand::u64(..)));
            match OpenOptions::new().write(true).create_new(true).open(&path) {
                Ok(file) => {
                    return Ok(Temporary {
                        path,
                        file,
                        kept: false,
                    });
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
        Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            "no unused name for a temporary file",
        ))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Renames the file over `target`, replacing what was there.
    fn persist(mut self, target: &Path) -> io::Result<()> {
        fs::rename(&self.path, target)?;
        self.kept = true;
        Ok(())
    }
}

impl Drop for Temporary {
    fn drop(&mut self) {
        if !self.kept {
            let _ = fs::remove_file(&self.path);
        }
    }
}

/// The temporary files being written now: a signal that ends the process
/// removes them ([`remove_unfinished`]), as an orderly end does.
static UNFINISHED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// A temporary file listed in [`UNFINISHED`] while it lives.
struct Unfinished(PathBuf);

impl Unfinished {
    fn register(path: &Path) -> Unfinished {
        UNFINISHED
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push(path.to_path_buf());
        Unfinished(path.to_path_buf())
    }
}

impl Drop for Unfinished {
    fn drop(&mut self) {
        let mut list = UNFINISHED
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(at) = list.iter().position(|p| *p == self.0) {
            list.swap_remove(at);
        }
    }
}

/// Removes the temporary files of the writes under way, for a process
/// about to end in the middle of them (Ctrl+C, SIGTERM): their targets
/// stay as they were. Safe from any thread; a write that finishes at the
/// same moment has already renamed its file, and nothing of it is removed.
pub fn remove_unfinished() {
    let list = UNFINISHED
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    for path in list.iter() {
        let _ = fs::remove_file(path);
    }
}

/// Whether `path` leads to this process's standard output (`/dev/stdout`,
/// `/dev/fd/1`, a link to one of them), where writing it goes to stdout.
///
/// ```
/// use std::path::Path;
/// assert!(nqueens_boards::formats::names_stdout(Path::new("/dev/stdout")));
/// assert!(!nqueens_boards::formats::names_stdout(Path::new("board.txt")));
/// ```
pub fn names_stdout(path: &Path) -> bool {
    matches!(follow_links(path), Ok(Target::Descriptor(1)))
}

/// Where a chain of symbolic links ends.
#[derive(Debug, PartialEq, Eq)]
enum Target {
    /// One of this process's open files, by its descriptor.
    Descriptor(u32),
    /// A path (which may not exist yet).
    Path(PathBuf),
}

/// Whether `path` names one of this process's open files by its descriptor
/// (`/proc/self/fd/N`, `/dev/fd/N`, `/proc/thread-self/fd/N`, by any route
/// of links to their folders): Linux has them, other systems none.
pub fn own_descriptor(path: &std::path::Path) -> Option<u32> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let fd: u32 = path.file_name()?.to_str()?.parse().ok()?;
    let folder = std::fs::canonicalize(path.parent()?).ok()?;
    ["/proc/self/fd", "/proc/thread-self/fd"]
        .into_iter()
        .filter_map(|own| std::fs::canonicalize(own).ok())
        .any(|own| own == folder)
        .then_some(fd)
}

/// What to add when a file cannot be replaced: on Windows a file open in
/// another program (without sharing) refuses to be replaced, and the
/// system says only "Access denied".
pub fn replace_hint(error: &std::io::Error) -> &'static str {
    if cfg!(windows) && error.kind() == std::io::ErrorKind::PermissionDenied {
        " (is it open in another program? Close it there and save again)"
    } else {
        ""
    }
}

/// The file a chain of symbolic links ends at.
fn follow_links(path: &Path) -> io::Result<Target> {
    let mut current = path.to_path_buf();
    // Linux's own limit on links followed in one lookup.
    for _ in 0..40 {
        // `/proc/self/fd/N` links to what descriptor N has open, as a path
        // that may name another file by now (or `pipe:[…]`): the
        // descriptor is the target, not the path.
        if let Some(fd) = own_descriptor(&current) {
            return Ok(Target::Descriptor(fd));
        }
        match fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let link = fs::read_link(&current)?;
                current = match current.parent() {
                    Some(folder) if link.is_relative() => folder.join(link),
                    _ => link,
                };
            }
            _ => return Ok(Target::Path(current)),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// Writes to one of this process's open files, where it stands: stdout and
/// stderr through their handles (at the offset the shell's redirection
/// left), any other descriptor reopened for appending.
fn write_descriptor(
    path: &Path,
    fd: u32,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), WriteError> {
    let write_error = |source: io::Error| WriteError::Write {
        path: path.to_path_buf(),
        source,
    };
    let mut out: Box<dyn Write> = match fd {
        1 => Box::new(io::stdout().lock()),
        2 => Box::new(io::stderr().lock()),
        _ => Box::new(
            OpenOptions::new()
                .append(true)
                .open(format!("/proc/self/fd/{fd}"))
                .map_err(write_error)?,
        ),
    };
    let mut out = BufWriter::new(&mut out);
    write(&mut out).map_err(write_error)?;
    out.flush().map_err(write_error)
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

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn the_process_s_own_files_are_descriptors_by_any_route() {
        assert_eq!(
            follow_links(Path::new("/dev/stdout")).ok(),
            Some(Target::Descriptor(1))
        );
        assert_eq!(
            follow_links(Path::new("/dev/fd/2")).ok(),
            Some(Target::Descriptor(2))
        );
        assert_eq!(
            follow_links(Path::new("/proc/self/fd/0")).ok(),
            Some(Target::Descriptor(0))
        );
        let dir = tempfile::tempdir().unwrap();
        let link = dir.path().join("so.txt");
        std::os::unix::fs::symlink("/dev/stdout", &link).unwrap();
        assert_eq!(follow_links(&link).ok(), Some(Target::Descriptor(1)));
        let plain = dir.path().join("1");
        assert_eq!(follow_links(&plain).ok(), Some(Target::Path(plain)));
    }
}
