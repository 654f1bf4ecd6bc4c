//! Queens on a torus counted by the steps between their rows.
//!
//! On a torus every attack is the same from every square, so the n² shifts
//! of a solution (rows and columns both) are solutions. Shifting the
//! columns puts the first row's queen in column 0: the total is n times
//! the solutions with a queen in the corner. Shifting the rows as well
//! brings any queen to the corner, so each of those is one of a cycle: the
//! solution read from row i on, column c_i taken for 0. Write a solution
//! as its *steps* d_i = c_{i+1} - c_i (mod n, the last one back to row
//! 0's queen); moving the start to row i turns the steps round by i. Of
//! each cycle the search keeps the turn whose steps come first in
//! dictionary order, whose first step is then the least: every later step
//! at least the first. That cuts most of the tree, for the first step is
//! small only in the few subtrees where few steps are barred. At a leaf,
//! the turns that start with the same step settle it, and the number of
//! distinct turns (the steps' period p, a divisor of n) is how many
//! corner solutions the kept one stands for: the total is n times the sum
//! of p.
//!
//! The masks are the classic search's: the columns taken and both
//! diagonals' squares in the next row, turned a column a row (a diagonal
//! leaving one side comes back on the other) instead of shifted.

use super::Topology;
use crate::control::{CANCEL_POLL, each_unit};
use crate::{control::Control, errors::EngineError};

use super::descent::random_kept;
use super::{Piece, Rules};

/// Queens on the torus of side n.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Torus {
    n: usize,
}

/// The deepest rows a unit fixes (row 0's queen is in the corner).
const MAX_UNIT_DEPTH: usize = 8;

/// A unit of work: the columns of rows 1 to `depth`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Unit {
    columns: [u8; MAX_UNIT_DEPTH],
    depth: u8,
}

impl Unit {
    /// What identifies the unit, for a split's checksums.
    pub(crate) fn fingerprint(&self) -> [u64; 5] {
        let mut packed = 0u64;
        for &c in &self.columns {
            packed = packed << 8 | u64::from(c);
        }
        [packed, u64::from(self.depth), 0, 0, 3]
    }
}

/// What a walk found: the solutions it stands for and the squares it
/// tried (its work, which the forecast times).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    pub(crate) total: u64,
    pub(crate) tried: u64,
}

/// A row as the walk holds it: the columns taken, both diagonals' squares
/// in it, and the last queen's column.
#[derive(Debug, Clone, Copy, Default)]
struct Row {
    cols: u64,
    left: u64,
    right: u64,
    column: usize,
}

impl Torus {
    /// The walk of the queens on a torus where it holds: a square torus
    /// of 5 to 63 with solutions (Pólya: n prime to 6; the others are
    /// answered at once).
    pub(crate) fn of(n: usize, rules: Rules) -> Option<Torus> {
        let square = rules.columns.is_none_or(|c| c == n);
        let queens = rules.piece == Piece::Queen && rules.topology == Topology::Torus && square;
        (queens && (5..=63).contains(&n) && !rules.known_empty(n)).then_some(Torus { n })
    }

    fn full(&self) -> u64 {
        (1u64 << self.n) - 1
    }

    /// `mask` turned `by` columns to the right (toward higher columns),
    /// round the torus.
    fn turned(&self, mask: u64, by: usize) -> u64 {
        let by = by % self.n;
        if by == 0 {
            return mask;
        }
        (mask << by | mask >> (self.n - by)) & self.full()
    }

    /// The row below `row` once a queen stands in `column` of it.
    fn below(&self, row: &Row, column: usize) -> Row {
        let bit = 1u64 << column;
        Row {
            cols: row.cols | bit,
            left: self.turned(row.left | bit, 1),
            right: self.turned(row.right | bit, self.n - 1),
            column,
        }
    }

    /// The squares of row `r` (1 or more) a queen may take: free of the
    /// rows above, a step of at least `first` from the last queen, and in
    /// the last row a step of at least `first` back to row 0's.
    fn free(&self, r: usize, row: &Row, first: usize) -> u64 {
        let n = self.n;
        let short = self.turned((1u64 << first) - 1, row.column);
        let mut free = self.full() & !(row.cols | row.left | row.right | short);
        if r == n - 1 {
            // Back to column 0 in n - c: at least `first` when c <= n - first.
            free &= (1u64 << (n - first + 1)) - 1;
        }
        free
    }

    /// Row 0's queen in the corner: the row below it.
    fn root(&self) -> Row {
        self.below(&Row::default(), 0)
    }

    /// The units of work: rows 1 to `depth` (fewer on a small board)
    /// placed every way, in the search's order.
    pub(crate) fn units(&self, depth: usize) -> Vec<Unit> {
        let depth = depth.clamp(1, (self.n - 2).min(MAX_UNIT_DEPTH));
        let mut units = Vec::new();
        let mut columns = Vec::with_capacity(depth);
        let root = self.root();
        // Row 1's column is the first step.
        for first in 2..self.n - 1 {
            if self.free(1, &root, first) & 1 << first == 0 {
                continue;
            }
            columns.push(first);
            self.grow(
                2,
                &self.below(&root, first),
                first,
                depth,
                &mut columns,
                &mut units,
            );
            columns.pop();
        }
        units
    }

    fn grow(
        &self,
        r: usize,
        row: &Row,
        first: usize,
        depth: usize,
        columns: &mut Vec<usize>,
        units: &mut Vec<Unit>,
    ) {
        if columns.len() == depth {
            let mut unit = Unit {
                columns: [0; MAX_UNIT_DEPTH],
                depth: depth as u8,
            };
            for (slot, &c) in unit.columns.iter_mut().zip(columns.iter()) {
                *slot = c as u8;
            }
            units.push(unit);
            return;
        }
        let mut free = self.free(r, row, first);
        while free != 0 {
            let column = free.trailing_zeros() as usize;
            free &= free - 1;
            columns.push(column);
            self.grow(
                r + 1,
                &self.below(row, column),
                first,
                depth,
                columns,
                units,
            );
            columns.pop();
        }
    }

    /// A unit's first step, the row below its last and that row's index.
    fn start(&self, unit: &Unit) -> (usize, Row, usize) {
        let mut row = self.root();
        let columns = &unit.columns[..usize::from(unit.depth)];
        for &c in columns {
            row = self.below(&row, usize::from(c));
        }
        (usize::from(columns[0]), row, columns.len() + 1)
    }

    /// The units a split into `parts` cuts: deep enough for sixteen a
    /// part or more where the board has them (a deterministic choice,
    /// the same on every machine).
    pub(crate) fn units_for(&self, parts: u64) -> Vec<Unit> {
        const ENOUGH: usize = 1 << 20;
        let mut depth = 1;
        loop {
            let units = self.units(depth);
            let deepest = depth >= (self.n - 2).min(MAX_UNIT_DEPTH);
            if deepest || units.len() as u64 >= parts.saturating_mul(16) || units.len() >= ENOUGH {
                return units;
            }
            depth += 1;
        }
    }

    /// What the `units` stand for, on every core (or `control.threads`):
    /// a part's count, or the whole count's over all the units.
    pub(crate) fn count_units(
        &self,
        units: &[Unit],
        control: &Control<'_>,
    ) -> Result<Tally, EngineError> {
        let tallies = each_unit(units, control, |unit| {
            self.walk_unit(unit, control, u64::MAX)
        })?;
        let mut tally = Tally::default();
        for found in tallies {
            tally.total += found.total;
            tally.tried += found.tried;
        }
        Ok(tally)
    }

    /// Every solution, on every core (or `control.threads`).
    pub(crate) fn count(&self, control: &Control<'_>) -> Result<Tally, EngineError> {
        self.count_units(&self.units(3), control)
    }

    /// The solutions below a unit (n times the sum of the kept ones'
    /// periods), stopped once about `limit` squares were tried (the
    /// forecast's timing) or when cancelled (an error then).
    pub(crate) fn walk_unit(
        &self,
        unit: &Unit,
        control: &Control<'_>,
        limit: u64,
    ) -> Result<Tally, EngineError> {
        let n = self.n;
        // A unit fixes rows 1 to n - 2 at most: the walk opens one row
        // or more.
        let (first, start, top) = self.start(unit);
        let mut columns = [0usize; 64];
        for (slot, &c) in columns[1..top].iter_mut().zip(&unit.columns) {
            *slot = usize::from(c);
        }
        let mut tally = Tally::default();
        let mut rows = [Row::default(); 64];
        let mut free = [0u64; 64];
        rows[top] = start;
        free[top] = self.free(top, &start, first);
        let mut r = top;
        let mut budget = CANCEL_POLL;
        loop {
            if free[r] == 0 {
                if r == top {
                    break;
                }
                r -= 1;
                continue;
            }
            let column = free[r].trailing_zeros() as usize;
            free[r] &= free[r] - 1;
            columns[r] = column;
            if r == n - 1 {
                tally.total += n as u64 * self.kept(&columns[..n], first);
                continue;
            }
            budget -= 1;
            if budget == 0 {
                budget = CANCEL_POLL;
                tally.tried += u64::from(CANCEL_POLL);
                if control.cancelled() {
                    return Err(EngineError::Cancelled);
                }
                if tally.tried >= limit {
                    return Ok(tally);
                }
            }
            let next = self.below(&rows[r], column);
            r += 1;
            rows[r] = next;
            free[r] = self.free(r, &next, first);
        }
        tally.tried += u64::from(CANCEL_POLL - budget);
        Ok(tally)
    }

    /// How many corner solutions the solution `columns` stands for: the
    /// period of its steps if they come first among their turns, else 0.
    fn kept(&self, columns: &[usize], first: usize) -> u64 {
        let n = self.n;
        let step = |i: usize| (columns[(i + 1) % n] + n - columns[i]) % n;
        for turn in 1..n {
            if step(turn) != first {
                continue;
            }
            for i in 0..n {
                let (mine, theirs) = (step(i), step((turn + i) % n));
                if theirs < mine {
                    return 0;
                }
                if theirs > mine {
                    break;
                }
                if i == n - 1 {
                    // The same steps from `turn` on: they repeat every
                    // `turn` rows, and that many turns differ.
                    return turn as u64;
                }
            }
        }
        n as u64
    }

    /// Knuth's estimate of the squares a unit's walk tries: random
    /// descents, choices seeded by `seed`.
    pub(crate) fn estimated_work(&self, unit: &Unit, seed: u64, probes: u32) -> f64 {
        let n = self.n;
        let (first, start, top) = self.start(unit);
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut total = 0.0;
        for _ in 0..probes {
            let (mut r, mut row, mut weight) = (top, start, 1.0);
            // The last row's squares are counted, not tried.
            while r + 1 < n {
                let free = self.free(r, &row, first);
                total += weight * f64::from(free.count_ones());
                let Some((bit, count)) = random_kept(free, &mut rng, |_| true) else {
                    break;
                };
                weight *= count as f64;
                row = self.below(&row, bit.trailing_zeros() as usize);
                r += 1;
            }
        }
        total / f64::from(probes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Topology;

    fn torus() -> Rules {
        Rules {
            topology: Topology::Torus,
            ..Rules::QUEENS
        }
    }

    #[test]
    fn the_steps_count_the_whole_walk() {
        // The kept cycles against every corner solution the rules' own
        // walk finds, for each n with solutions up to 17.
        for n in [5, 7, 11, 13, 17] {
            let torus_walk = Torus::of(n, torus()).unwrap();
            let walked =
                super::super::count_walked(n, torus(), false, &Control::default()).unwrap();
            let counted = torus_walk.count(&Control::default()).unwrap();
            assert_eq!(counted.total, walked.total, "n = {n}");
        }
    }

    #[test]
    fn the_terms_past_the_walk_are_the_oeis_ones() {
        // OEIS A051906, a(19) (the rules' walk took 6 s of CPU for it).
        let torus_walk = Torus::of(19, torus()).unwrap();
        assert_eq!(
            torus_walk.count(&Control::default()).unwrap().total,
            820_496
        );
    }

    #[test]
    fn a_unit_at_a_time_adds_up() {
        // OEIS A051906: 88 at 11, 4,524 at 13.
        for (n, known) in [(11, 88), (13, 4_524)] {
            let torus_walk = Torus::of(n, torus()).unwrap();
            for depth in 1..=4 {
                let total: u64 = torus_walk
                    .units(depth)
                    .iter()
                    .map(|u| {
                        torus_walk
                            .walk_unit(u, &Control::default(), u64::MAX)
                            .unwrap()
                            .total
                    })
                    .sum();
                assert_eq!(total, known, "n = {n}, depth {depth}");
            }
        }
    }

    #[test]
    fn a_solution_of_equal_steps_stands_for_itself() {
        // Column 2r on 5 and 3r on 7: every step the same, one turn.
        let five = Torus::of(5, torus()).unwrap();
        assert_eq!(five.kept(&[0, 2, 4, 1, 3], 2), 1);
        let seven = Torus::of(7, torus()).unwrap();
        assert_eq!(seven.kept(&[0, 3, 6, 2, 5, 1, 4], 3), 1);
    }

    #[test]
    fn only_queens_on_a_square_torus_with_solutions() {
        assert!(Torus::of(6, torus()).is_none());
        assert!(Torus::of(7, Rules::QUEENS).is_none());
        let superqueens = Rules {
            piece: Piece::Superqueen,
            ..torus()
        };
        assert!(Torus::of(7, superqueens).is_none());
    }
}
