//! The walk below a unit, the hot loop of the superqueens' count, and
//! the estimate of its cost that a split shares out.

use crate::control::CANCEL_POLL;
use crate::control::Control;
use crate::rules::descent::random_kept;

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
    /// Walks the rows from `start` down. Returns true when the walk
    /// stopped early, cancelled or past its limit (a bool, where a
    /// `Result` would be written out at every node).
    pub(super) fn below(&mut self, start: Rows) -> bool {
        if !self.classes.knight {
            return self.rows::<false>(start);
        }
        #[cfg(target_arch = "x86_64")]
        #[allow(unsafe_code)]
        {
            if std::is_x86_feature_detected!("bmi1")
                && std::is_x86_feature_detected!("bmi2")
                && std::is_x86_feature_detected!("lzcnt")
                && std::is_x86_feature_detected!("popcnt")
            {
                // SAFETY: the processor has all four, checked just
                // above; that is the only requirement of a
                // `target_feature` function.
                return unsafe { self.rows_bmi(start) };
            }
        }
        self.rows::<true>(start)
    }

    /// The superqueens' walk compiled with BMI1, BMI2 and LZCNT
    /// (x86-64-v3's bit instructions, which the build's x86-64-v2 lacks):
    /// the ends of a row's span and the range between them in an
    /// instruction or two each, about 10% less time at n = 17.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi1,bmi2,lzcnt,popcnt")]
    fn rows_bmi(&mut self, start: Rows) -> bool {
        self.rows::<true>(start)
    }

    /// [`Walk::below`] for superqueens (`KNIGHT`) or queens: a loop over
    /// a stack of rows, not a call a square (5% less time at n = 17).
    #[inline(always)]
    fn rows<const KNIGHT: bool>(&mut self, start: Rows) -> bool {
        let classes = self.classes;
        let frame = self.frame;
        let n = classes.n;
        let full = classes.full();
        let top = start.row;
        let first = classes.opened::<KNIGHT>(
            frame,
            top,
            (start.cols, start.left, start.right),
            start.last,
            start.before,
        );
        if top + 1 == n {
            self.last_row(first);
            return false;
        }
        // Each row's squares left to try, columns and diagonals; the
        // pieces are `self.bits`.
        let mut free = [0u64; 64];
        let mut cols = [0u64; 64];
        let mut left = [0u64; 64];
        let mut right = [0u64; 64];
        free[top] = first;
        (cols[top], left[top], right[top]) = (start.cols, start.left, start.right);
        let mut row = top;
        loop {
            let options = free[row];
            if options == 0 {
                if row == top {
                    return false;
                }
                row -= 1;
                continue;
            }
            let bit = options & options.wrapping_neg();
            free[row] = options ^ bit;
            self.budget -= 1;
            if self.budget == 0 {
                self.budget = CANCEL_POLL;
                self.tally.tried += u64::from(CANCEL_POLL);
                if self.control.cancelled() || self.tally.tried >= self.limit {
                    return true;
                }
            }
            let (c, l, r) = (
                cols[row] | bit,
                (left[row] | bit) << 1,
                (right[row] | bit) >> 1,
            );
            let last = if row >= 1 {
                self.bits[row - 1]
            } else {
                start.last
            };
            self.bits[row] = bit;
            if row + 2 == n {
                let knight = if KNIGHT { knight_reach(bit, last) } else { 0 };
                let rest = full & !(c | l | r | knight | frame.exclude[n - 1]);
                if rest != 0 {
                    self.last_row(rest);
                }
                continue;
            }
            // The queens' dead ends are found a square at a time (two
            // rows ahead, under the pieces placed so far: no square
            // there, no solution here); the superqueens' were taken out
            // when the row opened.
            if !KNIGHT && full & !(c | l << 1 | r >> 1) == 0 {
                continue;
            }
            let next = classes.opened::<KNIGHT>(frame, row + 1, (c, l, r), bit, last);
            if next == 0 {
                continue;
            }
            row += 1;
            (free[row], cols[row], left[row], right[row]) = (next, c, l, r);
        }
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

/// Where a walk starts: its row, the columns taken above it, both
/// diagonals shifted to it and the last two rows' pieces.
pub(super) struct Rows {
    pub(super) row: usize,
    pub(super) cols: u64,
    pub(super) left: u64,
    pub(super) right: u64,
    pub(super) last: u64,
    pub(super) before: u64,
}

/// The squares of the row below `bit`'s that knights on `bit` (one row
/// up) and `last` (two rows up) jump to.
#[inline(always)]
fn knight_reach(bit: u64, last: u64) -> u64 {
    bit << 2 | bit >> 2 | last << 1 | last >> 1
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
                let free = if self.knight {
                    self.opened::<true>(&frame, row, (cols, left, right), last, before)
                } else {
                    self.free(&frame, row, cols, left | right, last, before)
                };
                total += weight * f64::from(free.count_ones());
                // The children the walk opens.
                let keep = |bit: u64| {
                    let lines = (cols | bit, (left | bit) << 1, (right | bit) >> 1);
                    if self.knight {
                        return row + 2 >= n
                            || self.opened::<true>(&frame, row + 1, lines, bit, last) != 0;
                    }
                    let ahead = cols | bit | (left | bit) << 2 | (right | bit) >> 2;
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

impl Classes {
    /// The squares a walk tries in `row`, given the columns and both
    /// diagonals taken there (`lines`) and the last two rows' pieces: the
    /// free squares, less the superqueens' dead ends.
    #[inline(always)]
    pub(super) fn opened<const KNIGHT: bool>(
        &self,
        frame: &Frame,
        row: usize,
        lines: (u64, u64, u64),
        last: u64,
        before: u64,
    ) -> u64 {
        let (cols, left, right) = lines;
        let free = self.free_for::<KNIGHT>(frame, row, cols, left | right, last, before);
        if KNIGHT {
            free & !self.dead_ends(frame, row, cols, left, right, last)
        } else {
            free
        }
    }

    /// Of a superqueens' row opened with `cols`, its diagonals `left` and
    /// `right` and the piece `last` above, the squares whose piece would
    /// leave the next row or the one after it no square. A piece takes
    /// the five squares around its column in both (its column, its
    /// diagonals, its knight's jumps), so a row dies exactly when all its
    /// free squares lie within two columns of the piece: one test a row,
    /// where a test a square was a branch the processor could not
    /// foresee.
    #[inline(always)]
    pub(super) fn dead_ends(
        &self,
        frame: &Frame,
        row: usize,
        cols: u64,
        left: u64,
        right: u64,
        last: u64,
    ) -> u64 {
        let n = self.n;
        let full = self.full();
        let mut dead = 0;
        if row + 1 < n {
            let next = cols | left << 1 | right >> 1 | last << 1 | last >> 1;
            dead |= within_two(full & !(next | frame.exclude[row + 1]));
        }
        if row + 2 < n {
            dead |= within_two(full & !(cols | left << 2 | right >> 2));
        }
        dead
    }
}

/// The columns whose five squares around them (two each side) hold all
/// of `squares`: every column when there are none.
#[inline(always)]
fn within_two(squares: u64) -> u64 {
    // Columns high - 2 to low + 2, no branch: a span wider than five
    // columns gives an empty range, no squares (low 64, high -1) all.
    let low = i64::from(squares.trailing_zeros());
    let high = 63 - i64::from(squares.leading_zeros());
    let (from, to) = ((high - 2).max(0), (low + 2).min(63));
    (u64::MAX >> (63 - to)) & (u64::MAX << from)
}
