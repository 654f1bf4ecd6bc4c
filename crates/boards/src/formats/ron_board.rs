//! The RON board: `(n: 4, rows: [Some(1), None, Some(0), Some(2)])`, one entry
//! per row from the top, `None` for a row without a queen. A board of other
//! rules than the classic queens' says them after the rows:
//! `(n: 5, rows: [...], piece: King, torus: true)`, and a board of more
//! columns than rows says how many: `(n: 2, rows: [...], columns: 3)`.

use serde::{Deserialize, Serialize};

use super::{ParseError, Problem};
use crate::engine::{Board, Piece, Rules};

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RonBoard {
    n: usize,
    rows: Vec<Option<u32>>,
    #[serde(default)]
    piece: Piece,
    #[serde(default)]
    torus: bool,
    #[serde(default)]
    columns: Option<usize>,
}

/// The board in RON, on one line plus a newline.
///
/// ```
/// use nqueens_boards::engine::Board;
/// let board = Board::from_rows(vec![Some(1), None, Some(0)]).unwrap();
/// assert_eq!(nqueens_boards::formats::to_ron(&board), "(n: 3, rows: [Some(1), None, Some(0)])\n");
/// ```
pub fn to_ron(board: &Board) -> String {
    let mut out = Vec::new();
    // Writing to memory cannot fail, and only ASCII is written.
    let _ = write_ron(board, &mut out);
    String::from_utf8_lossy(&out).into_owned()
}

/// Writes the board in RON row by row: [`to_ron`] in one string, streamed.
pub fn write_ron(board: &Board, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    write_ron_with(board, &Rules::QUEENS, out)
}

/// [`write_ron`], saying the rules after the rows when they are not the
/// classic queens' (a file of queens reads as it always did).
///
/// ```
/// use nqueens_boards::engine::{Board, Piece, Rules};
/// let board = Board::from_columns(&[1, 3, 0, 2]).unwrap();
/// let kings = Rules { piece: Piece::King, torus: true, columns: None };
/// let mut out = Vec::new();
/// nqueens_boards::formats::write_ron_with(&board, &kings, &mut out).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert_eq!(text, "(n: 4, rows: [Some(1), Some(3), Some(0), Some(2)], piece: King, torus: true)\n");
/// assert_eq!(nqueens_boards::formats::ron_rules(&text).unwrap(), kings);
/// ```
pub fn write_ron_with(
    board: &Board,
    rules: &Rules,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    write!(out, "(n: {}, rows: [", board.n())?;
    for (r, row) in board.rows().iter().enumerate() {
        if r > 0 {
            out.write_all(b", ")?;
        }
        match row {
            Some(c) => write!(out, "Some({c})")?,
            None => out.write_all(b"None")?,
        }
    }
    out.write_all(b"]")?;
    if !rules.is_classic() {
        write!(out, ", piece: {:?}, torus: {}", rules.piece, rules.torus)?;
    }
    // The board's own width says it: a rectangle is one whatever the rules.
    if board.width() != board.n() {
        write!(out, ", columns: {}", board.width())?;
    }
    out.write_all(b")\n")
}

/// The rules a RON board says it is of (the classic queens' when it says
/// none).
pub fn ron_rules(content: &str) -> Result<Rules, ParseError> {
    let parsed = parse(content)?;
    Ok(Rules {
        piece: parsed.piece,
        torus: parsed.torus,
        columns: parsed.columns.filter(|&c| c != parsed.n),
    })
}

/// The most of a file looked at for the rules a RON board records: far
/// more than a board of other rules (64 columns at most) takes.
pub const MAX_RULED_BOARD_BYTES: u64 = 1 << 20;

/// The rules a board's text records, when it is RON and records other
/// rules than the classic queens' (a board read back keeps its rules).
///
/// ```
/// use nqueens_boards::engine::Piece;
/// let kings = "\u{feff}(n: 1, rows: [Some(0)], piece: King)";
/// assert_eq!(nqueens_boards::formats::recorded_rules(kings).map(|r| r.piece), Some(Piece::King));
/// assert_eq!(nqueens_boards::formats::recorded_rules("(n: 1, rows: [Some(0)])"), None);
/// assert_eq!(nqueens_boards::formats::recorded_rules("Q\n"), None);
/// ```
pub fn recorded_rules(content: &str) -> Option<Rules> {
    board_rules(content).filter(|rules| !rules.is_classic())
}

/// The rules of a RON board, the classic queens' when it says none;
/// `None` when the text is not a RON board (text boards record no rules).
///
/// ```
/// use nqueens_boards::engine::Rules;
/// use nqueens_boards::formats::board_rules;
/// assert_eq!(board_rules("(n: 1, rows: [Some(0)])"), Some(Rules::QUEENS));
/// assert_eq!(board_rules("Q\n"), None);
/// ```
pub fn board_rules(content: &str) -> Option<Rules> {
    let content = content
        .strip_prefix(super::BYTE_ORDER_MARK)
        .unwrap_or(content);
    if !content.trim_start().starts_with('(') {
        return None;
    }
    ron_rules(content).ok()
}

/// [`recorded_rules`] of a file of at most [`MAX_RULED_BOARD_BYTES`]; a
/// larger one, or one that does not read, records none.
pub fn recorded_rules_of_file(path: &std::path::Path) -> Option<Rules> {
    board_rules_of_file(path).filter(|rules| !rules.is_classic())
}

/// [`board_rules`] of a file of at most [`MAX_RULED_BOARD_BYTES`].
pub fn board_rules_of_file(path: &std::path::Path) -> Option<Rules> {
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_file() || meta.len() > MAX_RULED_BOARD_BYTES {
        return None;
    }
    board_rules(&std::fs::read_to_string(path).ok()?)
}

fn parse(content: &str) -> Result<RonBoard, ParseError> {
    // `columns: 9` is written without `Some`, as a person would write it.
    let options =
        ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    options.from_str(content).map_err(|e| {
        let message = match e.code {
            // RON's own words suggest options of the library, not of the file.
            ron::Error::ExceededRecursionLimit => {
                "brackets nested too deeply: a board is `(n: N, rows: [...])`".to_string()
            }
            code => code.to_string(),
        };
        ParseError::at(e.span.start.line.max(1), e.span.start.col.max(1), message)
    })
}

/// Reads a RON board; the error names the line and column where RON itself
/// fails, and says what is wrong with a well-formed but impossible board.
///
/// ```
/// let board = nqueens_boards::formats::from_ron("(n: 2, rows: [None, Some(1)])").unwrap();
/// assert_eq!(board.queen(1), Some(1));
/// assert!(nqueens_boards::formats::from_ron("(n: 2, rows: [None])").is_err());
/// let wide = nqueens_boards::formats::from_ron("(n: 2, rows: [Some(0), Some(2)], columns: 3)").unwrap();
/// assert_eq!(wide.width(), 3);
/// assert_eq!(nqueens_boards::formats::to_ron(&wide), "(n: 2, rows: [Some(0), Some(2)], columns: 3)\n");
/// ```
pub fn from_ron(content: &str) -> Result<Board, ParseError> {
    let parsed = parse(content)?;
    if parsed.rows.len() != parsed.n {
        return Err(ParseError::Whole(Problem::RowsNotN {
            n: parsed.n,
            rows: parsed.rows.len(),
        }));
    }
    Ok(Board::on_columns(
        parsed.rows,
        parsed.columns.unwrap_or(parsed.n),
    )?)
}
