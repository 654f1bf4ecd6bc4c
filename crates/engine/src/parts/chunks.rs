//! A part counted chunk by chunk, so that a part of hours on a cluster
//! survives its job's end: the part's units cut into contiguous chunks,
//! each chunk's line sealed as a part's is, and the chunks joined into the
//! very line [`count_part`](super::count_part) prints.

use super::{Control, EngineError, Kind, PartError, PartResult, Units};
use super::{Found, checksums, count_owned, eat, missing, owned, split_kind};

/// One part of a split, its units found once for all its chunks (the
/// split's set-up, the queens' tables included, is a part's own cost).
///
/// ```
/// use nqueens_engine::{Control, PartPlan, Problem, Rules, count_part};
/// let twelve = Problem::new(12, Rules::QUEENS).unwrap();
/// let plan = PartPlan::new(&twelve, 1, 3, Control::default()).unwrap();
/// let chunks: Vec<_> = (0..4)
///     .map(|c| plan.count_chunk(c, 4, Control::default()).unwrap())
///     .collect();
/// let part = count_part(&twelve, 1, 3, Control::default()).unwrap();
/// assert_eq!(plan.join(&chunks).unwrap(), part);
/// ```
pub struct PartPlan {
    n: usize,
    kind: Kind,
    index: u64,
    parts: u64,
    units: Units,
    /// How many units the split has, the part's and the others'.
    all: usize,
    /// The positions of the part's units, in order.
    mine: Vec<usize>,
    /// The part's checksum.
    sum: u64,
}

impl PartPlan {
    /// Part `index` of the split of `problem` into `parts`.
    pub fn new(
        problem: &crate::problem::Problem,
        index: u64,
        parts: u64,
        control: Control<'_>,
    ) -> Result<PartPlan, EngineError> {
        let n = problem.n();
        let kind = split_kind(problem)?;
        let parts = parts.max(1);
        let (units, owners) = owned(n, kind, parts, &control)?;
        let sum = checksums(n, kind, parts, &units, &owners)
            .get(index as usize)
            .copied()
            .unwrap_or(0);
        let mine = (0..owners.len()).filter(|&i| owners[i] == index).collect();
        Ok(PartPlan {
            n,
            kind,
            index,
            parts,
            units,
            all: owners.len(),
            mine,
            sum,
        })
    }

    /// Which part, from 0.
    pub fn index(&self) -> u64 {
        self.index
    }

    /// Of how many.
    pub fn parts(&self) -> u64 {
        self.parts
    }

    /// The checksum of chunk `chunk` of `chunks`: the part's, with the
    /// chunk's place, so that a chunk of another part or another cut is
    /// refused.
    fn chunk_checksum(&self, chunk: u64, chunks: u64) -> u64 {
        [chunk, chunks].into_iter().fold(self.sum, eat)
    }

    /// This version's checksum of each of `chunks` chunks, as
    /// [`PartPlan::count_chunk`] writes them: a kept chunk whose checksum
    /// differs is counted again.
    pub fn chunk_checksums(&self, chunks: u64) -> Vec<u64> {
        let chunks = chunks.max(1);
        (0..chunks)
            .map(|c| self.chunk_checksum(c, chunks))
            .collect()
    }

    /// Counts the whole part: its line for `sum`.
    pub fn count(&self, control: Control<'_>) -> Result<PartResult, EngineError> {
        let found = self.count_run(0, 1, &control)?;
        Ok(PartResult {
            n: self.n,
            piece: self.kind.piece,
            torus: self.kind.torus,
            index: self.index,
            parts: self.parts,
            solutions: found.solutions,
            half_turn: found.half_turn,
            quarter_turn: found.quarter_turn,
            checksum: self.sum,
        })
    }

    /// Counts run `chunk` of the part's units cut into `chunks` nearly
    /// equal runs, in order.
    fn count_run(
        &self,
        chunk: u64,
        chunks: u64,
        control: &Control<'_>,
    ) -> Result<Found, EngineError> {
        let len = self.mine.len() as u64;
        let (from, to) = (
            (len * chunk / chunks) as usize,
            (len * (chunk + 1) / chunks) as usize,
        );
        let mut marked = vec![false; self.all];
        for &i in self.mine.get(from..to).unwrap_or(&[]) {
            marked[i] = true;
        }
        let first = self.index == 0 && chunk == 0;
        count_owned(self.n, self.kind, &self.units, &marked, first, control)
    }

    /// Counts chunk `chunk` (from 0) of `chunks`: its line names the chunk
    /// as a part's line names the part (`part=chunk/chunks`).
    pub fn count_chunk(
        &self,
        chunk: u64,
        chunks: u64,
        control: Control<'_>,
    ) -> Result<PartResult, EngineError> {
        let chunks = chunks.max(1);
        let found = self.count_run(chunk, chunks, &control)?;
        Ok(PartResult {
            n: self.n,
            piece: self.kind.piece,
            torus: self.kind.torus,
            index: chunk,
            parts: chunks,
            solutions: found.solutions,
            half_turn: found.half_turn,
            quarter_turn: found.quarter_turn,
            checksum: self.chunk_checksum(chunk, chunks),
        })
    }

    /// The part's line from all the chunks it was counted in, each once,
    /// each of this part of this version's split: what
    /// [`count_part`](super::count_part) prints.
    pub fn join(&self, chunks: &[PartResult]) -> Result<PartResult, PartError> {
        let first = chunks.first().ok_or(PartError::Empty)?;
        let (n, count) = (self.n, first.parts);
        let mut seen = vec![false; usize::try_from(count).unwrap_or(usize::MAX).min(1 << 24)];
        let mut total = (0u64, 0u64, 0u64);
        for c in chunks {
            if c.n != n
                || c.piece != self.kind.piece
                || c.torus != self.kind.torus
                || c.parts != count
            {
                return Err(PartError::Foreign(c.index, count, n));
            }
            if c.checksum != self.chunk_checksum(c.index, count) {
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
            piece: self.kind.piece,
            torus: self.kind.torus,
            index: self.index,
            parts: self.parts,
            solutions: total.0,
            half_turn: total.1,
            quarter_turn: total.2,
            checksum: self.sum,
        })
    }
}
