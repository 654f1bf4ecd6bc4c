//! A puzzle's rating: its solve by the hints' rules, step by step, and the
//! hardest rule it needs.

use super::Difficulty;
use super::Puzzle;
use super::hints::{Board, Hint, Step, StepRule};

/// How hard a puzzle is: the hardest rule its solve needs, the rules in
/// the order first used, and every step (a step-through of the solve).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rating {
    pub difficulty: Difficulty,
    pub rules: Vec<StepRule>,
    pub steps: Vec<Step>,
    /// Whether the steps end with the puzzle solved.
    pub solved: bool,
    /// Why the steps end where no solution can be: a rule broken, or a
    /// row, column or region left with no square, in words.
    pub broken: Option<String>,
}

/// Solves the puzzle step by step by the rules, easiest first.
///
/// ```
/// use nqueens_engine::regions::{Difficulty, Puzzle, rate};
/// let puzzle = Puzzle::parse("AAAB\nCCAB\nCDDB\nCCDB\n").unwrap();
/// let rating = rate(&puzzle);
/// assert!(rating.solved);
/// assert_eq!(rating.difficulty, Difficulty::Medium);
/// ```
pub fn rate(puzzle: &Puzzle) -> Rating {
    let mut board = Board::new(puzzle, &[]);
    let mut steps = Vec::new();
    let mut rules: Vec<StepRule> = Vec::new();
    let mut broken = None;
    let solved = loop {
        match board.next() {
            Hint::Step(step) => {
                if !rules.contains(&step.rule) {
                    rules.push(step.rule);
                }
                board.apply(&step);
                steps.push(step);
            }
            Hint::Solved => break true,
            Hint::Broken { said, .. } => {
                // Steps deduced by the rules, not placed by a player: the
                // puzzle itself has none, unless its own queens clash.
                broken = board.emptied_words().or(Some(said.english(puzzle.n())));
                break false;
            }
            Hint::NoStep => break false,
        }
    };
    let hardest = rules
        .iter()
        .map(|r| r.difficulty())
        .max()
        .unwrap_or(Difficulty::Easy);
    Rating {
        difficulty: if solved { hardest } else { Difficulty::Guess },
        rules,
        steps,
        solved,
        broken,
    }
}
