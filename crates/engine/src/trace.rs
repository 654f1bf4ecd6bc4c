//! The textbook row-by-row backtracking search, one step at a time, for the
//! app to animate: try a square, reject it (and why) or place a queen,
//! backtrack, report a solution.

use crate::board::line_between;
use crate::errors::check_search_side;
use crate::{board::Attack, board::Square, errors::EngineError, rules::Rules};

/// The queens of `queens` (a column a row, from the top) that attack
/// (row, col), top first.
///
/// ```
/// use nqueens_engine::{attackers, Line};
/// let by = attackers(&[1, 3], 2, 2);
/// assert_eq!((by.len(), by[0].first, by[0].line), (1, (1, 3), Line::AntiDiagonal));
/// ```
pub fn attackers(queens: &[usize], row: usize, col: usize) -> Vec<Attack> {
    queens
        .iter()
        .enumerate()
        .filter_map(|(r, &c)| {
            line_between((r, c), (row, col)).map(|line| Attack {
                first: (r, c),
                second: (row, col),
                line,
            })
        })
        .collect()
}

/// One step of the row-by-row search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// The search looks at square (row, col).
    Try { row: usize, col: usize },
    /// The square is attacked; `by` lists every queen above that attacks it,
    /// top row first (each [`Attack`]'s second square is the rejected one).
    Reject {
        row: usize,
        col: usize,
        by: Vec<Attack>,
    },
    /// A queen goes on (row, col): a new node of the search tree.
    Place { row: usize, col: usize },
    /// Every row is filled: `columns` is a solution, the `number`th found.
    Solution { columns: Vec<u32>, number: u64 },
    /// Nothing below worked out: the queen on (row, col) is lifted and the
    /// search moves on to the next square of that row.
    Backtrack { row: usize, col: usize },
}

/// The full search of n as a lazy sequence of [`Step`]s, in the order of the
/// textbook's figure of the 4-queens search. [`Trace::nodes`] counts the
/// nodes of the search tree so far (root included): it ends at 17 for n = 4
/// and 2057 for n = 8.
///
/// ```
/// use nqueens_engine::{Step, Trace};
/// let mut trace = Trace::new(4).unwrap();
/// assert_eq!(trace.next(), Some(Step::Try { row: 0, col: 0 }));
/// assert_eq!(trace.next(), Some(Step::Place { row: 0, col: 0 }));
/// assert_eq!(trace.next(), Some(Step::Try { row: 1, col: 0 }));
/// assert!(matches!(trace.next(), Some(Step::Reject { row: 1, col: 0, .. })));
/// trace.by_ref().for_each(drop);
/// assert_eq!(trace.nodes(), 17);
/// assert_eq!(trace.solutions(), 2);
/// ```
#[derive(Debug, Clone)]
pub struct Trace {
    n: usize,
    /// The piece and board searched on: the classic queens but for
    /// [`Trace::under`].
    rules: Rules,
    /// Columns of the board.
    width: usize,
    /// Columns of the queens of rows 0..placed.len().
    placed: Vec<usize>,
    /// Next column to look at in row placed.len().
    col: usize,
    /// A square has been announced by `Try` and awaits its verdict.
    pending: bool,
    nodes: u64,
    solutions: u64,
    finished: bool,
}

impl Trace {
    /// The search of n, 1 <= n <= 32.
    pub fn new(n: usize) -> Result<Self, EngineError> {
        Self::under(n, Rules::QUEENS)
    }

    /// The same search under other rules: a square is rejected when a
    /// piece above attacks it as that piece attacks, and each attack names
    /// its line (a superqueen's knight jump included).
    ///
    /// ```
    /// use nqueens_engine::{Line, Piece, Rules, Step, Trace};
    /// let superqueens = Rules { piece: Piece::Superqueen, ..Rules::default() };
    /// let mut trace = Trace::under(10, superqueens).unwrap();
    /// // a10 placed; b9 is on its diagonal, c9 a knight's jump away.
    /// let steps: Vec<Step> = trace.by_ref().take(8).collect();
    /// let Step::Reject { col: 2, by, .. } = &steps[7] else { panic!("{steps:?}") };
    /// assert_eq!(by[0].line, Line::Knight);
    /// trace.by_ref().for_each(drop);
    /// assert_eq!(trace.solutions(), 4);
    /// ```
    pub fn under(n: usize, rules: Rules) -> Result<Self, EngineError> {
        check_search_side(n)?;
        let width = rules.check(n)?;
        Ok(Trace {
            n,
            rules,
            width,
            placed: Vec::with_capacity(n),
            col: 0,
            pending: false,
            nodes: 1,
            solutions: 0,
            finished: false,
        })
    }

    pub fn n(&self) -> usize {
        self.n
    }

    /// Nodes of the search tree met so far, the root included.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Solutions found so far.
    pub fn solutions(&self) -> u64 {
        self.solutions
    }

    /// The queens on the board now, one column per filled row from the top.
    pub fn queens(&self) -> &[usize] {
        &self.placed
    }

    /// The queens above `row` that attack (row, col).
    fn attackers(&self, row: usize, col: usize) -> Vec<Attack> {
        let mut attackers = if self.rules.is_classic() {
            attackers(&self.placed, row, col)
        } else {
            let n = self.n;
            self.placed
                .iter()
                .enumerate()
                .filter_map(|(r, &c)| {
                    let line = self.rules.line_of(n, (r, c), (row, col))?;
                    Some(Attack {
                        first: (r, c),
                        second: (row, col),
                        line,
                    })
                })
                .collect()
        };
        // Usually one or two: an animation keeps a million of these.
        attackers.shrink_to_fit();
        attackers
    }
}

impl Iterator for Trace {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        if self.finished {
            return None;
        }
        let row = self.placed.len();
        if row == self.n {
            // A full board: report it once, then lift the last queen.
            if self.pending {
                self.pending = false;
                let col = self.placed.pop().unwrap_or_default();
                self.col = col + 1;
                return Some(Step::Backtrack { row: row - 1, col });
            }
            self.pending = true;
            self.solutions += 1;
            return Some(Step::Solution {
                columns: self.placed.iter().map(|&c| c as u32).collect(),
                number: self.solutions,
            });
        }
        if self.pending {
            self.pending = false;
            let col = self.col;
            let by = self.attackers(row, col);
            self.col += 1;
            if by.is_empty() {
                self.placed.push(col);
                self.col = 0;
                self.nodes += 1;
                return Some(Step::Place { row, col });
            }
            return Some(Step::Reject { row, col, by });
        }
        if self.col < self.width {
            self.pending = true;
            return Some(Step::Try { row, col: self.col });
        }
        // The row is exhausted.
        match self.placed.pop() {
            None => {
                self.finished = true;
                None
            }
            Some(col) => {
                self.col = col + 1;
                Some(Step::Backtrack { row: row - 1, col })
            }
        }
    }
}

/// Where a replay of [`Step`]s stands: the board and counters after the
/// steps applied so far, as the animation shows them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TracePosition {
    /// Columns of the queens of rows 0.., top first.
    pub queens: Vec<usize>,
    /// The square being looked at, before its verdict.
    pub trying: Option<Square>,
    /// Squares of the current row rejected so far, with the first attack.
    pub rejected: Vec<(Square, Attack)>,
    /// Squares of the current row rejected though no queen attacks them
    /// (a mistaken program's belief).
    pub phantom: Vec<Square>,
    /// Nodes met so far, the root included.
    pub nodes: u64,
    /// Solutions found so far, in order.
    pub solutions: Vec<Vec<u32>>,
    /// Steps applied.
    pub steps: usize,
}

impl TracePosition {
    /// The position before the first step.
    pub fn start() -> Self {
        TracePosition {
            nodes: 1,
            ..TracePosition::default()
        }
    }

    /// The position after `steps`, replayed from the start.
    ///
    /// ```
    /// use nqueens_engine::{Trace, TracePosition};
    /// let steps: Vec<_> = Trace::new(4).unwrap().collect();
    /// let end = TracePosition::replay(&steps);
    /// assert_eq!((end.nodes, end.solutions.len()), (17, 2));
    /// ```
    pub fn replay(steps: &[Step]) -> Self {
        let mut position = Self::start();
        for step in steps {
            position.apply(step);
        }
        position
    }

    /// Applies one step.
    pub fn apply(&mut self, step: &Step) {
        self.steps += 1;
        match step {
            Step::Try { row, col } => self.trying = Some((*row, *col)),
            Step::Reject { row, col, by } => {
                self.trying = None;
                match by.first() {
                    Some(first) => self.rejected.push(((*row, *col), *first)),
                    None => self.phantom.push((*row, *col)),
                }
            }
            Step::Place { col, .. } => {
                self.trying = None;
                self.rejected.clear();
                self.phantom.clear();
                self.queens.push(*col);
                self.nodes += 1;
            }
            Step::Solution { columns, .. } => self.solutions.push(columns.clone()),
            Step::Backtrack { .. } => {
                self.trying = None;
                self.queens.pop();
                // The row the search returns to shows no rejections: its
                // earlier squares were tried before the lifted queen went down.
                self.rejected.clear();
                self.phantom.clear();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Line;

    /// The textbook's walk to the first solution of 4 queens, steps (a) to (l).
    #[test]
    fn four_queens_follows_the_textbook() {
        let steps: Vec<Step> = Trace::new(4)
            .unwrap()
            .take_while(|s| !matches!(s, Step::Solution { .. }))
            .filter(|s| !matches!(s, Step::Try { .. }))
            .collect();
        let short: Vec<String> = steps
            .iter()
            .map(|s| match s {
                Step::Place { row, col } => format!("P{row}{col}"),
                Step::Reject { row, col, .. } => format!("x{row}{col}"),
                Step::Backtrack { row, col } => format!("B{row}{col}"),
                other => format!("{other:?}"),
            })
            .collect();
        let expected = [
            "P00", // (a)
            "x10", "x11", "P12", // (b)
            "x20", "x21", "x22", "x23", "B12", // (c), (d)
            "P13", "x20", "P21", // (d), (e)
            "x30", "x31", "x32", "x33", "B21", // (f)
            "x22", "x23", "B13", // (g), (h)
            "B00", "P01", // (i)
            "x10", "x11", "x12", "P13", // (j)
            "P20", // (k)
            "x30", "x31", "P32", // (l)
        ];
        assert_eq!(short, expected);
        // (f): column 0 of the last row is attacked by queen 1 (column)
        // and by queen 3 (diagonal), as the textbook says.
        let Step::Reject { by, .. } = &steps[12] else {
            panic!("not a rejection")
        };
        let lines: Vec<Line> = by.iter().map(|a| a.line).collect();
        assert_eq!(lines, vec![Line::Column, Line::AntiDiagonal]);
    }

    #[test]
    fn nodes_and_solutions_of_eight() {
        let mut trace = Trace::new(8).unwrap();
        let found = trace
            .by_ref()
            .filter(|s| matches!(s, Step::Solution { .. }))
            .count();
        assert_eq!((found, trace.nodes(), trace.solutions()), (92, 2057, 92));
    }
}

#[cfg(test)]
mod position_tests {
    use super::*;

    #[test]
    fn under_rules_the_trace_finds_the_rules_solutions_in_order() {
        use crate::{control::Control, rules::Piece, rules::list};
        for piece in Piece::ALL {
            for torus in [false, true] {
                let rules = Rules {
                    piece,
                    topology: crate::rules::Topology::torus_if(torus),
                    columns: None,
                };
                for n in 1..=7 {
                    let found: Vec<Vec<u32>> = Trace::under(n, rules)
                        .unwrap()
                        .filter_map(|step| match step {
                            Step::Solution { columns, .. } => Some(columns),
                            _ => None,
                        })
                        .collect();
                    let listed = list(
                        &crate::problem::Problem::new(n, rules).unwrap(),
                        false,
                        1,
                        usize::MAX,
                        &Control::default(),
                    )
                    .unwrap();
                    assert_eq!(found, listed, "{rules}, n = {n}");
                    // Every rejection names an attack under the rule.
                    for step in Trace::under(n, rules).unwrap() {
                        if let Step::Reject { row, col, by } = step {
                            assert!(!by.is_empty());
                            assert!(by.iter().all(|a| rules.attacks(n, a.first, (row, col))));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn replaying_eight_ends_at_2057_nodes_and_92_solutions() {
        let steps: Vec<Step> = Trace::new(8).unwrap().collect();
        let end = TracePosition::replay(&steps);
        assert_eq!(end.nodes, 2057);
        assert_eq!(end.solutions.len(), 92);
        assert_eq!(end.solutions[0], vec![0, 4, 7, 5, 2, 6, 1, 3]);
        assert!(end.queens.is_empty());
    }

    #[test]
    fn the_fourth_queen_of_the_textbook_walk_is_rejected_in_every_column() {
        let steps: Vec<Step> = Trace::new(4).unwrap().collect();
        // Up to the backtrack of (f): queens on a row 0 col 0, row 1 col 3,
        // row 2 col 1, and the four squares of row 3 rejected.
        let backtrack_f = steps
            .iter()
            .position(|s| *s == Step::Backtrack { row: 2, col: 1 })
            .unwrap();
        let before = TracePosition::replay(&steps[..backtrack_f]);
        assert_eq!(before.queens, vec![0, 3, 1]);
        let rejected: Vec<Square> = before.rejected.iter().map(|(sq, _)| *sq).collect();
        assert_eq!(rejected, vec![(3, 0), (3, 1), (3, 2), (3, 3)]);
        // The root and four placements: (a), (b), (d) and (e).
        assert_eq!(before.nodes, 1 + 4);
    }
}
