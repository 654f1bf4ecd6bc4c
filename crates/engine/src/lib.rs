//! The pure N-Queens engine: boards, search, counting, symmetry, construction
//! and completion. No files, no UI; every capability of the app starts here.
//!
//! A crate of its own so that Cargo, not a comment, keeps it pure: its
//! dependencies (rayon, thiserror, serde, fastrand, web-time) hold no UI,
//! no file dialog and no window, and a `use` of the app here does not
//! build. The app's crate re-exports it as `nqueens::engine`.

mod board;
mod complete;
mod constellation;
mod constraints;
mod construct;
mod control;
mod count;
mod estimate;
mod halves;
mod kernels;
mod nth;
mod parts;
mod placement;
mod problem;
mod rank;
mod rules;
mod search_tree;
mod solutions;
mod survey;
mod symmetry;
mod trace;
mod walks;

pub mod numbers;
pub mod regions;

use thiserror::Error;

pub use board::{Attack, Board, BoardError, Line, MAX_N, Square, line_between};
pub use complete::{Completion, MAX_COMPLETE_N, complete, queen_to_move};
pub use constraints::{ConstraintError, Constraints};
pub use construct::{construct, construct_columns, shuffled};
pub use control::Control;
pub use count::{
    Counts, TreeStats, Turn, count_by_constellations, count_solutions, count_symmetric, tree_stats,
};
pub use estimate::{
    Forecast, TimeUnit, TreeEstimate, Work, estimate_tree, forecast, forecast_range, in_units,
    in_words,
};
pub use kernels::{Kernel, Question, choose, count, statistics};
pub use nth::{MAX_RANK_CONSTRAINED_N, NthError, NthPlan, next_solution, nth_solution, rank};
pub use parts::{PartError, PartPlan, PartResult, count_part, part_checksums, sum_parts};
pub use placement::{Checker, LISTED, Namer, Placement, Verdict};
pub use problem::{Problem, ProblemError};
pub use rank::{
    MAX_RANK_N, MAX_TABLE_N, PrefixTable, RankError, TableError, numbered_at_once,
    random_fundamental, table_depth, unrank,
};
pub use rules::{
    Feature, Group, MAX_EXACT_N, MAX_RULE_WIDTH, Motion, Moves, Piece, RuleSearch, Rules,
    RulesError, Spelling, Topology, exact_count, has_exact_count, list,
};
pub use search_tree::{OPEN, SearchTree, TreeNode};
pub use solutions::Solutions;
pub use solutions::check_search_side;
pub use survey::{Survey, any_solution, count_constrained, orbit_size_if_smallest, survey};
pub use symmetry::{Symmetry, canonical_columns, fundamentals, is_canonical, orbit};
pub use trace::{Step, Trace, TracePosition, attackers};

/// The number of solutions of n = 1, 2, 3, …, 27 (OEIS A000170; n = 27 was
/// counted in 2016 by the Q27 project). Past 27 nobody knows.
pub const KNOWN_COUNTS: [u64; 27] = [
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2_680,
    14_200,
    73_712,
    365_596,
    2_279_184,
    14_772_512,
    95_815_104,
    666_090_624,
    4_968_057_848,
    39_029_188_884,
    314_666_222_712,
    2_691_008_701_644,
    24_233_937_684_440,
    227_514_171_973_736,
    2_207_893_435_808_352,
    22_317_699_616_364_044,
    234_907_967_154_122_528,
];

/// Nodes of the row-by-row backtracking tree of n = 1, 2, …, 10, the root
/// included (the reference figures; `nqueens stats` prints them).
pub const TREE_NODES: [u64; 10] = [2, 3, 6, 17, 54, 153, 552, 2_057, 8_394, 35_539];

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
