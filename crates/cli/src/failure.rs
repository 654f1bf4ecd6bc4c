//! How the command line ends: exit codes, and one bounded line on stderr that
//! says why, each cause once.

use std::io::{self, Write};

use crate::engine::EngineError;
use crate::formats::{self, ExportError, OpenError, WriteError, io_message};

/// The exit codes, as the README lists them.
pub mod code {
    /// The answer is on stdout (for `check`: the board is a solution).
    pub const OK: i32 = 0;
    /// The answer is no: `check` found no solution, or there is no such
    /// solution (no solution 93 of n = 8, none at all for n = 3).
    pub const NO: i32 = 1;
    /// The request is wrong: bad arguments, a value out of range, or (for
    /// `check`) a file that cannot be read as a board.
    pub const USAGE: i32 = 2;
    /// The answer could not be written: stdout closed or full, or the
    /// output file could not be written (nothing was damaged).
    pub const WRITE: i32 = 3;
    /// Stopped by Ctrl+C (or SIGTERM) before the answer was found.
    pub const INTERRUPTED: i32 = 130;
}

/// Why a command did not succeed: an exit code and a one-line reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Failure {
    pub code: i32,
    pub message: String,
    /// The message is the answer ("not a solution: …"), not an error.
    pub is_answer: bool,
}

impl Failure {
    pub fn new(code: i32, message: impl Into<String>) -> Self {
        Failure {
            code,
            message: formats::one_line(&message.into()),
            is_answer: false,
        }
    }

    /// A "no" that is the answer asked for, said without "error:".
    pub fn answer(message: impl Into<String>) -> Self {
        Failure {
            is_answer: true,
            ..Failure::no(message)
        }
    }

    /// The line for stderr, if there is anything to say.
    pub fn line(&self) -> Option<String> {
        if self.message.is_empty() {
            None
        } else if self.is_answer {
            Some(self.message.clone())
        } else {
            Some(format!("error: {}", self.message))
        }
    }

    pub fn usage(message: impl Into<String>) -> Self {
        Failure::new(code::USAGE, message)
    }

    pub fn no(message: impl Into<String>) -> Self {
        Failure::new(code::NO, message)
    }

    /// Writing the answer to stdout failed.
    pub fn output(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::BrokenPipe {
            // The reader stopped reading (`| head`): not an error of ours.
            return Failure::new(code::OK, "");
        }
        Failure::new(
            code::WRITE,
            format!("could not write the output: {}", io_message(&e)),
        )
    }
}

impl From<EngineError> for Failure {
    fn from(e: EngineError) -> Self {
        match e {
            EngineError::NoSolution(_) | EngineError::NotASolution | EngineError::NoFormula => {
                Failure::no(e.to_string())
            }
            EngineError::Cancelled => Failure::new(code::INTERRUPTED, "interrupted"),
            EngineError::Threads(_) => Failure::no(e.to_string()),
            EngineError::SearchSide(_)
            | EngineError::ConstructSide(_)
            | EngineError::CompleteSide(_)
            | EngineError::Board(_)
            | EngineError::Rules(_)
            | EngineError::Unsupported(_) => Failure::usage(e.to_string()),
        }
    }
}

impl From<OpenError> for Failure {
    fn from(e: OpenError) -> Self {
        Failure::usage(e.to_string())
    }
}

impl From<WriteError> for Failure {
    fn from(e: WriteError) -> Self {
        match &e {
            // A reader that left (`| head`) wanted no more: as for stdout.
            WriteError::Write { source, .. } if source.kind() == io::ErrorKind::BrokenPipe => {
                Failure::new(code::OK, "")
            }
            WriteError::Cancelled { .. } => Failure::new(code::INTERRUPTED, e.to_string()),
            _ => Failure::new(code::WRITE, e.to_string()),
        }
    }
}

impl From<ExportError> for Failure {
    fn from(e: ExportError) -> Self {
        match e {
            ExportError::Write(e) => e.into(),
            ExportError::Io(e) => Failure::output(e),
            ExportError::Cancelled => Failure::new(code::INTERRUPTED, "interrupted"),
            ExportError::Image(_) | ExportError::Limit(_) => Failure::usage(e.to_string()),
        }
    }
}

/// Writes one line to stderr. A stderr that cannot be written leaves nothing
/// to tell the failure to: the exit code says it.
pub fn say(line: &str) {
    let mut stderr = io::stderr().lock();
    let _ = writeln!(stderr, "{}", formats::one_line(line));
}

/// Clap's error as one line: what is wrong, with the names of missing
/// arguments and the valid values it lists, without its usage block.
///
/// Clap prints, for instance, "error: the following required arguments were
/// not provided:" with the names on the following lines.
pub fn clap_message(e: &clap::Error) -> String {
    let rendered = e.render().to_string();
    let mut parts: Vec<&str> = Vec::new();
    for line in rendered.lines().map(str::trim) {
        if line.starts_with("Usage:") || line.starts_with("For more information") {
            break;
        }
        if !line.is_empty() && !line.starts_with("tip:") {
            parts.push(line);
        }
    }
    if parts.is_empty() {
        return "error: bad arguments (see --help)".into();
    }
    formats::one_line(&parts.join(" "))
}

/// Why stdout cannot take the answer, if it cannot: it was closed when the
/// process started (`>&-`), or it is open for reading only (`1<file`).
///
/// Before `main`, Rust's runtime opens `/dev/null` read-write in place of a
/// closed standard stream, so the answer would vanish without an error. A
/// redirection to `/dev/null` by a shell opens it write-only, so the two can
/// be told apart. A stream open for reading fails every write with EBADF,
/// which Rust's stdout takes for a closed stream and drops without a word.
/// Both are read from /proc (on Linux; elsewhere this says "writable").
pub fn stdout_is_unwritable() -> Option<&'static str> {
    let info = std::fs::read_to_string("/proc/self/fdinfo/1").ok()?;
    let flags = info
        .lines()
        .find_map(|line| line.strip_prefix("flags:"))
        .and_then(|flags| u32::from_str_radix(flags.trim(), 8).ok())?;
    // O_ACCMODE is 3; O_RDONLY is 0, O_RDWR 2.
    match flags & 3 {
        0 => Some("standard output is open for reading only"),
        2 if std::fs::read_link("/proc/self/fd/1")
            .is_ok_and(|target| target == std::path::Path::new("/dev/null")) =>
        {
            Some("standard output is closed")
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn os_errors_are_said_once() {
        let e = io::Error::from_raw_os_error(27);
        let failure = Failure::output(e);
        assert_eq!(failure.code, code::WRITE);
        assert_eq!(
            failure.message,
            "could not write the output: File too large"
        );
    }
}
