//! The textbook's search as code to read beside the animation: the
//! row-by-row backtracking in Python and Java (with the sets `cols`,
//! `diags1` = row − col + n − 1 and `diags2` = row + col of the textbook),
//! and the lecture's iterative version, written here from the algorithm.
//! Each step of [`crate::engine::Trace`] names the line it executes, and a
//! position gives the values of the program's variables.

mod lecture;
mod mistakes;
mod quiz;
mod race;
mod ruled;

pub use lecture::{LECTURE_LETTERS, lecture_ends, lecture_step};
pub use mistakes::{Mistake, Run as MistakeRun, Verdict as MistakeVerdict};
pub use quiz::{Answer, NextWhy, Question, Score, is_right, why_next};
pub use race::{Lap, MAX_RACE_N, Version, race};
pub use ruled::{rule_lines_of, rule_program, rule_variables};

use crate::engine::{Step, TracePosition};

/// The programs a learner can follow.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Language {
    /// Recursive, with sets: the textbook chapter's version.
    #[default]
    Python,
    /// The same in Java, with boolean arrays.
    Java,
    /// The lecture's iterative version: `x[k]` is the column of row k's
    /// queen, and k moves down and up instead of recursing.
    PythonIterative,
    /// The seed article's bitmasks: one word per direction of line, the
    /// free squares of a row in one operation.
    PythonBitmasks,
}

impl Language {
    pub const ALL: [Language; 4] = [
        Language::Python,
        Language::Java,
        Language::PythonIterative,
        Language::PythonBitmasks,
    ];

    /// The program's lines.
    pub fn lines(self) -> &'static [&'static str] {
        match self {
            Language::Python => PYTHON,
            Language::Java => JAVA,
            Language::PythonIterative => ITERATIVE,
            Language::PythonBitmasks => BITMASKS,
        }
    }

    /// The text of the program, lines joined.
    pub fn source(self) -> String {
        self.lines().join("\n") + "\n"
    }

    /// The lines (from 0) a step executes.
    ///
    /// ```
    /// use nqueens_boards::engine::Step;
    /// use nqueens_boards::textbook::Language;
    /// let lines = Language::Python.lines_of(&Step::Try { row: 0, col: 0 });
    /// assert!(Language::Python.lines()[*lines.start()].contains("for col in range(n)"));
    /// ```
    pub fn lines_of(self, step: &Step) -> std::ops::RangeInclusive<usize> {
        let (mark, span) = marks(self)[kind(step)];
        let first = self
            .lines()
            .iter()
            .position(|line| line.contains(mark))
            .expect("every mark is on a line of its program (tested)");
        first..=first + span - 1
    }

    /// The program's variables at the lines `step` lights, once they have
    /// run (`position` is the search after `step`; `None`: before the
    /// first step), as the program holds them, in the order a learner
    /// reads them.
    ///
    /// ```
    /// use nqueens_boards::engine::{Step, Trace, TracePosition};
    /// use nqueens_boards::textbook::Language;
    /// let mut position = TracePosition::start();
    /// // Try a4, place a queen there, try b4 (attacked), c4... in row 1.
    /// let steps: Vec<Step> = Trace::new(4).unwrap().take(3).collect();
    /// for step in &steps {
    ///     position.apply(step);
    /// }
    /// // Step 3 tries row 1, column 0: `for col in range(n)` is lit.
    /// let vars = Language::Python.variables(steps.last(), &position, 4);
    /// assert_eq!(vars[0], ("row".to_string(), "1".to_string()));
    /// assert_eq!(vars[1], ("col".to_string(), "0".to_string()));
    /// assert_eq!(vars[2], ("cols".to_string(), "{0}".to_string()));
    /// ```
    pub fn variables(
        self,
        step: Option<&Step>,
        position: &TracePosition,
        n: usize,
    ) -> Vec<(String, String)> {
        let frame = Frame::of(step, n);
        // The queens above the frame's row: its cols, diags and masks.
        let above = &position.queens[..frame.row.min(position.queens.len())];
        let set = |values: Vec<usize>| {
            let mut values = values;
            values.sort_unstable();
            let items: Vec<String> = values.iter().map(usize::to_string).collect();
            format!("{{{}}}", items.join(", "))
        };
        let count = position.solutions.len().to_string();
        match self {
            Language::Python | Language::Java => {
                // After `cols.add(col)` the sets hold the placed queen,
                // after `cols.remove(col)` no longer: the queens of the
                // position, which has applied the step.
                let placed = position.queens.iter().enumerate();
                let diags1 = set(placed.clone().map(|(r, &c)| r + n - 1 - c).collect());
                let diags2 = set(placed.map(|(r, &c)| r + c).collect());
                let queens = position.queens.clone();
                let (cols, d1, d2) = if self == Language::Python {
                    (set(queens), diags1, diags2)
                } else {
                    // Java's boolean arrays: the indices that are true.
                    (
                        format!("true at {}", set(queens)),
                        format!("true at {diags1}"),
                        format!("true at {diags2}"),
                    )
                };
                let col_text = frame.col.map_or("–".to_string(), |c| c.to_string());
                let mut vars = vec![
                    ("row".to_string(), frame.row.to_string()),
                    ("col".to_string(), col_text),
                    ("cols".to_string(), cols),
                    ("diags1".to_string(), d1),
                    ("diags2".to_string(), d2),
                ];
                // d1 and d2 are computed on the lines after the loop's head.
                if let (Some(c), true) = (frame.col, frame.checked) {
                    vars.push(("d1".to_string(), (frame.row + n - 1 - c).to_string()));
                    vars.push(("d2".to_string(), (frame.row + c).to_string()));
                }
                vars.push(("count".to_string(), count));
                vars
            }
            Language::PythonBitmasks => {
                // Bit c is column c; Python prints the highest bit first.
                let bits = |mask: u64| format!("0b{mask:0n$b}");
                let (mut cols, mut left, mut right) = (0u64, 0u64, 0u64);
                for (r, &c) in above.iter().enumerate() {
                    let down = frame.row - r;
                    cols |= 1 << c;
                    if c + down < n {
                        left |= 1 << (c + down);
                    }
                    if let Some(c) = c.checked_sub(down) {
                        right |= 1 << c;
                    }
                }
                let full = (1u64 << n) - 1;
                let mut free = full & !(cols | left | right);
                // The loop has taken the columns up to the one tried.
                if let (Some(c), false) = (frame.col, frame.rejected) {
                    free &= !((2u64 << c) - 1);
                }
                let mut vars = vec![
                    ("cols".to_string(), bits(cols)),
                    ("left".to_string(), bits(left)),
                    ("right".to_string(), bits(right)),
                    ("free".to_string(), bits(free)),
                ];
                if let (Some(c), false) = (frame.col, frame.rejected) {
                    vars.push(("bit".to_string(), bits(1 << c)));
                }
                vars.push(("count".to_string(), count));
                vars
            }
            Language::PythonIterative => {
                let mut x: Vec<String> = above.iter().map(usize::to_string).collect();
                if let Some(c) = frame.col {
                    x.push(c.to_string());
                }
                x.resize(n, "-1".to_string());
                // `k += 1` has run after a placement.
                let k = frame.row + usize::from(matches!(step, Some(Step::Place { .. })));
                vec![
                    ("k".to_string(), k.min(n - 1).to_string()),
                    ("x".to_string(), format!("[{}]", x.join(", "))),
                    ("count".to_string(), count),
                ]
            }
        }
    }
}

/// Where the program is at the lines a step lights: the row of its call
/// (the recursion's frame), the column of its loop, whether d1 and d2 of
/// that column have been computed, and whether the column was rejected.
struct Frame {
    row: usize,
    col: Option<usize>,
    checked: bool,
    rejected: bool,
}

impl Frame {
    fn of(step: Option<&Step>, n: usize) -> Frame {
        let at = |row: usize, col: usize, checked: bool, rejected: bool| Frame {
            row,
            col: Some(col),
            checked,
            rejected,
        };
        match step {
            None => Frame {
                row: 0,
                col: None,
                checked: false,
                rejected: false,
            },
            Some(Step::Try { row, col }) => at(*row, *col, false, false),
            Some(Step::Reject { row, col, .. }) => at(*row, *col, true, true),
            Some(Step::Place { row, col }) | Some(Step::Backtrack { row, col }) => {
                at(*row, *col, true, false)
            }
            // `place(n)` counts: a frame below the last row, with no column.
            Some(Step::Solution { .. }) => Frame {
                row: n,
                col: None,
                checked: false,
                rejected: false,
            },
        }
    }
}

/// The kinds of step, as indices into [`marks`].
fn kind(step: &Step) -> usize {
    match step {
        Step::Try { .. } => 0,
        Step::Reject { .. } => 1,
        Step::Place { .. } => 2,
        Step::Solution { .. } => 3,
        Step::Backtrack { .. } => 4,
    }
}

/// For each kind of step (try, reject, place, solution, backtrack), a
/// piece of the first line of the program that does it, and how many lines
/// it takes.
fn marks(language: Language) -> [(&'static str, usize); 5] {
    match language {
        Language::Python => [
            ("for col in range(n):", 1),
            ("if (col in cols", 4),
            ("cols.add(col)", 3),
            ("count += 1", 1),
            ("cols.remove(col)", 3),
        ],
        Language::Java => [
            ("for (int col = 0;", 1),
            ("if (cols[col] ||", 2),
            ("cols[col] = true;", 2),
            ("count++;", 1),
            ("cols[col] = false;", 2),
        ],
        Language::PythonBitmasks => [
            ("bit = free & -free", 2),
            ("free = full & ~(cols", 1),
            ("place(cols | bit,", 2),
            ("count += 1", 1),
            ("while free:", 1),
        ],
        Language::PythonIterative => [
            ("x[k] += 1  # try", 1),
            ("x[k] += 1  # reject", 1),
            ("k += 1", 1),
            ("count += 1", 1),
            ("k -= 1", 1),
        ],
    }
}

const PYTHON: &[&str] = &[
    "def queens(n):",
    "    cols = set()    # columns taken",
    "    diags1 = set()  # row - col + n - 1",
    "    diags2 = set()  # row + col",
    "    count = 0",
    "",
    "    def place(row):",
    "        nonlocal count",
    "        if row == n:  # all rows filled",
    "            count += 1",
    "            return",
    "        for col in range(n):",
    "            d1 = row - col + n - 1",
    "            d2 = row + col",
    "            if (col in cols",
    "                    or d1 in diags1",
    "                    or d2 in diags2):",
    "                continue  # attacked",
    "            cols.add(col)",
    "            diags1.add(d1)",
    "            diags2.add(d2)",
    "            place(row + 1)",
    "            cols.remove(col)",
    "            diags1.remove(d1)",
    "            diags2.remove(d2)",
    "",
    "    place(0)",
    "    return count",
];

const JAVA: &[&str] = &[
    "static int count;",
    "",
    "static void place(int row, int n,",
    "        boolean[] cols, boolean[] diags1,",
    "        boolean[] diags2) {",
    "    if (row == n) {  // all rows filled",
    "        count++;",
    "        return;",
    "    }",
    "    for (int col = 0; col < n; col++) {",
    "        int d1 = row - col + n - 1;",
    "        int d2 = row + col;",
    "        if (cols[col] || diags1[d1]",
    "                || diags2[d2]) continue;",
    "        cols[col] = true;",
    "        diags1[d1] = diags2[d2] = true;",
    "        place(row + 1, n,",
    "              cols, diags1, diags2);",
    "        cols[col] = false;",
    "        diags1[d1] = diags2[d2] = false;",
    "    }",
    "}",
    "",
    "static int queens(int n) {",
    "    count = 0;",
    "    place(0, n, new boolean[n],",
    "          new boolean[2 * n - 1],",
    "          new boolean[2 * n - 1]);",
    "    return count;",
    "}",
];

const ITERATIVE: &[&str] = &[
    "def fits(x, k):",
    "    return all(x[i] != x[k] and",
    "               abs(x[i] - x[k]) != k - i",
    "               for i in range(k))",
    "",
    "def queens(n):",
    "    x = [-1] * n  # x[k]: row k's column",
    "    count, k = 0, 0",
    "    while k >= 0:",
    "        x[k] += 1  # try the next column",
    "        while x[k] < n and not fits(x, k):",
    "            x[k] += 1  # reject: attacked",
    "        if x[k] < n and k == n - 1:",
    "            count += 1  # all rows filled",
    "        elif x[k] < n:",
    "            k += 1  # placed: down a row",
    "        else:",
    "            x[k] = -1",
    "            k -= 1  # nothing fits: back up",
    "    return count",
];

const BITMASKS: &[&str] = &[
    "def queens(n):",
    "    full = (1 << n) - 1  # a bit per column",
    "    count = 0",
    "",
    "    def place(cols, left, right):",
    "        nonlocal count",
    "        if cols == full:  # all rows filled",
    "            count += 1",
    "            return",
    "        # attacked squares are not tried",
    "        free = full & ~(cols | left | right)",
    "        while free:  # the next free column",
    "            bit = free & -free  # the lowest",
    "            free ^= bit",
    "            place(cols | bit, ((left | bit) << 1) & full,",
    "                  (right | bit) >> 1)",
    "",
    "    place(0, 0, 0)",
    "    return count",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Control, EngineError, Trace};

    #[test]
    fn every_mark_is_on_exactly_one_line() {
        for language in Language::ALL {
            for (mark, span) in marks(language) {
                let first = language
                    .lines()
                    .iter()
                    .position(|l| l.contains(mark))
                    .unwrap();
                assert!(first + span <= language.lines().len());
                let lines = language
                    .lines()
                    .iter()
                    .filter(|line| line.contains(mark))
                    .count();
                assert_eq!(lines, 1, "{language:?}: {mark:?}");
            }
        }
    }

    #[test]
    fn the_four_queens_run_moves_through_the_program_in_order() {
        // Each kind of step lights its own line, and the Python lines of a
        // try come before those of its verdict.
        for language in Language::ALL {
            let mut seen = std::collections::BTreeSet::new();
            for step in Trace::new(4).unwrap() {
                seen.insert(*language.lines_of(&step).start());
            }
            assert_eq!(seen.len(), 5, "{language:?}");
        }
        let py = Language::Python;
        assert!(
            py.lines_of(&Step::Try { row: 0, col: 0 }).end()
                < py.lines_of(&Step::Place { row: 0, col: 0 }).start()
        );
    }

    #[test]
    fn the_lecture_steps_end_where_the_lecture_says() {
        let steps: Vec<Step> = Trace::new(4).unwrap().collect();
        let ends = lecture_ends(&steps).unwrap();
        let board_at = |end: usize| {
            let mut position = TracePosition::start();
            for step in &steps[..=end] {
                position.apply(step);
            }
            position.queens
        };
        // The queens on the board at the end of each step, columns from 0.
        assert_eq!(board_at(ends[0]), [0]);
        assert_eq!(board_at(ends[1]), [0, 2]);
        assert_eq!(board_at(ends[2]), [0, 2]);
        assert_eq!(board_at(ends[3]), [0, 3]);
        assert_eq!(board_at(ends[4]), [0, 3, 1]);
        assert_eq!(board_at(ends[5]), [0, 3]);
        assert_eq!(board_at(ends[6]), [0]);
        assert_eq!(board_at(ends[7]), Vec::<usize>::new());
        assert_eq!(board_at(ends[8]), [1]);
        assert_eq!(board_at(ends[9]), [1, 3]);
        assert_eq!(board_at(ends[10]), [1, 3, 0]);
        assert_eq!(board_at(ends[11]), [1, 3, 0, 2]);
        // In (c), all four squares of row 3 were rejected.
        let rejected_in_c = steps[ends[1] + 1..=ends[2]]
            .iter()
            .filter(|s| matches!(s, Step::Reject { row: 2, .. }))
            .count();
        assert_eq!(rejected_in_c, 4);
        assert_eq!(lecture_step(&ends, 0), None);
        assert_eq!(lecture_step(&ends, 1), Some(0));
        assert_eq!(lecture_step(&ends, ends[2] + 1), Some(2));
        assert_eq!(lecture_step(&ends, ends[2] + 2), Some(3));
        assert_eq!(lecture_step(&ends, steps.len()), None);
        assert_eq!(lecture_ends(&steps[..10]), None);
    }

    #[test]
    fn the_three_versions_walk_the_same_tree() {
        for n in 1..=10 {
            let laps = race(n, Control::default()).unwrap();
            let tree = crate::engine::tree_stats(n, Control::default()).unwrap();
            for lap in &laps {
                assert_eq!(lap.solutions, crate::engine::KNOWN_COUNTS[n - 1], "{lap:?}");
                if lap.version != Version::Engine {
                    assert_eq!(lap.nodes, Some(tree.nodes), "n = {n}: {lap:?}");
                }
            }
        }
        assert!(race(15, Control::default()).is_err());
        let stop = std::sync::atomic::AtomicBool::new(true);
        let cancelled = Control {
            cancel: Some(&stop),
            ..Control::default()
        };
        assert_eq!(race(12, cancelled), Err(EngineError::Cancelled));
    }

    #[test]
    fn the_variables_are_those_at_the_lit_lines() {
        let steps: Vec<Step> = Trace::new(4).unwrap().collect();
        let at = |i: usize, language: Language| {
            let position = TracePosition::replay(&steps[..i]);
            let vars = language.variables(steps.get(i - 1), &position, 4);
            move |name: &str| vars.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone())
        };
        // Step 12 rejects b2 (row 2, column 1), the queen on c3 on its
        // anti-diagonal: the `if` is lit, with col, d1 and d2 of b2.
        assert!(
            matches!(steps[11], Step::Reject { row: 2, col: 1, .. }),
            "{:?}",
            steps[11]
        );
        let get = at(12, Language::Python);
        assert_eq!(get("row").as_deref(), Some("2"));
        assert_eq!(get("col").as_deref(), Some("1"));
        assert_eq!(get("d1").as_deref(), Some("4"));
        assert_eq!(get("d2").as_deref(), Some("3"));
        assert_eq!(get("cols").as_deref(), Some("{0, 2}"));
        // d2 = 3 is in diags2: that is the clash the step names.
        assert_eq!(get("diags2").as_deref(), Some("{0, 3}"));
        // A placement: `cols.add(col)` … have run, in the placing row.
        let place = steps
            .iter()
            .position(|s| *s == Step::Place { row: 1, col: 2 })
            .unwrap();
        let get = at(place + 1, Language::Python);
        assert_eq!(get("row").as_deref(), Some("1"));
        assert_eq!(get("col").as_deref(), Some("2"));
        assert_eq!(get("cols").as_deref(), Some("{0, 2}"));
        assert_eq!(get("d1").as_deref(), Some("2"));
        // The bitmasks at `place(cols | bit, …)`: row 1's masks, and the bit.
        let get = at(place + 1, Language::PythonBitmasks);
        assert_eq!(get("cols").as_deref(), Some("0b0001"));
        assert_eq!(get("left").as_deref(), Some("0b0010"));
        assert_eq!(get("bit").as_deref(), Some("0b0100"));
        // Columns 2 and 3 were free; the loop has taken 2.
        assert_eq!(get("free").as_deref(), Some("0b1000"));
        let get = at(place + 1, Language::PythonIterative);
        assert_eq!(get("k").as_deref(), Some("2"));
        assert_eq!(get("x").as_deref(), Some("[0, 2, -1, -1]"));
        // A backtrack: the queen lifted, `cols.remove(col)` has run.
        let back = steps
            .iter()
            .position(|s| matches!(s, Step::Backtrack { .. }))
            .unwrap();
        let Step::Backtrack { row, col } = steps[back] else {
            unreachable!()
        };
        let get = at(back + 1, Language::Python);
        assert_eq!(get("row"), Some(row.to_string()));
        assert_eq!(get("col"), Some(col.to_string()));
        assert!(!get("cols").unwrap().contains(&col.to_string()));
        // A solution: `count += 1` in `place(n)`.
        let found = steps
            .iter()
            .position(|s| matches!(s, Step::Solution { .. }))
            .unwrap();
        let get = at(found + 1, Language::Python);
        assert_eq!(get("row").as_deref(), Some("4"));
        assert_eq!(get("count").as_deref(), Some("1"));
        assert_eq!(get("d1"), None);
        let get = at(found + 1, Language::PythonBitmasks);
        assert_eq!(get("cols").as_deref(), Some("0b1111"));
    }
}
