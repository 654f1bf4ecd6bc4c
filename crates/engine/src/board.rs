//! The one board type: n, and for each row the column of its queen or none.
//! Partial and complete placements alike; validation names every attacking pair.

use std::fmt;

use thiserror::Error;

/// Largest board side the engine accepts anywhere (construction included).
pub const MAX_N: usize = 10_000_000;

/// A placement of queens on an n×n board, at most one per row, or on a
/// board of n rows and more columns (the rules' rectangles).
///
/// Row 0 is the top row and column 0 the left one. A board is *complete* when
/// every row holds a queen, and a *solution* when it is complete and no two
/// queens attack each other.
///
/// # Examples
/// ```
/// use nqueens_engine::Board;
/// let board = Board::from_columns(&[1, 3, 0, 2]).unwrap();
/// assert!(board.is_solution());
/// assert_eq!(board.queen(0), Some(1));
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    rows: Vec<Option<u32>>,
    /// Columns: n for the square boards, more for a rectangle.
    width: usize,
}

/// Why a board could not be built.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardError {
    #[error("a board needs at least one row")]
    Empty,
    #[error("a board of side {0} is larger than the largest supported ({MAX_N})")]
    TooLarge(usize),
    #[error("row {row} is off a board of side {n}")]
    RowOutOfRange { row: usize, n: usize },
    #[error("row {row}: column {col} is off a board of side {n}")]
    ColumnOutOfRange { row: usize, col: usize, n: usize },
    #[error("a board of {n} rows has at least {n} columns, not {width}")]
    TooNarrow { n: usize, width: usize },
}

/// The line along which two queens attack each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Line {
    /// Only a [`Placement`](crate::placement::Placement) can hold two queens in a row.
    Row,
    Column,
    /// The line going down to the right (row − column constant). The
    /// engine numbers it as the seeds do, `row - col + n - 1` (0 to
    /// 2n − 2; the seeds' `diags1`), or as `col - row + n - 1` where a
    /// search shifts by rows.
    Diagonal,
    /// The line going down to the left (row + column constant), numbered
    /// `row + col` (the seeds' `diags2`).
    AntiDiagonal,
    /// A knight's jump, which a superqueen adds to a queen's lines.
    Knight,
}

impl Line {
    /// A stable name: `row`, `column`, `diagonal`, `anti-diagonal` (the
    /// messages choose their words by it).
    pub fn key(self) -> &'static str {
        match self {
            Line::Row => "row",
            Line::Column => "column",
            Line::Diagonal => "diagonal",
            Line::AntiDiagonal => "anti-diagonal",
            Line::Knight => "knight",
        }
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Line::Row => "same row",
            Line::Column => "same column",
            Line::Diagonal => "same diagonal",
            Line::AntiDiagonal => "same anti-diagonal",
            Line::Knight => "a knight's jump",
        })
    }
}

/// A square, as (row, column).
pub type Square = (usize, usize);

/// Two queens that attack each other, the upper one first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Attack {
    pub first: Square,
    pub second: Square,
    pub line: Line,
}

impl fmt::Display for Attack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "queens at row {} column {} and row {} column {}: {}",
            self.first.0, self.first.1, self.second.0, self.second.1, self.line
        )
    }
}

/// The line two distinct squares share, if any.
pub fn line_between(a: Square, b: Square) -> Option<Line> {
    if a.0 == b.0 {
        Some(Line::Row)
    } else if a.1 == b.1 {
        Some(Line::Column)
    } else if a.0 as i64 - a.1 as i64 == b.0 as i64 - b.1 as i64 {
        Some(Line::Diagonal)
    } else if a.0 + a.1 == b.0 + b.1 {
        Some(Line::AntiDiagonal)
    } else {
        None
    }
}

impl Board {
    /// An empty board of side `n`.
    pub fn empty(n: usize) -> Result<Self, BoardError> {
        check_side(n)?;
        Ok(Board {
            rows: vec![None; n],
            width: n,
        })
    }

    /// A board from one entry per row (`None` for a row without a queen).
    pub fn from_rows(rows: Vec<Option<u32>>) -> Result<Self, BoardError> {
        let n = rows.len();
        Self::on_columns(rows, n)
    }

    /// A board of one entry per row on `width` columns (at least as many
    /// as rows): a rectangle when wider.
    ///
    /// ```
    /// use nqueens_engine::Board;
    /// let wide = Board::on_columns(vec![Some(0), Some(2)], 3).unwrap();
    /// assert_eq!((wide.n(), wide.width()), (2, 3));
    /// assert!(wide.is_solution());
    /// assert!(Board::on_columns(vec![Some(0), Some(2)], 1).is_err());
    /// ```
    pub fn on_columns(rows: Vec<Option<u32>>, width: usize) -> Result<Self, BoardError> {
        let n = rows.len();
        check_side(n)?;
        if width < n {
            return Err(BoardError::TooNarrow { n, width });
        }
        check_side(width)?;
        if let Some((row, col)) = rows
            .iter()
            .enumerate()
            .find_map(|(r, c)| c.filter(|&c| c as usize >= width).map(|c| (r, c)))
        {
            return Err(BoardError::ColumnOutOfRange {
                row,
                col: col as usize,
                n: width,
            });
        }
        Ok(Board { rows, width })
    }

    /// A complete board from its column list.
    pub fn from_columns(columns: &[u32]) -> Result<Self, BoardError> {
        Self::from_rows(columns.iter().map(|&c| Some(c)).collect())
    }

    /// The side of the board: its rows.
    pub fn n(&self) -> usize {
        self.rows.len()
    }

    /// The columns of the board: n but on a rectangle.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The column of the queen in `row`, if there is one (and the row exists).
    pub fn queen(&self, row: usize) -> Option<usize> {
        self.rows.get(row).copied().flatten().map(|c| c as usize)
    }

    /// One entry per row.
    pub fn rows(&self) -> &[Option<u32>] {
        &self.rows
    }

    /// Puts a queen on (row, col), replacing any queen of that row.
    /// Out-of-range squares are ignored and reported as `false`.
    pub fn place(&mut self, row: usize, col: usize) -> bool {
        let width = self.width;
        match self.rows.get_mut(row) {
            Some(slot) if col < width => {
                *slot = Some(col as u32);
                true
            }
            _ => false,
        }
    }

    /// Removes the queen of `row`, returning its column.
    pub fn remove(&mut self, row: usize) -> Option<usize> {
        self.rows
            .get_mut(row)
            .and_then(|slot| slot.take())
            .map(|c| c as usize)
    }

    /// The squares holding a queen, top row first.
    pub fn queens(&self) -> impl Iterator<Item = Square> + '_ {
        self.rows
            .iter()
            .enumerate()
            .filter_map(|(r, c)| c.map(|c| (r, c as usize)))
    }

    /// How many queens are on the board.
    pub fn queen_count(&self) -> usize {
        self.rows.iter().filter(|c| c.is_some()).count()
    }

    /// Every row holds a queen.
    pub fn is_complete(&self) -> bool {
        self.rows.iter().all(Option::is_some)
    }

    /// The column list of a complete board, `None` while a row is empty.
    pub fn columns(&self) -> Option<Vec<u32>> {
        self.rows.iter().copied().collect()
    }

    /// No two queens attack each other, in O(n).
    pub fn is_consistent(&self) -> bool {
        let (n, width) = (self.n(), self.width);
        let mut cols = vec![false; width];
        let mut diags = vec![false; n + width];
        let mut antis = vec![false; n + width];
        for (r, c) in self.queens() {
            let d = r + width - c;
            let a = r + c;
            if cols[c] || diags[d] || antis[a] {
                return false;
            }
            cols[c] = true;
            diags[d] = true;
            antis[a] = true;
        }
        true
    }

    /// Complete and consistent, in O(n).
    pub fn is_solution(&self) -> bool {
        self.is_complete() && self.is_consistent()
    }

    /// Every pair of queens that attack each other, ordered by the upper queen
    /// then the lower one. Queens that share a line with a queen between them
    /// still count as a pair, as the puzzle's rule says. Cost: O(n + pairs).
    ///
    /// ```
    /// use nqueens_engine::{Board, Line};
    /// let board = Board::from_columns(&[0, 1, 3, 2]).unwrap();
    /// let attacks = board.attacks();
    /// assert_eq!(attacks.len(), 2);
    /// assert_eq!(attacks[0].line, Line::Diagonal);
    /// ```
    pub fn attacks(&self) -> Vec<Attack> {
        let (n, width) = (self.n(), self.width);
        // Queens grouped by each kind of line; queens() yields rows in order,
        // so each group is already sorted top to bottom.
        let mut by_col: Vec<Vec<Square>> = vec![Vec::new(); width];
        let mut by_diag: Vec<Vec<Square>> = vec![Vec::new(); n + width];
        let mut by_anti: Vec<Vec<Square>> = vec![Vec::new(); n + width];
        for (r, c) in self.queens() {
            by_col[c].push((r, c));
            by_diag[r + width - c].push((r, c));
            by_anti[r + c].push((r, c));
        }
        let mut attacks = Vec::new();
        for (groups, line) in [
            (&by_col, Line::Column),
            (&by_diag, Line::Diagonal),
            (&by_anti, Line::AntiDiagonal),
        ] {
            for group in groups.iter().filter(|g| g.len() > 1) {
                for (i, &first) in group.iter().enumerate() {
                    for &second in &group[i + 1..] {
                        attacks.push(Attack {
                            first,
                            second,
                            line,
                        });
                    }
                }
            }
        }
        attacks.sort_by_key(|a| (a.first, a.second));
        attacks
    }

    /// The queens that are attacked by at least one other queen.
    pub fn queens_in_conflict(&self) -> Vec<Square> {
        let mut squares: Vec<Square> = self
            .attacks()
            .iter()
            .flat_map(|a| [a.first, a.second])
            .collect();
        squares.sort_unstable();
        squares.dedup();
        squares
    }
}

/// A side from 1 to [`MAX_N`], or why not.
pub(super) fn check_side(n: usize) -> Result<(), BoardError> {
    if n == 0 {
        Err(BoardError::Empty)
    } else if n > MAX_N {
        Err(BoardError::TooLarge(n))
    } else {
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board(n={}, ", self.n())?;
        if self.width != self.n() {
            write!(f, "width={}, ", self.width)?;
        }
        f.debug_list()
            .entries(self.rows.iter().map(|c| c.map(|c| c as i64).unwrap_or(-1)))
            .finish()?;
        f.write_str(")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_bad_sides_and_columns() {
        assert_eq!(Board::empty(0), Err(BoardError::Empty));
        assert_eq!(
            Board::from_columns(&[0, 2]),
            Err(BoardError::ColumnOutOfRange {
                row: 1,
                col: 2,
                n: 2
            })
        );
    }

    #[test]
    fn attacks_name_every_pair_and_line() {
        // Three queens on one anti-diagonal, and two in one column.
        let board = Board::from_rows(vec![Some(2), Some(1), Some(0), None, Some(1)]).unwrap();
        let attacks = board.attacks();
        let expected = vec![
            Attack {
                first: (0, 2),
                second: (1, 1),
                line: Line::AntiDiagonal,
            },
            Attack {
                first: (0, 2),
                second: (2, 0),
                line: Line::AntiDiagonal,
            },
            Attack {
                first: (1, 1),
                second: (2, 0),
                line: Line::AntiDiagonal,
            },
            Attack {
                first: (1, 1),
                second: (4, 1),
                line: Line::Column,
            },
        ];
        assert_eq!(attacks, expected);
        assert!(!board.is_consistent());
        assert_eq!(
            board.queens_in_conflict(),
            vec![(0, 2), (1, 1), (2, 0), (4, 1)]
        );
    }

    #[test]
    fn solution_checks() {
        let sol = Board::from_columns(&[0, 4, 7, 5, 2, 6, 1, 3]).unwrap();
        assert!(sol.is_solution());
        assert!(sol.attacks().is_empty());
        let mut partial = sol.clone();
        partial.remove(3);
        assert!(partial.is_consistent());
        assert!(!partial.is_solution());
        assert_eq!(partial.columns(), None);
        assert_eq!(partial.queen_count(), 7);
    }
}
