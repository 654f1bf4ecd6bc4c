//! `nqueens rank FILE`: the number of the solution in a file.

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use super::answer::{CHECK_LISTED, not_a_solution};
use super::long_run::LongRun;
use super::{Failure, is_dash};
use crate::engine::{self, Rules};
use crate::formats::{self, grouped};

#[derive(Debug, clap::Args)]
pub struct RankArgs {
    /// The board file, or `-` for standard input.
    file: PathBuf,
    /// The rules of a text board (a RON board records its own).
    #[command(flatten)]
    rules: super::rules::RuleArgs,
}

/// Prints the number of the solution in the file, in the list of the
/// rules it is a board of; a board that is not a solution is a "no", as
/// for `check`.
pub fn run(args: &RankArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let file = &args.file;
    let input = super::rules::BoardInput::open(file, &args.rules)?;
    let (columns, rules) = match input.rules {
        Some(rules) => {
            let placement = input.placement(file, rules)?;
            let rules = super::rules::for_board(rules, &placement)?;
            (super::rules::solution_columns(&placement, rules)?, rules)
        }
        None => (queens_columns(file, input.head)?, Rules::QUEENS),
    };
    let n = columns.len();
    let what = format!("numbering a board of {}", rules.at(n));
    let run = LongRun::start_for(&what, n, rules, None, None);
    let problem = engine::Problem::new(n, rules)?;
    let k = engine::rank(&problem, &columns, run.control(None)).map_err(|e| match e {
        engine::RankError::Engine(e) => e.into(),
        engine::RankError::PastTotal { .. } => Failure::no(e.to_string()),
        other => Failure::usage(other.to_string()),
    })?;
    put!(out, "{k}\n")
}

/// The columns of a classic queens' board, read in O(n) whatever the file
/// holds, or why it has no number: not a solution, not square, or past
/// the numbers that come at once.
fn queens_columns(file: &Path, head: Vec<u8>) -> Result<Vec<u32>, Failure> {
    let reading = formats::Reading {
        listed: CHECK_LISTED,
        keep: engine::MAX_RANK_N,
        ..formats::Reading::default()
    };
    let inspection = if is_dash(file) {
        let mut rest = io::Cursor::new(head).chain(io::stdin().lock());
        formats::inspect(formats::Input::Stream(&mut rest, file), reading)?
    } else {
        formats::inspect(formats::Input::File(file), reading)?
    };
    let (n, width) = (inspection.verdict.n, inspection.verdict.width);
    if let Some(columns) = inspection.columns {
        return Ok(columns);
    }
    if width != n {
        return Err(Failure::usage(format!(
            "rank numbers the solutions of square boards; this one has {n} rows on {width} \
             columns (`solve {n} --columns {width} --all` lists theirs in order)"
        )));
    }
    if inspection.verdict.is_solution() {
        return Err(Failure::usage(format!(
            "numbers come at once for n up to {}; this board has n = {}",
            engine::MAX_RANK_N,
            grouped(n as u64)
        )));
    }
    Err(not_a_solution(&inspection.verdict))
}
