//! The quiz of the search: before each step, the learner says what the
//! search does next, and the step itself says whether they were right.
//!
//! Two questions cover every step of [`crate::engine::Trace`]: after a
//! square is tried, *is it safe, and if not, along which line is it
//! attacked?*; after anything else, *what next: which square is tried, or
//! does the search backtrack or record a solution?* (a square is answered
//! by clicking the board).

use crate::engine::{Line, Square, Step};

/// What the quiz asks before a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// The square just tried: safe, or attacked along which line?
    Safe { square: Square },
    /// The search's next move: the square it tries, a backtrack, or a
    /// solution recorded.
    Next,
}

/// A learner's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// The square tried is safe: a queen goes there.
    Safe,
    /// The square tried is attacked along this line.
    Attacked(Line),
    /// The search tries this square next.
    Try(Square),
    /// The search lifts the last queen.
    Backtrack,
    /// Every row holds a queen: the search records a solution.
    Solution,
}

impl Question {
    /// The question whose answer is `next`, the step about to be taken.
    ///
    /// ```
    /// use nqueens_boards::engine::Step;
    /// use nqueens_boards::textbook::Question;
    /// assert_eq!(Question::before(&Step::Place { row: 0, col: 0 }), Question::Safe { square: (0, 0) });
    /// assert_eq!(Question::before(&Step::Try { row: 1, col: 0 }), Question::Next);
    /// ```
    pub fn before(next: &Step) -> Question {
        match next {
            Step::Place { row, col } | Step::Reject { row, col, .. } => Question::Safe {
                square: (*row, *col),
            },
            Step::Try { .. } | Step::Backtrack { .. } | Step::Solution { .. } => Question::Next,
        }
    }

    /// The answers offered as buttons; [`Question::Next`] also takes any
    /// square of the board as [`Answer::Try`]. Only the lines a queen of
    /// an earlier row can share with the square are offered: one queen a
    /// row leaves no row to share.
    pub fn choices(self) -> &'static [Answer] {
        match self {
            Question::Safe { .. } => &[
                Answer::Safe,
                Answer::Attacked(Line::Column),
                Answer::Attacked(Line::Diagonal),
                Answer::Attacked(Line::AntiDiagonal),
            ],
            Question::Next => &[Answer::Backtrack, Answer::Solution],
        }
    }
}

/// Whether `answer` says what `next` does. A square attacked along more
/// than one line is rightly said attacked along any of them.
///
/// ```
/// use nqueens_boards::engine::{Line, Step, Trace};
/// use nqueens_boards::textbook::{Answer, is_right};
/// let steps: Vec<Step> = Trace::new(4).unwrap().collect();
/// // Try a4, place it, try a3: a3 shares a4's column.
/// assert!(is_right(&steps[1], Answer::Safe));
/// assert!(is_right(&steps[2], Answer::Try((1, 0))));
/// assert!(is_right(&steps[3], Answer::Attacked(Line::Column)));
/// assert!(!is_right(&steps[3], Answer::Attacked(Line::Diagonal)));
/// ```
pub fn is_right(next: &Step, answer: Answer) -> bool {
    match (next, answer) {
        (Step::Place { .. }, Answer::Safe) => true,
        (Step::Reject { by, .. }, Answer::Attacked(line)) => {
            // A mistaken program may reject a square no queen attacks: any
            // line is then what it believes.
            by.is_empty() || by.iter().any(|a| a.line == line)
        }
        (Step::Try { row, col }, Answer::Try(square)) => square == (*row, *col),
        (Step::Backtrack { .. }, Answer::Backtrack) => true,
        (Step::Solution { .. }, Answer::Solution) => true,
        _ => false,
    }
}

/// Why the search takes the step it does where the quiz asks "what
/// next?": read from the step before it, as the textbook's walk-through
/// says it. The square in each is the one the step before was about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NextWhy {
    /// Nothing before: the search starts at the first square of the top
    /// row.
    Start,
    /// A queen went on this square: the next row, from its first square.
    NextRow(Square),
    /// The queen on this square filled the last row: a solution.
    Filled(Square),
    /// This square was attacked: the next square of the same row.
    NextSquare(Square),
    /// This attacked square was the row's last: back up a row.
    RowDone(Square),
    /// A solution was recorded: back up to look for more.
    AfterSolution,
    /// The queen lifted from this square: the next square of its row.
    AfterLift(Square),
    /// The queen lifted from this square stood on the row's last square:
    /// back up again.
    LiftedLast(Square),
}

/// Why `next` follows `before` (None at the start of the search), for a
/// step the quiz asks "what next?" about; None for the other steps.
///
/// ```
/// use nqueens_boards::engine::{Step, Trace};
/// use nqueens_boards::textbook::{NextWhy, why_next};
/// let steps: Vec<Step> = Trace::new(4).unwrap().collect();
/// assert_eq!(why_next(None, &steps[0]), Some(NextWhy::Start));
/// // a4 placed: the next row starts at a3.
/// assert_eq!(why_next(Some(&steps[1]), &steps[2]), Some(NextWhy::NextRow((0, 0))));
/// // a3 attacked: b3 is tried next.
/// assert_eq!(why_next(Some(&steps[3]), &steps[4]), Some(NextWhy::NextSquare((1, 0))));
/// // The question of a square tried has no "why next".
/// assert_eq!(why_next(Some(&steps[0]), &steps[1]), None);
/// ```
pub fn why_next(before: Option<&Step>, next: &Step) -> Option<NextWhy> {
    if Question::before(next) != Question::Next {
        return None;
    }
    let backs = matches!(next, Step::Backtrack { .. });
    Some(match before {
        None => NextWhy::Start,
        Some(Step::Place { row, col }) if matches!(next, Step::Solution { .. }) => {
            NextWhy::Filled((*row, *col))
        }
        Some(Step::Place { row, col }) => NextWhy::NextRow((*row, *col)),
        Some(Step::Reject { row, col, .. }) if backs => NextWhy::RowDone((*row, *col)),
        Some(Step::Reject { row, col, .. }) => NextWhy::NextSquare((*row, *col)),
        Some(Step::Solution { .. }) => NextWhy::AfterSolution,
        Some(Step::Backtrack { row, col }) if backs => NextWhy::LiftedLast((*row, *col)),
        Some(Step::Backtrack { row, col }) => NextWhy::AfterLift((*row, *col)),
        // A "what next?" right after a square is tried does not happen: a
        // square tried is placed or rejected first.
        Some(Step::Try { .. }) => return None,
    })
}

/// The learner's score: answers, right ones, the streak of right answers
/// running now and the longest.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Score {
    pub asked: u32,
    pub right: u32,
    pub streak: u32,
    pub best: u32,
}

impl Score {
    /// Counts one answer.
    ///
    /// ```
    /// use nqueens_boards::textbook::Score;
    /// let mut score = Score::default();
    /// for right in [true, true, false, true] {
    ///     score.record(right);
    /// }
    /// assert_eq!((score.asked, score.right, score.streak, score.best), (4, 3, 1, 2));
    /// ```
    pub fn record(&mut self, right: bool) {
        self.asked += 1;
        if right {
            self.right += 1;
            self.streak += 1;
            self.best = self.best.max(self.streak);
        } else {
            self.streak = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Trace;

    /// Issue 47, 6: every "what next?" of the searches of 1 to 8 has its
    /// why, and the why agrees with the step: a try after a placed queen is
    /// the next row's first square, after a rejected or lifted square the
    /// square to its right; a backtrack follows a row's last square or a
    /// solution.
    #[test]
    fn every_what_next_has_a_why_that_agrees_with_the_step() {
        for n in 1..=8 {
            let steps: Vec<Step> = Trace::new(n).unwrap().collect();
            let mut before: Option<&Step> = None;
            for next in &steps {
                let why = why_next(before, next);
                assert_eq!(
                    why.is_some(),
                    Question::before(next) == Question::Next,
                    "{next:?}"
                );
                match (why, next) {
                    (None, _) => {}
                    (Some(NextWhy::Start), Step::Try { row: 0, col: 0 }) => {}
                    (Some(NextWhy::NextRow((r, _))), Step::Try { row, col: 0 }) => {
                        assert_eq!(*row, r + 1)
                    }
                    (Some(NextWhy::Filled((r, _))), Step::Solution { .. }) => assert_eq!(r, n - 1),
                    (
                        Some(NextWhy::NextSquare((r, c)) | NextWhy::AfterLift((r, c))),
                        Step::Try { row, col },
                    ) => assert_eq!((*row, *col), (r, c + 1)),
                    (
                        Some(NextWhy::RowDone((_, c)) | NextWhy::LiftedLast((_, c))),
                        Step::Backtrack { .. },
                    ) => assert_eq!(c, n - 1),
                    (Some(NextWhy::AfterSolution), Step::Backtrack { .. }) => {}
                    (why, next) => panic!("n = {n}: {why:?} before {next:?}"),
                }
                before = Some(next);
            }
        }
    }

    /// Every step of a search has exactly one right answer among the
    /// answers its question offers (a square for `Next`'s tries), so the
    /// quiz can always be answered and never has two right buttons.
    #[test]
    fn every_step_has_one_right_answer_among_those_offered() {
        for n in 1..=6 {
            for step in Trace::new(n).unwrap() {
                let question = Question::before(&step);
                let mut offered: Vec<Answer> = question.choices().to_vec();
                if question == Question::Next {
                    for r in 0..n {
                        for c in 0..n {
                            offered.push(Answer::Try((r, c)));
                        }
                    }
                }
                let right: Vec<Answer> = offered
                    .into_iter()
                    .filter(|&a| is_right(&step, a))
                    .collect();
                let attacked_on_two_lines = matches!(&step, Step::Reject { by, .. }
                    if by.iter().map(|a| a.line).collect::<std::collections::HashSet<_>>().len() > 1);
                if attacked_on_two_lines {
                    assert!(right.len() >= 2, "n = {n}, {step:?}: {right:?}");
                } else {
                    assert_eq!(right.len(), 1, "n = {n}, {step:?}: {right:?}");
                }
            }
        }
    }

    #[test]
    fn the_answers_of_the_lecture_walk_of_four() {
        let steps: Vec<Step> = Trace::new(4).unwrap().collect();
        // (b): a3 shares a4's column, b3 its diagonal, c3 is safe.
        let b3 = steps
            .iter()
            .find(|s| matches!(s, Step::Reject { row: 1, col: 1, .. }))
            .unwrap();
        assert_eq!(Question::before(b3), Question::Safe { square: (1, 1) });
        assert!(is_right(b3, Answer::Attacked(Line::Diagonal)));
        assert!(!is_right(b3, Answer::Attacked(Line::Column)));
        assert!(!is_right(b3, Answer::Safe));
        // After the first solution the search backtracks.
        let first = steps
            .iter()
            .position(|s| matches!(s, Step::Solution { .. }))
            .unwrap();
        assert!(is_right(&steps[first], Answer::Solution));
        assert!(is_right(&steps[first + 1], Answer::Backtrack));
        assert!(!is_right(&steps[first + 1], Answer::Solution));
    }
}
