//! Pinned queens and blocked squares: which solutions of n keep a queen on
//! given squares and none on others. Counting and surveys under constraints
//! search only the squares they allow.

use thiserror::Error;

use crate::{board::Square, limits::MAX_SEARCH_N};

/// Squares that must hold a queen (pins) and squares that must not
/// (blocks), on a board of side `n` (row 0 at the top, as in column lists).
///
/// ```
/// use nqueens_engine::Constraints;
/// let c = Constraints::new(8, vec![(0, 0)], vec![(7, 7)]).unwrap();
/// assert!(c.allows(&[0, 4, 7, 5, 2, 6, 1, 3]));
/// assert!(!c.allows(&[7, 3, 0, 2, 5, 1, 6, 4]));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub struct Constraints {
    n: usize,
    pins: Vec<Square>,
    blocks: Vec<Square>,
}

/// Why a set of constraints is not one.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ConstraintError {
    #[error("square {0},{1} is off a board of side {2}")]
    OffBoard(usize, usize, usize),
    #[error("square {0},{1} is both pinned and blocked")]
    PinnedAndBlocked(usize, usize),
    #[error("constraints work on boards up to n = {MAX_SEARCH_N}, not {0}")]
    TooLarge(usize),
}

impl Constraints {
    /// No constraint on a board of side n.
    pub fn none(n: usize) -> Self {
        Constraints {
            n,
            pins: Vec::new(),
            blocks: Vec::new(),
        }
    }

    /// Pins and blocks, each square once (repeats are dropped), sorted.
    pub fn new(n: usize, pins: Vec<Square>, blocks: Vec<Square>) -> Result<Self, ConstraintError> {
        if n > MAX_SEARCH_N {
            return Err(ConstraintError::TooLarge(n));
        }
        for &(r, c) in pins.iter().chain(&blocks) {
            if r >= n || c >= n {
                return Err(ConstraintError::OffBoard(r, c, n));
            }
        }
        let mut pins = pins;
        let mut blocks = blocks;
        pins.sort_unstable();
        pins.dedup();
        blocks.sort_unstable();
        blocks.dedup();
        if let Some(&(r, c)) = pins.iter().find(|p| blocks.binary_search(p).is_ok()) {
            return Err(ConstraintError::PinnedAndBlocked(r, c));
        }
        Ok(Constraints { n, pins, blocks })
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn pins(&self) -> &[Square] {
        &self.pins
    }

    pub fn blocks(&self) -> &[Square] {
        &self.blocks
    }

    /// Whether nothing is pinned or blocked.
    pub fn is_empty(&self) -> bool {
        self.pins.is_empty() && self.blocks.is_empty()
    }

    /// How many pins and blocks there are.
    pub fn len(&self) -> usize {
        self.pins.len() + self.blocks.len()
    }

    /// The same constraints without the `i`-th one (pins first, then
    /// blocks).
    pub fn without(&self, i: usize) -> Constraints {
        let mut less = self.clone();
        if i < less.pins.len() {
            less.pins.remove(i);
        } else if i - less.pins.len() < less.blocks.len() {
            less.blocks.remove(i - self.pins.len());
        }
        less
    }

    /// Whether a solution (its column list) keeps every pin and no block.
    pub fn allows(&self, columns: &[u32]) -> bool {
        let holds = |&(r, c): &Square| columns.get(r).is_some_and(|&q| q as usize == c);
        self.pins.iter().all(holds) && !self.blocks.iter().any(holds)
    }

    /// For each of the n rows, the columns the pins and blocks leave a
    /// queen there (bit c = column c), every column where they say
    /// nothing: on a board of any width.
    pub fn allowed_columns(&self) -> Vec<u64> {
        let mut allowed = vec![u64::MAX; self.n];
        for &(r, c) in &self.pins {
            // Two pins in one row leave it no square.
            allowed[r] &= 1 << c;
        }
        for &(r, c) in &self.blocks {
            allowed[r] &= !(1u64 << c);
        }
        allowed
    }

    /// For each row, the columns a queen may take there (bit c = column c)
    /// on the square board of n.
    pub fn row_masks(&self) -> [u32; MAX_SEARCH_N] {
        let full = if self.n >= 32 {
            u32::MAX
        } else {
            (1u32 << self.n) - 1
        };
        let mut masks = [0u32; MAX_SEARCH_N];
        for (mask, allowed) in masks.iter_mut().zip(self.allowed_columns()) {
            // Pins and blocks are within the n <= 32 columns.
            *mask = full & allowed as u32;
        }
        masks
    }
}
