//! The lecture's walk through the search of n = 4, steps (a) to (l), found
//! in the engine's trace.

use crate::engine::Step;

/// The lecture's walk through the search of n = 4 has steps (a) to (l),
/// in its numbering (rows and columns from 1). What happens in each is said
/// in the window's message files (`lecture-a` to `lecture-l`), in each
/// language.
pub const LECTURE_LETTERS: [char; 12] =
    ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'];

/// Where each of the lecture's steps (a) to (l) ends in the trace of
/// n = 4: the index of its last step. `None` if the trace is not the
/// search of 4.
///
/// ```
/// use nqueens::engine::Trace;
/// use nqueens::textbook::lecture_ends;
/// let steps: Vec<_> = Trace::new(4).unwrap().collect();
/// let ends = lecture_ends(&steps).unwrap();
/// assert_eq!(ends.len(), 12);
/// assert!(ends.windows(2).all(|w| w[0] < w[1]));
/// ```
pub fn lecture_ends(steps: &[Step]) -> Option<Vec<usize>> {
    /// The event that ends a step of the lecture (rows and columns from
    /// 0 here).
    enum End {
        Place(usize, usize),
        Backtrack(usize, usize),
        /// Just before this backtrack: (c) ends as queen 2 is to be lifted.
        Before(usize, usize),
        Solution,
    }
    let events = [
        End::Place(0, 0),
        End::Place(1, 2),
        End::Before(1, 2),
        End::Place(1, 3),
        End::Place(2, 1),
        End::Backtrack(2, 1),
        End::Backtrack(1, 3),
        End::Backtrack(0, 0),
        End::Place(0, 1),
        End::Place(1, 3),
        End::Place(2, 0),
        End::Solution,
    ];
    let mut ends = Vec::with_capacity(events.len());
    let mut from = 0;
    for event in &events {
        let is_end = |step: &Step| match (event, step) {
            (End::Place(r, c), Step::Place { row, col }) => (r, c) == (row, col),
            (End::Backtrack(r, c) | End::Before(r, c), Step::Backtrack { row, col }) => {
                (r, c) == (row, col)
            }
            (End::Solution, Step::Solution { .. }) => true,
            _ => false,
        };
        let at = from + steps.get(from..)?.iter().position(is_end)?;
        ends.push(if matches!(event, End::Before(..)) {
            at.checked_sub(1)?
        } else {
            at
        });
        from = at + 1;
    }
    Some(ends)
}

/// The lecture's step a position is in, after `applied` steps of the
/// search of 4 (none before the first, nor after (l)).
pub fn lecture_step(ends: &[usize], applied: usize) -> Option<usize> {
    let last = applied.checked_sub(1)?;
    ends.iter().position(|&end| last <= end)
}
