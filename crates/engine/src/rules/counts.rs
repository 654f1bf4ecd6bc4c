//! What is asked of a rule's search: counts, forecasts, lists, surveys,
//! and the formulas that build a solution without one.

use super::Topology;
use rayon::prelude::*;

use crate::control::in_pool;
use crate::{control::Control, errors::EngineError};

use super::{RuleSearch, Rules};

/// How long [`crate::kernels::count`] would take here under other rules (what
/// [`crate::estimate::forecast_range`] runs for them): the tree's size by Knuth's
/// estimator (random paths from the root, in four batches whose spread is
/// the forecast's range), times the time of a node measured on the first
/// nodes of the same search, shared among the cores the count would use.
pub(crate) fn forecast_walked(
    n: usize,
    rules: Rules,
    unique: bool,
    listed_to: Option<u64>,
    control: &Control<'_>,
) -> Result<crate::forecast::Forecast, EngineError> {
    use std::time::Duration;
    use web_time::Instant;
    const TIMED_NODES: u64 = 200_000;
    let search = RuleSearch::new(n, rules)?;
    if rules.known_empty(n) {
        // Pólya's theorem answers the count at once.
        return Ok(crate::forecast::Forecast {
            low: Duration::ZERO,
            high: Duration::ZERO,
        });
    }
    let Some((estimates, met)) = random_paths(&search, control)? else {
        return Err(EngineError::Cancelled);
    };
    let started = Instant::now();
    let mut walked = 0;
    let mut found: Vec<Vec<u32>> = Vec::new();
    search.walk_at_most(
        &[],
        None,
        control,
        &mut walked,
        TIMED_NODES,
        None,
        &mut |columns| {
            if found.len() < 64 {
                found.push(columns.to_vec());
            }
            true
        },
    )?;
    let per_node = started.elapsed().as_secs_f64() / walked.max(1) as f64;
    let cores = control
        .threads
        .unwrap_or_else(rayon::current_num_threads)
        .clamp(1, search.w);
    // The solutions the random paths met (the first ones, which the
    // timed walk meets, are the least of their classes more often than
    // not), else those.
    let sample = if met.is_empty() { &found } else { &met };
    let per_solution = if unique {
        canonical_seconds(&search, sample)
    } else {
        0.0
    };
    let seconds: Vec<f64> = estimates
        .iter()
        .map(|&(nodes, leaves)| match listed_to {
            // A listing walks alone, in order, and stops at solution k:
            // about its share of the tree where solutions are spread out,
            // the whole tree where there are fewer than k.
            Some(k) if leaves > 0.0 => nodes * per_node * (k as f64 / leaves).min(1.0),
            Some(_) => nodes * per_node,
            None if by_translations(n, rules, unique) => nodes * per_node / (n * cores) as f64,
            None => (nodes * per_node + leaves * per_solution) / cores as f64,
        })
        .collect();
    let low = seconds.iter().copied().fold(f64::INFINITY, f64::min);
    let high = seconds.iter().copied().fold(0.0, f64::max);
    // Past what a Duration holds is "forever" all the same.
    let time = |s: f64| Duration::try_from_secs_f64(s.max(0.0)).unwrap_or(Duration::MAX);
    Ok(crate::forecast::Forecast {
        low: time(low),
        high: time(high.max(low)),
    })
}

/// Batches of random paths through the search's tree.
const BATCHES: usize = 4;
const PATHS: usize = 500;

/// Knuth's estimates of the tree's nodes and leaves, a batch of random
/// paths from the root each, and up to 64 solutions the paths reached (a
/// sample of them all); `None` when cancelled.
#[allow(clippy::type_complexity)]
fn random_paths(
    search: &RuleSearch,
    control: &Control<'_>,
) -> Result<Option<(Vec<(f64, f64)>, Vec<Vec<u32>>)>, EngineError> {
    let n = search.n();
    // A fixed seed: the same forecast each time for the same rules.
    let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ (n as u64) << 8 ^ search.w as u64;
    let mut random = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut estimates = Vec::with_capacity(BATCHES);
    let mut columns = Vec::with_capacity(n);
    let mut met: Vec<Vec<u32>> = Vec::new();
    for _ in 0..BATCHES {
        let (mut nodes, mut leaves) = (0.0, 0.0);
        for _ in 0..PATHS {
            if control.cancelled() {
                return Ok(None);
            }
            columns.clear();
            let mut weight = 1.0;
            nodes += 1.0;
            while columns.len() < n {
                let free = search.free(&columns);
                let choices = free.count_ones();
                if choices == 0 {
                    break;
                }
                weight *= f64::from(choices);
                nodes += weight;
                let mut pick = random() % u64::from(choices);
                let mut rest = free;
                while pick > 0 {
                    rest &= rest - 1;
                    pick -= 1;
                }
                columns.push(rest.trailing_zeros());
            }
            if columns.len() == n {
                leaves += weight;
                if met.len() < 64 {
                    met.push(columns.clone());
                }
            }
        }
        estimates.push((nodes / PATHS as f64, leaves / PATHS as f64));
    }
    Ok(Some((estimates, met)))
}

/// The seconds a canonical form takes a solution: it looks at the
/// motions' images (all of them for the least of a class, a few for most
/// others), timed on `sample`, else guessed from the motions.
fn canonical_seconds(search: &RuleSearch, sample: &[Vec<u32>]) -> f64 {
    use web_time::Instant;
    if sample.is_empty() {
        return search.motions.len() as f64 * search.n() as f64 * 2e-9;
    }
    let started = Instant::now();
    let mut checked = 0u32;
    while checked < 64 || started.elapsed().as_secs_f64() < 1e-3 {
        for columns in sample {
            std::hint::black_box(search.is_canonical(columns));
        }
        checked += sample.len() as u32;
    }
    started.elapsed().as_secs_f64() / f64::from(checked)
}

/// The count of n under `rules` by the row-by-row search, its nodes
/// counted: what [`crate::kernels::count`] runs for rules other than the classic
/// queens' (and the tests, for the classic queens, to compare the two).
pub(crate) fn count_walked(
    n: usize,
    rules: Rules,
    unique: bool,
    control: &Control<'_>,
) -> Result<crate::count::Counts, EngineError> {
    rules.check(n)?;
    if rules.known_empty(n) {
        // Pólya's theorem says it; the search would take hours to.
        return Ok(crate::count::Counts {
            n,
            total: 0,
            fundamental: unique.then_some(0),
            nodes: None,
        });
    }
    let search = RuleSearch::new(n, rules)?;
    // On a torus, n times the corner's solutions (`by_translations`),
    // split by the second row's column for the threads; else every first
    // row's.
    let shifted = by_translations(n, rules, unique);
    let prefixes: Vec<Vec<u32>> = if shifted {
        (0..n as u32)
            .filter(|&c| !rules.attacks(n, (0, 0), (1, c as usize)))
            .map(|c| vec![0, c])
            .collect()
    } else {
        search.first_rows().into_iter().map(|c| vec![c]).collect()
    };
    let pieces = crate::control::Pieces::new(prefixes.len());
    let parts: Result<Vec<(u64, u64, u64)>, EngineError> = in_pool(control.threads, || {
        prefixes
            .par_iter()
            .map(|prefix| {
                let (mut solutions, mut fundamental, mut nodes) = (0u64, 0u64, 1u64);
                search.walk(prefix, control, &mut nodes, &mut |columns| {
                    solutions += 1;
                    if unique && search.is_canonical(columns) {
                        fundamental += 1;
                    }
                    true
                })?;
                pieces.one_done(control);
                Ok((solutions, fundamental, nodes))
            })
            .collect()
    })?;
    let parts = parts?;
    let times = if shifted { n as u64 } else { 1 };
    Ok(crate::count::Counts {
        n,
        total: times * parts.iter().map(|p| p.0).sum::<u64>(),
        fundamental: unique.then(|| parts.iter().map(|p| p.1).sum()),
        // A shifted count walked the corner's tree alone: 1/n of it.
        nodes: (!shifted).then(|| 1 + parts.iter().map(|p| p.2).sum::<u64>()),
    })
}

/// The nodes of the row-by-row tree of n under `rules`, the root
/// included: every square of every row tried where no piece above
/// attacks it, walked whole (no translations, no mirror images), as the
/// textbook draws it and `stats` prints it.
pub(crate) fn nodes_walked(
    n: usize,
    rules: Rules,
    control: &Control<'_>,
) -> Result<u64, EngineError> {
    rules.check(n)?;
    let search = RuleSearch::new(n, rules)?;
    let firsts = search.first_rows();
    let pieces = crate::control::Pieces::new(firsts.len());
    let parts: Result<Vec<u64>, EngineError> = in_pool(control.threads, || {
        firsts
            .par_iter()
            .map(|&c| {
                let mut nodes = 1u64;
                search.walk(&[c], control, &mut nodes, &mut |_| true)?;
                pieces.one_done(control);
                Ok(nodes)
            })
            .collect()
    })?;
    Ok(1 + parts?.iter().sum::<u64>())
}

/// Whether the count of all the solutions may walk only those with the
/// first row's piece in the corner: on a torus every rule's attacks are
/// the same from every square, so a shift of the columns maps the
/// solutions with that piece in column 0 one to one onto those with it
/// in any other column, and the total is n times theirs. (A count of the
/// classes looks at every solution.)
fn by_translations(n: usize, rules: Rules, unique: bool) -> bool {
    rules.topology == Topology::Torus && !unique && n > 1
}

/// The solutions of `problem` from number `from` (1 is the first, in
/// lexicographic order of the column lists), at most `limit` of them;
/// with `fundamental`, the fundamental solutions alone (the least of each
/// class of the rule's group), numbered among themselves in the same
/// order. Pins, blocks and regions break the classes: their solutions are
/// listed whole.
///
/// ```
/// use nqueens_engine::{Control, Piece, Problem, Rules, list};
/// let rooks = Problem::new(3, Rules { piece: Piece::Rook, ..Rules::default() }).unwrap();
/// let listed = list(&rooks, false, 5, 10, &Control::default()).unwrap();
/// assert_eq!(listed, vec![vec![2, 0, 1], vec![2, 1, 0]]);
/// let torus = Rules { topology: nqueens_engine::Topology::Torus, ..Rules::default() };
/// // The 10 solutions of 5 on a torus are one class: its least is #1.
/// let least = list(&Problem::new(5, torus).unwrap(), true, 1, 10, &Control::default()).unwrap();
/// assert_eq!(least, vec![vec![0, 2, 4, 1, 3]]);
/// ```
pub fn list(
    problem: &crate::problem::Problem,
    fundamental: bool,
    from: u64,
    limit: usize,
    control: &Control<'_>,
) -> Result<Vec<Vec<u32>>, EngineError> {
    let (n, rules) = (problem.n(), problem.rules());
    if !problem.is_unconstrained() {
        if fundamental {
            return Err(EngineError::Unsupported(
                "fundamental solutions of a board with pins, blocks or regions".to_string(),
            ));
        }
        let mut solutions = problem.solutions()?;
        let mut listed = Vec::new();
        let mut seen = 0u64;
        while listed.len() < limit && crate::solutions::next_solution(&mut solutions, control)? {
            seen += 1;
            if seen >= from {
                listed.push(solutions.current().to_vec());
            }
        }
        return Ok(listed);
    }
    if rules.is_classic() && !fundamental && n <= crate::rank::MAX_RANK_N {
        return list_by_number(n, from, limit, control);
    }
    let search = RuleSearch::new(n, rules)?;
    let mut seen = 0u64;
    let mut listed = Vec::new();
    let mut nodes = 0;
    if limit == 0 || rules.known_empty(n) {
        return Ok(listed);
    }
    search.walk(&[], control, &mut nodes, &mut |columns| {
        if fundamental && !search.is_canonical(columns) {
            return true;
        }
        seen += 1;
        if seen >= from {
            listed.push(columns.to_vec());
        }
        listed.len() < limit
    })?;
    Ok(listed)
}

/// The classic queens' solutions numbered `from` on, each found at once by
/// its number (the same numbering as the search's order).
fn list_by_number(
    n: usize,
    from: u64,
    limit: usize,
    control: &Control<'_>,
) -> Result<Vec<Vec<u32>>, EngineError> {
    use crate::rank::RankError;
    let none = crate::constraints::Constraints::none(n);
    let mut listed = Vec::new();
    let first = from.max(1);
    for k in (first..).take(limit) {
        match crate::rank::unrank(n, k, &none, *control) {
            Ok(columns) => listed.push(columns),
            Err(RankError::Engine(e)) => return Err(e),
            // Past the last solution (numbers start at 1 and n is small
            // enough to be numbered: the other refusals cannot happen).
            Err(RankError::PastTotal { .. } | RankError::Zero | RankError::TooLarge(_)) => break,
        }
    }
    Ok(listed)
}
