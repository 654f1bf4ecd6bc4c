//! New puzzles with exactly one solution, shaped as the published ones:
//! a random placement of queens that touch nowhere, one region grown
//! around each (a background, snakes and blobs: [`grow`]), then squares
//! moved from region to region until a second solution is gone (each move
//! breaks the second solution found by counting to 2); a puzzle of the
//! difficulty asked for (or drawn from the published mix) is drawn again
//! until its solve needs exactly that. The same seed gives the same
//! puzzle everywhere: fastrand's generator is the same on every platform,
//! and every draw here is of 64 bits ([`pick`], [`shuffle`]), where
//! fastrand's `usize` draws 32 on a page's wasm32 and 64 on the desktop.

use crate::{control::Control, errors::EngineError};

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
const ATTEMPTS: usize = 1000;

/// In hundredths, how many puzzles may have a region of one square (its
/// queen is then given away at the first step): about as many as the
/// published ones have (20% to 36% by n).
const SINGLES: usize = 35;

/// The published puzzles' mix of difficulties at n, in hundredths
/// (easy, medium, hard; `examples/map_shapes.rs`): what [`generate`] draws
/// from when no difficulty is asked for.
fn published_mix(n: usize) -> [usize; 3] {
    match n {
        ..=7 => [8, 85, 7],
        8 => [4, 69, 27],
        9 => [2, 55, 43],
        10 => [0, 41, 59],
        _ => [0, 44, 56],
    }
}

/// A puzzle of n (5 to 12) with exactly one solution, from `seed`, rated
/// at the difficulty asked for (or, for none, one drawn from the
/// published mix at n); the nearest found should none of [`ATTEMPTS`]
/// candidates have it. A puzzle rated at a level is solved by that
/// level's rules and not by the level below's (the solve uses the
/// easiest rule that applies). `None` for an n out of range.
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
    let wanted = difficulty.unwrap_or_else(|| {
        let [easy, medium, _] = published_mix(n);
        match pick(&mut rng, 100) {
            d if d < easy => Difficulty::Easy,
            d if d < easy + medium => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    });
    // An easy puzzle often opens with a free queen: it may have one.
    let single_allowed = pick(&mut rng, 100) < SINGLES || wanted == Difficulty::Easy;
    let mut nearest: Option<(u32, Puzzle)> = None;
    for attempt in 0..ATTEMPTS {
        if control.cancelled() {
            return Err(EngineError::Cancelled);
        }
        if let Some(progress) = control.progress {
            progress(attempt as f64 / ATTEMPTS as f64);
        }
        // Easy maps are rare among the shaped ones (an easy 12: median
        // 2.0 s with them, 0.56 s without): published easy puzzles are few
        // past n = 8, and their shapes are left to chance.
        let shaped = wanted != Difficulty::Easy;
        let Some(puzzle) = candidate(n, &mut rng, single_allowed, shaped, control)? else {
            continue;
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

/// Whether a region of `puzzle` is one square.
fn has_single(puzzle: &Puzzle) -> bool {
    let mut sizes = vec![0usize; puzzle.n()];
    for &g in puzzle.regions() {
        sizes[usize::from(g)] += 1;
    }
    sizes.contains(&1)
}

/// One puzzle with a single solution, or `None` when the moves ran out
/// (or left a region of one square where `single` is false: such a map
/// is dropped as soon as it has one, uncounted); `shaped`, its moves keep
/// the regions' shapes where they can.
fn candidate(
    n: usize,
    rng: &mut fastrand::Rng,
    single: bool,
    shaped: bool,
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
        if !single && has_single(&puzzle) {
            return Ok(None);
        }
        if control.cancelled() {
            return Err(EngineError::Cancelled);
        }
        let found = two_solutions(n, puzzle.regions());
        let second = match &found[..] {
            [_] => {
                lengthen(n, &mut regions, &queens, rng);
                return Ok(canonical(n, &regions));
            }
            [first, second] => {
                if first[..] == queens[..] {
                    second
                } else {
                    first
                }
            }
            _ => return Ok(None),
        };
        if !break_solution(n, &mut regions, (&queens, second), shaped, rng) {
            return Ok(None);
        }
    }
    Ok(None)
}

/// How many squares beside `cell` are of region `g`: a snake grows onto
/// a square with one (its end), and none of its squares has 3.
fn own_beside(n: usize, regions: &[u8], cell: (usize, usize), g: u8) -> usize {
    neighbours(n, cell)
        .filter(|&(r, c)| regions[r * n + c] == g)
        .count()
}

/// Lengthens thin regions (of 2 squares or more, none with 3 of its own
/// beside it: a snake, or a small region) into the largest region, a
/// square at a time from an end onto a square that touches no other of
/// theirs, while the map keeps its one solution and the largest region
/// stays in one piece. The moves that break a second solution take
/// squares from regions, leaving snakes short and small regions many;
/// this gives them back. A few tries for each region.
fn lengthen(n: usize, regions: &mut [u8], queens: &[usize], rng: &mut fastrand::Rng) {
    for _ in 0..3 * n {
        let mut sizes = vec![0usize; n];
        for &g in regions.iter() {
            sizes[usize::from(g)] += 1;
        }
        let big = (0..n).max_by_key(|&g| sizes[g]).unwrap_or(0) as u8;
        let thin: Vec<u8> = (0..n as u8)
            .filter(|&g| g != big && (2..n).contains(&sizes[usize::from(g)]))
            .filter(|&g| {
                (0..n * n)
                    .filter(|&i| regions[i] == g)
                    .all(|i| own_beside(n, regions, (i / n, i % n), g) <= 2)
            })
            .collect();
        if thin.is_empty() {
            return;
        }
        let g = thin[pick(rng, thin.len())];
        let mut options: Vec<(usize, usize)> = (0..n * n)
            .filter(|&i| regions[i] == g && own_beside(n, regions, (i / n, i % n), g) <= 1)
            .flat_map(|i| neighbours(n, (i / n, i % n)))
            .filter(|&(r, c)| {
                regions[r * n + c] == big
                    && queens[r] != c
                    && own_beside(n, regions, (r, c), g) == 1
            })
            .collect();
        options.sort_unstable();
        options.dedup();
        if options.is_empty() {
            continue;
        }
        let (r, c) = options[pick(rng, options.len())];
        regions[r * n + c] = g;
        let anchor = (0..n)
            .map(|row| (row, queens[row]))
            .find(|&(row, col)| regions[row * n + col] == big);
        let whole = anchor.is_some_and(|a| {
            reached(n, a, |(r2, c2)| regions[r2 * n + c2] == big).len()
                == sizes[usize::from(big)] - 1
        });
        if !whole || two_solutions(n, regions).len() != 1 {
            regions[r * n + c] = big;
        }
    }
}

/// The first two solutions of a map (fewer if it has fewer), columns a
/// row, in order: the puzzle's [`crate::problem::Problem`] asked, as every
/// question of a map is. The generator asks it on every move.
fn two_solutions(n: usize, regions: &[u8]) -> Vec<Vec<usize>> {
    let found = crate::problem::Problem::new(n, super::RULES)
        .and_then(|p| Ok(p.with_regions(regions.to_vec())?))
        .and_then(|p| p.first(2, &Control::default()))
        .unwrap_or_default();
    found
        .into_iter()
        .map(|columns| columns.into_iter().map(|c| c as usize).collect())
        .collect()
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

/// The share of regions, in hundredths, grown as snakes. Thin blobs are
/// snakes too, and moves keep snakes whole (`harm`): at 20, snakes are
/// 41% to 43% of the regions of 4 squares or more at n = 7 to 12, the
/// published 39% to 46% at 7 to 11.
const SNAKES: usize = 20;

/// Regions grown from each queen's square toward the shapes of the
/// published puzzles (`examples/map_shapes.rs` measures both): one region
/// is the background, which takes what the others leave; of the others
/// some ([`SNAKES`]) grow as snakes, a square at a time from either end
/// onto a square that touches no other of theirs, to a length of 4 to
/// n + 1, never closing free squares off from the background where no
/// blob is beside them; the rest grow as blobs, onto any free square
/// beside them, to a size of 2 to about n / 2 + 4. Squares the background
/// cannot reach join a blob beside them (a snake where none is). Every
/// region is in one piece.
fn grow(n: usize, queens: &[usize], rng: &mut fastrand::Rng) -> Vec<u8> {
    const NONE: u8 = u8::MAX;
    let mut regions = vec![NONE; n * n];
    // A snake's two ends; the queen's square for the others.
    let mut ends: Vec<[(usize, usize); 2]> = Vec::with_capacity(n);
    for (r, &c) in queens.iter().enumerate() {
        regions[r * n + c] = r as u8;
        ends.push([(r, c); 2]);
    }
    let background = pick(rng, n);
    let snake: Vec<bool> = (0..n).map(|_| pick(rng, 100) < SNAKES).collect();
    let mut target: Vec<usize> = (0..n)
        .map(|g| {
            if g == background {
                0
            } else if snake[g] {
                4 + pick(rng, n - 2)
            } else {
                2 + pick(rng, n / 2 + 1) + pick(rng, 3)
            }
        })
        .collect();
    let mut size = vec![1usize; n];
    let mut order: Vec<usize> = (0..n).collect();
    loop {
        let mut grew = false;
        shuffle(rng, &mut order);
        for &g in &order {
            if size[g] >= target[g] {
                continue;
            }
            // A snake's free squares at either end, each with its end.
            let free: Vec<((usize, usize), usize)> = if snake[g] {
                (0..2)
                    .flat_map(|end| neighbours(n, ends[g][end]).map(move |cell| (cell, end)))
                    .filter(|&((r, c), _)| {
                        regions[r * n + c] == NONE && own_beside(n, &regions, (r, c), g as u8) == 1
                    })
                    .collect()
            } else {
                let mut free: Vec<(usize, usize)> = (0..n * n)
                    .filter(|&i| usize::from(regions[i]) == g)
                    .flat_map(|i| neighbours(n, (i / n, i % n)))
                    .filter(|&(r, c)| regions[r * n + c] == NONE)
                    .collect();
                free.sort_unstable();
                free.dedup();
                free.into_iter().map(|cell| (cell, 0)).collect()
            };
            if free.is_empty() {
                target[g] = size[g];
                continue;
            }
            let ((r, c), end) = free[pick(rng, free.len())];
            regions[r * n + c] = g as u8;
            let blob = |h: u8| !snake[usize::from(h)] && usize::from(h) != background;
            if snake[g] && encloses(n, &regions, ends[background][0], background as u8, blob) {
                // The pocket would join a snake beside it and make it
                // branch: another square, another round.
                regions[r * n + c] = NONE;
                continue;
            }
            ends[g][end] = (r, c);
            size[g] += 1;
            grew = true;
        }
        if !grew {
            break;
        }
    }
    // The background takes every free square it reaches.
    let reach = reached(n, ends[background][0], |(r, c)| {
        let g = regions[r * n + c];
        g == NONE || usize::from(g) == background
    });
    for (r, c) in reach {
        regions[r * n + c] = background as u8;
    }
    join_left(n, &mut regions, &snake, rng);
    regions
}

/// The squares the background could not reach (`u8::MAX`) join a region
/// beside them: a blob where one is (a square on a snake's side makes it
/// branch), a snake only where none is left to reach.
fn join_left(n: usize, regions: &mut [u8], snake: &[bool], rng: &mut fastrand::Rng) {
    const NONE: u8 = u8::MAX;
    let mut left: Vec<usize> = (0..n * n).filter(|&i| regions[i] == NONE).collect();
    let mut snakes_too = false;
    while !left.is_empty() {
        shuffle(rng, &mut left);
        let before = left.len();
        left.retain(|&i| {
            let beside: Vec<u8> = neighbours(n, (i / n, i % n))
                .map(|(r2, c2)| regions[r2 * n + c2])
                .filter(|&g| g != NONE && (snakes_too || !snake[usize::from(g)]))
                .collect();
            if beside.is_empty() {
                return true;
            }
            regions[i] = beside[pick(rng, beside.len())];
            false
        });
        snakes_too = left.len() == before;
    }
}

/// Whether some free squares (`u8::MAX`) are cut off from the background's
/// first square (which takes the free squares it reaches) with no blob
/// beside them: they would join a snake and make it branch.
fn encloses(
    n: usize,
    regions: &[u8],
    seed: (usize, usize),
    background: u8,
    blob: impl Fn(u8) -> bool,
) -> bool {
    const FREE: u8 = u8::MAX;
    let open = |(r, c): (usize, usize)| {
        let g = regions[r * n + c];
        g == FREE || g == background
    };
    let mut seen = vec![false; n * n];
    for (r, c) in reached(n, seed, open) {
        seen[r * n + c] = true;
    }
    for i in 0..n * n {
        if regions[i] != FREE || seen[i] {
            continue;
        }
        let pocket = reached(n, (i / n, i % n), |(r, c)| regions[r * n + c] == FREE);
        let mut beside_blob = false;
        for &(r, c) in &pocket {
            seen[r * n + c] = true;
            beside_blob |= neighbours(n, (r, c)).any(|(r2, c2)| {
                let g = regions[r2 * n + c2];
                g != FREE && blob(g)
            });
        }
        if !beside_blob {
            return true;
        }
    }
    false
}

/// Moves a square of the second solution's queens into a neighbouring
/// region, which then holds two of its queens. The squares of the region
/// it leaves that are cut off from that region's queen of the first
/// solution go along (they touch the moved square), so every region stays
/// in one piece and the first solution stays one. `shaped`, of the moves
/// the first that does no [`harm`] to the shapes is made, else the least
/// harmful (these moves made snakes branch and regions small: of the
/// snakes grown, about half were left); else the first. Whether a move
/// was found.
fn break_solution(
    n: usize,
    regions: &mut [u8],
    (first, second): (&[usize], &[usize]),
    shaped: bool,
    rng: &mut fastrand::Rng,
) -> bool {
    let mut rows: Vec<usize> = (0..n).filter(|&r| second[r] != first[r]).collect();
    shuffle(rng, &mut rows);
    // The move that harms the shapes least, the first found of those.
    let mut best: Option<(usize, Vec<u8>)> = None;
    for r in rows {
        let cell = (r, second[r]);
        let from = regions[r * n + cell.1];
        let mut targets: Vec<u8> = neighbours(n, cell)
            .map(|(r2, c2)| regions[r2 * n + c2])
            .filter(|&g| g != from)
            .collect();
        targets.sort_unstable();
        targets.dedup();
        shuffle(rng, &mut targets);
        for to in targets {
            let mut moved = regions.to_vec();
            moved[r * n + cell.1] = to;
            // The first solution's queen of the region left behind.
            let Some(anchor) = (0..n)
                .map(|row| (row, first[row]))
                .find(|&(row, c)| moved[row * n + c] == from)
            else {
                continue;
            };
            let kept = reached(n, anchor, |(r2, c2)| moved[r2 * n + c2] == from);
            for (i, g) in moved.iter_mut().enumerate() {
                if *g == from && !kept.contains(&(i / n, i % n)) {
                    *g = to;
                }
            }
            let harm = if shaped {
                harm(n, regions, &moved, from, to)
            } else {
                0
            };
            if best.as_ref().is_none_or(|(h, _)| harm < *h) {
                best = Some((harm, moved));
            }
            if harm == 0 {
                break;
            }
        }
        if best.as_ref().is_some_and(|(h, _)| *h == 0) {
            break;
        }
    }
    let Some((_, moved)) = best else {
        return false;
    };
    regions.copy_from_slice(&moved);
    true
}

/// What a move from region `from` to `to` costs the map's likeness to
/// the published ones: a snake that branches, a region left at 3 squares
/// or fewer (each 1).
fn harm(n: usize, before: &[u8], after: &[u8], from: u8, to: u8) -> usize {
    let thin = |regions: &[u8], g: u8| {
        (0..n * n)
            .filter(|&i| regions[i] == g)
            .all(|i| own_beside(n, regions, (i / n, i % n), g) <= 2)
    };
    let size = |regions: &[u8], g: u8| regions.iter().filter(|&&h| h == g).count();
    let branched = thin(before, to) && !thin(after, to);
    let shrunk = size(before, from) > 3 && size(after, from) <= 3;
    usize::from(branched) + usize::from(shrunk)
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
