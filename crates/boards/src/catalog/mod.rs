//! The solutions of one n under some rules by number, in bounded memory: one checkpoint every
//! `stride` solutions, or sooner where solutions are sparse, and the engine's
//! resumable search to walk between them.
//! Finding where to start is instant ([`Catalog::plan_range`],
//! [`Catalog::plan_index`]); the walk is a search, run off the UI thread.

mod plan;

pub use plan::advance_filtered;
pub use plan::{IndexPlan, RangePlan};
use plan::{Start, advance_until, widen};

use std::cell::Cell;
use std::sync::Arc;
use web_time::Instant;

use crate::engine::{self, Board, Constraints, Control, EngineError, Rules, Solutions};

/// Which solutions a catalog numbers.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Filter {
    /// Every solution, numbered as in DESIGN.md.
    #[default]
    All,
    /// Only the smallest solution of each orbit under the 8 symmetries.
    Fundamental,
}

/// Random access by number to the solutions of n, built incrementally.
///
/// Memory is n + 8 bytes per `stride` solutions (about 1.4 MB for all
/// 14,772,512 solutions of n = 16 at the default stride of 256); finding
/// solution #k resumes the search at the checkpoint before it and walks at
/// most `stride - 1` solutions. Where solutions are sparse (n = 32 finds a
/// dozen a second) every solution the search took more than
/// [`SPARSE_SLICES`] milliseconds to reach is a checkpoint too, so that no
/// lookup of a listed solution walks longer than that.
///
/// A catalog either extends itself ([`Catalog::new`], [`Catalog::extend`]) or
/// mirrors one built elsewhere, chunk by chunk ([`Catalog::mirror`],
/// [`Catalog::apply`]): the solver thread builds, the UI looks up.
///
/// # Examples
/// ```
/// use nqueens_boards::catalog::{Catalog, Filter};
/// use nqueens_boards::engine::Rules;
/// let mut catalog = Catalog::new(8, Rules::QUEENS, Filter::All).unwrap();
/// catalog.extend(u64::MAX);
/// assert!(catalog.is_complete());
/// assert_eq!(catalog.len(), 92);
/// assert_eq!(catalog.get(92).unwrap().columns().unwrap(), vec![7, 3, 0, 2, 5, 1, 6, 4]);
/// assert_eq!(catalog.index_of(&[7, 3, 0, 2, 5, 1, 6, 4]), Some(92));
/// ```
#[derive(Debug, Clone)]
pub struct Catalog {
    n: usize,
    rules: Rules,
    filter: Filter,
    /// Column lists of solutions 1, 1 + stride, 1 + 2·stride, ..., and of
    /// the sparse ones between (n bytes each).
    checkpoints: Vec<u8>,
    /// The checkpoints' numbers, increasing.
    numbers: Vec<u64>,
    len: u64,
    complete: bool,
    /// The search that extends the catalog, unless it is a mirror.
    builder: Option<CatalogBuilder>,
    /// Only the solutions that keep these pins and blocks, if any.
    only: Option<Arc<Constraints>>,
}

/// The solutions numbered by one step of a [`CatalogBuilder`], ready to be
/// applied to a [`Catalog`] (possibly on another thread).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogChunk {
    pub n: usize,
    pub rules: Rules,
    pub filter: Filter,
    /// Solutions numbered before this chunk.
    pub first: u64,
    /// Solutions numbered by this chunk.
    pub added: u64,
    /// The checkpoints among them, n bytes each.
    pub checkpoints: Vec<u8>,
    /// Their numbers.
    pub numbers: Vec<u64>,
    /// No solution comes after this chunk.
    pub complete: bool,
}

/// A chunk that does not continue the catalog it is applied to.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "chunk for n = {chunk_n} from solution {chunk_first} does not continue a catalog of n = {n} with {len} solutions"
)]
pub struct ChunkMismatch {
    pub n: usize,
    pub len: u64,
    pub chunk_n: usize,
    pub chunk_first: u64,
}

/// The default distance between checkpoints for [`Filter::All`].
pub const DEFAULT_STRIDE: u64 = 256;

/// Search slices (about a millisecond each, see `advance_until`) after
/// which the next solution found is a checkpoint whatever its number.
pub const SPARSE_SLICES: u32 = 8;

/// The checkpoint distance used for a filter: fundamental solutions are
/// about an eighth of all, so walking between them costs more per step.
pub fn default_stride(filter: Filter) -> u64 {
    match filter {
        Filter::All => DEFAULT_STRIDE,
        Filter::Fundamental => DEFAULT_STRIDE / 4,
    }
}

/// Walks the solutions of n in order and cuts them into [`CatalogChunk`]s.
/// O(n) memory: it keeps no solution, only the search.
#[derive(Debug, Clone)]
pub struct CatalogBuilder {
    n: usize,
    rules: Rules,
    filter: Filter,
    stride: u64,
    search: Solutions,
    len: u64,
    done: bool,
    only: Option<Arc<Constraints>>,
    /// Search slices since the last checkpoint.
    slices: u32,
    /// Slices after which a solution is a checkpoint whatever its number.
    sparse: u32,
}

impl CatalogBuilder {
    pub fn new(n: usize, rules: Rules, filter: Filter, stride: u64) -> Result<Self, EngineError> {
        let rules = rules.normalized(n);
        Ok(CatalogBuilder {
            n,
            rules,
            filter,
            stride: stride.max(1),
            search: Solutions::new(n, rules)?,
            len: 0,
            done: false,
            only: None,
            slices: 0,
            sparse: SPARSE_SLICES,
        })
    }

    /// The same, numbering only the solutions that keep `only` (their
    /// numbers are then those of the filtered list).
    pub fn keeping(mut self, only: Option<Arc<Constraints>>) -> Self {
        self.only = only;
        self
    }

    /// The same, with a solution reached after `slices` search slices made
    /// a checkpoint (the default is [`SPARSE_SLICES`]).
    pub fn sparse_after(mut self, slices: u32) -> Self {
        self.sparse = slices.max(1);
        self
    }

    /// Every solution has been handed out.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Numbers up to `max_new` more solutions.
    pub fn next_chunk(&mut self, max_new: u64) -> CatalogChunk {
        self.next_chunk_until(max_new, None)
    }

    /// Numbers up to `max_new` more solutions, stopping at `deadline` even
    /// if it found none: at n = 32 solutions can be seconds apart, and a
    /// chunk that waited for a thousand of them would leave the app saying
    /// nothing for minutes.
    pub fn next_chunk_until(&mut self, max_new: u64, deadline: Option<Instant>) -> CatalogChunk {
        let first = self.len;
        let mut checkpoints = Vec::new();
        let mut numbers = Vec::new();
        let past = || deadline.is_some_and(|d| Instant::now() >= d);
        // The search asks `stop` once a slice: that is where slices are counted.
        let slices = Cell::new(self.slices);
        let stop = || {
            slices.set(slices.get().saturating_add(1));
            past()
        };
        while !self.done && self.len - first < max_new {
            // Dense solutions never leave the search idle long enough for
            // it to look at the clock: look here too, now and then.
            if (self.len - first).is_multiple_of(256) && self.len > first && past() {
                break;
            }
            match advance_until(&mut self.search, self.filter, self.only.as_deref(), &stop) {
                Ok(true) => {}
                Ok(false) => {
                    self.done = true;
                    break;
                }
                Err(_) => break,
            }
            if self.len.is_multiple_of(self.stride) || slices.get() >= self.sparse {
                // Checkpoints pack each column in a byte (at most 64
                // columns).
                checkpoints.extend(self.search.current().iter().map(|&c| c as u8));
                numbers.push(self.len + 1);
                slices.set(0);
            }
            self.len += 1;
        }
        self.slices = slices.get();
        CatalogChunk {
            n: self.n,
            rules: self.rules,
            filter: self.filter,
            first,
            added: self.len - first,
            checkpoints,
            numbers,
            complete: self.done,
        }
    }
}

impl Catalog {
    /// An empty catalog of n (1..=32) under `rules` that extends itself,
    /// with the [`default_stride`] of the filter.
    pub fn new(n: usize, rules: Rules, filter: Filter) -> Result<Self, EngineError> {
        Self::with_stride(n, rules, filter, default_stride(filter))
    }

    /// An empty self-extending catalog with a chosen checkpoint distance.
    pub fn with_stride(
        n: usize,
        rules: Rules,
        filter: Filter,
        stride: u64,
    ) -> Result<Self, EngineError> {
        let builder = CatalogBuilder::new(n, rules, filter, stride)?;
        let mut catalog = Self::mirror(n, rules, filter);
        catalog.builder = Some(builder);
        Ok(catalog)
    }

    /// An empty catalog fed by chunks from a [`CatalogBuilder`] elsewhere
    /// (built with the same n, rules and filter; its stride is the
    /// builder's).
    pub fn mirror(n: usize, rules: Rules, filter: Filter) -> Self {
        Catalog {
            n,
            rules: rules.normalized(n),
            filter,
            checkpoints: Vec::new(),
            numbers: Vec::new(),
            len: 0,
            complete: false,
            builder: None,
            only: None,
        }
    }

    /// A mirror of a builder made with [`CatalogBuilder::keeping`]: its
    /// lookups walk the same filtered list.
    pub fn keeping(mut self, only: Option<Arc<Constraints>>) -> Self {
        self.only = only;
        self
    }

    /// The pins and blocks the catalog keeps, if any.
    pub fn only(&self) -> Option<&Constraints> {
        self.only.as_deref()
    }

    /// A complete catalog of n under `rules`.
    pub fn build(n: usize, rules: Rules, filter: Filter) -> Result<Self, EngineError> {
        let mut catalog = Self::new(n, rules, filter)?;
        catalog.extend(u64::MAX);
        Ok(catalog)
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn filter(&self) -> Filter {
        self.filter
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Solutions numbered so far.
    pub fn len(&self) -> u64 {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Every solution of n is numbered: [`Catalog::len`] is final.
    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// The total, when every number can be reached at once by unranking
    /// (all solutions of n up to `MAX_RANK_N`, without pins): then lookups past
    /// [`Catalog::len`] unrank, and numbers of boards not listed yet rank.
    pub fn numbered_at_once(&self) -> Option<u64> {
        if self.filter != Filter::All || self.only.is_some() {
            return None;
        }
        engine::numbered_at_once(self.n, self.rules)
    }

    /// The highest number a lookup reaches now, and whether it is the
    /// last: the total where numbers come at once, else what is listed.
    pub fn reach(&self) -> (u64, bool) {
        match self.numbered_at_once() {
            Some(total) => (total, true),
            None => (self.len, self.complete),
        }
    }

    /// Bytes held by the checkpoints.
    pub fn memory_bytes(&self) -> usize {
        self.checkpoints.capacity() + self.numbers.capacity() * size_of::<u64>()
    }

    /// How many checkpoints the catalog keeps.
    pub fn checkpoint_count(&self) -> usize {
        self.numbers.len()
    }

    /// Numbers up to `max_new` more solutions with the catalog's own search;
    /// returns how many it added (0 for a mirror).
    pub fn extend(&mut self, max_new: u64) -> u64 {
        let Some(builder) = self.builder.as_mut() else {
            return 0;
        };
        let chunk = builder.next_chunk(max_new);
        let added = chunk.added;
        self.append(chunk);
        added
    }

    /// Adds a chunk that continues this catalog.
    pub fn apply(&mut self, chunk: CatalogChunk) -> Result<(), ChunkMismatch> {
        if chunk.n != self.n
            || chunk.rules != self.rules
            || chunk.filter != self.filter
            || chunk.first != self.len
            || self.complete
        {
            return Err(ChunkMismatch {
                n: self.n,
                len: self.len,
                chunk_n: chunk.n,
                chunk_first: chunk.first,
            });
        }
        self.append(chunk);
        Ok(())
    }

    fn append(&mut self, chunk: CatalogChunk) {
        self.checkpoints.extend_from_slice(&chunk.checkpoints);
        self.numbers.extend_from_slice(&chunk.numbers);
        self.len += chunk.added;
        self.complete |= chunk.complete;
    }

    fn checkpoint(&self, i: usize) -> &[u8] {
        &self.checkpoints[i * self.n..(i + 1) * self.n]
    }

    /// Solution number `k` (from 1), or `None` past [`Catalog::len`].
    /// Runs a search (see [`Catalog::plan_range`]): not for a UI thread.
    pub fn get(&self, k: u64) -> Option<Board> {
        self.get_columns(k)
            .and_then(|c| self.rules.board_of(&c).ok())
    }

    /// The column list of solution number `k` (from 1).
    pub fn get_columns(&self, k: u64) -> Option<Vec<u32>> {
        self.range(k, 1).pop()
    }

    /// The column lists of solutions `first`, `first + 1`, ... (at most
    /// `count`, fewer past [`Catalog::len`]): one resume and one walk, as a
    /// gallery page needs.
    pub fn range(&self, first: u64, count: usize) -> Vec<Vec<u32>> {
        self.plan_range(first, count)
            .and_then(|plan| plan.run(Control::default()).ok())
            .unwrap_or_default()
    }

    /// What [`Catalog::range`] must search, found in O(1) without
    /// searching: the run itself can take long at large n (solutions of
    /// n = 32 can be far apart), so it goes to a worker.
    pub fn plan_range(&self, first: u64, count: usize) -> Option<RangePlan> {
        let (reach, _) = self.reach();
        if first == 0 || first > reach || count == 0 {
            return None;
        }
        let count = count.min((reach - first + 1).min(usize::MAX as u64) as usize);
        if first > self.len {
            // Not listed yet: the first one by its number, then a walk.
            return Some(RangePlan {
                rules: self.rules,
                filter: self.filter,
                only: None,
                first,
                start: Start::Unrank(self.n),
                later: Vec::new(),
                count,
            });
        }
        // The last checkpoint not after `first` (solution 1 is one).
        let cp = self
            .numbers
            .partition_point(|&k| k <= first)
            .checked_sub(1)?;
        // Those wanted after the first that are checkpoints: where
        // solutions are sparse, every one.
        let last = first + count as u64 - 1;
        let later = (cp + 1..self.numbers.len())
            .take_while(|&i| self.numbers[i] <= last)
            .map(|i| (self.numbers[i], widen(self.checkpoint(i))))
            .collect();
        Some(RangePlan {
            rules: self.rules,
            filter: self.filter,
            only: self.only.clone(),
            first,
            start: Start::Checkpoint {
                columns: widen(self.checkpoint(cp)),
                skip: first - self.numbers[cp],
            },
            later,
            count,
        })
    }

    /// The number of a solution, if the catalog holds it (a board that is
    /// not a solution, or not fundamental in a fundamental catalog, or not
    /// reached yet, has none). Runs a search: not for a UI thread.
    pub fn index_of(&self, columns: &[u32]) -> Option<u64> {
        self.plan_index(columns)
            .run(Control::default())
            .ok()
            .flatten()
    }

    /// What [`Catalog::index_of`] must search, found by a binary search of
    /// the checkpoints.
    pub fn plan_index(&self, columns: &[u32]) -> IndexPlan {
        let width = self.rules.width(self.n);
        if columns.len() != self.n || columns.iter().any(|&c| c as usize >= width) {
            return IndexPlan::Known(None);
        }
        let target: Vec<u8> = columns.iter().map(|&c| c as u8).collect();
        // The last checkpoint not after the target.
        let count = self.checkpoints.len() / self.n;
        let (mut lo, mut hi) = (0usize, count);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.checkpoint(mid) <= target.as_slice() {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        // Past the last checkpoint the listing may not have got there:
        // where numbers come at once, the number is counted instead.
        if lo == count && self.numbered_at_once().is_some() {
            return IndexPlan::Rank(columns.to_vec());
        }
        let Some(cp) = lo.checked_sub(1) else {
            return IndexPlan::Known(None);
        };
        let number = self.numbers[cp];
        if self.checkpoint(cp) == target.as_slice() {
            return IndexPlan::Known(Some(number));
        }
        IndexPlan::Search {
            rules: self.rules,
            filter: self.filter,
            only: self.only.clone(),
            start: widen(self.checkpoint(cp)),
            number,
            target: columns.to_vec(),
            len: self.len,
        }
    }
}

#[cfg(test)]
mod tests;
