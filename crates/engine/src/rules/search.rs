//! One bitmask search for every rule: the free squares of a row are one
//! `u64`, from a table of the squares each placed piece attacks in each
//! later row.

use std::sync::{Arc, Mutex};

use crate::control::Poll;
use crate::{control::Control, errors::EngineError};

use super::{Motion, Rules};
use crate::errors::RulesError;

/// The search of every rule: one piece a row, row by row, the free squares
/// of a row one `u64` built from a table of the squares each placed piece
/// attacks in each later row.
pub struct RuleSearch {
    n: usize,
    pub(crate) w: usize,
    rules: Rules,
    /// `table[(r0 * w + c0) * n + r]`: the columns of row r attacked from
    /// (r0, c0), its own column included.
    table: Vec<u64>,
    /// How many rows down a piece attacks otherwise than along its own
    /// column (kings 1, rooks 0, queens the board): farther rows above a
    /// row take only their columns from it.
    reach: usize,
    /// `next_row[r0 * w + c0]`: the columns of row r0 + 1 attacked from
    /// (r0, c0), the one lookup where the reach is a row.
    next_row: Vec<u64>,
    pub(super) motions: Vec<Motion>,
}

impl RuleSearch {
    pub fn new(n: usize, rules: Rules) -> Result<Self, RulesError> {
        let w = rules.check(n)?;
        let mut table = vec![0u64; n * w * n];
        for r0 in 0..n {
            for c0 in 0..w {
                for r in 0..n {
                    let mut mask = 0u64;
                    for c in 0..w {
                        if rules.attacks(n, (r0, c0), (r, c)) {
                            mask |= 1 << c;
                        }
                    }
                    table[(r0 * w + c0) * n + r] = mask;
                }
            }
        }
        let mut reach = 0;
        for r0 in 0..n {
            for c0 in 0..w {
                for r in r0 + 1..n {
                    if table[(r0 * w + c0) * n + r] & !(1u64 << c0) != 0 {
                        reach = reach.max(r - r0);
                    }
                }
            }
        }
        let next_row = (0..n * w)
            .map(|i| {
                let r0 = i / w;
                if r0 + 1 < n { table[i * n + r0 + 1] } else { 0 }
            })
            .collect();
        Ok(RuleSearch {
            n,
            w,
            rules,
            table,
            reach,
            next_row,
            motions: rules.motions(n),
        })
    }

    /// The tables of n under `rules`, built once for the program's life
    /// and shared: the last few asked for are kept (a puzzle's solve, a
    /// generator's every map, the same size again and again).
    pub fn shared(n: usize, rules: Rules) -> Result<Arc<RuleSearch>, RulesError> {
        const KEPT: usize = 8;
        static KEEP: Mutex<Vec<Arc<RuleSearch>>> = Mutex::new(Vec::new());
        let found = |kept: &[Arc<RuleSearch>]| {
            kept.iter()
                .find(|s| s.n == n && s.rules == rules)
                .map(Arc::clone)
        };
        if let Some(search) = KEEP.lock().ok().and_then(|kept| found(&kept)) {
            return Ok(search);
        }
        let search = Arc::new(RuleSearch::new(n, rules)?);
        if let Ok(mut kept) = KEEP.lock() {
            if kept.len() == KEPT {
                kept.remove(0);
            }
            kept.push(Arc::clone(&search));
        }
        Ok(search)
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn width(&self) -> usize {
        self.w
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The free squares of the row below `above` (the columns of the
    /// rows above it), given `cols`, the columns those take: only the last
    /// [`reach`](RuleSearch) rows are looked at. Returns the squares and
    /// the rows looked at.
    #[inline(always)]
    pub(crate) fn free_below(&self, cols: u64, above: &[u32]) -> (u64, usize) {
        let row = above.len();
        if self.reach <= 1 {
            // Kings, rooks: the row above, or none, besides the columns.
            let near = match above.last() {
                Some(&c0) if self.reach == 1 => self.next_row[(row - 1) * self.w + c0 as usize],
                _ => 0,
            };
            return (self.full() & !(cols | near), self.reach.min(row));
        }
        let from = row.saturating_sub(self.reach);
        let mut taken = cols;
        let (w, n) = (self.w, self.n);
        for (r0, &c0) in (from..row).zip(&above[from..]) {
            taken |= self.table[(r0 * w + c0 as usize) * n + row];
        }
        (self.full() & !taken, row - from)
    }

    #[inline(always)]
    fn full(&self) -> u64 {
        u64::MAX >> (64 - self.w)
    }

    /// The free squares of `row` under the pieces of the rows above it.
    #[inline]
    pub(crate) fn free(&self, above: &[u32]) -> u64 {
        let row = above.len();
        let full = if self.w == 64 {
            u64::MAX
        } else {
            (1u64 << self.w) - 1
        };
        let mut taken = 0;
        for (r0, &c0) in above.iter().enumerate() {
            taken |= self.table[(r0 * self.w + c0 as usize) * self.n + row];
        }
        full & !taken
    }

    /// Walks the solutions that begin with `prefix` (the columns of the
    /// first rows, free of attacks), in lexicographic order, calling
    /// `visit` with each; `visit` returns false to stop the walk. `nodes`
    /// counts the pieces placed below the prefix. Returns whether the walk
    /// went to its end.
    pub fn walk(
        &self,
        prefix: &[u32],
        control: &Control<'_>,
        nodes: &mut u64,
        visit: &mut dyn FnMut(&[u32]) -> bool,
    ) -> Result<bool, EngineError> {
        self.walk_at_most(prefix, None, control, nodes, u64::MAX, None, visit)
    }

    /// [`RuleSearch::walk`], stopping once `nodes` reaches `limit`, and
    /// counting in `depths[d]` the nodes with d pieces placed; with
    /// `allowed`, row r takes only the columns of `allowed[r]` (pins and
    /// blocks).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn walk_at_most(
        &self,
        prefix: &[u32],
        allowed: Option<&[u64]>,
        control: &Control<'_>,
        nodes: &mut u64,
        limit: u64,
        mut depths: Option<&mut Vec<u64>>,
        visit: &mut dyn FnMut(&[u32]) -> bool,
    ) -> Result<bool, EngineError> {
        let n = self.n;
        let start = prefix.len();
        let mut columns = prefix.to_vec();
        columns.resize(n, 0);
        if start == n {
            return Ok(visit(&columns));
        }
        let mut poll = Poll::new(control);
        let allows = |row: usize| allowed.map_or(u64::MAX, |a| a[row]);
        let mut free = vec![0u64; n];
        free[start] = self.free(&columns[..start]) & allows(start);
        let mut row = start;
        loop {
            if free[row] == 0 {
                if row == start {
                    return Ok(true);
                }
                row -= 1;
                continue;
            }
            let bit = free[row] & free[row].wrapping_neg();
            free[row] ^= bit;
            columns[row] = bit.trailing_zeros();
            *nodes += 1;
            if let Some(depths) = depths.as_deref_mut() {
                depths[row + 1] += 1;
            }
            poll.tick()?;
            if *nodes >= limit {
                return Ok(false);
            }
            if row + 1 == n {
                if !visit(&columns) {
                    return Ok(false);
                }
            } else {
                row += 1;
                free[row] = self.free(&columns[..row]) & allows(row);
            }
        }
    }

    /// The solution next to `from` in the numbering: the one after it
    /// (`forward`) or before it; from `None`, the first or the last. A
    /// step from one solution to the next walks only the part of the tree
    /// between them, however far into the numbering they are.
    ///
    /// ```
    /// use nqueens_engine::{Control, RuleSearch, Rules};
    /// let search = RuleSearch::new(8, Rules::default()).unwrap();
    /// let control = Control::default();
    /// let first = search.seek(None, true, &control).unwrap().unwrap();
    /// assert_eq!(first, [0, 4, 7, 5, 2, 6, 1, 3]);
    /// let last = search.seek(None, false, &control).unwrap().unwrap();
    /// assert_eq!(last, [7, 3, 0, 2, 5, 1, 6, 4]);
    /// assert_eq!(search.seek(Some(&last), true, &control).unwrap(), None);
    /// ```
    pub fn seek(
        &self,
        from: Option<&[u32]>,
        forward: bool,
        control: &Control<'_>,
    ) -> Result<Option<Vec<u32>>, EngineError> {
        let n = self.n;
        if self.rules.known_empty(n) {
            return Ok(None);
        }
        let mut poll = Poll::new(control);
        let mut columns = vec![0u32; n];
        let mut free = vec![0u64; n];
        // Of a row's free squares, those past (or before) column c.
        let beyond = |mask: u64, c: u32| {
            if forward {
                mask & (u64::MAX << c << 1)
            } else {
                mask & ((1u64 << c) - 1)
            }
        };
        let mut row = match from {
            Some(from) if from.len() == n => {
                columns.copy_from_slice(from);
                for r in 0..n {
                    free[r] = beyond(self.free(&columns[..r]), columns[r]);
                }
                n - 1
            }
            Some(_) => return Ok(None),
            None => {
                free[0] = self.free(&[]);
                0
            }
        };
        loop {
            if free[row] == 0 {
                if row == 0 {
                    return Ok(None);
                }
                row -= 1;
                continue;
            }
            let bit = if forward {
                free[row] & free[row].wrapping_neg()
            } else {
                1u64 << (63 - free[row].leading_zeros())
            };
            free[row] ^= bit;
            columns[row] = bit.trailing_zeros();
            poll.tick()?;
            if row + 1 == n {
                return Ok(Some(columns));
            }
            row += 1;
            free[row] = self.free(&columns[..row]);
        }
    }

    /// The number of a solution in the rule's lexicographic list (from 1),
    /// or `None` when `columns` is not one of its solutions: the
    /// solutions before it are counted subtree by subtree, each row's
    /// smaller free columns a walk of their own.
    ///
    /// ```
    /// use nqueens_engine::{Control, Piece, RuleSearch, Rules};
    /// let kings = RuleSearch::new(4, Rules { piece: Piece::King, ..Rules::default() }).unwrap();
    /// let control = Control::default();
    /// assert_eq!(kings.rank(&[1, 3, 0, 2], &control).unwrap(), Some(1));
    /// assert_eq!(kings.rank(&[2, 0, 3, 1], &control).unwrap(), Some(2));
    /// assert_eq!(kings.rank(&[0, 2, 1, 3], &control).unwrap(), None);
    /// ```
    pub fn rank(&self, columns: &[u32], control: &Control<'_>) -> Result<Option<u64>, EngineError> {
        if columns.len() != self.n {
            return Ok(None);
        }
        let mut before = 0u64;
        let mut nodes = 0u64;
        let mut prefix = Vec::with_capacity(self.n);
        for &c in columns {
            let free = self.free(&prefix);
            if c as usize >= self.w || free & (1u64 << c) == 0 {
                return Ok(None);
            }
            let mut smaller = free & ((1u64 << c) - 1);
            while smaller != 0 {
                let bit = smaller & smaller.wrapping_neg();
                smaller ^= bit;
                prefix.push(bit.trailing_zeros());
                self.walk(&prefix, control, &mut nodes, &mut |_| {
                    before += 1;
                    true
                })?;
                prefix.pop();
            }
            prefix.push(c);
        }
        Ok(Some(before + 1))
    }

    /// [`RuleSearch::seek`] among the fundamental solutions alone when
    /// `fundamental`: the next (or previous) that is the least of its class.
    pub fn seek_of(
        &self,
        from: Option<&[u32]>,
        forward: bool,
        fundamental: bool,
        control: &Control<'_>,
    ) -> Result<Option<Vec<u32>>, EngineError> {
        let mut at = self.seek(from, forward, control)?;
        while let Some(columns) = at.as_deref() {
            if !fundamental || self.is_canonical(columns) {
                break;
            }
            at = self.seek(Some(columns), forward, control)?;
        }
        Ok(at)
    }

    /// The canonical form of a solution: the least image under the
    /// rule's motions.
    pub fn canonical(&self, columns: &[u32]) -> Vec<u32> {
        self.motions
            .iter()
            .map(|m| m.apply(self.n, self.w, columns))
            .min()
            .unwrap_or_else(|| columns.to_vec())
    }

    /// Whether a solution is the least of its orbit (one a class).
    pub fn is_canonical(&self, columns: &[u32]) -> bool {
        let mut image = vec![0u32; columns.len()];
        for m in &self.motions[1..] {
            for (r, &c) in columns.iter().enumerate() {
                let (r2, c2) = m.map(self.n, self.w, (r, c as usize));
                image[r2] = c2 as u32;
            }
            if image.as_slice() < columns {
                return false;
            }
        }
        true
    }

    /// The first-row columns, the pieces of work the counts share out.
    pub(crate) fn first_rows(&self) -> Vec<u32> {
        (0..self.w as u32).collect()
    }
}
