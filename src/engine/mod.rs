//! The pure N-Queens engine: boards, search, counting, symmetry, construction
//! and completion. No files, no UI; every capability of the app starts here.

mod board;
mod complete;
mod constellation;
mod constraints;
mod construct;
mod count;
mod estimate;
mod placement;
mod solutions;
mod survey;
mod symmetry;
mod trace;

use thiserror::Error;

pub use board::{Attack, Board, BoardError, Line, MAX_N, Square, line_between};
pub use complete::{Completion, MAX_COMPLETE_N, complete, queen_to_move};
pub use constraints::{ConstraintError, Constraints};
pub use construct::{construct, construct_columns, shuffled};
pub use count::{
    Control, Counts, TreeStats, Turn, count, count_solutions, count_symmetric, tree_stats,
};
pub use estimate::{TreeEstimate, Work, estimate_tree, forecast, in_words};
pub use placement::{Checker, LISTED, Namer, Placement, Verdict};
pub use solutions::Solutions;
pub(crate) use solutions::check_search_side;
pub use survey::{Survey, any_solution, count_constrained, orbit_size_if_smallest, survey};
pub use symmetry::{Symmetry, canonical_columns, fundamentals, is_canonical, orbit};
pub use trace::{Step, Trace, TracePosition};

/// Largest side for searches that list, count or trace solutions (their
/// bitmasks are 32 columns wide).
pub const MAX_SEARCH_N: usize = 32;

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
}
