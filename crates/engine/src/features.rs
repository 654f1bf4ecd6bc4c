//! What each rule supports: one table that the command line's refusals
//! and the window's greyed views and their reasons read.

use crate::kernels::Kernel;
use crate::rules::{Rules, Topology};

/// A capability that not every rule has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Feature {
    /// Solutions with a queen on pinned squares and none on blocked ones.
    Pins,
    /// A count split into parts (`--part`, `--resume`).
    Split,
    /// Solution k at once by tables, and its number back (`--index` past
    /// a listing's reach, the window's Go to number).
    Unranking,
    /// FEN: white queens on a chess board.
    Fen,
    /// TikZ: the queens' picture for LaTeX.
    Tikz,
    /// The statistics view: the classic tree's node counts and the
    /// reference figures.
    Statistics,
    /// The textbook's quiz and its mistakes as programs.
    Textbook,
    /// Boards past the search's sides, drawn from a construction (the
    /// window's Big board).
    BigBoard,
    /// A solver's output held against the truth in the window (the
    /// command line's `verify` takes every rule).
    SolverCheck,
    /// The board at a glance: the reference figures and what is known.
    Overview,
    /// A partial board completed to a solution that keeps its pieces
    /// (Play's Complete).
    Completion,
}

impl Feature {
    /// The feature in words, as a refusal names it: "--pin and --block".
    pub fn words(self) -> &'static str {
        match self {
            Feature::Pins => "--pin and --block",
            Feature::Split => "a split (--part, --resume)",
            Feature::Unranking => "numbers at once",
            Feature::Fen => "FEN",
            Feature::Tikz => "TikZ",
            Feature::Statistics => "the statistics",
            Feature::Textbook => "the textbook's quiz and mistakes",
            Feature::BigBoard => "the Big board",
            Feature::SolverCheck => "checking a solver in the window",
            Feature::Overview => "the overview of the board",
            Feature::Completion => "completing a board",
        }
    }
}

impl Rules {
    /// Whether these rules have `feature`: the one table of what the
    /// other pieces and boards can do.
    ///
    /// ```
    /// use nqueens_engine::{Feature, Piece, Rules};
    /// assert!(Rules::QUEENS.supports(Feature::Pins));
    /// let kings = Rules { piece: Piece::King, ..Rules::default() };
    /// assert!(kings.supports(Feature::Pins) && kings.supports(Feature::Fen));
    /// assert!(!kings.supports(Feature::Unranking));
    /// let superqueens = Rules { piece: Piece::Superqueen, ..Rules::default() };
    /// assert!(!superqueens.supports(Feature::Fen) && superqueens.supports(Feature::Tikz));
    /// ```
    pub fn supports(&self, feature: Feature) -> bool {
        let classic = self.is_classic();
        match feature {
            // FEN is a chessboard's: a piece with a chess letter, on a
            // board whose edges end (the size is the format's to check).
            Feature::Fen => {
                self.piece.spelling().fen.is_some()
                    && self.topology == Topology::Plane
                    && self.columns.is_none()
            }
            // TikZ draws the scene the pictures draw, every piece in it;
            // the walk keeps pins and blocks under every rule (the count,
            // the listing, the numbers, the survey).
            Feature::Tikz | Feature::Pins => true,
            // A split is a kernel's: the table says which kernels split a
            // count into parts and which rules each is made for.
            Feature::Split => Kernel::ALL
                .into_iter()
                .any(|kernel| kernel.splits() && kernel.takes(*self)),
            // The queens' own kernels: the tables that number, the
            // completion's masks and the construction of the Big board.
            Feature::Unranking | Feature::Completion | Feature::BigBoard => classic,
            // Of the textbook's queens: its program and mistakes, its
            // tree's figures, the reference counts, a solver's exercise.
            Feature::Statistics | Feature::Textbook | Feature::Overview | Feature::SolverCheck => {
                classic
            }
        }
    }

    /// Why these rules do not have `feature`, in one sentence; `None`
    /// when they do.
    ///
    /// ```
    /// use nqueens_engine::{Feature, Piece, Rules};
    /// let kings = Rules { piece: Piece::King, ..Rules::default() };
    /// assert_eq!(
    ///     kings.refusal(Feature::Split).as_deref(),
    ///     Some("a split (--part, --resume) is for the classic queens, superqueens on a plain square board and queens on a square torus, not for kings")
    /// );
    /// let torus = Rules { topology: nqueens_engine::Topology::Torus, ..Rules::default() };
    /// assert_eq!(torus.refusal(Feature::Split), None);
    /// assert_eq!(Rules::QUEENS.refusal(Feature::Split), None);
    /// ```
    pub fn refusal(&self, feature: Feature) -> Option<String> {
        let whose = match feature {
            Feature::Fen => "chess pieces on a plain square board",
            Feature::Split => {
                "the classic queens, superqueens on a plain square board and queens on a square torus"
            }
            _ => "the classic queens",
        };
        (!self.supports(feature))
            .then(|| format!("{} is for {whose}, not for {self}", feature.words()))
    }
}
