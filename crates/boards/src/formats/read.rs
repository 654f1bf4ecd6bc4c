//! Reading board files: a board kept whole (`open_board`), or checked in
//! two passes that keep O(n) of it whatever the file holds (`inspect_file`,
//! `inspect_reader`); every read bounded by its format's largest board.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use thiserror::Error;

use super::{
    BYTE_ORDER_MARK, BoardText, MAX_TEXT_BYTES, ParseError, Problem, Stoppable, grouped,
    io_message, read_text_shape,
};
use super::{Input, Reading};
use crate::engine::{Checker, Control, MAX_N, Placement, Square, Verdict};

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

/// Reads a board (in any form [`read_board`](super::read_board) takes),
/// any placement of queens, as `reading` says: on how many columns, and
/// what may stop it.
///
/// A file larger than its form's largest board is refused before it is
/// read; a text board is read as it streams, so `/dev/zero` fails at once.
pub fn open_board(input: Input<'_>, reading: Reading<'_>) -> Result<Placement, OpenError> {
    let Reading {
        columns, control, ..
    } = reading;
    let path = input.name().to_path_buf();
    let mut queens = Vec::new();
    let queen = |_, square| queens.push(square);
    let read = match input {
        Input::File(file) => read_stoppable(file, control, columns, queen),
        Input::Bytes(bytes, _) => {
            read_stream(&path, bytes, Some(bytes.len() as u64), columns, queen)
        }
        Input::Stream(stream, _) => {
            let stream = Stoppable {
                inner: stream,
                control,
            };
            read_stream(&path, stream, None, columns, queen)
        }
    };
    let (n, width) = match read {
        Err(_) if control.cancelled() => return Err(OpenError::Cancelled { path }),
        other => other?,
    };
    Placement::on_columns(n, width, queens).map_err(|e| OpenError::Parse {
        path,
        source: e.into(),
    })
}

/// A check's verdict, with the board's column list when it is a solution
/// of at most the size asked for (`rank` numbers it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inspection {
    pub verdict: Verdict,
    pub columns: Option<Vec<u32>>,
}

/// Checks a board (in any form [`read_board`](super::read_board) takes)
/// without keeping its queens: memory is O(n) whatever the file holds, and
/// the columns of a solution of n up to `reading.keep` are kept. At most
/// `reading.listed` pairs are named, which takes a second read of the file
/// up to the last queen named. What cannot be read twice (standard input,
/// a pipe, a FIFO, a terminal) is copied as the first read goes, to memory
/// or an unnamed temporary file, for the second.
pub fn inspect(input: Input<'_>, reading: Reading<'_>) -> Result<Inspection, OpenError> {
    let Reading { listed, keep, .. } = reading;
    match input {
        Input::File(path) => inspect_file(path, listed, keep),
        Input::Bytes(bytes, name) => inspect_stream(bytes, name, listed, keep),
        Input::Stream(stream, name) => inspect_stream(stream, name, listed, keep),
    }
}

/// [`inspect`] of a file, read twice when it is a regular file.
fn inspect_file(path: &Path, listed: usize, keep: usize) -> Result<Inspection, OpenError> {
    let read_error = |source| OpenError::Read {
        path: path.to_path_buf(),
        source,
    };
    if !std::fs::metadata(path).map_err(read_error)?.is_file() {
        let file = File::open(path).map_err(read_error)?;
        return inspect_stream(file, path, listed, keep);
    }
    check_in_two_passes(
        listed,
        keep,
        |queen| read_file(path, queen),
        |queen| read_file(path, queen),
    )
}

/// [`inspect`] of a stream: it is copied, as the first read goes, to
/// memory or an unnamed temporary file for the second; `name` names it in
/// messages.
fn inspect_stream(
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
        read_stream(name, tee, None, None, queen)
    };
    // The queens the second pass names were all read by the first, so the
    // copy holds them.
    let second = |queen: &mut dyn FnMut(usize, Square)| {
        let mut spool = spool.borrow_mut();
        io::Seek::rewind(&mut *spool).map_err(read_error)?;
        read_stream(name, &mut *spool, None, None, queen)
    };
    check_in_two_passes(listed, keep, first, second)
}

/// The two passes of a check: the first counts the queens on every line,
/// the second (only when there are pairs to name) names at most `listed`.
/// Each pass gives every queen, in reading order, to the callback with the
/// board's columns, and returns the board's rows and columns (a board of
/// more columns than rows is checked as queens on it attack).
fn check_in_two_passes(
    listed: usize,
    keep: usize,
    first: impl FnOnce(&mut dyn FnMut(usize, Square)) -> Result<Shape, OpenError>,
    second: impl FnOnce(&mut dyn FnMut(usize, Square)) -> Result<Shape, OpenError>,
) -> Result<Inspection, OpenError> {
    let mut checker: Option<Checker> = None;
    // Row by row; a row with two queens is no solution, so one column
    // per row is all a solution needs.
    let mut columns: Vec<u32> = Vec::new();
    // The rows are known at the end: the checker starts as wide as tall.
    let (n, width) = first(&mut |width, (r, c)| {
        checker
            .get_or_insert_with(|| Checker::new(width, listed))
            .add(r, c);
        if width <= keep {
            columns.resize(width, 0);
            columns[r] = c as u32;
        }
    })?;
    columns.truncate(n);
    let checker = checker.unwrap_or_else(|| Checker::new(width, listed));
    let mut namer = checker.finish_on_rows(n);
    if !namer.is_done() {
        second(&mut |_, square| namer.add(square))?;
    }
    let verdict = namer.finish();
    let square = n == width;
    let columns =
        (verdict.is_solution() && square && n <= keep && columns.len() == n).then_some(columns);
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

/// A board's rows and columns.
type Shape = (usize, usize);

/// Reads a board file, giving each queen in reading order to `queen` with the
/// columns of the board; returns its rows and columns.
fn read_file(path: &Path, queen: impl FnMut(usize, Square)) -> Result<Shape, OpenError> {
    read_stoppable(path, Control::default(), None, queen)
}

/// [`read_file`] that stops when the control is cancelled.
fn read_stoppable(
    path: &Path,
    control: Control<'_>,
    columns: Option<usize>,
    queen: impl FnMut(usize, Square),
) -> Result<Shape, OpenError> {
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
        columns,
        queen,
    )
}

/// The first bytes of every PNG.
const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

/// The largest PNG read for its board: the app's own are at most 8,192
/// pixels a side, mostly flat colour.
const MAX_PNG_BYTES: u64 = 64 << 20;

/// The board a PNG of the app carries ([`super::BOARD_KEYWORD`]), read
/// from its chunks before the pixels; a picture without one is said to be
/// a picture.
fn read_png_board(
    path: &Path,
    input: impl Read,
    size: Option<u64>,
    columns: Option<usize>,
) -> Result<crate::engine::Placement, OpenError> {
    let parse_error = |source| OpenError::Parse {
        path: path.to_path_buf(),
        source,
    };
    if let Some(size) = size.filter(|&s| s > MAX_PNG_BYTES) {
        return Err(OpenError::TooLarge {
            path: path.to_path_buf(),
            size: grouped(size),
            max: MAX_PNG_BYTES,
            kind: "PNG",
        });
    }
    let mut bytes = Vec::new();
    input
        .take(MAX_PNG_BYTES)
        .read_to_end(&mut bytes)
        .map_err(|source| OpenError::Read {
            path: path.to_path_buf(),
            source,
        })?;
    let carried =
        png_carried(&bytes).ok_or_else(|| parse_error(ParseError::Whole(Problem::Picture)))?;
    let board = BoardText::Ron
        .read(&carried, super::Reading::on(columns))
        .map_err(parse_error)?;
    Ok(board)
}

/// The board (as RON) that a PNG of the app carries, if `bytes` are one.
pub(super) fn png_carried(bytes: &[u8]) -> Option<String> {
    if !bytes.starts_with(PNG_SIGNATURE) {
        return None;
    }
    let reader = png::Decoder::new(io::Cursor::new(bytes)).read_info().ok()?;
    let info = reader.info();
    info.compressed_latin1_text
        .iter()
        .find(|chunk| chunk.keyword == super::BOARD_KEYWORD)
        .and_then(|chunk| chunk.get_text().ok())
        .or_else(|| {
            info.uncompressed_latin1_text
                .iter()
                .find(|chunk| chunk.keyword == super::BOARD_KEYWORD)
                .map(|chunk| chunk.text.clone())
        })
}

/// Reads a board from `input` of `size` bytes if known, `columns` wide if
/// given; `path` names it in messages.
fn read_stream(
    path: &Path,
    input: impl Read,
    size: Option<u64>,
    columns: Option<usize>,
    mut queen: impl FnMut(usize, Square),
) -> Result<Shape, OpenError> {
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
    if input
        .fill_buf()
        .map_err(read_error)?
        .starts_with(PNG_SIGNATURE)
    {
        let board = read_png_board(path, input, size, columns)?;
        for &square in board.queens() {
            queen(board.width(), square);
        }
        return Ok((board.n(), board.width()));
    }
    // The form is told by the first buffer (RON's parenthesis, a column
    // list's number, FEN's slashes…); nothing is consumed, so text keeps
    // its line numbers. Text streams; the other forms are read whole.
    let form = BoardText::of(&String::from_utf8_lossy(
        input.fill_buf().map_err(read_error)?,
    ));
    if form != BoardText::Text {
        let (kind, max) = (form.spec().short, form.spec().max_bytes);
        if let Some(size) = size.filter(|&s| s > max) {
            return Err(too_large(grouped(size), max, kind));
        }
        let mut bytes = Vec::new();
        input
            .take(max + 1)
            .read_to_end(&mut bytes)
            .map_err(read_error)?;
        if bytes.len() as u64 > max {
            let size = size.map_or_else(|| format!("more than {}", grouped(max)), grouped);
            return Err(too_large(size, max, kind));
        }
        let text = std::str::from_utf8(&bytes).map_err(|e| {
            parse_error(ParseError::Whole(Problem::NotUtf8 {
                valid_up_to: e.valid_up_to(),
            }))
        })?;
        let board = form
            .read(text, super::Reading::on(columns))
            .map_err(parse_error)?;
        for &square in board.queens() {
            queen(board.width(), square);
        }
        return Ok((board.n(), board.width()));
    }
    if let Some(size) = size.filter(|&s| s > MAX_TEXT_BYTES) {
        return Err(too_large(grouped(size), MAX_TEXT_BYTES, "text"));
    }
    let mut limited = input.take(MAX_TEXT_BYTES + 1);
    let result = read_text_shape(&mut limited, &mut queen);
    if limited.limit() == 0 {
        return Err(too_large(
            format!("more than {}", grouped(MAX_TEXT_BYTES)),
            MAX_TEXT_BYTES,
            "text",
        ));
    }
    let shape = result.map_err(parse_error)?;
    super::text::check_shape(shape, columns).map_err(parse_error)?;
    Ok(shape)
}
