//! The command-line face, for scripts: numbers alone on stdout, messages on
//! stderr, exit 0 on success and non-zero with a one-line reason otherwise
//! (the codes are in [`code`]).

mod failure;
mod long_run;
mod resume;
mod signals;

use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::time::Instant;

use clap::{Parser, Subcommand, ValueEnum};

pub use failure::{Failure, clap_message, code};
use failure::{say, stdout_was_closed};
use long_run::LongRun;

use crate::engine::{self, Board, EngineError, Solutions, Work};
use crate::formats::{self, BoardFormat, grouped};

/// The exit codes, for `--help` and the man page (the values are in
/// [`code`]).
const EXIT_CODES: &str = "Exit status:
  0    the answer is on stdout (check: the board is a solution)
  1    the answer is no (check: not a solution; solve: no such solution)
  2    the request is wrong: a bad argument, or a file that is not a board
  3    the answer could not be written (nothing was damaged)
  130  stopped by Ctrl+C, SIGTERM or SIGHUP";

/// Browse, count and draw the solutions of the N-Queens puzzle.
/// With no command, opens the app.
#[derive(Debug, Parser)]
#[command(name = "nqueens", version, about, after_long_help = EXIT_CODES)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// The number of solutions of n (fundamental ones with --unique).
    Count {
        /// The side of the board, 1 to 32.
        n: usize,
        /// Count solutions up to rotation and reflection.
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
        #[arg(long, value_name = "I/K", value_parser = parse_part, conflicts_with = "resume")]
        part: Option<PartSpec>,
        /// Keep the count part by part (64 parts) in DIR, and count only the
        /// parts not there yet: a long count survives a Ctrl+C or a reboot.
        #[arg(long, value_name = "DIR")]
        resume: Option<PathBuf>,
    },
    /// Add up the result lines of `count N --part I/K` (all K parts of one
    /// n, each once, checked) and print the total.
    Sum {
        /// Files of result lines (one or more lines each).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print the fundamental count instead.
        #[arg(long)]
        unique: bool,
    },
    /// How many solutions have a queen on each square: n lines of n
    /// numbers, row 0 first.
    Heatmap {
        /// The side of the board, 1 to 32.
        n: usize,
        /// Tally the fundamental solutions only (the smallest of each class
        /// of the 8 rotations and reflections).
        #[arg(long)]
        unique: bool,
        #[command(flatten)]
        only: Only,
    },
    /// Print solution K of n (numbered from 1 in lexicographic order of the
    /// column lists), or all of them.
    Solve {
        /// The side of the board, 1 to 32.
        n: usize,
        /// Which solution, from 1.
        #[arg(long, value_name = "K", conflicts_with = "all")]
        index: Option<u64>,
        /// Every solution, in order.
        #[arg(long)]
        all: bool,
        #[arg(long, value_enum, default_value_t = SolveFormat::Text)]
        format: SolveFormat,
        #[command(flatten)]
        only: Only,
    },
    /// One solution of any size (n = 1 or n >= 4, up to 10 million) by an
    /// explicit O(n) formula.
    Construct {
        /// The side of the board.
        n: usize,
        #[arg(long, value_enum, default_value_t = ConstructFormat::Cols)]
        format: ConstructFormat,
    },
    /// Size of the row-by-row backtracking tree, solutions, fundamental
    /// solutions, and the time taken.
    Stats {
        /// The side of the board, 1 to 32.
        n: usize,
    },
    /// Save solution K of n as .png, .svg, .txt, .ron, .fen or .tex (by the
    /// extension of the output file, or --format).
    Export {
        /// The side of the board, 1 to 32.
        n: usize,
        /// Which solution, from 1.
        #[arg(long, value_name = "K")]
        index: u64,
        /// The file to write (replaced atomically if it exists; a pipe, a
        /// device or the process's own stdout is written in place), or `-`
        /// for standard output.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
        /// The format, where the file's extension does not say it (`-`,
        /// /dev/stdout, a pipe); it wins over the extension.
        #[arg(long, value_enum, value_name = "F")]
        format: Option<ExportFormat>,
        /// Side of a PNG in pixels (64 to 8192, default 512), or the nominal
        /// size of an SVG.
        #[arg(long, value_name = "PX")]
        size: Option<u32>,
        /// Add file and rank labels in a margin.
        #[arg(long)]
        labels: bool,
    },
    /// The textbook row-by-row search of n as an animated PNG (APNG): a
    /// frame per step (the square tried, the rejected ones crossed, the
    /// queens placed), at most 2,000 frames, played once.
    Animate {
        /// The side of the board, 1 to 32 (n = 4 to 6 fit whole).
        n: usize,
        /// The file to write (replaced atomically), or `-` for standard
        /// output.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
        /// Side of a frame in pixels (64 to 1024).
        #[arg(long, value_name = "PX", default_value_t = 256)]
        size: u32,
        /// How long each frame stays, in milliseconds (10 to 10000).
        #[arg(long, value_name = "MS", default_value_t = 250)]
        delay: u16,
        /// Leave out the file and rank labels.
        #[arg(long)]
        no_labels: bool,
    },
    /// The number of the solution in FILE (text or RON) in the numbering
    /// of `solve --index`, for n up to 20; exit 1 when it is not a
    /// solution, as `check`.
    Rank {
        /// The board file, or `-` for standard input.
        file: PathBuf,
    },
    /// Read a board (text or RON): exit 0 for a solution, 1 when it is not
    /// one (attacking pairs listed on stdout), 2 when it cannot be read.
    Check {
        /// The board file, or `-` for standard input.
        file: PathBuf,
    },
}

/// Pinned queens and blocked squares: only the solutions with a queen on
/// every pinned square and none on a blocked one.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct Only {
    /// A square that must hold a queen: row and column from 0 (row 0 at
    /// the top, as in column lists). Repeat for more.
    #[arg(long, value_name = "R,C", value_parser = parse_square)]
    pub pin: Vec<(usize, usize)>,
    /// A square that must stay empty. Repeat for more.
    #[arg(long, value_name = "R,C", value_parser = parse_square)]
    pub block: Vec<(usize, usize)>,
}

impl Only {
    fn constraints(&self, n: usize) -> Result<engine::Constraints, Failure> {
        engine::Constraints::new(n, self.pin.clone(), self.block.clone())
            .map_err(|e| Failure::usage(e.to_string()))
    }
}

/// Which part of a split: `I/K`, or `auto/K` (I from the job scheduler).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartSpec {
    /// `None`: from the environment.
    pub index: Option<u64>,
    pub parts: u64,
}

/// The environment variables a job array sets to the task's index: Slurm's
/// and Kubernetes' Indexed Jobs'.
pub const PART_INDEX_VARIABLES: [&str; 2] = ["SLURM_ARRAY_TASK_ID", "JOB_COMPLETION_INDEX"];

/// The largest K of `--part I/K`.
pub const MAX_PARTS: u64 = 1_000_000;

fn parse_part(text: &str) -> Result<PartSpec, String> {
    let bad = || format!("{text:?} is not a part: give I/K with 0 <= I < K, or auto/K");
    let (index, parts) = text.split_once('/').ok_or_else(bad)?;
    let parts: u64 = parts.trim().parse().map_err(|_| bad())?;
    if parts == 0 || parts > MAX_PARTS {
        return Err(format!(
            "a split has 1 to {} parts, not {parts}",
            grouped(MAX_PARTS)
        ));
    }
    let index = match index.trim() {
        "auto" => None,
        i => Some(i.parse::<u64>().map_err(|_| bad())?),
    };
    if index.is_some_and(|i| i >= parts) {
        return Err(bad());
    }
    Ok(PartSpec { index, parts })
}

impl PartSpec {
    /// The part's index, from the command line or the job scheduler.
    fn index(&self) -> Result<u64, Failure> {
        if let Some(i) = self.index {
            return Ok(i);
        }
        for variable in PART_INDEX_VARIABLES {
            if let Ok(value) = std::env::var(variable) {
                return match value.trim().parse::<u64>() {
                    Ok(i) if i < self.parts => Ok(i),
                    _ => Err(Failure::usage(format!(
                        "{variable}={value:?} is not a part of {} (0 to {})",
                        self.parts,
                        self.parts - 1
                    ))),
                };
            }
        }
        Err(Failure::usage(format!(
            "--part auto/K takes the part from {}, and neither is set",
            PART_INDEX_VARIABLES.join(" or ")
        )))
    }
}

/// The largest file of result lines `sum` reads.
pub const MAX_SUM_FILE_BYTES: u64 = 256 << 20;

/// The result lines of the files, read with bounded memory.
fn read_part_lines(files: &[PathBuf]) -> Result<Vec<engine::PartResult>, Failure> {
    use std::io::{BufRead, Read};
    let mut results = Vec::new();
    for path in files {
        let unreadable = |e: std::io::Error| {
            Failure::usage(format!(
                "cannot read {}: {}",
                path.display(),
                formats::io_message(&e)
            ))
        };
        let file = std::fs::File::open(path).map_err(unreadable)?;
        let size = file.metadata().map_err(unreadable)?.len();
        if size > MAX_SUM_FILE_BYTES {
            return Err(Failure::usage(format!(
                "{} is too large for result lines: {} bytes, at most {}",
                path.display(),
                grouped(size),
                grouped(MAX_SUM_FILE_BYTES)
            )));
        }
        let mut reader = io::BufReader::new(file.take(MAX_SUM_FILE_BYTES));
        let mut line = Vec::new();
        let mut number = 0;
        loop {
            line.clear();
            // A line is a hundred bytes; a longer one is not a result line.
            let read = (&mut reader)
                .take(4096)
                .read_until(b'\n', &mut line)
                .map_err(unreadable)?;
            if read == 0 {
                break;
            }
            number += 1;
            let text = String::from_utf8_lossy(&line);
            let text = text.trim();
            if text.is_empty() {
                continue;
            }
            let part = engine::PartResult::parse(text)
                .map_err(|e| Failure::usage(format!("{}, line {number}: {e}", path.display())))?;
            results.push(part);
        }
    }
    Ok(results)
}

/// A square as `R,C`.
fn parse_square(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("{text:?} is not a square: give row and column from 0, as R,C");
    let (r, c) = text.split_once(',').ok_or_else(bad)?;
    Ok((
        r.trim().parse().map_err(|_| bad())?,
        c.trim().parse().map_err(|_| bad())?,
    ))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SolveFormat {
    /// n lines of `Q` and `.`.
    Text,
    /// The column list, 0-based, space-separated.
    Cols,
    /// The RON board.
    Ron,
    /// FEN piece placement (n = 8 only).
    Fen,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// A PNG image.
    Png,
    /// An SVG image.
    Svg,
    /// A text board.
    #[value(alias = "text")]
    Txt,
    /// A RON board.
    Ron,
    /// FEN piece placement (n = 8 only).
    Fen,
    /// A TikZ picture for LaTeX (n up to 64).
    Tex,
}

impl From<ExportFormat> for BoardFormat {
    fn from(format: ExportFormat) -> BoardFormat {
        match format {
            ExportFormat::Png => BoardFormat::Png,
            ExportFormat::Svg => BoardFormat::Svg,
            ExportFormat::Txt => BoardFormat::Text,
            ExportFormat::Ron => BoardFormat::Ron,
            ExportFormat::Fen => BoardFormat::Fen,
            ExportFormat::Tex => BoardFormat::Tex,
        }
    }
}

/// Whether a path given on the command line is `-`: standard output for
/// an output, standard input for an input.
fn is_dash(path: &std::path::Path) -> bool {
    path.as_os_str() == "-"
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ConstructFormat {
    Cols,
    Text,
}

/// Threads per core `--threads` may ask for: more only queue up.
pub const THREADS_PER_CORE: usize = 4;

/// The most threads `--threads` takes on this machine.
pub fn max_threads() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |c| c.get());
    THREADS_PER_CORE * cores
}

fn check_threads(threads: Option<usize>) -> Result<(), Failure> {
    match threads {
        Some(0) => Err(Failure::usage("--threads must be at least 1")),
        Some(t) if t > max_threads() => Err(Failure::usage(format!(
            "--threads {t} is too many: at most {} here ({THREADS_PER_CORE} per core)",
            max_threads()
        ))),
        _ => Ok(()),
    }
}

/// Writes to stdout, turning a failure into the exit it deserves.
macro_rules! put {
    ($out:expr, $($arg:tt)*) => {
        write!($out, $($arg)*).map_err(Failure::output)
    };
}

/// How many attacking pairs and empty rows `check` names.
pub const CHECK_LISTED: usize = engine::LISTED;

/// Runs one command, writing results to `out`.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Count {
            n,
            unique,
            threads,
            only,
            part,
            resume,
        } => {
            check_threads(threads)?;
            engine::check_search_side(n)?;
            let constraints = only.constraints(n)?;
            if let Some(dir) = resume {
                if !constraints.is_empty() {
                    return Err(Failure::usage(
                        "--resume keeps a count of all the solutions; it takes no --pin or --block",
                    ));
                }
                let counts = resume::count_resumable(n, &dir, threads)?;
                let number = if unique {
                    counts.fundamental
                } else {
                    counts.total
                };
                put!(out, "{number}\n")?;
                return out.flush().map_err(Failure::output);
            }
            if let Some(part) = part {
                if unique || !constraints.is_empty() {
                    return Err(Failure::usage(
                        "--part prints a result line for `sum` (whose --unique gives the \
                         fundamental count); it takes no --unique, --pin or --block",
                    ));
                }
                let index = part.index()?;
                let what = format!("counting part {index} of {} of n = {n}", part.parts);
                let run = LongRun::start(&what, n, Work::CountPart(part.parts), threads);
                let result = engine::count_part(n, index, part.parts, run.control(threads))?;
                put!(out, "{result}\n")?;
                return out.flush().map_err(Failure::output);
            }
            if !constraints.is_empty() {
                if unique {
                    return Err(Failure::usage(
                        "--unique counts classes of the 8 rotations and reflections, \
                         which pins and blocks break: count without --unique",
                    ));
                }
                let run = LongRun::start(&format!("counting n = {n}"), n, Work::Stats, threads);
                let number = engine::count_constrained(n, &constraints, run.control(threads))?;
                put!(out, "{number}\n")?;
                return out.flush().map_err(Failure::output);
            }
            let what = format!("counting n = {n}");
            let work = if unique {
                Work::Count
            } else {
                Work::CountTotal
            };
            let run = LongRun::start(&what, n, work, threads);
            let number = if unique {
                engine::count(n, run.control(threads)).map(|c| c.fundamental)?
            } else {
                engine::count_solutions(n, run.control(threads))?
            };
            put!(out, "{number}\n")?;
        }
        Command::Solve {
            n,
            index,
            all,
            format,
            only,
        } => {
            if format == SolveFormat::Fen {
                BoardFormat::Fen.holds(n).map_err(Failure::usage)?;
            }
            engine::check_search_side(n)?;
            let constraints = only.constraints(n)?;
            if all {
                let run =
                    LongRun::start(&format!("listing n = {n}"), n, Work::ListTo(u64::MAX), None);
                let mut first = true;
                let mut listed = 0u64;
                let mut solutions = Solutions::new(n)?;
                while next_solution(&mut solutions, &run)? {
                    if !allows(&constraints, solutions.current()) {
                        continue;
                    }
                    if format == SolveFormat::Text && !first {
                        put!(out, "\n")?;
                    }
                    first = false;
                    listed += 1;
                    write_board(
                        out,
                        &Board::from_columns(solutions.current()).map_err(EngineError::from)?,
                        format,
                    )?;
                }
                if listed == 0 {
                    // As `solve 3` says: an empty list is a "no", not an answer.
                    if constraints.is_empty() {
                        return Err(EngineError::NoSolution(n).into());
                    }
                    return Err(Failure::no(format!(
                        "n = {n} has no solution with these pins and blocks"
                    )));
                }
            } else {
                let k = index.unwrap_or(1);
                write_board(out, &nth_solution(n, k, &constraints)?, format)?;
            }
        }
        Command::Sum { files, unique } => {
            let results = read_part_lines(&files)?;
            let counts = engine::sum_parts(&results).map_err(|e| Failure::usage(e.to_string()))?;
            let number = if unique {
                counts.fundamental
            } else {
                counts.total
            };
            put!(out, "{number}\n")?;
        }
        Command::Heatmap { n, unique, only } => {
            engine::check_search_side(n)?;
            let constraints = only.constraints(n)?;
            let run = LongRun::start(&format!("the heatmap of n = {n}"), n, Work::Stats, None);
            let survey = engine::survey(n, &constraints, run.control(None))?;
            for r in 0..n {
                for c in 0..n {
                    let sep = if c + 1 == n { "\n" } else { " " };
                    put!(out, "{}{sep}", survey.at((r, c), unique))?;
                }
            }
        }
        Command::Construct { n, format } => {
            if format == ConstructFormat::Text {
                BoardFormat::Text
                    .holds(n)
                    .map_err(|why| Failure::usage(format!("{why}; use --format cols")))?;
            }
            let columns = engine::construct_columns(n)?;
            match format {
                ConstructFormat::Cols => {
                    for (i, c) in columns.iter().enumerate() {
                        if i > 0 {
                            put!(out, " ")?;
                        }
                        put!(out, "{c}")?;
                    }
                    put!(out, "\n")?;
                }
                ConstructFormat::Text => {
                    let board = Board::from_columns(&columns).map_err(EngineError::from)?;
                    out.write_all(formats::to_text(&board).as_bytes())
                        .map_err(Failure::output)?;
                }
            }
        }
        Command::Export {
            n,
            index,
            output,
            format,
            size,
            labels,
        } => {
            let format = match format {
                Some(format) => BoardFormat::from(format),
                None => BoardFormat::from_path(&output).ok_or_else(|| {
                    Failure::usage(format!(
                        "cannot tell the format of {}: name it with --format \
                         (png, svg, txt, ron, fen) or use one of those extensions",
                        output.display()
                    ))
                })?,
            };
            if is_dash(&output) && format == BoardFormat::Png && io::stdout().is_terminal() {
                return Err(Failure::usage(
                    "a PNG is binary and stdout is a terminal: redirect it to a file or a pipe",
                ));
            }
            if size.is_some() && !matches!(format, BoardFormat::Png | BoardFormat::Svg) {
                return Err(Failure::usage(format!(
                    "--size sets the side of a .png or .svg image; a .{} file has no size",
                    format.extension()
                )));
            }
            format.holds(n).map_err(Failure::usage)?;
            engine::check_search_side(n)?;
            let board = nth_solution(n, index, &engine::Constraints::none(n))?;
            let image = formats::ImageOptions {
                size: size.unwrap_or(formats::DEFAULT_PNG_SIZE),
                labels,
            };
            if is_dash(&output) {
                // A board of the search (n <= 32) is a few kB at most.
                let bytes = formats::board_bytes(&board, format, &image)?;
                out.write_all(&bytes).map_err(Failure::output)?;
            } else {
                formats::save_board(&board, &output, format, &image)?;
            }
        }
        Command::Check { file } => {
            let verdict = if is_dash(&file) {
                formats::check_reader(io::stdin().lock(), &file, CHECK_LISTED)?
            } else {
                formats::check_file(&file, CHECK_LISTED)?
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
        }
        Command::Animate {
            n,
            output,
            size,
            delay,
            no_labels,
        } => {
            engine::check_search_side(n)?;
            let options = formats::AnimationOptions {
                size,
                delay_ms: delay,
                labels: !no_labels,
            };
            let control = engine::Control {
                cancel: Some(signals::flag()),
                ..engine::Control::default()
            };
            let animated = if is_dash(&output) {
                if io::stdout().is_terminal() {
                    return Err(Failure::usage(
                        "an animation is binary and stdout is a terminal: redirect it to a file or a pipe",
                    ));
                }
                let mut bytes = Vec::new();
                let animated = formats::write_search_apng(n, &options, control, &mut bytes)?;
                out.write_all(&bytes).map_err(Failure::output)?;
                animated
            } else {
                formats::save_search_apng(n, &output, &options, control)?
            };
            say(&format!(
                "{} frames{}",
                grouped(animated.frames as u64),
                if animated.whole {
                    ", the whole search".to_string()
                } else {
                    format!(
                        ": the first {} steps of the search",
                        grouped(animated.frames as u64 - 1)
                    )
                }
            ));
        }
        Command::Rank { file } => {
            let inspection = if is_dash(&file) {
                formats::inspect_reader(
                    io::stdin().lock(),
                    &file,
                    CHECK_LISTED,
                    engine::MAX_RANK_N,
                )?
            } else {
                formats::inspect_file(&file, CHECK_LISTED, engine::MAX_RANK_N)?
            };
            let n = inspection.verdict.n;
            let Some(columns) = inspection.columns else {
                if inspection.verdict.is_solution() {
                    return Err(Failure::usage(format!(
                        "numbers come at once for n up to {}; this board has n = {}",
                        engine::MAX_RANK_N,
                        grouped(n as u64)
                    )));
                }
                return Err(not_a_solution(&inspection.verdict));
            };
            let control = engine::Control {
                cancel: Some(signals::flag()),
                ..engine::Control::default()
            };
            let k = engine::rank(&columns, &engine::Constraints::none(n), control)
                .map_err(rank_failure)?;
            put!(out, "{k}\n")?;
        }
        Command::Stats { n } => {
            engine::check_search_side(n)?;
            let run = LongRun::start(&format!("the statistics of n = {n}"), n, Work::Stats, None);
            let started = Instant::now();
            let tree = engine::tree_stats(n, run.control(None))?;
            let counts = engine::count(n, run.control(None))?;
            let seconds = started.elapsed().as_secs_f64();
            put!(out, "nodes: {}\n", tree.nodes)?;
            put!(out, "solutions: {}\n", tree.solutions)?;
            put!(out, "fundamental: {}\n", counts.fundamental)?;
            put!(out, "seconds: {seconds:.3}\n")?;
        }
    }
    out.flush().map_err(Failure::output)
}

/// Whether a solution (as the search holds it) keeps the constraints.
fn allows(constraints: &engine::Constraints, current: &[u32]) -> bool {
    constraints.is_empty() || constraints.allows(current)
}

/// Solution number k of n among those that keep the constraints, or why
/// there is none.
/// Why a board is not a solution, in one line: its pairs and empty rows.
fn not_a_solution(verdict: &engine::Verdict) -> Failure {
    let mut reasons = Vec::new();
    if verdict.pairs > 0 {
        let pairs = if verdict.pairs == 1 { "pair" } else { "pairs" };
        reasons.push(format!("{} attacking {pairs}", grouped(verdict.pairs)));
    }
    if verdict.empty_rows > 0 {
        let rows: Vec<String> = verdict
            .listed_empty_rows
            .iter()
            .take(10)
            .map(usize::to_string)
            .collect();
        let more = verdict.empty_rows - rows.len() as u64;
        let word = if verdict.empty_rows == 1 {
            "row"
        } else {
            "rows"
        };
        let mut text = format!("no queen in {word} {}", rows.join(", "));
        if more > 0 {
            text += &format!(" and {} more", grouped(more));
        }
        reasons.push(text);
    }
    Failure::answer(format!("not a solution: {}", reasons.join("; ")))
}

fn rank_failure(e: engine::RankError) -> Failure {
    match e {
        engine::RankError::Engine(e) => e.into(),
        engine::RankError::PastTotal { .. } => Failure::no(e.to_string()),
        other => Failure::usage(other.to_string()),
    }
}

/// The largest n whose solutions under pins and blocks are numbered at
/// once: counting under them takes at most a count of n (a second at 16),
/// while the listing finds the first ones at once at any n.
const MAX_RANK_CONSTRAINED_N: usize = 16;

fn nth_solution(n: usize, k: u64, constraints: &engine::Constraints) -> Result<Board, Failure> {
    if k == 0 {
        return Err(Failure::usage("solutions are numbered from 1"));
    }
    if constraints.is_empty() || n <= MAX_RANK_CONSTRAINED_N {
        let control = engine::Control {
            cancel: Some(signals::flag()),
            ..engine::Control::default()
        };
        return match engine::unrank(n, k, constraints, control) {
            Ok(columns) => Ok(Board::from_columns(&columns).map_err(EngineError::from)?),
            Err(engine::RankError::PastTotal { total: 0, .. }) if constraints.is_empty() => {
                Err(EngineError::NoSolution(n).into())
            }
            Err(engine::RankError::PastTotal { total, .. }) if !constraints.is_empty() => {
                Err(Failure::no(format!(
                    "n = {n} has {} with these pins and blocks; there is no solution {k}",
                    formats::plural(total, "solution", "solutions")
                )))
            }
            // Past the tables: the listing below.
            Err(engine::RankError::TooLarge(_)) => nth_by_listing(n, k, constraints),
            Err(e) => Err(rank_failure(e)),
        };
    }
    nth_by_listing(n, k, constraints)
}

/// Solution `k` found by listing the ones before it: what is left past
/// n = 20, where the first numbers still come at once.
fn nth_by_listing(n: usize, k: u64, constraints: &engine::Constraints) -> Result<Board, Failure> {
    let run = LongRun::start(
        &format!("finding solution {k} of n = {n}"),
        n,
        Work::ListTo(k),
        None,
    );
    let mut solutions = Solutions::new(n)?;
    let mut seen = 0u64;
    while seen < k && next_solution(&mut solutions, &run)? {
        if !allows(constraints, solutions.current()) {
            continue;
        }
        seen += 1;
        if seen.is_multiple_of(4096) {
            run.progress(seen as f64 / k as f64);
        }
    }
    if seen < k {
        if seen == 0 && constraints.is_empty() {
            return Err(EngineError::NoSolution(n).into());
        }
        let which = if constraints.is_empty() {
            ""
        } else {
            " with these pins and blocks"
        };
        return Err(Failure::no(format!(
            "n = {n} has {}{which}; there is no solution {k}",
            formats::plural(seen, "solution", "solutions")
        )));
    }
    Ok(Board::from_columns(solutions.current()).map_err(EngineError::from)?)
}

/// The next solution, or none left; Ctrl+C stops the search within a few
/// milliseconds even where solutions are far apart.
fn next_solution(solutions: &mut Solutions, run: &LongRun) -> Result<bool, Failure> {
    /// Squares tried between two looks at Ctrl+C: about a millisecond.
    const SLICE: u32 = 1 << 20;
    loop {
        if run.interrupted() {
            return Err(EngineError::Cancelled.into());
        }
        if let Some(found) = solutions.advance_for(SLICE) {
            return Ok(found);
        }
    }
}

fn write_board(out: &mut dyn Write, board: &Board, format: SolveFormat) -> Result<(), Failure> {
    match format {
        SolveFormat::Text => out
            .write_all(formats::to_text(board).as_bytes())
            .map_err(Failure::output),
        SolveFormat::Cols => put!(out, "{}\n", formats::to_columns_line(board)),
        SolveFormat::Ron => out
            .write_all(formats::to_ron(board).as_bytes())
            .map_err(Failure::output),
        SolveFormat::Fen => match formats::to_fen(board) {
            Some(fen) => put!(out, "{fen}\n"),
            None => Err(Failure::usage("FEN describes 8×8 boards only")),
        },
    }
}

/// Whether a command writes its answer to stdout.
fn writes_stdout(command: &Command) -> bool {
    match command {
        Command::Export { output, .. } => is_dash(output),
        _ => true,
    }
}

/// Parses the arguments and runs the command; returns the process exit code.
/// `None` means no command was given (the caller opens the app).
pub fn main_with_args(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<i32> {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                let text = e.render().to_string();
                if stdout_was_closed() {
                    say("error: standard output is closed");
                    return Some(code::WRITE);
                }
                let mut stdout = io::stdout().lock();
                return Some(
                    match stdout
                        .write_all(text.as_bytes())
                        .and_then(|()| stdout.flush())
                    {
                        Ok(()) => code::OK,
                        Err(e) => {
                            let failure = Failure::output(e);
                            if let Some(line) = failure.line() {
                                say(&line);
                            }
                            failure.code
                        }
                    },
                );
            }
            say(&clap_message(&e));
            return Some(code::USAGE);
        }
    };
    let command = cli.command?;
    signals::install();
    if writes_stdout(&command) && stdout_was_closed() {
        say("error: standard output is closed: the answer would be lost");
        return Some(code::WRITE);
    }
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let result = run(command, &mut out);
    // A failed flush when `out` is dropped would go unseen: flush here.
    let result = result.and_then(|()| out.flush().map_err(Failure::output));
    match result {
        Ok(()) => Some(code::OK),
        Err(failure) => {
            if let Some(line) = failure.line() {
                say(&line);
            }
            Some(failure.code)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_help_lists_every_exit_code() {
        let listed: Vec<i32> = EXIT_CODES
            .lines()
            .skip(1)
            .filter_map(|line| line.split_whitespace().next()?.parse().ok())
            .collect();
        assert_eq!(
            listed,
            [
                code::OK,
                code::NO,
                code::USAGE,
                code::WRITE,
                code::INTERRUPTED
            ]
        );
    }
}
