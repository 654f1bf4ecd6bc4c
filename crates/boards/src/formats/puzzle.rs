//! A regions puzzle's file: n lines of n capital letters, a queen placed
//! its region's letter in lower case (the engine reads the letters; this
//! reads the bytes, from a file or a stream, with a limit).

use std::io::Read;

use super::Input;
use crate::engine::regions::{Cell, Puzzle};

/// How a regions puzzle's solution is written (`regions solve --format`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleFormat {
    /// The column of each row's queen, 0-based, space-separated.
    Cols,
    /// The puzzle's own text, its queens in lower case: what
    /// [`read_puzzle`] reads.
    Text,
}

impl PuzzleFormat {
    pub const ALL: [PuzzleFormat; 2] = [PuzzleFormat::Cols, PuzzleFormat::Text];

    /// The puzzle with a queen in each row at `columns`, in this format.
    ///
    /// ```
    /// use nqueens_boards::formats::PuzzleFormat;
    /// use nqueens_boards::engine::regions::Puzzle;
    /// let puzzle = Puzzle::parse("AAAB\nCCAB\nCDDB\nCCDB\n").unwrap();
    /// assert_eq!(PuzzleFormat::Cols.write(&puzzle, &[1, 3, 0, 2]), "1 3 0 2\n");
    /// assert_eq!(PuzzleFormat::Text.write(&puzzle, &[1, 3, 0, 2]), "AaAB\nCCAb\ncDDB\nCCdB\n");
    /// ```
    pub fn write(self, puzzle: &Puzzle, columns: &[u32]) -> String {
        match self {
            PuzzleFormat::Cols => {
                let columns: Vec<String> = columns.iter().map(u32::to_string).collect();
                format!("{}\n", columns.join(" "))
            }
            PuzzleFormat::Text => {
                let rows: Vec<Option<usize>> = columns.iter().map(|&c| Some(c as usize)).collect();
                puzzle.with_columns(&rows).to_string()
            }
        }
    }
}

/// Files past this are refused unread: a puzzle is at most 26 lines of
/// 26 letters.
pub const MAX_PUZZLE_BYTES: u64 = 64 * 1024;

/// The most of a file read, to tell a screenshot (up to this) from a
/// puzzle's text (up to [`MAX_PUZZLE_BYTES`]).
pub const MAX_IMAGE_BYTES: u64 = 32 * 1024 * 1024;

/// Reads a puzzle: at most [`MAX_PUZZLE_BYTES`], UTF-8, then the
/// letters; the messages start with `name`.
///
/// ```
/// use nqueens_boards::formats::{Input, read_puzzle};
/// use std::path::Path;
/// let read = |text: &str| read_puzzle(Input::Bytes(text.as_bytes(), Path::new("x")), "x");
/// assert_eq!(read("AAAB\nCCAB\nCDDB\nCCDB\n").unwrap().n(), 4);
/// // A one-star Star Battle's puzz.link address is read as its puzzle.
/// assert_eq!(read("https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk").unwrap().n(), 6);
/// let e = read("AB\nA1\n").unwrap_err();
/// assert!(e.starts_with("x: line 2, column 2"), "{e}");
/// ```
pub fn read_puzzle(input: Input<'_>, name: &str) -> Result<Puzzle, String> {
    match open_puzzle(input, name)? {
        Opened::Puzzle(puzzle) => Ok(puzzle),
        Opened::InDoubt { why, .. } => Err(why),
    }
}

/// What is wrong with a map a screenshot gave, for a window to say in
/// its language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Doubt {
    /// Fewer colours than squares a side.
    FewColours,
    NoSolution,
    ManySolutions,
    /// The count failed.
    Uncounted(String),
}

impl Doubt {
    /// In English, for a board of n.
    pub fn words(&self, n: usize) -> String {
        match self {
            Doubt::FewColours => format!("fewer than {n} colours"),
            Doubt::NoSolution => "it has no solution".to_string(),
            Doubt::ManySolutions => "it has more than one solution".to_string(),
            Doubt::Uncounted(why) => why.clone(),
        }
    }
}

/// A puzzle's file opened: a puzzle to play, or the map a screenshot
/// gave that failed its checks, with the squares in doubt, for an editor
/// to show.
#[derive(Debug, Clone, PartialEq)]
pub enum Opened {
    Puzzle(Puzzle),
    InDoubt {
        n: usize,
        /// A region a square, row by row, as read.
        regions: Vec<u8>,
        doubt: Vec<Cell>,
        /// What is wrong, for a window to word (`why` words it in
        /// English), and the file's name.
        problem: Doubt,
        name: String,
        /// What is wrong, starting with the file's name.
        why: String,
    },
}

/// Opens a puzzle's file: its text, a puzz.link address, or a screenshot
/// of its board (PNG or JPEG, at most [`MAX_IMAGE_BYTES`]), read by
/// [`screenshot`](super::screenshot).
pub fn open_puzzle(input: Input<'_>, name: &str) -> Result<Opened, String> {
    let cannot = |e: std::io::Error| format!("cannot read {name}: {}", super::io_message(&e));
    let mut bytes = Vec::new();
    match input {
        Input::Bytes(bytes, _) => return opened_from_bytes(bytes, name),
        Input::File(path) => std::fs::File::open(path)
            .and_then(|file| file.take(MAX_IMAGE_BYTES + 1).read_to_end(&mut bytes)),
        Input::Stream(stream, _) => stream.take(MAX_IMAGE_BYTES + 1).read_to_end(&mut bytes),
    }
    .map_err(cannot)?;
    opened_from_bytes(&bytes, name)
}

/// A puzzle, or a screenshot's map in doubt, from bytes already read.
fn opened_from_bytes(bytes: &[u8], name: &str) -> Result<Opened, String> {
    #[cfg(not(target_arch = "wasm32"))]
    if super::screenshot::is_image(bytes) {
        return opened_from_picture(bytes, name);
    }
    puzzle_from_bytes(bytes, name).map(Opened::Puzzle)
}

/// A screenshot's puzzle, or its map in doubt.
#[cfg(not(target_arch = "wasm32"))]
fn opened_from_picture(bytes: &[u8], name: &str) -> Result<Opened, String> {
    use super::screenshot::{ScreenshotError, read_screenshot};
    if bytes.len() as u64 > MAX_IMAGE_BYTES {
        return Err(format!(
            "{name}: over {} bytes, past a screenshot",
            super::grouped(MAX_IMAGE_BYTES)
        ));
    }
    let reading = read_screenshot(bytes).map_err(|e| format!("{name}: {e}"))?;
    match reading.puzzle() {
        Ok(puzzle) => Ok(Opened::Puzzle(puzzle)),
        Err(e) => {
            let why = format!("{name}: {e}");
            match e {
                ScreenshotError::Doubtful {
                    n,
                    regions,
                    doubt,
                    problem,
                } => Ok(Opened::InDoubt {
                    n,
                    regions,
                    doubt,
                    problem,
                    name: name.to_string(),
                    why,
                }),
                _ => Err(why),
            }
        }
    }
}

/// A puzzle from bytes already read.
fn puzzle_from_bytes(bytes: &[u8], name: &str) -> Result<Puzzle, String> {
    if bytes.len() as u64 > MAX_PUZZLE_BYTES {
        return Err(format!(
            "{name}: over {} bytes, far past a puzzle (26 lines of 26 letters)",
            super::grouped(MAX_PUZZLE_BYTES)
        ));
    }
    let text = std::str::from_utf8(bytes).map_err(|e| {
        format!(
            "{name}: not text (byte {} is not UTF-8)",
            e.valid_up_to() + 1
        )
    })?;
    // A one-star Star Battle's puzz.link address is the same puzzle.
    if text.contains("starbattle/") {
        return crate::engine::regions::from_puzzlink(text).map_err(|e| format!("{name}: {e}"));
    }
    Puzzle::parse(text).map_err(|e| format!("{name}: {e}"))
}
