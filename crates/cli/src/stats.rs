//! `nqueens stats N`: the backtracking tree's size, the counts, the time.

use std::io::Write;
use std::time::Instant;

use super::Failure;
use super::long_run::LongRun;
use crate::engine::{self, Rules, Work};

#[derive(Debug, clap::Args)]
pub struct StatsArgs {
    /// The side of the board, 1 to 32 (to 64 under other rules).
    n: usize,
    #[command(flatten)]
    rules: super::rules::RuleArgs,
}

/// Prints `nodes:`, `solutions:`, `fundamental:` and `seconds:` lines.
pub fn run(args: &StatsArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let n = args.n;
    if let Some(rules) = args.rules.chosen(n)? {
        return super::rules::stats(n, rules, out);
    }
    engine::check_search_side(n)?;
    let run = LongRun::start(
        &format!("the statistics of n = {n}"),
        n,
        Rules::QUEENS,
        Work::Stats,
        None,
    );
    let started = Instant::now();
    let tree = engine::tree_stats(n, run.control(None))?;
    let counts = engine::count(n, engine::Rules::QUEENS, true, &run.control(None))?;
    let seconds = started.elapsed().as_secs_f64();
    put!(out, "nodes: {}\n", tree.nodes)?;
    put!(out, "solutions: {}\n", tree.solutions)?;
    put!(out, "fundamental: {}\n", counts.asked())?;
    put!(out, "seconds: {seconds:.3}\n")
}
