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
mod errors;
mod estimate;
mod features;
mod forecast;
mod halves;
mod kernels;
mod known;
mod limits;
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

pub use board::{Attack, Board, BoardError, Line, MAX_N, Square, line_between};
pub use complete::{Completion, complete, queen_to_move};
pub use constraints::{ConstraintError, Constraints};
pub use construct::{construct, construct_columns, shuffled};
pub use control::Control;
pub use count::{
    Counts, TreeStats, Turn, count_by_constellations, count_solutions, count_symmetric, tree_stats,
};
pub use errors::check_search_side;
pub use errors::{EngineError, RulesError};
pub use estimate::{
    Forecast, TimeUnit, TreeEstimate, Work, estimate_tree, forecast, forecast_range, in_units,
    in_words,
};
pub use features::Feature;
pub use kernels::{Kernel, Question, choose, count, statistics};
pub use known::{KNOWN_COUNTS, TREE_NODES};
pub use limits::{MAX_COMPLETE_N, MAX_RULE_WIDTH, MAX_SEARCH_N};
pub use nth::{MAX_RANK_CONSTRAINED_N, NthError, NthPlan, nth_solution, rank};
pub use parts::{PartError, PartPlan, PartResult, count_part, part_checksums, sum_parts};
pub use placement::{Checker, LISTED, Namer, Placement, Verdict};
pub use problem::{Problem, ProblemError};
pub use rank::{
    MAX_RANK_N, MAX_TABLE_N, PrefixTable, RankError, TableError, numbered_at_once,
    random_fundamental, table_depth, unrank,
};
pub use rules::{
    Group, MAX_EXACT_N, Motion, Moves, Piece, RuleSearch, Rules, Spelling, Topology, exact_count,
    has_exact_count, list,
};
pub use search_tree::{OPEN, SearchTree, TreeNode};
pub use solutions::{Solutions, fundamentals, next_solution};
pub use survey::{Survey, orbit_size_if_smallest, survey};
pub use symmetry::{Symmetry, canonical_columns, is_canonical, orbit};
pub use trace::{Step, Trace, TracePosition, attackers};
