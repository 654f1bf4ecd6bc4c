//! The puzzle's solutions by a bitmask search: row by row, a queen on a
//! square whose column and region are free and that does not touch the
//! queen of the row above. Rows with a queen placed keep it.

use crate::control::Poll;
use crate::{Control, EngineError};

use super::Puzzle;

/// The search's tables: for each row, the columns allowed (all, or the
/// placed queen's) and the region of each square as a bit.
pub(super) struct Search {
    n: usize,
    allowed: Vec<u32>,
    /// `region_bit[r * n + c]`: the bit of the square's region.
    region_bit: Vec<u32>,
    /// Whether the placed queens clash already (no solution then).
    clashing: bool,
}

impl Search {
    pub(super) fn new(puzzle: &Puzzle) -> Search {
        Search::with_marks(puzzle, &[])
    }

    /// The search where `ruled_out` squares (a player's ✕) take no queen.
    pub(super) fn with_marks(puzzle: &Puzzle, ruled_out: &[(usize, usize)]) -> Search {
        let n = puzzle.n();
        let full = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
        let mut allowed = vec![full; n];
        for &(r, c) in puzzle.queens() {
            allowed[r] &= 1 << c;
        }
        for &(r, c) in ruled_out {
            allowed[r] &= !(1 << c);
        }
        let region_bit = (0..n * n)
            .map(|i| 1u32 << puzzle.region((i / n, i % n)))
            .collect();
        Search {
            n,
            allowed,
            region_bit,
            clashing: !puzzle.clashes().is_empty(),
        }
    }

    /// Visits the solutions in lexicographic order of their columns until
    /// `visit` says stop; returns whether the walk ended by itself.
    pub(super) fn walk(
        &self,
        control: &Control<'_>,
        visit: &mut dyn FnMut(&[usize]) -> bool,
    ) -> Result<bool, EngineError> {
        if self.clashing {
            return Ok(true);
        }
        let n = self.n;
        let mut poll = Poll::new(control);
        let mut columns = vec![0usize; n];
        // Per row: the candidates left, and the masks on entering it.
        let mut left = vec![0u32; n];
        let mut cols_used = vec![0u32; n + 1];
        let mut regions_used = vec![0u32; n + 1];
        left[0] = self.candidates(0, 0, 0, None);
        let mut row = 0;
        loop {
            if left[row] == 0 {
                if row == 0 {
                    return Ok(true);
                }
                row -= 1;
                continue;
            }
            let bit = left[row] & left[row].wrapping_neg();
            left[row] ^= bit;
            let c = bit.trailing_zeros() as usize;
            poll.tick()?;
            columns[row] = c;
            if row + 1 == n {
                if !visit(&columns) {
                    return Ok(false);
                }
                continue;
            }
            cols_used[row + 1] = cols_used[row] | bit;
            regions_used[row + 1] = regions_used[row] | self.region_bit[row * n + c];
            row += 1;
            left[row] = self.candidates(row, cols_used[row], regions_used[row], Some(c));
        }
    }

    /// The squares of `row` a queen may take.
    fn candidates(&self, row: usize, cols: u32, regions: u32, above: Option<usize>) -> u32 {
        let mut free = self.allowed[row] & !cols;
        if let Some(c) = above {
            // Not touching the queen above: its column and the two beside.
            let near = (0b111u32 << c) >> 1;
            free &= !near;
        }
        let mut fit = 0;
        let mut rest = free;
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest ^= bit;
            let c = bit.trailing_zeros() as usize;
            if self.region_bit[row * self.n + c] & regions == 0 {
                fit |= bit;
            }
        }
        fit
    }
}

/// The number of solutions, counting no further than `limit` (2 tells a
/// puzzle with one solution from one with more at once).
///
/// ```
/// use nqueens_engine::Control;
/// use nqueens_engine::regions::{Puzzle, count};
/// let puzzle = Puzzle::parse("AAAB\nCCAB\nCDDB\nCCDB\n").unwrap();
/// assert_eq!(count(&puzzle, u64::MAX, &Control::default()).unwrap(), 1);
/// ```
pub fn count(puzzle: &Puzzle, limit: u64, control: &Control<'_>) -> Result<u64, EngineError> {
    let mut found = 0u64;
    Search::new(puzzle).walk(control, &mut |_| {
        found += 1;
        found < limit
    })?;
    Ok(found)
}

/// The first `limit` solutions as column lists (row 0's column first), in
/// lexicographic order.
pub fn solutions(
    puzzle: &Puzzle,
    limit: usize,
    control: &Control<'_>,
) -> Result<Solutions, EngineError> {
    let mut found = Vec::new();
    if limit > 0 {
        Search::new(puzzle).walk(control, &mut |columns| {
            found.push(columns.to_vec());
            found.len() < limit
        })?;
    }
    Ok(found)
}

/// Solutions as column lists.
pub type Solutions = Vec<Vec<usize>>;
