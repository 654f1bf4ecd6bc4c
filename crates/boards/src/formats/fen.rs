//! FEN piece placement for the 8×8 board, so chess tools can open a board.

use crate::engine::Board;

/// The piece-placement field of FEN (rank 8, the top row, first), with white
/// queens: `None` unless the board is 8×8, the only size FEN describes.
///
/// ```
/// use nqueens_boards::engine::Board;
/// let board = Board::from_columns(&[0, 4, 7, 5, 2, 6, 1, 3]).unwrap();
/// assert_eq!(nqueens_boards::formats::to_fen(&board).unwrap(), "Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4");
/// ```
pub fn to_fen(board: &Board) -> Option<String> {
    to_fen_of(board, 'Q')
}

/// FEN with `letter` for each piece: the piece's own ([`crate::engine::Spelling::fen`]).
///
/// ```
/// use nqueens_boards::engine::Board;
/// let kings = Board::from_columns(&[0, 2, 4, 6, 1, 3, 5, 7]).unwrap();
/// assert_eq!(nqueens_boards::formats::to_fen_of(&kings, 'K').unwrap(), "K7/2K5/4K3/6K1/1K6/3K4/5K2/7K");
/// ```
pub fn to_fen_of(board: &Board, letter: char) -> Option<String> {
    if board.n() != 8 || board.width() != 8 {
        return None;
    }
    let ranks: Vec<String> = board
        .rows()
        .iter()
        .map(|row| match row {
            None => "8".to_string(),
            Some(c) => {
                let mut rank = String::new();
                if *c > 0 {
                    rank.push_str(&c.to_string());
                }
                rank.push(letter);
                if 7 - c > 0 {
                    rank.push_str(&(7 - c).to_string());
                }
                rank
            }
        })
        .collect();
    Some(ranks.join("/"))
}
