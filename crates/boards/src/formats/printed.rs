//! Boards as programs print them, read one board at a time with bounded
//! memory: a learner's solver's output (`verify`, as [`crate::verify::read`])
//! and one board's column list or JSON ([`BoardText`](super::BoardText)),
//! in whichever of the formats they come:
//!
//! - LeetCode 51's answer: a JSON list of boards, each a list of strings
//!   (`[[".Q..","...Q","Q...","..Q."],...]`); Python's own printing of the
//!   same list (single quotes) and a list of column lists (`[[1, 3, 0, 2]]`)
//!   read too;
//! - text boards of `Q` and `.` (or `#`), separated by blank lines;
//! - column lists, one board a line, numbers separated by spaces or commas,
//!   brackets allowed (`[1, 3, 0, 2]` as Python prints a list);
//! - a single number: a count (LeetCode 52's answer).
//!
//! The format is told by the first character that is not a space. Anything
//! that fits none of them stops the reading at once with its line and column,
//! so a gigabyte of junk costs one buffer.

use std::io::{self, Read};

use super::text::{Lexed, TextRow};
use super::{MAX_TEXT_N, Problem};
use crate::numbers::grouped;

/// The longest line of a line-based format, and the widest row of a board
/// in JSON: far past any board a list can be checked for.
pub const MAX_LINE_BYTES: usize = 1 << 16;

/// The most rows (or columns) one board may have.
pub const MAX_BOARD_ROWS: usize = 4096;

/// How large a board the reader takes: a solver's output is held to
/// boards far past any list a check can hold ([`Limits::OUTPUT`]); one
/// board of the program's own, to the largest board
/// ([`Limits::BOARD`]), its file's size bounding the rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most rows (or columns) one board may have.
    pub rows: usize,
    /// The longest line of a line-based format.
    pub line_bytes: usize,
}

impl Limits {
    pub const OUTPUT: Limits = Limits {
        rows: MAX_BOARD_ROWS,
        line_bytes: MAX_LINE_BYTES,
    };
    pub const BOARD: Limits = Limits {
        rows: crate::engine::MAX_N,
        line_bytes: usize::MAX,
    };
}

/// One board as a solver printed it, not yet judged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Printed {
    /// Rows of squares: for each row its width and the columns of its
    /// queens.
    Grid(Vec<(usize, Vec<u32>)>),
    /// A column a row, as printed (before `--one-based` is undone).
    Columns(Vec<i64>),
}

/// A board of the output: where it starts and what it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Its place in the output, from 1.
    pub place: u64,
    /// The line it starts on, from 1.
    pub line: u64,
    pub board: Printed,
}

/// What the output holds, as told by its first characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Json,
    Text,
    Columns,
    /// A single number.
    Count(u64),
}

impl Shape {
    /// The format's name in a report.
    pub fn name(self) -> &'static str {
        match self {
            Shape::Json => "a JSON list of boards",
            Shape::Text => "text boards",
            Shape::Columns => "column lists",
            Shape::Count(_) => "a count",
        }
    }
}

/// A format named by the user, where the first characters leave a doubt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Json,
    Text,
    Columns,
    Count,
}

impl Format {
    fn name(self) -> &'static str {
        match self {
            Format::Json => Shape::Json.name(),
            Format::Text => Shape::Text.name(),
            Format::Columns => Shape::Columns.name(),
            Format::Count => Shape::Count(0).name(),
        }
    }
}

/// Why the output cannot be read, with where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    #[error("line {line}, column {column}: {what}")]
    At {
        line: u64,
        column: u64,
        what: String,
    },
    #[error("cannot read: {0}")]
    Io(String),
}

/// The bytes of the input with the line and column of the next one.
struct Source<R> {
    input: R,
    buffer: Vec<u8>,
    start: usize,
    end: usize,
    line: u64,
    column: u64,
}

impl<R: Read> Source<R> {
    fn new(input: R) -> Self {
        Source {
            input,
            buffer: vec![0; 1 << 16],
            start: 0,
            end: 0,
            line: 1,
            column: 1,
        }
    }

    fn peek(&mut self) -> Result<Option<u8>, ReadError> {
        while self.start == self.end {
            self.start = 0;
            self.end = 0;
            self.end = match self.input.read(&mut self.buffer) {
                Ok(0) => return Ok(None),
                Ok(got) => got,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => 0,
                Err(e) => return Err(ReadError::Io(super::io_message(&e))),
            };
        }
        Ok(Some(self.buffer[self.start]))
    }

    /// The bytes from the next one to the end of the buffer (one at least
    /// after a `peek` that found one).
    fn rest(&self) -> &[u8] {
        &self.buffer[self.start..self.end]
    }

    fn bump(&mut self) {
        if self.buffer[self.start] == b'\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        self.start += 1;
    }

    fn error(&self, what: impl Into<String>) -> ReadError {
        ReadError::At {
            line: self.line,
            column: self.column,
            what: what.into(),
        }
    }

    /// The error for `byte` found where it does not belong.
    fn unexpected(&self, byte: Option<u8>, wanted: &str) -> ReadError {
        match byte {
            None => self.error(format!("the output ends where {wanted} should be")),
            Some(b) => self.error(format!("{} where {wanted} should be", shown(b))),
        }
    }

    /// Skips spaces, tabs, carriage returns and (with `lines`) line ends.
    fn skip_blanks(&mut self, lines: bool) -> Result<Option<u8>, ReadError> {
        loop {
            match self.peek()? {
                Some(b' ' | b'\t' | b'\r') => self.bump(),
                Some(b'\n') if lines => self.bump(),
                other => return Ok(other),
            }
        }
    }
}

/// A byte as a message shows it.
fn shown(byte: u8) -> String {
    match byte {
        b'\n' => "a line end".to_string(),
        0x20..=0x7e => format!("'{}'", char::from(byte)),
        _ => format!("the byte 0x{byte:02x}"),
    }
}

/// A solver's output as a stream of boards.
pub struct OutputReader<R> {
    source: Source<R>,
    shape: Shape,
    boards: u64,
    /// JSON: the outer list is done.
    closed: bool,
    /// JSON: the top list holds the rows of one board, read already.
    single: Option<Vec<(usize, Vec<u32>)>>,
    /// Columns: the first line, read to tell a count from a list.
    pending: Option<(u64, Printed)>,
    limits: Limits,
}

const BEGINS: &str = "a solver's output (a JSON list like [[\".Q..\",...]], \
                      text boards of Q and ., column lists, or a count)";

impl<R: Read> OutputReader<R> {
    /// Reads far enough to tell the format of a solver's output.
    pub fn new(input: R) -> Result<Self, ReadError> {
        OutputReader::with_limits(input, Limits::OUTPUT)
    }

    /// [`OutputReader::new`] of boards as large as `limits` says.
    pub fn with_limits(input: R, limits: Limits) -> Result<Self, ReadError> {
        let mut source = Source::new(input);
        // A byte order mark, as some editors write, is no content.
        if source.peek()? == Some(0xef) {
            for expected in [0xef, 0xbb, 0xbf] {
                let byte = source.peek()?;
                if byte != Some(expected) {
                    return Err(source.unexpected(byte, BEGINS));
                }
                source.start += 1;
            }
        }
        let first = source.skip_blanks(true)?;
        let mut reader = OutputReader {
            source,
            shape: Shape::Text,
            boards: 0,
            closed: false,
            single: None,
            pending: None,
            limits,
        };
        reader.shape = match first {
            None => return Err(reader.source.error("the output is empty")),
            Some(b'Q' | b'.' | b'#') => Shape::Text,
            Some(b'0'..=b'9' | b'-' | b'+' | b'(') => reader.columns_or_count()?,
            Some(b'[') => {
                reader.source.bump();
                match reader.source.skip_blanks(true)? {
                    Some(b'[' | b']') => Shape::Json,
                    Some(b'"' | b'\'') => {
                        // The list of one board's rows.
                        let rows = reader.json_rows(b']')?;
                        reader.single = Some(rows);
                        Shape::Json
                    }
                    Some(b'0'..=b'9' | b'-' | b'+') => Shape::Columns,
                    other => return Err(reader.source.unexpected(other, "a board")),
                }
            }
            Some(other) => {
                return Err(reader.source.unexpected(Some(other), BEGINS));
            }
        };
        Ok(reader)
    }

    /// The format the output is in.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Holds the reader to a format: a single number read as a column list
    /// (n = 1's only solution is `0`), or an error when the output is in
    /// another one.
    pub fn expect(&mut self, format: Format) -> Result<(), ReadError> {
        let is = match self.shape {
            Shape::Json => Format::Json,
            Shape::Text => Format::Text,
            Shape::Columns => Format::Columns,
            Shape::Count(_) if format == Format::Columns => {
                self.shape = Shape::Columns;
                return Ok(());
            }
            Shape::Count(_) => Format::Count,
        };
        if is == format {
            return Ok(());
        }
        Err(ReadError::At {
            line: 1,
            column: 1,
            what: format!("the output is {}, not {}", self.shape.name(), format.name()),
        })
    }

    /// Column lists, or a single number alone: the first line holds one
    /// number, unbracketed, and only blanks follow it.
    fn columns_or_count(&mut self) -> Result<Shape, ReadError> {
        let bracketed = self.source.peek()? == Some(b'(');
        self.pending = self.column_line()?;
        if let Some((_, Printed::Columns(numbers))) = &self.pending
            && numbers.len() == 1
            && !bracketed
            && numbers[0] >= 0
            && self.source.skip_blanks(true)?.is_none()
        {
            return Ok(Shape::Count(numbers[0] as u64));
        }
        Ok(Shape::Columns)
    }

    /// The next board, or `None` at the end of the output.
    pub fn next_board(&mut self) -> Result<Option<Entry>, ReadError> {
        let board = match self.shape {
            Shape::Count(_) => None,
            Shape::Text => self.text_board()?,
            Shape::Columns => match self.pending.take() {
                Some(first) => Some(first),
                None => self.column_line()?,
            },
            Shape::Json => self.json_board()?,
        };
        Ok(board.map(|(line, board)| {
            self.boards += 1;
            Entry {
                place: self.boards,
                line,
                board,
            }
        }))
    }

    /// One square of a row: a queen noted by its column; a row past
    /// [`MAX_LINE_BYTES`] squares refused.
    fn square(
        &self,
        square: u8,
        width: &mut usize,
        queens: &mut Vec<u32>,
    ) -> Result<(), ReadError> {
        if *width == MAX_LINE_BYTES {
            return Err(self.source.error(format!(
                "a row of over {} squares",
                grouped(MAX_LINE_BYTES as u64)
            )));
        }
        if square == b'Q' {
            queens.push(*width as u32);
        }
        *width += 1;
        Ok(())
    }

    /// The error for a board with more rows or columns than the limits
    /// allow, if `count` has reached them.
    fn room_for(&self, count: usize, what: &str) -> Result<(), ReadError> {
        if count < self.limits.rows {
            return Ok(());
        }
        Err(self.source.error(format!(
            "a board of over {} {what}",
            grouped(self.limits.rows as u64)
        )))
    }

    /// A board of text lines, up to a blank line or the end. Its rows are
    /// read by the text board's own lexer ([`TextRow`]); unlike a board
    /// file, rows of other widths are read, to be judged.
    fn text_board(&mut self) -> Result<Option<(u64, Printed)>, ReadError> {
        if self.source.skip_blanks(true)?.is_none() {
            return Ok(None);
        }
        let line = self.source.line;
        let mut rows = Vec::new();
        loop {
            // One row: squares, then blanks, then the line end. The first
            // row may start after blanks, skipped above.
            let start = self.source.column - 1;
            let mut row = TextRow::default();
            let mut queens = Vec::new();
            while let Some(byte) = self.source.peek()? {
                if byte == b'\n' {
                    break;
                }
                match row.byte(self.source.rest()) {
                    Ok(Lexed::Square { column, .. }) if column == MAX_TEXT_N => {
                        return Err(self.source.error(Problem::TooWide.to_string()));
                    }
                    Ok(Lexed::Square { column, queen }) => {
                        if queen {
                            queens.push(column as u32);
                        }
                    }
                    Ok(Lexed::Blank) => {}
                    Err((column, problem)) => {
                        return Err(ReadError::At {
                            line: self.source.line,
                            column: start + column as u64,
                            what: problem.to_string(),
                        });
                    }
                }
                self.source.bump();
            }
            if row.width == 0 {
                // A blank line ends the board.
                break;
            }
            self.room_for(rows.len(), "rows")?;
            rows.push((row.width, queens));
            if self.source.peek()?.is_none() {
                break;
            }
            self.source.bump();
        }
        Ok(Some((line, Printed::Grid(rows))))
    }

    /// A line of column numbers (brackets, parentheses and commas are
    /// separators), skipping empty lines.
    fn column_line(&mut self) -> Result<Option<(u64, Printed)>, ReadError> {
        loop {
            let line = self.source.line;
            let start_column = self.source.column;
            let mut columns = Vec::new();
            loop {
                match self.source.peek()? {
                    None | Some(b'\n') => break,
                    Some(b' ' | b'\t' | b'\r' | b',' | b'[' | b']' | b'(' | b')') => {
                        self.source.bump()
                    }
                    Some(b'0'..=b'9' | b'-' | b'+') => {
                        self.room_for(columns.len(), "columns")?;
                        columns.push(self.number()?);
                    }
                    Some(other) => {
                        return Err(self.source.error(format!(
                            "{} in a list of columns (numbers separated by spaces or commas)",
                            shown(other)
                        )));
                    }
                }
                if self.source.column - start_column > self.limits.line_bytes as u64 {
                    return Err(self.source.error(format!(
                        "a line of over {} bytes",
                        grouped(self.limits.line_bytes as u64)
                    )));
                }
            }
            let end = self.source.peek()?.is_none();
            if !end {
                self.source.bump();
            }
            if !columns.is_empty() {
                return Ok(Some((line, Printed::Columns(columns))));
            }
            if end {
                return Ok(None);
            }
        }
    }

    /// An integer, with its sign.
    fn number(&mut self) -> Result<i64, ReadError> {
        let negative = match self.source.peek()? {
            Some(b'-') => {
                self.source.bump();
                true
            }
            Some(b'+') => {
                self.source.bump();
                false
            }
            _ => false,
        };
        let mut value: i64 = 0;
        let mut digits = 0;
        while let Some(d @ b'0'..=b'9') = self.source.peek()? {
            value = value
                .checked_mul(10)
                .and_then(|v| v.checked_add(i64::from(d - b'0')))
                .ok_or_else(|| self.source.error("a number too large for a column"))?;
            digits += 1;
            self.source.bump();
        }
        if digits == 0 {
            let next = self.source.peek()?;
            return Err(self.source.unexpected(next, "a digit"));
        }
        Ok(if negative { -value } else { value })
    }

    /// The next board of the JSON list.
    fn json_board(&mut self) -> Result<Option<(u64, Printed)>, ReadError> {
        if let Some(rows) = self.single.take() {
            self.closed = true;
            self.expect_end()?;
            return Ok(Some((1, Printed::Grid(rows))));
        }
        if self.closed {
            return Ok(None);
        }
        // Before a board: `[` opens it, `]` closes the list (the first
        // `[` of the list was read by `new`, and each board's `,` here).
        let next = self.source.skip_blanks(true)?;
        match next {
            Some(b']') => {
                self.source.bump();
                self.closed = true;
                self.expect_end()?;
                return Ok(None);
            }
            Some(b',') if self.boards > 0 => {
                self.source.bump();
                let next = self.source.skip_blanks(true)?;
                if next != Some(b'[') {
                    return Err(self.source.unexpected(next, "a board ('[')"));
                }
            }
            Some(b'[') if self.boards == 0 => {}
            other if self.boards == 0 => {
                return Err(self.source.unexpected(other, "a board ('[') or ']'"));
            }
            other => return Err(self.source.unexpected(other, "',' or ']'")),
        }
        let line = self.source.line;
        self.source.bump();
        let board = match self.source.skip_blanks(true)? {
            Some(b'"' | b'\'') | Some(b']') => Printed::Grid(self.json_rows(b']')?),
            Some(b'0'..=b'9' | b'-' | b'+') => Printed::Columns(self.json_numbers()?),
            other => {
                return Err(self
                    .source
                    .unexpected(other, "a row (a string) or a column"));
            }
        };
        Ok(Some((line, board)))
    }

    /// Strings of squares up to `close`, which is consumed.
    fn json_rows(&mut self, close: u8) -> Result<Vec<(usize, Vec<u32>)>, ReadError> {
        let mut rows = Vec::new();
        loop {
            match self.source.skip_blanks(true)? {
                Some(b) if b == close && rows.is_empty() => {
                    self.source.bump();
                    return Ok(rows);
                }
                Some(quote @ (b'"' | b'\'')) => {
                    self.room_for(rows.len(), "rows")?;
                    self.source.bump();
                    rows.push(self.json_row(quote)?);
                }
                other => return Err(self.source.unexpected(other, "a row (a string)")),
            }
            match self.source.skip_blanks(true)? {
                Some(b',') => self.source.bump(),
                Some(b) if b == close => {
                    self.source.bump();
                    return Ok(rows);
                }
                other => {
                    return Err(self
                        .source
                        .unexpected(other, &format!("',' or '{}'", char::from(close))));
                }
            }
        }
    }

    /// One string's squares, after its opening quote.
    fn json_row(&mut self, quote: u8) -> Result<(usize, Vec<u32>), ReadError> {
        let mut width = 0usize;
        let mut queens = Vec::new();
        loop {
            match self.source.peek()? {
                Some(b) if b == quote => {
                    self.source.bump();
                    return Ok((width, queens));
                }
                Some(square @ (b'Q' | b'.' | b'#')) => {
                    self.square(square, &mut width, &mut queens)?;
                    self.source.bump();
                }
                Some(b'\\') => {
                    let square = self.escaped_square()?;
                    self.square(square, &mut width, &mut queens)?;
                }
                None => return Err(self.source.unexpected(None, "the string's end")),
                Some(other) => {
                    return Err(self.source.error(format!(
                        "{} is not a square (Q for a queen, . for an empty square)",
                        shown(other)
                    )));
                }
            }
        }
    }

    /// A square a JSON string spells as an escape (`\u0051` is `Q`, as
    /// some serializers write every letter), from its backslash on.
    fn escaped_square(&mut self) -> Result<u8, ReadError> {
        self.source.bump();
        if self.source.peek()? != Some(b'u') {
            let shown_next = match self.source.peek()? {
                Some(b) => shown(b),
                None => "the end".to_string(),
            };
            return Err(self.source.error(format!(
                "the escape \\ then {shown_next} is not a square (Q, . or \\u0051 and the like)"
            )));
        }
        self.source.bump();
        let mut code = 0u32;
        for _ in 0..4 {
            let digit = self.source.peek()?.and_then(|b| (b as char).to_digit(16));
            let Some(digit) = digit else {
                return Err(self
                    .source
                    .error("a \\u escape takes four hexadecimal digits"));
            };
            code = code * 16 + digit;
            self.source.bump();
        }
        match u8::try_from(code) {
            Ok(square @ (b'Q' | b'.' | b'#')) => Ok(square),
            _ => Err(self.source.error(format!(
                "\\u{code:04X} is not a square (Q for a queen, . for an empty square)"
            ))),
        }
    }

    /// Numbers up to `]`, which is consumed.
    fn json_numbers(&mut self) -> Result<Vec<i64>, ReadError> {
        let mut columns = Vec::new();
        loop {
            match self.source.skip_blanks(true)? {
                Some(b'0'..=b'9' | b'-' | b'+') => {
                    self.room_for(columns.len(), "columns")?;
                    columns.push(self.number()?);
                }
                other => return Err(self.source.unexpected(other, "a column (a number)")),
            }
            match self.source.skip_blanks(true)? {
                Some(b',') => self.source.bump(),
                Some(b']') => {
                    self.source.bump();
                    return Ok(columns);
                }
                other => return Err(self.source.unexpected(other, "',' or ']'")),
            }
        }
    }

    /// Nothing but blanks after the list.
    fn expect_end(&mut self) -> Result<(), ReadError> {
        match self.source.skip_blanks(true)? {
            None => Ok(()),
            Some(other) => Err(self
                .source
                .error(format!("{} after the end of the list", shown(other)))),
        }
    }
}

#[cfg(test)]
mod tests;
