//! The catalog against the full lists: by number, by board, in chunks,
//! under pins, sparse, partial, and under other rules.

use super::*;

#[test]
fn every_number_of_ten_matches_the_full_list() {
    let all: Vec<Vec<u32>> = Solutions::new(10, Rules::QUEENS)
        .unwrap()
        .map(|b| b.columns().unwrap())
        .collect();
    let mut catalog = Catalog::with_stride(10, Rules::QUEENS, Filter::All, 7).unwrap();
    // Built in slices, as the app does.
    while catalog.extend(100) > 0 {}
    assert!(catalog.is_complete());
    assert_eq!(catalog.len(), 724);
    for (i, cols) in all.iter().enumerate() {
        let k = i as u64 + 1;
        assert_eq!(catalog.get_columns(k).as_ref(), Some(cols));
        assert_eq!(catalog.index_of(cols), Some(k));
    }
    assert_eq!(catalog.get(0), None);
    assert_eq!(catalog.get(725), None);
}

#[test]
fn a_catalog_keeping_pins_and_blocks_numbers_the_filtered_list() {
    let only = Arc::new(Constraints::new(10, vec![(2, 4)], vec![(0, 1), (9, 9)]).unwrap());
    let kept: Vec<Vec<u32>> = Solutions::new(10, Rules::QUEENS)
        .unwrap()
        .map(|b| b.columns().unwrap())
        .filter(|c| only.allows(c))
        .collect();
    assert!(!kept.is_empty());
    let mut builder = CatalogBuilder::new(10, Rules::QUEENS, Filter::All, 3)
        .unwrap()
        .keeping(Some(only.clone()));
    let mut mirror = Catalog::mirror(10, Rules::QUEENS, Filter::All).keeping(Some(only.clone()));
    while !builder.is_done() {
        mirror.apply(builder.next_chunk(5)).unwrap();
    }
    assert_eq!(mirror.len(), kept.len() as u64);
    for (i, cols) in kept.iter().enumerate() {
        let k = i as u64 + 1;
        assert_eq!(mirror.get_columns(k).as_ref(), Some(cols));
        assert_eq!(mirror.index_of(cols), Some(k));
    }
    assert_eq!(mirror.range(2, 100), kept[1..].to_vec());
}

#[test]
fn sparse_solutions_are_each_a_checkpoint() {
    // Queens pinned on the last three rows keep a few solutions of 14,
    // far apart in the search: those reached after a slice or more are
    // checkpoints though the stride would allow none but #1.
    let only = Arc::new(Constraints::new(14, vec![(11, 5), (12, 9), (13, 13)], vec![]).unwrap());
    let kept: Vec<Vec<u32>> = Solutions::new(14, Rules::QUEENS)
        .unwrap()
        .map(|b| b.columns().unwrap())
        .filter(|c| only.allows(c))
        .collect();
    assert!(kept.len() > 3, "{} kept", kept.len());
    let mut builder = CatalogBuilder::new(14, Rules::QUEENS, Filter::All, 1 << 40)
        .unwrap()
        .keeping(Some(only.clone()))
        .sparse_after(1);
    let mut mirror = Catalog::mirror(14, Rules::QUEENS, Filter::All).keeping(Some(only.clone()));
    while !builder.is_done() {
        mirror.apply(builder.next_chunk(2)).unwrap();
    }
    assert_eq!(mirror.len(), kept.len() as u64);
    assert!(
        mirror.checkpoint_count() > 2,
        "{} checkpoints",
        mirror.checkpoint_count()
    );
    for (i, cols) in kept.iter().enumerate() {
        let k = i as u64 + 1;
        assert_eq!(mirror.get_columns(k).as_ref(), Some(cols), "#{k}");
        assert_eq!(mirror.index_of(cols), Some(k));
        // Pages across checkpoints in a row and the walks between.
        let end = (i + 4).min(kept.len());
        assert_eq!(mirror.range(k, 4), kept[i..end].to_vec(), "page from #{k}");
    }
    // A dense list keeps to the stride.
    let dense = Catalog::build(10, Rules::QUEENS, Filter::All).unwrap();
    assert_eq!(dense.checkpoint_count(), 724usize.div_ceil(256));
}

/// Issue 74, 1: at n = 32 every solution is a checkpoint, and a page of
/// the gallery walked from the first of them to the last, as long as the
/// listing took to find them (tens of seconds behind the list). A range
/// now starts again at each checkpoint in it: every page of ten, with a
/// checkpoint every 3 solutions (a stride) or every one (sparse), is the
/// full list's, and starts at each checkpoint it holds.
#[test]
fn a_page_starts_again_at_every_checkpoint_in_it() {
    let all: Vec<Vec<u32>> = Solutions::new(9, Rules::QUEENS)
        .unwrap()
        .map(|b| b.columns().unwrap())
        .collect();
    for stride in [1u64, 3, 1 << 40] {
        let mut builder = CatalogBuilder::new(9, Rules::QUEENS, Filter::All, stride).unwrap();
        if stride > all.len() as u64 {
            // Each solution a checkpoint by time, as at n = 32.
            builder = builder.sparse_after(1);
        }
        let mut catalog = Catalog::mirror(9, Rules::QUEENS, Filter::All);
        while !builder.is_done() {
            catalog.apply(builder.next_chunk(7)).unwrap();
        }
        for first in 1..=all.len() as u64 {
            let plan = catalog.plan_range(first, 10).unwrap();
            let got = plan.run(Control::default()).unwrap();
            let i = first as usize - 1;
            assert_eq!(
                got,
                all[i..(i + 10).min(all.len())].to_vec(),
                "#{first}, stride {stride}"
            );
            let inside = (first + 1..first + 10)
                .filter(|&k| catalog.numbers.binary_search(&k).is_ok())
                .count();
            assert_eq!(plan.starts(), 1 + inside, "#{first}, stride {stride}");
        }
        if stride == 1 {
            assert_eq!(catalog.plan_range(1, 10).unwrap().starts(), 10);
        }
    }
}

#[test]
fn a_mirror_fed_chunks_matches_and_refuses_gaps() {
    let all: Vec<Vec<u32>> = Solutions::new(9, Rules::QUEENS)
        .unwrap()
        .map(|b| b.columns().unwrap())
        .collect();
    let mut builder = CatalogBuilder::new(9, Rules::QUEENS, Filter::All, 10).unwrap();
    let mut mirror = Catalog::mirror(9, Rules::QUEENS, Filter::All);
    let first = builder.next_chunk(50);
    let second = builder.next_chunk(50);
    assert!(mirror.apply(second.clone()).is_err());
    mirror.apply(first).unwrap();
    mirror.apply(second).unwrap();
    assert_eq!(mirror.len(), 100);
    assert!(!mirror.is_complete());
    while !builder.is_done() {
        mirror.apply(builder.next_chunk(100)).unwrap();
    }
    assert!(mirror.is_complete());
    assert_eq!(mirror.range(1, 1000), all);
    assert_eq!(mirror.range(340, 100), all[339..].to_vec());
    assert_eq!(mirror.range(353, 1), Vec::<Vec<u32>>::new());
    let wrong_n = CatalogBuilder::new(8, Rules::QUEENS, Filter::All, 10)
        .unwrap()
        .next_chunk(5);
    assert!(
        Catalog::mirror(9, Rules::QUEENS, Filter::All)
            .apply(wrong_n)
            .is_err()
    );
}

#[test]
fn fundamental_catalog_of_eight_has_twelve() {
    let catalog = Catalog::build(8, Rules::QUEENS, Filter::Fundamental).unwrap();
    assert_eq!(catalog.len(), 12);
    let first = catalog.get_columns(1).unwrap();
    assert_eq!(first, vec![0, 4, 7, 5, 2, 6, 1, 3]);
    // #92 of all is in the orbit of #1, so it is not fundamental.
    assert_eq!(catalog.index_of(&[7, 3, 0, 2, 5, 1, 6, 4]), None);
}

#[test]
fn partial_catalog_answers_what_it_has() {
    // Fundamental solutions are not numbered at once: only the listing
    // numbers them.
    let mut catalog = Catalog::with_stride(12, Rules::QUEENS, Filter::Fundamental, 16).unwrap();
    catalog.extend(100);
    assert!(!catalog.is_complete());
    assert_eq!(catalog.len(), 100);
    assert_eq!(catalog.reach(), (100, false));
    assert!(catalog.get(100).is_some());
    assert_eq!(catalog.get(101), None);
    let later = catalog.get_columns(100).unwrap();
    catalog.extend(10);
    assert_eq!(catalog.index_of(&later), Some(100));
    assert_eq!(catalog.index_of(&[0, 1, 2]), None);
}

#[test]
fn past_the_listing_all_solutions_come_by_their_numbers() {
    let mut catalog = Catalog::with_stride(12, Rules::QUEENS, Filter::All, 16).unwrap();
    catalog.extend(100);
    assert_eq!(catalog.reach(), (14_200, true));
    let mut full = Catalog::build(12, Rules::QUEENS, Filter::All).unwrap();
    full.extend(u64::MAX);
    // A page across the end of the listing, and one at the very end.
    assert_eq!(catalog.range(95, 10), full.range(95, 10));
    assert_eq!(catalog.range(14_195, 10), full.range(14_195, 6));
    assert_eq!(catalog.get(14_201), None);
    let last = full.get_columns(14_200).unwrap();
    assert_eq!(catalog.index_of(&last), Some(14_200));
    assert_eq!(catalog.index_of(&[0; 12]), None);
    // Past 20, what is listed.
    let mut big = Catalog::new(21, Rules::QUEENS, Filter::All).unwrap();
    big.extend(5);
    assert_eq!(big.reach(), (5, false));
    assert_eq!(big.get(6), None);
}

#[test]
fn a_catalog_under_other_rules_numbers_the_rules_list() {
    use crate::engine::Piece;
    let control = Control::default();
    let cases = [
        (
            10,
            Rules {
                piece: Piece::Superqueen,
                ..Rules::QUEENS
            },
        ),
        (
            5,
            Rules {
                topology: crate::engine::Topology::Torus,
                ..Rules::QUEENS
            },
        ),
        (
            6,
            Rules {
                piece: Piece::King,
                ..Rules::QUEENS
            },
        ),
        (
            6,
            Rules {
                columns: Some(7),
                ..Rules::QUEENS
            },
        ),
    ];
    for (n, rules) in cases {
        for (filter, fundamental) in [(Filter::All, false), (Filter::Fundamental, true)] {
            let truth = engine::list(
                &engine::Problem::new(n, rules).unwrap(),
                fundamental,
                1,
                usize::MAX,
                &control,
            )
            .unwrap();
            let mut catalog = Catalog::with_stride(n, rules, filter, 3).unwrap();
            while catalog.extend(4) > 0 {}
            assert!(catalog.is_complete());
            assert_eq!(catalog.len(), truth.len() as u64, "{rules} {filter:?}");
            // Nothing is numbered at once under other rules.
            assert_eq!(catalog.reach(), (truth.len() as u64, true));
            assert_eq!(
                catalog.range(1, usize::MAX >> 1),
                truth,
                "{rules} {filter:?}"
            );
            for (i, columns) in truth.iter().enumerate() {
                let k = i as u64 + 1;
                assert_eq!(catalog.get_columns(k).as_ref(), Some(columns));
                assert_eq!(catalog.index_of(columns), Some(k), "{rules} {columns:?}");
            }
            let board = catalog.get(1).unwrap();
            assert_eq!((board.n(), board.width()), (n, rules.width(n)));
        }
    }
    // A chunk of other rules does not continue a queens' catalog.
    let kings = Rules {
        piece: Piece::King,
        ..Rules::QUEENS
    };
    let chunk = CatalogBuilder::new(6, kings, Filter::All, 4)
        .unwrap()
        .next_chunk(2);
    assert!(
        Catalog::mirror(6, Rules::QUEENS, Filter::All)
            .apply(chunk)
            .is_err()
    );
}
