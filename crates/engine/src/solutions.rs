//! All solutions of one board size under some rules, lazily, in
//! lexicographic order of their column lists; the search can start again
//! right after any given solution.

use super::walks::{Frontier, LimitedWalk, RuleWalk, backtrack};
use crate::errors::check_search_side;
use crate::limits::full_mask;
use crate::{board::Board, errors::EngineError, limits::MAX_SEARCH_N, rules::Rules};

/// The solutions of n under some rules, in lexicographic order of their
/// column lists (the numbering of DESIGN.md: the first item is solution
/// #1). The classic queens walk the engine's own bitmask stack; other
/// pieces and boards walk [`RuleSearch`]'s tables: the engine chooses.
///
/// It holds an explicit stack of bitmasks (O(n) memory), yields lazily, can be
/// dropped at any point, and can resume right after a given solution with
/// [`Solutions::after`].
///
/// # Examples
/// ```
/// use nqueens_engine::{Piece, Rules, Solutions};
/// let mut all = Solutions::new(8, Rules::QUEENS).unwrap();
/// assert_eq!(all.next().unwrap().columns().unwrap(), vec![0, 4, 7, 5, 2, 6, 1, 3]);
/// assert_eq!(all.count(), 91);
///
/// // Resume after #1: the rest of the list.
/// let tail = Solutions::after(&[0, 4, 7, 5, 2, 6, 1, 3], Rules::QUEENS).unwrap();
/// assert_eq!(tail.count(), 91);
///
/// // Superqueens of 10: four solutions.
/// let superqueens = Rules { piece: Piece::Superqueen, ..Rules::QUEENS };
/// assert_eq!(Solutions::new(10, superqueens).unwrap().count(), 4);
/// ```
#[derive(Clone, Debug)]
pub struct Solutions {
    walk: Walk,
}

/// The walk behind [`Solutions`]: the classic queens' or every rule's.
#[derive(Clone, Debug)]
enum Walk {
    Queens(Box<QueenWalk>),
    Ruled(RuleWalk),
    /// A [`crate::problem::Problem`]'s pins, blocks or regions on top of the rules.
    Limited(LimitedWalk),
}

impl Solutions {
    /// All solutions of `n` under `rules`: the classic queens for
    /// 1 <= n <= 32, other rules on a board they can make
    /// ([`Rules::check`]: up to 64 columns).
    pub fn new(n: usize, rules: Rules) -> Result<Self, EngineError> {
        let rules = rules.normalized(n);
        let walk = if rules.is_classic() {
            Walk::Queens(Box::new(QueenWalk::new(n)?))
        } else {
            Walk::Ruled(RuleWalk::new(n, rules)?)
        };
        Ok(Solutions { walk })
    }

    /// The solutions that come strictly after `columns` (a solution under
    /// `rules` of `columns.len()` rows) in the numbering.
    pub fn after(columns: &[u32], rules: Rules) -> Result<Self, EngineError> {
        let n = columns.len();
        let rules = rules.normalized(n);
        let walk = if rules.is_classic() {
            Walk::Queens(Box::new(QueenWalk::after(columns)?))
        } else {
            Walk::Ruled(RuleWalk::after(columns, rules)?)
        };
        Ok(Solutions { walk })
    }

    /// The walk of a problem's constraints ([`crate::problem::Problem::solutions`]).
    pub(crate) fn constrained(walk: LimitedWalk) -> Self {
        Solutions {
            walk: Walk::Limited(walk),
        }
    }

    /// The number of rows.
    pub fn n(&self) -> usize {
        match &self.walk {
            Walk::Queens(q) => q.n,
            Walk::Ruled(r) => r.search.n(),
            Walk::Limited(l) => l.rule_walk().search.n(),
        }
    }

    /// The number of columns.
    pub fn width(&self) -> usize {
        match &self.walk {
            Walk::Queens(q) => q.n,
            Walk::Ruled(r) => r.search.width(),
            Walk::Limited(l) => l.rule_walk().search.width(),
        }
    }

    /// Whether a solution of these rules is the least of its class under
    /// the rules' symmetries ([`Rules::group`]): the one a fundamental
    /// list keeps.
    ///
    /// ```
    /// use nqueens_engine::{Rules, Solutions};
    /// let torus = Rules { topology: nqueens_engine::Topology::Torus, ..Rules::QUEENS };
    /// let walk = Solutions::new(5, torus).unwrap();
    /// assert!(walk.is_fundamental(&[0, 2, 4, 1, 3]));
    /// assert!(!walk.is_fundamental(&[1, 3, 0, 2, 4]));
    /// ```
    pub fn is_fundamental(&self, columns: &[u32]) -> bool {
        match &self.walk {
            Walk::Queens(_) => crate::symmetry::is_canonical(columns),
            Walk::Ruled(r) => r.search.is_canonical(columns),
            Walk::Limited(l) => l.rule_walk().search.is_canonical(columns),
        }
    }

    /// Moves to the next solution without building a [`Board`]; its column
    /// list is then [`Solutions::current`]. Returns false when exhausted.
    pub fn advance(&mut self) -> bool {
        loop {
            if let Some(found) = self.advance_for(u32::MAX) {
                return found;
            }
        }
    }

    /// Like [`Solutions::advance`], but gives up after `budget` squares
    /// tried and returns `None`, so that a caller can look at a cancel flag
    /// between two calls; the next call goes on where this one stopped.
    ///
    /// ```
    /// use nqueens_engine::{Rules, Solutions};
    /// let mut all = Solutions::new(8, Rules::QUEENS).unwrap();
    /// let mut calls = 0;
    /// let found = loop {
    ///     calls += 1;
    ///     if let Some(found) = all.advance_for(10) {
    ///         break found;
    ///     }
    /// };
    /// assert!(found && calls > 1);
    /// assert_eq!(all.current(), &[0, 4, 7, 5, 2, 6, 1, 3]);
    /// ```
    pub fn advance_for(&mut self, budget: u32) -> Option<bool> {
        let mut budget = budget;
        self.advance_within(&mut budget)
    }

    /// Like [`Solutions::advance_for`], taking the squares tried off a
    /// budget shared by several calls: a caller that skips solutions (a
    /// filter) looks at its cancel flag after so many squares whatever it
    /// found on the way.
    ///
    /// ```
    /// use nqueens_engine::{Rules, Solutions};
    /// let mut all = Solutions::new(8, Rules::QUEENS).unwrap();
    /// let mut budget = 10_000;
    /// assert_eq!(all.advance_within(&mut budget), Some(true));
    /// let first = 10_000 - budget;
    /// assert_eq!(all.advance_within(&mut budget), Some(true));
    /// assert!(10_000 - budget > first);
    /// ```
    pub fn advance_within(&mut self, budget: &mut u32) -> Option<bool> {
        match &mut self.walk {
            Walk::Queens(q) => q.advance_within(budget),
            Walk::Ruled(r) => r.advance_within(budget),
            Walk::Limited(l) => l.advance_within(budget),
        }
    }

    /// The column list of the solution reached by the last successful
    /// [`Solutions::advance`].
    pub fn current(&self) -> &[u32] {
        match &self.walk {
            Walk::Queens(q) => &q.placed[..q.n],
            Walk::Ruled(r) => &r.columns,
            Walk::Limited(l) => &l.rule_walk().columns,
        }
    }
}

/// The classic queens' walk: columns and both diagonals as `u32` masks.
#[derive(Clone, Debug)]
struct QueenWalk {
    n: usize,
    full: u32,
    /// Row being filled; `None` once the search is exhausted.
    row: Option<usize>,
    /// Columns still to try in each row (bit i = column i).
    avail: [u32; MAX_SEARCH_N],
    /// Occupied columns and diagonals on entering each row.
    cols: [u32; MAX_SEARCH_N],
    down_right: [u32; MAX_SEARCH_N],
    down_left: [u32; MAX_SEARCH_N],
    /// The column chosen in each row on the current path.
    placed: [u32; MAX_SEARCH_N],
}

impl QueenWalk {
    fn new(n: usize) -> Result<Self, EngineError> {
        let mut s = Self::blank(n)?;
        s.avail[0] = s.full;
        s.row = Some(0);
        Ok(s)
    }

    fn after(columns: &[u32]) -> Result<Self, EngineError> {
        let n = columns.len();
        let mut s = Self::blank(n)?;
        let board = Board::from_columns(columns)?;
        if !board.is_solution() {
            return Err(EngineError::NotASolution);
        }
        for (r, &c) in columns.iter().enumerate() {
            let bit = 1u32 << c;
            let free = s.free(r);
            // Columns up to and including c in this row have been tried.
            s.avail[r] = free & !(bit | (bit - 1));
            s.placed[r] = c;
            if r + 1 < n {
                s.push(r, bit);
            }
        }
        s.row = Some(n - 1);
        Ok(s)
    }

    fn blank(n: usize) -> Result<Self, EngineError> {
        check_search_side(n)?;
        Ok(QueenWalk {
            n,
            full: full_mask(n),
            row: None,
            avail: [0; MAX_SEARCH_N],
            cols: [0; MAX_SEARCH_N],
            down_right: [0; MAX_SEARCH_N],
            down_left: [0; MAX_SEARCH_N],
            placed: [0; MAX_SEARCH_N],
        })
    }

    fn free(&self, r: usize) -> u32 {
        self.full & !(self.cols[r] | self.down_right[r] | self.down_left[r])
    }

    /// Records `bit` placed in row `r` and prepares row `r + 1`.
    fn push(&mut self, r: usize, bit: u32) {
        self.cols[r + 1] = self.cols[r] | bit;
        self.down_right[r + 1] = ((self.down_right[r] | bit) << 1) & self.full;
        self.down_left[r + 1] = (self.down_left[r] | bit) >> 1;
    }

    fn advance_within(&mut self, budget: &mut u32) -> Option<bool> {
        let (mut row, last) = (self.row, self.n - 1);
        let found = backtrack(self, &mut row, last, budget);
        self.row = row;
        found
    }
}

impl Frontier for QueenWalk {
    #[inline(always)]
    fn avail(&self, r: usize) -> u64 {
        u64::from(self.avail[r])
    }

    #[inline(always)]
    fn place(&mut self, r: usize, avail: u64, bit: u64) {
        self.avail[r] = avail as u32;
        self.placed[r] = bit.trailing_zeros();
    }

    #[inline(always)]
    fn open(&mut self, r: usize, bit: u64) -> u32 {
        self.push(r - 1, bit as u32);
        self.avail[r] = self.free(r);
        0
    }
}

impl Iterator for Solutions {
    type Item = Board;

    fn next(&mut self) -> Option<Board> {
        if !self.advance() {
            return None;
        }
        // The search only places columns below the board's width.
        Board::on_columns(
            self.current().iter().map(|&c| Some(c)).collect(),
            self.width(),
        )
        .ok()
    }
}

/// The fundamental solutions of n (each the smallest of its orbit), in
/// increasing order. Lazy, like [`Solutions`].
///
/// ```
/// assert_eq!(nqueens_engine::fundamentals(8).unwrap().count(), 12);
/// ```
pub fn fundamentals(n: usize) -> Result<impl Iterator<Item = Board>, EngineError> {
    Ok(Solutions::new(n, Rules::QUEENS)?.filter(|b| {
        b.columns()
            .is_some_and(|c| crate::symmetry::is_canonical(&c))
    }))
}

/// The next solution, or none left; a cancel stops the search within a
/// millisecond or so even where solutions are far apart.
pub fn next_solution(
    solutions: &mut Solutions,
    control: &crate::control::Control<'_>,
) -> Result<bool, EngineError> {
    /// Squares tried between two looks at the cancel: about a millisecond.
    const SLICE: u32 = 1 << 20;
    loop {
        if control.cancelled() {
            return Err(EngineError::Cancelled);
        }
        if let Some(found) = solutions.advance_for(SLICE) {
            return Ok(found);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_and_last_of_eight_match_the_numbering() {
        let all: Vec<Vec<u32>> = Solutions::new(8, Rules::QUEENS)
            .unwrap()
            .map(|b| b.columns().unwrap())
            .collect();
        assert_eq!(all.len(), 92);
        assert_eq!(all[0], vec![0, 4, 7, 5, 2, 6, 1, 3]);
        assert_eq!(all[91], vec![7, 3, 0, 2, 5, 1, 6, 4]);
        assert!(all.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn four_has_two_and_small_boards_behave() {
        let four: Vec<_> = Solutions::new(4, Rules::QUEENS).unwrap().collect();
        assert_eq!(four[0].columns().unwrap(), vec![1, 3, 0, 2]);
        assert_eq!(four.len(), 2);
        assert_eq!(Solutions::new(1, Rules::QUEENS).unwrap().count(), 1);
        assert_eq!(Solutions::new(2, Rules::QUEENS).unwrap().count(), 0);
        assert_eq!(Solutions::new(3, Rules::QUEENS).unwrap().count(), 0);
        assert!(Solutions::new(0, Rules::QUEENS).is_err());
        let kings = Rules {
            piece: crate::rules::Piece::King,
            ..Rules::QUEENS
        };
        assert!(Solutions::new(0, kings).is_err());
        assert!(Solutions::after(&[], kings).is_err());
        // Other rules take rows past the queens' 32, up to 64 columns.
        let rooks = Rules {
            piece: crate::rules::Piece::Rook,
            ..Rules::QUEENS
        };
        let first = Solutions::new(40, rooks).unwrap().next().unwrap();
        assert_eq!(first.columns().unwrap(), (0..40).collect::<Vec<u32>>());
        assert!(Solutions::new(65, rooks).is_err());
        assert!(Solutions::new(33, Rules::QUEENS).is_err());
    }

    #[test]
    fn after_the_last_is_empty_and_after_a_non_solution_fails() {
        assert_eq!(
            Solutions::after(&[7, 3, 0, 2, 5, 1, 6, 4], Rules::QUEENS)
                .unwrap()
                .count(),
            0
        );
        assert_eq!(
            Solutions::after(&[0, 1, 2, 3], Rules::QUEENS).unwrap_err(),
            EngineError::NotASolution
        );
    }

    #[test]
    fn larger_boards_yield_valid_boards() {
        let first: Vec<Board> = Solutions::new(20, Rules::QUEENS).unwrap().take(3).collect();
        assert_eq!(first.len(), 3);
        assert!(first.iter().all(Board::is_solution));
    }

    #[test]
    fn every_rule_walks_its_list_and_resumes_after_any_solution() {
        use crate::{control::Control, rules::Piece, rules::list};
        let control = Control::default();
        let cases = [
            (
                10,
                Rules {
                    piece: Piece::Superqueen,
                    ..Rules::QUEENS
                },
            ),
            (
                5,
                Rules {
                    topology: crate::rules::Topology::Torus,
                    ..Rules::QUEENS
                },
            ),
            (
                6,
                Rules {
                    piece: Piece::King,
                    ..Rules::QUEENS
                },
            ),
            (
                5,
                Rules {
                    piece: Piece::Rook,
                    columns: Some(6),
                    ..Rules::QUEENS
                },
            ),
            (
                7,
                Rules {
                    columns: Some(8),
                    ..Rules::QUEENS
                },
            ),
            (
                6,
                Rules {
                    topology: crate::rules::Topology::Torus,
                    ..Rules::QUEENS
                },
            ),
        ];
        for (n, rules) in cases {
            let all: Vec<Vec<u32>> = Solutions::new(n, rules)
                .unwrap()
                .map(|b| b.columns().unwrap())
                .collect();
            let truth = list(
                &crate::problem::Problem::new(n, rules).unwrap(),
                false,
                1,
                usize::MAX,
                &control,
            )
            .unwrap();
            assert_eq!(all, truth, "{rules} at {n}");
            for (i, columns) in all.iter().enumerate() {
                let rest = Solutions::after(columns, rules).unwrap();
                assert_eq!(rest.count(), all.len() - i - 1, "{rules} after {columns:?}");
            }
            let walk = Solutions::new(n, rules).unwrap();
            let fundamental: Vec<&Vec<u32>> =
                all.iter().filter(|c| walk.is_fundamental(c)).collect();
            let truth = list(
                &crate::problem::Problem::new(n, rules).unwrap(),
                true,
                1,
                usize::MAX,
                &control,
            )
            .unwrap();
            assert_eq!(
                fundamental,
                truth.iter().collect::<Vec<_>>(),
                "{rules} at {n}"
            );
        }
        let kings = Rules {
            piece: Piece::King,
            ..Rules::QUEENS
        };
        assert_eq!(
            Solutions::after(&[0, 1, 3, 5, 2, 4], kings).unwrap_err(),
            EngineError::NotASolution
        );
        // The board's columns, wider than its rows.
        let wide = Rules {
            columns: Some(9),
            ..Rules::QUEENS
        };
        let first = Solutions::new(8, wide).unwrap().next().unwrap();
        assert_eq!((first.n(), first.width()), (8, 9));
    }
}
