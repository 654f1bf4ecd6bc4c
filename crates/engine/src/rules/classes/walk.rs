//! The walk below a unit, the hot loop of the superqueens' count, and
//! the estimate of its cost that a split shares out.

use crate::Control;
use crate::control::CANCEL_POLL;
use crate::rules::forecast::random_kept;

use super::{Classes, Frame, MAX_UNIT_DEPTH, Start, Tally, Unit};

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
    /// many units and their estimates' errors even out; past two million
    /// units (some million parts), no deeper.
    pub(crate) fn units_for(&self, parts: u64) -> Vec<Unit> {
        const ENOUGH: usize = 1 << 21;
        let mut depth = 3;
        loop {
            let units = self.units(depth);
            let deepest = depth >= self.n.min(MAX_UNIT_DEPTH);
            if deepest || units.len() as u64 >= parts.saturating_mul(16) || units.len() >= ENOUGH {
                return units;
            }
            depth += 1;
        }
    }

    /// Descents for each of `units` units' estimates: fewer where there
    /// are many, so that a split of many parts costs seconds, not hours.
    pub(crate) fn probes_for(units: usize) -> u32 {
        ((1usize << 22) / units.max(1)).clamp(4, 32) as u32
    }

    /// Knuth's estimate of the squares a unit's walk tries (its cost):
    /// random descents through the children the walk keeps (its
    /// look-ahead's), with choices seeded by `seed` (so the same on every
    /// machine).
    pub(crate) fn estimated_work(&self, unit: &Unit, seed: u64, probes: u32) -> f64 {
        let n = self.n;
        let frame = self.frame(unit.start);
        let mut rng = fastrand::Rng::with_seed(seed);
        let (mut cols, mut left, mut right, mut last, mut before) = (0u64, 0u64, 0u64, 0u64, 0u64);
        for bit in unit.rows() {
            (cols, left, right) = (cols | bit, (left | bit) << 1, (right | bit) >> 1);
            (before, last) = (last, bit);
        }
        let start = (usize::from(unit.depth), cols, left, right, last, before);
        let mut total = 0.0;
        for _ in 0..probes {
            let (mut row, mut cols, mut left, mut right, mut last, mut before) = start;
            let mut weight = 1.0;
            // The last row's squares are counted, not tried.
            while row + 1 < n {
                let free = self.free(&frame, row, cols, left | right, last, before);
                total += weight * f64::from(free.count_ones());
                let keep = |bit: u64| {
                    let mut ahead = cols | bit | (left | bit) << 2 | (right | bit) >> 2;
                    if self.knight {
                        ahead |= bit << 1 | bit >> 1;
                    }
                    row + 2 >= n || self.full() & !ahead != 0
                };
                let Some((bit, count)) = random_kept(free, &mut rng, keep) else {
                    break;
                };
                weight *= count as f64;
                (cols, left, right) = (cols | bit, (left | bit) << 1, (right | bit) >> 1);
                (before, last) = (last, bit);
                row += 1;
            }
        }
        total / f64::from(probes)
    }
}
