//! The row-by-row walks behind [`crate::solutions::Solutions`]: one generic
//! backtrack ([`backtrack`]) over a [`Frontier`], what a walk keeps of its
//! rows. [`RuleWalk`] is every rule's (a row's free squares from
//! [`RuleSearch`]'s tables), [`LimitedWalk`] the same with a
//! [`crate::problem::Problem`]'s constraints on top; the classic queens' own walk
//! is beside [`crate::solutions::Solutions`].

use std::sync::Arc;

use crate::rules::RuleSearch;
use crate::{errors::EngineError, rules::Rules};

/// What a walk keeps of its rows: the columns still to try in each, and
/// how the next row's free squares follow from a queen placed. The search
/// itself is [`backtrack`], one loop for every rule.
pub(crate) trait Frontier {
    /// Columns still to try in row `r` (bit i = column i).
    fn avail(&self, r: usize) -> u64;
    /// Row `r` takes the column of `bit`; `avail` is what is left to try.
    fn place(&mut self, r: usize, avail: u64, bit: u64);
    /// Opens row `r` below the queen `bit` of row `r - 1`; returns the
    /// extra work it took, in steps of the budget.
    fn open(&mut self, r: usize, bit: u64) -> u32;
}

/// The row-by-row search, resumed at `row` (`None`: exhausted) and run
/// for at most `budget` steps: `Some(true)` on a solution (row then is the
/// last), `Some(false)` when the search is over, `None` when the budget
/// ran out first (row is where to go on). What is left of the budget is
/// written back.
#[inline(always)]
pub(crate) fn backtrack<F: Frontier>(
    walk: &mut F,
    row: &mut Option<usize>,
    last: usize,
    budget: &mut u32,
) -> Option<bool> {
    let Some(mut r) = *row else {
        return Some(false);
    };
    let mut left = *budget;
    let found = loop {
        if left == 0 {
            *row = Some(r);
            break None;
        }
        left -= 1;
        let avail = walk.avail(r);
        if avail == 0 {
            if r == 0 {
                *row = None;
                break Some(false);
            }
            r -= 1;
            continue;
        }
        let bit = avail & avail.wrapping_neg();
        walk.place(r, avail ^ bit, bit);
        if r == last {
            *row = Some(r);
            break Some(true);
        }
        r += 1;
        left = left.saturating_sub(walk.open(r, bit));
    };
    *budget = left;
    found
}

/// Every other rule's walk: a row's free squares from [`RuleSearch`]'s
/// tables, one `u64` a row.
#[derive(Clone)]
pub(crate) struct RuleWalk {
    /// Shared by the copies of a walk (a catalog's builder and its plans):
    /// the tables are n × width × n words.
    pub(crate) search: Arc<RuleSearch>,
    pub(crate) columns: Vec<u32>,
    /// Columns still to try in each row.
    avail: Vec<u64>,
    /// The columns taken on entering each row.
    cols: Vec<u64>,
    /// Row being filled; `None` once the search is exhausted.
    row: Option<usize>,
}

impl std::fmt::Debug for RuleWalk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RuleWalk")
            .field("rules", &self.search.rules())
            .field("columns", &self.columns)
            .field("row", &self.row)
            .finish()
    }
}

impl RuleWalk {
    pub(crate) fn new(n: usize, rules: Rules) -> Result<Self, EngineError> {
        Ok(RuleWalk::on(Arc::new(RuleSearch::new(n, rules)?)))
    }

    /// The walk from its first square, on tables already built.
    pub(crate) fn on(search: Arc<RuleSearch>) -> Self {
        let n = search.n();
        let mut avail = vec![0u64; n];
        avail[0] = search.free(&[]);
        let row = (!search.rules().known_empty(n)).then_some(0);
        RuleWalk {
            search,
            columns: vec![0; n],
            avail,
            cols: vec![0; n],
            row,
        }
    }

    /// The free squares of row `r` below the queen `bit` of row `r - 1`,
    /// and the rows looked at; row `r` is then entered.
    #[inline(always)]
    fn free_below(&mut self, r: usize, bit: u64) -> (u64, u32) {
        let cols = self.cols[r - 1] | bit;
        self.cols[r] = cols;
        let (free, looked) = self.search.free_below(cols, &self.columns[..r]);
        (free, looked as u32)
    }

    pub(crate) fn after(columns: &[u32], rules: Rules) -> Result<Self, EngineError> {
        let n = columns.len();
        let search = RuleSearch::new(n, rules)?;
        let mut avail = vec![0u64; n];
        let mut cols = vec![0u64; n];
        for (r, &c) in columns.iter().enumerate() {
            let free = search.free(&columns[..r]);
            if c as usize >= search.width() || free & (1u64 << c) == 0 {
                return Err(EngineError::NotASolution);
            }
            // Columns up to and including c in this row have been tried.
            avail[r] = free & (u64::MAX << c << 1);
            if r + 1 < n {
                cols[r + 1] = cols[r] | 1 << c;
            }
        }
        Ok(RuleWalk {
            search: Arc::new(search),
            columns: columns.to_vec(),
            avail,
            cols,
            row: Some(n - 1),
        })
    }

    pub(crate) fn advance_within(&mut self, budget: &mut u32) -> Option<bool> {
        let (mut row, last) = (self.row, self.columns.len() - 1);
        let found = backtrack(self, &mut row, last, budget);
        self.row = row;
        found
    }
}

impl Frontier for RuleWalk {
    #[inline(always)]
    fn avail(&self, r: usize) -> u64 {
        self.avail[r]
    }

    #[inline(always)]
    fn place(&mut self, r: usize, avail: u64, bit: u64) {
        self.avail[r] = avail;
        self.columns[r] = bit.trailing_zeros();
    }

    /// A row's free squares cost a word for each row above it within the
    /// rule's reach: the budget counts that work, so that a slice takes about as long as the
    /// queens' (a page draws between slices).
    #[inline(always)]
    fn open(&mut self, r: usize, bit: u64) -> u32 {
        let (free, looked) = self.free_below(r, bit);
        self.avail[r] = free;
        looked
    }
}

/// The rules' walk with the constraints on top: a row's free squares are
/// the rules', less the squares its pins and blocks forbid, less those of
/// the regions already holding a piece.
#[derive(Clone, Debug)]
pub(crate) struct LimitedWalk {
    walk: RuleWalk,
    /// The columns each row allows (bit c = column c).
    allowed: Arc<[u64]>,
    /// `region[r * w + c]`: the bit of the square's region.
    region: Option<Arc<[u64]>>,
    /// Where every region must take a piece (as many regions as rows):
    /// the regions whose last square is in each row. One of them still
    /// empty on entering its row is due there; two end the branch.
    ending: Option<Arc<[u64]>>,
    /// The regions holding a piece on entering each row.
    used: Vec<u64>,
}

impl LimitedWalk {
    /// The walk of the rules' `tables` where row r allows only the
    /// columns of `allowed[r]` and, given a map (the region of each
    /// square, row by row, each below 64), a region takes one piece.
    pub(crate) fn new(tables: Arc<RuleSearch>, allowed: Vec<u64>, regions: Option<&[u8]>) -> Self {
        let n = tables.n();
        let w = tables.w;
        let region = regions.map(|map| map.iter().map(|&g| 1u64 << g).collect::<Arc<[u64]>>());
        let ending = region.as_deref().and_then(|bits| {
            let every = bits.iter().fold(0u64, |all, &b| all | b);
            (every.count_ones() as usize == n).then(|| {
                let mut ending = vec![0u64; n];
                let mut seen = 0u64;
                for i in (0..bits.len()).rev() {
                    if seen & bits[i] == 0 {
                        seen |= bits[i];
                        ending[i / w] |= bits[i];
                    }
                }
                ending.into()
            })
        });
        let mut walk = LimitedWalk {
            walk: RuleWalk::on(tables),
            allowed: allowed.into(),
            region,
            ending,
            used: vec![0; n],
        };
        let first = walk.walk.avail(0) & walk.allowed[0];
        walk.walk.avail[0] = walk.due(0, first, 0);
        walk
    }

    /// The squares of `free` in row `r` that a piece may take when the
    /// regions in `used` hold one: none of a used region, and where a
    /// region still empty ends in this row, only its squares.
    #[inline(always)]
    fn due(&self, r: usize, mut free: u64, used: u64) -> u64 {
        let Some(region) = &self.region else {
            return free;
        };
        let due = self.ending.as_ref().map_or(0, |ending| ending[r] & !used);
        if due.count_ones() > 1 {
            return 0;
        }
        let w = self.walk.search.w;
        let row = &region[r * w..];
        let mut rest = free;
        while rest != 0 {
            let b = rest & rest.wrapping_neg();
            rest ^= b;
            let g = row[b.trailing_zeros() as usize];
            // Without a branch: which squares fall is unpredictable.
            let taken = u64::from(g & used != 0 || (due != 0 && g != due));
            free ^= b & taken.wrapping_neg();
        }
        free
    }

    pub(crate) fn rule_walk(&self) -> &RuleWalk {
        &self.walk
    }

    pub(crate) fn advance_within(&mut self, budget: &mut u32) -> Option<bool> {
        let (mut row, last) = (self.walk.row, self.walk.columns.len() - 1);
        let found = backtrack(self, &mut row, last, budget);
        self.walk.row = row;
        found
    }
}

impl Frontier for LimitedWalk {
    #[inline(always)]
    fn avail(&self, r: usize) -> u64 {
        self.walk.avail(r)
    }

    #[inline(always)]
    fn place(&mut self, r: usize, avail: u64, bit: u64) {
        self.walk.place(r, avail, bit);
    }

    #[inline(always)]
    fn open(&mut self, r: usize, bit: u64) -> u32 {
        let (free, cost) = self.walk.free_below(r, bit);
        let mut free = free & self.allowed[r];
        if let Some(region) = &self.region {
            let w = self.walk.search.w;
            let used = self.used[r - 1] | region[(r - 1) * w + bit.trailing_zeros() as usize];
            self.used[r] = used;
            free = self.due(r, free, used);
        }
        self.walk.avail[r] = free;
        cost
    }
}
