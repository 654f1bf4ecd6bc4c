//! Check: which queens and ✕ placed contradict the puzzle's solution, on
//! demand, ringed on the board as a broken rule's squares are. Hints say
//! what follows from the board; Check says what on it is already wrong.

use super::Regions;
use crate::app::i18n::t;
use crate::app::status::Status;
use crate::app::view::Act;
use crate::engine::regions::{Cell, Hint, Mark, Puzzle, Said};

impl Regions {
    /// Holds the board against `solution` (the puzzle's first; `None`
    /// when it has none) and shows what contradicts it.
    pub(super) fn show_check(&mut self, solution: Option<&Puzzle>, act: &mut Act<'_>) {
        let Some(game) = &self.game else {
            return;
        };
        let Some(solution) = solution else {
            *act.status = Status::error(t!("regions-check-none"));
            return;
        };
        let n = game.n();
        let right: Vec<Cell> = solution.queens().to_vec();
        let mut queens = 0;
        let mut crosses = 0;
        let mut wrong = Vec::new();
        for r in 0..n {
            for c in 0..n {
                match game.marks[r * n + c] {
                    Mark::Queen if !right.contains(&(r, c)) => {
                        queens += 1;
                        wrong.push((r, c));
                    }
                    Mark::Cross if right.contains(&(r, c)) => {
                        crosses += 1;
                        wrong.push((r, c));
                    }
                    _ => {}
                }
            }
        }
        if wrong.is_empty() {
            self.hint = None;
            *act.status = Status::info(t!("regions-check-right"));
        } else {
            let said = Said::Contradicting { queens, crosses };
            *act.status = Status::info(super::said_words(&said, game.n()));
            self.hint = Some(Hint::Broken { said, shown: wrong });
        }
    }
}
