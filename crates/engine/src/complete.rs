//! Completing a partial board: fill the empty rows so that no queens attack,
//! or prove that no completion exists. Cancellable.

use crate::{
    board::Attack, board::Board, control::Control, errors::EngineError, limits::MAX_COMPLETE_N,
};

/// What [`complete`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Completion {
    /// A solution that keeps every queen of the partial board.
    Solved(Board),
    /// The queens already placed attack each other.
    Conflicting(Vec<Attack>),
    /// The queens are consistent, but no way of filling the empty rows works.
    Impossible,
}

/// Fills the empty rows of `board`, keeping its queens, or proves that it
/// cannot be done. A search that always branches on the row with the fewest
/// free squares, so typical boards up to n = 64 finish at once.
///
/// ```
/// use nqueens_engine::{complete, Board, Completion, Control};
/// let partial = Board::from_rows(vec![Some(1), None, None, None]).unwrap();
/// let Completion::Solved(board) = complete(&partial, Control::default()).unwrap() else { panic!() };
/// assert_eq!(board.columns().unwrap(), vec![1, 3, 0, 2]);
///
/// let stuck = Board::from_rows(vec![Some(0), None, None, None]).unwrap();
/// assert_eq!(complete(&stuck, Control::default()).unwrap(), Completion::Impossible);
/// ```
pub fn complete(board: &Board, control: Control<'_>) -> Result<Completion, EngineError> {
    let n = board.n();
    if n > MAX_COMPLETE_N {
        return Err(EngineError::CompleteSide(n));
    }
    let attacks = board.attacks();
    if !attacks.is_empty() {
        return Ok(Completion::Conflicting(attacks));
    }
    let mut search = Search {
        n,
        full: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
        cols: 0,
        diags: 0,
        antis: 0,
        board: board.clone(),
        control,
        budget: POLL,
    };
    for (r, c) in board.queens() {
        search.set(r, c);
    }
    Ok(if search.run()? {
        Completion::Solved(search.board)
    } else {
        Completion::Impossible
    })
}

const POLL: u32 = 1 << 14;

struct Search<'a> {
    n: usize,
    full: u64,
    cols: u64,
    /// Bit (row - col + n - 1).
    diags: u128,
    /// Bit (row + col).
    antis: u128,
    board: Board,
    control: Control<'a>,
    budget: u32,
}

impl Search<'_> {
    fn set(&mut self, r: usize, c: usize) {
        self.cols ^= 1 << c;
        self.diags ^= 1 << (r + self.n - 1 - c);
        self.antis ^= 1 << (r + c);
    }

    /// Free columns of row r, bit c = column c.
    fn free(&self, r: usize) -> u64 {
        let n = self.n;
        // Bit (r + n - 1 - c) of diags, for c = 0..n, reversed into bit c.
        let window = ((self.diags >> r) as u64) & self.full;
        let diag_hits = window.reverse_bits() >> (64 - n);
        let anti_hits = ((self.antis >> r) as u64) & self.full;
        self.full & !(self.cols | diag_hits | anti_hits)
    }

    fn run(&mut self) -> Result<bool, EngineError> {
        self.budget -= 1;
        if self.budget == 0 {
            if self.control.cancelled() {
                return Err(EngineError::Cancelled);
            }
            self.budget = POLL;
        }
        // The empty row with the fewest free squares.
        let mut best: Option<(usize, u64)> = None;
        for r in (0..self.n).filter(|&r| self.board.queen(r).is_none()) {
            let free = self.free(r);
            if free == 0 {
                return Ok(false);
            }
            if best.is_none_or(|(_, b)| free.count_ones() < b.count_ones()) {
                best = Some((r, free));
            }
        }
        let Some((row, mut free)) = best else {
            return Ok(true);
        };
        while free != 0 {
            let c = free.trailing_zeros() as usize;
            free &= free - 1;
            self.set(row, c);
            self.board.place(row, c);
            if self.run()? {
                return Ok(true);
            }
            self.board.remove(row);
            self.set(row, c);
        }
        Ok(false)
    }
}

/// For a consistent board that has no completion: a queen whose removal
/// makes one possible (the first from the top), if any — the queen to move.
///
/// ```
/// use nqueens_engine::{Board, Control, queen_to_move};
/// // A queen in a corner of the 4×4 board blocks every solution.
/// let board = Board::from_rows(vec![Some(0), None, None, None]).unwrap();
/// assert_eq!(queen_to_move(&board, Control::default()).unwrap(), Some((0, 0)));
/// ```
pub fn queen_to_move(
    board: &Board,
    control: Control<'_>,
) -> Result<Option<crate::board::Square>, EngineError> {
    for (r, c) in board.queens() {
        let mut without = board.clone();
        without.remove(r);
        if matches!(complete(&without, control)?, Completion::Solved(_)) {
            return Ok(Some((r, c)));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Line;

    #[test]
    fn empty_boards_complete_up_to_64() {
        for n in [1, 4, 8, 20, 33, 64] {
            let Completion::Solved(b) =
                complete(&Board::empty(n).unwrap(), Control::default()).unwrap()
            else {
                panic!("no completion for n = {n}");
            };
            assert!(b.is_solution());
        }
        assert_eq!(
            complete(&Board::empty(3).unwrap(), Control::default()).unwrap(),
            Completion::Impossible
        );
        assert_eq!(
            complete(&Board::empty(65).unwrap(), Control::default()),
            Err(EngineError::CompleteSide(65))
        );
    }

    #[test]
    fn attacking_queens_are_reported() {
        let board = Board::from_rows(vec![Some(0), Some(1), None, None]).unwrap();
        let Completion::Conflicting(attacks) = complete(&board, Control::default()).unwrap() else {
            panic!("expected a conflict");
        };
        assert_eq!(attacks.len(), 1);
        assert_eq!(attacks[0].line, Line::Diagonal);
    }

    #[test]
    fn kept_queens_stay() {
        let mut board = Board::empty(12).unwrap();
        board.place(5, 5);
        board.place(11, 0);
        let Completion::Solved(done) = complete(&board, Control::default()).unwrap() else {
            panic!("no completion");
        };
        assert!(done.is_solution());
        assert_eq!((done.queen(5), done.queen(11)), (Some(5), Some(0)));
    }
}
