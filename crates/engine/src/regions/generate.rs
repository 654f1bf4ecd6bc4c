//! New puzzles with exactly one solution: a random placement of queens
//! that touch nowhere, one region grown around each, then squares moved
//! from region to region until a second solution is gone (each move
//! breaks the second solution found by counting to 2); a puzzle of the
//! difficulty asked for is drawn again until its solve needs exactly that.
//! The same seed gives the same puzzle everywhere: fastrand's generator
//! is the same on every platform, and every draw here is of 64 bits
//! ([`pick`], [`shuffle`]), where fastrand's `usize` draws 32 on a page's
//! wasm32 and 64 on the desktop.

use crate::{Control, EngineError};

use super::{Puzzle, neighbours, rate, reached};

/// The sizes `generate` makes.
pub const MIN_GENERATE_N: usize = 5;
pub const MAX_GENERATE_N: usize = 12;

/// How hard a puzzle is: the hardest rule its solve needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    /// A queen rules out its lines; a line with one square left.
    Easy,
    /// A region confined to a line; a square that would empty a line.
    Medium,
    /// k regions owning k lines; a short "what if".
    Hard,
    /// None of the rules finishes it: a guess is needed somewhere.
    Guess,
}

impl Difficulty {
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Guess,
    ];

    /// A stable name: `easy`, `medium`, `hard`, `guess`.
    pub fn key(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Guess => "guess",
        }
    }

    pub fn from_key(key: &str) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.key() == key)
    }
}

/// Candidates drawn for a difficulty before the nearest one is taken.
const ATTEMPTS: usize = 300;

/// A puzzle of n (5 to 12) with exactly one solution, from `seed`; of the
/// difficulty asked for where one of [`ATTEMPTS`] candidates has it, else
/// the nearest found. `None` for an n out of range.
///
/// ```
/// use nqueens_engine::Control;
/// use nqueens_engine::regions::generate;
/// let puzzle = generate(8, 7, None, &Control::default()).unwrap().unwrap();
/// assert_eq!(puzzle.problem().count(2, &Control::default()).unwrap(), 1);
/// assert_eq!(generate(8, 7, None, &Control::default()).unwrap().unwrap(), puzzle);
/// ```
pub fn generate(
    n: usize,
    seed: u64,
    difficulty: Option<Difficulty>,
    control: &Control<'_>,
) -> Result<Option<Puzzle>, EngineError> {
    if !(MIN_GENERATE_N..=MAX_GENERATE_N).contains(&n) {
        return Ok(None);
    }
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut nearest: Option<(u32, Puzzle)> = None;
    for attempt in 0..ATTEMPTS {
        if control.cancelled() {
            return Err(EngineError::Cancelled);
        }
        if let Some(progress) = control.progress {
            progress(attempt as f64 / ATTEMPTS as f64);
        }
        let Some(puzzle) = candidate(n, &mut rng, control)? else {
            continue;
        };
        let Some(wanted) = difficulty else {
            return Ok(Some(puzzle));
        };
        let got = rate(&puzzle).difficulty;
        if got == wanted {
            return Ok(Some(puzzle));
        }
        let distance = (got as i32 - wanted as i32).unsigned_abs();
        if nearest.as_ref().is_none_or(|(d, _)| distance < *d) {
            nearest = Some((distance, puzzle));
        }
    }
    Ok(nearest.map(|(_, puzzle)| puzzle))
}

/// One puzzle with a single solution, or `None` when the moves ran out.
fn candidate(
    n: usize,
    rng: &mut fastrand::Rng,
    control: &Control<'_>,
) -> Result<Option<Puzzle>, EngineError> {
    let Some(queens) = placement(n, rng) else {
        return Ok(None);
    };
    let mut regions = grow(n, &queens, rng);
    for _ in 0..4 * n * n {
        let Some(puzzle) = canonical(n, &regions) else {
            return Ok(None);
        };
        let found: Vec<Vec<usize>> = puzzle
            .problem()
            .first(2, control)?
            .into_iter()
            .map(|columns| columns.into_iter().map(|c| c as usize).collect())
            .collect();
        let second = match &found[..] {
            [_] => return Ok(Some(puzzle)),
            [first, second] => {
                if first[..] == queens[..] {
                    second
                } else {
                    first
                }
            }
            _ => return Ok(None),
        };
        if !break_solution(n, &mut regions, &queens, second, rng) {
            return Ok(None);
        }
    }
    Ok(None)
}

/// A number below `below`, drawn as 64 bits on every platform: what
/// fastrand's `usize(..below)` draws on a 64-bit machine.
fn pick(rng: &mut fastrand::Rng, below: usize) -> usize {
    rng.u64(..below as u64) as usize
}

/// Fisher-Yates as fastrand's `shuffle` on a 64-bit machine, with 64-bit
/// draws everywhere.
fn shuffle<T>(rng: &mut fastrand::Rng, slice: &mut [T]) {
    for i in 1..slice.len() {
        slice.swap(i, rng.u64(..=i as u64) as usize);
    }
}

/// A random placement of n queens one a row and a column, none touching.
fn placement(n: usize, rng: &mut fastrand::Rng) -> Option<Vec<usize>> {
    fn place(n: usize, row: usize, columns: &mut Vec<usize>, rng: &mut fastrand::Rng) -> bool {
        if row == n {
            return true;
        }
        let mut order: Vec<usize> = (0..n).collect();
        shuffle(rng, &mut order);
        for c in order {
            let free = !columns.contains(&c) && columns.last().is_none_or(|&p| p.abs_diff(c) > 1);
            if free {
                columns.push(c);
                if place(n, row + 1, columns, rng) {
                    return true;
                }
                columns.pop();
            }
        }
        false
    }
    let mut columns = Vec::with_capacity(n);
    place(n, 0, &mut columns, rng).then_some(columns)
}

/// Regions grown from each queen's square, a square at a time onto a
/// random square beside one already grown: every region in one piece.
fn grow(n: usize, queens: &[usize], rng: &mut fastrand::Rng) -> Vec<u8> {
    const NONE: u8 = u8::MAX;
    let mut regions = vec![NONE; n * n];
    for (r, &c) in queens.iter().enumerate() {
        regions[r * n + c] = r as u8;
    }
    let mut left = n * n - n;
    while left > 0 {
        let (r, c) = (pick(rng, n), pick(rng, n));
        if regions[r * n + c] != NONE {
            continue;
        }
        let beside: Vec<u8> = neighbours(n, (r, c))
            .map(|(r2, c2)| regions[r2 * n + c2])
            .filter(|&g| g != NONE)
            .collect();
        if beside.is_empty() {
            continue;
        }
        regions[r * n + c] = beside[pick(rng, beside.len())];
        left -= 1;
    }
    regions
}

/// Moves a square of the second solution's queens into a neighbouring
/// region, which then holds two of its queens. The squares of the region
/// it leaves that are cut off from that region's queen of the first
/// solution go along (they touch the moved square), so every region stays
/// in one piece and the first solution stays one. Whether a move was found.
fn break_solution(
    n: usize,
    regions: &mut [u8],
    first: &[usize],
    second: &[usize],
    rng: &mut fastrand::Rng,
) -> bool {
    let mut rows: Vec<usize> = (0..n).filter(|&r| second[r] != first[r]).collect();
    shuffle(rng, &mut rows);
    for r in rows {
        let cell = (r, second[r]);
        let from = regions[r * n + cell.1];
        let mut targets: Vec<u8> = neighbours(n, cell)
            .map(|(r2, c2)| regions[r2 * n + c2])
            .filter(|&g| g != from)
            .collect();
        targets.sort_unstable();
        targets.dedup();
        if targets.is_empty() {
            continue;
        }
        let to = targets[pick(rng, targets.len())];
        regions[r * n + cell.1] = to;
        // The first solution's queen of the region left behind.
        let Some(anchor) = (0..n)
            .map(|row| (row, first[row]))
            .find(|&(row, c)| regions[row * n + c] == from)
        else {
            regions[r * n + cell.1] = from;
            continue;
        };
        let kept = reached(n, anchor, |(r2, c2)| regions[r2 * n + c2] == from);
        for (i, g) in regions.iter_mut().enumerate() {
            if *g == from && !kept.contains(&(i / n, i % n)) {
                *g = to;
            }
        }
        return true;
    }
    false
}

/// The regions lettered in reading order: A is the top-left square's, B
/// the next new one's, and so on, so that one map has one text (`None`
/// should a region have been emptied, which the moves never do).
fn canonical(n: usize, regions: &[u8]) -> Option<Puzzle> {
    let mut letter = [u8::MAX; 32];
    let mut next = 0u8;
    let relabelled: Vec<u8> = regions
        .iter()
        .map(|&g| {
            let slot = &mut letter[usize::from(g)];
            if *slot == u8::MAX {
                *slot = next;
                next += 1;
            }
            *slot
        })
        .collect();
    Puzzle::new(n, relabelled)
}
