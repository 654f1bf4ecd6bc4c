//! What a hint says, as data: the squares, lines and regions it names and
//! the shape of its sentence. The command line says it in English
//! ([`Said::english`]); the window in its own language, from the same
//! parts.

use super::words::{and_list, capitalised, lower_first};
use super::{Cell, Puzzle, cell_name};

/// A line of the board, or a region, as a hint names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unit {
    /// A row, from the top (0); named by its rank, from 1 at the bottom.
    Row(usize),
    /// A column, from the left (0); named a, b, …
    Column(usize),
    /// A region, from 0 (A).
    Region(usize),
}

impl Unit {
    /// The name a hint gives it, on a board of side n: "3" for the row
    /// of rank 3, "c" for a column, "C" for a region.
    pub fn name(self, n: usize) -> String {
        match self {
            Unit::Row(r) => (n - r).to_string(),
            Unit::Column(c) => char::from(b'a' + c as u8).to_string(),
            Unit::Region(g) => Puzzle::letter(g).to_string(),
        }
    }

    /// "row 3", "column c", "region C".
    ///
    /// ```
    /// use nqueens_engine::regions::Unit;
    /// assert_eq!(Unit::Row(5).english(8), "row 3");
    /// assert_eq!(Unit::Region(2).english(8), "region C");
    /// ```
    pub fn english(self, n: usize) -> String {
        let kind = match self {
            Unit::Row(_) => "row",
            Unit::Column(_) => "column",
            Unit::Region(_) => "region",
        };
        format!("{kind} {}", self.name(n))
    }

    pub(super) fn holds(self, puzzle: &Puzzle, (r, c): Cell) -> bool {
        match self {
            Unit::Row(row) => r == row,
            Unit::Column(column) => c == column,
            Unit::Region(g) => puzzle.region((r, c)) == g,
        }
    }
}

/// A hint's sentence, by its parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// Two queens break a rule.
    Clash { a: Cell, b: Cell },
    /// A line or region has no square left: something placed is wrong.
    NoSquareLeft { unit: Unit },
    /// A queen rules out its row, column, region and neighbours.
    QueenRulesOut {
        queen: Cell,
        region: usize,
        out: Vec<Cell>,
    },
    /// A line or region has one square left: its queen goes there.
    LastSquare { unit: Unit, square: Cell },
    /// A region lies in one line: the rest of the line is ruled out.
    RegionInLine {
        region: Unit,
        line: Unit,
        out: Vec<Cell>,
    },
    /// A line's squares are all in one region: the rest of the region is
    /// ruled out.
    LineInRegion {
        line: Unit,
        region: Unit,
        out: Vec<Cell>,
    },
    /// A queen here would leave a line or region no square.
    WouldEmpty {
        square: Cell,
        unit: Unit,
        open: Vec<Cell>,
    },
    /// k regions lie in k rows (or columns): those lines are theirs.
    RegionsOwnLines {
        regions: Vec<Unit>,
        lines: Vec<Unit>,
        out: Vec<Cell>,
    },
    /// k rows (or columns) lie in k regions: those regions are theirs.
    LinesOwnRegions {
        lines: Vec<Unit>,
        regions: Vec<Unit>,
        out: Vec<Cell>,
    },
    /// A queen here leads, by the easy rules, to a broken board.
    WhatIf { square: Cell, leads_to: Box<Said> },
    /// Queens and ✕ placed that contradict the solution.
    Contradicting { queens: usize, crosses: usize },
}

/// Check's count, in English.
fn contradicting(queens: usize, crosses: usize) -> String {
    let count = |k: usize, one: &str, many: &str| match k {
        0 => format!("no {one}"),
        1 => format!("1 {one}"),
        k => format!("{k} {many}"),
    };
    format!(
        "Contradicting the solution: {} and {}, ringed.",
        count(queens, "queen", "queens"),
        count(crosses, "×", "×")
    )
}

/// Squares named and joined: "a4, b3".
pub fn names(cells: &[Cell], n: usize) -> String {
    let names: Vec<String> = cells.iter().map(|&c| cell_name(c, n)).collect();
    names.join(", ")
}

impl Said {
    /// The sentence in English, on a board of side n.
    ///
    /// ```
    /// use nqueens_engine::regions::{Said, Unit};
    /// let said = Said::LastSquare { unit: Unit::Region(1), square: (0, 2) };
    /// assert_eq!(said.english(4), "Region B has one square left: its queen goes on c4.");
    /// ```
    pub fn english(&self, n: usize) -> String {
        let square = |cell: Cell| cell_name(cell, n);
        let words =
            |units: &[Unit]| -> Vec<String> { units.iter().map(|u| u.english(n)).collect() };
        match self {
            Said::Clash { .. } | Said::NoSquareLeft { .. } => match self {
                Said::Clash { .. } => format!(
                    "{}: only one queen in each row, column and region, and no two touching.",
                    capitalised(&self.clause(n))
                ),
                _ => format!(
                    "{}: a queen or a × placed is wrong.",
                    capitalised(&self.clause(n))
                ),
            },
            Said::QueenRulesOut { queen, region, out } => format!(
                "The queen on {} rules out its row, its column, region {} and the squares around \
                 it: {}.",
                square(*queen),
                Puzzle::letter(*region),
                names(out, n)
            ),
            Said::LastSquare { unit, square: at } => format!(
                "{} has one square left: its queen goes on {}.",
                capitalised(&unit.english(n)),
                square(*at)
            ),
            Said::RegionInLine { region, line, out } => format!(
                "{} lies in {} alone, so its queen is there: the rest of {} is ruled out ({}).",
                capitalised(&region.english(n)),
                line.english(n),
                line.english(n),
                names(out, n)
            ),
            Said::LineInRegion { line, region, out } => format!(
                "Every square left in {} is in {}, so that region's queen is in {}: the rest of \
                 {} is ruled out ({}).",
                line.english(n),
                region.english(n),
                line.english(n),
                region.english(n),
                names(out, n)
            ),
            Said::WouldEmpty {
                square: at,
                unit,
                open,
            } => format!(
                "A queen on {} would leave {} no square ({} would all be ruled out): {} is ruled \
                 out.",
                square(*at),
                unit.english(n),
                names(open, n),
                square(*at)
            ),
            Said::RegionsOwnLines {
                regions,
                lines,
                out,
            } => format!(
                "{} lie in {} alone: those {} are theirs, and the rest of them is ruled out ({}).",
                capitalised(&and_list(&words(regions))),
                and_list(&words(lines)),
                if matches!(lines.first(), Some(Unit::Row(_))) {
                    "rows"
                } else {
                    "columns"
                },
                names(out, n)
            ),
            Said::LinesOwnRegions {
                lines,
                regions,
                out,
            } => format!(
                "{} have squares only in {}: their queens are those regions' queens, and the \
                 rest of the regions is ruled out ({}).",
                capitalised(&and_list(&words(lines))),
                and_list(&words(regions)),
                names(out, n)
            ),
            Said::WhatIf {
                square: at,
                leads_to,
            } => format!(
                "What if a queen were on {}? Following the easy rules, {}: {} is ruled out.",
                square(*at),
                lower_first(&leads_to.clause(n)),
                square(*at)
            ),
            Said::Contradicting { queens, crosses } => contradicting(*queens, *crosses),
        }
    }

    /// What a broken board's sentence says before its colon: "the queens
    /// on a4 and b3 break a rule", "row 3 has no square left for its
    /// queen" (the sentence itself for the others).
    pub fn clause(&self, n: usize) -> String {
        match self {
            Said::Clash { a, b } => format!(
                "the queens on {} and {} break a rule",
                cell_name(*a, n),
                cell_name(*b, n)
            ),
            Said::NoSquareLeft { unit } => {
                format!("{} has no square left for its queen", unit.english(n))
            }
            other => other.english(n),
        }
    }
}
