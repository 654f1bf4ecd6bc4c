//! Boards as text, RON, FEN and column lists: writers, and readers that name
//! the line and column of whatever they reject.

mod all;
mod animation;
mod atomic;
mod board_text;
mod download;
mod every;
mod fen;
mod image;
pub mod printed;
mod problem;
mod puzzle;
mod read;
mod registry;
mod ron_board;
mod save;
// The page opens puzzles as text: its .wasm stays without the reader.
#[cfg(not(target_arch = "wasm32"))]
pub mod screenshot;
pub(crate) mod text;
mod tikz;

use std::io::{self, Read};

use thiserror::Error;

use crate::engine::{BoardError, Control, Placement};

pub use crate::numbers::{grouped, plural};
pub use all::{ListFormat, write_all_solutions};
pub use animation::{
    Animated, AnimationFormat, AnimationOptions, MAX_ANIMATION_FRAMES, MAX_ANIMATION_SIZE,
    write_frames_animation, write_search_animation,
};
// The command line's `--resume` probes its folder with one (no command line on a page).
#[cfg(not(target_arch = "wasm32"))]
pub use atomic::Temporary;
pub use atomic::{WriteError, cancelled, names_stdout, remove_unfinished, write_atomic};
pub use board_text::{BoardText, BoardTextSpec, MAX_COLUMNS_BYTES, MAX_PRINTED_BYTES};
pub use download::{Downloader, SAVES_ARE_DOWNLOADS, set_downloader};
pub use every::{Entry, Format, Held, Holds, Reader, Registered, Writer, named};
pub use fen::{to_fen, to_fen_of};
pub use image::{
    BOARD_KEYWORD, DEFAULT_PNG_SIZE, ImageError, ImageOptions, MAX_CARRIED_N, MAX_PNG_SIZE,
    MIN_PNG_SIZE, png_from_rgba, render_pixmap, render_png, render_svg, render_tikz, scene_pixmap,
    scene_png, scene_svg,
};
pub use problem::Problem;
pub use puzzle::{
    Doubt, MAX_IMAGE_BYTES, MAX_PUZZLE_BYTES, Opened, PuzzleFormat, open_puzzle, read_puzzle,
};
pub use read::{Inspection, MAX_RON_BYTES, OpenError, inspect, open_board};
pub use registry::{BoardFormat, FormatSpec, MAX_CLIPBOARD_BYTES, MAX_SVG_N};
use ron_board::from_ron;
pub use ron_board::{MAX_RULED_BOARD_BYTES, board_rules, to_ron, write_ron, write_ron_with};
pub use save::{
    ExportError, board_bytes, save_animation, save_board, save_board_with, save_bytes, save_scene,
    save_search_animation, write_board,
};
pub use text::{
    MAX_TEXT_BYTES, MAX_TEXT_N, placement_to_text, to_columns_line, to_leetcode, to_text,
    write_text,
};
use text::{from_text, read_text_shape};
pub use tikz::{MAX_TIKZ_N, scene_tikz};

/// Why some text is not a board, and where.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseError {
    /// Something at a 1-based line and column.
    #[error("line {line}, column {column}: {message}")]
    At {
        line: usize,
        column: usize,
        message: Problem,
    },
    /// The text as a whole.
    #[error("{0}")]
    Whole(Problem),
    #[error(transparent)]
    Board(#[from] BoardError),
}

impl ParseError {
    fn at(line: usize, column: usize, message: impl Into<Problem>) -> Self {
        ParseError::At {
            line,
            column,
            message: message.into(),
        }
    }
}

/// The longest message a reader gives, in characters: what it quotes from a
/// file is cut there.
pub const MAX_MESSAGE: usize = 200;

/// A message on one line of at most [`MAX_MESSAGE`] characters.
///
/// ```
/// let long = "x".repeat(1000);
/// assert_eq!(nqueens_boards::formats::one_line(&long).chars().count(), 200);
/// assert_eq!(nqueens_boards::formats::one_line("a\nb"), "a b");
/// ```
pub fn one_line(message: &str) -> String {
    let mut out: String = message
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(MAX_MESSAGE)
        .collect();
    if message.chars().nth(MAX_MESSAGE).is_some() {
        out.pop();
        out.push('…');
    }
    out
}

/// How a board is read, for every reader of boards ([`read_board`],
/// [`open_board`], [`inspect`]): the default reads a square board (or
/// RON's own width) to the end, and keeps nothing a check would.
#[derive(Clone, Copy, Default)]
pub struct Reading<'a> {
    /// A board this many columns wide: a text board of fewer rows than
    /// columns is read only then, so a square board missing its last line
    /// is never taken for a rectangle (RON says its own width).
    pub columns: Option<usize>,
    /// What may stop a long read (a file; text in memory reads at once).
    pub control: Control<'a>,
    /// A check ([`inspect`]): how many attacking pairs to name.
    pub listed: usize,
    /// A check: the columns of a solution of n up to this are kept (for
    /// `rank` to number it).
    pub keep: usize,
}

impl Reading<'_> {
    /// A board `columns` wide when given.
    pub fn on(columns: Option<usize>) -> Self {
        Reading {
            columns,
            ..Reading::default()
        }
    }
}

/// Where a reader reads from: every reader of the program's own files
/// ([`open_board`], [`inspect`], [`board_rules`], [`read_puzzle`]) takes
/// one, so a file, standard input and a paste are read alike.
pub enum Input<'a> {
    /// Bytes already read (a paste, a file a page was handed), and the
    /// name messages give them.
    Bytes(&'a [u8], &'a std::path::Path),
    /// A file by its path (a pipe's or a FIFO's reads as a stream).
    File(&'a std::path::Path),
    /// A stream read once (standard input), and the name messages give it.
    Stream(&'a mut dyn Read, &'a std::path::Path),
}

impl Input<'_> {
    /// What messages call it.
    pub fn name(&self) -> &std::path::Path {
        match self {
            Input::Bytes(_, name) | Input::File(name) | Input::Stream(_, name) => name,
        }
    }
}

/// Reads a board in any of the forms the program writes ([`BoardText`]:
/// a text board, a column list, RON, FEN, LeetCode's JSON), whichever the
/// content is, as `reading` says.
///
/// ```
/// use nqueens_boards::formats::{read_board, Reading};
/// let four = [".Q..\n...Q\nQ...\n..Q.\n", "1 3 0 2", "[1, 3, 0, 2]", r#"[".Q..","...Q","Q...","..Q."]"#,
///     "(n: 4, rows: [Some(1), Some(3), Some(0), Some(2)])"];
/// for text in four {
///     assert_eq!(read_board(text, Reading::default()).unwrap().queens(), &[(0, 1), (1, 3), (2, 0), (3, 2)]);
/// }
/// ```
pub fn read_board(content: &str, reading: Reading<'_>) -> Result<Placement, ParseError> {
    BoardText::of(content).read(content, reading)
}

/// What some editors put at the start of a UTF-8 file; readers skip it.
pub const BYTE_ORDER_MARK: &str = "\u{feff}";

/// A reader or writer that fails once its control is cancelled, so that a
/// long read or write stops within a buffer's worth.
pub(crate) struct Stoppable<'c, T> {
    pub(crate) inner: T,
    pub(crate) control: Control<'c>,
}

fn stopped() -> io::Error {
    io::Error::other("cancelled")
}

impl<T: Read> Read for Stoppable<'_, T> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.control.cancelled() {
            return Err(stopped());
        }
        self.inner.read(buf)
    }
}

impl<T: io::Write> io::Write for Stoppable<'_, T> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.control.cancelled() {
            return Err(stopped());
        }
        self.inner.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// A file's name as a person calls it: its last part, or the whole path
/// where it has none (`/`, `..`).
///
/// ```
/// use std::path::Path;
/// assert_eq!(nqueens_boards::formats::file_name_of(Path::new("/tmp/b.txt")), "b.txt");
/// assert_eq!(nqueens_boards::formats::file_name_of(Path::new("/")), "/");
/// ```
pub fn file_name_of(path: &std::path::Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |f| f.to_string_lossy().into_owned(),
    )
}

/// An OS error once: "No such file or directory", without the
/// "(os error 2)" that says the same again.
pub fn io_message(e: &io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}
