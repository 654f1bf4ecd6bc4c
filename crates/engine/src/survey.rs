//! What all the solutions of n have in common, in one pass of the textbook
//! row-by-row search: how often each square holds a queen (over all
//! solutions and over the fundamental ones), the search's nodes at each
//! depth, and the orbit sizes of the fundamental solutions. Every count may
//! be restricted by [`Constraints`] (pinned queens, blocked squares).

use std::sync::atomic::{AtomicUsize, Ordering};

use rayon::prelude::*;

use super::control::{Control, Poll, in_pool};
use crate::constraints::Constraints;
use crate::errors::check_search_side;
use crate::limits::full_mask;
use crate::rules::{RuleSearch, Rules};
use crate::{errors::EngineError, limits::MAX_SEARCH_N};

/// The tallies of one n (under some constraints).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Survey {
    pub n: usize,
    /// Solutions with a queen on each square, row by row (n × n).
    pub all: Vec<u64>,
    /// The same over the fundamental solutions (the smallest of each orbit,
    /// as the app's Fundamental list has them).
    pub fundamental: Vec<u64>,
    pub total: u64,
    pub fundamentals: u64,
    /// Nodes of the row-by-row tree with d queens placed, for d = 0..=n
    /// (the root is the one node of depth 0).
    pub nodes_by_depth: Vec<u64>,
    /// Fundamental solutions whose orbit has 1, 2, 4 and 8 members.
    pub orbit_sizes: [u64; 4],
}

impl Survey {
    fn empty(n: usize) -> Survey {
        Survey::empty_of_width(n, n)
    }

    /// No tallies yet for n rows of `width` squares (a rectangle's under
    /// other rules).
    pub(super) fn empty_of_width(n: usize, width: usize) -> Survey {
        Survey {
            n,
            all: vec![0; n * width],
            fundamental: vec![0; n * width],
            total: 0,
            fundamentals: 0,
            nodes_by_depth: vec![0; n + 1],
            orbit_sizes: [0; 4],
        }
    }

    /// The board's columns: n, or more on a rectangle of other rules.
    pub fn width(&self) -> usize {
        self.all.len().checked_div(self.n).unwrap_or(0)
    }

    /// Solutions with a queen on (row, column), over all of them or over
    /// the fundamental ones; 0 off the board.
    pub fn at(&self, (r, c): (usize, usize), fundamental: bool) -> u64 {
        let tally = if fundamental {
            &self.fundamental
        } else {
            &self.all
        };
        let width = self.width();
        if c >= width {
            return 0;
        }
        tally.get(r * width + c).copied().unwrap_or(0)
    }

    /// All nodes of the tree, root included (`nqueens stats` calls them
    /// nodes).
    pub fn nodes(&self) -> u64 {
        self.nodes_by_depth.iter().sum()
    }

    fn add(mut self, other: &Survey) -> Survey {
        let sum = |a: &mut [u64], b: &[u64]| a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
        sum(&mut self.all, &other.all);
        sum(&mut self.fundamental, &other.fundamental);
        sum(&mut self.nodes_by_depth, &other.nodes_by_depth);
        sum(&mut self.orbit_sizes, &other.orbit_sizes);
        self.total += other.total;
        self.fundamentals += other.fundamentals;
        self
    }
}

/// The survey of the solutions of n that keep `constraints`, on all cores
/// (or `control.threads`), with progress and cancel.
///
/// ```
/// use nqueens_engine::{survey, Control, Problem, Rules};
/// let s = survey(&Problem::new(8, Rules::QUEENS).unwrap(), Control::default()).unwrap();
/// assert_eq!((s.total, s.fundamentals, s.nodes()), (92, 12, 2057));
/// // Every row holds one queen of each solution.
/// assert_eq!(s.all[..8].iter().sum::<u64>(), 92);
/// // Orbits of 1, 2, 4 and 8 solutions: one of 4 (it has a half-turn symmetry).
/// assert_eq!(s.orbit_sizes, [0, 0, 1, 11]);
/// ```
///
/// Under other rules the row-by-row search tallies, under pins and
/// blocks too (the orbit sizes stay zero). A map of regions has no
/// survey: its squares are not alike under the rule's symmetries.
pub fn survey(
    problem: &crate::problem::Problem,
    control: Control<'_>,
) -> Result<Survey, EngineError> {
    let (n, rules, constraints) = (problem.n(), problem.rules(), problem.constraints());
    if problem.regions().is_some() {
        return Err(EngineError::Unsupported(
            "a survey of a map of regions".to_string(),
        ));
    }
    if rules.is_classic() {
        return run::<true>(n, constraints, control);
    }
    survey_walked(n, rules, constraints, &control)
}

/// The number of the classic queens' solutions of n that keep
/// `constraints`: the pinned classic kernel of the table (callers ask a
/// [`Problem`](crate::problem::Problem)).
pub(crate) fn count_constrained(
    n: usize,
    constraints: &Constraints,
    control: Control<'_>,
) -> Result<u64, EngineError> {
    Ok(run::<false>(n, constraints, control)?.total)
}

fn masks_of(n: usize, constraints: &Constraints) -> [u32; MAX_SEARCH_N] {
    if constraints.n() == n {
        constraints.row_masks()
    } else {
        Constraints::none(n).row_masks()
    }
}

fn run<const TALLY: bool>(
    n: usize,
    constraints: &Constraints,
    control: Control<'_>,
) -> Result<Survey, EngineError> {
    check_search_side(n)?;
    let masks = masks_of(n, constraints);
    let full = full_mask(n);
    // The subtrees below the first two rows, shared among the cores.
    let mut starts = Vec::new();
    let mut root = Survey::empty(n);
    root.nodes_by_depth[0] = 1;
    let mut first = masks[0];
    while first != 0 {
        let a = first & first.wrapping_neg();
        first ^= a;
        root.nodes_by_depth[1] += 1;
        if n == 1 {
            root.total += 1;
            root.all[0] += 1;
            root.fundamental[0] += 1;
            root.fundamentals += 1;
            root.orbit_sizes[0] += 1;
            continue;
        }
        let (cols, dr, dl) = (a, (a << 1) & full, a >> 1);
        let mut second = masks[1] & !(cols | dr | dl);
        while second != 0 {
            let b = second & second.wrapping_neg();
            second ^= b;
            starts.push((a, b));
        }
    }
    // Without constraints the board's mirror left-right maps the solutions
    // whose first queen is in the left half onto those in the right half:
    // the right half is not searched but mirrored (half the time). The
    // smallest of an orbit never starts in the right half.
    let mirror = constraints.is_empty() || constraints.n() != n;
    if mirror {
        starts.retain(|&(a, _)| (a.trailing_zeros() as usize) < n.div_ceil(2));
    }
    let done = AtomicUsize::new(0);
    let job = || {
        starts
            .par_iter()
            .map(|&(a, b)| {
                let mut walk = Walk::<TALLY>::new(n, masks, &control);
                let (r0, r1) = (a.trailing_zeros(), b.trailing_zeros());
                walk.path[0] = r0;
                walk.path[1] = r1;
                let cols = a | b;
                let dr = ((((a << 1) & full) | b) << 1) & full;
                let dl = ((a >> 1) | b) >> 1;
                if TALLY {
                    walk.survey.nodes_by_depth[2] += 1;
                }
                let found = walk.go(2, cols, dr, dl);
                if walk.cancelled {
                    return Err(EngineError::Cancelled);
                }
                if TALLY {
                    walk.survey.all[r0 as usize] += found;
                    walk.survey.all[n + r1 as usize] += found;
                }
                walk.survey.total = found;
                let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
                if let Some(progress) = control.progress {
                    progress(finished as f64 / starts.len() as f64);
                }
                // (mirrored half, middle column or constrained)
                let middle = !mirror || 2 * r0 as usize + 1 == n;
                Ok(if middle {
                    (Survey::empty(n), walk.survey)
                } else {
                    (walk.survey, Survey::empty(n))
                })
            })
            .try_reduce(
                || (Survey::empty(n), Survey::empty(n)),
                |a, b| Ok((a.0.add(&b.0), a.1.add(&b.1))),
            )
    };
    let (left, plain) = in_pool(control.threads, job)??;
    let mut survey = root.add(&plain).add(&left.mirrored()).add(&left);
    if !TALLY {
        survey.nodes_by_depth.fill(0);
    }
    Ok(survey)
}

impl Survey {
    /// The survey of the mirror images (left to right) of the solutions;
    /// none of them is the smallest of its orbit.
    fn mirrored(&self) -> Survey {
        let n = self.n;
        let flip = |tally: &[u64]| -> Vec<u64> {
            (0..n * n)
                .map(|i| tally.get(i / n * n + (n - 1 - i % n)).copied().unwrap_or(0))
                .collect()
        };
        Survey {
            all: flip(&self.all),
            fundamental: vec![0; n * n],
            fundamentals: 0,
            orbit_sizes: [0; 4],
            ..self.clone()
        }
    }
}

/// One subtree's search, with its own tallies.
struct Walk<'a, 'c, const TALLY: bool> {
    n: usize,
    full: u32,
    masks: [u32; MAX_SEARCH_N],
    path: [u32; MAX_SEARCH_N],
    survey: Survey,
    poll: Poll<'a, 'c>,
    cancelled: bool,
    stop_at_first: bool,
}

impl<'a, 'c, const TALLY: bool> Walk<'a, 'c, TALLY> {
    fn new(n: usize, masks: [u32; MAX_SEARCH_N], control: &'a Control<'c>) -> Self {
        Walk {
            n,
            full: full_mask(n),
            masks,
            path: [0; MAX_SEARCH_N],
            survey: Survey::empty(if TALLY { n } else { 0 }),
            poll: Poll::new(control),
            cancelled: false,
            stop_at_first: false,
        }
    }

    /// Solutions below a node whose next row is `row`; each placement
    /// adds the solutions below it to its square's tally.
    fn go(&mut self, row: usize, cols: u32, dr: u32, dl: u32) -> u64 {
        if row == self.n {
            if TALLY {
                self.leaf();
            }
            return 1;
        }
        if self.poll.tick().is_err() {
            self.cancelled = true;
        }
        if self.cancelled {
            return 0;
        }
        let mut free = self.masks[row] & !(cols | dr | dl);
        let mut found = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let c = bit.trailing_zeros();
            if TALLY {
                self.survey.nodes_by_depth[row + 1] += 1;
                self.path[row] = c;
            }
            let below = self.go(
                row + 1,
                cols | bit,
                ((dr | bit) << 1) & self.full,
                (dl | bit) >> 1,
            );
            if TALLY {
                self.survey.all[row * self.n + c as usize] += below;
            }
            found += below;
            if self.stop_at_first && found > 0 {
                break;
            }
        }
        found
    }

    /// A solution: if it is the smallest of its orbit, it counts among the
    /// fundamental ones.
    fn leaf(&mut self) {
        let n = self.n;
        let Some(size) = orbit_size_if_smallest(&self.path[..n]) else {
            return;
        };
        self.survey.fundamentals += 1;
        self.survey.orbit_sizes[size.trailing_zeros() as usize] += 1;
        for (r, &c) in self.path[..n].iter().enumerate() {
            self.survey.fundamental[r * n + c as usize] += 1;
        }
    }
}

/// The size of a solution's orbit under the 8 symmetries if it is the
/// smallest of its orbit (the app's fundamental representative), without
/// allocating.
///
/// ```
/// use nqueens_engine::orbit_size_if_smallest;
/// assert_eq!(orbit_size_if_smallest(&[1, 3, 0, 2]), Some(2));
/// assert_eq!(orbit_size_if_smallest(&[2, 0, 3, 1]), None);
/// assert_eq!(orbit_size_if_smallest(&[0, 4, 7, 5, 2, 6, 1, 3]), Some(8));
/// ```
pub fn orbit_size_if_smallest(columns: &[u32]) -> Option<u32> {
    let n = columns.len();
    if n == 0 || n > MAX_SEARCH_N {
        return None;
    }
    let last = n as u32 - 1;
    // The inverse permutation gives the four images that swap rows and
    // columns.
    let mut inverse = [0u32; MAX_SEARCH_N];
    for (r, &c) in columns.iter().enumerate() {
        inverse[c as usize] = r as u32;
    }
    let image = |s: usize, r: usize| -> u32 {
        let flipped = n - 1 - r;
        match s {
            0 => last - columns[r],       // mirror left-right
            1 => columns[flipped],        // mirror top-bottom
            2 => last - columns[flipped], // half turn
            3 => inverse[r],              // mirror in the diagonal
            4 => last - inverse[flipped], // mirror in the anti-diagonal
            5 => inverse[flipped],        // quarter turn counter-clockwise
            _ => last - inverse[r],       // quarter turn clockwise
        }
    };
    let mut fixed = 1;
    for s in 0..7 {
        let mut order = std::cmp::Ordering::Equal;
        for (r, &c) in columns.iter().enumerate() {
            order = image(s, r).cmp(&c);
            if order != std::cmp::Ordering::Equal {
                break;
            }
        }
        match order {
            std::cmp::Ordering::Less => return None,
            std::cmp::Ordering::Equal => fixed += 1,
            std::cmp::Ordering::Greater => {}
        }
    }
    Some(8 / fixed)
}

/// The heatmap's pass under `rules`: each square's tally over all the
/// solutions that keep `constraints` and over the fundamental ones among
/// them (the least of each class of the rule's group), the totals and
/// the nodes by depth of the tree the constraints leave. The orbit sizes
/// are the square's alone (1, 2, 4, 8) and stay zero here.
pub(crate) fn survey_walked(
    n: usize,
    rules: Rules,
    constraints: &Constraints,
    control: &Control<'_>,
) -> Result<Survey, EngineError> {
    let search = RuleSearch::new(n, rules)?;
    let w = search.width();
    let allowed = (!constraints.is_empty()).then(|| constraints.allowed_columns());
    let allowed = allowed.as_deref();
    let firsts: Vec<u32> = search
        .first_rows()
        .into_iter()
        .filter(|&c| allowed.is_none_or(|a| a[0] & (1u64 << c) != 0))
        .collect();
    let pieces = crate::control::Pieces::new(firsts.len());
    type Part = (Vec<u64>, Vec<u64>, u64, u64, Vec<u64>);
    let parts: Result<Vec<Part>, EngineError> = in_pool(control.threads, || {
        firsts
            .par_iter()
            .map(|&c| {
                let (mut all, mut fundamental) = (vec![0u64; n * w], vec![0u64; n * w]);
                let (mut total, mut fundamentals) = (0u64, 0u64);
                // Depth d: d pieces placed; row 0's piece is this part's.
                let mut by_depth = vec![0u64; n + 1];
                by_depth[1] = 1;
                let mut nodes = 0u64;
                let mut visit = |columns: &[u32]| {
                    total += 1;
                    let canonical = search.is_canonical(columns);
                    fundamentals += u64::from(canonical);
                    for (r, &c) in columns.iter().enumerate() {
                        all[r * w + c as usize] += 1;
                        if canonical {
                            fundamental[r * w + c as usize] += 1;
                        }
                    }
                    true
                };
                search.walk_at_most(
                    &[c],
                    allowed,
                    control,
                    &mut nodes,
                    u64::MAX,
                    Some(&mut by_depth),
                    &mut visit,
                )?;
                pieces.one_done(control);
                Ok((all, fundamental, total, fundamentals, by_depth))
            })
            .collect()
    })?;
    let mut survey = Survey::empty_of_width(n, w);
    for (all, fundamental, total, fundamentals, by_depth) in parts? {
        for (s, a) in survey.all.iter_mut().zip(all) {
            *s += a;
        }
        for (s, f) in survey.fundamental.iter_mut().zip(fundamental) {
            *s += f;
        }
        survey.total += total;
        survey.fundamentals += fundamentals;
        for (s, d) in survey.nodes_by_depth.iter_mut().zip(by_depth) {
            *s += d;
        }
    }
    survey.nodes_by_depth[0] = 1;
    Ok(survey)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{solutions::Solutions, symmetry::is_canonical, symmetry::orbit};

    /// The survey against a tally of the listed solutions, one by one.
    fn brute(n: usize, constraints: &Constraints) -> Survey {
        let mut s = Survey::empty(n);
        for board in Solutions::new(n, crate::rules::Rules::QUEENS).unwrap() {
            let columns = board.columns().unwrap();
            if !constraints.allows(&columns) {
                continue;
            }
            s.total += 1;
            let canonical = is_canonical(&columns);
            if canonical {
                s.fundamentals += 1;
                let size = orbit(&columns).len() as u32;
                s.orbit_sizes[size.trailing_zeros() as usize] += 1;
            }
            for (r, &c) in columns.iter().enumerate() {
                s.all[r * n + c as usize] += 1;
                if canonical {
                    s.fundamental[r * n + c as usize] += 1;
                }
            }
        }
        s
    }

    #[test]
    fn tallies_match_the_listed_solutions() {
        for n in 1..=10 {
            let got = survey(
                &crate::problem::Problem::keeping(
                    n,
                    crate::rules::Rules::QUEENS,
                    &Constraints::none(n),
                )
                .unwrap(),
                Control::default(),
            )
            .unwrap();
            let want = brute(n, &Constraints::none(n));
            assert_eq!(got.all, want.all, "n = {n}");
            assert_eq!(got.fundamental, want.fundamental, "n = {n}");
            assert_eq!(
                (got.total, got.fundamentals, got.orbit_sizes),
                (want.total, want.fundamentals, want.orbit_sizes),
                "n = {n}"
            );
        }
    }

    #[test]
    fn nodes_by_depth_add_up_to_the_textbook_tree() {
        for (n, &nodes) in (1..).zip(&crate::known::TREE_NODES) {
            let s = survey(
                &crate::problem::Problem::keeping(
                    n,
                    crate::rules::Rules::QUEENS,
                    &Constraints::none(n),
                )
                .unwrap(),
                Control::default(),
            )
            .unwrap();
            assert_eq!(s.nodes(), nodes, "n = {n}");
            assert_eq!(s.nodes_by_depth[0], 1);
            assert_eq!(s.nodes_by_depth[n], s.total);
        }
    }

    #[test]
    fn constrained_counts_are_the_filtered_lists() {
        let mut rng = fastrand::Rng::with_seed(7);
        for n in 8..=12 {
            for _ in 0..6 {
                let square = |rng: &mut fastrand::Rng| (rng.usize(..n), rng.usize(..n));
                let pins = (0..rng.usize(0..=2)).map(|_| square(&mut rng)).collect();
                let blocks = (0..rng.usize(0..=3)).map(|_| square(&mut rng)).collect();
                let Ok(c) = Constraints::new(n, pins, blocks) else {
                    continue;
                };
                let want = brute(n, &c);
                let got = survey(
                    &crate::problem::Problem::keeping(n, crate::rules::Rules::QUEENS, &c).unwrap(),
                    Control::default(),
                )
                .unwrap();
                assert_eq!(got.all, want.all, "n = {n}, {c:?}");
                assert_eq!(got.total, want.total, "n = {n}, {c:?}");
                assert_eq!(
                    count_constrained(n, &c, Control::default()).unwrap(),
                    want.total
                );
            }
        }
    }

    #[test]
    fn the_fundamental_heatmap_of_eight_has_twelve_a_row() {
        let s = survey(
            &crate::problem::Problem::keeping(
                8,
                crate::rules::Rules::QUEENS,
                &Constraints::none(8),
            )
            .unwrap(),
            Control::default(),
        )
        .unwrap();
        for r in 0..8 {
            let row: u64 = (0..8).map(|c| s.at((r, c), true)).sum();
            let column: u64 = (0..8).map(|c| s.at((c, r), false)).sum();
            assert_eq!((row, column), (12, 92));
        }
    }

    #[test]
    fn the_orbit_test_agrees_with_the_orbits() {
        for n in 4..=9 {
            for board in Solutions::new(n, crate::rules::Rules::QUEENS).unwrap() {
                let columns = board.columns().unwrap();
                let expected = is_canonical(&columns).then(|| orbit(&columns).len() as u32);
                assert_eq!(orbit_size_if_smallest(&columns), expected, "{columns:?}");
            }
        }
    }
}
