//! Counting by joining half-boards: the fastest count for n = 12 to 24.
//!
//! Cut the board down the middle into a west half (columns `0..w`) and an
//! east half (columns `w..n`). In a solution, the rows whose queen stands in
//! the west form a set S of w rows; the west half holds a placement of w
//! queens in the rows of S, one in each west column, and the east half one
//! of n - w queens in the other rows. Any such west placement and east
//! placement make a solution exactly when no diagonal carries a queen of
//! each. So, for each row set S, the solutions are the pairs of a west and
//! an east placement whose sets of *crossing diagonals* (those with squares
//! on both sides) do not meet: 2(n - 1) bits, one 64-bit pattern per
//! placement.
//!
//! Three things make it fast:
//!
//! - **Quarters.** A half placement is a north part (rows `0..hr`) and a
//!   south part. The south parts of every row subset are listed once, in a
//!   table grouped by row subset and columns; each north part, found by a
//!   small search, is completed by the south parts with the other columns
//!   of its half.
//! - **Classes.** A few *key* bits of the patterns (the longest diagonals,
//!   the ones most often taken) sort each side into classes. Only classes
//!   with disjoint keys can match, so about (3/4)^k of the pairs are ever
//!   compared, and what is compared is a 32-bit rest: sixteen pairs in
//!   one AVX-512 test (`vptestnmd`), or eight in three AVX2 instructions.
//!   With AVX-512 the join of the quarters packs eight candidates at once
//!   too ([`lanes`]).
//! - **Symmetry.** The mirror turns row set S into its complement and the
//!   flip turns it upside down, so one row set in each class of up to four
//!   is counted and weighted. At odd n the mirror keeps the cut only with
//!   the queen of the middle column held in its row, so there a row set is
//!   counted for some rows of that queen ([`Layout::row_sets_folded`]).
//!   At even n the transpose halves the solutions with a queen on each
//!   longest diagonal ([`Layout::long_diagonals`]).
//!
//! The peak memory is the two south tables, 8 bytes per south part, plus
//! two lists per thread: 32 MB resident at n = 18, 85 MB at n = 20 and
//! 272 MB at n = 22.

use rayon::prelude::*;

use super::control::{Control, Pieces, in_pool};
use crate::errors::EngineError;

mod by_prefix;
mod lanes;
mod row_sets;
pub(super) use by_prefix::{MAX_DEPTH as MAX_PREFIX_DEPTH, count_by_prefix};
#[cfg(test)]
use lanes::Plain;
use lanes::{Body, Lanes};
use row_sets::North;

/// The sizes this counter takes: below 12 the lists are too short to pay
/// for the tables; past 24 the key that sorts a side into classes needs 16
/// bits and more (the pattern's rest must fit 32), and sorting every row
/// set into 65,536 classes costs more than the constellations save.
pub(super) const RANGE: std::ops::RangeInclusive<usize> = 12..=24;

/// The side a forecast times this counter on: about 0.1 s here (n = 14
/// is too short to time well, thread start-up included).
pub(super) const CALIBRATION_N: usize = 15;

/// How much longer n takes than n - 1, for n = 16 to 24, measured here
/// with the AVX-512 paths (`nqueens count N`, 2 threads, on a quiet
/// machine). Before odd n folded by the mirror, the steps were 4.0, 10.0,
/// 1.9, 13.3, 3.05, 14.4, 3.49 and 22.1 (16 to 22 took 0.07, 0.70, 1.33,
/// 17.7, 54.0, 779 and 2,906 s; the forecast's timed run of 15 on one
/// thread about 0.033 s). The fold made the odd sizes take 0.865 of the
/// time at 15 (one thread), 0.78 at 17, 0.64 at 19 and 0.46 at 21 (357 s;
/// `farm-bench` or one after the other), and each step is the old one
/// times its n's share over n - 1's. The step to 16 holds the thread
/// start-up the timed run does not pay. The step to 23 is part 0 of
/// 100's counting against 22's, one after the other (314 s against
/// 21.0 s, the tables each part builds taken out: 52 s and 13.9 s, from
/// part 0 of 100,000); 24 is taken to step as 22 did.
const GROWTH: [f64; 9] = [4.62, 7.8, 2.44, 8.5, 4.79, 6.6, 7.62, 15.0, 7.62];

/// How many times longer a count of n takes than one of `from`
/// (`from <= n`, both from [`CALIBRATION_N`] or below up to 24).
pub(super) fn growth(from: usize, to: usize) -> f64 {
    (from + 1..=to)
        .map(|n| {
            n.checked_sub(16)
                .and_then(|i| GROWTH.get(i))
                .copied()
                .unwrap_or(1.0)
        })
        .product()
}

/// The number of solutions of n, for n in [`RANGE`].
pub(super) fn count(n: usize, control: &Control<'_>) -> Result<u64, EngineError> {
    Plan::new(n, control)?.count(None, control)
}

/// A count of n laid out: the cut, the south tables, and the row sets to
/// count in a fixed order (the same on every machine running this
/// version, which is what a split into parts relies on).
pub(super) struct Plan {
    layout: Layout,
    west: SouthTable,
    east: SouthTable,
    sets: Vec<North>,
}

impl Plan {
    /// For n in [`RANGE`].
    pub(super) fn new(n: usize, control: &Control<'_>) -> Result<Plan, EngineError> {
        assert!(RANGE.contains(&n), "halves::Plan takes n in {RANGE:?}");
        let layout = Layout::new(n);
        let west = SouthTable::new(&layout, layout.west(), control)?;
        let east = SouthTable::new(&layout, layout.east(), control)?;
        let sets = layout.row_sets();
        Ok(Plan {
            layout,
            west,
            east,
            sets,
        })
    }

    fn tables(&self) -> Tables<'_> {
        Tables {
            layout: &self.layout,
            west: &self.west,
            east: &self.east,
        }
    }

    /// Every row set counted, in order: its rows (bit r for a west queen
    /// in row r), at odd n the rows of the middle column's queen it
    /// counts ([`North::middle`]), and its weight (the size of its class,
    /// for each of those rows).
    pub(super) fn row_sets(&self) -> impl Iterator<Item = (u32, Option<u32>, u64)> + '_ {
        let hr = self.layout.hr;
        self.sets.iter().flat_map(move |north| {
            north
                .souths
                .iter()
                .map(move |&(south, weight)| (north.rows | south << hr, north.middle, weight))
        })
    }

    /// The estimated work of each row set, in order: the product of the
    /// two halves' candidate placements (north parts times the south parts
    /// with the other columns), which is what the pair loop grows with.
    pub(super) fn work(&self) -> Vec<f64> {
        let tables = self.tables();
        let per_north: Vec<Vec<f64>> = self
            .sets
            .par_iter()
            .map_init(Scratch::default, |scratch, north| {
                tables.candidates(north, scratch)
            })
            .collect();
        per_north.into_iter().flatten().collect()
    }

    /// The weighted solutions of the row sets that `keep` (one flag per
    /// row set, in order) keeps, or of all.
    pub(super) fn count(
        &self,
        keep: Option<&[bool]>,
        control: &Control<'_>,
    ) -> Result<u64, EngineError> {
        let kept: Vec<North>;
        let sets = match keep {
            None => &self.sets,
            Some(keep) => {
                let mut flags = keep.iter();
                kept = self
                    .sets
                    .iter()
                    .map(|north| North {
                        rows: north.rows,
                        middle: north.middle,
                        souths: north
                            .souths
                            .iter()
                            .filter(|_| flags.next().copied().unwrap_or(false))
                            .copied()
                            .collect(),
                    })
                    .filter(|north| !north.souths.is_empty())
                    .collect();
                &kept
            }
        };
        let pieces = Pieces::new(sets.iter().map(|s| s.souths.len()).sum());
        let tables = self.tables();
        let run = || {
            sets.par_iter()
                .map_init(Scratch::default, |scratch, north| {
                    tables.count_north(north, scratch, control, &pieces)
                })
                .try_reduce(|| 0, |a, b| Ok(a + b))
        };
        in_pool(control.threads, run)?
    }
}

/// Where the board is cut, and how patterns are laid out.
struct Layout {
    n: usize,
    /// West columns are `0..w`; w = n / 2 (the east half has the middle
    /// column of an odd board).
    w: usize,
    /// North rows are `0..hr`, south rows `hr..n`.
    hr: usize,
    /// Key bits taken from the crossing anti-diagonals and from the
    /// crossing diagonals: a contiguous run of each around the longest
    /// one.
    kd: usize,
    ka: usize,
    /// First key bit of each run.
    d_start: usize,
    a_start: usize,
}

impl Layout {
    fn new(n: usize) -> Self {
        let w = n / 2;
        // The south table grows about 8 times for each row it spans; nine
        // rows keep it near 60 MB at n = 20.
        let hr = n - (n / 2).min(9);
        let bits = 2 * (n - 1);
        // n - 11 key bits was fastest at n = 16..19 with AVX-512 (tried
        // n - 12 to n - 9; with AVX2 it was n - 10, tried from 4 to 10
        // bits): the wider lanes make a compared pair cheaper, so fewer
        // classes pay. Past 21 the sides grow faster than the classes,
        // and more key bits pay again: part 0/100 of 22 took 0.93 of the
        // time with 12 bits as with 11, and of 23 0.82 with 13 bits and
        // 0.79 with 14 as with 12 (the same solutions and checksum). 24
        // needs 14 for its rest, which must fit 32 bits.
        let k = match n {
            ..=21 => n.saturating_sub(11).max(4),
            22 => 12,
            _ => 14,
        }
        .max(bits.saturating_sub(32));
        let kd = k / 2;
        let ka = k - kd;
        // The longest crossing anti-diagonal, r + c = n - 1, and diagonal,
        // r = c, are bit n - 1 - w of their runs.
        let centre = n - 1 - w;
        let start = |len: usize| centre.saturating_sub(len / 2).min(n - 1 - len);
        Layout {
            n,
            w,
            hr,
            kd,
            ka,
            d_start: start(kd),
            a_start: start(ka),
        }
    }

    /// The west half, columns `0..w`.
    fn west(&self) -> Side {
        Side { lo: 0, hi: self.w }
    }

    /// The east half, columns `w..n` (the middle one of an odd board too).
    fn east(&self) -> Side {
        Side {
            lo: self.w,
            hi: self.n,
        }
    }

    fn k(&self) -> usize {
        self.kd + self.ka
    }

    /// The key bits of the two longest diagonals, r + c = n - 1 and
    /// r = c, for the row sets of this north subset where the transpose
    /// pays (else 0): every one at even n; at odd n those where the
    /// middle column's queen is not in the centre row.
    ///
    /// The transpose maps solutions onto solutions, keeps each longest
    /// diagonal, and moves the queen of the anti-diagonal from row i to
    /// row n - 1 - i: from one half of the rows to the other, and so (on
    /// that diagonal) from one side of the cut to the other. So among the
    /// solutions with a queen on each longest diagonal, as many have the
    /// two on the same side of the cut as on opposite sides; the count
    /// skips the first and counts the second twice. The mirror and the
    /// flip keep both sets (they swap the two diagonals and the halves
    /// alike), so the row sets still fold by them.
    ///
    /// At odd n the two diagonals meet in the centre square, in the
    /// middle column: a queen there is on both, and the transpose keeps
    /// it. Without one there, the argument holds as at even n (the mirror,
    /// which keeps the middle column's queen, swaps the halves of the
    /// other columns), and that is where the middle column's queen stands
    /// in another row: the row sets below the centre row, with their
    /// images under the flip and the mirror.
    fn long_diagonals(&self, north: &North) -> usize {
        // At odd n, w is the centre row.
        let centre_free = north.middle.is_some_and(|rows| rows & 1 << self.w == 0);
        if !self.n.is_multiple_of(2) && !centre_free {
            return 0;
        }
        let centre = self.n - 1 - self.w;
        let anti = 1usize << (centre - self.d_start);
        let main = 1usize << (self.kd + centre - self.a_start);
        anti | main
    }

    /// The pattern of a whole half placement, from its anti-diagonals (bit
    /// r + c) and diagonals (bit c - r + n - 1): the key bits above
    /// bit 32, the rest below.
    #[inline(always)]
    fn pattern(&self, antis: u64, diagonals: u64) -> u64 {
        let n = self.n;
        let low = |bits: usize| (1u64 << bits) - 1;
        // `d` and `kd` are the first run (the anti-diagonals), `a` and `ka`
        // the second (the diagonals).
        let d = (antis >> self.w) & low(n - 1);
        let a = (diagonals >> self.w) & low(n - 1);
        let key =
            (d >> self.d_start) & low(self.kd) | ((a >> self.a_start) & low(self.ka)) << self.kd;
        let d_rest = d & low(self.d_start) | (d >> (self.d_start + self.kd)) << self.d_start;
        let a_rest = a & low(self.a_start) | (a >> (self.a_start + self.ka)) << self.a_start;
        key << 32 | d_rest | a_rest << (n - 1 - self.kd)
    }
}

/// One half of the board: columns `lo..hi`.
#[derive(Clone, Copy)]
struct Side {
    lo: usize,
    hi: usize,
}

impl Side {
    fn width(self) -> usize {
        self.hi - self.lo
    }

    fn columns(self) -> u32 {
        ((1u64 << self.hi) - (1u64 << self.lo)) as u32
    }

    /// The diagonals of a part of this side that a part in the other rows
    /// of the side could take too (width - 1 of each kind, at most 26
    /// bits): a north part and a south part fit together exactly when
    /// their seams do not meet. It has a word of its own beside the
    /// pattern: past n = 22 the two no longer fit one 64-bit word.
    fn seam(self, layout: &Layout, part: &Part) -> u32 {
        let m = (1u64 << (self.width() - 1)) - 1;
        let d = (part.antis >> (layout.hr + self.lo)) & m;
        let a = (part.diagonals >> (self.lo + layout.n - layout.hr)) & m;
        (d | a << (self.width() - 1)) as u32
    }

    /// A part's pattern.
    fn entry(self, layout: &Layout, part: &Part) -> u64 {
        layout.pattern(part.antis, part.diagonals)
    }
}

/// Every placement of queens in the south rows of one half, any number of
/// them, grouped by row subset and then by columns (a compressed sparse
/// table), each as its pattern and seam.
struct SouthTable {
    side: Side,
    entries: Vec<u64>,
    /// `seams[i]` is the seam of `entries[i]`.
    seams: Vec<u32>,
    /// `entries[starts[key]..starts[key + 1]]` hold the parts with row
    /// subset and columns `key = rows << width | columns >> lo`.
    starts: Vec<u32>,
}

impl SouthTable {
    /// The table, built by two walks of the same search: one counts the
    /// parts of each key, the other puts each part in its place (no list
    /// of keyed parts to sort, so the peak is the table itself). Looks at
    /// the cancel flag every 65,536 parts.
    fn new(layout: &Layout, side: Side, control: &Control<'_>) -> Result<Self, EngineError> {
        let keys = 1usize << ((layout.n - layout.hr) + side.width());
        let mut starts = vec![0u32; keys + 1];
        south_parts(layout, side, control, |key, _, _| starts[key + 1] += 1)?;
        for key in 0..keys {
            starts[key + 1] += starts[key];
        }
        let mut entries = vec![0u64; starts[keys] as usize];
        let mut seams = vec![0u32; starts[keys] as usize];
        let mut next = starts.clone();
        south_parts(layout, side, control, |key, entry, seam| {
            entries[next[key] as usize] = entry;
            seams[next[key] as usize] = seam;
            next[key] += 1;
        })?;
        Ok(SouthTable {
            side,
            entries,
            seams,
            starts,
        })
    }

    /// The south parts with these rows (relative to `hr`) and columns:
    /// their patterns and their seams.
    #[inline(always)]
    fn group(&self, rows: u32, columns: u32) -> (&[u64], &[u32]) {
        let key = ((rows << self.side.width()) | columns >> self.side.lo) as usize;
        let range = self.starts[key] as usize..self.starts[key + 1] as usize;
        (&self.entries[range.clone()], &self.seams[range])
    }
}

/// Every placement of queens in the south rows of a side, any number of
/// them, given to `each` with its key in the table, its pattern and its
/// seam.
fn south_parts(
    layout: &Layout,
    side: Side,
    control: &Control<'_>,
    mut each: impl FnMut(usize, u64, u32),
) -> Result<(), EngineError> {
    let n = layout.n;
    let hr = layout.hr;
    let mut stack = vec![(hr, 0u32, Part::default())];
    let mut poll = 0u32;
    while let Some((row, rows, part)) = stack.pop() {
        poll = poll.wrapping_add(1);
        if poll.is_multiple_of(1 << 16) && control.cancelled() {
            return Err(EngineError::Cancelled);
        }
        if row == n {
            let key = rows << side.width() | part.columns >> side.lo;
            each(
                key as usize,
                side.entry(layout, &part),
                side.seam(layout, &part),
            );
            continue;
        }
        stack.push((row + 1, rows, part));
        let mut free = part.free(n, row, side.columns());
        while free != 0 {
            let column = free.trailing_zeros() as usize;
            free &= free - 1;
            stack.push((row + 1, rows | 1 << (row - hr), part.place(n, row, column)));
        }
    }
    Ok(())
}

/// A north part as the join needs it.
#[derive(Clone, Copy)]
struct NorthPart {
    columns: u32,
    /// The columns of its queens in the rows of a prefix, as
    /// [`by_prefix`] keys them (0 where it counts no prefix).
    tag: u32,
    /// Its pattern ([`Side::entry`]) and seam ([`Side::seam`]).
    entry: u64,
    seam: u32,
}

/// Queens placed in part of a board, in absolute coordinates.
#[derive(Default, Clone, Copy)]
struct Part {
    columns: u32,
    /// Bit r + c.
    antis: u64,
    /// Bit c - r + n - 1.
    diagonals: u64,
}

impl Part {
    #[inline(always)]
    fn free(&self, n: usize, row: usize, column_mask: u32) -> u32 {
        column_mask
            & !self.columns
            & !((self.antis >> row) as u32)
            & !((self.diagonals >> (n - 1 - row)) as u32)
    }

    #[inline(always)]
    fn place(&self, n: usize, row: usize, column: usize) -> Part {
        Part {
            columns: self.columns | 1 << column,
            antis: self.antis | 1 << (row + column),
            diagonals: self.diagonals | 1 << (column + n - 1 - row),
        }
    }
}

/// Buffers one thread reuses from row set to row set.
#[derive(Default)]
struct Scratch {
    west_north: Vec<NorthPart>,
    east_north: Vec<NorthPart>,
    west: Vec<u64>,
    east: Vec<u64>,
    west_rest: Vec<u32>,
    east_rest: Vec<u32>,
    west_starts: Vec<u32>,
    east_starts: Vec<u32>,
    union: Vec<u32>,
    twice: Vec<u32>,
}

struct Tables<'a> {
    layout: &'a Layout,
    west: &'a SouthTable,
    east: &'a SouthTable,
}

impl Tables<'_> {
    /// The weighted solutions of every row set with this north subset.
    fn count_north(
        &self,
        north: &North,
        scratch: &mut Scratch,
        control: &Control<'_>,
        pieces: &Pieces,
    ) -> Result<u64, EngineError> {
        struct CountNorth<'a> {
            tables: &'a Tables<'a>,
            north: &'a North,
            scratch: &'a mut Scratch,
            control: &'a Control<'a>,
            pieces: &'a Pieces,
        }
        impl Body for CountNorth<'_> {
            type Out = Result<u64, EngineError>;
            #[inline(always)]
            fn run(self, lanes: impl Lanes) -> Self::Out {
                let CountNorth {
                    tables,
                    north,
                    scratch,
                    control,
                    pieces,
                } = self;
                tables.count_north_body(north, scratch, control, pieces, lanes)
            }
        }
        lanes::widest(CountNorth {
            tables: self,
            north,
            scratch,
            control,
            pieces,
        })
    }

    #[inline(always)]
    fn count_north_body(
        &self,
        north: &North,
        scratch: &mut Scratch,
        control: &Control<'_>,
        pieces: &Pieces,
        lanes: impl Lanes,
    ) -> Result<u64, EngineError> {
        let layout = self.layout;
        let n = layout.n;
        let hr = layout.hr;
        north_sides(
            layout,
            north,
            0,
            &mut scratch.west_north,
            &mut scratch.east_north,
        );
        let long = layout.long_diagonals(north);
        let south_mask = (1u32 << (n - hr)) - 1;
        let mut total = 0;
        for &(south, weight) in &north.souths {
            if control.cancelled() {
                return Err(EngineError::Cancelled);
            }
            join_half(
                &scratch.west_north,
                self.west,
                south,
                &mut scratch.west,
                lanes,
            );
            join_half(
                &scratch.east_north,
                self.east,
                !south & south_mask,
                &mut scratch.east,
                lanes,
            );
            total += weight * matches(layout, long, scratch, control)?;
            pieces.one_done(control);
        }
        Ok(total)
    }
}

impl Tables<'_> {
    /// The estimated work of each row set of this north subset, as
    /// [`Plan::work`] has it.
    fn candidates(&self, north: &North, scratch: &mut Scratch) -> Vec<f64> {
        let layout = self.layout;
        let south_mask = (1u32 << (layout.n - layout.hr)) - 1;
        north_sides(
            layout,
            north,
            0,
            &mut scratch.west_north,
            &mut scratch.east_north,
        );
        // Many north parts share their columns: each set of columns is
        // looked up once, with how many parts have it.
        let by_columns = |norths: &[NorthPart]| -> Vec<(u32, f64)> {
            let mut columns: Vec<u32> = norths.iter().map(|top| top.columns).collect();
            columns.sort_unstable();
            let mut counted: Vec<(u32, f64)> = Vec::new();
            for c in columns {
                match counted.last_mut() {
                    Some((last, count)) if *last == c => *count += 1.0,
                    _ => counted.push((c, 1.0)),
                }
            }
            counted
        };
        let west_columns = by_columns(&scratch.west_north);
        let east_columns = by_columns(&scratch.east_north);
        let half = |norths: &[(u32, f64)], south: &SouthTable, rows: u32| -> f64 {
            let columns = south.side.columns();
            norths
                .iter()
                .map(|&(taken, count)| count * south.group(rows, columns & !taken).0.len() as f64)
                .sum()
        };
        north
            .souths
            .iter()
            .map(|&(south, _)| {
                let west = half(&west_columns, self.west, south);
                let east = half(&east_columns, self.east, !south & south_mask);
                west * east + west + east
            })
            .collect()
    }
}

/// The north parts of both sides for this north subset, into `west_out`
/// and `east_out`, each tagged with the columns of its queens in the
/// first `depth` rows (0 for none).
fn north_sides(
    layout: &Layout,
    north: &North,
    depth: usize,
    west_out: &mut Vec<NorthPart>,
    east_out: &mut Vec<NorthPart>,
) {
    let north_mask = (1u32 << layout.hr) - 1;
    north_parts_tagged(layout, layout.west(), north.rows, None, depth, west_out);
    north_parts_tagged(
        layout,
        layout.east(),
        !north.rows & north_mask,
        north.middle,
        depth,
        east_out,
    );
}

/// Every placement in the north rows `rows` (one queen in each) within
/// the side, each tagged with the columns of its queens in the first
/// `depth` rows. With `middle`, only those with a queen in the side's
/// first column, in one of the rows of that mask.
fn north_parts_tagged(
    layout: &Layout,
    side: Side,
    rows: u32,
    middle: Option<u32>,
    depth: usize,
    out: &mut Vec<NorthPart>,
) {
    out.clear();
    struct Walk<'a> {
        layout: &'a Layout,
        side: Side,
        middle: Option<u32>,
        depth: usize,
    }
    fn place(walk: &Walk, rows: u32, part: Part, tag: u32, out: &mut Vec<NorthPart>) {
        let Walk {
            layout,
            side,
            middle,
            depth,
        } = *walk;
        if rows == 0 {
            if middle.is_some() && part.columns & 1 << side.lo == 0 {
                return;
            }
            out.push(NorthPart {
                columns: part.columns,
                tag,
                entry: side.entry(layout, &part),
                seam: side.seam(layout, &part),
            });
            return;
        }
        let n = layout.n;
        let row = rows.trailing_zeros() as usize;
        let mut free = part.free(n, row, side.columns());
        if middle.is_some_and(|rows| rows & 1 << row == 0) {
            free &= !(1 << side.lo);
        }
        while free != 0 {
            let column = free.trailing_zeros() as usize;
            free &= free - 1;
            let tag = if row < depth {
                tag | (column as u32) << (5 * (depth - 1 - row))
            } else {
                tag
            };
            place(
                walk,
                rows & (rows - 1),
                part.place(n, row, column),
                tag,
                out,
            );
        }
    }
    let walk = Walk {
        layout,
        side,
        middle,
        depth,
    };
    place(&walk, rows, Part::default(), 0, out);
}

/// The patterns of every half placement with these north parts and south
/// rows.
#[inline(always)]
fn join_half(
    norths: &[NorthPart],
    south: &SouthTable,
    south_rows: u32,
    out: &mut Vec<u64>,
    lanes: impl Lanes,
) {
    out.clear();
    let columns = south.side.columns();
    for top in norths {
        let (patterns, seams) = south.group(south_rows, columns & !top.columns);
        lanes.join(patterns, seams, top.entry, top.seam, out);
    }
}

/// The pairs of a west and an east pattern that share no diagonal, each
/// weighted by the transpose (see [`Layout::long_diagonals`]): 0 when one
/// side holds the queens of both longest diagonals, 2 when each side holds
/// one, else 1.
#[inline(always)]
fn matches(
    layout: &Layout,
    long: usize,
    scratch: &mut Scratch,
    control: &Control<'_>,
) -> Result<u64, EngineError> {
    let k = layout.k();
    if scratch.west.is_empty() || scratch.east.is_empty() {
        return Ok(0);
    }
    by_key(
        &scratch.west,
        k,
        &mut scratch.west_rest,
        &mut scratch.west_starts,
    );
    by_key(
        &scratch.east,
        k,
        &mut scratch.east_rest,
        &mut scratch.east_starts,
    );
    let classes = 1usize << k;
    // Each class of the longer side meets one list gathered from the
    // shorter side: the copying then costs least per pair compared.
    let (west, ws, east, es) = if scratch.west.len() >= scratch.east.len() {
        (
            &scratch.west_rest,
            &scratch.west_starts,
            &scratch.east_rest,
            &scratch.east_starts,
        )
    } else {
        (
            &scratch.east_rest,
            &scratch.east_starts,
            &scratch.west_rest,
            &scratch.west_starts,
        )
    };
    // Both longest diagonals on one side: the transpose's images count them.
    let skipped = |key: usize| long != 0 && key & long == long;
    let mut total = 0;
    for key in 0..classes {
        let wests = &west[ws[key] as usize..ws[key + 1] as usize];
        if wests.is_empty() || skipped(key) {
            continue;
        }
        if key % 64 == 0 && control.cancelled() {
            return Err(EngineError::Cancelled);
        }
        // The longest diagonal that, on the other side, makes a pair count
        // twice: the one this class's key lacks, if it has the other.
        let pairing = if key & long == 0 { 0 } else { long & !key };
        // Every east class whose key is a subset of the free keys, in one
        // list (two: once and twice), so that the pair loop runs long.
        let free = !key & (classes - 1);
        let class = |sub: usize| &east[es[sub] as usize..es[sub + 1] as usize];
        if wests.len() < GATHER_FROM {
            total += subsets(free)
                .filter(|&sub| !skipped(sub))
                .map(|sub| {
                    let pairs = disjoint_pairs(wests, class(sub));
                    if sub & pairing != 0 { 2 * pairs } else { pairs }
                })
                .sum::<u64>();
            continue;
        }
        scratch.union.clear();
        scratch.twice.clear();
        for sub in subsets(free).filter(|&sub| !skipped(sub)) {
            let list = if sub & pairing != 0 {
                &mut scratch.twice
            } else {
                &mut scratch.union
            };
            list.extend_from_slice(class(sub));
        }
        total += disjoint_pairs(wests, &scratch.union) + 2 * disjoint_pairs(wests, &scratch.twice);
    }
    Ok(total)
}

/// Every subset of the bits of `of`, itself first and 0 last.
#[inline(always)]
fn subsets(of: usize) -> impl Iterator<Item = usize> {
    std::iter::successors(Some(of), move |&sub| (sub != 0).then(|| (sub - 1) & of))
}

/// Classes shorter than this meet the other side's classes one by one
/// rather than gathered in one list: the copy would cost more than it saves.
const GATHER_FROM: usize = 4;

/// Sorts patterns by key (counting sort) into their 32-bit rests, with the
/// start of each class.
#[inline(always)]
fn by_key(patterns: &[u64], k: usize, rests: &mut Vec<u32>, starts: &mut Vec<u32>) {
    let classes = 1usize << k;
    starts.clear();
    starts.resize(classes + 1, 0);
    for &p in patterns {
        starts[(p >> 32) as usize + 1] += 1;
    }
    for key in 0..classes {
        starts[key + 1] += starts[key];
    }
    rests.clear();
    rests.resize(patterns.len(), 0);
    // Fill each class from its start; `starts[key]` walks to the next
    // class's start, so shift back afterwards.
    for &p in patterns {
        let key = (p >> 32) as usize;
        rests[starts[key] as usize] = p as u32;
        starts[key] += 1;
    }
    for key in (1..=classes).rev() {
        starts[key] = starts[key - 1];
    }
    starts[0] = 0;
}

/// Pairs of a west rest and an east rest with no bit in common.
#[inline(always)]
fn disjoint_pairs(wests: &[u32], easts: &[u32]) -> u64 {
    let mut total = 0u64;
    // Several wests against each east: one load serves them all.
    const AT_ONCE: usize = 8;
    let mut fours = wests.chunks_exact(AT_ONCE);
    for four in &mut fours {
        let mut w = [0u32; AT_ONCE];
        w.copy_from_slice(four);
        let mut hits = [0u32; AT_ONCE];
        for &east in easts {
            for i in 0..AT_ONCE {
                hits[i] += u32::from(w[i] & east == 0);
            }
        }
        total += hits.iter().map(|&h| u64::from(h)).sum::<u64>();
    }
    for &west in fours.remainder() {
        let hits: u32 = easts.iter().map(|&east| u32::from(west & east == 0)).sum();
        total += u64::from(hits);
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::known::KNOWN_COUNTS;

    #[test]
    fn counts_match_the_reference_from_12_to_18() {
        // 18 is the first size whose key is wider than 6 bits, where the
        // transpose's skipped and doubled classes are most of the work; 17
        // is the largest odd one here, with the middle row fixed.
        for n in 12..=18 {
            assert_eq!(
                count(n, &Control::default()),
                Ok(KNOWN_COUNTS[n - 1]),
                "n = {n}"
            );
        }
    }

    #[test]
    fn the_portable_path_counts_the_same() {
        for n in [13, 14] {
            let plan = Plan::new(n, &Control::default()).unwrap();
            let tables = plan.tables();
            let pieces = Pieces::new(1);
            let control = Control::default();
            let mut scratch = Scratch::default();
            let total: u64 = plan
                .sets
                .iter()
                .map(|north| {
                    tables
                        .count_north_body(north, &mut scratch, &control, &pieces, Plain)
                        .unwrap()
                })
                .sum();
            assert_eq!(total, KNOWN_COUNTS[n - 1], "n = {n}");
        }
    }

    #[test]
    fn some_row_sets_give_the_total_of_their_part() {
        let plan = Plan::new(12, &Control::default()).unwrap();
        let sets = plan.row_sets().count();
        let keep: Vec<bool> = (0..sets).map(|i| i % 3 == 0).collect();
        let rest: Vec<bool> = keep.iter().map(|k| !k).collect();
        let control = Control::default();
        let a = plan.count(Some(&keep), &control).unwrap();
        let b = plan.count(Some(&rest), &control).unwrap();
        assert!(a > 0 && b > 0);
        assert_eq!(a + b, KNOWN_COUNTS[11]);
    }

    #[test]
    fn building_the_tables_stops_on_a_cancel() {
        // n = 20's tables took 1.4 s, deaf to Ctrl+C, before they looked at
        // the flag while they are built.
        let cancel = std::sync::atomic::AtomicBool::new(true);
        let control = Control {
            cancel: Some(&cancel),
            ..Control::default()
        };
        let layout = Layout::new(20);
        assert!(matches!(
            SouthTable::new(&layout, layout.west(), &control),
            Err(EngineError::Cancelled)
        ));
        assert!(matches!(
            Plan::new(20, &control),
            Err(EngineError::Cancelled)
        ));
    }

    #[test]
    fn patterns_and_seams_fit_their_words() {
        for n in RANGE {
            let layout = Layout::new(n);
            let widest = n - layout.w;
            // The seam has a u32 of its own; the pattern is a 32-bit rest
            // under the key.
            assert!(2 * (widest - 1) <= 32, "n = {n}");
            assert!(2 * (n - 1) - layout.k() <= 32, "n = {n}");
            assert!(32 + layout.k() <= 64, "n = {n}");
            // An odd n's middle rows, up to the centre, are north rows.
            assert!((n - 1) / 2 < layout.hr, "n = {n}");
        }
    }

    #[test]
    fn the_longest_diagonals_are_two_key_bits_where_the_centre_is_free() {
        for n in RANGE {
            let layout = Layout::new(n);
            let north = |middle| North {
                rows: 0,
                middle,
                souths: Vec::new(),
            };
            let long = if n % 2 == 1 {
                // The centre row is n / 2.
                assert_eq!(layout.long_diagonals(&north(Some(1 << (n / 2)))), 0);
                assert_eq!(layout.long_diagonals(&north(None)), 0);
                layout.long_diagonals(&north(Some(1)))
            } else {
                layout.long_diagonals(&north(None))
            };
            assert_eq!(long.count_ones(), 2, "n = {n}");
            assert!(long < 1 << layout.k(), "n = {n}");
            let key = |part: Part| (layout.pattern(part.antis, part.diagonals) >> 32) as usize;
            for row in [0, 1, n / 2 - 1, n / 2, n - 1] {
                let anti = key(Part::default().place(n, row, n - 1 - row)) & long;
                let main = key(Part::default().place(n, row, row)) & long;
                if n % 2 == 1 && row == n / 2 {
                    // The centre square, on both: why the centre row is
                    // left out at odd n.
                    assert_eq!(anti, long, "n = {n}");
                    continue;
                }
                assert_eq!(anti.count_ones(), 1, "n = {n}, row {row}");
                assert_eq!(main.count_ones(), 1, "n = {n}, row {row}");
                assert_eq!(anti | main, long, "n = {n}, row {row}");
            }
        }
    }

    #[test]
    fn patterns_keep_every_crossing_bit_once() {
        for n in RANGE {
            let layout = Layout::new(n);
            let full = (1u64 << (2 * n - 1)) - 1;
            let p = layout.pattern(full, full);
            let bits = (p >> 32).count_ones() + (p as u32).count_ones();
            assert_eq!(bits as usize, 2 * (n - 1), "n = {n}");
            assert!((p >> 32) < 1 << layout.k(), "n = {n}");
        }
    }
}
