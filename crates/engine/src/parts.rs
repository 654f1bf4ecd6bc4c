//! A count split across machines: the units of work of n (the half-board
//! counter's row sets, or the border constellations past its range) cut
//! into K contiguous parts of nearly equal estimated work, each counted on
//! its own, and the parts' result lines added up and checked.
//!
//! The split is deterministic (the same n and K give the same parts on
//! every machine running this version), and each result line carries a
//! checksum of the units it covered, so that a part of another split,
//! another n or another version is refused rather than added, and a seal
//! over all its fields, so that a line edited or damaged on the way is
//! refused too. The seal is a keyed digest against accidents (an edit, a
//! bad copy, a truncated transfer), not a signature: whoever has this
//! source can forge it.

use std::fmt;

use rayon::prelude::*;
use thiserror::Error;

use super::constellation::{Constellation, Lines, constellations};
use super::control::{Control, Pieces, in_pool};
use super::count::{Turn, count_constellation, count_solutions, count_symmetric};
use super::halves::{self, Plan};
use super::solutions::check_search_side;
use super::{Counts, EngineError};

/// What one part counted: one line of text for `sum`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartResult {
    pub n: usize,
    /// Which part, from 0.
    pub index: u64,
    /// Of how many.
    pub parts: u64,
    /// Solutions in this part's units of work, weighted.
    pub solutions: u64,
    /// Solutions fixed by the half turn and by the quarter turn (part 0
    /// only: they are small searches of their own), for the fundamental
    /// count.
    pub half_turn: u64,
    pub quarter_turn: u64,
    /// Of the units this part covers, in this version's split.
    pub checksum: u64,
}

/// Why result lines do not add up to a count.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PartError {
    #[error("not a part's result line: {0:?}")]
    Malformed(String),
    #[error("no result lines")]
    Empty,
    #[error("parts of different boards: n = {0} and n = {1}")]
    MixedN(usize, usize),
    #[error("parts of different splits: into {0} and into {1}")]
    MixedSplit(u64, u64),
    #[error("part {0} of {1} is there twice")]
    Repeated(u64, u64),
    #[error("{count} of {parts} parts missing: {}", list(missing))]
    Missing {
        missing: Vec<u64>,
        count: usize,
        parts: u64,
    },
    #[error("part {0} of {1} does not match this version's split of n = {2} (checksum differs)")]
    Foreign(u64, u64, usize),
    #[error("part {0} of {1}: there are only {1} parts")]
    OutOfRange(u64, u64),
    #[error("part {0} of {1} was edited or damaged: its seal does not match its fields")]
    Edited(u64, u64),
    #[error("the parts' solutions add up past 2^64: a part line is wrong")]
    Overflow,
    #[error("the parts do not fit the symmetries of the board: {0}")]
    Symmetry(String),
}

fn list(parts: &[u64]) -> String {
    let shown: Vec<String> = parts.iter().take(10).map(u64::to_string).collect();
    let more = parts.len().saturating_sub(shown.len());
    if more > 0 {
        format!("{} and {more} more", shown.join(", "))
    } else {
        shown.join(", ")
    }
}

impl fmt::Display for PartResult {
    /// `nqueens-part n=16 part=3/7 solutions=… half_turn=0 quarter_turn=0
    /// checksum=… seal=…`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "nqueens-part n={} part={}/{} solutions={} half_turn={} quarter_turn={} checksum={:016x} seal={:016x}",
            self.n,
            self.index,
            self.parts,
            self.solutions,
            self.half_turn,
            self.quarter_turn,
            self.checksum,
            self.seal()
        )
    }
}

/// The key of the seal: the line's format, so that a seal of another
/// format of line does not fit this one.
const SEAL_KEY: &[u8] = b"nqueens-part v2";

impl PartResult {
    /// The keyed digest of every field, which the line carries as `seal=`.
    pub fn seal(&self) -> u64 {
        let key = SEAL_KEY
            .iter()
            .fold(0xcbf2_9ce4_8422_2325, |h, &b| eat(h, u64::from(b)));
        let fields = [
            self.n as u64,
            self.index,
            self.parts,
            self.solutions,
            self.half_turn,
            self.quarter_turn,
            self.checksum,
        ];
        // A last round so that the final field's bytes spread too.
        let hash = fields.into_iter().fold(key, eat);
        eat(hash, hash.rotate_left(29))
    }

    /// Reads a result line as [`PartResult`]'s `Display` writes it, and
    /// checks its seal.
    ///
    /// ```
    /// use nqueens_engine::{PartError, PartResult};
    /// let part = PartResult { n: 8, index: 0, parts: 1, solutions: 92, half_turn: 4, quarter_turn: 0, checksum: 255 };
    /// let line = part.to_string();
    /// assert_eq!(PartResult::parse(&line), Ok(part));
    /// let edited = line.replace("solutions=92", "solutions=93");
    /// assert_eq!(PartResult::parse(&edited), Err(PartError::Edited(0, 1)));
    /// ```
    pub fn parse(line: &str) -> Result<PartResult, PartError> {
        let bad = || PartError::Malformed(line.chars().take(40).collect());
        let mut fields = line.split_whitespace();
        if fields.next() != Some("nqueens-part") {
            return Err(bad());
        }
        let mut value = |key: &str| -> Result<&str, PartError> {
            fields
                .next()
                .and_then(|f| f.strip_prefix(key))
                .and_then(|f| f.strip_prefix('='))
                .ok_or_else(bad)
        };
        let number = |text: &str| text.parse::<u64>().map_err(|_| bad());
        let n = number(value("n")?)? as usize;
        let (index, parts) = value("part")?.split_once('/').ok_or_else(bad)?;
        let (index, parts) = (number(index)?, number(parts)?);
        let solutions = number(value("solutions")?)?;
        let half_turn = number(value("half_turn")?)?;
        let quarter_turn = number(value("quarter_turn")?)?;
        let checksum = u64::from_str_radix(value("checksum")?, 16).map_err(|_| bad())?;
        let seal = u64::from_str_radix(value("seal")?, 16).map_err(|_| bad())?;
        if fields.next().is_some() {
            return Err(bad());
        }
        let part = PartResult {
            n,
            index,
            parts,
            solutions,
            half_turn,
            quarter_turn,
            checksum,
        };
        if part.seal() != seal {
            return Err(PartError::Edited(index, parts));
        }
        Ok(part)
    }
}

/// Probes per constellation for its work estimate.
const PROBES: u32 = 8;

/// Knuth's estimate of the size of a constellation's search tree: random
/// descents, each filling the tightest row, with seeded (so reproducible)
/// choices.
fn estimated_work(start: &Lines, seed: u64) -> f64 {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut total = 0.0;
    for _ in 0..PROBES {
        let mut lines = *start;
        let (mut weight, mut nodes) = (1.0, 1.0);
        while lines.rows_left != 0 {
            let mut rows = lines.rows_left;
            let mut tightest = (u32::MAX, 0usize, 0u32);
            while rows != 0 {
                let row = rows.trailing_zeros() as usize;
                rows &= rows - 1;
                let free = lines.free_in_row(row);
                if free.count_ones() < tightest.0 {
                    tightest = (free.count_ones(), row, free);
                }
            }
            let (count, row, mut free) = tightest;
            if count == 0 {
                break;
            }
            weight *= f64::from(count);
            nodes += weight;
            for _ in 0..rng.u32(0..count) {
                free &= free - 1;
            }
            lines = lines.place(row, free.trailing_zeros() as usize);
        }
        total += nodes;
    }
    total / f64::from(PROBES)
}

/// For each unit of work (in order), the part of a split into `parts` it
/// belongs to: contiguous runs of nearly equal estimated work.
fn split(work: &[f64], parts: u64) -> Vec<u64> {
    let total: f64 = work.iter().sum();
    let mut before = 0.0;
    work.iter()
        .map(|&w| {
            // The part where the middle of this unit's work falls.
            let middle = before + w / 2.0;
            before += w;
            if total > 0.0 {
                ((middle / total * parts as f64) as u64).min(parts - 1)
            } else {
                0
            }
        })
        .collect()
}

/// FNV-1a, fed a number at a time.
fn eat(hash: u64, x: u64) -> u64 {
    x.to_le_bytes().iter().fold(hash, |h, &byte| {
        (h ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// What a row set's count means, in the checksums: since the transpose
/// came in (scheme 1), an even n's row set no longer counts its own
/// solutions, only its share of the total, so a part of the earlier
/// scheme must not be added to one of this. An odd n's row set counts
/// only some rows of the middle column's queen (since the mirror folds
/// odd n too), and its fingerprint carries them, never 0: its parts
/// differ from the earlier ones without a new scheme number.
const ROW_SET_COUNT: u64 = 1;

/// What a split of n cuts into parts: the row sets of the half-board
/// counter where it counts, else the border constellations (none below 4,
/// where the count is part 0's).
enum Units {
    RowSets(Box<Plan>),
    Constellations(Vec<Constellation>),
}

impl Units {
    fn of(n: usize, control: &Control<'_>) -> Result<Units, EngineError> {
        Ok(if halves::RANGE.contains(&n) {
            Units::RowSets(Box::new(Plan::new(n, control)?))
        } else if n >= 4 {
            Units::Constellations(constellations(n))
        } else {
            Units::Constellations(Vec::new())
        })
    }

    /// The estimated work of each unit, in order.
    fn work(&self) -> Vec<f64> {
        match self {
            Units::RowSets(plan) => plan.work(),
            Units::Constellations(all) => all
                .iter()
                .enumerate()
                .map(|(i, c)| estimated_work(&c.start, i as u64) * c.weight as f64)
                .collect(),
        }
    }

    /// What identifies each unit, in order, for the checksums.
    fn fingerprints(&self) -> Vec<[u64; 5]> {
        match self {
            Units::RowSets(plan) => plan
                .row_sets()
                .enumerate()
                .map(|(i, (rows, middle, weight))| {
                    // 0 where the middle column's queen is free: even n
                    // keep their checksums.
                    let middle = u64::from(middle.unwrap_or(0));
                    [
                        i as u64,
                        weight,
                        u64::from(rows) | middle << 32,
                        u64::MAX,
                        ROW_SET_COUNT,
                    ]
                })
                .collect(),
            Units::Constellations(all) => all
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let start = &c.start;
                    [
                        i as u64,
                        c.weight,
                        u64::from(start.rows_left) | u64::from(start.columns_left) << 32,
                        start.antis,
                        start.diagonals,
                    ]
                })
                .collect(),
        }
    }
}

/// The units of n, each with the part of a split into `parts` it belongs
/// to.
fn owned(n: usize, parts: u64, control: &Control<'_>) -> Result<(Units, Vec<u64>), EngineError> {
    let units = Units::of(n, control)?;
    let owners = split(&units.work(), parts);
    Ok((units, owners))
}

/// Every part's checksum, in one pass over the units: FNV-1a over n, the
/// part, the split and each unit the part covers.
fn checksums(n: usize, parts: u64, units: &Units, owners: &[u64]) -> Vec<u64> {
    let mut hashes: Vec<u64> = (0..parts)
        .map(|index| {
            [n as u64, index, parts]
                .into_iter()
                .fold(0xcbf2_9ce4_8422_2325, eat)
        })
        .collect();
    for (fingerprint, &owner) in units.fingerprints().iter().zip(owners) {
        if let Some(hash) = hashes.get_mut(owner as usize) {
            *hash = fingerprint.iter().copied().fold(*hash, eat);
        }
    }
    hashes
}

/// This version's checksum of each part of a split of n into `parts`, as
/// [`count_part`] writes them: a kept part whose checksum differs comes
/// from another version or another split and must be counted again. It
/// costs what a part costs before it counts (the tables, at 23 about a
/// minute).
///
/// ```
/// use nqueens_engine::{Control, count_part, part_checksums};
///
/// let sums = part_checksums(12, 3, Control::default()).unwrap();
/// let part = count_part(12, 1, 3, Control::default()).unwrap();
/// assert_eq!(sums[1], part.checksum);
/// ```
pub fn part_checksums(n: usize, parts: u64, control: Control<'_>) -> Result<Vec<u64>, EngineError> {
    check_search_side(n)?;
    let parts = parts.max(1);
    let (units, owners) = owned(n, parts, &control)?;
    Ok(checksums(n, parts, &units, &owners))
}

/// Counts part `index` (from 0) of the split of n into `parts`.
///
/// ```
/// use nqueens_engine::{count_part, sum_parts, Control};
/// let parts: Vec<_> = (0..3).map(|i| count_part(10, i, 3, Control::default()).unwrap()).collect();
/// let counts = sum_parts(&parts).unwrap();
/// assert_eq!((counts.total, counts.fundamental), (724, Some(92)));
/// ```
pub fn count_part(
    n: usize,
    index: u64,
    parts: u64,
    control: Control<'_>,
) -> Result<PartResult, EngineError> {
    check_search_side(n)?;
    let parts = parts.max(1);
    let (units, owners) = owned(n, parts, &control)?;
    let sum = checksums(n, parts, &units, &owners)
        .get(index as usize)
        .copied()
        .unwrap_or(0);
    let mine: Vec<bool> = owners.iter().map(|&o| o == index).collect();
    let mut solutions = match &units {
        Units::RowSets(plan) => plan.count(Some(&mine), &control)?,
        Units::Constellations(all) => {
            let mine: Vec<&Constellation> = all
                .iter()
                .zip(&mine)
                .filter(|(_, m)| **m)
                .map(|(c, _)| c)
                .collect();
            // On every core (or `control.threads`), as the whole count is.
            let pieces = Pieces::new(mine.len());
            let run = || {
                mine.par_iter()
                    .map(|c| {
                        let found = count_constellation(&c.start, &control)? * c.weight;
                        pieces.one_done(&control);
                        Ok::<_, EngineError>(found)
                    })
                    .try_reduce(|| 0, |a, b| Ok(a + b))
            };
            in_pool(control.threads, run)??
        }
    };
    let (mut half_turn, mut quarter_turn) = (0, 0);
    if index == 0 {
        if n < 4 {
            // Too small for border constellations.
            solutions = count_solutions(n, control)?;
        }
        if n > 1 {
            half_turn = count_symmetric(n, Turn::Half, &control)?;
            quarter_turn = count_symmetric(n, Turn::Quarter, &control)?;
        }
    }
    Ok(PartResult {
        n,
        index,
        parts,
        solutions,
        half_turn,
        quarter_turn,
        checksum: sum,
    })
}

/// Adds up the parts of one count, after checking that they are all the
/// parts of one split of one n, each once, each as this version splits.
pub fn sum_parts(results: &[PartResult]) -> Result<Counts, PartError> {
    let first = results.first().ok_or(PartError::Empty)?;
    let (n, parts) = (first.n, first.parts);
    let mut seen = vec![false; usize::try_from(parts).unwrap_or(usize::MAX).min(1 << 24)];
    for r in results {
        if r.n != n {
            return Err(PartError::MixedN(n, r.n));
        }
        if r.parts != parts {
            return Err(PartError::MixedSplit(parts, r.parts));
        }
        let slot = seen
            .get_mut(r.index as usize)
            .ok_or(PartError::OutOfRange(r.index, parts))?;
        if std::mem::replace(slot, true) {
            return Err(PartError::Repeated(r.index, parts));
        }
    }
    let missing: Vec<u64> = (0..parts).filter(|&i| !seen[i as usize]).collect();
    if !missing.is_empty() {
        return Err(PartError::Missing {
            count: missing.len(),
            missing,
            parts,
        });
    }
    if check_search_side(n).is_err() {
        return Err(PartError::Foreign(first.index, parts, n));
    }
    // Without a cancel flag this cannot fail (n is in range, checked above).
    let (units, owners) = owned(n, parts, &Control::default())
        .map_err(|_| PartError::Foreign(first.index, parts, n))?;
    let expected = checksums(n, parts, &units, &owners);
    for r in results {
        if expected.get(r.index as usize) != Some(&r.checksum) {
            return Err(PartError::Foreign(r.index, parts, n));
        }
    }
    if let Some(r) = results
        .iter()
        .find(|r| r.index != 0 && (r.half_turn, r.quarter_turn) != (0, 0))
    {
        return Err(PartError::Symmetry(format!(
            "part {} of {parts} has symmetric solutions, which only part 0 counts",
            r.index
        )));
    }
    let total = results
        .iter()
        .try_fold(0u64, |sum, r| sum.checked_add(r.solutions))
        .ok_or(PartError::Overflow)?;
    fundamental(n, total, results.iter().find(|r| r.index == 0)).map(|fundamental| Counts {
        n,
        total,
        fundamental: Some(fundamental),
        nodes: None,
    })
}

/// The fundamental count from the total and part 0's solutions fixed by the
/// half and quarter turns (Burnside's lemma over the 8 symmetries: the
/// identity fixes all, the two quarter turns the quarter-symmetric ones,
/// the half turn the half-symmetric ones, and no reflection fixes a
/// solution of n > 1), refused where the numbers cannot come from a board.
fn fundamental(n: usize, total: u64, first: Option<&PartResult>) -> Result<u64, PartError> {
    if n == 1 {
        return Ok(1);
    }
    let (half, quarter) = first.map_or((0, 0), |r| (r.half_turn, r.quarter_turn));
    // Every quarter-symmetric solution is half-symmetric too, and each is a
    // solution.
    if quarter > half || half > total {
        return Err(PartError::Symmetry(format!(
            "{quarter} solutions fixed by the quarter turn, {half} by the half turn, \
             {total} in all"
        )));
    }
    let orbits = u128::from(total) + u128::from(half) + 2 * u128::from(quarter);
    if orbits % 8 != 0 {
        return Err(PartError::Symmetry(format!(
            "{total} solutions, {half} fixed by the half turn and {quarter} by the quarter \
             turn do not make whole classes of 8 symmetries"
        )));
    }
    u64::try_from(orbits / 8).map_err(|_| PartError::Overflow)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count;

    #[test]
    fn the_parts_add_up_for_every_split() {
        for n in 8..=14 {
            let whole = count(n, crate::Rules::QUEENS, true, &Control::default()).unwrap();
            for parts in [1, 2, 7, 100] {
                let results: Vec<PartResult> = (0..parts)
                    .map(|i| count_part(n, i, parts, Control::default()).unwrap())
                    .collect();
                assert_eq!(
                    sum_parts(&results).unwrap(),
                    whole,
                    "n = {n}, {parts} parts"
                );
                // Each line reads back as it was written.
                for r in &results {
                    assert_eq!(PartResult::parse(&r.to_string()).unwrap(), *r);
                }
            }
        }
    }

    #[test]
    fn small_boards_have_their_count_in_part_zero() {
        for (n, total) in [(1, 1), (2, 0), (3, 0)] {
            let results: Vec<PartResult> = (0..3)
                .map(|i| count_part(n, i, 3, Control::default()).unwrap())
                .collect();
            assert_eq!(sum_parts(&results).unwrap().total, total);
        }
    }

    #[test]
    fn the_work_is_shared_out_nearly_evenly() {
        // Row sets at 16 and 17 (odd, its middle rows fixed), constellations
        // at 25.
        for n in [16, 17, 25] {
            let estimates = Units::of(n, &Control::default()).unwrap().work();
            let owners = split(&estimates, 7);
            let mut work = [0.0f64; 7];
            for (w, &owner) in estimates.iter().zip(&owners) {
                work[owner as usize] += w;
            }
            let mean = work.iter().sum::<f64>() / 7.0;
            for w in work {
                assert!((w - mean).abs() < 0.2 * mean, "n = {n}: {work:?}");
            }
        }
    }

    #[test]
    fn row_set_parts_add_up_past_the_tests_above() {
        let parts = 5;
        let results: Vec<PartResult> = (0..parts)
            .map(|i| count_part(15, i, parts, Control::default()).unwrap())
            .collect();
        let counts = sum_parts(&results).unwrap();
        assert_eq!(counts.total, crate::KNOWN_COUNTS[14]);
        assert_eq!(
            counts,
            count(15, crate::Rules::QUEENS, true, &Control::default()).unwrap()
        );
    }

    #[test]
    fn missing_repeated_and_foreign_parts_are_refused() {
        let parts: Vec<PartResult> = (0..7)
            .map(|i| count_part(9, i, 7, Control::default()).unwrap())
            .collect();
        assert_eq!(
            sum_parts(&parts[1..]).map_err(|e| e.to_string()),
            Err("1 of 7 parts missing: 0".to_string())
        );
        let mut twice = parts.clone();
        twice.push(parts[3]);
        assert_eq!(sum_parts(&twice), Err(PartError::Repeated(3, 7)));
        // A part of another n, or of another split of this n.
        let mut other_n = parts.clone();
        other_n[2] = count_part(10, 2, 7, Control::default()).unwrap();
        assert_eq!(sum_parts(&other_n), Err(PartError::MixedN(9, 10)));
        let mut other_split = parts.clone();
        other_split[2] = count_part(9, 2, 8, Control::default()).unwrap();
        assert_eq!(sum_parts(&other_split), Err(PartError::MixedSplit(7, 8)));
        // A part whose checksum does not match (another version, or edited).
        let mut edited = parts.clone();
        edited[4].checksum ^= 1;
        assert_eq!(sum_parts(&edited), Err(PartError::Foreign(4, 7, 9)));
        assert_eq!(sum_parts(&[]), Err(PartError::Empty));
    }

    #[test]
    fn every_edited_field_of_a_line_is_refused() {
        let part = count_part(12, 0, 3, Control::default()).unwrap();
        let line = part.to_string();
        assert_eq!(PartResult::parse(&line), Ok(part));
        let fields: Vec<&str> = line.split(' ').skip(1).collect();
        assert_eq!(fields.len(), 7);
        for (i, field) in fields.iter().enumerate() {
            let (key, value) = field.split_once('=').unwrap();
            // The last digit changed, as a careless edit or a bad copy would.
            let mut changed: Vec<char> = value.chars().collect();
            let last = changed.last_mut().unwrap();
            *last = if *last == '1' { '2' } else { '1' };
            let changed: String = changed.into_iter().collect();
            let edited = line.replace(field, &format!("{key}={changed}"));
            let result = PartResult::parse(&edited);
            assert!(
                matches!(result, Err(PartError::Edited(..) | PartError::Malformed(_))),
                "field {i} ({field} to {changed}): {result:?}"
            );
        }
        // A line of the previous format (no seal) is not taken as this one.
        let unsealed = line[..line.find(" seal=").unwrap()].to_string();
        assert!(matches!(
            PartResult::parse(&unsealed),
            Err(PartError::Malformed(_))
        ));
    }

    #[test]
    fn sums_that_no_board_can_give_are_refused() {
        let parts: Vec<PartResult> = (0..3)
            .map(|i| count_part(12, i, 3, Control::default()).unwrap())
            .collect();
        assert_eq!(sum_parts(&parts).unwrap().total, 14_200);
        // A count that overflows, rather than wrapping to a small total.
        let mut huge = parts.clone();
        huge[1].solutions = u64::MAX;
        assert_eq!(sum_parts(&huge), Err(PartError::Overflow));
        // Symmetric counts that do not make whole classes of 8.
        let mut half = parts.clone();
        half[0].half_turn += 1;
        assert!(matches!(sum_parts(&half), Err(PartError::Symmetry(_))));
        let mut quarter = parts.clone();
        quarter[0].quarter_turn = quarter[0].half_turn + 2;
        assert!(matches!(sum_parts(&quarter), Err(PartError::Symmetry(_))));
        // Symmetric counts on a part other than 0.
        let mut elsewhere = parts.clone();
        elsewhere[2].half_turn = 8;
        assert!(matches!(sum_parts(&elsewhere), Err(PartError::Symmetry(_))));
        // A total that changes by one solution breaks the classes too.
        let mut off_by_one = parts;
        off_by_one[1].solutions += 1;
        assert!(matches!(
            sum_parts(&off_by_one),
            Err(PartError::Symmetry(_))
        ));
    }
}
