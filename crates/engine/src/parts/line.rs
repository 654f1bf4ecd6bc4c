//! A part's result line: what one part counted, sealed against edits,
//! and why lines do not add up.

use std::fmt;

use thiserror::Error;

use super::eat;
use crate::rules::Piece;

/// What one part counted: one line of text for `sum`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartResult {
    pub n: usize,
    /// The piece counted: the classic queens, or superqueens (the only
    /// other rule a split takes). The line names it unless it is the
    /// queen, so that a queens' line reads as it always did.
    pub piece: Piece,
    /// Queens on a torus: the line says `torus=1` after the piece's place.
    pub torus: bool,
    /// Which part, from 0.
    pub index: u64,
    /// Of how many.
    pub parts: u64,
    /// Solutions in this part's units of work, weighted.
    pub solutions: u64,
    /// Solutions fixed by the half turn and by the quarter turn, for the
    /// fundamental count: the queens' part 0 alone counts them (small
    /// searches of their own), every superqueens' part its own share.
    pub half_turn: u64,
    pub quarter_turn: u64,
    /// Of the units this part covers, in this version's split.
    pub checksum: u64,
}

/// Why result lines do not add up to a count.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PartError {
    #[error("not a part's result line: {0:?}")]
    Malformed(String),
    #[error("no result lines")]
    Empty,
    #[error("parts of different boards: n = {0} and n = {1}")]
    MixedN(usize, usize),
    #[error("parts of different pieces or boards: {0} and {1}")]
    MixedPiece(String, String),
    #[error("parts of different splits: into {0} and into {1}")]
    MixedSplit(u64, u64),
    #[error("part {0} of {1} is there twice")]
    Repeated(u64, u64),
    #[error("{count} of {parts} parts missing: {}", list(missing, *count))]
    Missing {
        missing: Vec<u64>,
        count: usize,
        parts: u64,
    },
    #[error("part {0} of {1} does not match this version's split of n = {2} (checksum differs)")]
    Foreign(u64, u64, usize),
    #[error("part {0} of {1}: there are only {1} parts")]
    OutOfRange(u64, u64),
    #[error("part {0} of {1} was edited or damaged: its seal does not match its fields")]
    Edited(u64, u64),
    #[error("the parts' solutions add up past 2^64: a part line is wrong")]
    Overflow,
    #[error("the parts do not fit the symmetries of the board: {0}")]
    Symmetry(String),
}

/// The first parts of `count` missing, and how many more.
fn list(parts: &[u64], count: usize) -> String {
    let shown: Vec<String> = parts.iter().take(10).map(u64::to_string).collect();
    let more = count.saturating_sub(shown.len());
    if more > 0 {
        format!("{} and {more} more", shown.join(", "))
    } else {
        shown.join(", ")
    }
}

impl fmt::Display for PartResult {
    /// `nqueens-part n=16 part=3/7 solutions=… half_turn=0 quarter_turn=0
    /// checksum=… seal=…`, with `piece=superqueen` after n for
    /// superqueens.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "nqueens-part n={}", self.n)?;
        if self.piece != Piece::Queen {
            write!(f, " piece={}", self.piece.key())?;
        }
        if self.torus {
            write!(f, " torus=1")?;
        }
        write!(
            f,
            " part={}/{} solutions={} half_turn={} quarter_turn={} checksum={:016x} seal={:016x}",
            self.index,
            self.parts,
            self.solutions,
            self.half_turn,
            self.quarter_turn,
            self.checksum,
            self.seal()
        )
    }
}

/// The key of the seal: the line's format, so that a seal of another
/// format of line does not fit this one.
const SEAL_KEY: &[u8] = b"nqueens-part v2";

impl PartResult {
    /// What the line counted, in words: "queens", "superqueens", "queens
    /// on a torus".
    pub fn what(&self) -> String {
        let rules = crate::rules::Rules {
            piece: self.piece,
            topology: crate::rules::Topology::torus_if(self.torus),
            ..crate::rules::Rules::QUEENS
        };
        rules.to_string()
    }

    /// The keyed digest of every field, which the line carries as `seal=`.
    pub fn seal(&self) -> u64 {
        let key = SEAL_KEY
            .iter()
            .fold(0xcbf2_9ce4_8422_2325, |h, &b| eat(h, u64::from(b)));
        let fields = [
            self.n as u64,
            self.index,
            self.parts,
            self.solutions,
            self.half_turn,
            self.quarter_turn,
            self.checksum,
        ];
        let mut hash = fields.into_iter().fold(key, eat);
        // The queens' lines keep the seal they always had.
        if self.piece != Piece::Queen {
            hash = self
                .piece
                .key()
                .bytes()
                .fold(hash, |h, b| eat(h, u64::from(b)));
        }
        if self.torus {
            hash = b"torus".iter().fold(hash, |h, &b| eat(h, u64::from(b)));
        }
        // A last round so that the final field's bytes spread too.
        eat(hash, hash.rotate_left(29))
    }

    /// Reads a result line as [`PartResult`]'s `Display` writes it, and
    /// checks its seal.
    ///
    /// ```
    /// use nqueens_engine::{PartError, PartResult, Piece};
    /// let part = PartResult { n: 8, piece: Piece::Queen, torus: false, index: 0, parts: 1, solutions: 92, half_turn: 4, quarter_turn: 0, checksum: 255 };
    /// let line = part.to_string();
    /// assert_eq!(PartResult::parse(&line), Ok(part));
    /// let edited = line.replace("solutions=92", "solutions=93");
    /// assert_eq!(PartResult::parse(&edited), Err(PartError::Edited(0, 1)));
    /// ```
    pub fn parse(line: &str) -> Result<PartResult, PartError> {
        let bad = || PartError::Malformed(line.chars().take(40).collect());
        let mut fields: Vec<&str> = line.split_whitespace().collect();
        // The piece, named after n where it is not the queen.
        let mut piece = Piece::Queen;
        if let Some(key) = fields.get(2).and_then(|f| f.strip_prefix("piece=")) {
            piece = Piece::ALL
                .into_iter()
                .find(|p| p.key() == key && *p != Piece::Queen)
                .ok_or_else(bad)?;
            fields.remove(2);
        }
        let mut torus = false;
        if fields.get(2) == Some(&"torus=1") {
            torus = true;
            fields.remove(2);
        }
        let mut fields = fields.into_iter();
        if fields.next() != Some("nqueens-part") {
            return Err(bad());
        }
        let mut value = |key: &str| -> Result<&str, PartError> {
            fields
                .next()
                .and_then(|f| f.strip_prefix(key))
                .and_then(|f| f.strip_prefix('='))
                .ok_or_else(bad)
        };
        let number = |text: &str| text.parse::<u64>().map_err(|_| bad());
        let n = number(value("n")?)? as usize;
        let (index, parts) = value("part")?.split_once('/').ok_or_else(bad)?;
        let (index, parts) = (number(index)?, number(parts)?);
        let solutions = number(value("solutions")?)?;
        let half_turn = number(value("half_turn")?)?;
        let quarter_turn = number(value("quarter_turn")?)?;
        let checksum = u64::from_str_radix(value("checksum")?, 16).map_err(|_| bad())?;
        let seal = u64::from_str_radix(value("seal")?, 16).map_err(|_| bad())?;
        if fields.next().is_some() {
            return Err(bad());
        }
        let part = PartResult {
            n,
            piece,
            torus,
            index,
            parts,
            solutions,
            half_turn,
            quarter_turn,
            checksum,
        };
        if part.seal() != seal {
            return Err(PartError::Edited(index, parts));
        }
        Ok(part)
    }
}
