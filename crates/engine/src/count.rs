//! Counting without building boards: bitmask search split into many
//! independent subproblems run on all cores, with progress and cancel.

use rayon::prelude::*;

use super::constellation::{Lines, constellations};
use super::control::{Control, Pieces, Poll, in_pool};
use crate::errors::check_search_side;
use crate::limits::full_mask;
use crate::{errors::EngineError, limits::MAX_SEARCH_N};

/// What a count of n under some rules found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Counts {
    pub n: usize,
    /// Every solution.
    pub total: u64,
    /// The solutions up to the rules' symmetries ([`crate::rules::Rules::group`]), when
    /// asked for.
    pub fundamental: Option<u64>,
    /// The nodes of the row-by-row tree, the root included, where the count
    /// walks that tree (the classic queens' counter does not).
    pub nodes: Option<u64>,
}

/// The number of solutions of n, on all cores (or `control.threads`).
///
/// ```
/// use nqueens_engine::{count_solutions, Control};
/// assert_eq!(count_solutions(8, Control::default()).unwrap(), 92);
/// ```
pub fn count_solutions(n: usize, control: Control<'_>) -> Result<u64, EngineError> {
    check_search_side(n)?;
    if n < 4 {
        // Too small for border constellations; 1 for n = 1, else none.
        return Ok(u64::from(n == 1));
    }
    if super::halves::RANGE.contains(&n) {
        return super::halves::count(n, &control);
    }
    count_by_constellations(n, control)
}

/// The number of solutions of n by the tightest-line search of each
/// border constellation: what [`count_solutions`] runs past n = 24, and
/// what it ran everywhere before the half-board counter (public for the
/// benchmark, which times both).
///
/// ```
/// use nqueens_engine::{count_by_constellations, Control};
/// assert_eq!(count_by_constellations(10, Control::default()).unwrap(), 724);
/// ```
pub fn count_by_constellations(n: usize, control: Control<'_>) -> Result<u64, EngineError> {
    check_search_side(n)?;
    if n < 4 {
        return Ok(u64::from(n == 1));
    }
    let tasks = constellations(n);
    let pieces = Pieces::new(tasks.len());
    let run = || {
        tasks
            .par_iter()
            .map(|t| {
                let found = count_constellation(&t.start, &control)?;
                pieces.one_done(&control);
                Ok::<_, EngineError>(found * t.weight)
            })
            .try_reduce(|| 0, |a, b| Ok(a + b))
    };
    in_pool(control.threads, run)?
}

impl Counts {
    /// The number asked for: the fundamental count where one was made,
    /// else the total.
    pub fn asked(&self) -> u64 {
        self.fundamental.unwrap_or(self.total)
    }
}

/// The classic queens' counts: the half-board counter or the
/// constellations for the total, Burnside's lemma for the classes.
pub(crate) fn classic_counts(
    n: usize,
    unique: bool,
    control: &Control<'_>,
) -> Result<Counts, EngineError> {
    let total = count_solutions(n, *control)?;
    let fundamental = if !unique {
        None
    } else if n == 1 {
        Some(1)
    } else {
        // Burnside's lemma: for n >= 2 no solution is fixed by a
        // reflection, so the number of orbits is (T + P + 2R) / 8, with P
        // and R the solutions fixed by the half turn and by the quarter turn.
        let half_turn = count_symmetric(n, Turn::Half, control)?;
        let quarter_turn = count_symmetric(n, Turn::Quarter, control)?;
        Some((total + half_turn + 2 * quarter_turn) / 8)
    };
    Ok(Counts {
        n,
        total,
        fundamental,
        nodes: None,
    })
}

/// Solutions of one constellation.
///
/// The search fills the line (row or column) with the fewest free squares
/// first, and gives up on a board as soon as any line has none: every row
/// and every column needs a queen. For n = 16 that visits 41 million boards,
/// against 75 million when only rows are chosen. The recursion is at most n
/// deep.
pub(super) fn count_constellation(
    start: &Lines,
    control: &Control<'_>,
) -> Result<u64, EngineError> {
    if control.cancelled() {
        return Err(EngineError::Cancelled);
    }
    if start.rows_left == 0 {
        return Ok(1);
    }
    let mut search = LineSearch::new(start.n, control);
    let found = search.count(start);
    if search.cancelled {
        return Err(EngineError::Cancelled);
    }
    Ok(found)
}

/// The tightest-line-first search of [`count_constellation`].
struct LineSearch<'a, 'c> {
    /// Sort keys of the rows and the columns, lowest first among lines with
    /// as many free squares: the line nearest the middle of the board (41
    /// million boards for n = 16, against 45 million when the lowest index
    /// comes first), then rows before columns, then the lowest index. The
    /// low 5 bits are the index and bit 5 marks a column.
    row_keys: [u32; MAX_SEARCH_N],
    column_keys: [u32; MAX_SEARCH_N],
    poll: Poll<'a, 'c>,
    /// Set once the poll sees a cancel; the search then unwinds at once.
    /// (A plain count, not a `Result`, comes back from each level: 4%
    /// faster.)
    cancelled: bool,
}

/// Where the free squares go in a line's sort key.
const COUNT_SHIFT: u32 = 12;
const COLUMN_FLAG: u32 = 32;
const INDEX_BITS: u32 = 31;

impl<'a, 'c> LineSearch<'a, 'c> {
    fn new(n: usize, control: &'a Control<'c>) -> Self {
        let mut row_keys = [0; MAX_SEARCH_N];
        let mut column_keys = [0; MAX_SEARCH_N];
        for index in 0..n as u32 {
            let from_middle = (2 * index).abs_diff(n as u32 - 1);
            row_keys[index as usize] = from_middle << 6 | index;
            column_keys[index as usize] = from_middle << 6 | COLUMN_FLAG | index;
        }
        LineSearch {
            row_keys,
            column_keys,
            poll: Poll::new(control),
            cancelled: false,
        }
    }

    /// Solutions that complete a board with at least one row left (0 once
    /// cancelled).
    fn count(&mut self, lines: &Lines) -> u64 {
        if self.poll.tick().is_err() {
            self.cancelled = true;
        }
        if self.cancelled {
            return 0;
        }
        // As many rows as columns are left: one loop walks both, which runs
        // faster than two, and the minimum is taken without a branch.
        let mut tightest = u32::MAX;
        let (mut rows, mut columns) = (lines.rows_left, lines.columns_left);
        while rows != 0 {
            let row = rows.trailing_zeros() as usize;
            let column = columns.trailing_zeros() as usize;
            rows &= rows - 1;
            columns &= columns - 1;
            let in_row = lines.free_in_row(row).count_ones();
            let in_column = lines.free_in_column(column).count_ones();
            tightest = tightest
                .min(in_row << COUNT_SHIFT | self.row_keys[row])
                .min(in_column << COUNT_SHIFT | self.column_keys[column]);
        }
        let fewest = tightest >> COUNT_SHIFT;
        if fewest == 0 {
            return 0;
        }
        let rows_left = lines.rows_left;
        if rows_left & (rows_left - 1) == 0 {
            // The last queen: each free square is a solution.
            return u64::from(fewest);
        }
        let line = (tightest & INDEX_BITS) as usize;
        let is_row = tightest & COLUMN_FLAG == 0;
        let mut choices = if is_row {
            lines.free_in_row(line)
        } else {
            lines.free_in_column(line)
        };
        let mut found = 0;
        while choices != 0 {
            let other = choices.trailing_zeros() as usize;
            choices &= choices - 1;
            let next = if is_row {
                lines.place(line, other)
            } else {
                lines.place(other, line)
            };
            found += self.count(&next);
        }
        found
    }
}

/// Which rotation a symmetric solution must be fixed by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    Half,
    Quarter,
}

/// The solutions fixed by a half or quarter turn, by a search that places a
/// whole orbit of squares at once (so it explores a board of about n/2 or
/// n/4 independent rows).
pub fn count_symmetric(n: usize, turn: Turn, control: &Control<'_>) -> Result<u64, EngineError> {
    check_search_side(n)?;
    let mut search = SymmetricSearch {
        n,
        turn,
        rows: 0,
        cols: 0,
        diags: 0,
        antis: 0,
        poll: Poll::new(control),
    };
    search.run(0)
}

struct SymmetricSearch<'a, 'c> {
    n: usize,
    turn: Turn,
    rows: u64,
    cols: u64,
    diags: u64,
    antis: u64,
    poll: Poll<'a, 'c>,
}

impl SymmetricSearch<'_, '_> {
    fn run(&mut self, from_row: usize) -> Result<u64, EngineError> {
        let Some(row) = (from_row..self.n).find(|&r| self.rows & (1 << r) == 0) else {
            return Ok(1);
        };
        self.poll.tick()?;
        let mut found = 0;
        for col in 0..self.n {
            let saved = (self.rows, self.cols, self.diags, self.antis);
            if self.place_orbit(row, col) {
                found += self.run(row + 1)?;
            }
            (self.rows, self.cols, self.diags, self.antis) = saved;
        }
        Ok(found)
    }

    /// Places (row, col) and its images; false if any of them clashes.
    fn place_orbit(&mut self, row: usize, col: usize) -> bool {
        let n = self.n;
        let last = n - 1;
        let mut orbit = [(row, col); 4];
        let size = match self.turn {
            Turn::Half => {
                orbit[1] = (last - row, last - col);
                2
            }
            Turn::Quarter => {
                orbit[1] = (col, last - row);
                orbit[2] = (last - row, last - col);
                orbit[3] = (last - col, row);
                4
            }
        };
        for (i, &(r, c)) in orbit[..size].iter().enumerate() {
            if orbit[..i].contains(&(r, c)) {
                continue;
            }
            let (rb, cb) = (1u64 << r, 1u64 << c);
            let (db, ab) = (1u64 << (r + last - c), 1u64 << (r + c));
            if self.rows & rb != 0
                || self.cols & cb != 0
                || self.diags & db != 0
                || self.antis & ab != 0
            {
                return false;
            }
            self.rows |= rb;
            self.cols |= cb;
            self.diags |= db;
            self.antis |= ab;
        }
        true
    }
}

/// The size of the row-by-row backtracking tree and its leaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TreeStats {
    /// Nodes of the tree, root included: every consistent partial placement
    /// of the first rows.
    pub nodes: u64,
    pub solutions: u64,
}

/// Nodes and solutions of the textbook search tree (2057 and 92 for n = 8),
/// one subtree per first-row queen, mirror images counted once.
///
/// ```
/// use nqueens_engine::{tree_stats, Control};
/// let stats = tree_stats(4, Control::default()).unwrap();
/// assert_eq!((stats.nodes, stats.solutions), (17, 2));
/// ```
pub fn tree_stats(n: usize, control: Control<'_>) -> Result<TreeStats, EngineError> {
    check_search_side(n)?;
    let full = full_mask(n);
    let half = n / 2;
    // (first-row column, weight): mirror pairs counted once, twice over.
    let firsts: Vec<(usize, u64)> = (0..half)
        .map(|c| (c, 2))
        .chain((n % 2 == 1).then_some((half, 1)))
        .collect();
    let pieces = Pieces::new(firsts.len());
    let run = || {
        firsts
            .par_iter()
            .map(|&(c, weight)| {
                let bit = 1u32 << c;
                let sub = subtree(n, full, 1, bit, (bit << 1) & full, bit >> 1, &control)?;
                pieces.one_done(&control);
                Ok::<_, EngineError>((sub.nodes * weight, sub.solutions * weight))
            })
            .try_reduce(|| (0, 0), |a, b| Ok((a.0 + b.0, a.1 + b.1)))
    };
    let (nodes_below_root, solutions) = in_pool(control.threads, run)??;
    Ok(TreeStats {
        nodes: 1 + nodes_below_root,
        solutions,
    })
}

/// Nodes (the node itself included) and leaves of the subtree of a node
/// whose next row is `row`.
fn subtree(
    n: usize,
    full: u32,
    row: usize,
    cols: u32,
    dr: u32,
    dl: u32,
    control: &Control<'_>,
) -> Result<TreeStats, EngineError> {
    let mut stack = vec![(row, cols, dr, dl)];
    let mut nodes = 1u64;
    let mut solutions = 0u64;
    let mut poll = Poll::new(control);
    while let Some((r, c, d, l)) = stack.pop() {
        if r == n {
            solutions += 1;
            continue;
        }
        poll.tick()?;
        let mut avail = full & !(c | d | l);
        while avail != 0 {
            let bit = avail & avail.wrapping_neg();
            avail ^= bit;
            nodes += 1;
            stack.push((r + 1, c | bit, ((d | bit) << 1) & full, (l | bit) >> 1));
        }
    }
    Ok(TreeStats { nodes, solutions })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, Ordering};

    use crate::{kernels::count, known::KNOWN_COUNTS, rules::Rules};

    /// Fundamental solutions (OEIS A002562).
    const A002562: [u64; 17] = [
        1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939,
    ];

    #[test]
    fn counts_match_the_reference_for_1_to_17() {
        // The half-board counter from 12 on, the constellations below.
        for n in 1..=17 {
            let counts = count(
                &crate::problem::Problem::new(n, Rules::QUEENS).unwrap(),
                true,
                &Control::default(),
            )
            .unwrap();
            assert_eq!(counts.total, KNOWN_COUNTS[n - 1], "total for n = {n}");
            assert_eq!(
                counts.fundamental,
                Some(A002562[n - 1]),
                "fundamental for n = {n}"
            );
        }
    }

    #[test]
    fn the_constellation_counter_matches_the_reference_too() {
        // It counts past 24 and splits parts there: checked where the
        // half-board counter has taken over.
        for n in 1..=15 {
            assert_eq!(
                count_by_constellations(n, Control::default()),
                Ok(KNOWN_COUNTS[n - 1]),
                "n = {n}"
            );
        }
    }

    #[test]
    fn one_thread_counts_the_same() {
        let one = Control {
            threads: Some(1),
            ..Control::default()
        };
        assert_eq!(count_solutions(10, one).unwrap(), 724);
    }

    #[test]
    fn tree_nodes_match_the_reference() {
        for (n, &nodes) in (1..).zip(&crate::known::TREE_NODES) {
            assert_eq!(
                tree_stats(n, Control::default()).unwrap().nodes,
                nodes,
                "nodes for n = {n}"
            );
        }
    }

    #[test]
    fn a_set_cancel_flag_stops_at_once() {
        let cancel = AtomicBool::new(true);
        let control = Control {
            cancel: Some(&cancel),
            ..Control::default()
        };
        assert_eq!(count_solutions(18, control), Err(EngineError::Cancelled));
        assert_eq!(tree_stats(18, control), Err(EngineError::Cancelled));
    }

    #[test]
    fn a_cancel_mid_count_stops_the_count() {
        // n = 20 takes minutes; cancelling as soon as the first border set
        // is done must end it with Cancelled, well before the last one.
        let cancel = AtomicBool::new(false);
        let furthest = std::sync::Mutex::new(0.0f64);
        let on_progress = |f: f64| {
            let mut furthest = furthest.lock().unwrap();
            *furthest = furthest.max(f);
            cancel.store(true, Ordering::Relaxed);
        };
        let control = Control {
            cancel: Some(&cancel),
            progress: Some(&on_progress),
            ..Control::default()
        };
        assert_eq!(count_solutions(20, control), Err(EngineError::Cancelled));
        assert!(*furthest.lock().unwrap() < 0.5);
    }

    #[test]
    fn progress_reaches_one() {
        let last = std::sync::Mutex::new(0.0f64);
        let record = |f: f64| {
            let mut l = last.lock().unwrap();
            *l = l.max(f);
        };
        let control = Control {
            progress: Some(&record),
            ..Control::default()
        };
        count_solutions(11, control).unwrap();
        assert_eq!(*last.lock().unwrap(), 1.0);
    }
}
