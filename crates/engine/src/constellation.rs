//! Start constellations for counting: the queens of the border rows and
//! columns placed first, one constellation per class under the 8 symmetries,
//! each weighted by the size of its class.

use crate::board::line_between;
use crate::symmetry::Symmetry;

/// The queens of row 0, row n-1, column 0 and column n-1 of a solution (a
/// corner queen serves a row and a column), and the board they leave.
///
/// Every solution has exactly one such border set, and a symmetry of the
/// square maps the solutions of one border set onto those of its image. So
/// the total is the sum, over one border set per class, of the class size
/// times the solutions of that border set: about an eighth of the search of
/// the whole board, in many small independent pieces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Constellation {
    /// How many border sets this one stands for (8, 4, 2 or 1).
    pub weight: u64,
    /// The board with the border queens placed.
    pub start: Lines,
}

/// The rows and columns still to fill and the diagonals already taken: all
/// a counting search needs to know about a partial placement. The names
/// are the seeds' (see `board::Line`):
///
/// ```text
/// anti-diagonal of (r, c): r + c          (bit in `antis`)
/// diagonal of (r, c):      c - r + n - 1  (bit in `diagonals`)
/// the same, seen by rows:  r - c + n - 1  (bit in `diagonals_by_row`)
/// ```
/// The diagonals are kept twice, once numbered from each end, so that the
/// free squares of a row and of a column are each two shifts away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Lines {
    pub n: usize,
    pub rows_left: u32,
    pub columns_left: u32,
    pub antis: u64,
    pub diagonals: u64,
    pub diagonals_by_row: u64,
}

impl Lines {
    /// The empty board of side n (n <= 32).
    pub fn empty(n: usize) -> Self {
        let full = crate::limits::full_mask(n);
        Lines {
            n,
            rows_left: full,
            columns_left: full,
            antis: 0,
            diagonals: 0,
            diagonals_by_row: 0,
        }
    }

    /// The free columns of a row still to fill.
    #[inline]
    pub fn free_in_row(&self, row: usize) -> u32 {
        let last = self.n - 1;
        // Truncating keeps bits 0..32: the columns.
        self.columns_left & !(self.antis >> row) as u32 & !(self.diagonals >> (last - row)) as u32
    }

    /// The free rows of a column still to fill.
    #[inline]
    pub fn free_in_column(&self, column: usize) -> u32 {
        let last = self.n - 1;
        self.rows_left
            & !(self.antis >> column) as u32
            & !(self.diagonals_by_row >> (last - column)) as u32
    }

    /// The board with one more queen, on a free square of a row and column
    /// still to fill.
    #[inline]
    pub fn place(&self, row: usize, column: usize) -> Self {
        let last = self.n - 1;
        Lines {
            n: self.n,
            rows_left: self.rows_left & !(1 << row),
            columns_left: self.columns_left & !(1 << column),
            antis: self.antis | 1 << (row + column),
            diagonals: self.diagonals | 1 << (column + last - row),
            diagonals_by_row: self.diagonals_by_row | 1 << (row + last - column),
        }
    }
}

type Squares = [(usize, usize); 4];

/// One constellation per class, for n >= 2 (n <= 32).
pub(crate) fn constellations(n: usize) -> Vec<Constellation> {
    border_sets(n)
        .filter_map(|squares| {
            let images = Symmetry::ALL.map(|s| sorted(squares.map(|q| s.map_square(n, q))));
            if images.iter().any(|image| *image < squares) {
                return None;
            }
            let stabilizer = images.iter().filter(|image| **image == squares).count();
            Some(Constellation {
                weight: (8 / stabilizer) as u64,
                start: place_all(n, &squares),
            })
        })
        .collect()
}

/// Every border set of n, sorted: the queens of row 0, row n-1, column 0
/// and column n-1 (a corner queen twice), none attacking another.
fn border_sets(n: usize) -> impl Iterator<Item = Squares> {
    let last = n - 1;
    (0..n.pow(4))
        .map(move |i| [0, 1, 2, 3].map(|digit| i / n.pow(digit) % n))
        .filter(move |&[top, bottom, left, right]| {
            // A corner queen belongs to its row and its column at once.
            (top == 0) == (left == 0)
                && (top == last) == (right == 0)
                && (bottom == 0) == (left == last)
                && (bottom == last) == (right == last)
        })
        .map(move |[top, bottom, left, right]| {
            sorted([(0, top), (last, bottom), (left, 0), (right, last)])
        })
        .filter(consistent)
}

fn sorted(mut squares: Squares) -> Squares {
    squares.sort_unstable();
    squares
}

/// Distinct squares do not attack each other (equal squares are one queen).
fn consistent(squares: &Squares) -> bool {
    squares.iter().enumerate().all(|(i, &a)| {
        squares[i + 1..]
            .iter()
            .all(|&b| a == b || (a.0 != b.0 && line_between(a, b).is_none()))
    })
}

/// The board with the border queens on it. The border rows and columns then
/// hold a queen each, so the search cannot put another queen there.
fn place_all(n: usize, squares: &Squares) -> Lines {
    let mut lines = Lines::empty(n);
    for (i, &(row, column)) in squares.iter().enumerate() {
        // A corner queen appears twice in the (sorted) list.
        if !squares[..i].contains(&(row, column)) {
            lines = lines.place(row, column);
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn free_squares_follow_the_attacks_of_a_queen() {
        let lines = Lines::empty(8).place(3, 2);
        // Row 5 loses column 2 and the diagonals' columns 0 and 4.
        assert_eq!(lines.free_in_row(5), 0b1110_1010);
        // Column 6 loses row 3 and row 7, on the queen's diagonal.
        assert_eq!(lines.free_in_column(6), 0b0111_0111);
        assert_eq!(lines.rows_left, 0b1111_0111);
        assert_eq!(lines.columns_left, 0b1111_1011);
    }

    #[test]
    fn weights_cover_every_border_set() {
        let n = 6;
        let sets = border_sets(n).count() as u64;
        let weighted: u64 = constellations(n).iter().map(|c| c.weight).sum();
        assert_eq!(weighted, sets);
    }
}
