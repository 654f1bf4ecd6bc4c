//! A regions puzzle's file: n lines of n capital letters, a queen placed
//! its region's letter in lower case (the engine reads the letters; this
//! reads the bytes, from a file or a stream, with a limit).

use std::io::Read;

use crate::engine::regions::Puzzle;

/// Files past this are refused unread: a puzzle is at most 26 lines of
/// 26 letters.
pub const MAX_PUZZLE_BYTES: u64 = 64 * 1024;

/// Reads a puzzle from `source` (named `name` in the messages): at most
/// [`MAX_PUZZLE_BYTES`], UTF-8, then the letters.
///
/// ```
/// let puzzle = nqueens_boards::formats::read_puzzle(&b"AAAB\nCCAB\nCDDB\nCCDB\n"[..], "x").unwrap();
/// assert_eq!(puzzle.n(), 4);
/// let e = nqueens_boards::formats::read_puzzle(&b"AB\nA1\n"[..], "x").unwrap_err();
/// assert!(e.starts_with("x: line 2, column 2"), "{e}");
/// ```
pub fn read_puzzle(source: impl Read, name: &str) -> Result<Puzzle, String> {
    let mut bytes = Vec::new();
    source
        .take(MAX_PUZZLE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {name}: {}", super::io_message(&e)))?;
    puzzle_from_bytes(&bytes, name)
}

/// Reads a puzzle's file (named `name` in the messages).
pub fn read_puzzle_file(path: &std::path::Path, name: &str) -> Result<Puzzle, String> {
    let file = std::fs::File::open(path)
        .map_err(|e| format!("cannot read {name}: {}", super::io_message(&e)))?;
    read_puzzle(file, name)
}

/// A puzzle from bytes already read (a file a page was handed, a paste).
pub fn puzzle_from_bytes(bytes: &[u8], name: &str) -> Result<Puzzle, String> {
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
    Puzzle::parse(text).map_err(|e| format!("{name}: {e}"))
}
