//! A learner's solver checked against the truth: its output read as it was
//! printed ([`read`]), each board judged by the rules, and the list held
//! against every solution of n: how many are valid, missing, invalid and
//! repeated, with the first of each shown.
//!
//! Memory is a bit per solution of n (1.8 MB for n = 16) plus 16 bytes per
//! board printed out of the numbering's order; a list in order (as a
//! row-by-row search prints it) is checked in one walk beside the true
//! list, whatever its length.

pub mod read;

use std::io::Read;

use crate::engine::{
    Attack, Constraints, Control, EngineError, KNOWN_COUNTS, Placement, RuleSearch, Rules,
    RulesError, Solutions, Square, count_rule, list_rule, unrank,
};
use crate::numbers::{grouped, plural};

pub use read::{Entry, Format, OutputReader, Printed, ReadError, Shape};

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

/// A board that is not a solution of n, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invalid {
    pub place: u64,
    pub line: u64,
    pub reason: Reason,
    /// The queens as printed, when they fit an n×n board (for a picture).
    pub placement: Option<Placement>,
}

/// Why a printed board is not a solution of n. Its `Display` is the
/// command line's words; the window says each in its language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Reason {
    /// The first attacking pair.
    #[error("{0}")]
    Attack(Attack),
    #[error("{rows} rows, not {n}")]
    Rows { rows: usize, n: usize },
    #[error("row {row} has {width} squares, not {n}")]
    RowWidth { row: usize, width: usize, n: usize },
    #[error("{listed} columns listed, not {n}")]
    Columns { listed: usize, n: usize },
    #[error("row {row}: column {printed} is off the board ({low} to {high})")]
    OffBoard {
        row: usize,
        printed: i64,
        low: i64,
        high: i64,
    },
    #[error("{0}")]
    Board(crate::engine::BoardError),
    /// Rows counted from 0 at the top, as in the printed list.
    #[error("no queen in row {row}")]
    EmptyRow { row: usize, n: usize },
    #[error("not a solution")]
    NotSolution,
    /// Two pieces that attack each other under other rules than the
    /// classic queens' (a knight's jump, kings side by side, a torus's
    /// wrapped line).
    #[error(
        "pieces at row {} column {} and row {} column {} attack each other",
        first.0, first.1, second.0, second.1
    )]
    Pieces { first: Square, second: Square },
}

impl Invalid {
    /// The first attacking pair, when there is one.
    pub fn attack(&self) -> Option<&Attack> {
        match &self.reason {
            Reason::Attack(a) => Some(a),
            _ => None,
        }
    }
}

/// A solution printed again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repeat {
    pub place: u64,
    /// Its number in the numbering of `solve --index`.
    pub number: u64,
}

/// A solution the output lacks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Missing {
    pub number: u64,
    pub columns: Vec<u32>,
}

/// What the boards of an output are, against the solutions of n.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardsReport {
    pub boards: u64,
    pub valid: u64,
    pub missing: u64,
    pub invalid: u64,
    pub duplicates: u64,
    /// The true number of solutions.
    pub truth: u64,
    pub first_missing: Vec<Missing>,
    pub first_invalid: Vec<Invalid>,
    pub first_repeats: Vec<Repeat>,
    /// The first valid board that comes before the one printed above it in
    /// the numbering (its place and the other's), if any.
    pub out_of_order: Option<(u64, u64)>,
}

/// A check's outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Findings {
    Count { printed: u64, truth: u64 },
    Boards(Box<BoardsReport>),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub n: usize,
    pub shape: Shape,
    pub findings: Findings,
}

impl Report {
    /// The output is exactly the truth: the right count, or every solution
    /// once and nothing else.
    pub fn is_exact(&self) -> bool {
        match &self.findings {
            Findings::Count { printed, truth } => printed == truth,
            Findings::Boards(b) => b.boards == b.truth && b.valid == b.boards && b.missing == 0,
        }
    }

    /// The report as `verify` prints it: the figures one a line
    /// (`n: 8`, `boards: 92`, …), then the first boards of each kind and a
    /// verdict. With `order`, a line on the numbering's order.
    ///
    /// ```
    /// use nqueens::verify::{verify, Options};
    /// let report = verify(&b"[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]"[..], Options::default(), Default::default(), &mut |_| {}).unwrap();
    /// let text = report.text(false);
    /// assert!(text.starts_with("n: 4\nboards: 1\nvalid: 1\nmissing: 1\ninvalid: 0\nduplicates: 0\n"), "{text}");
    /// assert!(text.contains("#2: 2 0 3 1"), "{text}");
    /// ```
    pub fn text(&self, order: bool) -> String {
        let n = self.n;
        let mut out = format!("n: {n}\n");
        match &self.findings {
            Findings::Count { printed, truth } => {
                out += &format!("count: {printed}\ntrue count: {truth}\n");
                let difference = i128::from(*printed) - i128::from(*truth);
                out += &format!("difference: {difference:+}\n");
                out += &if difference == 0 {
                    format!("the count of n = {n} is right\n")
                } else if difference > 0 {
                    format!(
                        "{} too many: n = {n} has {}\n",
                        grouped(difference.unsigned_abs() as u64),
                        plural(*truth, "solution", "solutions")
                    )
                } else {
                    format!(
                        "{} too few: n = {n} has {}\n",
                        grouped(difference.unsigned_abs() as u64),
                        plural(*truth, "solution", "solutions")
                    )
                };
            }
            Findings::Boards(b) => {
                out += &format!(
                    "boards: {}\nvalid: {}\nmissing: {}\ninvalid: {}\nduplicates: {}\n",
                    b.boards, b.valid, b.missing, b.invalid, b.duplicates
                );
                if order {
                    out += &match b.out_of_order {
                        None => "order: lexicographic\n".to_string(),
                        Some((place, before)) => format!(
                            "order: not lexicographic (board {} comes before board {} in the numbering)\n",
                            grouped(place),
                            grouped(before)
                        ),
                    };
                }
                if !b.first_missing.is_empty() {
                    out += &format!("\nmissing, the first {}:\n", b.first_missing.len());
                    for m in &b.first_missing {
                        let columns: Vec<String> = m.columns.iter().map(u32::to_string).collect();
                        out += &format!("#{}: {}\n", m.number, columns.join(" "));
                    }
                }
                if !b.first_invalid.is_empty() {
                    out += &format!("\ninvalid, the first {}:\n", b.first_invalid.len());
                    for i in &b.first_invalid {
                        out += &format!(
                            "board {} (line {}): {}\n",
                            grouped(i.place),
                            grouped(i.line),
                            i.reason
                        );
                    }
                }
                if !b.first_repeats.is_empty() {
                    out += &format!("\nduplicates, the first {}:\n", b.first_repeats.len());
                    for r in &b.first_repeats {
                        out += &format!(
                            "board {} is solution #{} again\n",
                            grouped(r.place),
                            grouped(r.number)
                        );
                    }
                }
                out += "\n";
                out += &self.verdict();
                out += "\n";
            }
        }
        out
    }

    /// One sentence: right, or what is wrong.
    pub fn verdict(&self) -> String {
        let n = self.n;
        match &self.findings {
            Findings::Count { printed, truth } if printed == truth => {
                format!("the count of n = {n} is right")
            }
            Findings::Count { truth, .. } => format!(
                "wrong: n = {n} has {}",
                plural(*truth, "solution", "solutions")
            ),
            Findings::Boards(_) if self.is_exact() => format!(
                "exactly the solutions of n = {n}, each once ({})",
                grouped(self.truth())
            ),
            Findings::Boards(b) => {
                let mut wrong = Vec::new();
                if b.missing > 0 {
                    wrong.push(format!("{} missing", grouped(b.missing)));
                }
                if b.invalid > 0 {
                    wrong.push(format!("{} invalid", grouped(b.invalid)));
                }
                if b.duplicates > 0 {
                    wrong.push(format!("{} repeated", grouped(b.duplicates)));
                }
                format!("not the solutions of n = {n}: {}", wrong.join(", "))
            }
        }
    }

    /// The true number of solutions of n.
    pub fn truth(&self) -> u64 {
        match &self.findings {
            Findings::Count { truth, .. } => *truth,
            Findings::Boards(b) => b.truth,
        }
    }
}

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
    count_rule(n, *rules, false, &control)
        .map(|c| c.solutions)
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

/// The board as a column list if it is a solution of n, or why not.
///
/// ```
/// use nqueens::verify::{judge, Printed};
/// assert_eq!(judge(&Printed::Columns(vec![1, 3, 0, 2]), 4, false, 0, 0).unwrap(), [1, 3, 0, 2]);
/// let invalid = judge(&Printed::Columns(vec![0, 1, 2, 3]), 4, false, 7, 9).unwrap_err();
/// assert_eq!(invalid.reason.to_string(), "queens at row 0 column 0 and row 1 column 1: same diagonal");
/// assert_eq!((invalid.place, invalid.line), (7, 9));
/// ```
pub fn judge(
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

/// [`judge`] under `rules`: the board of n rows and the rules' columns,
/// its pieces attacking as the rules say.
///
/// ```
/// use nqueens::engine::{Piece, Rules};
/// use nqueens::verify::{judge_under, Printed};
/// let kings = Rules { piece: Piece::King, ..Rules::default() };
/// // Queens on [0, 2] attack along a diagonal; kings two apart do not.
/// assert!(judge_under(&kings, &Printed::Columns(vec![2, 0, 3, 1]), 4, false, 1, 1).is_ok());
/// assert!(judge_under(&kings, &Printed::Columns(vec![0, 1, 3, 2]), 4, false, 1, 1).is_err());
/// ```
pub fn judge_under(
    rules: &Rules,
    board: &Printed,
    n: usize,
    one_based: bool,
    place: u64,
    line: u64,
) -> Result<Vec<u32>, Box<Invalid>> {
    if rules.is_classic_at(n) {
        return judge(board, n, one_based, place, line);
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
    solutions: Truth,
    /// The number and packed list of the solution the walk is at.
    at: Option<(u64, u128)>,
}

/// Where the true solutions come from: the queens' own enumeration, or
/// the search of other rules stepping from one solution to the next.
enum Truth {
    Queens(Box<Solutions>),
    Rules(RuleSearch, Option<Vec<u32>>),
}

impl Walk {
    fn new(n: usize, rules: &Rules) -> Result<Self, VerifyError> {
        let solutions = if rules.is_classic_at(n) {
            Truth::Queens(Box::new(
                Solutions::new(n).map_err(|_| VerifyError::TooLarge(n))?,
            ))
        } else {
            Truth::Rules(RuleSearch::new(n, *rules)?, None)
        };
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
        let next = match &mut self.solutions {
            Truth::Queens(solutions) => {
                let found = loop {
                    if let Some(found) = solutions.advance_for(1 << 20) {
                        break found;
                    }
                    if control.cancelled() {
                        return Err(VerifyError::Cancelled);
                    }
                };
                found.then(|| pack(solutions.current()))
            }
            Truth::Rules(search, at) => {
                let next = search
                    .seek(at.as_deref(), true, control)
                    .map_err(|_| VerifyError::Cancelled)?;
                let packed = next.as_deref().map(pack);
                *at = next;
                packed
            }
        };
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
    let mut report = BoardsReport {
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
    };
    let mut seen = Seen::new(truth);
    let mut walk = Walk::new(n, &rules)?;
    let mut unordered: Vec<u128> = Vec::new();
    let mut last_valid: Option<(u128, u64)> = None;
    let repeat = |report: &mut BoardsReport, place: u64, number: u64| {
        report.duplicates += 1;
        if report.first_repeats.len() < SHOWN {
            report.first_repeats.push(Repeat { place, number });
        }
    };
    let mut next = first;
    while let Some(entry) = next {
        report.boards += 1;
        if report.boards.is_multiple_of(65_536) {
            progress(report.boards);
            if control.cancelled() {
                return Err(VerifyError::Cancelled);
            }
        }
        match judge_under(
            &rules,
            &entry.board,
            n,
            options.one_based,
            entry.place,
            entry.line,
        ) {
            Err(invalid) => {
                report.invalid += 1;
                if report.first_invalid.len() < SHOWN {
                    report.first_invalid.push(*invalid);
                }
            }
            Ok(columns) => {
                report.valid += 1;
                let packed = pack(&columns);
                if let Some((before, before_place)) = last_valid
                    && packed <= before
                    && report.out_of_order.is_none()
                {
                    report.out_of_order = Some((entry.place, before_place));
                }
                last_valid = Some((packed, entry.place));
                match walk.reach(packed, &control)? {
                    Some((k, p)) if p == packed => {
                        if !seen.mark(k) {
                            repeat(&mut report, entry.place, k);
                        }
                    }
                    _ => {
                        // Behind the walk: kept for a second one.
                        if unordered.len() == MAX_UNORDERED || entry.place >= 1 << PLACE_BITS {
                            return Err(VerifyError::TooUnordered);
                        }
                        unordered.push(packed | u128::from(entry.place));
                    }
                }
            }
        }
        next = reader.next_board()?;
    }
    if !unordered.is_empty() {
        // The boards printed out of order, sorted, against a second walk.
        unordered.sort_unstable();
        let mut walk = Walk::new(n, &rules)?;
        let mut pending = unordered.iter().peekable();
        while let Some(&&first) = pending.peek() {
            let board = first >> PLACE_BITS << PLACE_BITS;
            let Some((k, p)) = walk.reach(board, &control)? else {
                break;
            };
            debug_assert_eq!(p, board, "a valid board is a solution");
            while let Some(&&item) = pending.peek() {
                if item >> PLACE_BITS << PLACE_BITS != p {
                    break;
                }
                if !seen.mark(k) {
                    let place = (item & ((1 << PLACE_BITS) - 1)) as u64;
                    repeat(&mut report, place, k);
                }
                pending.next();
            }
        }
        report.first_repeats.sort_by_key(|r| r.place);
    }
    report.missing = truth - seen.distinct;
    for number in seen.first_unmarked(truth, SHOWN) {
        let columns = if rules.is_classic_at(n) {
            unrank(n, number, &Constraints::none(n), control).map_err(|_| VerifyError::Cancelled)?
        } else {
            list_rule(n, rules, number, 1, &control)
                .map_err(|_| VerifyError::Cancelled)?
                .into_iter()
                .next()
                .ok_or(VerifyError::Cancelled)?
        };
        report.first_missing.push(Missing { number, columns });
    }
    Ok(Report {
        n,
        shape,
        findings: Findings::Boards(Box::new(report)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(n: usize) -> Vec<Vec<u32>> {
        Solutions::new(n)
            .unwrap()
            .map(|b| b.columns().unwrap())
            .collect()
    }

    fn lines(boards: &[Vec<u32>]) -> String {
        boards
            .iter()
            .map(|b| {
                let c: Vec<String> = b.iter().map(u32::to_string).collect();
                c.join(" ") + "\n"
            })
            .collect()
    }

    fn run(input: &str, n: Option<usize>) -> Report {
        let options = Options {
            n,
            ..Options::default()
        };
        verify(input.as_bytes(), options, Control::default(), &mut |_| {}).unwrap()
    }

    fn boards(report: &Report) -> &BoardsReport {
        match &report.findings {
            Findings::Boards(b) => b,
            Findings::Count { .. } => panic!("a count"),
        }
    }

    fn figures(report: &Report) -> [u64; 5] {
        let b = boards(report);
        [b.boards, b.valid, b.missing, b.invalid, b.duplicates]
    }

    #[test]
    fn the_whole_list_in_any_order_is_exact() {
        let eight = all(8);
        let report = run(&lines(&eight), None);
        assert!(report.is_exact(), "{}", report.text(true));
        assert_eq!(figures(&report), [92, 92, 0, 0, 0]);
        assert_eq!(boards(&report).out_of_order, None);
        // Backwards: every board but the first waits for the second walk.
        let mut backwards = eight.clone();
        backwards.reverse();
        let report = run(&lines(&backwards), None);
        assert!(report.is_exact(), "{}", report.text(true));
        assert_eq!(boards(&report).out_of_order, Some((2, 1)));
        assert!(
            report
                .text(true)
                .contains("order: not lexicographic (board 2 comes before board 1")
        );
        // Shuffled, in text boards.
        let mut shuffled = eight.clone();
        fastrand::Rng::with_seed(3).shuffle(&mut shuffled);
        let text: Vec<String> = shuffled
            .iter()
            .map(|b| crate::formats::to_text(&crate::engine::Board::from_columns(b).unwrap()))
            .collect();
        let report = run(&text.join("\n"), None);
        assert_eq!(figures(&report), [92, 92, 0, 0, 0]);
        assert_eq!(
            report.verdict(),
            "exactly the solutions of n = 8, each once (92)"
        );
    }

    #[test]
    fn missing_invalid_and_repeated_boards_are_counted_and_shown() {
        let six = all(6); // 4 solutions
        // #1 twice in a row, #4, then #1 again out of order, an attacking
        // board and a board of the wrong size; #2 and #3 missing.
        let input = format!(
            "{}{}{}{}0 1 2 3 4 5\n1 3 5 0\n",
            lines(&six[0..1]),
            lines(&six[0..1]),
            lines(&six[3..4]),
            lines(&six[0..1]),
        );
        let report = run(&input, None);
        assert_eq!(figures(&report), [6, 4, 2, 2, 2]);
        let b = boards(&report);
        assert_eq!(
            b.first_missing,
            vec![
                Missing {
                    number: 2,
                    columns: six[1].clone()
                },
                Missing {
                    number: 3,
                    columns: six[2].clone()
                },
            ]
        );
        assert_eq!(
            b.first_repeats,
            vec![
                Repeat {
                    place: 2,
                    number: 1
                },
                Repeat {
                    place: 4,
                    number: 1
                }
            ]
        );
        assert_eq!(b.first_invalid[0].place, 5);
        assert_eq!(b.first_invalid[0].line, 5);
        assert_eq!(
            b.first_invalid[0].reason.to_string(),
            "queens at row 0 column 0 and row 1 column 1: same diagonal"
        );
        assert!(b.first_invalid[0].attack().is_some());
        assert_eq!(
            b.first_invalid[1].reason.to_string(),
            "4 columns listed, not 6"
        );
        assert!(!report.is_exact());
        let text = report.text(false);
        assert!(
            text.starts_with("n: 6\nboards: 6\nvalid: 4\nmissing: 2\ninvalid: 2\nduplicates: 2\n"),
            "{text}"
        );
        assert!(text.ends_with("not the solutions of n = 6: 2 missing, 2 invalid, 2 repeated\n"));
    }

    #[test]
    fn boards_are_judged_by_the_rules() {
        let judged = |text: &str, n| {
            let mut reader = OutputReader::new(text.as_bytes()).unwrap();
            let entry = reader.next_board().unwrap().unwrap();
            judge(&entry.board, n, false, 1, 1).map_err(|e| e.reason.to_string())
        };
        assert_eq!(judged(".Q..\n...Q\nQ...\n..Q.\n", 4), Ok(vec![1, 3, 0, 2]));
        assert_eq!(
            judged("QQ..\n...Q\n....\n..Q.\n", 4),
            Err("queens at row 0 column 0 and row 0 column 1: same row".into())
        );
        assert_eq!(
            judged(".Q..\n...Q\n....\n..Q.\n", 4),
            Err("no queen in row 2".into())
        );
        assert_eq!(judged(".Q..\n...Q\nQ...\n", 4), Err("3 rows, not 4".into()));
        assert_eq!(
            judged(".Q..\n...Q\nQ..\n..Q.\n", 4),
            Err("row 2 has 3 squares, not 4".into())
        );
        assert_eq!(
            judged("1 3 0 4\n", 4),
            Err("row 3: column 4 is off the board (0 to 3)".into())
        );
        let entry = OutputReader::new(&b"2 4 1 3"[..])
            .unwrap()
            .next_board()
            .unwrap()
            .unwrap();
        assert_eq!(judge(&entry.board, 4, true, 1, 1).unwrap(), [1, 3, 0, 2]);
        assert_eq!(
            judge(&entry.board, 4, false, 1, 1)
                .unwrap_err()
                .reason
                .to_string(),
            "row 1: column 4 is off the board (0 to 3)"
        );
    }

    #[test]
    fn a_count_is_compared_with_the_true_one() {
        let report = run("14\n", Some(5));
        assert_eq!(
            report.findings,
            Findings::Count {
                printed: 14,
                truth: 10
            }
        );
        assert!(!report.is_exact());
        assert_eq!(
            report.text(false),
            "n: 5\ncount: 14\ntrue count: 10\ndifference: +4\n4 too many: n = 5 has 10 solutions\n"
        );
        assert!(run("92", Some(8)).is_exact());
        assert!(run("0", Some(3)).is_exact());
        let err = verify(
            &b"92"[..],
            Options::default(),
            Control::default(),
            &mut |_| {},
        );
        assert_eq!(err.unwrap_err(), VerifyError::CountWithoutSize);
    }

    #[test]
    fn a_count_of_queens_on_a_torus_polya_rules_out_is_answered_without_a_search() {
        // A search of n = 30 on the torus would run for hours; an already
        // cancelled control shows that none is started.
        let stop = std::sync::atomic::AtomicBool::new(true);
        let control = Control {
            cancel: Some(&stop),
            ..Control::default()
        };
        for (printed, exact) in [("0", true), ("4", false)] {
            let options = Options {
                n: Some(30),
                rules: Rules {
                    torus: true,
                    ..Rules::default()
                },
                ..Options::default()
            };
            let report = verify(printed.as_bytes(), options, control, &mut |_| {}).unwrap();
            assert_eq!(report.is_exact(), exact, "{printed}");
            assert_eq!(report.truth(), 0);
        }
    }

    #[test]
    fn sizes_come_from_the_first_board_or_are_given() {
        // n = 2 and 3 have no solution: an empty list is right.
        assert!(run("[]", Some(3)).is_exact());
        assert_eq!(figures(&run("[]", Some(4))), [0, 0, 2, 0, 0]);
        let err = verify(
            &b"[]"[..],
            Options::default(),
            Control::default(),
            &mut |_| {},
        );
        assert_eq!(err.unwrap_err(), VerifyError::NoSize);
        // Given n rules: boards of another size are invalid.
        assert_eq!(figures(&run("1 3 0 2\n", Some(5))), [1, 0, 10, 1, 0]);
        let err = verify(
            &b"1 3 0 2\n"[..],
            Options {
                n: Some(19),
                ..Options::default()
            },
            Control::default(),
            &mut |_| {},
        );
        assert_eq!(err.unwrap_err(), VerifyError::TooLarge(19));
        let err = verify(
            &b"5\n"[..],
            Options {
                n: Some(28),
                ..Options::default()
            },
            Control::default(),
            &mut |_| {},
        );
        assert_eq!(err.unwrap_err(), VerifyError::Unknown(28));
    }
}
