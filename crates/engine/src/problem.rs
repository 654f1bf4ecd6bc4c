//! What a search looks for, as one value: the rows, the rules (the piece
//! and the board) and the constraints on top of them: squares pinned and
//! blocked, and a map of regions that each take one piece. The classic
//! puzzle, a board with pins, and the daily regions puzzle ("Queens": the
//! kings' rule, one piece a region) are all a [`Problem`], walked by the
//! engine's one row-by-row backtrack ([`Solutions`]); the classic queens'
//! own bitmask walk is chosen inside where nothing constrains them.

use std::sync::Arc;

use thiserror::Error;

use crate::walks::LimitedWalk;
use crate::{
    constraints::Constraints, errors::EngineError, rules::RuleSearch, rules::Rules,
    solutions::Solutions,
};

/// The rows, the rules and the constraints of one search.
///
/// ```
/// use nqueens_engine::{Control, Piece, Problem, Rules};
/// let kings = Rules { piece: Piece::King, ..Rules::QUEENS };
/// // Four regions: the daily puzzle's rule is kings plus one a region.
/// let puzzle = Problem::new(4, kings).unwrap()
///     .with_regions(vec![0, 0, 0, 1, 2, 2, 0, 1, 2, 3, 3, 1, 2, 2, 3, 1]).unwrap();
/// assert_eq!(puzzle.first(2, &Control::default()).unwrap(), [vec![1, 3, 0, 2]]);
/// // Without the regions, kings of 4 have two solutions.
/// assert_eq!(Problem::new(4, kings).unwrap().count(u64::MAX, &Control::default()).unwrap(), 2);
/// ```
///
/// It crosses to a Web Worker, into a part's file and into a link as RON,
/// unchanged, and what is read back is checked as [`Problem::new`] and
/// the `with_` methods check it:
///
/// ```
/// use nqueens_engine::{Constraints, Problem, Rules, Topology};
/// let torus = Rules { topology: Topology::Torus, ..Rules::QUEENS };
/// let pinned = Problem::new(7, torus).unwrap()
///     .with_constraints(Constraints::new(7, vec![(0, 0)], vec![(1, 2)]).unwrap()).unwrap();
/// let text = ron::to_string(&pinned).unwrap();
/// assert_eq!(ron::from_str::<Problem>(&text).unwrap(), pinned);
/// // A map of the wrong size is refused on the way in.
/// let bad = text.replace("regions:None", "regions:Some([0,1])");
/// assert!(ron::from_str::<Problem>(&bad).is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "Plain", into = "Plain")]
pub struct Problem {
    n: usize,
    rules: Rules,
    constraints: Constraints,
    /// The region of each square, row by row; `None`: no regions.
    regions: Option<Arc<[u8]>>,
}

/// A problem as RON spells it: its parts, checked when read back.
#[derive(serde::Serialize, serde::Deserialize)]
struct Plain {
    n: usize,
    rules: Rules,
    constraints: Constraints,
    regions: Option<Vec<u8>>,
}

impl From<Problem> for Plain {
    fn from(p: Problem) -> Plain {
        Plain {
            n: p.n,
            rules: p.rules,
            constraints: p.constraints,
            regions: p.regions.map(|r| r.to_vec()),
        }
    }
}

impl TryFrom<Plain> for Problem {
    type Error = EngineError;

    fn try_from(plain: Plain) -> Result<Problem, EngineError> {
        let problem = Problem::new(plain.n, plain.rules)?.with_constraints(plain.constraints)?;
        Ok(match plain.regions {
            Some(regions) => problem.with_regions(regions)?,
            None => problem,
        })
    }
}

/// Why constraints do not fit a problem.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ProblemError {
    #[error("a map of regions needs {wanted} squares (n = {n}), not {found}")]
    RegionsSize {
        n: usize,
        wanted: usize,
        found: usize,
    },
    #[error("a map of regions numbers its regions 0 to {max}, not {found}")]
    RegionNumber { max: usize, found: usize },
    #[error("the constraints are for n = {found}, the problem is n = {n}")]
    ConstraintsSize { n: usize, found: usize },
}

impl From<ProblemError> for EngineError {
    fn from(e: ProblemError) -> EngineError {
        EngineError::Unsupported(e.to_string())
    }
}

impl Problem {
    /// Every solution of n under `rules`, unconstrained.
    pub fn new(n: usize, rules: Rules) -> Result<Problem, EngineError> {
        let rules = rules.normalized(n);
        rules.check(n)?;
        Ok(Problem {
            n,
            rules,
            constraints: Constraints::none(n),
            regions: None,
        })
    }

    /// Every solution of n under `rules` that keeps `constraints` (none:
    /// every solution).
    pub fn keeping(
        n: usize,
        rules: Rules,
        constraints: &Constraints,
    ) -> Result<Problem, EngineError> {
        Ok(Problem::new(n, rules)?.with_constraints(constraints.clone())?)
    }

    /// The same problem with these pins and blocks.
    pub fn with_constraints(mut self, constraints: Constraints) -> Result<Problem, ProblemError> {
        if constraints.n() != self.n && !constraints.is_empty() {
            return Err(ProblemError::ConstraintsSize {
                n: self.n,
                found: constraints.n(),
            });
        }
        self.constraints = constraints;
        Ok(self)
    }

    /// The same problem where each region takes one piece: `regions` is
    /// the region of each square, row by row, numbered from 0 (at most 64
    /// regions; fewer than n regions leave no solution).
    pub fn with_regions(mut self, regions: Vec<u8>) -> Result<Problem, ProblemError> {
        let wanted = self.n * self.rules.width(self.n);
        if regions.len() != wanted {
            return Err(ProblemError::RegionsSize {
                n: self.n,
                wanted,
                found: regions.len(),
            });
        }
        if let Some(&found) = regions.iter().find(|&&g| usize::from(g) >= 64) {
            return Err(ProblemError::RegionNumber {
                max: 63,
                found: usize::from(found),
            });
        }
        self.regions = Some(regions.into());
        Ok(self)
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn constraints(&self) -> &Constraints {
        &self.constraints
    }

    /// The region of each square, row by row, if the problem has regions.
    pub fn regions(&self) -> Option<&[u8]> {
        self.regions.as_deref()
    }

    /// Whether nothing but the rules limits the search.
    pub fn is_unconstrained(&self) -> bool {
        self.constraints.is_empty() && self.regions.is_none()
    }

    /// The solutions in lexicographic order of their column lists.
    pub fn solutions(&self) -> Result<Solutions, EngineError> {
        if self.is_unconstrained() {
            return Solutions::new(self.n, self.rules);
        }
        let allowed = if self.constraints.is_empty() {
            vec![u64::MAX; self.n]
        } else {
            self.constraints.allowed_columns()
        };
        // The rules' tables are built once for the program's life: a
        // generator tries many maps of one size.
        let tables = RuleSearch::shared(self.n, self.rules)?;
        let walk = LimitedWalk::new(tables, allowed, self.regions.as_deref());
        Ok(Solutions::constrained(walk))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::control::Control;
    use crate::rules::Piece;

    /// The solutions of `rules` at n that keep the constraints, by
    /// filtering the unconstrained list.
    fn filtered(n: usize, rules: Rules, constraints: &Constraints) -> Vec<Vec<u32>> {
        Solutions::new(n, rules)
            .unwrap()
            .map(|b| b.columns().unwrap())
            .filter(|c| constraints.allows(c))
            .collect()
    }

    #[test]
    fn pins_and_blocks_keep_exactly_the_solutions_that_keep_them() {
        let control = Control::default();
        let mut rng = fastrand::Rng::with_seed(3);
        for piece in Piece::ALL {
            let rules = Rules {
                piece,
                ..Rules::QUEENS
            };
            for n in 1..=7 {
                for _ in 0..20 {
                    let square = |rng: &mut fastrand::Rng| (rng.usize(..n), rng.usize(..n));
                    let pins = (0..rng.usize(..3)).map(|_| square(&mut rng)).collect();
                    let blocks = (0..rng.usize(..6)).map(|_| square(&mut rng)).collect();
                    let Ok(constraints) = Constraints::new(n, pins, blocks) else {
                        continue;
                    };
                    let problem = Problem::new(n, rules)
                        .unwrap()
                        .with_constraints(constraints.clone())
                        .unwrap();
                    let want = filtered(n, rules, &constraints);
                    let found = problem.first(usize::MAX, &control).unwrap();
                    assert_eq!(found, want, "{rules} at {n}, {constraints:?}");
                    let count = problem.count(u64::MAX, &control).unwrap();
                    assert_eq!(count, want.len() as u64);
                }
            }
        }
    }

    #[test]
    fn constraints_and_maps_of_another_size_are_refused() {
        let problem = Problem::new(4, Rules::QUEENS).unwrap();
        let other = Constraints::new(5, vec![(0, 0)], vec![]).unwrap();
        assert!(problem.clone().with_constraints(other).is_err());
        let e = problem.clone().with_regions(vec![0; 15]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "a map of regions needs 16 squares (n = 4), not 15"
        );
        assert!(problem.with_regions(vec![64; 16]).is_err());
    }
}
