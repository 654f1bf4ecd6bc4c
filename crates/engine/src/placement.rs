//! Any set of queens on an n×n board, as a file, a paste or a hand may hold
//! it (two queens in one row included), and its check by lines.
//!
//! The check counts queens per line (row, column and both diagonals), never
//! pairs, so a board of 200,000 queens on one diagonal is checked in O(n)
//! memory and time: its 19,999,900,000 attacking pairs are a number, and only
//! the first few are named.

use super::board::{Attack, Board, BoardError, Square, check_side, line_between};

/// How many attacking pairs (and empty rows) a [`Verdict`] names by default:
/// a screenful.
pub const LISTED: usize = 20;

/// A set of queens on an n×n board, any number per line.
///
/// Queens are kept in reading order (row by row, left to right), each square
/// once.
///
/// ```
/// use nqueens_engine::Placement;
/// let two_in_a_row = Placement::new(4, [(0, 0), (0, 1)]).unwrap();
/// assert_eq!(two_in_a_row.to_board(), None);
/// let verdict = two_in_a_row.check(10);
/// assert_eq!(verdict.pairs, 1);
/// assert_eq!(verdict.listed[0].to_string(), "queens at row 0 column 0 and row 0 column 1: same row");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Placement {
    n: usize,
    /// Columns: n but on a rectangle, as a wide text board is.
    width: usize,
    queens: Vec<Square>,
}

impl Placement {
    /// A placement of the given queens; the order does not matter and a square
    /// named twice holds one queen.
    pub fn new(n: usize, queens: impl IntoIterator<Item = Square>) -> Result<Self, BoardError> {
        Self::on_columns(n, n, queens)
    }

    /// A placement on n rows and `width` columns (at least n).
    pub fn on_columns(
        n: usize,
        width: usize,
        queens: impl IntoIterator<Item = Square>,
    ) -> Result<Self, BoardError> {
        check_side(n)?;
        if width < n {
            return Err(BoardError::TooNarrow { n, width });
        }
        check_side(width)?;
        let mut queens: Vec<Square> = queens.into_iter().collect();
        if let Some(&(row, col)) = queens.iter().find(|&&(r, c)| r >= n || c >= width) {
            return Err(if row >= n {
                BoardError::RowOutOfRange { row, n }
            } else {
                BoardError::ColumnOutOfRange { row, col, n: width }
            });
        }
        queens.sort_unstable();
        queens.dedup();
        Ok(Placement { n, width, queens })
    }

    /// The side of the board: its rows.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The columns: n but on a rectangle.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The queens in reading order.
    pub fn queens(&self) -> &[Square] {
        &self.queens
    }

    /// The same queens as a [`Board`], when no row holds two.
    pub fn to_board(&self) -> Option<Board> {
        let mut rows = vec![None; self.n];
        for &(r, c) in &self.queens {
            if rows[r].replace(c as u32).is_some() {
                return None;
            }
        }
        Board::on_columns(rows, self.width).ok()
    }

    /// The first row that holds more than one queen.
    pub fn crowded_row(&self) -> Option<usize> {
        self.queens
            .windows(2)
            .find(|w| w[0].0 == w[1].0)
            .map(|w| w[0].0)
    }

    /// Checks the placement by lines, naming at most `listed` pairs and empty
    /// rows.
    pub fn check(&self, listed: usize) -> Verdict {
        let mut checker = Checker::on_columns(self.n, self.width, listed);
        for &(r, c) in &self.queens {
            checker.add(r, c);
        }
        let mut namer = checker.finish();
        for &square in &self.queens {
            if namer.is_done() {
                break;
            }
            namer.add(square);
        }
        namer.finish()
    }
}

impl From<&Board> for Placement {
    fn from(board: &Board) -> Self {
        Placement {
            n: board.n(),
            width: board.width(),
            queens: board.queens().collect(),
        }
    }
}

/// What a check found: the number of attacking pairs, the first of them, and
/// the rows left empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub n: usize,
    /// The columns: n but on a board of more columns than rows.
    pub width: usize,
    pub queens: u64,
    /// Every pair of queens on a common line, each pair once.
    pub pairs: u64,
    /// The first pairs, in the order of the lower queen of each pair (the
    /// reading order), then of the upper one.
    pub listed: Vec<Attack>,
    /// How many rows hold no queen.
    pub empty_rows: u64,
    /// The first empty rows, top first.
    pub listed_empty_rows: Vec<usize>,
}

impl Verdict {
    /// n queens, one per row, none attacking another.
    pub fn is_solution(&self) -> bool {
        self.pairs == 0 && self.empty_rows == 0
    }
}

/// A check by lines that takes the queens one at a time in reading order,
/// so that a reader can check a file without keeping its queens.
///
/// Memory is a counter per line (20 bytes per row of the board) plus the
/// queens that make the first named pairs. Naming the pairs takes a second
/// pass over the queens, up to the last of those ([`Namer`]).
///
/// ```
/// use nqueens_engine::Checker;
/// let queens = [(0, 1), (1, 3), (2, 0), (3, 3)];
/// let mut checker = Checker::new(4, 5);
/// for (r, c) in queens {
///     checker.add(r, c);
/// }
/// let mut namer = checker.finish();
/// for square in queens {
///     namer.add(square);
/// }
/// let verdict = namer.finish();
/// assert_eq!(verdict.pairs, 1);
/// assert_eq!(verdict.listed[0].to_string(), "queens at row 1 column 3 and row 3 column 3: same column");
/// ```
pub struct Checker {
    n: usize,
    width: usize,
    limit: usize,
    columns: Vec<u32>,
    diagonals: Vec<u32>,
    anti_diagonals: Vec<u32>,
    /// The row being read, and its queens so far.
    row: Option<usize>,
    in_row: u32,
    filled_rows: u64,
    listed_empty_rows: Vec<usize>,
    queens: u64,
    pairs: u64,
    /// The first queens that attack earlier ones, in reading order: enough
    /// of them to name `limit` pairs.
    seconds: Vec<Square>,
    partners: u64,
}

impl Checker {
    /// A check of an n×n board that names at most `limit` pairs and empty
    /// rows.
    pub fn new(n: usize, limit: usize) -> Self {
        Self::on_columns(n, n, limit)
    }

    /// A check of a board of n rows and `width` columns.
    pub fn on_columns(n: usize, width: usize, limit: usize) -> Self {
        Checker {
            n,
            width,
            limit,
            columns: vec![0; width],
            diagonals: vec![0; n + width],
            anti_diagonals: vec![0; n + width],
            row: None,
            in_row: 0,
            filled_rows: 0,
            listed_empty_rows: Vec::new(),
            queens: 0,
            pairs: 0,
            seconds: Vec::new(),
            partners: 0,
        }
    }

    /// Adds the queen on (r, c). Queens come in reading order, each square
    /// once, all on the board; a queen out of order or off the board is a
    /// caller's bug and is ignored.
    pub fn add(&mut self, r: usize, c: usize) {
        let in_order = match self.row {
            None => true,
            Some(row) => r > row || (r == row && self.in_row > 0),
        };
        if r >= self.n || c >= self.width || !in_order {
            debug_assert!(false, "queen ({r}, {c}) off the board or out of order");
            return;
        }
        if self.row != Some(r) {
            let from = self.row.map_or(0, |row| row + 1);
            self.note_empty_rows(from, r);
            self.row = Some(r);
            self.in_row = 0;
            self.filled_rows += 1;
        }
        self.queens += 1;
        let d = r + self.width - 1 - c;
        let a = r + c;
        // A queen makes one new pair with each queen already on its lines.
        let mut partners = u64::from(self.in_row);
        self.in_row += 1;
        for count in [
            &mut self.columns[c],
            &mut self.diagonals[d],
            &mut self.anti_diagonals[a],
        ] {
            partners += u64::from(*count);
            *count += 1;
        }
        self.pairs += partners;
        if partners > 0 && self.partners < self.limit as u64 {
            self.seconds.push((r, c));
            self.partners += partners;
        }
    }

    fn note_empty_rows(&mut self, from: usize, to: usize) {
        let room = self.limit.saturating_sub(self.listed_empty_rows.len());
        self.listed_empty_rows.extend((from..to).take(room));
    }

    /// The counts of a board found to have `rows` rows, fewer than the
    /// columns it was made with (a stream tells its rows at its end).
    pub fn finish_on_rows(mut self, rows: usize) -> Namer {
        debug_assert!(self.row.is_none_or(|row| row < rows) && rows <= self.n);
        self.n = rows.min(self.n);
        self.finish()
    }

    /// The counts, and what naming the first pairs needs.
    pub fn finish(mut self) -> Namer {
        let from = self.row.map_or(0, |row| row + 1);
        self.note_empty_rows(from, self.n);
        let done = self.seconds.is_empty();
        Namer {
            verdict: Verdict {
                n: self.n,
                width: self.width,
                queens: self.queens,
                pairs: self.pairs,
                listed: Vec::new(),
                empty_rows: self.n as u64 - self.filled_rows,
                listed_empty_rows: self.listed_empty_rows,
            },
            seconds: self.seconds,
            limit: self.limit,
            done,
        }
    }
}

/// The second pass of a check: the same queens again, in reading order, up
/// to the last queen that makes a named pair. At most [`LISTED`] queens are
/// compared with each, so a board of ten million queens takes a fraction of
/// a second.
pub struct Namer {
    verdict: Verdict,
    seconds: Vec<Square>,
    limit: usize,
    done: bool,
}

impl Namer {
    /// Whether the pairs to name are all named: the rest of the queens can be
    /// skipped.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The next queen in reading order.
    pub fn add(&mut self, square: Square) {
        if self.done {
            return;
        }
        for &second in self.seconds.iter().filter(|&&s| s > square) {
            if let Some(line) = line_between(square, second) {
                self.verdict.listed.push(Attack {
                    first: square,
                    second,
                    line,
                });
            }
        }
        self.done = self.seconds.last().is_none_or(|&last| square >= last);
    }

    /// The verdict, with the first pairs named in the order of the lower
    /// queen of each pair, then of the upper one.
    pub fn finish(mut self) -> Verdict {
        let listed = &mut self.verdict.listed;
        listed.sort_by_key(|attack| (attack.second, attack.first));
        listed.truncate(self.limit);
        self.verdict
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every pair by brute force, in the verdict's order.
    fn all_pairs(queens: &[Square]) -> Vec<Attack> {
        let mut pairs = Vec::new();
        for (j, &second) in queens.iter().enumerate() {
            for &first in &queens[..j] {
                if let Some(line) = line_between(first, second) {
                    pairs.push(Attack {
                        first,
                        second,
                        line,
                    });
                }
            }
        }
        pairs
    }

    #[test]
    fn counts_and_names_pairs_as_brute_force_does() {
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..300 {
            let n = rng.usize(1..9);
            let k = rng.usize(0..2 * n);
            let queens: Vec<Square> = (0..k).map(|_| (rng.usize(0..n), rng.usize(0..n))).collect();
            let placement = Placement::new(n, queens).unwrap();
            let expected = all_pairs(placement.queens());
            let verdict = placement.check(usize::MAX);
            assert_eq!(verdict.pairs, expected.len() as u64, "{placement:?}");
            assert_eq!(verdict.listed, expected, "{placement:?}");
            let few = placement.check(3);
            assert_eq!(few.pairs, expected.len() as u64);
            assert_eq!(few.listed, expected[..expected.len().min(3)]);
        }
    }

    #[test]
    fn a_long_diagonal_is_a_number_not_a_list() {
        let n = 200_000;
        let placement = Placement::new(n, (0..n).map(|i| (i, i))).unwrap();
        let verdict = placement.check(LISTED);
        assert_eq!(verdict.pairs, (n as u64) * (n as u64 - 1) / 2);
        assert_eq!(verdict.listed.len(), LISTED);
        assert_eq!(verdict.listed[0].line, crate::board::Line::Diagonal);
        assert_eq!(verdict.empty_rows, 0);
    }

    #[test]
    fn empty_rows_and_boards() {
        let placement = Placement::new(5, [(1, 1)]).unwrap();
        let verdict = placement.check(2);
        assert_eq!(verdict.empty_rows, 4);
        assert_eq!(verdict.listed_empty_rows, vec![0, 2]);
        assert!(!verdict.is_solution());
        let board = Board::from_columns(&[1, 3, 0, 2]).unwrap();
        let placement = Placement::from(&board);
        assert!(placement.check(LISTED).is_solution());
        assert_eq!(placement.to_board(), Some(board));
        assert_eq!(
            Placement::new(3, [(3, 0)]),
            Err(BoardError::RowOutOfRange { row: 3, n: 3 })
        );
        assert_eq!(
            Placement::new(3, [(0, 0), (2, 1), (2, 2)])
                .unwrap()
                .crowded_row(),
            Some(2)
        );
    }
}
