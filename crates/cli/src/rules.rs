//! `--piece`, `--torus` and `--columns`: the options, and what the
//! commands still do apart under other rules than the classic queens'
//! (solution k's messages, `stats`' lines, the judge of `check` and
//! `rank`); `count`, `heatmap`, `construct` and `solve --all` are one path
//! for every rule.

use std::io::{self, Read, Write};
use std::path::Path;

use super::Failure;
use crate::engine::{self, Feature, Piece, Rules, Square};
use crate::formats::{self, grouped};

/// `--piece`'s values: the engine's table of spellings, each with its
/// help.
fn piece_parser() -> impl clap::builder::TypedValueParser<Value = Piece> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    let values = Piece::ALL.map(|p| PossibleValue::new(p.key()).help(p.spelling().about));
    PossibleValuesParser::new(values)
        .try_map(|key| Piece::from_key(&key).ok_or_else(|| format!("no piece is called {key}")))
}

/// The piece and the board.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct RuleArgs {
    /// The piece placed n times (queen when not given; a RON board's own
    /// when it records one).
    #[arg(long, value_parser = piece_parser())]
    piece: Option<Piece>,
    /// The board's edges wrap around (a torus): lines leaving one side
    /// come back on the other.
    #[arg(long)]
    torus: bool,
    /// n pieces on n rows and C columns (C >= n; at most 64).
    #[arg(long, value_name = "C")]
    columns: Option<usize>,
}

impl RuleArgs {
    /// The rules as given, before n is known (`verify` reads n from the
    /// output).
    pub fn raw(&self) -> Rules {
        Rules {
            piece: self.piece.unwrap_or_default(),
            topology: crate::engine::Topology::torus_if(self.torus),
            columns: self.columns,
        }
    }

    /// Whether the options agree with rules a board records: each option
    /// given says what the board says (`--columns` is held to the board's
    /// own columns when it is read, [`for_board`]).
    fn agree_with(&self, recorded: Rules) -> bool {
        self.piece.is_none_or(|p| p == recorded.piece)
            && (!self.torus || recorded.topology == engine::Topology::Torus)
    }

    /// The rules asked for on n rows: `None` for the classic puzzle.
    pub fn chosen(&self, n: usize) -> Result<Option<Rules>, Failure> {
        let Some(rules) = self.raw().normalized(n).other() else {
            return Ok(None);
        };
        rules.check(n).map_err(|e| Failure::usage(e.to_string()))?;
        Ok(Some(rules))
    }

    /// The rules asked for on n rows, for a search: the classic queens'
    /// up to n = 32 (the kernels' masks), other rules' up to their 64
    /// columns.
    pub fn searched(&self, n: usize) -> Result<Rules, Failure> {
        let rules = self.raw().normalized(n);
        rules.check_search(n).map_err(|e| match e {
            engine::EngineError::Rules(e) => Failure::usage(e.to_string()),
            e => e.into(),
        })?;
        Ok(rules)
    }

    /// The rules asked for on n rows, for a formula, which is not held to
    /// the search's 64 columns: the board's shape checked (n = 0 is the
    /// formula's own refusal).
    pub fn chosen_for_formula(&self, n: usize) -> Result<Rules, Failure> {
        let rules = self.raw().normalized(n);
        if n > 0 {
            rules
                .check_shape(n)
                .map_err(|e| Failure::usage(e.to_string()))?;
        }
        Ok(rules)
    }
}

/// `Ok` when `rules` have `feature`, else its refusal (exit 2), worded by
/// the engine's one table of what each rule supports.
pub fn need(rules: Rules, feature: Feature) -> Result<(), Failure> {
    match rules.refusal(feature) {
        Some(why) => Err(Failure::usage(why)),
        None => Ok(()),
    }
}

/// The rules a board of `placement`'s shape is checked under: those asked
/// for, on as many columns as the board has (a board read back keeps its
/// shape), or why the two disagree.
pub fn for_board(rules: Rules, placement: &engine::Placement) -> Result<Rules, Failure> {
    let (n, width) = (placement.n(), placement.width());
    if let Some(asked) = rules.columns.filter(|&c| c != width) {
        return Err(Failure::usage(format!(
            "--columns {asked} was given, but the board has {width} columns"
        )));
    }
    let rules = Rules {
        columns: (width != n).then_some(width),
        ..rules
    };
    rules.check(n).map_err(|e| Failure::usage(e.to_string()))?;
    Ok(rules)
}

/// A board file as `check` and `rank` take it: standard input's start,
/// read once (to look for the rules a RON board records, then read with
/// the rest), and the rules the board is judged under.
pub struct BoardInput {
    pub head: Vec<u8>,
    /// Other rules than the classic queens', given or recorded.
    pub rules: Option<Rules>,
}

impl BoardInput {
    /// Reads the start of standard input (for `-`) and finds the rules:
    /// those a RON board records (the classic queens' when it records
    /// none) or, for text, those the options give. Options that say other
    /// rules than the file records are refused: a board is judged under
    /// the rules it was written for, or not at all.
    pub fn open(file: &Path, asked: &RuleArgs) -> Result<BoardInput, Failure> {
        let mut head = Vec::new();
        if super::is_dash(file) {
            io::stdin()
                .lock()
                .take(formats::MAX_RULED_BOARD_BYTES)
                .read_to_end(&mut head)
                .map_err(|e| Failure::usage(format!("cannot read standard input: {e}")))?;
        }
        let whole = (head.len() as u64) < formats::MAX_RULED_BOARD_BYTES;
        let recorded = if !super::is_dash(file) {
            formats::board_rules(formats::Input::File(file))
        } else if whole {
            formats::board_rules(formats::Input::Bytes(&head, file))
        } else {
            None
        };
        let rules = agree(asked, recorded, file)?;
        Ok(BoardInput { head, rules })
    }

    /// The board under other rules, as wide as they say.
    pub fn placement(self, file: &Path, rules: Rules) -> Result<engine::Placement, Failure> {
        if super::is_dash(file) {
            let text = String::from_utf8(self.head)
                .map_err(|_| Failure::usage("-: standard input is not UTF-8 text"))?;
            formats::read_board(&text, formats::Reading::on(rules.columns))
                .map_err(|e| Failure::usage(format!("-: {e}")))
        } else {
            Ok(formats::open_board(
                formats::Input::File(file),
                formats::Reading::on(rules.columns),
            )?)
        }
    }
}

/// The rules of a board: the file's, or the options' where the file
/// records none; an error when both speak and disagree.
fn agree(asked: &RuleArgs, recorded: Option<Rules>, file: &Path) -> Result<Option<Rules>, Failure> {
    let given = asked.raw();
    let Some(recorded) = recorded else {
        return asked.chosen(1);
    };
    if !asked.agree_with(recorded) {
        return Err(Failure::usage(format!(
            "{}: the board records {recorded}, but the options say {}: give the board's rules \
             or none",
            file.display(),
            Rules {
                columns: None,
                ..given
            }
        )));
    }
    let rules = Rules {
        columns: given.columns.or(recorded.columns),
        ..recorded
    };
    Ok(rules.other())
}

/// What is wrong with a board under a rule: the pairs of pieces that
/// attack each other (two in a row or a column included) and the rows
/// left empty.
pub struct Judgement {
    pairs: Vec<(Square, Square)>,
    empty: Vec<usize>,
}

impl Judgement {
    pub fn of(placement: &engine::Placement, rules: Rules) -> Judgement {
        let n = placement.n();
        let squares = placement.queens();
        let mut filled = vec![false; n];
        for &(r, _) in squares {
            filled[r] = true;
        }
        Judgement {
            pairs: rules.attacking_pairs(n, squares),
            empty: (0..n).filter(|&r| !filled[r]).collect(),
        }
    }

    /// The "no" of a board that is not a solution, with its reasons.
    pub fn failure(&self, rules: Rules) -> Option<Failure> {
        let mut reasons = Vec::new();
        if !self.pairs.is_empty() {
            reasons.push(format!(
                "{} attacking pairs",
                grouped(self.pairs.len() as u64)
            ));
        }
        if !self.empty.is_empty() {
            let rows: Vec<String> = self.empty.iter().take(10).map(usize::to_string).collect();
            reasons.push(format!("no piece in rows {}", rows.join(", ")));
        }
        (!reasons.is_empty()).then(|| {
            Failure::no(format!(
                "not a solution for {rules}: {}",
                reasons.join("; ")
            ))
        })
    }
}

/// `check FILE` under `rules`: the board's pieces that attack each other
/// under the rule (pairs in a row or a column included), and empty rows.
pub fn check(
    placement: &engine::Placement,
    rules: Rules,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let judgement = Judgement::of(placement, rules);
    let name = |(r, c): Square| format!("row {r} column {c}");
    for &(a, b) in judgement.pairs.iter().take(super::CHECK_LISTED) {
        put!(out, "{} and {} attack each other\n", name(a), name(b))?;
    }
    if judgement.pairs.len() > super::CHECK_LISTED {
        put!(
            out,
            "… and {} more\n",
            grouped((judgement.pairs.len() - super::CHECK_LISTED) as u64)
        )?;
    }
    out.flush().map_err(Failure::output)?;
    if let Some(failure) = judgement.failure(rules) {
        return Err(failure);
    }
    super::failure::say(&format!("a solution for {rules}, n = {}", placement.n()));
    Ok(())
}

/// The columns of a board under `rules`, for `rank`: the "no" of `check`
/// when it is not a solution.
pub fn solution_columns(placement: &engine::Placement, rules: Rules) -> Result<Vec<u32>, Failure> {
    if let Some(failure) = Judgement::of(placement, rules).failure(rules) {
        return Err(failure);
    }
    let mut columns = vec![0u32; placement.n()];
    for &(r, c) in placement.queens() {
        columns[r] = c as u32;
    }
    Ok(columns)
}
