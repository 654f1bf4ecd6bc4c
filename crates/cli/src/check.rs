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

/// Lists the attacking pairs (a screenfull at most, then how many more);
/// a board that is not a solution is a "no".
pub fn run(args: &CheckArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let file = &args.file;
    let input = super::rules::BoardInput::open(file, &args.rules)?;
    if let Some(rules) = input.rules {
        let placement = input.placement(file, rules)?;
        let rules = super::rules::for_board(rules, &placement)?;
        return super::rules::check(&placement, rules, out);
    }
    let head = input.head;
    let reading = formats::Reading {
        listed: CHECK_LISTED,
        ..formats::Reading::default()
    };
    let verdict = if is_dash(file) {
        let mut rest = io::Cursor::new(head).chain(io::stdin().lock());
        formats::inspect(formats::Input::Stream(&mut rest, file), reading)?.verdict
    } else {
        formats::inspect(formats::Input::File(file), reading)?.verdict
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
    if verdict.width != verdict.n {
        say(&format!(
            "a solution of n = {} on {} columns",
            verdict.n, verdict.width
        ));
    } else {
        say(&format!("a solution of n = {}", verdict.n));
    }
    Ok(())
}
