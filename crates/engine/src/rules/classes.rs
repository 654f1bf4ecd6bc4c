//! Superqueens on the square board counted one class at a time: of the 8
//! images of a solution under the square's turns and reflections, the
//! search walks only those that can be its class's representative, and
//! weighs each representative by its class's size. Against the mirror
//! alone (which halves the tree) this walks about a quarter as much.
//!
//! A representative is found by its edges. No two corners can both hold a
//! piece (two corners share a row, a column or a diagonal), so a class
//! either has a piece in a corner, and then one of its images has it in
//! the top-left corner, or it has none, and then an image brings the edge
//! piece nearest to a corner to the top row, that many columns from the
//! left. The search fixes the top rows accordingly and keeps every other
//! edge piece at least as far from its corners, the rules the classic
//! "Takaken" search gives the queens; a representative with pieces at the
//! same distance on two edges is picked at its leaf, as the least column
//! list of its images with the same top row. The queens' moves and the
//! knight's alike are the same seen from any of the 8 images, so the
//! reasoning holds for queens and superqueens both.

use super::Topology;
use crate::control::{CANCEL_POLL, each_unit};
use crate::{control::Control, errors::EngineError};

use super::{Piece, Rules};

mod walk;
use walk::Walk;

/// How the representatives of the classes are walked: one start for each
/// first rows they can have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Start {
    /// A piece in the top-left corner, the second row's in column `b`
    /// (2 or more): its transpose has the second row's piece in the row
    /// of its own column-1 piece, so that column stays empty above row
    /// `b` (the two cannot both be at `b`: they would share a diagonal).
    /// Such a class has 8 images, and exactly one is walked.
    Corner(usize),
    /// The top row's piece `m` columns from the left corner (1 or more,
    /// left of the middle), and every other edge piece at least `m` from
    /// its corners.
    Edge(usize),
}

/// What a walk of representatives found: the solutions (each
/// representative weighs its class's size), the classes, and the
/// solutions fixed by the half turn and by the quarter turn (Burnside's
/// lemma gives the classes from these for a count in parts).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    pub(crate) total: u64,
    pub(crate) classes: u64,
    pub(crate) half_turn: u64,
    pub(crate) quarter_turn: u64,
    /// The squares the walk tried: its work, which the split's estimates
    /// and the forecast are held against.
    pub(crate) tried: u64,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, other: Tally) {
        self.total += other.total;
        self.classes += other.classes;
        self.half_turn += other.half_turn;
        self.quarter_turn += other.quarter_turn;
        self.tried += other.tried;
    }
}

impl Tally {
    /// A representative of a class of `size` solutions.
    fn one(&mut self, size: u64) {
        self.classes += 1;
        self.total += size;
        // No reflection fixes a solution of two rows or more: a class of
        // 4 is fixed by the half turn, one of 2 by every turn.
        if size <= 4 {
            self.half_turn += size;
        }
        if size <= 2 {
            self.quarter_turn += size;
        }
    }
}

/// The square board of side n, with the knight's jumps (superqueens) or
/// without (queens: the tests hold it against their known counts).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Classes {
    n: usize,
    knight: bool,
}

/// One start's rules, row by row.
struct Frame {
    start: Start,
    /// Squares each row may not take besides the attacked ones.
    exclude: [u64; 64],
    /// The row `n - 1 - m` of an edge start: of the two side columns,
    /// the ones still empty must be taken there or never.
    meeting: usize,
}

/// The deepest a unit reaches: its first rows' columns are kept in as
/// many bytes (a split of a million parts holds millions of units).
pub(crate) const MAX_UNIT_DEPTH: usize = 8;

/// A unit of work: a start and the pieces of its first rows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Unit {
    pub(crate) start: Start,
    columns: [u8; MAX_UNIT_DEPTH],
    depth: u8,
}

impl Unit {
    fn new(start: Start, rows: &[u64]) -> Unit {
        let mut columns = [0; MAX_UNIT_DEPTH];
        for (c, bit) in columns.iter_mut().zip(rows) {
            *c = bit.trailing_zeros() as u8;
        }
        Unit {
            start,
            columns,
            depth: rows.len() as u8,
        }
    }

    /// The pieces of its first rows, a bit each.
    pub(crate) fn rows(&self) -> impl Iterator<Item = u64> + '_ {
        self.columns[..usize::from(self.depth)]
            .iter()
            .map(|&c| 1u64 << c)
    }

    /// What identifies the unit, for a split's checksums.
    pub(crate) fn fingerprint(&self) -> [u64; 5] {
        let start = match self.start {
            Start::Corner(b) => b as u64,
            Start::Edge(m) => 1 << 32 | m as u64,
        };
        let cols = self.rows().fold(0, |a, b| a | b);
        let order = self
            .columns
            .iter()
            .fold(0u64, |h, &c| h.rotate_left(7) ^ u64::from(c));
        [start, u64::from(self.depth), cols, order, 2]
    }
}

impl Classes {
    /// The walk of the rules' classes, where it is the best: superqueens
    /// on a plane square board (the classic queens have faster kernels).
    pub(crate) fn of(n: usize, rules: Rules) -> Option<Classes> {
        let square = rules.columns.is_none_or(|c| c == n);
        let plane = rules.topology == Topology::Plane;
        (rules.piece == Piece::Superqueen && square && plane)
            .then(|| Classes::new(n, true))
            .flatten()
    }

    /// Superqueens (or queens) on the square of side n, at most 64.
    pub(crate) fn new(n: usize, knight: bool) -> Option<Classes> {
        (1..=64).contains(&n).then_some(Classes { n, knight })
    }

    fn full(&self) -> u64 {
        u64::MAX >> (64 - self.n)
    }

    fn starts(&self) -> Vec<Start> {
        let n = self.n;
        let corners = (2..n.saturating_sub(1)).map(Start::Corner);
        let edges = (1..n).take_while(|&m| m < n - 1 - m).map(Start::Edge);
        corners.chain(edges).collect()
    }

    fn frame(&self, start: Start) -> Frame {
        let n = self.n;
        let mut exclude = [0u64; 64];
        let mut meeting = usize::MAX;
        match start {
            Start::Corner(b) => {
                for row in exclude.iter_mut().take(b).skip(2) {
                    *row = 1 << 1;
                }
            }
            Start::Edge(m) => {
                let sides = 1 | 1 << (n - 1);
                for row in exclude.iter_mut().take(m).skip(1) {
                    *row = sides;
                }
                meeting = n - 1 - m;
                // The bottom row's piece at least m from its corners.
                let near = (1u64 << m) - 1;
                exclude[n - 1] |= near | near << (n - m);
            }
        }
        Frame {
            start,
            exclude,
            meeting,
        }
    }

    /// The free squares of `row`, given the columns its rows above take,
    /// their diagonals' squares in it, their last two rows' pieces and
    /// the start's rules.
    #[inline(always)]
    fn free(
        &self,
        frame: &Frame,
        row: usize,
        cols: u64,
        lines: u64,
        last: u64,
        before: u64,
    ) -> u64 {
        if self.knight {
            self.free_for::<true>(frame, row, cols, lines, last, before)
        } else {
            self.free_for::<false>(frame, row, cols, lines, last, before)
        }
    }

    /// [`Classes::free`] for superqueens (`KNIGHT`) or queens.
    #[inline(always)]
    fn free_for<const KNIGHT: bool>(
        &self,
        frame: &Frame,
        row: usize,
        cols: u64,
        lines: u64,
        last: u64,
        before: u64,
    ) -> u64 {
        let mut taken = cols | lines | frame.exclude[row];
        if KNIGHT {
            taken |= last << 2 | last >> 2 | before << 1 | before >> 1;
        }
        let free = self.full() & !taken;
        if row != frame.meeting {
            return free;
        }
        // Past this row no side square is far enough from a corner: both
        // side columns must be taken by the end of it.
        let sides = 1 | 1 << (self.n - 1);
        match (cols & sides).count_ones() {
            0 => 0,
            1 => free & sides,
            _ => free,
        }
    }

    /// The units of work: each start's nodes `depth` rows down (fewer on
    /// a smaller board), in the search's order.
    pub(crate) fn units(&self, depth: usize) -> Vec<Unit> {
        let mut units = Vec::new();
        for start in self.starts() {
            let frame = self.frame(start);
            let first: Vec<u64> = match start {
                Start::Corner(b) => vec![1, 1 << b],
                Start::Edge(m) => vec![1 << m],
            };
            if !self.consistent(&frame, &first) {
                continue;
            }
            self.grow(
                &frame,
                first,
                depth.min(self.n).min(MAX_UNIT_DEPTH),
                &mut units,
            );
        }
        units
    }

    fn grow(&self, frame: &Frame, rows: Vec<u64>, depth: usize, units: &mut Vec<Unit>) {
        if rows.len() >= depth {
            units.push(Unit::new(frame.start, &rows));
            return;
        }
        let mut free = self.free_below(frame, &rows);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let mut next = rows.clone();
            next.push(bit);
            self.grow(frame, next, depth, units);
        }
    }

    /// Whether each row of `rows` is free under those above it.
    fn consistent(&self, frame: &Frame, rows: &[u64]) -> bool {
        (0..rows.len()).all(|r| self.free_below(frame, &rows[..r]) & rows[r] != 0)
    }

    /// The free squares of the row below `rows`.
    fn free_below(&self, frame: &Frame, rows: &[u64]) -> u64 {
        let row = rows.len();
        let (mut cols, mut lines) = (0, 0);
        for (r, &bit) in rows.iter().enumerate() {
            let down = row - r;
            cols |= bit;
            lines |= bit << down | bit >> down;
        }
        let last = if row >= 1 { rows[row - 1] } else { 0 };
        let before = if row >= 2 { rows[row - 2] } else { 0 };
        self.free(frame, row, cols, lines, last, before)
    }

    /// Counts the representatives below a unit.
    pub(crate) fn count_unit(
        &self,
        unit: &Unit,
        control: &Control<'_>,
    ) -> Result<Tally, EngineError> {
        self.walk_unit(unit, control, u64::MAX)
    }

    /// [`Classes::count_unit`], stopped (and its tally so far returned)
    /// once about `limit` squares were tried: the forecast's timing.
    pub(crate) fn walk_unit(
        &self,
        unit: &Unit,
        control: &Control<'_>,
        limit: u64,
    ) -> Result<Tally, EngineError> {
        let n = self.n;
        let frame = self.frame(unit.start);
        let mut walk = Walk {
            classes: self,
            frame: &frame,
            bits: [0; 64],
            tally: Tally::default(),
            budget: CANCEL_POLL,
            control,
            limit,
        };
        let k = usize::from(unit.depth);
        for (bit, row) in walk.bits.iter_mut().zip(unit.rows()) {
            *bit = row;
        }
        if k == n {
            self.leaf(&frame, &walk.bits[..n], &mut walk.tally);
            return Ok(walk.tally);
        }
        let (mut cols, mut left, mut right) = (0u64, 0u64, 0u64);
        for bit in unit.rows() {
            cols |= bit;
            left = (left | bit) << 1;
            right = (right | bit) >> 1;
        }
        let start = walk::Rows {
            row: k,
            cols,
            left,
            right,
            last: if k >= 1 { walk.bits[k - 1] } else { 0 },
            before: if k >= 2 { walk.bits[k - 2] } else { 0 },
        };
        if walk.below(start) && control.cancelled() {
            return Err(EngineError::Cancelled);
        }
        walk.tally.tried += u64::from(CANCEL_POLL - walk.budget);
        Ok(walk.tally)
    }

    /// A solution the walk reached: counted with its class's size if it
    /// is the representative.
    fn leaf(&self, frame: &Frame, bits: &[u64], tally: &mut Tally) {
        let n = self.n;
        if let Start::Corner(_) = frame.start {
            // One of 8, and the only one walked.
            tally.one(8);
            return;
        }
        let mut columns = [0u8; 64];
        for (c, bit) in columns.iter_mut().zip(bits) {
            *c = bit.trailing_zeros() as u8;
        }
        let columns = &columns[..n];
        let last = n - 1;
        let mut rows = [0u8; 64];
        for (r, &c) in columns.iter().enumerate() {
            rows[usize::from(c)] = r as u8;
        }
        // Each image's top row, found without the image: most differ
        // from this one's and are done with at once.
        let top = |turn: u8| match turn {
            0 => columns[0],
            1 => last as u8 - columns[0],
            2 => columns[last],
            3 => last as u8 - columns[last],
            4 => rows[0],
            5 => last as u8 - rows[last],
            6 => last as u8 - rows[0],
            _ => rows[last],
        };
        let mut fixed = 0;
        let mut image = [0u8; 64];
        for turn in 0..8 {
            if top(turn) != columns[0] {
                continue;
            }
            self.image(turn, columns, &mut image[..n]);
            let image = &image[..n];
            if image == columns {
                fixed += 1;
            } else if image[0] == columns[0] && image < columns {
                // Another image with the same top row comes first.
                return;
            }
        }
        tally.one(8 / fixed);
    }

    /// The image of a solution under motion `turn` of the square (0 is
    /// the identity).
    fn image(&self, turn: u8, columns: &[u8], image: &mut [u8]) {
        let last = self.n as u8 - 1;
        for (r, &c) in columns.iter().enumerate() {
            let r = r as u8;
            // (row, column) of the piece's image.
            let (row, column) = match turn {
                0 => (r, c),
                1 => (r, last - c),
                2 => (last - r, c),
                3 => (last - r, last - c),
                4 => (c, r),
                5 => (last - c, last - r),
                6 => (c, last - r),
                _ => (last - c, r),
            };
            image[row as usize] = column;
        }
    }
}

impl Classes {
    /// Every representative, on every core (or `control.threads`).
    pub(crate) fn count(&self, control: &Control<'_>) -> Result<Tally, EngineError> {
        if self.n == 1 {
            let mut tally = Tally::default();
            tally.one(1);
            return Ok(tally);
        }
        // Enough units to keep every core busy to the end.
        let units = self.units(if self.n >= 12 { 4 } else { 3 });
        let all: Vec<&Unit> = units.iter().collect();
        self.count_units(&all, control)
    }

    /// The representatives below `units`, on every core (or
    /// `control.threads`), the progress a unit at a time.
    pub(crate) fn count_units(
        &self,
        units: &[&Unit],
        control: &Control<'_>,
    ) -> Result<Tally, EngineError> {
        let tallies = each_unit(units, control, |unit| self.count_unit(unit, control))?;
        let mut tally = Tally::default();
        for found in tallies {
            tally += found;
        }
        Ok(tally)
    }
}

#[cfg(test)]
mod tests;
