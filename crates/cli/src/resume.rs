//! A long count kept piece by piece in a folder: a whole count part by
//! part (`count N --resume DIR`), one part of a split chunk by chunk
//! (`count N --part I/K --resume DIR`, a cluster's task that outlives its
//! job's time). It survives a Ctrl+C or a reboot, and the next run counts
//! only the pieces still missing.

use std::path::{Path, PathBuf};

use super::failure::{Failure, say};
use super::long_run::LongRun;
use crate::engine::{self, Control, Counts, PartResult, Rules, Work};
use crate::formats;

/// Parts of a kept count: fine enough that a Ctrl+C loses little.
pub const RESUME_PARTS: u64 = 64;

/// What is kept: the parts of a whole count, or the chunks of one part.
#[derive(Clone, Copy)]
enum Job<'a> {
    Whole,
    /// One part of a split, its units found once.
    Part(&'a engine::PartPlan),
}

/// One kept count: n, the rules, the folder and what is kept in it.
#[derive(Clone, Copy)]
struct Kept<'a> {
    n: usize,
    rules: Rules,
    dir: &'a Path,
    job: Job<'a>,
}

impl Kept<'_> {
    /// Where piece `index` is kept: the queens' parts as they always
    /// were, another piece's named (`n20-superqueen-part-3-of-64.txt`), a
    /// part's chunks after the part (`n27-superqueen-part-5-of-1000-chunk-
    /// 3-of-64.txt`).
    fn path(&self, index: u64) -> PathBuf {
        let n = self.n;
        let piece = match self.rules.piece {
            engine::Piece::Queen => String::new(),
            other => format!("{}-", other.key()),
        };
        self.dir.join(match self.job {
            Job::Whole => format!("n{n}-{piece}part-{index}-of-{RESUME_PARTS}.txt"),
            Job::Part(plan) => format!(
                "n{n}-{piece}part-{}-of-{}-chunk-{index}-of-{RESUME_PARTS}.txt",
                plan.index(),
                plan.parts()
            ),
        })
    }

    /// What the kept pieces are of, in words.
    fn what(&self) -> String {
        match self.job {
            Job::Whole => self.rules.at(self.n),
            Job::Part(plan) => format!(
                "part {} of {} of {}",
                plan.index(),
                plan.parts(),
                self.rules.at(self.n)
            ),
        }
    }

    /// Counts piece `index`.
    fn count(&self, index: u64, control: Control<'_>) -> Result<PartResult, engine::EngineError> {
        let (n, rules) = (self.n, self.rules);
        match self.job {
            Job::Whole => engine::count_part(
                &engine::Problem::new(n, rules)?,
                index,
                RESUME_PARTS,
                control,
            ),
            Job::Part(plan) => plan.count_chunk(index, RESUME_PARTS, control),
        }
    }

    /// This version's checksum of each piece.
    fn checksums(&self, control: Control<'_>) -> Result<Vec<u64>, engine::EngineError> {
        match self.job {
            Job::Whole => engine::part_checksums(
                &engine::Problem::new(self.n, self.rules)?,
                RESUME_PARTS,
                control,
            ),
            Job::Part(plan) => Ok(plan.chunk_checksums(RESUME_PARTS)),
        }
    }
}

/// The largest kept part read: a result line is about a hundred bytes.
pub const MAX_KEPT_PART_BYTES: u64 = 4096;

/// The part kept for `index`, if its file holds that part's sealed line;
/// what else is there (a link, a FIFO, a device, a file too large to be a
/// part) is never read: it is refused, or counted again (and replaced).
fn kept(job: &Kept<'_>, index: u64) -> Result<Option<PartResult>, Failure> {
    use std::io::Read;
    let path = job.path(index);
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
        part.n == job.n
            && part.piece == job.rules.piece
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
    let job = Kept {
        n,
        rules,
        dir,
        job: Job::Whole,
    };
    let results = keep(&job, threads)?;
    engine::sum_parts(&results).map_err(|e| {
        Failure::usage(format!(
            "the parts kept in {} do not add up ({e}): they may come from another version; remove the folder to count afresh",
            dir.display()
        ))
    })
}

/// Counts part `index` of the split of n into `parts`, keeping each
/// finished chunk of it in `dir`: the part's line, as `--part` alone
/// prints it.
pub fn count_part_resumable(
    n: usize,
    rules: Rules,
    (index, parts): (u64, u64),
    dir: &Path,
    threads: Option<usize>,
) -> Result<PartResult, Failure> {
    check_folder(dir)?;
    // The split's set-up, once for all the chunks.
    let control = Control {
        threads,
        ..Control::default()
    };
    let plan = engine::PartPlan::new(&engine::Problem::new(n, rules)?, index, parts, control)?;
    let job = Kept {
        n,
        rules,
        dir,
        job: Job::Part(&plan),
    };
    let chunks = keep(&job, threads)?;
    plan.join(&chunks).map_err(|e| {
        Failure::usage(format!(
            "the chunks kept in {} do not add up ({e}): they may come from another version; remove them to count afresh",
            dir.display()
        ))
    })
}

/// Counts the pieces of `job` not kept yet, keeping each as it ends;
/// returns all of them. Its folder was checked first (before a part's
/// set-up, which can take a minute).
fn keep(job: &Kept<'_>, threads: Option<usize>) -> Result<Vec<PartResult>, Failure> {
    let (n, rules, dir) = (job.n, job.rules, job.dir);
    let mut results: Vec<Option<PartResult>> = (0..RESUME_PARTS)
        .map(|i| kept(job, i))
        .collect::<Result<_, _>>()?;
    let noun = match job.job {
        Job::Whole => "parts",
        Job::Part(_) => "chunks",
    };
    if results.iter().any(Option::is_some) {
        // Pieces kept by another version would be refused at the end,
        // after the missing ones were counted: they are counted again now
        // instead. Nothing watches the interrupt flag yet, so Ctrl+C ends
        // this check at once; it only reads.
        let control = Control {
            threads,
            ..Control::default()
        };
        let sums = job.checksums(control)?;
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
                "{foreign} of the {noun} of {} kept in {} come from another version of nqueens: counted again",
                job.what(),
                dir.display()
            ));
        }
    }
    let done = results.iter().filter(|r| r.is_some()).count() as u64;
    if done > 0 {
        say(&format!(
            "{done} of {RESUME_PARTS} {noun} of {} already counted in {}",
            job.what(),
            dir.display()
        ));
    }
    let what = format!(
        "counting {} ({} {noun} to go)",
        job.what(),
        RESUME_PARTS - done
    );
    let work = match job.job {
        Job::Whole => Work::CountTotal,
        Job::Part(plan) => Work::CountPart(plan.parts()),
    };
    let run = LongRun::start(&what, n, rules, work, threads);
    let mut finished = done;
    for index in 0..RESUME_PARTS {
        if results[index as usize].is_some() {
            continue;
        }
        // The bar counts the pieces already done and this one's share.
        let base = finished as f64;
        let progress = |p: f64| run.progress((base + p) / RESUME_PARTS as f64);
        let control = Control {
            progress: Some(&progress),
            ..run.control(threads)
        };
        let part = match job.count(index, control) {
            Ok(part) => part,
            Err(engine::EngineError::Cancelled) => {
                return Err(Failure::new(
                    super::code::INTERRUPTED,
                    format!(
                        "interrupted; {finished} of {RESUME_PARTS} {noun} are kept in {}: run the same command to go on",
                        dir.display()
                    ),
                ));
            }
            Err(e) => return Err(e.into()),
        };
        formats::write_atomic(&job.path(index), |w| writeln!(w, "{part}"))?;
        results[index as usize] = Some(part);
        finished += 1;
    }
    Ok(results.into_iter().flatten().collect())
}
