//! `nqueens construct N`: one solution of any size by an explicit formula.

use std::io::Write;

use super::Failure;
use crate::engine::{self, Board, EngineError};
use crate::formats::{self, BoardFormat};

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ConstructFormat {
    Cols,
    Text,
}

#[derive(Debug, clap::Args)]
pub struct ConstructArgs {
    /// The side of the board.
    n: usize,
    #[arg(long, value_enum, default_value_t = ConstructFormat::Cols)]
    format: ConstructFormat,
    #[command(flatten)]
    rules: super::rules::RuleArgs,
}

/// Prints the constructed solution as a column list or a text board.
pub fn run(args: &ConstructArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let n = args.n;
    if let Some(rules) = args.rules.chosen_for_formula(n)? {
        return super::rules::construct(n, rules, args.format == ConstructFormat::Text, out);
    }
    if args.format == ConstructFormat::Text {
        BoardFormat::Text
            .holds(n)
            .map_err(|why| Failure::usage(format!("{why}; use --format cols")))?;
    }
    let columns = engine::construct_columns(n)?;
    match args.format {
        ConstructFormat::Cols => {
            for (i, c) in columns.iter().enumerate() {
                if i > 0 {
                    put!(out, " ")?;
                }
                put!(out, "{c}")?;
            }
            put!(out, "\n")
        }
        ConstructFormat::Text => {
            let board = Board::from_columns(&columns).map_err(EngineError::from)?;
            out.write_all(formats::to_text(&board).as_bytes())
                .map_err(Failure::output)
        }
    }
}
