//! `nqueens export N --index K -o FILE`: one board saved as a file, in the
//! format its name (or `--format`) asks for.

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;

use super::answer::nth_solution;
use super::{Failure, is_dash};
use crate::engine;
use crate::formats::{self, BoardFormat};

#[derive(Debug, clap::Args)]
pub struct ExportArgs {
    /// The side of the board, 1 to 32 (to 64 under other rules).
    n: usize,
    /// Which solution, from 1.
    #[arg(long, value_name = "K")]
    index: u64,
    /// The file to write (replaced atomically if it exists; a pipe, a
    /// device or the process's own stdout is written in place), or `-`
    /// for standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
    /// The format, where the file's extension does not say it (`-`,
    /// /dev/stdout, a pipe); it wins over the extension.
    #[arg(long, value_name = "F", value_parser = super::args::format_of::<BoardFormat>())]
    format: Option<BoardFormat>,
    /// Side of a PNG in pixels (64 to 8192, default 512), or the nominal
    /// size of an SVG.
    #[arg(long, value_name = "PX")]
    size: Option<u32>,
    /// Add file and rank labels in a margin (pictures only: PNG, SVG,
    /// TikZ).
    #[arg(long)]
    labels: bool,
    #[command(flatten)]
    rules: super::rules::RuleArgs,
}

/// Writes the board to the file, atomically, or to stdout for `-`.
pub fn run(args: &ExportArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let (n, output) = (args.n, &args.output);
    let format = match args.format {
        Some(format) => format,
        None => BoardFormat::from_path(output).ok_or_else(|| {
            Failure::usage(format!(
                "cannot tell the format of {}: name it with --format ({}) or use one of those extensions",
                output.display(),
                BoardFormat::extensions().join(", ")
            ))
        })?,
    };
    if is_dash(output) && format.is_binary() && io::stdout().is_terminal() {
        return Err(Failure::usage(format!(
            "a {} is binary and stdout is a terminal: redirect it to a file or a pipe",
            format.short_name()
        )));
    }
    if args.size.is_some() && !format.has_size() {
        return Err(Failure::usage(format!(
            "--size sets the side of a .png or .svg image; a .{} file has no size",
            format.extension()
        )));
    }
    if args.labels && !format.is_picture() {
        return Err(Failure::usage(format!(
            "--labels adds a margin to a picture (png, svg, tex); a .{} file has none",
            format.extension()
        )));
    }
    format.holds(n).map_err(Failure::usage)?;
    let rules = args.rules.searched(n)?;
    if let Some(feature) = format.feature() {
        super::rules::need(rules, feature)?;
    }
    let board = nth_solution(&engine::Problem::new(n, rules)?, args.index)?;
    let image = formats::ImageOptions {
        rules,
        size: args.size.unwrap_or(formats::DEFAULT_PNG_SIZE),
        labels: args.labels,
    };
    if is_dash(output) {
        // A board of the search (n <= 32) is a few kB at most.
        let bytes = formats::board_bytes(&board, format, &image)?;
        out.write_all(&bytes).map_err(Failure::output)
    } else {
        formats::save_board(&board, output, format, &image)?;
        Ok(())
    }
}
