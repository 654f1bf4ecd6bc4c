//! The command-line face, for scripts: numbers alone on stdout, messages on
//! stderr, exit 0 on success and non-zero with a one-line reason otherwise
//! (the codes are in [`code`]).
//!
//! One file a command: each holds its clap arguments and a documented `run`
//! taking them and the answer's writer; [`run`] here only dispatches. What
//! several commands share lives in [`args`] (pins and blocks, parts,
//! threads) and [`answer`] (boards, "solution k", the "no" of a check).
//!
//! A crate of its own (`nqueens-cli`): the command line sees the engine
//! and the boards, never the window (no egui, eframe or rfd in its tree).

// A page has no command line.
#![cfg(not(target_arch = "wasm32"))]

// The paths the commands have always used for the crates below them.
use nqueens_boards::formats;
use nqueens_engine as engine;

/// Writes to the answer's writer, turning a failure into the exit it
/// deserves. Defined before the command modules, which use it.
macro_rules! put {
    ($out:expr, $($arg:tt)*) => {
        write!($out, $($arg)*).map_err($crate::Failure::output)
    };
}

mod animate;
mod answer;
mod args;
mod check;
mod construct;
mod count;
mod export;
mod failure;
mod heatmap;
mod long_run;
mod rank;
mod regions;
mod resume;
mod rules;
mod signals;
mod solve;
mod stats;
mod sum;
mod trace;
mod verify;

use std::io::{self, BufWriter, Write};
use std::path::Path;

use clap::{Parser, Subcommand};

pub use answer::CHECK_LISTED;
pub use args::{MAX_PARTS, PART_INDEX_VARIABLES, PartSpec, THREADS_PER_CORE, max_threads};
pub use failure::{Failure, clap_message, code};
use failure::{say, stdout_is_unwritable};
pub use regions::today;
pub use sum::MAX_SUM_FILE_BYTES;

/// The exit codes, for `--help` and the man page (the values are in
/// [`code`]).
const EXIT_CODES: &str = "Exit status:
  0    the answer is on stdout (check: the board is a solution; verify:
       exactly the solutions)
  1    the answer is no (check: not a solution; solve: no such solution;
       verify: not the solutions, the report on stdout)
  2    the request is wrong: a bad argument, or a file that is not a board
  3    the answer could not be written (nothing was damaged)
  130  stopped by Ctrl+C, SIGTERM or SIGHUP";

/// Browse, count and draw the solutions of the N-Queens puzzle.
/// With no command, opens the app.
#[derive(Debug, Parser)]
#[command(name = "nqueens", version, about, after_long_help = EXIT_CODES)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// The number of solutions of n (fundamental ones with --unique).
    Count(count::CountArgs),
    /// Add up the result lines of `count N --part I/K` (all K parts of one
    /// n, each once, checked) and print the total.
    Sum(sum::SumArgs),
    /// How many solutions have a queen on each square: n lines of n
    /// numbers, row 0 first.
    Heatmap(heatmap::HeatmapArgs),
    /// Print solution K of n (numbered from 1 in lexicographic order of the
    /// column lists), or all of them.
    Solve(solve::SolveArgs),
    /// One solution of any size (n = 1 or n >= 4, up to 10 million) by an
    /// explicit O(n) formula.
    Construct(construct::ConstructArgs),
    /// Size of the row-by-row backtracking tree, solutions, fundamental
    /// solutions, and the time taken.
    Stats(stats::StatsArgs),
    /// Save solution K of n as .png, .svg, .txt, .ron, .fen or .tex (by the
    /// extension of the output file, or --format).
    Export(export::ExportArgs),
    /// The textbook row-by-row search of n as an animation: a real GIF for
    /// .gif, an animated PNG (APNG) for .png; a frame per step (the square
    /// tried, the rejected ones crossed, the queens placed), at most 2,000
    /// frames, played once.
    Animate(animate::AnimateArgs),
    /// The number of the solution in FILE (text or RON) in the numbering
    /// of `solve --index`, for n up to 20; exit 1 when it is not a
    /// solution, as `check`.
    Rank(rank::RankArgs),
    /// Read a board (text or RON): exit 0 for a solution, 1 when it is not
    /// one (attacking pairs listed on stdout), 2 when it cannot be read.
    Check(check::CheckArgs),
    /// A solver's output against the truth (LeetCode 51 JSON, text boards,
    /// column lists, or a count): exit 0 when it holds exactly the
    /// solutions of n, each once; 1 when it does not, with the report (n,
    /// boards, valid, missing, invalid, duplicates) on stdout; 2 when it
    /// cannot be read.
    Verify(verify::VerifyArgs),
    /// A learner's own search, replayed beside the textbook's: the output
    /// of a program that prints `place R C`, `remove R C` and `solution`
    /// lines. Exit 0 when it is the textbook's search (in any of the
    /// board's eight frames), 1 when it is not (where it first differs,
    /// and why, on stdout), 2 when it cannot be read.
    Trace(trace::TraceArgs),
    /// The daily regions puzzle ("Queens"): one queen in each row, column
    /// and coloured region, none touching. `generate`, `solve`, `count`,
    /// `rate` and `hint` (the next step in words).
    Regions(regions::RegionsArgs),
}

/// Runs one command, writing its answer to `out` (the process's stdout
/// for [`main_with_args`]).
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Count(args) => count::run(args, out)?,
        Command::Sum(args) => sum::run(&args, out)?,
        Command::Heatmap(args) => heatmap::run(&args, out)?,
        Command::Solve(args) => solve::run(&args, out)?,
        Command::Construct(args) => construct::run(&args, out)?,
        Command::Stats(args) => stats::run(&args, out)?,
        Command::Export(args) => export::run(&args, out)?,
        Command::Animate(args) => animate::run(&args, out)?,
        Command::Rank(args) => rank::run(&args, out)?,
        Command::Check(args) => check::run(&args, out)?,
        Command::Verify(args) => verify::run(&args, out)?,
        Command::Trace(args) => trace::run(&args, out)?,
        Command::Regions(args) => regions::run(&args, out)?,
    }
    out.flush().map_err(Failure::output)
}

/// Whether a path given on the command line is `-`: standard output for
/// an output, standard input for an input.
fn is_dash(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// Whether an output named on the command line is the process's standard
/// output: `-`, or a name that leads to it (`/dev/stdout`, `/dev/fd/1`).
fn names_stdout(path: &Path) -> bool {
    is_dash(path) || crate::formats::names_stdout(path)
}

impl Command {
    /// Whether the command writes its answer to the process's standard
    /// output (where a closed or read-only stdout would lose it).
    fn writes_stdout(&self) -> bool {
        match self {
            Command::Export(args) => names_stdout(&args.output),
            Command::Animate(args) => names_stdout(&args.output),
            Command::Count(_)
            | Command::Sum(_)
            | Command::Heatmap(_)
            | Command::Solve(_)
            | Command::Construct(_)
            | Command::Stats(_)
            | Command::Rank(_)
            | Command::Check(_)
            | Command::Verify(_)
            | Command::Trace(_)
            | Command::Regions(_) => true,
        }
    }
}

/// Writes clap's help or version text to stdout; the exit code.
fn print_help(text: &str) -> i32 {
    if let Some(why) = stdout_is_unwritable() {
        say(&format!("error: {why}"));
        return code::WRITE;
    }
    let mut stdout = io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => code::OK,
        Err(e) => {
            let failure = Failure::output(e);
            if let Some(line) = failure.line() {
                say(&line);
            }
            failure.code
        }
    }
}

/// Parses the arguments and runs the command; returns the process exit code.
/// `None` means no command was given (the caller opens the app).
pub fn main_with_args(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<i32> {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                return Some(print_help(&e.render().to_string()));
            }
            say(&clap_message(&e));
            return Some(code::USAGE);
        }
    };
    let command = cli.command?;
    signals::install();
    if command.writes_stdout()
        && let Some(why) = stdout_is_unwritable()
    {
        say(&format!("error: {why}: the answer would be lost"));
        return Some(code::WRITE);
    }
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let result = run(command, &mut out);
    // A failed flush when `out` is dropped would go unseen: flush here.
    let result = result.and_then(|()| out.flush().map_err(Failure::output));
    match result {
        Ok(()) => Some(code::OK),
        Err(failure) => {
            if let Some(line) = failure.line() {
                say(&line);
            }
            Some(failure.code)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_help_lists_every_exit_code() {
        let listed: Vec<i32> = EXIT_CODES
            .lines()
            .skip(1)
            .filter_map(|line| line.split_whitespace().next()?.parse().ok())
            .collect();
        assert_eq!(
            listed,
            [
                code::OK,
                code::NO,
                code::USAGE,
                code::WRITE,
                code::INTERRUPTED
            ]
        );
    }
}
