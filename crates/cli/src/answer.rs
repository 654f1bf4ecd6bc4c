//! What several commands answer with: a board in one of `solve`'s formats,
//! solution k of n (with a forecast when it is found by listing), and the
//! "no" of a board that is not a solution.

use std::io::Write;

use super::Failure;
use super::long_run::LongRun;
use crate::engine::{self, Board, EngineError, NthError, NthPlan};
use crate::formats::{self, BoardText, grouped};

/// Writes `board`, a solution under `rules`, in `format`, or says why the
/// form cannot hold it (FEN: the classic queens on 8×8).
pub fn write_board(
    out: &mut dyn Write,
    board: &Board,
    rules: &engine::Rules,
    format: BoardText,
) -> Result<(), Failure> {
    if let Some(why) = format.spec().feature.and_then(|f| rules.refusal(f)) {
        return Err(Failure::usage(why));
    }
    if format == BoardText::Fen && formats::to_fen(board).is_none() {
        return Err(Failure::usage("FEN describes 8×8 boards only"));
    }
    format.write(board, rules, out).map_err(Failure::output)
}

impl From<NthError> for Failure {
    fn from(e: NthError) -> Self {
        match e {
            NthError::Zero => Failure::usage(e.to_string()),
            NthError::PastTotal { .. } => Failure::no(e.to_string()),
            NthError::Engine(e) => e.into(),
        }
    }
}

/// Solution number k of `problem`, or why there is none; a listing that
/// takes long says so first.
pub fn nth_solution(problem: &engine::Problem, k: u64) -> Result<Board, Failure> {
    let (n, rules) = (problem.n(), problem.rules());
    let what = format!("finding solution {} of {}", grouped(k), rules.at(n));
    let plan = NthPlan::of(problem);
    let run = LongRun::start_for(&what, n, rules, plan.work(k), None);
    let columns = engine::nth_solution(problem, k, run.control(None))?;
    Ok(rules.board_of(&columns).map_err(EngineError::from)?)
}

/// Why a board is not a solution, in one line: its pairs and empty rows.
pub fn not_a_solution(verdict: &engine::Verdict) -> Failure {
    let mut reasons = Vec::new();
    if verdict.pairs > 0 {
        let pairs = if verdict.pairs == 1 { "pair" } else { "pairs" };
        reasons.push(format!("{} attacking {pairs}", grouped(verdict.pairs)));
    }
    if verdict.empty_rows > 0 {
        let rows: Vec<String> = verdict
            .listed_empty_rows
            .iter()
            .take(10)
            .map(usize::to_string)
            .collect();
        let more = verdict.empty_rows - rows.len() as u64;
        let word = if verdict.empty_rows == 1 {
            "row"
        } else {
            "rows"
        };
        let mut text = format!("no queen in {word} {}", rows.join(", "));
        if more > 0 {
            text += &format!(" and {} more", grouped(more));
        }
        reasons.push(text);
    }
    Failure::answer(format!("not a solution: {}", reasons.join("; ")))
}

/// How many attacking pairs and empty rows `check` names.
pub const CHECK_LISTED: usize = engine::LISTED;
