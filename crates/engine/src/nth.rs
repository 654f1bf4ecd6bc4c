//! "Solution k of n", decided once for the app and the command line: at
//! once by unranking where the prefix tables reach (n up to
//! [`MAX_RANK_N`], or pins and blocks on a board small enough to count
//! under them), else by listing the solutions before it in order.

use thiserror::Error;

use super::rank::{MAX_RANK_N, RankError, unrank};
use super::{Constraints, Control, EngineError, Solutions, Work};

/// The largest n whose solutions under pins and blocks are numbered at
/// once: counting under them takes at most a count of n (a second at 16),
/// while the listing finds the first ones at once at any n.
pub const MAX_RANK_CONSTRAINED_N: usize = 16;

/// How solution k of n is found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NthPlan {
    /// By its number, in well under a second.
    Unrank,
    /// By listing the k - 1 solutions before it: what is left past
    /// n = 20, where the first numbers still come at once.
    List,
}

impl NthPlan {
    /// The plan for solution `k` of n under `constraints`.
    ///
    /// ```
    /// use nqueens_engine::{Constraints, NthPlan};
    /// assert_eq!(NthPlan::of(20, &Constraints::none(20)), NthPlan::Unrank);
    /// assert_eq!(NthPlan::of(21, &Constraints::none(21)), NthPlan::List);
    /// ```
    pub fn of(n: usize, constraints: &Constraints) -> NthPlan {
        let tables = n <= MAX_RANK_N;
        if (constraints.is_empty() && tables)
            || (!constraints.is_empty() && n <= MAX_RANK_CONSTRAINED_N)
        {
            NthPlan::Unrank
        } else {
            NthPlan::List
        }
    }

    /// The work whose time a forecast should give, when it can be long.
    pub fn work(self, k: u64) -> Option<Work> {
        match self {
            NthPlan::Unrank => None,
            NthPlan::List => Some(Work::ListTo(k)),
        }
    }
}

/// Why there is no solution k.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NthError {
    #[error("solutions are numbered from 1")]
    Zero,
    /// There are fewer than k (`constrained`: that keep the pins and
    /// blocks).
    #[error("{}", past_total(*n, *k, *total, *constrained))]
    PastTotal {
        n: usize,
        k: u64,
        total: u64,
        constrained: bool,
    },
    #[error(transparent)]
    Engine(#[from] EngineError),
}

fn past_total(n: usize, k: u64, total: u64, constrained: bool) -> String {
    if total == 0 && !constrained {
        return EngineError::NoSolution(n).to_string();
    }
    let which = if constrained {
        " with these pins and blocks"
    } else {
        ""
    };
    format!(
        "n = {n} has {}{which}; there is no solution {k}",
        crate::numbers::plural(total, "solution", "solutions")
    )
}

/// The column list of solution `k` (from 1) of n among those that keep
/// `constraints`, in the numbering of the README; `control` cancels it and
/// hears the listing's progress.
///
/// ```
/// use nqueens_engine::{nth_solution, Constraints, Control, NthError};
/// let none = Constraints::none(8);
/// assert_eq!(nth_solution(8, 92, &none, Control::default()).unwrap(), [7, 3, 0, 2, 5, 1, 6, 4]);
/// assert!(matches!(nth_solution(8, 93, &none, Control::default()),
///     Err(NthError::PastTotal { total: 92, .. })));
/// ```
pub fn nth_solution(
    n: usize,
    k: u64,
    constraints: &Constraints,
    control: Control<'_>,
) -> Result<Vec<u32>, NthError> {
    if k == 0 {
        return Err(NthError::Zero);
    }
    let constrained = !constraints.is_empty();
    if NthPlan::of(n, constraints) == NthPlan::Unrank {
        match unrank(n, k, constraints, control) {
            Ok(columns) => return Ok(columns),
            Err(RankError::PastTotal { total, .. }) => {
                return Err(NthError::PastTotal {
                    n,
                    k,
                    total,
                    constrained,
                });
            }
            Err(RankError::Zero) => return Err(NthError::Zero),
            Err(RankError::Engine(e)) => return Err(e.into()),
            // Past the tables after all: the listing below.
            Err(RankError::TooLarge(_)) => {}
        }
    }
    nth_by_listing(n, k, constraints, control)
}

/// Solution `k` found by listing the ones before it.
fn nth_by_listing(
    n: usize,
    k: u64,
    constraints: &Constraints,
    control: Control<'_>,
) -> Result<Vec<u32>, NthError> {
    let mut solutions = Solutions::new(n, crate::Rules::QUEENS)?;
    let mut seen = 0u64;
    while seen < k && next_solution(&mut solutions, &control)? {
        if !constraints.is_empty() && !constraints.allows(solutions.current()) {
            continue;
        }
        seen += 1;
        if seen.is_multiple_of(4096)
            && let Some(progress) = control.progress
        {
            progress(seen as f64 / k as f64);
        }
    }
    if seen < k {
        return Err(NthError::PastTotal {
            n,
            k,
            total: seen,
            constrained: !constraints.is_empty(),
        });
    }
    Ok(solutions.current().to_vec())
}

/// The next solution, or none left; a cancel stops the search within a
/// millisecond or so even where solutions are far apart.
pub fn next_solution(
    solutions: &mut Solutions,
    control: &Control<'_>,
) -> Result<bool, EngineError> {
    /// Squares tried between two looks at the cancel: about a millisecond.
    const SLICE: u32 = 1 << 20;
    loop {
        if control.cancelled() {
            return Err(EngineError::Cancelled);
        }
        if let Some(found) = solutions.advance_for(SLICE) {
            return Ok(found);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listing_and_unranking_agree() {
        for n in [6, 8, 10] {
            let none = Constraints::none(n);
            for k in [1, 2, 3] {
                let listed = nth_by_listing(n, k, &none, Control::default()).unwrap();
                let unranked = nth_solution(n, k, &none, Control::default()).unwrap();
                assert_eq!(listed, unranked, "n = {n}, k = {k}");
            }
        }
        let pinned = Constraints::new(8, vec![(0, 3)], vec![(7, 0)]).unwrap();
        let listed = nth_by_listing(8, 2, &pinned, Control::default()).unwrap();
        assert_eq!(
            nth_solution(8, 2, &pinned, Control::default()).unwrap(),
            listed
        );
        assert!(pinned.allows(&listed));
    }

    #[test]
    fn missing_solutions_say_how_many_there_are() {
        let none = Constraints::none(3);
        assert_eq!(
            nth_solution(3, 1, &none, Control::default())
                .unwrap_err()
                .to_string(),
            "there is no solution for n = 3"
        );
        let pinned = Constraints::new(4, vec![(0, 0)], vec![]).unwrap();
        assert_eq!(
            nth_solution(4, 1, &pinned, Control::default())
                .unwrap_err()
                .to_string(),
            "n = 4 has 0 solutions with these pins and blocks; there is no solution 1"
        );
        assert_eq!(
            nth_by_listing(8, 93, &Constraints::none(8), Control::default())
                .unwrap_err()
                .to_string(),
            "n = 8 has 92 solutions; there is no solution 93"
        );
    }
}
