// The command-line face, for scripts: numbers alone on stdout, messages on
// stderr, exit 0 on success and non-zero with a one-line reason otherwise.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use clap::{Parser, Subcommand, ValueEnum};

use crate::engine::{self, Board, Control, EngineError, Solutions};
use crate::formats;

/// Browse, count and draw the solutions of the N-Queens puzzle.
/// With no command, opens the app.
#[derive(Debug, Parser)]
#[command(name = "nqueens", version, about)]
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
        /// Worker threads (default: every core).
        #[arg(long, value_name = "T")]
        threads: Option<usize>,
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
    /// Save solution K of n as .png, .svg, .txt, .ron or .fen (by the
    /// extension of the output file).
    Export {
        /// The side of the board, 1 to 32.
        n: usize,
        /// Which solution, from 1.
        #[arg(long, value_name = "K")]
        index: u64,
        /// The file to write (replaced atomically if it exists).
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
        /// Side of a PNG in pixels (64 to 8192).
        #[arg(long, value_name = "PX", default_value_t = formats::DEFAULT_PNG_SIZE)]
        size: u32,
        /// Add file and rank labels in a margin.
        #[arg(long)]
        labels: bool,
    },
    /// Read a board (text or RON): exit 0 for a solution, 1 when it is not
    /// one (attacking pairs listed on stdout), 2 when it cannot be read.
    Check {
        /// The board file.
        file: PathBuf,
    },
}

/// An outcome with its own exit code and one-line reason.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct Exit {
    pub code: i32,
    pub message: String,
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
pub enum ConstructFormat {
    Cols,
    Text,
}

/// The largest board `construct --format text` prints: n² characters.
pub const MAX_TEXT_N: usize = 10_000;

/// Runs one command, writing results to `out`.
pub fn run(command: Command, out: &mut dyn Write) -> Result<()> {
    match command {
        Command::Count { n, unique, threads } => {
            if threads == Some(0) {
                bail!("--threads must be at least 1");
            }
            let control = Control {
                threads,
                ..Control::default()
            };
            let number = if unique {
                engine::count(n, control)?.fundamental
            } else {
                engine::count_solutions(n, control)?
            };
            writeln!(out, "{number}")?;
        }
        Command::Solve {
            n,
            index,
            all,
            format,
        } => {
            if format == SolveFormat::Fen && n != 8 {
                bail!("FEN describes 8×8 boards only, not n = {n}");
            }
            if all {
                let solutions = Solutions::new(n)?;
                let mut first = true;
                for board in solutions {
                    if format == SolveFormat::Text && !first {
                        writeln!(out)?;
                    }
                    first = false;
                    write_board(out, &board, format)?;
                }
            } else {
                write_board(out, &nth_solution(n, index.unwrap_or(1))?, format)?;
            }
        }
        Command::Construct { n, format } => {
            if format == ConstructFormat::Text && n > MAX_TEXT_N {
                bail!(
                    "a text board of n = {n} would be {n}² characters; use --format cols above n = {MAX_TEXT_N}"
                );
            }
            let columns = engine::construct_columns(n)?;
            match format {
                ConstructFormat::Cols => {
                    for (i, c) in columns.iter().enumerate() {
                        if i > 0 {
                            out.write_all(b" ")?;
                        }
                        write!(out, "{c}")?;
                    }
                    writeln!(out)?;
                }
                ConstructFormat::Text => {
                    out.write_all(formats::to_text(&Board::from_columns(&columns)?).as_bytes())?;
                }
            }
        }
        Command::Export {
            n,
            index,
            output,
            size,
            labels,
        } => {
            let Some(format) = formats::BoardFormat::from_path(&output) else {
                bail!(
                    "cannot tell the format of {}: use .png, .svg, .txt, .ron or .fen",
                    output.display()
                );
            };
            let board = nth_solution(n, index)?;
            let image = formats::ImageOptions { size, labels };
            formats::save_board(&board, &output, format, &image)?;
        }
        Command::Check { file } => {
            let board = formats::open_board(&file).map_err(|e| Exit {
                code: 2,
                message: e.to_string(),
            })?;
            let attacks = board.attacks();
            for attack in &attacks {
                writeln!(out, "{attack}")?;
            }
            out.flush()?;
            let n = board.n();
            if !attacks.is_empty() {
                let pairs = if attacks.len() == 1 { "pair" } else { "pairs" };
                return Err(Exit {
                    code: 1,
                    message: format!("not a solution: {} attacking {pairs}", attacks.len()),
                }
                .into());
            }
            let empty: Vec<String> = (0..n)
                .filter(|&r| board.queen(r).is_none())
                .map(|r| r.to_string())
                .collect();
            if !empty.is_empty() {
                return Err(Exit {
                    code: 1,
                    message: format!("not a solution: no queen in row {}", empty.join(", ")),
                }
                .into());
            }
            eprintln!("a solution of n = {n}");
        }
        Command::Stats { n } => {
            let started = Instant::now();
            let tree = engine::tree_stats(n, Control::default())?;
            let counts = engine::count(n, Control::default())?;
            let seconds = started.elapsed().as_secs_f64();
            writeln!(out, "nodes: {}", tree.nodes)?;
            writeln!(out, "solutions: {}", tree.solutions)?;
            writeln!(out, "fundamental: {}", counts.fundamental)?;
            writeln!(out, "seconds: {seconds:.3}")?;
        }
    }
    out.flush().context("could not write the output")?;
    Ok(())
}

/// Solution number k of n, or why there is none.
fn nth_solution(n: usize, k: u64) -> Result<Board> {
    if k == 0 {
        bail!("solutions are numbered from 1");
    }
    let mut solutions = Solutions::new(n)?;
    let mut seen = 0u64;
    while seen < k && solutions.advance() {
        seen += 1;
    }
    if seen < k {
        if seen == 0 {
            bail!(EngineError::NoSolution(n));
        }
        bail!("n = {n} has {seen} solutions; there is no solution {k}");
    }
    let columns: Vec<u32> = solutions.current().iter().map(|&c| u32::from(c)).collect();
    Ok(Board::from_columns(&columns)?)
}

fn write_board(out: &mut dyn Write, board: &Board, format: SolveFormat) -> Result<()> {
    match format {
        SolveFormat::Text => out.write_all(formats::to_text(board).as_bytes())?,
        SolveFormat::Cols => writeln!(out, "{}", formats::to_columns_line(board))?,
        SolveFormat::Ron => out.write_all(formats::to_ron(board).as_bytes())?,
        SolveFormat::Fen => match formats::to_fen(board) {
            Some(fen) => writeln!(out, "{fen}")?,
            None => bail!("FEN describes 8×8 boards only"),
        },
    }
    Ok(())
}

/// Parses the arguments and runs the command; returns the process exit code.
/// `None` means no command was given (the caller opens the app).
pub fn main_with_args(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<i32> {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                print!("{e}");
                return Some(0);
            }
            // Clap's first line says what is wrong; usage hints follow.
            let rendered = e.to_string();
            let first = rendered.lines().next().unwrap_or("error: bad arguments");
            eprintln!("{first}");
            return Some(2);
        }
    };
    let command = cli.command?;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    match run(command, &mut out) {
        Ok(()) => Some(0),
        Err(e) if is_broken_pipe(&e) => Some(0),
        Err(e) if e.downcast_ref::<Exit>().is_some() => {
            let code = e.downcast_ref::<Exit>().map_or(1, |exit| exit.code);
            eprintln!("{e}");
            Some(code)
        }
        Err(e) => {
            eprintln!("error: {e:#}");
            Some(1)
        }
    }
}

/// A reader that stopped reading (`| head`) is not an error of ours.
fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|io| io.kind() == io::ErrorKind::BrokenPipe)
    })
}
