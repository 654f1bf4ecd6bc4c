//! What a check found, and its words: the boards that are not solutions
//! and why, the repeated and the missing ones, and the report as the
//! command line prints it and the window shows it.

use crate::engine::{Attack, Placement, Square};
use crate::numbers::{grouped, plural};

use super::Shape;

/// A board that is not a solution of n, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invalid {
    pub place: u64,
    pub line: u64,
    pub reason: Reason,
    /// The queens as printed, when they fit an n×n board (for a picture).
    pub placement: Option<Placement>,
}

/// Why a printed board is not a solution of n. Its `Display` is the
/// command line's words; the window says each in its language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Reason {
    /// The first attacking pair.
    #[error("{0}")]
    Attack(Attack),
    #[error("{rows} rows, not {n}")]
    Rows { rows: usize, n: usize },
    #[error("row {row} has {width} squares, not {n}")]
    RowWidth { row: usize, width: usize, n: usize },
    #[error("{listed} columns listed, not {n}")]
    Columns { listed: usize, n: usize },
    #[error("row {row}: column {printed} is off the board ({low} to {high})")]
    OffBoard {
        row: usize,
        printed: i64,
        low: i64,
        high: i64,
    },
    #[error("{0}")]
    Board(crate::engine::BoardError),
    /// Rows counted from 0 at the top, as in the printed list.
    #[error("no queen in row {row}")]
    EmptyRow { row: usize, n: usize },
    #[error("not a solution")]
    NotSolution,
    /// Two pieces that attack each other under other rules than the
    /// classic queens' (a knight's jump, kings side by side, a torus's
    /// wrapped line).
    #[error(
        "pieces at row {} column {} and row {} column {} attack each other",
        first.0, first.1, second.0, second.1
    )]
    Pieces { first: Square, second: Square },
}

impl Invalid {
    /// The first attacking pair, when there is one.
    pub fn attack(&self) -> Option<&Attack> {
        match &self.reason {
            Reason::Attack(a) => Some(a),
            _ => None,
        }
    }
}

/// A solution printed again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repeat {
    pub place: u64,
    /// Its number in the numbering of `solve --index`.
    pub number: u64,
}

/// A solution the output lacks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Missing {
    pub number: u64,
    pub columns: Vec<u32>,
}

/// What the boards of an output are, against the solutions of n.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardsReport {
    pub boards: u64,
    pub valid: u64,
    pub missing: u64,
    pub invalid: u64,
    pub duplicates: u64,
    /// The true number of solutions.
    pub truth: u64,
    pub first_missing: Vec<Missing>,
    pub first_invalid: Vec<Invalid>,
    pub first_repeats: Vec<Repeat>,
    /// The first valid board that comes before the one printed above it in
    /// the numbering (its place and the other's), if any.
    pub out_of_order: Option<(u64, u64)>,
}

/// A check's outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Findings {
    Count { printed: u64, truth: u64 },
    Boards(Box<BoardsReport>),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub n: usize,
    pub shape: Shape,
    pub findings: Findings,
}

impl Report {
    /// The output is exactly the truth: the right count, or every solution
    /// once and nothing else.
    pub fn is_exact(&self) -> bool {
        match &self.findings {
            Findings::Count { printed, truth } => printed == truth,
            Findings::Boards(b) => b.boards == b.truth && b.valid == b.boards && b.missing == 0,
        }
    }

    /// The report as `verify` prints it: the figures one a line
    /// (`n: 8`, `boards: 92`, …), then the first boards of each kind and a
    /// verdict. With `order`, a line on the numbering's order.
    ///
    /// ```
    /// use nqueens_boards::verify::{verify, Options};
    /// let report = verify(&b"[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]"[..], Options::default(), Default::default(), &mut |_| {}).unwrap();
    /// let text = report.text(false);
    /// assert!(text.starts_with("n: 4\nboards: 1\nvalid: 1\nmissing: 1\ninvalid: 0\nduplicates: 0\n"), "{text}");
    /// assert!(text.contains("#2: 2 0 3 1"), "{text}");
    /// ```
    pub fn text(&self, order: bool) -> String {
        let n = self.n;
        let mut out = format!("n: {n}\n");
        match &self.findings {
            Findings::Count { printed, truth } => {
                out += &format!("count: {printed}\ntrue count: {truth}\n");
                let difference = i128::from(*printed) - i128::from(*truth);
                out += &format!("difference: {difference:+}\n");
                out += &if difference == 0 {
                    format!("the count of n = {n} is right\n")
                } else if difference > 0 {
                    format!(
                        "{} too many: n = {n} has {}\n",
                        grouped(difference.unsigned_abs() as u64),
                        plural(*truth, "solution", "solutions")
                    )
                } else {
                    format!(
                        "{} too few: n = {n} has {}\n",
                        grouped(difference.unsigned_abs() as u64),
                        plural(*truth, "solution", "solutions")
                    )
                };
            }
            Findings::Boards(b) => {
                out += &format!(
                    "boards: {}\nvalid: {}\nmissing: {}\ninvalid: {}\nduplicates: {}\n",
                    b.boards, b.valid, b.missing, b.invalid, b.duplicates
                );
                if order {
                    out += &match b.out_of_order {
                        None => "order: lexicographic\n".to_string(),
                        Some((place, before)) => format!(
                            "order: not lexicographic (board {} comes before board {} in the numbering)\n",
                            grouped(place),
                            grouped(before)
                        ),
                    };
                }
                if !b.first_missing.is_empty() {
                    out += &format!("\nmissing, the first {}:\n", b.first_missing.len());
                    for m in &b.first_missing {
                        let columns: Vec<String> = m.columns.iter().map(u32::to_string).collect();
                        out += &format!("#{}: {}\n", m.number, columns.join(" "));
                    }
                }
                if !b.first_invalid.is_empty() {
                    out += &format!("\ninvalid, the first {}:\n", b.first_invalid.len());
                    for i in &b.first_invalid {
                        out += &format!(
                            "board {} (line {}): {}\n",
                            grouped(i.place),
                            grouped(i.line),
                            i.reason
                        );
                    }
                }
                if !b.first_repeats.is_empty() {
                    out += &format!("\nduplicates, the first {}:\n", b.first_repeats.len());
                    for r in &b.first_repeats {
                        out += &format!(
                            "board {} is solution #{} again\n",
                            grouped(r.place),
                            grouped(r.number)
                        );
                    }
                }
                out += "\n";
                out += &self.verdict();
                out += "\n";
            }
        }
        out
    }

    /// One sentence: right, or what is wrong.
    pub fn verdict(&self) -> String {
        let n = self.n;
        match &self.findings {
            Findings::Count { printed, truth } if printed == truth => {
                format!("the count of n = {n} is right")
            }
            Findings::Count { truth, .. } => format!(
                "wrong: n = {n} has {}",
                plural(*truth, "solution", "solutions")
            ),
            Findings::Boards(_) if self.is_exact() => format!(
                "exactly the solutions of n = {n}, each once ({})",
                grouped(self.truth())
            ),
            Findings::Boards(b) => {
                let mut wrong = Vec::new();
                if b.missing > 0 {
                    wrong.push(format!("{} missing", grouped(b.missing)));
                }
                if b.invalid > 0 {
                    wrong.push(format!("{} invalid", grouped(b.invalid)));
                }
                if b.duplicates > 0 {
                    wrong.push(format!("{} repeated", grouped(b.duplicates)));
                }
                format!("not the solutions of n = {n}: {}", wrong.join(", "))
            }
        }
    }

    /// The true number of solutions of n.
    pub fn truth(&self) -> u64 {
        match &self.findings {
            Findings::Count { truth, .. } => *truth,
            Findings::Boards(b) => b.truth,
        }
    }
}
