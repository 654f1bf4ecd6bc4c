//! `nqueens solve N`: solution K in the numbering, or all of them.

use std::io::Write;

use super::Failure;
use super::answer::{nth_solution, write_board};
use super::args::Only;
use super::long_run::LongRun;
use super::rules::{RuleArgs, need};
use crate::engine::{EngineError, Feature, Problem, Solutions, Work, next_solution};
use crate::formats::{BoardFormat, BoardText};

#[derive(Debug, clap::Args)]
pub struct SolveArgs {
    /// The side of the board, 1 to 32 (to 64 under other rules).
    n: usize,
    /// Which solution, from 1.
    #[arg(long, value_name = "K", conflicts_with = "all")]
    index: Option<u64>,
    /// Every solution, in order.
    #[arg(long)]
    all: bool,
    #[arg(long, value_parser = super::args::format_of::<BoardText>(), default_value = "text")]
    format: BoardText,
    #[command(flatten)]
    only: Only,
    #[command(flatten)]
    rules: RuleArgs,
}

/// Prints solution K (default 1), or every solution with `--all` (text
/// boards separated by an empty line), under the rules asked for.
pub fn run(args: &SolveArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let n = args.n;
    let rules = args.rules.searched(n)?;
    if !args.only.is_empty() {
        need(rules, Feature::Pins)?;
    }
    if args.format == BoardText::Fen {
        need(rules, Feature::Fen)?;
        BoardFormat::Fen.holds(n).map_err(Failure::usage)?;
    }
    let constraints = args.only.constraints(n)?;
    if !args.all {
        let k = args.index.unwrap_or(1);
        let board = nth_solution(&Problem::keeping(n, rules, &constraints)?, k)?;
        write_board(out, &board, &rules, args.format)?;
        if args.format == BoardText::Leetcode {
            put!(out, "\n")?;
        }
        return Ok(());
    }
    let run = LongRun::start(
        &format!("listing {}", rules.at(n)),
        n,
        rules,
        Work::ListTo(u64::MAX),
        None,
    );
    let control = run.control(None);
    let mut listed = 0u64;
    let mut solutions = Solutions::new(n, rules)?;
    // One board, its rows replaced for each solution: a listing of
    // millions allocates none.
    let mut board = rules.empty_board(n).map_err(EngineError::from)?;
    while next_solution(&mut solutions, &control)? {
        if !constraints.is_empty() && !constraints.allows(solutions.current()) {
            continue;
        }
        match args.format {
            BoardText::Text if listed > 0 => put!(out, "\n")?,
            // One JSON list of boards, as LeetCode 51 answers.
            BoardText::Leetcode => put!(out, "{}", if listed == 0 { "[" } else { "," })?,
            _ => {}
        }
        listed += 1;
        for (r, &c) in solutions.current().iter().enumerate() {
            board.place(r, c as usize);
        }
        write_board(out, &board, &rules, args.format)?;
    }
    if args.format == BoardText::Leetcode && listed > 0 {
        put!(out, "]\n")?;
    }
    if listed == 0 {
        // As `solve 3` says: an empty list is a "no", not an answer.
        return Err(Failure::no(if constraints.is_empty() {
            format!("there is no solution for {}", rules.at(n))
        } else {
            format!("n = {n} has no solution with these pins and blocks")
        }));
    }
    Ok(())
}
