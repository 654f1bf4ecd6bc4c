//! The typical mistakes of the seed article, each a version of the
//! textbook's program with the mistake in it, and the search as that
//! program runs it: what it believes attacked, what it accepts, what it
//! returns. The tests run each program in python3 and hold its output to
//! [`Mistake::run`]'s.

use std::ops::RangeInclusive;

use crate::engine::{Attack, KNOWN_COUNTS, Step};

/// A mistake a learner makes in the row-by-row search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Mistake {
    /// The sets keep a queen's column and diagonals after it is lifted.
    NoUndo,
    /// `row - col` for both diagonals: the anti-diagonals go unchecked.
    SameFormula,
    /// `abs(row - col)` for both: diagonals glued, anti-diagonals unchecked.
    Abs,
    /// `diags1[row - col]` without `+ n - 1`, in a list: Python reads a
    /// negative index from the list's end.
    NegativeIndex,
    /// `result.append(queens)`: one list, appended again and again.
    SharedList,
    /// A set of taken rows, checked though rows never clash.
    RowCheck,
    /// The bitmask version without `& full`.
    NoMask,
}

/// The right program the mistakes are made in: the textbook's search with
/// sets, returning every board.
const BASE: &[&str] = &[
    "def queens(n):",
    "    cols = set()    # columns taken",
    "    diags1 = set()  # row - col + n - 1",
    "    diags2 = set()  # row + col",
    "    queens = []     # queens[row]: its column",
    "    result = []",
    "",
    "    def place(row):",
    "        if row == n:  # all rows filled",
    "            result.append(queens[:])  # a copy",
    "            return",
    "        for col in range(n):",
    "            d1 = row - col + n - 1",
    "            d2 = row + col",
    "            if (col in cols",
    "                    or d1 in diags1",
    "                    or d2 in diags2):",
    "                continue  # attacked",
    "            queens.append(col)",
    "            cols.add(col)",
    "            diags1.add(d1)",
    "            diags2.add(d2)",
    "            place(row + 1)",
    "            queens.pop()",
    "            cols.remove(col)",
    "            diags1.remove(d1)",
    "            diags2.remove(d2)",
    "",
    "    place(0)",
    "    return result",
];

/// What a run of a mistaken program gives.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Run {
    /// What the program returns: its boards (a count for [`Mistake::NoMask`]).
    pub result: Vec<Vec<u32>>,
    /// The count it returns.
    pub count: u64,
    /// Calls of `place`, the first included.
    pub nodes: u64,
    /// Set (or list) lookups made by the check.
    pub lookups: u64,
    /// The highest bit `left` ever held (for [`Mistake::NoMask`]).
    pub highest_bit: u32,
}

impl Mistake {
    pub const ALL: [Mistake; 7] = [
        Mistake::NoUndo,
        Mistake::SameFormula,
        Mistake::Abs,
        Mistake::NegativeIndex,
        Mistake::SharedList,
        Mistake::RowCheck,
        Mistake::NoMask,
    ];

    /// A short key, for settings and message ids.
    pub fn key(self) -> &'static str {
        match self {
            Mistake::NoUndo => "no-undo",
            Mistake::SameFormula => "same-formula",
            Mistake::Abs => "abs",
            Mistake::NegativeIndex => "negative-index",
            Mistake::SharedList => "shared-list",
            Mistake::RowCheck => "row-check",
            Mistake::NoMask => "no-mask",
        }
    }

    /// The program with the mistake in it, and the lines (from 0) that
    /// differ from the right one.
    pub fn program(self) -> (Vec<String>, Vec<usize>) {
        if self == Mistake::NoMask {
            let mut lines: Vec<String> = super::BITMASKS.iter().map(|l| l.to_string()).collect();
            let i = lines
                .iter()
                .position(|l| l.contains("& full,"))
                .expect("the bitmask program masks left");
            lines[i] = "            place(cols | bit, (left | bit) << 1,  # no & full".into();
            return (lines, vec![i]);
        }
        let mut lines: Vec<String> = BASE.iter().map(|l| l.to_string()).collect();
        let edits: &[(usize, &str)] = match self {
            Mistake::NoUndo => &[
                (23, "            queens.pop()  # the sets keep col, d1, d2"),
                (24, ""),
                (25, ""),
                (26, ""),
            ],
            Mistake::SameFormula => &[(13, "            d2 = row - col + n - 1  # as d1")],
            Mistake::Abs => &[
                (12, "            d1 = abs(row - col)"),
                (13, "            d2 = abs(row - col)"),
            ],
            Mistake::NegativeIndex => &[
                (2, "    diags1 = [False] * (2 * n - 1)"),
                (12, "            d1 = row - col  # no + n - 1"),
                (15, "                    or diags1[d1]"),
                (20, "            diags1[d1] = True"),
                (25, "            diags1[d1] = False"),
            ],
            Mistake::SharedList => &[(9, "            result.append(queens)  # no copy")],
            Mistake::RowCheck => &[
                (1, "    cols, rows = set(), set()  # taken"),
                (14, "            if (row in rows or col in cols"),
                (19, "            cols.add(col); rows.add(row)"),
                (24, "            cols.remove(col); rows.remove(row)"),
            ],
            Mistake::NoMask => &[],
        };
        let mut changed = Vec::new();
        for &(i, text) in edits {
            lines[i] = text.to_string();
            changed.push(i);
        }
        if self == Mistake::NoUndo {
            // The undo is gone, not blank: its lines leave the program.
            lines.drain(24..=26);
            changed.retain(|&i| i < 24);
        }
        (lines, changed)
    }

    /// The program's source, as python3 runs it.
    pub fn source(self) -> String {
        self.program().0.join("\n") + "\n"
    }

    /// The lines (from 0) of the mistaken program a step executes.
    pub fn lines_of(self, step: &Step) -> RangeInclusive<usize> {
        if self == Mistake::NoMask {
            return super::Language::PythonBitmasks.lines_of(step);
        }
        let (mark, span) = match step {
            Step::Try { .. } => ("for col in range(n):", 1),
            Step::Reject { .. } => ("if (", 4),
            Step::Place { .. } => ("queens.append(col)", 5),
            Step::Solution { .. } => ("result.append(", 2),
            Step::Backtrack { .. } if self == Mistake::NoUndo => ("queens.pop()", 1),
            Step::Backtrack { .. } => ("queens.pop()", 4),
        };
        let (lines, _) = self.program();
        let first = lines
            .iter()
            .position(|line| line.contains(mark))
            .expect("every mark is on a line of every program (tested)");
        first..=first + span - 1
    }

    /// The diagonal keys the program computes for (row, col).
    fn keys(self, n: usize, row: usize, col: usize) -> (usize, usize) {
        let (r, c, n) = (row as i64, col as i64, n as i64);
        let (d1, d2) = match self {
            Mistake::SameFormula => (r - c + n - 1, r - c + n - 1),
            Mistake::Abs => ((r - c).abs(), (r - c).abs()),
            // Python's list[-k] is list[len - k]: the list has 2n - 1 items.
            Mistake::NegativeIndex => ((r - c).rem_euclid(2 * n - 1), r + c),
            _ => (r - c + n - 1, r + c),
        };
        (d1 as usize, d2 as usize)
    }

    /// Runs the mistaken program on n, giving each step to `step` (which
    /// answers whether to go on) as the search takes it: a square the
    /// program wrongly thinks attacked is a [`Step::Reject`] with no
    /// attack, a square it wrongly accepts a [`Step::Place`] on an attacked
    /// square.
    ///
    /// ```
    /// use nqueens_boards::textbook::Mistake;
    /// // Without the undo, n = 8 finds nothing and n = 5 one board.
    /// assert_eq!(Mistake::NoUndo.run(8, &mut |_| true).count, 0);
    /// assert_eq!(Mistake::NoUndo.run(5, &mut |_| true).count, 1);
    /// // r - c for both diagonals: 2,113 boards at n = 8.
    /// assert_eq!(Mistake::SameFormula.run(8, &mut |_| true).count, 2_113);
    /// ```
    pub fn run(self, n: usize, step: &mut dyn FnMut(Step) -> bool) -> Run {
        let mut run = Search::run(n, Some(self), step);
        if self == Mistake::SharedList {
            // Every item is the one list, empty once the search is over.
            for board in &mut run.result {
                board.clear();
            }
        }
        if self == Mistake::NoMask {
            run.result.clear();
        }
        run
    }
}

/// The search of a mistaken program, step by step.
struct Search<'a> {
    n: usize,
    /// `None`: the right program.
    mistake: Option<Mistake>,
    cols: Vec<bool>,
    diags1: Vec<bool>,
    diags2: Vec<bool>,
    queens: Vec<usize>,
    run: Run,
    step: &'a mut dyn FnMut(Step) -> bool,
    stopped: bool,
}

impl Search<'_> {
    /// The whole search of n by the program with `mistake` (`None`: the
    /// right one), each step given to `step`.
    fn run(n: usize, mistake: Option<Mistake>, step: &mut dyn FnMut(Step) -> bool) -> Run {
        let mut search = Search {
            n,
            mistake,
            cols: vec![false; n],
            diags1: vec![false; 2 * n],
            diags2: vec![false; 2 * n],
            queens: Vec::with_capacity(n),
            run: Run::default(),
            step,
            stopped: false,
        };
        search.place(0, 0);
        search.run
    }

    fn emit(&mut self, step: Step) {
        if !self.stopped && !(self.step)(step) {
            self.stopped = true;
        }
    }

    /// `place(row)`; `left` is the bitmask version's unmasked `left`.
    fn place(&mut self, row: usize, left: u128) {
        self.run.nodes += 1;
        let n = self.n;
        if row == n {
            self.run.count += 1;
            let columns: Vec<u32> = self.queens.iter().map(|&c| c as u32).collect();
            self.run.result.push(columns.clone());
            let number = self.run.count;
            self.emit(Step::Solution { columns, number });
            return;
        }
        for col in 0..n {
            if self.stopped {
                return;
            }
            self.emit(Step::Try { row, col });
            let (d1, d2) = match self.mistake {
                Some(mistake) => mistake.keys(n, row, col),
                None => (row + n - 1 - col, row + col),
            };
            // Python's `or` stops at the first true test.
            let mut lookups = 1 + u64::from(self.mistake == Some(Mistake::RowCheck));
            let taken = self.cols[col]
                || {
                    lookups += 1;
                    self.diags1[d1]
                }
                || {
                    lookups += 1;
                    self.diags2[d2]
                };
            self.run.lookups += lookups;
            if taken {
                let by = self.attackers(row, col);
                self.emit(Step::Reject { row, col, by });
                continue;
            }
            self.emit(Step::Place { row, col });
            self.queens.push(col);
            self.cols[col] = true;
            self.diags1[d1] = true;
            self.diags2[d2] = true;
            let bit = 1u128 << col;
            let next = (left | bit) << 1;
            self.run.highest_bit = self.run.highest_bit.max(127 - next.leading_zeros());
            self.place(row + 1, next);
            self.queens.pop();
            if self.mistake != Some(Mistake::NoUndo) {
                self.cols[col] = false;
                self.diags1[d1] = false;
                self.diags2[d2] = false;
            }
            self.emit(Step::Backtrack { row, col });
        }
    }

    /// The queens above that truly attack (row, col), top first.
    fn attackers(&self, row: usize, col: usize) -> Vec<Attack> {
        crate::engine::attackers(&self.queens, row, col)
    }
}

/// A mistaken program's outcome against the truth.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// Boards (or the count) the program returns.
    pub returned: u64,
    /// The true number of solutions.
    pub truth: u64,
    /// Returned boards with an attacking pair (or not n queens).
    pub wrong: u64,
    /// True solutions the program never returns.
    pub missed: u64,
    /// Nodes of the program's search, and of the right program's.
    pub nodes: u64,
    pub right_nodes: u64,
    /// Lookups of its check, and of the right program's.
    pub lookups: u64,
    pub right_lookups: u64,
    /// The highest bit of `left` (no-mask only).
    pub highest_bit: u32,
}

impl Mistake {
    /// What the mistaken program returns for n, against the truth.
    ///
    /// ```
    /// use nqueens_boards::textbook::Mistake;
    /// let abs = Mistake::Abs.verdict(5);
    /// assert_eq!((abs.returned, abs.truth, abs.missed), (4, 10, 6));
    /// ```
    pub fn verdict(self, n: usize) -> Verdict {
        let run = self.run(n, &mut |_| true);
        let right = right_run(n);
        let is_solution = |b: &Vec<u32>| {
            b.len() == n
                && crate::engine::Board::from_columns(b).is_ok_and(|board| board.is_solution())
        };
        let wrong = run.result.iter().filter(|b| !is_solution(b)).count() as u64;
        let found: std::collections::HashSet<&Vec<u32>> =
            run.result.iter().filter(|b| is_solution(b)).collect();
        let truth = KNOWN_COUNTS
            .get(n.wrapping_sub(1))
            .copied()
            .unwrap_or(right.count);
        let missed = if self == Mistake::NoMask {
            truth.saturating_sub(run.count)
        } else {
            truth - found.len() as u64
        };
        Verdict {
            returned: run.count,
            truth,
            wrong,
            missed,
            nodes: run.nodes,
            right_nodes: right.nodes,
            lookups: run.lookups,
            right_lookups: right.lookups,
            highest_bit: run.highest_bit,
        }
    }
}

/// The right program's run.
fn right_run(n: usize) -> Run {
    Search::run(n, None, &mut |_| true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::line_between;

    #[test]
    fn the_figures_of_the_article() {
        // Without the undo: 0 instead of 92; n = 5 one.
        assert_eq!(Mistake::NoUndo.verdict(8).returned, 0);
        // r - c twice: 2,113 boards, 2,021 of them attacking, none missed.
        let same = Mistake::SameFormula.verdict(8);
        assert_eq!((same.returned, same.wrong, same.missed), (2_113, 2_021, 0));
        // abs(r - c): 4 of 10 at n = 5, none at n = 8.
        assert_eq!(
            Mistake::Abs.verdict(8).returned - Mistake::Abs.verdict(8).wrong,
            0
        );
        // The shared list: 92 empty boards.
        let shared = Mistake::SharedList.verdict(8);
        assert_eq!((shared.returned, shared.wrong, shared.missed), (92, 92, 92));
        // Rows checked: the same answer, more lookups.
        let rows = Mistake::RowCheck.verdict(8);
        assert_eq!((rows.returned, rows.wrong, rows.missed), (92, 0, 0));
        assert_eq!(rows.nodes, rows.right_nodes);
        assert!(rows.lookups > rows.right_lookups);
        // In Python the negative index lands on items no other diagonal
        // uses: the same answer.
        let negative = Mistake::NegativeIndex.verdict(8);
        assert_eq!(
            (negative.returned, negative.wrong, negative.missed),
            (92, 0, 0)
        );
        // Without & full, left grows past the board: bit 2n - 1 at most.
        let mask = Mistake::NoMask.verdict(8);
        assert_eq!((mask.returned, mask.highest_bit), (92, 15));
    }

    #[test]
    fn every_step_lights_a_line_of_its_program() {
        for mistake in Mistake::ALL {
            let (lines, changed) = mistake.program();
            assert!(!changed.is_empty(), "{mistake:?}");
            let mut count = 0;
            mistake.run(5, &mut |step| {
                let lit = mistake.lines_of(&step);
                assert!(*lit.end() < lines.len(), "{mistake:?}");
                count += 1;
                true
            });
            assert!(count > 0);
        }
    }

    #[test]
    fn a_wrongly_accepted_queen_is_placed_where_it_is_attacked() {
        let mut accepted_under_attack = false;
        let mut phantom_rejects = false;
        let mut queens: Vec<(usize, usize)> = Vec::new();
        Mistake::Abs.run(6, &mut |step| {
            match &step {
                Step::Place { row, col } => {
                    accepted_under_attack |= queens
                        .iter()
                        .any(|&q| line_between(q, (*row, *col)).is_some());
                    queens.push((*row, *col));
                }
                Step::Backtrack { .. } => {
                    queens.pop();
                }
                Step::Reject { by, .. } => phantom_rejects |= by.is_empty(),
                _ => {}
            }
            true
        });
        assert!(accepted_under_attack && phantom_rejects);
    }
}
