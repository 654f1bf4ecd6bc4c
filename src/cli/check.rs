//! `nqueens check FILE`: whether a board is a solution, and why not.

use std::io::{self, Read, Write};
use std::path::PathBuf;

use super::answer::{CHECK_LISTED, not_a_solution};
use super::failure::say;
use super::{Failure, is_dash};
use crate::formats::{self, grouped};

#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// The board file, or `-` for standard input.
    file: PathBuf,
    #[command(flatten)]
    rules: super::rules::RuleArgs,
}

/// The most of standard input a board under other rules is read from:
/// far more than a 64×64 board in any format.
const RULE_BOARD_BYTES: u64 = 1 << 20;

/// Lists the attacking pairs (a screenfull at most, then how many more);
/// a board that is not a solution is a "no".
pub fn run(args: &CheckArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let file = &args.file;
    // Other rules: the square boards they make are at most 64 wide.
    if let Some(rules) = args.rules.chosen(1)? {
        let placement = if is_dash(file) {
            let mut text = String::new();
            io::stdin()
                .lock()
                .take(RULE_BOARD_BYTES)
                .read_to_string(&mut text)
                .map_err(|e| Failure::usage(format!("cannot read standard input: {e}")))?;
            formats::read_board(&text).map_err(|e| Failure::usage(format!("-: {e}")))?
        } else {
            formats::open_board(file)?
        };
        rules
            .check(placement.n())
            .map_err(|e| Failure::usage(e.to_string()))?;
        return super::rules::check(&placement, rules, out);
    }
    let verdict = if is_dash(file) {
        formats::check_reader(io::stdin().lock(), file, CHECK_LISTED)?
    } else {
        formats::check_file(file, CHECK_LISTED)?
    };
    for attack in &verdict.listed {
        put!(out, "{attack}\n")?;
    }
    let unlisted = verdict.pairs - verdict.listed.len() as u64;
    if unlisted > 0 {
        put!(out, "… and {} more\n", grouped(unlisted))?;
    }
    out.flush().map_err(Failure::output)?;
    if !verdict.is_solution() {
        return Err(not_a_solution(&verdict));
    }
    say(&format!("a solution of n = {}", verdict.n));
    Ok(())
}
