//! The lecture's walk through the search of n = 4, steps (a) to (l), found
//! in the engine's trace.

use crate::engine::Step;

/// The lecture's walk through the search of n = 4 has steps (a) to (l),
/// named in its texts as the board names squares (a4 is the top left at
/// n = 4). What happens in each is said
/// in the window's message files (`lecture-a` to `lecture-l`), in each
/// language.
pub const LECTURE_LETTERS: [char; 12] =
    ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'];

/// Where each of the lecture's steps (a) to (l) ends in the trace of
/// n = 4: the index of its last step. `None` if the trace is not the
/// search of 4.
///
/// ```
/// use nqueens_boards::engine::Trace;
/// use nqueens_boards::textbook::lecture_ends;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Trace;
    use crate::scene::square_name;

    /// Issue 32, 6: the lecture's texts counted rows from the top ("row 4"
    /// for the row the board labels 1). Every square they name is one the
    /// search looks at in that step, by the board's own names.
    #[test]
    fn the_lecture_names_squares_as_the_board_does() {
        let english = include_str!("../../../../assets/locales/en.ftl");
        let steps: Vec<Step> = Trace::new(4).unwrap().collect();
        let ends = lecture_ends(&steps).unwrap();
        let mut from = 0;
        for (letter, &end) in LECTURE_LETTERS.iter().zip(&ends) {
            let key = format!("lecture-{letter} = ");
            let text = english
                .lines()
                .find_map(|l| l.strip_prefix(key.as_str()))
                .expect("every step has its text");
            let looked_at: Vec<String> = steps[from..=end]
                .iter()
                .filter_map(|s| match s {
                    Step::Try { row, col }
                    | Step::Reject { row, col, .. }
                    | Step::Place { row, col }
                    | Step::Backtrack { row, col } => Some(square_name((*row, *col), 4)),
                    Step::Solution { .. } => None,
                })
                .collect();
            let named: Vec<String> = text
                .split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|w| {
                    let b = w.as_bytes();
                    b.len() == 2 && (b'a'..=b'd').contains(&b[0]) && (b'1'..=b'4').contains(&b[1])
                })
                .map(str::to_string)
                .collect();
            for square in &named {
                assert!(
                    looked_at.contains(square),
                    "({letter}) names {square}, not looked at in its steps {looked_at:?}: {text}"
                );
            }
            from = end + 1;
        }
        // The step where queen 1 goes: a4, as the board labels it.
        assert!(english.contains("lecture-a = Queen 1 goes on a4"));
    }
}
