//! The 8 symmetries of the square acting on complete boards: transforms,
//! canonical forms, orbits, and the fundamental solutions of n in order.

use std::fmt;

use crate::board::Board;

/// One of the 8 rotations and reflections of the square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Symmetry {
    Identity,
    /// A quarter turn clockwise.
    Rotate90,
    Rotate180,
    /// A quarter turn counter-clockwise.
    Rotate270,
    /// Mirror left to right.
    FlipHorizontal,
    /// Mirror top to bottom.
    FlipVertical,
    /// Mirror in the main diagonal (top-left to bottom-right).
    Transpose,
    /// Mirror in the anti-diagonal (top-right to bottom-left).
    AntiTranspose,
}

impl Symmetry {
    /// All 8, identity first.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::FlipHorizontal,
        Symmetry::FlipVertical,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// Where square (row, col) of an n×n board goes.
    pub fn map_square(self, n: usize, (r, c): (usize, usize)) -> (usize, usize) {
        let last = n - 1;
        match self {
            Symmetry::Identity => (r, c),
            Symmetry::Rotate90 => (c, last - r),
            Symmetry::Rotate180 => (last - r, last - c),
            Symmetry::Rotate270 => (last - c, r),
            Symmetry::FlipHorizontal => (r, last - c),
            Symmetry::FlipVertical => (last - r, c),
            Symmetry::Transpose => (c, r),
            Symmetry::AntiTranspose => (last - c, last - r),
        }
    }

    /// The image of a column list whose columns are all distinct (so that
    /// the image again has one queen per row).
    ///
    /// ```
    /// use nqueens_engine::Symmetry;
    /// assert_eq!(Symmetry::FlipHorizontal.apply_columns(&[1, 3, 0, 2]), vec![2, 0, 3, 1]);
    /// ```
    pub fn apply_columns(self, columns: &[u32]) -> Vec<u32> {
        let n = columns.len();
        let mut image = vec![0u32; n];
        for (r, &c) in columns.iter().enumerate() {
            let (r2, c2) = self.map_square(n, (r, c as usize));
            image[r2] = c2 as u32;
        }
        image
    }

    /// The image of a board, or `None` when the board is not a permutation
    /// (a complete board with distinct columns), whose image would have two
    /// queens in a row.
    pub fn apply(self, board: &Board) -> Option<Board> {
        let columns = permutation(board)?;
        Board::from_columns(&self.apply_columns(&columns)).ok()
    }

    /// A short name for menus and lists.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::Identity => "identity",
            Symmetry::Rotate90 => "rotate 90°",
            Symmetry::Rotate180 => "rotate 180°",
            Symmetry::Rotate270 => "rotate 270°",
            Symmetry::FlipHorizontal => "mirror left-right",
            Symmetry::FlipVertical => "mirror top-bottom",
            Symmetry::Transpose => "mirror in the diagonal",
            Symmetry::AntiTranspose => "mirror in the anti-diagonal",
        }
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

fn permutation(board: &Board) -> Option<Vec<u32>> {
    let columns = board.columns()?;
    let mut seen = vec![false; columns.len()];
    for &c in &columns {
        if std::mem::replace(&mut seen[c as usize], true) {
            return None;
        }
    }
    Some(columns)
}

/// The lexicographically smallest of the 8 images of a permutation: the
/// representative of its orbit.
///
/// ```
/// use nqueens_engine::canonical_columns;
/// assert_eq!(canonical_columns(&[7, 3, 0, 2, 5, 1, 6, 4]), vec![0, 4, 7, 5, 2, 6, 1, 3]);
/// ```
pub fn canonical_columns(columns: &[u32]) -> Vec<u32> {
    Symmetry::ALL
        .iter()
        .map(|s| s.apply_columns(columns))
        .min()
        .unwrap_or_default()
}

/// Whether a permutation is the smallest of its orbit, without allocating
/// more than one image at a time.
pub fn is_canonical(columns: &[u32]) -> bool {
    let mut image = vec![0u32; columns.len()];
    let n = columns.len();
    Symmetry::ALL[1..].iter().all(|&s| {
        for (r, &c) in columns.iter().enumerate() {
            let (r2, c2) = s.map_square(n, (r, c as usize));
            image[r2] = c2 as u32;
        }
        columns <= image.as_slice()
    })
}

/// The distinct images of a permutation, each with the first symmetry that
/// produces it, sorted by column list. Its length (1, 2, 4 or 8) is the orbit
/// size.
pub fn orbit(columns: &[u32]) -> Vec<(Symmetry, Vec<u32>)> {
    let mut images: Vec<(Symmetry, Vec<u32>)> = Vec::with_capacity(8);
    for s in Symmetry::ALL {
        let image = s.apply_columns(columns);
        if images.iter().all(|(_, seen)| *seen != image) {
            images.push((s, image));
        }
    }
    images.sort_by(|a, b| a.1.cmp(&b.1));
    images
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_compose_as_the_group_does() {
        let cols = [0, 4, 7, 5, 2, 6, 1, 3];
        let r90 = Symmetry::Rotate90.apply_columns(&cols);
        let r180 = Symmetry::Rotate90.apply_columns(&r90);
        assert_eq!(r180, Symmetry::Rotate180.apply_columns(&cols));
        let r270 = Symmetry::Rotate90.apply_columns(&r180);
        assert_eq!(r270, Symmetry::Rotate270.apply_columns(&cols));
        assert_eq!(Symmetry::Rotate90.apply_columns(&r270), cols.to_vec());
        // Transpose is the inverse permutation.
        let t = Symmetry::Transpose.apply_columns(&cols);
        for (r, &c) in cols.iter().enumerate() {
            assert_eq!(t[c as usize], r as u32);
        }
    }

    #[test]
    fn orbit_of_the_symmetric_ten_queens_is_small() {
        // The unique solution of n = 4 family is rotation-symmetric: orbit of 2.
        assert_eq!(orbit(&[1, 3, 0, 2]).len(), 2);
        assert_eq!(orbit(&[0, 4, 7, 5, 2, 6, 1, 3]).len(), 8);
    }

    #[test]
    fn apply_refuses_non_permutations() {
        let board = Board::from_columns(&[0, 0, 1]).unwrap();
        assert_eq!(Symmetry::Rotate90.apply(&board), None);
        let partial = Board::from_rows(vec![Some(0), None]).unwrap();
        assert_eq!(Symmetry::Identity.apply(&partial), None);
    }
}
