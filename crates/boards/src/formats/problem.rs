//! What is wrong where a reader stopped, as data: the command line prints
//! it (its `Display`, the same English as before), the window says it in
//! the person's language (`app::words::problem_words`).

use std::fmt;

use super::{MAX_TEXT_N, one_line};

/// What a reader found wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// A text board `n` columns wide where `asked` were asked for.
    NotAsWide { n: usize, asked: usize },
    /// A text board of `rows` lines on `n` columns, read as square.
    FewerLines { n: usize, rows: usize },
    /// A line longer than the first line, of `n` squares.
    LongerThanFirst { n: usize },
    /// A first line past the widest text board.
    TooWide,
    /// Line `line` of a board of `n` columns, which has `n` lines.
    TooManyLines { n: usize, line: usize },
    /// The first line holds no square.
    FirstLineEmpty,
    /// A line of no square in a board of `n` columns.
    EmptyLine { n: usize },
    /// A line of `squares` squares where the first had `n`.
    ShortLine { squares: usize, n: usize },
    /// A character that is not a square.
    NotASquare(char),
    /// A byte that is not UTF-8 text.
    NotText(u8),
    /// No line at all.
    EmptyText,
    /// Bytes that are not UTF-8 from this byte on.
    NotUtf8 { valid_up_to: usize },
    /// A RON board whose `n` and rows disagree.
    RowsNotN { n: usize, rows: usize },
    /// A picture (PNG) that carries no board: not one the app saved.
    Picture,
    /// In another library's words (RON's) or the system's, on one line.
    Said(String),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const USE: &str = "(use Q for a queen, . or # for an empty square)";
        match self {
            Problem::NotAsWide { n, asked } => {
                write!(f, "the board is {n} columns wide, not {asked} as asked")
            }
            Problem::FewerLines { n, rows } => write!(
                f,
                "a board of {n} columns has {n} lines, this one has {rows} \
                 (a board of {rows} rows on {n} columns is read with --columns {n})"
            ),
            Problem::LongerThanFirst { n } => {
                write!(f, "the line is longer than the first line ({n} squares)")
            }
            Problem::TooWide => write!(f, "a text board has at most {MAX_TEXT_N} columns"),
            Problem::TooManyLines { n, line } => {
                write!(
                    f,
                    "a board of {n} columns has {n} lines; this is line {line}"
                )
            }
            Problem::FirstLineEmpty => write!(f, "the first line is empty"),
            Problem::EmptyLine { n } => write!(f, "the line has 0 squares, the first line has {n}"),
            Problem::ShortLine { squares, n } => {
                write!(f, "the line has {squares} squares, the first line has {n}")
            }
            Problem::NotASquare(ch) => write!(f, "{ch:?} is not a square {USE}"),
            Problem::NotText(byte) => write!(f, "byte 0x{byte:02x} is not text {USE}"),
            Problem::EmptyText => write!(f, "the text is empty: a board has at least one line"),
            Problem::NotUtf8 { valid_up_to } => {
                write!(f, "the file is not UTF-8 text (byte {valid_up_to})")
            }
            Problem::RowsNotN { n, rows } => write!(f, "n is {n} but there are {rows} rows"),
            Problem::Picture => f.write_str(
                "it is a picture, and not one of N-Queens Explorer's: only a PNG the app saved \
                 (Save board, or nqueens export) carries the board it shows",
            ),
            Problem::Said(words) => f.write_str(words),
        }
    }
}

impl From<String> for Problem {
    fn from(words: String) -> Self {
        Problem::Said(one_line(&words))
    }
}

impl From<&str> for Problem {
    fn from(words: &str) -> Self {
        Problem::Said(one_line(words))
    }
}
