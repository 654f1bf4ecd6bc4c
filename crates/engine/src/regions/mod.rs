//! The regions puzzle (the daily "Queens"): an n×n grid cut into n
//! regions; one queen in each row, each column and each region, and no two
//! queens touching, diagonal neighbours included. [`Puzzle`] is the grid
//! and the queens placed so far, read from and written as text (n lines of
//! n capital letters, a letter a region; a placed queen is its region's
//! letter in lower case); [`Puzzle::problem`] is the puzzle as the
//! engine's one search sees it (the kings' rule, one queen a region, the
//! placed queens pinned), which counts and lists its solutions;
//! [`generate`] makes puzzles with exactly one, [`hints`] finds the next
//! step in words and rates a puzzle by the hardest rule its solve needs.

mod daily;
mod generate;
mod hints;
mod ids;
mod puzzlink;
mod rating;
mod said;
#[cfg(test)]
mod tests;
mod words;

use std::fmt;

use thiserror::Error;

use crate::{constraints::Constraints, problem::Problem, rules::Piece, rules::Rules};

/// The puzzle's rule beside its regions: one queen a row and a column,
/// none touching, as kings.
pub const RULES: Rules = Rules {
    piece: Piece::King,
    ..Rules::QUEENS
};

pub use daily::{Daily, Day, DayError, Weekday, daily, streak};
pub use generate::{Difficulty, MAX_GENERATE_N, MIN_GENERATE_N, generate};
pub use hints::{Hint, Mark, Step, StepRule, hint};
pub use ids::{MakeId, MakeIdError, MapIdError};
pub use puzzlink::{PUZZLINK_SITE, PuzzlinkError, from_puzzlink};
pub use rating::{Rating, rate};
pub use said::{Said, Unit, names};

/// The most regions a puzzle has: a letter each, A to Z.
pub const MAX_REGIONS_N: usize = 26;

/// A square: (row, column), row 0 the top one.
pub type Cell = (usize, usize);

/// The grid of regions, the queens placed on it and the squares ruled
/// out (a player's ✕).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Puzzle {
    n: usize,
    /// The region of each square, row by row: 0 for A, 1 for B, …
    regions: Vec<u8>,
    /// The queens placed, in the order of their squares.
    queens: Vec<Cell>,
    /// The squares ruled out, in order, none with a queen.
    crosses: Vec<Cell>,
}

/// Why a text is not a regions puzzle; lines and columns count from 1.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PuzzleError {
    #[error("the puzzle is empty: give n lines of n letters A to Z")]
    Empty,
    #[error(
        "line {line}, column {column}: {what} is not a region's letter (A to Z, a to z for a queen)"
    )]
    NotALetter {
        line: usize,
        column: usize,
        what: String,
    },
    #[error(
        "line {line} has {found} letters; the first line has {n}, and every line needs as many"
    )]
    RowLength { line: usize, found: usize, n: usize },
    #[error("{} of {n} letters: a puzzle of n = {n} has {n} lines", counted(*found, "line"))]
    RowCount { found: usize, n: usize },
    #[error(
        "line {line}: only an empty last line, or an empty line and {n} lines of marks, may follow the puzzle"
    )]
    Trailing { line: usize, n: usize },
    #[error("line {line}, column {column}: {what} is not a mark ('.' open, 'x' ruled out)")]
    NotAMark {
        line: usize,
        column: usize,
        what: String,
    },
    #[error("line {line} has {found} marks; a row of n = {n} has {n}")]
    MarkRowLength { line: usize, found: usize, n: usize },
    #[error("line {line}, column {column}: a queen's square cannot be ruled out")]
    CrossOnQueen { line: usize, column: usize },
    #[error("line 1 is empty: the puzzle starts on the first line")]
    Leading,
    #[error("n = {0}: a puzzle has at most 26 rows (a letter a region)")]
    TooLarge(usize),
    #[error("{found} regions ({letters}) on a board of n = {n}: it needs exactly {n}, A to {last}")]
    RegionCount {
        found: usize,
        n: usize,
        letters: String,
        last: char,
    },
}

/// A count and its noun, in the plural unless it is one: "1 line",
/// "3 lines".
fn counted(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

impl Puzzle {
    /// A puzzle from its regions, row by row (0 for A); `None` unless
    /// there are n² of them and exactly the n regions 0..n.
    ///
    /// ```
    /// use nqueens_engine::regions::Puzzle;
    /// let puzzle = Puzzle::new(2, vec![0, 0, 1, 1]).unwrap();
    /// assert_eq!(puzzle.to_string(), "AA\nBB\n");
    /// assert!(Puzzle::new(2, vec![0, 0, 0, 0]).is_none());
    /// ```
    pub fn new(n: usize, regions: Vec<u8>) -> Option<Puzzle> {
        if n == 0 || n > MAX_REGIONS_N || regions.len() != n * n {
            return None;
        }
        let mut seen = [false; MAX_REGIONS_N];
        for &r in &regions {
            *seen.get_mut(usize::from(r))? = true;
        }
        if seen[..n].iter().any(|s| !s) || seen[n..].iter().any(|&s| s) {
            return None;
        }
        Some(Puzzle {
            n,
            regions,
            queens: Vec::new(),
            crosses: Vec::new(),
        })
    }

    /// Reads a puzzle's text: n lines of n letters, a lower-case letter a
    /// queen placed on its region's square; then, where squares are ruled
    /// out, an empty line and n lines of n marks, `x` a square ruled out
    /// and `.` one open (or a queen's); an empty last line may follow.
    ///
    /// ```
    /// use nqueens_engine::regions::Puzzle;
    /// let puzzle = Puzzle::parse("AABB\nAABB\nCCDD\nCcDD\n").unwrap();
    /// assert_eq!((puzzle.n(), puzzle.queens()), (4, &[(3, 1)][..]));
    /// let marked = Puzzle::parse("AABB\nAABB\nCCDD\nCcDD\n\nx...\n....\n....\n..x.\n").unwrap();
    /// assert_eq!(marked.crosses(), &[(0, 0), (3, 2)][..]);
    /// assert_eq!(Puzzle::parse(&marked.to_string()).unwrap(), marked);
    /// assert_eq!(Puzzle::parse("AB\nCA\n").unwrap_err().to_string(),
    ///     "3 regions (A, B, C) on a board of n = 2: it needs exactly 2, A to B");
    /// ```
    pub fn parse(text: &str) -> Result<Puzzle, PuzzleError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        // Line ends of every system: \n, \r\n, and the old Mac's \r.
        let text = text.replace("\r\n", "\n").replace('\r', "\n");
        let mut lines: Vec<&str> = text.split('\n').collect();
        // The last row's line end, then one empty line, may follow.
        for _ in 0..2 {
            if lines.len() > 1 && lines.last().is_some_and(|l| l.is_empty()) {
                lines.pop();
            }
        }
        let Some(first) = lines.first().filter(|l| !l.is_empty()) else {
            if lines.len() > 1 {
                return Err(PuzzleError::Leading);
            }
            return Err(PuzzleError::Empty);
        };
        let n = first.chars().count();
        if n > MAX_REGIONS_N {
            return Err(PuzzleError::TooLarge(n));
        }
        // The marks' block: an empty line and n lines after the map.
        let marks = (lines.len() == 2 * n + 1 && lines[n].is_empty()).then(|| lines.split_off(n));
        let mut regions = Vec::with_capacity(n * n);
        let mut queens = Vec::new();
        for (r, line) in lines.iter().enumerate() {
            if r >= n {
                if line.is_empty() {
                    return Err(PuzzleError::Trailing { line: r + 1, n });
                }
                return Err(PuzzleError::RowCount {
                    found: lines.len(),
                    n,
                });
            }
            let mut found = 0;
            for (c, ch) in line.chars().enumerate() {
                let region = match ch {
                    'A'..='Z' => ch as u8 - b'A',
                    'a'..='z' => {
                        queens.push((r, c));
                        ch as u8 - b'a'
                    }
                    _ => {
                        return Err(PuzzleError::NotALetter {
                            line: r + 1,
                            column: c + 1,
                            what: shown(ch),
                        });
                    }
                };
                if c < n {
                    regions.push(region);
                }
                found += 1;
            }
            if found != n {
                return Err(PuzzleError::RowLength {
                    line: r + 1,
                    found,
                    n,
                });
            }
        }
        if lines.len() < n {
            return Err(PuzzleError::RowCount {
                found: lines.len(),
                n,
            });
        }
        reletter(&mut regions, n)?;
        let crosses = match marks {
            Some(block) => read_marks(&block[1..], n, &queens)?,
            None => Vec::new(),
        };
        Ok(Puzzle {
            n,
            regions,
            queens,
            crosses,
        })
    }

    /// The region of each square, row by row: 0 for A, 1 for B, …
    pub fn regions(&self) -> &[u8] {
        &self.regions
    }

    pub fn n(&self) -> usize {
        self.n
    }

    /// The region of a square: 0 for A.
    pub fn region(&self, (r, c): Cell) -> usize {
        usize::from(self.regions[r * self.n + c])
    }

    /// Regions by their letters, as messages list them: "A, C".
    ///
    /// ```
    /// assert_eq!(nqueens_engine::regions::Puzzle::letters(&[0, 2]), "A, C");
    /// ```
    pub fn letters(regions: &[usize]) -> String {
        let letters: Vec<String> = regions
            .iter()
            .map(|&g| Self::letter(g).to_string())
            .collect();
        letters.join(", ")
    }

    /// A region's letter: 'A' for 0.
    pub fn letter(region: usize) -> char {
        char::from(b'A' + region as u8)
    }

    /// The queens placed, in the order of their squares.
    pub fn queens(&self) -> &[Cell] {
        &self.queens
    }

    /// The same grid with these queens (a solution, a half-played board);
    /// a square that takes a queen is no longer ruled out.
    pub fn with_queens(&self, mut queens: Vec<Cell>) -> Puzzle {
        queens.sort_unstable();
        queens.dedup();
        let crosses = self
            .crosses
            .iter()
            .copied()
            .filter(|c| queens.binary_search(c).is_err())
            .collect();
        Puzzle {
            queens,
            crosses,
            ..self.clone()
        }
    }

    /// The squares ruled out, in order.
    pub fn crosses(&self) -> &[Cell] {
        &self.crosses
    }

    /// A mark a square, row by row: its queens and its squares ruled out.
    ///
    /// ```
    /// use nqueens_engine::regions::{Mark, Puzzle};
    /// let puzzle = Puzzle::parse("AAAB\nCCAB\nCDDB\nCCDB\n").unwrap();
    /// let marks = puzzle.with_queens(vec![(0, 2)]).with_crosses(vec![(0, 3)]).marks();
    /// assert_eq!(marks[..4], [Mark::Open, Mark::Open, Mark::Queen, Mark::Cross]);
    /// ```
    pub fn marks(&self) -> Vec<Mark> {
        let n = self.n;
        let mut marks = vec![Mark::Open; n * n];
        for &(r, c) in &self.queens {
            marks[r * n + c] = Mark::Queen;
        }
        for &(r, c) in &self.crosses {
            marks[r * n + c] = Mark::Cross;
        }
        marks
    }

    /// The same grid and queens with these squares ruled out (those with a
    /// queen, or off the board, left out).
    pub fn with_crosses(&self, mut crosses: Vec<Cell>) -> Puzzle {
        crosses.retain(|&(r, c)| {
            r < self.n && c < self.n && self.queens.binary_search(&(r, c)).is_err()
        });
        crosses.sort_unstable();
        crosses.dedup();
        Puzzle {
            crosses,
            ..self.clone()
        }
    }

    /// The same grid with the queen of each row that has one in `columns`.
    pub fn with_columns(&self, columns: &[Option<usize>]) -> Puzzle {
        self.with_queens(
            columns
                .iter()
                .enumerate()
                .filter_map(|(r, c)| c.map(|c| (r, c)))
                .collect(),
        )
    }

    /// The squares of each region.
    pub fn cells_of(&self, region: usize) -> impl Iterator<Item = Cell> + '_ {
        let n = self.n;
        (0..n * n)
            .filter(move |&i| usize::from(self.regions[i]) == region)
            .map(move |i| (i / n, i % n))
    }

    /// The regions whose squares do not all touch one another, side by
    /// side: allowed, but said (a player expects a region in one piece).
    pub fn disconnected_regions(&self) -> Vec<usize> {
        (0..self.n).filter(|&g| !self.is_connected(g)).collect()
    }

    fn is_connected(&self, region: usize) -> bool {
        let cells: Vec<Cell> = self.cells_of(region).collect();
        let Some(&start) = cells.first() else {
            return true;
        };
        reached(self.n, start, |cell| self.region(cell) == region).len() == cells.len()
    }

    /// The pairs of placed queens that break a rule: in one row, column or
    /// region, or touching.
    ///
    /// ```
    /// use nqueens_engine::regions::Puzzle;
    /// let puzzle = Puzzle::parse("aABB\nAaBB\nCCDD\nCCDD\n").unwrap();
    /// assert_eq!(puzzle.clashes(), [((0, 0), (1, 1))]);
    /// ```
    pub fn clashes(&self) -> Vec<(Cell, Cell)> {
        let mut pairs = Vec::new();
        for (i, &a) in self.queens.iter().enumerate() {
            for &b in &self.queens[i + 1..] {
                if clash(self, a, b) {
                    pairs.push((a, b));
                }
            }
        }
        pairs
    }

    /// The puzzle as a search: the kings' rule, one queen a region, and
    /// the queens placed pinned to their squares. Its solutions are the
    /// puzzle's, in lexicographic order of their columns.
    ///
    /// ```
    /// use nqueens_engine::Control;
    /// use nqueens_engine::regions::Puzzle;
    /// let puzzle = Puzzle::parse("AAAB\nCCAB\nCDDB\nCCDB\n").unwrap();
    /// let problem = puzzle.problem();
    /// assert_eq!(problem.first(2, &Control::default()).unwrap(), [vec![1, 3, 0, 2]]);
    /// let wrong = puzzle.with_queens(vec![(0, 0)]).problem();
    /// assert_eq!(wrong.count(u64::MAX, &Control::default()).unwrap(), 0);
    /// ```
    pub fn problem(&self) -> Problem {
        let constraints = Constraints::new(self.n, self.queens.to_vec(), Vec::new())
            .expect("a puzzle's queens are on its board");
        Problem::new(self.n, RULES)
            .expect("a puzzle's side is 1 to 26")
            .with_constraints(constraints)
            .and_then(|p| p.with_regions(self.regions.clone()))
            .expect("a puzzle's map fits its side")
    }

    /// Whether the queens placed are a solution: n of them, no clash.
    pub fn is_solved(&self) -> bool {
        self.queens.len() == self.n && self.clashes().is_empty()
    }
}

/// Whether queens on `a` and `b` break a rule of the puzzle.
pub fn clash(puzzle: &Puzzle, a: Cell, b: Cell) -> bool {
    a != b
        && (a.0 == b.0
            || a.1 == b.1
            || puzzle.region(a) == puzzle.region(b)
            || (a.0.abs_diff(b.0) <= 1 && a.1.abs_diff(b.1) <= 1))
}

/// The squares beside a square, side by side (not diagonally).
pub(super) fn neighbours(n: usize, (r, c): Cell) -> impl Iterator<Item = Cell> {
    [(0i64, 1i64), (1, 0), (0, -1), (-1, 0)]
        .into_iter()
        .map(move |(dr, dc)| (r as i64 + dr, c as i64 + dc))
        .filter(move |&(r2, c2)| r2 >= 0 && c2 >= 0 && r2 < n as i64 && c2 < n as i64)
        .map(|(r2, c2)| (r2 as usize, c2 as usize))
}

/// The squares reached from `start`, side by side, through squares where
/// `inside` holds (`start` first).
pub(super) fn reached(n: usize, start: Cell, inside: impl Fn(Cell) -> bool) -> Vec<Cell> {
    let mut reached = vec![start];
    let mut i = 0;
    while i < reached.len() {
        for next in neighbours(n, reached[i]) {
            if inside(next) && !reached.contains(&next) {
                reached.push(next);
            }
        }
        i += 1;
    }
    reached
}

/// The name of a square as the board's labels show it: its file (a, b, …)
/// and its rank counted from the bottom.
///
/// ```
/// assert_eq!(nqueens_engine::regions::cell_name((0, 2), 8), "c8");
/// ```
pub fn cell_name((r, c): Cell, n: usize) -> String {
    format!("{}{}", char::from(b'a' + c as u8), n - r)
}

/// A character as a message shows it.
fn shown(ch: char) -> String {
    match ch {
        ' ' => "a space".to_string(),
        '\t' => "a tab".to_string(),
        c if c.is_control() => format!("the character U+{:04X}", c as u32),
        c => format!("'{c}'"),
    }
}

impl fmt::Display for Puzzle {
    /// The puzzle's text: a line a row, a queen as its region's letter in
    /// lower case; where squares are ruled out, an empty line and a line
    /// of marks a row (`x` ruled out, `.` not).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.n {
            for c in 0..self.n {
                let letter = Puzzle::letter(self.region((r, c)));
                if self.queens.binary_search(&(r, c)).is_ok() {
                    write!(f, "{}", letter.to_ascii_lowercase())?;
                } else {
                    write!(f, "{letter}")?;
                }
            }
            writeln!(f)?;
        }
        if self.crosses.is_empty() {
            return Ok(());
        }
        writeln!(f)?;
        for r in 0..self.n {
            for c in 0..self.n {
                let crossed = self.crosses.binary_search(&(r, c)).is_ok();
                f.write_str(if crossed { "x" } else { "." })?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// The letters a puzzle's text gave its regions, region A's first, when
/// they were not A to the nth (a collection's own letters, which
/// [`Puzzle::parse`] letters anew in reading order); `None` when the text
/// uses A to the nth, or is no puzzle.
///
/// ```
/// use nqueens_engine::regions::lettering;
/// assert_eq!(lettering("QQZ\nMZZ\nMMz\n"), Some(vec!['Q', 'Z', 'M']));
/// assert_eq!(lettering("AAB\nCBB\nCCb\n"), None);
/// ```
pub fn lettering(text: &str) -> Option<Vec<char>> {
    let puzzle = Puzzle::parse(text).ok()?;
    let n = puzzle.n;
    let mut order: Vec<char> = Vec::with_capacity(n);
    for line in text.lines().filter(|l| !l.trim().is_empty()).take(n) {
        for ch in line.trim_start_matches('\u{feff}').chars().take(n) {
            let ch = ch.to_ascii_uppercase();
            if !order.contains(&ch) {
                order.push(ch);
            }
        }
    }
    let as_given = order.iter().all(|&ch| ((ch as u8 - b'A') as usize) < n);
    (order.len() == n && !as_given).then_some(order)
}

/// The regions of a text, lettered A to the nth: n letters that are not
/// A to the nth (a colour's initial each, as some collections write them)
/// are lettered anew in reading order; other than n letters is refused.
fn reletter(regions: &mut [u8], n: usize) -> Result<(), PuzzleError> {
    let mut used: Vec<u8> = regions.to_vec();
    used.sort_unstable();
    used.dedup();
    if used.len() == n && usize::from(used[n - 1]) != n - 1 {
        let mut order: Vec<u8> = Vec::with_capacity(n);
        for &g in regions.iter() {
            if !order.contains(&g) {
                order.push(g);
            }
        }
        for g in regions.iter_mut() {
            *g = order.iter().position(|o| o == g).unwrap_or(0) as u8;
        }
    } else if used.len() != n {
        let used: Vec<usize> = used.into_iter().map(usize::from).collect();
        return Err(PuzzleError::RegionCount {
            found: used.len(),
            n,
            letters: Puzzle::letters(&used),
            last: char::from(b'A' + n as u8 - 1),
        });
    }
    Ok(())
}

/// The squares the marks' lines rule out (`lines` the n lines after the
/// map's empty line, which is line n + 1 of the text).
fn read_marks(lines: &[&str], n: usize, queens: &[Cell]) -> Result<Vec<Cell>, PuzzleError> {
    let mut crosses = Vec::new();
    for (r, line) in lines.iter().enumerate() {
        let number = n + 2 + r;
        let found = line.chars().count();
        for (c, ch) in line.chars().enumerate() {
            match ch {
                '.' => {}
                'x' | 'X' | '×' | '✕' if queens.contains(&(r, c)) => {
                    return Err(PuzzleError::CrossOnQueen {
                        line: number,
                        column: c + 1,
                    });
                }
                'x' | 'X' | '×' | '✕' if c < n => crosses.push((r, c)),
                'x' | 'X' | '×' | '✕' => {}
                _ => {
                    return Err(PuzzleError::NotAMark {
                        line: number,
                        column: c + 1,
                        what: shown(ch),
                    });
                }
            }
        }
        if found != n {
            return Err(PuzzleError::MarkRowLength {
                line: number,
                found,
                n,
            });
        }
    }
    Ok(crosses)
}
