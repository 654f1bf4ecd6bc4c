//! The RON board: `(n: 4, rows: [Some(1), None, Some(0), Some(2)])`, one entry
//! per row from the top, `None` for a row without a queen. A board of other
//! rules than the classic queens' says them after the rows:
//! `(n: 5, rows: [...], piece: King, topology: nqueens_boards::engine::Topology::Torus)`, and a board of more
//! columns than rows says how many: `(n: 2, rows: [...], columns: 3)`.

use serde::{Deserialize, Serialize};

use super::{Input, ParseError, Problem};
use crate::engine::{Board, Piece, Rules, Topology};

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
/// let kings = Rules { piece: Piece::King, topology: nqueens_boards::engine::Topology::Torus, columns: None };
/// let mut out = Vec::new();
/// nqueens_boards::formats::write_ron_with(&board, &kings, &mut out).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert_eq!(text, "(n: 4, rows: [Some(1), Some(3), Some(0), Some(2)], piece: King, torus: true)\n");
/// let input = nqueens_boards::formats::Input::Bytes(text.as_bytes(), std::path::Path::new("-"));
/// assert_eq!(nqueens_boards::formats::board_rules(input), Some(kings));
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
    if let Some(rules) = rules.other() {
        let piece = rules.piece.spelling().ron;
        write!(
            out,
            ", piece: {piece}, torus: {}",
            rules.topology == Topology::Torus
        )?;
    }
    // The board's own width says it: a rectangle is one whatever the rules.
    if board.width() != board.n() {
        write!(out, ", columns: {}", board.width())?;
    }
    out.write_all(b")\n")
}

/// The rules a RON board says it is of (the classic queens' when it says
/// none).
fn ron_rules(content: &str) -> Result<Rules, ParseError> {
    let parsed = parse(content)?;
    Ok(Rules {
        piece: parsed.piece,
        topology: crate::engine::Topology::torus_if(parsed.torus),
        columns: parsed.columns.filter(|&c| c != parsed.n),
    })
}

/// The most of a file looked at for the rules a RON board records: far
/// more than a board of other rules (64 columns at most) takes.
pub const MAX_RULED_BOARD_BYTES: u64 = 1 << 20;

/// The rules a board records: a RON board's (the classic queens' when it
/// says none); `None` when it is in a form that records no rules (a text
/// board, a column list…), does not read, or is a file or a stream past
/// [`MAX_RULED_BOARD_BYTES`] (a board of other rules is far smaller). A
/// stream is read up to that bound.
///
/// ```
/// use nqueens_boards::engine::{Piece, Rules};
/// use nqueens_boards::formats::{Input, board_rules};
/// use std::path::Path;
/// let rules = |text: &str| board_rules(Input::Bytes(text.as_bytes(), Path::new("-")));
/// assert_eq!(rules("\u{feff}(n: 1, rows: [Some(0)], piece: King)").map(|r| r.piece), Some(Piece::King));
/// assert_eq!(rules("(n: 1, rows: [Some(0)])"), Some(Rules::QUEENS));
/// assert_eq!(rules("Q\n"), None);
/// ```
pub fn board_rules(input: Input<'_>) -> Option<Rules> {
    use std::io::Read;
    let mut bytes = Vec::new();
    let content = match input {
        Input::Bytes(bytes, _) => bytes,
        Input::File(path) => {
            let meta = std::fs::metadata(path).ok()?;
            if !meta.is_file() || meta.len() > MAX_RULED_BOARD_BYTES {
                return None;
            }
            bytes = std::fs::read(path).ok()?;
            &bytes
        }
        Input::Stream(stream, _) => {
            stream
                .take(MAX_RULED_BOARD_BYTES + 1)
                .read_to_end(&mut bytes)
                .ok()?;
            &bytes
        }
    };
    if content.len() as u64 > MAX_RULED_BOARD_BYTES {
        return None;
    }
    // A picture of the app carries its board, rules and all.
    if let Some(carried) = super::read::png_carried(content) {
        return ron_rules(&carried).ok();
    }
    let content = std::str::from_utf8(content).ok()?;
    let content = content
        .strip_prefix(super::BYTE_ORDER_MARK)
        .unwrap_or(content);
    if !content.trim_start().starts_with('(') {
        return None;
    }
    ron_rules(content).ok()
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
/// use nqueens_boards::formats::{BoardText, Reading};
/// let board = BoardText::Ron.read("(n: 2, rows: [None, Some(1)])", Reading::default()).unwrap();
/// assert_eq!(board.queens(), &[(1, 1)]);
/// assert!(BoardText::Ron.read("(n: 2, rows: [None])", Reading::default()).is_err());
/// let wide = BoardText::Ron.read("(n: 2, rows: [Some(0), Some(2)], columns: 3)", Reading::default()).unwrap();
/// assert_eq!(wide.width(), 3);
/// let wide = wide.to_board().unwrap();
/// assert_eq!(nqueens_boards::formats::to_ron(&wide), "(n: 2, rows: [Some(0), Some(2)], columns: 3)\n");
/// ```
pub(super) fn from_ron(content: &str) -> Result<Board, ParseError> {
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
