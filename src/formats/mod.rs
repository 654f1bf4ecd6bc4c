//! Boards as text, RON, FEN and column lists: writers, and readers that name
//! the line and column of whatever they reject.

mod all;
mod animation;
mod atomic;
mod fen;
mod image;
mod ron_board;
mod text;
mod tikz;

use thiserror::Error;

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use crate::engine::{BoardError, Checker, Control, MAX_N, Placement, Square, Verdict};

pub use crate::numbers::{grouped, plural};
pub use all::{ListFormat, write_all_solutions};
pub use animation::{
    Animated, AnimationFormat, AnimationOptions, MAX_ANIMATION_FRAMES, MAX_ANIMATION_SIZE,
    write_search_animation,
};
pub use atomic::{WriteError, cancelled, names_stdout, remove_unfinished, write_atomic};
pub use fen::to_fen;
pub use image::{
    DEFAULT_PNG_SIZE, ImageError, ImageOptions, MAX_PNG_SIZE, MIN_PNG_SIZE, png_from_rgba,
    render_pixmap, render_png, render_svg, render_tikz, scene_pixmap, scene_png, scene_svg,
};
pub use ron_board::{from_ron, to_ron, write_ron};
pub use text::{
    MAX_TEXT_BYTES, MAX_TEXT_N, from_text, placement_to_text, read_text, to_columns_line, to_text,
    write_text,
};
pub use tikz::{MAX_TIKZ_N, scene_tikz};

/// Why some text is not a board, and where.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseError {
    /// Something at a 1-based line and column.
    #[error("line {line}, column {column}: {message}")]
    At {
        line: usize,
        column: usize,
        message: String,
    },
    /// The text as a whole.
    #[error("{0}")]
    Whole(String),
    #[error(transparent)]
    Board(#[from] BoardError),
}

impl ParseError {
    fn at(line: usize, column: usize, message: impl Into<String>) -> Self {
        ParseError::At {
            line,
            column,
            message: one_line(&message.into()),
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
/// assert_eq!(nqueens::formats::one_line(&long).chars().count(), 200);
/// assert_eq!(nqueens::formats::one_line("a\nb"), "a b");
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

/// Reads a board written as text or as RON, whichever the content is (RON
/// starts with an opening parenthesis).
pub fn read_board(content: &str) -> Result<Placement, ParseError> {
    // Some editors on Windows start UTF-8 files with a byte-order mark.
    let content = content.strip_prefix(BYTE_ORDER_MARK).unwrap_or(content);
    if content.trim_start().starts_with('(') {
        Ok(Placement::from(&from_ron(content)?))
    } else {
        from_text(content)
    }
}

/// What some editors put at the start of a UTF-8 file; readers skip it.
const BYTE_ORDER_MARK: &str = "\u{feff}";

/// The format of one board's file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum BoardFormat {
    Png,
    Svg,
    Text,
    Ron,
    Fen,
    /// A TikZ picture for LaTeX.
    Tex,
}

/// What the rest of the program needs to know of a format: one entry a
/// format, in [`BoardFormat::spec`]; every menu, dialog filter, clap value
/// list, message and limit reads it from there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FormatSpec {
    /// The file name extension, also the name `--format` takes.
    pub extension: &'static str,
    /// A name for menus and dialog filters.
    pub name: &'static str,
    /// The format's short name in sentences ("text", "SVG").
    pub short: &'static str,
    /// A file of it in a sentence ("a text board").
    pub a_file: &'static str,
    /// The largest board it holds.
    pub max_n: usize,
    /// Bytes a terminal should not be sent.
    pub binary: bool,
    /// A picture: `--size` and `--labels` apply (TikZ: labels only).
    pub sized: bool,
    pub labelled: bool,
}

impl BoardFormat {
    pub const ALL: [BoardFormat; 6] = [
        BoardFormat::Png,
        BoardFormat::Svg,
        BoardFormat::Text,
        BoardFormat::Ron,
        BoardFormat::Fen,
        BoardFormat::Tex,
    ];

    /// The registry's entry for the format.
    pub const fn spec(self) -> &'static FormatSpec {
        match self {
            BoardFormat::Png => &FormatSpec {
                extension: "png",
                name: "PNG image",
                short: "PNG",
                a_file: "a PNG image",
                max_n: MAX_N,
                binary: true,
                sized: true,
                labelled: true,
            },
            BoardFormat::Svg => &FormatSpec {
                extension: "svg",
                name: "SVG image",
                short: "SVG",
                a_file: "an SVG image",
                max_n: MAX_SVG_N,
                binary: false,
                sized: true,
                labelled: true,
            },
            BoardFormat::Text => &FormatSpec {
                extension: "txt",
                name: "Text board",
                short: "text",
                a_file: "a text board",
                max_n: MAX_TEXT_N,
                binary: false,
                sized: false,
                labelled: false,
            },
            BoardFormat::Ron => &FormatSpec {
                extension: "ron",
                name: "RON board",
                short: "RON",
                a_file: "a RON board",
                max_n: MAX_N,
                binary: false,
                sized: false,
                labelled: false,
            },
            BoardFormat::Fen => &FormatSpec {
                extension: "fen",
                name: "FEN (8×8)",
                short: "FEN",
                a_file: "a FEN line",
                max_n: 8,
                binary: false,
                sized: false,
                labelled: false,
            },
            BoardFormat::Tex => &FormatSpec {
                extension: "tex",
                name: "TikZ picture (LaTeX)",
                short: "TikZ",
                a_file: "a TikZ picture",
                max_n: MAX_TIKZ_N,
                binary: false,
                sized: false,
                labelled: true,
            },
        }
    }

    pub fn extension(self) -> &'static str {
        self.spec().extension
    }

    /// Every format's extension, in the registry's order.
    ///
    /// ```
    /// assert_eq!(nqueens::formats::BoardFormat::extensions().join(", "), "png, svg, txt, ron, fen, tex");
    /// ```
    pub fn extensions() -> Vec<&'static str> {
        BoardFormat::ALL.map(BoardFormat::extension).to_vec()
    }

    /// A name for menus and dialog filters.
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The format's short name in sentences ("text", "SVG").
    pub fn short_name(self) -> &'static str {
        self.spec().short
    }

    /// Whether its bytes are not text (a terminal should not get them).
    pub fn is_binary(self) -> bool {
        self.spec().binary
    }

    /// Whether an image size applies (PNG, SVG).
    pub fn has_size(self) -> bool {
        self.spec().sized
    }

    /// Whether it is a picture that can have file and rank labels.
    pub fn is_picture(self) -> bool {
        self.spec().labelled
    }

    /// The largest board the format holds: FEN is 8×8 only, text stops
    /// where a file would pass 100 MB (n = 10,000), SVG where it would pass
    /// about 100 MB (a path step per queen), PNG and RON hold any board.
    pub fn max_n(self) -> usize {
        self.spec().max_n
    }

    /// About how many bytes a board of n takes in this format (a PNG is
    /// compressed: its figure is an upper bound).
    ///
    /// ```
    /// use nqueens::formats::BoardFormat;
    /// assert_eq!(BoardFormat::Text.file_bytes(8, 512), 72);
    /// assert_eq!(BoardFormat::Text.file_bytes(100_000, 512), 10_000_100_000);
    /// ```
    pub fn file_bytes(self, n: usize, png_size: u32) -> u64 {
        let n = n as u64;
        match self {
            BoardFormat::Text => n * (n + 1),
            // "Some(1234567), " per row.
            BoardFormat::Ron => 20 + n * (n.to_string().len() as u64 + 8),
            BoardFormat::Svg => 400 + n * 24,
            BoardFormat::Png => 4 * u64::from(png_size) * u64::from(png_size),
            BoardFormat::Fen => 80,
            // A line per square, a few per queen.
            BoardFormat::Tex => 600 + n * n * 60 + n * 400,
        }
    }

    /// Whether the format holds a board of n, or why not, in words a menu's
    /// tooltip can show.
    ///
    /// ```
    /// use nqueens::formats::BoardFormat;
    /// assert!(BoardFormat::Ron.holds(10_000_000).is_ok());
    /// let why = BoardFormat::Text.holds(100_000).unwrap_err();
    /// assert_eq!(why, "a text board of n = 100,000 would be 10,000,100,000 bytes; text holds boards up to n = 10,000");
    /// ```
    pub fn holds(self, n: usize) -> Result<(), String> {
        if self == BoardFormat::Fen && n != 8 {
            return Err(format!(
                "FEN describes 8×8 boards only, not n = {}",
                grouped(n as u64)
            ));
        }
        if n <= self.max_n() {
            return Ok(());
        }
        Err(format!(
            "{} of n = {} would be {} bytes; {} holds boards up to n = {}",
            self.spec().a_file,
            grouped(n as u64),
            grouped(self.file_bytes(n, DEFAULT_PNG_SIZE)),
            self.short_name(),
            grouped(self.max_n() as u64)
        ))
    }

    /// The format a file name asks for, by its extension.
    ///
    /// ```
    /// use nqueens::formats::BoardFormat;
    /// use std::path::Path;
    /// assert_eq!(BoardFormat::from_path(Path::new("a/b.PNG")), Some(BoardFormat::Png));
    /// assert_eq!(BoardFormat::from_path(Path::new("b.doc")), None);
    /// ```
    pub fn from_path(path: &std::path::Path) -> Option<BoardFormat> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        BoardFormat::ALL.into_iter().find(|f| f.extension() == ext)
    }
}

/// Why a board could not be saved.
#[derive(Debug, Error)]
pub enum ExportError {
    #[error(transparent)]
    Image(#[from] ImageError),
    #[error(transparent)]
    Write(#[from] WriteError),
    /// The format does not hold a board this large (or of this shape).
    #[error("{0}")]
    Limit(String),
    /// Writing the bytes failed (a full disk, a reader that left).
    #[error("could not write: {}", io_message(.0))]
    Io(io::Error),
    #[error("cancelled")]
    Cancelled,
}

/// The largest board saved as SVG: a path step per queen, about 100 MB.
pub const MAX_SVG_N: usize = 4_000_000;

/// The largest text the app puts on the clipboard: a text board of n = 1,000.
pub const MAX_CLIPBOARD_BYTES: u64 = 1_001_000;

/// Writes a board's file in a format to `out`. Text and RON are written row
/// by row as they are produced, so a board of ten million rows needs no
/// second copy in memory.
pub fn write_board(
    board: &crate::engine::Board,
    format: BoardFormat,
    image: &ImageOptions,
    out: &mut dyn io::Write,
) -> Result<(), ExportError> {
    format.holds(board.n()).map_err(ExportError::Limit)?;
    let io = ExportError::Io;
    match format {
        BoardFormat::Png => out.write_all(&render_png(board, image)?).map_err(io),
        BoardFormat::Svg => {
            // Its nominal size: an SVG of 0×0 shows nothing.
            if !(MIN_PNG_SIZE..=MAX_PNG_SIZE).contains(&image.size) {
                return Err(ImageError::Size(image.size).into());
            }
            out.write_all(render_svg(board, image).as_bytes())
                .map_err(io)
        }
        BoardFormat::Text => write_text(board, out).map_err(io),
        BoardFormat::Tex => out
            .write_all(render_tikz(board, image).as_bytes())
            .map_err(io),
        BoardFormat::Ron => write_ron(board, out).map_err(io),
        BoardFormat::Fen => {
            let fen = to_fen(board).ok_or(ExportError::Limit(format!(
                "FEN describes 8×8 boards only, not n = {}",
                board.n()
            )))?;
            writeln!(out, "{fen}").map_err(io)
        }
    }
}

/// The bytes of a board's file in a format (for boards that fit in memory
/// twice; [`save_board`] streams).
pub fn board_bytes(
    board: &crate::engine::Board,
    format: BoardFormat,
    image: &ImageOptions,
) -> Result<Vec<u8>, ExportError> {
    let mut bytes = Vec::new();
    write_board(board, format, image, &mut bytes)?;
    Ok(bytes)
}

/// Saves a board to `path` atomically, streaming its rows.
pub fn save_board(
    board: &crate::engine::Board,
    path: &std::path::Path,
    format: BoardFormat,
    image: &ImageOptions,
) -> Result<(), ExportError> {
    save_board_with(board, path, format, image, Control::default())
}

/// [`save_board`], stopped by the control's cancel (the target is then
/// left as it was).
pub fn save_board_with(
    board: &crate::engine::Board,
    path: &std::path::Path,
    format: BoardFormat,
    image: &ImageOptions,
    control: Control<'_>,
) -> Result<(), ExportError> {
    format.holds(board.n()).map_err(ExportError::Limit)?;
    let mut failure = None;
    let written = write_atomic(path, |w| {
        let mut w = Stoppable { inner: w, control };
        write_board(board, format, image, &mut w).map_err(|e| as_io(e, &mut failure))
    });
    match (written, failure) {
        (Ok(()), _) => Ok(()),
        (Err(_), _) if control.cancelled() => Err(ExportError::Write(WriteError::Cancelled {
            path: path.to_path_buf(),
        })),
        // What the writer said, rather than its I/O wrapping.
        (
            Err(WriteError::Write { .. }),
            Some(e @ (ExportError::Image(_) | ExportError::Limit(_))),
        ) => Err(e),
        (Err(e), _) => Err(e.into()),
    }
}

/// The I/O error a writer inside [`write_atomic`] returns for `e`: the
/// error itself where it is one (its kind tells a reader that left from a
/// full disk), else a stand-in, with `e` kept in `failure` to be told.
fn as_io(e: ExportError, failure: &mut Option<ExportError>) -> io::Error {
    match e {
        ExportError::Io(e) => e,
        ExportError::Cancelled => cancelled(),
        other => {
            let error = io::Error::other(other.to_string());
            *failure = Some(other);
            error
        }
    }
}

/// Saves the search of n as an animation (GIF or APNG) at `path`,
/// atomically: a failed or cancelled write leaves what was there.
pub fn save_search_animation(
    n: usize,
    format: AnimationFormat,
    path: &std::path::Path,
    options: &AnimationOptions,
    control: Control<'_>,
) -> Result<Animated, ExportError> {
    let mut failure = None;
    let mut done = None;
    let written = write_atomic(path, |w| {
        let mut w = Stoppable { inner: w, control };
        let animated = write_search_animation(n, format, options, control, &mut w)
            .map_err(|e| as_io(e, &mut failure))?;
        done = Some(animated);
        Ok(())
    });
    match (written, failure, done) {
        (Ok(()), _, Some(animated)) => Ok(animated),
        (Err(_), _, _) if control.cancelled() => Err(ExportError::Write(WriteError::Cancelled {
            path: path.to_path_buf(),
        })),
        (
            Err(WriteError::Write { .. }),
            Some(e @ (ExportError::Image(_) | ExportError::Limit(_))),
            _,
        ) => Err(e),
        (Err(e), _, _) => Err(e.into()),
        (Ok(()), _, None) => Err(ExportError::Limit("the animation was not written".into())),
    }
}

/// Saves a scene of a board of side `n` (a heatmap, marks) as PNG or SVG,
/// `size` pixels square, atomically.
pub fn save_scene(
    scene: &crate::scene::Scene,
    n: usize,
    size: u32,
    path: &std::path::Path,
    format: BoardFormat,
) -> Result<(), ExportError> {
    let bytes = match format {
        BoardFormat::Png => scene_png(scene, size)?,
        BoardFormat::Svg => scene_svg(scene, size, n).into_bytes(),
        other => {
            return Err(ExportError::Limit(format!(
                "a picture is saved as .png or .svg, not .{}",
                other.extension()
            )));
        }
    };
    save_bytes(path, &bytes)
}

/// Saves bytes (a CSV table, an image) to `path`, atomically.
pub fn save_bytes(path: &std::path::Path, bytes: &[u8]) -> Result<(), ExportError> {
    write_atomic(path, |w| w.write_all(bytes)).map_err(ExportError::from)
}

/// The largest RON file read: a board of [`MAX_N`] rows, each as long as
/// `Some(9999999),` on a line of its own with some indentation.
pub const MAX_RON_BYTES: u64 = 24 * MAX_N as u64 + 1024;

/// Why a board file could not be opened.
#[derive(Debug, Error)]
pub enum OpenError {
    #[error("cannot read {}: {}", path.display(), io_message(source))]
    Read { path: PathBuf, source: io::Error },
    #[error("{} is too large: {size} bytes, at most {} for a {kind} board", path.display(), grouped(*max))]
    TooLarge {
        path: PathBuf,
        /// The size, or the bytes read before giving up.
        size: String,
        max: u64,
        kind: &'static str,
    },
    #[error("{} is not a board: {source}", path.display())]
    Parse { path: PathBuf, source: ParseError },
    #[error("reading {} was cancelled", path.display())]
    Cancelled { path: PathBuf },
}

/// A reader or writer that fails once its control is cancelled, so that a
/// long read or write stops within a buffer's worth.
struct Stoppable<'c, T> {
    inner: T,
    control: Control<'c>,
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

/// An OS error once: "No such file or directory", without the
/// "(os error 2)" that says the same again.
pub fn io_message(e: &io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

/// Reads a board file (text or RON), any placement of queens.
///
/// A file larger than its format's largest board is refused before it is
/// read; a text file is read as it streams, so `/dev/zero` fails at once.
pub fn open_board(path: &Path) -> Result<Placement, OpenError> {
    open_board_with(path, Control::default())
}

/// [`open_board`], stopped by the control's cancel.
pub fn open_board_with(path: &Path, control: Control<'_>) -> Result<Placement, OpenError> {
    let mut queens = Vec::new();
    let read = read_stoppable(path, control, |_, square| queens.push(square));
    let n = match read {
        Err(_) if control.cancelled() => {
            return Err(OpenError::Cancelled {
                path: path.to_path_buf(),
            });
        }
        other => other?,
    };
    Placement::new(n, queens).map_err(|e| OpenError::Parse {
        path: path.to_path_buf(),
        source: e.into(),
    })
}

/// Checks a board file (text or RON) without keeping its queens: memory is
/// O(n) whatever the file holds. At most `listed` pairs are named, which
/// takes a second read of the file up to the last queen named. What cannot
/// be read twice (a pipe, a FIFO, a terminal) is copied, as the first read
/// goes, to an unnamed temporary file for the second.
pub fn check_file(path: &Path, listed: usize) -> Result<Verdict, OpenError> {
    Ok(inspect_file(path, listed, 0)?.verdict)
}

/// Checks a board read from a stream (standard input, a pipe), as
/// [`check_file`] does; `name` names it in messages.
pub fn check_reader(input: impl Read, name: &Path, listed: usize) -> Result<Verdict, OpenError> {
    Ok(inspect_reader(input, name, listed, 0)?.verdict)
}

/// A check's verdict, with the board's column list when it is a solution
/// of at most the size asked for (`rank` numbers it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inspection {
    pub verdict: Verdict,
    pub columns: Option<Vec<u32>>,
}

/// [`check_file`], keeping the columns of a solution of n up to `keep`.
pub fn inspect_file(path: &Path, listed: usize, keep: usize) -> Result<Inspection, OpenError> {
    let read_error = |source| OpenError::Read {
        path: path.to_path_buf(),
        source,
    };
    if !std::fs::metadata(path).map_err(read_error)?.is_file() {
        let file = File::open(path).map_err(read_error)?;
        return inspect_reader(file, path, listed, keep);
    }
    check_in_two_passes(
        listed,
        keep,
        |queen| read_file(path, queen),
        |queen| read_file(path, queen),
    )
}

/// [`check_reader`], keeping the columns of a solution of n up to `keep`.
pub fn inspect_reader(
    input: impl Read,
    name: &Path,
    listed: usize,
    keep: usize,
) -> Result<Inspection, OpenError> {
    let read_error = |source| OpenError::Read {
        path: name.to_path_buf(),
        source,
    };
    // The copy stays in memory up to a size that any board of the search
    // fits in, so a missing TMPDIR costs nothing there; past it, it goes to
    // a temporary file, and a failure to make one names the folder.
    let spool = std::cell::RefCell::new(tempfile::spooled_tempfile(SPOOL_IN_MEMORY));
    let first = |queen: &mut dyn FnMut(usize, Square)| {
        let tee = Tee {
            input,
            copy: SpoolWriter(&spool),
        };
        read_stream(name, tee, None, queen)
    };
    // The queens the second pass names were all read by the first, so the
    // copy holds them.
    let second = |queen: &mut dyn FnMut(usize, Square)| {
        let mut spool = spool.borrow_mut();
        io::Seek::rewind(&mut *spool).map_err(read_error)?;
        read_stream(name, &mut *spool, None, queen)
    };
    check_in_two_passes(listed, keep, first, second)
}

/// The two passes of a check: the first counts the queens on every line,
/// the second (only when there are pairs to name) names at most `listed`.
/// Each pass gives every queen, in reading order, to the callback, and
/// returns the side of the board.
fn check_in_two_passes(
    listed: usize,
    keep: usize,
    first: impl FnOnce(&mut dyn FnMut(usize, Square)) -> Result<usize, OpenError>,
    second: impl FnOnce(&mut dyn FnMut(usize, Square)) -> Result<usize, OpenError>,
) -> Result<Inspection, OpenError> {
    let mut checker: Option<Checker> = None;
    // Row by row; a row with two queens is no solution, so one column
    // per row is all a solution needs.
    let mut columns: Vec<u32> = Vec::new();
    let n = first(&mut |n, (r, c)| {
        checker
            .get_or_insert_with(|| Checker::new(n, listed))
            .add(r, c);
        if n <= keep {
            columns.resize(n, 0);
            columns[r] = c as u32;
        }
    })?;
    let mut namer = checker.unwrap_or_else(|| Checker::new(n, listed)).finish();
    if !namer.is_done() {
        second(&mut |_, square| namer.add(square))?;
    }
    let verdict = namer.finish();
    let columns = (verdict.is_solution() && n <= keep && columns.len() == n).then_some(columns);
    Ok(Inspection { verdict, columns })
}

/// How much of a stream a check keeps in memory for its second pass before
/// it spills to a temporary file: 16 MB, a text board of n = 4,000.
const SPOOL_IN_MEMORY: usize = 16 << 20;

/// Writes the first pass's copy into the shared spool, naming the
/// temporary folder when the spool cannot spill there.
struct SpoolWriter<'a>(&'a std::cell::RefCell<tempfile::SpooledTempFile>);

impl io::Write for SpoolWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().write(buf).map_err(|e| {
            io::Error::new(
                e.kind(),
                format!(
                    "the input is over {} MB and cannot be kept for a second pass in the temporary folder {} (TMPDIR): {}",
                    SPOOL_IN_MEMORY >> 20,
                    std::env::temp_dir().display(),
                    io_message(&e)
                ),
            )
        })
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.borrow_mut().flush()
    }
}

/// A reader that keeps a copy of what it reads.
struct Tee<R, W> {
    input: R,
    copy: W,
}

impl<R: Read, W: io::Write> Read for Tee<R, W> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let read = self.input.read(buf)?;
        self.copy.write_all(&buf[..read])?;
        Ok(read)
    }
}

/// Reads a board file, giving each queen in reading order to `queen` with the
/// side of the board; returns the side.
fn read_file(path: &Path, queen: impl FnMut(usize, Square)) -> Result<usize, OpenError> {
    read_stoppable(path, Control::default(), queen)
}

/// [`read_file`] that stops when the control is cancelled.
fn read_stoppable(
    path: &Path,
    control: Control<'_>,
    queen: impl FnMut(usize, Square),
) -> Result<usize, OpenError> {
    let read_error = |source| OpenError::Read {
        path: path.to_path_buf(),
        source,
    };
    let file = File::open(path).map_err(read_error)?;
    let meta = file.metadata().map_err(read_error)?;
    if meta.is_dir() {
        return Err(read_error(io::Error::other("it is a folder")));
    }
    // A regular file says its size; a pipe or a device is cut off below.
    let size = meta.is_file().then_some(meta.len());
    read_stream(
        path,
        Stoppable {
            inner: file,
            control,
        },
        size,
        queen,
    )
}

/// Reads a board from `input` of `size` bytes if known; `path` names it in
/// messages.
fn read_stream(
    path: &Path,
    input: impl Read,
    size: Option<u64>,
    mut queen: impl FnMut(usize, Square),
) -> Result<usize, OpenError> {
    let read_error = |source| OpenError::Read {
        path: path.to_path_buf(),
        source,
    };
    let parse_error = |source| OpenError::Parse {
        path: path.to_path_buf(),
        source,
    };
    let too_large = |size: String, max: u64, kind| OpenError::TooLarge {
        path: path.to_path_buf(),
        size,
        max,
        kind,
    };
    let mut input = BufReader::with_capacity(1 << 16, input);
    if input
        .fill_buf()
        .map_err(read_error)?
        .starts_with(BYTE_ORDER_MARK.as_bytes())
    {
        input.consume(BYTE_ORDER_MARK.len());
    }
    // RON starts with a parenthesis; only the first buffer is looked at,
    // and nothing is consumed, so text keeps its line numbers.
    let first = input
        .fill_buf()
        .map_err(read_error)?
        .iter()
        .copied()
        .find(|b| !b.is_ascii_whitespace());
    if first == Some(b'(') {
        if let Some(size) = size.filter(|&s| s > MAX_RON_BYTES) {
            return Err(too_large(grouped(size), MAX_RON_BYTES, "RON"));
        }
        let mut bytes = Vec::new();
        input
            .take(MAX_RON_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(read_error)?;
        if bytes.len() as u64 > MAX_RON_BYTES {
            let size =
                size.map_or_else(|| format!("more than {}", grouped(MAX_RON_BYTES)), grouped);
            return Err(too_large(size, MAX_RON_BYTES, "RON"));
        }
        let text = std::str::from_utf8(&bytes).map_err(|e| {
            parse_error(ParseError::Whole(format!(
                "the file is not UTF-8 text (byte {})",
                e.valid_up_to()
            )))
        })?;
        let board = from_ron(text).map_err(parse_error)?;
        for square in board.queens() {
            queen(board.n(), square);
        }
        return Ok(board.n());
    }
    if let Some(size) = size.filter(|&s| s > MAX_TEXT_BYTES) {
        return Err(too_large(grouped(size), MAX_TEXT_BYTES, "text"));
    }
    let mut limited = input.take(MAX_TEXT_BYTES + 1);
    let result = read_text(&mut limited, &mut queen);
    if limited.limit() == 0 {
        return Err(too_large(
            format!("more than {}", grouped(MAX_TEXT_BYTES)),
            MAX_TEXT_BYTES,
            "text",
        ));
    }
    result.map_err(parse_error)
}
