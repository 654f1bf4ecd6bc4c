//! Other pieces and other boards: rooks, kings, superqueens, queens on a
//! torus, n pieces on n rows and more columns. A [`Rules`] value names the
//! piece and the board; [`RuleSearch`] is one bitmask search for all of
//! them, driven by a table of which squares each placed piece attacks in
//! each later row, built from [`Rules::attacks`], the one statement of each
//! rule. The classic queen keeps its own faster kernels (the half-board
//! counter, the numbering tables); this search is for the others.
//!
//! Every rule places one piece a row and at most one a column: for queens,
//! rooks and superqueens the piece's own moves demand it, for kings it is
//! the rule of Hertzsprung's problem (and of the daily "Queens" puzzle).

use std::fmt;

use rayon::prelude::*;
use thiserror::Error;

use super::board::Line;
use super::control::{Poll, in_pool};
use super::{Control, EngineError, Square, Symmetry};

/// The widest board the search takes: a row's free squares are one `u64`.
pub const MAX_RULE_WIDTH: usize = 64;

/// A piece that attacks as a chess piece does.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Piece {
    /// Rows, columns and diagonals.
    #[default]
    Queen,
    /// Rows and columns: every arrangement of one a row and a column is a
    /// solution, n! of them.
    Rook,
    /// The eight squares around it (and, by the rule, its row and column).
    King,
    /// A queen that also jumps as a knight (first possible at n = 10).
    Superqueen,
}

impl Piece {
    pub const ALL: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::King, Piece::Superqueen];

    /// A stable name, as the command line's `--piece` takes it.
    pub fn key(self) -> &'static str {
        match self {
            Piece::Queen => "queen",
            Piece::Rook => "rook",
            Piece::King => "king",
            Piece::Superqueen => "superqueen",
        }
    }

    /// The piece named `key`.
    pub fn from_key(key: &str) -> Option<Piece> {
        Piece::ALL.into_iter().find(|p| p.key() == key)
    }
}

/// The piece and the board: the classic puzzle is `Rules::default()`,
/// queens on an n×n plane board.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub struct Rules {
    pub piece: Piece,
    /// The board's edges wrap around: lines leaving one side come back on
    /// the other (square boards only).
    pub torus: bool,
    /// Columns, when more than the n rows; `None` is the square board.
    pub columns: Option<usize>,
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

/// The group a rule's solutions are counted up to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    /// The 8 rotations and reflections of the square.
    Square,
    /// Those 8 with the n² translations of the torus: 8n² motions.
    Torus,
    /// The 4 of a rectangle: identity, two mirrors, the half turn.
    Rectangle,
}

impl Group {
    /// A stable name: `square`, `torus`, `rectangle`.
    pub fn key(self) -> &'static str {
        match self {
            Group::Square => "square",
            Group::Torus => "torus",
            Group::Rectangle => "rectangle",
        }
    }
}

impl Rules {
    /// Queens on a square plane board: the classic puzzle.
    pub const QUEENS: Rules = Rules {
        piece: Piece::Queen,
        torus: false,
        columns: None,
    };

    /// Whether these are the classic puzzle's rules, which the engine's
    /// own queen kernels serve.
    ///
    /// ```
    /// use nqueens::engine::{Piece, Rules};
    /// assert!(Rules::default().is_classic());
    /// assert!(Rules { columns: Some(8), ..Rules::default() }.is_classic_at(8));
    /// assert!(!Rules { piece: Piece::King, ..Rules::default() }.is_classic());
    /// ```
    pub fn is_classic(&self) -> bool {
        *self == Rules::QUEENS
    }

    /// Whether these are the classic rules on an n×n board (`--columns n`
    /// is the square board).
    pub fn is_classic_at(&self, n: usize) -> bool {
        self.piece == Piece::Queen && !self.torus && self.columns.is_none_or(|c| c == n)
    }

    /// The same rules with `--columns n` said as the square board.
    pub fn normalized(self, n: usize) -> Rules {
        Rules {
            columns: self.columns.filter(|&c| c != n),
            ..self
        }
    }

    /// The board's columns for n rows.
    pub fn width(&self, n: usize) -> usize {
        self.columns.unwrap_or(n)
    }

    /// The board's columns for n rows, if the rules can make that board
    /// and the search can hold it ([`MAX_RULE_WIDTH`] columns).
    pub fn check(&self, n: usize) -> Result<usize, RulesError> {
        let width = self.check_shape(n)?;
        if width > MAX_RULE_WIDTH {
            return Err(RulesError::TooWide(width));
        }
        Ok(width)
    }

    /// The board's columns for n rows, if the rules can make that board
    /// at all (a formula builds boards far past what a search holds).
    pub fn check_shape(&self, n: usize) -> Result<usize, RulesError> {
        if n == 0 {
            return Err(RulesError::Empty);
        }
        let width = self.width(n);
        if width < n {
            return Err(RulesError::TooFewColumns { n, columns: width });
        }
        if self.torus && width != n {
            return Err(RulesError::TorusRectangle);
        }
        Ok(width)
    }

    /// The group the solutions are counted up to.
    pub fn group(&self, n: usize) -> Group {
        if self.width(n) != n {
            Group::Rectangle
        } else if self.torus {
            Group::Torus
        } else {
            Group::Square
        }
    }

    /// Whether pieces on squares `a` and `b` (row, column) of a board of
    /// n rows attack each other: the one statement of each rule, which the
    /// search's tables and the checks of boards are built from. Two pieces
    /// in a row or a column always do (one a row and a column).
    ///
    /// ```
    /// use nqueens::engine::{Piece, Rules};
    /// let torus = Rules { torus: true, ..Rules::default() };
    /// // a5 and e1 of a 5×5 board: one diagonal step apart across the edge.
    /// assert!(torus.attacks(5, (0, 0), (4, 4)) && !torus.attacks(5, (0, 0), (4, 3)));
    /// let superqueen = Rules { piece: Piece::Superqueen, ..Rules::default() };
    /// assert!(superqueen.attacks(8, (0, 0), (1, 2)));
    /// let king = Rules { piece: Piece::King, ..Rules::default() };
    /// assert!(king.attacks(8, (3, 3), (4, 4)) && !king.attacks(8, (3, 3), (5, 4)));
    /// ```
    pub fn attacks(&self, n: usize, (r1, c1): Square, (r2, c2): Square) -> bool {
        if (r1, c1) == (r2, c2) {
            return false;
        }
        if r1 == r2 || c1 == c2 {
            return true;
        }
        let w = self.width(n);
        // Differences as steps from the first square to the second: on a
        // torus modulo the side, on the plane as they are.
        let (dr, dc) = (r2 as i64 - r1 as i64, c2 as i64 - c1 as i64);
        let same = |a: i64, b: i64, m: usize| {
            if self.torus {
                (a - b).rem_euclid(m as i64) == 0
            } else {
                a == b
            }
        };
        let step = |(a, b): (i64, i64)| same(dr, a, n) && same(dc, b, w);
        let diagonal = if self.torus {
            same(dr, dc, n) || same(dr, -dc, n)
        } else {
            dr.abs() == dc.abs()
        };
        match self.piece {
            Piece::Rook => false,
            Piece::Queen => diagonal,
            Piece::King => [(1, 1), (1, -1), (-1, 1), (-1, -1)].into_iter().any(step),
            Piece::Superqueen => {
                diagonal
                    || [
                        (1, 2),
                        (1, -2),
                        (-1, 2),
                        (-1, -2),
                        (2, 1),
                        (2, -1),
                        (-2, 1),
                        (-2, -1),
                    ]
                    .into_iter()
                    .any(step)
            }
        }
    }

    /// The line along which the piece on `a` attacks `b`, if it does: a
    /// row or a column; a diagonal or anti-diagonal (wrapping on a torus; a
    /// king's touch is one step along one); a superqueen's knight jump.
    ///
    /// ```
    /// use nqueens::engine::{Line, Piece, Rules};
    /// let torus = Rules { torus: true, ..Rules::default() };
    /// assert_eq!(torus.line_of(5, (0, 0), (4, 4)), Some(Line::Diagonal));
    /// let superqueen = Rules { piece: Piece::Superqueen, ..Rules::default() };
    /// assert_eq!(superqueen.line_of(8, (0, 0), (1, 2)), Some(Line::Knight));
    /// let king = Rules { piece: Piece::King, ..Rules::default() };
    /// assert_eq!(king.line_of(8, (3, 3), (4, 2)), Some(Line::AntiDiagonal));
    /// assert_eq!(king.line_of(8, (3, 3), (5, 1)), None);
    /// ```
    pub fn line_of(&self, n: usize, a: Square, b: Square) -> Option<Line> {
        if !self.attacks(n, a, b) {
            return None;
        }
        if a.0 == b.0 {
            return Some(Line::Row);
        }
        if a.1 == b.1 {
            return Some(Line::Column);
        }
        let (dr, dc) = (b.0 as i64 - a.0 as i64, b.1 as i64 - a.1 as i64);
        let w = self.width(n) as i64;
        let (dr, dc) = if self.torus {
            // The shortest way round, so that a wrap reads as a step.
            let short = |d: i64, m: i64| {
                let d = d.rem_euclid(m);
                if 2 * d > m { d - m } else { d }
            };
            (short(dr, n as i64), short(dc, w))
        } else {
            (dr, dc)
        };
        let diagonal = Rules {
            piece: Piece::Queen,
            ..*self
        };
        if self.piece == Piece::Superqueen && !diagonal.attacks(n, a, b) {
            return Some(Line::Knight);
        }
        // Down to the right or up to the left: the diagonal; on a torus
        // the one whose wrapped difference matches.
        let on_diagonal = if self.torus {
            (dr - dc).rem_euclid(n as i64) == 0
        } else {
            dr == dc
        };
        Some(if on_diagonal {
            Line::Diagonal
        } else {
            Line::AntiDiagonal
        })
    }

    /// Whether n is known to have no solution under these rules without a
    /// search: queens (and so superqueens) on a torus need n prime to 6
    /// (Pólya), and a search that shows it can take hours.
    ///
    /// ```
    /// use nqueens::engine::Rules;
    /// let torus = Rules { torus: true, ..Rules::default() };
    /// assert!(torus.known_empty(32) && !torus.known_empty(31) && !torus.known_empty(1));
    /// ```
    pub fn known_empty(&self, n: usize) -> bool {
        self.torus
            && matches!(self.piece, Piece::Queen | Piece::Superqueen)
            && n > 1
            && (n.is_multiple_of(2) || n.is_multiple_of(3))
    }

    /// The pairs of pieces among `squares` that attack each other, each
    /// pair once, in the order of the squares.
    pub fn attacking_pairs(&self, n: usize, squares: &[Square]) -> Vec<(Square, Square)> {
        let mut pairs = Vec::new();
        for (i, &a) in squares.iter().enumerate() {
            for &b in &squares[i + 1..] {
                if self.attacks(n, a, b) {
                    pairs.push((a, b));
                }
            }
        }
        pairs
    }

    /// The motions of the board that keep the rule, identity first.
    pub fn motions(&self, n: usize) -> Vec<Motion> {
        let turns: &[Symmetry] = match self.group(n) {
            Group::Rectangle => &[
                Symmetry::Identity,
                Symmetry::FlipHorizontal,
                Symmetry::FlipVertical,
                Symmetry::Rotate180,
            ],
            Group::Square | Group::Torus => &Symmetry::ALL,
        };
        let shifts = if self.group(n) == Group::Torus { n } else { 1 };
        let mut motions = Vec::with_capacity(turns.len() * shifts * shifts);
        for &turn in turns {
            for down in 0..shifts {
                for right in 0..shifts {
                    motions.push(Motion {
                        turn,
                        shift: (down, right),
                    });
                }
            }
        }
        motions
    }
}

impl fmt::Display for Rules {
    /// The rules in words: "queens", "superqueens on a torus",
    /// "kings on 8 columns".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}s", self.piece.key())?;
        if self.torus {
            write!(f, " on a torus")?;
        }
        if let Some(c) = self.columns {
            write!(f, " on {c} columns")?;
        }
        Ok(())
    }
}

/// A motion of a board: a turn or mirror, then (on a torus) a shift of
/// the rows down and the columns right, wrapping.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Motion {
    pub turn: Symmetry,
    pub shift: (usize, usize),
}

impl Motion {
    /// Where square (r, c) of a board of n rows and w columns goes. Turns
    /// other than the mirrors and the half turn need a square board.
    pub fn map(self, n: usize, w: usize, (r, c): Square) -> Square {
        let (r, c) = match self.turn {
            Symmetry::Identity => (r, c),
            Symmetry::FlipHorizontal => (r, w - 1 - c),
            Symmetry::FlipVertical => (n - 1 - r, c),
            Symmetry::Rotate180 => (n - 1 - r, w - 1 - c),
            turn => turn.map_square(n, (r, c)),
        };
        ((r + self.shift.0) % n, (c + self.shift.1) % w)
    }

    /// The image of a column list (one piece a row and at most one a
    /// column), again a column list.
    pub fn apply(self, n: usize, w: usize, columns: &[u32]) -> Vec<u32> {
        let mut image = vec![0; columns.len()];
        for (r, &c) in columns.iter().enumerate() {
            let (r2, c2) = self.map(n, w, (r, c as usize));
            image[r2] = c2 as u32;
        }
        image
    }
}

/// The search of every rule: one piece a row, row by row, the free squares
/// of a row one `u64` built from a table of the squares each placed piece
/// attacks in each later row.
pub struct RuleSearch {
    n: usize,
    w: usize,
    rules: Rules,
    /// `table[(r0 * w + c0) * n + r]`: the columns of row r attacked from
    /// (r0, c0), its own column included.
    table: Vec<u64>,
    motions: Vec<Motion>,
}

impl RuleSearch {
    pub fn new(n: usize, rules: Rules) -> Result<Self, RulesError> {
        let w = rules.check(n)?;
        let mut table = vec![0u64; n * w * n];
        for r0 in 0..n {
            for c0 in 0..w {
                for r in 0..n {
                    let mut mask = 0u64;
                    for c in 0..w {
                        if rules.attacks(n, (r0, c0), (r, c)) {
                            mask |= 1 << c;
                        }
                    }
                    table[(r0 * w + c0) * n + r] = mask;
                }
            }
        }
        Ok(RuleSearch {
            n,
            w,
            rules,
            table,
            motions: rules.motions(n),
        })
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn width(&self) -> usize {
        self.w
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The free squares of `row` under the pieces of the rows above it.
    #[inline]
    fn free(&self, above: &[u32]) -> u64 {
        let row = above.len();
        let full = if self.w == 64 {
            u64::MAX
        } else {
            (1u64 << self.w) - 1
        };
        let mut taken = 0;
        for (r0, &c0) in above.iter().enumerate() {
            taken |= self.table[(r0 * self.w + c0 as usize) * self.n + row];
        }
        full & !taken
    }

    /// Walks the solutions that begin with `prefix` (the columns of the
    /// first rows, free of attacks), in lexicographic order, calling
    /// `visit` with each; `visit` returns false to stop the walk. `nodes`
    /// counts the pieces placed below the prefix. Returns whether the walk
    /// went to its end.
    pub fn walk(
        &self,
        prefix: &[u32],
        control: &Control<'_>,
        nodes: &mut u64,
        visit: &mut dyn FnMut(&[u32]) -> bool,
    ) -> Result<bool, EngineError> {
        self.walk_at_most(prefix, control, nodes, u64::MAX, None, visit)
    }

    /// [`RuleSearch::walk`], stopping once `nodes` reaches `limit`, and
    /// counting in `depths[d]` the nodes with d pieces placed.
    fn walk_at_most(
        &self,
        prefix: &[u32],
        control: &Control<'_>,
        nodes: &mut u64,
        limit: u64,
        mut depths: Option<&mut Vec<u64>>,
        visit: &mut dyn FnMut(&[u32]) -> bool,
    ) -> Result<bool, EngineError> {
        let n = self.n;
        let start = prefix.len();
        let mut columns = prefix.to_vec();
        columns.resize(n, 0);
        if start == n {
            return Ok(visit(&columns));
        }
        let mut poll = Poll::new(control);
        let mut free = vec![0u64; n];
        free[start] = self.free(&columns[..start]);
        let mut row = start;
        loop {
            if free[row] == 0 {
                if row == start {
                    return Ok(true);
                }
                row -= 1;
                continue;
            }
            let bit = free[row] & free[row].wrapping_neg();
            free[row] ^= bit;
            columns[row] = bit.trailing_zeros();
            *nodes += 1;
            if let Some(depths) = depths.as_deref_mut() {
                depths[row + 1] += 1;
            }
            poll.tick()?;
            if *nodes >= limit {
                return Ok(false);
            }
            if row + 1 == n {
                if !visit(&columns) {
                    return Ok(false);
                }
            } else {
                row += 1;
                free[row] = self.free(&columns[..row]);
            }
        }
    }

    /// The solution next to `from` in the numbering: the one after it
    /// (`forward`) or before it; from `None`, the first or the last. A
    /// step from one solution to the next walks only the part of the tree
    /// between them, however far into the numbering they are.
    ///
    /// ```
    /// use nqueens::engine::{Control, RuleSearch, Rules};
    /// let search = RuleSearch::new(8, Rules::default()).unwrap();
    /// let control = Control::default();
    /// let first = search.seek(None, true, &control).unwrap().unwrap();
    /// assert_eq!(first, [0, 4, 7, 5, 2, 6, 1, 3]);
    /// let last = search.seek(None, false, &control).unwrap().unwrap();
    /// assert_eq!(last, [7, 3, 0, 2, 5, 1, 6, 4]);
    /// assert_eq!(search.seek(Some(&last), true, &control).unwrap(), None);
    /// ```
    pub fn seek(
        &self,
        from: Option<&[u32]>,
        forward: bool,
        control: &Control<'_>,
    ) -> Result<Option<Vec<u32>>, EngineError> {
        let n = self.n;
        if self.rules.known_empty(n) {
            return Ok(None);
        }
        let mut poll = Poll::new(control);
        let mut columns = vec![0u32; n];
        let mut free = vec![0u64; n];
        // Of a row's free squares, those past (or before) column c.
        let beyond = |mask: u64, c: u32| {
            if forward {
                mask & (u64::MAX << c << 1)
            } else {
                mask & ((1u64 << c) - 1)
            }
        };
        let mut row = match from {
            Some(from) if from.len() == n => {
                columns.copy_from_slice(from);
                for r in 0..n {
                    free[r] = beyond(self.free(&columns[..r]), columns[r]);
                }
                n - 1
            }
            Some(_) => return Ok(None),
            None => {
                free[0] = self.free(&[]);
                0
            }
        };
        loop {
            if free[row] == 0 {
                if row == 0 {
                    return Ok(None);
                }
                row -= 1;
                continue;
            }
            let bit = if forward {
                free[row] & free[row].wrapping_neg()
            } else {
                1u64 << (63 - free[row].leading_zeros())
            };
            free[row] ^= bit;
            columns[row] = bit.trailing_zeros();
            poll.tick()?;
            if row + 1 == n {
                return Ok(Some(columns));
            }
            row += 1;
            free[row] = self.free(&columns[..row]);
        }
    }

    /// The number of a solution in the rule's lexicographic list (from 1),
    /// or `None` when `columns` is not one of its solutions: the
    /// solutions before it are counted subtree by subtree, each row's
    /// smaller free columns a walk of their own.
    ///
    /// ```
    /// use nqueens::engine::{Control, Piece, RuleSearch, Rules};
    /// let kings = RuleSearch::new(4, Rules { piece: Piece::King, ..Rules::default() }).unwrap();
    /// let control = Control::default();
    /// assert_eq!(kings.rank(&[1, 3, 0, 2], &control).unwrap(), Some(1));
    /// assert_eq!(kings.rank(&[2, 0, 3, 1], &control).unwrap(), Some(2));
    /// assert_eq!(kings.rank(&[0, 2, 1, 3], &control).unwrap(), None);
    /// ```
    pub fn rank(&self, columns: &[u32], control: &Control<'_>) -> Result<Option<u64>, EngineError> {
        if columns.len() != self.n {
            return Ok(None);
        }
        let mut before = 0u64;
        let mut nodes = 0u64;
        let mut prefix = Vec::with_capacity(self.n);
        for &c in columns {
            let free = self.free(&prefix);
            if c as usize >= self.w || free & (1u64 << c) == 0 {
                return Ok(None);
            }
            let mut smaller = free & ((1u64 << c) - 1);
            while smaller != 0 {
                let bit = smaller & smaller.wrapping_neg();
                smaller ^= bit;
                prefix.push(bit.trailing_zeros());
                self.walk(&prefix, control, &mut nodes, &mut |_| {
                    before += 1;
                    true
                })?;
                prefix.pop();
            }
            prefix.push(c);
        }
        Ok(Some(before + 1))
    }

    /// [`RuleSearch::seek`] among the fundamental solutions alone when
    /// `fundamental`: the next (or previous) that is the least of its class.
    pub fn seek_of(
        &self,
        from: Option<&[u32]>,
        forward: bool,
        fundamental: bool,
        control: &Control<'_>,
    ) -> Result<Option<Vec<u32>>, EngineError> {
        let mut at = self.seek(from, forward, control)?;
        while let Some(columns) = at.as_deref() {
            if !fundamental || self.is_canonical(columns) {
                break;
            }
            at = self.seek(Some(columns), forward, control)?;
        }
        Ok(at)
    }

    /// The canonical form of a solution: the least image under the
    /// rule's motions.
    pub fn canonical(&self, columns: &[u32]) -> Vec<u32> {
        self.motions
            .iter()
            .map(|m| m.apply(self.n, self.w, columns))
            .min()
            .unwrap_or_else(|| columns.to_vec())
    }

    /// Whether a solution is the least of its orbit (one a class).
    pub fn is_canonical(&self, columns: &[u32]) -> bool {
        let mut image = vec![0u32; columns.len()];
        for m in &self.motions[1..] {
            for (r, &c) in columns.iter().enumerate() {
                let (r2, c2) = m.map(self.n, self.w, (r, c as usize));
                image[r2] = c2 as u32;
            }
            if image.as_slice() < columns {
                return false;
            }
        }
        true
    }

    /// The first-row columns, the pieces of work the counts share out.
    fn first_rows(&self) -> Vec<u32> {
        (0..self.w as u32).collect()
    }
}

/// How long [`count_rule`] would take here: the tree's size by Knuth's
/// estimator (random paths from the root, in four batches whose spread is
/// the forecast's range), times the time of a node measured on the first
/// nodes of the same search, shared among the cores the count would use.
pub fn forecast_rule(
    n: usize,
    rules: Rules,
    unique: bool,
    control: &Control<'_>,
) -> Result<super::Forecast, EngineError> {
    use std::time::Duration;
    use web_time::Instant;
    const BATCHES: usize = 4;
    const PATHS: usize = 500;
    const TIMED_NODES: u64 = 200_000;
    let search = RuleSearch::new(n, rules)?;
    // A fixed seed: the same forecast each time for the same rules.
    let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ (n as u64) << 8 ^ search.w as u64;
    let mut random = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut estimates = Vec::with_capacity(BATCHES);
    let mut columns = Vec::with_capacity(n);
    for _ in 0..BATCHES {
        let (mut nodes, mut leaves) = (0.0, 0.0);
        for _ in 0..PATHS {
            if control.cancelled() {
                return Err(EngineError::Cancelled);
            }
            columns.clear();
            let mut weight = 1.0;
            nodes += 1.0;
            while columns.len() < n {
                let free = search.free(&columns);
                let choices = free.count_ones();
                if choices == 0 {
                    break;
                }
                weight *= f64::from(choices);
                nodes += weight;
                let mut pick = random() % u64::from(choices);
                let mut rest = free;
                while pick > 0 {
                    rest &= rest - 1;
                    pick -= 1;
                }
                columns.push(rest.trailing_zeros());
            }
            if columns.len() == n {
                leaves += weight;
            }
        }
        estimates.push((nodes / PATHS as f64, leaves / PATHS as f64));
    }
    let started = Instant::now();
    let mut walked = 0;
    search.walk_at_most(&[], control, &mut walked, TIMED_NODES, None, &mut |_| true)?;
    let per_node = started.elapsed().as_secs_f64() / walked.max(1) as f64;
    let cores = control
        .threads
        .unwrap_or_else(rayon::current_num_threads)
        .clamp(1, search.w);
    // A canonical form looks at every motion's image of a solution.
    let per_solution = if unique {
        search.motions.len() as f64 * n as f64 * 2e-9
    } else {
        0.0
    };
    let seconds: Vec<f64> = estimates
        .iter()
        .map(|&(nodes, leaves)| (nodes * per_node + leaves * per_solution) / cores as f64)
        .collect();
    let low = seconds.iter().copied().fold(f64::INFINITY, f64::min);
    let high = seconds.iter().copied().fold(0.0, f64::max);
    // Past what a Duration holds is "forever" all the same.
    let time = |s: f64| Duration::try_from_secs_f64(s.max(0.0)).unwrap_or(Duration::MAX);
    Ok(super::Forecast {
        low: time(low),
        high: time(high.max(low)),
    })
}

/// What a count under a rule found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuleCounts {
    pub solutions: u64,
    /// Up to the rule's group, when asked for.
    pub fundamental: Option<u64>,
    /// Nodes of the row-by-row tree, the root included.
    pub nodes: u64,
}

/// Counts the solutions of n under `rules`, and the fundamental ones (up
/// to [`Rules::group`]) with `unique`, on the cores the control allows.
///
/// ```
/// use nqueens::engine::{Control, Piece, Rules, count_rule};
/// let kings = Rules { piece: Piece::King, ..Rules::default() };
/// let counts = count_rule(6, kings, true, &Control::default()).unwrap();
/// assert_eq!(counts.solutions, 90);
/// ```
pub fn count_rule(
    n: usize,
    rules: Rules,
    unique: bool,
    control: &Control<'_>,
) -> Result<RuleCounts, EngineError> {
    let search = RuleSearch::new(n, rules)?;
    let firsts = search.first_rows();
    let pieces = super::control::Pieces::new(firsts.len());
    let parts: Result<Vec<(u64, u64, u64)>, EngineError> = in_pool(control.threads, || {
        firsts
            .par_iter()
            .map(|&c| {
                let (mut solutions, mut fundamental, mut nodes) = (0u64, 0u64, 1u64);
                search.walk(&[c], control, &mut nodes, &mut |columns| {
                    solutions += 1;
                    if unique && search.is_canonical(columns) {
                        fundamental += 1;
                    }
                    true
                })?;
                pieces.one_done(control);
                Ok((solutions, fundamental, nodes))
            })
            .collect()
    })?;
    let parts = parts?;
    Ok(RuleCounts {
        solutions: parts.iter().map(|p| p.0).sum(),
        fundamental: unique.then(|| parts.iter().map(|p| p.1).sum()),
        nodes: 1 + parts.iter().map(|p| p.2).sum::<u64>(),
    })
}

/// The solutions of n under `rules` from number `from` (1 is the first,
/// in lexicographic order of the column lists), at most `limit` of them.
///
/// ```
/// use nqueens::engine::{Control, Piece, Rules, list_rule};
/// let rooks = Rules { piece: Piece::Rook, ..Rules::default() };
/// let listed = list_rule(3, rooks, 5, 10, &Control::default()).unwrap();
/// assert_eq!(listed, vec![vec![2, 0, 1], vec![2, 1, 0]]);
/// ```
pub fn list_rule(
    n: usize,
    rules: Rules,
    from: u64,
    limit: usize,
    control: &Control<'_>,
) -> Result<Vec<Vec<u32>>, EngineError> {
    list_rule_of(n, rules, false, from, limit, control)
}

/// [`list_rule`] over the fundamental solutions alone (the least of each
/// class of the rule's group) when `fundamental`, numbered among
/// themselves in the same order.
///
/// ```
/// use nqueens::engine::{Control, Rules, list_rule_of};
/// let torus = Rules { torus: true, ..Rules::default() };
/// // The 10 solutions of 5 on a torus are one class: its least is #1.
/// let least = list_rule_of(5, torus, true, 1, 10, &Control::default()).unwrap();
/// assert_eq!(least, vec![vec![0, 2, 4, 1, 3]]);
/// ```
pub fn list_rule_of(
    n: usize,
    rules: Rules,
    fundamental: bool,
    from: u64,
    limit: usize,
    control: &Control<'_>,
) -> Result<Vec<Vec<u32>>, EngineError> {
    let search = RuleSearch::new(n, rules)?;
    let mut seen = 0u64;
    let mut listed = Vec::new();
    let mut nodes = 0;
    if limit == 0 || rules.known_empty(n) {
        return Ok(listed);
    }
    search.walk(&[], control, &mut nodes, &mut |columns| {
        if fundamental && !search.is_canonical(columns) {
            return true;
        }
        seen += 1;
        if seen >= from {
            listed.push(columns.to_vec());
        }
        listed.len() < limit
    })?;
    Ok(listed)
}

/// The heatmap's pass under `rules`: each square's tally over all the
/// solutions and over the fundamental ones (the least of each class of the
/// rule's group), the totals and the nodes by depth. The orbit sizes are
/// the square's alone (1, 2, 4, 8) and stay zero here.
pub fn survey_rule(
    n: usize,
    rules: Rules,
    control: &Control<'_>,
) -> Result<super::Survey, EngineError> {
    let search = RuleSearch::new(n, rules)?;
    let w = search.width();
    let firsts = search.first_rows();
    let pieces = super::control::Pieces::new(firsts.len());
    type Part = (Vec<u64>, Vec<u64>, u64, u64, Vec<u64>);
    let parts: Result<Vec<Part>, EngineError> = in_pool(control.threads, || {
        firsts
            .par_iter()
            .map(|&c| {
                let (mut all, mut fundamental) = (vec![0u64; n * w], vec![0u64; n * w]);
                let (mut total, mut fundamentals) = (0u64, 0u64);
                // Depth d: d pieces placed; row 0's piece is this part's.
                let mut by_depth = vec![0u64; n + 1];
                by_depth[1] = 1;
                let mut nodes = 0u64;
                let mut visit = |columns: &[u32]| {
                    total += 1;
                    let canonical = search.is_canonical(columns);
                    fundamentals += u64::from(canonical);
                    for (r, &c) in columns.iter().enumerate() {
                        all[r * w + c as usize] += 1;
                        if canonical {
                            fundamental[r * w + c as usize] += 1;
                        }
                    }
                    true
                };
                search.walk_at_most(
                    &[c],
                    control,
                    &mut nodes,
                    u64::MAX,
                    Some(&mut by_depth),
                    &mut visit,
                )?;
                pieces.one_done(control);
                Ok((all, fundamental, total, fundamentals, by_depth))
            })
            .collect()
    })?;
    let mut survey = super::Survey::empty_of_width(n, w);
    for (all, fundamental, total, fundamentals, by_depth) in parts? {
        for (s, a) in survey.all.iter_mut().zip(all) {
            *s += a;
        }
        for (s, f) in survey.fundamental.iter_mut().zip(fundamental) {
            *s += f;
        }
        survey.total += total;
        survey.fundamentals += fundamentals;
        for (s, d) in survey.nodes_by_depth.iter_mut().zip(by_depth) {
            *s += d;
        }
    }
    survey.nodes_by_depth[0] = 1;
    Ok(survey)
}

/// One solution of n under `rules` by a formula, where one is known:
/// queens on a torus for n prime to 6 (`c = 2r mod n`, Pólya), and the
/// rook's diagonal. `None` where no formula is known here.
///
/// ```
/// use nqueens::engine::{Rules, construct_rule};
/// let torus = Rules { torus: true, ..Rules::default() };
/// assert_eq!(construct_rule(5, torus), Some(vec![0, 2, 4, 1, 3]));
/// assert_eq!(construct_rule(6, torus), None);
/// let kings = Rules { piece: nqueens::engine::Piece::King, ..Rules::default() };
/// assert_eq!(construct_rule(5, kings), Some(vec![1, 3, 0, 2, 4]));
/// ```
pub fn construct_rule(n: usize, rules: Rules) -> Option<Vec<u32>> {
    rules.check_shape(n).ok()?;
    if n > super::MAX_N {
        return None;
    }
    match (rules.piece, rules.torus) {
        (Piece::Rook, _) => Some((0..n as u32).collect()),
        (Piece::Queen, true) if !n.is_multiple_of(2) && !n.is_multiple_of(3) => {
            Some((0..n).map(|r| (2 * r % n) as u32).collect())
        }
        // More columns than rows leave the extra ones empty: a square
        // solution is one. Two and three queens or kings have none, but
        // on more columns a search finds one at once.
        (Piece::Queen | Piece::King, false) if n == 2 || n == 3 => RuleSearch::new(n, rules)
            .ok()?
            .seek(None, true, &Control::default())
            .ok()?,
        (Piece::Queen, false) => super::construct_columns(n).ok(),
        // The odd columns, then the even ones: neighbouring rows are at
        // least two columns apart (n = 4: 1 3 0 2), on a plane board.
        (Piece::King, false) => Some(
            (1..n as u32)
                .step_by(2)
                .chain((0..n as u32).step_by(2))
                .collect(),
        ),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeSet, HashMap};

    fn rules(piece: Piece, torus: bool) -> Rules {
        Rules {
            piece,
            torus,
            columns: None,
        }
    }

    fn counts(n: usize, rules: Rules) -> u64 {
        count_rule(n, rules, false, &Control::default())
            .unwrap()
            .solutions
    }

    #[test]
    fn counts_agree_with_the_oeis() {
        // A051906: queens on a torus.
        let torus = [1, 0, 0, 0, 10, 0, 28, 0, 0, 0, 88, 0, 4524];
        for (i, &want) in torus.iter().enumerate() {
            assert_eq!(
                counts(i + 1, rules(Piece::Queen, true)),
                want,
                "torus n = {}",
                i + 1
            );
        }
        // A051223: superqueens.
        let superqueens = [1, 0, 0, 0, 0, 0, 0, 0, 0, 4, 44, 156, 1876];
        for (i, &want) in superqueens.iter().enumerate() {
            assert_eq!(
                counts(i + 1, rules(Piece::Superqueen, false)),
                want,
                "n = {}",
                i + 1
            );
        }
        // A002464: kings one a row and a column, none touching.
        let kings = [1, 0, 0, 2, 14, 90, 646, 5242, 47622];
        for (i, &want) in kings.iter().enumerate() {
            assert_eq!(
                counts(i + 1, rules(Piece::King, false)),
                want,
                "n = {}",
                i + 1
            );
        }
        // Rooks: n!.
        let mut factorial = 1;
        for n in 1..=9 {
            factorial *= n as u64;
            assert_eq!(counts(n, rules(Piece::Rook, false)), factorial);
        }
    }

    #[test]
    fn the_generic_search_of_queens_is_the_classic_one() {
        for n in 1..=10 {
            let found = count_rule(n, Rules::QUEENS, true, &Control::default()).unwrap();
            assert_eq!(
                found.solutions,
                crate::engine::KNOWN_COUNTS[n - 1],
                "n = {n}"
            );
        }
        // The same tree: 2,057 nodes for n = 8, as the textbook search.
        let eight = count_rule(8, Rules::QUEENS, true, &Control::default()).unwrap();
        assert_eq!((eight.nodes, eight.fundamental), (2057, Some(12)));
        // The first solution in the numbering, as the contract says.
        let first = list_rule(8, Rules::QUEENS, 1, 1, &Control::default()).unwrap();
        assert_eq!(first, vec![vec![0, 4, 7, 5, 2, 6, 1, 3]]);
        let last = list_rule(8, Rules::QUEENS, 92, 5, &Control::default()).unwrap();
        assert_eq!(last, vec![vec![7, 3, 0, 2, 5, 1, 6, 4]]);
    }

    /// Every arrangement of one piece a row and at most one a column,
    /// checked pair by pair with [`Rules::attacks`]: no search, no table.
    fn brute_force(n: usize, rules: Rules) -> Vec<Vec<u32>> {
        let w = rules.width(n);
        let mut all = Vec::new();
        let mut columns = vec![0u32; n];
        fn place(
            row: usize,
            n: usize,
            w: usize,
            rules: &Rules,
            columns: &mut Vec<u32>,
            all: &mut Vec<Vec<u32>>,
        ) {
            if row == n {
                let squares: Vec<Square> = columns
                    .iter()
                    .enumerate()
                    .map(|(r, &c)| (r, c as usize))
                    .collect();
                if rules.attacking_pairs(n, &squares).is_empty() {
                    all.push(columns.clone());
                }
                return;
            }
            for c in 0..w as u32 {
                columns[row] = c;
                place(row + 1, n, w, rules, columns, all);
            }
        }
        place(0, n, w, &rules, &mut columns, &mut all);
        all
    }

    /// The orbits of a set of solutions under the rule's motions, counted
    /// by joining each solution with its images (no canonical forms).
    fn orbits(n: usize, rules: Rules, all: &[Vec<u32>]) -> usize {
        let w = rules.width(n);
        let index: HashMap<&Vec<u32>, usize> =
            all.iter().enumerate().map(|(i, s)| (s, i)).collect();
        let mut parent: Vec<usize> = (0..all.len()).collect();
        fn root(parent: &mut [usize], mut i: usize) -> usize {
            while parent[i] != i {
                parent[i] = parent[parent[i]];
                i = parent[i];
            }
            i
        }
        for (i, s) in all.iter().enumerate() {
            for m in rules.motions(n) {
                let image = m.apply(n, w, s);
                let j = *index
                    .get(&image)
                    .expect("an image of a solution is a solution");
                let (a, b) = (root(&mut parent, i), root(&mut parent, j));
                parent[a] = b;
            }
        }
        (0..all.len())
            .map(|i| root(&mut parent, i))
            .collect::<BTreeSet<_>>()
            .len()
    }

    #[test]
    fn every_rule_agrees_with_brute_force_and_its_orbits() {
        let mut all_rules = Vec::new();
        for piece in Piece::ALL {
            for torus in [false, true] {
                all_rules.push((rules(piece, torus), 1..=6));
            }
            all_rules.push((
                Rules {
                    piece,
                    torus: false,
                    columns: Some(7),
                },
                1..=6,
            ));
        }
        for (rules, ns) in all_rules {
            for n in ns {
                let w = rules.width(n);
                let want = brute_force(n, rules);
                let listed = list_rule(n, rules, 1, usize::MAX, &Control::default()).unwrap();
                // The search lists exactly the brute force's solutions, in
                // its (lexicographic) order.
                assert_eq!(listed, want, "{rules} n = {n}");
                let found = count_rule(n, rules, true, &Control::default()).unwrap();
                assert_eq!(found.solutions, want.len() as u64, "{rules} n = {n}");
                assert_eq!(
                    found.fundamental,
                    Some(orbits(n, rules, &want) as u64),
                    "{rules} n = {n} (w = {w})"
                );
            }
        }
    }

    #[test]
    fn queens_on_rectangles_against_an_independent_count() {
        // 8 queens on 8 rows and 9 columns: 1,066 (the issue's figure),
        // and the brute force agrees for smaller boards.
        let rect = |c| Rules {
            columns: Some(c),
            ..Rules::QUEENS
        };
        assert_eq!(counts(8, rect(9)), 1066);
        for (n, c) in [(4, 5), (5, 6), (5, 8), (6, 7)] {
            assert_eq!(counts(n, rect(c)), brute_force(n, rect(c)).len() as u64);
        }
        // Rooks on n rows and c columns: c!/(c - n)!.
        let rooks = Rules {
            piece: Piece::Rook,
            columns: Some(7),
            torus: false,
        };
        assert_eq!(counts(4, rooks), 7 * 6 * 5 * 4);
    }

    #[test]
    fn seeking_steps_through_the_numbering_both_ways() {
        for rules in [
            rules(Piece::King, false),
            rules(Piece::Queen, true),
            Rules {
                columns: Some(8),
                ..Rules::QUEENS
            },
        ] {
            let n = 7;
            let all = list_rule(n, rules, 1, usize::MAX, &Control::default()).unwrap();
            let search = RuleSearch::new(n, rules).unwrap();
            let control = Control::default();
            let mut forward = Vec::new();
            let mut at = search.seek(None, true, &control).unwrap();
            while let Some(columns) = at {
                at = search.seek(Some(&columns), true, &control).unwrap();
                forward.push(columns);
            }
            assert_eq!(forward, all, "{rules}");
            let mut backward = Vec::new();
            let mut at = search.seek(None, false, &control).unwrap();
            while let Some(columns) = at {
                at = search.seek(Some(&columns), false, &control).unwrap();
                backward.push(columns);
            }
            backward.reverse();
            assert_eq!(backward, all, "{rules}");
        }
    }

    #[test]
    fn every_solution_is_ranked_at_its_place_in_the_list_and_nothing_else_is() {
        let control = Control::default();
        for piece in [Piece::Queen, Piece::Rook, Piece::King, Piece::Superqueen] {
            for (torus, columns) in [(false, None), (true, None), (false, Some(7))] {
                let rules = Rules {
                    piece,
                    torus,
                    columns,
                };
                let n = 5;
                let search = RuleSearch::new(n, rules).unwrap();
                let all = list_rule(n, rules, 1, usize::MAX, &control).unwrap();
                for (i, columns) in all.iter().enumerate() {
                    let k = search.rank(columns, &control).unwrap();
                    assert_eq!(k, Some(i as u64 + 1), "{rules} {columns:?}");
                }
                // Every other placement of one piece a row is no solution.
                let w = rules.width(n) as u32;
                let mut tried = 0;
                for code in 0..w.pow(n as u32) {
                    let columns: Vec<u32> = (0..n as u32).map(|r| code / w.pow(r) % w).collect();
                    if !all.contains(&columns) {
                        assert_eq!(search.rank(&columns, &control).unwrap(), None, "{rules}");
                        tried += 1;
                    }
                }
                assert!(tried > 0);
            }
        }
    }

    #[test]
    fn the_survey_under_a_rule_tallies_squares_and_depths() {
        // The classic rule through the generic pass: the queens' own survey.
        let classic =
            crate::engine::survey(8, &crate::engine::Constraints::none(8), Control::default())
                .unwrap();
        let generic = survey_rule(8, Rules::QUEENS, &Control::default()).unwrap();
        assert_eq!(generic.all, classic.all);
        assert_eq!(generic.fundamental, classic.fundamental);
        assert_eq!(generic.nodes_by_depth, classic.nodes_by_depth);
        assert_eq!((generic.total, generic.fundamentals), (92, 12));
        // The torus of 5: every square holds a queen in 2 of the 10.
        let torus = survey_rule(5, rules(Piece::Queen, true), &Control::default()).unwrap();
        assert!(torus.all.iter().all(|&c| c == 2), "{:?}", torus.all);
        assert_eq!((torus.total, torus.fundamentals), (10, 1));
    }

    #[test]
    fn the_fundamental_solutions_are_listed_and_stepped_through_in_order() {
        for (n, rules) in [
            (6, rules(Piece::King, false)),
            (7, rules(Piece::Queen, true)),
            (8, Rules::QUEENS),
        ] {
            let search = RuleSearch::new(n, rules).unwrap();
            let control = Control::default();
            let want: Vec<Vec<u32>> = list_rule(n, rules, 1, usize::MAX, &control)
                .unwrap()
                .into_iter()
                .filter(|s| search.canonical(s) == *s)
                .collect();
            let counted = count_rule(n, rules, true, &control).unwrap().fundamental;
            assert_eq!(Some(want.len() as u64), counted, "{rules} n = {n}");
            let listed = list_rule_of(n, rules, true, 1, usize::MAX, &control).unwrap();
            assert_eq!(listed, want, "{rules} n = {n}");
            let mut stepped = Vec::new();
            let mut at = search.seek_of(None, true, true, &control).unwrap();
            while let Some(columns) = at {
                at = search
                    .seek_of(Some(&columns), true, true, &control)
                    .unwrap();
                stepped.push(columns);
            }
            assert_eq!(stepped, want, "{rules} n = {n}");
            let last = search.seek_of(None, false, true, &control).unwrap();
            assert_eq!(last.as_ref(), want.last());
        }
    }

    #[test]
    fn bad_rules_are_said() {
        let torus_rect = Rules {
            torus: true,
            columns: Some(9),
            ..Rules::QUEENS
        };
        assert_eq!(torus_rect.check(8), Err(RulesError::TorusRectangle));
        let narrow = Rules {
            columns: Some(5),
            ..Rules::QUEENS
        };
        assert_eq!(
            narrow.check(8),
            Err(RulesError::TooFewColumns { n: 8, columns: 5 })
        );
        let wide = Rules {
            columns: Some(65),
            ..Rules::QUEENS
        };
        assert_eq!(wide.check(8), Err(RulesError::TooWide(65)));
        assert!(matches!(
            count_rule(8, torus_rect, false, &Control::default()),
            Err(EngineError::Rules(RulesError::TorusRectangle))
        ));
    }

    #[test]
    fn the_torus_formula_is_a_solution_exactly_for_n_prime_to_six() {
        let torus = rules(Piece::Queen, true);
        for n in 1..=40 {
            match construct_rule(n, torus) {
                Some(columns) => {
                    assert!(n % 2 != 0 && n % 3 != 0, "n = {n}");
                    let squares: Vec<Square> = columns
                        .iter()
                        .enumerate()
                        .map(|(r, &c)| (r, c as usize))
                        .collect();
                    assert!(torus.attacking_pairs(n, &squares).is_empty(), "n = {n}");
                }
                None => assert!(n % 2 == 0 || n % 3 == 0, "n = {n}"),
            }
        }
    }

    #[test]
    fn every_formula_makes_a_solution_and_exists_where_solutions_do() {
        let control = Control::default();
        for piece in [Piece::Queen, Piece::Rook, Piece::King, Piece::Superqueen] {
            for (torus, extra) in [(false, 0), (false, 3), (true, 0)] {
                for n in 1..=9 {
                    let rules = Rules {
                        piece,
                        torus,
                        columns: (extra > 0).then_some(n + extra),
                    };
                    let Some(columns) = construct_rule(n, rules) else {
                        // No formula: the plane's queens and kings have
                        // one wherever a solution exists.
                        let exists = count_rule(n, rules, false, &control).unwrap().solutions > 0;
                        assert!(
                            !exists || torus || piece == Piece::Superqueen,
                            "{rules} n = {n}"
                        );
                        continue;
                    };
                    let squares: Vec<Square> = columns
                        .iter()
                        .enumerate()
                        .map(|(r, &c)| (r, c as usize))
                        .collect();
                    assert!(squares.iter().all(|&(_, c)| c < rules.width(n)));
                    assert!(
                        rules.attacking_pairs(n, &squares).is_empty(),
                        "{rules} n = {n}"
                    );
                }
            }
        }
        // Past the search's 64 columns, as far as the classic construction.
        let wide_kings = Rules {
            piece: Piece::King,
            torus: false,
            columns: Some(1_000),
        };
        let columns = construct_rule(999, wide_kings).unwrap();
        assert!(columns.windows(2).all(|w| w[0].abs_diff(w[1]) >= 2));
        assert_eq!(
            construct_rule(100_000, rules(Piece::Rook, false))
                .unwrap()
                .len(),
            100_000
        );
    }

    #[test]
    fn the_forecast_knows_seconds_from_centuries() {
        let rooks = rules(Piece::Rook, false);
        let small = forecast_rule(6, rooks, false, &Control::default()).unwrap();
        assert!(small.high.as_secs_f64() < 1.0, "{small:?}");
        // 30! arrangements: far past any patience.
        let huge = forecast_rule(30, rooks, false, &Control::default()).unwrap();
        assert!(huge.low.as_secs_f64() > 1e9, "{huge:?}");
        assert!(huge.low <= huge.high);
    }

    #[test]
    fn forecasts_past_any_patience_are_said_not_panicked() {
        // 32! arrangements of rooks: the range's product overflows f64.
        let rooks = rules(Piece::Rook, false);
        for n in [24, 32, 64] {
            let forecast = forecast_rule(n, rooks, false, &Control::default()).unwrap();
            assert!(
                forecast.likely() > std::time::Duration::from_secs(1 << 30),
                "n = {n}"
            );
        }
        let kings = rules(Piece::King, false);
        let forecast = forecast_rule(32, kings, true, &Control::default()).unwrap();
        assert!(forecast.likely() >= forecast.low);
    }

    #[test]
    fn a_torus_without_solutions_says_so_at_once() {
        let torus = rules(Piece::Queen, true);
        let started = std::time::Instant::now();
        assert!(
            list_rule(32, torus, 1, 1, &Control::default())
                .unwrap()
                .is_empty()
        );
        let search = RuleSearch::new(30, rules(Piece::Superqueen, true)).unwrap();
        assert_eq!(search.seek(None, true, &Control::default()).unwrap(), None);
        // Hours of search otherwise; here no search at all.
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        // The theorem agrees with the search where the search is quick.
        for n in 1..=12 {
            if torus.known_empty(n) {
                assert_eq!(counts(n, torus), 0, "n = {n}");
            }
        }
    }

    #[test]
    fn a_count_stops_when_cancelled() {
        let cancel = std::sync::atomic::AtomicBool::new(true);
        let control = Control {
            cancel: Some(&cancel),
            ..Control::default()
        };
        let result = count_rule(14, rules(Piece::Rook, false), false, &control);
        assert!(matches!(result, Err(EngineError::Cancelled)));
    }
}
