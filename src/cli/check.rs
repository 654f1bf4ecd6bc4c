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
    // Other rules, given or recorded in a RON file: the boards they make
    // are at most 64 wide.
    let asked = args.rules.chosen(1)?;
    // Standard input is read once: its start is kept, to look for rules a
    // RON board records and then to be checked with the rest.
    let mut head = Vec::new();
    if is_dash(file) {
        io::stdin()
            .lock()
            .take(formats::MAX_RULED_BOARD_BYTES)
            .read_to_end(&mut head)
            .map_err(|e| Failure::usage(format!("cannot read standard input: {e}")))?;
    }
    let whole = (head.len() as u64) < formats::MAX_RULED_BOARD_BYTES;
    let rules = match asked {
        Some(rules) => Some(rules),
        None if !is_dash(file) => formats::recorded_rules_of_file(file),
        None if whole => std::str::from_utf8(&head)
            .ok()
            .and_then(formats::recorded_rules),
        None => None,
    };
    if let Some(rules) = rules {
        let placement = if is_dash(file) {
            let text = String::from_utf8(head)
                .map_err(|_| Failure::usage("-: standard input is not UTF-8 text"))?;
            formats::read_board_on(&text, rules.columns)
                .map_err(|e| Failure::usage(format!("-: {e}")))?
        } else {
            formats::open_board_on(file, crate::engine::Control::default(), rules.columns)?
        };
        let rules = super::rules::for_board(rules, &placement)?;
        return super::rules::check(&placement, rules, out);
    }
    let verdict = if is_dash(file) {
        let rest = io::Cursor::new(head).chain(io::stdin().lock());
        formats::check_reader(rest, file, CHECK_LISTED)?
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
