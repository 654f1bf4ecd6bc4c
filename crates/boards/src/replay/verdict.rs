//! What a replay found, and its words: the figures, the first illegal
//! placement, the false and repeated boards, where the trace first leaves
//! the textbook's search and why, in the words of the seeds' typical
//! mistakes where one fits.

use crate::engine::{Control, KNOWN_COUNTS, Line, Problem, Rules, TREE_NODES, statistics};
use crate::numbers::{grouped, plural};

use super::diagnosis::{Diagnosis, Work};
use super::read::Event;
use super::textbook::Frame;

/// Where n came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SizeFrom {
    /// `--n`, or the window's field.
    Given,
    /// The program printed it (`n = 8`) on this line.
    Said { line: u64 },
    /// The queens on the board at the first `solution`, on this line.
    FirstSolution { line: u64 },
    /// The largest row or column in the trace, plus one.
    Largest,
}

/// The counts of a replay.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Figures {
    pub events: u64,
    pub placements: u64,
    pub removes: u64,
    /// `solution` lines.
    pub reported: u64,
    pub distinct_valid: u64,
    pub duplicates: u64,
    pub false_boards: u64,
    /// Placements on an attacked square.
    pub illegal: u64,
    /// Of those, taken back by the very next event.
    pub place_then_test: u64,
    /// Times the board held n queens with an attack among them.
    pub full_attacked: u64,
    /// `remove` lines that do not undo the last `place`.
    pub bad_removes: u64,
}

/// The textbook's figures for n, where they are quick to have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextbookFigures {
    pub placements: u64,
    /// Squares it tests (n for each node above the last row).
    pub tests: u64,
    pub solutions: u64,
}

/// The largest n whose textbook figures a replay works out (well under a
/// second).
pub const MAX_FIGURES_N: usize = 16;

/// The textbook's placements, tests and solutions for n.
///
/// ```
/// use nqueens_boards::replay::textbook_figures;
/// let eight = textbook_figures(8).unwrap();
/// assert_eq!((eight.placements, eight.tests, eight.solutions), (2_056, 15_720, 92));
/// ```
pub fn textbook_figures(n: usize) -> Option<TextbookFigures> {
    if n == 0 || n > MAX_FIGURES_N {
        return None;
    }
    let solutions = KNOWN_COUNTS[n - 1];
    let nodes = match TREE_NODES.get(n - 1) {
        Some(&nodes) => nodes,
        None => {
            let problem = Problem::new(n, Rules::QUEENS).ok()?;
            statistics(&problem, &Control::default()).ok()?.nodes?
        }
    };
    Some(TextbookFigures {
        placements: nodes - 1,
        tests: n as u64 * (nodes - solutions),
        solutions,
    })
}

/// A set of lines (row, column, diagonal, anti-diagonal).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LineSet(u8);

const LINES: [Line; 4] = [Line::Row, Line::Column, Line::Diagonal, Line::AntiDiagonal];

impl LineSet {
    pub fn insert(&mut self, line: Line) {
        if let Some(i) = LINES.iter().position(|&l| l == line) {
            self.0 |= 1 << i;
        }
    }

    pub fn contains(self, line: Line) -> bool {
        LINES
            .iter()
            .position(|&l| l == line)
            .is_some_and(|i| self.0 & 1 << i != 0)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn lines(self) -> impl Iterator<Item = Line> {
        LINES.into_iter().filter(move |&l| self.contains(l))
    }

    fn without(self, other: LineSet) -> LineSet {
        LineSet(self.0 & !other.0)
    }

    fn and(self, other: LineSet) -> LineSet {
        LineSet(self.0 & other.0)
    }

    /// "columns", "diagonals and anti-diagonals".
    pub fn words(self) -> String {
        let words: Vec<&str> = self.lines().map(plural_line).collect();
        match words.as_slice() {
            [] => String::new(),
            [one] => one.to_string(),
            [init @ .., last] => format!("{} and {last}", init.join(", ")),
        }
    }
}

fn plural_line(line: Line) -> &'static str {
    match line {
        Line::Row => "rows",
        Line::Column => "columns",
        Line::Diagonal => "diagonals",
        Line::AntiDiagonal => "anti-diagonals",
        Line::Knight => "knight's jumps",
    }
}

/// "holds column 0", "holds the diagonal".
fn holds(line: Line, (r, c): (u32, u32)) -> String {
    match line {
        Line::Row => format!("holds row {r}"),
        Line::Column => format!("holds column {c}"),
        Line::Diagonal => "holds the diagonal".to_string(),
        Line::AntiDiagonal => "holds the anti-diagonal".to_string(),
        Line::Knight => "is a knight's jump away".to_string(),
    }
}

/// "a column", "an anti-diagonal".
fn shared(line: Line) -> &'static str {
    match line {
        Line::Row => "a row",
        Line::Column => "a column",
        Line::Diagonal => "a diagonal",
        Line::AntiDiagonal => "an anti-diagonal",
        Line::Knight => "a knight's jump",
    }
}

fn square((r, c): (u32, u32)) -> String {
    format!("{r} {c}")
}

/// The first placement on an attacked square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Illegal {
    pub event: u64,
    pub line: u64,
    pub square: (u32, u32),
    /// The first queen on the board that attacks it.
    pub by: (u32, u32),
    pub kind: Line,
}

/// A `remove` that does not undo the last `place`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadRemove {
    pub event: u64,
    pub line: u64,
    pub square: (u32, u32),
    /// The last queen placed and not removed, if any.
    pub top: Option<(u32, u32)>,
    /// Whether a queen was on the square at all.
    pub on_board: bool,
}

/// A `solution` whose board is not one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FalseBoard {
    pub event: u64,
    pub line: u64,
    /// The queens on the board, when they are not n.
    pub queens: Option<usize>,
    /// The first attacking pair.
    pub attack: Option<Clash>,
}

/// Two queens of a reported board that attack each other, the one placed
/// first first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clash {
    pub first: (u32, u32),
    pub second: (u32, u32),
    pub line: Line,
}

/// What a program may believe attacks a free square it skips.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// A queen taken back still holds her line: the undo is missing.
    NoUndo { lifted: (u32, u32), line: Line },
    /// `abs(row - col)` puts this queen's diagonal on the square.
    Abs { queen: (u32, u32) },
}

/// Why the trace leaves the textbook's search where it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// It places a queen on an attacked square.
    Attacked { by: (u32, u32), line: Line },
    /// It passes a free square the textbook takes.
    Skipped {
        free: (u32, u32),
        cause: Option<Cause>,
    },
    /// It places on another line (`same_line`: another square of the
    /// line) than the textbook's next; `skips`: a later line, leaving the
    /// next one empty.
    OutOfOrder { same_line: bool, skips: bool },
    /// A full board is taken back without a `solution` line.
    Unreported,
    /// A `solution` where the board is not full.
    FalseReport { queens: usize },
    /// A `remove` that does not undo the last `place`.
    WrongRemove,
    /// The trace ends while the textbook's search goes on.
    EndedEarly {
        queens: usize,
        first_row_half: bool,
        after_first_solution: bool,
    },
    /// The trace goes on after the textbook's search has ended.
    GoesOn,
}

/// Where the trace first leaves the textbook's search (in the frame that
/// follows it longest).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Difference {
    /// The event's number from 1 (one past the last when the trace ends).
    pub event: u64,
    pub line: u64,
    pub frame: Frame,
    /// What the textbook prints here, in the learner's squares (`None`:
    /// its search is over).
    pub expected: Option<Event>,
    /// What the trace has (`None`: it has ended).
    pub actual: Option<Event>,
    pub why: Why,
}

/// Everything a replay found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub n: usize,
    pub size_from: SizeFrom,
    /// Lines read.
    pub lines: u64,
    pub figures: Figures,
    pub textbook: Option<TextbookFigures>,
    /// The frame in which the trace is the textbook's search, event for
    /// event, if it is.
    pub matched: Option<Frame>,
    pub difference: Option<Difference>,
    pub first_illegal: Option<Illegal>,
    /// Lines of attacked queens the program went on placing above.
    pub untested: LineSet,
    /// The first few false boards (all are counted in the figures).
    pub false_boards: Vec<FalseBoard>,
    /// Lines of the attacks in false boards.
    pub false_lines: LineSet,
    /// The first repeated board's event and line.
    pub first_duplicate: Option<(u64, u64)>,
    pub bad_remove: Option<BadRemove>,
    /// Queens still on the board at the end, in the order placed.
    pub left: Vec<(u32, u32)>,
}

impl Verdict {
    /// Whether the trace is the textbook's search (in some frame).
    pub fn is_textbook(&self) -> bool {
        self.matched.is_some()
    }

    /// "event 9 (line 12)".
    fn at(event: u64, line: u64) -> String {
        if event == line {
            format!("event {}", grouped(event))
        } else {
            format!("event {} (line {})", grouped(event), grouped(line))
        }
    }

    /// What the program does wrong, in one sentence, when the trace is not
    /// the textbook's search; the seeds' words where one fits.
    pub fn diagnosis(&self) -> Option<String> {
        let parts = self.diagnoses();
        if parts.is_empty() {
            return None;
        }
        let words: Vec<String> = parts.iter().map(ToString::to_string).collect();
        Some(words.join("; "))
    }

    /// [`Verdict::diagnosis`] as data, for words in other languages: what
    /// the program does wrong, the most telling first (none for the
    /// textbook's search).
    pub fn diagnoses(&self) -> Vec<Diagnosis> {
        if self.is_textbook() {
            return Vec::new();
        }
        let tests = self.tests_made();
        let departure = self.departure();
        let skipped = self
            .difference
            .as_ref()
            .is_some_and(|d| matches!(d.why, Why::Skipped { cause: Some(_), .. }));
        match (skipped, tests.is_empty()) {
            // A false belief seen at the first difference says most.
            (true, false) => departure.into_iter().chain(tests).collect(),
            (false, false) => tests,
            (_, true) => departure.into_iter().collect(),
        }
    }

    /// The placements against the textbook's.
    fn work(&self) -> Work {
        Work {
            placements: self.figures.placements,
            textbook: self.textbook.map(|t| t.placements),
        }
    }

    /// What the placements say of the tests the program makes, when it
    /// places on attacked squares.
    fn tests_made(&self) -> Vec<Diagnosis> {
        let f = &self.figures;
        if !self.untested.is_empty() {
            let whole = [Line::Diagonal, Line::AntiDiagonal]
                .into_iter()
                .all(|l| self.untested.contains(l));
            let permutations = self.untested.contains(Line::Diagonal)
                && !self.untested.contains(Line::Column)
                && !self.untested.contains(Line::Row)
                && self.first_illegal.is_some_and(|i| i.kind != Line::Column);
            if whole && self.false_lines.is_empty() && f.full_attacked > 0 {
                return vec![if permutations {
                    Diagnosis::OnlyFullPermutations(self.work())
                } else {
                    Diagnosis::OnlyFullBoards(self.work())
                }];
            }
            let never = self.untested.and(self.false_lines);
            let late = self.untested.without(self.false_lines);
            let mut parts = Vec::new();
            if !never.is_empty() {
                parts.push(Diagnosis::Untested(never));
            }
            if !late.is_empty() {
                parts.push(Diagnosis::TestedLate(late));
            }
            return parts;
        }
        if f.illegal > 0 {
            return vec![Diagnosis::PlaceThenTest(self.work())];
        }
        Vec::new()
    }

    /// Why the trace leaves the textbook's search where it first does.
    fn departure(&self) -> Option<Diagnosis> {
        let d = self.difference.as_ref()?;
        let columns = d.frame.transposed;
        Some(match d.why {
            Why::Attacked { .. } => Diagnosis::Attacked,
            Why::Skipped {
                cause: Some(Cause::NoUndo { line, .. }),
                ..
            } => Diagnosis::NoUndo(line),
            Why::Skipped {
                cause: Some(Cause::Abs { .. }),
                ..
            } => Diagnosis::Abs,
            Why::Skipped { cause: None, .. } => Diagnosis::Skipped,
            Why::OutOfOrder {
                same_line: true, ..
            } => Diagnosis::SquaresOutOfOrder { columns },
            Why::OutOfOrder { skips: true, .. } => Diagnosis::LinesSkipped {
                columns,
                work: self.work(),
            },
            Why::OutOfOrder { .. } => Diagnosis::OutOfOrder { columns },
            Why::Unreported => Diagnosis::Unreported,
            Why::FalseReport { .. } => Diagnosis::FalseReport,
            Why::WrongRemove => Diagnosis::WrongRemove,
            Why::EndedEarly {
                first_row_half: true,
                ..
            } => Diagnosis::FirstRowHalf,
            Why::EndedEarly { .. } if self.figures.removes == 0 && self.figures.reported == 0 => {
                Diagnosis::Greedy
            }
            Why::EndedEarly {
                after_first_solution: true,
                ..
            } => Diagnosis::FirstSolution,
            Why::EndedEarly { .. } => Diagnosis::EndedEarly,
            Why::GoesOn => Diagnosis::GoesOn { n: self.n },
        })
    }

    /// The first difference in a sentence.
    fn difference_line(&self, d: &Difference) -> String {
        let at = Verdict::at(d.event, d.line);
        let expected = match d.expected {
            Some(e) => format!("the textbook's next is `{e}`"),
            None => "the textbook's search has ended".to_string(),
        };
        let actual = match d.actual {
            Some(e) => format!("yours is `{e}`"),
            None => "your trace ends".to_string(),
        };
        let mut text = format!("{at}: {expected}; {actual}");
        match d.why {
            Why::Attacked { by, line } => text.push_str(&format!(
                ", where the queen on {} {}",
                square(by),
                holds(line, by)
            )),
            Why::Skipped { free, cause } => {
                text.push_str(&format!(", though {} is free", square(free)));
                match cause {
                    Some(Cause::NoUndo { lifted, line }) => text.push_str(&format!(
                        " (the queen taken back from {} still {})",
                        square(lifted),
                        holds(line, lifted)
                    )),
                    Some(Cause::Abs { queen }) => text.push_str(&format!(
                        " (abs(row - col) is the same for {} and {})",
                        square(queen),
                        square(free)
                    )),
                    None => {}
                }
            }
            Why::EndedEarly { queens, .. } if queens > 0 => text.push_str(&format!(
                ", with {} on the board",
                plural(queens as u64, "queen", "queens")
            )),
            _ => {}
        }
        text
    }

    /// The report as the command line prints it, a line each.
    pub fn text(&self) -> String {
        let mut out = Vec::new();
        let f = &self.figures;
        let from = match self.size_from {
            SizeFrom::Given => "given".to_string(),
            SizeFrom::Said { line } => format!("said on line {}", grouped(line)),
            SizeFrom::FirstSolution { line } => {
                format!("the queens at the first `solution`, line {}", grouped(line))
            }
            SizeFrom::Largest => "the largest row or column in the trace".to_string(),
        };
        out.push(format!("n = {} ({from})", self.n));
        out.push(format!(
            "events: {} on {}: {} placed, {} removed, {}",
            grouped(f.events),
            plural(self.lines, "line", "lines"),
            grouped(f.placements),
            grouped(f.removes),
            plural(f.reported, "solution", "solutions")
        ));
        let truth = KNOWN_COUNTS.get(self.n.wrapping_sub(1)).copied();
        let mut solutions = format!(
            "solutions: {} reported, {} distinct and valid",
            grouped(f.reported),
            grouped(f.distinct_valid)
        );
        if let Some(truth) = truth {
            solutions.push_str(&format!(
                " of the {} of n = {}, {} missed",
                grouped(truth),
                self.n,
                grouped(truth.saturating_sub(f.distinct_valid))
            ));
        }
        out.push(solutions);
        if let Some(t) = self.textbook {
            let ratio = f.placements as f64 / t.placements.max(1) as f64;
            // Figures that mean something: 0.0039×, 0.055×, 1.00×, 9,326×.
            let ratio = match ratio {
                r if r >= 100.0 => grouped(r.round() as u64),
                r if r >= 0.1 || r == 0.0 => format!("{r:.2}"),
                r => format!("{r:.*}", (-r.log10()).floor() as usize + 2),
            };
            out.push(format!(
                "placements: {}, the textbook's {} ({ratio}×)",
                grouped(f.placements),
                grouped(t.placements)
            ));
        }
        self.findings(&mut out);
        self.ending(&mut out);
        let mut text = out.join("\n");
        text.push('\n');
        text
    }

    /// The report's lines of what went wrong: the first illegal placement,
    /// bad removes, false and repeated boards, queens left.
    fn findings(&self, out: &mut Vec<String>) {
        let f = &self.figures;
        if let Some(i) = &self.first_illegal {
            let mut kind = LineSet::default();
            kind.insert(i.kind);
            let tail = if !self.untested.and(self.false_lines).and(kind).is_empty() {
                format!("your program does not test {}", kind.words())
            } else if !self.untested.and(kind).is_empty() {
                format!("your program tests {} only on full boards", kind.words())
            } else {
                "taken back at once: you place, then test".to_string()
            };
            out.push(format!(
                "illegal: {}: place {} while the queen on {} {}: {tail}",
                Verdict::at(i.event, i.line),
                square(i.square),
                square(i.by),
                holds(i.kind, i.by)
            ));
        }
        if let Some(b) = &self.bad_remove {
            let top = match b.top {
                Some(top) => format!("the last queen placed is on {}", square(top)),
                None => "the board is empty".to_string(),
            };
            let more = if b.on_board {
                ""
            } else {
                " and no queen is there"
            };
            out.push(format!(
                "removes: {} do not undo the last place; the first, {}: remove {}, but {top}{more}",
                grouped(f.bad_removes),
                Verdict::at(b.event, b.line),
                square(b.square)
            ));
        }
        if f.false_boards > 0 {
            let first = &self.false_boards[0];
            let why = match (first.queens, first.attack) {
                (Some(q), _) => format!(
                    "{} on the board, not {}",
                    plural(q as u64, "queen", "queens"),
                    self.n
                ),
                (None, Some(clash)) => format!(
                    "the queens on {} and {} share {}",
                    square(clash.first),
                    square(clash.second),
                    shared(clash.line)
                ),
                (None, None) => "not a solution".to_string(),
            };
            out.push(format!(
                "false boards: {} reported that are no solution; the first, {}: {why}",
                grouped(f.false_boards),
                Verdict::at(first.event, first.line)
            ));
        }
        if let Some((event, line)) = self.first_duplicate {
            out.push(format!(
                "duplicates: {} reported again; the first, {}",
                plural(f.duplicates, "board", "boards"),
                Verdict::at(event, line)
            ));
        }
        if !self.left.is_empty() {
            let shown: Vec<String> = self.left.iter().take(8).map(|&q| square(q)).collect();
            let more = if self.left.len() > 8 { ", …" } else { "" };
            out.push(format!(
                "left on the board at the end: {} ({}{more})",
                plural(self.left.len() as u64, "queen", "queens"),
                shown.join(", ")
            ));
        }
    }

    /// The report's last lines: the order, the first difference, the verdict.
    fn ending(&self, out: &mut Vec<String>) {
        match (&self.matched, &self.difference) {
            (Some(frame), _) => {
                out.push(format!("order: {}", frame.order()));
                if *frame == Frame::TEXTBOOK {
                    out.push("verdict: the textbook's search, event for event".to_string());
                } else {
                    out.push(
                        "verdict: the textbook's search seen through a symmetry of the board, event for event"
                            .to_string(),
                    );
                }
            }
            (None, Some(d)) => {
                out.push(format!(
                    "order: closest to the textbook's search as {} (the same for {})",
                    d.frame.order(),
                    plural(d.event - 1, "event", "events")
                ));
                out.push(format!("first difference: {}", self.difference_line(d)));
                if let Some(why) = self.diagnosis() {
                    out.push(format!("verdict: not the textbook's search: {why}"));
                }
            }
            (None, None) => out.push("verdict: not the textbook's search".to_string()),
        }
    }
}
