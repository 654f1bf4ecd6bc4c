//! `nqueens count N`: the number of solutions, whole, fundamental, under
//! pins and blocks, one part of a split, or kept part by part in a folder.

use std::io::Write;
use std::path::PathBuf;

use super::args::{Only, PartSpec, check_threads, parse_part};
use super::long_run::LongRun;
use super::rules::{RuleArgs, need};
use super::{Failure, resume};
use crate::engine::Feature;
use crate::engine::{self, Rules, Work};

#[derive(Debug, clap::Args)]
pub struct CountArgs {
    /// The side of the board, 1 to 32 (to 64 under other rules).
    n: usize,
    /// Count solutions up to rotation and reflection (under other rules,
    /// up to the rule's own motions: the torus adds its translations, a
    /// board of more columns keeps the 4 of a rectangle).
    #[arg(long)]
    unique: bool,
    /// Worker threads (default: every core; at most 4 per core).
    #[arg(long, value_name = "T")]
    threads: Option<usize>,
    #[command(flatten)]
    only: Only,
    /// Count part I (0 to K-1) of a split into K parts of nearly equal
    /// work and print one result line for `sum`; `auto/K` takes I from
    /// SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX.
    #[arg(long, value_name = "I/K", value_parser = parse_part)]
    part: Option<PartSpec>,
    /// Keep the count part by part (64 parts) in DIR, and count only the
    /// parts not there yet: a long count survives a Ctrl+C or a reboot.
    /// With --part, keep that part chunk by chunk (64 chunks): a cluster's
    /// task that runs out of time goes on where it stopped.
    #[arg(long, value_name = "DIR")]
    resume: Option<PathBuf>,
    #[command(flatten)]
    rules: RuleArgs,
}

/// Prints the count asked for: one number, or one result line for `sum`
/// with `--part`.
pub fn run(args: CountArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let CountArgs {
        n,
        unique,
        threads,
        only,
        part,
        resume,
        rules,
    } = args;
    check_threads(threads)?;
    // A formula answers at once, for any n it holds for (kings, rooks):
    // past 64 bits and past the search's 64 columns.
    if only.is_empty()
        && part.is_none()
        && resume.is_none()
        && !unique
        && let Some(number) = engine::exact_count(n, rules.raw())
    {
        return put!(out, "{number}\n");
    }
    let rules = rules.searched(n)?;
    if !only.is_empty() {
        need(rules, Feature::Pins)?;
    }
    if part.is_some() || resume.is_some() {
        need(rules, Feature::Split)?;
    }
    let constraints = only.constraints(n)?;
    if let (Some(part), Some(dir)) = (part, &resume) {
        if unique || !constraints.is_empty() {
            return Err(Failure::usage(
                "--part prints a result line for `sum` (whose --unique gives the \
                 fundamental count); it takes no --unique, --pin or --block",
            ));
        }
        let index = part.index()?;
        let line = resume::count_part_resumable(n, rules, (index, part.parts), dir, threads)?;
        return put!(out, "{line}\n");
    }
    if let Some(dir) = resume {
        if !constraints.is_empty() {
            return Err(Failure::usage(
                "--resume keeps a count of all the solutions; it takes no --pin or --block",
            ));
        }
        if unique && rules.topology.wraps() {
            return Err(Failure::usage(super::sum::NO_TORUS_CLASSES));
        }
        let counts = resume::count_resumable(n, rules, &dir, threads)?;
        // A resumed count makes the fundamental count too (not a torus's).
        let number = match (unique, counts.fundamental) {
            (true, Some(fundamental)) => fundamental,
            (true, None) => return Err(Failure::usage(super::sum::NO_TORUS_CLASSES)),
            (false, _) => counts.total,
        };
        return put!(out, "{number}\n");
    }
    if let Some(part) = part {
        if unique || !constraints.is_empty() {
            return Err(Failure::usage(
                "--part prints a result line for `sum` (whose --unique gives the \
                 fundamental count); it takes no --unique, --pin or --block",
            ));
        }
        let index = part.index()?;
        let what = format!("counting part {index} of {} of {}", part.parts, rules.at(n));
        let run = LongRun::start(&what, n, rules, Work::CountPart(part.parts), threads);
        let result = engine::count_part(n, rules, index, part.parts, run.control(threads))?;
        return put!(out, "{result}\n");
    }
    if !constraints.is_empty() {
        if unique {
            return Err(Failure::usage(
                "--unique counts classes of the 8 rotations and reflections, \
                 which pins and blocks break: count without --unique",
            ));
        }
        let what = format!("counting n = {n}");
        let run = LongRun::start(&what, n, Rules::QUEENS, Work::survey(&constraints), threads);
        let number = engine::count_constrained(n, &constraints, run.control(threads))?;
        return put!(out, "{number}\n");
    }
    let what = format!("counting {}", rules.at(n));
    let work = if unique {
        Work::Count
    } else {
        Work::CountTotal
    };
    let run = LongRun::start(&what, n, rules, work, threads);
    let number = engine::count(
        &engine::Problem::new(n, rules)?,
        unique,
        &run.control(threads),
    )?
    .asked();
    put!(out, "{number}\n")
}
