//! The half-board join, counted under each prefix: how many solutions
//! have their queens of the first rows in given columns. This is what
//! numbers the solutions at once ([`crate::rank::PrefixTable`]), in
//! minutes where a bitmask search takes hours (n = 20).
//!
//! The first rows are north rows, so each north part knows the columns of
//! its queens there: its *tag*, in the prefix keys of the tables (5 bits a
//! row, row 0 highest, 0 in the rows of the other side). A west and an
//! east pattern that fit make a solution under the prefix of their two
//! tags together; as each row holds its queen on one side, the tags add.
//! So the pair loop is the plain count's, and only a pair that fits pays
//! for a look at the tags.
//!
//! The flip turns the first rows into the last, so it does not fold the
//! row sets here; the mirror does for even n (it swaps the halves and
//! turns each prefix into its mirror image). Nor does the transpose's
//! trick of the plain count apply: it moves queens between rows. So a
//! table costs several plain counts: n = 19 took 249 s here against 37,
//! n = 20 1,116 s against 119 (before the transpose), twice for the lost
//! fold and the rest for the tags.

use rayon::prelude::*;

#[cfg(test)]
use super::lanes::Plain;
use super::lanes::{self, Body, Lanes};
use super::{
    EngineError, GATHER_FROM, Layout, North, NorthPart, Plan, SouthTable, north_sides, subsets,
};
use crate::control::{Control, Pieces, in_pool};

/// The deepest prefix counted: 20 bits of key, a table of 8 MB per thread.
pub(crate) const MAX_DEPTH: usize = 4;

/// The solutions of n under every prefix of `depth` rows, indexed by the
/// prefix's key: the columns of its queens, 5 bits a row, row 0 in the
/// highest bits (entries that are no prefix stay 0). For n in
/// [`super::RANGE`] and `depth` from 1 to [`MAX_DEPTH`].
pub(crate) fn count_by_prefix(
    n: usize,
    depth: usize,
    control: &Control<'_>,
) -> Result<Vec<u64>, EngineError> {
    assert!(
        (1..=MAX_DEPTH).contains(&depth),
        "prefixes of 1 to {MAX_DEPTH} rows, not {depth}"
    );
    let plan = Plan::new(n, control)?;
    assert!(depth <= plan.layout.hr, "the prefix rows are north rows");
    let sets = plan.layout.row_sets_folded(false);
    let size = 1usize << (5 * depth);
    let pieces = Pieces::new(sets.iter().map(|s| s.souths.len()).sum());
    let join = Join {
        layout: &plan.layout,
        west: &plan.west,
        east: &plan.east,
        depth,
    };
    let run = || {
        sets.par_iter()
            .try_fold(
                || (Scratch::default(), vec![0u64; size]),
                |(mut scratch, mut counts), north| {
                    join.count_north(north, &mut scratch, &mut counts, control, &pieces)?;
                    Ok::<_, EngineError>((scratch, counts))
                },
            )
            .map(|folded| folded.map(|(_, counts)| counts))
            .try_reduce(
                || vec![0u64; size],
                |mut a, b| {
                    a.iter_mut().zip(b).for_each(|(a, b)| *a += b);
                    Ok(a)
                },
            )
    };
    let counts = in_pool(control.threads, run)??;
    Ok(if n.is_multiple_of(2) {
        // One row set of each mirror pair was counted: the other one's
        // solutions are the mirror images, under the mirrored prefixes.
        (0..size)
            .map(|key| {
                let image = mirror(n, depth, key as u32);
                counts[key] + image.map_or(0, |image| counts[image as usize])
            })
            .collect()
    } else {
        counts
    })
}

/// The key of a prefix's mirror image, if the key is a prefix of n.
fn mirror(n: usize, depth: usize, key: u32) -> Option<u32> {
    (0..depth).try_fold(0u32, |image, row| {
        let column = (key >> (5 * (depth - 1 - row))) & 31;
        (column < n as u32).then(|| image << 5 | (n as u32 - 1 - column))
    })
}

/// Buffers one thread reuses from row set to row set: the plain count's,
/// with a tag beside each pattern and rest.
#[derive(Default)]
struct Scratch {
    west_north: Vec<NorthPart>,
    east_north: Vec<NorthPart>,
    west: Tagged,
    east: Tagged,
    union: Vec<u32>,
    union_tags: Vec<u32>,
}

/// One side's patterns of a row set, their tags, and the same sorted into
/// classes by key.
#[derive(Default)]
struct Tagged {
    patterns: Vec<u64>,
    tags: Vec<u32>,
    rests: Vec<u32>,
    rest_tags: Vec<u32>,
    starts: Vec<u32>,
}

impl Tagged {
    fn class(&self, key: usize) -> (&[u32], &[u32]) {
        let range = self.starts[key] as usize..self.starts[key + 1] as usize;
        (&self.rests[range.clone()], &self.rest_tags[range])
    }
}

struct Join<'a> {
    layout: &'a Layout,
    west: &'a SouthTable,
    east: &'a SouthTable,
    depth: usize,
}

impl Join<'_> {
    /// Adds the solutions of every row set with this north subset to
    /// `counts`, by prefix.
    fn count_north(
        &self,
        north: &North,
        scratch: &mut Scratch,
        counts: &mut [u64],
        control: &Control<'_>,
        pieces: &Pieces,
    ) -> Result<(), EngineError> {
        struct CountNorth<'a> {
            join: &'a Join<'a>,
            north: &'a North,
            scratch: &'a mut Scratch,
            counts: &'a mut [u64],
            control: &'a Control<'a>,
            pieces: &'a Pieces,
        }
        impl Body for CountNorth<'_> {
            type Out = Result<(), EngineError>;
            #[inline(always)]
            fn run(self, lanes: impl Lanes) -> Self::Out {
                let CountNorth {
                    join,
                    north,
                    scratch,
                    counts,
                    control,
                    pieces,
                } = self;
                join.count_north_body(north, scratch, counts, control, pieces, lanes)
            }
        }
        lanes::widest(CountNorth {
            join: self,
            north,
            scratch,
            counts,
            control,
            pieces,
        })
    }

    #[inline(always)]
    fn count_north_body(
        &self,
        north: &North,
        scratch: &mut Scratch,
        counts: &mut [u64],
        control: &Control<'_>,
        pieces: &Pieces,
        lanes: impl Lanes,
    ) -> Result<(), EngineError> {
        let layout = self.layout;
        let n = layout.n;
        let hr = layout.hr;
        let south_mask = (1u32 << (n - hr)) - 1;
        north_sides(
            layout,
            north,
            self.depth,
            &mut scratch.west_north,
            &mut scratch.east_north,
        );
        let k = layout.k();
        for &(south, _) in &north.souths {
            if control.cancelled() {
                return Err(EngineError::Cancelled);
            }
            join_tagged(
                &scratch.west_north,
                self.west,
                south,
                &mut scratch.west,
                lanes,
            );
            join_tagged(
                &scratch.east_north,
                self.east,
                !south & south_mask,
                &mut scratch.east,
                lanes,
            );
            for side in [&mut scratch.west, &mut scratch.east] {
                by_key_tagged(side, k);
            }
            matches(k, scratch, counts, control)?;
            pieces.one_done(control);
        }
        Ok(())
    }
}

/// [`super::join_half`] with the north parts' tags beside the patterns.
#[inline(always)]
fn join_tagged(
    norths: &[NorthPart],
    south: &SouthTable,
    south_rows: u32,
    out: &mut Tagged,
    lanes: impl Lanes,
) {
    out.patterns.clear();
    out.tags.clear();
    let columns = south.side.columns();
    for top in norths {
        let (entries, seams) = south.group(south_rows, columns & !top.columns);
        lanes.join(entries, seams, top.entry, top.seam, &mut out.patterns);
        // Every half placement of a north part has its tag.
        out.tags.resize(out.patterns.len(), top.tag);
    }
}

/// [`super::by_key`] with the tags sorted along.
#[inline(always)]
fn by_key_tagged(side: &mut Tagged, k: usize) {
    let classes = 1usize << k;
    let starts = &mut side.starts;
    starts.clear();
    starts.resize(classes + 1, 0);
    for &p in &side.patterns {
        starts[(p >> 32) as usize + 1] += 1;
    }
    for key in 0..classes {
        starts[key + 1] += starts[key];
    }
    side.rests.clear();
    side.rests.resize(side.patterns.len(), 0);
    side.rest_tags.clear();
    side.rest_tags.resize(side.patterns.len(), 0);
    for (&p, &tag) in side.patterns.iter().zip(&side.tags) {
        let key = (p >> 32) as usize;
        let at = starts[key] as usize;
        side.rests[at] = p as u32;
        side.rest_tags[at] = tag;
        starts[key] += 1;
    }
    for key in (1..=classes).rev() {
        starts[key] = starts[key - 1];
    }
    starts[0] = 0;
}

/// [`super::matches`], adding each fitting pair to the count of its
/// prefix.
#[inline(always)]
fn matches(
    k: usize,
    scratch: &mut Scratch,
    counts: &mut [u64],
    control: &Control<'_>,
) -> Result<(), EngineError> {
    if scratch.west.patterns.is_empty() || scratch.east.patterns.is_empty() {
        return Ok(());
    }
    let classes = 1usize << k;
    let (west, east) = if scratch.west.patterns.len() >= scratch.east.patterns.len() {
        (&scratch.west, &scratch.east)
    } else {
        (&scratch.east, &scratch.west)
    };
    for key in 0..classes {
        let (wests, west_tags) = west.class(key);
        if wests.is_empty() {
            continue;
        }
        if key % 64 == 0 && control.cancelled() {
            return Err(EngineError::Cancelled);
        }
        let free = !key & (classes - 1);
        if wests.len() < GATHER_FROM {
            for sub in subsets(free) {
                let (easts, east_tags) = east.class(sub);
                pairs(wests, west_tags, easts, east_tags, counts);
            }
            continue;
        }
        scratch.union.clear();
        scratch.union_tags.clear();
        for sub in subsets(free) {
            let (easts, east_tags) = east.class(sub);
            scratch.union.extend_from_slice(easts);
            scratch.union_tags.extend_from_slice(east_tags);
        }
        pairs(
            wests,
            west_tags,
            &scratch.union,
            &scratch.union_tags,
            counts,
        );
    }
    Ok(())
}

/// Adds each pair of a west rest and an east rest with no bit in common
/// to the count of their prefix.
#[inline(always)]
fn pairs(wests: &[u32], west_tags: &[u32], easts: &[u32], east_tags: &[u32], counts: &mut [u64]) {
    const AT_ONCE: usize = 8;
    let mut chunks = wests.chunks_exact(AT_ONCE);
    let mut tag_chunks = west_tags.chunks_exact(AT_ONCE);
    for (chunk, tags) in (&mut chunks).zip(&mut tag_chunks) {
        let mut w = [0u32; AT_ONCE];
        w.copy_from_slice(chunk);
        for (&east, &east_tag) in easts.iter().zip(east_tags) {
            // Eight comparisons at once; the tags are looked at only
            // when one of them fits.
            let mut fits = 0u32;
            for (i, &w) in w.iter().enumerate() {
                fits |= u32::from(w & east == 0) << i;
            }
            while fits != 0 {
                let i = fits.trailing_zeros() as usize;
                fits &= fits - 1;
                counts[(tags[i] | east_tag) as usize] += 1;
            }
        }
    }
    for (&west, &west_tag) in chunks.remainder().iter().zip(tag_chunks.remainder()) {
        for (&east, &east_tag) in easts.iter().zip(east_tags) {
            if west & east == 0 {
                counts[(west_tag | east_tag) as usize] += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::known::KNOWN_COUNTS;

    #[test]
    fn the_counts_by_prefix_add_up_to_the_total() {
        for n in 12..=14 {
            for depth in 1..=MAX_DEPTH {
                let counts = count_by_prefix(n, depth, &Control::default()).unwrap();
                assert_eq!(counts.iter().sum::<u64>(), KNOWN_COUNTS[n - 1], "n = {n}");
            }
        }
    }

    #[test]
    fn the_portable_path_counts_the_same() {
        // Odd n: no mirror fold, so the sum over the row sets is the table.
        let (n, depth) = (13, 3);
        let control = Control::default();
        let plan = Plan::new(n, &control).unwrap();
        let join = Join {
            layout: &plan.layout,
            west: &plan.west,
            east: &plan.east,
            depth,
        };
        let pieces = Pieces::new(1);
        let mut scratch = Scratch::default();
        let mut counts = vec![0u64; 1 << (5 * depth)];
        for north in &plan.layout.row_sets_folded(false) {
            join.count_north_body(north, &mut scratch, &mut counts, &control, &pieces, Plain)
                .unwrap();
        }
        assert_eq!(counts, count_by_prefix(n, depth, &control).unwrap());
        assert_eq!(counts.iter().sum::<u64>(), KNOWN_COUNTS[n - 1]);
    }

    #[test]
    fn a_mirror_key_mirrors_each_row() {
        assert_eq!(mirror(8, 2, 1 << 5 | 3), Some(6 << 5 | 4));
        assert_eq!(mirror(8, 1, 9), None);
    }
}
