//! The walk of classes against the known counts and the rules' walk.

use super::*;

#[test]
fn the_queens_classes_are_the_known_counts() {
    // The same walk without the knight counts the classic queens.
    for n in 1..=12 {
        let tally = Classes::new(n, false)
            .unwrap()
            .count(&Control::default())
            .unwrap();
        assert_eq!(tally.total, crate::known::KNOWN_COUNTS[n - 1], "n = {n}");
        let known = crate::kernels::count(
            &crate::problem::Problem::new(n, crate::rules::Rules::QUEENS).unwrap(),
            true,
            &Control::default(),
        )
        .unwrap();
        assert_eq!(Some(tally.classes), known.fundamental, "n = {n}");
    }
}

#[test]
fn the_superqueens_classes_are_the_walks() {
    let rules = crate::rules::Rules {
        piece: crate::rules::Piece::Superqueen,
        ..crate::rules::Rules::QUEENS
    };
    for n in 1..=13 {
        let tally = Classes::new(n, true)
            .unwrap()
            .count(&Control::default())
            .unwrap();
        let walked = super::super::count_walked(n, rules, true, &Control::default()).unwrap();
        assert_eq!(
            (tally.total, Some(tally.classes)),
            (walked.total, walked.fundamental),
            "n = {n}"
        );
        // Burnside's lemma from the symmetric ones gives the classes
        // (past one square, which the reflections fix too).
        if n == 1 {
            continue;
        }
        let orbits = super::super::shifts::classes(
            super::super::Group::Square,
            tally.total,
            tally.half_turn,
            tally.quarter_turn,
        );
        assert_eq!(orbits, tally.classes, "n = {n}");
    }
}

#[test]
fn a_superqueens_dead_end_is_found_a_row_at_a_time() {
    // The mask `dead_ends` gives for a whole row against each square's
    // own test: the next row or the one after left with no square.
    let mut rng = fastrand::Rng::with_seed(7);
    for n in [5, 9, 12, 17] {
        let classes = Classes::new(n, true).unwrap();
        let full = classes.full();
        for start in classes.starts() {
            let frame = classes.frame(start);
            for _ in 0..2000 {
                let row = rng.usize(0..n);
                let cols = rng.u64(..) & full & rng.u64(..);
                let (left, right) = (rng.u64(..) & rng.u64(..), rng.u64(..) & rng.u64(..));
                let last = 1u64 << rng.usize(0..n);
                let dead = classes.dead_ends(&frame, row, cols, left, right, last);
                for col in 0..n {
                    let bit = 1u64 << col;
                    let (c, l, r) = (cols | bit, (left | bit) << 1, (right | bit) >> 1);
                    let next = row + 1 < n
                        && full
                            & !(c | l | r | bit << 2 | bit >> 2 | last << 1 | last >> 1)
                            & !frame.exclude[row + 1]
                            == 0;
                    let after =
                        row + 2 < n && full & !(c | l << 1 | r >> 1 | bit << 1 | bit >> 1) == 0;
                    assert_eq!(
                        dead & bit != 0,
                        next || after,
                        "n = {n}, row {row}, column {col}"
                    );
                }
            }
        }
    }
}
