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
    /// Count nothing: say how long the count would take here, in one
    /// core's time and on 64 and 1,000 cores (the split a cluster runs:
    /// --part), from a sample of its search.
    #[arg(long, conflicts_with_all = ["part", "resume"])]
    forecast: bool,
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
        forecast,
        rules,
    } = args;
    check_threads(threads)?;
    if forecast {
        return say_forecast(n, rules.searched(n)?, unique, &only, out);
    }
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
        if unique && rules.topology == engine::Topology::Torus {
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
        let result = engine::count_part(
            &engine::Problem::new(n, rules)?,
            index,
            part.parts,
            run.control(threads),
        )?;
        return put!(out, "{result}\n");
    }
    if unique && !constraints.is_empty() {
        return Err(Failure::usage(
            "--unique counts classes of the 8 rotations and reflections, \
             which pins and blocks break: count without --unique",
        ));
    }
    // Every rule, with or without pins and blocks: the kernels' table.
    let what = format!("counting {}", rules.at(n));
    let work = match (constraints.is_empty(), unique) {
        (false, _) => Work::survey(&constraints),
        (true, true) => Work::Count,
        (true, false) => Work::CountTotal,
    };
    let run = LongRun::start(&what, n, rules, work, threads);
    let problem = engine::Problem::keeping(n, rules, &constraints)?;
    let number = engine::count(&problem, unique, &run.control(threads))?.asked();
    put!(out, "{number}\n")
}

/// The cores a forecast is said for, beside one core's time.
const CORES: [u64; 2] = [64, 1_000];

/// What `--forecast` prints: the count's time in one core's time here
/// (the CPU time a cluster's task takes, much the same there), and shared
/// among 64 and 1,000 cores, where the count splits into parts.
fn say_forecast(
    n: usize,
    rules: Rules,
    unique: bool,
    only: &Only,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    if !only.is_empty() {
        return Err(Failure::usage(
            "--forecast says the time of a whole count; it takes no --pin or --block",
        ));
    }
    let work = if unique {
        Work::Count
    } else {
        Work::CountTotal
    };
    let one_core = engine::Control {
        threads: Some(1),
        ..engine::Control::default()
    };
    let forecast = engine::forecast_range(n, rules, work, one_core)?;
    let words = |time: std::time::Duration| match engine::in_words(time) {
        under if time < std::time::Duration::from_secs(1) => under,
        words => format!("about {words}"),
    };
    let said = |share: f64| {
        let (low, high) = (forecast.low.div_f64(share), forecast.high.div_f64(share));
        if forecast.is_rough() && engine::in_words(low) != engine::in_words(high) {
            format!("{} to {}", engine::in_words(low), engine::in_words(high))
        } else {
            words(forecast.likely().div_f64(share))
        }
    };
    let what = if unique {
        "the fundamental count"
    } else {
        "the count"
    };
    put!(
        out,
        "{what} of {}: {} of one core's time here\n",
        rules.at(n),
        said(1.0)
    )?;
    // Past one machine's cores a count runs as parts (a cluster's array).
    let splits =
        rules.supports(Feature::Split) && !(unique && rules.topology == engine::Topology::Torus);
    for cores in CORES {
        let cores_said = crate::formats::grouped(cores);
        let how = if splits {
            format!("--part I/{cores_said}, then sum")
        } else {
            "one machine's cores".to_string()
        };
        put!(
            out,
            "on {cores_said} cores: {} ({how})\n",
            said(cores as f64)
        )?;
    }
    if !splits {
        let why = rules
            .refusal(Feature::Split)
            .unwrap_or_else(|| super::sum::NO_TORUS_CLASSES.into());
        put!(out, "no split into parts: {why}\n")?;
    }
    Ok(())
}
