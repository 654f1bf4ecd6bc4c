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

use crate::board::{Board, BoardError, Line, check_side};
use crate::errors::RulesError;
use crate::limits::MAX_RULE_WIDTH;
use crate::{board::Square, symmetry::Symmetry};

mod classes;
mod counts;
mod descent;
mod exact;
mod forecast;
mod piece;
mod search;
mod shifts;
#[cfg(test)]
mod tests;
mod torus;

pub(crate) use classes::{Classes, Unit};
pub(crate) use counts::forecast_walked;
pub use counts::list;
pub(crate) use counts::{count_walked, nodes_walked};
pub use exact::{MAX_EXACT_N, exact_count, has_exact_count};
pub(crate) use forecast::forecast_fast;
pub use piece::{Moves, Piece, Spelling};
pub use search::RuleSearch;
pub(crate) use shifts::Shifts;
pub(crate) use torus::{Torus, Unit as TorusUnit};

/// The piece and the board: the classic puzzle is `Rules::default()`,
/// queens on an n×n plane board.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub struct Rules {
    pub piece: Piece,
    /// How lines run off the board's edges. RON and links still say
    /// `torus`, a flag, as they always did.
    #[serde(rename = "torus", with = "topology_flag")]
    pub topology: Topology,
    /// Columns, when more than the n rows; `None` is the square board.
    pub columns: Option<usize>,
}

/// The board's surface: how lines run off its edges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Topology {
    /// Lines end at the edges.
    #[default]
    Plane,
    /// The edges wrap around both ways: lines leaving one side come back
    /// on the other (square boards only).
    Torus,
}

impl Topology {
    /// The torus when `torus` is set (the command line's `--torus`, a
    /// link's `torus=1`), else the plane.
    pub fn torus_if(torus: bool) -> Topology {
        if torus {
            Topology::Torus
        } else {
            Topology::Plane
        }
    }
}

/// The topology as the flag RON has always written: `topology: nqueens_engine::Topology::Torus`.
mod topology_flag {
    use super::Topology;

    pub fn serialize<S: serde::Serializer>(t: &Topology, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bool(match t {
            Topology::Plane => false,
            Topology::Torus => true,
        })
    }

    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Topology, D::Error> {
        <bool as serde::Deserialize>::deserialize(d).map(Topology::torus_if)
    }
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
        topology: crate::rules::Topology::Plane,
        columns: None,
    };

    /// Whether these are the classic puzzle's rules, which the engine's
    /// own queen kernels serve.
    ///
    /// ```
    /// use nqueens_engine::{Piece, Rules};
    /// assert!(Rules::default().is_classic());
    /// assert!(Rules { columns: Some(8), ..Rules::default() }.is_classic_at(8));
    /// assert!(!Rules { piece: Piece::King, ..Rules::default() }.is_classic());
    /// ```
    pub fn is_classic(&self) -> bool {
        *self == Rules::QUEENS
    }

    /// These rules, if they are other than the classic puzzle's: what a
    /// link, a file, a title or a message names, where the classic
    /// queens go without saying.
    ///
    /// ```
    /// use nqueens_engine::{Piece, Rules};
    /// assert_eq!(Rules::QUEENS.other(), None);
    /// let kings = Rules { piece: Piece::King, ..Rules::QUEENS };
    /// assert_eq!(kings.other(), Some(kings));
    /// ```
    pub fn other(&self) -> Option<Rules> {
        (!self.is_classic()).then_some(*self)
    }

    /// Checks that a search can be made of n rows under these rules: the
    /// classic queens' kernels up to n = 32, other rules' up to their 64
    /// columns.
    ///
    /// ```
    /// use nqueens_engine::{Piece, Rules};
    /// assert!(Rules::QUEENS.check_search(32).is_ok());
    /// assert!(Rules::QUEENS.check_search(33).is_err());
    /// let kings = Rules { piece: Piece::King, ..Rules::QUEENS };
    /// assert!(kings.check_search(40).is_ok() && kings.check_search(65).is_err());
    /// ```
    pub fn check_search(&self, n: usize) -> Result<(), crate::errors::EngineError> {
        if self.is_classic() {
            crate::errors::check_search_side(n)
        } else {
            self.check(n)
                .map(|_| ())
                .map_err(crate::errors::EngineError::from)
        }
    }

    /// Whether these are the classic rules on an n×n board (`--columns n`
    /// is the square board).
    pub fn is_classic_at(&self, n: usize) -> bool {
        self.piece == Piece::Queen
            && self.topology == Topology::Plane
            && self.columns.is_none_or(|c| c == n)
    }

    /// The board in words for messages: "n = 8" for the classic queens,
    /// "superqueens, n = 10" under other rules.
    ///
    /// ```
    /// use nqueens_engine::{Piece, Rules};
    /// assert_eq!(Rules::QUEENS.at(8), "n = 8");
    /// assert_eq!(Rules { piece: Piece::King, ..Rules::QUEENS }.at(5), "kings, n = 5");
    /// ```
    pub fn at(&self, n: usize) -> String {
        if self.is_classic_at(n) {
            format!("n = {n}")
        } else {
            format!("{self}, n = {n}")
        }
    }

    /// An empty board of n rows, as wide as the rules make it.
    ///
    /// ```
    /// use nqueens_engine::Rules;
    /// let wide = Rules { columns: Some(7), ..Rules::QUEENS }.empty_board(5).unwrap();
    /// assert_eq!((wide.n(), wide.width(), wide.queen_count()), (5, 7, 0));
    /// ```
    pub fn empty_board(&self, n: usize) -> Result<Board, BoardError> {
        // The side first: no rows are made for a board that cannot be.
        check_side(n)?;
        Board::on_columns(vec![None; n], self.width(n))
    }

    /// The board of a column list (a queen in every row), as wide as the
    /// rules make it.
    ///
    /// ```
    /// use nqueens_engine::Rules;
    /// let wide = Rules { columns: Some(4), ..Rules::QUEENS }.board_of(&[3, 1]).unwrap();
    /// assert_eq!((wide.n(), wide.width(), wide.queen(0)), (2, 4, Some(3)));
    /// assert!(Rules::QUEENS.board_of(&[3, 1]).is_err());
    /// ```
    pub fn board_of(&self, columns: &[u32]) -> Result<Board, BoardError> {
        let rows = columns.iter().map(|&c| Some(c)).collect();
        Board::on_columns(rows, self.width(columns.len()))
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
        match self.topology {
            Topology::Plane => Ok(width),
            Topology::Torus if width != n => Err(RulesError::TorusRectangle),
            Topology::Torus => Ok(width),
        }
    }

    /// The group the solutions are counted up to.
    pub fn group(&self, n: usize) -> Group {
        match self.topology {
            _ if self.width(n) != n => Group::Rectangle,
            Topology::Plane => Group::Square,
            Topology::Torus => Group::Torus,
        }
    }

    /// Whether pieces on squares `a` and `b` (row, column) of a board of
    /// n rows attack each other: the one statement of each rule, which the
    /// search's tables and the checks of boards are built from. Two pieces
    /// in a row or a column always do (one a row and a column).
    ///
    /// ```
    /// use nqueens_engine::{Piece, Rules};
    /// let torus = Rules { topology: nqueens_engine::Topology::Torus, ..Rules::default() };
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
        let same = |a: i64, b: i64, m: usize| match self.topology {
            Topology::Plane => a == b,
            Topology::Torus => (a - b).rem_euclid(m as i64) == 0,
        };
        let step = |(a, b): (i64, i64)| same(dr, a, n) && same(dc, b, w);
        let diagonal = same(dr, dc, n) || same(dr, -dc, n);
        let moves = self.piece.moves();
        (moves.diagonals && diagonal) || moves.steps.iter().copied().any(step)
    }

    /// The line along which the piece on `a` attacks `b`, if it does: a
    /// row or a column; a diagonal or anti-diagonal (wrapping on a torus; a
    /// king's touch is one step along one); a superqueen's knight jump.
    ///
    /// ```
    /// use nqueens_engine::{Line, Piece, Rules};
    /// let torus = Rules { topology: nqueens_engine::Topology::Torus, ..Rules::default() };
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
        // The shortest way round, so that a wrap reads as a step.
        let short = |d: i64, m: i64| {
            let d = d.rem_euclid(m);
            if 2 * d > m { d - m } else { d }
        };
        let (dr, dc) = match self.topology {
            Topology::Plane => (dr, dc),
            Topology::Torus => (short(dr, n as i64), short(dc, w)),
        };
        // Off the diagonals, it is a step that is not a king's: a jump.
        if dr.abs() != dc.abs() {
            return Some(Line::Knight);
        }
        // Down to the right or up to the left: the diagonal; on a torus
        // the one whose wrapped difference matches.
        let on_diagonal = match self.topology {
            Topology::Plane => dr == dc,
            Topology::Torus => (dr - dc).rem_euclid(n as i64) == 0,
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
    /// use nqueens_engine::Rules;
    /// let torus = Rules { topology: nqueens_engine::Topology::Torus, ..Rules::default() };
    /// assert!(torus.known_empty(32) && !torus.known_empty(31) && !torus.known_empty(1));
    /// ```
    pub fn known_empty(&self, n: usize) -> bool {
        self.topology == Topology::Torus
            && self.piece.moves().diagonals
            && n > 1
            && (n.is_multiple_of(2) || n.is_multiple_of(3))
    }

    /// The pairs of pieces among `squares` (in reading order, each once)
    /// that attack each other, each pair once, in the order of the
    /// squares. Queens on a plane board are paired by the lines they share,
    /// in time linear in the pieces and pairs whatever the board; other
    /// rules look at every pair.
    ///
    /// ```
    /// use nqueens_engine::{Piece, Rules};
    /// let squares = [(0, 0), (0, 3), (1, 1), (3, 3)];
    /// let queens = Rules::QUEENS.attacking_pairs(4, &squares);
    /// assert_eq!(queens, [((0, 0), (0, 3)), ((0, 0), (1, 1)), ((0, 0), (3, 3)), ((0, 3), (3, 3)), ((1, 1), (3, 3))]);
    /// let kings = Rules { piece: Piece::King, ..Rules::QUEENS };
    /// assert_eq!(kings.attacking_pairs(4, &squares), [((0, 0), (0, 3)), ((0, 0), (1, 1)), ((0, 3), (3, 3))]);
    /// ```
    pub fn attacking_pairs(&self, n: usize, squares: &[Square]) -> Vec<(Square, Square)> {
        if self.piece == Piece::Queen && self.topology == Topology::Plane {
            return pairs_on_lines(n, self.width(n), squares);
        }
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

    /// The least image of a solution of n rows under the rules' motions:
    /// its class's representative, the one a fundamental list keeps.
    ///
    /// ```
    /// use nqueens_engine::Rules;
    /// let torus = Rules { topology: nqueens_engine::Topology::Torus, ..Rules::QUEENS };
    /// assert_eq!(torus.canonical(5, &[1, 3, 0, 2, 4]), [0, 2, 4, 1, 3]);
    /// assert_eq!(Rules::QUEENS.canonical(4, &[2, 0, 3, 1]), [1, 3, 0, 2]);
    /// ```
    pub fn canonical(&self, n: usize, columns: &[u32]) -> Vec<u32> {
        let w = self.width(n);
        self.motions(n)
            .iter()
            .map(|m| m.apply(n, w, columns))
            .min()
            .unwrap_or_else(|| columns.to_vec())
    }
}

/// The pairs of `squares` (in reading order) that share a row, a column
/// or a diagonal of a board of n rows and `w` columns, in the order of the
/// squares: each line's pieces are grouped, then paired.
fn pairs_on_lines(n: usize, w: usize, squares: &[Square]) -> Vec<(Square, Square)> {
    let mut lines: Vec<Vec<Vec<usize>>> = vec![vec![Vec::new(); n + w]; 4];
    for (i, &(r, c)) in squares.iter().enumerate() {
        for (kind, line) in [r, c, r + w - 1 - c, r + c].into_iter().enumerate() {
            lines[kind][line].push(i);
        }
    }
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for line in lines.iter().flatten().filter(|line| line.len() > 1) {
        for (k, &a) in line.iter().enumerate() {
            pairs.extend(line[k + 1..].iter().map(|&b| (a, b)));
        }
    }
    // Two squares share at most one line: each pair is found once.
    pairs.sort_unstable();
    pairs
        .into_iter()
        .map(|(a, b)| (squares[a], squares[b]))
        .collect()
}

impl fmt::Display for Rules {
    /// The rules in words: "queens", "superqueens on a torus",
    /// "kings on 8 columns".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.piece.spelling().plural)?;
        match self.topology {
            Topology::Plane => {}
            Topology::Torus => write!(f, " on a torus")?,
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
