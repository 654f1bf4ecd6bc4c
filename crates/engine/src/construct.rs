//! One solution of any size: an explicit O(n) formula, and a seeded
//! min-conflicts local search for other solutions of large boards.

use crate::rules::Topology;
use crate::rules::{Piece, RuleSearch, Rules};
use crate::{board::Board, board::MAX_N, control::Control, errors::EngineError};

/// One solution of n under `rules` by an explicit formula, as a board.
/// The classic queens' is the classical construction (even columns, then
/// odd ones, with fixed swaps when n mod 6 is 2 or 3): O(n) time, for n = 1
/// and every n >= 4. Other rules have theirs where one is known (see
/// [`construct_columns`]); elsewhere [`EngineError::NoFormula`].
///
/// ```
/// use nqueens_engine::{construct, EngineError, Rules};
/// let board = construct(8, Rules::QUEENS).unwrap();
/// assert!(board.is_solution());
/// assert_eq!(construct(3, Rules::QUEENS), Err(EngineError::NoSolution(3)));
/// ```
pub fn construct(n: usize, rules: Rules) -> Result<Board, EngineError> {
    let columns = construct_columns(n, rules)?;
    Ok(rules.board_of(&columns)?)
}

/// The column list of [`construct`]: the classic construction, or under
/// other rules queens on a torus for n prime to 6 (`c = 2r mod n`,
/// Pólya), the rook's diagonal, kings on odd then even columns, and
/// queens or kings on more columns than rows.
///
/// ```
/// use nqueens_engine::{construct_columns, EngineError, Piece, Rules};
/// let torus = Rules { topology: nqueens_engine::Topology::Torus, ..Rules::QUEENS };
/// assert_eq!(construct_columns(5, torus), Ok(vec![0, 2, 4, 1, 3]));
/// assert_eq!(construct_columns(6, torus), Err(EngineError::NoFormula));
/// let kings = Rules { piece: Piece::King, ..Rules::QUEENS };
/// assert_eq!(construct_columns(5, kings), Ok(vec![1, 3, 0, 2, 4]));
/// ```
pub fn construct_columns(n: usize, rules: Rules) -> Result<Vec<u32>, EngineError> {
    if n == 0 || n > MAX_N {
        return Err(EngineError::ConstructSide(n));
    }
    if rules.is_classic_at(n) {
        return classic_columns(n);
    }
    rules.check_shape(n)?;
    formula(n, rules).ok_or(EngineError::NoFormula)
}

/// The classical construction's column list.
pub(crate) fn classic_columns(n: usize) -> Result<Vec<u32>, EngineError> {
    if n == 0 || n > MAX_N {
        return Err(EngineError::ConstructSide(n));
    }
    if n == 2 || n == 3 {
        return Err(EngineError::NoSolution(n));
    }
    // 1-based columns, as the formula is usually stated.
    let mut evens: Vec<usize> = (2..=n).step_by(2).collect();
    let mut odds: Vec<usize> = (1..=n).step_by(2).collect();
    match n % 6 {
        2 => {
            // Swap 1 and 3, move 5 to the end.
            odds.swap(0, 1);
            if let Some(pos) = odds.iter().position(|&c| c == 5) {
                let five = odds.remove(pos);
                odds.push(five);
            }
        }
        3 => {
            // Move 2 to the end of the evens, 1 and 3 to the end of the odds.
            let two = evens.remove(0);
            evens.push(two);
            odds.drain(..2);
            odds.extend([1, 3]);
        }
        _ => {}
    }
    Ok(evens
        .into_iter()
        .chain(odds)
        .map(|c| (c - 1) as u32)
        .collect())
}

/// Another solution of n, found by min-conflicts local search from a seeded
/// random start: the same seed gives the same board. Queens stay a
/// permutation (no column conflicts), and swaps of two rows' columns remove
/// diagonal conflicts. Expected O(n) work for large n; cancellable.
pub fn shuffled(n: usize, seed: u64, control: Control<'_>) -> Result<Board, EngineError> {
    if n == 0 || n > MAX_N {
        return Err(EngineError::ConstructSide(n));
    }
    if n == 2 || n == 3 {
        return Err(EngineError::NoSolution(n));
    }
    if n <= 7 {
        // Too small for random swaps to settle quickly: pick among all.
        let all: Vec<Board> = crate::solutions::Solutions::new(n, Rules::QUEENS)?.collect();
        let mut rng = fastrand::Rng::with_seed(seed);
        return Ok(all[rng.usize(..all.len())].clone());
    }
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut search = LocalSearch::new(n);
    loop {
        search.start(&mut rng, &control)?;
        if search.settle(&mut rng, &control)? {
            return Ok(Board::from_columns(&search.columns)?);
        }
    }
}

/// The share of a shuffle's progress its start takes (about 7% of the
/// time at n = 10,000,000 here).
const START_SHARE: f64 = 0.1;

struct LocalSearch {
    n: usize,
    columns: Vec<u32>,
    /// Queens on each diagonal (row - col + n - 1) and anti-diagonal (row + col).
    diags: Vec<u32>,
    antis: Vec<u32>,
}

impl LocalSearch {
    fn new(n: usize) -> Self {
        LocalSearch {
            n,
            columns: (0..n as u32).collect(),
            diags: vec![0; 2 * n],
            antis: vec![0; 2 * n],
        }
    }

    fn d(&self, r: usize) -> usize {
        r + self.n - 1 - self.columns[r] as usize
    }

    fn a(&self, r: usize) -> usize {
        r + self.columns[r] as usize
    }

    fn add(&mut self, r: usize) {
        let (d, a) = (self.d(r), self.a(r));
        self.diags[d] += 1;
        self.antis[a] += 1;
    }

    fn sub(&mut self, r: usize) {
        let (d, a) = (self.d(r), self.a(r));
        self.diags[d] -= 1;
        self.antis[a] -= 1;
    }

    fn attacked(&self, r: usize) -> bool {
        self.diags[self.d(r)] > 1 || self.antis[self.a(r)] > 1
    }

    /// A random permutation built greedily: each row takes, among a few
    /// random remaining columns, one on free diagonals (Sosič and Gu). Its
    /// progress is the first [`START_SHARE`] of the whole: at n =
    /// 10,000,000 it takes seconds, which a bar at 0% said nothing of.
    fn start(&mut self, rng: &mut fastrand::Rng, control: &Control<'_>) -> Result<(), EngineError> {
        let n = self.n;
        self.columns = (0..n as u32).collect();
        self.diags.fill(0);
        self.antis.fill(0);
        for r in 0..n {
            if r % 65_536 == 0 {
                if control.cancelled() {
                    return Err(EngineError::Cancelled);
                }
                if let Some(progress) = control.progress {
                    progress(START_SHARE * r as f64 / n as f64);
                }
            }
            for _ in 0..8 {
                let j = rng.usize(r..n);
                self.columns.swap(r, j);
                if self.diags[self.d(r)] == 0 && self.antis[self.a(r)] == 0 {
                    break;
                }
            }
            self.add(r);
        }
        Ok(())
    }

    /// Swaps pairs of rows while that lowers the number of attacks; true when
    /// none is left, false when stuck (the caller restarts).
    fn settle(
        &mut self,
        rng: &mut fastrand::Rng,
        control: &Control<'_>,
    ) -> Result<bool, EngineError> {
        let n = self.n;
        let mut attacked: Vec<usize> = (0..n).filter(|&r| self.attacked(r)).collect();
        let at_first = attacked.len().max(1) as f64;
        let mut stale_rounds = 0;
        while !attacked.is_empty() {
            if control.cancelled() {
                return Err(EngineError::Cancelled);
            }
            let improved = self.round(&attacked, at_first, rng, control)?;
            attacked = (0..n).filter(|&r| self.attacked(r)).collect();
            stale_rounds = if improved { 0 } else { stale_rounds + 1 };
            if stale_rounds > 50 {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// One round: each attacked row tries random partners until a swap
    /// lowers the attacks; true if one did. The progress is the share of
    /// the first attacked rows (`at_first`) freed, said every 4,096 rows:
    /// a round at n = 10,000,000 takes tens of seconds, and a figure that
    /// moved once a round said 0% all through the first.
    fn round(
        &mut self,
        attacked: &[usize],
        at_first: f64,
        rng: &mut fastrand::Rng,
        control: &Control<'_>,
    ) -> Result<bool, EngineError> {
        let n = self.n;
        let left = attacked.len() as f64;
        let mut freed = 0usize;
        let mut improved = false;
        for (k, &i) in attacked.iter().enumerate() {
            if k % 4096 == 0 {
                if control.cancelled() {
                    return Err(EngineError::Cancelled);
                }
                if let Some(progress) = control.progress {
                    let now = left - freed as f64;
                    let freed = (1.0 - now / at_first).clamp(0.0, 0.99);
                    progress(START_SHARE + (1.0 - START_SHARE) * freed);
                }
            }
            if !self.attacked(i) {
                continue;
            }
            for _ in 0..64 {
                let j = rng.usize(..n);
                if j == i {
                    continue;
                }
                let lines = self.lines_of_swap(i, j);
                let before = self.cost(lines);
                self.swap(i, j);
                if self.cost(lines) < before {
                    improved = true;
                    freed += 1;
                    break;
                }
                self.swap(i, j);
            }
        }
        Ok(improved)
    }

    /// The lines through rows i and j now and after their swap: every line
    /// whose count a swap can change.
    fn lines_of_swap(&self, i: usize, j: usize) -> [(bool, usize); 8] {
        let (ci, cj) = (self.columns[i] as usize, self.columns[j] as usize);
        let last = self.n - 1;
        [
            (true, i + last - ci),
            (false, i + ci),
            (true, j + last - cj),
            (false, j + cj),
            (true, i + last - cj),
            (false, i + cj),
            (true, j + last - ci),
            (false, j + ci),
        ]
    }

    /// Attacks along the given lines (each queen past the first on a line
    /// counts one), each line once.
    fn cost(&self, mut lines: [(bool, usize); 8]) -> u32 {
        lines.sort_unstable();
        let mut cost = 0;
        for (k, &(diag, idx)) in lines.iter().enumerate() {
            if k > 0 && lines[k - 1] == (diag, idx) {
                continue;
            }
            let on_line = if diag {
                self.diags[idx]
            } else {
                self.antis[idx]
            };
            cost += on_line.saturating_sub(1);
        }
        cost
    }

    fn swap(&mut self, i: usize, j: usize) {
        self.sub(i);
        self.sub(j);
        self.columns.swap(i, j);
        self.add(i);
        self.add(j);
    }
}

/// One solution of n under `rules` (not the classic queens') by a
/// formula, where one is known: what [`construct_columns`] answers
/// for them, the shape already checked.
pub(crate) fn formula(n: usize, rules: Rules) -> Option<Vec<u32>> {
    match (rules.piece, rules.topology) {
        (Piece::Rook, _) => Some((0..n as u32).collect()),
        (Piece::Queen, Topology::Torus) if !n.is_multiple_of(2) && !n.is_multiple_of(3) => {
            Some((0..n).map(|r| (2 * r % n) as u32).collect())
        }
        // More columns than rows leave the extra ones empty: a square
        // solution is one. Two and three queens or kings have none, but
        // on more columns a search finds one at once.
        (Piece::Queen | Piece::King, Topology::Plane) if n == 2 || n == 3 => {
            RuleSearch::new(n, rules)
                .ok()?
                .seek(None, true, &Control::default())
                .ok()?
        }
        (Piece::Queen, Topology::Plane) => classic_columns(n).ok(),
        // The odd columns, then the even ones: neighbouring rows are at
        // least two columns apart (n = 4: 1 3 0 2), on a plane board.
        (Piece::King, Topology::Plane) => Some(
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

    #[test]
    fn formula_holds_for_every_case_of_n_mod_6() {
        for n in (1..=40).filter(|&n| n != 2 && n != 3) {
            assert!(
                construct(n, Rules::QUEENS).unwrap().is_solution(),
                "n = {n}"
            );
        }
        assert_eq!(
            construct(0, Rules::QUEENS),
            Err(EngineError::ConstructSide(0))
        );
        assert_eq!(construct(2, Rules::QUEENS), Err(EngineError::NoSolution(2)));
    }

    #[test]
    fn shuffling_reports_progress_within_a_round_not_once_a_round() {
        // The first round's work: the rows attacked after the greedy
        // start. Progress came once a round (0% all through the first,
        // which at ten million took half a minute); it comes every 4,096
        // rows, and moves up within the round.
        let n = 300_000;
        let mut rng = fastrand::Rng::with_seed(5);
        let mut search = LocalSearch::new(n);
        search.start(&mut rng, &Control::default()).unwrap();
        let attacked: Vec<usize> = (0..n).filter(|&r| search.attacked(r)).collect();
        let reports = std::sync::Mutex::new(Vec::new());
        let record = |f: f64| reports.lock().unwrap().push(f);
        let control = Control {
            progress: Some(&record),
            ..Control::default()
        };
        let at_first = attacked.len() as f64;
        assert!(
            search
                .round(&attacked, at_first, &mut rng, &control)
                .unwrap()
        );
        let reports = reports.into_inner().unwrap();
        assert_eq!(reports.len(), attacked.len().div_ceil(4096));
        assert!(
            reports.len() >= 3,
            "{} rows attacked at first",
            attacked.len()
        );
        // The round's share begins where the start's ends.
        assert_eq!(reports[0], START_SHARE);
        assert!(reports.windows(2).all(|w| w[1] >= w[0]), "{reports:?}");
        assert!(reports[reports.len() - 1] > 0.2, "{reports:?}");
    }

    #[test]
    fn the_start_of_a_shuffle_moves_the_progress_too() {
        // Issue 61: at ten million the greedy start took seconds at 0%.
        let n = 1_000_000;
        let reports = std::sync::Mutex::new(Vec::new());
        let record = |f: f64| reports.lock().unwrap().push(f);
        let control = Control {
            progress: Some(&record),
            ..Control::default()
        };
        let mut search = LocalSearch::new(n);
        search
            .start(&mut fastrand::Rng::with_seed(3), &control)
            .unwrap();
        let reports = reports.into_inner().unwrap();
        assert_eq!(reports.len(), n.div_ceil(65_536));
        assert!(reports.windows(2).all(|w| w[1] > w[0]), "{reports:?}");
        assert!(
            reports[reports.len() - 1] > 0.9 * START_SHARE,
            "{reports:?}"
        );
        assert!(reports[reports.len() - 1] < START_SHARE, "{reports:?}");
    }

    #[test]
    fn shuffled_is_seeded_and_valid() {
        for n in [1, 4, 5, 8, 9, 50, 1000] {
            let a = shuffled(n, 7, Control::default()).unwrap();
            assert!(a.is_solution(), "n = {n}");
            assert_eq!(a, shuffled(n, 7, Control::default()).unwrap());
        }
        assert_ne!(
            shuffled(1000, 1, Control::default()).unwrap(),
            shuffled(1000, 2, Control::default()).unwrap()
        );
    }
}
