//! The text board: n lines of n characters, `Q` a queen and `.` an empty
//! square, row 0 first (n lines of more characters for a board of more
//! columns than rows); also the one-line column list.

use std::io::{self, BufRead};

use super::{ParseError, Problem};
use crate::engine::{Board, Placement, Square};

/// The board as n lines of `Q` and `.`, each ending in a newline.
///
/// ```
/// use nqueens_boards::engine::Board;
/// let board = Board::from_columns(&[1, 3, 0, 2]).unwrap();
/// assert_eq!(nqueens_boards::formats::to_text(&board), ".Q..\n...Q\nQ...\n..Q.\n");
/// ```
pub fn to_text(board: &Board) -> String {
    let mut out = Vec::with_capacity(board.n() * (board.width() + 1));
    // Writing to memory cannot fail, and only ASCII is written.
    let _ = write_text(board, &mut out);
    String::from_utf8_lossy(&out).into_owned()
}

/// Writes the board as text row by row: memory stays one row whatever n.
///
/// ```
/// use nqueens_boards::engine::Board;
/// let board = Board::from_rows(vec![Some(1), None]).unwrap();
/// let mut out = Vec::new();
/// nqueens_boards::formats::write_text(&board, &mut out).unwrap();
/// assert_eq!(out, b".Q\n..\n");
/// ```
pub fn write_text(board: &Board, out: &mut dyn io::Write) -> io::Result<()> {
    let width = board.width();
    let mut line = vec![b'.'; width + 1];
    line[width] = b'\n';
    for row in board.rows() {
        if let Some(c) = row {
            line[*c as usize] = b'Q';
        }
        out.write_all(&line)?;
        if let Some(c) = row {
            line[*c as usize] = b'.';
        }
    }
    Ok(())
}

/// The column list, 0-based and space-separated, `-` for an empty row.
///
/// ```
/// use nqueens_boards::engine::Board;
/// let board = Board::from_rows(vec![Some(1), None, Some(0)]).unwrap();
/// assert_eq!(nqueens_boards::formats::to_columns_line(&board), "1 - 0");
/// ```
pub fn to_columns_line(board: &Board) -> String {
    use std::fmt::Write as _;
    // One string, no string a row: `solve --all` writes millions.
    let mut line = String::with_capacity(board.n() * 3);
    for (r, row) in board.rows().iter().enumerate() {
        if r > 0 {
            line.push(' ');
        }
        match row {
            // Writing to a String cannot fail.
            Some(c) => {
                let _ = write!(line, "{c}");
            }
            None => line.push('-'),
        }
    }
    line
}

/// A board as LeetCode 51 prints one: a JSON list of its rows, `Q` a
/// queen and `.` an empty square.
///
/// ```
/// use nqueens_boards::engine::Board;
/// let board = Board::from_columns(&[1, 3, 0, 2]).unwrap();
/// assert_eq!(nqueens_boards::formats::to_leetcode(&board), r#"[".Q..","...Q","Q...","..Q."]"#);
/// ```
pub fn to_leetcode(board: &Board) -> String {
    let width = board.width();
    let rows: Vec<String> = board
        .rows()
        .iter()
        .map(|c| {
            let mut row = vec![b'.'; width];
            if let Some(c) = c {
                row[*c as usize] = b'Q';
            }
            format!("\"{}\"", String::from_utf8_lossy(&row))
        })
        .collect();
    format!("[{}]", rows.join(","))
}

/// The largest text board read or written: n² characters, 100 MB at this n.
pub const MAX_TEXT_N: usize = 10_000;

/// The largest text file read: [`MAX_TEXT_N`] lines of [`MAX_TEXT_N`]
/// squares, each ending in `\r\n`.
pub const MAX_TEXT_BYTES: u64 = (MAX_TEXT_N as u64) * (MAX_TEXT_N as u64 + 2);

/// Any placement as n lines of `Q` and `.` (a row may hold several queens).
///
/// ```
/// use nqueens_boards::engine::Placement;
/// let two = Placement::new(2, [(0, 0), (0, 1)]).unwrap();
/// assert_eq!(nqueens_boards::formats::placement_to_text(&two), "QQ\n..\n");
/// ```
pub fn placement_to_text(placement: &Placement) -> String {
    let (n, w) = (placement.n(), placement.width());
    let mut out = vec![b'.'; n * (w + 1)];
    for r in 0..n {
        out[r * (w + 1) + w] = b'\n';
    }
    for &(r, c) in placement.queens() {
        out[r * (w + 1) + c] = b'Q';
    }
    // Only ASCII was written.
    String::from_utf8_lossy(&out).into_owned()
}

/// Reads a text board. Lenient where it is safe: trailing spaces, a final
/// newline (and blank lines after the board), Windows line ends, and `#` for
/// an empty square. Strict elsewhere: the first line sets the width, every
/// other line must have as many squares, and there are as many lines (a
/// square board) or fewer (a board of n rows and more columns, which the
/// rules' `--columns` play on); the error names the line and column. A row
/// may hold any number of queens.
///
/// A board of n rows and more columns is read only when
/// [`Reading::columns`](super::Reading) says how many, so a square board
/// missing its last line is never taken for a rectangle.
///
/// ```
/// use nqueens_boards::formats::{BoardText, Reading};
/// let from_text = |text, reading| BoardText::Text.read(text, reading);
/// let board = from_text("#Q##\n###Q\nQ###\n##Q#\n", Reading::default()).unwrap();
/// assert_eq!(board.queens(), &[(0, 1), (1, 3), (2, 0), (3, 2)]);
/// let err = from_text(".Q..\n..x.\n", Reading::default()).unwrap_err();
/// assert_eq!(err.to_string(), "line 2, column 3: 'x' is not a square (use Q for a queen, . or # for an empty square)");
/// let wide = from_text("Q..\n..Q\n", Reading::on(Some(3))).unwrap();
/// assert_eq!((wide.n(), wide.width()), (2, 3));
/// assert!(from_text("Q..\n..Q\n", Reading::default()).is_err());
/// assert!(from_text("Q..\n..Q\n", Reading::on(Some(4))).is_err());
/// ```
pub(super) fn from_text(
    content: &str,
    reading: super::Reading<'_>,
) -> Result<Placement, ParseError> {
    let columns = reading.columns;
    let mut queens = Vec::new();
    let (rows, width) = read_text_shape(content.as_bytes(), |_, square| queens.push(square))?;
    check_shape((rows, width), columns)?;
    Ok(Placement::on_columns(rows, width, queens)?)
}

/// Whether a text board of (rows, width) is of the shape asked for: square,
/// or `columns` wide.
pub(super) fn check_shape(
    (rows, n): (usize, usize),
    columns: Option<usize>,
) -> Result<(), ParseError> {
    match columns {
        Some(c) if n != c => Err(ParseError::at(1, 1, Problem::NotAsWide { n, asked: c })),
        Some(_) => Ok(()),
        None if rows < n => Err(ParseError::at(rows + 1, 1, Problem::FewerLines { n, rows })),
        None => Ok(()),
    }
}

/// Reads a text board from `input` without keeping it: each queen goes to
/// `queen` in reading order, with the board's columns (known once the
/// first line has ended), and the rows and columns are returned at the end.
/// Memory is constant whatever the input, and a line is never read past
/// the widest board ([`MAX_TEXT_N`]), so `/dev/zero` or a gigabyte without
/// a line end fails at once. The rules are those of [`from_text`], but for
/// the shape, which the caller checks.
pub(super) fn read_text_shape(
    mut input: impl BufRead,
    mut queen: impl FnMut(usize, Square),
) -> Result<(usize, usize), ParseError> {
    let mut reader = TextReader::default();
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(ParseError::Whole(format!("cannot read: {e}").into())),
        };
        if chunk.is_empty() {
            return reader.finish(&mut queen);
        }
        let used = chunk.len();
        for i in 0..used {
            reader.byte(&chunk[i..], &mut queen)?;
        }
        input.consume(used);
    }
}

/// One line of a text board as it is read, a byte at a time: squares
/// (`Q`, `.` or `#`), then nothing but blanks (spaces, tabs, a carriage
/// return) up to the line's end. The one lexer of text boards: a board
/// file's reader ([`read_text_shape`]) and a solver output's
/// ([`printed`](super::printed)) read their rows with it, so both take the same
/// characters and say the same of the others.
#[derive(Debug, Default)]
pub(crate) struct TextRow {
    /// Squares read on this line.
    pub(crate) width: usize,
    /// The column and character of the first space, tab or CR after the
    /// last square.
    blank_from: Option<(usize, char)>,
}

/// What a byte of a row was.
pub(crate) enum Lexed {
    /// A square, at this 0-based column.
    Square {
        column: usize,
        queen: bool,
    },
    Blank,
}

impl TextRow {
    /// Reads the byte that starts `bytes` (not a line end; the bytes after
    /// it only name a character of several bytes), or says at which 1-based
    /// column of the line what went wrong: a character that is not a
    /// square, or a square after a blank (the blank is named).
    pub(crate) fn byte(&mut self, bytes: &[u8]) -> Result<Lexed, (usize, Problem)> {
        match bytes[0] {
            blank @ (b' ' | b'\t' | b'\r') => {
                self.blank_from
                    .get_or_insert((self.width + 1, char::from(blank)));
                Ok(Lexed::Blank)
            }
            square @ (b'Q' | b'.' | b'#') if self.blank_from.is_none() => {
                self.width += 1;
                Ok(Lexed::Square {
                    column: self.width - 1,
                    queen: square == b'Q',
                })
            }
            _ => Err(self.not_a_square(bytes)),
        }
    }

    /// The error for the character starting `bytes`, which is not a square.
    fn not_a_square(&self, bytes: &[u8]) -> (usize, Problem) {
        let head = &bytes[..bytes.len().min(4)];
        let shown = match std::str::from_utf8(head) {
            Ok(text) => text.chars().next(),
            Err(e) if e.valid_up_to() > 0 => std::str::from_utf8(&head[..e.valid_up_to()])
                .ok()
                .and_then(|t| t.chars().next()),
            // A character cut by the end of a buffer, or no UTF-8 at all.
            Err(_) => None,
        };
        // A blank before it is the first thing out of place.
        let (column, shown) = match self.blank_from {
            Some((column, blank)) => (column, Some(blank)),
            None => (self.width + 1, shown),
        };
        let message = match shown {
            Some(ch) => Problem::NotASquare(ch),
            None => Problem::NotText(bytes[0]),
        };
        (column, message)
    }
}

/// The state of [`read_text_shape`] between two bytes.
#[derive(Default)]
struct TextReader {
    /// The side, once the first line has ended.
    n: Option<usize>,
    /// 1-based line and 0-based row of the line being read.
    line: usize,
    /// The line being read.
    row: TextRow,
    /// Lines holding squares so far.
    rows: usize,
    /// The first line with no square, while no line with squares followed.
    blank_line: Option<usize>,
    /// The queens of the first line, until its end tells n.
    first_row: Vec<usize>,
}

impl TextReader {
    fn line_no(&self) -> usize {
        self.line + 1
    }

    /// The byte starting `bytes`.
    fn byte(
        &mut self,
        bytes: &[u8],
        queen: &mut impl FnMut(usize, Square),
    ) -> Result<(), ParseError> {
        if bytes[0] == b'\n' {
            return self.end_line(queen);
        }
        match self.row.byte(bytes) {
            Ok(Lexed::Square { column, queen: q }) => self.square(column, q, queen),
            Ok(Lexed::Blank) => Ok(()),
            Err((column, problem)) => Err(ParseError::at(self.line_no(), column, problem)),
        }
    }

    fn square(
        &mut self,
        column: usize,
        is_queen: bool,
        queen: &mut impl FnMut(usize, Square),
    ) -> Result<(), ParseError> {
        if column == 0 {
            self.start_row()?;
        }
        let row = self.rows - 1;
        let limit = self.n.unwrap_or(MAX_TEXT_N);
        if column >= limit {
            let message = match self.n {
                Some(n) => Problem::LongerThanFirst { n },
                None => Problem::TooWide,
            };
            return Err(ParseError::at(self.line_no(), column + 1, message));
        }
        if is_queen {
            match self.n {
                Some(n) => queen(n, (row, column)),
                None => self.first_row.push(column),
            }
        }
        Ok(())
    }

    /// The first square of a line: the line is a row of the board.
    fn start_row(&mut self) -> Result<(), ParseError> {
        if let Some(n) = self.n.filter(|&n| self.rows >= n) {
            let line_no = self.blank_line.unwrap_or(self.line_no());
            return Err(ParseError::at(
                line_no,
                1,
                Problem::TooManyLines { n, line: line_no },
            ));
        }
        if let Some(blank) = self.blank_line {
            return Err(match self.n {
                None => ParseError::at(blank, 1, Problem::FirstLineEmpty),
                Some(n) => ParseError::at(blank, 1, Problem::EmptyLine { n }),
            });
        }
        self.rows += 1;
        Ok(())
    }

    fn end_line(&mut self, queen: &mut impl FnMut(usize, Square)) -> Result<(), ParseError> {
        let width = self.row.width;
        if width == 0 {
            self.blank_line.get_or_insert(self.line_no());
        } else {
            match self.n {
                None => {
                    self.n = Some(width);
                    for c in std::mem::take(&mut self.first_row) {
                        queen(width, (0, c));
                    }
                }
                Some(n) if width < n => {
                    return Err(ParseError::at(
                        self.line_no(),
                        width + 1,
                        Problem::ShortLine { squares: width, n },
                    ));
                }
                Some(_) => {}
            }
        }
        self.line += 1;
        self.row = TextRow::default();
        Ok(())
    }

    fn finish(
        mut self,
        queen: &mut impl FnMut(usize, Square),
    ) -> Result<(usize, usize), ParseError> {
        if self.row.width > 0 {
            self.end_line(queen)?;
        }
        let Some(n) = self.n else {
            return Err(ParseError::Whole(Problem::EmptyText));
        };
        Ok((self.rows, n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::Reading;

    /// A square text board streamed: its side.
    fn read_text(
        input: impl BufRead,
        queen: impl FnMut(usize, Square),
    ) -> Result<usize, ParseError> {
        let shape = read_text_shape(input, queen)?;
        check_shape(shape, None)?;
        Ok(shape.1)
    }

    #[test]
    fn lenient_where_safe() {
        let board = from_text(".Q..  \r\n...Q\r\nQ...\n..Q.\n\n\n", Reading::default()).unwrap();
        assert_eq!(board.queens(), &[(0, 1), (1, 3), (2, 0), (3, 2)]);
        let partial = from_text("..\n.Q", Reading::default()).unwrap();
        assert_eq!(partial.queens(), &[(1, 1)]);
        let crowded = from_text("QQ.\n...\n..Q\n", Reading::default()).unwrap();
        assert_eq!(crowded.queens(), &[(0, 0), (0, 1), (2, 2)]);
        assert_eq!(placement_to_text(&crowded), "QQ.\n...\n..Q\n");
        // Fewer lines than columns, said: a board of more columns than rows.
        let wide = from_text("Q..\n..Q\n", Reading::on(Some(3))).unwrap();
        assert_eq!((wide.n(), wide.width()), (2, 3));
        assert_eq!(placement_to_text(&wide), "Q..\n..Q\n");
    }

    #[test]
    fn boards_are_written_as_wide_as_the_board() {
        let wide = |columns: &[u32]| {
            crate::engine::Rules {
                columns: Some(3),
                ..crate::engine::Rules::QUEENS
            }
            .board_of(columns)
            .unwrap()
        };
        assert_eq!(to_text(&wide(&[0, 2])), "Q..\n..Q\n");
        assert_eq!(to_leetcode(&wide(&[1, 0])), r#"[".Q.","Q.."]"#);
        let four = crate::engine::Rules {
            columns: Some(4),
            ..crate::engine::Rules::QUEENS
        }
        .board_of(&[3, 1])
        .unwrap();
        assert_eq!(to_columns_line(&four), "3 1");
    }

    #[test]
    fn the_streaming_reader_gives_each_queen_and_the_shape() {
        let mut queens = Vec::new();
        let n = read_text(&b"QQ\n..\n"[..], |_, q| queens.push(q)).unwrap();
        assert_eq!((n, queens), (2, vec![(0, 0), (0, 1)]));
        let mut queens = Vec::new();
        let shape = read_text_shape(&b"Q..\n..Q\n"[..], |_, q| queens.push(q)).unwrap();
        assert_eq!((shape, queens), ((2, 3), vec![(0, 0), (1, 2)]));
    }

    #[test]
    fn the_streaming_reader_wants_a_square() {
        let err = read_text(&b"...\n...\n"[..], |_, _| {}).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 3, column 1: a board of 3 columns has 3 lines, this one has 2 \
             (a board of 2 rows on 3 columns is read with --columns 3)"
        );
    }

    #[test]
    fn endless_input_fails_at_the_widest_board() {
        // A reader that never ends: a line of squares with no line end.
        let endless = std::io::BufReader::new(std::io::repeat(b'.'));
        let err = read_text(endless, |_, _| {}).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "line 1, column {}: a text board has at most {MAX_TEXT_N} columns",
                MAX_TEXT_N + 1
            )
        );
        let zeros = std::io::BufReader::new(std::io::repeat(0));
        assert!(read_text(zeros, |_, _| {}).is_err());
    }

    #[test]
    fn strict_elsewhere_with_positions() {
        let cases = [
            ("", "the text is empty: a board has at least one line"),
            (
                "...\n..\n...\n",
                "line 2, column 3: the line has 2 squares, the first line has 3",
            ),
            (
                "...\n....\n...\n",
                "line 2, column 4: the line is longer than the first line (3 squares)",
            ),
            (
                "Q. Q\n...\n...\n",
                "line 1, column 3: ' ' is not a square (use Q for a queen, . or # for an empty square)",
            ),
            (
                "..\n..\n\n..\n",
                "line 3, column 1: a board of 2 columns has 2 lines; this is line 3",
            ),
            ("\n..\n..\n", "line 1, column 1: the first line is empty"),
            (
                ".é\n..\n",
                "line 1, column 2: 'é' is not a square (use Q for a queen, . or # for an empty square)",
            ),
            (
                "\0\0\0",
                "line 1, column 1: '\\0' is not a square (use Q for a queen, . or # for an empty square)",
            ),
            (
                "..\n..\n..\n",
                "line 3, column 1: a board of 2 columns has 2 lines; this is line 3",
            ),
            (
                "..\n\n..\n",
                "line 2, column 1: the line has 0 squares, the first line has 2",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(
                from_text(input, Reading::default())
                    .unwrap_err()
                    .to_string(),
                message,
                "input {input:?}"
            );
        }
    }
}
