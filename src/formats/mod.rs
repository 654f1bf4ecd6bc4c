// Boards as text, RON, FEN and column lists: writers, and readers that name
// the line and column of whatever they reject.

mod fen;
mod ron_board;
mod text;

use thiserror::Error;

use crate::engine::BoardError;

pub use fen::to_fen;
pub use ron_board::{from_ron, to_ron};
pub use text::{from_text, to_columns_line, to_text};

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
            message: message.into(),
        }
    }
}

/// Reads a board written as text or as RON, whichever the content is (RON
/// starts with an opening parenthesis).
pub fn read_board(content: &str) -> Result<crate::engine::Board, ParseError> {
    if content.trim_start().starts_with('(') {
        from_ron(content)
    } else {
        from_text(content)
    }
}
