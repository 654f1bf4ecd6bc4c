//! Counts a formula gives exactly, for any n, where one is known: the
//! rooks' n!, and the kings' (Hertzsprung's problem, OEIS A002464)
//! linear recurrence. They pass 64 bits at n = 21 and 128 near n = 34, so
//! they are big integers; a(1000) has 2,567 digits and takes a few
//! milliseconds. The row-by-row search stays their check (to n = 12 in
//! the tests).

use super::Topology;
use num_bigint::{BigInt, BigUint};

use super::{Piece, Rules};

/// The largest n a formula is asked for: a(10,000) has about 35,000
/// digits; past that the numbers, not the counting, are the cost.
pub const MAX_EXACT_N: usize = 10_000;

/// The number of solutions of n under `rules` by a formula, if the rules
/// have one: rooks or kings on a square board with edges.
///
/// ```
/// use nqueens_engine::{Piece, Rules, exact_count};
/// let kings = Rules { piece: Piece::King, ..Rules::QUEENS };
/// assert_eq!(exact_count(14, kings).unwrap().to_string(), "11661506218");
/// let rooks = Rules { piece: Piece::Rook, ..Rules::QUEENS };
/// assert_eq!(exact_count(25, rooks).unwrap().to_string(), "15511210043330985984000000");
/// assert!(exact_count(8, Rules::QUEENS).is_none());
/// ```
pub fn exact_count(n: usize, rules: Rules) -> Option<BigUint> {
    if !has_exact_count(n, rules) {
        return None;
    }
    match rules.piece {
        Piece::Rook => Some((1..=n as u64).map(BigUint::from).product()),
        Piece::King => Some(hertzsprung(n)),
        // No formula: a new piece is counted by the walk, with no arm here.
        _ => None,
    }
}

/// Whether [`exact_count`] answers for n under `rules`, without counting:
/// what a forecast asks.
pub fn has_exact_count(n: usize, rules: Rules) -> bool {
    let rules = rules.normalized(n);
    (1..=MAX_EXACT_N).contains(&n)
        && rules.topology == Topology::Plane
        && rules.columns.is_none()
        && matches!(rules.piece, Piece::Rook | Piece::King)
}

/// A002464: a(n) = (n+1) a(n-1) - (n-2) a(n-2) - (n-5) a(n-3)
/// + (n-3) a(n-4), from a(0) = a(1) = 1 and a(2) = a(3) = 0.
fn hertzsprung(n: usize) -> BigUint {
    let mut a: [BigInt; 4] = [1.into(), 1.into(), 0.into(), 0.into()];
    if n < 4 {
        return a[n].to_biguint().unwrap_or_default();
    }
    for m in 4..=n as i64 {
        let next = (m + 1) * &a[3] - (m - 2) * &a[2] - (m - 5) * &a[1] + (m - 3) * &a[0];
        a.rotate_left(1);
        a[3] = next;
    }
    // Counts are never negative; the recurrence keeps them so.
    a[3].to_biguint().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigInt;

    /// The closed form of A002464, by inclusion and exclusion over the
    /// pairs of neighbouring rows that touch: a(n) = n! + Σ_{k=1..n} (-1)^k
    /// Σ_{i=1..k} C(k-1, i-1) C(n-k, i) 2^i (n-k)!. A check independent of
    /// the recurrence.
    fn closed_form(n: usize) -> BigInt {
        let mut factorials = vec![BigInt::from(1)];
        for m in 1..=n as u64 {
            let next = factorials[factorials.len() - 1].clone() * m;
            factorials.push(next);
        }
        let binomial = |m: usize, k: usize| -> BigInt {
            if k > m {
                return 0.into();
            }
            &factorials[m] / (&factorials[k] * &factorials[m - k])
        };
        let mut total = factorials[n].clone();
        for k in 1..=n {
            let mut inner = BigInt::from(0);
            for i in 1..=k.min(n - k) {
                inner += (binomial(k - 1, i - 1) * binomial(n - k, i)) << i;
            }
            inner *= &factorials[n - k];
            if k % 2 == 1 {
                total -= inner;
            } else {
                total += inner;
            }
        }
        total
    }

    #[test]
    fn the_recurrence_is_the_closed_form() {
        // Every n to 120, and on to 500 (where OEIS's b-file ends) by
        // steps: 2,567 digits at 1,000 are the recurrence's alone.
        for n in (1..=120).chain((150..=500).step_by(50)) {
            assert_eq!(BigInt::from(hertzsprung(n)), closed_form(n), "n = {n}");
        }
    }

    #[test]
    fn the_recurrence_is_the_search_to_twelve() {
        let kings = Rules {
            piece: Piece::King,
            ..Rules::QUEENS
        };
        for n in 1..=12 {
            let walked =
                super::super::count_walked(n, kings, false, &crate::control::Control::default())
                    .unwrap()
                    .total;
            assert_eq!(hertzsprung(n), BigUint::from(walked), "n = {n}");
        }
    }
}
