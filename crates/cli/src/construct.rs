//! `nqueens construct N`: one solution of any size by an explicit formula.

use std::io::Write;

use super::Failure;
use super::answer::write_board;
use crate::engine::{self, EngineError, Piece, Rules};
use crate::formats::{BoardFormat, BoardText};

#[derive(Debug, clap::Args)]
pub struct ConstructArgs {
    /// The side of the board.
    n: usize,
    /// The form printed: a column list or a text board.
    #[arg(long, value_parser = super::args::format_among(&[BoardText::Cols, BoardText::Text]), default_value = "cols")]
    format: BoardText,
    #[command(flatten)]
    rules: super::rules::RuleArgs,
}

/// Prints the constructed solution as a column list or a text board.
pub fn run(args: &ConstructArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let n = args.n;
    let rules = args.rules.chosen_for_formula(n)?;
    if n > engine::MAX_N {
        return Err(EngineError::ConstructSide(n).into());
    }
    if args.format == BoardText::Text {
        BoardFormat::Text
            .holds(rules.width(n))
            .map_err(|why| Failure::usage(format!("{why}; use --format cols")))?;
    }
    let board = match engine::construct(n, rules) {
        Err(EngineError::NoFormula) => return Err(Failure::no(no_formula(n, rules))),
        built => built?,
    };
    write_board(out, &board, &rules, args.format)
}

/// Why no formula builds a solution of n under `rules`, and what to do.
fn no_formula(n: usize, rules: Rules) -> String {
    if rules.piece == Piece::King && rules.topology == engine::Topology::Plane && (n == 2 || n == 3)
    {
        format!("there is no solution for {}", rules.at(n))
    } else if rules.piece == Piece::Queen && rules.topology == engine::Topology::Torus {
        format!(
            "queens on a torus have solutions only for n prime to 6 (n = {n} is not): \
             there is nothing to construct"
        )
    } else if rules.check(n).is_ok() {
        format!("no formula for {rules} is known here: use solve {n} with the same options")
    } else {
        // `solve` refuses this board too: it searches at most 64 columns.
        format!(
            "no formula for {rules} is known here, and a search holds at most {} columns, \
             not {}",
            engine::MAX_RULE_WIDTH,
            rules.width(n)
        )
    }
}
