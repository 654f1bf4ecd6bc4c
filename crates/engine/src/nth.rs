//! "Solution k of n" and "the number of this solution", decided once for
//! the app and the command line, under any rules: for the classic queens
//! at once by unranking where the prefix tables reach (n up to
//! [`MAX_RANK_N`], or pins and blocks on a board small enough to count
//! under them), else (and under other rules) by listing the solutions
//! before it in order.

use thiserror::Error;

use super::rank::{MAX_RANK_N, RankError, rank_queens, unrank};
use crate::{
    constraints::Constraints, control::Control, errors::EngineError, estimate::Work,
    rules::RuleSearch, rules::Rules, solutions::Solutions,
};

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
    /// The plan for solution `k` of n under `rules` and `constraints`.
    ///
    /// ```
    /// use nqueens_engine::{Constraints, NthPlan, Piece, Rules};
    /// let none = Constraints::none(20);
    /// assert_eq!(NthPlan::of(20, Rules::QUEENS, &none), NthPlan::Unrank);
    /// assert_eq!(NthPlan::of(21, Rules::QUEENS, &Constraints::none(21)), NthPlan::List);
    /// let kings = Rules { piece: Piece::King, ..Rules::QUEENS };
    /// assert_eq!(NthPlan::of(20, kings, &none), NthPlan::List);
    /// ```
    pub fn of(n: usize, rules: Rules, constraints: &Constraints) -> NthPlan {
        let tables = n <= MAX_RANK_N && rules.is_classic_at(n);
        if (constraints.is_empty() && tables)
            || (!constraints.is_empty() && n <= MAX_RANK_CONSTRAINED_N && rules.is_classic_at(n))
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
    /// There are fewer than k under the rules (`constrained`: that keep
    /// the pins and blocks).
    #[error("{}", past_total(*n, *rules, *k, *total, *constrained))]
    PastTotal {
        n: usize,
        rules: Rules,
        k: u64,
        total: u64,
        constrained: bool,
    },
    #[error(transparent)]
    Engine(#[from] EngineError),
}

fn past_total(n: usize, rules: Rules, k: u64, total: u64, constrained: bool) -> String {
    if total == 0 && !constrained && rules.is_classic_at(n) {
        return EngineError::NoSolution(n).to_string();
    }
    if total == 0 && !constrained {
        return format!("there is no solution for {}", rules.at(n));
    }
    let which = if constrained {
        " with these pins and blocks"
    } else {
        ""
    };
    format!(
        "{} has {}{which}; there is no solution {k}",
        rules.at(n),
        crate::numbers::plural(total, "solution", "solutions")
    )
}

/// The column list of solution `k` (from 1) of n under `rules` among
/// those that keep `constraints`, in the numbering of the README
/// (lexicographic order of the column lists, under any rules); `control`
/// cancels it and hears the listing's progress.
///
/// ```
/// use nqueens_engine::{nth_solution, Constraints, Control, NthError, Piece, Rules};
/// let none = Constraints::none(8);
/// let queens = Rules::QUEENS;
/// assert_eq!(nth_solution(8, queens, 92, &none, Control::default()).unwrap(), [7, 3, 0, 2, 5, 1, 6, 4]);
/// assert!(matches!(nth_solution(8, queens, 93, &none, Control::default()),
///     Err(NthError::PastTotal { total: 92, .. })));
/// let superqueens = Rules { piece: Piece::Superqueen, ..queens };
/// let none = Constraints::none(10);
/// assert_eq!(nth_solution(10, superqueens, 1, &none, Control::default()).unwrap(),
///     [2, 5, 8, 0, 3, 6, 9, 1, 4, 7]);
/// let past = nth_solution(10, superqueens, 5, &none, Control::default()).unwrap_err();
/// assert_eq!(past.to_string(), "superqueens, n = 10 has 4 solutions; there is no solution 5");
/// ```
pub fn nth_solution(
    n: usize,
    rules: Rules,
    k: u64,
    constraints: &Constraints,
    control: Control<'_>,
) -> Result<Vec<u32>, NthError> {
    if k == 0 {
        return Err(NthError::Zero);
    }
    let rules = rules.normalized(n);
    let constrained = !constraints.is_empty();
    if NthPlan::of(n, rules, constraints) == NthPlan::Unrank {
        match unrank(n, k, constraints, control) {
            Ok(columns) => return Ok(columns),
            Err(RankError::PastTotal { total, .. }) => {
                return Err(NthError::PastTotal {
                    n,
                    rules,
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
    nth_by_listing(n, rules, k, constraints, control)
}

/// Solution `k` found by listing the ones before it.
fn nth_by_listing(
    n: usize,
    rules: Rules,
    k: u64,
    constraints: &Constraints,
    control: Control<'_>,
) -> Result<Vec<u32>, NthError> {
    // The walk of the problem: pins and blocks prune it under every rule.
    let mut solutions = crate::problem::Problem::keeping(n, rules, constraints)?.solutions()?;
    let mut seen = 0u64;
    while seen < k && next_solution(&mut solutions, &control)? {
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
            rules,
            k,
            total: seen,
            constrained: !constraints.is_empty(),
        });
    }
    Ok(solutions.current().to_vec())
}

/// The number of the solution `columns` (from 1) of n = `columns.len()`
/// under `rules`: the solutions before it in the numbering, plus one. With
/// pins and blocks (the classic queens'), its number among the solutions
/// that keep them, which it must keep. The classic queens' are counted
/// from the prefix tables, the others' by a search of the smaller ones.
///
/// ```
/// use nqueens_engine::{rank, Constraints, Control, Piece, Rules};
/// let none = Constraints::none(8);
/// let queens = Rules::QUEENS;
/// assert_eq!(rank(&[7, 3, 0, 2, 5, 1, 6, 4], queens, &none, Control::default()).unwrap(), 92);
/// // Not a solution: two queens on one diagonal.
/// assert!(rank(&[0, 1, 3, 5, 7, 2, 4, 6], queens, &none, Control::default()).is_err());
/// let kings = Rules { piece: Piece::King, ..queens };
/// let none = Constraints::none(4);
/// assert_eq!(rank(&[2, 0, 3, 1], kings, &none, Control::default()).unwrap(), 2);
/// assert!(rank(&[0, 2, 1, 3], kings, &none, Control::default()).is_err());
/// ```
pub fn rank(
    columns: &[u32],
    rules: Rules,
    constraints: &Constraints,
    control: Control<'_>,
) -> Result<u64, RankError> {
    let n = columns.len();
    let rules = rules.normalized(n);
    if rules.is_classic() {
        return rank_queens(columns, constraints, control);
    }
    if !constraints.is_empty() {
        // Its place among the kept solutions, by the walk that keeps them.
        let mut solutions = crate::problem::Problem::keeping(n, rules, constraints)?.solutions()?;
        let mut k = 0u64;
        while next_solution(&mut solutions, &control)? {
            k += 1;
            match solutions.current().cmp(columns) {
                std::cmp::Ordering::Equal => return Ok(k),
                std::cmp::Ordering::Greater => break,
                std::cmp::Ordering::Less => {}
            }
        }
        return Err(RankError::Engine(EngineError::NotASolution));
    }
    let search = RuleSearch::new(n, rules).map_err(EngineError::from)?;
    search
        .rank(columns, &control)?
        .ok_or(RankError::Engine(EngineError::NotASolution))
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
                let listed =
                    nth_by_listing(n, Rules::QUEENS, k, &none, Control::default()).unwrap();
                let unranked =
                    nth_solution(n, Rules::QUEENS, k, &none, Control::default()).unwrap();
                assert_eq!(listed, unranked, "n = {n}, k = {k}");
            }
        }
        let pinned = Constraints::new(8, vec![(0, 3)], vec![(7, 0)]).unwrap();
        let listed = nth_by_listing(8, Rules::QUEENS, 2, &pinned, Control::default()).unwrap();
        assert_eq!(
            nth_solution(8, Rules::QUEENS, 2, &pinned, Control::default()).unwrap(),
            listed
        );
        assert!(pinned.allows(&listed));
    }

    #[test]
    fn missing_solutions_say_how_many_there_are() {
        let none = Constraints::none(3);
        assert_eq!(
            nth_solution(3, Rules::QUEENS, 1, &none, Control::default())
                .unwrap_err()
                .to_string(),
            "there is no solution for n = 3"
        );
        let pinned = Constraints::new(4, vec![(0, 0)], vec![]).unwrap();
        assert_eq!(
            nth_solution(4, Rules::QUEENS, 1, &pinned, Control::default())
                .unwrap_err()
                .to_string(),
            "n = 4 has 0 solutions with these pins and blocks; there is no solution 1"
        );
        assert_eq!(
            nth_by_listing(
                8,
                Rules::QUEENS,
                93,
                &Constraints::none(8),
                Control::default()
            )
            .unwrap_err()
            .to_string(),
            "n = 8 has 92 solutions; there is no solution 93"
        );
        let rooks = Rules {
            piece: crate::rules::Piece::Rook,
            ..Rules::QUEENS
        };
        assert_eq!(
            nth_solution(3, rooks, 7, &none, Control::default())
                .unwrap_err()
                .to_string(),
            "rooks, n = 3 has 6 solutions; there is no solution 7"
        );
        let kings = Rules {
            piece: crate::rules::Piece::King,
            ..Rules::QUEENS
        };
        assert_eq!(
            nth_solution(3, kings, 1, &none, Control::default())
                .unwrap_err()
                .to_string(),
            "there is no solution for kings, n = 3"
        );
    }

    #[test]
    fn every_rule_numbers_its_solutions_both_ways() {
        for piece in [
            crate::rules::Piece::Rook,
            crate::rules::Piece::King,
            crate::rules::Piece::Superqueen,
        ] {
            for torus in [false, true] {
                let rules = Rules {
                    piece,
                    topology: crate::rules::Topology::torus_if(torus),
                    ..Rules::QUEENS
                };
                let n = 6;
                let none = Constraints::none(n);
                let all = crate::rules::list(n, rules, false, 1, usize::MAX, &Control::default())
                    .unwrap();
                for (i, columns) in all.iter().enumerate().take(40) {
                    let k = i as u64 + 1;
                    let found = nth_solution(n, rules, k, &none, Control::default()).unwrap();
                    assert_eq!(&found, columns, "{rules}, k = {k}");
                    assert_eq!(rank(columns, rules, &none, Control::default()).unwrap(), k);
                }
            }
        }
    }
}
