//! Why the engine did not answer: its errors, on the ground floor, so
//! that every part names them without reaching up.

use thiserror::Error;

use crate::board::{BoardError, MAX_N};
use crate::limits::{MAX_COMPLETE_N, MAX_RULE_WIDTH, MAX_SEARCH_N};

/// Why an engine computation did not produce its result.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EngineError {
    #[error("the search works for n from 1 to {MAX_SEARCH_N}, not {0}")]
    SearchSide(usize),
    #[error("construction works for n from 1 to {MAX_N}, not {0}")]
    ConstructSide(usize),
    #[error("completion works for n from 1 to {MAX_COMPLETE_N}, not {0}")]
    CompleteSide(usize),
    #[error("there is no solution for n = {0}")]
    NoSolution(usize),
    #[error("the board is not a solution")]
    NotASolution,
    #[error("cancelled")]
    Cancelled,
    #[error("could not start worker threads: {0}")]
    Threads(String),
    #[error(transparent)]
    Board(#[from] BoardError),
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// No formula builds a solution under these rules at this n (a
    /// search may still find one).
    #[error("no formula for these rules is known here")]
    NoFormula,
    /// A feature these rules do not have, in words.
    #[error("{0}")]
    Unsupported(String),
}

/// Rules that cannot make a board of n.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RulesError {
    #[error("n must be at least 1")]
    Empty,
    #[error("{columns} columns cannot hold {n} pieces one a column: give at least {n}")]
    TooFewColumns { n: usize, columns: usize },
    #[error("at most {MAX_RULE_WIDTH} columns, not {0}")]
    TooWide(usize),
    #[error("the torus is square: --torus takes no --columns other than n")]
    TorusRectangle,
}

/// `Ok` for a side the search takes (1 to [`MAX_SEARCH_N`]), else the error
/// that says the range.
///
/// ```
/// assert!(nqueens_engine::check_search_side(32).is_ok());
/// assert!(nqueens_engine::check_search_side(33).is_err());
/// ```
pub fn check_search_side(n: usize) -> Result<(), EngineError> {
    if (1..=MAX_SEARCH_N).contains(&n) {
        Ok(())
    } else {
        Err(EngineError::SearchSide(n))
    }
}
