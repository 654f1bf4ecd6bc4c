//! `nqueens sum FILE...`: the total of all K parts of one n, checked.

use std::io::{self, BufRead, Read, Write};
use std::path::PathBuf;

use super::Failure;
use crate::engine;
use crate::formats::{self, grouped};

#[derive(Debug, clap::Args)]
pub struct SumArgs {
    /// Files of result lines (one or more lines each).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Print the fundamental count instead.
    #[arg(long)]
    unique: bool,
}

/// Prints the total (or the fundamental count) of the parts in the files.
pub fn run(args: &SumArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let results = read_part_lines(&args.files)?;
    let counts = engine::sum_parts(&results).map_err(|e| Failure::usage(e.to_string()))?;
    // Summed parts carry the fundamental count, but for a torus's.
    let number = match (args.unique, counts.fundamental) {
        (true, Some(fundamental)) => fundamental,
        (true, None) => return Err(Failure::usage(NO_TORUS_CLASSES)),
        (false, _) => counts.total,
    };
    put!(out, "{number}\n")
}

/// Why a torus's parts give no fundamental count.
pub(crate) const NO_TORUS_CLASSES: &str = "the parts of queens on a torus carry no \
    fundamental count (a split walks one solution of each cycle of row shifts, not of \
    each class): without --unique `sum` gives the total; `count N --torus --unique` \
    counts the classes whole";

/// The largest file of result lines `sum` reads.
pub const MAX_SUM_FILE_BYTES: u64 = 256 << 20;

/// The result lines of the files, read with bounded memory. A file (or a
/// stream) longer than [`MAX_SUM_FILE_BYTES`] is refused whole: what it
/// holds past the bound would be dropped without a word.
fn read_part_lines(files: &[PathBuf]) -> Result<Vec<engine::PartResult>, Failure> {
    let mut results = Vec::new();
    for path in files {
        let unreadable = |e: io::Error| {
            Failure::usage(format!(
                "cannot read {}: {}",
                path.display(),
                formats::io_message(&e)
            ))
        };
        let too_large = |size: String| {
            Failure::usage(format!(
                "{} is too large for result lines: {size} bytes, at most {}",
                path.display(),
                grouped(MAX_SUM_FILE_BYTES)
            ))
        };
        let file = std::fs::File::open(path).map_err(unreadable)?;
        let meta = file.metadata().map_err(unreadable)?;
        if meta.is_dir() {
            return Err(unreadable(io::Error::other("it is a folder")));
        }
        let size = meta.len();
        if size > MAX_SUM_FILE_BYTES {
            return Err(too_large(grouped(size)));
        }
        // One byte past the bound tells a stream that goes on from one
        // that ends there.
        let mut reader = io::BufReader::new(file.take(MAX_SUM_FILE_BYTES + 1));
        let mut line = Vec::new();
        let mut number = 0;
        let mut read_in_all = 0u64;
        loop {
            line.clear();
            // A line is a hundred bytes; a longer one is not a result line.
            let read = (&mut reader)
                .take(4096)
                .read_until(b'\n', &mut line)
                .map_err(unreadable)?;
            if read == 0 {
                break;
            }
            read_in_all += read as u64;
            if read_in_all > MAX_SUM_FILE_BYTES {
                return Err(too_large(format!(
                    "more than {}",
                    grouped(MAX_SUM_FILE_BYTES)
                )));
            }
            number += 1;
            let text = String::from_utf8_lossy(&line);
            let text = text.trim();
            if text.is_empty() {
                continue;
            }
            let part = engine::PartResult::parse(text)
                .map_err(|e| Failure::usage(format!("{}, line {number}: {e}", path.display())))?;
            results.push(part);
        }
    }
    Ok(results)
}
