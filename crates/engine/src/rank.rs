//! Any solution by its number, and the number of any solution, without
//! listing the ones before it.
//!
//! The numbering is DESIGN.md's: lexicographic order of the column lists.
//! So the solutions under a prefix (the columns of the first rows) form one
//! run of consecutive numbers, and the count under each prefix says which
//! run a number falls in. *Unranking* descends: in each row, it counts the
//! solutions under each free column in turn and steps into the column whose
//! run holds the number. *Ranking* adds up the runs of the smaller free
//! columns in each row of the board.
//!
//! Counting under a prefix near the root costs nearly a whole count, so the
//! first rows come from a [`PrefixTable`]: the counts under every prefix of
//! a few rows. Tables for n = 15 to 20 are data (`assets/prefix-counts/`,
//! made by `scripts/prefix-tables.sh` with [`PrefixTable::compute`]); the
//! smaller ones are computed on first use, in milliseconds. Below the
//! table, the counts are bitmask searches of subtrees of at most a few
//! million nodes.

use std::sync::OnceLock;

use rayon::prelude::*;
use thiserror::Error;

use super::control::{Control, Pieces, Poll, in_pool};
use crate::limits::full_mask;
use crate::{
    board::Board, constraints::Constraints, errors::EngineError, halves, known::KNOWN_COUNTS,
    limits::MAX_SEARCH_N,
};

/// The largest n whose solutions are numbered at once (a table of prefix
/// counts ships for 15 to this, made by `scripts/prefix-tables.sh`).
pub const MAX_RANK_N: usize = 20;

/// The largest n whose table is computed on first use (0.1 s) rather
/// than shipped.
const COMPUTED_N: usize = 14;

/// The rows a table covers for each n: enough that what is left below a
/// prefix is a search of at most about 20 million nodes (a tenth of a
/// second), few enough that the table stays small (61,760 entries, 247 kB,
/// at n = 20).
pub fn table_depth(n: usize) -> usize {
    match n {
        0..=8 => 1,
        9..=16 => 2,
        17 | 18 => 3,
        _ => 4,
    }
}

/// The counts of the solutions under every prefix of `depth` rows, in
/// the numbering's order.
///
/// ```
/// use nqueens_engine::{Control, PrefixTable};
/// let table = PrefixTable::compute(8, 1, Control::default()).unwrap();
/// // 4 solutions have a queen in the corner, as many as in the other corner.
/// assert_eq!(table.counts(), vec![4, 8, 16, 18, 18, 16, 8, 4]);
/// assert_eq!(table.total(), 92);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrefixTable {
    n: usize,
    depth: usize,
    /// The prefixes, 5 bits per row, row 0 in the highest bits: so the
    /// order of the numbers is the order of the prefixes.
    keys: Vec<u32>,
    /// `before[i]`: the solutions under the prefixes before `keys[i]`;
    /// one more entry at the end holds the total.
    before: Vec<u64>,
}

/// Why a table's bytes were refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TableError {
    #[error("not a table of prefix counts (its first bytes are not {MAGIC:?})")]
    Magic,
    #[error("the table is cut short or has bytes left over")]
    Length,
    #[error("the table is for n = {0}, depth {1}; expected n = {2}, depth {3}")]
    Shape(usize, usize, usize, usize),
    #[error("the table's counts add up to {0}, not the {1} solutions of n = {2}")]
    Total(u64, u64, usize),
    #[error("a count of {0} does not fit the table's 32-bit entries")]
    TooLarge(u64),
}

const MAGIC: &[u8; 8] = b"NQPREFIX";

/// Why a number could not be turned into a solution or back.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RankError {
    #[error("solutions are numbered from 1")]
    Zero,
    #[error("n = {n} has {}; there is no solution {k}", crate::numbers::plural(*total, "solution", "solutions"))]
    PastTotal { n: usize, k: u64, total: u64 },
    #[error(
        "numbers come at once for n up to {MAX_RANK_N} (or with pins and blocks that cut the search); n = {0} needs the listing"
    )]
    TooLarge(usize),
    #[error(transparent)]
    Engine(#[from] EngineError),
}

/// Where a search stands after some rows: the columns and the two
/// diagonals they attack, as bitmasks (bit c = column c).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct State {
    row: usize,
    cols: u32,
    left: u32,
    right: u32,
}

impl State {
    const ROOT: State = State {
        row: 0,
        cols: 0,
        left: 0,
        right: 0,
    };

    fn free(&self, full: u32, masks: &[u32; MAX_SEARCH_N]) -> u32 {
        full & masks[self.row] & !(self.cols | self.left | self.right)
    }

    fn place(&self, full: u32, bit: u32) -> State {
        State {
            row: self.row + 1,
            cols: self.cols | bit,
            left: ((self.left | bit) << 1) & full,
            right: (self.right | bit) >> 1,
        }
    }

    /// The state after the first rows of `columns`, if no two attack.
    fn after(n: usize, columns: &[u32], masks: &[u32; MAX_SEARCH_N]) -> Option<State> {
        let full = full_mask(n);
        columns.iter().try_fold(State::ROOT, |s, &c| {
            let bit = 1u32.checked_shl(c)?;
            (s.free(full, masks) & bit != 0).then(|| s.place(full, bit))
        })
    }
}

/// The columns free in a mask, smallest first.
fn bits(mut free: u32) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (free != 0).then(|| {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            bit
        })
    })
}

/// The solutions under `state`: a bitmask search of its subtree, with an
/// explicit stack (a third faster than recursion here) and the last row
/// counted by its free squares.
fn count_below(
    n: usize,
    state: State,
    masks: &[u32; MAX_SEARCH_N],
    poll: &mut Poll<'_, '_>,
) -> Result<u64, EngineError> {
    let full = full_mask(n);
    if state.row == n {
        return Ok(1);
    }
    let last = n - 1;
    let first_free = state.free(full, masks);
    if state.row == last {
        return Ok(u64::from(first_free.count_ones()));
    }
    let (mut free, mut cols, mut left, mut right) = (
        [0u32; MAX_SEARCH_N],
        [0u32; MAX_SEARCH_N],
        [0u32; MAX_SEARCH_N],
        [0u32; MAX_SEARCH_N],
    );
    let base = state.row;
    let mut r = base;
    (free[r], cols[r], left[r], right[r]) = (first_free, state.cols, state.left, state.right);
    let mut total = 0u64;
    loop {
        let f = free[r];
        if f == 0 {
            if r == base {
                return Ok(total);
            }
            r -= 1;
            continue;
        }
        let bit = f & f.wrapping_neg();
        free[r] = f ^ bit;
        let c = cols[r] | bit;
        let l = ((left[r] | bit) << 1) & full;
        let rr = (right[r] | bit) >> 1;
        let next = full & masks[r + 1] & !(c | l | rr);
        if r + 1 == last {
            total += u64::from(next.count_ones());
            continue;
        }
        poll.tick()?;
        r += 1;
        (free[r], cols[r], left[r], right[r]) = (next, c, l, rr);
    }
}

/// The counts under each child of `state` (its free columns in order),
/// counted side by side.
fn children(
    n: usize,
    state: State,
    masks: &[u32; MAX_SEARCH_N],
    control: &Control<'_>,
) -> Result<Vec<(u32, u64)>, EngineError> {
    let full = full_mask(n);
    let kids: Vec<u32> = bits(state.free(full, masks)).collect();
    kids.par_iter()
        .map(|&bit| {
            let mut poll = Poll::new(control);
            let count = count_below(n, state.place(full, bit), masks, &mut poll)?;
            Ok((bit.trailing_zeros(), count))
        })
        .collect()
}

fn no_masks() -> [u32; MAX_SEARCH_N] {
    [u32::MAX; MAX_SEARCH_N]
}

fn key_of(prefix: &[u32]) -> u32 {
    prefix.iter().fold(0, |key, &c| (key << 5) | c)
}

fn prefix_of(key: u32, depth: usize) -> Vec<u32> {
    (0..depth)
        .map(|i| (key >> (5 * (depth - 1 - i))) & 31)
        .collect()
}

/// Every prefix of `depth` rows that no solution rules out yet (no two
/// queens attack), in order, as keys.
fn prefixes(n: usize, depth: usize) -> Vec<u32> {
    fn walk(n: usize, depth: usize, s: State, key: u32, out: &mut Vec<u32>) {
        if s.row == depth {
            out.push(key);
            return;
        }
        let full = full_mask(n);
        for bit in bits(s.free(full, &no_masks())) {
            walk(
                n,
                depth,
                s.place(full, bit),
                (key << 5) | bit.trailing_zeros(),
                out,
            );
        }
    }
    let mut out = Vec::new();
    walk(n, depth.min(n), State::ROOT, 0, &mut out);
    out
}

impl PrefixTable {
    /// Counts the solutions under every prefix of `depth` rows: from n =
    /// 12, by the half-board join with each half tagged by its prefix
    /// rows (n = 19 in about four minutes here, 20 in about nineteen); below,
    /// by bitmask search. This is what `scripts/prefix-tables.sh` runs.
    pub fn compute(n: usize, depth: usize, control: Control<'_>) -> Result<Self, EngineError> {
        let depth = check_table_shape(n, depth)?;
        if !halves::RANGE.contains(&n) || depth > halves::MAX_PREFIX_DEPTH {
            return Self::compute_by_search(n, depth, control);
        }
        let keys = prefixes(n, depth);
        let by_key = halves::count_by_prefix(n, depth, &control)?;
        let counts: Vec<u64> = keys.iter().map(|&k| by_key[k as usize]).collect();
        Ok(Self::from_counts(n, depth, keys, &counts))
    }

    /// [`PrefixTable::compute`] by bitmask search alone: a whole count of n,
    /// halved by the mirror (a prefix and its mirror image have as many
    /// solutions). Half an hour at n = 19.
    pub fn compute_by_search(
        n: usize,
        depth: usize,
        control: Control<'_>,
    ) -> Result<Self, EngineError> {
        let depth = check_table_shape(n, depth)?;
        let keys = prefixes(n, depth);
        let counts = count_keys(n, depth, &keys, &control)?;
        Ok(Self::from_counts(n, depth, keys, &counts))
    }

    fn from_counts(n: usize, depth: usize, keys: Vec<u32>, counts: &[u64]) -> Self {
        let mut before = Vec::with_capacity(counts.len() + 1);
        let mut sum = 0u64;
        before.push(0);
        for c in counts {
            sum += c;
            before.push(sum);
        }
        PrefixTable {
            n,
            depth,
            keys,
            before,
        }
    }

    /// The table of n: from the assets for 15 to [`MAX_RANK_N`], computed
    /// on first use below (at most 0.1 s, for n = 14); `None` past it.
    pub fn of(n: usize) -> Option<&'static PrefixTable> {
        static TABLES: [OnceLock<Option<PrefixTable>>; MAX_RANK_N] =
            [const { OnceLock::new() }; MAX_RANK_N];
        let cell = TABLES.get(n.checked_sub(1)?)?;
        cell.get_or_init(|| match shipped(n) {
            Some(bytes) => Some(
                PrefixTable::from_bytes(n, bytes)
                    .expect("the shipped tables are checked by the tests"),
            ),
            None if n <= COMPUTED_N => {
                PrefixTable::compute(n, table_depth(n), Control::default()).ok()
            }
            None => None,
        })
        .as_ref()
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn depth(&self) -> usize {
        self.depth
    }

    /// The number of prefixes.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The solutions of n.
    pub fn total(&self) -> u64 {
        self.before.last().copied().unwrap_or(0)
    }

    /// The count under each prefix, in order.
    pub fn counts(&self) -> Vec<u64> {
        self.before.windows(2).map(|w| w[1] - w[0]).collect()
    }

    /// The bytes of the table as shipped: a header (`NQPREFIX`, n, depth,
    /// two zero bytes, the number of prefixes) and one little-endian u32
    /// count per prefix. The prefixes themselves are not stored: they are
    /// the valid ones in order, listed again on reading.
    pub fn to_bytes(&self) -> Result<Vec<u8>, TableError> {
        let mut out = Vec::with_capacity(16 + 4 * self.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&[self.n as u8, self.depth as u8, 0, 0]);
        out.extend_from_slice(&(self.len() as u32).to_le_bytes());
        for c in self.counts() {
            let c = u32::try_from(c).map_err(|_| TableError::TooLarge(c))?;
            out.extend_from_slice(&c.to_le_bytes());
        }
        Ok(out)
    }

    /// Reads a table of n written by [`PrefixTable::to_bytes`], checking
    /// its shape and that its counts add up to the known total of n.
    pub fn from_bytes(n: usize, bytes: &[u8]) -> Result<Self, TableError> {
        let (head, body) = bytes.split_at_checked(16).ok_or(TableError::Length)?;
        if &head[..8] != MAGIC {
            return Err(TableError::Magic);
        }
        let (file_n, depth) = (head[8] as usize, head[9] as usize);
        if file_n != n || !(1..=n).contains(&depth) || depth > 6 {
            return Err(TableError::Shape(file_n, depth, n, table_depth(n)));
        }
        let keys = prefixes(n, depth);
        let len = u32::from_le_bytes([head[12], head[13], head[14], head[15]]) as usize;
        if len != keys.len() || body.len() != 4 * len {
            return Err(TableError::Length);
        }
        let counts: Vec<u64> = body
            .chunks_exact(4)
            .map(|b| u64::from(u32::from_le_bytes([b[0], b[1], b[2], b[3]])))
            .collect();
        let table = Self::from_counts(n, depth, keys, &counts);
        let known = KNOWN_COUNTS[n - 1];
        if table.total() != known {
            return Err(TableError::Total(table.total(), known, n));
        }
        Ok(table)
    }

    /// The index of a prefix of `depth` rows, if its queens do not attack.
    fn find(&self, prefix: &[u32]) -> Option<usize> {
        self.keys.binary_search(&key_of(prefix)).ok()
    }
}

/// The number of solutions of n under `rules` when each can be found by
/// its number at once (a table ships or is quick to compute): the classic
/// queens, n up to [`MAX_RANK_N`]; other rules are numbered by walking.
/// Cheap: it loads no table.
///
/// ```
/// use nqueens_engine::{Piece, Rules, numbered_at_once};
/// assert_eq!(numbered_at_once(8, Rules::QUEENS), Some(92));
/// let kings = Rules { piece: Piece::King, ..Rules::QUEENS };
/// assert_eq!(numbered_at_once(8, kings), None);
/// ```
pub fn numbered_at_once(n: usize, rules: crate::rules::Rules) -> Option<u64> {
    if !rules.is_classic_at(n) {
        return None;
    }
    queens_numbered_at_once(n)
}

/// [`numbered_at_once`] of the classic queens.
fn queens_numbered_at_once(n: usize) -> Option<u64> {
    let has_table = (1..=COMPUTED_N).contains(&n) || shipped(n).is_some();
    has_table.then(|| KNOWN_COUNTS[n - 1])
}

/// The largest n a table can be made for here: past it a table is a
/// count of days.
pub const MAX_TABLE_N: usize = 20;

fn check_table_shape(n: usize, depth: usize) -> Result<usize, EngineError> {
    crate::errors::check_search_side(n)?;
    if n > MAX_TABLE_N {
        return Err(EngineError::SearchSide(n));
    }
    Ok(depth.clamp(1, n))
}

/// The counts under `keys` (prefixes of `depth` rows), side by side,
/// halved by the mirror where a key's mirror image is among them.
fn count_keys(
    n: usize,
    depth: usize,
    keys: &[u32],
    control: &Control<'_>,
) -> Result<Vec<u64>, EngineError> {
    let mirror = |key: u32| {
        key_of(
            &prefix_of(key, depth)
                .iter()
                .map(|c| n as u32 - 1 - c)
                .collect::<Vec<_>>(),
        )
    };
    let has = |key: u32| keys.binary_search(&key).is_ok();
    // A prefix after its mirror image is looked up, if the image is counted.
    let counted: Vec<u32> = keys
        .iter()
        .copied()
        .filter(|&k| k <= mirror(k) || !has(mirror(k)))
        .collect();
    let pieces = Pieces::new(counted.len());
    let masks = no_masks();
    let counts: Vec<u64> = in_pool(control.threads, || {
        counted
            .par_iter()
            .map(|&key| {
                let mut poll = Poll::new(control);
                let state = State::after(n, &prefix_of(key, depth), &masks)
                    .expect("prefixes() lists only prefixes whose queens do not attack");
                let count = count_below(n, state, &masks, &mut poll)?;
                pieces.one_done(control);
                Ok(count)
            })
            .collect::<Result<_, EngineError>>()
    })??;
    Ok(keys
        .iter()
        .map(|&k| {
            let i = counted
                .binary_search(&k)
                .or_else(|_| counted.binary_search(&mirror(k)))
                .expect("a prefix or its mirror image is counted");
            counts[i]
        })
        .collect())
}

/// The shipped table of n, if there is one (an empty file is a table not
/// made yet).
fn shipped(n: usize) -> Option<&'static [u8]> {
    let bytes: &'static [u8] = match n {
        15 => include_bytes!("../../../assets/prefix-counts/n15.bin"),
        16 => include_bytes!("../../../assets/prefix-counts/n16.bin"),
        17 => include_bytes!("../../../assets/prefix-counts/n17.bin"),
        18 => include_bytes!("../../../assets/prefix-counts/n18.bin"),
        19 => include_bytes!("../../../assets/prefix-counts/n19.bin"),
        20 => include_bytes!("../../../assets/prefix-counts/n20.bin"),
        _ => return None,
    };
    (!bytes.is_empty()).then_some(bytes)
}

/// Solution `k` of n (from 1), at once: the column list that the listing
/// reaches after k - 1 others.
///
/// With pins or blocks the numbers are those of the solutions that keep
/// them, counted without a table: fast where the constraints cut the
/// search down, as slow as a count of n where they do not.
///
/// ```
/// use nqueens_engine::{unrank, Constraints, Control};
/// let none = Constraints::none(8);
/// assert_eq!(unrank(8, 1, &none, Control::default()).unwrap(), [0, 4, 7, 5, 2, 6, 1, 3]);
/// assert_eq!(unrank(8, 92, &none, Control::default()).unwrap(), [7, 3, 0, 2, 5, 1, 6, 4]);
/// // Solution 600,000,000 of n = 18 without the 599,999,999 before it.
/// let k = 600_000_000;
/// let columns = unrank(18, k, &Constraints::none(18), Control::default()).unwrap();
/// let queens = nqueens_engine::Rules::QUEENS;
/// assert_eq!(nqueens_engine::rank(&nqueens_engine::Problem::new(18, queens).unwrap(), &columns, Control::default()).unwrap(), k);
/// ```
pub fn unrank(
    n: usize,
    k: u64,
    constraints: &Constraints,
    control: Control<'_>,
) -> Result<Vec<u32>, RankError> {
    crate::errors::check_search_side(n)?;
    if k == 0 {
        return Err(RankError::Zero);
    }
    let (start, mut left, masks) = if constraints.is_empty() || constraints.n() != n {
        let table = PrefixTable::of(n).ok_or(RankError::TooLarge(n))?;
        let total = table.total();
        if k > total {
            return Err(RankError::PastTotal { n, k, total });
        }
        // The last prefix whose run starts before k.
        let i = table.before.partition_point(|&b| b < k) - 1;
        (
            prefix_of(table.keys[i], table.depth),
            k - table.before[i],
            no_masks(),
        )
    } else {
        (Vec::new(), k, constraints.row_masks())
    };
    let mut columns = start;
    let full = full_mask(n);
    let mut state = State::after(n, &columns, &masks)
        .expect("a table holds only prefixes whose queens do not attack");
    in_pool(control.threads, || {
        while state.row < n {
            let counts = children(n, state, &masks, &control)?;
            let mut chosen = None;
            for (c, count) in counts {
                if left <= count {
                    chosen = Some(c);
                    break;
                }
                left -= count;
            }
            let Some(c) = chosen else {
                // Only at the root without a table: k is past the total
                // of the solutions that keep the constraints.
                return Err(RankError::PastTotal {
                    n,
                    k,
                    total: k - left,
                });
            };
            columns.push(c);
            state = state.place(full, 1 << c);
        }
        Ok(columns)
    })?
}

/// The number of the classic queens' solution `columns` (from 1): the
/// solutions before it in the numbering, plus one. With pins and blocks,
/// its number among the solutions that keep them (which it must keep).
/// [`rank`](crate::nth::rank) is the one callers use, under any rules.
pub(crate) fn rank_queens(
    columns: &[u32],
    constraints: &Constraints,
    control: Control<'_>,
) -> Result<u64, RankError> {
    let n = columns.len();
    crate::errors::check_search_side(n)?;
    let board = Board::from_columns(columns).map_err(EngineError::from)?;
    if !board.is_solution() {
        return Err(EngineError::NotASolution.into());
    }
    let constrained = !constraints.is_empty() && constraints.n() == n;
    if constrained && !constraints.allows(columns) {
        return Err(EngineError::NotASolution.into());
    }
    let (masks, from, mut before) = if constrained {
        (constraints.row_masks(), 0, 0)
    } else {
        let table = PrefixTable::of(n).ok_or(RankError::TooLarge(n))?;
        let i = table
            .find(&columns[..table.depth])
            .expect("a solution's prefix is in the table");
        (no_masks(), table.depth, table.before[i])
    };
    let full = full_mask(n);
    // Every smaller sibling on the board's path, counted side by side.
    let mut smaller = Vec::new();
    let mut state = State::after(n, &columns[..from], &masks).expect("a solution");
    for &c in &columns[from..] {
        smaller.extend(
            bits(state.free(full, &masks) & ((1u32 << c) - 1)).map(|bit| state.place(full, bit)),
        );
        state = state.place(full, 1 << c);
    }
    let counts: Vec<u64> = in_pool(control.threads, || {
        smaller
            .par_iter()
            .map(|&s| count_below(n, s, &masks, &mut Poll::new(&control)))
            .collect::<Result<_, EngineError>>()
    })??;
    before += counts.iter().sum::<u64>();
    Ok(before + 1)
}

/// A fundamental solution of n picked uniformly among all of them (each
/// class of the 8 symmetries as likely), as its class's representative
/// (the smallest of its orbit), with its number among all solutions.
///
/// A solution picked uniformly is kept with chance one in its orbit's
/// size, which makes every class equally likely: about 8 numbers are
/// unranked for one answer.
///
/// ```
/// use nqueens_engine::{random_fundamental, is_canonical, rank, Constraints, Control, Rules};
/// let mut rng = fastrand::Rng::with_seed(7);
/// let (columns, k) = random_fundamental(10, &mut rng, Control::default()).unwrap();
/// assert!(is_canonical(&columns));
/// assert_eq!(rank(&nqueens_engine::Problem::new(10, Rules::QUEENS).unwrap(), &columns, Control::default()).unwrap(), k);
/// ```
pub fn random_fundamental(
    n: usize,
    rng: &mut fastrand::Rng,
    control: Control<'_>,
) -> Result<(Vec<u32>, u64), RankError> {
    let total = queens_numbered_at_once(n).ok_or(RankError::TooLarge(n))?;
    if total == 0 {
        return Err(RankError::PastTotal { n, k: 1, total });
    }
    let none = Constraints::none(n);
    loop {
        let k = rng.u64(1..=total);
        let columns = unrank(n, k, &none, control)?;
        let size = crate::symmetry::orbit(&columns).len() as u64;
        if rng.u64(0..size) == 0 {
            let representative = crate::symmetry::canonical_columns(&columns);
            let number = rank_queens(&representative, &none, control)?;
            return Ok((representative, number));
        }
    }
}
