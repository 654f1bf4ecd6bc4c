//! A learner's solver checked against the truth: its output read as it was
//! printed ([`read`]), each board judged by the rules, and the list held
//! against every solution of n: how many are valid, missing, invalid and
//! repeated, with the first of each shown.
//!
//! Memory is a bit per solution of n (1.8 MB for n = 16) plus 16 bytes per
//! board printed out of the numbering's order; a list in order (as a
//! row-by-row search prints it) is checked in one walk beside the true
//! list, whatever its length.

/// A solver's output as it was printed: read by the formats' own parsers
/// (the column lists and JSON a board file is read by, the rows of a text
/// board by its lexer).
pub use crate::formats::printed as read;
mod report;

use std::io::Read;

use crate::engine::{
    Control, EngineError, KNOWN_COUNTS, Placement, Rules, RulesError, Solutions, list,
};
use crate::numbers::grouped;

pub use read::{Entry, Format, Limits, OutputReader, Printed, ReadError, Shape};
pub use report::{BoardsReport, Findings, Invalid, Missing, Reason, Repeat, Report};

/// The largest n whose list is checked: n = 18 has 666,090,624 solutions,
/// a bit each is 83 MB; n = 19 would take 621 MB and minutes to list.
pub const MAX_VERIFY_N: usize = 18;

/// How many missing, invalid and repeated boards a report shows.
pub const SHOWN: usize = 5;

/// The most boards kept for a second pass (those out of the numbering's
/// order): 512 MiB of them.
pub const MAX_UNORDERED: usize = 1 << 25;

/// What to read the output as.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Options {
    /// The board size; read from the first board when not given.
    pub n: Option<usize>,
    /// Columns are numbered from 1 in the output.
    pub one_based: bool,
    /// The format, when the first characters should not decide it.
    pub format: Option<Format>,
    /// The piece and the board the output solves (the classic queens by
    /// default); `columns` of a square board may be left out.
    pub rules: Rules,
}

/// Why a check could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    #[error(transparent)]
    Read(#[from] ReadError),
    #[error("the output holds no board to tell n by: say which n it is for (--n)")]
    NoSize,
    #[error("a count needs the n it counts (--n)")]
    CountWithoutSize,
    #[error("n = 0 has no board")]
    Zero,
    #[error(
        "lists are checked up to n = {MAX_VERIFY_N}; n = {0} has more solutions than a check can hold"
    )]
    TooLarge(usize),
    #[error("nobody knows the number of solutions of n = {0} (known up to n = 27)")]
    Unknown(usize),
    #[error(
        "more than {} boards out of the numbering's order: sort the list first",
        grouped(MAX_UNORDERED as u64)
    )]
    TooUnordered,
    #[error("stopped")]
    Cancelled,
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("other rules are checked up to {MAX_RULE_VERIFY_WIDTH} columns, not {0}")]
    TooWide(usize),
}

/// The widest board a list under other rules is checked for: a packed
/// list holds 5 bits a column.
pub const MAX_RULE_VERIFY_WIDTH: usize = 32;

/// The true count of n under `rules`: known for the queens, counted for
/// other rules.
fn true_count_under(n: usize, rules: &Rules, control: Control<'_>) -> Result<u64, VerifyError> {
    if rules.is_classic_at(n) {
        return true_count(n);
    }
    if n == 0 {
        return Err(VerifyError::Zero);
    }
    if rules.known_empty(n) {
        // Pólya's theorem answers at once what the search would take
        // hours (n = 30) or years to.
        return Ok(0);
    }
    crate::engine::Problem::new(n, *rules)
        .and_then(|problem| crate::engine::count(&problem, false, &control))
        .map(|c| c.total)
        .map_err(|e| match e {
            EngineError::Rules(e) => VerifyError::Rules(e),
            _ => VerifyError::Cancelled,
        })
}

/// The true count of n, if anybody knows it.
fn true_count(n: usize) -> Result<u64, VerifyError> {
    match n {
        0 => Err(VerifyError::Zero),
        _ => KNOWN_COUNTS
            .get(n - 1)
            .copied()
            .ok_or(VerifyError::Unknown(n)),
    }
}

/// The side a printed board suggests.
fn side(board: &Printed) -> usize {
    match board {
        Printed::Grid(rows) => rows.len(),
        Printed::Columns(columns) => columns.len(),
    }
}

/// The squares of a printed board of n rows and `w` columns, or why its
/// shape is not that board's: rows of the wrong count or width, column
/// lists of the wrong length or off the board.
fn squares_of(
    board: &Printed,
    n: usize,
    w: usize,
    one_based: bool,
) -> Result<Vec<(usize, usize)>, Reason> {
    match board {
        Printed::Grid(rows) => {
            if rows.len() != n {
                return Err(Reason::Rows {
                    rows: rows.len(),
                    n,
                });
            }
            if let Some((row, (width, _))) = rows.iter().enumerate().find(|(_, (x, _))| *x != w) {
                return Err(Reason::RowWidth {
                    row,
                    width: *width,
                    n: w,
                });
            }
            Ok(rows
                .iter()
                .enumerate()
                .flat_map(|(r, (_, queens))| queens.iter().map(move |&c| (r, c as usize)))
                .collect())
        }
        Printed::Columns(columns) => {
            if columns.len() != n {
                return Err(Reason::Columns {
                    listed: columns.len(),
                    n,
                });
            }
            let shift = i64::from(one_based);
            let mut squares = Vec::with_capacity(n);
            for (row, &printed) in columns.iter().enumerate() {
                let c = printed - shift;
                if c < 0 || c >= w as i64 {
                    return Err(Reason::OffBoard {
                        row,
                        printed,
                        low: shift,
                        high: w as i64 - 1 + shift,
                    });
                }
                squares.push((row, c as usize));
            }
            Ok(squares)
        }
    }
}

/// The classic queens' judge: a bitmask pass for the usual board, the
/// placement's own check (which names the attack) for the rest.
fn judge_queens(
    board: &Printed,
    n: usize,
    one_based: bool,
    place: u64,
    line: u64,
) -> Result<Vec<u32>, Box<Invalid>> {
    let invalid = |reason: Reason, placement: Option<Placement>| {
        let attack = placement
            .as_ref()
            .and_then(|p| p.check(1).listed.first().copied());
        Box::new(Invalid {
            place,
            line,
            reason: attack.map_or(reason, Reason::Attack),
            placement,
        })
    };
    let squares = squares_of(board, n, n, one_based).map_err(|reason| invalid(reason, None))?;
    // The usual case first: one queen a row, none attacking.
    if squares.len() == n && squares.iter().enumerate().all(|(i, &(r, _))| r == i) {
        let (mut cols, mut down, mut up) = (0u64, 0u128, 0u128);
        let mut fine = true;
        for &(r, c) in &squares {
            let (cb, db, ub) = (1u64 << c, 1u128 << (r + c), 1u128 << (r + n - c));
            if cols & cb != 0 || down & db != 0 || up & ub != 0 {
                fine = false;
                break;
            }
            cols |= cb;
            down |= db;
            up |= ub;
        }
        if fine {
            return Ok(squares.iter().map(|&(_, c)| c as u32).collect());
        }
    }
    let placement = Placement::new(n, squares).map_err(|e| invalid(Reason::Board(e), None))?;
    let verdict = placement.check(1);
    let reason = match verdict.listed_empty_rows.first() {
        Some(&row) => Reason::EmptyRow { row, n },
        None => Reason::NotSolution,
    };
    Err(invalid(reason, Some(placement)))
}

/// The board as a column list if it is a solution of n rows under
/// `rules` (on the rules' columns, its pieces attacking as they say), or
/// why not.
///
/// ```
/// use nqueens_boards::engine::{Piece, Rules};
/// use nqueens_boards::verify::{judge, Printed};
/// let queens = Rules::QUEENS;
/// assert_eq!(judge(&queens, &Printed::Columns(vec![1, 3, 0, 2]), 4, false, 0, 0).unwrap(), [1, 3, 0, 2]);
/// let invalid = judge(&queens, &Printed::Columns(vec![0, 1, 2, 3]), 4, false, 7, 9).unwrap_err();
/// assert_eq!(invalid.reason.to_string(), "queens at row 0 column 0 and row 1 column 1: same diagonal");
/// assert_eq!((invalid.place, invalid.line), (7, 9));
/// let kings = Rules { piece: Piece::King, ..Rules::default() };
/// // Queens on [0, 2] attack along a diagonal; kings two apart do not.
/// assert!(judge(&kings, &Printed::Columns(vec![2, 0, 3, 1]), 4, false, 1, 1).is_ok());
/// assert!(judge(&kings, &Printed::Columns(vec![0, 1, 3, 2]), 4, false, 1, 1).is_err());
/// ```
pub fn judge(
    rules: &Rules,
    board: &Printed,
    n: usize,
    one_based: bool,
    place: u64,
    line: u64,
) -> Result<Vec<u32>, Box<Invalid>> {
    if rules.is_classic_at(n) {
        return judge_queens(board, n, one_based, place, line);
    }
    let w = rules.width(n);
    let invalid = |reason: Reason| {
        Box::new(Invalid {
            place,
            line,
            reason,
            placement: None,
        })
    };
    let squares = squares_of(board, n, w, one_based).map_err(invalid)?;
    if let Some(&(first, second)) = rules.attacking_pairs(n, &squares).first() {
        return Err(invalid(Reason::Pieces { first, second }));
    }
    let mut columns = vec![None; n];
    for &(r, c) in &squares {
        columns[r] = Some(c as u32);
    }
    match columns.iter().position(Option::is_none) {
        Some(row) => Err(invalid(Reason::EmptyRow { row, n })),
        None => Ok(columns.into_iter().flatten().collect()),
    }
}

/// A column list packed so that packed lists compare as the lists do, with
/// room below for a board's place.
fn pack(columns: &[u32]) -> u128 {
    columns
        .iter()
        .fold(0u128, |acc, &c| (acc << 5) | u128::from(c))
        << PLACE_BITS
}

/// Bits left below a packed list of n = 18 (5 bits a column).
const PLACE_BITS: u32 = 38;

/// The true solutions of n walked in order beside the output.
struct Walk {
    solutions: Solutions,
    /// The number and packed list of the solution the walk is at.
    at: Option<(u64, u128)>,
}

impl Walk {
    /// The engine's walk of the solutions, which chooses the queens' own
    /// enumeration or the search of other rules.
    fn new(n: usize, rules: &Rules) -> Result<Self, VerifyError> {
        let solutions = Solutions::new(n, rules.normalized(n)).map_err(|e| match e {
            EngineError::Rules(e) => VerifyError::Rules(e),
            _ => VerifyError::TooLarge(n),
        })?;
        Ok(Walk {
            solutions,
            at: Some((0, 0)),
        })
    }

    /// Moves to the next solution; `None` when the walk has ended.
    fn step(&mut self, control: &Control<'_>) -> Result<Option<(u64, u128)>, VerifyError> {
        let Some((k, _)) = self.at else {
            return Ok(None);
        };
        let found = loop {
            if let Some(found) = self.solutions.advance_for(1 << 20) {
                break found;
            }
            if control.cancelled() {
                return Err(VerifyError::Cancelled);
            }
        };
        let next = found.then(|| pack(self.solutions.current()));
        self.at = next.map(|p| (k + 1, p));
        Ok(self.at)
    }

    /// Walks up to the first solution not before `packed`.
    fn reach(
        &mut self,
        packed: u128,
        control: &Control<'_>,
    ) -> Result<Option<(u64, u128)>, VerifyError> {
        loop {
            match self.at {
                Some((k, p)) if k > 0 && p >= packed => return Ok(self.at),
                None => return Ok(None),
                _ => {
                    self.step(control)?;
                }
            }
        }
    }
}

/// One bit a solution.
struct Seen {
    bits: Vec<u64>,
    distinct: u64,
}

impl Seen {
    fn new(total: u64) -> Self {
        Seen {
            bits: vec![0; total.div_ceil(64) as usize],
            distinct: 0,
        }
    }

    /// Marks solution k (from 1); false when it was marked already.
    fn mark(&mut self, k: u64) -> bool {
        let (word, bit) = (((k - 1) / 64) as usize, (k - 1) % 64);
        let fresh = self.bits[word] & (1 << bit) == 0;
        self.bits[word] |= 1 << bit;
        self.distinct += u64::from(fresh);
        fresh
    }

    /// The first unmarked numbers, up to `limit`.
    fn first_unmarked(&self, total: u64, limit: usize) -> Vec<u64> {
        let mut found = Vec::new();
        for (i, &word) in self.bits.iter().enumerate() {
            let mut free = !word;
            while free != 0 && found.len() < limit {
                let k = i as u64 * 64 + u64::from(free.trailing_zeros()) + 1;
                if k > total {
                    return found;
                }
                found.push(k);
                free &= free - 1;
            }
            if found.len() == limit {
                break;
            }
        }
        found
    }
}

/// Reads a solver's output and checks it against the truth. `progress`
/// gets the boards read so far, every 65,536 boards; `control` can stop it.
pub fn verify(
    input: impl Read,
    options: Options,
    control: Control<'_>,
    progress: &mut dyn FnMut(u64),
) -> Result<Report, VerifyError> {
    let mut reader = OutputReader::new(input)?;
    if let Some(format) = options.format {
        reader.expect(format)?;
    }
    let shape = reader.shape();
    if let Shape::Count(printed) = shape {
        let n = options.n.ok_or(VerifyError::CountWithoutSize)?;
        let rules = options.rules.normalized(n);
        rules.check(n)?;
        return Ok(Report {
            n,
            shape,
            findings: Findings::Count {
                printed,
                truth: true_count_under(n, &rules, control)?,
            },
        });
    }
    let first = reader.next_board()?;
    let n = match (options.n, &first) {
        (Some(n), _) => n,
        (None, Some(entry)) => side(&entry.board),
        (None, None) => return Err(VerifyError::NoSize),
    };
    let rules = options.rules.normalized(n);
    rules.check(n)?;
    if n > MAX_VERIFY_N {
        return Err(VerifyError::TooLarge(n));
    }
    if rules.width(n) > MAX_RULE_VERIFY_WIDTH {
        return Err(VerifyError::TooWide(rules.width(n)));
    }
    let truth = true_count_under(n, &rules, control)?;
    let mut tally = Tally::new(n, rules, truth)?;
    let mut next = first;
    while let Some(entry) = next {
        tally.report.boards += 1;
        if tally.report.boards.is_multiple_of(65_536) {
            progress(tally.report.boards);
            if control.cancelled() {
                return Err(VerifyError::Cancelled);
            }
        }
        tally.add(&entry, options.one_based, &control)?;
        next = reader.next_board()?;
    }
    tally.settle_unordered(&control)?;
    Ok(Report {
        n,
        shape,
        findings: Findings::Boards(Box::new(tally.finish(control)?)),
    })
}

/// The boards checked so far: the report's figures, a bit per solution,
/// the walk beside the true list, and the boards printed behind it.
struct Tally {
    n: usize,
    rules: Rules,
    report: BoardsReport,
    seen: Seen,
    walk: Walk,
    /// Valid boards behind the walk, packed with their place.
    unordered: Vec<u128>,
    last_valid: Option<(u128, u64)>,
}

impl Tally {
    fn new(n: usize, rules: Rules, truth: u64) -> Result<Tally, VerifyError> {
        Ok(Tally {
            n,
            rules,
            report: BoardsReport {
                boards: 0,
                valid: 0,
                missing: 0,
                invalid: 0,
                duplicates: 0,
                truth,
                first_missing: Vec::new(),
                first_invalid: Vec::new(),
                first_repeats: Vec::new(),
                out_of_order: None,
            },
            seen: Seen::new(truth),
            walk: Walk::new(n, &rules)?,
            unordered: Vec::new(),
            last_valid: None,
        })
    }

    fn repeat(report: &mut BoardsReport, place: u64, number: u64) {
        report.duplicates += 1;
        if report.first_repeats.len() < SHOWN {
            report.first_repeats.push(Repeat { place, number });
        }
    }

    /// Judges one printed board and finds its number, now if the walk
    /// reaches it, or in [`Tally::settle_unordered`] if it is behind.
    fn add(
        &mut self,
        entry: &Entry,
        one_based: bool,
        control: &Control<'_>,
    ) -> Result<(), VerifyError> {
        let judged = judge(
            &self.rules,
            &entry.board,
            self.n,
            one_based,
            entry.place,
            entry.line,
        );
        let report = &mut self.report;
        let columns = match judged {
            Ok(columns) => columns,
            Err(invalid) => {
                report.invalid += 1;
                if report.first_invalid.len() < SHOWN {
                    report.first_invalid.push(*invalid);
                }
                return Ok(());
            }
        };
        report.valid += 1;
        let packed = pack(&columns);
        if let Some((before, before_place)) = self.last_valid
            && packed <= before
            && report.out_of_order.is_none()
        {
            report.out_of_order = Some((entry.place, before_place));
        }
        self.last_valid = Some((packed, entry.place));
        match self.walk.reach(packed, control)? {
            Some((k, p)) if p == packed => {
                if !self.seen.mark(k) {
                    Self::repeat(report, entry.place, k);
                }
            }
            _ => {
                // Behind the walk: kept for a second one.
                if self.unordered.len() == MAX_UNORDERED || entry.place >= 1 << PLACE_BITS {
                    return Err(VerifyError::TooUnordered);
                }
                self.unordered.push(packed | u128::from(entry.place));
            }
        }
        Ok(())
    }

    /// The boards printed out of order, sorted, against a second walk.
    fn settle_unordered(&mut self, control: &Control<'_>) -> Result<(), VerifyError> {
        if self.unordered.is_empty() {
            return Ok(());
        }
        self.unordered.sort_unstable();
        let mut walk = Walk::new(self.n, &self.rules)?;
        let mut pending = self.unordered.iter().peekable();
        while let Some(&&first) = pending.peek() {
            let board = first >> PLACE_BITS << PLACE_BITS;
            let Some((k, p)) = walk.reach(board, control)? else {
                break;
            };
            debug_assert_eq!(p, board, "a valid board is a solution");
            while let Some(&&item) = pending.peek() {
                if item >> PLACE_BITS << PLACE_BITS != p {
                    break;
                }
                if !self.seen.mark(k) {
                    let place = (item & ((1 << PLACE_BITS) - 1)) as u64;
                    Self::repeat(&mut self.report, place, k);
                }
                pending.next();
            }
        }
        self.report.first_repeats.sort_by_key(|r| r.place);
        Ok(())
    }

    /// The report, with how many solutions are missing and the first few.
    fn finish(mut self, control: Control<'_>) -> Result<BoardsReport, VerifyError> {
        let (n, rules) = (self.n, self.rules);
        let truth = self.report.truth;
        self.report.missing = truth - self.seen.distinct;
        let problem = crate::engine::Problem::new(n, rules).map_err(|_| VerifyError::Cancelled)?;
        for number in self.seen.first_unmarked(truth, SHOWN) {
            let columns = list(&problem, false, number, 1, &control)
                .map_err(|_| VerifyError::Cancelled)?
                .into_iter()
                .next()
                .ok_or(VerifyError::Cancelled)?;
            self.report.first_missing.push(Missing { number, columns });
        }
        Ok(self.report)
    }
}

#[cfg(test)]
mod tests;
