//! The rules' laws against brute force, OEIS and the classic kernels.

use super::*;
use crate::{
    board::Square, constraints::Constraints, control::Control, errors::EngineError,
    errors::RulesError, estimate::Work, problem::Problem,
};
use std::collections::{BTreeSet, HashMap};

/// Solutions `from` on (at most `limit`) of n under `rules`, as the
/// engine lists them.
fn listed(n: usize, rules: Rules, fundamental: bool, from: u64, limit: usize) -> Vec<Vec<u32>> {
    let problem = Problem::new(n, rules).unwrap();
    list(&problem, fundamental, from, limit, &Control::default()).unwrap()
}

fn rules(piece: Piece, torus: bool) -> Rules {
    Rules {
        piece,
        topology: crate::rules::Topology::torus_if(torus),
        columns: None,
    }
}

fn counts(n: usize, rules: Rules) -> u64 {
    count_walked(n, rules, false, &Control::default())
        .unwrap()
        .total
}

#[test]
fn the_torus_counted_by_its_translations_is_the_whole_walk() {
    // The count of all walks the corner's solutions and multiplies by n;
    // the count of classes walks every solution: their totals agree
    // under every piece.
    for piece in Piece::ALL {
        for n in 1..=9 {
            let torus = rules(piece, true);
            let shifted = count_walked(n, torus, false, &Control::default()).unwrap();
            let whole = count_walked(n, torus, true, &Control::default()).unwrap();
            assert_eq!(shifted.total, whole.total, "{torus}, n = {n}");
        }
    }
}

#[test]
fn counts_agree_with_the_oeis() {
    // A051906: queens on a torus.
    let torus = [1, 0, 0, 0, 10, 0, 28, 0, 0, 0, 88, 0, 4524];
    for (i, &want) in torus.iter().enumerate() {
        assert_eq!(
            counts(i + 1, rules(Piece::Queen, true)),
            want,
            "torus n = {}",
            i + 1
        );
    }
    // A051223: superqueens.
    let superqueens = [1, 0, 0, 0, 0, 0, 0, 0, 0, 4, 44, 156, 1876];
    for (i, &want) in superqueens.iter().enumerate() {
        assert_eq!(
            counts(i + 1, rules(Piece::Superqueen, false)),
            want,
            "n = {}",
            i + 1
        );
    }
    // A002464: kings one a row and a column, none touching.
    let kings = [1, 0, 0, 2, 14, 90, 646, 5242, 47622];
    for (i, &want) in kings.iter().enumerate() {
        assert_eq!(
            counts(i + 1, rules(Piece::King, false)),
            want,
            "n = {}",
            i + 1
        );
    }
    // Rooks: n!.
    let mut factorial = 1;
    for n in 1..=9 {
        factorial *= n as u64;
        assert_eq!(counts(n, rules(Piece::Rook, false)), factorial);
    }
}

#[test]
fn the_generic_search_of_queens_is_the_classic_one() {
    for n in 1..=10 {
        let found = count_walked(n, Rules::QUEENS, true, &Control::default()).unwrap();
        assert_eq!(found.total, crate::known::KNOWN_COUNTS[n - 1], "n = {n}");
    }
    // The same tree: 2,057 nodes for n = 8, as the textbook search.
    let eight = count_walked(8, Rules::QUEENS, true, &Control::default()).unwrap();
    assert_eq!((eight.nodes, eight.fundamental), (Some(2057), Some(12)));
    // The first solution in the numbering, as the contract says.
    let first = listed(8, Rules::QUEENS, false, 1, 1);
    assert_eq!(first, vec![vec![0, 4, 7, 5, 2, 6, 1, 3]]);
    let last = listed(8, Rules::QUEENS, false, 92, 5);
    assert_eq!(last, vec![vec![7, 3, 0, 2, 5, 1, 6, 4]]);
}

/// Every arrangement of one piece a row and at most one a column,
/// checked pair by pair with [`Rules::attacks`]: no search, no table.
fn brute_force(n: usize, rules: Rules) -> Vec<Vec<u32>> {
    let w = rules.width(n);
    let mut all = Vec::new();
    let mut columns = vec![0u32; n];
    fn place(
        row: usize,
        n: usize,
        w: usize,
        rules: &Rules,
        columns: &mut Vec<u32>,
        all: &mut Vec<Vec<u32>>,
    ) {
        if row == n {
            let squares: Vec<Square> = columns
                .iter()
                .enumerate()
                .map(|(r, &c)| (r, c as usize))
                .collect();
            if rules.attacking_pairs(n, &squares).is_empty() {
                all.push(columns.clone());
            }
            return;
        }
        for c in 0..w as u32 {
            columns[row] = c;
            place(row + 1, n, w, rules, columns, all);
        }
    }
    place(0, n, w, &rules, &mut columns, &mut all);
    all
}

/// The orbits of a set of solutions under the rule's motions, counted
/// by joining each solution with its images (no canonical forms).
fn orbits(n: usize, rules: Rules, all: &[Vec<u32>]) -> usize {
    let w = rules.width(n);
    let index: HashMap<&Vec<u32>, usize> = all.iter().enumerate().map(|(i, s)| (s, i)).collect();
    let mut parent: Vec<usize> = (0..all.len()).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for (i, s) in all.iter().enumerate() {
        for m in rules.motions(n) {
            let image = m.apply(n, w, s);
            let j = *index
                .get(&image)
                .expect("an image of a solution is a solution");
            let (a, b) = (root(&mut parent, i), root(&mut parent, j));
            parent[a] = b;
        }
    }
    (0..all.len())
        .map(|i| root(&mut parent, i))
        .collect::<BTreeSet<_>>()
        .len()
}

#[test]
fn every_rule_agrees_with_brute_force_and_its_orbits() {
    let mut all_rules = Vec::new();
    for piece in Piece::ALL {
        for torus in [false, true] {
            all_rules.push((rules(piece, torus), 1..=6));
        }
        all_rules.push((
            Rules {
                piece,
                topology: crate::rules::Topology::Plane,
                columns: Some(7),
            },
            1..=6,
        ));
    }
    for (rules, ns) in all_rules {
        for n in ns {
            let w = rules.width(n);
            let want = brute_force(n, rules);
            let listed = listed(n, rules, false, 1, usize::MAX);
            // The search lists exactly the brute force's solutions, in
            // its (lexicographic) order.
            assert_eq!(listed, want, "{rules} n = {n}");
            let found = count_walked(n, rules, true, &Control::default()).unwrap();
            assert_eq!(found.total, want.len() as u64, "{rules} n = {n}");
            assert_eq!(
                found.fundamental,
                Some(orbits(n, rules, &want) as u64),
                "{rules} n = {n} (w = {w})"
            );
        }
    }
}

#[test]
fn the_shifted_masks_count_what_the_walk_counts() {
    // Queens on more columns and superqueens on any: the mirror-halved
    // masks against the table-driven walk, totals and classes.
    for piece in [Piece::Queen, Piece::Superqueen] {
        for n in 1..=11 {
            for extra in 0..=3 {
                let rules = Rules {
                    piece,
                    topology: crate::rules::Topology::Plane,
                    columns: Some(n + extra),
                }
                .normalized(n);
                if rules.is_classic() {
                    continue;
                }
                let shifts = Shifts::of(n, rules).unwrap();
                let fast = shifts.count(rules, true, &Control::default()).unwrap();
                let walked = count_walked(n, rules, true, &Control::default()).unwrap();
                assert_eq!(
                    (fast.total, fast.fundamental),
                    (walked.total, walked.fundamental),
                    "{rules}, n = {n}"
                );
            }
        }
    }
    // On the square, the masks without the knight are the classic
    // queens: A000170, counted by another kernel.
    for n in 1..=13 {
        let square = Shifts::of(n, Rules::QUEENS).unwrap();
        let counted = square
            .count(Rules::QUEENS, true, &Control::default())
            .unwrap();
        let known = crate::kernels::count(
            &Problem::new(n, Rules::QUEENS).unwrap(),
            true,
            &Control::default(),
        )
        .unwrap();
        assert_eq!(counted.total, crate::known::KNOWN_COUNTS[n - 1], "n = {n}");
        assert_eq!(counted.fundamental, known.fundamental, "n = {n}");
    }
    // Neither kings nor rooks nor a torus take them.
    assert_eq!(Shifts::of(8, rules(Piece::King, false)), None);
    assert_eq!(Shifts::of(8, rules(Piece::Rook, false)), None);
    assert_eq!(Shifts::of(7, rules(Piece::Superqueen, true)), None);
}

#[test]
fn superqueens_to_eighteen_are_the_oeis_terms() {
    // A051223 and A051224 (the classes), by the count the program runs
    // (19 and 20, and 20 in 64 parts, are in docs/BENCHMARKS.md).
    let all = [4, 44, 156, 1876, 5180, 32516, 202900, 1330622, 8924976];
    let classes = [1, 6, 22, 239, 653, 4089, 25411, 166463, 1115871];
    for (i, (&total, &fundamental)) in all.iter().zip(&classes).enumerate() {
        let n = 10 + i;
        let problem = Problem::new(n, rules(Piece::Superqueen, false)).unwrap();
        let counted = crate::kernels::count(&problem, true, &Control::default());
        let counted = counted.unwrap();
        assert_eq!(
            (counted.total, counted.fundamental),
            (total, Some(fundamental)),
            "n = {n}"
        );
    }
}

#[test]
fn queens_on_rectangles_against_an_independent_count() {
    // 8 queens on 8 rows and 9 columns: 1,066 (the figure),
    // and the brute force agrees for smaller boards.
    let rect = |c| Rules {
        columns: Some(c),
        ..Rules::QUEENS
    };
    assert_eq!(counts(8, rect(9)), 1066);
    for (n, c) in [(4, 5), (5, 6), (5, 8), (6, 7)] {
        assert_eq!(counts(n, rect(c)), brute_force(n, rect(c)).len() as u64);
    }
    // Rooks on n rows and c columns: c!/(c - n)!.
    let rooks = Rules {
        piece: Piece::Rook,
        columns: Some(7),
        topology: crate::rules::Topology::Plane,
    };
    assert_eq!(counts(4, rooks), 7 * 6 * 5 * 4);
}

#[test]
fn seeking_steps_through_the_numbering_both_ways() {
    for rules in [
        rules(Piece::King, false),
        rules(Piece::Queen, true),
        Rules {
            columns: Some(8),
            ..Rules::QUEENS
        },
    ] {
        let n = 7;
        let all = listed(n, rules, false, 1, usize::MAX);
        let search = RuleSearch::new(n, rules).unwrap();
        let control = Control::default();
        let mut forward = Vec::new();
        let mut at = search.seek(None, true, &control).unwrap();
        while let Some(columns) = at {
            at = search.seek(Some(&columns), true, &control).unwrap();
            forward.push(columns);
        }
        assert_eq!(forward, all, "{rules}");
        let mut backward = Vec::new();
        let mut at = search.seek(None, false, &control).unwrap();
        while let Some(columns) = at {
            at = search.seek(Some(&columns), false, &control).unwrap();
            backward.push(columns);
        }
        backward.reverse();
        assert_eq!(backward, all, "{rules}");
    }
}

#[test]
fn every_solution_is_ranked_at_its_place_in_the_list_and_nothing_else_is() {
    let control = Control::default();
    for piece in [Piece::Queen, Piece::Rook, Piece::King, Piece::Superqueen] {
        for (torus, columns) in [(false, None), (true, None), (false, Some(7))] {
            let rules = Rules {
                piece,
                topology: crate::rules::Topology::torus_if(torus),
                columns,
            };
            let n = 5;
            let search = RuleSearch::new(n, rules).unwrap();
            let all = listed(n, rules, false, 1, usize::MAX);
            for (i, columns) in all.iter().enumerate() {
                let k = search.rank(columns, &control).unwrap();
                assert_eq!(k, Some(i as u64 + 1), "{rules} {columns:?}");
            }
            // Every other placement of one piece a row is no solution.
            let w = rules.width(n) as u32;
            let mut tried = 0;
            for code in 0..w.pow(n as u32) {
                let columns: Vec<u32> = (0..n as u32).map(|r| code / w.pow(r) % w).collect();
                if !all.contains(&columns) {
                    assert_eq!(search.rank(&columns, &control).unwrap(), None, "{rules}");
                    tried += 1;
                }
            }
            assert!(tried > 0);
        }
    }
}

#[test]
fn the_survey_under_a_rule_tallies_squares_and_depths() {
    // The classic rule through the generic pass: the queens' own survey.
    let classic =
        crate::survey::survey(&Problem::new(8, Rules::QUEENS).unwrap(), Control::default())
            .unwrap();
    let generic = crate::survey::survey_walked(
        8,
        Rules::QUEENS,
        &crate::constraints::Constraints::none(8),
        &Control::default(),
    )
    .unwrap();
    assert_eq!(generic.all, classic.all);
    assert_eq!(generic.fundamental, classic.fundamental);
    assert_eq!(generic.nodes_by_depth, classic.nodes_by_depth);
    assert_eq!((generic.total, generic.fundamentals), (92, 12));
    // The torus of 5: every square holds a queen in 2 of the 10.
    let torus = crate::survey::survey_walked(
        5,
        rules(Piece::Queen, true),
        &crate::constraints::Constraints::none(5),
        &Control::default(),
    )
    .unwrap();
    assert!(torus.all.iter().all(|&c| c == 2), "{:?}", torus.all);
    assert_eq!((torus.total, torus.fundamentals), (10, 1));
}

#[test]
fn the_fundamental_solutions_are_listed_and_stepped_through_in_order() {
    for (n, rules) in [
        (6, rules(Piece::King, false)),
        (7, rules(Piece::Queen, true)),
        (8, Rules::QUEENS),
    ] {
        let search = RuleSearch::new(n, rules).unwrap();
        let control = Control::default();
        let want: Vec<Vec<u32>> = listed(n, rules, false, 1, usize::MAX)
            .into_iter()
            .filter(|s| search.canonical(s) == *s)
            .collect();
        let counted = count_walked(n, rules, true, &control).unwrap().fundamental;
        assert_eq!(Some(want.len() as u64), counted, "{rules} n = {n}");
        let listed = listed(n, rules, true, 1, usize::MAX);
        assert_eq!(listed, want, "{rules} n = {n}");
        let mut stepped = Vec::new();
        let mut at = search.seek_of(None, true, true, &control).unwrap();
        while let Some(columns) = at {
            at = search
                .seek_of(Some(&columns), true, true, &control)
                .unwrap();
            stepped.push(columns);
        }
        assert_eq!(stepped, want, "{rules} n = {n}");
        let last = search.seek_of(None, false, true, &control).unwrap();
        assert_eq!(last.as_ref(), want.last());
    }
}

#[test]
fn bad_rules_are_said() {
    let torus_rect = Rules {
        topology: crate::rules::Topology::Torus,
        columns: Some(9),
        ..Rules::QUEENS
    };
    assert_eq!(torus_rect.check(8), Err(RulesError::TorusRectangle));
    let narrow = Rules {
        columns: Some(5),
        ..Rules::QUEENS
    };
    assert_eq!(
        narrow.check(8),
        Err(RulesError::TooFewColumns { n: 8, columns: 5 })
    );
    let wide = Rules {
        columns: Some(65),
        ..Rules::QUEENS
    };
    assert_eq!(wide.check(8), Err(RulesError::TooWide(65)));
    assert!(matches!(
        count_walked(8, torus_rect, false, &Control::default()),
        Err(EngineError::Rules(RulesError::TorusRectangle))
    ));
}

#[test]
fn the_torus_formula_is_a_solution_exactly_for_n_prime_to_six() {
    let torus = rules(Piece::Queen, true);
    for n in 1..=40 {
        match built(n, torus) {
            Some(columns) => {
                assert!(n % 2 != 0 && n % 3 != 0, "n = {n}");
                let squares: Vec<Square> = columns
                    .iter()
                    .enumerate()
                    .map(|(r, &c)| (r, c as usize))
                    .collect();
                assert!(torus.attacking_pairs(n, &squares).is_empty(), "n = {n}");
            }
            None => assert!(n % 2 == 0 || n % 3 == 0, "n = {n}"),
        }
    }
}

#[test]
fn every_formula_makes_a_solution_and_exists_where_solutions_do() {
    let control = Control::default();
    for piece in [Piece::Queen, Piece::Rook, Piece::King, Piece::Superqueen] {
        for (torus, extra) in [(false, 0), (false, 3), (true, 0)] {
            for n in 1..=9 {
                let rules = Rules {
                    piece,
                    topology: crate::rules::Topology::torus_if(torus),
                    columns: (extra > 0).then_some(n + extra),
                };
                let Some(columns) = built(n, rules) else {
                    // No formula: the plane's queens and kings have
                    // one wherever a solution exists.
                    let exists = count_walked(n, rules, false, &control).unwrap().total > 0;
                    assert!(
                        !exists || torus || piece == Piece::Superqueen,
                        "{rules} n = {n}"
                    );
                    continue;
                };
                let squares: Vec<Square> = columns
                    .iter()
                    .enumerate()
                    .map(|(r, &c)| (r, c as usize))
                    .collect();
                assert!(squares.iter().all(|&(_, c)| c < rules.width(n)));
                assert!(
                    rules.attacking_pairs(n, &squares).is_empty(),
                    "{rules} n = {n}"
                );
            }
        }
    }
    // Past the search's 64 columns, as far as the classic construction.
    let wide_kings = Rules {
        piece: Piece::King,
        topology: crate::rules::Topology::Plane,
        columns: Some(1_000),
    };
    let columns = built(999, wide_kings).unwrap();
    assert!(columns.windows(2).all(|w| w[0].abs_diff(w[1]) >= 2));
    assert_eq!(
        built(100_000, rules(Piece::Rook, false)).unwrap().len(),
        100_000
    );
}

#[test]
fn the_forecast_knows_seconds_from_centuries() {
    let rooks = rules(Piece::Rook, false);
    let small = crate::estimate::forecast_range(6, rooks, Work::Count, Control::default()).unwrap();
    assert!(small.high.as_secs_f64() < 1.0, "{small:?}");
    // 30! arrangements walked for their classes: far past any patience.
    let huge = crate::estimate::forecast_range(30, rooks, Work::Count, Control::default()).unwrap();
    assert!(huge.low.as_secs_f64() > 1e9, "{huge:?}");
    assert!(huge.low <= huge.high);
    // Their total is n!, a formula's: at once.
    let total =
        crate::estimate::forecast_range(30, rooks, Work::CountTotal, Control::default()).unwrap();
    assert_eq!(total.high, std::time::Duration::ZERO);
}

#[test]
fn forecasts_past_any_patience_are_said_not_panicked() {
    // 32! arrangements of rooks walked for their classes: the range's
    // product overflows f64.
    let rooks = rules(Piece::Rook, false);
    for n in [24, 32, 64] {
        let forecast =
            crate::estimate::forecast_range(n, rooks, Work::Count, Control::default()).unwrap();
        assert!(
            forecast.likely() > std::time::Duration::from_secs(1 << 30),
            "n = {n}"
        );
    }
    let kings = rules(Piece::King, false);
    let forecast =
        crate::estimate::forecast_range(32, kings, Work::Count, Control::default()).unwrap();
    assert!(forecast.likely() >= forecast.low);
}

#[test]
fn a_listing_to_an_early_solution_is_forecast_short() {
    // `solve 40 --piece rook --index 7` lists 7 of 40! solutions: at once,
    // not the count's ages; the whole listing is the count's walk.
    let rooks = rules(Piece::Rook, false);
    let early =
        crate::estimate::forecast_range(40, rooks, Work::ListTo(7), Control::default()).unwrap();
    assert!(early.high.as_secs_f64() < 1.0, "{early:?}");
    let all =
        crate::estimate::forecast_range(40, rooks, Work::ListTo(u64::MAX), Control::default());
    assert!(all.unwrap().low.as_secs_f64() > 1e9);
}

#[test]
fn a_torus_without_solutions_says_so_at_once() {
    let torus = rules(Piece::Queen, true);
    let started = std::time::Instant::now();
    assert!(listed(32, torus, false, 1, 1).is_empty());
    let search = RuleSearch::new(30, rules(Piece::Superqueen, true)).unwrap();
    assert_eq!(search.seek(None, true, &Control::default()).unwrap(), None);
    // Hours of search otherwise; here no search at all.
    assert!(started.elapsed() < std::time::Duration::from_secs(1));
    // The theorem agrees with the search where the search is quick.
    for n in 1..=12 {
        if torus.known_empty(n) {
            assert_eq!(counts(n, torus), 0, "n = {n}");
        }
    }
}

#[test]
fn a_count_stops_when_cancelled() {
    let cancel = std::sync::atomic::AtomicBool::new(true);
    let control = Control {
        cancel: Some(&cancel),
        ..Control::default()
    };
    let result = count_walked(14, rules(Piece::Rook, false), false, &control);
    assert!(matches!(result, Err(EngineError::Cancelled)));
}

/// The formula's solution, if any ([`crate::construct::construct_columns`] without
/// its reasons).
fn built(n: usize, rules: Rules) -> Option<Vec<u32>> {
    crate::construct::construct_columns(n, rules).ok()
}

#[test]
fn a_survey_of_a_rectangle_reads_each_square_at_its_place() {
    // Two kings on two rows of four columns: (0,2) (0,3) (1,3) (2,0)
    // (3,0) (3,1), as (row 0, row 1) columns. Row-major with the board's
    // four columns, not n = 2 (which read row 1's squares from row 0).
    let kings = Rules {
        piece: Piece::King,
        topology: crate::rules::Topology::Plane,
        columns: Some(4),
    };
    let survey = crate::survey::survey(
        &Problem::keeping(2, kings, &Constraints::none(2)).unwrap(),
        Control::default(),
    )
    .unwrap();
    assert_eq!(survey.width(), 4);
    assert_eq!(survey.total, 6);
    let row_1: Vec<u64> = (0..4).map(|c| survey.at((1, c), false)).collect();
    assert_eq!(row_1, vec![2, 1, 1, 2]);
    let row_0: Vec<u64> = (0..4).map(|c| survey.at((0, c), false)).collect();
    assert_eq!(row_0, vec![2, 1, 1, 2]);
    assert_eq!(survey.at((0, 4), false), 0);
}

#[test]
fn queens_paired_by_lines_are_the_pairs_that_attack() {
    // Pieces anywhere (two in a row too) on squares and rectangles: the
    // lines' grouping finds exactly the pairs `attacks` says, in order.
    let mut rng = fastrand::Rng::with_seed(44);
    for _ in 0..500 {
        let n = rng.usize(1..9);
        let rules = Rules {
            columns: Some(n + rng.usize(0..4)),
            ..Rules::QUEENS
        };
        let w = rules.width(n);
        let mut squares: Vec<Square> = (0..rng.usize(0..12))
            .map(|_| (rng.usize(0..n), rng.usize(0..w)))
            .collect();
        squares.sort_unstable();
        squares.dedup();
        let mut every = Vec::new();
        for (i, &a) in squares.iter().enumerate() {
            for &b in &squares[i + 1..] {
                if rules.attacks(n, a, b) {
                    every.push((a, b));
                }
            }
        }
        assert_eq!(
            rules.attacking_pairs(n, &squares),
            every,
            "{squares:?} on {n}×{w}"
        );
    }
}

#[test]
fn a_row_below_reach_sees_only_the_columns_of_rows_far_above() {
    // free_below looks at the last `reach` rows and the columns of the
    // rest; it must say what free, which looks at every row, says.
    let mut rng = fastrand::Rng::with_seed(5);
    for piece in Piece::ALL {
        for torus in [false, true] {
            for n in [1, 2, 5, 7, 9] {
                let rules = rules(piece, torus);
                let search = RuleSearch::new(n, rules).unwrap();
                for _ in 0..200 {
                    let rows = rng.usize(..n);
                    let above: Vec<u32> = (0..rows).map(|_| rng.u32(..n as u32)).collect();
                    let cols = above.iter().fold(0u64, |m, &c| m | 1 << c);
                    assert_eq!(
                        search.free_below(cols, &above).0,
                        search.free(&above),
                        "{rules} at {n}, {above:?}"
                    );
                }
            }
        }
    }
}
