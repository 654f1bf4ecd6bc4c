//! `nqueens heatmap N`: how many solutions have a queen on each square.

use std::io::Write;

use super::Failure;
use super::args::Only;
use super::long_run::LongRun;
use crate::engine::{self, Rules, Work};

#[derive(Debug, clap::Args)]
pub struct HeatmapArgs {
    /// The side of the board, 1 to 32 (to 64 under other rules).
    n: usize,
    /// Tally the fundamental solutions only (the smallest of each class
    /// of the 8 rotations and reflections).
    #[arg(long)]
    unique: bool,
    #[command(flatten)]
    only: Only,
    #[command(flatten)]
    rules: super::rules::RuleArgs,
}

/// Prints n lines of n numbers, row 0 first.
pub fn run(args: &HeatmapArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let n = args.n;
    if let Some(rules) = args.rules.chosen(n)? {
        if !args.only.is_empty() {
            super::rules::need(rules, crate::engine::Feature::Pins)?;
        }
        return super::rules::heatmap(n, rules, args.unique, out);
    }
    engine::check_search_side(n)?;
    if args.unique && !args.only.is_empty() {
        // As `count --unique` says: the classes are of the whole board.
        return Err(Failure::usage(
            "--unique tallies classes of the 8 rotations and reflections, \
             which pins and blocks break: tally without --unique",
        ));
    }
    let constraints = args.only.constraints(n)?;
    let what = format!("the heatmap of n = {n}");
    let run = LongRun::start(&what, n, Rules::QUEENS, Work::survey(&constraints), None);
    let survey = engine::survey(n, engine::Rules::QUEENS, &constraints, run.control(None))?;
    for r in 0..n {
        for c in 0..n {
            let sep = if c + 1 == n { "\n" } else { " " };
            put!(out, "{}{sep}", survey.at((r, c), args.unique))?;
        }
    }
    Ok(())
}
