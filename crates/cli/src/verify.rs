//! `nqueens verify FILE|-`: a solver's output against the truth.

use std::fs::File;
use std::io::{self, BufReader, Write};
use std::path::PathBuf;

use super::failure::code;
use super::long_run::LongRun;
use super::{Failure, is_dash};
use crate::engine::Rules;
use crate::formats;
use nqueens_boards::verify::{self, Format, Options, VerifyError};

#[derive(Debug, clap::Args)]
pub struct VerifyArgs {
    /// The solver's output (LeetCode 51 JSON, text boards separated by
    /// blank lines, column lists one a line, or a count), or `-` for
    /// standard input.
    file: PathBuf,
    /// The board size; read from the first board when not given (a count
    /// needs it).
    #[arg(long = "n", value_name = "N")]
    n: Option<usize>,
    /// Column lists number the columns from 1.
    #[arg(long)]
    one_based: bool,
    /// The output's format, where its first characters would not tell it
    /// (a lone `0` is a count unless `cols` is said).
    #[arg(long, value_name = "FORMAT", value_parser = super::args::format_of::<Format>())]
    format: Option<Format>,
    /// Also say whether the boards come in the numbering's (lexicographic)
    /// order.
    #[arg(long)]
    order: bool,
    #[command(flatten)]
    rules: super::rules::RuleArgs,
}

/// Prints the report; exit 0 when the output is exactly the solutions of
/// n, each once (or the right count), 1 when it is not, 2 when it cannot
/// be read.
pub fn run(args: &VerifyArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let name = args.file.display().to_string();
    let options = Options {
        n: args.n,
        one_based: args.one_based,
        format: args.format,
        rules: args.rules.raw(),
    };
    let long = LongRun::start_for(&format!("verifying {name}"), 0, Rules::QUEENS, None, None);
    let control = long.control(None);
    let result = if is_dash(&args.file) {
        verify::verify(io::stdin().lock(), options, control, &mut |_| {})
    } else {
        let unreadable = |e: io::Error| {
            Failure::usage(format!("cannot read {name}: {}", formats::io_message(&e)))
        };
        let file = File::open(&args.file).map_err(unreadable)?;
        if file.metadata().map_err(unreadable)?.is_dir() {
            return Err(unreadable(io::Error::other("it is a folder")));
        }
        verify::verify(BufReader::new(file), options, control, &mut |_| {})
    };
    let report = result.map_err(|e| match e {
        VerifyError::Cancelled => Failure::new(code::INTERRUPTED, "interrupted"),
        VerifyError::Read(e) => Failure::usage(format!("{name}: {e}")),
        other => Failure::usage(other.to_string()),
    })?;
    put!(out, "{}", report.text(args.order))?;
    out.flush().map_err(Failure::output)?;
    if report.is_exact() {
        Ok(())
    } else {
        Err(Failure::answer(report.verdict()))
    }
}
