//! The search tree a trace explores, kept for the minimap: one node per
//! queen placed, in the order the search placed them (preorder), each with
//! the span of nodes below it, so that a subtree is one run of numbers.

use crate::trace::Step;

/// One queen placed by the search: a node of its tree (the root, the empty
/// board, is not one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TreeNode {
    pub row: u32,
    pub col: u32,
    /// The index (from 0) of the trace's step that placed it: the position
    /// after `placed_at + 1` steps shows it as the newest queen.
    pub placed_at: usize,
    /// One past the number of its last descendant (its subtree is the
    /// nodes `self..end`); [`OPEN`] while the search is still below it.
    pub end: u32,
    /// Its row is the last one: the node is a solution.
    pub solution: bool,
    /// A mistaken program returned the board here, and it is no solution
    /// ([`SearchTree::mark_wrong`]).
    pub wrong: bool,
}

/// The `end` of a node whose subtree the search has not left yet.
pub const OPEN: u32 = u32::MAX;

/// The nodes of a trace so far, fed one step at a time.
///
/// ```
/// use nqueens_engine::{SearchTree, Trace};
/// let mut tree = SearchTree::default();
/// for (i, step) in Trace::new(4).unwrap().enumerate() {
///     tree.push(&step, i);
/// }
/// // 16 queens placed (17 nodes with the root), two of them solutions.
/// assert_eq!(tree.len(), 16);
/// assert_eq!(tree.nodes().iter().filter(|x| x.solution).count(), 2);
/// // The first queen, in the corner, heads a subtree of 4 nodes.
/// assert_eq!(tree.nodes()[0].end, 4);
/// ```
#[derive(Debug, Clone, Default)]
pub struct SearchTree {
    nodes: Vec<TreeNode>,
    /// The nodes on the current path, top row first.
    path: Vec<u32>,
    /// The numbers of the nodes of each row, in order.
    by_row: Vec<Vec<u32>>,
}

impl SearchTree {
    /// The board just returned is no solution (a mistaken program's
    /// return): its leaf is a wrong one, not a solution.
    pub fn mark_wrong(&mut self) {
        if let Some(&last) = self.path.last() {
            let node = &mut self.nodes[last as usize];
            node.solution = false;
            node.wrong = true;
        }
    }

    /// Takes step number `index` (from 0) of the trace.
    pub fn push(&mut self, step: &Step, index: usize) {
        match step {
            Step::Place { row, col } => {
                let number = self.nodes.len() as u32;
                self.nodes.push(TreeNode {
                    row: *row as u32,
                    col: *col as u32,
                    placed_at: index,
                    end: OPEN,
                    solution: false,
                    wrong: false,
                });
                self.path.push(number);
                if self.by_row.len() <= *row {
                    self.by_row.resize_with(row + 1, Vec::new);
                }
                self.by_row[*row].push(number);
            }
            Step::Solution { .. } => {
                if let Some(&last) = self.path.last() {
                    self.nodes[last as usize].solution = true;
                }
            }
            Step::Backtrack { .. } => {
                if let Some(last) = self.path.pop() {
                    self.nodes[last as usize].end = self.nodes.len() as u32;
                }
            }
            Step::Try { .. } | Step::Reject { .. } => {}
        }
    }

    pub fn nodes(&self) -> &[TreeNode] {
        &self.nodes
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// How many nodes the first `steps` steps placed.
    pub fn placed_within(&self, steps: usize) -> usize {
        self.nodes.partition_point(|x| x.placed_at < steps)
    }

    /// One past the last node below `number` among the first `shown`
    /// nodes: where its span ends when only those are drawn.
    pub fn end_within(&self, number: usize, shown: usize) -> usize {
        (self.nodes[number].end as usize).min(shown)
    }

    /// The node of `row` whose span holds node number `at`, among the
    /// first `shown` nodes: what a click at that place of the minimap
    /// points to.
    pub fn node_at(&self, row: usize, at: usize, shown: usize) -> Option<usize> {
        let numbers = self.by_row.get(row)?;
        let i = numbers.partition_point(|&x| (x as usize) <= at);
        let number = *numbers.get(i.checked_sub(1)?)? as usize;
        (number < shown && at < self.end_within(number, shown)).then_some(number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::Trace;

    fn tree_of(n: usize) -> (SearchTree, Vec<Step>) {
        let steps: Vec<Step> = Trace::new(n).unwrap().collect();
        let mut tree = SearchTree::default();
        for (i, step) in steps.iter().enumerate() {
            tree.push(step, i);
        }
        (tree, steps)
    }

    #[test]
    fn nodes_and_spans_follow_the_trace() {
        for n in 1..=8 {
            let (tree, steps) = tree_of(n);
            let mut trace = Trace::new(n).unwrap();
            trace.by_ref().for_each(drop);
            assert_eq!(tree.len() as u64 + 1, trace.nodes(), "n = {n}");
            assert_eq!(
                tree.nodes().iter().filter(|x| x.solution).count() as u64,
                trace.solutions()
            );
            for (i, node) in tree.nodes().iter().enumerate() {
                // Closed, and its subtree is one run of deeper nodes.
                assert!(node.end as usize > i && node.end as usize <= tree.len());
                for below in &tree.nodes()[i + 1..node.end as usize] {
                    assert!(below.row > node.row);
                }
                if let Some(next) = tree.nodes().get(node.end as usize) {
                    assert!(next.row <= node.row);
                }
                assert_eq!(
                    steps[node.placed_at],
                    Step::Place {
                        row: node.row as usize,
                        col: node.col as usize
                    }
                );
                assert_eq!(node.solution, node.row as usize == n - 1);
            }
        }
    }

    #[test]
    fn a_place_in_the_minimap_is_the_node_whose_span_holds_it() {
        let (tree, _) = tree_of(6);
        let shown = tree.len();
        for at in 0..shown {
            // Row 0's node holds every number; deeper rows hold those of
            // their subtrees only.
            let top = tree.node_at(0, at, shown).unwrap();
            assert!(top <= at && at < tree.nodes()[top].end as usize);
            for row in 1..6 {
                match tree.node_at(row, at, shown) {
                    Some(x) => {
                        assert_eq!(tree.nodes()[x].row as usize, row);
                        assert!(x <= at && at < tree.nodes()[x].end as usize);
                    }
                    None => {
                        assert!(tree.nodes().iter().enumerate().all(
                            |(i, x)| x.row as usize != row || !(i <= at && at < x.end as usize)
                        ))
                    }
                }
            }
        }
        // Past what is shown, nothing.
        assert_eq!(tree.node_at(0, 3, 2), None);
    }

    #[test]
    fn a_run_cut_short_keeps_its_path_open() {
        let steps: Vec<Step> = Trace::new(5).unwrap().take(12).collect();
        let mut tree = SearchTree::default();
        for (i, step) in steps.iter().enumerate() {
            tree.push(step, i);
        }
        assert!(tree.nodes().iter().any(|x| x.end == OPEN));
        assert_eq!(tree.end_within(0, tree.len()), tree.len());
        assert_eq!(tree.placed_within(0), 0);
        assert_eq!(tree.placed_within(12), tree.len());
    }
}
