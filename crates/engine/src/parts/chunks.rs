//! A part counted chunk by chunk, so that a part of hours on a cluster
//! survives its job's end: the part's units cut into contiguous chunks,
//! each chunk's line sealed as a part's is, and the chunks joined into the
//! very line [`count_part`](super::count_part) prints.

use super::{Control, EngineError, PartError, PartResult, Rules};
use super::{checksums, count_owned, eat, missing, owned, split_piece};

/// The checksum of chunk `chunk` of `chunks` of a part: the part's, with
/// the chunk's place, so that a chunk of another part or another cut is
/// refused.
fn chunk_checksum(part: u64, chunk: u64, chunks: u64) -> u64 {
    [chunk, chunks].into_iter().fold(part, eat)
}

/// This version's checksum of each chunk of part `index` of the split of
/// n under `rules` into `parts`, cut into `chunks`, as [`count_chunk`]
/// writes them: a kept chunk whose checksum differs is counted again.
pub fn chunk_checksums(
    n: usize,
    rules: Rules,
    index: u64,
    parts: u64,
    chunks: u64,
    control: Control<'_>,
) -> Result<Vec<u64>, EngineError> {
    let piece = split_piece(n, rules)?;
    let parts = parts.max(1);
    let (units, owners) = owned(n, piece, parts, &control)?;
    let sum = checksums(n, piece, parts, &units, &owners)
        .get(index as usize)
        .copied()
        .unwrap_or(0);
    Ok((0..chunks.max(1))
        .map(|c| chunk_checksum(sum, c, chunks.max(1)))
        .collect())
}

/// Counts chunk `chunk` (from 0) of `chunks` of part `index` of the split
/// of n under `rules` into `parts`. Its line names the chunk as a part's
/// line names the part (`part=chunk/chunks`); [`join_chunks`] makes the
/// part's line of all of them.
///
/// ```
/// use nqueens_engine::{Control, Rules, count_chunk, count_part, join_chunks};
/// let chunks: Vec<_> = (0..4)
///     .map(|c| count_chunk(12, Rules::QUEENS, 1, 3, c, 4, Control::default()).unwrap())
///     .collect();
/// let part = count_part(12, Rules::QUEENS, 1, 3, Control::default()).unwrap();
/// assert_eq!(join_chunks(12, Rules::QUEENS, 1, 3, &chunks).unwrap(), part);
/// ```
pub fn count_chunk(
    n: usize,
    rules: Rules,
    index: u64,
    parts: u64,
    chunk: u64,
    chunks: u64,
    control: Control<'_>,
) -> Result<PartResult, EngineError> {
    let piece = split_piece(n, rules)?;
    let (parts, chunks) = (parts.max(1), chunks.max(1));
    let (units, owners) = owned(n, piece, parts, &control)?;
    let sum = checksums(n, piece, parts, &units, &owners)
        .get(index as usize)
        .copied()
        .unwrap_or(0);
    // The part's units, in order, cut into nearly equal runs.
    let positions: Vec<usize> = (0..owners.len()).filter(|&i| owners[i] == index).collect();
    let len = positions.len() as u64;
    let (from, to) = (
        (len * chunk / chunks) as usize,
        (len * (chunk + 1) / chunks) as usize,
    );
    let mut mine = vec![false; owners.len()];
    for &i in positions.get(from..to).unwrap_or(&[]) {
        mine[i] = true;
    }
    let first = index == 0 && chunk == 0;
    let found = count_owned(n, piece, &units, &mine, first, &control)?;
    Ok(PartResult {
        n,
        piece,
        index: chunk,
        parts: chunks,
        solutions: found.solutions,
        half_turn: found.half_turn,
        quarter_turn: found.quarter_turn,
        checksum: chunk_checksum(sum, chunk, chunks),
    })
}

/// The line of part `index` of the split of n under `rules` into `parts`
/// from all the chunks it was counted in, each once, each of this part of
/// this version's split: what [`count_part`](super::count_part) prints.
pub fn join_chunks(
    n: usize,
    rules: Rules,
    index: u64,
    parts: u64,
    chunks: &[PartResult],
) -> Result<PartResult, PartError> {
    let first = chunks.first().ok_or(PartError::Empty)?;
    let count = first.parts;
    let piece = split_piece(n, rules).map_err(|_| PartError::Foreign(index, parts, n))?;
    let (units, owners) = owned(n, piece, parts.max(1), &Control::default())
        .map_err(|_| PartError::Foreign(index, parts, n))?;
    let sum = checksums(n, piece, parts.max(1), &units, &owners)
        .get(index as usize)
        .copied()
        .ok_or(PartError::OutOfRange(index, parts))?;
    let mut seen = vec![false; usize::try_from(count).unwrap_or(usize::MAX).min(1 << 24)];
    let mut total = (0u64, 0u64, 0u64);
    for c in chunks {
        if c.n != n || c.piece != piece || c.parts != count {
            return Err(PartError::Foreign(c.index, count, n));
        }
        if c.checksum != chunk_checksum(sum, c.index, count) {
            return Err(PartError::Foreign(c.index, count, n));
        }
        let slot = seen
            .get_mut(c.index as usize)
            .ok_or(PartError::OutOfRange(c.index, count))?;
        if std::mem::replace(slot, true) {
            return Err(PartError::Repeated(c.index, count));
        }
        let add = |a: u64, b: u64| a.checked_add(b).ok_or(PartError::Overflow);
        total = (
            add(total.0, c.solutions)?,
            add(total.1, c.half_turn)?,
            add(total.2, c.quarter_turn)?,
        );
    }
    missing(&seen, count, chunks.len())?;
    Ok(PartResult {
        n,
        piece,
        index,
        parts,
        solutions: total.0,
        half_turn: total.1,
        quarter_turn: total.2,
        checksum: sum,
    })
}
