//! What a program does wrong, as a verdict names it: data, with the
//! command line's English words (the window says each in its language).

use crate::engine::Line;
use crate::numbers::grouped;

use super::verdict::LineSet;

/// A program's placements against the textbook's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Work {
    pub placements: u64,
    /// The textbook's, where its figures are known ([`MAX_FIGURES_N`]).
    pub textbook: Option<u64>,
}

impl std::fmt::Display for Work {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.textbook {
            Some(t) => write!(
                f,
                "{} placements where the textbook makes {}",
                grouped(self.placements),
                grouped(t)
            ),
            None => write!(f, "{} placements", grouped(self.placements)),
        }
    }
}

/// What a program does wrong, as the verdict names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Diagnosis {
    OnlyFullPermutations(Work),
    OnlyFullBoards(Work),
    /// Lines never tested: boards with attacks on them are reported.
    Untested(LineSet),
    /// Lines tested on full boards only.
    TestedLate(LineSet),
    PlaceThenTest(Work),
    Attacked,
    /// A lifted queen still holds this line.
    NoUndo(Line),
    Abs,
    Skipped,
    /// `columns`: the program fills columns (the board's transpose).
    SquaresOutOfOrder {
        columns: bool,
    },
    LinesSkipped {
        columns: bool,
        work: Work,
    },
    OutOfOrder {
        columns: bool,
    },
    Unreported,
    FalseReport,
    WrongRemove,
    FirstRowHalf,
    Greedy,
    FirstSolution,
    EndedEarly,
    GoesOn {
        n: usize,
    },
}

impl std::fmt::Display for Diagnosis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let line = |columns: bool| if columns { "column" } else { "row" };
        match self {
            Diagnosis::OnlyFullPermutations(work) => {
                write!(f, "only full permutations are tested: {work}")
            }
            Diagnosis::OnlyFullBoards(work) => write!(f, "only full boards are tested: {work}"),
            Diagnosis::Untested(lines) => {
                write!(f, "your program does not test {}", lines.words())
            }
            Diagnosis::TestedLate(lines) => {
                write!(f, "it tests {} only on full boards", lines.words())
            }
            Diagnosis::PlaceThenTest(work) => write!(f, "you place, then test: {work}"),
            Diagnosis::Attacked => f.write_str("a queen placed on an attacked square"),
            Diagnosis::NoUndo(held) => write!(
                f,
                "a free square skipped: a queen taken back still holds her {}: the undo is missing",
                held.key()
            ),
            Diagnosis::Abs => f.write_str(
                "a free square skipped: abs(row - col) glues two diagonals into one",
            ),
            Diagnosis::Skipped => f.write_str("a free square skipped"),
            Diagnosis::SquaresOutOfOrder { columns } => write!(
                f,
                "the squares of a {} are taken out of order",
                line(*columns)
            ),
            Diagnosis::LinesSkipped { columns, work } => {
                let line = line(*columns);
                write!(
                    f,
                    "{line}s skipped: your program goes on to a later {line} while the next is empty ({work})"
                )
            }
            Diagnosis::OutOfOrder { columns } => {
                write!(f, "{}s filled out of order", line(*columns))
            }
            Diagnosis::Unreported => {
                f.write_str("a full board taken back without a `solution` line")
            }
            Diagnosis::FalseReport => {
                f.write_str("a `solution` reported on a board that is not full")
            }
            Diagnosis::WrongRemove => {
                f.write_str("a `remove` that does not undo the last `place`")
            }
            Diagnosis::FirstRowHalf => f.write_str(
                "the search stops at the first row's middle: a count by the mirror symmetry, which the trace does not show",
            ),
            Diagnosis::Greedy => f.write_str(
                "your program never takes a queen back: it places greedily and does not backtrack",
            ),
            Diagnosis::FirstSolution => f.write_str("the program stops after its first solution"),
            Diagnosis::EndedEarly => f.write_str(
                "the trace ends early: a crash, or a program that stops before its search is done",
            ),
            Diagnosis::GoesOn { n } => write!(
                f,
                "the trace goes on after the textbook's search of n = {n} has ended: a second search, or another n"
            ),
        }
    }
}
