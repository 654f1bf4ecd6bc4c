//! The one table of the engine's counting kernels: each says which
//! problems it serves and which questions it answers by its own
//! definition, and [`choose`] picks the first that does. A question a
//! fast kernel cannot answer by definition goes to one that can: the
//! nodes of `stats` are always the textbook's row-by-row tree, walked
//! by [`Kernel::Tree`] or [`Kernel::Walk`], never a fast kernel's own
//! pruned tree (issue 70: `stats 10 --piece superqueen` said 93 nodes
//! where the tree has 893).
//!
//! Adding a kernel is a row here: a variant, its [`Kernel::serves`] and
//! [`Kernel::answers`] arms, and its run in [`Kernel::count`]. The
//! property test in `kernels/tests.rs` then holds it to the walk.

use crate::count::{Counts, classic_counts, tree_stats};
use crate::problem::Problem;
use crate::rules::{Classes, Piece, Rules, Shifts, Topology, Torus, count_walked, nodes_walked};
use crate::solutions::{Solutions, next_solution};
use crate::survey::count_constrained;
use crate::{control::Control, errors::EngineError};

#[cfg(test)]
mod tests;

/// A way of counting, from the fastest to the most general: the order
/// of [`Kernel::ALL`] is the order of preference.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kernel {
    /// A closed formula (rooks' n!, the kings' recurrence, Pólya's zero on
    /// a torus): the count, at once.
    Formula,
    /// The classic queens' counters: the half-board join, the border
    /// constellations past it, Burnside's lemma for the classes.
    Classic,
    /// The textbook's bitmask tree of the classic queens, row by row:
    /// its nodes and its leaves.
    Tree,
    /// The superqueens' walk of classes on a plane square board.
    Classes,
    /// Queens and superqueens by shifted masks, on a plane board of any
    /// width (mirror images walked once).
    Shifts,
    /// Queens on a square torus, a cycle of row shifts at a time.
    Torus,
    /// The generic row-by-row walk ([`crate::rules::RuleSearch`]): every
    /// rule, every constraint (pins, blocks, a map of regions, with the
    /// regions' prune), every question; what every kernel is held to.
    Walk,
}

/// A question a count answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Question {
    /// Every solution.
    Count,
    /// The solutions up to the rules' symmetries.
    Fundamental,
    /// The nodes of the row-by-row backtracking tree, the root included:
    /// a piece tried in each row on each square no earlier piece attacks.
    Nodes,
    /// The solutions themselves in lexicographic order of their column
    /// lists, the first k of them (the generator's "one, or more?").
    Listing,
}

impl Kernel {
    /// Every kernel, in the order [`choose`] tries them.
    pub const ALL: [Kernel; 7] = [
        Kernel::Formula,
        Kernel::Classic,
        Kernel::Tree,
        Kernel::Classes,
        Kernel::Shifts,
        Kernel::Torus,
        Kernel::Walk,
    ];

    /// Whether this kernel is made for `rules` at all, whatever n: the
    /// piece and the board it was written for ([`Kernel::serves`] adds
    /// what it asks of n and of the constraints).
    ///
    /// ```
    /// use nqueens_engine::{Kernel, Piece, Rules, Topology};
    /// let torus = Rules { topology: Topology::Torus, ..Rules::QUEENS };
    /// assert!(Kernel::Torus.takes(torus) && !Kernel::Torus.takes(Rules::QUEENS));
    /// let wide = Rules { columns: Some(9), ..Rules::QUEENS };
    /// assert!(Kernel::Shifts.takes(wide) && !Kernel::Classic.takes(wide));
    /// ```
    pub fn takes(self, rules: Rules) -> bool {
        let square = rules.columns.is_none();
        let plane = rules.topology == Topology::Plane;
        match self {
            Kernel::Formula => !rules.is_classic(),
            Kernel::Classic | Kernel::Tree => rules.is_classic(),
            Kernel::Classes => rules.piece == Piece::Superqueen && plane && square,
            Kernel::Shifts => matches!(rules.piece, Piece::Queen | Piece::Superqueen) && plane,
            Kernel::Torus => rules.piece == Piece::Queen && !plane && square,
            Kernel::Walk => true,
        }
    }

    /// Whether this kernel splits a count into parts (`--part I/K`,
    /// summed by `sum`): the classic queens' join and constellations,
    /// the superqueens' classes, the torus's cycles.
    ///
    /// ```
    /// use nqueens_engine::Kernel;
    /// assert!(Kernel::Torus.splits() && !Kernel::Walk.splits());
    /// ```
    pub fn splits(self) -> bool {
        matches!(self, Kernel::Classic | Kernel::Classes | Kernel::Torus)
    }

    /// Whether this kernel takes `problem` at all: the walk takes every
    /// one, the fast kernels a rule with nothing on top.
    ///
    /// ```
    /// use nqueens_engine::{Constraints, Kernel, Piece, Problem, Rules};
    /// let superqueens = Rules { piece: Piece::Superqueen, ..Rules::QUEENS };
    /// let ten = Problem::new(10, superqueens).unwrap();
    /// assert!(Kernel::Classes.serves(&ten));
    /// assert!(!Kernel::Classes.serves(&Problem::new(10, Rules::QUEENS).unwrap()));
    /// let pin = Constraints::new(10, vec![(0, 1)], vec![]).unwrap();
    /// let pinned = ten.with_constraints(pin).unwrap();
    /// assert!(!Kernel::Classes.serves(&pinned));
    /// assert!(Kernel::Walk.serves(&pinned));
    /// ```
    pub fn serves(self, problem: &Problem) -> bool {
        let (n, rules) = (problem.n(), problem.rules());
        // The walk takes every constraint; the classic queens' counters
        // pins and blocks (their pinned search), no map; the rest none.
        let takes = match self {
            Kernel::Walk => true,
            Kernel::Classic => problem.regions().is_none(),
            _ => problem.is_unconstrained(),
        };
        if !takes || !self.takes(rules) {
            return false;
        }
        // What each asks of n beyond the rules.
        match self {
            Kernel::Formula => {
                crate::rules::exact_count(n, rules).is_some_and(|big| u64::try_from(&big).is_ok())
            }
            // Past 32 columns they refuse, as the search's side says.
            Kernel::Classic | Kernel::Tree => true,
            Kernel::Classes => Classes::of(n, rules).is_some(),
            Kernel::Shifts => Shifts::of(n, rules).is_some(),
            Kernel::Torus => Torus::of(n, rules).is_some(),
            Kernel::Walk => true,
        }
    }

    /// Whether this kernel's answer to `question` is that question's by
    /// definition (a fast kernel's own nodes are not the tree's).
    ///
    /// ```
    /// use nqueens_engine::{Kernel, Question};
    /// assert!(Kernel::Classes.answers(Question::Fundamental));
    /// assert!(!Kernel::Classes.answers(Question::Nodes));
    /// assert!(Kernel::Walk.answers(Question::Nodes));
    /// ```
    pub fn answers(self, question: Question) -> bool {
        use Question::{Count, Fundamental, Nodes};
        match self {
            Kernel::Formula | Kernel::Torus => question == Count,
            Kernel::Classic | Kernel::Classes | Kernel::Shifts => {
                matches!(question, Count | Fundamental)
            }
            Kernel::Tree => matches!(question, Count | Nodes),
            Kernel::Walk => true,
        }
    }

    /// The kernel's count of `problem`: every solution, the classes with
    /// `unique` (of a rule with nothing on top: pins, blocks and regions
    /// break its symmetries), and the tree's nodes where this kernel
    /// answers [`Question::Nodes`] (`None` elsewhere, never another
    /// tree's).
    pub fn count(
        self,
        problem: &Problem,
        unique: bool,
        control: &Control<'_>,
    ) -> Result<Counts, EngineError> {
        let (n, rules) = (problem.n(), problem.rules());
        let asked = if unique {
            Question::Fundamental
        } else {
            Question::Count
        };
        if !self.serves(problem) || !self.answers(asked) {
            return Err(EngineError::Unsupported(format!(
                "the {self:?} kernel does not count {} solutions of {}",
                if unique { "fundamental" } else { "all" },
                rules.at(n)
            )));
        }
        let unsupported = || EngineError::Unsupported(format!("{self:?} at {}", rules.at(n)));
        if unique && !problem.is_unconstrained() {
            return Err(EngineError::Unsupported(
                "pins, blocks and regions break the rule's symmetries: \
                 a constrained problem has no fundamental solutions"
                    .into(),
            ));
        }
        let constrained = |total| Counts {
            n,
            total,
            fundamental: None,
            nodes: None,
        };
        let counts = match self {
            Kernel::Walk if !problem.is_unconstrained() => {
                constrained(self.count_to(problem, u64::MAX, control)?)
            }
            Kernel::Classic if !problem.is_unconstrained() => {
                constrained(count_constrained(n, problem.constraints(), *control)?)
            }
            Kernel::Formula => {
                let total = crate::rules::exact_count(n, rules)
                    .and_then(|big| u64::try_from(&big).ok())
                    .ok_or_else(unsupported)?;
                Counts {
                    n,
                    total,
                    fundamental: None,
                    nodes: None,
                }
            }
            Kernel::Classic => classic_counts(n, unique, control)?,
            Kernel::Tree => {
                let tree = tree_stats(n, *control)?;
                Counts {
                    n,
                    total: tree.solutions,
                    fundamental: None,
                    nodes: Some(tree.nodes),
                }
            }
            Kernel::Classes => {
                let tally = Classes::of(n, rules)
                    .ok_or_else(unsupported)?
                    .count(control)?;
                Counts {
                    n,
                    total: tally.total,
                    fundamental: unique.then_some(tally.classes),
                    nodes: None,
                }
            }
            Kernel::Shifts => Counts {
                nodes: None,
                ..Shifts::of(n, rules)
                    .ok_or_else(unsupported)?
                    .count(rules, unique, control)?
            },
            Kernel::Torus => Counts {
                n,
                total: Torus::of(n, rules)
                    .ok_or_else(unsupported)?
                    .count(control)?
                    .total,
                fundamental: None,
                nodes: None,
            },
            Kernel::Walk => count_walked(n, rules, unique, control)?,
        };
        Ok(counts)
    }

    /// The nodes of the row-by-row tree of `problem`'s rule, by this
    /// kernel, where it answers [`Question::Nodes`].
    pub fn nodes(self, problem: &Problem, control: &Control<'_>) -> Result<u64, EngineError> {
        let (n, rules) = (problem.n(), problem.rules());
        match self {
            Kernel::Tree if self.serves(problem) => Ok(tree_stats(n, *control)?.nodes),
            Kernel::Walk if problem.is_unconstrained() => nodes_walked(n, rules, control),
            _ => Err(EngineError::Unsupported(format!(
                "the {self:?} kernel does not count the tree of {}",
                rules.at(n)
            ))),
        }
    }

    /// The first `limit` solutions of `problem` in order, where this
    /// kernel answers [`Question::Listing`].
    pub fn first(
        self,
        problem: &Problem,
        limit: usize,
        control: &Control<'_>,
    ) -> Result<Vec<Vec<u32>>, EngineError> {
        let mut walk = self.listing(problem)?;
        let mut found = Vec::new();
        while found.len() < limit && next_solution(&mut walk, control)? {
            found.push(walk.current().to_vec());
        }
        Ok(found)
    }

    /// The number of solutions of `problem`, counting no further than
    /// `limit`, one by one as they are listed.
    pub fn count_to(
        self,
        problem: &Problem,
        limit: u64,
        control: &Control<'_>,
    ) -> Result<u64, EngineError> {
        let mut walk = self.listing(problem)?;
        let mut found = 0;
        while found < limit && next_solution(&mut walk, control)? {
            found += 1;
        }
        Ok(found)
    }

    /// The walk that lists `problem`'s solutions, where this kernel
    /// answers [`Question::Listing`].
    fn listing(self, problem: &Problem) -> Result<Solutions, EngineError> {
        if self.answers(Question::Listing) && self.serves(problem) {
            problem.solutions()
        } else {
            Err(EngineError::Unsupported(format!(
                "the {self:?} kernel does not list the solutions of {}",
                problem.rules().at(problem.n())
            )))
        }
    }
}

impl Problem {
    /// The number of solutions, counting no further than `limit` (2 tells
    /// a problem with one solution from one with more at once), by the
    /// kernel the table chooses to list them.
    pub fn count(&self, limit: u64, control: &Control<'_>) -> Result<u64, EngineError> {
        choose(self, Question::Listing).count_to(self, limit, control)
    }

    /// The first `limit` solutions as column lists, in order, by the
    /// kernel the table chooses to list them.
    pub fn first(&self, limit: usize, control: &Control<'_>) -> Result<Vec<Vec<u32>>, EngineError> {
        choose(self, Question::Listing).first(self, limit, control)
    }
}

/// The kernel that answers `question` of `problem`: the first of
/// [`Kernel::ALL`] that serves it and answers the question by its
/// definition. The walk serves every problem, so this is always a kernel
/// that can run.
///
/// ```
/// use nqueens_engine::{Kernel, Piece, Problem, Question, Rules, Topology, choose};
/// let problem = |n, rules| Problem::new(n, rules).unwrap();
/// let eight = problem(8, Rules::QUEENS);
/// assert_eq!(choose(&eight, Question::Count), Kernel::Classic);
/// assert_eq!(choose(&eight, Question::Nodes), Kernel::Tree);
/// assert_eq!(choose(&eight, Question::Listing), Kernel::Walk);
/// let superqueens = problem(10, Rules { piece: Piece::Superqueen, ..Rules::QUEENS });
/// assert_eq!(choose(&superqueens, Question::Fundamental), Kernel::Classes);
/// assert_eq!(choose(&superqueens, Question::Nodes), Kernel::Walk);
/// let torus = problem(7, Rules { topology: Topology::Torus, ..Rules::QUEENS });
/// assert_eq!(choose(&torus, Question::Count), Kernel::Torus);
/// assert_eq!(choose(&torus, Question::Fundamental), Kernel::Walk);
/// let kings = problem(12, Rules { piece: Piece::King, ..Rules::QUEENS });
/// assert_eq!(choose(&kings, Question::Count), Kernel::Formula);
/// ```
pub fn choose(problem: &Problem, question: Question) -> Kernel {
    Kernel::ALL
        .into_iter()
        .find(|k| k.answers(question) && k.serves(problem))
        .unwrap_or(Kernel::Walk)
}

/// Counts the solutions of `problem`, and with `unique` the fundamental
/// ones (up to [`crate::rules::Rules::group`]), on the cores the control
/// allows, by the kernel [`choose`] takes for the question: the classic
/// queens' own counters, a formula, a fast kernel of the rule, else the
/// row-by-row walk. The nodes come only from a kernel that walks the
/// row-by-row tree (see [`statistics`]).
///
/// ```
/// use nqueens_engine::{Constraints, Control, Piece, Problem, Rules, count};
/// let eight = Problem::new(8, Rules::QUEENS).unwrap();
/// let queens = count(&eight, true, &Control::default()).unwrap();
/// assert_eq!((queens.total, queens.fundamental), (92, Some(12)));
/// let kings = Problem::new(6, Rules { piece: Piece::King, ..Rules::default() }).unwrap();
/// let counts = count(&kings, false, &Control::default()).unwrap();
/// assert_eq!((counts.total, counts.fundamental), (90, None));
/// // A queen pinned on a1: 4 of the 92 keep it.
/// let pin = Constraints::new(8, vec![(7, 0)], vec![]).unwrap();
/// let pinned = eight.with_constraints(pin).unwrap();
/// assert_eq!(count(&pinned, false, &Control::default()).unwrap().total, 4);
/// ```
pub fn count(
    problem: &Problem,
    unique: bool,
    control: &Control<'_>,
) -> Result<Counts, EngineError> {
    let question = if unique {
        Question::Fundamental
    } else {
        Question::Count
    };
    choose(problem, question).count(problem, unique, control)
}

/// What `stats` prints of `problem`: every solution, the fundamental
/// ones, and the nodes of the row-by-row tree, the root included. Each
/// comes from the kernel the table chooses for it ([`choose`]): the
/// counts from the fastest, the nodes always from a kernel that walks the
/// textbook's tree, whatever tree the fast count pruned.
///
/// ```
/// use nqueens_engine::{statistics, Control, Piece, Problem, Rules};
/// let stats = |n, rules| statistics(&Problem::new(n, rules).unwrap(), &Control::default());
/// let eight = stats(8, Rules::QUEENS).unwrap();
/// assert_eq!((eight.total, eight.fundamental, eight.nodes), (92, Some(12), Some(2057)));
/// let rooks = Rules { piece: Piece::Rook, ..Rules::QUEENS };
/// let three = stats(3, rooks).unwrap();
/// assert_eq!((three.total, three.nodes), (6, Some(16)));
/// // Issue 70: the superqueens' walk of classes prunes its own tree; the
/// // row-by-row tree of 10 has 893 nodes.
/// let superqueens = Rules { piece: Piece::Superqueen, ..Rules::QUEENS };
/// assert_eq!(stats(10, superqueens).unwrap().nodes, Some(893));
/// ```
pub fn statistics(problem: &Problem, control: &Control<'_>) -> Result<Counts, EngineError> {
    let counts = count(problem, true, control)?;
    let nodes = match counts.nodes {
        Some(nodes) => nodes,
        None => choose(problem, Question::Nodes).nodes(problem, control)?,
    };
    Ok(Counts {
        nodes: Some(nodes),
        ..counts
    })
}
