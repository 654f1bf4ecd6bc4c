//! `nqueens stats N`: the backtracking tree's size, the counts, the time.

use std::io::Write;
use std::time::Instant;

use super::Failure;
use super::long_run::LongRun;
use crate::engine::{self, Work};

#[derive(Debug, clap::Args)]
pub struct StatsArgs {
    /// The side of the board, 1 to 32 (to 64 under other rules).
    n: usize,
    #[command(flatten)]
    rules: super::rules::RuleArgs,
}

/// Prints `nodes:`, `solutions:`, `fundamental:`, under other rules than
/// the classic queens' `group:`, and `seconds:` lines.
pub fn run(args: &StatsArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let n = args.n;
    let rules = args.rules.searched(n)?;
    let what = format!("the statistics of {}", rules.at(n));
    let run = LongRun::start(&what, n, rules, Work::Stats, None);
    let started = Instant::now();
    let counts = engine::statistics(&engine::Problem::new(n, rules)?, &run.control(None))?;
    let seconds = started.elapsed().as_secs_f64();
    put!(out, "nodes: {}\n", counts.nodes.unwrap_or_default())?;
    put!(out, "solutions: {}\n", counts.total)?;
    put!(out, "fundamental: {}\n", counts.asked())?;
    if let Some(rules) = rules.other() {
        put!(out, "group: {}\n", rules.group(n).key())?;
    }
    put!(out, "seconds: {seconds:.3}\n")
}
