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
        assert_eq!(tally.total, crate::KNOWN_COUNTS[n - 1], "n = {n}");
        let known = crate::count(n, crate::Rules::QUEENS, true, &Control::default()).unwrap();
        assert_eq!(Some(tally.classes), known.fundamental, "n = {n}");
    }
}

#[test]
fn the_superqueens_classes_are_the_walks() {
    let rules = crate::Rules {
        piece: crate::Piece::Superqueen,
        ..crate::Rules::QUEENS
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
