// Boards as text, RON, FEN and column lists: writers, and readers that name
// the line and column of whatever they reject.

mod all;
mod atomic;
mod fen;
mod image;
mod ron_board;
mod text;

use thiserror::Error;

use crate::engine::BoardError;

pub use all::{ListFormat, write_all_solutions};
pub use atomic::{WriteError, cancelled, write_atomic};
pub use fen::to_fen;
pub use image::{
    DEFAULT_PNG_SIZE, ImageError, ImageOptions, MAX_PNG_SIZE, MIN_PNG_SIZE, render_pixmap,
    render_png, render_svg,
};
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

/// The format of one board's file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum BoardFormat {
    Png,
    Svg,
    Text,
    Ron,
    Fen,
}

impl BoardFormat {
    pub const ALL: [BoardFormat; 5] = [
        BoardFormat::Png,
        BoardFormat::Svg,
        BoardFormat::Text,
        BoardFormat::Ron,
        BoardFormat::Fen,
    ];

    pub fn extension(self) -> &'static str {
        match self {
            BoardFormat::Png => "png",
            BoardFormat::Svg => "svg",
            BoardFormat::Text => "txt",
            BoardFormat::Ron => "ron",
            BoardFormat::Fen => "fen",
        }
    }

    /// A name for menus and dialog filters.
    pub fn name(self) -> &'static str {
        match self {
            BoardFormat::Png => "PNG image",
            BoardFormat::Svg => "SVG image",
            BoardFormat::Text => "Text board",
            BoardFormat::Ron => "RON board",
            BoardFormat::Fen => "FEN (8×8)",
        }
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
    #[error("FEN describes 8×8 boards only, not n = {0}")]
    FenSize(usize),
}

/// The bytes of a board's file in a format.
pub fn board_bytes(
    board: &crate::engine::Board,
    format: BoardFormat,
    image: &ImageOptions,
) -> Result<Vec<u8>, ExportError> {
    Ok(match format {
        BoardFormat::Png => render_png(board, image)?,
        BoardFormat::Svg => render_svg(board, image).into_bytes(),
        BoardFormat::Text => to_text(board).into_bytes(),
        BoardFormat::Ron => to_ron(board).into_bytes(),
        BoardFormat::Fen => {
            let fen = to_fen(board).ok_or(ExportError::FenSize(board.n()))?;
            format!("{fen}\n").into_bytes()
        }
    })
}

/// Saves a board to `path` atomically.
pub fn save_board(
    board: &crate::engine::Board,
    path: &std::path::Path,
    format: BoardFormat,
    image: &ImageOptions,
) -> Result<(), ExportError> {
    let bytes = board_bytes(board, format, image)?;
    write_atomic(path, |w| w.write_all(&bytes))?;
    Ok(())
}

/// Why a board file could not be opened.
#[derive(Debug, Error)]
pub enum OpenError {
    #[error("cannot read {}: {source}", path.display())]
    Read {
        path: std::path::PathBuf,
        source: std::io::Error,
    },
    #[error("{} is not a board: {source}", path.display())]
    Parse {
        path: std::path::PathBuf,
        source: ParseError,
    },
}

/// Reads a board file (text or RON).
pub fn open_board(path: &std::path::Path) -> Result<crate::engine::Board, OpenError> {
    let bytes = std::fs::read(path).map_err(|source| OpenError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let text = String::from_utf8(bytes).map_err(|e| OpenError::Parse {
        path: path.to_path_buf(),
        source: ParseError::Whole(format!(
            "the file is not UTF-8 text (byte {})",
            e.utf8_error().valid_up_to()
        )),
    })?;
    read_board(&text).map_err(|source| OpenError::Parse {
        path: path.to_path_buf(),
        source,
    })
}
