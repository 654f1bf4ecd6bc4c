//! The next step of a regions puzzle in words, as a player would reason:
//! each hint is the easiest rule that applies, with the squares that show
//! it and what it changes. A puzzle's difficulty is the hardest rule its
//! whole solve needs, or "needs a guess" where these rules stop.

use std::fmt;

use super::said::{Said, Unit};
use super::words::{capitalised, subsets};
use super::{Cell, Puzzle};

/// What a square holds in a player's eyes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// Nothing known yet.
    Open,
    Queen,
    /// Ruled out (the player's ×).
    Cross,
}

/// The rules a hint reasons by, easiest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum StepRule {
    /// A queen rules out its row, column, region and the squares around it.
    QueenRulesOut,
    /// A row, column or region with one square left takes its queen there.
    LastSquare,
    /// A region confined to one row or column clears the rest of it, and a
    /// row or column confined to one region clears the rest of the region.
    Confined,
    /// A square whose queen would leave a row, column or region no square.
    WouldEmpty,
    /// k regions confined to k rows or columns own them (and the mirror).
    Owned,
    /// A short "what if": a queen here leads, by the easy rules, to a row,
    /// column or region with no square.
    WhatIf,
}

impl StepRule {
    /// A stable name, as `regions rate` lists them.
    pub fn key(self) -> &'static str {
        match self {
            StepRule::QueenRulesOut => "queen-rules-out",
            StepRule::LastSquare => "last-square",
            StepRule::Confined => "confined",
            StepRule::WouldEmpty => "would-empty",
            StepRule::Owned => "owned",
            StepRule::WhatIf => "what-if",
        }
    }

    /// How hard a rule is to see.
    pub fn difficulty(self) -> super::Difficulty {
        use super::Difficulty;
        match self {
            StepRule::QueenRulesOut | StepRule::LastSquare => Difficulty::Easy,
            StepRule::Confined | StepRule::WouldEmpty => Difficulty::Medium,
            StepRule::Owned | StepRule::WhatIf => Difficulty::Hard,
        }
    }
}

/// One step: the rule, the sentence, the squares that show it, and the
/// marks it sets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    pub rule: StepRule,
    /// The sentence, by its parts ([`Said::english`] words it).
    pub said: Said,
    /// The squares the sentence speaks of, to highlight.
    pub shown: Vec<Cell>,
    /// What the step changes: queens placed, squares ruled out.
    pub sets: Vec<(Cell, Mark)>,
}

/// What a hint finds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Hint {
    Step(Step),
    /// Solved already.
    Solved,
    /// The board breaks a rule: a clash, or a row, column or region left
    /// with no square; said in words with the squares.
    Broken {
        said: Said,
        shown: Vec<Cell>,
    },
    /// None of these rules gives a step: the puzzle needs a guess here.
    NoStep,
}

/// A board being reasoned about: the puzzle and a mark per square.
#[derive(Clone)]
pub(super) struct Board<'p> {
    puzzle: &'p Puzzle,
    n: usize,
    marks: Vec<Mark>,
}

impl<'p> Board<'p> {
    pub(super) fn new(puzzle: &'p Puzzle, crosses: &[Cell]) -> Board<'p> {
        let n = puzzle.n();
        let mut marks = vec![Mark::Open; n * n];
        for &(r, c) in crosses {
            marks[r * n + c] = Mark::Cross;
        }
        for &(r, c) in puzzle.queens() {
            marks[r * n + c] = Mark::Queen;
        }
        Board { puzzle, n, marks }
    }

    fn at(&self, (r, c): Cell) -> Mark {
        self.marks[r * self.n + c]
    }

    fn set(&mut self, (r, c): Cell, mark: Mark) {
        self.marks[r * self.n + c] = mark;
    }

    fn units(&self) -> impl Iterator<Item = Unit> {
        let n = self.n;
        (0..n)
            .map(Unit::Region)
            .chain((0..n).map(Unit::Row))
            .chain((0..n).map(Unit::Column))
    }

    fn cells_of(&self, unit: Unit) -> Vec<Cell> {
        let n = self.n;
        match unit {
            Unit::Row(r) => (0..n).map(|c| (r, c)).collect(),
            Unit::Column(c) => (0..n).map(|r| (r, c)).collect(),
            Unit::Region(g) => self.puzzle.cells_of(g).collect(),
        }
    }

    /// The open squares of a unit, or `None` when it has its queen.
    fn open_in(&self, unit: Unit) -> Option<Vec<Cell>> {
        let cells = self.cells_of(unit);
        if cells.iter().any(|&cell| self.at(cell) == Mark::Queen) {
            return None;
        }
        Some(
            cells
                .into_iter()
                .filter(|&c| self.at(c) == Mark::Open)
                .collect(),
        )
    }

    /// The squares a queen on `q` rules out: its row, column, region and
    /// neighbours, open ones only.
    fn ruled_out_by(&self, q: Cell) -> Vec<Cell> {
        let n = self.n;
        let g = self.puzzle.region(q);
        (0..n * n)
            .map(|i| (i / n, i % n))
            .filter(|&cell| {
                cell != q
                    && self.at(cell) == Mark::Open
                    && (cell.0 == q.0
                        || cell.1 == q.1
                        || self.puzzle.region(cell) == g
                        || (cell.0.abs_diff(q.0) <= 1 && cell.1.abs_diff(q.1) <= 1))
            })
            .collect()
    }

    fn queens(&self) -> Vec<Cell> {
        let n = self.n;
        (0..n * n)
            .map(|i| (i / n, i % n))
            .filter(|&cell| self.at(cell) == Mark::Queen)
            .collect()
    }

    /// What is wrong with the board, if anything: a clash, or a unit with
    /// no queen and no open square.
    fn broken(&self) -> Option<Hint> {
        let placed = self.puzzle.with_queens(self.queens());
        if let Some(&(a, b)) = placed.clashes().first() {
            return Some(Hint::Broken {
                said: Said::Clash { a, b },
                shown: vec![a, b],
            });
        }
        let unit = self.emptied()?;
        Some(Hint::Broken {
            said: Said::NoSquareLeft { unit },
            shown: self.cells_of(unit),
        })
    }

    /// A row, column or region with no square left for its queen: none
    /// open, or every open one ruled out by a queen placed (a wrong queen
    /// is said before any step is built on it).
    fn emptied(&self) -> Option<Unit> {
        let ruled: Vec<Cell> = self
            .queens()
            .into_iter()
            .flat_map(|q| self.ruled_out_by(q))
            .collect();
        self.units().find(|&unit| {
            self.open_in(unit)
                .is_some_and(|open| open.iter().all(|cell| ruled.contains(cell)))
        })
    }

    /// Why the puzzle itself has no solution, where the rules' steps
    /// reached a row, column or region with no square (nothing a player
    /// placed: the steps were deduced).
    pub(super) fn emptied_words(&self) -> Option<String> {
        let unit = self.emptied()?;
        Some(capitalised(&Said::NoSquareLeft { unit }.clause(self.n)))
    }

    /// Rule 1: a queen's row, column, region and neighbours.
    fn queen_rules_out(&self) -> Option<Step> {
        for q in self.queens() {
            let out = self.ruled_out_by(q);
            if !out.is_empty() {
                return Some(Step {
                    rule: StepRule::QueenRulesOut,
                    said: Said::QueenRulesOut {
                        queen: q,
                        region: self.puzzle.region(q),
                        out: out.clone(),
                    },
                    // The queen and every square it rules out, outlined.
                    shown: std::iter::once(q).chain(out.iter().copied()).collect(),
                    sets: out.into_iter().map(|c| (c, Mark::Cross)).collect(),
                });
            }
        }
        None
    }

    /// The last queen, where the queens placed leave one square for it:
    /// placed at once, rather than the ✕ of everything they rule out
    /// first (issue 71: with 6 of 7 queens right, the hint proposed 14 ✕
    /// where the easiest step is the last queen).
    fn last_queen(&self) -> Option<Step> {
        let queens = self.queens();
        if queens.len() + 1 != self.n {
            return None;
        }
        let ruled_out: Vec<Cell> = queens.iter().flat_map(|&q| self.ruled_out_by(q)).collect();
        let n = self.n;
        let free: Vec<Cell> = (0..n * n)
            .map(|i| (i / n, i % n))
            .filter(|&cell| self.at(cell) == Mark::Open && !ruled_out.contains(&cell))
            .collect();
        let [only] = free[..] else {
            return None;
        };
        let unit = Unit::Region(self.puzzle.region(only));
        Some(Step {
            rule: StepRule::LastSquare,
            said: Said::LastSquare { unit, square: only },
            shown: self.cells_of(unit),
            sets: vec![(only, Mark::Queen)],
        })
    }

    /// Rule 2: a unit with one square left.
    fn last_square(&self) -> Option<Step> {
        for unit in self.units() {
            if let Some(open) = self.open_in(unit)
                && let [only] = open[..]
            {
                return Some(Step {
                    rule: StepRule::LastSquare,
                    said: Said::LastSquare { unit, square: only },
                    shown: self.cells_of(unit),
                    sets: vec![(only, Mark::Queen)],
                });
            }
        }
        None
    }

    /// Rule 3: a region confined to one row or column, or a row or column
    /// confined to one region.
    fn confined(&self) -> Option<Step> {
        let n = self.n;
        let lines = |g: usize| {
            [
                (0..n).map(Unit::Row).collect::<Vec<_>>(),
                (0..n).map(Unit::Column).collect(),
            ]
            .into_iter()
            .map(move |lines| (Unit::Region(g), lines))
        };
        // A region within one line: the rest of the line is its.
        for (region, lines) in (0..n).flat_map(lines) {
            let Some(open) = self.open_in(region) else {
                continue;
            };
            let within: Vec<Unit> = lines
                .into_iter()
                .filter(|&l| open.iter().any(|&c| l.holds(self.puzzle, c)))
                .collect();
            if let [line] = within[..] {
                let out: Vec<Cell> = self
                    .cells_of(line)
                    .into_iter()
                    .filter(|&c| self.at(c) == Mark::Open && !region.holds(self.puzzle, c))
                    .collect();
                if !out.is_empty() {
                    return Some(self.clearing(
                        StepRule::Confined,
                        Said::RegionInLine {
                            region,
                            line,
                            out: out.clone(),
                        },
                        open,
                        out,
                    ));
                }
            }
        }
        // A line within one region: the rest of the region is the line's.
        for line in (0..n).map(Unit::Row).chain((0..n).map(Unit::Column)) {
            let Some(open) = self.open_in(line) else {
                continue;
            };
            let mut regions: Vec<usize> = open.iter().map(|&c| self.puzzle.region(c)).collect();
            regions.sort_unstable();
            regions.dedup();
            if let [g] = regions[..] {
                let region = Unit::Region(g);
                let out: Vec<Cell> = self
                    .cells_of(region)
                    .into_iter()
                    .filter(|&c| self.at(c) == Mark::Open && !line.holds(self.puzzle, c))
                    .collect();
                if !out.is_empty() {
                    return Some(self.clearing(
                        StepRule::Confined,
                        Said::LineInRegion {
                            line,
                            region,
                            out: out.clone(),
                        },
                        open,
                        out,
                    ));
                }
            }
        }
        None
    }

    fn clearing(&self, rule: StepRule, said: Said, shown: Vec<Cell>, out: Vec<Cell>) -> Step {
        Step {
            rule,
            said,
            shown,
            sets: out.into_iter().map(|c| (c, Mark::Cross)).collect(),
        }
    }

    /// Rule 4: a square whose queen would leave some unit no square.
    fn would_empty(&self) -> Option<Step> {
        let n = self.n;
        for i in 0..n * n {
            let x = (i / n, i % n);
            if self.at(x) != Mark::Open {
                continue;
            }
            let out = self.ruled_out_by(x);
            for unit in self.units() {
                if unit.holds(self.puzzle, x) {
                    continue;
                }
                let Some(open) = self.open_in(unit) else {
                    continue;
                };
                if !open.is_empty() && open.iter().all(|c| out.contains(c)) {
                    return Some(Step {
                        rule: StepRule::WouldEmpty,
                        said: Said::WouldEmpty {
                            square: x,
                            unit,
                            open: open.clone(),
                        },
                        shown: open.into_iter().chain([x]).collect(),
                        sets: vec![(x, Mark::Cross)],
                    });
                }
            }
        }
        None
    }

    /// Rule 5: k regions within k rows (or columns) own them; k rows (or
    /// columns) within k regions own those regions. Up to k = n/2: past
    /// it the other lines and regions say the same with fewer (LinkedIn's
    /// #53, 11 by 11, needs five regions in five columns).
    fn owned(&self) -> Option<Step> {
        let n = self.n;
        let most = n / 2;
        let queenless: Vec<usize> = (0..n)
            .filter(|&g| self.open_in(Unit::Region(g)).is_some())
            .collect();
        for k in 2..=most {
            for set in subsets(&queenless, k) {
                for by_rows in [true, false] {
                    if let Some(step) = self.regions_own_lines(&set, by_rows) {
                        return Some(step);
                    }
                }
            }
            for by_rows in [true, false] {
                let lines: Vec<usize> = (0..n)
                    .filter(|&i| self.open_in(line_unit(i, by_rows)).is_some())
                    .collect();
                for set in subsets(&lines, k) {
                    if let Some(step) = self.lines_own_regions(&set, by_rows) {
                        return Some(step);
                    }
                }
            }
        }
        None
    }

    fn regions_own_lines(&self, regions: &[usize], by_rows: bool) -> Option<Step> {
        let mut open = Vec::new();
        for &g in regions {
            open.extend(self.open_in(Unit::Region(g))?);
        }
        let mut lines: Vec<usize> = open
            .iter()
            .map(|&(r, c)| if by_rows { r } else { c })
            .collect();
        lines.sort_unstable();
        lines.dedup();
        if lines.len() != regions.len() {
            return None;
        }
        let out: Vec<Cell> = lines
            .iter()
            .flat_map(|&l| self.cells_of(line_unit(l, by_rows)))
            .filter(|&c| self.at(c) == Mark::Open && !regions.contains(&self.puzzle.region(c)))
            .collect();
        if out.is_empty() {
            return None;
        }
        Some(self.clearing(
            StepRule::Owned,
            Said::RegionsOwnLines {
                regions: regions.iter().map(|&g| Unit::Region(g)).collect(),
                lines: lines.iter().map(|&l| line_unit(l, by_rows)).collect(),
                out: out.clone(),
            },
            open,
            out,
        ))
    }

    fn lines_own_regions(&self, lines: &[usize], by_rows: bool) -> Option<Step> {
        let mut open = Vec::new();
        for &l in lines {
            open.extend(self.open_in(line_unit(l, by_rows))?);
        }
        let mut regions: Vec<usize> = open.iter().map(|&c| self.puzzle.region(c)).collect();
        regions.sort_unstable();
        regions.dedup();
        if regions.len() != lines.len() {
            return None;
        }
        let out: Vec<Cell> = regions
            .iter()
            .flat_map(|&g| self.cells_of(Unit::Region(g)))
            .filter(|&(r, c)| {
                self.at((r, c)) == Mark::Open && !lines.contains(if by_rows { &r } else { &c })
            })
            .collect();
        if out.is_empty() {
            return None;
        }
        Some(self.clearing(
            StepRule::Owned,
            Said::LinesOwnRegions {
                lines: lines.iter().map(|&l| line_unit(l, by_rows)).collect(),
                regions: regions.iter().map(|&g| Unit::Region(g)).collect(),
                out: out.clone(),
            },
            open,
            out,
        ))
    }

    /// Rule 6: a queen here leads, by the easy rules alone, to a unit with
    /// no square.
    fn what_if(&self) -> Option<Step> {
        let n = self.n;
        for i in 0..n * n {
            let x = (i / n, i % n);
            if self.at(x) != Mark::Open {
                continue;
            }
            let mut trial = self.clone();
            trial.set(x, Mark::Queen);
            // A short run: as many easy steps as a person follows in mind.
            for _ in 0..2 * n {
                if let Some(Hint::Broken { said, shown }) = trial.broken() {
                    return Some(Step {
                        rule: StepRule::WhatIf,
                        said: Said::WhatIf {
                            square: x,
                            leads_to: Box::new(said),
                        },
                        shown: shown.into_iter().chain([x]).collect(),
                        sets: vec![(x, Mark::Cross)],
                    });
                }
                let Some(step) = trial.queen_rules_out().or_else(|| trial.last_square()) else {
                    break;
                };
                trial.apply(&step);
            }
        }
        None
    }

    pub(super) fn apply(&mut self, step: &Step) {
        for &(cell, mark) in &step.sets {
            self.set(cell, mark);
        }
    }

    fn solved(&self) -> bool {
        self.queens().len() == self.n && self.broken().is_none()
    }

    pub(super) fn next(&self) -> Hint {
        if let Some(broken) = self.broken() {
            return broken;
        }
        if self.solved() {
            return Hint::Solved;
        }
        let rules: [fn(&Self) -> Option<Step>; 7] = [
            Self::last_queen,
            Self::queen_rules_out,
            Self::last_square,
            Self::confined,
            Self::would_empty,
            Self::owned,
            Self::what_if,
        ];
        rules
            .iter()
            .find_map(|rule| rule(self))
            .map_or(Hint::NoStep, Hint::Step)
    }
}

fn line_unit(i: usize, by_rows: bool) -> Unit {
    if by_rows {
        Unit::Row(i)
    } else {
        Unit::Column(i)
    }
}

/// The next step for a puzzle with its queens placed and the squares
/// ruled out (the player's ✕): the easiest rule that applies.
///
/// ```
/// use nqueens_engine::regions::{Hint, Puzzle, StepRule, hint};
/// let puzzle = Puzzle::parse("AAAB\nCCAB\nCDDB\nCCDB\n").unwrap();
/// let Hint::Step(step) = hint(&puzzle, &[]) else { panic!() };
/// assert_eq!(step.rule, StepRule::WouldEmpty);
/// assert_eq!(step.said.english(4), "A queen on d4 would leave region A no square (a4, b4, c4, c3 would all be ruled out): d4 is ruled out.");
/// // A queen placed: what it rules out comes first.
/// let Hint::Step(step) = hint(&puzzle.with_queens(vec![(0, 2)]), &[]) else { panic!() };
/// assert_eq!(step.rule, StepRule::QueenRulesOut);
/// ```
pub fn hint(puzzle: &Puzzle, crosses: &[Cell]) -> Hint {
    Board::new(puzzle, crosses).next()
}

impl Puzzle {
    /// The board after a hint's step: its queens placed, its squares
    /// ruled out, as the puzzle's text can hold them (so that a hint of
    /// that text finds the next step).
    ///
    /// ```
    /// use nqueens_engine::regions::{Hint, Puzzle, hint};
    /// let puzzle = Puzzle::parse("AAAB\nCCAB\nCDDB\nCCDB\n").unwrap();
    /// let Hint::Step(step) = hint(&puzzle, puzzle.crosses()) else { panic!() };
    /// let after = puzzle.after(&step);
    /// assert_eq!(after.crosses(), &[(0, 3)][..]);
    /// assert_eq!(after.to_string(), "AAAB\nCCAB\nCDDB\nCCDB\n\n...x\n....\n....\n....\n");
    /// ```
    pub fn after(&self, step: &Step) -> Puzzle {
        let mut queens = self.queens().to_vec();
        let mut crosses = self.crosses().to_vec();
        for &(cell, mark) in &step.sets {
            queens.retain(|&q| q != cell);
            crosses.retain(|&x| x != cell);
            match mark {
                Mark::Queen => queens.push(cell),
                Mark::Cross => crosses.push(cell),
                Mark::Open => {}
            }
        }
        self.with_queens(queens).with_crosses(crosses)
    }
}

impl fmt::Display for StepRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}
