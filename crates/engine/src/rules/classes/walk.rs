//! The walk below a unit, the hot loop of the superqueens' count, and
//! the estimate of its cost that a split shares out.

use crate::Control;
use crate::control::CANCEL_POLL;

use super::{Classes, Frame, Start, Tally, Unit};

/// One unit's walk: the pieces placed so far and what they found.
pub(super) struct Walk<'w, 'c> {
    pub(super) classes: &'w Classes,
    pub(super) frame: &'w Frame,
    /// The piece of each row placed, one bit.
    pub(super) bits: [u64; 64],
    pub(super) tally: Tally,
    /// Nodes left before the next look at the cancel flag.
    pub(super) budget: u32,
    pub(super) control: &'w Control<'c>,
    /// The squares to try at most (checked with the cancel flag).
    pub(super) limit: u64,
}

impl Walk<'_, '_> {
    /// Walks the rows from `row` down, given the columns taken, both
    /// diagonals shifted to this row and the last two rows' pieces.
    /// Returns true when the walk stopped early, cancelled or past its
    /// limit (a bool, where a `Result` would be written out at every
    /// node).
    pub(super) fn below(
        &mut self,
        row: usize,
        cols: u64,
        left: u64,
        right: u64,
        last: u64,
        before: u64,
    ) -> bool {
        let classes = self.classes;
        let n = classes.n;
        let mut free = classes.free(self.frame, row, cols, left | right, last, before);
        if row + 1 == n {
            self.last_row(free);
            return false;
        }
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.budget -= 1;
            if self.budget == 0 {
                self.budget = CANCEL_POLL;
                self.tally.tried += u64::from(CANCEL_POLL);
                if self.control.cancelled() || self.tally.tried >= self.limit {
                    return true;
                }
            }
            let (cols, left, right) = (cols | bit, (left | bit) << 1, (right | bit) >> 1);
            // Two rows ahead, under the pieces placed so far: no square
            // there, no solution here, a cheap test that spares most dead
            // ends a call.
            let mut ahead = cols | left << 1 | right >> 1;
            if classes.knight {
                ahead |= bit << 1 | bit >> 1;
            }
            if row + 2 < n && classes.full() & !ahead == 0 {
                continue;
            }
            self.bits[row] = bit;
            if self.below(row + 1, cols, left, right, bit, last) {
                return true;
            }
        }
        false
    }

    /// The last row's free squares: each a solution.
    pub(super) fn last_row(&mut self, mut free: u64) {
        let n = self.classes.n;
        if let Start::Corner(_) = self.frame.start {
            for _ in 0..free.count_ones() {
                self.tally.one(8);
            }
            return;
        }
        while free != 0 {
            self.bits[n - 1] = free & free.wrapping_neg();
            free ^= self.bits[n - 1];
            self.classes
                .leaf(self.frame, &self.bits[..n], &mut self.tally);
        }
    }
}

impl Classes {
    /// The units a split into `parts` cuts: the first depth (3 rows or
    /// more) with at least 16 units a part, so that each part's share is
    /// many units and their estimates' errors even out.
    pub(crate) fn units_for(&self, parts: u64) -> Vec<Unit> {
        let mut depth = 3;
        loop {
            let units = self.units(depth);
            if depth >= self.n || units.len() as u64 >= parts.saturating_mul(16) {
                return units;
            }
            depth += 1;
        }
    }

    /// Whether the walk keeps the node of these rows: the row after its
    /// next still has a square free of their columns, their diagonals and
    /// the last piece's knight jump (the walk's look-ahead).
    fn leaves_ahead(&self, rows: &[u64]) -> bool {
        let target = rows.len() + 1;
        if target >= self.n {
            return true;
        }
        let mut taken = 0;
        for (r, &bit) in rows.iter().enumerate() {
            let down = target - r;
            taken |= bit | bit << down | bit >> down;
        }
        if self.knight {
            let last = rows[rows.len() - 1];
            taken |= last << 1 | last >> 1;
        }
        self.full() & !taken != 0
    }

    /// Knuth's estimate of the squares a unit's walk tries (its cost):
    /// random descents through the children the walk keeps, with choices
    /// seeded by `seed` (so the same on every machine).
    pub(crate) fn estimated_work(&self, unit: &Unit, seed: u64, probes: u32) -> f64 {
        let n = self.n;
        let frame = self.frame(unit.start);
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut total = 0.0;
        let mut rows = Vec::with_capacity(n);
        for _ in 0..probes {
            rows.clear();
            rows.extend_from_slice(&unit.rows);
            let mut weight = 1.0;
            // The last row's squares are counted, not tried.
            while rows.len() + 1 < n {
                let free = self.free_below(&frame, &rows);
                total += weight * f64::from(free.count_ones());
                // The children the walk keeps.
                let mut kept = [0u64; 64];
                let mut count = 0;
                let mut rest = free;
                while rest != 0 {
                    let bit = rest & rest.wrapping_neg();
                    rest ^= bit;
                    rows.push(bit);
                    let ahead = self.leaves_ahead(&rows);
                    rows.pop();
                    if ahead {
                        kept[count] = bit;
                        count += 1;
                    }
                }
                if count == 0 {
                    break;
                }
                weight *= count as f64;
                rows.push(kept[rng.usize(0..count)]);
            }
        }
        total / f64::from(probes)
    }
}
