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
use crate::rules::{Classes, Shifts, Torus, count_walked, nodes_walked};
use crate::{control::Control, errors::EngineError, rules::Rules};

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
    /// The generic row-by-row walk ([`crate::rules::RuleSearch`]): every rule,
    /// every question; what every other kernel is held to.
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

    /// Whether this kernel counts n rows under `rules` at all.
    ///
    /// ```
    /// use nqueens_engine::{Kernel, Piece, Rules};
    /// let superqueens = Rules { piece: Piece::Superqueen, ..Rules::QUEENS };
    /// assert!(Kernel::Classes.serves(10, superqueens));
    /// assert!(!Kernel::Classes.serves(10, Rules::QUEENS));
    /// assert!(Kernel::Walk.serves(10, superqueens));
    /// ```
    pub fn serves(self, n: usize, rules: Rules) -> bool {
        let rules = rules.normalized(n);
        if rules.check(n).is_err() {
            return false;
        }
        match self {
            Kernel::Formula => {
                !rules.is_classic()
                    && crate::rules::exact_count(n, rules)
                        .is_some_and(|big| u64::try_from(&big).is_ok())
            }
            // Past 32 columns they refuse, as the search's side says.
            Kernel::Classic | Kernel::Tree => rules.is_classic(),
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

    /// The kernel's count of n under `rules`: every solution, the classes
    /// with `unique`, and the tree's nodes where this kernel answers
    /// [`Question::Nodes`] (`None` elsewhere, never another tree's).
    pub fn count(
        self,
        n: usize,
        rules: Rules,
        unique: bool,
        control: &Control<'_>,
    ) -> Result<Counts, EngineError> {
        let rules = rules.normalized(n);
        let asked = if unique {
            Question::Fundamental
        } else {
            Question::Count
        };
        if !self.serves(n, rules) || !self.answers(asked) {
            return Err(EngineError::Unsupported(format!(
                "the {self:?} kernel does not count {} solutions of {}",
                if unique { "fundamental" } else { "all" },
                rules.at(n)
            )));
        }
        let unsupported = || EngineError::Unsupported(format!("{self:?} at {}", rules.at(n)));
        let counts = match self {
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

    /// The nodes of the row-by-row tree of n under `rules`, by this
    /// kernel, where it answers [`Question::Nodes`].
    pub fn nodes(self, n: usize, rules: Rules, control: &Control<'_>) -> Result<u64, EngineError> {
        let rules = rules.normalized(n);
        match self {
            Kernel::Tree if self.serves(n, rules) => Ok(tree_stats(n, *control)?.nodes),
            Kernel::Walk => nodes_walked(n, rules, control),
            _ => Err(EngineError::Unsupported(format!(
                "the {self:?} kernel does not count the tree of {}",
                rules.at(n)
            ))),
        }
    }
}

/// The kernel that answers `question` for n rows under `rules`: the
/// first of [`Kernel::ALL`] that serves them and answers it by its
/// definition. The walk serves every rule the engine checks, so this
/// is always a kernel that can run.
///
/// ```
/// use nqueens_engine::{Kernel, Piece, Question, Rules, Topology, choose};
/// assert_eq!(choose(8, Rules::QUEENS, Question::Count), Kernel::Classic);
/// assert_eq!(choose(8, Rules::QUEENS, Question::Nodes), Kernel::Tree);
/// let superqueens = Rules { piece: Piece::Superqueen, ..Rules::QUEENS };
/// assert_eq!(choose(10, superqueens, Question::Fundamental), Kernel::Classes);
/// assert_eq!(choose(10, superqueens, Question::Nodes), Kernel::Walk);
/// let torus = Rules { topology: Topology::Torus, ..Rules::QUEENS };
/// assert_eq!(choose(7, torus, Question::Count), Kernel::Torus);
/// assert_eq!(choose(7, torus, Question::Fundamental), Kernel::Walk);
/// let kings = Rules { piece: Piece::King, ..Rules::QUEENS };
/// assert_eq!(choose(12, kings, Question::Count), Kernel::Formula);
/// ```
pub fn choose(n: usize, rules: Rules, question: Question) -> Kernel {
    Kernel::ALL
        .into_iter()
        .find(|k| k.answers(question) && k.serves(n, rules))
        .unwrap_or(Kernel::Walk)
}

/// Counts the solutions of n under `rules`, and with `unique` the
/// fundamental ones (up to [`Rules::group`]), on the cores the control
/// allows, by the kernel [`choose`] takes for the question: the classic
/// queens' own counters, a formula, a fast kernel of the rule, else the
/// row-by-row walk ([`crate::rules::RuleSearch`]). The nodes come only from a
/// kernel that walks the row-by-row tree (see [`statistics`]).
///
/// ```
/// use nqueens_engine::{Control, Piece, Rules, count};
/// let queens = count(8, Rules::QUEENS, true, &Control::default()).unwrap();
/// assert_eq!((queens.total, queens.fundamental), (92, Some(12)));
/// let kings = Rules { piece: Piece::King, ..Rules::default() };
/// let counts = count(6, kings, false, &Control::default()).unwrap();
/// assert_eq!((counts.total, counts.fundamental), (90, None));
/// ```
pub fn count(
    n: usize,
    rules: Rules,
    unique: bool,
    control: &Control<'_>,
) -> Result<Counts, EngineError> {
    let question = if unique {
        Question::Fundamental
    } else {
        Question::Count
    };
    choose(n, rules, question).count(n, rules, unique, control)
}

/// What `stats` prints under `rules`: every solution, the fundamental
/// ones, and the nodes of the row-by-row tree, the root included. Each
/// comes from the kernel the table chooses for it ([`choose`]): the
/// counts from the fastest, the nodes always from a kernel that walks the
/// textbook's tree, whatever tree the fast count pruned.
///
/// ```
/// use nqueens_engine::{statistics, Control, Piece, Rules};
/// let eight = statistics(8, Rules::QUEENS, &Control::default()).unwrap();
/// assert_eq!((eight.total, eight.fundamental, eight.nodes), (92, Some(12), Some(2057)));
/// let rooks = Rules { piece: Piece::Rook, ..Rules::QUEENS };
/// let three = statistics(3, rooks, &Control::default()).unwrap();
/// assert_eq!((three.total, three.nodes), (6, Some(16)));
/// // Issue 70: the superqueens' walk of classes prunes its own tree; the
/// // row-by-row tree of 10 has 893 nodes.
/// let superqueens = Rules { piece: Piece::Superqueen, ..Rules::QUEENS };
/// assert_eq!(statistics(10, superqueens, &Control::default()).unwrap().nodes, Some(893));
/// ```
pub fn statistics(n: usize, rules: Rules, control: &Control<'_>) -> Result<Counts, EngineError> {
    let counts = count(n, rules, true, control)?;
    let nodes = match counts.nodes {
        Some(nodes) => nodes,
        None => choose(n, rules, Question::Nodes).nodes(n, rules, control)?,
    };
    Ok(Counts {
        nodes: Some(nodes),
        ..counts
    })
}
