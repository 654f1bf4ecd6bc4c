//! The search's steps in words, as Watch says them under its board.

use crate::app::i18n::t;
use crate::engine::{Feature, Rules, Square, Step};
use crate::scene::square_name;
use crate::textbook::Mistake;

/// A step of the search under `rules` in words, with square names as on
/// the board's labels: a queen under the classic rules, a piece and a
/// knight's jump among the lines under others.
///
/// ```
/// use nqueens::app::views::watch::describe;
/// use nqueens::engine::{Attack, Line, Piece, Rules, Step};
/// assert_eq!(describe(&Step::Place { row: 0, col: 0 }, 4, &Rules::QUEENS), "Place a queen on a4.");
/// let superqueens = Rules { piece: Piece::Superqueen, ..Rules::default() };
/// let jump = Attack { first: (0, 0), second: (1, 2), line: Line::Knight };
/// let step = Step::Reject { row: 1, col: 2, by: vec![jump] };
/// assert_eq!(describe(&step, 10, &superqueens), "Reject c9: the piece on a10 attacks it by a knight's jump.");
/// ```
pub fn describe(step: &Step, n: usize, rules: &Rules) -> String {
    let name = |sq: Square| square_name(sq, n);
    // The textbook's words are of its queens; other rules have their own.
    if !rules.supports(Feature::Textbook) {
        return match step {
            Step::Try { row, col } => t!("step-try", square = name((*row, *col))),
            Step::Reject { row, col, by } => match by.first() {
                Some(attack) => t!(
                    "step-ruled-reject",
                    square = name((*row, *col)),
                    piece = name(attack.first),
                    line = attack.line.key(),
                    others = by.len() - 1
                ),
                None => t!("step-reject-plain", square = name((*row, *col))),
            },
            Step::Place { row, col } => t!("step-ruled-place", square = name((*row, *col))),
            Step::Solution { number, .. } => t!("step-ruled-solution", number = *number),
            Step::Backtrack { row, col } => {
                t!("step-ruled-backtrack", square = name((*row, *col)))
            }
        };
    }
    match step {
        Step::Try { row, col } => t!("step-try", square = name((*row, *col))),
        Step::Reject { row, col, by } => match by.first() {
            Some(attack) => {
                let line = attack.line.key();
                t!(
                    "step-reject",
                    square = name((*row, *col)),
                    queen = name(attack.first),
                    line = line,
                    others = by.len() - 1
                )
            }
            // Only a mistaken program rejects a square no queen attacks.
            None => t!("step-reject-phantom", square = name((*row, *col))),
        },
        Step::Place { row, col } => t!("step-place", square = name((*row, *col))),
        Step::Solution { columns, number } if returns_a_solution(n, columns) => {
            t!("step-solution", number = *number)
        }
        // A mistaken program returned it: it says so, and claims no
        // solution.
        Step::Solution { columns, number } => t!(
            "step-returned-wrong",
            number = *number,
            queens = attacking_queens(n, columns)
        ),
        Step::Backtrack { row, col } => t!("step-backtrack", square = name((*row, *col))),
    }
}

/// How many of the queens of a returned board attack another: none for a
/// solution.
fn attacking_queens(n: usize, columns: &[u32]) -> usize {
    let squares: Vec<Square> = columns
        .iter()
        .enumerate()
        .map(|(r, &c)| (r, c as usize))
        .collect();
    let mut attacking: Vec<Square> = Rules::QUEENS
        .attacking_pairs(n, &squares)
        .into_iter()
        .flat_map(|(a, b)| [a, b])
        .collect();
    attacking.sort_unstable();
    attacking.dedup();
    attacking.len()
}

/// A step of a run in words, as [`describe`] says it, but for what a
/// mistaken program does differently: the program that appends `queens`
/// itself appends the one list again, which no copy keeps.
pub fn describe_run(step: &Step, n: usize, rules: &Rules, mistake: Option<Mistake>) -> String {
    match step {
        Step::Solution { number, .. } if mistake == Some(Mistake::SharedList) => {
            t!("step-shared-append", number = *number)
        }
        _ => describe(step, n, rules),
    }
}

/// Whether a board `mistake`'s program returns is a solution it gives
/// back: the shared list's returns are all the one list, emptied by the
/// end, whatever it held when appended.
pub(super) fn gives_back_a_solution(mistake: Mistake, n: usize, columns: &[u32]) -> bool {
    mistake != Mistake::SharedList && returns_a_solution(n, columns)
}

/// Whether a board the textbook's program returned is a solution of n.
pub(super) fn returns_a_solution(n: usize, columns: &[u32]) -> bool {
    columns.len() == n && attacking_queens(n, columns) == 0
}
