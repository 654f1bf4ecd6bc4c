//! "Solution k of n" and "the number of this solution", decided once for
//! the app and the command line, under any rules: for the classic queens
//! at once by unranking where the prefix tables reach (n up to
//! [`MAX_RANK_N`], or pins and blocks on a board small enough to count
//! under them), else (and under other rules) by listing the solutions
//! before it in order.

use thiserror::Error;

use super::rank::{MAX_RANK_N, RankError, rank_queens, unrank};
use crate::{
    control::Control, errors::EngineError, estimate::Work, problem::Problem, rules::RuleSearch,
    rules::Rules, solutions::next_solution,
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
    /// The plan for a solution of `problem` by its number.
    ///
    /// ```
    /// use nqueens_engine::{NthPlan, Piece, Problem, Rules};
    /// assert_eq!(NthPlan::of(&Problem::new(20, Rules::QUEENS).unwrap()), NthPlan::Unrank);
    /// assert_eq!(NthPlan::of(&Problem::new(21, Rules::QUEENS).unwrap()), NthPlan::List);
    /// let kings = Rules { piece: Piece::King, ..Rules::QUEENS };
    /// assert_eq!(NthPlan::of(&Problem::new(20, kings).unwrap()), NthPlan::List);
    /// ```
    pub fn of(problem: &Problem) -> NthPlan {
        let (n, constraints) = (problem.n(), problem.constraints());
        // The prefix tables number the classic queens alone: a map of
        // regions is listed.
        let classic = problem.rules().is_classic_at(n) && problem.regions().is_none();
        let tables = n <= MAX_RANK_N && classic;
        if (constraints.is_empty() && tables)
            || (!constraints.is_empty() && n <= MAX_RANK_CONSTRAINED_N && classic)
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

/// The column list of solution `k` (from 1) of `problem`, in the
/// numbering of the README (lexicographic order of the column lists,
/// under any rules, among the solutions that keep its pins, blocks and
/// regions); `control` cancels it and hears the listing's progress.
///
/// ```
/// use nqueens_engine::{nth_solution, Control, NthError, Piece, Problem, Rules};
/// let eight = Problem::new(8, Rules::QUEENS).unwrap();
/// assert_eq!(nth_solution(&eight, 92, Control::default()).unwrap(), [7, 3, 0, 2, 5, 1, 6, 4]);
/// assert!(matches!(nth_solution(&eight, 93, Control::default()),
///     Err(NthError::PastTotal { total: 92, .. })));
/// let superqueens = Problem::new(10, Rules { piece: Piece::Superqueen, ..Rules::QUEENS }).unwrap();
/// assert_eq!(nth_solution(&superqueens, 1, Control::default()).unwrap(),
///     [2, 5, 8, 0, 3, 6, 9, 1, 4, 7]);
/// let past = nth_solution(&superqueens, 5, Control::default()).unwrap_err();
/// assert_eq!(past.to_string(), "superqueens, n = 10 has 4 solutions; there is no solution 5");
/// ```
pub fn nth_solution(problem: &Problem, k: u64, control: Control<'_>) -> Result<Vec<u32>, NthError> {
    if k == 0 {
        return Err(NthError::Zero);
    }
    let (n, rules, constraints) = (problem.n(), problem.rules(), problem.constraints());
    let constrained = !problem.is_unconstrained();
    if NthPlan::of(problem) == NthPlan::Unrank {
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
    nth_by_listing(problem, k, control)
}

/// Solution `k` found by listing the ones before it.
fn nth_by_listing(problem: &Problem, k: u64, control: Control<'_>) -> Result<Vec<u32>, NthError> {
    // The walk of the problem: pins, blocks and regions prune it under
    // every rule.
    let mut solutions = problem.solutions()?;
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
            n: problem.n(),
            rules: problem.rules(),
            k,
            total: seen,
            constrained: !problem.is_unconstrained(),
        });
    }
    Ok(solutions.current().to_vec())
}

/// The number of the solution `columns` (from 1) of `problem`: the
/// solutions before it in the numbering, plus one; with pins, blocks or
/// regions, its number among the solutions that keep them, which it must
/// keep. The classic queens' are counted from the prefix tables, the
/// others' by a search of the smaller ones.
///
/// ```
/// use nqueens_engine::{rank, Control, Piece, Problem, Rules};
/// let eight = Problem::new(8, Rules::QUEENS).unwrap();
/// assert_eq!(rank(&eight, &[7, 3, 0, 2, 5, 1, 6, 4], Control::default()).unwrap(), 92);
/// // Not a solution: two queens on one diagonal.
/// assert!(rank(&eight, &[0, 1, 3, 5, 7, 2, 4, 6], Control::default()).is_err());
/// // Not a board of this problem's size.
/// assert!(rank(&eight, &[1, 3, 0, 2], Control::default()).is_err());
/// let kings = Problem::new(4, Rules { piece: Piece::King, ..Rules::QUEENS }).unwrap();
/// assert_eq!(rank(&kings, &[2, 0, 3, 1], Control::default()).unwrap(), 2);
/// assert!(rank(&kings, &[0, 2, 1, 3], Control::default()).is_err());
/// ```
pub fn rank(problem: &Problem, columns: &[u32], control: Control<'_>) -> Result<u64, RankError> {
    let (n, rules) = (problem.n(), problem.rules());
    if columns.len() != n {
        return Err(RankError::Engine(EngineError::NotASolution));
    }
    if rules.is_classic() && problem.regions().is_none() {
        return rank_queens(columns, problem.constraints(), control);
    }
    if !problem.is_unconstrained() {
        // Its place among the kept solutions, by the walk that keeps them.
        let mut solutions = problem.solutions()?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraints::Constraints;

    fn problem(n: usize, rules: Rules, constraints: &Constraints) -> Problem {
        Problem::keeping(n, rules, constraints).unwrap()
    }

    #[test]
    fn listing_and_unranking_agree() {
        for n in [6, 8, 10] {
            let none = Constraints::none(n);
            for k in [1, 2, 3] {
                let listed =
                    nth_by_listing(&problem(n, Rules::QUEENS, &none), k, Control::default())
                        .unwrap();
                let unranked =
                    nth_solution(&problem(n, Rules::QUEENS, &none), k, Control::default()).unwrap();
                assert_eq!(listed, unranked, "n = {n}, k = {k}");
            }
        }
        let pinned = Constraints::new(8, vec![(0, 3)], vec![(7, 0)]).unwrap();
        let listed =
            nth_by_listing(&problem(8, Rules::QUEENS, &pinned), 2, Control::default()).unwrap();
        assert_eq!(
            nth_solution(&problem(8, Rules::QUEENS, &pinned), 2, Control::default()).unwrap(),
            listed
        );
        assert!(pinned.allows(&listed));
    }

    #[test]
    fn missing_solutions_say_how_many_there_are() {
        let none = Constraints::none(3);
        assert_eq!(
            nth_solution(&problem(3, Rules::QUEENS, &none), 1, Control::default())
                .unwrap_err()
                .to_string(),
            "there is no solution for n = 3"
        );
        let pinned = Constraints::new(4, vec![(0, 0)], vec![]).unwrap();
        assert_eq!(
            nth_solution(&problem(4, Rules::QUEENS, &pinned), 1, Control::default())
                .unwrap_err()
                .to_string(),
            "n = 4 has 0 solutions with these pins and blocks; there is no solution 1"
        );
        assert_eq!(
            nth_by_listing(
                &problem(8, Rules::QUEENS, &Constraints::none(8)),
                93,
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
            nth_solution(&problem(3, rooks, &none), 7, Control::default())
                .unwrap_err()
                .to_string(),
            "rooks, n = 3 has 6 solutions; there is no solution 7"
        );
        let kings = Rules {
            piece: crate::rules::Piece::King,
            ..Rules::QUEENS
        };
        assert_eq!(
            nth_solution(&problem(3, kings, &none), 1, Control::default())
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
                let all = crate::rules::list(
                    &crate::problem::Problem::new(n, rules).unwrap(),
                    false,
                    1,
                    usize::MAX,
                    &Control::default(),
                )
                .unwrap();
                for (i, columns) in all.iter().enumerate().take(40) {
                    let k = i as u64 + 1;
                    let found =
                        nth_solution(&problem(n, rules, &none), k, Control::default()).unwrap();
                    assert_eq!(&found, columns, "{rules}, k = {k}");
                    assert_eq!(
                        rank(&problem(n, rules, &none), columns, Control::default()).unwrap(),
                        k
                    );
                }
            }
        }
    }
}
