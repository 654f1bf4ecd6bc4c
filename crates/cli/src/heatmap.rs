//! `nqueens heatmap N`: how many solutions have a queen on each square.

use std::io::Write;

use super::Failure;
use super::args::Only;
use super::long_run::LongRun;
use super::rules::need;
use crate::engine::{self, Feature, Work};

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

/// Prints n lines of as many numbers as the board has columns, row 0
/// first.
pub fn run(args: &HeatmapArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let n = args.n;
    let rules = args.rules.searched(n)?;
    if !args.only.is_empty() {
        need(rules, Feature::Pins)?;
    }
    if args.unique && !args.only.is_empty() {
        // As `count --unique` says: the classes are of the whole board.
        return Err(Failure::usage(
            "--unique tallies classes of the 8 rotations and reflections, \
             which pins and blocks break: tally without --unique",
        ));
    }
    let constraints = args.only.constraints(n)?;
    let what = format!("the heatmap of {}", rules.at(n));
    let run = LongRun::start(&what, n, rules, Work::survey(&constraints), None);
    let problem = engine::Problem::keeping(n, rules, &constraints)?;
    let survey = engine::survey(&problem, run.control(None))?;
    let width = rules.width(n);
    for r in 0..n {
        for c in 0..width {
            let sep = if c + 1 == width { "\n" } else { " " };
            put!(out, "{}{sep}", survey.at((r, c), args.unique))?;
        }
    }
    Ok(())
}
