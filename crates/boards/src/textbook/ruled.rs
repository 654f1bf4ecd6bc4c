//! The textbook's search under other rules, as code to read beside Watch:
//! the same recursion, one piece a row, with the check asked of a
//! function `attacks` that says the rule, and only its body changing from
//! one rule to the next. The tests run each program in python3 and hold
//! its counts to the engine's.

use std::ops::RangeInclusive;

use crate::engine::{Piece, Rules, Step, Topology, TracePosition};

/// The program's lines before the rule's body.
const HEAD: &[&str] = &[
    "def search(n):",
    "    placed = []  # a column a row",
    "    result = []",
    "",
    "    def attacks(r, c, row, col):",
    "        # does (r, c) attack (row, col)?",
];

/// The program's lines after the rule's body.
const TAIL: &[&str] = &[
    "",
    "    def attacked(row, col):  # from above?",
    "        return any(attacks(r, placed[r], row, col)",
    "                   for r in range(row))",
    "",
    "    def place(row):",
    "        if row == n:  # all rows filled",
    "            result.append(placed[:])  # a copy",
    "            return",
    "        for col in range(n):",
    "            if attacked(row, col):",
    "                continue",
    "            placed.append(col)",
    "            place(row + 1)",
    "            placed.pop()",
    "",
    "    place(0)",
    "    return len(result)",
];

/// The body of `attacks` for the rules: the lines that say the rule. Rows
/// above only: `row - r` is positive on the plane.
fn body(rules: &Rules) -> &'static [&'static str] {
    match (rules.piece, rules.topology) {
        (Piece::Queen, Topology::Plane) => &[
            "        dr, dc = row - r, abs(col - c)",
            "        return dc == 0 or dc == dr",
        ],
        (Piece::Rook, _) => &["        return col == c  # its column"],
        (Piece::King, Topology::Plane) => &[
            "        dr, dc = row - r, abs(col - c)",
            "        touch = dr == 1 and dc == 1",
            "        return dc == 0 or touch",
        ],
        (Piece::Superqueen, Topology::Plane) => &[
            "        dr, dc = row - r, abs(col - c)",
            "        queen = dc == 0 or dc == dr",
            "        knight = (dr, dc) in ((1, 2), (2, 1))",
            "        return queen or knight",
        ],
        (Piece::Queen, Topology::Torus) => &[
            "        # differences wrap around the edges",
            "        dr, dc = (row - r) % n, (col - c) % n",
            "        return dc == 0 or dc == dr or dc == n - dr",
        ],
        (Piece::King, Topology::Torus) => &[
            "        # row 0 touches row n - 1, column 0 n - 1",
            "        dr, dc = (row - r) % n, (col - c) % n",
            "        near = (1, n - 1)  # a step either way",
            "        return dc == 0 or (dr in near and dc in near)",
        ],
        (Piece::Superqueen, Topology::Torus) => &[
            "        # differences wrap around the edges",
            "        dr, dc = (row - r) % n, (col - c) % n",
            "        queen = dc == 0 or dc == dr or dc == n - dr",
            "        jump = (min(dr, n - dr), min(dc, n - dc))",
            "        return queen or jump in ((1, 2), (2, 1))",
        ],
    }
}

/// The search under `rules` in Python, and the lines (from 0) that say
/// the rule: the body of `attacks`, all that changes between rules (and,
/// on more columns than rows, the columns the search tries).
///
/// ```
/// use nqueens_boards::engine::{Piece, Rules};
/// let kings = Rules { piece: Piece::King, ..Rules::default() };
/// let (lines, changed) = nqueens_boards::textbook::rule_program(&kings);
/// assert!(changed.iter().any(|&i| lines[i].contains("touch = dr == 1 and dc == 1")));
/// ```
pub fn rule_program(rules: &Rules) -> (Vec<String>, Vec<usize>) {
    let body = body(rules);
    let mut lines: Vec<String> = HEAD
        .iter()
        .chain(body)
        .chain(TAIL)
        .map(|l| l.to_string())
        .collect();
    let mut changed: Vec<usize> = (HEAD.len()..HEAD.len() + body.len()).collect();
    if rules.columns.is_some() {
        // n rows on w columns: the search takes w and tries w columns.
        for (i, line) in lines.iter_mut().enumerate() {
            let wide = line
                .replace("def search(n):", "def search(n, w):  # n rows, w columns")
                .replace("for col in range(n):", "for col in range(w):");
            if wide != *line {
                *line = wide;
                changed.push(i);
            }
        }
        changed.sort_unstable();
    }
    (lines, changed)
}

/// The lines (from 0) of the rules' program a step executes.
///
/// ```
/// use nqueens_boards::engine::{Rules, Step};
/// use nqueens_boards::textbook::{rule_lines_of, rule_program};
/// let torus = Rules { topology: nqueens_boards::engine::Topology::Torus, ..Rules::default() };
/// let (lines, _) = rule_program(&torus);
/// let lit = rule_lines_of(&torus, &Step::Try { row: 0, col: 0 });
/// assert!(lines[*lit.start()].contains("for col in range(n)"));
/// ```
pub fn rule_lines_of(rules: &Rules, step: &Step) -> RangeInclusive<usize> {
    let (mark, span) = match step {
        Step::Try { .. } => ("for col in range(", 1),
        Step::Reject { .. } => ("if attacked(row, col):", 2),
        Step::Place { .. } => ("placed.append(col)", 2),
        Step::Solution { .. } => ("result.append(", 2),
        Step::Backtrack { .. } => ("placed.pop()", 1),
    };
    let first = HEAD.len()
        + body(rules).len()
        + TAIL
            .iter()
            .position(|line| line.contains(mark))
            .unwrap_or_default();
    first..=first + span - 1
}

/// The variables of the rules' program after `step`: the row and column
/// looked at, the pieces placed and how many boards were found.
pub fn rule_variables(step: Option<&Step>, position: &TracePosition) -> Vec<(String, String)> {
    let (row, col) = match step {
        Some(
            Step::Try { row, col }
            | Step::Reject { row, col, .. }
            | Step::Place { row, col }
            | Step::Backtrack { row, col },
        ) => (row.to_string(), col.to_string()),
        Some(Step::Solution { columns, .. }) => (columns.len().to_string(), "–".into()),
        None => ("0".into(), "–".into()),
    };
    let queens: Vec<String> = position.queens.iter().map(usize::to_string).collect();
    vec![
        ("row".into(), row),
        ("col".into(), col),
        ("placed".into(), format!("[{}]", queens.join(", "))),
        ("len(result)".into(), position.solutions.len().to_string()),
    ]
}
