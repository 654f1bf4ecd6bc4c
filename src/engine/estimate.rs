//! How big a search is before it runs: Knuth's random-probe estimate of the
//! row-by-row backtracking tree, and a forecast of the time a count, a
//! listing or a tree walk takes on this machine.
//!
//! A probe walks from the root to a leaf, choosing one free square per row
//! at random, and multiplies the numbers of choices met on the way: the
//! products are unbiased estimates of the number of nodes at each depth
//! (D. E. Knuth, "Estimating the efficiency of backtrack programs", 1975).
//! A few thousand probes cost a few milliseconds for any n up to 32.

use std::time::{Duration, Instant};

use super::EngineError;
use super::control::Control;
use super::count::{count, count_by_constellations, count_solutions, tree_stats};
use super::halves;
use super::solutions::{Solutions, check_search_side, full_mask};

/// The estimated size of the row-by-row tree of n.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TreeEstimate {
    pub n: usize,
    /// Nodes, root included (2057 for n = 8, exactly).
    pub nodes: f64,
    /// Leaves at depth n: solutions.
    pub solutions: f64,
}

/// Knuth's estimate of the tree of n from `probes` random probes.
///
/// ```
/// use nqueens::engine::estimate_tree;
/// let estimate = estimate_tree(8, 4000, 1).unwrap();
/// assert!((estimate.nodes / 2057.0 - 1.0).abs() < 0.1);
/// assert!((estimate.solutions / 92.0 - 1.0).abs() < 0.3);
/// ```
pub fn estimate_tree(n: usize, probes: u32, seed: u64) -> Result<TreeEstimate, EngineError> {
    check_search_side(n)?;
    let full = full_mask(n);
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut nodes = 0.0;
    let mut solutions = 0.0;
    let probes = probes.max(1);
    for _ in 0..probes {
        let (mut cols, mut diag, mut anti) = (0u32, 0u32, 0u32);
        let mut weight = 1.0f64;
        nodes += 1.0;
        for row in 0..n {
            let free = full & !(cols | diag | anti);
            let choices = free.count_ones();
            if choices == 0 {
                break;
            }
            weight *= f64::from(choices);
            nodes += weight;
            if row + 1 == n {
                solutions += weight;
                break;
            }
            // The k-th free square, k at random.
            let mut pick = free;
            for _ in 0..rng.u32(0..choices) {
                pick &= pick - 1;
            }
            let bit = pick & pick.wrapping_neg();
            cols |= bit;
            diag = ((diag | bit) << 1) & full;
            anti = (anti | bit) >> 1;
        }
    }
    let probes = f64::from(probes);
    Ok(TreeEstimate {
        n,
        nodes: nodes / probes,
        solutions: solutions / probes,
    })
}

/// A long computation whose time can be forecast.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Work {
    /// Total and fundamental counts (`count --unique`).
    Count,
    /// The total alone.
    CountTotal,
    /// One part of the total split into this many parts of nearly equal
    /// work (`count --part I/K`).
    CountPart(u64),
    /// The textbook tree walked whole, then the counts (`stats`).
    Stats,
    /// The solutions listed in order up to number `k` (`solve --index k`).
    ListTo(u64),
}

/// The side whose real run calibrates a forecast: tens of milliseconds here,
/// long enough that starting threads does not dominate.
const CALIBRATION_N: usize = 14;

/// The side that calibrates a listing's forecast: 14,200 solutions, a few
/// milliseconds.
const LIST_CALIBRATION_N: usize = 12;

/// How the counter's time per node of the textbook tree shrinks from one n
/// to the next: its pruning gains on the textbook's as n grows (measured
/// here for n = 14 to 17: 1.1, 0.76, 0.74 and 0.59 ns per node).
const COUNT_TREND: f64 = 0.85;

/// Probes for a forecast: a few milliseconds at n = 32.
const PROBES: u32 = 4000;

/// How long `work` on n would take here, timed on a small board and scaled
/// by the estimated sizes of the two trees. Within a factor of two or so:
/// enough to tell seconds from hours from centuries. Runs the calibration
/// (a few milliseconds) unless the tree is small enough to need none.
///
/// ```
/// use nqueens::engine::{forecast, Control, Work};
/// let small = forecast(8, Work::Count, Control::default()).unwrap();
/// let large = forecast(30, Work::Count, Control::default()).unwrap();
/// assert!(small.as_secs_f64() < 1.0);
/// assert!(large.as_secs_f64() > 3600.0);
/// ```
pub fn forecast(n: usize, work: Work, control: Control<'_>) -> Result<Duration, EngineError> {
    let estimate = estimate_tree(n, PROBES, n as u64)?;
    let target = estimate.nodes;
    let timed = |run: &dyn Fn() -> Result<(), EngineError>| {
        let started = Instant::now();
        run().map(|()| started.elapsed().as_secs_f64())
    };
    // The calibration board's tree, walked once: its exact size, and how
    // long the walk took.
    let walk = |m: usize| {
        let started = Instant::now();
        tree_stats(m, control).map(|t| (t.nodes as f64, started.elapsed().as_secs_f64()))
    };
    let m = CALIBRATION_N.min(n);
    let count_scale = |base_nodes: f64| target / base_nodes * COUNT_TREND.powi((n - m) as i32);
    // How long the count of n takes here: with the fundamental count or
    // without, given the calibration board's tree size if it is known.
    let count_seconds = |fundamental: bool, base_nodes: Option<f64>| {
        if halves::RANGE.contains(&n) {
            // The half-board counter does not walk the textbook tree: it
            // is timed on a small board and scaled by its own measured
            // growth. The timing runs on one thread, so that a job beside
            // it (the app's listing) does not slow it, and the real count's
            // threads share the work at 95% (n = 18: 5.99 s of CPU in
            // 3.11 s on two).
            let m = halves::CALIBRATION_N.min(n);
            let one = Control {
                threads: Some(1),
                ..control
            };
            let run = timed(&|| {
                if fundamental {
                    count(m, one).map(drop)
                } else {
                    count_solutions(m, one).map(drop)
                }
            })?;
            let threads = control
                .threads
                .unwrap_or_else(rayon::current_num_threads)
                .max(1);
            Ok(run * halves::growth(m, n) / (threads as f64 * 0.95).max(1.0))
        } else {
            // Past the half-board counter's range the count is the
            // constellation search.
            let base_nodes = match base_nodes {
                Some(nodes) => nodes,
                None => walk(m)?.0,
            };
            let run = timed(&|| count_by_constellations(m, control).map(drop))?;
            Ok::<_, EngineError>(run * count_scale(base_nodes))
        }
    };
    let seconds = match work {
        Work::Count => count_seconds(true, None)?,
        Work::CountTotal => count_seconds(false, None)?,
        // A part's share is the count's divided among the parts.
        Work::CountPart(k) => count_seconds(false, None)? / k.max(1) as f64,
        Work::Stats => {
            let (base_nodes, walk_seconds) = walk(m)?;
            walk_seconds * target / base_nodes + count_seconds(true, Some(base_nodes))?
        }
        Work::ListTo(k) => {
            // Listing walks the tree on one thread, slower per node than a
            // count: calibrated on a smaller board. To solution k it walks
            // about the share k / solutions of the tree.
            let m = LIST_CALIBRATION_N.min(n);
            let (list_nodes, _) = walk(m)?;
            let per_tree = timed(&|| {
                Solutions::new(m).map(|s| {
                    std::hint::black_box(s.count());
                })
            })? * target
                / list_nodes;
            let share = if estimate.solutions > 0.0 {
                (k as f64 / estimate.solutions).min(1.0)
            } else {
                1.0
            };
            per_tree * share
        }
    };
    Ok(Duration::from_secs_f64(seconds.max(0.0)))
}

/// The unit a forecast's duration is said in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeUnit {
    Seconds,
    Minutes,
    Hours,
    Days,
    Years,
}

/// A duration in the unit [`in_words`] says it in, and its value there;
/// `None` under a second (the app says it in the window's language).
///
/// ```
/// use nqueens::engine::{TimeUnit, in_units};
/// use std::time::Duration;
/// assert_eq!(in_units(Duration::from_secs(5400)), Some((90.0, TimeUnit::Minutes)));
/// assert_eq!(in_units(Duration::from_millis(10)), None);
/// ```
pub fn in_units(duration: Duration) -> Option<(f64, TimeUnit)> {
    let s = duration.as_secs_f64();
    Some(if s < 1.0 {
        return None;
    } else if s < 120.0 {
        (s, TimeUnit::Seconds)
    } else if s < 7200.0 {
        (s / 60.0, TimeUnit::Minutes)
    } else if s < 2.0 * 86400.0 {
        (s / 3600.0, TimeUnit::Hours)
    } else if s < 365.0 * 86400.0 {
        (s / 86400.0, TimeUnit::Days)
    } else {
        (s / (365.25 * 86400.0), TimeUnit::Years)
    })
}

/// A duration in words, rounded to what a forecast can tell.
///
/// ```
/// use nqueens::engine::in_words;
/// use std::time::Duration;
/// assert_eq!(in_words(Duration::from_secs(42)), "42 seconds");
/// assert_eq!(in_words(Duration::from_secs(5400)), "90 minutes");
/// assert_eq!(in_words(Duration::from_secs(9000)), "2.5 hours");
/// assert_eq!(in_words(Duration::from_secs(3 * 365 * 86400)), "3 years");
/// ```
pub fn in_words(duration: Duration) -> String {
    let Some((value, unit)) = in_units(duration) else {
        return "under a second".to_string();
    };
    let unit = match unit {
        TimeUnit::Seconds => "seconds",
        TimeUnit::Minutes => "minutes",
        TimeUnit::Hours => "hours",
        TimeUnit::Days => "days",
        TimeUnit::Years => "years",
    };
    if value >= 1e6 {
        return format!("{value:.1e} {unit}");
    }
    let rounded = if value < 10.0 {
        format!("{value:.1}")
    } else {
        format!("{value:.0}")
    };
    format!("{} {unit}", rounded.strip_suffix(".0").unwrap_or(&rounded))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn estimates_are_near_the_exact_trees() {
        // Exact nodes from the reference figures.
        for (n, nodes) in [(6, 153.0), (8, 2057.0), (10, 35539.0)] {
            let estimate = estimate_tree(n, 20_000, 3).unwrap();
            let ratio = estimate.nodes / nodes;
            assert!((0.9..1.1).contains(&ratio), "n = {n}: {estimate:?}");
        }
        // n = 1 has one probe path: root and one queen.
        let one = estimate_tree(1, 10, 0).unwrap();
        assert_eq!((one.nodes, one.solutions), (2.0, 1.0));
        assert_eq!(estimate_tree(3, 10, 0).unwrap().solutions, 0.0);
    }

    #[test]
    fn forecasts_grow_with_n() {
        let control = Control::default();
        let at_16 = forecast(16, Work::CountTotal, control).unwrap();
        let at_24 = forecast(24, Work::CountTotal, control).unwrap();
        assert!(at_24 > at_16 * 1000, "{at_16:?} {at_24:?}");
        let first = forecast(20, Work::ListTo(1), control).unwrap();
        let whole = forecast(20, Work::ListTo(u64::MAX), control).unwrap();
        assert!(first < whole);
    }
}
