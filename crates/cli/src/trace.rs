//! `nqueens trace FILE|-`: a learner's own search, replayed beside the
//! textbook's.

use std::fs::File;
use std::io::{self, BufReader, Seek, Write};
use std::path::PathBuf;

use super::failure::code;
use super::long_run::LongRun;
use super::{Failure, is_dash};
use crate::engine::Rules;
use crate::formats;
use nqueens_boards::replay::{self, MAX_TRACE_BYTES, Options, ReplayError};

#[derive(Debug, clap::Args)]
pub struct TraceArgs {
    /// The trace: the program's output with a line `place R C`, `remove R C`
    /// or `solution` for each queen placed, taken back and board found;
    /// other lines are skipped. `-` for standard input.
    file: PathBuf,
    /// The board size; otherwise read from a line `n = 8` in the trace,
    /// or from the queens at its first `solution`.
    #[arg(long = "n", value_name = "N")]
    n: Option<usize>,
    /// Rows and columns count from 1.
    #[arg(long)]
    one_based: bool,
}

/// Prints the verdict; exit 0 when the trace is the textbook's search (in
/// any of the board's eight frames), 1 when it is not, 2 when it cannot
/// be read.
pub fn run(args: &TraceArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let name = args.file.display().to_string();
    let unreadable =
        |e: io::Error| Failure::usage(format!("cannot read {name}: {}", formats::io_message(&e)));
    let options = Options {
        n: args.n,
        one_based: args.one_based,
    };
    let long = LongRun::start_for(&format!("replaying {name}"), 0, Rules::QUEENS, None, None);
    let control = long.control(None);
    let file = if is_dash(&args.file) && args.n.is_some() {
        // One pass: standard input streams, nothing kept.
        let input = BufReader::with_capacity(1 << 16, io::stdin().lock());
        let verdict = replay::replay(input, options, &control).map_err(failed(&name))?;
        return report(&verdict, out);
    } else if is_dash(&args.file) {
        spool(io::stdin().lock(), &unreadable)?
    } else {
        let file = File::open(&args.file).map_err(unreadable)?;
        let meta = file.metadata().map_err(unreadable)?;
        if meta.is_dir() {
            return Err(unreadable(io::Error::other("it is a folder")));
        }
        if !meta.is_file() {
            // A pipe or a device (/dev/stdin): read once, so kept.
            spool(file, &unreadable)?
        } else if meta.len() > MAX_TRACE_BYTES {
            let too_large = ReplayError::FileTooLarge { bytes: meta.len() };
            return Err(Failure::usage(format!("{name}: {too_large}")));
        } else {
            file
        }
    };
    let mut open = || -> Result<Box<dyn io::BufRead + '_>, ReplayError> {
        (&file)
            .rewind()
            .map_err(|e| ReplayError::Io(formats::io_message(&e)))?;
        Ok(Box::new(BufReader::with_capacity(1 << 16, &file)))
    };
    let (verdict, _) = replay::judge_twice(&mut open, options, &control).map_err(failed(&name))?;
    report(&verdict, out)
}

/// A replay's failure, for the command line: Ctrl+C, or why it cannot be
/// read.
fn failed(name: &str) -> impl Fn(ReplayError) -> Failure + '_ {
    move |e| match e {
        ReplayError::Cancelled => Failure::new(code::INTERRUPTED, "interrupted"),
        other => Failure::usage(format!("{name}: {other}")),
    }
}

/// Prints the report; the textbook's search is a yes, anything else a no.
fn report(verdict: &replay::Verdict, out: &mut dyn Write) -> Result<(), Failure> {
    put!(out, "{}", verdict.text())?;
    out.flush().map_err(Failure::output)?;
    if verdict.is_textbook() {
        Ok(())
    } else {
        // The verdict is the report's last line: stderr has nothing to add.
        Err(Failure::answer(""))
    }
}

/// A stream (standard input, a pipe) copied to a temporary file (at most
/// the bytes a trace is read to), to be read twice when it does not say
/// its n.
fn spool(input: impl io::Read, unreadable: &dyn Fn(io::Error) -> Failure) -> Result<File, Failure> {
    let mut spool = tempfile::tempfile().map_err(unreadable)?;
    let copied = io::copy(&mut io::Read::take(input, MAX_TRACE_BYTES + 1), &mut spool)
        .map_err(unreadable)?;
    if copied > MAX_TRACE_BYTES {
        return Err(Failure::usage(format!(
            "the trace is read up to {} bytes, and it goes on",
            formats::grouped(MAX_TRACE_BYTES)
        )));
    }
    spool.rewind().map_err(unreadable)?;
    Ok(spool)
}
