//! One board as text, both ways: every form `solve` and `construct` print
//! (and the window copies) is listed once here with its writer and its
//! reader, and [`read_board`](super::read_board) reads each of them back,
//! told apart by its first characters. The column lists and LeetCode's
//! JSON are read by the same parser that reads a learner's solver
//! ([`printed`](super::printed)); there is one reader of each form.

use std::io::{self, Write};

use super::printed::{Format, Limits, MAX_BOARD_ROWS, OutputReader, Printed, ReadError};
use super::{
    ParseError, Problem, Reading, from_ron, from_text, to_columns_line, to_fen_of, to_leetcode,
};
use crate::engine::{Board, Feature, Placement, Rules};

/// A form of one board as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardText {
    /// n lines of `Q` and `.`.
    Text,
    /// The column list, 0-based, space-separated.
    Cols,
    /// The RON board, which records the rules.
    Ron,
    /// FEN's piece placement (8×8, the classic queens).
    Fen,
    /// LeetCode 51's JSON: the board's list of rows.
    Leetcode,
}

/// What the rest of the program knows of a form: its name for `--format`
/// and what it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardTextSpec {
    /// The name `--format` takes.
    pub key: &'static str,
    /// Its name in a sentence ("a column list board").
    pub short: &'static str,
    /// One line for `--help`.
    pub help: &'static str,
    /// What the rules must support for a board of them to be written in it.
    pub feature: Option<Feature>,
    /// Whether it says the rules (others read as the rules asked for).
    pub records_rules: bool,
    /// The largest file of it read: its largest board's bytes.
    pub max_bytes: u64,
}

/// The largest JSON board read: a board of [`MAX_BOARD_ROWS`] rows of as
/// many squares, quotes and commas included, with room for spaces.
pub const MAX_PRINTED_BYTES: u64 = (MAX_BOARD_ROWS as u64) * (MAX_BOARD_ROWS as u64 + 8) + 4096;

/// The largest column list read: the largest board's, a column of up to
/// seven digits and a space a row, with room for brackets and commas.
pub const MAX_COLUMNS_BYTES: u64 = 9 * crate::engine::MAX_N as u64 + 4096;

impl BoardText {
    pub const ALL: [BoardText; 5] = [
        BoardText::Text,
        BoardText::Cols,
        BoardText::Ron,
        BoardText::Fen,
        BoardText::Leetcode,
    ];

    /// The registry's entry for the form.
    pub const fn spec(self) -> &'static BoardTextSpec {
        match self {
            BoardText::Text => &BoardTextSpec {
                key: "text",
                short: "text",
                help: "n lines of `Q` and `.`",
                feature: None,
                records_rules: false,
                max_bytes: super::MAX_TEXT_BYTES,
            },
            BoardText::Cols => &BoardTextSpec {
                key: "cols",
                short: "column list",
                help: "the column list, 0-based, space-separated",
                feature: None,
                records_rules: false,
                max_bytes: MAX_COLUMNS_BYTES,
            },
            BoardText::Ron => &BoardTextSpec {
                key: "ron",
                short: "RON",
                help: "the RON board (it records the rules)",
                feature: None,
                records_rules: true,
                max_bytes: super::MAX_RON_BYTES,
            },
            BoardText::Fen => &BoardTextSpec {
                key: "fen",
                short: "FEN",
                help: "FEN piece placement (n = 8 only)",
                feature: Some(Feature::Fen),
                records_rules: false,
                max_bytes: 4096,
            },
            BoardText::Leetcode => &BoardTextSpec {
                key: "leetcode",
                short: "JSON",
                help: "LeetCode 51's JSON: a board's list of rows; with --all, the list of every board",
                feature: None,
                records_rules: false,
                max_bytes: MAX_PRINTED_BYTES,
            },
        }
    }

    /// The form some text is in, told by its first characters: RON opens
    /// with a parenthesis, JSON with a bracket and a quote, FEN's first
    /// line has slashes, a column list starts with a number (or a bracket
    /// and a number), anything else is read as a text board.
    ///
    /// ```
    /// use nqueens_boards::formats::BoardText;
    /// assert_eq!(BoardText::of("(n: 1, rows: [Some(0)])"), BoardText::Ron);
    /// assert_eq!(BoardText::of(r#"[".Q..","...Q","Q...","..Q."]"#), BoardText::Leetcode);
    /// assert_eq!(BoardText::of("[1, 3, 0, 2]"), BoardText::Cols);
    /// assert_eq!(BoardText::of("1 3 0 2\n"), BoardText::Cols);
    /// assert_eq!(BoardText::of("Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4"), BoardText::Fen);
    /// assert_eq!(BoardText::of(".Q..\n"), BoardText::Text);
    /// ```
    pub fn of(content: &str) -> BoardText {
        let content = content
            .strip_prefix(super::BYTE_ORDER_MARK)
            .unwrap_or(content);
        let start = content.trim_start();
        let first_line = start.lines().next().unwrap_or("");
        match start.bytes().next() {
            Some(b'(') => BoardText::Ron,
            Some(b'[') => match start[1..].trim_start().bytes().next() {
                Some(b'"' | b'\'' | b'[') => BoardText::Leetcode,
                _ => BoardText::Cols,
            },
            _ if first_line.contains('/') => BoardText::Fen,
            Some(b'0'..=b'9' | b'-' | b'+') => BoardText::Cols,
            _ => BoardText::Text,
        }
    }

    /// Writes `board`, a board under `rules`, in this form. LeetCode's list
    /// ends without a line end (`solve --all` joins the boards in one
    /// list); FEN holds an 8×8 board only, and RON records other rules.
    pub fn write(self, board: &Board, rules: &Rules, out: &mut dyn Write) -> io::Result<()> {
        match self {
            // Row by row onto the output: no copy of the board as a string.
            BoardText::Text => super::write_text(board, out),
            BoardText::Cols => writeln!(out, "{}", to_columns_line(board)),
            BoardText::Ron => super::write_ron_with(board, rules, out),
            BoardText::Leetcode => write!(out, "{}", to_leetcode(board)),
            BoardText::Fen => match rules.piece.spelling().fen.and_then(|l| to_fen_of(board, l)) {
                Some(fen) => writeln!(out, "{fen}"),
                None => Err(io::Error::new(
                    io::ErrorKind::InvalidInput,
                    "FEN describes 8×8 boards only",
                )),
            },
        }
    }

    /// Reads a board written in this form, `reading.columns` wide when
    /// given (RON and FEN say their own width).
    ///
    /// ```
    /// use nqueens_boards::formats::{BoardText, Reading};
    /// let cols = BoardText::Cols.read("1 3 0 2\n", Reading::default()).unwrap();
    /// assert_eq!(cols.queens(), &[(0, 1), (1, 3), (2, 0), (3, 2)]);
    /// let wide = BoardText::Cols.read("[4, 1]", Reading::on(Some(5))).unwrap();
    /// assert_eq!((wide.n(), wide.width()), (2, 5));
    /// let err = BoardText::Cols.read("1 4 0 2", Reading::default()).unwrap_err();
    /// assert_eq!(err.to_string(), "line 1, column 1: row 1's column 4 is off a board of 4 columns");
    /// ```
    pub fn read(self, content: &str, reading: Reading<'_>) -> Result<Placement, ParseError> {
        let content = content
            .strip_prefix(super::BYTE_ORDER_MARK)
            .unwrap_or(content);
        match self {
            BoardText::Text => from_text(content, reading),
            BoardText::Ron => Ok(Placement::from(&from_ron(content)?)),
            BoardText::Fen => from_fen(content),
            BoardText::Cols => match one_printed(content, Format::Columns)? {
                (line, Printed::Columns(columns)) => columns_board(line, &columns, reading),
                (line, Printed::Grid(rows)) => grid_board(line, &rows, reading),
            },
            BoardText::Leetcode => match one_printed(content, Format::Json)? {
                (line, Printed::Grid(rows)) => grid_board(line, &rows, reading),
                (line, Printed::Columns(columns)) => columns_board(line, &columns, reading),
            },
        }
    }
}

/// The one board of `content` in `format`, with the line it starts on.
fn one_printed(content: &str, format: Format) -> Result<(usize, Printed), ParseError> {
    let mut reader =
        OutputReader::with_limits(content.as_bytes(), Limits::BOARD).map_err(read_error)?;
    reader.expect(format).map_err(read_error)?;
    let Some(first) = reader.next_board().map_err(read_error)? else {
        return Err(ParseError::Whole(Problem::EmptyText));
    };
    if let Some(second) = reader.next_board().map_err(read_error)? {
        return Err(ParseError::at(
            second.line as usize,
            1,
            "a second board: a board is read one at a time",
        ));
    }
    Ok((first.line as usize, first.board))
}

fn read_error(e: ReadError) -> ParseError {
    match e {
        ReadError::At { line, column, what } => {
            ParseError::at(line as usize, column as usize, what)
        }
        ReadError::Io(what) => ParseError::Whole(what.into()),
    }
}

/// A column list as a board: n rows, as wide as asked or square.
fn columns_board(
    line: usize,
    columns: &[i64],
    reading: Reading<'_>,
) -> Result<Placement, ParseError> {
    let n = columns.len();
    let width = reading.columns.unwrap_or(n);
    let mut queens = Vec::with_capacity(n);
    for (row, &column) in columns.iter().enumerate() {
        match usize::try_from(column) {
            Ok(c) if c < width => queens.push((row, c)),
            _ => {
                return Err(ParseError::at(
                    line,
                    1,
                    format!("row {row}'s column {column} is off a board of {width} columns"),
                ));
            }
        }
    }
    Ok(Placement::on_columns(n, width, queens)?)
}

/// Rows of squares as a board: every row as wide as the first, as many
/// rows as columns unless the reading says a width.
fn grid_board(
    line: usize,
    rows: &[(usize, Vec<u32>)],
    reading: Reading<'_>,
) -> Result<Placement, ParseError> {
    let width = rows.first().map_or(0, |(w, _)| *w);
    if let Some(r) = rows.iter().position(|(w, _)| *w != width) {
        return Err(ParseError::at(
            line,
            1,
            format!(
                "row {r} has {} squares, the first row has {width}",
                rows[r].0
            ),
        ));
    }
    super::text::check_shape((rows.len(), width), reading.columns)?;
    let queens = rows
        .iter()
        .enumerate()
        .flat_map(|(r, (_, queens))| queens.iter().map(move |&c| (r, c as usize)));
    Ok(Placement::on_columns(rows.len(), width, queens)?)
}

/// Reads FEN's piece placement: eight ranks (the top row first) separated
/// by slashes, each of pieces and digits (runs of empty squares) that make
/// eight squares. A queen is `Q` (or `q`); other pieces are refused.
///
/// ```
/// use nqueens_boards::formats::{BoardText, Reading};
/// let board = BoardText::Fen.read("Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4\n", Reading::default()).unwrap();
/// assert_eq!(board.queens()[..2], [(0, 0), (1, 4)]);
/// let err = BoardText::Fen.read("Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q3", Reading::default()).unwrap_err();
/// assert_eq!(err.to_string(), "line 1, column 30: rank 8 has 7 squares, not 8");
/// ```
fn from_fen(content: &str) -> Result<Placement, ParseError> {
    let text = content.trim();
    // The piece placement is FEN's first field; the others may follow.
    let field = text.split_whitespace().next().unwrap_or("");
    let offset = content.len() - content.trim_start().len();
    let mut queens = Vec::new();
    let (mut row, mut column) = (0usize, 0usize);
    // The pieces chess has a letter for, in either colour; a board holds
    // one kind.
    let letter_of = |ch: char| {
        crate::engine::Piece::ALL
            .into_iter()
            .filter_map(|p| p.spelling().fen)
            .find(|&l| l == ch.to_ascii_uppercase())
    };
    let mut kind: Option<char> = None;
    for (i, ch) in field.char_indices() {
        let at = offset + i + 1;
        match ch {
            '/' => {
                if column != 8 {
                    return Err(rank_length(at, row, column));
                }
                row += 1;
                column = 0;
                if row == 8 {
                    return Err(ParseError::at(1, at, "FEN has 8 ranks; this is a 9th"));
                }
            }
            '1'..='8' => column += ch as usize - '0' as usize,
            _ if letter_of(ch).is_some() && kind.is_none_or(|k| Some(k) == letter_of(ch)) => {
                kind = letter_of(ch);
                if column < 8 {
                    queens.push((row, column));
                }
                column += 1;
            }
            _ if letter_of(ch).is_some() => {
                return Err(ParseError::at(
                    1,
                    at,
                    format!("{ch:?} is a second kind of piece: a board holds one kind"),
                ));
            }
            _ => {
                return Err(ParseError::at(
                    1,
                    at,
                    format!(
                        "{ch:?} is not a queen, rook or king, or a run of empty squares in FEN"
                    ),
                ));
            }
        }
        if column > 8 {
            return Err(rank_length(at, row, column));
        }
    }
    let end = offset + field.len() + 1;
    if column != 8 {
        return Err(rank_length(end, row, column));
    }
    if row != 7 {
        return Err(ParseError::at(
            1,
            end,
            format!("FEN has 8 ranks, this has {}", row + 1),
        ));
    }
    Ok(Placement::new(8, queens)?)
}

fn rank_length(at: usize, row: usize, squares: usize) -> ParseError {
    ParseError::at(
        1,
        at,
        format!("rank {} has {squares} squares, not 8", row + 1),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Piece, Solutions};

    /// Every form reads back what it wrote, under every rule it holds.
    #[test]
    fn every_form_reads_back_what_it_wrote() {
        let queens = Rules::QUEENS;
        let all = [
            (8, queens),
            (1, queens),
            (
                6,
                Rules {
                    piece: Piece::King,
                    ..queens
                },
            ),
            (
                10,
                Rules {
                    piece: Piece::Superqueen,
                    ..queens
                },
            ),
            (
                5,
                Rules {
                    topology: crate::engine::Topology::Torus,
                    ..queens
                },
            ),
            (
                5,
                Rules {
                    columns: Some(7),
                    ..queens
                },
            ),
            (
                4,
                Rules {
                    piece: Piece::Rook,
                    ..queens
                },
            ),
        ];
        for (n, rules) in all {
            let mut solutions = Solutions::new(n, rules).unwrap();
            let board = solutions.next().unwrap();
            for form in BoardText::ALL {
                if form.spec().feature.is_some_and(|f| !rules.supports(f))
                    || (form == BoardText::Fen && n != 8)
                {
                    continue;
                }
                let mut out = Vec::new();
                form.write(&board, &rules, &mut out).unwrap();
                let text = String::from_utf8(out).unwrap();
                assert_eq!(BoardText::of(&text), form, "{rules}, n = {n}: {text}");
                let read = super::super::read_board(&text, Reading::on(rules.columns)).unwrap();
                assert_eq!(
                    read,
                    Placement::from(&board),
                    "{form:?}, {rules}, n = {n}: {text}"
                );
            }
        }
    }

    /// A column list is read as far as the largest board, not the 4,096
    /// columns a solver's list is held to.
    #[test]
    fn a_column_list_of_a_large_board_reads_back() {
        let n = 100_000u32;
        let columns: Vec<u32> = (0..n).map(|r| (r * 2 + 1) % n).collect();
        let board = Board::from_columns(&columns).unwrap();
        let mut out = Vec::new();
        BoardText::Cols
            .write(&board, &Rules::QUEENS, &mut out)
            .unwrap();
        let text = String::from_utf8(out).unwrap();
        let read = super::super::read_board(&text, Reading::default()).unwrap();
        assert_eq!(read, Placement::from(&board));
        assert!(BoardText::Cols.spec().max_bytes > text.len() as u64 * 10);
    }

    #[test]
    fn forms_that_do_not_read_say_where() {
        let fails = |text: &str| {
            super::super::read_board(text, Reading::default())
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            fails("1 3 0 2\n0 2\n"),
            "line 2, column 1: a second board: a board is read one at a time"
        );
        assert_eq!(
            fails("1 x 0"),
            "line 1, column 3: 'x' in a list of columns (numbers separated by spaces or commas)"
        );
        assert_eq!(
            fails("[1, -1]"),
            "line 1, column 1: row 1's column -1 is off a board of 2 columns"
        );
        assert_eq!(
            fails(r#"[".Q", "Q.."]"#),
            "line 1, column 1: row 1 has 3 squares, the first row has 2"
        );
        assert_eq!(
            fails("B7/8/8/8/8/8/8/8"),
            "line 1, column 1: 'B' is not a queen, rook or king, or a run of empty squares in FEN"
        );
        assert_eq!(
            fails("K7/2Q5/8/8/8/8/8/8"),
            "line 1, column 5: 'Q' is a second kind of piece: a board holds one kind"
        );
        assert_eq!(
            fails("8/8/8"),
            "line 1, column 6: FEN has 8 ranks, this has 3"
        );
        assert_eq!(
            fails("8/8/8/8/8/8/8/8/8"),
            "line 1, column 16: FEN has 8 ranks; this is a 9th"
        );
        assert_eq!(
            fails("9/8"),
            "line 1, column 1: '9' is not a queen, rook or king, or a run of empty squares in FEN"
        );
        assert_eq!(
            fails("7Q1/8"),
            "line 1, column 3: rank 1 has 9 squares, not 8"
        );
        // A square LeetCode board asked for on more columns is not one.
        let square = r#"[".Q..","...Q","Q...","..Q."]"#;
        assert!(super::super::read_board(square, Reading::on(Some(5))).is_err());
    }
}
