//! The search trees of a replay, as Watch draws the textbook's: the
//! learner's (a node per `place`, in a band by how many queens are on the
//! board) and the textbook's over the same number of events.

use std::io::BufReader;

use crate::engine::{SearchTree, Step};

use super::read::{Event, Item, TraceReader};
use super::textbook::{Follower, Frame, Next};
use super::{ReplayError, Source, Steps};

/// The most placements a tree is kept for (about 20 bytes each); a
/// longer trace is stepped through without one.
pub const MAX_TREE_PLACEMENTS: u64 = 1_000_000;

/// The engine's step for a trace's event at `depth` queens.
fn step_of(event: Event, depth: usize) -> Step {
    match event {
        Event::Place(_, c) => Step::Place {
            row: depth,
            col: c as usize,
        },
        Event::Remove(_, c) => Step::Backtrack {
            row: depth.saturating_sub(1),
            col: c as usize,
        },
        Event::Solution => Step::Solution {
            columns: Vec::new(),
            number: 0,
        },
    }
}

/// The learner's tree: each event at its index (from 0), a node per
/// `place` under the queen last placed and not taken back. Its bands are
/// n: a program that piles more than n queens has the ones past n drawn
/// in the last band.
pub fn learner_tree(source: &Source, steps: &Steps) -> Result<SearchTree, ReplayError> {
    let mut reader = TraceReader::new(BufReader::new(source.open()?), steps.one_based());
    let mut tree = SearchTree::default();
    let last = steps.n().saturating_sub(1);
    let (mut depth, mut index) = (0usize, 0usize);
    while let Some((item, _)) = reader.next_item()? {
        let Item::Event(event) = item else { continue };
        let band = match event {
            Event::Place(..) => depth.min(last),
            _ => depth.min(last + 1),
        };
        tree.push(&step_of(event, band), index);
        match event {
            Event::Place(..) => depth += 1,
            Event::Remove(..) => depth = depth.saturating_sub(1),
            Event::Solution => {}
        }
        index += 1;
    }
    Ok(tree)
}

/// The textbook's tree over its first `events` events for n, and its
/// queens on the board after each number of them (from 0).
pub fn textbook_tree(n: usize, events: u64) -> (SearchTree, Vec<u8>) {
    let mut follower = Follower::new(n as u32, Frame::TEXTBOOK);
    let mut tree = SearchTree::default();
    let mut depths = vec![0u8];
    let mut depth = 0usize;
    let mut index = 0usize;
    while (index as u64) < events {
        let Next::Event(event) = follower.next else {
            break;
        };
        tree.push(&step_of(event, depth), index);
        match event {
            Event::Place(..) => depth += 1,
            Event::Remove(..) => depth -= 1,
            Event::Solution => {}
        }
        depths.push(depth.min(u8::MAX as usize) as u8);
        follower.advance();
        index += 1;
    }
    (tree, depths)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Control, TREE_NODES};
    use std::sync::Arc;

    #[test]
    fn the_textbooks_tree_has_the_reference_nodes() {
        for n in 1..=8 {
            let (tree, depths) = textbook_tree(n, u64::MAX);
            assert_eq!(depths.last(), Some(&0));
            assert_eq!(tree.len() as u64 + 1, TREE_NODES[n - 1], "n = {n}");
        }
    }

    #[test]
    fn a_pile_past_n_stays_in_the_last_band() {
        let text = "n = 2\nplace 0 0\nplace 0 1\nplace 1 0\nplace 1 1\n";
        let source = Source::Bytes(Arc::from(text.as_bytes()));
        let (_, steps) = source
            .replay(super::super::Options::default(), &Control::default())
            .unwrap();
        let tree = learner_tree(&source, &steps).unwrap();
        assert!(tree.nodes().iter().all(|node| node.row < 2));
        assert_eq!(tree.len(), 4);
    }

    #[test]
    fn a_learners_tree_is_the_textbooks_when_the_search_is() {
        let text = super::super::textbook_trace(5);
        let source = Source::Bytes(Arc::from(text.as_bytes()));
        let (_, steps) = source
            .replay(super::super::Options::default(), &Control::default())
            .unwrap();
        let ours = learner_tree(&source, &steps).unwrap();
        let (theirs, _) = textbook_tree(5, u64::MAX);
        assert_eq!(ours.nodes(), theirs.nodes());
    }
}
