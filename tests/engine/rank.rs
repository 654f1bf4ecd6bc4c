//! Unranking and ranking: any solution by its number and back, checked
//! against the listing (the numbering's definition), the rules and the
//! reference counts; the shipped tables of prefix counts against a
//! recount.

#![allow(clippy::unwrap_used)]

use nqueens::engine::{
    Board, Constraints, Control, KNOWN_COUNTS, MAX_RANK_N, PrefixTable, RankError, Rules,
    Solutions, TableError, is_canonical, random_fundamental, rank, table_depth, unrank,
};

fn none(n: usize) -> Constraints {
    Constraints::none(n)
}

#[test]
fn up_to_12_every_number_is_the_listing_and_back() {
    for n in 1..=12 {
        let mut k = 0;
        for board in Solutions::new(n, Rules::QUEENS).unwrap() {
            k += 1;
            let columns = board.columns().unwrap();
            assert_eq!(
                unrank(n, k, &none(n), Control::default()).unwrap(),
                columns,
                "n = {n}, k = {k}"
            );
            assert_eq!(
                rank(
                    &nqueens::engine::Problem::keeping(columns.len(), Rules::QUEENS, &none(n))
                        .unwrap(),
                    &columns,
                    Control::default()
                )
                .unwrap(),
                k
            );
        }
        assert_eq!(k, KNOWN_COUNTS[n - 1]);
        // One past the end, and zero, are refused with what there is.
        assert_eq!(
            unrank(n, k + 1, &none(n), Control::default()),
            Err(RankError::PastTotal {
                n,
                k: k + 1,
                total: k
            })
        );
        assert_eq!(
            unrank(n, 0, &none(n), Control::default()),
            Err(RankError::Zero)
        );
    }
}

#[test]
fn up_to_the_last_table_random_numbers_give_solutions_in_order_and_rank_gives_them_back() {
    let mut rng = fastrand::Rng::with_seed(20);
    for n in 13..=MAX_RANK_N {
        let total = KNOWN_COUNTS[n - 1];
        let samples = if n >= 19 { 6 } else { 24 };
        let mut ks: Vec<u64> = (0..samples).map(|_| rng.u64(1..=total)).collect();
        ks.extend([1, 2, total - 1, total]);
        ks.sort();
        ks.dedup();
        let mut previous: Option<Vec<u32>> = None;
        for &k in &ks {
            let columns = unrank(n, k, &none(n), Control::default()).unwrap();
            assert!(
                Board::from_columns(&columns).unwrap().is_solution(),
                "n = {n}, k = {k}: {columns:?}"
            );
            if let Some(p) = &previous {
                assert!(p < &columns, "n = {n}: order at k = {k}");
            }
            assert_eq!(
                rank(
                    &nqueens::engine::Problem::keeping(columns.len(), Rules::QUEENS, &none(n))
                        .unwrap(),
                    &columns,
                    Control::default()
                )
                .unwrap(),
                k
            );
            previous = Some(columns);
        }
        // The first solution is the listing's first, and the one after any
        // number is the listing's next.
        let first = Solutions::new(n, Rules::QUEENS)
            .unwrap()
            .next()
            .unwrap()
            .columns()
            .unwrap();
        assert_eq!(unrank(n, 1, &none(n), Control::default()).unwrap(), first);
        let k = ks[ks.len() / 2];
        let at = unrank(n, k, &none(n), Control::default()).unwrap();
        let next = Solutions::after(&at, Rules::QUEENS)
            .unwrap()
            .next()
            .unwrap();
        assert_eq!(
            unrank(n, k + 1, &none(n), Control::default()).unwrap(),
            next.columns().unwrap(),
            "n = {n}, k = {k}"
        );
        assert!(matches!(
            unrank(n, total + 1, &none(n), Control::default()),
            Err(RankError::PastTotal { .. })
        ));
    }
}

#[test]
fn under_pins_and_blocks_the_numbers_are_those_of_the_kept_list() {
    for (n, pins, blocks) in [
        (8, vec![(0, 0)], vec![]),
        (10, vec![(3, 4)], vec![(0, 0), (9, 9)]),
        (11, vec![], vec![(5, 5), (0, 1), (0, 2)]),
    ] {
        let only = Constraints::new(n, pins, blocks).unwrap();
        let kept: Vec<Vec<u32>> = Solutions::new(n, Rules::QUEENS)
            .unwrap()
            .map(|b| b.columns().unwrap())
            .filter(|c| only.allows(c))
            .collect();
        assert!(!kept.is_empty());
        for (i, columns) in kept.iter().enumerate() {
            let k = i as u64 + 1;
            assert_eq!(&unrank(n, k, &only, Control::default()).unwrap(), columns);
            assert_eq!(
                rank(
                    &nqueens::engine::Problem::keeping(columns.len(), Rules::QUEENS, &only)
                        .unwrap(),
                    columns,
                    Control::default()
                )
                .unwrap(),
                k
            );
        }
        let past = kept.len() as u64 + 1;
        assert_eq!(
            unrank(n, past, &only, Control::default()),
            Err(RankError::PastTotal {
                n,
                k: past,
                total: past - 1
            })
        );
    }
}

#[test]
fn rank_refuses_what_is_not_a_solution() {
    let none = none(8);
    // Two queens on a diagonal, two in a column, a column out of the board.
    for columns in [
        vec![0, 1, 3, 5, 7, 2, 4, 6],
        vec![0, 0, 7, 5, 2, 6, 1, 3],
        vec![0, 4, 7, 5, 2, 6, 1, 8],
    ] {
        assert!(
            rank(
                &nqueens::engine::Problem::keeping(columns.len(), Rules::QUEENS, &none).unwrap(),
                &columns,
                Control::default()
            )
            .is_err(),
            "{columns:?}"
        );
    }
    // A solution that breaks the pins is not one of the kept list.
    let corner = Constraints::new(8, vec![(0, 0)], vec![]).unwrap();
    assert!(
        rank(
            &nqueens::engine::Problem::keeping(8, Rules::QUEENS, &corner).unwrap(),
            &[7, 3, 0, 2, 5, 1, 6, 4],
            Control::default()
        )
        .is_err()
    );
    // Past the tables the numbers come from the listing.
    let twenty_one = construct_21();
    assert_eq!(
        rank(
            &nqueens::engine::Problem::keeping(21, Rules::QUEENS, &Constraints::none(21)).unwrap(),
            &twenty_one,
            Control::default()
        ),
        Err(RankError::TooLarge(21))
    );
}

fn construct_21() -> Vec<u32> {
    nqueens::engine::construct_columns(21, nqueens::engine::Rules::QUEENS).unwrap()
}

#[test]
fn the_shipped_tables_are_recounted_and_add_up() {
    // 15 and 16 are recounted here (a second); 17 to 20 take seconds to
    // a quarter of an hour (scripts/prefix-tables.sh), so their checks
    // are the sums and the mirror: the counts under a prefix and under its
    // mirror image are equal.
    for n in 15..=16 {
        let shipped = PrefixTable::of(n).unwrap();
        let recounted = PrefixTable::compute(n, table_depth(n), Control::default()).unwrap();
        assert_eq!(shipped, &recounted, "n = {n}");
    }
    for n in 15..=MAX_RANK_N {
        let table = PrefixTable::of(n).unwrap();
        assert_eq!(table.total(), KNOWN_COUNTS[n - 1]);
        assert_eq!(table.depth(), table_depth(n));
        let counts = table.counts();
        // Prefixes come in the numbering's order, so the mirror of the
        // i-th is the i-th from the end.
        let reversed: Vec<u64> = counts.iter().rev().copied().collect();
        assert_eq!(counts, reversed, "n = {n}: the mirror");
    }
}

#[test]
fn damaged_tables_are_refused() {
    let table = PrefixTable::compute(9, 2, Control::default()).unwrap();
    let bytes = table.to_bytes().unwrap();
    assert_eq!(PrefixTable::from_bytes(9, &bytes).unwrap(), table);
    assert_eq!(
        PrefixTable::from_bytes(9, &bytes[..bytes.len() - 1]),
        Err(TableError::Length)
    );
    assert!(matches!(
        PrefixTable::from_bytes(10, &bytes),
        Err(TableError::Shape(9, 2, 10, _))
    ));
    let mut edited = bytes.clone();
    edited[16] ^= 1;
    assert!(matches!(
        PrefixTable::from_bytes(9, &edited),
        Err(TableError::Total(_, 352, 9))
    ));
    let mut wrong = bytes;
    wrong[0] = b'X';
    assert_eq!(PrefixTable::from_bytes(9, &wrong), Err(TableError::Magic));
}

#[test]
fn a_cancelled_unrank_stops() {
    let stop = std::sync::atomic::AtomicBool::new(true);
    let control = Control {
        cancel: Some(&stop),
        ..Control::default()
    };
    // Without a table (a pin), n = 20 is a long count: cancelled, it stops.
    let pinned = Constraints::new(20, vec![(10, 10)], vec![]).unwrap();
    assert_eq!(
        unrank(20, 5, &pinned, control),
        Err(RankError::Engine(nqueens::engine::EngineError::Cancelled))
    );
}

#[test]
fn random_fundamental_solutions_are_each_class_as_likely() {
    // n = 6 has one class, of 4 solutions; n = 8 has 12 classes, 11 of 8
    // solutions and one of 4. Picking a solution uniformly would give the
    // small class a chance of 4 in 92; each class must come about 1 in 12.
    let mut rng = fastrand::Rng::with_seed(8);
    let mut seen = std::collections::HashMap::new();
    let draws = 6_000;
    for _ in 0..draws {
        let (columns, k) = random_fundamental(8, &mut rng, Control::default()).unwrap();
        assert!(is_canonical(&columns));
        *seen.entry((columns, k)).or_insert(0u32) += 1;
    }
    assert_eq!(seen.len(), 12);
    for (class, times) in &seen {
        // 500 expected; 5 standard deviations is about 100.
        assert!((400..=600).contains(times), "{class:?}: {times}");
    }
    let (six, _) = random_fundamental(6, &mut rng, Control::default()).unwrap();
    assert_eq!(six, [1, 3, 5, 0, 2, 4]);
    assert!(random_fundamental(3, &mut rng, Control::default()).is_err());
}

#[test]
fn the_join_by_prefix_counts_as_the_bitmask_search_does() {
    // From n = 12 the tables come from the half-board join; the bitmask
    // search counts each prefix's subtree on its own, so the two share
    // nothing but the prefixes.
    for n in 12..=15 {
        for depth in 1..=4 {
            let joined = PrefixTable::compute(n, depth, Control::default()).unwrap();
            let searched = PrefixTable::compute_by_search(n, depth, Control::default()).unwrap();
            assert_eq!(joined, searched, "n = {n}, depth {depth}");
            assert_eq!(joined.total(), KNOWN_COUNTS[n - 1]);
        }
    }
}
