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

use crate::rules::Topology;
use rayon::prelude::*;

use super::constellation::{Constellation, Lines, constellations};
use super::control::{Control, Pieces, in_pool};
use super::count::{Turn, count_constellation, count_solutions, count_symmetric};
use super::halves::{self, Plan};
use crate::errors::check_search_side;
use crate::rules::{Classes, Torus, TorusUnit, Unit};
use crate::{count::Counts, errors::EngineError, problem::Problem, rules::Piece, rules::Rules};

mod chunks;
mod line;
pub use chunks::PartPlan;
pub use line::{PartError, PartResult};

/// What a split counts: the piece, on the plane square board or (queens
/// only) on the square torus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Kind {
    pub(crate) piece: Piece,
    pub(crate) torus: bool,
}

/// Probes per constellation for its work estimate.
const PROBES: u32 = 8;

/// Probes per unit of a torus's split for its work estimate.
const TORUS_PROBES: u32 = 16;

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
    /// Superqueens: the first rows of the classes' representatives.
    Classes(Classes, Vec<Unit>),
    /// Queens on a torus: the corner's first rows, each solution standing
    /// for its cycle of row shifts.
    Torus(Torus, Vec<TorusUnit>),
}

impl Units {
    fn of(n: usize, kind: Kind, parts: u64, control: &Control<'_>) -> Result<Units, EngineError> {
        if kind.torus {
            let rules = Rules {
                topology: crate::rules::Topology::Torus,
                ..Rules::QUEENS
            };
            let torus = Torus::of(n, rules).ok_or(EngineError::Unsupported(format!(
                "a split (--part) of queens on a torus, n = {n}: there is no solution to split \
                 (Pólya's theorem: only n prime to 6 have some)"
            )))?;
            let units = torus.units_for(parts);
            return Ok(Units::Torus(torus, units));
        }
        if kind.piece == Piece::Superqueen {
            let classes = Classes::new(n, true).ok_or(EngineError::Unsupported(format!(
                "superqueens, n = {n}: a split takes at most 64 columns"
            )))?;
            let units = classes.units_for(parts);
            return Ok(Units::Classes(classes, units));
        }
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
            Units::Classes(classes, units) => {
                let probes = Classes::probes_for(units.len());
                units
                    .par_iter()
                    .enumerate()
                    .map(|(i, unit)| classes.estimated_work(unit, i as u64, probes))
                    .collect()
            }
            Units::Torus(torus, units) => units
                .par_iter()
                .enumerate()
                .map(|(i, unit)| torus.estimated_work(unit, i as u64, TORUS_PROBES))
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
            Units::Classes(_, units) => units.iter().map(Unit::fingerprint).collect(),
            Units::Torus(_, units) => units.iter().map(TorusUnit::fingerprint).collect(),
        }
    }
}

/// The units of n, each with the part of a split into `parts` it belongs
/// to.
fn owned(
    n: usize,
    kind: Kind,
    parts: u64,
    control: &Control<'_>,
) -> Result<(Units, Vec<u64>), EngineError> {
    let units = Units::of(n, kind, parts, control)?;
    let owners = split(&units.work(), parts);
    Ok((units, owners))
}

/// Every part's checksum, in one pass over the units: FNV-1a over n, the
/// part, the split and each unit the part covers.
fn checksums(n: usize, kind: Kind, parts: u64, units: &Units, owners: &[u64]) -> Vec<u64> {
    // The queens' checksums as they always were; another piece's start
    // from its name, a torus's from the word too.
    let mut start = match kind.piece {
        Piece::Queen => 0xcbf2_9ce4_8422_2325,
        piece => piece
            .key()
            .bytes()
            .fold(0xcbf2_9ce4_8422_2325, |h, b| eat(h, u64::from(b))),
    };
    if kind.torus {
        start = b"torus".iter().fold(start, |h, &b| eat(h, u64::from(b)));
    }
    let mut hashes: Vec<u64> = (0..parts)
        .map(|index| [n as u64, index, parts].into_iter().fold(start, eat))
        .collect();
    for (fingerprint, &owner) in units.fingerprints().iter().zip(owners) {
        if let Some(hash) = hashes.get_mut(owner as usize) {
            *hash = fingerprint.iter().copied().fold(*hash, eat);
        }
    }
    hashes
}

/// What a split under `rules` counts: the classic queens, superqueens on
/// a plane square board of at most 64 columns, or queens on a torus.
fn split_kind(problem: &Problem) -> Result<Kind, EngineError> {
    if !problem.is_unconstrained() {
        return Err(EngineError::Unsupported(
            "a split (--part) counts a whole board: pins, blocks and regions are the walk's".into(),
        ));
    }
    let (n, rules) = (problem.n(), problem.rules());
    if rules.is_classic() {
        check_search_side(n)?;
        return Ok(Kind {
            piece: Piece::Queen,
            torus: false,
        });
    }
    rules.check(n)?;
    if !rules.supports(crate::features::Feature::Split) {
        return Err(EngineError::Unsupported(
            rules
                .refusal(crate::features::Feature::Split)
                .unwrap_or_default(),
        ));
    }
    Ok(Kind {
        piece: rules.piece,
        torus: rules.topology == Topology::Torus,
    })
}

/// This version's checksum of each part of a split of n under `rules`
/// into `parts`, as [`count_part`] writes them: a kept part whose
/// checksum differs comes from another version or another split and must
/// be counted again. It costs what a part costs before it counts (the
/// tables, at 23 about a minute).
///
/// ```
/// use nqueens_engine::{Control, Problem, Rules, count_part, part_checksums};
///
/// let twelve = Problem::new(12, Rules::QUEENS).unwrap();
/// let sums = part_checksums(&twelve, 3, Control::default()).unwrap();
/// let part = count_part(&twelve, 1, 3, Control::default()).unwrap();
/// assert_eq!(sums[1], part.checksum);
/// ```
pub fn part_checksums(
    problem: &Problem,
    parts: u64,
    control: Control<'_>,
) -> Result<Vec<u64>, EngineError> {
    let n = problem.n();
    let kind = split_kind(problem)?;
    let parts = parts.max(1);
    let (units, owners) = owned(n, kind, parts, &control)?;
    Ok(checksums(n, kind, parts, &units, &owners))
}

/// Counts part `index` (from 0) of the split of n under `rules` into
/// `parts`: the classic queens, or superqueens.
///
/// ```
/// use nqueens_engine::{count_part, sum_parts, Control, Piece, Problem, Rules};
/// let ten = Problem::new(10, Rules::QUEENS).unwrap();
/// let parts: Vec<_> = (0..3)
///     .map(|i| count_part(&ten, i, 3, Control::default()).unwrap())
///     .collect();
/// let counts = sum_parts(&parts).unwrap();
/// assert_eq!((counts.total, counts.fundamental), (724, Some(92)));
/// let superqueens = Problem::new(12, Rules { piece: Piece::Superqueen, ..Rules::QUEENS }).unwrap();
/// let parts: Vec<_> = (0..4)
///     .map(|i| count_part(&superqueens, i, 4, Control::default()).unwrap())
///     .collect();
/// let counts = sum_parts(&parts).unwrap();
/// assert_eq!((counts.total, counts.fundamental), (156, Some(22)));
/// ```
pub fn count_part(
    problem: &Problem,
    index: u64,
    parts: u64,
    control: Control<'_>,
) -> Result<PartResult, EngineError> {
    PartPlan::new(problem, index, parts, control)?.count(control)
}

/// What a set of units holds.
struct Found {
    solutions: u64,
    half_turn: u64,
    quarter_turn: u64,
}

/// Counts the units marked in `mine`; with `first`, what the first part
/// counts besides (the queens' symmetric solutions, the smallest boards).
fn count_owned(
    n: usize,
    kind: Kind,
    units: &Units,
    mine: &[bool],
    first: bool,
    control: &Control<'_>,
) -> Result<Found, EngineError> {
    let (mut half_turn, mut quarter_turn) = (0, 0);
    let mut solutions = match units {
        Units::RowSets(plan) => plan.count(Some(mine), control)?,
        Units::Constellations(all) => {
            let mine: Vec<&Constellation> = all
                .iter()
                .zip(mine)
                .filter(|(_, m)| **m)
                .map(|(c, _)| c)
                .collect();
            // On every core (or `control.threads`), as the whole count is.
            let pieces = Pieces::new(mine.len());
            let run = || {
                mine.par_iter()
                    .map(|c| {
                        let found = count_constellation(&c.start, control)? * c.weight;
                        pieces.one_done(control);
                        Ok::<_, EngineError>(found)
                    })
                    .try_reduce(|| 0, |a, b| Ok(a + b))
            };
            in_pool(control.threads, run)??
        }
        Units::Classes(classes, all) => {
            let mine: Vec<&Unit> = all
                .iter()
                .zip(mine)
                .filter(|(_, m)| **m)
                .map(|(u, _)| u)
                .collect();
            let tally = classes.count_units(&mine, control)?;
            half_turn = tally.half_turn;
            quarter_turn = tally.quarter_turn;
            tally.total
        }
        Units::Torus(torus, all) => {
            let mine: Vec<TorusUnit> = all
                .iter()
                .zip(mine)
                .filter(|(_, m)| **m)
                .map(|(u, _)| u.clone())
                .collect();
            torus.count_units(&mine, control)?.total
        }
    };
    let piece = kind.piece;
    if first && n == 1 && piece != Piece::Queen {
        solutions = 1;
    }
    if first && piece == Piece::Queen && !kind.torus {
        if n < 4 {
            // Too small for border constellations.
            solutions = count_solutions(n, *control)?;
        }
        if n > 1 {
            half_turn = count_symmetric(n, Turn::Half, control)?;
            quarter_turn = count_symmetric(n, Turn::Quarter, control)?;
        }
    }
    Ok(Found {
        solutions,
        half_turn,
        quarter_turn,
    })
}

/// Adds up the parts of one count, after checking that they are all the
/// parts of one split of one n, each once, each as this version splits.
pub fn sum_parts(results: &[PartResult]) -> Result<Counts, PartError> {
    let first = results.first().ok_or(PartError::Empty)?;
    let (n, parts) = (first.n, first.parts);
    let kind = Kind {
        piece: first.piece,
        torus: first.torus,
    };
    let mut seen = vec![false; usize::try_from(parts).unwrap_or(usize::MAX).min(1 << 24)];
    for r in results {
        if r.n != n {
            return Err(PartError::MixedN(n, r.n));
        }
        if r.piece != kind.piece || r.torus != kind.torus {
            return Err(PartError::MixedPiece(first.what(), r.what()));
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
    missing(&seen, parts, results.len())?;
    let rules = Rules {
        piece: kind.piece,
        topology: crate::rules::Topology::torus_if(kind.torus),
        ..Rules::QUEENS
    };
    if Problem::new(n, rules).map_or(true, |problem| split_kind(&problem).is_err()) {
        return Err(PartError::Foreign(first.index, parts, n));
    }
    // Without a cancel flag this cannot fail (n is in range, checked above).
    let (units, owners) = owned(n, kind, parts, &Control::default())
        .map_err(|_| PartError::Foreign(first.index, parts, n))?;
    let expected = checksums(n, kind, parts, &units, &owners);
    for r in results {
        if expected.get(r.index as usize) != Some(&r.checksum) {
            return Err(PartError::Foreign(r.index, parts, n));
        }
    }
    // The queens' part 0 counts the symmetric solutions (small searches
    // of their own); each superqueens' part counts its own; a torus's
    // parts count none (its classes are not a split's).
    if (kind.piece == Piece::Queen || kind.torus)
        && let Some(r) = results
            .iter()
            .find(|r| (r.index != 0 || kind.torus) && (r.half_turn, r.quarter_turn) != (0, 0))
    {
        return Err(PartError::Symmetry(format!(
            "part {} of {parts} has symmetric solutions, which only part 0 counts",
            r.index
        )));
    }
    let sum = |field: fn(&PartResult) -> u64| {
        results
            .iter()
            .try_fold(0u64, |sum, r| sum.checked_add(field(r)))
            .ok_or(PartError::Overflow)
    };
    let total = sum(|r| r.solutions)?;
    let turns = (sum(|r| r.half_turn)?, sum(|r| r.quarter_turn)?);
    if kind.torus {
        return Ok(Counts {
            n,
            total,
            fundamental: None,
            nodes: None,
        });
    }
    fundamental(n, total, turns).map(|fundamental| Counts {
        n,
        total,
        fundamental: Some(fundamental),
        nodes: None,
    })
}

/// Refuses a split of `parts` of which only those marked in `seen` (one
/// for each of the `given` lines) came: how many are missing, and the
/// first of them. A split past the marks' length (2^24) has its parts
/// beyond missing all the same, never looked up.
fn missing(seen: &[bool], parts: u64, given: usize) -> Result<(), PartError> {
    let absent = |i: &u64| !seen.get(*i as usize).copied().unwrap_or(false);
    let first: Vec<u64> = (0..parts).filter(absent).take(10).collect();
    if first.is_empty() {
        return Ok(());
    }
    Err(PartError::Missing {
        count: usize::try_from(parts).unwrap_or(usize::MAX) - given,
        missing: first,
        parts,
    })
}

/// The fundamental count from the total and the solutions fixed by the
/// half and quarter turns (Burnside's lemma over the 8 symmetries: the
/// identity fixes all, the two quarter turns the quarter-symmetric ones,
/// the half turn the half-symmetric ones, and no reflection fixes a
/// solution of n > 1), refused where the numbers cannot come from a board.
fn fundamental(n: usize, total: u64, (half, quarter): (u64, u64)) -> Result<u64, PartError> {
    if n == 1 {
        return Ok(1);
    }
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
mod tests;
