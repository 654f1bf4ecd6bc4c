//! How big a search is before it runs: Knuth's random-probe estimate of the
//! row-by-row backtracking tree, and a forecast of the time a count, a
//! listing or a tree walk takes on this machine.
//!
//! A probe walks from the root to a leaf, choosing one free square per row
//! at random, and multiplies the numbers of choices met on the way: the
//! products are unbiased estimates of the number of nodes at each depth
//! (D. E. Knuth, "Estimating the efficiency of backtrack programs", 1975).
//! A few thousand probes cost a few milliseconds for any n up to 32.

use std::time::Duration;

pub use crate::forecast::Forecast;
use web_time::Instant;

use super::count::{count_by_constellations, count_solutions, tree_stats};
use crate::constraints::Constraints;
use crate::control::Control;
use crate::errors::check_search_side;
use crate::kernels::count;
use crate::limits::full_mask;
use crate::rules::Rules;
use crate::solutions::Solutions;
use crate::survey::survey;
use crate::{errors::EngineError, halves, limits::MAX_SEARCH_N};

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
/// use nqueens_engine::estimate_tree;
/// let estimate = estimate_tree(8, 4000, 1).unwrap();
/// assert!((estimate.nodes / 2057.0 - 1.0).abs() < 0.1);
/// assert!((estimate.solutions / 92.0 - 1.0).abs() < 0.3);
/// ```
pub fn estimate_tree(n: usize, probes: u32, seed: u64) -> Result<TreeEstimate, EngineError> {
    check_search_side(n)?;
    let masks = [full_mask(n); MAX_SEARCH_N];
    Ok(estimate_within(n, &masks, probes, seed))
}

/// Where a row-by-row search stands: the next row and the columns and
/// diagonals its queens attack.
#[derive(Debug, Clone, Copy)]
struct Node {
    row: usize,
    cols: u32,
    diag: u32,
    anti: u32,
}

impl Node {
    const ROOT: Node = Node {
        row: 0,
        cols: 0,
        diag: 0,
        anti: 0,
    };

    /// The squares of its row a queen may take, with `masks` (bit c =
    /// column c may hold a queen in that row).
    fn free(&self, full: u32, masks: &[u32; MAX_SEARCH_N]) -> u32 {
        masks[self.row] & full & !(self.cols | self.diag | self.anti)
    }

    /// The node below it with a queen on `bit`.
    fn place(&self, bit: u32, full: u32) -> Node {
        Node {
            row: self.row + 1,
            cols: self.cols | bit,
            diag: ((self.diag | bit) << 1) & full,
            anti: (self.anti | bit) >> 1,
        }
    }
}

/// Knuth's estimate of the subtree below `node` (the node itself
/// included) of the search of n where row r may hold a queen only on
/// `masks[r]`: its nodes and its leaves at depth n.
fn estimate_below(
    n: usize,
    node: Node,
    masks: &[u32; MAX_SEARCH_N],
    probes: u32,
    rng: &mut fastrand::Rng,
) -> (f64, f64) {
    let full = full_mask(n);
    let mut nodes = 0.0;
    let mut solutions = 0.0;
    let probes = probes.max(1);
    for _ in 0..probes {
        let mut at = node;
        let mut weight = 1.0f64;
        nodes += 1.0;
        if at.row == n {
            solutions += 1.0;
            continue;
        }
        loop {
            let free = at.free(full, masks);
            let choices = free.count_ones();
            if choices == 0 {
                break;
            }
            weight *= f64::from(choices);
            nodes += weight;
            if at.row + 1 == n {
                solutions += weight;
                break;
            }
            // The k-th free square, k at random.
            let mut pick = free;
            for _ in 0..rng.u32(0..choices) {
                pick &= pick - 1;
            }
            at = at.place(pick & pick.wrapping_neg(), full);
        }
    }
    let probes = f64::from(probes);
    (nodes / probes, solutions / probes)
}

/// [`estimate_tree`] of the search restricted to `masks`.
fn estimate_within(n: usize, masks: &[u32; MAX_SEARCH_N], probes: u32, seed: u64) -> TreeEstimate {
    let mut rng = fastrand::Rng::with_seed(seed);
    let (nodes, solutions) = estimate_below(n, Node::ROOT, masks, probes, &mut rng);
    TreeEstimate {
        n,
        nodes,
        solutions,
    }
}

/// Rows the estimate of the nodes before solution k descends: below them
/// the solutions of a subtree are taken as spread evenly.
const DESCENT: usize = 4;

/// Probes for each subtree on the way down.
const DESCENT_PROBES: u32 = 1000;

/// About how many nodes the row-by-row search of n visits before it
/// reaches solution `k` in the numbering's order. Solutions are not spread
/// evenly over the tree (few have a queen in a corner, which comes first),
/// so the subtrees on the way to the k-th are each estimated.
fn nodes_before(n: usize, k: u64, seed: u64) -> f64 {
    let masks = [full_mask(n); MAX_SEARCH_N];
    let full = full_mask(n);
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut left = k as f64;
    let mut nodes = 1.0;
    let mut at = Node::ROOT;
    for _ in 0..DESCENT.min(n) {
        let mut free = at.free(full, &masks);
        let mut chosen = None;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free &= free - 1;
            let child = at.place(bit, full);
            let (below, solutions) = estimate_below(n, child, &masks, DESCENT_PROBES, &mut rng);
            if left > solutions && free != 0 {
                left -= solutions;
                nodes += below;
            } else {
                chosen = Some((child, below, solutions));
                break;
            }
        }
        let Some((child, below, solutions)) = chosen else {
            return nodes;
        };
        if child.row + 1 >= n || solutions <= 0.0 || left > solutions {
            return nodes + below;
        }
        at = child;
        nodes += 1.0;
        // The last row of the descent: the share of its subtree.
        if at.row == DESCENT.min(n) {
            return nodes + below * (left / solutions).min(1.0);
        }
    }
    nodes
}

/// A long computation whose time can be forecast.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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
    /// The textbook tree walked where pins and blocks leave squares (a
    /// count under them, a heatmap): `masks[r]` holds the columns row r
    /// may take; `mirrored` when the walk halves by the board's mirror
    /// (no pins and no blocks).
    Survey {
        masks: [u32; MAX_SEARCH_N],
        mirrored: bool,
    },
}

impl Work {
    /// The walk of a count under `constraints`, or of a heatmap.
    pub fn survey(constraints: &Constraints) -> Work {
        Work::Survey {
            masks: constraints.row_masks(),
            mirrored: constraints.is_empty(),
        }
    }
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

/// Independent samples a forecast's range is taken from.
const SAMPLES: u64 = 3;

/// How long `work` on n under `rules` would take here. The classic
/// queens' is timed on a small board and scaled by the estimated sizes of
/// the two trees; other rules' by Knuth's estimator on their own search,
/// timed on its first nodes. Within a factor of two or so: enough to tell
/// seconds from hours from centuries. Runs the calibration (a few
/// milliseconds) unless the tree is small enough to need none.
///
/// ```
/// use nqueens_engine::{forecast, Control, Piece, Rules, Work};
/// let small = forecast(8, Rules::QUEENS, Work::Count, Control::default()).unwrap();
/// let large = forecast(30, Rules::QUEENS, Work::Count, Control::default()).unwrap();
/// assert!(small.as_secs_f64() < 1.0);
/// assert!(large.as_secs_f64() > 3600.0);
/// let superqueens = Rules { piece: Piece::Superqueen, ..Rules::QUEENS };
/// assert!(forecast(30, superqueens, Work::CountTotal, Control::default()).unwrap().as_secs_f64() > 3600.0);
/// // Rooks are counted by n!: at once.
/// let rooks = Rules { piece: Piece::Rook, ..Rules::QUEENS };
/// assert_eq!(forecast(30, rooks, Work::CountTotal, Control::default()).unwrap().as_secs_f64(), 0.0);
/// ```
pub fn forecast(
    n: usize,
    rules: Rules,
    work: Work,
    control: Control<'_>,
) -> Result<Duration, EngineError> {
    forecast_range(n, rules, work, control).map(|f| f.likely())
}

/// [`forecast`] as a range over independent samples of the search: wide
/// where the search is hard to sample (pins far down the board, a
/// solution far into the numbering). Under other rules than the classic
/// queens' a count and a walk of the tree (statistics, a survey) are
/// forecast as the count, a listing to solution k as its share of the
/// tree's solutions; parts of a count are the classic queens' alone.
pub fn forecast_range(
    n: usize,
    rules: Rules,
    work: Work,
    control: Control<'_>,
) -> Result<Forecast, EngineError> {
    if !rules.is_classic_at(n) {
        let (unique, listed_to) = match work {
            Work::Count | Work::Stats | Work::Survey { .. } => (true, None),
            // A formula answers at once (kings, rooks).
            Work::CountTotal if crate::rules::has_exact_count(n, rules) => {
                return Ok(Forecast {
                    low: std::time::Duration::ZERO,
                    high: std::time::Duration::ZERO,
                });
            }
            Work::CountTotal => (false, None),
            Work::ListTo(k) => (false, Some(k)),
            // A part's share is the count's divided among the parts.
            Work::CountPart(k) if rules.supports(crate::features::Feature::Split) => {
                let whole = crate::rules::forecast_fast(n, rules, false, &control).unwrap_or_else(
                    || crate::rules::forecast_walked(n, rules, false, None, &control),
                )?;
                let share = |d: std::time::Duration| d.div_f64(k.max(1) as f64);
                return Ok(Forecast {
                    low: share(whole.low),
                    high: share(whole.high),
                });
            }
            Work::CountPart(_) => {
                return Err(EngineError::Unsupported(
                    rules
                        .refusal(crate::features::Feature::Split)
                        .unwrap_or_default(),
                ));
            }
        };
        // A count by the fast kernels of other rules.
        if listed_to.is_none()
            && matches!(work, Work::Count | Work::CountTotal)
            && let Some(forecast) = crate::rules::forecast_fast(n, rules, unique, &control)
        {
            return forecast;
        }
        return crate::rules::forecast_walked(n, rules, unique, listed_to, &control);
    }
    check_search_side(n)?;
    let sample = Sample {
        n,
        estimates: std::cell::OnceCell::new(),
        control,
    };
    let m = CALIBRATION_N.min(n);
    let seconds: Vec<f64> = match work {
        Work::Count => sample.count_seconds(true, None)?,
        Work::CountTotal => sample.count_seconds(false, None)?,
        // A part's share is the count's divided among the parts.
        Work::CountPart(k) => sample
            .count_seconds(false, None)?
            .into_iter()
            .map(|s| s / k.max(1) as f64)
            .collect(),
        Work::Stats => {
            let (base_nodes, walk_seconds) = walk(m, control)?;
            let counts = sample.count_seconds(true, Some(base_nodes))?;
            sample
                .estimates()
                .iter()
                .zip(counts)
                .map(|(e, count)| walk_seconds * e.nodes / base_nodes + count)
                .collect()
        }
        Work::ListTo(k) => sample.list_seconds(k)?,
        Work::Survey { masks, mirrored } => sample.survey_seconds(&masks, mirrored)?,
    };
    let low = seconds.iter().copied().fold(f64::INFINITY, f64::min);
    let high = seconds.iter().copied().fold(0.0, f64::max);
    Ok(Forecast {
        low: Duration::from_secs_f64(low.max(0.0)),
        high: Duration::from_secs_f64(high.max(low).max(0.0)),
    })
}

/// How long a computation takes here, in seconds.
fn timed(run: &dyn Fn() -> Result<(), EngineError>) -> Result<f64, EngineError> {
    let started = Instant::now();
    run().map(|()| started.elapsed().as_secs_f64())
}

/// The calibration board's tree of side `m`, walked once: its exact size,
/// and how long the walk took.
fn walk(m: usize, control: Control<'_>) -> Result<(f64, f64), EngineError> {
    let started = Instant::now();
    tree_stats(m, control).map(|t| (t.nodes as f64, started.elapsed().as_secs_f64()))
}

/// The samples of the tree of n a forecast scales its timed runs by.
struct Sample<'c> {
    n: usize,
    /// Knuth's estimates of the whole tree, made only where a kind of work
    /// scales by them (the half-board count, a listing and a survey do not).
    estimates: std::cell::OnceCell<Vec<TreeEstimate>>,
    control: Control<'c>,
}

impl Sample<'_> {
    fn estimates(&self) -> &[TreeEstimate] {
        let masks = [full_mask(self.n); MAX_SEARCH_N];
        self.estimates.get_or_init(|| {
            (0..SAMPLES)
                .map(|i| estimate_within(self.n, &masks, PROBES, self.n as u64 + i))
                .collect()
        })
    }

    /// How long the count of n takes here, for each sample: with the
    /// fundamental count or without, given the calibration board's tree
    /// size if it is known.
    fn count_seconds(
        &self,
        fundamental: bool,
        base_nodes: Option<f64>,
    ) -> Result<Vec<f64>, EngineError> {
        let (n, control) = (self.n, self.control);
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
                    count(&crate::problem::Problem::new(m, Rules::QUEENS)?, true, &one).map(drop)
                } else {
                    count_solutions(m, one).map(drop)
                }
            })?;
            let threads = control
                .threads
                .unwrap_or_else(rayon::current_num_threads)
                .max(1);
            let seconds = run * halves::growth(m, n) / (threads as f64 * 0.95).max(1.0);
            return Ok(vec![seconds; SAMPLES as usize]);
        }
        // Past the half-board counter's range the count is the
        // constellation search.
        let m = CALIBRATION_N.min(n);
        let base_nodes = match base_nodes {
            Some(nodes) => nodes,
            None => walk(m, control)?.0,
        };
        let run = timed(&|| count_by_constellations(m, control).map(drop))?;
        let trend = COUNT_TREND.powi((n - m) as i32);
        Ok(self
            .estimates()
            .iter()
            .map(|e| run * e.nodes / base_nodes * trend)
            .collect())
    }

    /// Listing walks the tree on one thread, slower per node than a count:
    /// calibrated on a smaller board. To solution k it walks the nodes
    /// before it.
    fn list_seconds(&self, k: u64) -> Result<Vec<f64>, EngineError> {
        let m = LIST_CALIBRATION_N.min(self.n);
        let (list_nodes, _) = walk(m, self.control)?;
        let per_node = timed(&|| {
            Solutions::new(m, Rules::QUEENS).map(|s| {
                std::hint::black_box(s.count());
            })
        })? / list_nodes;
        Ok((0..SAMPLES)
            .map(|i| per_node * nodes_before(self.n, k, self.n as u64 + i))
            .collect())
    }

    /// The survey's walk, timed whole on the calibration board (which
    /// halves by the mirror), scaled by the size of the walk asked for,
    /// sampled with its pins and blocks.
    fn survey_seconds(
        &self,
        masks: &[u32; MAX_SEARCH_N],
        mirrored: bool,
    ) -> Result<Vec<f64>, EngineError> {
        let m = CALIBRATION_N.min(self.n);
        let (base_nodes, _) = walk(m, self.control)?;
        let problem = crate::problem::Problem::new(m, Rules::QUEENS)?;
        let run = timed(&|| survey(&problem, self.control).map(drop))?;
        let halving = if mirrored { 1.0 } else { 2.0 };
        Ok((0..SAMPLES)
            .map(|i| {
                let e = estimate_within(self.n, masks, PROBES, self.n as u64 + i);
                run * halving * e.nodes / base_nodes
            })
            .collect())
    }
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
/// use nqueens_engine::{TimeUnit, in_units};
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
/// use nqueens_engine::in_words;
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
        let at_16 = forecast(16, Rules::QUEENS, Work::CountTotal, control).unwrap();
        let at_24 = forecast(24, Rules::QUEENS, Work::CountTotal, control).unwrap();
        assert!(at_24 > at_16 * 1000, "{at_16:?} {at_24:?}");
        let first = forecast(20, Rules::QUEENS, Work::ListTo(1), control).unwrap();
        let whole = forecast(20, Rules::QUEENS, Work::ListTo(u64::MAX), control).unwrap();
        assert!(first < whole);
    }

    #[test]
    fn the_nodes_before_a_solution_follow_the_real_walk() {
        // The exact nodes before solution k of n = 10: the listing's own
        // walk, counted.
        let n = 10;
        let total = 724;
        for k in [1, 50, 362, 700] {
            let estimate = nodes_before(n, k, 7);
            let exact = exact_nodes_before(n, k);
            let ratio = estimate / exact;
            assert!(
                (0.6..1.6).contains(&ratio),
                "k = {k}: {estimate} vs {exact}"
            );
        }
        // Past the last solution the whole tree is walked.
        let whole = nodes_before(n, total + 1, 7);
        let tree = crate::known::TREE_NODES[n - 1] as f64;
        assert!((whole / tree - 1.0).abs() < 0.3, "{whole}");
    }

    /// The nodes the row-by-row search visits up to its k-th solution.
    fn exact_nodes_before(n: usize, k: u64) -> f64 {
        fn walk(n: usize, at: Node, k: &mut u64, nodes: &mut u64) -> bool {
            *nodes += 1;
            if at.row == n {
                *k -= 1;
                return *k == 0;
            }
            let full = full_mask(n);
            let mut free = at.free(full, &[full; MAX_SEARCH_N]);
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free &= free - 1;
                if walk(n, at.place(bit, full), k, nodes) {
                    return true;
                }
            }
            false
        }
        let (mut k, mut nodes) = (k, 0);
        walk(n, Node::ROOT, &mut k, &mut nodes);
        nodes as f64
    }

    #[test]
    fn a_survey_under_pins_is_forecast_from_its_own_walk() {
        let control = Control::default();
        let none = Constraints::none(16);
        let corner = Constraints::new(16, vec![(0, 0)], vec![]).unwrap();
        // Each forecast times a run: the least of five, taken in turn, so
        // that tests running beside it on the same cores (it failed once
        // so in the whole suite) do not skew one side.
        let (mut whole, mut pinned) = (Duration::MAX, Duration::MAX);
        for _ in 0..5 {
            let time = |c: &Constraints| forecast(16, Rules::QUEENS, Work::survey(c), control);
            whole = whole.min(time(&none).unwrap());
            pinned = pinned.min(time(&corner).unwrap());
        }
        // A queen pinned in the corner leaves a sixteenth of the first
        // row's choices, but its walk cannot halve by the mirror.
        let ratio = pinned.as_secs_f64() / whole.as_secs_f64();
        assert!((0.04..0.4).contains(&ratio), "{ratio}");
    }
}
