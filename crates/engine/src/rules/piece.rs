//! The pieces, and the one table of what each is: how it moves (which
//! [`super::Rules::attacks`] reads, and through it the search's tables,
//! the judges and Watch's reasons), and how it is spelled in links and on
//! the command line, in RON files, in file names and messages, in FEN,
//! and the keys of its words in the window's languages. A new piece is a
//! variant and a row here, its picture (`scene/pieces.rs`), its program
//! in Watch's code (`textbook/ruled.rs`), and its words in each locale.

use std::fmt;

/// A piece that attacks as a chess piece does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
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

/// How a piece is written wherever it is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spelling {
    pub piece: Piece,
    /// In links (`piece=king`), on the command line (`--piece king`) and
    /// in the window's keys for its words (`piece-king`, `pieces-king`).
    pub key: &'static str,
    /// In RON boards and saved settings: `piece: King`.
    pub ron: &'static str,
    /// Many of them, in file names and messages: `kings-8.txt`, "kings,
    /// n = 8".
    pub plural: &'static str,
    /// Its letter in FEN, a white chess piece's; `None` for a piece chess
    /// does not have.
    pub fen: Option<char>,
    /// What it is, for `--help`.
    pub about: &'static str,
    /// How it attacks beyond its row and column (which every rule takes).
    pub moves: Moves,
}

/// How a piece attacks beyond its row and column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moves {
    /// It rides the diagonals to any distance (a queen).
    pub diagonals: bool,
    /// The steps it takes to one square, as (rows down, columns right):
    /// a king's touch, a knight's jump.
    pub steps: &'static [(i64, i64)],
}

const TOUCH: [(i64, i64); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT: [(i64, i64); 8] = [
    (1, 2),
    (1, -2),
    (-1, 2),
    (-1, -2),
    (2, 1),
    (2, -1),
    (-2, 1),
    (-2, -1),
];

/// One row a piece, in the order of [`Piece::ALL`].
const SPELLINGS: [Spelling; 4] = [
    Spelling {
        piece: Piece::Queen,
        key: "queen",
        ron: "Queen",
        plural: "queens",
        fen: Some('Q'),
        about: "Rows, columns and diagonals (the classic puzzle)",
        moves: Moves {
            diagonals: true,
            steps: &[],
        },
    },
    Spelling {
        piece: Piece::Rook,
        key: "rook",
        ron: "Rook",
        plural: "rooks",
        fen: Some('R'),
        about: "Rows and columns: n! solutions",
        moves: Moves {
            diagonals: false,
            steps: &[],
        },
    },
    Spelling {
        piece: Piece::King,
        key: "king",
        ron: "King",
        plural: "kings",
        fen: Some('K'),
        about: "One a row and a column, no two touching (Hertzsprung's problem)",
        moves: Moves {
            diagonals: false,
            steps: &TOUCH,
        },
    },
    Spelling {
        piece: Piece::Superqueen,
        key: "superqueen",
        ron: "Superqueen",
        plural: "superqueens",
        fen: None,
        about: "A queen that also moves as a knight",
        moves: Moves {
            diagonals: true,
            steps: &KNIGHT,
        },
    },
];

impl Piece {
    pub const ALL: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::King, Piece::Superqueen];

    /// Every way the piece is written.
    ///
    /// ```
    /// use nqueens_engine::Piece;
    /// let king = Piece::King.spelling();
    /// assert_eq!((king.key, king.ron, king.plural), ("king", "King", "kings"));
    /// ```
    pub fn spelling(self) -> &'static Spelling {
        // The table's rows are in the enum's order (a test holds it).
        &SPELLINGS[self as usize]
    }

    /// A stable name, as links and the command line's `--piece` take it.
    pub fn key(self) -> &'static str {
        self.spelling().key
    }

    /// The piece named `key`.
    pub fn from_key(key: &str) -> Option<Piece> {
        SPELLINGS.iter().find(|s| s.key == key).map(|s| s.piece)
    }

    /// How it attacks beyond its row and column.
    pub fn moves(self) -> Moves {
        self.spelling().moves
    }

    /// The piece as RON names it, or by its key (a hand-written file).
    fn from_ron(name: &str) -> Option<Piece> {
        SPELLINGS
            .iter()
            .find(|s| s.ron == name || s.key == name)
            .map(|s| s.piece)
    }
}

/// RON writes a piece as its unit variant, `King`.
impl serde::Serialize for Piece {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let spelling = self.spelling();
        serializer.serialize_unit_variant("Piece", *self as u32, spelling.ron)
    }
}

/// The table's RON column, as serde's messages list the names.
const RON_NAMES: [&str; 4] = [
    SPELLINGS[0].ron,
    SPELLINGS[1].ron,
    SPELLINGS[2].ron,
    SPELLINGS[3].ron,
];

impl<'de> serde::Deserialize<'de> for Piece {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Piece, D::Error> {
        deserializer.deserialize_enum("Piece", &RON_NAMES, PieceVisitor)
    }
}

struct PieceVisitor;

impl<'de> serde::de::Visitor<'de> for PieceVisitor {
    type Value = Piece;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a piece: one of {}", RON_NAMES.join(", "))
    }

    fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<Piece, E> {
        Piece::from_ron(name).ok_or_else(|| E::unknown_variant(name, &RON_NAMES))
    }

    fn visit_enum<A: serde::de::EnumAccess<'de>>(self, data: A) -> Result<Piece, A::Error> {
        use serde::de::VariantAccess;
        let (piece, variant): (Piece, _) = data.variant_seed(Identifier)?;
        variant.unit_variant()?;
        Ok(piece)
    }
}

/// A variant's name read as an identifier (`King`), as formats that name
/// variants bare write them.
struct Identifier;

impl<'de> serde::de::DeserializeSeed<'de> for Identifier {
    type Value = Piece;

    fn deserialize<D: serde::Deserializer<'de>>(self, deserializer: D) -> Result<Piece, D::Error> {
        deserializer.deserialize_identifier(PieceVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_a_row_a_piece_in_order_and_ron_reads_what_it_writes() {
        for (i, piece) in Piece::ALL.into_iter().enumerate() {
            assert_eq!(SPELLINGS[i].piece, piece);
            assert_eq!(RON_NAMES[i], piece.spelling().ron);
            assert_eq!(Piece::from_key(piece.key()), Some(piece));
            let written = ron::to_string(&piece).unwrap();
            assert_eq!(written, piece.spelling().ron);
            assert_eq!(ron::from_str::<Piece>(&written).unwrap(), piece);
        }
        assert!(ron::from_str::<Piece>("Knight").is_err());
    }
}
