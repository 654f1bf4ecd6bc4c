//! A whole count kept part by part in a folder (`count N --resume DIR`): a
//! long count survives a Ctrl+C or a reboot, and the next run counts only
//! the parts still missing.

use std::path::{Path, PathBuf};

use super::failure::{Failure, say};
use super::long_run::LongRun;
use crate::engine::{self, Control, Counts, PartResult, Rules, Work};
use crate::formats;

/// Parts of a kept count: fine enough that a Ctrl+C loses little.
pub const RESUME_PARTS: u64 = 64;

/// Where part `index` of n is kept: the queens' parts as they always
/// were, another piece's named (`n20-superqueen-part-3-of-64.txt`).
fn part_path(dir: &Path, n: usize, rules: Rules, index: u64) -> PathBuf {
    let piece = match rules.piece {
        engine::Piece::Queen => String::new(),
        other => format!("{}-", other.key()),
    };
    dir.join(format!("n{n}-{piece}part-{index}-of-{RESUME_PARTS}.txt"))
}

/// The largest kept part read: a result line is about a hundred bytes.
pub const MAX_KEPT_PART_BYTES: u64 = 4096;

/// The part kept for `index`, if its file holds that part's sealed line;
/// what else is there (a link, a FIFO, a device, a file too large to be a
/// part) is never read: it is refused, or counted again (and replaced).
fn kept(dir: &Path, n: usize, rules: Rules, index: u64) -> Result<Option<PartResult>, Failure> {
    use std::io::Read;
    let path = part_path(dir, n, rules, index);
    let Ok(meta) = std::fs::symlink_metadata(&path) else {
        return Ok(None);
    };
    if !meta.file_type().is_file() {
        // Following it could read without end (/dev/zero), hang (a FIFO)
        // or, once counted, write through it: refused, named.
        return Err(Failure::usage(format!(
            "{} is not a regular file (a link, a FIFO or a device): remove it, or keep the parts in another folder",
            path.display()
        )));
    }
    if meta.len() > MAX_KEPT_PART_BYTES {
        say(&format!(
            "{} is too large to be a kept part ({} bytes): counted again",
            path.display(),
            formats::grouped(meta.len())
        ));
        return Ok(None);
    }
    let mut text = String::new();
    let read = std::fs::File::open(&path)
        .and_then(|file| file.take(MAX_KEPT_PART_BYTES).read_to_string(&mut text));
    if read.is_err() {
        return Ok(None);
    }
    let part = PartResult::parse(text.trim()).ok();
    Ok(part.filter(|part| {
        part.n == n
            && part.piece == rules.piece
            && part.index == index
            && part.parts == RESUME_PARTS
    }))
}

/// Makes sure the parts can be kept in `dir` before anything is counted:
/// a folder that cannot be made or written would otherwise be found out
/// after the first part, minutes or hours later. Either way the answer
/// could not be written: exit 3, as for any output.
fn check_folder(dir: &Path) -> Result<(), Failure> {
    let cannot = |e: std::io::Error| {
        Failure::new(
            super::code::WRITE,
            format!(
                "cannot keep parts in {}: {}",
                dir.display(),
                formats::io_message(&e)
            ),
        )
    };
    std::fs::create_dir_all(dir).map_err(cannot)?;
    // A relative name, as every write here: a folder deeper than PATH_MAX
    // has no absolute one.
    formats::Temporary::create_in(dir, ".nqueens-probe-")
        .map(drop)
        .map_err(cannot)
}

/// Counts n, keeping each finished part in `dir` and skipping the parts
/// already there.
pub fn count_resumable(
    n: usize,
    rules: Rules,
    dir: &Path,
    threads: Option<usize>,
) -> Result<Counts, Failure> {
    check_folder(dir)?;
    let mut results: Vec<Option<PartResult>> = (0..RESUME_PARTS)
        .map(|i| kept(dir, n, rules, i))
        .collect::<Result<_, _>>()?;
    if results.iter().any(Option::is_some) {
        // Parts kept by another version would be refused by the sum at
        // the end, after the missing ones were counted: they are counted
        // again now instead. Nothing watches the interrupt flag yet, so
        // Ctrl+C ends this check at once; it only reads.
        let control = Control {
            threads,
            ..Control::default()
        };
        let sums = engine::part_checksums(n, rules, RESUME_PARTS, control)?;
        let mut foreign = 0;
        for (index, result) in results.iter_mut().enumerate() {
            if result
                .as_ref()
                .is_some_and(|part| sums.get(index) != Some(&part.checksum))
            {
                *result = None;
                foreign += 1;
            }
        }
        if foreign > 0 {
            say(&format!(
                "{foreign} of the parts of {} kept in {} come from another version of nqueens: counted again",
                rules.at(n),
                dir.display()
            ));
        }
    }
    let done = results.iter().filter(|r| r.is_some()).count() as u64;
    if done > 0 {
        say(&format!(
            "{done} of {RESUME_PARTS} parts of {} already counted in {}",
            rules.at(n),
            dir.display()
        ));
    }
    let what = format!(
        "counting {} ({} parts to go)",
        rules.at(n),
        RESUME_PARTS - done
    );
    let run = LongRun::start(&what, n, rules, Work::CountTotal, threads);
    let mut finished = done;
    for index in 0..RESUME_PARTS {
        if results[index as usize].is_some() {
            continue;
        }
        // The bar counts the parts already done and this one's share.
        let base = finished as f64;
        let progress = |p: f64| run.progress((base + p) / RESUME_PARTS as f64);
        let control = Control {
            progress: Some(&progress),
            ..run.control(threads)
        };
        let part = match engine::count_part(n, rules, index, RESUME_PARTS, control) {
            Ok(part) => part,
            Err(engine::EngineError::Cancelled) => {
                return Err(Failure::new(
                    super::code::INTERRUPTED,
                    format!(
                        "interrupted; {finished} of {RESUME_PARTS} parts are kept in {}: run the same command to go on",
                        dir.display()
                    ),
                ));
            }
            Err(e) => return Err(e.into()),
        };
        let path = part_path(dir, n, rules, index);
        formats::write_atomic(&path, |w| writeln!(w, "{part}"))?;
        results[index as usize] = Some(part);
        finished += 1;
    }
    let results: Vec<PartResult> = results.into_iter().flatten().collect();
    engine::sum_parts(&results).map_err(|e| {
        Failure::usage(format!(
            "the parts kept in {} do not add up ({e}): they may come from another version; remove the folder to count afresh",
            dir.display()
        ))
    })
}
