//! Property laws of the engine, grouped by law: what is yielded is valid and
//! ordered, resuming gives the same tail, symmetries preserve solutions,
//! construction and completion agree with the rules and with brute force.

#![allow(clippy::unwrap_used)]

use nqueens::catalog::{Catalog, Filter};
use nqueens::engine::{
    Board, Completion, Control, Rules, Solutions, Symmetry, complete, construct, construct_columns,
    count, orbit, shuffled,
};
use nqueens::formats;
use nqueens::formats::Reading;
use proptest::prelude::*;

fn all_columns(n: usize) -> Vec<Vec<u32>> {
    Solutions::new(n, Rules::QUEENS)
        .unwrap()
        .map(|b| b.columns().unwrap())
        .collect()
}

#[test]
fn every_board_yielded_is_a_solution_in_strictly_increasing_order() {
    for n in 1..=10 {
        let all = all_columns(n);
        assert!(
            all.iter()
                .all(|c| Board::from_columns(c).unwrap().is_solution())
        );
        assert!(all.windows(2).all(|w| w[0] < w[1]), "order for n = {n}");
    }
}

#[test]
fn enumeration_agrees_with_brute_force_over_permutations() {
    // Every permutation of 0..n checked by the board's own rules.
    fn permutations(n: u32, prefix: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if prefix.len() == n as usize {
            out.push(prefix.clone());
            return;
        }
        for c in 0..n {
            if !prefix.contains(&c) {
                prefix.push(c);
                permutations(n, prefix, out);
                prefix.pop();
            }
        }
    }
    for n in 1..=8 {
        let mut perms = Vec::new();
        permutations(n as u32, &mut Vec::new(), &mut perms);
        let brute: Vec<Vec<u32>> = perms
            .into_iter()
            .filter(|p| Board::from_columns(p).unwrap().is_solution())
            .collect();
        assert_eq!(brute, all_columns(n), "n = {n}");
    }
}

#[test]
fn orbit_sizes_add_up_to_the_total_and_images_are_solutions() {
    for n in 1..=10 {
        let all = all_columns(n);
        let mut covered = 0;
        for cols in all.iter().filter(|c| nqueens::engine::is_canonical(c)) {
            let images = orbit(cols);
            assert!([1, 2, 4, 8].contains(&images.len()));
            for (_, image) in &images {
                assert!(all.binary_search(image).is_ok());
            }
            covered += images.len();
        }
        assert_eq!(covered, all.len(), "n = {n}");
        let counts = count(
            &nqueens::engine::Problem::new(n, nqueens::engine::Rules::QUEENS).unwrap(),
            true,
            &Control::default(),
        )
        .unwrap();
        assert_eq!(counts.total as usize, all.len());
        assert_eq!(
            counts.fundamental,
            Some(nqueens::engine::fundamentals(n).unwrap().count() as u64)
        );
    }
}

#[test]
fn construction_is_valid_from_4_to_3000_and_at_a_million() {
    for n in 4..3000 {
        let cols = construct_columns(n, nqueens::engine::Rules::QUEENS).unwrap();
        assert!(Board::from_columns(&cols).unwrap().is_solution(), "n = {n}");
    }
    assert!(
        construct(1_000_000, nqueens::engine::Rules::QUEENS)
            .unwrap()
            .is_solution()
    );
}

#[test]
fn local_search_finds_a_large_board() {
    let board = shuffled(100_000, 42, Control::default()).unwrap();
    assert!(board.is_solution());
    assert_ne!(
        board.columns().unwrap(),
        construct_columns(100_000, nqueens::engine::Rules::QUEENS).unwrap()
    );
}

fn small_solution() -> impl Strategy<Value = Vec<u32>> {
    (4usize..=10).prop_flat_map(|n| {
        let all = all_columns(n);
        (0..all.len()).prop_map(move |k| all[k].clone())
    })
}

/// A random partial board: n, and for each row maybe a column.
fn partial_board() -> impl Strategy<Value = Board> {
    (1usize..=8).prop_flat_map(|n| {
        proptest::collection::vec(proptest::option::weighted(0.3, 0..n as u32), n)
            .prop_map(|rows| Board::from_rows(rows).unwrap())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn resuming_after_k_gives_the_same_tail(cols in small_solution()) {
        let all = all_columns(cols.len());
        let k = all.binary_search(&cols).unwrap();
        let tail: Vec<Vec<u32>> = Solutions::after(&cols, Rules::QUEENS).unwrap().map(|b| b.columns().unwrap()).collect();
        prop_assert_eq!(&tail[..], &all[k + 1..]);
    }

    #[test]
    fn the_eight_transforms_map_solutions_to_solutions(cols in small_solution()) {
        let board = Board::from_columns(&cols).unwrap();
        for s in Symmetry::ALL {
            let image = s.apply(&board).unwrap();
            prop_assert!(image.is_solution(), "{} of {:?}", s, cols);
        }
    }

    #[test]
    fn catalog_lookup_matches_the_list(cols in small_solution(), stride in 1u64..40) {
        let n = cols.len();
        let all = all_columns(n);
        let catalog = {
            let mut c = Catalog::with_stride(n, Rules::QUEENS, Filter::All, stride).unwrap();
            c.extend(u64::MAX);
            c
        };
        let k = catalog.index_of(&cols).unwrap();
        prop_assert_eq!(&all[k as usize - 1], &cols);
        prop_assert_eq!(catalog.get_columns(k), Some(cols));
    }

    #[test]
    fn completion_agrees_with_brute_force(board in partial_board()) {
        let extends = |cols: &Vec<u32>| board.queens().all(|(r, c)| cols[r] as usize == c);
        let brute = all_columns(board.n()).into_iter().find(|c| extends(c));
        match complete(&board, Control::default()).unwrap() {
            Completion::Solved(done) => {
                prop_assert!(done.is_solution());
                prop_assert!(extends(&done.columns().unwrap()));
            }
            Completion::Conflicting(attacks) => {
                prop_assert!(!attacks.is_empty());
                prop_assert_eq!(attacks, board.attacks());
                prop_assert!(brute.is_none());
            }
            Completion::Impossible => prop_assert!(brute.is_none(), "brute force found {:?}", brute),
        }
    }

    #[test]
    fn text_and_ron_round_trip(board in partial_board()) {
        prop_assert_eq!(formats::BoardText::Text.read(&formats::to_text(&board), Reading::default()).unwrap().to_board(), Some(board.clone()));
        prop_assert_eq!(formats::BoardText::Ron.read(&formats::to_ron(&board), Reading::default()).unwrap().to_board(), Some(board.clone()));
        prop_assert_eq!(formats::read_board(&formats::to_ron(&board), Reading::default()).unwrap().to_board(), Some(board));
    }
}
